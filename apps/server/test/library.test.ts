import {
  LIBRARY_PER_TENANT_MAX,
  type LibraryCriterion,
  type LibraryCriterionResponse,
  type ListLibraryCriteriaResponse,
} from '@rubric/contracts';
import { eq, schema } from '@rubric/db';
import { describe, expect, it } from 'vitest';
import { expectProblem, TestClock, useTestServer, type ApiClient } from './harness.js';

const clock = new TestClock(Date.parse('2026-04-01T08:00:00.000Z'));
const server = await useTestServer({ clock });
const api = server.client('acme', 'tenant-a');

const LIB = '/v1/criteria-library';

async function create(client: ApiClient, body: Record<string, unknown>): Promise<LibraryCriterion> {
  const res = await client.post<LibraryCriterionResponse>(LIB, body);
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${res.text}`);
  return res.body.criterion;
}

describe('POST /v1/criteria-library', () => {
  it('creates a criterion: 201 { criterion } with default importance NICE_TO_HAVE and category null', async () => {
    const client = api.withTenant('tenant-create');
    const res = await client.post<LibraryCriterionResponse>(LIB, { text: '  Five years of TypeScript  ' });
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(Object.keys(res.body)).toEqual(['criterion']);
    expect(res.body.criterion).toEqual({
      id: expect.any(String),
      text: 'Five years of TypeScript',
      category: null,
      importance: 'NICE_TO_HAVE',
      createdAt: new Date(clock.now()).toISOString(),
      updatedAt: new Date(clock.now()).toISOString(),
    });
    const full = await client.post<LibraryCriterionResponse>(LIB, {
      text: 'Kubernetes',
      category: 'infra',
      importance: 'MUST_HAVE',
    });
    expect(full.status).toBe(201);
    expect(full.body.criterion).toMatchObject({ text: 'Kubernetes', category: 'infra', importance: 'MUST_HAVE' });
    expect(full.body.criterion.id).not.toBe(res.body.criterion.id);
    const explicitNull = await client.post<LibraryCriterionResponse>(LIB, { text: 'No category', category: null });
    expect(explicitNull.body.criterion.category).toBeNull();
  });

  it('validates text (1–500 after trimming), category (up to 100) and importance', async () => {
    const client = api.withTenant('tenant-validate');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ text: '' }, 'text'],
      [{ text: '   ' }, 'text'],
      [{ text: 'x'.repeat(501) }, 'text'],
      [{}, 'text'],
      [{ text: 42 }, 'text'],
      [{ text: 'ok', category: 'c'.repeat(101) }, 'category'],
      [{ text: 'ok', category: '' }, 'category'],
      [{ text: 'ok', category: 7 }, 'category'],
      [{ text: 'ok', importance: 'CRITICAL' }, 'importance'],
      [{ text: 'ok', importance: 'must_have' }, 'importance'],
      [{ text: 'ok', importance: null }, 'importance'],
    ];
    for (const [body, field] of cases) {
      const problem = expectProblem(await client.post(LIB, body), 400, 'VALIDATION_ERROR');
      expect(
        problem.details?.map((d) => d.field),
        JSON.stringify(body).slice(0, 80),
      ).toEqual([field]);
    }
    for (const body of [null, [], 'text', 3]) expectProblem(await client.post(LIB, body), 400, 'VALIDATION_ERROR');
    // The boundaries themselves are accepted.
    const longest = await create(client, { text: 'x'.repeat(500), category: 'c'.repeat(100) });
    expect(longest.text).toHaveLength(500);
    expect(longest.category).toHaveLength(100);
    const list = await client.get<ListLibraryCriteriaResponse>(LIB);
    expect(list.body.criteria).toHaveLength(1);
  });
});

describe('GET /v1/criteria-library', () => {
  it('an empty library → 200 { criteria: [] }', async () => {
    const res = await api.withTenant('tenant-empty').get<ListLibraryCriteriaResponse>(LIB);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ criteria: [] });
  });

  it('lists newest first and filters by category', async () => {
    const client = api.withTenant('tenant-list');
    const made: LibraryCriterion[] = [];
    for (const [text, category] of [
      ['Go', 'backend'],
      ['React', 'frontend'],
      ['Postgres', 'backend'],
      ['Communication', null],
      ['Rust', 'backend'],
    ] as const) {
      made.push(await create(client, { text, category }));
      clock.advance(1000);
    }
    const all = await client.get<ListLibraryCriteriaResponse>(LIB);
    expect(all.status).toBe(200);
    expect(all.body.criteria.map((x) => x.text)).toEqual(['Rust', 'Communication', 'Postgres', 'React', 'Go']);
    expect(all.body.criteria).toEqual([...made].reverse());
    const createdAts = all.body.criteria.map((x) => Date.parse(x.createdAt));
    expect(createdAts).toEqual([...createdAts].sort((a, b) => b - a));

    const backend = await client.get<ListLibraryCriteriaResponse>(`${LIB}?category=backend`);
    expect(backend.body.criteria.map((x) => x.text)).toEqual(['Rust', 'Postgres', 'Go']);
    const frontend = await client.get<ListLibraryCriteriaResponse>(`${LIB}?category=frontend`);
    expect(frontend.body.criteria.map((x) => x.text)).toEqual(['React']);
    const none = await client.get<ListLibraryCriteriaResponse>(`${LIB}?category=design`);
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ criteria: [] });
    // Category matching is exact.
    expect((await client.get<ListLibraryCriteriaResponse>(`${LIB}?category=Backend`)).body.criteria).toEqual([]);
  });

  it('the order is newest first also among criteria created in the same millisecond', async () => {
    const client = api.withTenant('tenant-same-ms');
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await create(client, { text: `same ms ${i}` }));
    const list = await client.get<ListLibraryCriteriaResponse>(LIB);
    expect(list.body.criteria.map((x) => x.text)).toEqual(made.map((x) => x.text).reverse());
  });

  it('refuses an empty or repeated category and unknown query parameters', async () => {
    for (const [query, field] of [
      ['category=', 'query.category'],
      [`category=${'c'.repeat(101)}`, 'query.category'],
      ['category=a&category=b', 'query.category'],
      ['sort=asc', 'query.sort'],
    ]) {
      const problem = expectProblem(await api.get(`${LIB}?${query}`), 400, 'VALIDATION_ERROR');
      expect(problem.details?.map((d) => d.field)).toEqual([field]);
    }
  });
});

describe('GET, PATCH, DELETE /v1/criteria-library/{criterionId}', () => {
  it('reads one criterion; an unknown id → 404 CRITERION_NOT_FOUND', async () => {
    const client = api.withTenant('tenant-one');
    const made = await create(client, { text: 'Docker', category: 'infra' });
    const res = await client.get<LibraryCriterionResponse>(`${LIB}/${made.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ criterion: made });
    expectProblem(await client.get(`${LIB}/lib_unknown`), 404, 'CRITERION_NOT_FOUND');
    expectProblem(await client.get(`${LIB}/${'x'.repeat(101)}`), 400, 'VALIDATION_ERROR');
  });

  it('PATCH changes each field on its own, `category: null` clears it, updatedAt moves and createdAt stays', async () => {
    const client = api.withTenant('tenant-patch');
    const made = await create(client, { text: 'Terraform', category: 'infra', importance: 'NICE_TO_HAVE' });
    const path = `${LIB}/${made.id}`;

    clock.advance(5000);
    const text = await client.patch<LibraryCriterionResponse>(path, { text: ' OpenTofu ' });
    expect(text.status).toBe(200);
    expect(text.body.criterion).toEqual({ ...made, text: 'OpenTofu', updatedAt: new Date(clock.now()).toISOString() });

    clock.advance(5000);
    const importance = await client.patch<LibraryCriterionResponse>(path, { importance: 'MUST_HAVE' });
    expect(importance.body.criterion).toMatchObject({ text: 'OpenTofu', category: 'infra', importance: 'MUST_HAVE' });

    const category = await client.patch<LibraryCriterionResponse>(path, { category: 'platform' });
    expect(category.body.criterion).toMatchObject({ text: 'OpenTofu', category: 'platform', importance: 'MUST_HAVE' });

    const cleared = await client.patch<LibraryCriterionResponse>(path, { category: null });
    expect(cleared.body.criterion).toMatchObject({
      text: 'OpenTofu',
      category: null,
      importance: 'MUST_HAVE',
      createdAt: made.createdAt,
    });
    expect(cleared.body.criterion.updatedAt).toBe(new Date(clock.now()).toISOString());

    const all = await client.patch<LibraryCriterionResponse>(path, {
      text: 'Pulumi',
      category: 'iac',
      importance: 'NICE_TO_HAVE',
    });
    expect(all.body.criterion).toMatchObject({
      id: made.id,
      text: 'Pulumi',
      category: 'iac',
      importance: 'NICE_TO_HAVE',
    });

    // The stored row is what PATCH answered.
    expect((await client.get<LibraryCriterionResponse>(path)).body.criterion).toEqual(all.body.criterion);
    expect(
      (await client.get<ListLibraryCriteriaResponse>(`${LIB}?category=iac`)).body.criteria.map((x) => x.id),
    ).toEqual([made.id]);
  });

  it('PATCH validation: an empty body or invalid fields → 400; unknown id → 404', async () => {
    const client = api.withTenant('tenant-patch-bad');
    const made = await create(client, { text: 'Scala' });
    const path = `${LIB}/${made.id}`;
    for (const body of [
      {},
      { text: '' },
      { text: 'x'.repeat(501) },
      { category: 'c'.repeat(101) },
      { importance: 'HIGH' },
      { text: null },
    ]) {
      expectProblem(await client.patch(path, body), 400, 'VALIDATION_ERROR');
    }
    expectProblem(await client.patch(path), 400, 'VALIDATION_ERROR');
    expect((await client.get<LibraryCriterionResponse>(path)).body.criterion).toEqual(made);
    expectProblem(await client.patch(`${LIB}/lib_unknown`, { text: 'x' }), 404, 'CRITERION_NOT_FOUND');
  });

  it('DELETE → 204 with no body, then 404 for GET, PATCH and DELETE', async () => {
    const client = api.withTenant('tenant-delete');
    const keep = await create(client, { text: 'Keep me' });
    const made = await create(client, { text: 'Delete me' });
    const path = `${LIB}/${made.id}`;
    const res = await client.delete(path);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expectProblem(await client.get(path), 404, 'CRITERION_NOT_FOUND');
    expectProblem(await client.patch(path, { text: 'x' }), 404, 'CRITERION_NOT_FOUND');
    expectProblem(await client.delete(path), 404, 'CRITERION_NOT_FOUND');
    expect((await client.get<ListLibraryCriteriaResponse>(LIB)).body.criteria.map((x) => x.id)).toEqual([keep.id]);
  });
});

