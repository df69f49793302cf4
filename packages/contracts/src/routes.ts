import { AnalyticsSummaryQuery, AnalyticsSummaryResponse } from './analytics.js';
import { BiasAuditQuery, BiasAuditReport, RecordDemographicsRequest } from './bias-audit.js';
import { ExternalId } from './common.js';
import { DeletionRequestResponse } from './deletion.js';
import {
  CreateLibraryCriterionRequest,
  LibraryCriterionResponse,
  ListLibraryCriteriaQuery,
  ListLibraryCriteriaResponse,
  UpdateLibraryCriterionRequest,
} from './library.js';
import { RateLimitStatusResponse } from './rate-limits.js';
import { AUDIT_ROUTES } from './routes-audit.js';
import { CRITERIA_ROUTES } from './routes-criteria.js';
import { REVIEW_ROUTES } from './routes-reviews.js';
import { SCORING_ROUTES } from './routes-scoring.js';
import { COMMON_ERRORS, IDEMPOTENCY_ERRORS, WITH_BODY_ERRORS } from './route-errors.js';
import {
  NO_BODY,
  NO_PARAMS,
  NO_QUERY,
  type ApiRoute,
  type BodyOf,
  type ParamsInputOf,
  type ParamsOf,
  type QueryInputOf,
  type QueryOf,
  type RequestBodyOf,
  type ResponseOf,
  type SuccessStatusOf,
} from './route-types.js';
import { z } from './zod.js';

const jobApp = { jobId: ExternalId, applicationId: ExternalId };
const criterionId = { criterionId: z.string().min(1).max(100) };

const LIFECYCLE_ROUTES = [
  {
    operationId: 'deleteApplication',
    method: 'delete',
    path: '/v1/jobs/{jobId}/applications/{applicationId}',
    tag: 'Data lifecycle',
    summary: 'Request deletion of one application’s data',
    description: 'Runs in the background; poll the deletion request. Unknown applications are accepted too.',
    bucket: 'read_and_ops',
    tenant: true,
    idempotent: false,
    params: z.strictObject(jobApp),
    query: NO_QUERY,
    body: NO_BODY,
    success: {
      status: 202,
      schema: DeletionRequestResponse,
      description: 'Deletion request accepted (pending); unknown applications are accepted too.',
    },
    errors: COMMON_ERRORS,
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
    params: z.strictObject({ tenantExternalId: ExternalId }),
    query: NO_QUERY,
    body: NO_BODY,
    success: { status: 202, schema: DeletionRequestResponse, description: 'Deletion request accepted (pending).' },
    errors: COMMON_ERRORS,
  },
  {
    operationId: 'getDeletionRequest',
    method: 'get',
    path: '/v1/deletion-requests/{deletionRequestId}',
    tag: 'Data lifecycle',
    summary: 'Read a deletion request',
    description: 'Poll until `completed` or `failed`.',
    bucket: 'read_and_ops',
    tenant: true,
    idempotent: false,
    params: z.strictObject({ deletionRequestId: z.string().min(1).max(100) }),
    query: NO_QUERY,
    body: NO_BODY,
    success: { status: 200, schema: DeletionRequestResponse, description: 'The deletion request.' },
    errors: [...COMMON_ERRORS, 'DELETION_REQUEST_NOT_FOUND'],
  },
] as const;

const LIBRARY_ROUTES = [
  {
    operationId: 'listLibraryCriteria',
    method: 'get',
    path: '/v1/criteria-library',
    tag: 'Criteria library',
    summary: 'List the tenant’s library criteria, newest first',
    description: 'Optionally filtered by `category`.',
    bucket: 'read_and_ops',
    tenant: true,
    idempotent: false,
    params: NO_PARAMS,
    query: ListLibraryCriteriaQuery,
    body: NO_BODY,
    success: {
      status: 200,
      schema: ListLibraryCriteriaResponse,
      description: 'The library (an empty library is `{ criteria: [] }`).',
    },
    errors: COMMON_ERRORS,
  },
  {
    operationId: 'createLibraryCriterion',
    method: 'post',
    path: '/v1/criteria-library',
    tag: 'Criteria library',
    summary: 'Add a library criterion',
    description: 'At most 1000 per tenant.',
    bucket: 'read_and_ops',
    tenant: true,
    idempotent: true,
    params: NO_PARAMS,
    query: NO_QUERY,
    body: CreateLibraryCriterionRequest,
    success: { status: 201, schema: LibraryCriterionResponse, description: 'Created.' },
    errors: [...WITH_BODY_ERRORS, ...IDEMPOTENCY_ERRORS, 'LIMIT_EXCEEDED'],
  },
  {
    operationId: 'getLibraryCriterion',
    method: 'get',
    path: '/v1/criteria-library/{criterionId}',
    tag: 'Criteria library',
    summary: 'Read a library criterion',
    description: 'One criterion of the tenant’s library.',
    bucket: 'read_and_ops',
    tenant: true,
    idempotent: false,
    params: z.strictObject(criterionId),
    query: NO_QUERY,
    body: NO_BODY,
    success: { status: 200, schema: LibraryCriterionResponse, description: 'The criterion.' },
    errors: [...COMMON_ERRORS, 'CRITERION_NOT_FOUND'],
  },
  {
    operationId: 'updateLibraryCriterion',
    method: 'patch',
    path: '/v1/criteria-library/{criterionId}',
    tag: 'Criteria library',
    summary: 'Update a library criterion',
    description: 'Changes the fields sent; at least one of text, category, importance.',
    bucket: 'read_and_ops',
    tenant: true,
    idempotent: true,
    params: z.strictObject(criterionId),
    query: NO_QUERY,
    body: UpdateLibraryCriterionRequest,
    success: { status: 200, schema: LibraryCriterionResponse, description: 'Updated.' },
    errors: [...WITH_BODY_ERRORS, ...IDEMPOTENCY_ERRORS, 'CRITERION_NOT_FOUND'],
  },
  {
    operationId: 'deleteLibraryCriterion',
    method: 'delete',
    path: '/v1/criteria-library/{criterionId}',
    tag: 'Criteria library',
    summary: 'Delete a library criterion',
    description: 'Jobs that used its text keep their own criteria.',
    bucket: 'read_and_ops',
    tenant: true,
    idempotent: true,
    params: z.strictObject(criterionId),
    query: NO_QUERY,
    body: NO_BODY,
    success: { status: 204, schema: NO_BODY, description: 'Deleted.' },
    errors: [...COMMON_ERRORS, ...IDEMPOTENCY_ERRORS, 'CRITERION_NOT_FOUND'],
  },
] as const;

