import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AdminDeletionRequestsResponse, BatchResponse, DeletionRequestResponse } from '@rubric/contracts';
import { and, count, eq, inArray, newId, schema, type Db, type Environment } from '@rubric/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { ControlledEngine } from './fake-engines.js';
import { AdminClient, adminSession, type ApiClient, expectProblem, useTestServer } from './harness.js';
import {
  CRITERIA,
  HTTPS_RESUME_ENV,
  JOB_DESCRIPTION,
  useResumeHost,
  resumeText,
  scored,
  settledDeletion,
  textPdf,
} from './lifecycle-support.js';

const engine = new ControlledEngine();
const host = await useResumeHost();
const server = await useTestServer({
  env: HTTPS_RESUME_ENV,
  engines: { test: engine, live: new ControlledEngine() },
});
/** acme / test / tenant-a: where the deletions happen. The others are neighbours that must stay intact. */
const api = server.client('acme', 'tenant-a');
const tenantB = api.withTenant('tenant-b');
const live = server.client('acme', 'tenant-a', 'live');
const globex = server.client('globex', 'tenant-a');

const text = (name: string) => ({ type: 'text', content: resumeText(name) });
const db = (): Db => server.rubric.ctx.db;
const tenantId = (partner: string, environment: Environment, externalId: string) =>
  db()
    .select({ id: schema.tenants.id })
    .from(schema.tenants)
    .innerJoin(schema.partners, eq(schema.partners.id, schema.tenants.partnerId))
    .where(
      and(
        eq(schema.partners.name, partner),
        eq(schema.tenants.environment, environment),
        eq(schema.tenants.externalId, externalId),
      ),
    )
    .get()?.id;

/** Everything one tenant has, row counts per table (webhook deliveries and attempts through their events). */
function footprint(id: string | undefined) {
  const t = id ?? 'none';
  const n = (q: { get(): { n: number } | undefined }) => q.get()?.n ?? 0;
  const d = db();
  const events = d
    .select({ id: schema.webhookEvents.id })
    .from(schema.webhookEvents)
    .where(eq(schema.webhookEvents.tenantId, t))
    .all()
    .map((e) => e.id);
  const deliveries = events.length
    ? d
        .select({ id: schema.webhookDeliveries.id })
        .from(schema.webhookDeliveries)
        .where(inArray(schema.webhookDeliveries.eventId, events))
        .all()
        .map((r) => r.id)
    : [];
  const jobIds = d
    .select({ id: schema.jobs.id })
    .from(schema.jobs)
    .where(eq(schema.jobs.tenantId, t))
    .all()
    .map((r) => r.id);
  const versions = jobIds.length
    ? d
        .select({ id: schema.criteriaVersions.id })
        .from(schema.criteriaVersions)
        .where(inArray(schema.criteriaVersions.jobId, jobIds))
        .all()
        .map((r) => r.id)
    : [];
  return {
    tenant: n(d.select({ n: count() }).from(schema.tenants).where(eq(schema.tenants.id, t))),
    jobs: jobIds.length,
    criteriaVersions: versions.length,
    criteriaItems: versions.length
      ? n(
          d
            .select({ n: count() })
            .from(schema.criteriaVersionItems)
            .where(inArray(schema.criteriaVersionItems.versionId, versions)),
        )
      : 0,
    questionSets: jobIds.length
      ? n(d.select({ n: count() }).from(schema.questionSets).where(inArray(schema.questionSets.jobId, jobIds)))
      : 0,
    library: n(d.select({ n: count() }).from(schema.libraryCriteria).where(eq(schema.libraryCriteria.tenantId, t))),
    scoringJobs: n(d.select({ n: count() }).from(schema.scoringJobs).where(eq(schema.scoringJobs.tenantId, t))),
    resumeDocuments: n(
      d.select({ n: count() }).from(schema.resumeDocuments).where(eq(schema.resumeDocuments.tenantId, t)),
    ),
    batches: n(d.select({ n: count() }).from(schema.scoringBatches).where(eq(schema.scoringBatches.tenantId, t))),
    idempotencyRecords: n(
      d.select({ n: count() }).from(schema.idempotencyRecords).where(eq(schema.idempotencyRecords.tenantId, t)),
    ),
    events: events.length,
    deliveries: deliveries.length,
    attempts: deliveries.length
      ? n(
          d
            .select({ n: count() })
            .from(schema.webhookAttempts)
            .where(inArray(schema.webhookAttempts.deliveryId, deliveries)),
        )
      : 0,
  };
}

