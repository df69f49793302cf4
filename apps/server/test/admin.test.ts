import type { AdminScoringJobsResponse, CreateApiKeyResponse, ScoringJobResponse } from '@rubric/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { ControlledEngine } from './fake-engines.js';
import { adminSession, ApiClient, expectProblem, useTestServer, type AdminClient } from './harness.js';
import { eventually } from './waits.js';

const engine = new ControlledEngine();
const server = await useTestServer({ engines: { test: engine } });
let admin: AdminClient;
beforeAll(async () => {
  admin = await adminSession(server);
});

describe('partners and API keys', () => {
  it('creates a partner and a key shown once; the key works on /v1 until revoked', async () => {
    const p = await admin.post<{ partner: { id: string; name: string; blindScoring: boolean } }>('/partners', {
      name: 'Initech',
    });
    expect(p.status).toBe(201);
    expect(p.body.partner).toMatchObject({ name: 'Initech', blindScoring: true });
    expectProblem(await admin.post('/partners', { name: 'Initech' }), 409, 'CONFLICT');
    expectProblem(await admin.post('/partners', { name: '' }), 400, 'VALIDATION_ERROR');

    const created = await admin.post<CreateApiKeyResponse>(`/partners/${p.body.partner.id}/api-keys`, {
      environment: 'live',
    });
    expect(created.status).toBe(201);
    expect(created.body.key).toMatch(/^sk_live_[0-9A-Za-z]{43}$/);
    expect(created.body.apiKey.prefix).toBe(created.body.key.slice(0, 16));
    const list = await admin.get<{ apiKeys: Array<Record<string, unknown>> }>(
      `/partners/${p.body.partner.id}/api-keys`,
    );
    expect(list.body.apiKeys).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toContain(created.body.key);

    const partnerApi = new ApiClient(server.url, created.body.key, 'tenant-1');
    expect((await partnerApi.get('/v1/criteria-library')).status).toBe(200);
    expect((await admin.post(`/api-keys/${created.body.apiKey.id}/revoke`)).status).toBe(204);
    expectProblem(await partnerApi.get('/v1/criteria-library'), 401, 'UNAUTHORIZED');
    expectProblem(await admin.post(`/api-keys/${created.body.apiKey.id}/revoke`), 404, 'RESOURCE_NOT_FOUND');
    expectProblem(await admin.post('/partners/ptn_nope/api-keys', { environment: 'test' }), 404, 'RESOURCE_NOT_FOUND');
    expectProblem(
      await admin.post(`/partners/${p.body.partner.id}/api-keys`, { environment: 'prod' }),
      400,
      'VALIDATION_ERROR',
    );
  });

  it('turns blind scoring off and on per partner', async () => {
    const p = await admin.post<{ partner: { id: string } }>('/partners', { name: 'Blindless' });
    const off = await admin.patch<{ partner: { blindScoring: boolean } }>(`/partners/${p.body.partner.id}`, {
      blindScoring: false,
    });
    expect(off.body.partner.blindScoring).toBe(false);
    expect(
      (await admin.get<{ partner: { blindScoring: boolean } }>(`/partners/${p.body.partner.id}`)).body.partner
        .blindScoring,
    ).toBe(false);
  });
});