const OPERATIONS_ROUTES = [
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
    params: NO_PARAMS,
    query: NO_QUERY,
    body: NO_BODY,
    success: { status: 200, schema: RateLimitStatusResponse, description: 'All buckets with their in-flight status.' },
    errors: COMMON_ERRORS,
  },
  {
    operationId: 'getAnalyticsSummary',
    method: 'get',
    path: '/v1/analytics/summary',
    tag: 'Operations',
    summary: 'Scoring counts, score distribution and time to result for the tenant',
    description: 'Over [from, to); both optional.',
    bucket: 'analytics',
    tenant: true,
    idempotent: false,
    params: NO_PARAMS,
    query: AnalyticsSummaryQuery,
    body: NO_BODY,
    success: { status: 200, schema: AnalyticsSummaryResponse, description: 'The summary over [from, to).' },
    errors: COMMON_ERRORS,
  },
] as const;

const BIAS_AUDIT_ROUTES = [
  {
    operationId: 'recordDemographics',
    method: 'put',
    path: '/v1/jobs/{jobId}/applications/{applicationId}/demographics',
    tag: 'Bias audit',
    summary: 'Record an applicant’s voluntary self-identified demographics',
    description:
      'Replaces what was recorded for the application (before or after scoring). Never returned per application, never given to the scoring engine, prompts, logs, webhooks or audit events: only counted in the bias-audit report. Erased with the application or the tenant.',
    bucket: 'read_and_ops',
    tenant: true,
    idempotent: false,
    params: z.strictObject(jobApp),
    query: NO_QUERY,
    body: RecordDemographicsRequest,
    success: { status: 204, schema: NO_BODY, description: 'Recorded (a second PUT replaces the first).' },
    errors: WITH_BODY_ERRORS,
  },
  {
    operationId: 'getBiasAudit',
    method: 'get',
    path: '/v1/bias-audit',
    tag: 'Bias audit',
    summary: 'Impact ratios by sex, race/ethnicity, their intersection and age band',
    description:
      'Over the applications with a completed score in [from, to), each counted once (its latest completed scoring job in the period). Scoring rate: share of a category scored strictly above the median of the whole sample; impact ratio: the rate ÷ the highest rate among the dimension’s categories with at least 2% of its known sample. `Accept: text/csv` answers the same rows as CSV. See docs/bias-audit.md.',
    bucket: 'analytics',
    tenant: true,
    idempotent: false,
    params: NO_PARAMS,
    query: BiasAuditQuery,
    body: NO_BODY,
    success: {
      status: 200,
      schema: BiasAuditReport,
      description: 'The report.',
      alsoMedia: [
        {
          mediaType: 'text/csv',
          description: 'With `Accept: text/csv`: one row per category and one `unknown` row per dimension.',
        },
      ],
    },
    errors: COMMON_ERRORS,
  },
] as const;

/** The partner API: one entry per operation; the server, the document, the client and the tests are built from it. */
export const API_ROUTES = [
  ...CRITERIA_ROUTES,
  ...SCORING_ROUTES,
  ...REVIEW_ROUTES,
  ...LIFECYCLE_ROUTES,
  ...LIBRARY_ROUTES,
  ...OPERATIONS_ROUTES,
  ...BIAS_AUDIT_ROUTES,
  ...AUDIT_ROUTES,
] as const satisfies readonly ApiRoute[];

export type ApiRoutes = (typeof API_ROUTES)[number];
export type OperationId = ApiRoutes['operationId'];
export type RouteById<K extends OperationId> = Extract<ApiRoutes, { operationId: K }>;

/** The route of an operation, typed as that operation's entry. */
export function routeById<K extends OperationId>(operationId: K): RouteById<K> {
  const route = API_ROUTES.find((r): r is RouteById<K> => r.operationId === operationId);
  if (!route) throw new TypeError(`unknown operation ${operationId}`);
  return route;
}

/** What a caller of an operation sends: typed from the route's schemas (no params or body key where there are none). */
export type OperationRequest<K extends OperationId> = { query?: QueryInputOf<RouteById<K>> } & (keyof ParamsInputOf<
  RouteById<K>
> extends never
  ? { params?: ParamsInputOf<RouteById<K>> }
  : { params: ParamsInputOf<RouteById<K>> }) &
  (RequestBodyOf<RouteById<K>> extends undefined ? { body?: undefined } : { body: RequestBodyOf<RouteById<K>> });
export type OperationResponse<K extends OperationId> = ResponseOf<RouteById<K>>;
export type OperationStatus<K extends OperationId> = SuccessStatusOf<RouteById<K>>;
export type OperationParams<K extends OperationId> = ParamsOf<RouteById<K>>;
export type OperationQuery<K extends OperationId> = QueryOf<RouteById<K>>;
export type OperationBody<K extends OperationId> = BodyOf<RouteById<K>>;
