import { createHash } from 'node:crypto';
import { cleanText, meaningfulLength } from './clean-text.js';
import { isResumeErrorCode, ResumeError } from './errors.js';
import { createResumeFetcher } from './fetch-resume.js';
import { intakeInlineText, MIN_TEXT_CHARS } from './inline-text.js';
import { createParsePool, type ParsePool } from './parse-pool.js';
import type { ParseOutcome } from './parsed-document.js';
import type { IntakeSuccess, ResumeInput, ResumeIntake, ResumeIntakeOptions } from './types.js';

export const INTAKE_DEFAULTS = {
  poolSize: 1,
  maxBytes: 52_428_800,
  connectTimeoutMs: 10_000,
  totalTimeoutMs: 30_000,
  maxRedirects: 3,
  parseTimeoutMs: 60_000,
  maxOcrPages: 10,
  ocrDpi: 200,
  workerMaxOldGenerationMb: 512,
} as const;

type Settings = Required<Omit<ResumeIntakeOptions, 'lookup' | 'extraCaPem'>> &
  Pick<ResumeIntakeOptions, 'lookup' | 'extraCaPem'>;

/** Whatever escapes (a bug, a library surprise) still reaches the caller as a ResumeError. */
function toResumeError(err: unknown): ResumeError {
  if (err instanceof ResumeError) return err;
  const message = err instanceof Error ? err.message : String(err);
  return new ResumeError('RESUME_PARSE_FAILED', `the resume could not be processed (${message})`, { cause: err });
}

async function runParse(pool: ParsePool, bytes: Buffer, timeoutMs: number): Promise<ParseOutcome> {
  try {
    return await pool.parse(bytes);
  } catch (err) {
    const name = err instanceof Error ? err.name : '';
    if (name === 'AbortError' || name === 'TimeoutError') {
      throw new ResumeError('RESUME_PARSE_FAILED', `parsing timed out after ${timeoutMs} ms`, { cause: err });
    }
    // A worker that died (out of memory, native crash) is replaced by piscina; the caller learns why.
    const message = err instanceof Error ? err.message : String(err);
    throw new ResumeError('RESUME_PARSE_FAILED', `the parser stopped unexpectedly (${message})`, { cause: err });
  }
}

async function parseFile(
  pool: ParsePool,
  s: Settings,
  bytes: Buffer,
  sourceUrl: string | null,
): Promise<IntakeSuccess> {
  if (bytes.length >= s.maxBytes)
    throw new ResumeError('RESUME_TOO_LARGE', `resume file is ${s.maxBytes} bytes or larger`);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const outcome = await runParse(pool, bytes, s.parseTimeoutMs);
  if (!outcome.ok)
    throw new ResumeError(isResumeErrorCode(outcome.code) ? outcome.code : 'RESUME_PARSE_FAILED', outcome.message);
  const text = cleanText(outcome.text);
  if (meaningfulLength(text) < MIN_TEXT_CHARS) {
    const after = outcome.ocrUsed ? ' even after OCR' : '';
    throw new ResumeError('RESUME_PARSE_FAILED', `the document has under ${MIN_TEXT_CHARS} characters of text${after}`);
  }
  const meta = {
    format: outcome.format,
    pages: outcome.pages,
    ocrUsed: outcome.ocrUsed,
    sha256,
    sizeBytes: bytes.length,
    sourceUrl,
    hiddenText: outcome.hidden,
  };
  return { text, meta, file: bytes };
}

export function createResumeIntake(options: ResumeIntakeOptions): ResumeIntake {
  const s: Settings = {
    ...INTAKE_DEFAULTS,
    ...stripUndefined(options),
    allowPrivateNetworks: options.allowPrivateNetworks === true,
  };
  const fetcher = createResumeFetcher({ ...s, extraCaPem: s.extraCaPem ?? null, lookup: s.lookup });
  const pool = createParsePool({
    size: s.poolSize,
    taskTimeoutMs: s.parseTimeoutMs,
    maxOldGenerationMb: s.workerMaxOldGenerationMb,
    maxOcrPages: s.maxOcrPages,
    ocrDpi: s.ocrDpi,
  });
  let closed = false;
  const guarded = async <T>(fn: () => Promise<T>): Promise<T> => {
    if (closed) throw new ResumeError('RESUME_PARSE_FAILED', 'the resume intake is closed');
    try {
      return await fn();
    } catch (err) {
      throw toResumeError(err);
    }
  };
  const parseBytes = (bytes: Buffer, sourceUrl: string | null = null) =>
    guarded(() => parseFile(pool, s, bytes, sourceUrl));
  const intakeUrl = async (url: unknown) => {
    if (typeof url !== 'string')
      throw new ResumeError('VALIDATION_ERROR', 'resume.url must be a string', { field: 'resume.url' });
    const bytes = await fetcher.fetch(url);
    return parseFile(pool, s, bytes, url);
  };
  return {
    intake: (input: ResumeInput) =>
      guarded(async () => {
        const kind = (input as { type?: unknown } | null)?.type;
        if (kind === 'url') return intakeUrl((input as { url?: unknown }).url);
        if (kind === 'text') return intakeInlineText((input as { content?: unknown }).content);
        throw new ResumeError('VALIDATION_ERROR', "resume.type must be 'url' or 'text'", { field: 'resume.type' });
      }),
    parseBytes,
    close: async () => {
      if (closed) return;
      closed = true;
      await Promise.allSettled([fetcher.close(), pool.close()]);
    },
  };
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
