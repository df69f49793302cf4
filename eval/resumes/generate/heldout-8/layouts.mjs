// Held-out part 8's own templates. Each HTML layout takes a person (./people.mjs) and { accent, scan } and
// returns { html, variants?, others?, footer? }; `writer` returns a flat ODF with the lines it shows.
const esc = (s) =>
  String(s).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const H = {
  en: {
    profile: 'Profile',
    experience: 'Experience',
    education: 'Education',
    skills: 'Skills',
    languages: 'Languages',
    details: 'Personal details',
    referees: 'Referees',
    publications: 'Selected publications',
    contact: 'Contact',
    page: (i, n) => `Page ${i} of ${n}`,
  },
  de: {
    profile: 'Kurzprofil',
    experience: 'Berufserfahrung',
    education: 'Ausbildung',
    skills: 'Kenntnisse',
    languages: 'Sprachen',
    details: 'Persönliche Daten',
    referees: 'Referenzen',
    publications: 'Veröffentlichungen',
    contact: 'Kontakt',
    page: (i, n) => `Seite ${i} von ${n}`,
  },
  fr: {
    profile: 'Profil',
    experience: 'Expérience professionnelle',
    education: 'Formation',
    skills: 'Compétences',
    languages: 'Langues',
    details: 'État civil',
    referees: 'Références',
    publications: 'Publications',
    contact: 'Coordonnées',
    page: (i, n) => `Page ${i} sur ${n}`,
  },
  es: {
    profile: 'Perfil profesional',
    experience: 'Experiencia laboral',
    education: 'Formación académica',
    skills: 'Habilidades',
    languages: 'Idiomas',
    details: 'Datos personales',
    referees: 'Referencias',
    publications: 'Publicaciones',
    contact: 'Contacto',
    page: (i, n) => `Página ${i} de ${n}`,
  },
  pt: {
    profile: 'Resumo',
    experience: 'Experiência profissional',
    education: 'Formação',
    skills: 'Competências',
    languages: 'Idiomas',
    details: 'Dados pessoais',
    referees: 'Referências',
    publications: 'Publicações',
    contact: 'Contato',
    page: (i, n) => `Página ${i} de ${n}`,
  },
};
const h = (p) => H[p.language] ?? H.en;

const page = (css, body, lang = 'en') => `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><style>
@page { size: A4; margin: 0; }
* { box-sizing: border-box; }
body { margin: 0; color: #222; }
ul { margin: 2px 0 6px; padding-left: 18px; }
li { margin: 1px 0; }
${css}
</style></head><body>${body}</body></html>`;

