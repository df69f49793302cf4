import type { BiasAuditReport, BiasAuditCategory, ScoringJobResponse } from '@rubric/contracts';
import { and, asc, eq, schema } from '@rubric/db';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { MarkedScoreEngine } from './fake-engines.js';
import { AdminClient, adminSession, type ApiClient, expectProblem, TestClock, useTestServer } from './harness.js';
import { CRITERIA, scored, settledDeletion } from './lifecycle-support.js';

/** Every log line the server writes, to show that no demographic value is ever logged. */
const logLines: string[] = [];
const logger = pino({ level: 'debug' }, { write: (line: string) => void logLines.push(line) });

const clock = new TestClock(Date.parse('2026-03-01T09:00:00.000Z'));
const engine = new MarkedScoreEngine();
const server = await useTestServer({ clock, logger, engines: { test: engine, live: new MarkedScoreEngine() } });
const api = server.client('acme', 'tenant-a');
const db = () => server.rubric.ctx.db;

const resume = (name: string, score: number) => ({
  type: 'text',
  content: `${name} — backend engineer.\nSix years of TypeScript and Node.js building payment APIs.\nScore: ${score}`,
});

type Demographics = { sex: string; raceEthnicity: string; ageBand?: string };
const record = (client: ApiClient, job: string, app: string, d: Demographics) =>
  client.put(`/v1/jobs/${job}/applications/${app}/demographics`, { ...d, source: 'self_identified' });

/** The sample of tenant-a, hand-computed below: scores and self-identification. */
const SAMPLE: Array<[job: string, app: string, score: number, d: Demographics | null]> = [
  ['job-1', 'a1', 80, { sex: 'female', raceEthnicity: 'asian', ageBand: 'under_40' }],
  ['job-1', 'a2', 60, { sex: 'female', raceEthnicity: 'white', ageBand: '40_and_over' }],
  ['job-1', 'a3', 40, { sex: 'male', raceEthnicity: 'white', ageBand: 'under_40' }],
  ['job-1', 'a4', 20, { sex: 'male', raceEthnicity: 'black_or_african_american', ageBand: 'declined' }],
  ['job-1', 'a5', 90, { sex: 'declined', raceEthnicity: 'declined' }],
  ['job-1', 'a6', 50, null],
  ['job-2', 'b1', 70, { sex: 'male', raceEthnicity: 'asian', ageBand: 'under_40' }],
];

const report = async (client: ApiClient, query = '') => {
  const r = await client.get<BiasAuditReport>(`/v1/bias-audit${query}`);
  expect(r.status, r.text).toBe(200);
  return r.body;
};
const category = (r: BiasAuditReport, dim: keyof BiasAuditReport['dimensions'], name: string): BiasAuditCategory => {
  const c = r.dimensions[dim].categories.find((x) => x.category === name);
  if (!c) throw new Error(`no ${dim} category ${name}`);
  return c;
};

let periodEnd: string;

beforeAll(async () => {
  await server.rubric.runner.warm();
  for (const client of [api, api.withTenant('tenant-sealed'), api.withTenant('tenant-del')])
    for (const job of ['job-1', 'job-2']) await client.put(`/v1/jobs/${job}/criteria`, { criteria: CRITERIA });
  // Demographics before scoring for most, after for one: both count.
  for (const [job, app, , d] of SAMPLE.slice(0, 5)) if (d) expect((await record(api, job, app, d)).status).toBe(204);
  for (const [job, app, score] of SAMPLE)
    expect((await scored(api, job, app, resume(app, score))).status).toBe('completed');
  const [job, app, , d] = SAMPLE[6]!;
  expect((await record(api, job, app, d!)).status).toBe(204);
  clock.advance(60 * 60_000);
  periodEnd = new Date(clock.now()).toISOString();
}, 60_000);

