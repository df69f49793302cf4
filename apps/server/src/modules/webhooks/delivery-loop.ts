import { newId, type Db } from '@rubric/db';
import { deliveryHeaders } from '@rubric/webhooks';
import type { Logger } from 'pino';
import { timerOf, type Clock } from '../../lib/clock.js';
import type { SecretBox } from './secret-box.js';
import type { SendOutcome, WebhookSender } from './sender.js';
import { activeSecrets } from './service.js';
import type { EndpointRow } from './views.js';
import { fanOutEvents } from './fanout.js';
import { prepareDispatchQueries } from './queries.js';

export const WEBHOOK_MAX_ATTEMPTS = 5;
export const RETRY_JITTER = 0.2;
const PER_ENDPOINT_IN_FLIGHT = 4;
const MAX_IN_FLIGHT = 64;
/** Longest a timer is set for: clock jumps (tests, NTP) are noticed at the latest then. */
const MAX_TIMER_MS = 60_000;
/**
 * With nothing scheduled the delivery loop still looks at the outbox this often: every writer in this process
 * wakes it at once (`notify`), so this only matters for writes made by another process on the same DATA_DIR.
 */
const SAFETY_SWEEP_MS = 30_000;
const ERROR_BACKOFF_MS = 1_000;

export interface RetryBounds {
  minMs: number;
  maxMs: number;
}

/** Wait before attempt n+1 after n failed attempts: `min(max, min·2^(n-1))` plus up to 20% jitter (docs/api-decisions.md, Webhooks). */
export function retryDelayMs(failedAttempts: number, bounds: RetryBounds, random: () => number): number {
  const base = Math.min(bounds.maxMs, bounds.minMs * 2 ** Math.max(0, failedAttempts - 1));
  return Math.round(base + base * RETRY_JITTER * random());
}

export interface WebhookDeliveryLoopDeps {
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
export function createWebhookDeliveryLoop(deps: WebhookDeliveryLoopDeps) {
  const { db, clock, log } = deps;
  // Timers on the injected clock: a test moves it to each due attempt instead of waiting for it.
  const later = timerOf(clock);
  const random = deps.random ?? Math.random;
  const perEndpointCap = deps.perEndpointInFlight ?? PER_ENDPOINT_IN_FLIGHT;
  const inFlight = new Map<string, { endpointId: string; done: Promise<void> }>();
  const perEndpoint = new Map<string, number>();
  let stopped = true;
  /** Cancels the one armed timer, if any. */
  let timer: (() => void) | null = null;
  let pumpQueued = false;
  const q = prepareDispatchQueries(db);

  /** What may not start now: deliveries in flight, and endpoints at their cap (JSON arrays, for the prepared queries). */
  const busy = () => ({
    busyIds: JSON.stringify([...inFlight.keys()]),
    busyEndpoints: JSON.stringify([...perEndpoint].filter(([, n]) => n >= perEndpointCap).map(([id]) => id)),
  });

  /** Starts what is due, one delivery per open endpoint a round, until nothing is due or every slot is taken. */
  function startDue(now: number): void {
    while (inFlight.size < MAX_IN_FLIGHT) {
      const heads = q.dueHeads
        .all({ ...busy(), dueBy: now })
        .filter((h): h is { endpointId: string; deliveryId: string } => h.deliveryId !== null);
      if (heads.length === 0) return;
      for (const h of heads.slice(0, MAX_IN_FLIGHT - inFlight.size)) begin(h.deliveryId, h.endpointId);
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
    const row = q.load.get({ id: deliveryId });
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
      const headers = deliveryHeaders({
        id: deliveryId,
        event: loaded.type,
        body: loaded.payload,
        secrets,
        now: startedAt,
      });
      outcome = await deps.sender.send(loaded.endpoint.url, loaded.payload, headers);
    } catch (err) {
      // The secret cannot be decrypted (key file replaced) or the URL no longer parses: a failed attempt, not a crash.
      outcome = {
        ok: false,
        statusCode: null,
        latencyMs: 0,
        responseExcerpt: null,
        error: `not sent: ${err instanceof Error ? err.message : String(err)}`,
      };
    }
    record(loaded, startedAt, outcome);
  }

  function record(loaded: Loaded, startedAt: number, outcome: SendOutcome): void {
    const now = clock.now();
    // The prepared statements run on the connection, so inside this transaction they are part of it.
    const result = db.transaction(() => {
      const current = q.attemptCount.get({ id: loaded.deliveryId });
      if (!current) return null; // the endpoint was deleted meanwhile, and its deliveries with it
      const attemptNo = current.attemptCount + 1;
      const { latencyMs: durationMs, statusCode, responseExcerpt, error } = outcome;
      q.insertAttempt.run({
        id: newId('wha', now),
        deliveryId: loaded.deliveryId,
        endpointId: loaded.endpoint.id,
        attemptNo,
        startedAt,
        durationMs,
        statusCode,
        responseExcerpt,
        error,
      });
      const status = outcome.ok ? 'succeeded' : attemptNo >= WEBHOOK_MAX_ATTEMPTS ? 'failed' : 'pending';
      const nextAttemptAt = status === 'pending' ? now + retryDelayMs(attemptNo, deps.retry, random) : null;
      q.updateDelivery.run({
        id: loaded.deliveryId,
        status,
        attemptCount: attemptNo,
        lastAttemptAt: startedAt,
        nextAttemptAt,
        updatedAt: now,
      });
      return { status, attemptNo, nextAttemptAt };
    });
    if (result)
      log.debug(
        {
          deliveryId: loaded.deliveryId,
          endpointId: loaded.endpoint.id,
          ...result,
          statusCode: outcome.statusCode,
          error: outcome.error,
        },
        'webhook attempt',
      );
  }

  /** Sets the one timer for the next due attempt (or the safety sweep when none is scheduled). */
  function arm(now: number): void {
    timer?.();
    timer = null;
    if (stopped) return;
    const next = q.nextDue.get(busy())?.at ?? null;
    // Due but not started means every slot is taken: the end of an attempt pumps again.
    if (next !== null && next <= now) return;
    const delay = next === null ? SAFETY_SWEEP_MS : Math.min(next - now, MAX_TIMER_MS);
    timer = later(delay, pump);
  }

  function pump(): void {
    if (stopped) return;
    const now = clock.now();
    try {
      fanOutEvents(db, now);
      startDue(now);
      arm(now);
    } catch (err) {
      log.error({ err }, 'webhook delivery loop pass failed');
      timer?.();
      timer = later(ERROR_BACKOFF_MS, pump);
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
      timer?.();
      timer = null;
      await Promise.all([...inFlight.values()].map((f) => f.done));
    },
  };
}

export type WebhookDeliveryLoop = ReturnType<typeof createWebhookDeliveryLoop>;
