import { ExternalId } from './common.js';
import { COMMON_ERRORS, IDEMPOTENCY_ERRORS, WITH_BODY_ERRORS } from './route-errors.js';
import { NO_BODY, NO_QUERY } from './route-types.js';
import {
  AiDisclosureResponse,
  CreateReviewRequest,
  ListReviewsQuery,
  ListReviewsResponse,
  ReviewResponse,
  ScoreExplanationResponse,
} from './reviews.js';
import { z } from './zod.js';

const jobApp = { jobId: ExternalId, applicationId: ExternalId };

/** Human review of scores, the explanation of a score and the AI disclosure of a job. */
export const REVIEW_ROUTES = [
  {
    operationId: 'createReview',
    method: 'post',
    path: '/v1/jobs/{jobId}/applications/{applicationId}/reviews',
    tag: 'Human oversight',
    summary: 'Record a person’s review of a score: agree, override or disregard',
    description:
      'Reviews are append-only: a new review supersedes the previous one of the same scoring job, and every review stays listed. `score` (0–100) is required for `override` and refused otherwise; `reason` is required unless `agree`; `criteria` must name criteria of the scored criteria version. The scoring job must be `completed` (409 `SCORING_JOB_NOT_COMPLETED`). Emits `review.recorded`. Idempotency-Key honoured.',
    bucket: 'read_and_ops',
    tenant: true,
    idempotent: true,
    params: z.strictObject(jobApp),
    query: NO_QUERY,
    body: CreateReviewRequest,
    success: { status: 201, schema: ReviewResponse, description: 'The review, recorded.' },
    errors: [...WITH_BODY_ERRORS, ...IDEMPOTENCY_ERRORS, 'SCORING_JOB_NOT_FOUND', 'SCORING_JOB_NOT_COMPLETED'],
  },
  {
    operationId: 'listReviews',
    method: 'get',
    path: '/v1/jobs/{jobId}/applications/{applicationId}/reviews',
    tag: 'Human oversight',
    summary: 'List the reviews of an application, oldest first',
    description:
      'Every review of every scoring job of the application in the order they were recorded (the last is the one that stands for its scoring job). Paginated with `limit` (1–100, default 20) and `cursor`. An application with no reviews (or unknown) has an empty list.',
    bucket: 'read_and_ops',
    tenant: true,
    idempotent: false,
    params: z.strictObject(jobApp),
    query: ListReviewsQuery,
    body: NO_BODY,
    success: {
      status: 200,
      schema: ListReviewsResponse,
      description: 'A page of reviews; pass `nextCursor` as `cursor` for the next.',
    },
    errors: COMMON_ERRORS,
  },
  {
    operationId: 'getScoreExplanation',
    method: 'get',
    path: '/v1/jobs/{jobId}/applications/{applicationId}/score/explanation',
    tag: 'Human oversight',
    summary: 'Explain the latest score in plain language, for the candidate',
    description:
      'Built from a fixed template, never written by the model: the tool’s role, how the score is computed from the per-criterion verdicts, each criterion with its importance, verdict and evidence (the evidence is quoted from the result), the review status and how to ask for human review. As structured fields and as plain `text`.',
    bucket: 'read_and_ops',
    tenant: true,
    idempotent: false,
    params: z.strictObject(jobApp),
    query: NO_QUERY,
    body: NO_BODY,
    success: { status: 200, schema: ScoreExplanationResponse, description: 'The explanation of the latest score.' },
    errors: [...COMMON_ERRORS, 'SCORE_NOT_FOUND'],
  },
  {
    operationId: 'getAiDisclosure',
    method: 'get',
    path: '/v1/jobs/{jobId}/ai-disclosure',
    tag: 'Human oversight',
    summary: 'What a candidate notice about the use of AI for this job needs',
    description:
      'The qualifications assessed (the job’s current criteria and their importance), the data used (only what the partner submits), whether identity is redacted (the partner’s blind-scoring setting), that a person can review, and the retention periods of this installation. Fixed template; as structured fields and as plain `text`.',
    bucket: 'read_and_ops',
    tenant: true,
    idempotent: false,
    params: z.strictObject({ jobId: ExternalId }),
    query: NO_QUERY,
    body: NO_BODY,
    success: { status: 200, schema: AiDisclosureResponse, description: 'The disclosure of the job.' },
    errors: [...COMMON_ERRORS, 'CRITERIA_NOT_FOUND'],
  },
] as const;
