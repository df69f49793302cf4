import type { LatestScoreResponse, ScoringJobResponse, WebhookEvent } from '@rubric/contracts';
import { asc, eq, schema } from '@rubric/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { ControlledEngine } from './fake-engines.js';
import { expectProblem, useTestServer } from './harness.js';
import { eventually } from './waits.js';

const RESUME = `Jane Roe — Senior Backend Engineer.
Six years of TypeScript and Node.js experience building payment APIs.
Operated PostgreSQL clusters in production and led a team of four.`;

const CRITERIA = [
  { text: 'TypeScript and Node.js experience', importance: 'MUST_HAVE' },
  { text: 'PostgreSQL in production', importance: 'NICE_TO_HAVE' },
  { text: 'Kubernetes', importance: 'NICE_TO_HAVE' },
];

const submission = (content = RESUME) => ({
  resume: { type: 'text', content },
  jobDescription: 'Backend engineer for our payments platform.',
});

const engine = new ControlledEngine();
const server = await useTestServer({ engines: { test: engine } });
const api = server.client('acme', 'tenant-s');

function events(type?: string): WebhookEvent[] {
  const rows = server.rubric.ctx.db
    .select()
    .from(schema.webhookEvents)
    .orderBy(asc(schema.webhookEvents.createdAt))
    .all();
  return rows.filter((r) => !type || r.type === type).map((r) => JSON.parse(r.payload) as WebhookEvent);
}

/** The scoring jobs stored for an application id. */
const jobsOf = (applicationId: string) =>
  server.rubric.ctx.db
    .select()
    .from(schema.scoringJobs)
    .where(eq(schema.scoringJobs.applicationId, applicationId))
    .all();

async function settled(jobId: string, appId: string, id: string): Promise<ScoringJobResponse['scoringJob']> {
  return eventually(async () => {
    const r = await api.get<ScoringJobResponse>(`/v1/jobs/${jobId}/applications/${appId}/scoring-jobs/${id}`);
    return r.body.scoringJob.status !== 'pending' ? r.body.scoringJob : null;
  });
}

beforeAll(async () => {
  await api.put('/v1/jobs/job-1/criteria', { criteria: CRITERIA });
});

