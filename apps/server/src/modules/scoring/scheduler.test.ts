// The fair scheduler on a simulated queue with a controlled clock: every scoring task takes one time unit,
// `slots` run at once, and the queue picks jobs exactly as queue.ts does (oldest of the picked flow, or the
// oldest of the affinity job).
import { describe, expect, it } from 'vitest';
import { FairScheduler, type Flow, type Lane } from './scheduler.js';

interface Item {
  id: string;
  partnerId: string;
  tenantId: string;
  lane: Lane;
  jobId: string;
  createdAt: number;
}

interface Started extends Item {
  startedAt: number;
}

function flowsOf(pending: Item[]): Flow[] {
  const flows = new Map<string, Flow>();
  for (const i of pending) {
    const key = `${i.tenantId}/${i.lane}`;
    const f = flows.get(key);
    if (!f || i.createdAt < f.oldest)
      flows.set(key, { partnerId: i.partnerId, tenantId: i.tenantId, lane: i.lane, oldest: i.createdAt });
  }
  return [...flows.values()];
}

const oldest = (items: Item[]) =>
  items.reduce<Item | undefined>(
    (best, i) =>
      !best || i.createdAt < best.createdAt || (i.createdAt === best.createdAt && i.id < best.id) ? i : best,
    undefined,
  );

/** Claims one job the way queue.ts does; null when nothing is pending. */
function claim(scheduler: FairScheduler, pending: Item[]): Item | null {
  const last = scheduler.lastJobId;
  const ofLast = oldest(pending.filter((i) => i.jobId === last));
  const affinity = ofLast ? (flowsOf([ofLast])[0] ?? null) : null;
  const pick = scheduler.pick(flowsOf(pending), affinity);
  if (!pick) return null;
  const item =
    pick.kind === 'affinity'
      ? ofLast
      : oldest(pending.filter((i) => i.tenantId === pick.flow.tenantId && i.lane === pick.flow.lane));
  if (!item) return null;
  pending.splice(pending.indexOf(item), 1);
  scheduler.picked(item.jobId);
  return item;
}

/**
 * Runs the queue on a controlled clock: at each whole time unit, arrivals due are added, then free slots
 * are filled. Every task takes one unit. Returns the start time of every job.
 */
function simulate(items: Item[], slots: number, scheduler = new FairScheduler({ burst: slots })): Started[] {
  const future = [...items].sort((a, b) => a.createdAt - b.createdAt);
  const pending: Item[] = [];
  const started: Started[] = [];
  for (let clock = 0; future.length > 0 || pending.length > 0; clock++) {
    while (future[0] && future[0].createdAt <= clock) pending.push(future.shift() as Item);
    for (let s = 0; s < slots; s++) {
      const item = claim(scheduler, pending);
      if (!item) break;
      started.push({ ...item, startedAt: clock });
    }
  }
  return started;
}

const items = (
  n: number,
  o: { partner: string; tenant?: string; lane?: Lane; job?: string; at?: (i: number) => number; prefix?: string },
): Item[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `${o.prefix ?? o.partner}-${String(i).padStart(4, '0')}`,
    partnerId: o.partner,
    tenantId: o.tenant ?? `${o.partner}-t`,
    lane: o.lane ?? 'single',
    jobId: o.job ?? `${o.partner}-job`,
    createdAt: o.at ? o.at(i) : 0,
  }));

const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1] ?? 0;
const finish = (started: Started[], partner: string) =>
  Math.max(...started.filter((s) => s.partnerId === partner).map((s) => s.startedAt + 1));

