// The request path answers verified keys, tenants and criteria versions from memory (docs/PERFORMANCE.md,
// "Hot-path caches"). These tests show that each copy is dropped when the rows change: in this process,
// through another connection (the CLI, bree's worker threads), and, for keys, after KEY_CACHE_TTL_MS.
import { eq, openDatabase, schema, type OpenDatabase } from '@rubric/db';
import type { CriteriaVersionResponse, ReplaceCriteriaResponse } from '@rubric/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_CACHE_TTL_MS, revokeApiKeyById } from '../src/modules/partners/keys.js';
import { ApiClient, expectProblem, startTestServer, TestClock, type TestServer } from './harness.js';

const CRITERIA = {
  criteria: [
    { text: 'Five years of TypeScript services in production', importance: 'MUST_HAVE' },
    { text: 'Has run an on-call rotation', importance: 'NICE_TO_HAVE' },
  ],
};

let server: TestServer;
let other: OpenDatabase; // a second connection, as the CLI or a background worker holds
const clock = new TestClock();

beforeAll(async () => {
  server = await startTestServer({ clock });
  other = openDatabase(server.dataDir);
});
afterAll(async () => {
  other.close();
  await server.close();
});

const keyIdOf = (key: string) =>
  server.rubric.ctx.db
    .select({ id: schema.apiKeys.id })
    .from(schema.apiKeys)
    .where(eq(schema.apiKeys.prefix, key.slice(0, 16)))
    .get()!.id;

describe('verified API keys', () => {
  it('a key revoked through another connection is refused at the next request', async () => {
    const api = server.client('cache-other-conn', 'tenant-1');
    expect((await api.get('/v1/criteria-library')).status).toBe(200); // now cached
    other.sqlite.prepare('UPDATE api_keys SET revoked_at = ? WHERE id = ?').run(Date.now(), keyIdOf(api.key!));
    expectProblem(await api.get('/v1/criteria-library'), 401, 'UNAUTHORIZED');
  });

  it('rotation: the new key works and the revoked old one stops at once, other keys stay cached', async () => {
    const old = server.client('cache-rotation', 'tenant-1');
    const bystander = server.client('cache-bystander', 'tenant-1');
    expect((await old.get('/v1/criteria-library')).status).toBe(200);
    expect((await bystander.get('/v1/criteria-library')).status).toBe(200);
    const next = new ApiClient(server.url, server.createKey('cache-rotation'), 'tenant-1');
    expect((await next.get('/v1/criteria-library')).status).toBe(200);
    expect(revokeApiKeyById(server.rubric.ctx, keyIdOf(old.key!))).toBe(true);
    expectProblem(await old.get('/v1/criteria-library'), 401, 'UNAUTHORIZED');
    expect((await next.get('/v1/criteria-library')).status).toBe(200);
    expect((await bystander.get('/v1/criteria-library')).status).toBe(200);
  });

  it('a change the cache cannot see (a write on the server’s own connection) counts after KEY_CACHE_TTL_MS at most', async () => {
    const api = server.client('cache-ttl', 'tenant-1');
    expect((await api.get('/v1/criteria-library')).status).toBe(200);
    server.rubric.ctx.sqlite
      .prepare('UPDATE api_keys SET revoked_at = ? WHERE id = ?')
      .run(clock.now(), keyIdOf(api.key!));
    // Still trusted from memory: this is the bound the documentation states, not a wish.
    expect((await api.get('/v1/criteria-library')).status).toBe(200);
    clock.advance(KEY_CACHE_TTL_MS);
    expectProblem(await api.get('/v1/criteria-library'), 401, 'UNAUTHORIZED');
  });
});

describe('resolved tenants', () => {
  it('a tenant erased through another connection is created afresh, not used from memory', async () => {
    const api = server.client('cache-tenant', 'tenant-erased');
    expect((await api.put<ReplaceCriteriaResponse>('/v1/jobs/j1/criteria', CRITERIA)).body.criteriaRevision).toBe('1');
    const before = server.rubric.ctx.db
      .select({ id: schema.tenants.id })
      .from(schema.tenants)
      .where(eq(schema.tenants.externalId, 'tenant-erased'))
      .get()!.id;
    other.sqlite.prepare('DELETE FROM tenants WHERE id = ?').run(before); // jobs and criteria go with it (cascade)
    expectProblem(await api.get('/v1/jobs/j1/criteria/versions/current'), 404, 'CRITERIA_NOT_FOUND');
    // A stale tenant id would make this write fail its foreign key (a 500).
    expect((await api.put<ReplaceCriteriaResponse>('/v1/jobs/j1/criteria', CRITERIA)).body.criteriaRevision).toBe('1');
    const after = server.rubric.ctx.db
      .select({ id: schema.tenants.id })
      .from(schema.tenants)
      .where(eq(schema.tenants.externalId, 'tenant-erased'))
      .get()!.id;
    expect(after).not.toBe(before);
  });

  it('the same X-Tenant-Id under two partners stays two tenants', async () => {
    const a = server.client('cache-iso-a', 'shared-tenant');
    const b = server.client('cache-iso-b', 'shared-tenant');
    expect((await a.put('/v1/jobs/j1/criteria', CRITERIA)).status).toBe(200);
    expectProblem(await b.get('/v1/jobs/j1/criteria/versions/current'), 404, 'CRITERIA_NOT_FOUND');
    expect((await a.get('/v1/jobs/j1/criteria/versions/current')).status).toBe(200);
  });
});

describe('criteria versions', () => {
  it('versions/current follows every write, and a version of another job is not found', async () => {
    const api = server.client('cache-versions', 'tenant-1');
    const first = await api.put<ReplaceCriteriaResponse>('/v1/jobs/j1/criteria', CRITERIA);
    const read = async () =>
      (await api.get<CriteriaVersionResponse>('/v1/jobs/j1/criteria/versions/current')).body.version;
    expect((await read()).id).toBe(first.body.criteriaVersionId);
    const second = await api.put<ReplaceCriteriaResponse>('/v1/jobs/j1/criteria', {
      criteria: [{ text: 'Has shipped a payments integration', importance: 'MUST_HAVE' }],
    });
    const now = await read();
    expect(now.id).toBe(second.body.criteriaVersionId);
    expect(now.criteria.map((c) => c.text)).toEqual(['Has shipped a payments integration']);
    // The first version is cached (it was read); asked for under another job, it does not exist there.
    await api.put('/v1/jobs/j2/criteria', CRITERIA);
    expectProblem(
      await api.get(`/v1/jobs/j2/criteria/versions/${first.body.criteriaVersionId}`),
      404,
      'CRITERIA_VERSION_NOT_FOUND',
    );
    expect((await api.get(`/v1/jobs/j1/criteria/versions/${first.body.criteriaVersionId}`)).status).toBe(200);
  });
});