describe('limits', () => {
  it('at most 1000 criteria per tenant → 409 LIMIT_EXCEEDED; deleting one makes room', async () => {
    const client = api.withTenant('tenant-full');
    const first = await create(client, { text: 'criterion 0' });
    const { libraryCriteria: t } = schema;
    const db = server.rubric.ctx.db;
    const tenantId = db.select({ tenantId: t.tenantId }).from(t).where(eq(t.id, first.id)).get()?.tenantId;
    expect(tenantId).toEqual(expect.any(String));
    const now = clock.now();
    db.transaction((tx) => {
      for (let i = 1; i < LIBRARY_PER_TENANT_MAX; i++)
        tx.insert(t)
          .values({
            id: `lib_bulk_${String(i).padStart(4, '0')}`,
            tenantId: tenantId!,
            text: `criterion ${i}`,
            category: null,
            importance: 'NICE_TO_HAVE',
            createdAt: now - i,
            updatedAt: now - i,
          })
          .run();
    });
    expect(LIBRARY_PER_TENANT_MAX).toBe(1000);
    const over = await client.post(LIB, { text: 'one too many' });
    const problem = expectProblem(over, 409, 'LIMIT_EXCEEDED');
    expect(problem.retryable).toBe(false);
    const list = await client.get<ListLibraryCriteriaResponse>(LIB);
    expect(list.body.criteria).toHaveLength(1000);
    expect(list.body.criteria[0]?.id).toBe(first.id);
    // Another tenant of the same partner is not affected.
    expect((await api.withTenant('tenant-not-full').post(LIB, { text: 'fine' })).status).toBe(201);
    expect((await client.delete(`${LIB}/lib_bulk_0500`)).status).toBe(204);
    expect((await client.post(LIB, { text: 'room again' })).status).toBe(201);
    expectProblem(await client.post(LIB, { text: 'full again' }), 409, 'LIMIT_EXCEEDED');
  });
});

