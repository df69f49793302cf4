// Held-out part 57's templates, written for this part from what the week's resumes look like: a Word resume saved
// as PDF, a design-tool two-column page with skill bars, a LaTeX CV, a LinkedIn or XING profile export, a Europass
// CV, a job-portal export, a personal-site CV page printed from a browser, an East Asian form resume, and a Word
// template (flat ODF through LibreOffice: tables, a page footer with the name and page numbers). Each returns what
// the page shows; the plumbing in ../heldout-run.mjs prints it and reads the text back.

const esc = (s) =>
  String(s).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const L = {
  en: ['Profile', 'Experience', 'Education', 'Skills', 'Personal details', 'References', 'Awards', 'Contact'],
  fr: [
    'Profil',
    'Expérience professionnelle',
    'Formation',
    'Compétences',
    'Informations personnelles',
    'Références',
    'Distinctions',
    'Coordonnées',
  ],
  de: [
    'Profil',
    'Berufserfahrung',
    'Ausbildung',
    'Kenntnisse',
    'Persönliche Daten',
    'Referenzen',
    'Auszeichnungen',
    'Kontakt',
  ],
  es: [
    'Perfil',
    'Experiencia profesional',
    'Formación',
    'Competencias',
    'Datos personales',
    'Referencias',
    'Premios',
    'Contacto',
  ],
  pt: [
    'Resumo',
    'Experiência profissional',
    'Formação acadêmica',
    'Habilidades',
    'Dados pessoais',
    'Referências',
    'Prêmios',
    'Contato',
  ],
  it: [
    'Profilo',
    'Esperienza professionale',
    'Istruzione e formazione',
    'Competenze',
    'Informazioni personali',
    'Referenze',
    'Riconoscimenti',
    'Contatti',
  ],
  pl: [
    'Profil',
    'Doświadczenie zawodowe',
    'Wykształcenie',
    'Umiejętności',
    'Dane osobowe',
    'Referencje',
    'Wyróżnienia',
    'Kontakt',
  ],
  vi: [
    'Mục tiêu nghề nghiệp',
    'Kinh nghiệm làm việc',
    'Học vấn',
    'Kỹ năng',
    'Thông tin cá nhân',
    'Người tham chiếu',
    'Giải thưởng',
    'Liên hệ',
  ],
  zh: ['个人简介', '工作经历', '教育背景', '专业技能', '个人信息', '推荐人', '获奖情况', '联系方式'],
  ko: ['자기소개', '경력사항', '학력사항', '보유기술', '인적사항', '추천인', '수상내역', '연락처'],
  ja: ['Summary', 'Experience', 'Education', 'Skills', 'Personal details', 'References', 'Awards', 'Contact'],
};
const labels = (p) => {
  const [profile, experience, education, skills, details, referees, awards, contact] = L[p.language] ?? L.en;
  return { profile, experience, education, skills, details, referees, awards, contact };
};
const CJK = new Set(['zh', 'ko', 'ja']);
const fontOf = (p, base) => (CJK.has(p.language) ? `${base}, 'Noto Sans CJK SC', sans-serif` : base);
const shownName = (p) => p.display ?? p.name.full;
const contactItems = (p) => [p.address, p.phone, p.email, ...p.links.map((l) => l.value)];
const refLine = (r) => `${r.name} – ${r.role} – ${r.phone}`;

function page(p, css, body, { accent, size = '10.5pt', family = "'Liberation Sans', Arial, sans-serif" } = {}) {
  return `<!doctype html><html lang="${p.language}"><head><meta charset="utf-8"><style>
@page { size: A4; margin: 14mm 16mm; }
body { margin: 0; font-family: ${fontOf(p, family)}; font-size: ${size}; color: #222; line-height: 1.35; }
h2 { color: ${accent}; } ul { margin: 2px 0 6px 18px; padding: 0; } li { margin: 1px 0; }
${css}
</style></head><body>${body}</body></html>`;
}

