import { z } from './zod.js';

export const RATE_LIMIT_BUCKETS = {
  criteria_ai: { perSecond: 2, concurrency: 4 },
  criteria_current_reads: { perSecond: 60, concurrency: null },
  scoring_intake_batch: { perSecond: 1, concurrency: null },
  scoring_intake_single: { perSecond: 10, concurrency: null },
  read_and_ops: { perSecond: 20, concurrency: null },
  analytics: { perSecond: 20, concurrency: null },
  rate_limit_status: { perSecond: 2, concurrency: null },
} as const satisfies Record<string, { perSecond: number; concurrency: number | null }>;
export type BucketName = keyof typeof RATE_LIMIT_BUCKETS;
export const BUCKET_NAMES = Object.keys(RATE_LIMIT_BUCKETS) as BucketName[];

export const RateLimitBucketStatus = z
  .object({
    name: z.enum(BUCKET_NAMES as [BucketName, ...BucketName[]]),
    limit: z.number().int().describe('Requests per second.'),
    remaining: z.number().int(),
    reset: z.number().int().describe('Unix time (seconds) when the current window resets.'),
    concurrency: z.object({ limit: z.number().int(), inFlight: z.number().int() }).nullable(),
  })
  .openapi('RateLimitBucketStatus');

export const RateLimitStatusResponse = z
  .object({ buckets: z.array(RateLimitBucketStatus), degraded: z.boolean() })
  .openapi('RateLimitStatusResponse');
export type RateLimitStatusResponse = z.infer<typeof RateLimitStatusResponse>;
