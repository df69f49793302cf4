// Held-out part 10: its own templates. Each HTML layout takes a person and { accent, scan } and returns the page
// ({ html }) with what it adds to the truth: handles shown without a URL (links), forms of the name it prints
// (variants), other people on the page (others), a printed footer (footer). `writer` returns a flat ODF document.
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const L = {
  es: {
    exp: 'Experiencia laboral',
    edu: 'Formación académica',
    skills: 'Competencias',
    profile: 'Perfil',
    contact: 'Contacto',
    refs: 'Referencias',
    pubs: 'Publicaciones',
    personal: 'Datos personales',
    id: 'Documento',
    dob: 'Fecha de nacimiento',
    page: 'Página',
    of: 'de',
    letter: 'Carta de presentación',
    regards: 'Atentamente,',
  },
  en: {
    exp: 'Work Experience',
    edu: 'Education',
    skills: 'Skills',
    profile: 'Profile',
    contact: 'Contact',
    refs: 'Referees',
    pubs: 'Selected Publications',
    personal: 'Personal Details',
    id: 'ID',
    dob: 'Date of Birth',
    page: 'Page',
    of: 'of',
    letter: 'Cover Letter',
    regards: 'Yours sincerely,',
  },
  fr: {
    exp: 'Expérience professionnelle',
    edu: 'Formation',
    skills: 'Compétences',
    profile: 'Profil',
    contact: 'Coordonnées',
    refs: 'Références',
    pubs: 'Publications',
    personal: 'État civil',
    id: 'Pièce',
    dob: 'Naissance',
    page: 'Page',
    of: 'sur',
    letter: 'Lettre de motivation',
    regards: 'Veuillez agréer mes salutations distinguées.',
  },
  de: {
    exp: 'Berufserfahrung',
    edu: 'Ausbildung',
    skills: 'Kenntnisse',
    profile: 'Profil',
    contact: 'Kontakt',
    refs: 'Referenzen',
    pubs: 'Veröffentlichungen',
    personal: 'Persönliche Daten',
    id: 'Ausweis',
    dob: 'Geburtsdatum',
    page: 'Seite',
    of: 'von',
    letter: 'Anschreiben',
    regards: 'Mit freundlichen Grüßen',
  },
  id: {
    exp: 'Pengalaman Kerja',
    edu: 'Pendidikan',
    skills: 'Keahlian',
    profile: 'Profil',
    contact: 'Kontak',
    refs: 'Referensi',
    pubs: 'Publikasi',
    personal: 'Data Pribadi',
    id: 'NIK',
    dob: 'Tempat, Tanggal Lahir',
    page: 'Halaman',
    of: 'dari',
    letter: 'Surat Lamaran',
    regards: 'Hormat saya,',
  },
  zh: {
    exp: '工作經歷',
    edu: '學歷',
    skills: '專長',
    profile: '自傳',
    contact: '聯絡方式',
    refs: '推薦人',
    pubs: '著作',
    personal: '個人資料',
    id: '身分證',
    dob: '出生日期',
    page: '第',
    of: '/',
    letter: '求職信',
    regards: '敬上',
  },
  ja: {
    exp: '職歴',
    edu: '学歴',
    skills: '免許・資格',
    profile: '自己PR',
    contact: '連絡先',
    refs: '推薦者',
    pubs: '論文',
    personal: '個人情報',
    id: '番号',
    dob: '生年月日',
    page: 'ページ',
    of: '/',
    letter: '送付状',
    regards: '敬具',
  },
};
const lab = (p) => L[p.language] ?? L.en;
const userOf = (v) => v.replace(/^@/, '').split('/').pop();
function detailsText(p) {
  const t = lab(p);
  return p.details.map((d) =>
    d.kind === 'date_of_birth' ? `${t.dob}: ${d.value}` : d.kind === 'national_id' ? `${t.id}: ${d.value}` : d.value,
  );
}
const page = (css, body, lang) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>@page{size:A4;margin:0}*{box-sizing:border-box}body{margin:0}${css}</style></head><body>${body}</body></html>`;
const jobsHtml = (p, cls = '') =>
  p.jobs
    .map(
      (j) =>
        `<div class="job ${cls}"><div class="jh"><b>${esc(j.title)}</b> — ${esc(j.org)}, ${esc(j.place)} <span class="dt">${esc(j.dates)}</span></div><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`,
    )
    .join('');
const eduHtml = (p) =>
  p.education
    .map((e) => `<p><b>${esc(e.degree)}</b>, ${esc(e.school)}, ${esc(e.place)} (${esc(e.dates)})</p>`)
    .join('');
const refsHtml = (p) =>
  p.referees.length
    ? `<h2>${lab(p).refs}</h2>${p.referees.map((r) => `<p class="ref"><b>${esc(r.name)}</b><br>${esc(r.title)}<br>Tel. ${esc(r.phone)}</p>`).join('')}`
    : '';

/** A moderncv-like CV: serif, the dates in a left column, given and family names on two lines. */
function moderncv(p, { accent }) {
  const t = lab(p);
  const row = (l, r) => `<tr><td class="l">${l}</td><td>${r}</td></tr>`;
  const body = `<div class="w"><div class="n"><span class="g">${esc(p.given)}</span><br><span class="f">${esc(p.family)}</span></div>
