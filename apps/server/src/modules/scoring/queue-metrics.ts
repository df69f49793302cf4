// The scoring queue in Prometheus terms: what waits (per environment and partner), what runs, how long
// jobs waited and took, and the engine's token counts. Gauges are computed at scrape time from the table
// and the runner; histograms and counters are fed by the runner as attempts end.
import { ENVIRONMENTS } from '@rubric/contracts';
import { schema, sql, type Db, type Environment } from '@rubric/db';
import type { ScoreUsage } from '@rubric/scoring';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { Clock } from '../../lib/clock.js';
import type { Claim } from './queue.js';

export type AttemptOutcome = 'completed' | 'failed' | 'released' | 'cancelled';

/** What the runner reports as attempts start and end. */
export interface QueueObserver {
  started(environment: Environment, waitSeconds: number): void;
  finished(environment: Environment, outcome: AttemptOutcome, seconds: number, usage: ScoreUsage | null): void;
}

interface QueueSource {
  db: Db;
  clock: Clock;
  inFlight(): Array<Pick<Claim, 'environment' | 'partnerId'>>;
}

/** Seconds: from a sandbox's milliseconds to a CPU model's minutes, and a backlog's hours of waiting. */
const WAIT_BUCKETS = [0.05, 0.25, 1, 5, 15, 60, 300, 900, 3600, 4 * 3600, 24 * 3600];
const SCORING_BUCKETS = [0.01, 0.05, 0.25, 1, 2.5, 5, 10, 30, 60, 120, 300, 900];

interface PendingRow {
  environment: Environment;
  partner: string;
  pending: number;
  oldest: number;
}

function pendingByPartner(db: Db): PendingRow[] {
  return db.all<PendingRow>(
    sql`SELECT t.environment AS environment, p.name AS partner, COUNT(*) AS pending, MIN(s.created_at) AS oldest
        FROM scoring_jobs s JOIN tenants t ON t.id = s.tenant_id JOIN partners p ON p.id = t.partner_id
        WHERE s.status = 'pending' AND s.claimed_at IS NULL
        GROUP BY t.environment, p.name`,
  );
}

interface PartnerQueue {
  partnerId: string;
  partnerName: string;
  environment: Environment;
  pending: number;
  inFlight: number;
  oldestPendingAt: string | null;
  oldestWaitMs: number | null;
}

/** The queue per partner and environment for the portal's overview: longest wait first. */
export function queueByPartner(
  db: Db,
  now: number,
  inFlight: Array<Pick<Claim, 'environment' | 'partnerId'>>,
): PartnerQueue[] {
  const rows = db.all<{ partnerId: string; environment: Environment; pending: number; oldest: number }>(
    sql`SELECT t.partner_id AS partnerId, t.environment AS environment, COUNT(*) AS pending, MIN(s.created_at) AS oldest
        FROM scoring_jobs s JOIN tenants t ON t.id = s.tenant_id
        WHERE s.status = 'pending' AND s.claimed_at IS NULL
        GROUP BY t.partner_id, t.environment`,
  );
  const names = new Map(
    db
      .select({ id: schema.partners.id, name: schema.partners.name })
      .from(schema.partners)
      .all()
      .map((p) => [p.id, p.name]),
  );
  const out = new Map<string, PartnerQueue>();
  const entry = (partnerId: string, environment: Environment) => {
    const key = `${partnerId}\n${environment}`;
    let e = out.get(key);
    if (!e) {
      e = {
        partnerId,
        partnerName: names.get(partnerId) ?? partnerId,
        environment,
        pending: 0,
        inFlight: 0,
        oldestPendingAt: null,
        oldestWaitMs: null,
      };
      out.set(key, e);
    }
    return e;
  };
  for (const r of rows) {
    const e = entry(r.partnerId, r.environment);
    e.pending = r.pending;
    e.oldestPendingAt = new Date(r.oldest).toISOString();
    e.oldestWaitMs = Math.max(0, now - r.oldest);
  }
  for (const c of inFlight) entry(c.partnerId, c.environment).inFlight++;
  return [...out.values()].sort((a, b) => (b.oldestWaitMs ?? -1) - (a.oldestWaitMs ?? -1));
}

