import type { WebhookDeliveryResponse } from '@rubric/contracts';
import { verifyWebhook } from '@rubric/client';
import { eq, openDatabase, schema } from '@rubric/db';
import { afterAll, describe, expect, it } from 'vitest';
import { enqueueEvent, eventScopeOf } from '../src/modules/webhooks/outbox.js';
import { adminSession, startTestServer, TestClock, type TestServer, useTempDir, useTestServer } from './harness.js';
import { createEndpoint, CRITERIA, expectSigned, partner, scoreOne } from './webhook-support.js';
import { TEST_CA_FILE, useWebhookReceiver } from './webhook-receiver.js';
import { eventually } from './waits.js';

const RETRY_MS = 400;
const env = {
  FETCH_ALLOW_PRIVATE_NETWORKS: 'true',
  FETCH_EXTRA_CA_FILE: TEST_CA_FILE,
  WEBHOOK_RETRY_MIN_MS: String(RETRY_MS),
  WEBHOOK_RETRY_MAX_MS: String(RETRY_MS),
};

const receiver = await useWebhookReceiver({ tls: true });

describe('a restart between attempts', () => {
  const dataDir = useTempDir('rubric-webhook-restart-');
  let first: TestServer | null = null;
  let second: TestServer | null = null;
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('the pending attempt is made by the next process, with the same X-Webhook-Id and not before it is due', async () => {
    first = await startTestServer({ dataDir, env });
    let up = false;
    receiver.on('/restart', () => (up ? { status: 200 } : { status: 503 }));
    const admin = await adminSession(first);
    const p = partner(first, 'wh-restart');
    const { endpoint } = await createEndpoint(admin, p.id, {
      url: receiver.url('/restart'),
      events: ['score.completed'],
    });
    await createEndpoint(admin, p.id, { url: receiver.url('/restart-outbox'), events: ['score.failed'] });
    await p.api.put('/v1/jobs/job-x/criteria', { criteria: CRITERIA });
    await scoreOne(p.api, 'job-x', 'app-x');
    const db = first.rubric.ctx.db;
    const delivery = await eventually(() => {
      const row = db
        .select()
        .from(schema.webhookDeliveries)
        .where(eq(schema.webhookDeliveries.endpointId, endpoint.id))
        .get();
      return row?.attemptCount === 1 ? row : null;
    });
    await first.close();
    first = null;
    const closedAt = performance.now();
    up = true;

    // While no process runs, another event is committed to the outbox (as a crash right after a commit would leave it).
    const offline = openDatabase(dataDir);
    const tenantId = offline.db.select().from(schema.tenants).get()?.id ?? '';
    offline.db.transaction((tx) => {
      const scope = eventScopeOf(tx, tenantId);
      enqueueEvent(
        tx,
        scope,
        {
          event: 'score.failed',
          tenantId: scope.tenantExternalId,
          scoringJobId: 'sj_offline',
          criteriaVersionId: 'cv_x',
          jobId: 'job-x',
          applicationId: 'app-y',
          error: { code: 'SCORING_FAILED', message: 'offline' },
          failedAt: new Date().toISOString(),
        },
        Date.now(),
      );
    });
    offline.close();
    const startedAt = performance.now();
    second = await startTestServer({ dataDir, env });

    const attempts = await receiver.receivedAtLeast('/restart', 2);
    expect(attempts[1]?.headers['x-webhook-id']).toBe(attempts[0]?.headers['x-webhook-id']);
    expect(attempts[1]?.at).toBeGreaterThan(startedAt);
    expect((attempts[1]?.at ?? 0) - (attempts[0]?.at ?? 0)).toBeGreaterThanOrEqual(RETRY_MS - 5);
    expect(closedAt).toBeLessThan(startedAt);
    const admin2 = await adminSession(second);
    const after = await eventually(async () => {
      const d = (await admin2.get<WebhookDeliveryResponse>(`/webhook-deliveries/${delivery.id}`)).body.delivery;
      return d.status === 'succeeded' ? d : null;
    });
    expect(after.attempts.map((a) => a.statusCode)).toEqual([503, 200]);
    // The event committed while no process ran was fanned out and delivered by the new one.
    const [outbox] = await receiver.receivedAtLeast('/restart-outbox');
    if (!outbox) throw new Error('no outbox delivery');
    expect(JSON.parse(outbox.body)).toMatchObject({ event: 'score.failed', scoringJobId: 'sj_offline' });
  });
});

describe('secret rotation (fake clock)', async () => {
  const clock = new TestClock();
  const server = await useTestServer({ env, clock });

  it('for 24 hours every delivery carries one v1 per secret and each verifies alone; then only the new one', async () => {
    const admin = await adminSession(server);
    const p = partner(server, 'wh-rotate');
    const { endpoint, secret: oldSecret } = await createEndpoint(admin, p.id, {
      url: receiver.url('/rotate'),
      events: ['score.completed'],
    });
    const rotated = await admin.post<{ secret: string }>(`/webhook-endpoints/${endpoint.id}/rotate-secret`);
    const newSecret = rotated.body.secret;
    await p.api.put('/v1/jobs/job-r/criteria', { criteria: CRITERIA });

    await scoreOne(p.api, 'job-r', 'app-1');
    const [during] = await receiver.receivedAtLeast('/rotate', 1);
    if (!during) throw new Error('no delivery');
    expectSigned(during, [newSecret, oldSecret], clock.now());
    expect(verifyWebhook(during.body, during.headers, oldSecret, { now: clock.now() }).ok).toBe(true);
    expect(verifyWebhook(during.body, during.headers, newSecret, { now: clock.now() }).ok).toBe(true);

    clock.advance(24 * 3600_000 + 1000);
    await scoreOne(p.api, 'job-r', 'app-2');
    const after = (await receiver.receivedAtLeast('/rotate', 2))[1];
    if (!after) throw new Error('no second delivery');
    expectSigned(after, [newSecret], clock.now());
    const withOld = verifyWebhook(after.body, after.headers, oldSecret, { now: clock.now() });
    expect(withOld.ok ? 'ok' : withOld.error.reason).toBe('no_matching_signature');
    const signedInAgain = await adminSession(server); // the first session expired with the day that passed
    expect((await signedInAgain.post(`/webhook-endpoints/${endpoint.id}/reveal-secret`)).body).toEqual({
      secret: newSecret,
      previousSecret: null,
    });
  });
});
