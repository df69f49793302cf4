import { isMainThread, parentPort, receiveMessageOnPort, workerData, type MessagePort } from 'node:worker_threads';
import { openDatabase, type Db } from '@rubric/db';
import type BetterSqlite3 from 'better-sqlite3';
import { z } from 'zod';
import type { Config } from '../config.js';

/**
 * What every job receives through bree's `workerData`: where the data is, and the time of the run — taken from the
 * server's injectable clock when the worker is created, so tests run a sweep "31 days later" without waiting.
 */
export const BasePayload = z.object({
  dataDir: z.string().min(1),
  now: z.number().int().nonnegative(),
  retention: z.object({
    resumeFileDays: z.number().int().positive(),
    scoringInputDays: z.number().int().positive(),
    auditDays: z.number().int().positive(),
  }),
});
export type BasePayload = z.infer<typeof BasePayload>;

export interface JobRunContext {
  db: Db;
  /** The same connection without drizzle (VACUUM INTO, backups). */
  sqlite: BetterSqlite3.Database;
  dataDir: string;
  now: number;
  /** True once the job was asked to stop (server shutdown): end after the current item, the next run goes on. */
  shouldStop(): boolean;
}

/** Counts that a run reports; logged and returned by `rubric sweep`. */
export type JobSummary = Record<string, number | boolean>;

export interface JobSchedule {
  /** Milliseconds between runs. */
  interval?: number;
  /** Milliseconds after start before the first run (0: at once). */
  timeout?: number;
  /** Cron expression (5 fields, server local time) instead of an interval. */
  cron?: string;
}

export interface JobDefinition<P extends BasePayload = BasePayload> {
  /** Dotted id (`retention.sweep`): the bree job name and the compiled file name under dist/background/jobs/. */
  id: string;
  description: string;
  /** Fixed, or made from the configuration at start (null: the job is off, e.g. backups without BACKUP_DIR). */
  schedule: JobSchedule | ((config: Config, now: number) => JobSchedule | null);
  payload: z.ZodType<P>;
  /** Cheap check in the main thread: false skips the run without starting a worker. */
  due?(db: Db, now: number): boolean;
  handler(ctx: JobRunContext, payload: P): Promise<JobSummary> | JobSummary;
}

/** The job's schedule under this configuration, or null when it is off. */
export function scheduleOf(job: JobDefinition, config: Config, now: number): JobSchedule | null {
  return typeof job.schedule === 'function' ? job.schedule(config, now) : job.schedule;
}

const DOTTED_ID = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)+$/;

export function defineJob<P extends BasePayload>(job: JobDefinition<P>): JobDefinition<P> {
  if (!DOTTED_ID.test(job.id)) throw new Error(`job id "${job.id}" is not a dotted id`);
  return job;
}

/** The one message a job worker posts before it exits. */
export const JobResultMessage = z.discriminatedUnion('ok', [
  z.object({
    type: z.literal('result'),
    ok: z.literal(true),
    ms: z.number(),
    summary: z.record(z.string(), z.union([z.number(), z.boolean()])),
  }),
  z.object({ type: z.literal('result'), ok: z.literal(false), ms: z.number(), error: z.string() }),
]);
export type JobResultMessage = z.infer<typeof JobResultMessage>;

/** Opens the database, runs the handler, closes the database: what a worker does, and what `rubric sweep` does in-process. */
export async function runJob<P extends BasePayload>(
  job: JobDefinition<P>,
  payload: P,
  shouldStop: () => boolean = () => false,
): Promise<JobResultMessage> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  try {
    // Each run has its own connection: the worker shares nothing with the server's but the file.
    const database = openDatabase(payload.dataDir);
    try {
      const summary = await job.handler(
        { db: database.db, sqlite: database.sqlite, dataDir: payload.dataDir, now: payload.now, shouldStop },
        payload,
      );
      return { type: 'result', ok: true, ms: ms(), summary };
    } finally {
      database.close();
    }
  } catch (err) {
    return {
      type: 'result',
      ok: false,
      ms: ms(),
      error: err instanceof Error ? `${err.name}: ${err.message}` : String(err),
    };
  }
}

/**
 * bree's stop() posts 'cancel' to a running worker. The sweeps are synchronous database loops, so no message event
 * would fire until they end; they poll the port between items instead.
 */
function cancellation(port: MessagePort): () => boolean {
  let cancelled = false;
  return () => {
    for (let m = receiveMessageOnPort(port); m !== undefined && !cancelled; m = receiveMessageOnPort(port))
      cancelled = m.message === 'cancel';
    return cancelled;
  };
}

/**
 * The worker entry: each job file calls this at the end. It does nothing when the file is imported by the
 * catalogue in the main thread, only in the worker bree started for this very job.
 */
export function runIfWorker<P extends BasePayload>(job: JobDefinition<P>): void {
  const port = parentPort;
  const data = workerData as { job?: { name?: unknown } } | null | undefined;
  if (isMainThread || !port || data?.job?.name !== job.id) return;
  const parsed = job.payload.safeParse(workerData);
  const result: Promise<JobResultMessage> = parsed.success
    ? runJob(job, parsed.data, cancellation(port))
    : Promise.resolve({ type: 'result', ok: false, ms: 0, error: `invalid workerData: ${parsed.error.message}` });
  // Posted messages reach the main thread before the worker's exit event, so ending naturally is enough.
  void result.then((message) => port.postMessage(message));
}
