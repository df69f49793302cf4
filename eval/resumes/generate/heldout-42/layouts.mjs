// Held-out part 42's own templates. Each HTML layout returns the page and any name forms or handles it prints
// beyond the person's own; `writer` returns a flat ODF document for LibreOffice (PDF, DOCX and DOC).
const IDSP = '\u3000'; // the ideographic space Chinese forms put between fields
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const L = {
  en: {
    exp: 'Work Experience',
    edu: 'Education',
    skills: 'Skills',
    extra: 'Additional Information',
    ref: 'Referees',
    pers: 'Personal Details',
    sum: 'Profile',
    pub: 'Publications',
    contact: 'Contact',
  },
  fr: {
    exp: 'Expérience professionnelle',
    edu: 'Formation',
    skills: 'Compétences',
    extra: 'Divers',
    ref: 'Références',
    pers: 'État civil',
    sum: 'Profil',
    pub: 'Publications',
    contact: 'Coordonnées',
  },
  de: {
    exp: 'Berufserfahrung',
    edu: 'Ausbildung',
    skills: 'Kenntnisse',
    extra: 'Sonstiges',
    ref: 'Referenzen',
    pers: 'Persönliche Daten',
    sum: 'Profil',
    pub: 'Veröffentlichungen',
    contact: 'Kontakt',
  },
  pt: {
    exp: 'Experiência Profissional',
    edu: 'Formação',
    skills: 'Competências',
    extra: 'Outros',
    ref: 'Referências',
    pers: 'Dados Pessoais',
    sum: 'Resumo',
    pub: 'Publicações',
    contact: 'Contato',
  },
  es: {
    exp: 'Experiencia laboral',
    edu: 'Formación académica',
    skills: 'Habilidades',
    extra: 'Otros',
    ref: 'Referencias',
    pers: 'Datos personales',
    sum: 'Perfil',
    pub: 'Publicaciones',
    contact: 'Contacto',
  },
  zh: {
    exp: '工作经历',
    edu: '教育背景',
    skills: '技能',
    extra: '其他',
    ref: '推荐人',
    pers: '个人信息',
    sum: '自我评价',
    pub: '论文',
    contact: '联系方式',
  },
};
const lab = (p) => L[p.language] ?? L.en;
const page = (css, body, lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>@page{size:A4;margin:0}body{margin:0}${css}</style></head><body>${body}</body></html>`;
const details = (p) => [...p.details.map((d) => [d.label, d.value]), ...(p.extraDetails ?? [])];
const linksText = (p) => p.links.map((l) => l.value);

function jobsHtml(p, { tag = 'h3', bullets = true } = {}) {
  return p.jobs
    .map(
      (j) =>
        `<div class="job"><${tag}>${esc(j.title)}</${tag}><div class="meta">${esc(j.org)}, ${esc(j.place)} <span class="dates">${esc(j.dates)}</span></div>${
          bullets && j.bullets.length ? `<ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : ''
        }</div>`,
    )
    .join('');
}
const eduHtml = (p) =>
  p.education
    .map((e) => `<p class="edu"><b>${esc(e.degree)}</b><br>${esc(e.school)}, ${esc(e.place)} · ${esc(e.dates)}</p>`)
    .join('');
const refsHtml = (p) =>
  (p.referees ?? [])
    .map((r) => `<p class="ref"><b>${esc(r.name)}</b><br>${esc(r.title)}, ${esc(r.org)}<br>Tel: ${esc(r.phone)}</p>`)
    .join('');
const pubsHtml = (p) => (p.publications ?? []).map((x) => `<li>${esc(x)}</li>`).join('');

