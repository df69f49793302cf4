import type { HandlersOf } from '../../handler.js';
import type { OversightService } from './oversight.js';
import type { ReviewService } from './service.js';

export function reviewHandlers(
  reviews: ReviewService,
  oversight: OversightService,
): HandlersOf<'createReview' | 'listReviews' | 'getScoreExplanation' | 'getAiDisclosure'> {
  return {
    createReview: ({ auth, tenant, params, body }) => ({
      status: 201,
      body: {
        review: reviews.record(
          { tenantId: tenant.id, keyPrefix: auth.keyPrefix },
          params.jobId,
          params.applicationId,
          body,
        ),
      },
    }),
    listReviews: ({ tenant, params, query }) => ({
      status: 200,
      body: reviews.list(tenant.id, params.jobId, params.applicationId, query.limit ?? 20, query.cursor),
    }),
    getScoreExplanation: ({ tenant, params }) => ({
      status: 200,
      body: oversight.explanation(tenant.id, params.jobId, params.applicationId),
    }),
    getAiDisclosure: ({ auth, tenant, params }) => ({
      status: 200,
      body: oversight.disclosure(auth.partnerId, tenant.id, params.jobId),
    }),
  };
}
