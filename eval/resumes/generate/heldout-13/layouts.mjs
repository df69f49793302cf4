// Held-out part 13's own templates. Each HTML layout takes a person (./people.mjs) and { accent, scan } and returns
// { html } (with `footer` where the page prints a running footer, `others` for other people it shows); `writer`
// returns a flat ODF for LibreOffice with the lines it shows and the footer line of each page.

export const esc = (s) =>
  String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

const LABELS = {
  en: {
    summary: 'Profile',
    objective: 'Career Objective',
    exp: 'Experience',
    edu: 'Education',
    skills: 'Skills',
    personal: 'Personal Details',
    refs: 'References',
    pubs: 'Publications',
    contact: 'Contact',
    langs: 'Languages',
  },
  de: {
    summary: 'Über mich',
    exp: 'Berufserfahrung',
    edu: 'Ausbildung',
    skills: 'Kenntnisse',
    personal: 'Persönliche Daten',
    contact: 'Kontakt',
    refs: 'Referenzen',
  },
  fr: {
    summary: 'Profil',
    exp: 'Expérience professionnelle',
    edu: 'Formation',
    skills: 'Compétences',
    personal: 'Informations personnelles',
    contact: 'Coordonnées',
    refs: 'Références',
  },
  es: {
    summary: 'Perfil profesional',
    exp: 'Experiencia laboral',
    edu: 'Formación académica',
    skills: 'Habilidades',
    personal: 'Datos personales',
    contact: 'Contacto',
    refs: 'Referencias',
  },
  pt: {
    summary: 'Sobre mim',
    exp: 'Experiência',
    edu: 'Formação',
    skills: 'Competências',
    personal: 'Dados pessoais',
    contact: 'Contato',
    refs: 'Referências',
  },
  vi: {
    summary: 'Mục tiêu nghề nghiệp',
    exp: 'Kinh nghiệm làm việc',
    edu: 'Học vấn',
    skills: 'Kỹ năng',
    personal: 'Thông tin cá nhân',
    contact: 'Liên hệ',
    refs: 'Người tham chiếu',
  },
  nb: {
    summary: 'Profil',
    exp: 'Arbeidserfaring',
    edu: 'Utdanning',
    skills: 'Kompetanse',
    personal: 'Personalia',
    contact: 'Kontakt',
    refs: 'Referanser',
  },
  ko: {
    summary: '자기소개',
    exp: '경력사항',
    edu: '학력사항',
    skills: '보유기술',
    personal: '기본정보',
    contact: '연락처',
    refs: '추천인',
  },
  ja: {
    summary: '自己PR',
    exp: '職歴',
    edu: '学歴',
    skills: 'スキル',
    personal: '基本情報',
    contact: '連絡先',
    refs: '推薦者',
  },
  zh: {
    summary: '自我评价',
    exp: '工作经历',
    edu: '教育经历',
    skills: '专业技能',
    personal: '个人信息',
    contact: '联系方式',
    refs: '推荐人',
  },
};
const L = (p) => ({ ...LABELS.en, ...(LABELS[p.language] ?? {}) });

