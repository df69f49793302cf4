import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { DATABASE_FILE, MIGRATIONS_DIR, SqliteDatabase } from '@rubric/db';
import type BetterSqlite3 from 'better-sqlite3';
import {
  MANIFEST_FILE,
  SNAPSHOT_FORMAT,
  readManifest,
  sha256File,
  verifyFiles,
  SnapshotInvalidError,
  type Manifest,
  type ManifestFile,
  type SnapshotCounts,
} from './manifest.js';

/** A finished snapshot's folder name: `snapshot-` and its UTC time to the millisecond, so names sort by time. */
const SNAPSHOT_NAME = /^snapshot-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z$/;
/** A snapshot being written or verified; never restored, removed by the next run if a crash left it. */
const PARTIAL_PREFIX = '.partial-';
const SECRETS_DIR = 'secrets';

export function snapshotName(at: number): string {
  return `snapshot-${new Date(at).toISOString().replace(/[-:.]/g, '')}`;
}

export function snapshotTime(name: string): number | null {
  const m = SNAPSHOT_NAME.exec(name);
  if (!m) return null;
  const [, y, mo, d, h, mi, s, ms] = m.map(Number) as number[];
  return Date.UTC(y ?? 0, (mo ?? 1) - 1, d, h, mi, s, ms);
}

export interface SnapshotEntry {
  name: string;
  path: string;
  /** ms since the epoch, from the name (the manifest's createdAt). */
  at: number;
}

/** The finished (verified) snapshots under backupDir, newest first. */
export function listSnapshots(backupDir: string): SnapshotEntry[] {
  let names: string[];
  try {
    names = readdirSync(backupDir);
  } catch {
    return [];
  }
  return names
    .map((name) => ({ name, path: join(backupDir, name), at: snapshotTime(name) }))
    .filter((e): e is SnapshotEntry => e.at !== null)
    .sort((a, b) => b.at - a.at);
}

export interface SnapshotOptions {
  /** The connection to copy from: its own (a bree worker's, the CLI's), next to the server's. */
  sqlite: BetterSqlite3.Database;
  dataDir: string;
  backupDir: string;
  now: number;
  rubricVersion: string;
  /**
   * Hash the files linked from the previous snapshot too (the scheduler does it in the first snapshot of each
   * UTC day): bit rot in BACKUP_DIR is found, and the file is taken afresh from DATA_DIR instead.
   */
  verifyLinked?: boolean;
}

export interface SnapshotResult {
  path: string;
  manifest: Manifest;
  /** Resume files hard-linked from the previous snapshot (nothing copied). */
  linked: number;
  /** Linked files of the previous snapshot that no longer matched their digest (taken from DATA_DIR instead). */
  corruptedInPrevious: string[];
  /** Resume files new to this snapshot (hard-linked from DATA_DIR where it shares a file system, else copied). */
  added: number;
  ms: number;
}

/**
 * Writes one snapshot folder under a temporary name, verifies it, and renames it into place: a snapshot that
 * exists under its final name was good when written. A failure removes the partial folder and throws.
 */
