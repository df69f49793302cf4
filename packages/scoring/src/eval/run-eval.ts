// The evaluation harness: scores a labelled set with an engine (through the same preparation as
// production) and reports how well the scores rank the applications (Spearman's ρ against the
// expected fit) and how often the per-criterion verdicts agree with the expected ones.
import { prepareApplication } from '../blind/prepare-application.js';
import type { CriterionVerdict, EngineInfo, ScoringEngine, SharedScoringContext } from '../types.js';
import { agreement, spearman, type Agreement } from './stats.js';
import type { EvalSet } from './labelled-set.js';

export const EVAL_REPORT_FORMAT = 'rubric-eval-report/1';

export interface EvalOptions {
  blind?: boolean;
  onProgress?: (done: number, total: number) => void;
  now?: () => Date;
}

export interface EvalReport {
  format: typeof EVAL_REPORT_FORMAT;
  createdAt: string;
  set: { name: string; items: number; jobs: number };
  engine: Pick<EngineInfo, 'engine' | 'modelName' | 'modelSha256' | 'promptVersion'>;
  blind: boolean;
  /** Spearman's ρ between scores and expected fit over all scored items (null if undefined). */
  spearman: number | null;
  perJob: Array<{ jobId: string; items: number; spearman: number | null }>;
  criteria: Agreement;
  perCriterion: Array<{ jobId: string; criterionId: string; text: string; judgements: number; exact: number }>;
  items: Array<{
    id: string;
    jobId: string;
    expectedFit: number;
    score: number | null;
    verdictsAgreeing: number;
    verdictsCompared: number;
    error?: string;
  }>;
  durationMs: number;
}

const round = (n: number | null, digits = 4) => (n === null ? null : Math.round(n * 10 ** digits) / 10 ** digits);

export async function runEval(engine: ScoringEngine, set: EvalSet, options: EvalOptions = {}): Promise<EvalReport> {
  const started = Date.now();
  const blind = options.blind ?? true;
  const shared = new Map<string, SharedScoringContext>(
    set.jobs.map((j) => [
      j.id,
      {
        cacheKey: `eval:${set.name}:${j.id}`,
        criteria: j.criteria,
        jobDescription: j.description,
        roleKnowledge: j.roleKnowledge,
      },
    ]),
  );
  const items: EvalReport['items'] = [];
  const judged: Array<{ jobId: string; criterionId: string; expected: CriterionVerdict; given: CriterionVerdict }> = [];
  // Grouped by job so that a model engine reuses each job's prompt prefix.
  const ordered = [...set.items].sort(
    (a, b) => set.jobs.findIndex((j) => j.id === a.jobId) - set.jobs.findIndex((j) => j.id === b.jobId),
  );
  for (const [index, item] of ordered.entries()) {
    const context = shared.get(item.jobId);
    if (!context) throw new Error(`unknown job ${item.jobId}`);
    try {
      const prepared = prepareApplication(
        { resumeText: item.resume, applicationAnswers: item.applicationAnswers, context: item.context },
        {
          blind,
          job: {
            jobDescription: context.jobDescription,
            roleKnowledge: context.roleKnowledge,
            criteria: context.criteria.map((c) => c.text),
          },
        },
      );
      const { result } = await engine.scoreApplication(context, prepared.input);
      let agreeing = 0;
      let compared = 0;
      for (const c of result.criteria) {
        const expected = item.expectedVerdicts[c.criterionId];
        if (!expected) continue;
        compared++;
        if (expected === c.verdict) agreeing++;
        judged.push({ jobId: item.jobId, criterionId: c.criterionId, expected, given: c.verdict });
      }
      items.push({
        id: item.id,
        jobId: item.jobId,
        expectedFit: item.expectedFit,
        score: result.score,
        verdictsAgreeing: agreeing,
        verdictsCompared: compared,
      });
    } catch (err) {
      items.push({
        id: item.id,
        jobId: item.jobId,
        expectedFit: item.expectedFit,
        score: null,
        verdictsAgreeing: 0,
        verdictsCompared: 0,
        error: err instanceof Error ? err.message : String(err),
      });
    }
    options.onProgress?.(index + 1, ordered.length);
  }
  const scored = items.filter((i): i is typeof i & { score: number } => i.score !== null);
  const rho = (list: typeof scored) =>
    round(
      spearman(
        list.map((i) => i.expectedFit),
        list.map((i) => i.score),
      ),
    );
  const overall = agreement(judged);
  const info = engine.info();
  return {
    format: EVAL_REPORT_FORMAT,
    createdAt: (options.now?.() ?? new Date()).toISOString(),
    set: { name: set.name, items: set.items.length, jobs: set.jobs.length },
    engine: {
      engine: info.engine,
      modelName: info.modelName,
      modelSha256: info.modelSha256,
      promptVersion: info.promptVersion,
    },
    blind,
    spearman: rho(scored),
    perJob: set.jobs.map((j) => {
      const list = scored.filter((i) => i.jobId === j.id);
      return { jobId: j.id, items: list.length, spearman: rho(list) };
    }),
    criteria: {
      ...overall,
      exact: round(overall.exact) ?? 0,
      withinOne: round(overall.withinOne) ?? 0,
      kappa: round(overall.kappa),
    },
    perCriterion: set.jobs.flatMap((j) =>
      j.criteria.map((c) => {
        const list = judged.filter((x) => x.jobId === j.id && x.criterionId === c.id);
        return {
          jobId: j.id,
          criterionId: c.id,
          text: c.text,
          judgements: list.length,
          exact: round(list.length === 0 ? 0 : list.filter((x) => x.expected === x.given).length / list.length) ?? 0,
        };
      }),
    ),
    items,
    durationMs: Date.now() - started,
  };
}

export function formatEvalTable(report: EvalReport): string {
  const f = (v: number | null) => (v === null ? 'n/a' : v.toFixed(3));
  const failed = report.items.filter((i) => i.error !== undefined);
  return [
    `Evaluation of "${report.set.name}" (${report.set.items} items, ${report.set.jobs} jobs): engine ${report.engine.engine}${report.engine.modelName ? ` (${report.engine.modelName})` : ''}, prompt ${report.engine.promptVersion}, blind ${report.blind ? 'on' : 'off'}`,
    '',
    `Spearman ρ (score vs expected fit): ${f(report.spearman)}`,
    ...report.perJob.map((j) => `  ${j.jobId.padEnd(28)} ρ ${f(j.spearman).padStart(6)}  (${j.items} items)`),
    '',
    `Per-criterion verdicts: ${report.criteria.judgements} compared, exact ${(report.criteria.exact * 100).toFixed(1)}%, within one step ${(report.criteria.withinOne * 100).toFixed(1)}%, Cohen's κ ${f(report.criteria.kappa)}`,
    ...report.perCriterion.map(
      (c) =>
        `  ${`${c.jobId}/${c.criterionId}`.padEnd(28)} ${(c.exact * 100).toFixed(0).padStart(4)}%  ${c.text.slice(0, 60)}`,
    ),
    ...(failed.length > 0
      ? ['', `${failed.length} item(s) failed: ${failed.map((i) => `${i.id} (${i.error})`).join('; ')}`]
      : []),
  ].join('\n');
}
