// The templates of held-out part 17: each takes a person (./people.mjs) and returns the page's HTML (printed by
// Chromium or scanned), or, for `writer`, a flat ODF that LibreOffice turns into PDF, DOCX or legacy .doc, with the
// lines it shows. Written for this part alone; fonts, glyphs, widths and section orders vary on purpose.

export const esc = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const HEAD = {
  en: {
    exp: 'Experience',
    edu: 'Education',
    skills: 'Skills',
    profile: 'Profile',
    refs: 'References',
    more: 'Additional',
  },
  de: {
    exp: 'Berufserfahrung',
    edu: 'Ausbildung',
    skills: 'Kenntnisse',
    profile: 'Profil',
    refs: 'Referenzen',
    more: 'Sonstiges',
  },
  fr: {
    exp: 'Expériences professionnelles',
    edu: 'Formation',
    skills: 'Compétences',
    profile: 'Profil',
    refs: 'Références',
    more: 'Divers',
  },
  es: {
    exp: 'Experiencia laboral',
    edu: 'Educación y formación',
    skills: 'Competencias',
    profile: 'Perfil',
    refs: 'Referencias',
    more: 'Otros datos',
  },
  pt: {
    exp: 'Experiência profissional',
    edu: 'Formação acadêmica',
    skills: 'Competências',
    profile: 'Resumo',
    refs: 'Referências',
    more: 'Idiomas',
  },
  nl: {
    exp: 'Werkervaring',
    edu: 'Opleiding',
    skills: 'Vaardigheden',
    profile: 'Profiel',
    refs: 'Referenties',
    more: 'Varia',
  },
  no: { exp: 'Experience', edu: 'Education', skills: 'Methods', profile: 'Profile', refs: 'Referees', more: 'Awards' },
  sr: { exp: 'Experience', edu: 'Education', skills: 'Stack', profile: 'About', refs: 'References', more: 'Talks' },
  vi: {
    exp: 'Kinh nghiệm làm việc',
    edu: 'Học vấn',
    skills: 'Kỹ năng',
    profile: 'Mục tiêu nghề nghiệp',
    refs: 'Người tham chiếu',
    more: 'Khác',
  },
  zh: { exp: '工作经历', edu: '教育背景', skills: '专业技能', profile: '自我评价', refs: '证明人', more: '其他' },
  ko: { exp: '경력사항', edu: '학력사항', skills: '자격/기술', profile: '자기소개', refs: '추천인', more: '기타' },
  ja: { exp: '職歴', edu: '学歴', skills: '免許・資格', profile: '志望動機', refs: '', more: '' },
};
const h = (p) => HEAD[p.language] ?? HEAD.en;

function jobs(p, { tag = 'h3', dateFirst = false, sep = ' — ' } = {}) {
  return p.jobs
    .map((j) => {
      const head = dateFirst
        ? `<div class="d">${esc(j.dates)}</div><${tag}>${esc(j.role)}${sep}${esc(j.org)}, ${esc(j.place)}</${tag}>`
        : `<${tag}>${esc(j.role)}${sep}${esc(j.org)}</${tag}><div class="d">${esc(j.place)} · ${esc(j.dates)}</div>`;
      return `<div class="job">${head}<ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`;
    })
    .join('');
}
function schools(p) {
  return p.education
    .map(
      (e) =>
        `<div class="edu"><b>${esc(e.degree)}</b><br>${esc(e.school)}, ${esc(e.place)} <span class="d">${esc(e.dates)}</span></div>`,
    )
    .join('');
}
const list = (xs) => `<ul>${xs.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>`;
const refs = (p) =>
  (p.referees ?? [])
    .map((r) => `<p class="ref"><b>${esc(r.name)}</b><br>${esc(r.title)}<br>${esc(r.phone)}</p>`)
    .join('');
