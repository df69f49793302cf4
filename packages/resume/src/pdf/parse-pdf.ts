import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument, type PDFDocumentProxy, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { AnnotationMode } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { cleanAuthor } from '../author.js';
import { ResumeError } from '../errors.js';
import { HiddenTextCollector } from '../hidden-report.js';
import type { ParsedDocument, ParseLimits } from '../parsed-document.js';
import { placeGlyphs } from './glyph-positions.js';
import { PageScanner, type PageScan } from './hidden-ops.js';
import { layoutPage, type TextItemLike } from './layout.js';
import { judgeOcr } from './ocr-gate.js';
import { ocrPage, releaseCjkOcr } from './ocr.js';
import { textLayerProblem, type FontEvidence } from '../text-quality.js';

const require = createRequire(import.meta.url);
const PDFJS_DIR = dirname(require.resolve('pdfjs-dist/package.json'));
const DEFAULT_FONT_SCALE = 0.001;
const MAX_IMAGE_PIXELS = 50_000_000;

function assetDir(name: string): string {
  return `${join(PDFJS_DIR, name)}/`;
}

function mapOpenError(err: unknown): ResumeError {
  const name = err instanceof Error ? err.name : '';
  if (name === 'PasswordException') return new ResumeError('RESUME_ENCRYPTED', 'the PDF is password protected');
  // pdfjs's own message stays in the cause (logged), not in what the caller reads.
  return new ResumeError('RESUME_CORRUPTED', 'the PDF is truncated or malformed', { cause: err });
}

async function openPdf(bytes: Uint8Array): Promise<{ doc: PDFDocumentProxy; destroy: () => Promise<void> }> {
  const task = getDocument({
    data: bytes.slice(), // pdfjs detaches the array it is given
    verbosity: 0,
    isEvalSupported: false,
    fontExtraProperties: true, // exposes fontMatrix, used to place glyphs
    useSystemFonts: false,
    // Decoded images live outside the V8 heap, where the worker's resourceLimits do not reach:
    // a decompression-bomb image is skipped instead of allocated (600-dpi A4 is ~35 Mpx).
    maxImageSize: MAX_IMAGE_PIXELS,
    cMapUrl: assetDir('cmaps'),
    standardFontDataUrl: assetDir('standard_fonts'),
    wasmUrl: assetDir('wasm'),
    iccUrl: assetDir('iccs'),
  });
  try {
    return { doc: await task.promise, destroy: () => task.destroy() };
  } catch (err) {
    await task.destroy().catch(() => undefined);
    throw mapOpenError(err);
  }
}

function fontScaleOf(page: PDFPageProxy): (fontId: string) => number {
  return (fontId) => {
    try {
      const font = page.commonObjs.get(fontId) as { fontMatrix?: unknown } | null;
      const m = font?.fontMatrix;
      return Array.isArray(m) && typeof m[0] === 'number' && m[0] > 0 ? m[0] : DEFAULT_FONT_SCALE;
    } catch {
      return DEFAULT_FONT_SCALE;
    }
  };
}

interface PageResult {
  text: string;
  scan: PageScan;
  fonts: FontEvidence;
}

/**
 * Whether a font maps its glyphs to characters at all. pdf.js builds a map from a ToUnicode CMap,
 * from a simple font's encoding and glyph names, or from a predefined CJK ordering; a composite
 * (Identity-H) font with none of these gets the identity "map" (exported without `_map`), and its
 * text is glyph ids read as characters.
 */
function fontIsUnmapped(page: PDFPageProxy, fontId: string): boolean {
  try {
    const font = page.commonObjs.get(fontId) as { composite?: boolean; toUnicode?: { _map?: unknown } } | null;
    return !!font?.composite && !!font.toUnicode && !('_map' in font.toUnicode);
  } catch {
    return false;
  }
}

function fontEvidence(page: PDFPageProxy, items: readonly { str: string; fontName?: string }[]): FontEvidence {
  const unmapped = new Map<string, boolean>();
  let all = 0;
  let none = 0;
  for (const item of items) {
    const n = item.str.replace(/\s+/g, '').length;
    if (!n || !item.fontName) continue;
    let u = unmapped.get(item.fontName);
    if (u === undefined) unmapped.set(item.fontName, (u = fontIsUnmapped(page, item.fontName)));
    all += n;
    if (u) none += n;
  }
  return { unmappedShare: all ? none / all : 0 };
}

