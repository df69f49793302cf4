import { ExternalId } from './common.js';
import { COMMON_ERRORS, RESUME_ERRORS, WITH_BODY_ERRORS } from './route-errors.js';
import { NO_BODY, NO_QUERY } from './route-types.js';
import {
  BatchResponse,
  LatestScoreResponse,
  ScoringJobResponse,
  SubmitBatchEnvelope,
  SubmitBatchRequest,
  SubmitScoringJobRequest,
} from './scoring.js';
import { z } from './zod.js';

export const MB = 1024 * 1024;

const jobId = { jobId: ExternalId };
const jobApp = { jobId: ExternalId, applicationId: ExternalId };

/** Scoring submissions, single and in batches, and their results. */
export const SCORING_ROUTES = [
  {
    operationId: 'submitScoringJob',
    method: 'post',
    path: '/v1/jobs/{jobId}/applications/{applicationId}/scoring-jobs',
    tag: 'Scoring',
    summary: 'Submit an application for asynchronous scoring',
    description:
      'Resumes are fetched and validated at intake: a resume that cannot be used answers 4xx and creates nothing. The same jobId and applicationId again returns the existing scoring job (200); use `rescore` to create new work. Idempotency-Key is ignored here.',
    bucket: 'scoring_intake_single',
    tenant: true,
    idempotent: false,
    params: z.strictObject(jobApp),
    query: NO_QUERY,
    body: SubmitScoringJobRequest,
    success: {
      status: 202,
      schema: ScoringJobResponse,
      description: 'Scoring job created (pending).',
      alsoStatus: { status: 200, description: 'The existing scoring job of this application (no rescore).' },
    },
    errors: [...WITH_BODY_ERRORS, ...RESUME_ERRORS, 'CRITERIA_NOT_FOUND', 'CRITERIA_VERSION_NOT_FOUND', 'JOB_ARCHIVED'],
  },
  {
    operationId: 'getScoringJob',
    method: 'get',
    path: '/v1/jobs/{jobId}/applications/{applicationId}/scoring-jobs/{scoringJobId}',
    tag: 'Scoring',
    summary: 'Read a scoring job',
    description:
      'The fallback when webhooks are missed: `result` once completed, `error` once failed, otherwise both null.',
    bucket: 'read_and_ops',
    tenant: true,
    idempotent: false,
    params: z.strictObject({ ...jobApp, scoringJobId: z.string().min(1).max(100) }),
    query: NO_QUERY,
    body: NO_BODY,
    success: {
      status: 200,
      schema: ScoringJobResponse,
      description: 'The scoring job, with its result when completed.',
    },
    errors: [...COMMON_ERRORS, 'SCORING_JOB_NOT_FOUND'],
  },
  {
    operationId: 'getLatestScore',
    method: 'get',
    path: '/v1/jobs/{jobId}/applications/{applicationId}/score',
    tag: 'Scoring',
    summary: 'Read the latest completed score of an application',
    description: 'The newest completed result of the application, without the scoring job id.',
    bucket: 'read_and_ops',
    tenant: true,
    idempotent: false,
    params: z.strictObject(jobApp),
    query: NO_QUERY,
    body: NO_BODY,
    success: {
      status: 200,
      schema: LatestScoreResponse,
      description: 'The newest completed result, including after a rescore.',
    },
    errors: [...COMMON_ERRORS, 'SCORE_NOT_FOUND'],
  },
  {
    operationId: 'submitScoringBatch',
    method: 'post',
    path: '/v1/jobs/{jobId}/scoring-batches',
    tag: 'Scoring',
    summary: 'Submit up to 25 applications for scoring',
    description:
      'Each application is checked on its own: those that cannot be used are listed in `rejectedApplications`. All rejected → 422 `VALIDATION_ERROR` with one detail per application (`applications[<i>]`, its concrete code). Idempotency-Key is ignored.',
    bucket: 'scoring_intake_batch',
    tenant: true,
    idempotent: false,
    params: z.strictObject(jobId),
    query: NO_QUERY,
    body: SubmitBatchEnvelope,
    publishedBody: SubmitBatchRequest,
    bodyLimit: 5 * MB,
    success: { status: 202, schema: BatchResponse, description: 'At least one application accepted.' },
    errors: [...WITH_BODY_ERRORS, ['VALIDATION_ERROR', 422], 'CRITERIA_NOT_FOUND', 'JOB_ARCHIVED'],
  },
  {
    operationId: 'getScoringBatch',
    method: 'get',
    path: '/v1/jobs/{jobId}/scoring-batches/{batchId}',
    tag: 'Scoring',
    summary: 'Read a scoring batch',
    description: 'The batch record with the same accepted and rejected lists as its submission.',
    bucket: 'read_and_ops',
    tenant: true,
    idempotent: false,
    params: z.strictObject({ ...jobId, batchId: z.string().min(1).max(100) }),
    query: NO_QUERY,
    body: NO_BODY,
    success: {
      status: 200,
      schema: BatchResponse,
      description: 'The batch with its accepted and rejected applications.',
    },
    errors: [...COMMON_ERRORS, 'BATCH_NOT_FOUND'],
  },
] as const;
