// The templates of held-out part 51, written from what resumes an applicant-tracking vendor receives in a week look
// like: a PDF saved from Word, a two-column design-tool resume with icons and skill bars, a LaTeX (moderncv-like)
// CV, a LinkedIn "Save to PDF" profile, a Europass CV, a job-portal export (XING, Naukri, 104, Bayt, JobStreet,
// Computrabajo), a Japanese 履歴書 form, and a Word document with a header, footer, table and text box (flat ODF
// for LibreOffice). Each HTML layout returns { html, footer? }; `writer` returns { fodt, lines, footerLine }.

export const esc = (s) =>
  String(s).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const CJK_FONTS = "'Noto Sans CJK JP', 'Noto Sans CJK TC', 'Noto Sans CJK SC'";
const fontFor = (p, base) =>
  `${base}, ${p.locale === 'zh-TW' ? "'Noto Sans CJK TC'" : CJK_FONTS}, 'Noto Sans Arabic', sans-serif`;

const extraTitle = (p, e) => p.labels[e.key] ?? e.key;
const nameShown = (p) => (p.native && p.locale === 'zh-TW' ? `${p.native} ${p.given} ${p.family}` : p.name.full);

function page(p, css, body, { lang } = {}) {
  return `<!doctype html><html lang="${lang ?? p.language}"><head><meta charset="utf-8"><title>CV</title><style>
@page { size: A4; margin: 0; }
* { box-sizing: border-box; }
body { margin: 0; }
${css}
</style></head><body>${body}</body></html>`;
}

function refereesHtml(p, tag = 'p') {
  if (!p.referees.length) return '';
  return `<h2>${esc(p.labels.referees)}</h2>${p.referees
    .map((r) => `<${tag} class="ref"><b>${esc(r.name)}</b><br>${esc(r.role)}<br>${esc(r.phone)}</${tag}>`)
    .join('')}`;
}

