import { statSync } from 'node:fs';
import type {
  CreateWebhookEndpointResponse,
  ListWebhookDeliveriesResponse,
  ListWebhookEndpointsResponse,
  RevealWebhookSecretResponse,
  RotateWebhookSecretResponse,
  WebhookDeliveryResponse,
  WebhookEndpointResponse,
} from '@rubric/contracts';
import { eq, schema } from '@rubric/db';
import type { HostResolver } from '@rubric/resume';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/index.js';
import { createSecretBox, webhookKeyPath } from '../src/modules/webhooks/secret-box.js';
import { AdminClient, adminSession, expectProblem, useTestServer } from './harness.js';
import { createEndpoint, CRITERIA, partner, scoreOne } from './webhook-support.js';
import { useWebhookReceiver } from './webhook-receiver.js';
import { eventually } from './waits.js';

// FETCH_ALLOW_PRIVATE_NETWORKS is off here (the default). `hooks.rebind.test` first resolves to a public
// address, then — like a rebinding DNS server — to loopback, where the receiver listens.
let rebound = false;
const resolver: HostResolver = async (host) => {
  if (host === 'hooks.public.test') return [{ address: '93.184.215.14', family: 4 }];
  if (host === 'hooks.rebind.test') return [{ address: rebound ? '127.0.0.1' : '93.184.215.14', family: 4 }];
  if (host === 'localhost') return [{ address: '127.0.0.1', family: 4 }];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
};

const receiver = await useWebhookReceiver({ tls: true });
const server = await useTestServer({ resolver });
const acme = partner(server, 'wh-acme');
let admin: AdminClient;
beforeAll(async () => {
  admin = await adminSession(server);
});

const endpointsPath = (partnerId: string, environment = 'test') =>
  `/partners/${partnerId}/webhook-endpoints?environment=${environment}`;

