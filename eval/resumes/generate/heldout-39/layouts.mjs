// Held-out part 39: its own templates, after the kinds of résumé a recruiter pulls from public repositories and
// job boards: LaTeX classes printed to PDF (Jake's résumé, moderncv, awesome-cv, deedy, friggeri-like academic),
// Word-saved PDFs with tables and a running footer, a Canva two-column design, job-portal exports (Naukri,
// StepStone, Zhaopin, Saramin, TopCV, Indeed-like), a LinkedIn "Save to PDF" profile, a plain ATS résumé and a Word
// document (flat ODF for LibreOffice: header, footer with page fields, a details table). Each HTML layout returns
// { html, variants?, footer? }; `writer` returns { fodt, lines, footerLine }.

export const esc = (s) =>
  String(s).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const HEAD = {
  en: ['Summary', 'Experience', 'Education', 'Skills', 'References', 'Publications', 'Contact', 'Personal details'],
  fr: [
    'Profil',
    'Expérience professionnelle',
    'Formation',
    'Compétences',
    'Références',
    'Publications',
    'Contact',
    'Informations personnelles',
  ],
  de: [
    'Profil',
    'Berufserfahrung',
    'Ausbildung',
    'Kenntnisse',
    'Referenzen',
    'Publikationen',
    'Kontakt',
    'Persönliche Daten',
  ],
  es: [
    'Perfil',
    'Experiencia laboral',
    'Formación académica',
    'Habilidades',
    'Referencias',
    'Publicaciones',
    'Contacto',
    'Datos personales',
  ],
  zh: ['个人简介', '工作经历', '教育背景', '专业技能', '推荐人', '论文', '联系方式', '基本信息'],
  ko: ['자기소개', '경력사항', '학력사항', '보유기술', '추천인', '논문', '연락처', '인적사항'],
  vi: [
    'Giới thiệu',
    'Kinh nghiệm làm việc',
    'Học vấn',
    'Kỹ năng',
    'Người tham chiếu',
    'Công bố',
    'Liên hệ',
    'Thông tin cá nhân',
  ],
};
const h = (p) => {
  const [summary, work, edu, skills, refs, pubs, contact, personal] = HEAD[p.language] ?? HEAD.en;
  return { summary, work, edu, skills, refs, pubs, contact, personal };
};
const CJK = (p) => ['zh', 'ko'].includes(p.language);
const fontFor = (p, latin) =>
  CJK(p)
    ? `'Noto Sans CJK ${p.language === 'ko' ? 'KR' : 'SC'}', 'Noto Serif CJK ${p.language === 'ko' ? 'KR' : 'SC'}', ${latin}`
    : latin;

