export { RubricClient, type BiasAuditOptions, type PageOptions, type WaitOptions } from './client.js';
export type { CallOptions, ClientOptions } from './transport.js';
export { RubricApiError, RubricTimeoutError } from './errors.js';
export { parseRetryAfter, retryDelay, retryPolicy, shouldRetry, type RetryOptions, type RetryPolicy } from './retry.js';
export {
  verifyWebhook,
  WebhookVerificationError,
  WEBHOOK_HEADERS,
  DEFAULT_TOLERANCE_SECONDS,
  type VerifiedWebhook,
  type VerifyWebhookOptions,
  type WebhookVerificationReason,
  type WebhookVerificationResult,
} from '@rubric/webhooks';
export type {
  Problem,
  ScoringJob,
  WebhookEvent,
  ScoreCompletedEvent,
  ScoreFailedEvent,
  BatchCompletedEvent,
  ReviewRecordedEvent,
  Review,
  CreateReviewRequest,
  ListReviewsResponse,
  ScoreExplanationResponse,
  AiDisclosureResponse,
  Provenance,
  BiasAuditReport,
  BiasAuditDimension,
  BiasAuditCategory,
  RecordDemographicsRequest,
} from '@rubric/contracts';
