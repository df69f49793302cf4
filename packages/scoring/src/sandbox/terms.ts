// Key terms for the sandbox engine: normalised (NFKD, lower case), stop words removed, stemmed.
import { stemmer } from 'stemmer';

// Function words, plus words every requirement uses ("experience", "strong", "years") that say
// nothing about which skill is meant: matching them would make every criterion look half met.
const STOP_WORDS = new Set(
  `a about above after again against all also am an and any are as at be because been before being below between both but by
can could did do does doing down during each either etc few for from further had has have having he her here hers him his how
i if in into is it its itself just least less let like may me might more most must my no nor not of off on once only or other
our ours out over own per plus same she should so some such than that the their theirs them then there these they this those
through to too under until up upon us very via was we were what when where which while who whom why will with within without
would you your yours ability able across advanced background basic bonus candidate candidates comfortable demonstrated desired
deep excellent experience experienced expertise familiar familiarity good great hands ideally including knowledge least level
minimum must nice preferred proficiency proficient proven required requirement requirements role skill skills solid strong
understanding using work working year years`.split(/\s+/u),
);

/** Words of a text: NFKD-folded, lower case, letters/digits (keeping c++, c#, .net style tokens). */
export function words(text: string): string[] {
  const folded = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/gu, '')
    .toLowerCase();
  return folded.match(/[a-z0-9][a-z0-9+#]*/gu) ?? [];
}

export function stem(word: string): string {
  return /^[a-z]+$/u.test(word) ? stemmer(word) : word;
}

/** Distinct stemmed key terms of a text, in order of first appearance. */
export function keyTerms(text: string): string[] {
  const all = words(text);
  const keep = all.filter((w) => !STOP_WORDS.has(w) && (w.length > 1 || /\d|[+#]/u.test(w)));
  // A criterion made only of stop words ("Strong experience") still needs something to match.
  const chosen = keep.length > 0 ? keep : all;
  return [...new Set(chosen.map(stem))];
}

/** The resume's sentences: split on line breaks and sentence ends, bullets stripped. */
export function sentences(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?;])\s+/u)
    .map((s) =>
      s
        .replace(/^[\s\-*•·‣◦>#]+/u, '')
        .replace(/\s+/gu, ' ')
        .trim(),
    )
    .filter((s) => s.length > 0);
}

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}
