import type {
  ArchiveCriteriaResponse,
  CriteriaVersionResponse,
  CriteriaWriteResponse,
  ListCriteriaVersionsResponse,
} from '@rubric/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectProblem, useTestServer } from './harness.js';

const server = await useTestServer();
const api = server.client('acme', 'tenant-a');

const c = (text: string, importance: 'MUST_HAVE' | 'NICE_TO_HAVE' = 'MUST_HAVE') => ({ text, importance });

describe('PUT /v1/jobs/{jobId}/criteria', () => {
  it('replaces the criteria, keeps ids of unchanged texts, and orders them as sent', async () => {
    const first = await api.put<CriteriaWriteResponse>('/v1/jobs/job-1/criteria', {
      criteria: [c('TypeScript'), c('SQL', 'NICE_TO_HAVE')],
    });
    expect(first.status).toBe(200);
    expect(first.body.criteriaRevision).toBe('1');
    expect(first.body.criteria.map((x) => [x.text, x.order, x.importance])).toEqual([
      ['TypeScript', 0, 'MUST_HAVE'],
      ['SQL', 1, 'NICE_TO_HAVE'],
    ]);
    const [ts, sql] = first.body.criteria;

    const second = await api.put<CriteriaWriteResponse>('/v1/jobs/job-1/criteria', {
      criteria: [c('Kubernetes'), c('SQL', 'MUST_HAVE'), c('TypeScript')],
    });
    expect(second.status).toBe(200);
    expect(second.body.criteriaRevision).toBe('2');
    expect(second.body.criteriaVersionId).not.toBe(first.body.criteriaVersionId);
    const byText = Object.fromEntries(second.body.criteria.map((x) => [x.text, x]));
    expect(byText.TypeScript?.id).toBe(ts?.id);
    expect(byText.TypeScript?.createdAt).toBe(ts?.createdAt);
    expect(byText.SQL?.id).toBe(sql?.id);
    expect(byText.SQL?.importance).toBe('MUST_HAVE');
    expect(byText.Kubernetes?.id).not.toBe(ts?.id);
    expect(second.body.criteria.map((x) => x.order)).toEqual([0, 1, 2]);
  });

  it('an empty array removes all criteria: versions/current then has an empty snapshot', async () => {
    await api.put('/v1/jobs/job-empty/criteria', { criteria: [c('Go')] });
    const emptied = await api.put<CriteriaWriteResponse>('/v1/jobs/job-empty/criteria', { criteria: [] });
    expect(emptied.status).toBe(200);
    expect(emptied.body.criteria).toEqual([]);
    const current = await api.get<CriteriaVersionResponse>('/v1/jobs/job-empty/criteria/versions/current');
    expect(current.status).toBe(200);
    expect(current.body.version.criteria).toEqual([]);
    expect(current.body.version.criteriaRevision).toBe('2');
  });

  it('honours X-Expected-Criteria-Revision: current passes, stale or malformed → 412', async () => {
    const w = await api.put<CriteriaWriteResponse>(
      '/v1/jobs/job-rev/criteria',
      { criteria: [c('A')] },
      { headers: { 'X-Expected-Criteria-Revision': '0' } },
    );
    expect(w.status).toBe(200);
    const ok = await api.put<CriteriaWriteResponse>(
      '/v1/jobs/job-rev/criteria',
      { criteria: [c('B')] },
      { headers: { 'X-Expected-Criteria-Revision': '1' } },
    );
    expect(ok.status).toBe(200);
    const stale = await api.put(
      '/v1/jobs/job-rev/criteria',
      { criteria: [c('C')] },
      { headers: { 'X-Expected-Criteria-Revision': '1' } },
    );
    const problem = expectProblem(stale, 412, 'CRITERIA_REVISION_MISMATCH');
    expect(problem.retryable).toBe(false);
    expectProblem(
      await api.put(
        '/v1/jobs/job-rev/criteria',
        { criteria: [c('C')] },
        { headers: { 'X-Expected-Criteria-Revision': 'abc' } },
      ),
      412,
      'CRITERIA_REVISION_MISMATCH',
    );
    const current = await api.get<CriteriaVersionResponse>('/v1/jobs/job-rev/criteria/versions/current');
    expect(current.body.version.criteria.map((x) => x.text)).toEqual(['B']);
  });

  it('validates importance, text length, count and duplicate texts', async () => {
    const bad = expectProblem(
      await api.put('/v1/jobs/job-v/criteria', { criteria: [{ text: 'x', importance: 'CRITICAL' }] }),
      400,
      'VALIDATION_ERROR',
    );
    expect(bad.details?.[0]?.field).toBe('criteria[0].importance');
    expectProblem(
      await api.put('/v1/jobs/job-v/criteria', { criteria: [c('x'.repeat(501))] }),
      400,
      'VALIDATION_ERROR',
    );
    expectProblem(await api.put('/v1/jobs/job-v/criteria', { criteria: [c('   ')] }), 400, 'VALIDATION_ERROR');
    expectProblem(
      await api.put('/v1/jobs/job-v/criteria', { criteria: Array.from({ length: 51 }, (_, i) => c(`c${i}`)) }),
      400,
      'VALIDATION_ERROR',
    );
    expectProblem(
      await api.put('/v1/jobs/job-v/criteria', { criteria: [c('same'), c('same')] }),
      400,
      'VALIDATION_ERROR',
    );
    expectProblem(await api.put('/v1/jobs/job-v/criteria', {}), 400, 'VALIDATION_ERROR');
    const badJob = expectProblem(
      await api.put('/v1/jobs/bad%20id/criteria', { criteria: [] }),
      400,
      'VALIDATION_ERROR',
    );
    expect(badJob.details?.[0]?.field).toBe('jobId');
    expectProblem(await api.get('/v1/jobs/job-v/criteria/versions/current'), 404, 'CRITERIA_NOT_FOUND');
  });
});

