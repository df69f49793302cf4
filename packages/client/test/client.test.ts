import { API_ROUTES } from '@rubric/contracts';
import { count, eq, schema } from '@rubric/db';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ControlledEngine } from '../../../apps/server/test/fake-engines.js';
import { conformingFetch, takeConformanceViolations } from '../../../apps/server/test/conformance.js';
import { startTestServer, TestClock, type TestServer } from '../../../apps/server/test/harness.js';
import { RubricApiError, RubricClient, RubricTimeoutError } from '../src/index.js';

const RESUME = {
  type: 'text' as const,
  content: 'Jane Roe — six years of TypeScript and Node.js, PostgreSQL in production, led a team of four.',
};
const CRITERIA = [
  { text: 'TypeScript and Node.js experience', importance: 'MUST_HAVE' as const },
  { text: 'Kubernetes', importance: 'NICE_TO_HAVE' as const },
];
const jobContext = {
  jobTitle: 'Backend Engineer',
  companyName: 'Acme',
  jobDescription: 'We are hiring a backend engineer. Requirements: 5+ years of TypeScript.',
};

let server: TestServer;
let engine: ControlledEngine;

/** Records the waits the client asks for instead of sleeping them. */
function recorder() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

/** Every answer of the real server the client receives must conform to the OpenAPI document. */
const checkedFetch = conformingFetch();

/** The real fetch, with faults injected at the network boundary: `fault(n)` decides the n-th call (1-based). */
function faultyFetch(fault: (n: number, url: string, init: RequestInit) => 'pass' | 'lose-response' | Response) {
  let n = 0;
  const calls: string[] = [];
  const impl: typeof fetch = async (input, init = {}) => {
    const url = String(input);
    calls.push(`${init.method} ${new URL(url).pathname}`);
    const decision = fault(++n, url, init);
    if (decision instanceof Response) return decision;
    // The server's real answers are checked against the OpenAPI document; injected faults are not.
    const res = await checkedFetch(input, init);
    if (decision === 'lose-response') {
      await res.arrayBuffer(); // the server did the work; the answer never reaches the caller
      throw new TypeError('fetch failed: socket hang up');
    }
    return res;
  };
  return { impl, calls };
}

const problem = (status: number, code: string, retryable: boolean, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ type: `x#${code}`, code, status, message: code, retryable, traceId: 't' }), {
    status,
    headers: { 'content-type': 'application/problem+json', ...headers },
  });

beforeAll(async () => {
  engine = new ControlledEngine();
  server = await startTestServer({ engines: { test: engine } });
});
afterAll(() => server.close());
// A response that breaks the OpenAPI document fails the test that received it, even if the client retried it.
afterEach(() => expect(takeConformanceViolations()).toEqual([]));

const clientFor = (
  partner: string,
  tenantId = 'tenant-c',
  extra: Partial<ConstructorParameters<typeof RubricClient>[0]> = {},
) =>
  new RubricClient({
    baseUrl: server.url,
    apiKey: server.createKey(partner),
    tenantId,
    fetch: checkedFetch,
    ...extra,
  });

