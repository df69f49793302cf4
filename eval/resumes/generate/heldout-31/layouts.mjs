// The templates of held-out part 31, written for this part: each takes a person and returns the page's HTML
// (printed by Chromium) or a flat ODF text document (converted by LibreOffice), plus the forms of the name it
// adds (`variants`), other people it prints (`others`) and, for a running footer, its template and text.
import { detailLabel, labels } from './labels.mjs';

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function page(css, body, lang = 'en') {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>
@page { size: A4; margin: 0; }
* { box-sizing: border-box; }
body { margin: 0; color: #222; }
${css}
</style></head><body>${body}</body></html>`;
}
const lang = (p) => (p.language === 'en-IN' ? 'en' : p.language);
const details = (p) => p.details.map((d) => [detailLabel(p, d.kind), d.value]);
const linkText = (l) => (l.kind === 'handle' && !l.value.startsWith('@') ? l.value : l.value);

/** moderncv "classic"-like: dates in a left column, coloured rules, serif. */
function latex(p, { accent }) {
  const L = labels(p);
  const parts = p.display.split(' ');
  const last = parts.pop();
  const sec = (t) => `<div class="sec"><span class="bar"></span><h2>${esc(t)}</h2></div>`;
  const row = (left, right) => `<div class="row"><div class="l">${left}</div><div class="r">${right}</div></div>`;
  const body = `
<header><div class="nm"><span class="first">${esc(parts.join(' '))}</span> <span class="last">${esc(last)}</span></div>
<div class="ti">${esc(p.title)}</div>
<div class="ct">${esc(p.address)}<br>☎ ${esc(p.phone)} &nbsp;•&nbsp; ✉ ${esc(p.email)}${p.links.map((l) => ` &nbsp;•&nbsp; ${esc(linkText(l))}`).join('')}</div></header>
${
  p.details.length
    ? sec(L.personal) +
      details(p)
        .map(([k, v]) => row(esc(k), esc(v)))
        .join('')
    : ''
}
${sec(L.profile)}${row('', `<p>${esc(p.summary)}</p>`)}
${sec(L.exp)}${p.jobs.map((j) => row(esc(j.dates), `<b>${esc(j.title)}</b>, <i>${esc(j.org)}</i>, ${esc(j.place)}<ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`)).join('')}
${sec(L.edu)}${p.education.map((e) => row(esc(e.dates), `<b>${esc(e.degree)}</b>, <i>${esc(e.school)}</i>, ${esc(e.place)}`)).join('')}
${sec(L.skills)}${row('', esc(p.skills.join(', ')))}
${p.extra.length ? sec(L.more) + p.extra.map((x) => row('', esc(x))).join('') : ''}
${p.referees.length ? sec(L.refs) + p.referees.map((r) => row('', `${esc(r.name)}, ${esc(r.title)} — ${esc(r.phone)}`)).join('') : ''}`;
  return {
    html: page(
      `body { font-family: 'DejaVu Serif', 'Liberation Serif', serif; font-size: 10pt; padding: 16mm 18mm; }
header { text-align: right; margin-bottom: 6mm; } .nm { font-size: 26pt; } .first { color: #555; font-weight: 300; } .last { color: ${accent}; }
.ti { font-style: italic; color: #666; font-size: 12pt; } .ct { font-size: 9pt; margin-top: 3mm; line-height: 1.5; }
.sec { display: flex; align-items: center; margin: 4mm 0 2mm; } .bar { width: 32mm; height: 3px; background: ${accent}; margin-right: 3mm; flex: none; }
h2 { font-size: 13pt; font-weight: normal; color: ${accent}; margin: 0; }
.row { display: flex; margin-bottom: 1.5mm; } .l { width: 35mm; flex: none; text-align: right; padding-right: 3mm; font-size: 9pt; color: #444; } .r { flex: 1; }
ul { margin: 1mm 0 0; padding-left: 5mm; } p { margin: 0; text-align: justify; }`,
      body,
      lang(p),
    ),
  };
}

/** Word-like two-page resume: Calibri-ish, tab-aligned dates, the name and page number in a running footer. */
function word(p, { accent, scan }) {
  const L = labels(p);
  const footName = `${p.family}, ${p.given}`;
  const body = `
<h1>${esc(p.display)}</h1>
<p class="ct">${esc(p.address)} | ${esc(p.phone)} | ${esc(p.email)}</p>
<h2>${esc(L.profile)}</h2><p>${esc(p.summary)}</p>
<h2>${esc(L.exp)}</h2>
${p.jobs.map((j) => `<div class="job"><div class="jh"><b>${esc(j.org)}</b>, ${esc(j.place)}<span>${esc(j.dates)}</span></div><div class="jt">${esc(j.title)}</div><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`).join('')}
<h2>${esc(L.edu)}</h2>
${p.education.map((e) => `<div class="jh"><b>${esc(e.school)}</b>, ${esc(e.place)}<span>${esc(e.dates)}</span></div><div class="jt">${esc(e.degree)}</div>`).join('')}
<h2>${esc(L.skills)}</h2><ul class="sk">${p.skills.map((s) => `<li>${esc(s)}</li>`).join('')}</ul>
${p.extra.length ? `<h2>${esc(L.more)}</h2>${p.extra.map((x) => `<p>${esc(x)}</p>`).join('')}` : ''}
${
  details(p).length
    ? `<p class="pd">${details(p)
        .map(([k, v]) => `${esc(k)}: ${esc(v)}`)
        .join(' · ')}</p>`
    : ''
}
${p.referees.length ? `<h2>${esc(L.refs)}</h2>${p.referees.map((r) => `<p>${esc(r.name)}<br>${esc(r.title)}<br>${esc(r.phone)}</p>`).join('')}` : '<p class="av">References available upon request.</p>'}`;
  const out = {
    html: page(
      `body { font-family: Carlito, 'Liberation Sans', sans-serif; font-size: 11pt; padding: ${scan ? '12mm 16mm' : '0 22mm'}; }
h1 { font-size: 22pt; margin: 0; color: ${accent}; font-weight: normal; } .ct { margin: 1mm 0 4mm; font-size: 10pt; }
h2 { font-size: 12pt; text-transform: uppercase; border-bottom: 1px solid #999; margin: 5mm 0 2mm; color: ${accent}; }
.jh { display: flex; justify-content: space-between; margin-top: 2mm; } .jt { font-style: italic; } ul { margin: 1mm 0; } .sk { columns: 2; }
p { margin: 1mm 0; } .pd { font-size: 9.5pt; color: #444; } .av { font-style: italic; }`,
      body,
      lang(p),
    ),
    variants: [footName],
  };
  if (!scan)
    out.footer = {
      template: `<div style="font-family: Carlito, sans-serif; font-size: 8pt; width: 100%; display: flex; justify-content: space-between; padding: 0 22mm; color: #666;"><span>${esc(footName)} – CV</span><span>${L.page('<span class="pageNumber"></span>', '<span class="totalPages"></span>')}</span></div>`,
      text: (i, n) => [`${footName} – CV`, L.page(i, n)],
    };
  return out;
}

/** Canva-like two-column design: the name split over two lines and letter-spaced, skill bars, emoji icons. */
function canva(p, { accent }) {
  const L = labels(p);
  const [g, ...rest] = p.display.split(' ');
  const level = (i) => 95 - ((i * 17) % 40);
  const body = `
<div class="side">
  <div class="nm"><div>${esc(g)}</div><div>${esc(rest.join(' '))}</div></div>
  <div class="ti">${esc(p.title)}</div>
  <h3>${esc(L.contact)}</h3>
  <p>☎ ${esc(p.phone)}</p><p>✉ ${esc(p.email)}</p><p>⌂ ${esc(p.address)}</p>${p.links.map((l) => `<p>☍ ${esc(l.value)}</p>`).join('')}
  ${details(p)
    .map(([k, v]) => `<p><b>${esc(k)}</b><br>${esc(v)}</p>`)
    .join('')}
  <h3>${esc(L.skills)}</h3>
  ${p.skills.map((s, i) => `<div class="sk">${esc(s)}<div class="track"><div class="fill" style="width:${level(i)}%"></div></div></div>`).join('')}
</div>
<div class="main">
  <h2>${esc(L.profile)}</h2><p>${esc(p.summary)}</p>
  <h2>${esc(L.exp)}</h2>
  ${p.jobs.map((j) => `<div class="job"><div class="d">${esc(j.dates)}</div><b>${esc(j.title)}</b><div class="o">${esc(j.org)} · ${esc(j.place)}</div>${j.bullets.map((b) => `<p>▸ ${esc(b)}</p>`).join('')}</div>`).join('')}
  <h2>${esc(L.edu)}</h2>
  ${p.education.map((e) => `<div class="job"><div class="d">${esc(e.dates)}</div><b>${esc(e.degree)}</b><div class="o">${esc(e.school)} · ${esc(e.place)}</div></div>`).join('')}
  ${p.extra.length ? `<h2>${esc(L.more)}</h2>${p.extra.map((x) => `<p>✦ ${esc(x)}</p>`).join('')}` : ''}
</div>`;
  return {
    html: page(
      `body { font-family: 'DejaVu Sans', sans-serif; font-size: 9pt; display: flex; min-height: 297mm; }
.side { width: 72mm; background: ${accent}; color: #fff; padding: 14mm 7mm; } .main { flex: 1; padding: 14mm 9mm; }
.nm { font-size: 15pt; letter-spacing: 0.28em; text-transform: uppercase; line-height: 1.3; font-weight: bold; overflow-wrap: anywhere; }
.ti { margin: 3mm 0 6mm; font-size: 10pt; letter-spacing: 0.08em; } h3 { letter-spacing: 0.2em; text-transform: uppercase; font-size: 10pt; border-bottom: 1px solid #fff8; margin: 6mm 0 2mm; }
.side p { margin: 1.5mm 0; overflow-wrap: anywhere; } .sk { margin: 2mm 0; } .track { height: 4px; background: #ffffff55; margin-top: 1mm; } .fill { height: 4px; background: #fff; }
h2 { color: ${accent}; text-transform: uppercase; letter-spacing: 0.15em; font-size: 11pt; margin: 5mm 0 2mm; } .job { margin-bottom: 3mm; } .d { float: right; color: #777; } .o { color: #555; font-style: italic; } .main p { margin: 1mm 0; }`,
      body,
      lang(p),
    ),
  };
}

/** A job-portal export: the name runs into the "Featured Resume" badge, labelled fields, a key-skills strip. */
function portal(p, { accent }) {
  const L = labels(p);
  const years =
    {
      en: 'Total experience',
      'en-IN': 'Total Experience',
      vi: 'Tổng kinh nghiệm',
      es: 'Experiencia total',
      fr: 'Expérience',
      de: 'Berufserfahrung',
    }[p.language] ?? 'Total experience';
  const body = `
<div class="top">TalentHarbour · Candidate profile export · Downloaded 14-Oct-2026</div>
<div class="head"><h1>${esc(p.display)}</h1><span class="badge">Featured Resume</span></div>
<div class="sub">${esc(p.title)} · ${esc(p.jobs[0].org)}</div>
<table class="f">
<tr><td>Current location</td><td>${esc(p.addressShort)}</td><td>${esc(years)}</td><td>${p.locale === 'IN' ? '15 Year(s) 6 Month(s)' : '10+'}</td></tr>
<tr><td>Mobile</td><td>${esc(p.phone)} <span class="v">(Verified)</span></td><td>Email</td><td>${esc(p.email)} <span class="v">(Verified)</span></td></tr>
<tr><td>Address</td><td colspan="3">${esc(p.address)}</td></tr>
</table>
<h2>Key skills</h2><div class="chips">${p.skills.map((s) => `<span>${esc(s)}</span>`).join('')}</div>
<h2>${esc(L.profile)}</h2><p>${esc(p.summary)}</p>
<h2>${esc(L.exp)}</h2>
${p.jobs.map((j) => `<div class="job"><b>${esc(j.title)}</b><br>${esc(j.org)} — ${esc(j.place)}<br><span class="d">${esc(j.dates)}</span>${j.bullets.map((b) => `<p>• ${esc(b)}</p>`).join('')}</div>`).join('')}
<h2>${esc(L.edu)}</h2>
${p.education.map((e) => `<p><b>${esc(e.degree)}</b> — ${esc(e.school)}, ${esc(e.place)} (${esc(e.dates)})</p>`).join('')}
${
  details(p).length || p.extra.length
    ? `<h2>${esc(L.personal)}</h2>${details(p)
        .map(([k, v]) => `<p>${esc(k)}: ${esc(v)}</p>`)
        .join('')}${p.extra.map((x) => `<p>${esc(x)}</p>`).join('')}`
    : ''
}
<div class="foot">This profile was exported from TalentHarbour. Contact details are visible to subscribed recruiters only.</div>`;
  return {
    html: page(
      `body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 9.5pt; padding: 10mm 14mm; }
.top { font-size: 7.5pt; color: #888; border-bottom: 1px solid #ddd; padding-bottom: 2mm; }
.head { margin-top: 4mm; } h1 { display: inline; font-size: 17pt; color: #123; } .badge { background: ${accent}; color: #fff; font-size: 7.5pt; padding: 1px 5px; border-radius: 3px; vertical-align: middle; }
.sub { color: #555; margin: 1mm 0 3mm; } table.f { border-collapse: collapse; width: 100%; font-size: 8.5pt; } table.f td { border: 1px solid #e3e3e3; padding: 1.5mm; } table.f td:nth-child(odd) { color: #777; width: 18%; }
.v { color: #2a7; font-size: 7pt; } h2 { font-size: 10.5pt; color: ${accent}; margin: 5mm 0 1.5mm; } .chips span { display: inline-block; border: 1px solid #ccc; border-radius: 10px; padding: 0 6px; margin: 0 3px 3px 0; }
.job { margin-bottom: 3mm; } .d { color: #777; font-size: 8.5pt; } p { margin: 1mm 0; } .foot { margin-top: 6mm; font-size: 7.5pt; color: #999; }`,
      body,
      lang(p),
    ),
  };
}

/** LinkedIn "Save to PDF"-like profile: a grey contact column, "Top Skills", durations, a page counter in the footer. */
function linkedin(p, { accent }) {
  const L = labels(p);
  const handle = p.links.find((l) => l.kind === 'handle')?.value.replace(/^@/, '') ?? p.family.toLowerCase();
  const url = `www.linkedin.com/in/${handle}`;
  const body = `
<div class="side">
<h3>Contact</h3><p>${esc(p.phone)} (Mobile)</p><p>${esc(p.email)}</p><p>${esc(url)} (LinkedIn)</p>${p.links
    .filter((l) => l.kind === 'domain')
    .map((l) => `<p>${esc(l.value)} (Personal)</p>`)
    .join('')}
<h3>Top Skills</h3>${p.skills
    .slice(0, 3)
    .map((s) => `<p>${esc(s)}</p>`)
    .join('')}
<h3>Languages</h3><p>English (Full Professional)</p>
${
  p.extra.length
    ? `<h3>Honors-Awards</h3>${p.extra
        .slice(0, 2)
        .map((x) => `<p>${esc(x)}</p>`)
        .join('')}`
    : ''
}
</div>
<div class="main">
<h1>${esc(p.display)}</h1><div class="hl">${esc(p.title)} at ${esc(p.jobs[0].org)}</div><div class="loc">${esc(p.addressShort)}</div>
<h2>Summary</h2><p>${esc(p.summary)}</p>
<h2>${esc(L.exp)}</h2>
${p.jobs.map((j) => `<div class="job"><div class="org">${esc(j.org)}</div><div>${esc(j.title)}</div><div class="d">${esc(j.dates)}</div><div class="d">${esc(j.place)}</div>${j.bullets.map((b) => `<p>${esc(b)}</p>`).join('')}</div>`).join('')}
<h2>${esc(L.edu)}</h2>
${p.education.map((e) => `<div class="job"><div class="org">${esc(e.school)}</div><div>${esc(e.degree)} · (${esc(e.dates)})</div></div>`).join('')}
</div>`;
  return {
    html: page(
      `body { font-family: 'Liberation Sans', sans-serif; font-size: 9.5pt; display: flex; padding: 12mm 0; }
.side { width: 58mm; background: #f3f2ef; padding: 4mm 6mm; font-size: 8.5pt; } .side h3 { font-size: 11pt; margin: 4mm 0 1mm; } .side p { margin: 0.8mm 0; overflow-wrap: anywhere; }
.main { flex: 1; padding: 0 12mm 0 8mm; } h1 { font-size: 24pt; margin: 0; font-weight: normal; } .hl { font-size: 11pt; } .loc { color: #777; margin-bottom: 4mm; }
h2 { font-size: 14pt; font-weight: normal; margin: 5mm 0 2mm; color: ${accent}; } .org { font-size: 11pt; } .d { color: #777; } .job { margin-bottom: 3mm; } p { margin: 1mm 0; }`,
      body,
      lang(p),
    ),
    links: [url],
  };
}

/** Academic CV: positions, publications with the candidate among the authors, named referees with phones. */
function academic(p, { accent }) {
  const L = labels(p);
  const pubs = [
    `Kmeťko, R., Horváthová, Z. and Mráz, T. (2023). Adaptive overcurrent protection for feeders with high PV penetration. <i>Electric Power Systems Research</i>, 214, 108871.`,
    `P. Lindqvist, R. Kmeťko, J. Ferreira Saldanha. “Fault-current contribution of grid-forming inverters,” in <i>Proc. CIRED Workshop</i>, Porto, 2022, pp. 1–5.`,
    `Horváthová, Z., Kmeťko, R. (2020). Voltage control in rural 22 kV networks. <i>Journal of Electrical Engineering</i>, 71(4), 233–241.`,
  ];
  const body = `
<h1>${esc(p.display)}</h1>
<p class="c">${esc(p.title)} · Department of Electric Power Engineering<br>${esc(p.address)} · ${esc(p.phone)} · ${esc(p.email)} · ORCID ${esc(p.links[0].value.replace('orcid.org/', ''))}</p>
<p class="c">${details(p)
    .map(([k, v]) => `${esc(k)}: ${esc(v)}`)
    .join('')}</p>
<h2>Research interests</h2><p>${esc(p.summary)}</p>
<h2>Positions</h2>${p.jobs.map((j) => `<p><span class="d">${esc(j.dates)}</span> <b>${esc(j.title)}</b>, ${esc(j.org)}, ${esc(j.place)}. ${j.bullets.map(esc).join(' ')}</p>`).join('')}
<h2>${esc(L.edu)}</h2>${p.education.map((e) => `<p><span class="d">${esc(e.dates)}</span> ${esc(e.degree)}, ${esc(e.school)}, ${esc(e.place)}</p>`).join('')}
<h2>${esc(L.pubs)}</h2><ol>${pubs.map((x) => `<li>${x}</li>`).join('')}</ol>
<h2>Awards and service</h2>${p.extra.map((x) => `<p>${esc(x)}</p>`).join('')}<p>Reviewer for IEEE Transactions on Power Delivery and for the CIGRE Session, Paris.</p>
<h2>Software</h2><p>${esc(p.skills.join(' · '))}</p>
<h2>${esc(L.refs)}</h2>${p.referees.map((r) => `<p>${esc(r.name)}<br>${esc(r.title)}, Technical University of Košice<br>Tel. ${esc(r.phone)}</p>`).join('')}
<p>Ing. Zuzana Horváthová, PhD.<br>Senior Researcher, Slovak Academy of Sciences<br>Tel. +421 2 5477 1904</p>`;
  return {
    html: page(
      `body { font-family: 'Liberation Serif', serif; font-size: 10.5pt; padding: 18mm 22mm; } h1 { font-size: 18pt; text-align: center; margin: 0; }
.c { text-align: center; font-size: 9.5pt; margin: 1mm 0; } h2 { font-size: 11.5pt; font-variant: small-caps; border-bottom: 1px solid ${accent}; color: ${accent}; margin: 5mm 0 2mm; }
.d { display: inline-block; width: 26mm; } p { margin: 1.2mm 0; } ol { padding-left: 6mm; } li { margin-bottom: 1.5mm; }`,
      body,
    ),
    variants: ['Kmeťko, R.', 'R. Kmeťko'],
    others: ['Horváthová, Z.', 'P. Lindqvist', 'Mráz, T.', 'J. Ferreira Saldanha', 'Zuzana Horváthová'],
  };
}

/** A cover letter on the first page (signed with a short form of the name and the phone), the resume after it. */
function cover(p, { accent }) {
  const L = labels(p);
  const signed = p.short
    ? `${p.short} ${p.family.split(' ')[0]}`
    : `${p.given.split(' ')[0]} ${p.family.split(' ')[0]}`;
  const letter =
    p.language === 'es'
      ? [
          `Estimada Lic. Carmona:`,
          `Me dirijo a usted para postularme a la vacante publicada. En mis doce años en farmacia hospitalaria he coordinado equipos, auditorías y la implantación de la dosis unitaria en ${esc(p.jobs[0].org)}.`,
          `Adjunto mi currículum y quedo a sus órdenes para una entrevista; puede localizarme en el ${esc(p.phone)} o en ${esc(p.email)}.`,
        ]
      : [
          `Dear Hiring Manager,`,
          `I am applying for the advertised position. Over sixteen years I have commissioned instrumentation for gas plants and cement kilns, most recently at ${esc(p.jobs[0].org)}, and I enjoy turning a punch list into a working plant.`,
          `My résumé follows. I would welcome a conversation; the best way to reach me is ${esc(p.phone)}.`,
        ];
  const body = `
<section class="letter">
<p class="from">${esc(p.display)}<br>${esc(p.address)}<br>${esc(p.email)}</p>
<p>${p.language === 'es' ? '6 de octubre de 2026' : '6 October 2026'}</p>
${letter.map((x) => `<p>${x}</p>`).join('')}
<p>${esc(L.regards)}</p><p class="sig">${esc(signed)}</p><p>${esc(p.phone)}</p>
</section>
<section class="cv">
<h1>${esc(p.display)}</h1><div class="ti">${esc(p.title)}</div>
<h2>${esc(L.profile)}</h2><p>${esc(p.summary)}</p>
<h2>${esc(L.exp)}</h2>${p.jobs.map((j) => `<p><b>${esc(j.title)}</b> — ${esc(j.org)}, ${esc(j.place)} <i>(${esc(j.dates)})</i></p><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`).join('')}
<h2>${esc(L.edu)}</h2>${p.education.map((e) => `<p>${esc(e.degree)}, ${esc(e.school)}, ${esc(e.place)}, ${esc(e.dates)}</p>`).join('')}
<h2>${esc(L.skills)}</h2><p>${esc(p.skills.join('; '))}</p>
${p.extra.length ? `<h2>${esc(L.more)}</h2>${p.extra.map((x) => `<p>${esc(x)}</p>`).join('')}` : ''}
${
  details(p).length
    ? `<h2>${esc(L.personal)}</h2>${details(p)
        .map(([k, v]) => `<p>${esc(k)}: ${esc(v)}</p>`)
        .join('')}`
    : ''
}
${p.referees.length ? `<h2>${esc(L.refs)}</h2>${p.referees.map((r) => `<p>${esc(r.name)} — ${esc(r.title)} — ${esc(r.phone)}</p>`).join('')}` : ''}
</section>`;
  return {
    html: page(
      `body { font-family: 'Liberation Serif', serif; font-size: 11pt; } section { padding: 20mm 24mm; } .letter { page-break-after: always; } .from { text-align: right; }
.sig { font-family: 'DejaVu Serif', serif; font-style: italic; font-size: 14pt; margin: 4mm 0 0; } h1 { font-size: 20pt; margin: 0; color: ${accent}; } .ti { color: #555; }
h2 { font-size: 12pt; color: ${accent}; margin: 5mm 0 1mm; } p { margin: 1.5mm 0; } ul { margin: 0 0 2mm; }`,
      body,
      lang(p),
    ),
    variants: [signed],
  };
}

/** Plain ATS resume: one column, capitals for headings, contact on one line separated by pipes. */
function ats(p, { scan }) {
  const L = labels(p);
  const body = `
<h1>${esc(p.display.toUpperCase())}</h1>
<p>${esc(p.addressShort)} | ${esc(p.phone)} | ${esc(p.email)}${p.links.map((l) => ` | ${esc(l.value)}`).join('')}</p>
<h2>${esc(L.profile.toUpperCase())}</h2><p>${esc(p.summary)}</p>
<h2>${esc(L.exp.toUpperCase())}</h2>
${p.jobs.map((j) => `<p><b>${esc(j.title.toUpperCase())}</b><br>${esc(j.org)} – ${esc(j.place)}<br>${esc(j.dates)}</p>${j.bullets.map((b) => `<p>- ${esc(b)}</p>`).join('')}`).join('')}
<h2>${esc(L.edu.toUpperCase())}</h2>${p.education.map((e) => `<p>${esc(e.degree)} – ${esc(e.school)}, ${esc(e.place)} – ${esc(e.dates)}</p>`).join('')}
<h2>${esc(L.skills.toUpperCase())}</h2><p>${esc(p.skills.join(', '))}</p>
${
  !scan && details(p).length
    ? `<h2>${esc(L.personal.toUpperCase())}</h2>${details(p)
        .map(([k, v]) => `<p>${esc(k)}: ${esc(v)}</p>`)
        .join('')}`
    : ''
}
${p.extra.length ? `<h2>${esc(L.more.toUpperCase())}</h2>${p.extra.map((x) => `<p>${esc(x)}</p>`).join('')}` : ''}`;
  return {
    html: page(
      `body { font-family: ${scan ? "'Liberation Sans'" : "'Liberation Mono', monospace"}; font-size: ${scan ? '10.5pt' : '9.5pt'}; padding: ${scan ? '12mm 16mm' : '16mm 20mm'}; }
h1 { font-size: 14pt; margin: 0 0 1mm; } h2 { font-size: 10.5pt; margin: 4mm 0 1mm; } p { margin: 0.8mm 0; }`,
      body,
      lang(p),
    ),
    variants: [p.display.toUpperCase()],
  };
}

/** Modern one-column with icons: handles printed without a URL next to a glyph, a personal domain. */
function icons(p, { accent }) {
  const L = labels(p);
  const glyph = { handle: '⌘', link: '☍', domain: '⚑' };
  const body = `
<header><h1>${esc(p.display)}</h1><div class="ti">${esc(p.title)}</div>
<ul class="ct"><li>☏ ${esc(p.phone)}</li><li>✉ ${esc(p.email)}</li><li>⌂ ${esc(p.addressShort)}</li>${p.links.map((l) => `<li>${glyph[l.kind] ?? '•'} ${esc(l.value)}</li>`).join('')}${p.locale === 'US' ? '<li>in thad-vandermolen</li>' : ''}</ul></header>
<h2>◆ ${esc(L.profile)}</h2><p>${esc(p.summary)}</p>
<h2>◆ ${esc(L.exp)}</h2>
${p.jobs.map((j) => `<div class="job"><div class="jh"><b>${esc(j.title)}</b> · ${esc(j.org)}<span>${esc(j.dates)}</span></div><div class="pl">${esc(j.place)}</div><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`).join('')}
<h2>◆ ${esc(L.edu)}</h2>${p.education.map((e) => `<p><b>${esc(e.degree)}</b> · ${esc(e.school)}, ${esc(e.place)} · ${esc(e.dates)}</p>`).join('')}
<h2>◆ ${esc(L.skills)}</h2><p class="tags">${p.skills.map((s) => `<span>${esc(s)}</span>`).join(' ')}</p>
${p.extra.length ? `<h2>◆ ${esc(L.more)}</h2>${p.extra.map((x) => `<p>${esc(x)}</p>`).join('')}` : ''}`;
  return {
    html: page(
      `body { font-family: 'DejaVu Sans', sans-serif; font-size: 9.5pt; padding: 14mm 18mm; } header { border-bottom: 3px solid ${accent}; padding-bottom: 3mm; }
h1 { font-size: 24pt; margin: 0; letter-spacing: -0.5px; } .ti { color: ${accent}; font-size: 12pt; } .ct { list-style: none; padding: 0; margin: 2mm 0 0; display: flex; flex-wrap: wrap; gap: 2mm 6mm; font-size: 8.5pt; }
h2 { font-size: 11pt; color: ${accent}; margin: 5mm 0 1.5mm; } .jh { display: flex; justify-content: space-between; } .pl { color: #777; font-size: 8.5pt; } .job ul { margin: 1mm 0 3mm; padding-left: 5mm; }
.tags span { background: #eee; padding: 0 4px; border-radius: 2px; } p { margin: 1mm 0; }`,
      body,
      lang(p),
    ),
    links: p.locale === 'US' ? ['thad-vandermolen'] : [],
  };
}

/** Europass-like: labels in a right-aligned left column, a blue rule, personal information first. */
function europass(p) {
  const L = labels(p);
  const row = (k, v) => `<tr><td class="k">${k}</td><td>${v}</td></tr>`;
  const body = `
<div class="logo">europass</div><div class="cvh">Curriculum Vitae</div>
<table>
${row(esc(L.personal.toUpperCase()), `<span class="nm">${esc(p.display)}</span>`)}
${row('', `⌂ ${esc(p.address)}`)}${row('', `✆ ${esc(p.phone)}`)}${row('', `✉ ${esc(p.email)}`)}
${details(p)
  .map(([k, v]) => row('', `${esc(k)} ${esc(v)}`))
  .join('')}
${row(esc(L.profile.toUpperCase()), esc(p.title))}
${row(esc(L.exp.toUpperCase()), '')}
${p.jobs.map((j) => row(esc(j.dates), `<b>${esc(j.title)}</b><br>${esc(j.org)}, ${esc(j.place)}<br>${j.bullets.map((b) => `▪ ${esc(b)}`).join('<br>')}`)).join('')}
${row(esc(L.edu.toUpperCase()), '')}
${p.education.map((e) => row(esc(e.dates), `<b>${esc(e.degree)}</b><br>${esc(e.school)}, ${esc(e.place)}`)).join('')}
${row(esc(L.skills.toUpperCase()), esc(p.skills.join(', ')))}
${row('', esc(p.summary))}
${p.extra.map((x) => row('', esc(x))).join('')}
</table>`;
  return {
    html: page(
      `body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 9pt; padding: 12mm 14mm; color: #3f3a38; } .logo { color: #0e4194; font-size: 16pt; font-style: italic; } .cvh { float: right; margin-top: -7mm; color: #1593cb; }
table { border-collapse: collapse; width: 100%; margin-top: 4mm; } td { vertical-align: top; padding: 1.2mm 2mm; } td.k { width: 52mm; text-align: right; color: #0e4194; font-size: 8pt; border-right: 1px solid #1593cb; } .nm { font-size: 15pt; color: #0e4194; }`,
      body,
      lang(p),
    ),
  };
}

/** A Chinese 简历 / Korean 이력서 form: a bordered table of personal data, then sections. */
function cjk(p, { accent, scan }) {
  const L = labels(p);
  const cell = (k, v) => `<td class="k">${esc(k)}</td><td>${esc(v)}</td>`;
  const nameLabel = p.language === 'zh' ? '姓名' : '성명';
  const title = p.language === 'zh' ? '个人简历' : '이 력 서';
  const en = p.name.variants[0];
  const body = `
<h1>${title}</h1>
<table class="pi">
<tr>${cell(nameLabel, p.display)}${cell(p.language === 'zh' ? '英文名' : '영문', en)}</tr>
<tr>${cell(detailLabel(p, 'date_of_birth'), p.details[0].value)}${cell(detailLabel(p, 'phone'), p.phone)}</tr>
<tr>${cell(detailLabel(p, 'email'), p.email)}${cell(p.language === 'zh' ? '求职意向' : '지원 분야', p.title)}</tr>
<tr><td class="k">${esc(detailLabel(p, 'address'))}</td><td colspan="3">${esc(scan ? p.addressShort : p.address)}</td></tr>
</table>
<h2>${esc(L.edu)}</h2>${p.education.map((e) => `<p>${esc(e.dates)}\u3000${esc(e.school)}\u3000${esc(e.degree)}</p>`).join('')}
<h2>${esc(L.exp)}</h2>${p.jobs.map((j) => `<p class="jh"><b>${esc(j.org)}</b>\u3000${esc(j.title)}\u3000${esc(j.dates)}</p>${j.bullets.map((b) => `<p>· ${esc(b)}</p>`).join('')}`).join('')}
<h2>${esc(L.skills)}</h2><p>${esc(p.skills.join(' / '))}</p>
${p.extra.length ? `<h2>${esc(L.more)}</h2>${p.extra.map((x) => `<p>${esc(x)}</p>`).join('')}` : ''}
<h2>${esc(L.profile)}</h2><p>${esc(p.summary)}</p>
${!scan && p.links.length ? `<p class="gh">GitHub: ${esc(p.links[0].value)}</p>` : ''}`;
  return {
    html: page(
      `body { font-family: 'Noto Sans CJK SC', 'Noto Serif CJK SC', 'Noto Sans CJK KR', 'Noto Serif CJK KR', sans-serif; font-size: ${scan ? '11.5pt' : '10pt'}; padding: 14mm 16mm; }
h1 { text-align: center; font-size: 20pt; letter-spacing: 0.3em; margin: 0 0 4mm; } table.pi { border-collapse: collapse; width: 100%; } table.pi td { border: 1px solid #555; padding: 1.8mm 2mm; } td.k { background: #eef; width: 18%; text-align: center; }
h2 { font-size: 12pt; border-left: 4px solid ${accent}; padding-left: 2mm; margin: 5mm 0 2mm; } p { margin: 1mm 0; } .jh { margin-top: 2mm; }`,
      body,
      p.language,
    ),
    variants: [en],
  };
}

const xml = (s) => esc(s).replace(/'/g, '&apos;');

/** LibreOffice Writer: a flat ODF text document; the name (or "Lebenslauf") and the page number in the footer. */
function writer(p, { accent }) {
  const L = labels(p);
  const style = p.writerStyle ?? 'classic';
  const lines = [];
  const paras = [];
  const para = (styleName, text) => {
    paras.push(`<text:p text:style-name="${styleName}">${xml(text)}</text:p>`);
    lines.push(text);
  };
  const table = (rows) => {
    paras.push(
      `<table:table table:name="T${paras.length}" table:style-name="Tbl"><table:table-column table:style-name="ColA"/><table:table-column table:style-name="ColB"/>${rows
        .map(
          ([k, v]) =>
            `<table:table-row><table:table-cell office:value-type="string"><text:p text:style-name="Label">${xml(k)}</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p text:style-name="Body">${xml(v)}</text:p></table:table-cell></table:table-row>`,
        )
        .join('')}</table:table>`,
    );
    for (const [k, v] of rows) lines.push(k, v);
  };
  if (style === 'split') {
    para('Name', p.given);
    para('Name', p.family);
  } else para('Name', p.display);
  para('Sub', p.title);
  if (style === 'table' || style === 'split')
    table([
      [detailLabel(p, 'address'), p.address],
      [detailLabel(p, 'phone'), p.phone],
      [detailLabel(p, 'email'), p.email],
      ...p.links.map((l) => ['Web', l.value]),
      ...details(p),
    ]);
  else {
    para('Contact', `${p.address} · ${p.phone} · ${p.email}`);
    for (const l of p.links) para('Contact', l.value);
    for (const [k, v] of details(p)) para('Contact', `${k}: ${v}`);
  }
  para('H', L.profile);
  para('Body', p.summary);
  para('H', L.exp);
  for (const j of p.jobs) {
    para('JobHead', `${j.dates}\t${j.title}, ${j.org} (${j.place})`);
    for (const b of j.bullets) para('Bullet', `– ${b}`);
  }
  para('H', L.edu);
  for (const e of p.education) para('Body', `${e.dates}\t${e.degree}, ${e.school}, ${e.place}`);
  para('H', L.skills);
  para('Body', p.skills.join(' • '));
  if (p.extra.length) {
    para('H', L.more);
    for (const x of p.extra) para('Body', x);
  }
  if (p.coauthors) {
    para('H', L.pubs);
    para(
      'Body',
      'Kmeťko, R., Horváthová, Z. and Mráz, T. (2023). Adaptive overcurrent protection for feeders with high PV penetration. Electric Power Systems Research, 214, 108871.',
    );
    para(
      'Body',
      'P. Lindqvist, R. Kmeťko, J. Ferreira Saldanha (2022). Fault-current contribution of grid-forming inverters. CIRED Workshop, Porto.',
    );
  }
  if (p.referees.length) {
    para('H', L.refs);
    for (const r of p.referees) para('Body', `${r.name}, ${r.title}, ${r.phone}`);
  }
  if (p.locale === 'DE') para('Body', `Bielefeld, 12.10.2026`);
  const footText =
    style === 'split' || p.locale === 'DE'
      ? `${p.given} ${p.family} · ${L.page('#', '#')}`
      : `${p.display} – ${L.page('#', '#')}`;
  const [before, middle, after] = footText.split('#');
  const font = { classic: 'Liberation Serif', table: 'Carlito', split: 'DejaVu Sans' }[style];
  const cjkFont = p.language === 'ko' ? 'Noto Sans CJK KR' : 'Noto Sans CJK SC';
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:styles>
<style:default-style style:family="paragraph"><style:text-properties fo:font-family="'${font}'" style:font-family-asian="'${cjkFont}'" fo:font-size="10.5pt" style:font-size-asian="10.5pt" fo:language="${lang(p).split('-')[0]}"/></style:default-style>
<style:style style:name="Standard" style:family="paragraph"/>
<style:style style:name="Body" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.12cm"/></style:style>
<style:style style:name="Name" style:family="paragraph"><style:text-properties fo:font-size="22pt" style:font-size-asian="22pt" fo:color="${accent}" fo:font-weight="bold" style:font-weight-asian="bold"/></style:style>
<style:style style:name="Sub" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.2cm"/><style:text-properties fo:font-size="12pt" fo:font-style="italic"/></style:style>
<style:style style:name="Contact" style:family="paragraph"><style:text-properties fo:font-size="9.5pt"/></style:style>
<style:style style:name="H" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.4cm" fo:margin-bottom="0.15cm" fo:border-bottom="0.5pt solid ${accent}" fo:keep-with-next="always"/><style:text-properties fo:font-size="12pt" fo:font-weight="bold" style:font-weight-asian="bold" fo:color="${accent}" fo:text-transform="${style === 'classic' ? 'none' : 'uppercase'}"/></style:style>
<style:style style:name="JobHead" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.15cm"><style:tab-stops><style:tab-stop style:position="3.2cm"/></style:tab-stops></style:paragraph-properties><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="Bullet" style:family="paragraph"><style:paragraph-properties fo:margin-left="3.2cm" fo:text-indent="-0.3cm"/></style:style>
<style:style style:name="Label" style:family="paragraph"><style:text-properties fo:font-size="9.5pt" fo:color="#666666"/></style:style>
<style:style style:name="Footer" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8pt" fo:color="#666666"/></style:style>
</office:styles>
<office:automatic-styles>
<style:style style:name="Tbl" style:family="table"><style:table-properties style:width="17cm" table:align="left"/></style:style>
<style:style style:name="ColA" style:family="table-column"><style:table-column-properties style:column-width="4cm"/></style:style>
<style:style style:name="ColB" style:family="table-column"><style:table-column-properties style:column-width="13cm"/></style:style>
<style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.7cm" fo:margin-bottom="1.2cm" fo:margin-left="2cm" fo:margin-right="2cm"/><style:footer-style><style:header-footer-properties fo:min-height="0.6cm" fo:margin-top="0.3cm"/></style:footer-style></style:page-layout>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"><style:footer><text:p text:style-name="Footer">${xml(before)}<text:page-number text:select-page="current">1</text:page-number>${xml(middle)}<text:page-count>1</text:page-count>${xml(after)}</text:p></style:footer></style:master-page></office:master-styles>
<office:body><office:text>
${paras.join('\n')}
</office:text></office:body>
</office:document>
`;
  return {
    fodt,
    lines,
    footerLine: (i, n) => `${before}${i}${middle}${n}${after}`,
  };
}

export const LAYOUTS = { latex, word, canva, portal, linkedin, academic, cover, ats, icons, europass, cjk, writer };
