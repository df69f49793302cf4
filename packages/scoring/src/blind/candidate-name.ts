// The candidate's own name, from several signals: a "Name:" label (in several languages), the
// resume's header block (also a name glued to the title after it, a name over two lines, a CJK name
// beside its Latin transliteration), the e-mail's local part, the name's recurrence (a footer), and
// the tagger's given names. A name stated by a label or seen by two signals is "confirmed" and
// removed wherever it occurs, its parts too; a header line with nothing to confirm it is
// "tentative": that line's span and the whole name where it recurs, never its words alone.
import { foldAccents, foldWord, latinOf, spellOut } from './fold.js';
import { hypocorismsOf, WORD_FORMS } from './hypocorisms.js';
import { jobUses, type JobVocabulary } from './job-terms.js';
import {
  CJK_HEADINGS,
  cleanCaselessName,
  cjkNameAtStart,
  REFEREES_HEADINGS,
  cleanCjkName,
  cleanKanaName,
  cleanName,
  isCaselessName,
  isNotNameWord,
  nameParts,
  PARTICLES,
  TITLE_PREFIX_RE,
} from './name-shape.js';
import { isKnownPlace } from './places.js';
import { namesPersonNamedOrg, opensOrganisation, skillsListRanges } from './protected-ranges.js';
import { escapeRegExp } from './spans.js';
import { nlp } from './tagger.js';

interface NameFinding {
  confirmed: string[];
  tentative: string[];
  /** The exact places a name was recognised (the header span, a name glued to a title, on two lines). */
  spans: Array<{ start: number; end: number }>;
  /** The words of the e-mails' local parts (folded): a heading word they spell may be part of the name. */
  spelled: string[];
}

interface Candidate {
  name: string;
  spans: Array<{ start: number; end: number }>;
  line: number;
  score: number;
}

/** How far down a name is looked for: a sidebar read first (details, skills) can put it twenty lines down. */
const HEADER_LINES = 40;
const LABEL_RE =
  /(?:^|[|｜][ \t]*)[ \t]*(?:[-•*·▪►●◦–][ \t]*)?(?:full[ \t]+name|(?:korean|chinese|japanese|thai|vietnamese|arabic|hebrew|hindi|greek|russian|ukrainian|english|native|local|legal|birth|original|cyrillic|hangul|kanji|hanzi|katakana|latin|romani[sz]ed)[ \t]+name|name|candidate|kandidat(?:in)?|bewerber(?:in)?|candidat[oae]?|candidata|kandydat(?:ka)?|(?:first|last|given|family|preferred|middle)[ \t]+names?|surnames?|known[ \t]+as|nickname|vorname|nachname|familienname|rufname|pr[ée]noms?|nom[ \t]+de[ \t]+famille|nom[ \t]+d['’]usage|apellidos?|sobrenome|primeiro[ \t]+nome|cognome|nombres?(?:[ \t]+(?:completo|y[ \t]+apellidos))?|apellidos[ \t]+y[ \t]+nombres?|nom(?:[ \t]+complet)?|pr[ée]nom[ \t]+et[ \t]+nom|nome(?:[ \t]+completo)?|vor-?[ \t]+und[ \t]+(?:nach|zu)name|họ[ \t]+và[ \t]+tên|họ[ \t]+tên|姓名|名字|氏名|英文名字?|이름|영문[ \t]*이름|성명|작성자|지원자|서명|申请人|應徵者|应聘者|签名|簽名|署名)[ \t]*[:：][ \t]*([^\n|｜•·]+)/dgimu;
/** A heading before the name on the same line: "Curriculum Vitae — Jane Roe", "CV de Juan Pérez". */
const CV_PREFIX_RE =
  /^(?:curriculum[ \t]+vitae|curr[ií]culum|cv|r[ée]sum[ée]|resume|lebenslauf|hoja[ \t]+de[ \t]+vida|curr[ií]culo)[ \t]*(?:de|of|von|do|da|du|[-–—:|])?[ \t]*/iu;
const SEGMENT_SPLIT_RE = /[ \t]+[—–|•·][ \t]+|[ \t]+-[ \t]+|[|•·\t,;]|[ \t]{3,}/gu;

/** A job portal's status of the candidate, ending the name's line. */
const PORTAL_STATUS_RE =
  /[ \t]+(?:immediate joiner|actively (?:looking|seeking|searching)|open to (?:work|opportunities)|available immediately|serving notice(?: period)?|not looking|currently employed|open for opportunities)[ \t]*$/iu;

function lines(text: string): Array<{ text: string; start: number }> {
  const out: Array<{ text: string; start: number }> = [];
  let at = 0;
  while (at <= text.length && out.length < HEADER_LINES) {
    const end = text.indexOf('\n', at);
    const stop = end === -1 ? text.length : end;
    // An icon before the text (an icon font's private-use glyph, an emoji) is no part of the line; a bullet is.
    // A job portal's status after the name ("… Gudivada Immediate joiner", "… Buenaventura Actively looking") is none
    // of it.
    const raw = text
      .slice(at, stop)
      .replace(/^[ \t]*(?:[\p{Co}\u{1F300}-\u{1FAFF}\u{2600}-\u{27BF}][\uFE0F\u200D]?[ \t]*)+/u, (icons) =>
        ' '.repeat(icons.length),
      )
      .replace(PORTAL_STATUS_RE, (status) => ' '.repeat(status.length));
    const lead = raw.length - raw.trimStart().length;
    if (raw.trim().length > 0) out.push({ text: raw.trim(), start: at + lead });
    if (end === -1) break;
    at = end + 1;
  }
  return out;
}

function segments(line: { text: string; start: number }): Array<{ text: string; start: number }> {
  const out: Array<{ text: string; start: number }> = [];
  let at = 0;
  for (const m of line.text.matchAll(SEGMENT_SPLIT_RE)) {
    out.push({ text: line.text.slice(at, m.index), start: line.start + at });
    at = (m.index ?? 0) + m[0].length;
  }
  out.push({ text: line.text.slice(at), start: line.start + at });
  return out
    .map((s) => {
      const lead = s.text.length - s.text.trimStart().length;
      return { text: s.text.trim(), start: s.start + lead };
    })
    .filter((s) => s.text.length > 0);
}

const GENERIC_MAILBOX_RE =
  /^(?:hello|hi|hey|info|contact|mail|me|jobs|work|cv|resume|career|careers|inbox|bonjour|salut|hallo|hola|ola|ciao|kontakt|contacto|contato|correo|studio|design)$/u;
const FREE_MAIL_RE =
  /^(?:gmail|googlemail|yahoo|hotmail|outlook|live|icloud|proton|protonmail|gmx|web|mail|aol|yandex|qq|163|126|naver|daum|kakao|fastmail|zoho)$/u;

/** A heading of a section of referees: the e-mails under it are the referees'. */
const REFEREES_HEADING_RE = new RegExp(String.raw`^[ \t]*(?:${REFEREES_HEADINGS})[ \t]*:?[ \t]*$`, 'imu');

/** The words of e-mail local parts ("jane.roe87" → ["jane", "roe"]), and each local part compacted ("janeroe"). */
function emailWords(text: string): Array<{ words: string[]; compact: string }> {
  const out: Array<{ words: string[]; compact: string }> = [];
  const folded = foldAccents(text);
  if (!text.includes('@')) return [...out, ...profileSlugWords(text, folded), ...ownDomainWords(text)];
  // From the start of a word only: a long run of letters without "@" is then read once, not once per letter.
  // (OCR may set the "@" apart: "seyi.adeyemobankole @ gmail.com".)
  // The domain may be wrapped onto the next line by a narrow column ("…@example." / "ng", "…@yaho" / "o.co.ke"):
  // its local part is read.
  // A referee's e-mail spells the referee: none after a referees' heading counts.
  const referees = REFEREES_HEADING_RE.exec(text)?.index ?? Infinity;
  for (const m of text.matchAll(
    /(?<![\p{L}\p{N}._%+-])([\p{L}\p{N}._%+-]+) ?@ ?[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}.-]*|(?=[ \t]*\n[ \t]*[\p{Ll}\p{N}-]*\.))/gu,
  )) {
    if ((m.index ?? 0) > referees && out.length > 0) break;
    const all = foldWord(m[1] ?? '')
      .split(/[._%+\-\d]+/u)
      .filter((w) => w.length >= 2);
    // A generic mailbox on a personal domain ("hello@kaarelpoldmaa.dev"): the domain's name spells the person.
    const domain = /@([\p{L}\p{N}-]+)\./u.exec(m[0])?.[1] ?? '';
    // A word of the address that the text writes in lower case among its words is a common word, the candidate's
    // trade or a tag ("physio" of "dimi.kh.physio@…" beside "the primary-contact physio service"), no name's.
    const words = all.filter((w) => w.length < 3 || PARTICLES.has(w) || !writtenInLowerCase(folded, w));
    if (GENERIC_MAILBOX_RE.test(all.join('.')) && domain.length >= 6 && !FREE_MAIL_RE.test(domain))
      out.push({ words: [], compact: foldWord(domain).replace(/[^a-z]/gu, '') });
    else if (words.length > 0) out.push({ words, compact: words.join('') });
    if (out.length >= 3) break;
  }
  return [...out, ...profileSlugWords(text, folded), ...ownDomainWords(text)];
}

/**
 * A personal site printed alone on a line of the first ones, as a contact item ("mthembu.dev", "⊕ benshoshan.io"):
 * its name spells the candidate as an e-mail does (a sidebar's "sbu@mthembu.dev" for SIBUSISO … MTHEMBU).
 */
function ownDomainWords(text: string): Array<{ words: string[]; compact: string }> {
  const head = text.slice(0, 3000).split('\n').slice(0, 30);
  for (const line of head) {
    const m =
      /^[ \t]*(?:[\p{So}\p{Co}][\uFE0F]?[ \t]*)?(?:https?:\/\/)?(?:www\.)?([a-z][a-z0-9-]{3,30})\.[a-z]{2,6}\/?[ \t]*$/u.exec(
        line,
      );
    if (!m?.[1] || FREE_MAIL_RE.test(m[1])) continue;
    const words = m[1].split(/[-\d]+/u).filter((w) => w.length >= 3);
    if (words.length > 0) return [{ words, compact: words.join('') }];
  }
  return [];
}

/**
 * A LinkedIn profile's address spells its owner as an e-mail does ("linkedin.com/in/anand-venkataraghavan", printed
 * short as "in/anand-venkataraghavan", or wrapped by a narrow column after "in/an"): its words, read like a local
 * part's. Before a referees' heading only, the first one.
 */
