// Held-out part 58's templates, written for this part from what resumes of its theme look like: a Gulf CV with
// a personal-details table and a photo line, a job-portal export (Bayt/Naukrigulf-like), a LaTeX-like
// article CV, a design-tool two-column CV with the name letter-spaced over two lines, a profile saved to PDF with
// a running footer, a recruitment agency's candidate profile, a Francophone "CV" with an état civil block, and a
// Word template (flat ODF for LibreOffice). Each returns the HTML (or ODF) and what the page adds to the name.

const esc = (s) => String(s).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const T = (p, en, fr, tr) => (p.language === 'fr' ? fr : p.language === 'tr' && tr ? tr : en);

const splitDetail = (v) => {
  const i = v.indexOf(':');
  return i === -1 ? ['', v] : [v.slice(0, i).trim(), v.slice(i + 1).trim()];
};

function page(body, css, { font = "'Liberation Sans', Arial, sans-serif" } = {}) {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
@page { size: A4; margin: 14mm 0; }
body { font-family: ${font}; font-size: 10.5pt; color: #222; margin: 0 16mm; line-height: 1.35; }
h1, h2, h3, p, ul { margin: 0; }
ul { padding-left: 16px; }
${css}
</style></head><body>${body}</body></html>`;
}

function jobsHtml(p, cls = 'job') {
  return p.jobs
    .map(
      (
        j,
      ) => `<div class="${cls}"><div class="jh"><b>${esc(j.title)}</b> — ${esc(j.org)}, ${esc(j.place)}<span class="dt">${esc(j.dates)}</span></div>
<ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`,
    )
    .join('');
}
function eduHtml(p) {
  return p.education
    .map(
      (e) =>
        `<div class="job"><div class="jh"><b>${esc(e.degree)}</b><span class="dt">${esc(e.dates)}</span></div><div>${esc(e.school)}, ${esc(e.place)}</div></div>`,
    )
    .join('');
}
function refsHtml(p) {
  if (!p.referees?.length) return '';
  return `<h2>${T(p, 'References', 'Références', 'Referanslar')}</h2>${p.referees
    .map((r) => `<p><b>${esc(r.name)}</b>, ${esc(r.role)} — ${T(p, 'Tel', 'Tél.', 'Tel')}: ${esc(r.phone)}</p>`)
    .join('')}`;
}
const extraHtml = (p) =>
  p.extra.length
    ? `<h2>${T(p, 'Additional Information', 'Divers', 'Diğer')}</h2>${p.extra.map((x) => `<p>${esc(x)}</p>`).join('')}`
    : '';
const linksText = (p) => [...p.links.map((l) => l.value), ...(p.handles ?? [])];

const H = {
  exp: (p) => T(p, 'Professional Experience', 'Expérience professionnelle', 'İş Deneyimi'),
  edu: (p) => T(p, 'Education', 'Formation', 'Eğitim'),
  skills: (p) => T(p, 'Skills', 'Compétences', 'Yetkinlikler'),
  summary: (p) => T(p, 'Profile', 'Profil', 'Özet'),
  personal: (p) => T(p, 'Personal Details', 'État civil', 'Kişisel Bilgiler'),
};

/** A Gulf CV: name in English and Arabic (or native script), a photo line, a personal-details table. */
export function gulf(p, { accent, scan }) {
  const rows = p.details
    .map((d) => {
      const [k, v] = splitDetail(d.value);
      return `<tr><td class="k">${esc(k)}</td><td>${esc(v)}</td></tr>`;
    })
    .join('');
  const body = `<div class="top"><div><h1>${esc(p.display)}</h1>${p.native && !scan ? `<div class="nat" dir="auto">${esc(p.native)}</div>` : ''}
<div class="hl">${esc(p.headline)}</div>
<p>${T(p, 'Mobile', 'Mobile', 'Cep')}: ${esc(p.phone)} | ${T(p, 'Email', 'E-mail', 'E-posta')}: ${esc(p.email)}</p>
<p>${T(p, 'Address', 'Adresse', 'Adres')}: ${esc(p.address)}</p>${p.links.length ? `<p>${esc(linksText(p).join(' | '))}</p>` : ''}</div>
<div class="photo">[${T(p, 'Photo', 'Photo', 'Fotoğraf')}]</div></div>
<h2>${H.summary(p)}</h2><p>${esc(p.summary)}</p>
<h2>${H.exp(p)}</h2>${jobsHtml(p)}
<h2>${H.edu(p)}</h2>${eduHtml(p)}
<h2>${H.skills(p)}</h2><p>${esc(p.skills.join(', '))}</p>
${rows ? `<h2>${H.personal(p)}</h2><table>${rows}</table>` : ''}
${extraHtml(p)}${refsHtml(p)}`;
  const css = `h1 { font-size: 20pt; color: ${accent}; } .nat { font-size: 15pt; font-family: 'Noto Sans Arabic', 'Noto Sans Hebrew', 'Noto Sans Georgian', 'Noto Sans Armenian', sans-serif; }
.top { display: flex; justify-content: space-between; border-bottom: 2px solid ${accent}; padding-bottom: 6px; }
.photo { width: 28mm; height: 34mm; border: 1px solid #999; display: flex; align-items: center; justify-content: center; color: #777; }
.hl { font-weight: bold; margin: 2px 0 4px; } h2 { font-size: 12pt; color: ${accent}; margin-top: 10px; border-bottom: 1px solid #ccc; }
.jh { margin-top: 4px; } .dt { float: right; color: #555; } table { border-collapse: collapse; } td { border: 1px solid #bbb; padding: 2px 6px; } td.k { font-weight: bold; width: 45mm; }`;
  return { html: page(body, css), variants: [], others: [], links: p.handles ?? [] };
}

/** A job-portal export (Bayt, Naukrigulf or Wuzzuf-like): a banner with the portal, the name glued to an ID. */
export function portal(p, { accent }) {
  const portalName = p.portal ?? 'Bayt.com';
  const id = `${portalName.replace(/\W/g, '').slice(0, 3).toUpperCase()}-${p.email.length * 7919}`;
  const body = `<div class="bar">${esc(portalName)} — ${T(p, 'Candidate CV', 'CV du candidat')} | ${T(p, 'Profile ID', 'Réf. profil')} ${id}</div>
<h1>${esc(p.name.full)}</h1><div class="hl">${esc(p.headline)}</div>
<table class="kv"><tr><td>${T(p, 'Current Location', 'Lieu actuel')}</td><td>${esc(p.addressShort)}</td></tr>
<tr><td>${T(p, 'Mobile Number', 'Téléphone')}</td><td>${esc(p.phone)}</td></tr>
<tr><td>${T(p, 'Email Address', 'E-mail')}</td><td>${esc(p.email)}</td></tr>
${p.details.map((d) => `<tr><td>${esc(splitDetail(d.value)[0] || '—')}</td><td>${esc(splitDetail(d.value)[1])}</td></tr>`).join('')}
<tr><td>${T(p, 'Visa Status', 'Statut')}</td><td>${esc(p.visa ?? T(p, 'Citizen', 'Citoyen'))}</td></tr></table>
<h2>${T(p, 'CV Summary', 'Résumé')}</h2><p>${esc(p.summary)}</p>
<h2>${T(p, 'Experience', 'Expérience')}</h2>${jobsHtml(p)}
<h2>${H.edu(p)}</h2>${eduHtml(p)}
<h2>${H.skills(p)}</h2><p>${p.skills.map(esc).join(' · ')}</p>${extraHtml(p)}
<div class="foot">${T(p, 'Downloaded from', 'Téléchargé depuis')} ${esc(portalName)} ${T(p, 'by the employer on', 'par l’employeur le')} 2026-11-02. ${T(p, 'CV of', 'CV de')} ${esc(p.name.full)}.</div>`;
  const css = `.bar { background: ${accent}; color: #fff; padding: 4px 8px; font-size: 9pt; }
h1 { font-size: 18pt; margin-top: 8px; } .hl { color: #555; } h2 { font-size: 11.5pt; background: #eee; padding: 2px 6px; margin-top: 10px; }
table.kv td { padding: 1px 8px 1px 0; vertical-align: top; } table.kv td:first-child { color: #666; width: 45mm; }
.dt { float: right; color: #666; } .foot { margin-top: 14px; font-size: 8pt; color: #888; border-top: 1px solid #ccc; }`;
  return { html: page(body, css), variants: [], others: [], links: p.handles ?? [] };
}

/** A LaTeX article CV (moderncv-like): serif, name in small caps, contact line with symbols. */
export function latex(p, { accent, scan }) {
  const contact = [p.addressShort, p.phone, p.email, ...linksText(p)].map(esc).join(' &nbsp;◇&nbsp; ');
  const body = `<div class="head"><h1>${esc(p.name.full)}</h1><div class="hl">${esc(p.headline)}</div><div class="ct">${contact}</div></div>
<h2>${H.exp(p)}</h2>${jobsHtml(p)}
<h2>${H.edu(p)}</h2>${eduHtml(p)}
<h2>${H.skills(p)}</h2><p>${esc(p.skills.join(' · '))}</p>
${scan ? '' : extraHtml(p)}${refsHtml(p)}`;
  const css = `h1 { font-variant: small-caps; font-size: 24pt; font-weight: normal; letter-spacing: 0.5px; color: ${accent}; }
.head { text-align: center; margin-bottom: 6px; } .hl { font-style: italic; } .ct { font-size: 9.5pt; }
h2 { font-variant: small-caps; font-weight: normal; font-size: 14pt; color: ${accent}; border-bottom: 0.6pt solid ${accent}; margin-top: 10px; }
.dt { float: right; font-style: italic; }`;
  return {
    html: page(body, css, { font: "'Liberation Serif', 'Times New Roman', serif" }),
    variants: [],
    others: [],
    links: p.handles ?? [],
  };
}

/** A design-tool CV (Canva-like): a coloured sidebar read first, the name letter-spaced over two lines. */
export function canva(p, { accent }) {
  const parts = p.display.split(' ');
  const at = p.splitAt ?? parts.length - 1;
  const first = parts.slice(0, at).join(' ');
  const last = parts.slice(at).join(' ');
  const side = `<div class="side">${p.native ? `<div class="nat">${esc(p.native)}</div>` : ''}
<h3>${T(p, 'CONTACT', 'CONTACT', 'İLETİŞİM')}</h3><p>☎ ${esc(p.phone)}</p><p>✉ ${esc(p.email)}</p><p>⌂ ${esc(p.address)}</p>${linksText(
    p,
  )
    .map((l) => `<p>🔗 ${esc(l)}</p>`)
    .join('')}
<h3>${T(p, 'SKILLS', 'COMPÉTENCES', 'YETKİNLİKLER')}</h3>${p.skills.map((s) => `<p>${esc(s)}</p>`).join('')}
${p.details.length ? `<h3>${T(p, 'DETAILS', 'INFOS', 'BİLGİLER')}</h3>${p.details.map((d) => `<p>${esc(d.value)}</p>`).join('')}` : ''}
${p.extra.map((x) => `<p class="x">${esc(x)}</p>`).join('')}</div>`;
  const main = `<div class="main"><div class="nm"><div class="n1">${esc(first)}</div><div class="n2">${esc(last)}</div></div>
<div class="hl">${esc(p.headline)}</div><h2>${H.summary(p).toUpperCase()}</h2><p>${esc(p.summary)}</p>
<h2>${H.exp(p).toUpperCase()}</h2>${jobsHtml(p)}<h2>${H.edu(p).toUpperCase()}</h2>${eduHtml(p)}${refsHtml(p)}</div>`;
  const css = `body { margin: 0; } .wrap { display: flex; } .side { width: 62mm; background: ${accent}; color: #fff; padding: 10mm 6mm; font-size: 9.5pt; min-height: 260mm; }
.side h3 { font-size: 10pt; letter-spacing: 2px; margin-top: 10px; border-bottom: 1px solid #fff8; } .side p { margin: 2px 0; word-break: break-all; } .nat { font-size: 13pt; margin-bottom: 6px; }
.main { flex: 1; padding: 10mm 8mm; } .nm { letter-spacing: 5px; text-transform: uppercase; } .n1 { font-size: 20pt; font-weight: 300; } .n2 { font-size: 26pt; font-weight: bold; color: ${accent}; }
.hl { letter-spacing: 2px; color: #666; margin-bottom: 8px; } h2 { font-size: 11pt; letter-spacing: 3px; color: ${accent}; margin-top: 12px; } .dt { display: block; color: #888; font-size: 9pt; }`;
  return {
    html: page(`<div class="wrap">${side}${main}</div>`, css),
    variants: [],
    others: [],
    links: p.handles ?? [],
  };
}

/** A networking profile saved to PDF: a sidebar with contact and top skills, a footer with the name and page. */
export function linkedin(p) {
  const side = `<div class="side"><h3>Contact</h3><p>${esc(p.email)}</p>${p.links.map((l) => `<p>${esc(l.value)} (LinkedIn)</p>`).join('')}
<h3>Top Skills</h3>${p.skills
    .slice(0, 3)
    .map((s) => `<p>${esc(s)}</p>`)
    .join('')}
<h3>Languages</h3><p>${esc(p.extra.find((x) => /Lang|Langues|Dil/u.test(x)) ?? 'English')}</p></div>`;
  const main = `<div class="main"><h1>${esc(p.name.full)}</h1><div class="hl">${esc(p.headline)}</div><div class="loc">${esc(p.addressShort)}</div>
<h2>Summary</h2><p>${esc(p.summary)}</p><h2>Experience</h2>${p.jobs
    .map(
      (j) =>
        `<div class="job"><b>${esc(j.org)}</b><div>${esc(j.title)}</div><div class="dt">${esc(j.dates)}</div><div class="dt">${esc(j.place)}</div><p>${esc(j.bullets.join(' '))}</p></div>`,
    )
    .join('')}
<h2>Education</h2>${p.education.map((e) => `<div class="job"><b>${esc(e.school)}</b><div>${esc(e.degree)} · (${esc(e.dates)})</div></div>`).join('')}</div>`;
  const css = `body { margin: 0 12mm; } .wrap { display: flex; gap: 8mm; } .side { width: 55mm; background: #eef1f5; padding: 6mm; font-size: 9pt; }
.side h3 { font-size: 11pt; margin-top: 8px; } .main { flex: 1; } h1 { font-size: 22pt; } .hl { font-size: 11pt; } .loc { color: #777; }
h2 { font-size: 14pt; margin-top: 10px; } .job { margin-top: 6px; } .dt { color: #777; }`;
  const footName = p.name.full;
  return {
    html: page(`<div class="wrap">${side}${main}</div>`, css),
    footer: {
      template: `<div style="font-size:8px;width:100%;text-align:right;padding-right:12mm;color:#777">${esc(footName)}&nbsp;&nbsp;·&nbsp;&nbsp;Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>`,
      text: (i, n) => [`${footName} · Page ${i} of ${n}`],
    },
    variants: [],
    others: [],
    links: p.handles ?? [],
  };
}

/** A recruitment agency's candidate profile: the agency's letterhead, a consultant, the candidate's details. */
export function agency(p, { accent }) {
  const consultant = p.consultant ?? 'Ms. Leila Haddad-Nasser';
  const body = `<div class="lh"><b>${esc(p.agency ?? 'Gulf Talent Partners FZ-LLC')}</b> · Executive Search · Dubai Internet City</div>
<h1>${T(p, 'Candidate Profile', 'Profil du candidat')}</h1>
<table class="kv"><tr><td>${T(p, 'Candidate', 'Candidat')}</td><td><b>${esc(p.name.full)}</b></td></tr>
<tr><td>${T(p, 'Position', 'Poste')}</td><td>${esc(p.headline)}</td></tr>
<tr><td>${T(p, 'Consultant', 'Consultant')}</td><td>${esc(consultant)}</td></tr>
<tr><td>${T(p, 'Contact', 'Contact')}</td><td>${esc(p.phone)} / ${esc(p.email)}</td></tr>
<tr><td>${T(p, 'Location', 'Lieu')}</td><td>${esc(p.address)}</td></tr>
${p.details.map((d) => `<tr><td>${esc(splitDetail(d.value)[0] || '—')}</td><td>${esc(splitDetail(d.value)[1])}</td></tr>`).join('')}</table>
<h2>${T(p, 'Consultant’s Summary', 'Synthèse du consultant')}</h2><p>${esc(p.summary)}</p>
<h2>${T(p, 'Career History', 'Parcours')}</h2>${jobsHtml(p)}<h2>${H.edu(p)}</h2>${eduHtml(p)}
<h2>${H.skills(p)}</h2><p>${esc(p.skills.join(', '))}</p>${extraHtml(p)}${refsHtml(p)}`;
  const css = `.lh { border-bottom: 3px solid ${accent}; padding-bottom: 4px; color: ${accent}; } h1 { font-size: 16pt; margin: 8px 0; }
table.kv { border-collapse: collapse; width: 100%; } table.kv td { border-bottom: 1px solid #ddd; padding: 2px 6px; } table.kv td:first-child { width: 40mm; color: #555; }
h2 { font-size: 11.5pt; color: ${accent}; margin-top: 10px; } .dt { float: right; }`;
  return {
    html: page(body, css),
    footer: {
      template: `<div style="font-size:8px;width:100%;text-align:center;color:#777">Confidential · ${esc(p.name.full)} · <span class="pageNumber"></span>/<span class="totalPages"></span></div>`,
      text: (i, n) => [`Confidential · ${p.name.full} · ${i}/${n}`],
    },
    variants: [],
    others: [consultant],
  };
}

/** A Francophone CV: "CV" title, état civil block first, surname in capitals. */
export function francophone(p, { accent, scan }) {
  const body = `<div class="t">CURRICULUM VITAE</div><h1>${esc(p.display)}</h1>${p.native && !scan ? `<div class="nat">${esc(p.native)}</div>` : ''}
<div class="ec">${p.details.map((d) => `<p>${esc(d.value)}</p>`).join('')}
<p>${T(p, 'Address', 'Adresse')} : ${esc(p.address)}</p><p>${T(p, 'Tel', 'Tél.')} : ${esc(p.phone)}</p><p>E-mail : ${esc(p.email)}</p>${linksText(
    p,
  )
    .map((l) => `<p>${esc(l)}</p>`)
    .join('')}</div>
<div class="obj"><b>${T(p, 'Objective', 'Objectif')} :</b> ${esc(p.headline)}</div>
<h2>${H.edu(p)}</h2>${eduHtml(p)}<h2>${H.exp(p)}</h2>${jobsHtml(p)}
<h2>${H.skills(p)}</h2><ul>${p.skills.map((s) => `<li>${esc(s)}</li>`).join('')}</ul>${scan ? '' : extraHtml(p)}${refsHtml(p)}`;
  const css = `.t { text-align: center; letter-spacing: 6px; color: ${accent}; font-weight: bold; } h1 { text-align: center; font-size: 18pt; margin: 4px 0; }
.nat { text-align: center; font-size: 14pt; } .ec { border: 1px solid ${accent}; padding: 4px 8px; margin: 6px 0; font-size: 10pt; }
h2 { font-size: 12pt; text-transform: uppercase; color: ${accent}; border-bottom: 1px dotted ${accent}; margin-top: 10px; } .dt { float: right; }`;
  return { html: page(body, css), variants: [], others: [], links: p.handles ?? [] };
}

// ---- The Word template (flat ODF) ----

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

/** A Word CV: name (in two lines when asked), contact lines, sections; a footer with the name and the page. */
export function writer(p, { accent }) {
  const lines = [];
  const paras = [];
  const para = (style, text) => {
    lines.push(text);
    paras.push(`<text:p text:style-name="${style}">${esc(text).replaceAll('\t', '<text:tab/>')}</text:p>`);
  };
  if (p.splitName) {
    const parts = p.display.split(' ');
    const at = p.splitAt ?? parts.length - 1;
    para('Name', parts.slice(0, at).join(' '));
    para('Name', parts.slice(at).join(' '));
  } else para('Name', p.display);
  if (p.native) para('Native', p.native);
  para('Headline', p.headline);
  para('Body', `${p.address} | ${p.phone}`);
  para('Body', [p.email, ...linksText(p)].join(' | '));
  para('Heading', H.summary(p));
  para('Body', p.summary);
  para('Heading', H.exp(p));
  for (const j of p.jobs) {
    para('Entry', `${j.title}, ${j.org}, ${j.place}\t${j.dates}`);
    for (const b of j.bullets) para('Bullet', `• ${b}`);
  }
  para('Heading', H.edu(p));
  for (const e of p.education) para('Entry', `${e.degree}, ${e.school}, ${e.place}\t${e.dates}`);
  para('Heading', H.skills(p));
  para('Body', p.skills.join(', '));
  if (p.details.length) {
    para('Heading', H.personal(p));
    for (const d of p.details) para('Body', d.value);
  }
  for (const x of p.extra) para('Body', x);
  if (p.referees?.length) {
    para('Heading', T(p, 'Referees', 'Références', 'Referanslar'));
    for (const r of p.referees) para('Body', `${r.name}, ${r.role}, ${r.phone}`);
  }
  const foot = (i, n) => `${p.name.full} – CV – ${T(p, 'Page', 'Page', 'Sayfa')} ${i}/${n}`;
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document ${NS} office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls><style:font-face style:name="Liberation Sans" svg:font-family="'Liberation Sans'"/></office:font-face-decls>
<office:styles>
<style:default-style style:family="paragraph"><style:paragraph-properties fo:margin-top="0cm" fo:margin-bottom="0.06cm"/><style:text-properties style:font-name="Liberation Sans" fo:font-size="10.5pt"/></style:default-style>
<style:style style:name="Name" style:family="paragraph"><style:text-properties fo:font-size="20pt" fo:font-weight="bold" fo:color="${accent}"/></style:style>
<style:style style:name="Native" style:family="paragraph"><style:text-properties fo:font-size="14pt"/></style:style>
<style:style style:name="Headline" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.2cm"/><style:text-properties fo:font-size="12pt" fo:font-style="italic"/></style:style>
<style:style style:name="Heading" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.35cm" fo:border-bottom="0.5pt solid ${accent}" fo:keep-with-next="always"/><style:text-properties fo:font-size="12pt" fo:font-weight="bold" fo:color="${accent}"/></style:style>
<style:style style:name="Entry" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.12cm"><style:tab-stops><style:tab-stop style:position="17cm" style:type="right"/></style:tab-stops></style:paragraph-properties><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="Bullet" style:family="paragraph"><style:paragraph-properties fo:margin-left="0.5cm"/></style:style>
<style:style style:name="Body" style:family="paragraph"/>
<style:style style:name="Footer" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8pt" fo:color="#666666"/></style:style>
</office:styles>
<office:automatic-styles><style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.5cm" fo:margin-bottom="1.2cm" fo:margin-left="2cm" fo:margin-right="2cm"/><style:footer-style><style:header-footer-properties fo:min-height="0.5cm" fo:margin-top="0.3cm"/></style:footer-style></style:page-layout></office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"><style:footer><text:p text:style-name="Footer">${esc(p.name.full)} – CV – ${T(p, 'Page', 'Page', 'Sayfa')} <text:page-number text:select-page="current">1</text:page-number>/<text:page-count>1</text:page-count></text:p></style:footer></style:master-page></office:master-styles>
<office:body><office:text>
${paras.join('\n')}
</office:text></office:body></office:document>
`;
  return { fodt, lines, footerLine: foot, variants: [], others: [], links: p.handles ?? [] };
}
