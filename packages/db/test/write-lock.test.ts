import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../src/index.js';

/** The error a statement threw, with its SQLite code (better-sqlite3's SqliteError). */
function thrown(run: () => unknown): { code?: string } {
  try {
    run();
  } catch (err) {
    return err as { code?: string };
  }
  throw new Error('expected the statement to throw');
}

describe('transactions on a writable connection', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rubric-write-lock-'));
  let server: OpenDatabase;
  let worker: OpenDatabase;
  const count = (db: OpenDatabase) => (db.sqlite.prepare('SELECT count(*) AS n FROM t').get() as { n: number }).n;
  const insert = (db: OpenDatabase) => db.sqlite.prepare('INSERT INTO t (n) VALUES (1)').run();

  beforeAll(() => {
    server = openDatabase(dataDir);
    worker = openDatabase(dataDir); // a bree worker thread or the CLI: its own connection
    worker.sqlite.pragma('busy_timeout = 0'); // fail at once instead of waiting 5 s
    server.sqlite.exec('CREATE TABLE t (n INTEGER NOT NULL)');
  });
  afterAll(() => {
    server.close();
    worker.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('take the write lock at BEGIN: another connection cannot commit between the look and the write', () => {
    server.db.transaction(() => {
      const seen = count(server);
      expect(thrown(() => insert(worker)).code).toBe('SQLITE_BUSY');
      insert(server);
      expect(count(server)).toBe(seen + 1);
    });
    expect(count(worker)).toBe(1);
  });

  it('a deferred one (asked for explicitly) shows what that prevents: its write fails, whatever the busy timeout', () => {
    const before = count(server);
    const err = thrown(() =>
      server.db.transaction(
        () => {
          count(server); // the read snapshot is taken here
          insert(worker); // another connection commits
          insert(server); // cannot upgrade a stale snapshot: SQLITE_BUSY_SNAPSHOT, the busy timeout does not apply
        },
        { behavior: 'deferred' },
      ),
    );
    expect(err.code).toBe('SQLITE_BUSY_SNAPSHOT');
    expect(count(server)).toBe(before + 1); // the worker's row only
  });

  it('the callback gets the handle itself; an error rolls back, a nested transaction is a savepoint', () => {
    const before = count(server);
    server.db.transaction((tx) => {
      expect(tx).toBe(server.db); // prepared queries cached per handle serve inside transactions too
      insert(server);
      expect(() =>
        tx.transaction(() => {
          insert(server);
          throw new Error('inner');
        }),
      ).toThrow('inner');
      expect(count(server)).toBe(before + 1); // the inner insert was rolled back to its savepoint
    });
    expect(count(worker)).toBe(before + 1);
    expect(() =>
      server.db.transaction(() => {
        insert(server);
        throw new Error('outer');
      }),
    ).toThrow('outer');
    expect(count(worker)).toBe(before + 1);
  });
});
