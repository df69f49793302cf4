// The sixth held-out part's templates, written for this part. Each takes a person (people.mjs) and
// { accent, scan } and returns { html } for Chromium (plus `footer` for a printed page footer, `others` for
// other people it prints, `variants` for name forms only it prints), or, for `writer`, a flat ODF source.

export const esc = (s) =>
  String(s).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const L = {
  en: {
    profile: 'Profile',
    experience: 'Experience',
    education: 'Education',
    skills: 'Skills',
    languages: 'Languages',
    personal: 'Personal details',
    referees: 'References',
    extra: 'Awards & activities',
    contact: 'Contact',
    pubs: 'Selected publications',
  },
  de: {
    profile: 'Profil',
    experience: 'Berufserfahrung',
    education: 'Ausbildung',
    skills: 'Kenntnisse',
    languages: 'Sprachen',
    personal: 'Persönliche Daten',
    referees: 'Referenzen',
    extra: 'Sonstiges',
    contact: 'Kontakt',
    pubs: 'Veröffentlichungen',
  },
  fr: {
    profile: 'Profil',
    experience: 'Expérience professionnelle',
    education: 'Formation',
    skills: 'Compétences',
    languages: 'Langues',
    personal: 'Informations personnelles',
    referees: 'Références',
    extra: 'Distinctions',
    contact: 'Coordonnées',
    pubs: 'Publications',
  },
  es: {
    profile: 'Perfil',
    experience: 'Experiencia laboral',
    education: 'Formación',
    skills: 'Competencias',
    languages: 'Idiomas',
    personal: 'Datos personales',
    referees: 'Referencias',
    extra: 'Reconocimientos',
    contact: 'Contacto',
    pubs: 'Publicaciones',
  },
  pt: {
    profile: 'Resumo profissional',
    experience: 'Experiência profissional',
    education: 'Formação acadêmica',
    skills: 'Competências',
    languages: 'Idiomas',
    personal: 'Dados pessoais',
    referees: 'Referências',
    extra: 'Atividades',
    contact: 'Contato',
    pubs: 'Publicações',
  },
  ja: {
    profile: '自己PR',
    experience: '職歴',
    education: '学歴',
    skills: '資格・スキル',
    languages: '語学',
    personal: '個人情報',
    referees: '推薦者',
    extra: 'その他',
    contact: '連絡先',
    pubs: '論文',
  },
};
const lab = (p) => L[p.language] ?? L.en;

const page = (css, body, lang = 'en') => `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><style>
@page { size: A4; margin: 0; }
* { box-sizing: border-box; }
body { margin: 0; }
${css}
</style></head><body>${body}</body></html>`;

const jobsHtml = (p, fmt = 'default') =>
  p.jobs
    .map((j) => {
      const bullets = j.bullets.map((b) => `<li>${esc(b)}</li>`).join('');
      if (fmt === 'dates-left')
        return `<div class="row"><div class="when">${esc(j.from)} – ${esc(j.to)}</div><div class="what"><b>${esc(j.title)}</b>, <i>${esc(j.org)}</i>, ${esc(j.place)}<ul>${bullets}</ul></div></div>`;
      return `<div class="job"><div class="jh"><b>${esc(j.title)}</b> · ${esc(j.org)}<span class="d">${esc(j.from)} – ${esc(j.to)}</span></div><div class="pl">${esc(j.place)}</div><ul>${bullets}</ul></div>`;
    })
    .join('');
const eduHtml = (p, fmt = 'default') =>
  p.education
    .map((e) =>
      fmt === 'dates-left'
        ? `<div class="row"><div class="when">${esc(e.from)} – ${esc(e.to)}</div><div class="what"><b>${esc(e.degree)}</b>, <i>${esc(e.school)}</i>, ${esc(e.place)}${e.grade ? ` — ${esc(e.grade)}` : ''}</div></div>`
        : `<div class="job"><div class="jh"><b>${esc(e.degree)}</b><span class="d">${esc(e.from)} – ${esc(e.to)}</span></div><div class="pl">${esc(e.school)}, ${esc(e.place)}${e.grade ? ` · ${esc(e.grade)}` : ''}</div></div>`,
    )
    .join('');
const detailsHtml = (p, sep = ': ') => p.details.map((d) => `<div>${esc(d.label)}${sep}${esc(d.value)}</div>`).join('');
const linkText = (l) => (l.kind === 'handle' && !l.value.startsWith('@') ? l.value : l.value);
const refsHtml = (p) =>
  (p.referees ?? [])
    .map(
      (r) =>
        `<div class="ref"><b>${esc(r.name)}</b><br>${esc(r.title)}, ${esc(r.org)}<br>Tel. ${esc(r.phone)} · ${esc(r.email)}</div>`,
    )
    .join('');
const fatherLine = (p) => (p.fatherName ? `<div>Father’s Name: ${esc(p.fatherName)}</div>` : '');
const extraHtml = (p) => (p.extra?.length ? `<ul>${p.extra.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>` : '');
const fullShown = (p) => (p.surnameFirst ? `${p.family} ${p.given}` : `${p.given} ${p.family}`);

