/**
 * Whether a text layer (or OCR output) is text in some language and script, decided from evidence
 * that does not depend on which language: characters no text is made of (the Private Use Area,
 * control and unassigned code points, U+FFFD), letters outside the scripts the page itself mostly
 * uses, and tokens shaped like a cipher (symbols inside words, letters and digits alternating,
 * letter case flipping inside a word, two alphabets inside one word). No word list and no vowel
 * rule: a resume full of names, places and comma-joined skill lists from anywhere is language.
 * Figures and thresholds: docs/text-quality.md.
 */
export interface TextEvidence {
  /** Non-space characters looked at (tokens whose core is empty, a lone bullet, do not count). */
  chars: number;
  /** Share (0–1) of those characters that are evidence of a broken encoding (the sum of the three below). */
  bad: number;
  /** Share in tokens holding Private Use Area, control, unassigned or replacement characters. */
  invalid: number;
  /** Share in cipher-shaped tokens. */
  cipher: number;
  /** Share of letters in scripts that each hold under 5 % of the page's letters. */
  offScript: number;
  /**
   * Share of the non-space characters that are ASCII punctuation or symbols. Text in any script, dense
   * skill lists and contact lines included, stays well under a quarter (scripts with punctuation of
   * their own, CJK's ，。、, do not count); a cipher over printable ASCII puts a third of its
   * characters there (32 of the 94 are symbols).
   */
  symbols: number;
  /** Scripts holding at least 5 % of the letters, most used first. */
  scripts: string[];
}

/** Punctuation and symbols that may wrap a token: quotes, brackets, bullets, trailing commas, a danda. */
const EDGE = /^[\p{P}\p{So}]+|[\p{P}\p{So}]+$/gu;
/**
 * ASCII punctuation and symbols that real tokens in any script do not hold inside them, but that a
 * cipher over ASCII spreads everywhere (ROT47 turns most lowercase letters into digits and : ; < = > ? @).
 * Everything else joins the parts of real tokens: "Java,Spring", "Pub/Sub", "e-mail", "R&D", "C++",
 * "C#", "x86_64", "8.7/10", "50%", "US$5M", an e-mail, and every non-ASCII mark (、，。・«», a danda).
 */
