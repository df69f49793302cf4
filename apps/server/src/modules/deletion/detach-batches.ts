import { and, count, eq, schema, type DbOrTx } from '@rubric/db';
import { batchCounters, refreshBatches } from '../batches/progress.js';

const { scoringBatches, batchItems } = schema;

interface RejectedEntry {
  applicationId?: unknown;
}

/**
 * Takes the application out of the job's batches as if it had never been accepted: its items (and its entry
 * among the rejected) go, totalJobs and the counters are recounted from what remains. A pending batch whose
 * remaining jobs have all ended completes now (batch.completed); a finished batch keeps its status, which was
 * already reported. A batch left with nothing is removed.
 */
export function detachFromBatches(tx: DbOrTx, now: number, jobRowId: string, applicationId: string): number {
  let changed = 0;
  for (const batch of tx.select().from(scoringBatches).where(eq(scoringBatches.jobId, jobRowId)).all()) {
    const removedItems = tx
      .delete(batchItems)
      .where(and(eq(batchItems.batchId, batch.id), eq(batchItems.applicationId, applicationId)))
      .run().changes;
    const rejected = Array.isArray(batch.rejected) ? (batch.rejected as RejectedEntry[]) : [];
    const keptRejected = rejected.filter((r) => r.applicationId !== applicationId);
    if (removedItems === 0 && keptRejected.length === rejected.length) continue;
    changed += removedItems + (rejected.length - keptRejected.length);
    const items = tx.select({ n: count() }).from(batchItems).where(eq(batchItems.batchId, batch.id)).get()?.n ?? 0;
    if (items === 0 && keptRejected.length === 0) {
      tx.delete(scoringBatches).where(eq(scoringBatches.id, batch.id)).run();
      continue;
    }
    tx.update(scoringBatches)
      .set({
        totalJobs: Math.max(0, batch.totalJobs - removedItems),
        ...batchCounters(tx, batch.id),
        rejected: keptRejected,
        updatedAt: now,
      })
      .where(eq(scoringBatches.id, batch.id))
      .run();
    if (batch.status === 'pending') refreshBatches(tx, now, { batchId: batch.id });
  }
  return changed;
}