const page = (css, body, lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>*{box-sizing:border-box}html,body{margin:0}${css}</style></head><body>${body}</body></html>`;

const bullets = (items, cls = '') =>
  items.length ? `<ul class="${cls}">${items.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : '';
const extras = (p, h = 'h2') =>
  p.extra.map((x) => `<section><${h}>${esc(x.title)}</${h}>${bullets(x.items)}</section>`).join('');

/** Small inline SVG icons, as resume builders draw them (no text of their own). */
const ICON = {
  mail: '<svg viewBox="0 0 16 16" width="11" height="11"><rect x="1" y="3" width="14" height="10" fill="none" stroke="currentColor"/><path d="M1 3l7 6 7-6" fill="none" stroke="currentColor"/></svg>',
  phone:
    '<svg viewBox="0 0 16 16" width="11" height="11"><path d="M4 1h3l1 4-2 1a9 9 0 004 4l1-2 4 1v3c0 1-1 2-2 2A13 13 0 011 3c0-1 1-2 3-2z" fill="currentColor"/></svg>',
  pin: '<svg viewBox="0 0 16 16" width="11" height="11"><path d="M8 1a5 5 0 00-5 5c0 4 5 9 5 9s5-5 5-9a5 5 0 00-5-5z" fill="currentColor"/></svg>',
  web: '<svg viewBox="0 0 16 16" width="11" height="11"><circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor"/><path d="M1.5 8h13M8 1.5c3 3 3 10 0 13M8 1.5c-3 3-3 10 0 13" fill="none" stroke="currentColor"/></svg>',
  git: '<svg viewBox="0 0 16 16" width="11" height="11"><circle cx="8" cy="8" r="7" fill="currentColor"/><path d="M5 12v-2c-2 0-3-1-3-3s2-3 2-3 0-2 1-2l2 1h2l2-1c1 0 1 2 1 2s2 1 2 3-1 3-3 3v2" fill="#fff"/></svg>',
  at: '<svg viewBox="0 0 16 16" width="11" height="11"><circle cx="8" cy="8" r="3" fill="none" stroke="currentColor" stroke-width="1.6"/><path d="M11 8v1.5a2 2 0 004 0V8a7 7 0 10-3 5.7" fill="none" stroke="currentColor" stroke-width="1.6"/></svg>',
  in: '<svg viewBox="0 0 16 16" width="11" height="11"><rect width="16" height="16" rx="2" fill="currentColor"/><path d="M4 6h2v6H4zM8 6h2v1c1-1.5 4-1.5 4 1v4h-2V9c0-1-2-1-2 0v3H8z" fill="#fff"/></svg>',
};
const linkIcon = (l) =>
  l.label === 'GitHub' ? ICON.git : l.label === 'LinkedIn' ? ICON.in : l.kind === 'domain' ? ICON.web : ICON.at;

// ————————————————————————————————————————————— harvard —————————————————————————————————————————————
/** A US "Harvard-style" resume: a centred name, one contact line, ruled headings, org left and place right. */
export function harvard(p, { accent }) {
  const l = L(p);
  const row = (a, b, cls = '') => `<div class="row ${cls}"><span>${a}</span><span>${b}</span></div>`;
  const css = `@page{size:A4;margin:13mm 0}body{font:10.5pt/1.3 'C059',serif;color:#111;padding:0 19mm}
h1{text-align:center;font-size:18pt;margin:0 0 2px;font-variant:small-caps;letter-spacing:.5px}
.contact{text-align:center;font-size:9.5pt;margin-bottom:8px}
h2{font-size:10.5pt;text-transform:uppercase;border-bottom:1px solid #000;margin:10px 0 4px;color:${accent}}
.row{display:flex;justify-content:space-between}.b span:first-child{font-weight:bold}.i{font-style:italic}
ul{margin:2px 0 6px 18px;padding:0}li{margin:1px 0}`;
  const contact = [p.address, p.phone, p.email, ...p.links.map((x) => x.value)].map(esc).join(' &#8226; ');
  const body = `<h1>${esc(p.name.full)}</h1><div class="contact">${contact}</div>
<h2>${l.edu}</h2>${p.education.map((e) => row(esc(e.school), esc(e.place), 'b') + row(esc(e.degree), esc(e.dates), 'i') + (e.note ? `<ul><li>${esc(e.note)}</li></ul>` : '')).join('')}
<h2>${l.exp}</h2>${p.jobs.map((j) => row(esc(j.org), esc(j.place), 'b') + row(esc(j.role), esc(j.dates), 'i') + bullets(j.bullets)).join('')}
<h2>Skills &amp; Interests</h2><p style="margin:2px 0"><b>Technical:</b> ${p.skills.map(esc).join(', ')}</p>
${extras(p)}`;
  return { html: page(css, body, p.language) };
}

// ————————————————————————————————————————————— ats —————————————————————————————————————————————
/** A plain text-like resume as applicant tracking systems want it: monospace, capitals, no columns. */
export function ats(p) {
  const css = `@page{size:A4;margin:15mm 0}body{font:10pt/1.35 'Nimbus Mono PS',monospace;padding:0 18mm;color:#000}
h1{font-size:13pt;margin:0}h2{font-size:10pt;margin:12px 0 3px}p{margin:0 0 3px}ul{margin:0 0 4px;padding-left:2ch;list-style:'- '}`;
  const l = L(p);
  const body = `<h1>${esc(p.name.full.toUpperCase())}</h1>
<p>${esc(p.headline)}</p><p>${esc(p.addressShort)} | ${esc(p.phone)} | ${esc(p.email)}</p>
<h2>SUMMARY</h2><p>${esc(p.summary)}</p>
<h2>${l.exp.toUpperCase()}</h2>${p.jobs.map((j) => `<p>${esc(j.role)}, ${esc(j.org)}, ${esc(j.place)} (${esc(j.dates)})</p>${bullets(j.bullets)}`).join('')}
<h2>${l.edu.toUpperCase()}</h2>${p.education.map((e) => `<p>${esc(e.degree)}, ${esc(e.school)}, ${esc(e.place)}, ${esc(e.dates)}</p>`).join('')}
<h2>SKILLS</h2><p>${p.skills.map(esc).join(', ')}</p>
${p.extra.map((x) => `<h2>${esc(x.title.toUpperCase())}</h2><p>${x.items.map(esc).join('; ')}</p>`).join('')}
${
  p.publications
    ? `<h2>SELECTED PUBLICATIONS</h2>${p.publications
        .slice(0, 2)
        .map((x) => `<p>${esc(x)}</p>`)
        .join('')}`
    : ''
}`;
  return { html: page(css, body, p.language), others: p.coauthorForms ?? [] };
}

// ————————————————————————————————————————————— objective —————————————————————————————————————————————
/** An Indian fresher's resume: career objective, an academic table with percentages, personal details, a declaration. */
export function objective(p, { accent }) {
  const css = `@page{size:A4;margin:12mm 0}body{font:10.5pt/1.35 'Noto Serif',serif;padding:0 16mm}
.top{border-bottom:3px double ${accent};padding-bottom:4px;display:flex;justify-content:space-between}
.top h1{font-size:16pt;margin:0;text-transform:uppercase}.top div{font-size:9.5pt;text-align:right}
h2{background:#e8e8e8;font-size:10.5pt;padding:2px 6px;margin:10px 0 4px}
table{border-collapse:collapse;width:100%;font-size:9.5pt}td,th{border:1px solid #777;padding:2px 5px;text-align:left}
ul{margin:2px 0 4px 18px;padding:0}.decl p{margin:2px 0}`;
  const det = [
    ['Father’s Name', p.fatherName],
    ...p.details.map((d) => [d.label, d.value.replace(`${d.label}: `, '')]),
    ['Languages Known', 'English, Kannada, Hindi, Tulu'],
  ];
  const body = `<div class="top"><div style="text-align:left"><h1>${esc(p.name.full)}</h1>${esc(p.headline)}</div>
<div>Mobile: ${esc(p.phone)}<br>E-mail: ${esc(p.email)}<br>${esc(p.links[0].value)}</div></div>
<h2>CAREER OBJECTIVE</h2><p>${esc(p.summary)}</p>
<h2>ACADEMIC QUALIFICATIONS</h2><table><tr><th>Qualification</th><th>Institution</th><th>Year</th></tr>
${p.education.map((e) => `<tr><td>${esc(e.degree)}</td><td>${esc(e.school)}, ${esc(e.place)}</td><td>${esc(e.dates)}</td></tr>`).join('')}</table>
<h2>INTERNSHIPS</h2>${p.jobs.map((j) => `<p style="margin:3px 0"><b>${esc(j.org)}</b>, ${esc(j.place)} — ${esc(j.role)} (${esc(j.dates)})</p>${bullets(j.bullets)}`).join('')}
<h2>TECHNICAL SKILLS</h2><p>${p.skills.map(esc).join(' · ')}</p>
${p.extra.map((x) => `<h2>${esc(x.title.toUpperCase())}</h2>${bullets(x.items)}`).join('')}
<h2>PERSONAL DETAILS</h2><table>${det.map(([k, v]) => `<tr><td style="width:35%">${esc(k)}</td><td>${esc(v)}</td></tr>`).join('')}
<tr><td>Permanent Address</td><td>${esc(p.address)}</td></tr></table>
<h2>DECLARATION</h2><div class="decl"><p>I hereby declare that the information furnished above is true to the best of my knowledge.</p>
<p>Place: Bengaluru</p><p>Date: 02/06/2025</p><p style="text-align:right">(${esc(p.name.full.toUpperCase())})</p></div>`;
  return { html: page(css, body), others: [p.fatherName] };
}

// ————————————————————————————————————————————— portal —————————————————————————————————————————————
/** A job-portal export (OCC, Naukri, Rozee in spirit): the name runs straight into the status stamp. */
export function portal(p, { accent }) {
  const stamp = { es: 'Perfil actualizado hace 3 días', en: 'Active 2 days ago' }[p.language] ?? 'Active today';
  const facts = {
    es: [
      ['Correo', p.email],
      ['Celular', p.phone],
      ['Ubicación', p.address],
      ...p.details.map((d) => [d.label, d.value]),
    ],
    en: [
      ['Email', p.email],
      ['Mobile', p.phone],
      ['Current Location', p.address],
      ...p.details.map((d) => [d.label, d.value.replace(`${d.label}: `, '')]),
      ...(p.fatherName ? [['Father’s Name', p.fatherName]] : []),
    ],
  }[p.language];
  const l = L(p);
  const css = `@page{size:A4;margin:10mm 0}body{font:9.5pt/1.4 'Nimbus Sans',Arial,sans-serif;color:#222;padding:0 12mm}
.bar{background:${accent};color:#fff;padding:5px 10px;font-size:8.5pt;display:flex;justify-content:space-between}
.head{display:flex;gap:12px;align-items:center;padding:10px 0;border-bottom:1px solid #ccc}
.av{width:46px;height:46px;border-radius:50%;background:#ccd;display:flex;align-items:center;justify-content:center;font-weight:bold;color:#445}
.nm{font-size:15pt;font-weight:bold}.st{font-size:8pt;color:#fff;background:#2a9d8f;padding:1px 5px;border-radius:3px}
.grid{display:grid;grid-template-columns:130px 1fr;gap:2px 10px;margin:8px 0}.grid div:nth-child(odd){color:#777}
h2{font-size:10.5pt;color:${accent};margin:10px 0 3px;border-left:3px solid ${accent};padding-left:6px}
.job{border:1px solid #ddd;border-radius:4px;padding:5px 8px;margin:4px 0}ul{margin:2px 0 0 16px;padding:0}`;
  const initials = p.name.full
    .split(' ')
    .map((w) => w[0])
    .slice(0, 2)
    .join('');
  const body = `<div class="bar"><span>${p.language === 'es' ? 'CV del candidato' : 'Candidate profile'} · ID ${1000000 + p.phone.replace(/\D/g, '').slice(-6) * 1}</span><span>${p.language === 'es' ? 'Imprimir' : 'Download'}</span></div>
<div class="head"><div class="av">${esc(initials)}</div><div><div><span class="nm">${esc(p.name.full)}</span><span class="st">${stamp}</span></div><div>${esc(p.headline)}</div></div></div>
<div class="grid">${facts.map(([k, v]) => `<div>${esc(k)}</div><div>${esc(v)}</div>`).join('')}</div>
<h2>${l.summary}</h2><p>${esc(p.summary)}</p>
<h2>${l.exp}</h2>${p.jobs.map((j) => `<div class="job"><b>${esc(j.role)}</b><br>${esc(j.org)} · ${esc(j.place)} · ${esc(j.dates)}${bullets(j.bullets)}</div>`).join('')}
<h2>${l.edu}</h2>${p.education.map((e) => `<p style="margin:2px 0">${esc(e.degree)} — ${esc(e.school)}, ${esc(e.place)} (${esc(e.dates)})</p>`).join('')}
<h2>${l.skills}</h2><p>${p.skills.map(esc).join(', ')}</p>${extras(p)}`;
  return { html: page(css, body, p.language), others: p.fatherName ? [p.fatherName] : [] };
}

// ————————————————————————————————————————————— xing —————————————————————————————————————————————
/** A German professional-network profile export: "Ich biete / Ich suche", durations, the name in the footer. */
export function xing(p, { accent }) {
  const css = `body{font:10pt/1.45 'URW Gothic','DejaVu Sans',sans-serif;color:#333;padding:0 18mm}
.hd{display:flex;gap:14px;align-items:flex-start;border-bottom:2px solid ${accent};padding-bottom:8px}
.ph{width:70px;height:86px;background:#ddd;font-size:7pt;color:#888;display:flex;align-items:center;justify-content:center}
h1{font-size:17pt;margin:0}h2{font-size:11pt;color:${accent};margin:12px 0 4px}.k{color:#888;font-size:8.5pt}
.ent{margin:4px 0 8px}ul{margin:2px 0 0 16px;padding:0}`;
  const body = `<div class="hd"><div class="ph">Profilbild</div><div><h1>${esc(p.name.full)}</h1>
<div>${esc(p.headline)} bei ${esc(p.jobs[0].org)}</div><div class="k">${esc(p.addressShort)}, Deutschland</div></div></div>
<h2>Ich biete</h2><p>${esc(p.skills.join(', '))}</p>
<h2>Über mich</h2><p>${esc(p.summary)}</p>
<h2>Berufserfahrung</h2>${p.jobs.map((j) => `<div class="ent"><b>${esc(j.role)}</b><br>${esc(j.org)}, ${esc(j.place)}<br><span class="k">${esc(j.dates)}</span>${bullets(j.bullets)}</div>`).join('')}
<h2>Ausbildung</h2>${p.education.map((e) => `<div class="ent"><b>${esc(e.degree)}</b><br>${esc(e.school)}<br><span class="k">${esc(e.dates)}</span></div>`).join('')}
${extras(p)}
<h2>Kontaktdaten</h2><p>${esc(p.address)}<br>Telefon: ${esc(p.phone)}<br>E-Mail: ${esc(p.email)}<br>${esc(p.links[0].value)}</p>
<h2>Persönliches</h2><p>${p.details.map((d) => esc(d.value.startsWith(d.label) ? d.value : `${d.label}: ${d.value}`)).join('<br>')}</p>`;
  return {
    html: page(css, body, 'de'),
    footer: {
      template: `<div style="font:8px 'URW Gothic',sans-serif;width:100%;padding:0 18mm;display:flex;justify-content:space-between;color:#777"><span>${esc(p.name.full)} – XING-Profil</span><span>Seite <span class="pageNumber"></span> von <span class="totalPages"></span></span></div>`,
      text: (i, n) => [`${p.name.full} – XING-Profil`, `Seite ${i} von ${n}`],
    },
  };
}

// ————————————————————————————————————————————— letter —————————————————————————————————————————————
/** A cover letter signed with a short form of the name, then a one-page resume, in one PDF. */
export function letter(p, { accent }) {
  const fr = p.language === 'fr';
  const short = p.name.variants.find((v) => !v.includes(' ')) ?? p.given;
  const text = fr
    ? [
        'Madame, Monsieur,',
        `Votre annonce pour un poste de ${p.headline.toLowerCase()} a retenu toute mon attention. Depuis six ans, je construis des relations durables avec des entreprises mécènes, d’abord à la Fondation du patrimoine puis à l’${p.jobs[0].org}.`,
        'Je serais heureuse de vous présenter mon parcours lors d’un entretien.',
        'Je vous prie d’agréer, Madame, Monsieur, l’expression de mes salutations distinguées.',
      ]
    : [
        'Dear Hiring Manager,',
        `I am writing to apply for the ${p.headline.toLowerCase()} role. In my current post at ${p.jobs[0].org} I ${p.jobs[0].bullets[0].charAt(0).toLowerCase()}${p.jobs[0].bullets[0].slice(1)}`,
        'I would welcome the chance to discuss how I could contribute to your team.',
        'Yours sincerely,',
      ];
  const css = `@page{size:A4;margin:16mm 0}body{font:10.5pt/1.5 'P052',serif;color:#222}
.pg{padding:0 22mm}.snd{text-align:right;font-size:9.5pt}.sig{font:italic 20pt 'Z003',cursive;margin:8px 0 0;color:${accent}}
.brk{break-before:page}.cv h1{font-size:20pt;margin:0;color:${accent}}.cv h2{font-size:10.5pt;text-transform:uppercase;letter-spacing:2px;margin:12px 0 3px;border-bottom:1px solid #bbb}
.cv ul{margin:2px 0 4px 16px;padding:0}.cv p{margin:2px 0}`;
  const l = L(p);
  const body = `<div class="pg"><div class="snd">${esc(p.name.full)}<br>${esc(p.address)}<br>${esc(p.phone)} · ${esc(p.email)}</div>
<p>${fr ? 'Tours, le 14 octobre 2026' : '14 October 2026'}</p>${text.map((t) => `<p>${esc(t)}</p>`).join('')}
<div class="sig">${esc(short)}</div><p>${esc(p.name.full)}<br>${esc(p.phone)}</p></div>
<div class="pg cv brk"><h1>${esc(p.name.full)}</h1><p>${esc(p.headline)} — ${esc(p.email)}</p>
<h2>${l.summary}</h2><p>${esc(p.summary)}</p>
<h2>${l.exp}</h2>${p.jobs.map((j) => `<p><b>${esc(j.role)}</b>, ${esc(j.org)} (${esc(j.place)}) <i>${esc(j.dates)}</i></p>${bullets(j.bullets)}`).join('')}
<h2>${l.edu}</h2>${p.education.map((e) => `<p>${esc(e.degree)}, ${esc(e.school)}, ${esc(e.dates)}</p>`).join('')}
<h2>${l.skills}</h2><p>${p.skills.map(esc).join(' · ')}</p>${extras(p)}
${p.referees.length ? `<h2>${l.refs}</h2>${p.referees.map((r) => `<p>${esc(r.name)}, ${esc(r.title)} — ${esc(r.phone)}${r.email ? `, ${esc(r.email)}` : ''}</p>`).join('')}` : ''}
${p.details.length ? `<h2>${l.personal}</h2><p>${p.details.map((d) => esc(d.value.startsWith(d.label) ? d.value : `${d.label}: ${d.value}`)).join(' · ')}</p>` : ''}
${p.fatherName ? `<p>Father’s name: ${esc(p.fatherName)}</p>` : ''}</div>`;
  return {
    html: page(css, body, p.language),
    others: [...p.referees.map((r) => r.name), ...(p.fatherName ? [p.fatherName] : [])],
  };
}

// ————————————————————————————————————————————— zhaopin —————————————————————————————————————————————
/** A Chinese job-site resume export: a personal-information grid with 籍贯 and 出生年月, 求职意向, a resume number. */
export function zhaopin(p, { accent, scan }) {
  const css = `@page{size:A4;margin:12mm 0}body{font:10pt/1.6 'Noto Sans CJK SC',sans-serif;color:#222;padding:${scan ? '30px 44px' : '0 16mm'}}
.top{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid ${accent};padding-bottom:4px}
h1{font-size:20pt;margin:0}h2{font-size:11pt;color:${accent};margin:10px 0 4px;border-bottom:1px dashed #bbb}
table{border-collapse:collapse;width:100%}td{padding:2px 6px;font-size:9.5pt}td.k{color:#888;width:14%}ul{margin:0 0 4px 18px;padding:0}p{margin:2px 0}`;
  const body = `<div class="top"><div><h1>${esc(p.name.full)}</h1><div>${esc(p.name.variants[2])}</div></div><div style="font-size:8.5pt;color:#888">简历编号：JL${p.phone.replace(/\D/g, '').slice(3)} · 更新于2026-10-08</div></div>
<h2>个人信息</h2><table><tr><td class="k">性别</td><td>女</td><td class="k">出生年月</td><td>${esc(p.details[0].value)}</td></tr>
<tr><td class="k">籍贯</td><td>${esc(p.hometown)}</td><td class="k">现居住地</td><td>${esc(p.addressShort)}</td></tr>
<tr><td class="k">手机</td><td>${esc(p.phone)}</td><td class="k">邮箱</td><td>${esc(p.email)}</td></tr>
<tr><td class="k">微信</td><td>${esc(p.links[0].value)}</td><td class="k">地址</td><td>${esc(p.address)}</td></tr></table>
<h2>求职意向</h2><p>期望职位：供应链经理 ｜ 期望地点：宁波、杭州 ｜ 到岗时间：一个月内</p>
<h2>工作经历</h2>${p.jobs.map((j) => `<p><b>${esc(j.dates)}\u3000${esc(j.org)}（${esc(j.place)}）</b>\u3000${esc(j.role)}</p>${bullets(j.bullets)}`).join('')}
<h2>教育经历</h2>${p.education.map((e) => `<p>${esc(e.dates)}\u3000${esc(e.school)}\u3000${esc(e.degree)}</p>`).join('')}
<h2>专业技能</h2><p>${p.skills.map(esc).join('、')}</p><h2>自我评价</h2><p>${esc(p.summary)}</p>`;
  return { html: page(css, body, 'zh-CN') };
}

// ————————————————————————————————————————————— saramin —————————————————————————————————————————————
/** A Korean job-site resume: 기본정보 box with a photo frame, 학력/경력 tables, 자기소개서. */
export function saramin(p, { accent }) {
  const css = `@page{size:A4;margin:12mm 0}body{font:9.5pt/1.55 'Noto Sans CJK KR',sans-serif;color:#222;padding:0 14mm}
.t{font-size:9pt;color:#999}.box{display:flex;gap:14px;border:1px solid #ccc;padding:10px}.ph{width:80px;height:100px;background:#eee;font-size:8pt;color:#aaa;display:flex;align-items:center;justify-content:center}
h1{font-size:18pt;margin:0}h1 small{font-size:10pt;color:#666;font-weight:normal;margin-left:6px}
h2{font-size:11pt;margin:12px 0 4px;color:${accent}}table{border-collapse:collapse;width:100%}th,td{border-top:1px solid #ddd;padding:3px 6px;text-align:left;font-size:9pt}th{background:#f5f5f5}
ul{margin:0 0 0 16px;padding:0}`;
  const body = `<div class="t">사람인 이력서 · 최종수정일 2026.09.30</div>
<div class="box"><div class="ph">사진</div><div><h1>${esc(p.name.full)}<small>${esc(p.name.variants[2])}</small></h1>
<div>${esc(p.headline)} · 경력 5년 7개월</div>
<div>${esc(p.details[0].label)} ${esc(p.details[0].value)} (만 32세)</div>
<div>휴대폰 ${esc(p.phone)} · 이메일 ${esc(p.email)}</div><div>주소 ${esc(p.address)}</div>
<div>GitHub ${esc(p.links[0].value)}</div></div></div>
<h2>${LABELS.ko.edu}</h2><table><tr><th>재학기간</th><th>학교명</th><th>전공</th></tr>${p.education.map((e) => `<tr><td>${esc(e.dates)}</td><td>${esc(e.school)} (${esc(e.place)})</td><td>${esc(e.degree)}</td></tr>`).join('')}</table>
<h2>${LABELS.ko.exp}</h2><table><tr><th>근무기간</th><th>회사명</th><th>담당업무</th></tr>${p.jobs.map((j) => `<tr><td>${esc(j.dates)}</td><td>${esc(j.org)}</td><td>${esc(j.role)}${bullets(j.bullets)}</td></tr>`).join('')}</table>
<h2>${LABELS.ko.skills}</h2><p>${p.skills.map(esc).join(' / ')}</p>${extras(p)}
<h2>자기소개서</h2><p>${esc(p.summary)} 입사 후에는 결제 정산 도메인의 안정성을 높이는 데 기여하고 싶습니다.</p>
<p style="text-align:right">위 기재사항은 사실과 틀림이 없습니다. 지원자 ${esc(p.name.full)}</p>`;
  return { html: page(css, body, 'ko') };
}

// ————————————————————————————————————————————— topcv —————————————————————————————————————————————
/** A Vietnamese CV-site look: a coloured header band with the name and an English name in parentheses. */
export function topcv(p, { accent }) {
  const l = L(p);
  const css = `@page{size:A4;margin:0}body{font:10pt/1.5 'Noto Sans',sans-serif;color:#333}
.band{background:${accent};color:#fff;padding:18px 18mm 12px}.band h1{margin:0;font-size:19pt;text-transform:uppercase}.band .t{font-size:11pt}
.cols{display:grid;grid-template-columns:62mm 1fr;gap:8mm;padding:8px 14mm 14mm}
h2{font-size:10.5pt;text-transform:uppercase;color:${accent};margin:10px 0 4px;border-bottom:2px solid ${accent}}ul{margin:0 0 4px 16px;padding:0}p{margin:2px 0}`;
  const side = `<h2>${l.personal}</h2><p>${esc(p.details[0].label)}: ${esc(p.details[0].value)}</p><p>Điện thoại: ${esc(p.phone)}</p><p>Email: ${esc(p.email)}</p><p>Địa chỉ: ${esc(p.address)}</p>
<h2>${l.skills}</h2>${bullets(p.skills)}${extras(p)}<h2>Sở thích</h2><p>Chạy bộ, đọc sách tài chính</p>`;
  const main = `<h2>${l.summary}</h2><p>${esc(p.summary)}</p><h2>${l.exp}</h2>${p.jobs.map((j) => `<p><b>${esc(j.org)}</b> — ${esc(j.place)}<br><i>${esc(j.role)} · ${esc(j.dates)}</i></p>${bullets(j.bullets)}`).join('')}
<h2>${l.edu}</h2>${p.education.map((e) => `<p><b>${esc(e.school)}</b><br>${esc(e.degree)} · ${esc(e.dates)}</p>`).join('')}
<h2>${l.refs}</h2><p>Sẵn sàng cung cấp khi được yêu cầu.</p><p>Tôi là Huyền, rất mong có cơ hội được trao đổi thêm với Quý công ty.</p>`;
  const body = `<div class="band"><h1>${esc(p.name.variants[0])}</h1><div class="t">${esc(p.headline)}</div></div><div class="cols"><div>${side}</div><div>${main}</div></div>`;
  return { html: page(css, body, 'vi'), variants: ['Huyền'] };
}

// ————————————————————————————————————————————— bilingual —————————————————————————————————————————————
/** A Canadian bilingual résumé: English and French headings side by side, the postcode after the province. */
export function bilingual(p, { accent }) {
  const css = `@page{size:A4;margin:12mm 0}body{font:9.8pt/1.4 'DejaVu Sans',sans-serif;color:#222;padding:0 15mm}
h1{font:300 22pt 'DejaVu Sans',sans-serif;margin:0}h1 b{color:${accent}}.sub{color:#666}
.ct{display:flex;gap:16px;font-size:9pt;margin:6px 0;flex-wrap:wrap}
h2{display:flex;justify-content:space-between;font-size:10pt;background:${accent}1a;padding:2px 6px;margin:10px 0 4px}h2 span:last-child{font-style:italic;font-weight:normal}
ul{margin:2px 0 4px 16px;padding:0}p{margin:2px 0}`;
  const body = `<h1>${esc(p.given)} <b>${esc(p.family)}</b></h1><div class="sub">${esc(p.headline)}</div>
<div class="ct"><span>${ICON.pin} ${esc(p.address)}</span><span>${ICON.phone} ${esc(p.phone)}</span><span>${ICON.mail} ${esc(p.email)}</span></div>
<h2><span>Summary</span><span>Sommaire</span></h2><p>${esc(p.summary)}</p>
<h2><span>Experience</span><span>Expérience</span></h2>${p.jobs.map((j) => `<p><b>${esc(j.role)}</b> — ${esc(j.org)}, ${esc(j.place)} · ${esc(j.dates)}</p>${bullets(j.bullets)}`).join('')}
<h2><span>Education</span><span>Formation</span></h2>${p.education.map((e) => `<p>${esc(e.degree)}, ${esc(e.school)}, ${esc(e.place)} (${esc(e.dates)})</p>`).join('')}
<h2><span>Skills</span><span>Compétences</span></h2><p>${p.skills.map(esc).join(' | ')}</p>
<h2><span>Certification</span><span>Certification</span></h2>${bullets(p.extra[0].items)}
<h2><span>Languages</span><span>Langues</span></h2><p>English, French — both fluent / anglais et français — parfaitement bilingue</p>
<p style="margin-top:10px">References available on request / Références disponibles sur demande — Vangie</p>`;
  return { html: page(css, body, 'fr-CA') };
}

// ————————————————————————————————————————————— dnicv —————————————————————————————————————————————
/** A Spanish-language CV that opens with "Datos personales" (DNI/CURP/cédula, fecha de nacimiento, nacionalidad). */
export function dnicv(p, { accent, scan }) {
  const l = L(p);
  const css = `@page{size:A4;margin:14mm 0}body{font:10pt/1.4 'URW Bookman',serif;color:#1a1a1a;padding:${scan ? '34px 50px' : '0 20mm'}}
h1{font-size:${scan ? 16 : 19}pt;margin:0 0 2px;border-bottom:2px solid ${accent}}.hl{color:${accent};margin-bottom:6px}
h2{font-size:10.5pt;margin:${scan ? 7 : 11}px 0 3px;color:${accent};text-transform:uppercase}
table.dp td{padding:1px 10px 1px 0;vertical-align:top}table.dp td:first-child{font-weight:bold;width:42mm}
ul{margin:1px 0 3px 16px;padding:0}p{margin:2px 0}`;
  const rows = [
    ['Nombre', p.name.full],
    ...p.details.map((d) => [d.label, d.value.replace(`${d.label}: `, '')]),
    ['Dirección', p.address],
    ['Teléfono', p.phone],
    ['Correo electrónico', p.email],
  ];
  const body = `<h1>Currículum Vitae</h1><div class="hl">${esc(p.headline)}</div>
<h2>${l.personal}</h2><table class="dp">${rows.map(([k, v]) => `<tr><td>${esc(k)}</td><td>${esc(v)}</td></tr>`).join('')}</table>
<h2>${l.summary}</h2><p>${esc(p.summary)}</p>
<h2>${l.exp}</h2>${p.jobs.map((j) => `<p><b>${esc(j.dates)}</b> · ${esc(j.role)} — ${esc(j.org)} (${esc(j.place)})</p>${bullets(j.bullets)}`).join('')}
<h2>${l.edu}</h2>${p.education.map((e) => `<p><b>${esc(e.dates)}</b> · ${esc(e.degree)}, ${esc(e.school)} (${esc(e.place)})</p>`).join('')}
<h2>Informática</h2><p>${p.skills.map(esc).join(', ')}</p>${extras(p)}
<p style="margin-top:10px;text-align:right">${esc(p.name.variants[1])}</p>`;
  return { html: page(css, body, 'es') };
}

// ————————————————————————————————————————————— rirekisho —————————————————————————————————————————————
/** A Japanese 履歴書: ふりがな over 氏名, 生年月日, a 〒 address, the 年・月 history grid, 免許・資格. */
export function rirekisho(p) {
  const css = `@page{size:A4;margin:12mm 0}body{font:10pt/1.5 'Noto Serif CJK JP',serif;padding:0 15mm}
table{border-collapse:collapse;width:100%;margin-bottom:8px}td,th{border:1px solid #333;padding:3px 6px;font-size:9.5pt;text-align:left}
th{font-weight:normal;background:#f4f4f4}.nm{font-size:18pt}.ph{width:30mm;text-align:center;color:#999;font-size:8pt}h1{text-align:center;letter-spacing:1em;font-size:16pt;margin:0 0 6px}`;
  const hist = [
    ['', '', '学歴'],
    ...p.education
      .slice()
      .reverse()
      .map((e) => {
        const m = e.dates.match(/(\d{4})年(\d+)月/);
        return [m[1], m[2], `${e.school} ${e.degree}`];
      }),
    ['', '', '職歴'],
    ['2019', '4', `${p.jobs[0].org} 入社 ${p.jobs[0].role}配属`],
    ['2023', '9', `${p.jobs[0].org} 一身上の都合により退社`],
    ['2023', '10', `${p.jobs[1].org} 入社 ${p.jobs[1].role}配属`],
    ['', '', '現在に至る'],
    ['', '', '以上'],
  ];
  const body = `<h1>履歴書</h1><div style="text-align:right;font-size:9pt">2026年10月1日現在</div>
<table><tr><th style="width:18mm">ふりがな</th><td>${esc(p.kana)}</td><td rowspan="3" class="ph">写真<br>縦 36〜40mm<br>横 24〜30mm</td></tr>
<tr><th>氏名</th><td class="nm">${esc(p.name.full)}</td></tr><tr><th>生年月日</th><td>${esc(p.details[0].value)}生（満30歳）\u3000女</td></tr>
<tr><th>現住所</th><td colspan="2">${esc(p.address)}</td></tr><tr><th>電話</th><td colspan="2">${esc(p.phone)}\u3000E-mail ${esc(p.email)}</td></tr></table>
<table><tr><th style="width:16mm">年</th><th style="width:10mm">月</th><th>学歴・職歴</th></tr>${hist.map(([y, m, t]) => `<tr><td>${y}</td><td>${m}</td><td${y ? '' : ' style="text-align:center"'}>${esc(t)}</td></tr>`).join('')}</table>
<table><tr><th style="width:16mm">年</th><th style="width:10mm">月</th><th>免許・資格</th></tr><tr><td>2014</td><td>8</td><td>${esc(p.extra[0].items[0])}</td></tr><tr><td>2021</td><td>11</td><td>${esc(p.extra[0].items[1])}</td></tr><tr><td>2024</td><td>1</td><td>TOEIC 780点</td></tr></table>
<table><tr><th>志望の動機、特技、好きな学科、アピールポイントなど</th></tr><tr><td>${esc(p.summary)}CATIA V5による治具設計とTPSに基づく工程改善の経験を、貴社の新ライン立ち上げに活かしたいと考えております。</td></tr></table>
<table><tr><th>本人希望記入欄</th></tr><tr><td>貴社の規定に従います。</td></tr></table>`;
  return { html: page(css, body, 'ja') };
}

// ————————————————————————————————————————————— academic —————————————————————————————————————————————
/** An academic CV: appointments, publications with the candidate among co-authors, awards, referees. */
export function academic(p, { accent }) {
  const css = `body{font:10pt/1.4 'Nimbus Roman',serif;color:#111;padding:0 22mm}
h1{font-size:20pt;font-weight:normal;margin:0}h1 + div{color:#555}.ct{display:grid;grid-template-columns:1fr 1fr;font-size:9pt;margin:6px 0 4px}
h2{font-size:11pt;font-variant:small-caps;color:${accent};margin:12px 0 4px}
.e{display:grid;grid-template-columns:28mm 1fr;gap:6px;margin:2px 0}ol{margin:0;padding-left:18px}ol li{margin-bottom:3px}ul{margin:0 0 2px 16px;padding:0}`;
  const body = `<h1>${esc(p.name.full)}</h1><div>${esc(p.headline)}</div>
<div class="ct"><span>${esc(p.address)}</span><span>${esc(p.email)}</span><span>${esc(p.phone)}</span><span>ORCID: ${esc(p.links[0].value)}</span></div>
<h2>Appointments</h2>${p.jobs.map((j) => `<div class="e"><span>${esc(j.dates)}</span><span><b>${esc(j.role)}</b>, ${esc(j.org)}, ${esc(j.place)}${bullets(j.bullets)}</span></div>`).join('')}
<h2>Education</h2>${p.education.map((e) => `<div class="e"><span>${esc(e.dates)}</span><span>${esc(e.degree)}, ${esc(e.school)}, ${esc(e.place)}</span></div>`).join('')}
<h2>Selected publications</h2><ol>${p.publications.map((x) => `<li>${esc(x)}</li>`).join('')}</ol>
<h2>Awards</h2>${bullets(p.extra[0].items)}
<h2>Teaching and skills</h2><p>${p.skills.map(esc).join(', ')}</p>
<h2>Referees</h2>${p.referees.map((r) => `<p style="margin:3px 0">${esc(r.name)}<br>${esc(r.title)}<br>Tel. ${esc(r.phone)} · ${esc(r.email)}</p>`).join('')}`;
  return {
    html: page(css, body),
    others: [...p.referees.map((r) => r.name), ...p.coauthors, ...p.coauthorForms],
    footer: {
      template: `<div style="font:8px 'Nimbus Roman',serif;width:100%;text-align:center;color:#555">${esc(p.name.variants[0])} — CV — <span class="pageNumber"></span></div>`,
      text: (i) => [`${p.name.variants[0]} — CV — ${i}`],
    },
  };
}

// ————————————————————————————————————————————— canva —————————————————————————————————————————————
/** A design-tool two-column page: the given and family names on two letter-spaced lines, skill bars, glyphs. */
export function canva(p, { accent }) {
  const l = L(p);
  const css = `@page{size:A4;margin:0}body{font:9.5pt/1.45 'URW Gothic','DejaVu Sans',sans-serif;color:#333}
.w{display:grid;grid-template-columns:70mm 1fr;min-height:297mm}.side{background:${accent};color:#fff;padding:16mm 8mm}
.n1,.n2{text-transform:uppercase;letter-spacing:.24em;line-height:1.15}.n1{font-size:17pt;font-weight:300}.n2{font-size:17pt;font-weight:bold;margin-bottom:4px}
.side h3{font-size:9.5pt;letter-spacing:.2em;text-transform:uppercase;border-bottom:1px solid #fff8;margin:14px 0 4px}.side p{margin:3px 0;word-break:break-word}
.bar{height:5px;background:#fff4;margin:1px 0 4px}.bar i{display:block;height:5px;background:#fff}
.main{padding:16mm 10mm}.main h2{font-size:11pt;letter-spacing:.15em;text-transform:uppercase;color:${accent};margin:12px 0 4px}
ul{margin:1px 0 4px 14px;padding:0}p{margin:2px 0}`;
  const [n1, n2] = p.split ?? [p.given, p.family];
  const side = `<div class="n1">${esc(n1)}</div><div class="n2">${esc(n2)}</div><div>${esc(p.headline)}</div>
<h3>${l.contact}</h3><p>${ICON.phone} ${esc(p.phone)}</p><p>${ICON.mail} ${esc(p.email)}</p><p>${ICON.pin} ${esc(p.addressShort)}</p>
${p.links.map((x) => `<p>${linkIcon(x)} ${esc(x.value)}</p>`).join('')}
<h3>${l.skills}</h3>${p.skills.map((s, i) => `<p>${esc(s)}</p><div class="bar"><i style="width:${95 - i * 9}%"></i></div>`).join('')}
${p.extra.map((x) => `<h3>${esc(x.title)}</h3>${x.items.map((t) => `<p>${esc(t)}</p>`).join('')}`).join('')}`;
  const main = `<h2>${l.summary}</h2><p>${esc(p.summary)}</p>
<h2>${l.exp}</h2>${p.jobs.map((j) => `<p><b>${esc(j.role)}</b></p><p>${esc(j.org)} | ${esc(j.place)} | ${esc(j.dates)}</p>${bullets(j.bullets)}`).join('')}
<h2>${l.edu}</h2>${p.education.map((e) => `<p><b>${esc(e.degree)}</b></p><p>${esc(e.school)}, ${esc(e.place)} — ${esc(e.dates)}</p>`).join('')}`;
  return {
    html: page(css, `<div class="w"><div class="side">${side}</div><div class="main">${main}</div></div>`, p.language),
  };
}

// ————————————————————————————————————————————— glyphs —————————————————————————————————————————————
/** A "modern" one-column resume: icons before handles printed without a URL, a personal domain, the nickname. */
export function glyphs(p, { accent }) {
  const l = L(p);
  const nick = p.name.variants.find((v) => !v.includes(' ') && v !== p.given);
  const css = `@page{size:A4;margin:14mm 0}body{font:10pt/1.5 'Noto Sans',sans-serif;color:#2b2b2b;padding:0 17mm}
h1{font-size:24pt;margin:0;text-transform:uppercase;font-weight:800}.hl{font-size:11pt;color:${accent}}
.ct{display:flex;flex-wrap:wrap;gap:4px 16px;font-size:9pt;margin:8px 0 4px;color:#444}.ct span{white-space:nowrap}.ct svg{color:${accent};vertical-align:-1px;margin-right:3px}
h2{font-size:10.5pt;margin:12px 0 4px;color:${accent};font-weight:700}.j{display:flex;justify-content:space-between}
ul{margin:1px 0 5px 16px;padding:0}p{margin:2px 0}.tags span{display:inline-block;border:1px solid ${accent};border-radius:9px;padding:0 7px;margin:2px 3px 2px 0;font-size:8.5pt}`;
  const ct = [
    `${ICON.mail}${esc(p.email)}`,
    `${ICON.phone}${esc(p.phone)}`,
    `${ICON.pin}${esc(p.addressShort)}`,
    ...p.links.map((x) => `${linkIcon(x)}${esc(x.value)}`),
  ];
  const hi = nick
    ? `<p><i>${p.language === 'es' ? 'Me dicen' : p.language === 'pt' ? 'Pode me chamar de' : 'Friends call me'} ${esc(nick)}.</i></p>`
    : '';
  const body = `<h1>${esc(p.name.full)}</h1><div class="hl">${esc(p.headline)}</div><div class="ct">${ct.map((c) => `<span>${c}</span>`).join('')}</div>
<h2>${l.summary}</h2><p>${esc(p.summary)}</p>${hi}
<h2>${l.exp}</h2>${p.jobs.map((j) => `<div class="j"><b>${esc(j.role)} · ${esc(j.org)}</b><span>${esc(j.dates)}</span></div><div>${esc(j.place)}</div>${bullets(j.bullets)}`).join('')}
<h2>${l.edu}</h2>${p.education.map((e) => `<div class="j"><span>${esc(e.degree)} — ${esc(e.school)}</span><span>${esc(e.dates)}</span></div>`).join('')}
<h2>${l.skills}</h2><div class="tags">${p.skills.map((s) => `<span>${esc(s)}</span>`).join('')}</div>${extras(p)}`;
  return { html: page(css, body, p.language) };
}

// ————————————————————————————————————————————— referees2p —————————————————————————————————————————————
/** A two-page "CURRICULUM VITAE" (Nigeria, the Philippines): personal data first, referees, the name and page in the footer. */
export function referees2p(p, { accent }) {
  const ng = p.locale === 'en-NG';
  const css = `body{font:10.5pt/1.5 'DejaVu Serif',serif;color:#111;padding:0 20mm}
h1{text-align:center;font-size:15pt;text-decoration:underline;margin:0 0 8px}h2{font-size:10.5pt;text-transform:uppercase;margin:14px 0 4px;color:${accent}}
table{border-collapse:collapse}td{padding:1px 12px 1px 0;vertical-align:top}ul{margin:2px 0 4px 18px;padding:0}p{margin:3px 0}.brk{break-before:page}`;
  const surnameFirst = p.name.variants[3];
  const pd = [
    ['Name', surnameFirst],
    ['Address', p.address],
    ['Phone', p.phone],
    ['E-mail', p.email],
    ...p.details.map((d) => [d.label, d.value.replace(`${d.label}: `, '')]),
  ];
  const body = `<h1>CURRICULUM VITAE</h1><h2>Personal Data</h2><table>${pd.map(([k, v]) => `<tr><td>${esc(k)}:</td><td>${esc(v)}</td></tr>`).join('')}</table>
<h2>${ng ? 'Career Objective' : 'Objective'}</h2><p>${esc(p.summary)}</p>
<h2>Educational Background</h2>${p.education.map((e) => `<p>${esc(e.school)}, ${esc(e.place)}<br>${esc(e.degree)} — ${esc(e.dates)}</p>`).join('')}
<h2>Work Experience</h2>${p.jobs.map((j) => `<p><b>${esc(j.role)}</b><br>${esc(j.org)}, ${esc(j.place)}<br>${esc(j.dates)}</p>${bullets(j.bullets)}`).join('')}
<h2>Skills</h2>${bullets(p.skills)}${extras(p)}
<h2 class="brk">${ng ? 'Referees' : 'Character References'}</h2>${p.referees.map((r) => `<p>${esc(r.name)}<br>${esc(r.title)}<br>${esc(r.phone)}</p>`).join('')}
<p style="margin-top:14px">I hereby certify that the above information is true and correct to the best of my knowledge and belief.</p>
<p style="margin-top:24px">______________________<br>${esc(ng ? p.name.variants[1] : p.name.variants[0])}</p>`;
  const fn = ng ? p.name.variants[0] : p.name.variants[0];
  return {
    html: page(css, body),
    others: p.referees.map((r) => r.name),
    footer: {
      template: `<div style="font:8px 'DejaVu Serif',serif;width:100%;padding:0 20mm;display:flex;justify-content:space-between"><span>${esc(fn)} — Curriculum Vitae</span><span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>`,
      text: (i, n) => [`${fn} — Curriculum Vitae`, `Page ${i} of ${n}`],
    },
  };
}

// ————————————————————————————————————————————— writer (LibreOffice) —————————————————————————————————————————————
const NS = [
  'office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"',
  'style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"',
  'text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"',
  'table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"',
  'fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"',
  'svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"',
  'meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0"',
  'dc="http://purl.org/dc/elements/1.1/"',
]
  .map((n) => `xmlns:${n}`)
  .join(' ');

const FOOTER_WORDS = {
  de: ['Seite', 'von'],
  fr: ['Page', 'sur'],
  es: ['Página', 'de'],
  nb: ['Side', 'av'],
  ja: ['', '/'],
  ko: ['', '/'],
  en: ['Page', 'of'],
};

/**
 * A Word-like resume as flat ODF for LibreOffice (PDF, DOCX, legacy .doc). `p.lo` picks the look: 'europass' (labels
 * right-aligned in a left column of a borderless table) or 'word' (the name big at the top, a contact paragraph,
 * bold headings over tab-stopped entries). Both put the name and "page n of m" in the page footer.
 */
export function writer(p, { accent }) {
  const lines = [];
  const cjk = p.language === 'ja' || p.language === 'ko';
  const font = cjk
    ? p.language === 'ja'
      ? 'Noto Sans CJK JP'
      : 'Noto Sans CJK KR'
    : p.lo === 'europass'
      ? 'DejaVu Sans'
      : 'C059';
  const para = (style, text) => {
    lines.push(text);
    return `<text:p text:style-name="${style}">${esc(text)}</text:p>`;
  };
  const l = L(p);
  const [pw, ow] = FOOTER_WORDS[p.language] ?? FOOTER_WORDS.en;
  const footerName = p.lo === 'europass' ? `Curriculum vitae — ${p.name.full}` : p.name.full;
  let body = '';
  if (p.lo === 'europass') {
    const row = (label, cells) => {
      if (label) lines.push(label);
      return `<table:table-row><table:table-cell table:style-name="LC"><text:p text:style-name="Lab">${esc(label)}</text:p></table:table-cell><table:table-cell>${cells}</table:table-cell></table:table-row>`;
    };
    const head = (t) =>
      `<table:table-row><table:table-cell table:style-name="LC"><text:p text:style-name="Lab"/></table:table-cell><table:table-cell>${para('Heading', t)}</table:table-cell></table:table-row>`;
    body += `<table:table table:name="cv" table:style-name="T"><table:table-column table:style-name="C1"/><table:table-column table:style-name="C2"/>`;
    body += row('PERSONAL INFORMATION', para('Name', p.name.full));
    body += row(
      '',
      [
        p.address,
        p.phone,
        p.email,
        ...p.details.map((d) => (d.value.startsWith(d.label) ? d.value : `${d.label}: ${d.value}`)),
      ]
        .map((t) => para('Body', t))
        .join(''),
    );
    body += row('POSITION', para('Body', p.headline));
    body += head('WORK EXPERIENCE');
    for (const j of p.jobs)
      body += row(
        j.dates,
        para('Entry', `${j.role}`) +
          para('Body', `${j.org}, ${j.place}`) +
          j.bullets.map((b) => para('Bullet', `▪ ${b}`)).join(''),
      );
    body += head('EDUCATION AND TRAINING');
    for (const e of p.education)
      body += row(e.dates, para('Entry', e.degree) + para('Body', `${e.school}, ${e.place}`));
    body += head('PERSONAL SKILLS');
    body += row('Job-related skills', para('Body', p.skills.join(', ')));
    for (const x of p.extra) body += row(x.title, x.items.map((t) => para('Body', t)).join(''));
    body += `</table:table>`;
  } else {
    body += para('Name', p.name.full);
    body += para('Headline', p.headline);
    body += para('Small', [p.address, p.phone, p.email].join(' · '));
    if (p.details.length)
      body += para(
        'Small',
        p.details.map((d) => (d.value.startsWith(d.label) ? d.value : `${d.label}: ${d.value}`)).join(' · '),
      );
    body += para('Heading', l.summary) + para('Body', p.summary);
    body += para('Heading', l.exp);
    for (const j of p.jobs) {
      lines.push(`${j.role}, ${j.org}`, j.dates);
      body += `<text:p text:style-name="Entry">${esc(`${j.role}, ${j.org}`)}<text:tab/>${esc(j.dates)}</text:p>`;
      body += para('Meta', j.place);
      body += j.bullets.map((b) => para('Bullet', `• ${b}`)).join('');
    }
    body += para('Heading', l.edu);
    for (const e of p.education) {
      lines.push(e.degree, e.dates);
      body +=
        `<text:p text:style-name="Entry">${esc(e.degree)}<text:tab/>${esc(e.dates)}</text:p>` +
        para('Meta', `${e.school}, ${e.place}`);
    }
    body += para('Heading', l.skills) + para('Body', p.skills.join(' · '));
    for (const x of p.extra) body += para('Heading', x.title) + x.items.map((t) => para('Bullet', `• ${t}`)).join('');
    if (p.referees.length) {
      body += para('Heading', l.refs);
      for (const r of p.referees) body += para('Body', `${r.name}, ${r.title}, ${r.phone}`);
    }
  }
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document ${NS} office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:meta><dc:title>${esc(p.lo === 'europass' ? 'Europass CV' : 'Resume')}</dc:title><meta:initial-creator>${esc(p.name.full)}</meta:initial-creator><dc:creator>${esc(p.name.full)}</dc:creator></office:meta>
<office:font-face-decls><style:font-face style:name="${font}" svg:font-family="'${font}'"/></office:font-face-decls>
<office:styles>
<style:default-style style:family="paragraph"><style:paragraph-properties fo:margin-top="0cm" fo:margin-bottom="0.06cm"/><style:text-properties style:font-name="${font}" style:font-name-asian="${font}" fo:font-size="10pt" style:font-size-asian="10pt"/></style:default-style>
<style:style style:name="Name" style:family="paragraph"><style:text-properties fo:font-size="${p.lo === 'europass' ? 16 : 22}pt" fo:color="${p.lo === 'europass' ? accent : '#000000'}" style:font-size-asian="20pt"/></style:style>
<style:style style:name="Headline" style:family="paragraph"><style:text-properties fo:font-size="12pt" fo:font-style="italic" style:font-size-asian="12pt"/></style:style>
<style:style style:name="Small" style:family="paragraph"><style:text-properties fo:font-size="9pt" fo:color="#444444" style:font-size-asian="9pt"/></style:style>
<style:style style:name="Heading" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.3cm" fo:margin-bottom="0.1cm" fo:keep-with-next="always" fo:border-bottom="0.75pt solid ${accent}"/><style:text-properties fo:font-size="11pt" fo:font-weight="bold" fo:color="${accent}" style:font-weight-asian="bold"/></style:style>
<style:style style:name="Entry" style:family="paragraph"><style:paragraph-properties><style:tab-stops><style:tab-stop style:position="${p.lo === 'europass' ? 12 : 16.5}cm" style:type="right"/></style:tab-stops></style:paragraph-properties><style:text-properties fo:font-weight="bold" style:font-weight-asian="bold"/></style:style>
<style:style style:name="Meta" style:family="paragraph"><style:text-properties fo:font-style="italic"/></style:style>
<style:style style:name="Body" style:family="paragraph"/>
<style:style style:name="Bullet" style:family="paragraph"><style:paragraph-properties fo:margin-left="0.5cm" fo:text-indent="-0.35cm"/></style:style>
<style:style style:name="Lab" style:family="paragraph"><style:paragraph-properties fo:text-align="end"/><style:text-properties fo:font-size="8.5pt" fo:color="${accent}" style:font-size-asian="8.5pt"/></style:style>
<style:style style:name="Foot" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8pt" fo:color="#555555" style:font-size-asian="8pt"/></style:style>
</office:styles>
<office:automatic-styles>
<style:style style:name="T" style:family="table"><style:table-properties style:width="17cm" table:align="left"/></style:style>
<style:style style:name="C1" style:family="table-column"><style:table-column-properties style:column-width="4.2cm"/></style:style>
<style:style style:name="C2" style:family="table-column"><style:table-column-properties style:column-width="12.8cm"/></style:style>
<style:style style:name="LC" style:family="table-cell"><style:table-cell-properties fo:padding-right="0.3cm"/></style:style>
<style:page-layout style:name="PL"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.6cm" fo:margin-bottom="1.2cm" fo:margin-left="2cm" fo:margin-right="2cm"/><style:footer-style><style:header-footer-properties fo:margin-top="0.3cm"/></style:footer-style></style:page-layout>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="PL"><style:footer><text:p text:style-name="Foot">${esc(footerName)}<text:tab/>${esc(pw)} <text:page-number text:select-page="current">1</text:page-number> ${esc(ow)} <text:page-count>1</text:page-count></text:p></style:footer></style:master-page></office:master-styles>
<office:body><office:text>${body}</office:text></office:body></office:document>`;
  return {
    fodt,
    lines,
    footerLine: (i, n) => `${footerName}\t${pw} ${i} ${ow} ${n}`.trim(),
    others: p.referees.map((r) => r.name),
  };
}
