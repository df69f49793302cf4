import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { BytesInFlight } from './bytes-in-flight.js';
import { cleanText, meaningfulLength } from './clean-text.js';
import { isResumeErrorCode, ResumeError } from './errors.js';
import { FairQueue } from './fair-queue.js';
import type { ResumeFetcher } from './fetch-resume.js';
import { intakeInlineText, MIN_TEXT_CHARS } from './inline-text.js';
import { ParseProcess } from './parse-process.js';
import type { ParseLimits, ParseOutcome } from './parsed-document.js';
import type {
  IntakeContext,
  IntakeLog,
  IntakeSuccess,
  ResumeInput,
  ResumeIntake,
  ResumeIntakeOptions,
} from './types.js';

const MB = 1024 * 1024;

/**
 * Parse processes by default: half the cores, at least 2 (so one partner's slow file never holds the
 * only process: see FairQueue) and at most 4 (parsing is bursty; the model needs the cores more).
 */
export const defaultParseProcesses = (cores = availableParallelism()): number =>
  Math.min(4, Math.max(2, Math.floor(cores / 2)));

export const INTAKE_DEFAULTS = {
  poolSize: defaultParseProcesses(),
  maxBytes: 52_428_800,
  connectTimeoutMs: 10_000,
  totalTimeoutMs: 30_000,
  maxRedirects: 3,
  parseTimeoutMs: 60_000,
  maxOcrPages: 10,
  ocrDpi: 200,
  parseMemoryMb: 640,
  maxQueuedPerPartner: 20,
  queueWaitMs: 30_000,
  maxBytesInFlightMb: 256,
  zipMaxEntries: 5_000,
  zipMaxUncompressedMb: 100,
  zipMaxRatio: 100,
  pdfMaxStreamMb: 128,
  pdfMaxDecodedMb: 512,
  rssIntervalMs: 50,
} as const;

type Settings = Required<Omit<ResumeIntakeOptions, 'lookup' | 'extraCaPem' | 'log'>> &
  Pick<ResumeIntakeOptions, 'lookup' | 'extraCaPem'> & { log: IntakeLog };

const PARSE_DEADLINE_PASSED = 'timed out: the batch deadline passed before the resume was parsed';
const silent: IntakeLog = { warn: () => undefined };

interface Parts {
  s: Settings;
  retryAfterSeconds: number;
  queue: FairQueue;
  processes: ParseProcess[];
  limits: ParseLimits;
  warmed: boolean;
}

/** Whatever escapes (a bug, a library surprise) reaches the caller as a plain ResumeError; the log keeps the rest. */
function toResumeError(err: unknown, log: IntakeLog): ResumeError {
  if (err instanceof ResumeError) return err;
  log.warn({ err }, 'resume intake failed unexpectedly');
  return new ResumeError('RESUME_PARSE_FAILED', 'the resume could not be processed', { cause: err });
}

async function runParse(parts: Parts, bytes: Buffer, context: IntakeContext): Promise<ParseOutcome> {
  const { signal } = context;
  // The first parse starts every process, so a second partner's first resume finds one ready.
  if (!parts.warmed) {
    parts.warmed = true;
    for (const p of parts.processes) void p.warm();
  }
  const who = { partner: context.partner ?? '', tenant: context.tenant ?? '' };
  // A private copy goes to the process, so the caller keeps its bytes.
  const task = { ...parts.limits, bytes: new Uint8Array(bytes) };
  try {
    return await parts.queue.run(who, (slot) => (parts.processes[slot] as ParseProcess).run(task, signal), signal);
  } catch (err) {
    if (err instanceof ResumeError) throw err;
    if (signal?.aborted) throw new ResumeError('RESUME_PARSE_FAILED', PARSE_DEADLINE_PASSED, { cause: err });
    throw err;
  }
}

async function parseFile(
  parts: Parts,
  bytes: Buffer,
  sourceUrl: string | null,
  context: IntakeContext,
): Promise<IntakeSuccess> {
  const { s } = parts;
  if (bytes.length >= s.maxBytes)
    throw new ResumeError('RESUME_TOO_LARGE', `resume file is ${s.maxBytes} bytes or larger`);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const outcome = await runParse(parts, bytes, context);
  if (!outcome.ok) {
    s.log.warn({ code: outcome.code, reason: outcome.message, detail: outcome.detail, sha256 }, 'resume parse failed');
    const code = isResumeErrorCode(outcome.code) ? outcome.code : 'RESUME_PARSE_FAILED';
    throw new ResumeError(code, outcome.message);
  }
  const text = cleanText(outcome.text);
  if (meaningfulLength(text) < MIN_TEXT_CHARS) {
    const after = outcome.ocrUsed ? ' even after OCR' : '';
    throw new ResumeError('RESUME_PARSE_FAILED', `the document has under ${MIN_TEXT_CHARS} characters of text${after}`);
  }
  const meta = {
    format: outcome.format,
    pages: outcome.pages,
    ocrUsed: outcome.ocrUsed,
    ...(outcome.ocrLanguages?.length ? { ocrLanguages: outcome.ocrLanguages } : {}),
    sha256,
    sizeBytes: bytes.length,
    sourceUrl,
    hiddenText: outcome.hidden,
    author: outcome.author,
  };
  return { text, meta, file: bytes };
}

