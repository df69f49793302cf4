// Held-out part 15's own templates: each takes a person (./people.mjs) and { accent, scan } and returns the page's
// HTML, plus the name forms it prints beyond the person's own (`variants`) and other people it names (`others`).
// `writer` builds a flat ODF for LibreOffice instead (./writer.mjs).
import { LABELS } from './labels.mjs';
import { writer } from './writer.mjs';

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const page = (css, body, lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>@page{size:A4;margin:0}*{box-sizing:border-box}body{margin:0}${css}</style></head><body>${body}</body></html>`;
/** The English version of a person whose native-language resume is the default. */
const english = (p) => ({
  ...p,
  jobs: p.englishJobs ?? p.jobs,
  education: p.englishEducation ?? p.education,
  language: p.englishJobs ? 'en' : p.language,
});
const bullets = (b, cls = '') =>
  b.length ? `<ul class="${cls}">${b.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>` : '';

/** A US-style word-processor export: name and title left, a narrow "Contact" sidebar on the right. */
function contactSidebar(p, { accent }) {
  const L = LABELS.en;
  const display = p.name.full;
  const css = `body{font-family:'Liberation Sans',Arial,sans-serif;font-size:10.5pt;color:#222}
  .wrap{display:grid;grid-template-columns:1fr 170px;gap:28px;padding:56px 54px}
  h1{font-size:25pt;font-weight:400;margin:0;color:${accent}}
  .title{font-size:12pt;margin:2px 0 18px;color:#555}
  h2{font-size:10pt;letter-spacing:.08em;text-transform:uppercase;color:${accent};border-bottom:1px solid #ccc;margin:16px 0 6px;padding-bottom:2px}
  .job b{font-weight:700}.dates{color:#666;font-size:9.5pt}
  ul{margin:3px 0 8px 18px;padding:0}li{margin:1px 0}
  aside{font-size:9.5pt;border-left:2px solid ${accent};padding-left:12px;word-break:break-word}
  aside p{margin:0 0 8px}`;
  const contact = [
    p.email,
    p.phone,
    ...p.links.map((l) => l.value),
    p.address.split(', ').slice(0, 2).join(', '),
    p.address.split(', ').slice(2).join(', '),
  ];
  const body = `<div class="wrap"><main><h1>${esc(display)}</h1><div class="title">${esc(p.title)}</div>
  <p>${esc(p.summary)}</p>
  <h2>${L.experience}</h2>${p.jobs
    .map(
      (j) =>
        `<div class="job"><b>${esc(j.org)}</b>, ${esc(j.place)} — <i>${esc(j.title)}</i><div class="dates">${esc(j.from)} – ${esc(j.to)}</div>${bullets(j.bullets)}</div>`,
    )
    .join('')}
  <h2>${L.education}</h2>${p.education
    .map(
      (e) =>
        `<div><b>${esc(e.school)}</b>, ${esc(e.place)} — ${esc(e.degree)}<div class="dates">${e.from} – ${e.to}${e.note ? ` · ${esc(e.note)}` : ''}</div></div>`,
    )
    .join('')}
  ${(p.extra ?? []).map((x) => `<h2>${esc(x.heading)}</h2>${bullets(x.items)}`).join('')}
  ${p.referees?.length ? `<h2>${L.references}</h2>${p.referees.map((r) => `<p>${esc(r.name)}, ${esc(r.title)} · ${esc(r.phone)}</p>`).join('')}` : ''}
  </main><aside><h2>${L.contact}</h2>${contact
    .filter(Boolean)
    .map((c) => `<p>${esc(c)}</p>`)
    .join('')}
  <h2>${L.skills}</h2>${p.skills.map((s) => `<p>${esc(s)}</p>`).join('')}
  <h2>${L.languages}</h2>${p.langs.map((s) => `<p>${esc(s)}</p>`).join('')}</aside></div>`;
  return { html: page(css, body), others: (p.referees ?? []).map((r) => r.name) };
}

/** An Indian campus-placement portal resume: a header band with the roll number, an academic table, a declaration. */
function campus(p, { accent }) {
  const css = `body{font-family:'DejaVu Sans',sans-serif;font-size:9.5pt;color:#111}
  .band{background:${accent};color:#fff;padding:16px 40px;display:flex;justify-content:space-between;align-items:flex-end}
  .band h1{margin:0;font-size:17pt;letter-spacing:.02em}.band .r{text-align:right;font-size:9pt}
  .portal{font-size:8pt;color:#666;padding:4px 40px;border-bottom:1px solid #ddd}
  .c{padding:10px 40px}
  h2{background:#eee;font-size:10pt;padding:3px 6px;margin:12px 0 6px;border-left:4px solid ${accent}}
  table{border-collapse:collapse;width:100%}td,th{border:1px solid #999;padding:3px 5px;text-align:left;vertical-align:top}
  ul{margin:2px 0 4px 18px;padding:0}.decl{margin-top:16px}.sig{display:flex;justify-content:space-between;margin-top:18px}`;
  const upper = p.name.full.toUpperCase();
  const sign = p.short ? `${p.given.toUpperCase()} ${p.family[0]}.` : upper;
  const body = `<div class="portal">Generated from the Training &amp; Placement Cell portal · Resume ID ${esc(p.rollNo)}-R2</div>
  <div class="band"><div><h1>${esc(upper)}</h1>${esc(p.title)}</div><div class="r">Roll No: ${esc(p.rollNo)}<br>${esc(p.email)}<br>Mob: ${esc(p.phone)}</div></div>
  <div class="c"><h2>Career Objective</h2><p>${esc(p.summary)}</p>
  <h2>Academic Qualifications</h2><table><tr><th>Qualification</th><th>Institute</th><th>Year</th><th>CGPA / %</th></tr>${p.education
    .map(
      (e) =>
        `<tr><td>${esc(e.degree)}</td><td>${esc(e.school)}, ${esc(e.place)}</td><td>${e.to}</td><td>${esc(e.note ?? '')}</td></tr>`,
    )
    .join('')}</table>
  <h2>Internships &amp; Training</h2>${p.jobs
    .map(
      (j) =>
        `<p><b>${esc(j.org)}</b>, ${esc(j.place)} — ${esc(j.title)} (${esc(j.from)} – ${esc(j.to)})</p>${bullets(j.bullets)}`,
    )
    .join('')}
  <h2>Technical Skills</h2><p>${p.skills.map(esc).join(' • ')}</p>
  ${(p.extra ?? []).map((x) => `<h2>${esc(x.heading)}</h2>${bullets(x.items)}`).join('')}
  <h2>Personal Profile</h2><table>
  <tr><td>Father's Name</td><td>${esc(p.fatherName)}</td></tr>
  ${p.details.map((d) => `<tr><td>${esc(d.label)}</td><td>${esc(d.value)}</td></tr>`).join('')}
  <tr><td>Languages Known</td><td>${p.langs.map(esc).join(', ')}</td></tr>
  <tr><td>Permanent Address</td><td>${esc(p.address)}</td></tr></table>
  <h2>Declaration</h2><p class="decl">I hereby declare that the information furnished above is true to the best of my knowledge and belief.</p>
  <div class="sig"><div>Place: ${esc(p.addressShort.split(/[ -]+\d/)[0])}<br>Date: 02/10/2026</div><div>(${esc(sign)})</div></div></div>`;
  return { html: page(css, body), variants: [upper, sign], others: [p.fatherName] };
}

/** A German Lebenslauf in table form: labels in a narrow left column, dated rows, place, date and a signature. */
function tabelle(p, { accent, scan }) {
  const css = `body{font-family:'Liberation Serif',serif;font-size:${scan ? 10.5 : 11}pt;color:#000}
  .c{padding:${scan ? '40px 60px' : '60px 70px'}}h1{font-size:20pt;font-weight:400;letter-spacing:.3em;text-align:center;margin:0 0 18px}
  h2{font-size:11.5pt;color:${accent};border-bottom:1px solid ${accent};margin:14px 0 6px}
  table{border-collapse:collapse;width:100%}td{padding:2px 4px;vertical-align:top}td:first-child{width:140px;color:#333}
  ul{margin:0 0 0 16px;padding:0}.sig{margin-top:26px}.script{font-family:'URW Chancery L','Z003',cursive;font-size:18pt}`;
  const row = (a, b) => `<tr><td>${a}</td><td>${b}</td></tr>`;
  const body = `<div class="c"><h1>LEBENSLAUF</h1><h2>Persönliche Daten</h2><table>
  ${row('Name', esc(p.name.full))}
  ${row('Anschrift', esc(p.address).replace(', ', '<br>'))}
  ${row('Telefon', esc(p.phone))}
  ${row('E-Mail', esc(p.email))}
  ${p.details.map((d) => row(esc(d.label), esc(d.value) + (d.kind === 'date_of_birth' && p.birthplace ? ` in ${esc(p.birthplace.split(': ')[1])}` : ''))).join('')}
  </table>
  <h2>Berufserfahrung</h2><table>${p.jobs
    .map((j) =>
      row(
        `${esc(j.from)} – ${esc(j.to)}`,
        `<b>${esc(j.title)}</b><br>${esc(j.org)}, ${esc(j.place)}${bullets(j.bullets)}`,
      ),
    )
    .join('')}</table>
  <h2>Aus- und Weiterbildung</h2><table>${p.education.map((e) => row(`${e.from} – ${e.to}`, `${esc(e.degree)}<br>${esc(e.school)}, ${esc(e.place)}`)).join('')}</table>
  <h2>Kenntnisse</h2><table>${row('Fachlich', p.skills.map(esc).join(', '))}${row('Sprachen', p.langs.map(esc).join(', '))}${(
    p.extra ?? []
  )
    .map((x) => row(esc(x.heading), x.items.map(esc).join(', ')))
    .join('')}</table>
  <div class="sig">${esc(p.signPlace)}<br><span class="script">${esc(p.given[0])}. ${esc(p.family)}</span></div></div>`;
  return { html: page(css, body, 'de'), variants: [`${p.given[0]}. ${p.family}`] };
}

/** A design-tool page: a tinted left column with symbol glyphs, the given and family names on two letter-spaced lines. */
function canvaIcons(p, { accent }) {
  const L = LABELS[p.language] ?? LABELS.en;
  const css = `body{font-family:'DejaVu Sans',sans-serif;font-size:9.5pt;color:#333}
  .g{display:grid;grid-template-columns:235px 1fr;min-height:1120px}
  .side{background:${accent}22;padding:44px 22px}.main{padding:44px 34px}
  .n1{font-size:15pt;letter-spacing:.35em;text-transform:uppercase;color:#555}
  .n2{font-size:24pt;letter-spacing:.22em;text-transform:uppercase;font-weight:700;color:${accent};line-height:1.1}
  .t{margin:8px 0 20px;font-style:italic}
  h2{font-size:10pt;letter-spacing:.25em;text-transform:uppercase;color:${accent};margin:18px 0 8px}
  .i{display:flex;gap:8px;margin:0 0 7px;word-break:break-word}.i span:first-child{width:16px;color:${accent}}
  .job{margin-bottom:10px}.job .d{float:right;font-size:8.5pt;color:#777}
  ul{margin:3px 0 0 14px;padding:0}.dot{letter-spacing:2px;color:${accent}}`;
  const icons = [['✆', p.phone], ['✉', p.email], ...p.links.map((l) => ['◉', l.value]), ['⌂', p.address]];
  const level = (i) => '●'.repeat(5 - (i % 3)) + '○'.repeat(i % 3);
  const body = `<div class="g"><div class="side"><h2>${L.contact}</h2>${icons
    .map(([g, v]) => `<div class="i"><span>${g}</span><span>${esc(v)}</span></div>`)
    .join('')}
  <h2>${L.skills}</h2>${p.skills.map((s, i) => `<div>${esc(s)}<br><span class="dot">${level(i)}</span></div>`).join('')}
  <h2>${L.languages}</h2>${p.langs.map((s) => `<div>${esc(s)}</div>`).join('')}
  ${(p.extra ?? []).map((x) => `<h2>${esc(x.heading)}</h2>${x.items.map((s) => `<div>${esc(s)}</div>`).join('')}`).join('')}</div>
  <div class="main"><div class="n1">${esc(p.given)}</div><div class="n2">${esc(p.family)}</div><div class="t">${esc(p.title)}</div>
  <h2>${L.profile}</h2><p>${esc(p.summary)}</p>
  <h2>${L.experience}</h2>${p.jobs
    .map(
      (j) =>
        `<div class="job"><span class="d">${esc(j.from)} – ${esc(j.to)}</span><b>${esc(j.title)}</b><br>${esc(j.org)} · ${esc(j.place)}${bullets(j.bullets)}</div>`,
    )
    .join('')}
  <h2>${L.education}</h2>${p.education.map((e) => `<div class="job"><span class="d">${e.from} – ${e.to}</span><b>${esc(e.degree)}</b><br>${esc(e.school)} · ${esc(e.place)}</div>`).join('')}
  </div></div>`;
  return { html: page(css, body, p.language), variants: [p.family.toUpperCase()] };
}

/** A Spanish-language job-portal export: a branded strip, the name running into a "verified" chip, boxed blocks. */
function infojobs(p, { accent, scan }) {
  const L = LABELS.es;
  const css = `body{font-family:'Liberation Sans',Arial,sans-serif;font-size:${scan ? 10 : 9.5}pt;color:#2b2b2b}
  .strip{background:${accent};color:#fff;padding:8px 36px;font-size:9pt;display:flex;justify-content:space-between}
  .head{padding:16px 36px 6px}.nm{font-size:19pt;font-weight:700;float:left}.chip{float:left;font-size:8pt;background:#e6f4ea;color:#1e6b35;padding:2px 6px;border-radius:8px;margin:8px 0 0 2px}
  .sub{clear:both;color:#666;padding-top:3px}.c{padding:0 36px}
  .box{border:1px solid #d5d5d5;border-radius:4px;padding:8px 12px;margin:8px 0}
  h2{font-size:10.5pt;color:${accent};margin:12px 0 4px}.kv{display:grid;grid-template-columns:150px 1fr}.k{color:#777}
  ul{margin:2px 0 0 18px;padding:0}`;
  const body = `<div class="strip"><span>Portal Empleo · Currículum del candidato</span><span>Ref. CV-${p.phone.replace(/\D/g, '').slice(-6)}</span></div>
  <div class="head"><span class="nm">${esc(p.name.full)}</span><span class="chip">Perfil verificado</span>
  <div class="sub">${esc(p.title)} · ${esc(p.addressShort)}</div></div><div class="c">
  <h2>${L.personal}</h2><div class="box">
  <div class="kv"><span class="k">Correo electrónico</span><span>${esc(p.email)}</span></div>
  <div class="kv"><span class="k">Teléfono</span><span>${esc(p.phone)}</span></div>
  <div class="kv"><span class="k">Dirección</span><span>${esc(p.address)}</span></div>
  ${p.details.map((d) => `<div class="kv"><span class="k">${esc(d.label)}</span><span>${esc(d.value)}</span></div>`).join('')}</div>
  ${p.summary ? `<h2>${L.profile}</h2><p>${esc(p.summary)}</p>` : ''}
  <h2>${L.experience}</h2>${p.jobs
    .map(
      (j) =>
        `<div class="box"><b>${esc(j.title)}</b> — ${esc(j.org)} (${esc(j.place)})<br><small>${esc(j.from)} - ${esc(j.to)}</small>${bullets(j.bullets)}</div>`,
    )
    .join('')}
  <h2>${L.education}</h2>${p.education.map((e) => `<div class="box"><b>${esc(e.degree)}</b><br>${esc(e.school)}, ${esc(e.place)} · ${e.from}–${e.to}</div>`).join('')}
  <h2>Conocimientos</h2><p>${p.skills.map(esc).join(' · ')}</p>
  <h2>${L.languages}</h2><p>${p.langs.map(esc).join(' · ')}</p></div>`;
  return { html: page(css, body, 'es') };
}

/** A Korean job-site export: 이력서 title, a 기본정보 grid with a photo box, 학력/경력 tables, 자기소개서. */
function jobkorea(p, { accent, scan }) {
  const css = `body{font-family:'Noto Sans CJK KR','Noto Serif CJK KR',sans-serif;font-size:${scan ? 10.5 : 9.5}pt;color:#222}
  .c{padding:${scan ? '36px 54px' : '44px 48px'}}h1{text-align:center;letter-spacing:1em;font-size:20pt;margin:0 0 14px}
  h2{font-size:11pt;margin:14px 0 5px;padding-left:6px;border-left:4px solid ${accent}}
  table{border-collapse:collapse;width:100%}td,th{border:1px solid #bbb;padding:4px 6px;text-align:left}th{background:#f2f4f7;width:90px;font-weight:500}
  .photo{width:90px;height:115px;border:1px solid #bbb;text-align:center;color:#999;vertical-align:middle}
  .foot{margin-top:12px;color:#888;font-size:8pt;text-align:right}`;
  const body = `<div class="c"><h1>이력서</h1><h2>기본정보</h2><table>
  <tr><th>이름</th><td>${esc(p.name.full)}</td><td class="photo" rowspan="5">사진</td></tr>
  <tr><th>영문</th><td>${esc(p.name.variants[0])}</td></tr>
  ${p.details.map((d) => `<tr><th>${esc(d.label)}</th><td>${esc(d.value)} (여)</td></tr>`).join('')}
  <tr><th>휴대폰</th><td>${esc(p.phone)}</td></tr>
  <tr><th>이메일</th><td>${esc(p.email)}</td></tr>
  <tr><th>주소</th><td colspan="2">${esc(p.address)}</td></tr></table>
  <h2>학력사항</h2><table><tr><th>기간</th><th>학교명</th><th>전공</th><th>학점</th></tr>${p.education
    .map(
      (e) =>
        `<tr><td>${e.from} ~ ${e.to}</td><td>${esc(e.school)}</td><td>${esc(e.degree)}</td><td>${esc(e.note ?? '')}</td></tr>`,
    )
    .join('')}</table>
  <h2>경력사항</h2><table><tr><th>기간</th><th>회사명</th><th>직무</th><th>담당업무</th></tr>${p.jobs
    .map(
      (j) =>
        `<tr><td>${j.from} ~ ${j.to}</td><td>${esc(j.org)}</td><td>${esc(j.title)}</td><td>${j.bullets.map(esc).join('<br>')}</td></tr>`,
    )
    .join('')}</table>
  <h2>보유기술 · 어학</h2><p>${p.skills.map(esc).join(', ')} / ${p.langs.map(esc).join(', ')}</p>
  ${scan ? '' : `<h2>자기소개서</h2><p>${esc(p.summary)}</p>`}
  <p>위의 기재 사항은 사실과 다름없음을 확인합니다.</p><p style="text-align:right">2026년 10월 5일 &nbsp; 작성자: ${esc(p.name.full)} (인)</p>
  <div class="foot">본 이력서는 채용 사이트에서 출력되었습니다.</div></div>`;
  return { html: page(css, body, 'ko') };
}

/** A Chinese job-site export: a resume number, the name, one line of facts (gender, age, city, years), 求职意向. */
function qiancheng(p, { accent }) {
  const css = `body{font-family:'Noto Sans CJK SC',sans-serif;font-size:9.5pt;color:#333}
  .top{font-size:8pt;color:#999;padding:14px 44px 0;display:flex;justify-content:space-between}
  .hd{padding:10px 44px;border-bottom:3px solid ${accent}}.hd h1{margin:0;font-size:20pt}.facts{color:#555;margin:4px 0}
  .c{padding:4px 44px}h2{font-size:11pt;color:${accent};margin:14px 0 6px}
  .row{display:grid;grid-template-columns:140px 1fr;gap:8px;margin:4px 0}ul{margin:2px 0 0 16px;padding:0}`;
  const age = p.details.find((d) => d.kind === 'age');
  const dob = p.details.find((d) => d.kind === 'date_of_birth');
  const body = `<div class="top"><span>前程职聘 · 简历编号：ID:409218375</span><span>更新时间：2026-10-08</span></div>
  <div class="hd"><h1>${esc(p.name.full)}</h1><div class="facts">女 | ${esc(age.value)} (${esc(dob.value)}) | 现居住 上海-徐汇区 | 8年工作经验</div>
  <div class="facts">手机：${esc(p.phone)} &nbsp; 邮箱：${esc(p.email)} &nbsp; 微信：${esc(p.links[0].value)}</div>
  <div class="facts">地址：${esc(p.address)}</div></div><div class="c">
  <h2>求职意向</h2><div class="row"><span>期望职位</span><span>${esc(p.title)} / 用户体验负责人</span></div><div class="row"><span>期望地点</span><span>上海</span></div>
  <h2>自我评价</h2><p>${esc(p.summary)}</p>
  <h2>工作经历</h2>${p.jobs
    .map(
      (j) =>
        `<div class="row"><span>${j.from} - ${j.to}</span><span><b>${esc(j.org)}</b> | ${esc(j.title)} | ${esc(j.place)}${bullets(j.bullets)}</span></div>`,
    )
    .join('')}
  <h2>教育经历</h2>${p.education.map((e) => `<div class="row"><span>${e.from} - ${e.to}</span><span>${esc(e.school)} | ${esc(e.degree)}</span></div>`).join('')}
  <h2>技能特长</h2><p>${p.skills.map(esc).join('、')}</p><h2>语言能力</h2><p>${p.langs.map(esc).join('、')}</p></div>`;
  return { html: page(css, body, 'zh') };
}

/** A Vietnamese job-site export: the name in capitals with the English name in parentheses, labelled facts. */
function vnworks(p, { accent }) {
  const css = `body{font-family:'DejaVu Sans',sans-serif;font-size:9.5pt;color:#2a2a2a}
  .hd{display:flex;gap:18px;padding:36px 44px 12px;border-bottom:2px solid ${accent}}
  .av{width:70px;height:70px;border-radius:50%;background:${accent};color:#fff;font-size:24pt;display:flex;align-items:center;justify-content:center}
  h1{margin:0;font-size:17pt;color:${accent}}.c{padding:6px 44px}h2{font-size:10.5pt;text-transform:uppercase;margin:14px 0 5px;color:${accent}}
  .kv{display:grid;grid-template-columns:110px 1fr}.k{color:#777}ul{margin:2px 0 0 18px;padding:0}.j{margin:6px 0}`;
  const upper = p.name.full.toUpperCase();
  const body = `<div class="hd"><div class="av">${esc(p.given.split(' ').pop()[0])}</div><div><h1>${esc(upper)} (${esc(p.english)})</h1>
  <div>${esc(p.title)} · 5 năm kinh nghiệm</div><div style="color:#999;font-size:8pt">Hồ sơ tải từ trang tuyển dụng · Mã hồ sơ 7730158</div></div></div>
  <div class="c"><h2>Thông tin cá nhân</h2>
  <div class="kv"><span class="k">Email</span><span>${esc(p.email)}</span></div><div class="kv"><span class="k">Điện thoại</span><span>${esc(p.phone)}</span></div>
  ${p.details.map((d) => `<div class="kv"><span class="k">${esc(d.label)}</span><span>${esc(d.value)}</span></div>`).join('')}
  <div class="kv"><span class="k">Địa chỉ</span><span>${esc(p.address)}</span></div><div class="kv"><span class="k">GitHub</span><span>${esc(p.links[0].value)}</span></div>
  <h2>Mục tiêu nghề nghiệp</h2><p>${esc(p.summary)}</p>
  <h2>Kinh nghiệm làm việc</h2>${p.jobs
    .map(
      (j) =>
        `<div class="j"><b>${esc(j.title)}</b> – ${esc(j.org)}<br><small>${j.from} – ${j.to} · ${esc(j.place)}</small>${bullets(j.bullets)}</div>`,
    )
    .join('')}
  <h2>Học vấn</h2>${p.education.map((e) => `<div class="j"><b>${esc(e.school)}</b><br>${esc(e.degree)} · ${e.from} – ${e.to}</div>`).join('')}
  <h2>Kỹ năng</h2><p>${p.skills.map(esc).join(', ')}</p><h2>Ngoại ngữ</h2><p>${p.langs.map(esc).join(', ')}</p></div>`;
  return { html: page(css, body, 'vi'), variants: [upper, `${upper} (${p.english})`] };
}

/** A Central-European CV with a photo box, a personal-data list and the data-processing consent clause at the foot. */
function rodo(p, { accent }) {
  const L = LABELS[p.language];
  const css = `body{font-family:'Liberation Sans',sans-serif;font-size:9.5pt;color:#222}
  .c{padding:40px 50px}.hd{display:flex;justify-content:space-between;border-bottom:1px solid #999;padding-bottom:10px}
  h1{margin:0;font-size:21pt;font-weight:300}h1 b{font-weight:700}.t{color:${accent};font-size:11pt}
  .ph{width:85px;height:105px;border:1px dashed #999;color:#aaa;font-size:8pt;display:flex;align-items:center;justify-content:center}
  h2{font-size:10.5pt;text-transform:uppercase;letter-spacing:.05em;color:${accent};margin:14px 0 5px}
  .r{display:grid;grid-template-columns:120px 1fr;margin:2px 0}.r span:first-child{color:#666}
  ul{margin:2px 0 0 16px;padding:0}.consent{margin-top:22px;font-size:7.5pt;color:#555;border-top:1px solid #ccc;padding-top:6px}`;
  const lbl =
    p.language === 'pl'
      ? { tel: 'Telefon', mail: 'E-mail', addr: 'Adres' }
      : { tel: 'Telefon', mail: 'E-posta', addr: 'Adres' };
  const body = `<div class="c"><div class="hd"><div><h1>${esc(p.given)} <b>${esc(p.family)}</b></h1><div class="t">${esc(p.title)}</div></div><div class="ph">foto</div></div>
  <h2>${L.personal}</h2>
  <div class="r"><span>${lbl.tel}</span><span>${esc(p.phone)}</span></div><div class="r"><span>${lbl.mail}</span><span>${esc(p.email)}</span></div>
  <div class="r"><span>${lbl.addr}</span><span>${esc(p.address)}</span></div>
  ${p.details.map((d) => `<div class="r"><span>${esc(d.label)}</span><span>${esc(d.value)}</span></div>`).join('')}
  ${p.links.map((l) => `<div class="r"><span>${l.kind === 'domain' ? 'Web' : 'GitHub'}</span><span>${esc(l.value)}</span></div>`).join('')}
  ${p.military ? `<div class="r"><span>${esc(p.military.split(': ')[0])}</span><span>${esc(p.military.split(': ')[1])}</span></div>` : ''}
  <h2>${L.profile}</h2><p>${esc(p.summary)}</p>
  <h2>${L.experience}</h2>${p.jobs
    .map(
      (j) =>
        `<div class="r"><span>${esc(j.from)} – ${esc(j.to)}</span><span><b>${esc(j.title)}</b>, ${esc(j.org)}, ${esc(j.place)}${bullets(j.bullets)}</span></div>`,
    )
    .join('')}
  <h2>${L.education}</h2>${p.education.map((e) => `<div class="r"><span>${e.from} – ${e.to}</span><span>${esc(e.school)}, ${esc(e.place)}<br>${esc(e.degree)}</span></div>`).join('')}
  <h2>${L.skills}</h2><p>${p.skills.map(esc).join(' | ')}</p><h2>${L.languages}</h2><p>${p.langs.map(esc).join('; ')}</p>
  ${(p.extra ?? []).map((x) => `<h2>${esc(x.heading)}</h2>${bullets(x.items)}`).join('')}
  <div class="consent">${esc(p.consent)}</div></div>`;
  return { html: page(css, body, p.language) };
}

/** A networking site's "Save to PDF": a grey left rail (contact, top skills, languages), "Page N of M" footer. */
function inprofile(p0, { accent }) {
  const p = english(p0);
  const L = LABELS[p.language] ?? LABELS.en;
  const css = `body{font-family:'Liberation Sans',Arial,sans-serif;font-size:10pt;color:#1d1d1d}
  .g{display:grid;grid-template-columns:200px 1fr}.rail{background:#f0f0ee;padding:30px 18px;font-size:9pt;word-break:break-all}
  .rail h3{font-size:11pt;margin:16px 0 6px}.rail p{margin:0 0 5px}.m{padding:30px 34px}
  h1{font-size:24pt;margin:0;font-weight:400}.hl{font-size:11.5pt;margin:4px 0}.loc{color:#777}
  h2{font-size:15pt;font-weight:400;margin:20px 0 8px;color:${accent}}.org{font-size:11pt;margin-top:10px}.d{color:#777}
  ul{margin:2px 0 0 16px;padding:0}`;
  const months = ['3 years', '2 years 4 months', '1 year 7 months'];
  const body = `<div class="g"><div class="rail"><h3>${L.contact}</h3><p>${esc(p.email)}</p><p>${esc(p.phone)} (Mobile)</p>
  ${p.links.map((l) => `<p>${esc(l.value)} (${l.kind === 'link' ? 'LinkedIn' : 'Other'})</p>`).join('')}
  <h3>Top Skills</h3>${p.skills
    .slice(0, 3)
    .map((s) => `<p>${esc(s)}</p>`)
    .join('')}
  <h3>${L.languages}</h3>${p.langs.map((s) => `<p>${esc(s)}</p>`).join('')}
  ${(p.extra ?? []).map((x) => `<h3>${esc(x.heading)}</h3>${x.items.map((s) => `<p>${esc(s)}</p>`).join('')}`).join('')}</div>
  <div class="m"><h1>${esc(p.given)} ${esc(p.family)}</h1><div class="hl">${esc(p.title)} at ${esc(p.jobs[0].org)}</div><div class="loc">${esc(p.addressShort)}</div>
  <h2>${L.profile}</h2><p>${esc(p.summary)}</p>
  <h2>${L.experience}</h2>${p.jobs
    .map(
      (j, i) =>
        `<div class="org"><b>${esc(j.org)}</b></div><div>${esc(j.title)}</div><div class="d">${esc(j.from)} - ${esc(j.to)} (${months[i % 3]})</div><div class="d">${esc(j.place)}</div>${bullets(j.bullets)}`,
    )
    .join('')}
  <h2>${L.education}</h2>${p.education.map((e) => `<div class="org"><b>${esc(e.school)}</b></div><div>${esc(e.degree)} · (${e.from} - ${e.to})</div>`).join('')}
  ${p.referees?.length ? `<h2>${L.references}</h2>${p.referees.map((r) => `<p>${esc(r.name)} — ${esc(r.title)}, ${esc(r.phone)}</p>`).join('')}` : ''}
  </div></div>`;
  return {
    html: page(css, body, p.language),
    variants: [`${p.given} ${p.family}`],
    others: (p.referees ?? []).map((r) => r.name),
    footer: {
      template: `<div style="font-size:8px;width:100%;text-align:right;padding-right:30px;color:#888"><span class="pageNumber"></span> / <span class="totalPages"></span></div>`,
      text: (i, n) => [`${i} / ${n}`],
    },
  };
}

/** A modern one-column page: a greeting with the short name, glyphs before bare handles and a personal domain. */
function monoHero(p0, { accent }) {
  const p = english(p0);
  const L = LABELS[p.language] ?? LABELS.en;
  const short = p.short ?? p.english ?? p.given;
  const display = p0.english ? `${p0.name.variants[1]}` : `${p.given} ${p.family}`;
  const hello = { en: `Hi, I’m ${short}.`, sk: `Ahoj, som ${short}.` }[p.language] ?? `${short}`;
  const css = `body{font-family:'DejaVu Sans',sans-serif;font-size:9.5pt;color:#2d2d2d}
  .c{padding:46px 58px}.hi{font-size:28pt;font-weight:700;color:${accent};margin:0}.nm{font-size:12pt;margin:2px 0 10px;letter-spacing:.04em}
  .ct{display:flex;flex-wrap:wrap;gap:6px 18px;margin-bottom:16px;font-size:9pt}.ct span b{color:${accent};margin-right:4px}
  h2{font-size:9pt;letter-spacing:.3em;text-transform:uppercase;color:#888;margin:18px 0 6px}
  .j{display:grid;grid-template-columns:115px 1fr;gap:10px;margin:5px 0}.j .d{color:#888;font-size:8.5pt}ul{margin:2px 0 0 16px;padding:0}
  .tags span{display:inline-block;border:1px solid ${accent};border-radius:10px;padding:1px 8px;margin:2px}`;
  const glyph = { handle: '', domain: '🌐', link: '' };
  const contact = [
    ['✉', p.email],
    ['☏', p.phone],
    ...p.links.map((l) => [glyph[l.kind], l.value]),
    ['⌖', p.addressShort],
  ];
  const body = `<div class="c"><p class="hi">${esc(hello)}</p><div class="nm">${esc(display)} — ${esc(p.title)}</div>
  <div class="ct">${contact.map(([g, v]) => `<span><b>${g}</b>${esc(v)}</span>`).join('')}</div>
  <p>${esc(p.summary)}</p>
  <h2>${L.experience}</h2>${p.jobs
    .map(
      (j) =>
        `<div class="j"><span class="d">${esc(j.from)} → ${esc(j.to)}</span><span><b>${esc(j.title)}</b> · ${esc(j.org)}, ${esc(j.place)}${bullets(j.bullets)}</span></div>`,
    )
    .join('')}
  <h2>${L.education}</h2>${p.education.map((e) => `<div class="j"><span class="d">${e.from} → ${e.to}</span><span>${esc(e.degree)} · ${esc(e.school)}</span></div>`).join('')}
  <h2>${L.skills}</h2><div class="tags">${p.skills.map((s) => `<span>${esc(s)}</span>`).join(' ')}</div>
  <h2>${L.languages}</h2><p>${p.langs.map(esc).join(' / ')}</p></div>`;
  return { html: page(css, body, p.language), variants: [display, short] };
}

export const LAYOUTS = {
  contactSidebar,
  campus,
  tabelle,
  canvaIcons,
  infojobs,
  jobkorea,
  qiancheng,
  vnworks,
  rodo,
  inprofile,
  monoHero,
  writer,
};
