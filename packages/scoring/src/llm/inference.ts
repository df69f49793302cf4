// Runs inside the inference child process only (see host.ts): loads the model once, keeps one
// context with `sequences` slots, renders prompts with the model's own chat template, and
// generates grammar-constrained JSON with greedy sampling.
//
// Prefix reuse: a prompt is evaluated as segments — [template start + instructions] [job part]
// [application] — each in its own evaluation call. A slot remembers the segments it holds, so the
// next application of the same job evaluates only its own segment. Evaluating the same segments
// with the same boundaries whether reused or not keeps the KV cache bit-identical, so a result
// does not depend on what the slot held before (reproducibility).
import {
  getLlama,
  LlamaGrammarEvaluationState,
  LlamaLogLevel,
  LlamaText,
  resolveChatWrapper,
  type ChatHistoryItem,
  type ChatWrapper,
  type GbnfJsonObjectSchema,
  type Llama,
  type LlamaContext,
  type LlamaContextSequence,
  type LlamaGrammar,
  type LlamaModel,
  type LlamaTextValue,
  type Token,
} from 'node-llama-cpp';
import {
  criteriaJsonSchema,
  questionSetJsonSchema,
  scoreMaxTokens,
  scoreOutputJsonSchema,
  type JsonSchema,
} from '../output-schemas.js';
import {
  criteriaChatPrompt,
  questionSetChatPrompt,
  renderResumeLines,
  renderScoringApplication,
  renderScoringJob,
  resumeLines,
  SCORING_INSTRUCTIONS,
  type ChatPrompt,
} from '../prompts.js';
import { stripControlChars as clean } from '../text.js';
import type { ApplicationInput, SharedScoringContext } from '../types.js';
import { compactJsonGrammar } from './compact-grammar.js';
import type { HostOptions, TaskOutput, TaskRequest } from './protocol.js';

type Log = (level: 'debug' | 'info' | 'warn' | 'error', obj: Record<string, unknown>, msg: string) => void;

// Segment separators inside the chat template's text; stripped from every input beforehand.
const SHARED_MARK = '\u0001';
const APP_MARK = '\u0002';
const MARKS = new RegExp(`[${SHARED_MARK}${APP_MARK}]`, 'u');
const JOB_TRUNCATION_MARKER = '[… job description truncated …]';
const MAX_CACHED_GRAMMARS = 64;

interface Slot {
  sequence: LlamaContextSequence;
  busy: boolean;
  /** Token segments the sequence holds, evaluated in order from position 0. */
  held: Token[][];
  /** The scoring cache key those segments belong to (null for other tasks). */
  cacheKey: string | null;
  lastUsed: number;
}

export class InferenceHost {
  #llama: Llama;
  #model: LlamaModel;
  #context: LlamaContext;
  #chatWrapper: ChatWrapper;
  #slots: Slot[];
  #waiters: Array<() => void> = [];
  #grammars = new Map<string, Promise<LlamaGrammar>>();
  #useCounter = 0;
  /** KV-cache erasures waiting for the context (see #erasing), and the generations paused for them. */
  #erasures = 0;
  #pausedForErasures: Array<() => void> = [];

