import type { CreateQuestionSetResponse, CriteriaWriteResponse } from '@rubric/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { ControlledEngine } from './fake-engines.js';
import { expectProblem, TestClock, useTestServer } from './harness.js';

const jobContext = {
  jobTitle: 'Backend Engineer',
  companyName: 'Acme',
  jobDescription: `We are hiring a backend engineer.
Requirements:
- 5+ years of TypeScript experience
- Experience with PostgreSQL is required
Nice to have:
- Kubernetes`,
};

/** `server` keeps the real limits (criteria_ai: 2/s, 4 in flight); `roomy` raises them so tests of answers are about answers. */
const clock = new TestClock();
const engine = new ControlledEngine();
const server = await useTestServer({ engines: { test: engine }, clock, env: { RATE_LIMIT_MULTIPLIER: '1' } });
const roomy = await useTestServer({ clock });
const api = server.client('acme', 'tenant-q');
// Before the servers close (hooks registered later run first): a held generation must not hold up the close.
afterAll(() => engine.release());

describe('question sets', () => {
  it('creates a question set (201) that expires in 7 days', async () => {
    const r = await api.post<CreateQuestionSetResponse>('/v1/jobs/job-q/question-sets', { jobContext });
    expect(r.status).toBe(201);
    const qs = r.body.questionSet;
    expect(qs.jobId).toBe('job-q');
    expect(qs.questions.length).toBeGreaterThan(0);
    for (const q of qs.questions) {
      expect(['single', 'multiple']).toContain(q.selectionType);
      expect(q.options.length).toBeGreaterThanOrEqual(2);
    }
    expect(Date.parse(qs.expiresAt) - clock.now()).toBe(7 * 24 * 3600 * 1000);
    expect(r.headers.get('x-ratelimit-bucket')).toBe('criteria_ai');
  });

  it('validates the job context', async () => {
    const api = server.client('acme-validate', 'tenant-q');
    const p = expectProblem(
      await api.post('/v1/jobs/job-q/question-sets', { jobContext: { ...jobContext, jobTitle: '' } }),
      400,
      'VALIDATION_ERROR',
    );
    expect(p.details?.[0]?.field).toBe('jobContext.jobTitle');
    expectProblem(await api.post('/v1/jobs/job-q/question-sets', {}), 400, 'VALIDATION_ERROR');
  });
});

describe('criteria generation', () => {
  it('generates criteria as a new version (201) with MUST_HAVE and NICE_TO_HAVE', async () => {
    const api = server.client('acme-generate', 'tenant-q');
    const r = await api.post<CriteriaWriteResponse>('/v1/jobs/job-g/criteria/generate', { jobContext });
    expect(r.status).toBe(201);
    expect(r.body.criteriaRevision).toBe('1');
    expect(r.body.criteria.length).toBeGreaterThan(0);
    const importances = new Set(r.body.criteria.map((c) => c.importance));
    expect(importances.has('MUST_HAVE')).toBe(true);
    const current = await api.get<{ version: { source: string; id: string } }>(
      '/v1/jobs/job-g/criteria/versions/current',
    );
    expect(current.body.version).toMatchObject({ source: 'generated', id: r.body.criteriaVersionId });
  });

  it('uses answers that match the question set; anything else → 400 ANSWER_MISMATCH', async () => {
    const api = roomy.client('acme', 'tenant-q');
    const { body } = await api.post<CreateQuestionSetResponse>('/v1/jobs/job-a/question-sets', { jobContext });
    const [q1] = body.questionSet.questions;
    if (!q1) throw new Error('no question');
    const ok = await api.post('/v1/jobs/job-a/criteria/generate', {
      jobContext,
      questionSetId: body.questionSet.id,
      answers: [{ id: q1.id, value: q1.options[0] }],
    });
    expect(ok.status).toBe(201);
    const bad = [
      { questionSetId: 'qs_unknown', answers: [{ id: q1.id, value: q1.options[0] }] },
      { questionSetId: body.questionSet.id, answers: [{ id: 'q99', value: q1.options[0] }] },
      { questionSetId: body.questionSet.id, answers: [{ id: q1.id, value: 'not an option' }] },
    ];
    if (q1.selectionType === 'single')
      bad.push({
        questionSetId: body.questionSet.id,
        answers: [
          { id: q1.id, value: q1.options[0]! },
          { id: q1.id, value: q1.options[1]! },
        ],
      });
    for (const b of bad)
      expectProblem(await api.post('/v1/jobs/job-a/criteria/generate', { jobContext, ...b }), 400, 'ANSWER_MISMATCH');
    // A question set of another job, or of another tenant, does not match either.
    expectProblem(
      await api.post('/v1/jobs/job-other/criteria/generate', {
        jobContext,
        questionSetId: body.questionSet.id,
        answers: [],
      }),
      400,
      'ANSWER_MISMATCH',
    );
    expectProblem(
      await api
        .withTenant('tenant-z')
        .post('/v1/jobs/job-a/criteria/generate', { jobContext, questionSetId: body.questionSet.id, answers: [] }),
      400,
      'ANSWER_MISMATCH',
    );
    // Expired after 7 days.
    clock.advance(7 * 24 * 3600 * 1000 + 1);
    expectProblem(
      await api.post('/v1/jobs/job-a/criteria/generate', {
        jobContext,
        questionSetId: body.questionSet.id,
        answers: [{ id: q1.id, value: q1.options[0] }],
      }),
      400,
      'ANSWER_MISMATCH',
    );
    // Answers without a question set are a validation error.
    expectProblem(
      await api.post('/v1/jobs/job-a/criteria/generate', {
        jobContext,
        answers: [{ id: q1.id, value: q1.options[0] }],
      }),
      400,
      'VALIDATION_ERROR',
    );
  });
});

