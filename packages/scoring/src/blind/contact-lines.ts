// Identifiers read from the structure of a resume's contact lines rather than from one country's
// street grammar: the header block and the lines next to an e-mail address or a phone number hold
// the candidate's contact items, separated by "·", "|", "•", tabs or wide gaps. On those lines a
// segment is a postal address when it carries a postcode of one of the world's shapes, a street or
// unit word of one of many languages, or a house-number shape ("33a/1", "3-7-15"); a lone lower-case
// token is a profile username printed beside an icon; "in/…" is a LinkedIn path. Off those lines, a
// line that is only "postcode city" (a second address) is one too.
import { foldAccents } from './fold.js';
import { PRIORITY } from './patterns.js';
import { isNotNameWord } from './name-shape.js';
import { isPersonalValueItem } from './personal.js';
import { isCountry, isKnownPlace, isWorldTown } from './places.js';
import { afterStandardPrefix, looksLikeYears } from './phones.js';
import { escapeRegExp, PLACEHOLDERS, type Span } from './spans.js';
import { nlp } from './tagger.js';

/** How many lines open a resume before its first section: name, headline, contact items. */
const HEADER_LINES = 8;
// From the start of a word only: a long run of letters without "@" is read once, not once per letter.
const EMAIL_RE = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/u;
/** A phone-like run of digits (7 or more digits with separators) on the line. */
const PHONE_LIKE_RE = /(?:\+|\b)\d[\d .·/()\-\u00a0]{6,}\d/u;
/** Separators between contact items ("·", "|", " * " …); an icon between spaces ("☎ … ✉ … ⚲ 48011 Bilbao", "𝕏 @handle") is one too. */
const SEPARATOR_RE =
  /[ \t]+[·•|¦‣▪◦–—*][ \t]+|[|•¦]|\t+|[ ]{3,}|[ \t]+(?:[\p{So}\p{Co}]|[\u{1D400}-\u{1D7FF}])[\uFE0F]?[ \t]+/gu;

/**
 * Postcode shapes, each with what must stand next to it so that a bare number is not read as one:
 * US "ST 12345", Canada "A1A 1A1", UK "SW1A 1AA", Netherlands "1015 CW", Poland "00-514", Japan
 * "〒153-0064", Brazil "01415-000", Australia "NSW 2150", five digits (Germany, France, Spain, Italy,
 * Mexico, Korea, US) or four (Austria, Switzerland, Belgium, Denmark, Norway) beside a capitalised
 * place, six digits (India, China, Vietnam, Singapore, Russia).
 */
const US_STATES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC';
/** Not a standard's number ("EN 50128", "ISO 27001 Lead Auditor", "IEC 61508"). */
const NO_STANDARD = String.raw`(?<!(?:ISO|IEC|EN|DIN|BS|NF|UNE|IEEE|ASTM|ANSI|IS|GB|JIS|SAE)[ \t/-]?(?:[A-Z]{2,4}[ \t/-])?)`;
const POSTCODE_RE = new RegExp(
  [
    String.raw`\b(?:${US_STATES})[ \t]+\d{5}(?:-\d{4})?\b`,
    String.raw`\b[A-Z]\d[A-Z][ \t]?\d[A-Z]\d\b`,
    String.raw`\b[A-Z]{1,2}\d[A-Z\d]?[ \t]\d[A-Z]{2}\b`,
    String.raw`\b\d{4}[ \t]?[A-Z]{2}\b`,
    String.raw`\b\d{2}-\d{3}\b`,
    String.raw`〒[ \t]?\d{3}-?\d{4}`,
    String.raw`\b\d{5}-\d{3}\b`,
    String.raw`\b\d{4}-\d{3}[ \t]+\p{Lu}`,
    String.raw`\b(?:NSW|VIC|QLD|WA|SA|TAS|ACT|NT)[ \t]+\d{4}\b`,
    String.raw`${NO_STANDARD}\b\d{5}[ \t]+\p{Lu}`,
    String.raw`\b\d{3}[ ]\d{2}[ \t]+\p{Lu}`,
    String.raw`\p{Ll}[ \t,]+\d{5}\b`,
    String.raw`\p{Ll},?[ \t]+(?!19|20)\d{4}$`,
    String.raw`\b(?!19|20)\d{4}[ \t]+\p{Lu}\p{Ll}`,
    String.raw`\b\d{6}\b`,
  ].join('|'),
  'u',
);

