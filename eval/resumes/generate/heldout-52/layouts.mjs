// Held-out part 52's own templates: senior, executive and academic CVs as they are really laid out. Each HTML
// template returns { html, footer?, variants?, others? }; `writer` returns a flat ODF with a running header and
// footer and the lines it shows. Written for this part only.

export const esc = (s) =>
  String(s).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const CJK = new Set(['ja', 'zh', 'ko']);
const fontOf = (p, serif) =>
  CJK.has(p.language)
    ? `'Noto Sans CJK ${p.language === 'ja' ? 'JP' : 'SC'}', 'Liberation Sans', sans-serif`
    : serif
      ? `'Liberation Serif', 'Noto Serif', serif`
      : `'Liberation Sans', 'Noto Sans', sans-serif`;

function page(p, css, body) {
  return `<!doctype html><html lang="${p.language}"><head><meta charset="utf-8"><style>
@page { size: A4; }
* { box-sizing: border-box; }
body { margin: 0; color: #1d1d1d; font-size: 10.5pt; line-height: 1.35; }
h2 { margin: 14px 0 6px; }
ul { margin: 3px 0 6px; padding-left: 18px; }
p { margin: 2px 0; }
${css}
</style></head><body>${body}</body></html>`;
}

const LABELS = {
  en: {
    profile: 'Profile',
    experience: 'Professional Experience',
    education: 'Education',
    skills: 'Expertise',
    languages: 'Languages',
    referees: 'Referees',
    details: 'Personal Details',
    contact: 'Contact',
    cv: 'Curriculum Vitae',
    page: (i, n) => `Page ${i} of ${n}`,
  },
  de: {
    cv: 'Lebenslauf',
    profile: 'Profil',
    experience: 'Berufserfahrung',
    education: 'Ausbildung',
    skills: 'Kenntnisse',
    languages: 'Sprachen',
    referees: 'Referenzen',
    details: 'Persönliche Daten',
    contact: 'Kontakt',
    photo: '[Bewerbungsfoto]',
    page: (i, n) => `Seite ${i} von ${n}`,
  },
  fr: {
    cv: 'Curriculum vitæ',
    profile: 'Profil',
    experience: 'Expérience professionnelle',
    education: 'Formation',
    skills: 'Compétences',
    languages: 'Langues',
    referees: 'Références',
    details: 'État civil',
    contact: 'Coordonnées',
    page: (i, n) => `Page ${i}/${n}`,
  },
  es: {
    cv: 'Currículum Vitae',
    profile: 'Perfil',
    experience: 'Experiencia profesional',
    education: 'Formación académica',
    skills: 'Competencias',
    languages: 'Idiomas',
    referees: 'Referencias',
    details: 'Datos personales',
    contact: 'Contacto',
    page: (i, n) => `Página ${i} de ${n}`,
  },
  pt: {
    cv: 'Currículo',
    profile: 'Resumo profissional',
    experience: 'Experiência profissional',
    education: 'Formação acadêmica',
    skills: 'Competências',
    languages: 'Idiomas',
    referees: 'Referências',
    details: 'Dados pessoais',
    contact: 'Contato',
    page: (i, n) => `Página ${i} de ${n}`,
  },
  it: {
    cv: 'Curriculum Vitae',
    profile: 'Profilo',
    experience: 'Esperienza professionale',
    education: 'Istruzione e formazione',
    skills: 'Competenze',
    languages: 'Lingue',
    referees: 'Referenze',
    details: 'Informazioni personali',
    contact: 'Contatti',
    page: (i, n) => `Pagina ${i} di ${n}`,
  },
  pl: {
    cv: 'Życiorys',
    profile: 'Profil',
    experience: 'Doświadczenie zawodowe',
    education: 'Wykształcenie',
    skills: 'Umiejętności',
    languages: 'Języki',
    referees: 'Referencje',
    details: 'Dane osobowe',
    contact: 'Kontakt',
    page: (i, n) => `Strona ${i} z ${n}`,
  },
  ja: {
    cv: '職務経歴書',
    profile: '職務要約',
    experience: '職務経歴',
    education: '学歴',
    skills: '活かせる経験・知識・技術',
    languages: '語学',
    referees: '推薦者',
    details: '基本情報',
    contact: '連絡先',
    page: (i, n) => `${i} / ${n}`,
  },
  zh: {
    cv: '个人简历',
    profile: '研究概述',
    experience: '工作经历',
    education: '教育背景',
    skills: '研究方向与技能',
    languages: '语言能力',
    referees: '推荐人',
    details: '基本信息',
    contact: '联系方式',
    page: (i, n) => `第 ${i} 页 / 共 ${n} 页`,
  },
};
const L = (p) => LABELS[p.language] ?? LABELS.en;

