// Held-out part 53's own templates: what a week of resumes at an applicant-tracking vendor looks like. Each
// takes a person (./people.mjs) and { accent, scan } and returns the page's HTML (the runner reads what it shows),
// plus, where the page prints a running footer, its template and text; `writer` returns a flat ODF document and
// the lines it shows, for LibreOffice to turn into DOCX, DOC or PDF.

const esc = (s) =>
  String(s).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Section headings in the document's language. */
const T = {
  en: ['Profile', 'Experience', 'Education', 'Skills', 'Personal details', 'References', 'Additional'],
  fr: [
    'Profil',
    'Expérience professionnelle',
    'Formation',
    'Compétences',
    'Informations personnelles',
    'Références',
    'Divers',
  ],
  de: ['Profil', 'Berufserfahrung', 'Ausbildung', 'Kenntnisse', 'Persönliche Daten', 'Referenzen', 'Sonstiges'],
  es: [
    'Perfil',
    'Experiencia laboral',
    'Formación académica',
    'Habilidades',
    'Datos personales',
    'Referencias',
    'Otros',
  ],
  pt: ['Resumo', 'Experiência profissional', 'Formação', 'Competências', 'Dados pessoais', 'Referências', 'Outros'],
  zh: ['自我评价', '工作经历', '教育背景', '专业技能', '个人信息', '证明人', '其他'],
  ko: ['자기소개', '경력사항', '학력사항', '보유기술', '인적사항', '추천인', '기타'],
  vi: [
    'Mục tiêu nghề nghiệp',
    'Kinh nghiệm làm việc',
    'Học vấn',
    'Kỹ năng',
    'Thông tin cá nhân',
    'Người tham chiếu',
    'Khác',
  ],
  id: ['Ringkasan', 'Pengalaman Kerja', 'Pendidikan', 'Keahlian', 'Data Pribadi', 'Referensi', 'Lainnya'],
  pl: ['Podsumowanie', 'Doświadczenie zawodowe', 'Wykształcenie', 'Umiejętności', 'Dane osobowe', 'Referencje', 'Inne'],
  ja: ['自己PR', '職歴', '学歴', 'スキル', '個人情報', '推薦者', 'その他'],
};
const t = (p, i) => (T[p.language] ?? T.en)[i];

const FONTS = {
  sans: "'Liberation Sans', Arial, sans-serif",
  serif: "'Liberation Serif', 'Times New Roman', serif",
  cjk: "'Noto Sans CJK SC', 'Noto Sans CJK KR', 'Noto Sans CJK JP', sans-serif",
};
const fontOf = (p, base = 'sans') => (p.font === 'cjk' ? FONTS.cjk : FONTS[base]);

function page(p, css, body, base = 'sans') {
  return `<!doctype html><html lang="${p.language}"><head><meta charset="utf-8"><title>CV</title><style>
@page { size: A4; margin: 0; }
* { box-sizing: border-box; }
body { margin: 0; font-family: ${fontOf(p, base)}; font-size: 10pt; color: #1d1d1d; line-height: 1.3; }
ul { margin: 2px 0 4px 18px; padding: 0; }
h1, h2, h3, p { margin: 0; }
${css}
</style></head><body>${body}</body></html>`;
}

const contact = (p) => [p.address, p.phone, p.email, ...p.links.map((l) => l.value)];
const bullets = (b) => (b.length ? `<ul>${b.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>` : '');
const jobsHtml = (p, cls = 'job') =>
  p.jobs
    .map(
      (j) =>
        `<div class="${cls}"><div class="row"><b>${esc(j.title)}</b><span>${esc(j.dates)}</span></div><div class="org">${esc(j.org)} · ${esc(j.place)}</div>${bullets(j.bullets)}</div>`,
    )
    .join('');
const eduHtml = (p) =>
  p.education
    .map(
      (e) =>
        `<div class="job"><div class="row"><b>${esc(e.school)}</b><span>${esc(e.dates)}</span></div><div class="org">${esc(e.degree)} · ${esc(e.place)}</div></div>`,
    )
    .join('');
const refsHtml = (p) =>
  (p.referees ?? []).length
    ? `<h2>${esc(t(p, 5))}</h2>${p.referees.map((r) => `<p>${esc(r.name)}, ${esc(r.role)} · ${esc(r.phone)}</p>`).join('')}`
    : '';
const detailsHtml = (p) =>
  p.details.length ? `<h2>${esc(t(p, 4))}</h2>${p.details.map((d) => `<p>${esc(d.value)}</p>`).join('')}` : '';
