import type {
  AnalyticsSummaryResponse,
  CriteriaWriteResponse,
  DeletionRequestResponse,
  LatestScoreResponse,
  ListReviewsResponse,
  ReviewResponse,
  ScoringJobResponse,
} from '@rubric/contracts';
import { eq, schema } from '@rubric/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { effectiveScoreOf, latestReviewsByScoringJob } from '../src/modules/reviews/queries.js';
import { ControlledEngine } from './fake-engines.js';
import { expectProblem, useTestServer, type ApiClient } from './harness.js';
import { CRITERIA, resumeText, scored, settledDeletion } from './lifecycle-support.js';

const engine = new ControlledEngine();
const server = await useTestServer({ engines: { test: engine, live: new ControlledEngine() } });
const api = server.client('acme', 'tenant-a');
const text = (name: string) => ({ type: 'text', content: resumeText(name) });
const reviewsPath = (app: string, job = 'job-1') => `/v1/jobs/${job}/applications/${app}/reviews`;

let criterionIds: string[] = [];
let scoringJob: ScoringJobResponse['scoringJob'];
beforeAll(async () => {
  const put = await api.put<CriteriaWriteResponse>('/v1/jobs/job-1/criteria', { criteria: CRITERIA });
  criterionIds = put.body.criteria.map((c) => c.id);
  scoringJob = await scored(api, 'job-1', 'app-1', text('Jane Roe'));
  expect(scoringJob.status).toBe('completed');
});

const aiScore = () => scoringJob.result?.score ?? -1;
const review = (body: Record<string, unknown>, client: ApiClient = api, app = 'app-1') =>
  client.post<ReviewResponse>(reviewsPath(app), { scoringJobId: scoringJob.id, reviewer: { id: 'u-1' }, ...body });

async function latestScore(client: ApiClient, app: string, job = 'job-1') {
  const r = await client.get<LatestScoreResponse>(`/v1/jobs/${job}/applications/${app}/score`);
  expect(r.status).toBe(200);
  return r.body;
}

describe('recording a review', () => {
  it('201 with the review as recorded; the score read carries it and the effective score', async () => {
    const r = await api.post<ReviewResponse>(reviewsPath('app-1'), {
      scoringJobId: scoringJob.id,
      reviewer: { id: 'u-42', name: 'Dana Reviewer' },
      action: 'override',
      score: 55,
      criteria: [{ criterionId: criterionIds[0], verdict: 'partial', note: 'Only four years, not six.' }],
      reason: 'The TypeScript experience is shorter than the resume suggests.',
    });
    expect(r.status).toBe(201);
    expect(r.body.review).toEqual({
      id: expect.stringMatching(/^rev_/),
      scoringJobId: scoringJob.id,
      jobId: 'job-1',
      applicationId: 'app-1',
      reviewer: { id: 'u-42', name: 'Dana Reviewer' },
      action: 'override',
      score: 55,
      criteria: [{ criterionId: criterionIds[0], verdict: 'partial', note: 'Only four years, not six.' }],
      reason: 'The TypeScript experience is shorter than the resume suggests.',
      createdAt: expect.any(String),
    });
    const latest = await latestScore(api, 'app-1');
    expect(latest.score).toBe(aiScore());
    expect(latest.review).toEqual(r.body.review);
    expect(latest.effectiveScore).toBe(55);
  });

  it('writes a review.recorded audit event in the same transaction: ids, action, outcome, the key prefix; no name, note or reason', () => {
    const rows = server.rubric.ctx.sqlite
      .prepare("SELECT * FROM audit_events WHERE type = 'review.recorded' ORDER BY seq")
      .all() as Array<Record<string, unknown>>;
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      actor_type: 'partner_key',
      actor_id: expect.stringMatching(/^sk_test_.{8}$/),
      job_external_id: 'job-1',
      application_id: 'app-1',
      scoring_job_id: scoringJob.id,
    });
    const data = JSON.parse(String(row?.data)) as Record<string, unknown>;
    expect(data).toMatchObject({ scoringJobId: scoringJob.id, action: 'override', effectiveScore: 55 });
    expect(data.reviewId).toMatch(/^rev_/);
    const everything = JSON.stringify(row);
    for (const personal of ['Dana', 'u-42', 'Only four years', 'shorter than the resume'])
      expect(everything).not.toContain(personal);
  });

  it('an agree needs no reason; the optional fields come back as null and []', async () => {
    const r = await review({ action: 'agree' });
    expect(r.status).toBe(201);
    expect(r.body.review).toMatchObject({ action: 'agree', score: null, criteria: [], reason: null });
    expect(r.body.review.reviewer).toEqual({ id: 'u-1', name: null });
  });
});

