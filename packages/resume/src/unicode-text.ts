/**
 * Spacing accents that typesetters (TeX's OT1 fonts above all) draw as a glyph of their own over
 * or under a letter, mapped to the combining mark that composes with that letter under NFC.
 * U+0060 (grave) is included because TeX's grave glyph is extracted as the ASCII backtick.
 */
const SPACING_TO_COMBINING: Record<string, string> = {
  '\u00b4': '\u0301', // acute
  '\u02ca': '\u0301', // modifier acute
  '\u0060': '\u0300', // grave (TeX draws it from the backtick position)
  '\u02cb': '\u0300', // modifier grave
  '\u00a8': '\u0308', // diaeresis
  '\u02c6': '\u0302', // circumflex
  '\u02dc': '\u0303', // tilde
  '\u00b8': '\u0327', // cedilla
  '\u02c7': '\u030c', // caron
  '\u02d8': '\u0306', // breve
  '\u02d9': '\u0307', // dot above
  '\u02da': '\u030a', // ring above
  '\u02dd': '\u030b', // double acute
  '\u00af': '\u0304', // macron
  '\u02c9': '\u0304', // modifier macron
  '\u02db': '\u0328', // ogonek
};
/** Accents drawn above the letter; the cedilla and ogonek (below) are handled on their own. */
const ACCENTS = Object.keys(SPACING_TO_COMBINING)
  .filter((a) => a !== '\u00b8' && a !== '\u02db')
  .join('');
/** Accent then letter (TeX's drawing order), or letter then accent at a word's end. */
const ANY_ACCENT = new RegExp(`[${Object.keys(SPACING_TO_COMBINING).join('')}]`);
const ACCENT_BEFORE = new RegExp(`([${ACCENTS}])(\\p{L})`, 'gu');
const ACCENT_AFTER = new RegExp(`(\\p{L})([${ACCENTS}])(?!\\p{L})`, 'gu');
/**
 * Accents below the letter (cedilla, ogonek): TeX draws them before a letter of x-height ("¸c")
 * and after a taller one ("S¸"), so the letter is the neighbour that commonly takes the accent.
 */
const BELOW = /(\p{L})?([\u00b8\u02db])(\p{L})?/gu;
const TAKES_BELOW: Record<string, RegExp> = { '\u00b8': /[cCsStT]/, '\u02db': /[aAeEiIoOuU]/ };

function composeBelow(whole: string, prev: string | undefined, accent: string, next: string | undefined): string {
  const takes = TAKES_BELOW[accent]!; // the regex only matches the two keys
  const withNext = next ? compose(next, accent) : null;
  const withPrev = prev ? compose(prev, accent) : null;
  const nextFirst = next && takes.test(next) && !(prev && takes.test(prev));
  if (withNext && (nextFirst || !withPrev)) return `${prev ?? ''}${withNext}`;
  if (withPrev) return `${withPrev}${next ?? ''}`;
  return whole;
}
/** TeX accents i and j without their dot: the accent replaces it. */
const DOTLESS: Record<string, string> = { '\u0131': 'i', '\u0237': 'j' };

/**
 * A backtick is also a backtick: it is read as TeX's grave only over a vowel, and not when the
 * word holds another backtick (`code`).
 */
function isTexGrave(text: string, at: number, letter: string): boolean {
  if (!/[aeiouAEIOU]/.test(letter)) return false;
  const word = /^\S*/.exec(text.slice(at + 1))?.[0] ?? '';
  return !word.includes('`');
}

/** The letter with the accent, when Unicode has that precomposed character; else null. */
function compose(letter: string, accent: string): string | null {
  const mark = SPACING_TO_COMBINING[accent];
  if (!mark) return null;
  const composed = `${DOTLESS[letter] ?? letter}${mark}`.normalize('NFC');
  return [...composed].length === 1 ? composed : null;
}

/**
 * Joins an accent drawn as a separate glyph with its letter ("Educaci´on" → "Educación") and
 * normalises to NFC. An accent standing alone between spaces, or one that forms no precomposed
 * letter, is left as it is (a backtick in "`code`", a lone "¨").
 */
