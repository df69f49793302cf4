// The HTML templates of part 33, each in the look of a resume as it reaches an ATS inbox: PDFs saved from Word (a
// stock template, a home-made table, a text box, a two-page one with a footer), a Google Docs export, a Canva design,
// an awesome-cv-like LaTeX CV, job-portal exports, a LinkedIn profile, a cover letter with its résumé, an academic CV,
// Europass, a plain ATS résumé and a Chinese/Korean form. Each returns the page's HTML and, where the page shows them,
// extra name forms, handles and other people's names for the truth file.
import { labelsOf } from './labels.mjs';

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const CJK = { zh: "'Noto Sans CJK SC'", ko: "'Noto Sans CJK KR'" };
// Vietnamese résumés come from Word with a font that has every Vietnamese glyph (no per-glyph fallback).
const fontFor = (p, latin) =>
  CJK[p.language] ? `${CJK[p.language]}, ${latin}` : p.language === 'vi' ? `'Noto Sans', ${latin}` : latin;

function page(css, body, p, base = "'DejaVu Sans'") {
  return `<!doctype html><html lang="${p.language}"><head><meta charset="utf-8"><style>
@page { size: A4; margin: 0; }
* { box-sizing: border-box; }
body { margin: 0; font-family: ${fontFor(p, base)}; color: #222; }
ul { margin: 2px 0 6px; padding-left: 18px; }
li { margin: 1px 0; }
p { margin: 2px 0; }
${css}
</style></head><body>${body}</body></html>`;
}
const bullets = (b) => (b.length ? `<ul>${b.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>` : '');
const detailsText = (p) => p.details.map((d) => `${d.label}: ${d.value}`);

/** Word "stock" template: name large in the accent colour, contact on one line, dates right-aligned in a table. */
function wordStock(p, { accent }) {
  const L = labelsOf(p);
  const contact = [p.address, p.phone, p.email, ...p.links.map((l) => l.value)].map(esc).join(' &nbsp;|&nbsp; ');
  const jobs = p.jobs
    .map(
      (j) =>
        `<table class="e"><tr><td><b>${esc(j.title)}</b>, ${esc(j.org)} — ${esc(j.place)}</td><td class="d">${esc(j.dates)}</td></tr></table>${bullets(j.bullets)}`,
    )
    .join('');
  const edu = p.education
    .map(
      (e) =>
        `<table class="e"><tr><td><b>${esc(e.degree)}</b>, ${esc(e.school)}, ${esc(e.place)}</td><td class="d">${esc(e.dates)}</td></tr></table>`,
    )
    .join('');
  const body = `<div class="w"><h1>${esc(p.name.full)}</h1><div class="hl">${esc(p.headline)}</div><div class="c">${contact}</div>
${p.details.length ? `<div class="c">${detailsText(p).map(esc).join(' · ')}</div>` : ''}
<h2>${esc(L.profile)}</h2><p>${esc(p.summary)}</p>
<h2>${esc(L.experience)}</h2>${jobs}<h2>${esc(L.education)}</h2>${edu}
<h2>${esc(L.skills)}</h2><p>${p.skills.map(esc).join(', ')}</p><h2>${esc(L.languages)}</h2><p>${esc(p.langs)}</p></div>`;
  const css = `.w{padding:54px 64px;font-size:10.5pt;line-height:1.35}
h1{color:${accent};font-size:26pt;margin:0;font-weight:normal}.hl{font-size:12pt;color:#555;margin-bottom:6px}
.c{font-size:9pt;color:#444}h2{font-size:11.5pt;color:${accent};border-bottom:1.5px solid ${accent};margin:14px 0 4px;text-transform:uppercase;letter-spacing:.5px}
table.e{width:100%;border-collapse:collapse}td.d{text-align:right;white-space:nowrap;color:#555;vertical-align:top;width:150px}`;
  return { html: page(css, body, p, "'Nimbus Sans', 'DejaVu Sans'") };
}

