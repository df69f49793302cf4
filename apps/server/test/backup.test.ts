import { copyFileSync, cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LatestScoreResponse, ScoringJobResponse } from '@rubric/contracts';
import { SqliteDatabase } from '@rubric/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { readManifest } from '../src/modules/backup/manifest.js';
import { createSecretBox } from '../src/modules/webhooks/secret-box.js';
import { ApiClient, startTestServer, testServer, useTempDir, useTestServer } from './harness.js';
import { CRITERIA, HTTPS_RESUME_ENV, resumeText, scored, textPdf, useResumeHost } from './lifecycle-support.js';
import { cliProcess, processDataDir, startServerProcess } from './process-harness.js';

// `npx rubric backup` and `npx rubric restore` as child processes (compiled dist/), next to a running server.
const work = useTempDir('rubric-backup-');
const host = await useResumeHost();
const server = await useTestServer({ dataDir: join(work, 'data'), env: HTTPS_RESUME_ENV });
const key = server.createKey('acme');
const api = new ApiClient(server.url, key, 'tenant-backup');
const backups = join(work, 'backups');
let snapshot = '';

beforeAll(async () => {
  expect((await api.put('/v1/jobs/job-1/criteria', { criteria: CRITERIA })).status).toBe(200);
  expect((await api.post('/v1/criteria-library', { text: 'Mentoring', category: 'team' })).status).toBe(201);
  host.files.set('/cv.pdf', textPdf(['Ada Lovelace', 'Six years of TypeScript and Node.js', 'Analytical engines']));
  expect((await scored(api, 'job-1', 'app-1', { type: 'url', url: host.url('/cv.pdf') })).status).toBe('completed');
  createSecretBox(server.dataDir).encrypt('made on first use', 'ctx');
});

/** Integrity and foreign keys of a database file, as restore leaves it. */
function consistency(path: string) {
  const db = new SqliteDatabase(path, { readonly: true });
  try {
    return {
      integrity: db.pragma('integrity_check', { simple: true }),
      foreignKeyViolations: (db.pragma('foreign_key_check') as unknown[]).length,
      applications: (
        db
          .prepare('SELECT application_id AS a FROM scoring_jobs WHERE job_id IN (SELECT id FROM jobs)')
          .all() as Array<{
          a: string;
        }>
      ).map((r) => r.a),
    };
  } finally {
    db.close();
  }
}

