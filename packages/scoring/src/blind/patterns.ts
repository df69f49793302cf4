// Rule-based detectors for identifiers with a recognisable shape: e-mail addresses, links,
// phone numbers (candidates validated by libphonenumber-js), postal addresses, dates of birth,
// ages, photo captions and labelled personal details. Each returns spans for applySpans.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { PLACEHOLDERS, spansOf, type Span } from './spans.js';

export const PRIORITY = {
  keep: 0,
  email: 1,
  link: 2,
  phone: 3,
  personal: 4,
  address: 5,
  fullName: 6,
  title: 7,
  name: 8,
  pronoun: 9,
} as const;

const EMAIL_RE = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
/** "jane (at) example (dot) com", written to dodge scrapers. */
const OBFUSCATED_EMAIL_RE =
  /(?<![\p{L}\p{N}._+-])[\p{L}\p{N}._+-]+\s*[[(]\s*at\s*[\])]\s*[\p{L}\p{N}-]+(?:\s*[[(]\s*dot\s*[\])]\s*[\p{L}\p{N}-]+)+/giu;

export function emailSpans(text: string): Span[] {
  return [
    ...spansOf(text, EMAIL_RE, 'email', PLACEHOLDERS.email, PRIORITY.email),
    ...spansOf(text, OBFUSCATED_EMAIL_RE, 'email', PLACEHOLDERS.email, PRIORITY.email),
  ];
}