describe('security', () => {
  it('needs a key', async () => {
    expectProblem(await server.anonymous().withTenant('tenant-a').get(LIB), 401, 'UNAUTHORIZED');
    expectProblem(await server.anonymous().withTenant('tenant-a').post(LIB, { text: 'x' }), 401, 'UNAUTHORIZED');
  });

  it('another tenant, environment or partner sees an empty library and 404 for the id; its writes do not reach ours', async () => {
    const mine = api.withTenant('tenant-secure');
    const made = await create(mine, { text: 'Confidential', category: 'secret' });
    const others = [
      api.withTenant('tenant-other'),
      server.client('acme', 'tenant-secure', 'live'),
      server.client('globex', 'tenant-secure', 'test'),
    ];
    for (const other of others) {
      expect((await other.get<ListLibraryCriteriaResponse>(LIB)).body).toEqual({ criteria: [] });
      expect((await other.get<ListLibraryCriteriaResponse>(`${LIB}?category=secret`)).body).toEqual({ criteria: [] });
      expectProblem(await other.get(`${LIB}/${made.id}`), 404, 'CRITERION_NOT_FOUND');
      expectProblem(await other.patch(`${LIB}/${made.id}`, { text: 'Hijacked' }), 404, 'CRITERION_NOT_FOUND');
      expectProblem(await other.delete(`${LIB}/${made.id}`), 404, 'CRITERION_NOT_FOUND');
      expect((await other.post(LIB, { text: 'Theirs', category: 'secret' })).status).toBe(201);
    }
    const still = await mine.get<ListLibraryCriteriaResponse>(LIB);
    expect(still.body.criteria).toEqual([made]);
  });
});
