import { ResumeError } from './errors.js';

/** Who a task is for: parse capacity is shared round robin between partners, then their tenants. */
interface Submitter {
  partner: string;
  tenant: string;
}

export interface FairQueueOptions {
  /** Parse processes: how many tasks run at once. */
  slots: number;
  /** Tasks one partner may have waiting; one more is refused at once (503). */
  maxQueuedPerPartner: number;
  /** How long a task may wait for a process; then it is refused (503). */
  maxWaitMs: number;
  /** Retry-After given with a refusal. */
  retryAfterSeconds: number;
}

interface Waiting {
  start(slot: number): void;
  fail(err: unknown): void;
}

interface PartnerQueue {
  active: number;
  queued: number;
  /** When this partner last got a slot (a turn counter; 0: never). */
  served: number;
  /** Tenants with waiting tasks, and when each last got a slot. */
  tenants: Map<string, { waiting: Waiting[]; served: number }>;
}

interface QueueStats {
  running: number;
  queued: number;
}

/** 1500 → "1.5 s", 60000 → "60 s". */
export const seconds = (ms: number): string =>
  ms < 10_000 ? `${Number((ms / 1000).toFixed(1))} s` : `${Math.round(ms / 1000)} s`;

const unavailable = (message: string, retryAfterSeconds: number) =>
  new ResumeError('SERVICE_UNAVAILABLE', message, { retryAfterSeconds });

/**
 * Fair, bounded admission to the parse processes. Free slots go round robin to partners with
 * waiting tasks, and within a partner round robin to its tenants, so a partner's batch of 25 takes
 * turns with a neighbour's single resume instead of going first. With two or more slots a partner
 * may hold all but one of them, so a neighbour never waits for a hostile file's whole time limit.
 * A task's time limit starts only when it gets a slot (that is the supervisor's business).
 */
export class FairQueue {
  private readonly partners = new Map<string, PartnerQueue>();
  private readonly free: number[];
  private readonly maxActivePerPartner: number;
  private running = 0;
  private queued = 0;
  /** Turn counter: a partner (and tenant) that has waited longest since its last slot goes next. */
  private turn = 0;

  constructor(private readonly options: FairQueueOptions) {
    this.free = Array.from({ length: options.slots }, (_, i) => i);
    this.maxActivePerPartner = options.slots >= 2 ? options.slots - 1 : 1;
  }

  stats(): QueueStats {
    return { running: this.running, queued: this.queued };
  }

  /** Runs `work` on a slot when the submitter's turn comes; rejects with SERVICE_UNAVAILABLE when full or late. */
  run<T>(who: Submitter, work: (slot: number) => Promise<T>, signal?: AbortSignal): Promise<T> {
    const p = this.partner(who.partner);
    if (p.queued >= this.options.maxQueuedPerPartner)
      return Promise.reject(
        unavailable(
          `too many resumes of this partner are waiting to be parsed (${this.options.maxQueuedPerPartner}); retry later`,
          this.options.retryAfterSeconds,
        ),
      );
    return new Promise<T>((resolve, reject) => {
      const tenant = p.tenants.get(who.tenant) ?? { waiting: [], served: 0 };
      const list = tenant.waiting;
      const leave = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        const i = list.indexOf(entry);
        if (i >= 0) {
          list.splice(i, 1);
          p.queued--;
          this.queued--;
          // The tenant keeps its turn counter while the partner has work (no jumping the line by draining).
        }
      };
      const entry: Waiting = {
        start: (slot) => {
          leave();
          p.active++;
          this.running++;
          work(slot)
            .then(resolve, reject)
            .finally(() => {
              p.active--;
              this.running--;
              this.free.push(slot);
              this.forget(who.partner, p);
              this.dispatch();
            });
        },
        fail: (err) => {
          leave();
          this.forget(who.partner, p);
          reject(err);
        },
      };
      const onAbort = () => entry.fail(signal?.reason);
      const timer = setTimeout(
        () =>
          entry.fail(
            unavailable(
              `the resume waited more than ${seconds(this.options.maxWaitMs)} for a parser; retry later`,
              this.options.retryAfterSeconds,
            ),
          ),
        this.options.maxWaitMs,
      );
      if (signal?.aborted) return onAbort();
      signal?.addEventListener('abort', onAbort, { once: true });
      list.push(entry);
      p.tenants.set(who.tenant, tenant);
      p.queued++;
      this.queued++;
      this.dispatch();
    });
  }

  private partner(key: string): PartnerQueue {
    let p = this.partners.get(key);
    if (!p) {
      p = { active: 0, queued: 0, served: 0, tenants: new Map() };
      this.partners.set(key, p);
    }
    return p;
  }

  private forget(key: string, p: PartnerQueue): void {
    if (p.active === 0 && p.queued === 0) this.partners.delete(key);
  }

  /** Gives free slots away: the first partner (in turn order) under its share with a waiting task. */
  private dispatch(): void {
    while (this.free.length > 0 && this.queued > 0) {
      const next = this.nextTask();
      if (!next) return;
      // The most recently freed slot first: its process is warm. free.length > 0 was checked above.
      next.start(this.free.pop() as number);
    }
  }

  /** The least recently served partner that may take a slot, then its least recently served tenant. */
  private nextTask(): Waiting | null {
    let best: PartnerQueue | null = null;
    for (const p of this.partners.values()) {
      if (p.queued === 0 || p.active >= this.maxActivePerPartner) continue;
      if (!best || p.served < best.served) best = p;
    }
    if (!best) return null;
    let tenant: { waiting: Waiting[]; served: number } | null = null;
    for (const t of best.tenants.values()) {
      if (t.waiting.length > 0 && (!tenant || t.served < tenant.served)) tenant = t;
    }
    if (!tenant) return null;
    best.served = ++this.turn;
    tenant.served = this.turn;
    return tenant.waiting[0] ?? null;
  }
}
