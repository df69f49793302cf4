import {
  ScoreFailedEvent,
  type BatchCompletedEvent,
  type BatchResponse,
  type ListWebhookDeliveriesResponse,
  type ScoreCompletedEvent,
  type SendTestWebhookResponse,
  type WebhookDeliveryResponse,
} from '@rubric/contracts';
import { eq, schema } from '@rubric/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { ControlledEngine } from './fake-engines.js';
import { type AdminClient, adminSession, expectProblem, useTestServer } from './harness.js';
import { createEndpoint, CRITERIA, expectSigned, outboxSettled, partner, RESUME, scoreOne } from './webhook-support.js';
import { TEST_CA_FILE, useWebhookReceiver, WebhookReceiver } from './webhook-receiver.js';
import { eventually } from './waits.js';

const MIN = 100;
const MAX = 800;
// Long enough for a loopback TLS exchange on a busy CI machine, short enough to wait for once.
const TIMEOUT = 700;

const receiver = await useWebhookReceiver({ tls: true });
const engine = new ControlledEngine();
const server = await useTestServer({
  engines: { test: engine },
  env: {
    FETCH_ALLOW_PRIVATE_NETWORKS: 'true',
    FETCH_EXTRA_CA_FILE: TEST_CA_FILE,
    WEBHOOK_RETRY_MIN_MS: String(MIN),
    WEBHOOK_RETRY_MAX_MS: String(MAX),
    WEBHOOK_TIMEOUT_MS: String(TIMEOUT),
  },
});
let admin: AdminClient;
beforeAll(async () => {
  admin = await adminSession(server);
  // The preparer's worker loads its tagger first (seconds on a busy host): waited for here, not by the first test.
  await server.rubric.runner.warm();
});

const bodyOf = <T>(path: string, index = 0) => JSON.parse(receiver.received(path)[index]?.body ?? 'null') as T;