const extraHtml = (p) => (p.extra.length ? `<h2>${esc(t(p, 6))}</h2>${bullets(p.extra)}` : '');
const others = (p) => (p.referees ?? []).map((r) => r.name);

/** A LaTeX CV in Jake's manner: centred name, one contact line with bars, small-caps rules. */
export function jakes(p, { scan }) {
  const css = `.wrap { padding: ${scan ? '34px 52px' : '40px 56px'}; }
h1 { text-align: center; font-size: 24pt; font-variant: small-caps; font-weight: normal; }
.contact { text-align: center; font-size: 9.5pt; margin: 4px 0 8px; }
h2 { font-variant: small-caps; font-size: 12.5pt; font-weight: normal; border-bottom: 1px solid #000; margin: 10px 0 4px; }
.row { display: flex; justify-content: space-between; } .org { font-style: italic; font-size: 9.5pt; }
.job { margin-bottom: 5px; }`;
  const body = `<div class="wrap"><h1>${esc(p.name.full)}</h1>
<div class="contact">${contact(p).map(esc).join(' | ')}</div>
<h2>${esc(t(p, 2))}</h2>${eduHtml(p)}
<h2>${esc(t(p, 1))}</h2>${jobsHtml(p)}
<h2>${esc(t(p, 3))}</h2><p>${p.skills.map(esc).join(', ')}</p>
${extraHtml(p)}${detailsHtml(p)}</div>`;
  return { html: page(p, css, body, 'serif'), others: others(p) };
}

/** A profile saved to PDF from a networking site: name and headline, a "Contact" column, a page footer. */
export function profile(p) {
  const site = p.site ?? 'LinkedIn';
  const css = `.grid { display: grid; grid-template-columns: 220px 1fr; min-height: 1000px; }
.side { background: #f0f2f5; padding: 34px 18px; font-size: 9pt; } .side h3 { font-size: 11pt; margin: 12px 0 4px; }
.main { padding: 34px 34px; } h1 { font-size: 24pt; } .hl { font-size: 11.5pt; margin: 4px 0; } .loc { color: #666; }
h2 { font-size: 14pt; margin: 14px 0 6px; } .row { display: flex; justify-content: space-between; }
.org { color: #555; } .job { margin-bottom: 8px; } .side p { overflow-wrap: anywhere; margin-bottom: 3px; }`;
  const body = `<div class="grid"><div class="side"><h3>Contact</h3>
<p>${esc(p.email)}</p><p>${esc(p.phone)}</p>${p.links.map((l) => `<p>${esc(l.value)}</p>`).join('')}
<h3>Top Skills</h3>${p.skills
    .slice(0, 5)
    .map((s) => `<p>${esc(s)}</p>`)
    .join('')}</div>
<div class="main"><h1>${esc(p.name.full)}</h1><p class="hl">${esc(p.headline)}</p><p class="loc">${esc(p.city)}</p>
<h2>Summary</h2><p>${esc(p.summary)}</p>
<h2>Experience</h2>${jobsHtml(p)}<h2>Education</h2>${eduHtml(p)}${extraHtml(p)}</div></div>`;
  const footer = (i, n) => `${p.name.full} - ${site} - Page ${i} of ${n}`;
  return {
    html: page(p, css, body),
    others: others(p),
    footer: {
      template: `<div style="font-size:8px;width:100%;text-align:center;color:#666;font-family:Arial">${esc(p.name.full)} - ${site} - Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>`,
      text: (i, n) => [footer(i, n)],
    },
  };
}

