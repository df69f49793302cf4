// The fifth held-out part's templates, written for it: each takes a person and { accent } and returns
// { html } (Chromium prints it; the truth text is what the page shows, read back as the page's
// innerText) and, where the page carries one, a footer (Chromium's footer template and the lines a
// reader sees on each page). `writer` returns a flat ODF source for LibreOffice instead.
import { labelsOf } from './labels.mjs';

export const esc = (s) =>
  String(s).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

function page(css, body, lang = 'en') {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>
@page { size: A4; margin: 0; }
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; }
ul { margin: 2px 0 6px; padding-left: 16px; }
${css}
</style></head><body>${body}</body></html>`;
}

const ul = (items, cls = '') =>
  items.length ? `<ul class="${cls}">${items.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : '';
const linkText = (l) => l.value;

/** The contact items of a person: [glyph, text]. */
function contacts(p, { glyphs = true } = {}) {
  const g = (a) => (glyphs ? a : '');
  return [
    [g('✉'), p.email],
    [g('☎'), p.phone],
    [g('⌂'), p.address],
    ...p.links.map((l) => [
      g(l.kind === 'domain' ? '⊕' : l.kind === 'handle' ? '◉' : '⛓'),
      l.glyph ? `${l.glyph} ${l.value}` : linkText(l),
    ]),
  ];
}

const details = (p) => p.details.map((d) => `${d.label}: ${d.value}`);
const displayName = (p) => p.name.display ?? p.name.full;

// ---------------------------------------------------------------- awesomecv: a LaTeX awesome-cv look
function awesomecv(p, { accent }) {
  const L = labelsOf(p);
  const head = (t) => `<h2><span class="acc">${esc(t.slice(0, 3))}</span>${esc(t.slice(3))}</h2>`;
  const given = p.name.full.replace(p.name.family, '').trim();
  const css = `body { font-family: 'Nimbus Sans', sans-serif; font-size: 9.6pt; color: #333; padding: 14mm 16mm; }
.name { text-align: center; font-size: 30pt; font-weight: 300; letter-spacing: 0.5px; }
.name b { font-weight: 700; color: #222; }
.pos { text-align: center; font-variant: small-caps; color: ${accent}; font-size: 10pt; margin-top: 2px; }
.contact { text-align: center; font-size: 8.4pt; margin: 6px 0 10px; color: #555; }
.contact .sep { color: #aaa; }
.sym { font-family: 'Noto Sans Symbols2', 'DejaVu Sans'; }
h2 { font-size: 14pt; margin: 12px 0 4px; border-bottom: 1px solid #bbb; font-weight: 700; }
.acc { color: ${accent}; }
.e { display: grid; grid-template-columns: 1fr auto; margin-top: 5px; }
.e .r { text-align: right; font-style: italic; color: ${accent}; font-size: 8.6pt; }
.e .o { font-weight: 700; } .e .t { font-variant: small-caps; color: #666; font-size: 8.8pt; }
.sk { display: grid; grid-template-columns: 30mm 1fr; row-gap: 2px; }
.sk b { text-align: right; padding-right: 8px; }`;
  const e = (a, b, c, d, bullets) =>
    `<div class="e"><div class="o">${esc(a)}</div><div class="r">${esc(b)}</div><div class="t">${esc(c)}</div><div class="r">${esc(d)}</div></div>${ul(bullets)}`;
  const body = `<div class="name">${esc(given)} <b>${esc(p.name.family)}</b></div>
<div class="pos">${esc(p.title)}</div>
<div class="contact">${contacts(p)
    .map(([s, t]) => `<span><span class="sym">${s}</span> ${esc(t)}</span>`)
    .join('<span class="sep"> | </span>')}</div>
${
  p.details.length
    ? `<div class="contact">${details(p)
        .map((t) => `<span>${esc(t)}</span>`)
        .join('<span class="sep"> | </span>')}</div>`
    : ''
}
${head(L.profile)}<p>${esc(p.summary)}</p>
${head(L.exp)}${p.jobs.map((j) => e(j.org, j.place, j.role, j.dates, j.bullets)).join('')}
${head(L.edu)}${p.education.map((x) => e(x.school, x.place, x.degree, x.dates, [])).join('')}
${head(L.skills)}<div class="sk"><b>Tools</b><div>${esc(p.skills.join(', '))}</div>${p.extra.length ? `<b>${esc(L.other)}</b><div>${esc(p.extra.join(' · '))}</div>` : ''}</div>`;
  return { html: page(css, body, p.language) };
}

// ---------------------------------------------------------------- docs-export: a word-processor export
function docsExport(p, { accent }) {
  const L = labelsOf(p);
  const css = `body { font-family: 'Nimbus Roman', serif; font-size: 11pt; padding: 20mm 22mm; color: #111; }
.top { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 3px solid ${accent}; padding-bottom: 6px; }
h1 { font-size: 28pt; margin: 0; font-weight: 400; }
.title { font-family: 'Nimbus Sans'; font-size: 10pt; color: ${accent}; text-transform: uppercase; letter-spacing: 2px; }
.c { font-family: 'Nimbus Sans'; font-size: 8.8pt; text-align: right; line-height: 1.45; max-width: 78mm; }
h3 { font-family: 'Nimbus Sans'; font-size: 10pt; letter-spacing: 1.5px; color: ${accent}; text-transform: uppercase; margin: 14px 0 4px; }
.j { margin-bottom: 6px; } .j b { font-size: 11.5pt; } .j .d { font-family: 'Nimbus Sans'; font-size: 8.5pt; color: #666; }
li { margin-bottom: 1px; }`;
  const body = `<div class="top"><div><h1>${esc(displayName(p))}</h1><div class="title">${esc(p.title)}</div></div>
<div class="c">${contacts(p, { glyphs: false })
    .map(([, t]) => esc(t))
    .join('<br>')}${p.details.map((d) => `<br>${esc(`${d.label}: ${d.value}`)}`).join('')}</div></div>
<p>${esc(p.summary)}</p>
<h3>${esc(L.exp)}</h3>${p.jobs
    .map(
      (j) =>
        `<div class="j"><b>${esc(j.org)}</b>, ${esc(j.place)} — <i>${esc(j.role)}</i><br><span class="d">${esc(j.dates.toUpperCase())}</span>${ul(j.bullets)}</div>`,
    )
    .join('')}
<h3>${esc(L.edu)}</h3>${p.education.map((x) => `<div class="j"><b>${esc(x.school)}</b>, ${esc(x.place)} — <i>${esc(x.degree)}</i><br><span class="d">${esc(x.dates)}</span></div>`).join('')}
<h3>${esc(L.skills)}</h3><p>${esc(p.skills.join(' • '))}</p>
${p.extra.length ? `<h3>${esc(L.other)}</h3>${ul(p.extra)}` : ''}`;
  return { html: page(css, body, p.language) };
}

// ---------------------------------------------------------------- profile-pdf: a networking site's "Save to PDF"
function profilePdf(p) {
  const months = (d) =>
    /present|now|heute|atual|Present/i.test(d) ? ` (${3 + (d.length % 6)} years ${d.length % 11} months)` : '';
  const css = `body { font-family: 'DejaVu Sans', sans-serif; font-size: 9pt; color: #181818; display: grid; grid-template-columns: 62mm 1fr; min-height: 297mm; }
.side { background: #e9eef3; padding: 14mm 6mm 10mm 9mm; font-size: 8.5pt; line-height: 1.4; word-wrap: break-word; }
.side h4 { font-size: 10.5pt; margin: 12px 0 4px; color: #000; }
.side .k { color: #5e6d7b; }
.main { padding: 14mm 12mm 10mm 10mm; }
h1 { font-size: 22pt; margin: 0; font-weight: 500; }
.hl { font-size: 11pt; margin: 3px 0; } .loc { color: #666; font-size: 9pt; }
h2 { font-size: 13pt; margin: 16px 0 6px; font-weight: 500; }
.org { font-size: 10.5pt; margin-top: 8px; } .role { font-size: 10pt; } .dt, .pl { color: #666; }`;
  const side = `<h4>Contact</h4>
<div>${esc(p.email)}</div><div>${esc(p.phone)} <span class="k">(Mobile)</span></div>
${p.links.map((l) => `<div>${esc(l.glyph ? l.value : linkText(l))} <span class="k">(${esc(l.glyph ?? (l.kind === 'domain' ? 'Personal' : 'LinkedIn'))})</span></div>`).join('')}
<h4>Top Skills</h4>${p.skills
    .slice(0, 3)
    .map((s) => `<div>${esc(s)}</div>`)
    .join('')}
${p.extra.length ? `<h4>Honors-Awards</h4>${p.extra.map((s) => `<div>${esc(s)}</div>`).join('')}` : ''}`;
  const main = `<h1>${esc(displayName(p))}</h1><div class="hl">${esc(p.title)} at ${esc(p.jobs[0].org)}</div><div class="loc">${esc(p.address)}</div>
<h2>Summary</h2><p>${esc(p.summary)}</p>
<h2>Experience</h2>${p.jobs
    .map(
      (j) =>
        `<div class="org">${esc(j.org)}</div><div class="role">${esc(j.role)}</div><div class="dt">${esc(j.dates)}${months(j.dates)}</div><div class="pl">${esc(j.place)}</div><p>${esc(j.bullets.join(' '))}</p>`,
    )
    .join('')}
<h2>Education</h2>${p.education.map((x) => `<div class="org">${esc(x.school)}</div><div class="role">${esc(x.degree)} · (${esc(x.dates)})</div>`).join('')}`;
  return { html: page(css, `<div class="side">${side}</div><div class="main">${main}</div>`, p.language) };
}

// ---------------------------------------------------------------- portal: a job portal's printable profile
function portal(p, { accent }) {
  const L = labelsOf(p);
  const css = `body { font-family: 'Noto Sans', sans-serif; font-size: 9pt; color: #222; padding: 10mm 12mm; }
.bar { background: ${accent}; color: #fff; padding: 6px 10px; font-size: 8pt; display: flex; justify-content: space-between; }
.hd { padding: 10px 0; border-bottom: 1px solid #ccc; }
.nm { font-size: 17pt; font-weight: 700; } .upd { font-size: 8pt; color: #888; font-weight: 400; }
table { border-collapse: collapse; width: 100%; margin-top: 8px; }
td { border: 1px solid #ddd; padding: 4px 6px; vertical-align: top; } td.k { width: 42mm; background: #f6f6f6; color: #555; }
h3 { font-size: 10.5pt; margin: 12px 0 2px; color: ${accent}; }`;
  const rows = [
    ['Current Designation', p.title],
    ['Current Company', p.jobs[0].org],
    ['Current Location', p.address],
    ['Mobile', p.phone],
    ['Email', p.email],
    ...p.links.map((l) => [l.glyph ?? 'Profile', l.value]),
    ['Key Skills', p.skills.join(', ')],
    ...p.details.map((d) => [d.label, d.value]),
  ];
  // The portal prints the name and the "updated" stamp in adjacent inline boxes: no space between.
  const body = `<div class="bar"><span>Candidate Profile · ID ${(p.key.length * 7919 + 4813) % 100000}</span><span>Printed 14-Nov-2026</span></div>
<div class="hd"><span class="nm">${esc(displayName(p))}</span><span class="upd">Updated 12 Nov 2026</span><div>${esc(p.summary)}</div></div>
<table>${rows.map(([k, v]) => `<tr><td class="k">${esc(k)}</td><td>${esc(v)}</td></tr>`).join('')}</table>
<h3>Employment History</h3>${p.jobs.map((j) => `<p><b>${esc(j.role)}</b> at ${esc(j.org)}, ${esc(j.place)}<br>${esc(j.dates)}<br>${esc(j.bullets.join(' '))}</p>`).join('')}
<h3>${esc(L.edu)}</h3>${p.education.map((x) => `<p>${esc(x.degree)} — ${esc(x.school)}, ${esc(x.place)} (${esc(x.dates)})</p>`).join('')}
${p.extra.length ? `<h3>${esc(L.other)}</h3>${ul(p.extra)}` : ''}`;
  return { html: page(css, body, p.language) };
}

// ---------------------------------------------------------------- infographic: skill bars, icons, dark side
function infographic(p, { accent }) {
  const L = labelsOf(p);
  const given = p.name.full.replace(p.name.family, '').trim();
  const css = `body { font-family: 'URW Gothic', sans-serif; font-size: 9pt; display: grid; grid-template-columns: 70mm 1fr; min-height: 297mm; }
.side { background: #23303d; color: #e8edf2; padding: 12mm 7mm; }
.ph { width: 34mm; height: 34mm; border-radius: 50%; background: #5a6a7a; margin: 0 auto 8mm; }
.side h4 { color: ${accent}; background: #e8edf2; padding: 2px 6px; font-size: 9.5pt; letter-spacing: 2px; text-transform: uppercase; margin: 14px 0 6px; }
.ci { display: grid; grid-template-columns: 6mm 1fr; margin-bottom: 4px; word-break: break-word; }
.sym { font-family: 'Noto Sans Symbols2', 'DejaVu Sans'; color: #9fb3c8; }
.bar { height: 5px; background: #4a5a6a; margin: 2px 0 6px; } .bar i { display: block; height: 5px; background: #e8edf2; }
.main { padding: 14mm 10mm 10mm 9mm; }
.n1, .n2 { font-size: 28pt; line-height: 1; text-transform: uppercase; }
.n1 { font-weight: 300; } .n2 { font-weight: 700; color: ${accent}; }
.tt { letter-spacing: 3px; text-transform: uppercase; font-size: 9pt; margin: 6px 0 12px; color: #555; }
h3 { text-transform: uppercase; letter-spacing: 2px; font-size: 11pt; border-left: 4px solid ${accent}; padding-left: 6px; margin: 14px 0 6px; }
.tl { border-left: 1px dashed #aaa; padding-left: 8px; margin-left: 3px; margin-bottom: 8px; }
.tl .d { font-size: 8pt; color: ${accent}; font-weight: 700; }`;
  const side = `<div class="ph"></div><h4>${esc(L.contact)}</h4>
${contacts(p)
  .map(([s, t]) => `<div class="ci"><span class="sym">${s}</span><span>${esc(t)}</span></div>`)
  .join('')}
${details(p)
  .map((t) => `<div class="ci"><span class="sym">•</span><span>${esc(t)}</span></div>`)
  .join('')}
<h4>${esc(L.skills)}</h4>${p.skills.map((s, i) => `<div>${esc(s)}</div><div class="bar"><i style="width:${95 - ((i * 13) % 40)}%"></i></div>`).join('')}`;
  const main = `<div class="n1">${esc(given)}</div><div class="n2">${esc(p.name.family)}</div><div class="tt">${esc(p.title)}</div>
<p>${esc(p.summary)}</p><h3>${esc(L.exp)}</h3>${p.jobs
    .map(
      (j) =>
        `<div class="tl"><div class="d">${esc(j.dates)}</div><b>${esc(j.role)}</b><br>${esc(j.org)} · ${esc(j.place)}${ul(j.bullets)}</div>`,
    )
    .join('')}
<h3>${esc(L.edu)}</h3>${p.education.map((x) => `<div class="tl"><div class="d">${esc(x.dates)}</div><b>${esc(x.degree)}</b><br>${esc(x.school)}, ${esc(x.place)}</div>`).join('')}
${p.extra.length ? `<h3>${esc(L.other)}</h3>${ul(p.extra)}` : ''}`;
  return { html: page(css, `<div class="side">${side}</div><div class="main">${main}</div>`, p.language) };
}

// ---------------------------------------------------------------- letter-cv: a cover letter, then the resume
const RECIPIENT = {
  en: 'Ms. Harriet Quenneville, Talent Acquisition',
  fr: 'Mme Solange Perrenoud, Responsable RH',
  es: 'Lic. Verónica Zambrano Ortiz, Recursos Humanos',
};
function letterCv(p, { accent }) {
  const L = labelsOf(p);
  const to = RECIPIENT[p.language] ?? RECIPIENT.en;
  const css = `body { font-family: 'P052', serif; font-size: 10.5pt; color: #1a1a1a; }
.pg { padding: 22mm 24mm; height: 297mm; page-break-after: always; }
.pg:last-child { page-break-after: auto; height: auto; }
.snd { text-align: right; font-size: 9.5pt; line-height: 1.4; }
.sig { font-family: 'Z003', cursive; font-size: 24pt; color: ${accent}; margin: 6px 0 0; }
h1 { font-size: 20pt; margin: 0 0 2px; color: ${accent}; } h3 { font-size: 11pt; border-bottom: 1px solid ${accent}; margin: 12px 0 4px; }
.cl { font-size: 9pt; color: #444; }`;
  const letter = `<div class="pg"><div class="snd">${esc(displayName(p))}<br>${esc(p.address)}<br>${esc(p.phone)}<br>${esc(p.email)}</div>
<p>${esc(p.jobs[0].place)}, 3 November 2026</p><p>${esc(to)}</p>
<p>${esc(L.letter)}</p>
<p>${esc(p.summary)}</p>
<p>${esc(`${p.jobs[0].bullets[0]} ${p.jobs[1]?.bullets[0] ?? ''}`)}</p>
<p>${esc(L.regards)}</p><div class="sig">${esc(p.nick ?? p.name.given)}</div><div>${esc(displayName(p))} · ${esc(p.phone)}</div></div>`;
  const cv = `<div class="pg"><h1>${esc(displayName(p))}</h1><div class="cl">${esc([p.title, p.email, p.phone, ...details(p)].join(' — '))}</div>
<h3>${esc(L.exp)}</h3>${p.jobs.map((j) => `<p><b>${esc(j.role)}</b>, ${esc(j.org)} (${esc(j.place)}), ${esc(j.dates)}</p>${ul(j.bullets)}`).join('')}
<h3>${esc(L.edu)}</h3>${p.education.map((x) => `<p>${esc(x.dates)} — ${esc(x.degree)}, ${esc(x.school)}, ${esc(x.place)}</p>`).join('')}
<h3>${esc(L.skills)}</h3><p>${esc(p.skills.join(', '))}</p>${p.extra.length ? ul(p.extra) : ''}</div>`;
  return { html: page(css, letter + cv, p.language), others: [to.split(',')[0]] };
}

// ---------------------------------------------------------------- ats: plain text-like
function ats(p, { scan } = {}) {
  const L = labelsOf(p);
  const css = `body { font-family: 'Nimbus Sans', Arial, sans-serif; font-size: ${scan ? 10.5 : 10}pt; padding: 16mm 18mm; color: #000; }
.nm { font-size: 15pt; font-weight: 700; } h4 { font-size: 10.5pt; margin: 12px 0 3px; }
p { margin: 2px 0; } ul { list-style: '- '; }`;
  const body = `<div class="nm">${esc(p.name.full.toUpperCase())}</div>
<p>${esc(p.address)} | ${esc(p.phone)} | ${esc(p.email)}${p.links.map((l) => ` | ${esc(l.value)}`).join('')}</p>
<h4>${esc(L.profile.toUpperCase())}</h4><p>${esc(p.summary)}</p>
<h4>${esc(L.exp.toUpperCase())}</h4>${p.jobs.map((j) => `<p><b>${esc(j.role)}</b>, ${esc(j.org)} — ${esc(j.place)}</p><p>${esc(j.dates)}</p>${ul(j.bullets)}`).join('')}
<h4>${esc(L.edu.toUpperCase())}</h4>${p.education.map((x) => `<p>${esc(x.degree)}, ${esc(x.school)}, ${esc(x.place)}, ${esc(x.dates)}</p>`).join('')}
<h4>${esc(L.skills.toUpperCase())}</h4><p>${esc(p.skills.join(', '))}</p>
${
  p.details.length
    ? `<h4>${esc(L.personal.toUpperCase())}</h4>${details(p)
        .map((t) => `<p>${esc(t)}</p>`)
        .join('')}`
    : ''
}
${p.extra.length ? `<h4>${esc(L.other.toUpperCase())}</h4>${ul(p.extra)}` : ''}
${p.referees?.length && !scan ? `<h4>${esc(L.refs.toUpperCase())}</h4>${p.referees.map((r) => `<p>${esc(r.name)}, ${esc(r.title)}, ${esc(r.phone)}</p>`).join('')}` : ''}`;
  return { html: page(css, body, p.language) };
}

// ---------------------------------------------------------------- academic: publications, referees
function academic(p, { accent }) {
  const L = labelsOf(p);
  const [me1, me2] = [`${p.name.family}, ${p.name.given[0]}.`, `${p.name.given[0]}. ${p.name.family}`];
  const pub = (s) =>
    esc(s)
      .replace(/\{me1\}/g, `<b>${esc(me1)}</b>`)
      .replace(/\{me2\}/g, `<b>${esc(me2)}</b>`)
      .replace(/\{([^}]+)\}/g, '$1');
  const css = `body { font-family: 'C059', serif; font-size: 10pt; padding: 18mm 20mm; color: #111; }
h1 { font-size: 18pt; margin: 0; font-variant: small-caps; } .sub { color: #444; margin: 2px 0 10px; font-size: 9.5pt; }
h2 { font-size: 11pt; font-variant: small-caps; color: ${accent}; border-bottom: 0.5px solid #999; margin: 14px 0 5px; }
.r { display: grid; grid-template-columns: 30mm 1fr; column-gap: 6px; margin-bottom: 4px; } .r .d { color: #555; }
ol { padding-left: 18px; } ol li { margin-bottom: 4px; }
.refs { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; font-size: 9.2pt; }`;
  const body = `<h1>${esc(p.name.full)}</h1><div class="sub">${esc(p.title)} · ${esc(p.address)}<br>${esc(p.email)} · ${esc(p.phone)}${p.links.map((l) => ` · ${esc(l.value)}`).join('')}</div>
${p.details.length ? `<div class="sub">${esc(details(p).join('; '))}</div>` : ''}
<h2>Research interests</h2><p>${esc(p.summary)}</p>
<h2>Appointments</h2>${p.jobs.map((j) => `<div class="r"><span class="d">${esc(j.dates)}</span><span><b>${esc(j.role)}</b>, ${esc(j.org)}, ${esc(j.place)}. ${esc(j.bullets.join(' '))}</span></div>`).join('')}
<h2>${esc(L.edu)}</h2>${p.education.map((x) => `<div class="r"><span class="d">${esc(x.dates)}</span><span>${esc(x.degree)}, ${esc(x.school)}, ${esc(x.place)}</span></div>`).join('')}
<h2>Selected publications</h2><ol>${(p.pubs ?? []).map((s) => `<li>${pub(s)}</li>`).join('')}</ol>
<h2>Skills and awards</h2><p>${esc(p.skills.join(', '))}</p>${ul(p.extra)}
<h2>${esc(L.refs)}</h2><div class="refs">${(p.referees ?? []).map((r) => `<div><b>${esc(r.name)}</b><br>${esc(r.title)}<br>Tel. ${esc(r.phone)}${r.email ? `<br>${esc(r.email)}` : ''}</div>`).join('')}</div>`;
  return { html: page(css, body, p.language), variants: [me1, me2] };
}