<div class="hl">${esc(p.headline)}</div>
<div class="ct">${esc(p.address)}<br>☎ ${esc(p.phone)} · ✉ ${esc(p.email)}${p.links.map((l) => ` · ${esc(l.value)}`).join('')}</div>
<table>${row('', `<h2>${t.profile}</h2>`)}${row('', esc(p.summary))}${row('', `<h2>${t.exp}</h2>`)}
${p.jobs.map((j) => row(esc(j.dates), `<b>${esc(j.title)}</b>, <i>${esc(j.org)}</i>, ${esc(j.place)}<ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`)).join('')}
${row('', `<h2>${t.edu}</h2>`)}${p.education.map((e) => row(esc(e.dates), `<b>${esc(e.degree)}</b>, <i>${esc(e.school)}</i>, ${esc(e.place)}`)).join('')}
${row('', `<h2>${t.skills}</h2>`)}${row('', esc(p.skills.join(', ')))}
${p.details.length ? row('', `<h2>${t.personal}</h2>`) + row('', esc(detailsText(p).join(' — '))) : ''}
${p.keep.length ? row('', `<h2>+</h2>`) + row('', esc(p.keep.join('; '))) : ''}</table>
${refsHtml(p)}</div>`;
  const css = `body{font-family:'Latin Modern Roman','Liberation Serif',serif;font-size:10.5pt;color:#222}.w{padding:16mm 18mm}.n{font-size:30pt;line-height:1.05}.g{color:${accent}}.f{color:#555}.hl{font-style:italic;color:#777;margin:4px 0 10px}.ct{text-align:right;font-size:9pt;margin-top:-50px;margin-bottom:20px}table{border-collapse:collapse;width:100%}td{vertical-align:top;padding:2px 6px}td.l{width:30mm;text-align:right;color:#666;font-size:9pt}h2{color:${accent};font-weight:normal;font-size:14pt;margin:8px 0 2px;border-bottom:1px solid ${accent}}ul{margin:2px 0;padding-left:14px}.ref{margin:4px 0}`;
  return { html: page(css, body, p.language), others: p.referees.map((r) => r.name) };
}

