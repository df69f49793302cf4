// Rule-based detectors for identifiers with a recognisable shape: e-mail addresses, links, profile
// handles and personal domains (phones.ts, addresses.ts and personal.ts hold the others), and the
// priorities every detector's spans carry. Each returns spans for applySpans.
import { getCountries } from 'libphonenumber-js';
import { PLACEHOLDERS, spansOf, type Span } from './spans.js';

export const PRIORITY = {
  keep: 0,
  email: 1,
  link: 2,
  phone: 3,
  personal: 4,
  address: 5,
  fullName: 6,
  title: 7,
  name: 8,
  pronoun: 9,
} as const;

const EMAIL_RE = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
/** "jane (at) example (dot) com", written to dodge scrapers. */
const OBFUSCATED_EMAIL_RE =
  /(?<![\p{L}\p{N}._+-])[\p{L}\p{N}._+-]+\s*[[(]\s*at\s*[\])]\s*[\p{L}\p{N}-]+(?:\s*[[(]\s*dot\s*[\])]\s*[\p{L}\p{N}-]+)+/giu;

/** An address a narrow column wrapped after a dot ("tobi.eze@example." / "ng"): the domain's end on the next line, alone. */
const WRAPPED_EMAIL_RE =
  /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.[ \t]*\n[ \t]*\p{Ll}{2,6}(?=[ \t]*(?:\n|$))/gu;

/** OCR's reading of an address with a space after the domain's dot ("sorin.v@yahoo. ro", "zhuge@l63. com"). */
const OCR_SPACED_EMAIL_RE =
  /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+\.[ ](?:com|net|org|edu|gov|info|io|dev|[a-z]{2})(?![\p{L}\p{N}.@])/gu;

/**
 * OCR's reading of an address with a space beside its "@" ("seyi.adeyemobankole @ gmail.com"): a local part with a dot,
 * "_" or a digit, or a mail provider's domain.
 */
const OCR_AT_SPACED_EMAIL_RE =
  /(?<![\p{L}\p{N}._%+-])(?:[\p{L}\p{N}%+-]+[._\d][\p{L}\p{N}._%+-]*(?: @ ?| ?@ )[\p{L}\p{N}-]+|[\p{L}\p{N}._%+-]{2,}(?: @ ?| ?@ )(?:gmail|googlemail|yahoo|ymail|hotmail|outlook|live|msn|icloud|me|proton|protonmail|aol|gmx|web|mail|yandex|qq|163|126|naver|daum|hanmail|rediffmail|laposte|orange|free|libero|seznam|wp|o2))(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}(?![\p{L}\p{N}])/gu;

/**
 * An address a narrow column cut inside its domain ("…otieno@yaho" / "o.co.ke", "…@webmail.c" / "o.za"): the
 * domain's rest alone on the next line, and the two pieces joined a whole domain that neither was alone.
 */
const CUT_EMAIL_RE =
  /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@([\p{L}\p{N}.-]+)[ \t]*\n[ \t]*([\p{Ll}\p{N}.-]{1,40})(?=[ \t]*(?:\n|$|\())/gu;
const DOMAIN_RE = /^[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}$/u;
function cutEmailSpans(text: string): Span[] {
  if (!text.includes('@')) return [];
  return spansOf(text, CUT_EMAIL_RE, 'email', PLACEHOLDERS.email, PRIORITY.email - 0.5).filter((s) => {
    const m = new RegExp(CUT_EMAIL_RE.source, 'u').exec(text.slice(s.start, s.end));
    const [head, rest] = [m?.[1] ?? '', m?.[2] ?? ''];
    // A whole domain already ("jane@roe.dev" above a line "node.js") is not cut, unless the rest starts with its dot.
    return DOMAIN_RE.test(head + rest) && (!DOMAIN_RE.test(head) || rest.startsWith('.'));
  });
}

/**
 * An address whose domain OCR broke ("sharon.yh.lin@gmaiLcom", the dot read as a letter): a local part with a dot,
 * "_" or a digit, "@", and a domain of letters without a dot. Still the candidate's address.
 */
const BROKEN_EMAIL_RE =
  /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}%+-]+[._\d][\p{L}\p{N}._%+-]*@[\p{L}\p{N}-]{5,}(?![\p{L}\p{N}.@:/])/gu;

