import type { Provenance, ScoreResult, ScoringJob } from '@rubric/contracts';
import { iso } from '../../lib/clock.js';
import type { ScoringJobRow } from './queries.js';

/** Which engine, model, prompt and criteria produced a completed job's result; null until then. */
export function provenanceOf(
  row: Pick<
    ScoringJobRow,
    'status' | 'engine' | 'modelName' | 'modelSha256' | 'promptVersion' | 'criteriaVersionId' | 'blind'
  >,
): Provenance | null {
  if (row.status !== 'completed' || row.engine === null) return null;
  return {
    engine: row.engine,
    model: { name: row.modelName, sha256: row.modelSha256 },
    promptVersion: row.promptVersion,
    criteriaVersionId: row.criteriaVersionId,
    blind: row.blind,
  };
}

export function scoringJobView(row: ScoringJobRow, jobExternalId: string): ScoringJob {
  return {
    id: row.id,
    jobId: jobExternalId,
    applicationId: row.applicationId,
    status: row.status,
    criteriaVersionId: row.criteriaVersionId,
    batchId: row.batchId,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    completedAt: iso(row.completedAt),
    failedAt: iso(row.failedAt),
    attempts: row.attempts,
    result: row.status === 'completed' ? ((row.result as ScoreResult | null) ?? null) : null,
    error: row.status === 'failed' && row.errorCode ? { code: row.errorCode, message: row.errorMessage ?? '' } : null,
    usage:
      row.status === 'completed' && row.promptTokens !== null
        ? {
            promptTokens: row.promptTokens,
            evaluatedPromptTokens: row.evaluatedPromptTokens ?? 0,
            reusedPromptTokens: row.reusedPromptTokens ?? 0,
            generatedTokens: row.generatedTokens ?? 0,
          }
        : null,
    provenance: provenanceOf(row),
  };
}
