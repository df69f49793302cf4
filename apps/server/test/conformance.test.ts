import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, useTestServer } from './harness.js';
import { ConformanceError, partnerConformance, type ObservedResponse } from './conformance.js';

const server = await useTestServer();
let impostor: Server;
let impostorUrl: string;

const RATE = {
  'x-ratelimit-bucket': 'read_and_ops',
  'x-ratelimit-limit': '20',
  'x-ratelimit-remaining': '19',
  'x-ratelimit-reset': '1763800000',
  'x-ratelimit-degraded': 'false',
};

beforeAll(async () => {
  // A server that answers a documented path with a body the document does not allow.
  impostor = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'x-trace-id': 'trace-impostor', ...RATE });
    res.end(JSON.stringify({ buckets: 'none', degraded: 'no' }));
  });
  impostor.listen(0, '127.0.0.1');
  await once(impostor, 'listening');
  impostorUrl = `http://127.0.0.1:${(impostor.address() as AddressInfo).port}`;
});
afterAll(() => {
  impostor.close();
});

/** A real response of the server, as the harness saw it, to mutate. */
async function observe(client: ApiClient, method: string, path: string, body?: unknown): Promise<ObservedResponse> {
  const res = await client.withoutConformance().request(method, path, body);
  return { method, path, status: res.status, headers: new Headers(res.headers), text: res.text };
}

const reject = (observed: ObservedResponse) => () => partnerConformance().check(observed);

describe('conformance of responses to the OpenAPI document', () => {
  it('a request whose answer breaks the document fails in the harness', async () => {
    const client = new ApiClient(impostorUrl, 'sk_test_x', 'tenant-a');
    await expect(client.get('/v1/rate-limit-status')).rejects.toThrow(ConformanceError);
    await expect(client.get('/v1/rate-limit-status')).rejects.toThrow(/body\/buckets must be array/);
  });

  it('passes the server’s real answers, and refuses each kind of departure from them', async () => {
    const api = server.client('conf', 'tenant-a');
    await api.put('/v1/jobs/j/criteria', { criteria: [{ text: 'TypeScript', importance: 'MUST_HAVE' }] });
    const submitted = await observe(api, 'POST', '/v1/jobs/j/applications/a/scoring-jobs', {
      resume: { type: 'text', content: 'Jane Roe — six years of TypeScript and Node.js, PostgreSQL in production.' },
      jobDescription: 'Backend engineer.',
    });
    expect(submitted.status).toBe(202);
    expect(reject(submitted)).not.toThrow();
    const job = JSON.parse(submitted.text) as { scoringJob: Record<string, unknown> };
    expect(job.scoringJob.error).toBeNull();

    // `error` must be a ScoringError or null, `score` an integer 0–100.
    const badError = { ...submitted, text: JSON.stringify({ scoringJob: { ...job.scoringJob, error: {} } }) };
    expect(reject(badError)).toThrow(/body\/scoringJob\/error/);
    const badScore = {
      ...submitted,
      text: JSON.stringify({
        scoringJob: {
          ...job.scoringJob,
          result: {
            score: 101,
            assessment: { verdict: 'x', strengths: [], concerns: [], interviewFocus: [] },
            criteria: [],
          },
        },
      }),
    };
    expect(reject(badScore)).toThrow(/score must be <= 100/);
    // A documented header missing, a status not documented for the operation, an undocumented content type.
    const headers = new Headers(submitted.headers);
    headers.delete('x-ratelimit-remaining');
    expect(reject({ ...submitted, headers })).toThrow(/X-RateLimit-Remaining is required/);
    expect(reject({ ...submitted, status: 201 })).toThrow(/status 201 is not documented for submitScoringJob/);
    const html = new Headers(submitted.headers);
    html.set('content-type', 'text/html');
    expect(reject({ ...submitted, headers: html })).toThrow(/content type "text\/html" is not documented/);
  });

  it('checks error answers by status and code, and requests that match no operation', async () => {
    const api = server.client('conf', 'tenant-a');
    const missing = await observe(api, 'GET', '/v1/jobs/none/criteria/versions/current');
    expect(missing.status).toBe(404);
    expect(reject(missing)).not.toThrow();
    // A code the operation does not answer under that status.
    const wrongCode = { ...missing, text: missing.text.replace('CRITERIA_NOT_FOUND', 'BATCH_NOT_FOUND') };
    expect(reject(wrongCode)).toThrow(/body\/code must be equal to one of the allowed values/);

    const unknown = await observe(api, 'GET', '/v1/nope');
    expect(unknown.status).toBe(404);
    expect(reject(unknown)).not.toThrow();
    expect(reject({ ...unknown, status: 200 })).toThrow(/matches no operation/);
    const wrongMethod = await observe(api, 'PATCH', '/v1/jobs/j/criteria');
    expect(wrongMethod.status).toBe(405);
    expect(reject(wrongMethod)).not.toThrow();
    const noAllow = new Headers(wrongMethod.headers);
    noAllow.delete('allow');
    expect(reject({ ...wrongMethod, headers: noAllow })).toThrow(/Allow is required/);
  });
});
