import type {
  CriteriaWriteResponse,
  LibraryCriterionResponse,
  ListCriteriaVersionsResponse,
  ListLibraryCriteriaResponse,
} from '@rubric/contracts';
import { eq, schema } from '@rubric/db';
import { describe, expect, it } from 'vitest';
import { canonicalJson, fingerprint, IDEMPOTENCY_TTL_MS } from '../src/modules/idempotency/service.js';
import {
  expectProblem,
  startTestServer,
  TestClock,
  useTestServer,
  type ApiClient,
  type ApiResponse,
} from './harness.js';

const clock = new TestClock(Date.parse('2026-03-01T09:00:00.000Z'));
const server = await useTestServer({ clock });
const api = server.client('acme', 'tenant-a');

let keys = 0;
/** A fresh Idempotency-Key per scenario, so scenarios never see each other's records. */
const newKey = () => `idem-${++keys}-${Math.random().toString(36).slice(2)}`;
const idem = (key: string, extra: Record<string, string> = {}) => ({ headers: { 'Idempotency-Key': key, ...extra } });
const c = (text: string, importance: 'MUST_HAVE' | 'NICE_TO_HAVE' = 'MUST_HAVE') => ({ text, importance });

function expectReplayOf(replay: ApiResponse, first: ApiResponse): void {
  expect(first.headers.get('idempotent-replayed')).toBeNull();
  expect(replay.headers.get('idempotent-replayed')).toBe('true');
  expect(replay.status).toBe(first.status);
  expect(replay.body).toEqual(first.body);
}

async function versionCount(client: ApiClient, jobId: string): Promise<number> {
  const res = await client.get<ListCriteriaVersionsResponse>(`/v1/jobs/${jobId}/criteria/versions?limit=100`);
  return res.status === 404 ? 0 : res.body.versions.length;
}

