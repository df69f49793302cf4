// Blind scoring's redaction: personal identifiers that say nothing about the criteria are replaced
// by neutral placeholders before any engine sees the text. Every detector proposes the exact spans
// it recognised; nothing is removed because a word resembles a guess. Skills, employers, schools,
// places of work and every term the job's own texts use stay: criteria may need them. What each
// detector finds is listed in docs/blind-scoring.md.
import { REDACTION_KINDS, type RedactionKind } from '@rubric/contracts/redaction';
import type { CountryCode } from 'libphonenumber-js';
import { addressSpans } from './addresses.js';
import { contactLineSpans, widensAddresses } from './contact-lines.js';
import { findCandidateNames } from './candidate-name.js';
import { foldWord } from './fold.js';
import { jobPhraseRanges, jobUses, jobVocabulary, type JobTexts } from './job-terms.js';
import { knownNameSpans, namedDomainSpans, namedHandleSpans, recognisedNameSpans, titleSpans } from './names.js';
import { peopleSpans, tagText, UNTAGGED } from './people.js';
import { emailSpans, linkSpans, PRIORITY } from './patterns.js';
import { groupedIdSpans, personalSpans } from './personal.js';
import { phoneSpans } from './phones.js';
import { pronounSpans } from './pronouns.js';
import { protectedRanges } from './protected-ranges.js';
import {
  applySpans,
  escapeRegExp,
  PLACEHOLDER_RE,
  PLACEHOLDERS,
  spansOf,
  WORD_AFTER,
  WORD_BEFORE,
  type AppliedRedaction,
  type Span,
} from './spans.js';

export interface RedactOptions {
  /** The candidate's names known from elsewhere (the application's answers, the cover letter): removed wherever they occur, parts too. */
  knownNames?: readonly string[];
  /** Names a header line alone vouches for: removed where the whole name occurs, never a part alone. */
  tentativeNames?: readonly string[];
  /** Words the candidate's e-mail spells (folded), found with the names: a heading word among a name's parts counts then. */
  spelledNameWords?: readonly string[];
  /** Exact ranges of this text where a name was recognised (a name glued to a title, over two lines). */
  nameSpans?: ReadonlyArray<{ start: number; end: number }>;
  /** Exact values removed before (checking model output against them): removed wherever they occur. */
  knownValues?: readonly AppliedRedaction[];
  /** Look for the candidate's name in the text's header block, labels and e-mail (default true). */
  findHeaderName?: boolean;
  /** Find other people's names with the NLP tagger (default true). */
  findPeople?: boolean;
  /**
   * Use the NLP tagger at all (default true). Without it: no other people's names, and employers,
   * schools and places are protected by the rules alone. For a fallback when the tagger is too slow.
   */
  tagger?: boolean;
  /** Regions whose numbers are recognised without a country code, besides the defaults and those the text names. */
  phoneRegions?: readonly CountryCode[];
  /** The job's texts: a term they use is never redacted unless it is the candidate's own name. */
  job?: JobTexts;
}

export interface RedactionCount {
  kind: RedactionKind;
  count: number;
}

export interface RedactionResult {
  text: string;
  /** How many of each kind were replaced, in a fixed kind order; kinds with none are left out. */
  redactions: RedactionCount[];
  /** The removed values themselves: in memory only, to check model output. Never store or log them. */
  removed: AppliedRedaction[];
  /** The candidate names used, stated or confirmed (found in the text plus the known ones). */
  names: string[];
  /** The names only a header line vouched for. */
  tentativeNames: string[];
}

function knownValueSpans(text: string, values: readonly AppliedRedaction[]): Span[] {
  const spans: Span[] = [];
  for (const { kind, value } of values) {
    const trimmed = value.trim();
    if (kind === 'name' || kind === 'title' || kind === 'pronoun' || trimmed.length < 3) continue;
    const before = /^[\p{L}\p{N}]/u.test(trimmed) ? WORD_BEFORE : '';
    const after = /[\p{L}\p{N}]$/u.test(trimmed) ? WORD_AFTER : '';
    const re = new RegExp(`${before}${escapeRegExp(trimmed).replace(/\s+/gu, String.raw`\s+`)}${after}`, 'giu');
    spans.push(...spansOf(text, re, kind, PLACEHOLDERS[kind], PRIORITY.keep + 0.5));
  }
  return spans;
}

