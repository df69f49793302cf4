// What the held-out parts' tests share: load a part, run it once through the real intake and the real
// blind preparer, check that it is its own (no person or document of another part, its truth matching its
// text) and hold it to the targets for resumes from outside the project, scaled to its size, except where a
// bound (the figure last measured) stands in for a target not met yet. Failures are reported in aggregate
// only: a test never names a held-out document or what was left in it (docs/blind-scoring.md).
import { readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createRealDeps,
  heldoutFailures,
  heldoutLimits,
  heldoutSummary,
  identifierPresent,
  leakedNames,
  loadCorpus,
  removedTerms,
  runIntakeEval,
  type HeldoutBounds,
  type IntakeEvalReport,
} from '../src/index.js';

/** The line heldoutFailures writes for each target that a bound can stand in for. */
const MISSED: Record<keyof HeldoutBounds, RegExp> = {
  documentsLeakingNames: /^names leaked/u,
  nameFormsLeaked: /^name forms leaked/u,
  identifiersLeaked: /^identifiers surviving/u,
  mustKeepRemoved: /^needed terms removed/u,
  documentsUnderRecall: /^word recall/u,
  outcomeMismatches: /^unexpected outcomes/u,
  hiddenFalsePositives: /^hidden-text false flags/u,
};

export interface HeldoutPart {
  /** The describe block's title ("the third held-out part"). */
  title: string;
  dir: string;
  /**
   * The corpora it must share no person (full name) or document id with; by default every other corpus beside it
   * (`eval/resumes` and every `eval/resumes-heldout*`).
   */
  others?: readonly string[];
  minDocuments: number;
  minLocales: number;
  /** Bounds for the targets not met yet; every other target must be met. */
  bounds: HeldoutBounds;
  /** Also check that every must-keep term is in the truth text and none is a form of the name. */
  checkMustKeep: boolean;
  /** Documents in the intake at once (the figures do not depend on it). */
  concurrency?: number;
}

/** Every corpus directory beside `dir` (the tuning corpus and the other held-out parts) but the ones named in `except`. */
export function otherCorpora(dir: string, except: readonly string[] = []): string[] {
  const root = dirname(resolve(dir));
  return readdirSync(root)
    .filter((name) => /^resumes(?:-heldout(?:-\d+)?)?$/u.test(name) && !except.includes(name))
    .map((name) => join(root, name))
    .filter((other) => resolve(other) !== resolve(dir));
}

export function describeHeldoutPart(part: HeldoutPart): void {
  const corpus = loadCorpus(part.dir);
  const deps = createRealDeps();
  let report: IntakeEvalReport;
  const bounded = (Object.keys(part.bounds) as Array<keyof HeldoutBounds>).map((k) => MISSED[k]);

  describe(part.title, () => {
    beforeAll(async () => {
      report = await runIntakeEval(corpus, deps, undefined, { concurrency: part.concurrency ?? 1 });
    }, 900_000);

    afterAll(() => deps.close());

    it(`is its own: ${part.minDocuments}+ documents, ${part.minLocales}+ countries, no person or document shared with another part`, () => {
      expect(corpus.length).toBeGreaterThanOrEqual(part.minDocuments);
      expect(new Set(corpus.map((d) => d.truth.locale)).size).toBeGreaterThanOrEqual(part.minLocales);
      const others = (part.others ?? otherCorpora(part.dir)).flatMap((dir) => loadCorpus(dir));
      const names = new Set(others.map((d) => d.truth.name.full));
      const ids = new Set(others.map((d) => d.truth.id));
      expect(corpus.filter((d) => names.has(d.truth.name.full) || ids.has(d.truth.id)).length).toBe(0);
      // Its truth matches its own text: some form of the name and every identifier is there; with
      // checkMustKeep, every must-keep term too, and no must-keep term is itself a form of the name
      // (counted as kept, it would hide a leak).
      for (const { truth } of corpus) {
        expect(leakedNames(truth.text, truth.name, []).length, truth.id).toBeGreaterThan(0);
        for (const id of truth.identifiers) expect(identifierPresent(truth.text, id), truth.id).toBe(true);
        if (!part.checkMustKeep) continue;
        expect(removedTerms(truth.text, '', truth.mustKeep), truth.id).toEqual(truth.mustKeep);
        expect(
          truth.mustKeep.filter((k) => leakedNames(k, truth.name, []).length > 0),
          truth.id,
        ).toEqual([]);
      }
    });

    it('meets the targets it meets; where it misses one, is no worse than last measured', () => {
      expect(heldoutLimits(report.totals.documents).documentsLeakingNames).toBeGreaterThanOrEqual(1);
      const classOf = (id: string) => corpus.find((d) => d.truth.id === id)?.truth.features[0] ?? '?';
      expect(heldoutFailures(report, part.bounds), heldoutSummary(report, classOf)).toEqual([]);
      expect(heldoutFailures(report).filter((f) => !bounded.some((re) => re.test(f)))).toEqual([]);
    });
  });
}
