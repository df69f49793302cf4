// Held-out part 40: its own templates, written for this part — Google-Docs-like, Word stock, Indeed and LinkedIn
// exports, ATS plain text, a US federal resume, a Canva-like design, a cover letter with its resume, a Korean
// 이력서 form, and a Word-like flat ODF for LibreOffice. Each returns what the page shows (`html` or `fodt` +
// `lines`), so the truth files are written from what a reader sees.
export const esc = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const H = {
  en: {
    summary: 'Summary',
    experience: 'Experience',
    education: 'Education',
    skills: 'Skills',
    references: 'References',
    extra: 'Additional',
    profile: 'Profile',
  },
  fr: {
    summary: 'Profil',
    experience: 'Expérience professionnelle',
    education: 'Formation',
    skills: 'Compétences',
    references: 'Références',
    extra: 'Divers',
    profile: 'Profil',
  },
  es: {
    summary: 'Perfil profesional',
    experience: 'Experiencia laboral',
    education: 'Formación académica',
    skills: 'Habilidades',
    references: 'Referencias',
    extra: 'Otros',
    profile: 'Perfil',
  },
  pt: {
    summary: 'Resumo profissional',
    experience: 'Experiência profissional',
    education: 'Formação acadêmica',
    skills: 'Competências',
    references: 'Referências',
    extra: 'Outros',
    profile: 'Perfil',
  },
  ko: {
    summary: '자기소개',
    experience: '경력사항',
    education: '학력사항',
    skills: '보유 기술',
    references: '추천인',
    extra: '기타',
    profile: '인적사항',
  },
};
const DETAIL = {
  en: {
    date_of_birth: 'Date of Birth',
    nationality: 'Nationality',
    marital_status: 'Civil Status',
    national_id: 'CNIC',
  },
  es: { national_id: 'CURP', date_of_birth: 'Fecha de nacimiento' },
  ko: { date_of_birth: '생년월일' },
};
const h = (p) => H[p.language] ?? H.en;
const detailLabel = (p, kind) =>
  (DETAIL[p.language] ?? DETAIL.en)[kind] ?? (p.locale === 'es-EC' && kind === 'national_id' ? 'Cédula' : kind);
