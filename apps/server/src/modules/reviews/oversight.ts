import type { AiDisclosureResponse, ScoreExplanationResponse, ScoreResult } from '@rubric/contracts';
import type { Db } from '@rubric/db';
import { ApiError } from '../../errors/api-error.js';
import type { CriteriaService } from '../criteria/service.js';
import { latestCompletedScoringJob } from '../scoring/queries.js';
import { provenanceOf } from '../scoring/view.js';
import { buildDisclosure } from './disclosure.js';
import { buildExplanation } from './explanation.js';
import { latestReviewOfScoringJob } from './queries.js';

interface OversightDeps {
  db: Db;
  criteria: CriteriaService;
  /** The partner's blind-scoring setting (what a job submitted now would be scored with). */
  blindFor(partnerId: string): boolean;
  retention: AiDisclosureResponse['retention'];
}

/** What a candidate can be told: the explanation of a score and the AI disclosure of a job. */
export function createOversightService(deps: OversightDeps) {
  const { db, criteria } = deps;
  return {
    explanation(tenantId: string, jobExternalId: string, applicationId: string): ScoreExplanationResponse {
      const snapshot = criteria.scoringSnapshot(tenantId, jobExternalId);
      const row = snapshot ? latestCompletedScoringJob(db, tenantId, snapshot.job.id, applicationId) : undefined;
      const provenance = row ? provenanceOf(row) : null;
      if (!row || row.completedAt === null || !row.result || !provenance)
        throw new ApiError('SCORE_NOT_FOUND', 'The application has no completed score yet.');
      return buildExplanation({
        jobExternalId,
        applicationId,
        scoringJobId: row.id,
        completedAt: row.completedAt,
        result: row.result as ScoreResult,
        provenance,
        latestReview: latestReviewOfScoringJob(db, row.id),
      });
    },

    disclosure(partnerId: string, tenantId: string, jobExternalId: string): AiDisclosureResponse {
      const snapshot = criteria.scoringSnapshot(tenantId, jobExternalId);
      if (!snapshot?.version || snapshot.criteria.length === 0)
        throw new ApiError('CRITERIA_NOT_FOUND', `Job "${jobExternalId}" has no criteria.`);
      return buildDisclosure({
        jobExternalId,
        criteriaVersionId: snapshot.version.id,
        criteriaRevision: snapshot.version.revision,
        criteria: snapshot.criteria,
        identityRedacted: deps.blindFor(partnerId),
        retention: deps.retention,
      });
    },
  };
}

export type OversightService = ReturnType<typeof createOversightService>;
