// Held-out part 7: its own templates (eval/resumes-heldout-7/README.md lists them). Each HTML layout takes a
// person (./people.mjs) and { accent, scan } and returns the page's HTML, and where the page shows forms of
// the name or other people the person's record does not list, `variants` / `others`; `footer` prints a running
// footer. `writer` returns a flat ODF with the name only in the page header, a Word table as its layout, the
// lines it shows and the header line of each page.

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

const page = (css, body, lang = 'en') => `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><style>
@page { size: A4; margin: 0; }
* { box-sizing: border-box; }
body { margin: 0; }
${css}
</style></head><body>${body}</body></html>`;

const LANGS = { ja: 'ja', zh: 'zh-CN', el: 'el', sr: 'sr', vi: 'vi' };
const langOf = (p) => LANGS[p.language] ?? p.language;
const cjk = (p) =>
  p.language === 'ja' || p.language === 'zh' ? `'Noto Sans CJK ${p.language === 'ja' ? 'JP' : 'SC'}', ` : '';

const jobsHtml = (p, { dateFirst = false } = {}) =>
  p.jobs
    .map(
      (j) => `<div class="job">
  ${dateFirst ? `<div class="date">${esc(j.dates)}</div>` : ''}
  <div class="jt"><span><b>${esc(j.title)}</b>, ${esc(j.org)} — ${esc(j.place)}</span>${dateFirst ? '' : ` <span class="date">${esc(j.dates)}</span>`}</div>
  <ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`,
    )
    .join('\n');
const eduHtml = (p) =>
  p.education
    .map((e) => `<div class="edu"><b>${esc(e.degree)}</b><br>${esc(e.school)}, ${esc(e.place)} · ${esc(e.dates)}</div>`)
    .join('\n');
const extraHtml = (p, h = 'h2') =>
  p.extra
    .map((x) => `<${h}>${esc(x.head)}</${h}><ul>${x.items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`)
    .join('');
const detailsHtml = (p) => p.details.map((d) => `<div>${esc(d.label)}: ${esc(d.value)}</div>`).join('');
const GLYPH = { gh: '', in: 'in', ig: '◎', x: '𝕏', web: '🌐', ORCID: 'iD' };

/** awesome-cv look: the given name light, the family name bold in the accent, glyphs before contacts. */
function latexcv(p, { accent }) {
  const contacts = [
    `☎ ${esc(p.phone)}`,
    `✉ ${esc(p.email)}`,
    ...p.links.map((l) => `${GLYPH[l.label] ?? '•'} ${esc(l.value)}`),
    `⌂ ${esc(p.address)}`,
  ];
  return {
    html: page(
      `body { font-family: ${cjk(p)}'DejaVu Serif', serif; font-size: 10pt; color: #222; padding: 16mm 18mm; }
  .name { text-align: center; font-size: 30pt; margin: 0; }
  .name .g { font-weight: 300; color: #555; } .name .f { font-weight: 700; color: ${accent}; }
  .pos { text-align: center; font-variant: small-caps; color: ${accent}; letter-spacing: 1px; margin: 2px 0 6px; }
  .contacts { text-align: center; font-size: 8.5pt; color: #444; }
  .contacts span + span::before { content: '  |  '; color: #aaa; }
  h2 { font-size: 13pt; color: ${accent}; border-bottom: 1px solid #bbb; margin: 14px 0 5px; }
  .job .jt { display: flex; justify-content: space-between; } .date { font-style: italic; color: ${accent}; font-size: 9pt; }
  ul { margin: 2px 0 6px 16px; padding: 0; } .details { font-size: 9pt; color: #444; text-align: center; }`,
      `<h1 class="name"><span class="g">${esc(p.given)}</span> <span class="f">${esc(p.family)}</span></h1>
<div class="pos">${esc(p.headline)}</div>
<div class="contacts">${contacts.map((c) => `<span>${c}</span>`).join('')}</div>
<div class="details">${p.details.map((d) => `${esc(d.label)}: ${esc(d.value)}`).join(' · ')}</div>
<h2>${esc(p.labels.profile)}</h2><p>${esc(p.summary)}</p>
<h2>${esc(p.labels.experience)}</h2>${jobsHtml(p)}
<h2>${esc(p.labels.education)}</h2>${eduHtml(p)}
<h2>${esc(p.labels.skills)}</h2><p>${p.skills.map(esc).join(' · ')}</p>${extraHtml(p)}`,
      langOf(p),
    ),
  };
}