/** A Canva-like two-column design: the name letter-spaced over two lines, skill bars and emoji before contacts. */
function canva(p, { accent }) {
  const t = lab(p);
  const spaced = (s) => s.toUpperCase().split('').join(' ');
  const bars = p.skills
    .map((s, i) => `<div class="sk">${esc(s)}<div class="bar"><i style="width:${90 - i * 12}%"></i></div></div>`)
    .join('');
  const handles = p.links.filter((l) => l.kind === 'handle').map((l) => userOf(l.value));
  const body = `<div class="side"><div class="ph"></div><h3>${t.contact}</h3>
<p>📞 ${esc(p.phone)}</p><p>📧 ${esc(p.email)}</p><p>📍 ${esc(p.addressShort ?? p.address)}</p>${handles.map((h) => `<p>🐙 ${esc(h)}</p>`).join('')}
${p.links
  .filter((l) => l.kind === 'domain')
  .map((l) => `<p>🌐 ${esc(l.value)}</p>`)
  .join('')}
<h3>${t.skills}</h3>${bars}<h3>${t.edu}</h3>${p.education.map((e) => `<p><b>${esc(e.degree)}</b><br>${esc(e.school)}<br>${esc(e.dates)}</p>`).join('')}</div>
<div class="main"><div class="nm">${esc(spaced(p.given))}<br><b>${esc(spaced(p.family))}</b></div><div class="hl">${esc(p.headline)}</div>
<h2>${t.profile}</h2><p>${esc(p.summary)}</p><h2>${t.exp}</h2>${jobsHtml(p)}${p.keep.length ? `<p class="k">${esc(p.keep.join(' · '))}</p>` : ''}</div>`;
  const css = `body{font-family:'Montserrat','DejaVu Sans',sans-serif;font-size:9.5pt;display:flex;min-height:297mm}.side{width:68mm;background:${accent};color:#fff;padding:14mm 7mm}.side h3{letter-spacing:3px;font-size:10pt;border-bottom:1px solid #fff8}.ph{width:34mm;height:34mm;border-radius:50%;background:#fff4;margin:0 auto 8mm}.sk{margin:4px 0}.bar{height:5px;background:#fff5}.bar i{display:block;height:5px;background:#fff}.main{flex:1;padding:16mm 10mm}.nm{font-size:24pt;letter-spacing:2px;line-height:1.2;color:${accent}}.hl{letter-spacing:4px;text-transform:uppercase;font-size:9pt;margin:6px 0 12px}h2{font-size:11pt;letter-spacing:3px;text-transform:uppercase;color:${accent}}.dt{float:right;color:#777}ul{padding-left:14px}.k{font-size:8.5pt;color:#555}`;
  return { html: page(css, body, p.language), links: handles, variants: [spaced(p.given), spaced(p.family)] };
}

/** A LinkedIn "Save to PDF"-like profile: left rail with contact and top skills, "Page n of m" footer. */
function linkedin(p) {
  const handle = p.links.find((l) => l.kind === 'handle');
  const body = `<div class="rail"><h3>Contact</h3><p>${esc(p.email)}</p><p>${esc(p.phone)} (Mobile)</p>${handle ? `<p>${esc(handle.value)} (LinkedIn)</p>` : ''}
<h3>Top Skills</h3>${p.skills
    .slice(0, 3)
    .map((s) => `<p>${esc(s)}</p>`)
    .join('')}<h3>Languages</h3><p>English (Professional Working)</p></div>
<div class="main"><h1>${esc(p.name.full)}</h1><p class="hl">${esc(p.headline)} at ${esc(p.jobs[0].org)}</p><p class="loc">${esc(p.addressShort ?? p.address)}</p>
<h2>Summary</h2><p>${esc(p.summary)}</p><h2>Experience</h2>
${p.jobs.map((j) => `<div class="j"><p class="o">${esc(j.org)}</p><p>${esc(j.title)}</p><p class="g">${esc(j.dates)}<br>${esc(j.place)}</p>${j.bullets.map((b) => `<p>${esc(b)}</p>`).join('')}</div>`).join('')}
<h2>Education</h2>${p.education.map((e) => `<p class="o">${esc(e.school)}</p><p>${esc(e.degree)} · (${esc(e.dates)})</p>`).join('')}</div>`;
  const css = `body{font-family:'Liberation Sans',Arial,sans-serif;font-size:10pt;display:flex}.rail{width:62mm;background:#e9eef3;padding:10mm 6mm;min-height:270mm}.rail h3{font-size:12pt;margin:14px 0 4px}.rail p{margin:2px 0;word-break:break-all}.main{flex:1;padding:10mm 10mm}h1{font-size:24pt;margin:0}.hl{font-size:12pt}.loc{color:#888}h2{font-size:15pt;margin:14px 0 4px}.o{font-size:12pt;margin:6px 0 0}.g{color:#888}p{margin:2px 0}`;
  return {
    html: page(css, body, 'en'),
    footer: {
      template: `<div style="font-size:8pt;width:100%;text-align:center;color:#888">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>`,
      text: (i, n) => [`Page ${i} of ${n}`],
    },
  };
}

