// The scoring queue: the scoring_jobs table, and every transition of a row in it. Each transition is
// one transaction with what must go with it (the score.* event in the outbox, the batches' progress), and
// each write by the runner is guarded by its claim token, so a job completes or fails exactly once even
// when a timed-out attempt answers late. Nothing else writes scoring_jobs.status or the claim columns.
import type { Provenance, ScoreResult } from '@rubric/contracts';
import { and, eq, inArray, isNull, schema, sql, type Db, type DbOrTx, type Environment, type Tx } from '@rubric/db';
import type { EngineInfo, ScoreUsage } from '@rubric/scoring';
import { iso } from '../../lib/clock.js';
import { appendAuditEvent, SYSTEM_ACTORS, type AuditActor } from '../audit/index.js';
import { completedFacts } from './audit-facts.js';
import { refreshBatches } from '../batches/progress.js';
import { enqueueEvent, eventScopeOf } from '../webhooks/outbox.js';
import type { RetentionSettings } from '../../config.js';
import { insertScoringJob, type NewScoringJob } from './persist.js';
import { latestScoringJob, type ScoringJobRow } from './queries.js';
import type { FairScheduler, Flow, Lane } from './scheduler.js';

const { scoringJobs } = schema;

/** A job taken by a runner: writes about it are applied only while the row still carries `token`. */
export interface Claim {
  row: ScoringJobRow;
  token: string;
  environment: Environment;
  /** The partner whose share the job counts against (metrics). */
  partnerId: string;
}

// ---- enqueue ---------------------------------------------------------------------------------

/** Who submitted, for the audit trail's `scoring.submitted`. */
export interface SubmissionAudit {
  actor: AuditActor;
  partnerId: string;
  environment: Environment;
  jobExternalId: string;
}

/**
 * The one way into the queue (single submissions and batch items alike), inside the caller's transaction:
 * an application that already has a scoring job gets that job back (unless it is a rescore), else a new
 * pending job is stored with its `scoring.submitted` audit event. The check runs inside the transaction, so
 * two identical submissions racing through intake still make one job.
 */
export function enqueueScoringJob(
  tx: DbOrTx,
  job: NewScoringJob,
  now: number,
  retention: RetentionSettings,
  audit: SubmissionAudit,
  options: { rescore?: boolean } = {},
): { row: ScoringJobRow; created: boolean } {
  if (!options.rescore) {
    const existing = latestScoringJob(tx, job.tenantId, job.jobRowId, job.applicationId);
    if (existing) return { row: existing, created: false };
  }
  const row = insertScoringJob(tx, job, now, retention);
  appendAuditEvent(tx, {
    type: 'scoring.submitted',
    actor: audit.actor,
    at: now,
    scope: { partnerId: audit.partnerId, environment: audit.environment, tenantId: job.tenantId },
    subject: { jobExternalId: audit.jobExternalId, applicationId: job.applicationId, scoringJobId: row.id },
    data: {
      scoringJobId: row.id,
      criteriaVersionId: job.criteriaVersionId,
      batchId: job.batchId,
      resumeSha256: job.resume.meta.sha256,
      resumeFormat: job.resume.meta.format,
      blind: job.blind,
      rescore: options.rescore === true,
    },
  });
  return { row, created: true };
}

// ---- what is waiting -------------------------------------------------------------------------

/** Jobs whose application or tenant has an open deletion request: never claimed, their data is going. */
const underDeletion = sql`EXISTS (
  SELECT 1 FROM deletion_requests d
  WHERE d.status IN ('pending', 'failed')
    AND json_extract(d.work, '$.tenantId') = s.tenant_id
    AND (d.scope = 'tenant' OR (
      json_extract(d.work, '$.applicationId') = s.application_id
      AND json_extract(d.work, '$.jobExternalId') = (SELECT j.external_id FROM jobs j WHERE j.id = s.job_id))))`;

/**
 * The partners whose scoring is paused (the stop control, modules/partners/scoring-pause.ts): their jobs wait,
 * unclaimed. Read at every claim, so a pause written by another process (the CLI) holds from the next claim on.
 * An uncorrelated subquery, evaluated once per statement: on 20,000 pending jobs it adds about 6% to the
 * summary query's CPU time, against 23% for a per-row EXISTS.
 */
const pausedPartnerIds = sql`(SELECT p.id FROM partners p WHERE p.scoring_paused_at IS NOT NULL)`;

