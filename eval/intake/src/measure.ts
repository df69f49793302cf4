// How a document's intake text and prepared (blind) text are compared with its truth. Kept free of
// the parser and the preparer so that the measures themselves can be tested on plain strings.
import type { IdentifierKind } from './truth.js';

/** Spacing accents a text layer may leave beside a letter ("Educaci´on", "S¸ ahin"). */
const SPACING_ACCENTS = /\s?[\u00B4\u0060\u02DC\u00A8\u02C6\u00B8\u02D8\u02C7\u02DA\u02D9]\s?/gu;
const HAN = /(\p{Script=Han})/gu;

/** Words as the engine is given them: NFC, lower case, letters/digits/marks; every Han character is a word. */
export function words(text: string): string[] {
  return (
    text
      .normalize('NFC')
      .toLowerCase()
      .replace(HAN, ' $1 ')
      .match(/[\p{L}\p{N}\p{M}]+/gu) ?? []
  );
}

/** Share of the truth's words (as a multiset) found in `text`. */
export function wordRecall(truth: string, text: string): number {
  const want = words(truth);
  if (want.length === 0) return 1;
  const have = new Map<string, number>();
  for (const w of words(text)) have.set(w, (have.get(w) ?? 0) + 1);
  let found = 0;
  for (const w of want) {
    const n = have.get(w) ?? 0;
    if (n > 0) {
      found++;
      have.set(w, n - 1);
    }
  }
  return found / want.length;
}

/**
 * A form for matching names and identifiers however the text renders them: spacing accents dropped,
 * letters without accents, lower case, every run of other characters one space, padded with spaces
 * so that ` x ` finds whole words. Han characters are spaced like words.
 */