describe('validation: each rule is a 400 naming the field, and nothing is recorded', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['override without a score', { action: 'override', reason: 'too high' }, 'score'],
    ['agree with a score', { action: 'agree', score: 50 }, 'score'],
    ['disregard with a score', { action: 'disregard', score: 50, reason: 'x' }, 'score'],
    ['score above 100', { action: 'override', score: 101, reason: 'x' }, 'score'],
    ['score below 0', { action: 'override', score: -1, reason: 'x' }, 'score'],
    ['score not an integer', { action: 'override', score: 50.5, reason: 'x' }, 'score'],
    ['override without a reason', { action: 'override', score: 50 }, 'reason'],
    ['disregard without a reason', { action: 'disregard' }, 'reason'],
    ['an empty reason', { action: 'disregard', reason: '   ' }, 'reason'],
    ['a reason over 2000 characters', { action: 'disregard', reason: 'x'.repeat(2001) }, 'reason'],
    ['an unknown action', { action: 'reject', reason: 'x' }, 'action'],
    ['no reviewer id', { action: 'agree', reviewer: { name: 'Dana' } }, 'reviewer.id'],
    [
      'a verdict outside met|partial|not_met',
      { action: 'agree', criteria: [{ criterionId: 'c', verdict: 'maybe' }] },
      'criteria[0].verdict',
    ],
  ];
  it.each(cases)('%s', async (_, body, field) => {
    const before = await api.get<ListReviewsResponse>(`${reviewsPath('app-1')}?limit=100`);
    const problem = expectProblem(await review(body), 400, 'VALIDATION_ERROR');
    expect(problem.details?.map((d) => d.field)).toContain(field);
    const after = await api.get<ListReviewsResponse>(`${reviewsPath('app-1')}?limit=100`);
    expect(after.body.reviews.length).toBe(before.body.reviews.length);
  });

  it('a reason of exactly 2000 characters is taken', async () => {
    expect((await review({ action: 'disregard', reason: 'y'.repeat(2000) })).status).toBe(201);
  });

  it('criteria must be criteria of the scored version: an unknown id and one criterion twice are refused', async () => {
    const unknown = expectProblem(
      await review({ action: 'agree', criteria: [{ criterionId: 'crit_nope', verdict: 'met' }] }),
      400,
      'VALIDATION_ERROR',
    );
    expect(unknown.details).toEqual([
      expect.objectContaining({ field: 'criteria[0].criterionId', code: 'unknown_criterion' }),
    ]);
    const twice = expectProblem(
      await review({
        action: 'agree',
        criteria: [
          { criterionId: criterionIds[0], verdict: 'met' },
          { criterionId: criterionIds[0], verdict: 'not_met' },
        ],
      }),
      400,
      'VALIDATION_ERROR',
    );
    expect(twice.details?.map((d) => d.field)).toEqual(['criteria[1].criterionId']);
  });

  it('a criterion added to the job after scoring is not one of the scored criteria', async () => {
    const added = await api.post<CriteriaWriteResponse>('/v1/jobs/job-1/criteria', {
      text: 'Kubernetes in production',
      importance: 'NICE_TO_HAVE',
    });
    expect(added.status).toBe(201);
    const newId = added.body.criteria.find((c) => c.text === 'Kubernetes in production')?.id;
    const problem = expectProblem(
      await review({ action: 'agree', criteria: [{ criterionId: newId, verdict: 'met' }] }),
      400,
      'VALIDATION_ERROR',
    );
    expect(problem.details?.[0]?.field).toBe('criteria[0].criterionId');
  });
});

