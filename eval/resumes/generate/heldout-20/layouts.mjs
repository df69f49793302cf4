// Held-out part 20: its own templates. Each HTML layout returns { html, variants?, links?, others?, footer? } for
// ../heldout-run.mjs; `writer` returns a flat ODF document for LibreOffice with the lines it shows.
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const page = (css, body, lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>@page{size:A4;margin:0}body{margin:0}${css}</style></head><body>${body}</body></html>`;
const lang = (p) => p.language;
const L = {
  en: {
    exp: 'Experience',
    edu: 'Education',
    skills: 'Skills',
    profile: 'Profile',
    personal: 'Personal details',
    ref: 'Referees',
    pub: 'Publications',
    contact: 'Contact',
    more: 'Other',
  },
  de: {
    exp: 'Berufserfahrung',
    edu: 'Ausbildung',
    skills: 'Kenntnisse',
    profile: 'Profil',
    personal: 'Persönliche Daten',
    ref: 'Referenzen',
    pub: 'Veröffentlichungen',
    contact: 'Kontakt',
    more: 'Weiterbildung',
  },
  fr: {
    exp: 'Expérience professionnelle',
    edu: 'Formation',
    skills: 'Compétences',
    profile: 'Profil',
    personal: 'Informations',
    ref: 'Références',
    pub: 'Publications',
    contact: 'Contact',
    more: 'Divers',
  },
  es: {
    exp: 'Experiencia laboral',
    edu: 'Formación académica',
    skills: 'Habilidades',
    profile: 'Perfil',
    personal: 'Datos personales',
    ref: 'Referencias',
    pub: 'Publicaciones',
    contact: 'Contacto',
    more: 'Otros',
  },
  pt: {
    exp: 'Experiência profissional',
    edu: 'Formação',
    skills: 'Competências',
    profile: 'Resumo',
    personal: 'Dados pessoais',
    ref: 'Referências',
    pub: 'Publicações',
    contact: 'Contato',
    more: 'Outros',
  },
  zh: {
    exp: '工作经历',
    edu: '教育背景',
    skills: '专业技能',
    profile: '自我评价',
    personal: '基本信息',
    ref: '推荐人',
    pub: '论文',
    contact: '联系方式',
    more: '其他',
  },
  ko: {
    exp: '경력',
    edu: '학력',
    skills: '기술',
    profile: '자기소개',
    personal: '인적사항',
    ref: '추천인',
    pub: '논문',
    contact: '연락처',
    more: '기타',
  },
  vi: {
    exp: 'Kinh nghiệm làm việc',
    edu: 'Học vấn',
    skills: 'Kỹ năng',
    profile: 'Mục tiêu nghề nghiệp',
    personal: 'Thông tin cá nhân',
    ref: 'Người tham chiếu',
    pub: 'Bài báo',
    contact: 'Liên hệ',
    more: 'Khác',
  },
  ja: {
    exp: '職歴',
    edu: '学歴',
    skills: '免許・資格・スキル',
    profile: '自己PR',
    personal: '基本情報',
    ref: '推薦者',
    pub: '論文',
    contact: '連絡先',
    more: 'その他',
  },
  nb: {
    exp: 'Arbeidserfaring',
    edu: 'Utdanning',
    skills: 'Ferdigheter',
    profile: 'Profil',
    personal: 'Personalia',
    ref: 'Referanser',
    pub: 'Publikasjoner',
    contact: 'Kontakt',
    more: 'Annet',
  },
  sk: {
    exp: 'Pracovné skúsenosti',
    edu: 'Vzdelanie',
    skills: 'Zručnosti',
    profile: 'Profil',
    personal: 'Osobné údaje',
    ref: 'Referencie',
    pub: 'Publikácie',
    contact: 'Kontakt',
    more: 'Iné',
  },
};
const t = (p) => L[lang(p)] ?? L.en;
const detailsText = (p) => [
  ...p.details.map((d) => `${d.label}: ${d.value}`),
  ...(p.militaryStatus ? [`Military status: ${p.militaryStatus}`] : []),
  ...(p.licence ? [p.licence] : []),
  ...(p.fatherName ? [`Father's Name: ${p.fatherName}`] : []),
];
const links = (p) => p.links.map((l) => l.value);

