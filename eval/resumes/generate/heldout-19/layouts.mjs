// Held-out part 19's own templates. Each HTML layout returns { html } and, where the page shows a form of the
// name the person record lacks, { variants }; `writer` returns a flat ODF document for LibreOffice with the
// lines it shows and its footer line per page.
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const LABELS = {
  en: {
    exp: 'Experience',
    edu: 'Education',
    skills: 'Skills',
    profile: 'Profile',
    contact: 'Contact',
    refs: 'References',
    more: 'Additional',
    personal: 'Personal Details',
    dob: 'Date of Birth',
    pubs: 'Selected Publications',
  },
  de: {
    exp: 'Berufserfahrung',
    edu: 'Ausbildung',
    skills: 'Kenntnisse',
    profile: 'Profil',
    contact: 'Kontakt',
    refs: 'Referenzen',
    more: 'Sonstiges',
    personal: 'Persönliche Daten',
    dob: 'Geburtsdatum',
    pubs: 'Publikationen',
  },
  fr: {
    exp: 'Expérience professionnelle',
    edu: 'Formation',
    skills: 'Compétences',
    profile: 'Profil',
    contact: 'Coordonnées',
    refs: 'Références',
    more: 'Divers',
    personal: 'Informations personnelles',
    dob: 'Date de naissance',
    pubs: 'Publications',
  },
  es: {
    exp: 'Experiencia laboral',
    edu: 'Formación',
    skills: 'Competencias',
    profile: 'Perfil',
    contact: 'Contacto',
    refs: 'Referencias',
    more: 'Otros',
    personal: 'Datos personales',
    dob: 'Fecha de nacimiento',
    pubs: 'Publicaciones',
  },
  pt: {
    exp: 'Experiência profissional',
    edu: 'Formação acadêmica',
    skills: 'Competências',
    profile: 'Objetivo',
    contact: 'Contato',
    refs: 'Referências',
    more: 'Outros',
    personal: 'Dados pessoais',
    dob: 'Data de nascimento',
    pubs: 'Publicações',
  },
  zh: {
    exp: '工作经历',
    edu: '教育经历',
    skills: '专业技能',
    profile: '个人优势',
    contact: '联系方式',
    refs: '推荐人',
    more: '其他',
    personal: '基本信息',
    dob: '出生日期',
    pubs: '论文',
  },
  ko: {
    exp: '경력사항',
    edu: '학력사항',
    skills: '보유기술',
    profile: '자기소개',
    contact: '연락처',
    refs: '추천인',
    more: '기타',
    personal: '인적사항',
    dob: '생년월일',
    pubs: '논문',
  },
  ja: {
    exp: '職歴',
    edu: '学歴',
    skills: '免許・資格',
    profile: '志望動機・自己PR',
    contact: '連絡先',
    refs: '推薦者',
    more: 'その他',
    personal: '基本情報',
    dob: '生年月日',
    pubs: '論文',
  },
  vi: {
    exp: 'Kinh nghiệm làm việc',
    edu: 'Học vấn',
    skills: 'Kỹ năng',
    profile: 'Mục tiêu nghề nghiệp',
    contact: 'Liên hệ',
    refs: 'Người tham chiếu',
    more: 'Khác',
    personal: 'Thông tin cá nhân',
    dob: 'Ngày sinh',
    pubs: 'Công bố',
  },
  nb: {
    exp: 'Arbeidserfaring',
    edu: 'Utdanning',
    skills: 'Kompetanse',
    profile: 'Sammendrag',
    contact: 'Kontakt',
    refs: 'Referanser',
    more: 'Annet',
    personal: 'Personalia',
    dob: 'Fødselsdato',
    pubs: 'Publikasjoner',
  },
};
const L = (p) => LABELS[p.language] ?? LABELS.en;
const DETAIL = {
  date_of_birth: (p) => L(p).dob,
  nationality: (p) =>
    ({ fr: 'Nationalité', de: 'Staatsangehörigkeit', es: 'Nacionalidad', pt: 'Nacionalidade' })[p.language] ??
    'Nationality',
  marital_status: (p) =>
    ({ pt: 'Estado civil', en: p.locale === 'en-PH' ? 'Civil Status' : 'Marital Status' })[p.language] ??
    'Marital Status',
  national_id: (p) =>
    ({ 'es-ES': 'DNI', 'pt-BR': 'CPF', 'es-MX': 'RFC', 'en-PK': 'CNIC No.', 'es-EC': 'Cédula' })[p.locale] ?? 'ID',
  passport: () => 'Passport No.',
  gender: (p) => ({ ko: '성별', vi: 'Giới tính', ja: '性別' })[p.language] ?? 'Gender',
  religion: () => 'Religion',
  age: (p) => ({ zh: '年龄' })[p.language] ?? 'Age',
};
const details = (p) => p.details.filter((d) => d.kind !== 'photo').map((d) => [DETAIL[d.kind](p), d.value]);