// ---------------------------------------------------------------- rirekisho: a Japanese 履歴書 form
function rirekisho(p) {
  const css = `body { font-family: 'Noto Sans CJK JP', sans-serif; font-size: 9.5pt; padding: 12mm 14mm; color: #000; }
h1 { font-size: 18pt; letter-spacing: 10px; margin: 0 0 4px; display: inline-block; } .dt { float: right; font-size: 9pt; margin-top: 10px; }
table { border-collapse: collapse; width: 100%; margin-bottom: 6px; } td, th { border: 1px solid #000; padding: 3px 6px; vertical-align: top; }
th { font-weight: 400; width: 22mm; background: #fafafa; } .kana { font-size: 8pt; } .nm { font-size: 18pt; letter-spacing: 4px; }
.photo { width: 30mm; height: 40mm; border: 1px dashed #000; text-align: center; font-size: 7.5pt; vertical-align: middle; }
.y { width: 16mm; text-align: center; } .m { width: 10mm; text-align: center; }`;
  const [ys] = [(s) => s.split('–')[0].trim()];
  const hist = [
    ['', '', '学歴'],
    ...p.education.flatMap((x) => [
      [ys(x.dates).replace(/年.*/, ''), '4', `${x.school} ${x.degree.replace(' 卒業', '')} 入学`],
      [x.dates.split('–')[1].trim().replace(/年.*/, ''), '3', `${x.school} ${x.degree}`],
    ]),
    ['', '', '職歴'],
    ...p.jobs.flatMap((j) => [
      [ys(j.dates).replace(/年.*/, ''), ys(j.dates).replace(/.*年|月.*/g, ''), `${j.org} 入社（${j.role}）`],
      ...j.bullets.map((b) => ['', '', b]),
    ]),
    ['', '', '現在に至る'],
    ['', '', '以上'],
  ];
  const dt = p.details;
  const body = `<h1>履 歴 書</h1><span class="dt">2026年11月20日現在</span>
<table><tr><th>ふりがな</th><td class="kana">${esc(p.kana)}</td><td class="photo" rowspan="3">写真を貼る位置<br>縦 36〜40mm<br>横 24〜30mm</td></tr>
<tr><th>氏名</th><td class="nm">${esc(p.name.full)}</td></tr>
<tr><th>生年月日</th><td>${esc(dt[0].value)}（${esc(dt[2].value)}） ${esc(dt[1].label)}：${esc(dt[1].value)}</td></tr></table>
<table><tr><th>現住所</th><td>${esc(p.address)}</td></tr><tr><th>電話</th><td>${esc(p.phone)}</td></tr><tr><th>E-mail</th><td>${esc(p.email)}</td></tr></table>
<table><tr><th class="y">年</th><th class="m">月</th><th style="width:auto">学歴・職歴</th></tr>${hist
    .map(
      ([y, m, t]) =>
        `<tr><td class="y">${esc(y)}</td><td class="m">${esc(m)}</td><td${y || m ? '' : ' style="text-align:center"'}>${esc(t)}</td></tr>`,
    )
    .join('')}</table>
<table><tr><th>免許・資格</th><td>${p.skills.map(esc).join('<br>')}</td></tr>
<tr><th>志望動機</th><td>${esc(p.summary)} 貴社の連結決算体制の強化に貢献したいと考えております。</td></tr>
<tr><th>本人希望</th><td>貴社規定に従います。</td></tr></table>`;
  return { html: page(css, body, 'ja') };
}