describe('add and archive', () => {
  it('adds one criterion as a new version, refuses a duplicate text', async () => {
    await api.put('/v1/jobs/job-add/criteria', { criteria: [c('Rust')] });
    const added = await api.post<CriteriaWriteResponse>('/v1/jobs/job-add/criteria', c('WebAssembly', 'NICE_TO_HAVE'));
    expect(added.status).toBe(201);
    expect(added.body.criteria.map((x) => x.text)).toEqual(['Rust', 'WebAssembly']);
    expect(added.body.criteriaRevision).toBe('2');
    const versions = await api.get<ListCriteriaVersionsResponse>('/v1/jobs/job-add/criteria/versions');
    expect(versions.body.versions[0]?.source).toBe('added');
    expectProblem(await api.post('/v1/jobs/job-add/criteria', c('Rust')), 409, 'CONFLICT');
  });

  it('adding to a job at 50 criteria → 409 LIMIT_EXCEEDED', async () => {
    await api.put('/v1/jobs/job-full/criteria', { criteria: Array.from({ length: 50 }, (_, i) => c(`skill ${i}`)) });
    expectProblem(await api.post('/v1/jobs/job-full/criteria', c('one more')), 409, 'LIMIT_EXCEEDED');
  });

  it('archives a job: a new "archived" version, later writes → 409 JOB_ARCHIVED, archiving again is idempotent', async () => {
    expectProblem(await api.post('/v1/jobs/job-none/criteria/archive'), 404, 'CRITERIA_NOT_FOUND');
    await api.put('/v1/jobs/job-arch/criteria', { criteria: [c('Python')] });
    const archived = await api.post<ArchiveCriteriaResponse>('/v1/jobs/job-arch/criteria/archive');
    expect(archived.status).toBe(200);
    expect(archived.body.jobId).toBe('job-arch');
    expect(archived.body.criteriaRevision).toBe('2');
    const current = await api.get<CriteriaVersionResponse>('/v1/jobs/job-arch/criteria/versions/current');
    expect(current.body.version.source).toBe('archived');
    expect(current.body.version.criteria.map((x) => x.text)).toEqual(['Python']);
    expectProblem(await api.put('/v1/jobs/job-arch/criteria', { criteria: [c('Java')] }), 409, 'JOB_ARCHIVED');
    expectProblem(await api.post('/v1/jobs/job-arch/criteria', c('Java')), 409, 'JOB_ARCHIVED');
    const again = await api.post<ArchiveCriteriaResponse>('/v1/jobs/job-arch/criteria/archive');
    expect(again.body).toEqual(archived.body);
  });
});

