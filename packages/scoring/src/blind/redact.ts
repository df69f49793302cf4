// Blind scoring's redaction: personal identifiers that say nothing about the criteria are replaced
// by neutral placeholders before any engine sees the text. Skills, employers, schools and places
// of work stay: criteria may need them. What each detector finds is listed in docs/blind-scoring.md.
import type { CountryCode } from 'libphonenumber-js';
import { candidateNamesFromResume, knownNameSpans, namedDomainSpans, titleSpans } from './names.js';
import { peopleSpans, tagText, UNTAGGED } from './people.js';
import { protectedRanges } from './protected-ranges.js';
import {
  addressSpans,
  emailSpans,
  linkSpans,
  personalSpans,
  phoneSpans,
  PRIORITY,
  DEFAULT_PHONE_REGIONS,
} from './patterns.js';
import { pronounSpans } from './pronouns.js';
import {
  applySpans,
  escapeRegExp,
  PLACEHOLDER_RE,
  PLACEHOLDERS,
  REDACTION_KINDS,
  spansOf,
  WORD_AFTER,
  WORD_BEFORE,
  type AppliedRedaction,
  type RedactionKind,
  type Span,
} from './spans.js';

export interface RedactOptions {
  /** The candidate's names known from elsewhere (the application's answers, the cover letter): removed wherever they occur. */
  knownNames?: readonly string[];
  /** Exact values removed before (checking model output against them): removed wherever they occur. */
  knownValues?: readonly AppliedRedaction[];
  /** Look for the candidate's name in the text's first lines and "Name:" lines (default true). */
  findHeaderName?: boolean;
  /** Find other people's names with the NLP tagger (default true). */
  findPeople?: boolean;
  /**
   * Use the NLP tagger at all (default true). Without it: no other people's names, and employers,
   * schools and places are protected by the rules alone. For a fallback when the tagger is too slow.
   */
  tagger?: boolean;
  /** Regions whose numbers are recognised without a country code (default US, GB, CA, AU, IN, IE). */
  phoneRegions?: readonly CountryCode[];
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
  /** The candidate names used (found in the text plus the known ones). */
  names: string[];
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

/**
 * Replaces names, e-mail addresses, phone numbers, postal addresses, profile links, dates of birth,
 * ages, photo captions and labelled personal details with placeholders (`[NAME]`, `[EMAIL]`, …),
 * removes gendered titles and makes gendered pronouns neutral. Deterministic, and idempotent:
 * redacting redacted text changes nothing.
 */
export function redactIdentifiers(text: string, options: RedactOptions = {}): RedactionResult {
  const knownNames = [
    ...(options.knownNames ?? []),
    ...(options.knownValues ?? []).filter((v) => v.kind === 'name').map((v) => v.value),
  ];
  const names = [
    ...new Set(
      [...knownNames, ...(options.findHeaderName === false ? [] : candidateNamesFromResume(text))]
        .map((n) => n.trim())
        .filter((n) => n.length > 1),
    ),
  ];
  // The candidate's full name wins over a tagger that reads "Washington" in "Lakisha Washington" as a place.
  const fullNames = knownNameSpans(text, names, []).filter((s) => s.priority === PRIORITY.fullName);
  const insideFullName = (r: { start: number; end: number }) =>
    fullNames.some((f) => r.start >= f.start && r.end <= f.end);
  const tagged = options.tagger === false ? UNTAGGED : tagText(text);
  const ranges = protectedRanges(text, tagged);
  const guardedAll = ranges.all.filter((r) => !insideFullName(r));
  const guardedCandidate = ranges.forCandidate.filter((r) => !insideFullName(r));
  const spans: Span[] = [
    ...spansOf(text, new RegExp(PLACEHOLDER_RE.source, 'gu'), 'keep', '', PRIORITY.keep),
    ...knownValueSpans(text, options.knownValues ?? []),
    ...emailSpans(text),
    ...linkSpans(text),
    ...namedDomainSpans(text, names),
    ...phoneSpans(text, options.phoneRegions ?? DEFAULT_PHONE_REGIONS),
    ...personalSpans(text),
    ...addressSpans(text),
    ...titleSpans(text),
    ...knownNameSpans(text, names, guardedCandidate),
    ...(options.findPeople === false || options.tagger === false ? [] : peopleSpans(tagged, guardedAll)),
    ...pronounSpans(text),
  ];
  // `keep` spans carry no replacement of their own: they give the placeholder back unchanged.
  for (const s of spans) if (s.kind === 'keep') s.replacement = text.slice(s.start, s.end);
  const { text: redacted, applied } = applySpans(text, spans);
  return {
    // "[NAME] [NAME]" (a given name and a surname found apart) reads as one name.
    text: redacted.replace(/\[NAME\](?:[ \t]+\[NAME\])+/gu, PLACEHOLDERS.name),
    redactions: countRedactions(applied),
    removed: applied,
    names,
  };
}
