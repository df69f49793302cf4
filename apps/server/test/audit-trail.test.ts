// The audit trail against a real server: an event for each recorded action, written with the change, holding no
// resume text, name, e-mail or phone number; GET /v1/audit-events (paging, filters, isolation); the admin list.
import { createHash } from 'node:crypto';
import type {
  AdminAuditEventsResponse,
  AuditEvent,
  CriteriaVersionResponse,
  DeletionRequestResponse,
  ListAuditEventsResponse,
  ScoringJobResponse,
} from '@rubric/contracts';
import { asc, eq, schema } from '@rubric/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { criteriaDigest, digestOf, verdictsDigest, verifyAuditChain } from '../src/modules/audit/index.js';
import { ControlledEngine } from './fake-engines.js';
import { adminSession, expectProblem, useTestServer, type AdminClient, type ApiClient } from './harness.js';
import { settledDeletion } from './lifecycle-support.js';
import { eventually } from './waits.js';

// The fixture's personal details: none of them may appear anywhere in the trail.
const NAME = 'Jane Quillfeather';
const EMAIL = 'jane.quillfeather@example.com';
const PHONE = '+1 415 555 0134';
const JOB_DESCRIPTION = 'Backend engineer for the Northwind payments platform, on call one week in six.';
const RESUME = `${NAME}
${EMAIL} · ${PHONE}
Senior Backend Engineer. Six years of TypeScript and Node.js experience building payment APIs.
Operated PostgreSQL clusters in production and led a team of four.`;
const SECRETS = [NAME, 'Quillfeather', EMAIL, PHONE, '555 0134', JOB_DESCRIPTION, 'Six years of TypeScript'];

const CRITERIA = [
  { text: 'TypeScript and Node.js experience', importance: 'MUST_HAVE' },
  { text: 'PostgreSQL in production', importance: 'NICE_TO_HAVE' },
];
const jobContext = { jobTitle: 'Backend Engineer', companyName: 'Northwind', jobDescription: JOB_DESCRIPTION };

const engine = new ControlledEngine();
const server = await useTestServer({ engines: { test: engine, live: new ControlledEngine() } });
const api = server.client('acme', 'tenant-a');
const keyPrefix = (client: ApiClient) => (client.key ?? '').slice(0, 16);
const db = server.rubric.ctx.db;
let admin: AdminClient;

const submit = (client: ApiClient, jobId: string, appId: string, content = RESUME) =>
  client.post<ScoringJobResponse>(`/v1/jobs/${jobId}/applications/${appId}/scoring-jobs`, {
    resume: { type: 'text', content },
    jobDescription: JOB_DESCRIPTION,
  });

function ended(client: ApiClient, jobId: string, appId: string, id: string, status: 'completed' | 'failed') {
  return eventually(
    async () => {
      const r = await client.get<ScoringJobResponse>(`/v1/jobs/${jobId}/applications/${appId}/scoring-jobs/${id}`);
      return r.body.scoringJob.status === status ? r.body.scoringJob : null;
    },
    { what: `scoring job ${id} ${status}` },
  );
}

/** Every stored row of the trail, oldest first. */
const rows = () => db.select().from(schema.auditEvents).orderBy(asc(schema.auditEvents.seq)).all();
const rowsOf = (type: string) => rows().filter((r) => r.type === type);
const dataOf = <T = Record<string, unknown>>(row: { data: string }) => JSON.parse(row.data) as T;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** All events the client sees, following the cursor. */
async function allEvents(client: ApiClient, query = ''): Promise<AuditEvent[]> {
  const out: AuditEvent[] = [];
  let cursor: string | null = null;
  do {
    const sep = query ? '&' : '';
    const r: { status: number; body: ListAuditEventsResponse } = await client.get<ListAuditEventsResponse>(
      `/v1/audit-events?${query}${sep}limit=3${cursor ? `&cursor=${cursor}` : ''}`,
    );
    expect(r.status).toBe(200);
    out.push(...r.body.events);
    cursor = r.body.nextCursor;
  } while (cursor);
  return out;
}

beforeAll(async () => {
  admin = await adminSession(server);
  expect((await api.put('/v1/jobs/job-1/criteria', { criteria: CRITERIA })).status).toBe(200);
});

