import { BUCKET_NAMES, type RateLimitStatusResponse } from '@rubric/contracts';
import { describe, expect, it } from 'vitest';
import type { CounterStoreFactory } from '../src/modules/rate-limits/limiter.js';
import { type ApiResponse, expectProblem, startTestServer, TestClock, useTestServer } from './harness.js';

// A frozen clock: every burst lands in one window however slow the machine is.
const clock = new TestClock();
const server = await useTestServer({ env: { RATE_LIMIT_MULTIPLIER: '1' }, clock });

/** Every test uses its own partner: buckets are per partner and environment, so tests do not share tokens. */
let partners = 0;
const freshClient = (tenant: string | null = 'tenant-a') => server.client(`rl-partner-${++partners}`, tenant);

function rateHeaders(res: ApiResponse) {
  return {
    bucket: res.headers.get('x-ratelimit-bucket'),
    limit: res.headers.get('x-ratelimit-limit'),
    remaining: res.headers.get('x-ratelimit-remaining'),
    reset: res.headers.get('x-ratelimit-reset'),
    degraded: res.headers.get('x-ratelimit-degraded'),
  };
}

const statusCounts = (responses: ApiResponse[]) =>
  responses.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});

describe('X-RateLimit-* headers', () => {
  it('are on a success and count down; Reset is the Unix second the window ends', async () => {
    const api = freshClient();
    const before = Math.floor(clock.now() / 1000);
    const first = await api.get('/v1/criteria-library');
    expect(first.status).toBe(200);
    const h = rateHeaders(first);
    expect(h).toEqual({
      bucket: 'read_and_ops',
      limit: '20',
      remaining: '19',
      reset: expect.stringMatching(/^\d+$/),
      degraded: 'false',
    });
    // The window opened now, on the server's clock: it ends one second later.
    expect(Number(h.reset)).toBe(Math.ceil((clock.now() + 1000) / 1000));
    expect(Number(h.reset)).toBeLessThanOrEqual(before + 2);
    const second = await api.put('/v1/jobs/j/criteria', { criteria: [{ text: 'Go', importance: 'MUST_HAVE' }] });
    expect(second.status).toBe(200);
    expect(rateHeaders(second)).toMatchObject({ bucket: 'read_and_ops', limit: '20', remaining: '18' });
  });

  it('are on errors from endpoint logic, validation and routing too', async () => {
    const api = freshClient();
    const notFound = await api.get('/v1/criteria-library/lib_unknown');
    expectProblem(notFound, 404, 'CRITERION_NOT_FOUND');
    expect(rateHeaders(notFound)).toMatchObject({
      bucket: 'read_and_ops',
      limit: '20',
      remaining: '19',
      degraded: 'false',
    });
    const invalid = await api.post('/v1/criteria-library', { text: '' });
    expectProblem(invalid, 400, 'VALIDATION_ERROR');
    expect(rateHeaders(invalid)).toMatchObject({ bucket: 'read_and_ops', remaining: '18' });
    const noTenant = await api.withTenant(null).get('/v1/criteria-library');
    expectProblem(noTenant, 400, 'VALIDATION_ERROR');
    expect(rateHeaders(noTenant)).toMatchObject({ bucket: 'read_and_ops', limit: '20' });
    const unknownRoute = await api.get('/v1/unknown');
    expectProblem(unknownRoute, 404, 'NOT_FOUND');
    expect(rateHeaders(unknownRoute)).toMatchObject({ bucket: 'read_and_ops', limit: '20', degraded: 'false' });
    const current = await api.get('/v1/jobs/none/criteria/versions/current');
    expectProblem(current, 404, 'CRITERIA_NOT_FOUND');
    expect(rateHeaders(current)).toMatchObject({ bucket: 'criteria_current_reads', limit: '60', remaining: '59' });
  });
});