describe('submit and read', () => {
  it('pending → completed: 202, then the result with a computed score, and a score.completed event', async () => {
    const created = await api.post<ScoringJobResponse>('/v1/jobs/job-1/applications/app-1/scoring-jobs', submission());
    expect(created.status).toBe(202);
    const job = created.body.scoringJob;
    expect(job).toMatchObject({
      jobId: 'job-1',
      applicationId: 'app-1',
      status: 'pending',
      batchId: null,
      result: null,
      error: null,
      completedAt: null,
    });
    const current = await api.get<{ version: { id: string } }>('/v1/jobs/job-1/criteria/versions/current');
    expect(job.criteriaVersionId).toBe(current.body.version.id);

    const done = await settled('job-1', 'app-1', job.id);
    expect(done.status).toBe('completed');
    expect(done.completedAt).not.toBeNull();
    expect(done.attempts).toBe(1);
    const result = done.result!; // completed jobs carry a result
    expect(result.criteria.map((c) => [c.text, c.verdict])).toEqual([
      ['TypeScript and Node.js experience', 'met'],
      ['PostgreSQL in production', 'met'],
      ['Kubernetes', 'not_met'],
    ]);
    // (3·1 + 1·1 + 1·0) / 5 = 80
    expect(result.score).toBe(80);
    expect(result.criteria[0]?.evidence).toContain('TypeScript');

    const completed = events('score.completed').find((e) => e.event === 'score.completed' && e.scoringJobId === job.id);
    expect(completed).toMatchObject({
      tenantId: 'tenant-s',
      jobId: 'job-1',
      applicationId: 'app-1',
      criteriaVersionId: job.criteriaVersionId,
      result: { score: 80 },
    });

    const latest = await api.get<LatestScoreResponse>('/v1/jobs/job-1/applications/app-1/score');
    expect(latest.status).toBe(200);
    expect(latest.body).toMatchObject({
      jobId: 'job-1',
      applicationId: 'app-1',
      score: 80,
      criteriaVersionId: job.criteriaVersionId,
    });
    expect(latest.body).not.toHaveProperty('scoringJobId');
  });

  it('the same application again returns the existing job with 200 and creates nothing', async () => {
    const first = await api.post<ScoringJobResponse>('/v1/jobs/job-1/applications/app-dup/scoring-jobs', submission());
    const again = await api.post<ScoringJobResponse>(
      '/v1/jobs/job-1/applications/app-dup/scoring-jobs',
      submission(`${RESUME}\nA different resume body this time.`),
    );
    expect(first.status).toBe(202);
    expect(again.status).toBe(200);
    expect(again.body.scoringJob.id).toBe(first.body.scoringJob.id);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    const rows = jobsOf('app-dup');
    expect(rows).toHaveLength(1);
  });

  it('concurrent submissions (committed together): each application gets one job; the same one twice gets it once', async () => {
    const path = (app: string) => `/v1/jobs/job-1/applications/${app}/scoring-jobs`;
    const responses = await Promise.all([
      ...['app-c1', 'app-c2', 'app-c3', 'app-c4'].map((app) => api.post<ScoringJobResponse>(path(app), submission())),
      ...[1, 2, 3].map(() => api.post<ScoringJobResponse>(path('app-twice'), submission())),
    ]);
    const distinct = responses.slice(0, 4);
    expect(distinct.map((r) => r.status)).toEqual([202, 202, 202, 202]);
    expect(new Set(distinct.map((r) => r.body.scoringJob.id)).size).toBe(4);
    const twice = responses.slice(4);
    expect(twice.map((r) => r.status).sort()).toEqual([200, 200, 202]);
    expect(new Set(twice.map((r) => r.body.scoringJob.id)).size).toBe(1);
    const rows = jobsOf('app-twice');
    expect(rows).toHaveLength(1);
  });

  it('rescore creates a new job (on a pinned version when asked); the latest score follows the newest result', async () => {
    const first = await api.post<ScoringJobResponse>('/v1/jobs/job-1/applications/app-re/scoring-jobs', submission());
    const firstDone = await settled('job-1', 'app-re', first.body.scoringJob.id);
    const oldVersion = firstDone.criteriaVersionId;
    await api.put('/v1/jobs/job-1/criteria', {
      criteria: [...CRITERIA, { text: 'Team leadership', importance: 'NICE_TO_HAVE' }],
    });

    const rescored = await api.post<ScoringJobResponse>('/v1/jobs/job-1/applications/app-re/scoring-jobs', {
      ...submission(),
      rescore: { enabled: true },
    });
    expect(rescored.status).toBe(202);
    expect(rescored.body.scoringJob.id).not.toBe(first.body.scoringJob.id);
    expect(rescored.body.scoringJob.criteriaVersionId).not.toBe(oldVersion);
    const second = await settled('job-1', 'app-re', rescored.body.scoringJob.id);
    expect(second.result?.criteria).toHaveLength(4);

    const pinned = await api.post<ScoringJobResponse>('/v1/jobs/job-1/applications/app-re/scoring-jobs', {
      ...submission(),
      rescore: { enabled: true, criteriaVersionId: oldVersion },
    });
    expect(pinned.body.scoringJob.criteriaVersionId).toBe(oldVersion);
    const third = await settled('job-1', 'app-re', pinned.body.scoringJob.id);
    expect(third.result?.criteria).toHaveLength(3);
    const latest = await api.get<LatestScoreResponse>('/v1/jobs/job-1/applications/app-re/score');
    expect(latest.body.criteriaVersionId).toBe(oldVersion);
    // The first job is unchanged by later criteria and rescoring.
    const firstAgain = await api.get<ScoringJobResponse>(
      `/v1/jobs/job-1/applications/app-re/scoring-jobs/${first.body.scoringJob.id}`,
    );
    expect(firstAgain.body.scoringJob).toEqual(firstDone);

    expectProblem(
      await api.post('/v1/jobs/job-1/applications/app-re/scoring-jobs', {
        ...submission(),
        rescore: { enabled: true, criteriaVersionId: 'cv_nope' },
      }),
      404,
      'CRITERIA_VERSION_NOT_FOUND',
    );
  });

  it('unknown ids → 404 SCORING_JOB_NOT_FOUND / SCORE_NOT_FOUND', async () => {
    expectProblem(
      await api.get('/v1/jobs/job-1/applications/app-1/scoring-jobs/sj_missing'),
      404,
      'SCORING_JOB_NOT_FOUND',
    );
    expectProblem(await api.get('/v1/jobs/job-1/applications/nobody/score'), 404, 'SCORE_NOT_FOUND');
    const created = await api.post<ScoringJobResponse>('/v1/jobs/job-1/applications/app-x/scoring-jobs', submission());
    expectProblem(
      await api.get(`/v1/jobs/job-1/applications/other-app/scoring-jobs/${created.body.scoringJob.id}`),
      404,
      'SCORING_JOB_NOT_FOUND',
    );
  });
});