const FONTS = {
  cjk: "'Noto Sans CJK SC', 'Noto Sans CJK JP', 'Noto Sans CJK KR', 'Noto Serif CJK SC', sans-serif",
};
const page = (css, body, lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>@page{size:A4;margin:0}*{box-sizing:border-box}body{margin:0}${css}</style></head><body>${body}</body></html>`;

const jobsHtml = (p, cls = 'job') =>
  p.jobs
    .map(
      (j) =>
        `<div class="${cls}"><div class="jh"><b>${esc(j.title)}</b>, ${esc(j.org)} <span class="when">${esc(j.place)} · ${esc(j.dates)}</span></div><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`,
    )
    .join('');
const eduHtml = (p) =>
  p.education
    .map((e) => `<p><b>${esc(e.degree)}</b><br>${esc(e.school)}, ${esc(e.place)} — ${esc(e.dates)}</p>`)
    .join('');
const refsHtml = (p) =>
  p.referees.map((r) => `<p><b>${esc(r.name)}</b><br>${esc(r.title)}<br>Tel: ${esc(r.phone)}</p>`).join('');

/** A Word "Modern" template: a coloured header band, name in capitals, contact line under it. */
function banner(p, { accent }) {
  const l = L(p);
  const body = `<header><h1>${esc(p.full)}</h1><div class="hl">${esc(p.headline)}</div></header>
<div class="contact">${esc(p.address)} &nbsp;|&nbsp; ${esc(p.phone)} &nbsp;|&nbsp; ${esc(p.email)}${p.links.map((k) => ` &nbsp;|&nbsp; ${esc(k.value)}`).join('')}</div>
<main><h2>${l.profile}</h2><p>${esc(p.summary)}</p><h2>${l.exp}</h2>${jobsHtml(p)}<h2>${l.edu}</h2>${eduHtml(p)}
<h2>${l.skills}</h2><p>${p.skills.map(esc).join(' • ')}</p>${p.extra.length ? `<h2>${l.more}</h2><ul>${p.extra.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>` : ''}
${p.referees.length ? `<h2>${l.refs}</h2>${refsHtml(p)}` : ''}</main>`;
  return {
    html: page(
      `body{font-family:'Calibri','Carlito','Liberation Sans',sans-serif;font-size:10.5pt;color:#222}header{background:${accent};color:#fff;padding:26px 48px 18px}h1{margin:0;font-size:26pt;text-transform:uppercase;letter-spacing:2px;font-weight:600}.hl{font-size:12pt;opacity:.9}.contact{padding:8px 48px;background:#eee;font-size:9pt}main{padding:6px 48px}h2{color:${accent};font-size:12pt;border-bottom:1px solid ${accent};margin:14px 0 4px}ul{margin:2px 0 6px 18px;padding:0}.when{float:right;color:#666;font-size:9pt}p{margin:3px 0}`,
      body,
      p.language,
    ),
    variants: [p.full.toUpperCase()],
  };
}

