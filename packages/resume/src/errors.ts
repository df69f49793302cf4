export type ResumeErrorCode =
  | 'VALIDATION_ERROR'
  | 'RESUME_FETCH_FAILED'
  | 'RESUME_TOO_LARGE'
  | 'RESUME_ENCRYPTED'
  | 'RESUME_CORRUPTED'
  | 'RESUME_PARSE_FAILED'
  /** The intake is full for now (parse queue, bytes in flight): retryable, with `retryAfterSeconds`. */
  | 'SERVICE_UNAVAILABLE';

const CODES: ReadonlySet<string> = new Set<ResumeErrorCode>([
  'VALIDATION_ERROR',
  'RESUME_FETCH_FAILED',
  'RESUME_TOO_LARGE',
  'RESUME_ENCRYPTED',
  'RESUME_CORRUPTED',
  'RESUME_PARSE_FAILED',
  'SERVICE_UNAVAILABLE',
]);

export function isResumeErrorCode(value: unknown): value is ResumeErrorCode {
  return typeof value === 'string' && CODES.has(value);
}

/** The only error the intake rejects with; `code` maps one-to-one onto the API's error codes. */
export class ResumeError extends Error {
  readonly code: ResumeErrorCode;
  readonly field?: string;
  /** SERVICE_UNAVAILABLE only: when trying again makes sense. */
  readonly retryAfterSeconds?: number;

  constructor(
    code: ResumeErrorCode,
    message: string,
    options: { field?: string; cause?: unknown; retryAfterSeconds?: number } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ResumeError';
    this.code = code;
    if (options.field !== undefined) this.field = options.field;
    if (options.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