/** Home-made Word CV in a bordered table: dates in the left column, a personal-details block with its labels. */
function wordTable(p, { accent, scan }) {
  const L = labelsOf(p);
  const rows = (items) => items.map(([a, b]) => `<tr><td class="l">${a}</td><td>${b}</td></tr>`).join('');
  const personal = rows([
    ...(p.locale === 'IN' || p.locale === 'PK'
      ? []
      : [[esc(L.contact), `${esc(p.address)}<br>${esc(p.phone)}<br>${esc(p.email)}`]]),
    ...p.details.map((d) => [esc(d.label), esc(d.value)]),
    ...(p.fatherName ? [["Father's Name", esc(p.fatherName)]] : []),
  ]);
  const jobs = rows(
    p.jobs.map((j) => [esc(j.dates), `<b>${esc(j.title)}</b><br>${esc(j.org)}, ${esc(j.place)}${bullets(j.bullets)}`]),
  );
  const edu = rows(
    p.education.map((e) => [esc(e.dates), `<b>${esc(e.degree)}</b><br>${esc(e.school)}, ${esc(e.place)}`]),
  );
  const refs = (p.referees ?? []).length
    ? `<h2>${esc(L.referees)}</h2><table>${rows(p.referees.map((r) => [esc(r.name), `${esc(r.title)}<br>${esc(r.phone)}${r.email ? ` · ${esc(r.email)}` : ''}`]))}</table>`
    : '';
  const top =
    p.locale === 'IN' || p.locale === 'PK'
      ? `<div class="top"><div class="nm">${esc(p.name.full.toUpperCase())}</div><div>${esc(p.address)}</div><div>Mobile: ${esc(p.phone)} &nbsp; E-mail: ${esc(p.email)}</div></div>`
      : `<div class="top"><div class="cv">${esc(L.cv)}</div><div class="nm">${esc(p.name.full)}</div><div>${esc(p.headline)}</div></div>`;
  const declaration =
    p.locale === 'IN'
      ? `<h2>Declaration</h2><p>I hereby declare that the above information is true to the best of my knowledge.</p><p>Place: Coimbatore &nbsp;&nbsp; Date: ………… &nbsp;&nbsp; (${esc(p.name.variants[0])})</p>`
      : '';
  const body = `<div class="w">${top}<h2>${esc(L.personal)}</h2><table>${personal}</table>
${scan ? '' : `<h2>${esc(L.profile)}</h2><p>${esc(p.summary)}</p>`}<h2>${esc(L.experience)}</h2><table>${jobs}</table>
<h2>${esc(L.education)}</h2><table>${edu}</table><h2>${esc(L.skills)}</h2><p>${p.skills.map(esc).join(' • ')}</p>
<h2>${esc(L.languages)}</h2><p>${esc(p.langs)}</p>${refs}${declaration}</div>`;
  const css = `.w{padding:${scan ? '40px 56px' : '48px 60px'};font-size:${scan ? '10.5pt' : '10pt'};line-height:1.3}
.top{text-align:center;margin-bottom:8px}.nm{font-size:18pt;font-weight:bold}.cv{font-size:10pt;letter-spacing:3px;color:#666}
h2{font-size:11pt;background:#e6e6e6;padding:2px 6px;margin:10px 0 4px;color:${accent}}
table{width:100%;border-collapse:collapse}td{border:0.5pt solid #999;padding:3px 6px;vertical-align:top}td.l{width:28%;font-weight:bold}`;
  return {
    html: page(css, body, p, "'Nimbus Roman', 'DejaVu Serif'"),
    variants: p.locale === 'IN' || p.locale === 'PK' ? [p.name.full.toUpperCase()] : [],
  };
}

/** Word CV whose contact sits in a shaded text box beside the name. */
function wordTextbox(p, { accent, scan }) {
  const L = labelsOf(p);
  const jobs = p.jobs
    .map(
      (j) =>
        `<div class="j"><div><b>${esc(j.org)}</b> · ${esc(j.place)}<span class="d">${esc(j.dates)}</span></div><div class="t">${esc(j.title)}</div>${bullets(j.bullets)}</div>`,
    )
    .join('');
  const body = `<div class="w"><div class="hd"><div class="n"><div class="nm">${esc(p.name.full)}</div><div class="hl">${esc(p.headline)}</div></div>
<div class="box">✆ ${esc(p.phone)}<br>✉ ${esc(p.email)}<br>⌂ ${esc(p.address)}${p.details.map((d) => `<br>${esc(d.label)}: ${esc(d.value)}`).join('')}</div></div>
${scan ? '' : `<h2>${esc(L.profile)}</h2><p>${esc(p.summary)}</p>`}<h2>${esc(L.experience)}</h2>${jobs}
<h2>${esc(L.education)}</h2>${p.education.map((e) => `<p><b>${esc(e.degree)}</b> — ${esc(e.school)}, ${esc(e.place)} (${esc(e.dates)})</p>`).join('')}
<h2>${esc(L.skills)}</h2><p>${p.skills.map(esc).join(' | ')}</p><h2>${esc(L.languages)}</h2><p>${esc(p.langs)}</p></div>`;
  const css = `.w{padding:44px 58px;font-size:10pt;line-height:1.35}.hd{display:flex;justify-content:space-between;gap:18px;border-bottom:3px double ${accent};padding-bottom:8px}
.nm{font-size:24pt;font-family:'C059',serif}.hl{font-style:italic;color:#555}.box{width:250px;background:#eef1f4;border:1px solid #9aa7b5;padding:7px 9px;font-size:8.8pt}
h2{font-size:11pt;font-variant:small-caps;color:${accent};margin:12px 0 3px}.d{float:right;color:#666}.t{font-style:italic}.j{margin-bottom:4px}`;
  return { html: page(css, body, p, "'DejaVu Serif', serif") };
}