export function composeSpacingAccents(text: string): string {
  if (!ANY_ACCENT.test(text)) return text.normalize('NFC');
  const before = text
    .replace(BELOW, composeBelow)
    .replace(ACCENT_BEFORE, (whole, accent: string, letter: string, at: number, source: string) => {
      if (accent === '`' && !isTexGrave(source, at, letter)) return whole;
      return compose(letter, accent) ?? whole;
    });
  return before
    .replace(ACCENT_AFTER, (whole, letter: string, accent: string) =>
      accent === '`' ? whole : (compose(letter, accent) ?? whole),
    )
    .normalize('NFC');
}

/**
 * First parts and last parts of English compounds that are written with a hyphen, for a
 * hyphen at a line end that may be a compound's own ("world-\nleading" stays "world-leading").
 */
const COMPOUND_FIRST = new Set(
  'self co non cross well multi full part high low long short real end open world best cloud data client server user back front mid pre post anti ex vice semi sub top one two three first second third state cost fast event test domain data goal detail results customer market team fault'.split(
    ' ',
  ),
);
const COMPOUND_LAST = new Set(
  'based driven oriented leading facing focused level scale time end stack class source known specific related wide free made like up on off in out going term house native ready aware friendly critical intensive centric first edge tier sided minded making building solving owned led run hand'.split(
    ' ',
  ),
);

const LETTERS_BEFORE_HYPHEN = /(\p{L}+)[-\u2010\u00ad]$/u;
const LETTERS_AFTER = /^(\p{L}+)/u;

/** Whether a line-final hyphen before `second` belongs to the word (a compound) or to the line break. */
function keepsHyphen(first: string, second: string, hyphen: string, vocabulary: Set<string>): boolean {
  if (hyphen === '\u00ad') return false; // a soft hyphen is a break opportunity, never part of the word
  if (!/^\p{Ll}/u.test(second)) return true; // "Jean-\nPierre", "2019-\n2021": a real hyphen
  const a = first.toLowerCase();
  const b = second.toLowerCase();
  if (vocabulary.has(`${a}-${b}`)) return true;
  if (vocabulary.has(`${a}${b}`)) return false;
  return COMPOUND_FIRST.has(a) || COMPOUND_LAST.has(b);
}

function vocabularyOf(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/[\p{L}-]+/gu) ?? []);
}

/**
 * Rejoins words hyphenated at a line end, the way pdftotext does (the whole word stays on the
 * first line, the line break after it), but keeps a compound's own hyphen: a soft hyphen
 * (U+00AD) is always dropped; a hard one is kept before a capital or digit, when the document
 * writes the hyphenated form elsewhere, or for a known compound part. Lines that do not end in a
 * hyphen are never glued: a missing hyphen is never invented.
 */
export function joinHyphenatedLines(text: string): string {
  if (!/[-\u2010\u00ad]\n/.test(text)) return text;
  const vocabulary = vocabularyOf(text);
  const lines = text.split('\n');
  for (let i = 0; i < lines.length - 1; i++) {
    const line = lines[i]!;
    const hyphen = line.at(-1) ?? '';
    const first = LETTERS_BEFORE_HYPHEN.exec(line)?.[1];
    const next = lines[i + 1]!.trimStart();
    const second = LETTERS_AFTER.exec(next)?.[1];
    if (!first || !second) continue;
    // The rest of the second word (punctuation attached to it) moves up with it.
    const tail = /^\S*/.exec(next)?.[0] ?? second;
    const joint = keepsHyphen(first, second, hyphen, vocabulary) ? hyphen.replace('\u00ad', '') : '';
    lines[i] = `${line.slice(0, -1)}${joint}${tail}`;
    lines[i + 1] = next.slice(tail.length).trimStart();
    if (!lines[i + 1]) {
      lines.splice(i + 1, 1);
      i--; // the joined line may itself end in a hyphen that continues on the following line
    }
  }
  return lines.join('\n');
}
