// Held-out part 38's own templates: CVs as the national conventions of Europe and the Americas shape them (a
// German Lebenslauf, a French CV, an Italian CV with the GDPR consent line, Europass, a LaTeX-like CV, Latin
// American CVs with their ID numbers, job-portal exports, a Canva-like design, a US federal resume, a Canadian
// bilingual CV, a Japanese rirekisho-like form) and one Word-like flat ODF for LibreOffice. Each HTML layout
// returns { html, footer?, variants? }; the writer returns { fodt, lines, footerLine }.

const esc = (s) =>
  String(s).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const L = {
  de: {
    profile: 'Profil',
    exp: 'Berufserfahrung',
    edu: 'Ausbildung',
    skills: 'Kenntnisse',
    langs: 'Sprachen',
    interests: 'Interessen',
    personal: 'Persönliche Daten',
    refs: 'Referenzen',
    contact: 'Kontakt',
    award: 'Auszeichnungen',
    cv: 'Lebenslauf',
    address: 'Anschrift',
    phone: 'Telefon',
    email: 'E-Mail',
  },
  fr: {
    profile: 'Profil',
    exp: 'Expérience professionnelle',
    edu: 'Formation',
    skills: 'Compétences',
    langs: 'Langues',
    interests: 'Centres d’intérêt',
    personal: 'État civil',
    refs: 'Références',
    contact: 'Coordonnées',
    award: 'Distinctions',
    cv: 'Curriculum vitæ',
    address: 'Adresse',
    phone: 'Tél.',
    email: 'Courriel',
  },
  it: {
    profile: 'Profilo',
    exp: 'Esperienza lavorativa',
    edu: 'Istruzione e formazione',
    skills: 'Competenze',
    langs: 'Lingue',
    interests: 'Interessi',
    personal: 'Dati personali',
    refs: 'Referenze',
    contact: 'Contatti',
    award: 'Premi',
    cv: 'Curriculum Vitae',
    address: 'Indirizzo',
    phone: 'Cellulare',
    email: 'E-mail',
  },
  es: {
    profile: 'Perfil profesional',
    exp: 'Experiencia laboral',
    edu: 'Formación académica',
    skills: 'Habilidades',
    langs: 'Idiomas',
    interests: 'Intereses',
    personal: 'Datos personales',
    refs: 'Referencias',
    contact: 'Contacto',
    award: 'Reconocimientos',
    cv: 'Hoja de vida',
    address: 'Dirección',
    phone: 'Celular',
    email: 'Correo',
  },
  pt: {
    profile: 'Resumo profissional',
    exp: 'Experiência profissional',
    edu: 'Formação acadêmica',
    skills: 'Competências',
    langs: 'Idiomas',
    interests: 'Interesses',
    personal: 'Dados pessoais',
    refs: 'Referências',
    contact: 'Contato',
    award: 'Prêmios',
    cv: 'Currículo',
    address: 'Endereço',
    phone: 'Telefone',
    email: 'E-mail',
  },
  nl: {
    profile: 'Profiel',
    exp: 'Werkervaring',
    edu: 'Opleidingen',
    skills: 'Vaardigheden',
    langs: 'Talen',
    interests: 'Hobby’s',
    personal: 'Personalia',
    refs: 'Referenties',
    contact: 'Contact',
    award: 'Prijzen',
    cv: 'Curriculum vitae',
    address: 'Adres',
    phone: 'Telefoon',
    email: 'E-mail',
  },
  pl: {
    profile: 'Podsumowanie',
    exp: 'Doświadczenie zawodowe',
    edu: 'Wykształcenie',
    skills: 'Umiejętności',
    langs: 'Języki obce',
    interests: 'Zainteresowania',
    personal: 'Dane osobowe',
    refs: 'Referencje',
    contact: 'Kontakt',
    award: 'Nagrody',
    cv: 'Życiorys',
    address: 'Adres',
    phone: 'Telefon',
    email: 'E-mail',
  },
  cs: {
    profile: 'Profil',
    exp: 'Pracovní zkušenosti',
    edu: 'Vzdělání',
    skills: 'Dovednosti',
    langs: 'Jazyky',
    interests: 'Zájmy',
    personal: 'Osobní údaje',
    refs: 'Reference',
    contact: 'Kontakt',
    award: 'Ocenění',
    cv: 'Životopis',
    address: 'Adresa',
    phone: 'Telefon',
    email: 'E-mail',
  },
  ro: {
    profile: 'Profil',
    exp: 'Experiență profesională',
    edu: 'Educație',
    skills: 'Competențe',
    langs: 'Limbi străine',
    interests: 'Interese',
    personal: 'Date personale',
    refs: 'Recomandări',
    contact: 'Contact',
    award: 'Premii',
    cv: 'Curriculum vitae',
    address: 'Adresă',
    phone: 'Telefon',
    email: 'E-mail',
  },
  da: {
    profile: 'Profil',
    exp: 'Erhvervserfaring',
    edu: 'Uddannelse',
    skills: 'Kompetencer',
    langs: 'Sprog',
    interests: 'Fritid',
    personal: 'Personlige oplysninger',
    refs: 'Referencer',
    contact: 'Kontakt',
    award: 'Priser',
    cv: 'CV',
    address: 'Adresse',
    phone: 'Mobil',
    email: 'E-mail',
  },
  en: {
    profile: 'Summary',
    exp: 'Work Experience',
    edu: 'Education',
    skills: 'Skills',
    langs: 'Languages',
    interests: 'Interests',
    personal: 'Personal details',
    refs: 'References',
    contact: 'Contact',
    award: 'Awards',
    cv: 'Résumé',
    address: 'Address',
    phone: 'Phone',
    email: 'Email',
  },
  ja: {
    profile: '自己PR',
    exp: '職歴',
    edu: '学歴',
    skills: '免許・資格',
    langs: '語学',
    interests: '趣味',
    personal: '個人情報',
    refs: '推薦者',
    contact: '連絡先',
    award: '受賞',
    cv: '履 歴 書',
    address: '現住所',
    phone: '電話',
    email: 'メール',
  },
};
const lab = (p) => L[p.language];
const nameOf = (p) => [p.prefix, p.name.full].filter(Boolean).join(' ');