/** Two-page Word résumé: the name, e-mail and page number in the footer of every page, referees at the end. */
function wordFooter(p, { accent }) {
  const L = labelsOf(p);
  const jobs = p.jobs
    .map(
      (j) =>
        `<h3>${esc(j.title)}</h3><div class="m">${esc(j.org)}, ${esc(j.place)} | ${esc(j.dates)}</div>${bullets(j.bullets)}`,
    )
    .join('');
  const refs = (p.referees ?? [])
    .map(
      (r) =>
        `<div class="r"><b>${esc(r.name)}</b><br>${esc(r.title)}<br>Tel: ${esc(r.phone)}${r.email ? `<br>${esc(r.email)}` : ''}</div>`,
    )
    .join('');
  const body = `<div class="w"><h1>${esc(p.name.full.toUpperCase())}</h1><div class="c">${esc(p.address)} • ${esc(p.phone)} • ${esc(p.email)}</div>
${p.details.length ? `<div class="c">${detailsText(p).map(esc).join(' • ')}</div>` : ''}
<h2>${esc(L.profile)}</h2><p>${esc(p.summary)}</p><h2>${esc(L.experience)}</h2>${jobs}
<h2>${esc(L.education)}</h2>${p.education.map((e) => `<h3>${esc(e.degree)}</h3><div class="m">${esc(e.school)}, ${esc(e.place)} | ${esc(e.dates)}</div>`).join('')}
<h2>${esc(L.skills)}</h2><ul>${p.skills.map((s) => `<li>${esc(s)}</li>`).join('')}</ul><h2>${esc(L.languages)}</h2><p>${esc(p.langs)}</p>
<h2 class="pb">${esc(L.referees)}</h2><div class="rs">${refs || '<p>Available on request.</p>'}</div></div>`;
  const css = `.w{padding:0 70px;font-size:11pt;line-height:1.5}h1{font-size:20pt;text-align:center;letter-spacing:2px;margin:0}.c{text-align:center;font-size:9.5pt}
h2{font-size:12pt;border-bottom:1px solid #000;margin:16px 0 4px;color:${accent}}h3{font-size:11pt;margin:6px 0 0}.m{font-style:italic;font-size:10pt}
.pb{break-before:page}.rs{display:flex;gap:40px}.r{font-size:10pt}`;
  const footerName = `${p.name.full} · ${p.email}`;
  return {
    html: page(css, body, p, "'Noto Serif', 'DejaVu Serif'"),
    variants: [p.name.full.toUpperCase()],
    others: (p.referees ?? []).map((r) => r.name),
    footer: {
      template: `<div style="font-size:8pt;width:100%;padding:0 70px;display:flex;justify-content:space-between;font-family:'DejaVu Sans'"><span>${esc(footerName)}</span><span><span class="pageNumber"></span> / <span class="totalPages"></span></span></div>`,
      text: (i, n) => [footerName, `${i} / ${n}`],
    },
  };
}

/** Google Docs export ("Spearmint"-like): a coloured rule, the name, then contact lines on the left. */
function gdocs(p, { accent }) {
  const L = labelsOf(p);
  const jobs = p.jobs
    .map(
      (j) =>
        `<p class="o"><b>${esc(j.org)}</b>, ${esc(j.place)} — <i>${esc(j.title)}</i></p><p class="dt">${esc(j.dates.toUpperCase())}</p>${bullets(j.bullets)}`,
    )
    .join('');
  const body = `<div class="bar"></div><div class="w"><div class="nm">${esc(p.name.full)}</div><p>${esc(p.address)}</p><p>${esc(p.phone)}</p><p>${esc(p.email)}</p>
<h2>${esc(L.profile)}</h2><p>${esc(p.summary)}</p><h2>${esc(L.experience)}</h2>${jobs}<h2>${esc(L.education)}</h2>
${p.education.map((e) => `<p class="o"><b>${esc(e.school)}</b>, ${esc(e.place)} — <i>${esc(e.degree)}</i></p><p class="dt">${esc(e.dates)}</p>`).join('')}
<h2>${esc(L.skills)}</h2><p>${p.skills.map(esc).join(', ')}</p><h2>${esc(L.languages)}</h2><p>${esc(p.langs)}</p></div>`;
  const css = `.bar{height:14px;background:${accent}}.w{padding:40px 72px;font-size:10.5pt;line-height:1.45;color:#444}
.nm{font-size:28pt;font-weight:bold;color:#222;margin:6px 0 10px}h2{font-size:11pt;color:${accent};text-transform:uppercase;letter-spacing:1px;margin:18px 0 4px}
.dt{font-size:8.5pt;color:#888}.o{margin-top:8px}`;
  return { html: page(css, body, p, "'Noto Sans', 'DejaVu Sans'") };
}

/** Canva-like design: a coloured sidebar with symbols before the contact items and skill bars; the name split over two lines, letter-spaced. */
function canva(p, { accent }) {
  const L = labelsOf(p);
  const bars = p.skills
    .map(
      (s, i) => `<div class="sk">${esc(s)}<div class="bar"><i style="width:${55 + ((i * 17) % 45)}%"></i></div></div>`,
    )
    .join('');
  const jobs = p.jobs
    .map(
      (j) =>
        `<div class="j"><div class="jd">${esc(j.dates)}</div><div class="jt">${esc(j.title.toUpperCase())}</div><div class="jo">${esc(j.org)} | ${esc(j.place)}</div>${bullets(j.bullets)}</div>`,
    )
    .join('');
  const body = `<div class="pg"><aside><div class="ph">${esc(p.given.charAt(0))}${esc(p.family.charAt(0))}</div>
<h3>${esc(L.contact)}</h3><p>📞 ${esc(p.phone)}</p><p>✉️ ${esc(p.email)}</p><p>📍 ${esc(p.address)}</p>${p.details.map((d) => `<p>${esc(d.label)} : ${esc(d.value)}</p>`).join('')}
<h3>${esc(L.skills)}</h3>${bars}<h3>${esc(L.languages)}</h3><p>${esc(p.langs)}</p></aside>
<main><div class="g">${esc(p.given.toUpperCase())}</div><div class="f">${esc(p.family.toUpperCase())}</div><div class="hl">${esc(p.headline)}</div>
<h2>${esc(L.profile)}</h2><p>${esc(p.summary)}</p><h2>${esc(L.experience)}</h2>${jobs}<h2>${esc(L.education)}</h2>
${p.education.map((e) => `<div class="j"><div class="jd">${esc(e.dates)}</div><div class="jt">${esc(e.degree)}</div><div class="jo">${esc(e.school)} — ${esc(e.place)}</div></div>`).join('')}</main></div>`;
  const css = `.pg{display:flex;min-height:1122px}aside{width:250px;background:${accent};color:#fff;padding:34px 22px;font-size:9pt;line-height:1.4}
.ph{width:90px;height:90px;border-radius:50%;background:#ffffff33;font-size:30pt;text-align:center;line-height:90px;margin:0 auto 16px}
aside h3{font-size:10pt;letter-spacing:3px;border-bottom:1px solid #fff8;padding-bottom:3px;margin:16px 0 6px}.sk{margin:4px 0}.bar{height:5px;background:#ffffff44;margin-top:2px}.bar i{display:block;height:5px;background:#fff}
main{flex:1;padding:40px 34px;font-size:9.8pt;line-height:1.4}.g{font-size:26pt;letter-spacing:8px;font-weight:300;font-family:'URW Gothic',sans-serif}.f{font-size:26pt;letter-spacing:8px;font-weight:bold;font-family:'URW Gothic',sans-serif;color:${accent}}
.hl{letter-spacing:2px;color:#666;margin:4px 0 10px}main h2{font-size:11pt;letter-spacing:3px;color:${accent};margin:16px 0 6px}.jd{font-size:8.5pt;color:#888}.jt{font-weight:bold}.jo{font-style:italic}.j{margin-bottom:8px}`;
  return {
    html: page(css, body, p, "'Noto Sans', 'DejaVu Sans'"),
    variants: [p.given.toUpperCase(), p.family.toUpperCase()].filter((v) => v.length > 3),
  };
}