// 1. A moderncv-like CV (LaTeX look): thin rule, dates in a left column, quote under the name.
export function moderncv(p, { accent }) {
  const row = (left, right) => `<tr><td class="l">${left}</td><td>${right}</td></tr>`;
  const sec = (h) => `<tr><td class="l"><div class="bar"></div></td><td><h2>${esc(h)}</h2></td></tr>`;
  const body = `<div class="wrap"><div class="name"><span class="g">${esc(p.given)}</span> <span class="f">${esc(p.family)}</span></div>
<div class="title">${esc(p.headline)}</div>
<div class="contact">${esc(p.address)}<br>☎ ${esc(p.phone)} &nbsp;•&nbsp; ✉ ${esc(p.email)}${links(p)
    .map((l) => ` &nbsp;•&nbsp; ${esc(l)}`)
    .join('')}</div>
<p class="quote">${esc(p.summary)}</p>
<table>${sec(t(p).exp)}${p.jobs.map((j) => row(esc(j.dates), `<b>${esc(j.title)}</b>, <i>${esc(j.org)}</i>, ${esc(j.place)}<ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`)).join('')}
${sec(t(p).edu)}${p.education.map((e) => row(esc(e.dates), `<b>${esc(e.degree)}</b>, <i>${esc(e.school)}</i>, ${esc(e.place)}`)).join('')}
${sec(t(p).skills)}${row('', esc(p.skills.join(', ')))}
${p.extra.length ? sec(t(p).more) + p.extra.map((x) => row('', esc(x))).join('') : ''}
${
  p.details.length || p.licence || p.militaryStatus
    ? sec(t(p).personal) +
      detailsText(p)
        .map((x) => row('', esc(x)))
        .join('')
    : ''
}
</table></div>`;
  const css = `body{font-family:'Latin Modern Roman','CMU Serif','DejaVu Serif',serif;font-size:10.5pt;color:#222}.wrap{padding:18mm 20mm}
.name{font-size:30pt;text-align:right}.g{font-weight:300;color:#555}.f{color:${accent}}.title{text-align:right;font-style:italic;color:#777;font-size:13pt}
.contact{text-align:right;font-size:9pt;margin-top:4px}.quote{font-style:italic;margin:12px 40px;text-align:center}
table{border-collapse:collapse;width:100%}td{vertical-align:top;padding:2px 6px}.l{width:26mm;text-align:right;color:#666;font-size:9pt}
.bar{height:6px;background:${accent};margin-top:10px}h2{color:${accent};font-weight:normal;font-size:14pt;margin:4px 0}ul{margin:2px 0;padding-left:16px}`;
  return { html: page(css, body, lang(p)), variants: [`${p.given} ${p.family}`] };
}

// 2. A LinkedIn "Save to PDF"-like profile: grey left column (Contact, Top Skills), page numbers in the footer.
export function profile(p, { accent }) {
  const body = `<div class="side"><h3>Contact</h3><div>${esc(p.phone)} (Mobile)</div><div>${esc(p.email)}</div>
${links(p)
  .map((l) => `<div>${esc(l)} (Personal)</div>`)
  .join('')}<h3>Top Skills</h3>${p.skills
    .slice(0, 3)
    .map((s) => `<div>${esc(s)}</div>`)
    .join('')}
<h3>Languages</h3><div>English (Full Professional)</div></div>
<div class="main"><h1>${esc(p.name.full)}</h1><div class="hl">${esc(p.headline)}</div><div class="loc">${esc(p.addressShort)}</div>
<h2>Summary</h2><p>${esc(p.summary)}</p><h2>Experience</h2>
${p.jobs.map((j) => `<div class="org">${esc(j.org)}</div><div class="role">${esc(j.title)}</div><div class="d">${esc(j.dates)}<br>${esc(j.place)}</div><p>${j.bullets.map(esc).join('. ')}.</p>`).join('')}
<h2>Education</h2>${p.education.map((e) => `<div class="org">${esc(e.school)}</div><div>${esc(e.degree)} · (${esc(e.dates)})</div>`).join('')}</div>`;
  const css = `body{font-family:Arial,'Liberation Sans',sans-serif;font-size:10pt;display:flex;min-height:297mm}
.side{width:62mm;background:#e9ecef;padding:14mm 6mm;font-size:9pt;color:#333}.side h3{font-size:11pt;margin:14px 0 4px;color:#000}
.main{flex:1;padding:14mm 10mm}h1{font-size:24pt;margin:0;font-weight:normal}.hl{font-size:11pt}.loc{color:#777;margin-bottom:10px}
h2{font-size:15pt;font-weight:normal;color:#000;margin:14px 0 4px}.org{font-weight:bold;margin-top:8px}.d{color:#777}.role{color:${accent}}`;
  return {
    html: page(css, body, lang(p)),
    footer: {
      template:
        '<div style="font-size:8px;width:100%;text-align:center;color:#999">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>',
      text: (i, n) => [`Page ${i} of ${n}`],
    },
  };
}