const contactItems = (p) => [p.address, p.phone, p.email, ...p.links.map((l) => l.value)];
const refLine = (r) => `${r.name}, ${r.title}, ${r.org} · ${r.phone} · ${r.email}`;

function footerOf(text) {
  return {
    template:
      `<div style="font-family:'Liberation Sans','Noto Sans CJK SC',sans-serif;font-size:8px;color:#555;width:100%;text-align:center;">${esc(text('<span class="pageNumber"></span>', '<span class="totalPages"></span>', true))}</div>`.replace(
        /&lt;span class=&quot;(pageNumber|totalPages)&quot;&gt;&lt;\/span&gt;/g,
        '<span class="$1"></span>',
      ),
    text: (i, n) => [text(i, n)],
  };
}

function jobsHtml(p, { meta = 'right' } = {}) {
  return p.jobs
    .map(
      (j) => `<div class="job"><div class="jh"><b>${esc(j.title)}</b>, ${esc(j.org)}${
        meta === 'right' ? `<span class="meta">${esc(j.place)} | ${esc(j.dates)}</span>` : ''
      }</div>${meta === 'below' ? `<div class="meta2">${esc(j.dates)} · ${esc(j.place)}</div>` : ''}
<ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`,
    )
    .join('');
}
const eduHtml = (p) =>
  p.education
    .map(
      (e) =>
        `<p><b>${esc(e.degree)}</b>, ${esc(e.school)}, ${esc(e.place)} <span class="dates">(${esc(e.dates)})</span></p>`,
    )
    .join('');
const extraHtml = (p, numbered) =>
  p.extra
    .map(
      (x) =>
        `<h2>${esc(x.title)}</h2>${numbered ? '<ol>' : '<ul>'}${x.items.map((i) => `<li>${esc(i)}</li>`).join('')}${numbered ? '</ol>' : '</ul>'}`,
    )
    .join('');
const refsHtml = (p) =>
  p.referees.length
    ? `<h2>${esc(L(p).referees)}</h2>${p.referees
        .map(
          (r) =>
            `<p class="ref"><b>${esc(r.name)}</b><br>${esc(r.title)}, ${esc(r.org)}<br>Tel. ${esc(r.phone)} · ${esc(r.email)}</p>`,
        )
        .join('')}`
    : '';