/** A Word table used as layout: a photo box with its caption, a facts table, labels in the left column. */
function tablecv(p, { accent }) {
  const caption = `${p.given} ${p.family}`;
  const row = (label, html) => `<tr><th>${esc(label)}</th><td>${html}</td></tr>`;
  return {
    html: page(
      `body { font-family: ${cjk(p)}'Liberation Sans', Arial, sans-serif; font-size: 10pt; padding: 14mm 15mm; }
  table { border-collapse: collapse; width: 100%; } th { width: 34mm; text-align: left; vertical-align: top; color: ${accent}; padding: 5px 6px 5px 0; font-size: 9.5pt; }
  td { vertical-align: top; padding: 5px 0; border-bottom: 1px solid #e4e4e4; }
  .top td { border: 0; } .photo { width: 32mm; height: 40mm; border: 1px solid #999; background: #eee; }
  figure { margin: 0; width: 34mm; } figcaption { font-size: 7.5pt; color: #666; text-align: center; }
  h1 { font-size: 20pt; margin: 0 0 4px; font-weight: 400; letter-spacing: 0.5px; } ul { margin: 0; padding-left: 14px; }
  .date { color: #666; font-size: 9pt; }`,
      `<table class="top"><tr><td><h1>CURRICULUM VITAE</h1>
<table>${row(p.labels.personal, `${esc(p.given)} ${esc(p.family)}`)}
${row('Adresse / Address', esc(p.address))}
${row('Tel.', esc(p.phone))}
${row('E-Mail', esc(p.email))}
${p.details.map((d) => row(d.label, esc(d.value))).join('')}</table></td>
<td style="width:36mm"><figure><div class="photo"></div><figcaption>${esc(caption)}, 2024</figcaption></figure></td></tr></table>
<table>
${row(p.labels.profile, esc(p.summary))}
${p.jobs.map((j, i) => row(i === 0 ? p.labels.experience : '', `<span class="date">${esc(j.dates)}</span><br><b>${esc(j.title)}</b><br>${esc(j.org)}, ${esc(j.place)}<ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`)).join('')}
${p.education.map((e, i) => row(i === 0 ? p.labels.education : '', `<span class="date">${esc(e.dates)}</span><br>${esc(e.degree)}<br>${esc(e.school)}, ${esc(e.place)}`)).join('')}
${row(p.labels.skills, p.skills.map(esc).join(', '))}
${p.extra.map((x) => row(x.head, x.items.map(esc).join('<br>'))).join('')}
</table>`,
      langOf(p),
    ),
  };
}

