import { createHash } from 'node:crypto';
import type { ResultFlag, ScoreResult } from '@rubric/contracts';
import { and, eq, schema, type Db, type Environment } from '@rubric/db';
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
import type { Clock } from '../lib/clock.js';
import type { EngineRegistry } from '../modules/engines/registry.js';
import * as criteriaQueries from '../modules/criteria/queries.js';
import type { ScoringJobRow } from '../modules/scoring/queries.js';
import type { QueueObserver } from '../modules/scoring/queue-metrics.js';
import * as queue from '../modules/scoring/queue.js';
import { FairScheduler } from '../modules/scoring/scheduler.js';

/** Invalid output is retried once; a crashed or timed-out engine twice (the crash may be the input's fault). */
export const MAX_ATTEMPTS_INVALID_OUTPUT = 2;
export const MAX_ATTEMPTS_CRASH = 3;
const IDLE_POLL_MS = 1000;
const UNAVAILABLE_BACKOFF_MS = 5000;

const { resumeDocuments, scoringInputs, jobs } = schema;

export interface ScoringRunnerDeps {
  db: Db;
  clock: Clock;
  log: Logger;
  engines: EngineRegistry;
  /** Identifies this process in claims. */
  bootId: string;
  /** An attempt running longer is given up (aborted, counted as a crash) while the others go on. */
  taskTimeoutMs: number;
  /** Consecutive picks of one job for prefix reuse while others wait (scheduler default when unset). */
  affinityLimit?: number;
  observer?: QueueObserver;
  onFinished?: (row: { id: string; status: 'completed' | 'failed' }) => void;
  /** A task was cancelled because its data is being deleted: the deletion can go on now. */
  onCancelled?: () => void;
}

export class ScoringFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Why a running attempt was aborted. */
class TaskCancelled extends Error {}
class TaskTimedOut extends EngineCrashedError {}

interface Running {
  claim: queue.Claim;
  controller: AbortController;
  done: Promise<void>;
}

interface Lane {
  environment: Environment;
  scheduler: FairScheduler;
  running: Map<string, Running>;
  /** No claims before this time (the engine reported itself unavailable). */
  backoffUntil: number;
}

export interface CancelTarget {
  tenantId: string;
  jobExternalId?: string;
  applicationId?: string;
}

/**
 * The scoring queue's consumer: per environment, one loop that keeps as many jobs in flight as the engine
 * runs at once, in the order the fair scheduler picks. Every state change goes through modules/scoring/queue;
 * this file prepares an application, calls the engine and decides what its outcome means.
 */
