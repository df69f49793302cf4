import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createWorker, OEM, type Worker } from 'tesseract.js';

const require = createRequire(import.meta.url);

/** Everything tesseract.js loads comes from node_modules: language data, worker script, core. */
const LANG_PATH = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
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

let worker: Promise<Worker> | null = null;

/** One OCR engine per pool thread, created on first use and kept (start-up costs ~0.3 s). */
function ocrWorker(): Promise<Worker> {
  worker ??= createWorker('eng', OEM.LSTM_ONLY, {
    langPath: LANG_PATH,
    workerPath: WORKER_PATH,
    gzip: true,
    // 'none' so tesseract.js neither reads nor writes a cache file in the working directory.
    cacheMethod: 'none',
    logger: () => undefined,
    errorHandler: () => undefined,
  }).catch((err: unknown) => {
    worker = null;
    throw err;
  });
  return worker;
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

export async function ocrPage(page: PDFPageProxy, dpi: number): Promise<OcrResult> {
  const image = await renderJpeg(page, dpi);
  const engine = await ocrWorker();
  const { data } = await engine.recognize(image, {}, { text: true, blocks: true });
  let weighted = 0;
  const scored: Array<[number, number]> = [];
  let letters = 0;
  let words = 0;
  for (const block of data.blocks ?? [])
    for (const paragraph of block.paragraphs)
      for (const line of paragraph.lines)
        for (const word of line.words) {
          const length = [...word.text.trim()].length;
          if (length === 0) continue;
          weighted += word.confidence * length;
          scored.push([word.confidence, length]);
          letters += length;
          words++;
        }
  return { text: data.text, confidence: letters ? weighted / letters : 0, words, medianConfidence: medianOf(scored) };
}
