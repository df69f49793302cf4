// The candidate's own name, found by rules (the resume's header line, "Name:" lines, the
// application's answers and cover-letter sign-offs) and removed wherever it recurs; names after a
// gendered title; personal sites named after the candidate. Other people: people.ts.
import { PRIORITY } from './patterns.js';
import { escapeRegExp, overlaps, PLACEHOLDERS, spansOf, WORD_AFTER, WORD_BEFORE, type Span } from './spans.js';

const PARTICLES = new Set([
  'van',
  'von',
  'der',
  'den',
  'de',
  'del',
  'della',
  'di',
  'da',
  'dos',
  'das',
  'du',
  'la',
  'le',
  'bin',
  'binti',
  'ibn',
  'al',
  'el',
  'ter',
  'ten',
  'y',
]);
/** "Jane", "O'Neil", "Jean-Luc", "JANE", or an initial "J." */
const NAME_TOKEN_RE = /^(?:\p{Lu}[\p{Ll}\p{Lm}'’-]*\p{Ll}|\p{Lu}[\p{Lu}'’-]*\p{Lu}|\p{Lu}\.?)$/u;
export const INITIAL_RE = /^\p{Lu}\.?$/u;
/** Words that open a resume's first line without being a name (headings and job titles). */
const NOT_NAME_WORDS = new Set(
  `resume résumé cv curriculum vitae profile summary contact about experience education skills objective personal details
engineer engineering developer manager senior junior lead software data analyst designer nurse teacher consultant director head
chief officer intern student scientist specialist architect administrator assistant associate coordinator technician sales
marketing product project backend frontend full stack staff principal executive accountant registered certified page of the
and for at in new york san los las united states kingdom university college school company inc ltd llc`.split(/\s+/u),
);
export const GENDERED_TITLES = 'Mr|Mrs|Ms|Miss|Mx|Mister|Madam|Madame|Mme|Mlle|Herr|Frau';
const TITLE_PREFIX_RE = new RegExp(String.raw`^(?:(?:${GENDERED_TITLES}|Dr|Prof)\.?\s+)+`, 'u');

/** A plausible person name from a header segment or an answer, or null. */
export function cleanName(raw: string, minTokens = 2): string | null {
  // A name is short; long text is not worth the regexes below.
  if (raw.length > 200) return null;
  const value = raw
    .replace(/\([^)]*\)|\[[^\]]*\]/gu, ' ')
    .replace(TITLE_PREFIX_RE, '')
    .replace(/\s+/gu, ' ')
    .trim();
  if (value.length === 0 || value.length > 60 || /[\d@/\\:;|]/u.test(value)) return null;
  const tokens = value.split(' ');
  if (tokens.length < minTokens || tokens.length > 5) return null;
  const first = tokens[0] ?? '';
  const last = tokens[tokens.length - 1] ?? '';
  for (const [i, token] of tokens.entries()) {
    const lower = token.toLowerCase().replace(/[.,]$/u, '');
    if (NOT_NAME_WORDS.has(lower)) return null;
    const middle = i > 0 && i < tokens.length - 1;
    if (!NAME_TOKEN_RE.test(token) && !(middle && PARTICLES.has(lower))) return null;
  }
  if (INITIAL_RE.test(last) || (INITIAL_RE.test(first) && tokens.length < 3)) return null;
  return value;
}

/** The candidate's name from the resume: a "Name:" line, or the first line that looks like a name. */
export function candidateNamesFromResume(text: string): string[] {
  const names: string[] = [];
  for (const m of text.matchAll(/^[ \t]*(?:full[ \t]+)?name[ \t]*[:–-][ \t]*([^\n]+)$/gimu)) {
    const name = cleanName(m[1] ?? '');
    if (name) names.push(name);
  }
  const lines = text
    .split(/\n/u)
    .map((l) => l.trim())
    .filter((l) => l.length > 0)
    .slice(0, 3);
  for (const line of lines) {
    // "Jane Roe — Senior Engineer", "Jane Roe | jane@x.io", "ROE, Jane" is not handled: rare in headers.
    const segment = line.split(/\s+[—–|•·]\s+|\s+-\s+|[,|\t]|\s{3,}/u)[0] ?? '';
    const name = cleanName(segment);
    if (name) {
      names.push(name);
      break;
    }
  }
  return names;
}

const NAME_QUESTION_RE = /\b(?:full |first |last |given |family |sur|legal |preferred )?name\b/iu;
const NOT_CANDIDATE_QUESTION_RE =
  /\b(?:company|employer|school|university|reference|referee|manager|project|product|team|file|user|business)\b/iu;