const bullets = (items) => (items.length ? `<ul>${items.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : '');
const extras = (p, tag = 'h2') => p.extra.map((x) => `<${tag}>${esc(x.title)}</${tag}>${bullets(x.items)}`).join('');
const refs = (p, tag = 'h2') =>
  p.referees.length
    ? `<${tag}>${esc(h(p).referees)}</${tag}><div class="refs">${p.referees
        .map(
          (r) =>
            `<div class="ref"><b>${esc(r.name)}</b><br>${esc(r.title)}<br>${esc(r.org)}<br>${esc(r.phone)} · ${esc(r.email)}</div>`,
        )
        .join('')}</div>`
    : '';

/** One column, inline glyphs before the contact items, handles printed without their URL. */
export function icons(p, { accent }) {
  const glyph = { handle: '◆', domain: '🌐', link: '🔗' };
  const contact = [
    `<span>✉&nbsp;${esc(p.email)}</span>`,
    `<span>☎&nbsp;${esc(p.phoneIntl ?? p.phone)}</span>`,
    `<span>📍&nbsp;${esc(p.addressEn ?? p.address)}</span>`,
    ...p.links.map((l) => `<span>${glyph[l.kind]}&nbsp;${esc(l.value)}</span>`),
  ];
  const display = p.latin ?? p.display ?? p.name.full;
  const body = `<header><h1>${esc(display.toUpperCase())}</h1><div class="hl">${esc(p.headline)}</div>
<div class="contact">${contact.join('')}</div></header>
<p class="sum">${esc(p.summary)}</p>
<h2>${esc(h(p).experience)}</h2>
${p.jobs
  .map(
    (
      j,
    ) => `<div class="job"><div class="row"><span><b>${esc(j.title)}</b> · ${esc(j.orgEn ?? j.org)}</span><span class="d">${esc(j.from)} – ${esc(j.to)}</span></div>
<div class="pl">${esc(j.placeEn ?? j.place)}</div>${bullets(j.bullets)}</div>`,
  )
  .join('')}
<h2>${esc(h(p).education)}</h2>
${p.education
  .map(
    (e) =>
      `<div class="row"><span><b>${esc(e.degreeEn ?? e.degree)}</b>, ${esc(e.schoolEn ?? e.school)}, ${esc(e.place === '福岡' ? 'Fukuoka' : e.place)}</span><span class="d">${esc(e.from)} – ${esc(e.to)}</span></div>`,
  )
  .join('')}
<h2>${esc(h(p).skills)}</h2><p class="tags">${p.skills.map((s) => `<span>${esc(s)}</span>`).join(' ')}</p>
${extras(p)}`;
  const css = `body { font-family: 'Noto Sans', sans-serif; font-size: 10pt; padding: 40px 52px; }
h1 { font-size: 24pt; margin: 0; letter-spacing: 1px; color: ${accent}; }
.hl { font-size: 11.5pt; margin: 2px 0 8px; }
.contact { display: flex; flex-wrap: wrap; gap: 4px 16px; font-size: 9pt; border-bottom: 2px solid ${accent}; padding-bottom: 8px; }
.sum { margin: 10px 0; }
h2 { font-size: 11pt; text-transform: uppercase; color: ${accent}; margin: 14px 0 4px; }
.row { display: flex; justify-content: space-between; gap: 12px; }
.d { white-space: nowrap; color: #555; }
.pl { color: #555; font-size: 9pt; }
.tags span { display: inline-block; border: 1px solid ${accent}; border-radius: 9px; padding: 0 7px; margin: 2px 0; }`;
  return { html: page(css, body, p.language === 'ja' ? 'en' : p.language) };
}

/** A job portal's printable candidate profile; the name's text runs straight into the activity stamp. */
export function portal(p, { accent }) {
  const t = h(p);
  const L =
    {
      en: [
        'Candidate profile',
        'Last active 2 days ago',
        'Contact',
        'Key facts',
        'Mobile',
        'E-mail',
        'Location',
        'Current designation',
        'Total experience',
      ],
      es: [
        'Perfil del candidato',
        'Activo hace 2 días',
        'Contactar a',
        'Datos clave',
        'Celular',
        'Correo',
        'Dirección',
        'Cargo actual',
        'Experiencia total',
      ],
      pt: [
        'Perfil do candidato',
        'Atualizado há 2 dias',
        'Falar com',
        'Dados principais',
        'Celular',
        'E-mail',
        'Endereço',
        'Cargo atual',
        'Experiência total',
      ],
    }[p.language] ?? [];
  const given = p.short ?? p.name.variants.find((v) => !v.includes(' ')) ?? p.name.full;
  const rows = [
    [L[4], p.phone],
    [L[5], p.email],
    [L[6], p.address],
    [L[7], `${p.jobs[0].title}, ${p.jobs[0].org}`],
    [L[8], `${2026 - Number(String(p.jobs.at(-1).from).match(/\d{4}/)[0])}+`],
    ...p.details.map((d) => [d.label, d.value]),
    ...(p.fatherName ? [["Father's Name", p.fatherName]] : []),
  ];
  const body = `<div class="bar"><span>${esc(L[0])} · ID ${esc(String(p.email.length * 7919))}</span><span>${esc(p.jobDescription)}</span></div>
<div class="head"><div class="av">${esc(p.name.full.replace(/[^\p{Lu}]/gu, '').slice(0, 2))}</div><div>
<div class="nm"><span class="n">${esc(p.display ?? p.name.full)}</span><span class="st">${esc(L[1])}</span></div>
<div class="hl">${esc(p.headline)}</div><div class="btn">${esc(L[2])} ${esc(given)}</div></div></div>
<h3>${esc(L[3])}</h3><table>${rows.map(([k, v]) => `<tr><th>${esc(k)}</th><td>${esc(v)}</td></tr>`).join('')}</table>
<h3>${esc(t.profile)}</h3><p>${esc(p.summary)}</p>
<h3>${esc(t.experience)}</h3>${p.jobs
    .map(
      (j) =>
        `<div class="job"><b>${esc(j.title)}</b><br>${esc(j.org)} | ${esc(j.place)} | ${esc(j.from)} - ${esc(j.to)}${bullets(j.bullets)}</div>`,
    )
    .join('')}
<h3>${esc(t.education)}</h3>${p.education.map((e) => `<div>${esc(e.degree)}<br><i>${esc(e.school)}</i>, ${esc(e.place)} (${esc(e.to)})</div>`).join('')}
<h3>${esc(t.skills)}</h3><p>${p.skills.map(esc).join(' • ')}</p>
<h3>${esc(t.languages)}</h3><p>${p.langs.map(esc).join(', ')}</p>${extras(p, 'h3')}`;
  const css = `body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 9.5pt; padding: 24px 36px; }
.bar { display: flex; justify-content: space-between; background: ${accent}; color: #fff; padding: 5px 10px; font-size: 8.5pt; }
.head { display: flex; gap: 14px; align-items: center; margin: 12px 0; }
.av { width: 58px; height: 58px; border-radius: 50%; background: #ddd; color: #666; font-size: 20pt; text-align: center; line-height: 58px; }
.n { font-size: 17pt; font-weight: bold; }
.st { font-size: 8pt; background: #e6f4ea; color: #1e6b34; padding: 1px 6px; margin-left: 0; }
.hl { color: #444; }
.btn { display: inline-block; border: 1px solid ${accent}; color: ${accent}; padding: 1px 10px; border-radius: 3px; margin-top: 3px; font-size: 8.5pt; }
h3 { font-size: 10.5pt; border-bottom: 1px solid #ccc; margin: 12px 0 4px; color: ${accent}; }
table { border-collapse: collapse; width: 100%; }
th { text-align: left; width: 34%; font-weight: normal; color: #666; padding: 2px 4px; }
td { padding: 2px 4px; }
tr:nth-child(odd) { background: #f5f5f5; }
.job { margin-bottom: 6px; }`;
  return { html: page(css, body, p.language) };
}

/** A design-tool two-column page: given and family names on two lines, letter-spaced, skill bars. */
export function canva(p, { accent, scan }) {
  const t = h(p);
  const parts = p.name.full.split(' ');
  const cut = p.locale === 'nb-NO' || p.locale === 'es-EC' || p.locale === 'pt-BR' ? 1 : Math.ceil(parts.length / 2);
  const top = parts.slice(0, cut).join(' ');
  const bottom = parts.slice(cut).join(' ');
  const level = (i) => 92 - ((i * 17) % 45);
  const side = `<div class="side"><div class="ph"></div>
<h4>${esc(t.contact)}</h4><p>☏ ${esc(p.phone)}</p><p>✉ ${esc(p.email)}</p><p>⌂ ${esc(p.address)}</p>
${p.links.map((l) => `<p>➤ ${esc(l.value)}</p>`).join('')}
${p.details.map((d) => `<p>${esc(d.label)}: ${esc(d.value)}</p>`).join('')}
<h4>${esc(t.skills)}</h4>${p.skills.map((s, i) => `<div class="sk">${esc(s)}<div class="bar"><i style="width:${level(i)}%"></i></div></div>`).join('')}
<h4>${esc(t.languages)}</h4>${p.langs.map((l) => `<p>${esc(l)}</p>`).join('')}</div>`;
  const main = `<div class="main"><div class="nm"><div class="g">${esc(top)}</div><div class="f">${esc(bottom)}</div>${p.display?.includes('(') ? `<div class="a">${esc(p.display.slice(p.display.indexOf('(')))}</div>` : ''}</div>
<div class="hl">${esc(p.headline)}</div><p>${esc(p.summary)}</p>
<h3>${esc(t.experience)}</h3>${p.jobs
    .map(
      (j) =>
        `<div class="job"><div class="dt">${esc(j.from)} — ${esc(j.to)}</div><b>${esc(j.title)}</b><div class="org">${esc(j.org)}, ${esc(j.place)}</div>${bullets(j.bullets)}</div>`,
    )
    .join('')}
<h3>${esc(t.education)}</h3>${p.education.map((e) => `<div class="job"><div class="dt">${esc(e.from)} — ${esc(e.to)}</div><b>${esc(e.degree)}</b><div class="org">${esc(e.school)}, ${esc(e.place)}</div></div>`).join('')}
${extras(p, 'h3')}</div>`;
  const css = `body { font-family: 'URW Gothic', 'Nimbus Sans', sans-serif; font-size: 9.5pt; }
.wrap { display: flex; min-height: ${scan ? 1040 : 1120}px; }
.side { width: 230px; background: ${accent}; color: #fff; padding: 28px 18px; font-size: 8.5pt; }
.side p { margin: 3px 0; overflow-wrap: anywhere; }
.ph { width: 110px; height: 110px; border-radius: 50%; background: rgba(255,255,255,.25); margin: 0 auto 14px; }
h4 { letter-spacing: 3px; text-transform: uppercase; border-bottom: 1px solid rgba(255,255,255,.5); margin: 14px 0 6px; }
.sk { margin: 3px 0; } .bar { height: 5px; background: rgba(255,255,255,.3); } .bar i { display: block; height: 5px; background: #fff; }
.main { flex: 1; padding: 36px 32px; }
.nm { text-transform: uppercase; letter-spacing: 7px; line-height: 1.05; }
.g { font-size: 24pt; font-weight: 300; } .a { font-size: 12pt; letter-spacing: 3px; text-transform: none; } .f { font-size: 26pt; font-weight: bold; color: ${accent}; }
.hl { letter-spacing: 2px; text-transform: uppercase; font-size: 9pt; margin: 6px 0 10px; color: #555; }
h3 { text-transform: uppercase; letter-spacing: 3px; font-size: 10.5pt; color: ${accent}; margin: 14px 0 5px; }
.dt { font-size: 8pt; color: #777; } .org { font-style: italic; } .job { margin-bottom: 7px; }`;
  return { html: page(css, `<div class="wrap">${side}${main}</div>`, p.language) };
}

/** A two-page CV: publications (academic) or none, named referees, the name and page number in the printed footer. */
export function twopage(p, { accent }) {
  const t = h(p);
  const pubs = p.pubs?.length
    ? `<h2>${esc(t.publications)}</h2><ol>${p.pubs.map((x) => `<li>${esc(x)}</li>`).join('')}</ol>`
    : '';
  const body = `<h1>${esc(p.name.full)}</h1><div class="hl">${esc(p.headline)}</div>
<table class="ct"><tr><td>${esc(p.address)}</td><td>${esc(p.phone)}</td></tr><tr><td>${esc(p.email)}</td><td>${p.links.map((l) => esc(`${l.label}: ${l.value}`)).join('<br>')}</td></tr></table>
<h2>${esc(t.profile)}</h2><p>${esc(p.summary)}</p>
<h2>${esc(t.experience)}</h2>${p.jobs
    .map(
      (j) =>
        `<div class="e"><div class="l">${esc(j.from)}–${esc(j.to)}</div><div class="r"><b>${esc(j.title)}</b>, ${esc(j.org)}, ${esc(j.place)}${bullets(j.bullets)}</div></div>`,
    )
    .join('')}
<h2>${esc(t.education)}</h2>${p.education
    .map(
      (e) =>
        `<div class="e"><div class="l">${esc(e.from)}–${esc(e.to)}</div><div class="r"><b>${esc(e.degree)}</b><br>${esc(e.school)}, ${esc(e.place)}</div></div>`,
    )
    .join('')}
${pubs}
<h2>${esc(t.skills)}</h2><p>${p.skills.map(esc).join('; ')}</p>
<h2>${esc(t.languages)}</h2><p>${p.langs.map(esc).join('; ')}</p>
${p.details.length ? `<h2>${esc(t.details)}</h2><p>${p.details.map((d) => `${esc(d.label)}: ${esc(d.value)}`).join('<br>')}</p>` : ''}
${extras(p)}
<div class="brk"></div>${refs(p)}`;
  const css = `body { font-family: 'C059', 'Century Schoolbook', serif; font-size: 10.5pt; padding: 0 60px; line-height: 1.35; }
h1 { font-size: 21pt; font-weight: normal; margin: 0; font-variant: small-caps; }
.hl { font-style: italic; margin-bottom: 6px; }
.ct { width: 100%; font-size: 9.5pt; border-top: 1px solid ${accent}; border-bottom: 1px solid ${accent}; }
h2 { font-size: 11.5pt; color: ${accent}; margin: 16px 0 5px; border-bottom: 0.5px solid #aaa; }
.e { display: flex; gap: 12px; margin-bottom: 6px; } .l { width: 110px; flex: none; color: #555; } .r { flex: 1; }
ol li { margin-bottom: 4px; }
.brk { break-before: page; }
.refs { display: grid; grid-template-columns: 1fr 1fr; gap: 14px; } .ref { line-height: 1.4; }`;
  const label = t.page;
  return {
    html: page(css, body, p.language),
    footer: {
      template: `<div style="font-family: serif; font-size: 8pt; width: 100%; padding: 0 60px; display: flex; justify-content: space-between; color: #555;"><span>${esc(p.name.full)} · ${esc(p.email)} — Curriculum Vitae</span><span>${label('<span class="pageNumber"></span>', '<span class="totalPages"></span>')}</span></div>`,
      text: (i, n) => [`${p.name.full} · ${p.email} — Curriculum Vitae`, label(i, n)],
    },
  };
}

/** A cover letter signed with the short form of the name, then a one-page resume, in one PDF. */
export function letter(p, { accent }) {
  const fr = p.language === 'fr';
  const sign = p.short ?? p.name.full.split(' ')[0];
  const opening = fr ? 'Madame, Monsieur,' : 'Dear Hiring Manager,';
  const para = fr
    ? [
        `Je vous adresse ma candidature au poste de ${p.jobDescription.toLowerCase()}. ${p.summary}`,
        `Chez ${p.jobs[0].org}, ${p.jobs[0].bullets[0].charAt(0).toLowerCase()}${p.jobs[0].bullets[0].slice(1)}. Cette expérience m'a appris à travailler avec des équipes pluridisciplinaires et à tenir des délais exigeants.`,
        `Je serais heureuse d'échanger avec vous lors d'un entretien. Vous pouvez me joindre au ${p.phone} ou par courriel.`,
        'Je vous prie d’agréer, Madame, Monsieur, l’expression de mes salutations distinguées.',
      ]
    : [
        `I am writing to apply for the ${p.jobDescription.toLowerCase()} role. ${p.summary}`,
        `At ${p.jobs[0].org} I ${p.jobs[0].bullets[0].charAt(0).toLowerCase()}${p.jobs[0].bullets[0].slice(1)}. Before that, at ${p.jobs[1].org}, I learnt how much a good handover note is worth.`,
        `I would welcome the chance to discuss how I could help your team. I can be reached on ${p.phone}.`,
        'Yours faithfully,',
      ];
  const t = h(p);
  const letterPage = `<div class="lt"><div class="snd"><b>${esc(p.name.full)}</b><br>${esc(p.address)}<br>${esc(p.phone)}<br>${esc(p.email)}</div>
<div class="rcp">${esc(p.recipient)}</div><div class="date">${fr ? 'Le 14 novembre 2026' : '14 November 2026'}</div>
<p><b>${fr ? 'Objet' : 'Re'} : ${esc(p.jobDescription)}</b></p><p>${opening}</p>${para.map((x) => `<p>${esc(x)}</p>`).join('')}
<div class="sig">${esc(sign)}</div><div>${esc(p.name.full)}</div></div>`;
  const cv = `<div class="cv"><h1>${esc(p.name.full)}</h1><div class="ln">${esc(p.phone)} | ${esc(p.email)} | ${esc(p.addressShort)}</div>
<h2>${esc(t.experience)}</h2>${p.jobs.map((j) => `<p><b>${esc(j.title)}</b> — ${esc(j.org)}, ${esc(j.place)} <span class="d">(${esc(j.from)} – ${esc(j.to)})</span></p>${bullets(j.bullets)}`).join('')}
<h2>${esc(t.education)}</h2>${p.education.map((e) => `<p>${esc(e.degree)} — ${esc(e.school)}, ${esc(e.place)} (${esc(e.to)})</p>`).join('')}
<h2>${esc(t.skills)}</h2><p>${p.skills.map(esc).join(', ')}</p><h2>${esc(t.languages)}</h2><p>${p.langs.map(esc).join(', ')}</p>
${p.details.length ? `<h2>${esc(t.details)}</h2><p>${p.details.map((d) => `${esc(d.label)} : ${esc(d.value)}`).join(' · ')}</p>` : ''}${extras(p)}${refs(p)}</div>`;
  const css = `body { font-family: 'P052', 'Palatino', serif; font-size: 10.5pt; }
.lt { height: 1122px; padding: 60px 70px; break-after: page; line-height: 1.45; }
.snd { text-align: right; } .rcp { margin-top: 26px; width: 55%; } .date { margin: 16px 0; text-align: right; }
.sig { font-family: 'Z003', cursive; font-size: 26pt; color: ${accent}; margin-top: 14px; }
.cv { padding: 44px 60px; }
h1 { margin: 0; font-size: 20pt; color: ${accent}; } .ln { font-size: 9.5pt; border-bottom: 1px solid ${accent}; padding-bottom: 5px; }
h2 { font-size: 11pt; margin: 12px 0 3px; text-transform: uppercase; } p { margin: 3px 0; } .d { color: #666; }
.refs { display: flex; gap: 20px; font-size: 9pt; }`;
  return { html: page(css, letterPage + cv, p.language), variants: [sign] };
}

/** A plain applicant-tracking resume: monospace, the name in capitals, rules made of characters. */
export function ats(p) {
  const t = h(p);
  const rule = (s) => `<div class="h">${esc(s.toUpperCase())}</div><div class="r">${'='.repeat(60)}</div>`;
  const body = `<div class="nm">${esc((p.display ?? p.name.full).toUpperCase())}</div>
<div>${esc(p.address)}</div><div>${esc(p.phone)} | ${esc(p.email)}${p.links.map((l) => ` | ${esc(l.label)}: ${esc(l.value)}`).join('')}</div>
${rule(t.profile)}<p>${esc(p.summary)}</p>
${rule(t.experience)}${p.jobs.map((j) => `<div>${esc(j.title)}, ${esc(j.org)} -- ${esc(j.place)}</div><div>${esc(j.from)} to ${esc(j.to)}</div>${j.bullets.map((b) => `<div class="b">- ${esc(b)}</div>`).join('')}<br>`).join('')}
${rule(t.education)}${p.education.map((e) => `<div>${esc(e.degree)}, ${esc(e.school)}, ${esc(e.place)}, ${esc(e.to)}</div>`).join('')}
${rule(t.skills)}<div>${p.skills.map(esc).join(', ')}</div>
${rule(t.languages)}<div>${p.langs.map(esc).join(', ')}</div>
${p.details.length ? `${rule(t.details)}${p.details.map((d) => `<div>${esc(d.label)}: ${esc(d.value)}</div>`).join('')}` : ''}
${p.extra.map((x) => `${rule(x.title)}${x.items.map((i) => `<div class="b">- ${esc(i)}</div>`).join('')}`).join('')}
${p.referees.length ? `${rule(t.referees)}${p.referees.map((r) => `<div>${esc(r.name)}, ${esc(r.title)}, ${esc(r.org)}, ${esc(r.phone)}</div>`).join('')}` : ''}`;
  const css = `body { font-family: 'DejaVu Sans Mono', monospace; font-size: 9pt; padding: 48px 56px; line-height: 1.35; }
.nm { font-size: 13pt; font-weight: bold; } .h { margin-top: 12px; font-weight: bold; } .r { color: #888; overflow: hidden; white-space: nowrap; }
.b { padding-left: 2ch; text-indent: -2ch; } p { margin: 2px 0; }`;
  return { html: page(css, body, p.language) };
}

/** A Europass-like CV: labels in a left column, "SURNAME Given" in the personal information block. */
export function europass(p, { accent }) {
  const t = h(p);
  const parts = p.name.full.split(' ');
  const surnameCount = p.locale === 'es-MX' ? 2 : 1;
  const given = parts.slice(0, parts.length - surnameCount).join(' ');
  const surname = parts.slice(parts.length - surnameCount).join(' ');
  const formal = `${surname.toUpperCase()} ${given}`;
  const label =
    {
      en: 'Personal information',
      de: 'Angaben zur Person',
      fr: 'Informations personnelles',
      es: 'Información personal',
    }[p.language] ?? 'Personal information';
  const row = (l, r) => `<div class="rw"><div class="lb">${l}</div><div class="ct">${r}</div></div>`;
  const body = `<div class="top"><span class="eu">europass</span><span class="cv">Curriculum Vitae</span></div>
${row(
  esc(label),
  `<div class="nm">${esc(formal)}</div>
<div>⌂ ${esc(p.address)}</div><div>✆ ${esc(p.phone)}</div><div>✉ ${esc(p.email)}</div>
${p.details.map((d) => `<div><span class="k">${esc(d.label)}</span> ${esc(d.value)}</div>`).join('')}`,
)}
${row(esc(t.profile), `<p>${esc(p.headline)}. ${esc(p.summary)}</p>`)}
<h2>${esc(t.experience)}</h2>${p.jobs.map((j) => row(`${esc(j.from)} – ${esc(j.to)}`, `<div class="tt">${esc(j.title)}</div><div>${esc(j.org)}, ${esc(j.place)}</div>${bullets(j.bullets)}`)).join('')}
<h2>${esc(t.education)}</h2>${p.education.map((e) => row(`${esc(e.from)} – ${esc(e.to)}`, `<div class="tt">${esc(e.degree)}</div><div>${esc(e.school)}, ${esc(e.place)}</div>`)).join('')}
<h2>${esc(t.skills)}</h2>${row(esc(t.languages), p.langs.map(esc).join('<br>'))}${row(esc(t.skills), p.skills.map(esc).join(', '))}
${p.extra.map((x) => row(esc(x.title), x.items.map(esc).join('<br>'))).join('')}`;
  const css = `body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 9pt; padding: 34px 40px; color: #333; }
.top { display: flex; justify-content: space-between; border-bottom: 1px solid #bbb; padding-bottom: 6px; margin-bottom: 10px; }
.eu { color: ${accent}; font-size: 15pt; font-style: italic; } .cv { color: #777; }
.rw { display: flex; margin: 5px 0; } .lb { width: 160px; flex: none; text-align: right; padding-right: 14px; color: ${accent}; font-size: 8.5pt; }
.ct { flex: 1; } .nm { font-size: 14pt; color: ${accent}; margin-bottom: 4px; } .k { color: #777; }
h2 { font-size: 10pt; color: ${accent}; text-transform: uppercase; margin: 14px 0 4px 174px; border-bottom: 1px solid ${accent}; }
.tt { font-weight: bold; }`;
  return { html: page(css, body, p.language), variants: [formal] };
}

/** A Japanese 履歴書-like form: ふりがな, 氏名, 生年月日, a 〒 address, dated 学歴・職歴 rows, 免許・資格. */
export function rirekisho(p) {
  const dob = p.details.find((d) => d.kind === 'date_of_birth').value;
  const hist = [
    ['', '', '学歴'],
    ...p.education.flatMap((e) => [
      [e.from.slice(0, 4), e.from.match(/年(\d+)月/)[1], `${e.school} 入学`],
      [e.year, e.month, `${e.school} ${e.degree}`],
    ]),
    ['', '', '職歴'],
    ...[...p.jobs].reverse().map((j) => [j.year, j.month, `${j.org} ${j.place} ${j.titleJa}`]),
    ['', '', '現在に至る'],
    ['', '', '以上'],
  ];
  const body = `<div class="tt"><span>履 歴 書</span><span class="dt">2026年11月20日現在</span></div>
<table class="id"><tr><td class="k">ふりがな</td><td>${esc(p.kana)}</td><td rowspan="3" class="photo">写真</td></tr>
<tr><td class="k">氏名</td><td class="nm">${esc(p.name.full)}</td></tr>
<tr><td class="k">生年月日</td><td>${esc(dob)}生（満33歳）</td></tr>
<tr><td class="k">現住所</td><td colspan="2">${esc(p.address)}</td></tr>
<tr><td class="k">電話</td><td colspan="2">${esc(p.phone)}</td></tr>
<tr><td class="k">E-mail</td><td colspan="2">${esc(p.email)}</td></tr></table>
<table class="h"><tr><th>年</th><th>月</th><th>学歴・職歴</th></tr>${hist.map(([y, m, x]) => `<tr><td>${esc(y)}</td><td>${esc(m)}</td><td${y ? '' : ' class="c"'}>${esc(x)}</td></tr>`).join('')}</table>
<table class="h"><tr><th colspan="2">免許・資格</th></tr>${p.licenses.map((l) => `<tr><td colspan="2">${esc(l)}</td></tr>`).join('')}</table>
<table class="h"><tr><th>志望の動機</th></tr><tr><td>生産ラインの立ち上げ経験を活かし、車両組立工程の改善に貢献したいと考えております。</td></tr></table>`;
  const css = `body { font-family: 'Noto Serif CJK JP', 'Noto Sans CJK JP', serif; font-size: 10pt; padding: 36px 48px; }
.tt { display: flex; justify-content: space-between; align-items: end; font-size: 18pt; letter-spacing: 6px; margin-bottom: 6px; } .dt { font-size: 9pt; letter-spacing: 0; }
table { width: 100%; border-collapse: collapse; margin-bottom: 10px; } td, th { border: 1px solid #333; padding: 4px 6px; }
.k { width: 80px; font-size: 8.5pt; } .nm { font-size: 18pt; letter-spacing: 4px; } .photo { width: 90px; height: 120px; text-align: center; color: #999; }
.h th { background: #f2f2f2; font-weight: normal; } .h td:first-child { width: 54px; text-align: center; } .h td:nth-child(2) { width: 34px; text-align: center; } .c { text-align: center; }`;
  return { html: page(css, body, 'ja'), variants: [p.name.full.replace(' ', '')] };
}

// ---- LibreOffice: a two-page Word-like resume with the name and page number in every page's footer ----
const NS = [
  'office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"',
  'style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"',
  'text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"',
  'table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"',
  'fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"',
  'svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"',
  'meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0"',
  'dc="http://purl.org/dc/elements/1.1/"',
]
  .map((n) => `xmlns:${n}`)
  .join(' ');

export function writer(p, { accent }) {
  const t = h(p);
  const paras = [];
  const add = (style, text) => paras.push([style, text]);
  add('Name', p.name.full);
  add('Sub', p.headline);
  add('Small', `${p.address} • ${p.phone} • ${p.email}`);
  add('Heading', t.profile);
  add('Body', p.summary);
  add('Heading', t.experience);
  for (const j of p.jobs) {
    add('Entry', `${j.title}, ${j.org}`);
    add('Meta', `${j.place} | ${j.from} – ${j.to}`);
    for (const b of j.bullets) add('Bullet', `▪ ${b}`);
  }
  add('Heading', t.education);
  for (const e of p.education) {
    add('Entry', e.degree);
    add('Meta', `${e.school}, ${e.place} | ${e.from} – ${e.to}`);
  }
  add('Heading', t.skills);
  add('Body', p.skills.join(' · '));
  add('Heading', t.languages);
  add('Body', p.langs.join(' · '));
  if (p.details.length || p.fatherName) {
    add('Heading', t.details);
    for (const d of p.details) add('Body', `${d.label}: ${d.value}`);
    if (p.fatherName) add('Body', `Father's Name: ${p.fatherName}`);
  }
  for (const x of p.extra) {
    add('Heading', x.title);
    for (const i of x.items) add('Bullet', `▪ ${i}`);
  }
  if (p.referees.length) {
    add('Heading', t.referees);
    for (const r of p.referees) add('Body', `${r.name}, ${r.title}, ${r.org}, ${r.phone}, ${r.email}`);
  }
  add(
    'Body',
    t === H.de
      ? 'Bielefeld, 20. November 2026'
      : 'I hereby certify that the above information is true to the best of my knowledge.',
  );
  const x = (s) => esc(s);
  const footerText = (i, n) => `${p.name.full} – ${t.page(i, n)}`;
  const pageWord = t.page('\u0001', '\u0002');
  const footerXml = x(`${p.name.full} – ${pageWord}`)
    .replace('\u0001', '<text:page-number text:select-page="current">1</text:page-number>')
    .replace('\u0002', '<text:page-count>2</text:page-count>');
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document ${NS} office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:meta><dc:title>Resume</dc:title><meta:initial-creator>${x(p.name.full)}</meta:initial-creator><dc:creator>${x(p.name.full)}</dc:creator></office:meta>
<office:font-face-decls><style:font-face style:name="Carlito" svg:font-family="Carlito"/><style:font-face style:name="Liberation Sans" svg:font-family="'Liberation Sans'"/></office:font-face-decls>
<office:styles>
<style:default-style style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.08cm"/><style:text-properties style:font-name="Carlito" fo:font-size="11pt"/></style:default-style>
<style:style style:name="Name" style:family="paragraph"><style:text-properties fo:font-size="24pt" fo:color="${accent}" style:font-name="Liberation Sans"/></style:style>
<style:style style:name="Sub" style:family="paragraph"><style:text-properties fo:font-size="13pt" fo:color="#555555"/></style:style>
<style:style style:name="Small" style:family="paragraph"><style:paragraph-properties fo:border-bottom="1pt solid ${accent}" fo:padding-bottom="0.1cm"/><style:text-properties fo:font-size="9.5pt"/></style:style>
<style:style style:name="Heading" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.4cm" fo:keep-with-next="always"/><style:text-properties fo:font-size="13pt" fo:font-weight="bold" fo:color="${accent}"/></style:style>
<style:style style:name="Entry" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.15cm" fo:keep-with-next="always"/><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="Meta" style:family="paragraph"><style:text-properties fo:font-style="italic" fo:color="#555555"/></style:style>
<style:style style:name="Body" style:family="paragraph"><style:paragraph-properties fo:line-height="125%"/></style:style>
<style:style style:name="Bullet" style:family="paragraph"><style:paragraph-properties fo:margin-left="0.6cm" fo:text-indent="-0.4cm" fo:line-height="125%"/></style:style>
<style:style style:name="Foot" style:family="paragraph"><style:paragraph-properties fo:text-align="end"/><style:text-properties fo:font-size="8.5pt" fo:color="#666666"/></style:style>
</office:styles>
<office:automatic-styles><style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="2cm" fo:margin-bottom="1.3cm" fo:margin-left="2.2cm" fo:margin-right="2.2cm"/><style:footer-style><style:header-footer-properties fo:min-height="0.6cm" fo:margin-top="0.4cm"/></style:footer-style></style:page-layout></office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"><style:footer><text:p text:style-name="Foot">${footerXml}</text:p></style:footer></style:master-page></office:master-styles>
<office:body><office:text>
${paras.map(([s, v]) => `<text:p text:style-name="${s}">${x(v)}</text:p>`).join('\n')}
</office:text></office:body></office:document>
`;
  return { fodt, lines: paras.map(([, v]) => v), footerLine: footerText };
}