/** moderncv "classic": first name light, family name in the accent colour, dates in a left column. */
function moderncv(p, { accent }) {
  const l = lab(p);
  const contact = [
    `☎ ${esc(p.phone)}`,
    `✉ ${esc(p.email)}`,
    ...p.links.map((x) => `${x.kind === 'domain' ? '⌂' : '⌥'} ${esc(linkText(x))}`),
  ].join('<br>');
  const css = `body { font-family: 'TeX Gyre Pagella', 'C059', serif; font-size: 10.4pt; color: #222; padding: 16mm 17mm; }
  .top { display: flex; justify-content: space-between; }
  .nm { font-size: 30pt; } .nm .g { font-weight: 300; color: #555; } .nm .f { color: ${accent}; }
  .hl { font-style: italic; color: #666; font-size: 13pt; } .ct { text-align: right; font-size: 9.5pt; line-height: 1.45; }
  h2 { font-weight: normal; color: ${accent}; font-size: 14pt; display: flex; align-items: center; margin: 14px 0 6px; }
  h2::before { content: ''; width: 34mm; min-width: 34mm; border-top: 3px solid ${accent}; margin-right: 8px; }
  .row { display: flex; margin-bottom: 5px; } .when { width: 34mm; min-width: 34mm; text-align: right; padding-right: 8px; font-size: 9.5pt; }
  ul { margin: 2px 0 0 0; padding-left: 14px; } .sk { margin-left: 38mm; }`;
  const body = `<div class="top"><div><div class="nm"><span class="g">${esc(p.given)}</span> <span class="f">${esc(p.family)}</span></div><div class="hl">${esc(p.headline)}</div></div>
  <div class="ct">${esc(p.address)}<br>${contact}</div></div>
  <h2>${l.profile}</h2><div class="sk">${esc(p.summary)}</div>
  <h2>${l.experience}</h2>${jobsHtml(p, 'dates-left')}
  <h2>${l.education}</h2>${eduHtml(p, 'dates-left')}
  <h2>${l.skills}</h2><div class="sk">${p.skills.map(esc).join(', ')}</div>
  <h2>${l.languages}</h2><div class="sk">${p.languages.map(esc).join(' · ')}</div>
  ${p.details.length ? `<h2>${l.personal}</h2><div class="sk">${detailsHtml(p)}${fatherLine(p)}</div>` : ''}
  ${p.extra?.length ? `<h2>${l.extra}</h2><div class="sk">${extraHtml(p)}</div>` : ''}`;
  return { html: page(css, body, p.language) };
}

/** A Google-Docs-like export: big sans name, one contact line, coloured small-caps headings, no rules. */
function gdocs(p, { accent }) {
  const l = lab(p);
  const contact = [p.addressShort ?? p.address, p.phone, p.email, ...p.links.map(linkText)].map(esc).join(' | ');
  const css = `body { font-family: 'Noto Sans', 'DejaVu Sans', sans-serif; font-size: 10pt; color: #333; padding: 20mm 24mm; line-height: 1.35; }
  h1 { font-family: 'Nimbus Sans'; font-size: 26pt; font-weight: 400; margin: 0; color: #000; }
  .c { font-size: 9pt; color: #666; margin: 2px 0 12px; }
  h2 { color: ${accent}; font-variant: small-caps; letter-spacing: 0.04em; font-size: 12pt; font-weight: 700; margin: 14px 0 4px; }
  .job { margin-bottom: 8px; } .jh { display: flex; justify-content: space-between; } .jh .d { color: #888; font-size: 9pt; }
  .pl { color: #888; font-size: 9pt; } ul { margin: 2px 0; padding-left: 18px; }`;
  const body = `<h1>${esc(fullShown(p))}</h1><div class="c">${contact}</div>
  <p>${esc(p.summary)}</p>
  <h2>${l.experience}</h2>${jobsHtml(p)}
  <h2>${l.education}</h2>${eduHtml(p)}
  <h2>${l.skills}</h2><p>${p.skills.map(esc).join(' • ')}</p>
  <h2>${l.languages}</h2><p>${p.languages.map(esc).join(', ')}</p>
  ${p.details.length ? `<h2>${l.personal}</h2>${detailsHtml(p)}${fatherLine(p)}` : ''}
  ${p.referees?.length ? `<h2>${l.referees}</h2>${refsHtml(p)}` : ''}`;
  return { html: page(css, body, p.language) };
}

/** A networking site's "Save to PDF": grey left column with Contact / Top Skills, durations, page footer. */
function linkedin(p, { accent }) {
  const handle = p.links.find((x) => x.kind === 'handle');
  const css = `body { font-family: 'DejaVu Sans', sans-serif; font-size: 9.6pt; color: #1d1d1d; }
  .wrap { display: flex; min-height: 265mm; } .side { width: 62mm; background: #eef1f4; padding: 14mm 7mm; font-size: 9pt; }
  .side h3 { font-size: 11pt; margin: 14px 0 4px; } .main { flex: 1; padding: 14mm 11mm; }
  h1 { font-size: 24pt; margin: 0; font-weight: 500; } .hl { font-size: 11pt; } .loc { color: #777; margin-bottom: 10px; }
  h2 { font-size: 14pt; font-weight: 500; margin: 14px 0 4px; color: ${accent}; } .org { font-size: 11pt; font-weight: 600; margin-top: 8px; }
  .meta { color: #777; } .side div { margin-bottom: 3px; word-break: break-all; } ul { padding-left: 14px; margin: 2px 0; }`;
  const months = (j) => (/\d{4}/.test(j.from) ? '' : '');
  const body = `<div class="wrap"><div class="side"><h3>Contact</h3><div>${esc(p.phone)} (Mobile)</div><div>${esc(p.email)}</div>
  ${handle ? `<div>www.linkedin.com/in/${esc(handle.value)} (LinkedIn)</div>` : ''}
  ${p.links
    .filter((x) => x !== handle)
    .map((x) => `<div>${esc(x.value)} (${esc(x.label)})</div>`)
    .join('')}
  <h3>Top Skills</h3>${p.skills
    .slice(0, 3)
    .map((s) => `<div>${esc(s)}</div>`)
    .join('')}
  <h3>Languages</h3>${p.languages.map((s) => `<div>${esc(s)}</div>`).join('')}
  ${p.extra?.length ? `<h3>Honors-Awards</h3>${p.extra.map((s) => `<div>${esc(s)}</div>`).join('')}` : ''}</div>
  <div class="main"><h1>${esc(p.name.full)}</h1><div class="hl">${esc(p.headline)}</div><div class="loc">${esc(p.addressShort ?? p.address)}</div>
  <h2>Summary</h2><div>${esc(p.summary)}</div>
  <h2>Experience</h2>${p.jobs.map((j) => `<div class="org">${esc(j.org)}</div><div>${esc(j.title)}</div><div class="meta">${esc(j.from)} - ${esc(j.to)}${months(j)}</div><div class="meta">${esc(j.place)}</div><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`).join('')}
  <h2>Education</h2>${p.education.map((e) => `<div class="org">${esc(e.school)}</div><div>${esc(e.degree)} · (${esc(e.from)} - ${esc(e.to)})</div>`).join('')}
  </div></div>`;
  return {
    html: page(css, body, p.language),
    footer: {
      template: `<div style="font-size:8px;width:100%;text-align:center;color:#999;font-family:DejaVu Sans">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>`,
      text: (i, n) => [`Page ${i} of ${n}`],
    },
  };
}

