// The third held-out part's templates. Each takes a person (people.mjs) and returns the HTML (or flat ODF)
// and `lines`: the text a reader sees, in reading order, which becomes the truth file's text. Every string
// a template prints goes through `t()`, which records it, so the truth cannot drift from the document.
//
//   modern     one column, a line of contact items each after an inline SVG glyph: handles without a URL
//              ("mlberthelot" beside a GitHub mark, "@handle"), a personal domain; the name in capitals
//   canva      a two-column design: a coloured sidebar with the given name and the family name on two lines,
//              letter-spaced capitals (CSS), contact and personal details; the main column at the right
//   academic   a serif academic CV: publications with the candidate among co-authors ("Lastname, F." and
//              "F. Lastname"), referees with names, titles, phones and e-mails
//   rirekisho  a Japanese 履歴書-like form: ruled table with ふりがな, 氏名, 生年月日, 〒 address, dated
//              学歴・職歴 rows
//   portal     a job portal's printable profile: the name in a heading whose text runs into a status chip
//              (no space in the text, a gap on the page), key–value rows, the profile URL-less
//   europass   a Europass-like CV: labels in a right-aligned column, "SURNAME Given" in the personal
//              information block, dated rows
//   word       a two-page Word-like resume made with LibreOffice (flat ODF → DOCX or PDF): the name and
//              "Page N of M" in the page footer of every page, the contact in the body
import { LABELS } from './labels.mjs';

export const esc = (s) =>
  String(s).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** A recorder: t(s) escapes s for the page and appends it to the reader's lines. */
function recorder() {
  const lines = [];
  const t = (s) => {
    lines.push(String(s));
    return esc(s);
  };
  return { lines, t };
}

const L = (p) => LABELS[p.language] ?? LABELS.en;

const ICONS = {
  email:
    '<svg viewBox="0 0 16 16" width="11" height="11"><rect x="1" y="3" width="14" height="10" rx="1" fill="none" stroke="currentColor"/><path d="M1 4l7 5 7-5" fill="none" stroke="currentColor"/></svg>',
  phone:
    '<svg viewBox="0 0 16 16" width="11" height="11"><path d="M4 1h3l1 4-2 1a9 9 0 0 0 4 4l1-2 4 1v3a2 2 0 0 1-2 2A13 13 0 0 1 2 3a2 2 0 0 1 2-2z" fill="currentColor"/></svg>',
  address:
    '<svg viewBox="0 0 16 16" width="11" height="11"><path d="M8 1a5 5 0 0 0-5 5c0 4 5 9 5 9s5-5 5-9a5 5 0 0 0-5-5z" fill="currentColor"/></svg>',
  GitHub:
    '<svg viewBox="0 0 16 16" width="11" height="11"><circle cx="8" cy="8" r="7" fill="currentColor"/><path d="M5 12c0-2 1-3 3-3s3 1 3 3" fill="#fff"/></svg>',
  LinkedIn:
    '<svg viewBox="0 0 16 16" width="11" height="11"><rect x="1" y="1" width="14" height="14" rx="2" fill="currentColor"/><rect x="4" y="7" width="2" height="5" fill="#fff"/><rect x="8" y="7" width="4" height="5" fill="#fff"/></svg>',
  X: '<svg viewBox="0 0 16 16" width="11" height="11"><path d="M2 2l12 12M14 2L2 14" stroke="currentColor" stroke-width="2"/></svg>',
  domain:
    '<svg viewBox="0 0 16 16" width="11" height="11"><circle cx="8" cy="8" r="7" fill="none" stroke="currentColor"/><path d="M1 8h14M8 1c3 3 3 11 0 14M8 1c-3 3-3 11 0 14" fill="none" stroke="currentColor"/></svg>',
  link: '<svg viewBox="0 0 16 16" width="11" height="11"><path d="M6 10l4-4M5 7L3 9a2.5 2.5 0 0 0 4 4l2-2M11 9l2-2a2.5 2.5 0 0 0-4-4L7 5" fill="none" stroke="currentColor"/></svg>',
};