describe('replay of the first outcome', () => {
  it('PUT criteria: same key and body → the same 200 replayed, no second version', async () => {
    const key = newKey();
    const body = { criteria: [c('TypeScript'), c('SQL', 'NICE_TO_HAVE')] };
    const first = await api.put<CriteriaWriteResponse>('/v1/jobs/job-put/criteria', body, idem(key));
    expect(first.status).toBe(200);
    const replay = await api.put<CriteriaWriteResponse>('/v1/jobs/job-put/criteria', body, idem(key));
    expectReplayOf(replay, first);
    expect(await versionCount(api, 'job-put')).toBe(1);
    // Keys in another order are the same parameters.
    const reordered = {
      criteria: [
        { importance: 'MUST_HAVE', text: 'TypeScript' },
        { importance: 'NICE_TO_HAVE', text: 'SQL' },
      ],
    };
    expectReplayOf(await api.put('/v1/jobs/job-put/criteria', reordered, idem(key)), first);
    // Without a key, the same body is a new replacement.
    const plain = await api.put<CriteriaWriteResponse>('/v1/jobs/job-put/criteria', body);
    expect(plain.headers.get('idempotent-replayed')).toBeNull();
    expect(plain.body.criteriaRevision).toBe('2');
    expect(await versionCount(api, 'job-put')).toBe(2);
  });

  it('POST add criterion: replayed 201, one criterion added', async () => {
    await api.put('/v1/jobs/job-add/criteria', { criteria: [c('Rust')] });
    const key = newKey();
    const first = await api.post<CriteriaWriteResponse>('/v1/jobs/job-add/criteria', c('Wasm'), idem(key));
    expect(first.status).toBe(201);
    const replay = await api.post('/v1/jobs/job-add/criteria', c('Wasm'), idem(key));
    expectReplayOf(replay, first);
    expect(await versionCount(api, 'job-add')).toBe(2);
    const current = await api.get<{ version: { criteria: Array<{ text: string }> } }>(
      '/v1/jobs/job-add/criteria/versions/current',
    );
    expect(current.body.version.criteria.map((x) => x.text)).toEqual(['Rust', 'Wasm']);
  });

  it('library POST, PATCH and DELETE are replayed; a replayed POST creates nothing', async () => {
    const lib = api.withTenant('tenant-lib');
    const postKey = newKey();
    const created = await lib.post<LibraryCriterionResponse>(
      '/v1/criteria-library',
      { text: 'Kubernetes', category: 'infra' },
      idem(postKey),
    );
    expect(created.status).toBe(201);
    expectReplayOf(
      await lib.post('/v1/criteria-library', { text: 'Kubernetes', category: 'infra' }, idem(postKey)),
      created,
    );
    const list = await lib.get<ListLibraryCriteriaResponse>('/v1/criteria-library');
    expect(list.body.criteria.map((x) => x.id)).toEqual([created.body.criterion.id]);

    const id = created.body.criterion.id;
    const patchKey = newKey();
    clock.advance(1000);
    const patched = await lib.patch<LibraryCriterionResponse>(
      `/v1/criteria-library/${id}`,
      { importance: 'MUST_HAVE' },
      idem(patchKey),
    );
    expect(patched.status).toBe(200);
    clock.advance(1000);
    const patchReplay = await lib.patch<LibraryCriterionResponse>(
      `/v1/criteria-library/${id}`,
      { importance: 'MUST_HAVE' },
      idem(patchKey),
    );
    expectReplayOf(patchReplay, patched);
    // The replay did not run the update again: updatedAt is still that of the first PATCH.
    expect((await lib.get<LibraryCriterionResponse>(`/v1/criteria-library/${id}`)).body.criterion.updatedAt).toBe(
      patched.body.criterion.updatedAt,
    );

    const deleteKey = newKey();
    const deleted = await lib.delete(`/v1/criteria-library/${id}`, idem(deleteKey));
    expect(deleted.status).toBe(204);
    const deleteReplay = await lib.delete(`/v1/criteria-library/${id}`, idem(deleteKey));
    expect(deleteReplay.status).toBe(204);
    expect(deleteReplay.headers.get('idempotent-replayed')).toBe('true');
    expect(deleteReplay.text).toBe('');
    // Without the key, a second DELETE reaches the endpoint and finds nothing.
    expectProblem(await lib.delete(`/v1/criteria-library/${id}`), 404, 'CRITERION_NOT_FOUND');
  });

  it('archive is replayed', async () => {
    await api.put('/v1/jobs/job-arch/criteria', { criteria: [c('Python')] });
    const key = newKey();
    const first = await api.post('/v1/jobs/job-arch/criteria/archive', undefined, idem(key));
    expect(first.status).toBe(200);
    expectReplayOf(await api.post('/v1/jobs/job-arch/criteria/archive', undefined, idem(key)), first);
    expect(await versionCount(api, 'job-arch')).toBe(2);
  });

  it('a cacheable 4xx from endpoint logic is replayed, with the replaying request’s trace id', async () => {
    const key = newKey();
    const first = await api.patch('/v1/criteria-library/lib_unknown', { text: 'x' }, idem(key));
    const firstProblem = expectProblem(first, 404, 'CRITERION_NOT_FOUND');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const replay = await api.patch('/v1/criteria-library/lib_unknown', { text: 'x' }, idem(key));
    const replayProblem = expectProblem(replay, 404, 'CRITERION_NOT_FOUND');
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replayProblem.traceId).not.toBe(firstProblem.traceId);
    expect({ ...replayProblem, traceId: 'x' }).toEqual({ ...firstProblem, traceId: 'x' });
    expect(replay.headers.get('x-ratelimit-bucket')).toBe('read_and_ops');

    // A 412 from a stale revision is endpoint logic too: replayed, even after the revision changes.
    await api.put('/v1/jobs/job-412/criteria', { criteria: [c('A')] });
    const staleKey = newKey();
    const stale = await api.put(
      '/v1/jobs/job-412/criteria',
      { criteria: [c('B')] },
      idem(staleKey, { 'X-Expected-Criteria-Revision': '7' }),
    );
    expectProblem(stale, 412, 'CRITERIA_REVISION_MISMATCH');
    const staleReplay = await api.put(
      '/v1/jobs/job-412/criteria',
      { criteria: [c('B')] },
      idem(staleKey, { 'X-Expected-Criteria-Revision': '7' }),
    );
    expectProblem(staleReplay, 412, 'CRITERIA_REVISION_MISMATCH');
    expect(staleReplay.headers.get('idempotent-replayed')).toBe('true');
    // The revision header is part of the parameters.
    expectProblem(
      await api.put(
        '/v1/jobs/job-412/criteria',
        { criteria: [c('B')] },
        idem(staleKey, { 'X-Expected-Criteria-Revision': '1' }),
      ),
      422,
      'IDEMPOTENCY_KEY_ALREADY_USED',
    );
  });
});

