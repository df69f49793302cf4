/** No model is loaded (missing file, failed load): the API answers 503 naming the missing model. */
export class EngineUnavailableError extends Error {
  override readonly name = 'EngineUnavailableError';
}

/** The inference child died mid-task: the runner puts the job back to pending, attempt counted. */
export class EngineCrashedError extends Error {
  override readonly name = 'EngineCrashedError';
}

/** The model's output is not schema-valid: a failed attempt (the runner retries once, then SCORING_FAILED). */
export class InvalidModelOutputError extends Error {
  override readonly name = 'InvalidModelOutputError';
}

/** A remote endpoint failed in a way that may pass (5xx, timeout, connection refused): retry later. */
export class EngineRequestError extends Error {
  override readonly name = 'EngineRequestError';
  readonly retryable: boolean;
  readonly status: number | null;
  constructor(message: string, options: { retryable: boolean; status?: number | null; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.retryable = options.retryable;
    this.status = options.status ?? null;
  }
}
