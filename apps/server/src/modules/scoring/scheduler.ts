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

/** Consecutive picks of one job while other work waits (prefix reuse), before the fair order resumes. */
export const DEFAULT_AFFINITY_LIMIT = 4;

/**
 * One level of start-time fair queueing. Each key has a finish tag (service received, in units of one
 * application); a key becoming busy again starts at the level's virtual time `v` (the least tag among the
 * busy keys), so idleness banks no credit and a newcomer is served next. The key with the least tag wins.
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

  tag(key: string): number {
    return Math.max(this.finish.get(key) ?? 0, this.v);
  }

  /** The busy key with the least tag (then the oldest work, then the key): advances `v` to that tag. */
  choose<T extends { key: string; oldest: number }>(busy: T[]): T {
    let best: T | undefined;
    let bestTag = Infinity;
    for (const candidate of busy) {
      const t = this.tag(candidate.key);
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
    this.v = bestTag;
    return best;
  }

  charge(key: string, cost: number): void {
    this.finish.set(key, this.tag(key) + cost);
  }

  /** Keys no busier than the virtual time hold no information (their tag would be `v` anyway). */
  prune(busy: Set<string>): void {
    for (const [key, f] of this.finish)
      if (f <= this.v && !busy.has(key)) {
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

/** The scheduler of one environment (test and live have their own, as they have their own loops). */
export class FairScheduler {
  #root = new FairLevel();
  #lastJobId: string | null = null;
  #streak = 0;

  constructor(readonly affinityLimit = DEFAULT_AFFINITY_LIMIT) {}

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
    // Past the streak the fair order decides; when nothing else waits it picks that job again anyway.
    if (affinity && this.#lastJobId && this.#streak < this.affinityLimit) {
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

  #fair(flows: Flow[]): Flow {
    const partners = byKey(flows, (f) => f.partnerId);
    const partner = this.#root.choose([...partners].map(([key, fs]) => ({ key, oldest: oldestOf(fs) })));
    const partnerLevel = this.#root.child(partner.key);
    const tenants = byKey(partners.get(partner.key) ?? [], (f) => f.tenantId);
    const tenant = partnerLevel.choose([...tenants].map(([key, fs]) => ({ key, oldest: oldestOf(fs) })));
    const lanes = (tenants.get(tenant.key) ?? []).map((f) => ({ key: f.lane, oldest: f.oldest, flow: f }));
    return partnerLevel.child(tenant.key).choose(lanes).flow;
  }

  /** One application of service to the flow at every level; levels of flows gone idle are pruned. */
  #charge(flow: Flow, busy: Flow[]): void {
    const partnerLevel = this.#root.child(flow.partnerId);
    const tenantLevel = partnerLevel.child(flow.tenantId);
    this.#root.charge(flow.partnerId, 1);
    partnerLevel.charge(flow.tenantId, 1);
    tenantLevel.charge(flow.lane, 1);
    this.#root.prune(new Set(busy.map((f) => f.partnerId).concat(flow.partnerId)));
    partnerLevel.prune(new Set(busy.filter((f) => f.partnerId === flow.partnerId).map((f) => f.tenantId)));
  }
}