export function countRedactions(applied: readonly AppliedRedaction[]): RedactionCount[] {
  return REDACTION_KINDS.map((kind) => ({ kind, count: applied.filter((a) => a.kind === kind).length })).filter(
    (c) => c.count > 0,
  );
}

export function mergeCounts(...lists: ReadonlyArray<readonly RedactionCount[]>): RedactionCount[] {
  return REDACTION_KINDS.map((kind) => ({
    kind,
    count: lists.flat().reduce((n, c) => n + (c.kind === kind ? c.count : 0), 0),
  })).filter((c) => c.count > 0);
}

const unique = (names: readonly string[]) => [
  ...new Map(
    names
      .map((n) => n.trim())
      .filter((n) => n.length > 1)
      .map((n) => [foldWord(n), n]),
  ).values(),
];

/**
 * The postcode of an address found, written again with its town elsewhere (a Lebenslauf's place and date at its end,
 * "8020 Graz, 02.11.2026"): the postcode goes there too; the town stays, as in the address.
 */
function postcodesElsewhere(text: string, spans: readonly Span[]): Span[] {
  const out: Span[] = [];
  const seen = new Set<string>();
  for (const s of spans) {
    if (s.kind !== 'address') continue;
    // The town may stay outside the address's span ("[ADDRESS] Graz"): the code is inside it.
    const around = text.slice(s.start, Math.min(text.length, s.end + 40));
    for (const m of around.matchAll(/(?<![\p{L}\p{N}])(\d{4,6})[ \t]+(\p{Lu}[\p{L}\p{M}'’-]+)/gu)) {
      if ((m.index ?? 0) >= s.end - s.start) continue;
      const key = `${m[1]} ${m[2]}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const re = new RegExp(`(?<![\\p{L}\\p{N}.,/-])${m[1]}(?=[ \\t]+${escapeRegExp(m[2] ?? '')}(?![\\p{L}]))`, 'gu');
      out.push(...spansOf(text, re, 'address', PLACEHOLDERS.address, PRIORITY.address));
    }
  }
  return out;
}

/** A postcode alone on its line: digits, or a Canadian or British code. */
const POSTCODE_LINE_RE = /^[ \t]*(\d{4,6}|[A-Z]\d[A-Z][ \t]?\d[A-Z]\d|[A-Z]{1,2}\d[A-Z\d]?[ \t]?\d[A-Z]{2})[ \t]*$/u;
/**
 * The postcode of an address found, wrapped alone onto the next line after the address or after its region ("[…],
 * Batangas" / "4232"): it is the address's too.
 */
function wrappedPostcodes(text: string, spans: readonly Span[]): Span[] {
  const out: Span[] = [];
  for (const s of spans) {
    if (s.kind !== 'address') continue;
    const lineEnd = text.indexOf('\n', s.end);
    if (lineEnd === -1 || !/^(?:[ \t]*,[ \t]*\p{Lu}[\p{L}\p{M}'’. -]{1,30})?[ \t]*$/u.test(text.slice(s.end, lineEnd)))
      continue;
    const nextEnd = text.indexOf('\n', lineEnd + 1);
    const next = text.slice(lineEnd + 1, nextEnd === -1 ? text.length : nextEnd);
    const m = POSTCODE_LINE_RE.exec(next);
    // (Not a year: a job's dates may follow an address's line.)
    if (!m?.[1] || /^(?:19|20)\d{2}$/u.test(m[1])) continue;
    const start = lineEnd + 1 + next.indexOf(m[1]);
    out.push({
      start,
      end: start + m[1].length,
      kind: 'address',
      replacement: PLACEHOLDERS.address,
      priority: PRIORITY.address,
    });
  }
  return out;
}

/** Kinds whose values can be words the job uses (a name, a place in an address, a detail); the rest are shapes (e-mails, numbers). */
const WORDY_KINDS = new Set<Span['kind']>(['name', 'address', 'personal_detail', 'photo']);

/**
 * Replaces names, e-mail addresses, phone numbers, postal addresses, profile links and handles,
 * dates of birth, ages, photo captions and labelled personal details with placeholders (`[NAME]`,
 * `[EMAIL]`, …), removes gendered titles and makes gendered pronouns neutral. Deterministic, and
 * idempotent: redacting redacted text changes nothing.
 */
export function redactIdentifiers(text: string, options: RedactOptions = {}): RedactionResult {
  const vocabulary = jobVocabulary(options.job);
  const found =
    options.findHeaderName === false
      ? { confirmed: [], tentative: [], spans: [], spelled: [] }
      : findCandidateNames(text, { vocabulary, tagger: options.tagger !== false });
  const names = unique([
    ...(options.knownNames ?? []),
    ...(options.knownValues ?? []).filter((v) => v.kind === 'name').map((v) => v.value),
    ...found.confirmed,
  ]);
  const confirmedKeys = new Set(names.map(foldWord));
  const tentativeNames = unique([...(options.tentativeNames ?? []), ...found.tentative]).filter(
    (n) => !confirmedKeys.has(foldWord(n)),
  );
  const candidate = {
    confirmed: names,
    tentative: tentativeNames,
    spelled: [...(options.spelledNameWords ?? []), ...found.spelled],
  };
  const recognised = recognisedNameSpans(text, [...(options.nameSpans ?? []), ...found.spans]);
  // The candidate's full name wins over a tagger that reads "Washington" in "Lakisha Washington" as a place.
  const fullNames = [
    ...knownNameSpans(text, candidate, []).filter((s) => s.priority === PRIORITY.fullName),
    ...recognised,
  ];
  const insideFullName = (r: { start: number; end: number }) =>
    fullNames.some((f) => r.start >= f.start && r.end <= f.end);
  const tagged = options.tagger === false ? UNTAGGED : tagText(text);
  const ranges = protectedRanges(text, tagged);
  const guardedAll = ranges.all.filter((r) => !insideFullName(r));
  // A name part inside a phrase the job uses ("Ruby on Rails" for a candidate called Ruby) is the job's term.
  const guardedCandidate = [
    ...ranges.forCandidate.filter((r) => !insideFullName(r)),
    ...jobPhraseRanges(text, vocabulary),
  ];
  const addresses = addressSpans(text);
  const identifiers = [
    ...emailSpans(text),
    ...linkSpans(text),
    ...namedDomainSpans(text, names),
    ...namedHandleSpans(text, names),
    // A number inside a street address is its house number or postcode ("…, 4000-442 Porto"), not a phone.
    ...phoneSpans(text, options.phoneRegions ?? []).filter(
      (p) => !addresses.some((a) => a.start < p.start && p.end <= a.end),
    ),
    ...personalSpans(text),
    ...addresses,
  ];
  const spans: Span[] = [
    ...spansOf(text, new RegExp(PLACEHOLDER_RE.source, 'gu'), 'keep', '', PRIORITY.keep),
    ...knownValueSpans(text, options.knownValues ?? []),
    ...identifiers,
    // A contact item read from the line's structure yields to any other detector's reading, except that it
    // may widen an address found in part ("Room 803, Building 5, … 18 Xueyuan Road").
    ...contactLineSpans(text, [...names, ...tentativeNames], [...(options.nameSpans ?? []), ...found.spans]).filter(
      (c) => {
        const over = identifiers.filter((i) => c.start < i.end && i.start < c.end);
        if (over.length === 0) return true;
        return c.kind === 'address' && over.every((i) => i.kind === 'address') && widensAddresses(text, c, over);
      },
    ),
    ...groupedIdSpans(text),
    ...titleSpans(text),
    ...recognised,
    ...knownNameSpans(text, candidate, guardedCandidate),
    ...(options.findPeople === false || options.tagger === false ? [] : peopleSpans(tagged, guardedAll, text)),
    ...pronounSpans(text),
  ].filter(
    // A term the job's texts use is never redacted, unless it is the candidate's own name.
    (s) => s.candidate === true || !WORDY_KINDS.has(s.kind) || !jobUses(vocabulary, text.slice(s.start, s.end)),
  );
  spans.push(...postcodesElsewhere(text, spans), ...wrappedPostcodes(text, spans));
  // `keep` spans carry no replacement of their own: they give the placeholder back unchanged.
  for (const s of spans) if (s.kind === 'keep') s.replacement = text.slice(s.start, s.end);
  const { text: redacted, applied } = applySpans(text, spans);
  return {
    // "[NAME] [NAME]" (a given name and a surname found apart) reads as one name.
    text: redacted.replace(/\[NAME\](?:[ \t]+\[NAME\])+/gu, PLACEHOLDERS.name),
    redactions: countRedactions(applied),
    removed: applied,
    names,
    tentativeNames,
  };
}
