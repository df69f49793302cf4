/**
 * How much of a text reads as language: the share of its non-space characters that stand in
 * word-like tokens. Measured, not guessed — see docs/text-quality.md for the figures on the
 * intake corpus and the fixtures that set the thresholds below.
 */
interface TextQuality {
  /** Non-space characters looked at. */
  chars: number;
  /** Share (0–1) of those characters in word-like tokens. */
  wordShare: number;
}

/** Letters (any script, with marks) joined by at most single apostrophes, hyphens, dots or slashes. */
const WORD = /^[\p{L}\p{M}]+(?:['’.\-/&+][\p{L}\p{M}]+)*$/u;
/** Numbers, dates, ranges, money and percentages. */
const NUMBER = /^[$€£¥]?\d+(?:[.,:/\-–]\d+)*(?:%|k|K|\+)?$/u;
/** Tokens of skills and identifiers: C++, C#, Node.js, ES2015, S3, B2B, 24/7, e-mail and links. */
const TECHNICAL = /^(?:[\p{L}\d][\p{L}\d+#.\-_/]*[\p{L}\d+#]|[^\s@]+@[^\s@]+\.\w+|(?:https?:\/\/|www\.)\S+)$/u;
/** Punctuation that may wrap a word: quotes, brackets, bullets, trailing commas and full stops. */
const EDGE_PUNCTUATION = /^[\p{Ps}\p{Pi}"'“‘«•·*\-–—]+|[\p{Pe}\p{Pf}"'”’»,.;:!?…*]+$/gu;
/** Latin tokens this long need a vowel to be a word (a "Kmvnq" is a shifted code, not a name). */
const VOWELLESS_MIN = 5;
const LATIN_ONLY = /^[A-Za-z\u00c0-\u024f]+$/;
const VOWEL =
  /[aeiouyAEIOUY\u00c0-\u00c6\u00c8-\u00cf\u00d2-\u00d6\u00d8-\u00dd\u00e0-\u00e6\u00e8-\u00ef\u00f2-\u00f6\u00f8-\u00fd\u00ff]/;
/** Scripts written without spaces: a run of them (with digits, Latin words, punctuation) is language. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;
const UNSPACED_RUN =
  /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{P}\p{L}\p{M}\d\s]+$/u;

function isWordLike(token: string): boolean {
  const core = token.replace(EDGE_PUNCTUATION, '');
  if (!core) return false;
  if (NUMBER.test(core) || (UNSPACED.test(core) && UNSPACED_RUN.test(core))) return true;
  if (WORD.test(core)) return !(LATIN_ONLY.test(core) && core.length >= VOWELLESS_MIN && !VOWEL.test(core));
  // A technical token still needs letters to be one: "2F`" or "1<7>" is not.
  return TECHNICAL.test(core) && /\p{L}/u.test(core) && !/[`<>{}|~^\\]/.test(core);
}

export function measureTextQuality(text: string): TextQuality {
  let chars = 0;
  let good = 0;
  for (const token of text.split(/\s+/)) {
    if (!token) continue;
    const length = [...token].length;
    chars += length;
    if (isWordLike(token)) good += length;
  }
  return { chars, wordShare: chars === 0 ? 1 : good / chars };
}

/**
 * A text layer reads as language when at least this share of its characters stand in word-like
 * tokens. Real resumes measured 0.93–1.00 (the lowest: dense tables of symbols and links); broken
 * font encodings 0.05–0.35.
 */
const MIN_TEXT_LAYER_WORD_SHARE = 0.6;
/** Under this many characters a page says too little to judge (a page number, a signature). */
const MIN_CHARS_TO_JUDGE = 40;

/** Whether a page's text layer is not language (broken encoding, glyph soup) and should be read by OCR. */
export function textLayerIsGarbage(text: string): boolean {
  const quality = measureTextQuality(text);
  return quality.chars >= MIN_CHARS_TO_JUDGE && quality.wordShare < MIN_TEXT_LAYER_WORD_SHARE;
}