describe('422 IDEMPOTENCY_KEY_ALREADY_USED', () => {
  it('the same key with another body, path, method or tenant → 422, and nothing runs', async () => {
    const key = newKey();
    const first = await api.put('/v1/jobs/job-422/criteria', { criteria: [c('Go')] }, idem(key));
    expect(first.status).toBe(200);
    const attempts = [
      () => api.put('/v1/jobs/job-422/criteria', { criteria: [c('Java')] }, idem(key)),
      () => api.put('/v1/jobs/job-422/criteria', { criteria: [c('Go', 'NICE_TO_HAVE')] }, idem(key)),
      () => api.put('/v1/jobs/job-422-other/criteria', { criteria: [c('Go')] }, idem(key)),
      () => api.post('/v1/jobs/job-422/criteria', c('Go'), idem(key)),
      () => api.post('/v1/criteria-library', { text: 'Go' }, idem(key)),
      () => api.withTenant('tenant-b').put('/v1/jobs/job-422/criteria', { criteria: [c('Go')] }, idem(key)),
    ];
    for (const attempt of attempts) {
      const res = await attempt();
      const problem = expectProblem(res, 422, 'IDEMPOTENCY_KEY_ALREADY_USED');
      expect(problem.retryable).toBe(false);
      expect(res.headers.get('idempotent-replayed')).toBeNull();
    }
    expect(await versionCount(api, 'job-422')).toBe(1);
    expect(await versionCount(api, 'job-422-other')).toBe(0);
    expect(await versionCount(api.withTenant('tenant-b'), 'job-422')).toBe(0);
  });
});

describe('409 IDEMPOTENCY_REQUEST_IN_PROGRESS', () => {
  it('two concurrent requests with one key: one runs, the other replays or is told it is in progress', async () => {
    const key = newKey();
    const body = { criteria: [c('Concurrency')] };
    const both = await Promise.all([
      api.put('/v1/jobs/job-race/criteria', body, idem(key)),
      api.put('/v1/jobs/job-race/criteria', body, idem(key)),
    ]);
    const firsts = both.filter((r) => r.status === 200 && r.headers.get('idempotent-replayed') === null);
    expect(firsts).toHaveLength(1);
    const other = both.find((r) => r !== firsts[0])!; // two responses, one of them is the first
    if (other.status === 409) expectProblem(other, 409, 'IDEMPOTENCY_REQUEST_IN_PROGRESS');
    else expectReplayOf(other, firsts[0]!);
    expect(await versionCount(api, 'job-race')).toBe(1);
  });

  it('while the first request is still running, the same key → 409, retryable, Retry-After; afterwards it replays', async () => {
    // Handlers are synchronous over SQLite, so a first request cannot be caught mid-flight over HTTP;
    // put its record back into the state it has while the handler runs.
    const key = newKey();
    const body = { criteria: [c('Slow')] };
    const first = await api.put('/v1/jobs/job-slow/criteria', body, idem(key));
    expect(first.status).toBe(200);
    const { idempotencyRecords: t } = schema;
    const record = eq(t.key, key);
    server.rubric.ctx.db
      .update(t)
      .set({ state: 'in_progress', responseStatus: null, responseBody: null })
      .where(record)
      .run();
    const busy = await api.put('/v1/jobs/job-slow/criteria', body, idem(key));
    const problem = expectProblem(busy, 409, 'IDEMPOTENCY_REQUEST_IN_PROGRESS');
    expect(problem.retryable).toBe(true);
    expect(busy.headers.get('retry-after')).toBe('1');
    // Another body is still a conflict of parameters, not "in progress".
    expectProblem(
      await api.put('/v1/jobs/job-slow/criteria', { criteria: [c('Other')] }, idem(key)),
      422,
      'IDEMPOTENCY_KEY_ALREADY_USED',
    );
    server.rubric.ctx.db
      .update(t)
      .set({ state: 'completed', responseStatus: first.status, responseBody: JSON.stringify(first.body) })
      .where(record)
      .run();
    expectReplayOf(await api.put('/v1/jobs/job-slow/criteria', body, idem(key)), first);
    expect(await versionCount(api, 'job-slow')).toBe(1);
  });
});

