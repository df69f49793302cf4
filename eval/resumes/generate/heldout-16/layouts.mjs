// The templates of held-out part 16, written for this part: each takes a person (./people.mjs) and returns
// the page's HTML (Chromium prints it, or screenshots it for a scan), or for `writer` a flat ODF document
// that LibreOffice turns into PDF, DOCX or DOC. A template may return extra name forms it printed
// (`variants`), other people it named (`others`) and a running footer.

export const esc = (s) =>
  String(s).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const page = (css, body, lang = 'en') => `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><style>
@page { size: A4; margin: 0; }
* { box-sizing: border-box; }
body { margin: 0; -webkit-print-color-adjust: exact; }
${css}
</style></head><body>${body}</body></html>`;

const bullets = (items, cls = '') =>
  items.length ? `<ul class="${cls}">${items.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : '';
const detailsList = (p) => p.details.map((d) => `<div class="det">${esc(d.value)}</div>`).join('');
const extras = (p, h = 'h2') => (p.extra ?? []).map((x) => `<${h}>${esc(x.title)}</${h}>${bullets(x.items)}`).join('');
const refs = (p, h = 'h2') =>
  p.referees?.length
    ? `<${h}>${esc(p.labels.referees)}</${h}>` +
      p.referees
        .map(
          (r) => `<p class="ref"><b>${esc(r.name)}</b><br>${esc(r.title)}, ${esc(r.org)}<br>Tel: ${esc(r.phone)}</p>`,
        )
        .join('')
    : '';
const CJK = '"Noto Sans CJK SC", "Noto Sans CJK JP", "Noto Sans CJK KR", sans-serif';

/** A LaTeX moderncv-like CV: dates in a left column, serif, a rule before each section title. */
function latexcv(p, { accent, scan }) {
  const row = (left, right) => `<div class="row"><div class="l">${left}</div><div class="r">${right}</div></div>`;
  const css = `
