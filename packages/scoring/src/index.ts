// @rubric/scoring: the scoring engines (llm, openai, sandbox) behind one interface, their prompts,
// output schemas, result normalisation and the score formula.
export type {
  ApplicationInput,
  CriteriaDraft,
  CriterionVerdict,
  EngineInfo,
  EngineKind,
  EngineLog,
  EngineState,
  Importance,
  JobContext,
  LlmEngineOptions,
  OpenAiEngineOptions,
  QuestionSetDraft,
  ScoreOutcome,
  ScoreResult,
  ScoreOptions,
  ScoreUsage,
  ScoringCriterion,
  ScoringEngine,
  SharedScoringContext,
} from './types.js';
export { EngineCrashedError, EngineRequestError, EngineUnavailableError, InvalidModelOutputError } from './errors.js';
export { computeScore, IMPORTANCE_WEIGHT, UNMET_MUST_HAVE_CAP, VERDICT_VALUE } from './score.js';
export { PROMPT_VERSION, renderResumeLines, resumeLines } from './prompts.js';
export { findModelFile, sha256File } from './model-file.js';
export { createEngine } from './create-engine.js';
export { LlmEngine } from './llm/llm-engine.js';
export { OpenAiEngine } from './openai/openai-engine.js';
export { SandboxEngine } from './sandbox/sandbox-engine.js';
export {
  NO_EVIDENCE,
  NO_LINE_CITED,
  normalizeCriteria,
  normalizeQuestionSet,
  normalizeScoreOutput,
  parseModelOutput,
} from './normalize.js';
export { LIMITS, scoreOutputJsonSchema } from './output-schemas.js';
export { RESUME_TRUNCATION_MARKER } from './text.js';
// Trustworthy scoring: blind redaction, integrity checks, the bias drill and the evaluation harness.
export { redactIdentifiers, countRedactions, mergeCounts } from './blind/redact.js';
export type { RedactOptions, RedactionCount, RedactionResult } from './blind/redact.js';
export { PLACEHOLDERS } from './blind/spans.js';
export type { AppliedRedaction } from './blind/spans.js';
export { prepareApplication, scrubResult } from './blind/prepare-application.js';
export type { IntegrityFlag, PreparedApplication, PrepareOptions } from './blind/prepare-application.js';
export {
  neutralizeScreenerInstructions,
  SCREENER_PATTERNS,
  SCREENER_TEXT_MARKER,
} from './integrity/screener-instructions.js';
export type { NeutralizeResult, ScreenerFinding } from './integrity/screener-instructions.js';
export { BIAS_DRILL_FORMAT, FOUR_FIFTHS, runBiasDrill } from './drill/bias-drill.js';
export { formatBiasDrillTable } from './drill/drill-table.js';
export type { BiasDrillOptions, BiasDrillReport, DrillGroup, DrillPair } from './drill/bias-drill.js';
export { IDENTITIES } from './drill/identities.js';
export type { Identity } from './drill/identities.js';
export { DRILL_JOBS, generateResumes, renderResume } from './drill/synthetic.js';
export { DEFAULT_FAVOURED_NAMES, NameSensitiveEngine } from './drill/name-sensitive-engine.js';
export { EVAL_SET_FORMAT, EvalSet, parseEvalSet } from './eval/labelled-set.js';
export { EVAL_REPORT_FORMAT, formatEvalTable, runEval } from './eval/run-eval.js';
export type { EvalOptions, EvalReport } from './eval/run-eval.js';
export { agreement, averageRanks, spearman } from './eval/stats.js';
export { ApplicationPreparer, PREPARE_WORKER_ENTRY } from './blind/application-preparer.js';
export type { PreparerOptions } from './blind/application-preparer.js';