// 3. A job-portal export ("JobHive"): the name's span runs straight into the headline's (no space between).
export function portal(p, { accent }) {
  const body = `<div class="top">JobHive · Candidate profile · exported 14 Nov 2026</div>
<div class="hd"><span class="n">${esc(p.name.full)}</span><span class="h">${esc(p.headline)}</span></div>
<table class="kv"><tr><td>Mobile</td><td>${esc(p.phone)}</td><td>Email</td><td>${esc(p.email)}</td></tr>
<tr><td>Current location</td><td>${esc(p.addressShort)}</td><td>Total experience</td><td>${p.jobs.length * 3} Year(s)</td></tr></table>
<h4>Profile summary</h4><p>${esc(p.summary)}</p><h4>Work experience</h4>
${p.jobs.map((j) => `<div class="j"><b>${esc(j.title)}</b> at ${esc(j.org)} | ${esc(j.place)} | ${esc(j.dates)}<ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`).join('')}
<h4>Education</h4>${p.education.map((e) => `<div>${esc(e.degree)} — ${esc(e.school)}, ${esc(e.place)} (${esc(e.dates)})</div>`).join('')}
<h4>Key skills</h4><div class="chips">${p.skills.map((s) => `<span>${esc(s)}</span>`).join(' ')}</div>
<h4>Personal details</h4><div>Permanent address: ${esc(p.address)}</div>${detailsText(p)
    .map((x) => `<div>${esc(x)}</div>`)
    .join('')}`;
  const css = `body{font-family:Roboto,'DejaVu Sans',sans-serif;font-size:9.5pt;padding:12mm 14mm;color:#333}.top{font-size:8pt;color:#999;border-bottom:1px solid #ddd}
.hd{margin:10px 0}.n{font-size:18pt;font-weight:bold;color:${accent}}.h{font-size:11pt;color:#555;display:inline-block}
.kv td{padding:2px 8px 2px 0}.kv td:nth-child(odd){color:#888}h4{background:#f3f3f3;padding:3px 6px;margin:12px 0 4px}
.chips span{border:1px solid #ccc;border-radius:9px;padding:0 6px;margin:2px;display:inline-block}`;
  return { html: page(css, body, lang(p)), variants: [`${p.name.full}${p.headline}`] };
}

// 4. A Canva-like two-column design: the name split over two lines, letter-spaced, a coloured sidebar.
export function canva(p, { accent }) {
  const body = `<div class="side"><div class="nm">${esc(p.given.toUpperCase())}</div><div class="nm b">${esc(p.family.toUpperCase())}</div>
<div class="hl">${esc(p.headline)}</div><h3>${esc(t(p).contact)}</h3><div>📞 ${esc(p.phone)}</div><div>✉️ ${esc(p.email)}</div><div>📍 ${esc(p.address)}</div>
${links(p)
  .map((l) => `<div>🔗 ${esc(l)}</div>`)
  .join('')}<h3>${esc(t(p).skills)}</h3>${p.skills.map((s) => `<div>▸ ${esc(s)}</div>`).join('')}
${
  detailsText(p).length
    ? `<h3>${esc(t(p).personal)}</h3>${detailsText(p)
        .map((x) => `<div>${esc(x)}</div>`)
        .join('')}`
    : ''
}</div>
<div class="main"><h2>${esc(t(p).profile)}</h2><p>${esc(p.summary)}</p><h2>${esc(t(p).exp)}</h2>
${p.jobs.map((j) => `<div class="jt">${esc(j.title)}</div><div class="jo">${esc(j.org)} — ${esc(j.place)} · ${esc(j.dates)}</div><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`).join('')}
<h2>${esc(t(p).edu)}</h2>${p.education.map((e) => `<div class="jt">${esc(e.degree)}</div><div class="jo">${esc(e.school)}, ${esc(e.place)} · ${esc(e.dates)}</div>`).join('')}
${p.extra.length ? `<h2>${esc(t(p).more)}</h2>${p.extra.map((x) => `<p>${esc(x)}</p>`).join('')}` : ''}</div>`;
  const css = `body{font-family:Montserrat,'DejaVu Sans',sans-serif;font-size:9.5pt;display:flex;min-height:297mm}
.side{width:68mm;background:${accent};color:#fff;padding:16mm 7mm;font-size:8.8pt;overflow-wrap:anywhere}.nm{font-size:20pt;letter-spacing:5px;font-weight:300}.b{font-weight:800}
.hl{margin:6px 0 14px;letter-spacing:2px;text-transform:uppercase;font-size:8pt}.side h3{border-bottom:1px solid #fff8;letter-spacing:3px;font-size:9pt;margin-top:16px}
.main{flex:1;padding:16mm 9mm}.main h2{letter-spacing:3px;text-transform:uppercase;font-size:11pt;color:${accent}}.jt{font-weight:bold}.jo{color:#777;font-size:8.5pt}`;
  return {
    html: page(css, body, lang(p)),
    variants: [p.given.toUpperCase(), p.family.toUpperCase(), `${p.given.toUpperCase()}\n${p.family.toUpperCase()}`],
  };
}

