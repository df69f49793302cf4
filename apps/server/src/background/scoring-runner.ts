import { createHash } from 'node:crypto';
import type { ResultFlag, ScoreResult } from '@rubric/contracts';
import { and, asc, eq, isNull, schema, sql, type Db, type Environment, type Tx } from '@rubric/db';
import {
  ApplicationPreparer,
  EngineCrashedError,
  EngineUnavailableError,
  type IntegrityFlag,
  type PreparedApplication,
  type ScoreOutcome,
  type ScoringEngine,
} from '@rubric/scoring';
import type { Logger } from 'pino';
import { iso, type Clock } from '../lib/clock.js';
import { refreshBatches } from '../modules/batches/progress.js';
import type { EngineRegistry } from '../modules/engines/registry.js';
import { enqueueEvent, eventScopeOf } from '../modules/events/outbox.js';
import * as criteriaQueries from '../modules/criteria/queries.js';
import type { ScoringJobRow } from '../modules/scoring/queries.js';

/** Invalid output is retried once; a crashed engine twice (the crash may be the input's fault). */
export const MAX_ATTEMPTS_INVALID_OUTPUT = 2;
export const MAX_ATTEMPTS_CRASH = 3;
const IDLE_POLL_MS = 1000;
const UNAVAILABLE_BACKOFF_MS = 5000;

const { scoringJobs, tenants, resumeDocuments, scoringInputs } = schema;

export interface ScoringRunnerDeps {
  db: Db;
  clock: Clock;
  log: Logger;
  engines: EngineRegistry;
  /** Identifies this process in claims. */
  bootId: string;
  onFinished?: (row: { id: string; status: 'completed' | 'failed' }) => void;
}

interface Claimed {
  row: ScoringJobRow;
  environment: Environment;
}

export class ScoringFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The scoring queue's consumer. The scoring_jobs table is the queue: a claim marks a row as taken by
 * this process; a restart clears claims, so claimed-but-unfinished jobs return to pending. One loop per
 * environment, so sandbox test traffic never waits behind live model inference.
 */
