import type { BiasAuditOutcome, BiasAuditReport } from '@rubric/contracts';
import type { Db } from '@rubric/db';
import { ApiError } from '../../errors/api-error.js';
import type { Clock } from '../../lib/clock.js';
import { computeBiasAudit } from './calculator.js';
import { effectiveScoreOf } from '../reviews/queries.js';
import { sampleRows, type SampleRow } from './queries.js';

export interface BiasAuditRequest {
  tenantId: string;
  from?: string | undefined;
  to?: string | undefined;
  jobIds?: readonly string[] | undefined;
  outcome?: BiasAuditOutcome | undefined;
  threshold?: number | undefined;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function modelVersionsOf(rows: readonly SampleRow[]): BiasAuditReport['modelVersions'] {
  const seen = new Map<string, BiasAuditReport['modelVersions'][number]>();
  for (const r of rows) {
    const key = `${r.engine}\u0000${r.modelSha256}\u0000${r.promptVersion}`;
    const entry = seen.get(key);
    if (entry) entry.count += r.count;
    else
      seen.set(key, { engine: r.engine, modelSha256: r.modelSha256, promptVersion: r.promptVersion, count: r.count });
  }
  return [...seen.values()].sort((a, b) => b.count - a.count);
}

/**
 * The tenant's bias-audit report over [from, to) (docs/bias-audit.md). Reads the self-identified demographics
 * only as the category of each application of the sample, which the calculator folds into counts at once.
 */
export function biasAuditReport(deps: { db: Db; clock: Clock }, req: BiasAuditRequest): BiasAuditReport {
  const from = req.from === undefined ? null : Date.parse(req.from);
  const to = req.to === undefined ? null : Date.parse(req.to);
  if (from !== null && to !== null && from >= to)
    throw new ApiError('VALIDATION_ERROR', '`from` must be before `to`.', [
      { field: 'query.from', code: 'invalid_range', message: 'from must be before to' },
    ]);
  const outcome = req.outcome ?? 'ai_score';
  const jobIds = [...new Set(req.jobIds ?? [])];
  const threshold = req.threshold ?? null;
  const grouped = sampleRows(deps.db, { tenantId: req.tenantId, from, to, jobIds }, outcome === 'effective_score');
  // effective_score: the score after the latest review of the application's scoring job (the one definition, in
  // modules/reviews); an application whose output was disregarded has none and leaves the sample.
  let disregarded = 0;
  const rows: SampleRow[] = [];
  for (const row of grouped) {
    const score =
      outcome === 'ai_score'
        ? row.score
        : effectiveScoreOf(row.score, row.reviewAction ? { action: row.reviewAction, score: row.reviewScore } : null);
    if (score === null) disregarded += row.count;
    else rows.push({ ...row, score });
  }
  const figures = computeBiasAudit(rows, { threshold });
  const modelVersions = modelVersionsOf(rows);
  const warnings: BiasAuditReport['warnings'] = [];
  if (modelVersions.length > 1)
    warnings.push({
      code: 'multiple_model_versions',
      message: `The sample was scored by ${modelVersions.length} different (engine, model, prompt version) combinations: the figures mix them; consider one report per version's period.`,
    });
  return {
    from: iso(from),
    to: iso(to),
    jobIds,
    outcome,
    threshold,
    ...figures,
    ...(outcome === 'effective_score' ? { notInSample: { disregarded } } : {}),
    modelVersions,
    warnings,
    generatedAt: new Date(deps.clock.now()).toISOString(),
  };
}
