// The inference child process, seen from the API process: spawns it, passes tasks and their
// cancellations to it, restarts it when it dies (with a back-off, and on the CPU when the GPU backend
// dies at its first evaluation), and gives up on a task that runs past its time without giving up on
// the process (see #timedOut). It never loads native inference code itself.
import { fork, type ChildProcess } from 'node:child_process';
import type { EventEmitter } from 'node:events';
import { EngineCrashedError, EngineUnavailableError } from '../errors.js';
import type { EngineLog, EngineState, LlmEngineOptions } from '../types.js';
import { InFlightTasks } from './in-flight.js';
import { hostOptions, type ChildMessage, type ParentMessage, type TaskOutput, type TaskRequest } from './protocol.js';

const RESTART_MIN_MS = 200;
const RESTART_MAX_MS = 10_000;
/** Crashes in a row before we stop restarting and report the engine unavailable. */
const MAX_CONSECUTIVE_CRASHES = 6;
/**
 * How long a cancelled task may take to answer: the child stops it between evaluation steps (a task
 * waiting for a sequence stops at once), and one step is at most one prompt segment's evaluation —
 * thousands of tokens, minutes for a large model on a CPU. No answer by then: the process is stuck.
 */
export const DEFAULT_CANCEL_GRACE_MS = 5 * 60_000;

/** What the engine reports in info(): written here as the child loads, fails and restarts. */
export interface ChildStatus {
  state: EngineState;
  error: string | null;
  loaded: boolean;
  modelName: string | null;
  modelSha256: string | null;
  gpu: string | false;
}

export class InferenceSupervisor {
  readonly status: ChildStatus = {
    state: 'unavailable',
    error: null,
    loaded: false,
    modelName: null,
    modelSha256: null,
    gpu: false,
  };
  #modelFile: string | null = null;
  #child: ChildProcess | null = null;
  #ready: Promise<boolean> | null = null;
  #tasks = new InFlightTasks();
  #nextId = 1;
  #crashes = 0;
  #closed = false;
  #restartTimer: NodeJS.Timeout | null = null;
  /** Set when the child is killed for not answering a cancellation: the reason its tasks fail. */
  #killedFor: string | null = null;
  /** The backend the current child is warming up on (its `warming` message), until it is ready. */
  #warmingOn: string | false | null = null;
  /** The GPU backend died at its first evaluation: children run on the CPU from then on. */
  #cpuFallback = false;

  constructor(
    private readonly options: LlmEngineOptions,
    private readonly hostEntry: string,
    private readonly events: EventEmitter,
    private readonly log: EngineLog,
  ) {}

  get childPid(): number | null {
    return this.#child?.pid ?? null;
  }

  get started(): boolean {
    return this.#ready !== null;
  }

  /** Spawns the first child on `modelFile`; settles when it is ready or has failed for good. */
  async start(modelFile: string): Promise<void> {
    this.#modelFile = modelFile;
    this.status.state = 'loading';
    void this.#spawn();
    await this.settled();
  }

  /** Whether a child is ready, once the current start settles — through a restart or the CPU fallback. */
  async settled(): Promise<boolean> {
    let waitedFor = this.#ready;
    let ready = waitedFor ? await waitedFor : false;
    // The child died before it was ready and another is starting: wait for that one.
    while (!ready && !this.#closed && this.#ready !== null && this.#ready !== waitedFor) {
      waitedFor = this.#ready;
      ready = await waitedFor;
    }
    return ready;
  }