/** A job board's printable profile: a profile-ID bar, the name glued to the "Updated" stamp, table of facts. */
function portal(p, { accent }) {
  const l = lab(p);
  const css = `body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 9.5pt; color: #222; padding: 10mm 12mm; }
  .bar { background: ${accent}; color: #fff; padding: 5px 8px; font-size: 8.5pt; display: flex; justify-content: space-between; }
  .nm { font-size: 17pt; font-weight: 700; margin-top: 10px; } .nm span { font-size: 8.5pt; font-weight: 400; color: #777; }
  table { border-collapse: collapse; width: 100%; margin-top: 6px; } td { border: 1px solid #ccc; padding: 3px 6px; vertical-align: top; }
  td.k { width: 38mm; background: #f4f4f4; font-weight: 700; } h2 { font-size: 11pt; border-bottom: 2px solid ${accent}; margin: 12px 0 4px; }
  .job { margin-bottom: 6px; } .jh .d { float: right; color: #666; } .pl { color: #666; } ul { margin: 2px 0; padding-left: 16px; }`;
  const id = `CV-${(p.key.length * 7919 + 104729).toString().slice(0, 6)}`;
  const rows = [
    ['Current designation', p.headline],
    ['Current location', p.addressShort ?? p.address],
    ['Mobile', p.phone],
    ['E-mail', p.email],
    ...p.details.map((d) => [d.label, d.value]),
    ...p.links.map((x) => [x.label, x.value]),
  ];
  const body = `<div class="bar"><span>Candidate profile · ${id}</span><span>Printed from the employer dashboard</span></div>
  <div class="nm">${esc(p.name.full)}<span>Updated 3 days ago · Active</span></div>
  <table>${rows.map(([k, v]) => `<tr><td class="k">${esc(k)}</td><td>${esc(v)}</td></tr>`).join('')}</table>
  <h2>${l.profile}</h2><div>${esc(p.summary)}</div>
  <h2>${l.experience}</h2>${jobsHtml(p)}
  <h2>${l.education}</h2>${eduHtml(p)}
  <h2>Key skills</h2><div>${p.skills.map(esc).join(', ')}</div>
  <h2>${l.languages}</h2><div>${p.languages.map(esc).join(', ')}</div>`;
  return { html: page(css, body, p.language), variants: [] };
}

/** An infographic resume: coloured sidebar, icon bullets, skill bars, a circle with initials. */
function bars(p, { accent }) {
  const l = lab(p);
  const initials = `${p.given[0]}${p.family.replace(/^(de |van |von )/i, '')[0]}`;
  const w = (i) => 92 - ((i * 13) % 40);
  const css = `body { font-family: 'Nimbus Sans', sans-serif; font-size: 9.5pt; color: #2b2b2b; }
  .wrap { display: flex; min-height: 297mm; } .side { width: 68mm; background: ${accent}; color: #fff; padding: 12mm 7mm; }
  .circle { width: 28mm; height: 28mm; border-radius: 50%; background: rgba(255,255,255,.2); display: flex; align-items: center; justify-content: center; font-size: 22pt; margin: 0 auto 8mm; }
  .side h3 { text-transform: uppercase; font-size: 10pt; letter-spacing: .1em; border-bottom: 1px solid rgba(255,255,255,.5); padding-bottom: 2px; margin-top: 14px; }
  .ci { margin: 4px 0; word-break: break-word; } .ci i { font-style: normal; display: inline-block; width: 16px; }
  .bar { height: 5px; background: rgba(255,255,255,.3); margin: 2px 0 6px; } .bar span { display: block; height: 5px; background: #fff; }
  .main { flex: 1; padding: 14mm 10mm; } h1 { margin: 0; font-size: 26pt; text-transform: uppercase; } .hl { color: ${accent}; font-size: 12pt; margin-bottom: 10px; }
  h2 { color: ${accent}; font-size: 12pt; text-transform: uppercase; margin: 14px 0 4px; } .jh .d { display: block; color: #888; font-size: 8.5pt; }
  .job { margin-bottom: 7px; } .pl { color: #888; font-size: 8.5pt; } ul { margin: 2px 0; padding-left: 14px; }`;
  const body = `<div class="wrap"><div class="side"><div class="circle">${esc(initials)}</div>
  <h3>${l.contact}</h3><div class="ci"><i>📞</i>${esc(p.phone)}</div><div class="ci"><i>✉️</i>${esc(p.email)}</div><div class="ci"><i>📍</i>${esc(p.address)}</div>
  ${p.links.map((x) => `<div class="ci"><i>🔗</i>${esc(x.value)}</div>`).join('')}
  ${p.details.map((d) => `<div class="ci"><i>•</i>${esc(d.label)}: ${esc(d.value)}</div>`).join('')}
  <h3>${l.skills}</h3>${p.skills.map((s, i) => `<div>${esc(s)}</div><div class="bar"><span style="width:${w(i)}%"></span></div>`).join('')}
  <h3>${l.languages}</h3>${p.languages.map((s) => `<div class="ci">${esc(s)}</div>`).join('')}</div>
  <div class="main"><h1>${esc(fullShown(p))}</h1><div class="hl">${esc(p.headline)}</div><div>${esc(p.summary)}</div>
  <h2>${l.experience}</h2>${jobsHtml(p)}<h2>${l.education}</h2>${eduHtml(p)}
  ${p.extra?.length ? `<h2>${l.extra}</h2>${extraHtml(p)}` : ''}</div></div>`;
  return { html: page(css, body, p.language) };
}

