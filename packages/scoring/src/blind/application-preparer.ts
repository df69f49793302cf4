// Runs prepareApplication and scrubResult in a worker thread, with a time limit: an input that
// keeps the tagger busy past it is prepared in the calling thread by the rules alone (fast and
// bounded), so a job never waits long and never goes unredacted. The calling thread never loads the
// tagger: tasks sent while the worker starts (about a second: it loads the tagger) wait in its queue.
// (Running them here instead blocked the server's event loop for that second, longer on a loaded
// machine: every request in flight waited, and idle keep-alive connections timed out under clients.)
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ApplicationInput, ScoreResult } from '../types.js';
import type { PreparedApplication, PrepareOptions } from './prepare-application.js';

/**
 * The rules (without the tagger) in the calling thread, loaded on first use: the API process's start does
 * without the phone-number metadata and the other blind rules.
 */
let inThread: Promise<typeof import('./prepare-application.js')> | undefined;
const rulesHere = () => (inThread ??= import('./prepare-application.js'));

/** The compiled worker. From src/blind (vitest) and from dist/blind alike this is dist/blind/prepare-worker.js. */
export const PREPARE_WORKER_ENTRY = fileURLToPath(new URL('../../dist/blind/prepare-worker.js', import.meta.url));

type PreparerTask =
  | { kind: 'prepare'; app: ApplicationInput; options: PrepareOptions }
  | { kind: 'scrub'; result: ScoreResult; prepared: Pick<PreparedApplication, 'removed' | 'names' | 'tentativeNames'> };
export type PreparerRequest = PreparerTask & { id: number };

export type PreparerReply =
  | { id: number; ok: true; prepared: PreparedApplication }
  | { id: number; ok: true; scrubbed: { result: ScoreResult; leaks: number } }
  | { id: number; ok: false; message: string };

export interface PreparerOptions {
  /**
   * How long the tagger may take for one task, counted from the worker starting that task (tasks queue in
   * the worker one after another: with N scoring tasks in flight, a task's wait behind the others is not
   * its own time), before the rules-only fallback runs instead (default 10 s).
   */
  timeoutMs?: number;
  /** How long a new worker may take to load the tagger and answer its first task (default 60 s). */
  startupTimeoutMs?: number;
  /** Where the worker entry is (tests); a missing file means: work in the calling thread. */
  workerEntry?: string;
  log?: (obj: object, msg: string) => void;
}

interface Pending {
  resolve: (reply: PreparerReply) => void;
  /**
   * Armed once the worker runs and this task is the oldest it holds (starting a thread, slow on a loaded
   * machine, and waiting behind earlier tasks are not the task's time): with the start-up limit while the
   * worker loads the tagger (not the task's time either), else with the task limit.
   */
  timer: NodeJS.Timeout | null;
  arm: (ms: number) => void;
}

export class ApplicationPreparer {
  readonly #timeoutMs: number;
  readonly #startupTimeoutMs: number;
  readonly #entry: string;
  readonly #log: (obj: object, msg: string) => void;
  #worker: Worker | null = null;
  /** The current worker thread has started running (its 'online' event). */
  #online = false;
  /** The current worker has answered once: the tagger is loaded. */
  #ready = false;
  #warming: Promise<void> = Promise.resolve();
  #pending = new Map<number, Pending>();
  #nextId = 1;
  /** Tasks that fell back to the rules alone (timeouts or worker failures): for logs and tests. */
  fallbacks = 0;

  constructor(options: PreparerOptions = {}) {
    this.#timeoutMs = options.timeoutMs ?? 10_000;
    this.#startupTimeoutMs = options.startupTimeoutMs ?? 60_000;
    this.#entry = options.workerEntry ?? PREPARE_WORKER_ENTRY;
    this.#log = options.log ?? (() => {});
  }

  /** Whether tasks run in a worker thread (false when the package is not built: tests from source). */
  get threaded(): boolean {
    return existsSync(this.#entry);
  }

  /** Whether the worker has loaded its tagger (tasks go to it, off the caller's thread). */
  get ready(): boolean {
    return this.#ready;
  }

  /** Starts the worker and loads the tagger ahead of the first job (about a second of start-up, off the caller's thread). */
  warm(): Promise<void> {
    // The rules for this thread too: tasks that are not blind, and the rules-only fallback, run here.
    void rulesHere().catch(() => undefined);
    if (!this.threaded || this.#worker) return this.#warming;
    this.#warming = this.#run({
      kind: 'prepare',
      app: { resumeText: 'Jane Roe\nShe writes Go.', applicationAnswers: null, context: null },
      options: { blind: true },
    }).then(() => undefined);
    return this.#warming;
  }