// 5. An academic CV: publications with the candidate among co-authors, referees with titles and phones.
export function academic(p, { accent }) {
  const body = `<h1>${esc(p.name.full)}</h1><div class="c">${esc(p.address)} | ${esc(p.phone)} | ${esc(p.email)}</div>
<h2>Research profile</h2><p>${esc(p.summary)}</p><h2>Appointments</h2>
${p.jobs.map((j) => `<p><b>${esc(j.dates)}</b> &nbsp; ${esc(j.title)}, ${esc(j.org)}, ${esc(j.place)}. ${j.bullets.map(esc).join('; ')}.</p>`).join('')}
<h2>Education</h2>${p.education.map((e) => `<p><b>${esc(e.dates)}</b> &nbsp; ${esc(e.degree)}, ${esc(e.school)}</p>`).join('')}
<h2>Selected publications</h2><ol>${(p.publications ?? []).map((x) => `<li>${esc(x)}</li>`).join('')}</ol>
<h2>Skills</h2><p>${esc(p.skills.join(' · '))}</p>
<h2>Referees</h2><div class="refs">${p.referees.map((r) => `<div><b>${esc(r.name)}</b><br>${esc(r.title)}<br>Tel. ${esc(r.phone)}</div>`).join('')}</div>`;
  const css = `body{font-family:'Times New Roman','Liberation Serif',serif;font-size:11pt;padding:20mm 22mm;line-height:1.35}h1{text-align:center;font-variant:small-caps;margin:0}
.c{text-align:center;font-size:9.5pt}h2{font-size:12pt;border-bottom:1px solid ${accent};margin:14px 0 4px}p{margin:3px 0}.refs{display:flex;gap:24px}.refs div{flex:1}`;
  return { html: page(css, body, lang(p)), others: [...p.referees.map((r) => r.name), ...p.coauthors] };
}

// 6. An infographic resume: emoji before contact items, handles without URLs, skill bars, a timeline.
export function infographic(p, { accent }) {
  const bar = (s, i) =>
    `<div class="sk"><span>${esc(s)}</span><div class="tr"><div class="fl" style="width:${90 - i * 9}%"></div></div></div>`;
  const body = `<div class="hd"><div class="av">${esc(p.given[0])}${esc(p.family[0])}</div><div><h1>${esc(p.name.full)}</h1><div class="hl">${esc(p.headline)}</div></div></div>
<div class="ct"><span>📱 ${esc(p.phone)}</span><span>📧 ${esc(p.email)}</span><span>🏠 ${esc(p.addressShort)}</span>${links(
    p,
  )
    .map((l) => `<span>${l.startsWith('@') ? '🐦' : l.includes('.') ? '🌐' : '🐙'} ${esc(l)}</span>`)
    .join('')}</div>
<div class="cols"><div class="l"><h2>${esc(t(p).exp)}</h2>${p.jobs.map((j) => `<div class="tl"><div class="dt">${esc(j.dates)}</div><b>${esc(j.title)}</b> · ${esc(j.org)}<div class="pl">${esc(j.place)}</div><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`).join('')}
<h2>${esc(t(p).edu)}</h2>${p.education.map((e) => `<div class="tl"><div class="dt">${esc(e.dates)}</div><b>${esc(e.degree)}</b><div class="pl">${esc(e.school)}, ${esc(e.place)}</div></div>`).join('')}</div>
<div class="r"><h2>${esc(t(p).skills)}</h2>${p.skills.map(bar).join('')}<h2>${esc(t(p).profile)}</h2><p>${esc(p.summary)}</p>${p.extra.map((x) => `<p>★ ${esc(x)}</p>`).join('')}</div></div>`;
  const css = `body{font-family:Lato,'Noto Sans',sans-serif;font-size:9.5pt;padding:12mm;color:#2b2b2b}.hd{display:flex;gap:14px;align-items:center}
.av{width:54px;height:54px;border-radius:50%;background:${accent};color:#fff;font-size:20pt;display:flex;align-items:center;justify-content:center}
h1{margin:0;font-size:22pt}.hl{color:${accent};font-weight:bold}.ct{display:flex;flex-wrap:wrap;gap:6px 16px;margin:10px 0;padding:6px;background:#f4f4f4;border-radius:6px}
.cols{display:flex;gap:16px}.l{flex:1.6}.r{flex:1}h2{font-size:11pt;color:${accent};text-transform:uppercase;border-bottom:2px solid ${accent}}
.tl{border-left:2px solid #ccc;padding-left:8px;margin-bottom:8px}.dt{font-size:8pt;color:#888}.pl{font-size:8.5pt;color:#666}
.sk span{font-size:9pt}.tr{height:7px;background:#ddd;border-radius:4px;margin:2px 0 6px}.fl{height:7px;background:${accent};border-radius:4px}`;
  return { html: page(css, body, lang(p)) };
}

