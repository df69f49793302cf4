#!/usr/bin/env node
// npm run bench:backup -- [--applications 100000] [--dir DIR] [--skip-backup-api-writing]
// Compares the two consistent ways to copy a live SQLite database (docs/decisions/2026-11-26-scheduled-snapshots.md):
// better-sqlite3's online backup() and VACUUM INTO, on a seeded database, idle and while another process writes
// (small transactions, as the server's submissions make them). Prints one JSON line per measurement.
import { fork } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '@rubric/db';
import { seedApplications } from '../lib/seed-applications.mjs';

const { values } = parseArgs({
  options: {
    applications: { type: 'string', default: '100000' },
    dir: { type: 'string' },
    writer: { type: 'boolean', default: false },
    'skip-backup-api-writing': { type: 'boolean', default: false },
  },
});

if (values.writer) {
  // The writer process: small write transactions back to back until killed.
  const db = openDatabase(values.dir);
  const ids = db.sqlite
    .prepare('SELECT id FROM scoring_jobs LIMIT 1000')
    .all()
    .map((r) => r.id);
  const touch = db.sqlite.prepare('UPDATE scoring_jobs SET updated_at = ? WHERE id = ?');
  let n = 0;
  process.on('SIGTERM', () => {
    process.send?.({ writes: n });
    setTimeout(() => process.exit(0), 50);
  });
  const loop = () => {
    for (let i = 0; i < 20; i++) db.sqlite.transaction(() => touch.run(Date.now(), ids[n++ % ids.length]))();
    setImmediate(loop);
  };
  process.send?.({ ready: true });
  loop();
} else {
  const dir = values.dir ?? mkdtempSync(join(tmpdir(), 'rubric-bench-backup-'));
  const count = Number(values.applications);
  if (!existsSync(join(dir, 'rubric.sqlite'))) {
    const t = performance.now();
    await seedApplications(dir, count);
    console.log(JSON.stringify({ seeded: count, ms: Math.round(performance.now() - t) }));
  }
  const db = openDatabase(dir);
  const size = statSync(join(dir, 'rubric.sqlite')).size;
  const methods = {
    'vacuum-into': (to) => db.sqlite.prepare('VACUUM INTO ?').run(to),
    'backup-api': (to) => db.sqlite.backup(to),
  };
  for (const load of ['idle', 'writing']) {
    for (const [method, copy] of Object.entries(methods)) {
      // On a large database the backup API under steady writes restarts without end; --skip-backup-api-writing.
      if (method === 'backup-api' && load === 'writing' && values['skip-backup-api-writing']) continue;
      const to = join(dir, `copy-${method}.sqlite`);
      rmSync(to, { force: true });
      let writer;
      if (load === 'writing') {
        writer = fork(new URL(import.meta.url), ['--writer', '--dir', dir]);
        await new Promise((resolve) => writer.once('message', resolve));
      }
      const t = performance.now();
      await copy(to);
      const ms = Math.round(performance.now() - t);
      let writes = 0;
      if (writer) {
        writes = await new Promise((resolve) => {
          writer.once('message', (m) => resolve(m.writes));
          writer.kill('SIGTERM');
        });
      }
      console.log(
        JSON.stringify({
          applications: count,
          dbBytes: size,
          method,
          load,
          ms,
          copyBytes: statSync(to).size,
          writesMeanwhile: writes,
        }),
      );
      rmSync(to, { force: true });
    }
  }
  db.close();
}
