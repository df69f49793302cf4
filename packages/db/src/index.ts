import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as schema from './schema/index.js';

export * as schema from './schema/index.js';
export type { Environment } from './schema/columns.js';
export { newId } from './ids.js';
export { prepared } from './prepared.js';
export { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';

export type Db = BetterSQLite3Database<typeof schema>;
/** A drizzle transaction handle; every service function that writes takes either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface OpenDatabase {
  db: Db;
  sqlite: Database.Database;
  path: string;
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
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, DATABASE_FILE);
  const sqlite = new Database(path, { readonly: options.readonly ?? false });
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('secure_delete = ON');
  const db = drizzle(sqlite, { schema });
  if (!options.readonly) migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db,
    sqlite,
    path,
    close() {
      if (sqlite.open) sqlite.close();
    },
  };
}

/** True when every committed migration has been applied (used by /readyz). */
export function migrationsApplied(sqlite: Database.Database): boolean {
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
