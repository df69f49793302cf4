import type { BucketName } from '@rubric/contracts';
import type { RequestHandler, Response } from 'express';
import type { AppContext } from '../context.js';
import { scopeKey, type BucketState } from '../modules/rate-limits/limiter.js';
import { ApiError } from '../errors/api-error.js';

export function setRateLimitHeaders(res: Response, state: BucketState): void {
  res.setHeader('X-RateLimit-Bucket', state.bucket);
  res.setHeader('X-RateLimit-Limit', String(state.limit));
  res.setHeader('X-RateLimit-Remaining', String(state.remaining));
  res.setHeader('X-RateLimit-Reset', String(state.reset));
  res.setHeader('X-RateLimit-Degraded', state.degraded ? 'true' : 'false');
}

/** Per-second tokens of the route's bucket, and the in-flight cap where the bucket has one. */
export function rateLimit(ctx: AppContext, bucket: BucketName): RequestHandler {
  return async (_req, res, next) => {
    const auth = res.locals.auth;
    if (!auth) throw new ApiError('UNAUTHORIZED', 'Authentication required.');
    const scope = scopeKey(auth.partnerId, auth.environment);
    const outcome = await ctx.rateLimiter.consume(scope, bucket);
    setRateLimitHeaders(res, outcome.state);
    if (!outcome.allowed)
      throw new ApiError('RATE_LIMITED', `Rate limit of bucket ${bucket} exceeded.`, undefined, {
        'Retry-After': String(outcome.retryAfterSeconds),
      });
    const release = ctx.rateLimiter.acquireSlot(scope, bucket);
    if (release === null)
      throw new ApiError('RATE_LIMITED', `Bucket ${bucket} already has its maximum of requests in flight.`, undefined, {
        'Retry-After': '1',
      });
    if (release !== 'uncapped') {
      res.on('finish', release);
      res.on('close', release);
    }
    next();
  };
}
