import type { ReadyzResponse } from '@rubric/contracts';
import { describe, expect, it } from 'vitest';
import { startTestServer, useTestServer } from './harness.js';

const server = await useTestServer();

const get = async (path: string) => {
  const res = await fetch(`${server.url}${path}`);
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
};

describe('GET /healthz', () => {
  it('answers 200 without a key', async () => {
    const res = await get('/healthz');
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^application\/json/);
    expect(JSON.parse(res.text)).toEqual({ status: 'ok' });
  });
});

describe('GET /readyz', () => {
  it('answers 200 with the database open and migrated, and the sandbox engine with no model file', async () => {
    const res = await get('/readyz');
    expect(res.status).toBe(200);
    const body = JSON.parse(res.text) as ReadyzResponse;
    expect(body.status).toBe('ready');
    expect(body.database).toEqual({ open: true, migrationsApplied: true });
    expect(body.engines.test.engine).toBe('sandbox');
    expect(body.engines.test.loaded).toBe(true);
    expect(body.engines.test.modelFile).toBeNull();
    expect(body.engines.live.engine).toBe('llm');
  });

  it('answers 503 not_ready once the database is closed', async () => {
    const closed = await startTestServer();
    try {
      closed.rubric.ctx.sqlite.close();
      const res = await fetch(`${closed.url}/readyz`);
      expect(res.status).toBe(503);
      const body = (await res.json()) as ReadyzResponse;
      expect(body.status).toBe('not_ready');
      expect(body.database.open).toBe(false);
      expect((await fetch(`${closed.url}/healthz`)).status).toBe(200);
    } finally {
      await closed.close();
    }
  });
});

describe('GET /metrics', () => {
  it('is Prometheus text with request counts labelled by route template, no key needed', async () => {
    const api = server.client('acme', 'tenant-a');
    expect(
      (await api.put('/v1/jobs/job-metrics-1/criteria', { criteria: [{ text: 'Go', importance: 'MUST_HAVE' }] }))
        .status,
    ).toBe(200);
    expect((await api.put('/v1/jobs/job-metrics-2/criteria', { criteria: [] })).status).toBe(200);
    expect((await api.get('/v1/jobs/job-metrics-3/criteria/versions/current')).status).toBe(404);
    const res = await get('/metrics');
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^text\/plain/);
    expect(res.text).toContain('# TYPE rubric_http_requests_total counter');
    const line = (labels: string) =>
      res.text.split('\n').find((l) => l.startsWith(`rubric_http_requests_total{${labels}}`));
    expect(line('method="PUT",route="/v1/jobs/{jobId}/criteria",status="200"')).toMatch(/ 2$/);
    expect(line('method="GET",route="/v1/jobs/{jobId}/criteria/versions/current",status="404"')).toMatch(/ 1$/);
    expect(res.text).toContain(
      'rubric_http_request_duration_seconds_bucket{le="0.001",method="PUT",route="/v1/jobs/{jobId}/criteria",status="200"}',
    );
    // Raw paths (with partner-chosen ids) never become labels.
    expect(res.text).not.toContain('job-metrics');
    expect(res.text).toContain('rubric_process_cpu_user_seconds_total');
  });
});
