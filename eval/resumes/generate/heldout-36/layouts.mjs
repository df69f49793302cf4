// Held-out part 36's own templates: the designs online resume builders and phone apps make (a coloured sidebar
// with skill bars and a photo placeholder, a top band with a letter-spaced name over two lines, a mobile-app
// card layout, a web profile printed from a browser, a plain e-mail body saved as PDF, a German tabular
// Lebenslauf with a signature line, a Korean 이력서 table) and a Word document converted by LibreOffice.
const esc = (s) => String(s).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const L = {
  en: {
    profile: 'Profile',
    exp: 'Work Experience',
    edu: 'Education',
    skills: 'Skills',
    contact: 'Contact',
    refs: 'References',
    details: 'Personal Details',
    langs: 'Languages',
  },
  es: {
    profile: 'Perfil',
    exp: 'Experiencia laboral',
    edu: 'Formación',
    skills: 'Habilidades',
    contact: 'Contacto',
    refs: 'Referencias',
    details: 'Datos personales',
    langs: 'Idiomas',
  },
  pt: {
    profile: 'Objetivo',
    exp: 'Experiência profissional',
    edu: 'Formação',
    skills: 'Qualificações',
    contact: 'Contato',
    refs: 'Referências',
    details: 'Dados pessoais',
    langs: 'Idiomas',
  },
  pl: {
    profile: 'Profil',
    exp: 'Doświadczenie zawodowe',
    edu: 'Wykształcenie',
    skills: 'Umiejętności',
    contact: 'Kontakt',
    refs: 'Referencje',
    details: 'Dane osobowe',
    langs: 'Języki',
  },
  de: {
    profile: 'Kurzprofil',
    exp: 'Berufserfahrung',
    edu: 'Ausbildung',
    skills: 'Kenntnisse',
    contact: 'Kontakt',
    refs: 'Referenzen',
    details: 'Persönliche Daten',
    langs: 'Sprachen',
  },
  fr: {
    profile: 'Profil',
    exp: 'Expérience professionnelle',
    edu: 'Formation',
    skills: 'Compétences',
    contact: 'Contact',
    refs: 'Références',
    details: 'Informations personnelles',
    langs: 'Langues',
  },
  vi: {
    profile: 'Mục tiêu nghề nghiệp',
    exp: 'Kinh nghiệm làm việc',
    edu: 'Học vấn',
    skills: 'Kỹ năng',
    contact: 'Liên hệ',
    refs: 'Người tham chiếu',
    details: 'Thông tin cá nhân',
    langs: 'Ngoại ngữ',
  },
  ko: {
    profile: '자기소개',
    exp: '경력사항',
    edu: '학력사항',
    skills: '자격증',
    contact: '연락처',
    refs: '추천인',
    details: '인적사항',
    langs: '외국어',
  },
};
const lab = (p) => L[p.language] ?? L.en;
const FONT = { ko: "'Noto Sans CJK KR', sans-serif", vi: "'Noto Sans', 'DejaVu Sans', sans-serif" };
const fontOf = (p, fallback) => FONT[p.language] ?? fallback;
const page = (p, css, body) =>
  `<!doctype html><html lang="${p.language}"><head><meta charset="utf-8"><title>${esc(p.name.full)}</title><style>@page{size:A4;margin:0}*{box-sizing:border-box}body{margin:0}${css}</style></head><body>${body}</body></html>`;
const contactItems = (p) => [
  p.phone,
  p.email,
  ...p.links.map((l) => (l.label ? `${l.label} ${l.value}` : l.value)),
  p.address,
];
const refLine = (r) => `${r.name}, ${r.role} – ${r.phone}`;