const page = (css, body, lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>@page{size:A4;margin:0}*{box-sizing:border-box}body{margin:0}${css}</style></head><body>${body}</body></html>`;

/** A resume-builder page (Zety / Novoresume manner): a photo circle, a tinted rail with contact glyphs and skill dots. */
function builder(p, { accent }) {
  const dots = (i) => '●'.repeat(5 - (i % 3)) + '○'.repeat(i % 3);
  const css = `body{font-family:'DejaVu Sans',sans-serif;font-size:9.5pt;color:#222;display:flex;min-height:297mm}
  .rail{width:64mm;background:${accent};color:#fff;padding:12mm 7mm}.photo{width:30mm;height:30mm;border-radius:50%;background:#d9d9d9;margin:0 auto 6mm;border:3px solid #fff}
  .rail h2{font-size:10pt;letter-spacing:1px;border-bottom:1px solid #fff8;margin-top:7mm}.rail p{margin:2mm 0;word-break:break-word}
  .sk{display:flex;justify-content:space-between}.main{flex:1;padding:12mm 10mm}h1{font-size:24pt;margin:0;color:${accent}}
  .t{font-size:12pt;color:#555;margin-bottom:5mm}.main h2{color:${accent};font-size:12pt;text-transform:uppercase;border-bottom:2px solid ${accent}}
  h3{font-size:10.5pt;margin:3mm 0 0}.d{color:#777;font-size:8.5pt}ul{margin:1mm 0 2mm 4mm;padding-left:3mm}`;
  const links = p.links.map((l) => `<p>${l.kind === 'domain' ? '🌐' : '⌨'} ${esc(l.value)}</p>`).join('');
  const body = `<div class="rail"><div class="photo"></div><h2>CONTACT</h2><p>✉ ${esc(p.email)}</p><p>☎ ${esc(p.phone)}</p><p>⌂ ${esc(p.address)}</p>${links}
  <h2>SKILLS</h2>${p.skills.map((s, i) => `<div class="sk"><span>${esc(s)}</span><span>${dots(i)}</span></div>`).join('')}</div>
  <div class="main"><h1>${esc(p.name.full)}</h1><div class="t">${esc(p.title)}</div><p>${esc(p.summary)}</p>
  <h2>${h(p).exp}</h2>${jobs(p)}<h2>${h(p).edu}</h2>${schools(p)}${p.extra.length ? `<h2>${h(p).more}</h2>${list(p.extra)}` : ''}</div>`;
  return { html: page(css, body, p.language) };
}

/** A British Word CV: the name left-aligned in a serif, a bordered text box floated right with contact and skills. */
function textbox(p, { accent, scan }) {
  const css = `body{font-family:'Liberation Serif',serif;font-size:10.5pt;padding:${scan ? '14mm 16mm' : '16mm 18mm'};line-height:1.3}
  h1{font-size:20pt;margin:0;font-weight:normal}.sub{font-style:italic;color:#444}.box{float:right;width:58mm;border:1px solid ${accent};padding:3mm;margin:0 0 3mm 5mm;font-family:'Liberation Sans';font-size:8.5pt}
  .box b{display:block;color:${accent};margin-top:2mm}h2{font-size:11.5pt;border-bottom:1px solid #999;clear:none;margin:4mm 0 1mm;font-variant:small-caps}
  h3{font-size:10.5pt;margin:2mm 0 0}.d{font-style:italic;font-size:9.5pt}ul{margin:0 0 1mm;padding-left:5mm}.ref{display:inline-block;width:48%;vertical-align:top;margin:1mm 0}`;
  const box = `<div class="box"><b>Address</b>${esc(p.address)}<b>Mobile</b>${esc(p.phone)}<b>Email</b>${esc(p.email)}${p.links
    .map((l) => `<b>Online</b>${esc(l.value)}`)
    .join('')}<b>Key skills</b>${p.skills.map(esc).join(' · ')}</div>`;
  const body = `<h1>${esc(p.name.full)}</h1><div class="sub">${esc(p.title)}</div>${box}<h2>Personal statement</h2><p>${esc(p.summary)}</p>
  <h2>Career history</h2>${jobs(p, { sep: ', ' })}<h2>Education</h2>${schools(p)}${p.extra.length ? `<h2>Other</h2>${list(p.extra)}` : ''}${
    p.referees?.length ? `<h2>Referees</h2>${refs(p)}` : ''
  }`;
  return { html: page(css, body) };
}

/** A South Asian fresher-to-mid resume: a ruled header, objective, tables, a "Personal Profile" table and a declaration. */
function profileTable(p, { accent }) {
  const css = `body{font-family:'Liberation Sans',sans-serif;font-size:10pt;padding:14mm 16mm}.top{display:flex;justify-content:space-between;border-bottom:3px double ${accent};padding-bottom:2mm}
  h1{font-size:16pt;margin:0;text-transform:uppercase}.c{text-align:right;font-size:9pt}h2{background:#e8e8e8;font-size:10.5pt;padding:1mm 2mm;margin:4mm 0 1mm}
  table{border-collapse:collapse;width:100%}td,th{border:1px solid #888;padding:1mm 2mm;font-size:9pt;text-align:left;vertical-align:top}h3{font-size:10pt;margin:2mm 0 0}.d{font-size:9pt;color:#444}ul{margin:0;padding-left:6mm}`;
  const rows = [
    ["Father's Name", p.fatherName],
    ...p.details.map((d) => [d.label, d.value]),
    ['Languages Known', p.languages],
    ['Hobbies', p.hobbies],
    ['Permanent Address', p.address],
  ].filter(([, v]) => v);
  const body = `<div class="top"><div><h1>${esc(p.name.full)}</h1><div>${esc(p.title)}</div></div><div class="c">Mobile: ${esc(p.phone)}<br>E-mail: ${esc(p.email)}</div></div>
  <h2>CAREER OBJECTIVE</h2><p>${esc(p.summary)}</p><h2>PROFESSIONAL EXPERIENCE</h2>${jobs(p, { sep: ' | ' })}
  <h2>ACADEMIC QUALIFICATIONS</h2><table><tr><th>Qualification</th><th>Institution</th><th>Year</th></tr>${p.education
    .map((e) => `<tr><td>${esc(e.degree)}</td><td>${esc(e.school)}, ${esc(e.place)}</td><td>${esc(e.dates)}</td></tr>`)
    .join(
      '',
    )}</table><h2>TECHNICAL SKILLS</h2><p>${p.skills.map(esc).join(', ')}</p>${p.extra.length ? list(p.extra) : ''}
  <h2>PERSONAL PROFILE</h2><table>${rows.map(([k, v]) => `<tr><td style="width:38%">${esc(k)}</td><td>${esc(v)}</td></tr>`).join('')}</table>
  <h2>DECLARATION</h2><p>I hereby declare that the information furnished above is true to the best of my knowledge.</p>
  <p>Place: ${esc(p.jobs[0].place)}<span style="float:right">(${esc(p.name.full.toUpperCase())})</span></p>`;
  return { html: page(css, body), variants: [p.name.full.toUpperCase()] };
}

/** A German Lebenslauf: a photo with its caption at the top right, dates in a left column, Hobbys, place/date/signature. */
function lebenslauf(p, { accent }) {
  const css = `body{font-family:'Liberation Sans',Arial,sans-serif;font-size:10pt;padding:18mm 20mm;color:#111}h1{font-size:22pt;font-weight:300;margin:0 0 8mm;letter-spacing:.5px}
  .ph{position:absolute;right:20mm;top:16mm;width:35mm;height:45mm;border:1px solid #aaa;background:#eee;font-size:7pt;color:#666;display:flex;align-items:flex-end;justify-content:center}
  h2{color:${accent};font-size:12pt;border-bottom:1px solid ${accent};margin:6mm 0 2mm;width:110mm}.r{display:flex;margin:1.5mm 0}.r .l{width:34mm;flex:none;color:#555}ul{margin:0;padding-left:4mm}
  .sig{margin-top:12mm;font-family:'DejaVu Serif';font-style:italic}`;
  const row = (l, r) => `<div class="r"><div class="l">${l}</div><div>${r}</div></div>`;
  const body = `<div class="ph">Bewerbungsfoto</div><h1>Lebenslauf</h1><h2>Persönliche Daten</h2>${row('Name', esc(p.name.full))}${row(
    'Anschrift',
    esc(p.address),
  )}${row('Telefon', esc(p.phone))}${row('E-Mail', esc(p.email))}${p.details.map((d) => row(esc(d.label), esc(d.value))).join('')}
  <h2>${h(p).exp}</h2>${p.jobs.map((j) => row(esc(j.dates), `<b>${esc(j.role)}</b><br>${esc(j.org)}, ${esc(j.place)}${list(j.bullets)}`)).join('')}
  <h2>${h(p).edu}</h2>${p.education.map((e) => row(esc(e.dates), `${esc(e.degree)}<br>${esc(e.school)}, ${esc(e.place)}`)).join('')}
  <h2>${h(p).skills}</h2>${row('EDV / Technik', p.skills.map(esc).join(', '))}${row('Sonstiges', p.extra.map(esc).join('; '))}
  <h2>Hobbys</h2><p>${esc(p.hobbies ?? '')}</p><p class="sig">${esc(p.jobs[0].place === 'Vilsbiburg' ? 'Landshut' : p.jobs[0].place)}, 14.11.2025<br>${esc(p.name.full)}</p>`;
  return { html: page(css, body, 'de') };
}

/** A French CV: name and age on top, "Permis B", a narrow left band of dates. */
function cvPermis(p, { accent, scan }) {
  const css = `body{font-family:'DejaVu Sans Condensed','DejaVu Sans',sans-serif;font-size:9.5pt;padding:${scan ? '12mm 14mm' : '14mm 16mm'}}
  .hd{display:grid;grid-template-columns:1fr 70mm;gap:4mm;border-left:6px solid ${accent};padding-left:4mm}h1{font-size:19pt;margin:0;font-variant:small-caps}
  .t{font-size:12pt;color:${accent};font-weight:bold;margin:2mm 0}h2{font-size:11pt;color:${accent};text-transform:uppercase;letter-spacing:2px;margin:5mm 0 1mm}
  .r{display:flex}.r>.d{width:32mm;flex:none;color:#666}h3{font-size:10pt;margin:0}ul{margin:0 0 2mm;padding-left:4mm}`;
  const age = p.details.find((d) => d.kind === 'age');
  const body = `<div class="hd"><div><h1>${esc(p.given)} ${esc(p.family.toUpperCase())}</h1><div class="t">${esc(p.title)}</div></div>
  <div>${esc(p.address)}<br>${esc(p.phone)} — ${esc(p.email)}<br>${age ? esc(age.value) : ''} · ${esc(p.licence)}</div></div>
  <h2>${h(p).exp}</h2>${p.jobs
    .map(
      (j) =>
        `<div class="r"><div class="d">${esc(j.dates)}</div><div><h3>${esc(j.role)} – ${esc(j.org)} (${esc(j.place)})</h3>${list(j.bullets)}</div></div>`,
    )
    .join('')}<h2>${h(p).edu}</h2>${p.education
    .map(
      (e) =>
        `<div class="r"><div class="d">${esc(e.dates)}</div><div>${esc(e.degree)} – ${esc(e.school)}, ${esc(e.place)}</div></div>`,
    )
    .join('')}<h2>${h(p).skills}</h2><p>${p.skills.map(esc).join(' • ')}</p><p>${p.extra.map(esc).join(' · ')}</p>`;
  return { html: page(css, body, 'fr'), variants: [`${p.given} ${p.family.toUpperCase()}`] };
}

/** A Europass-like CV in Spanish: a blue label column at the right edge of a grey band, the EU-style headings. */
function europass(p, { accent }) {
  const css = `body{font-family:'Liberation Sans',sans-serif;font-size:9pt;padding:12mm 14mm;color:#1f1f1f}.row{display:grid;grid-template-columns:48mm 1fr;gap:5mm;margin:1.5mm 0}
  .lab{text-align:right;color:#0e4194;font-size:8.5pt;text-transform:uppercase}.logo{color:#0e4194;font-weight:bold;font-size:13pt}h1{font-size:15pt;margin:0;color:#0e4194}
  h2{grid-column:1/3;font-size:10pt;color:#0e4194;border-bottom:1px solid ${accent};margin:4mm 0 1mm}ul{margin:0;padding-left:4mm}`;
  const row = (l, r) => `<div class="row"><div class="lab">${l}</div><div>${r}</div></div>`;
  const body = `${row('<span class="logo">europass</span>', '<b>Curriculum vitae</b>')}${row('Información personal', `<h1>${esc(p.name.full)}</h1>`)}
  ${row(
    '',
    `📍 ${esc(p.address)}<br>📞 ${esc(p.phone)}<br>✉ ${esc(p.email)}${p.links.map((l) => `<br>in ${esc(l.value)}`).join('')}<br>${p.details
      .map((d) => `${esc(d.label)}: ${esc(d.value)}`)
      .join(' | ')}`,
  )}${row('Puesto solicitado', `<b>${esc(p.title)}</b>`)}
  <div class="row"><h2>${h(p).exp}</h2></div>${p.jobs.map((j) => row(esc(j.dates), `<b>${esc(j.role)}</b><br>${esc(j.org)}, ${esc(j.place)}${list(j.bullets)}`)).join('')}
  <div class="row"><h2>${h(p).edu}</h2></div>${p.education.map((e) => row(esc(e.dates), `<b>${esc(e.degree)}</b><br>${esc(e.school)}, ${esc(e.place)}`)).join('')}
  <div class="row"><h2>Competencias personales</h2></div>${row('Competencias digitales', p.skills.map(esc).join(', '))}${row('Otros', p.extra.map(esc).join('<br>'))}`;
  return { html: page(css, body, 'es') };
}

/** A Chinese 51job-like export: a resume number strip, a personal grid with 政治面貌 and a photo box, dated rows. */
function job51(p, { accent, scan }) {
  const css = `body{font-family:'Noto Sans CJK SC','Noto Serif CJK SC',sans-serif;font-size:10pt;padding:${scan ? '14mm' : '10mm 14mm'}}
  .strip{background:${accent};color:#fff;padding:2mm 4mm;font-size:8.5pt;display:flex;justify-content:space-between}h1{font-size:18pt;margin:3mm 0}
  table{border-collapse:collapse;width:100%}td{border:1px solid #bbb;padding:1.5mm 2mm;font-size:9.5pt}.k{background:#f2f2f2;width:22mm}
  h2{font-size:11pt;border-left:4px solid ${accent};padding-left:2mm;margin:4mm 0 1mm}.row{margin:1.5mm 0}ul{margin:0;padding-left:5mm}`;
  const dob = p.details.find((d) => d.kind === 'date_of_birth');
  const sex = p.details.find((d) => d.kind === 'gender');
  const body = `<div class="strip"><span>前程无忧 51job · 简历编号 ID: 318840572</span><span>更新时间 2025-10-08</span></div>
  <h1>${esc(p.name.full)} <small style="font-size:11pt;color:#555">(${esc(p.english)})</small></h1>
  <table><tr><td class="k">性别</td><td>${esc(sex.value)}</td><td class="k">出生年月</td><td>${esc(dob.value)}</td><td rowspan="4" style="width:26mm;text-align:center;color:#999">照片</td></tr>
  <tr><td class="k">政治面貌</td><td>群众</td><td class="k">手机</td><td>${esc(p.phone)}</td></tr>
  <tr><td class="k">邮箱</td><td colspan="3">${esc(p.email)}</td></tr><tr><td class="k">微信</td><td>${esc(p.links[0].value)}</td><td class="k">现居住地</td><td>${esc(p.address)}</td></tr></table>
  <h2>求职意向</h2><p>${esc(p.title)} ｜ 期望地点：苏州 ｜ 到岗时间：一个月内</p>
  <h2>${h(p).exp}</h2>${p.jobs.map((j) => `<div class="row"><b>${esc(j.dates)}\u3000${esc(j.org)}\u3000${esc(j.role)}</b>${list(j.bullets)}</div>`).join('')}
  <h2>${h(p).edu}</h2>${p.education.map((e) => `<div class="row">${esc(e.dates)}\u3000${esc(e.school)}\u3000${esc(e.degree)}</div>`).join('')}
  <h2>${h(p).skills}</h2><p>${p.skills.map(esc).join('；')}</p><h2>${h(p).profile}</h2><p>${esc(p.summary)}</p>`;
  return { html: page(css, body, 'zh'), variants: [p.english] };
}

/** A Korean standard 이력서 form: a bordered table with a photo cell, Hangul and romanised names, 경력/학력 rows. */
function ibyeokseo(p) {
  const css = `body{font-family:'Noto Sans CJK KR','Noto Serif CJK KR',sans-serif;font-size:9.5pt;padding:14mm}h1{text-align:center;letter-spacing:14px;font-size:22pt;margin:0 0 5mm}
  table{border-collapse:collapse;width:100%;margin-bottom:4mm}td,th{border:1px solid #333;padding:1.5mm 2mm;text-align:center}th{background:#eee;font-weight:normal}.l{text-align:left}`;
  const dob = p.details[0];
  const body = `<h1>이 력 서</h1><table><tr><td rowspan="4" style="width:30mm;height:40mm;color:#999">사진<br>(3×4)</td><th>성명</th><td>${esc(p.name.full)}</td><th>영문</th><td>${esc(p.latin)}</td></tr>
  <tr><th>생년월일</th><td colspan="3" class="l">${esc(dob.value)}</td></tr><tr><th>주소</th><td colspan="3" class="l">${esc(p.address)}</td></tr>
  <tr><th>연락처</th><td class="l">${esc(p.phone)}</td><th>이메일</th><td class="l">${esc(p.email)}</td></tr></table>
  <table><tr><th>기간</th><th>${h(p).edu}</th><th>전공</th><th>소재지</th></tr>${p.education
    .map(
      (e) =>
        `<tr><td>${esc(e.dates)}</td><td>${esc(e.school)}</td><td>${esc(e.degree)}</td><td>${esc(e.place)}</td></tr>`,
    )
    .join('')}</table><table><tr><th>기간</th><th>${h(p).exp}</th><th>직위</th><th>담당업무</th></tr>${p.jobs
    .map(
      (j) =>
        `<tr><td>${esc(j.dates)}</td><td>${esc(j.org)}</td><td>${esc(j.role.split(' ').pop())}</td><td class="l">${esc(j.bullets[0])}</td></tr>`,
    )
    .join('')}</table><table><tr><th>${h(p).skills}</th><td class="l">${p.skills.map(esc).join(', ')}</td></tr></table>
  <p style="text-align:center;margin-top:8mm">위의 기재 사항은 사실과 틀림이 없습니다.</p><p style="text-align:right">2025년 11월 10일\u3000작성자 ${esc(p.name.full)} (인)</p>`;
  return { html: page(css, body, 'ko'), variants: [p.latin] };
}

/** A Vietnamese CV: a coloured top band, the name in capitals with the English name, "Thông tin cá nhân" with marital status. */
function vnCv(p, { accent }) {
  const css = `body{font-family:'Noto Sans','DejaVu Sans',sans-serif;font-size:9.5pt}.band{background:${accent};color:#fff;padding:10mm 14mm 6mm}
  h1{margin:0;font-size:20pt;text-transform:uppercase;letter-spacing:1px}.en{opacity:.85}.wrap{display:grid;grid-template-columns:62mm 1fr;gap:6mm;padding:6mm 14mm}
  h2{color:${accent};font-size:11pt;border-bottom:1px solid ${accent};margin:4mm 0 1mm}p{margin:1mm 0}ul{margin:0;padding-left:4mm}h3{font-size:10pt;margin:2mm 0 0}.d{color:#666;font-size:8.5pt}`;
  const body = `<div class="band"><h1>${esc(p.name.full)}</h1><div class="en">(${esc(p.english)}) — ${esc(p.title)}</div></div>
  <div class="wrap"><div><h2>Thông tin cá nhân</h2>${p.details.map((d) => `<p><b>${esc(d.label)}:</b> ${esc(d.value)}</p>`).join('')}
  <p><b>Điện thoại:</b> ${esc(p.phone)}</p><p><b>Email:</b> ${esc(p.email)}</p><p><b>Địa chỉ:</b> ${esc(p.address)}</p><h2>${h(p).skills}</h2>${list(p.skills)}</div>
  <div><h2>${h(p).profile}</h2><p>${esc(p.summary)}</p><h2>${h(p).exp}</h2>${jobs(p)}<h2>${h(p).edu}</h2>${schools(p)}</div></div>`;
  return { html: page(css, body, 'vi'), variants: [p.name.full.toUpperCase(), p.english] };
}

/** A Nigerian "CURRICULUM VITAE": personal data first (surname first), state of origin, NYSC, referees with phones. */
function nysc(p, { scan }) {
  const css = `body{font-family:'Liberation Serif','Times New Roman',serif;font-size:${scan ? '10pt' : '11pt'};padding:${scan ? '12mm 16mm' : '16mm 20mm'}}
  h1{text-align:center;text-decoration:underline;font-size:15pt;margin:0 0 4mm}h2{font-size:11pt;text-transform:uppercase;text-decoration:underline;margin:4mm 0 1mm}
  table{border-collapse:collapse}td{padding:.6mm 3mm .6mm 0;vertical-align:top}ul{margin:0;padding-left:6mm}h3{font-size:10.5pt;margin:1.5mm 0 0}.d{font-style:italic}`;
  const surnameFirst = `${p.family.toUpperCase()} ${p.given}`;
  const rows = [
    ['Name', surnameFirst],
    ...p.details.map((d) => [d.label, d.value]),
    ['State of Origin', p.stateOfOrigin],
    ['Contact Address', p.address],
    ['Phone', p.phone],
    ['E-mail', p.email],
  ];
  const body = `<h1>CURRICULUM VITAE</h1><h2>Personal Data</h2><table>${rows.map(([k, v]) => `<tr><td>${esc(k)}:</td><td>${esc(v)}</td></tr>`).join('')}</table>
  <h2>Career Objective</h2><p>${esc(p.summary)}</p><h2>Educational Qualifications with Dates</h2>${p.education
    .map((e) => `<div>${esc(e.school)}, ${esc(e.place)} — ${esc(e.degree)} (${esc(e.dates)})</div>`)
    .join('')}<h2>National Service</h2><p>${esc(p.nysc)}</p><h2>Work Experience</h2>${jobs(p, { sep: ', ' })}
  <h2>Skills</h2><p>${p.skills.map(esc).join(', ')}</p>${p.referees?.length ? `<h2>Referees</h2>${refs(p)}` : ''}`;
  return { html: page(css, body), variants: [surnameFirst] };
}

/** A Filipino biodata: "BIO-DATA" title, a photo box, the position desired, personal data, education by level, references. */
function biodata(p) {
  const css = `body{font-family:'Liberation Sans',Arial,sans-serif;font-size:9.5pt;padding:12mm 16mm}h1{text-align:center;letter-spacing:4px;font-size:16pt}
  .ph{float:right;width:28mm;height:28mm;border:1px solid #000;text-align:center;font-size:7pt;padding-top:11mm}h2{background:#222;color:#fff;font-size:9.5pt;padding:1mm 2mm;margin:3mm 0 1mm}
  td{padding:.5mm 3mm .5mm 0;vertical-align:top}ul{margin:0;padding-left:5mm}h3{font-size:9.5pt;margin:1mm 0 0}.d{font-size:8.5pt}`;
  const rows = [
    ['Name', p.name.full],
    ['Present Address', p.address],
    ['Contact No.', p.phone],
    ['E-mail', p.email],
    ...p.details.map((d) => [d.label, d.value]),
    ['Height / Weight', '5\'2" / 54 kg'],
  ];
  const body = `<h1>BIO-DATA</h1><div class="ph">2x2 photo</div><p><b>Position Desired:</b> ${esc(p.title)}</p><h2>PERSONAL DATA</h2><table>${rows
    .map(([k, v]) => `<tr><td>${esc(k)}</td><td>: ${esc(v)}</td></tr>`)
    .join(
      '',
    )}</table><h2>EDUCATIONAL BACKGROUND</h2><table><tr><td>Tertiary</td><td>: ${esc(p.education[0].school)}, ${esc(p.education[0].place)}<br>&nbsp; ${esc(
    p.education[0].degree,
  )} (${esc(p.education[0].dates)})</td></tr></table><h2>WORK EXPERIENCE</h2>${jobs(p, { sep: ' · ' })}
  <h2>LICENSE / TRAININGS</h2>${list([...p.extra, ...p.skills])}<h2>CHARACTER REFERENCES</h2>${refs(p)}
  <p style="margin-top:6mm">I hereby certify that the above information is true and correct.</p><p style="text-align:right">${esc(p.name.full.toUpperCase())}<br>Applicant</p>`;
  return { html: page(css, body), variants: [p.name.full.toUpperCase()] };
}

/** A LaTeX awesome-cv look: a centred thin-weight given name and bold family name, a glyph contact line, right-aligned dates. */
function awesome(p, { accent }) {
  const css = `body{font-family:'DejaVu Sans',sans-serif;font-size:9pt;padding:14mm 16mm;color:#333}h1{text-align:center;font-size:28pt;margin:0;font-weight:200;color:#555}
  h1 b{color:#222;font-weight:700}.pos{text-align:center;color:${accent};font-variant:small-caps;letter-spacing:2px;margin:1mm 0}.ct{text-align:center;font-size:8pt;color:#555}
  .ct span{margin:0 1.5mm}h2{font-size:13pt;margin:5mm 0 1mm}h2::first-letter{color:${accent}}h2:after{content:'';display:inline-block;width:70%;border-bottom:1px solid #999;margin-left:3mm}
  .e{display:flex;justify-content:space-between}.e b{font-size:10pt}.e i{color:${accent};font-size:8.5pt}.m{display:flex;justify-content:space-between;color:#777;font-variant:small-caps}ul{margin:0 0 2mm;padding-left:5mm}`;
  const icons = { handle: '', domain: '', link: '' };
  const contact = [
    `☎ ${esc(p.phone)}`,
    `✉ ${esc(p.email)}`,
    ...p.links.map((l) => `${icons[l.kind]} ${esc(l.value)}`),
    `⌂ ${esc(p.addressShort)}`,
  ];
  const body = `<h1>${esc(p.given)} <b>${esc(p.family)}</b></h1><div class="pos">${esc(p.title)}</div><div class="ct">${contact.map((c) => `<span>${c}</span>`).join('|')}</div>
  ${p.summary ? `<h2>Summary</h2><p>${esc(p.summary)}</p>` : ''}<h2>${h(p).exp}</h2>${p.jobs
    .map(
      (j) =>
        `<div class="e"><b>${esc(j.org)}</b><i>${esc(j.place)}</i></div><div class="m"><span>${esc(j.role)}</span><span>${esc(j.dates)}</span></div>${list(j.bullets)}`,
    )
    .join('')}<h2>${h(p).edu}</h2>${p.education
    .map(
      (e) =>
        `<div class="e"><b>${esc(e.school)}</b><i>${esc(e.place)}</i></div><div class="m"><span>${esc(e.degree)}</span><span>${esc(e.dates)}</span></div>`,
    )
    .join(
      '',
    )}<h2>${h(p).skills}</h2><p>${p.skills.map(esc).join(', ')}</p>${p.extra.length ? `<h2>${h(p).more}</h2>${list(p.extra)}` : ''}`;
  return { html: page(css, body, p.language), links: p.links.map((l) => l.value) };
}

/** An academic CV over two pages: appointments, publications with the candidate among co-authors, referees with phones. */
function academic(p, { accent }) {
  const css = `body{font-family:'Liberation Serif',serif;font-size:10.5pt;padding:18mm 22mm;line-height:1.35}h1{font-size:18pt;margin:0}.c{font-size:9.5pt;margin-bottom:5mm}
  h2{font-size:11pt;color:${accent};text-transform:uppercase;letter-spacing:1px;margin:5mm 0 1mm}.r{display:grid;grid-template-columns:26mm 1fr;gap:3mm;margin:1mm 0}ol{padding-left:5mm}ol li{margin:1mm 0}ul{margin:0;padding-left:5mm}`;
  const r = (a, b) => `<div class="r"><div>${a}</div><div>${b}</div></div>`;
  const body = `<h1>${esc(p.name.full)}</h1><div class="c">${esc(p.title)} · ${esc(p.address)} · ${esc(p.phone)} · ${esc(p.email)} · ${p.links.map((l) => esc(l.value)).join(' · ')}</div>
  <h2>Appointments</h2>${p.jobs.map((j) => r(esc(j.dates), `${esc(j.role)}, ${esc(j.org)}, ${esc(j.place)}${list(j.bullets)}`)).join('')}
  <h2>${h(p).edu}</h2>${p.education.map((e) => r(esc(e.dates), `${esc(e.degree)}, ${esc(e.school)}, ${esc(e.place)}`)).join('')}
  <h2>Selected publications</h2><ol>${p.publications.map((x) => `<li>${esc(x)}</li>`).join('')}</ol><h2>Methods</h2><p>${p.skills.map(esc).join(', ')}</p>
  <h2>Awards</h2>${list(p.extra)}<h2>Referees</h2>${refs(p)}`;
  return { html: page(css, body), others: p.coauthors };
}

/** A Google-Docs-like export: the "Serif" template look, a big name, a contact block at the top right, coloured headings. */
function gdocs(p, { accent }) {
  const css = `body{font-family:'Liberation Serif',Georgia,serif;font-size:10pt;padding:16mm 18mm;color:#434343}.top{display:flex;justify-content:space-between}
  h1{font-family:'DejaVu Sans';font-size:24pt;color:#000;margin:0}.c{text-align:right;font-size:9pt;line-height:1.4}h2{font-family:'DejaVu Sans';font-size:10pt;color:${accent};margin:6mm 0 1mm;letter-spacing:.5px}
  h3{font-size:10.5pt;margin:2mm 0 0;color:#000}.d{font-size:8.5pt;color:#666;text-transform:uppercase}ul{margin:1mm 0;padding-left:5mm}`;
  const body = `<div class="top"><div><h1>${esc(p.name.full)}</h1><div>${esc(p.title)}</div></div><div class="c">${esc(p.address)}<br>${esc(p.phone)}<br><b>${esc(p.email)}</b>${p.links
    .map((l) => `<br>${esc(l.value)}`)
    .join(
      '',
    )}</div></div>${p.summary ? `<h2>${h(p).profile.toUpperCase()}</h2><p>${esc(p.summary)}</p>` : ''}<h2>${h(p).exp.toUpperCase()}</h2>${jobs(
    p,
    {
      sep: ', ',
    },
  )}<h2>${h(p).edu.toUpperCase()}</h2>${schools(p)}<h2>${h(p).skills.toUpperCase()}</h2>${list(p.skills)}${
    p.extra.length ? `<h2>${h(p).more.toUpperCase()}</h2>${list(p.extra)}` : ''
  }${p.referees?.length ? `<h2>${h(p).refs.toUpperCase()}</h2>${refs(p)}` : ''}`;
  return { html: page(css, body, p.language) };
}

/** A Japanese 履歴書-like form: ふりがな over 氏名, 生年月日, a 〒 address, the 年/月 history grid. */
function rirekisho(p) {
  const css = `body{font-family:'Noto Serif CJK JP','Noto Sans CJK JP',serif;font-size:9.5pt;padding:14mm}h1{font-size:18pt;letter-spacing:10px;margin:0 0 3mm}
  table{border-collapse:collapse;width:100%;margin-bottom:3mm}td,th{border:1px solid #000;padding:1.2mm 2mm;vertical-align:top}th{font-weight:normal;width:22mm;background:#fafafa}.big{font-size:16pt}`;
  const row = (y, t) => `<tr><td style="width:30mm">${esc(y)}</td><td>${esc(t)}</td></tr>`;
  const body = `<h1>履歴書</h1><div style="text-align:right">2025年11月1日現在</div><table><tr><th>ふりがな</th><td>${esc(p.kana)}</td><td rowspan="3" style="width:30mm;text-align:center;color:#888">写真<br>縦4cm×横3cm</td></tr>
  <tr><th>氏名</th><td class="big">${esc(p.name.full)}</td></tr><tr><th>生年月日</th><td>${esc(p.details[0].value)}生（満33歳）</td></tr>
  <tr><th>現住所</th><td colspan="2">${esc(p.address)}</td></tr><tr><th>電話</th><td colspan="2">${esc(p.phone)}\u3000E-mail ${esc(p.email)}</td></tr></table>
  <table><tr><th>年月</th><td style="text-align:center">学歴・職歴</td></tr><tr><td></td><td style="text-align:center">${h(p).edu}</td></tr>${p.education
    .map((e) => row(e.dates, `${e.school} ${e.degree}`))
    .join('')}<tr><td></td><td style="text-align:center">${h(p).exp}</td></tr>${p.jobs
    .map((j) => row(j.dates, `${j.org}（${j.place}）${j.role}\u3000${j.bullets[0]}`))
    .join(
      '',
    )}<tr><td></td><td style="text-align:right">以上</td></tr></table><table><tr><th>${h(p).skills}</th><td>${p.skills.map(esc).join('、')}</td></tr></table>`;
  return { html: page(css, body, 'ja') };
}

/** A job-portal export (a Brazilian / Latin American vacancy site): a branded strip, the name running into a status chip. */
function portal(p, { accent }) {
  const css = `body{font-family:'Liberation Sans',sans-serif;font-size:9.5pt}.strip{background:#1b1b1b;color:#fff;padding:3mm 12mm;font-size:8pt}.hd{padding:6mm 12mm;border-bottom:1px solid #ddd}
  h1{display:inline;font-size:17pt;color:${accent}}.chip{display:inline-block;background:#e6f4ea;color:#137333;font-size:8pt;padding:0 2mm;border-radius:3mm;font-weight:bold}
  .box{border:1px solid #ddd;border-radius:2mm;margin:3mm 12mm;padding:2mm 4mm}h2{font-size:10.5pt;margin:4mm 12mm 0}h3{font-size:10pt;margin:1mm 0 0}.d{color:#666;font-size:8.5pt}ul{margin:0;padding-left:4mm}`;
  const body = `<div class="strip">vagaspro.com.br · Currículo gerado em 12/11/2025 · Código do candidato 4471-208</div><div class="hd"><h1>${esc(p.name.full)}</h1><span class="chip">Disponível</span>
  <div>${esc(p.title)} · ${esc(p.addressShort)}</div><div class="d">${esc(p.phone)} · ${esc(p.email)}${p.links.map((l) => ` · ${esc(l.value)}`).join('')} · ${p.details
    .map((d) => `${esc(d.label)}: ${esc(d.value)}`)
    .join(
      ' · ',
    )}</div><div class="d">Endereço: ${esc(p.address)}</div></div><h2>${h(p).profile}</h2><div class="box">${esc(p.summary)}</div>
  <h2>${h(p).exp}</h2>${p.jobs.map((j) => `<div class="box"><h3>${esc(j.role)}</h3><div>${esc(j.org)} — ${esc(j.place)}</div><div class="d">${esc(j.dates)}</div>${list(j.bullets)}</div>`).join('')}
  <h2>${h(p).edu}</h2>${p.education.map((e) => `<div class="box">${esc(e.degree)}<br>${esc(e.school)}, ${esc(e.place)} <span class="d">${esc(e.dates)}</span></div>`).join('')}
  <h2>${h(p).skills}</h2><div class="box">${p.skills.map(esc).join(' · ')}</div><h2>${h(p).more}</h2><div class="box">${p.extra.map(esc).join(' · ')}</div>`;
  return { html: page(css, body, p.language) };
}

/** A cover letter signed with the short name and the phone, then a one-column resume on the next page. */
function letterResume(p, { accent }) {
  const css = `body{font-family:'Liberation Sans',sans-serif;font-size:10pt}.pg{padding:20mm 22mm;min-height:297mm;page-break-after:always}.pg:last-child{page-break-after:auto;min-height:0}
  .snd{text-align:right;font-size:9pt;color:#555}.sig{font-family:'DejaVu Serif';font-style:italic;font-size:14pt;margin-top:6mm}h1{font-size:20pt;color:${accent};margin:0}
  h2{font-size:10.5pt;text-transform:uppercase;color:${accent};border-bottom:1px solid #ccc;margin:4mm 0 1mm}h3{font-size:10pt;margin:2mm 0 0}.d{font-size:8.5pt;color:#777}ul{margin:0;padding-left:5mm}`;
  const es = p.language === 'es';
  const short = p.short ?? p.given.split(' ')[0];
  const letter = es
    ? `<p>Estimado equipo de selección:</p><p>Les escribo para postularme al puesto publicado. ${esc(p.summary)}</p><p>Quedo a su disposición para una entrevista.</p><p>Atentamente,</p>`
    : `<p>Dear Hiring Manager,</p><p>I am writing to apply for the advertised role. ${esc(p.summary)}</p><p>I would welcome the chance to talk; I can start after four weeks' notice.</p><p>Kind regards,</p>`;
  const body = `<div class="pg"><div class="snd">${esc(p.address)}<br>${esc(p.email)}</div><p>${es ? 'Riobamba, 10 de noviembre de 2025' : '10 November 2025'}</p>${letter}
  <div class="sig">${esc(short)}</div><p>${esc(short)} ${esc(p.family.split(' ')[0])} · ${esc(p.phone)}</p></div>
  <div class="pg"><h1>${esc(p.name.full)}</h1><div>${esc(p.title)} · ${esc(p.phone)} · ${esc(p.email)}</div>${p.details
    .map((d) => `<div class="d">${esc(d.label)}: ${esc(d.value)}</div>`)
    .join(
      '',
    )}<h2>${h(p).exp}</h2>${jobs(p)}<h2>${h(p).edu}</h2>${schools(p)}<h2>${h(p).skills}</h2><p>${p.skills.map(esc).join(' / ')}</p>${
    p.referees?.length ? `<h2>${h(p).refs}</h2>${refs(p)}` : ''
  }</div>`;
  return { html: page(css, body, p.language), variants: [short, `${short} ${p.family.split(' ')[0]}`] };
}

// ---- LibreOffice (flat ODF) ----

const xml = (s) => esc(s);
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

/**
 * A word-processor resume as flat ODF: the name and title in a paragraph style, a two-cell table of personal data
 * (Mexican CVs: Edad, Estado civil, CURP), headings with a bottom border, and a running footer with the name and
 * "Página N de M". `p.writerStyle` picks the labels' language.
 */
function writer(p, { accent }) {
  const es = p.language === 'es';
  const lines = [];
  const para = (style, text) => {
    lines.push(text);
    return `<text:p text:style-name="${style}">${xml(text)}</text:p>`;
  };
  const head = (text) => para('H', text.toUpperCase());
  const rows = [
    [es ? 'Domicilio' : 'Address', p.address],
    [es ? 'Teléfono' : 'Phone', p.phone],
    ['E-mail', p.email],
    ...p.details.map((d) => [d.label, d.value]),
  ];
  let body =
    para('Name', p.surnameFirst ? `${p.family.toUpperCase()} ${p.given}` : p.name.full) + para('Title', p.title);
  body += `<table:table table:name="Datos"><table:table-column table:number-columns-repeated="2"/>${rows
    .map(([k, v]) => {
      lines.push(k, v);
      return `<table:table-row><table:table-cell office:value-type="string"><text:p text:style-name="K">${xml(k)}</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>${xml(v)}</text:p></table:table-cell></table:table-row>`;
    })
    .join('')}</table:table>`;
  if (p.summary) body += head(h(p).profile) + para('P', p.summary);
  body += head(h(p).exp);
  for (const j of p.jobs) {
    body += para('Job', `${j.role}, ${j.org}`) + para('Dates', `${j.place} | ${j.dates}`);
    for (const b of j.bullets) body += para('Bul', `• ${b}`);
  }
  body += head(h(p).edu);
  for (const e of p.education) body += para('Job', e.degree) + para('P', `${e.school}, ${e.place} (${e.dates})`);
  body += head(h(p).skills) + para('P', p.skills.join(', '));
  if (p.extra.length) body += head(h(p).more) + p.extra.map((x) => para('P', x)).join('');
  if (p.referees?.length) {
    body += head(h(p).refs);
    for (const r of p.referees) body += para('P', `${r.name} — ${r.title} — ${r.phone}`);
  }
  const pageWord = es ? 'Página' : 'Page';
  const of = es ? 'de' : 'of';
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document ${NS} office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls><style:font-face style:name="Liberation Sans" svg:font-family="'Liberation Sans'"/><style:font-face style:name="Liberation Serif" svg:font-family="'Liberation Serif'"/></office:font-face-decls>
<office:styles>
<style:default-style style:family="paragraph"><style:text-properties style:font-name="Liberation Serif" fo:font-size="10.5pt" fo:language="${p.language}"/></style:default-style>
<style:style style:name="Standard" style:family="paragraph"/>
<style:style style:name="Name" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties style:font-name="Liberation Sans" fo:font-size="20pt" fo:font-weight="bold" fo:color="${accent}"/></style:style>
<style:style style:name="Title" style:family="paragraph"><style:paragraph-properties fo:text-align="center" fo:margin-bottom="0.3cm"/><style:text-properties fo:font-style="italic" fo:font-size="12pt"/></style:style>
<style:style style:name="H" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.4cm" fo:margin-bottom="0.1cm" fo:border-bottom="0.06pt solid ${accent}" fo:padding="0.05cm"/><style:text-properties style:font-name="Liberation Sans" fo:font-size="11pt" fo:font-weight="bold" fo:color="${accent}"/></style:style>
<style:style style:name="Job" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.15cm"/><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="Dates" style:family="paragraph"><style:text-properties fo:font-style="italic" fo:font-size="9.5pt"/></style:style>
<style:style style:name="Bul" style:family="paragraph"><style:paragraph-properties fo:margin-left="0.5cm" fo:text-indent="-0.3cm"/></style:style>
<style:style style:name="P" style:family="paragraph"/>
<style:style style:name="K" style:family="paragraph"><style:text-properties fo:font-weight="bold" fo:font-size="9.5pt"/></style:style>
<style:style style:name="Footer" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8pt" fo:color="#666666"/></style:style>
</office:styles>
<office:automatic-styles><style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.8cm" fo:margin-bottom="1.2cm" fo:margin-left="2.2cm" fo:margin-right="2.2cm"/><style:footer-style><style:header-footer-properties fo:min-height="0.6cm" fo:margin-top="0.3cm"/></style:footer-style></style:page-layout></office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"><style:footer><text:p text:style-name="Footer">${xml(p.name.full)} · ${pageWord} <text:page-number text:select-page="current">1</text:page-number> ${of} <text:page-count>1</text:page-count></text:p></style:footer></style:master-page></office:master-styles>
<office:body><office:text>${body}</office:text></office:body></office:document>
`;
  return { fodt, lines, footerLine: (i, n) => `${p.name.full} · ${pageWord} ${i} ${of} ${n}` };
}

export const LAYOUTS = {
  builder,
  textbox,
  profileTable,
  lebenslauf,
  cvPermis,
  europass,
  job51,
  ibyeokseo,
  vnCv,
  nysc,
  biodata,
  awesome,
  academic,
  gdocs,
  rirekisho,
  portal,
  letterResume,
  writer,
};
