import type { Resume } from '@rubric/contracts';
import { ResumeError, type IntakeContext, type IntakeSuccess, type ResumeIntake } from '@rubric/resume';
import { ApiError } from '../../errors/api-error.js';

/** Resume intake in API terms: a ResumeError becomes its 4xx (422 RESUME_*, 400 for a bad URL/content) or 503. */
export async function intakeResume(
  intake: ResumeIntake,
  resume: Resume,
  fieldPrefix = 'resume',
  context: IntakeContext = {},
): Promise<IntakeSuccess> {
  try {
    return await intake.intake(resume, context);
  } catch (err) {
    throw resumeApiError(err, fieldPrefix);
  }
}

function resumeApiError(err: unknown, fieldPrefix = 'resume'): ApiError {
  if (!(err instanceof ResumeError)) return new ApiError('RESUME_PARSE_FAILED', 'The resume could not be processed.');
  if (err.code === 'VALIDATION_ERROR') {
    const field = err.field ? err.field.replace(/^resume/, fieldPrefix) : fieldPrefix;
    return new ApiError('VALIDATION_ERROR', err.message, [{ field, code: 'invalid', message: err.message }]);
  }
  if (err.code === 'SERVICE_UNAVAILABLE')
    return new ApiError('SERVICE_UNAVAILABLE', err.message, undefined, {
      'Retry-After': String(err.retryAfterSeconds ?? 10),
    });
  return new ApiError(err.code, err.message);
}
