import { errorTypeUri, type Problem } from '@rubric/contracts';
import type { ApiError } from './api-error.js';

/**
 * The RFC 7807 document of an error, built only here: the error middleware sends it, and an idempotent
 * route stores it to replay (with the trace id of the request that reads it).
 */
export function problemBody(error: ApiError, publicBaseUrl: string, traceId: string): Problem {
  return {
    type: errorTypeUri(publicBaseUrl, error.code),
    code: error.code,
    status: error.status,
    message: error.message,
    retryable: error.retryable,
    traceId,
    ...(error.details?.length ? { details: error.details } : {}),
  };
}