// Every link with a scheme or www.: the engine cannot follow it, and a profile or personal site names the person.
const URL_RE = /(?<![\p{L}\p{N}@/])(?:https?:\/\/|www\.)[^\s<>"'`)\]]+/giu;
const PROFILE_HOST_RE =
  /(?<![\p{L}\p{N}@/.-])(?:[a-z0-9-]+\.)*(?:linkedin\.com|github\.com|github\.io|gitlab\.com|bitbucket\.org|twitter\.com|x\.com|facebook\.com|instagram\.com|stackoverflow\.com|medium\.com|behance\.net|dribbble\.com|kaggle\.com|about\.me|xing\.com|youtube\.com|tiktok\.com|substack\.com|dev\.to|codepen\.io|huggingface\.co|orcid\.org|researchgate\.net|scholar\.google\.com|t\.me|wa\.me)(?:\/[^\s<>"'`)\]]*)?/giu;
const LINK_LABEL_RE =
  /^[ \t]*(?:website|web ?site|web|portfolio|blog|homepage|home page|personal site|linkedin|github|gitlab|twitter|profile|url)[ \t]*[:–-][ \t]*([^\s,;|]+)/dgimu;

export function linkSpans(text: string): Span[] {
  const spans = [
    ...spansOf(text, URL_RE, 'profile_link', PLACEHOLDERS.profile_link, PRIORITY.link),
    ...spansOf(text, PROFILE_HOST_RE, 'profile_link', PLACEHOLDERS.profile_link, PRIORITY.link),
    ...spansOf(text, LINK_LABEL_RE, 'profile_link', PLACEHOLDERS.profile_link, PRIORITY.link, 1),
  ];
  // A sentence's full stop or a closing bracket is not part of the link.
  for (const s of spans) {
    while (s.end > s.start && /[.,;:!?]/u.test(text[s.end - 1] ?? '')) s.end--;
  }
  return spans;
}

// --- phone numbers ------------------------------------------------------------------------------

const PHONE_CANDIDATE_RE =
  /(?<![\p{L}\p{N}_+/.-])(?:\+\s?\d{1,3}[ .-]?)?(?:\(\d{1,5}\)[ .-]?)?(?:\d{1,6}(?:[ .-]\d{1,6}){1,5}|\d{7,15})(?![\p{L}\p{N}_]|[.-]\d)/gu;
const PHONE_LABEL_RE =
  /(?<![\p{L}])(?:phone|tel|telephone|mobile|mob|cell|cellphone|fax|whatsapp|signal|call|contact|[TMP])\s*[.:#]?\s*$/iu;
const DATE_LIKE_RE = /^(?:\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4}[./-]\d{1,2}[./-]\d{1,2}|\d{1,3}(?:\.\d{1,3}){3})$/u;

/** Default regions for numbers written without a country code. Others parse only in international (+) form or when labelled. */
export const DEFAULT_PHONE_REGIONS: readonly CountryCode[] = ['US', 'GB', 'CA', 'AU', 'IN', 'IE'];

function looksLikeYears(candidate: string): boolean {
  const groups = candidate.split(/[ .-]+/u).filter((g) => g.length > 0);
  return groups.every((g) => /^(?:19|20)\d{2}$/u.test(g) || /^\d{1,2}$/u.test(g));
}

export function phoneSpans(text: string, regions: readonly CountryCode[] = DEFAULT_PHONE_REGIONS): Span[] {
  const out: Span[] = [];
  for (const m of text.matchAll(PHONE_CANDIDATE_RE)) {
    const candidate = m[0];
    const start = m.index ?? 0;
    const digits = candidate.replace(/\D/gu, '');
    if (digits.length < 7 || digits.length > 15 || DATE_LIKE_RE.test(candidate.trim()) || looksLikeYears(candidate))
      continue;
    const lineStart = text.lastIndexOf('\n', start - 1) + 1;
    const labelled = PHONE_LABEL_RE.test(text.slice(Math.max(lineStart, start - 24), start));
    const valid = candidate.startsWith('+')
      ? parsePhoneNumberFromString(candidate)?.isValid() === true
      : regions.some((region) => parsePhoneNumberFromString(candidate, region)?.isValid() === true);
    if (valid || labelled)
      out.push({
        start,
        end: start + candidate.length,
        kind: 'phone',
        replacement: PLACEHOLDERS.phone,
        priority: PRIORITY.phone,
      });
  }
  return out;
}

// --- postal addresses ---------------------------------------------------------------------------

const STREET_TYPES =
  'Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Way|Place|Pl|Terrace|Square|Sq|Parkway|Pkwy|Highway|Hwy|Circle|Close|Crescent|Grove|Gardens|Row|Mews|Trail|Plaza';
const UNIT = String.raw`(?:,?\s*(?:Apt|Apartment|Suite|Ste|Unit|Flat|Floor|Fl|#)\.?\s*[\p{L}\p{N}-]+)?`;
/** "221B Baker Street", "1600 Pennsylvania Ave NW, Suite 4". */
const STREET_RE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])\d{1,5}[A-Za-z]?(?:[-/]\d{1,4})?,?\s+(?:[\p{Lu}\d][\p{L}\d'’-]*[ \t]+){1,4}(?:${STREET_TYPES})\.?(?![\p{L}])(?:\s+(?:NW|NE|SW|SE|N|S|E|W)(?![\p{L}]))?${UNIT}`,
  'gu',
);
/** "Hauptstraße 5", "Lindenweg 12a". */
const GERMAN_STREET_RE =
  /(?<![\p{L}])[\p{Lu}][\p{L}-]*(?:straße|strasse|str\.|weg|gasse|platz|allee|damm|ufer|ring)\s+\d{1,4}\s?[a-z]?(?![\p{L}\p{N}])/gu;
/** "12 rue de la Paix", "3 bis, avenue Foch". */
const FRENCH_STREET_RE =
  /(?<![\p{L}\p{N}])\d{1,4}(?:\s?(?:bis|ter))?,?\s+(?:[Rr]ue|[Aa]venue|[Aa]v\.|[Bb]oulevard|[Bb]d|[Cc]hemin|[Pp]lace|[Aa]llée|[Ii]mpasse|[Qq]uai|[Rr]oute)\s+(?:(?:de|du|des|la|le|l’|l'|d'|d’)\s*)*[\p{Lu}][\p{L}'’-]*(?:\s+[\p{Lu}][\p{L}'’-]*){0,3}/gu;
/** "Calle Mayor 5", "Via Roma, 12", "Rua Augusta 100". */
const SOUTHERN_STREET_RE =
  /(?<![\p{L}])(?:[Cc]alle|[Aa]venida|[Vv]ia|[Vv]iale|[Pp]iazza|[Rr]ua|[Cc]arrer|[Pp]aseo)\s+(?:(?:de|del|della|da|do|dos|das|la|di)\s+)*[\p{Lu}][\p{L}'’.-]*(?:\s+[\p{Lu}][\p{L}'’.-]*){0,3},?\s+(?:n\.?º?\s*)?\d{1,4}(?![\p{L}\p{N}])/gu;