  private constructor(
    readonly options: HostOptions,
    llama: Llama,
    model: LlamaModel,
    context: LlamaContext,
    private readonly log: Log,
  ) {
    this.#llama = llama;
    this.#model = model;
    this.#context = context;
    this.#chatWrapper = resolveChatWrapper(model);
    this.#slots = Array.from({ length: options.sequences }, () => ({
      sequence: context.getSequence(),
      busy: false,
      held: [],
      cacheKey: null,
      lastUsed: 0,
    }));
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
    const sequence = this.#slots[0]?.sequence;
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
   * Runs one task on a free sequence; `signal` stops it between evaluation steps (a cancelled task);
   * `onGenerating` is called at its first generated token.
   */
  async run(task: TaskRequest, signal?: AbortSignal, onGenerating?: () => void): Promise<TaskOutput> {
    const started = performance.now();
    const cacheKey = task.kind === 'score' ? task.shared.cacheKey : null;
    const slot = await this.#acquire(cacheKey);
    try {
      throwIfCancelled(signal);
      const plan = await this.#plan(task);
      const generated = await this.#generate(
        slot,
        plan.segments,
        plan.schema,
        plan.maxTokens,
        this.options.prefixReuse,
        signal,
        onGenerating,
      );
      slot.cacheKey = cacheKey;
      return {
        ...generated,
        resumeTruncated: plan.resumeTruncated,
        durationMs: Math.round(performance.now() - started),
      };
    } finally {
      this.#release(slot);
    }
  }

  /** The scoring prompt exactly as the model would see it (diagnostics and tests). */
  previewScorePrompt(shared: SharedScoringContext, app: ApplicationInput) {
    const plan = this.#planScore(shared, app);
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

  // --- slots -------------------------------------------------------------------------------

  async #acquire(cacheKey: string | null): Promise<Slot> {
    for (;;) {
      const free = this.#slots.filter((s) => !s.busy);
      if (free.length > 0) {
        // Prefer the slot that already holds this job's prefix, else the least recently used one.
        const match = cacheKey === null ? undefined : free.find((s) => s.cacheKey === cacheKey);
        const slot = match ?? free.sort((a, b) => a.lastUsed - b.lastUsed)[0];
        if (slot) {
          slot.busy = true;
          slot.lastUsed = ++this.#useCounter;
          return slot;
        }
      }
      await new Promise<void>((resolve) => this.#waiters.push(resolve));
    }
  }

  #release(slot: Slot): void {
    slot.busy = false;
    this.#waiters.shift()?.();
  }

  // --- prompts -----------------------------------------------------------------------------

  async #plan(
    task: TaskRequest,
  ): Promise<{ segments: Token[][]; schema: JsonSchema; maxTokens: number; resumeTruncated: boolean }> {
    switch (task.kind) {
      case 'questionSet': {
        const maxTokens = this.#capOutput(900);
        return {
          segments: this.#segments(questionSetChatPrompt(task.job)),
          schema: questionSetJsonSchema(),
          maxTokens,
          resumeTruncated: false,
        };
      }
      case 'criteria': {
        const maxTokens = this.#capOutput(700);
        return {
          segments: this.#segments(criteriaChatPrompt(task.job, task.answers)),
          schema: criteriaJsonSchema(),
          maxTokens,
          resumeTruncated: false,
        };
      }
      case 'score':
        return this.#planScore(task.shared, task.app);
      default: {
        const never: never = task;
        throw new Error(`unknown task ${JSON.stringify(never)}`);
      }
    }
  }

  #capOutput(wanted: number): number {
    const cap = this.options.maxOutputTokens ?? wanted;
    return Math.max(16, Math.min(wanted, cap, Math.floor(this.contextSize / 2)));
  }

  /** Fits the job part, the extras and the resume into the context, after the output reserve. */
  #planScore(shared: SharedScoringContext, app: ApplicationInput) {
    const maxTokens = this.#capOutput(scoreMaxTokens(shared.criteria.length));
    const available = this.contextSize - maxTokens - 8;
    // The shared part may not depend on the application (or it would not be reusable), so it gets
    // a fixed share: all but the room kept for the application (35%, at least 256 tokens).
    const sharedBudget = available - Math.max(256, Math.floor(available * 0.35));

    // The shared part depends only on the shared context, so every application of a job gets the
    // same (possibly cut) job part and the prefix stays reusable.
    let jobDescription = clean(shared.jobDescription);
    let roleKnowledge = shared.roleKnowledge === null ? null : clean(shared.roleKnowledge);
    let job = renderScoringJob({ ...shared, roleKnowledge }, jobDescription);
    for (let attempt = 0; attempt < 8; attempt++) {
      const over = this.#count(`${SCORING_INSTRUCTIONS}\n\n${job}`) + 16 - sharedBudget;
      if (over <= 0) break;
      const jobTokens = this.#count(jobDescription);
      if (jobTokens > 64 || roleKnowledge === null) {
        jobDescription = this.#cutTokens(jobDescription, Math.max(0, jobTokens - over - 16), JOB_TRUNCATION_MARKER);
      } else {
        roleKnowledge = this.#cutTokens(
          roleKnowledge,
          Math.max(0, this.#count(roleKnowledge) - over - 16),
          '[… truncated …]',
        );
      }
      job = renderScoringJob({ ...shared, roleKnowledge }, jobDescription);
    }

    const build = (resume: string, context: string | null, answers: ApplicationInput['applicationAnswers']) =>
      this.#segments({
        instructions: SCORING_INSTRUCTIONS,
        shared: job,
        user: renderScoringApplication({ ...app, applicationAnswers: answers }, resume, context),
      });
    const promptTokens = (segments: Token[][]) => segments.reduce((n, s) => n + s.length, 0);

    // Extras (answers, cover letter) may take up to 40% of the application's room; the resume the rest.
    let context = app.context === null ? null : clean(app.context);
    let answers =
      app.applicationAnswers?.map((a) => ({ question: clean(a.question), answer: clean(a.answer) })) ?? null;
    const appRoom = available - promptTokens(build('', null, null));
    const extrasRoom = Math.floor(appRoom * 0.4);
    const baseWithExtras = () => promptTokens(build('', context, answers)) - promptTokens(build('', null, null));
    if (context !== null && baseWithExtras() > extrasRoom) {
      context = this.#cutTokens(
        context,
        Math.max(0, extrasRoom - (promptTokens(build('', null, answers)) - promptTokens(build('', null, null))) - 32),
        '[… truncated …]',
      );
    }
    if (answers !== null && baseWithExtras() > extrasRoom) {
      const each = Math.max(8, Math.floor(extrasRoom / Math.max(1, answers.length)) - 24);
      answers = answers.map((a) => ({
        question: this.#cutTokens(a.question, 16, '…'),
        answer: this.#cutTokens(a.answer, each, '[… truncated …]'),
      }));
    }

    // The resume goes in as numbered lines (the model cites them); a long one keeps as many whole
    // lines as fit, then the truncation marker.
    const lines = resumeLines(app.resumeText);
    const maxResumeTokens = this.options.maxResumeTokens;
    const fits = (count: number) => {
      const resume = renderResumeLines(lines, count);
      if (maxResumeTokens !== null && count > 0 && this.#count(resume) > maxResumeTokens) return false;
      return promptTokens(build(resume, context, answers)) <= available;
    };
    let shown = lines.length;
    if (!fits(shown)) {
      // The largest count that fits (more lines, more tokens): binary search.
      let low = 0;
      let high = lines.length - 1;
      while (low < high) {
        const mid = Math.ceil((low + high) / 2);
        if (fits(mid)) low = mid;
        else high = mid - 1;
      }
      shown = low;
    }
    const segments = build(renderResumeLines(lines, shown), context, answers);
    if (promptTokens(segments) > available)
      throw new Error(`prompt does not fit the context (${promptTokens(segments)} > ${available} tokens)`);
    return {
      segments,
      schema: scoreOutputJsonSchema(shared.criteria.length, shown),
      maxTokens,
      resumeTruncated: shown < lines.length,
    };
  }

  #count(text: string): number {
    return this.#model.tokenize(text).length;
  }

  /** Keeps the first `keep` tokens of `text` and appends a visible marker. */
  #cutTokens(text: string, keep: number, marker: string): string {
    const tokens = this.#model.tokenize(text);
    if (tokens.length <= keep) return text;
    const head =
      keep > 0
        ? this.#model
            .detokenize(tokens.slice(0, keep))
            .replace(/\uFFFD+$/u, '')
            .trimEnd()
        : '';
    return head.length > 0 ? `${head}\n${marker}` : marker;
  }

  /** Renders the prompt with the model's chat template and cuts it into token segments at our marks. */
  #segments(prompt: ChatPrompt): Token[][] {
    const history: ChatHistoryItem[] = [
      {
        type: 'system',
        text: `${clean(prompt.instructions)}${SHARED_MARK}${prompt.shared ? `\n\n${clean(prompt.shared)}` : ''}`,
      },
      { type: 'user', text: `${APP_MARK}${clean(prompt.user)}` },
      { type: 'model', response: [] },
    ];
    const { contextText } = this.#chatWrapper.generateContextState({ chatHistory: history });
    const parts: LlamaTextValue[][] = [[]];
    for (const value of contextText.values) {
      if (typeof value !== 'string') {
        parts[parts.length - 1]?.push(value);
        continue;
      }
      const pieces = value.split(MARKS);
      pieces.forEach((piece, i) => {
        if (i > 0) parts.push([]);
        if (piece.length > 0) parts[parts.length - 1]?.push(piece);
      });
    }
    return parts
      .map((values) => LlamaText(values).tokenize(this.#model.tokenizer))
      .filter((tokens) => tokens.length > 0);
  }

  /**
   * Runs a KV-cache erasure of one slot (a new task removing the previous one's tokens). node-llama-cpp
   * erases under the context's lock, which its decode loop holds for as long as any decode is queued:
   * with two or more sequences generating that is until they finish, so a new task waited for the
   * whole batch and the slots ran in waves (docs/PERFORMANCE.md, "`llm` engine on a GPU with several
   * sequences").
   * While an erasure waits, every generation pauses before asking for its next token; the decode
   * queue empties, the erasure runs, and they go on. The cost is one decode step per new task.
   */
  async #erasing(erase: () => Promise<void>): Promise<void> {
    this.#erasures++;
    try {
      await erase();
    } finally {
      if (--this.#erasures === 0) for (const resume of this.#pausedForErasures.splice(0)) resume();
    }
  }

  // --- generation --------------------------------------------------------------------------

  #grammar(schema: JsonSchema): Promise<LlamaGrammar> {
    const key = JSON.stringify(schema);
    let grammar = this.#grammars.get(key);
    if (!grammar) {
      // Our schemas use only the subset GbnfJsonSchema describes (strings, enums, objects, arrays);
      // the library writes the GBNF, compactJsonGrammar takes the whitespace out of it.
      const llama = this.#llama;
      grammar = llama
        .createGrammarForJsonSchema(schema as GbnfJsonObjectSchema)
        .then((json) => llama.createGrammar({ grammar: compactJsonGrammar(json.grammar) }));
      // One grammar per distinct schema (criteria count × resume line count): keep the recent ones.
      if (this.#grammars.size >= MAX_CACHED_GRAMMARS) {
        const oldest = this.#grammars.keys().next().value;
        if (oldest !== undefined) this.#grammars.delete(oldest);
      }
      this.#grammars.set(key, grammar);
    }
    return grammar;
  }

  async #generate(
    slot: Slot,
    segments: Token[][],
    schema: JsonSchema,
    maxTokens: number,
    reuse: boolean,
    signal?: AbortSignal,
    onGenerating?: () => void,
  ) {
    const sequence = slot.sequence;
    const grammar = await this.#grammar(schema);
    let keep = 0;
    if (reuse) {
      // Whole leading segments only, and never the last one: it must be evaluated to sample.
      while (keep < segments.length - 1 && keep < slot.held.length && sameTokens(slot.held[keep], segments[keep]))
        keep++;
    }
    const keepTokens = segments.slice(0, keep).reduce((n, s) => n + s.length, 0);
    slot.held = [];
    if (sequence.nextTokenIndex > keepTokens)
      await this.#erasing(() =>
        keep === 0
          ? sequence.clearHistory()
          : sequence.eraseContextTokenRanges([{ start: keepTokens, end: sequence.nextTokenIndex }]),
      );
    slot.held = segments.slice(0, keep);

    const promptTokens = segments.reduce((n, s) => n + s.length, 0);
    const before = sequence.tokenMeter.getState();
    const prefillStart = performance.now();
    let firstTokenAt = prefillStart;
    for (const segment of segments.slice(keep, -1)) {
      throwIfCancelled(signal);
      await sequence.evaluateWithoutGeneratingNewTokens(segment);
      // Remembered as soon as evaluated: a cancelled task leaves a valid, reusable prefix behind.
      slot.held.push(segment);
    }
    throwIfCancelled(signal);
    const last = segments[segments.length - 1] ?? [];
    // The meter's count of the prompt segments evaluated before the last one, plus the last one.
    const prefix = sequence.tokenMeter.diff(before);
    const evaluatedPromptTokens = prefix.usedInputTokens + prefix.usedOutputTokens + last.length;
    const grammarEvaluationState = new LlamaGrammarEvaluationState({ model: this.#model, grammar });
    const out: Token[] = [];
    const scanner = new JsonEndScanner();
    let stopReason: TaskOutput['stopReason'] = 'eog';
    for await (const token of sequence.evaluate(last, { temperature: 0, grammarEvaluationState })) {
      if (out.length === 0) {
        firstTokenAt = performance.now();
        onGenerating?.();
      }
      if (signal?.aborted) {
        // The generated tokens are erased by the next task; only the evaluated prompt prefix is kept.
        slot.held = segments.slice(0, -1);
        throw new Error('the task was cancelled');
      }
      out.push(token);
      if (scanner.push(this.#model.detokenize([token]))) {
        stopReason = 'jsonComplete';
        break;
      }
      if (out.length >= maxTokens) {
        stopReason = 'maxTokens';
        break;
      }
      if (this.#erasures > 0) await new Promise<void>((resolve) => this.#pausedForErasures.push(resolve));
    }
    const end = performance.now();
    if (out.length === 0) firstTokenAt = end;
    // Only the prompt's segments are remembered; generated tokens after them are erased next time.
    slot.held = segments;
    if (stopReason === 'maxTokens') this.log('warn', { maxTokens, promptTokens }, 'generation stopped at maxTokens');
    return {
      text: this.#model.detokenize(out),
      stopReason,
      promptTokens,
      evaluatedPromptTokens,
      generatedTokens: out.length,
      prefillMs: Math.round(firstTokenAt - prefillStart),
      decodeMs: Math.round(end - firstTokenAt),
    };
  }
}

function throwIfCancelled(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new Error('the task was cancelled');
}

function sameTokens(a: readonly Token[] | undefined, b: readonly Token[] | undefined): boolean {
  if (!a || !b || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Detects the end of the top-level JSON value, so generation stops without waiting for the end token. */
export class JsonEndScanner {
  #depth = 0;
  #started = false;
  #inString = false;
  #escape = false;

  push(chunk: string): boolean {
    for (const ch of chunk) {
      if (this.#inString) {
        if (this.#escape) this.#escape = false;
        else if (ch === '\\') this.#escape = true;
        else if (ch === '"') this.#inString = false;
        continue;
      }
      if (ch === '"') this.#inString = true;
      else if (ch === '{' || ch === '[') {
        this.#depth++;
        this.#started = true;
      } else if (ch === '}' || ch === ']') {
        this.#depth--;
        if (this.#started && this.#depth === 0) return true;
      }
    }
    return false;
  }
}
