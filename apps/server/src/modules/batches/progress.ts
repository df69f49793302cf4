import { and, eq, inArray, schema, type DbOrTx } from '@rubric/db';
import { iso } from '../../lib/clock.js';
import { enqueueEvent, eventScopeOf } from '../webhooks/outbox.js';

const { batchItems, scoringBatches, scoringJobs, jobs } = schema;

/**
 * The counters of a batch, counted from its jobs' statuses: the one place they are computed (progress here,
 * and a deletion that takes an application out of its batches).
 */
export function batchCounters(tx: DbOrTx, batchId: string): { completedJobs: number; failedJobs: number } {
  const statuses = tx
    .select({ status: scoringJobs.status })
    .from(batchItems)
    .innerJoin(scoringJobs, eq(scoringJobs.id, batchItems.scoringJobId))
    .where(eq(batchItems.batchId, batchId))
    .all();
  let completedJobs = 0;
  let failedJobs = 0;
  for (const { status } of statuses) {
    if (status === 'completed') completedJobs++;
    else if (status === 'failed') failedJobs++;
  }
  return { completedJobs, failedJobs };
}

/**
 * Recomputes the counters of every pending batch that holds `scoringJobIds` (or of `batchId`); a batch whose
 * jobs have all ended becomes completed/failed and emits batch.completed, in the caller's transaction.
 */
export function refreshBatches(tx: DbOrTx, now: number, sel: { scoringJobIds?: string[]; batchId?: string }): void {
  const batchIds = sel.batchId
    ? [sel.batchId]
    : [
        ...new Set(
          tx
            .select({ id: batchItems.batchId })
            .from(batchItems)
            .where(inArray(batchItems.scoringJobId, sel.scoringJobIds ?? []))
            .all()
            .map((r) => r.id),
        ),
      ];
  for (const batchId of batchIds) {
    const batch = tx
      .select()
      .from(scoringBatches)
      .where(and(eq(scoringBatches.id, batchId), eq(scoringBatches.status, 'pending')))
      .get();
    if (!batch) continue;
    const { completedJobs, failedJobs } = batchCounters(tx, batchId);
    const done = completedJobs + failedJobs === batch.totalJobs;
    const status = !done ? 'pending' : failedJobs > 0 ? 'failed' : 'completed';
    tx.update(scoringBatches)
      .set({ completedJobs, failedJobs, status, updatedAt: now, completedAt: done ? now : null })
      .where(eq(scoringBatches.id, batchId))
      .run();
    if (status === 'pending') continue;
    const scope = eventScopeOf(tx, batch.tenantId);
    const job = tx.select({ externalId: jobs.externalId }).from(jobs).where(eq(jobs.id, batch.jobId)).get();
    enqueueEvent(
      tx,
      scope,
      {
        event: 'batch.completed',
        tenantId: scope.tenantExternalId,
        batchId,
        jobId: job?.externalId ?? '',
        totalJobs: batch.totalJobs,
        completedJobs,
        failedJobs,
        status,
        completedAt: iso(now),
      },
      now,
      { jobExternalId: job?.externalId },
    );
  }
}
