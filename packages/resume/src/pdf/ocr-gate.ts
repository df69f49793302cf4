import { cleanText } from '../clean-text.js';
import { measureTextEvidence } from '../text-quality.js';
import type { OcrResult } from './ocr.js';

/**
 * OCR output is refused, rather than scored, when tesseract is unsure of it. Measured
 * (docs/text-quality.md): scans a person reads easily, from 65 to 300 ppi, clean or lightly noisy,
 * skewed or not, came out at 87–96 mean word confidence (word recall 0.97–1.00); the unreadable
 * 72-ppi scans at 30 and 68 (recall 0.70: one word in three wrong). Whether the words look like
 * English plays no part: names, places and "Java,Spring,Kafka" read with confidence are kept.
 */
const MIN_OCR_CONFIDENCE = 80;
/**
 * The mean is pulled down by a page's decoration as much as by its text: a designed scan (coloured rules,
 * icons, a logo) that a person reads easily came out at a mean of 78 with half its letters in words read at
 * 90 or more. So the mean alone does not refuse: half the letters must also be in words read below this (the
 * unreadable 72-ppi scan: median 82; every readable scan measured: 90 to 96).
 */
const MIN_MEDIAN_CONFIDENCE = 86;
/**
 * A second guard, for output that is mostly symbols (the same language-independent evidence as the
 * text layer's: cipher-shaped tokens, control and private-use characters): refused under
 * SURE_CONFIDENCE. OCR noise is mostly letters, so confidence is what separates most cases.
 */
const MAX_OCR_BAD = 0.3;
/** Text tesseract is this sure of is kept even when it is not prose (a page of code or formulas). */
const SURE_CONFIDENCE = 90;
/** OCR read fewer characters than this: nothing to judge (a photo, a logo, a blank scan). */
const MIN_OCR_CHARS = 20;
/** What the refusals say OCR can read (the English model, then the CJK ones: ocr.ts). */
const OCR_SCRIPTS = 'OCR reads Latin-script, Chinese, Japanese and Korean text only';
/** Below this resolution the refusal names the resolution as the likely cause. */
const LOW_RESOLUTION_PPI = 150;

interface OcrContext {
  /** The page had a text layer that was not language (a broken font encoding). */
  garbageTextLayer: boolean;
  /** Placed resolution of the page's largest image; 0 without images. */
  imagePpi: number;
}

/** Why the OCR result of a page cannot be trusted, as a sentence for the caller; null when it can. */
export function judgeOcr(ocr: Omit<OcrResult, 'language'>, context: OcrContext): string | null {
  const evidence = measureTextEvidence(cleanText(ocr.text));
  if (evidence.chars < MIN_OCR_CHARS) return null;
  const confidence = Math.round(ocr.confidence);
  // A page rendered from a broken text layer has no scan noise and no photographed decoration: its mean is its text.
  const unsure =
    ocr.confidence < MIN_OCR_CONFIDENCE && (context.garbageTextLayer || ocr.medianConfidence < MIN_MEDIAN_CONFIDENCE);
  const symbols = evidence.bad >= MAX_OCR_BAD && ocr.confidence < SURE_CONFIDENCE;
  if (!unsure && !symbols) return null;
  const measured = `OCR confidence ${confidence}%${symbols ? `, ${Math.round(evidence.bad * 100)}% of it symbols` : ''}`;
  if (context.garbageTextLayer)
    return `the text layer is unreadable (a broken font encoding) and OCR could not read the page reliably either (${measured}; ${OCR_SCRIPTS}); send the original document (DOCX, or a PDF whose fonts keep their Unicode mapping)`;
  if (context.imagePpi > 0 && context.imagePpi < LOW_RESOLUTION_PPI)
    return `the scan is too low-resolution to read reliably (${context.imagePpi} ppi; ${measured}); send a scan of 200 ppi or more, or the original document`;
  return `the scan could not be read reliably (${measured}; ${OCR_SCRIPTS}); send a sharper scan or the original document`;
}
