import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import type { Db } from '@rubric/db';
import Bree from 'bree';
import type { Logger } from 'pino';
import { backupSettings, retentionSettings, type Config } from '../config.js';
import type { Clock } from '../lib/clock.js';
import type { Metrics } from '../lib/metrics.js';
import { JobResultMessage, scheduleOf, type BasePayload, type JobDefinition } from './job.js';
import { backupSnapshotJob, type BackupPayload } from './jobs/backup.snapshot.js';
import { deletionProcessJob } from './jobs/deletion.process.js';
import { expirySweepJob } from './jobs/expiry.sweep.js';
import { retentionSweepJob } from './jobs/retention.sweep.js';
import { sqliteOptimizeJob } from './jobs/sqlite.optimize.js';

/** Every scheduled background job; bree runs each in its own worker thread, `rubric sweep` runs them all in-process. */
export const JOBS: readonly JobDefinition[] = [
  deletionProcessJob,
  retentionSweepJob,
  expirySweepJob,
  sqliteOptimizeJob,
  backupSnapshotJob,
];
export type JobId = 'deletion.process' | 'retention.sweep' | 'expiry.sweep' | 'sqlite.optimize' | 'backup.snapshot';

/** The jobs this configuration runs, with their schedules (a job whose schedule is null is off). */
export function enabledJobs(config: Config, now: number) {
  return JOBS.flatMap((job) => {
    const schedule = scheduleOf(job, config, now);
    return schedule ? [{ job, schedule }] : [];
  });
}

/**
 * The compiled job files. tsx does not reach worker threads on Node 20, so workers always load dist/, also when
 * this module itself runs from src/ under vitest: src/background/ and dist/background/ are both two levels
 * below apps/server/, so the same relative URL lands on apps/server/dist/background/jobs/ from either.
 */
export const JOBS_DIR = fileURLToPath(new URL('../../dist/background/jobs/', import.meta.url));

/** A worker running longer than this is terminated; its work is idempotent and the next run goes on. */
const MAX_RUN_MS = 15 * 60_000;

export function jobPayload(config: Config, now: number): BasePayload & { backup: BackupPayload['backup'] | null } {
  const backup = backupSettings(config);
  return {
    dataDir: config.dataDir,
    now,
    retention: retentionSettings(config),
    backup: backup ? { ...backup, keep: [...backup.keep] } : null,
  };
}

export interface BackgroundDeps {
  config: Config;
  /** The server's connection, for the cheap `due` checks only; jobs open their own. */
  db: Db;
  clock: Clock;
  log: Logger;
  metrics: Metrics;
  /** Told every run's result in the main thread (the backup status counts its failures here). */
  onResult?(job: string, result: JobResultMessage | undefined): void;
}

export interface BackgroundJobs {
  start(): Promise<void>;
  /** Runs the job now (in its worker); if it is running, once more right after. */
  trigger(id: JobId): void;
  /** Runs the job now and resolves with its result (undefined when it was not due or could not start). */
  runNow(id: JobId): Promise<JobResultMessage | undefined>;
  running(): string[];
  /** Stops the schedules, asks running jobs to stop after their current item, and waits for them. */
  stop(): Promise<void>;
}

type Outcome = 'success' | 'failure' | 'skipped';

/** bree logs `(message, metadata)`; pino wants `(object, message)`. Its routine chatter goes to debug. */
function breeLogger(log: Logger) {
  const obj = (meta: unknown) => (meta && typeof meta === 'object' ? (meta as Record<string, unknown>) : {});
  const text = (m: unknown) => (m instanceof Error ? m.message : String(m));
  return {
    info: (m: unknown, meta?: unknown) => log.debug(obj(meta), text(m)),
    warn: (m: unknown, meta?: unknown) => log.warn(obj(meta), text(m)),
    error: (m: unknown, meta?: unknown) =>
      log.error({ ...obj(meta), ...(m instanceof Error ? { err: m } : {}) }, text(m)),
  };
}

