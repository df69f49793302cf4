// Held-out part 18's own templates. Each HTML template takes a person (people.mjs, with the document's options
// merged in) and { accent, scan } and returns { html } plus, where the page shows them, extra name forms
// (`variants`), handles (`links`) and other people (`others`) and a printed footer (`footer`). `writer` returns a
// flat ODF (fodt) for LibreOffice with the lines it shows and its footer line per page.
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const page = (css, body, lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>${css}</style></head><body>${body}</body></html>`;
const given = (p) => p.givenName ?? p.name.full.split(' ')[0];
const family = (p) => p.familyName ?? p.name.full.split(' ').slice(1).join(' ');
const bullets = (j) => `<ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`;
const DETAIL = {
  en: {
    date_of_birth: 'Date of Birth: ',
    gender: 'Gender: ',
    marital_status: 'Marital Status: ',
    nationality: 'Nationality: ',
    religion: 'Religion: ',
  },
  de: { date_of_birth: 'Geburtsdatum: ', nationality: 'Staatsangehörigkeit: ', marital_status: 'Familienstand: ' },
  es: { date_of_birth: 'Fecha de nacimiento: ', nationality: 'Nacionalidad: ', marital_status: 'Estado civil: ' },
  pt: { date_of_birth: 'Data de nascimento: ', marital_status: 'Estado civil: ' },
  fr: { nationality: 'Nationalité : ', marital_status: 'État civil : ', date_of_birth: 'Née le ' },
  nb: { date_of_birth: 'Fødselsdato: ' },
  vi: { date_of_birth: 'Ngày sinh: ' },
  zh: { date_of_birth: '出生年月：' },
};
/** The label a detail is printed with: its own, or the usual one in the person's language. */
export const labelOf = (p, d) => d.label ?? DETAIL[p.language]?.[d.kind] ?? DETAIL.en[d.kind] ?? '';
const detailLine = (p) => p.details.map((d) => `${esc(labelOf(p, d))}${esc(d.value)}`);

/** LaTeX moderncv ("classic") look: given name light, family name dark, dates in a left margin column. */
function moderncv(p, { accent }) {
  const L = p.labels ?? {};
  const row = (left, right) => `<div class="r"><div class="l">${left}</div><div class="m">${right}</div></div>`;
  const sec = (t) =>
    `<div class="r sec"><div class="l"><span class="bar"></span></div><div class="m">${esc(t)}</div></div>`;
  const body = `
<div class="head"><div><span class="g">${esc(p.displayGiven ?? given(p))}</span> <span class="f">${esc(p.displayFamily ?? family(p))}</span></div>
<div class="t">${esc(p.headline)}</div>
<div class="contact">${esc(p.address)}<br>☎ ${esc(p.phone)} &nbsp;•&nbsp; ✉ ${esc(p.email)}${p.links.map((l) => ` &nbsp;•&nbsp; ${esc(l.value)}`).join('')}${
    p.details.length ? `<br>${detailLine(p).join(' &nbsp;•&nbsp; ')}` : ''
  }</div></div>
${sec(L.profile ?? 'Profile')}${row('', `<p class="summary">${esc(p.summary)}</p>`)}
${sec(L.experience ?? 'Experience')}
${p.jobs
  .map((j) =>
    row(`${esc(j.from)}–${esc(j.to)}`, `<b>${esc(j.title)}</b>, <i>${esc(j.org)}</i>, ${esc(j.place)}.${bullets(j)}`),
  )
  .join('')}
${sec(L.education ?? 'Education')}
${p.education.map((e) => row(esc(e.year), `<b>${esc(e.degree)}</b>, <i>${esc(e.school)}</i>, ${esc(e.place)}.`)).join('')}
${sec(L.skills ?? 'Computer skills')}${row('', esc(p.skills.join(', ')))}
${p.extra.length ? sec(L.extra ?? 'Miscellaneous') + p.extra.map((x) => row('', esc(x))).join('') : ''}`;
  const css = `@page{size:A4;margin:16mm 18mm}body{font-family:'C059','Nimbus Roman',serif;font-size:10.5pt;color:#222;margin:0}
.g{font-size:30pt;color:${accent};font-weight:300}.f{font-size:30pt;color:#555}.t{font-style:italic;color:#777;font-size:14pt;margin:2px 0 8px}
.contact{text-align:right;font-size:9pt;color:#444;margin:-6px 0 10px}.r{display:flex;margin:3px 0}.l{width:24%;text-align:right;padding-right:12px;color:#555;font-size:9pt}
.m{width:76%}.sec .m{color:${accent};font-size:13pt;margin-top:8px}.bar{display:inline-block;width:100%;height:6px;background:${accent};opacity:.55}
ul{margin:2px 0 4px 0;padding-left:16px}li{margin:1px 0}.summary{margin:0}`;
  return { html: page(css, body, p.language) };
}

/** A job portal's "download resume" export (Indeed, Naukri, Seek, BrighterMonday look): the name and headline run together. */
function portal(p) {
  const brand = p.brand ?? 'Indeed Resume';
  const body = `<div class="top"><h1>${esc(p.name.full)}</h1>${p.runOn ? '' : '<br>'}<span class="hl">${esc(p.headline)}</span></div>
<div class="meta">${esc(p.addressShort)}<br>${esc(p.email)}<br>${esc(p.phone)}</div>
${p.portalNote ? `<p class="note">${esc(p.portalNote)}</p>` : ''}
<p>${esc(p.summary)}</p>
<h2>Work Experience</h2>
${p.jobs
  .map(
    (j) =>
      `<div class="job"><div class="jt">${esc(j.title)}</div><div>${esc(j.org)} - ${esc(j.place)}</div><div class="d">${esc(j.from)} to ${esc(j.to)}</div>${bullets(j)}</div>`,
  )
  .join('')}
<h2>Education</h2>
${p.education.map((e) => `<div class="job"><div class="jt">${esc(e.degree)}</div><div>${esc(e.school)} - ${esc(e.place)}</div><div class="d">${esc(e.year)}</div></div>`).join('')}
<h2>Skills</h2><ul class="sk">${p.skills.map((s) => `<li>${esc(s)}</li>`).join('')}</ul>
${p.details.length || p.extra.length ? `<h2>Additional Information</h2>${[...detailLine(p), ...p.extra.map(esc)].map((x) => `<div>${x}</div>`).join('')}` : ''}`;
  const css = `@page{size:A4;margin:14mm 16mm}body{font-family:'Liberation Sans',Arial,sans-serif;font-size:10pt;color:#2d2d2d;margin:0}
.top h1{display:inline;font-size:19pt;margin:0;font-weight:700}.top{margin-bottom:4px}.hl{font-size:12pt;color:#595959}.meta{color:#595959;font-size:9.5pt;margin-bottom:10px}
h2{font-size:12pt;border-bottom:1px solid #ccc;padding-bottom:3px;margin:14px 0 6px}.job{margin-bottom:8px}.jt{font-weight:700}.d{color:#767676;font-size:9pt}
ul{margin:3px 0;padding-left:18px}.sk li{margin:1px 0}.note{font-size:9pt;color:#767676}`;
  return {
    html: page(css, body, p.language),
    footer: {
      template: `<div style="font-size:8px;width:100%;color:#888;padding:0 16mm;display:flex;justify-content:space-between;font-family:Liberation Sans"><span>${esc(brand)}</span><span><span class="pageNumber"></span>/<span class="totalPages"></span></span></div>`,
      text: (i, n) => [brand, `${i}/${n}`],
    },
  };
}

/** A US federal resume (USAJOBS builder look): hours, salary, supervisor, citizenship and veterans' preference. */
function federal(p) {
  const sup = p.referees?.[0];
  const body = `<h1>${esc(p.name.full.toUpperCase())}</h1>
<div>${esc(p.address)}</div><div>Day Phone: ${esc(p.phone)}</div><div>Email: ${esc(p.email)}</div>
<div class="box"><b>Citizenship:</b> United States of America<br><b>Veterans' Preference:</b> 5-Point Preference (TP)<br>
<b>Federal civilian status:</b> Current career Federal employee<br><b>Highest grade held:</b> GS-2003-12, since 03/2019<br>${esc(p.extra[0] ?? '')}</div>
<h2>WORK EXPERIENCE</h2>
${p.jobs
  .map(
    (j, i) => `<div class="job"><b>${esc(j.org)}</b>  ${esc(j.place)} United States<br>${esc(j.from)} - ${esc(j.to)}<br>
Salary: ${i === 0 ? '$84,207.00 USD Per Year' : '$61,500.00 USD Per Year'}<br>Hours per week: 40<br>
<b>${esc(j.title)}</b>${i === 0 ? ' (This is a federal position.)' : ''}<br>Duties, Accomplishments and Related Skills:<br>${j.bullets.map((b) => `${esc(b)}`).join(' ')}<br>
${i === 0 && sup ? `Supervisor: ${esc(sup.name)} (${esc(sup.phone)})<br>Okay to contact this Supervisor: Yes` : 'Supervisor: Contact me first'}</div>`,
  )
  .join('')}
<h2>EDUCATION</h2>
${p.education.map((e) => `<div>${esc(e.school)} ${esc(e.place)} United States<br>Bachelor's degree ${esc(e.year)}<br>Major: ${esc(e.degree)}</div>`).join('')}
<h2>JOB RELATED TRAINING</h2><div>${esc(p.skills.join('; '))}</div>
<h2>REFERENCES</h2>${(p.referees ?? []).map((r) => `<div>${esc(r.name)}, ${esc(r.title)}, ${esc(r.phone)}</div>`).join('')}`;
  const css = `@page{size:Letter;margin:18mm}body{font-family:'Nimbus Sans',Helvetica,sans-serif;font-size:10pt;line-height:1.35;margin:0}
h1{font-size:14pt;margin:0 0 4px}h2{font-size:10.5pt;margin:16px 0 6px;letter-spacing:.5px}.box{margin-top:10px;border:1px solid #999;padding:6px}.job{margin-bottom:10px}`;
  return {
    html: page(css, body),
    variants: [p.name.full.toUpperCase()],
    others: (p.referees ?? []).map((r) => r.name),
  };
}

/** Canva-like two-column design: the name split over two letter-spaced lines, icons before contacts, skill bars. */
function canva(p, { accent }) {
  const icons = { handle: '◎', domain: '⌘', link: '🔗' };
  const body = `<div class="wrap"><aside>
<div class="nm"><div>${esc(p.displayGiven ?? given(p))}</div><div>${esc(p.displayFamily ?? family(p))}</div></div>
<div class="role">${esc(p.headline)}</div>
<h3>${esc(p.labels?.contact ?? 'Contact')}</h3>
<div class="c">✆ ${esc(p.phone)}</div><div class="c">✉ ${esc(p.email)}</div>
${p.links.map((l) => `<div class="c">${icons[l.kind]} ${esc(l.value)}</div>`).join('')}
<div class="c">⌂ ${esc(p.address)}</div>
${p.details.map((d) => `<div class="c">• ${esc(labelOf(p, d))}${esc(d.value)}</div>`).join('')}
<h3>${esc(p.labels?.skills ?? 'Skills')}</h3>
${p.skills.map((s, i) => `<div class="sk">${esc(s)}<div class="bar"><span style="width:${92 - ((i * 13) % 40)}%"></span></div></div>`).join('')}
${p.extra.length ? `<h3>+</h3>${p.extra.map((x) => `<div class="c">${esc(x)}</div>`).join('')}` : ''}
</aside><main>
<h2>${esc(p.labels?.profile ?? 'About me')}</h2><p>${esc(p.summary)}</p>
<h2>${esc(p.labels?.experience ?? 'Experience')}</h2>
${p.jobs.map((j) => `<div class="job"><div class="d">${esc(j.from)} — ${esc(j.to)}</div><b>${esc(j.title)}</b><div class="o">${esc(j.org)} · ${esc(j.place)}</div>${bullets(j)}</div>`).join('')}
<h2>${esc(p.labels?.education ?? 'Education')}</h2>
${p.education.map((e) => `<div class="job"><div class="d">${esc(e.year)}</div><b>${esc(e.degree)}</b><div class="o">${esc(e.school)} · ${esc(e.place)}</div></div>`).join('')}
</main></div>`;
  const css = `@page{size:A4;margin:0}body{margin:0;font-family:'Noto Sans','DejaVu Sans',sans-serif;font-size:9.5pt;color:#333}
.wrap{display:flex;min-height:297mm}aside{width:36%;background:${accent};color:#fff;padding:30px 20px;box-sizing:border-box}
main{width:64%;padding:34px 28px;box-sizing:border-box}.nm{font-size:24pt;letter-spacing:5px;text-transform:uppercase;line-height:1.15;font-weight:700}
.role{letter-spacing:2px;font-size:9pt;margin:8px 0 18px;opacity:.85}h3{letter-spacing:3px;text-transform:uppercase;font-size:9.5pt;border-bottom:1px solid rgba(255,255,255,.5);padding-bottom:3px;margin:18px 0 8px}
.c{margin:5px 0;word-break:break-word}.sk{margin:6px 0}.bar{height:5px;background:rgba(255,255,255,.3);margin-top:2px}.bar span{display:block;height:5px;background:#fff}
h2{color:${accent};letter-spacing:3px;text-transform:uppercase;font-size:11pt;margin:14px 0 6px}.d{font-size:8.5pt;color:#888}.o{color:#666}.job{margin-bottom:10px}ul{padding-left:16px;margin:4px 0}`;
  return {
    html: page(css, body, p.language),
    variants: [given(p).toUpperCase(), family(p).toUpperCase()].filter((v) => v.length > 3),
  };
}

/** An academic CV: publications with the candidate among co-authors in both forms, awards, referees with phones. */
function academic(p) {
  const [a, b, c] = p.coauthors;
  const pubs = [
    `${c}, Penhaligon, I. M., & ${a} (2023). Benthic denitrification hot spots on the Celtic Sea shelf. <i>Biogeosciences</i>, 20, 3311–3329.`,
    `I. Penhaligon, ${b} and G. Trelawny. Seasonal nitrate isotope signatures in the Western English Channel. <i>Journal of Marine Systems</i> 231 (2022) 103744.`,
    `Penhaligon, I., ${a} (2020). A Bayesian model of sediment oxygen demand. <i>Limnology &amp; Oceanography: Methods</i>, 18(9), 511–526.`,
  ];
  const body = `<header><h1>${esc(p.name.full)}</h1><div>${esc(p.headline)}</div>
<div class="c">${esc(p.address)} · ${esc(p.phone)} · ${esc(p.email)} · ${esc(p.links[0].value)}</div></header>
<h2>Research interests</h2><p>${esc(p.summary)}</p>
<h2>Appointments</h2>${p.jobs.map((j) => `<div class="e"><span>${esc(j.from)} – ${esc(j.to)}</span><div><b>${esc(j.title)}</b>, ${esc(j.org)}, ${esc(j.place)}${bullets(j)}</div></div>`).join('')}
<h2>Education</h2>${p.education.map((e) => `<div class="e"><span>${esc(e.year)}</span><div><b>${esc(e.degree)}</b>, ${esc(e.school)}</div></div>`).join('')}
<h2>Selected publications</h2><ol>${pubs.map((x) => `<li>${x}</li>`).join('')}</ol>
<h2>Awards and grants</h2>${p.extra.map((x) => `<div>${esc(x)}</div>`).join('')}
<h2>Skills</h2><p>${esc(p.skills.join(' · '))}</p>
<h2>Referees</h2><div class="refs">${p.referees.map((r) => `<div><b>${esc(r.name)}</b><br>${esc(r.title)}<br>Tel. ${esc(r.phone)}</div>`).join('')}</div>`;
  const css = `@page{size:A4;margin:20mm 22mm}body{font-family:'DejaVu Serif',serif;font-size:9.8pt;line-height:1.4;margin:0}
header{text-align:center;border-bottom:2px solid #333;padding-bottom:8px}h1{font-variant:small-caps;font-size:20pt;margin:0;font-weight:400}.c{font-size:8.8pt;margin-top:4px}
h2{font-size:11pt;font-variant:small-caps;margin:14px 0 5px;border-bottom:.5px solid #999}.e{display:flex}.e>span{width:30mm;flex:none;color:#555}ul{margin:2px 0;padding-left:16px}
ol li{margin-bottom:4px}.refs{display:flex;gap:24px}.refs div{width:50%}`;
  return {
    html: page(css, body),
    others: [...p.referees.map((r) => r.name), 'Trelawny, G.', 'H. Okafor-Reade', 'Baskerville, T. J.'],
  };
}

/** A cover letter, then the resume, in one PDF; the letter is signed with the short name and carries the contacts. */
function cover(p, { accent }) {
  const L = p.letter;
  const body = `<section class="letter"><div class="from"><b>${esc(p.name.full)}</b><br>${esc(p.address)}<br>${esc(p.phone)}<br>${esc(p.email)}</div>
<div class="date">${esc(L.date)}</div><div>${L.to.map(esc).join('<br>')}</div>
<p><b>${esc(L.subject)}</b></p><p>${esc(L.salutation)}</p>${L.paragraphs.map((x) => `<p>${esc(x)}</p>`).join('')}
<p>${esc(L.closing)}</p><p class="sig">${esc(L.signature)}</p><div>${esc(L.signoff ?? '')}</div></section>
<section class="cv"><h1>${esc(p.name.full)}</h1><div class="hl">${esc(p.headline)} | ${esc(p.email)} | ${esc(p.phone)}${p.links.map((l) => ` | ${esc(l.value)}`).join('')}</div>
${p.details.length ? `<div class="hl">${detailLine(p).join(' | ')}</div>` : ''}
<h2>${esc(L.labels[0])}</h2>${p.jobs.map((j) => `<div class="j"><b>${esc(j.title)}</b> — ${esc(j.org)}, ${esc(j.place)} <span>${esc(j.from)} – ${esc(j.to)}</span>${bullets(j)}</div>`).join('')}
<h2>${esc(L.labels[1])}</h2>${p.education.map((e) => `<div class="j"><b>${esc(e.degree)}</b> — ${esc(e.school)}, ${esc(e.place)} <span>${esc(e.year)}</span></div>`).join('')}
<h2>${esc(L.labels[2])}</h2><p>${esc(p.skills.join(', '))}</p>${p.extra.map((x) => `<p>${esc(x)}</p>`).join('')}
${p.referees?.length ? `<h2>${esc(L.labels[3])}</h2>${p.referees.map((r) => `<p>${esc(r.name)} — ${esc(r.title)} — ${esc(r.phone)}</p>`).join('')}` : ''}</section>`;
  const css = `@page{size:A4;margin:22mm 24mm}body{font-family:'Carlito','Liberation Sans',sans-serif;font-size:11pt;line-height:1.45;margin:0}
.letter{break-after:page}.from{text-align:right;margin-bottom:18px}.date{margin-bottom:14px}.sig{font-family:'URW Chancery L','Z003',cursive;font-size:18pt;margin:6px 0 0;color:${accent}}
.cv h1{font-size:22pt;color:${accent};margin:0}.hl{font-size:9.5pt;color:#444}h2{font-size:12pt;color:${accent};border-bottom:1px solid ${accent};margin:14px 0 6px}
.j span{float:right;color:#666;font-size:9.5pt}ul{margin:2px 0 6px;padding-left:18px}`;
  return {
    html: page(css, body, p.language),
    variants: [L.signature],
    others: [...(p.referees ?? []).map((r) => r.name), ...(L.others ?? [])],
  };
}

/** A Japanese 職務経歴書: the date and name at the top right, a summary, a career table per company. */
function shokumu(p) {
  const body = `<h1>職務経歴書</h1><div class="right">2026年11月1日現在<br>氏名\u3000${esc(p.name.full)}</div>
<div class="contact">${esc(p.address)}<br>電話 ${esc(p.phone)}\u3000メール ${esc(p.email)}<br>生年月日 ${esc(p.details[0].value)}</div>
<h2>■職務要約</h2><p>${esc(p.summary)}</p>
<h2>■職務経歴</h2>${p.jobs
    .map(
      (
        j,
      ) => `<table><tr><th colspan="2">${esc(j.from)}～${esc(j.to)}\u3000株式会社${esc(j.org)}（${esc(j.place)}）</th></tr>
<tr><td class="k">${esc(j.title)}</td><td>${j.bullets.map((b) => `・${esc(b)}`).join('<br>')}</td></tr></table>`,
    )
    .join('')}
<h2>■学歴</h2>${p.education.map((e) => `<p>${esc(e.year)}年3月\u3000${esc(e.school)} ${esc(e.degree)}</p>`).join('')}
<h2>■活かせる経験・知識・技術</h2><p>${p.skills.map(esc).join('\u3000/\u3000')}</p><p class="end">以上</p>`;
  const css = `@page{size:A4;margin:18mm 20mm}body{font-family:'Noto Serif CJK JP',serif;font-size:10pt;margin:0;line-height:1.6}
h1{text-align:center;font-size:16pt;letter-spacing:8px;margin:0 0 6px}.right{text-align:right}.contact{font-size:9pt;margin:6px 0}
h2{font-size:11pt;margin:14px 0 4px}table{width:100%;border-collapse:collapse;margin-bottom:8px}th{background:#eee;text-align:left;font-weight:400;padding:3px;border:1px solid #999}
td{border:1px solid #999;padding:4px;vertical-align:top}.k{width:25%}.end{text-align:right}`;
  return { html: page(css, body, 'ja') };
}

/** A Korean 자기소개서 with a personal table (Hangul and Latin names) and prose answers. */
function jagiso(p, { scan }) {
  const body = `<h1>자기소개서</h1><table class="info"><tr><th>성명</th><td>${esc(p.name.full)}</td><th>영문</th><td>${esc(p.name.variants[0])}</td></tr>
<tr><th>연락처</th><td>${esc(p.phone)}</td><th>이메일</th><td>${esc(p.email)}</td></tr><tr><th>주소</th><td colspan="3">${esc(p.address)}</td></tr>
<tr><th>생년월일</th><td colspan="3">${esc(p.details[0].value)}</td></tr></table>
<h2>1. 지원 동기</h2><p>${esc(p.summary)} 사용자의 목소리를 제품 결정으로 연결하는 일에 보람을 느껴 지원하게 되었습니다.</p>
<h2>2. 경력 사항</h2>${p.jobs.map((j) => `<p><b>${esc(j.org)}</b> (${esc(j.place)}) ${esc(j.from)} ~ ${esc(j.to)}, ${esc(j.title)}<br>${j.bullets.map((b) => `- ${esc(b)}`).join('<br>')}</p>`).join('')}
<h2>3. 학력 및 역량</h2>${p.education.map((e) => `<p>${esc(e.school)} ${esc(e.degree)} (${esc(e.year)})</p>`).join('')}<p>보유 역량: ${p.skills.map(esc).join(', ')}</p>
${scan ? '' : '<h2>4. 입사 후 포부</h2><p>정성·정량 리서치를 함께 설계해 팀이 빠르게 학습하는 조직을 만들겠습니다.</p>'}
<p class="sign">위 내용은 사실과 다름없음을 확인합니다.<br>지원자 ${esc(p.name.full)} (인)</p>`;
  const css = `@page{size:A4;margin:18mm}body{font-family:'Noto Sans CJK KR',sans-serif;font-size:${scan ? 10.5 : 10}pt;margin:${scan ? '40px 56px' : 0};line-height:1.6;color:#111}
h1{text-align:center;font-size:18pt;letter-spacing:10px}table{border-collapse:collapse;width:100%}th,td{border:1px solid #555;padding:4px 6px;font-size:9.5pt}th{background:#f0f0f0;width:14%}
h2{font-size:11.5pt;margin:12px 0 4px}.sign{text-align:right;margin-top:16px}`;
  return { html: page(css, body, 'ko') };
}

/** LinkedIn "Save to PDF" profile look: a grey left column with Contact and Top Skills, then the profile. */
function linkedin(p) {
  const li = p.links.find((l) => l.kind === 'handle');
  const body = `<div class="wrap"><aside><h3>Contact</h3><div>${esc(p.email)}</div><div>${esc(p.phone)} (Mobile)</div>
${li ? `<div>www.linkedin.com/in/${esc(li.value.replace(/^@/, ''))} (LinkedIn)</div>` : ''}${p.links
    .filter((l) => l !== li)
    .map((l) => `<div>${esc(l.value)} (Personal)</div>`)
    .join('')}
<h3>Top Skills</h3>${p.skills
    .slice(0, 3)
    .map((s) => `<div>${esc(s)}</div>`)
    .join('')}
<h3>Languages</h3>${(p.languages ?? ['English (Professional Working)']).map((s) => `<div>${esc(s)}</div>`).join('')}</aside>
<main><h1>${esc(p.name.full)}</h1><div class="hl">${esc(p.headline)}</div><div class="loc">${esc(p.addressShort)}</div>
<h2>Summary</h2><p>${esc(p.summary)}</p><h2>Experience</h2>
${p.jobs.map((j) => `<div class="org">${esc(j.org)}</div><div class="t">${esc(j.title)}</div><div class="d">${esc(j.from)} - ${esc(j.to)}</div><div class="d">${esc(j.place)}</div><p>${j.bullets.map(esc).join(' ')}</p>`).join('')}
<h2>Education</h2>${p.education.map((e) => `<div class="org">${esc(e.school)}</div><div class="d">${esc(e.degree)} · (${esc(e.year)})</div>`).join('')}</main></div>`;
  const css = `@page{size:Letter;margin:0}body{margin:0;font-family:'Liberation Sans',Arial,sans-serif;font-size:10pt;color:#181818}
.wrap{display:flex;min-height:279mm}aside{width:30%;background:#e1e9ee;padding:36px 18px;box-sizing:border-box;font-size:9pt;word-break:break-all}aside h3{font-size:12pt;margin:14px 0 6px}
main{width:70%;padding:36px 30px;box-sizing:border-box}h1{font-size:24pt;margin:0;font-weight:400}.hl{font-size:11pt}.loc{color:#b0b0b0;font-size:10pt;margin:4px 0}
h2{font-size:15pt;font-weight:400;margin:18px 0 6px}.org{font-size:11pt}.t{font-weight:700}.d{color:#b0b0b0}p{margin:4px 0 10px}`;
  return {
    html: page(css, body, p.language),
    footer: {
      template: `<div style="font-size:8px;width:100%;text-align:right;color:#b0b0b0;padding-right:12mm;font-family:Liberation Sans">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>`,
      text: (i, n) => [`Page ${i} of ${n}`],
    },
  };
}

/** A plain ATS resume: capitals for the name and headings, pipe-separated contacts, no columns, no graphics. */
function ats(p, { scan }) {
  const L = p.labels ?? {};
  const body = `<h1>${esc(p.name.full.toUpperCase())}</h1><div class="c">${[p.address, p.phone, p.email, ...p.links.map((l) => l.value)].map(esc).join(' | ')}</div>
${p.details.length ? `<div class="c">${detailLine(p).join(' | ')}</div>` : ''}
<h2>${esc(L.profile ?? 'PROFESSIONAL SUMMARY')}</h2><p>${esc(p.summary)}</p>
<h2>${esc(L.skills ?? 'CORE SKILLS')}</h2><p>${p.skills.map(esc).join(' • ')}</p>
<h2>${esc(L.experience ?? 'PROFESSIONAL EXPERIENCE')}</h2>${p.jobs.map((j) => `<p><b>${esc(j.title)}</b>, ${esc(j.org)}, ${esc(j.place)} | ${esc(j.from)} – ${esc(j.to)}</p>${bullets(j)}`).join('')}
<h2>${esc(L.education ?? 'EDUCATION')}</h2>${p.education.map((e) => `<p>${esc(e.degree)}, ${esc(e.school)}, ${esc(e.place)}, ${esc(e.year)}</p>`).join('')}
${p.extra.length ? `<h2>${esc(L.extra ?? 'ADDITIONAL')}</h2>${p.extra.map((x) => `<p>${esc(x)}</p>`).join('')}` : ''}
${p.referees?.length ? `<h2>REFERENCES</h2>${p.referees.map((r) => `<p>${esc(r.name)}, ${esc(r.title)}, ${esc(r.phone)}</p>`).join('')}` : ''}`;
  const css = `@page{size:Letter;margin:19mm}body{font-family:'Liberation Serif','Times New Roman',serif;font-size:${scan ? 11 : 11}pt;margin:${scan ? '44px 60px' : 0};line-height:1.3}
h1{font-size:15pt;text-align:center;margin:0}.c{text-align:center;font-size:10pt}h2{font-size:11pt;margin:12px 0 3px;border-bottom:1px solid #000}p{margin:3px 0}ul{margin:2px 0;padding-left:20px}`;
  return {
    html: page(css, body, p.language),
    variants: [p.name.full.toUpperCase()],
    others: (p.referees ?? []).map((r) => r.name),
  };
}

// ---- LibreOffice (flat ODF) ----
const x = (s) => esc(s).replace(/"/g, '&quot;');
const para = (style, text) => `<text:p text:style-name="${style}">${x(text)}</text:p>`;

/**
 * A Writer document in one of several national styles (`writerStyle`): Europass, a Brazilian currículo, an
 * Ecuadorian hoja de vida, a German Lebenslauf, a Word-like resume with the name and page number in the footer.
 */
function writer(p, { accent }) {
  const S = p.writerStyle;
  const L = p.labels ?? {};
  const lines = [];
  const out = [];
  const add = (style, text) => {
    out.push(para(style, text));
    lines.push(text);
  };
  const row = (k, v) => {
    out.push(
      `<table:table-row><table:table-cell table:style-name="Cell"><text:p text:style-name="Label">${x(k)}</text:p></table:table-cell><table:table-cell table:style-name="Cell"><text:p text:style-name="Body">${x(v)}</text:p></table:table-cell></table:table-row>`,
    );
    lines.push(k, v);
  };
  const table = (rows) => {
    out.push(
      '<table:table table:name="T' +
        out.length +
        '" table:style-name="Tbl"><table:table-column table:style-name="C1"/><table:table-column table:style-name="C2"/>',
    );
    rows.forEach(([k, v]) => row(k, v));
    out.push('</table:table>');
  };
  const personal = [
    ...(L.address ? [[L.address, p.address]] : []),
    [L.phone ?? 'Phone', p.phone],
    [L.email ?? 'E-mail', p.email],
    ...p.details.map((d) => [
      labelOf(p, d)
        .replace(/[:：]\s*$/u, '')
        .trim(),
      d.value,
    ]),
    ...p.links.map((l) => [l.kind === 'domain' ? 'Web' : 'Handle', l.value]),
  ];
  if (S === 'europass' || S === 'hoja' || S === 'curriculo' || S === 'lebenslauf') {
    add('Title', L.title);
    add('Name', S === 'hoja' ? (p.name.variants.find((v) => v === v.toUpperCase()) ?? p.name.full) : p.name.full);
    if (S !== 'lebenslauf') add('Sub', p.headline);
    add('H', L.personal);
    table(personal);
  } else {
    add('Name', p.name.full);
    add('Sub', p.headline);
    add('Body', [p.address, p.phone, p.email, ...p.links.map((l) => l.value)].join(' · '));
    if (p.details.length) add('Body', p.details.map((d) => `${labelOf(p, d)}${d.value}`).join(' · '));
  }
  add('H', L.profile ?? 'Profile');
  add('Body', p.summary);
  add('H', L.experience ?? 'Experience');
  for (const j of p.jobs) {
    if (S === 'europass' || S === 'lebenslauf') table([[`${j.from} – ${j.to}`, `${j.title}, ${j.org}, ${j.place}`]]);
    else add('Job', `${j.title} — ${j.org}, ${j.place} (${j.from} – ${j.to})`);
    for (const b of j.bullets) add('Bullet', `– ${b}`);
  }
  add('H', L.education ?? 'Education');
  for (const e of p.education) add('Body', `${e.year}  ${e.degree}, ${e.school}, ${e.place}`);
  add('H', L.skills ?? 'Skills');
  add('Body', p.skills.join(', '));
  for (const e of p.extra) add('Body', e);
  if (p.referees?.length) {
    add('H', L.referees ?? 'References');
    for (const r of p.referees) add('Body', `${r.name}, ${r.title}, ${r.phone}`);
  }
  if (p.closing) for (const c of p.closing) add(c === p.closing.at(-1) ? 'Sign' : 'Body', c);
  const foot = p.footer ?? 'page';
  const footerXml =
    foot === 'name'
      ? `<text:p text:style-name="Foot">${x(p.name.full)} — ${x(L.page ?? 'Page')} <text:page-number text:select-page="current">1</text:page-number> / <text:page-count>1</text:page-count></text:p>`
      : `<text:p text:style-name="Foot"><text:page-number text:select-page="current">1</text:page-number></text:p>`;
  const footerLine = (i, n) => (foot === 'name' ? `${p.name.full} — ${L.page ?? 'Page'} ${i} / ${n}` : `${i}`);
  const font = p.font ?? 'Liberation Serif';
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls><style:font-face style:name="${font}" svg:font-family="'${font}'" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"/></office:font-face-decls>
<office:styles>
<style:default-style style:family="paragraph"><style:text-properties style:font-name="${font}" fo:font-size="10.5pt" fo:language="${p.language}"/></style:default-style>
<style:style style:name="Body" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.08cm"/></style:style>
<style:style style:name="Title" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="15pt" fo:letter-spacing="0.08cm" fo:color="${accent}"/></style:style>
<style:style style:name="Name" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.1cm"/><style:text-properties fo:font-size="20pt" fo:font-weight="bold"/></style:style>
<style:style style:name="Sub" style:family="paragraph"><style:text-properties fo:font-size="12pt" fo:font-style="italic" fo:color="#555555"/></style:style>
<style:style style:name="H" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.35cm" fo:margin-bottom="0.12cm" fo:border-bottom="0.5pt solid ${accent}" fo:keep-with-next="always"/><style:text-properties fo:font-size="12pt" fo:font-weight="bold" fo:color="${accent}"/></style:style>
<style:style style:name="Job" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.15cm"/><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="Bullet" style:family="paragraph"><style:paragraph-properties fo:margin-left="0.6cm"/></style:style>
<style:style style:name="Label" style:family="paragraph"><style:paragraph-properties fo:text-align="end"/><style:text-properties fo:color="#666666" fo:font-size="9.5pt"/></style:style>
<style:style style:name="Sign" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.5cm"/><style:text-properties fo:font-style="italic"/></style:style>
<style:style style:name="Foot" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8pt" fo:color="#777777"/></style:style>
</office:styles>
<office:automatic-styles>
<style:style style:name="Tbl" style:family="table"><style:table-properties style:width="17cm" table:align="left"/></style:style>
<style:style style:name="C1" style:family="table-column"><style:table-column-properties style:column-width="4.5cm"/></style:style>
<style:style style:name="C2" style:family="table-column"><style:table-column-properties style:column-width="12.5cm"/></style:style>
<style:style style:name="Cell" style:family="table-cell"><style:table-cell-properties fo:padding="0.06cm" fo:border="none"/></style:style>
<style:page-layout style:name="PL"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.8cm" fo:margin-bottom="1.2cm" fo:margin-left="2cm" fo:margin-right="2cm"/><style:footer-style><style:header-footer-properties fo:min-height="0.6cm" fo:margin-top="0.3cm"/></style:footer-style></style:page-layout>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="PL"><style:footer>${footerXml}</style:footer></style:master-page></office:master-styles>
<office:body><office:text>
${out.join('\n')}
</office:text></office:body></office:document>
`;
  return { fodt, lines, footerLine, variants: [] };
}

export const LAYOUTS = { moderncv, portal, federal, canva, academic, cover, shokumu, jagiso, linkedin, ats, writer };
