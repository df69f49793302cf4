// Held-out part 37's own templates: how applicants from South and South-East Asia, East Asia and the Gulf lay
// out their CVs (Word-made Indian CVs with personal details and a declaration, Gulf expatriate CVs with a photo
// box and visa status, job-portal exports, a Canva-like design, a moderncv-like LaTeX look, a LinkedIn profile
// export, a plain ATS text, a Japanese rirekisho, a Chinese resume, an academic CV) and a Word document kept as
// flat ODF for LibreOffice. Each returns the HTML (or FODT) and what it shows beyond the person's own fields.

export const esc = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const page = (css, body, lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>@page{size:A4;margin:0}*{box-sizing:border-box}body{margin:0}${css}</style></head><body>${body}</body></html>`;
const linkText = (p) => p.links.map((l) => esc(l.value));
/** The name as the person writes it at the top of this document. */
const nm = (p) => p.display ?? p.name.full;

/** India, Pakistan, Sri Lanka, Nepal: a Word-made CV with objective, table of qualifications, personal details and a declaration. */
export function wordIndia(p, { accent }) {
  const personal = [
    ...(p.fatherName ? [["Father's Name", p.fatherName]] : []),
    ...p.details.map((d) => [d.label, d.value]),
    ...(p.languagesKnown ? [['Languages Known', p.languagesKnown]] : []),
    ['Permanent Address', p.address],
  ];
  const css = `body{font-family:'Nimbus Roman',serif;font-size:11.5pt;padding:18mm 20mm;color:#111}
h1{text-align:center;font-size:15pt;text-decoration:underline;margin:0 0 10px}
.top{display:flex;justify-content:space-between;border-bottom:2px solid ${accent};padding-bottom:6px}
.top b{font-size:13pt}
h2{font-size:11.5pt;background:#d9d9d9;padding:2px 6px;margin:14px 0 6px;text-transform:uppercase}
table{border-collapse:collapse;width:100%}td,th{border:1px solid #444;padding:3px 5px;font-size:10.5pt;vertical-align:top}
.pd td{border:none;padding:1px 4px}.pd td:first-child{width:34%}
ul{margin:2px 0 4px 0;padding-left:20px}li{margin:1px 0}
.sign{display:flex;justify-content:space-between;margin-top:26px}`;
  const body = `<h1>CURRICULUM VITAE</h1>
<div class="top"><div><b>${esc(p.display ?? p.name.full)}</b><br>${esc(p.address)}</div>
<div style="text-align:right">Mobile: ${esc(p.phone)}<br>E-mail: ${esc(p.email)}${p.links.length ? `<br>${linkText(p).join('<br>')}` : ''}</div></div>
<h2>Career Objective</h2><p style="margin:2px 0">${esc(p.summary)}</p>
<h2>Professional Experience</h2>
${p.jobs.map((j) => `<p style="margin:6px 0 2px"><b>${esc(j.title)}</b> – ${esc(j.org)}, ${esc(j.place)} &nbsp;(${esc(j.from)} – ${esc(j.to)})</p><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`).join('')}
<h2>Educational Qualification</h2>
<table><tr><th>Qualification</th><th>Institution</th><th>Year</th></tr>${p.education.map((e) => `<tr><td>${esc(e.degree)}</td><td>${esc(e.school)}, ${esc(e.place)}</td><td>${esc(e.year)}</td></tr>`).join('')}</table>
<h2>Technical Skills</h2><p style="margin:2px 0">${p.skills.map(esc).join(', ')}</p>
${p.extra.length ? `<h2>Achievements</h2><ul>${p.extra.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>` : ''}
<h2>Personal Details</h2><table class="pd">${personal.map(([k, v]) => `<tr><td>${esc(k)}</td><td>: ${esc(v)}</td></tr>`).join('')}</table>
${(p.referees ?? []).length ? `<h2>References</h2>${p.referees.map((r) => `<p style="margin:3px 0">${esc(r.name)}<br>${esc(r.title)}<br>Tel: ${esc(r.phone)}</p>`).join('')}` : ''}
<h2>Declaration</h2><p style="margin:2px 0">${esc(p.declaration ?? 'I hereby declare that the above information is true to the best of my knowledge.')}</p>
<div class="sign"><div>Place: ${esc(p.place ?? '')}<br>Date:</div><div style="text-align:right">(${esc((p.display ?? p.name.full).toUpperCase())})</div></div>`;
  return { html: page(css, body), variants: [(p.display ?? p.name.full).toUpperCase()] };
}

/** Gulf expatriates: photo box, nationality, visa status, passport and driving licence up front. */
export function gulf(p, { accent }) {
  const css = `body{font-family:'Nimbus Sans',Arial,sans-serif;font-size:10pt;padding:14mm 16mm;color:#222}
.head{display:grid;grid-template-columns:1fr 32mm;gap:8mm;border-bottom:3px solid ${accent};padding-bottom:8px}
.photo{width:32mm;height:40mm;border:1px dashed #888;display:flex;align-items:center;justify-content:center;color:#888;font-size:8pt}
h1{margin:0;font-size:20pt;color:${accent}}.role{font-size:12pt;margin:2px 0 8px}
.c span{display:block;margin:1px 0}
h2{color:${accent};font-size:11pt;border-bottom:1px solid #ccc;margin:12px 0 5px;letter-spacing:1px}
.kv{display:grid;grid-template-columns:40mm 1fr;row-gap:2px}.job b{font-size:10.5pt}
ul{margin:2px 0 6px;padding-left:16px}`;
  const kv = [
    ...p.details.map((d) => [d.label, d.value]),
    ...(p.visa ? [['Visa Status', p.visa]] : []),
    ...(p.licence ? [['Driving Licence', p.licence]] : []),
  ];
  const body = `<div class="head"><div><h1>${esc(p.name.full)}</h1><div class="role">${esc(p.title)}</div>
<div class="c"><span>☎ ${esc(p.phone)}</span><span>✉ ${esc(p.email)}</span><span>⌂ ${esc(p.address)}</span></div></div>
<div class="photo">PHOTO</div></div>
<h2>PROFILE</h2><p style="margin:0">${esc(p.summary)}</p>
<h2>PERSONAL DATA</h2><div class="kv">${kv.map(([k, v]) => `<div>${esc(k)}</div><div>${esc(v)}</div>`).join('')}</div>
<h2>WORK EXPERIENCE</h2>${p.jobs.map((j) => `<div class="job"><b>${esc(j.title)}</b> | ${esc(j.org)}, ${esc(j.place)}<br><i>${esc(j.from)} to ${esc(j.to)}</i><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`).join('')}
<h2>EDUCATION</h2>${p.education.map((e) => `<div>${esc(e.degree)} — ${esc(e.school)}, ${esc(e.place)} (${esc(e.year)})</div>`).join('')}
<h2>SKILLS</h2><div>${p.skills.map(esc).join(' • ')}</div>
${p.extra.length ? `<h2>TRAINING</h2>${p.extra.map((x) => `<div>${esc(x)}</div>`).join('')}` : ''}
<p style="margin-top:14px;font-size:9pt;color:#555">References available upon request.</p>`;
  return { html: page(css, body) };
}

/** A job-portal export (Naukri / Bayt / JobStreet / 104-like): brand bar, key facts grid, the name running into the next label. */
export function portal(p, { accent }) {
  const brand =
    {
      'en-IN': 'naukrihub',
      'en-US': 'naukrihub',
      'ms-MY': 'JobStreak',
      'id-ID': 'JobStreak',
      'zh-TW': '105 Jobs',
      'en-AE': 'Bayteq',
      'en-SA': 'Bayteq',
      'en-QA': 'Bayteq',
    }[p.locale] ?? 'JobStreak';
  const css = `body{font-family:'DejaVu Sans',sans-serif;font-size:9pt;color:#333;padding:0 0 12mm}
.bar{background:${accent};color:#fff;padding:6px 14mm;font-size:10pt;display:flex;justify-content:space-between}
.wrap{padding:6mm 14mm}.nm{font-size:15pt;font-weight:bold;color:#111}.tag{font-size:9pt;color:#777}
.grid{display:grid;grid-template-columns:repeat(3,1fr);gap:4px 10px;background:#f4f4f4;padding:8px;margin:8px 0}
.grid div span{display:block;color:#888;font-size:7.5pt}
h3{font-size:10pt;margin:12px 0 4px;color:${accent}}.row{margin:4px 0 8px}
.pill{display:inline-block;border:1px solid #bbb;border-radius:9px;padding:1px 7px;margin:2px}`;
  const facts = [
    ['Current Location', p.addressShort ?? p.address],
    ['Total Experience', `${p.jobs.length > 1 ? '7 Year(s) 4 Month(s)' : '3 Year(s)'}`],
    ['Notice Period', '30 Days'],
    ['Mobile', p.phone],
    ['Email', p.email],
    ...p.details.slice(0, 3).map((d) => [d.label, d.value]),
  ];
  const body = `<div class="bar"><b>${brand}</b><span>Resume downloaded by recruiter · 14-Oct-2025</span></div>
<div class="wrap"><div><span class="nm">${esc(p.name.full)}</span><span class="tag">Profile last updated 3 days ago</span></div>
<div>${esc(p.title)} · ${esc(p.jobs[0].org)}</div>
<div class="grid">${facts.map(([k, v]) => `<div><span>${esc(k)}</span>${esc(v)}</div>`).join('')}</div>
<h3>Profile Summary</h3><div>${esc(p.summary)}</div>
<h3>Key Skills</h3><div>${p.skills.map((s) => `<span class="pill">${esc(s)}</span>`).join(' ')}</div>
<h3>Employment</h3>${p.jobs.map((j) => `<div class="row"><b>${esc(j.title)}</b><br>${esc(j.org)} · ${esc(j.place)}<br><span class="tag">${esc(j.from)} – ${esc(j.to)}</span><br>${j.bullets.map(esc).join(' ')}</div>`).join('')}
<h3>Education</h3>${p.education.map((e) => `<div class="row">${esc(e.degree)}<br>${esc(e.school)}, ${esc(e.place)} · ${esc(e.year)}</div>`).join('')}
${p.extra.length ? `<h3>Accomplishments</h3>${p.extra.map((x) => `<div>${esc(x)}</div>`).join('')}` : ''}
<h3>Desired Job</h3><div>Preferred location: ${esc(p.jobs[0].place)} · Employment type: Full time</div></div>`;
  return { html: page(css, body), variants: [`${p.name.full}Profile`] };
}

/** A Canva-like two-column design: the name over two lines, letter-spaced capitals, skill bars and glyphs before contacts. */
export function canva(p, { accent }) {
  const parts = p.name.full.split(' ');
  const first = parts.slice(0, Math.ceil(parts.length / 2)).join(' ');
  const last = parts.slice(Math.ceil(parts.length / 2)).join(' ');
  const css = `body{font-family:'URW Gothic',sans-serif;font-size:9.5pt;color:#2b2b2b;display:grid;grid-template-columns:70mm 1fr;min-height:297mm}
.side{background:${accent}18;padding:16mm 8mm 10mm 12mm}.main{padding:16mm 12mm 10mm 10mm}
.n1,.n2{text-transform:uppercase;letter-spacing:0.28em;line-height:1.15}.n1{font-size:22pt;font-weight:300}.n2{font-size:22pt;font-weight:bold;color:${accent}}
.role{letter-spacing:0.15em;text-transform:uppercase;font-size:9pt;margin:8px 0 18px}
h4{text-transform:uppercase;letter-spacing:0.2em;font-size:9pt;border-bottom:1px solid ${accent};padding-bottom:3px;margin:16px 0 8px}
.ci{margin:5px 0;word-break:break-word}.ci i{font-style:normal;color:${accent};margin-right:6px}
.bar{height:5px;background:#ddd;margin:2px 0 7px}.bar b{display:block;height:5px;background:${accent}}
.j{margin-bottom:10px}.j .d{font-size:8.5pt;color:#777}ul{padding-left:14px;margin:3px 0}`;
  const body = `<div class="side"><div class="n1">${esc(first)}</div><div class="n2">${esc(last)}</div><div class="role">${esc(p.title)}</div>
<h4>Contact</h4><div class="ci"><i>✆</i> ${esc(p.phone)}</div><div class="ci"><i>✉</i> ${esc(p.email)}</div>${p.links.map((l) => `<div class="ci"><i>◉</i> ${esc(l.value)}</div>`).join('')}<div class="ci"><i>⌖</i> ${esc(p.address)}</div>
<h4>Skills</h4>${p.skills.map((s, i) => `<div>${esc(s)}</div><div class="bar"><b style="width:${95 - i * 9}%"></b></div>`).join('')}
${p.details.length ? `<h4>Details</h4>${p.details.map((d) => `<div class="ci">${esc(d.label)}: ${esc(d.value)}</div>`).join('')}` : ''}</div>
<div class="main"><h4>About me</h4><p>${esc(p.summary)}</p>
<h4>Experience</h4>${p.jobs.map((j) => `<div class="j"><b>${esc(j.title)}</b><div class="d">${esc(j.org)} | ${esc(j.place)} | ${esc(j.from)} – ${esc(j.to)}</div><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`).join('')}
<h4>Education</h4>${p.education.map((e) => `<div class="j"><b>${esc(e.degree)}</b><div class="d">${esc(e.school)}, ${esc(e.place)} · ${esc(e.year)}</div></div>`).join('')}
${p.extra.length ? `<h4>Awards</h4>${p.extra.map((x) => `<p style="margin:3px 0">${esc(x)}</p>`).join('')}` : ''}</div>`;
  return { html: page(css, body), variants: [first.toUpperCase(), `${first.toUpperCase()} ${last.toUpperCase()}`] };
}

/** A moderncv-like LaTeX look (classic style): serif, dates in a left column, name and page in the footer. */
export function latex(p, { accent }) {
  const css = `body{font-family:'P052','Palatino',serif;font-size:10.5pt;padding:4mm 20mm 0;color:#222}
.nm{font-size:26pt;color:#333}.nm b{color:${accent};font-weight:normal}.ti{font-size:13pt;color:#777;font-style:italic}
.ct{text-align:right;font-size:9.5pt;margin-top:-44px;line-height:1.45}
h2{font-weight:normal;color:${accent};font-size:14pt;display:grid;grid-template-columns:36mm 1fr;align-items:center;gap:4mm;margin:16px 0 6px}
h2:before{content:'';height:5px;background:${accent}}
.e{display:grid;grid-template-columns:36mm 1fr;gap:4mm;margin:4px 0}.e .d{text-align:right;font-size:9.5pt}
ul{margin:2px 0;padding-left:14px}`;
  const parts = nm(p).split(' ');
  const body = `<div class="nm">${esc(parts.slice(0, -1).join(' '))} <b>${esc(parts.at(-1))}</b></div><div class="ti">${esc(p.title)}</div>
<div class="ct">${esc(p.address)}<br>☏ ${esc(p.phone)}<br>✉ ${esc(p.email)}${p.links.map((l) => `<br>${esc(l.value)}`).join('')}</div>
<h2>Summary</h2><div class="e"><div></div><div>${esc(p.summary)}</div></div>
<h2>Experience</h2>${p.jobs.map((j) => `<div class="e"><div class="d">${esc(j.from)}–${esc(j.to)}</div><div><b>${esc(j.title)}</b>, <i>${esc(j.org)}</i>, ${esc(j.place)}<ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div></div>`).join('')}
<h2>Education</h2>${p.education.map((e) => `<div class="e"><div class="d">${esc(e.year)}</div><div><b>${esc(e.degree)}</b>, <i>${esc(e.school)}</i>, ${esc(e.place)}</div></div>`).join('')}
<h2>Skills</h2><div class="e"><div class="d">Tools</div><div>${p.skills.map(esc).join(', ')}</div></div>
${p.details.length ? `<h2>Personal</h2>${p.details.map((d) => `<div class="e"><div class="d">${esc(d.label)}</div><div>${esc(d.value)}</div></div>`).join('')}` : ''}
${p.extra.length ? `<h2>Miscellaneous</h2>${p.extra.map((x) => `<div class="e"><div></div><div>${esc(x)}</div></div>`).join('')}` : ''}
${(p.referees ?? []).length ? `<h2>Referees</h2>${p.referees.map((r) => `<div class="e"><div></div><div>${esc(r.name)}, ${esc(r.title)}, ${esc(r.phone)}</div></div>`).join('')}` : ''}`;
  return {
    html: page(css, body),
    footer: {
      template: `<div style="font-family:serif;font-size:8pt;color:#888;width:100%;text-align:center">${esc(nm(p))} — <span class="pageNumber"></span>/<span class="totalPages"></span></div>`,
      text: (i, n) => [`${nm(p)} — ${i}/${n}`],
    },
  };
}

/** A LinkedIn "Save to PDF" profile look: contact and top skills on the left, headline and durations on the right. */
export function linkedin(p) {
  const css = `body{font-family:'Noto Sans',sans-serif;font-size:9.5pt;display:grid;grid-template-columns:58mm 1fr;color:#1d1d1d}
.l{background:#e9eef3;padding:14mm 6mm 10mm 10mm;min-height:297mm}.r{padding:14mm 12mm 10mm 10mm}
.l h3{font-size:11pt;margin:14px 0 4px}.l div{margin:2px 0;word-break:break-all}
h1{font-size:22pt;margin:0;font-weight:500}.hl{font-size:11pt;margin:2px 0}.loc{color:#777}
h2{font-size:13pt;margin:16px 0 6px;font-weight:500}.co{font-size:10.5pt}.du{color:#777}`;
  const body = `<div class="l"><h3>Contact</h3><div>${esc(p.phone)} (Mobile)</div><div>${esc(p.email)}</div>${p.links.map((l) => `<div>${esc(l.value)} (LinkedIn)</div>`).join('')}
<h3>Top Skills</h3>${p.skills
    .slice(0, 3)
    .map((s) => `<div>${esc(s)}</div>`)
    .join('')}
<h3>Languages</h3><div>English (Professional Working)</div>
${p.extra.length ? `<h3>Honors-Awards</h3>${p.extra.map((x) => `<div>${esc(x)}</div>`).join('')}` : ''}</div>
<div class="r"><h1>${esc(nm(p))}</h1><div class="hl">${esc(p.title)} at ${esc(p.jobs[0].org)}</div><div class="loc">${esc(p.addressShort ?? p.address)}</div>
<h2>Summary</h2><div>${esc(p.summary)}</div>
<h2>Experience</h2>${p.jobs.map((j) => `<div class="co"><b>${esc(j.org)}</b></div><div>${esc(j.title)}</div><div class="du">${esc(j.from)} - ${esc(j.to)}</div><div class="du">${esc(j.place)}</div><p>${j.bullets.map(esc).join('<br>')}</p>`).join('')}
<h2>Education</h2>${p.education.map((e) => `<div class="co"><b>${esc(e.school)}</b></div><div>${esc(e.degree)} · (${esc(e.year)})</div>`).join('')}</div>`;
  return { html: page(css, body) };
}

/** A plain ATS resume: one column, capital section headings, no graphics. */
export function ats(p) {
  const css = `body{font-family:'Nimbus Sans',Arial,sans-serif;font-size:10.5pt;padding:16mm 18mm;line-height:1.35}
h1{font-size:16pt;margin:0}h2{font-size:10.5pt;margin:14px 0 4px;border-bottom:1px solid #000}p{margin:2px 0}`;
  const body = `<h1>${esc(nm(p).toUpperCase())}</h1>
<p>${esc(p.address)} | ${esc(p.phone)} | ${esc(p.email)}${p.links.map((l) => ` | ${esc(l.value)}`).join('')}</p>
<h2>PROFESSIONAL SUMMARY</h2><p>${esc(p.summary)}</p>
<h2>CORE SKILLS</h2><p>${p.skills.map(esc).join(' | ')}</p>
<h2>EXPERIENCE</h2>${p.jobs.map((j) => `<p><b>${esc(j.org)}</b>, ${esc(j.place)} — ${esc(j.title)}, ${esc(j.from)} to ${esc(j.to)}</p>${j.bullets.map((b) => `<p>- ${esc(b)}</p>`).join('')}`).join('')}
<h2>EDUCATION</h2>${p.education.map((e) => `<p>${esc(e.degree)}, ${esc(e.school)}, ${esc(e.place)}, ${esc(e.year)}</p>`).join('')}
${p.extra.length ? `<h2>CERTIFICATIONS</h2>${p.extra.map((x) => `<p>${esc(x)}</p>`).join('')}` : ''}
${p.details.length ? `<h2>ADDITIONAL INFORMATION</h2>${p.details.map((d) => `<p>${esc(d.label)}: ${esc(d.value)}</p>`).join('')}` : ''}`;
  return { html: page(css, body), variants: [nm(p).toUpperCase()] };
}

/** A Japanese rirekisho: ruled form, furigana over the name, history in a year/month table. */
export function rirekisho(p) {
  const css = `body{font-family:'Noto Serif CJK JP',serif;font-size:10pt;padding:12mm 14mm}
h1{font-size:18pt;letter-spacing:0.5em;margin:0 0 4px}table{border-collapse:collapse;width:100%}
td{border:1px solid #000;padding:3px 6px;vertical-align:top}.f{font-size:8pt}.big{font-size:17pt}
.ph{width:30mm;height:40mm;text-align:center;font-size:8pt;color:#666}`;
  const hist = [
    ['', '学歴'],
    ...p.education.map((e) => [e.year, `${e.school} ${e.degree} 修了`]),
    ['', '職歴'],
    ...p.jobs.flatMap((j) => [[j.from, `${j.org} 入社（${j.title}）`], ...j.bullets.map((b) => ['', b])]),
    ['', '以上'],
  ];
  const body = `<h1>履歴書</h1><div style="text-align:right">2025年10月1日現在</div>
<table><tr><td class="f">ふりがな\u3000${esc(p.kana)}</td><td rowspan="3" class="ph">写真をはる位置<br>縦 40mm<br>横 30mm</td></tr>
<tr><td>氏名<br><span class="big">${esc(p.name.full)}</span></td></tr>
<tr><td>${p.details.map((d) => `${esc(d.label)} ${esc(d.value)}`).join('\u3000')}</td></tr>
<tr><td colspan="2">現住所\u3000${esc(p.address)}</td></tr>
<tr><td colspan="2">電話 ${esc(p.phone)}\u3000E-mail ${esc(p.email)}\u3000${linkText(p).join(' ')}</td></tr></table>
<table style="margin-top:8px"><tr><td style="width:26mm">年月</td><td>学歴・職歴</td></tr>${hist.map(([y, t]) => `<tr><td>${esc(y)}</td><td>${esc(t)}</td></tr>`).join('')}</table>
<table style="margin-top:8px"><tr><td>免許・資格</td></tr><tr><td>${p.skills.map(esc).join('、')}</td></tr>
<tr><td>志望の動機</td></tr><tr><td>${esc(p.summary)}</td></tr></table>`;
  return { html: page(css, body, 'ja') };
}

/** A Chinese resume: 基本信息 table with the English name, then 工作经历 and 教育背景. */
export function cnResume(p, { accent }) {
  const css = `body{font-family:'Noto Sans CJK SC',sans-serif;font-size:10pt;padding:14mm 16mm;color:#222}
.t{display:flex;align-items:baseline;gap:12px;border-bottom:2px solid ${accent};padding-bottom:4px}.t b{font-size:20pt}
h2{font-size:11.5pt;color:#fff;background:${accent};display:inline-block;padding:2px 10px;margin:12px 0 4px}
table{width:100%;border-collapse:collapse}td{padding:2px 4px}ul{margin:2px 0;padding-left:18px}`;
  const en = p.name.variants[0];
  const body = `<div class="t"><b>${esc(p.name.full)}</b><span>${esc(en)}</span><span>求职意向：${esc(p.title)}</span></div>
<h2>基本信息</h2><table><tr><td>电话：${esc(p.phone)}</td><td>邮箱：${esc(p.email)}</td></tr>
<tr>${p.details.map((d) => `<td>${esc(d.label)}：${esc(d.value)}</td>`).join('')}</tr><tr><td colspan="2">住址：${esc(p.address)}</td></tr><tr><td colspan="2">${linkText(p).join(' ')}</td></tr></table>
<h2>个人简介</h2><p style="margin:2px 0">${esc(p.summary)}</p>
<h2>工作经历</h2>${p.jobs.map((j) => `<div><b>${esc(j.from)} - ${esc(j.to)}\u3000${esc(j.org)}\u3000${esc(j.title)}</b><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`).join('')}
<h2>教育背景</h2>${p.education.map((e) => `<div>${esc(e.year)}\u3000${esc(e.school)}\u3000${esc(e.degree)}</div>`).join('')}
<h2>专业技能</h2><div>${p.skills.map(esc).join(' / ')}</div>`;
  return { html: page(css, body, 'zh') };
}

/** An academic CV: publications with the candidate among co-authors ("Lastname, F." and "F. Lastname"), referees. */
export function academic(p, { accent }) {
  const css = `body{font-family:'C059',serif;font-size:10.5pt;padding:16mm 20mm;line-height:1.35}
h1{font-size:18pt;margin:0;color:${accent}}h2{font-size:11pt;font-variant:small-caps;letter-spacing:1px;border-bottom:1px solid ${accent};margin:14px 0 4px}
.pub{margin:3px 0 3px 18px;text-indent:-18px}`;
  const body = `<h1>${esc(nm(p))}</h1><div>${esc(p.title)}</div>
<div>${esc(p.address)} · ${esc(p.phone)} · ${esc(p.email)}${p.links.map((l) => ` · ${esc(l.value)}`).join('')}</div>
<h2>Research interests</h2><p>${esc(p.summary)}</p>
<h2>Positions</h2>${p.jobs.map((j) => `<p><b>${esc(j.from)}–${esc(j.to)}</b> ${esc(j.title)}, ${esc(j.org)}, ${esc(j.place)}. ${j.bullets.map(esc).join(' ')}</p>`).join('')}
<h2>Education</h2>${p.education.map((e) => `<p>${esc(e.year)} ${esc(e.degree)}, ${esc(e.school)}, ${esc(e.place)}</p>`).join('')}
<h2>Selected publications</h2>${(p.publications ?? []).map((x, i) => `<p class="pub">[${i + 1}] ${esc(x)}</p>`).join('')}
<h2>Skills</h2><p>${p.skills.map(esc).join(', ')}</p>
<h2>Referees</h2>${(p.referees ?? []).map((r) => `<p>${esc(r.name)}, ${esc(r.title)}. Tel. ${esc(r.phone)}</p>`).join('')}`;
  return { html: page(css, body) };
}

// ---- LibreOffice (flat ODF): a Word-made CV with a header table, a personal-details table and a footer.
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

const HEADINGS = {
  en: [
    'PROFILE',
    'WORK EXPERIENCE',
    'EDUCATION',
    'SKILLS',
    'ACHIEVEMENTS',
    'PERSONAL DETAILS',
    'REFERENCES',
    'DECLARATION',
    'Phone',
    'Email',
    'Page',
    'of',
  ],
  id: [
    'RINGKASAN',
    'PENGALAMAN KERJA',
    'PENDIDIKAN',
    'KEAHLIAN',
    'PRESTASI',
    'DATA PRIBADI',
    'REFERENSI',
    'PERNYATAAN',
    'Telepon',
    'Email',
    'Halaman',
    'dari',
  ],
};

export function writer(p, { accent }) {
  const [PROFILE, WORK, EDU, SKILLS, ACH, PERSONAL, REFS, DECL, PHONE, EMAIL, PAGE, OF] =
    HEADINGS[p.language] ?? HEADINGS.en;
  const lines = [];
  const para = (style, text) => {
    lines.push(text);
    return `<text:p text:style-name="${style}">${esc(text)}</text:p>`;
  };
  const cell = (text) => {
    lines.push(text);
    return `<table:table-cell office:value-type="string"><text:p text:style-name="Cell">${esc(text)}</text:p></table:table-cell>`;
  };
  const rows = (pairs) => pairs.map(([a, b]) => `<table:table-row>${cell(a)}${cell(b)}</table:table-row>`).join('');
  const name = p.display ?? p.name.full;
  const font = p.language === 'ja' || p.language === 'zh' ? 'Noto Sans CJK SC' : (p.font ?? 'Liberation Serif');
  let body = para('Name', name.toUpperCase());
  body += para('Contact', `${p.address}`);
  body += para(
    'Contact',
    `${PHONE}: ${p.phone} · ${EMAIL}: ${p.email}${p.links.length ? ` · ${p.links.map((l) => l.value).join(' · ')}` : ''}`,
  );
  body += para('H', PROFILE) + para('Body', p.summary);
  body += para('H', WORK);
  for (const j of p.jobs) {
    body += para('Job', `${j.title}, ${j.org}, ${j.place}\t${j.from} – ${j.to}`.replace('\t', ' '));
    for (const b of j.bullets) body += para('Bullet', `• ${b}`);
  }
  body += para('H', EDU);
  for (const e of p.education) body += para('Body', `${e.degree}, ${e.school}, ${e.place} (${e.year})`);
  body += para('H', SKILLS) + para('Body', p.skills.join(', '));
  if (p.extra.length) {
    body += para('H', ACH);
    for (const x of p.extra) body += para('Bullet', `• ${x}`);
  }
  const personal = [
    ...(p.fatherName ? [["Father's Name", p.fatherName]] : []),
    ...p.details.map((d) => [d.label, d.value]),
    ...(p.visa ? [['Visa Status', p.visa]] : []),
    ...(p.licence ? [['Driving Licence', p.licence]] : []),
    ...(p.languagesKnown ? [['Languages Known', p.languagesKnown]] : []),
  ];
  if (personal.length) {
    body += para('H', PERSONAL);
    body += `<table:table table:name="Personal"><table:table-column table:number-columns-repeated="2"/>${rows(personal)}</table:table>`;
  }
  if ((p.referees ?? []).length) {
    body += para('H', REFS);
    for (const r of p.referees) body += para('Body', `${r.name}, ${r.title}, ${r.phone}`);
  }
  if (p.declaration) {
    body += para('H', DECL) + para('Body', p.declaration);
    body += para('Body', `Place: ${p.place ?? ''}`) + para('Body', 'Date:') + para('Right', `(${name})`);
  }
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document ${NS} office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls><style:font-face style:name="F" svg:font-family="'${font}'"/></office:font-face-decls>
<office:styles>
<style:style style:name="Standard" style:family="paragraph"><style:text-properties style:font-name="F" fo:font-size="10.5pt" style:font-name-asian="F" style:font-name-complex="F"/></style:style>
<style:style style:name="Name" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="17pt" fo:font-weight="bold" fo:color="${accent}"/></style:style>
<style:style style:name="Contact" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="9.5pt"/></style:style>
<style:style style:name="H" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-top="0.35cm" fo:margin-bottom="0.1cm" fo:border-bottom="0.5pt solid ${accent}"/><style:text-properties fo:font-weight="bold" fo:color="${accent}"/></style:style>
<style:style style:name="Job" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-top="0.15cm"/><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="Body" style:family="paragraph" style:parent-style-name="Standard"/>
<style:style style:name="Cell" style:family="paragraph" style:parent-style-name="Standard"/>
<style:style style:name="Right" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:text-align="end"/></style:style>
<style:style style:name="Bullet" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-left="0.5cm" fo:text-indent="-0.3cm"/></style:style>
<style:style style:name="Footer" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8pt" fo:color="#666666"/></style:style>
</office:styles>
<office:automatic-styles><style:page-layout style:name="PL"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.6cm" fo:margin-bottom="1.2cm" fo:margin-left="2cm" fo:margin-right="2cm"/><style:footer-style/></style:page-layout></office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="PL"><style:footer><text:p text:style-name="Footer">${esc(name)} · ${PAGE} <text:page-number text:select-page="current">1</text:page-number> ${OF} <text:page-count>1</text:page-count></text:p></style:footer></style:master-page></office:master-styles>
<office:body><office:text>${body}</office:text></office:body></office:document>`;
  return { fodt, lines, footerLine: (i, n) => `${name} · ${PAGE} ${i} ${OF} ${n}` };
}