/** A cover letter on page 1 (signed with the short form) and a compact resume on page 2. */
function letter(p, { accent }) {
  const l = lab(p);
  const sign = p.nickname ? `${p.nickname} ${p.family.split(' ').at(-1)}` : fullShown(p);
  const css = `body { font-family: 'Nimbus Roman', 'Liberation Serif', serif; font-size: 11pt; color: #222; }
  .pg { padding: 22mm 24mm; height: 297mm; overflow: hidden; page-break-after: always; } .pg:last-child { page-break-after: auto; }
  .from { text-align: right; font-size: 10pt; line-height: 1.4; } .sig { font-family: 'URW Chancery L', 'Z003', cursive; font-size: 20pt; color: ${accent}; margin-top: 14px; }
  h1 { font-size: 20pt; margin: 0; color: ${accent}; } h2 { font-size: 11.5pt; text-transform: uppercase; letter-spacing: .06em; border-bottom: 1px solid #aaa; margin: 12px 0 4px; }
  .pg2 { font-size: 10pt; } .job { margin-bottom: 6px; } .jh .d { float: right; } .pl { font-style: italic; } ul { margin: 2px 0; padding-left: 16px; }`;
  const body = `<div class="pg"><div class="from">${esc(fullShown(p))}<br>${esc(p.address)}<br>${esc(p.phone)}<br>${esc(p.email)}</div>
  <p>Hiring Manager<br>Talent Acquisition</p><p>Dear Hiring Manager,</p>
  <p>I am writing to apply for the position advertised on your careers page. ${esc(p.summary)}</p>
  <p>In my current role at ${esc(p.jobs[0].org)} I ${esc(p.jobs[0].bullets[0].charAt(0).toLowerCase() + p.jobs[0].bullets[0].slice(1))} Before that, at ${esc(p.jobs[1].org)}, I learned how much a steady process matters.</p>
  <p>I would welcome the chance to discuss how my experience fits your team. You can reach me on ${esc(p.phone)} at any time.</p>
  <p>Kind regards,</p><div class="sig">${esc(sign)}</div><div>${esc(sign)}</div></div>
  <div class="pg pg2"><h1>${esc(fullShown(p))}</h1><div>${esc(p.headline)} · ${esc(p.email)}</div>
  <h2>${l.experience}</h2>${jobsHtml(p)}<h2>${l.education}</h2>${eduHtml(p)}
  <h2>${l.skills}</h2><div>${p.skills.map(esc).join(', ')}</div><h2>${l.languages}</h2><div>${p.languages.map(esc).join(', ')}</div></div>`;
  return { html: page(css, body, p.language), variants: [sign] };
}

/** A plain ATS resume: monospace-ish, capital name, dashes, everything in one column. */
function plain(p) {
  const l = lab(p);
  const css = `body { font-family: 'DejaVu Sans Mono', monospace; font-size: 9.2pt; color: #000; padding: 16mm 18mm; line-height: 1.4; }
  h1 { font-size: 13pt; margin: 0; } h2 { font-size: 9.5pt; margin: 12px 0 2px; } h2::after { content: ''; display: block; border-bottom: 1px dashed #000; }
  .job { margin-bottom: 6px; } .jh .d { margin-left: 8px; } ul { margin: 0; padding-left: 14px; list-style: '- '; }`;
  const body = `<h1>${esc(fullShown(p).toUpperCase())}</h1>
  <div>${esc(p.address)}</div><div>Phone: ${esc(p.phone)} -- Email: ${esc(p.email)}</div>
  ${p.links.map((x) => `<div>${esc(x.label)}: ${esc(x.value)}</div>`).join('')}
  <h2>${l.profile.toUpperCase()}</h2><div>${esc(p.summary)}</div>
  <h2>${l.experience.toUpperCase()}</h2>${jobsHtml(p)}
  <h2>${l.education.toUpperCase()}</h2>${eduHtml(p)}
  <h2>${l.skills.toUpperCase()}</h2><div>${p.skills.map(esc).join(', ')}</div>
  <h2>${l.languages.toUpperCase()}</h2><div>${p.languages.map(esc).join(', ')}</div>
  ${p.details.length ? `<h2>${l.personal.toUpperCase()}</h2>${detailsHtml(p)}${fatherLine(p)}` : ''}
  ${p.extra?.length ? `<h2>${l.extra.toUpperCase()}</h2>${extraHtml(p)}` : ''}`;
  return { html: page(css, body, p.language), variants: [fullShown(p).toUpperCase()] };
}

