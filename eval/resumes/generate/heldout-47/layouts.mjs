// Held-out part 47: templates of its own, mirroring resumes as a recruiter pulls them from public repositories and
// job boards (LaTeX classes printed to PDF, Word saves, Canva designs, portal exports, LibreOffice documents, scans).
// Each layout takes a person (./people.mjs) and returns the HTML (or flat ODF) and what the page shows beside it.
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const HEAD = {
  en: ['Profile', 'Experience', 'Education', 'Skills', 'Contact', 'References', 'Publications', 'Personal details'],
  fr: [
    'Profil',
    'Expérience professionnelle',
    'Formation',
    'Compétences',
    'Coordonnées',
    'Références',
    'Publications',
    'Informations personnelles',
  ],
  de: [
    'Profil',
    'Berufserfahrung',
    'Ausbildung',
    'Kenntnisse',
    'Kontakt',
    'Referenzen',
    'Veröffentlichungen',
    'Persönliche Daten',
  ],
  es: [
    'Perfil',
    'Experiencia laboral',
    'Formación',
    'Habilidades',
    'Contacto',
    'Referencias',
    'Publicaciones',
    'Datos personales',
  ],
  pt: [
    'Resumo',
    'Experiência profissional',
    'Formação',
    'Competências',
    'Contato',
    'Referências',
    'Publicações',
    'Dados pessoais',
  ],
  nl: [
    'Profiel',
    'Werkervaring',
    'Opleiding',
    'Vaardigheden',
    'Contact',
    'Referenties',
    'Publicaties',
    'Persoonlijke gegevens',
  ],
  no: ['Profil', 'Arbeidserfaring', 'Utdanning', 'Kompetanse', 'Kontakt', 'Referanser', 'Publikasjoner', 'Personalia'],
  zh: ['自我评价', '工作经历', '教育背景', '专业技能', '联系方式', '推荐人', '论文', '个人信息'],
  ko: ['자기소개', '경력', '학력', '보유 기술', '연락처', '추천인', '논문', '인적사항'],
  vi: [
    'Mục tiêu nghề nghiệp',
    'Kinh nghiệm làm việc',
    'Học vấn',
    'Kỹ năng',
    'Liên hệ',
    'Người tham chiếu',
    'Công bố',
    'Thông tin cá nhân',
  ],
  ja: ['自己PR', '職歴', '学歴', '免許・資格', '連絡先', '推薦者', '論文', '個人情報'],
};
const h = (p, i) => (HEAD[p.language] ?? HEAD.en)[i];
const DETAIL_LABEL = {
  date_of_birth: {
    en: 'Date of birth',
    fr: 'Née le',
    de: 'Geburtsdatum',
    es: 'Fecha de nacimiento',
    pt: 'Nascimento',
    nl: 'Geboortedatum',
    no: 'Født',
    zh: '出生年月',
    ko: '생년월일',
    vi: 'Ngày sinh',
    ja: '生年月日',
  },
  nationality: { en: 'Nationality', fr: 'Nationalité', de: 'Staatsangehörigkeit', es: 'Nacionalidad' },
  marital_status: { en: 'Marital status', de: 'Familienstand', pt: 'Estado civil', es: 'Estado civil' },
  national_id: { en: 'ID', es: 'DNI', pt: 'CPF' },
  gender: { en: 'Gender', zh: '性别', vi: 'Giới tính', ja: '性別', ko: '성별' },
  age: { en: 'Age' },
  religion: { en: 'Religion' },
};
const label = (p, kind) => {
  const l = DETAIL_LABEL[kind];
  if (kind === 'national_id' && p.locale === 'es-MX') return 'CURP';
  return l[p.language] ?? l.en;
};
/** The name's two printed parts in the order that country writes them (family name first in East Asia and Vietnam). */
const parts = (p) => (['zh', 'ja', 'ko', 'vi'].includes(p.language) ? [p.family, p.given] : [p.given, p.family]);
const handleOf = (p) => p.links.find((l) => l.kind === 'handle')?.value;
const domainOf = (p) => p.links.find((l) => l.kind === 'domain')?.value;
const page = (css, body, lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>@page{size:A4;margin:0}*{box-sizing:border-box}body{margin:0}${css}</style></head><body>${body}</body></html>`;
const bullets = (j, tag = 'li') => j.bullets.map((b) => `<${tag}>${esc(b)}</${tag}>`).join('');
const details = (p, sep = ': ') =>
  p.details.map((d) => `<div>${esc(label(p, d.kind))}${sep}${esc(d.value)}</div>`).join('');
const refs = (p) =>
  (p.referees ?? [])
    .map((r) => `<div class="ref"><b>${esc(r.name)}</b><br>${esc(r.title)}<br>${esc(r.phone)}</div>`)
    .join('');
const fontFor = (p) =>
  ({ zh: "'Noto Sans CJK SC'", ja: "'Noto Sans CJK JP'", ko: "'Noto Sans CJK KR'" })[p.language] ?? null;

/** moderncv "classic": given name light, family name dark, dates in a left column, contact at the top right. */
function moderncv(p, { accent }) {
  const row = (l, r) => `<tr><td class="l">${l}</td><td class="r">${r}</td></tr>`;
  const body = `<div class="top"><div><div class="nm"><span class="g">${esc(p.given)}</span> <span class="f">${esc(p.family)}</span></div><div class="tt">${esc(p.headline)}</div></div>
<div class="ct">${esc(p.address)}<br>☎ ${esc(p.phone)}<br>✉ ${esc(p.email)}${handleOf(p) ? `<br> ${esc(handleOf(p))}` : ''}${domainOf(p) ? `<br>🌐 ${esc(domainOf(p))}` : ''}</div></div>
<table>${p.summary ? row('', `<h2>${h(p, 0)}</h2>`) + row('', esc(p.summary)) : ''}
${row('', `<h2>${h(p, 1)}</h2>`)}${p.jobs.map((j) => row(esc(j.dates), `<b>${esc(j.title)}</b>, <i>${esc(j.org)}</i>, ${esc(j.place)}<ul>${bullets(j)}</ul>`)).join('')}
${row('', `<h2>${h(p, 2)}</h2>`)}${p.education.map((e) => row(esc(e.dates), `<b>${esc(e.degree)}</b>, <i>${esc(e.school)}</i>, ${esc(e.place)}`)).join('')}
${row('', `<h2>${h(p, 3)}</h2>`)}${row('', esc(p.skills.join(', ')))}
${p.details.length ? row('', `<h2>${h(p, 7)}</h2>`) + p.details.map((d) => row(esc(label(p, d.kind)), esc(d.value))).join('') : ''}
${p.referees?.length ? row('', `<h2>${h(p, 5)}</h2>`) + row('', refs(p)) : ''}</table>`;
  return {
    html: page(
      `body{font-family:'Latin Modern Roman','TeX Gyre Pagella',serif;font-size:10.5pt;padding:18mm 16mm;color:#222}
.top{display:flex;justify-content:space-between}.nm{font-size:30pt}.g{color:#555;font-weight:300}.f{color:#111}
.tt{font-style:italic;color:#666;font-size:14pt}.ct{text-align:right;font-style:italic;font-size:9.5pt;max-width:62mm}
table{border-collapse:collapse;margin-top:8mm;width:100%}td.l{width:30mm;vertical-align:top;text-align:right;padding-right:4mm;color:#666;font-size:9pt}
h2{color:${accent};font-weight:normal;font-size:14pt;margin:10px 0 2px;border-bottom:1px solid ${accent}}ul{margin:2px 0 6px 14px;padding:0}.ref{display:inline-block;width:48%;vertical-align:top}`,
      body,
      p.language,
    ),
  };
}

/** awesome-cv: centred, letter-spaced capital name with the family name bold; a contact line of icons and bare handles; a footer. */
function awesome(p, { accent }) {
  const items = [
    `📱 ${esc(p.phone)}`,
    `✉ ${esc(p.email)}`,
    ...(handleOf(p) ? [`<span class="ic"></span>${esc(handleOf(p))}`] : []),
    ...(domainOf(p) ? [`⌂ ${esc(domainOf(p))}`] : []),
    `📍 ${esc(p.addressShort)}`,
  ];
  const body = `<div class="nm">${esc(p.given)} <b>${esc(p.family)}</b></div><div class="pos">${esc(p.headline)}</div>
<div class="ct">${items.join('<span class="sep">|</span>')}</div>
${p.summary ? `<h2>${h(p, 0)}</h2><p class="sum">${esc(p.summary)}</p>` : ''}
<h2>${h(p, 1)}</h2>${p.jobs.map((j) => `<div class="e"><div class="r1"><b>${esc(j.org)}</b><span>${esc(j.place)}</span></div><div class="r2"><span>${esc(j.title)}</span><span>${esc(j.dates)}</span></div><ul>${bullets(j)}</ul></div>`).join('')}
<h2>${h(p, 2)}</h2>${p.education.map((e) => `<div class="e"><div class="r1"><b>${esc(e.school)}</b><span>${esc(e.place)}</span></div><div class="r2"><span>${esc(e.degree)}</span><span>${esc(e.dates)}</span></div></div>`).join('')}
<h2>${h(p, 3)}</h2><p>${p.skills.map(esc).join(' · ')}</p>${p.keep.length ? `<p class="k">${esc(p.keep.join(', '))}</p>` : ''}`;
  const footer = (i) => [`2026-10`, `${p.name.full} · Résumé`, `${i}`];
  return {
    html: page(
      `body{font-family:'Roboto','Source Sans Pro',sans-serif;font-size:9.5pt;padding:0 15mm;color:#333}
.nm{text-align:center;font-size:28pt;text-transform:uppercase;letter-spacing:3px;font-weight:300}.nm b{font-weight:700}
.pos{text-align:center;color:${accent};font-variant:small-caps;font-size:10pt;margin:2px 0}.ct{text-align:center;font-size:8.5pt;color:#555}
.sep{margin:0 6px;color:#aaa}.ic::before{content:'⌥ '}h2{font-size:13pt;color:${accent};margin:12px 0 4px;border-bottom:1px solid #999}
.r1,.r2{display:flex;justify-content:space-between}.r2{font-style:italic;color:#777;font-size:8.5pt}ul{margin:2px 0 6px 16px;padding:0}.k{color:#666}`,
      body,
      p.language,
    ),
    footer: {
      template: `<div style="font-size:7pt;width:100%;display:flex;justify-content:space-between;padding:0 15mm;color:#888"><span>2026-10</span><span>${esc(p.name.full)} · Résumé</span><span class="pageNumber"></span></div>`,
      text: footer,
    },
    variants: [p.name.full.toUpperCase(), `${p.given} ${p.family}`.toUpperCase()],
  };
}

/** Jake's resume: centred bold name, one contact row with bare links, rules under the section titles, dense. */
function jakes(p) {
  const c = [
    esc(p.phone),
    esc(p.email),
    ...(handleOf(p) ? [`github.com/${esc(handleOf(p).replace(/^@|^in\//, ''))}`] : []),
    ...(domainOf(p) ? [esc(domainOf(p))] : []),
  ];
  const body = `<h1>${esc(p.name.full)}</h1><div class="c">${c.join(' | ')}</div>
<h2>${h(p, 2)}</h2>${p.education.map((e) => `<div class="r"><b>${esc(e.school)}</b><span>${esc(e.place)}</span></div><div class="r i"><span>${esc(e.degree)}</span><span>${esc(e.dates)}</span></div>`).join('')}
<h2>${h(p, 1)}</h2>${p.jobs.map((j) => `<div class="r"><b>${esc(j.title)}</b><span>${esc(j.dates)}</span></div><div class="r i"><span>${esc(j.org)}</span><span>${esc(j.place)}</span></div><ul>${bullets(j)}</ul>`).join('')}
<h2>Technical Skills</h2><p><b>Tools</b>: ${p.skills.map(esc).join(', ')}</p><p><b>Other</b>: ${esc(p.keep.join(', '))}</p>`;
  return {
    html: page(
      `body{font-family:'Latin Modern Roman','CMU Serif','DejaVu Serif',serif;font-size:10pt;padding:12mm 14mm}
h1{text-align:center;font-size:24pt;margin:0;font-variant:small-caps}.c{text-align:center;font-size:9pt;margin-bottom:4px}
h2{font-variant:small-caps;font-weight:normal;font-size:12pt;border-bottom:1px solid #000;margin:10px 0 4px}
.r{display:flex;justify-content:space-between}.i{font-style:italic;font-size:9pt}ul{margin:2px 0 4px 18px;padding:0}p{margin:2px 0}`,
      body,
      p.language,
    ),
  };
}

/** deedy: two columns, the name in thin capitals over a coloured bold family name; education and skills on the left. */
function deedy(p, { accent }) {
  const body = `<div class="hd"><span class="g">${esc(parts(p)[0])}</span><span class="f">${esc(parts(p)[1])}</span></div>
<div class="cl">${esc(domainOf(p) ?? p.addressShort)} | ${esc(p.phone)} | ${esc(p.email)}</div>
<div class="cols"><div class="left"><h2>${h(p, 2)}</h2>${p.education.map((e) => `<h3>${esc(e.school)}</h3><div>${esc(e.degree)}</div><div class="d">${esc(e.dates)} | ${esc(e.place)}</div>`).join('')}
<h2>${h(p, 3)}</h2>${p.skills.map((s) => `<div>${esc(s)}</div>`).join('')}<h2>Links</h2>${handleOf(p) ? `<div>Github:// <b>${esc(handleOf(p))}</b></div>` : ''}<div>${esc(p.addressShort)}</div></div>
<div class="right"><h2>${h(p, 1)}</h2>${p.jobs.map((j) => `<h3>${esc(j.org)}</h3><div class="d">${esc(j.title)} | ${esc(j.dates)} | ${esc(j.place)}</div><ul>${bullets(j)}</ul>`).join('')}
${p.summary ? `<h2>${h(p, 0)}</h2><p>${esc(p.summary)}</p>` : ''}<h2>Awards</h2><p>${esc(p.keep.join(' · '))}</p></div></div>`;
  return {
    html: page(
      `body{font-family:'Lato','Open Sans',sans-serif;font-size:9pt;padding:12mm 12mm;color:#333}
.hd{text-align:center;font-size:32pt;text-transform:uppercase;letter-spacing:2px}.g{font-weight:200;color:#777}.f{font-weight:700;color:${accent};margin-left:10px}
.cl{text-align:center;font-size:8pt;color:#666;margin-bottom:6mm}.cols{display:flex;gap:6mm}.left{width:33%}.right{flex:1}
h2{text-transform:uppercase;font-weight:300;letter-spacing:1px;font-size:12pt;margin:8px 0 3px}h3{font-size:10pt;margin:4px 0 0}.d{color:#888;font-size:8pt}
ul{margin:2px 0 4px 14px;padding:0}`,
      body,
      p.language,
    ),
    variants: [
      parts(p).join('').toUpperCase(),
      parts(p).join('\n').toUpperCase(),
      parts(p).join(' ').toUpperCase(),
      p.family.toUpperCase(),
    ],
  };
}

/** Canva: a coloured sidebar with a photo circle, the name split over two lines and letter-spaced, skill bars and emoji. */
function canva(p, { accent }) {
  const bar = (s, i) => `<div class="sk">${esc(s)}<div class="bar"><i style="width:${90 - i * 11}%"></i></div></div>`;
  const body = `<div class="wrap"><aside><div class="ph"></div><div class="n1">${esc(parts(p)[0])}</div><div class="n2">${esc(parts(p)[1])}</div><div class="hl">${esc(p.headline)}</div>
<h3>${h(p, 4)}</h3><div>📞 ${esc(p.phone)}</div><div>📧 ${esc(p.email)}</div><div>🏠 ${esc(p.address)}</div>${handleOf(p) ? `<div>💼 ${esc(handleOf(p))}</div>` : ''}
${p.details.length ? `<h3>${h(p, 7)}</h3>${details(p)}` : ''}<h3>${h(p, 3)}</h3>${p.skills.map(bar).join('')}</aside>
<main>${p.summary ? `<h2>${h(p, 0)}</h2><p>${esc(p.summary)}</p>` : ''}<h2>${h(p, 1)}</h2>${p.jobs.map((j) => `<div class="j"><div class="dt">${esc(j.dates)}</div><b>${esc(j.title)}</b><div class="o">${esc(j.org)} — ${esc(j.place)}</div><ul>${bullets(j)}</ul></div>`).join('')}
<h2>${h(p, 2)}</h2>${p.education.map((e) => `<div class="j"><div class="dt">${esc(e.dates)}</div><b>${esc(e.degree)}</b><div class="o">${esc(e.school)}, ${esc(e.place)}</div></div>`).join('')}
${p.referees?.length ? `<h2>${h(p, 5)}</h2>${refs(p)}` : ''}</main></div>`;
  return {
    html: page(
      `body{font-family:'Montserrat','Poppins','DejaVu Sans',sans-serif;font-size:9pt;color:#2b2b2b}.wrap{display:flex;min-height:297mm}
aside{width:70mm;background:${accent};color:#fff;padding:14mm 7mm}main{flex:1;padding:14mm 9mm}.ph{width:30mm;height:30mm;border-radius:50%;background:#ddd;margin:0 auto 6mm}
.n1,.n2{font-size:22pt;text-transform:uppercase;letter-spacing:6px;line-height:1.1}.n2{font-weight:700}.hl{letter-spacing:2px;font-size:8pt;margin:3mm 0}
h3{text-transform:uppercase;letter-spacing:3px;font-size:9pt;border-bottom:1px solid #fff8;margin:6mm 0 2mm}aside div{margin:1mm 0;overflow-wrap:anywhere}
.bar{height:4px;background:#fff5}.bar i{display:block;height:4px;background:#fff}h2{color:${accent};text-transform:uppercase;letter-spacing:3px;font-size:12pt}
.dt{float:right;color:#999;font-size:8pt}.o{color:#666}ul{margin:2px 0 6px 14px;padding:0}.ref{margin:2mm 0}`,
      body,
      p.language,
    ),
    variants: [p.given.toUpperCase(), p.family.toUpperCase(), parts(p).join('\n').toUpperCase()],
  };
}

/** A Word save: a table header with the contact block, two pages, the name and page number in a footer. */
function wordTable(p, { accent }) {
  const body = `<table class="hd"><tr><td><div class="nm">${esc(p.name.full)}</div><div>${esc(p.headline)}</div></td><td class="ct">${esc(p.address)}<br>${esc(p.phone)}<br>${esc(p.email)}${domainOf(p) ? `<br>${esc(domainOf(p))}` : ''}</td></tr></table>
${p.summary ? `<h2>${h(p, 0).toUpperCase()}</h2><p>${esc(p.summary)} ${esc(p.summary)}</p>` : ''}
<h2>${h(p, 1).toUpperCase()}</h2>${p.jobs.map((j) => `<table class="j"><tr><td class="dd">${esc(j.dates)}</td><td><b>${esc(j.title)}</b> – ${esc(j.org)}, ${esc(j.place)}<ul>${bullets(j)}${bullets(j)}</ul></td></tr></table>`).join('')}
<h2>${h(p, 2).toUpperCase()}</h2>${p.education.map((e) => `<table class="j"><tr><td class="dd">${esc(e.dates)}</td><td><b>${esc(e.degree)}</b><br>${esc(e.school)}, ${esc(e.place)}</td></tr></table>`).join('')}
<h2>${h(p, 3).toUpperCase()}</h2><table class="sk"><tr>${p.skills.map((s) => `<td>${esc(s)}</td>`).join('')}</tr></table>
${p.details.length ? `<h2>${h(p, 7).toUpperCase()}</h2>${details(p, ':\t')}` : ''}
<div class="brk"></div><h2>${h(p, 5).toUpperCase()}</h2>${refs(p) || '<p>Available on request.</p>'}<p>${esc(p.keep.join('; '))}</p>`;
  return {
    html: page(
      `body{font-family:'Calibri','Carlito','Liberation Sans',sans-serif;font-size:11pt;padding:0 20mm}.hd{width:100%;border-bottom:3px double ${accent}}
.nm{font-size:20pt;font-weight:bold;color:${accent}}.ct{text-align:right;font-size:9.5pt;width:45%}h2{font-size:11.5pt;color:${accent};margin:12px 0 4px}
.j{width:100%}.dd{width:32mm;vertical-align:top;font-size:10pt}.sk td{border:1px solid #ccc;padding:2px 6px}.brk{break-before:page}ul{margin:2px 0 2px 16px;padding:0}.ref{margin:2mm 0}`,
      body,
      p.language,
    ),
    footer: {
      template: `<div style="font-size:8pt;width:100%;text-align:center;color:#555;font-family:sans-serif">${esc(p.name.full)} – CV – <span class="pageNumber"></span>/<span class="totalPages"></span></div>`,
      text: (i, n) => [`${p.name.full} – CV – ${i}/${n}`],
    },
  };
}

/** A job-portal export (Naukri, Indeed, StepStone, 51job, Saramin, TopCV): label/value rows; the name runs into the headline. */
function portal(p, { accent }) {
  const site =
    {
      'en-IN': 'naukri.com',
      'de-DE': 'StepStone',
      'zh-CN': '51job 前程无忧',
      'ko-KR': '사람인 Saramin',
      'vi-VN': 'TopCV.vn',
    }[p.locale] ?? 'Indeed Resume';
  const rows = [
    [h(p, 4), `${esc(p.phone)} / ${esc(p.email)}`],
    ['📍', esc(p.address)],
    ...p.details.map((d) => [esc(label(p, d.kind)), esc(d.value)]),
  ];
  const body = `<div class="bar">${esc(site)}</div><div class="nm"><span>${esc(p.name.full)}</span><span class="hl">${esc(p.headline)}</span></div>
<table>${rows.map(([a, b]) => `<tr><th>${a}</th><td>${b}</td></tr>`).join('')}</table>
${p.summary ? `<h2>${h(p, 0)}</h2><p>${esc(p.summary)}</p>` : ''}
<h2>${h(p, 1)}</h2>${p.jobs.map((j) => `<div class="j"><div><b>${esc(j.org)}</b><span class="d">${esc(j.dates)}</span></div><div>${esc(j.title)} · ${esc(j.place)}</div>${j.bullets.map((b) => `<div>• ${esc(b)}</div>`).join('')}</div>`).join('')}
<h2>${h(p, 2)}</h2>${p.education.map((e) => `<div class="j"><b>${esc(e.school)}</b><span class="d">${esc(e.dates)}</span><div>${esc(e.degree)}</div></div>`).join('')}
<h2>${h(p, 3)}</h2><div class="tags">${[...p.skills, ...p.keep].map((s) => `<span>${esc(s)}</span>`).join('')}</div>
<div class="ft">${esc(site)} · ${esc(p.name.full)}${esc(p.headline)} · ID 47${(p.email.length * 7919) % 100000}</div>`;
  const cjk = fontFor(p);
  return {
    html: page(
      `body{font-family:${cjk ? `${cjk},` : ''}'Arial','Liberation Sans',sans-serif;font-size:9.5pt;padding:10mm 12mm}.bar{background:${accent};color:#fff;padding:3mm;font-weight:bold}
.nm{font-size:17pt;margin:4mm 0}.hl{font-size:11pt;color:#555}th{text-align:left;color:#777;font-weight:normal;padding-right:6mm;vertical-align:top;white-space:nowrap}
h2{font-size:11pt;background:#f1f1f1;padding:1mm 2mm;margin:5mm 0 2mm}.j{margin:2mm 0}.d{float:right;color:#888}.tags span{display:inline-block;border:1px solid #bbb;border-radius:8px;padding:0 6px;margin:2px}
.ft{margin-top:6mm;color:#999;font-size:7.5pt}`,
      body,
      p.language,
    ),
    variants: [`${p.name.full}${p.headline}`],
  };
}

/** An academic CV: publications with the candidate among co-authors in both name orders, talks, referees with phones. */
function academic(p) {
  const [c1, c2, c3, c4] = p.coauthors;
  const fam = p.family.split(' ')[0];
  const pubs = [
    `${fam}, B. A., ${c1}, & ${c2} (2024). Páramo evapotranspiration from eddy covariance and Sentinel-1. <i>Water Resources Research</i>, 60(3).`,
    `${c3}, B. Zambrano Chiriboga and ${c4
      .split(', ')
      .reverse()
      .join(' ')
      .replace(/^(\w)\./, '$1.')} (2022). Soil moisture memory in Andean catchments. <i>Journal of Hydrology</i> 612.`,
    `${c2}, ${fam}-Chiriboga, B. (2021). Downscaling SMAP with Google Earth Engine. AGU Fall Meeting, New Orleans.`,
  ];
  const body = `<h1>${esc(p.name.full)}</h1><div class="c">${esc(p.address)} · ${esc(p.phone)} · ${esc(p.email)} · ${esc(domainOf(p))}</div>
<h2>Research interests</h2><p>${esc(p.summary)}</p><h2>Appointments</h2>${p.jobs.map((j) => `<p><b>${esc(j.dates)}</b> ${esc(j.title)}, ${esc(j.org)}, ${esc(j.place)}. ${esc(j.bullets[0])}</p>`).join('')}
<h2>${h(p, 2)}</h2>${p.education.map((e) => `<p><b>${esc(e.dates)}</b> ${esc(e.degree)}, ${esc(e.school)}, ${esc(e.place)}</p>`).join('')}
<h2>Grants and awards</h2><p>Humboldt Research Fellowship for Postdocs (2025, declined); Best Student Paper, AGU Fall Meeting 2020.</p>
<h2>${h(p, 6)}</h2><ol>${pubs.map((x) => `<li>${x}</li>`).join('')}</ol><h2>Skills</h2><p>${esc(p.skills.join(', '))}</p>
<h2>${h(p, 5)}</h2>${refs(p)}<div class="f">${esc(p.family)} — CV — November 2026</div>`;
  return {
    html: page(
      `body{font-family:'Palatino Linotype','TeX Gyre Pagella',serif;font-size:10.5pt;padding:18mm 22mm}h1{font-size:18pt;margin:0;font-weight:normal}
.c{font-size:9pt;color:#444}h2{font-size:11pt;text-transform:uppercase;letter-spacing:1px;margin:12px 0 4px}p{margin:3px 0}.ref{margin:3mm 0}.f{margin-top:8mm;font-size:8pt;text-align:right}`,
      body,
    ),
    variants: [`${fam}, B. A.`, 'B. Zambrano Chiriboga', `${fam}-Chiriboga, B.`, p.family],
    others: p.coauthors,
  };
}

/** A cover letter followed by the resume in one PDF; the sign-off repeats the name, phone and address. */
function letter(p, opts) {
  const cv = moderncv(p, opts);
  const first = p.name.variants.find((v) => !v.includes(' ')) ?? p.given;
  const lt = `<div class="lt"><div>${esc(p.name.full)}<br>${esc(p.address)}</div><p>${new Date(2026, 10, 2).toDateString().slice(4)}</p><p>Dear Hiring Manager,</p>
<p>I am applying for the ${esc(p.jobDescription)} role. ${esc(p.summary)} At ${esc(p.jobs[0].org)} I ${esc(p.jobs[0].bullets[0].charAt(0).toLowerCase() + p.jobs[0].bullets[0].slice(1))}</p>
<p>Colleagues call me ${esc(first)}; I would welcome a call at ${esc(p.phone)}.</p><p>Kind regards,</p><p>${esc(p.name.full)}<br>${esc(p.email)}</p></div>`;
  return {
    html: cv.html
      .replace('<body>', `<body>${lt}`)
      .replace('</style>', '.lt{padding:25mm 22mm;font-size:11pt;break-after:page;font-family:Georgia,serif}</style>'),
  };
}

/** LinkedIn "Save to PDF": a grey left column (contact, top skills), the main column, "Page n of m" footers. */
function linkedin(p) {
  const slug = (handleOf(p) ?? p.email.split('@')[0]).replace(/^in\//, '');
  const body = `<div class="w"><aside><h3>Contact</h3><div>${esc(p.email)}</div><div>${esc(p.phone)} (Mobile)</div><div>www.linkedin.com/in/${esc(slug)} (LinkedIn)</div>${domainOf(p) ? `<div>${esc(domainOf(p))} (Personal)</div>` : ''}
<h3>Top Skills</h3>${p.skills
    .slice(0, 3)
    .map((s) => `<div>${esc(s)}</div>`)
    .join('')}<h3>Honors-Awards</h3>${p.keep
    .slice(-2)
    .map((s) => `<div>${esc(s)}</div>`)
    .join('')}</aside>
<main><div class="nm">${esc(p.name.full)}</div><div class="hl">${esc(p.headline)} at ${esc(p.jobs[0].org)}</div><div class="loc">${esc(p.addressShort)}</div>
<h2>Summary</h2><p>${esc(p.summary)}</p><h2>Experience</h2>${p.jobs.map((j) => `<div class="o">${esc(j.org)}</div><div>${esc(j.title)}</div><div class="g">${esc(j.dates)}</div><div class="g">${esc(j.place)}</div><p>${j.bullets.map(esc).join(' ')}</p>`).join('')}
<h2>Education</h2>${p.education.map((e) => `<div class="o">${esc(e.school)}</div><div>${esc(e.degree)} · (${esc(e.dates)})</div>`).join('')}</main></div>`;
  return {
    html: page(
      `body{font-family:'Arial','Liberation Sans',sans-serif;font-size:10pt}.w{display:flex;min-height:260mm}aside{width:62mm;background:#e8edf1;padding:12mm 6mm;font-size:9pt;overflow-wrap:anywhere}
main{flex:1;padding:12mm 9mm}.nm{font-size:24pt}.hl{font-size:12pt}.loc{color:#777}h2{font-size:14pt;margin:16px 0 6px}h3{font-size:11pt;margin:10px 0 4px}.o{font-size:11pt;margin-top:8px}.g{color:#777}`,
      body,
    ),
    footer: {
      template: `<div style="font-size:8pt;width:100%;text-align:center;color:#999">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>`,
      text: (i, n) => [`Page ${i} of ${n}`],
    },
    links: [`www.linkedin.com/in/${slug}`],
  };
}

/** A plain ATS resume: one column, capitals for headings, contact on one line with middle dots. */
function ats(p) {
  const body = `<div class="nm">${esc(p.name.full.toUpperCase())}</div><div>${esc(p.addressShort)} · ${esc(p.phone)} · ${esc(p.email)}${handleOf(p) ? ` · ${esc(handleOf(p))}` : ''}</div>
<h2>${h(p, 0).toUpperCase()}</h2><p>${esc(p.summary)}</p><h2>${h(p, 3).toUpperCase()}</h2><p>${esc(p.skills.join(' • '))}</p>
<h2>${h(p, 1).toUpperCase()}</h2>${p.jobs.map((j) => `<p><b>${esc(j.title.toUpperCase())}</b><br>${esc(j.org)} | ${esc(j.place)} | ${esc(j.dates)}</p><ul>${bullets(j)}</ul>`).join('')}
<h2>${h(p, 2).toUpperCase()}</h2>${p.education.map((e) => `<p>${esc(e.degree)}, ${esc(e.school)} — ${esc(e.dates)}</p>`).join('')}
${p.details.length ? `<h2>${h(p, 7).toUpperCase()}</h2>${details(p)}` : ''}${p.referees?.length ? `<h2>${h(p, 5).toUpperCase()}</h2>${refs(p)}` : ''}`;
  return {
    html: page(
      `body{font-family:'Times New Roman','Liberation Serif',serif;font-size:11pt;padding:16mm 20mm}.nm{font-size:16pt;font-weight:bold}h2{font-size:11pt;margin:10px 0 2px}p{margin:3px 0}ul{margin:0 0 4px 18px;padding:0}`,
      body,
      p.language,
    ),
    variants: [p.name.full.toUpperCase()],
  };
}

/** A CJK form for a scan: a bordered table (rirekisho / 个人简历 / 이력서 style). */
function cjkForm(p, { accent }) {
  const title = { ja: '履 歴 書', zh: '个 人 简 历', ko: '이 력 서' }[p.language] ?? 'CV';
  const r = (a, b) => `<tr><th>${a}</th><td colspan="3">${b}</td></tr>`;
  const body = `<h1>${title}</h1><p class="dt">2026年11月1日現在</p><table>
<tr><th>${p.language === 'ja' ? 'ふりがな' : 'Name'}</th><td colspan="2">${esc(p.name.variants[1] ?? '')}</td><td rowspan="3" class="ph">写真</td></tr>
<tr><th>${p.language === 'ja' ? '氏名' : '姓名'}</th><td colspan="2" class="nm">${esc(p.name.full)}</td></tr>
<tr><th>${esc(label(p, 'date_of_birth'))}</th><td>${esc(p.details[0]?.value ?? '')}</td><td>${esc(p.details[1] ? `${label(p, p.details[1].kind)} ${p.details[1].value}` : '')}</td></tr>
${r(p.language === 'ja' ? '現住所' : '地址', esc(p.address))}${r('電話', esc(p.phone))}${r('E-mail', esc(p.email))}
<tr><th colspan="4">${h(p, 2)} ・ ${h(p, 1)}</th></tr>
${p.education.map((e) => r(esc(e.dates), `${esc(e.school)} ${esc(e.degree)}`)).join('')}${p.jobs.map((j) => r(esc(j.dates), `${esc(j.org)} ${esc(j.title)}\u3000${esc(j.bullets[0] ?? '')}`)).join('')}
${r(h(p, 3), esc(p.skills.join('、')))}</table>`;
  return {
    html: page(
      `body{font-family:${fontFor(p) ?? 'serif'};font-size:11pt;padding:40px 56px;color:#111}h1{text-align:center;letter-spacing:8px;font-size:22pt;margin:0}.dt{text-align:right;font-size:9pt}
table{width:100%;border-collapse:collapse;border:2px solid #000}th,td{border:1px solid #000;padding:6px 8px;text-align:left;font-weight:normal}th{width:110px;background:${accent}18}.nm{font-size:20pt}.ph{width:90px;text-align:center;color:#999}`,
      body,
      p.language,
    ),
    variants: [p.name.full.replace(/\s/g, '')],
  };
}

/** A flat ODF text document for LibreOffice (PDF, DOCX, DOC): Word-like styles, a footer with the name and page number. */
function writer(p, { accent }) {
  const lines = [];
  const paras = [];
  const para = (style, text) => {
    lines.push(text);
    paras.push(`<text:p text:style-name="${style}">${esc(text)}</text:p>`);
  };
  para('Name', p.name.full);
  para('Sub', p.headline);
  para('Small', `${p.address} | ${p.phone}`);
  para('Small', [p.email, ...p.links.map((l) => l.value)].join(' | '));
  if (p.summary) {
    para('H', h(p, 0));
    para('P', p.summary);
  }
  para('H', h(p, 1));
  for (const j of p.jobs) {
    para('B', `${j.title}, ${j.org}`);
    para('Small', `${j.place} · ${j.dates}`);
    for (const b of j.bullets) para('P', `– ${b}`);
  }
  para('H', h(p, 2));
  for (const e of p.education) para('P', `${e.dates}  ${e.degree}, ${e.school}, ${e.place}`);
  para('H', h(p, 3));
  para('P', [...p.skills, ...p.keep].join(', '));
  if (p.details.length) {
    para('H', h(p, 7));
    for (const d of p.details) para('P', `${label(p, d.kind)}: ${d.value}`);
  }
  if (p.referees?.length) {
    para('H', h(p, 5));
    for (const r of p.referees) para('P', `${r.name}, ${r.title}, ${r.phone}`);
  }
  const footer = `${p.name.full} · ${p.email} · `;
  const font = fontFor(p)?.replace(/'/g, '') ?? 'Liberation Sans';
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls><style:font-face style:name="${font}" svg:font-family="'${font}'" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"/></office:font-face-decls>
<office:styles>
<style:style style:name="Standard" style:family="paragraph"><style:text-properties style:font-name="${font}" fo:font-size="10.5pt" style:font-name-asian="${font}" style:font-size-asian="10.5pt"/></style:style>
<style:style style:name="Name" style:family="paragraph" style:parent-style-name="Standard"><style:text-properties fo:font-size="22pt" fo:font-weight="bold" fo:color="${accent}" style:font-size-asian="22pt"/></style:style>
<style:style style:name="Sub" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-bottom="0.1cm"/><style:text-properties fo:font-size="13pt" fo:font-style="italic"/></style:style>
<style:style style:name="Small" style:family="paragraph" style:parent-style-name="Standard"><style:text-properties fo:font-size="9pt" fo:color="#555555"/></style:style>
<style:style style:name="H" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-top="0.4cm" fo:margin-bottom="0.1cm" fo:border-bottom="0.5pt solid ${accent}"/><style:text-properties fo:font-size="12pt" fo:font-weight="bold" fo:text-transform="none" fo:color="${accent}"/></style:style>
<style:style style:name="B" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-top="0.15cm"/><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="P" style:family="paragraph" style:parent-style-name="Standard"/>
<style:style style:name="F" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8pt" fo:color="#777777"/></style:style>
</office:styles>
<office:automatic-styles><style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.8cm" fo:margin-bottom="1.2cm" fo:margin-left="2.2cm" fo:margin-right="2.2cm"/><style:footer-style><style:header-footer-properties fo:min-height="0.6cm" fo:margin-top="0.3cm"/></style:footer-style></style:page-layout></office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"><style:footer><text:p text:style-name="F">${esc(footer)}<text:page-number text:select-page="current">1</text:page-number>/<text:page-count>1</text:page-count></text:p></style:footer></style:master-page></office:master-styles>
<office:body><office:text>${paras.join('\n')}</office:text></office:body></office:document>`;
  return { fodt, lines, footerLine: (i, n) => `${footer}${i}/${n}` };
}

export const LAYOUTS = {
  moderncv,
  awesome,
  jakes,
  deedy,
  canva,
  wordTable,
  portal,
  academic,
  letter,
  linkedin,
  ats,
  cjkForm,
  writer,
};
