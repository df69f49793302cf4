// The second held-out part's templates (eval/resumes-heldout-2): each renders a person (people.mjs) and
// returns the source AND the text a reader sees (the truth), built from the same strings so that the two
// cannot drift. Written for this part only; they share no code with the tuning or first held-out templates.
//
// html layouts → { html, lines, pdf?, variants? }; `lo` → { fodt, lines, variants? }.

const HEADINGS = {
  en: [
    'Profile',
    'Experience',
    'Education',
    'Skills',
    'Languages',
    'Awards',
    'Publications',
    'Personal Details',
    'Contact',
    'References',
  ],
  tr: [
    'Profil',
    'İş Deneyimi',
    'Eğitim',
    'Yetenekler',
    'Diller',
    'Ödüller',
    'Yayınlar',
    'Kişisel Bilgiler',
    'İletişim',
    'Referanslar',
  ],
  id: [
    'Ringkasan',
    'Pengalaman Kerja',
    'Pendidikan',
    'Keahlian',
    'Bahasa',
    'Penghargaan',
    'Publikasi',
    'Data Pribadi',
    'Kontak',
    'Referensi',
  ],
  es: [
    'Perfil',
    'Experiencia',
    'Formación',
    'Habilidades',
    'Idiomas',
    'Premios',
    'Publicaciones',
    'Datos personales',
    'Contacto',
    'Referencias',
  ],
  sv: [
    'Profil',
    'Erfarenhet',
    'Utbildning',
    'Kompetenser',
    'Språk',
    'Utmärkelser',
    'Publikationer',
    'Personuppgifter',
    'Kontakt',
    'Referenser',
  ],
  de: [
    'Profil',
    'Berufserfahrung',
    'Ausbildung',
    'Kenntnisse',
    'Sprachen',
    'Auszeichnungen',
    'Publikationen',
    'Persönliche Angaben',
    'Kontakt',
    'Referenzen',
  ],
  pt: [
    'Perfil',
    'Experiência Profissional',
    'Formação Académica',
    'Competências',
    'Línguas',
    'Prémios',
    'Publicações',
    'Dados Pessoais',
    'Contacto',
    'Referências',
  ],
  zh: [
    '个人简介',
    '工作经历',
    '教育背景',
    '专业技能',
    '语言能力',
    '获奖情况',
    '发表论文',
    '个人信息',
    '联系方式',
    '推荐人',
  ],
};
const H = (p) => {
  const [profile, experience, education, skills, languages, awards, publications, personal, contact, references] =
    HEADINGS[p.language] ?? HEADINGS.en;
  return { profile, experience, education, skills, languages, awards, publications, personal, contact, references };
};

export const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const spaced = (s, locale = 'en') =>
  s
    .toLocaleUpperCase(locale)
    .split(' ')
    .map((w) => [...w].join(' '))
    .join('   ');
const FONT = (p) =>
  p.language === 'zh'
    ? "'Noto Sans CJK SC', 'Liberation Sans', sans-serif"
    : p.key === 'seoyeon'
      ? "'Liberation Sans', 'Noto Sans CJK KR', sans-serif"
      : p.key === 'ploy'
        ? "'Liberation Sans', 'Noto Looped Thai', sans-serif"
        : "'Liberation Sans', 'DejaVu Sans', sans-serif";
const page = (p, css, body) =>
  `<!doctype html><html lang="${p.language}"><head><meta charset="utf-8"><style>
@page { size: A4; margin: 16mm 15mm; }
body { font-family: ${FONT(p)}; font-size: 10pt; line-height: 1.35; color: #1d1d1f; margin: 0; }
h2 { font-size: 11pt; margin: 10pt 0 3pt; }
p { margin: 0 0 2pt; }
ul { margin: 1pt 0 4pt 14pt; padding: 0; }
${css}
</style></head><body>${body}</body></html>`;

const contactValues = (p) => p.contacts.map((c) => c.value);
const detailLines = (p) => [...p.details, ...(p.extraDetails ?? [])].map((d) => `${d.label}: ${d.value}`);
const bullets = (xs) => `<ul>${xs.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`;
const bulletLines = (xs) => xs.map((b) => `• ${b}`);

