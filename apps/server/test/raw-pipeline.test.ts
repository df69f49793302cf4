import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { head, RawConnection, rawRequest, type RawResponse } from './raw-http.js';
import { TestClock, testServer, useTestServer } from './harness.js';

// The request pipeline seen from a raw socket: bytes exactly as a broken or hostile client sends them.
const server = await useTestServer();
const key = server.createKey('raw');
const auth = { Authorization: `Bearer ${key}`, 'X-Tenant-Id': 'tenant-raw' };
const LIB = '/v1/criteria-library';

/** A problem document of `status`/`code`, with its trace id and nosniff. */
function expectRawProblem(res: RawResponse, status: number, code: string): Record<string, unknown> {
  if (res.status !== status || res.json?.code !== code)
    throw new Error(`expected ${status} ${code}, got ${res.status}: ${res.body.slice(0, 300)}`);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.json.traceId).toBe(res.headers['x-trace-id']);
  return res.json;
}

const post = (target: string, body: Buffer, headers: Record<string, string | number> = {}) =>
  Buffer.concat([
    Buffer.from(
      head('POST', target, { ...auth, 'Content-Type': 'application/json', 'Content-Length': body.length, ...headers }),
    ),
    body,
  ]);

describe('bytes that are not UTF-8', () => {
  it('a 5 MB body of bad bytes inside a string → 400 naming the field and the first bad byte', async () => {
    // Bad bytes alternating with good ones: the shape that made the old decoder work run by run.
    const bad = Buffer.alloc(5 * 1024 * 1024 - 64, Buffer.from([0xff, 0x61]));
    const body = Buffer.concat([Buffer.from('{"text":"'), bad, Buffer.from('"}')]);
    const res = await rawRequest(server.url, post('/v1/jobs/j/scoring-batches', body));
    // The batch route takes 5 MB: the body is decoded, then the bad string named.
    const problem = expectRawProblem(res, 400, 'VALIDATION_ERROR');
    expect(problem.details).toEqual([
      { field: 'text', code: 'invalid_unicode', message: expect.stringContaining('offset 9') },
    ]);
  });

  it('outside strings → 400 naming the body and the offset; beside a literal U+FFFD → the field', async () => {
    const outside = Buffer.concat([Buffer.from('{"text":"x"'), Buffer.from([0xc0, 0xaf]), Buffer.from('}')]);
    expect(expectRawProblem(await rawRequest(server.url, post(LIB, outside)), 400, 'VALIDATION_ERROR').details).toEqual(
      [{ field: 'body', code: 'invalid_utf8', message: 'the body is not valid UTF-8 (first bad byte at offset 11)' }],
    );
    // U+FFFD written as its bytes (what a lenient decoder writes for bad bytes), then a bad byte.
    const mixed = Buffer.concat([Buffer.from('{"ok":"\ufffd","text":"'), Buffer.from([0xff]), Buffer.from('"}')]);
    expect(expectRawProblem(await rawRequest(server.url, post(LIB, mixed)), 400, 'VALIDATION_ERROR').details).toEqual([
      { field: 'text', code: 'invalid_unicode', message: expect.stringContaining('(the first at offset 20)') },
    ]);
  });
});