export function createBackgroundJobs(deps: BackgroundDeps): BackgroundJobs {
  const { config, clock, log, metrics } = deps;
  const enabled = enabledJobs(config, clock.now());
  const byId = new Map(enabled.map(({ job }) => [job.id, job]));
  const results = new Map<string, JobResultMessage>();
  const waiters = new Map<string, Array<(r: JobResultMessage | undefined) => void>>();
  const again = new Set<string>();
  let stopped = false;
  let started = false;

  const count = (job: string, outcome: Outcome) => metrics.jobRuns.inc({ job, outcome });
  const nextResult = (name: string) =>
    new Promise<JobResultMessage | undefined>((resolve) => waiters.set(name, [...(waiters.get(name) ?? []), resolve]));
  const settle = (name: string, result: JobResultMessage | undefined) => {
    for (const resolve of waiters.get(name) ?? []) resolve(result);
    waiters.delete(name);
  };

  const bree = new Bree({
    root: false,
    doRootCheck: false,
    logger: breeLogger(log),
    closeWorkerAfterMs: MAX_RUN_MS,
    jobs: enabled.map(({ job, schedule }) => ({
      name: job.id,
      path: join(JOBS_DIR, `${job.id}.js`),
      ...schedule,
      worker: { workerData: jobPayload(config, 0) },
    })),
    workerMessageHandler: ({ name, message }) => {
      const parsed = JobResultMessage.safeParse(message);
      if (!parsed.success) return log.warn({ job: name }, 'unexpected message from a job worker');
      results.set(name, parsed.data);
    },
    errorHandler: (err, data) => log.error({ err, job: data.name }, 'background job worker failed'),
  });

  // The run time comes from the injectable clock, read when the worker is created (a fake clock in tests).
  bree.createWorker = (filename: string, options: Partial<WorkerOptions>) =>
    new Worker(filename, {
      ...options,
      workerData: { ...(options.workerData as Record<string, unknown>), now: clock.now() },
    });

  bree.on('worker deleted', (name: string) => {
    const result = results.get(name);
    results.delete(name);
    if (!result) {
      count(name, 'failure');
      log.error({ job: name }, 'background job ended without a result');
    } else if (result.ok) {
      count(name, 'success');
      log.info({ job: name, ms: result.ms, ...result.summary }, 'background job run');
    } else {
      count(name, 'failure');
      log.error({ job: name, ms: result.ms, error: result.error }, 'background job failed');
    }
    deps.onResult?.(name, result);
    settle(name, result);
    if (again.delete(name) && !stopped) void run(name);
  });

  // Every run goes through here, bree's timers included (bree calls its own `run` property).
  const breeRun = bree.run;
  async function run(name: string): Promise<boolean> {
    if (stopped) return false;
    // bree refuses a second worker for a running job; counting it here makes overlaps visible in /metrics.
    if (bree.workers.has(name)) {
      count(name, 'skipped');
      log.debug({ job: name }, 'background job still running; this run is skipped');
      return false;
    }
    const job = byId.get(name);
    if (!job) return false;
    try {
      if (job.due && !job.due(deps.db, clock.now())) return false;
      await breeRun(name);
      return bree.workers.has(name);
    } catch (err) {
      count(name, 'failure');
      log.error({ err, job: name }, 'background job could not start');
      return false;
    }
  }
  bree.run = async (name?: string) => {
    if (name) await run(name);
  };

  return {
    async start() {
      try {
        await bree.start();
        started = true;
      } catch (err) {
        // Missing compiled job files (a checkout that was never built): the API works, the schedules do not.
        log.error({ err, jobsDir: JOBS_DIR }, 'background jobs could not start; run the build (npm run build)');
      }
    },
    trigger(id) {
      if (bree.workers.has(id)) again.add(id);
      else void run(id);
    },
    async runNow(id) {
      // A run in progress started before the caller asked: wait for it (and any queued one), then run afresh.
      while (bree.workers.has(id) && !stopped) await nextResult(id);
      const done = nextResult(id);
      if (!(await run(id))) settle(id, undefined);
      return done;
    },
    running: () => [...bree.workers.keys()],
    async stop() {
      stopped = true;
      again.clear();
      if (started || bree.workers.size > 0) await bree.stop();
      for (const name of [...waiters.keys()]) settle(name, undefined);
    },
  };
}
