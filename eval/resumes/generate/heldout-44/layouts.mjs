// Held-out part 44's own templates: the printable exports of Asia's job portals (an Indian portal's resume with
// a personal-details table and a signed declaration, a Chinese 个人简历 table with a photo box, a Japanese
// 履歴書, a Korean 이력서, a Vietnamese two-column CV, a South-East Asian portal profile, a Pakistani /
// Bangladeshi portal CV with the father's name and ID card number) and English resumes from the same
// applicants (an ATS one-column, a cover letter with the resume, a Word-like document through LibreOffice).
/** The ideographic space CJK forms put between label characters and fields. */
const IS = '\u3000';
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const detail = (p, kind) => p.details.find((d) => d.kind === kind)?.value;
const linkOf = (p) => p.links.map((l) => l.value);

const L = {
  en: {
    exp: 'Work Experience',
    edu: 'Education',
    skills: 'Key Skills',
    summary: 'Profile Summary',
    refs: 'References',
    personal: 'Personal Details',
  },
  zh: {
    exp: '工作经历',
    edu: '教育背景',
    skills: '专业技能',
    summary: '自我评价',
    refs: '推荐人',
    personal: '基本信息',
  },
  ja: { exp: '職歴', edu: '学歴', skills: '免許・資格', summary: '志望動機', refs: '', personal: '' },
  ko: { exp: '경력사항', edu: '학력사항', skills: '자격·기술', summary: '자기소개', refs: '', personal: '인적사항' },
  vi: {
    exp: 'Kinh nghiệm làm việc',
    edu: 'Học vấn',
    skills: 'Kỹ năng',
    summary: 'Mục tiêu nghề nghiệp',
    refs: 'Người tham chiếu',
    personal: 'Thông tin cá nhân',
  },
  de: {
    exp: 'Berufserfahrung',
    edu: 'Ausbildung',
    skills: 'Kenntnisse',
    summary: 'Profil',
    refs: 'Referenzen',
    personal: 'Persönliche Daten',
  },
};
const lab = (p) => L[p.language] ?? L.en;
const cjkFont = (p) =>
  p.language === 'ja' ? "'Noto Sans CJK JP'" : p.language === 'ko' ? "'Noto Sans CJK KR'" : "'Noto Sans CJK SC'";

