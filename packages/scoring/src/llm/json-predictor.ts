// A node-llama-cpp token predictor (speculative decoding) that predicts the JSON the output schema
// forces next (json-continuation.ts). On a CPU one decode step costs as much as evaluating 4–8
// tokens in a batch, and most tokens of our outputs are forced structure ("},{"v":" …), so
// predicting them turns several decode steps into one batch. node-llama-cpp checks each predicted
// token against the grammar and the model's own greedy choice: the output is the same as without
// prediction, only faster.
import { TokenPredictor, type LlamaModel, type Token } from 'node-llama-cpp';
import type { JsonSchema } from '../output-schemas.js';
import { forcedContinuation } from './json-continuation.js';

/** At most this many tokens per prediction (one batch). */
const MAX_PREDICTED_TOKENS = 16;

export class JsonStructurePredictor extends TokenPredictor {
  #schema: JsonSchema | null = null;
  #promptLength = 0;
  #generated: Token[] = [];

  constructor(private readonly model: LlamaModel) {
    super();
  }

  /** Called before each generation: the schema of the output and the length of the prompt in the sequence. */
  begin(schema: JsonSchema | null, promptLength: number): void {
    this.#schema = schema;
    this.#promptLength = promptLength;
    this.#generated = [];
  }

  // reset() may also come in the middle of a generation (after refuted predictions), with every
  // token of the sequence so far: what lies past the prompt is what has been generated.
  reset({ stateTokens }: { stateTokens: Token[] }): void {
    this.#generated = stateTokens.slice(this.#promptLength);
  }

  pushTokens(tokens: Token[]): void {
    this.#generated.push(...tokens);
  }

  predictTokens(): Token[] {
    if (this.#schema === null) return [];
    const forced = forcedContinuation(this.#schema, this.model.detokenize(this.#generated));
    if (forced.length === 0) return [];
    return this.model.tokenize(forced, false, 'trimLeadingSpace').slice(0, MAX_PREDICTED_TOKENS);
  }

  override dispose(): void {
    this.#schema = null;
    this.#generated = [];
  }
}
