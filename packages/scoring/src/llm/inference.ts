// Runs inside the inference child process only (see host.ts): loads the model once, keeps one
// context with `sequences` slots, and runs each task through its three parts: planning.ts (which
// prompt, which prefix a slot may keep), slots.ts (which slot, KV-cache erasure while others
// generate) and generation.ts (grammar-constrained JSON with greedy sampling, cancellable).
import {
  getLlama,
  LlamaLogLevel,
  resolveChatWrapper,
  type Llama,
  type LlamaContext,
  type LlamaModel,
} from 'node-llama-cpp';
import type { ApplicationInput, SharedScoringContext } from '../types.js';
import { Generator, throwIfCancelled, type Log } from './generation.js';
import { PromptPlanner } from './planning.js';
import type { HostOptions, TaskOutput, TaskRequest } from './protocol.js';
import { SlotPool } from './slots.js';

export { JsonEndScanner } from './generation.js';

export class InferenceHost {
  #llama: Llama;
  #model: LlamaModel;
  #context: LlamaContext;
  #slots: SlotPool;
  #planner: PromptPlanner;
  #generator: Generator;

  private constructor(
    readonly options: HostOptions,
    llama: Llama,
    model: LlamaModel,
    context: LlamaContext,
    log: Log,
  ) {
    this.#llama = llama;
    this.#model = model;
    this.#context = context;
    this.#slots = new SlotPool(context, options.sequences);
    this.#planner = new PromptPlanner(model, resolveChatWrapper(model), context.contextSize, {
      maxOutputTokens: options.maxOutputTokens,
      maxResumeTokens: options.maxResumeTokens,
    });
    this.#generator = new Generator(llama, model, this.#slots, log);
  }

  static async create(options: HostOptions, log: Log): Promise<InferenceHost> {
    const llama = await getLlama({
      build: 'never',
      gpu: options.gpu,
      logLevel: LlamaLogLevel.warn,
      logger: (level, message) => {
        const text = message.trim();
        if (text.length > 0)
          log(
            level === LlamaLogLevel.error || level === LlamaLogLevel.fatal ? 'error' : 'warn',
            { source: 'llama.cpp' },
            text,
          );
      },
    });
    const model = await llama.loadModel({ modelPath: options.modelPath });
    const context = await model.createContext({
      contextSize: options.contextSize,
      sequences: options.sequences,
      threads: options.threads,
      // On a CPU flash attention makes decoding slower as the context fills (measured: docs/PERFORMANCE.md).
      flashAttention: options.flashAttention === 'auto' ? llama.gpu !== false : options.flashAttention,
    });
    return new InferenceHost(options, llama, model, context, log);
  }

  /** One evaluation on the first slot, then cleared: the backend's kernels run once before any task. */
  async warmUp(): Promise<void> {
    const sequence = this.#slots.first;
    if (!sequence) return;
    await sequence.evaluateWithoutGeneratingNewTokens(this.#model.tokenize('warm-up'));
    await sequence.clearHistory();
  }

  get modelName(): string | null {
    const name = this.#model.fileInfo.metadata.general?.name;
    return typeof name === 'string' && name.length > 0 ? name : null;
  }

  get gpu(): string | false {
    return this.#llama.gpu;
  }

  get contextSize(): number {
    return this.#context.contextSize;
  }

  /**
   * Runs one task on a free sequence; `signal` stops it between evaluation steps (a cancelled or
   * timed-out task) and its slot is freed; `onGenerating` is called at its first generated token.
   */
  async run(task: TaskRequest, signal?: AbortSignal, onGenerating?: () => void): Promise<TaskOutput> {
    const started = performance.now();
    const cacheKey = task.kind === 'score' ? task.shared.cacheKey : null;
    const slot = await this.#slots.acquire(cacheKey, signal);
    try {
      throwIfCancelled(signal);
      const plan = this.#planner.plan(task);
      const generated = await this.#generator.generate(slot, plan, this.options.prefixReuse, signal, onGenerating);
      slot.cacheKey = cacheKey;
      return {
        ...generated,
        resumeTruncated: plan.resumeTruncated,
        durationMs: Math.round(performance.now() - started),
      };
    } finally {
      this.#slots.release(slot);
    }
  }

  /** The scoring prompt exactly as the model would see it (diagnostics and tests). */
  previewScorePrompt(shared: SharedScoringContext, app: ApplicationInput) {
    const plan = this.#planner.planScore(shared, app);
    const tokens = plan.segments.flat();
    return {
      /** With special tokens rendered. */
      text: this.#model.detokenize(tokens, true),
      /** Without them: what remains is text the model reads as text. */
      plainText: this.#model.detokenize(tokens, false),
      promptTokens: tokens.length,
      maxTokens: plan.maxTokens,
      resumeTruncated: plan.resumeTruncated,
    };
  }

  async dispose(): Promise<void> {
    await this.#context.dispose();
    await this.#model.dispose();
    await this.#llama.dispose();
  }
}
