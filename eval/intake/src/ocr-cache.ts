// What the intake read from the corpora's scans, kept beside the corpora so that the suite does not read some two
// hundred scans by OCR on every run (OCR was three quarters of the held-out tests' parse time; docs/testing.md,
// "The OCR cache"). An entry is the intake's own result for a document's bytes, and it is used only while the
// intake is the one that wrote it: the cache carries a fingerprint of the intake's source and of the versions of
// every library it reads documents with, and a cache whose fingerprint differs is not used at all. Only documents
// the intake read by OCR are kept (and the refusals OCR decided); every other document is parsed on every run.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ParsedResume } from './run.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
export const OCR_CACHE_FILE = join(ROOT, 'eval/intake/ocr-cache.json');
/** The intake's source: every file under it goes into the fingerprint. */
const INTAKE_SOURCE = join(ROOT, 'packages/resume/src');
/** Every library the intake reads a document with, OCR models included: their installed versions. */
const INTAKE_LIBRARIES = [
  '@napi-rs/canvas',
  '@tesseract.js-data/chi_sim',
  '@tesseract.js-data/chi_tra',
  '@tesseract.js-data/eng',
  '@tesseract.js-data/jpn',
  '@tesseract.js-data/kor',
  'cfb',
  'jszip',
  'mammoth',
  'pdfjs-dist',
  'tesseract.js',
  'tesseract.js-core',
  'word-extractor',
] as const;

/** A document the intake refused after reading it by OCR (a scan it could not read reliably): the refusal. */
export interface OcrRefusal {
  refused: { code: string; message: string };
}
export type OcrCacheEntry = ParsedResume | OcrRefusal;

export interface OcrCache {
  fingerprint: string;
  /** By the SHA-256 of the document's bytes. */
  entries: Record<string, OcrCacheEntry>;
}

/**
 * Whether a refusal is the intake's reading of the document, and so the same on every run: one that OCR decided, not
 * one of the machine's limits (memory, time, a full queue), which are never kept.
 */
export function keepsRefusal(code: string, message: string): boolean {
  return code === 'RESUME_PARSE_FAILED' && /\bOCR\b/u.test(message) && !/memory|longer than|timed out/iu.test(message);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]))
    .sort();
}

/** The intake as it is installed here: its source files and its libraries' versions. */
export function intakeFingerprint(): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(INTAKE_SOURCE))
    hash
      .update(`${relative(INTAKE_SOURCE, file)}\0`)
      .update(readFileSync(file))
      .update('\0');
  const require = createRequire(join(ROOT, 'packages/resume/package.json'));
  for (const name of INTAKE_LIBRARIES) {
    const { version } = JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as {
      version: string;
    };
    hash.update(`${name}@${version}\0`);
  }
  return hash.digest('hex');
}

export const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

export function readOcrCache(file = OCR_CACHE_FILE): OcrCache | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as OcrCache) : null;
}

export function writeOcrCache(cache: OcrCache, file = OCR_CACHE_FILE): void {
  const entries = Object.fromEntries(Object.entries(cache.entries).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(file, `${JSON.stringify({ fingerprint: cache.fingerprint, entries }, null, 2)}\n`);
}

let warned = false;

/**
 * The entries of the cache if it was written by the intake installed here, else none (with one warning per
 * process: the suite is then slower, not wrong).
 */
export function currentOcrEntries(file = OCR_CACHE_FILE): ReadonlyMap<string, OcrCacheEntry> {
  const cache = readOcrCache(file);
  if (!cache) return new Map();
  if (cache.fingerprint !== intakeFingerprint()) {
    if (!warned)
      console.warn(
        'eval/intake/ocr-cache.json was written by another version of the intake: scans are read by OCR ' +
          '(npm run eval:ocr-cache rewrites it)',
      );
    warned = true;
    return new Map();
  }
  return new Map(Object.entries(cache.entries));
}