function page(p, css, body, size = 'A4') {
  return `<!doctype html><html lang="${p.language}"><head><meta charset="utf-8"><title>CV</title><style>@page { size: ${size}; margin: 0 } * { box-sizing: border-box } body { margin: 0 } ${css}</style></head><body>${body}</body></html>`;
}
const ul = (items, cls = '') =>
  items.length ? `<ul class="${cls}">${items.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : '';
const linkText = (l) => (l.kind === 'handle' && !l.value.startsWith('@') ? l.value : l.value);
const details = (p) => p.details.map((d) => `${esc(d.label)}: ${esc(d.value)}`);
const refs = (p) =>
  (p.referees ?? [])
    .map((r) => `<p class="ref"><b>${esc(r.name)}</b><br>${esc(r.title)}<br>${esc(r.phone)}</p>`)
    .join('');
const extras = (p, tag = 'h2') => (p.extra ?? []).map((x) => `<${tag}>${esc(x.head)}</${tag}>${ul(x.items)}`).join('');

/** Jake's résumé (LaTeX): centred name, one contact line with bars, ruled small-caps sections, right-set dates. */
function jakes(p, { accent }) {
  const H = h(p);
  const contact = [p.phone, p.email, ...p.links.map(linkText), p.addressShort ?? p.address].map(esc).join(' | ');
  const job = (j) =>
    `<div class="e"><div class="r"><b>${esc(j.org)}</b><span>${esc(j.dates)}</span></div><div class="r i"><span>${esc(j.title)}</span><span>${esc(j.place)}</span></div>${ul(j.bullets)}</div>`;
  const ed = (e) =>
    `<div class="e"><div class="r"><b>${esc(e.school)}</b><span>${esc(e.place)}</span></div><div class="r i"><span>${esc(e.degree)}</span><span>${esc(e.dates)}</span></div></div>`;
  const css = `body { font-family: 'Latin Modern Roman', 'CMU Serif', 'Liberation Serif', serif; font-size: 10.5pt; padding: 14mm 16mm; color: #111 }
  h1 { text-align: center; font-size: 24pt; font-variant: small-caps; margin: 0 } .c { text-align: center; font-size: 9.5pt; margin: 3px 0 8px }
  h2 { font-variant: small-caps; font-weight: normal; font-size: 13pt; border-bottom: 0.6pt solid #000; margin: 10px 0 4px; color: ${accent} }
  .r { display: flex; justify-content: space-between } .i { font-style: italic; font-size: 9.5pt } ul { margin: 2px 0 4px; padding-left: 18px } li { font-size: 9.5pt }`;
  const body = `<h1>${esc(p.given)} ${esc(p.family)}</h1><div class="c">${contact}</div>
  <h2>${H.edu}</h2>${p.education.map(ed).join('')}<h2>${H.work}</h2>${p.jobs.map(job).join('')}
  <h2>Technical ${H.skills}</h2><p><b>Tools:</b> ${p.skills.map(esc).join(', ')}</p>${extras(p)}`;
  return { html: page(p, css, body, 'Letter'), variants: [`${p.given} ${p.family}`] };
}

/** moderncv "classic": the name in two weights, a date column on the left, contact on the right with glyphs. */
function moderncv(p, { accent }) {
  const H = h(p);
  const row = (left, right) => `<tr><td class="l">${left}</td><td>${right}</td></tr>`;
  const css = `body { font-family: 'Liberation Sans', sans-serif; font-size: 10pt; padding: 16mm 18mm; color: #222 }
  .top { display: flex; justify-content: space-between } .n1 { font-size: 28pt; font-weight: 300; color: #555 } .n2 { font-size: 28pt; color: ${accent} }
  .t { font-style: italic; color: #777 } .ct { text-align: right; font-size: 9pt; line-height: 1.5 }
  h2 { color: ${accent}; font-weight: normal; font-size: 14pt; margin: 12px 0 4px } table { border-collapse: collapse; width: 100% }
  td { vertical-align: top; padding: 2px 4px } td.l { width: 25%; text-align: right; color: #777; font-size: 9pt } ul { margin: 2px 0; padding-left: 16px }`;
  const contact = [
    `⌂ ${esc(p.address)}`,
    `☎ ${esc(p.phone)}`,
    `✉ ${esc(p.email)}`,
    ...p.links.map((l) => `${l.label === 'GitHub' ? '' : '🔗'} ${esc(linkText(l))}`),
    ...details(p),
  ].join('<br>');
  const body = `<div class="top"><div><div class="n1">${esc(p.given)}</div><div class="n2">${esc(p.family)}</div><div class="t">${esc(p.title)}</div></div><div class="ct">${contact}</div></div>
  <h2>${H.summary}</h2><table>${row('', esc(p.summary))}</table>
  <h2>${H.work}</h2><table>${p.jobs.map((j) => row(esc(j.dates), `<b>${esc(j.title)}</b>, <i>${esc(j.org)}</i>, ${esc(j.place)}${ul(j.bullets)}`)).join('')}</table>
  <h2>${H.edu}</h2><table>${p.education.map((e) => row(esc(e.dates), `<b>${esc(e.degree)}</b>, <i>${esc(e.school)}</i>, ${esc(e.place)}`)).join('')}</table>
  <h2>${H.skills}</h2><table>${row('', p.skills.map(esc).join(' · '))}</table>
  ${(p.extra ?? []).map((x) => `<h2>${esc(x.head)}</h2><table>${x.items.map((i) => row('', esc(i))).join('')}</table>`).join('')}
  ${p.referees?.length ? `<h2>${H.refs}</h2>${refs(p)}` : ''}`;
  return { html: page(p, css, body) };
}

/** awesome-cv: capitals, the family name bold in the accent, handles printed bare after a glyph. */
function awesome(p, { accent }) {
  const H = h(p);
  const glyph = { GitHub: '', Kaggle: 'k', Xing: '✕', Instagram: '◎', LinkedIn: 'in', Web: '🌐', Site: '🌐' };
  const contact = [
    `📱 ${esc(p.phone)}`,
    `✉ ${esc(p.email)}`,
    ...p.links.map((l) => `${glyph[l.label] ?? '•'} ${esc(linkText(l))}`),
  ].join(' &nbsp;|&nbsp; ');
  const css = `body { font-family: 'Source Sans Pro', 'Roboto', 'DejaVu Sans', sans-serif; font-size: 9.5pt; padding: 12mm 14mm; color: #333 }
  .name { text-align: center; font-size: 30pt; letter-spacing: 1px; text-transform: uppercase } .name b { color: ${accent} } .name span { font-weight: 300; color: #444 }
  .pos { text-align: center; color: ${accent}; text-transform: uppercase; letter-spacing: 2px; font-size: 8.5pt } .c { text-align: center; font-size: 8pt; margin: 4px 0 10px }
  .addr { text-align: center; font-style: italic; font-size: 8pt; color: #888 } h2 { font-size: 13pt; margin: 10px 0 2px; border-bottom: 1px solid #aaa } h2::first-letter { color: ${accent} }
  .e { display: grid; grid-template-columns: 1fr auto; margin-top: 4px } .e .o { font-weight: bold } .e .d { color: ${accent}; font-style: italic; font-size: 8.5pt } .e .t { text-transform: uppercase; font-size: 8pt; color: #777 }
  ul { grid-column: 1 / 3; margin: 1px 0; padding-left: 14px }`;
  const upper = `${p.given} ${p.family}`.toUpperCase();
  const body = `<div class="name"><span>${esc(p.given)}</span> <b>${esc(p.family)}</b></div><div class="pos">${esc(p.title)}</div>
  <div class="addr">${esc(p.address)}</div><div class="c">${contact}</div>
  <h2>${H.summary}</h2><p>${esc(p.summary)}</p>
  <h2>${H.work}</h2>${p.jobs.map((j) => `<div class="e"><span class="o">${esc(j.org)}</span><span>${esc(j.place)}</span><span class="t">${esc(j.title)}</span><span class="d">${esc(j.dates)}</span>${ul(j.bullets)}</div>`).join('')}
  <h2>${H.edu}</h2>${p.education.map((e) => `<div class="e"><span class="o">${esc(e.school)}</span><span>${esc(e.place)}</span><span class="t">${esc(e.degree)}</span><span class="d">${esc(e.dates)}</span></div>`).join('')}
  <h2>${H.skills}</h2><p>${p.skills.map(esc).join(', ')}</p>${extras(p)}`;
  return { html: page(p, css, body, 'Letter'), variants: [upper] };
}

/** deedy-resume: letter-spaced thin/bold name, a narrow left column (education, links, skills), a wide right one. */
function deedy(p, { accent }) {
  const H = h(p);
  const css = `body { font-family: 'Lato', 'Carlito', 'Liberation Sans', sans-serif; font-size: 9pt; padding: 10mm 12mm; color: #222 }
  .nm { font-size: 32pt; letter-spacing: 4px; text-align: center } .nm .g { font-weight: 200 } .nm .f { font-weight: 700 }
  .ct { text-align: center; font-size: 8.5pt; letter-spacing: 0.5px; margin-bottom: 10px; color: #555 }
  .cols { display: grid; grid-template-columns: 33% 1fr; gap: 6mm } h2 { font-size: 11pt; text-transform: uppercase; letter-spacing: 2px; color: ${accent}; margin: 8px 0 3px }
  h3 { font-size: 9.5pt; margin: 4px 0 0 } .sub { color: #666; font-size: 8pt } ul { padding-left: 12px; margin: 2px 0 }`;
  const left = `<h2>${H.edu}</h2>${p.education.map((e) => `<h3>${esc(e.school)}</h3><div>${esc(e.degree)}</div><div class="sub">${esc(e.dates)} | ${esc(e.place)}</div>`).join('')}
  <h2>Links</h2>${p.links.map((l) => `<div>${esc(l.label)}:// <b>${esc(linkText(l))}</b></div>`).join('')}<div>${esc(p.email)}</div>
  <h2>${H.skills}</h2>${p.skills.map((s) => `<div>${esc(s)}</div>`).join('')}${(p.extra ?? []).map((x) => `<h2>${esc(x.head)}</h2>${x.items.map((i) => `<div>${esc(i)}</div>`).join('')}`).join('')}`;
  const right = `<h2>${H.work}</h2>${p.jobs.map((j) => `<h3>${esc(j.org)} <span class="sub">| ${esc(j.title)}</span></h3><div class="sub">${esc(j.dates)} | ${esc(j.place)}</div>${ul(j.bullets)}`).join('')}
  <h2>${H.summary}</h2><p>${esc(p.summary)}</p>`;
  const body = `<div class="nm"><span class="g">${esc(p.given)}</span> <span class="f">${esc(p.family)}</span></div><div class="ct">${esc(p.phone)} | ${esc(p.addressShort ?? p.address)}</div><div class="cols"><div>${left}</div><div>${right}</div></div>`;
  return { html: page(p, css, body, 'Letter') };
}

/** A Canva two-column design: the name split over two lines, capitals, letter-spaced; emoji before contact items. */
function canva(p, { accent, scan }) {
  const H = h(p);
  const css = `body { font-family: 'Montserrat', 'DejaVu Sans', sans-serif; font-size: 9pt; color: #2b2b2b }
  .wrap { display: grid; grid-template-columns: 68mm 1fr; min-height: ${scan ? '1050px' : '297mm'} } .side { background: ${accent}18; padding: 14mm 7mm }
  .main { padding: 14mm 9mm } .g, .f { text-transform: uppercase; letter-spacing: 0.35em; font-size: 22pt; line-height: 1.1 } .f { font-weight: 800; color: ${accent} }
  .ti { letter-spacing: 0.2em; text-transform: uppercase; font-size: 8pt; margin: 6px 0 14px } h2 { text-transform: uppercase; letter-spacing: 0.25em; font-size: 10pt; border-bottom: 2px solid ${accent}; padding-bottom: 2px }
  .side p { margin: 3px 0; word-break: break-word } .bar { height: 5px; background: #ddd; margin: 1px 0 5px } .bar i { display: block; height: 5px; background: ${accent} }
  .j { margin-bottom: 6px } .j b { display: block } .j span { color: #777; font-size: 8pt } ul { padding-left: 14px; margin: 2px 0 }`;
  const side = `<h2>${H.contact}</h2><p>📞 ${esc(p.phone)}</p><p>📧 ${esc(p.email)}</p><p>📍 ${esc(p.address)}</p>${p.links.map((l) => `<p>🔗 ${esc(linkText(l))}</p>`).join('')}${details(
    p,
  )
    .map((d) => `<p>${d}</p>`)
    .join('')}
  <h2>${H.skills}</h2>${p.skills.map((s, i) => `<p>${esc(s)}</p><div class="bar"><i style="width:${90 - i * 8}%"></i></div>`).join('')}
  <h2>${H.edu}</h2>${p.education.map((e) => `<p><b>${esc(e.degree)}</b><br>${esc(e.school)}<br>${esc(e.dates)}</p>`).join('')}`;
  const main = `<div class="g">${esc(p.given)}</div><div class="f">${esc(p.family)}</div><div class="ti">${esc(p.title)}</div>
  <h2>${H.summary}</h2><p>${esc(p.summary)}</p><h2>${H.work}</h2>${p.jobs.map((j) => `<div class="j"><b>${esc(j.title)}</b><span>${esc(j.org)} · ${esc(j.place)} · ${esc(j.dates)}</span>${ul(j.bullets)}</div>`).join('')}${extras(p)}
  ${p.referees?.length ? `<h2>${H.refs}</h2>${refs(p)}` : ''}`;
  return {
    html: page(p, css, `<div class="wrap"><div class="side">${side}</div><div class="main">${main}</div></div>`),
    variants: [p.given.toUpperCase(), p.family.toUpperCase()],
  };
}

const PORTALS = {
  IN: {
    site: 'naukri',
    brand: 'Naukri',
    tag: 'Active 2 days ago',
    key: ['Current Location', 'Total Experience', 'Key Skills', 'Mobile', 'Email'],
  },
  DE: {
    site: 'stepstone',
    brand: 'StepStone',
    tag: 'Lebenslauf',
    key: ['Wohnort', 'Berufserfahrung', 'Kenntnisse', 'Telefon', 'E-Mail'],
  },
  CN: { site: 'zhaopin', brand: '智联招聘', tag: '求职中', key: ['现居住地', '工作年限', '技能', '手机', '邮箱'] },
  KR: { site: 'saramin', brand: '사람인', tag: '이력서', key: ['주소', '경력', '보유기술', '휴대폰', '이메일'] },
  VN: {
    site: 'topcv',
    brand: 'TopCV',
    tag: 'Đang tìm việc',
    key: ['Địa chỉ', 'Kinh nghiệm', 'Kỹ năng', 'Điện thoại', 'Email'],
  },
  default: {
    site: 'indeed',
    brand: 'indeed',
    tag: 'Resume',
    key: ['Location', 'Experience', 'Skills', 'Phone', 'Email'],
  },
};

/** A job-portal export: a brand strip, the name glued to the next word, a key–value table, a footer with the name. */
function portal(p, { accent }) {
  const H = h(p);
  const P = PORTALS[p.locale] ?? PORTALS.default;
  const years = p.language === 'zh' ? '6年' : p.language === 'ko' ? '5년' : '6+ years';
  const css = `body { font-family: ${fontFor(p, "'Arial', 'Liberation Sans', sans-serif")}; font-size: 9.5pt; color: #1f1f1f; padding: 0 12mm }
  .strip { background: ${accent}; color: #fff; padding: 6px 10px; font-weight: bold; margin: 0 -12mm 10px; padding-left: 12mm } .who { font-size: 17pt; font-weight: bold }
  .who span + span { font-size: 9pt; font-weight: normal; color: ${accent} } table { width: 100%; border-collapse: collapse; margin: 8px 0 } td { border: 1px solid #ddd; padding: 4px 6px; vertical-align: top }
  td:first-child { width: 28%; background: #f5f5f5; color: #555 } h2 { font-size: 11pt; background: #eef; padding: 3px 6px; margin: 10px 0 4px } .j { margin: 4px 0 } .j b { color: ${accent} } ul { margin: 2px 0; padding-left: 16px }`;
  const rows = [
    [P.key[0], p.address],
    [P.key[1], years],
    [P.key[2], p.skills.join(', ')],
    [P.key[3], p.phone],
    [P.key[4], p.email],
    ...p.details.map((d) => [d.label, d.value]),
    ...p.links.map((l) => [l.label, linkText(l)]),
  ];
  const body = `<div class="strip">${esc(P.brand)}</div><div class="who"><span>${esc(p.name.full)}</span><span>${esc(P.tag)}</span></div><div>${esc(p.title)}</div>
  <table>${rows.map(([k, v]) => `<tr><td>${esc(k)}</td><td>${esc(v)}</td></tr>`).join('')}</table>
  <h2>${H.summary}</h2><p>${esc(p.summary)}</p><h2>${H.work}</h2>${p.jobs.map((j) => `<div class="j"><b>${esc(j.title)}</b> – ${esc(j.org)}, ${esc(j.place)}<br><small>${esc(j.dates)}</small>${ul(j.bullets)}</div>`).join('')}
  <h2>${H.edu}</h2>${p.education.map((e) => `<div class="j"><b>${esc(e.degree)}</b><br>${esc(e.school)}, ${esc(e.place)} (${esc(e.dates)})</div>`).join('')}${extras(p)}`;
  const stamp = `${P.site}.com`;
  return {
    html: page(p, css, body),
    variants: [],
    footer: {
      template: `<div style="font-size:7pt;width:100%;padding:0 12mm;color:#888;font-family:Arial,'Noto Sans CJK SC','Noto Sans CJK KR'">${esc(stamp)} · ${esc(p.name.full)} · <span class="pageNumber"></span>/<span class="totalPages"></span></div>`,
      text: (i, n) => [`${stamp} · ${p.name.full} · ${i}/${n}`],
    },
  };
}

/** A résumé saved from Word: a table header, a details table, Calibri-like text, a running footer with the name. */
function wordish(p, { accent, scan }) {
  const H = h(p);
  const full = p.name.full;
  const css = `body { font-family: 'Carlito', 'Calibri', 'Liberation Sans', sans-serif; font-size: 10.5pt; padding: ${scan ? '12mm 16mm' : '0 20mm'}; color: #000 }
  table.hd { width: 100%; border-bottom: 3px double ${accent} } .n { font-size: 20pt; font-weight: bold; color: ${accent} } td.r { text-align: right; font-size: 9pt }
  h2 { font-size: 11pt; text-transform: uppercase; color: ${accent}; border-bottom: 1px solid #999; margin: 10px 0 4px } table.t { border-collapse: collapse } table.t td { padding: 1px 10px 1px 0; vertical-align: top }
  .j { margin: 4px 0 } .d { float: right } ul { margin: 2px 0; padding-left: 20px; list-style: square } .ref { display: inline-block; width: 48%; vertical-align: top; margin: 0 }`;
  const personal = details(p);
  const body = `<table class="hd"><tr><td><div class="n">${esc(full)}</div><div>${esc(p.title)}</div></td><td class="r">${esc(p.address)}<br>${esc(p.phone)}<br>${esc(p.email)}${p.links.map((l) => `<br>${esc(linkText(l))}`).join('')}</td></tr></table>
  ${personal.length ? `<h2>${H.personal}</h2><table class="t">${p.details.map((d) => `<tr><td>${esc(d.label)}</td><td>${esc(d.value)}</td></tr>`).join('')}${p.fatherName ? `<tr><td>Father’s Name</td><td>${esc(p.fatherName)}</td></tr>` : ''}</table>` : ''}
  <h2>${H.summary}</h2><p>${esc(p.summary)}</p>
  <h2>${H.work}</h2>${p.jobs.map((j) => `<div class="j"><b>${esc(j.title)}</b>, ${esc(j.org)} — ${esc(j.place)}<span class="d">${esc(j.dates)}</span>${ul(j.bullets)}</div>`).join('')}
  <h2>${H.edu}</h2>${p.education.map((e) => `<div class="j"><b>${esc(e.degree)}</b><span class="d">${esc(e.dates)}</span><br>${esc(e.school)}, ${esc(e.place)}</div>`).join('')}
  <h2>${H.skills}</h2><p>${p.skills.map(esc).join('; ')}</p>${extras(p)}${p.referees?.length ? `<h2>${H.refs}</h2>${refs(p)}` : ''}`;
  if (scan) return { html: page(p, css, body, 'Letter') };
  return {
    html: page(p, css, body),
    footer: {
      template: `<div style="font-size:8pt;width:100%;padding:0 20mm;display:flex;justify-content:space-between;font-family:Carlito,'Liberation Sans'"><span>${esc(full)} – Curriculum Vitae</span><span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>`,
      text: (i, n) => [`${full} – Curriculum Vitae`, `Page ${i} of ${n}`],
    },
  };
}

/** An academic CV (friggeri-like): a grey header band, publications with the candidate among the authors. */
function academic(p, { accent }) {
  const H = h(p);
  const me = `${p.family}, ${p.given[0]}.`;
  const me2 = `${p.given[0]}. ${p.family}`;
  const css = `body { font-family: 'Fira Sans', 'DejaVu Sans', sans-serif; font-size: 9.5pt; color: #333 }
  header { background: #3a3a3a; color: #fff; padding: 10mm 14mm } header .n { font-size: 26pt; font-weight: 200 } header .n b { font-weight: 700 } header .s { color: #ccc }
  main { padding: 6mm 14mm } h2 { color: ${accent}; font-weight: 300; font-size: 15pt; margin: 8px 0 3px } .row { display: grid; grid-template-columns: 30mm 1fr; gap: 4mm; margin: 3px 0 }
  .row .l { color: #888; text-align: right } ol { padding-left: 18px } li { margin-bottom: 3px } .ref { display: inline-block; width: 48%; vertical-align: top }`;
  const pubs = (p.pubs ?? []).map((x) => x.replace('{me}', me).replace('{me2}', me2));
  const body = `<header><div class="n">${esc(p.given)} <b>${esc(p.family)}</b></div><div class="s">${esc(p.title)}</div><div class="s">${esc(p.email)} · ${esc(p.phone)} · ${p.links.map((l) => esc(linkText(l))).join(' · ')} · ${esc(p.address)}</div></header>
  <main><h2>${H.edu}</h2>${p.education.map((e) => `<div class="row"><span class="l">${esc(e.dates)}</span><span><b>${esc(e.degree)}</b>, ${esc(e.school)}, ${esc(e.place)}</span></div>`).join('')}
  <h2>Research &amp; ${H.work}</h2>${p.jobs.map((j) => `<div class="row"><span class="l">${esc(j.dates)}</span><span><b>${esc(j.title)}</b>, ${esc(j.org)}, ${esc(j.place)}${ul(j.bullets)}</span></div>`).join('')}
  ${pubs.length ? `<h2>${H.pubs}</h2><ol>${pubs.map((x) => `<li>${esc(x)}</li>`).join('')}</ol>` : ''}
  <h2>${H.skills}</h2><p>${p.skills.map(esc).join(', ')}</p>${extras(p)}${p.referees?.length ? `<h2>${H.refs}</h2>${refs(p)}` : ''}</main>`;
  return { html: page(p, css, body), variants: [me, me2] };
}

/** LinkedIn "Save to PDF": a grey contact/top-skills sidebar, the name big, "Page 1 of 2" footers. */
function linkedin(p) {
  const H = h(p);
  const css = `body { font-family: 'Arial', 'Liberation Sans', sans-serif; font-size: 10pt; color: #181818 }
  .g { display: grid; grid-template-columns: 62mm 1fr } aside { background: #e8eef1; padding: 12mm 7mm; min-height: 297mm } main { padding: 12mm 9mm }
  aside h3 { font-size: 12pt; margin: 12px 0 4px } aside p { margin: 2px 0; font-size: 9pt; word-break: break-all } .n { font-size: 24pt } .t { font-size: 11pt; margin-bottom: 2px } .loc { color: #666; font-size: 9pt }
  h2 { font-size: 14pt; font-weight: normal; margin: 14px 0 4px } .co { font-size: 11pt } .ro { } .da { color: #666; font-size: 9pt }`;
  const link = p.links.find((l) => l.kind === 'link');
  const side = `<h3>${H.contact}</h3><p>${esc(p.phone)} (Mobile)</p><p>${esc(p.email)}</p>${link ? `<p>www.${esc(link.value)} (LinkedIn)</p>` : ''}${p.links
    .filter((l) => l !== link)
    .map((l) => `<p>${esc(linkText(l))} (${esc(l.label)})</p>`)
    .join('')}
  <h3>Top Skills</h3>${p.skills
    .slice(0, 3)
    .map((s) => `<p>${esc(s)}</p>`)
    .join('')}`;
  const main = `<div class="n">${esc(p.name.full)}</div><div class="t">${esc(p.title)}</div><div class="loc">${esc(p.addressShort ?? p.address)}</div>
  <h2>${H.summary}</h2><p>${esc(p.summary)}</p><h2>${H.work}</h2>${p.jobs.map((j) => `<div class="co">${esc(j.org)}</div><div class="ro">${esc(j.title)}</div><div class="da">${esc(j.dates)}</div><div class="da">${esc(j.place)}</div>${ul(j.bullets)}`).join('')}
  <h2>${H.edu}</h2>${p.education.map((e) => `<div class="co">${esc(e.school)}</div><div class="ro">${esc(e.degree)} · (${esc(e.dates)})</div>`).join('')}`;
  return {
    html: page(p, css, `<div class="g"><aside>${side}</aside><main>${main}</main></div>`),
    footer: {
      template: `<div style="font-size:8pt;width:100%;text-align:center;color:#999;font-family:Arial">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>`,
      text: (i, n) => [`Page ${i} of ${n}`],
    },
  };
}

/** A plain ATS résumé: one column, capital headings, a cover note with a sign-off where the name comes back. */
function ats(p, { scan }) {
  const H = h(p);
  const css = `body { font-family: 'DejaVu Sans Mono', 'Liberation Mono', monospace; font-size: ${scan ? 9 : 9.5}pt; padding: ${scan ? '10mm 14mm' : '16mm 18mm'}; line-height: 1.35 }
  h1 { font-size: 13pt; margin: 0 } h2 { font-size: 10pt; margin: 10px 0 2px } ul { margin: 0; padding-left: 2ch; list-style: '- ' } p { margin: 2px 0 }`;
  const upper = p.name.full.toUpperCase();
  const body = `<h1>${esc(upper)}</h1><p>${esc(p.title)}</p><p>${esc(p.address)} * ${esc(p.phone)} * ${esc(p.email)}</p>${details(
    p,
  )
    .map((d) => `<p>${d}</p>`)
    .join('')}
  <h2>${H.summary.toUpperCase()}</h2><p>${esc(p.summary)}</p><h2>${H.work.toUpperCase()}</h2>${p.jobs.map((j) => `<p>${esc(j.org)}, ${esc(j.place)} -- ${esc(j.title)} (${esc(j.dates)})</p>${ul(j.bullets)}`).join('')}
  <h2>${H.edu.toUpperCase()}</h2>${p.education.map((e) => `<p>${esc(e.degree)}, ${esc(e.school)}, ${esc(e.place)}, ${esc(e.dates)}</p>`).join('')}
  <h2>${H.skills.toUpperCase()}</h2><p>${p.skills.map(esc).join(', ')}</p>${scan ? '' : extras(p).replaceAll('<h2>', '<h2>')}
  ${p.referees?.length ? `<h2>${H.refs.toUpperCase()}</h2>${p.referees.map((r) => `<p>${esc(r.name)}, ${esc(r.title)}, ${esc(r.phone)}</p>`).join('')}` : ''}`;
  return { html: page(p, css, body, 'Letter'), variants: [upper] };
}

/** A cover letter and the résumé in one PDF: the letter signs off with the nickname and full name. */
function letter(p, options) {
  const r = wordish(p, options);
  const nick = p.name.variants[p.name.variants.length - 1];
  const note = `<section style="page-break-after: always; padding-top: 20mm"><p>${esc(p.address)}</p><p>${esc(p.email)} · ${esc(p.phone)}</p><p>Dear Hiring Manager,</p>
  <p>I am applying for the ${esc(p.jobDescription.replace(/\.$/, ''))} position. ${esc(p.summary)}</p><p>I would welcome a conversation at any time that suits you; my colleagues simply call me ${esc(nick)}.</p>
  <p>Kind regards,</p><p>${esc(p.name.full)}</p></section>`;
  return { ...r, html: r.html.replace('<body>', `<body>${note}`) };
}

// ---- Word document (flat ODF for LibreOffice → DOCX, DOC, PDF) ----

const fx = (s) => esc(s);
/** A Word résumé: header with the name, a details table, headings, bullets as list paragraphs, footer with page fields. */
function writer(p, { accent }) {
  const H = h(p);
  const lines = [];
  const para = (style, text) => {
    lines.push(text);
    return `<text:p text:style-name="${style}">${fx(text)}</text:p>`;
  };
  const font = CJK(p) ? 'Noto Sans CJK SC' : p.language === 'de' ? 'Liberation Serif' : 'Liberation Sans';
  const headerText = `${p.name.full} · ${p.title}`;
  const footer = (i, n) => `${p.family} – CV – ${i}/${n}`;
  const body = [];
  lines.push(headerText);
  body.push(para('Name', p.name.full));
  body.push(para('Sub', p.title));
  const contact = [p.address, p.phone, p.email, ...p.links.map(linkText)];
  const cells = [
    ...contact.map((c) => ['', c]),
    ...p.details.map((d) => [d.label, d.value]),
    ...(p.fatherName ? [['Father’s Name', p.fatherName]] : []),
  ];
  body.push(
    `<table:table table:name="Details"><table:table-column table:number-columns-repeated="2"/>${cells
      .map(([k, v]) => {
        if (k) lines.push(k);
        lines.push(v);
        return `<table:table-row><table:table-cell><text:p text:style-name="Small">${fx(k)}</text:p></table:table-cell><table:table-cell><text:p text:style-name="Small">${fx(v)}</text:p></table:table-cell></table:table-row>`;
      })
      .join('')}</table:table>`,
  );
  body.push(para('H', H.summary), para('Body', p.summary));
  body.push(para('H', H.work));
  for (const j of p.jobs) {
    body.push(para('Entry', `${j.title} — ${j.org}, ${j.place}`), para('Small', j.dates));
    for (const b of j.bullets) body.push(para('Bullet', `• ${b}`));
  }
  body.push(para('H', H.edu));
  for (const e of p.education)
    body.push(para('Entry', `${e.degree} — ${e.school}, ${e.place}`), para('Small', e.dates));
  body.push(para('H', H.skills), para('Body', p.skills.join(' · ')));
  for (const x of p.extra ?? []) {
    body.push(para('H', x.head));
    for (const i of x.items) body.push(para('Bullet', `• ${i}`));
  }
  if (p.referees?.length) {
    body.push(para('H', H.refs));
    for (const r of p.referees) body.push(para('Body', `${r.name}, ${r.title}, ${r.phone}`));
  }
  const NS = [
    'office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"',
    'style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"',
    'text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"',
    'table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"',
    'fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"',
    'svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"',
  ]
    .map((n) => `xmlns:${n}`)
    .join(' ');
  const ps = (name, props, textProps) =>
    `<style:style style:name="${name}" style:family="paragraph"><style:paragraph-properties ${props}/><style:text-properties style:font-name="${font}" style:font-name-asian="${font}" ${textProps}/></style:style>`;
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document ${NS} office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls><style:font-face style:name="${font}" svg:font-family="'${font}'"/></office:font-face-decls>
<office:styles>
${ps('Standard', 'fo:margin-bottom="0.06cm"', 'fo:font-size="10.5pt"')}
${ps('Name', 'fo:margin-bottom="0.05cm"', `fo:font-size="22pt" fo:font-weight="bold" fo:color="${accent}" style:font-weight-asian="bold"`)}
${ps('Sub', 'fo:margin-bottom="0.3cm"', 'fo:font-size="11pt" fo:font-style="italic"')}
${ps('H', `fo:margin-top="0.35cm" fo:margin-bottom="0.1cm" fo:border-bottom="0.5pt solid ${accent}"`, `fo:font-size="12pt" fo:font-weight="bold" fo:color="${accent}" style:font-weight-asian="bold"`)}
${ps('Entry', 'fo:margin-top="0.15cm"', 'fo:font-size="10.5pt" fo:font-weight="bold" style:font-weight-asian="bold"')}
${ps('Body', '', 'fo:font-size="10.5pt"')}
${ps('Small', '', 'fo:font-size="9pt" fo:color="#555555"')}
${ps('Bullet', 'fo:margin-left="0.5cm" fo:text-indent="-0.3cm"', 'fo:font-size="10pt"')}
${ps('HF', 'fo:text-align="center"', 'fo:font-size="8pt" fo:color="#666666"')}
</office:styles>
<office:automatic-styles><style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.2cm" fo:margin-bottom="1.2cm" fo:margin-left="2cm" fo:margin-right="2cm"/><style:header-style><style:header-footer-properties fo:min-height="0.6cm" fo:margin-bottom="0.3cm"/></style:header-style><style:footer-style><style:header-footer-properties fo:min-height="0.6cm" fo:margin-top="0.3cm"/></style:footer-style></style:page-layout></office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"><style:header><text:p text:style-name="HF">${fx(headerText)}</text:p></style:header><style:footer><text:p text:style-name="HF">${fx(p.family)} – CV – <text:page-number text:select-page="current">1</text:page-number>/<text:page-count>1</text:page-count></text:p></style:footer></style:master-page></office:master-styles>
<office:body><office:text>${body.join('\n')}</office:text></office:body></office:document>`;
  return { fodt, lines, footerLine: footer, variants: [p.family] };
}

export const LAYOUTS = {
  jakes,
  moderncv,
  awesome,
  deedy,
  canva,
  portal,
  wordish,
  academic,
  linkedin,
  ats,
  letter,
  writer,
};
