// The document's metadata author (the name of the account that wrote the file: PDF Info /Author or XMP
// dc:creator, DOCX dc:creator) as a signal of the candidate's name. Trusted only when the resume's own text
// confirms it: a person-shaped value whose given name and at least one other part occur in the text as
// words. Then it is one of the candidate's known names, removed in every form the redactor knows. Anything
// else (a generic account, a company, an e-mail, a software name, a name the text never prints) is ignored.
import { foldAccents, foldWord, spellOut } from './fold.js';
import { cleanName, INITIAL_RE, PARTICLES } from './name-shape.js';

/**
 * Words of accounts and machines that are not a person: "Microsoft Office User", "Windows User", "HP Inc.",
 * "Admin", "Owner", "Unknown Author", software and vendors, and company suffixes (folded).
 */
const GENERIC_WORDS = new Set(
  `user users usuario utilisateur benutzer admin administrator administrador owner propietario author autor auteur
unknown anonymous default guest test tester demo sample template client customer employee staff personal
home family office pc computer laptop desktop workstation machine device system windows microsoft word excel
libreoffice openoffice writer google docs apple mac macbook iphone ipad pages adobe acrobat canva latex pdftex
tex overleaf wps kingsoft zoho hp dell lenovo asus acer toshiba sony samsung fujitsu ibm intel compaq
inc incorporated ltd limited llc llp plc gmbh ag sa sas sarl srl spa bv nv oy ab as pty pvt corp corporation
co company group holdings solutions services technologies consulting university college school
resume cv curriculum vitae`
    .split(/\s+/u)
    .map(foldWord),
);

/** The letter runs of a folded word or text ("o'brien" → "o", "brien"). */
const letterRuns = (s: string) => s.split(/[^\p{L}\p{M}]+/u).filter(Boolean);

/** The name's own parts, in order: no particles or initials ("Jean-Luc", "O’Neil" of "Jean-Luc O’Neil"). */
const ownParts = (name: string) =>
  name.split(' ').filter((t) => !PARTICLES.has(t.toLowerCase()) && !INITIAL_RE.test(t.replace(/\.$/u, '')));

/** The author as a person's name (2–4 name parts, letters only, no generic word), or null. */
export function personShapedAuthor(author: string | null | undefined): string | null {
  if (!author || author.length > 120) return null;
  const raw = author.replace(/\s+/gu, ' ').trim();
  // An account written in lower case ("priya raman") is still a name: capitalise its words.
  const cased =
    raw === raw.toLowerCase() ? raw.replace(/(^|[\s'’-])(\p{Ll})/gu, (_, a, c: string) => a + c.toUpperCase()) : raw;
  const name = cleanName(cased, 2);
  if (!name || name !== cased) return null;
  const parts = ownParts(name);
  if (parts.length < 2 || parts.length > 4) return null;
  if (name.split(' ').some((t) => letterRuns(foldWord(t)).some((w) => GENERIC_WORDS.has(w)))) return null;
  return name;
}

/**
 * The author, when it is person-shaped and the text confirms it: its given name and at least one other part
 * occur in `text` as words (accents, case and written-out umlauts ignored). Null otherwise.
 */
export function confirmedAuthorName(author: string | null | undefined, text: string): string | null {
  const name = personShapedAuthor(author);
  if (!name) return null;
  const words = new Set(letterRuns(foldAccents(text.normalize('NFC')).toLowerCase()));
  const occurs = (part: string) =>
    [foldWord(part), foldWord(spellOut(part))].some((form) => {
      const runs = letterRuns(form);
      return runs.length > 0 && runs.every((r) => words.has(r));
    });
  const [given, ...others] = ownParts(name);
  return given && occurs(given) && others.some(occurs) ? name : null;
}