/** awesome-cv-like LaTeX CV: given name light, family name bold, centred; glyphs in the contact line; small caps. */
function latex(p, { accent }) {
  const L = labelsOf(p);
  const handles = p.links.map((l) =>
    l.kind === 'handle' ? `<span>⌥ ${esc(l.value.replace(/^@/, ''))}</span>` : `<span>🔗 ${esc(l.value)}</span>`,
  );
  const jobs = p.jobs
    .map(
      (j) =>
        `<div class="e"><div class="r1"><b>${esc(j.org)}</b><span>${esc(j.place)}</span></div><div class="r2"><span>${esc(j.title)}</span><span>${esc(j.dates)}</span></div>${bullets(j.bullets)}</div>`,
    )
    .join('');
  const body = `<div class="w"><div class="hd"><span class="gv">${esc(p.given)}</span> <span class="fm">${esc(p.family)}</span></div><div class="pos">${esc(p.headline)}</div>
<div class="ct"><span>☎ ${esc(p.phone)}</span> | <span>✉ ${esc(p.email)}</span>${handles.length ? ` | ${handles.join(' | ')}` : ''}</div><div class="ad">${esc(p.address)}</div>
<h2><span>${esc(L.profile.slice(0, 3))}</span>${esc(L.profile.slice(3))}</h2><p class="s">${esc(p.summary)}</p>
<h2><span>${esc(L.experience.slice(0, 3))}</span>${esc(L.experience.slice(3))}</h2>${jobs}
<h2><span>${esc(L.education.slice(0, 3))}</span>${esc(L.education.slice(3))}</h2>${p.education.map((e) => `<div class="e"><div class="r1"><b>${esc(e.school)}</b><span>${esc(e.place)}</span></div><div class="r2"><span>${esc(e.degree)}</span><span>${esc(e.dates)}</span></div></div>`).join('')}
<h2><span>${esc(L.skills.slice(0, 3))}</span>${esc(L.skills.slice(3))}</h2><p>${p.skills.map(esc).join(', ')} — ${esc(p.langs)}</p>
${p.details.length ? `<p class="dt">${detailsText(p).map(esc).join(' · ')}</p>` : ''}</div>`;
  const css = `.w{padding:46px 56px;font-size:9.8pt;line-height:1.35}.hd{text-align:center;font-size:30pt}.gv{font-weight:300;color:#555}.fm{font-weight:bold}
.pos{text-align:center;font-variant:small-caps;color:${accent};letter-spacing:1px}.ct,.ad{text-align:center;font-size:8.5pt;color:#555}
h2{font-size:13pt;margin:14px 0 4px;border-bottom:1px solid #ccc}h2 span{color:${accent}}.r1,.r2{display:flex;justify-content:space-between}.r1 span{color:${accent};font-style:italic}
.r2{font-variant:small-caps;color:#666;font-size:9pt}.e{margin-bottom:5px}.s{color:#444}.dt{font-size:8.5pt;color:#777}`;
  return {
    html: page(css, body, p, "'P052', 'Nimbus Roman', serif"),
    links: p.links.filter((l) => l.kind === 'handle').map((l) => l.value.replace(/^@/, '')),
  };
}

