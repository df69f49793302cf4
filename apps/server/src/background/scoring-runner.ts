import { and, eq, schema, type Db, type Environment } from '@rubric/db';
import { ApplicationPreparer, EngineCrashedError, EngineUnavailableError } from '@rubric/scoring/engines';
import type { Logger } from 'pino';
import { timerOf, type Clock } from '../lib/clock.js';
import type { EngineRegistry } from '../modules/engines/registry.js';
import type { QueueObserver } from '../modules/scoring/queue-metrics.js';
import type { ScoringJobRow } from '../modules/scoring/queries.js';
import * as queue from '../modules/scoring/queue.js';
import { FairScheduler } from '../modules/scoring/scheduler.js';
import { createPrepareAhead, type PrepareAhead } from './prepare-ahead.js';
import { createApplicationScorer, ScoringFailure, TaskTimedOut } from './score-application.js';

export { ScoringFailure } from './score-application.js';

/** Invalid output is retried once; a crashed or timed-out engine twice (the crash may be the input's fault). */
export const MAX_ATTEMPTS_INVALID_OUTPUT = 2;
export const MAX_ATTEMPTS_CRASH = 3;
const IDLE_POLL_MS = 1000;
const UNAVAILABLE_BACKOFF_MS = 5000;

const { jobs } = schema;

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

/** Why a running attempt was aborted. */
class TaskCancelled extends Error {}

interface Running {
  claim: queue.Claim;
  controller: AbortController;
  done: Promise<void>;
  /** Its engine call has ended (the evidence check and the result transaction remain): its slot is free. */
  engineDone: boolean;
}

interface Lane {
  environment: Environment;
  scheduler: FairScheduler;
  running: Map<string, Running>;
  ahead: PrepareAhead;
  /** No claims while set: the engine reported itself unavailable; cleared by a timer on the clock. */
  backedOff: boolean;
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
  // Idle waits and the back-off run on the injected clock's timers (real ones for the system clock).
  const later = timerOf(clock);
  // Redaction's NLP tagger runs in a worker thread: it can take seconds on a long resume.
  const preparer = new ApplicationPreparer({ log: (obj, msg) => log.warn(obj, msg) });
  const { score, prepareJob } = createApplicationScorer({ db, preparer, taskTimeoutMs: deps.taskTimeoutMs });
  let stopped = true;
  let claimSeq = 0;
  const wakers = new Set<() => void>();
  const loops: Promise<void>[] = [];
  const newLane = (environment: Environment): Lane => ({
    environment,
    scheduler: new FairScheduler({ affinityLimit: deps.affinityLimit }),
    running: new Map(),
    ahead: createPrepareAhead({
      db,
      log,
      environment,
      prepareJob,
      // Only with the worker loaded: a preparation ahead must never run the tagger on the API's thread.
      enabled: () => !stopped && preparer.ready,
    }),
    backedOff: false,
  });
  const lanes: Record<Environment, Lane> = { test: newLane('test'), live: newLane('live') };

  /** Waits `ms` on the clock's timers, or until woken (`notify`, `stop`). */
  function wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        cancel();
        wakers.delete(done);
        resolve();
      };
      const cancel = later(ms, done);
      wakers.add(done);
    });
  }
  const wakeAll = () => {
    for (const wake of [...wakers]) wake();
  };

  async function processOne(claim: queue.Claim, controller: AbortController, onEngineDone: () => void): Promise<void> {
    const { row, environment } = claim;
    const engine = deps.engines.for(environment);
    const jobLog = log.child({ scoringJobId: row.id, attempt: row.attempts, engine: engine.kind });
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    deps.observer?.started(environment, (clock.now() - row.createdAt) / 1000);
    try {
      const { result, outcome, leaks, redactions, rulesOnly } = await score(engine, row, controller, {
        ahead: lanes[environment].ahead.take(row.id),
        onEngineDone,
      });
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
      const lane = lanes[environment];
      if (!lane.backedOff) {
        lane.backedOff = true;
        later(UNAVAILABLE_BACKOFF_MS, () => {
          lane.backedOff = false;
          wakeAll();
        });
      }
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
    const running: Running = { claim, controller, done: Promise.resolve(), engineDone: false };
    // The slot is the engine's: it takes the next job as soon as the engine answers.
    const onEngineDone = () => {
      running.engineDone = true;
      wakeAll();
    };
    running.done = processOne(claim, controller, onEngineDone)
      .catch((err: unknown) => log.error({ err, scoringJobId: claim.row.id }, 'scoring task failed unexpectedly'))
      .finally(() => {
        lane.running.delete(claim.row.id);
        wakeAll();
      });
    lane.running.set(claim.row.id, running);
  }

  /** Tasks holding one of the engine's slots (claimed, and their engine call not ended yet). */
  const busySlots = (lane: Lane) => [...lane.running.values()].filter((r) => !r.engineDone).length;

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
      if (engine.info().state !== 'ready' || lane.backedOff) {
        await wait(IDLE_POLL_MS);
        continue;
      }
      const limit = Math.max(1, engine.concurrency);
      // A partner coming back from idleness may take the next round of slots (docs/scheduling.md).
      lane.scheduler.burst = limit;
      while (!stopped && busySlots(lane) < limit) {
        const claim = claimOne(lane);
        if (!claim) break;
        launch(lane, claim);
      }
      // While the slots are busy, the next jobs are prepared (nothing claimed: the scheduler still picks).
      lane.ahead.fill(limit);
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
      // The preparer's worker thread loads the tagger (about a second) now, on another core than the API's:
      // the first jobs wait in its queue, so the sooner it starts the better.
      void preparer.warm();
      loops.push(loop(lanes.test), loop(lanes.live));
    },
    notify(): void {
      wakeAll();
    },
    /** Resolves once the preparer's worker has loaded its tagger (tests wait for it before timing work). */
    warm: () => preparer.warm(),
    /** Ids of the pending jobs prepared ahead of their claim (tests). */
    preparedAhead: () => [...lanes.test.ahead.ids(), ...lanes.live.ahead.ids()],
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
      const targeted = (row: ScoringJobRow) =>
        row.tenantId === target.tenantId &&
        (target.applicationId === undefined || (row.applicationId === target.applicationId && row.jobId === jobRowId));
      const hit = allRunning().filter((r) => targeted(r.claim.row));
      for (const r of hit) r.controller.abort(new TaskCancelled('deleted'));
      for (const lane of Object.values(lanes)) lane.ahead.drop(targeted);
      const cancelled = hit.length;
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
        // Real time, whatever the clock: the process's shutdown grace (SIGTERM, a test's close) is wall-clock.
        new Promise<boolean>((r) => setTimeout(() => r(true), graceMs).unref()),
      ]);
      if (timedOut) this.releaseStaleClaims();
      for (const lane of Object.values(lanes)) lane.ahead.clear();
      await preparer.close();
    },
  };
}

export type ScoringRunner = ReturnType<typeof createScoringRunner>;