const claimable = (environment: Environment) => sql`s.status = 'pending' AND s.claimed_at IS NULL
  AND t.environment = ${environment} AND NOT ${underDeletion} AND t.partner_id NOT IN ${pausedPartnerIds}`;

const laneOf = sql`CASE WHEN s.batch_id IS NULL THEN 'single' ELSE 'batch' END`;

/** Pending work of the environment per (partner, tenant, lane): the scheduler's input. */
export function pendingFlows(db: DbOrTx, environment: Environment): Flow[] {
  return db
    .all<{ partnerId: string; tenantId: string; lane: Lane; oldest: number }>(
      sql`SELECT t.partner_id AS partnerId, s.tenant_id AS tenantId, ${laneOf} AS lane, MIN(s.created_at) AS oldest
          FROM scoring_jobs s JOIN tenants t ON t.id = s.tenant_id
          WHERE ${claimable(environment)}
          GROUP BY t.partner_id, s.tenant_id, lane`,
    )
    .map((r) => ({ partnerId: r.partnerId, tenantId: r.tenantId, lane: r.lane, oldest: r.oldest }));
}

function oldestId(db: DbOrTx, environment: Environment, where: ReturnType<typeof sql>): string | undefined {
  return db.get<{ id: string } | undefined>(
    sql`SELECT s.id AS id FROM scoring_jobs s JOIN tenants t ON t.id = s.tenant_id
        WHERE ${claimable(environment)} AND ${where}
        ORDER BY s.created_at, s.id LIMIT 1`,
  )?.id;
}

/** The flow of the oldest pending job of `jobId` (the affinity candidate), if it has one. */
function affinityFlow(db: DbOrTx, environment: Environment, jobId: string | null): Flow | null {
  if (jobId === null) return null;
  const row = db.get<{ partnerId: string; tenantId: string; lane: Lane; oldest: number } | undefined>(
    sql`SELECT t.partner_id AS partnerId, s.tenant_id AS tenantId, ${laneOf} AS lane, s.created_at AS oldest
        FROM scoring_jobs s JOIN tenants t ON t.id = s.tenant_id
        WHERE ${claimable(environment)} AND s.job_id = ${jobId}
        ORDER BY s.created_at, s.id LIMIT 1`,
  );
  return row ? { partnerId: row.partnerId, tenantId: row.tenantId, lane: row.lane, oldest: row.oldest } : null;
}

/**
 * Pending jobs likely to be claimed soon, to prepare ahead of their claim: the oldest of every flow first,
 * then the second oldest of every flow, and so on (a guess at the fair order; nothing is claimed).
 */
export function upcomingScoringJobs(db: DbOrTx, environment: Environment, limit: number): ScoringJobRow[] {
  const ids = db
    .all<{ id: string }>(
      sql`SELECT id FROM (
            SELECT s.id AS id, s.created_at AS createdAt,
              ROW_NUMBER() OVER (PARTITION BY s.tenant_id, ${laneOf} ORDER BY s.created_at, s.id) AS turn
            FROM scoring_jobs s JOIN tenants t ON t.id = s.tenant_id
            WHERE ${claimable(environment)})
          ORDER BY turn, createdAt, id LIMIT ${limit}`,
    )
    .map((r) => r.id);
  if (ids.length === 0) return [];
  const rows = new Map(
    db
      .select()
      .from(scoringJobs)
      .where(inArray(scoringJobs.id, ids))
      .all()
      .map((r) => [r.id, r]),
  );
  return ids.flatMap((id) => rows.get(id) ?? []);
}

/** Which of `ids` the queue would still hand out (pending, unclaimed, not being deleted, partner not paused). */
export function claimableAmong(db: DbOrTx, environment: Environment, ids: string[]): Set<string> {
  if (ids.length === 0) return new Set();
  return new Set(
    db
      .all<{ id: string }>(
        sql`SELECT s.id AS id FROM scoring_jobs s JOIN tenants t ON t.id = s.tenant_id
            WHERE ${claimable(environment)} AND s.id IN (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`,
      )
      .map((r) => r.id),
  );
}

// ---- claim -----------------------------------------------------------------------------------