/** Sections below the header, as [heading, html, lines]; `style` picks how a job reads. */
function sections(p, style) {
  const h = H(p);
  const out = [[h.profile, `<p>${esc(p.summary)}</p>`, [p.summary]]];
  const job = (j) => {
    if (style === 'dates-left')
      return [
        `<table class="ev"><tr><td class="d">${esc(j.dates)}</td><td><b>${esc(j.role)}</b><br>${esc(j.org)}, ${esc(j.place)}${bullets(j.bullets)}</td></tr></table>`,
        [j.dates, j.role, `${j.org}, ${j.place}`, ...bulletLines(j.bullets)],
      ];
    if (style === 'org-first')
      return [
        `<p class="org">${esc(j.org.toUpperCase())} | ${esc(j.place)}</p><p><i>${esc(j.role)}</i> (${esc(j.dates)})</p>${bullets(j.bullets)}`,
        [`${j.org.toUpperCase()} | ${j.place}`, `${j.role} (${j.dates})`, ...bulletLines(j.bullets)],
      ];
    return [
      `<div class="row"><b>${esc(j.role)}</b> — ${esc(j.org)}<span class="right">${esc(j.dates)}</span></div><p class="muted">${esc(j.place)}</p>${bullets(j.bullets)}`,
      [`${j.role} — ${j.org}`, j.dates, j.place, ...bulletLines(j.bullets)],
    ];
  };
  const edu = (e) => {
    if (style === 'dates-left')
      return [
        `<table class="ev"><tr><td class="d">${esc(e.dates)}</td><td><b>${esc(e.degree)}</b><br>${esc(e.school)}, ${esc(e.place)}</td></tr></table>`,
        [e.dates, e.degree, `${e.school}, ${e.place}`],
      ];
    return [
      `<div class="row"><b>${esc(e.degree)}</b>, ${esc(e.school)}<span class="right">${esc(e.dates)}</span></div><p class="muted">${esc(e.place)}</p>`,
      [`${e.degree}, ${e.school}`, e.dates, e.place],
    ];
  };
  const joined = (xs) => xs.reduce((a, [html, lines]) => [a[0] + html, [...a[1], ...lines]], ['', []]);
  out.push([h.experience, ...joined(p.jobs.map(job))]);
  out.push([h.education, ...joined(p.education.map(edu))]);
  if (p.awards.length) out.push([h.awards, bullets(p.awards), bulletLines(p.awards)]);
  if (p.publications.length) out.push([h.publications, bullets(p.publications), bulletLines(p.publications)]);
  if (p.references?.length) out.push([h.references, bullets(p.references), bulletLines(p.references)]);
  if (p.declaration) out.push(['Declaration', `<p>${esc(p.declaration)}</p>`, [p.declaration]]);
  return out;
}
const renderSections = (secs) => [
  secs.map(([h, html]) => `<h2>${esc(h)}</h2>${html}`).join(''),
  secs.flatMap(([h, , lines]) => [h, ...lines]),
];

const ROW_CSS = `.row { display: flex; } .row .right { margin-left: auto; padding-left: 8pt; white-space: nowrap; }
.muted { color: #666; font-size: 9pt; }`;

