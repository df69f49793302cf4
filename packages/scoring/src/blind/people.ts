// Other people's names (references, colleagues) by compromise's tagger, kept only when they look
// like a person (given name + surname, or an honorific) and do not sit inside an employer, school
// or place; and the tagger's organisations and places, which protected-ranges.ts turns into protection.
import { nlp } from './tagger.js';
import { INITIAL_RE, isNotNameWord, REFEREES_HEADINGS } from './name-shape.js';
import { isKnownPlace } from './places.js';
import { PRIORITY } from './patterns.js';
import { overlaps, PLACEHOLDERS, type Span } from './spans.js';

interface TermJson {
  text: string;
  post: string;
  tags: string[];
  offset: { start: number; length: number };
}
interface MatchJson {
  terms?: TermJson[];
  offset?: { start: number; length: number };
}

function termsOf(json: unknown): MatchJson[] {
  return Array.isArray(json) ? (json as MatchJson[]) : [];
}

/** A title before a name; the tagger also calls degrees ("M.S.", "Ph.D.") and "Sr."/"Jr." honorifics. */
const TITLE_WORDS = new Set(
  'dr mr mrs ms miss mx prof sir dame lady lord mme mlle herr frau sra srta señor señora'.split(' '),
);
const isHonorific = (t: TermJson) =>
  t.tags.includes('Honorific') && TITLE_WORDS.has(t.text.toLowerCase().replace(/\.$/u, ''));
const isPersonish = (t: TermJson) =>
  t.tags.includes('Person') || t.tags.includes('FirstName') || t.tags.includes('LastName');

/** One parse of a text by the tagger (the costly step: ~30 ms for a page), shared by the detectors. */
export interface TaggedText {
  sentences: MatchJson[];
  organisations: Array<{ start: number; end: number }>;
  places: Array<{ start: number; end: number }>;
}

/** The tagger reads at most this much of a text (far past any real resume): its cost grows with length and odd input. */
const TAGGER_MAX_CHARS = 40_000;

export const UNTAGGED: TaggedText = { sentences: [], organisations: [], places: [] };

/**
 * Tokens this long are no words (base64, hashes, keyboard mashing): the tagger's time grows
 * super-linearly on them (a 20,000-character token took seconds), so they are blanked out for the
 * tagger. Blanking with spaces of the same length keeps every offset valid.
 */
const TAGGER_MAX_TOKEN = 64;
const LONG_TOKEN = new RegExp(`\\S{${TAGGER_MAX_TOKEN + 1},}`, 'gu');

export function tagText(text: string): TaggedText {
  // Offsets into the prefix are offsets into the text; what lies past it gets the rules only.
  const prefix = text.length > TAGGER_MAX_CHARS ? text.slice(0, TAGGER_MAX_CHARS) : text;
  const doc = nlp(prefix.replace(LONG_TOKEN, (token) => ' '.repeat(token.length)));
  // The tagger's matches can run over a line break or a full stop into the next word: cut them there.
  const ranges = (json: unknown) =>
    termsOf(json).flatMap((m) => {
      if (!m.offset) return [];
      const raw = text.slice(m.offset.start, m.offset.start + m.offset.length);
      const cut = raw.search(/\n|[.!?;](?:\s|$)/u);
      const kept = (cut === -1 ? raw : raw.slice(0, cut)).trimEnd();
      return kept.length > 0 ? [{ start: m.offset.start, end: m.offset.start + kept.length }] : [];
    });
  return {
    sentences: termsOf(doc.json({ offset: true })),
    organisations: ranges(doc.organizations().json({ offset: true })),
    places: ranges(doc.places().json({ offset: true })),
  };
}

