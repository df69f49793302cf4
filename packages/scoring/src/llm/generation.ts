// Generation, in the inference child: one task's grammar-constrained, greedy generation on the slot
// it was given — the prompt segments the slot does not hold yet, then tokens until the JSON value
// ends, maxTokens, or the task is cancelled (its signal: a caller giving up or its time running out).
import {
  LlamaGrammarEvaluationState,
  type GbnfJsonObjectSchema,
  type Llama,
  type LlamaGrammar,
  type LlamaModel,
  type Token,
} from 'node-llama-cpp';
import type { JsonSchema } from '../output-schemas.js';
import { compactJsonGrammar } from './compact-grammar.js';
import { reusableSegments, tokenCount, type PromptPlan } from './planning.js';
import type { TaskOutput } from './protocol.js';
import type { Slot, SlotPool } from './slots.js';

export type Log = (level: 'debug' | 'info' | 'warn' | 'error', obj: Record<string, unknown>, msg: string) => void;

const MAX_CACHED_GRAMMARS = 64;

export type Generated = Omit<TaskOutput, 'resumeTruncated' | 'durationMs'>;

export class Generator {
  #grammars = new Map<string, Promise<LlamaGrammar>>();

  constructor(
    private readonly llama: Llama,
    private readonly model: LlamaModel,
    private readonly slots: SlotPool,
    private readonly log: Log,
  ) {}

  #grammar(schema: JsonSchema): Promise<LlamaGrammar> {
    const key = JSON.stringify(schema);
    let grammar = this.#grammars.get(key);
    if (!grammar) {
      // Our schemas use only the subset GbnfJsonSchema describes (strings, enums, objects, arrays);
      // the library writes the GBNF, compactJsonGrammar takes the whitespace out of it.
      const llama = this.llama;
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

  /**
   * Generates `plan`'s output on `slot`, keeping the prefix the slot already holds when `reuse` is on.
   * `signal` stops it between evaluation steps; `onGenerating` is called at its first generated token.
   */
  async generate(
    slot: Slot,
    plan: PromptPlan,
    reuse: boolean,
    signal?: AbortSignal,
    onGenerating?: () => void,
  ): Promise<Generated> {
    const { segments, maxTokens } = plan;
    const sequence = slot.sequence;
    const grammar = await this.#grammar(plan.schema);
    await this.slots.keepPrefix(slot, segments, reuse ? reusableSegments(slot.held, segments) : 0);
    const keep = slot.held.length;

    const promptTokens = tokenCount(segments);
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
    const grammarEvaluationState = new LlamaGrammarEvaluationState({ model: this.model, grammar });
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
      if (scanner.push(this.model.detokenize([token]))) {
        stopReason = 'jsonComplete';
        break;
      }
      if (out.length >= maxTokens) {
        stopReason = 'maxTokens';
        break;
      }
      const paused = this.slots.pauseForErasures();
      if (paused) await paused;
    }
    const end = performance.now();
    if (out.length === 0) firstTokenAt = end;
    // Only the prompt's segments are remembered; generated tokens after them are erased next time.
    slot.held = segments;
    if (stopReason === 'maxTokens') this.log('warn', { maxTokens, promptTokens }, 'generation stopped at maxTokens');
    return {
      text: this.model.detokenize(out),
      stopReason,
      promptTokens,
      evaluatedPromptTokens,
      generatedTokens: out.length,
      prefillMs: Math.round(firstTokenAt - prefillStart),
      decodeMs: Math.round(end - firstTokenAt),
    };
  }
}

export function throwIfCancelled(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new Error('the task was cancelled');
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
