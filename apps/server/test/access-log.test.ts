import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { testServer } from './harness.js';
import { eventually } from './waits.js';

/** A logger at `info` whose lines the test reads. */
function capturingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

describe('the access log', () => {
  it('writes one line per /v1 request with its trace id, key prefix, environment, tenant, route and status', async () => {
    const { logger, lines } = capturingLogger();
    const server = await testServer({ logger });
    const api = server.client('acme', 'tenant-log');
    const put = await api.put('/v1/jobs/job-log/criteria', {
      criteria: [{ text: 'TypeScript', importance: 'MUST_HAVE' }],
    });
    const missing = await api.get('/v1/jobs/job-log/nowhere');
    const anonymous = await server.anonymous().get('/v1/criteria-library');
    // Written when each response finishes, which the client may see a moment earlier.
    const requests = await eventually(
      () => {
        const found = lines.filter((l) => l.msg === 'request');
        return found.length >= 3 && found;
      },
      { what: 'three access-log lines' },
    );
    expect(requests).toHaveLength(3);
    const [ok, notFound, unauthorized] = requests;
    expect(ok).toMatchObject({
      traceId: put.headers.get('x-trace-id'),
      method: 'PUT',
      route: '/v1/jobs/{jobId}/criteria',
      status: 200,
      environment: 'test',
      tenant: 'tenant-log',
    });
    expect(ok?.keyPrefix).toMatch(/^sk_test_/);
    expect(notFound).toMatchObject({
      traceId: missing.headers.get('x-trace-id'),
      route: 'unmatched',
      status: 404,
      keyPrefix: ok?.keyPrefix,
    });
    expect(unauthorized).toMatchObject({ traceId: anonymous.headers.get('x-trace-id'), status: 401 });
    expect(unauthorized?.keyPrefix).toBeUndefined();
  });
});