/**
 * Delivery records for every event so far, on a disabled endpoint (the webhook delivery loop leaves them alone): deleting an
 * application or tenant must take deliveries and attempts with it.
 */
function recordDeliveries(): void {
  const d = db();
  const now = Date.now();
  for (const e of d.select().from(schema.webhookEvents).all()) {
    if (
      d
        .select({ id: schema.webhookDeliveries.id })
        .from(schema.webhookDeliveries)
        .where(eq(schema.webhookDeliveries.eventId, e.id))
        .get()
    )
      continue;
    const endpointId = newId('whe', now);
    d.insert(schema.webhookEndpoints)
      .values({
        id: endpointId,
        partnerId: e.partnerId,
        environment: e.environment,
        url: 'https://receiver.invalid/hook',
        events: [e.type],
        enabled: false,
        secretCiphertext: 'unused',
        createdAt: now,
        updatedAt: now,
      })
      .run();
    const deliveryId = newId('whd', now);
    d.insert(schema.webhookDeliveries)
      .values({
        id: deliveryId,
        eventId: e.id,
        endpointId,
        status: 'failed',
        attemptCount: 1,
        createdAt: now,
        updatedAt: now,
      })
      .run();
    d.insert(schema.webhookAttempts)
      .values({
        id: newId('wha', now),
        deliveryId,
        endpointId,
        attemptNo: 1,
        startedAt: now,
        durationMs: 5,
        statusCode: 500,
      })
      .run();
  }
}

/** The same shape of data in every scope: two jobs, scored applications, a batch, library, question set, an idempotent write. */
async function seed(client: ApiClient): Promise<void> {
  for (const job of ['job-1', 'job-2'])
    expect(
      (
        await client.put(
          `/v1/jobs/${job}/criteria`,
          { criteria: CRITERIA },
          { headers: { 'Idempotency-Key': `seed-${client.tenant}-${job}` } },
        )
      ).status,
    ).toBe(200);
  await client.post('/v1/criteria-library', { text: 'Mentoring', category: 'team' });
  await client.post('/v1/jobs/job-1/question-sets', {
    jobContext: { jobTitle: 'Backend engineer', companyName: 'Acme', jobDescription: JOB_DESCRIPTION },
  });
  for (const [job, app] of [
    ['job-1', 'app-1'],
    ['job-1', 'app-2'],
    ['job-2', 'app-1'],
  ] as const)
    expect((await scored(client, job, app, text(`${app} of ${job}`))).status).toBe('completed');
  const batch = await client.post<BatchResponse>('/v1/jobs/job-1/scoring-batches', {
    jobDescription: JOB_DESCRIPTION,
    applications: [
      { applicationId: 'app-3', resume: text('Batch Three') },
      { applicationId: 'app-4', resume: text('Batch Four') },
      { applicationId: 'app-bad', resume: { type: 'text', content: 'too short' } },
    ],
  });
  expect(batch.status).toBe(202);
  for (const app of ['app-3', 'app-4']) await scored(client, 'job-1', app, text('ignored: already submitted'));
}

async function requestDeletion(client: ApiClient, path: string) {
  const r = await client.delete<DeletionRequestResponse>(path);
  expect(r.status).toBe(202);
  return r.body.deletionRequest;
}

const neighbours = () => [
  ['tenant-b', footprint(tenantId('acme', 'test', 'tenant-b'))],
  ['live', footprint(tenantId('acme', 'live', 'tenant-a'))],
  ['globex', footprint(tenantId('globex', 'test', 'tenant-a'))],
];

beforeAll(async () => {
  // The preparer's worker loads its tagger first (seconds on a busy host): waited for here, not by each seed.
  await server.rubric.runner.warm();
  await Promise.all([seed(api), seed(tenantB), seed(live), seed(globex)]);
  recordDeliveries();
}, 60_000);