describe('an event for each action, in the transaction of the change', () => {
  it('criteria.version_created: by the partner key, and for generated criteria with the model and prompt', async () => {
    const current = await api.get<CriteriaVersionResponse>('/v1/jobs/job-1/criteria/versions/current');
    const [put] = rowsOf('criteria.version_created');
    expect(put).toMatchObject({
      actorType: 'partner_key',
      actorId: keyPrefix(api),
      environment: 'test',
      jobExternalId: 'job-1',
    });
    expect(dataOf(put!)).toEqual({
      criteriaVersionId: current.body.version.id,
      criteriaRevision: '1',
      source: 'replaced',
      criteriaCount: 2,
      // Recomputable from the version as the API shows it.
      criteriaSha256: criteriaDigest(current.body.version.criteria.map((c) => ({ ...c, criterionId: c.id }))),
    });

    const generated = await api.post<{ criteriaVersionId: string }>('/v1/jobs/job-g/criteria/generate', {
      jobContext,
    });
    expect(generated.status).toBe(201);
    const row = rowsOf('criteria.version_created').find((r) => r.jobExternalId === 'job-g');
    const info = engine.info();
    expect(dataOf(row!)).toMatchObject({
      criteriaVersionId: generated.body.criteriaVersionId,
      source: 'generated',
      generatedBy: {
        engine: info.engine,
        model: { name: info.modelName, sha256: info.modelSha256 },
        promptVersion: info.promptVersion,
      },
    });

    // A refused write records nothing: the stale revision is refused before anything is written.
    const before = rows().length;
    const stale = await api.put(
      '/v1/jobs/job-1/criteria',
      { criteria: CRITERIA },
      {
        headers: { 'X-Expected-Criteria-Revision': '7' },
      },
    );
    expectProblem(stale, 412, 'CRITERIA_REVISION_MISMATCH');
    expect(rows()).toHaveLength(before);
  });

  it('scoring.submitted and scoring.completed with the versions and digests the score depended on', async () => {
    const created = await submit(api, 'job-1', 'app-1');
    expect(created.status).toBe(202);
    const id = created.body.scoringJob.id;
    const [submitted] = rowsOf('scoring.submitted').filter((r) => r.scoringJobId === id);
    expect(submitted).toMatchObject({ actorType: 'partner_key', actorId: keyPrefix(api), applicationId: 'app-1' });
    expect(dataOf(submitted!)).toMatchObject({
      scoringJobId: id,
      criteriaVersionId: created.body.scoringJob.criteriaVersionId,
      batchId: null,
      resumeSha256: sha256(RESUME),
      resumeFormat: 'text',
      blind: true,
      rescore: false,
    });

    const done = await ended(api, 'job-1', 'app-1', id, 'completed');
    const [completed] = rowsOf('scoring.completed').filter((r) => r.scoringJobId === id);
    expect(completed).toMatchObject({ actorType: 'system', actorId: 'scoring.runner', jobExternalId: 'job-1' });
    const data = dataOf<Record<string, unknown> & { blind: { enabled: boolean; redactions: Record<string, number> } }>(
      completed!,
    );
    const info = engine.info();
    const version = await api.get<CriteriaVersionResponse>(
      `/v1/jobs/job-1/criteria/versions/${done.criteriaVersionId}`,
    );
    const inputs = db.select().from(schema.scoringInputs).where(eq(schema.scoringInputs.scoringJobId, id)).get();
    expect(data).toMatchObject({
      scoringJobId: id,
      engine: info.engine,
      model: { name: info.modelName, sha256: info.modelSha256 },
      promptVersion: info.promptVersion,
      criteriaVersionId: done.criteriaVersionId,
      criteriaSha256: criteriaDigest(version.body.version.criteria.map((c) => ({ ...c, criterionId: c.id }))),
      resumeSha256: sha256(RESUME),
      jobDescriptionSha256: sha256(JOB_DESCRIPTION),
      engineInputSha256: digestOf(inputs?.engineInput),
      score: done.result?.score,
      verdictsSha256: verdictsDigest(done.result?.criteria ?? []),
      attempts: 1,
    });
    expect(data.resumeTextSha256).toMatch(/^[0-9a-f]{64}$/);
    // Blind by default: the name and contact details were redacted, and only their counts are recorded.
    expect(data.blind.enabled).toBe(true);
    expect(Object.values(data.blind.redactions).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);

    // The same application again (no rescore): the existing job, no second event.
    const again = await submit(api, 'job-1', 'app-1');
    expect(again.status).toBe(200);
    expect(rowsOf('scoring.submitted').filter((r) => r.applicationId === 'app-1')).toHaveLength(1);
  });

  it('scoring.submitted for every item of a batch, with its batch id', async () => {
    const r = await api.post<{ batch: { id: string }; acceptedApplications: Array<{ scoringJobId: string }> }>(
      '/v1/jobs/job-1/scoring-batches',
      {
        jobDescription: JOB_DESCRIPTION,
        applications: [
          { applicationId: 'b-1', resume: { type: 'text', content: RESUME } },
          { applicationId: 'b-2', resume: { type: 'text', content: `${RESUME}\nAlso Kubernetes.` } },
        ],
      },
    );
    expect(r.status).toBe(202);
    const ids = r.body.acceptedApplications.map((a) => a.scoringJobId);
    const events = rowsOf('scoring.submitted').filter((e) => ids.includes(e.scoringJobId ?? ''));
    expect(events.map((e) => e.applicationId).sort()).toEqual(['b-1', 'b-2']);
    for (const e of events) expect(dataOf(e)).toMatchObject({ batchId: r.body.batch.id });
    for (const [i, id] of ids.entries()) await ended(api, 'job-1', `b-${i + 1}`, id, 'completed');
  });

  it('scoring.failed by the runner, scoring.retried by the administrator who retried it', async () => {
    engine.failScoring = true;
    const created = await submit(api, 'job-1', 'app-fail');
    const id = created.body.scoringJob.id;
    await ended(api, 'job-1', 'app-fail', id, 'failed');
    engine.failScoring = false;
    const [failed] = rowsOf('scoring.failed').filter((r) => r.scoringJobId === id);
    expect(failed).toMatchObject({ actorType: 'system', actorId: 'scoring.runner', applicationId: 'app-fail' });
    expect(dataOf(failed!)).toMatchObject({ scoringJobId: id, errorCode: 'SCORING_FAILED', attempts: 2 });

    expect((await admin.post(`/scoring-jobs/${id}/retry`)).status).toBe(202);
    const adminRow = db.select().from(schema.admins).get();
    const [retried] = rowsOf('scoring.retried').filter((r) => r.scoringJobId === id);
    expect(retried).toMatchObject({ actorType: 'admin', actorId: adminRow?.id, jobExternalId: 'job-1' });
    expect(dataOf(retried!)).toEqual({ scoringJobId: id, previousErrorCode: 'SCORING_FAILED' });
    await ended(api, 'job-1', 'app-fail', id, 'completed');
    expect(rowsOf('scoring.completed').filter((r) => r.scoringJobId === id)).toHaveLength(1);
  });

  it('partner.blind_scoring_changed by the administrator, only when the setting changes', async () => {
    const partner = db.select().from(schema.partners).where(eq(schema.partners.name, 'acme')).get();
    const adminRow = db.select().from(schema.admins).get();
    expect((await admin.patch(`/partners/${partner?.id}`, { blindScoring: false })).status).toBe(200);
    expect((await admin.patch(`/partners/${partner?.id}`, { blindScoring: false })).status).toBe(200);
    expect((await admin.patch(`/partners/${partner?.id}`, { blindScoring: true })).status).toBe(200);
    const changes = rowsOf('partner.blind_scoring_changed');
    expect(changes.map((r) => dataOf(r))).toEqual([
      { blind: false, previous: true },
      { blind: true, previous: false },
    ]);
    for (const r of changes)
      expect(r).toMatchObject({ actorType: 'admin', actorId: adminRow?.id, partnerId: partner?.id, tenantId: null });
  });

  it('deletion.completed erases the application and keeps its audit events', async () => {
    const created = await submit(api, 'job-1', 'app-del');
    await ended(api, 'job-1', 'app-del', created.body.scoringJob.id, 'completed');
    const before = rows().filter((r) => r.applicationId === 'app-del');
    expect(before.map((r) => r.type)).toEqual(['scoring.submitted', 'scoring.completed']);

    const requested = await api.delete<DeletionRequestResponse>('/v1/jobs/job-1/applications/app-del');
    expect(requested.status).toBe(202);
    const request = requested.body.deletionRequest;
    expect((await settledDeletion(api, request.id)).status).toBe('completed');
    expect(
      db.select().from(schema.scoringJobs).where(eq(schema.scoringJobs.applicationId, 'app-del')).all(),
    ).toHaveLength(0);
    const after = rows().filter((r) => r.applicationId === 'app-del');
    expect(after.slice(0, 2)).toEqual(before);
    expect(after[2]).toMatchObject({ type: 'deletion.completed', actorType: 'system', actorId: 'deletion.processor' });
    expect(dataOf(after[2]!)).toMatchObject({ deletionRequestId: request.id, scope: 'application' });
  });

  it('holds no resume text, name, e-mail or phone number in any column of any row, and the chain verifies', () => {
    const all = server.rubric.ctx.sqlite.prepare('SELECT * FROM audit_events').all() as Array<Record<string, unknown>>;
    expect(all.length).toBeGreaterThan(10);
    for (const row of all)
      for (const [column, value] of Object.entries(row))
        for (const secret of SECRETS)
          expect(String(value).toLowerCase(), `${column} of seq ${String(row.seq)}`).not.toContain(
            secret.toLowerCase(),
          );
    expect(verifyAuditChain(server.rubric.ctx.sqlite)).toMatchObject({ ok: true, checked: all.length });
  });
});