describe('PUT /v1/jobs/{jobId}/applications/{applicationId}/demographics', () => {
  it('204 with no body; a second PUT replaces the first (one row)', async () => {
    const first = await record(api, 'job-9', 'x1', { sex: 'female', raceEthnicity: 'asian', ageBand: 'under_40' });
    expect(first.status).toBe(204);
    expect(first.text).toBe('');
    expect((await record(api, 'job-9', 'x1', { sex: 'male', raceEthnicity: 'white' })).status).toBe(204);
    const rows = db()
      .select()
      .from(schema.applicationDemographics)
      .where(eq(schema.applicationDemographics.applicationId, 'x1'))
      .all();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ sex: 'male', raceEthnicity: 'white', ageBand: null, source: 'self_identified' });
    // Each PUT leaves an audit event that names the application and the key, with no value.
    const audited = db()
      .select()
      .from(schema.auditEvents)
      .where(and(eq(schema.auditEvents.type, 'demographics.recorded'), eq(schema.auditEvents.applicationId, 'x1')))
      .all();
    expect(audited).toHaveLength(2);
    expect(audited[0]).toMatchObject({ jobExternalId: 'job-9', actorType: 'partner_key' });
    expect(JSON.parse(String(audited[0]!.data))).toEqual({});
  });

  it('400 naming the field for a value outside the categories, a missing or other source, or an unknown field', async () => {
    const path = '/v1/jobs/job-9/applications/x2/demographics';
    const ok = { sex: 'female', raceEthnicity: 'asian', source: 'self_identified' };
    for (const [body, field] of [
      [{ ...ok, sex: 'woman' }, 'sex'],
      [{ ...ok, raceEthnicity: 'other' }, 'raceEthnicity'],
      [{ ...ok, ageBand: '39' }, 'ageBand'],
      [{ sex: 'female', raceEthnicity: 'asian' }, 'source'],
      [{ ...ok, source: 'inferred' }, 'source'],
      [{ ...ok, name: 'Jane' }, 'name'],
    ] as const) {
      const problem = expectProblem(await api.put(path, body), 400, 'VALIDATION_ERROR');
      expect(
        problem.details?.map((d) => d.field),
        JSON.stringify(problem.details),
      ).toContain(field);
    }
    expect(
      db()
        .select()
        .from(schema.applicationDemographics)
        .where(eq(schema.applicationDemographics.applicationId, 'x2'))
        .all(),
    ).toEqual([]);
    expectProblem(await api.put('/v1/jobs/bad job/applications/x2/demographics', ok), 400, 'VALIDATION_ERROR');
  });
});

