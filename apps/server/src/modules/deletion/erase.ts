import { and, count, eq, gt, inArray, isNotNull, schema, sql, type Db, type DbOrTx } from '@rubric/db';
import { resumeFileRemover } from '../../background/resume-files.js';
import { refreshBatches } from '../batches/progress.js';

const { jobs, scoringJobs, resumeDocuments, scoringBatches, batchItems, webhookEvents, idempotencyRecords, tenants } =
  schema;

/** Rows deleted per transaction for a whole tenant: the API never waits long for the write lock. */
const CHUNK = 200;

/**
 * A scoring job claimed this recently is being scored right now: erasing under it would let the runner write
 * its result and event back. Such a deletion waits for the next run; an older claim is a dead process's.
 */
export const CLAIM_FRESH_MS = 15 * 60_000;

export interface EraseHooks {
  /** Called after each committed step (tests stop a run there). */
  onStep?(step: string): void;
  /** True when the run should end early (the worker was asked to stop); the rest is done by the next run. */
  shouldStop?(): boolean;
}

export type EraseOutcome =
  { done: true; files: number; rows: number } | { done: false; reason: 'in_flight' | 'stopped' };

type Condition = ReturnType<typeof eq>;

function scoringInFlight(db: Db, which: Condition, now: number): boolean {
  return (
    db
      .select({ id: scoringJobs.id })
      .from(scoringJobs)
      .where(
        and(
          which,
          eq(scoringJobs.status, 'pending'),
          isNotNull(scoringJobs.claimedAt),
          gt(scoringJobs.claimedAt, now - CLAIM_FRESH_MS),
        ),
      )
      .limit(1)
      .get() !== undefined
  );
}

/**
 * Removes the stored files of the documents matching `docs` that no other document points at (files are
 * content-addressed, so two applications with the same resume share one). Files go before the rows: a run
 * cut short after this step leaves rows pointing at missing files, which the next run finishes; the other
 * order would leave files nothing points at any more.
 */
async function removeExclusiveFiles(db: Db, dataDir: string, docs: Condition): Promise<number> {
  const paths = db
    .selectDistinct({ path: resumeDocuments.filePath })
    .from(resumeDocuments)
    .where(and(docs, isNotNull(resumeDocuments.filePath)))
    .all();
  let removed = 0;
  for (const { path } of paths) {
    if (path === null) continue;
    const shared = db
      .select({ id: resumeDocuments.id })
      .from(resumeDocuments)
      .where(and(eq(resumeDocuments.filePath, path), sql`NOT (${docs})`))
      .limit(1)
      .get();
    if (shared) continue;
    (await resumeFileRemover())(dataDir, path);
    removed++;
  }
  return removed;
}

interface RejectedEntry {
  applicationId?: unknown;
}

/**
 * Takes the application out of the job's batches as if it had never been accepted: its items (and its entry
 * among the rejected) go, totalJobs and the counters are recounted from what remains. A pending batch whose
 * remaining jobs have all ended completes now (batch.completed); a finished batch keeps its status, which was
 * already reported. A batch left with nothing is removed.
 */
function detachFromBatches(tx: DbOrTx, now: number, jobRowId: string, applicationId: string): number {
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
    const statuses = tx
      .select({ status: scoringJobs.status })
      .from(batchItems)
      .innerJoin(scoringJobs, eq(scoringJobs.id, batchItems.scoringJobId))
      .where(eq(batchItems.batchId, batch.id))
      .all();
    const items = tx.select({ n: count() }).from(batchItems).where(eq(batchItems.batchId, batch.id)).get()?.n ?? 0;
    if (items === 0 && keptRejected.length === 0) {
      tx.delete(scoringBatches).where(eq(scoringBatches.id, batch.id)).run();
      continue;
    }
    tx.update(scoringBatches)
      .set({
        totalJobs: Math.max(0, batch.totalJobs - removedItems),
        completedJobs: statuses.filter((s) => s.status === 'completed').length,
        failedJobs: statuses.filter((s) => s.status === 'failed').length,
        rejected: keptRejected,
        updatedAt: now,
      })
      .where(eq(scoringBatches.id, batch.id))
      .run();
    if (batch.status === 'pending') refreshBatches(tx, now, { batchId: batch.id });
  }
  return changed;
}

export interface ApplicationWork {
  tenantId: string;
  jobExternalId: string;
  applicationId: string;
}

