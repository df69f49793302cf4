// The `llm` engine: node-llama-cpp in a supervised child process. This side (the API process)
// only spawns, talks to and restarts the child; it never loads native inference code.
import { fork, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { EngineCrashedError, EngineUnavailableError, InvalidModelOutputError } from '../errors.js';
import { describeMissingModel, findModelFile, modelNameFromFile } from '../model-file.js';
import {
  CriteriaModelOutput,
  normalizeCriteria,
  normalizeQuestionSet,
  normalizeScoreOutput,
  parseModelOutput,
  QuestionSetModelOutput,
  ScoreModelOutput,
} from '../normalize.js';
import { PROMPT_VERSION, resumeLines } from '../prompts.js';
import type {
  ApplicationInput,
  CriteriaDraft,
  EngineInfo,
  EngineLog,
  EngineState,
  JobContext,
  LlmEngineOptions,
  QuestionSetDraft,
  ScoreOptions,
  ScoreOutcome,
  ScoringEngine,
  SharedScoringContext,
} from '../types.js';
import type { ChildMessage, HostOptions, ParentMessage, TaskOutput, TaskRequest } from './protocol.js';

/** The compiled child entry. From src/llm (vitest) and from dist/llm alike this is dist/llm/host.js. */
export const HOST_ENTRY = fileURLToPath(new URL('../../dist/llm/host.js', import.meta.url));

const RESTART_MIN_MS = 200;
const RESTART_MAX_MS = 10_000;
/** Crashes in a row before we stop restarting and report the engine unavailable. */
const MAX_CONSECUTIVE_CRASHES = 6;

interface Pending {
  resolve: (output: TaskOutput) => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout | null;
  /** Removes the abort listener of the caller's signal. */
  detach?: () => void;
}

/**
 * How long a task cancelled for its time may take to free its sequence (the child stops it at its next token
 * or prompt batch) before the child is taken to be stuck in native code and killed, with every task in it.
 */
const DEFAULT_CANCEL_GRACE_MS = 30_000;

/** Default limit of one task in the inference process (LLM_TASK_TIMEOUT_MS). */
const DEFAULT_TASK_TIMEOUT_MS = 15 * 60_000;

export class LlmEngine implements ScoringEngine {
  readonly kind = 'llm' as const;
  /** One task per sequence of the inference context (LLM_SEQUENCES), each with its own prefix cache. */
  readonly concurrency: number;
  /**
   * 'child-ready' (pid), 'child-exit' ({ code, signal }), 'task-start' (id), 'task-generating' (id: its
   * first token), 'task-timeout' (id: cancelled for its time), 'task-freed' (id: the child let it go): for the
   * runner's metrics and for tests.
   */
  readonly events = new EventEmitter();

  #options: LlmEngineOptions;
  #log: EngineLog;
  #modelFile: string | null = null;
  #modelSha256: string | null = null;
  #modelName: string | null = null;
  #gpu: string | false = false;
  #loaded = false;
  #state: EngineState = 'unavailable';
  #error: string | null = null;
  #child: ChildProcess | null = null;
  #ready: Promise<boolean> | null = null;
  #pending = new Map<number, Pending>();
  #nextId = 1;
  #crashes = 0;
  #closed = false;
  #restartTimer: NodeJS.Timeout | null = null;
  /** Tasks cancelled for their time that the child has not yet freed: the timer that kills it if it does not. */
  readonly #unfreed = new Map<number, NodeJS.Timeout>();
  /** Set when the child is killed because a task ran past its time: the reason its tasks fail. */
  #killedFor: string | null = null;
  /** The backend the current child is warming up on (its `warming` message), until it is ready. */
  #warmingOn: string | false | null = null;
  /** The GPU backend died at its first evaluation: children run on the CPU from then on. */
  #cpuFallback = false;
  #hostEntry: string;

  constructor(options: LlmEngineOptions) {
    this.#options = options;
    this.#log = options.log ?? (() => {});
    this.#hostEntry = options.hostEntry ?? HOST_ENTRY;
    this.concurrency = Math.max(1, options.sequences);
  }

  /** The inference child's pid (null while none runs). */
  get childPid(): number | null {
    return this.#child?.pid ?? null;
  }

  info(): EngineInfo {
    return {
      engine: 'llm',
      state: this.#state,
      modelName: this.#modelName,
      modelFile: this.#modelFile,
      modelSha256: this.#modelSha256,
      loaded: this.#loaded,
      promptVersion: PROMPT_VERSION,
      gpu: this.#gpu,
      error: this.#error,
    };
  }

  async start(): Promise<void> {
    if (this.#ready) {
      await this.#settled();
      return;
    }
    // Everything up to the first await runs at once: the state is `loading` or `unavailable` before
    // the caller's next line (the API listens right after), never a stale `unavailable`.
    const file = findModelFile(this.#options.modelsDir, this.#options.modelFile);
    if (!file) {
      this.#error = describeMissingModel(this.#options.modelsDir, this.#options.modelFile);
      this.#log(
        { modelsDir: this.#options.modelsDir, modelFile: this.#options.modelFile ?? null },
        'llm engine: no model file',
      );
      return;
    }
    if (!existsSync(this.#hostEntry)) {
      this.#error = 'the inference host is not built; run: node scripts/build.mjs';
      this.#log({ entry: this.#hostEntry }, 'llm engine: inference host not built');
      return;
    }
    this.#modelFile = file;
    this.#modelName = modelNameFromFile(file);
    this.#state = 'loading';
    // The child hashes the file while it loads it: hundreds of MB of SHA-256 stay off the API's thread.
    void this.#spawn();
    await this.#settled();
  }

  /** Whether a child is ready, once the current start settles — through a restart or the CPU fallback. */
  async #settled(): Promise<boolean> {
    let waitedFor = this.#ready;
    let ready = waitedFor ? await waitedFor : false;
    // The child died before it was ready and another is starting: wait for that one.
    while (!ready && !this.#closed && this.#ready !== null && this.#ready !== waitedFor) {
      waitedFor = this.#ready;
      ready = await waitedFor;
    }
    return ready;
  }

  async generateQuestionSet(job: JobContext): Promise<QuestionSetDraft> {
    const output = await this.#run({ kind: 'questionSet', job });
    return normalizeQuestionSet(parseModelOutput(output.text, QuestionSetModelOutput, 'question set'));
  }

  async generateCriteria(
    job: JobContext,
    answers: Array<{ question: string; answer: string }>,
  ): Promise<CriteriaDraft> {
    const output = await this.#run({ kind: 'criteria', job, answers });
    return normalizeCriteria(parseModelOutput(output.text, CriteriaModelOutput, 'criteria'));
  }

  async scoreApplication(
    shared: SharedScoringContext,
    app: ApplicationInput,
    options: ScoreOptions = {},
  ): Promise<ScoreOutcome> {
    if (shared.criteria.length === 0) throw new Error('scoring needs at least one criterion');
    const output = await this.#run({ kind: 'score', shared, app }, options.signal);
    if (output.stopReason === 'maxTokens') {
      throw new InvalidModelOutputError(
        `score: the model's output ran into maxTokens (${output.generatedTokens} tokens)`,
      );
    }
    // The child numbered the same lines (a prefix of them when the resume was cut; the grammar
    // keeps the model's line numbers within what it saw).
    const result = normalizeScoreOutput(
      parseModelOutput(output.text, ScoreModelOutput, 'score'),
      shared.criteria,
      resumeLines(app.resumeText),
    );
    return {
      result,
      resumeTruncated: output.resumeTruncated,
      usage: {
        promptTokens: output.promptTokens,
        evaluatedPromptTokens: output.evaluatedPromptTokens,
        reusedPromptTokens: Math.max(0, output.promptTokens - output.evaluatedPromptTokens),
        generatedTokens: output.generatedTokens,
      },
      durationMs: output.durationMs,
      timings: { prefillMs: output.prefillMs, decodeMs: output.decodeMs },
    };
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#state = 'unavailable';
    if (this.#restartTimer) clearTimeout(this.#restartTimer);
    for (const timer of this.#unfreed.values()) clearTimeout(timer);
    this.#unfreed.clear();
    const child = this.#child;
    this.#child = null;
    this.#loaded = false;
    this.#failAll(new EngineUnavailableError('the llm engine is closed'));
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

  // --- child supervision ---------------------------------------------------------------------

  #hostOptions(file: string): HostOptions {
    const o = this.#options;
    return {
      modelPath: file,
      threads: o.threads,
      contextSize: o.contextSize,
      sequences: Math.max(1, o.sequences),
      flashAttention: o.flashAttention,
      prefixReuse: o.prefixReuse,
      gpu: this.#cpuFallback ? false : o.gpu,
      maxResumeTokens: o.maxResumeTokens ?? null,
      maxOutputTokens: o.maxOutputTokens ?? null,
    };
  }

  /** Forks the host and waits for it to load the model; resolves true when ready. */
  #spawn(): Promise<boolean> {
    const file = this.#modelFile;
    if (!file || this.#closed) return Promise.resolve(false);
    const ready = new Promise<boolean>((resolve) => {
      // execArgv [] so test runners' loaders (vitest, tsx) are not inherited by the plain-JS host.
      this.#warmingOn = null;
      const child = fork(this.#hostEntry, [], {
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
      child.on('message', (message: ChildMessage) => {
        switch (message.type) {
          case 'warming':
            this.#warmingOn = message.gpu;
            return;
          case 'ready':
            this.#loaded = true;
            this.#state = 'ready';
            this.#error = null;
            this.#modelName = message.modelName ?? this.#modelName;
            this.#modelSha256 = message.modelSha256;
            this.#gpu = message.gpu;
            this.#log(
              { pid: child.pid, model: this.#modelName, gpu: message.gpu, contextSize: message.contextSize },
              'llm engine: model loaded',
            );
            this.events.emit('child-ready', child.pid);
            settle(true);
            return;
          case 'init-failed':
            this.#loaded = false;
            this.#state = 'unavailable';
            // The reason goes to callers (503, /readyz): without the server's paths, which only the log keeps.
            this.#error = `model failed to load: ${withoutPaths(message.message)}`;
            this.#log({ err: message.message }, 'llm engine: model failed to load');
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
            this.#freed(message.id);
            this.#take(message.id)?.resolve(message.output);
            return;
          case 'failed':
            this.#freed(message.id);
            this.#take(message.id)?.reject(new Error(`inference failed: ${message.message}`));
            return;
          case 'log':
            this.#log({ ...message.obj, level: message.level, pid: child.pid }, message.msg);
            return;
          default: {
            const never: never = message;
            this.#log({ message: never }, 'llm engine: unknown message from the inference process');
          }
        }
      });
      child.on('error', (err) => this.#log({ err: err.message }, 'llm engine: inference process error'));
      child.on('exit', (code, signal) => {
        settle(false);
        this.#onExit(child, code, signal);
      });
      const init: ParentMessage = { type: 'init', options: this.#hostOptions(file) };
      child.send(init);
    });
    this.#ready = ready;
    return ready;
  }

  #onExit(child: ChildProcess, code: number | null, signal: NodeJS.Signals | null): void {
    if (this.#child !== child) return;
    this.#child = null;
    for (const timer of this.#unfreed.values()) clearTimeout(timer);
    this.#unfreed.clear();
    this.events.emit('child-exit', { code, signal });
    if (this.#closed) return;
    const wasLoaded = this.#loaded;
    this.#loaded = false;
    if (!wasLoaded && typeof this.#warmingOn === 'string' && !this.#cpuFallback) {
      // The GPU backend loaded the model but died running it (seen: a prebuilt CUDA binary newer than
      // the driver). Every task would crash the same way: run on the CPU, and say so.
      this.#cpuFallback = true;
      this.#log(
        { gpu: this.#warmingOn, code, signal },
        'llm engine: the inference process died at its first evaluation on the GPU; running on the CPU instead (see models/README.md, "GPUs")',
      );
      this.#ready = this.#spawn();
      return;
    }
    this.#failAll(
      new EngineCrashedError(
        this.#killedFor ?? `the inference process died (${signal ?? `exit code ${code}`}) during the task`,
      ),
    );
    this.#killedFor = null;
    if (!wasLoaded && this.#error !== null && this.#error.startsWith('model failed to load')) return; // a load error does not heal by itself
    this.#crashes++;
    this.#log({ code, signal, crashes: this.#crashes }, 'llm engine: inference process died');
    if (this.#crashes > MAX_CONSECUTIVE_CRASHES) {
      this.#state = 'unavailable';
      this.#error = `the inference process crashed ${this.#crashes} times in a row; not restarting`;
      return;
    }
    this.#state = 'loading';
    this.#error = 'the inference process is restarting after a crash';
    const delay = Math.min(RESTART_MAX_MS, RESTART_MIN_MS * 2 ** (this.#crashes - 1));
    // Tasks arriving meanwhile wait on #ready, which resolves when the new child has loaded.
    this.#ready = new Promise<boolean>((resolve) => {
      this.#restartTimer = setTimeout(() => {
        this.#restartTimer = null;
        this.#spawn().then(resolve, () => resolve(false));
      }, delay);
    });
  }

  #take(id: number): Pending | undefined {
    const pending = this.#pending.get(id);
    this.#pending.delete(id);
    if (pending?.timer) clearTimeout(pending.timer);
    pending?.detach?.();
    return pending;
  }

  #failAll(err: Error): void {
    const all = [...this.#pending.values()];
    this.#pending.clear();
    for (const p of all) {
      if (p.timer) clearTimeout(p.timer);
      p.detach?.();
      p.reject(err);
    }
  }

  /**
   * A task past its time is cancelled alone: its caller hears at once (as a crash: the runner puts the job back
   * to pending, the attempt counted), the child stops it at its next token and frees its sequence, and the
   * other sequences' tasks go on. Only if the child does not free it within the grace — inference stuck in
   * native code, where nothing interrupts it — is the child killed (its tasks fail as a crash) and restarted.
   */
  #onTaskTimeout(child: ChildProcess, id: number, timeoutMs: number): void {
    if (this.#child !== child) return;
    const pending = this.#take(id);
    if (!pending) return;
    this.#log({ pid: child.pid, timeoutMs }, 'llm engine: task timed out, cancelling it');
    pending.reject(new EngineCrashedError(`the task ran past LLM_TASK_TIMEOUT_MS (${timeoutMs} ms); it was cancelled`));
    this.events.emit('task-timeout', id);
    const graceMs = this.#options.cancelGraceMs ?? DEFAULT_CANCEL_GRACE_MS;
    const kill = setTimeout(() => {
      this.#unfreed.delete(id);
      if (this.#child !== child) return;
      this.#killedFor = `a task ran past LLM_TASK_TIMEOUT_MS (${timeoutMs} ms) and was not freed when cancelled; the inference process was restarted`;
      this.#log(
        { pid: child.pid, timeoutMs, graceMs },
        'llm engine: a timed-out task was not freed, killing the inference process',
      );
      child.kill('SIGKILL');
    }, graceMs);
    kill.unref();
    this.#unfreed.set(id, kill);
    const cancel: ParentMessage = { type: 'cancel', id };
    if (child.connected) child.send(cancel, () => undefined);
  }

  /** The child answered a task: if it was cancelled for its time, it is freed and the child is not stuck. */
  #freed(id: number): void {
    const kill = this.#unfreed.get(id);
    if (!kill) return;
    clearTimeout(kill);
    this.#unfreed.delete(id);
    this.events.emit('task-freed', id);
  }

  async #run(task: TaskRequest, signal?: AbortSignal): Promise<TaskOutput> {
    if (this.#closed) throw new EngineUnavailableError('the llm engine is closed');
    const ready = await this.#settled();
    signal?.throwIfAborted();
    const child = this.#child;
    if (!ready || !child || !this.#loaded) {
      throw new EngineUnavailableError(`no model loaded: ${this.#error ?? 'the llm engine was not started'}`);
    }
    const id = this.#nextId++;
    const timeoutMs = this.#options.taskTimeoutMs ?? DEFAULT_TASK_TIMEOUT_MS;
    return new Promise<TaskOutput>((resolve, reject) => {
      const timer = timeoutMs > 0 ? setTimeout(() => this.#onTaskTimeout(child, id, timeoutMs), timeoutMs) : null;
      timer?.unref();
      const onAbort = () => {
        // Given up: the caller hears at once; the child stops at its next token and frees the sequence.
        const pending = this.#take(id);
        if (!pending) return;
        pending.reject(signal?.reason instanceof Error ? signal.reason : new Error('the task was cancelled'));
        const cancel: ParentMessage = { type: 'cancel', id };
        if (this.#child === child && child.connected) child.send(cancel, () => undefined);
      };
      this.#pending.set(id, {
        resolve,
        reject,
        timer,
        ...(signal ? { detach: () => signal.removeEventListener('abort', onAbort) } : {}),
      });
      signal?.addEventListener('abort', onAbort, { once: true });
      const message: ParentMessage = { type: 'task', id, task };
      child.send(message, (err) => {
        if (err) this.#take(id)?.reject(new EngineCrashedError(`cannot reach the inference process: ${err.message}`));
      });
    });
  }
}

/** `/models/x/tiny.gguf` → `tiny.gguf`: messages shown to API callers name no server path. */
function withoutPaths(text: string): string {
  return text.replace(/(?:[A-Za-z]:)?(?:[\\/][^\s\\/'"`]+)+[\\/]([^\s\\/'"`]+)/gu, '$1');
}