describe('scoring jobs', () => {
  it('searches, shows a failed job with its error, and retries it from the admin API until it completes', async () => {
    const api = server.client('acme', 'tenant-x');
    await api.put('/v1/jobs/job-1/criteria', { criteria: [{ text: 'TypeScript', importance: 'MUST_HAVE' }] });
    engine.failScoring = true;
    const created = await api.post<ScoringJobResponse>('/v1/jobs/job-1/applications/app-1/scoring-jobs', {
      resume: { type: 'text', content: 'Seven years of TypeScript across frontend and backend teams.' },
      jobDescription: 'Engineer',
    });
    const id = created.body.scoringJob.id;
    await eventually(
      async () =>
        (await api.get<ScoringJobResponse>(`/v1/jobs/job-1/applications/app-1/scoring-jobs/${id}`)).body.scoringJob
          .status === 'failed',
    );
    engine.failScoring = false;

    const found = await admin.get<AdminScoringJobsResponse>('/scoring-jobs?status=failed&tenant=tenant-x');
    expect(found.body.scoringJobs.map((j) => j.id)).toEqual([id]);
    expect(found.body.scoringJobs[0]).toMatchObject({
      partnerName: 'acme',
      environment: 'test',
      jobId: 'job-1',
      applicationId: 'app-1',
      errorCode: 'SCORING_FAILED',
    });
    expect(
      (await admin.get<AdminScoringJobsResponse>('/scoring-jobs?status=completed&tenant=tenant-x')).body.scoringJobs,
    ).toHaveLength(0);
    expectProblem(await admin.get('/scoring-jobs?limit=0'), 400, 'VALIDATION_ERROR');
    expectProblem(await admin.get('/scoring-jobs?status=weird'), 400, 'VALIDATION_ERROR');

    const detail = await admin.get<{
      scoringJob: { error: { code: string }; attempts: number; resume: { format: string } };
    }>(`/scoring-jobs/${id}`);
    expect(detail.body.scoringJob).toMatchObject({
      error: { code: 'SCORING_FAILED' },
      attempts: 2,
      resume: { format: 'text' },
    });

    const retried = await admin.post<{ scoringJob: { status: string } }>(`/scoring-jobs/${id}/retry`);
    expect(retried.status).toBe(202);
    expect(retried.body.scoringJob.status).toBe('pending');
    const done = await eventually(async () => {
      const r = await api.get<ScoringJobResponse>(`/v1/jobs/job-1/applications/app-1/scoring-jobs/${id}`);
      return r.body.scoringJob.status === 'completed' ? r.body.scoringJob : null;
    });
    expect(done.id).toBe(id);
    expectProblem(await admin.post(`/scoring-jobs/${id}/retry`), 409, 'CONFLICT');
    expectProblem(await admin.post('/scoring-jobs/sj_nope/retry'), 404, 'SCORING_JOB_NOT_FOUND');
  });

  it('pages through scoring jobs with a cursor', async () => {
    const api = server.client('pager', 'tenant-p');
    await api.put('/v1/jobs/j/criteria', { criteria: [{ text: 'Go', importance: 'MUST_HAVE' }] });
    for (let i = 0; i < 5; i++)
      await api.post(`/v1/jobs/j/applications/a${i}/scoring-jobs`, {
        resume: { type: 'text', content: `Candidate ${i} with Go experience across several backend services.` },
        jobDescription: 'Go',
      });
    const page1 = await admin.get<AdminScoringJobsResponse>('/scoring-jobs?tenant=tenant-p&limit=2');
    const page2 = await admin.get<AdminScoringJobsResponse>(
      `/scoring-jobs?tenant=tenant-p&limit=2&cursor=${page1.body.nextCursor}`,
    );
    const page3 = await admin.get<AdminScoringJobsResponse>(
      `/scoring-jobs?tenant=tenant-p&limit=2&cursor=${page2.body.nextCursor}`,
    );
    const ids = [...page1.body.scoringJobs, ...page2.body.scoringJobs, ...page3.body.scoringJobs].map(
      (j) => j.applicationId,
    );
    expect(ids).toEqual(['a4', 'a3', 'a2', 'a1', 'a0']);
    expect(page3.body.nextCursor).toBeNull();
  });

  it('the overview shows engines, queue and recent failures', async () => {
    const r = await admin.get<{
      engines: { test: { engine: string } };
      queue: { pending: number };
      recentFailures: unknown[];
    }>('/overview');
    expect(r.status).toBe(200);
    expect(r.body.engines.test.engine).toBe('sandbox');
    expect(r.body.queue.pending).toBeGreaterThanOrEqual(0);
  });
});