/** An executive CV: name banner, contact strip, profile, experience with right-aligned dates, a running footer. */
export function exec(p, { accent }) {
  const css = `body { font-family: ${fontOf(p)}; padding: 0 26mm; font-size: 12.5pt; line-height: 1.75; }
h2 { margin: 20px 0 8px; }
li { margin-bottom: 3px; }
.banner { border-bottom: 3px solid ${accent}; padding-bottom: 8px; margin-bottom: 8px; }
.banner h1 { font-size: 24pt; margin: 0; letter-spacing: 0.5px; color: ${accent}; }
.banner .hl { font-size: 12pt; margin-top: 2px; }
.strip { font-size: 9pt; color: #333; }
h2 { font-size: 11pt; text-transform: uppercase; color: ${accent}; border-bottom: 1px solid #ccc; }
.jh { display: flex; justify-content: space-between; gap: 10px; }
.meta { color: #555; font-size: 9pt; white-space: nowrap; }
.job { margin-bottom: 6px; }
.dates { color: #555; }`;
  const l = L({ language: 'en' });
  const body = `<div class="banner"><h1>${esc(p.display)}</h1><div class="hl">${esc(p.headline)}</div></div>
<div class="strip">${contactItems(p).map(esc).join(' &nbsp;|&nbsp; ')}</div>
${p.summary ? `<h2>Executive Profile</h2><p>${esc(p.summary)}</p>` : ''}
<h2>${l.experience}</h2>${jobsHtml(p)}
<h2>${l.education}</h2>${eduHtml(p)}
${extraHtml(p, false)}
<h2>Core Competencies</h2><p>${p.skills.map(esc).join(' · ')}</p>
${p.languages ? `<h2>${l.languages}</h2><p>${esc(p.languages)}</p>` : ''}
${p.details.length ? `<h2>Personal</h2>${p.details.map((d) => `<p>${esc(d.value)}</p>`).join('')}` : ''}
${refsHtml({ ...p, language: 'en' })}`;
  return {
    html: page(p, css, body),
    footer: footerOf((i, n) => `${p.display} — Curriculum Vitae — Page ${i} of ${n}`),
    variants: [p.display],
    others: p.referees.map((r) => r.name),
  };
}

/** An academic CV: centred name, appointments, numbered publications and grants, students, a surname footer. */
export function academic(p, { accent }) {
  const surname = p.name.variants[0].includes(' ') ? p.name.variants[1] : p.name.variants[0];
  const css = `body { font-family: ${fontOf(p, true)}; padding: 0 24mm; font-size: 12pt; line-height: 1.55; }
h2 { margin: 20px 0 8px; }
header { text-align: center; margin-bottom: 10px; }
header h1 { font-size: 20pt; margin: 0 0 2px; font-variant: small-caps; }
header .hl { font-style: italic; }
header .c { font-size: 9.5pt; }
h2 { font-size: 12pt; color: ${accent}; border-bottom: 0.5px solid ${accent}; }
.jh { display: flex; justify-content: space-between; }
.meta { font-size: 10pt; white-space: nowrap; }
ol li { margin-bottom: 3px; }
.dates { font-style: italic; }`;
  const l = L({ language: 'en' });
  const details = p.details.length
    ? `<h2>${l.details}</h2>${p.details.map((d) => `<p>${esc(d.value)}</p>`).join('')}`
    : '';
  const body = `<header><h1>${esc(p.display)}</h1><div class="hl">${esc(p.headline)}</div>
<div class="c">${esc(p.address)}</div><div class="c">${[p.phone, p.email].map(esc).join(' • ')}</div>
<div class="c">${p.links.map((x) => esc(x.value)).join(' • ')}</div></header>
${p.summary ? `<h2>Research Summary</h2><p>${esc(p.summary)}</p>` : ''}
<h2>Academic and Professional Appointments</h2>${jobsHtml(p)}
<h2>${l.education}</h2>${eduHtml(p)}
${extraHtml(p, true)}
<h2>Areas of Expertise</h2><p>${p.skills.map(esc).join('; ')}</p>
${details}
${refsHtml({ ...p, language: 'en' })}`;
  return {
    html: page(p, css, body),
    footer: footerOf((i, n) => `${surname} — CV — ${i}/${n}`),
    variants: [p.display, surname],
    others: [...p.referees.map((r) => r.name), ...p.coauthors],
  };
}