/**
 * An address whose domain's end OCR or a column lost, its dot left before the next column's words or the line's end
 * ("kristelle.dimaculangan@gmail. Certified, IELTS 7.0."): still the candidate's address.
 */
const TRUNCATED_EMAIL_RE = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]{3,}@[\p{L}\p{N}-]{3,}\.(?=[ \t]+\p{Lu}|[ \t]*$)/gmu;

export function emailSpans(text: string): Span[] {
  return [
    ...(text.includes('@') ? spansOf(text, TRUNCATED_EMAIL_RE, 'email', PLACEHOLDERS.email, PRIORITY.email + 0.2) : []),
    ...(text.includes('@') ? spansOf(text, BROKEN_EMAIL_RE, 'email', PLACEHOLDERS.email, PRIORITY.email + 0.1) : []),
    ...spansOf(text, OCR_SPACED_EMAIL_RE, 'email', PLACEHOLDERS.email, PRIORITY.email - 0.5),
    ...(text.includes('@') ? spansOf(text, OCR_AT_SPACED_EMAIL_RE, 'email', PLACEHOLDERS.email, PRIORITY.email) : []),
    ...spansOf(text, WRAPPED_EMAIL_RE, 'email', PLACEHOLDERS.email, PRIORITY.email - 0.5),
    ...cutEmailSpans(text),
    ...spansOf(text, EMAIL_RE, 'email', PLACEHOLDERS.email, PRIORITY.email),
    ...spansOf(text, OBFUSCATED_EMAIL_RE, 'email', PLACEHOLDERS.email, PRIORITY.email),
  ];
}

