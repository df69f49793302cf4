// Readiness while a model loads: submissions and batches are accepted (202) and queued, /readyz answers
// 503 with the engine `loading`, synchronous generation answers 503 + Retry-After; once loaded the jobs run.
// A missing model or one that fails to load: /readyz 200 naming it, intake 503 with the reason (no path).
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReadyzResponse, ScoringJobResponse } from '@rubric/contracts';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { ControlledEngine } from './fake-engines.js';
import { expectProblem, startTestServer, type ApiClient, type TestServer } from './harness.js';
import { eventually } from './waits.js';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const JOB = '/v1/jobs/job-r';
const RESUME = 'Jane Roe. Six years of TypeScript and Node.js building payment APIs; PostgreSQL in production.';
async function withCriteria(api: ApiClient) {
  expect(
    (await api.put(`${JOB}/criteria`, { criteria: [{ text: 'TypeScript', importance: 'MUST_HAVE' }] })).status,
  ).toBe(200);
}
const submit = (api: ApiClient, app: string) =>
  api.post<ScoringJobResponse>(`${JOB}/applications/${app}/scoring-jobs`, {
    resume: { type: 'text', content: RESUME },
    jobDescription: 'Backend engineer writing TypeScript',
  });
const readyz = async (s: TestServer) => {
  const r = await fetch(`${s.url}/readyz`);
  return { status: r.status, body: (await r.json()) as ReadyzResponse };
};

// Servers start with a preparer that loads its tagger first (seconds on a busy host).
vi.setConfig({ testTimeout: 90_000 });