const PO_BOX_RE = /(?<![\p{L}])P\.?\s?O\.?\s?Box\s+\d+/giu;
const US_STATES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC';
const POSTCODE_RES = [
  new RegExp(String.raw`(?<![\p{L}])(?:${US_STATES})\s+\d{5}(?:-\d{4})?(?![\p{N}])`, 'gu'),
  /(?<![\p{L}\p{N}])[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}(?![\p{L}\p{N}])/gu,
  /(?<![\p{L}\p{N}])[A-Z]\d[A-Z]\s\d[A-Z]\d(?![\p{L}\p{N}])/gu,
];
/** After a street: ", Springfield, IL 62704" / ", London SW1A 1AA" / ", 10115 Berlin". */
const ADDRESS_TAIL_RE = new RegExp(
  String.raw`^(?:,?\s*[\p{Lu}][\p{L} .'’-]{1,40}){0,2}(?:,?\s*(?:(?:${US_STATES})\s+)?\d{4,5}(?:-\d{4})?|,?\s*[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2})(?![\p{L}\p{N}])|^,?\s*\d{4,5}\s+[\p{Lu}][\p{L}-]+`,
  'u',
);
const ADDRESS_LABEL_RE = /^[ \t]*(?:home |postal |mailing |street |residential )?address[ \t]*[:–-][ \t]*([^\n]+)/dgimu;

export function addressSpans(text: string): Span[] {
  const street = [STREET_RE, GERMAN_STREET_RE, FRENCH_STREET_RE, SOUTHERN_STREET_RE, PO_BOX_RE].flatMap((re) =>
    spansOf(text, re, 'address', PLACEHOLDERS.address, PRIORITY.address),
  );
  for (const s of street) {
    const lineEnd = text.indexOf('\n', s.end);
    const tail = ADDRESS_TAIL_RE.exec(text.slice(s.end, lineEnd === -1 ? undefined : lineEnd));
    if (tail) s.end += tail[0].length;
  }
  return [
    ...street,
    ...POSTCODE_RES.flatMap((re) => spansOf(text, re, 'address', PLACEHOLDERS.address, PRIORITY.address)),
    ...spansOf(text, ADDRESS_LABEL_RE, 'address', PLACEHOLDERS.address, PRIORITY.address - 1, 1),
  ];
}

// --- dates of birth, ages, photos, personal details ---------------------------------------------

const MONTH =
  'Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?';
const DATE = String.raw`(?:\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4}[./-]\d{1,2}[./-]\d{1,2}|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:${MONTH})\.?,?\s+\d{4}|(?:${MONTH})\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|(?:${MONTH})\.?\s+\d{4}|(?:19|20)\d{2})`;
const DOB_RE = new RegExp(
  String.raw`(?<![\p{L}])(?:date\s+of\s+birth|birth\s*date|birthday|d\.?\s?o\.?\s?b\.?|born(?:\s+(?:on|in))?)\s*[:–-]?\s*(?:on\s+|in\s+)?${DATE}(?![\p{N}])`,
  'giu',
);
const AGE_RES = [
  /(?<![\p{L}])(?:age|aged)\s*[:–-]?\s*\d{1,3}(?![\p{N}])(?:\s*(?:years|yrs|y\.?\s?o\.?)(?![\p{L}]))?/giu,
  /(?<![\p{L}\p{N}])\d{1,3}[\s-]*(?:years?|yrs?)[\s-]*old(?![\p{L}])/giu,
  /(?<![\p{L}\p{N}])\d{1,3}\s*y\.\s?o\.?(?![\p{L}])/giu,
];
const PHOTO_RES = [
  /(?<![\p{L}\p{N}])[\p{L}\p{N}_-]+\.(?:jpe?g|png|gif|webp|heic|bmp|tiff?)(?![\p{L}\p{N}])/giu,
  /[[(]\s*(?:photo|photograph|picture|headshot|portrait|image)(?![\p{L}])[^\])\n]{0,80}[\])]/giu,
  /^[ \t]*(?:photo|photograph|picture|headshot|portrait|profile (?:photo|picture|image)|image)(?:[ \t]*(?::|of\b)[^\n]{0,80})?[ \t]*$/gimu,
];
const PERSONAL_DETAIL_RE =
  /^[ \t]*(?:gender|sex|marital status|civil status|family status|religion|nationality|ethnicity|race|place of birth|children|number of children)[ \t]*[:–-][ \t]*[^\n]*/gimu;

export function personalSpans(text: string): Span[] {
  const p = PRIORITY.personal;
  return [
    ...spansOf(text, DOB_RE, 'date_of_birth', PLACEHOLDERS.date_of_birth, p),
    ...AGE_RES.flatMap((re) => spansOf(text, re, 'age', PLACEHOLDERS.age, p)),
    ...PHOTO_RES.flatMap((re) => spansOf(text, re, 'photo', PLACEHOLDERS.photo, p)),
    ...spansOf(text, PERSONAL_DETAIL_RE, 'personal_detail', PLACEHOLDERS.personal_detail, p),
  ];
}