/** Street, building and unit words of many languages, as words (or as a compound's end: "Lindenstraße"). */
const STREET_WORD_RE = new RegExp(
  [
    String.raw`(?<![\p{L}\p{N}])(?:street|st|road|rd|avenue|ave|av|avda|lane|ln|drive|dr|court|ct|boulevard|blvd|way|place|pl|terrace|close|crescent|parkway|highway|hwy|square|sq|suite|ste|apt|apartment|apartments|unit|flat|floor|fl|room|rm|building|bldg|block|blk|tower|garden|gardens|estate|villa|villas|residency|society|colony|nagar|marg|sector|phase|layout|cross|main|chowk|mohalla|house|plot|door|po box|p\.o\.)\.?(?![\p{L}])`,
    String.raw`(?<![\p{L}\p{N}])(?:rue|bd|boulevard|allée|impasse|quai|chemin|calle|c\/|jr|jirón|pasaje|psje|paseo|carrera|cra|carretera|camino|urb|urbanización|urbanizacion|mz|manzana|lote|lt|dpto|depto|piso|col|colonia|fracc|via|viale|corso|piazza|vicolo|largo|ul|al|os|pl|rua|travessa|praça|praca|alameda|apto|bloco|andar|conj|straat|laan|plein|kade|singel|gracht|weg|dreef|steeg|gasse|straße|strasse|str|platz|allee|ring|damm|ufer|chaussee|phường|quận|huyện|đường|phố|ngõ|ngách|hẻm|số|phòng|căn hộ|chung cư|tòa|tầng|khu|tp)\.?(?![\p{L}])`,
    String.raw`\p{Ll}(?:straße|strasse|str\.|weg|gasse|platz|allee|damm|ufer|straat|laan|plein|kade|singel|gracht|gade|vej|gatan|vägen|veien|katu|tie)(?![\p{L}])`,
    String.raw`[路街道巷弄号號室楼樓层層区區市省県都府道町村丁目番地]|아파트|빌라|오피스텔|[동호로길구시](?![\p{L}])`,
  ].join('|'),
  'iu',
);
/** House numbers with a shape of their own: "33a/1", "84/92", "3-7-15", "1-2-3", "#12-04", "2105-88". */
const HOUSE_NUMBER_RE =
  /(?<![\p{L}\p{N}]|\d[.,])(?!(?:19|20)\d{2}\/(?:0?[1-9]|1[0-2])(?!\d))(?:\d{1,4}[a-z]?\/(?!(?:19|20)\d{2}(?!\d))\d{1,4}[a-z]?|\d{1,4}-\d{1,4}-\d{1,4}|#\d{1,3}-\d{1,4})(?![\p{N}]|[.,]\d)/u;
/**
 * The headings of the sections after the header (not "Contact": contact items follow it): one, or two set side by
 * side by a two-column layout ("EXPERIENCE SKILLS").
 */
const SECTION_HEADING = String.raw`(?:(?:work|professional|relevant|technical)[ \t]+)?(?:experience|employment(?:[ \t]+history)?|work[ \t]+history|education|skills|summary|profile|objective|career[ \t]+(?:summary|objective)|projects|experiencia(?:[ \t]+laboral|[ \t]+profesional)?|formaci[oó]n|educaci[oó]n|perfil|exp[ée]rience(?:s)?(?:[ \t]+professionnelles?)?|formation|berufserfahrung|ausbildung|werdegang|experi[êe]ncia(?:[ \t]+profissional)?|forma[çc][ãa]o|kinh[ \t]+nghi[ệe]m(?:[ \t]+làm[ \t]+việc)?|工作经历|工作經歷|教育背景|职务经历|職務経歴|学歴|경력|학력|languages|certifications|achievements|awards|publications|references|interests)`;
const SECTION_HEADING_RE = new RegExp(
  String.raw`^${SECTION_HEADING}(?:[ \t]+(?:&[ \t]+)?${SECTION_HEADING})?[ \t]*:?$`,
  'iu',
);

/** Dates and ranges of years, months or days ("2016 - 2020", "2017/08-2020/06", "01/03/2019 – Current"): no phone. */
const MONTH_RANGE_RE =
  /(?<!\d)(?:19|20)\d{2}[ \t]*[-–—~][ \t]*(?:19|20)\d{2}(?!\d)|(?:19|20)\d{2}[./-]\d{1,2}(?:[./-]\d{1,2})?(?:[ \t]*[-–—~][ \t]*(?:(?:19|20)\d{2}[./-]\d{1,2})?)?|\d{1,2}[./-]\d{1,2}[./-](?:19|20)\d{2}|(?<!\d)\d{1,2}[./-](?:19|20)\d{2}(?!\d)/gu;
const DATE_RANGE_RE =
  /^(?:\p{L}+\.?[ \t]+)?(?:19|20)\d{2}[ \t]*[-–—][ \t]*(?:(?:\p{L}+\.?[ \t]+)?(?:19|20)\d{2}|\p{L}+)$/u;

function lineRanges(text: string): Array<{ start: number; end: number }> {
  const out: Array<{ start: number; end: number }> = [];
  let at = 0;
  while (at <= text.length) {
    const nl = text.indexOf('\n', at);
    const end = nl === -1 ? text.length : nl;
    out.push({ start: at, end });
    if (nl === -1) break;
    at = nl + 1;
  }
  return out;
}

/**
 * The lines that hold contact items: the header block, the lines around an e-mail or a phone, and the three under
 * the candidate's name (a profile export prints the name, the headline and the town far below its contact column).
 */
function contactLines(
  text: string,
  nameSpans: ReadonlyArray<{ start: number; end: number }> = [],
): Array<{ start: number; end: number }> {
  const lines = lineRanges(text);
  const marked = new Set<number>();
  for (const span of nameSpans) {
    const i = lines.findIndex((l) => l.start <= span.start && span.start <= l.end);
    for (let j = i + 1, n = 0; i !== -1 && j < lines.length && n < 3; j++) {
      const l = lines[j]!;
      const value = text.slice(l.start, l.end).trim();
      // A bullet opens a section's items: the name's block has ended.
      if (/^[-•*·▪►●◦‣–]/u.test(value)) break;
      if (value !== '') {
        marked.add(j);
        n++;
      }
    }
  }
  let seen = 0;
  for (const [i, l] of lines.entries()) {
    const line = text.slice(l.start, l.end).trim();
    if (line.length === 0) continue;
    // The header block ends at the first bullet or at a section's heading (a section's items have begun).
    if (/^[-•*·▪►●◦‣–]/u.test(line) || SECTION_HEADING_RE.test(line)) seen = HEADER_LINES;
    if (seen < HEADER_LINES && line.length <= 120) marked.add(i);
    seen++;
    // A range of months ("2017/08-2020/06") is no phone.
    if ((line.includes('@') && EMAIL_RE.test(line)) || PHONE_LIKE_RE.test(line.replace(MONTH_RANGE_RE, ' ')))
      for (let j = Math.max(0, i - 2); j <= Math.min(lines.length - 1, i + 2); j++) marked.add(j);
  }
  // A column of contact items each after its icon goes on past the lines around the phone and the e-mail ("✆ …" /
  // "✉ …" / "◉ …" / "◉ …" / "⌖ Flat 5B, …").
  for (const i of [...marked].sort((a, b) => a - b))
    for (let j = i + 1; j < lines.length && !marked.has(j); j++) {
      const value = text.slice(lines[j]!.start, lines[j]!.end).trim();
      if (!CONTACT_ICON_RE.test(value) && !/^[◉●○◎⌥⚐⚑]/u.test(value)) break;
      marked.add(j);
    }
  return [...marked].sort((a, b) => a - b).map((i) => lines[i]!);
}

/** The starts of the two lines under the candidate's name (its headline, the town a profile or a page puts there). */
function linesUnderName(text: string, nameSpans: ReadonlyArray<{ start: number; end: number }>): Set<number> {
  const lines = lineRanges(text);
  const out = new Set<number>();
  for (const span of nameSpans) {
    const i = lines.findIndex((l) => l.start <= span.start && span.start <= l.end);
    // The headline and the line under it; a line with a number (a date, the phone) ends it.
    for (let j = i + 1, n = 0; i !== -1 && j < lines.length && n < 2; j++) {
      const l = lines[j]!;
      const value = text.slice(l.start, l.end).trim();
      if (value === '') continue;
      if (/\p{N}|@/u.test(value)) break;
      out.add(l.start);
      n++;
    }
  }
  return out;
}

function segmentsOf(
  text: string,
  line: { start: number; end: number },
): Array<{ start: number; end: number; after: string }> {
  const raw = text.slice(line.start, line.end);
  const out: Array<{ start: number; end: number; after: string }> = [];
  let at = 0;
  let separator = '';
  const push = (from: number, to: number) => {
    let s = from;
    let e = to;
    // An icon that opens the line ("⌂ Cité 500 Logements, …") is the segment's label, like one between items.
    const lead = /^[ \t]*([\p{So}\p{Co}][\uFE0F]?)[ \t]+/u.exec(raw.slice(s, e));
    if (lead) {
      separator += lead[1] ?? '';
      s += lead[0].length;
    }
    while (s < e && /\s/u.test(raw.charAt(s))) s++;
    while (e > s && /\s/u.test(raw.charAt(e - 1))) e--;
    if (e > s) out.push({ start: line.start + s, end: line.start + e, after: separator });
  };
  for (const m of raw.matchAll(SEPARATOR_RE)) {
    push(at, m.index ?? 0);
    at = (m.index ?? 0) + m[0].length;
    separator = m[0];
  }
  push(at, raw.length);
  // A state's code after a dash ends its town's item ("Fortaleza – CE", "Duluth — MN", "Recife – PE | …"): one item,
  // not two, wherever it is on the line.
  for (let i = out.length - 1; i >= 1; i--) {
    const item = out[i];
    const before = out[i - 1];
    if (
      item &&
      before &&
      /^[ \t]+[–—][ \t]+$/u.test(item.after) &&
      REGION_CODE_RE.test(text.slice(item.start, item.end))
    )
      out.splice(i - 1, 2, { start: before.start, end: item.end, after: before.after });
  }
  return out;
}

/**
 * Items run together with only spaces around an e-mail ("✔ verified jane@example.com F-10/2, Islamabad"): the
 * e-mail, and what is before and after it, are items of their own.
 */
function splitAtEmail(
  text: string,
  seg: { start: number; end: number; after: string },
): Array<{ start: number; end: number; after: string }> {
  const value = text.slice(seg.start, seg.end);
  const m = new RegExp(`[ \t]${EMAIL_RE.source}[ \t]|^${EMAIL_RE.source}[ \t]|[ \t]${EMAIL_RE.source}$`, 'u').exec(
    value,
  );
  if (!m) return [seg];
  const at = seg.start + m.index;
  const end = at + m[0].length;
  const out = [
    { start: seg.start, end: at, after: seg.after },
    { start: at, end, after: ' ' },
    { start: end, end: seg.end, after: ' ' },
  ];
  return out
    .map((p) => {
      let { start, end } = p;
      while (start < end && /\s/u.test(text.charAt(start))) start++;
      while (end > start && /\s/u.test(text.charAt(end - 1))) end--;
      return { ...p, start, end };
    })
    .filter((p) => p.end > p.start);
}

/** A full date with a birth year (1940–2009) standing alone between spaces, not in a range. */
const BIRTH_DATE_TOKEN_RE =
  /(?<![\p{L}\p{N}./-]|[–—-][ \t]?)(?:\d{1,2}[./-](?:\d{1,2}|[A-Za-z]{3,9})[./-](?:19[4-9]\d|200\d))(?![\p{L}\p{N}]|[ \t]?[–—-]|[./-]\d)/gu;
/** Icons that mark a place or a home: what follows them is the candidate's address. */
/** A town after a pin or a house: capitalised words, and a region after a comma ("Round Rock, TX"). */
const HOME_TOWN_RE =
  /^(\p{Lu}[\p{L}\p{M}.'’-]*(?:[ \t]+\p{Lu}[\p{L}\p{M}.'’-]*){0,3})(,[ \t]*\p{Lu}[\p{L}\p{M}.'’-]*(?:[ \t]+\p{Lu}[\p{L}\p{M}.'’-]*){0,2})?(?![\p{L}\p{M}.@])/u;
/** A postcode, then its town, at the start of an item: "8000 Aarhus C", "LT-03154 Vilnius", "75011 Paris". */
const POSTCODE_TOWN_START_RE =
  /^(?:[A-Z]{1,2}-)?\d{4,5}[ \t]+\p{Lu}[\p{L}\p{M}.'’-]*(?:[ \t]+\p{Lu}[\p{L}\p{M}.'’-]*){0,2}(?:[ \t]+\p{Lu}(?![\p{L}]))?/u;
/** Whether the tagger reads every word of a phrase as a place ("Oran", "Dagupan City"). */
function taggedPlace(phrase: string): boolean {
  const terms = (nlp(phrase).json() as Array<{ terms?: Array<{ tags: string[] }> }>).flatMap((s) => s.terms ?? []);
  return terms.length > 0 && terms.every((t) => t.tags.includes('Place'));
}

/** Words that begin towns' names and are ordinary words too ("San Luis Potosí", "New Plymouth", "Port Louis"). */
const PLACE_NAME_WORDS = new Set(
  // (and the words a town's name ends in, "Shaker Heights", "Eden Prairie", "Cedar Rapids").
  'san santa santo sao saint st ste sankt los las la le el new port fort mount north south east west ciudad villa puerto porto nova novo heights hills park springs falls beach creek valley lake lakes grove bay harbor harbour point ridge woods gardens village junction mills bluffs plains prairie rapids shores landing crossing township heath green bridge'.split(
    ' ',
  ),
);
/** One to three capitalised words, then an international phone number, nothing else. */
const TOWN_BEFORE_PHONE_RE =
  /^(\p{Lu}[\p{L}\p{M}'’.-]*(?:[ \t]+\p{Lu}[\p{L}\p{M}'’.-]*){0,2}(?:,[ \t]*\p{Lu}[\p{L}\p{M}'’.-]*(?:[ \t]+(?:of[ \t]+)?\p{Lu}[\p{L}\p{M}'’.-]*){0,2}|[ \t]+[–—-][ \t]+[A-Z]{2})?)[ \t]+(?:\+\d|\(\d{2,3}\)[ \t]?\d)[\d ()./·\-\u00a0]{6,}\d$/u;
const PHONE_WORD_RE =
  /^(?:tel|phone|mobile|mob|cell|fax|whatsapp|contact|contacto|contato|tel[eé]fono|telefone|telefon|handy|m[oó]vil|celular|tlf|t[ée]l[ée]phone|portable|телефон|тел|моб)/iu;
