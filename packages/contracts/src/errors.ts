import { z } from './zod.js';

/**
 * Every error code Rubric answers with: its HTTP status, whether a retry may succeed, and the text of
 * its entry on `/docs/errors`. The spec's codes, plus those docs/api-decisions.md adds.
 */
export const ERROR_CATALOGUE = {
  UNAUTHORIZED: {
    status: 401,
    retryable: false,
    title: 'Unauthorized',
    description:
      'The Authorization header is missing, malformed, or carries an unknown or revoked API key. Send `Authorization: Bearer sk_test_…` or `sk_live_…`.',
  },
  FORBIDDEN: {
    status: 403,
    retryable: false,
    title: 'Forbidden',
    description: 'The session may not perform this action (admin API: missing or wrong CSRF token).',
  },
  VALIDATION_ERROR: {
    status: 400,
    retryable: false,
    title: 'Validation error',
    description:
      'Request fields are invalid; `details` names each field. Text that is not well-formed Unicode (an unpaired UTF-16 surrogate such as `\\ud800`, or bytes that are not UTF-8) is invalid too, with detail code `invalid_unicode` (or `invalid_utf8` naming the offset of the first bad byte where no field can be named); a body that does not decode as its `Content-Encoding` says has detail code `invalid_encoding`. Also answered with 422 when every application of a batch is rejected at intake, with one detail per application.',
  },
  ANSWER_MISMATCH: {
    status: 400,
    retryable: false,
    title: 'Answers do not match the question set',
    description:
      'An answer refers to an unknown question or an option that was not offered, or the question set is expired or unknown.',
  },
  NOT_FOUND: { status: 404, retryable: false, title: 'Not found', description: 'No route matches the path.' },
  METHOD_NOT_ALLOWED: {
    status: 405,
    retryable: false,
    title: 'Method not allowed',
    description: 'The route exists but not for this HTTP method; the `Allow` header lists the methods it takes.',
  },
  CRITERIA_NOT_FOUND: {
    status: 404,
    retryable: false,
    title: 'Criteria not found',
    description:
      'The job has no criteria yet (or its current criteria set is empty, when scoring). Generate or write criteria first.',
  },
  CRITERION_NOT_FOUND: {
    status: 404,
    retryable: false,
    title: 'Criterion not found',
    description: 'No library criterion with this id exists for the tenant.',
  },
  SCORING_JOB_NOT_FOUND: {
    status: 404,
    retryable: false,
    title: 'Scoring job not found',
    description: 'No scoring job with this id exists for the tenant, job and application.',
  },
  SCORING_JOB_NOT_COMPLETED: {
    status: 409,
    retryable: false,
    title: 'Scoring job not completed',
    description:
      'A review was recorded for a scoring job that is still pending or has failed: only a completed scoring job has a score to agree with, override or disregard. Review it once `score.completed` has arrived.',
  },
  SCORE_NOT_FOUND: {
    status: 404,
    retryable: false,
    title: 'Score not found',
    description: 'The application has no completed scoring job yet.',
  },
  BATCH_NOT_FOUND: {
    status: 404,
    retryable: false,
    title: 'Batch not found',
    description: 'No scoring batch with this id exists for the tenant and job.',
  },
  CRITERIA_VERSION_NOT_FOUND: {
    status: 404,
    retryable: false,
    title: 'Criteria version not found',
    description: 'No criteria version with this id exists for the job.',
  },
  DELETION_REQUEST_NOT_FOUND: {
    status: 404,
    retryable: false,
    title: 'Deletion request not found',
    description: 'No deletion request with this id exists for the tenant.',
  },
  RESOURCE_NOT_FOUND: {
    status: 404,
    retryable: false,
    title: 'Resource not found',
    description: 'The addressed resource does not exist (admin API).',
  },
  CRITERIA_REVISION_MISMATCH: {
    status: 412,
    retryable: false,
    title: 'Criteria revision mismatch',
    description:
      '`X-Expected-Criteria-Revision` is stale or malformed: read `versions/current` again and decide on the current criteria.',
  },
  JOB_ARCHIVED: {
    status: 409,
    retryable: false,
    title: 'Job archived',
    description: 'The job’s criteria were archived; the job takes no more scoring submissions.',
  },
  CONFLICT: {
    status: 409,
    retryable: false,
    title: 'Conflict',
    description:
      'The request conflicts with the current state of the resource (for example a limit of the installation is reached).',
  },
  LIMIT_EXCEEDED: {
    status: 409,
    retryable: false,
    title: 'Limit exceeded',
    description:
      'A limit was reached: 50 criteria per job, 1000 library criteria per tenant, 5 webhook endpoints per environment.',
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    retryable: false,
    title: 'Payload too large',
    description:
      'The request body is over the limit: 1 MB, or 5 MB for a scoring batch (8 KB for the admin sign-in and setup).',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    retryable: false,
    title: 'Unsupported media type',
    description:
      'A request body must be sent as `Content-Type: application/json`, in UTF-8, with no `Content-Encoding` or with `gzip`, `deflate` or `br`.',
  },
  REQUEST_TIMEOUT: {
    status: 408,
    retryable: true,
    title: 'Request timeout',
    description:
      'The request body did not arrive in time (`BODY_TIMEOUT_MS`, 30 s by default); the connection is closed after this answer.',
  },
  RESUME_FETCH_FAILED: {
    status: 422,
    retryable: true,
    title: 'Resume fetch failed',
    description:
      'The resume URL could not be fetched: DNS, TLS, network or time-out failure, a non-2xx answer, too many redirects, or an address refused by the private-network guard. A retry may succeed once the URL works.',
  },
  RESUME_TOO_LARGE: {
    status: 422,
    retryable: false,
    title: 'Resume too large',
    description: 'The resume file is 50 MB or more (checked on Content-Length and while streaming).',
  },
  RESUME_ENCRYPTED: {
    status: 422,
    retryable: false,
    title: 'Resume encrypted',
    description: 'The resume is password protected (PDF with a user password, encrypted DOCX or DOC).',
  },
  RESUME_CORRUPTED: {
    status: 422,
    retryable: false,
    title: 'Resume corrupted',
    description: 'The resume file is truncated or malformed.',
  },
  RESUME_PARSE_FAILED: {
    status: 422,
    retryable: false,
    title: 'Resume parse failed',
    description:
      'The file is not a PDF, DOCX or DOC, or it yields under 50 characters of text even after OCR, or parsing ran out of its time or memory bound.',
  },
  IDEMPOTENCY_REQUEST_IN_PROGRESS: {
    status: 409,
    retryable: true,
    title: 'Idempotent request in progress',
    description: 'A request with the same Idempotency-Key is still running; retry shortly with the same key.',
  },
  IDEMPOTENCY_KEY_ALREADY_USED: {
    status: 422,
    retryable: false,
    title: 'Idempotency key already used',
    description: 'The Idempotency-Key was used with different request parameters; use a new key.',
  },
  RATE_LIMITED: {
    status: 429,
    retryable: true,
    title: 'Rate limited',
    description:
      'The request’s rate-limit bucket is exhausted (or, for criteria_ai, 4 requests are in flight). Wait for the `Retry-After` seconds.',
  },
  SCORING_FAILED: {
    status: 422,
    retryable: true,
    title: 'Scoring failed',
    description:
      'The scoring engine could not produce a valid result after its retries (carried in `score.failed` and in a failed scoring job’s `error`). An administrator can retry the job.',
  },
  INTERNAL_ERROR: {
    status: 500,
    retryable: true,
    title: 'Internal error',
    description:
      'Something unexpected failed inside Rubric. Nothing internal is disclosed; quote the `traceId` to the operator.',
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    retryable: true,
    title: 'Service unavailable',
    description:
      'Rubric cannot serve this now (for example no model is loaded for the live environment, the service is shutting down, or the resume intake is full: too many of your resumes waiting to be parsed, one that waited too long, or too many resume bytes in flight). Retry after `Retry-After` when present.',
  },
} as const satisfies Record<string, { status: number; retryable: boolean; title: string; description: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;
export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

/** `RESUME_FETCH_FAILED` → `resume-fetch-failed`: the anchor on `/docs/errors`. */
export function errorAnchor(code: string): string {
  return code.toLowerCase().replace(/_/g, '-');
}

export function errorTypeUri(publicBaseUrl: string, code: string): string {
  return `${publicBaseUrl.replace(/\/+$/, '')}/docs/errors#${errorAnchor(code)}`;
}

export const ErrorDetail = z
  .object({
    field: z
      .string()
      .describe('The field at fault, as a path (`resume.url`, `applications[3].resume.url`, `header:X-Tenant-Id`).'),
    code: z.string().describe('Machine-readable code of this detail.'),
    message: z.string(),
  })
  .openapi('ErrorDetail');
export type ErrorDetail = z.infer<typeof ErrorDetail>;

export const Problem = z
  .object({
    type: z.string().describe('`{PUBLIC_BASE_URL}/docs/errors#<code in kebab case>`'),
    code: z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]),
    status: z.number().int(),
    message: z.string(),
    retryable: z.boolean(),
    traceId: z.string(),
    details: z.array(ErrorDetail).optional(),
  })
  .openapi('Problem', { description: 'RFC 7807 problem document (`application/problem+json`).' });
export type Problem = z.infer<typeof Problem>;
