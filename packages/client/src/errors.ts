import type { Problem } from '@rubric/contracts';

/** A non-2xx answer of the API, carrying its RFC 7807 problem document. */
export class RubricApiError extends Error {
  override readonly name = 'RubricApiError';
  readonly status: number;
  readonly code: Problem['code'];
  readonly retryable: boolean;
  readonly traceId: string | undefined;
  readonly details: NonNullable<Problem['details']>;

  constructor(
    readonly problem: Problem,
    /** Seconds from `Retry-After`, when the response carried one. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(`${problem.status} ${problem.code}: ${problem.message}`);
    this.status = problem.status;
    this.code = problem.code;
    this.retryable = problem.retryable;
    this.traceId = problem.traceId || undefined;
    this.details = problem.details ?? [];
  }
}

/** `waitForScoringJob` gave up before the job ended; `lastSeen` is the job as last read. */
export class RubricTimeoutError extends Error {
  override readonly name = 'RubricTimeoutError';
  constructor(
    message: string,
    readonly lastSeen: unknown,
  ) {
    super(message);
  }
}
