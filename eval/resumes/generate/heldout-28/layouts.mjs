// Held-out part 28's own templates: each takes a person and returns the page's HTML (printed by Chromium or
// scanned), plus the name forms, handles and other people it prints; `writer` returns a flat ODF text document for
// LibreOffice (PDF, DOCX, DOC) with the name and the page number in its footer.
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const page = (css, body, lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>${css}</style></head><body>${body}</body></html>`;
const jobsHtml = (p, cls = 'job', dateFirst = false) =>
  p.jobs
    .map((j) => {
      const head = dateFirst
        ? `<div class="d">${esc(j.from)} – ${esc(j.to)}</div><div><b>${esc(j.title)}</b>, ${esc(j.org)}, ${esc(j.place)}`
        : `<div><b>${esc(j.title)}</b> · ${esc(j.org)} <span class="d">${esc(j.place)} | ${esc(j.from)} – ${esc(j.to)}</span>`;
      return `<div class="${cls}">${head}<ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div></div>`;
    })
    .join('');
const eduHtml = (p) =>
  p.education
    .map((e) => `<p><b>${esc(e.degree)}</b><br>${esc(e.school)}, ${esc(e.place)} — ${esc(e.year)}</p>`)
    .join('');
const detailLabel = {
  en: {
    date_of_birth: 'Date of Birth',
    marital_status: 'Civil Status',
    nationality: 'Nationality',
    gender: 'Sex',
    religion: 'Religion',
    national_id: 'ID No.',
    age: 'Age',
  },
  de: {
    date_of_birth: 'Geburtsdatum',
    marital_status: 'Familienstand',
    nationality: 'Staatsangehörigkeit',
    national_id: 'Ausweis',
    age: 'Alter',
  },
  fr: { date_of_birth: 'Née le', age: 'Âge', national_id: 'N°', nationality: 'Nationalité' },
  es: { date_of_birth: 'Fecha de nacimiento', national_id: 'DNI', age: 'Edad' },
  pt: { national_id: 'Documento', date_of_birth: 'Nascimento' },
  nl: { date_of_birth: 'Geboortedatum' },
  ko: { date_of_birth: '생년월일' },
  ja: { date_of_birth: '生年月日' },
};
const label = (p, kind) => (detailLabel[p.language] ?? detailLabel.en)[kind] ?? detailLabel.en[kind] ?? kind;
const details = (p) => p.details.map((x) => `${label(p, x.kind)}: ${esc(x.value)}`);

/** A moderncv-like LaTeX look: serif, a coloured rule, dates in a left margin column. */
function latex(p, { accent }) {
  const css = `body{font-family:'Latin Modern Roman','CMU Serif','DejaVu Serif',serif;margin:18mm 20mm;font-size:10.5pt;color:#222}
  h1{font-weight:normal;font-size:30pt;margin:0}h1 span{color:${accent}}.t{color:#666;font-style:italic;font-size:13pt}
  h2{color:${accent};font-weight:normal;font-size:13pt;border-bottom:1.2pt solid ${accent};margin:14px 0 6px}
  .job{display:grid;grid-template-columns:28mm 1fr;gap:4px 10px;margin-bottom:6px}.d{color:#666;font-size:9pt}
  ul{margin:2px 0 0 16px;padding:0}.c{text-align:right;float:right;font-size:9.5pt;line-height:1.45}`;
  const body = `<div class="c">${esc(p.address)}<br>☎ ${esc(p.phone)}<br>✉ ${esc(p.email)}${p.links.map((l) => `<br>${esc(l.value)}`).join('')}</div>
  <h1>${esc(p.given)} <span>${esc(p.family)}</span></h1><div class="t">${esc(p.headline)}</div>
  <h2>Profile</h2><p>${esc(p.summary)}</p><h2>Experience</h2>${jobsHtml(p, 'job', true)}
  <h2>Education</h2>${eduHtml(p)}<h2>Skills</h2><p>${p.skills.map(esc).join(' · ')}</p>
  ${p.coauthors ? `<h2>Selected publications</h2><ol><li>${esc(p.coauthors[0])}, ${esc(p.family)}, ${esc(p.given[0])}., ${esc(p.coauthors[1])} (2023). Vacancy-ordered Prussian blue analogues for sodium-ion cathodes. <i>Energy Storage Materials</i> 61, 102874.</li><li>${esc(p.given[0])}. ${esc(p.family)}, ${esc(p.coauthors[2])} (2021). Operando XRD of P2-type layered oxides. <i>J. Mater. Chem. A</i> 9, 1120–1131.</li></ol>` : ''}`;
  const variants = [`${p.given} ${p.family}`];
  if (p.coauthors) variants.push(`${p.family}, ${p.given[0]}.`, `${p.given[0]}. ${p.family}`);
  return { html: page(css, body), variants, others: p.coauthors ?? [] };
}

/** A Canva-like two-column design: the name split over two lines, letter-spaced, skill bars in the sidebar. */
function canva(p, { accent }) {
  const css = `body{margin:0;font-family:'Montserrat','Poppins','DejaVu Sans',sans-serif;font-size:9.5pt}
  .wrap{display:grid;grid-template-columns:68mm 1fr;min-height:297mm}.side{background:${accent};color:#fff;padding:16mm 8mm}
  .main{padding:16mm 10mm}.n1,.n2{letter-spacing:.22em;font-size:14pt;line-height:1.2}.n2{font-weight:800}
  h3{letter-spacing:.2em;font-size:10pt;border-bottom:1px solid currentColor;padding-bottom:2px}
  .bar{height:5px;background:rgba(255,255,255,.3);margin:2px 0 6px}.bar i{display:block;height:5px;background:#fff}
  .d{color:#777;font-size:8.5pt;display:block}ul{padding-left:14px;margin:3px 0}`;
  const bars = p.skills
    .map((s, i) => `<div>${esc(s)}</div><div class="bar"><i style="width:${90 - i * 9}%"></i></div>`)
    .join('');
  const body = `<div class="wrap"><div class="side"><div class="n1">${esc(p.given.toUpperCase())}</div><div class="n2">${esc(p.family.toUpperCase())}</div>
  <p>${esc(p.headline)}</p><h3>CONTACT</h3><p>📞 ${esc(p.phone)}<br>✉️ ${esc(p.email)}<br>📍 ${esc(p.address)}</p>
  ${p.details.length ? `<p>${details(p).join('<br>')}</p>` : ''}<h3>SKILLS</h3>${bars}</div>
  <div class="main"><h3>ABOUT ME</h3><p>${esc(p.summary)}</p><h3>EXPERIENCE</h3>${jobsHtml(p)}<h3>EDUCATION</h3>${eduHtml(p)}</div></div>`;
  return { html: page(css, body, p.language), variants: [p.given.toUpperCase(), p.family.toUpperCase()] };
}

/** A modern one-column résumé: icon glyphs before contact items, handles printed without a URL, a personal domain. */
function icons(p, { accent }) {
  const css = `body{font-family:'Inter','Noto Sans','DejaVu Sans',sans-serif;margin:14mm 16mm;font-size:10pt;color:#1d1d1f}
  h1{font-size:26pt;margin:0 0 2px}.h{color:${accent};font-weight:600}.c{display:flex;flex-wrap:wrap;gap:4px 14px;margin:8px 0 12px;font-size:9pt}
  h2{font-size:10pt;text-transform:uppercase;letter-spacing:.08em;color:${accent};margin:14px 0 4px}.d{color:#888}ul{margin:2px 0 6px 18px;padding:0}`;
  const glyph = { handle: '', domain: '🌐', link: '🔗' };
  const c = [
    `✉ ${esc(p.email)}`,
    `📱 ${esc(p.phone)}`,
    `📍 ${esc(p.addressShort)}`,
    ...p.links.map((l) => `${glyph[l.kind]} ${esc(l.value)}`),
  ];
  const shownName = p.english ? `${p.name.full} (${p.english})` : p.name.full;
  const body = `<h1>${esc(shownName)}</h1><div class="h">${esc(p.headline)}</div><div class="c">${c.map((x) => `<span>${x}</span>`).join('')}</div>
  <p>${esc(p.summary)}</p><h2>Experience</h2>${jobsHtml(p)}<h2>Education</h2>${eduHtml(p)}<h2>Tech</h2><p>${p.skills.map(esc).join(', ')}</p>
  <p class="d">Happy to share references on request — ${esc(p.english ?? p.given)}</p>`;
  return { html: page(css, body), variants: [p.english ?? p.given].filter(Boolean) };
}

/** A job-portal profile export (StepStone/Naukri-like): a header card where the name runs into the headline. */
function portal(p, { accent }) {
  const css = `body{font-family:Arial,'Liberation Sans',sans-serif;margin:10mm 12mm;font-size:9.5pt;color:#333}
  .card{border:1px solid #ddd;border-top:4px solid ${accent};padding:8px 10px}.nm{font-size:17pt;font-weight:bold;display:inline}.hl{display:inline;color:#555;font-size:11pt}
  table{border-collapse:collapse;width:100%;margin-top:8px}td{border-bottom:1px solid #eee;padding:4px;vertical-align:top}td:first-child{width:34mm;color:#777}
  h2{background:#f3f3f3;font-size:10.5pt;padding:4px 6px;margin:12px 0 4px}.d{color:#888}ul{margin:2px 0 4px 16px;padding:0}
  .ft{margin-top:16px;font-size:7.5pt;color:#aaa}`;
  const rows = [
    ['E-mail', p.email],
    ['Mobile', p.phone],
    ['Address', p.address],
    ...p.details.map((x) => [label(p, x.kind), x.value]),
    ...p.links.map((l) => ['Profile', l.value]),
  ];
  const body = `<div class="card"><div class="nm">${esc(p.name.full)}</div><div class="hl">${esc(p.headline)}</div>
  <table>${rows.map(([a, b]) => `<tr><td>${esc(a)}</td><td>${esc(b)}</td></tr>`).join('')}</table></div>
  <h2>Profile Summary</h2><p>${esc(p.summary)}</p><h2>Employment</h2>${jobsHtml(p)}<h2>Education</h2>${eduHtml(p)}
  <h2>Key Skills</h2><p>${p.skills.map(esc).join(' | ')}</p>${p.fatherName ? `<h2>Personal Details</h2><p>Father’s Name: ${esc(p.fatherName)}</p>` : ''}
  <div class="ft">Profile downloaded 14-Nov-2026 · Candidate ID 7730${p.key.charCodeAt(0)}${p.key.charCodeAt(1)}</div>`;
  return { html: page(css, body), variants: [], others: p.fatherName ? [p.fatherName] : [] };
}

/** A German Lebenslauf (tabellarisch) with photo box, preceded by an Anschreiben, closing with place, date, signature. */
function lebenslauf(p, { accent }) {
  const css = `body{font-family:'Source Sans 3','Carlito','Liberation Sans',sans-serif;margin:20mm 22mm;font-size:10.5pt}
  .brief{page-break-after:always}.abs{font-size:8.5pt;text-decoration:underline;color:#555}
  h1{font-size:20pt;color:${accent};margin:0}.photo{float:right;width:35mm;height:45mm;border:1px solid #bbb;text-align:center;line-height:45mm;color:#aaa;font-size:8pt}
  table{width:100%;border-collapse:collapse}td{padding:3px 4px;vertical-align:top}td:first-child{width:38mm;color:#555}
  h2{font-size:12pt;color:${accent};border-bottom:1px solid #ccc;margin:14px 0 4px}ul{margin:2px 0 0 16px;padding:0}.sig{font-family:'URW Chancery L','Z003',cursive;font-size:18pt}`;
  const at = p.locale === 'de-AT';
  const city = p.addressShort.replace(/^\d+\s*/, '');
  const brief = `<div class="brief"><div class="abs">${esc(p.name.full)} · ${esc(p.address)}</div><br><br>
  <p>${at ? 'Personalabteilung<br>Agrana Beteiligungs-AG<br>Friedrich-Wilhelm-Raiffeisen-Platz 1<br>1020 Wien' : 'Personalabteilung<br>Claas KGaA mbH<br>Münsterstraße 33<br>33428 Harsewinkel'}</p>
  <p style="text-align:right">${esc(city)}, 20.11.2026</p><p><b>Bewerbung als ${esc(p.headline.split('·')[0].trim())}</b></p>
  <p>Sehr geehrte Damen und Herren,</p><p>${esc(p.summary)} Mit großem Interesse habe ich Ihre Stellenanzeige gelesen. In meiner aktuellen Position bei ${esc(p.jobs[0].org)} verantworte ich ${esc(p.jobs[0].bullets[0])}.</p>
  <p>Über eine Einladung zu einem persönlichen Gespräch freue ich mich sehr.</p><p>Mit freundlichen Grüßen</p><p class="sig">${esc(p.given)} ${esc(p.family)}</p><p>${esc(p.name.full)}<br>Tel. ${esc(p.phone)}</p></div>`;
  const rows = (items) => items.map(([a, b]) => `<tr><td>${a}</td><td>${b}</td></tr>`).join('');
  const body = `${brief}<div class="photo">Foto</div><h1>Lebenslauf</h1>
  <h2>Persönliche Daten</h2><table>${rows([
    ['Name', esc(p.name.full)],
    ['Anschrift', esc(p.address)],
    ['Telefon', esc(p.phone)],
    ['E-Mail', esc(p.email)],
    ...p.details.map((x) => [
      label(p, x.kind),
      esc(x.value) + (x.kind === 'date_of_birth' && p.birthplace ? ` in ${esc(p.birthplace)}` : ''),
    ]),
  ])}</table>
  <h2>Berufserfahrung</h2><table>${rows(p.jobs.map((j) => [`${esc(j.from)} – ${esc(j.to)}`, `<b>${esc(j.title)}</b><br>${esc(j.org)}, ${esc(j.place)}<ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`]))}</table>
  <h2>Ausbildung</h2><table>${rows(p.education.map((e) => [esc(e.year), `${esc(e.degree)}<br>${esc(e.school)}, ${esc(e.place)}`]))}</table>
  <h2>Kenntnisse</h2><p>${p.skills.map(esc).join(', ')}</p><br><p>${esc(city)}, 20. November 2026</p><p class="sig">${esc(p.given[0])}. ${esc(p.family)}</p>`;
  return {
    html: page(css, body, 'de'),
    variants: [`${p.given} ${p.family}`, `${p.given[0]}. ${p.family}`],
  };
}

/** A French (or Québec) CV preceded by a lettre de motivation signed with the name and phone. */
function cvfr(p, { accent }) {
  const qc = p.locale === 'fr-CA';
  const css = `body{font-family:'Lato','Open Sans','DejaVu Sans',sans-serif;margin:16mm 18mm;font-size:10pt}
  .lm{page-break-after:always;line-height:1.5}h1{font-size:22pt;margin:0;font-weight:300}h1 b{font-weight:800}
  .bd{border-left:4px solid ${accent};padding-left:10px}h2{font-size:11pt;color:${accent};text-transform:uppercase;margin:14px 0 4px}
  .d{color:#777}ul{margin:2px 0 6px 16px;padding:0}`;
  const lettre = `<div class="lm"><p>${esc(p.name.full)}<br>${esc(p.address)}<br>${esc(p.phone)}</p>
  <p style="text-align:right">${qc ? 'Saguenay, le 18 novembre 2026' : 'Brest, le 18 novembre 2026'}</p><p><b>Objet :</b> candidature au poste de ${esc(p.headline.toLowerCase())}</p>
  <p>Madame, Monsieur,</p><p>${esc(p.summary)} Actuellement chez ${esc(p.jobs[0].org)}, je souhaite rejoindre une équipe ${qc ? 'de la région du Saguenay–Lac-Saint-Jean' : 'en Bretagne'}.</p>
  <p>Je vous prie d’agréer, Madame, Monsieur, l’expression de mes salutations distinguées.</p><p>${esc(p.given)} ${esc(p.family.toUpperCase())}</p></div>`;
  const body = `${lettre}<div class="bd"><h1>${esc(p.given)} <b>${esc(p.family.toUpperCase())}</b></h1><div>${esc(p.headline)}</div>
  <p>${esc(p.address)} — ${esc(p.phone)} — ${esc(p.email)}${p.details.length ? ' — ' + details(p).join(' — ') : ''}</p></div>
  <h2>${qc ? 'Profil' : 'Profil'}</h2><p>${esc(p.summary)}</p><h2>Expérience professionnelle</h2>${jobsHtml(p)}<h2>Formation</h2>${eduHtml(p)}
  <h2>Compétences</h2><p>${p.skills.map(esc).join(' • ')}</p><h2>Centres d’intérêt</h2><p>${qc ? 'Ski de fond, bénévolat au Festival des Rythmes du Monde' : 'Voile, randonnée sur le GR34'}</p>`;
  return { html: page(css, body, 'fr'), variants: [`${p.given} ${p.family.toUpperCase()}`, p.family.toUpperCase()] };
}

/** A Spanish/Latin American hoja de vida: datos personales table, identity number, referencias. */
function hojavida(p, { accent }) {
  const css = `body{font-family:'Carlito','Calibri','Liberation Sans',sans-serif;margin:18mm;font-size:10.5pt}
  h1{text-align:center;font-size:16pt;margin:0;text-transform:uppercase}.sub{text-align:center;color:${accent}}
  h2{font-size:11pt;background:${accent};color:#fff;padding:3px 6px;margin:12px 0 4px}table td{padding:2px 8px 2px 0;vertical-align:top}ul{margin:2px 0 4px 16px;padding:0}.d{color:#666}`;
  const title =
    p.language === 'pt'
      ? ['CURRÍCULO', 'Dados pessoais', 'Experiência profissional', 'Formação', 'Competências']
      : ['HOJA DE VIDA', 'Datos personales', 'Experiencia laboral', 'Formación académica', 'Competencias'];
  const body = `<h1>${esc(p.name.full)}</h1><div class="sub">${title[0]} · ${esc(p.headline)}</div>
  <h2>${title[1]}</h2><table>${[
    [p.language === 'pt' ? 'Endereço' : 'Domicilio', p.address],
    [p.language === 'pt' ? 'Celular' : 'Celular', p.phone],
    ['E-mail', p.email],
    ...p.details.map((x) => [p.locale === 'es-MX' && x.kind === 'national_id' ? 'CURP' : label(p, x.kind), x.value]),
  ]
    .map(([a, b]) => `<tr><td><b>${esc(a)}:</b></td><td>${esc(b)}</td></tr>`)
    .join('')}</table>
  <h2>Perfil</h2><p>${esc(p.summary)}</p><h2>${title[2]}</h2>${jobsHtml(p)}<h2>${title[3]}</h2>${eduHtml(p)}<h2>${title[4]}</h2><p>${p.skills.map(esc).join('; ')}</p>
  ${p.referees ? `<h2>Referencias</h2>${p.referees.map((r) => `<p>${esc(r.name)} — ${esc(r.title)} — ${esc(r.phone)}</p>`).join('')}` : `<p class="d">${p.language === 'pt' ? 'Referências disponíveis mediante solicitação.' : 'Referencias a solicitud.'}</p>`}`;
  return {
    html: page(css, body, p.language),
    variants: [p.name.full.toUpperCase()],
    others: (p.referees ?? []).map((r) => r.name),
  };
}

/** A UK CV with a personal statement; or an Australian résumé with referees (two pages, name and page in the footer). */
function anglo(p, { accent }) {
  const au = p.locale === 'en-AU' || p.locale === 'en-PH' || p.locale === 'en-NG';
  const css = `body{font-family:Georgia,'Gelasio','DejaVu Serif',serif;margin:0 18mm;font-size:10.5pt;line-height:1.4}
  h1{font-size:20pt;margin:0;text-align:${au ? 'left' : 'center'}}.c{text-align:${au ? 'left' : 'center'};font-size:9.5pt;color:#444}
  h2{font-size:11.5pt;font-variant:small-caps;border-bottom:2px solid ${accent};margin:16px 0 4px}.d{color:#666;font-style:italic}ul{margin:2px 0 8px 18px;padding:0}`;
  const refs = p.referees
    ? `<h2>Referees</h2>${p.referees.map((r) => `<p><b>${esc(r.name)}</b><br>${esc(r.title)}<br>Ph: ${esc(r.phone)}</p>`).join('')}`
    : '<p>References available on request.</p>';
  const body = `<h1>${esc(p.name.full)}</h1><div class="c">${esc(p.address)} &nbsp;|&nbsp; ${esc(p.phone)} &nbsp;|&nbsp; ${esc(p.email)}</div>
  ${p.details.length ? `<div class="c">${details(p).join(' · ')}</div>` : ''}
  <h2>${au ? 'Career Objective' : 'Personal Statement'}</h2><p>${esc(p.summary)}</p><h2>Employment History</h2>${jobsHtml(p)}
  <h2>Education &amp; Qualifications</h2>${eduHtml(p)}<h2>Key Skills</h2><ul>${p.skills.map((s) => `<li>${esc(s)}</li>`).join('')}</ul>
  <h2>Interests</h2><p>Fell running, community choir, volunteering with the local Rotary club.</p>${refs}`;
  const short = `${p.given} ${p.family}`;
  return {
    html: page(css, body),
    others: (p.referees ?? []).map((r) => r.name),
    footer: {
      template: `<div style="font-size:8px;width:100%;padding:0 18mm;display:flex;justify-content:space-between;font-family:Georgia,serif"><span>${esc(short)} — Curriculum Vitae</span><span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>`,
      text: (i, n) => [`${short} — Curriculum Vitae`, `Page ${i} of ${n}`],
    },
    variants: [short],
  };
}

/** A US federal-style résumé: hours per week, supervisor, salary, citizenship, dense prose. */
function federal(p, { accent }) {
  const css = `body{font-family:'Times New Roman','Liberation Serif',serif;margin:14mm 16mm;font-size:10.5pt}
  h1{font-size:15pt;margin:0}h2{font-size:11pt;color:${accent};margin:12px 0 3px;text-transform:uppercase}.k{font-size:9.5pt}`;
  const body = `<h1>${esc(p.name.full.toUpperCase())}</h1><div>${esc(p.address)}<br>Cell: ${esc(p.phone)} · Email: ${esc(p.email)}</div>
  <div class="k">Citizenship: U.S. Citizen · Veterans’ Preference: None · Highest Grade: N/A (private sector)</div>
  <h2>Professional Experience</h2>${p.jobs
    .map(
      (j) =>
        `<p><b>${esc(j.org)}</b>, ${esc(j.place)}<br>${esc(j.from)} – ${esc(j.to)} · Hours per week: 40 · Salary: $${78 + j.from.length},500 per year<br><b>${esc(j.title)}</b><br>Duties, Accomplishments and Related Skills: ${j.bullets.map(esc).join(' ')} Supervisor: ${esc(p.referees?.[0]?.name ?? 'available')}; may be contacted.</p>`,
    )
    .join('')}
  <h2>Education</h2>${eduHtml(p)}<h2>Job-Related Training</h2><p>APICS CPIM Part 1 (2019); Lean Six Sigma Green Belt, Villanova University (2020).</p>
  <h2>Skills</h2><p>${p.skills.map(esc).join(', ')}</p>`;
  return {
    html: page(css, body),
    variants: [p.name.full.toUpperCase()],
    others: (p.referees ?? []).map((r) => r.name),
  };
}

/** A functional résumé: skills grouped by area first, a short work history after. */
function functional(p, { accent }) {
  const css = `body{font-family:'Helvetica Neue',Helvetica,'Nimbus Sans',sans-serif;margin:16mm 20mm;font-size:10pt}
  .top{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:3px double ${accent};padding-bottom:6px}
  h1{margin:0;font-size:19pt;font-weight:300;letter-spacing:.05em}h2{font-size:10.5pt;color:${accent};margin:14px 0 4px}ul{margin:2px 0 6px 16px;padding:0}`;
  const body = `<div class="top"><div><h1>${esc(p.family.toUpperCase())}, ${esc(p.given)}</h1>${esc(p.headline)}</div><div style="text-align:right;font-size:9pt">${esc(p.email)}<br>${esc(p.phone)}<br>${esc(p.addressShort)}</div></div>
  <h2>SUMMARY OF QUALIFICATIONS</h2><p>${esc(p.summary)}</p><h2>RELEVANT SKILLS</h2>
  <ul>${p.jobs
    .flatMap((j) => j.bullets)
    .map((b) => `<li>${esc(b)}</li>`)
    .join('')}</ul><p><b>Tools:</b> ${p.skills.map(esc).join(', ')}</p>
  <h2>WORK HISTORY</h2>${p.jobs.map((j) => `<p>${esc(j.title)} — ${esc(j.org)}, ${esc(j.place)} (${esc(j.from)}–${esc(j.to)})</p>`).join('')}<h2>EDUCATION</h2>${eduHtml(p)}`;
  return { html: page(css, body), variants: [`${p.family.toUpperCase()}, ${p.given}`] };
}

/** A rirekisho-like Japanese form (ruled table), or a Korean 이력서 form: used for the CJK scan and a printed one. */
function cjkform(p, _options) {
  const ja = p.language === 'ja';
  const css = `body{font-family:'Noto Serif CJK ${ja ? 'JP' : 'KR'}','Noto Sans CJK ${ja ? 'JP' : 'KR'}',serif;margin:12mm 14mm;font-size:10.5pt}
  h1{text-align:center;letter-spacing:.6em;font-size:18pt;margin:0 0 6px}table{width:100%;border-collapse:collapse}td,th{border:1px solid #333;padding:4px 6px;vertical-align:top}
  th{background:#f2f2f2;font-weight:normal;width:24mm}.photo{width:30mm;height:40mm;text-align:center;color:#999}`;
  const H = ja
    ? ['履 歴 書', 'ふりがな', '氏名', '生年月日', '現住所', '電話', 'E-mail', '学歴・職歴', '免許・資格', '志望動機']
    : ['이 력 서', '영문', '성명', '생년월일', '주소', '휴대폰', '이메일', '학력 및 경력', '자격 및 기술', '자기소개'];
  const alt = ja ? 'みたらい ちひろ' : p.name.variants.find((v) => /^[A-Z][a-z]+ [A-Z][a-z]+$/.test(v));
  const dob = p.details.find((x) => x.kind === 'date_of_birth')?.value ?? '';
  const body = `<h1>${H[0]}</h1><table>
  <tr><th>${H[1]}</th><td>${esc(alt)}</td><td rowspan="3" class="photo">${ja ? '写真' : '사진'}</td></tr>
  <tr><th>${H[2]}</th><td style="font-size:16pt">${esc(p.name.full)}</td></tr>
  <tr><th>${H[3]}</th><td>${esc(dob)}</td></tr>
  <tr><th>${H[4]}</th><td colspan="2">${esc(p.address)}</td></tr>
  <tr><th>${H[5]}</th><td colspan="2">${esc(p.phone)}</td></tr><tr><th>${H[6]}</th><td colspan="2">${esc(p.email)}</td></tr></table><br>
  <table><tr><th colspan="2" style="width:auto">${H[7]}</th></tr>${p.education.map((e) => `<tr><td style="width:30mm">${esc(e.year)}</td><td>${esc(e.school)} ${esc(e.degree)}</td></tr>`).join('')}
  ${p.jobs.map((j) => `<tr><td>${esc(j.from)}</td><td>${esc(j.org)} ${esc(j.title)}（${esc(j.place)}）<br>${esc(j.bullets[0])}</td></tr>`).join('')}</table><br>
  <table><tr><th>${H[8]}</th><td>${p.skills.map(esc).join('<br>')}</td></tr><tr><th>${H[9]}</th><td>${esc(p.summary)}</td></tr></table>`;
  return { html: page(css, body, p.language), variants: [alt] };
}

/** A LinkedIn "Save to PDF"-like profile: a narrow left column with contact and top skills. */
function profile(p, { accent }) {
  const css = `body{margin:0;font-family:Arial,'Liberation Sans',sans-serif;font-size:9.5pt;color:#000}.g{display:grid;grid-template-columns:58mm 1fr}
  .l{background:#e9eef3;padding:14mm 6mm;min-height:270mm;word-break:break-all}.r{padding:14mm 10mm}h1{font-size:24pt;margin:0;font-weight:normal}
  h3{font-size:12pt;margin:12px 0 4px;color:${accent}}.d{color:#666}ul{padding-left:14px;margin:2px 0}.pg{color:#999;font-size:8pt;margin-top:20px}`;
  const body = `<div class="g"><div class="l"><h3>Contact</h3><p>${esc(p.email)}</p><p>${esc(p.phone)} (Mobile)</p>
  ${p.links.map((l) => `<p>${esc(l.value)}</p>`).join('')}<h3>Top Skills</h3>${p.skills
    .slice(0, 3)
    .map((s) => `<p>${esc(s)}</p>`)
    .join('')}
  <h3>Languages</h3><p>English (Full Professional)</p></div><div class="r"><h1>${esc(p.name.full)}</h1><p>${esc(p.headline)} at ${esc(p.jobs[0].org)}</p><p class="d">${esc(p.addressShort)}</p>
  <h3>Summary</h3><p>${esc(p.summary)}</p><h3>Experience</h3>${p.jobs.map((j) => `<p><b>${esc(j.org)}</b><br>${esc(j.title)}<br><span class="d">${esc(j.from)} - ${esc(j.to)}<br>${esc(j.place)}</span></p><p>${j.bullets.map(esc).join(' ')}</p>`).join('')}
  <h3>Education</h3>${p.education.map((e) => `<p><b>${esc(e.school)}</b><br>${esc(e.degree)} · (${esc(e.year)})</p>`).join('')}<div class="pg">Page 1 of 1</div></div></div>`;
  return { html: page(css, body), variants: [] };
}

/** Europass-like: blue labels on the left, the candidate's fields on the right. */
function europass(p, _options) {
  const css = `body{font-family:'Open Sans','DejaVu Sans',sans-serif;margin:14mm 16mm;font-size:9.5pt}
  .row{display:grid;grid-template-columns:44mm 1fr;gap:4px 10px;margin:3px 0}.lb{color:#15428b;text-align:right;font-size:8.5pt;text-transform:uppercase}
  h1{color:#15428b;font-size:9pt;letter-spacing:.2em}h2{font-size:14pt;margin:0}ul{margin:2px 0 4px 16px;padding:0}.d{color:#555}`;
  const row = (a, b) => `<div class="row"><div class="lb">${a}</div><div>${b}</div></div>`;
  const body = `<h1>EUROPASS · CURRICULUM VITAE</h1>${row('Personal information', `<h2>${esc(p.name.full)}</h2>`)}
  ${row('', `📍 ${esc(p.address)}<br>📞 ${esc(p.phone)}<br>✉ ${esc(p.email)}${p.links.map((l) => `<br>${esc(l.value)}`).join('')}${p.details.length ? '<br>' + details(p).join('<br>') : ''}`)}
  ${row('Job applied for', esc(p.headline))}${p.jobs.map((j, i) => row(i ? '' : 'Work experience', `<span class="d">${esc(j.from)}–${esc(j.to)}</span><br><b>${esc(j.title)}</b><br>${esc(j.org)}, ${esc(j.place)}<ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`)).join('')}
  ${p.education.map((e, i) => row(i ? '' : 'Education and training', `<b>${esc(e.degree)}</b><br>${esc(e.school)}, ${esc(e.place)} (${esc(e.year)})`)).join('')}
  ${row('Digital and other skills', p.skills.map(esc).join(', '))}${row('Driving licence', 'B')}`;
  return { html: page(css, body), variants: [] };
}

/** A flat ODF text document for LibreOffice: a plain Word-like résumé with the name and page number in the footer. */
function writer(p, { accent }) {
  const x = (s) => esc(s);
  const lines = [];
  const paras = [];
  const para = (style, text) => {
    lines.push(text);
    paras.push(`<text:p text:style-name="${style}">${x(text)}</text:p>`);
  };
  const short = p.nickname ? `${p.given} “${p.nickname}” ${p.family}` : p.name.full;
  para('Name', short);
  para('Head', p.headline);
  para('Small', `${p.address} • ${p.phone} • ${p.email}`);
  for (const l of p.links) para('Small', l.value);
  for (const d of details(p)) para('Small', d);
  para(
    'H',
    p.language === 'de'
      ? 'Profil'
      : p.language === 'fr'
        ? 'Profil'
        : p.language === 'es'
          ? 'Perfil'
          : p.language === 'nl'
            ? 'Profiel'
            : 'Summary',
  );
  para('P', p.summary);
  para('H', p.language === 'nl' ? 'Werkervaring' : p.language === 'de' ? 'Berufserfahrung' : 'Experience');
  for (const j of p.jobs) {
    para('Job', `${j.title}, ${j.org} — ${j.place}`);
    para('Small', `${j.from} – ${j.to}`);
    for (const b of j.bullets) para('Bullet', `• ${b}`);
  }
  para('H', p.language === 'nl' ? 'Opleiding' : p.language === 'de' ? 'Ausbildung' : 'Education');
  for (const e of p.education) para('P', `${e.degree}, ${e.school}, ${e.place} (${e.year})`);
  para('H', p.language === 'nl' ? 'Vaardigheden' : 'Skills');
  para('P', p.skills.join(', '));
  if (p.referees) {
    para('H', 'References');
    for (const r of p.referees) para('P', `${r.name}, ${r.title}, ${r.phone}`);
  }
  const footerName = p.nickname ? `${p.given} ${p.family}` : p.name.full;
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls><style:font-face style:name="Carlito" svg:font-family="Carlito" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"/></office:font-face-decls>
<office:styles>
<style:style style:name="Standard" style:family="paragraph"><style:text-properties style:font-name="Carlito" fo:font-size="10.5pt"/></style:style>
<style:style style:name="Name" style:family="paragraph" style:parent-style-name="Standard"><style:text-properties fo:font-size="20pt" fo:font-weight="bold" fo:color="${accent}"/></style:style>
<style:style style:name="Head" style:family="paragraph" style:parent-style-name="Standard"><style:text-properties fo:font-size="12pt" fo:font-style="italic"/></style:style>
<style:style style:name="Small" style:family="paragraph" style:parent-style-name="Standard"><style:text-properties fo:font-size="9pt"/></style:style>
<style:style style:name="H" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-top="0.3cm" fo:border-bottom="0.5pt solid ${accent}"/><style:text-properties fo:font-size="12pt" fo:font-weight="bold" fo:color="${accent}"/></style:style>
<style:style style:name="Job" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-top="0.15cm"/><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="Bullet" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-left="0.5cm"/></style:style>
<style:style style:name="P" style:family="paragraph" style:parent-style-name="Standard"/>
<style:style style:name="Footer" style:family="paragraph" style:parent-style-name="Standard"><style:text-properties fo:font-size="8pt" fo:color="#666666"/></style:style>
</office:styles>
<office:automatic-styles><style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="2cm" fo:margin-bottom="1.5cm" fo:margin-left="2.2cm" fo:margin-right="2.2cm"/><style:footer-style/></style:page-layout></office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"><style:footer><text:p text:style-name="Footer">${x(footerName)} – Page <text:page-number text:select-page="current">1</text:page-number> of <text:page-count>1</text:page-count></text:p></style:footer></style:master-page></office:master-styles>
<office:body><office:text>
${paras.join('\n')}
</office:text></office:body></office:document>
`;
  return {
    fodt,
    lines,
    footerLine: (i, n) => `${footerName} – Page ${i} of ${n}`,
    variants: p.nickname ? [short, `${p.given} ${p.family}`] : [],
    others: (p.referees ?? []).map((r) => r.name),
  };
}

export const LAYOUTS = {
  latex,
  canva,
  icons,
  portal,
  lebenslauf,
  cvfr,
  hojavida,
  anglo,
  federal,
  functional,
  cjkform,
  profile,
  europass,
  writer,
};
