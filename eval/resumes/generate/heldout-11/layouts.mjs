// Held-out part 11's own templates: each takes a person and returns the page's HTML (printed by Chromium) or
// a flat ODF (converted by LibreOffice) with the lines it shows.
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const H = {
  en: {
    exp: 'Experience',
    edu: 'Education',
    skills: 'Skills',
    profile: 'Profile',
    refs: 'References',
    contact: 'Contact',
    personal: 'Personal details',
  },
  de: {
    exp: 'Berufserfahrung',
    edu: 'Ausbildung',
    skills: 'Kenntnisse',
    profile: 'Profil',
    refs: 'Referenzen',
    contact: 'Kontakt',
    personal: 'Persönliche Daten',
  },
  fr: {
    exp: 'Expériences professionnelles',
    edu: 'Formation',
    skills: 'Compétences',
    profile: 'Profil',
    refs: 'Références',
    contact: 'Coordonnées',
    personal: 'Informations personnelles',
  },
  es: {
    exp: 'Experiencia laboral',
    edu: 'Formación académica',
    skills: 'Habilidades',
    profile: 'Perfil',
    refs: 'Referencias',
    contact: 'Contacto',
    personal: 'Datos personales',
  },
  pt: {
    exp: 'Experiência profissional',
    edu: 'Formação',
    skills: 'Competências',
    profile: 'Objetivo',
    refs: 'Referências',
    contact: 'Contato',
    personal: 'Dados pessoais',
  },
  nl: {
    exp: 'Werkervaring',
    edu: 'Opleiding',
    skills: 'Vaardigheden',
    profile: 'Profiel',
    refs: 'Referenties',
    contact: 'Contact',
    personal: 'Persoonlijke gegevens',
  },
  no: {
    exp: 'Arbeidserfaring',
    edu: 'Utdanning',
    skills: 'Ferdigheter',
    profile: 'Profil',
    refs: 'Referanser',
    contact: 'Kontakt',
    personal: 'Personalia',
  },
  sk: {
    exp: 'Pracovné skúsenosti',
    edu: 'Vzdelanie',
    skills: 'Zručnosti',
    profile: 'Profil',
    refs: 'Referencie',
    contact: 'Kontakt',
    personal: 'Osobné údaje',
  },
  zh: {
    exp: '工作经历',
    edu: '教育背景',
    skills: '专业技能',
    profile: '个人简介',
    refs: '推荐人',
    contact: '联系方式',
    personal: '基本信息',
  },
  ko: {
    exp: '경력 사항',
    edu: '학력 사항',
    skills: '보유 기술',
    profile: '자기소개',
    refs: '추천인',
    contact: '연락처',
    personal: '인적 사항',
  },
  vi: {
    exp: 'Kinh nghiệm làm việc',
    edu: 'Học vấn',
    skills: 'Kỹ năng',
    profile: 'Mục tiêu nghề nghiệp',
    refs: 'Người tham chiếu',
    contact: 'Liên hệ',
    personal: 'Thông tin cá nhân',
  },
  ja: {
    exp: '職務経歴',
    edu: '学歴',
    skills: 'スキル',
    profile: '自己PR',
    refs: '推薦者',
    contact: '連絡先',
    personal: '基本情報',
  },
};
const h = (p) => H[p.language] ?? H.en;
const DETAIL = {
  en: {
    date_of_birth: 'Date of Birth',
    gender: 'Gender',
    marital_status: 'Marital Status',
    nationality: 'Nationality',
    national_id: 'ID No.',
    age: 'Age',
    religion: 'Religion',
  },
  de: { date_of_birth: 'Geburtsdatum', marital_status: 'Familienstand', nationality: 'Staatsangehörigkeit' },
  fr: { age: 'Âge', nationality: 'Nationalité' },
  es: { national_id: 'DNI', date_of_birth: 'Fecha de nacimiento', age: 'Edad' },
  pt: { national_id: 'CPF', date_of_birth: 'Data de nascimento', marital_status: 'Estado civil' },
  nl: { date_of_birth: 'Geboortedatum', nationality: 'Nationaliteit' },
  sk: { date_of_birth: 'Dátum narodenia' },
  zh: { date_of_birth: '出生年月' },
  ko: { date_of_birth: '생년월일' },
  vi: { date_of_birth: 'Ngày sinh', gender: 'Giới tính' },
  ja: { date_of_birth: '生年月日', gender: '性別' },
};
const label = (p, k) => DETAIL[p.language]?.[k] ?? DETAIL.en[k] ?? k;
const page = (css, body, lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>@page{size:A4;margin:14mm 15mm}body{margin:0}${css}</style></head><body>${body}</body></html>`;
const jobsHtml = (p, fmt) => p.jobs.map(fmt).join('');
const ul = (items) => (items.length ? `<ul>${items.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : '');

/** moderncv-like: serif, dates in a left column, a thin rule before each heading, contact right-aligned with glyphs. */
export function latex(p, { accent }) {
  const t = h(p);
  const row = (l, r) => `<div class="r"><div class="l">${l}</div><div class="c">${r}</div></div>`;
  const body = `
<header><div><div class="fn">${esc(p.name.full.split(' ').slice(0, -1).join(' '))}</div><div class="ln">${esc(p.name.full.split(' ').slice(-1)[0])}</div><div class="hl">${esc(p.headline)}</div></div>
<div class="ct"><div>⌂ ${esc(p.address)}</div><div>☎ ${esc(p.phone)}</div><div>✉ ${esc(p.email)}</div>${p.links.map((l) => `<div>⚲ ${esc(l.value)}</div>`).join('')}</div></header>
<h2><span></span>${t.exp}</h2>
${jobsHtml(p, (j) => row(`${esc(j.from)}–${esc(j.to)}`, `<b>${esc(j.title)}</b>, <i>${esc(j.org)}</i>, ${esc(j.place)}.${ul(j.bullets)}`))}
<h2><span></span>${t.edu}</h2>
${p.education.map((e) => row(esc(e.year), `<b>${esc(e.degree)}</b>, <i>${esc(e.school)}</i>, ${esc(e.place)}.`)).join('')}
<h2><span></span>${t.skills}</h2>${row('', esc(p.skills.join(' • ')))}
${p.extra.length ? row('', esc(p.extra.join('; '))) : ''}
${p.details.length ? `<h2><span></span>${t.personal}</h2>${p.details.map((d) => row(label(p, d.kind), esc(d.value))).join('')}` : ''}`;
  const css = `body{font-family:'Latin Modern Roman','DejaVu Serif',serif;font-size:10.5pt;color:#222}header{display:flex;justify-content:space-between}.fn{font-size:26pt;font-weight:300}.ln{font-size:26pt;color:${accent}}.hl{font-style:italic;color:#555}.ct{text-align:right;font-size:9pt;line-height:1.5}h2{font-weight:normal;color:${accent};font-size:14pt;display:flex;align-items:center;gap:8px;margin:14px 0 6px}h2 span{display:inline-block;width:25%;border-top:1px solid ${accent}}.r{display:flex;margin-bottom:4px}.l{width:25%;text-align:right;padding-right:10px;color:#666;font-size:9.5pt}.c{flex:1}ul{margin:2px 0 0 16px;padding:0}`;
  return { html: page(css, body, p.language) };
}

/** US federal style: long form, hours per week, supervisor, grade, citizenship. */
export function federal(p) {
  const body = `<h1>${esc(p.name.full.toUpperCase())}</h1>
<p class="c">${esc(p.address)}<br>Day phone: ${esc(p.phone)} &nbsp;|&nbsp; Email: ${esc(p.email)}</p>
<p>${esc(p.extra.join(' | '))}</p>
<p><b>Objective:</b> ${esc(p.headline)} — ${esc(p.summary)}</p>
<h2>WORK EXPERIENCE</h2>
${jobsHtml(p, (j) => `<div class="j"><b>${esc(j.org)}</b>, ${esc(j.place)}<br>${esc(j.from)} – ${esc(j.to)}<br><b>${esc(j.title)}</b>${j.bullets.map((b) => `<p>${esc(b)}</p>`).join('')}</div>`)}
<h2>EDUCATION</h2>${p.education.map((e) => `<p>${esc(e.school)}, ${esc(e.place)} — ${esc(e.degree)}, ${esc(e.year)}</p>`).join('')}
<h2>JOB-RELATED TRAINING AND SKILLS</h2><p>${esc(p.skills.join('; '))}; ${esc(p.keep[0])}</p>
<h2>REFERENCES</h2>${p.referees.map((r) => `<p>${esc(r.name)}, ${esc(r.title)}, ${esc(r.phone)}</p>`).join('')}`;
  const css = `body{font-family:'Times New Roman','Liberation Serif',serif;font-size:11pt}h1{font-size:14pt;text-align:center;margin:0}.c{text-align:center;margin:2px}h2{font-size:11pt;border-bottom:1px solid #000;margin-top:12px}.j{margin-bottom:8px}.j p{margin:3px 0 3px 18px}`;
  return { html: page(css, body), others: p.referees.map((r) => r.name) };
}

/** Canva-like two columns: the name split over two lines, letter-spaced capitals, skill bars, a coloured side column. */
export function canva(p, { accent }) {
  const t = h(p);
  const [first, ...rest] = p.name.full.split(' ');
  const bars = p.skills
    .map((s, i) => `<div class="sk">${esc(s)}<div class="bar"><i style="width:${90 - i * 11}%"></i></div></div>`)
    .join('');
  const body = `<div class="wrap"><aside><div class="ph">◯</div><h3>${t.contact}</h3><p>📞 ${esc(p.phone)}</p><p>✉️ ${esc(p.email)}</p><p>📍 ${esc(p.address)}</p>${p.links.map((l) => `<p>🔗 ${esc(l.value)}</p>`).join('')}
${p.details.map((d) => `<p>${esc(label(p, d.kind))}: ${esc(d.value)}</p>`).join('')}<h3>${t.skills}</h3>${bars}</aside>
<main><div class="n1">${esc(first.toUpperCase())}</div><div class="n2">${esc(rest.join(' ').toUpperCase())}</div><div class="hl">${esc(p.headline)}</div>
<h3>${t.profile}</h3><p>${esc(p.summary)}</p><h3>${t.exp}</h3>${jobsHtml(p, (j) => `<div class="j"><b>${esc(j.title)}</b><div class="m">${esc(j.org)} | ${esc(j.place)} | ${esc(j.from)} - ${esc(j.to)}</div>${ul(j.bullets)}</div>`)}
<h3>${t.edu}</h3>${p.education.map((e) => `<p><b>${esc(e.degree)}</b><br>${esc(e.school)}, ${esc(e.place)} · ${esc(e.year)}</p>`).join('')}</main></div>`;
  const css = `body{font-family:'Montserrat','DejaVu Sans',sans-serif;font-size:9.5pt}.wrap{display:flex;gap:18px}aside{width:34%;background:${accent}18;padding:12px;word-wrap:break-word}main{flex:1}.ph{font-size:50pt;text-align:center;color:${accent}}.n1,.n2{font-size:24pt;letter-spacing:0.3em;line-height:1.1}.n2{font-weight:bold;color:${accent}}.hl{letter-spacing:0.15em;text-transform:uppercase;margin:6px 0 10px;font-size:9pt}h3{letter-spacing:0.12em;text-transform:uppercase;font-size:10pt;border-bottom:2px solid ${accent};padding-bottom:2px}.bar{height:5px;background:#ddd;margin:2px 0 6px}.bar i{display:block;height:5px;background:${accent}}.m{color:#666;font-size:8.5pt}ul{padding-left:14px;margin:3px 0}`;
  const variants = [first.toUpperCase(), rest.join(' ').toUpperCase()].filter((v) => v.length > 2);
  return { html: page(css, body, p.language), variants };
}

/** A job-portal export (OCC/TopCV/Naukri-like): a label table, a banner, the name running into the next word. */
export function portal(p, { accent }) {
  const t = h(p);
  const rows = [
    ['E-mail', p.email],
    ['Tel.', p.phone],
    [t.contact, p.address],
    ...p.details.map((d) => [label(p, d.kind), d.value]),
  ];
  const body = `<div class="bar">careerportal · ${esc(p.locale)} &nbsp; Candidate profile #48${p.phone.replace(/\D/g, '').slice(-3)}</div>
<div class="top"><span class="nm">${esc(p.name.full)}</span><span class="hl">${esc(p.headline)}</span></div>
<table>${rows.map(([k, v]) => `<tr><td class="k">${esc(k)}</td><td>${esc(v)}</td></tr>`).join('')}</table>
<h3>${t.profile}</h3><p>${esc(p.summary)}</p>
<h3>${t.exp}</h3>${jobsHtml(p, (j) => `<div class="j"><div class="d">${esc(j.from)} – ${esc(j.to)}</div><div><b>${esc(j.title)}</b><br>${esc(j.org)} — ${esc(j.place)}${ul(j.bullets)}</div></div>`)}
<h3>${t.edu}</h3>${p.education.map((e) => `<div class="j"><div class="d">${esc(e.year)}</div><div><b>${esc(e.school)}</b><br>${esc(e.degree)} · ${esc(e.place)}</div></div>`).join('')}
<h3>${t.skills}</h3><p>${p.skills.map((s) => `<span class="tag">${esc(s)}</span>`).join(' ')}</p>
<div class="ft">Downloaded from careerportal on 2026-11-02 · Profile updated 3 days ago</div>`;
  const css = `body{font-family:Arial,'Liberation Sans',sans-serif;font-size:9.5pt;color:#333}.bar{background:${accent};color:#fff;padding:4px 8px;font-size:8pt}.top{margin:10px 0}.nm{font-size:18pt;font-weight:bold}.hl{font-size:12pt;color:${accent}}table{border-collapse:collapse;width:100%}td{border:1px solid #ddd;padding:3px 6px}.k{width:28%;background:#f4f4f4}h3{background:#eee;padding:3px 6px;font-size:10.5pt}.j{display:flex;gap:10px;margin-bottom:6px}.d{width:24%;color:#777}.tag{border:1px solid #bbb;border-radius:3px;padding:1px 4px}.ft{margin-top:14px;color:#999;font-size:7.5pt;text-align:center}ul{margin:2px 0;padding-left:16px}`;
  // The name and the headline sit side by side with no space between them in the text layer.
  return { html: page(css, body, p.language) };
}

/** A modern one-column with icons: handles printed without a URL next to a glyph, a personal domain. */
export function handles(p, { accent }) {
  const t = h(p);
  const body = `<h1>${esc(p.name.full)}</h1><div class="hl">${esc(p.headline)}</div>
<div class="icons"><span>✆ ${esc(p.phone)}</span><span>✉ ${esc(p.email)}</span>${p.links.map((l) => `<span>${l.kind === 'domain' ? '🌐' : '＠'} ${esc(l.value)}</span>`).join('')}<span>⌖ ${esc(p.addressShort)}</span></div>
<p class="sum">${esc(p.summary)}</p>
<h2>${t.exp}</h2>${jobsHtml(p, (j) => `<div class="j"><div class="row"><b>${esc(j.org)}</b><span>${esc(j.from)} → ${esc(j.to)}</span></div><div class="ti">${esc(j.title)} · ${esc(j.place)}</div>${ul(j.bullets)}</div>`)}
<h2>${t.skills}</h2><p>${esc(p.skills.join('  ·  '))}</p>
<h2>${t.edu}</h2>${p.education.map((e) => `<div class="row"><span>${esc(e.degree)}, ${esc(e.school)}</span><span>${esc(e.year)}</span></div>`).join('')}`;
  const css = `body{font-family:'Inter','DejaVu Sans',sans-serif;font-size:10pt;color:#1f2933}h1{margin:0;font-size:22pt}.hl{color:${accent};font-weight:600}.icons{display:flex;flex-wrap:wrap;gap:14px;margin:8px 0;font-size:9pt;color:#52606d}.sum{font-size:10.5pt}h2{font-size:10pt;text-transform:uppercase;color:${accent};letter-spacing:.08em;margin:14px 0 4px}.row{display:flex;justify-content:space-between}.ti{color:#52606d}ul{margin:3px 0 8px;padding-left:18px}`;
  return { html: page(css, body, p.language) };
}

/** An academic CV: publications with the candidate among co-authors in two forms, referees with titles and phones. */
export function academic(p) {
  const t = h(p);
  const [first] = p.name.full.split(' ');
  const last = p.name.variants.find((v) => /^[A-Z]\. /u.test(v))?.slice(3) ?? p.name.full.split(' ').slice(-1)[0];
  const initial = (p.name.variants.find((v) => /^[A-Z][a-z]+ [A-Z]/u.test(v)) ?? first)[0];
  const co = p.coauthors ?? [];
  const pubs = [
    `${last}, ${initial}., ${co[0].split(' ').slice(-1)[0]}, ${co[0][0]}. and ${co[1].split(' ').slice(-1)[0]}, ${co[1][0]}. (2024). Graph ensembles for sparse observations. <i>Journal of Machine Learning Research</i>, 25(88), 1–31.`,
    `${co[1][0]}. ${co[1].split(' ').slice(-1)[0]}, ${initial}. ${last}. Calibrated forecasts with Gaussian processes. In <i>Proc. NeurIPS</i>, 2023.`,
    `${initial}. ${last}. Learning dynamics from fjords to feeds. Keynote, Alan Turing Institute workshop, London, 2022.`,
  ];
  const body = `<h1>${esc(p.name.full)}</h1><p class="c">${esc(p.headline)}<br>${esc(p.address)} · ${esc(p.email)} · ${esc(p.phone)}${p.links.map((l) => ` · ${esc(l.value)}`).join('')}</p>
<h2>Appointments</h2>${jobsHtml(p, (j) => `<p><b>${esc(j.from)}–${esc(j.to)}</b> ${esc(j.title)}, ${esc(j.org)}, ${esc(j.place)}. ${esc(j.bullets.join(' '))}</p>`)}
<h2>${t.edu}</h2>${p.education.map((e) => `<p>${esc(e.year)} ${esc(e.degree)}, ${esc(e.school)}</p>`).join('')}
<h2>Grants and awards</h2><p>${esc(p.keep.slice(1).join(', ') || p.keep[0])} Postdoctoral Fellowship (2023); Best Paper Award, Humboldt Kolleg on Scientific Computing (2021).</p>
<h2>Selected publications</h2><ol>${pubs.map((x) => `<li>${x}</li>`).join('')}</ol>
<h2>${t.skills}</h2><p>${esc(p.skills.join(', '))}</p>
<h2>Referees</h2>${p.referees.map((r) => `<p>${esc(r.name)}<br>${esc(r.title)}<br>Tel. ${esc(r.phone)}</p>`).join('')}`;
  const css = `body{font-family:'Charter','Liberation Serif',serif;font-size:10.5pt}h1{text-align:center;font-variant:small-caps;margin:0}.c{text-align:center;font-size:9.5pt}h2{font-size:11pt;font-variant:small-caps;border-bottom:.5px solid #999;margin:12px 0 4px}ol{padding-left:20px}li{margin-bottom:4px}`;
  return {
    html: page(css, body, 'en'),
    variants: [`${last}, ${initial}.`, `${initial}. ${last}`],
    others: [...co, ...p.referees.map((r) => r.name)],
  };
}

/** A Japanese rirekisho-like form: a grid with furigana, 〒 address, dates in 年月, history rows. */
export function rirekisho(p) {
  const furi = p.name.variants.find((v) => /[ぁ-ん]/u.test(v)) ?? '';
  const body = `<div class="tt"><span>履 歴 書</span><span>2026年 11月 1日現在</span></div>
<table><tr><td class="k">ふりがな</td><td colspan="2">${esc(furi)}</td><td rowspan="3" class="ph">写真</td></tr>
<tr><td class="k">氏名</td><td colspan="2" class="nm">${esc(p.name.full)}</td></tr>
<tr><td class="k">生年月日</td><td>${esc(p.details.find((d) => d.kind === 'date_of_birth')?.value ?? '')}</td><td>性別 ${esc(p.details.find((d) => d.kind === 'gender')?.value ?? '')}</td></tr>
<tr><td class="k">現住所</td><td colspan="3">${esc(p.address)}</td></tr>
<tr><td class="k">電話</td><td>${esc(p.phone)}</td><td class="k">E-mail</td><td>${esc(p.email)}</td></tr></table>
<table class="h"><tr><th>年</th><th>月</th><th>学歴・職歴</th></tr><tr><td></td><td></td><td class="ce">学\u3000歴</td></tr>
${p.education.map((e) => `<tr><td>${esc(e.year.slice(0, 4))}</td><td>3</td><td>${esc(e.school)} ${esc(e.degree)}</td></tr>`).join('')}
<tr><td></td><td></td><td class="ce">職\u3000歴</td></tr>
${p.jobs.map((j) => `<tr><td>${esc(j.from.slice(0, 4))}</td><td>4</td><td>${esc(j.org)} 入社（${esc(j.title)}）</td></tr>`).join('')}
<tr><td></td><td></td><td class="r">以上</td></tr></table>
<table class="h"><tr><th>免許・資格</th></tr><tr><td>${esc(p.extra.join('、'))}\u3000${esc(p.skills.join('、'))}</td></tr><tr><th>志望動機・自己PR</th></tr><tr><td>${esc(p.summary)}${esc(p.jobs[0].bullets.join(''))}</td></tr></table>`;
  const css = `body{font-family:'Noto Serif CJK JP','Noto Sans CJK JP',serif;font-size:10pt}.tt{display:flex;justify-content:space-between;font-size:16pt}.tt span:last-child{font-size:9pt}table{width:100%;border-collapse:collapse;margin-top:8px}td,th{border:1px solid #000;padding:4px}.k{width:14%;font-size:8.5pt}.nm{font-size:20pt}.ph{width:22%;text-align:center;color:#999}.h td:first-child{width:10%}.h td:nth-child(2){width:6%}.ce{text-align:center}.r{text-align:right}`;
  return { html: page(css, body, 'ja') };
}

/** A cover letter and the resume in one PDF: the letter is signed with the name and the phone. */
export function cover(p, { accent }) {
  const t = h(p);
  const short = p.name.variants.find((v) => !v.includes(' ') && v !== v.toUpperCase()) ?? p.name.full;
  const letter = `<div class="lt"><p>${esc(p.address)}<br>${esc(p.email)}</p><p>2 November 2026</p><p>Dear Hiring Manager,</p>
<p>I am writing to apply for the position advertised on your careers page. ${esc(p.summary)} At ${esc(p.jobs[0].org)} I ${esc(p.jobs[0].bullets[0].charAt(0).toLowerCase() + p.jobs[0].bullets[0].slice(1))}</p>
<p>I would welcome the chance to talk about how my experience fits your team. I am available for an interview at short notice and can be reached on ${esc(p.phone)}.</p>
<p>Kind regards,</p><p class="sig">${esc(short)}</p><p>${esc(p.name.full)}</p></div>`;
  const resume = `<div class="rs"><h1>${esc(p.name.full)}</h1><p>${esc(p.headline)} | ${esc(p.phone)} | ${esc(p.email)}</p>
<h2>${t.exp}</h2>${jobsHtml(p, (j) => `<p><b>${esc(j.title)}</b> — ${esc(j.org)}, ${esc(j.place)} <span>(${esc(j.from)} – ${esc(j.to)})</span></p>${ul(j.bullets)}`)}
<h2>${t.edu}</h2>${p.education.map((e) => `<p>${esc(e.degree)} — ${esc(e.school)}, ${esc(e.year)}</p>`).join('')}
<h2>${t.skills}</h2><p>${esc(p.skills.join(', '))}</p>
${p.details.length ? `<h2>${t.personal}</h2><p>${p.details.map((d) => `${esc(label(p, d.kind))}: ${esc(d.value)}`).join(' · ')}</p>` : ''}
${p.referees.length ? `<h2>${t.refs}</h2>${p.referees.map((r) => `<p>${esc(r.name)} — ${esc(r.title)} — ${esc(r.phone)}</p>`).join('')}` : ''}</div>`;
  const css = `body{font-family:Georgia,'DejaVu Serif',serif;font-size:10.5pt}.lt{page-break-after:always}.sig{font-family:'URW Chancery L',cursive;font-size:16pt;margin:0}h1{color:${accent};margin-bottom:0}h2{font-size:11pt;text-transform:uppercase;border-bottom:1px solid ${accent}}ul{margin:2px 0 6px}`;
  return {
    html: page(css, letter + resume, p.language),
    variants: short !== p.name.full ? [short] : [],
    others: p.referees.map((r) => r.name),
  };
}

/** A two-page Word-like resume: the name and the page number in a footer on each page. */
export function wordfooter(p) {
  const t = h(p);
  const body = `<h1>${esc(p.name.full)}</h1><p class="c">${esc(p.address)} • ${esc(p.phone)} • ${esc(p.email)}${p.links.map((l) => ` • ${esc(l.value)}`).join('')}</p>
<h2>${t.profile}</h2><p>${esc(p.summary)}</p>
<h2>${t.exp}</h2>${jobsHtml(p, (j) => `<table><tr><td><b>${esc(j.org)}</b>, ${esc(j.place)}</td><td class="r">${esc(j.from)} – ${esc(j.to)}</td></tr></table><p><i>${esc(j.title)}</i></p>${ul([...j.bullets, 'Prepared monthly reports for senior management and trained new colleagues.'])}`)}
<h2>${t.edu}</h2>${p.education.map((e) => `<p>${esc(e.degree)}, ${esc(e.school)}, ${esc(e.place)} (${esc(e.year)})</p>`).join('')}
<h2>${t.skills}</h2><ul>${p.skills.map((s) => `<li>${esc(s)}</li>`).join('')}</ul>
${p.details.length ? `<h2>${t.personal}</h2>${p.details.map((d) => `<p>${esc(label(p, d.kind))}: ${esc(d.value)}</p>`).join('')}` : ''}
${p.fatherName ? `<p>Father's Name: ${esc(p.fatherName)}</p>` : ''}
<div style="page-break-before:always"></div><h2>${t.refs}</h2>${p.referees.length ? p.referees.map((r) => `<p>${esc(r.name)}<br>${esc(r.title)}<br>${esc(r.phone)}</p>`).join('') : '<p>Available on request.</p>'}
<h2>Declaration</h2><p>I hereby declare that the information furnished above is true to the best of my knowledge.</p>`;
  const css = `body{font-family:Calibri,Carlito,sans-serif;font-size:11pt}h1{text-align:center;margin:0}.c{text-align:center;font-size:9.5pt}h2{font-size:12pt;border-bottom:1.5px solid #2f5496;color:#2f5496;margin:10px 0 4px}table{width:100%}.r{text-align:right}p{margin:3px 0}ul{margin:2px 0}`;
  const footer = {
    template: `<div style="font-size:8pt;width:100%;display:flex;justify-content:space-between;padding:0 15mm;font-family:Carlito"><span>${esc(p.name.full)} – Curriculum Vitae</span><span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>`,
    text: (i, n) => [`${p.name.full} – Curriculum Vitae`, `Page ${i} of ${n}`],
  };
  return {
    html: page(css, body, p.language).replace('@page{size:A4;margin:14mm 15mm}', '@page{size:A4}body{padding:0 15mm}'),
    footer,
    others: [...p.referees.map((r) => r.name), ...(p.fatherName ? [p.fatherName] : [])],
  };
}

/** A plain ATS resume (also used for the scans): one column, plain headings, no graphics. */
export function ats(p, { scan }) {
  const t = h(p);
  const body = `<h1>${esc(p.name.full.toUpperCase())}</h1><p>${esc(scan ? p.addressShort : p.address)}<br>${esc(p.phone)} · ${esc(p.email)}</p>
<h2>${t.profile.toUpperCase()}</h2><p>${esc(p.summary)}</p>
<h2>${t.exp.toUpperCase()}</h2>${jobsHtml(p, (j) => `<p><b>${esc(j.title)}</b>, ${esc(j.org)}, ${esc(j.place)}, ${esc(j.from)} - ${esc(j.to)}</p>${ul(j.bullets)}`)}
<h2>${t.edu.toUpperCase()}</h2>${p.education.map((e) => `<p>${esc(e.degree)}, ${esc(e.school)}, ${esc(e.year)}</p>`).join('')}
<h2>${t.skills.toUpperCase()}</h2><p>${esc(p.skills.join(', '))}</p>`;
  const css = `body{font-family:'Liberation Sans',Arial,sans-serif;font-size:${scan ? 12 : 10.5}pt;padding:${scan ? '40px 56px' : 0}}h1{font-size:18pt;margin:0}h2{font-size:11.5pt;margin:12px 0 3px}p{margin:3px 0}ul{margin:2px 0}`;
  return { html: page(css, body, p.language) };
}

// ---------- LibreOffice (flat ODF): a Word resume with a photo frame and a table of personal data ----------
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

export function writer(p, { accent }) {
  const t = h(p);
  const lines = [];
  const para = (style, text) => {
    lines.push(text);
    return `<text:p text:style-name="${style}">${esc(text)}</text:p>`;
  };
  const cells = [
    [t.contact, p.address],
    ['Tel', p.phone],
    ['E-mail', p.email],
    ...p.links.map((l) => ['Web', l.value]),
    ...p.details.map((d) => [label(p, d.kind), d.value]),
  ];
  let body = para('Name', p.name.full) + para('Headline', p.headline);
  body += para('Heading', t.personal);
  body += `<table:table table:name="P"><table:table-column table:number-columns-repeated="2"/>${cells
    .map(
      ([k, v]) =>
        `<table:table-row><table:table-cell office:value-type="string">${para('Label', k)}</table:table-cell><table:table-cell office:value-type="string">${para('Standard', v)}</table:table-cell></table:table-row>`,
    )
    .join('')}</table:table>`;
  body += para('Heading', t.profile) + para('Standard', p.summary);
  body += para('Heading', t.exp);
  for (const j of p.jobs) {
    body += para('Entry', `${j.from} – ${j.to}  ${j.title}`);
    body += para('Meta', `${j.org}, ${j.place}`);
    for (const b of j.bullets) body += para('Bullet', `• ${b}`);
  }
  body += para('Heading', t.edu);
  for (const e of p.education) body += para('Standard', `${e.year}  ${e.degree}, ${e.school}, ${e.place}`);
  body += para('Heading', t.skills) + para('Standard', p.skills.join(', '));
  if (p.extra.length) body += para('Standard', p.extra.join(' · '));
  if (p.referees.length) {
    body += para('Heading', t.refs);
    for (const r of p.referees) body += para('Standard', `${r.name}, ${r.title}, ${r.phone}`);
  }
  const footerText = `${p.name.full} · CV`;
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document ${NS} office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls><style:font-face style:name="Liberation Sans" svg:font-family="'Liberation Sans'"/></office:font-face-decls>
<office:styles>
<style:default-style style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.06cm"/><style:text-properties style:font-name="Liberation Sans" fo:font-size="10pt" style:font-name-asian="Noto Sans CJK JP" style:font-size-asian="10pt"/></style:default-style>
<style:style style:name="Standard" style:family="paragraph"/>
<style:style style:name="Name" style:family="paragraph"><style:text-properties fo:font-size="20pt" fo:font-weight="bold" fo:color="${accent}" style:font-size-asian="20pt"/></style:style>
<style:style style:name="Headline" style:family="paragraph"><style:text-properties fo:font-size="12pt" fo:font-style="italic"/></style:style>
<style:style style:name="Heading" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.3cm" fo:border-bottom="0.75pt solid ${accent}"/><style:text-properties fo:font-size="12pt" fo:font-weight="bold" fo:color="${accent}"/></style:style>
<style:style style:name="Label" style:family="paragraph"><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="Entry" style:family="paragraph"><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="Meta" style:family="paragraph"><style:text-properties fo:font-style="italic"/></style:style>
<style:style style:name="Bullet" style:family="paragraph"><style:paragraph-properties fo:margin-left="0.5cm"/></style:style>
<style:style style:name="Footer" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8pt"/></style:style>
</office:styles>
<office:automatic-styles><style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.6cm" fo:margin-bottom="1.2cm" fo:margin-left="2cm" fo:margin-right="2cm"/></style:page-layout></office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"><style:footer><text:p text:style-name="Footer">${esc(footerText)} – <text:page-number text:select-page="current">1</text:page-number></text:p></style:footer></style:master-page></office:master-styles>
<office:body><office:text>${body}</office:text></office:body></office:document>`;
  return { fodt, lines, footerLine: (i) => `${footerText} – ${i}` };
}
