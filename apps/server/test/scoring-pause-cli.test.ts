// `npx rubric scoring pause|resume --partner` on the DATA_DIR of a running server process: the server notices
// without a restart (its queue reads the pause at every claim; its runner looks for work at least once a second).
import type { ReadyzResponse, ScoringJobResponse } from '@rubric/contracts';
import { openDatabase, schema } from '@rubric/db';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ApiClient } from './harness.js';
import { allCompleted, cliProcess, processDataDir, startServerProcess } from './process-harness.js';

// A hang guard sized to the work, not a wait: the test starts the server and several CLI processes (~1–2 s of
// CPU each), which takes several times longer while other work keeps both cores busy.
vi.setConfig({ testTimeout: 90_000 });

const { dataDir, key, remove } = processDataDir();
afterAll(remove);
const rubric = (...args: string[]) => cliProcess(dataDir, ...args);

const JOB = '/v1/jobs/job-c';
async function submit(api: ApiClient, app: string): Promise<string> {
  const r = await api.post<ScoringJobResponse>(`${JOB}/applications/${app}/scoring-jobs`, {
    resume: { type: 'text', content: `Candidate ${app}: six years of TypeScript and Node.js in production teams.` },
    jobDescription: 'Backend engineer',
  });
  expect(r.status).toBe(202);
  return r.body.scoringJob.id;
}

describe('rubric scoring pause|resume beside a running server', () => {
  it('holds the partner’s jobs from the next claim on, shows it in /readyz and /metrics, and resume releases them', async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir });
    const otherKey = await rubric('keys', 'create', '--partner', 'bystander', '--env', 'test');
    expect(otherKey.code).toBe(0);
    const acme = new ApiClient(server.url, key, 'tenant-c');
    const bystander = new ApiClient(server.url, otherKey.stdout.trim(), 'tenant-x');
    for (const api of [acme, bystander])
      expect(
        (await api.put(`${JOB}/criteria`, { criteria: [{ text: 'TypeScript', importance: 'MUST_HAVE' }] })).status,
      ).toBe(200);

    const paused = await rubric('scoring', 'pause', '--partner', 'acme');
    expect(paused).toMatchObject({ code: 0, stdout: 'paused acme\n', stderr: '' });
    const again = await rubric('scoring', 'pause', '--partner', 'acme');
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/^acme was already paused \(since \d{4}-\d\d-\d\dT[\d:.]+Z\)\n$/);
    expect((await rubric('scoring', 'pause', '--partner', 'nobody')).code).toBe(1);

    // acme's application is older: without the pause the server would score it first.
    const held = await submit(acme, 'c1');
    const passing = await submit(bystander, 'x1');
    await allCompleted(bystander, [`${JOB}/applications/x1/scoring-jobs/${passing}`]);
    const waiting = await acme.get<ScoringJobResponse>(`${JOB}/applications/c1/scoring-jobs/${held}`);
    expect(waiting.body.scoringJob).toMatchObject({ status: 'pending', attempts: 0 });

    const ready = (await (await fetch(`${server.url}/readyz`)).json()) as ReadyzResponse;
    expect(ready.status).toBe('ready');
    expect(ready.scoring.pausedPartners.map((p) => p.partnerName)).toEqual(['acme']);
    const metrics = await (await fetch(`${server.url}/metrics`)).text();
    expect(metrics).toMatch(/^rubric_scoring_paused\{partner="acme"\} 1$/m);
    expect(metrics).toMatch(/^rubric_scoring_paused\{partner="bystander"\} 0$/m);
    const status = await rubric('scoring', 'status');
    expect(status.stdout).toMatch(/^acme\t\d{4}-[\d\-T:.]+Z\tcli\n$/);

    const resumed = await rubric('scoring', 'resume', '--partner', 'acme');
    expect(resumed).toMatchObject({ code: 0, stdout: 'resumed acme\n' });
    const [done] = await allCompleted(acme, [`${JOB}/applications/c1/scoring-jobs/${held}`]);
    expect(done?.attempts).toBe(1);
    expect((await rubric('scoring', 'resume', '--partner', 'acme')).stdout).toBe('acme was not paused\n');
    expect((await rubric('scoring', 'status')).stdout).toBe('');

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    // The command line has no signed-in administrator: its changes are the system actor `cli`'s.
    const db = openDatabase(dataDir);
    try {
      const events = db.db
        .select()
        .from(schema.auditEvents)
        .all()
        .filter((e) => e.type === 'scoring.paused' || e.type === 'scoring.resumed')
        .map((e) => `${e.type} ${e.environment} ${e.actorType}:${e.actorId}`);
      expect(events).toEqual(['scoring.paused null system:cli', 'scoring.resumed null system:cli']);
    } finally {
      db.close();
    }
  });
});
