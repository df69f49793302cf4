import type { RateLimitStatusResponse } from '@rubric/contracts';
import type { HandlersOf } from '../../handler.js';
import { scopeKey, type RateLimiter } from './limiter.js';

export function rateLimitHandlers(limiter: RateLimiter): HandlersOf<'getRateLimitStatus'> {
  return {
    getRateLimitStatus: async ({ auth }) => {
      const status = await limiter.status(scopeKey(auth.partnerId, auth.environment));
      const body: RateLimitStatusResponse = {
        buckets: status.buckets.map((b) => ({
          name: b.bucket,
          limit: b.limit,
          remaining: b.remaining,
          reset: b.reset,
          concurrency: b.concurrency,
        })),
        degraded: status.degraded,
      };
      return { status: 200, body };
    },
  };
}