  async prepare(app: ApplicationInput, options: PrepareOptions): Promise<PreparedApplication & { degraded: boolean }> {
    // Not blind: only the screener-instruction rules run (no tagger), cheap enough for this thread.
    if (!this.threaded || !options.blind)
      return { ...(await rulesHere()).prepareApplication(app, options), degraded: false };
    const reply = await this.#run({ kind: 'prepare', app, options });
    if (reply.ok && 'prepared' in reply) return { ...reply.prepared, degraded: false };
    return { ...(await rulesHere()).prepareApplication(app, { ...options, tagger: false }), degraded: true };
  }

  async scrub(
    result: ScoreResult,
    prepared: Pick<PreparedApplication, 'removed' | 'names'> & { tentativeNames?: string[] },
  ): Promise<{ result: ScoreResult; leaks: number }> {
    const known = { removed: prepared.removed, names: prepared.names, tentativeNames: prepared.tentativeNames ?? [] };
    if (!this.threaded) return (await rulesHere()).scrubResult(result, known);
    const reply = await this.#run({ kind: 'scrub', result, prepared: known });
    if (reply.ok && 'scrubbed' in reply) return reply.scrubbed;
    return (await rulesHere()).scrubResult(result, known, { tagger: false });
  }

  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = null;
    this.#ready = false;
    for (const [id, p] of this.#pending) {
      if (p.timer) clearTimeout(p.timer);
      p.resolve({ id, ok: false, message: 'closed' });
    }
    this.#pending.clear();
    if (worker) await worker.terminate();
  }

  /** The worker's reply, or a failure reply (timeout, crash, closed). */
  #run(task: PreparerTask): Promise<PreparerReply> {
    const worker = this.#ensureWorker();
    const id = this.#nextId++;
    return new Promise<PreparerReply>((resolve) => {
      const onTimeout = () => {
        this.#log(
          { task: task.kind, timeoutMs: this.#timeoutMs },
          'application preparer: tagger too slow; rules-only fallback',
        );
        this.fallbacks++;
        this.#pending.delete(id);
        // The worker is stuck in this task: replace it, and fail whatever else it held.
        this.#restart();
        resolve({ id, ok: false, message: 'timeout' });
      };
      const pending: Pending = {
        resolve,
        timer: null,
        arm: (ms) => {
          if (pending.timer) clearTimeout(pending.timer);
          pending.timer = setTimeout(onTimeout, ms);
        },
      };
      this.#pending.set(id, pending);
      this.#armHead();
      const request: PreparerRequest = { ...task, id };
      worker.postMessage(request);
    });
  }

  /** Starts the time limit of the task the worker is working on (the oldest it holds), once. */
  #armHead(): void {
    if (!this.#online) return;
    const head = this.#pending.values().next().value;
    if (head && !head.timer) head.arm(this.#ready ? this.#timeoutMs : this.#startupTimeoutMs);
  }

  #ensureWorker(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(this.#entry);
    // A preparer must never keep a finished process alive.
    worker.unref();
    this.#online = false;
    worker.once('online', () => {
      if (worker !== this.#worker) return;
      this.#online = true;
      this.#armHead();
    });
    worker.on('message', (reply: PreparerReply) => {
      const pending = this.#pending.get(reply.id);
      if (!pending) return;
      this.#pending.delete(reply.id);
      if (pending.timer) clearTimeout(pending.timer);
      // Loaded (its first answer); it answers in order: the next task is the one it works on now.
      if (worker === this.#worker) this.#ready = true;
      this.#armHead();
      if (!reply.ok) {
        this.fallbacks++;
        this.#log({ err: reply.message }, 'application preparer: task failed in the worker; rules-only fallback');
      }
      pending.resolve(reply);
    });
    worker.on('error', (err) => {
      this.#log({ err: err.message }, 'application preparer: worker error');
      this.#restart();
    });
    this.#worker = worker;
    return worker;
  }

  #restart(): void {
    const worker = this.#worker;
    this.#worker = null;
    this.#online = false;
    this.#ready = false;
    for (const [id, p] of this.#pending) {
      if (p.timer) clearTimeout(p.timer);
      this.fallbacks++;
      p.resolve({ id, ok: false, message: 'worker restarted' });
    }
    this.#pending.clear();
    void worker?.terminate();
  }
}
