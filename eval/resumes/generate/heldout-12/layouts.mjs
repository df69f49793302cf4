// Held-out part 12's templates, written for this part: each takes a person (./people.mjs) and returns the page's HTML
// (printed by Chromium, or screenshotted for a scan) or, for `writer`, a flat ODF for LibreOffice with the lines it shows.
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const detail = (p, kind) => p.details.find((d) => d.kind === kind)?.value;
const page = (css, body, lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>@page{size:A4;margin:0}body{margin:0}${css}</style></head><body>${body}</body></html>`;
const bullets = (j, tag = 'li') => j.bullets.map((b) => `<${tag}>${esc(b)}</${tag}>`).join('');
const linkText = (l) => (l.kind === 'handle' ? l.value : l.value);

/** LaTeX moderncv look: dates in a left gutter, a rule under each section, Latin Modern-ish serif. */
function moderncv(p, { accent }) {
  const row = (left, right) => `<div class="r"><div class="l">${esc(left)}</div><div class="c">${right}</div></div>`;
  const body = `
<div class="head"><div class="n"><span class="g">${esc(p.given)}</span> <span class="f">${esc(p.family)}</span></div>
<div class="t">${esc(p.headline)}</div>
<div class="contact">${esc(p.address)}<br>☎ ${esc(p.phone)} · ✉ ${esc(p.email)}${p.links.map((l) => ` · ${esc(linkText(l))}`).join('')}</div></div>
<h2><span></span>Experience</h2>
${p.jobs.map((j) => row(j.dates, `<b>${esc(j.title)}</b>, <i>${esc(j.org)}</i>, ${esc(j.place)}<ul>${bullets(j)}</ul>`)).join('')}
<h2><span></span>Education</h2>
${p.education.map((e) => row(e.dates, `<b>${esc(e.degree)}</b>, <i>${esc(e.school)}</i>, ${esc(e.place)}`)).join('')}
<h2><span></span>Skills</h2>${row('Technical', esc(p.skills.join(', ')))}
${p.extra.length ? `<h2><span></span>Honours</h2>${p.extra.map((x) => row('', esc(x))).join('')}` : ''}`;
  return {
    html: page(
      `body{font-family:"Latin Modern Roman","CMU Serif","DejaVu Serif",serif;font-size:10.5pt;padding:22mm 20mm;color:#222}
.n{font-size:30pt;font-weight:300}.f{color:${accent}}.t{font-size:14pt;color:#777;font-style:italic}
.head{display:grid;grid-template-columns:1fr 62mm;column-gap:6mm}.n,.t{grid-column:1}.contact{grid-column:2;grid-row:1/3;text-align:right;font-size:9pt;align-self:center}h2{font-weight:normal;color:${accent};font-size:14pt;display:flex;gap:6mm;align-items:center}
h2 span{display:inline-block;width:34mm;height:3mm;background:${accent}}.r{display:flex}.l{width:40mm;text-align:right;padding-right:5mm;color:#555;font-size:9.5pt}.c{flex:1}ul{margin:2px 0 6px 16px;padding:0}`,
      body,
      p.language,
    ),
  };
}

/** A job-portal export (Naukri-like): key-value header, profile summary, personal details, declaration and signature. */
function portal(p, { accent }) {
  const kv = (k, v) => (v ? `<tr><td class="k">${esc(k)}</td><td>${esc(v)}</td></tr>` : '');
  const body = `
<div class="bar">Resume downloaded from the portal · Profile ID 4471982</div>
<h1>${esc(p.name.full.toUpperCase())}</h1>
<table class="top">${kv('Mobile', p.phone)}${kv('E-Mail', p.email)}${kv('Current Location', p.addressShort)}${p.links.map((l) => kv('Profile', l.value)).join('')}</table>
<h3>Profile Summary</h3><p>${esc(p.summary)}</p>
<h3>Work Experience</h3>${p.jobs.map((j) => `<p><b>${esc(j.title)}</b> | ${esc(j.org)} | ${esc(j.place)}<br><span class="d">${esc(j.dates)}</span></p><ul>${bullets(j)}</ul>`).join('')}
<h3>Education</h3>${p.education.map((e) => `<p>${esc(e.degree)} — ${esc(e.school)}, ${esc(e.place)} (${esc(e.dates)})</p>`).join('')}
<h3>Key Skills</h3><p>${p.skills.map(esc).join(' • ')}</p>
${p.extra.length ? `<h3>Achievements</h3><ul>${p.extra.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>` : ''}
<h3>Personal Details</h3><table>${kv("Father's Name", p.fatherName)}${kv('Date of Birth', detail(p, 'date_of_birth'))}${kv('Marital Status', detail(p, 'marital_status'))}${kv('Nationality', detail(p, 'nationality'))}${kv('Religion', detail(p, 'religion'))}${kv('CNIC', detail(p, 'national_id'))}${kv('Permanent Address', p.address)}</table>
<h3>Declaration</h3><p>I hereby declare that the information furnished above is true to the best of my knowledge and belief.</p>
<div class="sig"><div>Place: ${esc(p.jobs[0].place)}<br>Date: __________</div><div>(${esc(p.name.full)})</div></div>`;
  return {
    html: page(
      `body{font-family:Arial,"Liberation Sans",sans-serif;font-size:10pt;padding:14mm 16mm}.bar{background:${accent};color:#fff;font-size:8pt;padding:3px 8px}
h1{font-size:16pt;margin:8px 0 4px}h3{background:#e9eef3;font-size:10.5pt;padding:3px 6px;margin:12px 0 4px}.k{width:40mm;color:#555}.d{color:#666;font-size:9pt}
ul{margin:0 0 4px 18px;padding:0}p{margin:3px 0}.sig{display:flex;justify-content:space-between;margin-top:18px}`,
      body,
    ),
    others: p.fatherName ? [p.fatherName] : [],
  };
}

/** A West African CV: personal data first (state of origin), objective, then referees with phones. */
function refereesCv(p, { accent }) {
  const kv = (k, v) => (v ? `<div class="kv"><span>${esc(k)}:</span> ${esc(v)}</div>` : '');
  const body = `
<h1>CURRICULUM VITAE</h1>
<h2>PERSONAL DATA</h2>
${kv('Name', p.name.variants.find((v) => v === v.toUpperCase()) ?? p.name.full)}${kv('Date of Birth', detail(p, 'date_of_birth'))}${kv('Sex', detail(p, 'gender'))}${kv('State of Origin', p.stateOfOrigin)}${kv('Nationality', detail(p, 'nationality'))}${kv('Marital Status', detail(p, 'marital_status'))}${kv('Religion', detail(p, 'religion'))}${kv('Contact Address', p.address)}${kv('Phone', p.phone)}${kv('E-mail', p.email)}
<h2>CAREER OBJECTIVE</h2><p>${esc(p.summary)}</p>
<h2>EDUCATIONAL QUALIFICATIONS WITH DATES</h2>${p.education.map((e) => `<p>${esc(e.school)}, ${esc(e.place)} — ${esc(e.degree)} — ${esc(e.dates)}</p>`).join('')}
<h2>WORK EXPERIENCE</h2>${p.jobs.map((j) => `<p><b>${esc(j.org)}</b>, ${esc(j.place)} (${esc(j.dates)})<br>Position: ${esc(j.title)}</p><p class="s">Duties: ${j.bullets.map(esc).join(' ')}</p>`).join('')}
<h2>SKILLS</h2><p>${p.skills.map(esc).join(', ')}</p>
${p.extra.length ? `<h2>AWARDS</h2>${p.extra.map((x) => `<p>${esc(x)}</p>`).join('')}` : ''}
<h2>${p.locale === 'en-PH' ? 'CHARACTER REFERENCES' : 'REFEREES'}</h2>
${(p.referees ?? []).map((r, i) => `<p>${i + 1}. ${esc(r.name)}<br>${esc(r.title)}<br>${esc(r.phone)}</p>`).join('')}
${p.locale === 'en-PH' ? `<p class="cert">I hereby certify that the above information is true and correct.</p><p class="sign">${esc(p.name.variants.find((v) => v === v.toUpperCase()) ?? p.name.full)}<br>Applicant</p>` : ''}`;
  return {
    html: page(
      `body{font-family:"Times New Roman","Liberation Serif",serif;font-size:11.5pt;padding:18mm 22mm}h1{text-align:center;text-decoration:underline;font-size:15pt}
h2{font-size:11.5pt;border-bottom:1px solid ${accent};margin:12px 0 4px}.kv span{display:inline-block;width:42mm;font-weight:bold}p{margin:3px 0}.s{margin-left:8mm}.sign{margin-top:22px;text-align:right}.cert{margin-top:14px}`,
      body,
    ),
  };
}

/** A Canva-like two-column design: the name split over two lines and letter-spaced, icons before contacts, skill bars. */
function canva(p, { accent }) {
  const icon = { email: '✉', phone: '✆', address: '⌂', handle: '◎', link: '🔗', domain: '🌐' };
  const body = `
<div class="wrap"><aside>
<div class="n1">${esc(p.given)}</div><div class="n2">${esc(p.family)}</div><div class="ht">${esc(p.headline)}</div>
<h4>CONTACT</h4>
<p>${icon.phone} ${esc(p.phone)}</p><p>${icon.email} ${esc(p.email)}</p><p>${icon.address} ${esc(p.addressShort)}</p>
${p.links.map((l) => `<p>${icon[l.kind]} ${esc(l.value)}</p>`).join('')}
<h4>SKILLS</h4>${p.skills.map((s, i) => `<div class="sk">${esc(s)}<div class="bar"><i style="width:${90 - i * 9}%"></i></div></div>`).join('')}
<h4>EDUCATION</h4>${p.education.map((e) => `<p><b>${esc(e.school)}</b><br>${esc(e.degree)}<br>${esc(e.dates)}</p>`).join('')}
</aside><main>
<h3>PROFILE</h3><p>${esc(p.summary)}</p>
<h3>EXPERIENCE</h3>${p.jobs.map((j) => `<div class="job"><b>${esc(j.title)}</b><div class="o">${esc(j.org)} / ${esc(j.place)} / ${esc(j.dates)}</div><ul>${bullets(j)}</ul></div>`).join('')}
${p.extra.length ? `<h3>AWARDS</h3>${p.extra.map((x) => `<p>★ ${esc(x)}</p>`).join('')}` : ''}
</main></div>`;
  return {
    html: page(
      `body{font-family:"Montserrat","DejaVu Sans",sans-serif;font-size:9.5pt;color:#333}.wrap{display:flex;min-height:297mm}
aside{width:64mm;background:${accent};color:#fff;padding:16mm 7mm}main{flex:1;padding:16mm 10mm}
.n1,.n2{font-size:15pt;letter-spacing:.22em;overflow-wrap:anywhere;text-transform:uppercase;line-height:1.1}.n2{font-weight:bold}.ht{letter-spacing:.15em;font-size:8.5pt;margin:6px 0 14px}
h4{letter-spacing:.25em;border-bottom:1px solid #fff8;font-size:9pt;margin:14px 0 6px}aside p{margin:4px 0;word-break:break-word}
.bar{height:4px;background:#fff4;margin:2px 0 6px}.bar i{display:block;height:4px;background:#fff}
h3{letter-spacing:.2em;color:${accent};font-size:11pt;margin:10px 0 4px}.o{color:#777;font-size:8.5pt}ul{margin:3px 0 8px 14px;padding:0}`,
      body,
      p.language,
    ),
    variants: [p.given.toUpperCase(), p.family.toUpperCase()],
  };
}

/** German/Austrian tabular Lebenslauf, ending with place, date and a typed signature. */
function lebenslauf(p, { accent }) {
  const row = (l, r) => `<tr><td class="l">${esc(l)}</td><td>${r}</td></tr>`;
  const body = `
<h1>Lebenslauf</h1>
<table>
<tr><th colspan="2">Persönliche Daten</th></tr>
${row('Name', esc(p.name.full))}${row('Anschrift', esc(p.address))}${row('Telefon', esc(p.phone))}${row('E-Mail', esc(p.email))}
${detail(p, 'date_of_birth') ? row('Geburtsdatum', esc(detail(p, 'date_of_birth'))) : ''}${detail(p, 'nationality') ? row('Staatsangehörigkeit', esc(detail(p, 'nationality'))) : ''}${detail(p, 'marital_status') ? row('Familienstand', esc(detail(p, 'marital_status'))) : ''}
<tr><th colspan="2">Berufserfahrung</th></tr>
${p.jobs.map((j) => row(j.dates, `<b>${esc(j.title)}</b><br>${esc(j.org)}, ${esc(j.place)}<ul>${bullets(j)}</ul>`)).join('')}
<tr><th colspan="2">Ausbildung</th></tr>
${p.education.map((e) => row(e.dates, `${esc(e.degree)}<br>${esc(e.school)}, ${esc(e.place)}`)).join('')}
<tr><th colspan="2">Kenntnisse</th></tr>${row('EDV / Sprachen', esc(p.skills.join(', ')))}
${p.extra.length ? `<tr><th colspan="2">Sonstiges</th></tr>${p.extra.map((x) => row('', esc(x))).join('')}` : ''}
</table>
<p class="sig">${esc(p.place)}, den 12.01.2026</p><p class="hand">${esc(p.given)} ${esc(p.family)}</p>`;
  return {
    html: page(
      `body{font-family:"Liberation Sans",Arial,sans-serif;font-size:10.5pt;padding:20mm 22mm}h1{font-weight:normal;font-size:20pt;border-bottom:2px solid ${accent}}
table{border-collapse:collapse;width:100%}th{text-align:left;color:${accent};font-size:11.5pt;padding:12px 0 4px}td{vertical-align:top;padding:2px 0}.l{width:42mm;color:#555}
ul{margin:2px 0 4px 16px;padding:0}.sig{margin-top:24px}.hand{font-family:"URW Chancery L","Z003",cursive;font-size:16pt;margin:4px 0}`,
      body,
      'de',
    ),
  };
}

/** A plain ATS resume: one column, all capitals headings, contact on one line with pipes. */
function ats(p) {
  const body = `
<p class="n">${esc(p.name.full)}</p>
<p>${esc(p.addressShort)} | ${esc(p.phone)} | ${esc(p.email)}${p.links.map((l) => ` | ${esc(l.value)}`).join('')}</p>
<p class="h">SUMMARY</p><p>${esc(p.summary)}</p>
<p class="h">EXPERIENCE</p>${p.jobs.map((j) => `<p>${esc(j.org)} — ${esc(j.place)}<br>${esc(j.title)}, ${esc(j.dates)}</p>${j.bullets.map((b) => `<p>- ${esc(b)}</p>`).join('')}`).join('')}
<p class="h">EDUCATION</p>${p.education.map((e) => `<p>${esc(e.degree)}, ${esc(e.school)}, ${esc(e.place)}, ${esc(e.dates)}</p>`).join('')}
<p class="h">SKILLS</p><p>${p.skills.map(esc).join(', ')}</p>
${p.extra.length ? `<p class="h">AWARDS</p>${p.extra.map((x) => `<p>${esc(x)}</p>`).join('')}` : ''}
${p.referees?.length ? `<p class="h">REFERENCES</p>${p.referees.map((r) => `<p>${esc(r.name)}, ${esc(r.title)}, ${esc(r.phone)}</p>`).join('')}` : ''}`;
  return {
    html: page(
      `body{font-family:"Courier New","Liberation Mono",monospace;font-size:10pt;padding:18mm 20mm}p{margin:2px 0}.n{font-size:13pt;font-weight:bold}.h{margin-top:12px;font-weight:bold}`,
      body,
      p.language,
    ),
  };
}

/** A professional-network "Save to PDF" profile look: contact in a grey left rail, "Page N of M" in the footer. */
function profile(p, { accent }) {
  const body = `
<div class="wrap"><aside><h4>Contact</h4><p>${esc(p.email)}</p>${p.links.map((l) => `<p>${esc(l.value)} (${l.kind === 'link' ? 'Profile' : 'Personal'})</p>`).join('')}
<h4>Top Skills</h4>${p.skills
    .slice(0, 3)
    .map((s) => `<p>${esc(s)}</p>`)
    .join('')}
<h4>Honors-Awards</h4>${p.extra.map((x) => `<p>${esc(x)}</p>`).join('') || '<p>—</p>'}</aside>
<main><div class="n">${esc(p.given)} ${esc(p.family)}</div><p class="ht">${esc(p.headline)}</p><p class="loc">${esc(p.addressShort)}</p>
<h3>Summary</h3><p>${esc(p.summary)}</p>
<h3>Experience</h3>${p.jobs.map((j) => `<p class="org">${esc(j.org)}</p><p>${esc(j.title)}</p><p class="g">${esc(j.dates)}</p><p class="g">${esc(j.place)}</p>${j.bullets.map((b) => `<p>${esc(b)}</p>`).join('')}`).join('')}
<h3>Education</h3>${p.education.map((e) => `<p class="org">${esc(e.school)}</p><p>${esc(e.degree)} · (${esc(e.dates)})</p>`).join('')}
</main></div>`;
  return {
    html: page(
      `body{font-family:"Liberation Sans",Arial,sans-serif;font-size:10pt}.wrap{display:flex}aside{width:58mm;background:#e9ecef;padding:12mm 6mm;min-height:260mm}
main{flex:1;padding:12mm 10mm}.n{font-size:24pt}.ht{font-size:12pt}.loc{color:#888}h3{font-size:15pt;font-weight:normal;margin:16px 0 6px}h4{font-size:12pt;margin:14px 0 4px;color:${accent}}
p{margin:2px 0}.org{font-weight:bold;font-size:11pt;margin-top:8px}.g{color:#888}`,
      body,
      p.language,
    ),
    footer: {
      template: `<div style="font-size:8px;width:100%;text-align:center;color:#999">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>`,
      text: (i, n) => [`Page ${i} of ${n}`],
    },
  };
}

/** A cover letter and a resume in one PDF: the letter signs off with the short name and the phone. */
function letterAndResume(p, opts) {
  const inner = moderncv(p, opts)
    .html.replace(/^.*<body>/s, '')
    .replace(/<\/body>.*$/s, '');
  const lang = p.language;
  const letter =
    {
      en: [
        'Dear Hiring Manager,',
        `I am writing to apply for the ${p.headline} role. ${p.summary}`,
        'I would welcome the chance to discuss how I could contribute to your team.',
        'Kind regards,',
      ],
      fr: [
        'Madame, Monsieur,',
        `Je vous propose ma candidature au poste de ${p.headline.toLowerCase()}. ${p.summary}`,
        'Je me tiens à votre disposition pour un entretien.',
        'Bien cordialement,',
      ],
      es: [
        'Estimados señores:',
        `Me dirijo a ustedes para postularme al puesto de ${p.headline}. ${p.summary}`,
        'Quedo a su disposición para una entrevista.',
        'Atentamente,',
      ],
      de: [
        'Sehr geehrte Damen und Herren,',
        `hiermit bewerbe ich mich als ${p.headline}. ${p.summary}`,
        'Über eine Einladung zum Gespräch freue ich mich.',
        'Mit freundlichen Grüßen',
      ],
      pt: [
        'Prezados,',
        `Venho apresentar minha candidatura para a vaga de ${p.headline}. ${p.summary}`,
        'Fico à disposição para uma entrevista.',
        'Atenciosamente,',
      ],
      nb: [
        'Hei,',
        `Jeg søker stillingen som ${p.headline.toLowerCase()}. ${p.summary}`,
        'Jeg ser frem til å høre fra dere.',
        'Med vennlig hilsen',
      ],
    }[lang] ?? [];
  const sign = p.short ? `${p.short} ${p.family}` : `${p.given} ${p.family}`;
  const body = `<div class="letter"><p class="addr">${esc(p.address)}<br>${esc(p.email)}</p>${letter
    .slice(0, 3)
    .map((x) => `<p>${esc(x)}</p>`)
    .join(
      '',
    )}<p>${esc(letter[3])}</p><p>${esc(sign)}<br>${esc(p.phone)}</p></div><div style="break-before:page"></div>${inner}`;
  const css = moderncv(p, opts).html.match(/<style>(.*)<\/style>/s)[1];
  return {
    html: `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>${css}.letter{font-size:11pt;line-height:1.5}.letter .addr{text-align:right}</style></head><body>${body}</body></html>`,
    variants: [sign],
  };
}

/** A Brazilian job-site export (Catho-like): "Dados pessoais" block, objective, experiences in boxes. */
function vagas(p, { accent }) {
  const body = `
<div class="top"><div class="n">${esc(p.name.full)}</div><div>${[detail(p, 'nationality'), detail(p, 'marital_status'), detail(p, 'age')].filter(Boolean).map(esc).join(', ')}</div>
<div>${esc(p.address)}</div><div>Celular: ${esc(p.phone)} · E-mail: ${esc(p.email)}</div></div>
<h3>Objetivo</h3><p>${esc(p.headline)} — ${esc(p.summary)}</p>
<h3>Experiência profissional</h3>${p.jobs.map((j) => `<div class="box"><b>${esc(j.org)}</b> · ${esc(j.place)}<br>${esc(j.title)} · ${esc(j.dates)}<ul>${bullets(j)}</ul></div>`).join('')}
<h3>Formação</h3>${p.education.map((e) => `<p>${esc(e.degree)} — ${esc(e.school)} (${esc(e.dates)})</p>`).join('')}
<h3>Conhecimentos</h3><p>${p.skills.map(esc).join(' | ')}</p>
<p class="foot">Currículo atualizado em 02/12/2025</p>`;
  return {
    html: page(
      `body{font-family:"Open Sans","DejaVu Sans",sans-serif;font-size:9.8pt;padding:14mm}.top{border-left:6px solid ${accent};padding-left:10px}.n{font-size:18pt;color:${accent}}
h3{color:${accent};margin:14px 0 4px}.box{border:1px solid #ddd;border-radius:4px;padding:6px 8px;margin:4px 0}ul{margin:3px 0 0 16px;padding:0}.foot{color:#999;font-size:8pt;margin-top:20px}`,
      body,
      p.language,
    ),
  };
}

// --- LibreOffice: a Word-like resume as flat ODF, name and page number in the footer ---------------------------
const x = (s) => esc(s);
function writer(p, { accent }) {
  const lines = [];
  const para = (style, text) => {
    lines.push(...String(text).split('\n'));
    return `<text:p text:style-name="${style}">${String(text).split('\n').map(x).join('<text:line-break/>')}</text:p>`;
  };
  const surnameFirst = `${p.family.toUpperCase()}, ${p.given}`;
  const parts = [
    para('Name', surnameFirst),
    para('Sub', p.headline),
    para('Small', `${p.address}\n${p.phone} – ${p.email}`),
    ...p.links.map((l) => para('Small', l.value)),
    ...p.details
      .filter((d) => d.kind !== 'photo')
      .map((d) =>
        para(
          'Small',
          `${{ date_of_birth: 'Born', national_id: 'ID', nationality: 'Nationality', marital_status: 'Status', religion: 'Religion', gender: 'Gender', age: 'Age' }[d.kind]}: ${d.value}`,
        ),
      ),
    para('H', 'PROFILE'),
    para('Body', p.summary),
    para('H', 'EXPERIENCE'),
    ...p.jobs.flatMap((j) => [
      para('Job', `${j.title} — ${j.org}, ${j.place}`),
      para('Small', j.dates),
      ...j.bullets.map((b) => para('Bullet', `• ${b}`)),
    ]),
    para('H', 'EDUCATION'),
    ...p.education.map((e) => para('Body', `${e.degree}, ${e.school}, ${e.place} (${e.dates})`)),
    para('H', 'SKILLS'),
    para('Body', p.skills.join(' · ')),
    ...(p.extra.length ? [para('H', 'OTHER'), ...p.extra.map((e) => para('Body', e))] : []),
    ...(p.referees?.length
      ? [para('H', 'REFERENCES'), ...p.referees.map((r) => para('Body', `${r.name} — ${r.title} — ${r.phone}`))]
      : []),
  ];
  const footName = `${p.given} ${p.family}`;
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:styles>
<style:style style:name="Standard" style:family="paragraph"><style:text-properties style:font-name="Liberation Serif" fo:font-family="'Liberation Serif'" fo:font-size="10.5pt"/></style:style>
<style:style style:name="Name" style:family="paragraph" style:parent-style-name="Standard"><style:text-properties fo:font-size="20pt" fo:font-weight="bold" fo:color="${accent}"/></style:style>
<style:style style:name="Sub" style:family="paragraph" style:parent-style-name="Standard"><style:text-properties fo:font-size="12pt" fo:font-style="italic"/></style:style>
<style:style style:name="Small" style:family="paragraph" style:parent-style-name="Standard"><style:text-properties fo:font-size="9pt"/></style:style>
<style:style style:name="H" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-top="0.35cm" fo:margin-bottom="0.1cm" fo:border-bottom="0.5pt solid ${accent}"/><style:text-properties fo:font-weight="bold" fo:color="${accent}"/></style:style>
<style:style style:name="Job" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-top="0.2cm"/><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="Body" style:family="paragraph" style:parent-style-name="Standard"/>
<style:style style:name="Bullet" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-left="0.5cm"/></style:style>
<style:style style:name="Footer" style:family="paragraph" style:parent-style-name="Standard"><style:text-properties fo:font-size="8pt"/></style:style>
</office:styles>
<office:automatic-styles><style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.8cm" fo:margin-bottom="1.2cm" fo:margin-left="2.2cm" fo:margin-right="2.2cm"/></style:page-layout></office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"><style:footer><text:p text:style-name="Footer">${x(footName)} – Page <text:page-number text:select-page="current">1</text:page-number></text:p></style:footer></style:master-page></office:master-styles>
<office:body><office:text>${parts.join('\n')}</office:text></office:body></office:document>`;
  return { fodt, lines, footerLine: (i) => `${footName} – Page ${i}` };
}

export const LAYOUTS = {
  moderncv,
  portal,
  refereesCv,
  canva,
  lebenslauf,
  ats,
  profile,
  letterAndResume,
  vagas,
  writer,
};
