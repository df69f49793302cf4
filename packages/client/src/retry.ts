import { RubricApiError } from './errors.js';

export interface RetryOptions {
  /** Attempts in all, the first included (default 4). */
  maxAttempts?: number;
  /** First backoff step (default 500 ms); doubles each attempt. */
  baseDelayMs?: number;
  /** Longest wait between attempts, `Retry-After` included (default 60 s). */
  maxDelayMs?: number;
}

export interface RetryPolicy {
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  random: () => number;
}

export function retryPolicy(options: RetryOptions = {}, random: () => number = Math.random): RetryPolicy {
  return {
    maxAttempts: Math.max(1, options.maxAttempts ?? 4),
    baseDelayMs: options.baseDelayMs ?? 500,
    maxDelayMs: options.maxDelayMs ?? 60_000,
    random,
  };
}

/**
 * The spec's retry rules: a problem with `retryable: true` is retried with exponential backoff; a 429 or 503
 * waits for `Retry-After` when present; any other 4xx is the caller's to fix. A transport failure (no
 * response) is retried only when repeating the request is safe (`safe`).
 */
export function shouldRetry(error: unknown, safe: boolean): boolean {
  if (error instanceof RubricApiError) return error.retryable;
  return safe;
}

/** Wait before attempt `attempt + 1`: Retry-After if given on a 429/503, else `base·2^(attempt-1)` with "equal jitter". */
export function retryDelay(policy: RetryPolicy, attempt: number, error: unknown): number {
  if (
    error instanceof RubricApiError &&
    (error.status === 429 || error.status === 503) &&
    error.retryAfterSeconds !== null
  )
    return Math.min(policy.maxDelayMs, error.retryAfterSeconds * 1000);
  const step = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return Math.round(step / 2 + (step / 2) * policy.random());
}

/** `Retry-After` as seconds: delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}
