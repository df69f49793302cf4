export type ResumeErrorCode =
  | 'VALIDATION_ERROR'
  | 'RESUME_FETCH_FAILED'
  | 'RESUME_TOO_LARGE'
  | 'RESUME_ENCRYPTED'
  | 'RESUME_CORRUPTED'
  | 'RESUME_PARSE_FAILED';

const CODES: ReadonlySet<string> = new Set<ResumeErrorCode>([
  'VALIDATION_ERROR',
  'RESUME_FETCH_FAILED',
  'RESUME_TOO_LARGE',
  'RESUME_ENCRYPTED',
  'RESUME_CORRUPTED',
  'RESUME_PARSE_FAILED',
]);

export function isResumeErrorCode(value: unknown): value is ResumeErrorCode {
  return typeof value === 'string' && CODES.has(value);
}

/** The only error the intake rejects with; `code` maps one-to-one onto the API's error codes. */
export class ResumeError extends Error {
  readonly code: ResumeErrorCode;
  readonly field?: string;

  constructor(code: ResumeErrorCode, message: string, options: { field?: string; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ResumeError';
    this.code = code;
    if (options.field !== undefined) this.field = options.field;
  }
}