describe('failures before endpoint logic are not cached', () => {
  it('invalid body, malformed JSON, wrong content type, missing tenant: the same key then succeeds', async () => {
    const key = newKey();
    const good = { criteria: [c('Valid')] };
    expectProblem(
      await api.put('/v1/jobs/job-pre/criteria', { criteria: [{ text: 'x', importance: 'BAD' }] }, idem(key)),
      400,
      'VALIDATION_ERROR',
    );
    expectProblem(
      await api.put('/v1/jobs/job-pre/criteria', undefined, { raw: '{"criteria":', ...idem(key) }),
      400,
      'VALIDATION_ERROR',
    );
    expectProblem(
      await api.put('/v1/jobs/job-pre/criteria', undefined, {
        raw: JSON.stringify(good),
        contentType: 'text/plain',
        ...idem(key),
      }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expectProblem(
      await api.withTenant(null).put('/v1/jobs/job-pre/criteria', good, idem(key)),
      400,
      'VALIDATION_ERROR',
    );
    expectProblem(await api.put('/v1/jobs/bad%20job/criteria', good, idem(key)), 400, 'VALIDATION_ERROR');
    expectProblem(
      await server.anonymous().withTenant('tenant-a').put('/v1/jobs/job-pre/criteria', good, idem(key)),
      401,
      'UNAUTHORIZED',
    );
    const ok = await api.put('/v1/jobs/job-pre/criteria', good, idem(key));
    expect(ok.status).toBe(200);
    expect(ok.headers.get('idempotent-replayed')).toBeNull();
    expect(await versionCount(api, 'job-pre')).toBe(1);
  });

  it('a 429 is not cached: after the window, the same key runs the request', async () => {
    const limitedClock = new TestClock();
    const limited = await startTestServer({ env: { RATE_LIMIT_MULTIPLIER: '1' }, clock: limitedClock });
    try {
      const client = limited.client('acme', 'tenant-a');
      const key = newKey();
      const body = { criteria: [c('After the limit')] };
      const burst = await Promise.all(Array.from({ length: 20 }, () => client.get('/v1/criteria-library')));
      expect(burst.every((r) => r.status === 200)).toBe(true);
      const put = await client.put('/v1/jobs/job-429/criteria', body, idem(key));
      expectProblem(put, 429, 'RATE_LIMITED');
      limitedClock.advance(Number(put.headers.get('retry-after')) * 1000);
      const retried = await client.put<CriteriaWriteResponse>('/v1/jobs/job-429/criteria', body, idem(key));
      expect(retried.status).toBe(200);
      expect(retried.headers.get('idempotent-replayed')).toBeNull();
      expect(retried.body.criteriaRevision).toBe('1');
    } finally {
      await limited.close();
    }
  });
});

describe('the key namespace', () => {
  it('is shared by the API keys of one partner and environment', async () => {
    const key = newKey();
    const body = { text: 'Shared namespace' };
    const lib = api.withTenant('tenant-ns');
    const first = await lib.post<LibraryCriterionResponse>('/v1/criteria-library', body, idem(key));
    expect(first.status).toBe(201);
    const secondKey = server.client('acme', 'tenant-ns');
    expect(secondKey.key).not.toBe(lib.key);
    expectReplayOf(await secondKey.post('/v1/criteria-library', body, idem(key)), first);
    expectProblem(
      await secondKey.post('/v1/criteria-library', { text: 'Other' }, idem(key)),
      422,
      'IDEMPOTENCY_KEY_ALREADY_USED',
    );
    expect((await lib.get<ListLibraryCriteriaResponse>('/v1/criteria-library')).body.criteria).toHaveLength(1);
  });

  it('is separate across environments and partners', async () => {
    const key = newKey();
    const first = await api.put<CriteriaWriteResponse>(
      '/v1/jobs/job-ns/criteria',
      { criteria: [c('Scoped')] },
      idem(key),
    );
    expect(first.status).toBe(200);
    for (const other of [server.client('acme', 'tenant-a', 'live'), server.client('globex', 'tenant-a', 'test')]) {
      // Other parameters under the same key: a 422 if the namespace were shared.
      const different = await other.put<CriteriaWriteResponse>(
        '/v1/jobs/job-ns/criteria',
        { criteria: [c('Elsewhere')] },
        idem(key),
      );
      expect(different.status).toBe(200);
      expect(different.headers.get('idempotent-replayed')).toBeNull();
      expect(different.body.criteriaVersionId).not.toBe(first.body.criteriaVersionId);
      // …and that scope now replays its own first outcome.
      expectReplayOf(await other.put('/v1/jobs/job-ns/criteria', { criteria: [c('Elsewhere')] }, idem(key)), different);
    }
    // Our own record is untouched.
    expectReplayOf(await api.put('/v1/jobs/job-ns/criteria', { criteria: [c('Scoped')] }, idem(key)), first);
  });
});

describe('the header itself', () => {
  it('a key of 1 and 255 characters is accepted; empty or 256 characters → 400 naming header:Idempotency-Key', async () => {
    const lib = api.withTenant('tenant-len');
    expect(
      (await lib.post('/v1/criteria-library', { text: 'one char key' }, idem(`k${keys++}`.slice(0, 1)))).status,
    ).toBe(201);
    expect((await lib.post('/v1/criteria-library', { text: 'long key' }, idem('k'.repeat(255)))).status).toBe(201);
    for (const key of ['k'.repeat(256), '']) {
      const res = await lib.post('/v1/criteria-library', { text: 'bad key' }, idem(key));
      const problem = expectProblem(res, 400, 'VALIDATION_ERROR');
      expect(problem.details?.map((d) => d.field)).toEqual(['header:Idempotency-Key']);
    }
    expect(
      (await lib.get<ListLibraryCriteriaResponse>('/v1/criteria-library')).body.criteria.map((x) => x.text).sort(),
    ).toEqual(['long key', 'one char key']);
  });

  it('is ignored on routes that are not idempotent (GET)', async () => {
    const lib = api.withTenant('tenant-get');
    const key = newKey();
    const first = await lib.get<ListLibraryCriteriaResponse>('/v1/criteria-library', idem(key));
    expect(first.status).toBe(200);
    expect(first.body.criteria).toEqual([]);
    await lib.post('/v1/criteria-library', { text: 'Added between reads' });
    const second = await lib.get<ListLibraryCriteriaResponse>('/v1/criteria-library', idem(key));
    expect(second.headers.get('idempotent-replayed')).toBeNull();
    expect(second.body.criteria).toHaveLength(1);
    const tooLong = await lib.get('/v1/criteria-library', idem('k'.repeat(300)));
    expect(tooLong.status).toBe(200);
    // The GET did not claim the key: a mutation can still use it.
    expect((await lib.post('/v1/criteria-library', { text: 'Uses the key' }, idem(key))).status).toBe(201);
  });
});

describe('expiry', () => {
  it('records expire after 24 hours: then the key may carry other parameters', async () => {
    const key = newKey();
    const first = await api.put('/v1/jobs/job-ttl/criteria', { criteria: [c('Day one')] }, idem(key));
    expect(first.status).toBe(200);
    clock.advance(IDEMPOTENCY_TTL_MS - 1);
    expectReplayOf(await api.put('/v1/jobs/job-ttl/criteria', { criteria: [c('Day one')] }, idem(key)), first);
    expectProblem(
      await api.put('/v1/jobs/job-ttl/criteria', { criteria: [c('Day two')] }, idem(key)),
      422,
      'IDEMPOTENCY_KEY_ALREADY_USED',
    );
    clock.advance(2);
    const later = await api.put<CriteriaWriteResponse>(
      '/v1/jobs/job-ttl/criteria',
      { criteria: [c('Day two')] },
      idem(key),
    );
    expect(later.status).toBe(200);
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    expect(later.body.criteriaRevision).toBe('2');
    // The new record replays from now on.
    expectReplayOf(await api.put('/v1/jobs/job-ttl/criteria', { criteria: [c('Day two')] }, idem(key)), later);
    expect(IDEMPOTENCY_TTL_MS).toBe(24 * 60 * 60 * 1000);
  });
});

describe('canonicalJson and fingerprint', () => {
  it('key order does not matter, array order and values do', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: null } })).toBe(
      canonicalJson({ a: { c: null, d: [1, { x: 1, y: 2 }] }, b: 1 }),
    );
    expect(canonicalJson({ b: 1, a: 2 })).toBe('{"a":2,"b":1}');
    expect(canonicalJson([2, 1])).not.toBe(canonicalJson([1, 2]));
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: '1' }));
    expect(canonicalJson({ a: null })).not.toBe(canonicalJson({}));
    expect(canonicalJson('x"y')).toBe(JSON.stringify('x"y'));
    expect(canonicalJson(undefined)).toBe('null');
    expect(fingerprint(['PUT', { b: 1, a: 2 }])).toBe(fingerprint(['PUT', { a: 2, b: 1 }]));
    expect(fingerprint(['PUT', { a: 1 }])).not.toBe(fingerprint(['POST', { a: 1 }]));
    expect(fingerprint(['x'])).toMatch(/^[0-9a-f]{64}$/);
  });
});