function settingsOf(options: ResumeIntakeOptions): Settings {
  return {
    ...INTAKE_DEFAULTS,
    ...stripUndefined(options),
    allowPrivateNetworks: options.allowPrivateNetworks === true,
    log: options.log ?? silent,
  };
}

function partsOf(s: Settings): Parts {
  // A refusal suggests a retry after about a third of the longest wait (10 s by default).
  const retryAfterSeconds = Math.min(30, Math.max(1, Math.ceil(s.queueWaitMs / 3000)));
  const processes = Array.from(
    { length: Math.max(1, s.poolSize) },
    () =>
      new ParseProcess({
        memoryLimitBytes: s.parseMemoryMb * MB,
        timeoutMs: s.parseTimeoutMs,
        rssIntervalMs: s.rssIntervalMs,
        log: s.log,
      }),
  );
  const queue = new FairQueue({
    slots: processes.length,
    maxQueuedPerPartner: Math.max(1, s.maxQueuedPerPartner),
    maxWaitMs: s.queueWaitMs,
    retryAfterSeconds,
  });
  const limits: ParseLimits = {
    maxOcrPages: s.maxOcrPages,
    ocrDpi: s.ocrDpi,
    zipMaxEntries: s.zipMaxEntries,
    zipMaxUncompressedBytes: s.zipMaxUncompressedMb * MB,
    zipMaxRatio: s.zipMaxRatio,
    pdfMaxStreamBytes: s.pdfMaxStreamMb * MB,
    pdfMaxDecodedBytes: s.pdfMaxDecodedMb * MB,
  };
  return { s, retryAfterSeconds, queue, processes, limits, warmed: false };
}

export function createResumeIntake(options: ResumeIntakeOptions): ResumeIntake {
  const s = settingsOf(options);
  const parts = partsOf(s);
  // The HTTP client (undici) and its TLS setup load with the first URL resume: the server's start does without them.
  let fetcher: Promise<ResumeFetcher> | undefined;
  const fetcherNow = () =>
    (fetcher ??= import('./fetch-resume.js').then((m) =>
      m.createResumeFetcher({ ...s, extraCaPem: s.extraCaPem ?? null, lookup: s.lookup }),
    ));
  const inFlight = new BytesInFlight(s.maxBytesInFlightMb * MB, parts.retryAfterSeconds);
  let closed = false;
  const guarded = async <T>(fn: () => Promise<T>): Promise<T> => {
    if (closed) throw new ResumeError('RESUME_PARSE_FAILED', 'the resume intake is closed');
    try {
      return await fn();
    } catch (err) {
      throw toResumeError(err, s.log);
    }
  };
  const parseBytes = (bytes: Buffer, sourceUrl: string | null = null, context: IntakeContext = {}) =>
    guarded(async () => {
      const holder = inFlight.holder();
      try {
        holder.take(bytes.length);
        return await parseFile(parts, bytes, sourceUrl, context);
      } finally {
        holder.release();
      }
    });
  const intakeUrl = async (url: unknown, context: IntakeContext) => {
    if (typeof url !== 'string')
      throw new ResumeError('VALIDATION_ERROR', 'resume.url must be a string', { field: 'resume.url' });
    const holder = inFlight.holder();
    try {
      const bytes = await (await fetcherNow()).fetch(url, { signal: context.signal, take: holder.take });
      return await parseFile(parts, bytes, url, context);
    } finally {
      holder.release();
    }
  };
  return {
    intake: (input: ResumeInput, context: IntakeContext = {}) =>
      guarded(async () => {
        const kind = (input as { type?: unknown } | null)?.type;
        if (kind === 'url') return intakeUrl((input as { url?: unknown }).url, context);
        if (kind === 'text') return intakeInlineText((input as { content?: unknown }).content);
        throw new ResumeError('VALIDATION_ERROR', "resume.type must be 'url' or 'text'", { field: 'resume.type' });
      }),
    parseBytes,
    stats: () => ({
      ...parts.queue.stats(),
      bytesInFlight: inFlight.current,
      processes: parts.processes.map((p) => ({
        pid: p.pid,
        peakRssBytes: p.seen.peakRss,
        killed: p.seen.killed,
      })),
    }),
    warm: async () => {
      await Promise.all(parts.processes.map((p) => p.warm()));
    },
    close: async () => {
      if (closed) return;
      closed = true;
      for (const p of parts.processes) p.close();
      if (fetcher) await fetcher.then((f) => f.close()).catch(() => undefined);
    },
  };
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
