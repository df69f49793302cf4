// Which pending scoring job runs next: fair between partners, then between the tenants of a partner,
// then between a tenant's single submissions and its batches; the job scored last is preferred for a
// few picks (its prompt prefix is cached in the engine), never for ever. Pure: the queue hands in a
// summary of what is pending and claims what this module picks (docs/scheduling.md).

/** A tenant's single submissions and its batch applications are two lanes, served fairly against each other. */
export type Lane = 'single' | 'batch';

/** Pending work of one (partner, tenant, lane): what the queue's summary query returns. */
export interface Flow {
  partnerId: string;
  tenantId: string;
  lane: Lane;
  /** createdAt of its oldest pending job (ties between equally served flows go to the older work). */
  oldest: number;
}

export type Pick =
  | { kind: 'flow'; flow: Flow }
  /** The job scored last still has pending work and the affinity streak allows it. */
  | { kind: 'affinity'; jobId: string; flow: Flow };

/** Consecutive picks of one job (prefix reuse), before the fair order resumes. */
export const DEFAULT_AFFINITY_LIMIT = 4;

/**
 * One level of start-time fair queueing. Each key has a finish tag (service received, in units of one
 * application); the level's virtual time `v` is the greatest tag it has chosen. A key becoming busy again
 * starts at `v - burst` at the lowest (its own finish tag if that is higher): what it has been owed since it
 * was last served, at most `burst` applications, so idleness banks a bounded credit and a newcomer is served
 * next. The key with the least tag wins.
 */
class FairLevel {
  readonly finish = new Map<string, number>();
  readonly children = new Map<string, FairLevel>();
  v = 0;

  child(key: string): FairLevel {
    let level = this.children.get(key);
    if (!level) {
      level = new FairLevel();
      this.children.set(key, level);
    }
    return level;
  }

  tag(key: string, burst: number): number {
    return Math.max(this.finish.get(key) ?? -Infinity, this.v - burst);
  }

  /** Whether `key` is among the least served of `busy` (ties included): no other key is owed more. */
  leastServed(key: string, busy: Iterable<string>, burst: number): boolean {
    const own = this.tag(key, burst);
    for (const other of busy) if (other !== key && this.tag(other, burst) < own) return false;
    return true;
  }

  /** The busy key with the least tag (then the oldest work, then the key): advances `v` to that tag. */
  choose<T extends { key: string; oldest: number }>(busy: T[], burst: number): T {
    let best: T | undefined;
    let bestTag = Infinity;
    for (const candidate of busy) {
      const t = this.tag(candidate.key, burst);
      if (
        best === undefined ||
        t < bestTag ||
        (t === bestTag &&
          (candidate.oldest < best.oldest || (candidate.oldest === best.oldest && candidate.key < best.key)))
      ) {
        best = candidate;
        bestTag = t;
      }
    }
    if (!best) throw new Error('choose() needs at least one busy key');
    this.v = Math.max(this.v, bestTag);
    return best;
  }

  charge(key: string, burst: number): void {
    this.finish.set(key, this.tag(key, burst) + 1);
  }

  /** Keys served no more than `v - burst` hold no information (their tag would be that anyway). */
  prune(busy: Set<string>, burst: number): void {
    for (const [key, f] of this.finish)
      if (f <= this.v - burst && !busy.has(key)) {
        this.finish.delete(key);
        this.children.delete(key);
      }
  }
}

const byKey = <T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> => {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const list = out.get(key);
    if (list) list.push(item);
    else out.set(key, [item]);
  }
  return out;
};

const oldestOf = (flows: Flow[]) => flows.reduce((m, f) => Math.min(m, f.oldest), Infinity);

export interface FairSchedulerOptions {
  /** Consecutive picks of one job for prefix reuse (default 4). */
  affinityLimit?: number;
  /**
   * How many applications a partner (tenant, lane) coming back from idleness may take ahead of the fair
   * order: the slots of one round, so that it takes the next free slots (the runner sets it to the engine's
   * concurrency). 0: a newcomer starts level with the busiest.
   */
  burst?: number;
}

