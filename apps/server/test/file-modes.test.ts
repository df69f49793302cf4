import { chmodSync, existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { openDatabase } from '@rubric/db';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, useTempDir } from './harness.js';
import { cliProcess } from './process-harness.js';

const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8);

const root = useTempDir('rubric-modes-');
const previousUmask = process.umask();
beforeAll(() => {
  // The usual shell umask, under which files used to come out 0644 and directories 0755.
  process.umask(0o022);
});
afterEach(() => process.umask(0o022));
afterAll(() => {
  process.umask(previousUmask);
});

function logSink() {
  const lines: Array<{ level: number; msg: string; path?: string; mode?: string; fix?: string; files?: string[] }> = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as never);
      done();
    },
  });
  return { logger: pino({ level: 'info' }, sink), lines };
}

describe('DATA_DIR and database files are owner-only', () => {
  it('a new DATA_DIR is 0700, rubric.sqlite and its -wal and -shm 0600 (under umask 022)', async () => {
    const dataDir = join(root, 'fresh', 'data');
    const server = await startTestServer({ dataDir });
    try {
      // A write makes SQLite create -wal and -shm (lazily).
      const api = server.client('modes', 'tenant-m');
      expect((await api.post('/v1/criteria-library', { text: 'Go' })).status).toBe(201);
      expect(modeOf(dataDir)).toBe('700');
      for (const file of ['rubric.sqlite', 'rubric.sqlite-wal', 'rubric.sqlite-shm'])
        expect([file, modeOf(join(dataDir, file))]).toEqual([file, '600']);
    } finally {
      await server.close({ keepData: true });
    }
  });

  it('database files an older version left 0644 are made 0600 at start; a readable DATA_DIR is a warning in the log', async () => {
    const dataDir = join(root, 'old');
    mkdirSync(dataDir, { mode: 0o755 });
    chmodSync(dataDir, 0o755);
    openDatabase(dataDir).close();
    chmodSync(join(dataDir, 'rubric.sqlite'), 0o644);
    mkdirSync(join(dataDir, 'secrets'), { mode: 0o755 });
    writeFileSync(join(dataDir, 'secrets', 'webhook-key'), 'k', { mode: 0o644 });

    const { logger, lines } = logSink();
    const server = await startTestServer({ dataDir, logger });
    await server.close({ keepData: true });
    expect(modeOf(join(dataDir, 'rubric.sqlite'))).toBe('600');
    expect(lines.find((l) => l.files)).toMatchObject({
      level: 40,
      files: [join(dataDir, 'rubric.sqlite')],
    });
    const warned = lines.filter((l) => l.msg === 'DATA_DIR is open to other users of this host');
    expect(warned.map((l) => [l.path, l.mode])).toEqual([
      [dataDir, '0755'],
      [join(dataDir, 'secrets'), '0755'],
      [join(dataDir, 'secrets', 'webhook-key'), '0644'],
    ]);
    expect(warned.every((l) => l.level === 40 && l.fix?.startsWith('chmod '))).toBe(true);

    // Once fixed, a start says nothing.
    for (const [path, mode] of [
      [dataDir, 0o700],
      [join(dataDir, 'secrets'), 0o700],
      [join(dataDir, 'secrets', 'webhook-key'), 0o600],
    ] as const)
      chmodSync(path, mode);
    const quiet = logSink();
    await (await startTestServer({ dataDir, logger: quiet.logger })).close({ keepData: true });
    expect(quiet.lines.filter((l) => l.files ?? l.fix)).toEqual([]);
  });
});

describe('rubric doctor', () => {
  it('warns with a fix for each open path and exits 1; exits 0 once they are closed', async () => {
    const dataDir = join(root, 'doctor');
    mkdirSync(dataDir, { mode: 0o755 });
    chmodSync(dataDir, 0o755);
    openDatabase(dataDir).close();
    chmodSync(join(dataDir, 'rubric.sqlite'), 0o640);
    mkdirSync(join(dataDir, 'resumes'), { mode: 0o755 });

    const open = await cliProcess(dataDir, 'doctor');
    expect(open.code).toBe(1);
    const warnings = open.stdout.trim().split('\n');
    expect(warnings).toEqual([
      expect.stringMatching(new RegExp(`^warn\\t${dataDir} \\(mode 0755\\) .*\\tfix: chmod 700 '${dataDir}'$`)),
      expect.stringMatching(/^warn\t.*rubric\.sqlite \(mode 0640\) .*\tfix: chmod 600 '.*rubric\.sqlite'$/),
      expect.stringMatching(/^warn\t.*resumes \(mode 0755\) .*\tfix: chmod 700 '.*resumes'$/),
    ]);
    expect(open.stderr).toMatch(/^rubric: 3 path\(s\) under DATA_DIR are open to other users/);

    chmodSync(dataDir, 0o700);
    chmodSync(join(dataDir, 'rubric.sqlite'), 0o600);
    chmodSync(join(dataDir, 'resumes'), 0o700);
    const closed = await cliProcess(dataDir, 'doctor');
    expect(closed).toMatchObject({ code: 0, stderr: '' });
    expect(closed.stdout).toMatch(/^ok\t/);
    // doctor changes nothing and creates nothing.
    const missing = join(root, 'not-there');
    expect(await cliProcess(missing, 'doctor')).toMatchObject({ code: 0 });
    expect(existsSync(missing)).toBe(false);
  });

  it('the CLI writes owner-only files whatever the umask (a backup holds resume text)', async () => {
    const dataDir = join(root, 'backup');
    openDatabase(dataDir).close();
    const target = join(root, 'backup.sqlite');
    expect((await cliProcess(dataDir, 'backup', target)).code).toBe(0);
    expect(modeOf(target)).toBe('600');
  });
});
