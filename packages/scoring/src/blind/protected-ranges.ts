// What must never be redacted as a name: employers, schools and places (criteria may need them).
// Rules (organisation suffixes, "University of …", "X & Y", companies named after people, phrases
// after "at"/"for"/"in") plus the tagger's organisations and places.
import type { TaggedText } from './people.js';
import { escapeRegExp, PLACEHOLDER_RE, spansOf, WORD_AFTER, WORD_BEFORE, type Span } from './spans.js';

/** Employers and schools named after people, which taggers read as person names. */
const PERSON_NAMED_ORGS = [
  'Morgan Stanley',
  'Goldman Sachs',
  'Johnson & Johnson',
  'Procter & Gamble',
  'Ernst & Young',
  'Marks & Spencer',
  'Merrill Lynch',
  'J.P. Morgan',
  'JP Morgan',
  'Wells Fargo',
  'Charles Schwab',
  'Booz Allen Hamilton',
  'Lockheed Martin',
  'Johnson Controls',
  'Baker Hughes',
  'Marsh McLennan',
  'Eli Lilly',
  'Bristol Myers Squibb',
  'Johns Hopkins',
  'Carnegie Mellon',
  'Kaiser Permanente',
  'Thomson Reuters',
  'Ralph Lauren',
  'Estée Lauder',
  'Louis Vuitton',
  'Calvin Klein',
  'Tommy Hilfiger',
  'Robert Half',
  'Kelly Services',
  'Baker McKenzie',
  'Ben & Jerry',
  'Dow Jones',
  'Hewlett Packard',
  'Hewlett-Packard',
  'Ford',
  'Disney',
  'Boeing',
  'Dell',
  'McKinsey',
  'Deloitte',
  'Philips',
  'Siemens',
  'Bosch',
  'Porsche',
  'Ferrari',
  'Nestlé',
  'Tata',
  'Mahindra',
  'Walmart',
  'Sam’s Club',
  "Sam's Club",
  "McDonald's",
  'Wendy’s',
  "Wendy's",
  'Dyson',
  'Kellogg',
  'Heinz',
  'Hilton',
  'Marriott',
];
const ORG_SUFFIX =
  'University|College|Institute|School|Academy|Polytechnic|Hospital|Clinic|Foundation|Bank|Group|Partners|Associates|Consulting|Capital|Labs?|Technologies|Systems|Solutions|Studios?|Agency|Inc\\.?|Ltd\\.?|LLC|LLP|GmbH|AG|SA|PLC|plc|Corp\\.?|Corporation|Company|Co\\.';
/** A capitalised word; a dot only inside ("J.P"), so a sentence's full stop ends the phrase. */
const CAP_WORD = String.raw`\p{Lu}(?:[\p{L}'’-]|\.(?=\p{L}))*`;
const PROTECTED_RES = [
  new RegExp(
    String.raw`(?<![\p{L}])(?:${CAP_WORD}[ \t]+){0,4}(?:${ORG_SUFFIX})(?![\p{L}])(?:[ \t]+(?:of|for|and|&)[ \t]+(?:the[ \t]+)?(?:${CAP_WORD}[ \t]?){1,4})?`,
    'gu',
  ),
  new RegExp(
    String.raw`(?<![\p{L}])(?:University|College|Institute|School|Academy|Bank|Museum|Department|Ministry|Republic|Kingdom|State|Commonwealth|City|Port|Gulf|Bay) of (?:the )?(?:${CAP_WORD}[ \t]?){1,4}`,
    'gu',
  ),
  new RegExp(
    String.raw`(?<![\p{L}])${CAP_WORD}(?:[ \t]+${CAP_WORD})*[ \t]*&[ \t]*${CAP_WORD}(?:[ \t]+${CAP_WORD})?`,
    'gu',
  ),
  new RegExp(`${WORD_BEFORE}(?:${PERSON_NAMED_ORGS.map(escapeRegExp).join('|')})${WORD_AFTER}`, 'gu'),
];
/** A capitalised phrase after "at", "for", "in", "joined": an employer, a school or a place. */
const AFTER_PREPOSITION_RE = new RegExp(
  String.raw`(?<![\p{L}])(?:at|for|joined|in|near|across|within)[ \t]+((?:${CAP_WORD}(?:[ \t]+|$)){1,4})`,
  'gdu',
);

export interface ProtectedRanges {
  /** Everything that looks like an employer, school or place: other people's names never overlap these. */
  all: Array<{ start: number; end: number }>;
  /**
   * What the candidate's own name parts yield to: rule-based organisations, and places only where the
   * sentence says so ("in", "to", "from", "Amman, Jordan"): a tagger alone reads a surname such as
   * "Washington" as a place.
   */
  forCandidate: Array<{ start: number; end: number }>;
}

const LOCATIVE_BEFORE_RE =
  /(?:(?<![\p{L}])(?:in|to|from|at|near|of|across|around|throughout|outside|within)\s+|\p{L}[ \t]*,[ \t]*)$/u;

export function protectedRanges(text: string, tagged: TaggedText): ProtectedRanges {
  const rules: Array<{ start: number; end: number }> = [];
  const add = (spans: Span[]) => rules.push(...spans.map((s) => ({ start: s.start, end: s.end })));
  for (const re of PROTECTED_RES) add(spansOf(text, re, 'keep', '', 0));
  add(spansOf(text, AFTER_PREPOSITION_RE, 'keep', '', 0, 1));
  add(spansOf(text, new RegExp(PLACEHOLDER_RE.source, 'gu'), 'keep', '', 0));
  const { organisations, places } = tagged;
  const statedPlaces = places.filter((p) => LOCATIVE_BEFORE_RE.test(text.slice(Math.max(0, p.start - 40), p.start)));
  return { all: [...rules, ...organisations, ...places], forCandidate: [...rules, ...organisations, ...statedPlaces] };
}
