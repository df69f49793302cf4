// The scoring queue with N tasks in flight: the engine's concurrency is honoured, a hung task is timed out
// while the others go on, a deletion cancels the task being scored, and the queue metrics move.
import type { ScoringJobResponse } from '@rubric/contracts';
import { schema } from '@rubric/db';
import { describe, expect, it, vi } from 'vitest';
import { ControlledEngine } from './fake-engines.js';
import { testServer, type ApiClient, type TestServer, type TestServerOptions } from './harness.js';
import { eventually } from './waits.js';

/** A server for this test whose preparer has loaded its tagger: what follows times the queue, not that start-up. */
async function warmServer(options: TestServerOptions): Promise<TestServer> {
  const s = await testServer(options);
  await s.rubric.runner.warm();
  return s;
}

const JOB = '/v1/jobs/job-q';
async function withCriteria(api: ApiClient): Promise<void> {
  const r = await api.put(`${JOB}/criteria`, { criteria: [{ text: 'TypeScript', importance: 'MUST_HAVE' }] });
  expect(r.status).toBe(200);
}
async function submit(
  api: ApiClient,
  app: string,
  text = `Candidate ${app}: six years of TypeScript and Node.js building payment APIs in production.`,
) {
  const r = await api.post<ScoringJobResponse>(`${JOB}/applications/${app}/scoring-jobs`, {
    resume: { type: 'text', content: text },
    jobDescription: 'Backend engineer writing TypeScript',
  });
  expect(r.status).toBe(202);
  return r.body.scoringJob.id;
}
const statusOf = async (api: ApiClient, app: string, id: string) =>
  (await api.get<ScoringJobResponse>(`${JOB}/applications/${app}/scoring-jobs/${id}`)).body.scoringJob;

function events(s: TestServer, type: string): string[] {
  return s.rubric.ctx.db
    .select()
    .from(schema.webhookEvents)
    .all()
    .filter((e) => e.type === type)
    .map((e) => (JSON.parse(e.payload) as { scoringJobId: string }).scoringJobId);
}

// Each test starts a server and waits for its preparer's tagger (seconds on a busy host) before timing anything.
vi.setConfig({ testTimeout: 90_000 });

describe('N tasks in flight', () => {
  it('keeps exactly the engine’s concurrency in flight and completes every job once', async () => {
    const engine = new ControlledEngine();
    engine.concurrency = 3;
    engine.hold();
    const server = await warmServer({ engines: { test: engine } });
    const api = server.client('acme', 'tenant-n');
    await withCriteria(api);
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) ids.push(await submit(api, `a${i}`));
    await engine.startedAtLeast(3);
    expect(engine.active).toBe(3);
    expect(server.rubric.runner.inFlight()).toHaveLength(3);
    engine.release();
    await eventually(async () => {
      const all = await Promise.all(ids.map((id, i) => statusOf(api, `a${i}`, id)));
      return all.every((j) => j.status === 'completed');
    });
    expect(engine.maxActive).toBe(3);
    expect(events(server, 'score.completed').sort()).toEqual([...ids].sort());
  });
});

describe('a hung task', () => {
  it('is timed out and retried within its budget while the other jobs go on; then fails', async () => {
    const engine = new ControlledEngine();
    engine.concurrency = 2;
    engine.hangWhen = (text) => text.includes('HANG');
    const server = await warmServer({ engines: { test: engine }, env: { SCORING_TASK_TIMEOUT_MS: '400' } });
    const api = server.client('acme', 'tenant-h');
    await withCriteria(api);
    const hung = await submit(
      api,
      'hung',
      'Candidate HANG: six years of TypeScript and Node.js building payment APIs.',
    );
    const others: string[] = [];
    for (let i = 0; i < 4; i++) others.push(await submit(api, `ok${i}`));
    // The others complete on the second slot while the first is stuck.
    await eventually(async () => {
      const all = await Promise.all(others.map((id, i) => statusOf(api, `ok${i}`, id)));
      return all.every((j) => j.status === 'completed');
    });
    const failed = await eventually(async () => {
      const j = await statusOf(api, 'hung', hung);
      return j.status === 'failed' ? j : null;
    });
    // Counted as crashes: three attempts, each given up at the deadline.
    expect(failed.attempts).toBe(3);
    expect(failed.error?.code).toBe('SCORING_FAILED');
    expect(events(server, 'score.failed')).toEqual([hung]);
  });
});