  /** Runs one task in the child; `timeoutMs` (0: none) gives it up, alone, when its time is past. */
  async run(task: TaskRequest, signal: AbortSignal | undefined, timeoutMs: number): Promise<TaskOutput> {
    if (this.#closed) throw new EngineUnavailableError('the llm engine is closed');
    const ready = await this.settled();
    signal?.throwIfAborted();
    const child = this.#child;
    if (!ready || !child || !this.status.loaded) {
      throw new EngineUnavailableError(`no model loaded: ${this.status.error ?? 'the llm engine was not started'}`);
    }
    const id = this.#nextId++;
    return new Promise<TaskOutput>((resolve, reject) => {
      const timer = timeoutMs > 0 ? setTimeout(() => this.#timedOut(id, child, timeoutMs), timeoutMs) : null;
      timer?.unref();
      const onAbort = () => {
        // Given up: the caller hears at once; the child stops at its next token and frees the sequence.
        this.#giveUp(id, child, signal?.reason instanceof Error ? signal.reason : new Error('the task was cancelled'));
      };
      this.#tasks.add(id, {
        resolve,
        reject,
        timer,
        ...(signal ? { detach: () => signal.removeEventListener('abort', onAbort) } : {}),
      });
      signal?.addEventListener('abort', onAbort, { once: true });
      const message: ParentMessage = { type: 'task', id, task };
      child.send(message, (err) => {
        if (err)
          this.#tasks.take(id)?.reject(new EngineCrashedError(`cannot reach the inference process: ${err.message}`));
      });
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.status.state = 'unavailable';
    if (this.#restartTimer) clearTimeout(this.#restartTimer);
    const child = this.#child;
    this.#child = null;
    this.status.loaded = false;
    this.#tasks.failAll(new EngineUnavailableError('the llm engine is closed'));
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
  }

  /** Forks the host and waits for it to load the model; resolves true when ready. */
  #spawn(): Promise<boolean> {
    const file = this.#modelFile;
    if (!file || this.#closed) return Promise.resolve(false);
    const ready = new Promise<boolean>((resolve) => {
      // execArgv [] so test runners' loaders (vitest, tsx) are not inherited by the plain-JS host.
      this.#warmingOn = null;
      const child = fork(this.hostEntry, [], {
        execArgv: [],
        stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
        serialization: 'json',
      });
      this.#child = child;
      let settled = false;
      const settle = (value: boolean) => {
        if (!settled) {
          settled = true;
          resolve(value);
        }
      };
      child.on('message', (message: ChildMessage) => this.#onMessage(child, message, settle));
      child.on('error', (err) => this.log({ err: err.message }, 'llm engine: inference process error'));
      child.on('exit', (code, signal) => {
        settle(false);
        this.#onExit(child, code, signal);
      });
      const init: ParentMessage = { type: 'init', options: hostOptions(this.options, file, this.#cpuFallback) };
      child.send(init);
    });
    this.#ready = ready;
    return ready;
  }

  #onMessage(child: ChildProcess, message: ChildMessage, settle: (ready: boolean) => void): void {
    const status = this.status;
    switch (message.type) {
      case 'warming':
        this.#warmingOn = message.gpu;
        return;
      case 'ready':
        status.loaded = true;
        status.state = 'ready';
        status.error = null;
        status.modelName = message.modelName ?? status.modelName;
        status.modelSha256 = message.modelSha256;
        status.gpu = message.gpu;
        this.log(
          { pid: child.pid, model: status.modelName, gpu: message.gpu, contextSize: message.contextSize },
          'llm engine: model loaded',
        );
        this.events.emit('child-ready', child.pid);
        settle(true);
        return;
      case 'init-failed':
        status.loaded = false;
        status.state = 'unavailable';
        // The reason goes to callers (503, /readyz): without the server's paths, which only the log keeps.
        status.error = `model failed to load: ${withoutPaths(message.message)}`;
        this.log({ err: message.message }, 'llm engine: model failed to load');
        settle(false);
        child.kill('SIGKILL');
        return;
      case 'started':
        this.events.emit('task-start', message.id);
        return;
      case 'generating':
        this.events.emit('task-generating', message.id);
        return;
      case 'done':
        this.#crashes = 0;
        this.#answered(message.id);
        this.#tasks.take(message.id)?.resolve(message.output);
        return;
      case 'failed':
        this.#answered(message.id);
        this.#tasks.take(message.id)?.reject(new Error(`inference failed: ${message.message}`));
        return;
      case 'log':
        this.log({ ...message.obj, level: message.level, pid: child.pid }, message.msg);
        return;
      default: {
        const never: never = message;
        this.log({ message: never }, 'llm engine: unknown message from the inference process');
      }
    }
  }

  #onExit(child: ChildProcess, code: number | null, signal: NodeJS.Signals | null): void {
    if (this.#child !== child) return;
    this.#child = null;
    this.#tasks.forgetStopping();
    this.events.emit('child-exit', { code, signal });
    if (this.#closed) return;
    const status = this.status;
    const wasLoaded = status.loaded;
    status.loaded = false;
    if (!wasLoaded && typeof this.#warmingOn === 'string' && !this.#cpuFallback) {
      // The GPU backend loaded the model but died running it (seen: a prebuilt CUDA binary newer than
      // the driver). Every task would crash the same way: run on the CPU, and say so.
      this.#cpuFallback = true;
      this.log(
        { gpu: this.#warmingOn, code, signal },
        'llm engine: the inference process died at its first evaluation on the GPU; running on the CPU instead (see models/README.md, "GPUs")',
      );
      this.#ready = this.#spawn();
      return;
    }
    this.#tasks.failAll(
      new EngineCrashedError(
        this.#killedFor ?? `the inference process died (${signal ?? `exit code ${code}`}) during the task`,
      ),
    );
    this.#killedFor = null;
    if (!wasLoaded && status.error !== null && status.error.startsWith('model failed to load')) return; // a load error does not heal by itself
    this.#crashes++;
    this.log({ code, signal, crashes: this.#crashes }, 'llm engine: inference process died');
    if (this.#crashes > MAX_CONSECUTIVE_CRASHES) {
      status.state = 'unavailable';
      status.error = `the inference process crashed ${this.#crashes} times in a row; not restarting`;
      return;
    }
    status.state = 'loading';
    status.error = 'the inference process is restarting after a crash';
    const delay = Math.min(RESTART_MAX_MS, RESTART_MIN_MS * 2 ** (this.#crashes - 1));
    // Tasks arriving meanwhile wait on #ready, which resolves when the new child has loaded.
    this.#ready = new Promise<boolean>((resolve) => {
      this.#restartTimer = setTimeout(() => {
        this.#restartTimer = null;
        this.#spawn().then(resolve, () => resolve(false));
      }, delay);
    });
  }

  /**
   * A task past its time is given up alone: it fails as a crash would (the runner puts its job back to
   * pending, the attempt counted) and the child is told to stop it, which frees its sequence; the other
   * sequences' tasks go on. The process is restarted only if it does not answer that (see #giveUp).
   */
  #timedOut(id: number, child: ChildProcess, timeoutMs: number): void {
    if (
      !this.#giveUp(
        id,
        child,
        new EngineCrashedError(`the task ran past LLM_TASK_TIMEOUT_MS (${timeoutMs} ms); it was cancelled`),
      )
    )
      return;
    this.log({ pid: child.pid, id, timeoutMs }, 'llm engine: task timed out; cancelling it');
    this.events.emit('task-timeout', id);
  }

  /** The child answered task `id`: if it had been given up, it has let it go (its sequence is free). */
  #answered(id: number): void {
    if (this.#tasks.answered(id)) this.events.emit('task-freed', id);
  }

  /**
   * Rejects a task with `reason` (false: it had already ended) and asks the child to stop it. The child answers a cancelled task
   * (`failed`, or `done` if it had just finished) within one evaluation step; a child that does not
   * answer within the grace period hangs in native code, where nothing else can interrupt it: it is
   * killed, its other tasks fail as a crash, and it restarts.
   */
  #giveUp(id: number, child: ChildProcess, reason: Error): boolean {
    const pending = this.#tasks.take(id);
    if (!pending) return false;
    pending.reject(reason);
    if (this.#child !== child || !child.connected) return true;
    const cancel: ParentMessage = { type: 'cancel', id };
    child.send(cancel, () => undefined);
    const graceMs = this.options.cancelGraceMs ?? DEFAULT_CANCEL_GRACE_MS;
    this.#tasks.stopping(id, graceMs, () => {
      if (this.#child !== child) return;
      this.#killedFor = `the inference process did not stop a cancelled task within ${graceMs} ms; it was restarted`;
      this.log(
        { pid: child.pid, id, graceMs },
        'llm engine: a cancelled task did not stop; killing the inference process',
      );
      child.kill('SIGKILL');
    });
    return true;
  }
}

/** `/models/x/tiny.gguf` → `tiny.gguf`: messages shown to API callers name no server path. */
function withoutPaths(text: string): string {
  return text.replace(/(?:[A-Za-z]:)?(?:[\\/][^\s\\/'"`]+)+[\\/]([^\s\\/'"`]+)/gu, '$1');
}
