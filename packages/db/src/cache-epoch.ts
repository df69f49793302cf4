import type BetterSqlite3 from 'better-sqlite3';

/**
 * When in-memory copies of rows (API keys, tenants, criteria versions) must be dropped. The epoch moves on
 * when another connection has committed (SQLite's `PRAGMA data_version`: the CLI, bree's worker threads,
 * another process on the same file) or when code in this process that changed such rows says so
 * (`invalidateCaches`). A cache keeps the epoch it was filled in and starts empty when it differs.
 *
 * `data_version` is read at most once per turn of the event loop: it costs about one small query (a
 * shared-memory read lock), and a commit elsewhere within the same turn is the same race the query itself
 * would have had.
 */
export class CacheEpoch {
  #epoch = 0;
  #seen: number | undefined;
  #checked = false;
  readonly #dataVersion: BetterSqlite3.Statement;

  constructor(sqlite: BetterSqlite3.Database) {
    this.#dataVersion = sqlite.prepare('PRAGMA data_version').pluck();
  }

  current(): number {
    if (!this.#checked) {
      this.#checked = true;
      setImmediate(() => {
        this.#checked = false;
      }).unref();
      const version = this.#dataVersion.get() as number;
      if (version !== this.#seen) {
        if (this.#seen !== undefined) this.#epoch++;
        this.#seen = version;
      }
    }
    return this.#epoch;
  }

  /** This process changed rows that caches may hold (a revoked key, an erased tenant). */
  invalidate(): void {
    this.#epoch++;
  }
}

const epochs = new WeakMap<object, CacheEpoch>();

export function registerCacheEpoch(db: object, sqlite: BetterSqlite3.Database): void {
  epochs.set(db, new CacheEpoch(sqlite));
}

function epochOf(db: object): CacheEpoch {
  const epoch = epochs.get(db);
  if (!epoch) throw new Error('cache epoch: this database was not opened with openDatabase');
  return epoch;
}

/** Drops every in-memory copy of rows for this database: call after changing keys, partners or tenants. */
export function invalidateCaches(db: object): void {
  epochOf(db).invalidate();
}

/**
 * A bounded map whose entries live as long as the database's cache epoch (and at most `ttlMs` when
 * given): `get` answers undefined once another connection committed or `invalidateCaches(db)` ran.
 * At `max` entries the oldest is dropped.
 */
export class EpochCache<K, V> {
  readonly #map = new Map<K, { value: V; at: number }>();
  #epoch = -1;

  constructor(
    readonly db: object,
    readonly max: number,
    readonly options: { ttlMs?: number; now?: () => number } = {},
  ) {}

  #fresh(): void {
    const epoch = epochOf(this.db).current();
    if (epoch !== this.#epoch) {
      this.#map.clear();
      this.#epoch = epoch;
    }
  }

  get(key: K): V | undefined {
    this.#fresh();
    const entry = this.#map.get(key);
    if (!entry) return undefined;
    const { ttlMs, now } = this.options;
    if (ttlMs !== undefined && now && now() - entry.at >= ttlMs) {
      this.#map.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: K, value: V): void {
    this.#fresh();
    this.#map.delete(key);
    this.#map.set(key, { value, at: this.options.now?.() ?? 0 });
    if (this.#map.size > this.max) this.#map.delete(this.#map.keys().next().value as K);
  }

  delete(key: K): void {
    this.#map.delete(key);
  }

  get size(): number {
    return this.#map.size;
  }
}