const handleText = (l) => l.value;
const page = (css, body, lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>@page{size:Letter;margin:0}*{box-sizing:border-box}body{margin:0}${css}</style></head><body>${body}</body></html>`;
const jobsHtml = (p, cls = '') =>
  p.jobs
    .map(
      (j) =>
        `<div class="job ${cls}"><div class="jh"><b>${esc(j.title)}</b><span class="dates">${esc(j.dates)}</span></div><div class="org">${esc(j.org)}, ${esc(j.place)}</div><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`,
    )
    .join('');
const eduHtml = (p) =>
  p.education
    .map((e) => `<div class="edu"><b>${esc(e.degree)}</b><br>${esc(e.school)}, ${esc(e.place)} — ${esc(e.dates)}</div>`)
    .join('');
const refsHtml = (p) =>
  p.referees.length
    ? p.referees
        .map((r) => `<div class="ref"><b>${esc(r.name)}</b><br>${esc(r.title)}<br>${esc(r.phone)}</div>`)
        .join('')
    : '';
const detailsHtml = (p, sep = '<br>') =>
  p.details.map((d) => `${esc(detailLabel(p, d.kind))}: ${esc(d.value)}`).join(sep);

/** Google Docs "Serif"-like: a large serif name, contact block at the right, small-caps section titles. */
export function gdocsSerif(p, { accent, scan }) {
  const t = h(p);
  const css = `body{font-family:'Nimbus Roman','C059',serif;color:#222;font-size:${scan ? 12 : 11}pt;padding:0.7in 0.8in}
  .top{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:1px solid #bbb;padding-bottom:8px}
  h1{font-size:30pt;font-weight:normal;margin:0;color:${accent}}.hl{font-style:italic;color:#555}
  .c{text-align:right;font-size:9.5pt;line-height:1.45}h2{font-variant:small-caps;letter-spacing:1px;color:${accent};font-size:13pt;margin:16px 0 4px}
  .jh{display:flex;justify-content:space-between}.dates{color:#666;font-size:10pt}.org{font-style:italic}ul{margin:3px 0 8px;padding-left:18px}.edu{margin-bottom:6px}`;
  const links = p.links.map((l) => `<div>${esc(handleText(l))}</div>`).join('');
  const body = `<div class="top"><div><h1>${esc(p.name.full)}</h1><div class="hl">${esc(p.headline)}</div></div>
  <div class="c"><div>${esc(p.address)}</div><div>${esc(p.phone)}</div><div>${esc(p.email)}</div>${links}${p.details.length ? `<div>${detailsHtml(p, ' · ')}</div>` : ''}</div></div>
  <h2>${t.summary}</h2><p>${esc(p.summary)}</p><h2>${t.experience}</h2>${jobsHtml(p)}<h2>${t.education}</h2>${eduHtml(p)}
  <h2>${t.skills}</h2><p>${p.skills.map(esc).join(', ')}</p>${p.extra.map((x) => `<p>${esc(x)}</p>`).join('')}`;
  return { html: page(css, body, p.language) };
}

/** Spearmint-like: letter-spaced capitals, a mint rule, icons before contact items, handles without URLs. */
export function spearmint(p, { accent }) {
  const t = h(p);
  const icon = { email: '✉', phone: '☎', address: '⌂', handle: '@', domain: '➚' };
  const css = `body{font-family:'Noto Sans','DejaVu Sans',sans-serif;font-size:10pt;color:#333;padding:0.6in 0.75in;border-top:10px solid #3fb59a}
  h1{font-size:22pt;letter-spacing:4px;text-transform:uppercase;margin:0 0 2px;font-weight:600}.hl{color:#3fb59a;font-weight:600;margin-bottom:8px}
  .ct{display:flex;flex-wrap:wrap;gap:4px 16px;font-size:9pt;color:#555}.ct span i{font-style:normal;color:#3fb59a;margin-right:4px}
  h2{font-size:10.5pt;text-transform:uppercase;letter-spacing:2px;color:${accent};border-bottom:2px solid #3fb59a;padding-bottom:2px;margin:14px 0 6px}
  .jh{display:flex;justify-content:space-between}.dates{font-size:9pt;color:#777}.org{color:#3fb59a}ul{margin:2px 0 8px;padding-left:16px}li{margin:1px 0}
  .sk{columns:3;font-size:9.5pt}`;
  const items = [
    [icon.email, p.email],
    [icon.phone, p.phone],
    [icon.address, p.addressShort],
    ...p.links.map((l) => [l.kind === 'domain' ? icon.domain : icon.handle, l.value.replace(/^@/, '')]),
  ];
  const shownLinks = p.links.filter((l) => l.value.startsWith('@')).map((l) => l.value.slice(1));
  const body = `<h1>${esc(p.name.full)}</h1><div class="hl">${esc(p.headline)}</div>
  <div class="ct">${items.map(([i, v]) => `<span><i>${i}</i>${esc(v)}</span>`).join('')}</div>${p.details.length ? `<div class="ct">${detailsHtml(p, ' &nbsp;·&nbsp; ')}</div>` : ''}
  <h2>${t.profile}</h2><p>${esc(p.summary)}</p><h2>${t.experience}</h2>${jobsHtml(p)}
  <h2>${t.skills}</h2><div class="sk">${p.skills.map((s) => `<div>• ${esc(s)}</div>`).join('')}</div>
  <h2>${t.education}</h2>${eduHtml(p)}${p.extra.map((x) => `<p>${esc(x)}</p>`).join('')}`;
  return { html: page(css, body, p.language), links: shownLinks };
}

/** A job-portal (Indeed-like) export: the name runs straight into the location line, skills with years. */
export function indeed(p) {
  const css = `body{font-family:Arial,'Nimbus Sans',sans-serif;font-size:10.5pt;color:#2d2d2d;padding:0.55in 0.6in}
  .n{font-size:20pt;font-weight:bold;display:inline}.loc{display:inline;color:#595959}.c{color:#595959;margin-top:4px}
  h2{font-size:12pt;border-bottom:1px solid #d4d2d0;padding-bottom:4px;margin:18px 0 8px}.job{margin-bottom:10px}.jh b{font-size:11pt}
  .dates{display:block;color:#767676;font-size:9.5pt}.org{color:#2d2d2d}ul{margin:2px 0;padding-left:18px}`;
  const years = (i) => `${[5, 3, 7, 2, 4, 6, 1, 8][i % 8]} years`;
  const body = `<div><div class="n">${esc(p.name.full)}</div><div class="loc">${esc(p.addressShort)}</div></div>
  <div class="c">${esc(p.email)}<br>${esc(p.phone)}</div>${p.details.length ? `<div class="c">${detailsHtml(p)}</div>` : ''}
  <p>${esc(p.summary)}</p><p>Willing to relocate: Anywhere<br>Authorized to work in the US for any employer</p>
  <h2>Work Experience</h2>${jobsHtml(p)}<h2>Education</h2>${eduHtml(p)}
  <h2>Skills</h2><ul>${p.skills.map((s, i) => `<li>${esc(s)} (${years(i)})</li>`).join('')}</ul>
  ${p.extra.length ? `<h2>Awards</h2>${p.extra.map((x) => `<p>${esc(x)}</p>`).join('')}` : ''}`;
  return { html: page(css, body) };
}

/** A LinkedIn "Save to PDF" profile look: a grey sidebar (contact, top skills), "Page 1 of 2" footers. */
export function linkedin(p) {
  const li = p.links.find((l) => l.value.startsWith('in/'));
  const slug = li ? li.value : `in/${p.name.full.toLowerCase().replace(/[^a-z]+/g, '-')}-5a1b2c`;
  const css = `body{font-family:'DejaVu Sans',sans-serif;font-size:9.5pt;color:#181818}
  .w{display:grid;grid-template-columns:2.1in 1fr;min-height:10in}.side{background:#f3f6f8;padding:0.5in 0.25in}.main{padding:0.5in 0.4in}
  .side h3{font-size:11pt;margin:14px 0 4px}.side div{word-break:break-all;margin-bottom:3px}h1{font-size:24pt;margin:0;font-weight:normal}
  .hl{font-size:11pt;margin:4px 0}.loc{color:#666}h2{font-size:15pt;font-weight:normal;margin:18px 0 6px}.org{font-size:11pt;font-weight:bold}
  .jh b{font-weight:normal;font-size:10.5pt}.jh{display:block}.dates{display:block;color:#666}ul{padding-left:0;list-style:none;margin:4px 0 10px}`;
  const jobs = p.jobs
    .map(
      (j) =>
        `<div class="org">${esc(j.org)}</div><div class="jh"><b>${esc(j.title)}</b><span class="dates">${esc(j.dates)}</span><span class="dates">${esc(j.place)}</span></div><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`,
    )
    .join('');
  const body = `<div class="w"><div class="side"><h3>Contact</h3><div>${esc(p.email)}</div><div>${esc(p.phone)} (Mobile)</div>
  <div>www.linkedin.com/${esc(slug)} (LinkedIn)</div>${p.links
    .filter((l) => l.kind === 'domain')
    .map((l) => `<div>${esc(l.value)} (Personal)</div>`)
    .join('')}
  <h3>Top Skills</h3>${p.skills
    .slice(0, 3)
    .map((s) => `<div>${esc(s)}</div>`)
    .join('')}</div>
  <div class="main"><h1>${esc(p.name.full)}</h1><div class="hl">${esc(p.headline)}</div><div class="loc">${esc(p.addressShort)}</div>
  <h2>Summary</h2><p>${esc(p.summary)}</p><h2>Experience</h2>${jobs}<h2>Education</h2>${p.education.map((e) => `<div class="org">${esc(e.school)}</div><div>${esc(e.degree)} · (${esc(e.dates)})</div>`).join('')}</div></div>`;
  const footer = {
    template: `<div style="font-size:8pt;color:#999;width:100%;text-align:center;font-family:sans-serif">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>`,
    text: (i, n) => [`Page ${i} of ${n}`],
  };
  return { html: page(css, body), footer, links: [`linkedin.com/${slug}`] };
}

/** ATS plain one-column: Times, pipes between contact items, capitals for headings, hyphen bullets. */
export function ats(p, { scan }) {
  const t = h(p);
  const css = `body{font-family:'Nimbus Roman',serif;font-size:${scan ? 12.5 : 11.5}pt;padding:0.8in 0.9in;line-height:1.3}
  .n{font-size:15pt;font-weight:bold;text-align:center;text-transform:uppercase}.c{text-align:center}h2{font-size:11.5pt;margin:14px 0 4px;text-transform:uppercase}
  .jh{display:block}.dates{margin-left:6px}.dates:before{content:'| '}ul{list-style:none;padding-left:0;margin:2px 0 8px}li:before{content:'- '}`;
  const body = `<div class="n">${esc(p.name.full)}</div><div class="c">${[p.address, p.phone, p.email, ...p.links.map((l) => l.value)].map(esc).join(' | ')}</div>
  <h2>${t.summary}</h2><div>${esc(p.summary)}</div><h2>${t.experience}</h2>${jobsHtml(p)}<h2>${t.education}</h2>${eduHtml(p)}
  <h2>${t.skills}</h2><div>${p.skills.map(esc).join('; ')}</div>`;
  return { html: page(css, body, p.language) };
}

/** A US federal resume (USAJOBS-like): hours, grade, supervisor "may contact", citizenship, veterans' preference. */
export function federal(p) {
  const sup = p.referees[0];
  const css = `body{font-family:'Nimbus Sans',Arial,sans-serif;font-size:10pt;padding:0.6in 0.7in;line-height:1.35}h1{font-size:16pt;margin:0}
  h2{font-size:11pt;background:#e8e8e8;padding:3px 6px;margin:14px 0 6px}.job{margin-bottom:12px}.kv{color:#333}ul{margin:3px 0;padding-left:18px}`;
  const jobs = p.jobs
    .map(
      (
        j,
        i,
      ) => `<div class="job"><b>${esc(j.org)}</b><br>${esc(j.place)}<br>${esc(j.dates)}<br>Hours per week: ${i === 0 ? 45 : 50}<br>
      <b>${esc(j.title)}</b>${i === 1 ? '<br>Grade: E-6' : ''}<br>${i === 0 && sup ? `Supervisor: ${esc(sup.name)} (${esc(sup.phone)})<br>Okay to contact this Supervisor: Yes<br>` : ''}
      Duties, Accomplishments and Related Skills:<ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`,
    )
    .join('');
  const body = `<h1>${esc(p.name.full)}</h1><div>${esc(p.address)}<br>Mobile: ${esc(p.phone)}<br>Email: ${esc(p.email)}</div>
  <p class="kv">Country of citizenship: United States Of America<br>Veterans' Preference: 10-point preference (CPS)<br>Security Clearance: Secret (inactive)<br>Highest grade: E-6</p>
  <h2>Work Experience</h2>${jobs}<h2>Education</h2>${eduHtml(p)}<h2>Job Related Training</h2><div>${p.skills.map(esc).join('; ')}</div>
  <h2>Additional Information</h2>${p.extra.map((x) => `<p>${esc(x)}</p>`).join('')}`;
  return { html: page(css, body) };
}

/** A Canva-like two-column design: the name split over two letter-spaced lines, skill bars, emoji contact icons. */
export function canva(p, { accent }) {
  const t = h(p);
  const parts = p.name.full.split(' ');
  const given = parts.slice(0, parts.length > 3 ? 2 : 1).join(' ');
  const family = parts.slice(given.split(' ').length).join(' ');
  const css = `body{font-family:'Noto Sans',sans-serif;font-size:9.5pt;color:#333}.w{display:grid;grid-template-columns:2.6in 1fr;min-height:11in}
  .side{background:${accent};color:#fff;padding:0.55in 0.3in}.main{padding:0.55in 0.4in}.n1{font-size:26pt;letter-spacing:6px;text-transform:uppercase;font-weight:300;line-height:1.05}
  .n2{font-size:26pt;letter-spacing:6px;text-transform:uppercase;font-weight:800;line-height:1.05;margin-bottom:6px}.hl{letter-spacing:2px;font-size:9pt;text-transform:uppercase;color:#777;margin-bottom:14px}
  .side h3{font-size:10pt;letter-spacing:3px;text-transform:uppercase;border-bottom:1px solid rgba(255,255,255,.5);padding-bottom:3px;margin:18px 0 8px}
  .ci{margin-bottom:6px;word-break:break-word}.bar{height:5px;background:rgba(255,255,255,.3);margin:2px 0 7px}.bar i{display:block;height:5px;background:#fff}
  h2{font-size:11pt;letter-spacing:3px;text-transform:uppercase;color:${accent};margin:16px 0 6px}.jh{display:flex;justify-content:space-between}.dates{font-size:8.5pt;color:#888}
  .org{font-weight:600;color:#555}ul{padding-left:14px;margin:3px 0 9px}`;
  const pct = [92, 85, 78, 70, 88, 64, 75, 81, 60];
  const body = `<div class="w"><div class="side"><h3>Contact</h3><div class="ci">☎ ${esc(p.phone)}</div><div class="ci">✉ ${esc(p.email)}</div><div class="ci">⌂ ${esc(p.address)}</div>
  ${p.links.map((l) => `<div class="ci">➚ ${esc(l.value)}</div>`).join('')}${p.details.map((d) => `<div class="ci">❖ ${esc(detailLabel(p, d.kind))}: ${esc(d.value)}</div>`).join('')}<h3>${t.skills}</h3>${p.skills
    .map((s, i) => `<div>${esc(s)}</div><div class="bar"><i style="width:${pct[i % pct.length]}%"></i></div>`)
    .join(
      '',
    )}<h3>${t.education}</h3>${p.education.map((e) => `<div class="ci"><b>${esc(e.degree)}</b><br>${esc(e.school)}<br>${esc(e.dates)}</div>`).join('')}</div>
  <div class="main"><div class="n1">${esc(given)}</div><div class="n2">${esc(family)}</div><div class="hl">${esc(p.headline)}</div>
  <h2>${t.profile}</h2><p>${esc(p.summary)}</p><h2>${t.experience}</h2>${jobsHtml(p)}${p.referees.length ? `<h2>${t.references}</h2>${refsHtml(p)}` : ''}</div></div>`;
  return { html: page(css, body, p.language), variants: [given, family] };
}

/** A Word stock template (two pages): name in the page footer with the page number, a references section. */
export function wordRefs(p, { accent }) {
  const t = h(p);
  const css = `body{font-family:'Carlito','Nimbus Sans',sans-serif;font-size:11pt;padding:0 0.9in;line-height:1.4}
  h1{font-size:26pt;color:${accent};margin:0;font-weight:normal}.c{font-size:10pt;color:#444;margin-bottom:10px}
  h2{font-size:12pt;color:${accent};text-transform:uppercase;margin:16px 0 6px}.jh{display:flex;justify-content:space-between}.dates{color:#666}
  .org{font-style:italic}.ref{margin-bottom:10px}.pb{break-before:page}ul{margin:3px 0 10px}${p.details.length ? '.d{font-size:10pt}' : ''}`;
  const body = `<h1>${esc(p.name.full)}</h1><div class="c">${esc(p.address)} · ${esc(p.phone)} · ${esc(p.email)}</div>${p.details.length ? `<div class="d">${detailsHtml(p, ' · ')}</div>` : ''}
  <h2>${t.summary}</h2><p>${esc(p.summary)}</p><h2>${t.experience}</h2>${jobsHtml(p)}<h2>${t.education}</h2>${eduHtml(p)}
  <div class="pb"></div><h2>${t.skills}</h2><ul>${p.skills.map((s) => `<li>${esc(s)}</li>`).join('')}</ul>${p.extra.map((x) => `<p>${esc(x)}</p>`).join('')}
  <h2>${t.references}</h2>${refsHtml(p) || '<p>Available on request.</p>'}`;
  const footerName = p.name.variants.find((v) => !/[A-Z]{3,}/.test(v) && v.split(' ').length >= 2) ?? p.name.full;
  const footer = {
    template: `<div style="font-size:8.5pt;color:#666;width:100%;padding:0 0.9in;display:flex;justify-content:space-between;font-family:sans-serif"><span>${esc(footerName)} — Resume</span><span><span class="pageNumber"></span></span></div>`,
    text: (i) => [`${footerName} — Resume`, String(i)],
  };
  return { html: page(css, body, p.language), footer };
}

/** A cover letter on page one, the resume on page two; the letter is signed with the name and phone. */
export function coverLetter(p, { accent }) {
  const greet = p.locale === 'en-GB' ? 'Dear Hiring Manager,' : 'Dear Hiring Committee,';
  const close = p.locale === 'en-GB' ? 'Yours faithfully,' : 'Sincerely,';
  const css = `body{font-family:'C059','Nimbus Roman',serif;font-size:11pt;line-height:1.45}.pg{padding:0.9in 1in}.pb{break-before:page}
  .hd{border-bottom:2px solid ${accent};padding-bottom:6px;margin-bottom:18px}.hd b{font-size:18pt}h2{font-size:12pt;color:${accent};margin:14px 0 4px}
  .jh{display:flex;justify-content:space-between}.dates{color:#666}ul{margin:2px 0 8px}`;
  const j = p.jobs[0];
  const body = `<div class="pg"><div class="hd"><b>${esc(p.name.full)}</b><br>${esc(p.address)}<br>${esc(p.email)} · ${esc(p.phone)}</div>
  <p>14 October 2026</p><p>${greet}</p>
  <p>I am writing to apply for the role advertised. In my current post as ${esc(j.title)} at ${esc(j.org)}, ${esc(j.bullets[0].charAt(0).toLowerCase() + j.bullets[0].slice(1))}</p>
  <p>${esc(p.summary)} I would welcome the chance to bring the same care to your team, and I can start with four weeks' notice.</p>
  <p>Thank you for considering my application. I can be reached on ${esc(p.phone)} at any time.</p><p>${close}</p><p>${esc(p.name.variants[0])}</p></div>
  <div class="pg pb"><h2>Experience</h2>${jobsHtml(p)}<h2>Education</h2>${eduHtml(p)}<h2>Skills</h2><p>${p.skills.map(esc).join(' · ')}</p>
  ${p.extra.map((x) => `<p>${esc(x)}</p>`).join('')}${p.referees.length ? `<h2>References</h2>${refsHtml(p)}` : ''}</div>`;
  return { html: page(css, body) };
}

/** A Korean 이력서 form: a bordered table with a photo box, personal details, then education and career tables. */
export function korean(p, { scan }) {
  const css = `body{font-family:'Noto Serif CJK KR','Noto Sans CJK KR',serif;font-size:${scan ? 11.5 : 10.5}pt;padding:0.6in 0.7in}
  h1{text-align:center;letter-spacing:18px;font-size:22pt;margin:0 0 14px}table{border-collapse:collapse;width:100%;margin-bottom:12px}
  td,th{border:1px solid #444;padding:5px 7px;vertical-align:top}th{background:#eee;font-weight:normal;width:18%}.ph{width:1.2in;height:1.5in;text-align:center;color:#999;vertical-align:middle}`;
  const dob = p.details.find((d) => d.kind === 'date_of_birth');
  const body = `<h1>이 력 서</h1><table><tr><td class="ph" rowspan="4">사진</td><th>성명</th><td>${esc(p.name.full)} (${esc(p.name.variants[1])})</td></tr>
  <tr><th>생년월일</th><td>${esc(dob.value)}</td></tr><tr><th>연락처</th><td>${esc(p.phone)} / ${esc(p.email)}</td></tr><tr><th>주소</th><td>${esc(p.address)}</td></tr></table>
  <table><tr><th>기간</th><th>학교명</th><th>전공</th></tr>${p.education.map((e) => `<tr><td>${esc(e.dates)}</td><td>${esc(e.school)}</td><td>${esc(e.degree)}</td></tr>`).join('')}</table>
  <table><tr><th>기간</th><th>회사명</th><th>직위 및 담당업무</th></tr>${p.jobs.map((j) => `<tr><td>${esc(j.dates)}</td><td>${esc(j.org)} (${esc(j.place)})</td><td>${esc(j.title)}: ${j.bullets.map(esc).join(' ')}</td></tr>`).join('')}</table>
  <table><tr><th>보유 기술</th><td>${p.skills.map(esc).join(', ')}</td></tr><tr><th>자기소개</th><td>${esc(p.summary)}</td></tr></table>
  <p style="text-align:center">위의 기재 사항은 사실과 틀림이 없습니다.</p><p style="text-align:right">2026년 10월 5일 &nbsp; 작성자: ${esc(p.name.full)} (인)</p>`;
  return { html: page(css, body, 'ko') };
}

/** A Word-like resume as flat ODF: a header table (name | contact), a page footer with the name and "Page i of n". */
export function writer(p, { accent }) {
  const t = h(p);
  const x = esc;
  const lines = [];
  const para = (style, text) => {
    lines.push(text);
    return `<text:p text:style-name="${style}">${x(text)}</text:p>`;
  };
  const contact = [
    p.address,
    p.phone,
    p.email,
    ...p.links.map((l) => l.value),
    ...p.details.map((d) => `${detailLabel(p, d.kind)}: ${d.value}`),
  ];
  let body = '';
  body += `<table:table table:name="Head" table:style-name="Head"><table:table-column table:number-columns-repeated="2"/><table:table-row><table:table-cell>`;
  body += para('Name', p.name.full) + para('Headline', p.headline);
  body += `</table:table-cell><table:table-cell>`;
  body += contact.map((c) => para('Contact', c)).join('');
  body += `</table:table-cell></table:table-row></table:table>`;
  body += para('H', t.summary) + para('Body', p.summary) + para('H', t.experience);
  for (const j of p.jobs) {
    body += para('JobHead', `${j.title}\t${j.dates}`.replace('\t', ' — ')).replace(' — ', '<text:tab/>');
    lines[lines.length - 1] = `${j.title} ${j.dates}`;
    body += para('Org', `${j.org}, ${j.place}`);
    body += j.bullets.map((b) => para('Bullet', `• ${b}`)).join('');
  }
  body += para('H', t.education);
  for (const e of p.education) body += para('Body', `${e.degree}, ${e.school}, ${e.place} (${e.dates})`);
  body += para('H', t.skills) + para('Body', p.skills.join(' · '));
  for (const e of p.extra) body += para('Body', e);
  if (p.referees.length) {
    body += para('H', t.references);
    for (const r of p.referees) body += para('Body', `${r.name}, ${r.title}, ${r.phone}`);
  }
  if (p.fatherName) body += para('Body', `Father's Name: ${p.fatherName}`);
  const footName = p.name.full;
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls><style:font-face style:name="Carlito" svg:font-family="Carlito" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"/></office:font-face-decls>
<office:styles>
<style:default-style style:family="paragraph"><style:text-properties style:font-name="Carlito" fo:font-size="10.5pt" fo:language="${p.language}"/></style:default-style>
<style:style style:name="Name" style:family="paragraph"><style:text-properties fo:font-size="20pt" fo:font-weight="bold" fo:color="${accent}"/></style:style>
<style:style style:name="Headline" style:family="paragraph"><style:text-properties fo:font-style="italic"/></style:style>
<style:style style:name="Contact" style:family="paragraph"><style:paragraph-properties fo:text-align="end"/><style:text-properties fo:font-size="9pt"/></style:style>
<style:style style:name="H" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.12in" fo:margin-bottom="0.04in" fo:border-bottom="0.5pt solid ${accent}"/><style:text-properties fo:font-size="12pt" fo:font-weight="bold" fo:color="${accent}" fo:text-transform="uppercase"/></style:style>
<style:style style:name="Body" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.04in"/></style:style>
<style:style style:name="JobHead" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.06in"><style:tab-stops><style:tab-stop style:position="6.5in" style:type="right"/></style:tab-stops></style:paragraph-properties><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="Org" style:family="paragraph"><style:text-properties fo:font-style="italic"/></style:style>
<style:style style:name="Bullet" style:family="paragraph"><style:paragraph-properties fo:margin-left="0.25in" fo:text-indent="-0.15in"/></style:style>
<style:style style:name="Foot" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8pt" fo:color="#666666"/></style:style>
</office:styles>
<office:automatic-styles>
<style:page-layout style:name="PL"><style:page-layout-properties fo:page-width="8.5in" fo:page-height="11in" fo:margin-top="0.7in" fo:margin-bottom="0.5in" fo:margin-left="0.9in" fo:margin-right="0.9in"/><style:footer-style><style:header-footer-properties fo:min-height="0.3in"/></style:footer-style></style:page-layout>
<style:style style:name="Head" style:family="table"><style:table-properties style:width="6.7in" table:align="margins"/></style:style>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="PL"><style:footer><text:p text:style-name="Foot">${x(footName)} · Page <text:page-number text:select-page="current">1</text:page-number> of <text:page-count>1</text:page-count></text:p></style:footer></style:master-page></office:master-styles>
<office:body><office:text>${body}</office:text></office:body></office:document>
`;
  return { fodt, lines, footerLine: (i, n) => `${footName} · Page ${i} of ${n}` };
}