/** Takes the job the scheduler picks (one transaction: no other claim can slip in between). */
export function claimNextScoringJob(
  db: Db,
  environment: Environment,
  scheduler: FairScheduler,
  token: string,
  now: number,
): Claim | null {
  return db.transaction((tx) => {
    const flows = pendingFlows(tx, environment);
    const pick = scheduler.pick(flows, affinityFlow(tx, environment, scheduler.lastJobId));
    if (!pick) return null;
    const id =
      pick.kind === 'affinity'
        ? oldestId(tx, environment, sql`s.job_id = ${pick.jobId}`)
        : oldestId(tx, environment, sql`s.tenant_id = ${pick.flow.tenantId} AND ${laneOf} = ${pick.flow.lane}`);
    if (!id) return null;
    const updated = tx
      .update(scoringJobs)
      .set({ claimedAt: now, claimedBy: token, attempts: sql`${scoringJobs.attempts} + 1`, updatedAt: now })
      .where(and(eq(scoringJobs.id, id), isNull(scoringJobs.claimedAt), eq(scoringJobs.status, 'pending')))
      .returning()
      .get();
    if (!updated) return null;
    scheduler.picked(updated.jobId);
    return { row: updated, token, environment, partnerId: pick.flow.partnerId };
  });
}

const ofClaim = (claim: Claim) =>
  and(eq(scoringJobs.id, claim.row.id), eq(scoringJobs.claimedBy, claim.token), eq(scoringJobs.status, 'pending'));

// ---- end of an attempt -----------------------------------------------------------------------

export interface Completion {
  result: ScoreResult;
  info: EngineInfo;
  usage: ScoreUsage;
  durationMs: number;
}

/**
 * Stores the result, the score.completed event and the batches' progress. False when the claim is no longer
 * held: the application was deleted meanwhile, or the attempt was timed out and the job given to another.
 */
export function completeScoringJob(db: Db, claim: Claim, now: number, done: Completion): boolean {
  const { result, info, usage } = done;
  return db.transaction((tx) => {
    const updated = tx
      .update(scoringJobs)
      .set({
        status: 'completed',
        result,
        score: result.score,
        errorCode: null,
        errorMessage: null,
        engine: info.engine,
        modelName: info.modelName,
        modelSha256: info.modelSha256,
        promptVersion: info.promptVersion,
        durationMs: done.durationMs,
        startedAt: claim.row.claimedAt,
        promptTokens: usage.promptTokens,
        evaluatedPromptTokens: usage.evaluatedPromptTokens,
        reusedPromptTokens: usage.reusedPromptTokens,
        generatedTokens: usage.generatedTokens,
        claimedAt: null,
        claimedBy: null,
        completedAt: now,
        failedAt: null,
        updatedAt: now,
      })
      .where(ofClaim(claim))
      .run();
    if (updated.changes === 0) return false;
    const provenance = {
      engine: info.engine,
      model: { name: info.modelName, sha256: info.modelSha256 },
      promptVersion: info.promptVersion,
      criteriaVersionId: claim.row.criteriaVersionId,
      blind: claim.row.blind,
    };
    const where = announceOutcome(tx, claim.row, now, {
      event: 'score.completed',
      result,
      provenance,
      completedAt: iso(now),
    });
    // The claim's row carries the attempts counted at the claim, which are the job's attempts now.
    appendAuditEvent(tx, {
      type: 'scoring.completed',
      actor: SYSTEM_ACTORS.runner,
      at: now,
      ...where,
      data: completedFacts(tx, claim.row, result, info),
    });
    return true;
  });
}

/**
 * Marks a job failed with its score.failed event, its audit event and batch progress. With a claim, only while
 * it is held; without (a manual retry whose resume cannot be read again), only a job nobody has claimed.
 */
export function failScoringJob(
  db: Db,
  now: number,
  target: Claim | ScoringJobRow,
  code: string,
  message: string,
  actor: AuditActor = SYSTEM_ACTORS.runner,
): boolean {
  const claim = 'token' in target ? target : null;
  const row = claim ? claim.row : (target as ScoringJobRow);
  return db.transaction((tx) => {
    const updated = tx
      .update(scoringJobs)
      .set({
        status: 'failed',
        errorCode: code,
        errorMessage: message,
        startedAt: claim ? claim.row.claimedAt : null,
        claimedAt: null,
        claimedBy: null,
        failedAt: now,
        completedAt: null,
        updatedAt: now,
      })
      .where(claim ? ofClaim(claim) : and(eq(scoringJobs.id, row.id), isNull(scoringJobs.claimedAt)))
      .run();
    // Deleted while it was being scored: no event for data that no longer exists.
    if (updated.changes === 0) return false;
    const where = announceOutcome(tx, row, now, {
      event: 'score.failed',
      error: { code, message },
      failedAt: iso(now),
    });
    appendAuditEvent(tx, {
      type: 'scoring.failed',
      actor,
      at: now,
      ...where,
      data: { scoringJobId: row.id, criteriaVersionId: row.criteriaVersionId, errorCode: code, attempts: row.attempts },
    });
    return true;
  });
}

