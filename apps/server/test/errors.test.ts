import { ERROR_CATALOGUE } from '@rubric/contracts';
import { describe, expect, it } from 'vitest';
import { revokeApiKey } from '../src/modules/partners/keys.js';
import { expectProblem, startTestServer, useTestServer, type ApiResponse } from './harness.js';

const server = await useTestServer();
const api = server.client('acme', 'tenant-a');

const RATE_HEADERS = [
  'x-ratelimit-bucket',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
  'x-ratelimit-degraded',
];
const criteria = { criteria: [{ text: 'TypeScript', importance: 'MUST_HAVE' }] };

function expectRateHeaders(res: ApiResponse, bucket = 'read_and_ops'): void {
  for (const h of RATE_HEADERS) expect(res.headers.get(h), h).not.toBeNull();
  expect(res.headers.get('x-ratelimit-bucket')).toBe(bucket);
}

function expectNoRateHeaders(res: ApiResponse): void {
  for (const h of RATE_HEADERS) expect(res.headers.get(h), h).toBeNull();
}

/** A raw request (no harness defaults) for headers the client would otherwise set. */
async function raw(path: string, init: RequestInit = {}): Promise<ApiResponse> {
  const res = await fetch(`${server.url}${path}`, init);
  const text = await res.text();
  const body: unknown = /json/.test(res.headers.get('content-type') ?? '') && text ? JSON.parse(text) : text;
  return { status: res.status, headers: res.headers, body, text };
}

describe('401 UNAUTHORIZED', () => {
  const path = '/v1/criteria-library';

  it('answers every missing or invalid key with 401 and no X-RateLimit-* headers', async () => {
    const unknownKey = `sk_test_${'A'.repeat(43)}`;
    const liveKeyAsTestFormat = server.createKey('acme', 'live').replace('sk_live_', 'sk_test_');
    const cases: Array<[string, Record<string, string>]> = [
      ['missing header', {}],
      ['empty header', { Authorization: '' }],
      ['non-Bearer scheme', { Authorization: `Basic ${Buffer.from('user:pass').toString('base64')}` }],
      ['Bearer without a key', { Authorization: 'Bearer' }],
      ['Bearer with two tokens', { Authorization: `Bearer ${server.createKey('acme')} extra` }],
      ['malformed key', { Authorization: 'Bearer sk_test_short' }],
      ['wrong prefix', { Authorization: `Bearer pk_test_${'A'.repeat(43)}` }],
      ['unknown key', { Authorization: `Bearer ${unknownKey}` }],
      ['a live key relabelled as test', { Authorization: `Bearer ${liveKeyAsTestFormat}` }],
    ];
    for (const [name, headers] of cases) {
      const res = await raw(path, { headers: { 'X-Tenant-Id': 'tenant-a', ...headers } });
      try {
        expectProblem(res, 401, 'UNAUTHORIZED');
      } catch (e) {
        throw new Error(`${name}: ${(e as Error).message}`);
      }
      expectNoRateHeaders(res);
      expect(res.headers.get('x-trace-id'), name).toBeTruthy();
    }
  });

  it('a revoked key stops working at once', async () => {
    const key = server.createKey('acme');
    const ok = await raw(path, { headers: { Authorization: `Bearer ${key}`, 'X-Tenant-Id': 'tenant-a' } });
    expect(ok.status).toBe(200);
    expect(revokeApiKey(server.rubric.ctx, key.slice(0, 16))).toEqual({ revoked: true, prefix: key.slice(0, 16) });
    const res = await raw(path, { headers: { Authorization: `Bearer ${key}`, 'X-Tenant-Id': 'tenant-a' } });
    expectProblem(res, 401, 'UNAUTHORIZED');
    expectNoRateHeaders(res);
  });

  it('authentication runs before routing: an unknown /v1 route without a key is 401, not 404', async () => {
    expectProblem(await raw('/v1/no-such-route'), 401, 'UNAUTHORIZED');
  });
});