function jobsHtml(p, { metaFirst = false } = {}) {
  return p.jobs
    .map((j) => {
      const head = `<div class="jh"><b>${esc(j.title)}</b>, ${esc(j.org)} <span class="m">${esc(j.place)} | ${esc(j.dates)}</span></div>`;
      const alt = `<div class="jh"><span class="m">${esc(j.dates)}</span><br><b>${esc(j.title)}</b><br>${esc(j.org)}, ${esc(j.place)}</div>`;
      return `${metaFirst ? alt : head}<ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`;
    })
    .join('');
}
const eduHtml = (p) =>
  p.education
    .map(
      (e) =>
        `<div class="jh"><b>${esc(e.degree)}</b><br>${esc(e.school)}, ${esc(e.place)} <span class="m">${esc(e.dates)}</span></div>`,
    )
    .join('');
const listHtml = (items) => `<ul>${items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`;

function tail(p, l) {
  let out = '';
  if (p.extra.length) out += `<h2>${esc(l.awards)}</h2>${listHtml(p.extra)}`;
  if (p.details.length)
    out += `<h2>${esc(l.details)}</h2>${p.details.map((d) => `<div>${esc(d.value)}</div>`).join('')}`;
  if (p.fatherName) out += `<div>Father’s Name: ${esc(p.fatherName)}</div>`;
  if (p.referees.length)
    out += `<h2>${esc(l.referees)}</h2>${p.referees.map((r) => `<div>${esc(refLine(r))}</div>`).join('')}`;
  return out;
}

/** A Word resume saved as PDF: centred name, contact on one line with bullets, ruled headings. */
export function classic(p, { accent, scan }) {
  const l = labels(p);
  const body = `<header><div class="nm">${esc(shownName(p))}</div><div class="hl">${esc(p.headline)}</div>
<div class="ct">${contactItems(p).map(esc).join(' • ')}</div></header>
<h2>${esc(l.profile)}</h2><p>${esc(p.summary)}</p>
<h2>${esc(l.experience)}</h2>${jobsHtml(p)}
<h2>${esc(l.education)}</h2>${eduHtml(p)}
<h2>${esc(l.skills)}</h2><p>${p.skills.map(esc).join(', ')}</p>${tail(p, l)}`;
  const css = `header { text-align: center; border-bottom: 2px solid ${accent}; padding-bottom: 6px; }
.nm { font-size: 22pt; font-weight: bold; } .hl { font-size: 12pt; color: #444; } .ct { font-size: 9.5pt; margin-top: 3px; }
h2 { font-size: 12pt; text-transform: uppercase; border-bottom: 1px solid #999; margin: 10px 0 4px; } .m { color: #555; font-style: italic; } p { margin: 2px 0; }
${scan ? 'body { padding: 40px 56px; font-size: 10pt; }' : ''}`;
  return { html: page(p, css, body, { accent, family: "'Liberation Serif', 'Times New Roman', serif" }) };
}

/** A design-tool resume: the name split over two letter-spaced lines, a coloured side column with icons and skill bars. */
export function twocol(p, { accent }) {
  const l = labels(p);
  const parts = shownName(p).split(' ');
  const [first, last] = p.split ?? [parts.slice(0, Math.max(1, parts.length - 1)).join(' '), parts.at(-1)];
  const icons = ['⌂', '✆', '✉', '🔗', '🔗'];
  const side = `<div class="side"><h3>${esc(l.contact)}</h3>${contactItems(p)
    .map((c, i) => `<div class="ci"><span class="ic">${icons[Math.min(i, 4)]}</span> ${esc(c)}</div>`)
    .join('')}
<h3>${esc(l.skills)}</h3>${p.skills.map((s, i) => `<div class="sk">${esc(s)}<div class="bar"><i style="width:${90 - i * 9}%"></i></div></div>`).join('')}
${p.details.length ? `<h3>${esc(l.details)}</h3>${p.details.map((d) => `<div class="ci">${esc(d.value)}</div>`).join('')}` : ''}</div>`;
  const main = `<div class="main"><div class="n1">${esc(first)}</div><div class="n2">${esc(last)}</div><div class="hl">${esc(p.headline)}</div>
<h2>${esc(l.profile)}</h2><p>${esc(p.summary)}</p><h2>${esc(l.experience)}</h2>${jobsHtml(p, { metaFirst: true })}
<h2>${esc(l.education)}</h2>${eduHtml(p)}${p.extra.length ? `<h2>${esc(l.awards)}</h2>${listHtml(p.extra)}` : ''}
${p.referees.length ? `<h2>${esc(l.referees)}</h2>${p.referees.map((r) => `<div>${esc(refLine(r))}</div>`).join('')}` : ''}</div>`;
  const css = `@page { margin: 0; } body { display: flex; min-height: 297mm; }
.side { width: 66mm; background: ${accent}; color: #fff; padding: 14mm 6mm; box-sizing: border-box; font-size: 9pt; word-break: break-word; }
.side h3 { text-transform: uppercase; font-size: 10pt; border-bottom: 1px solid #fff8; }
.ci { margin: 3px 0; } .bar { height: 5px; background: #ffffff55; margin: 2px 0 6px; } .bar i { display: block; height: 5px; background: #fff; }
.main { flex: 1; padding: 14mm 10mm; } .n1, .n2 { font-size: 26pt; letter-spacing: 6px; text-transform: uppercase; line-height: 1.1; }
.n2 { font-weight: bold; color: ${accent}; } .hl { margin: 4px 0 8px; }
h2 { font-size: 11pt; text-transform: uppercase; margin: 10px 0 4px; } .m { color: #666; font-size: 9pt; } p { margin: 2px 0; }`;
  return { html: page(p, css, `${side}${main}`, { accent }) };
}

