import { desc, eq, gte, lt, lte, schema, sql, type Db } from '@rubric/db';
import { appendAuditEvent } from './append.js';
import { SYSTEM_ACTORS } from './catalogue.js';

const { auditEvents, auditRetentionGuard } = schema;

export interface AuditCut {
  removed: number;
  /** The checkpoint written (null when nothing was old enough to remove). */
  checkpointSeq: number | null;
}

/**
 * Removes the events older than `cutoff` — always a prefix of the trail — in one transaction: first an
 * `audit.checkpoint` is appended recording the last removed seq and its hash (so that the chain verifies from
 * the new first row), then the guard is set to that seq, the prefix deleted (the DELETE trigger lets through
 * only rows at or below the guard that are the first row left), and the guard cleared. Everything commits
 * together or not at all; outside this transaction the guard is always empty.
 *
 * The cut stops before the first event at or after the cutoff even if later events are older (clocks of two
 * processes may disagree by a little): rows leave in seq order only.
 */
export function cutAuditPrefix(db: Db, cutoff: number, now: number): AuditCut {
  return db.transaction((tx) => {
    const firstKept = tx
      .select({ seq: auditEvents.seq })
      .from(auditEvents)
      .where(gte(auditEvents.at, cutoff))
      .orderBy(auditEvents.seq)
      .limit(1)
      .get();
    const last = tx
      .select({ seq: auditEvents.seq, hash: auditEvents.hash })
      .from(auditEvents)
      .where(firstKept ? lt(auditEvents.seq, firstKept.seq) : undefined)
      .orderBy(desc(auditEvents.seq))
      .limit(1)
      .get();
    if (!last) return { removed: 0, checkpointSeq: null };
    const removed =
      tx
        .select({ n: sql<number>`count(*)` })
        .from(auditEvents)
        .where(lte(auditEvents.seq, last.seq))
        .get()?.n ?? 0;
    const checkpoint = appendAuditEvent(tx, {
      type: 'audit.checkpoint',
      actor: SYSTEM_ACTORS.retention,
      at: now,
      scope: null,
      data: {
        lastRemovedSeq: last.seq,
        lastRemovedHash: last.hash,
        removedCount: removed,
        cutoffAt: new Date(cutoff).toISOString(),
      },
    });
    tx.update(auditRetentionGuard).set({ cutThrough: last.seq }).where(eq(auditRetentionGuard.id, 1)).run();
    tx.delete(auditEvents).where(lte(auditEvents.seq, last.seq)).run();
    tx.update(auditRetentionGuard).set({ cutThrough: null }).where(eq(auditRetentionGuard.id, 1)).run();
    return { removed, checkpointSeq: checkpoint.seq };
  });
}
