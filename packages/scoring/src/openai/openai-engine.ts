// The `openai` engine: the same prompts and JSON schemas as the llm engine, sent to an
// OpenAI-compatible /v1/chat/completions endpoint (llama.cpp server, vLLM) on another machine.
import { performance } from 'node:perf_hooks';
import { EngineRequestError, InvalidModelOutputError } from '../errors.js';
import {
  CriteriaModelOutput,
  normalizeCriteria,
  normalizeQuestionSet,
  normalizeScoreOutput,
  parseModelOutput,
  QuestionSetModelOutput,
  ScoreModelOutput,
} from '../normalize.js';
import {
  criteriaJsonSchema,
  questionSetJsonSchema,
  scoreMaxTokens,
  scoreOutputJsonSchema,
  type JsonSchema,
} from '../output-schemas.js';
import {
  criteriaChatPrompt,
  PROMPT_VERSION,
  questionSetChatPrompt,
  renderResumeLines,
  resumeLines,
  scoringChatPrompt,
  systemMessage,
  type ChatPrompt,
} from '../prompts.js';
import type {
  ApplicationInput,
  CriteriaDraft,
  EngineInfo,
  JobContext,
  OpenAiEngineOptions,
  QuestionSetDraft,
  ScoreOptions,
  ScoreOutcome,
  ScoringEngine,
  SharedScoringContext,
} from '../types.js';

const DEFAULT_TIMEOUT_MS = 120_000;
const DEFAULT_MAX_RESUME_CHARS = 48_000;
const DEFAULT_SEED = 42;
/** LLM_CONCURRENCY's default: llama.cpp server's own default slot count is 4 with `--parallel 4`. */
const DEFAULT_CONCURRENCY = 4;

interface Completion {
  text: string;
  promptTokens: number;
  cachedTokens: number;
  generatedTokens: number;
}

function chatCompletionsUrl(baseUrl: string): string {
  const base = baseUrl.replace(/\/+$/u, '');
  return base.endsWith('/v1') ? `${base}/chat/completions` : `${base}/v1/chat/completions`;
}

export class OpenAiEngine implements ScoringEngine {
  readonly kind = 'openai' as const;
  readonly concurrency: number;
  #options: OpenAiEngineOptions;

  constructor(options: OpenAiEngineOptions) {
    this.#options = options;
    this.concurrency = Math.max(1, options.concurrency ?? DEFAULT_CONCURRENCY);
  }

  info(): EngineInfo {
    return {
      engine: 'openai',
      state: 'ready',
      modelName: this.#options.model,
      modelFile: null,
      modelSha256: null,
      loaded: true,
      promptVersion: PROMPT_VERSION,
      gpu: false,
      error: null,
    };
  }

  async start(): Promise<void> {}

  async close(): Promise<void> {}

  async generateQuestionSet(job: JobContext): Promise<QuestionSetDraft> {
    const c = await this.#complete('question_set', questionSetChatPrompt(job), questionSetJsonSchema(), 900);
    return normalizeQuestionSet(parseModelOutput(c.text, QuestionSetModelOutput, 'question set'));
  }

  async generateCriteria(
    job: JobContext,
    answers: Array<{ question: string; answer: string }>,
  ): Promise<CriteriaDraft> {
    const c = await this.#complete('criteria', criteriaChatPrompt(job, answers), criteriaJsonSchema(), 700);
    return normalizeCriteria(parseModelOutput(c.text, CriteriaModelOutput, 'criteria'));
  }