export function createScoringRunner(deps: ScoringRunnerDeps) {
  const { db, clock, log } = deps;
  // Redaction's NLP tagger runs in a worker thread: it can take seconds on a long resume.
  const preparer = new ApplicationPreparer({ log: (obj, msg) => log.warn(obj, msg) });
  let stopped = true;
  let claimSeq = 0;
  const wakers = new Set<() => void>();
  const loops: Promise<void>[] = [];
  const lanes: Record<Environment, Lane> = {
    test: {
      environment: 'test',
      scheduler: new FairScheduler(deps.affinityLimit),
      running: new Map(),
      backoffUntil: 0,
    },
    live: {
      environment: 'live',
      scheduler: new FairScheduler(deps.affinityLimit),
      running: new Map(),
      backoffUntil: 0,
    },
  };

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
  const wakeAll = () => {
    for (const wake of [...wakers]) wake();
  };

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

  async function score(engine: ScoringEngine, row: ScoringJobRow, controller: AbortController) {
    const { signal } = controller;
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
    // Blind jobs need the preparer's worker thread and its tagger: until the worker has loaded it, a
    // preparation would run the tagger on this thread and stall the API's event loop for seconds.
    if (blind) {
      await preparer.warm();
      signal.throwIfAborted();
    }
    // The engine sees only the prepared text: screener instructions removed, and identifiers too when blind.
    const prepared = await preparer.prepare(
      {
        resumeText: doc.text ?? '',
        applicationAnswers: (inputs.applicationAnswers as Array<{ question: string; answer: string }> | null) ?? null,
        context: inputs.context,
      },
      { blind },
    );
    signal.throwIfAborted();
    recordEngineInput(row, prepared);
    // The deadline is the engine's: preparation has its own bound (rules-only redaction past it).
    const outcome = await withDeadline(engine.scoreApplication(shared, prepared.input, { signal }), controller);
    signal.throwIfAborted();
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

  /** The engine call with the attempt's deadline: a hung engine is given up, the slot freed for the next job. */
  function withDeadline<T>(work: Promise<T>, controller: AbortController): Promise<T> {
    if (deps.taskTimeoutMs <= 0) return work;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const reason = new TaskTimedOut(`the scoring task ran past SCORING_TASK_TIMEOUT_MS (${deps.taskTimeoutMs} ms)`);
        controller.abort(reason);
        reject(reason);
      }, deps.taskTimeoutMs);
    });
    // A late answer of the abandoned attempt is dropped (its claim is gone); never an unhandled rejection.
    work.catch(() => undefined);
    return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
  }

  async function processOne(claim: queue.Claim, controller: AbortController): Promise<void> {
    const { row, environment } = claim;
    const engine = deps.engines.for(environment);
    const jobLog = log.child({ scoringJobId: row.id, attempt: row.attempts, engine: engine.kind });
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    deps.observer?.started(environment, (clock.now() - row.createdAt) / 1000);
    try {
      const { result, outcome, leaks, redactions, rulesOnly } = await score(engine, row, controller);
      const durationMs = Math.round(performance.now() - started);
      const stored = queue.completeScoringJob(db, claim, clock.now(), {
        result,
        info: engine.info(),
        usage: outcome.usage,
        durationMs,
      });
      deps.observer?.finished(environment, 'completed', seconds(), outcome.usage);
      if (!stored) return jobLog.info('scoring job ended elsewhere (deleted or timed out); result dropped');
      jobLog.info(
        {
          score: result.score,
          ms: durationMs,
          redactions,
          redactionRulesOnly: rulesOnly,
          evidenceLeaksFixed: leaks,
          flags: result.flags?.map((f) => f.kind) ?? [],
        },
        'scoring job completed',
      );
      deps.onFinished?.({ id: row.id, status: 'completed' });
    } catch (err) {
      handleFailure(claim, err, controller.signal, jobLog, seconds());
    }
  }

  function handleFailure(claim: queue.Claim, err: unknown, signal: AbortSignal, jobLog: Logger, secs: number): void {
    const { row, environment } = claim;
    const now = clock.now();
    if (signal.reason instanceof TaskCancelled) {
      // Its data is being deleted: no result, no event; the claim goes so the deletion can proceed.
      jobLog.info('scoring task cancelled: its application or tenant is being deleted');
      queue.releaseScoringJob(db, claim, now, false);
      deps.observer?.finished(environment, 'cancelled', secs, null);
      deps.onCancelled?.();
      return;
    }
    if (err instanceof EngineUnavailableError) {
      jobLog.warn({ err: err.message }, 'engine unavailable; job stays pending');
      queue.releaseScoringJob(db, claim, now, false);
      lanes[environment].backoffUntil = Date.now() + UNAVAILABLE_BACKOFF_MS;
      deps.observer?.finished(environment, 'released', secs, null);
      return;
    }
    const crashed = err instanceof EngineCrashedError;
    const limit = crashed ? MAX_ATTEMPTS_CRASH : MAX_ATTEMPTS_INVALID_OUTPUT;
    const final = err instanceof ScoringFailure || row.attempts >= limit;
    jobLog.warn(
      { err: err instanceof Error ? err.message : String(err), final, timedOut: err instanceof TaskTimedOut },
      'scoring attempt failed',
    );
    if (!final) {
      queue.releaseScoringJob(db, claim, now, true);
      deps.observer?.finished(environment, 'released', secs, null);
      return;
    }
    const code = err instanceof ScoringFailure ? err.code : 'SCORING_FAILED';
    const message =
      err instanceof ScoringFailure
        ? err.message
        : `The scoring engine did not produce a valid result after ${row.attempts} attempts.`;
    const stored = queue.failScoringJob(db, now, claim, code, message);
    deps.observer?.finished(environment, 'failed', secs, null);
    if (stored) deps.onFinished?.({ id: row.id, status: 'failed' });
  }

  function launch(lane: Lane, claim: queue.Claim): void {
    const controller = new AbortController();
    const done = processOne(claim, controller)
      .catch((err: unknown) => log.error({ err, scoringJobId: claim.row.id }, 'scoring task failed unexpectedly'))
      .finally(() => {
        lane.running.delete(claim.row.id);
        wakeAll();
      });
    lane.running.set(claim.row.id, { claim, controller, done });
  }

  function claimOne(lane: Lane): queue.Claim | null {
    try {
      const token = `${deps.bootId}:${++claimSeq}`;
      return queue.claimNextScoringJob(db, lane.environment, lane.scheduler, token, clock.now());
    } catch (err) {
      log.error({ err }, 'claiming a scoring job failed');
      return null;
    }
  }

  async function loop(lane: Lane): Promise<void> {
    while (!stopped) {
      const engine = deps.engines.for(lane.environment);
      // A loading model: jobs wait (submissions are still accepted); they run once it is ready.
      if (engine.info().state !== 'ready' || Date.now() < lane.backoffUntil) {
        await wait(IDLE_POLL_MS);
        continue;
      }
      const limit = Math.max(1, engine.concurrency);
      while (!stopped && lane.running.size < limit) {
        const claim = claimOne(lane);
        if (!claim) break;
        launch(lane, claim);
      }
      await wait(IDLE_POLL_MS);
    }
  }

  const allRunning = () => [...lanes.test.running.values(), ...lanes.live.running.values()];

  return {
    /** Claims left by an earlier process are void: those jobs are pending again. */
    releaseStaleClaims(): number {
      return queue.releaseStaleClaims(db);
    },
    start(): void {
      if (!stopped) return;
      stopped = false;
      this.releaseStaleClaims();
      void preparer.warm();
      loops.push(loop(lanes.test), loop(lanes.live));
    },
    notify(): void {
      wakeAll();
    },
    /** Resolves once the preparer's worker has loaded its tagger (tests wait for it before timing work). */
    warm: () => preparer.warm(),
    /** Ids of the jobs being scored now. */
    inFlight: () => allRunning().map((r) => r.claim.row.id),
    /** Jobs being scored now, per environment and partner (metrics, portal). */
    inFlightClaims: () => allRunning().map((r) => r.claim),
    /**
     * A deletion request was committed: its jobs being scored stop now (no result, no event), rather than
     * have the deletion wait for the engine. The queue no longer hands out the target's pending jobs.
     */
    cancelFor(target: CancelTarget): number {
      const jobRowId =
        target.jobExternalId === undefined
          ? undefined
          : (db
              .select({ id: jobs.id })
              .from(jobs)
              .where(and(eq(jobs.tenantId, target.tenantId), eq(jobs.externalId, target.jobExternalId)))
              .get()?.id ?? null);
      let cancelled = 0;
      for (const r of allRunning()) {
        const row = r.claim.row;
        if (row.tenantId !== target.tenantId) continue;
        if (
          target.applicationId !== undefined &&
          (row.applicationId !== target.applicationId || row.jobId !== jobRowId)
        )
          continue;
        r.controller.abort(new TaskCancelled('deleted'));
        cancelled++;
      }
      return cancelled;
    },
    /** Stops claiming and waits for the jobs in flight (at most `graceMs`; then their claims are released). */
    async stop(graceMs = 10_000): Promise<void> {
      if (stopped) return;
      stopped = true;
      wakeAll();
      await Promise.all(loops.splice(0));
      const all = Promise.all(allRunning().map((r) => r.done));
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