const iconOf = (c) => ICONS[c.service ?? c.kind] ?? ICONS.link;

const BASE_CSS = `@page { size: A4; margin: 14mm 15mm; }
body { font-family: 'Liberation Sans', 'Noto Sans', sans-serif; font-size: 10pt; color: #222; margin: 0; }
h2 { font-size: 11pt; margin: 12px 0 4px; }
ul { margin: 2px 0 6px 16px; padding: 0; } li { margin: 1px 0; }
p { margin: 2px 0; }`;

const page = (css, body, lang) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>${BASE_CSS}\n${css}</style></head><body>${body}</body></html>`;

/** Job entries as a list of blocks. */
function jobsHtml(p, t, cls = 'job') {
  return p.jobs
    .map(
      (j) =>
        `<div class="${cls}"><div class="jh"><b>${t(j.role)}</b> · ${t(j.org)}</div><div class="jm">${t(j.place)} | ${t(j.dates)}</div><ul>${j.bullets.map((b) => `<li>${t(b)}</li>`).join('')}</ul></div>`,
    )
    .join('');
}

function eduHtml(p, t) {
  return p.education
    .map((e) => `<div class="edu"><b>${t(e.degree)}</b><br>${t(e.school)}, ${t(e.place)} — ${t(e.dates)}</div>`)
    .join('');
}

function detailLine(d, t) {
  return `${t(`${d.label}: ${d.value}`)}`;
}

// ---------------------------------------------------------------------------------------------------------
export function modern(p, opts = {}) {
  const { lines, t } = recorder();
  const l = L(p);
  const accent = opts.accent ?? '#2b6cb0';
  const name = p.latin ? `${p.latin.given} ${p.latin.family}` : p.name.full;
  // A one-page modern resume often gives the town only ("67000 Strasbourg") where the person has a short form.
  const items = [
    ...p.contacts.map((c) => `<span class="ci">${iconOf(c)} ${t(c.value)}</span>`),
    `<span class="ci">${ICONS.address} ${t(p.addressShort ?? p.addressLatin ?? p.address)}</span>`,
  ];
  const body = `
<header><div class="nm">${t(name.toUpperCase())}</div><div class="tt">${t(p.title)}</div>
<div class="contact">${items.join('')}</div></header>
<h2>${t(l.profile)}</h2><p>${t(p.summary)}</p>
<h2>${t(l.experience)}</h2>${jobsHtml(p, t)}
<h2>${t(l.education)}</h2>${eduHtml(p, t)}
<h2>${t(l.skills)}</h2><p class="chips">${p.skills.map((s) => `<span>${t(s)}</span>`).join('')}</p>
<h2>${t(l.languages)}</h2><p>${p.languages.map((s) => t(s)).join(' · ')}</p>
${p.extra?.length ? `<h2>${t(l.more)}</h2>${p.extra.map((x) => `<p>${t(x)}</p>`).join('')}` : ''}
${p.details.length ? `<h2>${t(l.personal)}</h2>${p.details.map((d) => `<p>${detailLine(d, t)}</p>`).join('')}` : ''}`;
  const css = `header { border-bottom: 3px solid ${accent}; padding-bottom: 6px; }
