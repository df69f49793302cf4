// The SECOND held-out part of the resume corpus (eval/resumes-heldout-2): 18 people and templates of its
// own, generated with its own seed by someone who had not read the redaction code, never read while the
// redaction was tuned (docs/blind-scoring.md, "Part 2"). Through the real intake and the real blind
// preparer it is held to the targets for resumes from outside the project, scaled to its size, where it
// meets them (refusals, hidden-text flags), and to the figures last measured where it does not yet (names,
// identifiers, needed terms, word recall), so that a regression fails. Failures are reported in aggregate
// only: the test never names a held-out document or what was left in it.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createRealDeps,
  HELDOUT_2_MEASURED_BOUNDS,
  heldoutFailures,
  heldoutLimits,
  heldoutSummary,
  identifierPresent,
  leakedNames,
  loadCorpus,
  removedTerms,
  runIntakeEval,
  type IntakeEvalReport,
} from '../src/index.js';

const PART_2 = fileURLToPath(new URL('../../resumes-heldout-2', import.meta.url));
const PART_1 = fileURLToPath(new URL('../../resumes-heldout', import.meta.url));
const TUNING = fileURLToPath(new URL('../../resumes', import.meta.url));
const corpus = loadCorpus(PART_2);
let report: IntakeEvalReport;
const deps = createRealDeps();

beforeAll(async () => {
  // Two documents in the intake at once: the total sooner; the figures do not depend on the order.
  report = await runIntakeEval(corpus, deps, undefined, { concurrency: 2 });
}, 900_000);

afterAll(() => deps.close());

describe('the second held-out part', () => {
  it('is its own: 36+ documents, 15+ countries, no person or document shared with the tuning part or part 1', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(36);
    expect(new Set(corpus.map((d) => d.truth.locale)).size).toBeGreaterThanOrEqual(15);
    const others = [...loadCorpus(TUNING), ...loadCorpus(PART_1)];
    const names = new Set(others.map((d) => d.truth.name.full));
    const ids = new Set(others.map((d) => d.truth.id));
    expect(corpus.filter((d) => names.has(d.truth.name.full) || ids.has(d.truth.id)).length).toBe(0);
    // Its truth matches its own text: some form of the name, every identifier and every must-keep term is
    // there, and no must-keep term is itself a form of the name (counted as kept, it would hide a leak).
    for (const { truth } of corpus) {
      expect(leakedNames(truth.text, truth.name, []).length, truth.id).toBeGreaterThan(0);
      for (const id of truth.identifiers) expect(identifierPresent(truth.text, id), truth.id).toBe(true);
      expect(removedTerms(truth.text, '', truth.mustKeep), truth.id).toEqual(truth.mustKeep);
      expect(
        truth.mustKeep.filter((k) => leakedNames(k, truth.name, []).length > 0),
        truth.id,
      ).toEqual([]);
    }
  });

  it('meets the targets for refusals and hidden text; names, identifiers, needed terms and recall no worse than last measured', () => {
    const limits = heldoutLimits(report.totals.documents);
    expect(limits.documentsLeakingNames).toBeGreaterThanOrEqual(1);
    const classOf = (id: string) => corpus.find((d) => d.truth.id === id)?.truth.features[0] ?? '?';
    // Names leaked, identifiers surviving, needed terms removed and word recall miss their targets (for 38
    // documents: ≤ 1 document leaking names, ≤ 3 identifiers, ≤ 3 needed terms, none under 0.98): the figures
    // last measured are the bounds (18 documents leaking 37 name forms, 17 identifiers of 205, 8 needed
    // terms, 10 documents under 0.98), so the test fails on a regression; the targets stay in the docs.
    expect(heldoutFailures(report, HELDOUT_2_MEASURED_BOUNDS), heldoutSummary(report, classOf)).toEqual([]);
    expect(
      heldoutFailures(report).filter(
        (f) => !/^names leaked|^identifiers surviving|^needed terms|^word recall/u.test(f),
      ),
    ).toEqual([]);
  });
});
