import { ERROR_CATALOGUE, type ErrorCode, type ErrorDetail } from '@rubric/contracts';
import type { ZodError } from 'zod';

/** The one error type: handlers and services throw it; only the error middleware writes problem+json. */
export class ApiError extends Error {
  readonly status: number;
  readonly retryable: boolean;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
    readonly headers?: Record<string, string>,
    options?: { status?: number },
  ) {
    super(message);
    this.status = options?.status ?? ERROR_CATALOGUE[code].status;
    this.retryable = ERROR_CATALOGUE[code].retryable;
  }
}

/** `['applications', 3, 'resume', 'url']` → `applications[3].resume.url`. */
export function fieldPath(path: readonly PropertyKey[], prefix?: string): string {
  let out = prefix ?? '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out || (prefix ?? 'body');
}

export function validationError(error: ZodError, prefix?: string, message = 'The request is invalid.'): ApiError {
  const details = error.issues.flatMap((issue) =>
    // An unknown key is reported on its parent object by zod; name each key instead (`query.sort`).
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({
          field: fieldPath([...issue.path, key], prefix),
          code: issue.code,
          message: `unknown field "${key}"`,
        }))
      : [
          {
            field: fieldPath(issue.path, prefix),
            code: issue.code === 'custom' ? 'invalid' : issue.code,
            message: issue.message,
          },
        ],
  );
  return new ApiError('VALIDATION_ERROR', message, details);
}