// 7. A cover letter and the resume in one PDF: the letter signed with the short name, then the resume.
export function letter(p, { accent }) {
  const short = p.name.variants.find((v) => !v.includes(' ') && v !== p.family && v.length < 8) ?? p.given;
  const body = `<div class="pg"><div class="from">${esc(p.name.full)}<br>${esc(p.address)}<br>${esc(p.phone)} · ${esc(p.email)}</div>
<p>12 November 2026</p><p>Hiring Manager<br>Talent Acquisition Team</p><p>Dear Hiring Manager,</p>
<p>I am writing to apply for the advertised role. ${esc(p.summary)} In my current position at ${esc(p.jobs[0].org)} I ${esc(p.jobs[0].bullets[0].charAt(0).toLowerCase() + p.jobs[0].bullets[0].slice(1))}.</p>
<p>I would welcome the chance to discuss how my experience fits your team. My resume is attached on the next page.</p>
<p>Kind regards,</p><p class="sig">${esc(short)}</p><p>${esc(p.name.full)}</p></div>
<div class="pg2"><h1>${esc(p.name.full.toUpperCase())}</h1><div class="c">${esc(p.phone)} | ${esc(p.email)} | ${esc(p.addressShort)}</div>
<h2>${esc(t(p).exp)}</h2>${p.jobs.map((j) => `<div class="row"><b>${esc(j.org)}</b><span>${esc(j.dates)}</span></div><div class="row"><i>${esc(j.title)}</i><span>${esc(j.place)}</span></div><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`).join('')}
<h2>${esc(t(p).edu)}</h2>${p.education.map((e) => `<div class="row"><b>${esc(e.school)}</b><span>${esc(e.dates)}</span></div><div>${esc(e.degree)}</div>`).join('')}
<h2>${esc(t(p).skills)}</h2><p>${esc(p.skills.join(', '))}</p>${detailsText(p)
    .map((x) => `<div>${esc(x)}</div>`)
    .join('')}</div>`;
  const css = `body{font-family:Georgia,'DejaVu Serif',serif;font-size:10.5pt}.pg,.pg2{padding:20mm 22mm}.pg{page-break-after:always;min-height:250mm}
.from{text-align:right;margin-bottom:18px;color:#444}.sig{font-family:'URW Chancery L','Z003',cursive;font-size:18pt;color:${accent};margin:0}
h1{text-align:center;letter-spacing:2px;font-size:18pt;margin:0}.c{text-align:center;border-bottom:1px solid #000;padding-bottom:4px}
h2{font-size:11pt;text-transform:uppercase;margin:12px 0 4px;color:${accent}}.row{display:flex;justify-content:space-between}`;
  return { html: page(css, body, lang(p)), variants: [short, p.name.full.toUpperCase()] };
}

// 8. A plain ATS resume: monospace-ish, all-capital headings, pipe-separated contact line.
export function ats(p) {
  const body = `<pre>${esc(p.name.full.toUpperCase())}
${esc(p.address)} | ${esc(p.phone)} | ${esc(p.email)}${links(p)
    .map((l) => ` | ${esc(l)}`)
    .join('')}

SUMMARY
${esc(p.summary)}

${esc(t(p).exp.toUpperCase())}
${p.jobs.map((j) => `${esc(j.title)}, ${esc(j.org)} -- ${esc(j.place)} (${esc(j.dates)})\n${j.bullets.map((b) => `  * ${esc(b)}`).join('\n')}`).join('\n\n')}

${esc(t(p).edu.toUpperCase())}
${p.education.map((e) => `${esc(e.degree)}, ${esc(e.school)}, ${esc(e.place)}, ${esc(e.dates)}`).join('\n')}

${esc(t(p).skills.toUpperCase())}
${esc(p.skills.join(', ').toUpperCase())}
${detailsText(p).length ? `\n${detailsText(p).map(esc).join('\n')}` : ''}</pre>`;
  const css = `body{padding:18mm}pre{font-family:'Liberation Mono','DejaVu Sans Mono',monospace;font-size:9.5pt;white-space:pre-wrap}`;
  return { html: page(css, body, lang(p)), variants: [p.name.full.toUpperCase()] };
}

