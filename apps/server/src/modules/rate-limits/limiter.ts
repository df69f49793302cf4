import { BUCKET_NAMES, RATE_LIMIT_BUCKETS, type BucketName } from '@rubric/contracts';
import type { Clock } from '../../lib/clock.js';

/** The counters of one partner in one environment (`partnerId:test`); each bucket keeps its own. */
export function scopeKey(partnerId: string, environment: string): string {
  return `${partnerId}:${environment}`;
}

/** Where the per-second counters live; the in-process store can be replaced by a shared one (Redis…) per bucket. */
export interface CounterStore {
  /** Takes one point; resolves with the state after, rejects with `LimitExceeded` when none is left, or any other error if the store fails. */
  consume(key: string): Promise<{ remaining: number; msBeforeNext: number }>;
  /** Reads the state without consuming; null when the window has not started. */
  peek(key: string): Promise<{ remaining: number; msBeforeNext: number } | null>;
}

export class LimitExceeded extends Error {
  constructor(readonly msBeforeNext: number) {
    super('rate limit exceeded');
  }
}

export type CounterStoreFactory = (bucket: BucketName, pointsPerSecond: number) => CounterStore;

/**
 * In-process fixed windows of one second per key, on the injected clock (so tests freeze or move
 * time instead of racing the wall clock). rate-limiter-flexible reads wall time internally, which is
 * why this small store is ours; a shared store (Redis…) plugs in through `CounterStoreFactory`.
 */
export function memoryCounterStore(clock: Clock): CounterStoreFactory {
  return (_bucket, points) => {
    const windows = new Map<string, { start: number; used: number }>();
    let lastSweep = clock.now();
    const current = (key: string) => {
      const now = clock.now();
      if (now - lastSweep > 10_000) {
        for (const [k, w] of windows) if (now - w.start >= 1000) windows.delete(k);
        lastSweep = now;
      }
      const w = windows.get(key);
      return w && now - w.start < 1000 ? w : null;
    };
    return {
      async consume(key) {
        const now = clock.now();
        const w = current(key) ?? { start: now, used: 0 };
        windows.set(key, w);
        const msBeforeNext = w.start + 1000 - now;
        if (w.used >= points) throw new LimitExceeded(msBeforeNext);
        w.used += 1;
        return { remaining: points - w.used, msBeforeNext };
      },
      async peek(key) {
        const w = current(key);
        return w ? { remaining: Math.max(0, points - w.used), msBeforeNext: w.start + 1000 - clock.now() } : null;
      },
    };
  };
}

export interface BucketState {
  bucket: BucketName;
  limit: number;
  remaining: number;
  /** Unix seconds when the window resets. */
  reset: number;
  degraded: boolean;
}

export type ConsumeOutcome = (
  { allowed: true } | { allowed: false; retryAfterSeconds: number; reason: 'rate' | 'concurrency' }
) & {
  state: BucketState;
};

export interface RateLimiter {
  /** Consumes a token of the bucket for the scope (partner + environment). */
  consume(scope: string, bucket: BucketName): Promise<ConsumeOutcome>;
  /** Header values without consuming anything. */
  peek(scope: string, bucket: BucketName): Promise<BucketState>;
  /** In-flight slot for buckets with a concurrency cap; returns a release function, or null when the cap is reached. */
  acquireSlot(scope: string, bucket: BucketName): (() => void) | null | 'uncapped';
  status(scope: string): Promise<{
    buckets: Array<BucketState & { concurrency: { limit: number; inFlight: number } | null }>;
    degraded: boolean;
  }>;
  limitOf(bucket: BucketName): number;
}

export function createRateLimiter(options: {
  multiplier: number;
  clock: Clock;
  store?: CounterStoreFactory;
}): RateLimiter {
  const factory = options.store ?? memoryCounterStore(options.clock);
  const limits = Object.fromEntries(
    BUCKET_NAMES.map((b) => [b, Math.max(1, Math.round(RATE_LIMIT_BUCKETS[b].perSecond * options.multiplier))]),
  ) as Record<BucketName, number>;
  const caps = Object.fromEntries(
    BUCKET_NAMES.map((b) => {
      const c = RATE_LIMIT_BUCKETS[b].concurrency;
      return [b, c === null ? null : Math.max(1, Math.round(c * options.multiplier))];
    }),
  ) as Record<BucketName, number | null>;
  const stores = Object.fromEntries(BUCKET_NAMES.map((b) => [b, factory(b, limits[b])])) as Record<
    BucketName,
    CounterStore
  >;
  const inFlight = new Map<string, number>();
  const resetAt = (msBeforeNext: number) => Math.ceil((options.clock.now() + msBeforeNext) / 1000);
  // Degraded: the store failed, requests pass, headers are estimates (a full window from now).
  const degradedState = (bucket: BucketName): BucketState => ({
    bucket,
    limit: limits[bucket],
    remaining: limits[bucket],
    reset: resetAt(1000),
    degraded: true,
  });

  async function peek(scope: string, bucket: BucketName): Promise<BucketState> {
    try {
      const r = await stores[bucket].peek(scope);
      if (!r)
        return { bucket, limit: limits[bucket], remaining: limits[bucket], reset: resetAt(1000), degraded: false };
      return { bucket, limit: limits[bucket], remaining: r.remaining, reset: resetAt(r.msBeforeNext), degraded: false };
    } catch {
      return degradedState(bucket);
    }
  }

  return {
    limitOf: (bucket) => limits[bucket],
    peek,
    async consume(scope, bucket) {
      try {
        const r = await stores[bucket].consume(scope);
        return {
          allowed: true,
          state: {
            bucket,
            limit: limits[bucket],
            remaining: r.remaining,
            reset: resetAt(r.msBeforeNext),
            degraded: false,
          },
        };
      } catch (e) {
        if (e instanceof LimitExceeded)
          return {
            allowed: false,
            reason: 'rate',
            retryAfterSeconds: Math.max(1, Math.ceil(e.msBeforeNext / 1000)),
            state: { bucket, limit: limits[bucket], remaining: 0, reset: resetAt(e.msBeforeNext), degraded: false },
          };
        return { allowed: true, state: degradedState(bucket) };
      }
    },
    acquireSlot(scope, bucket) {
      const cap = caps[bucket];
      if (cap === null) return 'uncapped';
      const key = `${bucket}:${scope}`;
      const current = inFlight.get(key) ?? 0;
      if (current >= cap) return null;
      inFlight.set(key, current + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const n = (inFlight.get(key) ?? 1) - 1;
        if (n <= 0) inFlight.delete(key);
        else inFlight.set(key, n);
      };
    },
    async status(scope) {
      const buckets = await Promise.all(
        BUCKET_NAMES.map(async (b) => {
          const s = await peek(scope, b);
          const cap = caps[b];
          return {
            ...s,
            concurrency: cap === null ? null : { limit: cap, inFlight: inFlight.get(`${b}:${scope}`) ?? 0 },
          };
        }),
      );
      return { buckets, degraded: buckets.some((b) => b.degraded) };
    },
  };
}
