import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResumeError } from './errors.js';
import { FairQueue, type FairQueueOptions } from './fair-queue.js';

/** A task the test finishes by hand; `order` records the order tasks got a slot in. */
function harness(options: Partial<FairQueueOptions> = {}) {
  const queue = new FairQueue({
    slots: 1,
    maxQueuedPerPartner: 10,
    maxWaitMs: 60_000,
    retryAfterSeconds: 7,
    ...options,
  });
  const order: string[] = [];
  const finishers = new Map<string, () => void>();
  const submit = (label: string, partner: string, tenant = 't', signal?: AbortSignal) =>
    queue.run(
      { partner, tenant },
      () =>
        new Promise<string>((resolve) => {
          order.push(label);
          finishers.set(label, () => resolve(label));
        }),
      signal,
    );
  const finish = async (label: string) => {
    finishers.get(label)?.();
    await vi.advanceTimersByTimeAsync(0);
  };
  return { queue, order, submit, finish };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('FairQueue', () => {
  it('takes turns between partners instead of first come, first served', async () => {
    const { order, submit, finish } = harness();
    const all = [
      submit('a1', 'A'),
      submit('a2', 'A'),
      submit('a3', 'A'),
      submit('b1', 'B'),
      submit('c1', 'C'),
      submit('b2', 'B'),
    ];
    for (const label of ['a1', 'b1', 'c1', 'a2', 'b2', 'a3']) await finish(label);
    await Promise.all(all);
    expect(order).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
  });

  it('takes turns between the tenants of one partner', async () => {
    const { order, submit, finish } = harness();
    const all = [submit('x1', 'A', 'x'), submit('x2', 'A', 'x'), submit('x3', 'A', 'x'), submit('y1', 'A', 'y')];
    for (const label of ['x1', 'y1', 'x2', 'x3']) await finish(label);
    await Promise.all(all);
    expect(order).toEqual(['x1', 'y1', 'x2', 'x3']);
  });

  it('keeps one of two or more slots from any single partner, so a neighbour starts at once', async () => {
    const { order, submit, finish, queue } = harness({ slots: 3 });
    const hostile = [submit('a1', 'A'), submit('a2', 'A'), submit('a3', 'A')];
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['a1', 'a2']);
    const neighbour = submit('b1', 'B');
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['a1', 'a2', 'b1']);
    expect(queue.stats()).toEqual({ running: 3, queued: 1 });
    for (const label of ['b1', 'a1', 'a2', 'a3']) await finish(label);
    await Promise.all([...hostile, neighbour]);
  });

  it('refuses a partner over its queue bound with a retryable 503 while others still queue', async () => {
    const { submit, finish } = harness({ maxQueuedPerPartner: 2 });
    const running = submit('a0', 'A');
    await vi.advanceTimersByTimeAsync(0);
    const queued = [submit('a1', 'A'), submit('a2', 'A')];
    const refused = await submit('a3', 'A').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ResumeError);
    expect(refused).toMatchObject({ code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 7 });
    const other = submit('b1', 'B');
    for (const label of ['a0', 'b1', 'a1', 'a2']) await finish(label);
    await Promise.all([running, other, ...queued]);
  });

  it('refuses a task that waited past its deadline, and the wait starts no parse', async () => {
    const { order, submit, finish, queue } = harness({ maxWaitMs: 5_000 });
    const running = submit('a0', 'A');
    const late = submit('b1', 'B').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5_001);
    expect(await late).toMatchObject({ code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 7 });
    expect(queue.stats()).toEqual({ running: 1, queued: 0 });
    await finish('a0');
    await running;
    expect(order).toEqual(['a0']);
  });

  it('drops a queued task whose caller gave up', async () => {
    const { order, submit, finish } = harness();
    const running = submit('a0', 'A');
    const controller = new AbortController();
    const gaveUp = submit('b1', 'B', 't', controller.signal).catch((e: unknown) => e);
    controller.abort(new Error('deadline'));
    expect(await gaveUp).toMatchObject({ message: 'deadline' });
    await finish('a0');
    await running;
    expect(order).toEqual(['a0']);
  });
});
