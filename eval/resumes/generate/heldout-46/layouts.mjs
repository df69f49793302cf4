// Held-out part 46's own templates. Each returns the page's HTML (or, for `writer`, a flat ODF document and the
// lines it shows); heldout-run.mjs prints, converts and scans them and reads back what the page shows.
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const page = (css, body, lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>@page{size:A4;margin:0}*{box-sizing:border-box}body{margin:0}${css}</style></head><body>${body}</body></html>`;
const bullets = (b) => `<ul>${b.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>`;
const detail = (p) => p.details.map((d) => `<tr><td>${esc(d.label)}</td><td>${esc(d.value)}</td></tr>`).join('');
const handle = (p) => p.links.map((l) => esc(l.value)).join(' · ');
const split = (p) => {
  const parts = p.name.full.split(' ');
  return [parts[0], parts.slice(1).join(' ')];
};

/** naukri: an Indian job portal's printable profile, key-skill chips and a personal-details grid. */
export function naukri(p, { accent }) {
  const css = `body{font:10.5px Arial,sans-serif;color:#222;padding:30px 34px}.top{display:flex;gap:16px;border-bottom:3px solid ${accent};padding-bottom:10px}
  .av{width:64px;height:64px;border-radius:50%;background:#dfe6ee}.nm{font-size:19px;font-weight:bold;color:${accent}}.sub{color:#555}
  .chip{display:inline-block;border:1px solid #9ab;border-radius:10px;padding:1px 7px;margin:2px}h3{background:#f2f5f8;padding:4px 6px;font-size:12px;margin:14px 0 6px}
  table{border-collapse:collapse;width:100%}td{padding:3px 5px;border-bottom:1px solid #eee;vertical-align:top}td:first-child{width:150px;color:#666}.ft{margin-top:18px;color:#888;font-size:9px}`;
  const body = `<div class="top"><div class="av"></div><div><div class="nm">${esc(p.name.full)}</div><div class="sub">${esc(p.headline)} | ${esc(p.jobs[0].org)}</div>
  <div>📍 ${esc(p.addressShort)} &nbsp; 📞 ${esc(p.phone)} &nbsp; ✉ ${esc(p.email)}</div><div class="sub">Profile last updated: 14-Oct-2026 · Notice period: 60 Days</div></div></div>
  <h3>Profile Summary</h3><p>${esc(p.summary)}</p>
  <h3>Key Skills</h3>${p.skills.map((s) => `<span class="chip">${esc(s)}</span>`).join('')}
  <h3>Employment</h3>${p.jobs.map((j) => `<p><b>${esc(j.title)}</b><br>${esc(j.org)}, ${esc(j.place)} · ${esc(j.dates)}</p>${bullets(j.bullets)}`).join('')}
  <h3>Education</h3>${p.education.map((e) => `<p><b>${esc(e.degree)}</b><br>${esc(e.school)}, ${esc(e.place)} · ${esc(e.dates)}</p>`).join('')}
  <h3>Certifications</h3><p>${esc(p.keep[0])}</p>
  <h3>Personal Details</h3><table>${detail(p)}<tr><td>Permanent Address</td><td>${esc(p.address)}</td></tr><tr><td>Languages</td><td>${esc(p.languages ?? 'English')}</td></tr></table>
  <div class="ft">Downloaded from the recruiter console · candidate id NK-88213047</div>`;
  return { html: page(css, body) };
}

/** iit-latex: an institute placement-cell resume, LaTeX look: a header table, an education grid, dense sections. */
export function iitLatex(p, { accent }) {
  const css = `body{font:10.5px 'Latin Modern Roman','CMU Serif','Liberation Serif',serif;padding:34px 44px;color:#000}
  .hd{display:grid;grid-template-columns:1fr auto;border-bottom:1px solid #000;padding-bottom:6px}.hd b{font-size:15px}
  h2{font-size:11.5px;font-variant:small-caps;border-bottom:0.6px solid #000;margin:12px 0 4px;color:${accent}}
  table{width:100%;border-collapse:collapse}th,td{border:0.6px solid #000;padding:2px 5px;text-align:left}ul{margin:2px 0 4px 16px;padding:0}.r{float:right;font-style:italic}`;
  const body = `<div class="hd"><div><b>${esc(p.name.full.toUpperCase())}</b><br>${esc(p.education[0].degree.split(' (')[0])}<br>${esc(p.education[0].school)}</div>
  <div style="text-align:right">${esc(p.email)}<br>${esc(p.phone)}<br>${esc(p.links[0]?.value ?? '')}<br>DOB: ${esc(p.details[0]?.value ?? '')}</div></div>
  <h2>Education</h2><table><tr><th>Degree</th><th>Institute</th><th>Year</th></tr>${p.education.map((e) => `<tr><td>${esc(e.degree)}</td><td>${esc(e.school)}, ${esc(e.place)}</td><td>${esc(e.dates)}</td></tr>`).join('')}</table>
  <h2>Experience</h2>${p.jobs.map((j) => `<div><b>${esc(j.org)}</b> — ${esc(j.title)}, ${esc(j.place)}<span class="r">${esc(j.dates)}</span></div>${bullets(j.bullets)}`).join('')}
  <h2>Publications</h2>${bullets(p.publications ?? [])}
  <h2>Scholastic Achievements</h2>${bullets(p.keep.map((k) => `Awarded / qualified: ${k}`))}
  <h2>Technical Skills</h2><p>${esc(p.skills.join(', '))}</p>
  ${p.referees ? `<h2>Reference</h2>${p.referees.map((r) => `<p>${esc(r.name)}, ${esc(r.title)} · ${esc(r.phone)} · ${esc(r.email)}</p>`).join('')}` : ''}`;
  return { html: page(css, body), variants: [p.name.full.toUpperCase()] };
}

/** cover: a cover letter and its resume in one file, signed with the name; the resume a plain one-column page. */
export function cover(p, { accent }) {
  const sign = p.name.variants.find((v) => !v.includes(' ') && !/^[A-Z]+$/u.test(v)) ?? p.name.full;
  const css = `body{font:11px Georgia,'Liberation Serif',serif;color:#222}.pg{padding:50px 60px;height:1122px;page-break-after:always}.pg:last-child{page-break-after:auto;height:auto}
  .lh{color:${accent};font-size:18px;letter-spacing:1px}.sm{font-size:10px;color:#555}h2{font:bold 12px Arial,sans-serif;color:${accent};margin:14px 0 4px;text-transform:uppercase}ul{margin:2px 0 6px 18px;padding:0}`;
  const body = `<div class="pg"><div class="lh">${esc(p.name.full)}</div><div class="sm">${esc(p.address)} · ${esc(p.phone)} · ${esc(p.email)}</div>
  <p style="margin-top:40px">27 November 2026</p><p>Hiring Team<br>${esc(p.keep[0])} Recruitment Office</p><p>Dear Hiring Manager,</p>
  <p>I am writing to apply for the role of ${esc(p.headline)}. ${esc(p.summary)}</p>
  <p>At ${esc(p.jobs[0].org)} I ${esc(p.jobs[0].bullets[0].replace(/^[A-Z]/u, (c) => c.toLowerCase()))} I would bring the same care to your team, and I would welcome a conversation; I can be reached on ${esc(p.phone)}.</p>
  <p>Yours sincerely,</p><p style="font-style:italic;font-size:15px">${esc(sign)}</p><p>${esc(p.name.full)}</p></div>
  <div class="pg"><div class="lh">${esc(p.name.full)}</div><div class="sm">${esc(p.headline)} — ${esc(p.email)} — ${esc(p.addressShort)}</div>
  <h2>Profile</h2><p>${esc(p.summary)}</p><h2>Experience</h2>${p.jobs.map((j) => `<p><b>${esc(j.title)}</b>, ${esc(j.org)} — ${esc(j.place)} (${esc(j.dates)})</p>${bullets(j.bullets)}`).join('')}
  <h2>Education</h2>${p.education.map((e) => `<p>${esc(e.degree)}, ${esc(e.school)}, ${esc(e.place)}, ${esc(e.dates)}</p>`).join('')}
  <h2>Skills</h2><p>${esc(p.skills.join(' • '))}</p><h2>Other</h2><p>${esc(p.keep.join('; '))}</p></div>`;
  return { html: page(css, body), variants: [sign] };
}

/** infographic: a two-tone page with skill bars, emoji before contact items and a timeline. */
export function infographic(p, { accent }) {
  const [g, f] = split(p);
  const css = `body{font:10.5px 'DejaVu Sans',sans-serif;color:#333;display:grid;grid-template-columns:230px 1fr;min-height:1122px}
  .side{background:${accent};color:#fff;padding:28px 18px}.side h1{font-size:24px;line-height:1.05;margin:0 0 6px}.side h1 span{display:block;font-weight:300;letter-spacing:2px}
  .bar{height:6px;background:rgba(255,255,255,.3);border-radius:3px;margin:2px 0 7px}.bar i{display:block;height:6px;background:#fff;border-radius:3px}
  .main{padding:30px 26px}h2{color:${accent};font-size:13px;border-left:4px solid ${accent};padding-left:6px}.tl{border-left:2px dotted #aaa;padding-left:10px;margin-left:4px}
  .side p{margin:3px 0;word-break:break-word}`;
  const body = `<div class="side"><h1>${esc(g)}<span>${esc(f.toUpperCase())}</span></h1><p>${esc(p.headline)}</p><br>
  <p>📱 ${esc(p.phone)}</p><p>✉️ ${esc(p.email)}</p><p>🏠 ${esc(p.address)}</p>${p.links.map((l) => `<p>🔗 ${esc(l.value)}</p>`).join('')}
  ${p.details.map((d) => `<p>${esc(d.label)}: ${esc(d.value)}</p>`).join('')}<br><p><b>SKILLS</b></p>
  ${p.skills.map((s, i) => `<p>${esc(s)}</p><div class="bar"><i style="width:${95 - i * 9}%"></i></div>`).join('')}
  ${p.languages ? `<p><b>LANGUAGES</b></p><p>${esc(p.languages)}</p>` : ''}</div>
  <div class="main"><h2>About me</h2><p>${esc(p.summary)}</p><h2>Experience</h2><div class="tl">${p.jobs.map((j) => `<p><b>${esc(j.dates)}</b> · ${esc(j.title)}<br>${esc(j.org)} — ${esc(j.place)}</p>${bullets(j.bullets)}`).join('')}</div>
  <h2>Education</h2>${p.education.map((e) => `<p><b>${esc(e.dates)}</b> · ${esc(e.degree)}<br>${esc(e.school)}, ${esc(e.place)}</p>`).join('')}<h2>Highlights</h2>${bullets(p.keep)}</div>`;
  return { html: page(css, body), variants: [g, f.toUpperCase()] };
}

/** cv-fr: a French CV: état civil block, permis, "Centres d'intérêt". */
export function cvFr(p, { accent }) {
  const css = `body{font:10.5px 'Liberation Sans',Arial,sans-serif;color:#1d1d1d;padding:34px 42px}.hd{display:flex;justify-content:space-between;border-bottom:2px solid ${accent}}
  .nm{font-size:22px;font-weight:300}.nm b{font-weight:700}.ph{width:80px;height:96px;border:1px solid #bbb;background:#eee}h2{color:${accent};font-size:12px;letter-spacing:.5px;margin:14px 0 4px;text-transform:uppercase}
  .row{display:grid;grid-template-columns:120px 1fr;gap:8px;margin-bottom:4px}ul{margin:2px 0;padding-left:16px}`;
  const [g, f] = split(p);
  const body = `<div class="hd"><div><div class="nm">${esc(g)} <b>${esc(f.toUpperCase())}</b></div><div>${esc(p.headline)}</div>
  <p>${esc(p.address)}<br>Tél. : ${esc(p.phone)} — ${esc(p.email)}<br>${p.details.map((d) => `${esc(d.label)} ${esc(d.value)}`).join(' — ')} — Permis B</p></div><div class="ph"></div></div>
  <h2>Profil</h2><p>${esc(p.summary)}</p>
  <h2>Expériences professionnelles</h2>${p.jobs.map((j) => `<div class="row"><div>${esc(j.dates)}</div><div><b>${esc(j.title)}</b> — ${esc(j.org)}, ${esc(j.place)}${bullets(j.bullets)}</div></div>`).join('')}
  <h2>Formation</h2>${p.education.map((e) => `<div class="row"><div>${esc(e.dates)}</div><div>${esc(e.degree)} — ${esc(e.school)}, ${esc(e.place)}</div></div>`).join('')}
  <h2>Compétences</h2><p>${esc(p.skills.join(' | '))}</p><h2>Langues</h2><p>${esc(p.languages)}</p>
  <h2>Centres d'intérêt</h2><p>${esc(p.extraFr ?? p.keep.join(', '))} Randonnée, chorale.</p>`;
  return { html: page(css, body, 'fr'), variants: [`${g} ${f.toUpperCase()}`] };
}

/** wttj: a French job site's candidate profile export: cards, a big first name, the family name on its own line. */
export function wttj(p, { accent }) {
  const [g, f] = split(p);
  const css = `body{font:11px 'DejaVu Sans',sans-serif;background:#fbf9f4;color:#222;padding:28px}.card{background:#fff;border:1px solid #e5e0d4;border-radius:8px;padding:14px 18px;margin-bottom:10px}
  .g{font-size:26px;font-weight:bold;color:${accent}}.f{font-size:14px;letter-spacing:3px}.tag{display:inline-block;background:#ffe9a8;border-radius:4px;padding:1px 6px;margin:2px}h3{margin:0 0 6px;font-size:12px}`;
  const body = `<div class="card"><div class="g">${esc(g)}</div><div class="f">${esc(f.toUpperCase())}</div><p>${esc(p.headline)} · ${esc(p.addressShort)}</p>
  <p>Contact : ${esc(p.email)} / ${esc(p.phone)}${p.links.length ? ` / in: ${handle(p)}` : ''}</p></div>
  <div class="card"><h3>En quelques mots</h3><p>${esc(p.summary)}</p></div>
  <div class="card"><h3>Expériences</h3>${p.jobs.map((j) => `<p><b>${esc(j.title)}</b> chez ${esc(j.org)}<br>${esc(j.place)} · ${esc(j.dates)}</p>${bullets(j.bullets)}`).join('')}</div>
  <div class="card"><h3>Formations</h3>${p.education.map((e) => `<p>${esc(e.degree)}<br>${esc(e.school)} · ${esc(e.dates)}</p>`).join('')}</div>
  <div class="card"><h3>Outils</h3>${p.skills.map((s) => `<span class="tag">${esc(s)}</span>`).join('')}</div>
  <div class="card" style="font-size:9px;color:#777">Profil exporté le 26/11/2026 — candidature spontanée</div>`;
  return { html: page(css, body, 'fr'), variants: [g, f.toUpperCase()] };
}

/** lebenslauf: a German tabular CV with photo box, personal data table and "Ort, Datum, Unterschrift". */
export function lebenslauf(p, { accent, scan }) {
  const css = `body{font:${scan ? 11 : 10.5}px 'Liberation Serif',serif;color:#111;padding:${scan ? '40px 56px' : '44px 60px'}}h1{font-size:20px;margin:0 0 10px;font-weight:normal;letter-spacing:4px}
  .ph{float:right;width:90px;height:115px;border:1px solid #777;text-align:center;font-size:9px;color:#777;padding-top:48px}h2{font-size:12.5px;border-bottom:1px solid ${accent};margin:14px 0 5px}
  table{border-collapse:collapse;width:100%}td{vertical-align:top;padding:2px 4px}td:first-child{width:130px}ul{margin:1px 0;padding-left:14px}.sig{margin-top:30px;border-top:1px solid #000;width:260px;font-size:9px}`;
  const city = p.addressShort.replace(/^\d+\s*/u, '');
  const body = `<div class="ph">Foto</div><h1>LEBENSLAUF</h1>
  <h2>Persönliche Daten</h2><table><tr><td>Name</td><td>${esc(p.name.full)}</td></tr><tr><td>Anschrift</td><td>${esc(p.address)}</td></tr><tr><td>Telefon</td><td>${esc(p.phone)}</td></tr><tr><td>E-Mail</td><td>${esc(p.email)}</td></tr>${detail(p)}</table>
  <h2>Berufserfahrung</h2><table>${p.jobs.map((j) => `<tr><td>${esc(j.dates)}</td><td><b>${esc(j.title)}</b><br>${esc(j.org)}, ${esc(j.place)}${bullets(j.bullets)}</td></tr>`).join('')}</table>
  <h2>Ausbildung</h2><table>${p.education.map((e) => `<tr><td>${esc(e.dates)}</td><td>${esc(e.degree)}<br>${esc(e.school)}, ${esc(e.place)}</td></tr>`).join('')}</table>
  <h2>Kenntnisse</h2><table><tr><td>EDV</td><td>${esc(p.skills.join(', '))}</td></tr><tr><td>Sprachen</td><td>${esc(p.languages)}</td></tr>${scan ? '' : `<tr><td>Sonstiges</td><td>${esc(p.extraDe ?? p.keep.join(', '))}</td></tr>`}</table>
  <p style="margin-top:24px">${esc(city)}, 20.11.2026</p><div class="sig">Ort, Datum, Unterschrift</div>`;
  return { html: page(css, body, 'de') };
}

/** stepstone: a German job board's profile export: header band, "Über mich", dotted facts. */
export function stepstone(p) {
  const css = `body{font:10.5px Arial,sans-serif;color:#1c1c1c}.band{background:#0c2577;color:#fff;padding:20px 34px}.band .n{font-size:21px}.w{padding:14px 34px}
  h3{font-size:12px;color:#0c2577;border-bottom:1px dotted #999;margin:12px 0 5px}.f{display:grid;grid-template-columns:150px 1fr}ul{margin:2px 0;padding-left:16px}`;
  const body = `<div class="band"><div class="n">${esc(p.name.full)}</div><div>${esc(p.headline)} · ${esc(p.addressShort)}</div></div><div class="w">
  <h3>Kontakt</h3><div class="f"><span>Telefon</span><span>${esc(p.phone)}</span><span>E-Mail</span><span>${esc(p.email)}</span><span>Wohnort</span><span>${esc(p.address)}</span></div>
  <h3>Über mich</h3><p>${esc(p.summary)}</p><h3>Berufserfahrung</h3>${p.jobs.map((j) => `<p><b>${esc(j.title)}</b> · ${esc(j.org)} · ${esc(j.place)}<br>${esc(j.dates)}</p>${bullets(j.bullets)}`).join('')}
  <h3>Ausbildung</h3>${p.education.map((e) => `<p>${esc(e.degree)} · ${esc(e.school)} · ${esc(e.dates)}</p>`).join('')}
  <h3>Kenntnisse</h3><p>${esc(p.skills.join(' · '))}</p><h3>Wunscharbeitsort</h3><p>Emden, Oldenburg, Bremen · Gehaltswunsch: 72.000 €</p>
  <p style="color:#888;font-size:9px">Stand: 21.11.2026 — Profil-ID 55-201-839</p></div>`;
  return { html: page(css, body, 'de') };
}

/** europass: the EU form: labels in a grey left column, "SURNAME Given" name line, language grid. */
export function europass(p, { accent }) {
  const [g, f] = split(p);
  const lab =
    p.language === 'fr'
      ? {
          pi: 'INFORMATIONS PERSONNELLES',
          ex: 'EXPÉRIENCE PROFESSIONNELLE',
          ed: 'ÉDUCATION ET FORMATION',
          sk: 'COMPÉTENCES',
        }
      : p.language === 'es'
        ? { pi: 'INFORMACIÓN PERSONAL', ex: 'EXPERIENCIA LABORAL', ed: 'EDUCACIÓN Y FORMACIÓN', sk: 'COMPETENCIAS' }
        : { pi: 'PERSONAL INFORMATION', ex: 'WORK EXPERIENCE', ed: 'EDUCATION AND TRAINING', sk: 'SKILLS' };
  const css = `body{font:10px Arial,sans-serif;color:#3f3a38;padding:30px 30px}.r{display:grid;grid-template-columns:180px 1fr;gap:12px;margin-bottom:6px}.l{text-align:right;color:#1593cb;font-size:9px;text-transform:uppercase}
  .n{font-size:17px;color:#3f3a38}.h{color:#1593cb;font-size:11px;border-bottom:1px solid #1593cb;margin:12px 0 6px 192px}ul{margin:2px 0;padding-left:14px}`;
  const body = `<div class="r"><div class="l" style="color:${accent}">europass</div><div></div></div>
  <div class="r"><div class="l">${lab.pi}</div><div class="n">${esc(f.toUpperCase())} ${esc(g)}</div></div>
  <div class="r"><div></div><div>🏠 ${esc(p.address)}<br>📞 ${esc(p.phone)}<br>✉ ${esc(p.email)}${p.links.map((l) => `<br>🌐 ${esc(l.value)}`).join('')}<br>${p.details.map((d) => `${esc(d.label)}: ${esc(d.value)}`).join(' | ')}</div></div>
  <div class="h">${lab.ex}</div>${p.jobs.map((j) => `<div class="r"><div class="l">${esc(j.dates)}</div><div><b>${esc(j.title)}</b><br>${esc(j.org)}, ${esc(j.place)}${bullets(j.bullets)}</div></div>`).join('')}
  <div class="h">${lab.ed}</div>${p.education.map((e) => `<div class="r"><div class="l">${esc(e.dates)}</div><div><b>${esc(e.degree)}</b><br>${esc(e.school)}, ${esc(e.place)}</div></div>`).join('')}
  <div class="h">${lab.sk}</div><div class="r"><div class="l">Languages</div><div>${esc(p.languages ?? '')}</div></div><div class="r"><div class="l">Digital</div><div>${esc(p.skills.join(', '))}</div></div>
  <div class="r"><div class="l">Honours</div><div>${esc(p.keep.join('; '))}</div></div>`;
  return { html: page(css, body, p.language), variants: [`${f.toUpperCase()} ${g}`] };
}

/** cv-es: a Spanish/Latin-American CV with "Datos personales" (DNI, fecha de nacimiento) and a signature-free close. */
export function cvEs(p, { accent, scan }) {
  const css = `body{font:${scan ? 11.5 : 10.5}px Calibri,Carlito,'Liberation Sans',sans-serif;color:#202020;padding:38px 50px}.n{font-size:21px;font-weight:bold;text-align:center;color:${accent}}
  .c{text-align:center;font-size:10px;margin-bottom:8px}h2{font-size:12px;background:${accent};color:#fff;padding:3px 6px;margin:12px 0 5px}ul{margin:2px 0;padding-left:16px}p{margin:3px 0}`;
  const body = `<div class="n">${esc(p.name.full.toUpperCase())}</div><div class="c">${esc(p.headline)}</div>
  <h2>DATOS PERSONALES</h2><p>Dirección: ${esc(p.address)}</p><p>Teléfono: ${esc(p.phone)} · Correo: ${esc(p.email)}</p><p>${p.details.map((d) => `${esc(d.label)}: ${esc(d.value)}`).join(' · ')}</p>
  <h2>PERFIL PROFESIONAL</h2><p>${esc(p.summary)}</p>
  <h2>EXPERIENCIA LABORAL</h2>${p.jobs.map((j) => `<p><b>${esc(j.org)}</b> — ${esc(j.place)} | ${esc(j.dates)}<br><i>${esc(j.title)}</i></p>${bullets(j.bullets)}`).join('')}
  <h2>FORMACIÓN ACADÉMICA</h2>${p.education.map((e) => `<p>${esc(e.degree)} — ${esc(e.school)} (${esc(e.dates)})</p>`).join('')}
  <h2>HERRAMIENTAS E IDIOMAS</h2><p>${esc(p.skills.join(', '))}</p><p>${esc(p.languages)}</p>${scan ? '' : `<h2>OTROS</h2><p>${esc(p.extraEs ?? p.keep.join('. '))}</p>`}`;
  return { html: page(css, body, 'es'), variants: [p.name.full.toUpperCase()] };
}

/** portal-es: an InfoJobs/Computrabajo-like "Mi CV" export; the name runs into the status label. */
export function portalEs(p, { accent }) {
  const css = `body{font:11px Arial,sans-serif;color:#333;padding:26px 30px}.hd{border:1px solid #ddd;border-top:5px solid ${accent};padding:12px}.nm{font-size:18px;font-weight:bold}
  .st{font-size:9px;background:#e3f5e1;color:#2a7a2a;padding:1px 5px;border-radius:3px}h3{color:${accent};font-size:12.5px;margin:14px 0 4px}.k{color:#777}ul{margin:2px 0;padding-left:16px}`;
  const body = `<div class="hd"><span class="nm">${esc(p.name.full)}</span><span class="st">Busco empleo activamente</span><div>${esc(p.headline)}</div>
  <div><span class="k">Ubicación:</span> ${esc(p.address)} &nbsp; <span class="k">Tel:</span> ${esc(p.phone)}</div><div><span class="k">Email:</span> ${esc(p.email)}</div>
  <div>${p.details.map((d) => `<span class="k">${esc(d.label)}:</span> ${esc(d.value)}`).join(' &nbsp; ')}</div></div>
  <h3>Experiencia</h3>${p.jobs.map((j) => `<p><b>${esc(j.title)}</b><br>${esc(j.org)} · ${esc(j.place)}<br><span class="k">${esc(j.dates)}</span></p>${bullets(j.bullets)}`).join('')}
  <h3>Estudios</h3>${p.education.map((e) => `<p>${esc(e.degree)}<br>${esc(e.school)} · ${esc(e.dates)}</p>`).join('')}
  <h3>Conocimientos y aptitudes</h3><p>${esc(p.skills.join(' / '))}</p><h3>Idiomas</h3><p>${esc(p.languages)}</p>
  <h3>Reconocimientos</h3><p>${esc(p.keep.join(' · '))}</p><h3>Salario deseado</h3><p>A convenir · Disponibilidad inmediata · Vehículo propio</p>`;
  return { html: page(css, body, 'es') };
}

/** moderncv: the "classic" LaTeX look: big two-tone name top left, contact top right, dates in a left column. */
export function moderncv(p, { accent }) {
  const [g, f] = split(p);
  const css = `body{font:10.5px 'TeX Gyre Pagella','Liberation Serif',serif;color:#222;padding:40px 48px}.hd{display:flex;justify-content:space-between}.nm{font-size:30px;line-height:1}.nm .g{color:#555}.nm .f{color:${accent}}
  .ct{text-align:right;font-style:italic;font-size:10px}.sec{display:grid;grid-template-columns:110px 1fr;gap:10px;margin-top:12px}.bar{height:6px;background:${accent};margin-top:4px}.st{color:${accent};font-size:14px}
  .e{display:grid;grid-template-columns:110px 1fr;gap:10px;margin:3px 0}.e .d{text-align:right}ul{margin:1px 0;padding-left:14px}`;
  const sec = (t, html) => `<div class="sec"><div class="bar"></div><div class="st">${t}</div></div>${html}`;
  const ent = (d, html) => `<div class="e"><div class="d">${esc(d)}</div><div>${html}</div></div>`;
  const body = `<div class="hd"><div class="nm"><span class="g">${esc(g)}</span><br><span class="f">${esc(f)}</span><div style="font-size:13px;color:#777;font-style:italic">${esc(p.headline)}</div></div>
  <div class="ct">${esc(p.address)}<br>☎ ${esc(p.phone)}<br>✉ ${esc(p.email)}${p.links.map((l) => `<br>${esc(l.value)}`).join('')}</div></div>
  ${sec('Experience', p.jobs.map((j) => ent(j.dates, `<b>${esc(j.title)}</b>, <i>${esc(j.org)}</i>, ${esc(j.place)}${bullets(j.bullets)}`)).join(''))}
  ${sec('Education', p.education.map((e) => ent(e.dates, `<b>${esc(e.degree)}</b>, <i>${esc(e.school)}</i>, ${esc(e.place)}`)).join(''))}
  ${sec('Skills', ent('Tools', esc(p.skills.join(', '))) + (p.languages ? ent('Languages', esc(p.languages)) : ''))}
  ${p.publications ? sec('Publications', p.publications.map((x, i) => ent(`[${i + 1}]`, esc(x))).join('')) : ''}
  ${sec('Awards', ent('', esc(p.keep.join(' · '))))}
  ${p.referees ? sec('Referees', p.referees.map((r) => ent('', `${esc(r.name)}<br><i>${esc(r.title)}</i><br>${esc(r.phone)} · ${esc(r.email)}`)).join('')) : ''}`;
  return { html: page(css, body), variants: [g, f] };
}

/** awesome: the awesome-cv look: centred letter-spaced name in two weights, coloured section initials. */
export function awesome(p, { accent }) {
  const en = p.en ? { ...p, ...p.en } : p;
  const full = p.en ? p.name.variants.find((v) => v.includes('(')) : p.name.full;
  const [g, f] = full.includes('(') ? [full.replace(/ Qu$/u, ''), 'Qu'] : split(p);
  const css = `body{font:10px 'Source Sans Pro','Roboto','Liberation Sans',sans-serif;color:#333;padding:36px 44px}.nm{text-align:center;font-size:28px;letter-spacing:2px}.nm b{font-weight:700}.nm span{font-weight:300;color:#555}
  .pos{text-align:center;color:${accent};font-size:10px;letter-spacing:2px;text-transform:uppercase}.ct{text-align:center;font-size:9.5px;margin:4px 0 10px}
  h2{font-size:15px;margin:12px 0 4px;border-bottom:1px solid #ccc}h2 b{color:${accent}}.e{display:flex;justify-content:space-between}.e i{color:${accent}}ul{margin:1px 0 5px;padding-left:15px}`;
  const cap = (t) => `<h2><b>${t.slice(0, 3)}</b>${t.slice(3)}</h2>`;
  const body = `<div class="nm"><span>${esc(g)}</span> <b>${esc(f)}</b></div><div class="pos">${esc(en.headline)}</div>
  <div class="ct">${esc(en.address)} | ${esc(p.phone)} | ${esc(p.email)}${p.links.map((l) => ` | ${esc(l.value)}`).join('')}</div>
  ${cap('Summary')}<p>${esc(en.summary)}</p>${cap('Experience')}${en.jobs.map((j) => `<div class="e"><b>${esc(j.org)}</b><span>${esc(j.place)}</span></div><div class="e"><i>${esc(j.title)}</i><span>${esc(j.dates)}</span></div>${bullets(j.bullets)}`).join('')}
  ${cap('Education')}${en.education.map((e) => `<div class="e"><b>${esc(e.school)}</b><span>${esc(e.place)}</span></div><div class="e"><i>${esc(e.degree)}</i><span>${esc(e.dates)}</span></div>`).join('')}
  ${cap('Skills')}<p>${esc(en.skills.join(', '))}</p>${cap('Honors')}<p>${esc(en.keep.join(' · '))}</p>`;
  return { html: page(css, body), variants: [`${g} ${f}`] };
}

/** ats: a plain one-column resume meant for applicant-tracking systems: no tables, pipes between contact items. */
export function ats(p) {
  const css = `body{font:11px 'Liberation Sans',Arial,sans-serif;color:#000;padding:44px 56px}h1{font-size:17px;margin:0}h2{font-size:11.5px;margin:12px 0 3px;text-transform:uppercase}p{margin:2px 0}ul{margin:2px 0;padding-left:18px}`;
  const body = `<h1>${esc(p.name.full.toUpperCase())}</h1><p>${esc(p.addressShort)} | ${esc(p.phone)} | ${esc(p.email)}${p.links.map((l) => ` | ${esc(l.value)}`).join('')}</p>
  <h2>Summary</h2><p>${esc(p.summary)}</p><h2>Skills</h2><p>${esc(p.skills.join(', '))}</p>
  <h2>Professional Experience</h2>${p.jobs.map((j) => `<p><b>${esc(j.title)}</b></p><p>${esc(j.org)} — ${esc(j.place)} — ${esc(j.dates)}</p>${bullets(j.bullets)}`).join('')}
  <h2>Education</h2>${p.education.map((e) => `<p>${esc(e.degree)}, ${esc(e.school)}, ${esc(e.place)}, ${esc(e.dates)}</p>`).join('')}
  <h2>Additional</h2><p>${esc(p.keep.join('; '))}</p>${p.languages ? `<p>Languages: ${esc(p.languages)}</p>` : ''}`;
  return { html: page(css, body), variants: [p.name.full.toUpperCase()] };
}

/** jianli: a Chinese 简历 table for the CJK scan. */
export function jianli(p) {
  const css = `body{font:13px 'Noto Sans CJK SC','Noto Serif CJK SC',sans-serif;color:#000;padding:40px 56px}h1{text-align:center;font-size:24px;letter-spacing:8px}
  table{border-collapse:collapse;width:100%;margin-bottom:10px}td{border:1px solid #000;padding:5px 7px}.h{background:#eee;font-weight:bold;text-align:center}`;
  const body = `<h1>个人简历</h1><table><tr><td class="h">姓名</td><td>${esc(p.name.full)}</td><td class="h">性别</td><td>${esc(p.details[1].value)}</td></tr>
  <tr><td class="h">出生年月</td><td>${esc(p.details[0].value)}</td><td class="h">电话</td><td>${esc(p.phone)}</td></tr>
  <tr><td class="h">邮箱</td><td colspan="3">${esc(p.email)}</td></tr><tr><td class="h">住址</td><td colspan="3">${esc(p.address)}</td></tr>
  <tr><td class="h">求职意向</td><td colspan="3">${esc(p.headline)}</td></tr></table>
  <table><tr><td class="h" colspan="3">教育背景</td></tr>${p.education.map((e) => `<tr><td>${esc(e.dates)}</td><td>${esc(e.school)}</td><td>${esc(e.degree)}</td></tr>`).join('')}</table>
  <table><tr><td class="h" colspan="3">工作经历</td></tr>${p.jobs.map((j) => `<tr><td>${esc(j.dates)}</td><td>${esc(j.org)}</td><td>${esc(j.title)}：${esc(j.bullets[0])}</td></tr>`).join('')}</table>
  <table><tr><td class="h">专业技能</td><td>${esc(p.skills.join('、'))}</td></tr><tr><td class="h">语言</td><td>${esc(p.languages)}</td></tr><tr><td class="h">自我评价</td><td>${esc(p.summary)}</td></tr></table>`;
  return { html: page(css, body, 'zh') };
}

/** writer: a Word-like resume as flat ODF: name in the page header, a details table, a text box, "Page N of M" footer. */
export function writer(p, { accent }) {
  const L = {
    en: ['Profile', 'Experience', 'Education', 'Skills', 'Personal details', 'Declaration', 'Page', 'of'],
    de: ['Profil', 'Berufserfahrung', 'Ausbildung', 'Kenntnisse', 'Persönliche Daten', 'Erklärung', 'Seite', 'von'],
    es: ['Perfil', 'Experiencia', 'Formación', 'Competencias', 'Datos personales', 'Declaración', 'Página', 'de'],
    fr: ['Profil', 'Expérience', 'Formation', 'Compétences', 'État civil', 'Déclaration', 'Page', 'sur'],
    pt: ['Perfil', 'Experiência', 'Formação', 'Competências', 'Dados pessoais', 'Declaração', 'Página', 'de'],
  }[p.language];
  const x = (s) => esc(s);
  const lines = [];
  const para = (style, text) => {
    lines.push(text);
    return `<text:p text:style-name="${style}">${x(text)}</text:p>`;
  };
  const india = p.locale === 'en-IN';
  let body = '';
  body += para('Name', p.name.full.toUpperCase());
  body += para('Sub', p.headline);
  body += para('Sub', `${p.address} | ${p.phone} | ${p.email}`);
  if (p.objective) body += para('Head', 'Career Objective') + para('Body', p.objective);
  body += para('Head', L[0]) + para('Body', p.summary);
  body += para('Head', L[1]);
  for (const j of p.jobs) {
    body += para('Entry', `${j.title} — ${j.org}, ${j.place}`) + para('Meta', j.dates);
    for (const b of j.bullets) body += para('Bul', `• ${b}`);
  }
  body += para('Head', L[2]);
  for (const e of p.education) body += para('Body', `${e.degree}, ${e.school}, ${e.place} (${e.dates})`);
  // The skills in a framed text box, the way Word users lay out a side note.
  lines.push(L[3], p.skills.join(', '));
  body += `<text:p text:style-name="Body"><draw:frame draw:style-name="Box" draw:name="Skills" text:anchor-type="paragraph" svg:width="17cm" svg:y="0cm"><draw:text-box fo:min-height="1cm"><text:p text:style-name="Entry">${x(L[3])}</text:p><text:p text:style-name="Body">${x(p.skills.join(', '))}</text:p></draw:text-box></draw:frame></text:p>`;
  const rows = [
    ...p.details.map((d) => [d.label, d.value]),
    ...(p.fatherName ? [["Father's Name", p.fatherName]] : []),
    ...(p.languages ? [['Languages', p.languages]] : []),
  ];
  body += para('Head', L[4]);
  body += `<table:table table:name="Details" table:style-name="Tbl"><table:table-column table:style-name="ColA"/><table:table-column table:style-name="ColB"/>${rows
    .map(([a, b]) => {
      lines.push(a, b);
      return `<table:table-row><table:table-cell table:style-name="Cell" office:value-type="string"><text:p text:style-name="Body">${x(a)}</text:p></table:table-cell><table:table-cell table:style-name="Cell" office:value-type="string"><text:p text:style-name="Body">${x(b)}</text:p></table:table-cell></table:table-row>`;
    })
    .join('')}</table:table>`;
  if (india) {
    body += para('Head', L[5]);
    body += para('Body', 'I hereby declare that the above information is true to the best of my knowledge and belief.');
    body += para('Body', `Place: ${p.addressShort.split(/[,\d]/u)[0].trim()}`);
    body += para('Body', 'Date: 24/11/2026');
    body += para('Right', `(${p.name.full.toUpperCase()})`);
  } else {
    body += para('Body', p.keep.join(' · '));
  }
  const footerLine = (i, n) => `${p.name.full} — ${L[6]} ${i} ${L[7]} ${n}`;
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0" xmlns:dc="http://purl.org/dc/elements/1.1/" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:meta><dc:title>Resume</dc:title><meta:initial-creator>${x(p.name.full)}</meta:initial-creator><dc:creator>${x(p.name.full)}</dc:creator></office:meta>
<office:font-face-decls><style:font-face style:name="Carlito" svg:font-family="Carlito"/></office:font-face-decls>
<office:styles><style:default-style style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.08cm"/><style:text-properties style:font-name="Carlito" fo:font-size="10.5pt"/></style:default-style>
<style:style style:name="Name" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="18pt" fo:font-weight="bold" fo:color="${accent}"/></style:style>
<style:style style:name="Sub" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="9.5pt"/></style:style>
<style:style style:name="Head" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.3cm" fo:border-bottom="0.6pt solid ${accent}" fo:keep-with-next="always"/><style:text-properties fo:font-size="12pt" fo:font-weight="bold" fo:color="${accent}"/></style:style>
<style:style style:name="Entry" style:family="paragraph"><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="Meta" style:family="paragraph"><style:text-properties fo:font-style="italic" fo:color="#555555"/></style:style>
<style:style style:name="Body" style:family="paragraph"><style:paragraph-properties fo:text-align="justify"/></style:style>
<style:style style:name="Bul" style:family="paragraph"><style:paragraph-properties fo:margin-left="0.6cm" fo:text-indent="-0.3cm"/></style:style>
<style:style style:name="Right" style:family="paragraph"><style:paragraph-properties fo:text-align="end"/></style:style>
<style:style style:name="Foot" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8.5pt" fo:color="#666666"/></style:style></office:styles>
<office:automatic-styles><style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.5cm" fo:margin-bottom="1.2cm" fo:margin-left="2cm" fo:margin-right="2cm"/><style:footer-style><style:header-footer-properties fo:min-height="0.5cm" fo:margin-top="0.3cm"/></style:footer-style></style:page-layout>
<style:style style:name="Tbl" style:family="table"><style:table-properties style:width="17cm" table:align="left"/></style:style>
<style:style style:name="ColA" style:family="table-column"><style:table-column-properties style:column-width="5cm"/></style:style><style:style style:name="ColB" style:family="table-column"><style:table-column-properties style:column-width="12cm"/></style:style>
<style:style style:name="Cell" style:family="table-cell"><style:table-cell-properties fo:padding="0.07cm" fo:border="0.5pt solid #999999"/></style:style>
<style:style style:name="Box" style:family="graphic"><style:graphic-properties style:wrap="none" style:vertical-pos="top" style:vertical-rel="paragraph" style:horizontal-pos="center" style:horizontal-rel="paragraph" fo:background-color="#f1f3f6" fo:padding="0.2cm" fo:border="0.5pt solid #8899aa"/></style:style></office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"><style:footer><text:p text:style-name="Foot">${x(p.name.full)} — ${x(L[6])} <text:page-number text:select-page="current">1</text:page-number> ${x(L[7])} <text:page-count>1</text:page-count></text:p></style:footer></style:master-page></office:master-styles>
<office:body><office:text>${body}</office:text></office:body></office:document>`;
  return { fodt, lines, footerLine, variants: [p.name.full.toUpperCase()] };
}
