import { join } from 'node:path';
import type { CriteriaWriteResponse, ScoringJobResponse } from '@rubric/contracts';
import { openDatabase, schema } from '@rubric/db';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClient } from './harness.js';
import { allCompleted, FakeModelEndpoint, processDataDir, startServerProcess } from './process-harness.js';
import { eventually } from './waits.js';

// A hang guard sized to the work, not a wait: each test starts Node processes (the server or the CLI, ~2 s of
// CPU each), which takes several times longer while other work keeps both cores busy.
vi.setConfig({ testTimeout: 90_000 });

let dataDir: string;
let key: string;
let removeDataDir: () => void;
let model: FakeModelEndpoint;

beforeEach(() => {
  ({ dataDir, key, remove: removeDataDir } = processDataDir());
  model = new FakeModelEndpoint();
});
afterEach(async () => {
  await model.close();
  removeDataDir();
});

const resume = { type: 'text', content: 'Six years of TypeScript and Node.js across payment and search teams.' };
const jobContext = { jobTitle: 'Engineer', companyName: 'Acme', jobDescription: 'TypeScript engineer.' };

async function setup(grace: number) {
  const env = {
    DATA_DIR: dataDir,
    SCORING_ENGINE_TEST: 'openai',
    LLM_BASE_URL: await model.listen(),
    SHUTDOWN_GRACE_MS: String(grace),
    MODELS_DIR: join(dataDir, 'm'),
  };
  const proc = await startServerProcess(env);
  const api = new ApiClient(proc.url, key, 'tenant-s');
  await api.put('/v1/jobs/j/criteria', { criteria: [{ text: 'TypeScript', importance: 'MUST_HAVE' }] });
  return { env, proc, api };
}

function claims(): number {
  const db = openDatabase(dataDir);
  const n = db.db
    .select()
    .from(schema.scoringJobs)
    .all()
    .filter((j) => j.claimedAt !== null).length;
  db.close();
  return n;
}

describe('SIGTERM', () => {
  it('stops accepting, lets the in-flight request and scoring job finish, and exits 0 as soon as they have (pooled connections closed)', async () => {
    // A grace period far longer than this test's hang guard: the process must exit when the work is done,
    // not when the grace period ends, although the client keeps its connections alive in a pool.
    const { proc, api } = await setup(600_000);
    model.hold = true;
    const submitted = await api.post<ScoringJobResponse>('/v1/jobs/j/applications/a1/scoring-jobs', {
      resume,
      jobDescription: 'TypeScript engineer.',
    });
    await model.received(1);
    const generating = api.post<CriteriaWriteResponse>('/v1/jobs/j2/criteria/generate', { jobContext });
    await model.received(2);

    proc.child.kill('SIGTERM');
    // New connections are refused while the in-flight work continues.
    await eventually(
      async () =>
        api.get('/healthz').then(
          () => false,
          () => true,
        ),
      { what: 'the listener to close' },
    );
    model.releaseHeld();
    const generated = await generating;
    expect(generated.status).toBe(201);
    expect(await proc.exited).toBe(0);
    expect(proc.output()).toMatch(/"msg":"shutting down"/);

    const db = openDatabase(dataDir);
    const job = db.db
      .select()
      .from(schema.scoringJobs)
      .all()
      .find((j) => j.id === submitted.body.scoringJob.id);
    const integrity = db.sqlite.pragma('integrity_check', { simple: true });
    db.close();
    expect(job).toMatchObject({ status: 'completed', claimedAt: null });
    expect(integrity).toBe('ok');
  });

  it('past the grace period, claimed jobs return to pending and are scored after the next start', async () => {
    const { env, proc, api } = await setup(300);
    model.hold = true;
    const submitted = await api.post<ScoringJobResponse>('/v1/jobs/j/applications/a2/scoring-jobs', {
      resume,
      jobDescription: 'TypeScript engineer.',
    });
    await model.received(1);
    proc.child.kill('SIGTERM');
    expect(await proc.exited).toBe(0);
    expect(claims()).toBe(0);

    model.releaseHeld();
    const next = await startServerProcess(env);
    const api2 = new ApiClient(next.url, key, 'tenant-s');
    const [done] = await allCompleted(api2, [
      `/v1/jobs/j/applications/a2/scoring-jobs/${submitted.body.scoringJob.id}`,
    ]);
    expect(done?.result?.score).toBe(100);
    next.child.kill('SIGINT');
    expect(await next.exited).toBe(0);
  });
});
