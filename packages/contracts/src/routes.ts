import type { ZodType } from 'zod';
import { AnalyticsSummaryQuery, AnalyticsSummaryResponse } from './analytics.js';
import { ExternalId } from './common.js';
import {
  AddCriterionRequest,
  AddCriterionResponse,
  ArchiveCriteriaResponse,
  CriteriaVersionResponse,
  ListCriteriaVersionsQuery,
  ListCriteriaVersionsResponse,
  ReplaceCriteriaRequest,
  ReplaceCriteriaResponse,
} from './criteria.js';
import { DeletionRequestResponse } from './deletion.js';
import {
  CreateLibraryCriterionRequest,
  LibraryCriterionResponse,
  ListLibraryCriteriaQuery,
  ListLibraryCriteriaResponse,
  UpdateLibraryCriterionRequest,
} from './library.js';
import {
  CreateQuestionSetRequest,
  CreateQuestionSetResponse,
  GenerateCriteriaRequest,
  GenerateCriteriaResponse,
} from './question-sets.js';
import type { BucketName } from './rate-limits.js';
import { RateLimitStatusResponse } from './rate-limits.js';
import {
  BatchResponse,
  LatestScoreResponse,
  ScoringJobResponse,
  SubmitBatchEnvelope,
  SubmitBatchRequest,
  SubmitScoringJobRequest,
} from './scoring.js';
import type { ErrorCode } from './errors.js';
import { z } from './zod.js';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface ApiRoute {
  operationId: string;
  method: HttpMethod;
  /** OpenAPI form: `/v1/jobs/{jobId}/criteria`. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  bucket: BucketName;
  /** X-Tenant-Id is required (all but rate-limit status). */
  tenant: boolean;
  /** Idempotency-Key is honoured (criteria and library mutations). */
  idempotent: boolean;
  params?: Record<string, ZodType>;
  query?: z.ZodObject;
  body?: ZodType;
  /** Schema the server validates the body with, when it differs from the published `body` (batch items are checked one by one). */
  validationBody?: ZodType;
  /** Body limit in bytes (default 1 MB). */
  bodyLimit?: number;
  success: {
    status: 200 | 201 | 202 | 204;
    schema?: ZodType;
    description: string;
    alsoStatus?: { status: 200; description: string };
  };
  errors: ErrorCode[];
}