describe('the validation table', () => {
  const post = (body: unknown, job = 'job-1', app = 'app-v') =>
    api.post(`/v1/jobs/${job}/applications/${app}/scoring-jobs`, body);
  const field = async (body: unknown) =>
    expectProblem(await post(body), 400, 'VALIDATION_ERROR').details?.map((d) => d.field);

  it('refuses each invalid field with a detail naming it', async () => {
    expect(await field({ jobDescription: 'x' })).toContain('resume');
    expect(await field({ ...submission(), resume: { type: 'fax', content: RESUME } })).toContain('resume.type');
    expect(await field({ ...submission(), resume: { type: 'text', content: 'too short' } })).toContain(
      'resume.content',
    );
    expect(await field({ ...submission(), resume: { type: 'text', content: 'x'.repeat(102_401) } })).toContain(
      'resume.content',
    );
    expect(await field({ ...submission(), resume: { type: 'url' } })).toContain('resume.url');
    expect(await field({ ...submission(), resume: { type: 'url', url: 'http://example.com/cv.pdf' } })).toContain(
      'resume.url',
    );
    expect(await field({ ...submission(), resume: { type: 'url', url: 'ftp://example.com/cv.pdf' } })).toContain(
      'resume.url',
    );
    expect(await field({ ...submission(), jobDescription: '' })).toContain('jobDescription');
    expect(await field({ ...submission(), jobDescription: 'x'.repeat(50_001) })).toContain('jobDescription');
    expect(await field({ ...submission(), roleKnowledge: '' })).toContain('roleKnowledge');
    expect(await field({ ...submission(), roleKnowledge: 'x'.repeat(15_001) })).toContain('roleKnowledge');
    expect(await field({ ...submission(), applicationData: { context: 'x'.repeat(15_001) } })).toContain(
      'applicationData.context',
    );
    expect(await field({ ...submission(), applicationData: { applicationAnswers: [{ question: 'Q?' }] } })).toContain(
      'applicationData.applicationAnswers[0].answer',
    );
    expect(await field({ ...submission(), rescore: { criteriaVersionId: 'cv_1' } })).toContain('rescore.enabled');
    expect(await field({ ...submission(), rescore: { enabled: 'yes' } })).toContain('rescore.enabled');
    const badApp = expectProblem(await post(submission(), 'job-1', 'bad app'), 400, 'VALIDATION_ERROR');
    expect(badApp.details?.[0]?.field).toBe('applicationId');
  });

  it('accepts the boundaries: 50 characters, 100 KB, 15000-character context, answers', async () => {
    const ok = await post(
      {
        ...submission('x'.repeat(50)),
        roleKnowledge: 'r'.repeat(15_000),
        applicationData: { context: 'c'.repeat(15_000), applicationAnswers: [{ question: 'Visa?', answer: 'Yes' }] },
      },
      'job-1',
      'app-bounds',
    );
    expect(ok.status).toBe(202);
    expect((await post(submission('y'.repeat(102_400)), 'job-1', 'app-100k')).status).toBe(202);
    // What was stored: the inputs as sent, and SQL NULL (not the JSON text "null") where nothing was sent.
    const stored = (applicationId: string) =>
      server.rubric.ctx.sqlite
        .prepare(
          `SELECT i.application_answers AS answers, i.context = ? AS contextKept, i.role_knowledge = ? AS knowledgeKept,
                  i.context IS NULL AS noContext, i.role_knowledge IS NULL AS noKnowledge, d.text, d.kind,
                  d.ocr_used AS ocrUsed, s.blind IS NOT NULL AS blindSet
           FROM scoring_jobs s JOIN scoring_inputs i ON i.scoring_job_id = s.id
           JOIN resume_documents d ON d.id = s.resume_document_id WHERE s.application_id = ?`,
        )
        .get('c'.repeat(15_000), 'r'.repeat(15_000), applicationId) as Record<string, unknown>;
    expect(stored('app-bounds')).toEqual({
      answers: JSON.stringify([{ question: 'Visa?', answer: 'Yes' }]),
      contextKept: 1,
      knowledgeKept: 1,
      noContext: 0,
      noKnowledge: 0,
      text: 'x'.repeat(50),
      kind: 'text',
      ocrUsed: 0,
      blindSet: 1,
    });
    expect(stored('app-100k')).toMatchObject({ answers: null, noContext: 1, noKnowledge: 1 });
  });

  it('no criteria → 404 CRITERIA_NOT_FOUND, empty criteria → 404, archived job → 409 JOB_ARCHIVED; nothing is created', async () => {
    expectProblem(await post(submission(), 'job-none'), 404, 'CRITERIA_NOT_FOUND');
    await api.put('/v1/jobs/job-emptied/criteria', { criteria: [] });
    expectProblem(await post(submission(), 'job-emptied'), 404, 'CRITERIA_NOT_FOUND');
    await api.put('/v1/jobs/job-closed/criteria', { criteria: CRITERIA });
    await api.post('/v1/jobs/job-closed/criteria/archive');
    expectProblem(await post(submission(), 'job-closed'), 409, 'JOB_ARCHIVED');
    const rows = jobsOf('app-v');
    expect(rows).toHaveLength(0);
  });

  it('the live environment with the llm engine and no model → 503 naming the model, nothing queued', async () => {
    const live = server.client('acme', 'tenant-s', 'live');
    await live.put('/v1/jobs/job-live/criteria', { criteria: CRITERIA });
    const r = expectProblem(
      await live.post('/v1/jobs/job-live/applications/a/scoring-jobs', submission()),
      503,
      'SERVICE_UNAVAILABLE',
    );
    expect(String(r.message)).toMatch(/model/i);
    expect(r.retryable).toBe(true);
    expect(jobsOf('a')).toHaveLength(0);
  });
});