/** Europass: labels in a narrow left column, the EU logo line, personal information first. */
export function europass(p, { accent }) {
  const css = `.wrap { padding: 36px 44px; } .top { display: flex; justify-content: space-between; color: ${accent}; font-size: 9pt; }
.r { display: grid; grid-template-columns: 150px 1fr; gap: 10px; margin: 3px 0; } .l { color: ${accent}; text-align: right; font-size: 9pt; }
h1 { font-size: 18pt; } h2 { font-size: 11pt; color: ${accent}; margin: 12px 0 4px; border-bottom: 1px solid ${accent}; }
.row { display: flex; justify-content: space-between; } .org { font-size: 9.5pt; } .job { margin-bottom: 6px; }`;
  const r = (l, v) => `<div class="r"><div class="l">${esc(l)}</div><div>${v}</div></div>`;
  const body = `<div class="wrap"><div class="top"><span>europass</span><span>Curriculum Vitae</span></div>
${r(t(p, 4), `<h1>${esc(p.name.family.toUpperCase())} ${esc(p.name.given)}</h1>`)}
${r('✉', esc(p.email))}${r('☎', esc(p.phone))}${r('⌂', esc(p.address))}
${p.links.map((l) => r('🔗', esc(l.value))).join('')}
${p.details.map((d) => r('•', esc(d.value))).join('')}
<h2>${esc(t(p, 1))}</h2>${jobsHtml(p)}<h2>${esc(t(p, 2))}</h2>${eduHtml(p)}
<h2>${esc(t(p, 3))}</h2><p>${p.skills.map(esc).join(' · ')}</p>${extraHtml(p)}${refsHtml(p)}</div>`;
  return { html: page(p, css, body), variants: [`${p.name.family.toUpperCase()} ${p.name.given}`], others: others(p) };
}

/** A design-tool resume: two columns, the name split over two lines and letter-spaced, skill bars, icons. */
export function canva(p, { accent, scan }) {
  const css = `.grid { display: grid; grid-template-columns: 250px 1fr; min-height: ${scan ? 1056 : 1120}px; }
.side { background: ${accent}; color: #fff; padding: 34px 20px; font-size: 9pt; } .side h2 { font-size: 11pt; color: #fff; letter-spacing: 1px; margin: 14px 0 6px; text-transform: uppercase; }
.side p { margin-bottom: 4px; word-break: break-word; } .bar { height: 5px; background: rgba(255,255,255,.3); margin: 2px 0 6px; } .bar i { display: block; height: 5px; background: #fff; }
.main { padding: 34px 28px; } .given { font-size: 26pt; letter-spacing: 3px; font-weight: 300; } .family { font-size: 28pt; letter-spacing: 3px; font-weight: bold; color: ${accent}; }
.hl { letter-spacing: 1px; font-size: 10pt; margin: 6px 0 12px; text-transform: uppercase; }
h2 { font-size: 12pt; color: ${accent}; letter-spacing: 1px; margin: 12px 0 4px; text-transform: uppercase; }
.row { display: flex; justify-content: space-between; } .org { color: #555; font-size: 9pt; } .job { margin-bottom: 6px; }`;
  const body = `<div class="grid"><div class="side"><h2>Contact</h2>
<p>📞 ${esc(p.phone)}</p><p>✉ ${esc(p.email)}</p><p>📍 ${esc(p.address)}</p>${p.links.map((l) => `<p>🔗 ${esc(l.value)}</p>`).join('')}
<h2>${esc(t(p, 3))}</h2>${p.skills.map((s, i) => `<p>${esc(s)}</p><div class="bar"><i style="width:${90 - i * 7}%"></i></div>`).join('')}
${p.details.length ? `<h2>${esc(t(p, 4))}</h2>${p.details.map((d) => `<p>${esc(d.value)}</p>`).join('')}` : ''}</div>
<div class="main"><div class="given">${esc(p.name.given)}</div><div class="family">${esc(p.name.family)}</div><p class="hl">${esc(p.headline)}</p>
${scan ? '' : `<h2>${esc(t(p, 0))}</h2><p>${esc(p.summary)}</p>`}
<h2>${esc(t(p, 1))}</h2>${jobsHtml(p)}<h2>${esc(t(p, 2))}</h2>${eduHtml(p)}${extraHtml(p)}${refsHtml(p)}</div></div>`;
  return { html: page(p, css, body), others: others(p) };
}

