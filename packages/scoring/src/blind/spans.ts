// The redaction placeholders (the kinds are the API's: `@rubric/contracts/redaction`) and the span machinery
// every detector feeds: detectors propose spans, the strongest non-overlapping ones win, and they are applied
// in one pass.

import type { RedactionKind } from '@rubric/contracts/redaction';

/** Neutral stand-ins. Titles are removed and pronouns made neutral, so they have no placeholder. */
export const PLACEHOLDERS: Record<Exclude<RedactionKind, 'title' | 'pronoun'>, string> = {
  name: '[NAME]',
  email: '[EMAIL]',
  phone: '[PHONE]',
  address: '[ADDRESS]',
  profile_link: '[PROFILE LINK]',
  date_of_birth: '[DATE OF BIRTH]',
  age: '[AGE]',
  photo: '[PHOTO]',
  personal_detail: '[PERSONAL DETAIL]',
};

/** Any placeholder, so that redacting redacted text changes nothing. */
export const PLACEHOLDER_RE = /\[(?:NAME|EMAIL|PHONE|ADDRESS|PROFILE LINK|DATE OF BIRTH|AGE|PHOTO|PERSONAL DETAIL)\]/gu;

/**
 * `grammar` spans fix verb agreement after a neutral pronoun ("she leads" → "they lead") and `keep`
 * spans pin text (placeholders) so no other detector rewrites it; neither is counted.
 */
export type SpanKind = RedactionKind | 'grammar' | 'keep';

export interface Span {
  start: number;
  end: number;
  kind: SpanKind;
  replacement: string;
  /** Lower wins when spans overlap (emails before names found inside them, and so on). */
  priority: number;
  /** The candidate's own name: redacted even where the job's texts use the same words. */
  candidate?: boolean;
}

export interface AppliedRedaction {
  kind: RedactionKind;
  /** The text that was replaced (kept in memory only, to check model output; never stored). */
  value: string;
}

/** Chooses non-overlapping spans (by priority, then earliest, then longest) and applies them. */
export function applySpans(text: string, spans: readonly Span[]): { text: string; applied: AppliedRedaction[] } {
  const ordered = [...spans]
    .filter((s) => s.end > s.start)
    .sort((a, b) => a.priority - b.priority || a.start - b.start || b.end - a.end);
  const chosen: Span[] = [];
  // Characters already taken by a chosen span: checking a span costs its length, not the number chosen so far.
  const taken = new Uint8Array(text.length + 1);
  for (const span of ordered) {
    let free = true;
    for (let i = span.start; i < span.end && free; i++) free = taken[i] === 0;
    if (!free) continue;
    taken.fill(1, span.start, span.end);
    chosen.push(span);
  }
  chosen.sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  const applied: AppliedRedaction[] = [];
  for (const span of chosen) {
    out += text.slice(at, span.start) + span.replacement;
    at = span.end;
    if (span.kind !== 'grammar' && span.kind !== 'keep')
      applied.push({ kind: span.kind, value: text.slice(span.start, span.end) });
  }
  return { text: out + text.slice(at), applied };
}

/** Spans for every match of a global regex (optionally only of one capture group). */
export function spansOf(
  text: string,
  re: RegExp,
  kind: SpanKind,
  replacement: string,
  priority: number,
  group = 0,
): Span[] {
  if (!re.global) throw new Error(`spansOf needs a global regex: ${re.source}`);
  const out: Span[] = [];
  for (const m of text.matchAll(re)) {
    const value = m[group];
    if (value === undefined || value.length === 0 || m.index === undefined) continue;
    // With the `d` flag the group's own position is known; without it, its first place in the match.
    const start = m.indices?.[group]?.[0] ?? m.index + m[0].indexOf(value);
    out.push({ start, end: start + value.length, kind, replacement, priority });
  }
  return out;
}

export function overlaps(
  span: { start: number; end: number },
  ranges: ReadonlyArray<{ start: number; end: number }>,
): boolean {
  return ranges.some((r) => span.start < r.end && r.start < span.end);
}

export function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

/** Letters, digits or underscore: what may not touch a matched word on either side. */
export const WORD_BEFORE = '(?<![\\p{L}\\p{N}_])';
export const WORD_AFTER = '(?![\\p{L}\\p{N}_])';
