import { chmodSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import type { AdminOverview, ReadyzResponse } from '@rubric/contracts';
import { eq, schema } from '@rubric/db';
import { describe, expect, it } from 'vitest';
import { readManifest } from '../src/modules/backup/manifest.js';
import { adminSession, TestClock, testServer, useTempDir, useTestServer } from './harness.js';
import { CRITERIA, HTTPS_RESUME_ENV, scored, textPdf, useResumeHost } from './lifecycle-support.js';

// The scheduled job (`backup.snapshot`) in its bree worker, run on demand with the server's clock set by the test.
const HOUR = 3_600_000;
const work = useTempDir('rubric-backup-scheduled-');
const backupDir = join(work, 'backups');
const hookLog = join(work, 'hook.log');
const hook = join(work, 'hook.sh');
// A hook that records its arguments and environment, and fails when told to (an off-box copy that cannot connect).
writeFileSync(
  hook,
  `#!/bin/sh\nprintf '%s|%s|%s\\n' "$1" "$RUBRIC_SNAPSHOT_DIR" "$RUBRIC_SNAPSHOT_NAME" >> "${hookLog}"\n[ -e "${join(work, 'hook-fails')}" ] && exit 3\nexit 0\n`,
);
chmodSync(hook, 0o755);
const clock = new TestClock(Date.parse('2026-11-20T10:15:00Z'));
const host = await useResumeHost();
const server = await useTestServer({
  clock,
  env: { ...HTTPS_RESUME_ENV, BACKUP_DIR: backupDir, BACKUP_KEEP: '3h,2d', BACKUP_AFTER_COMMAND: hook },
});
const api = server.client('acme', 'tenant-scheduled');

const snapshot = async () => {
  const background = await server.rubric.services.background();
  return background.runNow('backup.snapshot');
};
const names = () => readdirSync(backupDir).sort();
const metric = async (name: string) => {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  return Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);
};