/** Two columns: a dark sidebar (contact, personal details, skills, languages) beside the main column; the name letter-spaced in capitals, given name above family name. */
export function sidebar(p) {
  const h = H(p);
  const [main, mainLines] = renderSections(sections(p, 'plain'));
  const side = [
    [h.contact, contactValues(p)],
    ...(p.details.length || p.extraDetails?.length ? [[h.personal, detailLines(p)]] : []),
    [h.skills, p.skills],
    ...(p.languages.length ? [[h.languages, p.languages]] : []),
  ];
  const given = p.display?.given ?? p.name.given;
  const family = p.display?.family ?? p.name.family;
  const html = page(
    p,
    `${ROW_CSS}
.wrap { display: flex; min-height: 265mm; }
aside { width: 58mm; background: #22313f; color: #f3f3f3; padding: 8mm 5mm; box-sizing: border-box; }
aside h3 { font-size: 9pt; letter-spacing: 0.12em; text-transform: uppercase; color: #9fc3e0; margin: 9pt 0 3pt; }
aside p { font-size: 8.5pt; margin: 0 0 3pt; word-break: break-word; }
main { flex: 1; padding: 6mm 0 0 7mm; }
.nm { font-size: 22pt; font-weight: bold; letter-spacing: 0.18em; text-transform: uppercase; line-height: 1.15; }
.ttl { font-size: 12pt; color: #3b6e99; margin: 4pt 0 6pt; }
@page { margin: 0; } main { padding-right: 12mm; }`,
    `<div class="wrap"><aside>${side
      .map(([t, xs]) => `<h3>${esc(t)}</h3>${xs.map((x) => `<p>${esc(x)}</p>`).join('')}`)
      .join(
        '',
      )}</aside><main><div class="nm">${esc(given)}<br>${esc(family)}</div><div class="ttl">${esc(p.title)}</div>${main}</main></div>`,
  );
  return {
    html,
    lines: [
      given.toLocaleUpperCase(p.locale),
      family.toLocaleUpperCase(p.locale),
      p.title,
      ...mainLines,
      ...side.flatMap(([t, xs]) => [t.toLocaleUpperCase(p.locale), ...xs]),
    ],
    variants: [spaced(given, p.locale), spaced(family, p.locale)],
  };
}

/** A centred banner: the whole name in capitals with a space between letters (typed that way, as many Word resumes do), the contact line under it with bars. */
export function banner(p) {
  const shown = p.display?.full ?? p.name.full;
  const [main, mainLines] = renderSections(sections(p, 'org-first'));
  const h = H(p);
  const contact = contactValues(p).join(' | ');
  const details = detailLines(p);
  const extra = [
    ...(details.length ? [[h.personal, details.join(' · ')]] : []),
    [h.skills, p.skills.join(', ')],
    ...(p.languages.length ? [[h.languages, p.languages.join(', ')]] : []),
  ];
  const html = page(
    p,
    `${ROW_CSS}
.banner { text-align: center; border-bottom: 2px solid #333; padding-bottom: 6pt; margin-bottom: 6pt; }
.nm { font-size: 18pt; font-family: 'Liberation Serif', serif; white-space: pre; }
.ttl { font-size: 11pt; margin: 3pt 0; }
.ct { font-size: 8.5pt; }
h2 { text-transform: uppercase; border-bottom: 1px solid #bbb; font-size: 10pt; letter-spacing: 0.05em; }
.org { font-weight: bold; margin-top: 4pt; }`,
    `<div class="banner"><div class="nm">${esc(spaced(shown, p.locale))}</div><div class="ttl">${esc(p.title)}</div><div class="ct">${esc(contact)}</div></div>${main}${extra
      .map(([t, x]) => `<h2>${esc(t)}</h2><p>${esc(x)}</p>`)
      .join('')}`,
  );
  return {
    html,
    lines: [spaced(shown, p.locale), p.title, contact, ...mainLines, ...extra.flatMap(([t, x]) => [t, x])].map((l) =>
      // headings are shown in capitals by CSS; the text layer carries what is drawn
      sectionsHeadings(p).has(l) ? l.toLocaleUpperCase(p.locale) : l,
    ),
    variants: [spaced(shown, p.locale), ...shown.split(' ').map((w) => spaced(w, p.locale))],
  };
}
const sectionsHeadings = (p) => new Set([...Object.values(H(p)), 'Declaration']);