/** A LaTeX CV (moderncv/Jake's look): small-caps name, contact run together with bars, dates flush right. */
export function latex(p, { accent }) {
  const l = labels(p);
  const row = (a, b) => `<div class="r"><span>${a}</span><span>${b}</span></div>`;
  const body = `<div class="nm">${esc(shownName(p))}</div><div class="ct">${[p.phone, p.email, ...p.links.map((x) => x.value), p.addressShort ?? p.address].map(esc).join(' | ')}</div>
<h2>${esc(l.education)}</h2>${p.education.map((e) => row(`<b>${esc(e.school)}</b>`, esc(e.place)) + row(`<i>${esc(e.degree)}</i>`, `<i>${esc(e.dates)}</i>`)).join('')}
<h2>${esc(l.experience)}</h2>${p.jobs.map((j) => row(`<b>${esc(j.title)}</b>`, esc(j.dates)) + row(`<i>${esc(j.org)}</i>`, `<i>${esc(j.place)}</i>`) + listHtml(j.bullets)).join('')}
<h2>${esc(l.skills)}</h2><p><b>Technical:</b> ${p.skills.map(esc).join(', ')}</p>
${p.extra.length ? `<h2>${esc(l.awards)}</h2>${listHtml(p.extra)}` : ''}`;
  const css = `.nm { font-variant: small-caps; font-size: 24pt; text-align: center; } .ct { text-align: center; font-size: 9.5pt; }
h2 { font-variant: small-caps; font-size: 13pt; color: #000; border-bottom: 0.6pt solid #000; margin: 10px 0 4px; font-weight: normal; }
.r { display: flex; justify-content: space-between; } p { margin: 2px 0; }`;
  return {
    html: page(p, css, body, { accent, family: "'Latin Modern Roman', 'Liberation Serif', serif", size: '10.5pt' }),
  };
}

