// Reads requirement phrases out of a job description for the sandbox engine: bullets under a
// requirements heading, sentences with "must"/"required"/"experience with", and nice-to-haves.
import type { Importance } from '../types.js';
import { isStopWord, stem, words } from './terms.js';

interface RequirementPhrase {
  text: string;
  importance: Importance;
}

type Section = 'must' | 'nice' | 'other' | 'none';

const NICE_RE = /\b(nice[- ]to[- ]have|preferred|preferably|bonus|a plus|is a plus|desirable|ideally)\b/iu;
const MUST_RE =
  /\b(must|required|requirements?|mandatory|minimum|at least|essential|experience (with|in)|proficien(t|cy) (in|with)|you have)\b/iu;
const BULLET_RE = /^\s*(?:[-*•·‣◦]|\d+[.)])\s+/u;

function headingSection(line: string): Section | null {
  const t = line
    .trim()
    .replace(/[:#*]+/gu, ' ')
    .trim()
    .toLowerCase();
  if (t.length === 0 || t.length > 60 || BULLET_RE.test(line)) return null;
  if (/^(nice to have|nice-to-have|preferred|bonus|pluses|good to have|desirable)/u.test(t)) return 'nice';
  if (
    /^(requirements|qualifications|required|must have|must-have|what you (bring|need|have)|you have|who you are|minimum)/u.test(
      t,
    )
  )
    return 'must';
  if (
    /^(responsibilities|what you('ll| will) do|about|benefits|perks|what we offer|the role|why|how to apply|our)/u.test(
      t,
    )
  )
    return 'other';
  return null;
}

function cleanPhrase(text: string): string {
  return text
    .replace(BULLET_RE, '')
    .replace(/\s+/gu, ' ')
    .replace(/[;,.:]+$/u, '')
    .trim();
}

export function extractRequirements(jobDescription: string, max = 10): RequirementPhrase[] {
  const out: RequirementPhrase[] = [];
  const seen = new Set<string>();
  const push = (raw: string, importance: Importance) => {
    const text = cleanPhrase(raw);
    if (text.length < 3 || text.length > 200 || words(text).length === 0) return;
    const key = text.toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ text, importance });
  };
  let section: Section = 'none';
  for (const line of jobDescription.split(/\r?\n/u)) {
    const heading = headingSection(line);
    if (heading) {
      section = heading;
      continue;
    }
    if (line.trim().length === 0) continue;
    if (BULLET_RE.test(line)) {
      if (NICE_RE.test(line) || section === 'nice') push(line, 'NICE_TO_HAVE');
      else if (section === 'must' || MUST_RE.test(line)) push(line, 'MUST_HAVE');
      continue;
    }
    for (const sentence of line.split(/(?<=[.!?])\s+/u)) {
      if (NICE_RE.test(sentence)) push(sentence, 'NICE_TO_HAVE');
      else if (MUST_RE.test(sentence)) push(sentence, 'MUST_HAVE');
    }
  }
  if (out.length === 0) return fallbackRequirements(jobDescription, Math.min(max, 5));
  // Must-haves first, each group in the order the job lists them.
  return [
    ...out.filter((p) => p.importance === 'MUST_HAVE'),
    ...out.filter((p) => p.importance === 'NICE_TO_HAVE'),
  ].slice(0, max);
}

/** A job with no recognisable requirement phrases: its most frequent content words become criteria. */
function fallbackRequirements(jobDescription: string, max: number): RequirementPhrase[] {
  const counts = new Map<string, { word: string; count: number; first: number }>();
  words(jobDescription).forEach((w, index) => {
    if (isStopWord(w) || w.length < 3 || /^\d+$/u.test(w)) return;
    const key = stem(w);
    const entry = counts.get(key);
    if (entry) entry.count++;
    else counts.set(key, { word: w, count: 1, first: index });
  });
  return [...counts.values()]
    .sort((a, b) => b.count - a.count || a.first - b.first)
    .slice(0, max)
    .map((e, i) => ({ text: `Experience with ${e.word}`, importance: i < 2 ? 'MUST_HAVE' : 'NICE_TO_HAVE' }));
}