describe('failure and manual retry', () => {
  it('pending → failed after the retry budget (SCORING_FAILED, score.failed) → retried → completed under the same id', async () => {
    engine.failScoring = true;
    const created = await api.post<ScoringJobResponse>(
      '/v1/jobs/job-1/applications/app-fail/scoring-jobs',
      submission(),
    );
    const failed = await settled('job-1', 'app-fail', created.body.scoringJob.id);
    expect(failed.status).toBe('failed');
    expect(failed.attempts).toBe(2);
    expect(failed.error).toEqual({ code: 'SCORING_FAILED', message: expect.any(String) });
    expect(failed.failedAt).not.toBeNull();
    expect(failed.result).toBeNull();
    const failedEvent = events('score.failed').find((e) => e.event === 'score.failed' && e.scoringJobId === failed.id);
    expect(failedEvent).toMatchObject({ error: { code: 'SCORING_FAILED' }, jobId: 'job-1', applicationId: 'app-fail' });

    engine.failScoring = false;
    const rubric = server.rubric;
    // The retry the admin API and `rubric jobs retry` run, assembled as they assemble it.
    const retried = await rubric.services.retry(failed.id);
    expect(retried).toEqual({ ok: true, status: 'pending' });
    rubric.runner.notify();
    const done = await settled('job-1', 'app-fail', failed.id);
    expect(done.status).toBe('completed');
    expect(done.id).toBe(failed.id);
    expect(done.error).toBeNull();
    expect(
      events()
        .filter((e) => 'scoringJobId' in e && e.scoringJobId === failed.id)
        .map((e) => e.event),
    ).toEqual(['score.failed', 'score.completed']);
    expect(await rubric.services.retry(failed.id)).toEqual({ ok: false, reason: 'not_failed' });
  });
});

describe('deletion while scoring', () => {
  it('a job whose rows vanish mid-scoring (deleted) is neither stored nor announced, and the runner carries on', async () => {
    engine.hold();
    const before = engine.calls.score;
    const created = await api.post<ScoringJobResponse>(
      '/v1/jobs/job-1/applications/app-gone/scoring-jobs',
      submission(),
    );
    await engine.until(() => engine.calls.score > before);
    const { db } = server.rubric.ctx;
    db.delete(schema.scoringJobs).where(eq(schema.scoringJobs.id, created.body.scoringJob.id)).run();
    engine.release();
    const next = await api.post<ScoringJobResponse>('/v1/jobs/job-1/applications/app-after/scoring-jobs', submission());
    const done = await settled('job-1', 'app-after', next.body.scoringJob.id);
    expect(done.status).toBe('completed');
    expect(events().filter((e) => 'scoringJobId' in e && e.scoringJobId === created.body.scoringJob.id)).toEqual([]);
  });
});

describe('security', () => {
  it('another tenant, environment or partner cannot read the job or score', async () => {
    const created = await api.post<ScoringJobResponse>(
      '/v1/jobs/job-1/applications/app-sec/scoring-jobs',
      submission(),
    );
    await settled('job-1', 'app-sec', created.body.scoringJob.id);
    for (const other of [
      api.withTenant('tenant-other'),
      server.client('acme', 'tenant-s', 'live'),
      server.client('globex', 'tenant-s'),
    ]) {
      expectProblem(
        await other.get(`/v1/jobs/job-1/applications/app-sec/scoring-jobs/${created.body.scoringJob.id}`),
        404,
        'SCORING_JOB_NOT_FOUND',
      );
      expectProblem(await other.get('/v1/jobs/job-1/applications/app-sec/score'), 404, 'SCORE_NOT_FOUND');
    }
    expectProblem(
      await server.anonymous().withTenant('tenant-s').post('/v1/jobs/job-1/applications/x/scoring-jobs', submission()),
      401,
      'UNAUTHORIZED',
    );
  });
});