/** A board-style CV: a shaded sidebar (contact, boards, expertise) and the name stacked over two lines. */
export function board(p, { accent }) {
  const parts = p.name.full.split(' ');
  const first = parts.slice(0, Math.ceil(parts.length / 2)).join(' ');
  const last = parts.slice(Math.ceil(parts.length / 2)).join(' ');
  const css = `body { font-family: ${fontOf(p)}; }
.wrap { display: flex; min-height: 100vh; }
aside { width: 62mm; background: #eef0f3; padding: 14mm 6mm; font-size: 9.5pt; }
main { flex: 1; padding: 14mm 10mm; font-size: 12pt; line-height: 1.75; }
.n1 { font-size: 22pt; font-weight: 300; margin: 0; }
.n2 { font-size: 22pt; font-weight: 700; margin: 0 0 4px; color: ${accent}; text-transform: uppercase; }
.hl { font-size: 11pt; margin-bottom: 10px; }
h2 { font-size: 10.5pt; color: ${accent}; text-transform: uppercase; letter-spacing: 1px; }
aside p { margin: 3px 0; word-break: break-word; }
.jh .meta { display: block; color: #555; font-size: 9pt; }`;
  const body = `<div class="wrap"><aside><h2>Contact</h2>${contactItems(p)
    .map((c) => `<p>${esc(c)}</p>`)
    .join('')}
${p.details.length ? `<h2>Details</h2>${p.details.map((d) => `<p>${esc(d.value)}</p>`).join('')}` : ''}
<h2>Expertise</h2>${p.skills.map((s) => `<p>${esc(s)}</p>`).join('')}
${p.languages ? `<h2>Languages</h2><p>${esc(p.languages)}</p>` : ''}</aside>
<main><div class="n1">${esc(first)}</div><div class="n2">${esc(last)}</div><div class="hl">${esc(p.headline)}</div>
${p.summary ? `<h2>Summary</h2><p>${esc(p.summary)}</p>` : ''}
<h2>Career</h2>${jobsHtml(p)}
<h2>Education</h2>${eduHtml(p)}
${extraHtml(p, false)}
${refsHtml({ ...p, language: 'en' })}</main></div>`;
  return { html: page(p, css, body), variants: [first, last], others: p.referees.map((r) => r.name) };
}

/** A continental CV (Lebenslauf, CV français, CV español…): photo box, personal data table, place/date and signature. */
export function euro(p, { accent }) {
  const l = L(p);
  const rows = [
    ['Name', p.display],
    [l.contact, p.address],
    ['Tel.', p.phone],
    ['E-Mail', p.email],
    ...p.links.map((x) => ['Web', x.value]),
    ...p.details.map((d) => [d.label, d.value.replace(/^[^:]*:\s*/, '')]),
  ];
  const css = `body { font-family: ${fontOf(p, p.language === 'de')}; padding: 0 20mm; }
.top { display: flex; justify-content: space-between; align-items: flex-start; }
.top h1 { font-size: 26pt; margin: 0; color: ${accent}; }
.photo { width: 35mm; height: 45mm; border: 1px dashed #999; display: flex; align-items: center; justify-content: center; font-size: 8pt; color: #777; }
table { border-collapse: collapse; width: 100%; }
td { vertical-align: top; padding: 2px 6px 2px 0; }
td.k { width: 45mm; color: #555; }
h2 { font-size: 12pt; color: ${accent}; border-bottom: 1px solid ${accent}; }
.jh .meta { float: right; color: #555; font-size: 9.5pt; }
.sig { margin-top: 24px; }
.sig .line { margin-top: 26px; border-top: 1px solid #333; width: 60mm; padding-top: 2px; }
.small { font-size: 8pt; color: #555; margin-top: 10px; }`;
  // The table rows show the label once; a detail's value there is what follows its label.
  const body = `<div class="top"><div><div>${esc(l.cv)}</div><h1>${esc(p.display)}</h1><div>${esc(p.headline)}</div></div>
${p.photo ? `<div class="photo">${esc(l.photo ?? '[Photo]')}</div>` : ''}</div>
<h2>${esc(l.details)}</h2><table>${rows.map(([k, v]) => `<tr><td class="k">${esc(k)}</td><td>${esc(v)}</td></tr>`).join('')}</table>
${p.summary ? `<h2>${esc(l.profile)}</h2><p>${esc(p.summary)}</p>` : ''}
<h2>${esc(l.experience)}</h2>${jobsHtml(p)}
<h2>${esc(l.education)}</h2>${eduHtml(p)}
${extraHtml(p, false)}
<h2>${esc(l.skills)}</h2><p>${p.skills.map(esc).join(', ')}</p>
${p.languages ? `<h2>${esc(l.languages)}</h2><p>${esc(p.languages)}</p>` : ''}
${refsHtml(p)}
${p.signPlace ? `<div class="sig"><div>${esc(p.signPlace)}</div><div class="line">${esc(p.name.full)}</div></div>` : ''}
${p.clause ? `<div class="small">${esc(p.clause)}</div>` : ''}`;
  return {
    html: page(p, css, body),
    footer: footerOf((i, n) => `${p.name.full} · ${l.cv} · ${l.page(i, n)}`),
    variants: [p.display],
    others: p.referees.map((r) => r.name),
  };
}

