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
  // The Turkish dotless i: "Yıldırım" and "YILDIRIM" are one name.
  ı: 'i',
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

/** Cyrillic letters as Latin ones, the way e-mail addresses and passports usually write Russian and Ukrainian names. */
const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  ґ: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  є: 'ye',
  ж: 'zh',
  з: 'z',
  и: 'i',
  і: 'i',
  ї: 'yi',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

const GREEK: Record<string, string> = Object.fromEntries(
  [
    ...'α:a β:v γ:g δ:d ε:e ζ:z η:i θ:th ι:i κ:k λ:l μ:m ν:n ξ:x ο:o π:p ρ:r σ:s ς:s τ:t υ:y φ:f χ:ch ψ:ps ω:o'.split(
      ' ',
    ),
    ...'ά:a έ:e ή:i ί:i ό:o ύ:y ώ:o ϊ:i ΐ:i ϋ:y ΰ:y'.split(' '),
  ].map((pair) => pair.split(':') as [string, string]),
);

/**
 * A word in Cyrillic or Greek written in Latin letters, lower case ("Волков" → "volkov", "Παπαθανασόπουλος" →
 * "papathanasopoulos"); other letters stay.
 */
export function latinOf(word: string): string {
  return [...word.toLowerCase().replace(/ο[υύ]/gu, 'ou')].map((c) => CYRILLIC[c] ?? GREEK[c] ?? c).join('');
}

const SPELLED_OUT: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', ø: 'oe', å: 'aa', æ: 'ae' };

/** A word with its umlauts and ß written out as they are without them ("Weißmüller" → "Weissmueller"). */
export function spellOut(word: string): string {
  return word.normalize('NFC').replace(/[äöüßøåæÄÖÜØÅÆ]/gu, (c) => {
    const out = SPELLED_OUT[c.toLowerCase()] ?? c;
    return c === c.toLowerCase() || c === 'ß' ? out : out.charAt(0).toUpperCase() + out.slice(1).toUpperCase();
  });
}