/** Back to pending for another attempt; `countAttempt: false` gives the attempt back (the engine never ran). */
export function releaseScoringJob(db: DbOrTx, claim: Claim, now: number, countAttempt: boolean): boolean {
  return (
    db
      .update(scoringJobs)
      .set({
        claimedAt: null,
        claimedBy: null,
        updatedAt: now,
        ...(countAttempt ? {} : { attempts: sql`MAX(0, ${scoringJobs.attempts} - 1)` }),
      })
      .where(ofClaim(claim))
      .run().changes > 0
  );
}

/** Manual retry of a failed job by an administrator: the same id goes back to pending with fresh attempts. */
export function resetScoringJobForRetry(db: Db, row: ScoringJobRow, now: number, actor: AuditActor): boolean {
  return db.transaction((tx) => {
    const reset = tx
      .update(scoringJobs)
      .set({
        status: 'pending',
        attempts: 0,
        claimedAt: null,
        claimedBy: null,
        errorCode: null,
        errorMessage: null,
        failedAt: null,
        startedAt: null,
        updatedAt: now,
      })
      .where(and(eq(scoringJobs.id, row.id), eq(scoringJobs.status, 'failed')))
      .run();
    if (reset.changes === 0) return false;
    // The error the job had when it was sent back (the row may have been read before a late change: read it here).
    const previous = tx
      .select({ code: scoringJobs.errorCode })
      .from(scoringJobs)
      .where(eq(scoringJobs.id, row.id))
      .get();
    appendAuditEvent(tx, {
      type: 'scoring.retried',
      actor,
      at: now,
      ...auditPlace(tx, row),
      data: { scoringJobId: row.id, previousErrorCode: previous?.code ?? row.errorCode },
    });
    return true;
  });
}

/** Claims of an earlier process (or all claims, at stop after the grace) are void: the jobs are pending again. */
export function releaseStaleClaims(db: DbOrTx, exceptPrefix?: string): number {
  return db
    .update(scoringJobs)
    .set({ claimedAt: null, claimedBy: null })
    .where(
      and(
        eq(scoringJobs.status, 'pending'),
        sql`${scoringJobs.claimedAt} IS NOT NULL`,
        exceptPrefix === undefined ? undefined : sql`${scoringJobs.claimedBy} NOT LIKE ${`${exceptPrefix}%`}`,
      ),
    )
    .run().changes;
}

type Outcome =
  | { event: 'score.completed'; result: ScoreResult; provenance: Provenance; completedAt: string }
  | { event: 'score.failed'; error: { code: string; message: string }; failedAt: string };

/** The outbox scope of a job and its job's external id. */
function placeOf(tx: DbOrTx, row: ScoringJobRow) {
  const scope = eventScopeOf(tx, row.tenantId);
  const jobExternalId =
    tx.select({ e: schema.jobs.externalId }).from(schema.jobs).where(eq(schema.jobs.id, row.jobId)).get()?.e ?? '';
  return { scope, jobExternalId };
}

/** Where a job's audit events belong: its (partner, environment, tenant) and the ids it is about. */
function auditPlace(tx: DbOrTx, row: ScoringJobRow, place = placeOf(tx, row)) {
  return {
    scope: { partnerId: place.scope.partnerId, environment: place.scope.environment, tenantId: row.tenantId },
    subject: { jobExternalId: place.jobExternalId, applicationId: row.applicationId, scoringJobId: row.id },
  };
}

/**
 * The score.* event of a job that just ended, and its batches' progress, in the caller's transaction. Answers
 * where the job's audit event belongs (read once for both records).
 */
function announceOutcome(tx: Tx, row: ScoringJobRow, now: number, outcome: Outcome): ReturnType<typeof auditPlace> {
  const place = placeOf(tx, row);
  const { scope, jobExternalId } = place;
  const ids = {
    tenantId: scope.tenantExternalId,
    scoringJobId: row.id,
    criteriaVersionId: row.criteriaVersionId,
    jobId: jobExternalId,
    applicationId: row.applicationId,
  };
  enqueueEvent(tx, scope, { ...ids, ...outcome }, now, { jobExternalId, applicationId: row.applicationId });
  refreshBatches(tx, now, { scoringJobIds: [row.id] });
  return auditPlace(tx, row, place);
}
