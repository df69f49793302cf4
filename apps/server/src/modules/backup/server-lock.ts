import { closeSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { SqliteDatabase } from '@rubric/db';
import type BetterSqlite3 from 'better-sqlite3';

/**
 * Who is running on a DATA_DIR: the server holds `DATA_DIR/server.lock`, a small SQLite database opened in
 * exclusive locking mode with a write done, so SQLite holds an exclusive POSIX lock on it for as long as the
 * process lives. The kernel drops that lock when the process ends in any way, `kill -9` and a power cut included,
 * so a stale file never blocks anyone: a probe asks the lock itself, not a pid that may have been reused.
 */
export const SERVER_LOCK_FILE = 'server.lock';

export interface HeldLock {
  release(): void;
}

export class DataDirBusyError extends Error {
  override name = 'DataDirBusyError';
}

/** Takes the lock or throws DataDirBusyError (a server, or a restore, holds it). */
export function acquireDataDirLock(dataDir: string, holder: 'server' | 'restore'): HeldLock {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const path = join(dataDir, SERVER_LOCK_FILE);
  closeSync(openSync(path, 'a', 0o600)); // owner-only like everything under DATA_DIR, whatever the umask
  const db: BetterSqlite3.Database = new SqliteDatabase(path, { timeout: 0 });
  try {
    db.pragma('journal_mode = DELETE');
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('CREATE TABLE IF NOT EXISTS holder (what TEXT NOT NULL, pid INTEGER NOT NULL, since TEXT NOT NULL)');
    db.transaction(() => {
      db.exec('DELETE FROM holder');
      db.prepare('INSERT INTO holder VALUES (?, ?, ?)').run(holder, process.pid, new Date().toISOString());
    })();
  } catch (err) {
    db.close();
    if ((err as { code?: string }).code?.startsWith('SQLITE_BUSY'))
      throw new DataDirBusyError(
        `a Rubric server (or a restore) is running on ${dataDir}: it holds ${path}; stop it first`,
      );
    throw err;
  }
  return {
    release() {
      if (db.open) db.close();
    },
  };
}

/** True when a live process holds the DATA_DIR's lock (nothing is left held by the probe). */
export function dataDirInUse(dataDir: string): boolean {
  try {
    acquireDataDirLock(dataDir, 'restore').release();
    return false;
  } catch (err) {
    if (err instanceof DataDirBusyError) return true;
    throw err;
  }
}