// Every link with a scheme or www.: the engine cannot follow it, and a profile or personal site names the person.
const URL_RE = /(?<![\p{L}\p{N}@/])(?:https?:\/\/|www\.)[^\s<>"'`)\]]+/giu;
const PROFILE_HOST_RE =
  /(?<![\p{L}\p{N}@/.-])(?:[a-z0-9-]+\.)*(?:linkedin\.com|github\.com|github\.io|gitlab\.com|bitbucket\.org|twitter\.com|x\.com|facebook\.com|instagram\.com|stackoverflow\.com|medium\.com|behance\.net|dribbble\.com|kaggle\.com|about\.me|xing\.com|youtube\.com|tiktok\.com|substack\.com|dev\.to|codepen\.io|huggingface\.co|orcid\.org|researchgate\.net|scholar\.google\.com|t\.me|wa\.me|gitee\.com|gitcode\.(?:com|net)|codeberg\.org|sourceforge\.net|npmjs\.com|pypi\.org|hashnode\.dev|leetcode\.(?:com|cn)|zhihu\.com|csdn\.net|juejin\.cn)(?:\/[^\s<>"'`)\]]*)?/giu;
const LABEL_START = String.raw`(?:^|(?<=[|•·;][ \t]*))[ \t]*(?:[-•*·▪►●][ \t]*)?`;
/** "Website: janeroe.io": the value must look like a site (a dot or a slash in it). */
const SITE_LABEL_RE = new RegExp(
  String.raw`${LABEL_START}(?:website|web ?site|sitio web|site|web|portfolio|portafolio|portfólio|blog|homepage|home page|personal site|page perso|profile|perfil|url)[ \t]*[:：–-][ \t]*([^\s,;|]*[./][^\s,;|]+)`,
  'dgimu',
);
/** "Website: whaberkorn": a site's label, then one word alone that ends the line, is the candidate's site. */
const BARE_SITE_LABEL_RE = new RegExp(
  String.raw`${LABEL_START}(?:website|web ?site|sitio web|web|homepage|home page|portfolio|portafolio|blog|personal site)[ \t]*[:：][ \t]*([a-z0-9][a-z0-9_-]{2,40})[ \t]*$`,
  'dgimu',
);
/**
 * A profile export's site with its kind in brackets ("jadetrinh (Personal)", "github.com/zv (Profile)"), and a
 * portal's row "Profile vsraghav-dev", "Web @cwetherby" (a label, a space, one username with "@", a digit, "-" or "_"):
 * alone on the line.
 */
const ANNOTATED_LINK_RE =
  /^[ \t]*([\p{L}\p{N}][\p{L}\p{N}_./-]{2,60})[ \t]+\((?:Personal|Profile|Portfolio|Company|Blog|Other|Website|RSS Feed)\)[ \t]*$/dgmu;
const PROFILE_ROW_RE =
  /^[ \t]*(?:profile|perfil|profil|profilo|github|gitlab|linkedin|xing|viadeo|portfolio|twitter|kaggle|leetcode|web|website|instagram|telegram|x)[ \t]+(@[a-z0-9_][a-z0-9_.]{1,29}|@?[a-z0-9][a-z0-9.]*[_\d-][a-z0-9_.-]*[a-z0-9])[ \t]*$/dgimu;

/**
 * Services whose name, a colon and a username make a profile ("Zenn: haruteshi", "Scholar:// Hr5tMjAAAAJ"); not the
 * ones whose name is also a common label's ("Medium: 2 articles", "Line: …", "Signal: …").
 */
const HANDLE_SERVICES = String.raw`linkedin|xing|viadeo|github|gitlab|bitbucket|codeberg|gitee|twitter|mastodon|bluesky|bsky|telegram|skype|discord|instagram|facebook|tiktok|youtube|kaggle|leetcode|codeforces|atcoder|hacker ?rank|stack ?overflow|hugging ?face|zenn|qiita|velog|tistory|hashnode|substack|dev\.to|behance|dribbble|codepen|replit|(?:google )?scholar|researchgate|orcid|weibo|vk|wechat|微信|zalo|kakao(?:talk)?`;
/** "GitHub: janeroe", "Twitter: @jroe", "X: @jroe", "Kaggle:// janeroe": a username after the service's name. */
const HANDLE_LABEL_RE = new RegExp(
  String.raw`${LABEL_START}(?:(?:${HANDLE_SERVICES}|x(?=[ \t]*[:：][ \t]*(?:x[ \t]*[:：][ \t]*)?@))[ \t]*[:：–-][ \t]*(?:\/\/[ \t]*)?)+(@?[\p{L}\p{N}_][\p{L}\p{N}_.\/-]*)`,
  'dgimu',
);
/**
 * A username after the service's name with only a space between them, as a profile's table prints it
 * ("GitHub  dzhang-ui", "LinkedIn joaopedroasantos", "X @dz_codes"): the service as it is spelled, a
 * username in lower case, nothing after it on the line ("GitHub Actions" and "LinkedIn Learning" stay).
 */
const SERVICE = String.raw`(?:LinkedIn|Linkedin|XING|Xing|Viadeo|GitHub|Github|GitLab|Gitlab|Bitbucket|Twitter|Instagram|Telegram|Kaggle|LeetCode|Behance|Dribbble|Medium|Mastodon|Bluesky|Skype|WeChat|Zalo|X(?=[ \t]+@))`;
const HANDLE_AFTER_SERVICE_RE = new RegExp(
  // An icon may come first ("◉ LinkedIn rachellimwl"), and two services share one username ("Zalo/Skype hannah.tha").
  String.raw`${LABEL_START}(?:[\p{So}\p{Co}][ \t]*)?${SERVICE}(?:[ \t]*\/[ \t]*${SERVICE})*[ \t]+(@?[a-z0-9][a-z0-9_./-]*[a-z0-9_])[ \t]*$`,
  'dgmu',
);
/**
 * "I am bramvallencourt on GitHub", "as jroe-dev on Kaggle": a username after words that introduce one, or with a
 * digit, "_", "." or "-" in it, then "on" and the service ("contributions on GitHub" stays).
 */
const HANDLE_ON_SERVICE_RE =
  /(?:(?<=(?<![\p{L}])(?:am|I'm|I’m|as|user|username|handle)[ \t]+)@?[a-z0-9][a-z0-9_.-]{2,38}[a-z0-9_]|(?<![\p{L}\p{N}@._-])@?[a-z0-9]+[_.-][a-z0-9_.-]*[a-z0-9_]|(?<![\p{L}\p{N}@._-])@?[a-z]+\d[a-z0-9_]*)(?=[ \t]+on[ \t]+(?:GitHub|GitLab|LinkedIn|Twitter|Kaggle|LeetCode|Mastodon|Bluesky|Instagram|Dribbble|Behance|Medium|Codeforces|Hugging Face)(?![\p{L}]))/gu;

/** "rachellimwl (LinkedIn)": the username, then the service in brackets. */
const HANDLE_BEFORE_SERVICE_RE = new RegExp(
  String.raw`(?<![\p{L}\p{N}@._-])(@?[a-z0-9][a-z0-9_.-]{2,38}[a-z0-9_])[ \t]*\((?:LinkedIn|GitHub|GitLab|Twitter|X|Instagram|Telegram|Skype|WeChat|Zalo|Kaggle|Behance|Dribbble)\)`,
  'dgu',
);
/** A profile README's path at the top of its page ("tavitamoana / README.md"): the username. */
const README_PATH_RE = /^[ \t]*([a-z0-9][a-z0-9-]{1,38})[ \t]*\/[ \t]*README\.md(?![\p{L}])/dgimu;
/** An ORCID iD, which names one researcher, with or without its label ("ORCID 0000-0002-1825-0097"). */
const ORCID_RE = /(?<![\p{L}\p{N}-])\d{4}-\d{4}-\d{4}-\d{3}[\dX](?![\p{L}\p{N}-])/gu;
/**
 * A username after a service's label and a colon inside a run of contact items ("… 11000 Beograd gh: vstojan",
 * "… GitHub: vstojan"): after a space, not only where a line or an item begins.
 */
const INLINE_HANDLE_LABEL_RE =
  /(?<=[ \t])(?:gh|gl|li|tw|ig|github|gitlab|gitee|linkedin|xing|twitter|instagram|kaggle|leetcode|telegram|skype|wechat|weixin|微信|qq|kakao(?:talk)?|line)[ \t]*[:：][ \t]*(@?[a-z0-9][a-z0-9_.-]{1,38}[a-z0-9_])(?![\p{L}\p{N}@])/dgiu;
/** "@janeroe" in the header block or on a line of contact details: a profile handle. */
const HANDLE_RE = /(?<![\p{L}\p{N}._%+@-])@[A-Za-z0-9_](?:[A-Za-z0-9_.]{0,38}[A-Za-z0-9_])?(?![\p{L}\p{N}@])/gu;
const CONTACT_LINE_RE =
  /@[\w.-]+\.[a-z]{2,}|\+\d|https?:|www\.|\b(?:linkedin|github|twitter|tel|phone|mobile|e-?mail|correo|courriel)\b/iu;
/**
 * A bare domain ("janeroe.dev", "juanperez.com.pe", "maxvdb.be") in the header block: the candidate's own site.
 * Its top-level domain is a generic one people use for themselves or any country's (checked in `isDomain`).
 */
const BARE_DOMAIN_RE =
  /(?<![\p{L}\p{N}@./-])[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(com|net|org|io|dev|me|info|co|app|site|page|xyz|tech|blog|online|design|studio|cloud|codes|works|website|space|tv|[a-z]{2})(?:\.[a-z]{2})?(?:\/[^\s<>"'`)\]]*)?(?![\p{L}\p{N}@])/giu;
const COUNTRY_TLDS = new Set([...getCountries().map((c) => c.toLowerCase()), 'uk', 'eu']);
/** Country codes that are also file extensions of code and text ("setup.py", "main.rs", "run.sh", "README.md"). */
const FILE_EXTENSIONS = new Set(['py', 'rs', 'sh', 'md', 'ps', 'mk']);
function isDomain(match: string, tld: string): boolean {
  const t = tld.toLowerCase();
  if (t.length > 2) return true;
  if (!COUNTRY_TLDS.has(t)) return false;
  // "jankowalski.pl" and "ravi.in" are sites; "deploy.sh" and "train.py" are files (a domain's name has no dot before it).
  return !FILE_EXTENSIONS.has(t) || /\.(?:com|co|org|net|ac|edu)\.[a-z]{2}$/iu.test(match.split('/')[0] ?? '');
}
/** An icon before a contact item ("⌂ maxvdb.be", "⌥ @handle"): symbols, private-use glyphs and bullets. */
export const ICON_RE = /(?:[\p{So}\p{Sm}\p{Sk}\p{Co}•·▪►●◦‣]|\uFE0F|\u200d)/gu;

/** The first lines, where contact details sit. */
function headerEnd(text: string): number {
  let at = 0;
  for (let i = 0; i < 4 && at !== -1; i++) at = text.indexOf('\n', at + 1);
  return at === -1 ? text.length : at;
}

/**
 * Whether a bare handle or domain is a contact item: on a line with other contact details, or in the
 * first lines and written in lower case ("@Autowired" and "ASP.NET" are code, not people).
 */
function isContactItem(text: string, s: { start: number; end: number }, header: number): boolean {
  const value = text.slice(s.start, s.end);
  const lineStart = text.lastIndexOf('\n', s.start - 1) + 1;
  const lineEnd = text.indexOf('\n', s.end);
  const line = text.slice(lineStart, lineEnd === -1 ? undefined : lineEnd).replace(value, ' ');
  if (CONTACT_LINE_RE.test(line) || (s.start < header && !/\p{Lu}/u.test(value))) return true;
  // On a line of its own (an icon before it at most) in a block of contact items (a sidebar): an e-mail or a phone
  // within four lines; a lower-case "@handle" alone on its line is one anywhere.
  if (line.replace(ICON_RE, '').trim().length > 0 || /\p{Lu}/u.test(value)) return false;
  if (value.startsWith('@')) return true;
  let from = lineStart;
  for (let i = 0; i < 4 && from > 0; i++) from = text.lastIndexOf('\n', from - 2) + 1;
  let to = lineEnd;
  for (let i = 0; i < 4 && to !== -1; i++) to = text.indexOf('\n', to + 1);
  const around = text.slice(from, to === -1 ? text.length : to).replace(value, ' ');
  return CONTACT_LINE_RE.test(around) || /(?<![\p{L}\p{N}])\d[\d .·/()-]{6,}\d(?![\p{L}\p{N}])/u.test(around);
}

function handleSpans(text: string): Span[] {
  const header = headerEnd(text);
  return spansOf(text, HANDLE_RE, 'profile_link', PLACEHOLDERS.profile_link, PRIORITY.link).filter((s) =>
    isContactItem(text, s, header),
  );
}

export function linkSpans(text: string): Span[] {
  const header = headerEnd(text);
  const spans = [
    ...handleSpans(text),
    ...spansOf(text, BARE_DOMAIN_RE, 'profile_link', PLACEHOLDERS.profile_link, PRIORITY.link).filter((s) => {
      const value = text.slice(s.start, s.end);
      const tld = /\.([a-z]+)(?:\.[a-z]{2})?(?:\/.*)?$/iu.exec(value)?.[1] ?? '';
      return !/^\d+(?:\.\d+)+$/u.test(value) && isDomain(value, tld) && isContactItem(text, s, header);
    }),
    ...spansOf(text, URL_RE, 'profile_link', PLACEHOLDERS.profile_link, PRIORITY.link),
    ...spansOf(text, PROFILE_HOST_RE, 'profile_link', PLACEHOLDERS.profile_link, PRIORITY.link),
    ...spansOf(text, SITE_LABEL_RE, 'profile_link', PLACEHOLDERS.profile_link, PRIORITY.link, 1),
    ...spansOf(text, HANDLE_LABEL_RE, 'profile_link', PLACEHOLDERS.profile_link, PRIORITY.link, 1),
    ...spansOf(text, ANNOTATED_LINK_RE, 'profile_link', PLACEHOLDERS.profile_link, PRIORITY.link, 1),
    ...spansOf(text, PROFILE_ROW_RE, 'profile_link', PLACEHOLDERS.profile_link, PRIORITY.link, 1),
    ...spansOf(text, BARE_SITE_LABEL_RE, 'profile_link', PLACEHOLDERS.profile_link, PRIORITY.link, 1),
    ...spansOf(text, HANDLE_AFTER_SERVICE_RE, 'profile_link', PLACEHOLDERS.profile_link, PRIORITY.link, 1),
    ...spansOf(text, HANDLE_BEFORE_SERVICE_RE, 'profile_link', PLACEHOLDERS.profile_link, PRIORITY.link, 1),
    ...spansOf(text, HANDLE_ON_SERVICE_RE, 'profile_link', PLACEHOLDERS.profile_link, PRIORITY.link),
    ...spansOf(text, INLINE_HANDLE_LABEL_RE, 'profile_link', PLACEHOLDERS.profile_link, PRIORITY.link, 1),
    ...spansOf(text, ORCID_RE, 'profile_link', PLACEHOLDERS.profile_link, PRIORITY.link),
    ...spansOf(text, README_PATH_RE, 'profile_link', PLACEHOLDERS.profile_link, PRIORITY.link, 1),
  ];
  // A sentence's full stop or a closing bracket is not part of the link.
  for (const s of spans) {
    while (s.end > s.start && /[.,;:!?]/u.test(text[s.end - 1] ?? '')) s.end--;
  }
  return spans;
}
