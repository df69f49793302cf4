// The ninth held-out part's templates, written for this part: a Word-like two-column table, a LinkedIn-like
// profile export, a Google-Docs export, a Reed/Indeed-like portal export, a header of one long line of items
// separated by spaces only, a cover letter with the sender's address block at the top right, a plain ATS
// resume, a rirekisho-like form, and a flat-ODF Word resume for LibreOffice. Each returns the HTML (or ODF)
// and what the truth needs beyond the person (extra name forms, other people printed).
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const page = (css, body, lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>@page{size:A4;margin:0}body{margin:0}${css}</style></head><body>${body}</body></html>`;
const split = (p) => {
  const parts = p.name.full.split(' ');
  return { given: parts[0], family: parts.slice(1).join(' ') };
};
const ids = (p) => [p.phone, p.email, ...p.links.map((l) => l.value), p.address];
const details = (p) => p.details.map((d) => d.value);
const LABEL = {
  en: {
    exp: 'Experience',
    edu: 'Education',
    skills: 'Skills',
    ref: 'References',
    per: 'Personal details',
    sum: 'Profile',
  },
  de: {
    exp: 'Berufserfahrung',
    edu: 'Ausbildung',
    skills: 'Kenntnisse',
    ref: 'Referenzen',
    per: 'Persönliche Daten',
    sum: 'Profil',
  },
  fr: {
    exp: 'Expérience professionnelle',
    edu: 'Formation',
    skills: 'Compétences',
    ref: 'Références',
    per: 'État civil',
    sum: 'Profil',
  },
  es: {
    exp: 'Experiencia',
    edu: 'Formación',
    skills: 'Competencias',
    ref: 'Referencias',
    per: 'Datos personales',
    sum: 'Perfil',
  },
  pt: {
    exp: 'Experiência profissional',
    edu: 'Formação acadêmica',
    skills: 'Competências',
    ref: 'Referências',
    per: 'Dados pessoais',
    sum: 'Objetivo',
  },
  pl: {
    exp: 'Doświadczenie zawodowe',
    edu: 'Wykształcenie',
    skills: 'Umiejętności',
    ref: 'Referencje',
    per: 'Dane osobowe',
    sum: 'Profil',
  },
  cs: {
    exp: 'Pracovní zkušenosti',
    edu: 'Vzdělání',
    skills: 'Dovednosti',
    ref: 'Reference',
    per: 'Osobní údaje',
    sum: 'Profil',
  },
  uk: {
    exp: 'Досвід роботи',
    edu: 'Освіта',
    skills: 'Навички',
    ref: 'Рекомендації',
    per: 'Особисті дані',
    sum: 'Профіль',
  },
  sv: {
    exp: 'Arbetslivserfarenhet',
    edu: 'Utbildning',
    skills: 'Kompetenser',
    ref: 'Referenser',
    per: 'Personuppgifter',
    sum: 'Profil',
  },
  ja: { exp: '職歴', edu: '学歴', skills: '免許・資格', ref: '推薦者', per: '個人情報', sum: '自己PR' },
};
const L = (p) => LABEL[p.language] ?? LABEL.en;
const jobsHtml = (p, tag = 'h3') =>
  p.jobs
    .map(
      (j) =>
        `<div class="job"><${tag}>${esc(j.title)} — ${esc(j.org)}</${tag}><div class="meta">${esc(j.place)} · ${esc(j.dates)}</div><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`,
    )
    .join('');
const eduHtml = (p) =>
  p.education
    .map((e) => `<p><b>${esc(e.degree)}</b><br>${esc(e.school)}, ${esc(e.place)} · ${esc(e.dates)}</p>`)
    .join('');
const refHtml = (p) =>
  p.referees.length
    ? `<h2>${L(p).ref}</h2>` +
      p.referees.map((r) => `<p>${esc(r.name)}<br>${esc(r.title)}<br>${esc(r.phone)}</p>`).join('')
    : '';
const others = (p) => p.referees.map((r) => r.name);

/** Word-like two-column table: labels left, content right, thin rules; the name in a merged top row. */
export function table2col(p, { accent, scan }) {
  const l = L(p);
  const row = (k, v) => `<tr><td class="k">${esc(k)}</td><td>${v}</td></tr>`;
  const css = `body{font:${scan ? 10 : 10.5}pt "Liberation Serif",serif;padding:${scan ? '12mm' : '16mm 18mm'}}table{width:100%;border-collapse:collapse}td{border-top:1px solid #999;padding:5px 8px;vertical-align:top}td.k{width:30%;font-weight:bold;color:${accent}}h1{font-size:20pt;margin:0}h3{font-size:10.5pt;margin:0}.meta{font-style:italic}ul{margin:2px 0 4px 16px;padding:0}p{margin:0 0 4px}`;
  const body = `<table><tr><td colspan="2" style="border:0"><h1>${esc(p.name.full)}</h1>${esc(p.title)}</td></tr>${row('Contact', ids(p).map(esc).join('<br>'))}${p.details.length ? row(l.per, details(p).map(esc).join('<br>')) : ''}${row(l.exp, jobsHtml(p))}${row(l.edu, eduHtml(p))}${row(l.skills, esc(p.skills.join(', ')))}${p.referees.length ? row(l.ref, p.referees.map((r) => `${esc(r.name)}, ${esc(r.title)}, ${esc(r.phone)}`).join('<br>')) : ''}</table>`;
  return { html: page(css, body, p.language), others: others(p) };
}

/** LinkedIn-like "Save to PDF" profile: sidebar with contact and top skills, the name large, the headline. */
export function linkedin(p, { accent }) {
  const css = `body{font:10pt Arial,"Liberation Sans",sans-serif;display:flex;min-height:297mm}aside{width:58mm;background:#f3f2ef;padding:14mm 6mm;font-size:9pt;overflow-wrap:anywhere}main{flex:1;padding:14mm 10mm}aside h2{font-size:11pt;color:#333}h1{font-size:24pt;margin:0;font-weight:normal}.head{font-size:12pt}.loc{color:#666}main h2{font-size:14pt;border-bottom:1px solid #ccc;color:${accent}}h3{font-size:11pt;margin:6px 0 0}.meta{color:#666}ul{padding-left:14px}`;
  const body = `<aside><h2>Contact</h2><p>${esc(p.phone)} (Mobile)</p><p>${esc(p.email)}</p>${p.links.map((l) => `<p>${esc(l.value)}</p>`).join('')}<h2>Top Skills</h2>${p.skills
    .slice(0, 3)
    .map((s) => `<p>${esc(s)}</p>`)
    .join(
      '',
    )}</aside><main><h1>${esc(p.name.full)}</h1><div class="head">${esc(p.title)} at ${esc(p.jobs[0].org)}</div><div class="loc">${esc(p.addressShort)}</div><h2>Experience</h2>${p.jobs
    .map(
      (j) =>
        `<h3>${esc(j.org)}</h3><div>${esc(j.title)}</div><div class="meta">${esc(j.dates)}<br>${esc(j.place)}</div><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`,
    )
    .join(
      '',
    )}<h2>Education</h2>${p.education.map((e) => `<h3>${esc(e.school)}</h3><div>${esc(e.degree)} · (${esc(e.dates)})</div>`).join('')}</main>`;
  return { html: page(css, body, p.language) };
}

/** Google-Docs export: the "Spearmint"-like look, a big name, contact in the top right, thin accent rule. */
export function gdocs(p, { accent }) {
  const l = L(p);
  const css = `body{font:10.5pt "Open Sans","DejaVu Sans",sans-serif;padding:18mm 20mm;color:#222}.top{display:flex;justify-content:space-between;border-top:6px solid ${accent};padding-top:8px}h1{font:bold 26pt "Liberation Sans",sans-serif;margin:0;color:${accent}}.c{text-align:right;font-size:9pt;line-height:1.5}h2{font-size:11pt;letter-spacing:.08em;text-transform:uppercase;color:${accent};margin:16px 0 4px}h3{font-size:10.5pt;margin:6px 0 0}.meta{font-size:9pt;color:#666}ul{margin:2px 0;padding-left:18px}p{margin:2px 0}`;
  const body = `<div class="top"><div><h1>${esc(p.name.full)}</h1><p>${esc(p.title)}</p></div><div class="c">${ids(p).map(esc).join('<br>')}</div></div>${p.details.length ? `<h2>${l.per}</h2><p>${details(p).map(esc).join(' | ')}</p>` : ''}<h2>${l.exp}</h2>${jobsHtml(p)}<h2>${l.edu}</h2>${eduHtml(p)}<h2>${l.skills}</h2><p>${esc(p.skills.join(' • '))}</p>${refHtml(p)}`;
  return { html: page(css, body, p.language), others: others(p) };
}

/** Reed/Indeed-like portal export: a candidate card where the name runs into "Open to work", a key–value table. */
export function portal(p, { accent, scan }) {
  const l = L(p);
  const kv = [
    ['Phone', p.phone],
    ['Email', p.email],
    ['Location', p.address],
    ...p.details.map((d) => [d.kind.replace(/_/g, ' '), d.value]),
    ...(p.fatherName ? [["Father's name", p.fatherName]] : []),
  ];
  const css = `body{font:${scan ? 9.5 : 10}pt "DejaVu Sans",sans-serif;padding:${scan ? '8mm 10mm' : '12mm'};color:#2d2d2d}.bar{background:${accent};color:#fff;padding:6px 10px;font-size:9pt}.card{display:flex;gap:12px;align-items:center;padding:10px 0}.av{width:48px;height:48px;border-radius:50%;background:#ddd;display:flex;align-items:center;justify-content:center;font-weight:bold}.nm{font-size:17pt;font-weight:bold}.nm span{font-size:9pt;font-weight:normal;background:#e7f5ea;color:#1b7a36;padding:1px 4px}table{border-collapse:collapse;font-size:9pt}td{padding:2px 10px 2px 0}h2{font-size:11pt;border-bottom:2px solid ${accent};margin:10px 0 4px}h3{font-size:10pt;margin:4px 0 0}.meta{font-size:8.5pt;color:#767676}ul{margin:2px 0;padding-left:16px}p{margin:2px 0}`;
  const initials = p.name.full
    .split(' ')
    .map((w) => w[0])
    .slice(0, 2)
    .join('');
  const body = `<div class="bar">Candidate profile · Ref. CV-${p.key.length * 7331} · Downloaded from the employer dashboard</div><div class="card"><div class="av">${esc(initials)}</div><div><div class="nm">${esc(p.name.full)}<span>Open to work</span></div><div>${esc(p.title)} · ${esc(p.addressShort)}</div></div></div><table>${kv.map(([k, v]) => `<tr><td><b>${esc(k)}</b></td><td>${esc(v)}</td></tr>`).join('')}</table><h2>${l.exp}</h2>${jobsHtml(p)}<h2>${l.edu}</h2>${eduHtml(p)}<h2>${l.skills}</h2><p>${esc(p.skills.join(', '))}</p>`;
  return { html: page(css, body, p.language), variants: [`${p.name.full}Open`] };
}

/** A header of one long line, items separated only by spaces; then a compact serif body. */
export function oneline(p, { accent }) {
  const l = L(p);
  const css = `body{font:10pt "Liberation Serif",serif;padding:14mm 16mm}h1{font:bold 18pt "Liberation Sans",sans-serif;margin:0;text-transform:uppercase;letter-spacing:.04em}.line{font-size:9pt;border-bottom:1.5px solid ${accent};padding-bottom:4px;word-spacing:.6em}h2{font:bold 10.5pt "Liberation Sans",sans-serif;margin:12px 0 2px;color:${accent}}h3{display:inline;font-size:10pt}.meta{display:inline;float:right;font-size:9pt}.job{clear:both;margin-top:4px}ul{margin:2px 0;padding-left:18px}p{margin:2px 0}`;
  const body = `<h1>${esc(p.name.full)}</h1><div class="line">${[p.address, p.phone, p.email, ...p.links.map((x) => x.value), ...details(p)].map(esc).join('   ')}</div><h2>${l.sum}</h2><p>${esc(p.title)} — ${esc(p.jobDescription.toLowerCase())}.</p><h2>${l.exp}</h2>${jobsHtml(p)}<h2>${l.edu}</h2>${eduHtml(p)}<h2>${l.skills}</h2><p>${esc(p.skills.join(', '))}</p>${refHtml(p)}`;
  return { html: page(css, body, p.language), variants: [p.name.full.toUpperCase()], others: others(p) };
}

/** Cover letter with the sender's block at the top right, signed with the short form; then the resume. */
export function letter(p, { accent }) {
  const fr = p.language === 'fr';
  const short = p.short ?? split(p).given;
  const css = `body{font:11pt "Liberation Serif",serif}.pg{height:297mm;box-sizing:border-box;padding:20mm 22mm;page-break-after:always}.from{text-align:right;line-height:1.4}.to{margin-top:18px}.sig{font:22pt "URW Chancery L","Z003",cursive;color:${accent};margin-top:8px}h1{font:bold 20pt "Liberation Sans",sans-serif;margin:0}h2{font:bold 11pt "Liberation Sans",sans-serif;border-bottom:1px solid #000;margin:12px 0 4px}h3{font-size:10.5pt;margin:4px 0 0}.meta{font-size:9.5pt;font-style:italic}ul{margin:2px 0;padding-left:18px}p{margin:3px 0}`;
  const body = `<div class="pg"><div class="from">${esc(p.name.full)}<br>${esc(p.address)}<br>${esc(p.phone)}<br>${esc(p.email)}</div><div class="to">${fr ? 'Madame la Directrice des ressources humaines' : 'Dear Hiring Manager,'}</div><p>${
    fr
      ? `Je souhaite vous proposer ma candidature au poste de ${esc(p.title.toLowerCase())}. Fort de mon expérience chez ${esc(p.jobs[0].org)}, je suis convaincu de pouvoir contribuer à vos projets.`
      : `I am writing to apply for the ${esc(p.title)} role. My years at ${esc(p.jobs[0].org)} and ${esc(p.jobs[1].org)} have prepared me to contribute from the first week, and I would welcome the chance to discuss it.`
  }</p><p>${fr ? 'Je vous prie d’agréer mes salutations distinguées.' : 'Kind regards,'}</p><div class="sig">${esc(short)}</div><p>${esc(p.name.full)}</p></div><div class="pg"><h1>${esc(p.name.full)}</h1><p>${esc(p.title)} · ${esc(p.phone)} · ${esc(p.email)}</p><h2>${L(p).exp}</h2>${jobsHtml(p)}<h2>${L(p).edu}</h2>${eduHtml(p)}<h2>${L(p).skills}</h2><p>${esc(p.skills.join(', '))}</p>${refHtml(p)}</div>`;
  return { html: page(css, body, p.language), variants: [short], others: others(p) };
}

/** Plain ATS resume: monospace, the name in capitals, headings over dashes. */
export function ats(p) {
  const l = L(p);
  const h = (t) => `<p><b>${esc(t.toUpperCase())}</b><br>${'-'.repeat(40)}</p>`;
  const css = `body{font:10pt "DejaVu Sans Mono","Liberation Mono",monospace;padding:16mm 18mm}p{margin:0 0 6px}`;
  const body = `<p><b>${esc(p.name.full.toUpperCase())}</b><br>${ids(p).map(esc).join('<br>')}</p>${p.details.length ? h(l.per) + `<p>${details(p).map(esc).join('<br>')}</p>` : ''}${h(l.exp)}${p.jobs
    .map(
      (j) =>
        `<p>${esc(j.title)}, ${esc(j.org)}, ${esc(j.place)}<br>${esc(j.dates)}<br>${j.bullets.map((b) => `* ${esc(b)}`).join('<br>')}</p>`,
    )
    .join(
      '',
    )}${h(l.edu)}${p.education.map((e) => `<p>${esc(e.degree)}, ${esc(e.school)}, ${esc(e.dates)}</p>`).join('')}${h(l.skills)}<p>${esc(p.skills.join(', '))}</p>${p.referees.length ? h(l.ref) + p.referees.map((r) => `<p>${esc(r.name)} - ${esc(r.title)} - ${esc(r.phone)}</p>`).join('') : ''}`;
  return { html: page(css, body, p.language), variants: [p.name.full.toUpperCase()], others: others(p) };
}

/** An academic CV: publications with the candidate among co-authors ("Lastname, F." and "F. Lastname"). */
export function academic(p, { accent }) {
  const { given, family } = split(p);
  const me1 = `${family}, ${given
    .split('-')
    .map((g) => g[0] + '.')
    .join('-')}`;
  const me2 = `${given
    .split('-')
    .map((g) => g[0] + '.')
    .join('-')} ${family}`;
  const [c1, c2, c3] = p.coauthors;
  const pubs = [
    `${c1}, ${me1}, &amp; ${c3} (2023). Damp-heat degradation of mixed-cation perovskites. <i>Solar RRL</i>, 7(4), 2200981.`,
    `${me2}, ${c2} (2021). Printed silver grids on PET foil. <i>Flexible and Printed Electronics</i> 6, 015003.`,
  ];
  const css = `body{font:10.5pt "Liberation Serif",serif;padding:18mm 22mm}h1{font-variant:small-caps;font-size:22pt;margin:0;color:${accent}}h2{font-size:12pt;font-variant:small-caps;border-bottom:1px solid ${accent};margin:14px 0 4px}h3{font-size:10.5pt;margin:4px 0 0}.meta{font-style:italic}ul{padding-left:18px;margin:2px 0}p{margin:2px 0}ol li{margin-bottom:4px}`;
  const body = `<h1>${esc(p.name.full)}</h1><p>${esc(p.title)}<br>${esc(p.address)} · ${esc(p.phone)} · ${esc(p.email)}</p><h2>Appointments</h2>${jobsHtml(p)}<h2>Education</h2>${eduHtml(p)}<h2>Selected publications</h2><ol>${pubs.map((x) => `<li>${x}</li>`).join('')}</ol><h2>Funding and awards</h2><p>Marie Skłodowska-Curie Actions Postdoctoral Fellowship (2021).</p>${refHtml(p)}`;
  return { html: page(css, body), variants: [me1, me2], others: [...others(p), ...p.coauthors] };
}

/** A rirekisho-like form: ふりがな, 氏名, 生年月日, 〒 address, dated rows. */
export function rirekisho(p) {
  const td = (s, a = '') => `<td ${a}>${s}</td>`;
  const css = `body{font:10pt "Noto Sans CJK JP","Noto Serif CJK JP",sans-serif;padding:14mm}table{width:100%;border-collapse:collapse}td{border:1px solid #000;padding:4px 6px}h1{text-align:center;letter-spacing:1em;font-size:18pt}.s{font-size:8pt}`;
  const rows = [
    ...p.education.map((e) => [e.dates, `${e.school} ${e.degree}`]),
    ...p.jobs.map((j) => [j.dates, `${j.org} 入社 ${j.title}`]),
  ];
  const body = `<h1>履歴書</h1><table><tr>${td('ふりがな', 'class="s"')}${td(esc(p.kana))}</tr><tr>${td('氏名')}${td(`<span style="font-size:18pt">${esc(p.name.full)}</span>`)}</tr><tr>${td('生年月日')}${td(esc(p.details[0].value) + '（満34歳）')}</tr><tr>${td('現住所')}${td(esc(p.address))}</tr><tr>${td('電話')}${td(esc(p.phone))}</tr><tr>${td('E-mail')}${td(esc(p.email))}</tr></table><br><table><tr>${td('年月')}${td('学歴・職歴')}</tr>${rows.map(([a, b]) => `<tr>${td(esc(a))}${td(esc(b))}</tr>`).join('')}<tr>${td('')}${td('以上')}</tr></table><br><table><tr>${td('免許・資格')}${td(p.skills.map(esc).join('<br>'))}</tr><tr>${td('志望の動機')}${td('ユーザーの声を製品に生かす仕事を続けたいと考え、応募いたしました。')}</tr></table>`;
  return { html: page(css, body, 'ja'), variants: [p.kana] };
}

const x = (s) => esc(s).replace(/"/g, '&quot;');
/** A Word-like resume as flat ODF for LibreOffice: the name as author and in the footer with "Page N of M". */
export function writer(p, { accent }) {
  const l = L(p);
  const lines = [];
  const para = (style, t) => {
    lines.push(t);
    return `<text:p text:style-name="${style}">${esc(t)}</text:p>`;
  };
  const parts = [
    para('Name', p.name.full),
    para('Sub', p.title),
    para('Sub', `${p.address} | ${p.phone} | ${p.email}`),
    ...(p.details.length ? [para('H', l.per), para('Body', details(p).join(' · '))] : []),
    para('H', l.exp),
    ...p.jobs.flatMap((j) => [
      para('Job', `${j.title}, ${j.org} (${j.place})`),
      para('Body', j.dates),
      ...j.bullets.map((b) => para('Bullet', `• ${b}`)),
    ]),
    para('H', l.edu),
    ...p.education.flatMap((e) => [para('Job', e.degree), para('Body', `${e.school}, ${e.place}, ${e.dates}`)]),
    para('H', l.skills),
    para('Body', p.skills.join(', ')),
    ...(p.referees.length
      ? [para('H', l.ref), ...p.referees.map((r) => para('Body', `${r.name}, ${r.title}, ${r.phone}`))]
      : []),
  ];
  const footer = `${p.name.full} · ${p.email}`;
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0" xmlns:dc="http://purl.org/dc/elements/1.1/" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:meta><dc:creator>${x(p.name.full)}</dc:creator><meta:initial-creator>${x(p.name.full)}</meta:initial-creator><dc:title>CV</dc:title></office:meta>
<office:styles>
<style:style style:name="Standard" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.08cm"/><style:text-properties fo:font-family="'Liberation Sans'" fo:font-size="10.5pt"/></style:style>
<style:style style:name="Name" style:family="paragraph" style:parent-style-name="Standard"><style:text-properties fo:font-size="22pt" fo:font-weight="bold" fo:color="${accent}"/></style:style>
<style:style style:name="Sub" style:family="paragraph" style:parent-style-name="Standard"><style:text-properties fo:font-size="9.5pt" fo:color="#555555"/></style:style>
<style:style style:name="H" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-top="0.4cm" fo:border-bottom="0.5pt solid ${accent}"/><style:text-properties fo:font-size="12pt" fo:font-weight="bold" fo:text-transform="uppercase"/></style:style>
<style:style style:name="Job" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-top="0.2cm"/><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="Body" style:family="paragraph" style:parent-style-name="Standard"/>
<style:style style:name="Bullet" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-left="0.5cm"/></style:style>
<style:style style:name="Footer" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8pt"/></style:style>
</office:styles>
<office:automatic-styles><style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.8cm" fo:margin-bottom="1.2cm" fo:margin-left="2.2cm" fo:margin-right="2.2cm"/><style:footer-style><style:header-footer-properties fo:min-height="0.6cm" fo:margin-top="0.3cm"/></style:footer-style></style:page-layout></office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"><style:footer><text:p text:style-name="Footer">${esc(footer)} · Page <text:page-number text:select-page="current">1</text:page-number> of <text:page-count>1</text:page-count></text:p></style:footer></style:master-page></office:master-styles>
<office:body><office:text>${parts.join('\n')}</office:text></office:body></office:document>
`;
  return { fodt, lines, footerLine: (i, n) => `${footer} · Page ${i} of ${n}` };
}
