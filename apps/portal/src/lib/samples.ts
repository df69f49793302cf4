import type {
  BatchCompletedEvent,
  ScoreCompletedEvent,
  ScoreFailedEvent,
  WebhookEvent,
  WebhookEventType,
} from '@rubric/contracts';

// The playground's starting payloads. They are typed against the contracts, so a change of an event's
// shape breaks the build here instead of leaving the playground with a sample the server refuses.
export function samplePayload(type: WebhookEventType, at = new Date().toISOString()): WebhookEvent {
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
              evidence: 'Six years of TypeScript and Node.js.',
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
        completedAt: at,
      } satisfies ScoreCompletedEvent;
    case 'score.failed':
      return {
        event: type,
        ...ids,
        error: {
          code: 'SCORING_FAILED',
          message: 'The scoring engine did not produce a valid result after 2 attempts.',
        },
        failedAt: at,
      } satisfies ScoreFailedEvent;
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
      } satisfies BatchCompletedEvent;
    default: {
      const unknown: never = type;
      throw new Error(`no sample for ${String(unknown)}`);
    }
  }
}
