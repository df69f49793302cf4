// Phone numbers: digit groups (spaces, dots, dashes, slashes, "·", " · " or " . " between them; "0711 / 2384 5567")
// validated by libphonenumber-js for the regions the resume points at (country and city names, "+NN" prefixes,
// postcodes, e-mail domains) besides the defaults, or any such number after a phone label in one of
// Rubric's languages. Candidates are found by one regex and each parsed (cheap), instead of running
// libphonenumber's text search once per region (~8 ms per region for a page).
import { getCountries, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { PRIORITY } from './patterns.js';
import { placesIn } from './places.js';
import { PLACEHOLDERS, type Span } from './spans.js';

/** Default regions for numbers written without a country code; the text adds its own. */
const DEFAULT_PHONE_REGIONS: readonly CountryCode[] = ['US', 'GB', 'CA', 'AU', 'IN', 'IE'];

const SEP = '[ .\\-·/\\u00a0]';
// A number glued to letters by a dash or a dot ("49575343-c22d-…", a UUID) is part of an identifier, not a phone.
const PHONE_CANDIDATE_RE = new RegExp(
  String.raw`(?:(?<![\p{L}\p{N}_+/.〒-])|(?<=[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]))(?:\+${SEP}?\d{1,3}(?:${SEP}{1,2}|[ ]·[ ])?|00\d{2,3}${SEP})?(?:\(\d{1,4}(?: \d{1,4})?\)${SEP}?)?(?:0\d{2,5}[ ]\/[ ])?(?:\d{1,8}(?:(?:${SEP}{1,2}|[ ][.·/-][ ])\d{1,8}){1,5}|\d{7,15})(?![\p{L}\p{N}_]|[.\-/][\p{L}\p{N}])`,
  'gu',
);
const PHONE_LABEL_RE =
  /(?<![\p{L}])(?:phone|tel|t[ée]l[ée]phone|telefone?|tel[ée]fono|telf|mobile|mobil|móvil|movil|mob|cell|cellphone|celular|cel|handy|portable|port|fixo|fax|whatsapp|signal|call|contact|contato|contacto|điện thoại|đt|sđt|电话|電話|手机|手機|联系电话|telepon|telp|ponsel|no\.?\s*hp|hp|wa|telefon|cep|gsm|телефон|тел|моб|мобільний|โทร(?:ศัพท์)?|전화(?:번호)?|휴대폰|携帯|電話番号|هاتف|جوال|[TMPF])\s*[.:#：]?\s*(?:\+?\s*)?$/iu;
// The first half opens as a number does ("+", a trunk "0", an area code in brackets); the second is digits only.
const WRAPPED_PHONE_RE = new RegExp(
  String.raw`(?<![\p{L}\p{N}_+/.-])((?:\+\d{1,3}[ ]?(?:\(\d{1,4}\)[ ]?)?\d{0,8}|\(\d{1,4}\)[ ]?\d{0,8}|0\d{0,7})(?:${SEP}\d{1,8}){0,4})${SEP}?[ \t]*\n[ \t]*(\d{1,8}(?:${SEP}\d{1,8}){0,4})(?![\p{L}\p{N}_]|[.\-/][\p{L}\p{N}])`,
  'gu',
);
const DATE_LIKE_RE = /^(?:\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4}[./-]\d{1,2}[./-]\d{1,2}|\d{1,3}(?:\.\d{1,3}){3})$/u;

/** Years with months or days beside them ("2015 - 2019", "07/2019 - 02/2021"): a date range, no number. */
export function looksLikeYears(candidate: string): boolean {
  const groups = candidate.split(/[ .\-·/]+/u).filter((g) => g.length > 0);
  // "2015 - 2019", "2019 03 12": a year among small numbers. ("06.12.34.56.78" has no year: a French number.)
  return (
    groups.some((g) => /^(?:19|20)\d{2}$/u.test(g)) &&
    groups.every((g) => /^(?:19|20)\d{2}$/u.test(g) || /^\d{1,2}$/u.test(g))
  );
}

const REGION_BY_CALLING_CODE = new Map<string, CountryCode>();
for (const region of getCountries()) {
  const code = getCountryCallingCode(region);
  // The main region of a shared code (+1 → US, +44 → GB, +7 → RU) is the first listed.
  if (!REGION_BY_CALLING_CODE.has(code)) REGION_BY_CALLING_CODE.set(code, region);
}
/** A country-code top-level domain names its country ("uk" is GB); "co", "io", "me" and "tv" are used as generic domains. */
const COUNTRIES = new Set<string>(getCountries());
const GENERIC_TLDS = new Set([
  'co',
  'io',
  'me',
  'tv',
  'ai',
  'ly',
  'fm',
  'am',
  'to',
  'cc',
  'ws',
  'gg',
  'so',
  'sh',
  'ac',
  'la',
  'vc',
  'nu',
]);
function tldRegion(domain: string): CountryCode | undefined {
  const m = /(\.(?:com|net|org|edu|gov|ac|co))?\.([a-z]{2})$/iu.exec(domain);
  const lower = (m?.[2] ?? '').toLowerCase();
  if (lower === 'uk') return 'GB';
  const upper = lower.toUpperCase();
  // "example.com.co" is Colombian; "example.co" is anyone's.
  return (m?.[1] || !GENERIC_TLDS.has(lower)) && COUNTRIES.has(upper) ? (upper as CountryCode) : undefined;
}

/** Regions the text points at: named places, "+NN" prefixes, Brazilian CEPs, Indian PINs, country e-mail domains. */
function regionHints(text: string): CountryCode[] {
  const hints = new Set<CountryCode>();
  for (const p of placesIn(text)) hints.add(p.region);
  for (const m of text.matchAll(/(?<![\p{N}])\+[ ]?(\d{1,3})(?=[ .\-(\d])/gu)) {
    for (const len of [1, 2, 3]) {
      const region = REGION_BY_CALLING_CODE.get((m[1] ?? '').slice(0, len));
      if (region) {
        hints.add(region);
        break;
      }
    }
  }
  if (/\bCEP\b|(?<!\d)\d{5}-\d{3}(?!\d)/u.test(text)) hints.add('BR');
  if (/\bPIN(?:\s*code)?\b/iu.test(text)) hints.add('IN');
  if (/香港|九龍|九龙/u.test(text)) hints.add('HK');
  if (/北京|上海|深圳|广州|杭州|中国|电话|手机/u.test(text)) hints.add('CN');
  for (const m of text.matchAll(/@[\w.-]+\.([a-z]{2})\b/giu)) {
    const region = tldRegion(m[0]);
    if (region) hints.add(region);
  }
  return [...hints];
}

function valid(candidate: string, regions: readonly CountryCode[]): boolean {
  // Mexico's mobiles keep the "1" after "+52" that was dropped in 2019 ("+52 1 33 1456 7890") on many resumes.
  const clean = candidate
    .replace(/[·\u00a0]/gu, ' ')
    .replace(/^\+[ ]?52[ .-]?1(?=[ .-]?\d{2}[ .-]?\d{4}[ .-]?\d{4}$)/u, '+52');
  if (clean.startsWith('+')) return parsePhoneNumberFromString(clean)?.isValid() === true;
  if (clean.startsWith('00')) return parsePhoneNumberFromString(`+${clean.slice(2)}`)?.isValid() === true;
  if (regions.some((region) => parsePhoneNumberFromString(clean, region)?.isValid() === true)) return true;
  // "852 9123 4567": a country code written without its "+", for a region the text names.
  const international = parsePhoneNumberFromString(`+${clean}`);
  return (
    international?.isValid() === true && international.country !== undefined && regions.includes(international.country)
  );
}

/**
 * Two numbers written one after the other with only a space between them ("+880 1712-345678 01819 44 27 63") read
 * as one run of digit groups: the longest valid number from its start, then the same for the rest.
 */
function splitRun(
  candidate: string,
  regions: readonly CountryCode[],
  minDigits = 7,
): Array<{ at: number; value: string }> {
  const out: Array<{ at: number; value: string }> = [];
  let rest = candidate;
  let offset = 0;
  while (rest.length > 0 && out.length < 3) {
    const cuts = [...rest.matchAll(/[ ]+/gu)].map((m) => m.index ?? 0).reverse();
    const found = cuts
      .map((cut) => rest.slice(0, cut).replace(/[ .\-·/\u00a0]+$/u, ''))
      .find((head) => {
        const digits = head.replace(/\D/gu, '').length;
        return digits >= minDigits && digits <= 15 && valid(head, regions);
      });
    if (!found) break;
    out.push({ at: offset, value: found });
    const next = rest.slice(found.length);
    const after = next.replace(/^[ .\-·/\u00a0]+/u, '');
    offset += found.length + (next.length - after.length);
    rest = after;
    if (rest.replace(/\D/gu, '').length >= 7 && rest.replace(/\D/gu, '').length <= 15 && valid(rest, regions)) {
      out.push({ at: offset, value: rest });
      break;
    }
  }
  return out;
}

/** Whether the text ends in a standard's or a manual's prefix ("DIN VDE ", "EM "): the number after it is no phone nor ID. */
export const afterStandardPrefix = (before: string): boolean => STANDARD_BEFORE_RE.test(before);
const STANDARD_BEFORE_RE =
  /(?<![\p{L}])(?:ISO|IEC|EN|DIN|VDE|BS|NF|UNE|IEEE|ASTM|ANSI|JIS|SAE|EM|ER|TM|FM|AR|UFC|MIL-STD|MIL-HDBK|NFPA|ASME|API|AWS|AASHTO|ACI|OSHA|NEC)[ \t/-]*(?:[A-Z]{2,4}[ \t/-]*)?$/u;

export function phoneSpans(text: string, extraRegions: readonly CountryCode[] = []): Span[] {
  const regions = [...new Set([...extraRegions, ...regionHints(text), ...DEFAULT_PHONE_REGIONS])];
  const out: Span[] = [];
  const push = (start: number, length: number) =>
    out.push({ start, end: start + length, kind: 'phone', replacement: PLACEHOLDERS.phone, priority: PRIORITY.phone });
  for (const m of text.matchAll(PHONE_CANDIDATE_RE)) {
    let candidate = m[0].replace(/[ .\-·/\u00a0]+$/u, '');
    const start = m.index ?? 0;
    // Past an item separator (" · ", " | "), a short number that words go on from is the next item's: a date ("CNIC
    // 61101-4829173-5 · 21 January 1989"), not the end of this number.
    const spaced = /[ ][·|/][ ]\d{1,2}$/u.exec(candidate);
    if (spaced && /^[ \t]+\p{L}/u.test(text.slice(start + candidate.length)))
      candidate = candidate.slice(0, spaced.index);
    const digits = candidate.replace(/\D/gu, '');
    if (digits.length < 7 || DATE_LIKE_RE.test(candidate.trim()) || looksLikeYears(candidate)) continue;
    const lineStart = text.lastIndexOf('\n', start - 1) + 1;
    // A standard's number ("DIN VDE 0100-600", "IEC 61439-1") is none.
    if (STANDARD_BEFORE_RE.test(text.slice(Math.max(lineStart, start - 16), start))) continue;
    const labelled = PHONE_LABEL_RE.test(text.slice(Math.max(lineStart, start - 24), start));
    // A Portuguese or Brazilian postcode before its town ("4050-174 Porto", "01310-100 São Paulo") is no number to call.
    if (
      !labelled &&
      /^\d{4,5}-\d{3}$/u.test(candidate) &&
      /^[ \t]+\p{Lu}\p{Ll}/u.test(text.slice(start + candidate.length))
    )
      continue;
    if (digits.length <= 15 && (labelled || valid(candidate, regions))) push(start, candidate.length);
    // More digits than one valid number: two numbers side by side, or a number run into a house number
    // ("(937) 555-0148 4417 Brandt Pike", "0412 338 907 3/41 Sandy Bay Road").
    // A number run into what follows it must be a whole national number (9 digits or more) from the run's start.
    else if (digits.length > 10)
      for (const part of splitRun(candidate, regions, digits.length > 15 ? 7 : 9))
        push(start + part.at, part.value.length);
  }
  // A number that prose or a narrow column wraps over two lines ("reach me on 0412" / "883 507 any day").
  for (const m of text.matchAll(WRAPPED_PHONE_RE)) {
    const start = m.index ?? 0;
    const joined = `${m[1] ?? ''} ${m[2] ?? ''}`;
    const digits = joined.replace(/\D/gu, '');
    if (digits.length < 8 || digits.length > 15 || looksLikeYears(joined)) continue;
    if (out.some((s) => s.start <= start && start + m[0].length <= s.end)) continue;
    // The second line a whole number of its own, the first half ends something else ("Pretoria, 0081" / "082 417 3390");
    // the first a whole number of its own, the second opens the next line ("+234 803 555 7714" / "7 Woji Road, …").
    if (valid(m[2] ?? '', regions) || valid(m[1] ?? '', regions)) continue;
    if (valid(joined, regions)) push(start, m[0].length);
  }
  return out;
}