/** A job-portal export (Computrabajo/Bumeran/Naukri-like): labelled rows; the name runs into the update stamp. */
function portal(p, { accent }) {
  const t = lab(p);
  const rows = [
    [t.contact, `${p.email} / ${p.phone}`],
    ['📍', p.address],
    ...detailsText(p).map((d) => [t.personal, d]),
  ];
  const body = `<div class="top"><span class="logo">trabajo<b>YA</b>.portal</span></div><div class="w"><div class="hd"><span class="nm">${esc(p.name.full)}</span><span class="up">Actualizado 12/10/2026 · ID candidato 88120${p.locale.charCodeAt(0)}</span></div>
<p class="hl">${esc(p.headline)}</p><table>${rows.map(([a, b]) => `<tr><th>${esc(a)}</th><td>${esc(b)}</td></tr>`).join('')}</table>
<h2>${t.profile}</h2><p>${esc(p.summary)}</p><h2>${t.exp}</h2>${p.jobs.map((j) => `<div class="j"><b>${esc(j.title)}</b><br>${esc(j.org)} | ${esc(j.place)} | ${esc(j.dates)}<br>${j.bullets.map(esc).join(' ')}</div>`).join('')}
<h2>${t.edu}</h2>${eduHtml(p)}<h2>${t.skills}</h2><p>${p.skills.map((s) => `<span class="tag">${esc(s)}</span>`).join(' ')}</p>${p.keep.length ? `<p>${esc(p.keep.join(', '))}</p>` : ''}</div>`;
  const css = `body{font-family:'DejaVu Sans',sans-serif;font-size:9pt;color:#333}.top{background:${accent};color:#fff;padding:4mm 12mm;font-size:13pt}.w{padding:6mm 12mm}.nm{font-size:17pt;font-weight:bold}.up{font-size:7.5pt;color:#999}.hl{font-size:11pt;color:${accent}}table{border-collapse:collapse;width:100%}th{text-align:left;width:40mm;background:#f2f2f2;padding:3px;font-weight:normal;color:#666}td{padding:3px;border-bottom:1px solid #eee}h2{font-size:11pt;background:#f2f2f2;padding:3px 6px;margin:10px 0 4px}.j{margin:5px 0}.tag{border:1px solid #ccc;border-radius:9px;padding:1px 6px}`;
  return { html: page(css, body, p.language) };
}

/** A plain ATS text resume: one column, monospace-ish, the name in capitals, pipes between contact items. */
function ats(p) {
  const t = lab(p);
  const caps = p.name.full.toUpperCase();
  const body = `<div class="w"><p class="nm">${esc(caps)}</p><p>${esc(p.addressShort ?? p.address)} | ${esc(p.phone)} | ${esc(p.email)}${p.links.map((l) => ` | ${esc(l.value)}`).join('')}</p>
<p>${t.profile.toUpperCase()}</p><p>${esc(p.summary)}</p><p>${t.exp.toUpperCase()}</p>
${p.jobs.map((j) => `<p>${esc(j.org)}, ${esc(j.place)} -- ${esc(j.title)} (${esc(j.dates)})</p>${j.bullets.map((b) => `<p>- ${esc(b)}</p>`).join('')}`).join('')}
<p>${t.edu.toUpperCase()}</p>${p.education.map((e) => `<p>${esc(e.school)}, ${esc(e.place)} -- ${esc(e.degree)}, ${esc(e.dates)}</p>`).join('')}
<p>${t.skills.toUpperCase()}</p><p>${esc(p.skills.join(', '))}</p>${p.keep.length ? `<p>${esc(p.keep.join('; '))}</p>` : ''}${p.details.length ? `<p>${esc(detailsText(p).join('; '))}</p>` : ''}</div>`;
  const css = `body{font-family:'Liberation Mono','DejaVu Sans Mono',monospace;font-size:9.5pt}.w{padding:18mm 20mm}p{margin:3px 0}.nm{font-size:13pt;font-weight:bold}`;
  return { html: page(css, body, p.language), variants: [caps] };
}

