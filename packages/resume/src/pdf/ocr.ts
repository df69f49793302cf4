import { mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';

const require = createRequire(import.meta.url);

/** Everything tesseract.js loads comes from node_modules: language data, worker script, core. */
const langFolder = (lang: string) =>
  join(dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`)), '4.0.0_best_int');
const LANG_PATH = langFolder('eng');
/**
 * Read, one language at a time, when the English reading is not good enough (the gate would refuse it):
 * Japanese, Simplified Chinese, Traditional Chinese, Korean. One model per language, not one pass with all
 * four: measured on the invented CJK scans (docs/text-quality.md), `jpn+chi_sim+chi_tra+kor` read Korean as
 * Han noise (confidence 37) and Traditional Chinese as Simplified.
 */
export const CJK_LANGUAGES = ['jpn', 'chi_sim', 'chi_tra', 'kor'] as const;
const WORKER_PATH = join(
  dirname(require.resolve('tesseract.js/package.json')),
  'src',
  'worker-script',
  'node',
  'index.js',
);
/** Caps the rendered bitmap (~25 Mpx, ~100 MB RGBA) so a page with a huge MediaBox cannot exhaust memory. */
const MAX_PIXELS = 25_000_000;
const JPEG_QUALITY = 92;

const WORKER_OPTIONS = {
  workerPath: WORKER_PATH,
  gzip: true,
  // 'none' so tesseract.js neither reads nor writes a cache file in the working directory.
  cacheMethod: 'none',
  logger: () => undefined,
  errorHandler: () => undefined,
} as const;

let worker: Promise<Worker> | null = null;
let cjkWorker: Promise<Worker> | null = null;
/** The language the CJK worker is initialised for now. */
let cjkLoaded: string = CJK_LANGUAGES[0];

/** One OCR engine per pool thread, created on first use and kept (start-up costs ~0.3 s). */
function ocrWorker(): Promise<Worker> {
  worker ??= createWorker('eng', OEM.LSTM_ONLY, { ...WORKER_OPTIONS, langPath: LANG_PATH }).catch((err: unknown) => {
    worker = null;
    throw err;
  });
  return worker;
}

/** The folder of links the running CJK engine reads its languages from (null while none runs). */
let cjkFolder: string | null = null;
const FOLDER_PREFIX = 'rubric-ocr-';

/** Whether a process with this id runs (EPERM: it runs, as another user). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * tesseract.js reads every language of a worker from one folder, and each language package has its own: the CJK
 * engine reads them through a private folder of links, named after this process, made when the engine starts and
 * removed when it stops (after each PDF) or the process exits. A parse process can also be killed (its memory cap,
 * its time limit, the pool's shutdown) with no exit handler run: the folders of processes that no longer run are
 * removed when the next engine starts.
 */
function cjkLangPath(): string {
  const tmp = tmpdir();
  for (const name of readdirSync(tmp)) {
    const pid = name.startsWith(FOLDER_PREFIX) ? /^(\d+)-/.exec(name.slice(FOLDER_PREFIX.length))?.[1] : undefined;
    if (pid && Number(pid) !== process.pid && !alive(Number(pid)))
      try {
        rmSync(join(tmp, name), { recursive: true, force: true });
      } catch {
        // Another user's folder, or one another process is removing: not ours to clean.
      }
  }
  const folder = mkdtempSync(join(tmp, `${FOLDER_PREFIX}${process.pid}-`));
  for (const lang of [...CJK_LANGUAGES, 'eng'])
    symlinkSync(join(langFolder(lang), `${lang}.traineddata.gz`), join(folder, `${lang}.traineddata.gz`));
  cjkFolder = folder;
  return folder;
}

function removeCjkFolder(): void {
  if (cjkFolder) rmSync(cjkFolder, { recursive: true, force: true });
  cjkFolder = null;
}
process.once('exit', removeCjkFolder);

/** Stops the English engine, if one runs (its wasm memory goes with its thread). */
async function releaseEnglishOcr(): Promise<void> {
  const running = worker;
  worker = null;
  if (running) await (await running.catch(() => null))?.terminate();
}

/** How often this process started the CJK engine and read a page with it (tests observe these). */
export const cjkStats = { workerStarts: 0, pages: 0 };

/**
 * Stops the CJK engine, if one runs: called at the end of each PDF. Its four models hold ~190 MB in the parse
 * process (measured RSS 326 → 518 MB, under the 640 MB default cap), which a process that reads Latin pages
 * afterwards should not keep.
 */
export async function releaseCjkOcr(): Promise<void> {
  const running = cjkWorker;
  cjkWorker = null;
  if (running) await (await running.catch(() => null))?.terminate();
  removeCjkFolder();
}

/**
 * The models a CJK language is read with. Korean with English beside it: the Korean model alone reads the Latin words
 * of a Korean resume (skills, the e-mail, the name in Latin letters) as digits and Hangul ("React" as "868아",
 * "haram.ban@naver.com" as "11317811.1)31(01132『.0011"); with English they are read (measured on an invented Korean
 * form: confidence 87 → 91, docs/text-quality.md). The Chinese and Japanese models read Latin letters themselves.
 */
function modelsOf(lang: string): string {
  return lang === 'kor' ? 'kor+eng' : lang;
}

/** The second engine, for CJK pages only: created on the first page the English reading could not read. */
function cjkOcrWorker(): Promise<Worker> {
  cjkWorker ??= (() => {
    cjkStats.workerStarts++;
    cjkLoaded = CJK_LANGUAGES[0];
    return createWorker(modelsOf(cjkLoaded), OEM.LSTM_ONLY, { ...WORKER_OPTIONS, langPath: cjkLangPath() });
  })().catch((err: unknown) => {
    cjkWorker = null;
    removeCjkFolder();
    throw err;
  });
  return cjkWorker;
}

async function renderJpeg(page: PDFPageProxy, dpi: number): Promise<Buffer> {
  const base = page.getViewport({ scale: 1 });
  let scale = dpi / 72;
  const pixels = base.width * base.height * scale * scale;
  if (pixels > MAX_PIXELS) scale *= Math.sqrt(MAX_PIXELS / pixels);
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(Math.max(1, Math.ceil(viewport.width)), Math.max(1, Math.ceil(viewport.height)));
  const ctx = canvas.getContext('2d');
  // Scans often have transparent areas; tesseract reads black-on-white best.
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  type RenderParams = Parameters<PDFPageProxy['render']>[0];
  await page.render({ canvasContext: ctx, canvas, viewport } as unknown as RenderParams).promise;
  // JPEG: PNG encoding was measured 10x slower for the same OCR result.
  return canvas.encode('jpeg', JPEG_QUALITY);
}

/** What OCR read on a page, with tesseract's own certainty about it. */
export interface OcrResult {
  text: string;
  /** Mean word confidence (0–100), each word weighted by its length; 0 when no word was read. */
  confidence: number;
  /**
   * The confidence of the word at the middle of the page's letters (half the letters are in words read with
   * this confidence or more); 0 when no word was read. A few rules, icons or a logo read as low-confidence
   * noise pull the mean down, not this.
   */
  medianConfidence: number;
  words: number;
  /** The tesseract language model that read it (`eng`, or one of CJK_LANGUAGES). */
  language: string;
}

/** The letter-weighted median of word confidences. */
function medianOf(scored: ReadonlyArray<[number, number]>): number {
  const total = scored.reduce((n, [, length]) => n + length, 0);
  if (total === 0) return 0;
  let seen = 0;
  for (const [confidence, length] of [...scored].sort((a, b) => a[0] - b[0])) {
    seen += length;
    if (seen * 2 >= total) return confidence;
  }
  return 0;
}

/** Ideographs, kana and CJK punctuation: written without spaces between them. */
const CJK_CHAR = String.raw`[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]`;
const CJK_GAP = new RegExp(String.raw`(?<=${CJK_CHAR})[ \t]+(?=${CJK_CHAR}|\d)|(?<=\d)[ \t]+(?=${CJK_CHAR})`, 'gu');

/**
 * Tesseract's Chinese and Japanese models put a space between every two characters (`求职 简 历`); written
 * text has none. Spaces between two CJK characters, or between a digit and one (`1995 年 8 月`), are removed;
 * spaces between Latin words, and Korean's (which separates words), stay.
 */
export function joinCjkSpaces(text: string): string {
  return text.replace(CJK_GAP, '');
}

/**
 * Share of a CJK reading that must be Han, kana or Hangul: its CJK characters against them and its other words. A
 * word in Latin letters counts as one, as a character does: a Korean page's skills, e-mail and name in Latin letters
 * ("React", "daon.namgung@example.kr") are a few words among its hundreds of syllables, not most of its letters.
 */
const MIN_CJK_SHARE = 0.5;
const CJK_LETTERS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
const OTHER_WORDS = /[^\P{L}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;

function cjkShare(text: string): number {
  const cjk = text.match(CJK_LETTERS)?.length ?? 0;
  const other = text.match(OTHER_WORDS)?.length ?? 0;
  return cjk + other ? cjk / (cjk + other) : 0;
}

/** An English reading's mean confidence from which the page is taken for Latin script (see `ocrPage`). */
const LATIN_PAGE_CONFIDENCE = 60;

/** The most letters one word of a CJK reading weighs in the confidences. */
const MAX_CJK_WORD_WEIGHT = 8;

async function recognize(engine: Worker, image: Buffer, lang: string): Promise<OcrResult> {
  const { data } = await engine.recognize(image, {}, { text: true, blocks: true });
  let weighted = 0;
  const scored: Array<[number, number]> = [];
  let letters = 0;
  let words = 0;
  for (const block of data.blocks ?? [])
    for (const paragraph of block.paragraphs)
      for (const line of paragraph.lines)
        for (const word of line.words) {
          const letters_ = [...word.text.trim()].length;
          if (letters_ === 0) continue;
          // In a CJK reading a word is a few characters; a rule or a frame line read as one run of 100 symbols
          // at confidence ~0 (measured on the Korean scan's heading rules) would outweigh the page's text.
          const length = lang === 'eng' ? letters_ : Math.min(letters_, MAX_CJK_WORD_WEIGHT);
          weighted += word.confidence * length;
          scored.push([word.confidence, length]);
          letters += length;
          words++;
        }
  const text = lang === 'eng' || lang === 'kor' ? data.text : joinCjkSpaces(data.text);
  return {
    text,
    confidence: letters ? weighted / letters : 0,
    words,
    medianConfidence: medianOf(scored),
    language: lang,
  };
}

/**
 * Reads a page in English first (most scans, and the only pass a Latin page gets). When `readable` says the
 * English reading cannot be kept (the gate would refuse it), the page is read again with each CJK model and
 * the best reading is returned: one `readable` accepts before one it does not, then the higher confidence.
 * `prefer` (the model that read the document's previous CJK page) is tried first, and when its reading is
 * accepted the other models are not tried: a document's later pages cost two passes, not five.
 */
export async function ocrPage(
  page: PDFPageProxy,
  dpi: number,
  readable: (ocr: OcrResult) => boolean = () => true,
  prefer?: string,
): Promise<OcrResult> {
  const image = await renderJpeg(page, dpi);
  const english = await recognize(await ocrWorker(), image, 'eng');
  if (readable(english)) return english;
  // A page the English model reads with this much confidence is in Latin letters (on the CJK scans it read 14–22,
  // on a Korean page full of Latin words 47): the CJK models cannot read it better, and four more passes would only
  // delay its refusal.
  if (english.confidence >= LATIN_PAGE_CONFIDENCE) return english;
  let best = { ocr: english, kept: false };
  // The English engine's memory is given back before the CJK engine starts: both at once, after other documents in
  // the same parse process, passed the process's 640 MB cap (a CJK scan refused for memory). It starts again, in
  // ~0.3 s, for the next page that needs it.
  if (cjkWorker === null) await releaseEnglishOcr();
  const engine = await cjkOcrWorker();
  cjkStats.pages++;
  const order = CJK_LANGUAGES.filter((lang) => lang === prefer).concat(CJK_LANGUAGES.filter((l) => l !== prefer));
  for (const lang of order) {
    if (lang !== cjkLoaded) {
      await engine.reinitialize(modelsOf(lang), OEM.LSTM_ONLY);
      cjkLoaded = lang;
    }
    // Han and kana: sparse text, which finds the words inside a form's boxes (a rirekisho) that the automatic
    // layout loses (measured: the name and the employer missed, jpn confidence 76 → 89). Korean pages read
    // worse that way (43 → 31) and keep the automatic layout.
    await engine.setParameters({ tessedit_pageseg_mode: lang === 'kor' ? PSM.AUTO : PSM.SPARSE_TEXT });
    const ocr = await recognize(engine, image, lang);
    // A CJK model reads a Latin page as Latin letters, sometimes with confidence (a Turkish page the English
    // model could not read was accepted from a CJK model at word recall 0.54): only a reading that is mostly CJK is
    // kept.
    if (cjkShare(ocr.text) < MIN_CJK_SHARE) continue;
    const kept = readable(ocr);
    if ((kept && !best.kept) || (kept === best.kept && ocr.confidence > best.ocr.confidence)) best = { ocr, kept };
    if (kept && lang === prefer) break;
  }
  return best.ocr;
}