describe('fair scheduler: the fairness drill in miniature', () => {
  it('B trickling 10 applications behind A’s backlog waits at most 2 × active partners scoring times', () => {
    for (const slots of [1, 2, 4]) {
      const a = items(200, { partner: 'A', at: () => 0 });
      const b = items(10, { partner: 'B', at: (i) => 20 + i * 3 });
      const started = simulate([...a, ...b], slots);
      const waits = started.filter((s) => s.partnerId === 'B').map((s) => s.startedAt - s.createdAt);
      expect(p95(waits)).toBeLessThanOrEqual(2 * 2);
      // A loses only B's share: its 200 take at most 10% longer than alone.
      const alone = finish(simulate(items(200, { partner: 'A' }), slots), 'A');
      expect(finish(started, 'A') / alone).toBeLessThanOrEqual(1.1);
    }
  });

  it('B submitting 10 at once behind A’s backlog takes the next free slots, then shares: ≤ 2 × active partners', () => {
    const slots = 4;
    const a = items(200, { partner: 'A' });
    const b = items(10, { partner: 'B', at: () => 20 });
    const started = simulate([...a, ...b], slots);
    const waits = started.filter((s) => s.partnerId === 'B').map((s) => s.startedAt - s.createdAt);
    // One round of slots ahead (the burst), then half of them: not the 45 units of first-in first-out,
    // nor the 4 of strict halves from the start.
    expect(waits.filter((w) => w === 0)).toHaveLength(slots);
    expect(p95(waits)).toBeLessThanOrEqual(2 * 2);
    expect(Math.max(...waits)).toBeLessThan(Math.ceil(10 / (slots / 2)) - 1);
    const alone = finish(simulate(items(200, { partner: 'A' }), slots), 'A');
    expect(finish(started, 'A') / alone).toBeLessThanOrEqual(1.1);
  });

  it('the burst is bounded: a partner coming back again and again gets no more than its share', () => {
    const slots = 4;
    const scheduler = new FairScheduler({ burst: slots, affinityLimit: 4 });
    const pending: Item[] = items(400, { partner: 'A' });
    let bStarted = 0;
    let round = 0;
    for (let clock = 0; clock < 50; clock++) {
      // B submits a round's worth each time all of its earlier work has started.
      if (!pending.some((i) => i.partnerId === 'B'))
        pending.push(...items(slots, { partner: 'B', prefix: `B${round++}`, at: () => clock }));
      for (let s = 0; s < slots; s++) if (claim(scheduler, pending)?.partnerId === 'B') bStarted++;
    }
    // Half of 50 rounds of 4 slots, give or take one burst.
    expect(bStarted).toBeLessThanOrEqual((50 * slots) / 2 + slots);
    expect(bStarted).toBeGreaterThanOrEqual((50 * slots) / 2 - slots);
  });

  it('an idle partner banks at most the burst: coming back it shares, it does not take over', () => {
    const a = items(100, { partner: 'A' });
    // B had work long ago, then was idle while A ran alone for 50 units.
    const b = [...items(5, { partner: 'B', prefix: 'B-early' }), ...items(20, { partner: 'B', at: () => 50 })];
    const started = simulate([...a, ...b], 1, new FairScheduler({ affinityLimit: 1, burst: 1 }));
    const window = started.filter((s) => s.startedAt >= 50 && s.startedAt < 70);
    const bShare = window.filter((s) => s.partnerId === 'B').length / window.length;
    expect(bShare).toBeGreaterThanOrEqual(0.4);
    expect(bShare).toBeLessThanOrEqual(0.6);
  });
});

describe('fair scheduler: tenants and lanes', () => {
  it('shares a partner’s slots between its tenants, whatever their backlogs', () => {
    const big = items(60, { partner: 'P', tenant: 'big', job: 'j-big' });
    const small = items(6, { partner: 'P', tenant: 'small', job: 'j-small', at: () => 10 });
    const started = simulate([...big, ...small], 1, new FairScheduler({ affinityLimit: 1 }));
    const smallStarts = started.filter((s) => s.tenantId === 'small').map((s) => s.startedAt);
    // Alternating with the big tenant: the sixth starts about twelve units after arriving, not fifty.
    expect(Math.max(...smallStarts)).toBeLessThanOrEqual(10 + 12);
  });

  it('a single submission is not starved by a tenant’s batches', () => {
    const batch = items(100, { partner: 'P', tenant: 't', lane: 'batch', job: 'j' });
    const single = items(3, { partner: 'P', tenant: 't', lane: 'single', job: 'j', at: (i) => 10 + i * 10 });
    const limit = 4;
    const started = simulate([...batch, ...single], 1, new FairScheduler({ affinityLimit: limit }));
    for (const s of started.filter((x) => x.lane === 'single'))
      // At most the batch's affinity streak before the single lane's fair turn.
      expect(s.startedAt - s.createdAt).toBeLessThanOrEqual(limit);
  });

  it('partners first: a partner with many tenants gets no more than one with one tenant', () => {
    const many = Array.from({ length: 10 }, (_, t) =>
      items(20, { partner: 'M', tenant: `m${t}`, job: `mj${t}`, prefix: `M${t}` }),
    ).flat();
    const one = items(100, { partner: 'O', tenant: 'o1', job: 'oj' });
    const started = simulate([...many, ...one], 2, new FairScheduler({ affinityLimit: 1 }));
    const first100 = started.slice(0, 100);
    const oShare = first100.filter((s) => s.partnerId === 'O').length / 100;
    expect(oShare).toBeGreaterThanOrEqual(0.45);
    expect(oShare).toBeLessThanOrEqual(0.55);
  });
});

