import { partnerKeyScope } from '../audit/index.js';
import type { HandlersOf } from '../../handler.js';
import type { BatchService } from './service.js';

export function batchHandlers(batches: BatchService): HandlersOf<'submitScoringBatch' | 'getScoringBatch'> {
  return {
    submitScoringBatch: async ({ auth, tenant, params, body }) => {
      const envelope = body;
      const scope = partnerKeyScope(auth, tenant);
      return { status: 202, body: await batches.submit(scope, params.jobId, envelope, envelope.applications) };
    },
    getScoringBatch: ({ tenant, params }) => ({
      status: 200,
      body: batches.get(tenant.id, params.jobId, params.batchId),
    }),
  };
}
