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