/** An academic CV: publications with the candidate among co-authors ("Lastname, F." and "F. Lastname"), referees. */
function academic(p, { accent }) {
  const t = lab(p);
  const fam = p.family.split(' ').pop();
  const ini = p.given[0];
  const pubs = [
    `${fam}, ${ini}. S., ${p.coauthors[0] ?? 'Okafor, C.'} (2022). Shelf-life modelling of ready-to-drink beverages. Journal of Food Engineering, 318, 110902.`,
    `${p.coauthors[1] ?? 'M. Tan'}, ${ini}. ${fam} (2019). Supercritical CO₂ extraction yields. In Proc. Gordon Research Conference on Food Science, pp. 41–48.`,
    `${ini}. S. ${fam} and ${p.coauthors[1] ?? 'M. Tan'} (2016). Volatile profiles by GC-MS. Food Chemistry 204: 77–85.`,
  ];
  const body = `<div class="w"><h1>${esc(p.name.full)}</h1><p class="c">${esc(p.headline)} · ${esc(p.address)} · ${esc(p.phone)} · ${esc(p.email)}</p>
<h2>Research Interests</h2><p>${esc(p.summary)}</p><h2>Academic Appointments</h2>${jobsHtml(p)}<h2>${t.edu}</h2>${eduHtml(p)}
<h2>${t.pubs}</h2><ol>${pubs.map((x) => `<li>${esc(x)}</li>`).join('')}</ol><h2>Methods</h2><p>${esc(p.skills.join(' · '))}</p>
${p.details.length ? `<p class="c">${esc(detailsText(p).join(' · '))}</p>` : ''}${refsHtml(p)}</div>`;
  const css = `body{font-family:'Liberation Serif',serif;font-size:10.5pt}.w{padding:20mm 22mm}h1{text-align:center;font-variant:small-caps;font-size:20pt;margin:0}.c{text-align:center;font-size:9pt}h2{font-size:11.5pt;border-bottom:1px solid ${accent};color:${accent};margin:12px 0 4px}ol li{margin:3px 0}.dt{float:right}ul{margin:0}`;
  return {
    html: page(css, body, p.language),
    variants: [`${fam}, ${ini}. S.`, `${ini}. ${fam}`, `${ini}. S. ${fam}`],
    others: [...p.coauthors, ...p.referees.map((r) => r.name)],
  };
}

/** A cover letter and the resume in one PDF; the letter is signed with the name and the phone. */
function cover(p, opts) {
  const t = lab(p);
  const letter = `<div class="cl"><p>${esc(p.address)}<br>${esc(p.email)}</p><p>${esc(t.letter)}</p><p>${esc(p.jobDescription)}</p>
<p>${esc(p.summary)} ${esc(p.jobs[0].bullets[0])}</p><p>${esc(t.regards)}</p><p class="sig">${esc(p.name.variants[0])}<br>${esc(p.phone)}</p></div>`;
  const cv = moderncv(p, opts);
  const css = `.cl{padding:25mm 25mm;font-family:'Liberation Serif',serif;font-size:11pt;height:297mm;page-break-after:always}.sig{font-style:italic;margin-top:20px}`;
  return { ...cv, html: cv.html.replace('<body>', `<body>${letter}`).replace('</style>', `${css}</style>`) };
}