describe('GET /v1/bias-audit', () => {
  it('the hand-computed figures: median of the whole sample, rates strictly above it, ratios to the highest', async () => {
    const r = await report(api);
    // Scores 20 40 50 60 70 80 90 → median 60; above it: 70 (b1), 80 (a1), 90 (a5).
    expect(r).toMatchObject({
      sampleSize: 7,
      medianScore: 60,
      scoringRate: 3 / 7,
      outcome: 'ai_score',
      threshold: null,
      jobIds: [],
    });
    expect(r.dimensions.sex).toMatchObject({ knownCount: 5, unknownCount: 2, highestScoringRate: 0.5 });
    expect(category(r, 'sex', 'female')).toMatchObject({ count: 2, scoringRate: 0.5, impactRatio: 1, excluded: false });
    expect(category(r, 'sex', 'male')).toMatchObject({ count: 3, scoringRate: 1 / 3, impactRatio: 2 / 3 });
    expect(category(r, 'sex', 'another')).toMatchObject({
      count: 0,
      excluded: true,
      scoringRate: null,
      impactRatio: null,
    });
    expect(category(r, 'raceEthnicity', 'asian')).toMatchObject({ count: 2, scoringRate: 1, impactRatio: 1 });
    expect(category(r, 'raceEthnicity', 'white')).toMatchObject({ count: 2, scoringRate: 0, impactRatio: 0 });
    expect(category(r, 'raceEthnicity', 'black_or_african_american')).toMatchObject({ count: 1, impactRatio: 0 });
    expect(r.dimensions.raceEthnicity.unknownCount).toBe(2);
    expect(category(r, 'ageBand', 'under_40')).toMatchObject({ count: 3, scoringRate: 2 / 3, impactRatio: 1 });
    expect(category(r, 'ageBand', '40_and_over')).toMatchObject({ count: 1, scoringRate: 0, impactRatio: 0 });
    expect(r.dimensions.ageBand.unknownCount).toBe(3);
    expect(category(r, 'intersectional', 'female|asian')).toMatchObject({ count: 1, scoringRate: 1 });
    expect(category(r, 'intersectional', 'male|asian')).toMatchObject({ count: 1, scoringRate: 1 });
    expect(category(r, 'intersectional', 'male|white')).toMatchObject({ count: 1, scoringRate: 0 });
    expect(r.dimensions.intersectional.categories).toHaveLength(21);
    const interval = category(r, 'sex', 'female').scoringRateInterval!;
    expect(interval.lower).toBeLessThan(0.5);
    expect(interval.upper).toBeGreaterThan(0.5);
    expect(r.modelVersions).toEqual([
      { engine: 'sandbox', modelSha256: null, promptVersion: expect.any(String), count: 7 },
    ]);
    expect(r.warnings).toEqual([]);
  });

  it('threshold: selection rates (score ≥ threshold) and their ratios', async () => {
    const r = await report(api, '?threshold=60');
    expect(category(r, 'sex', 'female')).toMatchObject({ selectionRate: 1, selectionImpactRatio: 1 });
    expect(category(r, 'sex', 'male')).toMatchObject({ selectionRate: 1 / 3, selectionImpactRatio: 1 / 3 });
    expect(r.threshold).toBe(60);
  });

  it('jobId filters (repeatable) and the period [from, to) by completion time', async () => {
    expect((await report(api, '?jobId=job-2')).sampleSize).toBe(1);
    expect((await report(api, '?jobId=job-2')).jobIds).toEqual(['job-2']);
    expect((await report(api, '?jobId=job-1&jobId=job-2')).sampleSize).toBe(7);
    expect((await report(api, '?jobId=nope')).sampleSize).toBe(0);
    expect((await report(api, `?from=${periodEnd}`)).sampleSize).toBe(0);
    expect((await report(api, `?to=${periodEnd}`)).sampleSize).toBe(7);
  });

  it('an application scored twice counts once, with its latest completed score in the period', async () => {
    const t = api.withTenant('tenant-sealed');
    const first = await scored(t, 'job-1', 'r1', resume('r1', 10));
    clock.advance(60_000);
    const middle = new Date(clock.now()).toISOString();
    await scored(t, 'job-1', 'r2', resume('r2', 50));
    await record(t, 'job-1', 'r1', { sex: 'female', raceEthnicity: 'white' });
    clock.advance(60_000);
    const second = await scored(t, 'job-1', 'r1', resume('r1', 90), { rescore: { enabled: true } });
    expect(second.id).not.toBe(first.id);
    const all = await report(t, `?jobId=job-1`);
    // r1 at 90 (not 10), r2 at 50: median 70, r1 above.
    expect(all).toMatchObject({ sampleSize: 2, medianScore: 70 });
    expect(category(all, 'sex', 'female')).toMatchObject({ count: 1, scoringRate: 1 });
    // Before the rescore, r1's latest completed score in the period is its first.
    const before = await report(t, `?jobId=job-1&to=${middle}`);
    expect(before).toMatchObject({ sampleSize: 1, medianScore: 10 });
  });

  it('Accept: text/csv gives the same rows as the JSON', async () => {
    const json = await report(api, '?threshold=50');
    const res = await api.get('/v1/bias-audit?threshold=50', { headers: { Accept: 'text/csv' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('vary')).toBe('Accept');
    const [header, ...lines] = res.text.trimEnd().split('\r\n');
    const columns = header!.split(',');
    const rows = lines.map((l) => Object.fromEntries(l.split(',').map((v, i) => [columns[i], v])));
    const num = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));
    const expected = Object.entries(json.dimensions).flatMap(([dimension, d]) => [
      ...d.categories.map((c) => ({
        dimension,
        category: c.category,
        count: String(c.count),
        shareOfKnown: num(c.shareOfKnown),
        excluded: String(c.excluded),
        scoringRate: num(c.scoringRate),
        scoringRateLower: num(c.scoringRateInterval?.lower),
        scoringRateUpper: num(c.scoringRateInterval?.upper),
        impactRatio: num(c.impactRatio),
        selectionRate: num(c.selectionRate),
        selectionRateLower: num(c.selectionRateInterval?.lower),
        selectionRateUpper: num(c.selectionRateInterval?.upper),
        selectionImpactRatio: num(c.selectionImpactRatio),
      })),
      { dimension, category: 'unknown', count: String(d.unknownCount) },
    ]);
    expect(rows).toHaveLength(expected.length);
    rows.forEach((row, i) => expect(row).toMatchObject(expected[i]!));
    for (const row of rows)
      expect(row).toMatchObject({ sampleSize: '7', medianScore: '60', outcome: 'ai_score', threshold: '50' });
    // JSON stays the default, and wins a tie.
    const both = await api.get('/v1/bias-audit', { headers: { Accept: 'application/json, text/csv' } });
    expect(both.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('400 for a bad outcome, threshold, job id or period', async () => {
    for (const q of [
      '?outcome=best',
      '?threshold=101',
      '?threshold=abc',
      '?jobId=bad%20id',
      '?from=yesterday',
      '?sex=female',
    ])
      expectProblem(await api.get(`/v1/bias-audit${q}`), 400, 'VALIDATION_ERROR');
    const problem = expectProblem(
      await api.get('/v1/bias-audit?from=2026-03-02T00:00:00.000Z&to=2026-03-01T00:00:00.000Z'),
      400,
      'VALIDATION_ERROR',
    );
    expect(problem.details?.[0]?.field).toBe('query.from');
  });

  it('isolation: another tenant, environment or partner with the same ids sees none of it, and its demographics change nothing here', async () => {
    const before = await report(api);
    for (const other of [
      api.withTenant('tenant-b'),
      server.client('acme', 'tenant-a', 'live'),
      server.client('globex', 'tenant-a'),
    ]) {
      expect((await record(other, 'job-1', 'a6', { sex: 'another', raceEthnicity: 'white' })).status).toBe(204);
      expect(await report(other)).toMatchObject({ sampleSize: 0, medianScore: null });
    }
    const after = await report(api);
    expect({ ...after, generatedAt: null }).toEqual({ ...before, generatedAt: null });
  });
});

describe('the admin API (the portal’s bias-audit page)', () => {
  it('lists a partner’s tenants with their jobs and reads any tenant’s report, the same as the partner API', async () => {
    const admin = await adminSession(server);
    const partner = db().select().from(schema.partners).where(eq(schema.partners.name, 'acme')).get()!;
    const listed = await admin.get<{ tenants: Array<{ tenantId: string; jobIds: string[] }> }>(
      `/partners/${partner.id}/tenants?environment=test`,
    );
    expect(listed.status).toBe(200);
    expect(listed.body.tenants.find((t) => t.tenantId === 'tenant-a')?.jobIds).toEqual(['job-1', 'job-2']);
    const viaAdmin = await admin.get<BiasAuditReport>(
      `/partners/${partner.id}/bias-audit?environment=test&tenantId=tenant-a&threshold=60&jobId=job-1&jobId=job-2`,
    );
    expect(viaAdmin.status).toBe(200);
    const viaApi = await report(api, '?threshold=60&jobId=job-1&jobId=job-2');
    expect({ ...viaAdmin.body, generatedAt: null }).toEqual({ ...viaApi, generatedAt: null });
    expect((await admin.get(`/partners/${partner.id}/bias-audit?environment=live&tenantId=nobody`)).status).toBe(404);
    expect((await admin.get(`/partners/ptn_nope/bias-audit?environment=test&tenantId=tenant-a`)).status).toBe(404);
    expect((await admin.get(`/partners/${partner.id}/bias-audit?tenantId=tenant-a`)).status).toBe(400);
    const anonymous = new AdminClient(server.url, null, null);
    expect((await anonymous.get(`/partners/${partner.id}/bias-audit?environment=test&tenantId=tenant-a`)).status).toBe(
      401,
    );
  });
});

describe('outcome=effective_score', () => {
  it('the latest review of each application’s scoring job: an override’s score, the AI score after agree or no review, disregarded left out', async () => {
    const t = api.withTenant('tenant-rev');
    await t.put('/v1/jobs/job-1/criteria', { criteria: CRITERIA });
    const jobs: Record<string, string> = {};
    for (const [app, score, sex] of [
      ['e1', 80, 'female'],
      ['e2', 60, 'female'],
      ['e3', 40, 'male'],
      ['e4', 20, 'male'],
    ] as const) {
      jobs[app] = (await scored(t, 'job-1', app, resume(app, score))).id;
      await record(t, 'job-1', app, { sex, raceEthnicity: 'white' });
    }
    const review = async (app: string, body: Record<string, unknown>) => {
      const r = await t.post(`/v1/jobs/job-1/applications/${app}/reviews`, {
        scoringJobId: jobs[app],
        reviewer: { id: 'hr-1' },
        ...body,
      });
      expect(r.status, r.text).toBe(201);
    };
    await review('e1', { action: 'agree' });
    await review('e1', { action: 'override', score: 10, reason: 'missed the must-have' });
    await review('e2', { action: 'disregard', reason: 'wrong resume attached' });
    await review('e3', { action: 'agree' });
    const ai = await report(t);
    expect(ai).toMatchObject({ outcome: 'ai_score', sampleSize: 4, medianScore: 50 });
    expect(ai).not.toHaveProperty('notInSample');
    expect(category(ai, 'sex', 'female').scoringRate).toBe(1);
    // Effective: e1 10 (override), e3 40 (agree), e4 20 (no review); e2 disregarded → median 20, e3 alone above.
    const effective = await report(t, '?outcome=effective_score');
    expect(effective).toMatchObject({
      outcome: 'effective_score',
      sampleSize: 3,
      medianScore: 20,
      notInSample: { disregarded: 1 },
    });
    expect(category(effective, 'sex', 'female')).toMatchObject({ count: 1, scoringRate: 0, impactRatio: 0 });
    expect(category(effective, 'sex', 'male')).toMatchObject({ count: 2, scoringRate: 0.5, impactRatio: 1 });
    const csv = await t.get('/v1/bias-audit?outcome=effective_score', { headers: { Accept: 'text/csv' } });
    expect(csv.text.split('\r\n')[1]).toContain(',3,20,effective_score,');
  });
});

describe('the sealed room', () => {
  const TOKENS = ['native_hawaiian', 'self_identified', '40_and_over', '"another"'];

  it('the engine input and the result are byte-identical with and without demographics', async () => {
    const t = api.withTenant('tenant-sealed');
    const without = await scored(t, 'job-2', 's1', resume('Sam Sealed', 55));
    expect(
      (
        await record(t, 'job-2', 's1', {
          sex: 'another',
          raceEthnicity: 'native_hawaiian_or_pacific_islander',
          ageBand: '40_and_over',
        })
      ).status,
    ).toBe(204);
    const withDemographics = await scored(t, 'job-2', 's1', resume('Sam Sealed', 55), { rescore: { enabled: true } });
    expect(withDemographics.id).not.toBe(without.id);
    const stored = (id: string) => {
      const row = db()
        .select({ input: schema.scoringInputs.engineInput, result: schema.scoringJobs.result })
        .from(schema.scoringJobs)
        .innerJoin(schema.scoringInputs, eq(schema.scoringInputs.scoringJobId, schema.scoringJobs.id))
        .where(eq(schema.scoringJobs.id, id))
        .get();
      return { input: JSON.stringify(row?.input), result: JSON.stringify(row?.result) };
    };
    const a = stored(without.id);
    const b = stored(withDemographics.id);
    expect(a.input.length).toBeGreaterThan(20);
    expect(b.input).toBe(a.input);
    expect(b.result).toBe(a.result);
    // What the engine was given (the name is redacted on a blind job; the score line is not).
    const seen = engine.seen.filter((s) => s.includes('Score: 55'));
    expect(seen).toHaveLength(2);
    expect(seen[1]).toBe(seen[0]);
  });

  it('no demographic value appears in any other response, webhook event, engine input or log line', async () => {
    const t = api.withTenant('tenant-sealed');
    const responses = [
      await t.get('/v1/jobs/job-2/applications/s1/score'),
      await t.get('/v1/analytics/summary'),
      await t.get('/v1/jobs/job-2/criteria/versions/current'),
    ];
    const latest = await t.get<{ scoringJob: { id: string } }>('/v1/jobs/job-2/applications/s1/score');
    expect(latest.status).toBe(200);
    const jobs = db()
      .select({ id: schema.scoringJobs.id })
      .from(schema.scoringJobs)
      .where(eq(schema.scoringJobs.applicationId, 's1'))
      .all();
    for (const j of jobs)
      responses.push(await t.get<ScoringJobResponse>(`/v1/jobs/job-2/applications/s1/scoring-jobs/${j.id}`));
    const events = db()
      .select({ payload: schema.webhookEvents.payload })
      .from(schema.webhookEvents)
      .orderBy(asc(schema.webhookEvents.createdAt))
      .all();
    expect(events.length).toBeGreaterThan(0);
    const inputs = db().select({ input: schema.scoringInputs.engineInput }).from(schema.scoringInputs).all();
    const audit = db().select().from(schema.auditEvents).all();
    expect(audit.some((e) => e.type === 'demographics.recorded')).toBe(true);
    const haystacks = {
      responses: responses.map((r) => r.text).join('\n'),
      events: events.map((e) => e.payload).join('\n'),
      inputs: JSON.stringify(inputs),
      audit: JSON.stringify(audit),
      engine: engine.seen.join('\n'),
      logs: logLines.join(''),
    };
    expect(logLines.length).toBeGreaterThan(10);
    for (const [where, text] of Object.entries(haystacks))
      for (const token of TOKENS) expect(text.includes(token), `${token} in ${where}`).toBe(false);
  });
});

describe('deletion erases demographics', () => {
  const rowsOf = (tenantExternalId: string) =>
    db()
      .select({ app: schema.applicationDemographics.applicationId })
      .from(schema.applicationDemographics)
      .innerJoin(schema.tenants, eq(schema.tenants.id, schema.applicationDemographics.tenantId))
      .where(and(eq(schema.tenants.externalId, tenantExternalId), eq(schema.tenants.environment, 'test')))
      .all()
      .map((r) => r.app)
      .sort();

  it('with the application (scored or not), then with the tenant', async () => {
    const t = api.withTenant('tenant-del');
    await scored(t, 'job-1', 'd1', resume('d1', 70));
    for (const app of ['d1', 'd2', 'd3']) await record(t, 'job-1', app, { sex: 'female', raceEthnicity: 'asian' });
    expect(rowsOf('tenant-del')).toEqual(['d1', 'd2', 'd3']);
    for (const app of ['d1', 'd2']) {
      const r = await t.delete<{ deletionRequest: { id: string } }>(`/v1/jobs/job-1/applications/${app}`);
      expect((await settledDeletion(t, r.body.deletionRequest.id)).status).toBe('completed');
    }
    expect(rowsOf('tenant-del')).toEqual(['d3']);
    expect(rowsOf('tenant-a').length).toBeGreaterThan(0);
    const r = await t.delete<{ deletionRequest: { id: string } }>('/v1/tenants/tenant-del');
    expect((await settledDeletion(t, r.body.deletionRequest.id)).status).toBe('completed');
    expect(rowsOf('tenant-del')).toEqual([]);
    expect(rowsOf('tenant-a').length).toBeGreaterThan(0);
  });
});
