// The openai engine against inference servers: a fake batching server (up to `slots` requests at once,
// each taking the same time whether 1 or `slots` run) gets as many requests at once as LLM_CONCURRENCY says,
// and the scheduler serves a late partner fairly; a process killed with N jobs in flight loses none and
// scores none twice.
import { join } from 'node:path';
import type { BatchResponse, ScoringJobResponse } from '@rubric/contracts';
import { eq, openDatabase, schema } from '@rubric/db';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { FakeBatchingServer } from '../../../scripts/bench/lib/fake-batching-server.mjs';
import { ApiClient, startTestServer, type TestServer } from './harness.js';
import {
  allCompleted,
  completedJobIds,
  FakeModelEndpoint,
  processDataDir,
  startServerProcess,
} from './process-harness.js';
import { eventually } from './waits.js';

const resume = (tag: string) =>
  `[[${tag}]] Candidate with six years of TypeScript and Node.js building payment APIs in production.`;
const JOB = '/v1/jobs/job-s';
const CRITERIA = { criteria: [{ text: 'TypeScript', importance: 'MUST_HAVE' }] };

let server: TestServer | null = null;
let model: FakeBatchingServer | null = null;
afterEach(async () => {
  await server?.close();
  await model?.close();
  server = model = null;
});

describe('the openai engine against a batching inference server', () => {
  it('keeps LLM_CONCURRENCY requests in flight, and a partner arriving behind a batch is served at once', async () => {
    model = new FakeBatchingServer({ slots: 4, serviceMs: 400 });
    const url = await model.listen();
    server = await startTestServer({
      env: { SCORING_ENGINE_TEST: 'openai', LLM_BASE_URL: url, LLM_CONCURRENCY: '4' },
    });
    await server.rubric.runner.warm();
    const a = server.client('partner-a', 'tenant-a');
    const b = server.client('partner-b', 'tenant-b');
    await a.put(`${JOB}/criteria`, CRITERIA);
    await b.put(`${JOB}/criteria`, CRITERIA);
    const batch = await a.post<BatchResponse>(`${JOB}/scoring-batches`, {
      jobDescription: 'Backend engineer writing TypeScript',
      applications: Array.from({ length: 20 }, (_, i) => ({
        applicationId: `a${i}`,
        resume: { type: 'text', content: resume(`A-${i}`) },
      })),
    });
    expect(batch.status).toBe(202);
    const bArrived = performance.now();
    const bJobs: string[] = [];
    for (let i = 0; i < 4; i++) {
      const r = await b.post<ScoringJobResponse>(`${JOB}/applications/b${i}/scoring-jobs`, {
        resume: { type: 'text', content: resume(`B-${i}`) },
        jobDescription: 'Backend engineer writing TypeScript',
      });
      expect(r.status).toBe(202);
      bJobs.push(r.body.scoringJob.id);
    }
    await eventually(async () => {
      const r = await a.get<BatchResponse>(`${JOB}/scoring-batches/${batch.body.batch.id}`);
      return r.body.batch.status === 'completed' && (model?.served ?? 0) >= 24;
    }, 30_000);

    // Concurrency: the server's four slots were all used, never more.
    expect(model.maxActive).toBe(4);
    // Fairness: B's four started within the next eight starts after B arrived (its fair half of four
    // slots, plus the affinity streak), not behind the rest of A's batch (first-in first-out).
    const byStart = [...model.log].sort((x, y) => x.started - y.started);
    const startedBeforeB = byStart.filter((e) => e.started < bArrived).length;
    // A's batch was still mostly waiting when B arrived (else first-in first-out would pass too).
    expect(startedBeforeB).toBeLessThanOrEqual(8);
    const bPositions = byStart.flatMap((e, i) => (e.tag?.startsWith('B-') ? [i] : []));
    expect(bPositions).toHaveLength(4);
    expect(Math.max(...bPositions) - startedBeforeB).toBeLessThan(4 + 8);
    expect(byStart.filter((e) => e.tag?.startsWith('A-')).length).toBe(20);
  }, 60_000);
});

describe('a process killed with N jobs in flight', () => {
  it('releases every claim at the next start: each job completes exactly once', async () => {
    const { dataDir, key, remove } = processDataDir();
    const endpoint = new FakeModelEndpoint();
    // Not blind: the claims are under test, not the redaction worker, whose start (loading the tagger)
    // takes many seconds on a loaded host before the first request could reach the endpoint.
    const db = openDatabase(dataDir);
    db.db.update(schema.partners).set({ blindScoring: false }).where(eq(schema.partners.name, 'acme')).run();
    db.close();
    onTestFinished(async () => {
      await endpoint.close();
      remove();
    });
    const env = {
      DATA_DIR: dataDir,
      SCORING_ENGINE_TEST: 'openai',
      LLM_BASE_URL: await endpoint.listen(),
      LLM_CONCURRENCY: '3',
      MODELS_DIR: join(dataDir, 'models'),
      // The polling below reads six jobs at a time: out of the rate limiter's way.
      RATE_LIMIT_MULTIPLIER: '100',
    };
    endpoint.hold = true;
    const first = await startServerProcess(env);
    const api = new ApiClient(first.url, key, 'tenant-c');
    await api.put(`${JOB}/criteria`, CRITERIA);
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await api.post<ScoringJobResponse>(`${JOB}/applications/c${i}/scoring-jobs`, {
        resume: { type: 'text', content: resume(`C-${i}`) },
        jobDescription: 'Backend engineer writing TypeScript',
      });
      expect(r.status).toBe(202);
      ids.push(r.body.scoringJob.id);
    }
    await endpoint.received(3);
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    // Three held at the endpoint and no fourth: the runner never exceeded LLM_CONCURRENCY.
    expect(endpoint.requests).toBe(3);

    endpoint.hold = false;
    const second = await startServerProcess(env);
    const api2 = new ApiClient(second.url, key, 'tenant-c');
    const jobs = await allCompleted(
      api2,
      ids.map((id, i) => `${JOB}/applications/c${i}/scoring-jobs/${id}`),
    );
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    // The three in flight at the kill were claimed twice, the others once; every job scored once.
    expect(jobs.map((j) => j.attempts).sort()).toEqual([1, 1, 1, 2, 2, 2]);
    expect(completedJobIds(dataDir)).toEqual([...ids].sort());
  }, 90_000);
});