/** A moderncv-like LaTeX look: serif, dates in a left column, a thin rule before each section. */
function latex(p, { accent }) {
  const l = L(p);
  const row = (left, right) => `<tr><td class="d">${left}</td><td>${right}</td></tr>`;
  const body = `<div class="head"><div class="nm"><span class="g">${esc(p.given)}</span> <span class="f">${esc(p.family)}</span></div><div class="t">${esc(p.headline)}</div>
<div class="ct">✆ ${esc(p.phone)}<br>✉ ${esc(p.email)}<br>⌂ ${esc(p.address)}${p.links.map((k) => `<br>⚐ ${esc(k.value)}`).join('')}</div></div>
<h2><span></span>${l.profile}</h2><p class="sum">${esc(p.summary)}</p>
<h2><span></span>${l.exp}</h2><table>${p.jobs.map((j) => row(esc(j.dates), `<b>${esc(j.title)}</b>, <i>${esc(j.org)}</i>, ${esc(j.place)}<ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`)).join('')}</table>
<h2><span></span>${l.edu}</h2><table>${p.education.map((e) => row(esc(e.dates), `<b>${esc(e.degree)}</b>, <i>${esc(e.school)}</i>, ${esc(e.place)}`)).join('')}</table>
<h2><span></span>${l.skills}</h2><table>${row('', p.skills.map(esc).join(', '))}${details(p)
    .map(([k, v]) => row(esc(k), esc(v)))
    .join('')}</table>
${p.publications ? `<h2><span></span>${l.pubs}</h2><ol>${p.publications.map((x) => `<li>${esc(x)}</li>`).join('')}</ol>` : ''}
${p.extra.length ? `<h2><span></span>${l.more}</h2><table>${p.extra.map((x) => row('', esc(x))).join('')}</table>` : ''}
${p.referees.length ? `<h2><span></span>${l.refs}</h2><table>${p.referees.map((r) => row('', `<b>${esc(r.name)}</b>, ${esc(r.title)}, ${esc(r.phone)}`)).join('')}</table>` : ''}`;
  return {
    html: page(
      `body{font-family:'Latin Modern Roman','CMU Serif','TeX Gyre Termes','Liberation Serif',serif;font-size:10.5pt;padding:40px 56px;color:#111}.head{position:relative;min-height:110px}.nm{font-size:30pt;line-height:1.05}.g{color:#555}.f{color:#000}.t{font-style:italic;color:${accent};font-size:14pt}.ct{position:absolute;right:0;top:0;text-align:right;font-size:9pt;max-width:260px}h2{font-weight:normal;color:${accent};font-size:14pt;display:flex;align-items:center;gap:10px;margin:14px 0 4px}h2 span{display:inline-block;width:110px;height:6px;background:${accent}}table{border-collapse:collapse;width:100%}td{vertical-align:top;padding:2px 4px}td.d{width:120px;text-align:right;color:#444;font-size:9pt}ul{margin:2px 0 2px 16px;padding:0}.sum{margin-left:128px}ol{margin:0 0 0 128px;font-size:9.5pt}`,
      body,
      p.language,
    ),
  };
}