// ---------------------------------------------------------------- canva: a two-column design, split spaced name
function canva(p, { accent }) {
  const L = labelsOf(p);
  const given = p.name.full.replace(p.name.family, '').trim();
  const css = `body { font-family: 'URW Bookman', serif; font-size: 8.8pt; color: #2b2b2b; padding: 0; }
.hd { background: #f3ebe3; padding: 16mm 16mm 8mm; }
.n { font-family: 'URW Gothic'; font-size: 30pt; letter-spacing: 0.42em; line-height: 1.05; text-transform: uppercase; }
.t { letter-spacing: 0.3em; font-size: 8.5pt; text-transform: uppercase; color: ${accent}; margin-top: 8px; }
.cols { display: grid; grid-template-columns: 58mm 1fr; gap: 8mm; padding: 8mm 16mm; }
h5 { font-family: 'URW Gothic'; letter-spacing: 0.25em; font-size: 9pt; text-transform: uppercase; border-bottom: 1px solid ${accent}; padding-bottom: 2px; margin: 12px 0 6px; }
.small { font-size: 8.2pt; line-height: 1.5; word-break: break-word; }
.j { margin-bottom: 7px; } .j .d { font-style: italic; color: #777; }`;
  const body = `<div class="hd"><div class="n">${esc(given)}<br>${esc(p.name.family)}</div><div class="t">${esc(p.title)}</div></div>
<div class="cols"><div><h5>${esc(L.contact)}</h5><div class="small">${contacts(p, { glyphs: false })
    .map(([, t]) => esc(t))
    .join('<br>')}${details(p)
    .map((t) => `<br>${esc(t)}`)
    .join('')}</div>
<h5>${esc(L.edu)}</h5>${p.education.map((x) => `<div class="small"><b>${esc(x.degree)}</b><br>${esc(x.school)}<br>${esc(x.place)} · ${esc(x.dates)}</div>`).join('<br>')}
<h5>${esc(L.skills)}</h5><div class="small">${p.skills.map(esc).join('<br>')}</div></div>
<div><h5>${esc(L.profile)}</h5><p>${esc(p.summary)}</p><h5>${esc(L.exp)}</h5>${p.jobs
    .map(
      (j) =>
        `<div class="j"><b>${esc(j.role)}</b><br>${esc(j.org)} — ${esc(j.place)}<br><span class="d">${esc(j.dates)}</span>${ul(j.bullets)}</div>`,
    )
    .join('')}${p.extra.length ? `<h5>${esc(L.other)}</h5>${ul(p.extra)}` : ''}</div></div>`;
  const spaced = (s) => s.toUpperCase().split('').join(' ');
  return { html: page(css, body, p.language), variants: [spaced(given), spaced(p.name.family)] };
}

