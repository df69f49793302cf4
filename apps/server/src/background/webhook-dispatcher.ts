import { and, asc, eq, lte, newId, schema, sql, type Db } from '@rubric/db';
import type { Logger } from 'pino';
import type { Clock } from '../lib/clock.js';
import { deliveryHeaders } from '../modules/webhooks/playground.js';
import type { SecretBox } from '../modules/webhooks/secret-box.js';
import type { SendOutcome, WebhookSender } from '../modules/webhooks/sender.js';
import { activeSecrets } from '../modules/webhooks/service.js';
import type { EndpointRow } from '../modules/webhooks/views.js';
import { fanOutEvents } from './webhook-fanout.js';

export const WEBHOOK_MAX_ATTEMPTS = 5;
export const RETRY_JITTER = 0.2;
const PER_ENDPOINT_IN_FLIGHT = 4;
const MAX_IN_FLIGHT = 64;
/** Longest a timer is set for: clock jumps (tests, NTP) are noticed at the latest then. */
const MAX_TIMER_MS = 60_000;
/**
 * With nothing scheduled the dispatcher still looks at the outbox this often: every writer in this process
 * wakes it at once (`notify`), so this only matters for writes made by another process on the same DATA_DIR.
 */
const SAFETY_SWEEP_MS = 30_000;
const ERROR_BACKOFF_MS = 1_000;

const { webhookDeliveries, webhookEndpoints, webhookEvents, webhookAttempts } = schema;

export interface RetryBounds {
  minMs: number;
  maxMs: number;
}

/** Wait before attempt n+1 after n failed attempts: `min(max, min·2^(n-1))` plus up to 20% jitter (CONTRACT §5). */
export function retryDelayMs(failedAttempts: number, bounds: RetryBounds, random: () => number): number {
  const base = Math.min(bounds.maxMs, bounds.minMs * 2 ** Math.max(0, failedAttempts - 1));
  return Math.round(base + base * RETRY_JITTER * random());
}

export interface WebhookDispatcherDeps {
  db: Db;
  clock: Clock;
  log: Logger;
  secrets: SecretBox;
  sender: WebhookSender;
  retry: RetryBounds;
  /** Jitter source (tests pin it). */
  random?: () => number;
  perEndpointInFlight?: number;
}

interface Loaded {
  deliveryId: string;
  endpoint: EndpointRow;
  type: string;
  payload: string;
}

/**
 * Delivers the outbox. All state is in the tables (webhook_events → webhook_deliveries → webhook_attempts);
 * memory holds only what is in flight. One timer is set for the next due attempt and re-armed whenever new
 * work arrives (`notify`) or an attempt ends, so attempts go out on time without polling.
 */
