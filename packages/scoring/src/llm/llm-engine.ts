// The `llm` engine: node-llama-cpp in a supervised child process (supervisor.ts). This side turns
// the engine's calls into tasks for the child and the child's raw output into checked results; it
// never loads native inference code.
import { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { InvalidModelOutputError } from '../errors.js';
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
  JobContext,
  LlmEngineOptions,
  QuestionSetDraft,
  ScoreOptions,
  ScoreOutcome,
  ScoringEngine,
  SharedScoringContext,
} from '../types.js';
import type { TaskOutput, TaskRequest } from './protocol.js';
import { InferenceSupervisor } from './supervisor.js';

/** The compiled child entry. From src/llm (vitest) and from dist/llm alike this is dist/llm/host.js. */
export const HOST_ENTRY = fileURLToPath(new URL('../../dist/llm/host.js', import.meta.url));

/** Default limit of one task in the inference process (LLM_TASK_TIMEOUT_MS). */
const DEFAULT_TASK_TIMEOUT_MS = 15 * 60_000;

export interface LlmScoreOptions extends ScoreOptions {
  /** This task's limit in the inference process instead of the engine's `taskTimeoutMs` (0: none). */
  timeoutMs?: number;
}

export class LlmEngine implements ScoringEngine {
  readonly kind = 'llm' as const;
  /** One task per sequence of the inference context (LLM_SEQUENCES), each with its own prefix cache. */
  readonly concurrency: number;
  /**
   * 'child-ready' (pid), 'child-exit' ({ code, signal }), 'task-start' (id), 'task-generating' (id: its
   * first token), 'task-timeout' (id: given up for its time), 'task-freed' (id: a given-up task the child
   * has let go): for the runner's metrics and for tests.
   */
  readonly events = new EventEmitter();

  #options: LlmEngineOptions;
  #log: LlmEngineOptions['log'] & {};
  #modelFile: string | null = null;
  #hostEntry: string;
  #supervisor: InferenceSupervisor;

  constructor(options: LlmEngineOptions) {
    this.#options = options;
    this.#log = options.log ?? (() => {});
    this.#hostEntry = options.hostEntry ?? HOST_ENTRY;
    this.concurrency = Math.max(1, options.sequences);
    this.#supervisor = new InferenceSupervisor(options, this.#hostEntry, this.events, this.#log);
  }

  /** The inference child's pid (null while none runs). */
  get childPid(): number | null {
    return this.#supervisor.childPid;
  }

  info(): EngineInfo {
    const status = this.#supervisor.status;
    return {
      engine: 'llm',
      state: status.state,
      modelName: status.modelName,
      modelFile: this.#modelFile,
      modelSha256: status.modelSha256,
      loaded: status.loaded,
      promptVersion: PROMPT_VERSION,
      gpu: status.gpu,
      error: status.error,
    };
  }

  async start(): Promise<void> {
    if (this.#supervisor.started) {
      await this.#supervisor.settled();
      return;
    }
    // Everything up to the first await runs at once: the state is `loading` or `unavailable` before
    // the caller's next line (the API listens right after), never a stale `unavailable`.
    const status = this.#supervisor.status;
    const file = findModelFile(this.#options.modelsDir, this.#options.modelFile);
    if (!file) {
      status.error = describeMissingModel(this.#options.modelsDir, this.#options.modelFile);
      this.#log(
        { modelsDir: this.#options.modelsDir, modelFile: this.#options.modelFile ?? null },
        'llm engine: no model file',
      );
      return;
    }
    if (!existsSync(this.#hostEntry)) {
      status.error = 'the inference host is not built; run: node scripts/build.mjs';
      this.#log({ entry: this.#hostEntry }, 'llm engine: inference host not built');
      return;
    }
    this.#modelFile = file;
    status.modelName = modelNameFromFile(file);
    // The child hashes the file while it loads it: hundreds of MB of SHA-256 stay off the API's thread.
    await this.#supervisor.start(file);
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
    options: LlmScoreOptions = {},
  ): Promise<ScoreOutcome> {
    if (shared.criteria.length === 0) throw new Error('scoring needs at least one criterion');
    const output = await this.#run({ kind: 'score', shared, app }, options.signal, options.timeoutMs);
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

  close(): Promise<void> {
    return this.#supervisor.close();
  }

  #run(task: TaskRequest, signal?: AbortSignal, timeoutMs?: number): Promise<TaskOutput> {
    return this.#supervisor.run(task, signal, timeoutMs ?? this.#options.taskTimeoutMs ?? DEFAULT_TASK_TIMEOUT_MS);
  }
}
