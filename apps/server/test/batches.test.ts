import type { BatchResponse, ScoringJobResponse, WebhookEvent } from '@rubric/contracts';
import { schema } from '@rubric/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { ControlledEngine } from './fake-engines.js';
import { expectProblem, useTestServer } from './harness.js';
import { eventually } from './waits.js';

const text = (who: string) => ({
  type: 'text',
  content: `${who}: eight years of TypeScript and Node.js, PostgreSQL in production, on-call lead.`,
});
const CRITERIA = [
  { text: 'TypeScript and Node.js', importance: 'MUST_HAVE' },
  { text: 'PostgreSQL', importance: 'NICE_TO_HAVE' },
];

async function settledBatch(id: string, job = 'job-b'): Promise<BatchResponse> {
  return eventually(async () => {
    const r = await api.get<BatchResponse>(`/v1/jobs/${job}/scoring-batches/${id}`);
    return r.body.batch.status !== 'pending' ? r.body : null;
  });
}

function batchEvents(batchId: string): WebhookEvent[] {
  return server.rubric.ctx.db
    .select()
    .from(schema.webhookEvents)
    .all()
    .map((r) => JSON.parse(r.payload) as WebhookEvent)
    .filter((e) => e.event === 'batch.completed' && e.batchId === batchId);
}

const engine = new ControlledEngine();
const server = await useTestServer({ engines: { test: engine } });
const api = server.client('acme', 'tenant-b');
beforeAll(async () => {
  await api.put('/v1/jobs/job-b/criteria', { criteria: CRITERIA });
});

