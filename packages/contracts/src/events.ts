import { Timestamp } from './common.js';
import { Provenance, ReviewAction } from './reviews.js';
import { ScoreResult, ScoringError } from './scoring.js';
import { z } from './zod.js';

export const WEBHOOK_EVENT_TYPES = ['score.completed', 'score.failed', 'batch.completed', 'review.recorded'] as const;
export const WebhookEventType = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof WebhookEventType>;

export const ScoreCompletedEvent = z
  .object({
    event: z.literal('score.completed'),
    tenantId: z.string(),
    scoringJobId: z.string(),
    criteriaVersionId: z.string(),
    jobId: z.string(),
    applicationId: z.string(),
    result: ScoreResult,
    provenance: Provenance,
    completedAt: Timestamp,
  })
  .openapi('ScoreCompletedEvent');

export const ScoreFailedEvent = z
  .object({
    event: z.literal('score.failed'),
    tenantId: z.string(),
    scoringJobId: z.string(),
    criteriaVersionId: z.string(),
    jobId: z.string(),
    applicationId: z.string(),
    error: ScoringError,
    failedAt: Timestamp,
  })
  .openapi('ScoreFailedEvent');

export const BatchCompletedEvent = z
  .object({
    event: z.literal('batch.completed'),
    tenantId: z.string(),
    batchId: z.string(),
    jobId: z.string(),
    totalJobs: z.number().int(),
    completedJobs: z.number().int(),
    failedJobs: z.number().int(),
    status: z.enum(['completed', 'failed']),
    completedAt: Timestamp,
  })
  .openapi('BatchCompletedEvent');

export const ReviewRecordedEvent = z
  .object({
    event: z.literal('review.recorded'),
    tenantId: z.string(),
    jobId: z.string(),
    applicationId: z.string(),
    scoringJobId: z.string(),
    reviewId: z.string(),
    action: ReviewAction,
    effectiveScore: z
      .number()
      .int()
      .nullable()
      .describe(
        'The score that stands after this review: the override’s score, null after disregard, else the AI score.',
      ),
    createdAt: Timestamp,
  })
  .openapi('ReviewRecordedEvent', {
    description: 'A person reviewed a score. Carries no reviewer name, note or reason: read the review with the API.',
  });

export const WebhookEvent = z
  .discriminatedUnion('event', [ScoreCompletedEvent, ScoreFailedEvent, BatchCompletedEvent, ReviewRecordedEvent])
  .openapi('WebhookEvent');
export type WebhookEvent = z.infer<typeof WebhookEvent>;
export type ScoreCompletedEvent = z.infer<typeof ScoreCompletedEvent>;
export type ScoreFailedEvent = z.infer<typeof ScoreFailedEvent>;
export type BatchCompletedEvent = z.infer<typeof BatchCompletedEvent>;
export type ReviewRecordedEvent = z.infer<typeof ReviewRecordedEvent>;