// ---------------------------------------------------------------- europass: labels left, content right
const EURO = {
  de: ['Angaben zur Person', 'Berufserfahrung', 'Schul- und Berufsbildung', 'Persönliche Fähigkeiten'],
  es: ['Información personal', 'Experiencia profesional', 'Educación y formación', 'Competencias personales'],
  sk: ['Osobné údaje', 'Prax', 'Vzdelávanie a príprava', 'Osobné zručnosti'],
  en: ['Personal information', 'Work experience', 'Education and training', 'Personal skills'],
};
function europass(p) {
  const [pi, we, et, ps] = EURO[p.language] ?? EURO.en;
  const css = `body { font-family: 'DejaVu Sans', sans-serif; font-size: 8.6pt; padding: 12mm 12mm 12mm 8mm; color: #3f3a36; }
.logo { color: #0e4194; font-size: 16pt; font-weight: 700; margin-bottom: 8px; }
.row { display: grid; grid-template-columns: 52mm 1fr; column-gap: 6mm; margin-bottom: 5px; }
.lab { text-align: right; color: #0e4194; font-size: 8pt; text-transform: uppercase; }
.sec { border-bottom: 1px solid #0e4194; margin: 12px 0 6px; }
.nm { font-size: 14pt; color: #0e4194; }`;
  const row = (l, v) => `<div class="row"><div class="lab">${esc(l)}</div><div>${v}</div></div>`;
  const sec = (t) => `<div class="row sec"><div class="lab"><b>${esc(t)}</b></div><div></div></div>`;
  const body = `<div class="logo">europass</div>${sec(pi)}${row('', `<span class="nm">${esc(p.name.full)}</span>`)}
${row('⌂', esc(p.address))}${row('☎', esc(p.phone))}${row('✉', esc(p.email))}
${p.details.map((d) => row(d.label, esc(d.value))).join('')}
${sec(we)}${p.jobs.map((j) => row(j.dates, `<b>${esc(j.role)}</b><br>${esc(j.org)}, ${esc(j.place)}${ul(j.bullets)}`)).join('')}
${sec(et)}${p.education.map((x) => row(x.dates, `<b>${esc(x.degree)}</b><br>${esc(x.school)}, ${esc(x.place)}`)).join('')}
${sec(ps)}${row(labelsOf(p).skills, esc(p.skills.join(', ')))}${p.extra.length ? row(labelsOf(p).other, esc(p.extra.join('; '))) : ''}`;
  return { html: page(css, body, p.language) };
}

