// Held-out part 34's own templates: the CVs of senior, regulated professionals as they are sent in each country.
// Each HTML layout returns { html, footer?, links?, variants?, others? } (the shapes ../heldout-run.mjs reads);
// `writer` returns a flat ODF for LibreOffice with the lines it shows and its footer line per page.

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const cjk = (p) => ['zh', 'ja', 'ko'].includes(p.language);

/** Section titles in the CV's own language. */
const T = {
  en: {
    profile: 'Professional Profile',
    exp: 'Professional Experience',
    edu: 'Education & Qualifications',
    skills: 'Core Competencies',
    mem: 'Professional Memberships',
    pub: 'Selected Publications',
    ref: 'Referees',
    personal: 'Personal Details',
    reg: 'Registration',
  },
  es: {
    profile: 'Perfil profesional',
    exp: 'Experiencia profesional',
    edu: 'Formación académica',
    skills: 'Competencias',
    mem: 'Colegiaciones y asociaciones',
    pub: 'Publicaciones',
    ref: 'Referencias',
    personal: 'Datos personales',
    reg: 'Registro profesional',
  },
  pt: {
    profile: 'Resumo profissional',
    exp: 'Experiência profissional',
    edu: 'Formação acadêmica',
    skills: 'Competências',
    mem: 'Associações',
    pub: 'Publicações',
    ref: 'Referências',
    personal: 'Dados pessoais',
    reg: 'Registro profissional',
  },
  de: {
    profile: 'Kurzprofil',
    exp: 'Beruflicher Werdegang',
    edu: 'Ausbildung',
    skills: 'Kenntnisse',
    mem: 'Mitgliedschaften',
    pub: 'Publikationen',
    ref: 'Referenzen',
    personal: 'Persönliche Daten',
    reg: 'Approbation',
  },
  fr: {
    profile: 'Profil',
    exp: 'Expérience professionnelle',
    edu: 'Formation',
    skills: 'Compétences',
    mem: 'Affiliations',
    pub: 'Publications',
    ref: 'Références',
    personal: 'État civil',
    reg: 'Inscription',
  },
  it: {
    profile: 'Profilo',
    exp: 'Esperienza professionale',
    edu: 'Istruzione e formazione',
    skills: 'Competenze',
    mem: 'Iscrizioni',
    pub: 'Pubblicazioni',
    ref: 'Referenze',
    personal: 'Informazioni personali',
    reg: 'Albo',
  },
  pl: {
    profile: 'Profil zawodowy',
    exp: 'Doświadczenie zawodowe',
    edu: 'Wykształcenie',
    skills: 'Umiejętności',
    mem: 'Członkostwo',
    pub: 'Publikacje',
    ref: 'Referencje',
    personal: 'Dane osobowe',
    reg: 'Uprawnienia',
  },
  ro: {
    profile: 'Profil profesional',
    exp: 'Experiență profesională',
    edu: 'Educație și formare',
    skills: 'Competențe',
    mem: 'Afilieri',
    pub: 'Publicații',
    ref: 'Recomandări',
    personal: 'Informații personale',
    reg: 'Drept de practică',
  },
  vi: {
    profile: 'Giới thiệu',
    exp: 'Kinh nghiệm làm việc',
    edu: 'Học vấn',
    skills: 'Kỹ năng',
    mem: 'Hội nghề nghiệp',
    pub: 'Bài viết',
    ref: 'Người tham chiếu',
    personal: 'Thông tin cá nhân',
    reg: 'Chứng chỉ hành nghề',
  },
  id: {
    profile: 'Ringkasan',
    exp: 'Pengalaman Kerja',
    edu: 'Pendidikan',
    skills: 'Keahlian',
    mem: 'Organisasi Profesi',
    pub: 'Publikasi',
    ref: 'Referensi',
    personal: 'Data Pribadi',
    reg: 'Registrasi',
  },
  zh: {
    profile: '个人简介',
    exp: '工作经历',
    edu: '教育背景',
    skills: '专业技能',
    mem: '学术任职',
    pub: '论文',
    ref: '推荐人',
    personal: '基本信息',
    reg: '执业资格',
  },
  ko: {
    profile: '자기소개',
    exp: '경력사항',
    edu: '학력사항',
    skills: '보유기술',
    mem: '학회활동',
    pub: '논문',
    ref: '추천인',
    personal: '인적사항',
    reg: '면허',
  },
  ja: {
    profile: '自己PR',
    exp: '職歴',
    edu: '学歴',
    skills: '資格・スキル',
    mem: '所属学会',
    pub: '論文',
    ref: '推薦者',
    personal: '基本情報',
    reg: '免許',
  },
};
const t = (p) => T[p.language] ?? T.en;
const nameOf = (p) => (p.title ? `${p.title} ${p.name.full}` : p.name.full);
function split(p) {
  const w = p.name.full.split(' ');
  const twoSurnames = ['es', 'pt'].includes(p.language) && w.length >= 4;
  const k = twoSurnames ? w.length - 2 : w.length - 1;
  return [w.slice(0, k).join(' '), w.slice(k).join(' ')];
}
const page = (css, body, lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>@page{size:A4;margin:0}*{box-sizing:border-box}body{margin:0}${css}</style></head><body>${body}</body></html>`;
/** The person's longer sections (./extra.mjs), none on a scanned page. */
const extras = (p) => p.extra ?? [];
const bullets = (j) => (j.bullets.length ? `<ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : '');

