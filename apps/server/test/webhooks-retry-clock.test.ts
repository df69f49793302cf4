import { eq, schema } from '@rubric/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { retryDelayMs, WEBHOOK_MAX_ATTEMPTS } from '../src/modules/webhooks/delivery-loop.js';
import { type AdminClient, adminSession, ControlledClock, useTestServer } from './harness.js';
import { createEndpoint, CRITERIA, partner, scoreOne } from './webhook-support.js';
import { TEST_CA_FILE, useWebhookReceiver } from './webhook-receiver.js';
import { eventually } from './waits.js';

// The webhook delivery loop's retry schedule on a controlled clock, with the real bounds (60 s doubling to 30 min):
// the clock is moved to each due time, so the gaps are checked exactly and nothing waits for them.
const MIN = 60_000;
const MAX = 1_800_000;
const clock = new ControlledClock();
const receiver = await useWebhookReceiver({ tls: true });
const server = await useTestServer({
  clock,
  env: {
    FETCH_ALLOW_PRIVATE_NETWORKS: 'true',
    FETCH_EXTRA_CA_FILE: TEST_CA_FILE,
    WEBHOOK_RETRY_MIN_MS: String(MIN),
    WEBHOOK_RETRY_MAX_MS: String(MAX),
    // Far past the test's hang guards: a time-out on real timers would never end the attempt in this file.
    WEBHOOK_TIMEOUT_MS: '120000',
  },
});
let admin: AdminClient;
beforeAll(async () => {
  admin = await adminSession(server);
  await server.rubric.runner.warm();
});

const deliveryOf = (endpointId: string) =>
  server.rubric.ctx.db
    .select()
    .from(schema.webhookDeliveries)
    .where(eq(schema.webhookDeliveries.endpointId, endpointId))
    .get();

describe('webhook retries on the clock', () => {
  it('attempt n+1 starts exactly when min·2^(n-1) (+0–20%) has passed on the clock, not a millisecond before', async () => {
    const { api, id } = partner(server, 'wh-clock');
    receiver.on('/clock', () => ({ status: 500 }));
    const { endpoint } = await createEndpoint(admin, id, { url: receiver.url('/clock'), events: ['score.completed'] });
    await api.put('/v1/jobs/job-c/criteria', { criteria: CRITERIA });
    await scoreOne(api, 'job-c', 'app-c');
    const loop = server.rubric.webhooks.deliveryLoop;

    for (let attempt = 1; attempt < WEBHOOK_MAX_ATTEMPTS; attempt++) {
      await receiver.receivedAtLeast('/clock', attempt);
      // Recorded once the attempt ends: the next one is scheduled from the clock's time then.
      const delivery = await eventually(() => {
        const row = deliveryOf(endpoint.id);
        return row?.attemptCount === attempt && loop.inFlight() === 0 ? row : null;
      });
      expect(delivery.status).toBe('pending');
      const delay = (delivery.nextAttemptAt ?? 0) - clock.now();
      const base = Math.min(MAX, MIN * 2 ** (attempt - 1));
      expect(delay, `gap after attempt ${attempt}`).toBeGreaterThanOrEqual(base);
      expect(delay, `gap after attempt ${attempt}`).toBeLessThanOrEqual(
        retryDelayMs(attempt, { minMs: MIN, maxMs: MAX }, () => 1),
      );
      // A millisecond before it is due, nothing starts; at its due time the attempt starts, from the timer.
      clock.advance(delay - 1);
      expect(loop.inFlight()).toBe(0);
      expect(receiver.received('/clock')).toHaveLength(attempt);
      clock.advance(1);
      expect(loop.inFlight()).toBe(1);
    }
    await receiver.receivedAtLeast('/clock', WEBHOOK_MAX_ATTEMPTS);
    const failed = await eventually(() => {
      const row = deliveryOf(endpoint.id);
      return row?.status === 'failed' ? row : null;
    });
    expect(failed).toMatchObject({ attemptCount: WEBHOOK_MAX_ATTEMPTS, nextAttemptAt: null });
    // Nothing more is scheduled for it: a day later, still five attempts.
    clock.advance(24 * 3600_000);
    expect(loop.inFlight()).toBe(0);
    expect(receiver.received('/clock')).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
  });

  it('an attempt the receiver does not answer ends exactly when the time-out has passed on the clock', async () => {
    const { api, id } = partner(server, 'wh-hang');
    receiver.on('/hang', () => 'hang');
    const fresh = await adminSession(server); // the test before moved the clock a day past its session
    const { endpoint } = await createEndpoint(fresh, id, { url: receiver.url('/hang'), events: ['score.completed'] });
    await api.put('/v1/jobs/job-h/criteria', { criteria: CRITERIA });
    await scoreOne(api, 'job-h', 'app-h');
    const loop = server.rubric.webhooks.deliveryLoop;
    const timeoutMs = server.rubric.ctx.config.WEBHOOK_TIMEOUT_MS;

    // The request is at the receiver, so its time-out is set; the clock stands still until moved.
    await receiver.receivedAtLeast('/hang', 1);
    clock.advance(timeoutMs - 1);
    // A round trip through the server lets anything that time set off run; nothing did.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(loop.inFlight()).toBe(1);
    expect(deliveryOf(endpoint.id)?.attemptCount).toBe(0);

    clock.advance(1);
    const delivery = await eventually(() => {
      const row = deliveryOf(endpoint.id);
      return row?.attemptCount === 1 && loop.inFlight() === 0 ? row : null;
    });
    expect(delivery.status).toBe('pending');
    const [attempt] = server.rubric.ctx.db
      .select()
      .from(schema.webhookAttempts)
      .where(eq(schema.webhookAttempts.deliveryId, delivery.id))
      .all();
    expect(attempt).toMatchObject({ statusCode: null, error: `timed out: no response within ${timeoutMs} ms` });
  });
});