/** A Canva-like two-column design: the name over two lines, letter-spaced capitals; skill bars in the sidebar. */
function canva(p, { accent }) {
  const l = L(p);
  const bars = p.skills
    .map((s, i) => `<div class="sk">${esc(s)}<div class="bar"><i style="width:${90 - i * 11}%"></i></div></div>`)
    .join('');
  const body = `<div class="wrap"><aside><div class="photo">${esc(p.given[0])}${esc(p.family[0])}</div>
<h3>${l.contact}</h3><p>☎ ${esc(p.phone)}</p><p>✉ ${esc(p.email)}</p><p>⌖ ${esc(p.address)}</p>${p.links.map((k) => `<p>◎ ${esc(k.value)}</p>`).join('')}
${
  details(p).length
    ? `<h3>${l.personal}</h3>${details(p)
        .map(([k, v]) => `<p>${esc(k)}: ${esc(v)}</p>`)
        .join('')}`
    : ''
}
<h3>${l.skills}</h3>${bars}</aside>
<section><div class="n1">${esc(p.given)}</div><div class="n2">${esc(p.family)}</div><div class="hl">${esc(p.headline)}</div>
<h2>${l.profile}</h2><p>${esc(p.summary)}</p><h2>${l.exp}</h2>${jobsHtml(p)}<h2>${l.edu}</h2>${eduHtml(p)}
${p.extra.length ? `<h2>${l.more}</h2>${p.extra.map((x) => `<p>${esc(x)}</p>`).join('')}` : ''}</section></div>`;
  return {
    html: page(
      `body{font-family:'Montserrat','DejaVu Sans','Liberation Sans',sans-serif;font-size:9.5pt;color:#333}.wrap{display:flex;min-height:1120px}aside{width:235px;background:${accent}22;padding:36px 20px;overflow-wrap:anywhere}section{flex:1;padding:40px 34px}.photo{width:96px;height:96px;border-radius:50%;background:${accent};color:#fff;font-size:30pt;display:flex;align-items:center;justify-content:center;margin:0 auto 16px}.n1,.n2{font-size:30pt;text-transform:uppercase;letter-spacing:7px;line-height:1.1}.n1{font-weight:300}.n2{font-weight:700;color:${accent}}.hl{letter-spacing:3px;text-transform:uppercase;font-size:9pt;margin:6px 0 14px}h2,h3{text-transform:uppercase;letter-spacing:2px;font-size:10.5pt;color:${accent};margin:14px 0 5px}.bar{height:5px;background:#ccc;margin:2px 0 6px}.bar i{display:block;height:5px;background:${accent}}ul{padding-left:16px;margin:2px 0}.when{display:block;color:#777;font-size:8.5pt}p{margin:3px 0}`,
      body,
      p.language,
    ),
    variants: [p.given.toUpperCase(), p.family.toUpperCase()],
  };
}

/** A job-portal export (Naukri / StepStone / Boss直聘 / 잡코리아 look): a profile card whose name runs into the headline. */
function portal(p, { accent }) {
  const l = L(p);
  const cjk = ['zh', 'ko', 'ja'].includes(p.language);
  const kv = [[l.contact, p.phone], ['E-mail', p.email], ['', p.address], ...details(p)];
  const body = `<div class="bar">${esc(p.locale === 'zh-CN' ? '在线简历' : p.locale === 'ko-KR' ? '이력서 미리보기' : 'Resume / Profile export')} · ${esc(p.headline)}</div>
<div class="card"><span class="nm">${esc(p.full)}</span><span class="hl">${esc(p.headline)}</span><table>${kv.map(([k, v]) => `<tr><td class="k">${esc(k)}</td><td>${esc(v)}</td></tr>`).join('')}</table></div>
<h2>${l.profile}</h2><p>${esc(p.summary)}</p><h2>${l.exp}</h2>${p.jobs.map((j) => `<div class="job"><div class="top"><b>${esc(j.org)}</b><span>${esc(j.dates)}</span></div><div>${esc(j.title)} | ${esc(j.place)}</div>${j.bullets.map((b) => `<p>· ${esc(b)}</p>`).join('')}</div>`).join('')}
<h2>${l.edu}</h2>${p.education.map((e) => `<div class="top"><b>${esc(e.school)}</b><span>${esc(e.dates)}</span></div><div>${esc(e.degree)} | ${esc(e.place)}</div>`).join('')}
<h2>${l.skills}</h2><div class="tags">${p.skills.map((s) => `<span>${esc(s)}</span>`).join('')}</div>
${p.extra.length ? `<h2>${l.more}</h2>${p.extra.map((x) => `<p>${esc(x)}</p>`).join('')}` : ''}
<div class="foot">Downloaded ${p.language === 'zh' ? '2026-03-02' : '02 Mar 2026'} · ${esc(p.email)}</div>`;
  return {
    html: page(
      `body{font-family:${cjk ? FONTS.cjk : "'Roboto','Noto Sans','Liberation Sans',sans-serif"};font-size:10pt;color:#333;padding:0 40px 30px}.bar{background:${accent};color:#fff;margin:0 -40px 14px;padding:8px 40px;font-size:9pt}.card{border:1px solid #ddd;border-radius:6px;padding:14px}.nm{font-size:19pt;font-weight:700}.hl{font-size:11pt;color:#666}table{margin-top:6px;font-size:9.5pt}td.k{color:#888;padding-right:12px}h2{font-size:12pt;border-left:4px solid ${accent};padding-left:8px;margin:16px 0 6px}.top{display:flex;justify-content:space-between}.job{margin-bottom:8px}p{margin:2px 0}.tags span{display:inline-block;background:#f1f1f1;border-radius:10px;padding:2px 9px;margin:2px}.foot{margin-top:20px;color:#999;font-size:8pt;border-top:1px solid #ddd;padding-top:4px}`,
      body,
      p.language,
    ),
    variants: [`${p.full}${p.headline}`],
  };
}