/** Scoring jobs and results, inputs, resume text and files, batch items and webhook events of one application. */
export async function eraseApplication(
  db: Db,
  dataDir: string,
  now: number,
  work: ApplicationWork,
  hooks: EraseHooks = {},
): Promise<EraseOutcome> {
  const job = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.tenantId, work.tenantId), eq(jobs.externalId, work.jobExternalId)))
    .get();
  const ofApplication = job
    ? and(
        eq(scoringJobs.tenantId, work.tenantId),
        eq(scoringJobs.jobId, job.id),
        eq(scoringJobs.applicationId, work.applicationId),
      )
    : undefined;
  if (ofApplication && scoringInFlight(db, ofApplication, now)) return { done: false, reason: 'in_flight' };
  const documentsOf = (tx: DbOrTx) =>
    ofApplication
      ? tx
          .select({ id: scoringJobs.id, doc: scoringJobs.resumeDocumentId })
          .from(scoringJobs)
          .where(ofApplication)
          .all()
      : [];
  const docIds = documentsOf(db).flatMap((r) => (r.doc === null ? [] : [r.doc]));
  const files = docIds.length > 0 ? await removeExclusiveFiles(db, dataDir, inArray(resumeDocuments.id, docIds)) : 0;
  hooks.onStep?.('files');
  const rows = db.transaction((tx) => {
    // Read again inside the transaction: a submission may have committed while the files were removed.
    const current = documentsOf(tx);
    const docs = [...new Set([...docIds, ...current.flatMap((r) => (r.doc === null ? [] : [r.doc]))])];
    let n = job ? detachFromBatches(tx, now, job.id, work.applicationId) : 0;
    if (current.length > 0)
      n += tx
        .delete(scoringJobs)
        .where(
          inArray(
            scoringJobs.id,
            current.map((r) => r.id),
          ),
        )
        .run().changes;
    if (docs.length > 0) n += tx.delete(resumeDocuments).where(inArray(resumeDocuments.id, docs)).run().changes;
    // Deliveries and their attempts go with their event (foreign keys cascade).
    n += tx
      .delete(webhookEvents)
      .where(
        and(
          eq(webhookEvents.tenantId, work.tenantId),
          eq(webhookEvents.jobExternalId, work.jobExternalId),
          eq(webhookEvents.applicationId, work.applicationId),
        ),
      )
      .run().changes;
    return n;
  });
  hooks.onStep?.('rows');
  return { done: true, files, rows };
}

/** Deletes `ids()` a chunk per transaction until none is left; false when asked to stop in between. */
function inChunks(
  db: Db,
  ids: (tx: DbOrTx) => string[],
  remove: (tx: DbOrTx, ids: string[]) => number,
  hooks: EraseHooks,
  step: string,
): { rows: number; stopped: boolean } {
  let rows = 0;
  for (;;) {
    if (hooks.shouldStop?.()) return { rows, stopped: true };
    const n = db.transaction((tx) => {
      const chunk = ids(tx);
      return chunk.length === 0 ? -1 : remove(tx, chunk);
    });
    if (n < 0) return { rows, stopped: false };
    rows += n;
    hooks.onStep?.(step);
  }
}

/**
 * Everything of the tenant: scoring (inputs, results, resume text and files), batches, webhook events and
 * their deliveries, idempotency records, then the tenant row, whose foreign keys take jobs, criteria and their
 * versions, question sets and the library with it. The next request with the same X-Tenant-Id starts afresh.
 */
export async function eraseTenant(
  db: Db,
  dataDir: string,
  now: number,
  work: { tenantId: string },
  hooks: EraseHooks = {},
): Promise<EraseOutcome> {
  const t = work.tenantId;
  if (scoringInFlight(db, eq(scoringJobs.tenantId, t), now)) return { done: false, reason: 'in_flight' };
  const files = await removeExclusiveFiles(db, dataDir, eq(resumeDocuments.tenantId, t));
  hooks.onStep?.('files');
  let rows = 0;
  const steps = [
    () =>
      inChunks(
        db,
        (tx) =>
          tx
            .select({ id: scoringJobs.id })
            .from(scoringJobs)
            .where(eq(scoringJobs.tenantId, t))
            .limit(CHUNK)
            .all()
            .map((r) => r.id),
        (tx, ids) => tx.delete(scoringJobs).where(inArray(scoringJobs.id, ids)).run().changes,
        hooks,
        'scoring_jobs',
      ),
    () =>
      inChunks(
        db,
        (tx) =>
          tx
            .select({ id: resumeDocuments.id })
            .from(resumeDocuments)
            .where(eq(resumeDocuments.tenantId, t))
            .limit(CHUNK)
            .all()
            .map((r) => r.id),
        (tx, ids) => tx.delete(resumeDocuments).where(inArray(resumeDocuments.id, ids)).run().changes,
        hooks,
        'resume_documents',
      ),
    // Events name the tenant by id without a foreign key (the outbox outlives nothing else): delete them by hand.
    () =>
      inChunks(
        db,
        (tx) =>
          tx
            .select({ id: webhookEvents.id })
            .from(webhookEvents)
            .where(eq(webhookEvents.tenantId, t))
            .limit(CHUNK)
            .all()
            .map((r) => r.id),
        (tx, ids) => tx.delete(webhookEvents).where(inArray(webhookEvents.id, ids)).run().changes,
        hooks,
        'webhook_events',
      ),
  ];
  for (const step of steps) {
    const r = step();
    rows += r.rows;
    if (r.stopped) return { done: false, reason: 'stopped' };
  }
  rows += db.transaction((tx) => {
    const n = tx.delete(idempotencyRecords).where(eq(idempotencyRecords.tenantId, t)).run().changes;
    return n + tx.delete(tenants).where(eq(tenants.id, t)).run().changes;
  });
  hooks.onStep?.('tenant');
  return { done: true, files, rows };
}