/** Names the application states outright: answers to "name" questions, "My name is …", sign-offs. */
export function candidateNamesFromApplication(
  answers: ReadonlyArray<{ question: string; answer: string }> | null,
  context: string | null,
): string[] {
  const names: string[] = [];
  for (const a of answers ?? []) {
    if (!NAME_QUESTION_RE.test(a.question) || NOT_CANDIDATE_QUESTION_RE.test(a.question)) continue;
    const name = cleanName(a.answer, 1);
    if (name) names.push(name);
  }
  if (context) {
    const patterns = [
      /\bmy name is\s+([^\n,.;]{2,60})/giu,
      /\bI(?: am|['’]m)\s+(\p{Lu}[\p{L}'’-]+\s+\p{Lu}[\p{L}'’-]+)(?=[,.;\s])/gu,
      /\b(?:sincerely|regards|best wishes|best|thanks|thank you|yours(?: truly| faithfully| sincerely)?|cheers|respectfully|cordially)\s*,?[ \t]*\n+[ \t]*([^\n]{2,60})/giu,
    ];
    for (const re of patterns) {
      for (const m of context.matchAll(re)) {
        const name = cleanName(m[1] ?? '');
        if (name) names.push(name);
      }
    }
  }
  return names;
}

/** The name's words worth finding alone (no initials or particles). */
export function nameParts(name: string): string[] {
  return name
    .split(/\s+/u)
    .map((t) => t.replace(/[.,]$/u, ''))
    .filter((t) => t.length >= 2 && !PARTICLES.has(t.toLowerCase()) && !INITIAL_RE.test(t));
}

/** Spans of a known name: the whole name (any case, also "Last, First"), then each part alone when capitalised. */
export function knownNameSpans(
  text: string,
  names: readonly string[],
  protectedRanges: ReadonlyArray<{ start: number; end: number }>,
): Span[] {
  const spans: Span[] = [];
  for (const name of names) {
    const tokens = name.split(/\s+/u).filter((t) => t.length > 0);
    const parts = nameParts(name);
    const variants = new Set([tokens.map(escapeRegExp).join(String.raw`\s+`)]);
    const first = parts[0];
    const last = parts[parts.length - 1];
    if (first && last && first !== last) {
      variants.add(`${escapeRegExp(first)}\\s+${escapeRegExp(last)}`);
      variants.add(`${escapeRegExp(last)},\\s*${escapeRegExp(first)}`);
    }
    for (const v of variants) {
      spans.push(
        ...spansOf(
          text,
          new RegExp(`${WORD_BEFORE}${v}${WORD_AFTER}`, 'giu'),
          'name',
          PLACEHOLDERS.name,
          PRIORITY.fullName,
        ),
      );
    }
    for (const part of parts) {
      // Case-sensitive: "Will" the name, not "will" the verb. As written, capitalised, and in capitals
      // ("JAMAL JONES" in a header, "Jamal" in the text; "McLeod" stays as written).
      const titled = part.charAt(0).toUpperCase() + part.slice(1).toLowerCase();
      const forms = [...new Set([part, titled, part.charAt(0).toUpperCase() + part.slice(1), part.toUpperCase()])].map(
        escapeRegExp,
      );
      const re = new RegExp(`${WORD_BEFORE}(?:${forms.join('|')})${WORD_AFTER}`, 'gu');
      spans.push(
        ...spansOf(text, re, 'name', PLACEHOLDERS.name, PRIORITY.name).filter((s) => !overlaps(s, protectedRanges)),
      );
    }
  }
  return spans;
}

/** Bare domains that carry the candidate's name ("janeroe.dev"): a personal site. */
export function namedDomainSpans(text: string, names: readonly string[]): Span[] {
  const parts = names
    .flatMap(nameParts)
    .map((p) => p.toLowerCase())
    .filter((p) => p.length >= 3);
  if (parts.length === 0) return [];
  const re =
    /(?<![\p{L}\p{N}@.-])[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(?:com|net|org|io|dev|me|info|co|app|site|page|xyz|tech|blog|online|design|studio|[a-z]{2})(?:\/[^\s<>"'`)\]]*)?(?![\p{L}\p{N}])/gu;
  return spansOf(text, re, 'profile_link', PLACEHOLDERS.profile_link, PRIORITY.link).filter((s) => {
    const host = text.slice(s.start, s.end).toLowerCase();
    return parts.some((p) => host.includes(p));
  });
}

/** "Mr. Ahmed Khan" → the title is removed and the name that follows it redacted. */
export function titleSpans(text: string): Span[] {
  const re = new RegExp(
    String.raw`(?<![\p{L}])(?:${GENDERED_TITLES})\.?[ \t]+(\p{Lu}[\p{L}'’-]*\.?(?:[ \t]+(?:(?:van|von|de|del|der|da|di|al|bin|le|la)[ \t]+)?\p{Lu}[\p{L}'’-]*){0,2})`,
    'gdu',
  );
  const spans: Span[] = [];
  for (const m of text.matchAll(re)) {
    const nameAt = m.indices?.[1];
    if (m.index === undefined || !nameAt) continue;
    spans.push({ start: m.index, end: nameAt[0], kind: 'title', replacement: '', priority: PRIORITY.title });
    spans.push({
      start: nameAt[0],
      end: nameAt[1],
      kind: 'name',
      replacement: PLACEHOLDERS.name,
      priority: PRIORITY.fullName,
    });
  }
  return spans;
}