/** A two-page CV with a referee section and the name and page number in the printed footer. */
function footer2p(p, { accent }) {
  const l = lab(p);
  const css = `body { font-family: 'Liberation Serif', 'Nimbus Roman', serif; font-size: 11.5pt; color: #111; padding: 4mm 22mm; line-height: 1.5; }
  h1 { text-align: center; font-size: 20pt; letter-spacing: .12em; margin: 0; } .c { text-align: center; font-size: 10pt; }
  h2 { font-size: 12pt; background: #e8e8e8; padding: 2px 6px; margin: 16px 0 6px; color: ${accent}; }
  .job { margin-bottom: 10px; } .jh .d { float: right; font-style: italic; } ul { margin: 2px 0; } .ref { margin-bottom: 10px; }`;
  const body = `<h1>${esc(p.given.toUpperCase())} ${esc(p.family.toUpperCase())}</h1>
  <div class="c">${esc(p.address)}</div><div class="c">${esc(p.phone)} • ${esc(p.email)}</div>
  <h2>${l.profile}</h2><p>${esc(p.summary)}</p><p>${esc(p.summary)}</p>
  <h2>${l.experience}</h2>${jobsHtml(p)}<h2>${l.education}</h2>${eduHtml(p)}
  <h2>${l.skills}</h2><p>${p.skills.map(esc).join('; ')}</p><h2>${l.languages}</h2><p>${p.languages.map(esc).join('; ')}</p>
  ${p.details.length ? `<h2>${l.personal}</h2>${detailsHtml(p)}${fatherLine(p)}` : ''}
  ${p.extra?.length ? `<h2>${l.extra}</h2>${extraHtml(p)}` : ''}
  <h2>${l.referees}</h2>${refsHtml(p) || '<p>Available on request.</p>'}`;
  const foot = `${p.given.split(' ')[0]} ${p.family} – Curriculum Vitae`;
  return {
    html: page(css, body, p.language),
    variants: [`${p.given.toUpperCase()} ${p.family.toUpperCase()}`],
    others: (p.referees ?? []).map((r) => r.name),
    footer: {
      template: `<div style="font-size:8px;width:100%;padding:0 22mm;display:flex;justify-content:space-between;font-family:Liberation Serif"><span>${esc(foot)}</span><span>Page <span class="pageNumber"></span></span></div>`,
      text: (i) => [foot, `Page ${i}`],
    },
  };
}

/** An academic CV: appointments, publications with the candidate among co-authors, referees. */
function academic(p, { accent }) {
  const l = lab(p);
  const css = `body { font-family: 'C059', 'Century Schoolbook', serif; font-size: 10pt; color: #111; padding: 18mm 20mm; }
  h1 { font-size: 18pt; margin: 0; font-weight: 400; font-variant: small-caps; } .c { font-size: 9pt; margin-bottom: 8px; }
  h2 { font-size: 11pt; font-weight: 700; color: ${accent}; margin: 12px 0 4px; border-bottom: .5px solid ${accent}; }
  .row { display: flex; margin-bottom: 4px; } .when { width: 28mm; min-width: 28mm; } ul { margin: 0; padding-left: 14px; }
  ol { padding-left: 18px; margin: 0; } li { margin-bottom: 3px; } .ref { display: inline-block; width: 48%; vertical-align: top; font-size: 9pt; }`;
  const body = `<h1>${esc(p.name.full)}</h1><div class="c">${esc(p.headline)}<br>${esc(p.address)} · ${esc(p.email)} · ${esc(p.phone)}${p.links.map((x) => ` · ${esc(x.label)}: ${esc(x.value)}`).join('')}</div>
  <h2>${l.education}</h2>${eduHtml(p, 'dates-left')}
  <h2>Appointments</h2>${jobsHtml(p, 'dates-left')}
  <h2>${l.pubs}</h2><ol>${(p.pubs ?? []).map((x) => `<li>${x.authors.map(esc).join(', ')}. “${esc(x.title)}.” <i>${esc(x.venue)}</i>.</li>`).join('')}</ol>
  ${p.extra?.length ? `<h2>${l.extra}</h2>${extraHtml(p)}` : ''}
  <h2>${l.skills}</h2><div>${p.skills.map(esc).join(', ')} — ${p.languages.map(esc).join(', ')}</div>
  <h2>${l.referees}</h2>${refsHtml(p)}`;
  const authors = [...new Set((p.pubs ?? []).flatMap((a) => a.authors))];
  const variants = authors.filter((a) => (p.selfForms ?? []).includes(a));
  return {
    html: page(css, body, p.language),
    variants,
    others: [...authors.filter((a) => !variants.includes(a)), ...(p.referees ?? []).map((r) => r.name)],
  };
}

/** The ideographic space a Japanese form puts between fields. */
const IS = '\u3000';