describe('payloads, headers and signatures (real scoring, https receiver)', () => {
  it('score.completed: every header, both signature checks, the payload exactly as the spec with the result of the job', async () => {
    const { api, id } = partner(server, 'wh-payloads');
    const { secret } = await createEndpoint(admin, id, {
      url: receiver.url('/completed'),
      events: ['score.completed'],
    });
    await api.put('/v1/jobs/job-1/criteria', { criteria: CRITERIA });
    const job = await scoreOne(api, 'job-1', 'app-1');
    const [req] = await receiver.receivedAtLeast('/completed');
    if (!req) throw new Error('no delivery');

    expect(req.method).toBe('POST');
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.headers['user-agent']).toBe('Rubric-Webhooks/1');
    expect(req.headers['x-webhook-event']).toBe('score.completed');
    expect(req.headers['x-webhook-id']).toMatch(/^whd_/);
    expect(req.headers['x-webhook-test']).toBeUndefined();
    expect(Math.abs(Number(req.headers['x-webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(10);
    const verified = expectSigned(req, [secret]);
    expect(verified.id).toBe(req.headers['x-webhook-id']);

    const event = JSON.parse(req.body) as ScoreCompletedEvent;
    expect(Object.keys(event).sort()).toEqual([
      'applicationId',
      'completedAt',
      'criteriaVersionId',
      'event',
      'jobId',
      'provenance',
      'result',
      'scoringJobId',
      'tenantId',
    ]);
    expect(event).toEqual({
      event: 'score.completed',
      tenantId: 'tenant-w',
      scoringJobId: job.id,
      criteriaVersionId: job.criteriaVersionId,
      jobId: 'job-1',
      applicationId: 'app-1',
      result: job.result,
      provenance: job.provenance,
      completedAt: job.completedAt,
    });
    expect(event.provenance).toEqual({
      engine: 'sandbox',
      // The sandbox engine has no model file.
      model: { name: null, sha256: null },
      promptVersion: expect.any(String),
      criteriaVersionId: job.criteriaVersionId,
      blind: true,
    });
    expect(Object.keys(event.result.assessment).sort()).toEqual(['concerns', 'interviewFocus', 'strengths', 'verdict']);
    expect(event.result.score).toBe(job.result?.score);
    expect(verified.event).toEqual(event);
  });

  it('score.failed carries the error; batch.completed the counts; each endpoint gets only the events it subscribes to', async () => {
    const { api, id } = partner(server, 'wh-failed');
    await createEndpoint(admin, id, { url: receiver.url('/failed'), events: ['score.failed'] });
    const batchHook = await createEndpoint(admin, id, { url: receiver.url('/batch'), events: ['batch.completed'] });
    await api.put('/v1/jobs/job-f/criteria', { criteria: CRITERIA });
    engine.failScoring = true;
    const failed = await scoreOne(api, 'job-f', 'app-f').finally(() => (engine.failScoring = false));
    await receiver.receivedAtLeast('/failed');
    const fail = bodyOf<ScoreFailedEvent>('/failed');
    expect(fail).toEqual({
      event: 'score.failed',
      tenantId: 'tenant-w',
      scoringJobId: failed.id,
      criteriaVersionId: failed.criteriaVersionId,
      jobId: 'job-f',
      applicationId: 'app-f',
      error: { code: 'SCORING_FAILED', message: failed.error?.message },
      failedAt: failed.failedAt,
    });

    const submitted = await api.post<BatchResponse>('/v1/jobs/job-f/scoring-batches', {
      jobDescription: 'Backend engineer',
      applications: [
        { applicationId: 'b1', resume: { type: 'text', content: RESUME } },
        { applicationId: 'b2', resume: { type: 'text', content: `${RESUME} Also Go.` } },
      ],
    });
    await receiver.receivedAtLeast('/batch');
    const batchEvent = bodyOf<BatchCompletedEvent>('/batch');
    const batch = (await api.get<BatchResponse>(`/v1/jobs/job-f/scoring-batches/${submitted.body.batch.id}`)).body
      .batch;
    expect(batchEvent).toEqual({
      event: 'batch.completed',
      tenantId: 'tenant-w',
      batchId: batch.id,
      jobId: 'job-f',
      totalJobs: 2,
      completedJobs: 2,
      failedJobs: 0,
      status: 'completed',
      completedAt: batch.completedAt,
    });
    const [batchRequest] = receiver.received('/batch');
    if (!batchRequest) throw new Error('no batch delivery');
    expect(batchRequest.headers['x-webhook-event']).toBe('batch.completed');
    expectSigned(batchRequest, [batchHook.secret]);

    // The score.failed endpoint saw no score.completed of the batch, and no batch event.
    await outboxSettled(server, id);
    expect(receiver.received('/failed').map((r) => r.headers['x-webhook-event'])).toEqual(['score.failed']);
    expect(receiver.received('/batch')).toHaveLength(1);
  });

  it('an event reaches only the endpoints of its own partner and environment', async () => {
    const { api, id } = partner(server, 'wh-isolated');
    await createEndpoint(admin, id, { url: receiver.url('/isolated-live') }, 'live');
    await createEndpoint(admin, id, { url: receiver.url('/isolated-test') });
    const before = receiver.received('/completed').length;
    await api.put('/v1/jobs/job-1/criteria', { criteria: CRITERIA });
    await scoreOne(api, 'job-1', 'app-iso');
    await receiver.receivedAtLeast('/isolated-test', 1);
    await outboxSettled(server, id);
    expect(receiver.received('/isolated-live')).toHaveLength(0);
    expect(receiver.received('/completed')).toHaveLength(before); // wh-payloads' endpoint, same job and tenant ids
  });
});

describe('retries, time-outs and redelivery', () => {
  it('5 attempts, each recorded, in order; then failed; a redelivery keeps the id', async () => {
    const { api, id } = partner(server, 'wh-retry');
    let answer = 500;
    receiver.on('/retry', () => ({ status: answer, body: 'x'.repeat(3000) }));
    const { endpoint } = await createEndpoint(admin, id, { url: receiver.url('/retry'), events: ['score.completed'] });
    await api.put('/v1/jobs/job-r/criteria', { criteria: CRITERIA });
    await scoreOne(api, 'job-r', 'app-r');

    const list = await eventually(async () => {
      const r = await admin.get<ListWebhookDeliveriesResponse>(
        `/webhook-deliveries?endpointId=${endpoint.id}&status=failed`,
      );
      return r.body.deliveries.length ? r.body.deliveries : null;
    });
    const attempts = receiver.received('/retry');
    expect(attempts).toHaveLength(5);
    expect(new Set(attempts.map((a) => a.headers['x-webhook-id']))).toEqual(new Set([list[0]?.id]));
    const detail = (await admin.get<WebhookDeliveryResponse>(`/webhook-deliveries/${list[0]?.id}`)).body.delivery;
    expect(detail).toMatchObject({ status: 'failed', attemptCount: 5, nextAttemptAt: null, event: 'score.completed' });
    // The gaps between attempts are checked exactly, on a controlled clock: webhooks-retry-clock.test.ts.
    const started = detail.attempts.map((a) => Date.parse(a.startedAt));
    for (let i = 1; i < started.length; i++) expect(started[i]).toBeGreaterThan(started[i - 1] ?? 0);
    await outboxSettled(server, id);
    expect(receiver.received('/retry')).toHaveLength(5);

    expect(detail.attempts.map((a) => [a.attemptNo, a.statusCode, a.responseExcerpt?.length, a.error])).toEqual(
      [1, 2, 3, 4, 5].map((n) => [n, 500, 1024, null]),
    );
    expect(detail.attempts.every((a) => a.latencyMs >= 0 && !a.test)).toBe(true);

    answer = 200;
    const redelivered = await admin.post(`/webhook-deliveries/${detail.id}/redeliver`);
    expect(redelivered.status).toBe(202);
    await receiver.receivedAtLeast('/retry', 6);
    expect(receiver.received('/retry')[5]?.headers['x-webhook-id']).toBe(detail.id);
    const after = await eventually(async () => {
      const d = (await admin.get<WebhookDeliveryResponse>(`/webhook-deliveries/${detail.id}`)).body.delivery;
      return d.status === 'succeeded' ? d : null;
    });
    expect(after.attempts.at(-1)).toMatchObject({ attemptNo: 6, statusCode: 200, responseExcerpt: 'x'.repeat(1024) });
  });

  it('a receiver that does not answer within the time-out is a failed attempt; a redirect is not followed', async () => {
    const { api, id } = partner(server, 'wh-slow');
    receiver.on('/slow', (n) =>
      n === 1 ? 'hang' : n === 2 ? { status: 302, headers: { location: receiver.url('/elsewhere') } } : { status: 204 },
    );
    const { endpoint } = await createEndpoint(admin, id, { url: receiver.url('/slow'), events: ['score.completed'] });
    await api.put('/v1/jobs/job-s/criteria', { criteria: CRITERIA });
    await scoreOne(api, 'job-s', 'app-s');
    const delivery = await eventually(async () => {
      const list = (
        await admin.get<ListWebhookDeliveriesResponse>(`/webhook-deliveries?endpointId=${endpoint.id}&status=succeeded`)
      ).body.deliveries;
      return list[0]
        ? (await admin.get<WebhookDeliveryResponse>(`/webhook-deliveries/${list[0].id}`)).body.delivery
        : null;
    });
    const [timedOut, redirected, ok] = delivery.attempts;
    expect(timedOut).toMatchObject({ statusCode: null, responseExcerpt: null });
    // The receiver never answers, so only the time-out ends the attempt; that it ends exactly at the time-out
    // is checked on a controlled clock (webhooks-retry-clock.test.ts), not against wall-clock bounds here.
    expect(timedOut?.error).toBe(`timed out: no response within ${TIMEOUT} ms`);
    expect(timedOut?.latencyMs).toBeGreaterThanOrEqual(TIMEOUT - 5);
    expect(redirected).toMatchObject({ statusCode: 302, error: null });
    expect(ok).toMatchObject({ statusCode: 204 });
    expect(receiver.received('/elsewhere')).toHaveLength(0);
  });
});

describe('the playground', () => {
  it('sends a signed test delivery (X-Webhook-Test: true) of a sample payload, records it, returns the outcome', async () => {
    const { id } = partner(server, 'wh-play');
    const { endpoint, secret } = await createEndpoint(admin, id, {
      url: receiver.url('/play'),
      events: ['batch.completed'],
    });
    const r = await admin.post<SendTestWebhookResponse>(`/webhook-endpoints/${endpoint.id}/test`, {
      event: 'score.failed',
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 200, responseExcerpt: 'ok', error: null });
    expect(r.body.latencyMs).toBeGreaterThanOrEqual(0);
    const [req] = receiver.received('/play');
    if (!req) throw new Error('no test delivery');
    expect(req.headers['x-webhook-test']).toBe('true');
    expect(req.headers['x-webhook-event']).toBe('score.failed');
    const verified = expectSigned(req, [secret]);
    expect(verified).toMatchObject({ test: true, event: r.body.payload });
    expect(ScoreFailedEvent.safeParse(JSON.parse(req.body)).success).toBe(true);

    const rows = server.rubric.ctx.db
      .select()
      .from(schema.webhookAttempts)
      .where(eq(schema.webhookAttempts.endpointId, endpoint.id))
      .all();
    expect(rows).toEqual([
      expect.objectContaining({ test: true, deliveryId: null, statusCode: 200, responseExcerpt: 'ok', attemptNo: 1 }),
    ]);
    expect(
      (await admin.get<ListWebhookDeliveriesResponse>(`/webhook-deliveries?endpointId=${endpoint.id}`)).body.deliveries,
    ).toEqual([]);
  });

  it('sends an edited payload exactly; an invalid one is 400 with details and sends nothing', async () => {
    const { id } = partner(server, 'wh-play-edit');
    const { endpoint } = await createEndpoint(admin, id, { url: receiver.url('/play-edit') });
    const payload = {
      event: 'batch.completed',
      tenantId: 't-9',
      batchId: 'bat_x',
      jobId: 'j-9',
      totalJobs: 1,
      completedJobs: 0,
      failedJobs: 1,
      status: 'failed',
      completedAt: '2026-05-01T10:00:00.000Z',
    };
    const sent = await admin.post<SendTestWebhookResponse>(`/webhook-endpoints/${endpoint.id}/test`, {
      event: 'batch.completed',
      payload,
    });
    expect(sent.body.status).toBe(200);
    expect(JSON.parse(receiver.received('/play-edit')[0]?.body ?? '')).toEqual(payload);

    const bad = expectProblem(
      await admin.post(`/webhook-endpoints/${endpoint.id}/test`, {
        event: 'batch.completed',
        payload: { ...payload, totalJobs: 'one' },
      }),
      400,
      'VALIDATION_ERROR',
    );
    expect(bad.details?.map((d) => d.field)).toEqual(['payload.totalJobs']);
    const wrongType = expectProblem(
      await admin.post(`/webhook-endpoints/${endpoint.id}/test`, { event: 'score.completed', payload }),
      400,
      'VALIDATION_ERROR',
    );
    expect(wrongType.details?.map((d) => d.field)).toContain('payload.event');
    expectProblem(
      await admin.post(`/webhook-endpoints/${endpoint.id}/test`, { event: 'score.nope' }),
      400,
      'VALIDATION_ERROR',
    );
    expectProblem(
      await admin.post('/webhook-endpoints/whe_nope/test', { event: 'score.failed' }),
      404,
      'RESOURCE_NOT_FOUND',
    );
    expect(receiver.received('/play-edit')).toHaveLength(1);
  });

  it('reports a failing receiver as the outcome (status, excerpt), not as an error of the API', async () => {
    const { id } = partner(server, 'wh-play-fail');
    receiver.on('/play-fail', () => ({ status: 401, body: 'bad signature' }));
    const { endpoint } = await createEndpoint(admin, id, { url: receiver.url('/play-fail') });
    const r = await admin.post<SendTestWebhookResponse>(`/webhook-endpoints/${endpoint.id}/test`, {
      event: 'score.completed',
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 401, responseExcerpt: 'bad signature', error: null });
  });
});

describe('http: with FETCH_ALLOW_PRIVATE_NETWORKS=true', () => {
  it('is allowed to a private address only, and delivers over plain http', async () => {
    const plain = await WebhookReceiver.start();
    try {
      const { id } = partner(server, 'wh-http');
      const problem = expectProblem(
        await admin.post(`/partners/${id}/webhook-endpoints?environment=test`, { url: 'http://93.184.215.14/hook' }),
        400,
        'VALIDATION_ERROR',
      );
      expect(problem.details?.[0]?.field).toBe('url');
      const { endpoint, secret } = await createEndpoint(admin, id, { url: plain.url('/plain') });
      const r = await admin.post<SendTestWebhookResponse>(`/webhook-endpoints/${endpoint.id}/test`, {
        event: 'batch.completed',
      });
      expect(r.body.status).toBe(200);
      const [req] = plain.received('/plain');
      if (!req) throw new Error('no delivery over http');
      expectSigned(req, [secret]);
    } finally {
      await plain.close();
    }
  });
});
