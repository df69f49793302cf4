import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EpochCache, invalidateCaches, openDatabase, sql, type OpenDatabase } from '../src/index.js';
import { cachingPrepare } from '../src/statement-cache.js';

describe('caches over one database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rubric-caches-'));
  let server: OpenDatabase;
  let worker: OpenDatabase;

  beforeAll(() => {
    server = openDatabase(dataDir);
    worker = openDatabase(dataDir); // a bree worker thread or the CLI: its own connection
    server.sqlite.exec('CREATE TABLE t (n INTEGER NOT NULL)');
    server.sqlite.exec('INSERT INTO t (n) VALUES (1), (2)');
  });
  afterAll(() => {
    server.close();
    worker.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The next turn of the event loop: the epoch reads data_version at most once per turn. */
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

  it('drizzle reuses a statement for the same SQL, as object rows or raw rows as each query needs', () => {
    const prepared: string[] = [];
    const client = cachingPrepare(
      new Proxy(server.sqlite, {
        get(target, p) {
          if (p === 'prepare')
            return (s: string) => {
              prepared.push(s);
              return target.prepare(s);
            };
          const v: unknown = Reflect.get(target, p, target);
          return typeof v === 'function' ? (v as () => unknown).bind(target) : v;
        },
      }),
      2,
    );
    const a = client.prepare('SELECT n FROM t ORDER BY n');
    expect(a.raw().all()).toEqual([[1], [2]]);
    const again = client.prepare('SELECT n FROM t ORDER BY n');
    expect(again).toBe(a);
    expect(again.all()).toEqual([{ n: 1 }, { n: 2 }]); // reset from raw to object rows
    expect(prepared).toHaveLength(1);
    client.prepare('SELECT 1');
    client.prepare('SELECT 2'); // over the bound of 2: the least recently used text is dropped
    expect(client.prepare('SELECT n FROM t ORDER BY n')).not.toBe(a);
    expect(prepared).toEqual(['SELECT n FROM t ORDER BY n', 'SELECT 1', 'SELECT 2', 'SELECT n FROM t ORDER BY n']);
  });

  it('drizzle queries through the cached statements answer both shapes', () => {
    expect(server.db.all(sql`SELECT n FROM t ORDER BY n`)).toEqual([{ n: 1 }, { n: 2 }]);
    expect(server.db.values(sql`SELECT n FROM t ORDER BY n`)).toEqual([[1], [2]]);
    expect(server.db.all(sql`SELECT n FROM t ORDER BY n`)).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('an epoch cache empties when another connection commits, and when this process says so', async () => {
    const cache = new EpochCache<string, number>(server.db, 10);
    cache.set('a', 1);
    await nextTurn();
    expect(cache.get('a')).toBe(1);
    worker.sqlite.prepare('INSERT INTO t (n) VALUES (3)').run();
    await nextTurn();
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 2);
    server.sqlite.prepare('INSERT INTO t (n) VALUES (4)').run(); // this connection: not seen…
    await nextTurn();
    expect(cache.get('a')).toBe(2);
    invalidateCaches(server.db); // …unless the writer says so
    expect(cache.get('a')).toBeUndefined();
  });

  it('an epoch cache keeps at most `max` entries and honours its time bound', () => {
    let now = 0;
    const cache = new EpochCache<string, number>(server.db, 2, { ttlMs: 100, now: () => now });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    now = 99;
    expect(cache.get('b')).toBe(2);
    now = 100;
    expect(cache.get('b')).toBeUndefined();
  });
});