function profileSlugWords(text: string, folded: string): Array<{ words: string[]; compact: string }> {
  const referees = REFEREES_HEADING_RE.exec(text)?.index ?? Infinity;
  const m = /(?<![\p{L}\p{N}_-])in\/([a-z0-9][a-z0-9_-]*)(?:[ \t]*\n[ \t]*([a-z0-9_-]+)(?=[ \t]*(?:\n|$|\()))?/mu.exec(
    folded,
  );
  if (!m || m.index > referees) return [];
  // A word after the first that the text writes as an acronym, three times or more, is a skill or a credential the
  // candidate added ("prasanna-gudivada-sap" beside "SAP FICO", "SAP FI, SAP CO").
  const acronym = (w: string) =>
    [...folded.matchAll(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(w.toUpperCase())}(?![\\p{L}\\p{N}])`, 'gu'))]
      .length >= 3;
  const words = foldWord(`${m[1] ?? ''}${m[2] ?? ''}`)
    .split(/[_\-\d]+/u)
    .filter(
      (w, i) => w.length >= 2 && (PARTICLES.has(w) || !writtenInLowerCase(folded, w)) && (i === 0 || !acronym(w)),
    );
  // Its words are set apart by hyphens: none is looked for inside the others run together ("bros" in "ambrose…").
  return words.length > 0 ? [{ words, compact: '' }] : [];
}

/**
 * Whether the text writes a word in lower case as a word of its prose: after a space or a line's start, before a
 * space or punctuation, not inside an address, a handle or a path, on a line of five words or more (a name set in
 * lower case, "ingrid marie solheim", is a short line of its own).
 */
function writtenInLowerCase(folded: string, word: string): boolean {
  const re = new RegExp(String.raw`(?<=^|[ \t(])${escapeRegExp(word)}(?=[ \t,;:)]|[.!?](?:\s|$)|$)`, 'gmu');
  for (const m of folded.matchAll(re)) {
    const start = folded.lastIndexOf('\n', m.index) + 1;
    const end = folded.indexOf('\n', m.index);
    if (
      folded
        .slice(start, end === -1 ? folded.length : end)
        .trim()
        .split(/\s+/u).length >= 5
    )
      return true;
  }
  return false;
}

/** Every word of the e-mails' local parts (folded). */
function emailWordSet(emails: ReturnType<typeof emailWords>): Set<string> {
  return new Set(emails.flatMap((e) => e.words));
}

/** The words of the e-mails' personal domains ("chappuis-rossier" of "aurelien@chappuis-rossier.ch"), folded. */
function personalDomainWords(text: string): Set<string> {
  const out = new Set<string>();
  if (!text.includes('@')) return out;
  for (const m of text.matchAll(/@([\p{L}\p{N}-]+)\.[\p{L}]{2,}(?![\p{L}\p{N}-])/gu)) {
    const domain = m[1] ?? '';
    if (FREE_MAIL_RE.test(domain)) continue;
    for (const w of foldWord(domain).split(/[-\d]+/u)) if (w.length >= 2) out.add(w);
  }
  return out;
}

function matchesEmail(name: string, emails: ReturnType<typeof emailWords>): boolean {
  // An umlaut or ß may be written out in an address ("juergen.weissmueller@" for Jürgen Weißmüller), a name in
  // Cyrillic written in Latin letters ("d.volkov@" for Волков).
  const spelled = spellOut(name);
  const latin = /[\p{Script=Cyrillic}\p{Script=Greek}]/u.test(name) ? latinOf(name) : name;
  return (
    matchesEmailAs(name, emails) ||
    (spelled !== name && matchesEmailAs(spelled, emails)) ||
    (latin !== name && matchesEmailAs(latin, emails))
  );
}

function matchesEmailAs(name: string, emails: ReturnType<typeof emailWords>): boolean {
  // (An apostrophe is no letter of an address: "O’Shaughnessy" is "oshaughnessy".)
  const tokens = name
    .split(/[\s-]+/u)
    .map((t) => foldWord(t).replace(/['’ʼ]/gu, ''))
    .filter((t) => t.length >= 2 && !t.endsWith('.'));
  const first = tokens[0] ?? '';
  const last = tokens[tokens.length - 1] ?? '';
  // Initials of consecutive words ("ac" for Adeyemi-Clarke, "kwy" for Kwok Wing-yan).
  const initials = new Set<string>();
  for (let i = 0; i < tokens.length; i++)
    for (let j = i + 2; j <= tokens.length; j++)
      initials.add(
        tokens
          .slice(i, j)
          .map((t) => t.charAt(0))
          .join(''),
      );
  return emails.some(({ words, compact }) => {
    if (tokens.some((t) => t.length >= 3 && (words.includes(t) || (t.length >= 4 && compact.includes(t))))) return true;
    // A short form of a word ("seun" for Oluwaseun, "alex" for Alexandra).
    if (words.some((w) => w.length >= 4 && tokens.some((t) => t.startsWith(w) || t.endsWith(w)))) return true;
    // A pet form on the first four letters ("lachie" for Lachlan, "jonno" for Jonathan, "bazza" is not).
    if (
      words.some(
        (w) =>
          /^\p{L}{4}\p{L}?(?:ie|y|o|a|i)$/u.test(w) &&
          tokens.some((t) => t.length > w.length - 1 && t.slice(0, 4) === w.slice(0, 4)),
      )
    )
      return true;
    if (words.some((w) => initials.has(w) && w.length >= 3)) return true;
    // A pet form of the given name that does not begin like it ("pippa.oh@" for Philippa Ormerod-Haigh).
    if (words.some((w) => w.length >= 3 && hypocorismsOf(first).includes(w))) return true;
    // One word of the name, then the initials of some of the words after it ("luubn" for Lưu Thị Bích Ngọc), or
    // the initials before it ("bnluu").
    const initialsOf = (rest: string, after: readonly string[]) => {
      let k = 0;
      for (const t of after) if (k < rest.length && t.charAt(0) === rest.charAt(k)) k++;
      return rest.length > 0 && k === rest.length;
    };
    if (
      words.some(
        (w) =>
          w.length >= 4 &&
          tokens.some(
            (t, i) =>
              t.length >= 2 &&
              ((w.startsWith(t) && initialsOf(w.slice(t.length), tokens.slice(i + 1))) ||
                (w.endsWith(t) && initialsOf(w.slice(0, -t.length), tokens.slice(0, i)))),
          ),
      )
    )
      return true;
    // A Chinese or Korean surname of two letters that the address spells as a word of its own ("qu.yanling@" for
    // Celeste Qu).
    if (tokens.length >= 2 && last.length === 2 && words.includes(last)) return true;
    return tokens.length >= 2 && (compact === `${first.charAt(0)}${last}` || compact === `${first}${last.charAt(0)}`);
  });
}

/** Whether an e-mail word is the initials of the name's last two to four words ("nf" for "… Nascimento Ferreira"). */
function endsInEmailInitials(name: string, emails: ReturnType<typeof emailWords>): boolean {
  const initials = name
    .split(/[\s-]+/u)
    .map(foldWord)
    .filter((t) => t.length >= 2)
    .map((t) => t.charAt(0))
    .join('');
  return emails.some(({ words }) =>
    words.some((w) => w.length >= 2 && w.length <= 4 && w.length < initials.length && initials.endsWith(w)),
  );
}

/** The tagger's reading of a name on its own: a known given name confirms it; only places and organisations reject it. */
function taggerReading(name: string): 'given' | 'place' | 'unknown' {
  const titled = name
    .split(/\s+/u)
    .map((t) => t.charAt(0) + t.slice(1).toLowerCase())
    .join(' ');
  const terms = (nlp(titled).json() as Array<{ terms?: Array<{ tags: string[] }> }>).flatMap((s) => s.terms ?? []);
  if (terms.some((t) => t.tags.includes('FirstName'))) return 'given';
  if (terms.length > 0 && terms.every((t) => t.tags.includes('Place') || t.tags.includes('Organization')))
    return 'place';
  return 'unknown';
}

/** "Jane DoeSolutions Architect": the name and the title glued where a line break was lost. */
function gluedName(segment: { text: string; start: number }): Candidate | null {
  // Glued to a degree ("Vaishnavi RaghunathanB.E. (ECE) fresher", "…SelvarajB.Tech.").
  const degree = /^((?:\S+[ \t]+){1,4}?\S*?\p{Ll})\p{Lu}\p{Ll}?\.[ ]?\p{Lu}\p{L}{0,4}\.?(?=[ \t(,]|$)/u.exec(
    segment.text,
  );
  const degreeName = degree?.[1] ? cleanName(degree[1]) : null;
  if (degree?.[1] && degreeName)
    return {
      name: degreeName,
      spans: [{ start: segment.start, end: segment.start + degree[1].length }],
      line: 0,
      score: 1,
    };
  // Glued to an acronym in capitals, a degree or a badge ("Ishaan MukherjeeMBA (Finance)"): a name's last word ends
  // in three lower-case letters ("Mc", "Mac" and "De" before capitals are prefixes).
  const acronym = /^((?:\S+[ \t]+){1,4}?\S*?\p{Lu}\p{Ll}*\p{Ll}{3})\p{Lu}{2,6}(?=[ \t(,|]|$)/u.exec(segment.text);
  const acronymName = acronym?.[1] ? cleanName(acronym[1]) : null;
  if (acronym?.[1] && acronymName)
    return {
      name: acronymName,
      spans: [{ start: segment.start, end: segment.start + acronym[1].length }],
      line: 0,
      score: 1,
    };
  const m = /^((?:\S+[ \t]+){1,5}?\S*?[\p{L}\p{M}])(\p{Lu}[\p{Ll}\p{M}]+)(?:[ \t]+\S+)*$/u.exec(segment.text);
  if (!m || m[1] === undefined || m[2] === undefined) return null;
  const name = cleanName(m[1]);
  // The glued word is a title ("DoeSolutions Architect"), or the name's last word is long enough not to be
  // a prefix such as "Mc" or "De" ("KulkarniFeatured Resume": a job portal's badge); a word of three letters
  // ends a name of three words or more ("Lữ Thị Quỳnh AnhKế toán": Vietnamese given names are short).
  const lastWord = /[\p{L}\p{M}]+$/u.exec(m[1])?.[0] ?? '';
  // (Not a prefix of a family name written in one word with a capital inside it: "Callum Angus MacGillivray".)
  const short =
    lastWord.normalize('NFC').length === 3 &&
    m[1].trim().split(/\s+/u).length >= 3 &&
    !/^(?:Mac|Fitz|Van|Von|Del|Dal|Des|Della)$/u.test(lastWord);
  if (!name || (!isNotNameWord(m[2]) && lastWord.normalize('NFC').length < 4 && !short)) return null;
  return { name, spans: [{ start: segment.start, end: segment.start + m[1].length }], line: 0, score: 1 };
}

/**
 * "AurélienChappuis-Rossier": given and family name run together with no space between them (a design sets them in
 * two fonts side by side), when the e-mail or its domain spells both halves. "JavaScript", "McDonald" or "LaToya"
 * have no such e-mail behind them.
 */
function runTogether(
  segment: { text: string; start: number },
  emails: ReturnType<typeof emailWords>,
  domains: ReadonlySet<string>,
): Candidate | null {
  const word = String.raw`\p{Lu}[\p{Ll}\p{M}'’]+`;
  // (The family name may be words of its own after a particle: "GwenaëlleLe Floc'h".)
  // (The given names may be two or three words: "Dayana ElizabethChiriboga".)
  const m = new RegExp(`^((?:${word}[ \t]+){0,2}${word}(?:-${word})?)(${word}(?:(?:-|[ \t]+)${word}){0,2})$`, 'u').exec(
    segment.text.trim(),
  );
  if (!m?.[1] || !m[2]) return null;
  const name = cleanName(`${m[1]} ${m[2]}`);
  // One half spelled by a local part; the other by it too, or by the personal domain after it ("aurelien@chappuis-
  // rossier.ch").
  const spelled = (half: string) =>
    matchesEmail(half, emails) || half.split('-').every((w) => domains.has(foldWord(w)));
  if (!name || !(matchesEmail(m[1], emails) || matchesEmail(m[2], emails)) || !spelled(m[1]) || !spelled(m[2]))
    return null;
  const start = segment.start + segment.text.indexOf(m[0]);
  return { name, spans: [{ start, end: start + m[0].length }], line: 0, score: 2 };
}

/**
 * "Carlos Ruiz Peña Featured Resume", "Jane Roe Senior Data Engineer": a name followed on its line by a
 * heading or title word (a badge or a headline the layout set beside it). The name is the words before it.
 */
const ORGANISATION_WORD_RE =
  /^(?:University|College|Institute|School|Academy|Hospital|Clinic|Bank|Group|Foundation|Corporation|Company|Holdings|Industries|Laboratories|Labs?|Polytechnic|Centre|Center|Museum|Library)$/u;
function namePrefix(segment: { text: string; start: number }): Candidate | null {
  const tokens = segment.text.split(/[ \t]+/u);
  // A capitalised heading or title word ("Featured", "Senior"), not a function word ("and", "of").
  // Or a contact item after it on the line ("Jeroen van der Linden 06-41 28 73 90 ☎"): a number, a symbol, an e-mail.
  // Or the next cell's label run onto the line ("Muhammad Zohaib Qaisrani Mobile: 0300-…").
  const cut = tokens.findIndex(
    (t) => (/^\p{Lu}/u.test(t) && isNotNameWord(t)) || /[\p{N}\p{So}@+]/u.test(t) || /^\p{L}{2,}[:：]$/u.test(t),
  );
  if (/^(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof)\.?$/u.test(tokens[0] ?? '')) return null;
  if (cut < 2 || cut > 4) return null;
  // A word after it makes an organisation of it ("Far Eastern University", "Western Visayas Medical Center").
  if (tokens.slice(cut, cut + 3).some((t) => ORGANISATION_WORD_RE.test(t))) return null;
  // An acronym before a capitalised word, then a title word, is a job's title ("HVAC Maintenance Engineer", "SAP
  // Basis Consultant"); a name in capitals is all capitals ("JEAN DUPONT") or ends in them ("Jean DUPONT").
  const head = tokens.slice(0, cut).join(' ');
  // (Not a portal's avatar, the name's initials before it: "VT Vaidehi Thirunavukkarasu Open to work".)
  const initials = tokens
    .slice(1, cut)
    .map((t) => t.charAt(0))
    .join('');
  if (
    /^\p{Lu}{2,5}$/u.test(tokens[0] ?? '') &&
    tokens[0] !== initials &&
    tokens.slice(1, cut).every((t) => /^\p{Lu}\p{Ll}/u.test(t))
  )
    return null;
  const name = cleanName(head);
  if (!name) return null;
  const end = segment.text.indexOf(tokens[cut - 1] ?? '', 0) + (tokens[cut - 1]?.length ?? 0);
  return { name, spans: [{ start: segment.start, end: segment.start + end }], line: 0, score: 1 };
}

/**
 * "K. Srinivasan", "R. K. Thirunavukkarasu", "SRINIVASAN K": one name with initials before or after it, as
 * South Indian and some other resumes write it (the initials stand for a father's or a place's name).
 */
function initialledName(segment: { text: string; start: number }): Candidate | null {
  const m =
    /^(?:\p{Lu}\.?[ \t]*){1,3}[ \t]*(\p{Lu}[\p{L}'’-]{3,})$/u.exec(segment.text) ??
    /^(\p{Lu}[\p{L}'’-]{3,})[ \t]+(?:\p{Lu}\.?[ \t]*){1,3}$/u.exec(segment.text);
  const word = m?.[1];
  if (!word || !/\s|\./u.test(segment.text) || isNotNameWord(word) || isKnownPlace(word)) return null;
  return {
    name: segment.text,
    spans: [{ start: segment.start, end: segment.start + segment.text.length }],
    line: 0,
    score: 1,
  };
}

/**
 * "BERGERON-LAPOINTE, Maëlle": the whole line is the family name, a comma and the given names — the family
 * name in capitals (the usual convention) or spelled by the e-mail. The name in the usual order, or null.
 */
function invertedName(line: { text: string; start: number }, emails: ReturnType<typeof emailWords>): Candidate | null {
  // A heading after it on the line is no part of it ("LOMBARDI-OKAFOR, Daniel — Résumé").
  const text = line.text.replace(/[ \t]+[—–|·-][ \t]+([^—–|·]+)$/u, (all, tail: string) =>
    tail.trim().split(/\s+/u).every(isNotNameWord) ? '' : all,
  );
  const m = /^([^,]{2,40}),[ \t]*([^,]{2,40})$/u.exec(text);
  if (!m || m[1] === undefined || m[2] === undefined) return null;
  const [family, given] = [m[1].trim(), m[2].trim()];
  const name = cleanName(family, 1) && cleanName(given, 1) ? cleanName(`${given} ${family}`) : null;
  if (!name) return null;
  const capitals = family === family.toUpperCase() && given !== given.toUpperCase();
  if (!capitals && !matchesEmail(name, emails)) return null;
  return { name, spans: [{ start: line.start, end: line.start + text.length }], line: 0, score: 1 };
}

/** A town and its state or territory in capitals ("Kalgoorlie WA", "Madison WI"): a place under a name, not its end. */
const TOWN_AND_STATE_RE =
  /^(?:\p{Lu}\p{Ll}[\p{L}\p{M}'’-]*[ \t]+){1,3},?[ \t]*(?:AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC|NSW|VIC|QLD|SA|TAS|ACT|NT|ON|QC|BC|AB)$/u;
const isPlace = (name: string) => isKnownPlace(name) || name.split(/\s+/u).every((t) => isKnownPlace(t));

/**
 * "S O P H I E   L A N G E": a display name with its letters spaced out (words apart by two or more
 * spaces, or by one when the e-mail shows where a word ends). The name's words, or null.
 */
export function spacedLetters(line: string, hints: readonly string[] = []): string | null {
  if (!isLetterSpaced(line) || line.replace(/[ ().（）“”"«»-]/gu, '').length < 4) return null;
  // Two or more spaces between words; brackets and a lower-to-upper-case change mark a word too
  // ("A l e x a n d e r ( S a s h a ) P e t r o v": CSS letter-spacing read back).
  const words = line
    .split(/[ ]{2,}/u)
    .map((w) => w.replace(/ /gu, ''))
    .join(' ')
    .replace(/[()（）“”"«»]/gu, ' ')
    // An initial glued to the word before it ("CHRISTOPHERL."): a letter and a dot end a word of their own.
    .replace(/(\p{L}{3,})(\p{Lu}\.)/gu, '$1 $2')
    .replace(/\.(?=\S)/gu, '. ')
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .trim()
    .split(/\s+/u);
  // A run of capitals with no gap left ("MATTHIASBERGMANN-KÜHN"): split it where a word the text or the
  // e-mail spells elsewhere begins or ends ("Matthias" in the summary, "chen" in chen.siyuan@…).
  return words.flatMap((w) => splitRun(w, hints)).join(' ') || null;
}

/**
 * A line of letters set apart by spaces ("S O P H I E", and as text layers read kerned display type: "S EVE R I N
 * K Ä SL I N", "J UA N S EBAST I Á N", "S E O -Y E O N"): four or more pieces of one to five characters, at least
 * three in five of them single letters, brackets and quotes allowed.
 */
export function isLetterSpaced(line: string): boolean {
  const pieces = line.trim().split(/[ ]+/u);
  if (pieces.length < 4 || !pieces.every((p) => /^[\p{L}\p{M}'’().（）“”"«»-]{1,5}$/u.test(p))) return false;
  const singles = pieces.filter((p) => p.replace(/[^\p{L}]/gu, '').length <= 1).length;
  return singles / pieces.length >= 0.6;
}

/** Whether letters run together hold a job-title or heading word of seven letters or more ("DEGESTION"). */
function hidesTitleWord(words: string): boolean {
  const compact = foldWord(words.replace(/[\s-]+/gu, ''));
  return TITLE_WORDS_IN_RUNS.some((w) => compact.includes(w));
}
const TITLE_WORDS_IN_RUNS = [
  'engineer',
  'developer',
  'manager',
  'marketing',
  'designer',
  'analyst',
  'gestion',
  'controleu',
  'consultant',
  'director',
  'specialist',
  'ingenieur',
  'entwickler',
  'desarrollador',
  'engenheir',
  'assistant',
  'technician',
  'accountant',
  'architect',
  'coordinator',
  'researcher',
  'scientist',
  'officer',
  'supervisor',
  'comptable',
];

function splitRun(run: string, hints: readonly string[]): string[] {
  // A hyphen joins a double name ("IBEKWE-ADEBAYO"): only what runs into its first half is split off.
  const hyphen = run.indexOf('-');
  if (hyphen > 0) {
    const head = splitRun(run.slice(0, hyphen), hints);
    return [...head.slice(0, -1), `${head[head.length - 1] ?? ''}${run.slice(hyphen)}`];
  }
  if (run.length < 6) return [run];
  const key = foldWord(run);
  const usable = hints.filter((h) => h.length >= 3 && h.length <= key.length - 2);
  const prefix = usable.filter((h) => key.startsWith(h)).sort((a, b) => b.length - a.length)[0];
  if (prefix) return [run.slice(0, prefix.length), ...splitRun(run.slice(prefix.length).replace(/^-/u, ''), hints)];
  const suffix = usable.filter((h) => key.endsWith(h)).sort((a, b) => b.length - a.length)[0];
  if (suffix)
    return [...splitRun(run.slice(0, run.length - suffix.length), hints), run.slice(run.length - suffix.length)];
  return [run];
}

/** Words that may end or begin a run of spaced capitals: the e-mails' words and the text's capitalised words (folded). */
function splitHints(text: string, emails: ReturnType<typeof emailWords>): string[] {
  // An umlaut written out in the address ("kaeslin") is one letter in the display name ("KÄSLIN" folds to "kaslin").
  const words = new Set(emails.flatMap((e) => e.words.flatMap((w) => [w, w.replace(/(?<=[aou])e/gu, '')])));
  for (const m of text.slice(0, 20_000).matchAll(/(?<![\p{L}])\p{Lu}\p{Ll}{2,}(?![\p{L}])/gu)) {
    const w = foldWord(m[0]);
    if (!isNotNameWord(w)) words.add(w);
  }
  return [...words];
}

/** The particles that open a family name written on its own line ("van der Grift", "von Hagenegg", "de la Fuente"). */
const FAMILY_PARTICLES_RE =
  /^(?:(?:van|von|der|den|de|del|della|di|da|dos|das|du|la|le|ter|ten|zu|vom|van't|'t)[ \t]+)+(?=\p{Lu})/u;

function headerCandidates(text: string, emails: ReturnType<typeof emailWords>): Candidate[] {
  const header = lines(text);
  const found: Candidate[] = [];
  const domains = personalDomainWords(text);
  let hints: string[] | null = null;
  for (const [index, line] of header.entries()) {
    // A short name spaced out ("N O A") that the e-mail spells ("noa.bd@…"): too few letters to be read alone.
    const shortSpaced = /^\p{Lu}(?: \p{Lu}){1,2}$/u.test(line.text) ? line.text.replace(/ /gu, '') : null;
    if (shortSpaced && emailWordSet(emails).has(foldWord(shortSpaced))) {
      found.push({
        name: shortSpaced,
        spans: [{ start: line.start, end: line.start + line.text.length }],
        line: index,
        score: 1,
      });
      continue;
    }
    if (isLetterSpaced(line.text)) {
      hints ??= splitHints(text, emails);
      // The spaced lines after this one: given, middle and family names on lines of their own ("O L I V E R" /
      // "J A M E S" / "P E M B E R T O N"), a double name broken after its hyphen ("A N D R E I -" / "Ș T E F A N").
      const run: Array<{ line: { text: string; start: number }; words: string }> = [];
      for (let j = index; j < Math.min(header.length, index + 4); j++) {
        const next = header[j];
        // A short name spaced out is too few letters for a line of its own ("Y A W"), not inside a run.
        const short = j > index && next !== undefined && /^\p{Lu}(?: \p{Lu}){1,3}$/u.test(next.text);
        const words =
          next && isLetterSpaced(next.text)
            ? spacedLetters(next.text, hints)
            : short
              ? next.text.replace(/ /gu, '')
              : null;
        if (!next || !words) break;
        run.push({ line: next, words });
      }
      let best: { name: string; lines: number } | null = null;
      for (let n = run.length; n >= 1 && !best; n--) {
        // A family name is one or two words on its line; three or more under a given name are a title.
        // Nor a title run together in capitals ("CONTRÔLEUSE DEGESTION"): a heading word inside it.
        if (run.slice(1, n).some((r) => r.words.split(/\s+/u).length > 2 || hidesTitleWord(r.words))) continue;
        const joined = run
          .slice(0, n)
          .reduce(
            (acc, r, i) => (i === 0 ? r.words : acc.endsWith('-') ? `${acc}${r.words}` : `${acc} ${r.words}`),
            '',
          );
        const name = cleanName(joined);
        if (name) best = { name, lines: n };
      }
      // A run of spaced capitals nothing splits ("B E A T R I X H O L L O W A Y"), or a first line the lines
      // under it do not continue (a job title in spaced capitals below), at the top: the name as one word.
      const alone = run[0]?.words ?? '';
      if (!best && index <= 2 && alone.replace(/\s/gu, '').length >= 6) {
        const name = cleanName(alone, 1);
        if (name) best = { name, lines: 1 };
      }
      if (best) {
        const single = best.lines === 1;
        found.push({
          name: best.name,
          spans: run.slice(0, best.lines).map((r) => ({ start: r.line.start, end: r.line.start + r.line.text.length })),
          line: index,
          score: index === 0 ? (single ? 2.5 : 3) : single ? 1.5 : 2,
        });
        continue;
      }
    }
    // A name opens its line ("Jane Roe | Engineer"), after a heading that names the document ("CV – Jane
    // Roe", "CURRICULUM VITAE: Jane Roe"); a labelled line ("Skills: …") holds none.
    // Or a section heading in capitals set on the name's line ("PERSÖNLICHE DATEN Friederike Schwarzkopf").
    const capsHeading = /^(?:\p{Lu}[\p{Lu}\p{M}'’-]+[ \t]+){1,3}(?=\p{Lu}\p{Ll})/u.exec(line.text)?.[0] ?? '';
    const headingWords = capsHeading.trim().split(/\s+/u);
    // Or a heading in any case that a two-column form sets before the name the e-mail spells ("Persönliche Daten Ömer
    // Faruk Yıldırımoğlu", oemer.yildirimoglu@…).
    let formHeading = '';
    for (let n = 3; n >= 1 && !formHeading; n--) {
      const lead =
        new RegExp(String.raw`^(?:\p{L}[\p{L}\p{M}]*[ \t]+){${n}}(?=\p{Lu})`, 'u').exec(line.text)?.[0] ?? '';
      const after = segments({ text: line.text.slice(lead.length), start: 0 })[0]?.text ?? '';
      // (Not the first word of a place, "Ho" of "Ho Chi Minh City": the heading is four letters or more.)
      if (
        lead.replace(/\s/gu, '').length >= 4 &&
        lead
          .trim()
          .split(/\s+/u)
          .every((w) => isNotNameWord(w)) &&
        cleanName(after) &&
        !isPlace(`${lead}${after}`) &&
        matchesEmail(after, emails)
      )
        formHeading = lead;
    }
    const heading =
      CV_PREFIX_RE.exec(line.text)?.[0] ??
      (capsHeading && headingWords.every((w) => isNotNameWord(w)) ? capsHeading : formHeading);
    const rest = { text: line.text.slice(heading.length), start: line.start + heading.length };
    const raw = segments(rest)[0];
    // (A name and the next cell's label after it are no labelled line: "Muhammad Zohaib Qaisrani Mobile: 0300-…".)
    const beforeColon = /^([^:：]{1,40})[:：]/u.exec(rest.text)?.[1]?.trim();
    const labelled = beforeColon !== undefined && !cleanName(beforeColon.split(/\s+/u).slice(0, -1).join(' '));
    if (raw && !labelled && !/^[-•*·▪►●◦‣–]/u.test(rest.text)) {
      const segment = raw;
      // A double family name alone near the top that the e-mail spells ("Marlowe-Tinsley", kez.marlowetinsley@…):
      // the given name above it lost (a scan's OCR) or set apart.
      const doubleFamily =
        index < 3 &&
        /^\p{Lu}[\p{Ll}\p{M}'’]+-\p{Lu}[\p{Ll}\p{M}'’]+$/u.test(segment.text.trim()) &&
        matchesEmail(segment.text, emails)
          ? cleanName(segment.text, 1)
          : null;
      const name = cleanName(segment.text) ?? cleanName(segment.text, 2, emailWordSet(emails)) ?? doubleFamily;
      const candidate = name
        ? { name, spans: [{ start: segment.start, end: segment.start + segment.text.length }], line: index, score: 1 }
        : (invertedName(rest, emails) ??
          runTogether(segment, emails, domains) ??
          gluedName(segment) ??
          namePrefix(segment) ??
          initialledName(segment));
      // The resume's very first line is where a name is expected: it counts twice.
      if (candidate) found.push({ ...candidate, line: index, score: index === 0 ? 2 : 1 });
    }
    // "MARÍA JOSÉ" / "GARCÍA LOZANO" on two lines (a large display name broken by the layout).
    // The next line's first segment: a family name may open a line that goes on with a title ("VENUGOPALAN · Data Analyst").
    const below = header[index + 1];
    // The next line's first segment, up to a contact item run into it ("Albuquerque Nogueira github.com/thiagohan").
    const firstBelow = below ? segments(below)[0] : undefined;
    const contactAt = firstBelow ? firstBelow.text.search(/[ \t]+\S*(?:[\p{N}@/]|\.[a-z]{2,})/u) : -1;
    const next =
      firstBelow && contactAt > 0 ? { text: firstBelow.text.slice(0, contactAt), start: firstBelow.start } : firstBelow;
    // A double name broken after its hyphen ("THANDIWE NOMVULA DLAMINI-" / "KHUMALO") is joined without a space.
    const glue = /\p{L}-$/u.test(line.text) ? '' : ' ';
    // (An initial's full stop set apart by letter-spacing, "DELPHINE R .", is the initial's.)
    const lineName = line.text.replace(/(?<=(?<![\p{L}])\p{Lu})[ \t]+\.$/u, '.');
    const twoLines = next ? cleanName(`${lineName}${glue}${next.text}`) : null;
    // One word on the first line, or both lines in capitals: a title under a full name ("Controllerin") is not its end.
    const display = line.text === line.text.toUpperCase() && next?.text === next?.text.toUpperCase();
    // Or a surname wrapped onto the next line by a narrow column ("João Pedro Nascimento" / "Ferreira")
    // when the e-mail names it, or ends in the initials of the name's last words ("joaopedro.nf").
    const wrapped =
      next !== undefined &&
      !/\s/u.test(next.text) &&
      (matchesEmail(next.text, emails) || endsInEmailInitials(`${line.text} ${next.text}`, emails));
    // Or given names over family names at the very top, in mixed case ("Ana Lucía" / "Torres Vidal"): two
    // short name-shaped lines, the second not a title, a place or a heading (cleanName and isPlace below).
    // Not a contact line's first item ("TAMATI WHAANGA-KERR" / "Te Puke 3182 | 027 … | …"): a town.
    const belowIsContact = below !== undefined && (segments(below).length > 1 || contactAt > 0);
    // (A family name with its particles, "van der Grift" under "Maartje Eveline", counts by the name after them.)
    const particles = next ? (FAMILY_PARTICLES_RE.exec(next.text)?.[0] ?? '') : '';
    const nextCore = next ? next.text.slice(particles.length) : '';
    const stacked =
      index <= 1 &&
      next !== undefined &&
      !belowIsContact &&
      line.text.split(/\s+/u).length <= 2 &&
      nextCore.split(/\s+/u).length <= 2 &&
      (cleanName(next.text) !== null || (particles !== '' && cleanName(nextCore, 1) !== null));
    // A word over a name in capitals is not its first part unless it is in capitals too ("Kotlin" / "THIAGO HENRIQUE").
    // (A family name in capitals over a given name is the usual order in some countries: "SATO" / "Yuki".)
    // A given name over the family names in capitals ("Ildefonso" / "GARRIDO URQUIAGA") is the name's first part
    // when the e-mail or the tagger says it is a given name.
    const caseClash =
      next !== undefined &&
      next.text === next.text.toUpperCase() &&
      /\s/u.test(next.text.trim()) &&
      line.text !== line.text.toUpperCase() &&
      !(
        /^\p{Lu}\p{Ll}+$/u.test(line.text.trim()) &&
        (matchesEmail(line.text, emails) || taggerReading(line.text) === 'given')
      );
    // A lone word set apart by a blank line is the end of the block above ("Top Skills" … "Python" / "" / "Asger …").
    const adjacent = below !== undefined && !/\n[ \t]*\n/u.test(text.slice(line.start + line.text.length, below.start));
    // (A blank line may part a display name's lines too, "Nicolas" / "" / "(Nick) Fournier", when nothing is above it.)
    const above = header[index - 1];
    const opensBlock =
      above === undefined || /\n[ \t]*\n/u.test(text.slice(above.start + above.text.length, line.start + 1));
    // (A title before the one word is not a second one: "Dr. Meenakshi" / "" / "Sundaravadivel".)
    const oneWord = !/\s/u.test(line.text.replace(TITLE_PREFIX_RE, '').trim());
    // An acronym in capitals over a name in mixed case is the end of a list above it ("BLS" / "" / "Temitope …"); so
    // is a word set apart above a name of three words, which is whole already.
    const listEnd =
      next !== undefined &&
      ((/^\p{Lu}{2,4}$/u.test(line.text.trim()) && /\p{Ll}/u.test(next.text)) ||
        (!adjacent && nextCore.split(/\s+/u).length >= 3));
    const split = !caseClash && ((oneWord && !listEnd && (adjacent || opensBlock)) || display || wrapped || stacked);
    if (
      next &&
      twoLines &&
      split &&
      // (A middle initial may end the first line: "DELPHINE R." / "O’SHAUGHNESSY".)
      cleanName(lineName.replace(/-$/u, '').replace(/[ \t]+\p{Lu}\.$/u, ''), 1) &&
      cleanName(nextCore, 1) &&
      !isPlace(next.text) &&
      !TOWN_AND_STATE_RE.test(next.text)
    ) {
      found.push({
        name: twoLines,
        spans: [
          { start: line.start, end: line.start + line.text.length },
          { start: next.start, end: next.start + next.text.length },
        ],
        line: index,
        // Preferred to the first line alone when both look like a name.
        score: (index === 0 ? 2 : 1) + 0.5,
      });
    }
    // A display name in capitals, one word to a line, at the top ("ANDREI-" / "ȘTEFAN" / "POPESCU-" / "VLĂDESCU",
    // "ALICIA" / "GONZÁLEZ" / "SARMIENTO"): up to four single words joined, a hyphen at a line's end gluing. Three
    // lines or more, or two that the e-mail spells: a job title in capitals under a given name is no surname.
    if (index <= 3 && CAPS_WORD_LINE_RE.test(line.text)) {
      const run = [line];
      for (let j = index + 1; j < Math.min(header.length, index + 4); j++) {
        const l = header[j];
        if (!l || !CAPS_WORD_LINE_RE.test(l.text)) break;
        run.push(l);
      }
      for (let n = run.length; n >= 2; n--) {
        const parts = run.slice(0, n);
        const joined = parts.reduce(
          (acc, l, i) => (i === 0 ? l.text : acc.endsWith('-') ? `${acc}${l.text}` : `${acc} ${l.text}`),
          '',
        );
        const name = cleanName(joined);
        if (!name || isPlace(name) || parts.some((l) => isNotNameWord(l.text.replace(/-$/u, '')))) continue;
        if (n < 3 && !matchesEmail(name, emails)) continue;
        found.push({
          name,
          spans: parts.map((l) => ({ start: l.start, end: l.start + l.text.length })),
          line: index,
          score: (index === 0 ? 2 : 1) + 1,
        });
        break;
      }
    }
    // A given name alone on the first line that the e-mail's initial begins ("KATHARINA" with "k.brueckner-yilmaz@").
    if (
      index === 0 &&
      /^\p{Lu}[\p{L}\p{M}'’]{2,}$/u.test(line.text) &&
      !isNotNameWord(line.text) &&
      !isPlace(line.text)
    ) {
      const initial = foldWord(line.text).charAt(0);
      if (new RegExp(`(?<![\\p{L}\\p{N}._%+-])${escapeRegExp(initial)}[._-][a-z][a-z-]{2,}@`, 'iu').test(text))
        found.push({
          name: line.text,
          spans: [{ start: line.start, end: line.start + line.text.length }],
          line: index,
          score: 2,
        });
    }
  }
  return found;
}
/**
 * Anywhere in the text (a sidebar puts the name below the contact block): two to four lines of one word in
 * capitals each ("SEO-YEON" / "PARK", "S E O" / "DAYEON") that the e-mail spells: a display name.
 */
function capsRunNames(text: string, emails: ReturnType<typeof emailWords>): Candidate[] {
  if (emails.length === 0) return [];
  const found: Candidate[] = [];
  const all: Array<{ text: string; start: number }> = [];
  let at = 0;
  for (const raw of text.slice(0, 20_000).split('\n')) {
    const t = raw.trim();
    if (t) all.push({ text: t, start: at + raw.indexOf(t) });
    at += raw.length + 1;
  }
  // A line of letter-spaced capitals is its word or words ("A N O U K", "N A N A   A K O S U A", "M A .   L U Z V I M I N D A").
  const hints = splitHints(text, emails);
  // Kerned capitals read back in pieces ("CATAC U TA N") are one word.
  const word = (t: string) =>
    /^\p{Lu}(?: \p{Lu}){1,3}$/u.test(t) || /^\p{Lu}{1,5}(?: \p{Lu}{1,5}){2,}$/u.test(t)
      ? t.replace(/ /gu, '')
      : isLetterSpaced(t) && !/\p{Ll}/u.test(t)
        ? (spacedLetters(t, hints) ?? t)
        : t;
  const capsLine = (t: string) => {
    const words = word(t).split(' ');
    // Several words only from a letter-spaced line ("CHUYÊN VIÊN TUYỂN DỤNG" is a title, not a display name).
    if (words.length > 1 && !isLetterSpaced(t)) return false;
    return words.length <= 4 && words.every((w) => CAPS_WORD_LINE_RE.test(w) || /^\p{Lu}{1,2}\.$/u.test(w));
  };
  for (let i = 0; i < all.length; i++) {
    const run: Array<{ text: string; start: number }> = [];
    for (let j = i; j < Math.min(all.length, i + 4); j++) {
      const l = all[j];
      // (A double name's second half the column wrapped with its hyphen: "ORMEROD" / "-HAIGH".)
      const continued = j > i && /^-\p{Lu}/u.test(l?.text ?? '') && capsLine(l?.text.slice(1) ?? '');
      if (!l || !(capsLine(l.text) || continued || (j > i && CAPS_PARTICLES_LINE_RE.test(l.text)))) break;
      run.push(l);
    }
    for (let n = run.length; n >= 2; n--) {
      const parts = run.slice(0, n);
      const joined = parts.reduce((acc, l, k) => {
        const w = word(l.text);
        return k === 0 ? w : acc.endsWith('-') || w.startsWith('-') ? `${acc}${w}` : `${acc} ${w}`;
      }, '');
      const name = cleanName(joined);
      if (
        !name ||
        isPlace(name) ||
        parts.some(
          (l) =>
            !CAPS_PARTICLES_LINE_RE.test(l.text) &&
            word(l.text)
              .split(' ')
              .some((w) => w.length > 2 && isNotNameWord(w.replace(/-$/u, ''))),
        )
      )
        continue;
      if (!matchesEmail(name, emails)) continue;
      // A letter-spaced title run together under the name ("C H A R G É E D E M A R K E T I N G") ends no name: a long
      // run of letters the address does not spell, last in the run.
      const last = parts.at(-1)?.text ?? '';
      const lastWord = foldWord(word(last));
      if (
        isLetterSpaced(last) &&
        !lastWord.includes(' ') &&
        lastWord.length >= 12 &&
        !emails.some((e) => e.compact.includes(lastWord) || lastWord.includes(e.words.at(-1) ?? '\u0000'))
      )
        continue;
      // The run's first word is one the address spells, or its initial opens it ("jsmith@" for "JOHN" / "SMITH"): a
      // skill listed one per line above the name ("SQL" / "ISHAAN" / "MUKHERJEE") is no part of it.
      const first = foldWord(word(parts[0]?.text ?? '').replace(/-$/u, ''));
      const opens = emails.some(
        (e) =>
          e.words.includes(first) ||
          (first.length >= 3 && e.compact.includes(first)) ||
          e.compact.startsWith(first.charAt(0)),
      );
      // (A letter-spaced first line is display type, which a skills list never is.)
      if (!opens && !isLetterSpaced(parts[0]?.text ?? '')) continue;
      found.push({
        name,
        spans: parts.map((l) => ({ start: l.start, end: l.start + l.text.length })),
        line: -1,
        score: 3,
      });
      i += n - 1;
      break;
    }
  }
  return found.slice(0, 3);
}

/** A line of a name's particles in capitals between its other lines ("JORINDE" / "VAN DE" / "VELDE"). */
const CAPS_PARTICLES_LINE_RE =
  /^(?:VAN|VON|DE|DER|DEN|DEL|DELLA|DA|DI|DOS|DAS|DU|LA|LE|TER|TEN|BIN|BINTI|AL|EL|Y|E)(?:[ \t]+(?:VAN|VON|DE|DER|DEN|DEL|DELLA|DA|DI|DOS|DAS|DU|LA|LE|TER|TEN|L['’]))*$/u;
/** A line that is one word in capitals, or a double name's first half ending in its hyphen ("ANDREI-"). */
const CAPS_WORD_LINE_RE = /^\p{Lu}[\p{Lu}\p{M}'’]+(?:-\p{Lu}[\p{Lu}\p{M}'’]+)*-?$/u;

/** Chinese and Japanese job titles and headings by their endings ("工程師", "经理", "專員"): no name. */
const CJK_TITLE_RE =
  /(?:工程|程師|程师|經理|经理|主管|總監|总监|專員|专员|顧問|顾问|設計|设计|分析|開發|开发|助理|經歷|经历|技術|技术|[師师員员]|신입|인턴|경력)$/u;

/**
 * A CJK name run together with a job title that the text writes again on its own (after a separator or at a line's
 * start): the two to four characters before the title, when they have a name's shape and the title is one. Only a
 * run that begins its line.
 */
/** How a job title ends in Chinese, Japanese and Korean ("产品经理", "数据分析师", "백엔드 개발자"). */
const CJK_JOB_TITLE_END_RE =
  /(?:工程|程師|程师|經理|经理|主管|總監|总监|專員|专员|顧問|顾问|設計|设计|分析|開發|开发|助理|技術|技术|[師师員员]|개발자|엔지니어|디자이너|매니저|팀장|연구원|기획자|리서처|마케터|분석가|컨설턴트|회계사|간호사|교사|사원|대리|과장|운전원|상담원|사무원|판매원|조리원|경비원|미화원|배달원|보호사|조무사|조리사|용접사|정비사|배송기사|エンジニア|デザイナー|マネージャー|マネジャー|コンサルタント|プログラマー?|アナリスト|リーダー|スペシャリスト|ディレクター)$/u;

/** A job's or a school's dates ("2019.07一2021.06", "2020 – 현재"): the jobs have begun above. */
const DATE_RANGE_LINE_RE =
  /(?:19|20)\d{2}(?:[./年-]\d{1,2}月?)?[ \t]*[-–—一~～至][ \t]*(?:(?:19|20)\d{2}|至今|现在|現在|현재|now|present)/iu;

/** A heading of a section of jobs, projects or schools (what comes after the candidate's own header). */
const CJK_HISTORY_HEADING_RE =
  /^(?:경력|경력사항|학력|학력사항|프로젝트|工作经历|工作經歷|工作经验|工作經驗|教育背景|教育经历|教育經歷|项目经历|項目經歷|实习经历|實習經歷|学歴|職歴|職務経歴|学歴・職歴|(?:work[ \t]+)?experience|education|employment)/iu;

/** What opens a title rather than a name: "senior", "junior", "chief", "deputy", "intern", a field ("백엔드", "前端"). */
const CJK_TITLE_PREFIX_RE =
  /^(?:高级|高級|资深|資深|初级|初級|中级|中級|首席|副|总|總|实习|實習|兼职|兼職|全职|全職|시니어|주니어|수석|책임|선임|인턴|백엔드|프론트엔드|풀스택|데이터|모바일|前端|后端|後端|全栈|全端|数据|數據|移动|移動|バックエンド|フロントエンド)/u;

/**
 * What a page says of the name right after it, run together with it by a portal or a template: "resume" ("이력서",
 * "简历", "履歴書", with a possessive: "님의 이력서", "的简历"), or the candidate's job-seeking status ("求职中",
 * "在职", "구직중", "転職活動中").
 */
const CJK_NAME_SUFFIX_RE =
  /(?:님의|의|的)?[ \t\u3000]?(?:이력서|자기소개서|简历|簡歷|履历|履歷|履歴書|職務経歴書|求职中|求職中|在职|在職|离职|離職|待业|待業|应届生?|應屆生?|구직중|재직중|転職活動中|求職活動中)$/u;

function nameBeforeRepeatedTitle(text: string, segment: { text: string; start: number }): string | null {
  const whole = segment.text.trim();
  // The run itself is said once: a title the text repeats ("高级产品经理" in a headline and a job) is no name's.
  if (cleanCjkName(whole) || text.indexOf(whole) !== text.lastIndexOf(whole)) return null;
  for (let k = 2; k <= 4; k++) {
    const head = whole.slice(0, k);
    const title = whole.slice(k).trim();
    if (title.length < 2 || !/^[\p{Script=Han}\p{Script=Hangul}]/u.test(title) || !CJK_JOB_TITLE_END_RE.test(title))
      continue;
    if (!cleanCjkName(head) || !/^[\p{Script=Han}\p{Script=Hangul}]+$/u.test(head) || CJK_TITLE_PREFIX_RE.test(head))
      continue;
    // Set apart by a space, the title needs no second mention ("변재윤 백엔드 개발자").
    if (/^[ \t\u3000]/u.test(whole.slice(k)) && k >= 2) return head;
    const escaped = title.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
    const elsewhere = new RegExp(`(?:^|[·|•:：/\\-–—]\\s*|\\n[ \\t]*)${escaped}`, 'gmu');
    const at = segment.start + segment.text.indexOf(whole) + k;
    if ([...text.matchAll(elsewhere)].some((e) => e.index + e[0].length - title.length !== at)) return head;
  }
  return null;
}

/** A portal's label of what the candidate seeks, which may follow the name with no space. */
const CJK_INTENT_LABEL_RE =
  /^(?:求职意向|求職意向|意向岗位|意向職位|应聘岗位|應聘崗位|应聘职位|應徵職位|期望职位|期望職位|目标岗位|目標崗位|求职岗位|지원분야|지원 분야|희망직무|희망 직무|希望職種)[ \t]*[:：]/u;

/**
 * A known family name and its given name that open a line, run into a job title (the rest ends as one does) or a
 * portal's label of the post sought: the name (cjkNameAtStart). The title must not be the whole of what follows a
 * prefix a title opens with ("高级…").
 */
function nameBeforeTitleOrLabel(lineText: string): string | null {
  const whole = lineText.trim();
  const run = /^[\p{Script=Han}\p{Script=Hangul}]+/u.exec(whole)?.[0] ?? '';
  if (run.length < 4) return null;
  const name = cjkNameAtStart(run);
  if (!name || !cleanCjkName(name) || CJK_TITLE_PREFIX_RE.test(name)) return null;
  const rest = whole.slice(name.length).trim();
  if (CJK_INTENT_LABEL_RE.test(rest)) return name;
  if (/[:：]/u.test(rest) || rest.length < 2 || rest.length > 16 || !/^[\p{Script=Han}\p{Script=Hangul}]/u.test(rest))
    return null;
  return CJK_JOB_TITLE_END_RE.test(rest.replace(/\s+/gu, '')) || CJK_JOB_TITLE_END_RE.test(rest) ? name : null;
}

/** A labelled cell after the name on its line: a CJK label of two to six characters and its colon. */
const CJK_LABELLED_CELL_RE = /[ \t\u3000]+[\p{Script=Han}\p{Script=Hangul}]{2,6}[ \t]*[:：]/u;

/** A word of romanised syllables (an onset of up to three consonants, vowels, a coda: n, ng, nh, ch, m, k, l, p, t, c). */
const ROMANISED_SYLLABLES_RE = /^(?:[B-DF-HJ-NP-TV-Z]{0,3}[AEIOUYW]+(?:NG|NH|CH|[NMKLPTC])?)+$/iu;

function cjkNames(text: string): Candidate[] {
  const found: Candidate[] = [];
  const all = lines(text);
  for (const [index, line] of all.entries()) {
    for (const piece of segments(line)) {
      // A whole segment in CJK script, alone or beside its transliteration ("王小明 Wang Xiaoming"); at the top, up to a
      // labelled cell the line goes on with ("邱雨萱 Vivian Qiu 求职意向：后端开发工程师").
      const cell = index < 3 ? CJK_LABELLED_CELL_RE.exec(piece.text) : null;
      const segment = cell && cell.index > 0 ? { text: piece.text.slice(0, cell.index), start: piece.start } : piece;
      // At the top, a known family name and its given name run into a job title or a portal's label that the line
      // goes on with ("欧阳凌霄数据分析师", "편세린디지털 마케터", "鲍芷晴求职意向：后端开发实习生").
      const surnamed = index < 3 && piece.start === line.start ? nameBeforeTitleOrLabel(line.text) : null;
      if (surnamed && !isKnownPlace(surnamed)) {
        const start = line.start + line.text.indexOf(surnamed);
        found.push({ name: surnamed, spans: [{ start, end: start + surnamed.length }], line: index, score: 2 });
        continue;
      }
      const m = /[\p{Script=Han}\p{Script=Hangul}](?:\s?[\p{Script=Han}\p{Script=Hangul}])*/u.exec(segment.text);
      if (!m || /[:：]/u.test(segment.text)) continue;
      // At the top, a name of two short words before the rest of a header line run together ("千尋 森永 生産管理 〒…").
      const words = m[0].split(/\s+/u);
      // A job title set letter-spaced ("韌體 工 程師 FIRMWARE ENGINEER") is no name.
      const leading =
        index < 3 &&
        m.index === 0 &&
        words.length > 2 &&
        words.slice(0, 2).every((w) => w.length <= 3) &&
        !CJK_TITLE_RE.test(m[0].replace(/\s+/gu, '')) &&
        // Nor a letter-spaced heading ("이 력 서", "履 歴 書").
        !CJK_HEADINGS.test(m[0].replace(/\s+/gu, ''))
          ? // A name letter-spaced as a display line ("石 若 岚"): every character a word of its own, the whole run.
            words.length <= 4 && words.every((w) => w.length === 1) && m[0].length === segment.text.length
            ? cleanCjkName(m[0])
            : cleanCjkName(words.slice(0, 2).join(' '))
          : null;
      if (leading && !isKnownPlace(leading)) {
        const start = segment.start;
        found.push({
          name: leading,
          spans: [{ start, end: start + leading.length }],
          line: index,
          score: 2,
        });
        continue;
      }
      // At the top, a name glued to the headline the document states again elsewhere ("符晓岚高级产品经理" under
      // "在线简历 · 高级产品经理"): the two to four characters before it.
      const gluedTitle =
        index < 3 && m.index === 0 && segment.start === line.start ? nameBeforeRepeatedTitle(text, segment) : null;
      if (gluedTitle) {
        const start = segment.start + segment.text.indexOf(gluedTitle);
        found.push({ name: gluedTitle, spans: [{ start, end: start + gluedTitle.length }], line: index, score: 2 });
        continue;
      }

      // At the top, a name run into what the page says of it: its heading or a portal's status ("표세린이력서",
      // "钟婧雯求职中", "김하늘님의 이력서"), or a heading set apart after it: the two to four characters before it.
      const statused = index < 3 && m.index === 0 ? CJK_NAME_SUFFIX_RE.exec(m[0].replace(/\s+$/u, '')) : null;
      // Or a heading or label set apart after it on the line ("欧阳明轩 求职意向").
      const labelAfter = index < 3 && m.index === 0 ? /^(\S{2,4})[ \t\u3000]+(\S.*)$/u.exec(m[0].trim()) : null;
      const headName = statused
        ? cleanCjkName(m[0].slice(0, statused.index))
        : labelAfter?.[1] &&
            CJK_HEADINGS.test(labelAfter[2] ?? '') &&
            // (Not a job title after its field: "백엔드 개발자".)
            !CJK_JOB_TITLE_END_RE.test((labelAfter[2] ?? '').replace(/\s+/gu, ''))
          ? cleanCjkName(labelAfter[1])
          : null;
      if (headName && !CJK_TITLE_PREFIX_RE.test(headName) && !isKnownPlace(headName)) {
        const start = segment.start;
        found.push({ name: headName, spans: [{ start, end: start + headName.length }], line: index, score: 2 });
        continue;
      }
      const name = cleanCjkName(m[0]);
      // OCR reads a bracket as another one ("欧阳沁岚〈Celia Ouyang)").
      const rest = segment.text
        .replace(m[0], ' ')
        .replace(/[()（）〈〉《》【】[\]]/gu, ' ')
        .trim();
      // Beside its transliteration, or an English name in brackets ("欧阳 沁 (Celine)").
      const bracketed = /^[(（〈《【[][^()（）〈〉《》【】[\]]+[)）〉》】\]]$/u.test(
        segment.text.replace(m[0], '').trim(),
      );
      // A title run into the bracket after the English name ("欧阳思琪 (Cynthia Ouyang)数据分析师") is no part of it.
      const titled = /^[(（][^()（）]+[)）][\p{Script=Han}\p{Script=Hangul}]+$/u.exec(
        segment.text.replace(m[0], '').trim(),
      );
      const titleAfter = titled ? /[)）]([\p{Script=Han}\p{Script=Hangul}]+)$/u.exec(titled[0])?.[1] : undefined;
      const restName =
        titleAfter && (CJK_TITLE_RE.test(titleAfter) || CJK_HEADINGS.test(titleAfter))
          ? rest.replace(titleAfter, '').trim()
          : rest;
      // Latin words beside it: a name of two or three words (a skills line is longer: "Python SQL Tableau Hive").
      const latinName =
        restName.length > 0 ? (cleanName(restName) ?? (bracketed || titleAfter ? cleanName(restName, 1) : null)) : null;
      // (Words in capitals must be made of syllables, as a romanised name is: "JEGAL YUNSEO", not "BLS ACLS EMR".)
      const latin =
        latinName &&
        latinName.split(/\s+/u).length <= 3 &&
        latinName.split(/[\s-]+/u).every((w) => w !== w.toUpperCase() || ROMANISED_SYLLABLES_RE.test(w))
          ? latinName
          : null;
      // Glued to a portal's badge at the top ("欧阳沁Last active 2 days ago"): the CJK run alone.
      const glued = index < 3 && m.index === 0 && /^\p{Script=Latin}/u.test(segment.text.slice(m[0].length));
      // Alone, only in the first lines; beside its transliteration, anywhere in the header block.
      // Alone, in the first lines or right under the contact lines that open the page (an address, the phone, the
      // e-mail: "…1503호" / "010-…" / "…@kakao.com" / "편하람").
      const underContacts = index < 6 && all.slice(0, index).every((l) => /[\p{N}@]/u.test(l.text));
      // Alone, in the header, above a profile's headline ("Title at Employer"): a profile export puts its sidebar
      // first ("Contact" … "Languages" / "御手洗 千尋" / "生産技術エンジニア at デンソー").
      const next =
        all
          .slice(index + 1)
          .find((l) => l.text.trim())
          ?.text.trim() ?? '';
      // Or above a job title, where no section of jobs or schools has begun (a builder's sidebar comes first:
      // "연락처" … "자격증" / "엄다솔" / "물류센터 지게차 운전원"); below such a heading, the line is an employer.
      const aboveHeadline =
        index < HEADER_LINES &&
        m[0].length === segment.text.trim().length &&
        segment.start === line.start &&
        (/^\S.*[ \t](?:at|@)[ \t]+\S/u.test(next) ||
          (CJK_JOB_TITLE_END_RE.test(next.replace(/[ \t]+/gu, '')) &&
            !all
              .slice(0, index)
              .some((l) => CJK_HISTORY_HEADING_RE.test(l.text.trim()) || DATE_RANGE_LINE_RE.test(l.text))));
      if (
        !name ||
        // A job title alone ("간호사", "数据分析师") is no name.
        (!latin && CJK_JOB_TITLE_END_RE.test(name.replace(/\s+/gu, ''))) ||
        (rest.length > 0 && !latin && !glued) ||
        (!latin && index >= 3 && !underContacts && !aboveHeadline) ||
        isKnownPlace(name)
      )
        continue;
      const start = segment.start + (m.index ?? 0);
      const spans = [{ start, end: start + m[0].length }];
      // A display name set in two lines, the family name of one or two characters alone on the line before or
      // after the given name ("怡 萱" / "林"): both lines are the name's, and the whole name is "林怡萱".
      let whole = name;
      for (const other of [all[index - 1], all[index + 1]]) {
        const family = other?.text.trim() ?? '';
        if (!other || index >= 3 || !/^\p{Script=Han}{1,2}$/u.test(family) || CJK_HEADINGS.test(family)) continue;
        const at = other.start + other.text.indexOf(family);
        spans.push({ start: at, end: at + family.length });
        whole = `${family}${name.replace(/\s+/gu, '')}`;
        break;
      }
      found.push({ name: whole, spans, line: index, score: 2 });
      if (latin) found.push({ name: latin, spans: [], line: index, score: 3 });
    }
  }
  return found;
}

/**
 * A display name set a word to a line down a narrow column, each line run on by the column beside it ("JUCÉLIA
 * RESUMO" / "BITTENCOURT Desenvolvedora com …" / "FERRAZ"): the first words of two to four lines at the top, in
 * capitals, when together they are a name the e-mail spells.
 */
function firstWordsColumn(text: string, emails: ReturnType<typeof emailWords>): Candidate[] {
  if (emails.length === 0) return [];
  // (A line of the column beside it wrapped on its own, in lower case, is passed over.)
  const top = lines(text)
    .slice(0, 8)
    .filter((l) => !/^\p{Ll}/u.test(l.text));
  const firsts = top.map((l) => {
    const word = /^\S+/u.exec(l.text)?.[0] ?? '';
    return {
      word,
      start: l.start,
      caps: CAPS_WORD_LINE_RE.test(word) && !isNotNameWord(word),
      runOn: l.text.length > word.length,
    };
  });
  // The run's first and last words are spelled by the e-mail ("jucelia.bferraz"), the ones between them may be there
  // by their initial only; one line at least goes on with the column beside it.
  const spelled = (w: string) => {
    const key = foldWord(w).replace(/['’ʼ]/gu, '');
    return (
      key.length >= 3 &&
      emails.some(
        (e) =>
          e.words.includes(key) ||
          (key.length >= 4 && e.compact.includes(key)) ||
          // A long name written short in the address ("kusuma" of Kusumawardhani).
          e.words.some((x) => x.length >= 5 && key.startsWith(x)),
      )
    );
  };
  for (let i = 0; i < firsts.length; i++) {
    for (let n = Math.min(4, firsts.length - i); n >= 2; n--) {
      const run = firsts.slice(i, i + n);
      if (!run.every((f) => f.caps) || !run.some((f) => f.runOn)) continue;
      if (!spelled(run[0]!.word) || !spelled(run[run.length - 1]!.word)) continue;
      const joined = run.map((f) => f.word).join(' ');
      const name = cleanName(joined);
      if (!name || !matchesEmail(name, emails)) continue;
      return [{ name, spans: run.map((f) => ({ start: f.start, end: f.start + f.word.length })), line: i, score: 3 }];
    }
  }
  return [];
}

/** A birth (maiden) name after its word: "née Peyrichou", "(geb. Trautwein)", "z domu Kowalczyk", "nacida Ortega". */
const BIRTH_NAME_RE =
  /(?<![\p{L}])(?:née|geb\.|geborene|nacida|nata|z[ \t]+domu|z[ \t]+d\.|roz\.|rozená|rodzona|született|szül\.)[ \t]+(\p{Lu}[\p{L}\p{M}'’-]+(?:[ \t]+\p{Lu}[\p{L}\p{M}'’-]+)?)/gu;
/** Birth names in the header block (the first lines), not places. */
function birthNames(text: string): string[] {
  const header = text.split('\n').slice(0, HEADER_LINES).join('\n');
  return [...header.matchAll(BIRTH_NAME_RE)]
    .map((m) => (m[1] ?? '').trim())
    .filter((n) => n.length >= 3 && !isKnownPlace(n) && !isNotNameWord(n.split(/\s+/u)[0] ?? ''));
}

/** Chinese and Korean family names of two characters (the rest take one). */
const COMPOUND_FAMILY_RE =
  /^(?:欧阳|歐陽|司马|司馬|诸葛|諸葛|上官|东方|東方|皇甫|令狐|慕容|尉迟|尉遲|长孙|長孫|宇文|司徒|夏侯|公孙|公孫|西门|西門|南宫|南宮|端木|独孤|獨孤|남궁|선우|제갈|황보|독고|사공|서문|동방)/u;
/** What follows a family name when someone is addressed by it: doctor, teacher, Mr, Ms, professor; さん, 様; 씨, 님. */
const CJK_HONORIFIC_RE = String.raw`(?:医生|醫生|大夫|老师|老師|先生|女士|小姐|教授|博士|律师|律師|主任|さん|さま|様|氏|씨|님|선생님|교수님|박사님)`;

/**
 * The candidate's family name with an honorific ("欧阳医生", "御手洗さん", "남궁 선생님"), from a name in Han or
 * Hangul script: the family name is the part before the space, or its first character (two for a compound one).
 */
function addressedForms(text: string, names: readonly string[]): string[] {
  const found = new Set<string>();
  for (const name of names) {
    if (!/^[\p{Script=Han}\p{Script=Hangul}]+(?:[ \u3000][\p{Script=Han}\p{Script=Hangul}]+)?$/u.test(name)) continue;
    const parts = name.split(/[ \u3000]/u);
    const family = parts.length === 2 ? parts[0]! : (COMPOUND_FAMILY_RE.exec(name)?.[0] ?? name.slice(0, 1));
    if (family.length === name.replace(/[ \u3000]/gu, '').length) continue;
    const re = new RegExp(
      String.raw`(?<![\p{Script=Han}\p{Script=Hangul}])${family}[ \u3000]?${CJK_HONORIFIC_RE}`,
      'gu',
    );
    for (const m of text.matchAll(re)) found.add(m[0]);
  }
  return [...found];
}

/**
 * A name in CJK script in brackets beside the text of a resume written in Latin script ("Frontend engineer
 * (佐藤 由紀) with six years …"): the native form of the candidate's name, in the header block.
 */
function bracketedCjkNames(text: string): Candidate[] {
  const head = lines(text);
  const sample = head.map((l) => l.text).join('\n');
  const cjk = sample.match(/[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/gu)?.length ?? 0;
  const latin = sample.match(/\p{Script=Latin}/gu)?.length ?? 0;
  if (cjk === 0 || cjk * 10 > latin) return [];
  const found: Candidate[] = [];
  for (const [index, line] of head.entries())
    for (const m of line.text.matchAll(/[(（]([^)）]{2,8})[)）]/gu)) {
      const name = cleanCjkName(m[1] ?? '');
      if (!name || isKnownPlace(name)) continue;
      const start = line.start + (m.index ?? 0) + 1;
      found.push({ name, spans: [{ start, end: start + (m[1]?.length ?? 0) }], line: index, score: 2 });
    }
  return found;
}

function labelledNames(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const m of text.matchAll(LABEL_RE)) {
    // A form's photo cell after the name ("英文名：Rowan Qiu 照片") is no part of it.
    const value = (m[1] ?? '').replace(/[ \t\u3000]+(?:사진|写真|照片|相片|寫真)[ \t]*$/u, '');
    const at = m.indices?.[1]?.[0] ?? 0;
    // "OYELARAN, Temitope": family name first, set off by a comma.
    const inverted = /^([^,\n]+),[ \t]*([^,\n]+?)[ \t]*$/u.exec(value);
    const reordered =
      inverted && cleanName(inverted[1] ?? '', 1) ? cleanName(`${inverted[2]} ${inverted[1]}`, 2) : null;
    const beforeBracket = value.split(/[（(]/u)[0] ?? '';
    const name = reordered ?? cleanName(value, 1) ?? cleanCjkName(beforeBracket) ?? cleanCaselessName(beforeBracket);
    if (name) found.push({ name, spans: [{ start: at, end: at + value.trimEnd().length }], line: -1, score: 3 });
    const latin = /[（(]([^)）]+)[)）]/u.exec(value)?.[1];
    const transliterated = latin ? cleanName(latin) : null;
    if (transliterated) found.push({ name: transliterated, spans: [], line: -1, score: 3 });
  }
  return found;
}

/**
 * A details table read row by row puts a label and its value on one line with only spaces between them
 * ("Name   João Pedro Carvalho", "姓名 王子涵", Europass's "Angaben zur Person BRAKELMANN Ortwin"). Without a colon only the labels that mean the whole name
 * count, and only when the rest of the line is a name of two or more words (or one in CJK script).
 */
const TABLE_LABEL_RE =
  /^[ \t]*(?:\d{1,2}[.)][ \t]+)?(?:full[ \t]+name|(?:korean|chinese|japanese|thai|vietnamese|arabic|hebrew|hindi|greek|russian|ukrainian|english|native|legal|original|romani[sz]ed)[ \t]+name|name|nama(?:[ \t]+lengkap)?|nome(?:[ \t]+completo)?|nombre(?:[ \t]+completo|[ \t]+y[ \t]+apellidos)?|nom[ \t]+complet|pr[ée]nom[ \t]+et[ \t]+nom|imi[eę][ \t]+i[ \t]+nazwisko|(?:apellidos?|surnames?|nom|nachnamen?|cognome)(?:\(s\)|\/i|\(n\))?[ \t]*\/[ \t]*(?:nombres?|first[ \t]+names?|given[ \t]+names?|pr[ée]noms?|vornamen?|nome)(?:\(s\)|\/i|\(n\))?|ad[ıi]?[ \t]+soyad[ıi]?|soyad[ıi]|sobrenome|nazwisko|prezime|příjmení|priezvisko|pavardė|vor-?[ \t]+und[ \t]+nachname|personal[ \t]+information|angaben[ \t]+zur[ \t]+person|informations?[ \t]+personnelles|información[ \t]+personal|informazioni[ \t]+personali|informações[ \t]+pessoais|dane[ \t]+osobowe|osobní[ \t]+údaje|persoonlijke[ \t]+informatie|họ[ \t]+và[ \t]+tên|фио|ф\.[ \t]*и\.[ \t]*о\.|(?:英文)?姓[ \t\u3000]?名|英文名字?|(?:(?:ふりがな|フリガナ)[ \t]*[/／][ \t]*)?氏[ \t\u3000]?名|이[ \t]?름|성[ \t]?명|영문[ \t]*이름|ふりがな|フリガナ|english|romaji|ローマ字)[ \t\u3000]+(\S[^\n]*?)[ \t\u3000]*$/dgimu;
function tableLabelledNames(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const m of text.matchAll(TABLE_LABEL_RE)) {
    const value = m[1] ?? '';
    const at = m.indices?.[1]?.[0] ?? 0;
    const beforeBracket = (value.split(/[（(]/u)[0] ?? '').trim();
    // "MARTÍN-PEÑALVER RUIZ, Javier": family name first, set off by a comma.
    const inverted = /^([^,]+),[ \t]*([^,]+)$/u.exec(value);
    const reordered =
      inverted && cleanName(inverted[1] ?? '', 1) ? cleanName(`${inverted[2]} ${inverted[1]}`, 2) : null;
    // A form's next cell may follow on the line ("氏名 木下 晴香 写真"): the first two words of a CJK value; or the next
    // label and the name in Latin letters ("성명 변재환 영문 Byeon Jae-hwan", "성 명 남궁예린 영문성명 Namgung Ye-rin").
    const latinCell =
      /^(\S+)[ \t]+(?:영문|英文|English|ローマ字)(?:[ \t]*(?:성[ \t]?명|이[ \t]?름|姓[ \t]?名|氏[ \t]?名|名字?|name))?[ \t]*[:：]?[ \t]*(\p{Script=Latin}[^\n]*)$/iu.exec(
        beforeBracket,
      );
    if (latinCell?.[1] && latinCell[2]) {
      const native = cleanCjkName(latinCell[1]);
      const latin = cleanName(latinCell[2].trim());
      if (native)
        found.push({ name: native, spans: [{ start: at, end: at + latinCell[1].length }], line: -1, score: 3 });
      if (latin) found.push({ name: latin, spans: [], line: -1, score: 3 });
      if (native || latin) continue;
    }
    const firstTwo = beforeBracket.split(/\s+/u).slice(0, 2).join(' ');
    // A form's photo cell after the name ("성명 선우다은 사진"): the name alone.
    const beforePhoto = beforeBracket.replace(/[ \t\u3000]+(?:사진|写真|照片|相片|寫真)$/u, '');
    // A form's cells may space the name's characters unevenly ("久保 田 千晶"): the characters run together.
    const spaced = /^\p{Script=Han}{1,3}(?:[ \u3000]\p{Script=Han}{1,3}){2,3}$/u.test(beforeBracket)
      ? beforeBracket.replace(/[ \u3000]/gu, '')
      : '';
    const unevenly = spaced.length >= 3 && spaced.length <= 6 && !CJK_HEADINGS.test(spaced) ? spaced : null;
    // The next cell's label spaced out after the name ("庹砚秋 性 别 女"): the name's word alone.
    const words = beforeBracket.split(/\s+/u);
    // (The label opens what follows: "結衣 写真" after "篠塚" is the given name, then the photo cell.)
    const beforeLabel =
      words.length > 1 && CJK_HEADINGS.exec(words.slice(1).join(''))?.index === 0 ? cleanCjkName(words[0] ?? '') : null;
    const name =
      reordered ??
      unevenly ??
      beforeLabel ??
      (beforePhoto !== beforeBracket ? (cleanCjkName(beforePhoto) ?? cleanKanaName(beforePhoto)) : null) ??
      cleanName(value, 2) ??
      cleanCjkName(beforeBracket) ??
      cleanCaselessName(beforeBracket) ??
      cleanKanaName(beforeBracket) ??
      cleanCjkName(firstTwo);
    if (!name) continue;
    // The span is the name as written, when it is (not the next cell after it).
    const written = value.indexOf(name);
    const span =
      written >= 0 && !reordered
        ? { start: at + written, end: at + written + name.length }
        : { start: at, end: at + beforeBracket.length };
    found.push({ name, spans: [span], line: -1, score: 3 });
    // Its transliteration or its other form in brackets ("Kevin Wang (Wang Zihan)") is the candidate's too.
    const other = /[（(]([^)）]+)[)）]/u.exec(value)?.[1];
    const bracketed = other ? (cleanName(other) ?? cleanCjkName(other) ?? cleanCaselessName(other)) : null;
    if (bracketed) found.push({ name: bracketed, spans: [], line: -1, score: 3 });
  }
  return found;
}

/**
 * A form whose name cell is under its label ("氏名 写真を貼る位置" / "山 下 美 咲 縦 36〜40mm"): the CJK characters
 * that open the next line, spaced or not, up to a character that starts the next cell (one a number follows).
 */
const CJK_LABEL_ABOVE_RE =
  /^[ \t]*(?:氏名|姓名|이름|성명)(?![\p{L}])([^\n]*)\n(?:[ \t]*\n)?[ \t]*((?:[\p{Script=Han}\p{Script=Hangul}][ ]?){2,6})([^\n]*)/dgmu;
function cjkNamesUnderLabel(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const m of text.matchAll(CJK_LABEL_ABOVE_RE)) {
    const at = m.indices?.[2];
    if (!at) continue;
    // The label's line holds the name itself ("성명 변재환 영문 …"): the line under it is the next row.
    // (A table's rule read between them by OCR: "성명 | 반하람".)
    const besideLabel = /^[ \t:：|｜]*[\p{Script=Han}\p{Script=Hangul}]{2,4}(?![\p{L}])/u.exec(m[1] ?? '');
    if (besideLabel && cleanCjkName(besideLabel[0].replace(/^[ \t:：|｜]+/u, ''))) continue;
    let run = m[2] ?? '';
    // The next row's label is no name ("성명 …" / "생년월일 1996.04.18").
    if (CJK_HEADINGS.test(run.replace(/ /gu, ''))) continue;
    if (/^[ \t]*\d/u.test(m[3] ?? '')) run = run.replace(/[\p{Script=Han}\p{Script=Hangul}][ ]?$/u, '');
    // Under its label a name may be written in five or six characters without a space (OCR of a form's cell).
    const joined = run.replace(/ /gu, '');
    const name =
      cleanCjkName(joined) ??
      (/^\p{Script=Han}{5,6}$/u.test(joined) && cleanCjkName(`${joined.slice(0, 3)} ${joined.slice(3)}`)
        ? joined
        : null);
    if (!name) continue;
    const written = run.trimEnd();
    found.push({ name, spans: [{ start: at[0], end: at[0] + written.length }], line: -1, score: 3 });
  }
  // A Japanese form read column by column puts the values apart from their labels: the reading in kana, then the name
  // in kanji of as many words ("さかきばら ゆずは" / "榊原 柚葉"): both are the name.
  for (const m of text.matchAll(KANA_THEN_NAME_RE)) {
    const kana = cleanKanaName(m[1] ?? '');
    const kanji = cleanCjkName(m[2] ?? '');
    const at = m.indices;
    if (!kana || !kanji || !at?.[1] || !at[2] || kana.split(/\s+/u).length !== kanji.split(/\s+/u).length) continue;
    found.push({ name: kanji, spans: [{ start: at[2][0], end: at[2][1] }], line: -1, score: 3 });
    found.push({ name: kana, spans: [{ start: at[1][0], end: at[1][1] }], line: -1, score: 3 });
  }
  // A name in Latin letters under a CJK form's label of the English name ("英文名" / "Cindy").
  for (const m of text.matchAll(LATIN_NAME_UNDER_LABEL_RE)) {
    const at = m.indices?.[1];
    const name = cleanName(m[1] ?? '', 1);
    if (at && name && !isNotNameWord(name))
      found.push({ name, spans: [{ start: at[0], end: at[1] }], line: -1, score: 3 });
  }
  // The reading in kana under its label ("ふりがな" / "くるしまちかげ").
  for (const m of text.matchAll(KANA_LABEL_ABOVE_RE)) {
    const at = m.indices?.[1];
    const name = cleanKanaName(m[1] ?? '');
    if (at && name) found.push({ name, spans: [{ start: at[0], end: at[1] }], line: -1, score: 3 });
  }
  return found;
}
/** A line of kana in two words, then (a blank line between or not) a line of kanji in two words: a reading over its name. */
const KANA_THEN_NAME_RE =
  /^[ \t]*([\p{Script=Hiragana}\p{Script=Katakana}ー]{1,8}[ \u3000][\p{Script=Hiragana}\p{Script=Katakana}ー]{1,8})[ \t]*\n(?:[ \t]*\n)?[ \t]*(\p{Script=Han}{1,4}[ \u3000]\p{Script=Han}{1,4})[ \t]*$/dgmu;
/** A CJK form's label of the English name alone on its line, the name under it. */
const LATIN_NAME_UNDER_LABEL_RE =
  /^[ \t]*(?:英文名字?|英文姓名|영문[ \t]*(?:이름|성명)|英語名|English[ \t]+name)[ \t]*[:：]?[ \t]*\n(?:[ \t]*\n)?[ \t]*(\p{Lu}\p{Ll}+(?:[ \t]\p{Lu}\p{Ll}+){0,2})[ \t]*$/dgmu;
const KANA_LABEL_ABOVE_RE =
  /^[ \t]*(?:ふりがな|フリガナ)[ \t]*\n(?:[ \t]*\n)?[ \t]*([\p{Script=Hiragana}\p{Script=Katakana}ー][\p{Script=Hiragana}\p{Script=Katakana}ー \u3000]{1,16})[ \t]*$/dgmu;

/**
 * The declaration many Indian resumes end with: "I, Rohan Deshmukh, hereby declare …", and the name signed
 * under it in brackets ("(ROHAN V. DESHMUKH)") within a few lines.
 */
function declaredNames(text: string): Candidate[] {
  const found: Candidate[] = [];
  const re =
    /\bI[ \t]*,[ \t]*([^,\n]{3,60}?)[ \t]*,?[ \t]+(?:do[ \t]+)?hereby[ \t]+(?:solemnly[ \t]+)?(?:declare|affirm|certify)/dgiu;
  for (const m of text.matchAll(re)) {
    const name = cleanName(m[1] ?? '');
    const at = m.indices?.[1];
    if (name && at) found.push({ name, spans: [{ start: at[0], end: at[1] }], line: -1, score: 3 });
  }
  const declaration = /\b(?:hereby|solemnly)[ \t]+(?:declare|affirm|certify)/iu.exec(text);
  if (declaration) {
    const after = text.slice(declaration.index).split('\n').slice(1, 6);
    let offset = declaration.index + (text.slice(declaration.index).indexOf('\n') + 1);
    for (const line of after) {
      const signed = /^[ \t]*[([]([^)\]\n]{3,60})[)\]][ \t]*$/u.exec(line);
      const name = signed ? cleanName(signed[1] ?? '') : null;
      if (signed && name) {
        const start = offset + line.indexOf(signed[1] ?? '');
        found.push({ name, spans: [{ start, end: start + (signed[1]?.length ?? 0) }], line: -1, score: 3 });
      }
      offset += line.length + 1;
    }
  }
  return found;
}

/**
 * A name a design sets in lower case ("wouter van steenkiste", CSS text-transform): a line of two to five lower-case
 * words near the top whose words the e-mail spells, two of them at least ("wouter.vansteenkiste@…").
 */
function lowercaseNames(text: string, emails: ReturnType<typeof emailWords>): Candidate[] {
  if (emails.length === 0) return [];
  const found: Candidate[] = [];
  for (const line of lines(text).slice(0, 12)) {
    const value = line.text.trim();
    if (!/^\p{Ll}[\p{Ll}\p{M}'’-]+(?:[ \t]+\p{Ll}[\p{Ll}\p{M}'’-]*){1,4}$/u.test(value)) continue;
    const tokens = value.split(/\s+/u);
    const spelled = tokens.filter(
      (t) => t.length >= 3 && emails.some((e) => e.words.includes(foldWord(t)) || e.compact.includes(foldWord(t))),
    );
    if (spelled.length < 2) continue;
    const name = tokens
      .map((t) => (PARTICLES.has(t) ? t : t.replace(/(?<![\p{L}'’])\p{Ll}/gu, (c) => c.toUpperCase())))
      .join(' ');
    const start = line.start + line.text.indexOf(value);
    found.push({ name, spans: [{ start, end: start + value.length }], line: -1, score: 3 });
  }
  return found.slice(0, 1);
}

/** The last lines of the text: a page header, footer or text box that the text layer reads last. */
const LAST_LINES = 8;
function lastLines(text: string): Array<{ text: string; start: number }> {
  const out: Array<{ text: string; start: number }> = [];
  let end = text.length;
  while (end > 0 && out.length < LAST_LINES) {
    const start = text.lastIndexOf('\n', end - 1) + 1;
    const raw = text.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    if (raw.trim().length > 0) out.push({ text: raw.trim(), start: start + lead });
    end = start - 1;
  }
  return out;
}

/**
 * A name spelled like the e-mail's local part, anywhere in the header block or in the last lines, when the
 * header line gave none.
 */
function nameFromEmail(text: string, emails: ReturnType<typeof emailWords>): Candidate | null {
  if (emails.length === 0) return null;
  const whole = wholeNameFromEmail(text, emails);
  if (whole) return whole;
  // OCR may break a word between the e-mail's ("Chidubem lkenna Ezeagwuna" for chidubem.ezeagwuna@): on one of the
  // first lines, the e-mail's words of four letters or more written capitalised, two of them at least.
  // A display name set over two lines ("MA. CONCEPCION “CONNIE”" / "DIMACULANGAN"): the line and the next one.
  const top = lines(text).slice(0, 4);
  for (const [index, line] of top.slice(0, 3).entries()) {
    const spans: Array<{ start: number; end: number }> = [];
    const found: string[] = [];
    for (const word of emails[0]?.words ?? []) {
      if (word.length < 4 || isNotNameWord(word)) continue;
      for (const l of [line, top[index + 1]]) {
        if (!l) continue;
        const m = new RegExp(`(?<![\\p{L}])${escapeRegExp(word)}(?![\\p{L}])`, 'iu').exec(foldAccents(l.text));
        if (!m || !/^\p{Lu}/u.test(l.text.charAt(m.index))) continue;
        found.push(l.text.slice(m.index, m.index + m[0].length));
        spans.push({ start: l.start + m.index, end: l.start + m.index + m[0].length });
        break;
      }
    }
    if (found.length >= 2 && spans.some((sp) => sp.start >= line.start && sp.start < line.start + line.text.length))
      return { name: found.join(' '), spans, line: index, score: 3 };
  }
  return splitNameFromEmail(text, emails);
}

/**
 * A name whose parts a layout set apart on the first lines ("Yanqiu ☎ +86 …" / "Gou" for gouyanqiu@): two
 * capitalised words, each opening its line, that together spell the whole run-together local part in either order.
 */
function splitNameFromEmail(text: string, emails: ReturnType<typeof emailWords>): Candidate | null {
  const tokens: Array<{ word: string; start: number }> = [];
  for (const line of lines(text).slice(0, 10)) {
    const m = /^\p{Lu}[\p{Ll}\p{M}'’]+(?=[ \t]|$)/u.exec(line.text);
    if (m && !isNotNameWord(m[0])) tokens.push({ word: m[0], start: line.start });
  }
  for (const e of emails) {
    if (e.compact.length < 6) continue;
    for (const a of tokens)
      for (const b of tokens) {
        if (a === b || foldWord(a.word) + foldWord(b.word) !== e.compact) continue;
        const spans = [a, b].map((t) => ({ start: t.start, end: t.start + t.word.length }));
        return { name: `${b.word} ${a.word}`, spans, line: 0, score: 3 };
      }
  }
  return null;
}

function wholeNameFromEmail(text: string, emails: ReturnType<typeof emailWords>): Candidate | null {
  // A line of a skills list under its heading is skills ("Svelte D3.js … QGIS Datawrapper" beside "msbo-data").
  const skills = skillsListRanges(text);
  for (const [index, line] of [...lines(text), ...lastLines(text)].entries()) {
    if (skills.some((k) => k.start <= line.start && line.start < k.end)) continue;
    for (const m of line.text.matchAll(/\p{Lu}[\p{L}\p{M}'’-]+(?:[ \t]+\p{Lu}[\p{L}\p{M}'’-]+){1,3}/gu)) {
      // "University of Santo Tomas": words after "of" or an institution's word name a place or a school.
      const before = /(\S+)[ \t]+$/u.exec(line.text.slice(0, m.index))?.[1] ?? '';
      if (/^(?:of|for)$/iu.test(before) || (/^\p{Lu}/u.test(before) && isNotNameWord(before))) continue;
      // A run of capitalised words longer than a name is a name run on into a title ("Callum Angus MacGillivray Red
      // Seal Industrial Electrician"): it ends at the last word the e-mail spells.
      const longer = /^[ \t]+\p{Lu}[\p{L}\p{M}'’-]+/u.test(line.text.slice((m.index ?? 0) + m[0].length));
      const words = m[0].split(/[ \t]+/u);
      const last = longer ? words.findLastIndex((w) => matchesEmail(w, emails)) : words.length - 1;
      const run = last >= 1 ? words.slice(0, last + 1).join(' ') : m[0];
      const name = cleanName(run);
      if (name && matchesEmail(name, emails)) {
        const start = line.start + (m.index ?? 0);
        return { name, spans: [{ start, end: start + run.length }], line: index, score: 3 };
      }
    }
  }
  return null;
}

/**
 * More of the name the e-mail spells, set apart from the part already found by a layout that interleaves the
 * name with the contact column ("Thiago Henrique  (81) 99734-2210" … "Albuquerque Nogueira  github.com/…" for
 * thiago.hnogueira@…): other name-shaped runs of the first and last lines that the same address spells.
 */
function moreFromEmail(text: string, emails: ReturnType<typeof emailWords>, names: readonly string[]): Candidate[] {
  const mine = emails.filter((e) => names.some((n) => matchesEmail(n, [e])));
  if (mine.length === 0) return [];
  const own = new Set(names.map(foldWord));
  const known = new Set(names.flatMap((n) => n.split(/[\s-]+/u)).map(foldWord));
  const found: Candidate[] = [];
  for (const line of [...lines(text), ...lastLines(text)])
    for (const m of line.text.matchAll(/\p{Lu}[\p{L}\p{M}'’-]+(?:[ \t]+\p{Lu}[\p{L}\p{M}'’-]+){1,3}/gu)) {
      const before = /(\S+)[ \t]+$/u.exec(line.text.slice(0, m.index))?.[1] ?? '';
      if (/^(?:of|for)$/iu.test(before) || (/^\p{Lu}/u.test(before) && isNotNameWord(before))) continue;
      const name = cleanName(m[0]);
      if (!name || own.has(foldWord(name)) || isPlace(name)) continue;
      // It must add a word the address spells that the name found lacks ("nogueira" of thiago.hnogueira@), not
      // reuse one ("Ahorro Santa Rosa" for rosa.quispe@ is an organisation's name).
      const adds = name
        .split(/[\s-]+/u)
        .map(foldWord)
        .filter((t) => t.length >= 4 && !known.has(t))
        // Inside the run-together address only a word of five letters or more ("novi" is in "vukasinovic").
        .some((t) => mine.some((e) => e.words.includes(t) || (t.length >= 5 && e.compact.includes(t))));
      if (!adds) continue;
      own.add(foldWord(name));
      const start = line.start + (m.index ?? 0);
      found.push({ name, spans: [{ start, end: start + m[0].length }], line: -1, score: 3 });
      if (found.length >= 2) return found;
    }
  return found;
}

/** Whether the whole name occurs again outside the spans it was found at (a footer, a signature). */
function recurs(folded: string, name: string, own: Array<{ start: number; end: number }>): boolean {
  const lower = folded.toLowerCase();
  const tokens = foldAccents(name).toLowerCase().split(/\s+/u);
  // The whole name as it is, also glued to what follows it (a footer's "Jane Roe1/2"), as before; two of a
  // long name's parts in order ("Boatemaa Owusu-Ansah" of a four-part name) as words only.
  const forms: Array<[string, boolean]> = [[tokens.join(' '), false]];
  if (tokens.length >= 3)
    for (let i = 0; i < tokens.length; i++)
      for (let j = i + 1; j < tokens.length; j++)
        // Two real parts: a particle ("de madrid") or an initial recurs in any text.
        if (!/\.$/u.test(tokens[i] ?? '') && !PARTICLES.has(tokens[i] ?? '') && !PARTICLES.has(tokens[j] ?? ''))
          forms.push([`${tokens[i]} ${tokens[j]}`, true]);
  for (const [form, asWords] of forms)
    for (let at = lower.indexOf(form); at !== -1; at = lower.indexOf(form, at + 1)) {
      const word = !/[\p{L}\p{N}]/u.test(lower.charAt(at - 1)) && !/[\p{L}\p{N}]/u.test(lower.charAt(at + form.length));
      if ((word || !asWords) && !own.some((s) => at >= s.start && at < s.end)) return true;
    }
  return false;
}

const NICKNAME_RE = /[(（"“‘«][ \t]*(\p{Lu}(?:[\p{Ll}\p{M}]+|[\p{Lu}\p{M}]+))[ \t]*[)）"”’»]/gu;

/**
 * Single capitalised words in brackets or quotes on the lines where the name was found, or alone on the line
 * under it ("PHẠM THỊ THU TRANG" / "(CHERRY)").
 */
function nicknamesBeside(text: string, spans: ReadonlyArray<{ start: number; end: number }>): string[] {
  const out = new Set<string>();
  for (const span of spans) {
    const lineStart = text.lastIndexOf('\n', span.start - 1) + 1;
    const lineEnd = text.indexOf('\n', span.end);
    const nextEnd = lineEnd === -1 ? -1 : text.indexOf('\n', lineEnd + 1);
    const next = lineEnd === -1 ? '' : text.slice(lineEnd + 1, nextEnd === -1 ? undefined : nextEnd);
    const under = /^[ \t]*[(（"“][^()（）"“”\n]{2,30}[)）"”][ \t]*$/u.test(next) ? `\n${next}` : '';
    const raw = text.slice(lineStart, lineEnd === -1 ? undefined : lineEnd) + under;
    // A letter-spaced line is read with its letters together ("( S a s h a )" → "(Sasha)").
    const line = isLetterSpaced(raw) ? raw.replace(/(?<=\S) (?=\S)/gu, '') : raw;
    for (const m of line.matchAll(NICKNAME_RE)) {
      const word = m[1] ?? '';
      // A credential in capitals without a vowel ("(RGN)", "(CPA)") is no nickname.
      // Nor one of three letters or fewer in capitals beside a name that is not ("Vaishnavi Raghunathan B.E. (ECE)").
      const capsName = text.slice(span.start, span.end) === text.slice(span.start, span.end).toUpperCase();
      const acronym =
        word === word.toUpperCase() &&
        (!/[AEIOUYÀ-ÖØ-Ý]/u.test(foldAccents(word).toUpperCase()) || (word.length <= 3 && !capsName));
      if (word.length >= 2 && !acronym && !isNotNameWord(word) && !isKnownPlace(word)) out.add(word);
    }
  }
  return [...out];
}

/** Words an address adds to a name that are no part of it ("jane.roe.dev@", "jroe.cv@"). */
const LOCAL_PART_WORDS = new Set(
  'dev work jobs job mail email info contact hire hello career careers official real pro the me cv ml ai tech code eng web app apps blog online design studio'.split(
    ' ',
  ),
);

/**
 * The candidate's other names that the e-mail spells: in an address that spells the found name, a word the text
 * writes as a name (capitalised or in capitals) is the candidate's when it is part of a name word ("tobi" of
 * Oluwatobiloba), sits between two name words ("putri.ayu.lestari" for Putri Lestari) or before the surname
 * ("bia.costa" for Beatriz Costa), or is a given name to the tagger ("peggy.oduya" for Margaret Oduya).
 */
function emailShortForms(
  text: string,
  emails: ReturnType<typeof emailWords>,
  names: readonly string[],
  tagger: boolean,
): string[] {
  const own = new Set(names.flatMap((n) => n.split(/[\s-]+/u).map(foldWord)));
  const ownWords = [...own].filter((w) => w.length >= 3);
  const folded = foldAccents(text);
  const out: string[] = [];
  for (const email of emails) {
    if (!names.some((n) => matchesEmail(n, [email]) || endsInEmailInitials(n, [email]))) continue;
    for (const [i, word] of email.words.entries()) {
      if (word.length < 3 || own.has(word) || isNotNameWord(word) || LOCAL_PART_WORDS.has(word)) continue;
      const title = `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
      const written = new RegExp(`(?<![\\p{L}\\p{N}])(${title}|${word.toUpperCase()})(?![\\p{L}\\p{N}])`, 'u').exec(
        folded,
      );
      if (!written?.[1] || isKnownPlace(written[1])) continue;
      const inside = word.length >= 4 && ownWords.some((w) => w.length > word.length && w.includes(word));
      const between = own.has(email.words[i - 1] ?? '') && own.has(email.words[i + 1] ?? '');
      // Where the given name goes, before the surname ("bia.costa@" for Beatriz Costa).
      const givenPlace = i === 0 && own.has(email.words[1] ?? '');
      // First in the address, four letters of a given name in it ("vangie.tg@" for Évangéline).
      const pet =
        i === 0 && word.length >= 4 && ownWords.some((w) => w.length > word.length && w.includes(word.slice(0, 4)));
      if (inside || between || givenPlace || pet || (tagger && taggerReading(written[1]) === 'given'))
        out.push(written[1]);
    }
  }
  return out;
}

/**
 * A CJK name's romanisation that the e-mail spells ("ouyang.mz@" for 欧阳明哲, "kim.jiwoo@" for 김지우): when a name
 * found is in CJK script and none in Latin letters, an e-mail word of three letters or more that the text writes capitalised (an author
 * list's "Ouyang, M.", a signature's "Jiwoo Kim") is the candidate's.
 */
function romanisedFromEmail(text: string, emails: ReturnType<typeof emailWords>, names: readonly string[]): string[] {
  // A CJK name among them, and no Latin name of two words or more (a nickname beside it, "(Vincent)", is no
  // romanisation).
  const cjk = (n: string) =>
    /^[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}ーツノヶケ\s]+$/u.test(n);
  if (!names.some(cjk) || names.some((n) => !cjk(n) && n.trim().split(/\s+/u).length >= 2)) return [];
  const folded = foldAccents(text);
  const out: string[] = [];
  for (const email of emails.slice(0, 1))
    for (const word of email.words) {
      if (word.length < 3 || isNotNameWord(word) || LOCAL_PART_WORDS.has(word)) continue;
      const title = `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
      const written = new RegExp(`(?<![\\p{L}\\p{N}])(${title}|${word.toUpperCase()})(?![\\p{L}\\p{N}])`, 'u').exec(
        folded,
      );
      if (written?.[1] && !isKnownPlace(written[1])) out.push(written[1]);
    }
  return out;
}

/**
 * A short form of the given name used alone ("Nico" for Nicolás, "Alex" for Alexandra): a capitalised word of
 * three to five letters that begins like the given name and is shorter, and that the tagger reads as a given name.
 */
/** A name's given names, folded: every word but the last (the only word of a one-word name); no initials. */
function givenParts(name: string): string[] {
  const tokens = name
    .split(/\s+/u)
    .filter((t) => t.length >= 2 && !/\./u.test(t))
    .map(foldWord);
  return tokens.length > 1 ? tokens.slice(0, -1) : tokens;
}

function shortFormsAlone(text: string, names: readonly string[]): string[] {
  const givens = new Set(names.flatMap(givenParts).filter((g) => g.length >= 5));
  if (givens.size === 0) return [];
  const own = new Set(names.flatMap((n) => n.split(/[\s-]+/u).map(foldWord)));
  const seen = new Set<string>();
  const out: string[] = [];
  // Not a piece of a hyphenated name of a thing ("Otto-von-Guericke-Universität" beside an Ottilie).
  for (const m of foldAccents(text).matchAll(/(?<![\p{L}\p{N}]|\p{L}-)\p{Lu}\p{Ll}{2,4}(?![\p{L}\p{N}]|-\p{L})/gu)) {
    const key = foldWord(m[0]);
    if (seen.has(key) || own.has(key)) continue;
    seen.add(key);
    // It begins the given name ("Nico" of Nicolás), or its last letter alone differs in a form of four letters
    // ("Pato" of Patricio); "Marco" beside a Marcela is another name.
    const shortOf = (g: string) =>
      key.length < g.length && (g.startsWith(key) || (key.length <= 4 && g.startsWith(key.slice(0, -1))));
    if (![...givens].some(shortOf)) continue;
    if (isNotNameWord(m[0]) || isKnownPlace(m[0]) || taggerReading(m[0]) !== 'given') continue;
    out.push(m[0]);
    if (out.length >= 3) break;
  }
  return out;
}

/** A segment that is a name as a whole: brackets around it and quotes around a nickname in it set aside. */
function nameShaped(segment: string): string | null {
  const unwrapped = segment.replace(/^[(（[][ \t]*(.*?)[ \t]*[)）\]]$/u, '$1').replace(/[“”"«»]/gu, ' ');
  return cleanName(unwrapped, 2);
}

/**
 * The candidate's name written more fully elsewhere: a segment that is a name as a whole and holds a confirmed
 * name ("Gummadi Venkata Lakshmi Narasimha Rao" signed under a declaration that gave "Narasimha Rao";
 * "Christopher L. “Chris” Nguyen-Baptiste" under a running header that gave "Chris Nguyen-Baptiste"). One of its
 * words is enough on the resume's first and last lines and in brackets; elsewhere it must hold the whole name.
 */
function widerNames(text: string, confirmed: readonly string[]): Candidate[] {
  const names = confirmed.filter((n) => !isCaselessName(n));
  if (names.length === 0) return [];
  const own = new Set(names.map(foldWord));
  const wholes = names.filter((n) => n.split(/\s+/u).length >= 2).map((n) => ` ${foldWord(n)} `);
  const parts = new Set(
    names
      .flatMap((n) => nameParts(n))
      .map(foldWord)
      .filter((p) => p.length >= 3),
  );
  const edges = new Set([...lines(text), ...lastLines(text)].map((l) => l.start));
  const found: Candidate[] = [];
  let at = 0;
  for (const raw of text.split('\n')) {
    const start = at;
    at += raw.length + 1;
    if (raw.length > 300 || !/\p{Lu}/u.test(raw)) continue;
    const lead = raw.length - raw.trimStart().length;
    const line = { text: raw.trim(), start: start + lead };
    for (const segment of segments(line)) {
      const name = nameShaped(segment.text);
      if (!name || own.has(foldWord(name)) || isPlace(name)) continue;
      const key = ` ${foldWord(name).replace(/\s+/gu, ' ')} `;
      const whole = wholes.some((w) => key.includes(w));
      const part = key.split(' ').some((t) => parts.has(t));
      if (whole || (part && (edges.has(line.start) || /^[(（[]/u.test(segment.text))))
        found.push({
          name,
          spans: [{ start: segment.start, end: segment.start + segment.text.length }],
          line: -1,
          score: 3,
        });
    }
  }
  return found;
}

/**
 * The surname a personal domain, a handle or an e-mail spells after the given name ("noabendavid.io",
 * "noabendavid", for Noa): the rest of the word, when the text writes it as a name ("Ben-David", "Ben David").
 */
function surnamesSpelled(text: string, names: readonly string[]): string[] {
  const givens = [...new Set(names.flatMap((n) => n.split(/[\s-]+/u)).map(foldWord))].filter((g) => g.length >= 3);
  if (givens.length === 0) return [];
  const written = new Map<string, string>();
  for (const m of text
    .slice(0, 60_000)
    .matchAll(/(?<![\p{L}])\p{Lu}[\p{L}\p{M}]*(?:[-'’ ]\p{Lu}[\p{L}\p{M}]*)?(?![\p{L}])/gu)) {
    const key = foldWord(m[0]).replace(/[-'’ ]/gu, '');
    if (key.length >= 4 && !written.has(key) && !isNotNameWord(m[0])) written.set(key, m[0]);
  }
  const out = new Set<string>();
  for (const m of text.slice(0, 60_000).matchAll(/(?<![\p{L}\p{N}])[a-z][a-z0-9._-]{5,40}/gu)) {
    // An e-mail's local part, or a domain's or handle's first label, as letters ("thiago.hnogueira" → "thiagohnogueira").
    const raw = m[0].includes('@') ? (m[0].split('@')[0] ?? '') : (m[0].split('.')[0] ?? '');
    const token = raw.replace(/[\d._-]/gu, '');
    for (const given of givens) {
      const rest = token.startsWith(given)
        ? token.slice(given.length)
        : token.endsWith(given)
          ? token.slice(0, -given.length)
          : '';
      // The rest may begin with the initials of middle names ("h" for Henrique).
      const surname = [0, 1, 2]
        .map((k) => rest.slice(k))
        .filter((r) => r.length >= 4)
        .map((r) => written.get(r))
        .find((w) => w !== undefined);
      if (surname && !isKnownPlace(surname) && !givens.includes(foldWord(surname))) out.add(surname);
    }
    if (out.size >= 2) break;
  }
  return [...out];
}

/** Words that introduce a name: "known as", "know me as", "call me", "goes by", "a.k.a.", "me llaman", "genannt", "dit". */
const NAME_CUE = String.raw`(?:known as|know me as|call(?:ed)? me|calls me|goes by|go by|a\.?k\.?a\.?|nicknamed?|me llaman|me dicen|conocid[oa] como|chamad[oa]|genannt|dite?|dett[oa])[ \t]*[:"“'‘(]?[ \t]*`;

/**
 * A name the resume says the candidate is called by: "Known as Olly on site", "Bridie to the team", "Kasia to
 * collaborators", "Lupita para el equipo", "im Team Frieda genannt", "dite Lou". A capitalised word in such a
 * phrase is a name by the phrase itself, and on a resume it is the candidate's.
 */
const CUED_NICKNAME_RES = [
  new RegExp(
    String.raw`(?<![\p{L}])(?:[Kk]nown|[Cc]alled|[Nn]icknamed|[Rr]eferred to|[Kk]now me)(?:[ \t]+to[ \t]+(?:\p{Ll}+[ \t]+){0,2}?\p{Ll}+)?[ \t]+as[ \t]+["“'‘]?(\p{Lu}\p{Ll}{1,11})["”'’]?(?![\p{L}])|(?<![\p{L}])(?:[Gg]oes|[Gg]o)[ \t]+by[ \t]+["“'‘]?(\p{Lu}\p{Ll}{1,11})(?![\p{L}])|(?<![\p{L}])(?:[Cc]all me|a\.k\.a\.?|aka|genannt|dite?|detta|detto|[Cc]onocid[oa][ \t]+como|[Cc]hamad[oa][ \t]+de|[Mm]e\s+llaman|[Mm]e\s+dicen)\s+["“'‘]?(\p{Lu}\p{Ll}{1,11})(?![\p{L}])|(?<![\p{L}])(?:I['’]m|I am|[Mm]y name is|[Mm]e llamo|[Jj]e m['’]appelle|[Ii]ch heiße|[Zz]ovem se|[Mm]i chiamo|[Mm]eu nome é)[ \t]+(\p{Lu}\p{Ll}{1,15})(?=[ \t]*(?:[.,!;—–(]|\p{Extended_Pictographic}|\n|$))`,
    'gu',
  ),
  new RegExp(
    String.raw`(?<![\p{L}])(\p{Lu}\p{Ll}{1,11})[ \t,]+(?:to|for)[ \t]+(?:the[ \t]+team|my[ \t]+team|(?:my[ \t]+)?(?:friends|colleagues|collaborators|co-?workers|teammates|clients|everyone|most people))(?![\p{L}])|(?<![\p{L}])(\p{Lu}\p{Ll}{1,11})[ \t,]+para[ \t]+(?:el[ \t]+equipo|la[ \t]+familia|los[ \t]+amigos|mis[ \t]+colegas|os[ \t]+colegas|a[ \t]+equipe|os[ \t]+amigos|todos)(?![\p{L}])|(?<![\p{L}])(\p{Lu}\p{Ll}{1,11})[ \t,]+pour[ \t]+(?:l['’]équipe|les[ \t]+collègues|les[ \t]+amis)(?![\p{L}])|(?<![\p{L}])(\p{Lu}\p{Ll}{1,11})[ \t\n]+genannt(?![\p{L}])`,
    'gu',
  ),
];
/**
 * A short form of the given name opening a clause, to a group of people the work names ("…; Tam" / "to the RSE
 * crews" for Tamati): the line may wrap. Only a word that begins like a word of the name.
 */
const CLAUSE_NICKNAME_RE = [
  new RegExp(
    String.raw`(?:^|[;.—–(][ \t]*)(\p{Lu}\p{Ll}{1,11})[ \t]*\n?[ \t]*(?:to|for)[ \t\n]+(?:the|my|our)[ \t\n]+(?:[\p{L}-]+[ \t\n]+){0,2}(?:team|teams|crew|crews|staff|students|pupils|kids|players|workers|patients|residents|volunteers|members|growers|drivers|nurses)(?![\p{L}])`,
    'gmu',
  ),
];

function cuedNicknames(text: string): string[] {
  const out = new Set<string>();
  for (const re of CUED_NICKNAME_RES)
    for (const m of text.matchAll(re)) {
      const word = m.slice(1).find((g) => g !== undefined);
      if (word && !isNotNameWord(word) && !isKnownPlace(word) && !PARTICLE_WORDS.has(word.toLowerCase())) {
        out.add(word);
        // Its short form in brackets or quotes after it ("I’m Sulistyowati (Sulis).").
        const short = /^[ \t]*[(“"]\s*(\p{Lu}\p{Ll}{1,15})\s*[)”"]/u.exec(text.slice((m.index ?? 0) + m[0].length));
        if (short?.[1] && !isNotNameWord(short[1])) out.add(short[1]);
      }
      if (out.size >= 3) return [...out];
    }
  return [...out];
}
/**
 * A name of one word (a mononym, as many Indonesians have): a line of the first ones, or of the last, that is one
 * capitalised word a handle, a profile's address or the e-mail spells whole ("Sulistyowati" beside
 * "github.com/sulistyowati-dev"). Looked for only where no other name was found: a given name over the family name
 * ("Maïté" / "Vandeputte-Hoornaert") is a line of one word too.
 */
function mononyms(text: string): Candidate[] {
  const spelled = new Set<string>();
  for (const m of text.matchAll(
    /(?:(?:github|gitlab|bitbucket|behance|dribbble|medium|instagram|twitter|x|codepen|kaggle)\.com\/|\bin\/|@)([\p{L}\p{N}._-]{5,40})|([\p{L}\p{N}._%+-]{5,40})@/gu,
  ))
    for (const w of foldWord(m[1] ?? m[2] ?? '').split(/[._\-\d%+]+/u)) if (w.length >= 5) spelled.add(w);
  if (spelled.size === 0) return [];
  for (const line of [...lines(text), ...lastLines(text)]) {
    const word = line.text.trim();
    if (!/^\p{Lu}[\p{Ll}\p{M}]{4,}$|^\p{Lu}{5,}$/u.test(word) || !spelled.has(foldWord(word))) continue;
    if (isNotNameWord(word) || isKnownPlace(word)) continue;
    return [{ name: word, spans: [{ start: line.start, end: line.start + word.length }], line: -1, score: 3 }];
  }
  return [];
}

function nonLatinForms(text: string, names: readonly string[]): string[] {
  if (!/[\p{Script=Cyrillic}\p{Script=Greek}]/u.test(text)) return [];
  const parts = new Set(
    names
      .filter((n) => /^[\p{Script=Latin}\s.'’-]+$/u.test(n))
      .flatMap((n) => [...n.split(/\s+/u), ...n.split(/[\s-]+/u)])
      .map((w) => foldWord(w))
      .filter((w) => w.length >= 3),
  );
  if (parts.size === 0) return [];
  const out = new Set<string>();
  // Ukrainian writes г as h and и as y ("Гриценко" is Hrytsenko), Russian as g and i.
  const ukrainian = (w: string) =>
    latinOf(w.replace(/г/gu, 'h').replace(/Г/gu, 'H').replace(/и/gu, 'y').replace(/И/gu, 'Y'));
  for (const m of text.matchAll(/\p{Lu}[\p{Script=Cyrillic}\p{Script=Greek}'’-]{2,}/gu)) {
    if (!/^[\p{Script=Cyrillic}\p{Script=Greek}]/u.test(m[0])) continue;
    if (parts.has(foldWord(latinOf(m[0]))) || parts.has(foldWord(ukrainian(m[0])))) out.add(m[0]);
  }
  return [...out];
}

/**
 * A Korean form's other spellings of the name, each after its label on the row of the name ("이름 남궁다인 한자 南宮多仁",
 * "영문 NAMKOONG DA IN 생년월일 …"): the Hanja and the English name.
 */
const KOREAN_FORM_NAME_RE =
  /(?<![\p{L}])(?:한자(?:명|[ \t]?이름)?|漢字)[ \t]*[:：]?[ \t]*(\p{Script=Han}{2,4})(?![\p{Script=Han}])|(?<![\p{L}])(?:영문(?:명|[ \t]?이름|[ \t]?성명)?|英文名)[ \t]*[:：]?[ \t]*(\p{Lu}[\p{L}'’-]+(?:[ \t]+\p{Lu}[\p{L}'’-]+){1,3})(?=[ \t]+[\p{Script=Hangul}\p{Script=Han}]|[ \t]*$)/gmu;

function koreanFormNames(text: string): Candidate[] {
  if (!/[이성]름|성명/u.test(text)) return [];
  const found: Candidate[] = [];
  for (const m of text.matchAll(KOREAN_FORM_NAME_RE)) {
    const name = m[1] ?? m[2] ?? '';
    if (!name || CJK_HEADINGS.test(name)) continue;
    const start = (m.index ?? 0) + m[0].lastIndexOf(name);
    found.push({ name, spans: [{ start, end: start + name.length }], line: -1, score: 3 });
  }
  return found.slice(0, 2);
}

/** "© 2026 Name", "Copyright (c) 2019–2026 Name": the name of two to four words after the sign and the years. */
const COPYRIGHT_RE =
  /(?:©|\([cC]\)|[Cc]opyright)[ \t]*(?:(?:19|20)\d{2}(?:[ \t]*[–-][ \t]*(?:19|20)\d{2})?[ \t]+)?(\p{Lu}[\p{L}\p{M}'’-]+(?:[ \t]+\p{Lu}[\p{L}\p{M}'’.-]*){1,3})/gu;

/** A personal site's copyright line names its owner ("© 2026 Marie-Soleil Beauchesne-Ouellet · built with Hugo"). */
function copyrightOwners(text: string): Candidate[] {
  for (const m of text.matchAll(COPYRIGHT_RE)) {
    const name = cleanName(m[1] ?? '');
    // A firm's or a template's copyright is no person's ("© 2026 Acme Corp", "© Canva Pty Ltd").
    if (!name || opensOrganisation(name) || namesPersonNamedOrg(name) || isPlace(name)) continue;
    const start = (m.index ?? 0) + m[0].length - (m[1] ?? '').length;
    return [{ name, spans: [{ start, end: start + name.length }], line: -1, score: 3 }];
  }
  return [];
}

/** Capitalised words that open such phrases without being names ("Thanks to the team", "Team"). */
const PARTICLE_WORDS = new Set([
  'known',
  'well',
  'best',
  'introduced',
  'thanks',
  'thank',
  'credit',
  'grateful',
  'team',
  'im',
  'the',
  'sent',
  'reported',
  'presented',
  'delivered',
  'available',
  'open',
  'also',
]);

/**
 * A pet form of the given name that does not begin like it ("Bill" for William, "Paco" for Francisco), from
 * the table in hypocorisms.ts, written as a name (capitalised or in capitals) anywhere in the text.
 */
function hypocorismsUsed(text: string, names: readonly string[]): string[] {
  const folded = foldAccents(text);
  const own = new Set(names.flatMap((n) => n.split(/[\s-]+/u).map(foldWord)));
  const out = new Set<string>();
  for (const name of names) {
    for (const short of hypocorismsOf(name.split(/\s+/u)[0] ?? '')) {
      if (own.has(short) || isKnownPlace(short)) continue;
      const title = `${short.charAt(0).toUpperCase()}${short.slice(1)}`;
      const cue = WORD_FORMS.has(short) ? NAME_CUE : '';
      const m = new RegExp(
        `${cue}(?<![\\p{L}\\p{N}]|\\p{L}-)(${title}|${short.toUpperCase()})(?![\\p{L}\\p{N}]|-\\p{L})`,
        'iu',
      ).exec(folded);
      if (m?.[1] && (m[1] === title || m[1] === short.toUpperCase()))
        out.add(text.slice(m.index + m[0].length - m[1].length, m.index + m[0].length));
    }
  }
  return [...out];
}

/** Capitalised words written directly before a confirmed name's last word that are a short form of its given name. */
function shortFormsBeside(text: string, names: readonly string[]): string[] {
  const out = new Set<string>();
  const folded = foldAccents(text);
  for (const name of names) {
    const tokens = name.split(/\s+/u).filter((t) => t.length >= 2 && !/\.$/u.test(t));
    const givens = givenParts(name);
    const last = tokens[tokens.length - 1];
    if (tokens.length < 2 || !last || last.length < 3) continue;
    // A Vietnamese middle name that marks a woman or a man ends no name ("Lương Thị" / "Ngọc Trâm" set apart): the
    // word before it elsewhere is another family name ("Nguyễn Thị Minh Khai", a street).
    if (/^(?:thi|van)$/u.test(foldWord(last))) continue;
    const own = new Set(tokens.map(foldWord));
    const lastForm = escapeRegExp(foldAccents(last));
    const re = new RegExp(
      `(?<![\\p{L}])(\\p{Lu}\\p{Ll}{2,})[ \\t]+(?:${lastForm}|${lastForm.toUpperCase()})(?![\\p{L}])`,
      'gu',
    );
    for (const m of folded.matchAll(re)) {
      const word = m[1] ?? '';
      const key = foldWord(word);
      if (own.has(key) || isNotNameWord(word) || isKnownPlace(word)) continue;
      // It begins like one of the given names ("Flor" of María Florencia), or is a long piece of one ("Tina" of Cristina).
      const shortOf = givens.some(
        (g) => key.length < g.length && (g.startsWith(key.slice(0, 3)) || (key.length >= 4 && g.includes(key))),
      );
      if (shortOf || taggerReading(word) === 'given') out.add(word);
      if (out.size >= 3) break;
    }
  }
  return [...out];
}

/**
 * The line under a name that ends its line, when that line is one name-shaped word and more lines follow (a job
 * title, a place): the family name the column wrapped. Not a heading, a title word, a place or a word in capitals
 * under a name in title case.
 */
function wrappedFamilyName(
  text: string,
  fullName: string,
  spans: ReadonlyArray<{ start: number; end: number }>,
): Candidate | null {
  // The words the e-mails spell, read once for every span.
  const spelled = emailWordSet(emailWords(text));
  for (const span of spans) {
    let lineEnd = text.indexOf('\n', span.end);
    // The name may end its line with a particle that needs the family name after it ("Nurul Syafiqah binti").
    const tail = lineEnd === -1 ? '' : text.slice(span.end, lineEnd).trim();
    const particle = NAME_PARTICLE_RE.test(tail);
    if (lineEnd === -1 || (tail !== '' && !particle)) continue;
    // A profile export leaves an empty line between the two halves ("Thandiwe Nokuthula" / "" / "Mahlangu").
    if (text.charAt(lineEnd + 1) === '\n') lineEnd++;
    const nextEnd = text.indexOf('\n', lineEnd + 1);
    if (nextEnd === -1) continue;
    const raw = text.slice(lineEnd + 1, nextEnd);
    const word = raw.trim();
    // Two words of the name a design set apart under the rest ("Audrey Kwek" / "" / "HUI MIN", "Gustavo Henrique" / "" /
    // "Bittencourt Sales"), when the e-mail spells both, the two run together, their initials, or one of them
    // ("audrey.kwek.hm@…", "gustavo.hbsales@…").
    const pair = /^(\p{Lu}[\p{L}\p{M}'’]+)[ \t]+(\p{Lu}[\p{L}\p{M}'’]+)$/u.exec(word);
    if (pair) {
      const [a, b] = [foldWord(pair[1] ?? ''), foldWord(pair[2] ?? '')];
      // (A word of four letters or more an e-mail word begins or ends with: "sales" of "gustavo.hbsales@".)
      const inEmail = (w: string) => w.length >= 4 && [...spelled].some((e) => e.startsWith(w) || e.endsWith(w));
      const byEmail =
        spelled.has(`${a.charAt(0)}${b.charAt(0)}`) ||
        spelled.has(`${a}${b}`) ||
        (spelled.has(a) && spelled.has(b)) ||
        inEmail(a) ||
        inEmail(b);
      if (!byEmail || [a, b].some((w) => (isNotNameWord(w) && !inEmail(w)) || isKnownPlace(w))) continue;
      const start = lineEnd + 1 + raw.indexOf(word);
      return { name: word, spans: [{ start, end: start + word.length }], line: -1, score: 3 };
    }
    // A column wraps a long name: three words or more above ("María Guadalupe Zaragoza" / "Téllez"), or one that
    // ends in a particle; under a shorter one, a single word is a job title ("Radka Hrušková" / "Farmaceutka")
    // unless the e-mail spells it.
    // Four name words above are a whole name already (two given names, two surnames): a fifth under them is a title
    // ("Rocío Anahí Cevallos Tapia" / "Auditora"), unless the e-mail spells it.
    const nameWords = fullName.trim().split(/\s+/u);
    const long =
      (nameWords.length >= 3 && nameWords.filter((w) => !PARTICLES.has(w.toLowerCase())).length <= 3) || particle;
    // The e-mail spells a double name without its hyphen or apostrophe ("yousef.alqassimi" for "AL-QASSIMI").
    const emailSpells = spelled.has(foldWord(word).replace(/[-'’]/gu, ''));
    if (!long && !emailSpells) continue;
    const written = text.slice(span.start, span.end);
    const nameCase = /\p{Ll}/u.test(written);
    // A name set in lower case wraps in lower case too.
    if (written === written.toLowerCase() && word !== word.toLowerCase()) continue;
    const shape = nameCase
      ? /^\p{Lu}\p{Ll}[\p{Ll}\p{M}'’]+(?:-\p{Lu}\p{Ll}[\p{Ll}\p{M}'’]+)?$/u
      : /^\p{Lu}[\p{Lu}\p{M}'’]+(?:-\p{Lu}[\p{Lu}\p{M}'’]+)?$/u;
    if (!shape.test(word) || word.length < 3 || isNotNameWord(word) || isKnownPlace(word)) continue;
    if (taggerReading(word) === 'place') continue;
    // A word the text also uses as a word is a title ("Fisioterapeuta" / … "Fisioterapeuta com quatro anos …",
    // "fisioterapeuta"): in lower case, or opening a line that goes on in lower case; unless the e-mail spells it or a
    // particle asks for it ("Siti Farhana binti" / "Zulkifli" … "Zulkifli supervised …").
    const escaped = escapeRegExp(word);
    if (
      !particle &&
      !emailSpells &&
      // (Not inside an e-mail or a link, which spell the name in lower case.)
      (new RegExp(
        `(?<![\\p{L}\\p{N}.@_/-])${escapeRegExp(word.toLowerCase())}(?![\\p{L}\\p{N}@_/-]|\\.\\p{L})`,
        'u',
      ).test(text) ||
        new RegExp(`^[ \\t]*${escaped}[ \\t]+\\p{Ll}{2,}`, 'mu').test(text))
    )
      continue;
    const start = lineEnd + 1 + raw.indexOf(word);
    return { name: word, spans: [{ start, end: start + word.length }], line: -1, score: 3 };
  }
  return null;
}

/**
 * A CJK name of two to four characters beside a transliterated name: right before its span on its line, or alone on the
 * nearest line above or below it; the whole of its run, opening with a known family name or, in Han characters, of as
 * many characters as the transliteration has syllables.
 */
function cjkBesideLatin(
  text: string,
  latin: string,
  spans: ReadonlyArray<{ start: number; end: number }>,
): Candidate[] {
  const found: Candidate[] = [];
  // A Chinese name of as many characters as the transliteration has syllables ("賴宜華" for "Yi-Hua Lai").
  const syllables = latin.split(/[\s-]+/u).filter(Boolean).length;
  const add = (run: string, start: number) => {
    const name = run.replace(/\s+/gu, '');
    const han = /^\p{Script=Han}+$/u.test(name) && [...name].length === syllables;
    if ((cjkNameAtStart(name) !== name && !han) || CJK_HEADINGS.test(name) || isKnownPlace(name)) return;
    found.push({ name, spans: [{ start, end: start + run.length }], line: -1, score: 3 });
  };
  const run = String.raw`[\p{Script=Han}\p{Script=Hangul}](?:[ ]?[\p{Script=Han}\p{Script=Hangul}]){1,3}`;
  const alone = new RegExp(`^[ \\t]*(${run})[ \\t]*$`, 'u');
  const before = new RegExp(`(?:^|[ \\t])(${run})[ \\t]*$`, 'u');
  /** The nearest non-empty line before `at` (a line's start) or after `at` (a line's end). */
  const nearest = (at: number, up: boolean): { text: string; start: number } | null => {
    let pos = at;
    for (let i = 0; i < 3; i++) {
      const start = up ? text.lastIndexOf('\n', pos - 2) + 1 : pos + 1;
      const end = up ? pos - 1 : text.indexOf('\n', pos + 1);
      if ((up && pos <= 0) || (!up && pos === -1)) return null;
      const line = text.slice(start, end === -1 ? text.length : end);
      if (line.trim() !== '') return { text: line, start };
      pos = up ? start : end;
    }
    return null;
  };
  for (const span of spans) {
    const lineStart = text.lastIndexOf('\n', span.start - 1) + 1;
    const m = before.exec(text.slice(lineStart, span.start));
    if (m?.[1]) add(m[1], lineStart + (m.index ?? 0) + m[0].indexOf(m[1]));
    for (const line of [nearest(lineStart, true), nearest(text.indexOf('\n', span.end), false)]) {
      const a = line ? alone.exec(line.text) : null;
      if (line && a?.[1]) add(a[1], line.start + line.text.indexOf(a[1]));
    }
  }
  return found;
}

/** Lines that are the name and nothing else, in any case ("YOUSEF ABDELRAHMAN" of "Yousef Abdelrahman"). */
function linesOfName(text: string, name: string): Array<{ start: number; end: number }> {
  if (!/\s/u.test(name.trim())) return [];
  const want = foldWord(name).replace(/\s+/gu, ' ');
  return lines(text)
    .filter((l) => foldWord(l.text).replace(/\s+/gu, ' ') === want)
    .map((l) => ({ start: l.start, end: l.start + l.text.length }));
}

/** The first non-empty line within two lines under a span, when it is a name in Latin letters of two words or more. */
function romanisedBelow(text: string, spans: ReadonlyArray<{ start: number; end: number }>): Candidate | null {
  for (const span of spans) {
    let at = text.indexOf('\n', span.end);
    for (let i = 0; i < 3 && at !== -1; i++) {
      const end = text.indexOf('\n', at + 1);
      const raw = text.slice(at + 1, end === -1 ? undefined : end);
      const value = raw.trim();
      if (value !== '') {
        const name = /^\p{Script=Latin}/u.test(value) ? cleanName(value) : null;
        if (!name || isPlace(name)) break;
        const start = at + 1 + raw.indexOf(value);
        return { name, spans: [{ start, end: start + value.length }], line: -1, score: 3 };
      }
      at = end;
    }
  }
  return null;
}

/** Particles that join a given name to the family name after it: Malay and Arabic "bin", "binti", "ibn"; "a/l", "a/p". */
const NAME_PARTICLE_RE = /^(?:bin|binti|bint|ibni?|binte|a\/l|a\/p|s\/o|d\/o)$/iu;

const CLOSING_RE =
  /(?:regards|sincerely|best wishes|yours(?: truly| faithfully)?|thank you|thanks|cordialement|salutations|saludos|atentamente|grüße|grüssen|hochachtungsvoll|atenciosamente|cumprimentos|distinti saluti|cordiali saluti|met vriendelijke groet|groeten|med vänliga hälsningar|med venlig hilsen|vennlig hilsen|pozdrawiam|s pozdravem|üdvözlettel|cu stimă)[,.!]?[ \t]*$/iu;

/**
 * The word a letter is signed with, on the line after its closing: the candidate's when it is the start or the end
 * of one of the name's words ("Wenna" for Morwenna, "Kasia" is not, "Alex" for Alexandra).
 */
function signOffShortForms(text: string, names: readonly string[]): string[] {
  const parts = names.flatMap((n) => nameParts(n)).map(foldWord);
  const out: string[] = [];
  const lines = text.split('\n');
  for (const [i, line] of lines.entries()) {
    if (!CLOSING_RE.test(line)) continue;
    for (const next of lines.slice(i + 1, i + 3)) {
      const word = next.trim();
      if (!/^\p{Lu}\p{Ll}{2,11}$/u.test(word)) continue;
      const key = foldWord(word);
      if (parts.some((p) => p !== key && p.length > key.length && (p.startsWith(key) || p.endsWith(key))))
        out.push(word);
    }
  }
  return out;
}

/**
 * Whether the text writes two neighbouring words of a line in capitals elsewhere as a phrase, the second in lower case
 * ("KẾ TOÁN TỔNG HỢP" and "Kế toán tổng hợp, FPT Software"): a name keeps its capitals wherever it is written. A
 * particle ("de", "van") is no evidence.
 */
function writtenAsPhrase(text: string, name: string): boolean {
  const tokens = name.split(/\s+/u);
  for (let i = 0; i + 1 < tokens.length; i++) {
    const [a, b] = [tokens[i] ?? '', tokens[i + 1] ?? ''];
    if (!/^\p{L}{2,}$/u.test(a) || !/^\p{L}{2,}$/u.test(b) || PARTICLES.has(b.toLowerCase())) continue;
    const pair = new RegExp(`(?<![\\p{L}\\p{M}])${a}[ \\t]+(${b})(?![\\p{L}\\p{M}])`, 'giu');
    for (const m of text.matchAll(pair)) if (/^\p{Ll}/u.test(m[1] ?? '')) return true;
  }
  return false;
}

/** Whether a candidate opens its line right after a line that ends with the kind of body it names ("Fundación"). */
function continuesOrganisation(text: string, c: Candidate): boolean {
  const at = c.spans[0]?.start;
  if (at === undefined || !/^[ \t]*$/u.test(text.slice(text.lastIndexOf('\n', at - 1) + 1, at))) return false;
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  if (lineStart === 0) return false;
  const before = text.slice(text.lastIndexOf('\n', lineStart - 2) + 1, lineStart - 1);
  const tail = /(?:^|[,;:·|–—(][ \t]*)([^,;:·|–—(]{2,40})$/u.exec(before.trim())?.[1] ?? '';
  return tail !== '' && opensOrganisation(`${tail.trim()} ${c.name}`);
}

/** Headings that open a resume in scripts without capitals: "CV", "resume", "personal details". */
const CASELESS_HEADING_RE =
  /^(?:السيرة الذاتية|سيرة ذاتية|البيانات الشخصية|المعلومات الشخصية|קורות חיים|פרטים אישיים|बायोडाटा|बायो-डाटा|जीवन वृत्त|जीवन परिचय|रिज्यूमे|व्यक्तिगत विवरण|ประวัติส่วนตัว|ประวัติย่อ|เรซูเม่|ข้อมูลส่วนตัว)/u;

/**
 * A name in a script without capitals (Arabic, Hebrew, Devanagari, Thai …) that opens the page: the first two to four
 * words of the first line, when the text writes them again elsewhere ("Profile of رزان عودة الحياري, …") or the line
 * is that name alone and a name in Latin letters confirmed by other signals sits in the lines under it.
 */
function caselessHeaderNames(text: string, chosen: readonly Candidate[]): Candidate[] {
  const first = lines(text)[0];
  if (!first || CASELESS_HEADING_RE.test(first.text)) return [];
  const words = first.text.split(/\s+/u);
  const latinBelow = chosen.some(
    (c) =>
      c.score >= 2 &&
      /^[\p{Script=Latin}\s.'’-]+$/u.test(c.name) &&
      c.spans.some((s) => s.start > first.start && text.slice(first.start, s.start).split('\n').length <= 5),
  );
  for (let n = Math.min(4, words.length); n >= 2; n--) {
    const name = cleanCaselessName(words.slice(0, n).join(' '));
    if (!name || !first.text.startsWith(name)) continue;
    const again = text.indexOf(name, first.start + name.length) !== -1;
    if (!again && !(latinBelow && n === words.length)) continue;
    return [{ name, spans: [{ start: first.start, end: first.start + name.length }], line: 0, score: 3 }];
  }
  return [];
}

export function findCandidateNames(
  text: string,
  options: { vocabulary?: JobVocabulary; tagger?: boolean } = {},
): NameFinding {
  const emails = emailWords(text);
  const labelled = [
    ...capsRunNames(text, emails),
    ...firstWordsColumn(text, emails),
    ...lowercaseNames(text, emails),
    ...labelledNames(text),
    ...tableLabelledNames(text),
    ...cjkNamesUnderLabel(text),
    ...declaredNames(text),
    ...copyrightOwners(text),
    ...koreanFormNames(text),
  ];
  const skills = skillsListRanges(text);
  // A skill beside acronyms under a skills heading ("보유기술" / "BLS ACLS EMR 감염관리") is no name and its reading.
  const cjk = [...cjkNames(text), ...bracketedCjkNames(text)].filter(
    (c) => c.spans.length === 0 || !c.spans.every((sp) => skills.some((k) => k.start <= sp.start && sp.end <= k.end)),
  );
  const folded = foldAccents(text);
  const scored = headerCandidates(text, emails).flatMap((c) => {
    const byEmail = matchesEmail(c.name, emails);
    // A place ("Santa Clara", "Lima Perú") or the job's own words are no name unless the e-mail says so.
    const jobWords = options.vocabulary !== undefined && jobUses(options.vocabulary, c.name);
    if (!byEmail && (isPlace(c.name) || jobWords || namesPersonNamedOrg(c.name))) return [];
    // A school or an employer by the kind of body it opens with, whatever the e-mail shares with it; also where a
    // narrow column wrapped the body's kind onto the line before ("…, Fundación" / "Juan March (2018)").
    if (opensOrganisation(c.name) || continuesOrganisation(text, c)) return [];
    // Lines of a skills list under its heading are skills ("CONOCIMIENTOS" / "Excel" / "Power BI").
    if (
      !byEmail &&
      c.spans.length > 0 &&
      c.spans.every((sp) => skills.some((k) => k.start <= sp.start && sp.end <= k.end))
    )
      return [];
    if (writtenAsPhrase(text, c.name)) return [];
    // Past the first lines, acronyms in a row ("SAP FICO", "GST") are skills unless the e-mail spells them.
    if (c.line >= 3 && !byEmail && c.name.split(/\s+/u).every((w) => /^\p{Lu}{2,4}$/u.test(w))) return [];
    let score = c.score + (byEmail ? 2 : 0);
    if (recurs(folded, c.name, c.spans)) score += 1;
    if ([...labelled, ...cjk].some((l) => foldWord(l.name) === foldWord(c.name))) score += 3;
    // Past the first lines a name-like line needs a second signal (a heading or a title is likelier).
    return c.line < 3 || score >= 2 ? [{ ...c, score, byEmail }] : [];
  });
  const byScore = (a: Candidate, b: Candidate) => b.score - a.score || a.line - b.line;
  // The tagger reads only the two likeliest (it costs a few milliseconds a call): a place is dropped, a given name counts.
  const read = [...scored]
    .sort(byScore)
    .slice(0, 2)
    .flatMap((c) => {
      const reading = options.tagger === false ? 'unknown' : taggerReading(c.name);
      if (reading === 'place' && !c.byEmail) return [];
      return [{ ...c, score: c.score + (reading === 'given' ? 1 : 0) }];
    });
  // The best header candidate (earliest on a tie) is the candidate's; later name-like lines are not.
  const top = read.sort(byScore)[0];
  // A name the next line completes ("DELPHINE R." / "O’SHAUGHNESSY") is the whole of it, when it scored near the part.
  const best =
    (top &&
      read.find(
        (c) =>
          c !== top &&
          c.line === top.line &&
          c.score >= top.score - 1.5 &&
          foldWord(c.name).startsWith(`${foldWord(top.name)} `),
      )) ??
    top;
  const stated = [...labelled, ...cjk];
  // The e-mail may also name what the header split off ("MARÍA JOSÉ" in the header, "GARCÍA LOZANO" in a text box).
  const spelled = nameFromEmail(text, emails);
  const fromEmail =
    spelled && (!best || best.score < 3 || foldWord(spelled.name) !== foldWord(best.name)) ? spelled : null;
  // A weak header guess gives way to a name the label, the CJK header or the e-mail states. So does a guess past
  // the first lines that the e-mail does not spell when it spells another name (the end of a wrapped address,
  // "TP. Hồ" / "Chí Minh", above the name the e-mail spells).
  const contradicted = best !== undefined && fromEmail !== null && !best.byEmail && best.line >= 3 && best.score < 4;
  // A name the text states with a label outranks a guess past the first lines that the e-mail does not spell.
  const outranked = best !== undefined && stated.length > 0 && best.line >= 3 && !best.byEmail;
  const header =
    best && !contradicted && !outranked && (best.score >= 2 || (stated.length === 0 && !fromEmail)) ? [best] : [];
  const chosen = [...stated, ...(fromEmail ? [fromEmail] : []), ...header];
  const confirmed = new Set<string>();
  const tentative = new Set<string>();
  for (const c of chosen) (c.score >= 2 ? confirmed : tentative).add(c.name);
  // A name of one word, where no other was found ("Sulistyowati" beside "github.com/sulistyowati-dev").
  if (confirmed.size === 0)
    for (const c of mononyms(text)) {
      confirmed.add(c.name);
      chosen.push(c);
    }
  const interleaved = moreFromEmail(text, emails, [...confirmed]);
  for (const c of interleaved) confirmed.add(c.name);
  chosen.push(...interleaved);
  // A CJK name's transliteration on a line of its own right under it ("林怡萱" / "" / "Yi-Hsuan Lin").
  for (const c of [...chosen]) {
    if (c.score < 2 || !/[\p{Script=Han}\p{Script=Hangul}\p{Script=Katakana}\p{Script=Hiragana}]/u.test(c.name))
      continue;
    const romanised = romanisedBelow(text, c.spans);
    if (romanised) {
      confirmed.add(romanised.name);
      chosen.push(romanised);
    }
  }
  // A Chinese or Korean name beside its transliteration, before it on its line or on the line above or below it
  // ("鄭婉婷 Wan-Ting Cheng", "鄭婉婷" / "WAN-TING CHENG"): a known family name and the whole of its run.
  for (const c of [...chosen]) {
    if (c.score < 2 || !/^[\p{Script=Latin}\s.'’-]+$/u.test(c.name)) continue;
    for (const cjk of cjkBesideLatin(text, c.name, c.spans)) {
      confirmed.add(cjk.name);
      chosen.push(cjk);
    }
  }
  // A family name a narrow column wrapped onto the next line ("María Guadalupe Zaragoza" / "Téllez"), where the name
  // was found or on a line of its own elsewhere (a design's display name in capitals under a sidebar).
  for (const c of [...chosen]) {
    if (c.score < 2) continue;
    const wrapped = wrappedFamilyName(text, c.name, [...c.spans, ...linesOfName(text, c.name)]);
    if (wrapped) {
      confirmed.add(wrapped.name);
      chosen.push(wrapped);
    }
  }
  // A name in a script without capitals opening the page ("رزان عودة الحياري"), which the text names again or
  // writes in Latin letters under it.
  for (const c of caselessHeaderNames(text, chosen)) {
    confirmed.add(c.name);
    chosen.push(c);
  }
  // Not one that reaches into an employer named after a person ("Ayala Land Mariel Catapang" in a footer).
  const wider = widerNames(text, [...confirmed]).filter(
    (c) => !namesPersonNamedOrg(c.name) && !opensOrganisation(c.name),
  );
  for (const c of wider) confirmed.add(c.name);
  chosen.push(...wider);
  // A short form or nickname written beside the name ("Alexander (Sasha) Petrov", "Trần Minh Anh (Annie)",
  // 'Robert "Bob" Smith') is the candidate's too, wherever it recurs.
  for (const c of chosen)
    for (const nickname of nicknamesBeside(text, c.spans)) (c.score >= 2 ? confirmed : tentative).add(nickname);
  // A short form the e-mail spells ("peggy.oduya@…" for Margaret Oduya) and the text uses as a word: a given
  // name to the tagger, not a word of the name itself.
  if (confirmed.size > 0)
    for (const nickname of emailShortForms(text, emails, [...confirmed], options.tagger !== false))
      confirmed.add(nickname);
  for (const romanised of romanisedFromEmail(text, emails, [...confirmed])) confirmed.add(romanised);
  // A short form written before the surname ("Nico Albertsen" for Nicolai Albertsen): a capitalised word that
  // begins like the given name, or that the tagger reads as a given name.
  if (options.tagger !== false)
    for (const short of [...shortFormsBeside(text, [...confirmed]), ...shortFormsAlone(text, [...confirmed])])
      confirmed.add(short);
  // A pet form that does not begin like the given name ("Bill" for William): known forms only.
  for (const short of hypocorismsUsed(text, [...confirmed])) confirmed.add(short);
  // The surname a personal domain or handle spells after the given name ("noabendavid.io" → "Ben-David").
  if (confirmed.size > 0) for (const surname of surnamesSpelled(text, [...confirmed])) confirmed.add(surname);
  // A name the text says the candidate goes by ("Known as Olly", "Kasia to collaborators").
  // (Said in the resume's own words, it is the candidate's even where the name itself is not in the text layer.)
  for (const nickname of cuedNicknames(text)) confirmed.add(nickname);
  const nameTokens = [...confirmed].flatMap((n) => n.split(/[\s-]+/u).map(foldWord));
  for (const re of CLAUSE_NICKNAME_RE)
    for (const m of text.matchAll(re)) {
      const key = foldWord(m[1] ?? '');
      if (key.length >= 2 && nameTokens.some((t) => t.length > key.length && t.startsWith(key.slice(0, 3))))
        confirmed.add(m[1] ?? '');
    }
  // The name in Cyrillic or Greek letters beside its Latin form ("Ярослава Діденко-Марчук" for Yaroslava
  // Didenko-Marchuk): each word whose transliteration is a word of the name.
  for (const form of nonLatinForms(text, [...confirmed])) confirmed.add(form);
  // A birth name after "née", "geb.", "z domu" in the header ("Solène LAFFARGUE" / "née Peyrichou").
  if (confirmed.size > 0) for (const maiden of birthNames(text)) confirmed.add(maiden);
  // The family name with the honorific the candidate is addressed by ("欧阳医生", "御手洗さん", "남궁 선생님").
  for (const form of addressedForms(text, [...confirmed])) confirmed.add(form);
  // A letter signed with a piece of the given name ("Kind regards," / "Wenna" for Morwenna).
  if (confirmed.size > 0) for (const short of signOffShortForms(text, [...confirmed])) confirmed.add(short);
  // The first line of a two-line name is part of it, not a name of its own.
  for (const name of confirmed) tentative.delete(name);
  // However it was reached (a wider phrase round the family name), a school or an employer is no name.
  for (const name of [...confirmed]) if (opensOrganisation(name)) confirmed.delete(name);
  return {
    confirmed: [...confirmed],
    tentative: [...tentative],
    spans: chosen.filter((c) => !opensOrganisation(c.name)).flatMap((c) => c.spans),
    spelled: [...emailWordSet(emails)],
  };
}