function page(body, css, font = "'Liberation Sans', Arial, sans-serif") {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
@page { size: A4; margin: 0 }
* { box-sizing: border-box }
body { margin: 0; font-family: ${font}; color: #222; }
h1, h2, h3, p, ul { margin: 0 }
${css}
</style></head><body>${body}</body></html>`;
}
const bullets = (j, cls = '') =>
  j.bullets.length ? `<ul class="${cls}">${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : '';
const detailRows = (p) => p.details.map((x) => [x.label, x.value]);

/** German Lebenslauf: tabular, photo cell at the top right, Ort/Datum and a signature line at the end. */
export function lebenslauf(p, { accent, scan }) {
  const l = lab(p);
  const rows = (items) => items.map(([a, b]) => `<tr><td class="k">${esc(a)}</td><td>${b}</td></tr>`).join('');
  const personal = [
    ['Name', esc(nameOf(p)) + (p.birthName ? ` (${esc(p.birthName)})` : '')],
    [l.address, esc(p.address)],
    [l.phone, esc(p.phone)],
    [l.email, esc(p.email)],
    ...detailRows(p).map(([a, b]) => [a, esc(b)]),
    ...(p.birthPlace ? [['Geburtsort', esc(p.birthPlace)]] : []),
  ];
  const jobs = p.jobs.map((j) => [
    `${j.from} – ${j.to}`,
    `<b>${esc(j.title)}</b><br>${esc(j.org)}, ${esc(j.place)}${bullets(j)}`,
  ]);
  const edu = p.education.map((e) => [
    `${e.from} – ${e.to}`,
    `<b>${esc(e.degree)}</b><br>${esc(e.school)}, ${esc(e.place)}`,
  ]);
  const html = page(
    `<div class="wrap"><div class="top"><h1>${esc(l.cv)}</h1><div class="photo">Foto</div></div>
<h2>${esc(l.personal)}</h2><table>${rows(personal)}</table>
<h2>${esc(l.exp)}</h2><table>${rows(jobs)}</table>
<h2>${esc(l.edu)}</h2><table>${rows(edu)}</table>
${scan ? '' : `<h2>${esc(l.skills)}</h2><table>${rows([['EDV', esc(p.skills.join(', '))], [l.langs, esc(p.langs)], ...(p.award ? [[l.award, esc(p.award)]] : []), [l.interests, esc(p.interests ?? '')]])}</table>`}
<p class="sign">${esc(p.city)}, den 3. November 2026</p><p class="line">${esc(p.name.full)}</p></div>`,
    `.wrap { padding: 18mm 20mm; font-size: ${scan ? 12 : 10.5}pt }
.top { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 2px solid ${accent}; padding-bottom: 6px }
h1 { font-size: 22pt; font-weight: normal; letter-spacing: 1px }
.photo { width: 32mm; height: 40mm; border: 1px solid #999; color: #999; display: flex; align-items: center; justify-content: center; font-size: 8pt }
h2 { font-size: 12pt; color: ${accent}; margin: 12px 0 4px; border-bottom: 1px solid #ccc }
table { border-collapse: collapse; width: 100% } td { vertical-align: top; padding: 2px 0 }
td.k { width: 45mm; color: #555 } ul { padding-left: 16px; margin-top: 2px }
.sign { margin-top: 18px } .line { margin-top: 22px; border-top: 1px solid #333; width: 60mm; font-family: 'DejaVu Serif', serif; font-style: italic }`,
  );
  return { html };
}

/** French CV: name centred, 'Né(e) le', 'Permis B', Centres d'intérêt, dates on the left in small caps. */
export function cvFrancais(p, { accent }) {
  const l = lab(p);
  const dob = p.details.find((x) => x.kind === 'date_of_birth');
  const others = p.details.filter((x) => x !== dob);
  const sec = (t, body) => `<h2>${esc(t)}</h2>${body}`;
  const html = page(
    `<div class="wrap"><header><h1>${esc(p.given)} <span class="up">${esc(p.family.toUpperCase())}</span></h1>
${p.birthName ? `<p class="nee">${esc(p.birthName)}</p>` : ''}
<p class="hd">${esc(p.headline)}</p>
<p class="co">${esc(p.address)} ✆ ${esc(p.phone)} ✉ ${esc(p.email)}</p>
<p class="co">${dob ? `${esc(dob.label)} ${esc(dob.value)}${p.birthPlace ? ` à ${esc(p.birthPlace)}` : ''} · ` : ''}${others.map((x) => `${esc(x.label)} : ${esc(x.value)}`).join(' · ')}${others.length ? ' · ' : ''}Permis B</p></header>
${sec(l.profile, `<p>${esc(p.summary)}</p>`)}
${sec(l.exp, p.jobs.map((j) => `<div class="e"><div class="d">${esc(j.from)} – ${esc(j.to)}</div><div><b>${esc(j.title)}</b> — ${esc(j.org)} (${esc(j.place)})${bullets(j)}</div></div>`).join(''))}
${sec(l.edu, p.education.map((e) => `<div class="e"><div class="d">${esc(e.from)} – ${esc(e.to)}</div><div><b>${esc(e.degree)}</b>, ${esc(e.school)}, ${esc(e.place)}</div></div>`).join(''))}
${sec(l.skills, `<p>${esc(p.skills.join(' • '))}</p><p>${esc(l.langs)} : ${esc(p.langs)}</p>`)}
${p.interests ? sec(l.interests, `<p>${esc(p.interests)}</p>`) : ''}</div>`,
    `.wrap { padding: 16mm 18mm; font-size: 10pt; line-height: 1.35 }
header { text-align: center; margin-bottom: 10px } h1 { font-size: 20pt; font-weight: 600 } .up { letter-spacing: 2px }
.nee { font-style: italic; color: #555 } .hd { color: ${accent}; font-size: 12pt; margin: 4px 0 }
.co { font-size: 9pt; color: #444 }
h2 { font-variant: small-caps; font-size: 13pt; color: ${accent}; border-bottom: 1px solid ${accent}; margin: 12px 0 5px }
.e { display: grid; grid-template-columns: 34mm 1fr; gap: 6px; margin-bottom: 5px } .d { color: #666; font-size: 9pt }
ul { padding-left: 14px; margin: 2px 0 }`,
    "'DejaVu Serif', Georgia, serif",
  );
  return { html };
}

/** Italian CV (formato europeo look-alike) with 'Nata a … il …' and the GDPR consent line at the foot. */
export function cvItaliano(p, { accent }) {
  const l = lab(p);
  const dob = p.details.find((x) => x.kind === 'date_of_birth');
  const rest = p.details.filter((x) => x !== dob);
  const row = (k, v) => `<div class="r"><div class="k">${esc(k)}</div><div class="v">${v}</div></div>`;
  const html = page(
    `<div class="wrap"><h1>${esc(p.name.full)}</h1><p class="hd">${esc(p.headline)}</p>
<div class="box">${row(l.address, esc(p.address))}${row(l.phone, esc(p.phone))}${row(l.email, esc(p.email))}
${p.links.map((x) => row('LinkedIn', esc(x.value))).join('')}
${dob ? row('Luogo e data di nascita', `Nata a ${esc(p.birthPlace)} il ${esc(dob.value)}`) : ''}
${rest.map((x) => row(x.label, esc(x.value))).join('')}</div>
<h2>${esc(l.profile)}</h2><p>${esc(p.summary)}</p>
<h2>${esc(l.exp)}</h2>${p.jobs.map((j) => row(`${j.from} – ${j.to}`, `<b>${esc(j.title)}</b><br>${esc(j.org)} – ${esc(j.place)}${bullets(j)}`)).join('')}
<h2>${esc(l.edu)}</h2>${p.education.map((e) => row(`${e.from} – ${e.to}`, `<b>${esc(e.degree)}</b><br>${esc(e.school)}`)).join('')}
<h2>${esc(l.skills)}</h2>${row('Informatiche', esc(p.skills.join(', ')))}${row(l.langs, esc(p.langs))}${row(l.interests, esc(p.interests))}
<p class="gdpr">Autorizzo il trattamento dei dati personali contenuti nel mio curriculum vitae ai sensi del GDPR (Regolamento UE 2016/679) e del D.Lgs. 196/2003.</p>
<p class="firma">${esc(p.city)}, 3 novembre 2026 — ${esc(p.name.variants[0])}</p></div>`,
    `.wrap { padding: 15mm 17mm; font-size: 9.8pt; line-height: 1.35 }
h1 { font-size: 19pt; color: ${accent} } .hd { color: #555; margin-bottom: 8px }
.box { border-left: 3px solid ${accent}; padding-left: 8px }
h2 { font-size: 11pt; text-transform: uppercase; letter-spacing: 1px; margin: 12px 0 4px; color: ${accent} }
.r { display: grid; grid-template-columns: 45mm 1fr; margin-bottom: 3px } .k { color: #666; text-align: right; padding-right: 10px }
ul { padding-left: 15px; margin: 2px 0 } .gdpr { margin-top: 16px; font-size: 8pt; color: #555 } .firma { margin-top: 8px; font-size: 9pt }`,
  );
  return { html };
}

/** Europass-like: the EU's two-column layout, labels right-aligned in a grey column, the logo word at the top. */
export function europass(p, { accent }) {
  const l = lab(p);
  const row = (k, v) => `<tr><td class="k">${esc(k)}</td><td>${v}</td></tr>`;
  const html = page(
    `<div class="wrap"><div class="logo">europass</div><table>
${row('', `<h1>${esc(p.name.full)}</h1>`)}
${row(l.address, esc(p.address))}${row(l.phone, esc(p.phone))}${row(l.email, esc(p.email))}
${p.links.map((x) => row('', esc(x.value))).join('')}
${detailRows(p)
  .map(([a, b]) => row(a, esc(b)))
  .join('')}
<tr><td class="k sec">${esc(l.exp)}</td><td class="bar"></td></tr>
${p.jobs.map((j) => row(`${j.from} – ${j.to}`, `<b>${esc(j.title)}</b><br>${esc(j.org)}, ${esc(j.place)}${bullets(j)}`)).join('')}
<tr><td class="k sec">${esc(l.edu)}</td><td class="bar"></td></tr>
${p.education.map((e) => row(`${e.from} – ${e.to}`, `<b>${esc(e.degree)}</b><br>${esc(e.school)}, ${esc(e.place)}`)).join('')}
<tr><td class="k sec">${esc(l.skills)}</td><td class="bar"></td></tr>
${row(l.langs, esc(p.langs))}${row('Digital', esc(p.skills.join(' | ')))}
${p.interests ? row(l.interests, esc(p.interests)) : ''}
</table></div>`,
    `.wrap { padding: 14mm 14mm; font-size: 9pt }
.logo { font-family: 'DejaVu Sans', sans-serif; color: #0e47a1; font-size: 16pt; font-style: italic; margin-bottom: 6px }
table { border-collapse: collapse; width: 100% } td { vertical-align: top; padding: 3px 6px }
td.k { width: 52mm; text-align: right; color: #1b3a70; font-size: 8.5pt } h1 { font-size: 17pt; color: ${accent} }
td.sec { font-weight: bold; text-transform: uppercase; padding-top: 12px } td.bar { border-bottom: 1px solid #1b3a70 }
ul { padding-left: 14px; margin: 2px 0 }`,
  );
  return { html };
}

/** LaTeX moderncv "classic" look: serif, dates in a narrow left column, a coloured rule before each heading. */
export function moderncv(p, { accent }) {
  const l = lab(p);
  const ent = (d, body) => `<div class="ent"><div class="d">${esc(d)}</div><div>${body}</div></div>`;
  const sec = (t) => `<div class="sec"><span class="rule"></span><h2>${esc(t)}</h2></div>`;
  const html = page(
    `<div class="wrap"><div class="head"><div><h1>${esc(p.given)}<br><span class="fam">${esc(p.family)}</span></h1><p class="t">${esc(p.headline)}</p></div>
<div class="c">${esc(p.address)}<br>☎ ${esc(p.phone)}<br>✉ ${esc(p.email)}${p.links.map((x) => `<br>⌂ ${esc(x.value)}`).join('')}${p.details.map((x) => `<br>${esc(x.label)}: ${esc(x.value)}`).join('')}</div></div>
<p class="q">${esc(p.summary)}</p>
${sec(l.exp)}${p.jobs.map((j) => ent(`${j.from}–${j.to}`, `<b>${esc(j.title)}</b>, <i>${esc(j.org)}</i>, ${esc(j.place)}.${bullets(j)}`)).join('')}
${sec(l.edu)}${p.education.map((e) => ent(`${e.from}–${e.to}`, `<b>${esc(e.degree)}</b>, <i>${esc(e.school)}</i>, ${esc(e.place)}.`)).join('')}
${sec(l.skills)}${ent(l.skills, esc(p.skills.join(', ')))}${ent(l.langs, esc(p.langs))}${p.award ? ent(l.award, esc(p.award)) : ''}${p.interests ? ent(l.interests, esc(p.interests)) : ''}</div>`,
    `.wrap { padding: 16mm 18mm; font-size: 10.5pt; line-height: 1.3 }
.head { display: flex; justify-content: space-between; margin-bottom: 10px } h1 { font-size: 28pt; font-weight: normal; line-height: 1 }
.fam { color: #666 } .t { font-style: italic; color: #555; margin-top: 4px } .c { text-align: right; font-size: 9pt; font-style: italic }
.q { margin: 8px 30mm 10px; text-align: center; font-size: 10pt }
.sec { display: flex; align-items: center; margin: 12px 0 4px } .rule { display: inline-block; width: 30mm; height: 6px; background: ${accent}; margin-right: 8px }
h2 { font-size: 14pt; font-weight: normal; color: ${accent} }
.ent { display: grid; grid-template-columns: 30mm 1fr; gap: 8px; margin-bottom: 4px } .d { text-align: right; font-size: 9.5pt }
ul { padding-left: 14px; margin: 2px 0 }`,
    "'Latin Modern Roman', 'TeX Gyre Termes', 'DejaVu Serif', serif",
  );
  return { html };
}

/** Latin American CV: 'Datos personales' table first (ID number, civil status), references with phones at the end. */
export function latam(p, { accent, scan }) {
  const l = lab(p);
  const row = (k, v) => `<tr><th>${esc(k)}</th><td>${v}</td></tr>`;
  const html = page(
    `<div class="wrap"><h1>${esc(p.name.full.toUpperCase())}</h1><p class="hd">${esc(p.headline)}</p>
<h2>${esc(l.personal)}</h2><table>${row(l.address, esc(p.address))}${row(l.phone, esc(p.phone))}${row(l.email, esc(p.email))}
${detailRows(p)
  .map(([a, b]) => row(a, esc(b)))
  .join('')}</table>
${scan ? '' : `<h2>${esc(l.profile)}</h2><p>${esc(p.summary)}</p>`}
<h2>${esc(l.exp)}</h2>${p.jobs.map((j) => `<div class="j"><b>${esc(j.org)}</b> — ${esc(j.place)}<br><i>${esc(j.title)}</i> · ${esc(j.from)} – ${esc(j.to)}${bullets(j)}</div>`).join('')}
<h2>${esc(l.edu)}</h2>${p.education.map((e) => `<p><b>${esc(e.school)}</b> · ${esc(e.degree)} · ${esc(e.from)}–${esc(e.to)}</p>`).join('')}
${scan ? '' : `<h2>${esc(l.skills)}</h2><p>${esc(p.skills.join(', '))}</p><p>${esc(l.langs)}: ${esc(p.langs)}</p>${p.award ? `<p>${esc(p.award)}</p>` : ''}`}
${p.referees.length && !scan ? `<h2>${esc(l.refs)}</h2>${p.referees.map((r) => `<p>${esc(r.name)} — ${esc(r.role)} — Cel. ${esc(r.phone)}</p>`).join('')}` : ''}</div>`,
    `.wrap { padding: 15mm 18mm; font-size: ${scan ? 12 : 10}pt; line-height: 1.35 }
h1 { font-size: 18pt; text-align: center; letter-spacing: 1px } .hd { text-align: center; color: ${accent}; margin-bottom: 8px }
h2 { font-size: 11pt; background: ${accent}; color: #fff; padding: 2px 6px; margin: 10px 0 5px }
table { border-collapse: collapse } th { text-align: left; padding: 1px 12px 1px 0; font-weight: 600; vertical-align: top } td { padding: 1px 0 }
.j { margin-bottom: 6px } ul { padding-left: 16px; margin: 2px 0 }`,
    scan ? "'DejaVu Sans', sans-serif" : "'Liberation Sans', Arial, sans-serif",
  );
  return { html };
}

/** Job-portal export (StepStone/InfoJobs/Catho/Computrabajo/Indeed-like): a branded band, the candidate's name
 * run into the portal's label, fields as label/value pairs, a footer with the export line. */
function portal(brand, colour, labels) {
  return (p) => {
    const l = lab(p);
    const kv = (k, v) => `<div class="kv"><span>${esc(k)}</span>${v}</div>`;
    const html = page(
      `<div class="band"><b>${esc(brand)}</b><span>${esc(labels.profile)}</span></div>
<div class="wrap"><p class="who">${esc(labels.candidate)}${esc(p.name.full)}</p><p class="hd">${esc(p.headline)} · ${esc(p.city)}</p>
<div class="grid">${kv(l.email, esc(p.email))}${kv(l.phone, esc(p.phone))}${kv(l.address, esc(p.addressShort ?? p.address))}
${p.links.map((x) => kv('Web', esc(x.value))).join('')}${detailRows(p)
        .map(([a, b]) => kv(a, esc(b)))
        .join('')}</div>
<h2>${esc(l.profile)}</h2><p>${esc(p.summary)}</p>
<h2>${esc(l.exp)}</h2>${p.jobs.map((j) => `<div class="card"><p><b>${esc(j.title)}</b></p><p>${esc(j.org)} · ${esc(j.place)}</p><p class="dt">${esc(j.from)} – ${esc(j.to)}</p>${bullets(j)}</div>`).join('')}
<h2>${esc(l.edu)}</h2>${p.education.map((e) => `<div class="card"><p><b>${esc(e.degree)}</b></p><p>${esc(e.school)} · ${esc(e.from)} – ${esc(e.to)}</p></div>`).join('')}
<h2>${esc(l.skills)}</h2><p class="tags">${p.skills.map((s) => `<span>${esc(s)}</span>`).join(' ')}</p><p>${esc(l.langs)}: ${esc(p.langs)}</p></div>`,
      `.band { background: ${colour}; color: #fff; padding: 8px 16mm; display: flex; justify-content: space-between; font-size: 10pt }
.band b { font-size: 14pt; letter-spacing: .5px } .wrap { padding: 8mm 16mm; font-size: 9.5pt; line-height: 1.35 }
.who { font-size: 17pt; font-weight: bold } .hd { color: #555; margin-bottom: 8px }
.grid { display: grid; grid-template-columns: 1fr 1fr; gap: 3px 14px; background: #f3f4f6; padding: 6px 8px }
.kv span { display: block; font-size: 7.5pt; color: #777; text-transform: uppercase }
h2 { font-size: 11.5pt; color: ${colour}; margin: 12px 0 4px } .card { border: 1px solid #ddd; border-radius: 4px; padding: 5px 8px; margin-bottom: 5px }
.dt { color: #777; font-size: 8.5pt } .tags span { display: inline-block; border: 1px solid ${colour}; border-radius: 10px; padding: 0 6px; margin: 1px }
ul { padding-left: 15px; margin: 2px 0 }`,
      "'Nimbus Sans', 'Liberation Sans', sans-serif",
    );
    return {
      html,
      footer: {
        template: `<div style="font-size:7px;width:100%;text-align:center;color:#777">${esc(labels.footer)} – ${esc(brand)} – <span class="pageNumber"></span>/<span class="totalPages"></span></div>`,
        text: (i, n) => [`${labels.footer} – ${brand} – ${i}/${n}`],
      },
    };
  };
}
export const stepstone = portal('StepStone', '#0c2577', {
  profile: 'Kandidatenprofil',
  candidate: 'Kandidat:',
  footer: 'Exportiert am 03.11.2026',
});
export const infojobs = portal('InfoJobs', '#167db7', {
  profile: 'Currículum',
  candidate: 'CV de ',
  footer: 'Generado el 03/11/2026',
});
export const catho = portal('Catho', '#e5004b', {
  profile: 'Currículo do candidato',
  candidate: 'Candidato(a): ',
  footer: 'Currículo gerado em 03/11/2026',
});
export const computrabajo = portal('Computrabajo', '#1f5faa', {
  profile: 'Hoja de vida',
  candidate: 'Hoja de vida de',
  footer: 'Descargado el 03/11/2026',
});
export const indeed = portal('Indeed', '#2557a7', {
  profile: 'Resume',
  candidate: '',
  footer: 'Downloaded Nov 3, 2026',
});

/** Canva-like two-column design: the name split over two lines and letter-spaced, icons before contact items. */
export function canva(p, { accent }) {
  const l = lab(p);
  const html = page(
    `<div class="grid"><aside><div class="ph"></div>
<h3>${esc(l.contact)}</h3><p>☏ ${esc(p.phone)}</p><p>✉ ${esc(p.email)}</p><p>⌖ ${esc(p.address)}</p>${p.links.map((x) => `<p>🔗 ${esc(x.value)}</p>`).join('')}
${p.details.map((x) => `<p>${esc(x.label)}: ${esc(x.value)}</p>`).join('')}
<h3>${esc(l.skills)}</h3>${p.skills.map((s, i) => `<p>${esc(s)}</p><div class="bar"><i style="width:${90 - i * 9}%"></i></div>`).join('')}
<h3>${esc(l.langs)}</h3><p>${esc(p.langs)}</p>${p.interests ? `<h3>${esc(l.interests)}</h3><p>${esc(p.interests)}</p>` : ''}</aside>
<main><h1><span>${esc(p.given)}</span><span>${esc(p.family)}</span></h1><p class="hd">${esc(p.headline)}</p><p>${esc(p.summary)}</p>
<h2>${esc(l.exp)}</h2>${p.jobs.map((j) => `<div class="j"><p class="dt">${esc(j.from)} — ${esc(j.to)}</p><p><b>${esc(j.title)}</b></p><p>${esc(j.org)} | ${esc(j.place)}</p>${bullets(j)}</div>`).join('')}
<h2>${esc(l.edu)}</h2>${p.education.map((e) => `<div class="j"><p class="dt">${esc(e.from)} — ${esc(e.to)}</p><p><b>${esc(e.degree)}</b></p><p>${esc(e.school)}</p></div>`).join('')}
${p.award ? `<h2>${esc(l.award)}</h2><p>${esc(p.award)}</p>` : ''}</main></div>`,
    `.grid { display: grid; grid-template-columns: 64mm 1fr; min-height: 297mm }
aside { background: ${accent}; color: #fff; padding: 14mm 7mm; font-size: 8.5pt } aside p { margin: 2px 0; overflow-wrap: anywhere }
.ph { width: 36mm; height: 36mm; border-radius: 50%; background: #ffffff55; margin: 0 auto 10px }
h3 { font-size: 10pt; letter-spacing: 3px; text-transform: uppercase; margin: 12px 0 4px; border-bottom: 1px solid #fff8 }
.bar { height: 4px; background: #fff4 } .bar i { display: block; height: 4px; background: #fff }
main { padding: 14mm 10mm; font-size: 9.5pt; line-height: 1.35 }
h1 { font-size: 26pt; letter-spacing: 6px; text-transform: uppercase; font-weight: 300; line-height: 1.1 } h1 span { display: block }
.hd { letter-spacing: 2px; color: ${accent}; margin: 6px 0 8px; text-transform: uppercase; font-size: 9pt }
h2 { font-size: 11pt; letter-spacing: 3px; text-transform: uppercase; margin: 12px 0 4px; color: ${accent} }
.j { margin-bottom: 6px } .dt { color: #888; font-size: 8pt } ul { padding-left: 14px; margin: 2px 0 }`,
    "'Montserrat', 'Noto Sans', sans-serif",
  );
  return { html, variants: [p.given, p.family] };
}

/** US federal resume (USAJOBS style): each job with hours per week, salary, supervisor and 'may contact'. */
export function federal(p) {
  const f = p.federal;
  const html = page(
    `<div class="wrap"><h1>${esc(p.name.full)}</h1><p>${esc(p.address)}</p><p>Day phone: ${esc(p.phone)} · Email: ${esc(p.email)}</p>
<p>Citizenship: ${esc(f.citizenship)} · ${esc(f.veteran)} · Security clearance: ${esc(f.clearance)}</p>
<h2>WORK EXPERIENCE</h2>${p.jobs
      .map(
        (j) => `<div class="j"><p><b>${esc(j.org)}</b>, ${esc(j.place)}</p><p>${esc(j.from)} - ${esc(j.to)}</p>
<p>Hours per week: ${esc(j.hours)} · Salary: ${esc(j.salary)}</p><p><b>${esc(j.title)}</b></p>
<p>Duties, Accomplishments and Related Skills:</p>${bullets(j)}<p>Supervisor: ${esc(j.supervisor)}</p></div>`,
      )
      .join('')}
<h2>EDUCATION</h2>${p.education.map((e) => `<p>${esc(e.school)}, ${esc(e.place)}</p><p>${esc(e.degree)} · ${esc(e.to)} · GPA 3.41 of a maximum 4.0 · 124 semester hours</p>`).join('')}
<h2>ADDITIONAL INFORMATION</h2><p>Job-related skills: ${esc(p.skills.join('; '))}. Programs: ${esc(p.keep.join('; '))}.</p>
<p>${esc(p.summary)}</p></div>`,
    `.wrap { padding: 18mm 20mm; font-size: 10.5pt; line-height: 1.35 } h1 { font-size: 15pt }
h2 { font-size: 11pt; margin: 14px 0 6px; border-bottom: 1px solid #000 } .j { margin-bottom: 10px } ul { padding-left: 18px; margin: 2px 0 }`,
    "'Liberation Serif', 'Times New Roman', serif",
  );
  return { html, others: p.jobs.map((j) => j.supervisorName) };
}

/** Canadian bilingual CV: French and English headings side by side, the summary in both languages. */
export function bilingue(p, { accent }) {
  const h = (fr, en) => `<h2>${esc(fr)} <span>/ ${esc(en)}</span></h2>`;
  const html = page(
    `<div class="wrap"><h1>${esc(p.name.full)}</h1><p class="hd">${esc(p.headline)}</p>
<p class="co">${esc(p.address)} | ${esc(p.phone)} | ${esc(p.email)}</p>
${h('Profil', 'Profile')}<div class="two"><p>${esc(p.summary)}</p><p>${esc(p.summaryEn)}</p></div>
${h('Expérience', 'Experience')}${p.jobs.map((j) => `<div class="j"><p><b>${esc(j.title)}</b> · ${esc(j.org)}, ${esc(j.place)} · ${esc(j.from)}–${esc(j.to)}</p>${bullets(j)}</div>`).join('')}
${h('Formation', 'Education')}${p.education.map((e) => `<p>${esc(e.degree)}, ${esc(e.school)}, ${esc(e.to)}</p>`).join('')}
${h('Compétences', 'Skills')}<p>${esc(p.skills.join(' · '))}</p><p>${esc(p.langs)}</p>
${h('Permis', 'Licence')}<p>Association des infirmières et infirmiers du Nouveau-Brunswick, permis nº 0041872</p></div>`,
    `.wrap { padding: 15mm 18mm; font-size: 10pt; line-height: 1.35 } h1 { font-size: 21pt; color: ${accent} } .hd { font-size: 11pt }
.co { font-size: 9pt; color: #555; margin-bottom: 6px } h2 { font-size: 11.5pt; margin: 12px 0 4px; color: ${accent} } h2 span { color: #777; font-weight: normal }
.two { display: grid; grid-template-columns: 1fr 1fr; gap: 10px } .j { margin-bottom: 5px } ul { padding-left: 16px; margin: 2px 0 }`,
  );
  return { html };
}

/** The ideographic space the form puts between the characters of its labels. */
const IDSP = '\u3000';

/** Japanese rirekisho-like form: ruled boxes, furigana line, 〒 address, year/month columns for history. */
export function rirekisho(p) {
  const dob = p.details.find((x) => x.kind === 'date_of_birth');
  const age = p.details.find((x) => x.kind === 'age');
  const hist = [
    ['', '', '学\u3000歴'],
    ...p.education.flatMap((e) => [
      [e.from.split('年')[0], e.from.split('年')[1].replace('月', ''), `${e.school} 入学`],
      [e.to.split('年')[0], e.to.split('年')[1].replace('月', ''), `${e.school} ${e.degree}`],
    ]),
    ['', '', '職\u3000歴'],
    ...p.jobs.map((j) => [
      j.from.split('年')[0],
      j.from.split('年')[1].replace('月', ''),
      `${j.org} 入社（${j.title}）`,
    ]),
    ['', '', '以上'],
  ];
  const html = page(
    `<div class="wrap"><h1>${esc(lab(p).cv)}</h1><p class="date">2026年11月3日現在</p>
<table class="id"><tr><td class="k">ふりがな</td><td>${esc(p.kana)}</td><td rowspan="3" class="ph">写真</td></tr>
<tr><td class="k">氏${IDSP}名</td><td class="nm">${esc(p.name.full)}</td></tr>
<tr><td class="k">生年月日</td><td>${esc(dob.value)}生（${esc(age.label)} ${esc(age.value)}）</td></tr>
<tr><td class="k">${esc(lab(p).address)}</td><td colspan="2">${esc(p.address)}</td></tr>
<tr><td class="k">電話</td><td colspan="2">${esc(p.phone)}${IDSP}${IDSP}メール ${esc(p.email)}</td></tr></table>
<table class="h"><tr><th>年</th><th>月</th><th>学歴・職歴</th></tr>${hist.map(([y, m, t]) => `<tr><td>${esc(y)}</td><td>${esc(m)}</td><td${y ? '' : ' class="c"'}>${esc(t)}</td></tr>`).join('')}</table>
<table class="h"><tr><th>免許・資格</th></tr><tr><td>${esc(p.skills.join('、'))}</td></tr></table></div>`,
    `.wrap { padding: 12mm 14mm; font-size: 12pt } h1 { font-size: 20pt; letter-spacing: 8px } .date { text-align: right; font-size: 10pt }
table { border-collapse: collapse; width: 100%; margin-top: 6px } td, th { border: 1px solid #333; padding: 4px 6px }
.k { width: 24mm; font-size: 10pt } .nm { font-size: 20pt } .ph { width: 30mm; text-align: center; color: #888 }
.h th { font-weight: normal; background: #eee } .h td:nth-child(1) { width: 18mm; text-align: center } .h td:nth-child(2) { width: 12mm; text-align: center } .c { text-align: center }`,
    "'Noto Sans CJK JP', 'Noto Serif CJK JP', sans-serif",
  );
  return { html };
}

// ---------------------------------------------------------------------------------------------------------------
// The Word-like flat ODF: a header with the name, a two-column contact table, paragraphs, a footer with the name
// and page number (what LibreOffice writes to PDF, DOCX and DOC).

const x = (s) => esc(s);
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

export function writer(p, { accent }) {
  const l = lab(p);
  const lines = [];
  const body = [];
  const para = (style, text) => {
    body.push(`<text:p text:style-name="${style}">${x(text)}</text:p>`);
    lines.push(text);
  };
  const font = p.language === 'en' ? 'Liberation Serif' : 'Liberation Sans';
  para('Name', nameOf(p));
  para('Sub', p.headline);
  const contact = [
    [l.address, p.address],
    [l.phone, p.phone],
    [l.email, p.email],
    ...p.links.map((k) => ['Web', k.value]),
    ...detailRows(p),
  ];
  body.push(
    `<table:table table:name="Kontakt"><table:table-column table:style-name="ColA"/><table:table-column table:style-name="ColB"/>${contact
      .map(
        ([a, b]) =>
          `<table:table-row><table:table-cell><text:p text:style-name="Lab">${x(a)}</text:p></table:table-cell><table:table-cell><text:p text:style-name="Body">${x(b)}</text:p></table:table-cell></table:table-row>`,
      )
      .join('')}</table:table>`,
  );
  for (const [a, b] of contact) lines.push(a, b);
  para('H', l.profile);
  para('Body', p.summary);
  para('H', l.exp);
  for (const j of p.jobs) {
    para('Entry', `${j.from} – ${j.to}\t${j.title}, ${j.org}, ${j.place}`);
    for (const b of j.bullets) para('Bullet', `– ${b}`);
  }
  para('H', l.edu);
  for (const e of p.education) para('Entry', `${e.from} – ${e.to}\t${e.degree}, ${e.school}, ${e.place}`);
  para('H', l.skills);
  para('Body', p.skills.join(', '));
  para('Body', `${l.langs}: ${p.langs}`);
  if (p.award) para('Body', p.award);
  if (p.interests) para('Body', `${l.interests}: ${p.interests}`);
  if (p.referees.length) {
    para('H', l.refs);
    for (const r of p.referees) para('Body', `${r.name}, ${r.role}, ${r.phone}`);
  }
  const footerName = p.name.variants[0];
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document ${NS} office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls><style:font-face style:name="${font}" svg:font-family="'${font}'"/></office:font-face-decls>
<office:styles>
<style:default-style style:family="paragraph"><style:text-properties style:font-name="${font}" fo:font-size="10.5pt" fo:language="${p.language}"/></style:default-style>
<style:style style:name="Name" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.05cm"/><style:text-properties fo:font-size="20pt" fo:font-weight="bold" fo:color="${accent}"/></style:style>
<style:style style:name="Sub" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.3cm"/><style:text-properties fo:font-size="12pt" fo:font-style="italic"/></style:style>
<style:style style:name="H" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.4cm" fo:margin-bottom="0.15cm" fo:border-bottom="0.5pt solid ${accent}"/><style:text-properties fo:font-size="12.5pt" fo:font-weight="bold" fo:color="${accent}"/></style:style>
<style:style style:name="Body" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.1cm"/></style:style>
<style:style style:name="Lab" style:family="paragraph"><style:text-properties fo:color="#555555"/></style:style>
<style:style style:name="Entry" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.15cm"><style:tab-stops><style:tab-stop style:position="3.6cm"/></style:tab-stops></style:paragraph-properties><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="Bullet" style:family="paragraph"><style:paragraph-properties fo:margin-left="3.6cm" fo:text-indent="-0.3cm"/></style:style>
<style:style style:name="Foot" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8pt" fo:color="#777777"/></style:style>
</office:styles>
<office:automatic-styles>
<style:style style:name="ColA" style:family="table-column"><style:table-column-properties style:column-width="4cm"/></style:style>
<style:style style:name="ColB" style:family="table-column"><style:table-column-properties style:column-width="13cm"/></style:style>
<style:page-layout style:name="PL"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.8cm" fo:margin-bottom="1.2cm" fo:margin-left="2.2cm" fo:margin-right="2cm"/></style:page-layout>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="PL"><style:footer><text:p text:style-name="Foot">${x(footerName)} – ${x(l.cv)} – <text:page-number text:select-page="current">1</text:page-number>/<text:page-count>1</text:page-count></text:p></style:footer></style:master-page></office:master-styles>
<office:body><office:text>${body.join('\n')}</office:text></office:body></office:document>`;
  return { fodt, lines, footerLine: (i, n) => `${footerName} – ${l.cv} – ${i}/${n}` };
}
