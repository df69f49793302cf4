import { copyFileSync, existsSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import type { LatestScoreResponse, ListLibraryCriteriaResponse } from '@rubric/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, testServer, useTempDir, useTestServer } from './harness.js';
import { CRITERIA, resumeText, scored } from './lifecycle-support.js';
import { cliProcess } from './process-harness.js';

// The operator CLI as a child process (compiled dist/, as `npx rubric` runs it) next to a running server.
const work = useTempDir('rubric-backup-');
const server = await useTestServer({ dataDir: join(work, 'data') });
const key = server.createKey('acme');
const api = new ApiClient(server.url, key, 'tenant-backup');

beforeAll(async () => {
  expect((await api.put('/v1/jobs/job-1/criteria', { criteria: CRITERIA })).status).toBe(200);
  expect((await api.post('/v1/criteria-library', { text: 'Mentoring', category: 'team' })).status).toBe(201);
  expect((await scored(api, 'job-1', 'app-1', { type: 'text', content: resumeText('Ada Lovelace') })).status).toBe(
    'completed',
  );
});

describe('npx rubric backup <file>', () => {
  it('copies the database while the server runs; restored into a new DATA_DIR, the API serves the same data', async () => {
    const file = join(work, 'rubric-backup.sqlite');
    const r = await cliProcess(server.dataDir, 'backup', file);
    expect(r).toMatchObject({ code: 0, stdout: `${file}\n` });
    expect(r.stderr).toContain('resumes');
    // The server keeps working during and after the backup.
    expect((await api.get('/v1/jobs/job-1/criteria/versions/current')).status).toBe(200);

    // Restore as docs/data-lifecycle.md says: the file becomes DATA_DIR/rubric.sqlite (no -wal/-shm beside it).
    const restoredDir = mkdtempSync(join(work, 'restored-'));
    copyFileSync(file, join(restoredDir, 'rubric.sqlite'));
    const restored = await testServer({ dataDir: restoredDir });
    const client = new ApiClient(restored.url, key, 'tenant-backup');
    const [original, copy] = await Promise.all(
      [api, client].map((c) => c.get<LatestScoreResponse>('/v1/jobs/job-1/applications/app-1/score')),
    );
    expect(copy?.status).toBe(200);
    expect(copy?.body).toEqual(original?.body);
    expect(
      (await client.get<ListLibraryCriteriaResponse>('/v1/criteria-library')).body.criteria.map((c) => c.text),
    ).toEqual(['Mentoring']);
    expect(
      (await client.get<{ version: { criteria: unknown[] } }>('/v1/jobs/job-1/criteria/versions/current')).body.version
        .criteria,
    ).toHaveLength(2);
  });

  it('refuses to overwrite a file, or to back up a DATA_DIR without a database', async () => {
    const file = join(work, 'taken.sqlite');
    expect((await cliProcess(server.dataDir, 'backup', file)).code).toBe(0);
    const again = await cliProcess(server.dataDir, 'backup', file);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already exists/);
    const empty = mkdtempSync(join(work, 'empty-'));
    const none = await cliProcess(empty, 'backup', join(work, 'none.sqlite'));
    expect(none.code).toBe(1);
    expect(existsSync(join(work, 'none.sqlite'))).toBe(false);
  });
});

describe('npx rubric sweep', () => {
  it('runs the deletion processor, both sweeps and optimize once, in-process, one line per job', async () => {
    expect((await api.delete('/v1/jobs/job-1/applications/app-gone')).status).toBe(202);
    const r = await cliProcess(server.dataDir, 'sweep');
    expect(r.code).toBe(0);
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => l.split('\t'));
    expect(lines.map(([id, outcome]) => [id, outcome])).toEqual([
      ['deletion.process', 'ok'],
      ['retention.sweep', 'ok'],
      ['expiry.sweep', 'ok'],
      ['sqlite.optimize', 'ok'],
    ]);
    expect(JSON.parse(lines[1]?.[2] ?? '{}')).toMatchObject({ files: 0, inputs: 0, stopped: false });
    // Nothing is due: the data of this fresh installation is within its retention.
    expect((await api.get('/v1/jobs/job-1/applications/app-1/score')).status).toBe(200);
  });
});
