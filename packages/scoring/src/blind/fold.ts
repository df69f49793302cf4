// Accent- and case-blind comparison that keeps offsets: "José" and "JOSE" are one name, and a match
// in the folded text is a match at the same offsets in the original (one UTF-16 unit for one).

const EXTRA: Record<string, string> = {
  đ: 'd',
  Đ: 'D',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  ß: 's',
  æ: 'a',
  Æ: 'A',
  œ: 'o',
  Œ: 'O',
};
const cache = new Map<string, string>();

function foldChar(c: string): string {
  const extra = EXTRA[c];
  if (extra !== undefined) return extra;
  if (c.charCodeAt(0) < 0xc0) return c;
  let folded = cache.get(c);
  if (folded === undefined) {
    const base = c.normalize('NFD').charAt(0);
    // Only a letter that decomposes into a base letter plus marks; anything else stays as it is.
    folded = base.length === 1 && base !== c && /\p{L}/u.test(base) ? base : c;
    cache.set(c, folded);
  }
  return folded;
}

/** The text with accents removed letter by letter: same length, same offsets. */
export function foldAccents(text: string): string {
  // Only letters past ASCII can carry an accent; one code unit is replaced by one.
  return text.replace(/[\u00c0-\u024f\u1e00-\u1eff]/gu, foldChar);
}

/** A word for comparison: accents removed, lower case. */
export function foldWord(word: string): string {
  return foldAccents(word.normalize('NFC')).toLowerCase();
}