function jobsHtml(p, { head = (j) => `<b>${esc(j.title)}</b>, ${esc(j.org)}` } = {}) {
  return p.jobs
    .map(
      (j) =>
        `<div class="job"><div class="jh"><span>${head(j)}</span><span class="when">${esc(j.place)} · ${esc(j.dates)}</span></div>${
          j.bullets.length ? `<ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : ''
        }</div>`,
    )
    .join('');
}

function eduHtml(p) {
  return p.education
    .map(
      (e) =>
        `<div class="job"><div class="jh"><span><b>${esc(e.degree)}</b>, ${esc(e.school)}</span><span class="when">${esc(e.place)} · ${esc(e.dates)}</span></div></div>`,
    )
    .join('');
}

/** 1. A PDF saved from Word: centred capitals, a contact line with bars, rules under the headings. */
export function wordsave(p, { accent, scan }) {
  const contact = [p.address, p.phone, p.email, ...p.links.map((l) => l.value)];
  const css = `
body { font-family: ${fontFor(p, "'Liberation Sans'")}; font-size: ${scan ? 11.5 : 10.5}pt; color: #111; padding: ${scan ? '34px 56px' : '18mm 20mm'}; }
h1 { text-align: center; text-transform: uppercase; letter-spacing: 0.08em; font-size: 20pt; margin: 0; color: ${accent}; }
.head { text-align: center; margin: 2px 0 0; font-style: italic; }
.contact { text-align: center; font-size: 9.5pt; margin: 6px 0 10px; }
h2 { font-size: 11pt; text-transform: uppercase; border-bottom: 1.5px solid ${accent}; margin: ${scan ? 10 : 12}px 0 4px; padding-bottom: 1px; }
.jh { display: flex; justify-content: space-between; gap: 12px; }
.when { white-space: nowrap; font-size: 9.5pt; }
ul { margin: 2px 0 6px 18px; padding: 0; } p { margin: 2px 0; }
.ref { display: inline-block; width: 48%; vertical-align: top; }`;
  const body = `<h1>${esc(nameShown(p))}</h1><p class="head">${esc(p.headline)}</p>
<p class="contact">${contact.map(esc).join(' | ')}</p>
<h2>${esc(p.labels.summary)}</h2><p>${esc(p.summary)}</p>
<h2>${esc(p.labels.experience)}</h2>${jobsHtml(p)}
<h2>${esc(p.labels.education)}</h2>${eduHtml(p)}
<h2>${esc(p.labels.skills)}</h2><p>${p.skills.map(esc).join(' • ')}</p>
${p.extra.map((e) => `<h2>${esc(extraTitle(p, e))}</h2><p>${e.items.map(esc).join('; ')}</p>`).join('')}
${p.details.length && !scan ? `<h2>${esc(p.labels.details)}</h2>${p.details.map((d) => `<p>${esc(d.value)}</p>`).join('')}` : ''}
${scan && p.details.length ? `<p>${p.details.map((d) => esc(d.value)).join(' | ')}</p>` : ''}
${refereesHtml(p)}
${p.privacy ? `<p style="font-size:8pt;margin-top:14px">${esc(p.privacy)}</p>` : ''}`;
  return { html: page(p, css, body) };
}

/** 2. A design-tool resume: a dark sidebar with icons and skill bars, the name split over two lines. */
export function twocol(p, { accent, scan }) {
  const icon = { email: '✉', phone: '☎', address: '⌂', link: '🔗' };
  const levels = [92, 85, 78, 70, 64, 58, 50, 45];
  const css = `
body { font-family: ${fontFor(p, "'DejaVu Sans'")}; font-size: ${scan ? 10 : 9.2}pt; color: #222; }
.wrap { display: flex; min-height: ${scan ? '1056px' : '297mm'}; }
aside { width: 34%; background: ${accent}; color: #fff; padding: ${scan ? '28px 18px' : '14mm 7mm'}; }
main { width: 66%; padding: ${scan ? '28px 24px' : '14mm 9mm'}; }
.given { font-size: 24pt; font-weight: 300; letter-spacing: 0.12em; text-transform: uppercase; margin: 0; }
.family { font-size: 26pt; font-weight: 700; text-transform: uppercase; margin: 0; color: ${accent}; }
.head { font-size: 11pt; margin: 4px 0 14px; color: #555; }
aside h3 { font-size: 10pt; letter-spacing: 0.04em; text-transform: uppercase; border-bottom: 1px solid rgba(255,255,255,.5); padding-bottom: 3px; margin: 16px 0 6px; }
aside p { margin: 4px 0; overflow-wrap: anywhere; }
.bar { height: 5px; background: rgba(255,255,255,.25); margin: 1px 0 6px; } .bar div { height: 5px; background: #fff; }
main h2 { font-size: 11pt; text-transform: uppercase; color: ${accent}; margin: 12px 0 5px; letter-spacing: 0.03em; }
.jh { display: flex; flex-direction: column; } .when { color: #777; font-size: 8.5pt; }
ul { margin: 2px 0 7px 16px; padding: 0; }`;
  const contacts = [
    ['phone', p.phone],
    ['email', p.email],
    ['address', p.address],
    ...p.links.map((l) => ['link', l.value]),
  ];
  const side = `<h3>${esc(p.labels.contact)}</h3>${contacts.map(([k, v]) => `<p>${icon[k]} ${esc(v)}</p>`).join('')}
<h3>${esc(p.labels.skills)}</h3>${p.skills
    .map((s, i) => `<p>${esc(s)}</p><div class="bar"><div style="width:${levels[i % levels.length]}%"></div></div>`)
    .join('')}
${p.extra.map((e) => `<h3>${esc(extraTitle(p, e))}</h3>${e.items.map((i) => `<p>${esc(i)}</p>`).join('')}`).join('')}
${!scan && p.details.length ? `<h3>${esc(p.labels.details)}</h3>${p.details.map((d) => `<p>${esc(d.value)}</p>`).join('')}` : ''}`;
  const givenLine = p.native && p.locale === 'zh-TW' ? p.native : p.given;
  const familyLine = p.native && p.locale === 'zh-TW' ? `${p.given} ${p.family}` : p.family;
  const main = `<p class="given">${esc(givenLine)}</p><p class="family">${esc(familyLine)}</p><p class="head">${esc(p.headline)}</p>
<h2>${esc(p.labels.summary)}</h2><p>${esc(p.summary)}</p>
<h2>${esc(p.labels.experience)}</h2>${jobsHtml(p)}
<h2>${esc(p.labels.education)}</h2>${eduHtml(p)}
${refereesHtml(p)}
${p.footerNote && !scan ? `<p style="font-size:7pt;color:#777;margin-top:18px">${esc(p.footerNote)}</p>` : ''}`;
  const variants = [`${givenLine} ${familyLine}`];
  return { html: page(p, css, `<div class="wrap"><aside>${side}</aside><main>${main}</main></div>`), variants };
}

/** 3. A LaTeX CV in moderncv's manner: serif, dates in a left column, bare links. */
export function latex(p, { accent }) {
  const css = `
body { font-family: 'Latin Modern Roman', 'Nimbus Roman', 'Liberation Serif', ${CJK_FONTS}, serif; font-size: 10.5pt; padding: 16mm 18mm; color: #000; }
.first { font-size: 26pt; color: #555; margin: 0; display: inline; } .last { font-size: 26pt; color: ${accent}; margin: 0; display: inline; }
.title { font-style: italic; color: #555; font-size: 12pt; margin: 2px 0 8px; }
.contact { text-align: right; font-size: 9pt; float: right; line-height: 1.45; }
h2 { color: ${accent}; font-weight: normal; font-size: 14pt; margin: 14px 0 4px; display: flex; align-items: center; }
h2::before { content: ''; display: inline-block; width: 26%; height: 5px; background: ${accent}; opacity: .4; margin-right: 10px; }
.row { display: flex; margin: 3px 0; } .d { width: 26%; text-align: right; padding-right: 10px; font-size: 9.5pt; color: #444; } .c { width: 74%; }
ul { margin: 2px 0 4px 16px; padding: 0; } .c p { margin: 0; }`;
  const contact = `<div class="contact">${[p.address, p.phone, p.email, ...p.links.map((l) => l.value)].map(esc).join('<br>')}</div>`;
  const row = (d, c) => `<div class="row"><div class="d">${esc(d)}</div><div class="c">${c}</div></div>`;
  const body = `${contact}<p class="first">${esc(p.given)}</p> <p class="last">${esc(p.family)}</p>
<p class="title">${esc(p.headline)}</p>
<h2>${esc(p.labels.summary)}</h2>${row('', `<p>${esc(p.summary)}</p>`)}
<h2>${esc(p.labels.experience)}</h2>${p.jobs
    .map((j) =>
      row(
        j.dates,
        `<p><b>${esc(j.title)}</b>, <i>${esc(j.org)}</i>, ${esc(j.place)}</p><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`,
      ),
    )
    .join('')}
<h2>${esc(p.labels.education)}</h2>${p.education.map((e) => row(e.dates, `<p><b>${esc(e.degree)}</b>, <i>${esc(e.school)}</i>, ${esc(e.place)}</p>`)).join('')}
<h2>${esc(p.labels.skills)}</h2>${row('', `<p>${p.skills.map(esc).join(', ')}</p>`)}
${p.extra.map((e) => `<h2>${esc(extraTitle(p, e))}</h2>${row('', `<p>${e.items.map(esc).join(', ')}</p>`)}`).join('')}
${p.details.length ? `<h2>${esc(p.labels.details)}</h2>${p.details.map((d) => row('', `<p>${esc(d.value)}</p>`)).join('')}` : ''}
${p.referees.length ? `<h2>${esc(p.labels.referees)}</h2>${p.referees.map((r) => row('', `<p><b>${esc(r.name)}</b>, ${esc(r.role)}, ${esc(r.phone)}</p>`)).join('')}` : ''}`;
  return { html: page(p, css, body), variants: [`${p.given} ${p.family}`] };
}

/** 4. LinkedIn's "Save to PDF": a grey contact column, the profile, "Page 1 of 2" in the footer. */
export function linkedin(p) {
  const css = `
body { font-family: ${fontFor(p, "'Liberation Sans'")}; font-size: 10pt; color: #181818; }
.wrap { display: flex; } aside { width: 30%; background: #e9ecef; padding: 6mm 6mm 10mm; min-height: 265mm; }
main { width: 70%; padding: 6mm 9mm; }
aside h3 { font-size: 12pt; margin: 12px 0 4px; } aside p { margin: 3px 0; font-size: 9pt; overflow-wrap: anywhere; }
h1 { font-size: 24pt; font-weight: 400; margin: 0; } .head { font-size: 12pt; margin: 4px 0; } .loc { color: #777; margin: 0 0 10px; }
main h2 { font-size: 14pt; font-weight: 400; margin: 14px 0 4px; }
.org { font-size: 11pt; margin: 8px 0 0; } .t { margin: 0; } .g { color: #777; margin: 0; } main p { margin: 2px 0; }`;
  const side = `<h3>Contact</h3><p>${esc(p.email)}</p><p>${esc(p.phone)} (Mobile)</p>${p.links.map((l) => `<p>${esc(l.value)} (LinkedIn)</p>`).join('')}
<h3>Top Skills</h3>${p.skills
    .slice(0, 3)
    .map((s) => `<p>${esc(s)}</p>`)
    .join('')}
${p.extra.map((e) => `<h3>${e.key === 'languages' ? 'Languages' : 'Honors-Awards'}</h3>${e.items.map((i) => `<p>${esc(i)}</p>`).join('')}`).join('')}`;
  const main = `<h1>${esc(nameShown(p))}</h1><p class="head">${esc(p.headline)}</p><p class="loc">${esc(p.addressShort)}</p>
<h2>Summary</h2><p>${esc(p.summary)}</p>
<h2>Experience</h2>${p.jobs
    .map(
      (j) =>
        `<p class="org">${esc(j.org)}</p><p class="t">${esc(j.title)}</p><p class="g">${esc(j.dates)}</p><p class="g">${esc(j.place)}</p>${j.bullets.map((b) => `<p>${esc(b)}</p>`).join('')}`,
    )
    .join('')}
<h2>Education</h2>${p.education.map((e) => `<p class="org">${esc(e.school)}</p><p class="t">${esc(e.degree)} · (${esc(e.dates)})</p>`).join('')}`;
  return {
    html: page(p, css, `<div class="wrap"><aside>${side}</aside><main>${main}</main></div>`),
    footer: {
      template:
        '<div style="font-size:8px;width:100%;text-align:right;padding-right:12mm;color:#777">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>',
      text: (i, n) => [`Page ${i} of ${n}`],
    },
  };
}

/** 5. Europass: labels in a right-aligned left column, the name in the running footer. */
export function europass(p, { accent }) {
  const css = `
body { font-family: ${fontFor(p, "'Liberation Sans'")}; font-size: 9.5pt; color: #3f3a38; padding: 4mm 14mm 0; }
.logo { color: ${accent}; font-size: 16pt; font-weight: bold; margin: 0 0 8px; }
.row { display: flex; margin: 3px 0; } .l { width: 30%; text-align: right; padding-right: 12px; color: ${accent}; text-transform: uppercase; font-size: 8.5pt; }
.v { width: 70%; } .v p { margin: 0 0 2px; } .name { font-size: 15pt; } .sec { border-top: 1px solid ${accent}; margin-top: 10px; padding-top: 4px; }
ul { margin: 1px 0 4px 14px; padding: 0; }`;
  const row = (l, v, cls = '') =>
    `<div class="row ${cls}"><div class="l">${esc(l)}</div><div class="v">${v}</div></div>`;
  const body = `<p class="logo">europass</p>
${row(p.labels.details, `<p class="name">${esc(p.name.full)}</p>`, 'sec')}
${row('', `<p>⌂ ${esc(p.address)}</p><p>☎ ${esc(p.phone)}</p><p>✉ ${esc(p.email)}</p>${p.links.map((l) => `<p>${esc(l.value)}</p>`).join('')}${p.details.map((d) => `<p>${esc(d.value)}</p>`).join('')}`)}
${row(p.labels.summary, `<p>${esc(p.summary)}</p>`, 'sec')}
${row(p.labels.experience, '', 'sec')}
${p.jobs.map((j) => row(j.dates, `<p><b>${esc(j.title)}</b></p><p>${esc(j.org)}, ${esc(j.place)}</p><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`)).join('')}
${row(p.labels.education, '', 'sec')}
${p.education.map((e) => row(e.dates, `<p><b>${esc(e.degree)}</b></p><p>${esc(e.school)}, ${esc(e.place)}</p>`)).join('')}
${row(p.labels.skills, `<p>${p.skills.map(esc).join(', ')}</p>`, 'sec')}
${p.extra.map((e) => row(extraTitle(p, e), `<p>${e.items.map(esc).join(' · ')}</p>`, 'sec')).join('')}
${p.privacy ? row('', `<p style="font-size:8pt">${esc(p.privacy)}</p>`, 'sec') : ''}`;
  const foot = (i, n) => `Curriculum vitae · ${p.name.full} · ${i} / ${n}`;
  return {
    html: page(p, css, body),
    footer: {
      template: `<div style="font-size:8px;width:100%;text-align:right;padding-right:14mm;color:#666">Curriculum vitae · ${esc(p.name.full)} · <span class="pageNumber"></span> / <span class="totalPages"></span></div>`,
      text: (i, n) => [foot(i, n)],
    },
  };
}

const PORTALS = {
  'de-DE': { brand: 'XING', exported: 'Profil exportiert am 27.11.2026', badge: 'Offen für Angebote' },
  'en-IN': { brand: 'naukri.com', exported: 'Resume downloaded on 27 Nov 2026', badge: 'Immediate joiner' },
  'zh-TW': { brand: '104人力銀行', exported: '履歷匯出日期：2026/11/27', badge: '積極求職中' },
  'en-AE': { brand: 'Bayt.com', exported: 'CV exported on 27 November 2026', badge: 'Verified' },
  'en-PH': { brand: 'JobStreet', exported: 'Profile exported 27 Nov 2026', badge: 'Actively looking' },
  'es-CO': { brand: 'Computrabajo', exported: 'Hoja de vida descargada el 27/11/2026', badge: 'Disponible' },
};

/** 6. A job-portal export: the portal's banner, the name beside a status badge, a personal-details table. */
export function portal(p, { accent }) {
  const P = PORTALS[p.locale] ?? PORTALS['en-PH'];
  const css = `
body { font-family: ${fontFor(p, "'Liberation Sans'")}; font-size: 9.8pt; color: #222; padding: 0 0 10mm; }
.bar { background: ${accent}; color: #fff; padding: 5mm 14mm; display: flex; justify-content: space-between; align-items: baseline; }
.brand { font-size: 16pt; font-weight: bold; } .ex { font-size: 8.5pt; }
.in { padding: 4mm 14mm; } h1 { font-size: 19pt; margin: 4px 0 0; } .badge { font-size: 8pt; border: 1px solid ${accent}; color: ${accent}; border-radius: 8px; padding: 1px 6px; margin-left: 8px; vertical-align: middle; }
.head { margin: 2px 0 8px; color: #555; }
table { border-collapse: collapse; width: 100%; } td { border: 1px solid #ccc; padding: 3px 6px; vertical-align: top; } td.k { width: 28%; background: #f3f4f6; }
h2 { font-size: 11.5pt; background: #f3f4f6; padding: 3px 6px; margin: 12px 0 4px; }
.jh { display: flex; justify-content: space-between; } .when { color: #666; font-size: 9pt; } ul { margin: 2px 0 6px 18px; padding: 0; }`;
  const kv = [
    [p.labels.contact, p.phone],
    ['E-mail', p.email],
    ...p.links.map((l) => ['URL', l.value]),
    ['', p.address],
  ];
  const table = `<table>${kv.map(([k, v]) => `<tr><td class="k">${esc(k)}</td><td>${esc(v)}</td></tr>`).join('')}${p.details
    .map((d) => `<tr><td colspan="2">${esc(d.value)}</td></tr>`)
    .join('')}${p.fatherName ? `<tr><td class="k">Father's Name</td><td>${esc(p.fatherName)}</td></tr>` : ''}</table>`;
  const body = `<div class="bar"><span class="brand">${esc(P.brand)}</span><span class="ex">${esc(P.exported)}</span></div>
<div class="in"><h1>${esc(nameShown(p))} <span class="badge">${esc(P.badge)}</span></h1><p class="head">${esc(p.headline)}</p>
${table}
<h2>${esc(p.labels.summary)}</h2><p>${esc(p.summary)}</p>
<h2>${esc(p.labels.experience)}</h2>${jobsHtml(p, { head: (j) => `<b>${esc(j.org)}</b> — ${esc(j.title)}` })}
<h2>${esc(p.labels.education)}</h2>${eduHtml(p)}
<h2>${esc(p.labels.skills)}</h2><p>${p.skills.map(esc).join(', ')}</p>
${p.extra.map((e) => `<h2>${esc(extraTitle(p, e))}</h2><p>${e.items.map(esc).join(', ')}</p>`).join('')}
${refereesHtml(p)}</div>`;
  return { html: page(p, css, body), others: p.fatherName ? [p.fatherName] : [] };
}

/** 7. A Japanese 履歴書 (JIS-like form): furigana over the name, birth date, address, then 学歴・職歴 by year and month. */
export function cjkForm(p) {
  const css = `
body { font-family: 'Noto Sans CJK JP', sans-serif; font-size: 10.5pt; padding: 30px 44px; color: #000; }
h1 { font-size: 20pt; letter-spacing: 0.5em; margin: 0 0 6px; } .date { text-align: right; margin: 0 0 4px; }
table { border-collapse: collapse; width: 100%; margin-bottom: 10px; } td { border: 1px solid #000; padding: 4px 6px; vertical-align: top; }
.k { width: 18%; font-size: 9pt; } .nm { font-size: 18pt; } .y { width: 9%; text-align: center; } .m { width: 6%; text-align: center; }`;
  const dob = p.details.find((d) => d.kind === 'date_of_birth');
  const age = p.details.find((d) => d.kind === 'age');
  const gender = p.details.find((d) => d.kind === 'gender');
  const hist = [
    ['', '', '学歴'],
    ['2012', '4', '早稲田大学 商学部 入学'],
    ['2016', '3', '早稲田大学 商学部 卒業'],
    ['', '', '職歴'],
    ['2016', '4', '有限責任監査法人トーマツ（Deloitte Touche Tohmatsu）入所 監査部'],
    ['2019', '3', '一身上の都合により退職'],
    ['2019', '4', 'トヨタ自動車株式会社 入社 経理部 連結グループ'],
    ['', '', '現在に至る'],
    ['', '', '以上'],
  ];
  const lic = [
    ['2015', '11', '日商簿記検定1級 合格'],
    ['2021', '6', 'TOEIC 905点 取得'],
  ];
  const rows = (r) =>
    r.map(([y, m, t]) => `<tr><td class="y">${y}</td><td class="m">${m}</td><td>${esc(t)}</td></tr>`).join('');
  const body = `<h1>履歴書</h1><p class="date">2026年11月27日現在</p>
<table><tr><td class="k">ふりがな</td><td>${esc(p.kana)}</td><td rowspan="2" style="width:22%;text-align:center">写真</td></tr>
<tr><td class="k">氏名</td><td class="nm">${esc(p.native)}</td></tr>
<tr><td class="k">生年月日</td><td colspan="2">${esc(dob.value)}（${esc(age.value)}） ${esc(gender.value)}</td></tr>
<tr><td class="k">現住所</td><td colspan="2">〒156-0052 ${esc(p.address)}</td></tr>
<tr><td class="k">電話</td><td colspan="2">${esc(p.phone)}</td></tr>
<tr><td class="k">E-mail</td><td colspan="2">${esc(p.email)}</td></tr></table>
<table><tr><td class="y">年</td><td class="m">月</td><td>学歴・職歴</td></tr>${rows(hist)}</table>
<table><tr><td class="y">年</td><td class="m">月</td><td>免許・資格</td></tr>${rows(lic)}</table>
<table><tr><td>志望の動機・自己PR</td></tr><tr><td>上場メーカーでの連結決算とIFRS対応の経験を活かし、経理部門の決算早期化に貢献したいと考えております。</td></tr></table>`;
  return { html: page(p, css, body, { lang: 'ja' }) };
}

// 8. A Word document (flat ODF, through LibreOffice): the contact line in the page header, the name in the footer,
// the personal details in a table, skills and languages in a text box.
const NS = [
  'office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"',
  'style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"',
  'text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"',
  'table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"',
  'draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0"',
  'fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"',
  'svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"',
]
  .map((n) => `xmlns:${n}`)
  .join(' ');

export function writer(p, { accent }) {
  const font = p.serif ? 'Liberation Serif' : 'Liberation Sans';
  const lines = [];
  const par = (style, text) => {
    lines.push(text);
    return `<text:p text:style-name="${style}">${esc(text)}</text:p>`;
  };
  const contact = [p.address, p.phone, p.email, ...p.links.map((l) => l.value)].join(' | ');
  const headerContact = p.headerContact ?? true;
  const body = [];
  // The header's contact line is read once, before the body.
  if (headerContact) lines.push(contact);
  body.push(par('Name', p.name.full), par('Headline', p.headline));
  if (!headerContact) body.push(par('Body', contact));
  body.push(par('Heading', p.labels.summary), par('Body', p.summary));
  body.push(par('Heading', p.labels.experience));
  for (const j of p.jobs) {
    lines.push(`${j.title}, ${j.org}\t${j.place}, ${j.dates}`.replace('\t', ' '));
    body.push(
      `<text:p text:style-name="Entry">${esc(`${j.title}, ${j.org}`)}<text:tab/>${esc(`${j.place}, ${j.dates}`)}</text:p>`,
    );
    body.push(
      `<text:list text:style-name="Bul">${j.bullets.map((b) => `<text:list-item>${par('Body', b)}</text:list-item>`).join('')}</text:list>`,
    );
  }
  body.push(par('Heading', p.labels.education));
  for (const e of p.education) body.push(par('Body', `${e.degree}, ${e.school}, ${e.place} (${e.dates})`));
  if (p.details.length || p.fatherName) {
    body.push(par('Heading', p.labels.details));
    const rows = [...p.details.map((d) => d.value), ...(p.fatherName ? [`Father's Name: ${p.fatherName}`] : [])];
    body.push(
      `<table:table table:name="Details" table:style-name="Tbl"><table:table-column table:style-name="TblA"/>${rows
        .map(
          (r) =>
            `<table:table-row><table:table-cell table:style-name="Cell" office:value-type="string">${par('Body', r)}</table:table-cell></table:table-row>`,
        )
        .join('')}</table:table>`,
    );
  }
  if (p.referees.length) {
    body.push(par('Heading', p.labels.referees));
    for (const r of p.referees) body.push(par('Body', `${r.name}, ${r.role}, ${r.phone}`));
  }
  // The text box: skills and languages, anchored to the summary heading's paragraph, at the end of the reading order.
  const boxLines = [p.labels.skills, ...p.skills, ...p.extra.flatMap((e) => [extraTitle(p, e), ...e.items])];
  const box = `<text:p text:style-name="Body"><draw:frame draw:style-name="Box" draw:name="Side" text:anchor-type="paragraph" svg:x="11.8cm" svg:y="0cm" svg:width="5.2cm" draw:z-index="0"><draw:text-box fo:min-height="2cm">${boxLines
    .map(
      (l, i) =>
        `<text:p text:style-name="${i === 0 || p.extra.some((e) => extraTitle(p, e) === l) ? 'BoxHead' : 'Small'}">${esc(l)}</text:p>`,
    )
    .join('')}</draw:text-box></draw:frame></text:p>`;
  lines.push(...boxLines);
  const footerText = `${p.name.full} – Curriculum Vitae`;
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document ${NS} office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls><style:font-face style:name="${font}" svg:font-family="'${font}'"/><style:font-face style:name="Noto Sans CJK JP" svg:font-family="'Noto Sans CJK JP'"/></office:font-face-decls>
<office:styles>
 <style:default-style style:family="paragraph"><style:paragraph-properties fo:margin-top="0cm" fo:margin-bottom="0.06cm"/><style:text-properties style:font-name="${font}" style:font-name-asian="Noto Sans CJK JP" fo:font-size="10.5pt"/></style:default-style>
 <style:style style:name="Name" style:family="paragraph"><style:text-properties fo:font-size="21pt" fo:font-weight="bold" fo:color="${accent}"/></style:style>
 <style:style style:name="Headline" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.2cm"/><style:text-properties fo:font-size="12.5pt" fo:font-style="italic"/></style:style>
 <style:style style:name="Heading" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.35cm" fo:margin-bottom="0.1cm" fo:border-bottom="0.6pt solid ${accent}" fo:keep-with-next="always"/><style:text-properties fo:font-size="12pt" fo:font-weight="bold" fo:color="${accent}"/></style:style>
 <style:style style:name="Entry" style:family="paragraph"><style:paragraph-properties><style:tab-stops><style:tab-stop style:position="17cm" style:type="right"/></style:tab-stops></style:paragraph-properties><style:text-properties fo:font-weight="bold"/></style:style>
 <style:style style:name="Body" style:family="paragraph"/>
 <style:style style:name="Small" style:family="paragraph"><style:text-properties fo:font-size="9pt"/></style:style>
 <style:style style:name="BoxHead" style:family="paragraph"><style:text-properties fo:font-size="9.5pt" fo:font-weight="bold"/></style:style>
 <style:style style:name="Foot" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8.5pt" fo:color="#555555"/></style:style>
</office:styles>
<office:automatic-styles>
 <style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.2cm" fo:margin-bottom="1.2cm" fo:margin-left="2cm" fo:margin-right="2cm"/>
  <style:header-style><style:header-footer-properties fo:min-height="0.5cm" fo:margin-bottom="0.4cm"/></style:header-style>
  <style:footer-style><style:header-footer-properties fo:min-height="0.5cm" fo:margin-top="0.4cm"/></style:footer-style></style:page-layout>
 <style:style style:name="Tbl" style:family="table"><style:table-properties style:width="10.5cm" table:align="left"/></style:style>
 <style:style style:name="TblA" style:family="table-column"><style:table-column-properties style:column-width="10.5cm"/></style:style>
 <style:style style:name="Cell" style:family="table-cell"><style:table-cell-properties fo:padding="0.07cm" fo:border="0.5pt solid #a0a0a0"/></style:style>
 <style:style style:name="Box" style:family="graphic"><style:graphic-properties style:wrap="parallel" style:vertical-pos="from-top" style:horizontal-pos="from-left" style:horizontal-rel="paragraph" style:vertical-rel="paragraph" fo:background-color="#f0f3f6" fo:padding="0.2cm" fo:border="0.5pt solid #8899aa"/></style:style>
 <text:list-style style:name="Bul"><text:list-level-style-bullet text:level="1" text:bullet-char="•"><style:list-level-properties text:list-level-position-and-space-mode="label-alignment"><style:list-level-label-alignment text:label-followed-by="listtab" text:list-tab-stop-position="0.6cm" fo:text-indent="-0.4cm" fo:margin-left="0.6cm"/></style:list-level-properties></text:list-level-style-bullet></text:list-style>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1">${
    headerContact ? `<style:header><text:p text:style-name="Foot">${esc(contact)}</text:p></style:header>` : ''
  }<style:footer><text:p text:style-name="Foot">${esc(footerText)}</text:p></style:footer></style:master-page></office:master-styles>
<office:body><office:text>
${box}
${body.join('\n')}
</office:text></office:body></office:document>
`;
  return { fodt, lines, footerLine: () => footerText };
}