describe('429 RATE_LIMITED', () => {
  it('the 21st read_and_ops request within a second → 429 with Retry-After and the headers', async () => {
    const api = freshClient();
    const responses = await Promise.all(Array.from({ length: 25 }, () => api.get('/v1/criteria-library')));
    expect(statusCounts(responses)).toEqual({ 200: 20, 429: 5 });
    for (const res of responses.filter((r) => r.status === 429)) {
      const problem = expectProblem(res, 429, 'RATE_LIMITED');
      expect(problem.retryable).toBe(true);
      expect(res.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
      expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(1);
      expect(rateHeaders(res)).toMatchObject({
        bucket: 'read_and_ops',
        limit: '20',
        remaining: '0',
        degraded: 'false',
      });
    }
    const remaining = responses
      .filter((r) => r.status === 200)
      .map((r) => Number(r.headers.get('x-ratelimit-remaining')));
    expect(remaining.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('buckets are per partner and environment: another key of the same scope shares it, live and other partners do not', async () => {
    const name = `rl-partner-${++partners}`;
    const api = server.client(name, 'tenant-a');
    const results = await Promise.all(Array.from({ length: 22 }, () => api.get('/v1/criteria-library')));
    expect(statusCounts(results)[429]).toBeGreaterThan(0);
    const [sameScope, live, other] = await Promise.all([
      server.client(name, 'tenant-b').get('/v1/criteria-library'),
      server.client(name, 'tenant-a', 'live').get('/v1/criteria-library'),
      server.client(`${name}-other`, 'tenant-a').get('/v1/criteria-library'),
    ]);
    expectProblem(sameScope, 429, 'RATE_LIMITED');
    expect(live.status).toBe(200);
    expect(rateHeaders(live)).toMatchObject({ remaining: '19' });
    expect(other.status).toBe(200);
    expect(rateHeaders(other)).toMatchObject({ remaining: '19' });
  });

  it('buckets are independent: an exhausted read_and_ops leaves criteria_current_reads alone', async () => {
    const api = freshClient();
    await Promise.all(Array.from({ length: 21 }, () => api.get('/v1/criteria-library')));
    const current = await api.get('/v1/jobs/none/criteria/versions/current');
    expectProblem(current, 404, 'CRITERIA_NOT_FOUND');
    expect(rateHeaders(current)).toMatchObject({ bucket: 'criteria_current_reads', remaining: '59' });
  });

  it('criteria_current_reads allows 60 per second', async () => {
    const api = freshClient();
    const responses = await Promise.all(
      Array.from({ length: 64 }, () => api.get('/v1/jobs/none/criteria/versions/current')),
    );
    expect(statusCounts(responses)).toEqual({ 404: 60, 429: 4 });
    for (const res of responses) expect(res.headers.get('x-ratelimit-limit')).toBe('60');
  });

  it('a new window starts after the reset', async () => {
    const api = freshClient();
    const responses = await Promise.all(Array.from({ length: 21 }, () => api.get('/v1/criteria-library')));
    const limited = responses.find((r) => r.status === 429);
    expect(limited).toBeDefined();
    clock.advance(1000);
    const later = await api.get('/v1/criteria-library');
    expect(later.status).toBe(200);
    expect(rateHeaders(later)).toMatchObject({ remaining: '19' });
  });
});

describe('GET /v1/rate-limit-status', () => {
  it('needs no X-Tenant-Id and lists every bucket with criteria_ai’s in-flight status', async () => {
    const api = freshClient(null);
    const res = await api.get<RateLimitStatusResponse>('/v1/rate-limit-status');
    expect(res.status).toBe(200);
    expect(res.body.degraded).toBe(false);
    expect(res.body.buckets.map((b) => b.name).sort()).toEqual([...BUCKET_NAMES].sort());
    expect(res.body.buckets).toHaveLength(7);
    const byName = Object.fromEntries(res.body.buckets.map((b) => [b.name, b]));
    expect(byName.criteria_ai).toMatchObject({ limit: 2, remaining: 2, concurrency: { limit: 4, inFlight: 0 } });
    expect(byName.criteria_current_reads).toMatchObject({ limit: 60, remaining: 60, concurrency: null });
    expect(byName.scoring_intake_batch).toMatchObject({ limit: 1, concurrency: null });
    expect(byName.scoring_intake_single).toMatchObject({ limit: 10, concurrency: null });
    expect(byName.read_and_ops).toMatchObject({ limit: 20, remaining: 20, concurrency: null });
    expect(byName.analytics).toMatchObject({ limit: 20, concurrency: null });
    expect(byName.rate_limit_status).toMatchObject({ limit: 2, remaining: 1, concurrency: null });
    for (const b of res.body.buckets) expect(b.reset).toBe(Math.ceil((clock.now() + 1000) / 1000));
    expect(rateHeaders(res)).toMatchObject({
      bucket: 'rate_limit_status',
      limit: '2',
      remaining: '1',
      degraded: 'false',
    });
  });

  it('consumes no other bucket’s tokens', async () => {
    const api = freshClient();
    await api.get('/v1/criteria-library');
    await api.get('/v1/jobs/none/criteria/versions/current');
    const before = await api.get<RateLimitStatusResponse>('/v1/rate-limit-status');
    const after = await api.get<RateLimitStatusResponse>('/v1/rate-limit-status');
    expect(after.status).toBe(200);
    const others = (r: ApiResponse<RateLimitStatusResponse>) =>
      Object.fromEntries(
        r.body.buckets.filter((b) => b.name !== 'rate_limit_status').map((b) => [b.name, b.remaining]),
      );
    expect(others(before)).toEqual(others(after));
    expect(others(after)).toMatchObject({
      read_and_ops: 19,
      criteria_current_reads: 59,
      criteria_ai: 2,
      analytics: 20,
    });
    const own = (r: ApiResponse<RateLimitStatusResponse>) =>
      r.body.buckets.find((b) => b.name === 'rate_limit_status')?.remaining;
    expect([own(before), own(after)]).toEqual([1, 0]);
    // …and a following read_and_ops request sees the count it left.
    expect(rateHeaders(await api.get('/v1/criteria-library'))).toMatchObject({ remaining: '18' });
  });

  it('has its own limit of 2 per second', async () => {
    const api = freshClient(null);
    const responses = await Promise.all(Array.from({ length: 4 }, () => api.get('/v1/rate-limit-status')));
    expect(statusCounts(responses)).toEqual({ 200: 2, 429: 2 });
    const limited = responses.find((r) => r.status === 429)!; // counted just above
    expectProblem(limited, 429, 'RATE_LIMITED');
    expect(limited.headers.get('retry-after')).toBe('1');
    expect(rateHeaders(limited)).toMatchObject({ bucket: 'rate_limit_status', limit: '2', remaining: '0' });
  });

  it('needs a key', async () => {
    const res = await server.anonymous().get('/v1/rate-limit-status');
    expectProblem(res, 401, 'UNAUTHORIZED');
    expect(res.headers.get('x-ratelimit-bucket')).toBeNull();
  });
});

describe('degraded mode (fail-open)', () => {
  it('when the store fails, requests pass with X-RateLimit-Degraded: true and status says degraded', async () => {
    let calls = 0;
    const failing: CounterStoreFactory = () => ({
      consume: () => {
        calls++;
        return Promise.reject(new Error('store unreachable'));
      },
      peek: () => {
        calls++;
        return Promise.reject(new Error('store unreachable'));
      },
    });
    const degraded = await startTestServer({ env: { RATE_LIMIT_MULTIPLIER: '1' }, rateLimitStore: failing });
    try {
      const api = degraded.client('acme', 'tenant-a');
      const responses = await Promise.all(Array.from({ length: 30 }, () => api.get('/v1/criteria-library')));
      expect(statusCounts(responses)).toEqual({ 200: 30 });
      for (const res of responses)
        expect(rateHeaders(res)).toMatchObject({
          bucket: 'read_and_ops',
          limit: '20',
          remaining: '20',
          degraded: 'true',
        });
      const notFound = await api.get('/v1/criteria-library/lib_x');
      expectProblem(notFound, 404, 'CRITERION_NOT_FOUND');
      expect(notFound.headers.get('x-ratelimit-degraded')).toBe('true');
      const unknownRoute = await api.get('/v1/unknown');
      expectProblem(unknownRoute, 404, 'NOT_FOUND');
      expect(unknownRoute.headers.get('x-ratelimit-degraded')).toBe('true');
      const status = await api.get<RateLimitStatusResponse>('/v1/rate-limit-status');
      expect(status.status).toBe(200);
      expect(status.body.degraded).toBe(true);
      expect(status.body.buckets).toHaveLength(7);
      expect(calls).toBeGreaterThan(30);
    } finally {
      await degraded.close();
    }
  });
});

describe('RATE_LIMIT_MULTIPLIER', () => {
  it('multiplies every limit and the in-flight cap', async () => {
    const doubled = await startTestServer({ env: { RATE_LIMIT_MULTIPLIER: '2' } });
    try {
      const api = doubled.client('acme', 'tenant-a');
      expect(rateHeaders(await api.get('/v1/criteria-library'))).toMatchObject({ limit: '40', remaining: '39' });
      expect(rateHeaders(await api.get('/v1/jobs/j/criteria/versions/current'))).toMatchObject({ limit: '120' });
      const status = await api.get<RateLimitStatusResponse>('/v1/rate-limit-status');
      const ai = status.body.buckets.find((b) => b.name === 'criteria_ai');
      expect(ai).toMatchObject({ limit: 4, concurrency: { limit: 8, inFlight: 0 } });
    } finally {
      await doubled.close();
    }
  });
});