/** A LinkedIn (or XING) "Save to PDF" export: a grey contact column, then the profile, and a footer on every page. */
export function linkedin(p, { accent }) {
  const l = labels(p);
  const xing = p.links.some((x) => x.value.includes('xing.com'));
  const side = `<div class="side"><h3>${esc(l.contact)}</h3><div>${esc(p.email)}</div><div>${esc(p.phone)}</div>${p.links
    .map((x) => `<div>${esc(x.value)} (${x.value.includes('github') ? 'Portfolio' : xing ? 'XING' : 'LinkedIn'})</div>`)
    .join('')}<h3>Top Skills</h3>${p.skills
    .slice(0, 3)
    .map((s) => `<div>${esc(s)}</div>`)
    .join('')}</div>`;
  const main = `<div class="main"><div class="nm">${esc(p.name.variants.find((v) => /^[A-Z]/u.test(v) && v.includes(' ')) ?? shownName(p))}</div><div class="hl">${esc(p.headline)}</div><div class="loc">${esc(p.addressShort ?? '')}</div>
<h2>Summary</h2><p>${esc(p.summary)}</p><h2>Experience</h2>${p.jobs
    .map(
      (j) =>
        `<div class="org">${esc(j.org)}</div><div>${esc(j.title)}</div><div class="m">${esc(j.dates)}</div><div class="m">${esc(j.place)}</div>${listHtml(j.bullets)}`,
    )
    .join(
      '',
    )}<h2>Education</h2>${p.education.map((e) => `<div class="org">${esc(e.school)}</div><div>${esc(e.degree)} · (${esc(e.dates)})</div>`).join('')}</div>`;
  const nm = p.name.variants.find((v) => /^[A-Z]/u.test(v) && v.includes(' ')) ?? shownName(p);
  const css = `body { display: flex; } .side { width: 55mm; background: #e9eef2; padding: 6mm; font-size: 9pt; word-break: break-all; } .side h3 { font-size: 11pt; }
.main { flex: 1; padding: 0 8mm; } .nm { font-size: 24pt; } .hl { font-size: 11pt; } .loc { color: #666; } h2 { font-size: 14pt; color: #000; margin: 10px 0 4px; }
.org { font-weight: bold; margin-top: 6px; } .m { color: #777; font-size: 9pt; }`;
  return {
    html: page(p, css, `${side}${main}`, { accent }),
    variants: [nm],
    footer: {
      template: `<div style="width:100%;font-size:8px;color:#888;padding:0 16mm;display:flex;justify-content:space-between"><span>${esc(nm)}</span><span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>`,
      text: (i, n) => [nm, `Page ${i} of ${n}`],
    },
  };
}

/** A Europass CV: labels in a left column, the personal information block, the language grid. */
export function europass(p, { accent, scan }) {
  const l = labels(p);
  const row = (k, v) => `<tr><td class="k">${esc(k)}</td><td>${v}</td></tr>`;
  const body = `<div class="logo">europass</div><div class="nm">${esc(shownName(p))}</div><table>
${row(
  l.contact,
  contactItems(p)
    .map((c) => `<div>${esc(c)}</div>`)
    .join(''),
)}
${p.details.length ? row(l.details, p.details.map((d) => `<div>${esc(d.value)}</div>`).join('')) : ''}
${row('', `<b>${esc(p.headline)}</b>`)}
${row(l.experience, p.jobs.map((j) => `<div class="m">${esc(j.dates)}</div><div><b>${esc(j.title)}</b></div><div>${esc(j.org)} – ${esc(j.place)}</div>${listHtml(j.bullets)}`).join(''))}
${row(l.education, p.education.map((e) => `<div class="m">${esc(e.dates)}</div><div><b>${esc(e.degree)}</b></div><div>${esc(e.school)} – ${esc(e.place)}</div>`).join(''))}
${row(l.skills, esc(p.skills.join(' · ')))}
${p.extra.length ? row(l.awards, p.extra.map(esc).join('<br>')) : ''}
</table>`;
  const css = `.logo { color: ${accent}; font-weight: bold; font-size: 14pt; } .nm { font-size: 20pt; margin: 4px 0 10px; }
table { border-collapse: collapse; width: 100%; } td { vertical-align: top; padding: 3px 6px; } .k { width: 48mm; text-align: right; color: ${accent}; border-right: 1px solid ${accent}; }
.m { color: #666; font-size: 9pt; } ${scan ? 'body { padding: 40px 48px; font-size: 9.5pt; }' : ''}`;
  return { html: page(p, css, body, { accent }) };
}

const PORTAL = {
  'en-US': ['Indeed Resume', 'indeed.com/r/'],
  'en-IN': ['Naukri Profile', 'naukri.com/mnjuser/profile?id='],
  'es-MX': ['OCC Mundial – CV', 'occ.com.mx/candidato/'],
  'pt-BR': ['Catho – Currículo', 'catho.com.br/curriculos/'],
};