describe('while the model loads', () => {
  it('accepts submissions and batches (202), /readyz is 503 `loading`, generation is 503 + Retry-After; then all runs', async () => {
    const engine = new ControlledEngine();
    engine.state = 'loading';
    server = await startTestServer({ engines: { live: engine } });
    await server.rubric.runner.warm();
    const api = server.client('acme', 'tenant-l', 'live');
    await withCriteria(api);

    const single = await submit(api, 'a1');
    expect(single.status).toBe(202);
    const batch = await api.post<{ batch: { id: string; status: string } }>(`${JOB}/scoring-batches`, {
      jobDescription: 'Backend engineer writing TypeScript',
      applications: [{ applicationId: 'b1', resume: { type: 'text', content: RESUME } }],
    });
    expect(batch.status).toBe(202);

    const loading = await readyz(server);
    expect(loading.status).toBe(503);
    expect(loading.body.status).toBe('not_ready');
    expect(loading.body.engines.live).toMatchObject({ state: 'loading', loaded: false });
    const healthz = await fetch(`${server.url}/healthz`);
    expect(healthz.status).toBe(200);
    await healthz.text();

    const questions = await api.post(`${JOB}/question-sets`, {
      jobContext: {
        jobTitle: 'Backend engineer',
        companyName: 'Acme',
        jobDescription: 'Backend engineer writing TypeScript',
      },
    });
    expectProblem(questions, 503, 'SERVICE_UNAVAILABLE');
    expect(Number(questions.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(engine.calls.score).toBe(0);

    engine.state = 'ready';
    server.rubric.runner.notify();
    expect((await readyz(server)).status).toBe(200);
    const done = await eventually(async () => {
      const r = await api.get<ScoringJobResponse>(`${JOB}/applications/a1/scoring-jobs/${single.body.scoringJob.id}`);
      return r.body.scoringJob.status === 'completed' ? r.body.scoringJob : null;
    });
    expect(done.result?.score).toBeGreaterThanOrEqual(0);
    await eventually(async () => {
      const r = await api.get<{ batch: { status: string } }>(`${JOB}/scoring-batches/${batch.body.batch.id}`);
      return r.body.batch.status === 'completed';
    });
  });

  it('with the real llm engine on the tiny model: 202 at once, /readyz 503 then 200, the job completes', async () => {
    server = await startTestServer({ env: { SCORING_ENGINE_LIVE: 'llm', LLM_CONTEXT_SIZE: '2048', LLM_THREADS: '1' } });
    const modelsDir = join(server.dataDir, 'models');
    // The server started with no model (sandbox-only); a second start finds the one written now.
    await server.close({ keepData: true });
    mkdirSync(modelsDir, { recursive: true });
    // The run's tiny test model (written once by the global setup).
    copyFileSync(inject('tinyModel').modelFile, join(modelsDir, 'tiny.gguf'));
    const dataDir = server.dataDir;
    server = await startTestServer({
      dataDir,
      env: { SCORING_ENGINE_LIVE: 'llm', LLM_CONTEXT_SIZE: '2048', LLM_THREADS: '1' },
    });
    const api = server.client('acme', 'tenant-llm', 'live');
    await withCriteria(api);
    const first = await readyz(server);
    const accepted = await submit(api, 'llm-1');
    expect(accepted.status).toBe(202);
    // The model takes seconds to load: the submission above did not wait for it.
    expect(first.status).toBe(503);
    expect(first.body.engines.live.state).toBe('loading');
    await eventually(async () => (await readyz(server as TestServer)).status === 200, 90_000);
    expect((await readyz(server)).body.engines.live).toMatchObject({ state: 'ready', loaded: true, error: null });
    const job = await eventually(async () => {
      const r = await api.get<ScoringJobResponse>(
        `${JOB}/applications/llm-1/scoring-jobs/${accepted.body.scoringJob.id}`,
      );
      return r.body.scoringJob.status !== 'pending' ? r.body.scoringJob : null;
    }, 120_000);
    // Random weights: the output may be valid or not; the job ran on the model either way.
    expect(['completed', 'failed']).toContain(job.status);
    expect(job.attempts).toBeGreaterThanOrEqual(1);
  }, 240_000);
});

describe('no model, or one that fails to load', () => {
  it('no model file: /readyz 200 naming it; live intake 503 with the reason and no server path; test keys still score', async () => {
    server = await startTestServer({ env: { SCORING_ENGINE_LIVE: 'llm' } });
    const ready = await readyz(server);
    expect(ready.status).toBe(200);
    expect(ready.body.engines.live).toMatchObject({ engine: 'llm', state: 'unavailable', loaded: false });
    expect(ready.body.engines.live.error).toBe('no GGUF model file in the models directory');

    const live = server.client('acme', 'tenant-m', 'live');
    await withCriteria(live);
    const refused = expectProblem(await submit(live, 'x'), 503, 'SERVICE_UNAVAILABLE');
    expect(refused.message).toContain('no GGUF model file in the models directory');
    expect(refused.message).not.toContain(server.dataDir);
    expect(refused.message).not.toMatch(/\/(tmp|work|home|var)\//u);

    const test = server.client('acme', 'tenant-m', 'test');
    await withCriteria(test);
    expect((await submit(test, 'x')).status).toBe(202);
  });

  it('a model that fails to load: /readyz 200 naming the failure (no path); intake 503 with it', async () => {
    server = await startTestServer({ env: { SCORING_ENGINE_LIVE: 'llm' } });
    const dataDir = server.dataDir;
    await server.close({ keepData: true });
    mkdirSync(join(dataDir, 'models'), { recursive: true });
    writeFileSync(join(dataDir, 'models', 'broken.gguf'), Buffer.from('GGUF this is not a model at all'));
    server = await startTestServer({ dataDir, env: { SCORING_ENGINE_LIVE: 'llm' } });
    const failed = await eventually(async () => {
      const r = await readyz(server as TestServer);
      return r.body.engines.live.state === 'unavailable' ? r : null;
    }, 60_000);
    expect(failed.status).toBe(200);
    expect(failed.body.engines.live.error).toMatch(/^model failed to load/u);
    expect(failed.body.engines.live.error).not.toContain(dataDir);
    const live = server.client('acme', 'tenant-f', 'live');
    await withCriteria(live);
    const refused = expectProblem(await submit(live, 'y'), 503, 'SERVICE_UNAVAILABLE');
    expect(refused.message).toMatch(/model failed to load/u);
  }, 90_000);
});