/** A "modern" one-column resume with icons: handles printed next to a glyph without a URL, a personal domain. */
function icons(p, { accent }) {
  const l = L(p);
  const glyph = { handle: '', domain: '🌐', link: '🔗' };
  const body = `<h1>${esc(p.given)} <b>${esc(p.family)}</b></h1><div class="hl">${esc(p.headline)}</div>
<div class="row"><span>📞 ${esc(p.phone)}</span><span>📧 ${esc(p.email)}</span><span>📍 ${esc(p.addressShort)}</span>${p.links.map((k) => `<span>${glyph[k.kind]} ${esc(k.value)}</span>`).join('')}</div>
<p class="sum">${esc(p.summary)}</p>
<h2>💼 ${l.exp}</h2>${jobsHtml(p)}<h2>🎓 ${l.edu}</h2>${eduHtml(p)}<h2>🛠 ${l.skills}</h2><p>${p.skills.map(esc).join(' · ')}</p>
${p.extra.length ? `<h2>✦ ${l.more}</h2>${p.extra.map((x) => `<p>${esc(x)}</p>`).join('')}` : ''}
<div class="addr">${esc(p.address)}</div>`;
  return {
    html: page(
      `body{font-family:'Inter','Noto Sans','DejaVu Sans',sans-serif;font-size:10pt;color:#2b2b2b;padding:44px 60px}h1{font-weight:300;font-size:28pt;margin:0}h1 b{color:${accent}}.hl{font-size:12pt;color:#666;margin-bottom:8px}.row{display:flex;flex-wrap:wrap;gap:6px 18px;font-size:9pt;border-bottom:2px solid ${accent};padding-bottom:8px}.sum{font-size:10.5pt;line-height:1.45}h2{font-size:11.5pt;margin:16px 0 4px}ul{margin:2px 0;padding-left:18px}.when{color:#888;font-size:8.5pt;margin-left:6px}.addr{margin-top:26px;font-size:8pt;color:#999;text-align:center}p{margin:3px 0}`,
      body,
      p.language,
    ),
  };
}