/** An Indian academic biodata: particulars table with father's name, qualifications table, declaration. */
export function biodata(p) {
  const rows = [
    ['Name', p.display],
    ["Father's Name", p.fatherName ?? ''],
    ...p.details.map((d) => [d.label, d.value.replace(/^[^:]*:\s*/, '')]),
    ['Address for Correspondence', p.address],
    ['Mobile', p.phone],
    ['E-mail', p.email],
  ].filter(([, v]) => v);
  const css = `body { font-family: ${fontOf(p, true)}; padding: 0 18mm; font-size: 11pt; }
h1 { text-align: center; font-size: 16pt; text-decoration: underline; margin: 0 0 10px; }
table { border-collapse: collapse; width: 100%; margin: 4px 0; }
td, th { border: 1px solid #444; padding: 3px 6px; vertical-align: top; text-align: left; }
h2 { font-size: 12pt; text-transform: uppercase; }
.decl { margin-top: 16px; }
.sign { display: flex; justify-content: space-between; margin-top: 18px; }`;
  const body = `<h1>CURRICULUM VITAE</h1>
<h2>1. Personal Particulars</h2><table>${rows.map(([k, v], i) => `<tr><td>1.${i + 1}</td><td>${esc(k)}</td><td>${esc(v)}</td></tr>`).join('')}</table>
<h2>2. Academic Qualifications</h2><table><tr><th>Degree</th><th>Institution</th><th>Year</th></tr>
${p.education.map((e) => `<tr><td>${esc(e.degree)}</td><td>${esc(e.school)}, ${esc(e.place)}</td><td>${esc(e.dates)}</td></tr>`).join('')}</table>
<h2>3. Employment Record</h2><table><tr><th>Post</th><th>Organisation</th><th>Period</th></tr>
${p.jobs.map((j) => `<tr><td>${esc(j.title)}</td><td>${esc(j.org)}, ${esc(j.place)}</td><td>${esc(j.dates)}</td></tr>`).join('')}</table>
${p.extra.map((x, i) => `<h2>${i + 4}. ${esc(x.title)}</h2><ol>${x.items.map((t) => `<li>${esc(t)}</li>`).join('')}</ol>`).join('')}
<h2>${p.extra.length + 4}. Languages Known</h2><p>${esc(p.languages ?? 'English')}</p>
${refsHtml({ ...p, language: 'en' })}
<div class="decl"><b>DECLARATION</b><p>I hereby declare that the information furnished above is true to the best of my knowledge and belief.</p></div>
<div class="sign"><div>${esc(p.signPlace ?? '')}</div><div>(${esc(p.display.replace(/^Dr\. /, '').toUpperCase())})</div></div>`;
  return {
    html: page(p, css, body),
    variants: [p.display, p.display.replace(/^Dr\. /, '').toUpperCase()],
    others: [...p.referees.map((r) => r.name), ...p.coauthors, ...(p.fatherName ? [p.fatherName] : [])],
  };
}