/** A Japanese 履歴書-like form: ふりがな, 氏名, 生年月日, 〒 address, the 年/月 history table. */
function rirekisho(p) {
  const dob = p.details.find((d) => d.kind === 'date_of_birth');
  const [post, ...rest] = p.address.split(' ');
  const css = `body { font-family: 'Noto Serif CJK JP', 'Noto Sans CJK JP', serif; font-size: 10pt; padding: 14mm 16mm; }
  h1 { text-align: center; letter-spacing: 1em; font-size: 18pt; margin: 0 0 6px; } table { border-collapse: collapse; width: 100%; margin-bottom: 6px; }
  td { border: 1px solid #000; padding: 4px 6px; } .s { font-size: 8pt; } .big { font-size: 20pt; letter-spacing: .3em; } .c { text-align: center; width: 14mm; }`;
  const hist = [
    ['', '', '学歴'],
    ...p.education.flatMap((e) => [
      [
        e.from.split('年')[0],
        e.from.split('年')[1]?.replace('月', '') ?? '',
        `${e.school} ${e.degree.replace(' 卒業', '')} 入学`,
      ],
      [e.to.split('年')[0], e.to.split('年')[1]?.replace('月', '') ?? '', `${e.school} ${e.degree}`],
    ]),
    ['', '', '職歴'],
    ...p.jobs
      .slice()
      .reverse()
      .map((j) => [
        j.from.split('年')[0],
        j.from.split('年')[1]?.replace('月', '') ?? '',
        `${j.org} 入社（${j.title}）`,
      ]),
    ['', '', '以上'],
  ];
  const body = `<h1>履歴書</h1><div style="text-align:right">2026年11月1日現在</div>
  <table><tr><td class="s">ふりがな${IS}${esc(p.kana)}</td><td rowspan="3" style="width:30mm;text-align:center">写真</td></tr>
  <tr><td>氏名<br><span class="big">${esc(p.family)}${IS}${esc(p.given)}</span></td></tr>
  <tr><td>${esc(dob.value)}生（${esc(p.details.find((d) => d.kind === 'age').value)}）${IS}性別 ${esc(p.details.find((d) => d.kind === 'gender').value)}</td></tr></table>
  <table><tr><td>現住所${IS}${esc(post)}<br>${esc(rest.join(' '))}</td><td style="width:50mm">電話 ${esc(p.phone)}<br>E-mail ${esc(p.email)}</td></tr></table>
  <table><tr><td class="c">年</td><td class="c">月</td><td>学歴・職歴</td></tr>${hist.map(([y, m, t]) => `<tr><td class="c">${esc(y)}</td><td class="c">${esc(m)}</td><td${y ? '' : ' style="text-align:center"'}>${esc(t)}</td></tr>`).join('')}</table>
  <table><tr><td>免許・資格</td><td>${p.skills.map(esc).join('、')}${IS}${p.languages.map(esc).join('、')}</td></tr>
  <tr><td>志望動機</td><td>${esc(p.summary)}御社の生産管理職でこれまでの経験を活かしたいと考えております。</td></tr></table>`;
  return { html: page(css, body, 'ja'), variants: [`${p.family}${IS}${p.given}`] };
}

/** A Canva-like two-column design: given and family names on two lines, letter-spaced, a photo disc. */
function split(p, { accent }) {
  const l = lab(p);
  const css = `body { font-family: 'URW Gothic', 'Nimbus Sans', sans-serif; font-size: 9.4pt; color: #333; }
  .head { padding: 16mm 14mm 8mm; background: #f6efe9; } .g, .f { font-size: 28pt; letter-spacing: .35em; text-transform: uppercase; line-height: 1.1; }
  .f { font-weight: 700; color: ${accent}; } .hl { letter-spacing: .2em; text-transform: uppercase; font-size: 9pt; margin-top: 6px; }
  .cols { display: flex; } .l { width: 64mm; padding: 8mm 6mm 8mm 14mm; border-right: 1px solid #ddd; } .r { flex: 1; padding: 8mm 14mm 8mm 8mm; }
  h2 { font-size: 10pt; letter-spacing: .25em; text-transform: uppercase; margin: 12px 0 6px; } .l div { margin-bottom: 4px; overflow-wrap: anywhere; }
  .job { margin-bottom: 7px; } .jh .d { display: block; font-size: 8.5pt; color: #999; } .pl { font-size: 8.5pt; color: #999; } ul { margin: 2px 0; padding-left: 12px; }`;
  const body = `<div class="head"><div class="g">${esc(p.given)}</div><div class="f">${esc(p.family)}</div><div class="hl">${esc(p.headline)}</div></div>
  <div class="cols"><div class="l"><h2>${l.contact}</h2><div>${esc(p.phone)}</div><div>${esc(p.email)}</div><div>${esc(p.address)}</div>
  ${p.links.map((x) => `<div>${esc(x.value)}</div>`).join('')}${p.details.length ? `<h2>${l.personal}</h2>${detailsHtml(p)}` : ''}
  <h2>${l.skills}</h2>${p.skills.map((s) => `<div>${esc(s)}</div>`).join('')}<h2>${l.languages}</h2>${p.languages.map((s) => `<div>${esc(s)}</div>`).join('')}</div>
  <div class="r"><h2>${l.profile}</h2><div>${esc(p.summary)}</div><h2>${l.experience}</h2>${jobsHtml(p)}<h2>${l.education}</h2>${eduHtml(p)}
  ${p.extra?.length ? `<h2>${l.extra}</h2>${extraHtml(p)}` : ''}</div></div>`;
  return { html: page(css, body, p.language) };
}