// 9. A Japanese rirekisho-like form: furigana row, 〒 address, 印 box, year/month history table.
export function rirekisho(p) {
  const furi = p.name.variants.find((v) => /[ぁ-ん]/.test(v)) ?? '';
  const body = `<h1>履 歴 書</h1><div class="date">2026年11月20日現在</div>
<table class="top"><tr><td class="k">ふりがな</td><td>${esc(furi)}</td><td rowspan="3" class="photo">写真</td></tr>
<tr><td class="k">氏名</td><td class="nm">${esc(p.name.full)}<span class="in">印</span></td></tr>
<tr><td class="k">生年月日</td><td>${esc(p.details.find((d) => d.kind === 'date_of_birth')?.value ?? '')}（満32歳）</td></tr>
<tr><td class="k">現住所</td><td colspan="2">${esc(p.postcode ?? '')}<br>${esc(p.address)}</td></tr>
<tr><td class="k">電話</td><td colspan="2">${esc(p.phone)}\u3000/\u3000+81 (0)${esc(p.phone.slice(1))}</td></tr>
<tr><td class="k">E-mail</td><td colspan="2">${esc(p.email)}</td></tr></table>
<table class="h"><tr><th>年</th><th>月</th><th>学歴・職歴</th></tr><tr><td></td><td></td><td class="c">学歴</td></tr>
${p.education.map((e) => `<tr><td>2017</td><td>3</td><td>${esc(e.school)} ${esc(e.degree)}</td></tr>`).join('')}<tr><td></td><td></td><td class="c">職歴</td></tr>
${p.jobs.map((j) => `<tr><td>${esc(j.dates.slice(0, 4))}</td><td>4</td><td>${esc(j.org)} 入社（${esc(j.title)}）${esc(j.bullets[0] ?? '')}</td></tr>`).join('')}<tr><td></td><td></td><td class="r">以上</td></tr></table>
<table class="h"><tr><th>${esc(t(p).skills)}</th></tr><tr><td>${esc(p.skills.join('、'))}</td></tr><tr><th>${esc(t(p).profile)}</th></tr><tr><td>${esc(p.summary)}</td></tr></table>`;
  const css = `body{font-family:'Noto Serif CJK JP','Noto Sans CJK JP',serif;font-size:10.5pt;padding:12mm 16mm}h1{text-align:center;letter-spacing:6px;margin:0;font-size:20pt}
.date{text-align:right;font-size:9pt}table{border-collapse:collapse;width:100%;margin-top:6px}td,th{border:1px solid #000;padding:3px 6px}.k{width:22mm;font-size:9pt}
.photo{width:30mm;height:36mm;text-align:center;color:#999}.nm{font-size:18pt}.in{display:inline-block;border:1px solid #c00;color:#c00;border-radius:50%;width:20px;height:20px;font-size:10pt;text-align:center;margin-left:24px}
.h td:nth-child(1),.h td:nth-child(2){width:12mm;text-align:center}.c{text-align:center}.r{text-align:right}`;
  return { html: page(css, body, 'ja') };
}