export function createScoringRunner(deps: ScoringRunnerDeps) {
  const { db, clock, log } = deps;
  // Redaction's NLP tagger runs in a worker thread: it can take seconds on a long resume.
  const preparer = new ApplicationPreparer({ log: (obj, msg) => log.warn(obj, msg) });
  let stopped = true;
  const wakers = new Set<() => void>();
  const loops: Promise<void>[] = [];
  const inFlight = new Map<Environment, string>();
  const lastJob = new Map<Environment, string>();

  function wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wakers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      wakers.add(done);
    });
  }

  /** Next pending job of the environment, preferring the job (criteria, description) we scored last: its prefix is cached. */
  function claimNext(environment: Environment): Claimed | null {
    const preferred = lastJob.get(environment) ?? '';
    return db.transaction((tx) => {
      const next = tx
        .select({ job: scoringJobs })
        .from(scoringJobs)
        .innerJoin(tenants, eq(tenants.id, scoringJobs.tenantId))
        .where(
          and(eq(scoringJobs.status, 'pending'), isNull(scoringJobs.claimedAt), eq(tenants.environment, environment)),
        )
        .orderBy(
          sql`CASE WHEN ${scoringJobs.jobId} = ${preferred} THEN 0 ELSE 1 END`,
          asc(scoringJobs.createdAt),
          asc(scoringJobs.id),
        )
        .limit(1)
        .get();
      if (!next) return null;
      const now = clock.now();
      const claimed = {
        ...next.job,
        claimedAt: now,
        claimedBy: deps.bootId,
        attempts: next.job.attempts + 1,
        updatedAt: now,
      };
      tx.update(scoringJobs)
        .set({ claimedAt: now, claimedBy: deps.bootId, attempts: claimed.attempts, updatedAt: now })
        .where(and(eq(scoringJobs.id, next.job.id), isNull(scoringJobs.claimedAt)))
        .run();
      return { row: claimed, environment };
    });
  }

  function loadInputs(row: ScoringJobRow) {
    const doc = row.resumeDocumentId
      ? db.select().from(resumeDocuments).where(eq(resumeDocuments.id, row.resumeDocumentId)).get()
      : undefined;
    const inputs = db.select().from(scoringInputs).where(eq(scoringInputs.scoringJobId, row.id)).get();
    if (!doc?.text || !inputs)
      throw new ScoringFailure(
        'SCORING_FAILED',
        'The scoring inputs of this job are no longer stored (retention); submit it again.',
      );
    const criteria = criteriaQueries
      .versionItems(db, row.criteriaVersionId)
      .map((i) => ({ id: i.criterionId, text: i.text, importance: i.importance }));
    if (criteria.length === 0) throw new ScoringFailure('SCORING_FAILED', 'The criteria version of this job is empty.');
    return { doc, inputs, criteria };
  }

  function flagsOf(
    doc: { hiddenTextChars: number; ocrUsed: boolean },
    outcome: ScoreOutcome,
    integrity: readonly IntegrityFlag[],
  ): ResultFlag[] {
    const flags: ResultFlag[] = [];
    if (doc.hiddenTextChars > 0)
      flags.push({
        kind: 'hidden_text',
        message: `${doc.hiddenTextChars} characters of text invisible to a reader were found in the document and ignored.`,
      });
    flags.push(...integrity);
    if (outcome.resumeTruncated)
      flags.push({ kind: 'resume_truncated', message: 'The resume was longer than the model’s context and was cut.' });
    if (doc.ocrUsed)
      flags.push({
        kind: 'ocr_used',
        message: 'Text was read from page images by OCR; recognition errors are possible.',
      });
    return flags;
  }

  /** Keeps what the engine is given beside the other inputs (the retention sweep removes both), for the portal. */
  function recordEngineInput(row: ScoringJobRow, prepared: PreparedApplication): void {
    const { resumeText, applicationAnswers, context } = prepared.input;
    db.update(scoringInputs)
      .set({ engineInput: { resumeText, applicationAnswers, context, redactions: prepared.redactions } })
      .where(eq(scoringInputs.scoringJobId, row.id))
      .run();
  }

  async function score(engine: ScoringEngine, row: ScoringJobRow) {
    const { doc, inputs, criteria } = loadInputs(row);
    const shared = {
      cacheKey: `${row.jobId}:${row.criteriaVersionId}:${createHash('sha256')
        .update(`${inputs.jobDescription}\u0000${inputs.roleKnowledge ?? ''}`)
        .digest('hex')}`,
      criteria,
      jobDescription: inputs.jobDescription,
      roleKnowledge: inputs.roleKnowledge,
    };
    // Jobs stored before the setting was recorded are scored blind, the default.
    const blind = row.blind ?? true;
    // The engine sees only the prepared text: screener instructions removed, and identifiers too when blind.
    const prepared = await preparer.prepare(
      {
        resumeText: doc.text ?? '',
        applicationAnswers: (inputs.applicationAnswers as Array<{ question: string; answer: string }> | null) ?? null,
        context: inputs.context,
      },
      // Terms the job's own texts use are never redacted (unless they are the candidate's name).
      {
        blind,
        job: {
          jobDescription: inputs.jobDescription,
          roleKnowledge: inputs.roleKnowledge,
          criteria: criteria.map((c) => c.text),
        },
      },
    );
    recordEngineInput(row, prepared);
    const outcome = await engine.scoreApplication(shared, prepared.input);
    // Evidence may quote the redacted text, never bring back what was removed.
    const checked = blind ? await preparer.scrub(outcome.result, prepared) : { result: outcome.result, leaks: 0 };
    const flags = flagsOf(doc, outcome, prepared.flags);
    const result: ScoreResult = { ...checked.result, ...(flags.length ? { flags } : {}) };
    return {
      result,
      outcome,
      leaks: checked.leaks,
      redactions: prepared.redactions.reduce((n, r) => n + r.count, 0),
      rulesOnly: prepared.degraded,
    };
  }

  function complete(row: ScoringJobRow, engine: ScoringEngine, result: ScoreResult, durationMs: number): void {
    const now = clock.now();
    const info = engine.info();
    db.transaction((tx) => {
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
          durationMs,
          claimedAt: null,
          claimedBy: null,
          completedAt: now,
          failedAt: null,
          updatedAt: now,
        })
        .where(eq(scoringJobs.id, row.id))
        .run();
      // The application (or tenant) was deleted while it was being scored: nothing to store or announce.
      if (updated.changes === 0) return;
      announceOutcome(tx, row, now, { event: 'score.completed', result, completedAt: iso(now) });
    });
    deps.onFinished?.({ id: row.id, status: 'completed' });
  }

  function release(row: ScoringJobRow, countAttempt: boolean): void {
    db.update(scoringJobs)
      .set({
        claimedAt: null,
        claimedBy: null,
        updatedAt: clock.now(),
        ...(countAttempt ? {} : { attempts: Math.max(0, row.attempts - 1) }),
      })
      .where(eq(scoringJobs.id, row.id))
      .run();
  }

  async function processOne(claimed: Claimed): Promise<void> {
    const { row, environment } = claimed;
    const engine = deps.engines.for(environment);
    const jobLog = log.child({ scoringJobId: row.id, attempt: row.attempts, engine: engine.kind });
    const started = performance.now();
    try {
      const { result, leaks, redactions, rulesOnly } = await score(engine, row);
      complete(row, engine, result, Math.round(performance.now() - started));
      const ms = Math.round(performance.now() - started);
      jobLog.info(
        {
          score: result.score,
          ms,
          redactions,
          redactionRulesOnly: rulesOnly,
          evidenceLeaksFixed: leaks,
          flags: result.flags?.map((f) => f.kind) ?? [],
        },
        'scoring job completed',
      );
    } catch (err) {
      if (err instanceof EngineUnavailableError) {
        jobLog.warn({ err: err.message }, 'engine unavailable; job stays pending');
        release(row, false);
        await wait(UNAVAILABLE_BACKOFF_MS);
        return;
      }
      const crashed = err instanceof EngineCrashedError;
      const limit = crashed ? MAX_ATTEMPTS_CRASH : MAX_ATTEMPTS_INVALID_OUTPUT;
      const final = err instanceof ScoringFailure || row.attempts >= limit;
      jobLog.warn({ err: err instanceof Error ? err.message : String(err), final }, 'scoring attempt failed');
      if (!final) return release(row, true);
      const code = err instanceof ScoringFailure ? err.code : 'SCORING_FAILED';
      const message =
        err instanceof ScoringFailure
          ? err.message
          : `The scoring engine did not produce a valid result after ${row.attempts} attempts.`;
      failScoringJob(db, clock.now(), row, code, message);
      deps.onFinished?.({ id: row.id, status: 'failed' });
    }
  }

  async function loop(environment: Environment): Promise<void> {
    while (!stopped) {
      let claimed: Claimed | null = null;
      try {
        claimed = claimNext(environment);
      } catch (err) {
        log.error({ err }, 'claiming a scoring job failed');
      }
      if (!claimed) {
        await wait(IDLE_POLL_MS);
        continue;
      }
      inFlight.set(environment, claimed.row.id);
      lastJob.set(environment, claimed.row.jobId);
      await processOne(claimed);
      inFlight.delete(environment);
    }
  }

  return {
    /** Claims left by an earlier process are void: those jobs are pending again. */
    releaseStaleClaims(): number {
      return db
        .update(scoringJobs)
        .set({ claimedAt: null, claimedBy: null })
        .where(and(eq(scoringJobs.status, 'pending'), sql`${scoringJobs.claimedAt} IS NOT NULL`))
        .run().changes;
    },
    start(): void {
      if (!stopped) return;
      stopped = false;
      this.releaseStaleClaims();
      void preparer.warm();
      loops.push(loop('test'), loop('live'));
    },
    notify(): void {
      for (const wake of [...wakers]) wake();
    },
    inFlight: () => [...inFlight.values()],
    /** Stops claiming and waits for the jobs in flight (at most `graceMs`; then their claims are released). */
    async stop(graceMs = 10_000): Promise<void> {
      if (stopped) return;
      stopped = true;
      this.notify();
      const all = Promise.all(loops.splice(0));
      const timedOut = await Promise.race([
        all.then(() => false),
        new Promise<boolean>((r) => setTimeout(() => r(true), graceMs).unref()),
      ]);
      if (timedOut) this.releaseStaleClaims();
      await preparer.close();
    },
  };
}