/** A form: rirekisho, the Korean standard form, a Vietnamese CV, a personal-details table (grid of labelled cells). */
function form(p, { accent }) {
  const l = L(p);
  const cjk = ['zh', 'ko', 'ja'].includes(p.language);
  const nameLabel = { ja: '氏名', ko: '성명', vi: 'Họ và tên', zh: '姓名' }[p.language] ?? 'Name';
  const addrLabel = { ja: '現住所', ko: '주소', vi: 'Địa chỉ', zh: '地址' }[p.language] ?? 'Address';
  const phoneLabel = { ja: '携帯電話', ko: '휴대폰', vi: 'Điện thoại', zh: '电话' }[p.language] ?? 'Mobile';
  const title =
    { ja: '履 歴 書', ko: '이 력 서', vi: 'SƠ YẾU LÝ LỊCH', zh: '个人简历' }[p.language] ?? 'CURRICULUM VITAE';
  const extraRows = [
    ...(p.queQuan ? [['Quê quán', p.queQuan]] : []),
    ...(p.fatherName ? [["Father's Name", p.fatherName]] : []),
  ];
  const rows = [
    [nameLabel, p.full],
    ...details(p),
    ...extraRows,
    [addrLabel, p.address],
    [phoneLabel, p.phone],
    ['E-mail', p.email],
  ];
  const body = `<h1>${title}</h1><table class="id">${rows.map(([k, v]) => `<tr><th>${esc(k)}</th><td>${esc(v)}</td></tr>`).join('')}</table><div class="ph">${p.language === 'ja' ? '写真' : 'Photo'}</div>
<table class="hist"><tr><th colspan="3">${l.edu}</th></tr>${p.education.map((e) => `<tr><td class="d">${esc(e.dates)}</td><td>${esc(e.school)}</td><td>${esc(e.degree)}</td></tr>`).join('')}
<tr><th colspan="3">${l.exp}</th></tr>${p.jobs.map((j) => `<tr><td class="d">${esc(j.dates)}</td><td>${esc(j.org)}<br><small>${esc(j.place)}</small></td><td>${esc(j.title)}${j.bullets.map((b) => `<br>- ${esc(b)}`).join('')}</td></tr>`).join('')}
<tr><th colspan="3">${l.skills}</th></tr><tr><td colspan="3">${p.skills.map(esc).join(', ')}</td></tr>
<tr><th colspan="3">${l.profile}</th></tr><tr><td colspan="3">${esc(p.summary)}</td></tr>
${p.extra.length ? `<tr><th colspan="3">${l.more}</th></tr>${p.extra.map((x) => `<tr><td colspan="3">${esc(x)}</td></tr>`).join('')}` : ''}</table>`;
  return {
    html: page(
      `body{font-family:${cjk ? FONTS.cjk : "'Times New Roman','Liberation Serif',serif"};font-size:10pt;padding:36px 50px;position:relative}h1{text-align:center;letter-spacing:4px;font-size:18pt;margin:0 0 14px}table{border-collapse:collapse;width:100%}th,td{border:1px solid #444;padding:4px 6px;text-align:left;vertical-align:top}table.id{width:76%}table.id th{width:28%;background:${accent}18;font-weight:normal}.ph{position:absolute;right:50px;top:74px;width:100px;height:130px;border:1px dashed #777;display:flex;align-items:center;justify-content:center;color:#999}.hist{margin-top:14px}.hist th{background:${accent}22;text-align:center}td.d{width:130px;white-space:nowrap}`,
      body,
      p.language,
    ),
  };
}

/** A cover letter and the resume in one PDF: a letter page signed with the name, then a plain resume page. */
function letter(p, { accent }) {
  const l = L(p);
  const fr = p.language === 'fr';
  const body = `<div class="pg"><div class="from">${esc(p.address)}<br>${esc(p.phone)}<br>${esc(p.email)}</div>
<p>${fr ? 'Lille, le 3 mars 2026' : '3rd March, 2026'}</p><p>${fr ? 'Madame, Monsieur,' : 'Dear Hiring Manager,'}</p>
<p>${fr ? `Je vous adresse ma candidature au poste de ${esc(p.headline.toLowerCase())}. Fort(e) de mon expérience chez ${esc(p.jobs[0].org)}, je souhaite mettre mes compétences au service de votre équipe.` : `I write to apply for the position of ${esc(p.headline)} advertised on your careers page. My time at ${esc(p.jobs[0].org)} has prepared me well for the responsibilities described.`}</p>
<p>${esc(p.summary)}</p><p>${fr ? 'Je me tiens à votre disposition pour un entretien.' : 'I would welcome the opportunity to discuss my application at an interview.'}</p>
<p>${fr ? 'Veuillez agréer, Madame, Monsieur, mes salutations distinguées.' : 'Yours faithfully,'}</p><p class="sig">${esc(p.full)}</p></div>
<div class="pg"><h1>${esc(p.full)}</h1><div class="hl">${esc(p.headline)} — ${esc(p.phone)} — ${esc(p.email)}</div>
${
  details(p).length
    ? `<h2>${l.personal}</h2><table>${details(p)
        .map(([k, v]) => `<tr><td>${esc(k)}</td><td>: ${esc(v)}</td></tr>`)
        .join(
          '',
        )}${p.stateOfOrigin ? `<tr><td>State of Origin</td><td>: ${esc(p.stateOfOrigin)}</td></tr>` : ''}</table>`
    : ''
}
<h2>${l.exp}</h2>${jobsHtml(p)}<h2>${l.edu}</h2>${eduHtml(p)}<h2>${l.skills}</h2><p>${p.skills.map(esc).join(', ')}</p>
${p.hobbies ? `<h2>Hobbies</h2><p>${esc(p.hobbies)}</p>` : ''}${p.referees.length ? `<h2>${p.locale === 'en-PH' ? 'Character References' : l.refs}</h2>${refsHtml(p)}` : ''}</div>`;
  return {
    html: page(
      `body{font-family:'Georgia','DejaVu Serif','Liberation Serif',serif;font-size:10.5pt;color:#222}.pg{padding:56px 70px;page-break-after:always}.from{text-align:right;margin-bottom:30px}.sig{margin-top:30px;font-style:italic;font-size:13pt}h1{font-size:20pt;margin:0;color:${accent}}.hl{font-size:9.5pt;margin-bottom:8px}h2{font-size:11pt;text-transform:uppercase;border-bottom:1px solid #999;margin:14px 0 4px}ul{margin:2px 0;padding-left:18px}.when{color:#666;font-size:9pt}td{padding:1px 8px 1px 0}p{margin:6px 0}`,
      body,
      p.language,
    ),
  };
}