/** A job-portal export: the portal's banner, a profile link with a candidate id, key-value fields. */
export function portal(p, { accent }) {
  const l = labels(p);
  const [title, base] = PORTAL[p.locale] ?? ['Job Portal Profile', 'jobs.example/cv/'];
  const slug = p.name.variants[0]
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/gu, '')
    .replaceAll(' ', '-');
  const handle = `${base}${slug}/${(p.email.length * 7919).toString(16)}a7`;
  const kv = (k, v) => `<tr><th>${esc(k)}</th><td>${esc(v)}</td></tr>`;
  const body = `<div class="ban">${esc(title)}</div><div class="nm">${esc(p.name.variants[0])}</div><div>${esc(p.headline)}</div>
<table>${kv('E-mail', p.email)}${kv('Mobile', p.phone)}${kv('Location', p.address)}${p.details.map((d) => `<tr><td colspan="2">${esc(d.value)}</td></tr>`).join('')}${p.links.map((x) => kv('Link', x.value)).join('')}</table>
<h2>${esc(l.profile)}</h2><p>${esc(p.summary)}</p><h2>${esc(l.experience)}</h2>${jobsHtml(p)}<h2>${esc(l.education)}</h2>${eduHtml(p)}
<h2>${esc(l.skills)}</h2><p>${p.skills.map(esc).join(' | ')}</p>${p.extra.length ? listHtml(p.extra) : ''}
<div class="ft">${esc(handle)}</div>`;
  const css = `.ban { background: ${accent}; color: #fff; padding: 6px 10px; font-weight: bold; } .nm { font-size: 18pt; font-weight: bold; margin-top: 8px; }
table { margin: 6px 0; } th { text-align: left; color: #555; font-weight: normal; padding-right: 12px; } h2 { font-size: 12pt; margin: 10px 0 3px; }
.m { color: #666; } .ft { margin-top: 12px; font-size: 8pt; color: #888; }`;
  return { html: page(p, css, body, { accent }), links: [handle], variants: [p.name.variants[0]] };
}

/** A personal-site CV page printed from the browser: a nav bar, sections as cards, a copyright line naming the owner. */
export function website(p, { accent }) {
  const l = labels(p);
  const site = p.links.find((x) => !/github|linkedin|xing|kaggle|behance/u.test(x.value))?.value;
  const body = `<nav><b>${esc(p.name.variants.find((v) => v.includes(' ') && /^[A-Z]/u.test(v)) ?? shownName(p))}</b><span>Home</span><span>Projects</span><span>CV</span><span>Contact</span></nav>
<h1>${esc(shownName(p))}</h1><div class="hl">${esc(p.headline)}</div><div class="ct">${[p.email, p.phone, p.addressShort ?? p.address, ...p.links.map((x) => x.value)].map(esc).join(' · ')}</div>
<section><h2>${esc(l.profile)}</h2><p>${esc(p.summary)}</p></section><section><h2>${esc(l.experience)}</h2>${jobsHtml(p)}</section>
<section><h2>${esc(l.education)}</h2>${eduHtml(p)}</section><section><h2>${esc(l.skills)}</h2><p>${p.skills.map((s) => `<span class="tag">${esc(s)}</span>`).join(' ')}</p></section>
${p.extra.length ? `<section><h2>${esc(l.awards)}</h2>${listHtml(p.extra)}</section>` : ''}
${p.referees.length ? `<section><h2>${esc(l.referees)}</h2>${p.referees.map((r) => `<div>${esc(refLine(r))}</div>`).join('')}</section>` : ''}
<footer>© 2026 ${esc(shownName(p))}${site ? ` · ${esc(site)}` : ''}</footer>`;
  const css = `nav { display: flex; gap: 18px; border-bottom: 1px solid #ddd; padding-bottom: 6px; } nav b { flex: 1; color: ${accent}; }
h1 { font-size: 26pt; margin: 14px 0 2px; } .hl { color: #555; } .ct { font-size: 9pt; margin: 4px 0 8px; }
section { border: 1px solid #e3e3e3; border-radius: 6px; padding: 4px 10px; margin: 8px 0; } h2 { font-size: 12pt; margin: 4px 0; }
.tag { background: #eef; padding: 1px 6px; border-radius: 8px; } .m { color: #777; } footer { font-size: 8.5pt; color: #777; margin-top: 10px; }`;
  return { html: page(p, css, body, { accent, family: "'DejaVu Sans', sans-serif", size: '10pt' }) };
}