/** A job portal's printable profile: the name's span runs into a status badge with no space between them in the text layer, a profile id and a download footer. */
export function portal(p) {
  const h = H(p);
  const [main, mainLines] = renderSections(sections(p, 'plain'));
  const badge = 'Open to work';
  const details = detailLines(p);
  const html = page(
    p,
    `${ROW_CSS}
.bar { background: #0b6e4f; color: white; padding: 5pt 8pt; font-size: 9pt; }
.head { display: flex; align-items: baseline; margin: 8pt 0 2pt; }
.nm { font-size: 17pt; font-weight: bold; }
.badge { margin-left: 8pt; font-size: 8pt; background: #d7f2e6; color: #0b6e4f; padding: 1pt 5pt; border-radius: 6pt; }
.meta { font-size: 8.5pt; color: #555; }
.foot { margin-top: 12pt; border-top: 1px solid #ccc; font-size: 7.5pt; color: #777; padding-top: 3pt; }`,
    `<div class="bar">TalentBridge · Candidate profile · ID TB-4471903</div><div class="head"><span class="nm">${esc(p.name.full)}</span><span class="badge">${badge}</span></div><div class="meta">${esc(p.title)}</div><div class="meta">${contactValues(
      p,
    )
      .map(esc)
      .join(
        ' · ',
      )}</div>${details.length ? `<div class="meta">${details.map(esc).join(' · ')}</div>` : ''}${main}<h2>${esc(h.skills)}</h2><p>${esc(
      p.skills.join(' · '),
    )}</p>${p.languages.length ? `<h2>${esc(h.languages)}</h2><p>${esc(p.languages.join(' · '))}</p>` : ''}<div class="foot">Downloaded from TalentBridge on 20 Nov 2026 · Last active 2 days ago</div>`,
  );
  return {
    html,
    lines: [
      'TalentBridge · Candidate profile · ID TB-4471903',
      `${p.name.full} ${badge}`,
      p.title,
      contactValues(p).join(' · '),
      ...(details.length ? [details.join(' · ')] : []),
      ...mainLines,
      h.skills,
      p.skills.join(' · '),
      ...(p.languages.length ? [h.languages, p.languages.join(' · ')] : []),
      'Downloaded from TalentBridge on 20 Nov 2026 · Last active 2 days ago',
    ],
  };
}

/** One serif column with the name in a running header (family name first, in capitals) and the short name and e-mail in a running footer. */
export function runhead(p) {
  const [main, mainLines] = renderSections(sections(p, 'plain'));
  const h = H(p);
  const header = `${p.name.family.toUpperCase()}, ${p.name.given} — Curriculum Vitae`;
  const short = p.display?.short ?? `${p.name.given.split(' ')[0]} ${p.name.family}`;
  const email = p.contacts.find((c) => c.kind === 'email').value;
  const footer = `${short} · ${email}`;
  const rest = p.contacts.filter((c) => c.kind !== 'email').map((c) => c.value);
  const details = detailLines(p);
  const shownName = p.display?.full ?? p.name.full;
  const html = page(
    p,
    `${ROW_CSS}
@page { margin: 22mm 18mm; }
body { font-family: 'Liberation Serif', 'DejaVu Serif', serif; font-size: 10.5pt; }
h1 { font-size: 20pt; font-weight: normal; margin: 0; }
.ttl { font-style: italic; margin-bottom: 4pt; }
h2 { font-variant: normal; border-bottom: 0.5pt solid #000; }`,
    `<h1>${esc(shownName)}</h1><div class="ttl">${esc(p.title)}</div>${rest.map((x) => `<p>${esc(x)}</p>`).join('')}${details
      .map((x) => `<p>${esc(x)}</p>`)
      .join('')}${main}<h2>${esc(h.skills)}</h2><p>${esc(p.skills.join(', '))}</p>${
      p.languages.length ? `<h2>${esc(h.languages)}</h2><p>${esc(p.languages.join(', '))}</p>` : ''
    }`,
  );
  const tpl = (s, align) =>
    `<div style="font-size:8px; width:100%; text-align:${align}; margin:0 18mm; font-family:'Liberation Serif'">${esc(s)}</div>`;
  return {
    html,
    pdf: { displayHeaderFooter: true, headerTemplate: tpl(header, 'right'), footerTemplate: tpl(footer, 'center') },
    lines: [
      header,
      shownName,
      p.title,
      ...rest,
      ...details,
      ...mainLines,
      h.skills,
      p.skills.join(', '),
      ...(p.languages.length ? [h.languages, p.languages.join(', ')] : []),
      footer,
    ],
    /** Printed in the page margins by Chromium's header and footer templates: not in a screenshot (a scan). */
    margins: [header, footer],
    variants: [`${p.name.family}, ${p.name.given}`, short],
  };
}