describe('X-Trace-Id and the problem document', () => {
  it('every response carries X-Trace-Id, successes included', async () => {
    const responses = await Promise.all([
      raw('/healthz'),
      raw('/readyz'),
      raw('/metrics'),
      raw('/v1/openapi.json'),
      raw('/docs'),
      raw('/docs/errors'),
      raw('/nowhere'),
      api.get('/v1/criteria-library'),
      api.put('/v1/jobs/job-trace/criteria', criteria),
      api.get('/v1/rate-limit-status'),
      api.get('/v1/jobs/job-none/criteria/versions/current'),
    ]);
    const ids = new Set<string>();
    for (const res of responses) {
      const id = res.headers.get('x-trace-id');
      expect(id).toMatch(/^[A-Za-z0-9._-]{8,64}$/);
      ids.add(id!); // checked just above
    }
    expect(ids.size).toBe(responses.length);
  });

  it('keeps a well-formed incoming X-Trace-Id and replaces a malformed one', async () => {
    const kept = await api.get('/v1/criteria-library/nope', { headers: { 'X-Trace-Id': 'caller-trace-0001' } });
    expect(kept.headers.get('x-trace-id')).toBe('caller-trace-0001');
    expect(expectProblem(kept, 404, 'CRITERION_NOT_FOUND').traceId).toBe('caller-trace-0001');
    const replaced = await api.get('/v1/criteria-library', { headers: { 'X-Trace-Id': 'bad trace <script>' } });
    expect(replaced.headers.get('x-trace-id')).not.toBe('bad trace <script>');
  });

  it('a problem document has every field of the spec, and `type` ends with the kebab-case code', async () => {
    const res = await api.get('/v1/criteria-library/lib_unknown');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const body = res.body as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['code', 'message', 'retryable', 'status', 'traceId', 'type']);
    expect(body).toEqual({
      type: 'http://rubric.test/docs/errors#criterion-not-found',
      code: 'CRITERION_NOT_FOUND',
      status: 404,
      message: expect.any(String),
      retryable: false,
      traceId: res.headers.get('x-trace-id'),
    });
    const withDetails = await api.put('/v1/jobs/job-x/criteria', { criteria: [{ text: 'x', importance: 'NOPE' }] });
    const problem = expectProblem(withDetails, 400, 'VALIDATION_ERROR');
    expect(problem.details).toEqual([
      { field: 'criteria[0].importance', code: expect.any(String), message: expect.any(String) },
    ]);
  });

  it('`retryable` follows the catalogue', async () => {
    const checks: Array<[ApiResponse, keyof typeof ERROR_CATALOGUE]> = [
      [await raw('/v1/criteria-library'), 'UNAUTHORIZED'],
      [await api.get('/v1/nope'), 'NOT_FOUND'],
      [
        await api.put('/v1/jobs/j/criteria', undefined, { raw: '{', contentType: 'application/json' }),
        'VALIDATION_ERROR',
      ],
    ];
    for (const [res, code] of checks)
      expect((res.body as { retryable: boolean }).retryable).toBe(ERROR_CATALOGUE[code].retryable);
  });
});

