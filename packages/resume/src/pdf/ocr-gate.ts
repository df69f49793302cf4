import { cleanText } from '../clean-text.js';
import { measureTextQuality } from '../text-quality.js';
import type { OcrResult } from './ocr.js';

/**
 * OCR output is refused, rather than scored, when tesseract is unsure of it or it does not read as
 * language. Measured (docs/text-quality.md): scans a person reads easily, from 65 to 300 ppi, clean
 * or lightly noisy, skewed or not, came out at 87–96 mean word confidence (word recall 0.97–1.00);
 * the unreadable 72-ppi scans at 30 and 68 (recall 0.70: one word in three wrong). The word share
 * is a second guard for output that is mostly symbols; OCR noise is mostly letters, so confidence
 * is what separates the two.
 */
const MIN_OCR_CONFIDENCE = 80;
const MIN_OCR_WORD_SHARE = 0.75;
/** Text tesseract is this sure of is kept even when it is not prose (a page of code or formulas). */
const SURE_CONFIDENCE = 90;
/** OCR read fewer characters than this: nothing to judge (a photo, a logo, a blank scan). */
const MIN_OCR_CHARS = 20;
/** Below this resolution the refusal names the resolution as the likely cause. */
const LOW_RESOLUTION_PPI = 150;

interface OcrContext {
  /** The page had a text layer that was not language (a broken font encoding). */
  garbageTextLayer: boolean;
  /** Placed resolution of the page's largest image; 0 without images. */
  imagePpi: number;
}

/** Why the OCR result of a page cannot be trusted, as a sentence for the caller; null when it can. */
export function judgeOcr(ocr: OcrResult, context: OcrContext): string | null {
  const quality = measureTextQuality(cleanText(ocr.text));
  if (quality.chars < MIN_OCR_CHARS) return null;
  const confidence = Math.round(ocr.confidence);
  const wordShare = Math.round(quality.wordShare * 100);
  const unsure = ocr.confidence < MIN_OCR_CONFIDENCE;
  const notLanguage = quality.wordShare < MIN_OCR_WORD_SHARE && ocr.confidence < SURE_CONFIDENCE;
  if (!unsure && !notLanguage) return null;
  const measured = `OCR confidence ${confidence}%, ${wordShare}% of the text word-like`;
  if (context.garbageTextLayer)
    return `the text layer is unreadable (a broken font encoding) and OCR could not read the page reliably either (${measured})`;
  if (context.imagePpi > 0 && context.imagePpi < LOW_RESOLUTION_PPI)
    return `the scan is too low-resolution to read reliably (${context.imagePpi} ppi; ${measured}); send a scan of 200 ppi or more, or the original document`;
  return `the scan could not be read reliably (${measured}); send a sharper scan or the original document`;
}