/** A job portal's export (Naukri, 51job, Saramin, TopCV, OCC, Gupy, JobStreet, Pracuj-like): labelled fields, a profile id. */
export function portal(p, { accent }) {
  const site = p.portal ?? 'JobPortal';
  const css = `.bar { background: ${accent}; color: #fff; padding: 10px 36px; display: flex; justify-content: space-between; font-size: 9pt; }
.wrap { padding: 20px 36px; } h1 { font-size: 19pt; } .hl { color: #444; margin: 2px 0 8px; }
table { border-collapse: collapse; width: 100%; font-size: 9.5pt; } td { border: 1px solid #ccc; padding: 4px 6px; vertical-align: top; } td.l { width: 160px; background: #f4f4f4; }
h2 { font-size: 11.5pt; background: #eee; padding: 3px 6px; margin: 12px 0 4px; } .row { display: flex; justify-content: space-between; } .org { color: #555; } .job { margin-bottom: 6px; }`;
  const rows = [
    ...(p.portalFields ?? []),
    ['✆', p.phone],
    ['@', p.email],
    ['⌂', p.address],
    ...p.details.map((d) => ['•', d.value]),
  ];
  const body = `<div class="bar"><span>${esc(site)}</span><span>${esc(p.portalId ?? '')}</span></div><div class="wrap">
<h1>${esc(p.portalName ?? p.name.full)}</h1><p class="hl">${esc(p.headline)}</p>
<table>${rows.map(([l, v]) => `<tr><td class="l">${esc(l)}</td><td>${esc(v)}</td></tr>`).join('')}</table>
<h2>${esc(t(p, 0))}</h2><p>${esc(p.summary)}</p>
<h2>${esc(t(p, 1))}</h2>${jobsHtml(p)}<h2>${esc(t(p, 2))}</h2>${eduHtml(p)}
<h2>${esc(t(p, 3))}</h2><p>${p.skills.map(esc).join(', ')}</p>${extraHtml(p)}${refsHtml(p)}</div>`;
  return { html: page(p, css, body), others: others(p) };
}

/** A Google Docs "Serif"/"Modern Writer"-like resume with a running footer that repeats the name. */
export function gdocs(p, { accent }) {
  const css = `.wrap { padding: 10px 60px; } h1 { font-size: 26pt; color: ${accent}; font-weight: bold; } .hl { font-size: 12pt; margin: 2px 0 6px; }
.contact { font-size: 9.5pt; color: #444; } .contact p { margin: 1px 0; } h2 { font-size: 10.5pt; color: ${accent}; letter-spacing: 1px; text-transform: uppercase; margin: 14px 0 4px; }
.row { display: flex; justify-content: space-between; } .org { color: #555; font-size: 9.5pt; } .job { margin-bottom: 6px; }`;
  const body = `<div class="wrap"><h1>${esc(p.name.display ?? p.name.full)}</h1><p class="hl">${esc(p.headline)}</p>
<div class="contact">${contact(p)
    .map((c) => `<p>${esc(c)}</p>`)
    .join('')}</div>
<h2>${esc(t(p, 0))}</h2><p>${esc(p.summary)}</p><h2>${esc(t(p, 1))}</h2>${jobsHtml(p)}<h2>${esc(t(p, 2))}</h2>${eduHtml(p)}
<h2>${esc(t(p, 3))}</h2><p>${p.skills.map(esc).join(' • ')}</p>${extraHtml(p)}${detailsHtml(p)}${refsHtml(p)}</div>`;
  const line = (i, n) => `${p.name.footer ?? p.name.full} · ${i}/${n}`;
  return {
    html: page(p, css, body),
    variants: p.name.footer ? [p.name.footer] : [],
    others: others(p),
    footer: {
      template: `<div style="font-size:8px;width:100%;text-align:right;padding-right:60px;color:#777;font-family:Arial">${esc(p.name.footer ?? p.name.full)} · <span class="pageNumber"></span>/<span class="totalPages"></span></div>`,
      text: (i, n) => [line(i, n)],
    },
  };
}

/** A fill-in form (个人简历 / 이력서 / 履歴書-like): a bordered table of labelled cells, CJK or Latin. */
export function form(p, { scan }) {
  const L = p.formLabels ?? ['Name', 'Phone', 'E-mail', 'Address'];
  const css = `.wrap { padding: ${scan ? '30px 46px' : '40px 50px'}; } h1 { text-align: center; font-size: 20pt; letter-spacing: 8px; margin-bottom: 10px; }
table { border-collapse: collapse; width: 100%; } td { border: 1px solid #333; padding: 5px 7px; vertical-align: top; font-size: 10pt; } td.l { background: #eee; width: 110px; text-align: center; }
.row { display: flex; justify-content: space-between; } .org { color: #333; } .job { margin-bottom: 4px; } ul { margin-left: 16px; }`;
  const cell = (l, v, span = 3) => `<td class="l">${esc(l)}</td><td colspan="${span}">${v}</td>`;
  const body = `<div class="wrap"><h1>${esc(p.formTitle ?? 'CURRICULUM VITAE')}</h1><table>
<tr>${cell(L[0], esc(p.name.native ?? p.name.full), 1)}${cell(L[1], esc(p.phone), 1)}</tr>
<tr>${cell(L[2], esc(p.email))}</tr><tr>${cell(L[3], esc(p.address))}</tr>
${p.details.map((d) => `<tr>${cell('•', esc(d.value))}</tr>`).join('')}
<tr>${cell(t(p, 2), eduHtml(p))}</tr><tr>${cell(t(p, 1), jobsHtml(p))}</tr>
<tr>${cell(t(p, 3), esc(p.skills.join(', ')))}</tr>${p.extra.length ? `<tr>${cell(t(p, 6), bullets(p.extra))}</tr>` : ''}
</table></div>`;
  return { html: page(p, css, body), others: others(p) };
}

