// @rubric/scoring/engines: what the API process needs to run the engines: creating them, their errors and the
// application preparer. Kept apart from the package's main entry so that the server's start does not load the
// blind-scoring rules (phone numbers, places, the tagger), the bias drill and the evaluation harness: the preparer
// loads the rules when it first prepares an application in the calling thread, its worker loads them itself.
export type {
  ApplicationInput,
  EngineInfo,
  EngineKind,
  ScoreOutcome,
  ScoreUsage,
  ScoringEngine,
  SharedScoringContext,
} from './types.js';
export { EngineCrashedError, EngineRequestError, EngineUnavailableError, InvalidModelOutputError } from './errors.js';
export { createEngine } from './create-engine.js';
export { ApplicationPreparer, PREPARE_WORKER_ENTRY } from './blind/application-preparer.js';
export type { PreparerOptions } from './blind/application-preparer.js';
export type { IntegrityFlag, PreparedApplication, PrepareOptions } from './blind/prepare-application.js';
// The score formula's constants, for the explanation a candidate is given (it states them, it does not restate them).
export { IMPORTANCE_WEIGHT, UNMET_MUST_HAVE_CAP, VERDICT_VALUE } from './score.js';