describe('the criteria_ai bucket', () => {
  it('2 requests per second, then 429 with Retry-After', async () => {
    const api = server.client('acme-burst', 'tenant-q');
    const results = await Promise.all([1, 2, 3].map(() => api.post('/v1/jobs/job-r/question-sets', { jobContext })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 429]);
    const limited = results.find((r) => r.status === 429)!; // one of three, asserted just above
    expectProblem(limited, 429, 'RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
  });

  it('a 5th request while 4 are in flight → 429 even with tokens left', async () => {
    const api = server.client('acme-inflight', 'tenant-q');
    engine.hold();
    const before = engine.calls.questions;
    const inFlight: Promise<unknown>[] = [];
    // Two per one-second window (the rate), so that only the in-flight cap can refuse the fifth.
    for (let i = 0; i < 4; i++) {
      if (i === 2) clock.advance(1000);
      inFlight.push(api.post('/v1/jobs/job-c/question-sets', { jobContext }));
      await engine.until(() => engine.calls.questions >= before + i + 1);
    }
    clock.advance(1000);
    const status = await api.get<{ buckets: Array<{ name: string; concurrency: { inFlight: number } | null }> }>(
      '/v1/rate-limit-status',
      { headers: { 'X-Tenant-Id': '' } },
    );
    expect(status.body.buckets.find((b) => b.name === 'criteria_ai')?.concurrency?.inFlight).toBe(4);
    const fifth = await api.post('/v1/jobs/job-c/question-sets', { jobContext });
    const p = expectProblem(fifth, 429, 'RATE_LIMITED');
    expect(String(p.message)).toMatch(/in flight/);
    engine.release();
    const done = (await Promise.all(inFlight)) as Array<{ status: number }>;
    expect(done.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    clock.advance(1000);
    expect((await api.post('/v1/jobs/job-c/question-sets', { jobContext })).status).toBe(201);
  });
});

describe('idempotency on generation', () => {
  it('a second request with the same key while the first runs → 409 IDEMPOTENCY_REQUEST_IN_PROGRESS; afterwards it replays', async () => {
    const api = server.client('acme-idem', 'tenant-q');
    engine.hold();
    const before = engine.calls.criteria;
    const headers = { 'Idempotency-Key': 'gen-1' };
    const first = api.post<CriteriaWriteResponse>('/v1/jobs/job-i/criteria/generate', { jobContext }, { headers });
    await engine.until(() => engine.calls.criteria > before);
    const second = await api.post('/v1/jobs/job-i/criteria/generate', { jobContext }, { headers });
    const p = expectProblem(second, 409, 'IDEMPOTENCY_REQUEST_IN_PROGRESS');
    expect(p.retryable).toBe(true);
    engine.release();
    const firstDone = await first;
    expect(firstDone.status).toBe(201);
    clock.advance(1000);
    const replay = await api.post<CriteriaWriteResponse>(
      '/v1/jobs/job-i/criteria/generate',
      { jobContext },
      { headers },
    );
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(firstDone.body);
    const versions = await api.get<{ versions: unknown[] }>('/v1/jobs/job-i/criteria/versions');
    expect(versions.body.versions).toHaveLength(1);
  });
});