export function createQueueMetrics(registry: Registry, source: QueueSource): QueueObserver {
  const partnerNames = () =>
    new Map(
      source.db
        .select({ id: schema.partners.id, name: schema.partners.name })
        .from(schema.partners)
        .all()
        .map((p) => [p.id, p.name]),
    );
  new Gauge({
    name: 'rubric_scoring_pending',
    help: 'Scoring jobs waiting to be scored, by environment and partner',
    labelNames: ['environment', 'partner'],
    registers: [registry],
    collect() {
      this.reset();
      for (const r of pendingByPartner(source.db))
        this.set({ environment: r.environment, partner: r.partner }, r.pending);
    },
  });
  new Gauge({
    name: 'rubric_scoring_oldest_pending_age_seconds',
    help: 'Age of the oldest scoring job waiting, by environment (0 when none waits)',
    labelNames: ['environment'],
    registers: [registry],
    collect() {
      const now = source.clock.now();
      const oldest: Record<Environment, number | null> = { test: null, live: null };
      for (const r of pendingByPartner(source.db))
        oldest[r.environment] = Math.min(oldest[r.environment] ?? Infinity, r.oldest);
      for (const env of ENVIRONMENTS)
        this.set({ environment: env }, oldest[env] === null ? 0 : Math.max(0, (now - oldest[env]) / 1000));
    },
  });
  new Gauge({
    name: 'rubric_scoring_paused',
    help: 'Whether an administrator has paused scoring for the partner (1: its jobs wait unclaimed), by partner',
    labelNames: ['partner'],
    registers: [registry],
    collect() {
      this.reset();
      for (const p of source.db
        .select({ name: schema.partners.name, pausedAt: schema.partners.scoringPausedAt })
        .from(schema.partners)
        .all())
        this.set({ partner: p.name }, p.pausedAt === null ? 0 : 1);
    },
  });
  new Gauge({
    name: 'rubric_scoring_in_flight',
    help: 'Scoring jobs being scored now, by environment and partner',
    labelNames: ['environment', 'partner'],
    registers: [registry],
    collect() {
      this.reset();
      const names = partnerNames();
      const counts = new Map<string, { environment: Environment; partner: string; n: number }>();
      for (const c of source.inFlight()) {
        const partner = names.get(c.partnerId) ?? c.partnerId;
        const key = `${c.environment}\n${partner}`;
        const entry = counts.get(key) ?? { environment: c.environment, partner, n: 0 };
        entry.n++;
        counts.set(key, entry);
      }
      for (const e of counts.values()) this.set({ environment: e.environment, partner: e.partner }, e.n);
    },
  });
  const wait = new Histogram({
    name: 'rubric_scoring_wait_seconds',
    help: 'Time from submission to the start of a scoring attempt, by environment',
    labelNames: ['environment'],
    buckets: WAIT_BUCKETS,
    registers: [registry],
  });
  const scoring = new Histogram({
    name: 'rubric_scoring_duration_seconds',
    help: 'Time of a scoring attempt (preparation, engine, storing), by environment and outcome',
    labelNames: ['environment', 'outcome'],
    buckets: SCORING_BUCKETS,
    registers: [registry],
  });
  const tokens = new Counter({
    name: 'rubric_scoring_tokens_total',
    help: 'Engine tokens of completed scoring jobs by kind: prompt (all), evaluated, reused (from the prefix cache), generated',
    labelNames: ['environment', 'kind'],
    registers: [registry],
  });
  for (const env of ENVIRONMENTS)
    for (const kind of ['prompt', 'evaluated', 'reused', 'generated']) tokens.inc({ environment: env, kind }, 0);
  return {
    started(environment, waitSeconds) {
      wait.observe({ environment }, Math.max(0, waitSeconds));
    },
    finished(environment, outcome, seconds, usage) {
      scoring.observe({ environment, outcome }, seconds);
      if (!usage) return;
      tokens.inc({ environment, kind: 'prompt' }, usage.promptTokens);
      tokens.inc({ environment, kind: 'evaluated' }, usage.evaluatedPromptTokens);
      tokens.inc({ environment, kind: 'reused' }, usage.reusedPromptTokens);
      tokens.inc({ environment, kind: 'generated' }, usage.generatedTokens);
    },
  };
}