describe('every /v1 operation, against the real server', () => {
  it('has one method per operation of API_ROUTES', () => {
    const client = clientFor('c-ops');
    for (const route of API_ROUTES)
      expect(typeof (client as unknown as Record<string, unknown>)[route.operationId], route.operationId).toBe(
        'function',
      );
  });

  it('criteria: question sets, generate, replace, add, versions, archive', async () => {
    const c = clientFor('c-criteria');
    const qs = await c.createQuestionSet('job-q', { jobContext });
    expect(qs.questionSet.jobId).toBe('job-q');
    const generated = await c.generateCriteria('job-q', { jobContext });
    expect(generated.criteria.length).toBeGreaterThan(0);
    const replaced = await c.replaceCriteria('job-c', { criteria: CRITERIA });
    expect(replaced.criteria.map((x) => x.text)).toEqual(CRITERIA.map((x) => x.text));
    const added = await c.addCriterion(
      'job-c',
      { text: 'Team leadership', importance: 'NICE_TO_HAVE' },
      { expectedCriteriaRevision: replaced.criteriaRevision },
    );
    const current = await c.getCurrentCriteriaVersion('job-c');
    expect(current.version.id).toBe(added.criteriaVersionId);
    const page = await c.listCriteriaVersions('job-c', { limit: 1 });
    expect(page.versions).toHaveLength(1);
    expect(page.nextCursor).not.toBeNull();
    expect((await c.getCriteriaVersion('job-c', replaced.criteriaVersionId)).version.criteria).toHaveLength(2);
    await c.archiveCriteria('job-c');
    const archived = await c
      .submitScoringJob('job-c', 'late', { resume: RESUME, jobDescription: 'Backend' })
      .catch((e: unknown) => e);
    expect(archived).toBeInstanceOf(RubricApiError);
    expect((archived as RubricApiError).code).toBe('JOB_ARCHIVED');
  });

  it('scoring: submit, wait, latest score, batch, library, rate limits, analytics', async () => {
    const c = clientFor('c-scoring');
    await c.replaceCriteria('job-s', { criteria: CRITERIA });
    const { scoringJob } = await c.submitScoringJob('job-s', 'app-1', {
      resume: RESUME,
      jobDescription: 'Backend engineer',
    });
    const done = await c.waitForScoringJob('job-s', 'app-1', scoringJob.id, { intervalMs: 25, timeoutMs: 5000 });
    expect(done.status).toBe('completed');
    expect((await c.getLatestScore('job-s', 'app-1')).score).toBe(done.result?.score);
    expect((await c.getScoringJob('job-s', 'app-1', scoringJob.id)).scoringJob).toEqual(done);

    const batch = await c.submitScoringBatch('job-s', {
      jobDescription: 'Backend',
      applications: [{ applicationId: 'b1', resume: RESUME }],
    });
    expect((await c.getScoringBatch('job-s', batch.batch.id)).batch.totalJobs).toBe(1);

    const { criterion } = await c.createLibraryCriterion({ text: 'Go', category: 'languages' });
    expect((await c.getLibraryCriterion(criterion.id)).criterion.text).toBe('Go');
    expect((await c.updateLibraryCriterion(criterion.id, { importance: 'MUST_HAVE' })).criterion.importance).toBe(
      'MUST_HAVE',
    );
    expect((await c.listLibraryCriteria({ category: 'languages' })).criteria).toHaveLength(1);
    expect(await c.deleteLibraryCriterion(criterion.id)).toBeUndefined();

    expect((await c.getRateLimitStatus()).buckets.length).toBeGreaterThan(0);
    expect(
      (await c.getAnalyticsSummary({ from: new Date(Date.now() - 3600_000).toISOString() })).counts.total,
    ).toBeGreaterThan(0);

    const first = await c.listAuditEvents({ jobId: 'job-s', applicationId: 'app-1' }, { limit: 1 });
    expect(first.events.map((e) => e.type)).toEqual(['scoring.submitted']);
    expect(first.nextCursor).not.toBeNull();
    const rest = await c.listAuditEvents(
      { jobId: 'job-s', applicationId: 'app-1' },
      { cursor: first.nextCursor ?? '' },
    );
    expect(rest.events.map((e) => e.type)).toEqual(['scoring.completed']);
  });

  it('human oversight: a review (replayed under its Idempotency-Key), the list, the explanation, the disclosure', async () => {
    const c = clientFor('c-oversight');
    await c.replaceCriteria('job-h', { criteria: CRITERIA });
    const { scoringJob } = await c.submitScoringJob('job-h', 'app-1', { resume: RESUME, jobDescription: 'Backend' });
    await c.waitForScoringJob('job-h', 'app-1', scoringJob.id, { intervalMs: 25, timeoutMs: 5000 });
    const body = {
      scoringJobId: scoringJob.id,
      reviewer: { id: 'u-1' },
      action: 'override' as const,
      score: 42,
      reason: 'Checked by hand.',
    };
    const first = await c.createReview('job-h', 'app-1', body, { idempotencyKey: 'review-once' });
    const again = await c.createReview('job-h', 'app-1', body, { idempotencyKey: 'review-once' });
    expect(again.review).toEqual(first.review);
    expect((await c.listReviews('job-h', 'app-1')).reviews).toEqual([first.review]);
    expect((await c.getLatestScore('job-h', 'app-1')).effectiveScore).toBe(42);
    const explanation = await c.getScoreExplanation('job-h', 'app-1');
    expect(explanation.review.status).toBe('overridden');
    const disclosure = await c.getAiDisclosure('job-h');
    expect(disclosure.qualificationsAssessed.map((q) => q.text)).toEqual(CRITERIA.map((q) => q.text));
  });
});

