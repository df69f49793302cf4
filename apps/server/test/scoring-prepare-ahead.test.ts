// Preparation off the critical path: while the engine's slot is busy, the runner prepares the next pending
// job (blind redaction in the preparer's worker) without claiming it; the engine later gets exactly that
// prepared text, and a deletion drops the preparation with the job.
import type { ScoringJobResponse } from '@rubric/contracts';
import { eq, schema } from '@rubric/db';
import { afterEach, describe, expect, it } from 'vitest';
import { ControlledEngine } from './fake-engines.js';
import { startTestServer, type ApiClient, type TestServer } from './harness.js';
import { eventually } from './waits.js';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const JOB = '/v1/jobs/job-p';
const resume = (name: string) =>
  `${name}\n${name.split(' ')[0]?.toLowerCase()}@example.com\nSix years of TypeScript and Node.js building payment APIs.`;

async function submit(api: ApiClient, app: string, name: string): Promise<string> {
  const r = await api.post<ScoringJobResponse>(`${JOB}/applications/${app}/scoring-jobs`, {
    resume: { type: 'text', content: resume(name) },
    jobDescription: 'Backend engineer writing TypeScript',
  });
  expect(r.status).toBe(202);
  return r.body.scoringJob.id;
}

describe('preparing ahead of the claim', () => {
  it('prepares the next job while the slot is busy, unclaimed; the engine gets that text; a deletion drops it', async () => {
    const engine = new ControlledEngine();
    engine.hold();
    server = await startTestServer({ engines: { test: engine } });
    const s = server;
    await s.rubric.runner.warm();
    const api = s.client('acme', 'tenant-p');
    expect(
      (await api.put(`${JOB}/criteria`, { criteria: [{ text: 'TypeScript', importance: 'MUST_HAVE' }] })).status,
    ).toBe(200);
    const first = await submit(api, 'p1', 'Jane Roe');
    await engine.startedAtLeast(1);
    const second = await submit(api, 'p2', 'John Smith');
    const third = await submit(api, 'p3', 'Maria Garcia');

    // One slot, busy with p1: p2, next in line, is prepared meanwhile — and not claimed (the scheduler
    // still decides what runs next).
    await eventually(() => s.rubric.runner.preparedAhead().includes(second));
    const row = s.rubric.ctx.db.select().from(schema.scoringJobs).where(eq(schema.scoringJobs.id, second)).get();
    expect(row?.claimedAt).toBeNull();
    expect(row?.attempts).toBe(0);

    // Deleting p2 drops its preparation (it holds the resume's text) along with the job.
    const del = await api.delete<{ deletionRequest: { id: string } }>(`${JOB}/applications/p2`);
    expect(del.status).toBe(202);
    expect(s.rubric.runner.preparedAhead()).not.toContain(second);

    engine.release();
    await eventually(async () => {
      const done = await Promise.all(
        [
          ['p1', first],
          ['p3', third],
        ].map(
          async ([app, id]) =>
            (await api.get<ScoringJobResponse>(`${JOB}/applications/${app}/scoring-jobs/${id}`)).body.scoringJob.status,
        ),
      );
      return done.every((status) => status === 'completed');
    }, 30_000);
    // The engine got p1 and p3, redacted (blind is the default), and never p2.
    expect(engine.order).toHaveLength(2);
    expect(engine.order.join('\n')).not.toMatch(/Jane|John|Maria|@example\.com/);
    expect(engine.order[1]).toContain('[NAME]');
  });
});