/** A plain ATS resume: one font, capital headings, no columns, everything as text lines. */
function ats(p) {
  const l = L(p);
  const body = `<p class="nm">${esc(p.full.toUpperCase())}</p><p>${esc(p.address)}<br>${esc(p.phone)} | ${esc(p.email)}${p.links.map((k) => ` | ${esc(k.value)}`).join('')}</p>
<p class="h">${l.profile.toUpperCase()}</p><p>${esc(p.summary)}</p>
<p class="h">${l.exp.toUpperCase()}</p>${p.jobs.map((j) => `<p>${esc(j.org)}, ${esc(j.place)}<br>${esc(j.title)}, ${esc(j.dates)}${j.bullets.map((b) => `<br>- ${esc(b)}`).join('')}</p>`).join('')}
<p class="h">${l.edu.toUpperCase()}</p>${p.education.map((e) => `<p>${esc(e.degree)}, ${esc(e.school)}, ${esc(e.place)}, ${esc(e.dates)}</p>`).join('')}
<p class="h">${l.skills.toUpperCase()}</p><p>${p.skills.map(esc).join(', ')}</p>
${
  details(p).length
    ? `<p class="h">${l.personal.toUpperCase()}</p><p>${details(p)
        .map(([k, v]) => `${esc(k)}: ${esc(v)}`)
        .join('<br>')}${p.fatherName ? `<br>Father's Name: ${esc(p.fatherName)}` : ''}</p>`
    : ''
}
${p.extra.length ? `<p class="h">${l.more.toUpperCase()}</p><p>${p.extra.map(esc).join('<br>')}</p>` : ''}`;
  return {
    html: page(
      `body{font-family:'Arial','Liberation Sans',sans-serif;font-size:10.5pt;padding:50px 64px;color:#000}.nm{font-size:15pt;font-weight:bold}.h{font-weight:bold;margin-top:14px}p{margin:4px 0;line-height:1.3}`,
      body,
      p.language,
    ),
    variants: [p.full.toUpperCase()],
  };
}

