export { ResumeError, isResumeErrorCode, type ResumeErrorCode } from './errors.js';
export type {
  FileFormat,
  HiddenTextKind,
  HiddenTextReport,
  HostResolver,
  IntakeContext,
  IntakeLog,
  IntakeStats,
  IntakeSuccess,
  LookupAddress,
  ResumeFormat,
  ResumeInput,
  ResumeIntake,
  ResumeIntakeOptions,
  ResumeMeta,
} from './types.js';
export { createResumeIntake, defaultParseProcesses, INTAKE_DEFAULTS } from './intake.js';
export { MAX_INLINE_TEXT_BYTES, MIN_TEXT_CHARS } from './inline-text.js';
export { storeResumeFile, removeResumeFile } from './storage.js';
