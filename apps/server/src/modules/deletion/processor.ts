import type { Db, DbOrTx } from '@rubric/db';
import { appendAuditEvent, SYSTEM_ACTORS } from '../audit/index.js';
import { checkpointWal } from '../../background/sqlite-maintenance.js';
import { eraseApplication, type EraseHooks, type EraseOutcome } from './erase.js';
import { eraseTenant } from './erase-tenant.js';
import * as q from './queries.js';

/** Requests handled per run; the rest wait for the next run, a few seconds later. */
const DELETION_RUN_LIMIT = 50;
const RETRY_BASE_MS = 5_000;
const RETRY_MAX_MS = 60 * 60_000;

/** A failed request is retried after 5 s, 10 s, 20 s… at most an hour apart: the data must go, so it never gives up. */
const deletionRetryDelayMs = (attempts: number) =>
  Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));

type DeletionRunOptions = EraseHooks & { limit?: number };

interface DeletionRunSummary {
  due: number;
  completed: number;
  failed: number;
  /** Left for the next run: scoring in flight for the target, or the run was asked to stop. */
  deferred: number;
  files: number;
  rows: number;
  walBusy: boolean;
}

const describe = (err: unknown) => (err instanceof Error ? `${err.name}: ${err.message}` : String(err));

function erase(
  db: Db,
  dataDir: string,
  now: number,
  row: q.DeletionRequestRow,
  hooks: EraseHooks,
): Promise<EraseOutcome> {
  const work = q.DeletionWork.parse(row.work);
  if (row.scope === 'tenant') return eraseTenant(db, dataDir, now, work, hooks);
  const { jobExternalId, applicationId } = work;
  if (jobExternalId === undefined || applicationId === undefined)
    throw new Error('application deletion without its job and application');
  return eraseApplication(db, dataDir, now, { tenantId: work.tenantId, jobExternalId, applicationId }, hooks);
}

/** The `deletion.completed` audit event, in the transaction that marks the request completed: ids and counts. */
function recordDeletion(
  tx: DbOrTx,
  row: q.DeletionRequestRow,
  outcome: { files: number; rows: number },
  now: number,
): void {
  const work = q.DeletionWork.parse(row.work);
  appendAuditEvent(tx, {
    type: 'deletion.completed',
    actor: SYSTEM_ACTORS.deletion,
    at: now,
    scope: { partnerId: row.partnerId, environment: row.environment, tenantId: work.tenantId },
    subject: { jobExternalId: work.jobExternalId ?? null, applicationId: work.applicationId ?? null },
    data: { deletionRequestId: row.id, scope: row.scope, rows: outcome.rows, files: outcome.files },
  });
}

/**
 * One run of the deletion processor (bree's `deletion.process`, `rubric sweep`, tests): erases the data of every
 * due request, checkpoints the WAL so that no copy of it stays on disk, and only then marks the requests
 * completed. Every step is idempotent, so a run that dies half-way is finished by the next one.
 */
export async function processDeletionRequests(
  db: Db,
  dataDir: string,
  now: number,
  options: DeletionRunOptions = {},
): Promise<DeletionRunSummary> {
  const limit = options.limit ?? DELETION_RUN_LIMIT;
  const due = q
    .openRequests(db, limit * 10)
    .filter((r) => r.status === 'pending' || (r.failedAt ?? 0) + deletionRetryDelayMs(r.attempts) <= now)
    .slice(0, limit);
  const summary: DeletionRunSummary = {
    due: due.length,
    completed: 0,
    failed: 0,
    deferred: 0,
    files: 0,
    rows: 0,
    walBusy: false,
  };
  const erased: Array<{ row: q.DeletionRequestRow; outcome: { files: number; rows: number } }> = [];
  for (const row of due) {
    if (options.shouldStop?.()) {
      summary.deferred++;
      continue;
    }
    try {
      const outcome = await erase(db, dataDir, now, row, options);
      if (!outcome.done) {
        summary.deferred++;
        continue;
      }
      summary.files += outcome.files;
      summary.rows += outcome.rows;
      erased.push({ row, outcome });
    } catch (err) {
      q.markFailed(db, row.id, now, describe(err));
      summary.failed++;
    }
  }
  if (erased.length === 0) return summary;
  // secure_delete zeroed the freed pages, but older copies of them still sit in the WAL until it is checkpointed.
  if (checkpointWal(db).busy) {
    for (const { row } of erased)
      q.markFailed(db, row.id, now, 'the WAL checkpoint was kept busy; retried on the next run');
    summary.failed += erased.length;
    summary.walBusy = true;
    return summary;
  }
  db.transaction((tx) => {
    for (const { row, outcome } of erased) {
      q.markCompleted(tx, row.id, now);
      recordDeletion(tx, row, outcome, now);
    }
  });
  summary.completed = erased.length;
  // Cheap once the WAL is short: drops the frames that still held the requests' work descriptions.
  checkpointWal(db, 1);
  return summary;
}