/** A level of a language ("Francés B1", "Italiano (C1)", "Portugués nativo"): the words before it name a language. */
const LANGUAGE_LEVEL_RE =
  /^\(?(?:[ABC][12]\+?|native|nativo|nativa|natif|native|fluent|fluido|courant|bilingual|bilingüe|básico|basico|intermedio|avanzado|intermediate|advanced|basic)\b/iu;

/** Words that end the name of an event, a business or a road, which the tagger may read as a surname ("Terry Fox Run", "Mr Price Group"). */
const THING_WORD_RE =
  /^(?:Institut|Institutet|Instituut|Instituto|Istituto|Institute|Fondazione|Fundación|Fundação|Stiftung|Stichting|Fonden|Universitet|Universität|Universidad|Università|Universiteit|Hospital|Hôpital|Klinikum|Sykehus|Akademie|Academy|College|School|Schule|Museum|Preis|Prijs|Prix|Premio|Prisen|Lab|Laboratory|Center|Centre|Centrum|Run|Walk|Marathon|Ride|Cup|Prize|Award|Trophy|Medal|Lecture|Memorial|Foundation|Fund|Trust|Furniture|Bakery|Bakes|Cakes|Kitchen|Cantina|Cocina|Café|Cafe|Restaurant|Bistro|Diner|Grill|Pizza|Plumbing|Motors|Sons|Brothers|Bros|Foods|Farms|Dairy|Salon|Studio|Transport|Logistics|Construction|Builders|Electrical|Roofing|Joinery|Landscaping|Cleaning|Homes|Hotel|Lodge|Inn|Tavern|Pub|Stores?|Market|Pharmacy|Garage|Road|Street|Avenue|Salai|Marg|Nagar|Group|Holdings|Ltd|Limited|Inc|Corp|Corporation|Company|PLC|LLC|GmbH|Partners|Associates|Consulting|Capital|Industries|Enterprises|Retail|Resources|Energy|Mining|Airlines|Airways|Healthcare|Health|Care|Medical|Clinic|Staffing|Services|Solutions|Systems|Technologies|Recruitment|Agency|Gakko|Gakkō|Gakuen|Gakuin|Daigaku|Senmon|Sekolah|Universitas|Okulu|Lisesi|Üniversitesi|Hastanesi|Tersanesi|Escola|Escuela|Colegio|Liceo|Lycée|Gymnasium|Hochschule|Jl\.?|Jln\.?|Jalan|Calle|Rua|Av\.?|Avda\.?|Avenida|Rue|Via|Ulica|ul\.)$/u;

/**
 * Person-shaped words that are part of a longer name of a thing: a possessive inside them ("Lupe's Cocina", "Auntie
 * Dentaa's Cakes": a business), the next word capitalised on the same run and no job title ("Terry Fox Run", "Jimmy
 * Possum Furniture": an event, a firm), or a language's level after them ("Francés B1").
 */
function partOfAName(names: readonly TermJson[], next: TermJson | undefined): boolean {
  if (names.slice(0, -1).some((t) => /['’]s$/u.test(t.text))) return true;
  if (names.slice(1).some((t) => THING_WORD_RE.test(t.text))) return true;
  if (names.slice(1).some((t) => LANGUAGE_LEVEL_RE.test(t.text))) return true;
  const last = names[names.length - 1]!;
  if (next === undefined || !/^[ \t]+$/u.test(last.post)) return false;
  // The kind of body after them ("Mr Price Group", "Morgan Stanley Holdings").
  if (LANGUAGE_LEVEL_RE.test(next.text) || THING_WORD_RE.test(next.text)) return true;
  return /^\p{Lu}\p{Ll}/u.test(next.text) && !isPersonish(next) && !isNotNameWord(next.text) && !isHonorific(next);
}

/** A section of referees or contacts: every name in it is a person's. */
const REFEREES_HEADING_RE = new RegExp(
  String.raw`^[ \t]*(?:${REFEREES_HEADINGS}|reference|referee|r[ée]f[ée]rences|refer[êe]ncias|referanslar|contacts?|character reference)[ \t]*:?[ \t]*$`,
  'iu',
);
/** A label of people that opens a list of them ("Mentors: Maria Garcia; John Smith"). */
const PEOPLE_LABEL_RE =
  /^[ \t]*(?:[\p{L}-]+[ \t]+)?(?:mentors?|referees?|references?|supervisors?|contacts?|advis[eo]rs?|managers?|team|co-?authors?|authors?|colleagues?|tutors?|coach(?:es)?|members?|people|with|by|betreuer(?:in)?|tuteurs?|encadrants?|tutores?|directores?)[ \t]*[:：]/iu;
/** A line with a job's dates: a range of years or months ("Nov 2025 – Feb 2026", "2021 – present"). */
const DATE_RANGE_LINE_RE =
  /(?:19|20)\d{2}[ \t]*[–—‒-][ \t]*(?:(?:19|20)\d{2}|\p{L}+[ \t]+(?:19|20)\d{2}|present|current|now|today|heute|actualidad|actual|presente|aujourd['’]hui|auj\.?|hoy|heden|nu|oggi)(?![\p{L}\p{N}])/iu;

/**
 * Where a person-shaped name is the name of a thing, by where it stands (the issue's rule: other people's names go
 * where they identify people, not where they name an employer, an award or a place):
 * - after "the" ("the Harvey Nichols Christmas windows");
 * - after an acronym that opens the body's name ("AZ Maria Middelares", a hospital);
 * - one whole item of a list parted by ";", "·", "•" or "|" with no e-mail or phone and no label of people before it
 *   ("Jose Rizal; Ninoy Aquino International Airport", "Honours: Premio Lápiz de Acero · Simón Bolívar");
 * - alone on its line with a job's dates on one of the next two lines (an employer's heading in a profile export:
 *   "John Holland" / "Vacation Student, Rail" / "Nov 2025 – Feb 2026").
 * Never in a section of referees or contacts.
 */
function namesAThing(text: string, start: number, end: number): boolean {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const lineEndAt = text.indexOf('\n', end);
  const lineEnd = lineEndAt === -1 ? text.length : lineEndAt;
  const line = text.slice(lineStart, lineEnd);
  const before = text.slice(lineStart, start);
  const after = text.slice(end, lineEnd);
  // The section it is in: the last short line before it that is a heading of referees.
  const previous = text.slice(Math.max(0, lineStart - 1500), lineStart).split('\n');
  const heading = previous
    .reverse()
    .find((l) => /^[ \t]*\p{Lu}[\p{L} '’]{2,30}:?[ \t]*$/u.test(l) && !/\p{Ll}.*\p{Lu}/u.test(l.trim().slice(1)));
  if (heading !== undefined && REFEREES_HEADING_RE.test(heading)) return false;
  if (/@|\+?\d[\d ()./-]{6,}\d/u.test(line)) return false;
  if (/(?:^|[ \t])[Tt]he[ \t]+$/u.test(before)) return true;
  if (/(?:^|[ \t(])\p{Lu}{2,5}[ \t]+$/u.test(before) && !/(?:^|[ \t])(?:DR|MR|MRS|MS|PROF)[ \t]+$/u.test(before))
    return true;
  const sep = /[ \t]*(?:;|·|•|\|)[ \t]*/u;
  // (A list under a label of people is a list of people: "Mentors: Maria Garcia; John Smith".)
  if (sep.test(line) && !PEOPLE_LABEL_RE.test(line)) {
    const itemStart = Math.max(
      ...[...before.matchAll(/(?:;|·|•|\|)[ \t]*/gu)].map((m) => (m.index ?? 0) + m[0].length),
      0,
    );
    const itemEndRel = after.search(/[ \t]*(?:;|·|•|\|)/u);
    const item = `${before.slice(itemStart)}${text.slice(start, end)}${itemEndRel === -1 ? after : after.slice(0, itemEndRel)}`;
    if (item.trim() === text.slice(start, end).trim()) return true;
  }
  if (before.trim() === '' && after.trim() === '') {
    const next = text
      .slice(lineEnd + 1)
      .split('\n')
      .filter((l) => l.trim() !== '')
      .slice(0, 2);
    if (next.some((l) => DATE_RANGE_LINE_RE.test(l))) return true;
  }
  return false;
}

/** Other people's names ("worked with Maria Garcia", "Dr. Emily Chen"), outside protected ranges. */
export function peopleSpans(
  tagged: TaggedText,
  protectedRanges: ReadonlyArray<{ start: number; end: number }>,
  text?: string,
): Span[] {
  const spans: Span[] = [];
  // The word before a run, across sentences too (the tagger ends one at a line break: "…, Fundación" / "Juan March").
  let before: TermJson | undefined;
  for (const sentence of tagged.sentences) {
    let run: TermJson[] = [];
    const flush = (next?: TermJson) => {
      const opener = before;
      const honorific = run.length > 0 && run[0] !== undefined && isHonorific(run[0]);
      const names = run.filter((t) => !isHonorific(t));
      run = [];
      const first = names[0];
      const last = names[names.length - 1];
      if (!first || !last) return;
      if (partOfAName(names, next)) return;
      // After the kind of body it names ("Fondazione Bruno Kessler", "Fundación Juan March"): no person.
      // (Also where a narrow column wrapped the name onto the next line: "…, Fundación" / "Juan March (2018)".)
      // (A street's abbreviation keeps its dot: "Jl. Ahmad Yani", "Av. Simón Bolívar".)
      if (opener && /^\.?\s+$/u.test(opener.post) && THING_WORD_RE.test(opener.text.replace(/\.$/u, ''))) return;
      // Capitalised words of letters ("Morgan CO2" is a firm's product line, not a person).
      if (!names.every((t) => /^\p{Lu}[\p{L}\p{M}'’.-]*$/u.test(t.text))) return;
      // "Sr. Data Engineer" is a job title, "Santa Clara" a place: not people.
      if (names.some((t) => isNotNameWord(t.text)) || names.every((t) => isKnownPlace(t.text))) return;
      // A given name opens a person's name ("Maria Garcia"); after another word it names a product or a
      // firm ("Apache Cassandra", "Baker Tilly"), unless a comma turns it round ("Garcia, Maria").
      const givenAndFamily =
        names.length >= 2 &&
        (names[0]!.tags.includes('FirstName') ||
          (names.some((t) => t.tags.includes('FirstName')) && names.slice(0, -1).some((t) => /,/u.test(t.post))));
      if (!honorific && !givenAndFamily) return;
      const span: Span = {
        start: first.offset.start,
        end: last.offset.start + last.offset.length,
        kind: 'name',
        replacement: PLACEHOLDERS.name,
        priority: PRIORITY.name,
      };
      if (!honorific && text !== undefined && namesAThing(text, span.start, span.end)) return;
      if (!overlaps(span, protectedRanges)) spans.push(span);
    };
    for (const term of sentence.terms ?? []) {
      const previous = run[run.length - 1];
      // A run of name words continues across plain spaces only ("Chen, Maria" is two people or a list).
      const joined =
        previous !== undefined &&
        (/^\s+$/u.test(previous.post) ||
          (/^\.\s+$/u.test(previous.post) && (isHonorific(previous) || INITIAL_RE.test(previous.text))));
      if ((isPersonish(term) || isHonorific(term)) && /^\p{Lu}/u.test(term.text)) {
        if (previous !== undefined && !joined) flush(term);
        run.push(term);
      } else {
        flush(term);
        before = term;
      }
    }
    flush();
  }
  return spans;
}