/** A Japanese 職務経歴書 or a Chinese academic CV: a dated title, a bordered basic-data table, numbered sections. */
export function cjk(p, { accent, scan }) {
  const l = L(p);
  const date = p.language === 'ja' ? '2026年11月20日現在' : '更新日期:2026年11月';
  const rows = [
    [p.language === 'ja' ? '氏名' : '姓名', `${p.display}(${p.latin})`],
    ...(p.kana ? [['ふりがな', p.kana]] : []),
    ...p.details.map((d) => [d.label, d.value.replace(/^[^:]*:/, '')]),
    [p.language === 'ja' ? '現住所' : '住址', p.address],
    [p.language === 'ja' ? '携帯電話' : '手机', p.phone],
    [p.language === 'ja' ? 'メール' : '邮箱', p.email],
    ...p.links.map((x) => ['Web', x.value]),
  ];
  const css = `body { font-family: ${fontOf(p)}; padding: ${scan ? '40px 48px' : '0 18mm'}; font-size: ${scan ? '10pt' : '11.5pt'}; line-height: ${scan ? 1.35 : 1.7}; }
.t { text-align: center; font-size: 18pt; letter-spacing: 6px; margin: 0; }
.d { text-align: right; font-size: 9pt; }
table { border-collapse: collapse; width: 100%; }
td { border: 1px solid #666; padding: 3px 6px; }
td.k { width: 28mm; background: #f2f2f2; }
h2 { font-size: 11.5pt; background: ${accent}; color: #fff; padding: 2px 6px; margin: 12px 0 4px; }
.jh .meta { float: right; font-size: 9pt; }`;
  const body = `<div class="t">${esc(l.cv)}</div><div class="d">${date}</div>
<table>${rows.map(([k, v]) => `<tr><td class="k">${esc(k)}</td><td>${esc(v)}</td></tr>`).join('')}</table>
${p.summary ? `<h2>■ ${esc(l.profile)}</h2><p>${esc(p.summary)}</p>` : ''}
<h2>■ ${esc(l.experience)}</h2>${jobsHtml(p)}
<h2>■ ${esc(l.education)}</h2>${eduHtml(p)}
${extraHtml(p, true)}
<h2>■ ${esc(l.skills)}</h2><p>${p.skills.map(esc).join('、')}</p>
${p.languages && !scan ? `<h2>■ ${esc(l.languages)}</h2><p>${esc(p.languages)}</p>` : ''}
${p.language === 'ja' ? '<p class="d">以上</p>' : ''}`;
  return {
    html: page(p, css, body),
    footer: scan ? undefined : footerOf((i, n) => `${p.display} ${l.page(i, n)}`),
    variants: [p.display, p.latin],
    others: p.coauthors,
  };
}

/** A plain one-page CV as it comes back from a flatbed scanner: name, contact, dated jobs, first degree. */
export function compact(p, { accent }) {
  const css = `body { font-family: ${fontOf(p)}; padding: 44px 56px; font-size: 11pt; }
h1 { font-size: 21pt; margin: 0; }
.c { font-size: 10pt; margin: 2px 0 6px; }
h2 { font-size: 12pt; border-bottom: 1.5px solid ${accent}; margin: 12px 0 4px; }
.jh .meta { float: right; }`;
  const body = `<h1>${esc(p.display)}</h1><div>${esc(p.headline)}</div>
<div class="c">${esc(p.address)} · ${esc(p.phone)}</div><div class="c">${esc(p.email)} · ${p.links.map((x) => esc(x.value)).join(' · ')}</div>
${p.details.length ? `<div class="c">${p.details.map((d) => esc(d.value)).join(' · ')}</div>` : ''}
${p.summary ? `<h2>Summary</h2><p>${esc(p.summary)}</p>` : ''}
<h2>Experience</h2>${jobsHtml(p)}
<h2>Education</h2>${eduHtml(p)}
<h2>Skills</h2><p>${p.skills.map(esc).join(', ')}</p>`;
  return { html: page(p, css, body), variants: [p.display] };
}

