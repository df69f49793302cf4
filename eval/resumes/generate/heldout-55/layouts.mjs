// Held-out part 55's own templates, written from what Asian applicants' resumes look like: job-portal exports
// (Zhaopin/51job and 104-like, Saramin-like, TopCV-like, Naukri/Bdjobs/Rozee-like label and value rows), a
// design-tool sidebar PDF, a LaTeX CV, a classic English CV with referees and a name in the page footer, a printed
// form for phone scans (简历 / 이력서 / 履歴書) and a Word document with tables and a text box (flat ODF).
// Each HTML layout returns { html, footer?, others? }; `writer` returns { fodt, lines, footerLine }.

export const esc = (s) =>
  String(s).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const FONTS = {
  'zh-Hans': "'Noto Sans CJK SC', sans-serif",
  'zh-Hant': "'Noto Sans CJK TC', sans-serif",
  ko: "'Noto Sans CJK KR', sans-serif",
  ja: "'Noto Serif CJK JP', serif",
  vi: "'Liberation Sans', 'DejaVu Sans', sans-serif",
};
const fontOf = (p) =>
  FONTS[p.lang] ?? "'Liberation Sans', 'Noto Sans', 'Noto Sans Thai', 'Noto Sans Bengali', sans-serif";

function page(p, css, body, lang = p.lang ?? 'en') {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>
@page { size: A4; margin: 0 }
* { box-sizing: border-box }
body { margin: 0; font-family: ${fontOf(p)}; font-size: 10.5pt; color: #1d1d1d; line-height: 1.35 }
ul { margin: 2px 0 4px 18px; padding: 0 }
${css}
</style></head><body>${body}</body></html>`;
}

const bullets = (items) => (items.length ? `<ul>${items.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : '');
const displayName = (p) => p.display ?? p.name.full;
const refs = (p) =>
  p.referees
    .map(
      (r) => `<div class="ref"><b>${esc(r.name)}</b><br>${esc(r.role)}<br>Tel: ${esc(r.phone)} · ${esc(r.email)}</div>`,
    )
    .join('');

// ---------------------------------------------------------------------------------------------------------------
// 1. A Chinese job-portal export (Zhaopin/51job in simplified characters, 104 人力銀行 in traditional ones).
const CN = {
  'zh-Hans': {
    site: '智联招聘 · 简历预览',
    id: '简历编号：ZL2026112855031',
    basic: '基本信息',
    name: '姓名',
    phone: '手机',
    email: '邮箱',
    addr: '现居住地',
    link: '个人主页',
    intent: '求职意向',
    self: '自我评价',
    work: '工作经历',
    edu: '教育经历',
    skills: '专业技能',
    updated: '更新时间：2026-11-20',
  },
  'zh-Hant': {
    site: '104人力銀行 · 我的履歷',
    id: '履歷代碼：104-55-0928371',
    basic: '個人資料',
    name: '姓名',
    phone: '手機',
    email: 'E-mail',
    addr: '通訊地址',
    link: '個人網站',
    intent: '求職條件',
    self: '自傳',
    work: '工作經歷',
    edu: '學歷',
    skills: '專長',
    updated: '最後更新：2026/11/20',
  },
};
export function cnPortal(p, { accent }) {
  const L = CN[p.lang];
  const rows = [
    [L.name, `${p.native}（${p.latin}）`],
    ...p.details.map((d) => [d.label, d.value]),
    [L.phone, p.phone],
    [L.email, p.email],
    [L.addr, p.address],
    ...p.links.map((l) => [L.link, l.value]),
  ];
  const body = `
<div class="bar"><span>${esc(L.site)}</span><span>${esc(L.id)}</span></div>
<div class="wrap">
<h1>${esc(p.native)} <small>${esc(p.latin)}</small></h1>
<div class="headline">${esc(p.headline)}</div>
<h2>${esc(L.basic)}</h2>
<table class="kv">${rows.map(([k, v]) => `<tr><th>${esc(k)}</th><td>${esc(v)}</td></tr>`).join('')}</table>
<h2>${esc(L.intent)}</h2><p>${esc(p.intent)}</p>
<h2>${esc(L.self)}</h2><p>${esc(p.summary)}</p>
<h2>${esc(L.work)}</h2>
${p.jobs
  .map(
    (j) =>
      `<div class="row"><b>${esc(j.dates)}</b> <b>${esc(j.org)}</b> | ${esc(j.title)} | ${esc(j.place)}</div>${bullets(j.bullets)}`,
  )
  .join('')}
<h2>${esc(L.edu)}</h2>
${p.education
  .map(
    (e) =>
      `<div class="row">${esc(e.dates)} <b>${esc(e.school)}</b> ${esc(e.degree)}（${esc(e.place)}）${e.note ? `<br>${esc(e.note)}` : ''}</div>`,
  )
  .join('')}
<h2>${esc(L.skills)}</h2><p>${esc(p.skills.join(' / '))}</p>
${p.extra.map((x) => `<h2>${esc(x.title)}</h2><p>${esc(x.items.join('；'))}</p>`).join('')}
<div class="upd">${esc(L.updated)}</div>
</div>`;
  const css = `.bar { background: ${accent}; color: #fff; padding: 8px 40px; display: flex; justify-content: space-between; font-size: 9pt }
.wrap { padding: 18px 40px }
h1 { margin: 0; font-size: 20pt } h1 small { font-size: 11pt; color: #555; font-weight: normal }
.headline { color: ${accent}; margin-bottom: 6px }
h2 { font-size: 11.5pt; border-left: 4px solid ${accent}; padding-left: 6px; margin: 12px 0 4px; background: #f3f4f6 }
.kv { border-collapse: collapse; width: 100% } .kv th { width: 22%; text-align: left; color: #666; font-weight: normal; padding: 2px 4px } .kv td { padding: 2px 4px }
.row { margin-top: 4px } p { margin: 2px 0 } .upd { margin-top: 14px; color: #888; font-size: 8.5pt }`;
  return { html: page(p, css, body) };
}

// ---------------------------------------------------------------------------------------------------------------
// 2. A Saramin/JobKorea-like Korean resume export.
export function krPortal(p, { accent }) {
  const body = `
<div class="top">사람인 이력서 <span>인재번호 55-2093-118</span></div>
<div class="wrap">
<h1>${esc(p.native)}</h1>
<div class="headline">${esc(p.headline)}</div>
<table class="basic">
<tr><th>이름</th><td>${esc(p.native)}</td><th>한자</th><td>${esc(p.hanja)}</td></tr>
<tr><th>영문</th><td>${esc(p.latin)}</td><th>${esc(p.details[0].label)}</th><td>${esc(p.details[0].value)} (${esc(p.details[2].value)})</td></tr>
<tr><th>${esc(p.details[1].label)}</th><td>${esc(p.details[1].value)}</td><th>휴대폰</th><td>${esc(p.phone)}</td></tr>
<tr><th>이메일</th><td colspan="3">${esc(p.email)}</td></tr>
<tr><th>주소</th><td colspan="3">${esc(p.address)}</td></tr>
<tr><th>포트폴리오</th><td colspan="3">${esc(p.links[0].value)}</td></tr>
</table>
<h2>희망근무조건</h2><p>${esc(p.intent)}</p>
<h2>경력 <small>총 6년</small></h2>
${p.jobs.map((j) => `<div class="job"><b>${esc(j.org)}</b> · ${esc(j.title)} · ${esc(j.place)}<span class="d">${esc(j.dates)}</span></div>${bullets(j.bullets)}`).join('')}
<h2>학력</h2>
${p.education.map((e) => `<div class="job"><b>${esc(e.school)}</b> ${esc(e.degree)} · ${esc(e.place)}<span class="d">${esc(e.dates)}</span>${e.note ? ` (${esc(e.note)})` : ''}</div>`).join('')}
<h2>스킬</h2><p>${esc(p.skills.join(', '))}</p>
${p.extra.map((x) => `<h2>${esc(x.title)}</h2><p>${esc(x.items.join(' / '))}</p>`).join('')}
<h2>자기소개서</h2><p>${esc(p.summary)}</p>
<p class="sign">위의 기재 사항은 사실과 다름이 없습니다. 2026년 11월 20일 지원자 ${esc(p.native)}</p>
</div>`;
  const css = `.top { background: ${accent}; color: #fff; padding: 8px 36px; font-weight: bold } .top span { float: right; font-weight: normal; font-size: 9pt }
.wrap { padding: 16px 36px } h1 { margin: 0; font-size: 22pt } .headline { color: #555; margin-bottom: 8px }
.basic { border-collapse: collapse; width: 100% } .basic th, .basic td { border: 1px solid #ccc; padding: 3px 6px; text-align: left } .basic th { background: #f1f3f6; width: 14%; font-weight: normal }
h2 { font-size: 12pt; border-bottom: 2px solid ${accent}; margin: 12px 0 4px } h2 small { color: #888; font-weight: normal; font-size: 9pt }
.job { margin-top: 4px } .d { float: right; color: #666 } p { margin: 2px 0 } .sign { margin-top: 12px; text-align: right }`;
  return { html: page(p, css, body) };
}

// ---------------------------------------------------------------------------------------------------------------
// 3. A TopCV/VietnamWorks-like Vietnamese CV: a coloured left column and a timeline.
export function vnPortal(p, { accent }) {
  const info = [
    ['Ngày sinh', p.details[0].value],
    ['Giới tính', p.details[1].value],
    ['Số CCCD', p.details[2].value],
    ['Điện thoại', p.phone],
    ['Email', p.email],
    ['Địa chỉ', p.address],
    ['LinkedIn', p.links[0].value],
  ];
  const body = `<div class="cv"><aside>
<div class="ph">ẢNH</div>
<h3>Thông tin cá nhân</h3>${info.map(([k, v]) => `<div class="kv"><b>${esc(k)}:</b> ${esc(v)}</div>`).join('')}
<h3>Kỹ năng</h3>${bullets(p.skills)}
${p.extra.map((x) => `<h3>${esc(x.title)}</h3>${bullets(x.items)}`).join('')}
</aside><main>
<h1>${esc(p.native)}</h1><div class="pos">${esc(p.headline)}</div>
<h2>Mục tiêu nghề nghiệp</h2><p>${esc(p.intent)}. ${esc(p.summary)}</p>
<h2>Kinh nghiệm làm việc</h2>
${p.jobs.map((j) => `<div class="t"><div class="d">${esc(j.dates)}</div><b>${esc(j.org)}</b><div>${esc(j.title)} – ${esc(j.place)}</div>${bullets(j.bullets)}</div>`).join('')}
<h2>Học vấn</h2>
${p.education.map((e) => `<div class="t"><div class="d">${esc(e.dates)}</div><b>${esc(e.school)}</b><div>${esc(e.degree)}${e.note ? ` – ${esc(e.note)}` : ''}</div></div>`).join('')}
<div class="foot">© topcv-like.example · Tạo CV online</div>
</main></div>`;
  const css = `.cv { display: flex; min-height: 1120px } aside { width: 34%; background: ${accent}; color: #fff; padding: 24px 18px; font-size: 9.5pt }
aside h3 { border-bottom: 1px solid rgba(255,255,255,.6); font-size: 11pt; margin: 14px 0 6px } .kv { margin: 3px 0; word-break: break-word }
.ph { width: 100px; height: 120px; border: 2px solid #fff; margin: 0 auto; display: flex; align-items: center; justify-content: center; font-size: 9pt }
main { width: 66%; padding: 28px 24px } h1 { margin: 0; font-size: 22pt; color: ${accent}; text-transform: uppercase } .pos { font-size: 12pt; color: #555 }
h2 { font-size: 12pt; color: ${accent}; text-transform: uppercase; margin: 16px 0 6px } .t { border-left: 2px solid ${accent}; padding-left: 10px; margin-bottom: 6px } .d { color: #777; font-size: 9pt }
.foot { margin-top: 24px; color: #aaa; font-size: 8pt }`;
  return { html: page(p, css, body) };
}

// ---------------------------------------------------------------------------------------------------------------
// 4. Label/value rows as Naukri, Shine, Bdjobs and Rozee export them, with a declaration and a signature line.
export function labelRows(p, { accent, scan }) {
  const rows = [
    ['Name', displayName(p)],
    ...(p.fatherName ? [["Father's Name", p.fatherName]] : []),
    ['Mobile', p.phone],
    ['E-mail', p.email],
    ['Address', p.address],
    ...p.links.map((l) => ['Profile', l.value]),
    ...p.details.map((d) => [d.label, d.value]),
  ];
  const body = `<div class="wrap">
<div class="src">${scan ? 'BIO-DATA' : 'Resume downloaded from the job portal · Profile ID 55-71820'}</div>
<h1>${esc(displayName(p))}</h1><div class="hl">${esc(p.headline)}</div>
<table>${rows.map(([k, v]) => `<tr><td class="k">${esc(k)}</td><td class="c">:</td><td>${esc(v)}</td></tr>`).join('')}</table>
<h2>Profile Summary</h2><p>${esc(p.summary)}</p>
<h2>Key Skills</h2><p>${esc(p.skills.join(', '))}</p>
<h2>Employment Details</h2>
${p.jobs.map((j) => `<p><b>${esc(j.title)}</b><br>${esc(j.org)}, ${esc(j.place)} | ${esc(j.dates)}</p>${bullets(j.bullets)}`).join('')}
<h2>Education</h2>
<table class="ed"><tr><th>Qualification</th><th>Institute</th><th>Year</th><th>Result</th></tr>
${p.education.map((e) => `<tr><td>${esc(e.degree)}</td><td>${esc(e.school)}, ${esc(e.place)}</td><td>${esc(e.dates)}</td><td>${esc(e.note ?? '')}</td></tr>`).join('')}</table>
${p.extra.map((x) => `<h2>${esc(x.title)}</h2><p>${esc(x.items.join(', '))}</p>`).join('')}
${p.referees.length ? `<h2>References</h2>${refs(p)}` : ''}
<h2>Declaration</h2><p>I hereby declare that the above information is true to the best of my knowledge.</p>
<p class="sig">Place: ${esc(p.addressShort)}<span>(${esc(displayName(p))})</span></p>
</div>`;
  const css = `.wrap { padding: ${scan ? '22px 44px' : '30px 50px'} } .src { font-size: 8.5pt; color: #777; text-align: right }
h1 { margin: 0; font-size: 17pt; color: ${accent} } .hl { font-weight: bold; margin-bottom: 8px }
table { border-collapse: collapse } td { padding: 1px 4px; vertical-align: top } .k { width: 150px; font-weight: bold } .c { width: 10px }
h2 { font-size: 11pt; background: #e9ecef; padding: 2px 6px; margin: 10px 0 4px } p { margin: 2px 0 }
.ed { width: 100% } .ed th, .ed td { border: 1px solid #999; padding: 2px 4px; font-size: 9.5pt; text-align: left }
.ref { display: inline-block; width: 48%; vertical-align: top; font-size: 9.5pt } .sig { margin-top: 12px } .sig span { float: right }`;
  return { html: page(p, css, body, 'en') };
}

// ---------------------------------------------------------------------------------------------------------------
// 5. A design-tool (Canva-like) PDF: the name split over two lines and letter-spaced, symbol icons, a sidebar.
export function design(p, { accent }) {
  const first = p.first ?? displayName(p).split(' ')[0].toUpperCase();
  const last = p.last ?? displayName(p).split(' ').slice(1).join(' ').toUpperCase();
  const body = `<div class="cv"><aside>
<div class="nm"><div>${esc(first)}</div><div class="l">${esc(last)}</div></div>
${p.native ? `<div class="nat">${esc(p.native)}</div>` : ''}
<div class="hl">${esc(p.headline)}</div>
<h3>CONTACT</h3>
<div>☎ ${esc(p.phone)}</div><div>✉ ${esc(p.email)}</div><div>⌂ ${esc(p.addressShort)}</div>
${p.links.map((l) => `<div>↗ ${esc(l.value)}</div>`).join('')}
<h3>SKILLS</h3>${p.skills.map((s) => `<div class="chip">${esc(s)}</div>`).join('')}
${p.extra.map((x) => `<h3>${esc(x.title.toUpperCase())}</h3>${x.items.map((i) => `<div>${esc(i)}</div>`).join('')}`).join('')}
</aside><main>
<h2>PROFILE</h2><p>${esc(p.summary)}</p>
<h2>EXPERIENCE</h2>
${p.jobs.map((j) => `<div class="e"><div class="t">${esc(j.title)}</div><div class="o">${esc(j.org)} | ${esc(j.place)} | ${esc(j.dates)}</div>${bullets(j.bullets)}</div>`).join('')}
<h2>EDUCATION</h2>
${p.education.map((e) => `<div class="e"><div class="t">${esc(e.degree)}</div><div class="o">${esc(e.school)} | ${esc(e.place)} | ${esc(e.dates)}</div>${e.note ? `<div>${esc(e.note)}</div>` : ''}</div>`).join('')}
${p.referees.length ? `<h2>REFERENCES</h2>${refs(p)}` : ''}
</main></div>`;
  const css = `.cv { display: flex; min-height: 1120px } aside { width: 36%; background: ${accent}; color: #fff; padding: 34px 22px; font-size: 9.5pt }
.nm { font-size: 23pt; letter-spacing: 0.12em; line-height: 1.1; font-weight: 300 } .nm .l { font-weight: 800 }
.nat { margin-top: 4px; font-size: 12pt } .hl { margin: 8px 0 14px; font-style: italic }
aside h3 { letter-spacing: 0.2em; font-size: 10pt; border-bottom: 1px solid rgba(255,255,255,.5); margin: 14px 0 6px }
.chip { display: inline-block; border: 1px solid #fff; border-radius: 10px; padding: 1px 8px; margin: 2px } main { width: 64%; padding: 34px 26px }
h2 { letter-spacing: 0.2em; font-size: 11pt; color: ${accent}; margin: 14px 0 6px } .e { margin-bottom: 8px } .t { font-weight: bold } .o { color: #555; font-size: 9.5pt }
.ref { margin-bottom: 6px; font-size: 9.5pt } p { margin: 2px 0 }`;
  return { html: page(p, css, body, 'en') };
}

// ---------------------------------------------------------------------------------------------------------------
// 6. A LaTeX CV as students and researchers make them (serif, small caps, rules, publications), name in the footer.
export function latex(p, { accent }) {
  const nm = displayName(p);
  const body = `<div class="wrap">
<h1>${esc(nm)}</h1>
<div class="c">${[p.phone, p.email, ...p.links.map((l) => l.value)].map(esc).join(' · ')}</div>
<div class="c">${esc(p.address)}</div>
<h2>Education</h2>
${p.education.map((e) => `<div class="r"><b>${esc(e.school)}</b><span>${esc(e.place)}</span></div><div class="r"><i>${esc(e.degree)}</i><span><i>${esc(e.dates)}</i></span></div>${e.note ? `<div class="n">${esc(e.note)}</div>` : ''}`).join('')}
<h2>Experience</h2>
${p.jobs.map((j) => `<div class="r"><b>${esc(j.title)}</b><span>${esc(j.dates)}</span></div><div class="r"><i>${esc(j.org)}</i><span><i>${esc(j.place)}</i></span></div>${bullets(j.bullets)}`).join('')}
${p.publications ? `<h2>Publications</h2><ol>${p.publications.map((x) => `<li>${esc(x)}</li>`).join('')}</ol>` : ''}
${p.extra.map((x) => `<h2>${esc(x.title)}</h2>${bullets(x.items)}`).join('')}
<h2>Technical Skills</h2><p><b>Tools:</b> ${esc(p.skills.join(', '))}</p>
</div>`;
  const css = `body { font-family: 'Latin Modern Roman', 'Liberation Serif', 'Noto Serif', serif; font-size: 10.5pt }
.wrap { padding: 4px 56px } h1 { text-align: center; font-variant: small-caps; font-size: 24pt; margin: 0; font-weight: normal }
.c { text-align: center; font-size: 9.5pt } h2 { font-variant: small-caps; font-weight: normal; font-size: 13pt; border-bottom: 0.8px solid #000; margin: 12px 0 4px; color: ${accent} }
.r { display: flex; justify-content: space-between } .n { font-size: 9.5pt; margin-left: 12px } ol { margin: 2px 0 2px 20px; padding: 0 } p { margin: 2px 0 }`;
  const footer = {
    template: `<div style="font-family: serif; font-size: 8pt; width: 100%; text-align: center; color: #444">${esc(nm)} — Curriculum Vitae — <span class="pageNumber"></span>/<span class="totalPages"></span></div>`,
    text: (i, n) => [`${nm} — Curriculum Vitae — ${i}/${n}`],
  };
  return { html: page(p, css, body, 'en'), footer };
}

// ---------------------------------------------------------------------------------------------------------------
// 7. A classic English CV: personal particulars, referees, and "Name | CV | Page i of n" in the page footer.
export function classic(p, { accent }) {
  const nm = displayName(p);
  const body = `<div class="wrap">
<h1>${esc(nm)}</h1>
${p.native ? `<div class="nat">${esc(p.native)}</div>` : ''}
<div class="hl">${esc(p.headline)}</div>
<div class="c">${esc(p.address)}<br>Mobile: ${esc(p.phone)} | Email: ${esc(p.email)}${p.links.map((l) => ` | ${esc(l.value)}`).join('')}</div>
<h2>Career Objective</h2><p>${esc(p.summary)}</p>
<h2>Work Experience</h2>
${p.jobs.map((j) => `<div class="r"><span><b>${esc(j.org)}</b>, ${esc(j.place)}</span><span>${esc(j.dates)}</span></div><div><i>${esc(j.title)}</i></div>${bullets(j.bullets)}`).join('')}
<h2>Education</h2>
${p.education.map((e) => `<div class="r"><span><b>${esc(e.school)}</b>, ${esc(e.place)}</span><span>${esc(e.dates)}</span></div><div>${esc(e.degree)}${e.note ? ` — ${esc(e.note)}` : ''}</div>`).join('')}
<h2>Skills</h2><p>${esc(p.skills.join(' • '))}</p>
${p.extra.map((x) => `<h2>${esc(x.title)}</h2>${bullets(x.items)}`).join('')}
${p.details.length ? `<h2>Personal Particulars</h2><table>${p.details.map((d) => `<tr><td class="k">${esc(d.label)}</td><td>: ${esc(d.value)}</td></tr>`).join('')}</table>` : ''}
${p.referees.length ? `<h2>Referees</h2>${refs(p)}` : '<h2>Referees</h2><p>Available upon request.</p>'}
</div>`;
  const css = `body { font-family: 'Liberation Serif', 'Noto Serif', 'Noto Serif CJK SC', serif; font-size: 11pt } .wrap { padding: 6px 60px }
h1 { margin: 0; font-size: 20pt; color: ${accent} } .nat { font-size: 12pt } .hl { font-style: italic } .c { font-size: 9.5pt; margin: 4px 0 }
h2 { font-size: 11.5pt; text-transform: uppercase; border-bottom: 1.5px solid ${accent}; margin: 12px 0 4px } .r { display: flex; justify-content: space-between }
.k { width: 170px } .ref { display: inline-block; width: 48%; vertical-align: top; font-size: 10pt } p { margin: 2px 0 }`;
  const footer = {
    template: `<div style="font-family: serif; font-size: 8pt; width: 100%; padding: 0 60px; color: #555; display: flex; justify-content: space-between"><span>${esc(nm)} | Curriculum Vitae</span><span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>`,
    text: (i, n) => [`${nm} | Curriculum Vitae`, `Page ${i} of ${n}`],
  };
  return { html: page(p, css, body, 'en'), footer };
}

// ---------------------------------------------------------------------------------------------------------------
// 8. A printed form, filled in and photographed (个人简历表 / 이력서 / 履歴書).
const FORM = {
  'zh-Hans': {
    title: '个 人 简 历',
    name: '姓名',
    phone: '联系电话',
    email: '电子邮箱',
    addr: '家庭住址',
    work: '工作经历',
    edu: '教育背景',
    skills: '技能特长',
    sign: '本人承诺以上信息真实有效。',
    date: '填表日期：2026年11月20日',
    photo: '照片',
  },
  ko: {
    title: '이 력 서',
    name: '성명',
    phone: '연락처',
    email: '이메일',
    addr: '현주소',
    work: '경력사항',
    edu: '학력사항',
    skills: '보유기술',
    sign: '위의 기재 사항은 사실과 틀림없음을 확인합니다.',
    date: '2026년 11월 20일',
    photo: '사진',
  },
  ja: {
    title: '履 歴 書',
    name: '氏名',
    phone: '電話',
    email: 'メール',
    addr: '現住所',
    work: '職歴',
    edu: '学歴',
    skills: '免許・資格',
    sign: '以上',
    date: '2026年11月20日現在',
    photo: '写真',
  },
};
export function cjkForm(p, { accent }) {
  const L = FORM[p.lang];
  const nameCell =
    p.lang === 'ja'
      ? `<div class="kana">ふりがな\u3000${esc(p.kana)}</div><div class="big">${esc(p.native)}</div>`
      : `<div class="big">${esc(p.native)}</div><div>${esc(p.hanja ?? p.latin ?? '')}</div>`;
  const rows = [
    ...p.details.map((d) => [d.label, d.value]),
    [L.phone, p.phone],
    [L.email, p.email],
    [L.addr, p.address],
  ];
  const skills = p.lang === 'ja' ? p.extra.flatMap((x) => x.items) : p.skills;
  const body = `<div class="form">
<div class="title">${L.title}</div><div class="date">${L.date}</div>
<table>
<tr><th>${L.name}</th><td colspan="3">${nameCell}</td><td rowspan="3" class="photo">${L.photo}</td></tr>
${rows
  .slice(0, 2)
  .map(([k, v]) => `<tr><th>${esc(k)}</th><td colspan="3">${esc(v)}</td></tr>`)
  .join('')}
${rows
  .slice(2)
  .map(([k, v]) => `<tr><th>${esc(k)}</th><td colspan="4">${esc(v)}</td></tr>`)
  .join('')}
<tr><th colspan="5" class="sec">${L.edu}</th></tr>
${p.education.map((e) => `<tr><td>${esc(e.dates)}</td><td colspan="4">${esc(e.school)}\u3000${esc(e.degree)}</td></tr>`).join('')}
<tr><th colspan="5" class="sec">${L.work}</th></tr>
${p.jobs.map((j) => `<tr><td>${esc(j.dates)}</td><td colspan="4">${esc(j.org)}\u3000${esc(j.title)}<br>${esc(j.bullets[0] ?? '')}</td></tr>`).join('')}
<tr><th>${L.skills}</th><td colspan="4">${esc(skills.join('、'))}</td></tr>
</table>
<div class="sign">${L.sign}</div>
</div>`;
  const css = `.form { padding: 30px 44px; font-size: 11pt } .title { text-align: center; font-size: 20pt; letter-spacing: 0.3em; font-weight: bold; color: #111 }
.date { text-align: right; font-size: 9pt } table { width: 100%; border-collapse: collapse; border: 2px solid #222 }
th, td { border: 1px solid #444; padding: 4px 6px; text-align: left; vertical-align: top } th { width: 18%; background: #f4f4f4; font-weight: normal }
.sec { text-align: center; background: #e8e8e8; color: ${accent} } .big { font-size: 16pt } .kana { font-size: 8.5pt }
.photo { width: 90px; height: 110px; text-align: center; vertical-align: middle; color: #999 } .sign { margin-top: 10px; text-align: right }`;
  return { html: page(p, css, body) };
}

// ---------------------------------------------------------------------------------------------------------------
// 9. A Word document (flat ODF, converted by LibreOffice to DOCX, DOC or PDF): contact in a details table, skills
// in a text box, entries with a right tab, the name in the page footer.
const NS = [
  'office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"',
  'style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"',
  'text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"',
  'table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"',
  'draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0"',
  'fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"',
  'svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"',
]
  .map((n) => `xmlns:${n}`)
  .join(' ');
const x = (s) => esc(s).replaceAll('\t', '<text:tab/>');
const para = (style, content) => `<text:p text:style-name="${style}">${content}</text:p>`;

export function writer(p, { accent }) {
  const font = p.lang === 'ja' ? 'Noto Sans CJK JP' : 'Liberation Sans';
  const lines = [];
  const body = [];
  const add = (style, text) => {
    body.push(para(style, x(text)));
    lines.push(text.replaceAll('\t', ' '));
  };
  const nm = displayName(p);
  // The text box (skills, languages) is anchored to the first paragraph; its text comes after the name.
  const boxItems = [['Skills', p.skills], ...p.extra.map((e) => [e.title, e.items])];
  const box = `<draw:frame draw:style-name="Box" draw:name="Side" text:anchor-type="paragraph" svg:x="11.8cm" svg:y="0cm" svg:width="5.2cm" draw:z-index="0"><draw:text-box fo:min-height="2cm">${boxItems
    .map(([t, items]) => para('BoxHead', x(t)) + items.map((i) => para('Box', x(i))).join(''))
    .join('')}</draw:text-box></draw:frame>`;
  body.push(para('Name', `${box}${x(nm)}`));
  lines.push(nm);
  if (p.native && p.native !== nm) add('Headline', p.native);
  add('Headline', p.headline);
  for (const [t, items] of boxItems) lines.push(t, ...items);
  const rows = [
    ['Mobile', p.phone],
    ['E-mail', p.email],
    ['Address', p.address],
    ...p.links.map((l) => ['Web', l.value]),
    ...p.details.map((d) => [d.label, d.value]),
  ];
  body.push(
    `<table:table table:name="Contact" table:style-name="Tbl"><table:table-column table:style-name="TblA"/><table:table-column table:style-name="TblB"/>${rows
      .map(
        ([k, v]) =>
          `<table:table-row><table:table-cell table:style-name="Cell" office:value-type="string">${para('Body', x(k))}</table:table-cell><table:table-cell table:style-name="Cell" office:value-type="string">${para('Body', x(v))}</table:table-cell></table:table-row>`,
      )
      .join('')}</table:table>`,
  );
  for (const [k, v] of rows) lines.push(k, v);
  add('Heading', 'Profile');
  add('Body', p.summary);
  add('Heading', 'Professional Experience');
  for (const j of p.jobs) {
    add('Entry', `${j.title}, ${j.org}\t${j.dates}`);
    add('Meta', j.place);
    for (const b of j.bullets) add('Bullet', `• ${b}`);
  }
  add('Heading', 'Education');
  for (const e of p.education) {
    add('Entry', `${e.degree}, ${e.school}\t${e.dates}`);
    add('Meta', e.note ? `${e.place} · ${e.note}` : e.place);
  }
  if (p.referees.length) {
    add('Heading', 'References');
    for (const r of p.referees) {
      add('Body', r.name);
      add('Body', `${r.role} · ${r.phone} · ${r.email}`);
    }
  }
  const footerText = `${nm} – Résumé`;
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document ${NS} office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls><style:font-face style:name="${font}" svg:font-family="'${font}'"/></office:font-face-decls>
<office:styles>
 <style:default-style style:family="paragraph"><style:paragraph-properties fo:margin-top="0cm" fo:margin-bottom="0.05cm"/>
  <style:text-properties style:font-name="${font}" style:font-name-asian="${font}" fo:font-size="10.5pt" style:font-size-asian="10.5pt"/></style:default-style>
 <style:style style:name="Name" style:family="paragraph"><style:text-properties fo:font-size="20pt" fo:font-weight="bold" fo:color="${accent}" style:font-size-asian="20pt"/></style:style>
 <style:style style:name="Headline" style:family="paragraph"><style:text-properties fo:font-size="12pt" fo:color="#333333" style:font-size-asian="12pt"/></style:style>
 <style:style style:name="Heading" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.35cm" fo:margin-bottom="0.1cm" fo:border-bottom="0.5pt solid ${accent}" fo:keep-with-next="always"/><style:text-properties fo:font-size="12pt" fo:font-weight="bold"/></style:style>
 <style:style style:name="Entry" style:family="paragraph"><style:paragraph-properties><style:tab-stops><style:tab-stop style:position="11cm" style:type="right"/></style:tab-stops></style:paragraph-properties><style:text-properties fo:font-weight="bold"/></style:style>
 <style:style style:name="Meta" style:family="paragraph"><style:text-properties fo:font-style="italic" fo:color="#444444"/></style:style>
 <style:style style:name="Body" style:family="paragraph"/>
 <style:style style:name="Bullet" style:family="paragraph"><style:paragraph-properties fo:margin-left="0.5cm"/></style:style>
 <style:style style:name="Box" style:family="paragraph"><style:text-properties fo:font-size="9pt"/></style:style>
 <style:style style:name="BoxHead" style:family="paragraph"><style:text-properties fo:font-size="9.5pt" fo:font-weight="bold"/></style:style>
 <style:style style:name="Small" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8.5pt" fo:color="#555555"/></style:style>
</office:styles>
<office:automatic-styles>
 <style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.5cm" fo:margin-bottom="1.2cm" fo:margin-left="2cm" fo:margin-right="2cm"/>
  <style:footer-style><style:header-footer-properties fo:min-height="0.6cm" fo:margin-top="0.4cm"/></style:footer-style></style:page-layout>
 <style:style style:name="Tbl" style:family="table"><style:table-properties style:width="11cm" table:align="left"/></style:style>
 <style:style style:name="TblA" style:family="table-column"><style:table-column-properties style:column-width="3.5cm"/></style:style>
 <style:style style:name="TblB" style:family="table-column"><style:table-column-properties style:column-width="7.5cm"/></style:style>
 <style:style style:name="Cell" style:family="table-cell"><style:table-cell-properties fo:padding="0.06cm" fo:border="0.5pt solid #b0b0b0"/></style:style>
 <style:style style:name="Box" style:family="graphic"><style:graphic-properties style:wrap="parallel" style:vertical-pos="from-top" style:horizontal-pos="from-left" style:horizontal-rel="paragraph" style:vertical-rel="paragraph" fo:background-color="#eef2f7" fo:padding="0.2cm" fo:border="0.5pt solid #7f93b0"/></style:style>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"><style:footer>${para('Small', `${x(footerText)} · <text:page-number text:select-page="current">1</text:page-number>/<text:page-count>1</text:page-count>`)}</style:footer></style:master-page></office:master-styles>
<office:body><office:text>
${body.join('\n')}
</office:text></office:body></office:document>
`;
  return { fodt, lines, footerLine: (i, n) => `${footerText} · ${i}/${n}` };
}