describe('which scoring jobs can be reviewed', () => {
  it('409 SCORING_JOB_NOT_COMPLETED while pending and once failed', async () => {
    engine.hold();
    const submitted = await api.post<ScoringJobResponse>('/v1/jobs/job-1/applications/app-pending/scoring-jobs', {
      resume: text('Pending Person'),
      jobDescription: 'Backend engineer.',
    });
    expect(submitted.body.scoringJob.status).toBe('pending');
    expect(submitted.body.scoringJob.provenance).toBeNull();
    const pending = await api.post(reviewsPath('app-pending'), {
      scoringJobId: submitted.body.scoringJob.id,
      reviewer: { id: 'u-1' },
      action: 'agree',
    });
    expectProblem(pending, 409, 'SCORING_JOB_NOT_COMPLETED');
    engine.release();

    engine.failScoring = true;
    const failed = await scored(api, 'job-1', 'app-failed', text('Failed Person'));
    engine.failScoring = false;
    expect(failed.status).toBe('failed');
    const r = await api.post(reviewsPath('app-failed'), {
      scoringJobId: failed.id,
      reviewer: { id: 'u-1' },
      action: 'disregard',
      reason: 'x',
    });
    expectProblem(r, 409, 'SCORING_JOB_NOT_COMPLETED');
  });

  it('404 SCORING_JOB_NOT_FOUND: unknown id, another application, another job, tenant, partner or environment', async () => {
    expectProblem(await review({ action: 'agree', scoringJobId: 'sj_unknown' }), 404, 'SCORING_JOB_NOT_FOUND');
    expectProblem(await review({ action: 'agree' }, api, 'app-other'), 404, 'SCORING_JOB_NOT_FOUND');
    const otherJob = await api.post(reviewsPath('app-1', 'job-unknown'), {
      scoringJobId: scoringJob.id,
      reviewer: { id: 'u-1' },
      action: 'agree',
    });
    expectProblem(otherJob, 404, 'SCORING_JOB_NOT_FOUND');
    for (const foreign of [
      api.withTenant('tenant-b'),
      server.client('globex', 'tenant-a'),
      server.client('acme', 'tenant-a', 'live'),
    ]) {
      // The foreign scope has the same job with criteria: only the scoring job is not its own.
      await foreign.put('/v1/jobs/job-1/criteria', { criteria: CRITERIA });
      expectProblem(await review({ action: 'agree' }, foreign), 404, 'SCORING_JOB_NOT_FOUND');
      const list = await foreign.get<ListReviewsResponse>(reviewsPath('app-1'));
      expect(list.status).toBe(200);
      expect(list.body.reviews).toEqual([]);
    }
  });

  it('401 without a key', async () => {
    expectProblem(await review({ action: 'agree' }, server.anonymous().withTenant('tenant-a')), 401, 'UNAUTHORIZED');
  });
});

describe('Idempotency-Key', () => {
  it('the same key and body replays the review; another body with the key is 422', async () => {
    const key = { headers: { 'Idempotency-Key': `rev-${Date.now()}` } };
    const body = {
      scoringJobId: scoringJob.id,
      reviewer: { id: 'u-9' },
      action: 'override',
      score: 12,
      reason: 'Once.',
    };
    const first = await api.post<ReviewResponse>(reviewsPath('app-1'), body, key);
    const count = (await api.get<ListReviewsResponse>(`${reviewsPath('app-1')}?limit=100`)).body.reviews.length;
    const replay = await api.post<ReviewResponse>(reviewsPath('app-1'), body, key);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect((await api.get<ListReviewsResponse>(`${reviewsPath('app-1')}?limit=100`)).body.reviews.length).toBe(count);
    expectProblem(
      await api.post(reviewsPath('app-1'), { ...body, score: 13 }, key),
      422,
      'IDEMPOTENCY_KEY_ALREADY_USED',
    );
  });
});