/** Plain ATS resume saved from Pages or Word: a header block, left-aligned, dates in a column. */
export function ats(p) {
  const css = `.wrap { padding: 44px 64px; } h1 { font-size: 20pt; text-transform: uppercase; letter-spacing: 1px; } .contact { margin: 4px 0 10px; font-size: 9.5pt; }
h2 { font-size: 11pt; text-transform: uppercase; margin: 12px 0 4px; } .row { display: flex; justify-content: space-between; } .org { font-size: 9.5pt; } .job { margin-bottom: 6px; }`;
  const body = `<div class="wrap"><h1>${esc(p.name.full)}</h1><div class="contact">${esc(p.city)} • ${esc(p.phone)} • ${esc(p.email)}${p.links.map((l) => ` • ${esc(l.value)}`).join('')}</div>
<h2>${esc(t(p, 0))}</h2><p>${esc(p.summary)}</p><h2>${esc(t(p, 1))}</h2>${jobsHtml(p)}<h2>${esc(t(p, 2))}</h2>${eduHtml(p)}
<h2>${esc(t(p, 3))}</h2><p>${p.skills.map(esc).join(', ')}</p>${extraHtml(p)}${refsHtml(p)}</div>`;
  return { html: page(p, css, body), others: others(p) };
}

// ---- Word (flat ODF for LibreOffice) ----

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

/**
 * A Word resume: contact line in the page header, the name in the footer with the page number, personal details
 * in a two-column table, job lines with a right tab to the dates, bulleted duties, referees at the end.
 */