function page(body, css, { scan, font = "'Liberation Sans', Arial, sans-serif" } = {}) {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
@page { size: A4; margin: 0 }
* { box-sizing: border-box }
body { margin: 0; font-family: ${font}; color: #1d1d1f; font-size: ${scan ? 12.5 : 10.5}pt; line-height: 1.35 }
ul { margin: 2px 0 6px 18px; padding: 0 }
${css}
</style></head><body>${body}</body></html>`;
}

const jobsHtml = (p, cls = 'job') =>
  p.jobs
    .map(
      (
        j,
      ) => `<div class="${cls}"><div class="jh"><b>${esc(j.title)}</b> — ${esc(j.org)}, ${esc(j.place)}<span class="dt">${esc(j.dates)}</span></div>
<ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`,
    )
    .join('');
const eduHtml = (p) =>
  p.education
    .map((e) => `<div class="edu"><b>${esc(e.degree)}</b><br>${esc(e.school)}, ${esc(e.place)} · ${esc(e.dates)}</div>`)
    .join('');

/** An Indian portal's printable resume: Resume ID bar, the name glued into a portal label, a key-value table, a declaration. */
export function naukri(p, { accent, scan }) {
  const rid = `TG${(p.email.length * 731903) % 9000000}`;
  const rows = [
    ['Name', p.name.full],
    ["Father's Name", p.fatherName],
    ['D.O.B', detail(p, 'date_of_birth')],
    ['Gender', detail(p, 'gender')],
    ['Marital Status', detail(p, 'marital_status')],
    ['PAN', detail(p, 'national_id')],
    ['Nationality', detail(p, 'nationality')],
    ['Religion', detail(p, 'religion')],
    ['Permanent Address', p.address],
  ].filter(([, v]) => v);
  const city = p.jobs[0].place.split(',').pop().trim();
  const body = `<div class="bar">TalentGrid.in &nbsp;|&nbsp; Resume ID: ${rid} &nbsp;|&nbsp; Last updated: 12-Nov-2026</div>
<div class="top"><div class="ph">Photo</div><div><span class="lbl">Candidate Profile:</span><span class="nm">${esc(p.name.full)}</span><span class="chip">Immediate joiner</span>
<div class="hl">${esc(p.headline)}</div>
<div class="ct">✉ ${esc(p.email)} &nbsp; ☎ ${esc(p.phone)}${linkOf(p)
    .map((l) => ` &nbsp; ⌂ ${esc(l)}`)
    .join('')}</div></div></div>
<h2>${lab(p).summary}</h2><p>${esc(p.summary)}</p>
<h2>${lab(p).exp}</h2>${jobsHtml(p)}
<h2>${lab(p).edu}</h2><table class="ed"><tr><th>Qualification</th><th>Institute</th><th>Year</th></tr>
${p.education.map((e) => `<tr><td>${esc(e.degree)}</td><td>${esc(e.school)}, ${esc(e.place)}</td><td>${esc(e.dates)}</td></tr>`).join('')}</table>
<h2>${lab(p).skills}</h2><p>${p.skills.map(esc).join(' • ')}</p>
${p.extra.length ? `<h2>Achievements</h2><ul>${p.extra.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>` : ''}
<h2>${lab(p).personal}</h2><table class="kv">${rows.map(([k, v]) => `<tr><td>${k}</td><td>: ${esc(v)}</td></tr>`).join('')}</table>
<h2>Declaration</h2><p>I hereby declare that the information furnished above is true to the best of my knowledge and belief.</p>
<div class="sig"><div>Place: ${esc(city)}<br>Date: 10/11/2026</div><div>(${esc(p.name.full.toUpperCase())})</div></div>`;
  const css = `.bar { background: ${accent}; color: #fff; font-size: 8pt; padding: 5px 28px }
.top { display: flex; gap: 16px; padding: 14px 28px 4px } .ph { width: 78px; height: 92px; border: 1px dashed #999; color: #999; font-size: 8pt; display: flex; align-items: center; justify-content: center }
.lbl { color: #666; font-size: 9pt } .nm { font-size: 17pt; font-weight: bold } .chip { background: #e7f5ec; color: #1b6b3a; font-size: 8pt; padding: 1px 6px; border-radius: 8px }
.hl { font-style: italic } .ct { font-size: 9pt; margin-top: 4px }
h2 { font-size: 10.5pt; background: #eef1f4; margin: 10px 28px 4px; padding: 2px 6px; text-transform: uppercase }
p, .job, table, ul, .sig { margin-left: 34px; margin-right: 34px } .dt { float: right; color: #555 }
table { border-collapse: collapse; font-size: 9.5pt } .ed td, .ed th { border: 1px solid #bbb; padding: 2px 6px; text-align: left }
.kv td:first-child { width: 140px; color: #444 } .sig { display: flex; justify-content: space-between; margin-top: 14px }`;
  return { html: page(body, css, { scan }) };
}

/** A Chinese portal's 个人简历: a table of basic facts with a photo box, then experience. */
export function zhaopin(p, { accent, scan }) {
  const body = `<div class="hd">个人简历 <span>简历编号：ZL${p.phone.replace(/\D/g, '').slice(-6)} · 更新于 2026-11-03</span></div>
<table class="base"><tr><td class="k">姓${IS}名</td><td>${esc(p.name.full)}</td><td class="k">性${IS}别</td><td>${esc(detail(p, 'gender') ?? '')}</td><td rowspan="4" class="ph">照片</td></tr>
<tr><td class="k">出生年月</td><td>${esc(detail(p, 'date_of_birth') ?? '')}</td><td class="k">手${IS}机</td><td>${esc(p.phone)}</td></tr>
<tr><td class="k">身份证号</td><td colspan="3">${esc(detail(p, 'national_id') ?? '')}</td></tr>
<tr><td class="k">邮${IS}箱</td><td colspan="3">${esc(p.email)}</td></tr>
<tr><td class="k">现居住地</td><td colspan="4">${esc(p.address)}</td></tr>
<tr><td class="k">求职意向</td><td colspan="4">${esc(p.headline.replace('求职意向：', ''))}</td></tr></table>
<h2>${lab(p).exp}</h2>${p.jobs.map((j) => `<div class="job"><b>${esc(j.dates)}${IS}${esc(j.org)}（${esc(j.place)}）${IS}${esc(j.title)}</b><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`).join('')}
<h2>${lab(p).edu}</h2>${p.education.map((e) => `<p>${esc(e.dates)}${IS}${esc(e.school)}${IS}${esc(e.degree)}</p>`).join('')}
<h2>${lab(p).skills}</h2><p>${p.skills.map(esc).join('、')}</p>
<h2>${lab(p).summary}</h2><p>${esc(p.summary)}</p>`;
  const css = `body { padding: 26px 40px } .hd { font-size: 20pt; font-weight: bold; text-align: center; letter-spacing: 6px; margin-bottom: 10px }
.hd span { display: block; font-size: 8pt; font-weight: normal; letter-spacing: 0; color: #777 }
table.base { width: 100%; border-collapse: collapse } .base td { border: 1px solid #555; padding: 4px 6px } .k { background: #f1f1f1; width: 80px; text-align: center }
.ph { width: 96px; text-align: center; color: #aaa } h2 { font-size: 11.5pt; border-left: 4px solid ${accent}; padding-left: 6px; margin: 12px 0 4px }`;
  return { html: page(body, css, { scan, font: cjkFont(p) }) };
}

/** A Japanese 履歴書: ふりがな over the name, dated history rows, 〒 address. */
export function rirekisho(p, { scan }) {
  const rows = [
    ['', '', '学歴'],
    ...p.education.map((e) => [e.dates.slice(0, 5), e.dates.slice(5), `${e.school} ${e.degree}`]),
    ['', '', '職歴'],
    ...p.jobs.map((j) => [
      j.dates.slice(0, 5),
      j.dates.slice(5),
      `${j.org} ${j.dates.includes('入行') ? '' : '入社'}（${j.title}）`,
    ]),
    ['', '', '以上'],
  ];
  const body = `<div class="t">履 歴 書 <span>2026年11月1日現在</span></div>
<table><tr><td class="k">ふりがな</td><td>${esc(p.kana)}</td><td rowspan="3" class="ph">写真をはる位置<br>縦 36〜40mm<br>横 24〜30mm</td></tr>
<tr><td class="k">氏${IS}名</td><td class="nm">${esc(p.name.full)}</td></tr>
<tr><td class="k">生年月日</td><td>${esc(detail(p, 'date_of_birth'))}生（${esc(detail(p, 'age'))}）${IS}性別 ${esc(detail(p, 'gender'))}</td></tr>
<tr><td class="k">現住所</td><td colspan="2">${esc(p.address)}</td></tr>
<tr><td class="k">電話</td><td colspan="2">${esc(p.phone)}${IS}${IS}E-mail ${esc(p.email)}</td></tr></table>
<table class="h"><tr><th>年</th><th>月</th><th>学歴・職歴</th></tr>${rows.map((r) => `<tr><td>${esc(r[0])}</td><td>${esc(r[1])}</td><td>${esc(r[2])}</td></tr>`).join('')}</table>
<table class="h"><tr><th>${lab(p).skills}</th></tr>${p.skills.map((s) => `<tr><td>${esc(s)}</td></tr>`).join('')}</table>
<table class="h"><tr><th>${lab(p).summary}</th></tr><tr><td>${esc(p.summary)} ${esc(p.jobs[0].bullets[0])}</td></tr></table>`;
  const css = `body { padding: 24px 40px; font-size: ${scan ? 11.5 : 10}pt } .t { font-size: 20pt; letter-spacing: 8px } .t span { font-size: 9pt; letter-spacing: 0; float: right; margin-top: 12px }
table { width: 100%; border-collapse: collapse; margin-top: 8px } td, th { border: 1px solid #333; padding: 3px 6px } .k { width: 80px; font-size: 9pt }
.nm { font-size: 20pt; letter-spacing: 4px } .ph { width: 110px; font-size: 7.5pt; color: #888; text-align: center } .h th { background: #fafafa; font-weight: normal }
.h td:nth-child(1), .h td:nth-child(2) { width: 56px; text-align: center }`;
  return { html: page(body, css, { scan, font: "'Noto Serif CJK JP', serif" }) };
}

/** A Korean 이력서: 인적사항 table with 성명 in Hangul, Hanja-ish and English, then dated rows. */
export function saramin(p, { accent, scan }) {
  const body = `<div class="top"><span>사람in 이력서</span><span>등록일 2026.10.28 · 이력서번호 SR-5540917</span></div>
<h1>이 력 서</h1>
<table><tr><td rowspan="4" class="ph">사진</td><td class="k">성명</td><td>${esc(p.name.full)} (${esc(p.name.variants[1])})</td></tr>
<tr><td class="k">생년월일</td><td>${esc(detail(p, 'date_of_birth'))} (${esc(detail(p, 'age'))}) · 주민등록번호 ${esc(detail(p, 'national_id'))}</td></tr>
<tr><td class="k">연락처</td><td>${esc(p.phone)} / ${esc(p.email)}</td></tr>
<tr><td class="k">주소</td><td>${esc(p.address)}</td></tr></table>
<h2>${lab(p).summary}</h2><p>${esc(p.summary)}</p>
<h2>${lab(p).exp} <small>${esc(p.headline)}</small></h2>${p.jobs.map((j) => `<div class="row"><span>${esc(j.dates)}</span><div><b>${esc(j.org)}</b> ${esc(j.title)} · ${esc(j.place)}<br>${j.bullets.map(esc).join('<br>')}</div></div>`).join('')}
<h2>${lab(p).edu}</h2>${p.education.map((e) => `<div class="row"><span>${esc(e.dates)}</span><div>${esc(e.school)} ${esc(e.degree)}</div></div>`).join('')}
<h2>${lab(p).skills}</h2><p>${p.skills.map(esc).join(' / ')}</p>
<p class="end">위의 기재 사항은 사실과 틀림이 없습니다.<br>2026년 10월 28일${IS}${IS}지원자 ${esc(p.name.full)} (인)</p>`;
  const css = `body { padding: 22px 38px } .top { display: flex; justify-content: space-between; font-size: 8pt; color: ${accent}; border-bottom: 2px solid ${accent} }
h1 { text-align: center; letter-spacing: 14px; font-size: 20pt; margin: 8px 0 } table { width: 100%; border-collapse: collapse } td { border: 1px solid #777; padding: 4px 6px }
.ph { width: 90px; height: 112px; color: #aaa; text-align: center } .k { width: 80px; background: #f4f6fb; text-align: center }
h2 { font-size: 11pt; margin: 12px 0 4px; color: ${accent} } h2 small { color: #555; font-weight: normal } .row { display: flex; gap: 12px; margin-bottom: 4px } .row span { width: 150px; flex: none; color: #555 } .end { text-align: right; margin-top: 16px }`;
  return { html: page(body, css, { scan, font: cjkFont(p) }) };
}

/** A Vietnamese portal's two-column CV: a dark sidebar with contact and personal details, the name in capitals. */
export function topcv(p, { accent, scan }) {
  const lb = lab(p);
  const side = [
    ...(detail(p, 'date_of_birth') ? [`🎂 ${esc(detail(p, 'date_of_birth'))}`] : []),
    ...(detail(p, 'gender') ? [`⚥ ${esc(detail(p, 'gender'))}`] : []),
    `📞 ${esc(p.phone)}`,
    `✉ ${esc(p.email)}`,
    ...linkOf(p).map((l) => `🔗 ${esc(l)}`),
    `📍 ${esc(p.address)}`,
  ];
  const [first, ...rest] = p.name.full.split(' ');
  const body = `<div class="wrap"><aside><div class="ph"></div><div class="nm">${esc(first.toUpperCase())}<br>${esc(rest.join(' ').toUpperCase())}</div>
<div class="hl">${esc(p.headline)}</div><h3>${lb.personal}</h3>${side.map((s) => `<div class="it">${s}</div>`).join('')}
<h3>${lb.skills}</h3>${p.skills.map((s, i) => `<div class="sk">${esc(s)}<div class="bar"><i style="width:${90 - i * 9}%"></i></div></div>`).join('')}</aside>
<main><h2>${lb.summary}</h2><p>${esc(p.summary)}</p><h2>${lb.exp}</h2>${jobsHtml(p)}<h2>${lb.edu}</h2>${eduHtml(p)}</main></div>
<div class="ft">Tạo bằng cvstudio.vn · © 2026</div>`;
  const css = `.wrap { display: flex; min-height: 1040px } aside { width: 250px; background: ${accent}; color: #fff; padding: 24px 18px; font-size: 9pt }
.ph { width: 100px; height: 100px; border-radius: 50%; background: #ffffff55; margin: 0 auto 12px } .nm { font-size: 17pt; font-weight: bold; letter-spacing: 2px; line-height: 1.2 }
.hl { margin: 6px 0 10px; opacity: .9 } h3 { border-bottom: 1px solid #fff8; font-size: 10pt; text-transform: uppercase; margin: 14px 0 6px } .it { margin-bottom: 5px; word-break: break-word }
.bar { height: 5px; background: #ffffff44 } .bar i { display: block; height: 5px; background: #fff } .sk { margin-bottom: 5px }
main { flex: 1; padding: 26px 26px } h2 { color: ${accent}; font-size: 12pt; border-bottom: 2px solid ${accent}; margin: 8px 0 6px } .dt { display: block; color: #666; font-size: 9pt }
.ft { font-size: 7pt; color: #999; text-align: center }`;
  return { html: page(body, css, { scan, font: "'DejaVu Sans', sans-serif" }) };
}

/** A South-East Asian portal's profile print: letter-spaced name on two lines, "Profile" labels, an expected-salary strip. */
export function jobstreet(p, { accent, scan }) {
  const body = `<header><div class="brand">jobsphere<span>·asia</span></div><div class="u">Profile last updated 2 Nov 2026 · Candidate ID 88-31207</div></header>
<div class="hero"><div class="gv">${esc(p.given.toUpperCase())}</div><div class="fm">${esc(p.family.toUpperCase())}</div><div class="hl">${esc(p.headline)}</div></div>
<div class="strip"><span>📱 ${esc(p.phone)}</span><span>📧 ${esc(p.email)}</span>${linkOf(p)
    .map((l) => `<span>in ${esc(l)}</span>`)
    .join('')}<span>🏠 ${esc(p.address)}</span></div>
<div class="grid"><div class="k">Expected salary</div><div>Negotiable</div><div class="k">Notice period</div><div>1 month</div>
${p.details.map((d) => `<div class="k">${{ date_of_birth: 'Date of birth', national_id: 'NRIC / ID no.', nationality: 'Nationality', marital_status: 'Civil status', gender: 'Gender' }[d.kind] ?? d.kind}</div><div>${esc(d.value)}</div>`).join('')}</div>
<section><h2>About me</h2><p>${esc(p.summary)}</p></section>
<section><h2>Career history</h2>${p.jobs.map((j) => `<div class="job"><div class="t">${esc(j.title)}</div><div class="o">${esc(j.org)} · ${esc(j.place)}</div><div class="d">${esc(j.dates)}</div><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`).join('')}</section>
<section><h2>Education</h2>${eduHtml(p)}</section>
<section><h2>Skills</h2><div class="tags">${p.skills.map((s) => `<span>${esc(s)}</span>`).join(' ')}</div></section>
${p.referees.length ? `<section><h2>Character references</h2>${p.referees.map((r) => `<p>${esc(r.name)}, ${esc(r.title)}, ${esc(r.org)} — ${esc(r.phone)}</p>`).join('')}</section>` : ''}`;
  const css = `header { display: flex; justify-content: space-between; padding: 10px 32px; border-bottom: 1px solid #ddd; font-size: 8pt; color: #777 }
.brand { font-weight: bold; font-size: 12pt; color: ${accent} } .hero { padding: 14px 32px 6px } .gv, .fm { font-size: 22pt; letter-spacing: 5px; line-height: 1.1 } .fm { font-weight: bold; color: ${accent} }
.hl { margin-top: 4px; color: #444 } .strip { display: flex; flex-wrap: wrap; gap: 4px 16px; padding: 6px 32px; background: #f5f7fa; font-size: 9pt }
.grid { display: grid; grid-template-columns: 130px 1fr 130px 1fr; gap: 2px 8px; padding: 8px 32px; font-size: 9pt } .k { color: #777 }
section { padding: 0 32px } h2 { font-size: 11pt; color: ${accent}; margin: 10px 0 4px } .t { font-weight: bold } .o { color: #333 } .d { color: #777; font-size: 9pt }
.tags span { display: inline-block; border: 1px solid ${accent}; border-radius: 10px; padding: 0 8px; margin: 2px; font-size: 9pt }`;
  return { html: page(body, css, { scan }) };
}

/** A Pakistani / Bangladeshi portal CV: photo box, father's name, ID card number, religion; footer with the portal's ID. */
export function rozee(p, { accent, scan }) {
  const rows = [
    ["Father's Name", p.fatherName],
    ['Date of Birth', detail(p, 'date_of_birth')],
    [p.locale === 'en-PK' ? 'CNIC No.' : 'National ID', detail(p, 'national_id')],
    ['Religion', detail(p, 'religion')],
    ['Marital Status', detail(p, 'marital_status')],
    ['Mailing Address', p.address],
  ].filter(([, v]) => v);
  const body = `<div class="head"><div><div class="nm">${esc(p.name.full)}</div><div>${esc(p.headline)}</div>
<div class="ct">Mobile: ${esc(p.phone)}<br>e-mail: ${esc(p.email)}</div></div><div class="ph">PHOTO</div></div>
<h2>Career Objective</h2><p>${esc(p.summary)}</p>
<h2>Employment History</h2>${p.jobs.map((j, i) => `<p><b>${i + 1}. ${esc(j.org)}</b><br>${esc(j.title)} (${esc(j.dates)}) — ${esc(j.place)}<br>Responsibilities: ${j.bullets.map(esc).join(' ')}</p>`).join('')}
<h2>Academic Qualification</h2><table class="g"><tr><th>Exam Title</th><th>Institute</th><th>Passing Year</th></tr>${p.education.map((e) => `<tr><td>${esc(e.degree)}</td><td>${esc(e.school)}, ${esc(e.place)}</td><td>${esc(e.dates)}</td></tr>`).join('')}</table>
<h2>Specialization</h2><p>${p.skills.map(esc).join(', ')}</p>
${p.extra.length ? `<h2>Awards</h2>${p.extra.map((x) => `<p>${esc(x)}</p>`).join('')}` : ''}
<h2>Personal Details</h2><table class="kv">${rows.map(([k, v]) => `<tr><td>${k}</td><td>:</td><td>${esc(v)}</td></tr>`).join('')}</table>`;
  const css = `body { padding: 26px 44px } .head { display: flex; justify-content: space-between; border-bottom: 3px double ${accent}; padding-bottom: 8px }
.nm { font-size: 18pt; font-weight: bold; color: ${accent} } .ct { margin-top: 4px; font-size: 9.5pt } .ph { width: 88px; height: 104px; border: 1px solid #888; font-size: 8pt; color: #888; text-align: center; padding-top: 40px }
h2 { font-size: 11pt; background: ${accent}22; padding: 2px 6px; margin: 10px 0 4px } table { border-collapse: collapse; width: 100% } .g td, .g th { border: 1px solid #999; padding: 2px 5px; font-size: 9.5pt; text-align: left }
.kv td { padding: 1px 4px } .kv td:first-child { width: 150px }`;
  const portal = p.locale === 'en-PK' ? 'careerbazaar.pk' : 'chakri-hub.com.bd';
  return {
    html: page(body, css, { scan, font: "'DejaVu Serif', serif" }),
    footer: scan
      ? undefined
      : {
          template: `<div style="font-size:7pt;width:100%;padding:0 44px;color:#777;display:flex;justify-content:space-between"><span>${portal} · CV No. 4471902</span><span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>`,
          text: (i, n) => [`${portal} · CV No. 4471902`, `Page ${i} of ${n}`],
        },
  };
}

/** A plain one-column ATS resume (Times-like), with publications and referees where the person has them. */
export function ats(p, { scan }) {
  const lb = lab(p);
  const body = `<h1>${esc(p.name.full)}</h1>
<div class="c">${[p.addressShort && p.language !== 'en' ? p.address : p.address, p.phone, p.email, ...linkOf(p)].map(esc).join(' | ')}</div>
${p.details.length && p.language === 'de' ? `<div class="c">Geboren am ${esc(detail(p, 'date_of_birth'))} · Staatsangehörigkeit: ${esc(detail(p, 'nationality'))}</div>` : ''}
<h2>${p.language === 'de' ? lb.summary : 'SUMMARY'}</h2><p>${esc(p.headline)}. ${esc(p.summary)}</p>
<h2>${p.language === 'de' ? lb.exp : 'EXPERIENCE'}</h2>${p.jobs.map((j) => `<p><b>${esc(j.org)}</b>, ${esc(j.place)} — ${esc(j.title)}, ${esc(j.dates)}</p><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`).join('')}
<h2>${p.language === 'de' ? lb.edu : 'EDUCATION'}</h2>${p.education.map((e) => `<p>${esc(e.degree)}, ${esc(e.school)}, ${esc(e.place)} (${esc(e.dates)})</p>`).join('')}
<h2>${p.language === 'de' ? lb.skills : 'SKILLS'}</h2><p>${p.skills.map(esc).join(', ')}</p>
${p.publications ? `<h2>PUBLICATIONS</h2><ol>${p.publications.map((x) => `<li>${esc(x)}</li>`).join('')}</ol>` : ''}
${p.extra.length ? `<h2>AWARDS</h2>${p.extra.map((x) => `<p>${esc(x)}</p>`).join('')}` : ''}
${p.referees.length ? `<h2>REFEREES</h2>${p.referees.map((r) => `<p>${esc(r.name)}<br>${esc(r.title)}, ${esc(r.org)}<br>Tel: ${esc(r.phone)}</p>`).join('')}` : ''}`;
  const css = `body { padding: 40px 64px; font-family: 'Liberation Serif', serif; font-size: ${scan ? 12.5 : 11}pt } h1 { font-size: 18pt; margin: 0; text-align: center }
.c { text-align: center; font-size: 9.5pt } h2 { font-size: 11pt; border-bottom: 1px solid #000; margin: 12px 0 4px } p { margin: 2px 0 }`;
  return { html: page(body, css, { scan }) };
}

/** A cover letter and the resume in one PDF: the letter signs off with the name, the city and the phone. */
export function coverletter(p, { accent }) {
  const city = p.addressShort ?? p.address;
  const body = `<div class="letter"><div class="from">${esc(p.address)}<br>${esc(p.email)}</div>
<p>3 November 2026</p><p>Dear Hiring Manager,</p>
<p>I am writing to apply for the role advertised on your careers page. ${esc(p.summary)}</p>
<p>At ${esc(p.jobs[0].org)} ${esc(p.jobs[0].bullets[0].replace(/^./, (c) => c.toLowerCase()))} I would bring the same care to your team, and I would welcome a conversation.</p>
<p>Yours sincerely,</p><p class="sign">${esc(p.name.variants.find((v) => !v.includes(' ') && v !== v.toUpperCase()) ?? p.given)}</p>
<p>${esc(p.name.full)}<br>${esc(city)} · ${esc(p.phone)}</p></div>
<div class="cv"><div class="bandn">${esc(p.name.full.toUpperCase())}</div><div class="band">${esc(p.headline)} · ${esc(p.email)} · ${esc(p.phone)}${linkOf(
    p,
  )
    .map((l) => ` · ${esc(l)}`)
    .join('')}</div>
<h2>Experience</h2>${jobsHtml(p)}<h2>Education</h2>${eduHtml(p)}<h2>Skills</h2><p>${p.skills.map(esc).join(' · ')}</p>
${p.details
  .filter((d) => d.kind === 'date_of_birth')
  .map((d) => `<p class="small">Date of birth: ${esc(d.value)}</p>`)
  .join('')}</div>`;
  const css = `.letter { padding: 60px 72px; height: 1122px; font-family: 'Liberation Serif', serif; font-size: 11.5pt; page-break-after: always } .from { text-align: right; margin-bottom: 30px }
.sign { font-family: 'DejaVu Serif', serif; font-style: italic; font-size: 16pt; margin: 12px 0 0 } .cv { padding: 40px 56px } .bandn { font-size: 20pt; letter-spacing: 3px; color: ${accent} }
.band { border-top: 2px solid ${accent}; font-size: 9pt; padding-top: 3px } h2 { font-size: 11pt; color: ${accent}; margin: 12px 0 4px } .dt { float: right; color: #666 } .small { font-size: 9pt }`;
  return { html: page(body, css) };
}

const X = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** A Word-like two-page resume in flat ODF (LibreOffice makes the DOCX, DOC and PDF): the name and page in the footer. */
export function writer(p, { accent }) {
  const lb = lab(p);
  const paras = [];
  const add = (style, text) => paras.push([style, text]);
  add('Name', p.name.full);
  add('Head', p.headline);
  add(
    'Contact',
    `${p.address} • ${p.phone} • ${p.email}${linkOf(p)
      .map((l) => ` • ${l}`)
      .join('')}`,
  );
  for (const d of p.details)
    add(
      'Contact',
      `${{ date_of_birth: 'Date of Birth', national_id: 'ID No.', nationality: 'Nationality', religion: 'Religion', marital_status: 'Marital Status', gender: 'Gender', age: 'Age' }[d.kind]}: ${d.value}`,
    );
  if (p.fatherName) add('Contact', `Father's Name: ${p.fatherName}`);
  add('H', lb.summary);
  add('Body', p.summary);
  add('H', lb.exp);
  for (const j of p.jobs) {
    add('Entry', `${j.title}, ${j.org}\t${j.dates}`);
    add('Meta', j.place);
    for (const b of j.bullets) add('Bullet', `– ${b}`);
  }
  add('H', lb.edu);
  for (const e of p.education) add('Body', `${e.degree} — ${e.school}, ${e.place}, ${e.dates}`);
  add('H', lb.skills);
  add('Body', p.skills.join('; '));
  for (const x of p.extra) add('Body', x);
  if (p.referees.length) {
    add('H', lb.refs || 'References');
    for (const r of p.referees) add('Body', `${r.name}, ${r.title}, ${r.org}, ${r.phone}`);
  }
  if (p.fatherName || p.locale === 'en-IN') {
    add('H', 'Declaration');
    add('Body', 'I hereby declare that all the details given above are correct to the best of my knowledge.');
    add('Body', `Place: ${p.jobs[0].place.split(',').pop().trim()}\tSignature: ${p.name.full}`);
  }
  const font = ['zh', 'ja', 'ko'].includes(p.language) ? 'Noto Sans CJK JP' : 'Liberation Serif';
  const footer = `${p.name.full} — Curriculum Vitae`;
  const ns = [
    'office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"',
    'style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"',
    'text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"',
    'fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"',
    'svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"',
    'meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0"',
    'dc="http://purl.org/dc/elements/1.1/"',
  ]
    .map((n) => `xmlns:${n}`)
    .join(' ');
  const ps = (name, props, text = '') =>
    `<style:style style:name="${name}" style:family="paragraph"><style:paragraph-properties ${props}/><style:text-properties ${text}/></style:style>`;
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document ${ns} office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:meta><dc:creator>${X(p.name.full)}</dc:creator><dc:title>Resume</dc:title></office:meta>
<office:font-face-decls><style:font-face style:name="${font}" svg:font-family="'${font}'"/></office:font-face-decls>
<office:styles>
<style:default-style style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.08cm"/><style:text-properties style:font-name="${font}" style:font-name-asian="${font}" fo:font-size="11pt" style:font-size-asian="11pt"/></style:default-style>
${ps('Name', 'fo:text-align="center"', 'fo:font-size="20pt" fo:font-weight="bold" style:font-size-asian="20pt"')}
${ps('Head', 'fo:text-align="center"', `fo:color="${accent}" fo:font-size="12pt"`)}
${ps('Contact', 'fo:text-align="center"', 'fo:font-size="9.5pt"')}
${ps('H', 'fo:margin-top="0.4cm" fo:border-bottom="0.6pt solid #444444" fo:keep-with-next="always"', `fo:font-weight="bold" fo:color="${accent}" fo:text-transform="uppercase"`)}
${ps('Entry', 'fo:margin-top="0.15cm"', 'fo:font-weight="bold"').replace('<style:paragraph-properties fo:margin-top="0.15cm"/>', '<style:paragraph-properties fo:margin-top="0.15cm"><style:tab-stops><style:tab-stop style:position="16.5cm" style:type="right"/></style:tab-stops></style:paragraph-properties>')}
${ps('Meta', '', 'fo:font-style="italic"')}
${ps('Bullet', 'fo:margin-left="0.6cm" fo:text-indent="-0.3cm"')}
${ps('Body', 'fo:text-align="justify"')}
${ps('Foot', 'fo:text-align="center"', 'fo:font-size="8pt" fo:color="#666666"')}
</office:styles>
<office:automatic-styles><style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.8cm" fo:margin-bottom="1.2cm" fo:margin-left="2.2cm" fo:margin-right="2.2cm"/><style:footer-style/></style:page-layout></office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"><style:footer><text:p text:style-name="Foot">${X(footer)} · Page <text:page-number text:select-page="current"/> of <text:page-count/></text:p></style:footer></style:master-page></office:master-styles>
<office:body><office:text>
${paras.map(([s, t]) => `<text:p text:style-name="${s}">${X(t).replace(/\t/g, '<text:tab/>')}</text:p>`).join('\n')}
</office:text></office:body></office:document>
`;
  return {
    fodt,
    lines: paras.flatMap(([, t]) => t.split('\t')),
    footerLine: (i, n) => `${footer} · Page ${i} of ${n}`,
  };
}