describe('fair scheduler: bounded prefix affinity', () => {
  it('keeps the job scored last for at most `limit` consecutive picks while other work waits', () => {
    // Two jobs of one tenant submitted alternately: first-in first-out would switch job every time.
    const x = items(20, { partner: 'P', tenant: 't', job: 'X', at: (i) => i * 2, prefix: 'X' });
    const y = items(20, { partner: 'P', tenant: 't', job: 'Y', at: (i) => i * 2 + 1, prefix: 'Y' });
    const limit = 3;
    const started = simulate(
      [...x, ...y].map((i) => ({ ...i, createdAt: 0, id: `${i.createdAt}`.padStart(3, '0') })),
      1,
      new FairScheduler({ affinityLimit: limit }),
    );
    const runs: number[] = [];
    started.forEach((s, i) => {
      if (i > 0 && started[i - 1]?.jobId === s.jobId) runs.push((runs.pop() ?? 0) + 1);
      else runs.push(1);
    });
    // Longer runs than first-in first-out (prefix reuse) but never longer than the limit.
    expect(Math.max(...runs)).toBe(limit);
  });

  it('never for ever: a job that keeps receiving applications does not hold another partner back', () => {
    const scheduler = new FairScheduler({ affinityLimit: 4 });
    const pending: Item[] = items(5, { partner: 'B', job: 'b-job', at: () => 1 });
    let n = 0;
    const picks: string[] = [];
    for (let step = 0; step < 40; step++) {
      // A's job gets a new application before every pick, so it always has pending work.
      pending.push(...items(1, { partner: 'A', job: 'a-job', prefix: `A${n++}` }));
      const item = claim(scheduler, pending);
      if (item) picks.push(item.partnerId);
    }
    expect(picks.filter((p) => p === 'B')).toHaveLength(5);
    // B's five are all served within the first 5 × 2 + affinity picks.
    expect(picks.lastIndexOf('B')).toBeLessThan(5 * 2 + 4);
  });

  it('never makes a partner that is owed more wait: a newcomer mid-streak is served at the next pick', () => {
    const scheduler = new FairScheduler({ affinityLimit: 4 });
    const pending: Item[] = items(20, { partner: 'A', job: 'a-job' });
    expect(claim(scheduler, pending)?.partnerId).toBe('A');
    // A's job has its prefix cached and a streak of 1 of 4; B arrives with nothing served yet.
    pending.push(...items(3, { partner: 'B', job: 'b-job', at: () => 1 }));
    expect(claim(scheduler, pending)?.partnerId).toBe('B');
    // Level again: affinity may now keep B's job for a second pick (its turn, its cached prefix)…
    expect(claim(scheduler, pending)?.partnerId).toBe('B');
    // …but not a third while A is owed more.
    expect(claim(scheduler, pending)?.partnerId).toBe('A');
  });

  it('with nothing else waiting, keeps the same job as long as it has work', () => {
    const started = simulate(items(12, { partner: 'P', job: 'only' }), 1, new FairScheduler({ affinityLimit: 2 }));
    expect(started.every((s) => s.jobId === 'only')).toBe(true);
    expect(started).toHaveLength(12);
  });
});