const xesc = esc;
/** A Word-like document for LibreOffice: a name header, a details table, sections, and the name with page numbers in the footer. */
function writer(p, { accent }) {
  const l = L(p);
  const lines = [];
  const para = (text, style = 'Body') => {
    lines.push(text);
    return `<text:p text:style-name="${style}">${xesc(text)}</text:p>`;
  };
  const cell = (text) => `<table:table-cell office:value-type="string">${para(text, 'Cell')}</table:table-cell>`;
  const rows = [
    ['E-mail', p.email],
    [L(p).contact, p.phone],
    ['', p.address],
    ...details(p),
    ...(p.naturalidade ? [['Naturalidade', p.naturalidade]] : []),
  ];
  const europass = ['es', 'pt', 'nb'].includes(p.language);
  let body = para(p.full, 'Name') + para(p.headline, 'Head');
  body += `<table:table table:name="Details"><table:table-column table:number-columns-repeated="2"/>${rows.map(([k, v]) => `<table:table-row>${cell(k || '—')}${cell(v)}</table:table-row>`).join('')}</table:table>`;
  body += para(l.profile, 'H') + para(p.summary);
  body += para(l.exp, 'H');
  for (const j of p.jobs) {
    body += para(`${j.dates}\t${j.title} — ${j.org}, ${j.place}`, 'Entry');
    for (const b of j.bullets) body += para(`• ${b}`);
  }
  body += para(l.edu, 'H');
  for (const e of p.education) body += para(`${e.dates}\t${e.degree} — ${e.school}, ${e.place}`, 'Entry');
  body += para(l.skills, 'H');
  if (europass) {
    body += `<table:table table:name="Skills"><table:table-column table:number-columns-repeated="2"/>${p.skills.map((s, i) => `<table:table-row>${cell(s)}${cell(['C1', 'B2', 'C2', 'B1', 'A2'][i % 5])}</table:table-row>`).join('')}</table:table>`;
  } else body += para(p.skills.join(', '));
  if (p.extra.length) {
    body += para(l.more, 'H');
    for (const x of p.extra) body += para(x);
  }
  if (p.referees.length) {
    body += para(l.refs, 'H');
    for (const r of p.referees) body += para(`${r.name}, ${r.title}, ${r.phone}`);
  }
  const footerText = `${p.full} — CV`;
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls><style:font-face style:name="Liberation Sans" svg:font-family="'Liberation Sans'"/><style:font-face style:name="Liberation Serif" svg:font-family="'Liberation Serif'"/></office:font-face-decls>
<office:styles>
<style:style style:name="Standard" style:family="paragraph"><style:text-properties style:font-name="${europass ? 'Liberation Sans' : 'Liberation Serif'}" fo:font-size="10.5pt"/></style:style>
<style:style style:name="Body" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-bottom="0.08cm"/></style:style>
<style:style style:name="Cell" style:family="paragraph" style:parent-style-name="Standard"><style:text-properties fo:font-size="9.5pt"/></style:style>
<style:style style:name="Name" style:family="paragraph" style:parent-style-name="Standard"><style:text-properties fo:font-size="22pt" fo:font-weight="bold" fo:color="${accent}"/></style:style>
<style:style style:name="Head" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-bottom="0.3cm"/><style:text-properties fo:font-size="12pt" fo:font-style="italic"/></style:style>
<style:style style:name="H" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-top="0.4cm" fo:margin-bottom="0.1cm" fo:border-bottom="0.5pt solid ${accent}"/><style:text-properties fo:font-size="12pt" fo:font-weight="bold" fo:color="${accent}"/></style:style>
<style:style style:name="Entry" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties><style:tab-stops><style:tab-stop style:position="3.6cm"/></style:tab-stops></style:paragraph-properties><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="Footer" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8pt"/></style:style>
</office:styles>
<office:automatic-styles><style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.8cm" fo:margin-bottom="1.2cm" fo:margin-left="2.2cm" fo:margin-right="2.2cm"/><style:footer-style><style:header-footer-properties fo:min-height="0.8cm"/></style:footer-style></style:page-layout></office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"><style:footer><text:p text:style-name="Footer">${xesc(footerText)} · <text:page-number text:select-page="current">1</text:page-number>/<text:page-count>1</text:page-count></text:p></style:footer></style:master-page></office:master-styles>
<office:body><office:text>${body}</office:text></office:body></office:document>
`;
  return { fodt, lines, footerLine: (i, n) => `${footerText} · ${i}/${n}` };
}

export const LAYOUTS = { banner, latex, canva, portal, icons, form, letter, ats, writer };
