import { join } from 'node:path';
import type { ScoringJobResponse } from '@rubric/contracts';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ApiClient } from './harness.js';
import {
  allCompleted,
  completedJobIds,
  FakeModelEndpoint,
  processDataDir,
  startServerProcess,
} from './process-harness.js';

// A hang guard sized to the work, not a wait: each test starts Node processes (the server or the CLI, ~2 s of
// CPU each), which takes several times longer while other work keeps both cores busy.
vi.setConfig({ testTimeout: 90_000 });

const { dataDir, key, remove } = processDataDir();
const model = new FakeModelEndpoint();
afterAll(async () => {
  await model.close();
  remove();
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
    await model.received(1);
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');

    model.hold = false;
    const second = await startServerProcess(env);
    const api2 = new ApiClient(second.url, key, 'tenant-r');
    const jobs = await allCompleted(
      api2,
      ids.map((id, i) => `/v1/jobs/job-r/applications/a${i + 1}/scoring-jobs/${id}`),
    );
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    expect(jobs.map((j) => j.result?.score)).toEqual([100, 100, 100]);
    // The job that was in flight at the kill was claimed twice; none was scored twice.
    expect(jobs[0]?.attempts).toBe(2);
    expect(completedJobIds(dataDir)).toEqual([...ids].sort());
  });
});