export function takeSnapshot(options: SnapshotOptions): SnapshotResult {
  const started = performance.now();
  const { backupDir, dataDir, now } = options;
  mkdirSync(backupDir, { recursive: true, mode: 0o700 });
  removePartials(backupDir);
  const name = snapshotName(now);
  const target = join(backupDir, name);
  if (existsSync(target)) throw new Error(`${target} already exists`);
  const partial = join(backupDir, `${PARTIAL_PREFIX}${name}-${randomBytes(4).toString('hex')}`);
  mkdirSync(partial, { mode: 0o700 });
  try {
    // VACUUM INTO reads the database in one read transaction (writers go on; WAL) and writes a compact copy with
    // no free pages, so nothing erased before it lingers in the copy (docs/decisions/2026-11-26-scheduled-snapshots.md).
    const dbCopy = join(partial, DATABASE_FILE);
    options.sqlite.prepare('VACUUM INTO ?').run(dbCopy);
    chmodSync(dbCopy, 0o600);
    const copy = inspectCopy(dbCopy);
    const previous = previousManifest(backupDir);
    const files: ManifestFile[] = [];
    const proven = new Set<string>();
    let linked = 0;
    let added = 0;
    let missing = 0;
    const corruptedInPrevious: string[] = [];
    for (const rel of copy.resumeFiles) {
      const to = join(partial, ...rel.split('/'));
      mkdirSync(dirname(to), { recursive: true, mode: 0o700 });
      const before = previous?.files.get(rel);
      if (previous && before && tryLink(join(previous.path, ...rel.split('/')), to)) {
        if (!options.verifyLinked || sha256File(to).sha256 === before.sha256) {
          files.push(before);
          proven.add(rel);
          linked++;
          continue;
        }
        corruptedInPrevious.push(`${previous.path}/${rel}`);
        rmSync(to);
      }
      const from = join(dataDir, ...rel.split('/'));
      if (!existsSync(from)) {
        missing++;
        continue;
      }
      if (!tryLink(from, to)) copyFileSync(from, to);
      const digest = sha256File(to);
      // Content-addressed: bytes that no longer hash to the file's name were corrupted on the disk of DATA_DIR.
      if (!rel.includes(`/${digest.sha256}.`))
        throw new SnapshotInvalidError(`${rel} in ${dataDir} does not match its content address (corrupted on disk)`);
      files.push({ path: rel, ...digest });
      added++;
    }
    files.push(...copySecrets(dataDir, partial));
    files.unshift({ path: DATABASE_FILE, ...sha256File(dbCopy) });
    const manifest: Manifest = {
      format: SNAPSHOT_FORMAT,
      createdAt: new Date(now).toISOString(),
      rubricVersion: options.rubricVersion,
      schema: copy.schema,
      databaseCopy: 'vacuum-into',
      counts: {
        ...copy.counts,
        resumeFiles: files.filter((f) => f.path.startsWith('resumes/')).length,
        resumeFilesMissing: missing,
      },
      files,
    };
    writeFileSync(join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    verifySnapshot(partial, proven);
    renameSync(partial, target);
    return {
      path: target,
      manifest,
      linked,
      added,
      corruptedInPrevious,
      ms: Math.round(performance.now() - started),
    };
  } catch (err) {
    rmSync(partial, { recursive: true, force: true });
    throw err;
  }
}

/**
 * What makes a snapshot good: the manifest reads, every file matches its digest (but those in `proven`, the same
 * inodes as a snapshot verified before), and the database copy passes `PRAGMA integrity_check`.
 */
export function verifySnapshot(dir: string, proven: ReadonlySet<string> = new Set()): Manifest {
  const manifest = readManifest(dir);
  if (!manifest.files.some((f) => f.path === DATABASE_FILE))
    throw new SnapshotInvalidError(`the manifest of ${dir} lists no ${DATABASE_FILE}`);
  verifyFiles(dir, manifest, proven);
  const problems = integrityProblems(join(dir, DATABASE_FILE));
  if (problems.length > 0)
    throw new SnapshotInvalidError(
      `${DATABASE_FILE} in ${dir} fails PRAGMA integrity_check: ${problems.slice(0, 3).join('; ')}`,
    );
  return manifest;
}

/** `PRAGMA integrity_check` on a database file opened read-only; [] when it answers `ok`. */
export function integrityProblems(path: string): string[] {
  let db: BetterSqlite3.Database;
  try {
    db = new SqliteDatabase(path, { readonly: true, fileMustExist: true });
  } catch (err) {
    return [(err as Error).message];
  }
  try {
    const rows = db.pragma('integrity_check') as Array<{ integrity_check: string }>;
    return rows.map((r) => r.integrity_check).filter((r) => r !== 'ok');
  } catch (err) {
    return [(err as Error).message];
  } finally {
    db.close();
  }
}

interface CopyFacts {
  resumeFiles: string[];
  schema: Manifest['schema'];
  counts: Omit<SnapshotCounts, 'resumeFiles' | 'resumeFilesMissing'>;
}

/** Reads from the copy itself: the resume files it references are exactly the ones this snapshot needs. */
export function inspectCopy(path: string): CopyFacts {
  const db = new SqliteDatabase(path, { readonly: true, fileMustExist: true });
  try {
    const n = (table: string) => (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
    const resumeFiles = (
      db
        .prepare('SELECT DISTINCT file_path AS p FROM resume_documents WHERE file_path IS NOT NULL ORDER BY 1')
        .all() as Array<{ p: string }>
    )
      .map((r) => r.p)
      .filter((p) => /^resumes\/[0-9a-f]{2}\/[0-9a-f]{64}\.[a-z]+$/.test(p));
    return {
      resumeFiles,
      schema: schemaVersion(db),
      counts: {
        partners: n('partners'),
        tenants: n('tenants'),
        scoringJobs: n('scoring_jobs'),
        webhookDeliveries: n('webhook_deliveries'),
      },
    };
  } finally {
    db.close();
  }
}

/** drizzle records each applied migration's journal time (`created_at`); the journal names it. */
function schemaVersion(db: BetterSqlite3.Database): Manifest['schema'] {
  const rows = db.prepare('SELECT created_at AS at FROM __drizzle_migrations ORDER BY created_at').all() as Array<{
    at: number;
  }>;
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string; when: number }>;
  };
  const last = rows.at(-1)?.at;
  const tag = journal.entries.find((e) => e.when === Number(last))?.tag ?? `unknown (${String(last)})`;
  return { latestMigration: tag, migrations: rows.length };
}

function previousManifest(backupDir: string): { path: string; files: Map<string, ManifestFile> } | null {
  for (const entry of listSnapshots(backupDir)) {
    try {
      const manifest = readManifest(entry.path);
      return { path: entry.path, files: new Map(manifest.files.map((f) => [f.path, f])) };
    } catch {
      // An unreadable manifest: never link from that one.
    }
  }
  return null;
}

/** Hard link (content-addressed files never change in place); false where the file system refuses (EXDEV …). */
function tryLink(from: string, to: string): boolean {
  try {
    linkSync(from, to);
    return true;
  } catch {
    return false;
  }
}

function copySecrets(dataDir: string, partial: string): ManifestFile[] {
  const from = join(dataDir, SECRETS_DIR);
  if (!existsSync(from)) return [];
  const to = join(partial, SECRETS_DIR);
  mkdirSync(to, { mode: 0o700 });
  const files: ManifestFile[] = [];
  for (const name of readdirSync(from)) {
    if (!statSync(join(from, name)).isFile()) continue;
    copyFileSync(join(from, name), join(to, name));
    chmodSync(join(to, name), 0o600);
    files.push({ path: `${SECRETS_DIR}/${name}`, ...sha256File(join(to, name)) });
  }
  return files;
}

function removePartials(backupDir: string): void {
  for (const name of readdirSync(backupDir))
    if (name.startsWith(PARTIAL_PREFIX)) rmSync(join(backupDir, name), { recursive: true, force: true });
}
