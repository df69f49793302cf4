import { sql, type Db } from '@rubric/db';

export interface CheckpointResult {
  /** True when readers or a writer kept the checkpoint from finishing: the WAL may still hold old pages. */
  busy: boolean;
  /** Frames in the WAL before it was truncated (-1 when the database is not in WAL mode). */
  frames: number;
}

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Copies every WAL frame into the database file and truncates the WAL to zero bytes. Deleted rows live on in
 * old WAL frames until then (secure_delete zeroes the pages it frees, but not earlier copies of them in the WAL).
 * The connection's busy timeout already waits for readers; a few more tries ride out a burst of writes.
 */
export function checkpointWal(db: Db, tries = 3): CheckpointResult {
  for (let attempt = 1; ; attempt++) {
    const [row] = db.all<{ busy: number; log: number; checkpointed: number }>(sql`PRAGMA wal_checkpoint(TRUNCATE)`);
    const result = { busy: (row?.busy ?? 0) !== 0, frames: row?.log ?? -1 };
    if (!result.busy || attempt >= tries) return result;
    pause(100 * attempt);
  }
}

/** SQLite's own maintenance: refreshes the query planner's statistics where they are stale. */
export function optimizeDatabase(db: Db): void {
  db.run(sql`PRAGMA optimize`);
}