const LOCATION_ICON_RE = /[⌂⚲⌖]|\u{1F4CD}|\u{1F3E0}|\u{1F3E1}|\u{1F4CC}/u;
/** A full date alone as a contact item ("09-Aug-1992", "05/07/1985"): a date of birth; not a range, not a month and year. */
// (A birthplace may come first, and the month be written in any language: "Yogyakarta, 3 Mei 1996".)
const DATE_ITEM_RE =
  /^(?:\p{Lu}[\p{L}\p{M}'’. -]{1,30},[ \t]*(?=\d))?(?:\d{1,2}[ \t]+\p{L}{3,9}\.?[ \t]+(?:19[4-9]\d|200\d)|\d{1,2}[./-](?:\d{1,2}|[A-Za-z]{3,9})[./-](?:19[4-9]\d|200\d)|(?:19[4-9]\d|200\d)(?:[./-]|\.[ ])\d{1,2}(?:[./-]|\.[ ])\d{1,2}|\d{1,2}(?:st|nd|rd|th)?[ \t]+(?:January|February|March|April|May|June|July|August|September|October|November|December)[ \t,]+(?:19[4-9]\d|200\d)|(?:January|February|March|April|May|June|July|August|September|October|November|December)[ \t]+\d{1,2},?[ \t]+(?:19[4-9]\d|200\d))\.?$/u;

/**
 * A machine identifier: a UUID, a hash, an order, ticket or licence number — one token of 12 or more
 * characters mixing letters and digits. A street word or a house-number shape inside it ("…-bd16…",
 * "…-5336-4385-97…") is none.
 */
const MACHINE_TOKEN_RE = /(?<![^\s,;])(?=[^\s,;]*\p{L})(?=[^\s,;]*\p{N})[\p{L}\p{N}_-]{12,}(?![^\s,;])/gu;
/** A sentence ends inside the segment ("…backend teams. Then…"): contact items are not written in sentences. */
// (Not an address's abbreviation: "EDSA cor. Reliance St.", "opp. …".)
const SENTENCE_BREAK_RE = /(?<![\p{L}])(?!(?:cor|cnr|opp|apt|ext|bldg|flr|brgy|subd|blk)\.)\p{Ll}{3,}[.!?][ \t]+\S/u;

/** Whether a contact segment is a postal address (by the shapes above; never an e-mail, link, date or phone alone). */
export function isAddressSegment(raw: string): boolean {
  if (raw.length < 5 || raw.length > 160) return false;
  const segment = raw.replace(MACHINE_TOKEN_RE, ' ');
  if (EMAIL_RE.test(segment) || /https?:|www\.|\.(?:com|org|net|io|dev)\b/iu.test(segment)) return false;
  if (!/\p{N}/u.test(segment) || !/\p{L}{2}/u.test(segment)) return false;
  if (DATE_RANGE_RE.test(segment.trim())) return false;
  // A year and month in CJK writing is a job's date, not a house number ("デンソー, 愛知県刈谷市 2018年4月").
  if (/(?:19|20)\d{2}[ \t]*[年년][ \t]*\d{1,2}[ \t]*[月월]/u.test(segment)) return false;
  // Its only number a year in brackets ("… blood drive (2018).") is a line of the resume, not an address.
  if (!/\p{N}/u.test(segment.replace(/\((?:19|20)\d{2}\)/gu, ''))) return false;
  // A labelled detail ("Móvil: …", "Born: …") is for the detectors of labels; prose is no contact item.
  if (/^[^:：\d]{1,30}[:：]/u.test(segment) || segment.split(/\s+/u).length > 20) return false;
  // A phone number with a label ("Tel. 0711 …") is not an address.
  if (/^(?:\p{L}+\.?[ \t:]*)?\+?[\d ()./·-]{7,}$/u.test(segment.trim())) return false;
  // Even a postcode or a house number does not make an address of prose: a sentence break, or a run of
  // ordinary words longer than an address's landmarks ("near bus stand, opposite post office").
  if (POSTCODE_RE.test(segment) || HOUSE_NUMBER_RE.test(segment))
    return !(segment.split(/\s+/u).length >= 6 && SENTENCE_BREAK_RE.test(segment)) && !readsAsProse(segment, 8);
  // A street or building word alone is weak evidence: in a sentence ("six years building payment APIs") it is
  // a verb or a noun of the text, not a contact item.
  return STREET_WORD_RE.test(segment) && !readsAsProse(segment);
}

/** Six or more words, `plainWords` of them lower-case words of three letters or more that are no street or unit word. */
function readsAsProse(segment: string, plainWords = 4): boolean {
  const words = segment.split(/\s+/u).filter(Boolean);
  if (words.length < Math.max(6, plainWords)) return false;
  const plain = words.filter((w) => {
    const core = w.replace(/^[\p{P}]+|[\p{P}]+$/gu, '');
    return /^\p{Ll}{3,}$/u.test(core) && !STREET_WORD_RE.test(core);
  });
  return plain.length >= plainWords;
}

/**
 * A contact item that is a number and nothing else ("(0 55) 2345-6789", "030 / 1234 5678"): a phone
 * in whatever format its country writes, 7 to 15 digits, not a date or a range of years.
 */
function isPhoneSegment(segment: string): boolean {
  // A range of years in brackets ("(2010 - 2014)") is no phone either; an icon OCR read as a sign ("©0555 …") is none
  // of its digits.
  const value = segment
    .trim()
    .replace(/^[\p{So}©®][ \t]*/u, '')
    .replace(/^\((.*)\)$/u, '$1');
  if (!/^\+?[\d ()./·\-\u00a0]{7,}$/u.test(value)) return false;
  const digits = value.replace(/\D/gu, '');
  if (digits.length < 7 || digits.length > 15) return false;
  return !/^(?:19|20)\d{2}\D+(?:19|20)\d{2}$|^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/u.test(value) && !looksLikeYears(value);
}

/**
 * A username printed alone beside an icon: lower case, with a digit, "-" or "_" inside, "in/…", or
 * spelling a part of the candidate's name (a file name has a dot).
 */
const BARE_HANDLE_RE = /^(?:(?:in|gh|li|git)\/)?@?[a-z0-9](?:[a-z0-9_-]{1,38})[a-z0-9]$/u;
function isBareHandle(segment: string, nameParts: readonly string[]): boolean {
  // A username in camel case ("emericTL", "JaneRoeDev") when it spells a part of the name.
  if (CAMEL_HANDLE_RE.test(segment)) return spellsNamePart(segment.toLowerCase(), nameParts);
  if (!BARE_HANDLE_RE.test(segment) || !/\p{L}/u.test(segment) || isKnownPlace(segment)) return false;
  // A plain lower-case word ("presente") is a handle only when it spells a part of the candidate's name.
  return (
    segment.startsWith('@') ||
    /^(?:in|gh|li|git)\//u.test(segment) ||
    /[\d_-]/u.test(segment) ||
    nameParts.some((p) => p.length >= 3 && segment.includes(p))
  );
}

/** One token of letters and digits, a lower-case letter then a capital inside it: a username's camel case. */
const CAMEL_HANDLE_RE = /^@?[A-Za-z][A-Za-z0-9_-]*[a-z][A-Z][A-Za-z0-9_-]*$/u;

/**
 * Whether a username spells a part of the candidate's name: the part whole (three letters or more), or the first five
 * letters or more of a longer one after an initial or before a suffix ("dvukosav" for Dragana Vukosavljević).
 */
function spellsNamePart(bare: string, nameParts: readonly string[]): boolean {
  const letters = bare.replace(/[^a-z]/gu, '');
  return (
    nameParts.some(
      (p) =>
        (p.length >= 3 && letters.includes(p)) ||
        (p.length >= 7 && [...Array(p.length - 5).keys()].some((k) => letters.includes(p.slice(0, p.length - 1 - k)))),
    ) || namePrefixes(letters, nameParts)
  );
}

/**
 * Whether a username is the starts of two or more parts of the name run together, one of them three letters or more
 * ("dovzem" for Dovydas Žemaitaitis, "emerictl" for Émeric Thibodeau-Lacasse, "jroe"): five letters at least.
 */
function namePrefixes(letters: string, nameParts: readonly string[]): boolean {
  const parts = [...new Set(nameParts.filter((p) => /^[a-z]{2,}$/u.test(p)))];
  if (letters.length < 5 || parts.length < 2) return false;
  // From each position, the ways on: [position, parts used, a piece of three letters or more seen].
  const seen = new Set<string>();
  const walk = (at: number, used: number, long: boolean, pieces: number): boolean => {
    if (at === letters.length) return pieces >= 2 && long;
    const key = `${at}:${used}:${long}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return parts.some((p, i) => {
      if (used & (1 << i)) return false;
      for (let n = Math.min(p.length, letters.length - at); n >= 1; n--)
        if (letters.startsWith(p.slice(0, n), at) && walk(at + n, used | (1 << i), long || n >= 3, pieces + 1))
          return true;
      return false;
    });
  };
  return parts.length <= 8 && walk(0, 0, false, 0);
}

/** Lower-case words with a hyphen that are words, not usernames. */
const HYPHENATED_WORDS = new Set([
  'e-mail',
  'e-mails',
  'on-site',
  'full-time',
  'part-time',
  'self-employed',
  'co-founder',
  'follow-up',
  'well-known',
  'up-to-date',
  'x-ray',
]);
const SITE_ROW_RE =
  /^[ \t]*(?:[Ww]eb(?:site)?|WEB|[Ss]ite|[Hh]omepage|[Bb]log|[Pp]ortfolio)[ \t]*[:：]?[ \t]+@?([a-z][a-z0-9_-]{2,38}[a-z0-9_])[ \t]*$/u;
// (A LinkedIn or GitHub path printed short, "in/jane-roe", "gh/jroe", is one too.)
const INLINE_TOKEN_RE = /(?<![^\s|•·,;])(?:(?:in|gh|li|git)\/)?@?[a-z0-9][a-z0-9_-]{1,38}[a-z0-9_](?![^\s|•·,;])/gu;

/**
 * Usernames printed among the contact items with only an icon (dropped by the text layer) and a space between
 * them ("ml.roe@proton.me 06 71 38 52 94 mlroe marie-roe roe.dev"): on a line that holds an e-mail or a phone, a
 * lower-case token that spells a part of the candidate's name or the e-mail's local part, starts with "@", or has
 * a digit, "_" or a short piece after a hyphen ("harukin-k", "dzhang-ui").
 */
function inlineHandles(text: string, nameParts: readonly string[]): Span[] {
  const out: Span[] = [];
  const parts = nameParts.filter((p) => p.length >= 3);
  let at = 0;
  for (const line of text.split('\n')) {
    const start = at;
    at += line.length + 1;
    if (line.length > 300) continue;
    const email = EMAIL_RE.exec(line);
    // A contact item on a line of its own beside the e-mail or the phone (a sidebar): one token that spells the name.
    const alone =
      /^[ \t]*(?:(?:in|gh|li|git)\/)?@?[a-z0-9][a-z0-9_.-]{1,38}[ \t]*$/u.test(line) && nearContact(text, start);
    // After an icon on a line of its own among the contact items ("⌥ mbapt-dev"), or an "@" the icon font drew apart
    // ("@ wren-sgmq"): what an icon labels is a contact item.
    const besideIcon =
      /^[ \t]*(?:[\p{So}\p{Sm}\p{Co}][\uFE0F]?|@(?=[ \t]))[ \t]*@?[a-z0-9][a-z0-9_.-]{1,38}[ \t]*$/u.test(line) &&
      nearContact(text, start);
    // A site's label and one word alone on a line among the contact items ("Web funmiekwueme"): not a word of prose.
    const siteRow = SITE_ROW_RE.exec(line);
    if (siteRow?.[1] && nearContact(text, start) && !isNotNameWord(siteRow[1]) && !isKnownPlace(siteRow[1])) {
      const s = start + line.lastIndexOf(siteRow[1]);
      out.push({
        start: s,
        end: s + siteRow[1].length,
        kind: 'profile_link',
        replacement: PLACEHOLDERS.profile_link,
        priority: PRIORITY.link,
      });
      continue;
    }
    if (besideIcon) {
      const m = /@?[a-z0-9][a-z0-9_.-]*[a-z0-9_]/u.exec(line);
      const bare = (m?.[0] ?? '').replace(/^@/u, '');
      if (m && /[a-z]/u.test(bare) && !HYPHENATED_WORDS.has(bare) && !isKnownPlace(bare)) {
        const s = start + m.index;
        out.push({
          start: s,
          end: s + m[0].length,
          kind: 'profile_link',
          replacement: PLACEHOLDERS.profile_link,
          priority: PRIORITY.link,
        });
      }
      continue;
    }
    // A line of lower-case items after an icon ("◆ evantassel elleryvantassel.dev") beside the other contact lines.
    const items =
      !alone &&
      /^[ \t]*(?:[\p{So}\p{Sm}\p{Co}][\uFE0F]?[ \t]*)?(?:@?[a-z0-9][a-z0-9_./-]*[ \t]+){1,3}@?[a-z0-9][a-z0-9_./-]*[ \t]*$/u.test(
        line,
      ) &&
      nearContact(text, start);
    if (!email && !alone && !items && !PHONE_LIKE_RE.test(line.replace(MACHINE_TOKEN_RE, ' '))) continue;
    const local = email ? (email[0].split('@')[0] ?? '').replace(/[^a-z0-9]/giu, '').toLowerCase() : '';
    // A token alone that the e-mail nearby begins with or holds ("dujerp" beside "duje@…"): the same person's handle.
    const locals = alone ? nearbyLocalParts(text, start) : [];
    for (const m of line.matchAll(INLINE_TOKEN_RE)) {
      const token = m[0];
      const short = /^(?:in|gh|li|git)\//u.test(token);
      const bare = token.replace(/^(?:(?:in|gh|li|git)\/)?@/u, '').replace(/^(?:in|gh|li|git)\//u, '');
      if (/^\d+$/u.test(bare) || HYPHENATED_WORDS.has(bare) || isKnownPlace(bare)) continue;
      // A standard's or a manual's number ("EM 1110-2-1913", "IEC 61439-1") is neither.
      if (!/[a-z]/u.test(bare) && afterStandardPrefix(line.slice(Math.max(0, (m.index ?? 0) - 16), m.index))) continue;
      // A UUID, a hash or an order number is no username (unless it spells the candidate's name).
      const machine = bare.length >= 12 && /\d/u.test(bare) && /[a-z]/u.test(bare);
      if (machine && !parts.some((p) => bare.includes(p))) continue;
      const pieces = bare.split(/[-_]/u);
      // Right after an icon ("⎇ ketvdb"): what an icon labels is a contact item, unless it is a word.
      const afterIcon =
        /[\p{So}\p{Co}][\uFE0F]?[ \t]*$/u.test(line.slice(0, m.index)) &&
        bare.length >= 3 &&
        /[a-z]/u.test(bare) &&
        !isNotNameWord(bare);
      const handle =
        short ||
        afterIcon ||
        token.startsWith('@') ||
        locals.some((l) => bare.replace(/[-_.]/gu, '').includes(l)) ||
        spellsNamePart(bare, parts) ||
        // The e-mail's local part and more ("lottevdh" beside lotte@…).
        (local.length >= 4 && bare.replace(/[-_]/gu, '').startsWith(local)) ||
        (/[a-z]/u.test(bare) && /\d|_/u.test(bare)) ||
        (pieces.length > 1 && pieces.some((p) => p.length <= 2) && pieces.some((p) => p.length >= 4));
      if (!handle) continue;
      const s = start + (m.index ?? 0);
      // Digit groups alone ("35202-4719283-1", "12-08-1993") among contact items are an identity number or a date of
      // birth, not a username.
      const numbers = !/[a-z]/u.test(bare);
      out.push({
        start: s,
        end: s + token.length,
        kind: numbers ? 'personal_detail' : 'profile_link',
        replacement: numbers ? PLACEHOLDERS.personal_detail : PLACEHOLDERS.profile_link,
        priority: numbers ? PRIORITY.personal : PRIORITY.link,
      });
    }
  }
  return out;
}

/** An address segment's spans: `addressSpan`, and the postcode after a town that ends it ("…, Beijing 100080"). */
function addressSegmentSpans(text: string, seg: { start: number; end: number }): Span[] {
  const value = text.slice(seg.start, seg.end);
  const m = /,[ \t]*(\p{Lu}[\p{L}\p{M}'’.-]*(?:[ \t]+\p{Lu}[\p{L}\p{M}'’.-]*){0,2})[ \t]+(\d{4,6})$/u.exec(value);
  if (!m?.[2] || !/\d/u.test(value.slice(0, m.index))) return [addressSpan(text, seg)];
  const code = { start: seg.end - m[2].length, end: seg.end };
  // Before the town and its postcode, all of it goes: a locality between the house and the town is finer than the town
  // ("24/1180, Vazhuthacaud, Thiruvananthapuram 695014", "Blk 7 Lot 12, Camella Homes, Brgy. Daro, Dumaguete City 6200").
  return [
    {
      start: seg.start,
      end: seg.start + m.index,
      kind: 'address',
      replacement: PLACEHOLDERS.address,
      priority: PRIORITY.address,
    },
    { ...code, kind: 'address', replacement: PLACEHOLDERS.address, priority: PRIORITY.address },
  ];
}

/** The span to replace in an address segment: all of it but a known place at its end (the city may be asked for). */
function addressSpan(text: string, seg: { start: number; end: number }): Span {
  const value = text.slice(seg.start, seg.end);
  // A town and its postcode alone ("Las Piñas City 1747"): the postcode goes, the town stays.
  const townCode = /^\p{Lu}[\p{L}\p{M}'’.-]*(?:[ \t]+\p{Lu}[\p{L}\p{M}'’.-]*){0,2}[ \t]+(\d{4,6})$/u.exec(value);
  if (townCode?.[1])
    return {
      start: seg.end - townCode[1].length,
      end: seg.end,
      kind: 'address',
      replacement: PLACEHOLDERS.address,
      priority: PRIORITY.address,
    };
  let end = seg.end;
  const last = /,[ \t]*([^,\d]+)$/u.exec(value);
  // The city after the postcode stays too ("…, 28012 Madrid", "20122 Milano (MI)").
  const city =
    /\d[\p{Lu}\d-]*[ \t]+(\p{Lu}[\p{L}\p{M}'’.-]*(?:[ \t]+\p{Lu}[\p{L}\p{M}'’.-]*){0,2})(?:[ \t]*\([A-Z]{2}\))?$/u.exec(
      value,
    );
  const town =
    last?.[1] !== undefined &&
    /^\p{Lu}[\p{L}\p{M}'’.-]*(?:[ \t-]+\p{Lu}[\p{L}\p{M}'’.-]*){0,2}$/u.test(last[1].trim()) &&
    !STREET_WORD_RE.test(last[1]);
  // The town after the street stays, known or not ("17 Abou El Feda St., Zamalek, Cairo").
  if (last && last[1] !== undefined && (isKnownPlace(last[1].trim()) || town) && /\d/u.test(value.slice(0, last.index)))
    end = seg.start + (last.index ?? value.length);
  else if (city && city[1] !== undefined && (isKnownPlace(city[1]) || !STREET_WORD_RE.test(city[1])))
    end = seg.start + value.length - (city[0].length - city[0].indexOf(city[1]));
  while (end > seg.start && /[\s,]/u.test(text.charAt(end - 1))) end--;
  return { start: seg.start, end, kind: 'address', replacement: PLACEHOLDERS.address, priority: PRIORITY.address };
}

/** A town alone as a contact item, with its region or state after a comma: "Medellín, Antioquia", "Querétaro, Qro.". */
const RESIDENCE_RE =
  /^(\p{Lu}[\p{L}\p{M}'’-]*(?:[ \t]+(?:\p{Lu}[\p{L}\p{M}'’-]*|d[aeo]s?|del|la|las|los|am|an|sur|upon)){0,3})(?:[ \t]*,[ \t]*(\p{Lu}[\p{L}\p{M}'’.-]*(?:[ \t]+\p{Lu}[\p{L}\p{M}'’.-]*){0,2}))?(?:[ \t]*,[ \t]*(\p{Lu}[\p{L}\p{M}'’. -]{1,30}))?$/u;
/**
 * A state or province written short: a US state, an Australian state, a Canadian province, a Brazilian state
 * ("SP", "NSW", "ON"), or a Spanish-style abbreviation with its dot ("Qro.", "Ant.", "N.L.").
 */
const REGION_CODE_RE = new RegExp(
  String.raw`^(?:${US_STATES}|NSW|VIC|QLD|WA|SA|TAS|ACT|NT|ON|QC|BC|AB|MB|SK|NS|NB|NL|PE|YT|NU|AC|AP|AM|BA|CE|DF|ES|GO|MA|MG|MS|MT|PB|PR|PI|RJ|RN|RS|RO|RR|SC|SP|SE|TO|CDMX|\p{Lu}\p{Ll}{1,4}\.|(?:\p{Lu}\.[ \t]?){2,4})$`,
  'u',
);
const STATE_AFTER_SPACE_RE = new RegExp(
  String.raw`(?<=\p{Ll})(?:[ \t]+[–—-])?[ \t]+((?:${US_STATES}|NSW|VIC|QLD|WA|SA|TAS|ACT|NT|ON|QC|BC|AB|MB|SK|NS|NB|NL|PE|AC|AP|AM|BA|CE|DF|ES|GO|MA|MG|MS|MT|PB|PR|PI|RJ|RN|RS|RO|RR|SC|SP|SE|TO))$`,
  'u',
);
/**
 * A city and its district in Chinese, Japanese or Korean ("新竹市東區", "静岡県浜松市中央区", "서울특별시 마포구"): finer than a
 * town; or a city with its prefecture or province ("宮城県仙台市", "安徽省合肥市") given alone as a contact item.
 */
const CJK_DISTRICT_RE =
  /^(?:\p{Script=Han}{1,3}[都道府県省][ \t]?)?\p{Script=Han}{1,4}[市縣县][ \t]?\p{Script=Han}{1,4}[區区鎮镇鄉乡]$|^[가-힣]{2,8}[시도][ \t]+[가-힣]{1,6}[구군]$|^[가-힣]{2,3}[ \t]+[가-힣]{2,4}[구군]$|^\p{Script=Han}{2,3}[都道府県省][ \t]?\p{Script=Han}{1,5}市$/u;

const CJK_DISTRICT_PREFIX_RE = /^[\p{Script=Han}가-힣]{1,6}[市縣县시도][ \t]?[\p{Script=Han}가-힣]{1,6}[區区구군]/u;
const residenceLike = (start: number, end: number): Span => ({
  start,
  end,
  kind: 'address',
  replacement: PLACEHOLDERS.address,
  priority: PRIORITY.address,
});

/**
 * Where the candidate lives, given as a town among the contact items: a known town (not a country alone: criteria
 * may ask for the country), or any town with its state or province written short. The span is the town and its
 * region; a country after the comma stays. Job terms are kept by the caller.
 */
function residenceSpan(
  text: string,
  seg: { start: number; end: number },
  nameParts: readonly string[],
  besideContacts = false,
): Span | null {
  // An icon OCR read as a sign before it ("& Puebla, Pue.") is no part of the town.
  const lead = /^[&@=#*~+>»›:;-][ \t]*/u.exec(text.slice(seg.start, seg.end))?.[0].length ?? 0;
  if (lead > 0) seg = { start: seg.start + lead, end: seg.end };
  const value = text.slice(seg.start, seg.end);
  const span = (end: number): Span => ({
    start: seg.start,
    end,
    kind: 'address',
    replacement: PLACEHOLDERS.address,
    priority: PRIORITY.address,
  });
  if (CJK_DISTRICT_RE.test(value)) return span(seg.end);
  // A town its kind names, beside the contact items or under a page's headline ("TP. Huế", "Thành phố Vinh").
  if (besideContacts && value.length <= 30 && /^(?:TP\.|Tp\.|T\.P\.|Thành phố)[ \t]*\p{Lu}[\p{L}\p{M} ]*$/u.test(value))
    return span(seg.end);
  // A town and its state's code without a comma ("Coorparoo QLD", "Round Rock TX", "Fortaleza – CE") reads as with one.
  // So does a region in brackets after its town ("Montréal (Québec)").
  const m = RESIDENCE_RE.exec(
    value.replace(STATE_AFTER_SPACE_RE, ',$1').replace(/[ \t]*\(([^()\n]{2,30})\)$/u, ', $1'),
  );
  const town = m?.[1];
  if (!m || town === undefined || isCountry(town)) return null;
  const region = m[2];
  const words = town.split(/[\s-]+/u).map((w) => foldAccents(w).toLowerCase());
  // A town's word that is also an ordinary word ("Hồ" read as "ho") does not count against it in a known city.
  const inKnownCity = m[2] !== undefined && isKnownPlace(m[2]) && !isCountry(m[2]) && words.length <= 2;
  if (
    words.some((w) => nameParts.includes(w)) ||
    (!inKnownCity && words.some((w) => !PLACE_NAME_WORDS.has(w) && isNotNameWord(w)))
  )
    return null;
  // A known town's quarter ("Santo Domingo Este", "Kuala Lumpur City Centre") is that town too; among other contact
  // items, a town the tagger knows ("Oran", "Dagupan City").
  const known =
    (besideContacts && taggedPlace(town)) ||
    (besideContacts && worldTownAlone(text, town)) ||
    isKnownPlace(town) ||
    isKnownPlace(
      town.replace(
        /[ \t]+(?:Este|Oeste|Norte|Sur|Centro|East|West|North|South|Central|City(?:[ \t]+Centre)?|Nord|Sud|Süd|Ost)$/u,
        '',
      ),
    );
  // On a line with the phone or the e-mail, any "Town, Region" is where the candidate lives ("Bucaramanga, Santander").
  const paired = besideContacts && region !== undefined && !region.split(/\s+/u).some((w) => isNotNameWord(w));
  // A third part must be a country ("Hangzhou, Zhejiang, China"); it stays.
  const country = m[3];
  if (country !== undefined && !isCountry(country)) return null;
  // A district of a known city ("Heliopolis, Cairo", "Cầu Giấy, Hà Nội").
  const inKnown = region !== undefined && isKnownPlace(region) && !isCountry(region);
  // "Town, Region, Country" is a place whatever the town.
  const placed = country !== undefined && region !== undefined;
  if (!known && !paired && !inKnown && !placed && !(region !== undefined && REGION_CODE_RE.test(region))) return null;
  if (country !== undefined) return span(seg.start + value.lastIndexOf(',', value.length - country.length));
  return span(region !== undefined && isCountry(region) ? seg.start + town.length : seg.end);
}

/** Labels of contact items that are towns' names too ("Mobile", Alabama). */
const CONTACT_LABEL_RE =
  /^(?:mobile|phone|home|office|work|cell|email|web|website|address|location|contact|portfolio)$/iu;
/**
 * A town of the world (places.ts) given as a contact item: not a contact item's label, nor a word the text also
 * writes in lower case ("Normal", "Union", "normal"): a town's name is capitalised wherever it is.
 */
function worldTownAlone(text: string, town: string): boolean {
  if (CONTACT_LABEL_RE.test(town) || !isWorldTown(town)) return false;
  const lower = town.toLowerCase();
  return (
    lower === town || !new RegExp(`(?<![\\p{L}\\p{N}@./_-])${escapeRegExp(lower)}(?![\\p{L}\\p{N}@_-])`, 'u').test(text)
  );
}

/** A line an address breaks off in: after a comma, a connector ("y", "and") or an abbreviation's dot ("Dpto.", "Edif."). */
const OPEN_END_RE = /(?:,|(?<![\p{L}])(?:y|e|et|and|und|i|và)|(?<![\p{L}])\p{L}{2,6}\.)[ \t]*$/u;
/**
 * Where a pin's address ends that a narrow column wrapped over up to two more lines ("⌂ Calle … N24-77 y" / "Wilson,
 * Edif. Mirador, Dpto." / "7C, Quito"): each next line is taken while the line before it breaks off open and it is a
 * short piece of an address (a comma or a number in it), no e-mail, phone, date or heading. Null when none is.
 */
function wrappedAddressEnd(text: string, first: string, lineEnd: number): number | null {
  let end: number | null = null;
  let previous = first;
  let at = lineEnd;
  for (let taken = 0; taken < 2 && at < text.length; taken++) {
    if (!OPEN_END_RE.test(previous)) break;
    const nl = text.indexOf('\n', at + 1);
    const next = text.slice(at + 1, nl === -1 ? text.length : nl);
    const value = next.trim();
    if (
      value === '' ||
      value.length > 60 ||
      !/[,\p{N}]/u.test(value) ||
      /^[\p{So}\p{Co}•*·▪►●◦‣–-]/u.test(value) ||
      EMAIL_RE.test(value) ||
      isPhoneLine(value) ||
      DATE_ITEM_RE.test(value) ||
      looksLikeYears(value) ||
      SECTION_HEADING_RE.test(value) ||
      readsAsProse(value)
    )
      break;
    end = at + 1 + next.trimEnd().length;
    previous = value;
    at = nl === -1 ? text.length : nl;
  }
  return end;
}

/** Words that label a contact item or a service, not a town. */
const NOT_A_TOWN = new Set([
  'linkedin',
  'github',
  'gitlab',
  'portfolio',
  'website',
  'twitter',
  'skype',
  'remote',
  'hybrid',
]);
/**
 * One or two capitalised words, no ordinary word, neither a country nor part of the candidate's name, as an item of a
 * line whose other items hold both an e-mail and a phone: the town the candidate lives in.
 */
function townAmongContacts(value: string, items: readonly string[], nameParts: readonly string[]): boolean {
  // Hyphenated names too ("Vitoria-Gasteiz", "Stoke-on-Trent").
  const word = String.raw`\p{Lu}[\p{Ll}\p{M}'’]+(?:-\p{L}[\p{Ll}\p{M}'’]*)*`;
  if (items.length < 3 || !new RegExp(`^${word}(?:[ \t]+${word})?$`, 'u').test(value)) return false;
  const others = items.filter((i) => i !== value);
  if (!others.some((i) => EMAIL_RE.test(i)) || !others.some((i) => isPhoneSegment(i))) return false;
  const words = value.split(/[ \t-]+/u).map((w) => foldAccents(w).toLowerCase());
  return (
    !isCountry(value) &&
    !words.some(
      (w) =>
        nameParts.includes(w) ||
        NOT_A_TOWN.has(w) ||
        (w.length > 3 && !PLACE_NAME_WORDS.has(w) && isNotNameWord(w)) ||
        isPersonalValueItem(w),
    )
  );
}

const TOWN_ENDING_CONTACT_LINE_RE =
  /^(?=[^\n]*(?:@|\d{3,4}[-. ]\d{3}))(?![^\n]*(?:19|20)\d{2}[./-]\d{1,2}[ \t]*[-–~])[^\n]*[ \t]((?:\p{Script=Han}{1,4}[市縣县][ \t]?\p{Script=Han}{1,4}[區区])|(?:TP\.|Tp\.|Thành phố)[ \t]*\p{Lu}[\p{L}\p{M}]*(?:[ \t]+\p{Lu}[\p{L}\p{M}]*){0,2})[ \t]*$/gmu;

/**
 * "01067 Dresden", "1015 CW Amsterdam", "00-514 Warszawa", "LT-03154 Vilnius", "CH-8004 Zürich": a line that is only
 * a postcode (with its country's letters or not) and a place.
 */
const POSTCODE_CITY_LINE_RE =
  /^[ \t]*(?:[-•*·▪►●][ \t]*)?((?:(?:D|Daire|Kat|Apt|Apto|Piso|Flat|Door)\.?[ \t]*:?[ \t]*\d{1,4}[A-Za-z]?,[ \t]*)?(?:(?:[A-Z]{1,2}-)?\d{5}|(?:[A-Z]{1,2}-)\d{4}|\d{3}[ ]\d{2}|\d{2}-\d{3}|\d{4}[ \t]?[A-Z]{2}|(?!19|20)\d{4})[ \t]+\p{Lu}[\p{L}\p{M}.'’/-]*(?:[ \t]+\p{Lu}[\p{L}\p{M}.'’-]*){0,2})(?:,[ \t]*\p{Lu}[\p{L}.]{0,12})?[ \t]*$/gmu;

/**
 * Addresses, phones and handles from the contact lines' structure. The caller keeps only those that
 * no other detector's span overlaps (a shape a detector of its own recognised is read its way).
 */
export function contactLineSpans(
  text: string,
  candidateNames: readonly string[] = [],
  nameSpans: ReadonlyArray<{ start: number; end: number }> = [],
): Span[] {
  // The e-mail's own words run together ("pyeonharam" beside haram.pyeon@…) spell the name as a handle does, in a
  // script the candidate's name may not be written in.
  // From the start of a run only: a long run of letters without "@" is then read once, not once per letter.
  const localWords = [...text.matchAll(/(?<![\p{L}\p{N}._%+-])([\p{L}\p{N}._%+-]+)@[\p{L}\p{N}-]+\./gu)].flatMap((m) =>
    [
      (m[1] ?? '')
        .toLowerCase()
        .split(/[._%+\-\d]+/u)
        .filter((w) => w.length >= 3),
    ].filter((w) => w.length >= 2),
  );
  const joined = localWords.flatMap((w) => [w.join(''), [...w].reverse().join('')]);
  const nameParts = [
    ...candidateNames.flatMap((n) =>
      foldAccents(n)
        .toLowerCase()
        .split(/[\s'’.-]+/u),
    ),
    ...joined,
  ];
  const out: Span[] = [];
  const lines = contactLines(text, nameSpans);
  const underName = linesUnderName(text, nameSpans);
  for (const line of lines) {
    const segments = segmentsOf(text, line).flatMap((seg) => splitAtEmail(text, seg));
    // A town is where the candidate lives only alone on its line or among contact items ("Medellín, Antioquia |
    // (+57) … | …@…"), not beside an employer ("Hitachi Astemo — El Marqués, Qro.").
    const withContact = segments.some((seg) => {
      const v = text.slice(seg.start, seg.end);
      return EMAIL_RE.test(v) || isPhoneSegment(v);
    });
    const amongContacts = segments.every((seg) => {
      const v = text.slice(seg.start, seg.end);
      // A personal domain of any ending ("emeric.codes", "ayelenbarrionuevo.ar") beside the e-mail or the phone, and
      // one token after an icon ("⌥ dovzem"): what an icon labels among contact items is one.
      if (withContact && ITEM_TOKEN_RE.test(v.trim())) return true;
      if (withContact && /[\p{So}\p{Co}]/u.test(seg.after) && /^@?[a-z0-9][a-z0-9_.-]{1,38}$/u.test(v.trim()))
        return true;
      // A range of months ("07/2019 - 02/2021") is a job's dates, not a contact item.
      if (looksLikeYears(v)) return false;
      return (
        segments.length === 1 ||
        EMAIL_RE.test(v) ||
        isPhoneSegment(v) ||
        (!looksLikeYears(v) &&
          /^(?:[\p{L}.]{1,12}[ \t]*[:：]?[ \t]*)?[^\p{L}]*\+?\d[\d .·/()\-\u00a0]{6,}\d(?:[ \t]*\([\p{L} ]+\))?$/u.test(
            v,
          )) ||
        /https?:|www\.|\.(?:com|org|net|io|dev|me)\b|\//iu.test(v) ||
        isBareHandle(v, nameParts) ||
        residenceSpan(text, seg, nameParts, true) !== null ||
        townAmongContacts(
          v,
          segments.map((s) => text.slice(s.start, s.end)),
          nameParts,
        )
      );
    });
    const personalLine = segments.some((seg) => {
      const v = text.slice(seg.start, seg.end).trim();
      return EMAIL_RE.test(v) || isPhoneSegment(v) || DATE_ITEM_RE.test(v);
    });
    for (const seg of segments) {
      const value = text.slice(seg.start, seg.end);
      // A marital status, a gender or a nationality as one of the items ("… | 02/06/1994 | Female | Unmarried"), on a
      // line of contact items or personal details (not a skills line's "Arabe • Français").
      if (segments.length > 1 && personalLine && isPersonalValueItem(value))
        out.push({ ...personalValue(seg.start, seg.end) });
      else if (DATE_ITEM_RE.test(value.trim()))
        out.push({
          start: seg.start,
          end: seg.end,
          kind: 'date_of_birth',
          replacement: PLACEHOLDERS.date_of_birth,
          priority: PRIORITY.personal,
        });
      else if (LOCATION_ICON_RE.test(seg.after) && !/\p{N}/u.test(value) && CJK_DISTRICT_PREFIX_RE.test(value)) {
        // A pin icon before a city and its district, a handle run into it ("⚲ 서울특별시 마포구 jhwang-dev").
        const m = CJK_DISTRICT_PREFIX_RE.exec(value);
        if (m) out.push({ ...residenceLike(seg.start, seg.start + m[0].length) });
      } else if (
        TOWN_BEFORE_PHONE_RE.test(value) &&
        !PHONE_WORD_RE.test(value) &&
        // A referee's line ("Dr. Mirela Costache, DFKI Saarbrücken. Tel. +49 …") is no town.
        !/(?<![\p{L}])(?:tel|phone|mobile|mob|cell|fax|dr|prof|mr|mrs|ms)\.?(?![\p{L}])|\.[ \t]/iu.test(
          TOWN_BEFORE_PHONE_RE.exec(value)?.[1] ?? '',
        )
      ) {
        // A town, then the phone, with only a space between ("Харків +380 (67) 412-88-31", "Rotorua, Bay of Plenty +64 …",
        // "Recife – PE (81) …"): where the candidate lives.
        const town = TOWN_BEFORE_PHONE_RE.exec(value)?.[1] ?? '';
        const words = town.split(/[\s-]+/u).map((w) => foldAccents(w).toLowerCase());
        if (!isCountry(town) && !words.some((w) => nameParts.includes(w)))
          out.push(residenceLike(seg.start, seg.start + town.length));
        out.push({
          ...seg,
          start:
            seg.start + town.length + (value.slice(town.length).length - value.slice(town.length).trimStart().length),
          kind: 'phone',
          replacement: PLACEHOLDERS.phone,
          priority: PRIORITY.phone,
        });
      } else if (
        LOCATION_ICON_RE.test(seg.after) &&
        POSTCODE_TOWN_START_RE.test(value) &&
        // A house number and its street that go on to the next line ("⌂ 2214 Camino Alto SE," / "Santa Fe, NM 87505").
        !(seg.end === line.end && /,[ \t]*$/u.test(value))
      ) {
        // A pin before a postcode and its town, the next items run into it ("⌖ 8000 Aarhus C hsmikkelsen …"): the
        // postcode goes, the town stays, as elsewhere on a run-on contact line.
        const postcode = /^\S+/u.exec(value)?.[0] ?? '';
        out.push(residenceLike(seg.start, seg.start + postcode.length));
      } else if (LOCATION_ICON_RE.test(seg.after) && !/\p{N}/u.test(value) && HOME_TOWN_RE.test(value)) {
        // A pin or a house before a town, the next item run into it ("🏠 Wellington ngaiopennefather.nz"): where the
        // candidate lives; a country after its comma stays.
        const m = HOME_TOWN_RE.exec(value);
        const town = m?.[1] ?? '';
        const region = m?.[2] ?? '';
        if (!isCountry(town)) {
          const end = region && !isCountry(region.replace(/^,[ \t]*/u, '')) ? town.length + region.length : town.length;
          out.push(residenceLike(seg.start, seg.start + end));
        }
      } else if (
        LOCATION_ICON_RE.test(seg.after) &&
        /\p{N}/u.test(value) &&
        /\p{L}{2}/u.test(value) &&
        !EMAIL_RE.test(value) &&
        !isPhoneSegment(value)
      ) {
        // An address a narrow column wrapped after a comma goes on to the next line ("…Александра 73," / "стан 12, 11000 Београд").
        const spans = addressSegmentSpans(text, seg);
        const next = text.indexOf('\n', seg.end);
        const nextEnd = next === -1 ? -1 : text.indexOf('\n', next + 1);
        const following = next === -1 ? '' : text.slice(next + 1, nextEnd === -1 ? undefined : nextEnd);
        // So does one whose first line has no town yet (no comma), the next line a comma list of place names
        // ("⌖ Số 45 ngõ 128 Hoàng Văn" / "Thái, Thanh Xuân, Hà Nội").
        const placesAfter =
          !value.includes(',') && /^[ \t]*\p{Lu}[^\n\d@:：|/]*,[^\n\d@:：|/]*\p{L}[ \t]*$/u.test(following);
        const wrappedEnd = seg.end === line.end ? wrappedAddressEnd(text, value, line.end) : null;
        if (
          (((/,[ \t]*$/u.test(value) || /^[ \t]*[\p{Ll}\d][^\n]*,/u.test(following)) && /\p{N}/u.test(following)) ||
            placesAfter) &&
          seg.end === line.end &&
          following.trim().length <= 60 &&
          !EMAIL_RE.test(following)
        )
          out.push(
            addressSpan(text, {
              start: seg.start,
              end: Math.max(next + 1 + following.trimEnd().length, wrappedEnd ?? 0),
            }),
          );
        else if (wrappedEnd !== null) out.push(addressSpan(text, { start: seg.start, end: wrappedEnd }));
        else out.push(...spans);
      } else if (isPhoneSegment(value))
        out.push({ ...seg, kind: 'phone', replacement: PLACEHOLDERS.phone, priority: PRIORITY.phone });
      // A Japanese address after its postal mark is read by the address detectors, which keep its prefecture and city.
      else if (isAddressSegment(value) && !/^〒/u.test(value)) out.push(...addressSegmentSpans(text, seg));
      else if (isBareHandle(value, nameParts))
        out.push({ ...seg, kind: 'profile_link', replacement: PLACEHOLDERS.profile_link, priority: PRIORITY.link });
      else if (amongContacts) {
        // A line of its own right above or under the phone or the e-mail is among them too.
        const lineAt = (from: number, to: number) => text.slice(Math.max(0, from), Math.max(0, to));
        const prevLine = lineAt(text.lastIndexOf('\n', line.start - 2) + 1, line.start - 1);
        const nextEnd = text.indexOf('\n', line.end + 1);
        const nextLine = lineAt(line.end + 1, nextEnd === -1 ? text.length : nextEnd);
        // (A phone's line is mostly the number: "DIN VDE 0100-600" in a sentence is none.)
        const phoneLine = (l: string) => {
          const m = PHONE_LIKE_RE.exec(l.replace(MONTH_RANGE_RE, ' '));
          return m !== null && m[0].length * 2 >= l.replace(/\s+/gu, '').length;
        };
        // A page's name, its headline, then "Town, Region" under them is where the candidate lives, as beside contacts.
        const nearContacts =
          [prevLine, nextLine].some((l) => EMAIL_RE.test(l) || phoneLine(l)) || underName.has(line.start);
        const residence = residenceSpan(text, seg, nameParts, segments.length > 1 || nearContacts);
        if (residence) out.push(residence);
        else if (
          townAmongContacts(
            value,
            segments.map((s) => text.slice(s.start, s.end)),
            nameParts,
          )
        )
          // A town the lists do not know, as one item of a line with the phone and the e-mail ("Jalandhar | +91 … | …@…").
          out.push(residenceLike(seg.start, seg.end));
      }
    }
  }
  out.push(...inlineHandles(text, nameParts), ...contactBlockValues(text), ...serviceUsernames(text));
  // A number in a national format that the phone library does not know ("07700 900 318") on a line with the
  // e-mail, the items run together without separators: a leading 0 or "+", 9 to 15 digits in groups.
  for (const line of lines) {
    const raw = text.slice(line.start, line.end);
    if (!raw.includes('@') || !EMAIL_RE.test(raw)) continue;
    for (const m of raw.matchAll(
      /(?<![\p{L}\p{N}./-])(?:\+\d{1,3}[ .·-]?|0)\d{1,4}(?:[ .·-]\d{2,4}){1,4}(?![\p{N}]|[./-]\d)/gu,
    )) {
      const digits = m[0].replace(/\D/gu, '').length;
      if (digits < 9 || digits > 15) continue;
      out.push({
        start: line.start + (m.index ?? 0),
        end: line.start + (m.index ?? 0) + m[0].length,
        kind: 'phone',
        replacement: PLACEHOLDERS.phone,
        priority: PRIORITY.phone,
      });
    }
  }
  // A birth date among the contact items with only spaces around it ("…, Islamabad 61101-4478123-9 09-Aug-1992").
  for (const line of contactLines(text)) {
    const raw = text.slice(line.start, line.end);
    if (!EMAIL_RE.test(raw) && !PHONE_LIKE_RE.test(raw) && !/\p{N}{4}/u.test(raw)) continue;
    for (const m of raw.matchAll(BIRTH_DATE_TOKEN_RE))
      out.push({
        start: line.start + (m.index ?? 0),
        end: line.start + (m.index ?? 0) + m[0].length,
        kind: 'date_of_birth',
        replacement: PLACEHOLDERS.date_of_birth,
        priority: PRIORITY.personal,
      });
  }
  // On a line of contact items run together, after the phone or the e-mail: a postcode and its town that end the
  // line ("… +32 475 62 18 93 3000 Leuven"), or a postcode beside its town inside it ("… 555 0199 Dunedin 9016
  // github.com/…", "… 170504 Quito …": four digits after a capitalised town, not a year, or five or six before one).
  // The postcode goes, the town stays.
  for (const line of lines) {
    const raw = text.slice(line.start, line.end);
    if (!EMAIL_RE.test(raw) && !PHONE_LIKE_RE.test(raw.replace(MONTH_RANGE_RE, ' '))) continue;
    const end =
      /[ \t](?:[A-Z]{1,2}-)?((?!19|20)\d{4,5})[ \t]+\p{Lu}[\p{L}\p{M}'’-]+(?:[ \t]+\p{Lu}[\p{L}\p{M}'’-]+)?[ \t]*$/u.exec(
        raw,
      );
    if (end?.[1]) {
      const start = line.start + end.index + end[0].indexOf(end[1]);
      out.push(residenceLike(start, start + end[1].length));
    }
    for (const m of raw.matchAll(
      /(?<=(?<![\p{L}])\p{Lu}[\p{Ll}\p{M}]{2,}[ \t]+)(?!19|20)\d{4}(?=[ \t]|$)(?![ \t]*[-–—])|(?<![\p{N}+().·/-])\d{5,6}(?=[ \t]+\p{Lu}[\p{Ll}\p{M}]{2,}(?![\p{L}]))/gu,
    )) {
      const start = line.start + (m.index ?? 0);
      out.push(residenceLike(start, start + m[0].length));
    }
  }
  // A city and its district alone on a line ("深圳市南山区"): where the candidate lives, in a form's cell.
  for (const m of text.matchAll(/^[ \t]*(\p{Script=Han}{1,4}[市縣县][ \t]?\p{Script=Han}{1,4}[區区])[ \t]*$/gmu)) {
    const value = m[1] ?? '';
    const start = (m.index ?? 0) + m[0].indexOf(value);
    out.push(residenceLike(start, start + value.length));
  }
  // The same, or a Vietnamese city ("TP. Huế"), ending a line of contact items run together with spaces ("…@… 0912-…
  // howardoy.tw 台北市大安區": an e-mail or a phone on it, no job's dates, "2020/01 - 2021/07 鴻海 | … | 新北市土城區");
  // a Turkish district over its city ("Kadıköy/İstanbul") alone among the contact items.
  for (const m of text.matchAll(TOWN_ENDING_CONTACT_LINE_RE)) {
    const value = m[1] ?? '';
    const start = (m.index ?? 0) + m[0].lastIndexOf(value);
    if (nearContact(text, text.lastIndexOf('\n', start) + 1)) out.push(residenceLike(start, start + value.length));
  }
  for (const m of text.matchAll(/^[ \t]*(?:⌂[ \t]*)?(\p{Lu}[\p{L}\p{M}]+\/(\p{Lu}[\p{L}\p{M}]+))[ \t]*$/gmu)) {
    const value = m[1] ?? '';
    const start = (m.index ?? 0) + m[0].indexOf(value);
    const city = m[2] ?? '';
    if ((isKnownPlace(city) || isWorldTown(city)) && nearContact(text, m.index ?? 0))
      out.push(residenceLike(start, start + value.length));
  }
  for (const m of text.matchAll(POSTCODE_CITY_LINE_RE)) {
    // The postcode goes, the town stays, as elsewhere ("75014 Paris" → "[ADDRESS] Paris"): a town may be where the
    // jobs were too, and is no more than the town.
    // (A door's number before it goes with it: "D: 5, 34710 Kadıköy/İstanbul".)
    const value =
      /^(?:\p{L}+\.?[ \t]*:?[ \t]*\d{1,4}[A-Za-z]?,[ \t]*)?\S+(?:[ \t](?:\d{2}|[A-Z]{2})(?![\p{L}]))?/u.exec(
        m[1] ?? '',
      )?.[0] ?? '';
    const start = (m.index ?? 0) + m[0].indexOf(value);
    out.push({
      start,
      end: start + value.length,
      kind: 'address',
      replacement: PLACEHOLDERS.address,
      priority: PRIORITY.address,
    });
  }
  out.push(...townsBetweenItems(text, nameParts));
  // A corner address, its avenue or street "y" (and) the cross street, then the town, beside the contact items ("Av.
  // Daniel León Borja y Juan de Lavalle, Riobamba"): the streets go, the town stays. Names of people in it are the
  // streets' (a rule that keeps names after a street's abbreviation keeps them whole).
  for (const m of text.matchAll(CORNER_ADDRESS_RE)) {
    const streets = m[1] ?? '';
    const start = m.index ?? 0;
    if (!nearContact(text, start)) continue;
    out.push(addressSpan(text, { start, end: start + streets.length }));
  }
  return out;
}

/** A line that is a corner address: a street's kind, its name, "y" and the cross street, then the town after a comma. */
const CORNER_ADDRESS_RE =
  /^(?=[ \t]*(?:Av\.|Avda\.|Avenida|Calle|Jr\.|Jirón|Carrera|Cra\.|Cl\.|Pasaje|Psje\.)[ \t])[ \t]*((?:Av\.|Avda\.|Avenida|Calle|Jr\.|Jirón|Carrera|Cra\.|Cl\.|Pasaje|Psje\.)[ \t]+[^\n,|]{2,60}?[ \t]+y[ \t]+[^\n,|]{2,60}?)(?=,[ \t]*\p{Lu}[^\n]{0,60}$)/gmu;

/** A token of a contact line that is a contact item: an e-mail, a link or a domain, a handle. */
const ITEM_TOKEN_RE =
  /^(?:[\p{L}\p{N}._%+-]+@\S+|\S*(?:https?:|www\.|\.[a-z]{2,6}\/)\S*|[\p{L}\p{N}-]+\.[a-z]{2,6}|@\S+|(?:in|gh)\/\S+)$/u;

/**
 * A town between the contact items of a line whose icons the text layer dropped, so that only single spaces part
 * them ("✉ jaan.poldsepp@… +372 5555 0123 Tartu github.com/…", "… 010-5555-0198 대전 유성구 …"): one to three words
 * right after the phone or the e-mail, before a link, a handle or the line's end, that are a known town, a town of the
 * world, a Korean, Chinese or Japanese city and district, or a town with its state code ("Puebla, Pue.").
 */
function townsBetweenItems(text: string, nameParts: readonly string[]): Span[] {
  const out: Span[] = [];
  let at = 0;
  for (const line of text.split('\n')) {
    const start = at;
    at += line.length + 1;
    if (line.length > 200 || !EMAIL_RE.test(line)) continue;
    const phone = PHONE_LIKE_RE.exec(line);
    if (!phone) continue;
    const rest = line.slice(phone.index + phone[0].length);
    const tokens = [...rest.matchAll(/\S+/gu)];
    const run: RegExpMatchArray[] = [];
    for (const t of tokens) {
      if (ITEM_TOKEN_RE.test(t[0]) || /^[\p{So}\p{Co}]$/u.test(t[0])) break;
      run.push(t);
      if (run.length >= 3) break;
    }
    // The longest first words that are a place ("대전 유성구" before a username the line goes on with).
    for (let n = Math.min(run.length, 3); n >= 1; n--) {
      const first = run[0];
      const last = run[n - 1];
      if (!first || !last) break;
      const town = rest.slice(first.index ?? 0, (last.index ?? 0) + last[0].length).replace(/[,;]$/u, '');
      const words = town.split(/[\s,]+/u).map((w) => foldAccents(w).toLowerCase());
      if (words.some((w) => nameParts.includes(w))) continue;
      const m = RESIDENCE_RE.exec(town.replace(STATE_AFTER_SPACE_RE, ',$1'));
      const place =
        CJK_DISTRICT_RE.test(town) ||
        /^[가-힣]{2,3}[ \t]+[가-힣]{1,4}[구군]$/u.test(town) ||
        isKnownPlace(town) ||
        worldTownAlone(text, town) ||
        (m?.[2] !== undefined && REGION_CODE_RE.test(m[2]));
      if (!place || isCountry(town)) continue;
      const from = start + phone.index + phone[0].length + (first.index ?? 0);
      out.push(residenceLike(from, from + town.length));
      break;
    }
  }
  return out;
}

/**
 * Whether a contact-line address may replace the addresses other detectors found inside it: only
 * when what it adds before them is whole comma-separated parts that are address parts themselves
 * ("Room 803, Building 5, Peony Garden, " before "18 Xueyuan Road"), never prose ("Lives at ").
 */
export function widensAddresses(
  text: string,
  span: Span,
  inside: ReadonlyArray<{ start: number; end: number }>,
): boolean {
  const first = Math.min(...inside.map((i) => i.start));
  if (first <= span.start) return true;
  const prefix = text.slice(span.start, first);
  // The part found may be a ZIP code after its state ("…, Santa Fe, NM 87505").
  if (!/,[ \t]*(?:\p{Lu}{2,3}[ \t]+)?$/u.test(prefix)) return false;
  return prefix
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p.length > 0)
    .every((p, _i, parts) => {
      if (/\p{N}/u.test(p) || STREET_WORD_RE.test(p)) return true;
      // A district or a building's name ("Bole Sub-City", "Marina Pinnacle") among parts with a number or a street word.
      return (
        /^\p{Lu}[\p{L}\p{M}'’.-]*(?:[ \t-]+\p{Lu}[\p{L}\p{M}'’.-]*){0,3}$/u.test(p) &&
        parts.some((q) => /\p{N}/u.test(q) || STREET_WORD_RE.test(q))
      );
    });
}

/** A service's name, then a username in lower case, anywhere on a line ("GitHub tavitamoana mail …"). */
const SERVICE_USERNAME_RE =
  /(?<=(?:^|[ \t|•·])(?:GitHub|Github|GitLab|Gitlab|Gitee|Codeberg|LinkedIn|Linkedin|Kaggle|LeetCode|Twitter|Instagram|Telegram|Behance|Dribbble|LINE(?:[ \t]+ID)?[ \t]*:|WeChat(?:[ \t]+ID)?[ \t]*:?|微信(?:号)?[ \t]*[:：]?|KakaoTalk(?:[ \t]+ID)?[ \t]*:?|카카오톡(?:[ \t]+ID)?[ \t]*:?|Skype(?:[ \t]+ID)?[ \t]*:?)[ \t]*)@?[a-z0-9][a-z0-9_.-]{1,38}[a-z0-9_](?![\p{L}\p{N}@])/gmu;
/**
 * A service's name alone on its line (a form's label), then the username alone on the next line or the one after
 * ("GitHub" / "" / "zhiqing-bao"): the value of that label.
 */
const SERVICE_LABEL_LINE_RE =
  /^[ \t]*(?:GitHub|Github|GitLab|Gitlab|Gitee|Codeberg|LinkedIn|Linkedin|Kaggle|LeetCode|Twitter|Instagram|Telegram|Behance|Dribbble|Medium|Skype|WeChat|微信(?:号)?|LINE|KakaoTalk|카카오톡)(?:[ \t]+ID)?[ \t]*[:：]?[ \t]*\n(?:[ \t]*\n)?[ \t]*(@?[a-z0-9][a-z0-9_.-]{1,38}[a-z0-9_])[ \t]*$/gmu;
/** Such usernames, when they are no word ("GitHub actions" is one). */
function serviceUsernames(text: string): Span[] {
  const out: Span[] = [];
  const found = [
    ...[...text.matchAll(SERVICE_USERNAME_RE)].map((m) => ({ value: m[0], index: m.index ?? 0 })),
    ...[...text.matchAll(SERVICE_LABEL_LINE_RE)].map((m) => {
      const value = m[1] ?? '';
      return { value, index: (m.index ?? 0) + m[0].lastIndexOf(value) };
    }),
  ];
  for (const m of found) {
    const bare = m.value.replace(/^@/u, '');
    if (isNotNameWord(bare) || isKnownPlace(bare)) continue;
    const start = m.index;
    out.push({
      start,
      end: start + m.value.length,
      kind: 'profile_link',
      replacement: PLACEHOLDERS.profile_link,
      priority: PRIORITY.link,
    });
  }
  return out;
}

/** A contact item's icon opening a line (an icon font's glyph, a phone, a letter, a house, a pin, a globe); not a bullet. */
const CONTACT_ICON_RE =
  /^(?:\p{Co}|[✉☎✆☏⌂⚲⌖]|\u{1F4DE}|\u{1F4E7}|\u{1F4F1}|\u{1F4CD}|\u{1F3E0}|\u{1F3E1}|\u{1F310}|\u{1F4E9})/u;
const personalValue = (start: number, end: number): Span => ({
  start,
  end,
  kind: 'personal_detail',
  replacement: PLACEHOLDERS.personal_detail,
  priority: PRIORITY.personal,
});

/** Whether a line is mostly a phone number ("☎ +49 (0)421 5582 913"; "DIN VDE 0100-600" in a sentence is none). */
function isPhoneLine(line: string): boolean {
  const m = PHONE_LIKE_RE.exec(line.replace(MONTH_RANGE_RE, ' '));
  return m !== null && m[0].length * 2 >= line.replace(/\s+/gu, '').length;
}

/**
 * Personal values an icon column gives without their labels, on the lines that run on from the contact items with no
 * blank line between ("☎ …" / "⌂ …" / "21.11.1987" / "österreichisch" / "verheiratet"): a full date alone is the birth
 * date, a marital status, a gender or a nationality alone is a personal detail. The block ends at two blank lines, a
 * section's heading, a bullet, prose or after six lines without a contact item.
 */
function contactBlockValues(text: string): Span[] {
  const out: Span[] = [];
  let left = 0;
  let blanks = 0;
  for (const l of lineRanges(text)) {
    const raw = text.slice(l.start, l.end);
    const value = raw.trim();
    // One blank line (a text layer's gap between the column's items) does not end the block; two do.
    if (value === '') {
      blanks++;
      if (blanks > 1) left = 0;
      continue;
    }
    blanks = 0;
    // A full date alone after a bullet inside the column's items ("Giấy, Hà Nội" / "• 14/09/1997"), or after an icon
    // (a birthday's "✱ April 2, 1995"): a birth date.
    const bulleted = /^(?:[•·▪●◦‣]|[\p{So}\p{Co}]\uFE0F?)[ \t]*/u.exec(value);
    const icon = bulleted !== null && /^[\p{So}\p{Co}]/u.test(value) && !/^[•·▪●◦‣]/u.test(value);
    if (bulleted && (left > 0 || icon) && DATE_ITEM_RE.test(value.slice(bulleted[0].length))) {
      const start = l.start + raw.indexOf(value) + bulleted[0].length;
      out.push({
        ...personalValue(start, l.start + raw.indexOf(value) + value.length),
        kind: 'date_of_birth',
        replacement: PLACEHOLDERS.date_of_birth,
      });
      left = Math.max(left, 3);
      continue;
    }
    // A personal value after a bullet right under such an item ("✱ 14.03.1994" / "• deutsch").
    if (bulleted && left > 0 && isPersonalValueItem(value.slice(bulleted[0].length))) {
      const start = l.start + raw.indexOf(value) + bulleted[0].length;
      out.push(personalValue(start, l.start + raw.indexOf(value) + value.length));
      left--;
      continue;
    }
    if (value.length > 80 || /^[-•*·▪►●◦‣–]/u.test(value) || SECTION_HEADING_RE.test(value)) {
      left = 0;
      continue;
    }
    // A birth date alone is one of the column's items too ("0104872365" / "02/10/1984" / "Casado").
    if (EMAIL_RE.test(value) || isPhoneLine(value) || CONTACT_ICON_RE.test(value) || DATE_ITEM_RE.test(value)) {
      if (DATE_ITEM_RE.test(value)) {
        const start = l.start + raw.indexOf(value);
        out.push({
          ...personalValue(start, start + value.length),
          kind: 'date_of_birth',
          replacement: PLACEHOLDERS.date_of_birth,
        });
      }
      left = 6;
      continue;
    }
    if (left === 0) continue;
    left--;
    if (readsAsProse(value)) {
      left = 0;
      continue;
    }
    const start = l.start + raw.indexOf(value);
    if (DATE_ITEM_RE.test(value))
      out.push({
        ...personalValue(start, start + value.length),
        kind: 'date_of_birth',
        replacement: PLACEHOLDERS.date_of_birth,
      });
    else if (isPersonalValueItem(value)) out.push(personalValue(start, start + value.length));
  }
  return out;
}

/** The local parts (letters only, four or more) of the e-mails within four lines of the line that starts at `lineStart`. */
function nearbyLocalParts(text: string, lineStart: number): string[] {
  let from = lineStart;
  for (let i = 0; i < 4 && from > 0; i++) from = text.lastIndexOf('\n', from - 2) + 1;
  let to = lineStart;
  for (let i = 0; i < 5 && to !== -1; i++) to = text.indexOf('\n', to + 1);
  const around = text.slice(from, to === -1 ? text.length : to);
  return [...around.matchAll(/([\p{L}\p{N}._%+-]+)@[\p{L}\p{N}-]+\./gu)]
    .map((m) => (m[1] ?? '').replace(/[^a-z]/giu, '').toLowerCase())
    .filter((l) => l.length >= 4);
}

/**
 * Whether an e-mail or a phone is within four lines of the line that starts at `lineStart` (a sidebar's contact
 * block: e-mail, phone, an address over two lines, then the handles).
 */
function nearContact(text: string, lineStart: number): boolean {
  let from = lineStart;
  for (let i = 0; i < 4 && from > 0; i++) from = text.lastIndexOf('\n', from - 2) + 1;
  let to = lineStart;
  for (let i = 0; i < 5 && to !== -1; i++) to = text.indexOf('\n', to + 1);
  const around = text.slice(from, to === -1 ? text.length : to);
  // An e-mail wrapped after its dot ("al.roe@orange." / "fr") counts too.
  return (
    /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+\./u.test(around) || PHONE_LIKE_RE.test(around.replace(MACHINE_TOKEN_RE, ' '))
  );
}