// 10. A two-page Word-like resume with the name and the page number in the footer.
export function wordlike(p, { accent }) {
  const body = `<h1>${esc(p.name.full)}</h1><div class="c">${esc(p.address)}<br>${esc(p.phone)} &nbsp;&nbsp; ${esc(p.email)}${links(
    p,
  )
    .map((l) => ` &nbsp;&nbsp; ${esc(l)}`)
    .join('')}</div>
<h2>${esc(t(p).profile)}</h2><p>${esc(p.summary)}</p><h2>${esc(t(p).exp)}</h2>
${p.jobs.map((j) => `<p class="j"><b>${esc(j.title)}</b><br>${esc(j.org)}, ${esc(j.place)}<span class="d">${esc(j.dates)}</span></p><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`).join('')}
<h2>${esc(t(p).edu)}</h2>${p.education.map((e) => `<p><b>${esc(e.degree)}</b><br>${esc(e.school)}, ${esc(e.place)} — ${esc(e.dates)}</p>`).join('')}
<h2>${esc(t(p).skills)}</h2><ul class="two">${p.skills.map((s) => `<li>${esc(s)}</li>`).join('')}</ul>
${p.extra.length ? `<h2>${esc(t(p).more)}</h2>${p.extra.map((x) => `<p>${esc(x)}</p>`).join('')}` : ''}
${
  detailsText(p).length
    ? `<h2>${esc(t(p).personal)}</h2>${detailsText(p)
        .map((x) => `<p>${esc(x)}</p>`)
        .join('')}`
    : ''
}
${p.referees.length ? `<h2>${esc(t(p).ref)}</h2>${p.referees.map((r) => `<p>${esc(r.name)}, ${esc(r.title)}, ${esc(r.phone)}</p>`).join('')}` : `<p><i>Referees available upon request.</i></p>`}`;
  const css = `body{font-family:Calibri,Carlito,sans-serif;font-size:11.5pt;padding:0 24mm;line-height:1.45}h1{font-size:22pt;color:${accent};margin:0}
.c{font-size:10pt;margin-bottom:8px}h2{font-size:13pt;color:${accent};border-bottom:1px solid #bbb;margin:16px 0 4px}.d{float:right;color:#555}.two{columns:2}`;
  return {
    html: page(css, body, lang(p)),
    others: p.referees.map((r) => r.name),
    footer: {
      template: `<div style="font-size:8px;width:100%;padding:0 24mm;display:flex;justify-content:space-between;color:#666"><span>${esc(p.name.full)} — Resume</span><span>Page <span class="pageNumber"></span></span></div>`,
      text: (i) => [`${p.name.full} — Resume`, `Page ${i}`],
    },
  };
}

// 11. A Europass-like CV: labels in a narrow left column, personal data on top.
export function europass(p, { accent }) {
  const r = (k, v) => `<tr><td class="k">${esc(k)}</td><td>${v}</td></tr>`;
  const body = `<div class="logo">europass</div><table>${r('', `<span class="nm">${esc(p.name.full)}</span>`)}
${r(t(p).contact, `🏠 ${esc(p.address)}<br>📞 ${esc(p.phone)}<br>✉ ${esc(p.email)}`)}${detailsText(p)
    .map((x) => r('', esc(x)))
    .join('')}
<tr><td colspan="2"><h2>${esc(t(p).exp)}</h2></td></tr>${p.jobs.map((j) => r(j.dates, `<b>${esc(j.title)}</b><br>${esc(j.org)}, ${esc(j.place)}<br>${j.bullets.map(esc).join('<br>')}`)).join('')}
<tr><td colspan="2"><h2>${esc(t(p).edu)}</h2></td></tr>${p.education.map((e) => r(e.dates, `<b>${esc(e.degree)}</b><br>${esc(e.school)}, ${esc(e.place)}`)).join('')}
<tr><td colspan="2"><h2>${esc(t(p).skills)}</h2></td></tr>${r('', esc(p.skills.join(' / ')))}${p.extra.map((x) => r('', esc(x))).join('')}</table>`;
  const css = `body{font-family:Arial,'Liberation Sans',sans-serif;font-size:9.5pt;padding:14mm}.logo{color:#0e47cb;font-weight:bold;font-size:14pt}
table{width:100%;border-collapse:collapse}td{vertical-align:top;padding:3px 6px}.k{width:45mm;text-align:right;color:#0e47cb;font-size:8.5pt}
.nm{font-size:17pt}h2{color:${accent};font-size:11pt;border-bottom:1px solid #0e47cb;margin:10px 0 2px}`;
  return { html: page(css, body, lang(p)) };
}