/** A job-portal profile export (Naukri/StepStone/JobStreet/Rozee-like): a profile id, key-value rows, the name running into the next word, a download footer. */
function portal(p, { accent, scan }) {
  const L = labelsOf(p);
  const site =
    {
      IN: 'naukri-style ResumeExport',
      DE: 'Stellenportal-Profil',
      PH: 'JobStreet-style Profile',
      PK: 'Rozee-style Profile',
    }[p.locale] ?? 'Candidate Profile';
  const kv = (k, v) => `<tr><th>${esc(k)}</th><td>${esc(v)}</td></tr>`;
  const jobs = p.jobs
    .map(
      (j) =>
        `<div class="j"><b>${esc(j.title)}</b><br>${esc(j.org)} · ${esc(j.place)}<br><span class="g">${esc(j.dates)}</span>${bullets(scan ? [] : j.bullets)}</div>`,
    )
    .join('');
  const body = `<div class="top"><span>${esc(site)}</span><span>Profile ID: ${p.locale}-${(p.phone.replace(/\D/g, '').slice(-4) * 7) % 99991}</span></div>
<div class="w"><div class="nmrow"><span class="nm">${esc(p.name.full)}</span><span class="hl">${esc(p.headline)}</span></div>
<table>${kv(L.contact, p.phone)}${kv('E-mail', p.email)}${kv('Location', p.addressShort ?? p.address)}${p.details.map((d) => kv(d.label, d.value)).join('')}${kv(L.languages, p.langs)}</table>
<h2>${esc(L.profile)}</h2><p>${esc(p.summary)}</p><h2>${esc(L.experience)}</h2>${jobs}<h2>${esc(L.education)}</h2>
${p.education.map((e) => `<div class="j"><b>${esc(e.degree)}</b><br>${esc(e.school)}, ${esc(e.place)} <span class="g">${esc(e.dates)}</span></div>`).join('')}
<h2>${esc(L.skills)}</h2><p>${p.skills.map((s) => `<span class="tag">${esc(s)}</span>`).join(' ')}</p>
<div class="ft">Downloaded by recruiter on 14-Oct-2026 · This profile is shown as entered by the job seeker</div></div>`;
  const css = `.top{background:${accent};color:#fff;display:flex;justify-content:space-between;padding:8px 40px;font-size:9pt}.w{padding:20px 40px;font-size:9.5pt;line-height:1.4}
.nmrow{margin-bottom:8px}.nm{font-size:17pt;font-weight:bold}.hl{font-size:11pt;color:#666}
table{border-collapse:collapse;font-size:9pt}th{text-align:left;color:#777;font-weight:normal;padding:1px 14px 1px 0}h2{font-size:10.5pt;color:${accent};margin:12px 0 4px;border-top:1px solid #ddd;padding-top:6px}
.j{margin-bottom:6px}.g{color:#888;font-size:8.5pt}.tag{border:1px solid #bbb;border-radius:9px;padding:0 6px;font-size:8.5pt}.ft{margin-top:16px;font-size:7.5pt;color:#999}`;
  return { html: page(css, body, p, "'Noto Sans', 'DejaVu Sans'"), variants: [] };
}

/** LinkedIn "Save to PDF": a grey left column (contact, top skills, languages), the profile on the right, durations after the dates. */
function linkedin(p, { accent }) {
  const handle = p.links.find((l) => l.kind === 'handle');
  const dom = p.links.find((l) => l.kind === 'domain');
  const jobs = p.jobs
    .map(
      (j) =>
        `<div class="co">${esc(j.org)}</div><div>${esc(j.title)}</div><div class="g">${esc(j.dates)}</div><div class="g">${esc(j.place)}</div><p>${j.bullets.map(esc).join(' ')}</p>`,
    )
    .join('');
  const body = `<div class="pg"><aside><h3>Contact</h3><p>${esc(p.email)}</p><p>${esc(p.phone)} (Mobile)</p>${handle ? `<p>www.linkedin.com/in/${esc(handle.value)} (LinkedIn)</p>` : ''}${dom ? `<p>${esc(dom.value)} (Personal)</p>` : ''}
<h3>Top Skills</h3>${p.skills
    .slice(0, 3)
    .map((s) => `<p>${esc(s)}</p>`)
    .join('')}<h3>Languages</h3><p>${esc(p.langs)}</p></aside>
<main><div class="nm">${esc(p.name.full)}</div><div class="hl">${esc(p.headline)}</div><div class="g">${esc(p.addressShort ?? p.address)}</div>
<h2>Summary</h2><p>${esc(p.summary)}</p><h2>Experience</h2>${jobs}<h2>Education</h2>${p.education.map((e) => `<div class="co">${esc(e.school)}</div><div>${esc(e.degree)} · (${esc(e.dates)})</div>`).join('')}</main></div>`;
  const css = `.pg{display:flex}aside{width:230px;background:#e9eef2;padding:40px 20px;font-size:9pt;min-height:1122px}aside h3{font-size:11pt;margin:14px 0 4px}
main{flex:1;padding:40px 32px;font-size:9.5pt;line-height:1.4}.nm{font-size:24pt}.hl{font-size:11pt}.g{color:#777}main h2{font-size:14pt;margin:16px 0 6px;color:${accent}}.co{font-weight:bold;margin-top:8px}`;
  return {
    html: page(css, body, p, "'DejaVu Sans', sans-serif"),
    links: handle ? [`linkedin.com/in/${handle.value}`] : [],
    footer: {
      template: `<div style="font-size:8pt;width:100%;text-align:center;color:#888;font-family:'DejaVu Sans'">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>`,
      text: (i, n) => [`Page ${i} of ${n}`],
    },
  };
}

