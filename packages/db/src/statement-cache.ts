import type BetterSqlite3 from 'better-sqlite3';

/** Distinct SQL texts kept prepared per connection; the app has a few hundred, dynamic `IN (…)` lists add more. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * The connection as drizzle sees it, with `prepare` answered from a per-connection LRU of statements.
 * drizzle prepares every query it runs (`db.select()…get()` compiles its SQL on SQLite each time, tens of
 * µs), so the same text is prepared again on every request; SQLite statements are reusable, so the cache
 * hands back the one already compiled. drizzle switches a statement to raw (array) rows for typed
 * selects and expects object rows otherwise, so a statement taken from the cache is reset to object rows
 * first. Only drizzle goes through this wrapper: direct `sqlite.prepare` callers get fresh statements.
 */
export function cachingPrepare(sqlite: BetterSqlite3.Database, max = STATEMENT_CACHE_SIZE): BetterSqlite3.Database {
  const cache = new Map<string, BetterSqlite3.Statement>();
  const prepare = (source: string): BetterSqlite3.Statement => {
    const hit = cache.get(source);
    if (hit) {
      cache.delete(source); // most recently used goes last
      cache.set(source, hit);
      if (hit.reader) hit.raw(false);
      return hit;
    }
    const statement = sqlite.prepare(source);
    cache.set(source, statement);
    if (cache.size > max) cache.delete(cache.keys().next().value as string);
    return statement;
  };
  return new Proxy(sqlite, {
    get(target, property) {
      if (property === 'prepare') return prepare;
      const value: unknown = Reflect.get(target, property, target);
      // Native methods must be called on the real object, not on the proxy.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