export function createWebhookDispatcher(deps: WebhookDispatcherDeps) {
  const { db, clock, log } = deps;
  const random = deps.random ?? Math.random;
  const perEndpointCap = deps.perEndpointInFlight ?? PER_ENDPOINT_IN_FLIGHT;
  const inFlight = new Map<string, { endpointId: string; done: Promise<void> }>();
  const perEndpoint = new Map<string, number>();
  let stopped = true;
  let timer: NodeJS.Timeout | null = null;
  let pumpQueued = false;

  const saturated = () => [...perEndpoint].filter(([, n]) => n >= perEndpointCap).map(([id]) => id);

  /** Pending deliveries of enabled endpoints that could start now: not in flight, endpoint below its cap. */
  function startable(dueBy: number | null) {
    const busyIds = [...inFlight.keys()];
    const busyEndpoints = saturated();
    return and(
      eq(webhookDeliveries.status, 'pending'),
      eq(webhookEndpoints.enabled, true),
      dueBy === null ? undefined : lte(webhookDeliveries.nextAttemptAt, dueBy),
      busyIds.length ? sql`${webhookDeliveries.id} NOT IN ${busyIds}` : undefined,
      busyEndpoints.length ? sql`${webhookDeliveries.endpointId} NOT IN ${busyEndpoints}` : undefined,
    );
  }

  function startDue(now: number): void {
    for (;;) {
      const capacity = MAX_IN_FLIGHT - inFlight.size;
      if (capacity <= 0) return;
      const due = db
        .select({ id: webhookDeliveries.id, endpointId: webhookDeliveries.endpointId })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(startable(now))
        .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
        .limit(capacity)
        .all();
      let started = 0;
      for (const d of due) {
        if ((perEndpoint.get(d.endpointId) ?? 0) >= perEndpointCap || inFlight.size >= MAX_IN_FLIGHT) continue;
        begin(d.id, d.endpointId);
        started++;
      }
      // A page may have been cut short by an endpoint reaching its cap; look again without it.
      if (started === 0 || started === due.length) return;
    }
  }

  function begin(deliveryId: string, endpointId: string): void {
    perEndpoint.set(endpointId, (perEndpoint.get(endpointId) ?? 0) + 1);
    const done = attempt(deliveryId)
      .catch((err: unknown) => log.error({ err, deliveryId }, 'webhook attempt failed unexpectedly'))
      .finally(() => {
        inFlight.delete(deliveryId);
        const left = (perEndpoint.get(endpointId) ?? 1) - 1;
        if (left > 0) perEndpoint.set(endpointId, left);
        else perEndpoint.delete(endpointId);
        if (!stopped) schedulePump();
      });
    inFlight.set(deliveryId, { endpointId, done });
  }

  function load(deliveryId: string): Loaded | null {
    const row = db
      .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints, type: webhookEvents.type, payload: webhookEvents.payload })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .where(eq(webhookDeliveries.id, deliveryId))
      .get();
    if (!row || row.delivery.status !== 'pending') return null;
    return { deliveryId, endpoint: row.endpoint, type: row.type, payload: row.payload };
  }

  async function attempt(deliveryId: string): Promise<void> {
    const loaded = load(deliveryId);
    if (!loaded) return;
    const startedAt = clock.now();
    let outcome: SendOutcome;
    try {
      const secrets = activeSecrets(deps.secrets, loaded.endpoint, startedAt);
      const headers = deliveryHeaders(deliveryId, loaded.type, loaded.payload, secrets, startedAt);
      outcome = await deps.sender.send(loaded.endpoint.url, loaded.payload, headers);
    } catch (err) {
      // The secret cannot be decrypted (key file replaced) or the URL no longer parses: a failed attempt, not a crash.
      outcome = { ok: false, statusCode: null, latencyMs: 0, responseExcerpt: null, error: `not sent: ${err instanceof Error ? err.message : String(err)}` };
    }
    record(loaded, startedAt, outcome);
  }

  function record(loaded: Loaded, startedAt: number, outcome: SendOutcome): void {
    const now = clock.now();
    const result = db.transaction((tx) => {
      const current = tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, loaded.deliveryId)).get();
      if (!current) return null; // the endpoint was deleted meanwhile, and its deliveries with it
      const attemptNo = current.attemptCount + 1;
      tx.insert(webhookAttempts)
        .values({
          id: newId('wha', now),
          deliveryId: loaded.deliveryId,
          endpointId: loaded.endpoint.id,
          attemptNo,
          startedAt,
          durationMs: outcome.latencyMs,
          statusCode: outcome.statusCode,
          responseExcerpt: outcome.responseExcerpt,
          error: outcome.error,
          test: false,
        })
        .run();
      const status = outcome.ok ? 'succeeded' : attemptNo >= WEBHOOK_MAX_ATTEMPTS ? 'failed' : 'pending';
      const nextAttemptAt = status === 'pending' ? now + retryDelayMs(attemptNo, deps.retry, random) : null;
      tx.update(webhookDeliveries).set({ status, attemptCount: attemptNo, lastAttemptAt: startedAt, nextAttemptAt, updatedAt: now }).where(eq(webhookDeliveries.id, loaded.deliveryId)).run();
      return { status, attemptNo, nextAttemptAt };
    });
    if (result) log.debug({ deliveryId: loaded.deliveryId, endpointId: loaded.endpoint.id, ...result, statusCode: outcome.statusCode, error: outcome.error }, 'webhook attempt');
  }

  /** Sets the one timer for the next due attempt (or the safety sweep when none is scheduled). */
  function arm(now: number): void {
    if (timer) clearTimeout(timer);
    timer = null;
    if (stopped) return;
    const next = db
      .select({ at: sql<number | null>`min(${webhookDeliveries.nextAttemptAt})` })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(startable(null))
      .get()?.at;
    // Due but not started means every slot is taken: the end of an attempt pumps again.
    if (next !== null && next !== undefined && next <= now) return;
    const delay = next === null || next === undefined ? SAFETY_SWEEP_MS : Math.min(next - now, MAX_TIMER_MS);
    timer = setTimeout(pump, delay);
    timer.unref();
  }

  function pump(): void {
    if (stopped) return;
    const now = clock.now();
    try {
      fanOutEvents(db, now);
      startDue(now);
      arm(now);
    } catch (err) {
      log.error({ err }, 'webhook dispatcher pass failed');
      if (timer) clearTimeout(timer);
      timer = setTimeout(pump, ERROR_BACKOFF_MS);
      timer.unref();
    }
  }

  function schedulePump(): void {
    if (pumpQueued || stopped) return;
    pumpQueued = true;
    setImmediate(() => {
      pumpQueued = false;
      pump();
    });
  }

  return {
    /** Resumes from the tables: leftover outbox events are fanned out and overdue attempts go out now. */
    start(): void {
      if (!stopped) return;
      stopped = false;
      pump();
    },
    /** New outbox events or due deliveries were committed: look now rather than at the next timer. */
    notify: schedulePump,
    inFlight: () => inFlight.size,
    /** Stops starting attempts and waits for those in flight (each is bounded by the delivery time-out). */
    async stop(): Promise<void> {
      if (stopped) return;
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await Promise.all([...inFlight.values()].map((f) => f.done));
    },
  };
}

export type WebhookDispatcher = ReturnType<typeof createWebhookDispatcher>;