/** Modern one-column résumé: usernames printed bare after a symbol, a personal domain, no URLs. */
function modern(p, { accent }) {
  const L = labelsOf(p);
  const items = [
    `✉ ${esc(p.email)}`,
    `☏ ${esc(p.phone)}`,
    `⌖ ${esc(p.addressShort ?? p.address)}`,
    ...p.links.map((l) =>
      l.kind === 'domain' ? `🌐 ${esc(l.value)}` : l.kind === 'handle' ? `in ${esc(l.value)}` : `🔗 ${esc(l.value)}`,
    ),
  ];
  const jobs = p.jobs
    .map(
      (j) =>
        `<div class="j"><div class="h"><b>${esc(j.title)}</b> @ ${esc(j.org)}</div><div class="m">${esc(j.dates)} · ${esc(j.place)}</div>${bullets(j.bullets)}</div>`,
    )
    .join('');
  const body = `<div class="w"><div class="nm">${esc(p.name.full)}</div><div class="hl">${esc(p.headline)}</div><div class="ct">${items.map((i) => `<span>${i}</span>`).join('')}</div>
<p class="s">${esc(p.summary)}</p><h2>${esc(L.experience)}</h2>${jobs}<h2>${esc(L.education)}</h2>${p.education.map((e) => `<div class="j"><div class="h"><b>${esc(e.degree)}</b> — ${esc(e.school)}</div><div class="m">${esc(e.dates)} · ${esc(e.place)}</div></div>`).join('')}
<h2>${esc(L.skills)}</h2><div>${p.skills.map((s) => `<span class="chip">${esc(s)}</span>`).join(' ')}</div><h2>${esc(L.languages)}</h2><p>${esc(p.langs)}</p></div>`;
  const css = `.w{padding:50px 60px;font-size:10pt;line-height:1.45}.nm{font-size:30pt;font-weight:bold;color:${accent}}.hl{font-size:12pt;color:#555}
.ct{display:flex;flex-wrap:wrap;gap:4px 18px;font-size:9pt;margin:8px 0;color:#333}.s{border-left:3px solid ${accent};padding-left:10px;color:#444}
h2{font-size:10pt;letter-spacing:2px;text-transform:uppercase;color:#888;margin:16px 0 4px}.m{font-size:8.5pt;color:#888}.j{margin-bottom:6px}.chip{display:inline-block;background:#f0f0f0;border-radius:4px;padding:1px 7px;margin:2px 4px 2px 0;font-size:9pt}`;
  return { html: page(css, body, p, "'Noto Sans', 'DejaVu Sans'") };
}

/** A cover letter signed with the short name, then the résumé on the next page. */
function coverResume(p, { accent }) {
  const L = labelsOf(p);
  const fr = p.language === 'fr';
  const greeting = fr ? 'Madame, Monsieur,' : 'Dear Hiring Manager,';
  const para = fr
    ? [
        `Je vous adresse ma candidature pour le poste décrit : ${p.jobDescription}`,
        `Mon parcours chez ${p.jobs[0].org} m’a permis de développer une pratique exigeante de mon métier. ${p.summary}`,
        'Je serais heureuse de vous rencontrer pour en parler. Veuillez agréer, Madame, Monsieur, mes salutations distinguées.',
      ]
    : [
        `I am writing to apply for the role you advertised: ${p.jobDescription}`,
        `At ${p.jobs[0].org} I have ${p.summary.charAt(0).toLowerCase()}${p.summary.slice(1)}`,
        'I would welcome the chance to discuss how I could contribute. Thank you for considering my application.',
      ];
  const sign = `${p.short} ${p.family}`;
  const letter = `<div class="lt"><div class="from">${esc(p.name.full)}<br>${esc(p.address)}<br>${esc(p.phone)} · ${esc(p.email)}</div><p class="dt">${fr ? 'Lausanne, le 3 novembre 2026' : '3 November 2026'}</p>
<p>${greeting}</p>${para.map((x) => `<p>${esc(x)}</p>`).join('')}<p class="sg">${fr ? 'Bien cordialement,' : 'Yours faithfully,'}<br><br>${esc(sign)}</p></div>`;
  const cv = `<div class="cv"><h1>${esc(p.name.full)}</h1><div class="hl">${esc(p.headline)} — ${esc(p.email)} — ${esc(p.phone)}</div>
${p.details.length ? `<div class="hl">${detailsText(p).map(esc).join(' · ')}</div>` : ''}<h2>${esc(L.experience)}</h2>
${p.jobs.map((j) => `<p><b>${esc(j.title)}</b>, ${esc(j.org)} (${esc(j.place)}), ${esc(j.dates)}</p>${bullets(j.bullets)}`).join('')}
<h2>${esc(L.education)}</h2>${p.education.map((e) => `<p>${esc(e.degree)}, ${esc(e.school)}, ${esc(e.dates)}</p>`).join('')}
<h2>${esc(L.skills)}</h2><p>${p.skills.map(esc).join(', ')}</p><h2>${esc(L.languages)}</h2><p>${esc(p.langs)}</p>
${(p.referees ?? []).length ? `<h2>${esc(L.referees)}</h2>${p.referees.map((r) => `<p>${esc(r.name)}, ${esc(r.title)}, ${esc(r.phone)}</p>`).join('')}` : ''}</div>`;
  const css = `.lt,.cv{padding:60px 72px;font-size:10.5pt;line-height:1.5}.lt{break-after:page}.from{text-align:right;font-size:9.5pt}.dt{margin-top:20px}.sg{margin-top:18px}
h1{font-size:20pt;margin:0;color:${accent}}.hl{font-size:9pt;color:#555}h2{font-size:11pt;margin:14px 0 4px;color:${accent};border-bottom:1px dotted #999}`;
  return {
    html: page(css, letter + cv, p, "'C059', 'Nimbus Roman', serif"),
    variants: [sign],
    others: (p.referees ?? []).map((r) => r.name),
  };
}