const RARE = /[;?!"*[\]{}\\`<=>|~^]/u;
/** URLs and e-mail addresses may hold anything. */
const LINK = /^(?:https?:\/\/|www\.)\S+$|^[^\s@]+@[^\s@]+\.[\p{L}]{2,}$/iu;
const LETTER = /[\p{L}\p{M}]/u;
const DIGIT = /\p{N}/u;
/** Code points no text is made of: Private Use Area, controls, unassigned, noncharacters, U+FFFD. */
const INVALID = /[\p{Co}\p{Cc}\p{Cn}\uFFFD\uFFFE\uFFFF]/u;
/** Scripts written together inside one token in real text (Japanese mixes three; CJK text embeds Latin). */
const CJK = new Set(['Han', 'Hiragana', 'Katakana', 'Hangul', 'Bopomofo']);
/** Scripts a letter is looked up in, the common ones first. */
const SCRIPTS = [
  'Latin',
  'Cyrillic',
  'Greek',
  'Han',
  'Hiragana',
  'Katakana',
  'Hangul',
  'Arabic',
  'Devanagari',
  'Bengali',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Gujarati',
  'Gurmukhi',
  'Oriya',
  'Sinhala',
  'Thai',
  'Lao',
  'Khmer',
  'Myanmar',
  'Hebrew',
  'Armenian',
  'Georgian',
  'Ethiopic',
  'Thaana',
  'Syriac',
  'Tibetan',
  'Mongolian',
  'Bopomofo',
] as const;
const KNOWN = new Set<string>(SCRIPTS);
const SCRIPT_RES = SCRIPTS.map((s) => [s, new RegExp(`\\p{Script=${s}}`, 'u')] as const);
const MARK = /\p{M}/u;
/** ASCII punctuation and symbols: what a cipher over printable ASCII is a third made of. */
const SYMBOL = /[!-/:-@[-`{-~]/u;
/** A script holding less than this share of the letters is off the page's scripts. */
const MAIN_SCRIPT_SHARE = 0.05;
/** Letter↔digit switches inside a token before it is cipher-shaped ("K8s", "i18n", "B2B" have two). */
const MAX_DIGIT_SWITCHES = 2;
/** Lower→upper case switches inside a letter run ("PostgreSQL" one, "LaTeX" two). */
const MAX_CASE_SWITCHES = 2;

function scriptOf(ch: string): string {
  if (MARK.test(ch)) return 'Inherited';
  for (const [name, re] of SCRIPT_RES) if (re.test(ch)) return name;
  // A script not listed: its 128-code-point block stands for it, so soup spread over many blocks is many scripts.
  return `U+${((ch.codePointAt(0) ?? 0) >> 7).toString(16)}xx`;
}

const isUpper = (ch: string) => ch !== ch.toLowerCase() && ch === ch.toUpperCase();
const isLower = (ch: string) => ch !== ch.toUpperCase() && ch === ch.toLowerCase();

/** Whether a token core is shaped like a cipher rather than a word, a number or an identifier. */
export function isCipherShaped(core: string): boolean {
  if (LINK.test(core)) return false;
  let digitSwitches = 0;
  let caseSwitches = 0;
  let prevKind = '';
  let prevLetter = '';
  let prevScript = '';
  for (const ch of core) {
    if (LETTER.test(ch)) {
      if (MARK.test(ch)) continue;
      const script = scriptOf(ch);
      if (CJK.has(script)) {
        // Ideographs and syllables sit beside digits and Latin in real text: "2019年7月", "使用Java".
        prevKind = '';
        prevLetter = '';
        prevScript = '';
        continue;
      }
      if (prevKind === 'digit') digitSwitches++;
      prevKind = 'letter';
      if (prevLetter && isLower(prevLetter) && isUpper(ch)) caseSwitches++;
      // Two alphabets inside one letter run (a Latin "p" inside Cyrillic): not how any script is written.
      if (prevLetter && script !== prevScript && KNOWN.has(script) && KNOWN.has(prevScript)) return true;
      prevLetter = ch;
      prevScript = script;
    } else if (DIGIT.test(ch)) {
      if (prevKind === 'letter') digitSwitches++;
      prevKind = 'digit';
      prevLetter = '';
    } else if (RARE.test(ch)) {
      return true; // a symbol inside a token (< > = ; ? | ~ ^ { } ...): how ciphers over ASCII look
    } else {
      // A joiner starts a new part, judged on its own: "MySQL,PostgreSQL,MongoDB" is three words.
      if (digitSwitches > MAX_DIGIT_SWITCHES || caseSwitches > MAX_CASE_SWITCHES) return true;
      digitSwitches = 0;
      caseSwitches = 0;
      prevKind = '';
      prevLetter = '';
      prevScript = '';
    }
  }
  return digitSwitches > MAX_DIGIT_SWITCHES || caseSwitches > MAX_CASE_SWITCHES;
}

export function measureTextEvidence(text: string): TextEvidence {
  let chars = 0;
  let invalid = 0;
  let visible = 0;
  let symbols = 0;
  let cipher = 0;
  const letterScripts = new Map<string, number>();
  const goodTokens: string[] = [];
  // U+0000 is how Chromium maps a glyph with no character of its own (an Indic vowel sign drawn
  // before its consonant, a half form): the character is elsewhere in the cluster, nothing is broken.
  for (const token of text.replace(/\0/g, '').split(/\s+/u)) {
    if (!token) continue;
    for (const ch of token) {
      visible++;
      if (SYMBOL.test(ch)) symbols++;
    }
    if (INVALID.test(token)) {
      const n = [...token].length;
      chars += n;
      invalid += n;
      continue;
    }
    const core = token.replace(EDGE, '');
    if (!core) {
      // Punctuation alone: a bullet or a dash says nothing; a run holding "<=>?" is a cipher's.
      const n = [...token].length;
      if (n >= 2 && RARE.test(token)) {
        chars += n;
        cipher += n;
      }
      continue;
    }
    const n = [...core].length;
    chars += n;
    if (isCipherShaped(core)) cipher += n;
    else goodTokens.push(core);
  }
  for (const core of goodTokens)
    for (const ch of core) {
      if (!LETTER.test(ch) || MARK.test(ch)) continue;
      const s = scriptOf(ch);
      letterScripts.set(s, (letterScripts.get(s) ?? 0) + 1);
    }
  const letters = [...letterScripts.values()].reduce((a, b) => a + b, 0);
  const ranked = [...letterScripts].sort((a, b) => b[1] - a[1]);
  const main = ranked.filter(([, n]) => n >= letters * MAIN_SCRIPT_SHARE && letters > 0);
  const off = ranked.filter(([, n]) => n < letters * MAIN_SCRIPT_SHARE).reduce((a, [, n]) => a + n, 0);
  const share = (n: number) => (chars === 0 ? 0 : n / chars);
  return {
    chars,
    bad: share(invalid + cipher + off),
    invalid: share(invalid),
    cipher: share(cipher),
    offScript: letters === 0 ? 0 : off / letters,
    symbols: visible === 0 ? 0 : symbols / visible,
    scripts: main.map(([s]) => s),
  };
}

/** Under this many characters a page says too little to judge (a page number, a signature). */
const MIN_CHARS_TO_JUDGE = 40;
/**
 * A text layer with at least this share of broken-encoding evidence is not text. Readable resumes
 * in 14 languages and 8 scripts measured 0.00–0.03; broken encodings 0.58–1.00 (docs/text-quality.md).
 */
const MAX_TEXT_LAYER_BAD = 0.3;
/** A text layer with at least this share of ASCII punctuation and symbols is a cipher (readable: 0.02–0.13). */
const MAX_TEXT_LAYER_SYMBOLS = 0.25;

/** What a page's fonts say about how its glyphs map to characters. */
export interface FontEvidence {
  /** Share (0–1) of the page's characters drawn in fonts with no character mapping at all (glyph ids read as text). */
  unmappedShare: number;
}

/** At least this share of a page's text in fonts without a character mapping: the text is glyph ids. */
const MAX_UNMAPPED_SHARE = 0.5;

/** Why a page's text layer is not text (a broken font encoding, glyph soup), or null when it is text. */
export function textLayerProblem(text: string, fonts: FontEvidence = { unmappedShare: 0 }): string | null {
  const e = measureTextEvidence(text);
  if (e.chars < MIN_CHARS_TO_JUDGE) return null;
  if (fonts.unmappedShare >= MAX_UNMAPPED_SHARE) return 'its fonts have no character mapping (no ToUnicode map)';
  if (e.bad >= MAX_TEXT_LAYER_BAD)
    return `${Math.round(e.bad * 100)}% of it is private-use, control or cipher-shaped characters`;
  if (e.symbols >= MAX_TEXT_LAYER_SYMBOLS) return `${Math.round(e.symbols * 100)}% of its characters are symbols`;
  return null;
}

/** Whether a page's text layer is not text (broken encoding, glyph soup) and should be read by OCR. */
export function textLayerIsGarbage(text: string, fonts?: FontEvidence): boolean {
  return textLayerProblem(text, fonts) !== null;
}
