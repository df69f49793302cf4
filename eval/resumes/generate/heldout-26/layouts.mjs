// The templates of held-out part 26, its own: each takes a person and returns what is printed (html, or the
// flat ODF for LibreOffice) and, where the page shows more than the person's own fields, the extra name forms
// (`variants`) and other people (`others`) on it.
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const L = {
  en: {
    loc: 'Location',
    profile: 'Profile',
    exp: 'Work Experience',
    edu: 'Education',
    skills: 'Key Skills',
    more: 'Additional Information',
    refs: 'References',
    personal: 'Personal Details',
    dob: 'Date of Birth',
    contact: 'Contact',
  },
  de: {
    loc: 'Wohnort',
    profile: 'Kurzprofil',
    exp: 'Berufserfahrung',
    edu: 'Ausbildung',
    skills: 'Kenntnisse',
    more: 'Sonstiges',
    refs: 'Referenzen',
    personal: 'Persönliche Daten',
    dob: 'Geburtsdatum',
    contact: 'Kontakt',
  },
  fr: {
    loc: 'Adresse',
    profile: 'Profil',
    exp: 'Expériences professionnelles',
    edu: 'Formation',
    skills: 'Compétences',
    more: 'Divers',
    refs: 'Références',
    personal: 'Informations personnelles',
    dob: 'Date de naissance',
    contact: 'Coordonnées',
  },
  es: {
    loc: 'Dirección',
    profile: 'Perfil',
    exp: 'Experiencia laboral',
    edu: 'Formación',
    skills: 'Conocimientos',
    more: 'Otros datos',
    refs: 'Referencias',
    personal: 'Datos personales',
    dob: 'Fecha de nacimiento',
    contact: 'Contacto',
  },
  pt: {
    loc: 'Endereço',
    profile: 'Resumo',
    exp: 'Experiência profissional',
    edu: 'Formação acadêmica',
    skills: 'Competências',
    more: 'Informações adicionais',
    refs: 'Referências',
    personal: 'Dados pessoais',
    dob: 'Data de nascimento',
    contact: 'Contato',
  },
  zh: {
    loc: '现居住地',
    profile: '自我评价',
    exp: '工作经历',
    edu: '教育经历',
    skills: '专业技能',
    more: '其他',
    refs: '证明人',
    personal: '基本信息',
    dob: '出生年月',
    contact: '联系方式',
  },
  ko: {
    loc: '주소',
    profile: '자기소개',
    exp: '경력사항',
    edu: '학력사항',
    skills: '보유기술',
    more: '기타',
    refs: '추천인',
    personal: '인적사항',
    dob: '생년월일',
    contact: '연락처',
  },
  vi: {
    loc: 'Địa chỉ',
    profile: 'Mục tiêu nghề nghiệp',
    exp: 'Kinh nghiệm làm việc',
    edu: 'Học vấn',
    skills: 'Kỹ năng',
    more: 'Thông tin thêm',
    refs: 'Người tham chiếu',
    personal: 'Thông tin cá nhân',
    dob: 'Ngày sinh',
    contact: 'Liên hệ',
  },
};
const lab = (p) => L[p.language] ?? L.en;
const DETAIL = {
  en: {
    date_of_birth: 'Date of Birth',
    gender: 'Gender',
    marital_status: 'Marital Status',
    nationality: 'Nationality',
    religion: 'Religion',
    national_id: 'CNIC',
    passport: 'Passport No.',
    age: 'Age',
  },
  de: { date_of_birth: 'Geburtsdatum', nationality: 'Staatsangehörigkeit', marital_status: 'Familienstand' },
  fr: {
    date_of_birth: 'Née le',
    nationality: 'Nationalité',
    passport: 'Passeport',
    age: 'Âge',
    marital_status: 'Situation',
  },
  es: { national_id: 'DNI / Cédula', date_of_birth: 'Fecha de nacimiento' },
  pt: { national_id: 'CPF' },
  zh: { date_of_birth: '出生年月', gender: '性别' },
  ko: { date_of_birth: '생년월일' },
  vi: { date_of_birth: 'Ngày sinh' },
};
const detailLabel = (p, k) => (DETAIL[p.language] ?? DETAIL.en)[k] ?? DETAIL.en[k] ?? k;
const detailRows = (p) => p.details.map((d) => [detailLabel(p, d.kind), d.value]);
const linkText = (l) => (l.kind === 'handle' ? (l.value.startsWith('@') ? l.value : `github.com/${l.value}`) : l.value);

