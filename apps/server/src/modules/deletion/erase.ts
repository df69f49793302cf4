import { and, eq, gt, inArray, isNotNull, schema, sql, type Db, type DbOrTx } from '@rubric/db';
import { removeResumeFile } from '@rubric/resume/storage';
import { eraseApplicationDemographics } from '../demographics/service.js';
import { detachFromBatches } from './detach-batches.js';

const { jobs, scoringJobs, resumeDocuments, webhookEvents } = schema;

/**
 * A scoring job claimed this recently is being scored right now: erasing under it would let the runner write
 * its result and event back. Such a deletion waits for the next run; an older claim is a dead process's.
 */
const CLAIM_FRESH_MS = 15 * 60_000;

export interface EraseHooks {
  /** Called after each committed step (tests stop a run there). */
  onStep?(step: string): void;
  /** True when the run should end early (the worker was asked to stop); the rest is done by the next run. */
  shouldStop?(): boolean;
}

export type EraseOutcome =
  { done: true; files: number; rows: number } | { done: false; reason: 'in_flight' | 'stopped' };

type Condition = ReturnType<typeof eq>;

export function scoringInFlight(db: DbOrTx, which: Condition, now: number): boolean {
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

/** Thrown inside a write transaction that found a fresh claim: the transaction rolls back, the request waits. */
export class ScoringInFlight extends Error {}

/**
 * Checked again inside each deleting transaction, which takes the write lock at BEGIN (every transaction is
 * IMMEDIATE, see `openDatabase`): a runner cannot claim a job between this check and the delete.
 */
export function refuseInFlight(tx: DbOrTx, which: Condition, now: number): void {
  if (scoringInFlight(tx, which, now)) throw new ScoringInFlight('a scoring job of the target is being scored');
}

/**
 * Removes the stored files of the documents matching `docs` that no other document points at (files are
 * content-addressed, so two applications with the same resume share one). Files go before the rows: a run
 * cut short after this step leaves rows pointing at missing files, which the next run finishes; the other
 * order would leave files nothing points at any more.
 */
export async function removeExclusiveFiles(db: Db, dataDir: string, docs: Condition): Promise<number> {
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
    removeResumeFile(dataDir, path);
    removed++;
  }
  return removed;
}

const applicationJobs = (tx: DbOrTx, ofApplication: Condition) =>
  tx.select({ id: scoringJobs.id, doc: scoringJobs.resumeDocumentId }).from(scoringJobs).where(ofApplication).all();

interface ApplicationWork {
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
  const docIds = (ofApplication ? applicationJobs(db, ofApplication) : []).flatMap((r) =>
    r.doc === null ? [] : [r.doc],
  );
  const files = docIds.length > 0 ? await removeExclusiveFiles(db, dataDir, inArray(resumeDocuments.id, docIds)) : 0;
  hooks.onStep?.('files');
  let rows: number;
  try {
    rows = db.transaction((tx) => deleteApplicationRows(tx, now, work, job?.id, ofApplication, docIds));
  } catch (err) {
    if (err instanceof ScoringInFlight) return { done: false, reason: 'in_flight' };
    throw err;
  }
  hooks.onStep?.('rows');
  return { done: true, files, rows };
}

/** The rows of one application, in one IMMEDIATE transaction that first makes sure nothing is being scored. */
function deleteApplicationRows(
  tx: DbOrTx,
  now: number,
  work: ApplicationWork,
  jobRowId: string | undefined,
  ofApplication: Condition | undefined,
  docIds: string[],
): number {
  if (ofApplication) refuseInFlight(tx, ofApplication, now);
  // Read again inside the transaction: a submission may have committed while the files were removed.
  const current = ofApplication ? applicationJobs(tx, ofApplication) : [];
  const docs = [...new Set([...docIds, ...current.flatMap((r) => (r.doc === null ? [] : [r.doc]))])];
  let n = jobRowId ? detachFromBatches(tx, now, jobRowId, work.applicationId) : 0;
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
  n += eraseApplicationDemographics(tx, work);
  return n;
}