/** A printed application form (rirekisho-like for Japan, a labelled form elsewhere), filled in and scanned. */
function form(p) {
  const t = lab(p);
  const cell = (a, b) => `<tr><th>${esc(a)}</th><td>${esc(b)}</td></tr>`;
  const body = `<div class="w"><h1>${p.language === 'ja' ? '履 歴 書' : p.language === 'zh' ? '個 人 履 歷 表' : esc(t.personal)}</h1><p class="dt">2026年11月1日現在</p><table>
${cell(p.language === 'ja' ? 'ふりがな / 氏名' : '姓名 / Name', p.name.full)}${p.name.variants
    .filter((v) => /[A-Za-z]/.test(v))
    .slice(0, 1)
    .map((v) => cell('English', v))
    .join('')}
${detailsText(p)
  .map((d) => cell(t.personal, d))
  .join(
    '',
  )}${cell(p.language === 'ja' ? '現住所' : '地址', p.address)}${cell(p.language === 'ja' ? '電話' : '電話', p.phone)}${cell('E-mail', p.email)}</table>
<table class="h"><tr><th>${t.edu} / ${t.exp}</th></tr>${p.education.map((e) => `<tr><td>${esc(e.dates)}\u3000${esc(e.school)}\u3000${esc(e.degree)}</td></tr>`).join('')}
${p.jobs.map((j) => `<tr><td>${esc(j.dates)}\u3000${esc(j.org)}\u3000${esc(j.title)}</td></tr><tr><td>\u3000${esc(j.bullets[0])}</td></tr>`).join('')}</table>
<table class="h"><tr><th>${t.skills}</th></tr><tr><td>${esc(p.skills.join('、'))}</td></tr><tr><th>${t.profile}</th></tr><tr><td>${esc(p.summary)}</td></tr></table></div>`;
  const css = `body{font-family:'Noto Sans CJK JP','Noto Sans CJK SC',sans-serif;font-size:10pt;background:#fff}.w{padding:12mm 14mm}h1{text-align:center;letter-spacing:6px;font-size:18pt;margin:0}.dt{text-align:right;font-size:8pt}table{border-collapse:collapse;width:100%;margin-bottom:8px}th,td{border:1px solid #333;padding:4px 6px;text-align:left}th{width:34mm;background:#f4f4f4;font-weight:normal}.h th{width:auto}`;
  return { html: page(css, body, p.language) };
}

/** A Word-like two-page resume printed by Chromium with the name and page number in the footer. */
function wordfooter(p) {
  const t = lab(p);
  const body = `<div class="w"><h1>${esc(p.name.full)}</h1><p>${esc(p.headline)}</p><p>${esc(p.address)} • ${esc(p.phone)} • ${esc(p.email)}</p>
<h2>${t.profile}</h2><p>${esc(p.summary)}</p><h2>${t.exp}</h2>${jobsHtml(p)}<div class="pb"></div><h2>${t.edu}</h2>${eduHtml(p)}<h2>${t.skills}</h2><p>${esc(p.skills.join(' • '))}</p>
${p.keep.length ? `<p>${esc(p.keep.join(' • '))}</p>` : ''}${p.details.length ? `<h2>${t.personal}</h2><p>${esc(detailsText(p).join(' • '))}</p>` : ''}${refsHtml(p)}</div>`;
  const css = `body{font-family:'Carlito','Liberation Sans',sans-serif;font-size:11pt}.w{padding:0 22mm}h1{font-size:20pt;margin:0}h2{font-size:12.5pt;color:#1f4e79;border-bottom:1px solid #1f4e79}.pb{page-break-after:always}.dt{float:right}`;
  const short = p.name.variants[0];
  return {
    html: page(css, body, p.language),
    others: p.referees.map((r) => r.name),
    footer: {
      template: `<div style="font-size:8pt;width:100%;padding:0 22mm;display:flex;justify-content:space-between;font-family:Carlito,sans-serif"><span>${esc(short)} – CV</span><span>${t.page} <span class="pageNumber"></span> ${t.of} <span class="totalPages"></span></span></div>`,
      text: (i, n) => [`${short} – CV`, `${t.page} ${i} ${t.of} ${n}`],
    },
  };
}