// ---- the Word template (flat ODF, converted by LibreOffice to DOCX, DOC or PDF) ----

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
 * A Word CV: the name and "Curriculum Vitae" in the page header, page numbers in the footer, a two-column
 * table of personal details, entries with a right tab for dates. Returns { fodt, lines, footerLine }.
 */
export function writer(p, { accent }) {
  const l = L(p);
  const font = p.serif ? 'Liberation Serif' : 'Liberation Sans';
  const asian = p.language === 'ja' ? 'Noto Sans CJK JP' : 'Noto Sans CJK SC';
  const lines = [];
  const out = [];
  const para = (style, text) => {
    out.push(`<text:p text:style-name="${style}">${esc(text).replaceAll('\t', '<text:tab/>')}</text:p>`);
    lines.push(text.replaceAll('\t', ' '));
  };
  const bullets = (items) => {
    out.push(
      `<text:list text:style-name="Bul">${items.map((i) => `<text:list-item><text:p text:style-name="Body">${esc(i)}</text:p></text:list-item>`).join('')}</text:list>`,
    );
    lines.push(...items);
  };
  para('Name', p.display);
  para('Headline', p.headline);
  para('Body', `${p.address} | ${p.phone}`);
  para('Body', [p.email, ...p.links.map((x) => x.value)].join(' | '));
  if (p.summary) {
    para('Heading', l.profile);
    para('Body', p.summary);
  }
  para('Heading', l.experience);
  for (const j of p.jobs) {
    para('Entry', `${j.title}, ${j.org}\t${j.place}, ${j.dates}`);
    bullets(j.bullets);
  }
  para('Heading', l.education);
  for (const e of p.education) para('Entry', `${e.degree}, ${e.school}\t${e.place}, ${e.dates}`);
  for (const x of p.extra) {
    para('Heading', x.title);
    bullets(x.items);
  }
  para('Heading', l.skills);
  para('Body', p.skills.join(', '));
  if (p.languages) {
    para('Heading', l.languages);
    para('Body', p.languages);
  }
  if (p.details.length) {
    para('Heading', l.details);
    const rows = p.details.map((d) => {
      const [k, ...v] = d.value.includes(':') ? d.value.split(':') : [d.label, d.value];
      const value = d.value.includes(':') ? v.join(':').trim() : d.value;
      lines.push(k.trim(), value);
      return `<table:table-row><table:table-cell table:style-name="Cell" office:value-type="string"><text:p text:style-name="Body">${esc(k.trim())}</text:p></table:table-cell><table:table-cell table:style-name="Cell" office:value-type="string"><text:p text:style-name="Body">${esc(value)}</text:p></table:table-cell></table:table-row>`;
    });
    out.push(
      `<table:table table:name="Details" table:style-name="Tbl"><table:table-column table:style-name="ColA"/><table:table-column table:style-name="ColB"/>${rows.join('')}</table:table>`,
    );
  }
  if (p.referees.length) {
    para('Heading', l.referees);
    for (const r of p.referees) para('Body', refLine(r));
  }
  if (p.signPlace) para('Body', p.signPlace);
  if (p.clause) para('Small', p.clause);

  const headerText = `${p.display} — ${l.cv}`;
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document ${NS} office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls><style:font-face style:name="${font}" svg:font-family="'${font}'"/><style:font-face style:name="${asian}" svg:font-family="'${asian}'"/></office:font-face-decls>
<office:styles>
 <style:default-style style:family="paragraph"><style:paragraph-properties fo:margin-top="0cm" fo:margin-bottom="0.08cm" fo:line-height="130%"/>
  <style:text-properties style:font-name="${font}" style:font-name-asian="${asian}" fo:font-size="12pt" style:font-size-asian="12pt"/></style:default-style>
 <style:style style:name="Name" style:family="paragraph"><style:text-properties fo:font-size="20pt" fo:font-weight="bold" fo:color="${accent}" style:font-size-asian="20pt" style:font-weight-asian="bold"/></style:style>
 <style:style style:name="Headline" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.2cm"/><style:text-properties fo:font-size="12pt" fo:font-style="italic"/></style:style>
 <style:style style:name="Heading" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.35cm" fo:margin-bottom="0.1cm" fo:border-bottom="0.6pt solid ${accent}" fo:keep-with-next="always"/><style:text-properties fo:font-size="12pt" fo:font-weight="bold" fo:color="${accent}" style:font-weight-asian="bold"/></style:style>
 <style:style style:name="Entry" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.12cm"><style:tab-stops><style:tab-stop style:position="17cm" style:type="right"/></style:tab-stops></style:paragraph-properties><style:text-properties fo:font-weight="bold" style:font-weight-asian="bold"/></style:style>
 <style:style style:name="Body" style:family="paragraph"/>
 <style:style style:name="Small" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.4cm"/><style:text-properties fo:font-size="8pt" fo:color="#555555"/></style:style>
 <style:style style:name="HF" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8.5pt" fo:color="#555555"/></style:style>
</office:styles>
<office:automatic-styles>
 <style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.2cm" fo:margin-bottom="1.2cm" fo:margin-left="2cm" fo:margin-right="2cm"/>
  <style:header-style><style:header-footer-properties fo:min-height="0.6cm" fo:margin-bottom="0.4cm"/></style:header-style>
  <style:footer-style><style:header-footer-properties fo:min-height="0.6cm" fo:margin-top="0.4cm"/></style:footer-style></style:page-layout>
 <style:style style:name="Tbl" style:family="table"><style:table-properties style:width="17cm" table:align="left"/></style:style>
 <style:style style:name="ColA" style:family="table-column"><style:table-column-properties style:column-width="5cm"/></style:style>
 <style:style style:name="ColB" style:family="table-column"><style:table-column-properties style:column-width="12cm"/></style:style>
 <style:style style:name="Cell" style:family="table-cell"><style:table-cell-properties fo:padding="0.08cm" fo:border="0.5pt solid #b0b0b0"/></style:style>
 <text:list-style style:name="Bul"><text:list-level-style-bullet text:level="1" text:bullet-char="•"><style:list-level-properties text:list-level-position-and-space-mode="label-alignment"><style:list-level-label-alignment text:label-followed-by="listtab" text:list-tab-stop-position="0.6cm" fo:text-indent="-0.4cm" fo:margin-left="0.6cm"/></style:list-level-properties></text:list-level-style-bullet></text:list-style>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1">
<style:header><text:p text:style-name="HF">${esc(headerText)}</text:p></style:header>
<style:footer><text:p text:style-name="HF">${esc(l.page('\u0001', '\u0002'))
    .replace('\u0001', '<text:page-number text:select-page="current">1</text:page-number>')
    .replace('\u0002', '<text:page-count>1</text:page-count>')}</text:p></style:footer>
</style:master-page></office:master-styles>
<office:body><office:text>
${out.join('\n')}
</office:text></office:body></office:document>
`;
  return {
    fodt,
    lines,
    // A running header and footer are in the truth text once (the first page's), as a DOCX holds them once.
    footerLine: (i, n) => (i === 1 ? `${headerText}\n${l.page(i, n)}` : ''),
    variants: [p.display],
    others: p.referees.map((r) => r.name),
  };
}