/** A Zety/Novoresume-like builder design: a coloured sidebar with a photo placeholder, icons and skill bars. */
function sidebar(p, { accent, scan }) {
  const icons = ['📞', '✉', '🔗', '📍'];
  const side = `
  <div class="photo"></div>
  <h3>${esc(lab(p).contact)}</h3>
  ${contactItems(p)
    .map((c, i) => `<div class="ci"><span class="ic">${icons[Math.min(i, 3)]}</span> ${esc(c)}</div>`)
    .join('')}
  ${p.details.length ? `<h3>${esc(lab(p).details)}</h3>${p.details.map((d) => `<div class="ci">${esc(d.label)}: ${esc(d.value)}</div>`).join('')}` : ''}
  <h3>${esc(lab(p).skills)}</h3>
  ${p.skills.map((s, i) => `<div class="sk">${esc(s)}<div class="bar"><i style="width:${90 - i * 11}%"></i></div></div>`).join('')}
  <div class="qr">▦▦▦<br>Scan for my portfolio</div>`;
  const main = `
  <h1>${p.language === 'ko' ? `<span class="f">${esc(p.name.full)}</span>` : `<span class="g">${esc(p.name.given)}</span><br><span class="f">${esc(p.name.family)}</span>`}</h1>
  <div class="hl">${esc(p.headline)}</div>
  <h2>${esc(lab(p).profile)}</h2><p>${esc(p.summary)}</p>
  <h2>${esc(lab(p).exp)}</h2>
  ${p.jobs.map((j) => `<div class="job"><div class="jt">${esc(j.title)}</div><div class="jo">${esc(j.org)} <span>| ${esc(j.place)} | ${esc(j.dates)}</span></div><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`).join('')}
  <h2>${esc(lab(p).edu)}</h2>
  ${p.education.map((e) => `<div class="job"><div class="jt">${esc(e.degree)}</div><div class="jo">${esc(e.school)}, ${esc(e.place)} <span>${esc(e.dates)}</span></div></div>`).join('')}
  ${p.extra.map((x) => `<h2>${esc(x.title)}</h2><ul>${x.items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`).join('')}
  ${p.referees.length ? `<h2>${esc(lab(p).refs)}</h2>${p.referees.map((r) => `<p>${esc(refLine(r))}</p>`).join('')}` : ''}`;
  const css = `body{font-family:${fontOf(p, "'Nimbus Sans', 'Liberation Sans', sans-serif")};font-size:${scan ? 11 : 10}px;color:#222}
  .wrap{display:flex;min-height:${scan ? '1050px' : '296mm'}}.side{width:34%;background:${accent};color:#fff;padding:22px 16px}
  .main{width:66%;padding:26px 24px}.photo{width:90px;height:90px;border-radius:50%;background:#ffffff44;margin:0 auto 14px;}
  .side h3{font-size:11px;text-transform:uppercase;letter-spacing:1.5px;border-bottom:1px solid #ffffff88;margin:14px 0 6px}
  .ci{margin:4px 0;word-break:break-word}.ic{display:inline-block;width:16px}.sk{margin:5px 0}.bar{height:5px;background:#ffffff44;border-radius:3px}.bar i{display:block;height:5px;background:#fff;border-radius:3px}
  .qr{margin-top:18px;font-size:8px;text-align:center;opacity:.8}
  h1{font-size:30px;line-height:1.05;margin:0 0 6px}.g{font-weight:300}.f{font-weight:800;color:${accent}}.hl{font-size:12px;color:#555;margin-bottom:8px}
  h2{font-size:13px;color:${accent};border-bottom:2px solid ${accent};margin:14px 0 6px}.job{margin-bottom:8px}.jt{font-weight:bold}.jo span{color:#777}ul{margin:3px 0 0 16px;padding:0}`;
  return {
    html: page(p, css, `<div class="wrap"><aside class="side">${side}</aside><main class="main">${main}</main></div>`),
  };
}

/** A Resume.io-like top band: the name letter-spaced in capitals over two lines, a timeline of jobs. */
function topband(p, { accent }) {
  const css = `body{font-family:${fontOf(p, "'DejaVu Sans', sans-serif")};font-size:9.5px;color:#2b2b2b}
  header{background:${accent};color:#fff;padding:26px 34px 18px}header h1{margin:0;font-size:26px;letter-spacing:6px;text-transform:uppercase;line-height:1.25;font-weight:600}
  header .hl{margin-top:6px;font-size:11px;letter-spacing:1px}.bar{display:flex;flex-wrap:wrap;gap:4px 18px;background:#f1f1f1;padding:8px 34px;font-size:9px}
  .body{padding:8px 34px}h2{font-size:11px;letter-spacing:3px;text-transform:uppercase;color:${accent};margin:14px 0 6px}
  .tl{border-left:2px solid ${accent};padding-left:12px;margin-left:4px}.it{margin-bottom:8px;position:relative}.it:before{content:'';position:absolute;left:-17px;top:3px;width:8px;height:8px;border-radius:50%;background:${accent}}
  .d{color:#888;font-size:8.5px}.cols{display:flex;gap:24px}.cols>div{flex:1}ul{margin:2px 0 0 14px;padding:0}`;
  const upper = [p.name.given.toUpperCase(), p.name.family.toUpperCase()];
  const body = `<header><h1>${esc(p.name.given)}<br>${esc(p.name.family)}</h1><div class="hl">${esc(p.headline)}</div></header>
  <div class="bar">${contactItems(p)
    .map((c) => `<span>${esc(c)}</span>`)
    .join('')}</div>
  <div class="body"><h2>${esc(lab(p).profile)}</h2><p>${esc(p.summary)}</p>
  <h2>${esc(lab(p).exp)}</h2><div class="tl">${p.jobs.map((j) => `<div class="it"><div class="d">${esc(j.dates)} · ${esc(j.place)}</div><b>${esc(j.title)}</b>, ${esc(j.org)}<ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`).join('')}</div>
  <div class="cols"><div><h2>${esc(lab(p).edu)}</h2>${p.education.map((e) => `<p><b>${esc(e.degree)}</b><br>${esc(e.school)}, ${esc(e.place)} · ${esc(e.dates)}</p>`).join('')}
  ${p.details.length ? `<h2>${esc(lab(p).details)}</h2>${p.details.map((d) => `<div>${esc(d.label)} — ${esc(d.value)}</div>`).join('')}` : ''}</div>
  <div><h2>${esc(lab(p).skills)}</h2><p>${p.skills.map(esc).join(' • ')}</p>${p.extra.map((x) => `<h2>${esc(x.title)}</h2><p>${x.items.map(esc).join('<br>')}</p>`).join('')}</div></div>
  ${p.referees.length ? `<h2>${esc(lab(p).refs)}</h2>${p.referees.map((r) => `<p>${esc(r.name)}<br>${esc(r.role)}<br>${esc(r.phone)}</p>`).join('')}` : ''}</div>`;
  return { html: page(p, css, body), variants: [`${upper[0]} ${upper[1]}`, ...upper] };
}

/** A phone app's resume: narrow rounded cards, chips for skills, a "made with" footer line. */
function mobile(p, { accent }) {
  const css = `body{font-family:${fontOf(p, "'Noto Sans', sans-serif")};font-size:10.5px;background:#eef0f3;color:#1c1c1c}
  .app{width:118mm;margin:0 auto;padding:14px 0}.card{background:#fff;border-radius:14px;padding:12px 14px;margin-bottom:10px;box-shadow:0 1px 3px #0002}
  .top{text-align:center}.av{width:56px;height:56px;border-radius:50%;background:${accent};color:#fff;margin:0 auto 6px;line-height:56px;font-size:20px;font-weight:bold}
  .top b{font-size:17px;display:block}.chip{display:inline-block;background:${accent}22;color:${accent};border-radius:10px;padding:2px 8px;margin:2px;font-size:9.5px}
  h4{margin:0 0 6px;font-size:11px;color:${accent}}.row{margin:3px 0}.sm{color:#777;font-size:9px}.foot{text-align:center;color:#999;font-size:8.5px}`;
  const initials = `${p.name.given[0]}${p.name.family.replace(/^(?:da |de |Le |Ní )/u, '')[0]}`;
  const body = `<div class="app"><div class="card top"><div class="av">${esc(initials)}</div><b>${esc(p.name.full)}</b><div>${esc(p.headline)}</div></div>
  <div class="card"><h4>${esc(lab(p).contact)}</h4>${contactItems(p)
    .map((c) => `<div class="row">${esc(c)}</div>`)
    .join('')}</div>
  <div class="card"><h4>${esc(lab(p).profile)}</h4>${esc(p.summary)}</div>
  <div class="card"><h4>${esc(lab(p).exp)}</h4>${p.jobs.map((j) => `<div class="row"><b>${esc(j.title)}</b><br>${esc(j.org)}<div class="sm">${esc(j.dates)} · ${esc(j.place)}</div>${j.bullets.map((b) => `<div>– ${esc(b)}</div>`).join('')}</div>`).join('')}</div>
  <div class="card"><h4>${esc(lab(p).edu)}</h4>${p.education.map((e) => `<div class="row"><b>${esc(e.degree)}</b><br>${esc(e.school)} · ${esc(e.dates)}</div>`).join('')}</div>
  <div class="card"><h4>${esc(lab(p).skills)}</h4>${p.skills.map((s) => `<span class="chip">${esc(s)}</span>`).join(' ')}</div>
  ${p.details.length ? `<div class="card"><h4>${esc(lab(p).details)}</h4>${p.details.map((d) => `<div class="row">${esc(d.label)}: ${esc(d.value)}</div>`).join('')}</div>` : ''}
  ${p.referees.length ? `<div class="card"><h4>${esc(lab(p).refs)}</h4>${p.referees.map((r) => `<div class="row">${esc(refLine(r))}</div>`).join('')}</div>` : ''}
  <div class="foot">Created with CVapp Mobile · Share link expires in 30 days</div></div>`;
  return { html: page(p, css, body) };
}

/** A job-board web profile printed from the browser: the print header, the name run into the headline. */
function webprofile(p, { accent }) {
  const css = `body{font-family:'Liberation Sans',Arial,sans-serif;font-size:10px;color:#333;padding:10mm 14mm}
  .ph{display:flex;justify-content:space-between;font-size:8px;color:#666;margin-bottom:8px}.nav{background:${accent};color:#fff;padding:6px 10px;font-weight:bold}
  .hero{border:1px solid #ddd;padding:12px;margin:8px 0}.hero .nm{font-size:18px;font-weight:bold;display:inline}.hero .hd{display:inline;font-size:12px;color:#555}
  .box{border:1px solid #ddd;padding:10px 12px;margin-bottom:8px}.box h3{margin:0 0 6px;font-size:12px}.j{margin-bottom:6px}.btn{display:inline-block;border:1px solid ${accent};color:${accent};padding:2px 8px;border-radius:3px;font-size:9px}`;
  const body = `<div class="ph"><span>${new Date(Date.UTC(2026, 9, 14)).toISOString().slice(0, 10)} 21:47</span><span>Candidate profile | JobHub</span></div>
  <div class="nav">JobHub · Find jobs · Company reviews · Salaries</div>
  <div class="hero"><div class="nm">${esc(p.name.full)}</div><div class="hd">${esc(p.headline)}</div><div>${esc(p.addressShort)} · Open to work <span class="btn">Message</span> <span class="btn">Download resume</span></div></div>
  <div class="box"><h3>Contact information</h3>${contactItems(p)
    .map((c) => `<div>${esc(c)}</div>`)
    .join('')}</div>
  <div class="box"><h3>Summary</h3>${esc(p.summary)}</div>
  <div class="box"><h3>Work experience</h3>${p.jobs.map((j) => `<div class="j"><b>${esc(j.title)}</b><br>${esc(j.org)} – ${esc(j.place)}<br><i>${esc(j.dates)}</i>${j.bullets.map((b) => `<div>${esc(b)}</div>`).join('')}</div>`).join('')}</div>
  <div class="box"><h3>Education</h3>${p.education.map((e) => `<div class="j"><b>${esc(e.degree)}</b><br>${esc(e.school)} – ${esc(e.place)} (${esc(e.dates)})</div>`).join('')}</div>
  <div class="box"><h3>Skills</h3>${p.skills.map(esc).join(' · ')}</div>
  ${p.details.length ? `<div class="box"><h3>Licenses &amp; certifications</h3>${p.details.map((d) => `<div>${esc(d.label)}: ${esc(d.value)}</div>`).join('')}</div>` : ''}`;
  // innerText of two inline blocks with no space between them: the name runs into the headline
  return { html: page(p, css, body), variants: [`${p.name.full}${p.headline.split(/\s/u)[0]}`] };
}

/** A resume typed into an e-mail body and saved as PDF: the mail header, a short letter, plain text sections. */
function email(p, { accent }) {
  const css = `body{font-family:'DejaVu Sans Mono',monospace;font-size:9.5px;color:#111;padding:14mm 16mm;white-space:normal}
  .hdr{border-bottom:1px solid #aaa;padding-bottom:6px;margin-bottom:10px;font-family:'Liberation Sans',sans-serif}.hdr b{color:${accent}}p{margin:0 0 6px}.sec{margin-top:10px;font-weight:bold}`;
  const lines = [];
  for (const j of p.jobs)
    lines.push(
      `<p>- ${esc(j.title)}, ${esc(j.org)}, ${esc(j.place)} (${esc(j.dates)})${j.bullets.map((b) => `<br>&nbsp;&nbsp;* ${esc(b)}`).join('')}</p>`,
    );
  const body = `<div class="hdr"><div><b>From:</b> ${esc(p.name.full)} &lt;${esc(p.email)}&gt;</div><div><b>To:</b> jobs@northgate-staffing.example</div><div><b>Subject:</b> Application – ${esc(p.jobDescription.split(/[.:]/u)[0])}</div><div><b>Date:</b> Tue, 3 Nov 2026 07:12</div></div>
  <p>Hello,</p><p>Please find my resume below, I am sending it from my phone so sorry for the format. ${esc(p.summary)}</p>
  <p class="sec">WORK HISTORY</p>${lines.join('')}
  <p class="sec">EDUCATION</p>${p.education.map((e) => `<p>- ${esc(e.degree)}, ${esc(e.school)}, ${esc(e.place)} ${esc(e.dates)}</p>`).join('')}
  <p class="sec">SKILLS</p><p>${p.skills.map(esc).join(', ')}</p>
  ${p.extra.map((x) => `<p class="sec">${esc(x.title.toUpperCase())}</p><p>${x.items.map(esc).join('; ')}</p>`).join('')}
  ${p.details.length ? `<p class="sec">OTHER</p><p>${p.details.map((d) => `${esc(d.label)}: ${esc(d.value)}`).join('<br>')}</p>` : ''}
  ${p.referees.length ? `<p class="sec">REFERENCE</p>${p.referees.map((r) => `<p>${esc(refLine(r))}</p>`).join('')}` : ''}
  <p>Thanks and regards,<br>${esc(p.name.given)}<br>${esc(p.phone)}<br>${esc(p.address)}</p><p style="color:#888">Sent from my Galaxy</p>`;
  return { html: page(p, css, body), variants: [p.name.given] };
}

/** A German tabular Lebenslauf (as the Bewerbung builders make it): labels left, a place-and-date signature line. */
function lebenslauf(p, { accent }) {
  const row = (a, b) => `<tr><td class="a">${a}</td><td>${b}</td></tr>`;
  const css = `body{font-family:'C059','Liberation Serif',serif;font-size:10.5px;color:#222;padding:16mm 20mm}
  h1{font-weight:normal;font-size:24px;margin:0;color:${accent}}.sub{margin-bottom:10px}h2{font-size:12px;color:${accent};border-bottom:1px solid ${accent};margin:14px 0 4px;font-variant:small-caps}
  table{border-collapse:collapse;width:100%}td{vertical-align:top;padding:3px 0}.a{width:32%;color:#555}.sig{margin-top:26px}.pic{float:right;width:32mm;height:40mm;border:1px dashed #999;text-align:center;line-height:40mm;color:#999;font-size:9px}`;
  const l = lab(p);
  const body = `<div class="pic">Bewerbungsfoto</div><h1>${esc(p.name.full)}</h1><div class="sub">${esc(p.headline)}</div>
  <h2>${esc(l.details)}</h2><table>${row('Anschrift', esc(p.address))}${row('Telefon', esc(p.phone))}${row('E-Mail', esc(p.email))}${p.details.map((d) => row(esc(d.label), esc(d.value))).join('')}</table>
  <h2>${esc(l.profile)}</h2><p>${esc(p.summary)}</p>
  <h2>${esc(l.exp)}</h2><table>${p.jobs.map((j) => row(esc(j.dates), `<b>${esc(j.title)}</b><br>${esc(j.org)}, ${esc(j.place)}${j.bullets.map((b) => `<br>– ${esc(b)}`).join('')}`)).join('')}</table>
  <h2>${esc(l.edu)}</h2><table>${p.education.map((e) => row(esc(e.dates), `${esc(e.degree)}<br>${esc(e.school)}, ${esc(e.place)}`)).join('')}</table>
  <h2>${esc(l.skills)}</h2><table>${row('', p.skills.map(esc).join(', '))}${p.extra.map((x) => row(esc(x.title), x.items.map(esc).join(', '))).join('')}</table>
  <div class="sig">${esc(p.addressShort.replace(/^\d+\s*/u, ''))}, 12.10.2026<br><span style="font-family:'Z003','URW Chancery L',cursive;font-size:16px">${esc(p.name.full)}</span></div>`;
  return { html: page(p, css, body) };
}

/** A Korean 이력서 form: a bordered table of personal details and careers, a photo box. */
function koreanForm(p, { accent }) {
  const css = `body{font-family:'Noto Sans CJK KR',sans-serif;font-size:12px;padding:16mm 18mm;color:#111}h1{text-align:center;letter-spacing:18px;font-size:28px;margin:0 0 14px}
  table{border-collapse:collapse;width:100%;margin-bottom:12px}td,th{border:1px solid #333;padding:5px 7px}th{background:${accent}22;font-weight:bold;width:18%}.ph{width:26mm;height:32mm;text-align:center;color:#888}`;
  const l = lab(p);
  const body = `<h1>이 력 서</h1>
  <table><tr><td class="ph" rowspan="4">사진</td><th>성명</th><td>${esc(p.name.full)} (${esc(p.name.variants[0])})</td></tr>
  <tr><th>${esc(p.details[0].label)}</th><td>${esc(p.details[0].value)}</td></tr><tr><th>휴대전화</th><td>${esc(p.phone)}</td></tr><tr><th>이메일</th><td>${esc(p.email)}</td></tr>
  <tr><th colspan="2">주소</th><td>${esc(p.address)}</td></tr></table>
  <table><tr><th>기간</th><th>${esc(l.edu)}</th></tr>${p.education.map((e) => `<tr><td>${esc(e.dates)}</td><td>${esc(e.school)} ${esc(e.degree)}</td></tr>`).join('')}</table>
  <table><tr><th>기간</th><th>${esc(l.exp)}</th></tr>${p.jobs.map((j) => `<tr><td>${esc(j.dates)}</td><td>${esc(j.org)} · ${esc(j.title)}<br>${j.bullets.map(esc).join(' ')}</td></tr>`).join('')}</table>
  <table><tr><th>${esc(l.skills)}</th><td>${p.skills.map(esc).join(', ')}</td></tr></table>
  <p>위의 기재 사항은 사실과 틀림이 없습니다.</p><p style="text-align:right">2026년 10월 20일 &nbsp; 작성자: ${esc(p.name.full)} (인)</p>`;
  return { html: page(p, css, body) };
}

// ---- the Word document (flat ODF), converted by LibreOffice to DOCX, DOC or PDF ----
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

/** A Word resume as people type it: a centred name, a contact line, a details table, the name and page in the footer. */
function writer(p, { accent }) {
  const lines = [];
  const paras = [];
  const P = (style, t) => {
    lines.push(
      ...String(t)
        .split('\n')
        .map((s) => s.trim())
        .filter(Boolean),
    );
    paras.push(`<text:p text:style-name="${style}">${esc(t)}</text:p>`);
  };
  const l = lab(p);
  const font = p.font ?? 'Liberation Serif';
  P('Name', p.style === 'caps' ? p.name.full.toUpperCase() : p.name.full);
  P('Center', p.headline);
  P(
    'Center',
    `${p.address} | ${p.phone} | ${p.email}${p.links.length ? ` | ${p.links.map((x) => (x.label ? `${x.label} ${x.value}` : x.value)).join(' | ')}` : ''}`,
  );
  P('H', l.profile.toUpperCase());
  P('Body', p.summary);
  P('H', l.exp.toUpperCase());
  for (const j of p.jobs) {
    P('Entry', `${j.title} – ${j.org}, ${j.place} (${j.dates})`);
    for (const b of j.bullets) P('Bullet', `• ${b}`);
  }
  P('H', l.edu.toUpperCase());
  for (const e of p.education) P('Body', `${e.degree}, ${e.school}, ${e.place} – ${e.dates}`);
  P('H', l.skills.toUpperCase());
  P('Body', p.skills.join(', '));
  for (const x of p.extra) {
    P('H', x.title.toUpperCase());
    for (const i of x.items) P('Body', i);
  }
  let table = '';
  if (p.details.length) {
    P('H', l.details.toUpperCase());
    const rows = p.details.map((d) => {
      lines.push(d.label, d.value);
      return `<table:table-row><table:table-cell table:style-name="C" office:value-type="string"><text:p text:style-name="Body">${esc(d.label)}</text:p></table:table-cell><table:table-cell table:style-name="C" office:value-type="string"><text:p text:style-name="Body">${esc(d.value)}</text:p></table:table-cell></table:table-row>`;
    });
    table = `<table:table table:name="Details" table:style-name="T"><table:table-column table:style-name="TA"/><table:table-column table:style-name="TB"/>${rows.join('')}</table:table>`;
    paras.push(table);
  }
  if (p.referees.length) {
    P('H', l.refs.toUpperCase());
    for (const r of p.referees) {
      P('Body', r.name);
      P('Body', `${r.role}, tel. ${r.phone}`);
    }
  }
  const footer = `${p.name.full} – CV – `;
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document ${NS} office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls><style:font-face style:name="${font}" svg:font-family="'${font}'"/></office:font-face-decls>
<office:styles>
 <style:default-style style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.08cm"/><style:text-properties style:font-name="${font}" fo:font-size="10.5pt"/></style:default-style>
 <style:style style:name="Name" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="20pt" fo:font-weight="bold" fo:color="${accent}"/></style:style>
 <style:style style:name="Center" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="9.5pt"/></style:style>
 <style:style style:name="H" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.3cm" fo:border-bottom="0.75pt solid ${accent}" fo:keep-with-next="always"/><style:text-properties fo:font-size="11pt" fo:font-weight="bold" fo:color="${accent}"/></style:style>
 <style:style style:name="Entry" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.12cm"/><style:text-properties fo:font-weight="bold"/></style:style>
 <style:style style:name="Bullet" style:family="paragraph"><style:paragraph-properties fo:margin-left="0.6cm" fo:text-indent="-0.35cm"/></style:style>
 <style:style style:name="Body" style:family="paragraph"/>
 <style:style style:name="Foot" style:family="paragraph"><style:paragraph-properties fo:text-align="right"/><style:text-properties fo:font-size="8pt" fo:color="#666666"/></style:style>
</office:styles>
<office:automatic-styles>
 <style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.6cm" fo:margin-bottom="1.2cm" fo:margin-left="2.2cm" fo:margin-right="2.2cm"/><style:footer-style><style:header-footer-properties fo:min-height="0.5cm" fo:margin-top="0.3cm"/></style:footer-style></style:page-layout>
 <style:style style:name="T" style:family="table"><style:table-properties style:width="16.6cm" table:align="left"/></style:style>
 <style:style style:name="TA" style:family="table-column"><style:table-column-properties style:column-width="5.6cm"/></style:style>
 <style:style style:name="TB" style:family="table-column"><style:table-column-properties style:column-width="11cm"/></style:style>
 <style:style style:name="C" style:family="table-cell"><style:table-cell-properties fo:padding="0.06cm" fo:border="0.5pt solid #999999"/></style:style>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"><style:footer><text:p text:style-name="Foot">${esc(footer)}<text:page-number text:select-page="current">1</text:page-number>/<text:page-count>1</text:page-count></text:p></style:footer></style:master-page></office:master-styles>
<office:body><office:text>
${paras.join('\n')}
</office:text></office:body></office:document>
`;
  return {
    fodt,
    lines,
    footerLine: (i, n) => `${footer}${i}/${n}`,
    variants: p.style === 'caps' ? [p.name.full.toUpperCase()] : [],
  };
}

export const LAYOUTS = { sidebar, topband, mobile, webprofile, email, lebenslauf, koreanForm, writer };