export function writer(p, { accent }) {
  const font = p.font === 'cjk' ? 'Noto Sans CJK SC' : p.serif ? 'Liberation Serif' : 'Liberation Sans';
  const lines = [];
  const body = [];
  const para = (style, text) => {
    lines.push(text);
    body.push(`<text:p text:style-name="${style}">${esc(text)}</text:p>`);
  };
  const headerText = [p.phone, p.email, ...p.links.map((l) => l.value)].join(' | ');
  lines.push(headerText);
  if (p.splitName) {
    para('Name', p.name.given);
    para('Name', p.name.family);
  } else para('Name', p.name.display ?? p.name.full);
  para('Headline', p.headline);
  para('Body', p.address);
  para('Heading', t(p, 0));
  para('Body', p.summary);
  para('Heading', t(p, 1));
  for (const j of p.jobs) {
    lines.push(`${j.title}, ${j.org}`, `${j.place}, ${j.dates}`);
    body.push(
      `<text:p text:style-name="Entry">${esc(`${j.title}, ${j.org}`)}<text:tab/>${esc(`${j.place}, ${j.dates}`)}</text:p>`,
    );
    if (j.bullets.length) {
      lines.push(...j.bullets);
      body.push(
        `<text:list text:style-name="Bul">${j.bullets.map((b) => `<text:list-item><text:p text:style-name="Body">${esc(b)}</text:p></text:list-item>`).join('')}</text:list>`,
      );
    }
  }
  para('Heading', t(p, 2));
  for (const e of p.education) {
    lines.push(`${e.degree}, ${e.school}`, `${e.place}, ${e.dates}`);
    body.push(
      `<text:p text:style-name="Entry">${esc(`${e.degree}, ${e.school}`)}<text:tab/>${esc(`${e.place}, ${e.dates}`)}</text:p>`,
    );
  }
  para('Heading', t(p, 3));
  para('Body', p.skills.join(', '));
  if (p.extra.length) {
    para('Heading', t(p, 6));
    for (const x of p.extra) para('Body', `– ${x}`);
  }
  if (p.details.length) {
    para('Heading', t(p, 4));
    const rows = p.details.map((d) => {
      const i = d.value.indexOf(':');
      const [l, v] = i > 0 ? [d.value.slice(0, i + 1), d.value.slice(i + 1).trim()] : ['', d.value];
      lines.push(l ? `${l} ${v}` : v);
      return `<table:table-row><table:table-cell table:style-name="Cell" office:value-type="string"><text:p text:style-name="Body">${esc(l)}</text:p></table:table-cell><table:table-cell table:style-name="Cell" office:value-type="string"><text:p text:style-name="Body">${esc(v)}</text:p></table:table-cell></table:table-row>`;
    });
    body.push(
      `<table:table table:name="Details" table:style-name="Tbl"><table:table-column table:style-name="TblA"/><table:table-column table:style-name="TblB"/>${rows.join('')}</table:table>`,
    );
  }
  if ((p.referees ?? []).length) {
    para('Heading', t(p, 5));
    for (const r of p.referees) para('Body', `${r.name}, ${r.role}, ${r.phone}`);
  }
  const footerName = p.name.footer ?? p.name.full;
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document ${NS} office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls><style:font-face style:name="${font}" svg:font-family="'${font}'"/></office:font-face-decls>
<office:styles>
 <style:default-style style:family="paragraph"><style:paragraph-properties fo:margin-top="0cm" fo:margin-bottom="0.05cm"/><style:text-properties style:font-name="${font}" style:font-name-asian="${font}" fo:font-size="10.5pt" style:font-size-asian="10.5pt"/></style:default-style>
 <style:style style:name="Name" style:family="paragraph"><style:text-properties fo:font-size="21pt" fo:font-weight="bold" fo:color="${accent}" style:font-size-asian="21pt" style:font-weight-asian="bold"/></style:style>
 <style:style style:name="Headline" style:family="paragraph"><style:text-properties fo:font-size="12.5pt" style:font-size-asian="12.5pt"/></style:style>
 <style:style style:name="Heading" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.35cm" fo:margin-bottom="0.1cm" fo:border-bottom="0.5pt solid ${accent}" fo:keep-with-next="always"/><style:text-properties fo:font-size="12pt" fo:font-weight="bold" style:font-weight-asian="bold"/></style:style>
 <style:style style:name="Entry" style:family="paragraph"><style:paragraph-properties><style:tab-stops><style:tab-stop style:position="17cm" style:type="right"/></style:tab-stops></style:paragraph-properties><style:text-properties fo:font-weight="bold" style:font-weight-asian="bold"/></style:style>
 <style:style style:name="Body" style:family="paragraph"/>
 <style:style style:name="Small" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8.5pt" fo:color="#444444"/></style:style>
</office:styles>
<office:automatic-styles>
 <style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.2cm" fo:margin-bottom="1.2cm" fo:margin-left="2cm" fo:margin-right="2cm"/>
  <style:header-style><style:header-footer-properties fo:min-height="0.6cm" fo:margin-bottom="0.4cm"/></style:header-style>
  <style:footer-style><style:header-footer-properties fo:min-height="0.6cm" fo:margin-top="0.4cm"/></style:footer-style></style:page-layout>
 <style:style style:name="Tbl" style:family="table"><style:table-properties style:width="17cm" table:align="left"/></style:style>
 <style:style style:name="TblA" style:family="table-column"><style:table-column-properties style:column-width="5cm"/></style:style>
 <style:style style:name="TblB" style:family="table-column"><style:table-column-properties style:column-width="12cm"/></style:style>
 <style:style style:name="Cell" style:family="table-cell"><style:table-cell-properties fo:padding="0.08cm" fo:border="0.5pt solid #b0b0b0"/></style:style>
 <text:list-style style:name="Bul"><text:list-level-style-bullet text:level="1" text:bullet-char="•"><style:list-level-properties text:list-level-position-and-space-mode="label-alignment"><style:list-level-label-alignment text:label-followed-by="listtab" text:list-tab-stop-position="0.6cm" fo:text-indent="-0.4cm" fo:margin-left="0.6cm"/></style:list-level-properties></text:list-level-style-bullet></text:list-style>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1">
<style:header><text:p text:style-name="Small">${esc(headerText)}</text:p></style:header>
<style:footer><text:p text:style-name="Small">${esc(footerName)} – <text:page-number text:select-page="current">1</text:page-number>/<text:page-count>1</text:page-count></text:p></style:footer>
</style:master-page></office:master-styles>
<office:body><office:text>
${body.join('\n')}
</office:text></office:body></office:document>
`;
  return {
    fodt,
    lines,
    variants: p.name.footer ? [p.name.footer] : [],
    others: others(p),
    footerLine: (i, n) => `${footerName} – ${i}/${n}`,
  };
}
