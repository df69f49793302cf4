// Spans of names: the candidate's (found by candidate-name.ts or given by the application) wherever
// they occur, names after a gendered title, and personal sites named after the candidate. Other
// people: people.ts. Matching is accent- and case-blind on a folded copy of the text, so "JOSE
// RODRIGUEZ", "José Rodríguez" and "Rodríguez, J." are found alike.
import { foldAccents, spellOut } from './fold.js';
import {
  cleanName,
  GENDERED_TITLES,
  INITIAL_RE,
  isCaselessName,
  isNotNameWord,
  nameParts,
  PARTICLES,
} from './name-shape.js';
import { PRIORITY } from './patterns.js';
import { escapeRegExp, overlaps, PLACEHOLDERS, spansOf, WORD_BEFORE, type Span } from './spans.js';

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

/**
 * A name's edges: no letter or underscore beside it. A digit may touch it — a running header or footer glues
 * the page number to the name ("Wilkinson2/3", "Page 3Theodora"); names have no digits.
 */
const NAME_BEFORE = '(?<![\\p{L}_])';
const NAME_AFTER = '(?![\\p{L}_])';
/** An apostrophe in a name is any apostrophe, or none ("O'Brien", "O’Brien", "OBrien"). */
const anyApostrophe = (pattern: string) => pattern.replace(/['’ʼ]/gu, "['’ʼ]?");
/** A hyphen inside a name may be written as a space or left out ("Xiao-Ming", "Xiao Ming", "Xiaoming"). */
const anyHyphen = (pattern: string) => pattern.replace(/(?<=\p{L})-(?=\p{L})/gu, '[-‐ ]?');
/**
 * A letter written out or not: an umlaut as the vowel or with an "e" after it ("Müller", "Muller", "MUELLER"),
 * ß or "ss" as one or two s, and "ue"/"oe"/"ae" in a name written without its umlaut as the bare vowel too.
 */
const WRITTEN_OUT: Record<string, string> = {
  ä: '(?:a|ae)',
  ö: '(?:o|oe)',
  ü: '(?:u|ue)',
  ø: '(?:o|oe)',
  å: '(?:a|aa)',
  æ: '(?:a|ae)',
  ß: 's{1,2}',
};
function anySpelling(token: string): string {
  let out = '';
  for (const c of token.normalize('NFC')) out += WRITTEN_OUT[c.toLowerCase()] ?? escapeRegExp(foldAccents(c));
  return out.replace(/(?<=[aouAOU])e(?![?)|])/gu, 'e?').replace(/(?<![{(|])ss(?![{|)])/giu, 's{1,2}');
}
const folded = (token: string) => anyHyphen(anyApostrophe(anySpelling(token)));
/** "H A L V A R D   L I N D Q V I S T": a name's letters spaced out (a designed header or footer). */
const spacedForm = (tokens: readonly string[]) =>
  tokens
    .map((t) =>
      [...foldAccents(t).replace(/['’ʼ.]/gu, '')]
        // A hyphen spaced out or not ("S E O - Y E O N", "S E O -Y E O N").
        .map((c) => (c === '-' ? '[ ]?-?' : escapeRegExp(c)))
        .join('[ ]')
        .replace(/\[ \]\[ \]\?-\?\[ \]/gu, '[ ]?-?[ ]?'),
    )
    .join('[ ]{1,6}');
const SPACE = String.raw`[\s\u00a0]+`;
const isCjk = (name: string) =>
  /^[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}\s]+$/u.test(name);

/** Letters only Vietnamese writes (its tones on its vowels, ă, ơ, ư, đ). */
const VIETNAMESE_LETTER_RE = /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/iu;
/** A word as compared across case, spacing and hyphens. */
const bareWord = (w: string) =>
  w
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s'’ʼ-]/gu, '');
/** The line a position is on. */
function lineAround(text: string, at: number): string {
  const end = text.indexOf('\n', at);
  return text.slice(text.lastIndexOf('\n', at - 1) + 1, end === -1 ? text.length : end);
}

/** Whole-name forms: as written (any case, over a line break), "Last, First", "First Last", "Last First", and author-list forms. */
function wholeNameForms(name: string): string[] {
  const tokens = name.split(/\s+/u).filter((t) => t.length > 0);
  const parts = nameParts(name);
  const forms = new Set([tokens.map(folded).join(SPACE)]);
  if (tokens.length >= 2 && tokens.every((t) => t.length >= 2)) forms.add(spacedForm(tokens));
  const first = parts[0];
  const last = parts[parts.length - 1];
  if (first && last && first !== last) {
    const [f, l] = [folded(first), folded(last)];
    const initial = escapeRegExp(foldAccents(first.charAt(0)));
    forms.add(`${f}${SPACE}${l}`);
    forms.add(`${l},?${SPACE}${f}`);
    // "Roe, J.", "Roe J", "J. Roe", "J. A. Roe": how an author list names the candidate.
    forms.add(`${l},?[ \\t]+${initial}\\.(?:[ \\t]*\\p{Lu}\\.)*`);
    forms.add(`${initial}\\.(?:[ \\t]*\\p{Lu}\\.)*[ \\t]*${l}`);
  }
  // Any two of a long name's parts in order ("Torres Vidal", "Ana Torres" of "Ana Lucía Torres Vidal").
  if (parts.length >= 3)
    for (let i = 0; i < parts.length; i++)
      for (let j = i + 1; j < parts.length; j++)
        forms.add(`${folded(parts[i] ?? '')}${SPACE}${folded(parts[j] ?? '')}`);
  return [...forms];
}

interface CandidateNames {
  /** Stated or confirmed: removed wherever they occur, their parts too. */
  confirmed: readonly string[];
  /** A header line alone vouches for them: the whole name where it recurs, never a part alone. */
  tentative?: readonly string[];
  /** Words the e-mail spells (folded): a heading word among the name's parts counts then. */
  spelled?: readonly string[];
}

/** Spans of the candidate's names; parts alone yield to the protected ranges (employers, places, skills). */
export function knownNameSpans(
  text: string,
  names: CandidateNames,
  protectedRanges: ReadonlyArray<{ start: number; end: number }>,
): Span[] {
  const spans: Span[] = [];
  const foldedText = foldAccents(text);
  const all = [...names.confirmed, ...(names.tentative ?? [])];
  for (const name of all) {
    if (isCaselessName(name)) {
      // No word boundaries in CJK or Thai text: the name itself, wherever it is, with or without the space.
      // CJK names written with a space between every character too ("山 下 美 咲"), as forms print them.
      const chars = isCjk(name) ? [...name.replace(/\s+/gu, '')] : name.split(/\s+/u);
      const forms = [chars.map(escapeRegExp).join('\\s?')];
      // A CJK name of two words in the other order too ("千尋 森永" and "森永 千尋": given name first in a header).
      const words = name.split(/\s+/u);
      if (isCjk(name) && words.length === 2) forms.push([...`${words[1]}${words[0]}`].map(escapeRegExp).join('\\s?'));
      const re = new RegExp(forms.join('|'), 'gu');
      spans.push(...spansOf(foldedText, re, 'name', PLACEHOLDERS.name, PRIORITY.fullName));
      continue;
    }
    // One expression for every form: one scan of the text per name. A name of one word (a short form, "Sri" of
    // Srinivasa) is no stronger than a part: inside an organisation's or a place's name it stays.
    const re = new RegExp(`${NAME_BEFORE}(?:${wholeNameForms(name).join('|')})${NAME_AFTER}`, 'giu');
    const oneWord = !/[\s-]/u.test(name.trim());
    // Inside a protected run of capitalised words ("Sri Jayachamarajendra College"), not a sentence ("Annie có …").
    const inCapitalisedRun = (s: Span) =>
      /\p{Lu}[\p{L}\p{M}.'’-]*[ \t]+$/u.test(text.slice(Math.max(0, s.start - 40), s.start)) ||
      /^[ \t]+\p{Lu}/u.test(text.slice(s.end, s.end + 3));
    spans.push(
      ...spansOf(foldedText, re, 'name', PLACEHOLDERS.name, PRIORITY.fullName).filter(
        (s) => !oneWord || !overlaps(s, protectedRanges) || !inCapitalisedRun(s),
      ),
    );
  }
  for (const name of names.confirmed) {
    if (isCaselessName(name)) {
      // Each part of a name in a script without capitals ("ชัยวัฒน์" of "ศิริพร ชัยวัฒน์"), long enough to be no
      // syllable of another word; CJK names are matched whole only (a one-character surname is in many words).
      if (!isCjk(name))
        for (const part of name.split(/\s+/u).filter((p) => p.length >= 4))
          spans.push(
            ...spansOf(foldedText, new RegExp(escapeRegExp(part), 'gu'), 'name', PLACEHOLDERS.name, PRIORITY.name),
          );
      continue;
    }
    for (const part of nameParts(name, new Set(names.spelled ?? []))) {
      // A heading word in a confirmed name ("GRANT") is there only because the e-mail spelled it.
      if (PARTICLES.has(part.toLowerCase()) || INITIAL_RE.test(part)) continue;
      // A part of two letters that is a common word ("IN" of "NAMKOONG DA IN") is found only with the rest of the name
      // ("In 2019, …" stays).
      if (part.length <= 2 && isNotNameWord(part)) continue;
      // Case-sensitive: "Will" the name, not "will" the verb. As written, capitalised, and in capitals.
      const f = foldAccents(part);
      // Each half of a double name capitalised ("Adeyemi-Bakare" from "ADEYEMI-BAKARE").
      const titled = f.toLowerCase().replace(/(?<![\p{L}'’])\p{L}/gu, (c) => c.toUpperCase());
      const out = foldAccents(spellOut(part));
      const cased = [f, titled, f.charAt(0).toUpperCase() + f.slice(1), f.toUpperCase()];
      // Umlauts and ß written out ("WEISSMUELLER", "Weissmueller" for Weißmüller).
      if (out !== f) cased.push(out, out.charAt(0).toUpperCase() + out.slice(1).toLowerCase(), out.toUpperCase());
      // A hyphenated part written without its hyphen too ("Xiaoming", "XIAOMING" for "Xiao-Ming").
      const written = [
        ...new Set([...cased, ...cased.filter((w) => w.includes('-')).map((w) => w.replace(/-/gu, ''))]),
      ];
      const forms = written.map((w) => anyApostrophe(escapeRegExp(w)));
      // Letter-spaced in capitals ("L I N D Q V I S T"), when the part is long enough not to be a word's letters.
      if (f.length >= 4) forms.push(spacedForm([f.toUpperCase()]));
      const re = new RegExp(`${NAME_BEFORE}(?:${forms.join('|')})${NAME_AFTER}`, 'gu');
      // A word written with other marks is another word ("NHÂN" of a heading is no "Nhàn", "Hộ" no "Hồ"); one
      // written without any is the name in plain letters, unless its line is written with Vietnamese tones (then
      // "TIN" of "THÔNG TIN" is the word, not "Tín" of "Hồ Quang Tín").
      const marked = f !== part;
      const vietnamese = VIETNAMESE_LETTER_RE.test(name);
      const sameMarks = (s: Span) => {
        const w = text.slice(s.start, s.end);
        if (!marked || bareWord(w) === bareWord(part)) return true;
        if (foldAccents(w) !== w) return false;
        return !vietnamese || !VIETNAMESE_LETTER_RE.test(lineAround(text, s.start));
      };
      const keep = (s: Span) => !overlaps(s, protectedRanges) && sameMarks(s);
      spans.push(...spansOf(foldedText, re, 'name', PLACEHOLDERS.name, PRIORITY.name).filter(keep));
      // Glued by the document to the word before it ("ResumeOkonkwo") or after it ("OkonkwoProcurement"):
      // a change from lower to upper case is a word's edge. Long parts only, capitalised as a name is.
      if (f.length >= 4) {
        const capitalised = written.filter((w) => /^\p{Lu}/u.test(w)).map((w) => anyApostrophe(escapeRegExp(w)));
        const glued = new RegExp(
          `(?<=\\p{Ll})(?:${capitalised.join('|')})(?![\\p{Ll}])|${WORD_BEFORE}(?:${capitalised.join('|')})(?=\\p{Lu}\\p{Ll})`,
          'gu',
        );
        for (const s of spansOf(foldedText, glued, 'name', PLACEHOLDERS.name, PRIORITY.name).filter(keep)) {
          if (/\p{L}/u.test(text.charAt(s.end))) s.replacement = `${PLACEHOLDERS.name} `;
          spans.push(s);
        }
        // In capitals, glued to a heading in capitals ("OSEI-BONSURESUME", "CVKWAME"): the rest is a heading word.
        const upper = anyApostrophe(escapeRegExp(f.toUpperCase()));
        const caps = new RegExp(
          `(?<![\\p{L}\\p{N}])(?:(${upper})(\\p{Lu}{2,})|(\\p{Lu}{2,})(${upper}))(?![\\p{L}\\p{N}])`,
          'gdu',
        );
        for (const m of foldedText.matchAll(caps)) {
          const [heading, at] = m[2] ? [m[2], m.indices?.[1]] : [m[3] ?? '', m.indices?.[4]];
          if (!at || !isNotNameWord(heading)) continue;
          const span: Span = {
            start: at[0],
            end: at[1],
            kind: 'name',
            replacement: PLACEHOLDERS.name,
            priority: PRIORITY.name,
          };
          if (m[2]) span.replacement = `${PLACEHOLDERS.name} `;
          if (keep(span)) spans.push(span);
        }
      }
    }
  }
  for (const s of spans) s.candidate = true;
  return [...spans, ...spans.flatMap((s) => initialsBeside(text, s))];
}

/**
 * Initials written before or after the name are part of it: "A. González S.", "Meyer L,", "Roe, J. A.".
 * Spans of their own (from the first capital), so that two names' initials never cost either its span.
 */
const INITIALS_BEFORE_RE = /(?<![\p{L}\p{N}])(?:\p{Lu}\.[ \t]*){1,3}$/u;
// Not a credential that begins like one ("Idris Vanderkamp, P.Eng.").
const INITIALS_AFTER_RE = /^(?:,?[ \t]+\p{Lu}\.(?:[ \t]*\p{Lu}\.)*)+(?![\p{L}])|^[ \t]+\p{Lu}{1,2}(?=[,;)]|[ \t]*$)/mu;
function initialsBeside(text: string, span: Span): Span[] {
  const out: Span[] = [];
  const initials = (start: number, end: number) => {
    const value = text.slice(start, end);
    const lead = value.search(/\p{Lu}/u);
    const trimmed = value.trimEnd();
    if (lead !== -1) out.push({ ...span, start: start + lead, end: start + trimmed.length });
  };
  const before = INITIALS_BEFORE_RE.exec(text.slice(Math.max(0, span.start - 12), span.start));
  if (before) initials(span.start - before[0].length, span.start);
  const after = INITIALS_AFTER_RE.exec(text.slice(span.end, span.end + 16));
  if (after) initials(span.end, span.end + after[0].length);
  return out;
}

export function recognisedNameSpans(text: string, spans: ReadonlyArray<{ start: number; end: number }>): Span[] {
  return spans.flatMap((s) => {
    const span: Span = {
      start: s.start,
      end: s.end,
      kind: 'name',
      replacement: /\p{L}/u.test(text.charAt(s.end)) ? `${PLACEHOLDERS.name} ` : PLACEHOLDERS.name,
      priority: PRIORITY.fullName,
      candidate: true,
    };
    return [span, ...initialsBeside(text, { ...span, replacement: PLACEHOLDERS.name })];
  });
}

/** Bare domains that carry the candidate's name ("janeroe.dev"): a personal site. */
export function namedDomainSpans(text: string, names: readonly string[]): Span[] {
  const parts = names
    .flatMap((n) => nameParts(n))
    .map((p) => foldAccents(p).toLowerCase())
    .filter((p) => p.length >= 3);
  if (parts.length === 0) return [];
  const re =
    /(?<![\p{L}\p{N}@.-])[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(?:[a-z]{2,13})(?:\/[^\s<>"'`)\]]*)?(?![\p{L}\p{N}])/gu;
  return spansOf(text, re, 'profile_link', PLACEHOLDERS.profile_link, PRIORITY.link).filter((s) => {
    const host = text.slice(s.start, s.end).toLowerCase();
    return parts.some((p) => host.includes(p));
  });
}

/**
 * A username or a path that spells the candidate's name in lower case ("in/ambrose-tillinghast", "~/ha-neul",
 * "@sølvi_tveit"): one token with "/", "~", "@" or "_" in it, holding a name part of four letters or more (or a
 * hyphenated one) written in lower case. An e-mail is the e-mail detector's.
 */
export function namedHandleSpans(text: string, names: readonly string[]): Span[] {
  return [
    ...slashedHandleSpans(text, names),
    ...hyphenatedHandleSpans(text, names),
    ...initialledHandleSpans(text, names),
  ];
}

/**
 * A lower-case token of words joined by hyphens, two of them words of the name ("siqi-wu-sz" for Siqi Wu), a username
 * printed without its service.
 */
function hyphenatedHandleSpans(text: string, names: readonly string[]): Span[] {
  const parts = new Set(
    names
      .flatMap((n) => nameParts(n))
      .map((p) => foldAccents(p).toLowerCase())
      .filter((p) => p.length >= 2),
  );
  if (parts.size === 0) return [];
  return spansOf(
    text,
    /(?<![\p{L}\p{N}@./-])[a-z0-9]+(?:-[a-z0-9]+){1,4}(?![\p{L}\p{N}@]|[./-][\p{L}\p{N}])/gu,
    'profile_link',
    PLACEHOLDERS.profile_link,
    PRIORITY.link,
  ).filter(
    (s) =>
      text
        .slice(s.start, s.end)
        .split('-')
        .filter((w) => parts.has(w)).length >= 2,
  );
}

/**
 * A lower-case username without its service that is a word of the name with one or two letters before or after it
 * ("oblackwelder" for Orrin Blackwelder), digits allowed at the end.
 */
function initialledHandleSpans(text: string, names: readonly string[]): Span[] {
  const parts = names
    .flatMap((n) => nameParts(n))
    .map((p) => foldAccents(p).toLowerCase())
    .filter((p) => p.length >= 5 && /^[a-z]+$/u.test(p));
  if (parts.length === 0) return [];
  return spansOf(
    text,
    /(?<![\p{L}\p{N}@./-])[a-z][a-z0-9]{4,30}(?![\p{L}\p{N}@]|[./-][\p{L}\p{N}])/gu,
    'profile_link',
    PLACEHOLDERS.profile_link,
    PRIORITY.link,
  ).filter((s) => {
    const token = text.slice(s.start, s.end).replace(/\d+$/u, '');
    return parts.some(
      (p) => token !== p && (new RegExp(`^[a-z]{1,2}${p}$|^${p}[a-z]{1,2}$`, 'u').test(token) || token === `${p}${p}`),
    );
  });
}

function slashedHandleSpans(text: string, names: readonly string[]): Span[] {
  const parts = names
    .flatMap((n) => nameParts(n))
    .map((p) => foldAccents(p).toLowerCase())
    .filter((p) => p.length >= 4 || p.includes('-'));
  if (parts.length === 0 || !/[/~@_]/u.test(text)) return [];
  // Any case: a file name printed in a footer ("Ingrid_Solheimsvik_CV.pdf") is one too.
  const re =
    /(?<![^\s([,;|•·])[\p{L}\p{N}_.~:/@-]*[/~@_][\p{L}\p{N}_.~:/@-]*[\p{L}\p{N}_](?=[.:]?(?:[\s)\],;|•·]|$))/gu;
  return spansOf(foldAccents(text), re, 'profile_link', PLACEHOLDERS.profile_link, PRIORITY.link)
    .filter((s) => {
      const token = foldAccents(text.slice(s.start, s.end)).toLowerCase();
      if (/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/u.test(token)) return false;
      return parts.some((p) =>
        new RegExp(`(?<![\\p{L}])${escapeRegExp(p)}(?![\\p{L}])|${escapeRegExp(p.replace(/-/gu, ''))}`, 'u').test(
          token,
        ),
      );
    })
    .map((s) =>
      /\.(?:pdf|docx?|odt|rtf|txt)$/iu.test(text.slice(s.start, s.end))
        ? { ...s, kind: 'name' as const, replacement: PLACEHOLDERS.name, priority: PRIORITY.fullName }
        : s,
    );
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
    // (Nor a firm named with a title: "Mr Price Group", "Mr Bricolage".)
    if (m.index === undefined || !nameAt || (m[1] ?? '').split(/\s+/u).some((w) => isNotNameWord(w))) continue;
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