/** An academic CV: publications with the candidate among co-authors ("Lastname, F." and "F. Lastname"), referees with titles and phones. */
function academic(p, { accent }) {
  const L = labelsOf(p);
  const [ca, cb, cc, cd] = p.coauthors;
  const pubs = [
    `${ca}; Carvajal Urdaneta, Y.; ${cb} (2024). Hidrodesulfuración de diésel con catalizadores NiMo soportados en alúmina-titania. Revista Técnica de Ingeniería de la Universidad del Zulia, 47(2), 88–101.`,
    `Y. Carvajal, ${cc}, ${cd} (2022). Effect of boron on NiMoS active sites in deep HDS. Catalysis Today 401, 214–223.`,
    `${cc}, Y. Carvajal Urdaneta (2019). Pilot-plant ageing of hydrotreating catalysts. Proc. Congreso Iberoamericano de Catálisis (CICat), Medellín.`,
  ];
  const body = `<div class="w"><div class="nm">${esc(p.name.full)}</div><div class="c">${esc(p.address)}<br>${esc(p.phone)} · ${esc(p.email)} · ${esc(p.links[0].value)}</div>
${p.details.map((d) => `<div class="c">${esc(d.label)} ${esc(d.value)}</div>`).join('')}
<h2>${esc(L.profile)}</h2><p>${esc(p.summary)}</p><h2>${esc(L.education)}</h2>${p.education.map((e) => `<p><b>${esc(e.dates)}</b> ${esc(e.degree)}. ${esc(e.school)}, ${esc(e.place)}.</p>`).join('')}
<h2>${esc(L.experience)}</h2>${p.jobs.map((j) => `<p><b>${esc(j.dates)}</b> ${esc(j.title)}. ${esc(j.org)}, ${esc(j.place)}.</p>${bullets(j.bullets)}`).join('')}
<h2>${esc(L.publications)}</h2><ol>${pubs.map((x) => `<li>${esc(x)}</li>`).join('')}</ol>
<h2>${esc(L.skills)}</h2><p>${p.skills.map(esc).join(' · ')}. ${esc(L.languages)}: ${esc(p.langs)}</p>
<h2>${esc(L.referees)}</h2>${p.referees.map((r) => `<p><b>${esc(r.name)}</b>, ${esc(r.title)}. Tel. ${esc(r.phone)}. ${esc(r.email)}</p>`).join('')}</div>`;
  const css = `.w{padding:50px 66px;font-size:10pt;line-height:1.4}.nm{font-size:20pt;font-variant:small-caps;border-bottom:2px solid ${accent}}.c{font-size:9pt;color:#444}
h2{font-size:11pt;color:${accent};margin:12px 0 3px}ol{margin:0;padding-left:20px}li{margin:3px 0}`;
  return {
    html: page(css, body, p, "'Nimbus Roman', 'DejaVu Serif'"),
    variants: ['Carvajal Urdaneta, Y.', 'Y. Carvajal', 'Y. Carvajal Urdaneta'],
    others: [...p.referees.map((r) => r.name), ...p.coauthors],
  };
}

/** Europass: the surname first, labels in a narrow left column, the EU-blue rule. */
function europass(p, { accent }) {
  const L = labelsOf(p);
  const surnameFirst = `${p.family.toUpperCase()} ${p.given}`;
  const row = (k, v) => `<div class="r"><div class="k">${k}</div><div class="v">${v}</div></div>`;
  const body = `<div class="w"><div class="logo">europass</div><div class="cvh">${esc(L.cv)}</div>
${row('', `<span class="nm">${esc(surnameFirst)}</span>`)}${row('📍', esc(p.address))}${row('☎', esc(p.phone))}${row('✉', esc(p.email))}${p.details.map((d) => row(esc(d.label), esc(d.value))).join('')}
<h2>${esc(L.experience)}</h2>${p.jobs.map((j) => row(esc(j.dates), `<b>${esc(j.title)}</b><br>${esc(j.org)} – ${esc(j.place)}${bullets(j.bullets)}`)).join('')}
<h2>${esc(L.education)}</h2>${p.education.map((e) => row(esc(e.dates), `<b>${esc(e.degree)}</b><br>${esc(e.school)} – ${esc(e.place)}`)).join('')}
<h2>${esc(L.languages)}</h2>${row('', esc(p.langs))}<h2>${esc(L.skills)}</h2>${row('', p.skills.map(esc).join(' / '))}</div>`;
  const css = `.w{padding:40px 50px;font-size:9.5pt;line-height:1.4}.logo{color:#0e47cb;font-weight:bold;font-size:16pt}.cvh{color:#0e47cb;font-size:11pt;border-bottom:2px solid #0e47cb;margin-bottom:10px}
.r{display:flex;margin:3px 0}.k{width:130px;color:#0e47cb;font-size:8.5pt;text-align:right;padding-right:14px;flex:none}.v{flex:1}.nm{font-size:16pt}
h2{font-size:10.5pt;color:#0e47cb;text-transform:uppercase;margin:14px 0 4px;border-bottom:1px solid ${accent}}`;
  return { html: page(css, body, p, "'DejaVu Sans', sans-serif"), variants: [surnameFirst] };
}

