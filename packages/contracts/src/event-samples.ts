import {
  BatchCompletedEvent,
  ReviewRecordedEvent,
  ScoreCompletedEvent,
  ScoreFailedEvent,
  type WebhookEvent,
  type WebhookEventType,
} from './events.js';

/** The schema of each event type: an edited playground payload must pass its type's schema exactly. */
export const WEBHOOK_EVENT_SCHEMAS = {
  'score.completed': ScoreCompletedEvent,
  'score.failed': ScoreFailedEvent,
  'batch.completed': BatchCompletedEvent,
  'review.recorded': ReviewRecordedEvent,
} as const;

/** Playground payloads: realistic, valid against the contracts (checked by a unit test), clearly samples. */
export function sampleWebhookEvent(type: WebhookEventType, at: string = new Date().toISOString()): WebhookEvent {
  const ids = {
    tenantId: 'sample-tenant',
    jobId: 'sample-job',
    applicationId: 'sample-application',
    scoringJobId: 'sj_sample',
    criteriaVersionId: 'cv_sample',
  };
  switch (type) {
    case 'score.completed':
      return {
        event: type,
        ...ids,
        result: {
          score: 80,
          assessment: {
            verdict: 'Strong match for the backend role.',
            strengths: ['Six years of TypeScript and Node.js'],
            concerns: ['No Kubernetes experience mentioned'],
            interviewFocus: ['Operating services in production'],
          },
          criteria: [
            {
              criterionId: 'crit_sample_1',
              text: 'TypeScript and Node.js experience',
              importance: 'MUST_HAVE',
              verdict: 'met',
              evidence: 'Six years of TypeScript and Node.js experience.',
            },
            {
              criterionId: 'crit_sample_2',
              text: 'Kubernetes',
              importance: 'NICE_TO_HAVE',
              verdict: 'not_met',
              evidence: 'Not mentioned in the resume.',
            },
          ],
        },
        provenance: {
          engine: 'llm',
          model: {
            name: 'sample-model-q4_k_m.gguf',
            sha256: '0000000000000000000000000000000000000000000000000000000000000000',
          },
          promptVersion: 'score-v2',
          criteriaVersionId: ids.criteriaVersionId,
          blind: true,
        },
        completedAt: at,
      };
    case 'score.failed':
      return {
        event: type,
        ...ids,
        error: {
          code: 'SCORING_FAILED',
          message: 'The scoring engine did not produce a valid result after 2 attempts.',
        },
        failedAt: at,
      };
    case 'batch.completed':
      return {
        event: type,
        tenantId: ids.tenantId,
        batchId: 'bat_sample',
        jobId: ids.jobId,
        totalJobs: 3,
        completedJobs: 2,
        failedJobs: 1,
        status: 'failed',
        completedAt: at,
      };
    case 'review.recorded':
      return {
        event: type,
        tenantId: ids.tenantId,
        jobId: ids.jobId,
        applicationId: ids.applicationId,
        scoringJobId: ids.scoringJobId,
        reviewId: 'rev_sample',
        action: 'override',
        effectiveScore: 65,
        createdAt: at,
      };
    default: {
      const unknown: never = type;
      throw new Error(`no sample for ${String(unknown)}`);
    }
  }
}