const page = (css, body, lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>@page{size:A4;margin:0}*{box-sizing:border-box}body{margin:0}${css}</style></head><body>${body}</body></html>`;
const jobsHtml = (p, cls = '') =>
  p.jobs
    .map(
      (j) =>
        `<div class="job ${cls}"><div class="jh"><b>${esc(j.role)}</b>, ${esc(j.org)} <span class="d">${esc(j.place)} · ${esc(j.dates)}</span></div><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`,
    )
    .join('');
const eduHtml = (p) =>
  p.education
    .map(
      (e) =>
        `<div class="edu"><b>${esc(e.degree)}</b> — ${esc(e.school)}, ${esc(e.place)} <span class="d">${esc(e.dates)}</span></div>`,
    )
    .join('');
const extraHtml = (p) => p.extra.map((x) => `<p>${esc(x)}</p>`).join('');
const CJK = `'Noto Sans CJK SC','Noto Sans CJK KR','Noto Sans CJK JP','Noto Serif CJK SC',sans-serif`;

/** A moderncv "banking"-style CV (LaTeX look): name centred in small capitals, rules in the accent colour. */
function moderncv(p, { accent, scan }) {
  const l = lab(p);
  const stamp = scan
    ? `<div style="position:absolute;top:420px;left:90px;transform:rotate(-24deg);font:bold 64px 'DejaVu Sans';color:rgba(180,0,0,.35);border:6px solid rgba(180,0,0,.35);padding:4px 18px;letter-spacing:6px">CONFIDENTIAL</div>`
    : '';
  const sec = (t, inner) => `<h2><span>${esc(t)}</span></h2>${inner}`;
  const body = `<div class="wrap">${stamp}
<h1>${esc(p.name.full)}</h1><div class="tt">${esc(p.title)}</div>
<div class="ct">${esc(p.address)} — ☎ ${esc(p.phone)} — ✉ ${esc(p.email)}${p.links.map((x) => ` — ${esc(linkText(x))}`).join('')}</div>
${sec(l.profile, `<p>${esc(p.summary)}</p>`)}
${sec(l.exp, p.jobs.map((j) => `<table><tr><td class="y">${esc(j.dates)}</td><td><b>${esc(j.role)}</b>, <i>${esc(j.org)}</i>, ${esc(j.place)}<ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></td></tr></table>`).join(''))}
${sec(l.edu, p.education.map((e) => `<table><tr><td class="y">${esc(e.dates)}</td><td><b>${esc(e.degree)}</b>, <i>${esc(e.school)}</i>, ${esc(e.place)}</td></tr></table>`).join(''))}
${sec(l.skills, `<p>${p.skills.map(esc).join(' · ')}</p>`)}
${
  p.details.length
    ? sec(
        l.personal,
        `<p>${detailRows(p)
          .map(([k, v]) => `${esc(k)}: ${esc(v)}`)
          .join(' · ')}</p>`,
      )
    : ''
}
${p.extra.length ? sec(l.more, extraHtml(p)) : ''}
${p.referees.length ? sec(l.refs, p.referees.map((r) => `<p>${esc(r.name)}, ${esc(r.role)} — ${esc(r.contact)}</p>`).join('')) : ''}
</div>`;
  const css = `body{font:10.5pt 'Latin Modern Roman','TeX Gyre Termes','Liberation Serif',serif;color:#222}.wrap{position:relative;padding:${scan ? '28px 44px' : '48px 60px'}}h1{font-variant:small-caps;font-weight:normal;font-size:${scan ? 26 : 30}pt;text-align:center;margin:0;color:${accent}}.tt{text-align:center;font-style:italic;color:#555}.ct{text-align:center;font-size:9pt;margin:6px 0 10px}h2{font-weight:normal;font-size:13pt;color:${accent};border-bottom:1px solid ${accent};margin:${scan ? 8 : 14}px 0 4px}table{width:100%;border-collapse:collapse}td{vertical-align:top;padding:1px 0}.y{width:22%;text-align:right;padding-right:10px;color:#555;font-size:9.5pt}ul{margin:2px 0 4px 16px;padding:0}p{margin:2px 0}`;
  return { html: page(css, body, p.language) };
}

/** A job-portal export (Naukri, StepStone, APEC, InfoJobs, Computrabajo, 51job, Saramin, VietnamWorks look). */
const PORTALS = {
  IN: { name: 'naukri', brand: 'naukri.com', head: 'Resume downloaded from Naukri.com' },
  DE: { name: 'stepstone', brand: 'StepStone', head: 'Lebenslauf · exportiert aus dem StepStone-Profil' },
  FR: { name: 'apec', brand: 'Apec', head: 'CV en ligne — profil cadre Apec' },
  ES: { name: 'infojobs', brand: 'InfoJobs', head: 'Currículum InfoJobs' },
  MX: { name: 'computrabajo', brand: 'Computrabajo', head: 'Hoja de vida — Computrabajo México' },
  CN: { name: '51job', brand: '前程无忧 51job', head: '个人简历（来自前程无忧）' },
  KR: { name: 'saramin', brand: '사람인', head: '이력서 · 사람인에서 작성' },
  VN: { name: 'vietnamworks', brand: 'VietnamWorks', head: 'Hồ sơ trực tuyến – VietnamWorks' },
};
function portal(p, { accent, scan }) {
  const l = lab(p);
  const pt = PORTALS[p.locale] ?? PORTALS.IN;
  const cjk = ['zh', 'ko'].includes(p.language);
  // The portal prints the name and the headline in one span with no space (the name "runs into" the title).
  const rows = [[l.contact, `${p.phone} | ${p.email}`], ...detailRows(p), [l.loc, p.address]];
  const body = `<div class="bar"><span class="brand">${esc(pt.brand)}</span><span class="hd">${esc(pt.head)}</span></div>
<div class="main"><div class="top"><div class="ph">${cjk ? '照片' : ''}</div><div><div class="nm"><span>${esc(p.displayName ?? p.name.full)}</span>${p.language === 'ko' ? ' ' : ''}<span class="ti">${esc(p.title)}</span></div>
<table class="kv">${rows.map(([k, v]) => `<tr><th>${esc(k)}</th><td>${esc(v)}</td></tr>`).join('')}</table></div></div>
<h3>${esc(l.profile)}</h3><p>${esc(p.summary)}</p>
<h3>${esc(l.exp)}</h3>${p.jobs.map((j) => `<div class="job"><div class="jh"><span>${esc(j.dates)}</span><span>${esc(j.org)}</span><span>${esc(j.role)}</span><span>${esc(j.place)}</span></div>${j.bullets.map((b) => `<div class="bl">${esc(b)}</div>`).join('')}</div>`).join('')}
<h3>${esc(l.edu)}</h3>${p.education.map((e) => `<div class="jh"><span>${esc(e.dates)}</span><span>${esc(e.school)}</span><span>${esc(e.degree)}</span><span>${esc(e.place)}</span></div>`).join('')}
<h3>${esc(l.skills)}</h3><p>${p.skills.map((s) => `<span class="tag">${esc(s)}</span>`).join(' ')}</p>
${p.extra.length ? `<h3>${esc(l.more)}</h3>${extraHtml(p)}` : ''}
${p.fatherName ? `<p>Father's Name: ${esc(p.fatherName)}</p>` : ''}
</div><div class="ft">${esc(pt.brand)} · ID ${1000000 + p.email.length * 7919} · ${scan ? '' : 'Page 1'}</div>`;
  const css = `body{font:${scan ? 10.5 : 10}pt ${cjk ? CJK : "'Liberation Sans',Arial,sans-serif"};color:#333}.bar{background:${accent};color:#fff;padding:8px 24px;display:flex;justify-content:space-between}.brand{font-weight:bold}.main{padding:${scan ? '10px 30px' : '16px 34px'}}.top{display:flex;gap:14px}.ph{width:70px;height:86px;border:1px solid #bbb;color:#999;text-align:center;font-size:8pt}.nm{font-size:17pt;font-weight:bold}.ti{font-size:11pt;font-weight:normal;color:${accent}}.kv th{text-align:left;color:#777;font-weight:normal;padding-right:12px;white-space:nowrap}.kv td{padding:0}h3{background:#f0f0f0;border-left:4px solid ${accent};padding:3px 8px;font-size:11pt;margin:${scan ? 6 : 12}px 0 4px}.jh{display:grid;grid-template-columns:24% 30% 28% 18%;font-size:9.5pt;font-weight:bold}.bl{margin-left:24%;font-size:9.5pt}.bl:before{content:'• '}.tag{border:1px solid #ccc;border-radius:3px;padding:0 5px}.ft{font-size:8pt;color:#999;text-align:center;margin-top:8px}p{margin:3px 0}`;
  return { html: page(css, body, p.language) };
}

/** An applicant-tracking "resume as text" conversion: plain text, headings in capitals, lines run together. */
function ats(p) {
  const lines = [
    `${p.name.full.toUpperCase()}`,
    `${p.address} • ${p.phone} • ${p.email}${p.links.map((x) => ` • ${linkText(x)}`).join('')}`,
    'SUMMARY',
    p.summary,
    'EXPERIENCE',
    ...p.jobs.flatMap((j) => [`${j.org} — ${j.place} ${j.role} ${j.dates}`, ...j.bullets.map((b) => `- ${b}`)]),
    'EDUCATION',
    ...p.education.map((e) => `${e.school}, ${e.place} ${e.degree} ${e.dates}`),
    'SKILLS',
    p.skills.join(', '),
    ...p.extra,
    ...p.details.map((d) => `${detailLabel(p, d.kind)}: ${d.value}`),
    ...(p.fatherName ? [`Father Name: ${p.fatherName}`] : []),
    ...p.referees.map((r) => `Reference: ${r.name}, ${r.role}, ${r.contact}`),
  ];
  const body = `<div class="src">Candidate resume — converted text (original attachment: resume.pdf)</div><pre>${lines.map(esc).join('\n')}</pre>`;
  const css = `body{padding:40px 44px;font:9.5pt 'DejaVu Sans Mono','Liberation Mono',monospace}.src{color:#777;border-bottom:1px dashed #aaa;margin-bottom:8px}pre{white-space:pre-wrap;margin:0;font:inherit}`;
  return { html: page(css, body) };
}

/** A resume pasted into an e-mail and printed: the recruiter's forward headers, the body, the candidate's signature. */
const RECRUITERS = {
  IN: 'Harpreet Sodhi <talent@zentrova-hr.in>',
  NG: 'Chiamaka Obiefuna <careers@loomline.ng>',
  PH: 'Rhea Montecillo <hiring@baytalent.ph>',
};
function email(p, { accent }) {
  const rec = RECRUITERS[p.locale] ?? RECRUITERS.IN;
  const recName = rec.split(' <')[0];
  const given = p.sign ?? p.name.given;
  const body = `<div class="mail"><div class="logo" style="color:${accent}">Mail</div>
<table class="h"><tr><th>From:</th><td>${esc(p.name.full)} &lt;${esc(p.email)}&gt;</td></tr><tr><th>To:</th><td>${esc(rec)}</td></tr><tr><th>Subject:</th><td>Application – ${esc(p.title)} (ref. JR-2291)</td></tr><tr><th>Date:</th><td>Tue, 14 Oct 2025 08:41</td></tr></table><hr>
<p>Dear ${esc(recName.split(' ')[0])},</p><p>Thank you for the call yesterday. As requested I have pasted my CV below, since the portal would not take my attachment.</p>
<p>------------------------------------------------------------</p>
<p><b>${esc(p.name.full.toUpperCase())}</b><br>${esc(p.title)}</p>
<p><b>PROFILE</b><br>${esc(p.summary)}</p><p><b>EXPERIENCE</b></p>
${p.jobs.map((j) => `<p>${esc(j.role)} | ${esc(j.org)} | ${esc(j.place)} | ${esc(j.dates)}<br>${j.bullets.map((b) => `* ${esc(b)}`).join('<br>')}</p>`).join('')}
<p><b>EDUCATION</b><br>${p.education.map((e) => `${esc(e.degree)}, ${esc(e.school)}, ${esc(e.place)} (${esc(e.dates)})`).join('<br>')}</p>
<p><b>SKILLS</b><br>${p.skills.map(esc).join(', ')}</p>
${
  p.details.length
    ? `<p><b>PERSONAL</b><br>${detailRows(p)
        .map(([k, v]) => `${esc(k)}: ${esc(v)}`)
        .join('<br>')}</p>`
    : ''
}
${extraHtml(p)}
${p.referees.length ? `<p><b>REFEREES</b><br>${p.referees.map((r) => `${esc(r.name)}, ${esc(r.role)}, ${esc(r.contact)}`).join('<br>')}</p>` : ''}
<p>------------------------------------------------------------</p>
<p>Kind regards,<br>${esc(given)}</p><div class="sig">${esc(p.name.full)}<br>${esc(p.title)}<br>M: ${esc(p.phone)}<br>${esc(p.address)}</div>
<p class="q">Sent from my phone</p></div>`;
  const css = `body{font:10.5pt Arial,'Liberation Sans',sans-serif;padding:34px 48px}.logo{font:bold 15pt sans-serif;border-bottom:2px solid #ccc;margin-bottom:6px}.h th{text-align:left;padding-right:10px;color:#555}.sig{border-left:3px solid #ccc;padding-left:8px;color:#444;font-size:9.5pt}.q{color:#999;font-size:8.5pt}p{margin:6px 0}`;
  return { html: page(css, body), variants: [given], others: [recName] };
}

/** A Canva-like two-column design: the name over two lines, letter-spaced capitals, a tinted side column. */
function canva(p, { accent }) {
  const l = lab(p);
  const [first, ...rest] = p.name.full.split(' ');
  const side = `<div class="nm"><div>${esc(first.toUpperCase())}</div><div>${esc(rest.join(' ').toUpperCase())}</div></div><div class="ti">${esc(p.title)}</div>
<h4>${esc(l.contact)}</h4><p>☏ ${esc(p.phone)}</p><p>✉ ${esc(p.email)}</p><p>⌂ ${esc(p.address)}</p>${p.links.map((x) => `<p>◆ ${esc(linkText(x))}</p>`).join('')}
${
  p.details.length
    ? `<h4>${esc(l.personal)}</h4>${detailRows(p)
        .map(([k, v]) => `<p>${esc(k)}<br><b>${esc(v)}</b></p>`)
        .join('')}`
    : ''
}
<h4>${esc(l.skills)}</h4>${p.skills.map((s, i) => `<div class="sk">${esc(s)}<div class="bar"><i style="width:${60 + ((i * 13) % 40)}%"></i></div></div>`).join('')}`;
  const main = `<h3>${esc(l.profile)}</h3><p>${esc(p.summary)}</p><h3>${esc(l.exp)}</h3>${jobsHtml(p)}<h3>${esc(l.edu)}</h3>${eduHtml(p)}${p.extra.length ? `<h3>${esc(l.more)}</h3>${extraHtml(p)}` : ''}`;
  const body = `<div class="g"><aside>${side}</aside><main>${main}</main></div>`;
  const css = `body{font:9.5pt 'Montserrat','DejaVu Sans',sans-serif;color:#2b2b2b}.g{display:grid;grid-template-columns:36% 64%;min-height:297mm}aside{background:${accent}1f;padding:36px 20px}main{padding:36px 26px}.nm{font-size:22pt;letter-spacing:.28em;line-height:1.15;font-weight:300;color:${accent}}.ti{letter-spacing:.12em;text-transform:uppercase;font-size:8.5pt;margin:6px 0 16px}h4{letter-spacing:.2em;text-transform:uppercase;font-size:9pt;border-bottom:1px solid ${accent};margin:14px 0 5px}h3{letter-spacing:.18em;text-transform:uppercase;font-size:10.5pt;color:${accent};margin:14px 0 4px}.sk{font-size:8.5pt;margin:3px 0}.bar{height:5px;background:#ddd}.bar i{display:block;height:5px;background:${accent}}.jh .d{display:block;color:#777;font-size:8.5pt}ul{margin:2px 0 6px 14px;padding:0}p{margin:3px 0;overflow-wrap:anywhere}`;
  return { html: page(css, body, p.language), variants: [first.toUpperCase(), rest.join(' ').toUpperCase()] };
}

/** A "modern" one-column CV with icon glyphs before bare handles (no URL) and a personal domain. */
function icons(p, { accent, scan }) {
  const l = lab(p);
  const handles = p.links.map((x) =>
    x.kind === 'handle'
      ? `<span>⌥ ${esc(x.value.replace(/^@/, ''))}</span><span>in/${esc(x.value.replace(/^@/, ''))}</span>`
      : `<span>◍ ${esc(x.value)}</span>`,
  );
  const body = `<header><h1>${esc(p.displayName ?? p.name.full)}</h1><div class="ti">${esc(p.title)}</div><div class="ct"><span>☎ ${esc(p.phone)}</span><span>✉ ${esc(p.email)}</span><span>⌖ ${esc(scan ? p.addressShort : p.address)}</span>${handles.join('')}</div></header>
<section><h2>★ ${esc(l.profile)}</h2><p>${esc(p.summary)}</p></section><section><h2>▣ ${esc(l.exp)}</h2>${jobsHtml(p)}</section><section><h2>✎ ${esc(l.edu)}</h2>${eduHtml(p)}</section><section><h2>⚙ ${esc(l.skills)}</h2><p>${p.skills.map(esc).join(' ▪ ')}</p></section>${!scan && p.extra.length ? `<section><h2>＋ ${esc(l.more)}</h2>${extraHtml(p)}</section>` : ''}`;
  const css = `body{font:${scan ? 11 : 10}pt 'Liberation Sans','DejaVu Sans','Noto Color Emoji',sans-serif;padding:${scan ? '40px 54px' : '38px 52px'};color:#1e1e1e}h1{margin:0;font-size:24pt;color:${accent}}.ti{font-size:12pt;color:#666}.ct{display:flex;flex-wrap:wrap;gap:4px 16px;font-size:9pt;margin:8px 0 4px}h2{font-size:11.5pt;color:${accent};margin:12px 0 4px}.jh .d{float:right;color:#777;font-size:9pt}ul{margin:2px 0 6px 18px;padding:0}p{margin:3px 0}`;
  const variants = p.links.filter((x) => x.kind === 'handle').map((x) => x.value.replace(/^@/, ''));
  return { html: page(css, body, p.language), links: variants };
}

/** An academic CV: publications with the candidate among co-authors, named referees with titles and phones. */
function academic(p, { accent }) {
  const l = lab(p);
  const body = `<h1>${esc(p.name.full)}</h1><div class="ti">${esc(p.title)}</div><div class="ct">${esc(p.address)}<br>${esc(p.phone)} · ${esc(p.email)}${
    p.details.length
      ? `<br>${detailRows(p)
          .map(([k, v]) => `${esc(k)} ${esc(v)}`)
          .join(' · ')}`
      : ''
  }</div>
<h2>Research interests</h2><p>${esc(p.summary)}</p><h2>Appointments</h2>${jobsHtml(p)}<h2>${esc(l.edu)}</h2>${eduHtml(p)}
<h2>Selected publications</h2><ol>${p.publications.map((x) => `<li>${esc(x)}</li>`).join('')}</ol>
<h2>Awards</h2>${extraHtml(p)}<h2>Methods</h2><p>${p.skills.map(esc).join('; ')}</p>
<h2>Referees</h2><div class="refs">${p.referees.map((r) => `<div><b>${esc(r.name)}</b><br>${esc(r.role)}<br>Tel. ${esc(r.contact)}</div>`).join('')}</div>`;
  const css = `body{font:10.5pt 'Liberation Serif','DejaVu Serif',serif;padding:44px 64px}h1{font-size:20pt;margin:0}.ti{font-style:italic}.ct{font-size:9.5pt;color:#444;margin:4px 0 8px}h2{font-size:11pt;text-transform:uppercase;letter-spacing:.05em;color:${accent};border-bottom:.5px solid #999;margin:12px 0 4px}ol{margin:0;padding-left:20px}li{margin:3px 0}.refs{display:grid;grid-template-columns:1fr 1fr;gap:10px}.jh .d{color:#666}ul{margin:2px 0 4px 18px;padding:0}p{margin:3px 0}`;
  return {
    html: page(css, body, p.language),
    others: p.referees.map((r) => r.name.replace(/^(Prof\.|Dr|Ms\.|Mr\.|Engr\.)\s+/, '')),
  };
}

/** A two-page Word-like resume: Calibri-like body, the name and page number in every page's footer. */
function footerWord(p, { accent }) {
  const l = lab(p);
  const short = `${p.name.given} ${p.name.family}`;
  const body = `<div class="w"><h1>${esc(p.name.full)}</h1><p class="ct">${esc(p.address)}<br>Mobile: ${esc(p.phone)} &nbsp;&nbsp; E-mail: ${esc(p.email)}</p>
<h2>${esc(l.profile.toUpperCase())}</h2><p>${esc(p.summary)} I enjoy explaining numbers to people who do not live in spreadsheets, and I am used to working across time zones with colleagues in other countries.</p>
<h2>${esc(l.exp.toUpperCase())}</h2>${p.jobs.map((j) => `<p class="jh"><b>${esc(j.org)}</b>, ${esc(j.place)}<span>${esc(j.dates)}</span></p><p><i>${esc(j.role)}</i></p><ul>${[...j.bullets, 'Worked with finance, operations and IT to agree definitions and owners for each report.', 'Trained new joiners and wrote the team’s handover notes.'].map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`).join('')}
<h2>${esc(l.edu.toUpperCase())}</h2>${p.education.map((e) => `<p class="jh"><b>${esc(e.school)}</b>, ${esc(e.place)}<span>${esc(e.dates)}</span></p><p>${esc(e.degree)}</p>`).join('')}
<h2>${esc(l.skills.toUpperCase())}</h2><ul>${p.skills.map((s) => `<li>${esc(s)}</li>`).join('')}</ul>
${
  p.details.length
    ? `<h2>${esc(l.personal.toUpperCase())}</h2><table>${detailRows(p)
        .map(([k, v]) => `<tr><td>${esc(k)}</td><td>: ${esc(v)}</td></tr>`)
        .join('')}${p.fatherName ? `<tr><td>Father’s Name</td><td>: ${esc(p.fatherName)}</td></tr>` : ''}</table>`
    : ''
}
${p.extra.length ? `<h2>${esc(l.more.toUpperCase())}</h2>${extraHtml(p)}` : ''}
<h2>${esc(l.refs.toUpperCase())}</h2>${p.referees.map((r) => `<p>${esc(r.name)}<br>${esc(r.role)}<br>${esc(r.contact)}</p>`).join('') || '<p>Available on request.</p>'}
<p class="decl">I hereby declare that the information given above is true to the best of my knowledge.</p></div>`;
  const css = `body{font:11.5pt/1.5 Carlito,Calibri,'Liberation Sans',sans-serif}.w{padding:0 72px}h1{font-size:20pt;margin:0;color:${accent}}.ct{margin-top:2px}h2{font-size:11pt;color:${accent};border-bottom:1.5px solid ${accent};margin:16px 0 6px}.jh{display:flex;justify-content:space-between;margin:8px 0 0}ul{margin:2px 0 4px 22px;padding:0}li{margin:2px 0}p{margin:3px 0}.decl{margin-top:14px;font-style:italic}table td{padding:1px 8px 1px 0}`;
  return {
    html: page(css, body, p.language),
    footer: {
      template: `<div style="width:100%;font:8pt Carlito,sans-serif;color:#666;padding:0 72px;display:flex;justify-content:space-between"><span>${esc(short)} – Curriculum Vitae</span><span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>`,
      text: (i, n) => [`${short} – Curriculum Vitae`, `Page ${i} of ${n}`],
    },
    variants: [short],
  };
}

/** LibreOffice Writer: a flat ODF with a header table (name, title, contact), sections as headings, a footer. */
function writer(p, { accent }) {
  const l = lab(p);
  const x = (s) => esc(s).replace(/"/g, '&quot;');
  const para = (style, t) => `<text:p text:style-name="${style}">${x(t)}</text:p>`;
  const lines = [];
  const out = [];
  const P = (style, t) => {
    lines.push(t);
    out.push(para(style, t));
  };
  const cjk = ['zh', 'ko'].includes(p.language);
  const surnameFirst = cjk ? p.name.full : `${p.name.family.toUpperCase()} ${p.name.given}`;
  // The name, surname first in capitals, in a table cell beside the contact cell.
  lines.push(surnameFirst, p.title, p.address, `Tel.: ${p.phone}`, p.email);
  out.push(
    `<table:table table:name="Kopf" table:style-name="Tab"><table:table-column table:number-columns-repeated="2"/><table:table-row><table:table-cell office:value-type="string">${para('Name', surnameFirst)}${para('Sub', p.title)}</table:table-cell><table:table-cell office:value-type="string">${para('Small', p.address)}${para('Small', `Tel.: ${p.phone}`)}${para('Small', p.email)}</table:table-cell></table:table-row></table:table>`,
  );
  P('H', l.profile);
  P('Body', p.summary);
  if (p.details.length) {
    P('H', l.personal);
    for (const [k, v] of detailRows(p)) P('Body', `${k}: ${v}`);
  }
  P('H', l.exp);
  for (const j of p.jobs) {
    P('Strong', `${j.dates}  ${j.role} – ${j.org}, ${j.place}`);
    for (const b of j.bullets) P('Bullet', `– ${b}`);
  }
  P('H', l.edu);
  for (const e of p.education) P('Body', `${e.dates}  ${e.degree}, ${e.school}, ${e.place}`);
  P('H', l.skills);
  P('Body', p.skills.join(' | '));
  if (p.extra.length) {
    P('H', l.more);
    for (const e of p.extra) P('Body', e);
  }
  for (const r of p.referees) P('Body', `${l.refs}: ${r.name}, ${r.role}, ${r.contact}`);
  const place = p.addressShort.replace(/^\d{4,5}\s+/, '');
  P('Body', `${place}, ${p.language === 'de' ? 'im Oktober 2025' : 'October 2025'}`);
  const short = cjk ? p.name.full : `${p.name.given} ${p.name.family}`;
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls><style:font-face style:name="Liberation Sans" svg:font-family="'Liberation Sans'" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"/></office:font-face-decls>
<office:styles>
<style:style style:name="Standard" style:family="paragraph"><style:text-properties style:font-name="Liberation Sans" fo:font-size="10.5pt"/></style:style>
<style:style style:name="Name" style:family="paragraph" style:parent-style-name="Standard"><style:text-properties fo:font-size="19pt" fo:font-weight="bold" fo:color="${accent}"/></style:style>
<style:style style:name="Sub" style:family="paragraph" style:parent-style-name="Standard"><style:text-properties fo:font-style="italic" fo:font-size="11pt"/></style:style>
<style:style style:name="Small" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:text-align="end"/><style:text-properties fo:font-size="9pt"/></style:style>
<style:style style:name="H" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-top="0.35cm" fo:margin-bottom="0.1cm" fo:border-bottom="0.5pt solid ${accent}"/><style:text-properties fo:font-size="12pt" fo:font-weight="bold" fo:color="${accent}"/></style:style>
<style:style style:name="Body" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-bottom="0.08cm"/></style:style>
<style:style style:name="Strong" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-top="0.15cm"/><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="Bullet" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-left="0.5cm"/></style:style>
<style:style style:name="Foot" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8pt" fo:color="#666666"/></style:style>
</office:styles>
<office:automatic-styles><style:style style:name="Tab" style:family="table"><style:table-properties style:width="17cm" table:align="left"/></style:style>
<style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.6cm" fo:margin-bottom="1.2cm" fo:margin-left="2cm" fo:margin-right="2cm"/><style:footer-style/></style:page-layout></office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"><style:footer><text:p text:style-name="Foot">${x(short)} · <text:page-number text:select-page="current">1</text:page-number>/<text:page-count>1</text:page-count></text:p></style:footer></style:master-page></office:master-styles>
<office:body><office:text>${out.join('\n')}</office:text></office:body></office:document>`;
  return { fodt, lines, footerLine: (i, n) => `${short} · ${i}/${n}`, variants: [surnameFirst, short] };
}

export const LAYOUTS = { moderncv, portal, ats, email, canva, icons, academic, footer: footerWord, writer };