  async scoreApplication(
    shared: SharedScoringContext,
    app: ApplicationInput,
    options: ScoreOptions = {},
  ): Promise<ScoreOutcome> {
    if (shared.criteria.length === 0) throw new Error('scoring needs at least one criterion');
    const started = performance.now();
    const maxChars = this.#options.maxResumeChars ?? DEFAULT_MAX_RESUME_CHARS;
    // Whole lines up to the character budget: the model cites lines by number.
    const lines = resumeLines(app.resumeText);
    let shown = 0;
    for (let chars = 0; shown < lines.length; shown++) {
      chars += Array.from(lines[shown] ?? '').length + 1;
      if (chars > maxChars) break;
    }
    const resumeTruncated = shown < lines.length;
    const prompt = scoringChatPrompt(shared, app, renderResumeLines(lines, shown));
    const c = await this.#complete(
      'score',
      prompt,
      scoreOutputJsonSchema(shared.criteria.length, shown),
      scoreMaxTokens(shared.criteria.length),
      options.signal,
    );
    const result = normalizeScoreOutput(
      parseModelOutput(c.text, ScoreModelOutput, 'score'),
      shared.criteria,
      lines.slice(0, shown),
    );
    return {
      result,
      resumeTruncated,
      usage: {
        promptTokens: c.promptTokens,
        evaluatedPromptTokens: c.promptTokens - c.cachedTokens,
        reusedPromptTokens: c.cachedTokens,
        generatedTokens: c.generatedTokens,
      },
      durationMs: Math.round(performance.now() - started),
    };
  }

  async #complete(
    name: string,
    prompt: ChatPrompt,
    schema: JsonSchema,
    maxTokens: number,
    signal?: AbortSignal,
  ): Promise<Completion> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.#options.apiKey) headers.authorization = `Bearer ${this.#options.apiKey}`;
    const body = {
      model: this.#options.model,
      messages: [
        { role: 'system', content: systemMessage(prompt) },
        { role: 'user', content: prompt.user },
      ],
      temperature: 0,
      seed: this.#options.seed ?? DEFAULT_SEED,
      max_tokens: maxTokens,
      response_format: { type: 'json_schema', json_schema: { name, strict: true, schema } },
    };
    let response: Response;
    try {
      response = await fetch(chatCompletionsUrl(this.#options.baseUrl), {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal: signal
          ? AbortSignal.any([signal, AbortSignal.timeout(this.#options.timeoutMs ?? DEFAULT_TIMEOUT_MS)])
          : AbortSignal.timeout(this.#options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
    } catch (err) {
      // Our caller gave the task up: say so with its reason, not as an endpoint failure.
      if (signal?.aborted) throw signal.reason;
      const timedOut = err instanceof DOMException && err.name === 'TimeoutError';
      throw new EngineRequestError(
        timedOut ? 'the model endpoint timed out' : `the model endpoint cannot be reached: ${errorText(err)}`,
        {
          retryable: true,
          cause: err,
        },
      );
    }
    const raw = await response.text().catch(() => '');
    if (signal?.aborted) throw signal.reason;
    if (!response.ok) {
      // 5xx and 429 pass with time; other 4xx mean our request or configuration is wrong.
      const retryable = response.status >= 500 || response.status === 429 || response.status === 408;
      throw new EngineRequestError(`the model endpoint answered ${response.status}`, {
        retryable,
        status: response.status,
      });
    }
    return parseCompletion(raw, name);
  }
}

function errorText(err: unknown): string {
  if (err instanceof Error) return err.cause instanceof Error ? `${err.message} (${err.cause.message})` : err.message;
  return String(err);
}

function parseCompletion(raw: string, task: string): Completion {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new InvalidModelOutputError(`${task}: the endpoint's answer is not JSON`);
  }
  const root = isRecord(json) ? json : {};
  const choice = Array.isArray(root.choices) && isRecord(root.choices[0]) ? root.choices[0] : null;
  const message = choice && isRecord(choice.message) ? choice.message : null;
  const text = message && typeof message.content === 'string' ? message.content : null;
  if (text === null) throw new InvalidModelOutputError(`${task}: the endpoint's answer has no message content`);
  if (choice?.finish_reason === 'length')
    throw new InvalidModelOutputError(`${task}: the model's output ran into max_tokens`);
  const usage = isRecord(root.usage) ? root.usage : {};
  const details = isRecord(usage.prompt_tokens_details) ? usage.prompt_tokens_details : {};
  return {
    text,
    promptTokens: num(usage.prompt_tokens),
    cachedTokens: num(details.cached_tokens),
    generatedTokens: num(usage.completion_tokens),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function num(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}