describe('POST /v1/jobs/{jobId}/scoring-batches', () => {
  it('accepts good applications, rejects bad ones item by item, and completes with a batch.completed event', async () => {
    const existing = await api.post<ScoringJobResponse>('/v1/jobs/job-b/applications/known/scoring-jobs', {
      resume: text('Known'),
      jobDescription: 'Backend',
    });
    const r = await api.post<BatchResponse>('/v1/jobs/job-b/scoring-batches', {
      jobDescription: 'Backend engineer',
      applications: [
        { applicationId: 'a1', resume: text('Ann') },
        { applicationId: 'short', resume: { type: 'text', content: 'too short' } },
        { applicationId: 'a2', resume: text('Bo'), jobDescription: 'Own description wins' },
        { applicationId: 'plain-http', resume: { type: 'url', url: 'http://example.com/cv.pdf' } },
        { applicationId: 'guarded', resume: { type: 'url', url: 'https://127.0.0.1:9/cv.pdf' } },
        { applicationId: 'known', resume: text('Known again') },
      ],
    });
    expect(r.status).toBe(202);
    expect(r.headers.get('x-ratelimit-bucket')).toBe('scoring_intake_batch');
    const { batch, acceptedApplications, rejectedApplications } = r.body;
    expect(batch).toMatchObject({ jobId: 'job-b', totalJobs: 3, status: 'pending' });
    expect(acceptedApplications.map((a) => a.applicationId)).toEqual(['a1', 'a2', 'known']);
    expect(acceptedApplications.find((a) => a.applicationId === 'known')?.scoringJobId).toBe(
      existing.body.scoringJob.id,
    );
    expect(rejectedApplications.map((x) => [x.applicationId, x.error.code])).toEqual([
      ['short', 'VALIDATION_ERROR'],
      ['plain-http', 'VALIDATION_ERROR'],
      ['guarded', 'RESUME_FETCH_FAILED'],
    ]);
    const done = await settledBatch(batch.id);
    expect(done.batch).toMatchObject({ status: 'completed', totalJobs: 3, completedJobs: 3, failedJobs: 0 });
    expect(done.batch.completedAt).not.toBeNull();
    expect(done.rejectedApplications).toEqual(rejectedApplications);
    const [event, ...more] = batchEvents(batch.id);
    expect(more).toHaveLength(0);
    expect(event).toMatchObject({
      event: 'batch.completed',
      tenantId: 'tenant-b',
      jobId: 'job-b',
      totalJobs: 3,
      completedJobs: 3,
      failedJobs: 0,
      status: 'completed',
    });
    const a1 = acceptedApplications[0]!; // asserted above
    const job = await api.get<ScoringJobResponse>(`/v1/jobs/job-b/applications/a1/scoring-jobs/${a1.scoringJobId}`);
    expect(job.body.scoringJob.batchId).toBe(batch.id);
    // Rejected applications created no scoring job.
    expectProblem(await api.get('/v1/jobs/job-b/applications/short/score'), 404, 'SCORE_NOT_FOUND');
  });

  it('a batch with a failed job ends failed (failed includes partial failure)', async () => {
    await api.post('/v1/jobs/job-b/applications/ok-before/scoring-jobs', {
      resume: text('Ok'),
      jobDescription: 'Backend',
    });
    await eventually(async () => (await api.get('/v1/jobs/job-b/applications/ok-before/score')).status === 200);
    engine.failScoring = true;
    const r = await api.post<BatchResponse>('/v1/jobs/job-b/scoring-batches', {
      jobDescription: 'Backend engineer',
      applications: [
        { applicationId: 'ok-before', resume: text('Ok') },
        { applicationId: 'doomed', resume: text('Doomed') },
      ],
    });
    const done = await settledBatch(r.body.batch.id);
    engine.failScoring = false;
    expect(done.batch).toMatchObject({ status: 'failed', totalJobs: 2, completedJobs: 1, failedJobs: 1 });
    expect(batchEvents(r.body.batch.id)[0]).toMatchObject({ status: 'failed', completedJobs: 1, failedJobs: 1 });
  });

  it('every application rejected → 422 VALIDATION_ERROR with one detail per application and its concrete code', async () => {
    const r = await api.post('/v1/jobs/job-b/scoring-batches', {
      applications: [
        { applicationId: 'x1', resume: text('No description anywhere') },
        { applicationId: 'x2', resume: { type: 'url', url: 'https://127.0.0.1:9/a.pdf' }, jobDescription: 'Backend' },
        { applicationId: 'x3', resume: { type: 'text', content: 'short' }, jobDescription: 'Backend' },
      ],
    });
    const p = expectProblem(r, 422, 'VALIDATION_ERROR');
    expect(p.details?.map((d) => [d.field, d.code])).toEqual([
      ['applications[0].jobDescription', 'VALIDATION_ERROR'],
      ['applications[1]', 'RESUME_FETCH_FAILED'],
      ['applications[2].resume.content', 'VALIDATION_ERROR'],
    ]);
    const batches = server.rubric.ctx.db.select().from(schema.scoringBatches).all();
    expect(batches.every((b) => b.totalJobs > 0)).toBe(true);
  });

  it('refuses a malformed envelope with 400: none, more than 25, duplicates, a bad applicationId', async () => {
    const post = (applications: unknown) =>
      api.post('/v1/jobs/job-b/scoring-batches', { jobDescription: 'd', applications });
    expectProblem(await post([]), 400, 'VALIDATION_ERROR');
    expectProblem(
      await post(Array.from({ length: 26 }, (_, i) => ({ applicationId: `n${i}`, resume: text('N') }))),
      400,
      'VALIDATION_ERROR',
    );
    const dup = expectProblem(
      await post([
        { applicationId: 'd', resume: text('D') },
        { applicationId: 'd', resume: text('D') },
      ]),
      400,
      'VALIDATION_ERROR',
    );
    expect(dup.details?.[0]?.field).toBe('applications[1].applicationId');
    expectProblem(await post([{ applicationId: 'bad id', resume: text('B') }]), 400, 'VALIDATION_ERROR');
    expectProblem(
      await api.post('/v1/jobs/job-none/scoring-batches', {
        jobDescription: 'd',
        applications: [{ applicationId: 'z', resume: text('Z') }],
      }),
      404,
      'CRITERIA_NOT_FOUND',
    );
  });

  it('accepts 25 applications at once', async () => {
    const r = await api.post<BatchResponse>('/v1/jobs/job-b/scoring-batches', {
      jobDescription: 'Backend engineer',
      applications: Array.from({ length: 25 }, (_, i) => ({ applicationId: `m${i}`, resume: text(`Member ${i}`) })),
    });
    expect(r.status).toBe(202);
    expect(r.body.batch.totalJobs).toBe(25);
    const done = await settledBatch(r.body.batch.id);
    expect(done.batch.completedJobs).toBe(25);
  });
});

describe('GET /v1/jobs/{jobId}/scoring-batches/{batchId}', () => {
  it('unknown, other job, other tenant or environment → 404 BATCH_NOT_FOUND', async () => {
    const r = await api.post<BatchResponse>('/v1/jobs/job-b/scoring-batches', {
      jobDescription: 'd',
      applications: [{ applicationId: 'g1', resume: text('G') }],
    });
    const id = r.body.batch.id;
    expect((await api.get(`/v1/jobs/job-b/scoring-batches/${id}`)).status).toBe(200);
    expectProblem(await api.get('/v1/jobs/job-b/scoring-batches/bat_nope'), 404, 'BATCH_NOT_FOUND');
    expectProblem(await api.get(`/v1/jobs/other/scoring-batches/${id}`), 404, 'BATCH_NOT_FOUND');
    expectProblem(await api.withTenant('tenant-c').get(`/v1/jobs/job-b/scoring-batches/${id}`), 404, 'BATCH_NOT_FOUND');
    expectProblem(
      await server.client('acme', 'tenant-b', 'live').get(`/v1/jobs/job-b/scoring-batches/${id}`),
      404,
      'BATCH_NOT_FOUND',
    );
  });
});