describe('bias audit', () => {
  it('records demographics (204, nothing back), reads the report with repeated jobIds, and the same figures as CSV', async () => {
    const c = clientFor('c-bias');
    await c.replaceCriteria('job-a', { criteria: CRITERIA });
    await c.replaceCriteria('job-b', { criteria: CRITERIA });
    for (const job of ['job-a', 'job-b']) {
      const { scoringJob } = await c.submitScoringJob(job, 'app-1', { resume: RESUME, jobDescription: 'Backend' });
      await c.waitForScoringJob(job, 'app-1', scoringJob.id, { intervalMs: 25, timeoutMs: 5000 });
    }
    expect(
      await c.recordDemographics('job-a', 'app-1', {
        sex: 'female',
        raceEthnicity: 'asian',
        source: 'self_identified',
      }),
    ).toBeUndefined();
    const both = await c.getBiasAudit({ jobIds: ['job-a', 'job-b'], threshold: 50 });
    expect(both).toMatchObject({ sampleSize: 2, jobIds: ['job-a', 'job-b'], threshold: 50 });
    expect(both.dimensions.sex.knownCount).toBe(1);
    expect((await c.getBiasAudit({ jobIds: ['job-b'] })).sampleSize).toBe(1);
    const csv = await c.getBiasAuditCsv({ jobIds: ['job-a', 'job-b'] });
    expect(csv.startsWith('dimension,category,count,')).toBe(true);
    expect(csv).toContain('\r\nsex,female,1,');
  });
});

describe('data lifecycle', () => {
  it('deletes an application and a tenant, and reads the deletion request', async () => {
    const c = clientFor('c-deletion');
    await c.replaceCriteria('job-d', { criteria: CRITERIA });
    await c.submitScoringJob('job-d', 'app-1', { resume: RESUME, jobDescription: 'Backend engineer' });
    const { deletionRequest } = await c.deleteApplication('job-d', 'app-1');
    expect(deletionRequest.scope).toBe('application');
    expect((await c.getDeletionRequest(deletionRequest.id)).deletionRequest.scope).toBe('application');
    expect((await c.withTenant('tenant-gone').deleteTenant('tenant-gone')).deletionRequest.scope).toBe('tenant');
  });
});

describe('errors', () => {
  it('a 4xx is a RubricApiError carrying the problem document, and is not retried', async () => {
    const f = faultyFetch(() => 'pass');
    const c = clientFor('c-errors', 'tenant-c', { fetch: f.impl, ...recorder() });
    const err = await c.getScoringJob('job-x', 'app-x', 'sj_missing').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RubricApiError);
    const e = err as RubricApiError;
    expect(e).toMatchObject({ status: 404, code: 'SCORING_JOB_NOT_FOUND', retryable: false });
    expect(e.problem).toMatchObject({ type: 'http://rubric.test/docs/errors#scoring-job-not-found', status: 404 });
    expect(e.traceId).toMatch(/[0-9a-f-]{36}/);
    const invalid = (await c
      .replaceCriteria('job-x', { criteria: [{ text: '', importance: 'MUST_HAVE' }] })
      .catch((x: unknown) => x)) as RubricApiError;
    expect(invalid.details.map((d) => d.field)).toEqual(['criteria[0].text']);
    expect(f.calls).toHaveLength(2);
  });

  it('a missing tenant is the caller’s error, before any request', async () => {
    const c = new RubricClient({ baseUrl: server.url, apiKey: server.createKey('c-errors'), fetch: checkedFetch });
    await expect(c.getLatestScore('j', 'a')).rejects.toThrow(TypeError);
    expect((await c.getRateLimitStatus()).buckets.length).toBeGreaterThan(0);
  });
});

