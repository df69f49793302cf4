import type { Db, NotPromise } from './index.js';

interface Pending {
  write: () => unknown;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/**
 * Group commit: the writes asked for in one turn of the event loop run in one transaction, each in its own
 * savepoint, and are committed together. A commit costs about as much as the writes it follows (it appends
 * every changed page to the WAL, and submissions to the same job change the same index pages), so under load N
 * concurrent submissions pay for one commit instead of N. A write that throws rolls back its own savepoint
 * and rejects alone; the others still commit. A failed commit (the write lock held by another connection past
 * the busy timeout) rejects every write of the group, and none of them is in the database. Each promise
 * settles after the commit, so nothing is answered before it is durable. Alone, a write waits one turn of the
 * event loop (`setImmediate`) and commits by itself. A write is synchronous: one that returns a promise would
 * run past its savepoint and the commit, so it does not compile (`NotPromise`).
 */
export function groupCommit(db: Db): <T>(write: () => NotPromise<T>) => Promise<T> {
  let pending: Pending[] = [];

  function flush(): void {
    const group = pending;
    pending = [];
    let outcomes: Outcome[];
    try {
      outcomes = db.transaction(() =>
        group.map((item): Outcome => {
          try {
            // Nested in the group's transaction: a savepoint.
            return { ok: true, value: db.transaction(item.write) };
          } catch (error) {
            return { ok: false, error };
          }
        }),
      );
    } catch (error) {
      for (const item of group) item.reject(error);
      return;
    }
    group.forEach((item, i) => {
      const outcome = outcomes[i];
      if (outcome?.ok) item.resolve(outcome.value);
      else item.reject(outcome?.error);
    });
  }

  return <T>(write: () => NotPromise<T>) =>
    new Promise<T>((resolve, reject) => {
      if (pending.push({ write, resolve: resolve as (value: unknown) => void, reject }) === 1) setImmediate(flush);
    });
}