describe('endpoints: create, read, update, delete', () => {
  it('creates an endpoint with a whsec_ secret shown once, all events by default, enabled', async () => {
    const r = await admin.post<CreateWebhookEndpointResponse>(endpointsPath(acme.id), {
      url: 'https://hooks.public.test/a',
      description: 'CRM sync',
    });
    expect(r.status).toBe(201);
    expect(r.body.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(r.body.endpoint).toMatchObject({
      partnerId: acme.id,
      environment: 'test',
      url: 'https://hooks.public.test/a',
      description: 'CRM sync',
      enabled: true,
      previousSecretExpiresAt: null,
    });
    expect(r.body.endpoint.events).toEqual(['score.completed', 'score.failed', 'batch.completed', 'review.recorded']);
    const one = await admin.get<WebhookEndpointResponse>(`/webhook-endpoints/${r.body.endpoint.id}`);
    expect(one.body.endpoint).toEqual(r.body.endpoint);
    expect(one.text).not.toContain(r.body.secret);
    const list = await admin.get<ListWebhookEndpointsResponse>(`/partners/${acme.id}/webhook-endpoints`);
    expect(list.text).not.toContain(r.body.secret);
    expect(list.body.endpoints.map((e) => e.id)).toContain(r.body.endpoint.id);
    expect(
      (await admin.get<ListWebhookEndpointsResponse>(`/partners/${acme.id}/webhook-endpoints?environment=live`)).body
        .endpoints,
    ).toEqual([]);
  });

  it('updates url, description, events and enabled; deletes', async () => {
    const { endpoint } = await createEndpoint(admin, acme.id, { url: 'https://hooks.public.test/b' }, 'live');
    const patched = await admin.patch<WebhookEndpointResponse>(`/webhook-endpoints/${endpoint.id}`, {
      events: ['batch.completed', 'score.failed'],
      enabled: false,
      description: null,
      url: 'https://hooks.public.test/b2',
    });
    expect(patched.status).toBe(200);
    expect(patched.body.endpoint).toMatchObject({
      events: ['score.failed', 'batch.completed'],
      enabled: false,
      description: null,
      url: 'https://hooks.public.test/b2',
    });
    expectProblem(await admin.patch(`/webhook-endpoints/${endpoint.id}`, {}), 400, 'VALIDATION_ERROR');
    expectProblem(
      await admin.patch(`/webhook-endpoints/${endpoint.id}`, { url: 'http://hooks.public.test/b' }),
      400,
      'VALIDATION_ERROR',
    );
    expect((await admin.delete(`/webhook-endpoints/${endpoint.id}`)).status).toBe(204);
    expectProblem(await admin.get(`/webhook-endpoints/${endpoint.id}`), 404, 'RESOURCE_NOT_FOUND');
    expectProblem(await admin.delete(`/webhook-endpoints/${endpoint.id}`), 404, 'RESOURCE_NOT_FOUND');
  });

  it('validates the request: events, unknown fields, environment, partner', async () => {
    const fields = async (path: string, body: unknown) =>
      expectProblem(await admin.post(path, body), 400, 'VALIDATION_ERROR').details?.map((d) => d.field);
    expect(
      await fields(endpointsPath(acme.id), { url: 'https://hooks.public.test/c', events: ['score.done'] }),
    ).toEqual(['events[0]']);
    expect(await fields(endpointsPath(acme.id), { url: 'https://hooks.public.test/c', events: [] })).toEqual([
      'events',
    ]);
    expect(await fields(endpointsPath(acme.id), { url: 'https://hooks.public.test/c', colour: 'red' })).toEqual([
      'colour',
    ]);
    expect(await fields(`/partners/${acme.id}/webhook-endpoints`, { url: 'https://hooks.public.test/c' })).toEqual([
      'query.environment',
    ]);
    expect(await fields(endpointsPath(acme.id, 'prod'), { url: 'https://hooks.public.test/c' })).toEqual([
      'query.environment',
    ]);
    expectProblem(
      await admin.post(endpointsPath('ptn_nope'), { url: 'https://hooks.public.test/c' }),
      404,
      'RESOURCE_NOT_FOUND',
    );
  });

  it('at most 5 endpoints per partner and environment: the sixth is 409 LIMIT_EXCEEDED', async () => {
    const p = partner(server, 'wh-limit');
    for (let i = 0; i < 5; i++) await createEndpoint(admin, p.id, { url: `https://hooks.public.test/${i}` });
    expectProblem(await admin.post(endpointsPath(p.id), { url: 'https://hooks.public.test/6' }), 409, 'LIMIT_EXCEEDED');
    expect((await admin.post(endpointsPath(p.id, 'live'), { url: 'https://hooks.public.test/6' })).status).toBe(201);
    const first = (
      await admin.get<ListWebhookEndpointsResponse>(`/partners/${p.id}/webhook-endpoints?environment=test`)
    ).body.endpoints[0];
    await admin.delete(`/webhook-endpoints/${first?.id}`);
    expect((await admin.post(endpointsPath(p.id), { url: 'https://hooks.public.test/6' })).status).toBe(201);
  });

  it('needs an admin session, and a CSRF token for changes', async () => {
    const anonymous = new AdminClient(server.url, null, null);
    expectProblem(await anonymous.get(`/partners/${acme.id}/webhook-endpoints`), 401, 'UNAUTHORIZED');
    expectProblem(
      await admin.post(endpointsPath(acme.id), { url: 'https://hooks.public.test/x' }, { csrf: false }),
      403,
      'FORBIDDEN',
    );
  });
});

describe('URL rules and the private-network guard (FETCH_ALLOW_PRIVATE_NETWORKS=false)', () => {
  it('refuses http:, private addresses, credentials and non-URLs at creation, naming url', async () => {
    for (const url of [
      'http://example.com/hook',
      'http://127.0.0.1:9/hook',
      'https://127.0.0.1/hook',
      'https://[::1]/hook',
      'https://10.1.2.3/hook',
      'https://localhost/hook',
      'ftp://example.com/x',
      'not a url',
      'https://user:pw@hooks.public.test/x',
    ]) {
      const problem = expectProblem(await admin.post(endpointsPath(acme.id), { url }), 400, 'VALIDATION_ERROR');
      expect(problem.details?.map((d) => d.field)).toEqual(['url']);
    }
  });

  it('checks again at delivery: a name that now resolves to loopback is refused and the receiver sees nothing', async () => {
    const p = partner(server, 'wh-guard');
    const { endpoint } = await createEndpoint(admin, p.id, {
      url: `https://hooks.rebind.test:${receiver.port}/guard`,
      events: ['score.completed'],
    });
    rebound = true;
    await p.api.put('/v1/jobs/job-g/criteria', { criteria: CRITERIA });
    for (const app of ['g1', 'g2', 'g3']) await scoreOne(p.api, 'job-g', app);
    const page = await eventually(async () => {
      const r = await admin.get<ListWebhookDeliveriesResponse>(`/webhook-deliveries?endpointId=${endpoint.id}&limit=2`);
      return r.body.deliveries.length === 2 && r.body.deliveries.every((d) => d.attemptCount === 1) ? r.body : null;
    });
    const detail = (await admin.get<WebhookDeliveryResponse>(`/webhook-deliveries/${page.deliveries[0]?.id}`)).body
      .delivery;
    expect(detail.attempts[0]).toMatchObject({ attemptNo: 1, statusCode: null });
    expect(detail.attempts[0]?.error).toMatch(
      /^refused: hooks\.rebind\.test resolves only to private-network addresses/,
    );
    expect(detail).toMatchObject({ status: 'pending', attemptCount: 1 });
    expect(receiver.received('/guard')).toHaveLength(0);

    // The delivery log pages newest first with a cursor, and filters.
    expect(page.nextCursor).toBe(page.deliveries[1]?.id);
    const next = (
      await admin.get<ListWebhookDeliveriesResponse>(
        `/webhook-deliveries?endpointId=${endpoint.id}&limit=2&cursor=${page.nextCursor}`,
      )
    ).body;
    expect(next.deliveries).toHaveLength(1);
    expect(next.nextCursor).toBeNull();
    expect([...page.deliveries, ...next.deliveries].map((d) => d.id)).toEqual(
      [...[...page.deliveries, ...next.deliveries].map((d) => d.id)].sort().reverse(),
    );
    expect(
      (
        await admin.get<ListWebhookDeliveriesResponse>(
          `/webhook-deliveries?endpointId=${endpoint.id}&event=batch.completed`,
        )
      ).body.deliveries,
    ).toEqual([]);
    expect(
      (await admin.get<ListWebhookDeliveriesResponse>(`/webhook-deliveries?partnerId=${p.id}&status=pending`)).body
        .deliveries,
    ).toHaveLength(3);
    expectProblem(await admin.get('/webhook-deliveries?limit=0'), 400, 'VALIDATION_ERROR');
    expectProblem(await admin.get('/webhook-deliveries?status=lost'), 400, 'VALIDATION_ERROR');
    expectProblem(await admin.get('/webhook-deliveries/whd_nope'), 404, 'RESOURCE_NOT_FOUND');
    expectProblem(await admin.post('/webhook-deliveries/whd_nope/redeliver'), 404, 'RESOURCE_NOT_FOUND');
  });
});

describe('secrets', () => {
  it('are encrypted at rest with a 0600 key under DATA_DIR/secrets; reveal and rotate', async () => {
    const { endpoint, secret } = await createEndpoint(admin, acme.id, { url: 'https://hooks.public.test/s' });
    const keyFile = webhookKeyPath(server.dataDir);
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    const row = server.rubric.ctx.db
      .select()
      .from(schema.webhookEndpoints)
      .where(eq(schema.webhookEndpoints.id, endpoint.id))
      .get();
    expect(row?.secretCiphertext).not.toContain(secret.slice(6));
    const box = createSecretBox(server.dataDir);
    expect(box.decrypt(row?.secretCiphertext ?? '', endpoint.id)).toBe(secret);
    expect(() => box.decrypt(row?.secretCiphertext ?? '', 'whe_another_row')).toThrow(); // bound to its row

    expect(
      (await admin.post<RevealWebhookSecretResponse>(`/webhook-endpoints/${endpoint.id}/reveal-secret`)).body,
    ).toEqual({ secret, previousSecret: null });
    const rotated = await admin.post<RotateWebhookSecretResponse>(`/webhook-endpoints/${endpoint.id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(secret);
    expect(Date.parse(rotated.body.previousSecretExpiresAt) - Date.now()).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(rotated.body.endpoint.previousSecretExpiresAt).toBe(rotated.body.previousSecretExpiresAt);
    const revealed = (await admin.post<RevealWebhookSecretResponse>(`/webhook-endpoints/${endpoint.id}/reveal-secret`))
      .body;
    expect(revealed).toEqual({
      secret: rotated.body.secret,
      previousSecret: { secret, expiresAt: rotated.body.previousSecretExpiresAt },
    });
    expectProblem(await admin.post('/webhook-endpoints/whe_nope/rotate-secret'), 404, 'RESOURCE_NOT_FOUND');
  });
});

describe('rubric webhooks (CLI, on the same DATA_DIR while the server runs)', () => {
  async function cli(...args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(
      ['node', 'rubric', ...args],
      { out: (l) => out.push(l), err: (l) => err.push(l) },
      { DATA_DIR: server.dataDir, LOG_LEVEL: 'silent' },
    );
    return { code, out, err };
  }

  it('create prints {"id","secret"} as one JSON line; list, rotate, delete', async () => {
    const created = await cli(
      'webhooks',
      'create',
      '--partner',
      'wh-acme',
      '--env',
      'live',
      '--url',
      'https://hooks.cli.invalid/x',
      '--events',
      'score.completed,batch.completed',
    );
    expect(created).toMatchObject({ code: 0, err: [] });
    expect(created.out).toHaveLength(1);
    const { id, secret } = JSON.parse(created.out[0] ?? '') as { id: string; secret: string };
    expect(Object.keys(JSON.parse(created.out[0] ?? ''))).toEqual(['id', 'secret']);
    // The server decrypts what the CLI encrypted: one key file under DATA_DIR.
    expect((await admin.post<RevealWebhookSecretResponse>(`/webhook-endpoints/${id}/reveal-secret`)).body.secret).toBe(
      secret,
    );
    expect((await admin.get<WebhookEndpointResponse>(`/webhook-endpoints/${id}`)).body.endpoint.events).toEqual([
      'score.completed',
      'batch.completed',
    ]);

    const listed = await cli('webhooks', 'list', '--partner', 'wh-acme');
    expect(
      listed.out
        .find((l) => l.startsWith(id))
        ?.split('\t')
        .slice(0, 6),
    ).toEqual([id, 'wh-acme', 'live', 'https://hooks.cli.invalid/x', 'score.completed,batch.completed', 'enabled']);
    const rotated = await cli('webhooks', 'rotate', id);
    expect(JSON.parse(rotated.out[0] ?? '')).toMatchObject({ id, secret: expect.stringMatching(/^whsec_/) });
    expect(await cli('webhooks', 'delete', id)).toMatchObject({ code: 0, out: [`deleted ${id}`] });
    expectProblem(await admin.get(`/webhook-endpoints/${id}`), 404, 'RESOURCE_NOT_FOUND');
  });

  it('bad input: exit code 1 and one line on stderr', async () => {
    for (const args of [
      ['webhooks', 'create', '--partner', 'nobody', '--env', 'test', '--url', 'https://hooks.cli.invalid/x'],
      ['webhooks', 'create', '--partner', 'wh-acme', '--env', 'test', '--url', 'http://example.com/x'],
      [
        'webhooks',
        'create',
        '--partner',
        'wh-acme',
        '--env',
        'test',
        '--url',
        'https://hooks.cli.invalid/x',
        '--events',
        'score.nope',
      ],
      ['webhooks', 'delete', 'whe_nope'],
    ]) {
      const r = await cli(...args);
      expect(r.code).toBe(1);
      expect(r.out).toEqual([]);
      expect(r.err).toHaveLength(1);
    }
  });
});