const jobId = { jobId: ExternalId };
const jobApp = { jobId: ExternalId, applicationId: ExternalId };
const common: ErrorCode[] = ['UNAUTHORIZED', 'VALIDATION_ERROR', 'RATE_LIMITED', 'INTERNAL_ERROR'];
const withBody: ErrorCode[] = [...common, 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'];
const idem: ErrorCode[] = ['IDEMPOTENCY_REQUEST_IN_PROGRESS', 'IDEMPOTENCY_KEY_ALREADY_USED'];
const resumeErrors: ErrorCode[] = [
  'RESUME_FETCH_FAILED',
  'RESUME_TOO_LARGE',
  'RESUME_ENCRYPTED',
  'RESUME_CORRUPTED',
  'RESUME_PARSE_FAILED',
];

export const MB = 1024 * 1024;

export const API_ROUTES: ApiRoute[] = [
  {
    operationId: 'createQuestionSet',
    method: 'post',
    path: '/v1/jobs/{jobId}/question-sets',
    tag: 'Criteria',
    summary: 'Generate clarification questions for a job (optional step)',
    bucket: 'criteria_ai',
    tenant: true,
    idempotent: false,
    params: jobId,
    body: CreateQuestionSetRequest,
    success: {
      status: 201,
      schema: CreateQuestionSetResponse,
      description: 'Question set created; expires after 7 days.',
    },
    errors: [...withBody, 'SERVICE_UNAVAILABLE'],
  },
  {
    operationId: 'generateCriteria',
    method: 'post',
    path: '/v1/jobs/{jobId}/criteria/generate',
    tag: 'Criteria',
    summary: 'Generate criteria from job context and optional answers',
    description: 'Replaces the job’s criteria as a new version (text matching keeps ids).',
    bucket: 'criteria_ai',
    tenant: true,
    idempotent: true,
    params: jobId,
    body: GenerateCriteriaRequest,
    success: {
      status: 201,
      schema: GenerateCriteriaResponse,
      description: 'Criteria generated and stored as a new version.',
    },
    errors: [...withBody, ...idem, 'ANSWER_MISMATCH', 'CRITERIA_REVISION_MISMATCH', 'SERVICE_UNAVAILABLE'],
  },
  {
    operationId: 'replaceCriteria',
    method: 'put',
    path: '/v1/jobs/{jobId}/criteria',
    tag: 'Criteria',
    summary: 'Replace the criteria of a job',
    description:
      'Criteria are matched by text: an entry whose text exists keeps its id. An empty array removes all criteria. Every replacement creates a new version. Send `X-Expected-Criteria-Revision` to make it conditional (412 when stale).',
    bucket: 'read_and_ops',
    tenant: true,
    idempotent: true,
    params: jobId,
    body: ReplaceCriteriaRequest,
    success: { status: 200, schema: ReplaceCriteriaResponse, description: 'Criteria replaced.' },
    errors: [...withBody, ...idem, 'CRITERIA_REVISION_MISMATCH'],
  },
  {
    operationId: 'addCriterion',
    method: 'post',
    path: '/v1/jobs/{jobId}/criteria',
    tag: 'Criteria',
    summary: 'Add one criterion to a job',
    bucket: 'read_and_ops',
    tenant: true,
    idempotent: true,
    params: jobId,
    body: AddCriterionRequest,
    success: { status: 201, schema: AddCriterionResponse, description: 'Criterion added; a new version was created.' },
    errors: [...withBody, ...idem, 'CRITERIA_REVISION_MISMATCH', 'LIMIT_EXCEEDED', 'CONFLICT'],
  },
  {
    operationId: 'archiveCriteria',
    method: 'post',
    path: '/v1/jobs/{jobId}/criteria/archive',
    tag: 'Criteria',
    summary: 'Archive the criteria of a permanently closed job',
    description: 'Afterwards scoring submissions for the job answer 409 JOB_ARCHIVED.',
    bucket: 'read_and_ops',
    tenant: true,
    idempotent: true,
    params: jobId,
    success: { status: 200, schema: ArchiveCriteriaResponse, description: 'Job archived.' },
    errors: [...common, ...idem, 'CRITERIA_NOT_FOUND', 'CRITERIA_REVISION_MISMATCH'],
  },
  {
    operationId: 'getCurrentCriteriaVersion',
    method: 'get',
    path: '/v1/jobs/{jobId}/criteria/versions/current',
    tag: 'Criteria',
    summary: 'Read the current criteria version',
    bucket: 'criteria_current_reads',
    tenant: true,
    idempotent: false,
    params: jobId,
    success: {
      status: 200,
      schema: CriteriaVersionResponse,
      description: 'The current version with its criteriaRevision.',
    },
    errors: [...common, 'CRITERIA_NOT_FOUND'],
  },
  {
    operationId: 'listCriteriaVersions',
    method: 'get',
    path: '/v1/jobs/{jobId}/criteria/versions',
    tag: 'Criteria',
    summary: 'List criteria versions, newest first',
    bucket: 'read_and_ops',
    tenant: true,
    idempotent: false,
    params: jobId,
    query: ListCriteriaVersionsQuery,
    success: {
      status: 200,
      schema: ListCriteriaVersionsResponse,
      description: 'A page of versions; pass `nextCursor` as `cursor` for the next.',
    },
    errors: [...common, 'CRITERIA_NOT_FOUND'],
  },
  {
    operationId: 'getCriteriaVersion',
    method: 'get',
    path: '/v1/jobs/{jobId}/criteria/versions/{criteriaVersionId}',
    tag: 'Criteria',
    summary: 'Read one criteria version',
    bucket: 'read_and_ops',
    tenant: true,
    idempotent: false,
    params: { ...jobId, criteriaVersionId: z.string().min(1).max(100) },
    success: { status: 200, schema: CriteriaVersionResponse, description: 'The version.' },
    errors: [...common, 'CRITERIA_VERSION_NOT_FOUND'],
  },
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
    params: jobApp,
    body: SubmitScoringJobRequest,
    success: {
      status: 202,
      schema: ScoringJobResponse,
      description: 'Scoring job created (pending).',
      alsoStatus: { status: 200, description: 'The existing scoring job of this application (no rescore).' },
    },
    errors: [
      ...withBody,
      ...resumeErrors,
      'CRITERIA_NOT_FOUND',
      'CRITERIA_VERSION_NOT_FOUND',
      'JOB_ARCHIVED',
      'SERVICE_UNAVAILABLE',
    ],
  },
  {
    operationId: 'getScoringJob',
    method: 'get',
    path: '/v1/jobs/{jobId}/applications/{applicationId}/scoring-jobs/{scoringJobId}',
    tag: 'Scoring',
    summary: 'Read a scoring job (the fallback when webhooks are missed)',
    bucket: 'read_and_ops',
    tenant: true,
    idempotent: false,
    params: { ...jobApp, scoringJobId: z.string().min(1).max(100) },
    success: {
      status: 200,
      schema: ScoringJobResponse,
      description: 'The scoring job, with its result when completed.',
    },
    errors: [...common, 'SCORING_JOB_NOT_FOUND'],
  },
  {
    operationId: 'getLatestScore',
    method: 'get',
    path: '/v1/jobs/{jobId}/applications/{applicationId}/score',
    tag: 'Scoring',
    summary: 'Read the latest completed score of an application',
    bucket: 'read_and_ops',
    tenant: true,
    idempotent: false,
    params: jobApp,
    success: {
      status: 200,
      schema: LatestScoreResponse,
      description: 'The newest completed result, including after a rescore.',
    },
    errors: [...common, 'SCORE_NOT_FOUND'],
  },
  {
    operationId: 'deleteApplication',
    method: 'delete',
    path: '/v1/jobs/{jobId}/applications/{applicationId}',
    tag: 'Data lifecycle',
    summary: 'Request deletion of one application’s data',
    bucket: 'read_and_ops',
    tenant: true,
    idempotent: false,
    params: jobApp,
    success: {
      status: 202,
      schema: DeletionRequestResponse,
      description: 'Deletion request accepted (pending); unknown applications are accepted too.',
    },
    errors: common,
  },
  {
    operationId: 'submitScoringBatch',
    method: 'post',
    path: '/v1/jobs/{jobId}/scoring-batches',
    tag: 'Scoring',
    summary: 'Submit up to 25 applications for scoring',
    description:
      'All rejected at intake → 422 VALIDATION_ERROR with one detail per application (`applications[<i>]`, its concrete code). Idempotency-Key is ignored.',
    bucket: 'scoring_intake_batch',
    tenant: true,
    idempotent: false,
    params: jobId,
    body: SubmitBatchRequest,
    validationBody: SubmitBatchEnvelope,
    bodyLimit: 5 * MB,
    success: { status: 202, schema: BatchResponse, description: 'At least one application accepted.' },
    errors: [...withBody, 'CRITERIA_NOT_FOUND', 'JOB_ARCHIVED', 'SERVICE_UNAVAILABLE'],
  },
  {
    operationId: 'getScoringBatch',
    method: 'get',
    path: '/v1/jobs/{jobId}/scoring-batches/{batchId}',
    tag: 'Scoring',
    summary: 'Read a scoring batch',
    bucket: 'read_and_ops',
    tenant: true,
    idempotent: false,
    params: { ...jobId, batchId: z.string().min(1).max(100) },
    success: {
      status: 200,
      schema: BatchResponse,
      description: 'The batch with its accepted and rejected applications.',
    },
    errors: [...common, 'BATCH_NOT_FOUND'],
  },
  {
    operationId: 'deleteTenant',
    method: 'delete',
    path: '/v1/tenants/{tenantExternalId}',
    tag: 'Data lifecycle',
    summary: 'Request deletion of a tenant’s whole data set',
    description: 'The path id must equal `X-Tenant-Id` (else 400).',
    bucket: 'read_and_ops',
    tenant: true,
    idempotent: false,
    params: { tenantExternalId: ExternalId },
    success: { status: 202, schema: DeletionRequestResponse, description: 'Deletion request accepted (pending).' },
    errors: common,
  },
  {
    operationId: 'getDeletionRequest',
    method: 'get',
    path: '/v1/deletion-requests/{deletionRequestId}',
    tag: 'Data lifecycle',
    summary: 'Read a deletion request',
    bucket: 'read_and_ops',
    tenant: true,
    idempotent: false,
    params: { deletionRequestId: z.string().min(1).max(100) },
    success: { status: 200, schema: DeletionRequestResponse, description: 'The deletion request.' },
    errors: [...common, 'DELETION_REQUEST_NOT_FOUND'],
  },
  {
    operationId: 'listLibraryCriteria',
    method: 'get',
    path: '/v1/criteria-library',
    tag: 'Criteria library',
    summary: 'List the tenant’s library criteria, newest first',
    bucket: 'read_and_ops',
    tenant: true,
    idempotent: false,
    query: ListLibraryCriteriaQuery,
    success: {
      status: 200,
      schema: ListLibraryCriteriaResponse,
      description: 'The library (an empty library is `{ criteria: [] }`).',
    },
    errors: common,
  },
  {
    operationId: 'createLibraryCriterion',
    method: 'post',
    path: '/v1/criteria-library',
    tag: 'Criteria library',
    summary: 'Add a library criterion',
    bucket: 'read_and_ops',
    tenant: true,
    idempotent: true,
    body: CreateLibraryCriterionRequest,
    success: { status: 201, schema: LibraryCriterionResponse, description: 'Created.' },
    errors: [...withBody, ...idem, 'LIMIT_EXCEEDED'],
  },
  {
    operationId: 'getLibraryCriterion',
    method: 'get',
    path: '/v1/criteria-library/{criterionId}',
    tag: 'Criteria library',
    summary: 'Read a library criterion',
    bucket: 'read_and_ops',
    tenant: true,
    idempotent: false,
    params: { criterionId: z.string().min(1).max(100) },
    success: { status: 200, schema: LibraryCriterionResponse, description: 'The criterion.' },
    errors: [...common, 'CRITERION_NOT_FOUND'],
  },
  {
    operationId: 'updateLibraryCriterion',
    method: 'patch',
    path: '/v1/criteria-library/{criterionId}',
    tag: 'Criteria library',
    summary: 'Update a library criterion',
    bucket: 'read_and_ops',
    tenant: true,
    idempotent: true,
    params: { criterionId: z.string().min(1).max(100) },
    body: UpdateLibraryCriterionRequest,
    success: { status: 200, schema: LibraryCriterionResponse, description: 'Updated.' },
    errors: [...withBody, ...idem, 'CRITERION_NOT_FOUND'],
  },
  {
    operationId: 'deleteLibraryCriterion',
    method: 'delete',
    path: '/v1/criteria-library/{criterionId}',
    tag: 'Criteria library',
    summary: 'Delete a library criterion',
    bucket: 'read_and_ops',
    tenant: true,
    idempotent: true,
    params: { criterionId: z.string().min(1).max(100) },
    success: { status: 204, description: 'Deleted.' },
    errors: [...common, ...idem, 'CRITERION_NOT_FOUND'],
  },
  {
    operationId: 'getRateLimitStatus',
    method: 'get',
    path: '/v1/rate-limit-status',
    tag: 'Operations',
    summary: 'Read every rate-limit bucket of the key’s partner and environment',
    description: 'Consumes no other bucket’s tokens; X-Tenant-Id is not needed.',
    bucket: 'rate_limit_status',
    tenant: false,
    idempotent: false,
    success: { status: 200, schema: RateLimitStatusResponse, description: 'All buckets with their in-flight status.' },
    errors: ['UNAUTHORIZED', 'RATE_LIMITED', 'INTERNAL_ERROR'],
  },
  {
    operationId: 'getAnalyticsSummary',
    method: 'get',
    path: '/v1/analytics/summary',
    tag: 'Operations',
    summary: 'Scoring counts, score distribution and time to result for the tenant',
    bucket: 'analytics',
    tenant: true,
    idempotent: false,
    query: AnalyticsSummaryQuery,
    success: { status: 200, schema: AnalyticsSummaryResponse, description: 'The summary over [from, to).' },
    errors: common,
  },
];

/** `/v1/jobs/{jobId}` → `/v1/jobs/:jobId` (express). */
export function toExpressPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}