describe('npx rubric backup <folder>, npx rubric restore <snapshot>', () => {
  it('a snapshot taken while submissions go on restores to a consistent database with every job acknowledged before it', async () => {
    const acknowledged: string[] = [];
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        const r = await api.post<ScoringJobResponse>('/v1/jobs/job-1/applications/app-w' + i + '/scoring-jobs', {
          resume: { type: 'text', content: resumeText(`Writer ${i}`) },
          jobDescription: 'Backend engineer for our payments platform.',
        });
        expect(r.status).toBe(202);
        acknowledged.push(`app-w${i}`);
      }
    })();
    while (acknowledged.length < 5) await new Promise((resolve) => setImmediate(resolve));
    const before = [...acknowledged];
    const r = await cliProcess(server.dataDir, 'backup', backups);
    writing = false;
    await writer;
    expect(r.code, r.stderr).toBe(0);
    snapshot = r.stdout.trim();
    expect(snapshot).toMatch(/\/snapshot-\d{8}T\d{9}Z$/);
    expect(r.stderr).toMatch(/snapshot verified .*partners 1, tenants 1, scoring jobs \d+, resume files 1/);

    const restoredDir = mkdtempSync(join(work, 'restored-'));
    const restore = await cliProcess(restoredDir, 'restore', snapshot);
    expect(restore.code, restore.stderr).toBe(0);
    const manifest = readManifest(snapshot);
    expect(restore.stdout).toContain(`snapshot taken ${manifest.createdAt} by Rubric ${manifest.rubricVersion}`);
    expect(restore.stdout).toContain(
      `partners 1, tenants 1, scoring jobs ${manifest.counts.scoringJobs}, resume files 1, secrets 1`,
    );
    const restored = consistency(join(restoredDir, 'rubric.sqlite'));
    expect(restored).toMatchObject({ integrity: 'ok', foreignKeyViolations: 0 });
    for (const app of before) expect(restored.applications.filter((a) => a === app)).toEqual([app]);
    expect(readFileSync(join(restoredDir, 'secrets', 'webhook.key'))).toEqual(
      readFileSync(join(server.dataDir, 'secrets', 'webhook.key')),
    );

    // The restored DATA_DIR serves the same data, the stored resume file included.
    const copy = await testServer({ dataDir: restoredDir });
    const client = new ApiClient(copy.url, key, 'tenant-backup');
    const [a, b] = await Promise.all(
      [api, client].map((c) => c.get<LatestScoreResponse>('/v1/jobs/job-1/applications/app-1/score')),
    );
    expect(b?.status).toBe(200);
    expect(b?.body).toEqual(a?.body);
    const file = manifest.files.find((f) => f.path.startsWith('resumes/'));
    expect(file && readFileSync(join(restoredDir, ...file.path.split('/')))).toEqual(
      file && readFileSync(join(server.dataDir, ...file.path.split('/'))),
    );
  });

  it('a snapshot with one byte changed is refused, naming the file; nothing is restored', async () => {
    const manifest = readManifest(snapshot);
    for (const path of manifest.files.map((f) => f.path)) {
      const bad = mkdtempSync(join(work, 'bad-'));
      cpSync(snapshot, bad, { recursive: true });
      const target = join(bad, ...path.split('/'));
      const bytes = readFileSync(target);
      bytes[bytes.length >> 1] = (bytes[bytes.length >> 1] ?? 0) ^ 0x01;
      writeFileSync(target, bytes);
      const into = mkdtempSync(join(work, 'into-'));
      const r = await cliProcess(into, 'restore', bad);
      expect(r.code).toBe(1);
      expect(r.stderr).toContain(`refused: ${path} in the snapshot ${bad} does not match its manifest digest`);
      expect(existsSync(join(into, 'rubric.sqlite'))).toBe(false);
    }
  });

  it('a snapshot from a newer Rubric (more migrations than this one knows) is refused', async () => {
    const newer = mkdtempSync(join(work, 'newer-'));
    cpSync(snapshot, newer, { recursive: true });
    const manifest = readManifest(newer);
    writeFileSync(
      join(newer, 'manifest.json'),
      JSON.stringify({ ...manifest, schema: { latestMigration: '9999_future', migrations: 9999 } }),
    );
    const into = mkdtempSync(join(work, 'into-'));
    const r = await cliProcess(into, 'restore', newer);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('this Rubric knows');
    expect(existsSync(join(into, 'rubric.sqlite'))).toBe(false);
  });

  it('restore refuses a DATA_DIR a server runs on; a server killed with kill -9 leaves nothing that blocks it', async () => {
    const busy = await cliProcess(server.dataDir, 'restore', snapshot, '--replace');
    expect(busy.code).toBe(1);
    expect(busy.stderr).toContain(`a Rubric server (or a restore) is running on ${server.dataDir}`);
    expect((await api.get('/v1/jobs/job-1/applications/app-1/score')).status).toBe(200);
    // Nor does a second server start on it.
    await expect(startTestServer({ dataDir: server.dataDir })).rejects.toThrow(/is running on/);

    const { dataDir } = processDataDir();
    const killed = await startServerProcess({ DATA_DIR: dataDir });
    expect((await cliProcess(dataDir, 'restore', snapshot, '--replace')).code).toBe(1);
    killed.child.kill('SIGKILL');
    await killed.exited;
    const without = await cliProcess(dataDir, 'restore', snapshot);
    expect(without.code).toBe(1);
    expect(without.stderr).toMatch(/rubric\.sqlite exists: .*--replace/);
    const replaced = await cliProcess(dataDir, 'restore', snapshot, '--replace');
    expect(replaced.code, replaced.stderr).toBe(0);
    expect(replaced.stdout).toMatch(/moved the previous database, resumes and secrets to .*pre-restore-/);
    expect(consistency(join(dataDir, 'rubric.sqlite')).integrity).toBe('ok');
  });

  it('the single-file form of earlier versions (a .sqlite file) still writes the database alone', async () => {
    const file = join(work, 'rubric-backup.sqlite');
    const r = await cliProcess(server.dataDir, 'backup', file);
    expect(r).toMatchObject({ code: 0, stdout: `${file}\n` });
    expect(r.stderr).toContain('a snapshot folder');
    expect((await cliProcess(server.dataDir, 'backup', file)).stderr).toMatch(/already exists/);
    const restoredDir = mkdtempSync(join(work, 'legacy-'));
    copyFileSync(file, join(restoredDir, 'rubric.sqlite'));
    expect(consistency(join(restoredDir, 'rubric.sqlite')).integrity).toBe('ok');
    const none = await cliProcess(mkdtempSync(join(work, 'empty-')), 'backup', join(work, 'none'));
    expect(none).toMatchObject({ code: 1 });
    expect(existsSync(join(work, 'none'))).toBe(false);
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