describe('DELETE /v1/jobs/{jobId}/applications/{applicationId}', () => {
  it('202 pending at once; then that application’s scoring, resumes, batch items and webhook records are gone, and nothing else', async () => {
    const before = footprint(tenantId('acme', 'test', 'tenant-a'));
    const others = neighbours();
    const job1app1 = (await api.get<{ scoringJob: { id: string } }>('/v1/jobs/job-1/applications/app-1/score')).status;
    expect(job1app1).toBe(200);
    const request = await requestDeletion(api, '/v1/jobs/job-1/applications/app-1');
    expect(request).toEqual({
      id: expect.stringMatching(/^del_/),
      scope: 'application',
      status: 'pending',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      completedAt: null,
      failedAt: null,
    });
    const done = await settledDeletion(api, request.id);
    expect(done).toMatchObject({ id: request.id, status: 'completed', failedAt: null });
    expect(Date.parse(done.completedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(request.createdAt));

    expectProblem(await api.get('/v1/jobs/job-1/applications/app-1/score'), 404, 'SCORE_NOT_FOUND');
    const after = footprint(tenantId('acme', 'test', 'tenant-a'));
    // One scoring job with its document and two events (score.completed + its delivery/attempt) fewer; the rest as before.
    expect(after).toEqual({
      ...before,
      scoringJobs: before.scoringJobs - 1,
      resumeDocuments: before.resumeDocuments - 1,
      events: before.events - 1,
      deliveries: before.deliveries - 1,
      attempts: before.attempts - 1,
    });
    // The same application id under another job, the job's other applications, and every other scope stay.
    for (const path of ['/v1/jobs/job-2/applications/app-1/score', '/v1/jobs/job-1/applications/app-2/score'])
      expect((await api.get(path)).status).toBe(200);
    for (const client of [tenantB, live, globex])
      expect((await client.get('/v1/jobs/job-1/applications/app-1/score')).status).toBe(200);
    expect(neighbours()).toEqual(others);
  });

  it('a batch loses the application’s item and counts: totalJobs, completedJobs and the rejected list are recounted', async () => {
    const batchRow = db()
      .select()
      .from(schema.scoringBatches)
      .where(eq(schema.scoringBatches.tenantId, tenantId('acme', 'test', 'tenant-a') ?? ''))
      .get();
    const id = batchRow?.id ?? '';
    const before = (await api.get<BatchResponse>(`/v1/jobs/job-1/scoring-batches/${id}`)).body.batch;
    expect(before).toMatchObject({ totalJobs: 2, completedJobs: 2, status: 'completed' });
    const requests = [
      await requestDeletion(api, '/v1/jobs/job-1/applications/app-3'),
      await requestDeletion(api, '/v1/jobs/job-1/applications/app-bad'),
    ];
    for (const r of requests) expect((await settledDeletion(api, r.id)).status).toBe('completed');
    const after = await api.get<BatchResponse>(`/v1/jobs/job-1/scoring-batches/${id}`);
    expect(after.body.batch).toMatchObject({ totalJobs: 1, completedJobs: 1, failedJobs: 0, status: 'completed' });
    expect(after.body.acceptedApplications.map((a) => a.applicationId)).toEqual(['app-4']);
    expect(after.body.rejectedApplications).toEqual([]);
    // The other scopes' batches are untouched.
    const theirs = await tenantB.get<BatchResponse>(
      `/v1/jobs/job-1/scoring-batches/${
        db()
          .select()
          .from(schema.scoringBatches)
          .where(eq(schema.scoringBatches.tenantId, tenantId('acme', 'test', 'tenant-b') ?? ''))
          .get()?.id
      }`,
    );
    expect(theirs.body).toMatchObject({
      batch: { totalJobs: 2 },
      rejectedApplications: [{ applicationId: 'app-bad' }],
    });
  });

  it('a stored resume file shared by two applications stays until the last of them is deleted', async () => {
    host.files.set(
      '/shared.pdf',
      textPdf([
        'Grace Hopper, Computer Scientist',
        'Six years of TypeScript and Node.js experience',
        'Operated PostgreSQL in production',
      ]),
    );
    for (const app of ['app-f1', 'app-f2'])
      await scored(api, 'job-2', app, { type: 'url', url: host.url('/shared.pdf') });
    const path = db()
      .select()
      .from(schema.resumeDocuments)
      .where(eq(schema.resumeDocuments.sourceUrl, host.url('/shared.pdf')))
      .get()?.filePath;
    const file = join(server.dataDir, ...(path ?? 'missing').split('/'));
    expect(existsSync(file)).toBe(true);
    await settledDeletion(api, (await requestDeletion(api, '/v1/jobs/job-2/applications/app-f1')).id);
    expect(existsSync(file)).toBe(true);
    expect((await api.get('/v1/jobs/job-2/applications/app-f2/score')).status).toBe(200);
    await settledDeletion(api, (await requestDeletion(api, '/v1/jobs/job-2/applications/app-f2')).id);
    expect(existsSync(file)).toBe(false);
  });

  it('an unknown application (and job) is accepted the same way and completes, revealing nothing', async () => {
    const known = await requestDeletion(api, '/v1/jobs/job-2/applications/app-1');
    const unknown = await requestDeletion(api, '/v1/jobs/no-such-job/applications/ghost');
    expect(Object.keys(unknown).sort()).toEqual(Object.keys(known).sort());
    expect(unknown).toMatchObject({ scope: 'application', status: 'pending' });
    expect((await settledDeletion(api, unknown.id)).status).toBe('completed');
    expect((await settledDeletion(api, known.id)).status).toBe('completed');
  });

  it('cancels the scoring in flight instead of waiting for it; a request after completion is a new one', async () => {
    // A deletion used to wait for the engine to finish the application being scored; it now aborts
    // that task (docs/scheduling.md). While the request is pending, a duplicate returns the same
    // request (deletion-disk.test.ts holds one pending on purpose to check that).
    engine.hold();
    const calls = engine.calls.score;
    const aborted = engine.aborted;
    const submitted = await api.post<{ scoringJob: { id: string } }>(
      '/v1/jobs/job-1/applications/app-dup/scoring-jobs',
      { resume: text('Dup'), jobDescription: JOB_DESCRIPTION },
    );
    expect(submitted.status).toBe(202);
    await engine.until(() => engine.calls.score > calls); // claimed and held by the engine
    let first: DeletionRequestResponse['deletionRequest'];
    try {
      first = await requestDeletion(api, '/v1/jobs/job-1/applications/app-dup');
      expect(first.status).toBe('pending');
      // The engine's task was aborted and the deletion completed while the engine was still held.
      await engine.until(() => engine.aborted > aborted);
      expect((await settledDeletion(api, first.id)).status).toBe('completed');
    } finally {
      engine.release();
    }
    // Nothing was scored twice: the job could not be claimed again while its deletion was open.
    expect(engine.calls.score).toBe(calls + 1);
    expectProblem(
      await api.get(`/v1/jobs/job-1/applications/app-dup/scoring-jobs/${submitted.body.scoringJob.id}`),
      404,
      'SCORING_JOB_NOT_FOUND',
    );
    const third = await requestDeletion(api, '/v1/jobs/job-1/applications/app-dup');
    expect(third.id).not.toBe(first.id);
    expect((await settledDeletion(api, third.id)).status).toBe('completed');
  });
});

describe('GET /v1/deletion-requests/{id}', () => {
  it('is scoped to partner, environment and tenant: every other scope gets 404, like an unknown id', async () => {
    const mine = await requestDeletion(api, '/v1/jobs/job-9/applications/app-9');
    expect((await api.get<DeletionRequestResponse>(`/v1/deletion-requests/${mine.id}`)).body.deletionRequest.id).toBe(
      mine.id,
    );
    for (const other of [tenantB, live, globex])
      expectProblem(await other.get(`/v1/deletion-requests/${mine.id}`), 404, 'DELETION_REQUEST_NOT_FOUND');
    expectProblem(await api.get('/v1/deletion-requests/del_unknown'), 404, 'DELETION_REQUEST_NOT_FOUND');
    expectProblem(
      await server.anonymous().withTenant('tenant-a').get(`/v1/deletion-requests/${mine.id}`),
      401,
      'UNAUTHORIZED',
    );
    await settledDeletion(api, mine.id);
  });

  it('the stored record names no tenant, job or application once done (hashes only)', () => {
    for (const row of db()
      .select()
      .from(schema.deletionRequests)
      .where(eq(schema.deletionRequests.status, 'completed'))
      .all()) {
      expect(row.work).toBeNull();
      const stored = JSON.stringify(row);
      for (const name of ['tenant-a', 'job-1', 'job-2', 'app-1', 'ghost']) expect(stored).not.toContain(name);
    }
  });
});

describe('DELETE /v1/tenants/{tenantExternalId}', () => {
  it('the path must name the X-Tenant-Id tenant', async () => {
    const p = expectProblem(await api.delete('/v1/tenants/tenant-b'), 400, 'VALIDATION_ERROR');
    expect(p.details?.[0]).toMatchObject({ field: 'tenantExternalId' });
    expect(footprint(tenantId('acme', 'test', 'tenant-b')).scoringJobs).toBeGreaterThan(0);
  });

  it('removes everything of the tenant; the same X-Tenant-Id then starts empty and still reads the request', async () => {
    const oldId = tenantId('acme', 'test', 'tenant-a');
    const before = footprint(oldId);
    expect(before).toMatchObject({
      tenant: 1,
      jobs: 2,
      library: 1,
      questionSets: 1,
      batches: 1,
      idempotencyRecords: 2,
    });
    expect(before.events).toBeGreaterThan(0);
    const others = neighbours();
    const request = await requestDeletion(api, '/v1/tenants/tenant-a');
    expect(request).toMatchObject({ scope: 'tenant', status: 'pending' });
    const done = await settledDeletion(api, request.id);
    expect(done.status).toBe('completed');

    expect(footprint(oldId)).toEqual({
      tenant: 0,
      jobs: 0,
      criteriaVersions: 0,
      criteriaItems: 0,
      questionSets: 0,
      library: 0,
      scoringJobs: 0,
      resumeDocuments: 0,
      batches: 0,
      idempotencyRecords: 0,
      events: 0,
      deliveries: 0,
      attempts: 0,
    });
    // Polling re-created the tenant on first use: a fresh, empty one.
    const freshId = tenantId('acme', 'test', 'tenant-a');
    expect(freshId).toBeDefined();
    expect(freshId).not.toBe(oldId);
    expect((await api.get('/v1/criteria-library')).body).toEqual({ criteria: [] });
    expectProblem(await api.get('/v1/jobs/job-1/criteria/versions/current'), 404, 'CRITERIA_NOT_FOUND');
    expectProblem(await api.get('/v1/jobs/job-2/applications/app-1/score'), 404, 'SCORE_NOT_FOUND');
    expect(
      (await api.get<DeletionRequestResponse>(`/v1/deletion-requests/${request.id}`)).body.deletionRequest,
    ).toEqual(done);
    // The same tenant id in the other environment and under another partner, and the other tenant: untouched.
    expect(neighbours()).toEqual(others);
    for (const client of [tenantB, live, globex])
      expect((await client.get('/v1/jobs/job-2/applications/app-1/score')).status).toBe(200);
  });
});

describe('portal: /admin/api/deletion-requests', () => {
  it('needs a session; lists newest first with status filter and paging; shows one', async () => {
    expectProblem(await new AdminClient(server.url, null, null).get('/deletion-requests'), 401, 'UNAUTHORIZED');
    const admin = await adminSession(server);
    const all = await admin.get<AdminDeletionRequestsResponse>('/deletion-requests?limit=100');
    expect(all.status).toBe(200);
    expect(all.body.deletionRequests.length).toBeGreaterThanOrEqual(8);
    const completed = await admin.get<AdminDeletionRequestsResponse>('/deletion-requests?status=completed&limit=100');
    expect(completed.body.deletionRequests.length).toBeGreaterThanOrEqual(8);
    expect(
      completed.body.deletionRequests.every((d) => d.status === 'completed' && d.attempts >= 1 && d.lastError === null),
    ).toBe(true);
    expect(
      (await admin.get<AdminDeletionRequestsResponse>('/deletion-requests?status=failed')).body.deletionRequests,
    ).toEqual([]);
    const tenantRequest = all.body.deletionRequests.find((d) => d.scope === 'tenant');
    expect(tenantRequest).toMatchObject({ environment: 'test', partnerName: 'acme', status: 'completed' });

    const first = await admin.get<AdminDeletionRequestsResponse>('/deletion-requests?limit=2');
    expect(first.body.deletionRequests.map((d) => d.id)).toEqual(
      all.body.deletionRequests.slice(0, 2).map((d) => d.id),
    );
    expect(first.body.nextCursor).toBe(first.body.deletionRequests[1]?.id);
    const next = await admin.get<AdminDeletionRequestsResponse>(
      `/deletion-requests?limit=2&cursor=${first.body.nextCursor}`,
    );
    expect(next.body.deletionRequests[0]?.id).toBe(all.body.deletionRequests[2]?.id);

    expect((await admin.get(`/deletion-requests/${tenantRequest?.id}`)).body).toEqual({
      deletionRequest: tenantRequest,
    });
    expectProblem(await admin.get('/deletion-requests/del_nope'), 404, 'RESOURCE_NOT_FOUND');
    expectProblem(await admin.get('/deletion-requests?limit=0'), 400, 'VALIDATION_ERROR');
    expectProblem(await admin.get('/deletion-requests?status=gone'), 400, 'VALIDATION_ERROR');
  });

  it('every processor run is counted in /metrics', async () => {
    const metrics = await (await fetch(`${server.url}/metrics`)).text();
    expect(metrics).toMatch(/rubric_background_runs_total\{job="deletion.process",outcome="success"\} [1-9]/);
  });
});
