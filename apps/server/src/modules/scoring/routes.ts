import { partnerKeyScope } from '../audit/index.js';
import type { HandlersOf } from '../../handler.js';
import type { ScoringService } from './service.js';

export function scoringHandlers(
  scoring: ScoringService,
): HandlersOf<'submitScoringJob' | 'getScoringJob' | 'getLatestScore'> {
  return {
    submitScoringJob: async ({ auth, tenant, params, body }) => {
      const scope = partnerKeyScope(auth, tenant);
      const { status, scoringJob } = await scoring.submit(scope, params.jobId, params.applicationId, body);
      return { status, body: { scoringJob } };
    },
    getScoringJob: ({ tenant, params }) => ({
      status: 200,
      body: { scoringJob: scoring.get(tenant.id, params.jobId, params.applicationId, params.scoringJobId) },
    }),
    getLatestScore: ({ tenant, params }) => ({
      status: 200,
      body: scoring.latest(tenant.id, params.jobId, params.applicationId),
    }),
  };
}