/** A "CURRICULUM VITAE" form: the name as a labelled field, a personal-information table and Europass-like sections with the dates in a left column. */
export function details(p) {
  const h = H(p);
  const [main, mainLines] = renderSections(sections(p, 'dates-left'));
  const nameLabel = p.language === 'zh' ? '姓名' : p.language === 'id' ? 'Nama' : 'Name';
  const rows = [
    [nameLabel, p.name.full],
    ...p.contacts.map((c) => [labelOf(p, c.kind), c.value]),
    ...[...p.details, ...(p.extraDetails ?? [])].map((d) => [d.label, d.value]),
  ];
  const html = page(
    p,
    `${ROW_CSS}
.cv { text-align: center; font-size: 15pt; font-weight: bold; letter-spacing: 0.08em; margin-bottom: 8pt; }
table.pi { border-collapse: collapse; width: 100%; font-size: 9.5pt; }
table.pi td { border: 0.5pt solid #999; padding: 2pt 5pt; vertical-align: top; }
table.pi td.k { width: 40mm; background: #eef1f5; }
table.ev { width: 100%; border-collapse: collapse; margin-bottom: 3pt; }
table.ev td { vertical-align: top; padding: 1pt 0; }
table.ev td.d { width: 35mm; color: #444; }
h2 { background: #eef1f5; padding: 2pt 4pt; }`,
    `<div class="cv">CURRICULUM VITAE</div><h2>${esc(h.personal)}</h2><table class="pi">${rows
      .map(([k, v]) => `<tr><td class="k">${esc(k)}</td><td>${esc(v)}</td></tr>`)
      .join('')}</table>${main}<h2>${esc(h.skills)}</h2><p>${esc(p.skills.join(', '))}</p>${
      p.languages.length ? `<h2>${esc(h.languages)}</h2><p>${esc(p.languages.join(', '))}</p>` : ''
    }`,
  );
  return {
    html,
    lines: [
      'CURRICULUM VITAE',
      h.personal,
      ...rows.map(([k, v]) => `${k} ${v}`),
      ...mainLines,
      h.skills,
      p.skills.join(', '),
      ...(p.languages.length ? [h.languages, p.languages.join(', ')] : []),
    ],
  };
}
function labelOf(p, kind) {
  const zh = { address: '地址', phone: '手机', email: '邮箱', link: '主页', handle: '账号' };
  const id = { address: 'Alamat', phone: 'Telepon', email: 'Email', link: 'Situs', handle: 'Akun' };
  const en = { address: 'Address', phone: 'Mobile', email: 'E-mail', link: 'Website', handle: 'Handle' };
  return (p.language === 'zh' ? zh : p.language === 'id' ? id : en)[kind];
}