// 1. A two-page Word-like CV (Calibri-looking sans, Word tables), the name and page number in the footer.
function wordcv(p, { accent, scan }) {
  const s = t(p);
  const css = `@page{margin:${scan ? '0' : '14mm 0 16mm'}}body{font-family:'Noto Sans','DejaVu Sans',sans-serif;font-size:10.5pt;color:#111;padding:${scan ? '14mm 20mm' : '0 20mm'}}
  h1{font-size:20pt;margin:0 0 2pt;color:${accent}}.hl{font-size:11pt;margin-bottom:6pt}
  h2{break-after:avoid;font-size:11.5pt;text-transform:uppercase;border-bottom:1.2pt solid ${accent};margin:12pt 0 5pt;padding-bottom:1pt}
  table{border-collapse:collapse;width:100%}td{vertical-align:top;padding:1.5pt 4pt}td.l{width:38mm;font-weight:bold}
  .job{margin-bottom:6pt}.jh{display:flex;justify-content:space-between;font-weight:bold}.org{font-style:italic}ul{margin:2pt 0 0 0;padding-left:16pt}
  .ref{display:inline-block;width:48%;vertical-align:top;margin-bottom:6pt}`;
  const rows = [
    ...(p.language === 'es'
      ? [
          ['Domicilio', p.address],
          ['Teléfono', p.phone],
          ['Correo', p.email],
        ]
      : [
          ['Address', p.address],
          ['Telephone', p.phone],
          ['E-mail', p.email],
        ]),
    ...p.details.map((d) => [d.label, d.value]),
  ];
  const body = `<h1>${esc(nameOf(p))}</h1><div class="hl">${esc(p.headline)}</div>
  <h2>${s.personal}</h2><table>${rows.map(([l, v]) => `<tr><td class="l">${esc(l)}</td><td>${esc(v)}</td></tr>`).join('')}</table>
  <h2>${s.profile}</h2><p>${esc(p.summary)}</p>
  <h2>${s.exp}</h2>${p.jobs.map((j) => `<div class="job"><div class="jh"><span>${esc(j.title)}</span><span>${esc(j.dates)}</span></div><div class="org">${esc(j.org)}, ${esc(j.place)}</div>${bullets(j)}</div>`).join('')}
  <h2>${s.edu}</h2><table>${p.education.map((e) => `<tr><td class="l">${esc(e.dates)}</td><td>${esc(e.degree)} — ${esc(e.school)}, ${esc(e.place)}</td></tr>`).join('')}</table>
  ${extras(p)
    .map((x) => `<h2>${esc(x.title)}</h2><ul>${x.items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`)
    .join('')}
  <h2>${s.mem}</h2><ul>${(p.memberships ?? []).map((m) => `<li>${esc(m)}</li>`).join('')}</ul>
  <h2>${s.skills}</h2><p>${p.skills.map(esc).join(' • ')}</p>
  ${p.referees?.length ? `<h2>${s.ref}</h2>${p.referees.map((r) => `<div class="ref"><b>${esc(r.name)}</b><br>${esc(r.title)}<br>${esc(r.org)}<br>Tel: ${esc(r.phone)}<br>${esc(r.email)}</div>`).join('')}` : ''}
  ${
    scan || p.language !== 'en'
      ? ''
      : `<h2>Declaration</h2><p>I hereby declare that the information furnished above is true to the best of my knowledge and belief.</p>
  <table style="margin-top:10pt"><tr><td>Place: ${esc(p.jobs[0].place)}<br>Date: 20/11/2026</td><td style="text-align:right">(${esc(p.name.full.toUpperCase())})</td></tr></table>`
  }`;
  const footerName = p.name.full;
  return {
    html: page(css, body, p.language),
    footer: {
      template: `<div style="font-size:8pt;width:100%;padding:0 20mm;display:flex;justify-content:space-between;font-family:'Noto Sans'"><span>${esc(footerName)} – Curriculum Vitae</span><span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>`,
      text: (i, n) => [`${footerName} – Curriculum Vitae`, `Page ${i} of ${n}`],
    },
    variants: [p.name.full.toUpperCase()],
    others: (p.referees ?? []).map((r) => r.name),
  };
}

// 2. Europass (the 2013-style two-column form: labels right-aligned on the left, blue headings).
function europass(p) {
  const s = t(p);
  const [given, family] = split(p);
  const css = `body{font-family:'DejaVu Sans',sans-serif;font-size:9pt;color:#3f3a38;padding:14mm 14mm}
  .row{display:flex;margin-bottom:4pt}.lab{width:48mm;text-align:right;padding-right:8pt;color:#1593cb;text-transform:uppercase;font-size:8pt}
  .val{flex:1}.sec{border-bottom:0.6pt solid #1593cb;margin:12pt 0 6pt;display:flex}.sec .lab{font-weight:bold}
  .logo{color:#1593cb;font-size:15pt;font-weight:bold;margin-bottom:8pt}.nm{font-size:15pt;color:#1593cb}.jt{color:#1593cb;font-size:10pt}`;
  const contact = [
    `<div>${esc(p.address)}</div>`,
    `<div>☎ ${esc(p.phone)}</div>`,
    `<div>✉ ${esc(p.email)}</div>`,
    ...p.details.map((d) => `<div><span style="color:#1593cb">${esc(d.label)}</span> ${esc(d.value)}</div>`),
  ].join('');
  const body = `<div class="logo">europass <span style="font-size:9pt;font-weight:normal">Curriculum Vitae</span></div>
  <div class="row"><div class="lab">${s.personal}</div><div class="val"><div class="nm">${esc(given)} ${esc(family.toUpperCase())}</div>${contact}</div></div>
  <div class="row"><div class="lab">${s.profile}</div><div class="val jt">${esc(p.headline)}</div></div>
  <div class="sec"><div class="lab">${s.exp}</div><div></div></div>
  ${p.jobs.map((j) => `<div class="row"><div class="lab">${esc(j.dates)}</div><div class="val"><div class="jt">${esc(j.title)}</div><div>${esc(j.org)}, ${esc(j.place)}</div>${bullets(j)}</div></div>`).join('')}
  <div class="sec"><div class="lab">${s.edu}</div><div></div></div>
  ${p.education.map((e) => `<div class="row"><div class="lab">${esc(e.dates)}</div><div class="val"><div class="jt">${esc(e.degree)}</div><div>${esc(e.school)}, ${esc(e.place)}</div></div></div>`).join('')}
  <div class="sec"><div class="lab">${s.skills}</div><div></div></div>
  <div class="row"><div class="lab">&nbsp;</div><div class="val">${p.skills.map(esc).join(', ')}</div></div>
  <div class="row"><div class="lab">${s.mem}</div><div class="val">${(p.memberships ?? []).map(esc).join('<br>')}</div></div>
  <div class="row"><div class="lab">&nbsp;</div><div class="val">${esc(p.summary)}</div></div>
  <div style="text-align:right;font-size:7pt;color:#888;margin-top:20pt">© European Union, 2002-2026 | europass.europa.eu</div>`;
  return { html: page(css, body, p.language), variants: [`${given} ${family.toUpperCase()}`, family.toUpperCase()] };
}

// 3. A job-portal profile export: the site's bar, the name set tight against the headline, key-value tables.
function portal(p, { accent }) {
  const s = t(p);
  const site =
    { IN: 'naukriwala.example', MX: 'empleos-sureste.example', VN: 'vieclam24.example', PK: 'rozgar.example' }[
      p.locale
    ] ?? 'jobsportal.example';
  const css = `body{font-family:'Nimbus Sans','DejaVu Sans',sans-serif;font-size:9.5pt;color:#222}
  .bar{background:${accent};color:#fff;padding:6pt 14mm;font-size:8.5pt;display:flex;justify-content:space-between}
  .wrap{padding:8pt 14mm}.top{display:flex;gap:12pt;align-items:center;border-bottom:1pt solid #ddd;padding-bottom:8pt}
  .av{width:52pt;height:52pt;border-radius:50%;background:#ccd;flex:none}.nm{font-size:17pt;font-weight:bold}.hl{font-size:10pt;color:#555}
  table{width:100%;border-collapse:collapse;margin-top:6pt}td{border:0.5pt solid #ddd;padding:3pt 5pt;vertical-align:top}td.k{width:34%;background:#f5f5f5;color:#555}
  h3{font-size:10.5pt;color:${accent};margin:12pt 0 4pt}.job{margin-bottom:6pt}ul{margin:2pt 0;padding-left:14pt}`;
  const kv = [
    ['Current Designation', p.jobs[0].title],
    ['Current Company', p.jobs[0].org],
    ['Current Location', p.addressShort],
    ['Mobile', p.phone],
    ['Email ID', p.email],
    ...p.details.map((d) => [d.label, d.value]),
    ['Key Skills', p.skills.join(', ')],
  ];
  const body = `<div class="bar"><span>${site} · Candidate profile</span><span>Profile ID ${1000 + p.key.length * 7371} · Downloaded 27-Nov-2026</span></div>
  <div class="wrap"><div class="top"><div class="av"></div><div><span class="nm">${esc(p.name.full)}</span><span class="hl">${esc(p.headline)}</span><div class="hl">${esc(p.addressShort)}</div></div></div>
  <table>${kv.map(([k, v]) => `<tr><td class="k">${esc(k)}</td><td>${esc(v)}</td></tr>`).join('')}</table>
  <h3>Profile Summary</h3><p>${esc(p.summary)}</p>
  <h3>${s.exp}</h3>${p.jobs.map((j) => `<div class="job"><b>${esc(j.title)}</b> at ${esc(j.org)} (${esc(j.place)})<br><span style="color:#666">${esc(j.dates)}</span>${bullets(j)}</div>`).join('')}
  <h3>${s.edu}</h3>${p.education.map((e) => `<div>${esc(e.degree)}, ${esc(e.school)}, ${esc(e.place)} — ${esc(e.dates)}</div>`).join('')}
  <h3>Certifications</h3>${(p.memberships ?? []).map((m) => `<div>${esc(m)}</div>`).join('')}
  <p style="color:#999;font-size:7.5pt;margin-top:16pt">This profile was exported by ${site}. Contact details are shown to registered recruiters only.</p></div>`;
  return { html: page(css, body, p.language) };
}

// 4. An academic / medical CV in a LaTeX (moderncv "classic") look: serif, the rule before each section title,
//    dates in a left margin column, publications with the candidate among the co-authors, talks and referees.
function academic(p, { accent }) {
  const s = t(p);
  const css = `body{font-family:'C059','Nimbus Roman',serif;font-size:10.5pt;color:#222;padding:18mm 18mm 14mm}
  .nm{font-size:26pt;color:#333}.nm b{color:${accent};font-weight:normal}.hl{font-style:italic;font-size:12pt;color:#555;margin-bottom:4pt}
  .top{display:flex;justify-content:space-between;gap:10mm}.ct{text-align:right;font-size:9pt;line-height:1.5;max-width:70mm}
  h2{break-after:avoid;display:flex;align-items:center;font-weight:normal;color:${accent};font-size:13pt;margin:12pt 0 4pt}h2::before{content:'';width:30mm;height:3pt;background:${accent};opacity:.5;margin-right:6pt}
  .e{display:flex;margin-bottom:4pt}.d{width:30mm;text-align:right;padding-right:8pt;font-size:9.5pt;flex:none}.b{flex:1}ol{margin:0;padding-left:46mm}ol li{margin-bottom:3pt}`;
  const [given, family] = split(p);
  const ct = [
    p.address,
    `☏ ${p.phone}`,
    `✉ ${p.email}`,
    ...p.details.filter((d) => d.kind === 'national_id').map((d) => `${d.label} ${d.value}`),
  ];
  const body = `<div class="top"><div><div class="nm">${esc(p.title ?? '')} ${esc(given)} <b>${esc(family)}</b></div><div class="hl">${esc(p.headline)}</div></div>
  <div class="ct">${ct.map((c) => `<div>${esc(c)}</div>`).join('')}</div></div>
  <h2>${s.exp}</h2>${p.jobs.map((j) => `<div class="e"><div class="d">${esc(j.dates)}</div><div class="b"><b>${esc(j.title)}</b>, <i>${esc(j.org)}</i>, ${esc(j.place)}.${j.bullets.map((b) => ` ${esc(b)}`).join('')}</div></div>`).join('')}
  <h2>${s.edu}</h2>${p.education.map((e) => `<div class="e"><div class="d">${esc(e.dates)}</div><div class="b"><b>${esc(e.degree)}</b>, <i>${esc(e.school)}</i>, ${esc(e.place)}.</div></div>`).join('')}
  <h2>${s.pub}</h2><ol>${(p.publications ?? []).map((x) => `<li>${esc(x)}</li>`).join('')}</ol>
  ${extras(p)
    .map(
      (x) =>
        `<h2>${esc(x.title)}</h2>${x.items.map((i) => `<div class="e"><div class="d"></div><div class="b">${esc(i)}</div></div>`).join('')}`,
    )
    .join('')}
  <h2>${s.mem}</h2>${(p.memberships ?? []).map((m) => `<div class="e"><div class="d"></div><div class="b">${esc(m)}</div></div>`).join('')}
  <h2>${s.skills}</h2><div class="e"><div class="d"></div><div class="b">${p.skills.map(esc).join(' · ')}; ${p.keep.map(esc).join('; ')}</div></div>
  <h2>${s.ref}</h2>${(p.referees ?? []).map((r) => `<div class="e"><div class="d"></div><div class="b"><b>${esc(r.name)}</b>, ${esc(r.title)}, ${esc(r.org)}. Phone ${esc(r.phone)} · ${esc(r.email)}</div></div>`).join('')}`;
  return { html: page(css, body, p.language), others: [...(p.referees ?? []).map((r) => r.name)] };
}

// 5. A "modern" one-column CV: contact items after glyphs, a handle without its URL, a personal domain.
function modern(p, { accent, scan }) {
  const s = t(p);
  const css = `body{font-family:'Noto Sans','DejaVu Sans',sans-serif;font-size:${scan ? 10 : 10}pt;color:#1d1d1f;padding:${scan ? '12mm 16mm' : '16mm 18mm'}}
  .nm{font-size:24pt;font-weight:800;letter-spacing:-0.5pt}.hl{color:${accent};font-size:11.5pt;margin:2pt 0 8pt}
  .ct{display:flex;flex-wrap:wrap;gap:4pt 14pt;font-size:9pt;color:#444;border-bottom:2pt solid ${accent};padding-bottom:8pt}
  .ic{font-family:'DejaVu Sans','Noto Sans Symbols2';color:${accent};margin-right:3pt}
  h2{font-size:10pt;letter-spacing:2pt;text-transform:uppercase;color:${accent};margin:12pt 0 4pt}
  .j{margin-bottom:7pt}.jt{font-weight:700}.jm{color:#666;font-size:9pt}ul{margin:2pt 0;padding-left:14pt}.tags span{display:inline-block;border:0.7pt solid ${accent};border-radius:8pt;padding:1pt 6pt;margin:2pt 3pt 0 0;font-size:8.5pt}`;
  const icons = [
    ['✆', p.phone],
    ['✉', p.email],
    ['⌂', p.addressShort],
    ...p.links.map((l) => [
      l.kind === 'domain' ? '🌐︎' : '⌥',
      l.kind === 'handle' && !l.value.includes('/') ? `@${l.value}` : l.value,
    ]),
    ...p.details
      .filter((d) => d.kind === 'national_id')
      .slice(0, 1)
      .map((d) => ['✚', `${d.label} ${d.value}`]),
  ];
  const body = `<div class="nm">${esc(nameOf(p))}</div><div class="hl">${esc(p.headline)}</div>
  <div class="ct">${icons.map(([i, v]) => `<span><span class="ic">${i}</span>${esc(v)}</span>`).join('')}</div>
  <h2>${s.profile}</h2><div>${esc(p.summary)}</div>
  <h2>${s.exp}</h2>${p.jobs.map((j) => `<div class="j"><div class="jt">${esc(j.title)} · ${esc(j.org)}</div><div class="jm">${esc(j.place)} | ${esc(j.dates)}</div>${bullets(j)}</div>`).join('')}
  <h2>${s.edu}</h2>${p.education.map((e) => `<div class="j"><div class="jt">${esc(e.degree)}</div><div class="jm">${esc(e.school)}, ${esc(e.place)} | ${esc(e.dates)}</div></div>`).join('')}
  <h2>${s.skills}</h2><div class="tags">${p.skills.map((x) => `<span>${esc(x)}</span>`).join('')}</div>
  ${scan ? '' : `<h2>${s.mem}</h2>${(p.memberships ?? []).map((m) => `<div>${esc(m)}</div>`).join('')}`}`;
  const handles = p.links.filter((l) => l.kind === 'handle' && !l.value.includes('/')).map((l) => `@${l.value}`);
  return { html: page(css, body, p.language), links: handles };
}

// 6. A Canva-like two-column design: the name over two lines, the given name letter-spaced, a coloured sidebar
//    with skill bars and contact items, the career on the right.
function canva(p, { accent }) {
  const s = t(p);
  const [given, family] = split(p);
  const spaced = given.toUpperCase().split('').join(' ');
  const css = `body{font-family:'Nimbus Sans','DejaVu Sans',sans-serif;font-size:9.5pt;color:#2b2b2b;display:flex;min-height:297mm}
  .side{width:68mm;background:${accent};color:#fff;padding:16mm 8mm}.main{flex:1;padding:16mm 12mm}
  .g{font-size:13pt;font-weight:300}.f{font-size:28pt;font-weight:bold;letter-spacing:3pt;color:${accent};line-height:1}
  .hl{font-size:10pt;margin:6pt 0 10pt;color:#666;text-transform:uppercase;letter-spacing:1pt}
  .side h3{font-size:9pt;letter-spacing:2pt;border-bottom:0.6pt solid #fff;padding-bottom:2pt;margin:14pt 0 5pt}
  .bar{height:4pt;background:rgba(255,255,255,.3);margin:1pt 0 5pt}.bar i{display:block;height:100%;background:#fff}
  h2{font-size:11pt;color:${accent};letter-spacing:1.5pt;margin:12pt 0 5pt}.j{margin-bottom:7pt}ul{margin:2pt 0;padding-left:13pt}`;
  const side = `<h3>CONTACT</h3><div>📞︎ ${esc(p.phone)}</div><div>✉ ${esc(p.email)}</div><div>📍︎ ${esc(p.address)}</div>
  ${p.details.map((d) => `<div>${esc(d.label)}: ${esc(d.value)}</div>`).join('')}
  <h3>${s.skills.toUpperCase()}</h3>${p.skills.map((x, i) => `<div>${esc(x)}</div><div class="bar"><i style="width:${95 - i * 9}%"></i></div>`).join('')}
  <h3>${s.mem.toUpperCase()}</h3>${(p.memberships ?? []).map((m) => `<div style="margin-bottom:3pt">${esc(m)}</div>`).join('')}`;
  const main = `<div class="g">${spaced}</div><div class="f">${esc(family.toUpperCase())}</div><div class="hl">${esc(p.headline)}</div>
  <div>${esc(p.summary)}</div>
  <h2>${s.exp.toUpperCase()}</h2>${p.jobs.map((j) => `<div class="j"><b>${esc(j.title)}</b><br>${esc(j.org)} — ${esc(j.place)}<br><i>${esc(j.dates)}</i>${bullets(j)}</div>`).join('')}
  <h2>${s.edu.toUpperCase()}</h2>${p.education.map((e) => `<div class="j"><b>${esc(e.degree)}</b><br>${esc(e.school)}, ${esc(e.place)} · ${esc(e.dates)}</div>`).join('')}
  ${p.referees?.length ? `<h2>${s.ref.toUpperCase()}</h2>${p.referees.map((r) => `<div class="j"><b>${esc(r.name)}</b>, ${esc(r.title)}<br>${esc(r.org)} · ${esc(r.phone)}</div>`).join('')}` : ''}`;
  return {
    html: page(css, `<div class="side">${side}</div><div class="main">${main}</div>`, p.language),
    variants: [spaced, family.toUpperCase()],
    others: (p.referees ?? []).map((r) => r.name),
  };
}

// 7. A cover letter and the CV in one PDF: the letter signed with the name, the phone in the sign-off.
function cover(p, { accent }) {
  const s = t(p);
  const [given] = split(p);
  const css = `body{font-family:'P052','Nimbus Roman',serif;font-size:11pt;color:#222}
  .pg{height:297mm;padding:22mm 24mm;page-break-after:always;position:relative}.pg:last-child{page-break-after:auto}
  .lh{border-bottom:1pt solid ${accent};padding-bottom:6pt;margin-bottom:18pt;font-size:9.5pt}.lh b{font-size:15pt;color:${accent}}
  h2{break-after:avoid;font-size:12pt;color:${accent};margin:12pt 0 4pt;font-variant:small-caps}.j{margin-bottom:6pt}ul{margin:2pt 0;padding-left:16pt}`;
  const letter = `<div class="pg"><div class="lh"><b>${esc(nameOf(p))}</b><br>${esc(p.address)}</div>
  <p>27 November 2026</p><p>The Recruitment Panel<br>Office of the Medical and Professional Staffing Board</p>
  <p>Dear Members of the Panel,</p>
  <p>I write to apply for the post advertised as “${esc(p.jobDescription.replace(/\.$/, ''))}”. ${esc(p.summary)}</p>
  <p>In my present role as ${esc(p.jobs[0].title)} at ${esc(p.jobs[0].org)} I ${esc(p.jobs[0].bullets[0].charAt(0).toLowerCase() + p.jobs[0].bullets[0].slice(1))} Before that, at ${esc(p.jobs[1].org)}, I learnt the discipline that regulated work asks of us every day.</p>
  <p>My registration and certificates are attached; I would welcome the chance to discuss the post. I can be reached on ${esc(p.phone)} or at ${esc(p.email)}.</p>
  <p>Yours faithfully,</p><p>${esc(given)}<br>${esc(p.name.full)}</p></div>`;
  const cv = `<div class="pg"><div class="lh"><b>${esc(p.name.full)}</b> — ${esc(p.headline)}<br>${esc(p.phone)} · ${esc(p.email)}</div>
  ${p.details.length ? `<h2>${s.reg}</h2>${p.details.map((d) => `<div>${esc(d.label)}: ${esc(d.value)}</div>`).join('')}` : ''}
  <h2>${s.exp}</h2>${p.jobs.map((j) => `<div class="j"><b>${esc(j.org)}</b>, ${esc(j.place)} — ${esc(j.title)} (${esc(j.dates)})${bullets(j)}</div>`).join('')}
  <h2>${s.edu}</h2>${p.education.map((e) => `<div>${esc(e.degree)}, ${esc(e.school)}, ${esc(e.place)}, ${esc(e.dates)}</div>`).join('')}
  <h2>${s.mem}</h2>${(p.memberships ?? []).map((m) => `<div>${esc(m)}</div>`).join('')}
  <h2>${s.skills}</h2><div>${p.skills.map(esc).join(', ')}</div>
  ${extras(p)
    .map((x) => `<h2>${esc(x.title)}</h2>${x.items.map((i) => `<div>• ${esc(i)}</div>`).join('')}`)
    .join('')}
  ${p.referees?.length ? `<h2>${s.ref}</h2>${p.referees.map((r) => `<div class="j">${esc(r.name)}, ${esc(r.title)}, ${esc(r.org)}; ${esc(r.phone)}; ${esc(r.email)}</div>`).join('')}` : ''}</div>`;
  return { html: page(css, letter + cv, p.language), variants: [given], others: (p.referees ?? []).map((r) => r.name) };
}

// 8. A CJK form: the Japanese rirekisho grid, the Korean 이력서 table, the Chinese 个人简历 table.
function form(p, { scan }) {
  const s = t(p);
  const font = { ja: 'Noto Sans CJK JP', ko: 'Noto Sans CJK KR', zh: 'Noto Sans CJK SC' }[p.language];
  const title = { ja: '履 歴 書', ko: '이 력 서', zh: '个 人 简 历' }[p.language];
  const L = {
    ja: { name: '氏名', kana: 'ふりがな', addr: '現住所', tel: '電話', mail: 'E-mail' },
    ko: { name: '성명', kana: '영문', addr: '주소', tel: '휴대폰', mail: '이메일' },
    zh: { name: '姓名', kana: '英文名', addr: '现住址', tel: '手机', mail: '邮箱' },
  }[p.language];
  const alt = p.name.variants[1];
  const css = `body{font-family:'${font}',sans-serif;font-size:${scan ? 10 : 10}pt;color:#000;padding:${scan ? '10mm 14mm' : '14mm 16mm'}}
  h1{text-align:center;font-size:20pt;margin:0 0 8pt;letter-spacing:4pt}table{width:100%;border-collapse:collapse;margin-bottom:8pt}
  td,th{border:0.8pt solid #000;padding:3pt 5pt;vertical-align:top}th{background:#eee;width:22mm;font-weight:normal;text-align:center}
  .big{font-size:17pt}.ph{width:28mm;height:36mm;text-align:center;color:#999;vertical-align:middle}`;
  const head = `<table><tr><th>${L.kana}</th><td>${esc(alt)}</td><td class="ph" rowspan="3">写真<br>(3×4cm)</td></tr>
  <tr><th>${L.name}</th><td class="big">${esc(p.name.full)}</td></tr>
  <tr><th>${esc(p.details[0].label)}</th><td>${esc(p.details[0].value)}</td></tr></table>
  <table><tr><th>${L.addr}</th><td colspan="3">${esc(p.address)}</td></tr>
  <tr><th>${L.tel}</th><td>${esc(p.phone)}</td><th>${L.mail}</th><td>${esc(p.email)}</td></tr></table>`;
  const hist = `<table><tr><th>年月</th><td style="text-align:center">${s.edu} · ${s.exp}</td></tr>
  ${p.education.map((e) => `<tr><th>${esc(e.dates)}</th><td>${esc(e.school)} ${esc(e.degree)}（${esc(e.place)}）</td></tr>`).join('')}
  ${p.jobs.map((j) => `<tr><th>${esc(j.dates.split(/\s*[–-]\s*/)[0])}</th><td>${esc(j.org)} ${esc(j.title)}（${esc(j.place)}）<br>${j.bullets.map(esc).join(' ')}</td></tr>`).join('')}</table>`;
  const rest = `<table><tr><th>${s.reg}</th><td>${p.details
    .slice(1)
    .map((d) => `${esc(d.label)} ${esc(d.value)}`)
    .join('<br>')}<br>${p.skills.map(esc).join('、')}</td></tr>
  <tr><th>${s.mem}</th><td>${[...(p.memberships ?? []), ...(scan ? [] : p.keep)].map(esc).join('、')}</td></tr>
  <tr><th>${s.profile}</th><td>${esc(p.summary)}</td></tr></table>`;
  // A scanned form carries the first sheet only (the licence row, no self-introduction): OCR time grows with the text.
  const scanned = `<table><tr><th>${s.reg}</th><td>${p.details
    .slice(1)
    .map((d) => `${esc(d.label)} ${esc(d.value)}`)
    .join('<br>')}</td></tr></table>`;
  return { html: page(css, `<h1>${title}</h1>${head}${hist}${scan ? scanned : rest}`, p.language) };
}

// 9. A Word document (flat ODF) for LibreOffice: a header table with the name and a contact block beside it,
//    bold entry lines with a right tab stop, a footer with a page number.
function writer(p, { accent }) {
  const s = t(p);
  const x = esc;
  const lines = [];
  const para = (style, text) => {
    lines.push(text);
    return `<text:p text:style-name="${style}">${x(text)}</text:p>`;
  };
  const font = cjk(p) ? 'Noto Sans CJK SC' : 'Nimbus Roman';
  const footerText = `${s.personal === 'Personal Details' ? 'Curriculum Vitae' : 'CV'} – ${p.name.full}`;
  let body = '';
  body += `<table:table table:name="Head" table:style-name="HeadT"><table:table-column table:number-columns-repeated="2"/><table:table-row>
  <table:table-cell office:value-type="string">${para('Name', nameOf(p))}${para('Headline', p.headline)}</table:table-cell>
  <table:table-cell office:value-type="string">${para('Contact', p.address)}${para('Contact', `Tel. ${p.phone}`)}${para('Contact', p.email)}</table:table-cell>
  </table:table-row></table:table>`;
  body += para('Heading', s.personal);
  for (const d of p.details) body += para('Body', `${d.label}: ${d.value}`);
  body += para('Heading', s.profile) + para('Body', p.summary);
  body += para('Heading', s.exp);
  for (const j of p.jobs) {
    lines.push(`${j.title}, ${j.org}`, j.dates);
    body += `<text:p text:style-name="Entry">${x(j.title)}, ${x(j.org)}<text:tab/>${x(j.dates)}</text:p>`;
    body += para('Meta', j.place);
    for (const b of j.bullets)
      body += `<text:list text:style-name="L1"><text:list-item>${para('Body', b)}</text:list-item></text:list>`;
  }
  body += para('Heading', s.edu);
  for (const e of p.education) {
    lines.push(`${e.degree}, ${e.school}, ${e.place}`, e.dates);
    body += `<text:p text:style-name="Entry">${x(e.degree)}, ${x(e.school)}, ${x(e.place)}<text:tab/>${x(e.dates)}</text:p>`;
  }
  body += para('Heading', s.mem);
  for (const m of p.memberships ?? []) body += para('Body', m);
  body += para('Heading', s.skills) + para('Body', p.skills.join(' · '));
  for (const e of extras(p)) {
    body += para('Heading', e.title);
    for (const i of e.items)
      body += `<text:list text:style-name="L1"><text:list-item>${para('Body', i)}</text:list-item></text:list>`;
  }
  if (p.referees?.length) {
    body += para('Heading', s.ref);
    for (const r of p.referees) body += para('Body', `${r.name}, ${r.title}, ${r.org}. ${r.phone}, ${r.email}`);
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
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document ${NS} office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls><style:font-face style:name="${font}" svg:font-family="'${font}'"/></office:font-face-decls>
<office:styles>
 <style:default-style style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.06cm"/><style:text-properties style:font-name="${font}" style:font-name-asian="${font}" fo:font-size="10.5pt" style:font-size-asian="10.5pt"/></style:default-style>
 <style:style style:name="Name" style:family="paragraph"><style:text-properties fo:font-size="19pt" fo:font-weight="bold" fo:color="${accent}" style:font-size-asian="19pt"/></style:style>
 <style:style style:name="Headline" style:family="paragraph"><style:text-properties fo:font-size="11pt" fo:font-style="italic"/></style:style>
 <style:style style:name="Contact" style:family="paragraph"><style:paragraph-properties fo:text-align="end"/><style:text-properties fo:font-size="9pt"/></style:style>
 <style:style style:name="Heading" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.4cm" fo:margin-bottom="0.12cm" fo:border-bottom="0.75pt solid ${accent}" fo:keep-with-next="always"/><style:text-properties fo:font-size="12pt" fo:font-weight="bold" fo:color="${accent}" style:font-weight-asian="bold"/></style:style>
 <style:style style:name="Entry" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.15cm"><style:tab-stops><style:tab-stop style:position="16.5cm" style:type="right"/></style:tab-stops></style:paragraph-properties><style:text-properties fo:font-weight="bold" style:font-weight-asian="bold"/></style:style>
 <style:style style:name="Meta" style:family="paragraph"><style:text-properties fo:font-style="italic" fo:color="#555555"/></style:style>
 <style:style style:name="Body" style:family="paragraph"><style:paragraph-properties fo:text-align="justify"/></style:style>
 <style:style style:name="Footer" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8pt" fo:color="#555555"/></style:style>
 <text:list-style style:name="L1"><text:list-level-style-bullet text:level="1" text:bullet-char="–"><style:list-level-properties text:space-before="0.4cm" text:min-label-width="0.4cm"/></text:list-level-style-bullet></text:list-style>
</office:styles>
<office:automatic-styles>
 <style:style style:name="HeadT" style:family="table"><style:table-properties style:width="17cm" table:align="left"/></style:style>
 <style:page-layout style:name="PL"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.8cm" fo:margin-bottom="1.4cm" fo:margin-left="2.2cm" fo:margin-right="2.2cm"/><style:footer-style/></style:page-layout>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="PL"><style:footer><text:p text:style-name="Footer">${x(footerText)} – <text:page-number text:select-page="current">1</text:page-number>/<text:page-count>1</text:page-count></text:p></style:footer></style:master-page></office:master-styles>
<office:body><office:text>${body}</office:text></office:body></office:document>`;
  return { fodt, lines, footerLine: (i, n) => `${footerText} – ${i}/${n}` };
}

export const LAYOUTS = { wordcv, europass, portal, academic, modern, canva, cover, form, writer };
