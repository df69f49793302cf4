// Gendered pronouns become neutral ones (she/he → they, her/him → them, her/his → their, hers →
// theirs) and the verb after a neutral subject agrees with it ("she leads" → "they lead"), so that
// two renderings of one resume that differ only in gender read the same afterwards.
import { nlp } from './tagger.js';
import { PRIORITY } from './patterns.js';
import type { Span } from './spans.js';

const PRONOUN_RE =
  /(?<![\p{L}\p{N}_'’])(he|she|him|her|his|hers|himself|herself)(?:(['’])(s|d|ll))?(?![\p{L}\p{N}_])/giu;
/** Words after "her"/"his" that show it stands alone ("gave her the", "the idea was his and"). */
const FUNCTION_WORDS = new Set(
  `the a an to and or but nor with in on at for from of by as that this these those about into onto over after before during up out off
down back again too also when while if because so than then is was are were be been has had have will would can could should might
must do does did not it them him her me us you they we i he she his their there here how what why where who which whom whose`.split(
    /\s+/u,
  ),
);
const COPULA: Record<string, string> = {
  is: 'are',
  was: 'were',
  has: 'have',
  does: 'do',
  "isn't": "aren't",
  "wasn't": "weren't",
  "hasn't": "haven't",
  "doesn't": "don't",
};
/** Adverbs that may sit between the subject and its verb ("she also leads"). */
const ADVERB_RE = /^(?:\p{L}+ly|also|still|now|often|always|never|then|currently|regularly|usually)$/iu;

function matchCase(original: string, replacement: string): string {
  if (original === original.toUpperCase() && original.length > 1) return replacement.toUpperCase();
  if (original.charAt(0) === original.charAt(0).toUpperCase())
    return replacement.charAt(0).toUpperCase() + replacement.slice(1);
  return replacement;
}

function nextWord(text: string, from: number): { word: string; start: number } | null {
  const m = /^[ \t]+([\p{L}'’]+)/u.exec(text.slice(from, from + 60));
  if (!m || m[1] === undefined) return null;
  return { word: m[1], start: from + m[0].length - m[1].length };
}

const agreeing = new Map<string, string | null>();

/** The verb form that agrees with "they", or null when it already does (past tense, modal, …). */
function agreeingVerb(word: string): string | null {
  const lower = word.toLowerCase().replace(/’/gu, "'");
  const copula = COPULA[lower];
  if (copula !== undefined) return copula;
  if (!/s$/u.test(lower)) return null;
  const known = agreeing.get(lower);
  if (known !== undefined) return known;
  const form = probeInfinitive(lower);
  // Verbs are few; the cap only guards against a flood of odd words.
  if (agreeing.size < 5000) agreeing.set(lower, form);
  return form;
}

function probeInfinitive(lower: string): string | null {
  // Probed with a fixed subject, so "he leads" and "she leads" give the same answer.
  const probe = nlp(`she ${lower}`);
  const tags = probe.json()?.[0]?.terms?.[1]?.tags as string[] | undefined;
  if (!tags?.includes('PresentTense')) return null;
  const infinitive = probe.verbs().toInfinitive().text().trim();
  return /^[\p{L}]+$/u.test(infinitive) && infinitive !== lower ? infinitive : null;
}

/** The line that holds the offset. */
function lineAround(text: string, at: number): string {
  const start = text.lastIndexOf('\n', at - 1) + 1;
  const end = text.indexOf('\n', at);
  return text.slice(start, end === -1 ? text.length : end);
}

export function pronounSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (const m of text.matchAll(PRONOUN_RE)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    const word = m[1] ?? '';
    const lower = word.toLowerCase();
    // In capitals on a line written in lower case, or alone on its line, it is an acronym ("sistema HIS", a
    // skills column's "HIS"), no pronoun.
    const line = lineAround(text, start);
    if (word.length > 1 && word === word.toUpperCase() && (/\p{Ll}{2}/u.test(line) || line.trim() === word)) continue;
    const suffix = m[3]?.toLowerCase();
    const next = nextWord(text, end);
    const standsAlone = next === null || FUNCTION_WORDS.has(next.word.toLowerCase());
    let neutral: string;
    switch (lower) {
      case 'he':
      case 'she':
        neutral = suffix === 's' ? "they're" : suffix === 'd' ? "they'd" : suffix === 'll' ? "they'll" : 'they';
        break;
      case 'him':
        neutral = 'them';
        break;
      case 'her':
        neutral = standsAlone ? 'them' : 'their';
        break;
      case 'his':
        neutral = standsAlone ? 'theirs' : 'their';
        break;
      case 'hers':
        neutral = 'theirs';
        break;
      default:
        neutral = 'themself';
    }
    if (suffix !== undefined && lower !== 'he' && lower !== 'she') neutral += `${m[2] ?? "'"}${suffix}`;
    const replacement = matchCase(word, neutral).replace(/'/gu, m[2] ?? "'");
    spans.push({ start, end, kind: 'pronoun', replacement, priority: PRIORITY.pronoun });
    if ((lower === 'he' || lower === 'she') && suffix === undefined && next) {
      const verb = ADVERB_RE.test(next.word) ? nextWord(text, next.start + next.word.length) : next;
      const agreeing = verb ? agreeingVerb(verb.word) : null;
      if (verb && agreeing)
        spans.push({
          start: verb.start,
          end: verb.start + verb.word.length,
          kind: 'grammar',
          replacement: matchCase(verb.word, agreeing),
          priority: PRIORITY.pronoun,
        });
    }
  }
  return spans;
}
