import type BetterSqlite3 from 'better-sqlite3';
/**
 * Per-database cache of prepared drizzle queries. Building a drizzle query costs more than running it
 * on SQLite; the request hot path (key lookup, tenant, current criteria) prepares its queries once.
 */
const caches = new WeakMap<object, Map<string, unknown>>();

export function prepared<T>(db: object, name: string, build: () => T): T {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let query = cache.get(name) as T | undefined;
  if (query === undefined) {
    query = build();
    cache.set(name, query);
  }
  return query;
}

/**
 * The better-sqlite3 connection under a drizzle handle (a transaction's handle is the database's itself, see
 * `writeLockFirst`), for the few hot statements that are cheaper written as SQL than through drizzle's query
 * builder (the audit trail's append). Statements prepared on it are plain better-sqlite3 statements.
 */
export function connectionOf(db: object): BetterSqlite3.Database {
  const client = (db as { $client?: BetterSqlite3.Database }).$client;
  if (!client) throw new TypeError('not a drizzle better-sqlite3 handle');
  return client;
}