.nm { font-size: 24pt; font-weight: 700; letter-spacing: 1px; color: ${accent}; }
.tt { font-size: 12pt; margin: 2px 0 6px; }
.contact { display: flex; flex-wrap: wrap; gap: 4px 14px; font-size: 9pt; }
.ci svg { vertical-align: -1px; color: ${accent}; }
h2 { color: ${accent}; text-transform: uppercase; letter-spacing: .5px; }
.jh { margin-top: 4px; } .jm { color: #666; font-size: 9pt; }
.chips span { display: inline-block; border: 1px solid ${accent}; border-radius: 8px; padding: 0 6px; margin: 2px 4px 2px 0; }`;
  return { html: page(css, body, p.language), lines, variants: [name.toUpperCase()] };
}

// ---------------------------------------------------------------------------------------------------------
export function canva(p, opts = {}) {
  const { lines, t } = recorder();
  const l = L(p);
  const accent = opts.accent ?? '#3d4f5c';
  const [given, family] = p.split ?? [p.name.full.split(' ')[0], p.name.full.split(' ').slice(1).join(' ')];
  const side = `
<div class="nm"><div>${t(given.toUpperCase())}</div><div>${t(family.toUpperCase())}</div></div>
<div class="tt">${t(p.title)}</div>
<h3>${t(l.contact)}</h3>
${p.contacts.map((c) => `<p>${c.service ? `${t(c.service)}<br>` : ''}${t(c.value)}</p>`).join('')}
<p>${t(p.address)}</p>
${p.details.length ? `<h3>${t(l.personal)}</h3>${p.details.map((d) => `<p>${t(d.label)}<br>${t(d.value)}</p>`).join('')}` : ''}
<h3>${t(l.skills)}</h3>${p.skills.map((s) => `<p>${t(s)}</p>`).join('')}
<h3>${t(l.languages)}</h3>${p.languages.map((s) => `<p>${t(s)}</p>`).join('')}`;
  // The reader sees the detail label and value together: record them as one line too for the truth.
  const main = `
<h2>${t(l.profile)}</h2><p>${t(p.summary)}</p>
<h2>${t(l.experience)}</h2>${jobsHtml(p, t)}
<h2>${t(l.education)}</h2>${eduHtml(p, t)}
${p.extra?.length ? `<h2>${t(l.more)}</h2>${p.extra.map((x) => `<p>${t(x)}</p>`).join('')}` : ''}`;
  const css = `@page { size: A4; margin: 0; }
.wrap { display: grid; grid-template-columns: 70mm 1fr; min-height: ${opts.scan ? '11in' : '297mm'}; }
.side { background: ${accent}; color: #fff; padding: 16mm 7mm 10mm 9mm; font-size: 9pt; }
.side p { margin: 3px 0; overflow-wrap: anywhere; }
.side h3 { font-size: 9.5pt; letter-spacing: 2px; border-bottom: 1px solid #fff8; margin: 14px 0 4px; }
.nm { font-size: 19pt; font-weight: 700; letter-spacing: 5px; line-height: 1.25; }
.tt { margin-top: 8px; font-size: 10pt; letter-spacing: 1px; }
.main { padding: 16mm 12mm 10mm 9mm; }
.main h2 { color: ${accent}; letter-spacing: 2px; text-transform: uppercase; border-bottom: 1px solid #ccc; }
.jm { color: #666; font-size: 9pt; }`;
  const html = page(
    css,
    `<div class="wrap"><aside class="side">${side}</aside><main class="main">${main}</main></div>`,
    p.language,
  );
  // Identifiers shown as "label<br>value" are read as "label value" on a line each; the truth joins them.
  const joined = lines.map((x) => x);
  for (const d of p.details) joined.push(`${d.label}: ${d.value}`);
  const spaced = (s) =>
    s
      .toUpperCase()
      .split(' ')
      .map((w) => [...w].join(' '))
      .join('  ');
  return {
    html,
    lines: dedupeDetails(joined, p),
    variants: [`${given} ${family}`.toUpperCase(), spaced(given), spaced(family)].filter((v) => v.length > 3),
  };
}

/** Canva's details print label and value on two lines; the truth keeps them once, as "label: value". */
function dedupeDetails(lines, p) {
  const out = [...lines];
  for (const d of p.details) {
    const i = out.indexOf(d.label);
    if (i >= 0 && out[i + 1] === d.value) out.splice(i, 2);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
/** Bolds the candidate's forms in an author list. */
function boldAuthors(entry, forms, t) {
  let html = t(entry);
  for (const f of forms) html = html.split(esc(f)).join(`<b>${esc(f)}</b>`);
  return html;
}

export function academic(p) {
  const { lines, t } = recorder();
  const l = L(p);
  const forms = p.name.variants.filter((v) => /,|\./.test(v));
  const body = `
<div class="head"><div class="nm">${t(p.name.full)}</div><div class="tt">${t(p.title)}</div>
<p>${t(p.address)}</p><p>${p.contacts.map((c) => t(c.value)).join(' &nbsp;•&nbsp; ')}</p></div>
<h2>${t(l.research)}</h2><p>${t(p.summary)}</p>
<h2>${t(l.positions)}</h2>
${p.jobs.map((j) => `<table class="row"><tr><td class="d">${t(j.dates)}</td><td><b>${t(j.role)}</b>, ${t(j.org)}, ${t(j.place)}<br>${j.bullets.map((b) => t(b)).join(' ')}</td></tr></table>`).join('')}
<h2>${t(l.education)}</h2>
${p.education.map((e) => `<table class="row"><tr><td class="d">${t(e.dates)}</td><td>${t(e.degree)}, ${t(e.school)}, ${t(e.place)}</td></tr></table>`).join('')}
<h2>${t(l.publications)}</h2><ol>${(p.publications ?? []).map((x) => `<li>${boldAuthors(x, forms, t)}</li>`).join('')}</ol>
${p.extra?.length ? `<h2>${t(l.more)}</h2>${p.extra.map((x) => `<p>${t(x)}</p>`).join('')}` : ''}
<h2>${t(l.skills)}</h2><p>${p.skills.map((s) => t(s)).join(', ')}</p>
<h2>${t(l.languages)}</h2><p>${p.languages.map((s) => t(s)).join('; ')}</p>
${p.details.length ? `<h2>${t(l.personal)}</h2>${p.details.map((d) => `<p>${detailLine(d, t)}</p>`).join('')}` : ''}
<h2>${t(l.referees)}</h2><div class="refs">${(p.referees ?? [])
    .map(
      (r) =>
        `<div class="ref"><b>${t(r.name)}</b><br>${t(r.role)}<br>${t(r.org)}<br>${t(`Tel. ${r.phone}`)}<br>${t(r.email)}</div>`,
    )
    .join('')}</div>`;
  const css = `body { font-family: 'Liberation Serif', 'DejaVu Serif', serif; font-size: 10.5pt; }
.head { text-align: center; } .nm { font-size: 20pt; font-variant: small-caps; } .tt { font-style: italic; margin-bottom: 4px; }
h2 { font-size: 11.5pt; border-bottom: 0.5pt solid #000; font-variant: small-caps; }
table.row { border-collapse: collapse; width: 100%; } td { vertical-align: top; padding: 1px 0; } td.d { width: 28mm; }
ol { margin: 2px 0 2px 18px; padding: 0; } ol li { margin-bottom: 3px; }
.refs { display: flex; gap: 12mm; } .ref { font-size: 9.5pt; }`;
  return { html: page(css, body, p.language), lines, variants: [] };
}

// ---------------------------------------------------------------------------------------------------------
/** The ideographic space a Japanese form puts between family and given name. */
const IDSP = '\u3000';

export function rirekisho(p, opts = {}) {
  const { lines, t } = recorder();
  const [family, given] = p.name.full.split(' ');
  const [kf, kg] = p.name.variants.find((v) => /\p{Script=Hiragana}/u.test(v)).split(' ');
  const dob = p.details.find((d) => d.kind === 'date_of_birth');
  const gender = p.details.find((d) => d.kind === 'gender');
  const phone = p.contacts.find((c) => c.kind === 'phone');
  const email = p.contacts.find((c) => c.kind === 'email');
  const [current, first] = p.jobs;
  const rows = [
    ['', '', t('学歴')],
    ...p.education.flatMap((e) => [
      [t('2016'), t('4'), `${t(e.schoolJa)} ${t('入学')}`],
      [t('2018'), t('3'), `${t(e.schoolJa)} ${t('修了')}`],
    ]),
    ['', '', t('職歴')],
    [t('2018'), t('4'), `${t(first.orgJa)} ${t('入社')}`],
    [t('2021'), t('3'), `${t(first.orgJa)} ${t('退社')}`],
    [t('2021'), t('4'), `${t(current.orgJa)} ${t('入社')}`],
    ['', '', t('現在に至る')],
    ['', '', t('以上')],
  ];
  const body = `
<div class="top"><h1>${t('履 歴 書')}</h1><div class="date">${t(opts.date ?? '2026年11月1日現在')}</div></div>
<table class="f">
<tr><th>${t('ふりがな')}</th><td class="kana">${t(kf)}${IDSP}${t(kg)}</td><td rowspan="3" class="photo">${t('写真')}</td></tr>
<tr><th>${t('氏名')}</th><td class="nm">${t(family)}${IDSP}${t(given)}</td></tr>
<tr><th>${t(dob.label)}</th><td>${t(dob.value)} ${t('生')}（${t('満32歳')}）${IDSP}${t(gender.label)}：${t(gender.value)}</td></tr>
<tr><th>${t('現住所')}</th><td colspan="2">${t(p.address)}</td></tr>
<tr><th>${t('電話')}</th><td colspan="2">${t(phone.local)}${IDSP}${t('E-mail')}：${t(email.value)}</td></tr>
</table>
<table class="h"><tr><th class="y">${t('年')}</th><th class="m">${t('月')}</th><th>${t('学歴・職歴')}</th></tr>
${rows.map(([y, m, x]) => `<tr><td>${y}</td><td>${m}</td><td>${x}</td></tr>`).join('')}</table>
<table class="h"><tr><th class="y">${t('年')}</th><th class="m">${t('月')}</th><th>${t('免許・資格')}</th></tr>
<tr><td>${t('2017')}</td><td>${t('10')}</td><td>${t('基本情報技術者')} ${t('合格')}</td></tr>
<tr><td>${t('2019')}</td><td>${t('12')}</td><td>${t('TOEIC 905点')}</td></tr></table>
<table class="f"><tr><th>${t('志望の動機・特技など')}</th></tr><tr><td>${t('決済基盤の開発経験を活かし、Apache Kafka と Go を用いた大規模システムの信頼性向上に貢献したいと考えております。')}</td></tr>
<tr><th>${t('本人希望記入欄')}</th></tr><tr><td>${t('貴社の規定に従います。')}</td></tr></table>`;
  const css = `body { font-family: 'Noto Sans CJK JP', 'Noto Serif CJK JP', sans-serif; font-size: 10pt; }
.top { display: flex; justify-content: space-between; align-items: baseline; } h1 { font-size: 18pt; letter-spacing: 6px; margin: 0 0 6px; }
table { width: 100%; border-collapse: collapse; margin-bottom: 6px; } th, td { border: 1px solid #000; padding: 3px 6px; text-align: left; }
th { width: 24mm; font-weight: normal; } .h th.y, .h th.m { width: 14mm; text-align: center; } .h td:nth-child(-n+2) { text-align: center; }
.nm { font-size: 18pt; } .kana { font-size: 8.5pt; } .photo { width: 30mm; height: 40mm; text-align: center; color: #999; }`;
  return {
    html: page(css, body, 'ja'),
    lines,
    variants: [`${family}${given}`, `${kf}${kg}`],
    identifiers: [{ kind: 'age', value: '満32歳' }],
  };
}

// ---------------------------------------------------------------------------------------------------------
export function portal(p, opts = {}) {
  const { lines, t } = recorder();
  const l = L(p);
  const site = opts.site ?? 'TalentBridge';
  const status = opts.status ?? l.openToWork;
  // The heading's name and the chip are adjacent elements with no space between them in the text.
  lines.push(`${site} · ${l.profileExport}`);
  const name = p.display ?? p.name.full;
  const body = `
<div class="bar">${esc(site)} · ${esc(l.profileExport)}</div>
<div class="card"><h1><span class="n">${t(name)}</span><span class="chip">${t(status)}</span></h1>
<div class="tt">${t(p.title)} — ${t(p.jobs[0].org)}</div>
<table class="kv">
<tr><td>${t(l.location)}</td><td>${t(p.jobs[0].place)}</td></tr>
<tr><td>${t('E-mail')}</td><td>${t(p.contacts.find((c) => c.kind === 'email').value)}</td></tr>
<tr><td>${t(l.phone)}</td><td>${t(p.contacts.find((c) => c.kind === 'phone').value)}</td></tr>
${p.contacts
  .filter((c) => c.kind === 'handle')
  .map((c) => `<tr><td>${t(c.service)}</td><td>${t(c.value)}</td></tr>`)
  .join('')}
</table></div>
<h2>${t(l.about)}</h2><p>${t(p.summary)}</p>
<h2>${t(l.experience)}</h2>${jobsHtml(p, t)}
<h2>${t(l.education)}</h2>${eduHtml(p, t)}
<h2>${t(l.skills)}</h2><p>${p.skills.map((s) => t(s)).join(' • ')}</p>
<h2>${t(l.languages)}</h2><p>${p.languages.map((s) => t(s)).join(' • ')}</p>
${p.extra?.length ? `<h2>${t(l.more)}</h2>${p.extra.map((x) => `<p>${t(x)}</p>`).join('')}` : ''}
<div class="foot">${t(`${l.exported} 2026-11-02 · ${site}`)}</div>`;
  const css = `.bar { background: #0f766e; color: #fff; padding: 6px 10px; font-size: 9pt; }
.card { border: 1px solid #ddd; padding: 8px 12px; margin: 8px 0; }
h1 { font-size: 17pt; margin: 0; } h1 .chip { display: inline-block; margin-left: 10px; font-size: 8pt; font-weight: 600; background: #d1fae5; color: #065f46; border-radius: 9px; padding: 1px 8px; vertical-align: middle; }
.tt { color: #444; margin: 2px 0 6px; } .kv td { padding: 1px 10px 1px 0; font-size: 9pt; } .kv td:first-child { color: #777; }
h2 { color: #0f766e; } .jm { color: #666; font-size: 9pt; } .foot { margin-top: 14px; color: #999; font-size: 8pt; }`;
  return { html: page(css, body, p.language), lines, variants: [] };
}

// ---------------------------------------------------------------------------------------------------------
export function europass(p) {
  const { lines, t } = recorder();
  const l = L(p);
  const sf = p.name.variants.find((v) => /^[\p{Lu}\s-]{3,}[,\s]/u.test(v) && v !== v.toUpperCase()) ?? p.name.full;
  const row = (label, content) => `<tr><td class="lab">${t(label)}</td><td>${content}</td></tr>`;
  const body = `
<table class="e">
<tr><td class="lab logo">${t('europass')}</td><td class="cvt">${t(l.cvTitle)}</td></tr>
<tr><td class="lab sec">${t(l.personalInfo)}</td><td></td></tr>
${row(l.surnameGiven, `<span class="nm">${t(sf)}</span>`)}
${row(l.address, t(p.address))}
${row(
  l.phone,
  p.contacts
    .filter((c) => c.kind === 'phone')
    .map((c) => t(c.value))
    .join(' &nbsp; '),
)}
${row('E-mail', t(p.contacts.find((c) => c.kind === 'email').value))}
${p.details.map((d) => row(d.label, t(d.value))).join('')}
<tr><td class="lab sec">${t(l.desired)}</td><td class="big">${t(p.title)}</td></tr>
<tr><td class="lab sec">${t(l.experience)}</td><td></td></tr>
${p.jobs.map((j) => row(j.dates, `<b>${t(j.role)}</b><br>${t(j.org)}, ${t(j.place)}<ul>${j.bullets.map((b) => `<li>${t(b)}</li>`).join('')}</ul>`)).join('')}
<tr><td class="lab sec">${t(l.education)}</td><td></td></tr>
${p.education.map((e) => row(e.dates, `<b>${t(e.degree)}</b><br>${t(e.school)}, ${t(e.place)}`)).join('')}
<tr><td class="lab sec">${t(l.personalSkills)}</td><td></td></tr>
${row(l.languages, p.languages.map((s) => t(s)).join('<br>'))}
${row(l.digital, p.skills.map((s) => t(s)).join(', '))}
${p.extra?.length ? row(l.more, p.extra.map((x) => t(x)).join('<br>')) : ''}
</table>
<p class="auth">${t(l.consent)}</p>`;
  // The reader sees "label value" per row; identifiers with a label are recorded as "label: value" too.
  const css = `table.e { width: 100%; border-collapse: collapse; } td { vertical-align: top; padding: 3px 6px; }
td.lab { width: 52mm; text-align: right; color: #1f3c88; font-size: 9pt; border-right: 1px solid #1f3c88; }
td.sec { font-weight: 700; font-size: 10.5pt; padding-top: 10px; } td.logo { font-size: 16pt; font-style: italic; color: #2f5597; }
td.cvt { font-size: 13pt; color: #2f5597; } .nm { font-size: 13pt; font-weight: 700; } .big { font-size: 12pt; font-weight: 700; padding-top: 10px; }
.auth { font-size: 8pt; color: #555; margin-top: 12px; }`;
  const out = [...lines];
  for (const d of p.details) {
    const i = out.indexOf(d.label);
    if (i >= 0 && out[i + 1] === d.value) out.splice(i, 2, `${d.label}: ${d.value}`);
  }
  return { html: page(css, body, p.language), lines: out, variants: [sf] };
}

// ---------------------------------------------------------------------------------------------------------
// LibreOffice: a flat ODF with the name and page numbers in the footer, the contact in the body, a page
// break before the second half so that the footer is printed twice.
const FNS = [
  'office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"',
  'style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"',
  'text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"',
  'table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"',
  'fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"',
  'svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"',
  'meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0"',
  'dc="http://purl.org/dc/elements/1.1/"',
]
  .map((n) => `xmlns:${n}`)
  .join(' ');

export function word(p, opts = {}) {
  const { lines, t } = recorder();
  const l = L(p);
  const x = (s) => t(s);
  const P = (style, content) => `<text:p text:style-name="${style}">${content}</text:p>`;
  const body = [];
  body.push(P('Title', x(p.name.full)));
  body.push(P('Sub', x(p.title)));
  body.push(P('Contact', `${x(p.address)}<text:line-break/>${p.contacts.map((c) => x(c.value)).join(' | ')}`));
  body.push(P('H', x(l.profile)), P('Body', x(p.summary)));
  body.push(P('H', x(l.experience)));
  for (const j of p.jobs) {
    body.push(P('Entry', `${x(j.role)}, ${x(j.org)}<text:tab/>${x(j.dates)}`));
    body.push(P('Meta', x(j.place)));
    for (const b of j.bullets) body.push(P('Bullet', `• ${x(b)}`));
  }
  body.push(P('HBreak', x(l.education)));
  for (const e of p.education) {
    body.push(P('Entry', `${x(e.degree)}<text:tab/>${x(e.dates)}`));
    body.push(P('Meta', `${x(e.school)}, ${x(e.place)}`));
  }
  body.push(P('H', x(l.skills)), P('Body', p.skills.map((s) => x(s)).join(', ')));
  body.push(P('H', x(l.languages)), P('Body', p.languages.map((s) => x(s)).join(', ')));
  if (p.extra?.length) body.push(P('H', x(l.more)), ...p.extra.map((e) => P('Body', x(e))));
  if (p.details.length || p.parents?.length) {
    body.push(P('H', x(l.personal)));
    for (const d of [...(p.parents ?? []), ...p.details]) body.push(P('Body', x(`${d.label}: ${d.value}`)));
  }
  body.push(P('Body', x(l.declaration)));
  // The footer: what the reader sees on each page ("Name · Curriculum Vitae · Page 1 of 2").
  const footerText = `${p.name.full} · ${l.cv} · ${l.page} `;
  const footer = `<style:footer><text:p text:style-name="Foot">${esc(footerText)}<text:page-number text:select-page="current">1</text:page-number> ${esc(l.of)} <text:page-count>2</text:page-count></text:p></style:footer>`;
  const pages = opts.format === 'pdf' ? [1, 2] : [1];
  for (const n of pages) lines.push(opts.format === 'pdf' ? `${footerText}${n} ${l.of} 2` : `${p.name.full} · ${l.cv}`);
  const font = 'Liberation Serif';
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document ${FNS} office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:meta><meta:generator>Microsoft Office Word</meta:generator><dc:title>${esc(l.cv)}</dc:title><meta:initial-creator>${esc(p.name.full)}</meta:initial-creator><dc:creator>${esc(p.name.full)}</dc:creator></office:meta>
<office:font-face-decls><style:font-face style:name="${font}" svg:font-family="'${font}'"/></office:font-face-decls>
<office:styles>
<style:default-style style:family="paragraph"><style:paragraph-properties fo:margin-top="0cm" fo:margin-bottom="0.08cm"/><style:text-properties style:font-name="${font}" fo:font-size="11pt"/></style:default-style>
<style:style style:name="Title" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="20pt" fo:font-weight="bold"/></style:style>
<style:style style:name="Sub" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="12pt" fo:font-style="italic"/></style:style>
<style:style style:name="Contact" style:family="paragraph"><style:paragraph-properties fo:text-align="center" fo:margin-bottom="0.3cm"/><style:text-properties fo:font-size="9.5pt"/></style:style>
<style:style style:name="H" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.4cm" fo:border-bottom="0.75pt solid #000000" fo:keep-with-next="always"/><style:text-properties fo:font-size="12pt" fo:font-weight="bold" fo:text-transform="uppercase"/></style:style>
<style:style style:name="HBreak" style:family="paragraph" style:parent-style-name="H"><style:paragraph-properties fo:break-before="page"/></style:style>
<style:style style:name="Entry" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.2cm"><style:tab-stops><style:tab-stop style:position="17cm" style:type="right"/></style:tab-stops></style:paragraph-properties><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="Meta" style:family="paragraph"><style:text-properties fo:font-style="italic"/></style:style>
<style:style style:name="Bullet" style:family="paragraph"><style:paragraph-properties fo:margin-left="0.6cm" fo:text-indent="-0.35cm"/></style:style>
<style:style style:name="Body" style:family="paragraph"><style:paragraph-properties fo:text-align="justify"/></style:style>
<style:style style:name="Foot" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8.5pt" fo:color="#555555"/></style:style>
</office:styles>
<office:automatic-styles><style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="2cm" fo:margin-bottom="1.2cm" fo:margin-left="2cm" fo:margin-right="2cm"/><style:footer-style><style:header-footer-properties fo:min-height="0.6cm" fo:margin-top="0.4cm"/></style:footer-style></style:page-layout></office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1">${footer}</style:master-page></office:master-styles>
<office:body><office:text>
${body.join('\n')}
</office:text></office:body></office:document>
`;
  return { fodt, lines, variants: [] };
}

export const LAYOUTS = { modern, canva, academic, rirekisho, portal, europass, word };