/** A plain ATS résumé: no columns, no colour, capitals for the headings, contact on separate lines. */
function ats(p, { scan }) {
  const L = labelsOf(p);
  const body = `<div class="w"><p class="nm">${esc(p.name.full.toUpperCase())}</p><p>${esc(p.address)}</p><p>${esc(p.phone)} | ${esc(p.email)}${p.links.map((l) => ` | ${esc(l.value)}`).join('')}</p>
${p.details.length ? `<p>${detailsText(p).map(esc).join(' | ')}</p>` : ''}
<h2>${esc(L.profile.toUpperCase())}</h2><p>${esc(p.summary)}</p><h2>${esc(L.experience.toUpperCase())}</h2>
${p.jobs.map((j) => `<p><b>${esc(j.org)}</b>, ${esc(j.place)}</p><p>${esc(j.title)}, ${esc(j.dates)}</p>${bullets(j.bullets)}`).join('')}
<h2>${esc(L.education.toUpperCase())}</h2>${p.education.map((e) => `<p>${esc(e.school)}, ${esc(e.place)} — ${esc(e.degree)}, ${esc(e.dates)}</p>`).join('')}
<h2>${esc(L.skills.toUpperCase())}</h2><p>${p.skills.map(esc).join(', ')}</p><h2>${esc(L.languages.toUpperCase())}</h2><p>${esc(p.langs)}</p>
${(p.referees ?? []).length && !scan ? `<h2>${esc(L.referees.toUpperCase())}</h2>${p.referees.map((r) => `<p>${esc(r.name)} – ${esc(r.title)} – ${esc(r.phone)}</p>`).join('')}` : ''}</div>`;
  const css = `.w{padding:${scan ? '44px 60px' : '56px 72px'};font-size:${scan ? '11pt' : '10.5pt'};line-height:1.3}.nm{font-size:14pt;font-weight:bold}h2{font-size:11pt;margin:12px 0 3px}`;
  return {
    html: page(css, body, p, "'Nimbus Sans', 'DejaVu Sans'"),
    variants: [p.name.full.toUpperCase()],
    others: scan ? [] : (p.referees ?? []).map((r) => r.name),
  };
}

/** A Chinese 个人简历 or Korean 이력서 form: a bordered grid with a photo box, labels in grey cells. */
function cjkForm(p, { scan }) {
  const L = labelsOf(p);
  const ko = p.language === 'ko';
  const lab = ko
    ? {
        name: '성 명',
        eng: '영문성명',
        tel: '휴대전화',
        mail: '이메일',
        addr: '주 소',
        photo: '사 진',
        period: '기 간',
        org: '회사명',
        role: '직위 / 담당업무',
      }
    : {
        name: '姓 名',
        eng: '英文名',
        tel: '手 机',
        mail: '邮 箱',
        addr: '现居地址',
        photo: '照 片',
        period: '时间',
        org: '公司',
        role: '职位 / 工作内容',
      };
  const eng = p.name.variants[0];
  const det = p.details.map((d) => `<td class="l">${esc(d.label)}</td><td>${esc(d.value)}</td>`).join('');
  const jobs = p.jobs
    .map(
      (j) =>
        `<tr><td>${esc(j.dates)}</td><td>${esc(j.org)}</td><td>${esc(j.title)}${j.bullets.map((b) => `<br>· ${esc(b)}`).join('')}</td></tr>`,
    )
    .join('');
  const body = `<div class="w"><h1>${esc(L.cv)}</h1><table><tr><td class="l">${lab.name}</td><td>${esc(p.name.full)}</td><td class="l">${lab.eng}</td><td>${esc(eng)}</td><td rowspan="4" class="ph">${lab.photo}</td></tr>
<tr>${det}${p.details.length < 2 ? '<td class="l"></td><td></td>' : ''}</tr><tr><td class="l">${lab.tel}</td><td>${esc(p.phone)}</td><td class="l">${lab.mail}</td><td>${esc(p.email)}</td></tr>
<tr><td class="l">${lab.addr}</td><td colspan="3">${esc(p.address)}</td></tr></table>
<h2>${esc(L.education)}</h2><table>${p.education.map((e) => `<tr><td>${esc(e.dates)}</td><td>${esc(e.school)}</td><td>${esc(e.degree)}</td></tr>`).join('')}</table>
<h2>${esc(L.experience)}</h2><table><tr><td class="l">${lab.period}</td><td class="l">${lab.org}</td><td class="l">${lab.role}</td></tr>${jobs}</table>
<h2>${esc(L.skills)}</h2><p>${p.skills.map(esc).join('，')}</p><h2>${esc(L.languages)}</h2><p>${esc(p.langs)}</p>
${scan ? '' : `<h2>${esc(L.profile)}</h2><p>${esc(p.summary)}</p>`}${p.links.length ? `<p>GitHub: ${esc(p.links[0].value.replace('github.com/', ''))}</p>` : ''}</div>`;
  const css = `.w{padding:44px 52px;font-size:${scan ? '11pt' : '10pt'};line-height:1.45}h1{text-align:center;font-size:20pt;letter-spacing:6px;margin:0 0 10px}
table{width:100%;border-collapse:collapse}td{border:1px solid #444;padding:4px 6px;vertical-align:top}td.l{background:#eee;white-space:nowrap;text-align:center}td.ph{width:90px;text-align:center;vertical-align:middle;color:#999}
h2{font-size:11.5pt;margin:12px 0 4px}`;
  return {
    html: page(css, body, p, "'Noto Sans', sans-serif"),
    variants: [eng],
    links: p.links.length ? [p.links[0].value.replace('github.com/', '')] : [],
  };
}

export const LAYOUTS = {
  wordStock,
  wordTable,
  wordTextbox,
  wordFooter,
  gdocs,
  canva,
  latex,
  portal,
  linkedin,
  modern,
  coverResume,
  academic,
  europass,
  ats,
  cjkForm,
};