describe('criteria versions', () => {
  beforeAll(async () => {
    for (let i = 1; i <= 5; i++) await api.put('/v1/jobs/job-pages/criteria', { criteria: [c(`v${i}`)] });
  });

  it('lists newest first with limit and cursor', async () => {
    const page1 = await api.get<ListCriteriaVersionsResponse>('/v1/jobs/job-pages/criteria/versions?limit=2');
    expect(page1.status).toBe(200);
    expect(page1.body.versions.map((v) => v.criteriaRevision)).toEqual(['5', '4']);
    expect(page1.body.nextCursor).toEqual(expect.any(String));
    const page2 = await api.get<ListCriteriaVersionsResponse>(
      `/v1/jobs/job-pages/criteria/versions?limit=2&cursor=${page1.body.nextCursor}`,
    );
    expect(page2.body.versions.map((v) => v.criteriaRevision)).toEqual(['3', '2']);
    const page3 = await api.get<ListCriteriaVersionsResponse>(
      `/v1/jobs/job-pages/criteria/versions?limit=2&cursor=${page2.body.nextCursor}`,
    );
    expect(page3.body.versions.map((v) => v.criteriaRevision)).toEqual(['1']);
    expect(page3.body.nextCursor).toBeNull();
    const all = await api.get<ListCriteriaVersionsResponse>('/v1/jobs/job-pages/criteria/versions');
    expect(all.body.versions).toHaveLength(5);
    expect(all.body.versions[4]?.criteria.map((x) => x.text)).toEqual(['v1']);
  });

  it('refuses a limit outside 1–100, a non-integer limit, a foreign cursor and unknown parameters', async () => {
    for (const limit of ['0', '101', 'abc', '2.5', '-1']) {
      const p = expectProblem(
        await api.get(`/v1/jobs/job-pages/criteria/versions?limit=${limit}`),
        400,
        'VALIDATION_ERROR',
      );
      expect(p.details?.[0]?.field).toBe('query.limit');
    }
    expectProblem(await api.get('/v1/jobs/job-pages/criteria/versions?cursor=bm9wZQ'), 400, 'VALIDATION_ERROR');
    expectProblem(await api.get('/v1/jobs/job-pages/criteria/versions?limit=1&limit=2'), 400, 'VALIDATION_ERROR');
  });

  it('reads one version by id; unknown ids and jobs without criteria → 404', async () => {
    const current = await api.get<CriteriaVersionResponse>('/v1/jobs/job-pages/criteria/versions/current');
    const byId = await api.get<CriteriaVersionResponse>(
      `/v1/jobs/job-pages/criteria/versions/${current.body.version.id}`,
    );
    expect(byId.status).toBe(200);
    expect(byId.body).toEqual(current.body);
    expectProblem(await api.get('/v1/jobs/job-pages/criteria/versions/cv_unknown'), 404, 'CRITERIA_VERSION_NOT_FOUND');
    expectProblem(
      await api.get(`/v1/jobs/other-job/criteria/versions/${current.body.version.id}`),
      404,
      'CRITERIA_VERSION_NOT_FOUND',
    );
    expectProblem(await api.get('/v1/jobs/never/criteria/versions'), 404, 'CRITERIA_NOT_FOUND');
  });
});

describe('security', () => {
  it('needs a key, and another tenant, environment or partner sees nothing', async () => {
    await api.put('/v1/jobs/job-sec/criteria', { criteria: [c('Secret skill')] });
    const current = await api.get<CriteriaVersionResponse>('/v1/jobs/job-sec/criteria/versions/current');
    const versionId = current.body.version.id;
    expectProblem(
      await server.anonymous().withTenant('tenant-a').get('/v1/jobs/job-sec/criteria/versions/current'),
      401,
      'UNAUTHORIZED',
    );
    const others = [
      api.withTenant('tenant-b'),
      server.client('acme', 'tenant-a', 'live'),
      server.client('globex', 'tenant-a', 'test'),
    ];
    for (const other of others) {
      expectProblem(await other.get('/v1/jobs/job-sec/criteria/versions/current'), 404, 'CRITERIA_NOT_FOUND');
      expectProblem(
        await other.get(`/v1/jobs/job-sec/criteria/versions/${versionId}`),
        404,
        'CRITERIA_VERSION_NOT_FOUND',
      );
    }
    // A write from another scope creates that scope's own job, leaving ours untouched.
    await others[0]!.put('/v1/jobs/job-sec/criteria', { criteria: [c('Other')] });
    const still = await api.get<CriteriaVersionResponse>('/v1/jobs/job-sec/criteria/versions/current');
    expect(still.body.version.criteria.map((x) => x.text)).toEqual(['Secret skill']);
  });
});