/** Europass: labels right-aligned in a narrow left column, personal information with symbols. */
function europass(p) {
  const l = lab(p);
  const css = `body { font-family: 'DejaVu Sans', sans-serif; font-size: 8.8pt; color: #333; padding: 14mm 14mm; }
  .r { display: flex; margin-bottom: 5px; } .k { width: 50mm; min-width: 50mm; text-align: right; padding-right: 10px; color: #1f4e8c; text-transform: uppercase; font-size: 8pt; }
  .v { flex: 1; } .nm { font-size: 15pt; color: #1f4e8c; } h2 { margin: 12px 0 4px 60mm; color: #1f4e8c; font-size: 10pt; text-transform: uppercase; border-bottom: 1px solid #1f4e8c; }
  ul { margin: 2px 0; padding-left: 14px; } .brand { color: #1f4e8c; font-weight: bold; font-size: 12pt; }`;
  const kv = (k, v) => `<div class="r"><div class="k">${k}</div><div class="v">${v}</div></div>`;
  const body = `${kv('<span class="brand">europass</span>', `Curriculum Vitae`)}
  ${kv(l.personal, `<div class="nm">${esc(p.given)} ${esc(p.family)}</div>`)}
  ${kv('', `⌂ ${esc(p.address)}<br>☏ ${esc(p.phone)}<br>✉ ${esc(p.email)}${p.links.map((x) => `<br>⊕ ${esc(x.value)}`).join('')}${p.details.map((d) => `<br>${esc(d.label)} ${esc(d.value)}`).join('')}`)}
  ${kv('Desired employment', esc(p.headline))}
  <h2>${l.experience}</h2>${p.jobs.map((j) => kv(`${esc(j.from)} – ${esc(j.to)}`, `<b>${esc(j.title)}</b><br>${esc(j.org)}, ${esc(j.place)}<ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`)).join('')}
  <h2>${l.education}</h2>${p.education.map((e) => kv(`${esc(e.from)} – ${esc(e.to)}`, `<b>${esc(e.degree)}</b><br>${esc(e.school)}, ${esc(e.place)}`)).join('')}
  <h2>${l.skills}</h2>${kv(l.languages, p.languages.map(esc).join('<br>'))}${kv('Digital skills', p.skills.map(esc).join(' / '))}
  ${p.extra?.length ? kv(l.extra, p.extra.map(esc).join('<br>')) : ''}`;
  return { html: page(css, body, p.language) };
}

/** A modern one-column resume with glyphs before contact items, handles printed without URLs. */
function handles(p, { accent }) {
  const l = lab(p);
  const glyph = { GitHub: '', LinkedIn: 'in', X: '𝕏', Instagram: '◎', Web: '◍', Site: '◍' };
  const css = `body { font-family: 'Noto Sans', sans-serif; font-size: 9.8pt; color: #263238; padding: 14mm 18mm; }
  h1 { font-size: 25pt; font-weight: 800; margin: 0; color: ${accent}; } .hl { font-size: 11pt; color: #555; }
  .c { display: flex; flex-wrap: wrap; gap: 4px 14px; margin: 8px 0 4px; font-size: 9pt; } .c b { color: ${accent}; }
  h2 { font-size: 11pt; text-transform: uppercase; letter-spacing: .08em; margin: 14px 0 4px; color: ${accent}; }
  .job { margin-bottom: 8px; } .jh { display: flex; justify-content: space-between; } .jh .d { font-size: 8.5pt; color: #777; } .pl { font-size: 8.5pt; color: #777; }
  ul { margin: 2px 0; padding-left: 16px; } .chips span { display: inline-block; border: 1px solid ${accent}; border-radius: 9px; padding: 0 7px; margin: 2px; font-size: 8.6pt; }`;
  const items = [
    `<span><b>☎</b> ${esc(p.phone)}</span>`,
    `<span><b>✉</b> ${esc(p.email)}</span>`,
    `<span><b>⚲</b> ${esc(p.addressShort ?? p.address)}</span>`,
    ...p.links.map(
      (x) =>
        `<span><b>${glyph[x.label] ?? '↗'}</b> ${esc(x.kind === 'handle' && x.label !== 'X' && x.label !== 'Instagram' ? '@' + x.value.replace(/^@/, '') : x.value)}</span>`,
    ),
  ];
  const body = `<h1>${esc(p.nickname ? `${p.given.split(' ')[0]} “${p.nickname}” ${p.family}` : fullShown(p))}</h1><div class="hl">${esc(p.headline)}</div>
  <div class="c">${items.join('')}</div>
  <h2>${l.profile}</h2><div>${esc(p.summary)}</div>
  <h2>${l.skills}</h2><div class="chips">${p.skills.map((s) => `<span>${esc(s)}</span>`).join('')}</div>
  <h2>${l.experience}</h2>${jobsHtml(p)}<h2>${l.education}</h2>${eduHtml(p)}
  <h2>${l.languages}</h2><div>${p.languages.map(esc).join(' · ')}</div>
  ${p.details.length ? `<h2>${l.personal}</h2>${detailsHtml(p)}` : ''}${p.extra?.length ? `<h2>${l.extra}</h2>${extraHtml(p)}` : ''}`;
  return {
    html: page(css, body, p.language),
    links: p.links.filter((x) => x.kind === 'handle').map((x) => '@' + x.value.replace(/^@/, '')),
  };
}