describe('retry rules', () => {
  it('429: waits Retry-After from the real rate limiter, then succeeds', async () => {
    const clock = new TestClock();
    const limited = await startTestServer({ clock, env: { RATE_LIMIT_MULTIPLIER: '1' } });
    try {
      const waits: number[] = [];
      // Waiting moves the server's clock: the next window opens without sleeping.
      const c = new RubricClient({
        baseUrl: limited.url,
        apiKey: limited.createKey('c-429'),
        fetch: checkedFetch,
        sleep: async (ms) => void (waits.push(ms), clock.advance(ms)),
      });
      for (let i = 0; i < 3; i++) await c.getRateLimitStatus(); // 2 per second: the third is limited, waits, retries
      expect(waits).toEqual([1000]);
    } finally {
      await limited.close();
    }
  });

  it('503 with Retry-After is honoured; the attempts stop at maxAttempts', async () => {
    const r = recorder();
    const f = faultyFetch((n) => (n <= 2 ? problem(503, 'SERVICE_UNAVAILABLE', true, { 'retry-after': '3' }) : 'pass'));
    const c = clientFor('c-503', 'tenant-c', { fetch: f.impl, sleep: r.sleep });
    expect((await c.listLibraryCriteria()).criteria).toEqual([]);
    expect(r.waits).toEqual([3000, 3000]);

    const always = faultyFetch(() => problem(503, 'SERVICE_UNAVAILABLE', true, { 'retry-after': '1' }));
    const capped = clientFor('c-503', 'tenant-c', {
      fetch: always.impl,
      sleep: recorder().sleep,
      retry: { maxAttempts: 3 },
    });
    await expect(capped.listLibraryCriteria()).rejects.toMatchObject({ status: 503, retryAfterSeconds: 1 });
    expect(always.calls).toHaveLength(3);
  });

  it('a retryable problem without Retry-After backs off exponentially with jitter', async () => {
    const r = recorder();
    const f = faultyFetch((n) => (n <= 3 ? problem(500, 'INTERNAL_ERROR', true) : 'pass'));
    const c = clientFor('c-backoff', 'tenant-c', { fetch: f.impl, sleep: r.sleep, retry: { baseDelayMs: 100 } });
    await c.getRateLimitStatus();
    [100, 200, 400].forEach((step, i) => {
      expect(r.waits[i]).toBeGreaterThanOrEqual(step / 2);
      expect(r.waits[i]).toBeLessThanOrEqual(step);
    });
  });

  it('a scoring submission whose response was lost is retried: the server deduplicates, one scoring job', async () => {
    const c0 = clientFor('c-dedup');
    await c0.replaceCriteria('job-d', { criteria: CRITERIA });
    const f = faultyFetch((n) => (n === 1 ? 'lose-response' : 'pass'));
    const c = clientFor('c-dedup', 'tenant-c', { fetch: f.impl, ...recorder() });
    const { scoringJob } = await c.submitScoringJob('job-d', 'app-d', { resume: RESUME, jobDescription: 'Backend' });
    expect(f.calls).toEqual([
      'POST /v1/jobs/job-d/applications/app-d/scoring-jobs',
      'POST /v1/jobs/job-d/applications/app-d/scoring-jobs',
    ]);
    const rows = server.rubric.ctx.db
      .select({ n: count() })
      .from(schema.scoringJobs)
      .where(eq(schema.scoringJobs.applicationId, 'app-d'))
      .get();
    expect(rows?.n).toBe(1);
    expect(scoringJob.applicationId).toBe('app-d');
  });

  it('a criteria write is retried under the same Idempotency-Key, so it is applied once', async () => {
    const keys: string[] = [];
    const f = faultyFetch((n, _url, init) => {
      keys.push(String((init.headers as Record<string, string>)['Idempotency-Key']));
      return n === 1 ? 'lose-response' : 'pass';
    });
    const c = clientFor('c-idem', 'tenant-c', { fetch: f.impl, ...recorder() });
    const first = await c.replaceCriteria('job-i', { criteria: CRITERIA });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(first.criteriaRevision).toBe('1'); // the replayed first outcome, not a second version
    expect((await c.listCriteriaVersions('job-i')).versions).toHaveLength(1);
  });

  it('a lost response of a non-repeatable call is not retried', async () => {
    const f = faultyFetch(() => 'lose-response');
    const c = clientFor('c-norepeat', 'tenant-c', { fetch: f.impl, ...recorder() });
    await expect(c.deleteApplication('job-n', 'app-n')).rejects.toThrow(TypeError);
    expect(f.calls).toHaveLength(1);
  });
});

describe('waitForScoringJob', () => {
  it('gives up with RubricTimeoutError carrying the job as last read', async () => {
    const c = clientFor('c-wait');
    await c.replaceCriteria('job-w', { criteria: CRITERIA });
    engine.hold();
    try {
      const { scoringJob } = await c.submitScoringJob('job-w', 'app-w', { resume: RESUME, jobDescription: 'Backend' });
      const err = await c
        .waitForScoringJob('job-w', 'app-w', scoringJob.id, { intervalMs: 20, timeoutMs: 150 })
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(RubricTimeoutError);
      expect((err as RubricTimeoutError).lastSeen).toMatchObject({ id: scoringJob.id, status: 'pending' });
    } finally {
      engine.release();
    }
  });
});
