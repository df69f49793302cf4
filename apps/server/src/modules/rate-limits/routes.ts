import type { RateLimitStatusResponse } from '@rubric/contracts';
import type { HandlersOf } from '../../handler.js';
import { scopeKey, type RateLimiter } from './limiter.js';

/** The buckets of one partner in one environment as the API shows them (partners and the portal alike). */
export async function rateLimitStatus(
  limiter: RateLimiter,
  partnerId: string,
  environment: string,
): Promise<RateLimitStatusResponse> {
  const status = await limiter.status(scopeKey(partnerId, environment));
  return {
    buckets: status.buckets.map((b) => ({
      name: b.bucket,
      limit: b.limit,
      remaining: b.remaining,
      reset: b.reset,
      concurrency: b.concurrency,
    })),
    degraded: status.degraded,
  };
}

export function rateLimitHandlers(limiter: RateLimiter): HandlersOf<'getRateLimitStatus'> {
  return {
    getRateLimitStatus: async ({ auth }) => ({
      status: 200,
      body: await rateLimitStatus(limiter, auth.partnerId, auth.environment),
    }),
  };
}