describe('effectiveScore after each action, and the list', () => {
  it('agree → AI score, override → its score, disregard → null, agree again → AI score; listed oldest first', async () => {
    const job = await scored(api, 'job-1', 'app-seq', text('Sam Sequence'));
    const ai = job.result?.score;
    const at = (body: Record<string, unknown>) =>
      api.post<ReviewResponse>(reviewsPath('app-seq'), { scoringJobId: job.id, reviewer: { id: 'u-1' }, ...body });
    expect((await latestScore(api, 'app-seq')).review).toBeNull();
    expect((await latestScore(api, 'app-seq')).effectiveScore).toBe(ai);
    const steps: Array<[Record<string, unknown>, number | null | undefined]> = [
      [{ action: 'agree' }, ai],
      [{ action: 'override', score: 91, reason: 'Underrated leadership.' }, 91],
      [{ action: 'disregard', reason: 'Resume belongs to someone else.' }, null],
      [{ action: 'override', score: 3, reason: 'Corrected.' }, 3],
      [{ action: 'agree' }, ai],
    ];
    const ids: string[] = [];
    for (const [body, expected] of steps) {
      const r = await at(body);
      expect(r.status).toBe(201);
      ids.push(r.body.review.id);
      const latest = await latestScore(api, 'app-seq');
      expect(latest.effectiveScore).toBe(expected);
      expect(latest.review?.id).toBe(r.body.review.id);
      expect(latest.score).toBe(ai);
    }
    const page1 = await api.get<ListReviewsResponse>(`${reviewsPath('app-seq')}?limit=2`);
    expect(page1.body.reviews.map((r) => r.id)).toEqual(ids.slice(0, 2));
    const page2 = await api.get<ListReviewsResponse>(
      `${reviewsPath('app-seq')}?limit=2&cursor=${page1.body.nextCursor}`,
    );
    const page3 = await api.get<ListReviewsResponse>(
      `${reviewsPath('app-seq')}?limit=2&cursor=${page2.body.nextCursor}`,
    );
    expect([...page2.body.reviews, ...page3.body.reviews].map((r) => r.id)).toEqual(ids.slice(2));
    expect(page3.body.nextCursor).toBeNull();
    // The helper reports (the bias audit) use: the standing review per scoring job, absent when never reviewed.
    const standing = latestReviewsByScoringJob(server.rubric.ctx.db, [job.id, scoringJob.id, 'sj_never']);
    expect(standing.get(job.id)?.id).toBe(ids[ids.length - 1]);
    expect(effectiveScoreOf(ai ?? -1, standing.get(job.id))).toBe(ai);
    expect(standing.has('sj_never')).toBe(false);
    expectProblem(await api.get(`${reviewsPath('app-seq')}?cursor=bogus`), 400, 'VALIDATION_ERROR');
    expectProblem(await api.get(`${reviewsPath('app-seq')}?limit=0`), 400, 'VALIDATION_ERROR');
  });

  it('a rescore starts unreviewed: the review belongs to the scoring job it was recorded for', async () => {
    const first = await scored(api, 'job-1', 'app-rescore', text('Rae Score'));
    await api.post(reviewsPath('app-rescore'), {
      scoringJobId: first.id,
      reviewer: { id: 'u-1' },
      action: 'disregard',
      reason: 'Wrong file.',
    });
    expect((await latestScore(api, 'app-rescore')).effectiveScore).toBeNull();
    const second = await scored(api, 'job-1', 'app-rescore', text('Rae Score again'), { rescore: { enabled: true } });
    expect(second.id).not.toBe(first.id);
    const latest = await latestScore(api, 'app-rescore');
    expect(latest.review).toBeNull();
    expect(latest.effectiveScore).toBe(second.result?.score);
  });
});

describe('analytics', () => {
  it('counts reviews per action and the mean absolute difference of overrides to the AI score', async () => {
    const t = api.withTenant('tenant-analytics');
    await t.put('/v1/jobs/job-1/criteria', { criteria: CRITERIA });
    const a = await scored(t, 'job-1', 'a', text('Alex Analytics'));
    const b = await scored(t, 'job-1', 'b', text('Bo Analytics'));
    const ai = (j: typeof a) => j.result?.score ?? 0;
    const post = (app: string, id: string, body: Record<string, unknown>) =>
      t.post(reviewsPath(app), { scoringJobId: id, reviewer: { id: 'u' }, ...body });
    const before = await t.get<AnalyticsSummaryResponse>('/v1/analytics/summary');
    expect(before.body.reviews).toEqual({
      total: 0,
      agree: 0,
      override: 0,
      disregard: 0,
      reviewedJobs: 0,
      overrideMeanAbsoluteDifference: null,
    });
    await post('a', a.id, { action: 'override', score: 100, reason: 'r' });
    await post('a', a.id, { action: 'agree' });
    await post('b', b.id, { action: 'override', score: 0, reason: 'r' });
    await post('b', b.id, { action: 'disregard', reason: 'r' });
    const summary = await t.get<AnalyticsSummaryResponse>('/v1/analytics/summary');
    const mean = Math.round(((Math.abs(100 - ai(a)) + Math.abs(0 - ai(b))) / 2) * 10) / 10;
    expect(summary.body.reviews).toEqual({
      total: 4,
      agree: 1,
      override: 2,
      disregard: 1,
      reviewedJobs: 2,
      overrideMeanAbsoluteDifference: mean,
    });
  });
});