export function fold(text: string): string {
  const s = text
    .replace(SPACING_ACCENTS, '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(HAN, ' $1 ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return ` ${s} `;
}

/**
 * Like fold, but keeping the letters' accents ("hàng" is not "Hằng"): spacing accents dropped,
 * NFC, lower case, other characters one space.
 */
function foldKeepingAccents(text: string): string {
  const s = text
    .replace(SPACING_ACCENTS, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(HAN, ' $1 ')
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ')
    .trim();
  return ` ${s} `;
}

/** Words with accents blanked out: where a text lost its accents, only plain words can be the name. */
const plainWordsOnly = (folded: string): string => folded.replace(/\S+/g, (w) => (/^[a-z0-9]+$/.test(w) ? w : '#'));

/** `folded` (by foldKeepingAccents) with every occurrence of the `keep` phrases blanked out. */
function mask(folded: string, keep: readonly string[]): string {
  let out = folded;
  for (const k of keep) {
    const phrase = foldKeepingAccents(k);
    if (phrase.trim()) out = out.split(phrase).join(' # ');
  }
  return out;
}

/**
 * Forms of the candidate's name still in `text`: each variant as whole words, and a multi-word
 * variant also with its words glued ("SahinMoreau"), and a name glued to the next word at a case
 * change ("ThoratFeatured"); accents as written, or dropped where the text dropped them ("Andres", "S¸ ahin"). Occurrences inside a must-keep term or another person's name
 * do not count.
 */
export function leakedNames(
  text: string,
  name: { full: string; variants: readonly string[] },
  allowed: readonly string[],
): string[] {
  // A name the document glued to the next word ("…ThoratFeatured Resume") is read at the case change too.
  const unglued = text.replace(/(\p{Ll})(?=\p{Lu}\p{Ll})/gu, '$1 ');
  const hays = [...new Set([text, unglued])].map((t) => {
    const exact = mask(foldKeepingAccents(t), allowed);
    return { exact, plain: plainWordsOnly(exact) };
  });
  const found = (hay: string, v: string) => {
    const f = v.trim();
    const forms = [f, ...(f.includes(' ') ? [f.replaceAll(' ', '')] : [])];
    return f !== '' && forms.some((form) => hay.includes(` ${form} `));
  };
  return [name.full, ...name.variants].filter((v) =>
    hays.some((h) => found(h.exact, foldKeepingAccents(v)) || found(h.plain, fold(v))),
  );
}

function digitsPattern(digits: string): RegExp {
  return new RegExp(digits.split('').join('[^\\p{L}\\p{N}]{0,3}'), 'u');
}

/**
 * Whether an identifier can still be read in `text`: a phone number by its last 8 digits (any
 * separators), an e-mail by its address or its local part before "@", an address by the whole or
 * by any comma-separated part with a number in it ("27 Harrowby Street", "28012 Madrid"), anything
 * else (a labelled detail such as "Nacionalidad: peruana", a link, a handle) as a whole.
 */
export function identifierPresent(text: string, id: { kind: IdentifierKind; value: string }): boolean {
  const hay = fold(text);
  const whole = fold(id.value).trim();
  switch (id.kind) {
    case 'phone': {
      const digits = id.value.replace(/\D/g, '');
      return digitsPattern(digits.slice(-8)).test(text);
    }
    case 'email': {
      const local = id.value.split('@')[0] ?? '';
      return (
        text.toLowerCase().includes(id.value.toLowerCase()) ||
        (local.length >= 3 && text.toLowerCase().includes(`${local.toLowerCase()}@`))
      );
    }
    case 'address': {
      if (hay.includes(` ${whole} `)) return true;
      return id.value
        .split(/[,·–]/)
        .map((part) => fold(part).trim())
        .some((part) => /\d/.test(part) && part.includes(' ') && hay.includes(` ${part} `));
    }
    default:
      return hay.includes(` ${whole} `);
  }
}

/** Details whose values are also ordinary words: a language ("Deutsch", "Croatian"), an employer ("Saudi Aramco"). */
const WORD_VALUED_KINDS: ReadonlySet<IdentifierKind> = new Set(['nationality', 'marital_status', 'gender', 'religion']);

function occurrences(text: string, value: string): number {
  const hay = fold(text);
  const needle = ` ${fold(value).trim()} `;
  let n = 0;
  for (let at = hay.indexOf(needle); at !== -1; at = hay.indexOf(needle, at + 1)) n++;
  return n;
}

/**
 * Whether an identifier the intake text shows is still there after preparation. A detail whose value is also an
 * ordinary word (a nationality that names a language or an employer, "Deutsch (Muttersprache)", "Saudi Aramco") has
 * leaked when none of its occurrences was removed: the stated detail went if one did. So has an address that is a
 * town alone ("Austin, TX"), which a job's line may also name as where the job was. Anything else: as
 * `identifierPresent` reads it.
 */
export function identifierLeaked(
  intakeText: string,
  preparedText: string,
  id: { kind: IdentifierKind; value: string },
): boolean {
  if (!identifierPresent(preparedText, id)) return false;
  const townAlone = id.kind === 'address' && !/\p{N}/u.test(id.value);
  if (!WORD_VALUED_KINDS.has(id.kind) && !townAlone) return true;
  return occurrences(preparedText, id.value) >= occurrences(intakeText, id.value);
}

/**
 * Must-keep terms present in the intake text but gone from the prepared text. A term the intake text shows only
 * inside the candidate's own postal address (`ownAddresses`, as the truth writes them: "Av. Venustiano Carranza 1845,
 * …") is not counted: the truth asks for the address to go, and the term with it. Where the text renders the address
 * otherwise than the truth writes it, the term counts as before.
 */
export function removedTerms(
  intakeText: string,
  preparedText: string,
  terms: readonly string[],
  ownAddresses: readonly string[] = [],
): string[] {
  let before = fold(intakeText);
  for (const address of ownAddresses) {
    const whole = fold(address).trim();
    if (whole) before = before.split(` ${whole} `).join(' # ');
  }
  const after = fold(preparedText);
  return terms.filter((t) => {
    const f = ` ${fold(t).trim()} `;
    return f.trim() !== '' && before.includes(f) && !after.includes(f);
  });
}