describe('404, 405, 400, 413, 415', () => {
  it('an unknown /v1 route → 404 NOT_FOUND with X-RateLimit-* headers', async () => {
    for (const path of ['/v1/nope', '/v1/jobs/j/unknown', '/v1/jobs/j/criteria/versions/current/extra']) {
      const res = await api.get(path);
      expectProblem(res, 404, 'NOT_FOUND');
      expectRateHeaders(res);
    }
    const post = await api.post('/v1/nope', { a: 1 });
    expectProblem(post, 404, 'NOT_FOUND');
  });

  it('an unknown route outside /v1 → 404 NOT_FOUND problem, without rate-limit headers', async () => {
    // A plain GET of an extension-less path is the portal's (its client-side router answers it):
    // an unknown file or another method is what still reaches the 404.
    for (const res of [await raw('/nowhere.json'), await raw('/nowhere', { method: 'POST' })]) {
      expectProblem(res, 404, 'NOT_FOUND');
      expectNoRateHeaders(res);
    }
  });

  it('routing: one trailing slash and encoded characters match; an empty segment, a second slash or another case do not', async () => {
    expect((await api.put('/v1/jobs/routing-job/criteria', criteria)).status).toBe(200);
    for (const path of [
      '/v1/jobs/routing-job/criteria/versions/current/',
      '/v1/jobs/routing%2Djob/criteria/versions/current',
      '/v1/jobs/routing-job/criteria/versions/current?',
    ]) {
      const res = await api.get(path);
      expect(res.status, path).toBe(200);
      expect((res.body as { version: { jobId: string } }).version.jobId).toBe('routing-job');
    }
    for (const path of [
      '/v1/jobs//criteria/versions/current',
      '/v1/jobs/routing-job/criteria/versions/current//',
      '/v1/jobs/routing-job/Criteria/versions/current',
      '/v1/Jobs/routing-job/criteria/versions/current',
    ])
      expectProblem(await api.get(path), 404, 'NOT_FOUND');
    // The OpenAPI document under /v1 is served without a key; the paths beside it still need one.
    expect((await raw('/v1/openapi.json')).status).toBe(200);
    expect((await raw('/v1/openapi.json/')).status).toBe(200);
    expectProblem(await raw('/v1/openapi.yaml'), 401, 'UNAUTHORIZED');
  });

  it('a wrong method → 405 METHOD_NOT_ALLOWED with an Allow header', async () => {
    const del = await api.delete('/v1/jobs/j/criteria');
    expectProblem(del, 405, 'METHOD_NOT_ALLOWED');
    expect(del.headers.get('allow')?.split(/,\s*/).sort()).toEqual(['POST', 'PUT']);
    expectRateHeaders(del);
    const put = await api.put('/v1/criteria-library', { text: 'x' });
    expectProblem(put, 405, 'METHOD_NOT_ALLOWED');
    expect(put.headers.get('allow')?.split(/,\s*/).sort()).toEqual(['GET', 'POST']);
    const post = await api.post('/v1/jobs/j/criteria/versions/current');
    expectProblem(post, 405, 'METHOD_NOT_ALLOWED');
    expect(post.headers.get('allow')).toBe('GET');
  });

  it('malformed JSON → 400 VALIDATION_ERROR naming the body', async () => {
    for (const raw of ['{"criteria": [', '{criteria: []}', "{'a':1}", '{"criteria": []} trailing', '\u0000']) {
      const res = await api.put('/v1/jobs/j/criteria', undefined, { raw, contentType: 'application/json' });
      const problem = expectProblem(res, 400, 'VALIDATION_ERROR');
      expect(problem.details?.[0]?.field).toBe('body');
      expectRateHeaders(res);
    }
  });

  it('a body over 1 MB → 413 PAYLOAD_TOO_LARGE; just under passes the size check', async () => {
    const big = JSON.stringify({ criteria: [{ text: 'x'.repeat(1024 * 1024), importance: 'MUST_HAVE' }] });
    const res = await api.put('/v1/jobs/j/criteria', undefined, { raw: big });
    expectProblem(res, 413, 'PAYLOAD_TOO_LARGE');
    expectRateHeaders(res);
    // Just under the limit: the size check passes and validation (text > 500 chars) answers.
    const under = JSON.stringify({ criteria: [{ text: 'x'.repeat(1024 * 1024 - 100), importance: 'MUST_HAVE' }] });
    expectProblem(await api.put('/v1/jobs/j/criteria', undefined, { raw: under }), 400, 'VALIDATION_ERROR');
  });

  it('a body of another content type → 415 UNSUPPORTED_MEDIA_TYPE; +json types are accepted', async () => {
    const body = JSON.stringify(criteria);
    for (const contentType of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
    ]) {
      const res = await api.put('/v1/jobs/j-415/criteria', undefined, { raw: body, contentType });
      expectProblem(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
      expectRateHeaders(res);
    }
    const missing = await fetch(`${server.url}/v1/jobs/j-415/criteria`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${api.key}`, 'X-Tenant-Id': 'tenant-a' },
      body: new Uint8Array(Buffer.from(body)),
    });
    expect(missing.status).toBe(415);
    expect(
      (
        await api.put('/v1/jobs/j-415/criteria', undefined, {
          raw: body,
          contentType: 'application/json; charset=utf-8',
        })
      ).status,
    ).toBe(200);
    expect(
      (await api.put('/v1/jobs/j-415/criteria', undefined, { raw: body, contentType: 'application/merge-patch+json' }))
        .status,
    ).toBe(200);
  });

  it('a request without a body on a body route is a 400 naming the missing field, not a 415', async () => {
    for (const res of [
      await api.put('/v1/jobs/j/criteria'),
      await api.put('/v1/jobs/j/criteria', undefined, { raw: '', contentType: 'text/plain' }),
    ]) {
      const problem = expectProblem(res, 400, 'VALIDATION_ERROR');
      expect(problem.details?.[0]?.field).toBe('criteria');
    }
  });
});

describe('identifiers', () => {
  it('X-Tenant-Id missing, empty, with invalid characters or 256 characters → 400 naming header:X-Tenant-Id', async () => {
    const cases: Array<string | null> = [null, '', 'tenant a', 'tenant/a', 'tenant#a', 'ténant', 'a'.repeat(256)];
    for (const tenant of cases) {
      const headers: Record<string, string> = {};
      // Header values travel as bytes: send the UTF-8 bytes of a non-ASCII id as Latin-1 characters.
      if (tenant !== null) headers['X-Tenant-Id'] = Buffer.from(tenant, 'utf8').toString('latin1');
      const res = await api.withTenant(null).get('/v1/criteria-library', { headers });
      const problem = expectProblem(res, 400, 'VALIDATION_ERROR');
      expect(problem.details?.map((d) => d.field)).toEqual(['header:X-Tenant-Id']);
      expectRateHeaders(res);
    }
    // The boundary: 255 characters of every allowed class pass.
    const longest = `aZ09._:@-${'x'.repeat(246)}`;
    expect(longest).toHaveLength(255);
    expect((await api.withTenant(longest).get('/v1/criteria-library')).status).toBe(200);
  });

  it('an invalid jobId path parameter → 400 with a details entry for jobId', async () => {
    for (const jobId of ['bad%20id', 'a'.repeat(256), 'job%2Fslash', 'j%C3%A9']) {
      const res = await api.put(`/v1/jobs/${jobId}/criteria`, criteria);
      const problem = expectProblem(res, 400, 'VALIDATION_ERROR');
      expect(problem.details?.map((d) => d.field)).toEqual(['jobId']);
    }
    const get = expectProblem(
      await api.get(`/v1/jobs/${'j'.repeat(256)}/criteria/versions/current`),
      400,
      'VALIDATION_ERROR',
    );
    expect(get.details?.[0]?.field).toBe('jobId');
    expect((await api.get(`/v1/jobs/${'j'.repeat(255)}/criteria/versions`)).status).toBe(404);
  });

  it('a malformed percent-encoding in the path is a 400 problem, not a 500', async () => {
    for (const path of ['/v1/jobs/%E0%A4%A/criteria/versions', '/v1/criteria-library/%ZZ']) {
      const problem = expectProblem(await api.get(path), 400, 'VALIDATION_ERROR');
      expect(problem.details?.[0]?.field).toBe('path');
    }
  });
});

describe('never HTML under /v1', () => {
  it('answers problem+json for every odd path and method, with or without a key', async () => {
    const paths = [
      '/v1',
      '/v1/',
      '/v1/jobs',
      '/v1/jobs/',
      '/v1/jobs/j',
      '/v1/criteria-library/a/b',
      '/v1/%',
      '/v1/jobs/%ZZ/criteria',
      '/v1/<script>',
      '/v1/jobs/j/criteria/versions/current/?x=<b>',
    ];
    for (const path of paths) {
      for (const client of [api, server.anonymous()]) {
        for (const method of ['GET', 'POST', 'DELETE', 'OPTIONS']) {
          const res = await client.request(method, path);
          const type = res.headers.get('content-type') ?? '';
          expect(type, `${method} ${path}`).toMatch(/^application\/(problem\+)?json/);
          expect(res.text, `${method} ${path}`).not.toMatch(/<html|<!doctype|<pre>/i);
          expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
        }
      }
    }
  });

  it('HEAD of a GET route answers without an HTML body', async () => {
    const res = await api.request('HEAD', '/v1/criteria-library');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type') ?? '').not.toMatch(/html/);
    expect(res.text).toBe('');
  });
});

describe('500 INTERNAL_ERROR', () => {
  it('discloses no stack trace or internal detail', async () => {
    const broken = await startTestServer();
    try {
      const client = broken.client('acme', 'tenant-a');
      expect((await client.get('/v1/criteria-library')).status).toBe(200);
      broken.rubric.ctx.sqlite.close();
      for (const res of [await client.get('/v1/criteria-library'), await client.put('/v1/jobs/j/criteria', criteria)]) {
        const problem = expectProblem(res, 500, 'INTERNAL_ERROR');
        expect(problem.retryable).toBe(true);
        expect(problem.message).toBe('An unexpected error occurred.');
        expect(Object.keys(problem).sort()).toEqual(['code', 'message', 'retryable', 'status', 'traceId', 'type']);
        expect(res.text).not.toMatch(/\bat \S+ \(|\n\s+at |sqlite|database|TypeError|\.ts:|\.js:|node_modules/i);
      }
    } finally {
      await broken.close();
    }
  });
});