/** A job portal's printable profile: an ID strip, the name running into "Last active", a key-facts grid. */
function portal(p, { accent }) {
  const id = `${p.locale.slice(3)}${String(p.email.length * 7919).padStart(6, '0')}`;
  return {
    html: page(
      `body { font-family: ${cjk(p)}'Nimbus Sans', Helvetica, sans-serif; font-size: 9.5pt; color: #333; padding: 10mm 12mm; }
  .strip { background: ${accent}; color: #fff; padding: 4px 8px; font-size: 8pt; display: flex; justify-content: space-between; }
  .head { display: flex; align-items: baseline; margin: 10px 0 2px; } .head h1 { font-size: 17pt; margin: 0; }
  .head .act { font-size: 8pt; color: #888; } .grid { display: grid; grid-template-columns: 1fr 1fr 1fr; gap: 4px 14px; font-size: 8.5pt; margin: 6px 0 10px; }
  .grid div span { display: block; color: #999; font-size: 7.5pt; } h2 { font-size: 10.5pt; background: #f1f1f1; padding: 3px 6px; margin: 12px 0 4px; }
  ul { margin: 2px 0 6px 18px; padding: 0; } .date { color: #777; } .jt { margin-top: 4px; }`,
      `<div class="strip"><span>Candidate profile · ID ${esc(id)}</span><span>Printed from the employer portal</span></div>
<div class="head"><h1>${esc(p.name.full)}</h1><span class="act">Last active 2 days ago · Open to work</span></div>
<div>${esc(p.headline)}</div>
<div class="grid"><div><span>Mobile</span>${esc(p.phone)} ✔ verified</div><div><span>E-mail</span>${esc(p.email)}</div>
<div><span>Current location</span>${esc(p.addressShort ?? p.address)}</div>
<div><span>Address</span>${esc(p.address)}</div>${p.details.map((d) => `<div><span>${esc(d.label)}</span>${esc(d.value)}</div>`).join('')}
${p.fatherName ? `<div><span>Father's Name</span>${esc(p.fatherName)}</div>` : ''}</div>
<h2>${esc(p.labels.profile)}</h2><p>${esc(p.summary)}</p>
<h2>${esc(p.labels.experience)}</h2>${jobsHtml(p)}
<h2>${esc(p.labels.education)}</h2>${eduHtml(p)}
<h2>Key skills</h2><p>${p.skills.map(esc).join(' | ')}</p>${extraHtml(p)}`,
      langOf(p),
    ),
    // A glued "NameLast active" is read where the case changes; that form is the name itself.
  };
}

/** An infographic: a coloured sidebar with initials in a circle, emoji icons and skill bars. */
function infographic(p, { accent }) {
  const initials = `${[...p.given][0]}${[...p.family][0]}`;
  const bars = p.skills
    .map((s, i) => `<div class="sk">${esc(s)}<div class="bar"><i style="width:${92 - i * 9}%"></i></div></div>`)
    .join('');
  return {
    html: page(
      `body { font-family: ${cjk(p)}'Noto Sans', sans-serif; font-size: 9pt; display: grid; grid-template-columns: 68mm 1fr; min-height: 297mm; }
  aside { background: ${accent}; color: #fff; padding: 14mm 7mm; } main { padding: 14mm 10mm; }
  .ini { width: 26mm; height: 26mm; border-radius: 50%; border: 2px solid #fff; font-size: 20pt; display: flex; align-items: center; justify-content: center; margin: 0 auto 8px; }
  aside h1 { font-size: 17pt; text-align: center; margin: 0; } aside .hl { text-align: center; font-size: 8.5pt; opacity: .85; margin-bottom: 12px; }
  aside h3 { font-size: 9pt; text-transform: uppercase; letter-spacing: 2px; border-bottom: 1px solid rgba(255,255,255,.5); margin: 14px 0 6px; }
  .ci { margin: 4px 0; word-break: break-word; } .bar { height: 5px; background: rgba(255,255,255,.3); margin: 2px 0 6px; } .bar i { display: block; height: 5px; background: #fff; }
  main h2 { color: ${accent}; font-size: 12pt; margin: 12px 0 4px; } ul { margin: 2px 0 6px 14px; padding: 0; } .date { color: #888; font-size: 8pt; }`,
      `<aside><div class="ini">${esc(initials)}</div><h1>${esc(p.given)}<br>${esc(p.family)}</h1><div class="hl">${esc(p.headline)}</div>
<h3>${esc(p.labels.contact)}</h3>
<div class="ci">📞 ${esc(p.phone)}</div><div class="ci">📧 ${esc(p.email)}</div><div class="ci">📍 ${esc(p.address)}</div>
${p.links.map((l) => `<div class="ci">🔗 ${esc(l.value)}</div>`).join('')}
${p.details.map((d) => `<div class="ci">${esc(d.label)}: ${esc(d.value)}</div>`).join('')}
<h3>${esc(p.labels.skills)}</h3>${bars}</aside>
<main><h2>${esc(p.labels.profile)}</h2><p>${esc(p.summary)}</p>
<h2>${esc(p.labels.experience)}</h2>${jobsHtml(p, { dateFirst: true })}
<h2>${esc(p.labels.education)}</h2>${eduHtml(p)}${extraHtml(p)}</main>`,
      langOf(p),
    ),
  };
}

const LETTER = {
  fr: {
    to: 'À l’attention de Mme Corinne Abdelli, Responsable recrutement',
    date: 'Alger, le 3 novembre 2026',
    obj: 'Objet : candidature au poste d’ingénieur',
    hello: 'Madame,',
    body: 'Je vous adresse ma candidature. Mon expérience sur sites de production m’a appris la rigueur, la sécurité et le travail en équipe avec les exploitants. Je serais heureux d’en parler avec vous lors d’un entretien.',
    bye: 'Veuillez agréer, Madame, mes salutations distinguées.',
    other: 'Corinne Abdelli',
  },
  en: {
    to: 'Mr Lachlan Prideaux, Head of Bridges, Tweedside Consulting',
    date: '3 November 2026',
    obj: 'Re: Senior Structural Engineer (ref. TC-114)',
    hello: 'Dear Mr Prideaux,',
    body: 'I am writing to apply for the Senior Structural Engineer role. Over the last decade I have assessed and strengthened bridges across the North East, and I would welcome the chance to bring that experience to your team.',
    bye: 'Yours sincerely,',
    other: 'Lachlan Prideaux',
  },
};

/** A cover letter signed with a short form of the name and the phone in the sign-off, then a one-page resume. */
function letter(p, opts) {
  const l = LETTER[p.language] ?? LETTER.en;
  const sig = p.short ? `${p.short} ${p.family}` : `${p.given[0]}. ${p.family}`;
  const cv = latexcv(p, opts).html.replace(/^[\s\S]*<body>|<\/body>[\s\S]*$/g, '');
  return {
    variants: [sig],
    others: [l.other],
    html: page(
      `body { font-family: 'Liberation Serif', serif; font-size: 10.5pt; color: #222; }
  .letter { padding: 22mm 24mm; height: 297mm; page-break-after: always; } .from { text-align: right; font-size: 9.5pt; line-height: 1.4; }
  .sig { margin-top: 26px; } .cv { padding: 16mm 18mm; font-family: 'DejaVu Serif', serif; font-size: 9.5pt; }
  .cv .name { text-align: center; font-size: 26pt; margin: 0; } .cv .name .f { color: ${opts.accent}; } .cv .pos, .cv .contacts, .cv .details { text-align: center; font-size: 8.5pt; }
  .cv h2 { font-size: 12pt; color: ${opts.accent}; border-bottom: 1px solid #bbb; margin: 12px 0 4px; } .cv ul { margin: 2px 0 6px 16px; padding: 0; }
  .cv .contacts span + span::before { content: '  |  '; } .cv .date { font-style: italic; }`,
      `<div class="letter"><div class="from">${esc(p.address)}<br>${esc(p.email)}</div>
<p>${esc(l.to)}</p><p>${esc(l.date)}</p><p><b>${esc(l.obj)}</b></p><p>${esc(l.hello)}</p><p>${esc(p.summary)}</p><p>${esc(l.body)}</p><p>${esc(l.bye)}</p>
<div class="sig">${esc(sig)}<br>${esc(p.phone)}</div></div>
<div class="cv">${cv}</div>`,
      langOf(p),
    ),
  };
}

/** A plain ATS resume in a monospace font: the name in capitals, underlined headings, one contact line. */
function ats(p) {
  const line = '='.repeat(60);
  const pre = [
    p.name.full.toUpperCase(),
    `${p.address} | ${p.phone} | ${p.email}${p.links.map((l) => ` | ${l.value}`).join('')}`,
    ...p.details.map((d) => `${d.label}: ${d.value}`),
    ...(p.fatherName ? [`Father's Name: ${p.fatherName}`] : []),
    line,
    p.labels.profile.toUpperCase(),
    p.summary,
    '',
    p.labels.experience.toUpperCase(),
    ...p.jobs.flatMap((j) => [`${j.title} -- ${j.org}, ${j.place} (${j.dates})`, ...j.bullets.map((b) => `  * ${b}`)]),
    '',
    p.labels.education.toUpperCase(),
    ...p.education.map((e) => `${e.degree}, ${e.school}, ${e.place}, ${e.dates}`),
    '',
    p.labels.skills.toUpperCase(),
    p.skills.join(', '),
    ...p.extra.flatMap((x) => ['', x.head.toUpperCase(), ...x.items]),
  ];
  return {
    variants: [p.name.full.toUpperCase()],
    html: page(
      `body { font-family: 'Nimbus Mono PS', 'DejaVu Sans Mono', monospace; font-size: 9.5pt; padding: 14mm 16mm; }
  p { margin: 0; white-space: pre-wrap; min-height: 1em; }`,
      pre.map((l) => `<p>${esc(l)}</p>`).join('\n'),
      langOf(p),
    ),
  };
}

/** An academic CV: appointments, a publication list with the candidate among co-authors, named referees. */
function academic(p, { accent }) {
  const pubs = [
    `Whitcombe, T. N., Rangiwahia, H., & Pemberton-Lowe, D. J. (2024). Kelp canopy loss and recovery after the 2022 marine heatwave in Te Tauihu. Marine Ecology Progress Series, 731, 45–61.`,
    `S. Okafor, T. Whitcombe, M. Vilhjálmsdóttir (2023). Drone photogrammetry of subtidal canopies. Limnology & Oceanography: Methods 21(4), 210–224.`,
    `Rangiwahia, H., Whitcombe, T. (2021). Urchin barrens along the Otago coast. New Zealand Journal of Marine and Freshwater Research 55, 301–318.`,
  ];
  return {
    html: page(
      `body { font-family: 'C059', 'Century Schoolbook', serif; font-size: 10pt; padding: 18mm 20mm; line-height: 1.35; }
  h1 { font-size: 18pt; margin: 0; font-weight: 400; } .c { font-size: 9pt; color: #444; } h2 { font-size: 11pt; text-transform: uppercase; color: ${accent}; letter-spacing: 1px; margin: 14px 0 4px; }
  ol { padding-left: 18px; margin: 0; } li { margin-bottom: 4px; } .ref { display: inline-block; width: 48%; vertical-align: top; font-size: 9pt; margin-top: 4px; }
  .row { display: grid; grid-template-columns: 28mm 1fr; } ul { margin: 0 0 4px 16px; padding: 0; }`,
      `<h1>${esc(p.name.full)}</h1><div class="c">${esc(p.headline)}</div>
<div class="c">${esc(p.address)} · ${esc(p.phone)} · ${esc(p.email)} · ORCID ${esc(p.links[0].value)}</div>
<h2>Research interests</h2><p>${esc(p.summary)}</p>
<h2>Appointments</h2>${p.jobs.map((j) => `<div class="row"><div>${esc(j.dates)}</div><div>${esc(j.title)}, ${esc(j.org)}, ${esc(j.place)}<ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div></div>`).join('')}
<h2>${esc(p.labels.education)}</h2>${p.education.map((e) => `<div class="row"><div>${esc(e.dates)}</div><div>${esc(e.degree)}, ${esc(e.school)}, ${esc(e.place)}</div></div>`).join('')}
<h2>Grants and awards</h2><ul><li>Rutherford Discovery Fellowship (shortlisted, 2025)</li><li>Hutton Fund grant, Royal Society Te Apārangi (2019)</li></ul>
<h2>Selected publications</h2><ol>${pubs.map((x) => `<li>${esc(x)}</li>`).join('')}</ol>
<h2>Skills</h2><p>${p.skills.map(esc).join('; ')}</p>
<h2>Referees</h2>${p.referees.map((r) => `<div class="ref"><b>${esc(r.name)}</b><br>${esc(r.title)}<br>Ph ${esc(r.phone)}${r.email ? `<br>${esc(r.email)}` : ''}</div>`).join('')}`,
    ),
  };
}

/** The ideographic space a Japanese form puts between its fields. */
const IS = '\u3000';

/** A Japanese 履歴書-like form: ふりがな over the name, a bordered grid of dates and entries. */
function rirekisho(p) {
  const d = Object.fromEntries(p.details.map((x) => [x.kind, x.value]));
  const rows = [
    ['', '学歴'],
    ...p.education.map((e) => [e.dates, `${e.school} ${e.degree}`]),
    ['', '職歴'],
    ...p.jobs.map((j) => [j.dates, `${j.org} ${j.title}（${j.bullets[0]}）`]),
    ['', '以上'],
  ];
  return {
    html: page(
      `body { font-family: 'Noto Serif CJK JP', 'Noto Sans CJK JP', serif; font-size: 10pt; padding: 14mm 16mm; }
  table { border-collapse: collapse; width: 100%; } td, th { border: 1px solid #333; padding: 4px 6px; vertical-align: top; }
  .t { font-size: 18pt; letter-spacing: 12px; } .kana { font-size: 8pt; } .nm { font-size: 20pt; letter-spacing: 6px; } .small { font-size: 8pt; color: #444; }`,
      `<div style="display:flex;justify-content:space-between;align-items:end"><span class="t">履歴書</span><span>2026年11月1日現在</span></div>
<table><tr><td style="width:75%"><div class="kana">ふりがな${IS}${esc(p.kana)}</div><div class="small">氏名</div><div class="nm">${esc(p.family)}${IS}${esc(p.given)}</div></td>
<td rowspan="2" style="text-align:center;vertical-align:middle" class="small">写真をはる位置<br>縦 36〜40mm<br>横 24〜30mm</td></tr>
<tr><td>${esc(d.date_of_birth)}生（満35歳）${IS}性別 ${esc(d.gender)}</td></tr>
<tr><td colspan="2"><div class="small">現住所</div>${esc(p.address)}</td></tr>
<tr><td colspan="2">電話 ${esc(p.phone)}${IS}${IS}E-mail ${esc(p.email)}</td></tr></table>
<table style="margin-top:8px"><tr><th style="width:28%">年月</th><th>学歴・職歴</th></tr>
${rows.map(([a, b]) => `<tr><td>${esc(a)}</td><td${a ? '' : ' style="text-align:center"'}>${esc(b)}</td></tr>`).join('')}</table>
<table style="margin-top:8px"><tr><th style="width:28%">免許・資格</th><td>${p.skills.map(esc).join('<br>')}</td></tr>
<tr><th>${esc(p.labels.profile)}</th><td>${esc(p.summary)}</td></tr></table>`,
      'ja',
    ),
  };
}

/** A two-column design: the given and family names on two letter-spaced lines, contact in a narrow column. */
function canva(p, { accent }) {
  return {
    html: page(
      `body { font-family: 'Nimbus Sans', 'Noto Sans', sans-serif; font-size: 9pt; color: #2b2b2b; padding: 16mm 14mm; }
  .n1, .n2 { text-transform: uppercase; letter-spacing: 7px; margin: 0; line-height: 1.05; } .n1 { font-size: 26pt; font-weight: 300; } .n2 { font-size: 26pt; font-weight: 700; color: ${accent}; }
  .hl { letter-spacing: 3px; text-transform: uppercase; font-size: 8pt; margin: 6px 0 14px; color: #777; }
  .cols { display: grid; grid-template-columns: 52mm 1fr; gap: 9mm; } .left { border-right: 1px solid #ddd; padding-right: 5mm; }
  h2 { font-size: 9pt; letter-spacing: 3px; text-transform: uppercase; color: ${accent}; margin: 12px 0 5px; } ul { margin: 2px 0 6px 12px; padding: 0; }
  .date { display: block; color: #999; font-size: 8pt; }`,
      `<h1 class="n1">${esc(p.given)}</h1><h1 class="n2">${esc(p.family)}</h1><div class="hl">${esc(p.headline)}</div>
<div class="cols"><div class="left"><h2>${esc(p.labels.contact)}</h2>
<div>${esc(p.phone)}</div><div>${esc(p.email)}</div>${p.links.map((l) => `<div>${esc(l.value)}</div>`).join('')}<div>${esc(p.address)}</div>${detailsHtml(p)}
<h2>${esc(p.labels.skills)}</h2>${p.skills.map((s) => `<div>${esc(s)}</div>`).join('')}${extraHtml(p)}
<h2>${esc(p.labels.education)}</h2>${eduHtml(p)}</div>
<div><h2>${esc(p.labels.profile)}</h2><p>${esc(p.summary)}</p><h2>${esc(p.labels.experience)}</h2>${jobsHtml(p, { dateFirst: true })}</div></div>`,
      langOf(p),
    ),
  };
}

/** One column, icon glyphs before bare handles (no URL), a personal domain, a nickname in the profile. */
function handles(p, { accent }) {
  const hi = p.short ? `Hi, I'm ${p.short}.` : '';
  return {
    variants: p.short ? [p.short] : [],
    html: page(
      `body { font-family: 'DejaVu Sans', sans-serif; font-size: 9.5pt; padding: 15mm 17mm; color: #1e1e1e; }
  h1 { font-size: 24pt; margin: 0; } .hl { color: ${accent}; font-size: 11pt; margin-bottom: 6px; }
  .c { display: flex; flex-wrap: wrap; gap: 4px 14px; font-size: 8.5pt; } .c i { font-style: normal; color: ${accent}; margin-right: 3px; }
  h2 { font-size: 10pt; text-transform: uppercase; color: ${accent}; margin: 14px 0 4px; } ul { margin: 2px 0 6px 16px; padding: 0; } .date { color: #888; font-size: 8.5pt; }`,
      `<h1>${esc(p.given)} ${esc(p.family)}</h1><div class="hl">${esc(p.headline)}</div>
<div class="c"><span><i>✆</i>${esc(p.phone)}</span><span><i>✉</i>${esc(p.email)}</span>${p.links.map((l) => `<span><i>${GLYPH[l.label] ?? '•'}</i>${esc(l.value)}</span>`).join('')}<span><i>⚲</i>${esc(p.addressShort ?? p.address)}</span></div>
<h2>${esc(p.labels.profile)}</h2><p>${esc(hi)} ${esc(p.summary)}</p>
<h2>${esc(p.labels.experience)}</h2>${jobsHtml(p)}
<h2>${esc(p.labels.education)}</h2>${eduHtml(p)}
<h2>${esc(p.labels.skills)}</h2><p>${p.skills.map(esc).join(' · ')}</p>${extraHtml(p)}`,
      langOf(p),
    ),
  };
}

/** A networking site's "Save to PDF": a grey contact column, "(Mobile)", "Page X of Y" in the footer. */
function profile(p, { accent }) {
  const native = p.native ? ` (${p.native})` : '';
  return {
    footer: {
      template: `<div style="font-size:7pt;color:#888;width:100%;text-align:center;font-family:'DejaVu Sans'">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>`,
      text: (i, n) => [`Page ${i} of ${n}`],
    },
    html: page(
      `body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 9.5pt; display: grid; grid-template-columns: 60mm 1fr; }
  aside { background: #eef0f2; padding: 10mm 6mm; font-size: 8.5pt; } main { padding: 10mm 9mm; }
  aside h3 { font-size: 10pt; margin: 12px 0 4px; } main h1 { font-size: 22pt; margin: 0; font-weight: 400; } main .hl { font-size: 11pt; }
  main .loc { color: #777; font-size: 9pt; } main h2 { font-size: 13pt; font-weight: 400; color: ${accent}; margin: 14px 0 4px; }
  .jt b { display: block; } .date { color: #777; display: block; } ul { margin: 2px 0 8px 14px; padding: 0; }`,
      `<aside><h3>${esc(p.labels.contact)}</h3><div>${esc(p.phone)} (Mobile)</div><div>${esc(p.email)}</div>
${p.links.map((l) => `<div>${esc(l.value)} (LinkedIn)</div>`).join('')}
<h3>Top Skills</h3>${p.skills
        .slice(0, 3)
        .map((s) => `<div>${esc(s)}</div>`)
        .join('')}
<h3>${esc(p.labels.languages)}</h3><div>English (Professional Working)</div>${extraHtml(p, 'h3')}</aside>
<main><h1>${esc(p.name.full)}${esc(native)}</h1><div class="hl">${esc(p.headline)}</div><div class="loc">${esc(p.address)}</div>
<h2>Summary</h2><p>${esc(p.summary)}</p><h2>${esc(p.labels.experience)}</h2>
${p.jobs.map((j) => `<div class="jt"><b>${esc(j.org)}</b>${esc(j.title)}<span class="date">${esc(j.dates)}</span>${esc(j.place)}<ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`).join('')}
<h2>${esc(p.labels.education)}</h2>${p.education.map((e) => `<div><b>${esc(e.school)}</b><br>${esc(e.degree)} · (${esc(e.dates)})</div>`).join('')}
${p.details.length ? `<h2>${esc(p.labels.personal)}</h2>${detailsHtml(p)}` : ''}</main>`,
      langOf(p),
    ),
  };
}

/** Absolutely placed text boxes, as a design tool exports them: a name box, a contact box, content boxes. */
function textbox(p, { accent }) {
  const eng = p.english ? ` (${p.english})` : '';
  return {
    html: page(
      `body { font-family: ${cjk(p)}'Noto Sans', sans-serif; font-size: 9pt; position: relative; width: 210mm; height: 297mm; }
  .box { position: absolute; } .nm { left: 16mm; top: 14mm; width: 110mm; font-size: 21pt; font-weight: 700; color: ${accent}; }
  .hl { left: 16mm; top: 32mm; width: 110mm; font-size: 10pt; } .ct { left: 132mm; top: 12mm; width: 64mm; font-size: 8pt; border-left: 3px solid ${accent}; padding-left: 4mm; line-height: 1.5; }
  .pf { left: 16mm; top: 48mm; width: 178mm; } .ex { left: 16mm; top: 72mm; width: 118mm; } .ed { left: 140mm; top: 72mm; width: 56mm; }
  h2 { font-size: 10.5pt; color: ${accent}; margin: 0 0 4px; border-bottom: 1px solid #ccc; } ul { margin: 2px 0 6px 14px; padding: 0; } .date { color: #888; font-size: 8pt; }`,
      `<div class="box ed"><h2>${esc(p.labels.education)}</h2>${eduHtml(p)}<h2 style="margin-top:10px">${esc(p.labels.skills)}</h2>${p.skills.map((s) => `<div>▪ ${esc(s)}</div>`).join('')}${extraHtml(p)}</div>
<div class="box nm">${esc(p.family)} ${esc(p.given)}${esc(eng)}</div>
<div class="box hl">${esc(p.headline)}</div>
<div class="box ct">${esc(p.phone)}<br>${esc(p.email)}<br>${esc(p.address)}${p.links.map((l) => `<br>${esc(l.value)}`).join('')}${p.details.map((d) => `<br>${esc(d.label)}: ${esc(d.value)}`).join('')}</div>
<div class="box pf"><h2>${esc(p.labels.profile)}</h2><p>${esc(p.summary)}</p></div>
<div class="box ex"><h2>${esc(p.labels.experience)}</h2>${jobsHtml(p, { dateFirst: true })}</div>`,
      langOf(p),
    ),
    variants: [`${p.family} ${p.given}`],
  };
}

// ----- the flat ODF Word-like resume: a two-column table as layout, the name only in the page header -----

const x = (s) => esc(s).replace(/'/g, '&apos;');

function writer(p, { accent }) {
  const lines = [];
  const para = (text, style = 'P') => {
    lines.push(text);
    return `<text:p text:style-name="${style}">${x(text)}</text:p>`;
  };
  const cell = (inner) =>
    `<table:table-cell office:value-type="string" table:style-name="Cell">${inner}</table:table-cell>`;
  const rows = [];
  const row = (label, ...texts) => {
    const l = label ? para(label, 'Label') : '<text:p text:style-name="Label"/>';
    rows.push(`<table:table-row>${cell(l)}${cell(texts.map((t) => para(t)).join(''))}</table:table-row>`);
  };
  // The headline, then a text box beside it with the phone and e-mail, as Word resumes often have them.
  const title = para(p.headline, 'Title');
  const box = `<text:p text:style-name="P"><draw:frame draw:name="Contact" draw:style-name="Box" text:anchor-type="paragraph" svg:x="11.5cm" svg:y="-0.5cm" svg:width="5.5cm" draw:z-index="0"><draw:text-box fo:min-height="1cm">${para(p.phone, 'BoxP')}${para(p.email, 'BoxP')}</draw:text-box></draw:frame></text:p>`;
  row(p.labels.contact, p.address, ...p.details.map((d) => `${d.label} : ${d.value}`));
  row(p.labels.profile, p.summary);
  for (const [i, j] of p.jobs.entries())
    row(
      i === 0 ? p.labels.experience : '',
      `${j.dates} — ${j.title}`,
      `${j.org}, ${j.place}`,
      ...j.bullets.map((b) => `– ${b}`),
    );
  for (const [i, e] of p.education.entries())
    row(i === 0 ? p.labels.education : '', `${e.dates} — ${e.degree}`, `${e.school}, ${e.place}`);
  row(p.labels.skills, p.skills.join(', '));
  for (const xx of p.extra) row(xx.head, ...xx.items);
  for (const [i, r] of (p.referees ?? []).entries())
    row(i === 0 ? p.labels.references : '', `${r.name}, ${r.title}`, `${r.phone}${r.email ? ` · ${r.email}` : ''}`);
  // The header shows the name and e-mail and the page number; the body never repeats the name.
  const head = `${p.name.full} · ${p.email}`;
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls><style:font-face style:name="Liberation Sans" svg:font-family="'Liberation Sans'"/></office:font-face-decls>
<office:styles>
<style:default-style style:family="paragraph"><style:text-properties style:font-name="Liberation Sans" fo:font-size="10pt"/></style:default-style>
<style:style style:name="P" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.06cm"/></style:style>
<style:style style:name="Label" style:family="paragraph"><style:text-properties fo:font-weight="bold" fo:color="${accent}" fo:font-size="9.5pt"/></style:style>
<style:style style:name="Title" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.3cm"/><style:text-properties fo:font-size="15pt" fo:color="${accent}"/></style:style>
<style:style style:name="BoxP" style:family="paragraph"><style:text-properties fo:font-size="9pt"/></style:style>
<style:style style:name="Head" style:family="paragraph"><style:paragraph-properties fo:text-align="end" fo:border-bottom="0.5pt solid #999999"/><style:text-properties fo:font-size="8.5pt" fo:color="#444444"/></style:style>
</office:styles>
<office:automatic-styles>
<style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.2cm" fo:margin-bottom="1.6cm" fo:margin-left="2cm" fo:margin-right="2cm"/><style:header-style><style:header-footer-properties fo:min-height="0.8cm" fo:margin-bottom="0.4cm"/></style:header-style></style:page-layout>
<style:style style:name="Tbl" style:family="table"><style:table-properties style:width="17cm" table:align="left"/></style:style>
<style:style style:name="ColA" style:family="table-column"><style:table-column-properties style:column-width="4cm"/></style:style>
<style:style style:name="ColB" style:family="table-column"><style:table-column-properties style:column-width="13cm"/></style:style>
<style:style style:name="Box" style:family="graphic"><style:graphic-properties draw:fill="none" fo:background-color="transparent" fo:border="0.5pt solid ${accent}" fo:padding="0.15cm" style:wrap="none" style:vertical-pos="from-top" style:horizontal-pos="from-left" style:horizontal-rel="paragraph" style:vertical-rel="paragraph"/></style:style>
<style:style style:name="Cell" style:family="table-cell"><style:table-cell-properties fo:padding="0.12cm" fo:border-bottom="0.5pt solid #dddddd" fo:border-top="none" fo:border-left="none" fo:border-right="none"/></style:style>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"><style:header><text:p text:style-name="Head">${x(head)} · <text:page-number text:select-page="current">1</text:page-number>/<text:page-count>1</text:page-count></text:p></style:header></style:master-page></office:master-styles>
<office:body><office:text>
${title}
${box}
<table:table table:name="CV" table:style-name="Tbl"><table:table-column table:style-name="ColA"/><table:table-column table:style-name="ColB"/>
${rows.join('\n')}
</table:table>
</office:text></office:body></office:document>
`;
  return { fodt, lines, footerLine: (i, n) => `${head} · ${i}/${n}` };
}

export const LAYOUTS = {
  latexcv,
  tablecv,
  portal,
  infographic,
  letter,
  ats,
  academic,
  rirekisho,
  canva,
  handles,
  profile,
  textbox,
  writer,
};