const IS = '\u3000'; // the ideographic space East Asian forms set between fields

const FORM = {
  zh: { title: '个 人 简 历', name: '姓名', phone: '手机', email: '邮箱', address: '现居住地', en: '英文名' },
  ko: { title: '이 력 서', name: '성명', phone: '휴대전화', email: '이메일', address: '주소', en: '영문' },
  ja: { title: '職務経歴書', name: '氏名', phone: '携帯電話', email: 'メール', address: '住所', en: 'ローマ字' },
};

/** An East Asian form resume: a boxed grid with a photo cell, the name in script and in Latin letters. */
export function cjkForm(p, { accent, scan }) {
  const f = FORM[p.language];
  const l = labels(p);
  const latin = p.name.variants.find((v) => /^[A-Z]{3,} /u.test(v)) ?? p.name.variants[0];
  const cell = (k, v, span = 1) => `<th>${esc(k)}</th><td colspan="${span}">${esc(v)}</td>`;
  const body = `<h1>${esc(f.title)}</h1><table>
<tr>${cell(f.name, p.name.full)}${cell(f.en, latin)}<td rowspan="4" class="ph">PHOTO</td></tr>
<tr>${cell(f.phone, p.phone)}${cell(f.email, p.email)}</tr>
<tr>${cell(f.address, p.address, 3)}</tr>
<tr><td colspan="4">${p.details.map((d) => esc(d.value)).join('　')}</td></tr>
<tr><th>${esc(l.profile)}</th><td colspan="4">${esc(p.summary)}</td></tr>
<tr><th>${esc(l.experience)}</th><td colspan="4">${p.jobs.map((j) => `<div><b>${esc(j.dates)}${IS}${esc(j.org)}（${esc(j.place)}）${IS}${esc(j.title)}</b></div>${j.bullets.map((b) => `<div>・${esc(b)}</div>`).join('')}`).join('')}</td></tr>
<tr><th>${esc(l.education)}</th><td colspan="4">${p.education.map((e) => `<div>${esc(e.dates)}${IS}${esc(e.school)}（${esc(e.place)}）${IS}${esc(e.degree)}</div>`).join('')}</td></tr>
<tr><th>${esc(l.skills)}</th><td colspan="4">${p.skills.map(esc).join('、')}</td></tr>
${p.links.length ? `<tr><th>Links</th><td colspan="4">${p.links.map((x) => esc(x.value)).join('　')}</td></tr>` : ''}
</table>`;
  const css = `h1 { text-align: center; letter-spacing: 4px; font-size: 18pt; } table { border-collapse: collapse; width: 100%; }
th, td { border: 1px solid #333; padding: 4px 6px; vertical-align: top; } th { background: #f1f1f1; width: 22mm; white-space: nowrap; color: ${accent}; }
.ph { width: 28mm; text-align: center; color: #aaa; } ${scan ? 'body { padding: 48px 56px; font-size: 10.5pt; }' : ''}`;
  return { html: page(p, css, body, { accent, family: "'Noto Sans CJK SC'", size: '10pt' }), variants: [latin] };
}

// The Word template (flat ODF): name and headline, a contact table, sections, a personal-details table, and a
// footer with the name and page numbers.
const x = (s) => esc(s);
const par = (style, s) => `<text:p text:style-name="${style}">${s}</text:p>`;

