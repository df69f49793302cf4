// Held-out part 25: templates of its own, in the manner of free templates people really use (an Overleaf
// "Jake's Resume"-like one-pager, a Deedy-like two-column page, an AltaCV-like page with a sidebar, a moderncv
// "banking"-like CV, a Google Docs "Coral"-like page, a Word "Bold modern"-like page built from tables, a Europass
// online-editor export, a cover letter with the resume behind it, a Japanese 履歴書 form) and a LibreOffice Writer
// "Timeless"-like document. Each returns the page (html or fodt) and what it shows that the person does not list.

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const LABELS = {
  en: {
    exp: 'Experience',
    edu: 'Education',
    skills: 'Skills',
    more: 'Additional',
    refs: 'References',
    summary: 'Summary',
    pubs: 'Publications',
    dob: 'Date of birth',
    nat: 'Nationality',
    ms: 'Marital status',
    id: 'ID',
    addr: 'Address',
    phone: 'Phone',
    email: 'Email',
    page: 'Page',
    about: 'Profile',
    gender: 'Gender',
  },
  de: {
    exp: 'Berufserfahrung',
    edu: 'Ausbildung',
    skills: 'Kenntnisse',
    more: 'Sonstiges',
    refs: 'Referenzen',
    summary: 'Profil',
    pubs: 'Publikationen',
    dob: 'Geburtsdatum',
    nat: 'Staatsangehörigkeit',
    ms: 'Familienstand',
    id: 'Ausweis',
    addr: 'Adresse',
    phone: 'Telefon',
    email: 'E-Mail',
    page: 'Seite',
    about: 'Über mich',
    gender: 'Geschlecht',
  },
  fr: {
    exp: 'Expérience professionnelle',
    edu: 'Formation',
    skills: 'Compétences',
    more: 'Divers',
    refs: 'Références',
    summary: 'Profil',
    pubs: 'Publications',
    dob: 'Date de naissance',
    nat: 'Nationalité',
    ms: 'État civil',
    id: 'Permis',
    addr: 'Adresse',
    phone: 'Téléphone',
    email: 'Courriel',
    page: 'Page',
    about: 'À propos',
    gender: 'Sexe',
  },
  es: {
    exp: 'Experiencia laboral',
    edu: 'Formación académica',
    skills: 'Habilidades',
    more: 'Otros datos',
    refs: 'Referencias',
    summary: 'Perfil profesional',
    pubs: 'Publicaciones',
    dob: 'Fecha de nacimiento',
    nat: 'Nacionalidad',
    ms: 'Estado civil',
    id: 'Documento',
    addr: 'Dirección',
    phone: 'Teléfono',
    email: 'Correo',
    page: 'Página',
    about: 'Sobre mí',
    gender: 'Sexo',
  },
  pt: {
    exp: 'Experiência',
    edu: 'Formação',
    skills: 'Competências',
    more: 'Informações adicionais',
    refs: 'Referências',
    summary: 'Resumo',
    pubs: 'Publicações',
    dob: 'Data de nascimento',
    nat: 'Nacionalidade',
    ms: 'Estado civil',
    id: 'CPF',
    addr: 'Endereço',
    phone: 'Telefone',
    email: 'E-mail',
    page: 'Página',
    about: 'Sobre',
    gender: 'Gênero',
  },
  zh: {
    exp: '工作经历',
    edu: '教育背景',
    skills: '专业技能',
    more: '其他',
    refs: '推荐人',
    summary: '个人简介',
    pubs: '论文',
    dob: '出生年月',
    nat: '国籍',
    ms: '婚姻状况',
    id: '证件',
    addr: '地址',
    phone: '电话',
    email: '邮箱',
    page: '第',
    about: '自我评价',
    gender: '性别',
  },
  ko: {
    exp: '경력',
    edu: '학력',
    skills: '기술 스택',
    more: '자격증 및 기타',
    refs: '추천인',
    summary: '자기소개',
    pubs: '논문',
    dob: '생년월일',
    nat: '국적',
    ms: '결혼 여부',
    id: '신분증',
    addr: '주소',
    phone: '휴대폰',
    email: '이메일',
    page: '페이지',
    about: '소개',
    gender: '성별',
  },
  vi: {
    exp: 'Kinh nghiệm làm việc',
    edu: 'Học vấn',
    skills: 'Kỹ năng',
    more: 'Chứng chỉ',
    refs: 'Người tham chiếu',
    summary: 'Mục tiêu nghề nghiệp',
    pubs: 'Bài báo',
    dob: 'Ngày sinh',
    nat: 'Quốc tịch',
    ms: 'Tình trạng hôn nhân',
    id: 'CCCD',
    addr: 'Địa chỉ',
    phone: 'Điện thoại',
    email: 'Email',
    page: 'Trang',
    about: 'Giới thiệu',
    gender: 'Giới tính',
  },
  ja: {
    exp: '職歴',
    edu: '学歴',
    skills: '免許・資格',
    more: 'その他',
    refs: '推薦者',
    summary: '志望動機',
    pubs: '論文',
    dob: '生年月日',
    nat: '国籍',
    ms: '配偶者',
    id: '身分証',
    addr: '住所',
    phone: '電話',
    email: 'メール',
    page: 'ページ',
    about: '自己PR',
    gender: '性別',
  },
};
const L = (p) => LABELS[p.language] ?? LABELS.en;
const DETAIL_LABEL = {
  date_of_birth: 'dob',
  nationality: 'nat',
  marital_status: 'ms',
  national_id: 'id',
  gender: 'gender',
};
const CJK = { zh: 'Noto Sans CJK SC', ko: 'Noto Sans CJK KR', ja: 'Noto Serif CJK JP' };
const font = (p, latin) =>
  CJK[p.language] ? `'${latin}', '${CJK[p.language]}', sans-serif` : `'${latin}', sans-serif`;