async function readPage(page: PDFPageProxy): Promise<PageResult> {
  const [content, ops] = await Promise.all([
    page.getTextContent(),
    // Annotations are left out: getTextContent leaves them out too, and the two must align.
    page.getOperatorList({ annotationMode: AnnotationMode.DISABLE }),
  ]);
  const [x0, y0, x1, y1] = page.view as [number, number, number, number];
  const fontScale = fontScaleOf(page);
  const scan = new PageScanner({ x0, y0, x1, y1 }, fontScale).run(ops);
  const items = content.items.filter((i): i is TextItemLike & (typeof content.items)[number] => 'str' in i);
  // Glyph positions decide the word gaps of letter-spaced text; a page without such text never places them.
  const text = layoutPage(items, scan.chars, () => placeGlyphs(ops, fontScale));
  return { text, scan, fonts: fontEvidence(page, items) };
}

export async function parsePdf(bytes: Uint8Array, limits: ParseLimits): Promise<ParsedDocument> {
  const { doc, destroy } = await openPdf(bytes);
  try {
    const parsed = await readPages(doc, limits);
    return { ...parsed, author: await readAuthor(doc) };
  } catch (err) {
    if (err instanceof ResumeError) throw err;
    throw new ResumeError('RESUME_CORRUPTED', 'the PDF is malformed', { cause: err });
  } finally {
    await destroy().catch(() => undefined);
    await releaseCjkOcr().catch(() => undefined);
  }
}

/**
 * The Info dictionary's /Author, else the first XMP dc:creator (streams already bounded by checkPdfStreams).
 * Metadata that cannot be read is no author: the document's text is what matters.
 */
async function readAuthor(doc: PDFDocumentProxy): Promise<string | null> {
  try {
    const { info, metadata } = await doc.getMetadata();
    const fromInfo = cleanAuthor((info as { Author?: unknown } | null)?.Author);
    if (fromInfo) return fromInfo;
    const creators: unknown = metadata?.get('dc:creator');
    const list: unknown[] = Array.isArray(creators) ? creators : [creators];
    for (const c of list) {
      const author = cleanAuthor(c);
      if (author) return author;
    }
    return null;
  } catch {
    return null;
  }
}

async function readPages(doc: PDFDocumentProxy, limits: ParseLimits): Promise<Omit<ParsedDocument, 'author'>> {
  const hidden = new HiddenTextCollector();
  const texts: string[] = [];
  let ocrPages = 0;
  const ocrLanguages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const { text, scan, fonts } = await readPage(page);
    for (const segment of scan.hiddenSegments) hidden.add(segment.text, segment.kind, segment.chars);
    // A page that shows no text but paints an image is a scan, and a text layer that is not
    // language (a broken font encoding) says nothing either: read what a person would see.
    const scanned = !text.trim() && scan.paintsGraphics;
    const garbage = !scanned && textLayerProblem(text, fonts) !== null;
    if ((scanned || garbage) && ocrPages < limits.maxOcrPages) {
      ocrPages++;
      const context = { garbageTextLayer: garbage, imagePpi: scan.imagePpi };
      const previous = ocrLanguages.findLast((lang) => lang !== 'eng');
      const ocr = await ocrPage(page, limits.ocrDpi, (reading) => judgeOcr(reading, context) === null, previous);
      if (!ocrLanguages.includes(ocr.language)) ocrLanguages.push(ocr.language);
      const refusal = judgeOcr(ocr, context);
      if (refusal) throw new ResumeError('RESUME_PARSE_FAILED', pagePrefix(n, doc.numPages) + refusal);
      texts.push(ocr.text);
    } else {
      texts.push(garbage ? '' : text); // garbage beyond the OCR page limit is left out, not scored
    }
    page.cleanup();
  }
  return {
    text: texts.join('\n\n'),
    pages: doc.numPages,
    ocrUsed: ocrPages > 0,
    ocrLanguages,
    hidden: hidden.report(),
  };
}

const pagePrefix = (n: number, pages: number) => (pages > 1 ? `page ${n}: ` : '');