describe('append-only, and erased with the application or the tenant', () => {
  const sqlite = () => server.rubric.ctx.sqlite;
  const reviewRows = (tenantExternal: string) =>
    server.rubric.ctx.db
      .select({ id: schema.reviews.id, reviewer: schema.reviews.reviewerName, reason: schema.reviews.reason })
      .from(schema.reviews)
      .innerJoin(schema.tenants, eq(schema.tenants.id, schema.reviews.tenantId))
      .where(eq(schema.tenants.externalId, tenantExternal))
      .all();

  it('the database refuses UPDATE and DELETE of a review while its scoring job exists', () => {
    expect(reviewRows('tenant-a').length).toBeGreaterThan(0);
    expect(() => sqlite().prepare('UPDATE reviews SET score = 1').run()).toThrow(/append-only/);
    expect(() => sqlite().prepare('DELETE FROM reviews').run()).toThrow(/append-only/);
    expect(reviewRows('tenant-a').length).toBeGreaterThan(0);
  });

  it('a review whose event cannot be written is not recorded: review, outbox event and audit event commit together', async () => {
    const count = (sql: string) => (sqlite().prepare(sql).get() as { n: number }).n;
    const before = {
      reviews: count('SELECT count(*) AS n FROM reviews'),
      events: count("SELECT count(*) AS n FROM webhook_events WHERE type = 'review.recorded'"),
      audit: count("SELECT count(*) AS n FROM audit_events WHERE type = 'review.recorded'"),
    };
    // The outbox refuses the event (a failure after the review row and before the audit event are written).
    sqlite().exec(
      "CREATE TEMP TRIGGER refuse_review_event BEFORE INSERT ON webhook_events WHEN NEW.type = 'review.recorded' BEGIN SELECT RAISE(ABORT, 'outbox refused'); END",
    );
    try {
      expectProblem(await review({ action: 'agree' }), 500, 'INTERNAL_ERROR');
    } finally {
      sqlite().exec('DROP TRIGGER refuse_review_event');
    }
    expect({
      reviews: count('SELECT count(*) AS n FROM reviews'),
      events: count("SELECT count(*) AS n FROM webhook_events WHERE type = 'review.recorded'"),
      audit: count("SELECT count(*) AS n FROM audit_events WHERE type = 'review.recorded'"),
    }).toEqual(before);
    expect((await review({ action: 'agree' })).status).toBe(201);
  });

  it('an application deletion erases its reviews (reviewer names and reasons) and leaves the others', async () => {
    const t = api.withTenant('tenant-erase');
    await t.put('/v1/jobs/job-1/criteria', { criteria: CRITERIA });
    const gone = await scored(t, 'job-1', 'gone', text('Gale Gone'));
    const kept = await scored(t, 'job-1', 'kept', text('Kit Kept'));
    for (const [app, id] of [
      ['gone', gone.id],
      ['kept', kept.id],
    ] as const)
      await t.post(reviewsPath(app), {
        scoringJobId: id,
        reviewer: { id: 'u', name: `Reviewer of ${app}` },
        action: 'disregard',
        reason: `Reason about ${app}`,
      });
    const request = await t.delete<DeletionRequestResponse>('/v1/jobs/job-1/applications/gone');
    expect((await settledDeletion(t, request.body.deletionRequest.id)).status).toBe('completed');
    expect(reviewRows('tenant-erase').map((r) => r.reviewer)).toEqual(['Reviewer of kept']);
    // The audit trail keeps its record of the review: it holds ids and the action, none of the erased text.
    const audit = sqlite()
      .prepare("SELECT data FROM audit_events WHERE type = 'review.recorded' AND scoring_job_id = ?")
      .all(gone.id) as Array<{ data: string }>;
    expect(audit).toHaveLength(1);
    expect(audit[0]?.data).not.toContain('Reason about');
    expect((await t.get<ListReviewsResponse>(reviewsPath('gone'))).body.reviews).toEqual([]);
    expect((await t.get<ListReviewsResponse>(reviewsPath('kept'))).body.reviews).toHaveLength(1);
  });

  it('a tenant deletion erases every review of the tenant', async () => {
    const t = api.withTenant('tenant-gone');
    await t.put('/v1/jobs/job-1/criteria', { criteria: CRITERIA });
    const job = await scored(t, 'job-1', 'x', text('Tess Tenant'));
    await t.post(reviewsPath('x'), { scoringJobId: job.id, reviewer: { id: 'u', name: 'N' }, action: 'agree' });
    expect(reviewRows('tenant-gone')).toHaveLength(1);
    // By the internal tenant id: once the tenant row is gone a join on it would find nothing either way.
    const ofTenant = sqlite().prepare('SELECT count(*) AS n FROM reviews WHERE tenant_id = ?');
    const tenantId = server.rubric.ctx.db
      .select({ id: schema.reviews.tenantId })
      .from(schema.reviews)
      .where(eq(schema.reviews.scoringJobId, job.id))
      .get()?.id;
    expect(ofTenant.get(tenantId)).toEqual({ n: 1 });
    const request = await t.delete<DeletionRequestResponse>('/v1/tenants/tenant-gone');
    expect((await settledDeletion(t, request.body.deletionRequest.id)).status).toBe('completed');
    expect(ofTenant.get(tenantId)).toEqual({ n: 0 });
    const left = sqlite().prepare("SELECT count(*) AS n FROM reviews WHERE reason LIKE 'Reason about gone%'").get() as {
      n: number;
    };
    expect(left.n).toBe(0);
  });
});
