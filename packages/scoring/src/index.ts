// @rubric/scoring: the scoring engines (llm, openai, sandbox) behind one interface, their prompts,
// output schemas, result normalisation and the score formula.
export type {
  ApplicationInput,
  CriteriaDraft,
  CriterionVerdict,
  EngineInfo,
  EngineKind,
  EngineLog,
  Importance,
  JobContext,
  LlmEngineOptions,
  OpenAiEngineOptions,
  QuestionSetDraft,
  ScoreOutcome,
  ScoreResult,
  ScoreUsage,
  ScoringCriterion,
  ScoringEngine,
  SharedScoringContext,
} from './types.js';
export { EngineCrashedError, EngineRequestError, EngineUnavailableError, InvalidModelOutputError } from './errors.js';
export { computeScore, IMPORTANCE_WEIGHT, UNMET_MUST_HAVE_CAP, VERDICT_VALUE } from './score.js';
export { PROMPT_VERSION } from './prompts.js';
export { findModelFile, sha256File } from './model-file.js';
export { createEngine } from './create-engine.js';
export { LlmEngine } from './llm/llm-engine.js';
export { OpenAiEngine } from './openai/openai-engine.js';
export { SandboxEngine } from './sandbox/sandbox-engine.js';
export { NO_EVIDENCE, normalizeCriteria, normalizeQuestionSet, normalizeScoreOutput, parseModelOutput } from './normalize.js';
export { LIMITS, scoreOutputJsonSchema } from './output-schemas.js';
export { RESUME_TRUNCATION_MARKER } from './text.js';
