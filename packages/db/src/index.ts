import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type BetterSqlite3 from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as schema from './schema/index.js';
import { registerCacheEpoch } from './cache-epoch.js';
import { Database } from './sqlite-driver.js';
import { cachingPrepare } from './statement-cache.js';

export * as schema from './schema/index.js';
export type { Environment } from './schema/columns.js';
export { newId } from './ids.js';
export { connectionOf, prepared } from './prepared.js';
export { EpochCache, invalidateCaches } from './cache-epoch.js';
export { groupCommit } from './group-commit.js';
export { SQLITE_DRIVER, Database as SqliteDatabase } from './sqlite-driver.js';
export { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
export type { SQL } from 'drizzle-orm';
export type { Placeholder } from 'drizzle-orm';

/** Drizzle's handle over the schema, as drizzle types it (with drizzle's own `transaction`). */
type DrizzleDb = BetterSQLite3Database<typeof schema>;

/** How a transaction takes the write lock: `immediate` (the default here, see `withOwnTransactions`) or not. */
export interface TransactionConfig {
  behavior?: 'deferred' | 'immediate' | 'exclusive';
}

/**
 * The database handle. Its `transaction` is better-sqlite3's (see `withOwnTransactions`): the callback receives
 * this same handle — typed as what it is, so `tx.rollback()` (drizzle's transaction object, which is never
 * made here) does not compile; throw to roll back. A nested call is a savepoint. The callback is synchronous:
 * a transaction cannot stay open across an `await`, and one that returns a promise does not compile.
 */
export interface Db extends Omit<DrizzleDb, 'transaction'> {
  transaction<T>(run: (tx: Db) => NotPromise<T>, config?: TransactionConfig): T;
}

/** `T`, unless it is a promise (or any thenable): a synchronous write's result, checked at the type level. */
export type NotPromise<T> = T extends PromiseLike<unknown> ? never : T;

/** The handle a transaction callback receives: the database handle itself. */
export type Tx = Db;
/** What a service function that writes takes: the handle, inside a transaction or not. */
export type DbOrTx = Db;

export interface OpenDatabase {
  db: Db;
  sqlite: BetterSqlite3.Database;
  path: string;
  /** Database files that other users could read and that were made owner-only at this open. */
  tightened: string[];
  close(): void;
}

export const DATABASE_FILE = 'rubric.sqlite';
export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations', import.meta.url));

/**
 * Opens (creating if needed) the SQLite database under `dataDir` and applies pending migrations.
 * WAL lets the CLI work beside the running server; secure_delete overwrites freed pages so that
 * deleted personal data does not linger in the file.
 */
export function openDatabase(dataDir: string, options: { readonly?: boolean } = {}): OpenDatabase {
  const path = join(dataDir, DATABASE_FILE);
  const tightened = options.readonly ? [] : makeOwnerOnly(dataDir, path);
  const sqlite = new Database(path, { readonly: options.readonly ?? false });
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('secure_delete = ON');
  // drizzle's queries reuse compiled statements (see statement-cache.ts); `sqlite` itself stays plain.
  const drizzleDb = drizzle(cachingPrepare(sqlite), { schema });
  registerCacheEpoch(drizzleDb, sqlite);
  if (!options.readonly) migrate(drizzleDb, { migrationsFolder: MIGRATIONS_DIR });
  const db = withOwnTransactions(drizzleDb, sqlite, options.readonly ? 'deferred' : 'immediate');
  return {
    db,
    sqlite,
    path,
    tightened,
    close() {
      if (sqlite.open) sqlite.close();
    },
  };
}

/**
 * Every transaction on a writable connection is `BEGIN IMMEDIATE` unless it says otherwise. The server, bree's
 * worker threads and the CLI each hold a connection; a deferred transaction that reads and then writes fails at
 * once with SQLITE_BUSY (the busy timeout does not apply) when another connection committed in between, which
 * reached callers as a 500. IMMEDIATE takes the write lock at BEGIN, where the busy timeout does wait, and
 * nothing can change between a transaction's look and its write.
 *
 * The transaction runs on better-sqlite3's own transaction function, and the callback gets the database handle
 * itself: on one synchronous connection every statement between BEGIN and COMMIT is part of the transaction, so
 * a separate handle adds nothing, while drizzle's made a new query builder for every table on each transaction
 * and defeated the per-handle caches of prepared queries (`prepared.ts`). Nested calls become savepoints
 * (better-sqlite3 nests transaction functions that way); `tx.rollback()` is not available: throw instead.
 */
function withOwnTransactions(
  drizzleDb: DrizzleDb,
  sqlite: BetterSqlite3.Database,
  defaultBehavior: NonNullable<TransactionConfig['behavior']>,
): Db {
  // The same object, its `transaction` replaced: drizzle's query builders stay as they are.
  const db = drizzleDb as unknown as Db;
  db.transaction = <T>(run: (tx: Db) => NotPromise<T>, config?: TransactionConfig): T =>
    sqlite.transaction(() => run(db))[config?.behavior ?? defaultBehavior]() as T;
  return db;
}

/** The database file and the WAL files SQLite creates beside it (lazily, on the first write). */
export const databaseFiles = (path: string) => [path, `${path}-wal`, `${path}-shm`];

/**
 * The database holds resume text: owner-only, like the stored resume copies. A new DATA_DIR is made
 * 0700 and a new database file 0600 before SQLite opens it; SQLite creates `-wal` and `-shm` with the
 * database file's own mode, so they are 0600 too, whatever the umask. Files an older version left
 * readable by others are made 0600 here (returned, for the log); the directory itself is only
 * reported (`rubric doctor`, the start log), since it may be a mount point that others set up.
 */
function makeOwnerOnly(dataDir: string, path: string): string[] {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (!existsSync(path)) {
    closeSync(openSync(path, 'a', 0o600));
    chmodSync(path, 0o600); // open() applied the umask, which can only have removed bits: state the mode exactly
  }
  const tightened: string[] = [];
  for (const file of databaseFiles(path)) {
    try {
      if ((statSync(file).mode & 0o077) === 0) continue;
      chmodSync(file, 0o600);
      tightened.push(file);
    } catch {
      // Absent (-wal/-shm before the first write) or not ours to change: `rubric doctor` reports the latter.
    }
  }
  return tightened;
}

/** True when every committed migration has been applied (used by /readyz). */
export function migrationsApplied(sqlite: BetterSqlite3.Database): boolean {
  try {
    const row = sqlite.prepare('SELECT count(*) AS n FROM __drizzle_migrations').get() as { n: number };
    return row.n >= countMigrations();
  } catch {
    return false;
  }
}

let migrationCount: number | undefined;
function countMigrations(): number {
  if (migrationCount === undefined) {
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    migrationCount = journal.entries.length;
  }
  return migrationCount;
}