describe('Content-Encoding', () => {
  const json = Buffer.from(JSON.stringify({ text: 'Go, compressed' }));

  it('gzip and br bodies are decoded; a body that does not decode → 400; an unknown coding → 415', async () => {
    expect((await rawRequest(server.url, post(LIB, gzipSync(json), { 'Content-Encoding': 'gzip' }))).status).toBe(201);
    expect(
      (await rawRequest(server.url, post(LIB, brotliCompressSync(json), { 'Content-Encoding': 'br' }))).status,
    ).toBe(201);
    for (const coding of ['gzip', 'deflate', 'br']) {
      const res = await rawRequest(
        server.url,
        post(LIB, Buffer.from('not compressed at all'), { 'Content-Encoding': coding }),
      );
      expect(expectRawProblem(res, 400, 'VALIDATION_ERROR').details).toEqual([
        { field: 'body', code: 'invalid_encoding', message: `the body is not valid ${coding} (Content-Encoding)` },
      ]);
      expect(res.headers.connection).toBe('close');
    }
    // A truncated gzip stream: valid so far, never finished.
    const truncated = gzipSync(json).subarray(0, 12);
    expectRawProblem(
      await rawRequest(server.url, post(LIB, truncated, { 'Content-Encoding': 'gzip' })),
      400,
      'VALIDATION_ERROR',
    );
    expectRawProblem(
      await rawRequest(server.url, post(LIB, json, { 'Content-Encoding': 'compress' })),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it('the admin sign-in (open, no session) answers a body that does not decode with 400, not 500', async () => {
    const body = Buffer.from('\x1f\x8b garbage that claims to be gzip');
    const res = await rawRequest(
      server.url,
      Buffer.concat([
        Buffer.from(
          head('POST', '/admin/api/session', {
            'Content-Type': 'application/json',
            'Content-Encoding': 'gzip',
            'Content-Length': body.length,
          }),
        ),
        body,
      ]),
    );
    expect(expectRawProblem(res, 400, 'VALIDATION_ERROR').details).toEqual([
      { field: 'body', code: 'invalid_encoding', message: 'the body is not valid gzip (Content-Encoding)' },
    ]);
  });

  it('a gzip body that inflates past the limit → 413', async () => {
    const bomb = gzipSync(Buffer.from(JSON.stringify({ text: 'x'.repeat(2 * 1024 * 1024) })));
    expect(bomb.length).toBeLessThan(64 * 1024);
    expectRawProblem(
      await rawRequest(server.url, post(LIB, bomb, { 'Content-Encoding': 'gzip' })),
      413,
      'PAYLOAD_TOO_LARGE',
    );
  });
});

describe('reading the body: limit, deadline, in-flight slots', () => {
  it('a chunked body over the limit → 413 as soon as the limit is passed, the connection closed unread', async () => {
    const connection = await RawConnection.open(server.url);
    await connection.write(
      head('POST', LIB, { ...auth, 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' }),
    );
    const chunk = Buffer.alloc(256 * 1024, 0x20);
    // Five chunks of 256 KB pass the 1 MB limit; the terminating chunk is never sent.
    for (let i = 0; i < 5; i++)
      await connection.write(
        Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]),
      );
    const res = await connection.response();
    expectRawProblem(res, 413, 'PAYLOAD_TOO_LARGE');
    expect(res.headers.connection).toBe('close');
    await connection.untilClosed();
  });

  it('a body that does not arrive within BODY_TIMEOUT_MS → 408, and the connection is closed', async () => {
    const slow = await testServer({ env: { BODY_TIMEOUT_MS: '200' } });
    const connection = await RawConnection.open(slow.url);
    await connection.write(
      head('POST', LIB, {
        Authorization: `Bearer ${slow.createKey('slow')}`,
        'X-Tenant-Id': 't',
        'Content-Type': 'application/json',
        'Content-Length': 100,
      }),
    );
    await connection.write('{"text":');
    const res = await connection.response();
    expectRawProblem(res, 408, 'REQUEST_TIMEOUT');
    expect(res.headers.connection).toBe('close');
    await connection.untilClosed();
  });

  it('stalled uploads hold no criteria_ai slot: the slot is taken once the body is in', async () => {
    const clock = new TestClock();
    // The stalled uploads are cut when the server closes, not waited for through the grace period.
    const capped = await testServer({ clock, env: { RATE_LIMIT_MULTIPLIER: '1', SHUTDOWN_GRACE_MS: '0' } });
    const partnerKey = capped.createKey('stall');
    const generate = (length: number) =>
      head('POST', '/v1/jobs/j/question-sets', {
        Authorization: `Bearer ${partnerKey}`,
        'X-Tenant-Id': 't',
        'Content-Type': 'application/json',
        'Content-Length': length,
      });
    // Four uploads (the cap of requests in flight) that send their head and a byte of body, then stall.
    const stalled: RawConnection[] = [];
    for (let i = 0; i < 4; i++) {
      if (i % 2 === 0) clock.advance(1000); // 2 a second: keep within the per-second bucket
      const connection = await RawConnection.open(capped.url);
      await connection.write(`${generate(1000)}{`);
      stalled.push(connection);
    }
    clock.advance(1000);
    const status = await rawRequest(
      capped.url,
      head('GET', '/v1/rate-limit-status', { Authorization: `Bearer ${partnerKey}` }),
    );
    const buckets = status.json?.buckets as Array<{ name: string; concurrency: { inFlight: number } | null }>;
    expect(buckets.find((b) => b.name === 'criteria_ai')?.concurrency?.inFlight).toBe(0);
    const body = Buffer.from(
      JSON.stringify({ jobContext: { jobTitle: 'Engineer', companyName: 'Acme', jobDescription: 'Go and SQL.' } }),
    );
    const res = await rawRequest(capped.url, Buffer.concat([Buffer.from(generate(body.length)), body]));
    expect(res.status).toBe(201);
    expect(stalled.every((c) => !c.closed)).toBe(true);
    for (const connection of stalled) connection.close();
  });
});

describe('request targets', () => {
  it('absolute form is routed by its path: through the dispatcher, its key and its rate-limit headers', async () => {
    const res = await rawRequest(
      server.url,
      head('GET', 'http://rubric.test/v1/rate-limit-status', { Authorization: `Bearer ${key}` }),
    );
    expect(res.status).toBe(200);
    expect(res.headers['x-ratelimit-bucket']).toBe('rate_limit_status');
    expectRawProblem(
      await rawRequest(server.url, head('GET', 'http://rubric.test/v1/rate-limit-status')),
      401,
      'UNAUTHORIZED',
    );
    expect((await rawRequest(server.url, head('GET', 'http://rubric.test/healthz'))).status).toBe(200);
  });

  it('an escaped unreserved character is that character (RFC 3986): /%76%31/… is /v1/…', async () => {
    const res = await rawRequest(
      server.url,
      head('GET', '/%76%31/rate-limit-status', { Authorization: `Bearer ${key}` }),
    );
    expect(res.status).toBe(200);
    expect(res.headers['x-ratelimit-bucket']).toBe('rate_limit_status');
  });

  it('loose forms of /v1 (case, doubled slash, escaped slash) are the API’s 404 with rate-limit headers, never the portal', async () => {
    for (const target of [
      '/V1/rate-limit-status',
      '//v1/rate-limit-status',
      '/v1%2Frate-limit-status',
      '/%56%31/rate-limit-status',
      '/%2F%76%31/rate-limit-status',
    ]) {
      const res = await rawRequest(server.url, head('GET', target, { Authorization: `Bearer ${key}` }));
      expectRawProblem(res, 404, 'NOT_FOUND');
      expect(res.headers['x-ratelimit-bucket'], target).toBe('read_and_ops');
      expectRawProblem(await rawRequest(server.url, head('GET', target)), 401, 'UNAUTHORIZED');
    }
    // The admin API's prefix likewise: a problem document, not the portal's page.
    for (const target of ['//admin/api/session', '/admin%2Fapi/session', '/ADMIN/API/session'])
      expect((await rawRequest(server.url, head('GET', target))).headers['content-type'], target).toMatch(
        /^application\/problem\+json/,
      );
  });
});

describe('the connection', () => {
  it('a malformed request at the end of a pipelined batch: the earlier answers, then a 400 and the close', async () => {
    const connection = await RawConnection.open(server.url);
    const keepAlive = { Connection: 'keep-alive' };
    await connection.write(
      head('GET', '/healthz', keepAlive) +
        head('GET', '/v1/rate-limit-status', { ...auth, ...keepAlive }) +
        'GARBAGE\r\n\r\n',
    );
    expect((await connection.response()).status).toBe(200);
    expect((await connection.response()).status).toBe(200);
    const refused = await connection.response();
    expectRawProblem(refused, 400, 'VALIDATION_ERROR');
    expect(refused.headers.connection).toBe('close');
    await connection.untilClosed();
  });

  it('headers over Node’s limit → 431 problem', async () => {
    const res = await rawRequest(server.url, head('GET', '/healthz', { 'X-Padding': 'x'.repeat(20_000) }));
    expect(res.status).toBe(431);
    expect(res.json?.code).toBe('VALIDATION_ERROR');
  });

  it('nosniff on every kind of answer: a result, a problem, health, the docs page, the portal', async () => {
    for (const [target, headers] of [
      ['/v1/rate-limit-status', auth],
      ['/v1/nowhere', auth],
      ['/healthz', {}],
      ['/readyz', {}],
      ['/docs', {}],
      ['/', {}],
      ['/admin/api/session', {}],
    ] as const) {
      const res = await rawRequest(server.url, head('GET', target, headers));
      expect(res.headers['x-content-type-options'], target).toBe('nosniff');
    }
  });
});

describe('Idempotency-Key', () => {
  const criteria = Buffer.from(JSON.stringify({ text: 'Kotlin', importance: 'MUST_HAVE' }));

  it('the fingerprint is the routed path: with a trailing slash the same request replays', async () => {
    const idem = { 'Idempotency-Key': 'idem-routed-path' };
    const first = await rawRequest(server.url, post('/v1/jobs/j-idem/criteria', criteria, idem));
    expect(first.status).toBe(201);
    const again = await rawRequest(server.url, post('/v1/jobs/j-idem/criteria/', criteria, idem));
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json).toEqual(first.json);
  });

  it('two Idempotency-Key headers → 400: one key per request, not the two joined', async () => {
    const bytes = Buffer.concat([
      Buffer.from(
        `POST /v1/jobs/j-two/criteria HTTP/1.1\r\nHost: rubric.test\r\nAuthorization: Bearer ${key}\r\n` +
          `X-Tenant-Id: tenant-raw\r\nContent-Type: application/json\r\nContent-Length: ${criteria.length}\r\n` +
          'Idempotency-Key: a\r\nIdempotency-Key: b\r\nConnection: close\r\n\r\n',
      ),
      criteria,
    ]);
    const problem = expectRawProblem(await rawRequest(server.url, bytes), 400, 'VALIDATION_ERROR');
    expect(problem.details).toEqual([
      { field: 'header:Idempotency-Key', code: 'repeated', message: 'must be sent once' },
    ]);
    // A single key that holds a comma is one key.
    const one = await rawRequest(server.url, post('/v1/jobs/j-two/criteria', criteria, { 'Idempotency-Key': 'a, b' }));
    expect(one.status).toBe(201);
  });
});

describe('operations without a body', () => {
  it('accept no body, an empty one or {} (what many clients send with every POST), and refuse anything else', async () => {
    const put = Buffer.from(JSON.stringify({ criteria: [{ text: 'Go', importance: 'MUST_HAVE' }] }));
    const replaced = await rawRequest(
      server.url,
      Buffer.concat([
        Buffer.from(
          head('PUT', '/v1/jobs/j-archive/criteria', {
            ...auth,
            'Content-Type': 'application/json',
            'Content-Length': put.length,
          }),
        ),
        put,
      ]),
    );
    expect(replaced.status).toBe(200);
    const archive = '/v1/jobs/j-archive/criteria/archive';
    for (const body of ['', '{}', ' { }\r\n']) {
      const res = await rawRequest(server.url, post(archive, Buffer.from(body)));
      expect(res.status, JSON.stringify(body)).toBe(200);
    }
    expect((await rawRequest(server.url, head('POST', archive, auth))).status).toBe(200);
    for (const body of ['{"reason":"x"}', '[]', 'null', 'x'.repeat(65), '{}{}']) {
      const res = await rawRequest(server.url, post(archive, Buffer.from(body)));
      const problem = expectRawProblem(res, 400, 'VALIDATION_ERROR');
      expect(problem.details, body).toEqual([
        { field: 'body', code: 'unexpected', message: 'must be empty (or the empty JSON object {})' },
      ]);
      // A body past the room for `{}` is not read to its end: the connection closes after the answer.
      if (body.length > 64) expect(res.headers.connection).toBe('close');
    }
  });
});
