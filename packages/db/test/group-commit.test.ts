import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { groupCommit, openDatabase, sql, type Db, type OpenDatabase } from '../src/index.js';

describe('groupCommit', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rubric-group-commit-'));
  let server: OpenDatabase;
  let other: OpenDatabase;
  /** Transactions begun on the server connection (outer ones, not savepoints). */
  let begun = 0;
  let commit: ReturnType<typeof groupCommit>;
  const rows = () => server.sqlite.prepare('SELECT n FROM t ORDER BY n').pluck().all() as number[];
  const insert = (n: number) => server.sqlite.prepare('INSERT INTO t (n) VALUES (?)').run(n);

  beforeAll(() => {
    server = openDatabase(dataDir);
    other = openDatabase(dataDir); // a bree worker thread or the CLI: its own connection
    server.sqlite.exec('CREATE TABLE t (n INTEGER NOT NULL UNIQUE)');
    const counting = {
      transaction: (run: () => unknown) => {
        if (!server.sqlite.inTransaction) begun++;
        return server.db.transaction(run);
      },
    } as unknown as Db;
    commit = groupCommit(counting);
  });
  beforeEach(() => {
    server.sqlite.exec('DELETE FROM t');
    begun = 0;
  });
  afterAll(() => {
    server.close();
    other.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('commits the writes asked for in one turn in one transaction, each answered with its own result', async () => {
    const results = await Promise.all([1, 2, 3].map((n) => commit(() => insert(n).lastInsertRowid)));
    expect(results).toHaveLength(3);
    expect(new Set(results).size).toBe(3);
    expect(rows()).toEqual([1, 2, 3]);
    expect(begun).toBe(1);
  });

  it('refuses, at the type level, a write that returns a promise, and a transaction handle’s rollback', async () => {
    // A promise-returning write would run past its savepoint and the commit: it does not compile.
    // @ts-expect-error — NotPromise: the write must be synchronous
    const refused = () => commit(async () => insert(9));
    // The callback's handle is the database handle: drizzle's `rollback` is not on it (throw to roll back).
    // @ts-expect-error — no rollback on the handle a transaction callback receives
    const noRollback = () => server.db.transaction((tx) => tx.rollback());
    expect([typeof refused, typeof noRollback]).toEqual(['function', 'function']);
    // And the handle is the one the transaction runs on: what it writes is part of the transaction.
    expect(() =>
      server.db.transaction((tx) => {
        tx.run(sql`INSERT INTO t (n) VALUES (7)`);
        throw new Error('roll back');
      }),
    ).toThrow('roll back');
    expect(rows()).toEqual([]);
    expect(await commit(() => 1)).toBe(1);
  });

  it('commits writes of later turns in transactions of their own', async () => {
    await commit(() => insert(1));
    await commit(() => insert(2));
    expect(rows()).toEqual([1, 2]);
    expect(begun).toBe(2);
  });

  it('a write that throws rejects alone and leaves nothing behind; the others of its group commit', async () => {
    const outcomes = await Promise.allSettled([
      commit(() => insert(1)),
      commit(() => {
        insert(2);
        insert(1); // UNIQUE: throws after a first row was written
      }),
      commit(() => insert(3)),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason).toMatchObject({ code: 'SQLITE_CONSTRAINT_UNIQUE' });
    expect(rows()).toEqual([1, 3]);
    expect(begun).toBe(1);
  });

  it('a group that cannot take the write lock rejects every write, and none is in the database', async () => {
    server.sqlite.pragma('busy_timeout = 0'); // fail at once instead of waiting 5 s
    other.sqlite.exec('BEGIN IMMEDIATE');
    try {
      const outcomes = await Promise.allSettled([commit(() => insert(1)), commit(() => insert(2))]);
      expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
      expect((outcomes[0] as PromiseRejectedResult).reason).toMatchObject({ code: 'SQLITE_BUSY' });
    } finally {
      other.sqlite.exec('ROLLBACK');
      server.sqlite.pragma('busy_timeout = 5000');
    }
    expect(rows()).toEqual([]);
    await commit(() => insert(4)); // the next group commits as usual
    expect(rows()).toEqual([4]);
  });
});