/** LibreOffice: a Europass-like labelled table and a page footer with the name, exported to PDF or DOCX. */
function writer(p) {
  const t = lab(p);
  const x = (s) => esc(s);
  const para = (style, s) => `<text:p text:style-name="${style}">${x(s)}</text:p>`;
  const lines = [];
  const P = (style, s) => (lines.push(s), para(style, s));
  const rows = [
    [t.contact, p.email],
    ['Tel.', p.phone],
    ['', p.address],
    ...p.links.map((l) => ['Web', l.value]),
    ...detailsText(p).map((d) => [t.personal, d]),
  ];
  const table = `<table:table table:name="c"><table:table-column table:number-columns-repeated="2"/>${rows
    .map(
      ([a, b]) =>
        `<table:table-row><table:table-cell office:value-type="string">${P('Lbl', a)}</table:table-cell><table:table-cell office:value-type="string">${P('Body', b)}</table:table-cell></table:table-row>`,
    )
    .join('')}</table:table>`;
  const head = [P('Name', p.name.full), P('Body', p.headline)].join('');
  const bodyParts = [
    table,
    P('Heading', t.profile),
    P('Body', p.summary),
    P('Heading', t.exp),
    ...p.jobs.flatMap((j) => [
      P('Entry', `${j.dates}  ${j.title}`),
      P('Body', `${j.org}, ${j.place}`),
      ...j.bullets.map((b) => P('Body', `• ${b}`)),
    ]),
    P('Heading', t.edu),
    ...p.education.flatMap((e) => [P('Entry', `${e.dates}  ${e.degree}`), P('Body', `${e.school}, ${e.place}`)]),
    P('Heading', t.skills),
    P('Body', p.skills.join(', ')),
    ...(p.keep.length ? [P('Body', p.keep.join('; '))] : []),
    ...(p.referees.length
      ? [P('Heading', t.refs), ...p.referees.flatMap((r) => [P('Body', r.name), P('Body', `${r.title}, ${r.phone}`)])]
      : []),
  ];
  const short = p.name.variants[0];
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:styles>
<style:default-style style:family="paragraph"><style:text-properties style:font-name="Liberation Sans" fo:font-family="'Liberation Sans'" fo:font-size="10pt"/></style:default-style>
<style:style style:name="Name" style:family="paragraph"><style:text-properties fo:font-size="20pt" fo:font-weight="bold" fo:color="#0e4194"/></style:style>
<style:style style:name="Heading" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.3cm" fo:margin-bottom="0.1cm"/><style:text-properties fo:font-size="12pt" fo:color="#0e4194" fo:font-weight="bold"/></style:style>
<style:style style:name="Entry" style:family="paragraph"><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="Lbl" style:family="paragraph"><style:paragraph-properties fo:text-align="end"/><style:text-properties fo:color="#555555" fo:font-size="9pt"/></style:style>
<style:style style:name="Body" style:family="paragraph"/>
<style:style style:name="Foot" style:family="paragraph"><style:text-properties fo:font-size="8pt" fo:color="#666666"/></style:style>
</office:styles>
<office:automatic-styles><style:page-layout style:name="pm"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.5cm" fo:margin-bottom="1.2cm" fo:margin-left="2cm" fo:margin-right="2cm"/></style:page-layout></office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm"><style:footer><text:p text:style-name="Foot">${x(short)} · ${t.page} <text:page-number text:select-page="current">1</text:page-number> ${t.of} <text:page-count>1</text:page-count></text:p></style:footer></style:master-page></office:master-styles>
<office:body><office:text>${head}${bodyParts.join('')}</office:text></office:body></office:document>`;
  return { fodt, lines: lines.filter(Boolean), footerLine: (i, n) => `${short} · ${t.page} ${i} ${t.of} ${n}` };
}

export const LAYOUTS = { moderncv, canva, linkedin, portal, ats, academic, cover, form, wordfooter, writer };