describe('deletion during scoring', () => {
  it('cancels the task in the engine: no result, no event, and the deletion completes without waiting for it', async () => {
    const engine = new ControlledEngine();
    engine.hold();
    const server = await warmServer({ engines: { test: engine } });
    const api = server.client('acme', 'tenant-d');
    await withCriteria(api);
    const id = await submit(api, 'gone');
    await engine.startedAtLeast(1);
    const del = await api.delete<{ deletionRequest: { id: string } }>(`${JOB}/applications/gone`);
    expect(del.status).toBe(202);
    // The engine saw its abort signal (the gate is still closed: nothing else could end the task).
    await engine.until(() => engine.aborted === 1);
    await eventually(async () => {
      const r = await api.get<{ deletionRequest: { status: string } }>(
        `/v1/deletion-requests/${del.body.deletionRequest.id}`,
      );
      return r.body.deletionRequest.status === 'completed';
    });
    engine.release();
    const gone = server.rubric.ctx.db.select().from(schema.scoringJobs).all();
    expect(gone.find((j) => j.id === id)).toBeUndefined();
    expect(events(server, 'score.completed')).toEqual([]);
    expect(events(server, 'score.failed')).toEqual([]);
    expect(engine.calls.score).toBe(1);
  });
});

describe('queue metrics', () => {
  const metric = (text: string, name: string, labels: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${name}{${labels}}`));
    return line === undefined ? undefined : Number(line.split(' ').pop());
  };

  it('shows pending and in-flight by partner, the oldest wait, wait and scoring times and token counts', async () => {
    const engine = new ControlledEngine();
    engine.usage = { promptTokens: 1000, evaluatedPromptTokens: 400, reusedPromptTokens: 600, generatedTokens: 50 };
    engine.hold();
    const server = await warmServer({ engines: { test: engine } });
    const api = server.client('metrics-partner', 'tenant-m');
    await withCriteria(api);
    const ids = [await submit(api, 'm0'), await submit(api, 'm1'), await submit(api, 'm2')];
    await engine.startedAtLeast(1);
    const during = await (await fetch(`${server.url}/metrics`)).text();
    expect(metric(during, 'rubric_scoring_pending', 'environment="test",partner="metrics-partner"')).toBe(2);
    expect(metric(during, 'rubric_scoring_in_flight', 'environment="test",partner="metrics-partner"')).toBe(1);
    expect(metric(during, 'rubric_scoring_oldest_pending_age_seconds', 'environment="test"')).toBeGreaterThanOrEqual(0);
    expect(metric(during, 'rubric_scoring_tokens_total', 'environment="test",kind="generated"')).toBe(0);
    engine.release();
    await eventually(async () => (await statusOf(api, 'm2', ids[2] ?? '')).status === 'completed');
    const after = await (await fetch(`${server.url}/metrics`)).text();
    expect(metric(after, 'rubric_scoring_pending', 'environment="test",partner="metrics-partner"')).toBeUndefined();
    expect(metric(after, 'rubric_scoring_oldest_pending_age_seconds', 'environment="test"')).toBe(0);
    expect(metric(after, 'rubric_scoring_wait_seconds_count', 'environment="test"')).toBe(3);
    expect(metric(after, 'rubric_scoring_duration_seconds_count', 'environment="test",outcome="completed"')).toBe(3);
    expect(metric(after, 'rubric_scoring_tokens_total', 'environment="test",kind="prompt"')).toBe(3000);
    expect(metric(after, 'rubric_scoring_tokens_total', 'environment="test",kind="reused"')).toBe(1800);
    expect(metric(after, 'rubric_scoring_tokens_total', 'environment="test",kind="generated"')).toBe(150);
    // The analytics summary reports the queue wait; the API record carries the token counts.
    const summary = await api.get<{ waitMs: { p50: number | null; p95: number | null } }>('/v1/analytics/summary');
    expect(summary.status).toBe(200);
    expect(summary.body.waitMs.p50).toBeGreaterThanOrEqual(0);
    expect(summary.body.waitMs.p95).toBeGreaterThanOrEqual(summary.body.waitMs.p50 ?? 0);
    const record = await statusOf(api, 'm0', ids[0] ?? '');
    expect(record.usage).toEqual({
      promptTokens: 1000,
      evaluatedPromptTokens: 400,
      reusedPromptTokens: 600,
      generatedTokens: 50,
    });
    // The same counts on the job's record.
    const row = server.rubric.ctx.db.select().from(schema.scoringJobs).all()[0];
    expect(row).toMatchObject({
      promptTokens: 1000,
      evaluatedPromptTokens: 400,
      reusedPromptTokens: 600,
      generatedTokens: 50,
    });
    expect(row?.startedAt).toBeGreaterThanOrEqual(row?.createdAt ?? Infinity);
  });
});