describe('GET /v1/audit-events', () => {
  const other = server.client('acme', 'tenant-other');
  const otherPartner = server.client('globex', 'tenant-a');
  const live = server.client('acme', 'tenant-a', 'live');

  beforeAll(async () => {
    // Something of each neighbour, so that isolation is shown against events that exist.
    for (const client of [other, otherPartner, live]) {
      expect((await client.put('/v1/jobs/job-1/criteria', { criteria: CRITERIA })).status).toBe(200);
      expect((await submit(client, 'job-1', 'app-1')).status).toBe(202);
    }
  });

  it('pages the tenant’s events oldest first with a cursor; each page is the next in seq', async () => {
    const events = await allEvents(api);
    const partner = db.select().from(schema.partners).where(eq(schema.partners.name, 'acme')).get();
    const tenant = db.select().from(schema.tenants).where(eq(schema.tenants.externalId, 'tenant-a')).all();
    const tenantId = tenant.find((t) => t.partnerId === partner?.id && t.environment === 'test')?.id;
    const expected = rows().filter(
      (r) => r.partnerId === partner?.id && r.environment === 'test' && r.tenantId === tenantId,
    );
    expect(events.map((e) => e.id)).toEqual(expected.map((r) => r.id));
    expect(events.map((e) => e.seq)).toEqual([...events.map((e) => e.seq)].sort((a, b) => a - b));
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
    expect(events[0]).toMatchObject({ type: 'criteria.version_created', actor: { type: 'partner_key' } });
    const first = await api.get<ListAuditEventsResponse>('/v1/audit-events?limit=2');
    expect(first.body.events.map((e) => e.id)).toEqual(events.slice(0, 2).map((e) => e.id));
    const second = await api.get<ListAuditEventsResponse>(`/v1/audit-events?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.events.map((e) => e.id)).toEqual(events.slice(2, 4).map((e) => e.id));
    // The default page is 20.
    const dflt = await api.get<ListAuditEventsResponse>('/v1/audit-events');
    expect(dflt.body.events).toHaveLength(Math.min(20, events.length));
  });

  it('filters by job, application and time range', async () => {
    const app1 = await allEvents(api, 'jobId=job-1&applicationId=app-1');
    expect(app1.map((e) => e.type)).toEqual(['scoring.submitted', 'scoring.completed']);
    expect(app1.every((e) => e.jobId === 'job-1' && e.applicationId === 'app-1')).toBe(true);
    const generated = await allEvents(api, 'jobId=job-g');
    expect(generated.map((e) => e.type)).toEqual(['criteria.version_created']);

    const all = await allEvents(api);
    const pivot = all[3];
    const fromPivot = await allEvents(api, `from=${encodeURIComponent(pivot?.at ?? '')}`);
    expect(fromPivot.length).toBeGreaterThan(0);
    expect(fromPivot.every((e) => e.at >= (pivot?.at ?? ''))).toBe(true);
    const beforePivot = await allEvents(api, `to=${encodeURIComponent(pivot?.at ?? '')}`);
    expect(beforePivot.every((e) => e.at < (pivot?.at ?? ''))).toBe(true);
    expect(beforePivot.length + fromPivot.length).toBe(all.length);
  });

  it('refuses a bad limit, cursor or filter with 400 (no clamping)', async () => {
    for (const q of ['limit=0', 'limit=101', 'limit=abc', 'limit=2.5', 'cursor=nope', 'from=yesterday', 'jobId=a%20b'])
      expectProblem(await api.get(`/v1/audit-events?${q}`), 400, 'VALIDATION_ERROR');
    expectProblem(await api.get('/v1/audit-events?type=scoring.failed'), 400, 'VALIDATION_ERROR');
  });

  it('shows another tenant, partner or environment none of these events, and answers 401 without a key', async () => {
    const mine = new Set((await allEvents(api)).map((e) => e.id));
    for (const client of [other, otherPartner, live]) {
      const theirs = await allEvents(client);
      expect(theirs.length).toBeGreaterThan(0); // their own criteria and submission
      expect(theirs.filter((e) => mine.has(e.id))).toEqual([]);
      expect(theirs.every((e) => e.applicationId === null || e.applicationId === 'app-1')).toBe(true);
    }
    expect((await allEvents(otherPartner, 'applicationId=app-fail')).length).toBe(0);
    expectProblem(await server.anonymous().get('/v1/audit-events'), 401, 'UNAUTHORIZED');
  });
});

describe('GET /admin/api/audit-events', () => {
  it('lists across partners with filters and paging, with partner names and tenants', async () => {
    const partner = db.select().from(schema.partners).where(eq(schema.partners.name, 'globex')).get();
    const globex = await admin.get<AdminAuditEventsResponse>(`/audit-events?partnerId=${partner?.id}&limit=100`);
    expect(globex.status).toBe(200);
    expect(globex.body.events.length).toBeGreaterThan(0);
    expect(globex.body.events.every((e) => e.partnerName === 'globex' && e.tenant === 'tenant-a')).toBe(true);

    const retried = await admin.get<AdminAuditEventsResponse>('/audit-events?type=scoring.retried');
    expect(retried.body.events.map((e) => e.actor.type)).toEqual(['admin']);

    const liveOnly = await admin.get<AdminAuditEventsResponse>('/audit-events?environment=live&limit=100');
    expect(liveOnly.body.events.every((e) => e.environment === 'live')).toBe(true);

    const tenantOther = await admin.get<AdminAuditEventsResponse>('/audit-events?tenant=tenant-other&limit=100');
    expect(tenantOther.body.events.map((e) => e.tenant)).toEqual(tenantOther.body.events.map(() => 'tenant-other'));
    expect(tenantOther.body.events.length).toBeGreaterThan(0);

    const first = await admin.get<AdminAuditEventsResponse>('/audit-events?limit=1');
    const next = await admin.get<AdminAuditEventsResponse>(`/audit-events?limit=1&cursor=${first.body.nextCursor}`);
    expect(next.body.events[0]?.seq).toBeGreaterThan(first.body.events[0]?.seq ?? Infinity);
    expect(next.body.events[0]?.prevHash).toBe(first.body.events[0]?.hash);

    expectProblem(await admin.get('/audit-events?limit=0'), 400, 'VALIDATION_ERROR');
    expectProblem(await admin.get('/audit-events?type=nope'), 400, 'VALIDATION_ERROR');
    const anonymous = await fetch(`${server.url}/admin/api/audit-events`);
    expect(anonymous.status).toBe(401);
  });
});