const x = (s) => esc(s);
/** A Word-like resume as flat ODF: a two-cell header table, headings with a rule, a footer with the name. */
function writer(p, { accent }) {
  const l = lab(p);
  const para = (style, text) => `<text:p text:style-name="${style}">${text}</text:p>`;
  const foot = `${p.name.full} · ${p.email}`;
  const body = [
    `<table:table table:name="Head" table:style-name="HeadT"><table:table-column table:number-columns-repeated="2"/><table:table-row><table:table-cell>${para('Name', x(fullShown(p)))}${para('P', x(p.headline))}</table:table-cell><table:table-cell>${para('R', x(p.address))}${para('R', x(p.phone))}${para('R', x(p.email))}${p.links.map((k) => para('R', `${x(k.label)}: ${x(k.value)}`)).join('')}</table:table-cell></table:table-row></table:table>`,
    para('H', x(l.profile)),
    para('P', x(p.summary)),
    para('H', x(l.experience)),
    ...p.jobs.flatMap((j) => [
      para('E', `${x(j.title)}, ${x(j.org)}<text:tab/>${x(j.from)} – ${x(j.to)}`),
      para('M', x(j.place)),
      ...j.bullets.map((b) => para('B', `• ${x(b)}`)),
    ]),
    para('H', x(l.education)),
    ...p.education.flatMap((e) => [
      para('E', `${x(e.degree)}<text:tab/>${x(e.from)} – ${x(e.to)}`),
      para('M', `${x(e.school)}, ${x(e.place)}${e.grade ? ` – ${x(e.grade)}` : ''}`),
    ]),
    para('H', x(l.skills)),
    para('P', p.skills.map(x).join(', ')),
    para('H', x(l.languages)),
    para('P', p.languages.map(x).join(', ')),
    ...(p.details.length
      ? [
          para('H', x(l.personal)),
          ...p.details.map((d) => para('P', `${x(d.label)}: ${x(d.value)}`)),
          ...(p.fatherName ? [para('P', `Father’s Name: ${x(p.fatherName)}`)] : []),
        ]
      : []),
    ...(p.extra?.length ? [para('H', x(l.extra)), ...p.extra.map((e) => para('B', `• ${x(e)}`))] : []),
    ...(p.referees?.length
      ? [
          para('H', x(l.referees)),
          ...p.referees.map((r) =>
            para('P', `${x(r.name)}, ${x(r.title)}, ${x(r.org)} – ${x(r.phone)} – ${x(r.email)}`),
          ),
        ]
      : []),
  ].join('\n');
  const font = p.language === 'ja' ? 'Noto Sans CJK JP' : 'Liberation Sans';
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls><style:font-face style:name="${font}" svg:font-family="'${font}'"/></office:font-face-decls>
<office:styles>
<style:default-style style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.06cm"/><style:text-properties style:font-name="${font}" style:font-name-asian="${font}" fo:font-size="10pt" style:font-size-asian="10pt"/></style:default-style>
<style:style style:name="Name" style:family="paragraph"><style:text-properties fo:font-size="20pt" fo:font-weight="bold" fo:color="${accent}"/></style:style>
<style:style style:name="P" style:family="paragraph"/>
<style:style style:name="R" style:family="paragraph"><style:paragraph-properties fo:text-align="end"/><style:text-properties fo:font-size="9pt"/></style:style>
<style:style style:name="H" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.3cm" fo:border-bottom="0.75pt solid ${accent}" fo:keep-with-next="always"/><style:text-properties fo:font-size="12pt" fo:font-weight="bold" fo:color="${accent}" fo:text-transform="uppercase"/></style:style>
<style:style style:name="E" style:family="paragraph"><style:paragraph-properties><style:tab-stops><style:tab-stop style:position="16.4cm" style:type="right"/></style:tab-stops></style:paragraph-properties><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="M" style:family="paragraph"><style:text-properties fo:font-style="italic" fo:color="#555555"/></style:style>
<style:style style:name="B" style:family="paragraph"><style:paragraph-properties fo:margin-left="0.4cm"/></style:style>
<style:style style:name="F" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8pt" fo:color="#666666"/></style:style>
</office:styles>
<office:automatic-styles>
<style:style style:name="HeadT" style:family="table"><style:table-properties style:width="16.4cm" table:align="left"/></style:style>
<style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.6cm" fo:margin-bottom="1.2cm" fo:margin-left="2.3cm" fo:margin-right="2.3cm"/><style:footer-style><style:header-footer-properties fo:margin-top="0.3cm"/></style:footer-style></style:page-layout>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"><style:footer><text:p text:style-name="F">${x(foot)} – <text:page-number text:select-page="current">1</text:page-number>/<text:page-count>1</text:page-count></text:p></style:footer></style:master-page></office:master-styles>
<office:body><office:text>
${body}
</office:text></office:body></office:document>
`;
  return {
    fodt,
    others: (p.referees ?? []).map((r) => r.name),
    footerLine: (i, n) => `${foot} – ${i}/${n}`,
    lines: fodtLines(p, l),
  };
}

/** The text a reader sees in the writer document, one paragraph a line (the footer is added per page). */
function fodtLines(p, l) {
  return [
    fullShown(p),
    p.headline,
    p.address,
    p.phone,
    p.email,
    ...p.links.map((k) => `${k.label}: ${k.value}`),
    l.profile,
    p.summary,
    l.experience,
    ...p.jobs.flatMap((j) => [`${j.title}, ${j.org} ${j.from} – ${j.to}`, j.place, ...j.bullets.map((b) => `• ${b}`)]),
    l.education,
    ...p.education.flatMap((e) => [
      `${e.degree} ${e.from} – ${e.to}`,
      `${e.school}, ${e.place}${e.grade ? ` – ${e.grade}` : ''}`,
    ]),
    l.skills,
    p.skills.join(', '),
    l.languages,
    p.languages.join(', '),
    ...(p.details.length
      ? [
          l.personal,
          ...p.details.map((d) => `${d.label}: ${d.value}`),
          ...(p.fatherName ? [`Father’s Name: ${p.fatherName}`] : []),
        ]
      : []),
    ...(p.extra?.length ? [l.extra, ...p.extra.map((e) => `• ${e}`)] : []),
    ...(p.referees?.length
      ? [l.referees, ...p.referees.map((r) => `${r.name}, ${r.title}, ${r.org} – ${r.phone} – ${r.email}`)]
      : []),
  ];
}

export const LAYOUTS = {
  moderncv,
  gdocs,
  linkedin,
  portal,
  bars,
  letter,
  plain,
  footer2p,
  academic,
  rirekisho,
  split,
  europass,
  handles,
  writer,
};