const displayName = (p) => p.displayName ?? p.name.full;
const linkText = (l) => l.value;
const page = (css, body, lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>${css}</style></head><body>${body}</body></html>`;
const bullets = (j, tag = 'ul') =>
  j.bullets.length ? `<${tag}>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</${tag}>` : '';

/** Overleaf "Jake's Resume"-like: serif, centred name, contact line split by bars, small-caps rules. */
export function jakes(p, { accent }) {
  const contact = [p.phone, p.email, ...p.links.map(linkText), p.addressShort]
    .map(esc)
    .join(' <span class="bar">|</span> ');
  const l = L(p);
  const body = `
<header><h1>${esc(displayName(p))}</h1><div class="contact">${contact}</div></header>
<h2>${l.edu}</h2>
${p.education.map((e) => `<div class="row"><b>${esc(e.school)}</b><span>${esc(e.place)}</span></div><div class="row sub"><i>${esc(e.degree)}</i><i>${esc(e.dates)}</i></div>`).join('')}
<h2>${l.exp}</h2>
${p.jobs.map((j) => `<div class="row"><b>${esc(j.role)}</b><span>${esc(j.dates)}</span></div><div class="row sub"><i>${esc(j.org)}</i><i>${esc(j.place)}</i></div>${bullets(j)}`).join('')}
<h2>${l.skills}</h2>
<p><b>Technical:</b> ${p.skills.map(esc).join(', ')}</p>
${p.extra.length ? `<h2>${l.more}</h2><ul>${p.extra.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>` : ''}`;
  const css = `@page{size:Letter;margin:0.5in 0.55in}body{font-family:${font(p, 'Latin Modern Roman')},'Liberation Serif',serif;font-size:10.5pt;margin:0;color:#000}
h1{font-size:25pt;font-variant:small-caps;text-align:center;margin:0 0 2pt;font-weight:bold}
.contact{text-align:center;font-size:9.5pt}.bar{padding:0 4pt}
h2{font-variant:small-caps;font-weight:normal;font-size:13pt;border-bottom:0.8pt solid ${accent};margin:10pt 0 4pt}
.row{display:flex;justify-content:space-between}.sub{font-size:9.5pt;margin-bottom:2pt}
ul{margin:1pt 0 5pt 16pt;padding:0}li{margin:0;font-size:9.8pt}p{margin:2pt 0}`;
  return { html: page(css, body, p.language) };
}

/** Deedy-like: the given name light and the family name bold on one line, a narrow left column, a wide right one. */
export function deedy(p, { accent }) {
  const l = L(p);
  const parts = displayName(p).split(' ');
  const head =
    parts.length > 1 && !CJK[p.language]
      ? `<span class="thin">${esc(parts.slice(0, -1).join(' '))}</span> <span class="bold">${esc(parts.at(-1))}</span>`
      : `<span class="bold">${esc(displayName(p))}</span>`;
  const body = `
<header><h1>${head}</h1><div class="contact">${[...p.links.map(linkText), p.email, p.phone].map(esc).join(' &nbsp;·&nbsp; ')}</div></header>
<div class="cols"><aside>
<h2>${l.edu}</h2>${p.education.map((e) => `<h3>${esc(e.school)}</h3><div class="meta">${esc(e.degree)}<br>${esc(e.dates)} | ${esc(e.place)}</div>`).join('')}
<h2>${l.skills}</h2><div class="meta">${p.skills.map(esc).join(' • ')}</div>
${p.extra.length ? `<h2>${l.more}</h2>${p.extra.map((x) => `<div class="meta">${esc(x)}</div>`).join('')}` : ''}
<h2>${l.addr}</h2><div class="meta">${esc(p.address)}</div>
</aside><main>
<h2>${l.exp}</h2>${p.jobs.map((j) => `<h3>${esc(j.org)} <span class="role">| ${esc(j.role)}</span></h3><div class="meta">${esc(j.dates)} | ${esc(j.place)}</div>${bullets(j)}`).join('')}
<h2>${l.summary}</h2><p>${esc(p.summary)}</p>
</main></div>`;
  const css = `@page{size:Letter;margin:0.45in}body{font-family:${font(p, 'Lato')},'Liberation Sans';font-size:9.6pt;margin:0;color:#2b2b2b}
h1{text-align:center;font-size:30pt;margin:0;font-weight:normal}.thin{font-weight:300;color:#555}.bold{font-weight:700}
.contact{text-align:center;font-size:9pt;margin:2pt 0 10pt;color:#444}
.cols{display:grid;grid-template-columns:33% 1fr;gap:14pt}
h2{text-transform:uppercase;letter-spacing:1.5pt;font-size:11pt;color:${accent};margin:8pt 0 3pt;font-weight:400}
h3{font-size:10.5pt;margin:5pt 0 0}.role{font-weight:400;color:#555}.meta{font-size:8.8pt;color:#555;margin:1pt 0 3pt}
ul{margin:2pt 0 4pt 13pt;padding:0}p{margin:3pt 0;text-align:justify}`;
  return { html: page(css, body, p.language) };
}

const GLYPH = { email: '✉', phone: '☎', address: '⌂', handle: '⌥', domain: '🌐', link: '🔗' };

/** AltaCV-like: the name in capitals over a tagline, glyph-led contact items, a tinted sidebar on the right. */
export function altacv(p, { accent }) {
  const l = L(p);
  const caps = displayName(p).toUpperCase();
  const contacts = [
    ['email', p.email],
    ['phone', p.phone],
    ['address', p.addressShort ?? p.address],
    ...p.links.map((x) => [x.kind, x.value]),
  ]
    .map(([k, v]) => `<span class="ci"><span class="g">${GLYPH[k]}</span>${esc(v)}</span>`)
    .join('');
  const body = `
<header><h1>${esc(caps)}</h1><div class="tag">${esc(p.title)}</div><div class="contacts">${contacts}</div></header>
<div class="cols"><main>
<h2>${l.exp}</h2>${p.jobs.map((j) => `<div class="job"><h3>${esc(j.role)}</h3><div class="org">${esc(j.org)}</div><div class="meta">📅 ${esc(j.dates)} &nbsp; 📍 ${esc(j.place)}</div>${bullets(j)}</div>`).join('')}
<h2>${l.edu}</h2>${p.education.map((e) => `<h3>${esc(e.degree)}</h3><div class="org">${esc(e.school)}</div><div class="meta">📅 ${esc(e.dates)} &nbsp; 📍 ${esc(e.place)}</div>`).join('')}
</main><aside>
<h2>${l.about}</h2><p class="quote">${esc(p.summary)}</p>
<h2>${l.skills}</h2><div class="tags">${p.skills.map((s) => `<span>${esc(s)}</span>`).join('')}</div>
${p.extra.length ? `<h2>${l.more}</h2>${p.extra.map((x) => `<p>${esc(x)}</p>`).join('')}` : ''}
${p.details.length ? `<h2>${l.more === 'Additional' ? 'Personal' : l.about}</h2>${p.details.map((d) => `<p>${l[DETAIL_LABEL[d.kind]]}: ${esc(d.value)}</p>`).join('')}` : ''}
</aside></div>`;
  const css = `@page{size:A4;margin:12mm 13mm}body{font-family:${font(p, 'Roboto')},'Liberation Sans';font-size:9.4pt;margin:0;color:#222}
h1{font-size:24pt;letter-spacing:3pt;margin:0;font-weight:700}.tag{color:${accent};font-size:12pt;margin:2pt 0 5pt}
.contacts{display:flex;flex-wrap:wrap;gap:3pt 12pt;font-size:8.8pt}.g{color:${accent};margin-right:3pt}
.cols{display:grid;grid-template-columns:1fr 32%;gap:14pt;margin-top:8pt}
aside{background:#f3f1ee;padding:6pt 9pt}
h2{color:${accent};text-transform:uppercase;font-size:12pt;border-bottom:1.5pt solid #bbb;margin:8pt 0 4pt}
h3{margin:4pt 0 0;font-size:10.5pt}.org{color:${accent};font-weight:600}.meta{font-size:8.4pt;color:#666}
ul{margin:2pt 0 3pt 12pt;padding:0}.quote{font-style:italic}.tags span{display:inline-block;border:1pt solid #888;border-radius:3pt;padding:0 3pt;margin:1.5pt}
p{margin:2pt 0}`;
  return { html: page(css, body, p.language), variants: [caps] };
}

/** moderncv "banking"-like: centred name and title, glyph contact lines, centred rules; publications and referees. */
export function banking(p, { accent, scan }) {
  const l = L(p);
  const links = p.links.map((x) => `<span class="g">${GLYPH[x.kind]}</span> ${esc(x.value)}`).join(' &nbsp; ');
  const body = `
<header><h1>${esc(displayName(p))}</h1><div class="title">${esc(p.title)}</div>
<div class="c">${esc(p.address)}</div>
<div class="c"><span class="g">☎</span> ${esc(p.phone)} &nbsp; <span class="g">✉</span> ${esc(p.email)} ${links ? `&nbsp; ${links}` : ''}</div></header>
<h2><span>${l.summary}</span></h2><p>${esc(p.summary)}</p>
<h2><span>${l.exp}</span></h2>${p.jobs.map((j) => `<div class="e"><div class="r"><b>${esc(j.role)}</b><span>${esc(j.dates)}</span></div><div class="r"><i>${esc(j.org)}, ${esc(j.place)}</i></div>${bullets(j)}</div>`).join('')}
<h2><span>${l.edu}</span></h2>${p.education.map((e) => `<div class="r"><b>${esc(e.degree)}</b><span>${esc(e.dates)}</span></div><div><i>${esc(e.school)}, ${esc(e.place)}</i></div>`).join('')}
${p.publications?.length && !scan ? `<h2><span>${l.pubs}</span></h2><ol>${p.publications.map((x) => `<li>${esc(x)}</li>`).join('')}</ol>` : ''}
<h2><span>${l.skills}</span></h2><p>${p.skills.map(esc).join(' · ')}</p>
${p.extra.length ? `<h2><span>${l.more}</span></h2>${p.extra.map((x) => `<p>${esc(x)}</p>`).join('')}` : ''}
${p.referees?.length ? `<h2><span>${l.refs}</span></h2><div class="refs">${p.referees.map((r) => `<div><b>${esc(r.name)}</b><br>${esc(r.role)}<br>☎ ${esc(r.phone)}</div>`).join('')}</div>` : ''}`;
  const css = `@page{size:A4;margin:16mm 18mm}body{font-family:${font(p, 'Liberation Sans')};font-size:${scan ? 10.5 : 10}pt;margin:${scan ? '40px 56px' : 0};color:#1c1c1c}
header{text-align:center}h1{font-size:26pt;font-weight:400;margin:0;color:${accent}}.title{font-style:italic;font-size:12pt;color:#555}
.c{font-size:9pt;margin-top:2pt}.g{color:${accent}}
h2{text-align:center;font-size:13pt;font-weight:400;color:${accent};border-bottom:0.8pt solid ${accent};line-height:0.1;margin:14pt 0 8pt}h2 span{background:#fff;padding:0 8pt}
.r{display:flex;justify-content:space-between}.e{margin-bottom:4pt}ul{margin:2pt 0 2pt 16pt;padding:0}p{margin:2pt 0}
ol{padding-left:18pt;font-size:9.3pt}.refs{display:grid;grid-template-columns:1fr 1fr;gap:8pt;font-size:9.3pt}`;
  const others = (p.coauthors ?? []).filter(() => !scan);
  return { html: page(css, body, p.language), others };
}

/** Google Docs "Coral"-like: contact at the top left, a big name, short summary, coloured section headings. */
export function coral(p, { accent, scan }) {
  const l = L(p);
  const body = `
<div class="top">${esc(p.address)}<br>${esc(p.phone)}<br>${esc(p.email)}</div>
<h1>${esc(displayName(p))}</h1><div class="title">${esc(p.title)}</div>
<p class="sum">${esc(p.summary)}</p>
<h2>${l.exp}</h2>${p.jobs.map((j) => `<h3>${esc(j.org)}, ${esc(j.place)} — <i>${esc(j.role)}</i></h3><div class="d">${esc(j.dates).toUpperCase()}</div>${j.bullets.map((b) => `<p>${esc(b)}</p>`).join('')}`).join('')}
<h2>${l.edu}</h2>${p.education.map((e) => `<h3>${esc(e.school)}, ${esc(e.place)} — <i>${esc(e.degree)}</i></h3><div class="d">${esc(e.dates)}</div>`).join('')}
<h2>${l.skills}</h2><p>${p.skills.map(esc).join(', ')}</p>
${p.details.length ? `<p class="det">${p.details.map((d) => `${l[DETAIL_LABEL[d.kind]]}: ${esc(d.value)}`).join(' · ')}</p>` : ''}
${p.extra.map((x) => `<p>${esc(x)}</p>`).join('')}
${p.referees?.length ? `<h2>${l.refs}</h2>${p.referees.map((r) => `<p>${esc(r.name)}, ${esc(r.role)} — ${esc(r.phone)}</p>`).join('')}` : ''}`;
  const css = `@page{size:Letter;margin:0.6in 0.9in}body{font-family:${font(p, 'Liberation Sans')};font-size:${scan ? 11 : 10}pt;margin:${scan ? '56px 72px' : 0};color:#333}
.top{font-size:8.5pt;color:#666;margin-bottom:12pt}h1{font-family:'Liberation Serif',serif;font-size:28pt;font-weight:700;margin:0;color:#000}
.title{color:${accent};font-size:11pt;margin-bottom:8pt}h2{color:${accent};font-size:11pt;text-transform:uppercase;margin:14pt 0 4pt;font-weight:700}
h3{font-size:10.5pt;margin:6pt 0 0;font-weight:700}.d{font-size:8pt;color:#777;margin-bottom:2pt}p{margin:2pt 0}.sum{margin-bottom:6pt}.det{font-size:9pt;color:#555}`;
  return { html: page(css, body, p.language) };
}

/** Word "Bold modern"-like: tables for the header and the body, the name surname-first on two lines, a footer. */
export function bold(p, { accent }) {
  const l = L(p);
  const parts = p.name.full.split(' ');
  const cjk = Boolean(CJK[p.language]);
  const family = cjk ? p.name.full : parts.at(-1).toUpperCase();
  const given = cjk ? (p.name.variants[0] ?? '') : parts.slice(0, -1).join(' ');
  const body = `
<table class="hd"><tr><td class="nm"><div class="fam">${esc(family)}</div><div class="giv">${esc(given)}</div><div class="t">${esc(p.title)}</div></td>
<td class="ct"><div>${esc(p.phone)}</div><div>${esc(p.email)}</div><div>${esc(p.address)}</div>${p.links.map((x) => `<div>${esc(x.value)}</div>`).join('')}</td></tr></table>
<table class="bd">
<tr><th>${l.summary}</th><td>${esc(p.summary)}</td></tr>
<tr><th>${l.exp}</th><td>${p.jobs.map((j) => `<p><b>${esc(j.role)}</b>, ${esc(j.org)} — ${esc(j.place)}<br><span class="d">${esc(j.dates)}</span></p>${bullets(j)}`).join('')}</td></tr>
<tr><th>${l.edu}</th><td>${p.education.map((e) => `<p><b>${esc(e.degree)}</b><br>${esc(e.school)}, ${esc(e.place)} <span class="d">${esc(e.dates)}</span></p>`).join('')}</td></tr>
<tr><th>${l.skills}</th><td>${p.skills.map(esc).join(' | ')}</td></tr>
${p.details.length ? `<tr><th>${l.about}</th><td>${p.details.map((d) => `${l[DETAIL_LABEL[d.kind]]}: ${esc(d.value)}`).join('<br>')}${p.fatherName ? `<br>Father’s name: ${esc(p.fatherName)}` : ''}</td></tr>` : ''}
${p.extra.length ? `<tr><th>${l.more}</th><td>${p.extra.map(esc).join('<br>')}</td></tr>` : ''}
${p.referees?.length ? `<tr><th>${l.refs}</th><td>${p.referees.map((r) => `${esc(r.name)} — ${esc(r.role)}, ${esc(r.phone)}`).join('<br>')}</td></tr>` : ''}
</table>`;
  const css = `@page{size:A4}body{font-family:${font(p, 'DejaVu Sans')};font-size:9.5pt;margin:0 14mm;color:#111}
table{border-collapse:collapse;width:100%}.hd td{vertical-align:bottom;padding:10pt}.nm{background:${accent};color:#fff;width:55%}
.fam{font-size:30pt;font-weight:800;letter-spacing:1pt}.giv{font-size:18pt}.t{margin-top:4pt;font-size:10pt}.ct{font-size:8.8pt;text-align:right}
.bd th{width:24%;text-align:left;vertical-align:top;text-transform:uppercase;font-size:9pt;color:${accent};padding:8pt 6pt;border-top:2pt solid ${accent}}
.bd td{padding:8pt 6pt;border-top:0.5pt solid #ccc}.d{color:#666;font-size:8.5pt}p{margin:0 0 2pt}ul{margin:0 0 4pt 14pt;padding:0}`;
  const nm = cjk ? p.name.full : `${given} ${family}`;
  return {
    html: page(css, body, p.language),
    variants: [`${family}`, `${given} ${family}`].filter((v) => v.trim()),
    footer: {
      template: `<div style="font-size:8px;width:100%;padding:0 14mm;display:flex;justify-content:space-between;font-family:sans-serif"><span>${esc(nm)} — ${esc(p.title)}</span><span>${l.page} <span class="pageNumber"></span> / <span class="totalPages"></span></span></div>`,
      text: (i, n) => [`${nm} — ${p.title}`, `${l.page} ${i} / ${n}`],
    },
  };
}

/** Europass online-editor export: labelled personal information, dated blocks, the EU footer with page numbers. */
export function europass(p, { accent }) {
  const l = L(p);
  const row = (k, v) => `<div class="kv"><span class="k">${esc(k)}:</span> <span>${esc(v)}</span></div>`;
  const body = `
<div class="eu">europass</div>
<h1>${esc(displayName(p))}</h1>
${p.details
  .filter((d) => d.kind !== 'national_id')
  .map((d) => row(l[DETAIL_LABEL[d.kind]], d.value))
  .join('')}
${row(l.phone, p.phone)}${row(l.email, p.email)}${p.links.map((x) => row('Website', x.value)).join('')}${row(l.addr, p.address)}
<h2>${l.about.toUpperCase()}</h2><p>${esc(p.summary)}</p>
<h2>${l.exp.toUpperCase()}</h2>${p.jobs.map((j) => `<div class="blk"><div class="dt">${esc(j.dates)} ${esc(j.place)}</div><h3>${esc(j.role.toUpperCase())}</h3><div class="org">${esc(j.org)}</div>${bullets(j)}</div>`).join('')}
<h2>${l.edu.toUpperCase()}</h2>${p.education.map((e) => `<div class="blk"><div class="dt">${esc(e.dates)} ${esc(e.place)}</div><h3>${esc(e.degree.toUpperCase())}</h3><div class="org">${esc(e.school)}</div></div>`).join('')}
<h2>${l.skills.toUpperCase()}</h2><p>${p.skills.map(esc).join(' | ')}</p>
${p.extra.length ? `<h2>${l.more.toUpperCase()}</h2>${p.extra.map((x) => `<p>${esc(x)}</p>`).join('')}` : ''}`;
  const css = `@page{size:A4}body{font-family:${font(p, 'Open Sans')},'DejaVu Sans';font-size:9.2pt;margin:0 16mm;color:#222}
.eu{color:#0b4ea2;font-weight:700;font-size:11pt;text-align:right}h1{font-size:20pt;margin:4pt 0 8pt;border-bottom:1pt solid #ccc;padding-bottom:5pt}
.kv{margin:1pt 0}.k{font-weight:700}h2{font-size:11pt;color:#0b4ea2;border-bottom:1pt solid ${accent};margin:12pt 0 4pt;letter-spacing:0.5pt}
.blk{margin-bottom:6pt}.dt{font-size:8pt;color:#666}h3{margin:1pt 0;font-size:10pt}.org{font-style:italic}ul{margin:2pt 0 0 14pt;padding:0}p{margin:2pt 0}`;
  const euro = { de: 'Europäische Union', es: 'Unión Europea', fr: 'Union européenne' }[p.language] ?? 'European Union';
  return {
    html: page(css, body, p.language),
    footer: {
      template: `<div style="font-size:7px;width:100%;padding:0 16mm;display:flex;justify-content:space-between;font-family:sans-serif;color:#555"><span>© ${euro}, 2002-2026 | europass.europa.eu</span><span>${l.page} <span class="pageNumber"></span> / <span class="totalPages"></span></span></div>`,
      text: (i, n) => [`© ${euro}, 2002-2026 | europass.europa.eu`, `${l.page} ${i} / ${n}`],
    },
  };
}

/** A cover letter signed with a short form of the name and the phone, then a compact resume on page two. */
export function cover(p, { accent }) {
  const l = L(p);
  const sign = p.signoff ?? p.name.full;
  const letter = p.letter ?? [
    `I am writing to apply for the ${p.title} role advertised on your careers page.`,
    p.summary,
    `At ${p.jobs[0].org} I ${p.jobs[0].bullets[0].charAt(0).toLowerCase()}${p.jobs[0].bullets[0].slice(1)}`,
    'I would welcome the chance to talk about how I could help your team.',
  ];
  const body = `
<section class="letter">
<div class="from">${esc(p.name.full)}<br>${esc(p.address)}<br>${esc(p.email)}</div>
<p class="date">${esc(p.letterDate ?? '12 November 2026')}</p>
<p>${esc(p.greeting ?? 'Dear Hiring Manager,')}</p>
${letter.map((x) => `<p>${esc(x)}</p>`).join('')}
<p>${esc(p.closing ?? 'Kind regards,')}</p><p class="sig">${esc(sign)}<br>${esc(p.phone)}</p>
</section>
<section class="cv">
<h1>${esc(p.name.full)}</h1><div class="ct">${[p.phone, p.email, ...p.links.map(linkText)].map(esc).join(' / ')}</div>
<h2>${l.exp}</h2>${p.jobs.map((j) => `<p><b>${esc(j.org)}</b> · ${esc(j.place)} · ${esc(j.dates)}<br><i>${esc(j.role)}</i></p>${bullets(j)}`).join('')}
<h2>${l.edu}</h2>${p.education.map((e) => `<p><b>${esc(e.school)}</b> · ${esc(e.place)} · ${esc(e.dates)}<br>${esc(e.degree)}</p>`).join('')}
<h2>${l.skills}</h2><p>${p.skills.map(esc).join(', ')}</p>
${p.extra.map((x) => `<p>${esc(x)}</p>`).join('')}
${p.referees?.length ? `<h2>${l.refs}</h2>${p.referees.map((r) => `<p>${esc(r.name)}, ${esc(r.role)}, ${esc(r.phone)}</p>`).join('')}` : ''}
</section>`;
  const css = `@page{size:Letter;margin:0.9in 1in}body{font-family:'Liberation Serif',serif;font-size:11pt;margin:0;color:#111}
.letter{page-break-after:always}.from{text-align:right;font-size:9.5pt;margin-bottom:18pt}.date{margin-bottom:14pt}.letter p{margin:0 0 9pt;line-height:1.35}.sig{margin-top:16pt}
.cv h1{font-family:'Liberation Sans';font-size:20pt;margin:0;color:${accent}}.ct{font-size:9pt;margin-bottom:8pt}
.cv h2{font-family:'Liberation Sans';font-size:11pt;border-bottom:1pt solid #999;margin:10pt 0 4pt}.cv p{margin:2pt 0}ul{margin:2pt 0 4pt 16pt;padding:0}`;
  return { html: page(css, body, p.language), variants: [sign] };
}

/** A Japanese 履歴書-like form: ふりがな over the name, 〒 address, a 学歴・職歴 table, a photo box. */
export function rirekisho(p, { scan }) {
  const furigana = p.name.variants.find((v) => /^[\u3040-\u309f\s]+$/u.test(v)) ?? '';
  const dob = p.details.find((d) => d.kind === 'date_of_birth')?.value ?? '';
  const gender = p.details.find((d) => d.kind === 'gender')?.value ?? '';
  const rows = [
    ['', '学歴'],
    ...p.education.map((e) => [e.dates, `${e.school} ${e.degree}`]),
    ['', '職歴'],
    ...p.jobs.map((j) => [j.dates, `${j.org} 入職 ${j.role}`]),
    ['', '以上'],
  ];
  const body = `
<h1>履 歴 書</h1><div class="date">2026年11月1日現在</div>
<table class="id"><tr><td class="lbl">ふりがな</td><td>${esc(furigana)}</td><td rowspan="3" class="photo">写真</td></tr>
<tr><td class="lbl">氏名</td><td class="name">${esc(p.name.full)}</td></tr>
<tr><td class="lbl">生年月日</td><td>${esc(dob)}生（満33歳） ${esc(gender)}</td></tr>
<tr><td class="lbl">現住所</td><td colspan="2">${esc(p.address)}</td></tr>
<tr><td class="lbl">電話</td><td colspan="2">${esc(p.phone)}&#12288;E-mail: ${esc(p.email)}</td></tr></table>
<table class="hist"><tr><th>年月</th><th>学歴・職歴</th></tr>${rows.map(([d, t]) => `<tr><td>${esc(d)}</td><td${d ? '' : ' class="c"'}>${esc(t)}</td></tr>`).join('')}</table>
<table class="hist"><tr><th>免許・資格</th></tr><tr><td>${p.skills.map(esc).join('、')}</td></tr>
<tr><th>志望動機・自己PR</th></tr><tr><td>${esc(p.summary)}</td></tr></table>`;
  const css = `@page{size:A4;margin:12mm}body{font-family:'Noto Serif CJK JP',serif;font-size:${scan ? 12 : 10.5}pt;margin:${scan ? '36px 48px' : 0}}
h1{text-align:center;letter-spacing:6pt;font-size:20pt;margin:0}.date{text-align:right;font-size:9pt}
table{border-collapse:collapse;width:100%;margin-top:8pt}td,th{border:1pt solid #000;padding:4pt 6pt}.lbl{width:18%;font-size:9pt}
.name{font-size:20pt}.photo{width:25%;text-align:center;color:#888;height:110pt}.hist td:first-child{width:24%}.c{text-align:center}th{font-weight:normal;background:#eee}`;
  return { html: page(css, body, 'ja'), variants: furigana ? [furigana] : [] };
}

/** LibreOffice Writer, "Timeless"-like: centred name and contact, a details table, the name and page in the footer. */
export function writer(p, { accent }) {
  const l = L(p);
  const lines = [];
  const paras = [];
  const P = (style, text) => {
    lines.push(text);
    paras.push(`<text:p text:style-name="${style}">${esc(text)}</text:p>`);
  };
  P('Name', p.name.full);
  P('Centre', p.title);
  P('Centre', [p.address, p.phone, p.email, ...p.links.map(linkText)].join(' • '));
  P('Heading', l.summary);
  P('Body', p.summary);
  if (p.details.length) {
    const cells = p.details.map((d) => [l[DETAIL_LABEL[d.kind]], d.value]);
    paras.push(
      `<table:table table:name="Details" table:style-name="Tbl"><table:table-column table:number-columns-repeated="2"/>${cells
        .map(([k, v]) => {
          lines.push(k, v);
          return `<table:table-row><table:table-cell office:value-type="string"><text:p text:style-name="Label">${esc(k)}</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>${esc(v)}</text:p></table:table-cell></table:table-row>`;
        })
        .join('')}</table:table>`,
    );
  }
  P('Heading', l.exp);
  for (const j of p.jobs) {
    P('Entry', `${j.role} — ${j.org}, ${j.place}`);
    P('Meta', j.dates);
    for (const b of j.bullets) P('Bullet', `• ${b}`);
  }
  P('Heading', l.edu);
  for (const e of p.education) {
    P('Entry', `${e.degree}`);
    P('Meta', `${e.school}, ${e.place} · ${e.dates}`);
  }
  P('Heading', l.skills);
  P('Body', p.skills.join(', '));
  for (const x of p.extra) P('Body', x);
  if (p.referees?.length) {
    P('Heading', l.refs);
    for (const r of p.referees) P('Body', `${r.name}, ${r.role}, ${r.phone}`);
  }
  if (p.fatherName) P('Body', `Father’s Name: ${p.fatherName}`);
  if (p.declaration) P('Body', p.declaration);
  const fontName = CJK[p.language] ?? 'Liberation Serif';
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls><style:font-face style:name="${fontName}" svg:font-family="'${fontName}'"/></office:font-face-decls>
<office:styles>
<style:default-style style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.06cm"/><style:text-properties style:font-name="${fontName}" style:font-name-asian="${fontName}" fo:font-size="10.5pt" style:font-size-asian="10.5pt"/></style:default-style>
<style:style style:name="Name" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="24pt" style:font-size-asian="24pt" fo:letter-spacing="0.08cm" fo:color="${accent}"/></style:style>
<style:style style:name="Centre" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="9.5pt"/></style:style>
<style:style style:name="Heading" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.4cm" fo:border-bottom="0.6pt solid ${accent}" fo:keep-with-next="always"/><style:text-properties fo:font-size="12pt" fo:font-variant="small-caps" fo:font-weight="bold" style:font-weight-asian="bold"/></style:style>
<style:style style:name="Entry" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.15cm"/><style:text-properties fo:font-weight="bold" style:font-weight-asian="bold"/></style:style>
<style:style style:name="Meta" style:family="paragraph"><style:text-properties fo:font-style="italic" fo:color="#555555" fo:font-size="9.5pt"/></style:style>
<style:style style:name="Bullet" style:family="paragraph"><style:paragraph-properties fo:margin-left="0.6cm" fo:text-indent="-0.3cm"/></style:style>
<style:style style:name="Body" style:family="paragraph"><style:paragraph-properties fo:text-align="justify"/></style:style>
<style:style style:name="Label" style:family="paragraph"><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="Footer" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8pt" fo:color="#666666"/></style:style>
</office:styles>
<office:automatic-styles>
<style:page-layout style:name="PL"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.8cm" fo:margin-bottom="1.2cm" fo:margin-left="2.2cm" fo:margin-right="2.2cm"/><style:footer-style><style:header-footer-properties fo:min-height="0.6cm" fo:margin-top="0.3cm"/></style:footer-style></style:page-layout>
<style:style style:name="Tbl" style:family="table"><style:table-properties style:width="12cm" table:align="left"/></style:style>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="PL"><style:footer><text:p text:style-name="Footer">${esc(p.name.full)} · ${l.page} <text:page-number text:select-page="current">1</text:page-number>/<text:page-count>1</text:page-count></text:p></style:footer></style:master-page></office:master-styles>
<office:body><office:text>
${paras.join('\n')}
</office:text></office:body></office:document>
`;
  return {
    fodt,
    lines,
    footerLine: (i, n) => `${p.name.full} · ${l.page} ${i}/${n}`,
    others: (p.referees ?? []).map((r) => r.name),
  };
}
