import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ScoringJobResponse } from '@rubric/contracts';
import { openDatabase, schema } from '@rubric/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../src/lib/clock.js';
import { createApiKey } from '../src/modules/partners/keys.js';
import { eventually } from './fake-engines.js';
import { ApiClient } from './harness.js';
import { FakeModelEndpoint, startServerProcess } from './process-harness.js';

let dataDir: string;
let model: FakeModelEndpoint;
let key: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'rubric-restart-'));
  const db = openDatabase(dataDir);
  key = createApiKey({ db: db.db, clock: systemClock }, 'acme', 'test').key;
  db.close();
  model = new FakeModelEndpoint();
});
afterAll(async () => {
  await model.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a restart in the middle of scoring', () => {
  it('loses nothing: jobs claimed when the process was killed finish after the restart, each exactly once', async () => {
    const modelUrl = await model.listen();
    const env = {
      DATA_DIR: dataDir,
      SCORING_ENGINE_TEST: 'openai',
      LLM_BASE_URL: modelUrl,
      MODELS_DIR: join(dataDir, 'models'),
    };
    model.hold = true;
    const first = await startServerProcess(env);
    const api = new ApiClient(first.url, key, 'tenant-r');
    await api.put('/v1/jobs/job-r/criteria', { criteria: [{ text: 'TypeScript', importance: 'MUST_HAVE' }] });
    const ids: string[] = [];
    for (const app of ['a1', 'a2', 'a3']) {
      const r = await api.post<ScoringJobResponse>(`/v1/jobs/job-r/applications/${app}/scoring-jobs`, {
        resume: { type: 'text', content: `Candidate ${app}: six years of TypeScript and Node.js in production teams.` },
        jobDescription: 'Backend engineer',
      });
      expect(r.status).toBe(202);
      ids.push(r.body.scoringJob.id);
    }
    await eventually(() => model.requests >= 1);
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');

    model.hold = false;
    const second = await startServerProcess(env);
    const api2 = new ApiClient(second.url, key, 'tenant-r');
    const jobs = await eventually(async () => {
      const all = await Promise.all(
        ids.map((id, i) => api2.get<ScoringJobResponse>(`/v1/jobs/job-r/applications/a${i + 1}/scoring-jobs/${id}`)),
      );
      return all.every((r) => r.body.scoringJob.status === 'completed') ? all.map((r) => r.body.scoringJob) : null;
    }, 15_000);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    expect(jobs.map((j) => j.result?.score)).toEqual([100, 100, 100]);
    // The job that was in flight at the kill was claimed twice; none was scored twice.
    expect(jobs[0]?.attempts).toBe(2);
    const db = openDatabase(dataDir);
    const completions = db.db
      .select()
      .from(schema.webhookEvents)
      .all()
      .filter((e) => e.type === 'score.completed')
      .map((e) => (JSON.parse(e.payload) as { scoringJobId: string }).scoringJobId);
    db.close();
    expect(completions.sort()).toEqual([...ids].sort());
  });
});
