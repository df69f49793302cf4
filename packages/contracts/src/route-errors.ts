import type { ErrorCode } from './errors.js';

/**
 * What any authenticated operation may answer before its own logic runs. SERVICE_UNAVAILABLE: the database
 * stayed locked by another connection past its busy timeout (and the operations that say so: intake, engine).
 */
export const COMMON_ERRORS = [
  'UNAUTHORIZED',
  'VALIDATION_ERROR',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
] as const satisfies readonly ErrorCode[];
/** …and an operation that takes a JSON body. */
export const WITH_BODY_ERRORS = [
  ...COMMON_ERRORS,
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'REQUEST_TIMEOUT',
] as const satisfies readonly ErrorCode[];
/** …and one that honours Idempotency-Key. */
export const IDEMPOTENCY_ERRORS = [
  'IDEMPOTENCY_REQUEST_IN_PROGRESS',
  'IDEMPOTENCY_KEY_ALREADY_USED',
] as const satisfies readonly ErrorCode[];
export const RESUME_ERRORS = [
  'RESUME_FETCH_FAILED',
  'RESUME_TOO_LARGE',
  'RESUME_ENCRYPTED',
  'RESUME_CORRUPTED',
  'RESUME_PARSE_FAILED',
] as const satisfies readonly ErrorCode[];

/** What any admin route behind the session may answer before its own logic runs (no session: 401). */
export const ADMIN_READ_ERRORS = [
  'UNAUTHORIZED',
  'VALIDATION_ERROR',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
] as const satisfies readonly ErrorCode[];
/** …and one that changes something: a missing or wrong `X-CSRF-Token` is 403. */
export const ADMIN_MUTATION_ERRORS = [...ADMIN_READ_ERRORS, 'FORBIDDEN'] as const satisfies readonly ErrorCode[];
/** …and one that takes a JSON body. */
export const ADMIN_WITH_BODY_ERRORS = [
  ...ADMIN_MUTATION_ERRORS,
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'REQUEST_TIMEOUT',
] as const satisfies readonly ErrorCode[];
