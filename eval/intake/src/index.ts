export { fold, identifierPresent, leakedNames, removedTerms, wordRecall, words } from './measure.js';
export { loadCorpus, ResumeTruth, IDENTIFIER_KINDS, type CorpusDocument, type IdentifierKind } from './truth.js';
export {
  HELDOUT_2_MEASURED_BOUNDS,
  HELDOUT_3_MEASURED_BOUNDS,
  HELDOUT_4_MEASURED_BOUNDS,
  HELDOUT_5_MEASURED_BOUNDS,
  HELDOUT_6_MEASURED_BOUNDS,
  HELDOUT_7_MEASURED_BOUNDS,
  HELDOUT_8_MEASURED_BOUNDS,
  HELDOUT_9_MEASURED_BOUNDS,
  HELDOUT_10_MEASURED_BOUNDS,
  HELDOUT_11_MEASURED_BOUNDS,
  HELDOUT_12_MEASURED_BOUNDS,
  HELDOUT_14_MEASURED_BOUNDS,
  HELDOUT_MEASURED_BOUNDS,
  HELDOUT_TARGETS_PER_60,
  heldoutFailures,
  heldoutLimits,
  heldoutSummary,
  INTAKE_THRESHOLDS,
  runIntakeEval,
  thresholdFailures,
  totalsOf,
  type DocumentResult,
  type HeldoutBounds,
  type IntakeEvalDeps,
  type IntakeEvalReport,
  type IntakeEvalTotals,
  type ObservedTexts,
  type ParsedResume,
} from './run.js';
export { formatReport } from './format.js';
export { blindOptions, createRealDeps, prepareBlind } from './real.js';