export type ScoringRunner = ReturnType<typeof createScoringRunner>;

/** Marks a job failed with its score.failed event and batch progress, in one transaction. */
export function failScoringJob(db: Db, now: number, row: ScoringJobRow, code: string, message: string): void {
  db.transaction((tx) => {
    const updated = tx
      .update(scoringJobs)
      .set({
        status: 'failed',
        errorCode: code,
        errorMessage: message,
        claimedAt: null,
        claimedBy: null,
        failedAt: now,
        completedAt: null,
        updatedAt: now,
      })
      .where(eq(scoringJobs.id, row.id))
      .run();
    // Deleted while it was being scored: no event for data that no longer exists.
    if (updated.changes === 0) return;
    announceOutcome(tx, row, now, { event: 'score.failed', error: { code, message }, failedAt: iso(now) });
  });
}

type Outcome =
  | { event: 'score.completed'; result: ScoreResult; completedAt: string }
  | { event: 'score.failed'; error: { code: string; message: string }; failedAt: string };

/** The score.* event of a job that just ended, and its batches' progress, in the caller's transaction. */
function announceOutcome(tx: Tx, row: ScoringJobRow, now: number, outcome: Outcome): void {
  const scope = eventScopeOf(tx, row.tenantId);
  const jobExternalId =
    tx.select({ e: schema.jobs.externalId }).from(schema.jobs).where(eq(schema.jobs.id, row.jobId)).get()?.e ?? '';
  const ids = {
    tenantId: scope.tenantExternalId,
    scoringJobId: row.id,
    criteriaVersionId: row.criteriaVersionId,
    jobId: jobExternalId,
    applicationId: row.applicationId,
  };
  enqueueEvent(tx, scope, { ...ids, ...outcome }, now, { jobExternalId, applicationId: row.applicationId });
  refreshBatches(tx, now, { scoringJobIds: [row.id] });
}