// ---------------------------------------------------------------- icons: one column, handles without URLs
function icons(p, { accent }) {
  const L = labelsOf(p);
  const css = `body { font-family: 'Noto Sans', sans-serif; font-size: 9.4pt; padding: 15mm 17mm; color: #222; }
h1 { font-size: 24pt; margin: 0; color: ${accent}; font-weight: 600; } .ti { font-size: 11pt; color: #555; }
.ic { display: flex; flex-wrap: wrap; gap: 4px 14px; margin: 8px 0 6px; font-size: 8.6pt; }
.sym { font-family: 'Noto Sans Symbols2', 'DejaVu Sans'; color: ${accent}; margin-right: 3px; }
h2 { font-size: 10.5pt; color: ${accent}; margin: 14px 0 4px; } h2::before { content: '▍'; }
.j { display: flex; justify-content: space-between; margin-top: 6px; } .j .d { color: #777; font-size: 8.5pt; white-space: nowrap; }`;
  const hs = p.links.map((l) =>
    l.kind === 'handle'
      ? [l.value.startsWith('@') ? '✦' : '⌥', l.value]
      : l.kind === 'domain'
        ? ['⊕', l.value]
        : ['⛓', l.value.replace(/^[a-z.]+\.(com|net|org)\//, '')],
  );
  const items = [['✉', p.email], ['☏', p.phone], ['⌖', p.addressShort ?? p.address], ...hs];
  const shownLinks = hs.map(([, v]) => v);
  const body = `<h1>${esc(displayName(p))}</h1><div class="ti">${esc(p.title)}</div>
<div class="ic">${items.map(([s, t]) => `<span><span class="sym">${s}</span>${esc(t)}</span>`).join('')}</div>
<p>${esc(p.summary)}</p><h2>${esc(L.exp)}</h2>${p.jobs
    .map(
      (j) =>
        `<div class="j"><span><b>${esc(j.role)}</b> · ${esc(j.org)} · ${esc(j.place)}</span><span class="d">${esc(j.dates)}</span></div>${ul(j.bullets)}`,
    )
    .join('')}
<h2>${esc(L.edu)}</h2>${p.education.map((x) => `<div class="j"><span><b>${esc(x.degree)}</b> · ${esc(x.school)} · ${esc(x.place)}</span><span class="d">${esc(x.dates)}</span></div>`).join('')}
<h2>${esc(L.skills)}</h2><p>${esc(p.skills.join('  ·  '))}</p>${p.extra.length ? `<h2>${esc(L.other)}</h2>${ul(p.extra)}` : ''}
${
  p.pubs
    ? `<h2>${esc(L.pubs)}</h2>${ul(
        p.pubs.map((s) =>
          s
            .replace(/\{me1\}/g, `${p.name.family}, ${p.name.given[0]}.`)
            .replace(/\{me2\}/g, `${p.name.given[0]}. ${p.name.family}`)
            .replace(/[{}]/g, ''),
        ),
      )}`
    : ''
}`;
  return { html: page(css, body, p.language), links: shownLinks };
}

// ---------------------------------------------------------------- word2p: two pages, name and page in a footer
function word2p(p, { accent }) {
  const L = labelsOf(p);
  const css = `body { font-family: 'DejaVu Serif', serif; font-size: 10pt; padding: 4mm 20mm 0; color: #000; line-height: 1.35; }
h1 { text-align: center; font-size: 17pt; margin: 0; letter-spacing: 1px; } .c { text-align: center; font-size: 9pt; }
h3 { font-size: 10.5pt; background: #e7e7e7; padding: 2px 5px; margin: 14px 0 5px; border-left: 3px solid ${accent}; }
table.pd td { padding: 1px 8px 1px 0; } .brk { page-break-before: always; }`;
  const body = `<h1>${esc(displayName(p).toUpperCase())}</h1><div class="c">${esc(p.address)}<br>${esc(p.phone)} · ${esc(p.email)}</div>
<h3>${esc(L.profile)}</h3><p>${esc(p.summary)} ${esc(p.summary)}</p>
<h3>${esc(L.exp)}</h3>${p.jobs.map((j) => `<p><b>${esc(j.role)}</b><br>${esc(j.org)}, ${esc(j.place)} | ${esc(j.dates)}</p>${ul(j.bullets)}`).join('')}
<h3>${esc(L.edu)}</h3>${p.education.map((x) => `<p>${esc(x.degree)}<br>${esc(x.school)}, ${esc(x.place)} (${esc(x.dates)})</p>`).join('')}
<div class="brk"></div><h3>${esc(L.skills)}</h3>${ul(p.skills)}
${p.extra.length ? `<h3>${esc(L.other)}</h3>${ul(p.extra)}` : ''}
${p.details.length || p.fatherName ? `<h3>${esc(L.personal)}</h3><table class="pd">${[...(p.fatherName ? [["Father's Name", p.fatherName]] : []), ...p.details.map((d) => [d.label, d.value])].map(([k, v]) => `<tr><td>${esc(k)}</td><td>: ${esc(v)}</td></tr>`).join('')}</table>` : ''}
${p.referees?.length ? `<h3>${esc(L.refs)}</h3>${p.referees.map((r) => `<p><b>${esc(r.name)}</b><br>${esc(r.title)}<br>${esc(r.phone)}</p>`).join('')}` : ''}
<p style="margin-top:14px">I hereby declare that the above information is true to the best of my knowledge.</p>`;
  const nm = displayName(p);
  return {
    html: page(css, body, p.language),
    footer: {
      template: `<div style="font-size:8px;font-family:'DejaVu Serif';width:100%;padding:0 20mm;display:flex;justify-content:space-between"><span>${esc(nm)} – Curriculum Vitae</span><span>${esc(
        L.page('<span class="pageNumber"></span>', '<span class="totalPages"></span>'),
      )
        .replaceAll('&lt;', '<')
        .replaceAll('&gt;', '>')
        .replaceAll('&quot;', '"')}</span></div>`,
      text: (i, n) => [`${nm} – Curriculum Vitae`, L.page(i, n)],
    },
  };
}

// ---------------------------------------------------------------- writer: flat ODF for LibreOffice (DOCX, PDF)
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
function writer(p, { accent }) {
  const L = labelsOf(p);
  const font = p.language === 'ja' ? 'Noto Sans CJK JP' : p.key.length % 2 ? 'C059' : 'Nimbus Sans';
  const P = (s, t) => `<text:p text:style-name="${s}">${esc(t)}</text:p>`;
  const lines = [];
  const add = (s, t) => {
    lines.push(t);
    return P(s, t);
  };
  const cell = (content) =>
    `<table:table-cell table:style-name="C" office:value-type="string">${content}</table:table-cell>`;
  const nm = displayName(p);
  const head = `<table:table table:name="Head" table:style-name="T"><table:table-column table:style-name="TA"/><table:table-column table:style-name="TB"/><table:table-row>${cell(
    add('Name', nm) + add('Sub', p.title),
  )}${cell([p.address, p.phone, p.email, ...p.links.map((l) => l.value), ...details(p)].map((t) => add('Right', t)).join(''))}</table:table-row></table:table>`;
  const bl = (items) =>
    items.length
      ? `<text:list text:style-name="B">${items.map((b) => `<text:list-item>${add('Body', b)}</text:list-item>`).join('')}</text:list>`
      : '';
  const body = [
    head,
    add('H', L.profile),
    add('Body', p.summary),
    add('H', L.exp),
    ...p.jobs.map((j) => add('E', `${j.role} — ${j.org}, ${j.place}`) + add('Meta', j.dates) + bl(j.bullets)),
    add('H', L.edu),
    ...p.education.map((x) => add('E', `${x.degree} — ${x.school}, ${x.place}`) + add('Meta', x.dates)),
    add('H', L.skills),
    bl(p.skills),
    ...(p.extra.length ? [add('H', L.other), bl(p.extra)] : []),
  ].join('\n');
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document ${NS} office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls><style:font-face style:name="${font}" svg:font-family="'${font}'"/></office:font-face-decls>
<office:styles>
<style:default-style style:family="paragraph"><style:text-properties style:font-name="${font}" style:font-name-asian="${font}" fo:font-size="10pt" style:font-size-asian="10pt"/></style:default-style>
<style:style style:name="Name" style:family="paragraph"><style:text-properties fo:font-size="20pt" fo:font-weight="bold" fo:color="${accent}" style:font-size-asian="20pt"/></style:style>
<style:style style:name="Sub" style:family="paragraph"><style:text-properties fo:font-size="11pt" fo:font-style="italic"/></style:style>
<style:style style:name="Right" style:family="paragraph"><style:paragraph-properties fo:text-align="end"/><style:text-properties fo:font-size="8.5pt"/></style:style>
<style:style style:name="H" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.4cm" fo:margin-bottom="0.1cm" fo:border-bottom="0.75pt solid ${accent}" fo:keep-with-next="always"/><style:text-properties fo:font-size="12pt" fo:font-weight="bold" fo:color="${accent}" style:font-weight-asian="bold"/></style:style>
<style:style style:name="E" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.15cm"/><style:text-properties fo:font-weight="bold" style:font-weight-asian="bold"/></style:style>
<style:style style:name="Meta" style:family="paragraph"><style:text-properties fo:color="#555555" fo:font-size="9pt"/></style:style>
<style:style style:name="Body" style:family="paragraph"><style:paragraph-properties fo:text-align="justify"/></style:style>
<style:style style:name="Foot" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8pt" fo:color="#666666"/></style:style>
</office:styles>
<office:automatic-styles>
<style:page-layout style:name="pm"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.5cm" fo:margin-bottom="1cm" fo:margin-left="2.2cm" fo:margin-right="2.2cm"/><style:footer-style><style:header-footer-properties fo:min-height="0.5cm" fo:margin-top="0.3cm"/></style:footer-style></style:page-layout>
<style:style style:name="T" style:family="table"><style:table-properties style:width="16.6cm" table:align="left"/></style:style>
<style:style style:name="TA" style:family="table-column"><style:table-column-properties style:column-width="9cm"/></style:style>
<style:style style:name="TB" style:family="table-column"><style:table-column-properties style:column-width="7.6cm"/></style:style>
<style:style style:name="C" style:family="table-cell"><style:table-cell-properties fo:padding="0.05cm" fo:border="none"/></style:style>
<text:list-style style:name="B"><text:list-level-style-bullet text:level="1" text:bullet-char="▪"><style:list-level-properties text:list-level-position-and-space-mode="label-alignment"><style:list-level-label-alignment text:label-followed-by="listtab" text:list-tab-stop-position="0.6cm" fo:text-indent="-0.4cm" fo:margin-left="0.6cm"/></style:list-level-properties></text:list-level-style-bullet></text:list-style>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm"><style:footer><text:p text:style-name="Foot">${esc(nm)} · ${esc(p.email)} · <text:page-number text:select-page="current">1</text:page-number>/<text:page-count>1</text:page-count></text:p></style:footer></style:master-page></office:master-styles>
<office:body><office:text>
${body}
</office:text></office:body></office:document>
`;
  return { fodt, lines, footerLine: (i, n) => `${nm} · ${p.email} · ${i}/${n}` };
}

export const LAYOUTS = {
  awesomecv,
  'docs-export': docsExport,
  'profile-pdf': profilePdf,
  portal,
  infographic,
  'letter-cv': letterCv,
  ats,
  academic,
  rirekisho,
  canva,
  europass,
  icons,
  word2p,
  writer,
};
