import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CriteriaWriteResponse, ScoringJobResponse } from '@rubric/contracts';
import { openDatabase, schema } from '@rubric/db';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { systemClock } from '../src/lib/clock.js';
import { createApiKey } from '../src/modules/partners/keys.js';
import { eventually } from './fake-engines.js';
import { ApiClient } from './harness.js';
import { FakeModelEndpoint, startServerProcess } from './process-harness.js';

let dataDir: string;
let model: FakeModelEndpoint;
let key: string;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'rubric-shutdown-'));
  const db = openDatabase(dataDir);
  key = createApiKey({ db: db.db, clock: systemClock }, 'acme', 'test').key;
  db.close();
  model = new FakeModelEndpoint();
});
afterEach(async () => {
  await model.close();
  rmSync(dataDir, { recursive: true, force: true });
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
  it('stops accepting, lets the in-flight request and scoring job finish within the grace period, and exits 0', async () => {
    const { proc, api } = await setup(5000);
    model.hold = true;
    const submitted = await api.post<ScoringJobResponse>('/v1/jobs/j/applications/a1/scoring-jobs', {
      resume,
      jobDescription: 'TypeScript engineer.',
    });
    await eventually(() => model.requests >= 1);
    const generating = api.post<CriteriaWriteResponse>('/v1/jobs/j2/criteria/generate', { jobContext });
    await eventually(() => model.requests >= 2);

    proc.child.kill('SIGTERM');
    // New connections are refused while the in-flight work continues.
    await eventually(async () =>
      api.get('/healthz').then(
        () => false,
        () => true,
      ),
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
    await eventually(() => model.requests >= 1);
    proc.child.kill('SIGTERM');
    expect(await proc.exited).toBe(0);
    expect(claims()).toBe(0);

    model.releaseHeld();
    const next = await startServerProcess(env);
    const api2 = new ApiClient(next.url, key, 'tenant-s');
    const done = await eventually(async () => {
      const r = await api2.get<ScoringJobResponse>(
        `/v1/jobs/j/applications/a2/scoring-jobs/${submitted.body.scoringJob.id}`,
      );
      return r.body.scoringJob.status === 'completed' ? r.body.scoringJob : null;
    }, 10_000);
    expect(done.result?.score).toBe(100);
    next.child.kill('SIGINT');
    expect(await next.exited).toBe(0);
  });
});