export function writer(p, { accent }) {
  const l = labels(p);
  const font = CJK.has(p.language) ? 'Noto Sans CJK SC' : p.serif ? 'Liberation Serif' : 'Liberation Sans';
  const lines = [];
  const body = [];
  const P = (style, s) => {
    body.push(par(style, x(s)));
    lines.push(s);
  };
  const row = (a, b) => {
    lines.push(...[a, b].filter((v) => v.trim()));
    return `<table:table-row><table:table-cell office:value-type="string" table:style-name="C">${par('B', x(a))}</table:table-cell><table:table-cell office:value-type="string" table:style-name="C">${par('B', x(b))}</table:table-cell></table:table-row>`;
  };
  const table = (rows) =>
    `<table:table table:name="T${body.length}" table:style-name="T"><table:table-column table:style-name="TA"/><table:table-column table:style-name="TB"/>${rows.join('')}</table:table>`;
  P('Name', shownName(p));
  P('Sub', p.headline);
  body.push(table([row(p.phone, p.email), row(p.address, p.links.map((k) => k.value).join(' · ') || ' ')]));
  P('H', l.profile);
  P('B', p.summary);
  P('H', l.experience);
  for (const j of p.jobs) {
    P('E', `${j.title} – ${j.org}, ${j.place}`);
    P('M', j.dates);
    for (const b of j.bullets) P('B', `• ${b}`);
  }
  P('H', l.education);
  for (const e of p.education) {
    P('E', `${e.degree} – ${e.school}, ${e.place}`);
    P('M', e.dates);
  }
  P('H', l.skills);
  P('B', p.skills.join(', '));
  if (p.extra.length) {
    P('H', l.awards);
    for (const a of p.extra) P('B', a);
  }
  const personal = [...p.details.map((d) => d.value), ...(p.fatherName ? [`Father’s Name: ${p.fatherName}`] : [])];
  if (personal.length) {
    P('H', l.details);
    body.push(
      table(
        personal.map((d) => {
          const i = d.search(/[:：]/u);
          return i > 0 ? row(d.slice(0, i + 1), d.slice(i + 1).trim()) : row('•', d);
        }),
      ),
    );
  }
  if (p.referees.length) {
    P('H', l.referees);
    body.push(table(p.referees.map((r) => row(r.name, `${r.role}, ${r.phone}`))));
  }
  const foot = p.name.variants.find((v) => v.includes(' ') && /^\p{Lu}/u.test(v)) ?? shownName(p);
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls><style:font-face style:name="${font}" svg:font-family="'${font}'"/></office:font-face-decls>
<office:styles>
<style:default-style style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.06cm"/><style:text-properties style:font-name="${font}" style:font-name-asian="${font}" fo:font-size="10.5pt" style:font-size-asian="10.5pt"/></style:default-style>
<style:style style:name="Name" style:family="paragraph"><style:text-properties fo:font-size="20pt" fo:font-weight="bold" fo:color="${accent}" style:font-size-asian="20pt"/></style:style>
<style:style style:name="Sub" style:family="paragraph"><style:text-properties fo:font-size="12pt" fo:color="#444444"/></style:style>
<style:style style:name="H" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.3cm" fo:border-bottom="0.6pt solid ${accent}" fo:keep-with-next="always"/><style:text-properties fo:font-size="12pt" fo:font-weight="bold" style:font-weight-asian="bold"/></style:style>
<style:style style:name="E" style:family="paragraph"><style:text-properties fo:font-weight="bold" style:font-weight-asian="bold"/></style:style>
<style:style style:name="M" style:family="paragraph"><style:text-properties fo:font-style="italic" fo:color="#555555"/></style:style>
<style:style style:name="B" style:family="paragraph"/>
<style:style style:name="F" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8.5pt" fo:color="#666666"/></style:style>
</office:styles>
<office:automatic-styles>
<style:page-layout style:name="pm"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.5cm" fo:margin-bottom="1.2cm" fo:margin-left="2cm" fo:margin-right="2cm"/><style:footer-style><style:header-footer-properties fo:min-height="0.5cm" fo:margin-top="0.3cm"/></style:footer-style></style:page-layout>
<style:style style:name="T" style:family="table"><style:table-properties style:width="17cm" table:align="left"/></style:style>
<style:style style:name="TA" style:family="table-column"><style:table-column-properties style:column-width="6cm"/></style:style>
<style:style style:name="TB" style:family="table-column"><style:table-column-properties style:column-width="11cm"/></style:style>
<style:style style:name="C" style:family="table-cell"><style:table-cell-properties fo:padding="0.07cm" fo:border="0.5pt solid #bbbbbb"/></style:style>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm"><style:footer>${par('F', `${x(foot)} – <text:page-number text:select-page="current">1</text:page-number>/<text:page-count>1</text:page-count>`)}</style:footer></style:master-page></office:master-styles>
<office:body><office:text>
${body.join('\n')}
</office:text></office:body></office:document>
`;
  return { fodt, lines, footerLine: (i, n) => `${foot} – ${i}/${n}`, variants: [foot] };
}