body { font-family: "TeX Gyre Pagella", "URW Palladio L", "P052", serif; font-size: ${scan ? 12 : 10.5}pt; color: #222; padding: 16mm 17mm; }
.nm { font-size: 30pt; color: ${accent}; font-weight: normal; margin: 0; }
.nm span { color: #555; }
.hl { font-style: italic; color: #666; font-size: 13pt; margin: 2mm 0 4mm; }
.contact { text-align: right; font-size: 9.5pt; margin-top: -20mm; line-height: 1.5; }
h2 { display: flex; align-items: center; font-weight: normal; color: ${accent}; font-size: 14pt; margin: 6mm 0 2mm; }
h2::before { content: ""; display: inline-block; width: 38mm; height: 2.2mm; background: ${accent}; opacity: .45; margin-right: 4mm; }
.row { display: flex; margin: 1.2mm 0; }
.l { width: 38mm; flex: none; text-align: right; padding-right: 4mm; color: #555; font-size: 9.5pt; }
.r { flex: 1; }
.r i { color: #555; }
ul { margin: .5mm 0 0 0; padding-left: 4mm; }
li { margin: .3mm 0; }
.det { display: inline; }
.det + .det::before { content: " · "; }`;
  const body = `<h1 class="nm">${esc(p.given)} <span>${esc(p.family)}</span></h1>
<div class="hl">${esc(p.headline)}</div>
<div class="contact">${esc(scan ? (p.addressShort ?? p.address) : p.address)}<br>☎ ${esc(p.phone)}<br>✉ ${esc(p.email)}${p.links
    .map((l) => `<br>${esc(l.value)}`)
    .join('')}</div>
${p.summary && !scan ? `<h2>${esc(p.labels.summary)}</h2>${row('', esc(p.summary))}` : ''}
${p.summary && scan ? `<h2>${esc(p.labels.summary)}</h2>${row('', esc(p.summary.split('. ')[0] + '.'))}` : ''}
<h2>${esc(p.labels.experience)}</h2>
${p.jobs.map((j) => row(`${esc(j.from)}–${esc(j.to)}`, `<b>${esc(j.title)}</b>, <i>${esc(j.org)}</i>, ${esc(j.place)}${bullets(j.bullets)}`)).join('')}
<h2>${esc(p.labels.education)}</h2>
${p.education.map((e) => row(esc(e.year), `<b>${esc(e.degree)}</b>, <i>${esc(e.school)}</i>, ${esc(e.place)}`)).join('')}
<h2>${esc(p.labels.skills)}</h2>${row('', esc(p.skills.join(', ')))}
<h2>${esc(p.labels.languages)}</h2>${row('', esc(p.languages.join(' — ')))}
${p.details.length ? `<h2>${esc(p.labels.details)}</h2>${row('', detailsList(p))}` : ''}
${(p.extra ?? []).map((x) => `<h2>${esc(x.title)}</h2>${x.items.map((i) => row('', esc(i))).join('')}`).join('')}`;
  return { html: page(css, body, p.language) };
}

/** Job-portal "download profile" exports (Naukri, StepStone, Catho, OCC, SEEK, Rozee look): a site banner, key-value grid. */
const PORTALS = {
  naukri: { site: 'naukri.com', color: '#275df5', intro: 'Resume Headline', glue: 'Profile' },
  stepstone: { site: 'StepStone', color: '#0c2577', intro: 'Kurzprofil', glue: 'Lebenslauf' },
  catho: { site: 'Catho', color: '#ff5a00', intro: 'Resumo', glue: 'Currículo' },
  occ: { site: 'OCCMundial', color: '#1a4a9c', intro: 'Resumen', glue: 'CV' },
  seek: { site: 'SEEK Profile', color: '#e60278', intro: 'Personal summary', glue: 'Resume' },
  rozee: { site: 'Rozee.pk', color: '#1f8a3b', intro: 'Profile Summary', glue: 'CV' },
};
function portal(p, { accent }) {
  const s = PORTALS[p.portal];
  const upper = p.name.full.toUpperCase();
  const kv = (k, v) => `<tr><th>${esc(k)}</th><td>${v}</td></tr>`;
  const css = `
body { font-family: "DejaVu Sans", "Noto Sans", sans-serif; font-size: 9pt; color: #333; }
.top { background: ${s.color}; color: #fff; padding: 4mm 12mm; font-size: 10pt; display: flex; justify-content: space-between; }
main { padding: 6mm 12mm; }
h1 { font-size: 15pt; margin: 0 0 1mm; letter-spacing: .02em; }
h1 small { font-weight: normal; font-size: 9pt; color: #777; }
.sub { color: ${accent}; font-size: 10.5pt; margin-bottom: 3mm; }
table { border-collapse: collapse; width: 100%; margin: 2mm 0 4mm; }
th { text-align: left; width: 42mm; color: #777; font-weight: normal; padding: 1.2mm 0; vertical-align: top; }
td { padding: 1.2mm 0; border-bottom: 1px solid #eee; }
h2 { font-size: 10.5pt; text-transform: uppercase; color: ${s.color}; border-bottom: 2px solid ${s.color}; padding-bottom: 1mm; margin: 5mm 0 2mm; }
.job { margin-bottom: 3mm; } .job b { font-size: 10pt; } .job .m { color: #777; }
ul { margin: 1mm 0; padding-left: 5mm; }
.foot { margin-top: 8mm; font-size: 7.5pt; color: #999; border-top: 1px solid #ddd; padding-top: 2mm; }`;
  // The export glues the name to the next heading word (a text run with no space between them).
  const body = `<div class="top"><span>${esc(s.site)}</span><span>ID 4471${p.phone.replace(/\D/g, '').slice(-3)}</span></div><main>
<h1>${esc(upper)}<small>${esc(s.glue)}</small></h1>
<div class="sub">${esc(p.headline)}</div>
<table>
${kv('E-mail', esc(p.email))}
${kv('Mobile', esc(p.phone))}
${kv('Address', esc(p.address))}
${p.details.map((d) => kv('', esc(d.value))).join('')}
${p.fatherName ? kv('Father’s Name', esc(p.fatherName)) : ''}
${kv(s.intro, esc(p.summary))}
</table>
<h2>${esc(p.labels.experience)}</h2>
${p.jobs.map((j) => `<div class="job"><b>${esc(j.title)}</b> — ${esc(j.org)}<br><span class="m">${esc(j.place)} | ${esc(j.from)} – ${esc(j.to)}</span>${bullets(j.bullets)}</div>`).join('')}
<h2>${esc(p.labels.education)}</h2>
${p.education.map((e) => `<div class="job"><b>${esc(e.degree)}</b><br><span class="m">${esc(e.school)}, ${esc(e.place)} · ${esc(e.year)}</span></div>`).join('')}
<h2>${esc(p.labels.skills)}</h2><p>${esc(p.skills.join(' | '))}</p>
<h2>${esc(p.labels.languages)}</h2><p>${esc(p.languages.join(', '))}</p>
${extras(p)}
${refs(p)}
<div class="foot">${esc(s.site)} · ${esc(p.name.full)} · exported profile</div></main>`;
  return {
    html: page(css, body, p.language),
    variants: [upper, `${upper}${s.glue}`],
    others: p.fatherName ? [p.fatherName] : [],
  };
}

/** A Canva-like two-column design: name split over two letter-spaced lines, skill bars, a dark side column. */
function canva(p, { accent }) {
  const bar = (s, i) =>
    `<div class="sk"><span>${esc(s)}</span><div class="bar"><div style="width:${55 + ((i * 37) % 45)}%"></div></div></div>`;
  const css = `
body { font-family: "Montserrat", "Carlito", "Liberation Sans", sans-serif; font-size: 9pt; color: #2b2b2b; display: flex; min-height: 297mm; }
aside { width: 68mm; background: ${accent}; color: #fff; padding: 14mm 7mm; }
main { flex: 1; padding: 14mm 10mm; }
.g, .f { text-transform: uppercase; letter-spacing: .35em; line-height: 1.15; }
.g { font-size: 15pt; font-weight: 300; }
.f { font-size: 22pt; font-weight: 700; margin-bottom: 2mm; }
.hl { letter-spacing: .12em; font-size: 8.5pt; text-transform: uppercase; color: #777; margin-bottom: 7mm; }
aside h3 { font-size: 9.5pt; letter-spacing: .2em; text-transform: uppercase; border-bottom: 1px solid rgba(255,255,255,.5); padding-bottom: 1mm; margin: 6mm 0 2mm; }
aside p { margin: 1.2mm 0; word-break: break-word; }
.sk span { display: block; margin-top: 2mm; }
.bar { height: 2mm; background: rgba(255,255,255,.3); border-radius: 1mm; } .bar div { height: 100%; background: #fff; border-radius: 1mm; }
h2 { font-size: 11pt; letter-spacing: .25em; text-transform: uppercase; color: ${accent}; margin: 6mm 0 2mm; }
.job { margin-bottom: 3mm; } .job .t { font-weight: 700; } .job .m { color: #888; font-size: 8pt; }
ul { margin: 1mm 0; padding-left: 4mm; }
.det { margin: 1mm 0; }`;
  const body = `<aside>
<h3>Contact</h3><p>📞 ${esc(p.phone)}</p><p>✉️ ${esc(p.email)}</p><p>📍 ${esc(p.address)}</p>${p.links.map((l) => `<p>🔗 ${esc(l.value)}</p>`).join('')}
<h3>${esc(p.labels.skills)}</h3>${p.skills.map(bar).join('')}
<h3>${esc(p.labels.languages)}</h3>${p.languages.map((l) => `<p>${esc(l)}</p>`).join('')}
${p.details.length ? `<h3>${esc(p.labels.details)}</h3>${detailsList(p)}` : ''}
</aside><main>
<div class="g">${esc(p.given)}</div><div class="f">${esc(p.family)}</div>
<div class="hl">${esc(p.headline)}</div>
<h2>${esc(p.labels.summary)}</h2><p>${esc(p.summary)}</p>
<h2>${esc(p.labels.experience)}</h2>
${p.jobs.map((j) => `<div class="job"><div class="t">${esc(j.title)}</div><div class="m">${esc(j.org)} · ${esc(j.place)} · ${esc(j.from)} – ${esc(j.to)}</div>${bullets(j.bullets)}</div>`).join('')}
<h2>${esc(p.labels.education)}</h2>
${p.education.map((e) => `<div class="job"><div class="t">${esc(e.degree)}</div><div class="m">${esc(e.school)} · ${esc(e.place)} · ${esc(e.year)}</div></div>`).join('')}
${extras(p)}
</main>`;
  return { html: page(css, body, p.language), variants: [p.given, p.family] };
}

/** A LinkedIn "Save to PDF"-like profile: a grey Contact column with bare handles, then the profile. */
function linkedin(p) {
  const css = `
body { font-family: "Liberation Sans", Arial, sans-serif; font-size: 9.5pt; color: #000; display: flex; }
aside { width: 60mm; background: #f3f6f8; padding: 12mm 6mm; min-height: 297mm; color: #333; }
aside h3 { font-size: 11pt; margin: 5mm 0 2mm; }
aside p { margin: 1mm 0; word-break: break-all; }
main { flex: 1; padding: 12mm 10mm; }
h1 { font-size: 22pt; margin: 0; font-weight: normal; }
.hl { font-size: 11pt; margin: 1mm 0; }
.loc { color: #777; margin-bottom: 5mm; }
h2 { font-size: 14pt; font-weight: normal; margin: 5mm 0 2mm; }
.org { font-size: 11pt; margin-top: 3mm; }
.ti { font-weight: bold; } .m { color: #777; }
ul { margin: 1mm 0; padding-left: 4mm; list-style: none; } li::before { content: "- "; }
.pg { color: #aaa; text-align: center; font-size: 8pt; margin-top: 8mm; }`;
  const shortName = p.englishName ?? p.name.full;
  const body = `<aside>
<h3>Contact</h3><p>${esc(p.email)}</p><p>${esc(p.phone)} (Mobile)</p>${p.links.map((l) => `<p>${esc(l.value)}</p>`).join('')}
<h3>Top Skills</h3>${p.skills
    .slice(0, 3)
    .map((s) => `<p>${esc(s)}</p>`)
    .join('')}
<h3>Languages</h3>${p.languages.map((l) => `<p>${esc(l)}</p>`).join('')}
${(p.extra ?? []).map((x) => `<h3>Honors-Awards</h3>${x.items.map((i) => `<p>${esc(i)}</p>`).join('')}`).join('')}
</aside><main>
<h1>${esc(shortName)}</h1><div class="hl">${esc(p.headlineEn ?? p.headline)}</div><div class="loc">${esc(p.addressShort ?? p.address)}</div>
<h2>Summary</h2><p>${esc(p.summaryEn ?? p.summary)}</p>
<h2>Experience</h2>
${(p.jobsEn ?? p.jobs).map((j) => `<div class="org">${esc(j.org)}</div><div class="ti">${esc(j.title)}</div><div class="m">${esc(j.from)} - ${esc(j.to)}</div><div class="m">${esc(j.place)}</div>${bullets(j.bullets)}`).join('')}
<h2>Education</h2>
${(p.educationEn ?? p.education).map((e) => `<div class="org">${esc(e.school)}</div><div>${esc(e.degree)} · (${esc(e.year)})</div>`).join('')}
<div class="pg">Page 1 of 1</div></main>`;
  return { html: page(css, body, 'en'), variants: [shortName] };
}

/** An academic CV: publications with the candidate among co-authors, referees with phones, name and page in the footer. */
function academic(p, { accent }) {
  const css = `
body { font-family: "Liberation Serif", "Times New Roman", serif; font-size: 10.5pt; padding: 0 20mm; line-height: 1.35; }
h1 { font-size: 18pt; text-align: center; margin: 0 0 1mm; font-variant: small-caps; }
.c { text-align: center; font-size: 9.5pt; }
h2 { font-size: 11.5pt; color: ${accent}; border-bottom: 1px solid ${accent}; margin: 5mm 0 2mm; }
.e { display: grid; grid-template-columns: 26mm 1fr; margin: 1mm 0; }
ol { padding-left: 6mm; } ol li { margin: 1.5mm 0; }
.ref { display: inline-block; width: 48%; vertical-align: top; margin: 1mm 0; }
ul { margin: 0; padding-left: 5mm; }`;
  const body = `<h1>${esc(p.name.full)}</h1>
<div class="c">${esc(p.headline)}<br>${esc(p.address)} · ${esc(p.phone)} · ${esc(p.email)} · ${p.links.map((l) => esc(l.value)).join(' · ')}</div>
<h2>${esc(p.labels.summary)}</h2><p>${esc(p.summary)}</p>
<h2>Positions</h2>
${p.jobs.map((j) => `<div class="e"><span>${esc(j.from)}–${esc(j.to)}</span><span><b>${esc(j.title)}</b>, ${esc(j.org)}, ${esc(j.place)}${bullets(j.bullets)}</span></div>`).join('')}
<h2>${esc(p.labels.education)}</h2>
${p.education.map((e) => `<div class="e"><span>${esc(e.year)}</span><span>${esc(e.degree)}, ${esc(e.school)}, ${esc(e.place)}</span></div>`).join('')}
<h2>${esc(p.labels.extra)}</h2><ol>${p.publications.map((x) => `<li>${esc(x)}</li>`).join('')}</ol>
<h2>Skills</h2><p>${esc(p.skills.join('; '))}</p>
<h2>${esc(p.labels.languages)}</h2><p>${esc(p.languages.join(', '))}</p>
${refs(p)}`;
  const footer = {
    template: `<div style="font-size:8pt;width:100%;text-align:center;font-family:serif;color:#555">${esc(p.name.full)} — curriculum vitae — <span class="pageNumber"></span>/<span class="totalPages"></span></div>`,
    text: (i, n) => [`${p.name.full} — curriculum vitae — ${i}/${n}`],
  };
  return { html: page(css, body), footer, variants: [], others: p.coauthors };
}

/** A "modern" one-column resume: icons before contact items, bare handles with no URL, a personal domain. */
function iconic(p, { accent }) {
  const ICON = { email: '✉', phone: '✆', address: '⌂', domain: '🌐', handle: '', link: '🔗' };
  const handleIcon = (v) => (v.startsWith('@') ? '🐦' : '⌥');
  const css = `
body { font-family: "Noto Sans", "DejaVu Sans", sans-serif; font-size: 9.5pt; padding: 13mm 16mm; color: #1d1d1f; }
header { border-left: 3mm solid ${accent}; padding-left: 5mm; }
h1 { font-size: 24pt; margin: 0; font-weight: 800; }
.hl { font-size: 11pt; color: ${accent}; margin: 1mm 0 3mm; }
.ct { display: flex; flex-wrap: wrap; gap: 1.5mm 6mm; font-size: 8.5pt; color: #444; }
h2 { font-size: 10pt; text-transform: uppercase; letter-spacing: .08em; margin: 6mm 0 2mm; color: ${accent}; }
h2::after { content: ""; display: block; height: 1px; background: #ddd; margin-top: 1mm; }
.job { margin: 2.5mm 0; } .hd { display: flex; justify-content: space-between; } .hd b { font-size: 10.5pt; }
.m { color: #666; }
ul { margin: 1mm 0; padding-left: 5mm; } li::marker { content: "▸ "; color: ${accent}; }
.tags span { display: inline-block; border: 1px solid ${accent}; border-radius: 3mm; padding: .5mm 2.5mm; margin: .8mm; font-size: 8.5pt; }
.det { margin: .8mm 0; }`;
  const contact = [
    `<span>${ICON.email} ${esc(p.email)}</span>`,
    `<span>${ICON.phone} ${esc(p.phone)}</span>`,
    `<span>${ICON.address} ${esc(p.address)}</span>`,
    ...p.links.map((l) => `<span>${l.kind === 'handle' ? handleIcon(l.value) : ICON[l.kind]} ${esc(l.value)}</span>`),
  ].join('');
  const body = `<header><h1>${esc(p.name.full)}</h1><div class="hl">${esc(p.headline)}</div><div class="ct">${contact}</div></header>
<h2>${esc(p.labels.summary)}</h2><p>${esc(p.summary)}</p>
<h2>${esc(p.labels.experience)}</h2>
${p.jobs.map((j) => `<div class="job"><div class="hd"><b>${esc(j.title)} · ${esc(j.org)}</b><span class="m">${esc(j.from)} — ${esc(j.to)}</span></div><div class="m">${esc(j.place)}</div>${bullets(j.bullets)}</div>`).join('')}
<h2>${esc(p.labels.skills)}</h2><div class="tags">${p.skills.map((s) => `<span>${esc(s)}</span>`).join(' ')}</div>
<h2>${esc(p.labels.education)}</h2>
${p.education.map((e) => `<div class="job"><div class="hd"><b>${esc(e.degree)}</b><span class="m">${esc(e.year)}</span></div><div class="m">${esc(e.school)}, ${esc(e.place)}</div></div>`).join('')}
<h2>${esc(p.labels.languages)}</h2><p>${esc(p.languages.join(' · '))}</p>
${p.details.length ? `<h2>${esc(p.labels.details)}</h2>${detailsList(p)}` : ''}
${extras(p)}
${refs(p)}`;
  return { html: page(css, body, p.language) };
}

/** A cover letter and the resume in one PDF: the letter signed with the name and phone, then a compact resume. */
function coverletter(p, { accent }) {
  const L = p.letter;
  const css = `
body { font-family: "Carlito", "Calibri", "Liberation Sans", sans-serif; font-size: 10.5pt; }
.pg { padding: 18mm 22mm; min-height: 297mm; page-break-after: always; }
.pg:last-child { page-break-after: auto; }
.from { text-align: right; font-size: 9.5pt; color: #444; }
.to { margin: 8mm 0 6mm; }
.obj { font-weight: bold; margin-bottom: 5mm; }
.pg p { text-align: justify; line-height: 1.45; }
.sig { margin-top: 10mm; }
.r h1 { font-size: 20pt; color: ${accent}; margin: 0; }
.r h2 { font-size: 11pt; background: #f0f0f0; padding: 1mm 2mm; margin: 5mm 0 2mm; }
.r .m { color: #666; }
ul { margin: 1mm 0; padding-left: 5mm; }`;
  const body = `<div class="pg">
<div class="from">${esc(p.name.full)}<br>${esc(p.address)}<br>${esc(p.phone)}<br>${esc(p.email)}</div>
<div class="to">${L.to.map(esc).join('<br>')}</div>
<div>${esc(L.date)}</div>
<div class="obj">${esc(L.subject)}</div>
${L.paragraphs.map((t) => `<p>${esc(t)}</p>`).join('')}
<div class="sig">${esc(L.closing)}<br><br>${esc(L.signature)}<br>${esc(p.phone)}</div>
</div>
<div class="pg r"><h1>${esc(p.name.full)}</h1><div class="m">${esc(p.headline)} · ${esc(p.addressShort ?? p.address)} · ${esc(p.email)}</div>
${p.details.length ? `<p>${p.details.map((d) => esc(d.value)).join(' | ')}</p>` : ''}
<h2>${esc(p.labels.summary)}</h2><p>${esc(p.summary)}</p>
<h2>${esc(p.labels.experience)}</h2>
${p.jobs.map((j) => `<p><b>${esc(j.title)}</b>, ${esc(j.org)} (${esc(j.place)}) <span class="m">${esc(j.from)}–${esc(j.to)}</span></p>${bullets(j.bullets)}`).join('')}
<h2>${esc(p.labels.education)}</h2>
${p.education.map((e) => `<p>${esc(e.degree)} — ${esc(e.school)}, ${esc(e.place)}, ${esc(e.year)}</p>`).join('')}
<h2>${esc(p.labels.skills)}</h2><p>${esc(p.skills.join(', '))}</p>
<h2>${esc(p.labels.languages)}</h2><p>${esc(p.languages.join(', '))}</p>
${extras(p)}
${refs(p)}</div>`;
  return { html: page(css, body, p.language), variants: [L.signature], others: L.others ?? [] };
}

/** A Japanese rirekisho-like form: the grid of the printed form, furigana over the name, dated history rows. */
function rirekisho(p) {
  const css = `
body { font-family: "Noto Serif CJK JP", "Noto Sans CJK JP", serif; font-size: 9.5pt; padding: 12mm 14mm; }
h1 { font-size: 16pt; letter-spacing: .6em; margin: 0 0 2mm; }
.date { text-align: right; font-size: 9pt; }
table { border-collapse: collapse; width: 100%; margin-bottom: 3mm; }
td, th { border: 1px solid #000; padding: 1.5mm 2mm; vertical-align: top; }
th { font-weight: normal; width: 22mm; background: #fafafa; }
.kana { font-size: 8pt; }
.nm { font-size: 20pt; letter-spacing: .3em; }
.photo { width: 30mm; height: 40mm; text-align: center; font-size: 7.5pt; color: #888; vertical-align: middle; }
.y { width: 18mm; text-align: center; } .mo { width: 10mm; text-align: center; }
.c { text-align: center; }`;
  const hist = [
    ['', '', '<div class="c">学歴</div>'],
    ...p.education.map((e) => [
      e.year.replace(/年.*/, ''),
      e.year.replace(/.*年|月/g, ''),
      `${esc(e.school)} ${esc(e.degree)}`,
    ]),
    ['', '', '<div class="c">職歴</div>'],
    ...[...p.jobs]
      .reverse()
      .map((j) => [
        j.from.replace(/年.*/, ''),
        j.from.replace(/.*年|月/g, ''),
        `${esc(j.org)} 入社 ${esc(j.title)}（${esc(j.place)}）`,
      ]),
    ['', '', '<div style="text-align:right">以上</div>'],
  ];
  const body = `<h1>履歴書</h1><div class="date">2026年11月1日現在</div>
<table><tr><th>ふりがな</th><td class="kana">${esc(p.kana)}</td><td rowspan="3" class="photo">写真を貼る位置<br>縦 36〜40mm<br>横 24〜30mm</td></tr>
<tr><th>氏名</th><td class="nm">${esc(p.name.full)}</td></tr>
<tr><th></th><td>${p.details.map((d) => esc(d.value)).join('　')}</td></tr></table>
<table><tr><th>現住所</th><td>${esc(p.address)}</td></tr><tr><th>電話</th><td>${esc(p.phone)}</td></tr><tr><th>E-mail</th><td>${esc(p.email)}</td></tr></table>
<table><tr><th class="y">年</th><th class="mo">月</th><th>学歴・職歴</th></tr>
${hist.map(([y, m, t]) => `<tr><td class="y">${esc(y)}</td><td class="mo">${esc(m)}</td><td>${t}</td></tr>`).join('')}</table>
<table><tr><th>${esc(p.labels.skills)}</th><td>${p.skills.map(esc).join('<br>')}</td></tr>
<tr><th>${esc(p.labels.summary)}</th><td>${esc(p.summary)}${p.jobs.map((j) => `<br>・${esc(j.org)}：${esc(j.bullets.join('、'))}`).join('')}</td></tr>
<tr><th>本人希望記入欄</th><td>貴社の規定に従います。</td></tr></table>`;
  return { html: page(css, body, 'ja') };
}

/** A two-page Word-like CV: Calibri-like, a bold name, tables of details, referees, name and page number in the footer. */
function wordfooter(p, { accent, scan }) {
  const css = `
body { font-family: "Carlito", "Liberation Sans", sans-serif; font-size: ${scan ? 11.5 : 11}pt; padding: ${scan ? '12mm 16mm' : '0 20mm'}; line-height: 1.3; }
h1 { font-size: 20pt; margin: 0; text-align: center; text-transform: uppercase; }
.c { text-align: center; margin-bottom: 3mm; }
h2 { font-size: 11.5pt; text-transform: uppercase; border-bottom: 1.5px solid ${accent}; margin: 4mm 0 2mm; color: ${accent}; }
table.d td { padding: .6mm 4mm .6mm 0; }
.job { margin: 2mm 0; } .m { font-style: italic; }
ul { margin: .5mm 0; padding-left: 6mm; }
.ref { margin: 1.5mm 0; }`;
  const body = `<h1>${esc(p.name.full)}</h1>
<div class="c">${esc(scan ? (p.addressShort ?? p.address) : p.address)}<br>Tel: ${esc(p.phone)} | Email: ${esc(p.email)}</div>
<h2>${esc(p.labels.summary)}</h2><p>${esc(p.summary)}</p>
${scan && p.details.length ? `<p>${p.details.map((d) => esc(d.value)).join(' | ')}</p>` : ''}
${!scan && p.details.length ? `<h2>${esc(p.labels.details)}</h2><table class="d">${p.details.map((d) => `<tr><td>${esc(d.value)}</td></tr>`).join('')}</table>` : ''}
<h2>${esc(p.labels.experience)}</h2>
${p.jobs.map((j) => `<div class="job"><b>${esc(j.org)}</b>, ${esc(j.place)} — ${esc(j.from)} to ${esc(j.to)}<br><span class="m">${esc(j.title)}</span>${bullets(j.bullets)}</div>`).join('')}
<h2>${esc(p.labels.education)}</h2>
${p.education.map((e) => `<div class="job"><b>${esc(e.school)}</b>, ${esc(e.place)} (${esc(e.year)})<br>${esc(e.degree)}</div>`).join('')}
<h2>${esc(p.labels.skills)}</h2>${bullets(p.skills)}
${scan ? '' : `<h2>${esc(p.labels.languages)}</h2><p>${esc(p.languages.join(', '))}</p>${extras(p)}`}
${!scan && p.projects ? `<h2>${esc(p.projects.title)}</h2>${p.projects.items.map((x) => `<p><b>${esc(x.name)}.</b> ${esc(x.text)}</p>`).join('')}` : ''}
${refs(p)}`;
  const footer = scan
    ? undefined
    : {
        template: `<div style="font-size:8pt;width:100%;padding:0 20mm;display:flex;justify-content:space-between;font-family:Carlito,sans-serif"><span>${esc(p.name.full)} — CV</span><span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>`,
        text: (i, n) => [`${p.name.full} — CV`, `Page ${i} of ${n}`],
      };
  return { html: page(css, body, p.language), footer };
}

/** A Gulf-style CV: a photo box with a caption, nationality and visa status up top, a details table. */
function gulf(p, { accent }) {
  const css = `
body { font-family: "Liberation Sans", Arial, sans-serif; font-size: 9.5pt; padding: 12mm 15mm; }
.top { display: flex; gap: 6mm; border-bottom: 3px double ${accent}; padding-bottom: 3mm; }
.ph { width: 28mm; height: 34mm; border: 1px solid #999; display: flex; align-items: flex-end; justify-content: center; font-size: 7pt; color: #777; background: #eee; }
h1 { margin: 0; font-size: 19pt; color: ${accent}; }
h2 { background: ${accent}; color: #fff; font-size: 10pt; padding: 1mm 2mm; margin: 4mm 0 2mm; }
table { border-collapse: collapse; } td { padding: .6mm 3mm .6mm 0; }
.job b { font-size: 10pt; } ul { margin: 1mm 0; padding-left: 5mm; }`;
  const body = `<div class="top"><div class="ph">Photo: ${esc(p.name.full.split(' ')[0])}</div><div>
<h1>${esc(p.name.full.toUpperCase())}</h1><div>${esc(p.headline)}</div>
<div>Mobile: ${esc(p.phone)} &nbsp; Email: ${esc(p.email)}</div><div>${esc(p.address)}</div>
<div>${esc(p.details[0].value)} | ${esc(p.details[1].value)}</div></div></div>
<h2>${esc(p.labels.summary.toUpperCase())}</h2><p>${esc(p.summary)}</p>
<h2>PROFESSIONAL EXPERIENCE</h2>
${p.jobs.map((j) => `<div class="job"><b>${esc(j.title)}</b> | ${esc(j.org)}, ${esc(j.place)} | ${esc(j.from)} – ${esc(j.to)}${bullets(j.bullets)}</div>`).join('')}
<h2>EDUCATION</h2>${p.education.map((e) => `<p>${esc(e.degree)}, ${esc(e.school)}, ${esc(e.place)} (${esc(e.year)})</p>`).join('')}
<h2>TECHNICAL SKILLS</h2><p>${esc(p.skills.join(' • '))}</p>
<h2>LANGUAGES</h2><p>${esc(p.languages.join(' • '))}</p>
<h2>PERSONAL DETAILS</h2><table>${p.details
    .slice(2)
    .map((d) => `<tr><td>${esc(d.value)}</td></tr>`)
    .join('')}</table>`;
  const first = p.name.full.split(' ')[0];
  return { html: page(css, body), variants: [p.name.full.toUpperCase(), first] };
}

/** A plain CJK resume (Chinese or Korean): a header table, sections with short rules; used printed and scanned. */
function cjk(p, { scan }) {
  const css = `
body { font-family: ${CJK}; font-size: ${scan ? 12 : 10}pt; padding: 14mm 16mm; line-height: 1.5; }
h1 { font-size: ${scan ? 24 : 20}pt; margin: 0 0 2mm; }
.info { display: grid; grid-template-columns: 1fr 1fr; gap: .5mm 6mm; }
h2 { font-size: ${scan ? 14 : 12}pt; border-bottom: 2px solid #333; margin: 5mm 0 2mm; padding-bottom: .5mm; }
.job b { margin-right: 3mm; } ul { margin: 1mm 0; padding-left: 6mm; }`;
  const body = `<h1>${esc(p.name.full)}${p.englishName && !scan ? ` (${esc(p.englishName)})` : ''}</h1>
<div>${esc(p.headline)}</div>
<div class="info"><span>${esc(p.phone)}</span><span>${esc(p.email)}</span>${p.details.map((d) => `<span>${esc(d.value)}</span>`).join('')}<span>${esc(scan ? (p.addressShort ?? p.address) : p.address)}</span>${p.links.map((l) => `<span>${esc(l.value)}</span>`).join('')}</div>
<h2>${esc(p.labels.summary)}</h2><p>${esc(p.summary)}</p>
<h2>${esc(p.labels.experience)}</h2>
${p.jobs.map((j) => `<div class="job"><b>${esc(j.from)} – ${esc(j.to)}</b><b>${esc(j.org)}</b>${esc(j.title)}（${esc(j.place)}）${bullets(j.bullets)}</div>`).join('')}
<h2>${esc(p.labels.education)}</h2>
${p.education.map((e) => `<div class="job"><b>${esc(e.year)}</b><b>${esc(e.school)}</b>${esc(e.degree)}</div>`).join('')}
<h2>${esc(p.labels.skills)}</h2><p>${esc(p.skills.join('、'))}</p>
<h2>${esc(p.labels.languages)}</h2><p>${esc(p.languages.join('、'))}</p>`;
  return { html: page(css, body, p.language), variants: p.englishName && !scan ? [p.englishName] : [] };
}

// ---- LibreOffice (flat ODF) ----

const xesc = (s) => esc(s).replaceAll("'", '&apos;');
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

/**
 * Writer documents in three styles (`p.lo`): 'ats' (one plain column, capital headings), 'europass' (a label
 * column and a content column, as the Europass template), 'tabular' (a German/Japanese/Korean table CV). The
 * footer carries the name and "page N / M" through fields; `lines` is what the pages show, in order.
 */
function writer(p, { accent }) {
  const style = p.lo;
  const font = ['zh', 'ja', 'ko'].includes(p.language)
    ? 'Noto Sans CJK JP'
    : style === 'europass'
      ? 'Liberation Sans'
      : 'Liberation Serif';
  const lines = [];
  const par = (st, text) => {
    lines.push(text);
    return `<text:p text:style-name="${st}">${xesc(text)}</text:p>`;
  };
  const cell = (content) =>
    `<table:table-cell table:style-name="Cell" office:value-type="string">${content}</table:table-cell>`;
  const row2 = (a, b) => {
    const A = par('Lab', a);
    const B = b.map((t, i) => par(i === 0 ? 'Strong' : 'Body', t)).join('');
    return `<table:table-row>${cell(A)}${cell(B)}</table:table-row>`;
  };
  const table = (rows) =>
    `<table:table table:name="T${lines.length}" table:style-name="Tbl"><table:table-column table:style-name="ColA"/><table:table-column table:style-name="ColB"/>${rows.join('')}</table:table>`;
  const body = [];
  const L = p.labels;
  if (style === 'ats') {
    body.push(par('Name', p.name.full.toUpperCase()));
    body.push(par('Center', `${p.address} | ${p.phone} | ${p.email}`));
    if (p.details.length) body.push(par('Center', p.details.map((d) => d.value).join(' | ')));
    if (p.fatherName) body.push(par('Center', `Father's Name: ${p.fatherName}`));
    body.push(par('Head', L.summary.toUpperCase()), par('Body', p.summary));
    body.push(par('Head', L.experience.toUpperCase()));
    for (const j of p.jobs) {
      body.push(par('Strong', `${j.title}, ${j.org} — ${j.place}`), par('Body', `${j.from} – ${j.to}`));
      for (const b of j.bullets) body.push(par('Bullet', `- ${b}`));
    }
    body.push(par('Head', L.education.toUpperCase()));
    for (const e of p.education) body.push(par('Body', `${e.degree}, ${e.school}, ${e.place}, ${e.year}`));
    body.push(par('Head', L.skills.toUpperCase()), par('Body', p.skills.join(', ')));
    body.push(par('Head', L.languages.toUpperCase()), par('Body', p.languages.join(', ')));
    for (const x of p.extra ?? []) body.push(par('Head', x.title.toUpperCase()), ...x.items.map((i) => par('Body', i)));
    if (p.referees?.length) {
      body.push(par('Head', L.referees.toUpperCase()));
      for (const r of p.referees) body.push(par('Body', `${r.name}, ${r.title}, ${r.org} — ${r.phone}`));
    }
  } else if (style === 'europass') {
    body.push(par('Small', 'Europass Curriculum Vitae'));
    const rows = [
      row2(L.details, [
        p.name.full,
        p.address,
        p.phone,
        p.email,
        ...p.links.map((l) => l.value),
        ...p.details.map((d) => d.value),
      ]),
      row2(L.summary, [p.headline, p.summary]),
    ];
    for (const [i, j] of p.jobs.entries())
      rows.push(
        row2(i === 0 ? L.experience : '', [
          `${j.from} – ${j.to}`,
          `${j.title}`,
          `${j.org}, ${j.place}`,
          ...j.bullets.map((b) => `▪ ${b}`),
        ]),
      );
    for (const [i, e] of p.education.entries())
      rows.push(row2(i === 0 ? L.education : '', [e.year, e.degree, `${e.school}, ${e.place}`]));
    rows.push(row2(L.languages, p.languages), row2(L.skills, [p.skills.join(', ')]));
    for (const x of p.extra ?? []) rows.push(row2(x.title, x.items));
    for (const r of p.referees ?? []) rows.push(row2(L.referees, [r.name, `${r.title}, ${r.org}`, r.phone]));
    body.push(table(rows));
  } else {
    // tabular: title, a details table, then history rows "date | entry".
    const T = p.tabLabels ?? ['Name', 'Adresse', 'Telefon', 'E-Mail'];
    body.push(par('Title', p.tabTitle ?? L.details));
    body.push(
      table([
        row2(T[0], [p.name.full]),
        row2(T[1], [p.address]),
        row2(T[2], [p.phone]),
        row2(T[3], [p.email]),
        ...p.details.map((d) => row2('', [d.value])),
      ]),
    );
    body.push(par('Head', L.experience));
    body.push(
      table(
        p.jobs.map((j) =>
          row2(`${j.from} – ${j.to}`, [`${j.title}`, `${j.org}, ${j.place}`, ...j.bullets.map((b) => `• ${b}`)]),
        ),
      ),
    );
    body.push(par('Head', L.education));
    body.push(table(p.education.map((e) => row2(e.year, [e.degree, `${e.school}, ${e.place}`]))));
    body.push(par('Head', L.skills), par('Body', p.skills.join(', ')));
    body.push(par('Head', L.languages), par('Body', p.languages.join(', ')));
    for (const x of p.extra ?? []) body.push(par('Head', x.title), ...x.items.map((i) => par('Body', i)));
    if (p.signPlace) body.push(par('Body', p.signPlace), par('Body', p.name.full));
  }
  const footerText = (i, n) => `${p.name.full} · ${i} / ${n}`;
  const styles = `<office:font-face-decls><style:font-face style:name="F" svg:font-family="'${font}'"/></office:font-face-decls>
<office:styles>
<style:default-style style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.08cm"/><style:text-properties style:font-name="F" style:font-name-asian="F" fo:font-size="10.5pt" style:font-size-asian="10.5pt"/></style:default-style>
<style:style style:name="Name" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="17pt" fo:font-weight="bold" fo:letter-spacing="0.06cm" style:font-weight-asian="bold"/></style:style>
<style:style style:name="Title" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.3cm"/><style:text-properties fo:font-size="18pt" fo:font-weight="bold" fo:color="${accent}" style:font-size-asian="18pt"/></style:style>
<style:style style:name="Center" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="9.5pt"/></style:style>
<style:style style:name="Head" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.35cm" fo:border-bottom="0.6pt solid ${accent}" fo:keep-with-next="always"/><style:text-properties fo:font-weight="bold" fo:color="${accent}" style:font-weight-asian="bold"/></style:style>
<style:style style:name="Strong" style:family="paragraph"><style:text-properties fo:font-weight="bold" style:font-weight-asian="bold"/></style:style>
<style:style style:name="Body" style:family="paragraph"/>
<style:style style:name="Bullet" style:family="paragraph"><style:paragraph-properties fo:margin-left="0.6cm"/></style:style>
<style:style style:name="Lab" style:family="paragraph"><style:paragraph-properties fo:text-align="end"/><style:text-properties fo:color="#1f3f78" fo:font-size="9.5pt"/></style:style>
<style:style style:name="Small" style:family="paragraph"><style:text-properties fo:font-size="8pt" fo:color="#777777"/></style:style>
<style:style style:name="Foot" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8pt"/></style:style>
</office:styles>
<office:automatic-styles>
<style:page-layout style:name="pm"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.5cm" fo:margin-bottom="1.2cm" fo:margin-left="${style === 'europass' ? 1.5 : 2.2}cm" fo:margin-right="${style === 'europass' ? 1.5 : 2.2}cm"/><style:footer-style><style:header-footer-properties fo:min-height="0.5cm" fo:margin-top="0.3cm"/></style:footer-style></style:page-layout>
<style:style style:name="Tbl" style:family="table"><style:table-properties style:width="${style === 'europass' ? 18 : 16.6}cm" table:align="left"/></style:style>
<style:style style:name="ColA" style:family="table-column"><style:table-column-properties style:column-width="${style === 'europass' ? 5 : 4}cm"/></style:style>
<style:style style:name="ColB" style:family="table-column"><style:table-column-properties style:column-width="${style === 'europass' ? 13 : 12.6}cm"/></style:style>
<style:style style:name="Cell" style:family="table-cell"><style:table-cell-properties fo:padding="0.1cm" fo:border="${style === 'tabular' ? '0.5pt solid #999999' : 'none'}"/></style:style>
</office:automatic-styles>`;
  const master = `<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm"><style:footer><text:p text:style-name="Foot">${xesc(p.name.full)} · <text:page-number text:select-page="current"/> / <text:page-count/></text:p></style:footer></style:master-page></office:master-styles>`;
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document ${NS} office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
${styles}
${master}
<office:body><office:text>
${body.join('\n')}
</office:text></office:body></office:document>
`;
  return {
    fodt,
    lines,
    footerLine: footerText,
    variants: style === 'ats' ? [p.name.full.toUpperCase()] : [],
    others: p.fatherName ? [p.fatherName] : [],
  };
}

export const LAYOUTS = {
  latexcv,
  portal,
  canva,
  linkedin,
  academic,
  iconic,
  coverletter,
  rirekisho,
  wordfooter,
  gulf,
  cjk,
  writer,
};
