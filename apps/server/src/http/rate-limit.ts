import type { BucketName } from '@rubric/contracts';
import type { ServerResponse } from 'node:http';
import type { AppContext, AuthInfo } from '../context.js';
import { scopeKey, type BucketState } from '../modules/rate-limits/limiter.js';
import { ApiError } from '../errors/api-error.js';

export function setRateLimitHeaders(res: ServerResponse, state: BucketState): void {
  res.setHeader('X-RateLimit-Bucket', state.bucket);
  res.setHeader('X-RateLimit-Limit', String(state.limit));
  res.setHeader('X-RateLimit-Remaining', String(state.remaining));
  res.setHeader('X-RateLimit-Reset', String(state.reset));
  res.setHeader('X-RateLimit-Degraded', state.degraded ? 'true' : 'false');
}

/**
 * Takes a token of the route's bucket (per second); sets the X-RateLimit-* headers; 429 when none is left.
 * Runs before the body is read: a client past its rate gets no byte of its body read.
 */
export async function limitRate(
  ctx: AppContext,
  res: ServerResponse,
  auth: AuthInfo,
  bucket: BucketName,
): Promise<void> {
  const outcome = await ctx.rateLimiter.consume(scopeKey(auth.partnerId, auth.environment), bucket);
  setRateLimitHeaders(res, outcome.state);
  if (!outcome.allowed)
    throw new ApiError('RATE_LIMITED', `Rate limit of bucket ${bucket} exceeded.`, undefined, {
      'Retry-After': String(outcome.retryAfterSeconds),
    });
}

/**
 * Where the bucket caps requests in flight (`criteria_ai`), takes a slot released when the response ends;
 * 429 when all are taken. Runs once the body is in: a client that sends its body slowly (or never) holds
 * a connection, not one of its partner's slots.
 */
export function takeInFlightSlot(ctx: AppContext, res: ServerResponse, auth: AuthInfo, bucket: BucketName): void {
  const release = ctx.rateLimiter.acquireSlot(scopeKey(auth.partnerId, auth.environment), bucket);
  if (release === null)
    throw new ApiError('RATE_LIMITED', `Bucket ${bucket} already has its maximum of requests in flight.`, undefined, {
      'Retry-After': '1',
    });
  if (release !== 'uncapped') {
    res.on('finish', release);
    res.on('close', release);
  }
}