describe('scheduled snapshots (backup.snapshot)', () => {
  it('writes a verified snapshot folder: database, the resume files it references, secrets, manifest; hook gets its path', async () => {
    expect((await api.put('/v1/jobs/job-1/criteria', { criteria: CRITERIA })).status).toBe(200);
    host.files.set('/cv.pdf', textPdf(['Grace Hopper', 'Six years of TypeScript and Node.js', 'PostgreSQL']));
    expect((await scored(api, 'job-1', 'app-1', { type: 'url', url: host.url('/cv.pdf') })).status).toBe('completed');
    const { createSecretBox } = await import('../src/modules/webhooks/secret-box.js');
    createSecretBox(server.dataDir).encrypt('x', 'y');

    const result = await snapshot();
    expect(result).toMatchObject({ ok: true });
    expect(names()).toEqual(['snapshot-20261120T101500000Z']);
    const dir = join(backupDir, 'snapshot-20261120T101500000Z');
    const manifest = readManifest(dir);
    const doc = server.rubric.ctx.db
      .select()
      .from(schema.resumeDocuments)
      .where(eq(schema.resumeDocuments.kind, 'url'))
      .get();
    expect(manifest.files.map((f) => f.path).sort()).toEqual(
      ['rubric.sqlite', doc?.filePath, 'secrets/webhook.key'].sort(),
    );
    expect(manifest).toMatchObject({
      createdAt: '2026-11-20T10:15:00.000Z',
      schema: { latestMigration: expect.stringMatching(/^\d{4}_/) },
      counts: { partners: 1, tenants: 1, scoringJobs: 1, resumeFiles: 1, resumeFilesMissing: 0 },
    });
    expect(readFileSync(join(dir, 'secrets', 'webhook.key'))).toEqual(
      readFileSync(join(server.dataDir, 'secrets', 'webhook.key')),
    );
    expect(readFileSync(hookLog, 'utf8')).toBe(`${dir}|${dir}|snapshot-20261120T101500000Z\n`);

    // The next snapshot links the unchanged resume file instead of copying it.
    clock.advance(HOUR);
    expect(await snapshot()).toMatchObject({ ok: true, summary: { linked: 1, added: 0 } });
    const next = readManifest(join(backupDir, 'snapshot-20261120T111500000Z'));
    expect(next.files.find((f) => f.path === doc?.filePath)).toEqual(
      manifest.files.find((f) => f.path === doc?.filePath),
    );

    expect(await metric('rubric_backup_last_success_timestamp_seconds')).toBe(
      Date.parse('2026-11-20T11:15:00Z') / 1000,
    );
    expect(await metric('rubric_backup_failures_total')).toBe(0);
  });

  it('retention keeps the newest of each of the last 3 hours and 2 days (BACKUP_KEEP=3h,2d), counted on the clock', async () => {
    for (const time of [
      '2026-11-20T15:15:00Z',
      '2026-11-20T22:15:00Z',
      '2026-11-20T23:45:00Z',
      '2026-11-21T12:15:00Z',
      '2026-11-21T13:45:00Z',
      '2026-11-21T14:10:00Z',
      '2026-11-21T14:50:00Z',
      '2026-11-21T15:45:00Z',
    ]) {
      clock.advance(Date.parse(time) - clock.now());
      expect(await snapshot()).toMatchObject({ ok: true });
    }
    expect(names()).toEqual([
      'snapshot-20261120T234500000Z', // newest of 2026-11-20 (daily)
      'snapshot-20261121T134500000Z', // newest of 13:00–14:00
      'snapshot-20261121T145000000Z', // newest of 14:00–15:00
      'snapshot-20261121T154500000Z', // the newest: 15:00–16:00 and 2026-11-21
    ]);
    // Three days later, the old ones are gone but the newest (nothing newer exists).
    clock.advance(3 * 24 * HOUR);
    expect((await snapshot())?.ok).toBe(true);
    expect(names()).toEqual(['snapshot-20261124T154500000Z']);
  });

  it('a failing hook is reported and counted; the snapshot still counts as good', async () => {
    writeFileSync(join(work, 'hook-fails'), '');
    clock.advance(HOUR);
    const result = await snapshot();
    expect(result).toMatchObject({ ok: true, summary: { afterCommandOk: false, afterCommandExit: 3 } });
    expect(await metric('rubric_backup_failures_total')).toBe(1);
    expect(await metric('rubric_backup_last_success_timestamp_seconds')).toBe(clock.now() / 1000);
    rmSync(join(work, 'hook-fails'));
  });

  it('a snapshot that fails its verification (a stored resume with one byte changed) is reported, counted and removed', async () => {
    host.files.set('/cv2.pdf', textPdf(['Katherine Johnson', 'Orbital mechanics and Fortran', 'Twenty years']));
    expect((await scored(api, 'job-1', 'app-2', { type: 'url', url: host.url('/cv2.pdf') })).status).toBe('completed');
    const doc = server.rubric.ctx.db
      .select()
      .from(schema.resumeDocuments)
      .where(eq(schema.resumeDocuments.sourceUrl, host.url('/cv2.pdf')))
      .get();
    const stored = join(server.dataDir, ...(doc?.filePath ?? 'missing').split('/'));
    const bytes = readFileSync(stored);
    bytes[100] = (bytes[100] ?? 0) ^ 0xff;
    writeFileSync(stored, bytes);
    const before = names();
    clock.advance(HOUR);
    const result = await snapshot();
    expect(result?.ok).toBe(false);
    expect(result && !result.ok ? result.error : '').toContain(
      `${doc?.filePath} in ${server.dataDir} does not match its content address`,
    );
    expect(names()).toEqual(before); // nothing half-written is left, and the last good one stays
    expect(await metric('rubric_backup_failures_total')).toBe(2);
    expect(await metric('rubric_backup_last_success_timestamp_seconds')).toBe((clock.now() - HOUR) / 1000);
    bytes[100] = (bytes[100] ?? 0) ^ 0xff; // repaired: the next tests snapshot it again
    writeFileSync(stored, bytes);
  });

  it('the first snapshot of a day hashes the files it links too: a changed byte in an older snapshot is reported and not carried on', async () => {
    const newest = join(backupDir, names().at(-1) ?? 'none');
    const file = readManifest(newest).files.find((f) => f.path.startsWith('resumes/'));
    const path = join(newest, ...(file?.path ?? 'missing').split('/'));
    const good = readFileSync(path);
    const rotten = Buffer.from(good);
    rotten[200] = (rotten[200] ?? 0) ^ 0x01;
    rmSync(path); // bit rot on the backup disk: its own inode, DATA_DIR's file is intact
    writeFileSync(path, rotten);
    clock.advance(Date.parse('2026-11-25T00:30:00Z') - clock.now());
    expect(await snapshot()).toMatchObject({ ok: true, summary: { corruptedInPrevious: 1, linked: 0, added: 2 } });
    expect(await metric('rubric_backup_failures_total')).toBe(3);
    const fresh = join(backupDir, 'snapshot-20261125T003000000Z', ...(file?.path ?? 'missing').split('/'));
    expect(readFileSync(fresh)).toEqual(good);
    // The older snapshot is what restore would refuse; the newest is whole.
    expect(readManifest(join(backupDir, 'snapshot-20261125T003000000Z')).files).toContainEqual(file);
    clock.advance(HOUR);
  });

  it('/readyz and the admin overview carry the last good backup; stale past twice the interval', async () => {
    const readyz = (await (await fetch(`${server.url}/readyz`)).json()) as ReadyzResponse;
    expect(readyz.backup).toMatchObject({
      enabled: true,
      intervalSeconds: 3600,
      lastSuccessAt: new Date(clock.now() - HOUR).toISOString(),
      lastSuccessAgeSeconds: 3600,
      stale: false,
      failures: 3,
    });
    clock.advance(HOUR + 1000);
    const admin = await adminSession(server);
    const overview = await admin.get<AdminOverview>('/overview');
    expect(overview.body.backup).toMatchObject({ stale: true, lastSuccessAgeSeconds: 7201 });
  });
});

describe('without BACKUP_DIR', () => {
  it('the start log warns once, /readyz says backups are off, the metric is 0', async () => {
    const lines: Array<{ level: number; msg: string }> = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as never);
        done();
      },
    });
    const plain = await testServer({ logger: pino({ level: 'info' }, sink) });
    expect(lines.filter((l) => l.msg.startsWith('no scheduled backups'))).toMatchObject([{ level: 40 }]);
    const readyz = (await (await fetch(`${plain.url}/readyz`)).json()) as ReadyzResponse;
    expect(readyz.backup).toEqual({
      enabled: false,
      intervalSeconds: null,
      lastSuccessAt: null,
      lastSuccessAgeSeconds: null,
      stale: false,
      failures: 0,
      lastFailureAt: null,
    });
    const text = await (await fetch(`${plain.url}/metrics`)).text();
    expect(text).toMatch(/^rubric_backup_last_success_timestamp_seconds 0$/m);
    expect(text).toMatch(/^rubric_backup_failures_total 0$/m);
    // The job is not scheduled at all: asked to run, it does not.
    expect(await (await plain.rubric.services.background()).runNow('backup.snapshot')).toBeUndefined();
  });
});
