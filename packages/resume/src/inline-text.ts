import { createHash } from 'node:crypto';
import { meaningfulLength } from './clean-text.js';
import { ResumeError } from './errors.js';
import { NO_HIDDEN_TEXT } from './hidden-report.js';
import type { IntakeSuccess } from './types.js';

export const MIN_TEXT_CHARS = 50;
/** The spec's "100 KB", measured as UTF-8 bytes. */
export const MAX_INLINE_TEXT_BYTES = 102_400;
const FIELD = 'resume.content';

/** Inline text/markdown is used as given; only the spec's length rules apply. */
export function intakeInlineText(content: unknown): IntakeSuccess {
  if (typeof content !== 'string')
    throw new ResumeError('VALIDATION_ERROR', 'resume.content must be a string', { field: FIELD });
  const bytes = Buffer.from(content, 'utf8');
  if (bytes.length > MAX_INLINE_TEXT_BYTES) {
    throw new ResumeError('VALIDATION_ERROR', `resume.content is over ${MAX_INLINE_TEXT_BYTES} bytes`, {
      field: FIELD,
    });
  }
  if (meaningfulLength(content) < MIN_TEXT_CHARS) {
    throw new ResumeError('VALIDATION_ERROR', `resume.content has under ${MIN_TEXT_CHARS} characters`, {
      field: FIELD,
    });
  }
  return {
    text: content,
    file: null,
    meta: {
      format: 'text',
      pages: null,
      ocrUsed: false,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      sizeBytes: bytes.length,
      sourceUrl: null,
      hiddenText: NO_HIDDEN_TEXT,
      author: null,
    },
  };
}