// 12. A Chinese/Korean table resume: basic-information grid, then sections with a coloured title bar.
export function cjk(p, { accent }) {
  const d = p.details;
  const body = `<h1>${esc(p.name.full)}</h1><div class="sub">${esc(p.headline)}</div><h2>${esc(t(p).personal)}</h2>
<table><tr><td class="k">${lang(p) === 'ko' ? '이름' : '姓名'}</td><td>${esc(p.name.variants[0])}</td>${d.map((x) => `<td class="k">${esc(x.label)}</td><td>${esc(x.value)}</td>`).join('')}</tr>
<tr><td class="k">${lang(p) === 'ko' ? '휴대폰' : '电话'}</td><td>${esc(p.phone)}</td><td class="k">E-mail</td><td colspan="3">${esc(p.email)}</td></tr>
<tr><td class="k">${lang(p) === 'ko' ? '주소' : '住址'}</td><td colspan="5">${esc(p.address)}</td></tr></table>
<h2>${esc(t(p).edu)}</h2>${p.education.map((e) => `<div class="row"><b>${esc(e.school)}</b><span>${esc(e.degree)}</span><span>${esc(e.dates)}</span></div>`).join('')}
<h2>${esc(t(p).exp)}</h2>${p.jobs.map((j) => `<div class="row"><b>${esc(j.org)}</b><span>${esc(j.title)}</span><span>${esc(j.dates)}</span></div><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`).join('')}
<h2>${esc(t(p).skills)}</h2><p>${esc(p.skills.join(' | '))}</p><h2>${esc(t(p).profile)}</h2><p>${esc(p.summary)}</p>`;
  const css = `body{font-family:'Noto Sans CJK SC','Noto Sans CJK KR',sans-serif;font-size:10pt;padding:14mm 16mm}h1{margin:0;font-size:22pt}.sub{color:#666}
h2{background:${accent};color:#fff;font-size:11pt;padding:2px 8px;margin:12px 0 4px}table{border-collapse:collapse;width:100%}td{border:1px solid #ccc;padding:3px 5px}.k{background:#f2f2f2;width:16mm}
.row{display:flex;justify-content:space-between}`;
  return { html: page(css, body, lang(p)), variants: [p.name.variants[0]] };
}

// LibreOffice: a Word-like document (name in a header table, personal data, sections) in flat ODF.
export function writer(p, { accent }) {
  const lines = [];
  const para = (text, style = 'P') => {
    lines.push(text);
    return `<text:p text:style-name="${style}">${esc(text)}</text:p>`;
  };
  const contact = [p.address, p.phone, p.email, ...links(p)].join(' · ');
  const body = [
    para(p.name.full, 'Name'),
    para(p.headline, 'Sub'),
    para(contact),
    ...detailsText(p).map((x) => para(x)),
    para(t(p).profile, 'H'),
    para(p.summary),
    para(t(p).exp, 'H'),
    ...p.jobs.flatMap((j) => [
      para(`${j.title} — ${j.org}, ${j.place}`, 'B'),
      para(j.dates, 'Dt'),
      ...j.bullets.map((b) => para(`• ${b}`)),
    ]),
    para(t(p).edu, 'H'),
    ...p.education.flatMap((e) => [para(`${e.degree}, ${e.school}, ${e.place}`, 'B'), para(e.dates, 'Dt')]),
    para(t(p).skills, 'H'),
    para(p.skills.join(', ')),
    ...(p.extra.length ? [para(t(p).more, 'H'), ...p.extra.map((x) => para(x))] : []),
    ...(p.referees.length
      ? [para(t(p).ref, 'H'), ...p.referees.map((r) => para(`${r.name}, ${r.title}, ${r.phone}`))]
      : []),
  ].join('\n');
  const footer = `${p.family} · CV`;
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls><style:font-face style:name="Carlito" svg:font-family="Carlito" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"/></office:font-face-decls>
<office:styles>
<style:style style:name="Standard" style:family="paragraph"><style:text-properties style:font-name="Carlito" fo:font-size="10.5pt"/></style:style>
<style:style style:name="P" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-bottom="0.06cm"/></style:style>
<style:style style:name="Name" style:family="paragraph" style:parent-style-name="Standard"><style:text-properties fo:font-size="22pt" fo:font-weight="bold" fo:color="${accent}"/></style:style>
<style:style style:name="Sub" style:family="paragraph" style:parent-style-name="Standard"><style:text-properties fo:font-size="12pt" fo:font-style="italic"/></style:style>
<style:style style:name="H" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-top="0.4cm" fo:border-bottom="0.5pt solid ${accent}"/><style:text-properties fo:font-size="13pt" fo:font-weight="bold" fo:color="${accent}"/></style:style>
<style:style style:name="B" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-top="0.15cm"/><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="Dt" style:family="paragraph" style:parent-style-name="Standard"><style:text-properties fo:color="#666666" fo:font-size="9pt"/></style:style>
<style:style style:name="Ft" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8pt" fo:color="#888888"/></style:style>
</office:styles>
<office:automatic-styles><style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.8cm" fo:margin-bottom="1.2cm" fo:margin-left="2.2cm" fo:margin-right="2.2cm"/><style:footer-style/></style:page-layout></office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"><style:footer><text:p text:style-name="Ft">${esc(footer)} · <text:page-number text:select-page="current">1</text:page-number>/<text:page-count>1</text:page-count></text:p></style:footer></style:master-page></office:master-styles>
<office:body><office:text>
${body}
</office:text></office:body></office:document>
`;
  return {
    fodt,
    lines,
    others: p.referees.map((r) => r.name),
    footerLine: (i, n) => `${footer} · ${i}/${n}`,
  };
}
