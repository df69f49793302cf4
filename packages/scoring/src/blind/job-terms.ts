// Terms the job itself uses (its description, role knowledge and criteria) are what the criteria
// are judged on: a resume's "Apache Cassandra", "PowerPoint" or "Santa Clara" is never redacted when
// the job names it, unless it is the candidate's own name (decided in redact.ts).
import { foldWord } from './fold.js';

export interface JobTexts {
  jobDescription?: string | null;
  roleKnowledge?: string | null;
  criteria?: readonly string[];
}

export interface JobVocabulary {
  /** Every word of the job's texts, folded (accents removed, lower case). */
  words: ReadonlySet<string>;
  /** The job's texts joined and folded, to find a multi-word value ("Santa Clara") as a whole. */
  folded: string;
}

const EMPTY_VOCABULARY: JobVocabulary = { words: new Set(), folded: '' };

const WORD_RE = /[\p{L}\p{N}][\p{L}\p{N}\p{M}+#.'’-]*[\p{L}\p{N}+#]|[\p{L}\p{N}]/gu;

/** Words as the vocabulary holds them ("C++", "Node.js" and "O'Neil" stay whole; a full stop does not). */
function wordsOf(text: string): string[] {
  return [...text.matchAll(WORD_RE)].map((m) => foldWord(m[0]));
}

export function jobVocabulary(texts: JobTexts | undefined): JobVocabulary {
  if (!texts) return EMPTY_VOCABULARY;
  const all = [texts.jobDescription ?? '', texts.roleKnowledge ?? '', ...(texts.criteria ?? [])].join('\n');
  if (all.trim().length === 0) return EMPTY_VOCABULARY;
  const words = wordsOf(all);
  // "Hopper-style" also gives "hopper", "Node.js" also "node": a resume may write the word alone.
  const parts = words.flatMap((w) => w.split(/[-'’.]+/u).filter((p) => p.length > 0));
  return { words: new Set([...words, ...parts]), folded: ` ${words.join(' ')} ` };
}

/** Whether the job uses this text: every word of it is one of the job's words. */
export function jobUses(vocabulary: JobVocabulary, value: string): boolean {
  if (vocabulary.words.size === 0) return false;
  const words = wordsOf(value);
  return words.length > 0 && words.every((w) => vocabulary.words.has(w));
}

/**
 * Where the resume repeats a phrase of the job (two or more words in a row, "Ruby on Rails", "Santa
 * Clara"): a candidate's name part inside it is the job's term, not the name.
 */
export function jobPhraseRanges(text: string, vocabulary: JobVocabulary): Array<{ start: number; end: number }> {
  if (vocabulary.words.size === 0) return [];
  const words = [...text.matchAll(WORD_RE)].map((m) => ({
    word: foldWord(m[0]),
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
  const out: Array<{ start: number; end: number }> = [];
  for (let i = 0; i < words.length; i++) {
    const first = words[i];
    if (!first || !vocabulary.words.has(first.word)) continue;
    let phrase = first.word;
    let last = i;
    for (let j = i + 1; j < words.length; j++) {
      const next = words[j];
      if (!next || !vocabulary.words.has(next.word) || /\n/u.test(text.slice(words[j - 1]?.end ?? 0, next.start)))
        break;
      const longer = `${phrase} ${next.word}`;
      if (!vocabulary.folded.includes(` ${longer} `)) break;
      phrase = longer;
      last = j;
    }
    const end = words[last];
    if (last > i && end) {
      out.push({ start: first.start, end: end.end });
      i = last;
    }
  }
  return out;
}