/** A Word-exported CV: a header table with a photo box, a personal-details table, tables for experience. */
function wordTables(p, { accent }) {
  const l = lab(p);
  const body = `
<table class="head"><tr><td class="ph">Passport<br>photograph</td><td><h1>${esc(p.family.toUpperCase())} ${esc(p.given)}</h1><p>${esc(p.headline)}</p><p>${esc(p.address)}<br>Mobile: ${esc(p.phone)} | E-mail: ${esc(p.email)}${p.links.length ? `<br>${esc(linksText(p).join(' | '))}` : ''}</p></td></tr></table>
<h2>Career Objective</h2><p>${esc(p.summary)}</p>
<h2>${l.pers}</h2><table class="grid">${details(p)
    .map(([k, v]) => `<tr><td>${esc(k)}</td><td>${esc(v)}</td></tr>`)
    .join('')}</table>
<h2>${l.exp}</h2><table class="grid">${p.jobs.map((j) => `<tr><td>${esc(j.dates)}</td><td><b>${esc(j.title)}</b><br>${esc(j.org)}, ${esc(j.place)}<ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></td></tr>`).join('')}</table>
<h2>${l.edu}</h2><table class="grid">${p.education.map((e) => `<tr><td>${esc(e.dates)}</td><td>${esc(e.degree)}<br>${esc(e.school)}, ${esc(e.place)}</td></tr>`).join('')}</table>
<h2>${l.skills}</h2><p>${esc(p.skills.join(', '))}</p>
${p.extra.length ? `<h2>${l.extra}</h2><ul>${p.extra.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>` : ''}
${p.referees?.length ? `<h2>${l.ref}</h2>${refsHtml(p)}` : ''}`;
  return {
    html: page(
      `body{font:10.5pt 'Times New Roman','Liberation Serif',serif;padding:18mm 20mm}h1{font-size:15pt;margin:0}h2{font-size:11pt;background:#ddd;border-bottom:1.5px solid ${accent};padding:2px 4px;margin:10px 0 4px}table{border-collapse:collapse;width:100%}.head td{vertical-align:top;padding:4px}.ph{width:28mm;height:34mm;border:1px solid #444;text-align:center;font-size:8pt;color:#555}.grid td{border:1px solid #999;padding:3px 5px;vertical-align:top}.grid td:first-child{width:32%}ul{margin:2px 0 2px 16px;padding:0}.ref{margin:4px 0}`,
      body,
      p.language,
    ),
    variants: [`${p.family.toUpperCase()} ${p.given}`],
  };
}

/** A Canva-like two-column design: the name split over two lines, letter-spaced, skill bars and emoji icons. */
function canvaTwo(p, { accent }) {
  const l = lab(p);
  const bars = p.skills
    .map(
      (s, i) => `<div class="sk">${esc(s)}<div class="bar"><i style="width:${55 + ((i * 17) % 45)}%"></i></div></div>`,
    )
    .join('');
  const body = `<div class="wrap"><aside><div class="avatar"></div>
<h3>${l.contact}</h3><p>📞 ${esc(p.phone)}</p><p>✉️ ${esc(p.email)}</p><p>📍 ${esc(p.addressShort ?? p.address)}</p>${p.links.map((x) => `<p>🔗 ${esc(x.value)}</p>`).join('')}
<h3>${l.skills}</h3>${bars}
<h3>${l.edu}</h3>${eduHtml(p)}</aside>
<main><h1><span>${esc(p.given)}</span><span class="fam">${esc(p.family)}</span></h1><p class="hl">${esc(p.headline)}</p>
<h2>${l.sum}</h2><p>${esc(p.summary)}</p><h2>${l.exp}</h2>${jobsHtml(p)}
${p.extra.length ? `<h2>${l.extra}</h2>${p.extra.map((x) => `<p>${esc(x)}</p>`).join('')}` : ''}</main></div>`;
  return {
    html: page(
      `body{font:9.5pt 'Montserrat','DejaVu Sans',sans-serif}.wrap{display:flex;min-height:297mm}aside{width:64mm;background:${accent};color:#fff;padding:14mm 6mm}aside h3{letter-spacing:3px;text-transform:uppercase;font-size:9pt;border-bottom:1px solid #fff8}aside p{margin:3px 0;word-wrap:break-word}.avatar{width:30mm;height:30mm;border-radius:50%;background:#fff6;margin:0 auto 8mm}.bar{height:4px;background:#fff4}.bar i{display:block;height:4px;background:#fff}.sk{margin:4px 0}main{flex:1;padding:16mm 10mm}h1{font-size:26pt;letter-spacing:6px;text-transform:uppercase;line-height:1.05;margin:0}h1 span{display:block}h1 .fam{font-weight:300}.hl{letter-spacing:2px;color:${accent}}h2{font-size:11pt;letter-spacing:3px;text-transform:uppercase;color:${accent}}.meta{color:#555;font-size:8.5pt}.dates{float:right}h3{margin:6px 0 0}ul{padding-left:14px}`,
      body,
      p.language,
    ),
    variants: [p.given.toUpperCase(), p.family.toUpperCase()],
  };
}

/** A LinkedIn "Save to PDF" profile: sidebar with Contact and Top Skills, durations, "Page 1 of 2" footer. */
function linkedin(p) {
  const body = `<div class="wrap"><aside><h3>Contact</h3><p>${esc(p.email)}</p><p>${esc(p.phone)} (Mobile)</p>${p.links.map((x) => `<p>${esc(x.value)} (LinkedIn)</p>`).join('')}
<h3>Top Skills</h3>${p.skills
    .slice(0, 3)
    .map((s) => `<p>${esc(s)}</p>`)
    .join('')}<h3>Languages</h3><p>English (Professional Working)</p></aside>
<main><h1>${esc(p.nick ? `${p.given.split(' ')[0]} (${p.nick}) ${p.family}` : `${p.given} ${p.family}`)}</h1><p class="hl">${esc(p.headline)}</p><p class="loc">${esc(p.addressShort ?? p.address)}</p>
<h2>Summary</h2><p>${esc(p.summary)}</p><h2>Experience</h2>${p.jobs.map((j) => `<h3>${esc(j.org)}</h3><p>${esc(j.title)}<br><span class="g">${esc(j.dates)}</span><br><span class="g">${esc(j.place)}</span></p>${j.bullets.map((b) => `<p>${esc(b)}</p>`).join('')}`).join('')}
<h2>Education</h2>${p.education.map((e) => `<h3>${esc(e.school)}</h3><p>${esc(e.degree)} · (${esc(e.dates)})</p>`).join('')}</main></div>`;
  const shownName = p.nick ? `${p.given.split(' ')[0]} (${p.nick}) ${p.family}` : null;
  return {
    html: page(
      `body{font:10pt Arial,'Liberation Sans',sans-serif;color:#181818}.wrap{display:flex}aside{width:56mm;background:#e6ecf2;padding:12mm 6mm;min-height:270mm}aside h3{font-size:12pt;margin:12px 0 4px}aside p{margin:2px 0;font-size:9pt;word-break:break-all}main{flex:1;padding:12mm 9mm}h1{font-size:24pt;margin:0;font-weight:400}.hl{font-size:12pt}.loc{color:#b0b0b0}h2{font-size:15pt;font-weight:400;margin:14px 0 4px}h3{font-size:11pt;margin:8px 0 0}.g{color:#777}p{margin:2px 0}`,
      body,
    ),
    variants: shownName ? [shownName] : [],
    footer: {
      template: `<div style="font-size:8px;width:100%;text-align:center;color:#999">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>`,
      text: (i, n) => [`Page ${i} of ${n}`],
    },
  };
}

/** A job-portal export (Bayt/Jobberman/Kariyer-like): header banner, labelled rows, the name running into the headline. */
function portal(p, { accent }) {
  const site =
    { TR: 'kariyer-style.example', NG: 'jobs-portal.example', KE: 'careers-portal.example' }[p.locale] ??
    'jobs-portal.example';
  const body = `<div class="top">Exported profile · ${site} · Candidate ID 42-${p.phone.replace(/\D/g, '').slice(-5)}</div>
<div class="card"><span class="nm">${esc(p.given)} ${esc(p.family)}</span><span class="hl">${esc(p.headline)}</span>
<table>${[['Current location', p.addressShort ?? p.address], ['Mobile', p.phone], ['E-mail', p.email], ...details(p)].map(([k, v]) => `<tr><th>${esc(k)}</th><td>${esc(v)}</td></tr>`).join('')}</table></div>
<h2>Experience</h2>${jobsHtml(p)}<h2>Education</h2>${eduHtml(p)}<h2>Skills</h2><p>${p.skills.map((s) => `<span class="tag">${esc(s)}</span>`).join(' ')}</p>
<p class="foot">Candidate: ${esc(p.given.split(' ')[0])} ${esc(p.family)} — downloaded by the employer account, do not forward.</p>`;
  return {
    html: page(
      `body{font:9.5pt Verdana,'DejaVu Sans',sans-serif;padding:10mm 14mm}.top{background:${accent};color:#fff;padding:4px 8px;font-size:8pt}.card{border:1px solid #ccc;padding:8px;margin:6px 0}.nm{font-size:16pt;font-weight:bold}.hl{font-size:11pt;color:${accent}}th{text-align:left;font-weight:normal;color:#666;width:40mm;vertical-align:top}h2{font-size:11pt;border-bottom:2px solid ${accent}}.tag{border:1px solid #aaa;border-radius:8px;padding:0 5px}.foot{font-size:7.5pt;color:#888;margin-top:10mm}.meta{color:#555}.dates{margin-left:8px}h3{margin:6px 0 0;font-size:10pt}`,
      body,
      p.language,
    ),
    variants: [`${p.given.split(' ')[0]} ${p.family}`],
  };
}

/** A moderncv-like LaTeX CV: dates in a left column, a rule beside each section title, contact at the top right. */
function moderncv(p, { accent }) {
  const l = lab(p);
  const row = (d, c) => `<tr><td class="d">${d}</td><td>${c}</td></tr>`;
  const sec = (t) => `<tr><td class="d"><div class="rule"></div></td><td><h2>${t}</h2></td></tr>`;
  const body = `<div class="hd"><div><div class="fn">${esc(p.given)}</div><div class="ln">${esc(p.family)}</div><div class="ti">${esc(p.headline)}</div></div>
<div class="ct">${esc(p.address)}<br>☎ ${esc(p.phone)}<br>✉ ${esc(p.email)}${p.links.map((x) => `<br>⌂ ${esc(x.value)}`).join('')}</div></div>
<table>${sec(l.sum)}${row('', esc(p.summary))}${sec(l.exp)}${p.jobs.map((j) => row(esc(j.dates), `<b>${esc(j.title)}</b>, <i>${esc(j.org)}</i>, ${esc(j.place)}<ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`)).join('')}
${sec(l.edu)}${p.education.map((e) => row(esc(e.dates), `<b>${esc(e.degree)}</b>, <i>${esc(e.school)}</i>, ${esc(e.place)}`)).join('')}
${sec(l.skills)}${row('', esc(p.skills.join(' · ')))}
${p.publications ? sec(l.pub) + p.publications.map((x, i) => row(`[${i + 1}]`, esc(x))).join('') : ''}
${
  details(p).length
    ? sec(l.pers) +
      details(p)
        .map(([k, v]) => row(esc(k), esc(v)))
        .join('')
    : ''
}
${p.referees?.length ? sec(l.ref) + p.referees.map((r) => row('', `${esc(r.name)}, ${esc(r.title)}, ${esc(r.org)} — ${esc(r.phone)}`)).join('') : ''}</table>`;
  return {
    html: page(
      `body{font:10pt 'Latin Modern Roman','CMU Serif','DejaVu Serif',serif;padding:16mm 18mm}.hd{display:flex;justify-content:space-between}.fn{font-size:28pt;color:${accent}}.ln{font-size:28pt;color:#555}.ti{font-style:italic;color:#666}.ct{text-align:right;font-size:9pt;font-style:italic}table{width:100%;border-collapse:collapse;margin-top:6mm}td{vertical-align:top;padding:2px 4px}.d{width:30mm;text-align:right;color:#444;font-size:9pt}.rule{height:6px;background:${accent};margin-top:8px}h2{font-size:13pt;font-weight:normal;color:${accent};margin:6px 0 2px}ul{margin:2px 0;padding-left:14px}`,
      body,
      p.language,
    ),
  };
}

/** A cover letter and a one-column resume in one PDF: the sign-off carries the phone and the short name. */
function coverPlus(p, { accent }) {
  const l = lab(p);
  const sign = p.nick ? `${p.nick} ${p.family}` : `${p.given.split(' ')[0]} ${p.family}`;
  const body = `<section class="cl"><p>${esc(p.address)}<br>${esc(p.email)}</p><p>Hiring Manager<br>Recruitment Team</p>
<p>Dear Hiring Manager,</p><p>I am writing to apply for the advertised role. ${esc(p.summary)} In my current role at ${esc(p.jobs[0].org)} I ${esc(p.jobs[0].bullets[0].charAt(0).toLowerCase() + p.jobs[0].bullets[0].slice(1))}</p>
<p>I would welcome the chance to discuss how I can contribute. I can be reached on ${esc(p.phone)} at any time.</p><p>Yours faithfully,</p><p class="sig">${esc(sign)}</p></section>
<section class="cv"><h1>${esc(p.given)} ${esc(p.family)}</h1><p class="c">${esc(p.phone)} • ${esc(p.email)} • ${esc(p.addressShort ?? p.address)}</p>
<h2>${l.sum}</h2><p>${esc(p.summary)}</p><h2>${l.exp}</h2>${jobsHtml(p)}<h2>${l.edu}</h2>${eduHtml(p)}<h2>${l.skills}</h2><p>${esc(p.skills.join(' • '))}</p></section>`;
  return {
    html: page(
      `body{font:11pt Georgia,'DejaVu Serif',serif}section{padding:20mm 22mm}.cl{page-break-after:always;line-height:1.45}.sig{font-style:italic;font-size:13pt}h1{text-align:center;margin:0;color:${accent}}.c{text-align:center;font-size:9.5pt}h2{font-size:11pt;text-transform:uppercase;border-bottom:1px solid #333;margin:10px 0 4px}.meta{font-style:italic}.dates{float:right}h3{margin:6px 0 0;font-size:10.5pt}ul{margin:2px 0;padding-left:18px}`,
      body,
      p.language,
    ),
    variants: [sign],
  };
}

/** A plain ATS resume: no colour, capitals for headings, contact on one line with pipes. */
function ats(p) {
  const l = lab(p);
  const body = `<h1>${esc(`${p.given} ${p.family}`.toUpperCase())}</h1><p>${esc(p.addressShort ?? p.address)} | ${esc(p.phone)} | ${esc(p.email)}${p.links.map((x) => ` | ${esc(x.value)}`).join('')}</p>
<h2>${l.sum.toUpperCase()}</h2><p>${esc(p.summary)}</p><h2>${l.exp.toUpperCase()}</h2>${p.jobs.map((j) => `<p><b>${esc(j.title)}</b> — ${esc(j.org)} — ${esc(j.place)}<br>${esc(j.dates)}</p>${j.bullets.map((b) => `<p>- ${esc(b)}</p>`).join('')}`).join('')}
<h2>${l.edu.toUpperCase()}</h2>${p.education.map((e) => `<p>${esc(e.degree)}, ${esc(e.school)}, ${esc(e.place)}, ${esc(e.dates)}</p>`).join('')}
<h2>${l.skills.toUpperCase()}</h2><p>${esc(p.skills.join(', '))}</p>${p.extra.map((x) => `<p>${esc(x)}</p>`).join('')}`;
  return {
    html: page(
      `body{font:11pt 'Liberation Mono','DejaVu Sans Mono',monospace;padding:18mm}h1{font-size:14pt}h2{font-size:11pt;margin:12px 0 2px}p{margin:2px 0}`,
      body,
      p.language,
    ),
    variants: [`${p.given} ${p.family}`.toUpperCase()],
  };
}

/** An academic CV over two pages with publications (the candidate among co-authors) and referees, name and page in a footer. */
function academic(p, { accent }) {
  const l = lab(p);
  const body = `<h1>${esc(p.given)} ${esc(p.family)}</h1><p class="c">${esc(p.headline)}<br>${esc(p.address)} · ${esc(p.phone)} · ${esc(p.email)}${p.links.map((x) => ` · ${esc(x.value)}`).join('')}</p>
<h2>Research Interests</h2><p>${esc(p.summary)}</p><h2>${l.edu}</h2>${eduHtml(p)}<h2>Appointments</h2>${jobsHtml(p)}
<h2>${l.pub}</h2><ol>${pubsHtml(p)}</ol><h2>${l.skills}</h2><p>${esc(p.skills.join('; '))}</p>
${
  details(p).length
    ? `<h2>${l.pers}</h2>${details(p)
        .map(([k, v]) => `<p>${esc(k)}: ${esc(v)}</p>`)
        .join('')}`
    : ''
}
<h2>${l.ref}</h2>${refsHtml(p)}`;
  const foot = `${p.given.split(' ')[0][0]}. ${p.family} — Curriculum Vitae`;
  return {
    html: page(
      `body{font:10.5pt 'Palatino Linotype','TeX Gyre Pagella','DejaVu Serif',serif;padding:0 20mm}h1{font-variant:small-caps;text-align:center;margin:0}.c{text-align:center}h2{font-variant:small-caps;color:${accent};border-bottom:0.5px solid ${accent};font-size:12pt}ol{padding-left:18px}li{margin:3px 0}.meta{font-style:italic}.dates{margin-left:6px}h3{margin:4px 0 0;font-size:10.5pt}`,
      body,
      p.language,
    ),
    variants: [foot.split(' — ')[0]],
    footer: {
      template: `<div style="font-size:8px;width:100%;padding:0 20mm;display:flex;justify-content:space-between"><span>${esc(foot)}</span><span><span class="pageNumber"></span>/<span class="totalPages"></span></span></div>`,
      text: (i, n) => [foot, `${i}/${n}`],
    },
  };
}

/** Europass: labels in a left column, the blue headings, personal information first. */
function europass(p) {
  const l = lab(p);
  const r = (k, v) => `<tr><td class="k">${esc(k)}</td><td>${v}</td></tr>`;
  const body = `<div class="logo">europass</div><table>
${r(l.pers, `<b class="nm">${esc(p.given)} ${esc(p.family)}</b>`)}${r('', `📍 ${esc(p.address)}`)}${r('', `📱 ${esc(p.phone)}`)}${r('', `✉ ${esc(p.email)}`)}
${details(p)
  .map(([k, v]) => r(k, esc(v)))
  .join('')}
<tr><td class="k h">${l.exp}</td><td></td></tr>${p.jobs.map((j) => r(j.dates, `<b>${esc(j.title)}</b><br>${esc(j.org)}, ${esc(j.place)}<br>${j.bullets.map(esc).join('<br>')}`)).join('')}
<tr><td class="k h">${l.edu}</td><td></td></tr>${p.education.map((e) => r(e.dates, `<b>${esc(e.degree)}</b><br>${esc(e.school)}, ${esc(e.place)}`)).join('')}
<tr><td class="k h">${l.skills}</td><td></td></tr>${r('', esc(p.skills.join(', ')))}${p.extra.map((x) => r('', esc(x))).join('')}</table>`;
  return {
    html: page(
      `body{font:9.5pt Arial,'Liberation Sans',sans-serif;padding:12mm 14mm;color:#3f3a38}.logo{color:#004494;font-size:18pt;font-weight:bold;font-style:italic}table{width:100%;border-collapse:collapse}td{vertical-align:top;padding:2px 6px}.k{width:52mm;text-align:right;color:#1593cb}.h{font-size:11pt;text-transform:uppercase;padding-top:12px}.nm{font-size:14pt}`,
      body,
      p.language,
    ),
  };
}

/** A scanned Chinese-language form resume (简历表格). */
function cnForm(p) {
  const l = lab(p);
  const cell = (k, v) => `<td class="k">${esc(k)}</td><td>${esc(v)}</td>`;
  const body = `<h1>个人简历</h1><table>
<tr>${cell('姓名', `${p.family}${p.given}`)}${cell('英文名', 'Vivian Liang')}<td rowspan="3" class="ph">照片</td></tr>
<tr>${cell(p.details[0].label, p.details[0].value)}${cell('求职意向', p.headline)}</tr>
<tr>${cell('电话', p.phone)}${cell('邮箱', p.email)}</tr>
<tr>${cell('地址', p.address)}<td colspan="3"></td></tr></table>
<h2>${l.edu}</h2>${p.education.map((e) => `<p>${esc(e.dates)}${IDSP}${esc(e.school)}（${esc(e.place)}）${IDSP}${esc(e.degree)}</p>`).join('')}
<h2>${l.exp}</h2>${p.jobs.map((j) => `<p><b>${esc(j.dates)}${IDSP}${esc(j.org)}${IDSP}${esc(j.title)}</b></p>${j.bullets.map((b) => `<p>· ${esc(b)}</p>`).join('')}`).join('')}
<h2>${l.skills}</h2><p>${esc(p.skills.join('、'))}</p><h2>${l.sum}</h2><p>${esc(p.summary)}</p>`;
  return {
    html: page(
      `body{font:13pt 'Noto Sans CJK SC','Noto Serif CJK SC',sans-serif;padding:14mm 16mm}h1{text-align:center;letter-spacing:8px}table{width:100%;border-collapse:collapse}td{border:1px solid #000;padding:5px}.k{width:18mm;background:#eee}.ph{width:26mm;text-align:center}h2{font-size:14pt;border-bottom:2px solid #000;margin:14px 0 4px}p{margin:4px 0}`,
      body,
      'zh',
    ),
    variants: [`${p.family}${p.given}`],
  };
}

/** LibreOffice Writer: a flat ODF with a table of contact details and a footer with the name and page number. */
function writer(p, { accent }) {
  const l = lab(p);
  const lines = [];
  const para = (text, style = 'P') => {
    lines.push(text);
    return `<text:p text:style-name="${style}">${esc(text)}</text:p>`;
  };
  const paras = [
    para(`${p.given} ${p.family}`, 'Title'),
    para(p.headline, 'Sub'),
    para(`${p.address} · ${p.phone} · ${p.email}${p.links.map((x) => ` · ${x.value}`).join('')}`),
    para(l.sum, 'H'),
    para(p.summary),
    ...(details(p).length ? [para(l.pers, 'H'), ...details(p).map(([k, v]) => para(`${k}: ${v}`))] : []),
    para(l.exp, 'H'),
    ...p.jobs.flatMap((j) => [
      para(`${j.title}, ${j.org}, ${j.place} (${j.dates})`, 'B'),
      ...j.bullets.map((b) => para(`• ${b}`)),
    ]),
    para(l.edu, 'H'),
    ...p.education.map((e) => para(`${e.degree}, ${e.school}, ${e.place}, ${e.dates}`)),
    para(l.skills, 'H'),
    para(p.skills.join(', ')),
    ...p.extra.map((x) => para(x)),
    ...(p.referees?.length
      ? [para(l.ref, 'H'), ...p.referees.map((r) => para(`${r.name}, ${r.title}, ${r.org}, ${r.phone}`))]
      : []),
  ];
  const footName = `${p.given.split(' ')[0]} ${p.family}`;
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:styles>
<style:style style:name="P" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.08cm"/><style:text-properties style:font-name="Liberation Sans" fo:font-family="'Liberation Sans'" fo:font-size="10pt"/></style:style>
<style:style style:name="Title" style:family="paragraph" style:parent-style-name="P"><style:text-properties fo:font-size="20pt" fo:font-weight="bold" fo:color="${accent}"/></style:style>
<style:style style:name="Sub" style:family="paragraph" style:parent-style-name="P"><style:text-properties fo:font-size="12pt" fo:font-style="italic"/></style:style>
<style:style style:name="H" style:family="paragraph" style:parent-style-name="P"><style:paragraph-properties fo:margin-top="0.35cm" fo:border-bottom="0.5pt solid ${accent}"/><style:text-properties fo:font-size="12pt" fo:font-weight="bold" fo:color="${accent}"/></style:style>
<style:style style:name="B" style:family="paragraph" style:parent-style-name="P"><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="F" style:family="paragraph" style:parent-style-name="P"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8pt" fo:color="#666666"/></style:style>
</office:styles>
<office:automatic-styles><style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.8cm" fo:margin-bottom="1.2cm" fo:margin-left="2cm" fo:margin-right="2cm"/><style:footer-style/></style:page-layout></office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"><style:footer><text:p text:style-name="F">${esc(footName)} – CV – <text:page-number text:select-page="current">1</text:page-number>/<text:page-count>1</text:page-count></text:p></style:footer></style:master-page></office:master-styles>
<office:body><office:text>${paras.join('\n')}</office:text></office:body></office:document>`;
  return { fodt, lines, variants: [footName], footerLine: (i, n) => `${footName} – CV – ${i}/${n}` };
}

export const LAYOUTS = {
  wordTables,
  canvaTwo,
  linkedin,
  portal,
  moderncv,
  coverPlus,
  ats,
  academic,
  europass,
  cnForm,
  writer,
};
