export type Importance = 'MUST_HAVE' | 'NICE_TO_HAVE';
export type EngineKind = 'sandbox' | 'llm' | 'openai';
export type CriterionVerdict = 'met' | 'partial' | 'not_met';

export interface JobContext {
  jobTitle: string;
  companyName: string;
  jobDescription: string;
}

/** 1–8 questions, 2–6 options each. */
export interface QuestionSetDraft {
  guidance: string;
  questions: Array<{ selectionType: 'single' | 'multiple'; question: string; options: string[]; hint: string | null }>;
}

/** 1–15 criteria, text 1–500 characters, distinct texts. */
export interface CriteriaDraft {
  criteria: Array<{ text: string; importance: Importance }>;
}

export interface ScoringCriterion {
  id: string;
  text: string;
  importance: Importance;
}

export interface SharedScoringContext {
  /** Same key ⇒ same shared prefix (criteria, job description, role knowledge): the engine may reuse it. */
  cacheKey: string;
  criteria: ScoringCriterion[];
  jobDescription: string;
  roleKnowledge: string | null;
}

export interface ApplicationInput {
  resumeText: string;
  applicationAnswers: Array<{ question: string; answer: string }> | null;
  context: string | null;
}

export interface ScoreResult {
  /** Integer 0–100, computed from the per-criterion verdicts (never taken from the model). */
  score: number;
  assessment: { verdict: string; strengths: string[]; concerns: string[]; interviewFocus: string[] };
  criteria: Array<{
    criterionId: string;
    text: string;
    importance: Importance;
    verdict: CriterionVerdict;
    evidence: string;
  }>;
}

export interface ScoreUsage {
  promptTokens: number;
  /** Prompt tokens actually evaluated this time (the rest came from the KV cache). */
  evaluatedPromptTokens: number;
  reusedPromptTokens: number;
  generatedTokens: number;
}

export interface ScoreOutcome {
  result: ScoreResult;
  resumeTruncated: boolean;
  usage: ScoreUsage;
  durationMs: number;
  /** Where the time went (llm engine only): prompt evaluation up to the first token, then generation. */
  timings?: { prefillMs: number; decodeMs: number };
}

/**
 * `ready`: tasks run now. `loading`: a configured model is loading (or the inference process restarts
 * after a crash): tasks wait, submissions are accepted. `unavailable`: no model configured, or it failed
 * to load; `error` says why.
 */
export type EngineState = 'ready' | 'loading' | 'unavailable';

export interface EngineInfo {
  engine: EngineKind;
  state: EngineState;
  modelName: string | null;
  modelFile: string | null;
  modelSha256: string | null;
  loaded: boolean;
  promptVersion: string;
  gpu: string | false;
  error: string | null;
}

export interface ScoreOptions {
  /** Aborted when the task is no longer wanted (its application deleted, its time up): stop and reject. */
  signal?: AbortSignal;
}

export interface ScoringEngine {
  readonly kind: EngineKind;
  /** How many scoring tasks it runs at once: the runner keeps that many in flight per environment. */
  readonly concurrency: number;
  info(): EngineInfo;
  /** Loads the model / spawns the child. Never throws for a missing model: info().loaded is false and error says why. */
  start(): Promise<void>;
  generateQuestionSet(job: JobContext): Promise<QuestionSetDraft>;
  generateCriteria(job: JobContext, answers: Array<{ question: string; answer: string }>): Promise<CriteriaDraft>;
  scoreApplication(shared: SharedScoringContext, app: ApplicationInput, options?: ScoreOptions): Promise<ScoreOutcome>;
  close(): Promise<void>;
}

export type EngineLog = (obj: object, msg: string) => void;

export interface LlmEngineOptions {
  modelsDir: string;
  modelFile?: string | null;
  threads: number;
  contextSize: number;
  sequences: number;
  /** Flash attention; `auto`: on with a GPU, off on a CPU (where it slows decoding at long contexts; docs/PERFORMANCE.md). */
  flashAttention: boolean | 'auto';
  prefixReuse: boolean;
  gpu: 'auto' | false;
  maxResumeTokens?: number;
  /** Caps generated tokens per task (default: sized to the output schema). For benchmarks and small contexts. */
  maxOutputTokens?: number;
  /**
   * A task running longer is stopped alone and fails as a crash (default 15 minutes; 0 = no limit);
   * the other sequences' tasks go on.
   */
  taskTimeoutMs?: number;
  /**
   * How long a stopped (cancelled or timed-out) task may take to answer before the inference process
   * counts as hung and is restarted (default five minutes).
   */
  cancelGraceMs?: number;
  /** The inference process's entry point (default: this package's dist/llm/host.js); tests put a stand-in here. */
  hostEntry?: string;
  log?: EngineLog;
}

export interface OpenAiEngineOptions {
  baseUrl: string;
  model: string;
  apiKey?: string | null;
  timeoutMs?: number;
  /** Resumes longer than this are cut with the truncation marker (default 48000 characters). */
  maxResumeChars?: number;
  seed?: number;
  /** Requests sent at once: the server's parallel slots (llama.cpp `--parallel`, vLLM `--max-num-seqs`). */
  concurrency?: number;
}
