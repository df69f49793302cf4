import { describe, expect, it } from 'vitest';
import { systemClock } from '../../lib/clock.js';
import { createRateLimiter, LimitExceeded, memoryCounterStore } from './limiter.js';

const SCOPE = 'ptn_1:test';

describe('createRateLimiter().acquireSlot', () => {
  it('criteria_ai allows 4 in flight: the 5th is refused, releasing one frees a slot', async () => {
    const limiter = createRateLimiter({ multiplier: 1, clock: systemClock });
    const releases = Array.from({ length: 4 }, () => limiter.acquireSlot(SCOPE, 'criteria_ai'));
    for (const r of releases) expect(r).toBeTypeOf('function');
    expect(limiter.acquireSlot(SCOPE, 'criteria_ai')).toBeNull();
    const status = await limiter.status(SCOPE);
    expect(status.buckets.find((b) => b.bucket === 'criteria_ai')?.concurrency).toEqual({ limit: 4, inFlight: 4 });

    const first = releases[0] as () => void;
    first();
    const again = limiter.acquireSlot(SCOPE, 'criteria_ai');
    expect(again).toBeTypeOf('function');
    expect(limiter.acquireSlot(SCOPE, 'criteria_ai')).toBeNull();
  });

  it('a release function frees its slot once, however often it is called', () => {
    const limiter = createRateLimiter({ multiplier: 1, clock: systemClock });
    const releases = Array.from({ length: 4 }, () => limiter.acquireSlot(SCOPE, 'criteria_ai') as () => void);
    releases[0]!(); // four slots were just taken
    releases[0]!();
    releases[0]!();
    expect(limiter.acquireSlot(SCOPE, 'criteria_ai')).toBeTypeOf('function');
    expect(limiter.acquireSlot(SCOPE, 'criteria_ai')).toBeNull();
  });

  it('slots are per scope, and releasing all brings inFlight back to 0', async () => {
    const limiter = createRateLimiter({ multiplier: 1, clock: systemClock });
    const mine = Array.from({ length: 4 }, () => limiter.acquireSlot(SCOPE, 'criteria_ai') as () => void);
    expect(limiter.acquireSlot('ptn_1:live', 'criteria_ai')).toBeTypeOf('function');
    expect(limiter.acquireSlot('ptn_2:test', 'criteria_ai')).toBeTypeOf('function');
    for (const release of mine) release();
    const status = await limiter.status(SCOPE);
    expect(status.buckets.find((b) => b.bucket === 'criteria_ai')?.concurrency).toEqual({ limit: 4, inFlight: 0 });
  });

  it('buckets without a cap are uncapped; the multiplier scales the cap', () => {
    const limiter = createRateLimiter({ multiplier: 1, clock: systemClock });
    expect(limiter.acquireSlot(SCOPE, 'read_and_ops')).toBe('uncapped');
    const doubled = createRateLimiter({ multiplier: 2, clock: systemClock });
    const slots = Array.from({ length: 8 }, () => doubled.acquireSlot(SCOPE, 'criteria_ai'));
    for (const s of slots) expect(s).toBeTypeOf('function');
    expect(doubled.acquireSlot(SCOPE, 'criteria_ai')).toBeNull();
  });
});

describe('createRateLimiter().consume', () => {
  it('refuses the (limit+1)th request of a window with a Retry-After of at least 1 s', async () => {
    const limiter = createRateLimiter({ multiplier: 1, clock: systemClock });
    const outcomes = [];
    for (let i = 0; i < 3; i++) outcomes.push(await limiter.consume(SCOPE, 'criteria_ai'));
    expect(outcomes.map((o) => o.allowed)).toEqual([true, true, false]);
    const refused = outcomes[2]!; // three were pushed
    if (refused.allowed) throw new Error('unreachable');
    expect(refused.retryAfterSeconds).toBe(1);
    expect(refused.state).toMatchObject({ bucket: 'criteria_ai', limit: 2, remaining: 0, degraded: false });
  });

  it('the memory store counts fixed one-second windows on the injected clock', async () => {
    let now = 1_000_000;
    const store = memoryCounterStore({ now: () => now })('read_and_ops', 2);
    await expect(store.peek('k')).resolves.toBeNull();
    await expect(store.consume('k')).resolves.toEqual({ remaining: 1, msBeforeNext: 1000 });
    now += 400;
    await expect(store.consume('k')).resolves.toEqual({ remaining: 0, msBeforeNext: 600 });
    const refused = store.consume('k');
    await expect(refused).rejects.toBeInstanceOf(LimitExceeded);
    await expect(refused).rejects.toMatchObject({ msBeforeNext: 600 });
    await expect(store.peek('k')).resolves.toEqual({ remaining: 0, msBeforeNext: 600 });
    await expect(store.peek('other')).resolves.toBeNull();
    now += 600;
    await expect(store.peek('k')).resolves.toBeNull();
    await expect(store.consume('k')).resolves.toEqual({ remaining: 1, msBeforeNext: 1000 });
  });
});