/** The scheduler of one environment (test and live have their own, as they have their own loops). */
export class FairScheduler {
  #root = new FairLevel();
  #lastJobId: string | null = null;
  #streak = 0;
  readonly affinityLimit: number;
  burst: number;

  constructor(options: FairSchedulerOptions = {}) {
    this.affinityLimit = options.affinityLimit ?? DEFAULT_AFFINITY_LIMIT;
    this.burst = options.burst ?? 0;
  }

  /** The job picked last: the queue tells `pick` whether it still has pending work. */
  get lastJobId(): string | null {
    return this.#lastJobId;
  }

  /**
   * Picks the next flow among `flows` (null when nothing is pending). `affinity` is the flow of the oldest
   * pending job of `lastJobId`, when it has one. The caller claims the oldest job of the pick and reports
   * it with `picked(jobId)`.
   */
  pick(flows: Flow[], affinity: Flow | null): Pick | null {
    if (flows.length === 0) return null;
    // Past the streak, or when another partner (tenant, lane) is owed more, the fair order decides; when
    // nothing else waits it picks that job again anyway.
    if (affinity && this.#lastJobId && this.#streak < this.affinityLimit && this.#due(affinity, flows)) {
      this.#charge(affinity, flows);
      return { kind: 'affinity', jobId: this.#lastJobId, flow: affinity };
    }
    const flow = this.#fair(flows);
    this.#charge(flow, flows);
    return { kind: 'flow', flow };
  }

  /** Records the job actually claimed (the affinity streak counts consecutive claims of one job). */
  picked(jobId: string): void {
    this.#streak = jobId === this.#lastJobId ? this.#streak + 1 : 1;
    this.#lastJobId = jobId;
  }

  /**
   * Whether the fair order would serve `flow`'s partner, tenant and lane now (ties included): affinity only
   * chooses which of their work runs, it never makes a partner (tenant, lane) wait that is owed more.
   */
  #due(flow: Flow, flows: Flow[]): boolean {
    const b = this.burst;
    const partnerLevel = this.#root.child(flow.partnerId);
    const ofPartner = flows.filter((f) => f.partnerId === flow.partnerId);
    const ofTenant = ofPartner.filter((f) => f.tenantId === flow.tenantId);
    return (
      this.#root.leastServed(
        flow.partnerId,
        flows.map((f) => f.partnerId),
        b,
      ) &&
      partnerLevel.leastServed(
        flow.tenantId,
        ofPartner.map((f) => f.tenantId),
        b,
      ) &&
      partnerLevel.child(flow.tenantId).leastServed(
        flow.lane,
        ofTenant.map((f) => f.lane),
        b,
      )
    );
  }

  #fair(flows: Flow[]): Flow {
    const b = this.burst;
    const partners = byKey(flows, (f) => f.partnerId);
    const partner = this.#root.choose(
      [...partners].map(([key, fs]) => ({ key, oldest: oldestOf(fs) })),
      b,
    );
    const partnerLevel = this.#root.child(partner.key);
    const tenants = byKey(partners.get(partner.key) ?? [], (f) => f.tenantId);
    const tenant = partnerLevel.choose(
      [...tenants].map(([key, fs]) => ({ key, oldest: oldestOf(fs) })),
      b,
    );
    const lanes = (tenants.get(tenant.key) ?? []).map((f) => ({ key: f.lane, oldest: f.oldest, flow: f }));
    return partnerLevel.child(tenant.key).choose(lanes, b).flow;
  }

  /** One application of service to the flow at every level; levels of flows gone idle are pruned. */
  #charge(flow: Flow, busy: Flow[]): void {
    const b = this.burst;
    const partnerLevel = this.#root.child(flow.partnerId);
    const tenantLevel = partnerLevel.child(flow.tenantId);
    this.#root.charge(flow.partnerId, b);
    partnerLevel.charge(flow.tenantId, b);
    tenantLevel.charge(flow.lane, b);
    this.#root.prune(new Set(busy.map((f) => f.partnerId).concat(flow.partnerId)), b);
    partnerLevel.prune(new Set(busy.filter((f) => f.partnerId === flow.partnerId).map((f) => f.tenantId)), b);
  }
}