const x = (s) => esc(s);
/** LibreOffice: a flat ODF text whose page header carries the name in capitals and the title, whose footer carries the phone and e-mail; the body opens with the address and personal details, sections with tab-stopped dates. Converted to DOCX or PDF. */
export function lo(p) {
  const h = H(p);
  const head1 = (p.display?.full ?? p.name.full).toLocaleUpperCase(p.locale);
  const phone = p.contacts.find((c) => c.kind === 'phone').value;
  const email = p.contacts.find((c) => c.kind === 'email').value;
  const footer = `${phone} · ${email}`;
  const others = p.contacts.filter((c) => !['phone', 'email'].includes(c.kind)).map((c) => c.value);
  const body = [];
  const lines = [head1, p.title];
  const para = (style, s) => {
    body.push(`<text:p text:style-name="${style}">${x(s)}</text:p>`);
    lines.push(s);
  };
  const tabbed = (left, right) => {
    body.push(
      `<text:p text:style-name="Tabbed"><text:span text:style-name="B">${x(left)}</text:span><text:tab/>${x(right)}</text:p>`,
    );
    lines.push(left, right);
  };
  for (const o of others) para('Small', o);
  for (const d of detailLines(p)) para('Small', d);
  para('Heading', h.profile);
  para('Body', p.summary);
  para('Heading', h.experience);
  for (const j of p.jobs) {
    tabbed(`${j.role}, ${j.org}`, j.dates);
    para('Small', j.place);
    for (const b of j.bullets) para('Bullet', `• ${b}`);
  }
  para('Heading', h.education);
  for (const e of p.education) {
    tabbed(`${e.degree}, ${e.school}`, e.dates);
    para('Small', e.place);
  }
  if (p.awards.length) {
    para('Heading', h.awards);
    for (const a of p.awards) para('Bullet', `• ${a}`);
  }
  if (p.publications.length) {
    para('Heading', h.publications);
    for (const a of p.publications) para('Body', a);
  }
  para('Heading', h.skills);
  para('Body', p.skills.join(', '));
  if (p.languages.length) {
    para('Heading', h.languages);
    para('Body', p.languages.join(', '));
  }
  if (p.references?.length) {
    para('Heading', h.references);
    for (const r of p.references) para('Body', r);
  }
  if (p.declaration) {
    para('Heading', 'Declaration');
    para('Body', p.declaration);
    para('Body', `Place: Hyderabad · Date: 18/11/2026 · (${p.name.full})`);
  }
  lines.push(footer);
  const font = p.language === 'zh' ? 'Noto Sans CJK SC' : 'Liberation Sans';
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0" xmlns:dc="http://purl.org/dc/elements/1.1/" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls><style:font-face style:name="${font}" svg:font-family="'${font}'"/></office:font-face-decls>
<office:styles>
<style:default-style style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.05cm"/><style:text-properties style:font-name="${font}" fo:font-size="10pt" style:font-name-asian="${font}" style:font-size-asian="10pt" fo:language="${p.language}"/></style:default-style>
<style:style style:name="Body" style:family="paragraph"/>
<style:style style:name="Small" style:family="paragraph"><style:text-properties fo:font-size="9pt" fo:color="#444444"/></style:style>
<style:style style:name="Bullet" style:family="paragraph"><style:paragraph-properties fo:margin-left="0.4cm"/></style:style>
<style:style style:name="Heading" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.3cm" fo:border-bottom="0.5pt solid #000000" fo:padding-bottom="0.05cm"/><style:text-properties fo:font-size="11pt" fo:font-weight="bold" style:font-weight-asian="bold"/></style:style>
<style:style style:name="Tabbed" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.15cm"><style:tab-stops><style:tab-stop style:position="17cm" style:type="right"/></style:tab-stops></style:paragraph-properties></style:style>
<style:style style:name="HeaderName" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="16pt" fo:font-weight="bold" fo:letter-spacing="0.06cm" style:font-size-asian="16pt"/></style:style>
<style:style style:name="HeaderTitle" style:family="paragraph"><style:paragraph-properties fo:text-align="center" fo:border-bottom="1pt solid #000000" fo:padding-bottom="0.1cm"/><style:text-properties fo:font-size="10pt" fo:font-style="italic"/></style:style>
<style:style style:name="Footer" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8pt"/></style:style>
<style:style style:name="B" style:family="text"><style:text-properties fo:font-weight="bold" style:font-weight-asian="bold"/></style:style>
</office:styles>
<office:automatic-styles><style:page-layout style:name="PL"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1cm" fo:margin-bottom="1cm" fo:margin-left="2cm" fo:margin-right="2cm"/><style:header-style><style:header-footer-properties fo:min-height="0cm" fo:margin-bottom="0.4cm"/></style:header-style><style:footer-style><style:header-footer-properties fo:min-height="0cm" fo:margin-top="0.4cm"/></style:footer-style></style:page-layout></office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="PL"><style:header><text:p text:style-name="HeaderName">${x(head1)}</text:p><text:p text:style-name="HeaderTitle">${x(p.title)}</text:p></style:header><style:footer><text:p text:style-name="Footer">${x(footer)}</text:p></style:footer></style:master-page></office:master-styles>
<office:body><office:text>
${body.join('\n')}
</office:text></office:body></office:document>
`;
  return { fodt, lines, variants: [] };
}

export const LAYOUTS = { sidebar, banner, portal, runhead, details };
