import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DATABASE_FILE, databaseFiles, MIGRATIONS_DIR, openDatabase } from '@rubric/db';
import { sha256File, SnapshotInvalidError, type Manifest } from './manifest.js';
import { acquireDataDirLock } from './server-lock.js';
import { verifySnapshot } from './snapshot.js';

export interface RestoreResult {
  manifest: Manifest;
  /** Where the previous contents of DATA_DIR went (with `replace`), or null. */
  movedAside: string | null;
  /** Counted in the restored database after it opened (migrations applied where the snapshot was older). */
  counts: { partners: number; tenants: number; scoringJobs: number; resumeFiles: number; secrets: number };
  ms: number;
}

export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

/**
 * Restores a snapshot folder into dataDir: verifies every byte against the manifest and the copy's integrity first,
 * holds the DATA_DIR lock throughout (so no server starts meanwhile, and none may be running), then writes the
 * database, resume files and secrets. A DATA_DIR that already holds a database is refused unless `replace`, which
 * moves its database, resumes and secrets into `DATA_DIR/pre-restore-<time>/` rather than deleting them.
 */
export function restoreSnapshot(
  snapshotDir: string,
  dataDir: string,
  options: { replace?: boolean; now: number },
): RestoreResult {
  const started = performance.now();
  if (!existsSync(snapshotDir)) throw new RestoreRefusedError(`${snapshotDir} does not exist`);
  let manifest: Manifest;
  try {
    manifest = verifySnapshot(snapshotDir);
  } catch (err) {
    if (err instanceof SnapshotInvalidError)
      throw new RestoreRefusedError(`refused: ${err.message}; nothing was restored`);
    throw err;
  }
  const known = knownMigrations();
  if (manifest.schema.migrations > known)
    throw new RestoreRefusedError(
      `refused: the snapshot's database has ${manifest.schema.migrations} migrations (${manifest.schema.latestMigration}), this Rubric knows ${known}: restore it with Rubric ${manifest.rubricVersion} or later`,
    );
  const lock = acquireDataDirLock(dataDir, 'restore');
  try {
    // A -wal left beside a restored database would be replayed into it: any of the three counts as a database.
    const movedAside = databaseFiles(join(dataDir, DATABASE_FILE)).some((f) => existsSync(f))
      ? moveAside(dataDir, options)
      : null;
    for (const file of manifest.files) {
      const to = join(dataDir, ...file.path.split('/'));
      mkdirSync(dirname(to), { recursive: true, mode: 0o700 });
      const tmp = `${to}.restoring`;
      copyFileSync(join(snapshotDir, ...file.path.split('/')), tmp);
      chmodSync(tmp, 0o600);
      renameSync(tmp, to);
    }
    // The snapshot passed integrity_check above; what landed in DATA_DIR is proven by its digest (cheaper).
    const dbEntry = manifest.files.find((f) => f.path === DATABASE_FILE);
    if (sha256File(join(dataDir, DATABASE_FILE)).sha256 !== dbEntry?.sha256)
      throw new Error(`the restored ${DATABASE_FILE} differs from the snapshot's: the copy failed (disk full?)`);
    const database = openDatabase(dataDir);
    try {
      const n = (table: string) =>
        (database.sqlite.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
      return {
        manifest,
        movedAside,
        counts: {
          partners: n('partners'),
          tenants: n('tenants'),
          scoringJobs: n('scoring_jobs'),
          resumeFiles: manifest.files.filter((f) => f.path.startsWith('resumes/')).length,
          secrets: manifest.files.filter((f) => f.path.startsWith('secrets/')).length,
        },
        ms: Math.round(performance.now() - started),
      };
    } finally {
      database.close();
    }
  } finally {
    lock.release();
  }
}

function knownMigrations(): number {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

function moveAside(dataDir: string, options: { replace?: boolean; now: number }): string {
  if (!options.replace)
    throw new RestoreRefusedError(
      `${join(dataDir, DATABASE_FILE)} exists: restore into an empty DATA_DIR, or pass --replace to move the current database, resumes and secrets aside`,
    );
  const aside = join(dataDir, `pre-restore-${new Date(options.now).toISOString().replace(/[-:.]/g, '')}`);
  mkdirSync(aside, { mode: 0o700 });
  const dbPath = join(dataDir, DATABASE_FILE);
  for (const f of [...databaseFiles(dbPath), join(dataDir, 'resumes'), join(dataDir, 'secrets')])
    if (existsSync(f)) renameSync(f, join(aside, f.slice(dataDir.length + 1)));
  return aside;
}
