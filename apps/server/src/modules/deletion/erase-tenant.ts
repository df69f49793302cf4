import { eq, inArray, invalidateCaches, schema, type Db, type DbOrTx } from '@rubric/db';
import {
  refuseInFlight,
  removeExclusiveFiles,
  scoringInFlight,
  ScoringInFlight,
  type EraseHooks,
  type EraseOutcome,
} from './erase.js';

const { scoringJobs, resumeDocuments, webhookEvents, idempotencyRecords, tenants } = schema;

/** Rows deleted per transaction for a whole tenant: the API never waits long for the write lock. */
const CHUNK = 200;

/** Deletes `ids()` a chunk per transaction until none is left; false when asked to stop in between. */
function inChunks(
  db: Db,
  ids: (tx: DbOrTx) => string[],
  remove: (tx: DbOrTx, ids: string[]) => number,
  hooks: EraseHooks,
  step: string,
  guard: (tx: DbOrTx) => void = () => undefined,
): { rows: number; stopped: boolean } {
  let rows = 0;
  for (;;) {
    if (hooks.shouldStop?.()) return { rows, stopped: true };
    const n = db.transaction((tx) => {
      guard(tx);
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
  const ofTenant = eq(scoringJobs.tenantId, t);
  if (scoringInFlight(db, ofTenant, now)) return { done: false, reason: 'in_flight' };
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
        (tx) => refuseInFlight(tx, ofTenant, now),
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
  try {
    for (const step of steps) {
      const r = step();
      rows += r.rows;
      if (r.stopped) return { done: false, reason: 'stopped' };
    }
    // A submission may have arrived meanwhile: its jobs go with the tenant row (cascade), unless one is being scored.
    rows += db.transaction((tx) => {
      refuseInFlight(tx, ofTenant, now);
      const n = tx.delete(idempotencyRecords).where(eq(idempotencyRecords.tenantId, t)).run().changes;
      return n + tx.delete(tenants).where(eq(tenants.id, t)).run().changes;
    });
  } catch (err) {
    if (err instanceof ScoringInFlight) return { done: false, reason: 'in_flight' };
    throw err;
  }
  // The tenant row is gone: a cached resolution of it (tenants/service.ts) must not outlive it in this process.
  invalidateCaches(db);
  hooks.onStep?.('tenant');
  return { done: true, files, rows };
}
