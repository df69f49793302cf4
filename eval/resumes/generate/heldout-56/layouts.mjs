// Held-out part 56's own templates, written from what European and Latin-American CVs look like: a Europass
// CV, a German "tabellarischer Lebenslauf" with a photo box and a signed place and date, a design-tool CV with a
// sidebar, a moderncv-like LaTeX CV, a job-network profile export (LinkedIn / XING / InfoJobs-like) with a
// running footer, a cover letter before the CV, a French/Italian "curriculum vitae" with the family name first,
// and a Word document (flat ODF through LibreOffice). Each returns the HTML (or ODF) and what the page shows.

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** "Label : value" → [label, value] (a detail written without a label has an empty label). */
function split(detail) {
  const m = /^([^:]{2,40}?)\s?:\s(.*)$/u.exec(detail);
  return m ? [m[1], m[2]] : ['', detail];
}

const upper = (s, lang) => s.toLocaleUpperCase(lang);

/**
 * The name in capitals as the page's language writes them, where that is another form than the name's own
 * (Turkish "ELİF … KARAAĞAÇLI", Greek capitals without their accents).
 */
function capsVariants(p) {
  return [p.family, `${p.given} ${p.family}`]
    .map((s) => [s, upper(s, p.language)])
    .filter(([s, caps]) => caps.toLowerCase() !== s.toLowerCase())
    .map(([, caps]) => caps);
}
const displayName = (p) => `${p.title ? `${p.title} ` : ''}${p.given} ${p.family}`;

function page(css, body, { lang = 'en', font = "'Liberation Sans', Arial, sans-serif", scan = false } = {}) {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>
@page { size: A4; margin: 14mm 0; }
* { box-sizing: border-box; }
body { margin: 0; font-family: ${font}; font-size: ${scan ? '12px' : '10.5pt'}; color: #1d1d1d; line-height: 1.35; }
h1, h2, h3, p, ul { margin: 0; }
ul { padding-left: 16px; }
${css}
</style></head><body>${body}</body></html>`;
}

function jobsHtml(p, { datesFirst = false } = {}) {
  return p.jobs
    .map(
      (j) => `<div class="entry">${datesFirst ? `<div class="when">${esc(j.dates)}</div>` : ''}<div class="what">
<div class="head"><b>${esc(j.title)}</b> — ${esc(j.org)}, ${esc(j.place)}${datesFirst ? '' : ` <span class="dates">${esc(j.dates)}</span>`}</div>
${j.bullets.length ? `<ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : ''}</div></div>`,
    )
    .join('\n');
}

function eduHtml(p, { datesFirst = false } = {}) {
  return p.education
    .map(
      (e) => `<div class="entry">${datesFirst ? `<div class="when">${esc(e.dates)}</div>` : ''}<div class="what">
<div class="head"><b>${esc(e.degree)}</b></div><div>${esc(e.school)}, ${esc(e.place)}${datesFirst ? '' : ` · ${esc(e.dates)}`}</div></div></div>`,
    )
    .join('\n');
}

function refsHtml(p) {
  if (!p.referees.length) return '';
  return `<h2>${esc(p.labels.refs)}</h2>${p.referees.map((r) => `<p>${esc(r.name)}, ${esc(r.role)} · ${esc(r.phone)}</p>`).join('')}`;
}

function extraHtml(p) {
  return p.extra.length
    ? `<h2>${esc(p.labels.extra)}</h2><ul>${p.extra.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>`
    : '';
}

const linkText = (p) => p.links.map((l) => l.value);

/** 1. Europass: the blue bar, "personal information" rows with their labels, the sections with labels left. */
export function europass(p, { accent, scan }) {
  const rows = [['✉', p.email], ['☎', p.phone], ['⌂', p.address], ...linkText(p).map((l) => ['🔗', l])];
  const css = `
.bar { background: #0e47cb; color: #fff; padding: 10px 40px; font-size: 11px; letter-spacing: .5px; }
.top { padding: 16px 40px 6px; display: flex; gap: 18px; }
.photo { width: 84px; height: 104px; background: #cfd8e3; border: 1px solid #9aa8b8; }
h1 { font-size: 22px; color: #0e47cb; font-weight: 600; }
.row { font-size: 12px; } .row span { color: #0e47cb; margin-right: 6px; }
main { padding: 0 40px; }
h2 { color: #0e47cb; font-size: 13px; text-transform: uppercase; border-bottom: 1px solid ${accent}; margin: 12px 0 5px; }
.entry { display: flex; gap: 12px; margin-bottom: 6px; } .when { width: 110px; flex: none; color: #555; font-size: 12px; }
.dates { color: #555; }`;
  const body = `<div class="bar">Europass</div>
<div class="top"><div class="photo"></div><div>
<h1>${esc(p.given)} ${esc(p.family)}</h1>
${rows.map(([i, v]) => `<div class="row"><span>${i}</span>${esc(v)}</div>`).join('\n')}
${p.details.map((x) => `<div class="row">${esc(x.value)}</div>`).join('\n')}
</div></div>
<main>
${p.summary && !scan ? `<h2>${esc(p.labels.profile)}</h2><p>${esc(p.summary)}</p>` : ''}
<h2>${esc(p.labels.exp)}</h2>${jobsHtml(p, { datesFirst: true })}
<h2>${esc(p.labels.edu)}</h2>${eduHtml(p, { datesFirst: true })}
<h2>${esc(p.labels.langs)}</h2><p>${esc(p.langs)}</p>
<h2>${esc(p.labels.skills)}</h2><p>${p.skills.map(esc).join(' · ')}</p>
${extraHtml(p)}${refsHtml(p)}
</main>`;
  return { html: page(css, body, { lang: p.language, scan }) };
}

/** 2. Tabellarischer Lebenslauf: a letter-spaced title, the name over two lines, a photo box, a date column, signed. */
export function lebenslauf(p, { accent, scan }) {
  const title =
    {
      de: 'Lebenslauf',
      fr: 'Curriculum vitae',
      es: 'Currículum vítae',
      pl: 'Życiorys',
      cs: 'Životopis',
      el: 'Βιογραφικό σημείωμα',
      tr: 'Özgeçmiş',
    }[p.language] ?? 'Curriculum Vitae';
  const css = `
.wrap { padding: 0 48px; }
.t { letter-spacing: 6px; text-transform: uppercase; font-size: 12px; color: ${accent}; margin-bottom: 8px; }
.head { display: flex; justify-content: space-between; }
.name .g { font-size: 18px; } .name .f { font-size: 26px; font-weight: 700; }
.photo { width: 90px; height: 116px; border: 1px solid #999; background: #e9e9e9; }
h2 { font-size: 13px; color: ${accent}; margin: 12px 0 4px; border-bottom: 1px solid #bbb; }
table { border-collapse: collapse; width: 100%; } td { vertical-align: top; padding: 2px 0; }
td.k { width: 150px; color: #444; }
.sig { margin-top: 22px; }`;
  const details = p.details.map((x) => split(x.value));
  const body = `<div class="wrap">
<div class="t">${esc(title)}</div>
<div class="head"><div class="name"><div class="g">${esc(p.title ? `${p.title} ${p.given}` : p.given)}</div><div class="f">${esc(p.family)}</div>
<div>${esc(p.headline)}</div></div>${scan ? '' : '<div class="photo"></div>'}</div>
<h2>${esc(p.labels.details)}</h2>
<table>
<tr><td class="k">Adresse</td><td>${esc(p.address)}</td></tr>
<tr><td class="k">Telefon</td><td>${esc(p.phone)}</td></tr>
<tr><td class="k">E-Mail</td><td>${esc(p.email)}</td></tr>
${details.map(([k, v]) => `<tr><td class="k">${esc(k)}</td><td>${esc(v)}</td></tr>`).join('\n')}
</table>
<h2>${esc(p.labels.exp)}</h2>
<table>${p.jobs.map((j) => `<tr><td class="k">${esc(j.dates)}</td><td><b>${esc(j.title)}</b><br>${esc(j.org)}, ${esc(j.place)}${j.bullets.map((b) => `<br>– ${esc(b)}`).join('')}</td></tr>`).join('\n')}</table>
<h2>${esc(p.labels.edu)}</h2>
<table>${p.education.map((e) => `<tr><td class="k">${esc(e.dates)}</td><td><b>${esc(e.degree)}</b><br>${esc(e.school)}, ${esc(e.place)}</td></tr>`).join('\n')}</table>
<h2>${esc(p.labels.skills)}</h2>
<table><tr><td class="k">${esc(p.labels.langs)}</td><td>${esc(p.langs)}</td></tr>
<tr><td class="k">IT</td><td>${p.skills.map(esc).join(', ')}</td></tr>
${p.extra.map((x) => `<tr><td class="k"></td><td>${esc(x)}</td></tr>`).join('\n')}</table>
${p.referees.length ? `<h2>${esc(p.labels.refs)}</h2>${p.referees.map((r) => `<p>${esc(r.name)}, ${esc(r.role)}, ${esc(r.phone)}</p>`).join('')}` : ''}
${p.signature && !scan ? `<div class="sig">${esc(p.signature)}<br><i>${esc(p.given)} ${esc(p.family)}</i></div>` : ''}
</div>`;
  return { html: page(css, body, { lang: p.language, scan }) };
}

/** 3. A design-tool CV: a coloured sidebar (contact, details, skills, languages) read first, the name letter-spaced. */
export function design(p, { accent, scan }) {
  const css = `
.grid { display: grid; grid-template-columns: 230px 1fr; min-height: 1000px; }
aside { background: ${accent}; color: #fff; padding: 18px 18px; font-size: 12px; }
aside h3 { font-size: 12px; letter-spacing: 2px; text-transform: uppercase; margin: 14px 0 4px; border-bottom: 1px solid rgba(255,255,255,.5); }
.circle { width: 110px; height: 110px; border-radius: 50%; background: rgba(255,255,255,.3); margin: 0 auto 10px; }
main { padding: 18px 26px; }
.g { font-size: 20px; letter-spacing: 4px; text-transform: uppercase; font-weight: 300; }
.f { font-size: 30px; letter-spacing: 3px; text-transform: uppercase; font-weight: 800; color: ${accent}; }
.hl { margin: 4px 0 10px; font-size: 13px; color: #555; }
h2 { font-size: 14px; text-transform: uppercase; letter-spacing: 1.5px; color: ${accent}; margin: 14px 0 4px; }
.entry { margin-bottom: 7px; } .dates { display: block; color: #777; font-size: 11px; }`;
  const body = `<div class="grid"><aside>
${scan ? '' : '<div class="circle"></div>'}
<h3>${esc({ es: 'Contacto', pt: 'Contato', el: 'Επικοινωνία', tr: 'İletişim', de: 'Kontakt', fr: 'Contact', it: 'Contatti' }[p.language] ?? 'Contact')}</h3>
<div>${esc(p.phone)}</div><div>${esc(p.email)}</div><div>${esc(p.address)}</div>
${linkText(p)
  .map((l) => `<div>${esc(l)}</div>`)
  .join('')}
<h3>${esc(p.labels.details)}</h3>
${p.details.map((x) => `<div>${esc(x.value)}</div>`).join('')}
<h3>${esc(p.labels.skills)}</h3>
${p.skills.map((s) => `<div>${esc(s)}</div>`).join('')}
<h3>${esc(p.labels.langs)}</h3><div>${esc(p.langs)}</div>
</aside><main>
<div class="g">${esc(p.given)}</div><div class="f">${esc(p.family)}</div>
<div class="hl">${esc(p.headline)}</div>
${p.summary ? `<h2>${esc(p.labels.profile)}</h2><p>${esc(p.summary)}</p>` : ''}
<h2>${esc(p.labels.exp)}</h2>${jobsHtml(p)}
<h2>${esc(p.labels.edu)}</h2>${eduHtml(p)}
${extraHtml(p)}${refsHtml(p)}
</main></div>`;
  return {
    html: page(css, body, { lang: p.language, scan, font: "'Liberation Sans', 'DejaVu Sans', sans-serif" }),
    variants: capsVariants(p),
  };
}

/** 4. A moderncv-like LaTeX CV: serif, the name large, contact right, dates in a left column. */
export function latex(p, { accent, scan }) {
  const css = `
.wrap { padding: 0 52px; }
.top { display: flex; justify-content: space-between; align-items: flex-end; }
h1 { font-size: 34px; font-weight: 400; } h1 .f { color: ${accent}; }
.sub { font-style: italic; color: #666; font-size: 15px; }
.contact { text-align: right; font-size: 12px; }
h2 { font-weight: 400; color: ${accent}; font-size: 17px; margin: 14px 0 4px; display: flex; align-items: center; gap: 8px; }
h2::before { content: ''; display: block; width: 120px; height: 5px; background: ${accent}; opacity: .5; }
.entry { display: flex; gap: 14px; margin-bottom: 5px; } .when { width: 120px; flex: none; text-align: right; font-size: 12px; }`;
  const body = `<div class="wrap"><div class="top"><div><h1>${esc(p.given)} <span class="f">${esc(p.family)}</span></h1>
<div class="sub">${esc(p.headline)}</div></div>
<div class="contact">${esc(p.address)}<br>${esc(p.phone)}<br>${esc(p.email)}${linkText(p)
    .map((l) => `<br>${esc(l)}`)
    .join('')}</div></div>
<h2>${esc(p.labels.details)}</h2>
${p.details.map((x) => `<div class="entry"><div class="when">${esc(split(x.value)[0])}</div><div>${esc(split(x.value)[1])}</div></div>`).join('\n')}
<h2>${esc(p.labels.exp)}</h2>${jobsHtml(p, { datesFirst: true })}
<h2>${esc(p.labels.edu)}</h2>${eduHtml(p, { datesFirst: true })}
<h2>${esc(p.labels.skills)}</h2><div class="entry"><div class="when">IT</div><div>${p.skills.map(esc).join(', ')}</div></div>
<div class="entry"><div class="when">${esc(p.labels.langs)}</div><div>${esc(p.langs)}</div></div>
${extraHtml(p)}${refsHtml(p)}
</div>`;
  return { html: page(css, body, { lang: p.language, scan, font: "'Latin Modern Roman', 'Liberation Serif', serif" }) };
}

/** 5. A job-network profile export: a "Contact" sidebar, the name and headline, and a footer with the name and page. */
export function portal(p, { accent, scan }) {
  const site =
    {
      es: 'InfoJobs',
      de: 'XING',
      pt: 'LinkedIn',
      nl: 'LinkedIn',
      it: 'LinkedIn',
      tr: 'Kariyer.net',
      cs: 'LinkedIn',
      pl: 'Pracuj.pl',
    }[p.language] ?? 'LinkedIn';
  const labels = {
    es: ['Contactar', 'Aptitudes principales', 'Extracto', 'Página'],
    de: ['Kontakt', 'Top-Kenntnisse', 'Über mich', 'Seite'],
    pt: ['Contato', 'Principais competências', 'Resumo', 'Página'],
    it: ['Contatti', 'Competenze principali', 'Riepilogo', 'Pagina'],
    tr: ['İletişim', 'Öne çıkan yetkinlikler', 'Özet', 'Sayfa'],
    pl: ['Kontakt', 'Najważniejsze umiejętności', 'Podsumowanie', 'Strona'],
  }[p.language] ?? ['Contact', 'Top Skills', 'Summary', 'Page'];
  const css = `
.grid { display: grid; grid-template-columns: 200px 1fr; gap: 24px; padding: 0 36px; }
aside { background: #f1f3f5; padding: 12px; font-size: 12px; } aside h3 { font-size: 13px; margin: 10px 0 4px; }
h1 { font-size: 26px; } .hl { font-size: 14px; margin-bottom: 2px; } .loc { color: #666; font-size: 12px; margin-bottom: 8px; }
h2 { font-size: 16px; margin: 14px 0 6px; color: ${accent}; }
.entry { margin-bottom: 8px; } .dates { display: block; color: #666; font-size: 12px; }`;
  const body = `<div class="grid"><aside>
<h3>${labels[0]}</h3><div>${esc(p.email)}</div><div>${esc(p.phone)}</div>
${linkText(p)
  .map((l) => `<div>${esc(l)}</div>`)
  .join('')}
<h3>${labels[1]}</h3>${p.skills
    .slice(0, 3)
    .map((s) => `<div>${esc(s)}</div>`)
    .join('')}
<h3>${esc(p.labels.langs)}</h3><div>${esc(p.langs)}</div>
</aside><main>
<h1>${esc(p.given)} ${esc(p.family)}</h1><div class="hl">${esc(p.headline)}</div><div class="loc">${esc(p.addressShort ?? p.address)}</div>
${p.summary ? `<h2>${labels[2]}</h2><p>${esc(p.summary)}</p>` : ''}
<h2>${esc(p.labels.exp)}</h2>${jobsHtml(p)}
<h2>${esc(p.labels.edu)}</h2>${eduHtml(p)}
<h2>${esc(p.labels.details)}</h2>${p.details.map((x) => `<div>${esc(x.value)}</div>`).join('')}
</main></div>`;
  const line = `${p.given} ${p.family} · ${site}`;
  return {
    html: page(css, body, { lang: p.language, scan }),
    footer: {
      template: `<div style="font-size:8px;width:100%;padding:0 36px;color:#555;display:flex;justify-content:space-between"><span>${esc(line)}</span><span>${labels[3]} <span class="pageNumber"></span> / <span class="totalPages"></span></span></div>`,
      text: (i, n) => [line, `${labels[3]} ${i} / ${n}`],
    },
  };
}

/** 6. A cover letter and the CV after it: the addressee by name, signed with place and date. */
export function letter(p, options) {
  const cv = latex(p, options);
  const greet =
    {
      fr: 'Madame, Monsieur,',
      de: 'Sehr geehrte Damen und Herren,',
      es: 'Estimados señores:',
      it: 'Gentile Responsabile,',
      pt: 'Prezados,',
      pl: 'Szanowni Państwo,',
    }[p.language] ?? 'Dear Sir or Madam,';
  const close =
    {
      fr: 'Je vous prie d’agréer, Madame, Monsieur, l’expression de mes salutations distinguées.',
      de: 'Mit freundlichen Grüßen',
      es: 'Atentamente,',
      it: 'Distinti saluti',
      pt: 'Atenciosamente,',
      pl: 'Z wyrazami szacunku',
    }[p.language] ?? 'Yours faithfully,';
  const letterHtml = `<div class="wrap letter" style="page-break-after: always; padding-top: 10px">
<div><b>${esc(p.given)} ${esc(p.family)}</b><br>${esc(p.address)}<br>${esc(p.phone)} · ${esc(p.email)}</div>
<div style="margin:18px 0 18px 340px">${esc(p.manager)}<br>${esc(p.jobs[0].org)}<br>${esc(p.jobs[0].place)}</div>
<div style="text-align:right">${esc(p.signature ?? '')}</div>
<p style="margin:14px 0"><b>${{ fr: 'Objet', de: 'Betreff', it: 'Oggetto', es: 'Asunto' }[p.language] ?? 'Re'}: ${esc(p.headline)}</b></p>
<p>${greet}</p>
<p style="margin:10px 0">${esc(p.summary ?? '')} ${esc(p.jobDescription)}</p>
<p style="margin:10px 0">${close}</p>
<p style="margin-top:24px">${esc(p.given)} ${esc(upper(p.family, p.language))}</p>
</div>`;
  return { html: cv.html.replace('<body>', `<body>${letterHtml}`), others: [p.manager], variants: capsVariants(p) };
}

/** 7. A French / Italian "curriculum vitae": centred title, FAMILY name first in capitals, civil status block. */
export function classic(p, { accent, scan }) {
  const css = `
.wrap { padding: 0 56px; }
.cv { text-align: center; font-size: 12px; letter-spacing: 3px; color: #666; }
h1 { text-align: center; font-size: 24px; margin: 4px 0; } h1 .g { font-weight: 400; }
.hl { text-align: center; color: ${accent}; font-size: 14px; margin-bottom: 8px; }
.box { border: 1px solid #aaa; padding: 6px 10px; font-size: 12px; columns: 2; }
h2 { font-size: 13px; background: #eee; padding: 2px 6px; margin: 12px 0 4px; border-left: 4px solid ${accent}; }
.entry { margin-bottom: 6px; } .dates { float: right; color: #555; }`;
  const body = `<div class="wrap"><div class="cv">CURRICULUM VITAE</div>
<h1>${esc(upper(p.family, p.language))} <span class="g">${esc(p.given)}</span></h1>
<div class="hl">${esc(p.headline)}</div>
<div class="box"><div>${esc(p.address)}</div><div>${esc(p.phone)}</div><div>${esc(p.email)}</div>
${linkText(p)
  .map((l) => `<div>${esc(l)}</div>`)
  .join('')}
${p.details.map((x) => `<div>${esc(x.value)}</div>`).join('')}</div>
<h2>${esc(p.labels.exp)}</h2>${jobsHtml(p)}
<h2>${esc(p.labels.edu)}</h2>${eduHtml(p)}
<h2>${esc(p.labels.skills)}</h2><p>${p.skills.map(esc).join(' – ')}</p>
<h2>${esc(p.labels.langs)}</h2><p>${esc(p.langs)}</p>
${extraHtml(p)}${refsHtml(p)}
${p.signature && !scan ? `<p style="margin-top:18px;text-align:right">${esc(p.signature)}<br>${esc(p.given)} ${esc(p.family)}</p>` : ''}
</div>`;
  return {
    html: page(css, body, { lang: p.language, scan, font: "'Liberation Serif', 'DejaVu Serif', serif" }),
    variants: [...capsVariants(p), `${upper(p.family, p.language)} ${p.given}`],
  };
}

// 8. Word (flat ODF): the name, the headline, the contact lines, a details table, the sections with a right tab
// for the dates, and a footer with the name and the page number.
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
  const lines = [];
  const out = [];
  const para = (style, text) => {
    out.push(`<text:p text:style-name="${style}">${esc(text).replaceAll('\t', '<text:tab/>')}</text:p>`);
    lines.push(
      ...text
        .split('\t')
        .map((t) => t.trim())
        .filter(Boolean),
    );
  };
  if (p.splitName) {
    para('Name', p.given);
    para('Name', upper(p.family, p.language));
  } else para('Name', displayName(p));
  para('Headline', p.headline);
  para('Body', `${p.address} · ${p.phone} · ${p.email}`);
  if (p.links.length) para('Body', p.links.map((l) => l.value).join(' · '));
  if (p.summary) {
    para('Heading', p.labels.profile);
    para('Body', p.summary);
  }
  para('Heading', p.labels.details);
  const rows = p.details.map((x) => split(x.value));
  out.push(
    `<table:table table:name="Details" table:style-name="Tbl"><table:table-column table:style-name="ColA"/><table:table-column table:style-name="ColB"/>${rows
      .map(
        ([k, v]) =>
          `<table:table-row><table:table-cell office:value-type="string"><text:p text:style-name="Body">${esc(k)}</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p text:style-name="Body">${esc(v)}</text:p></table:table-cell></table:table-row>`,
      )
      .join('')}</table:table>`,
  );
  for (const [k, v] of rows) lines.push(...[k, v].filter(Boolean));
  para('Heading', p.labels.exp);
  for (const jb of p.jobs) {
    para('Entry', `${jb.title}, ${jb.org}, ${jb.place}\t${jb.dates}`);
    for (const b of jb.bullets) para('Bullet', `– ${b}`);
  }
  para('Heading', p.labels.edu);
  for (const ed of p.education) para('Entry', `${ed.degree}, ${ed.school}, ${ed.place}\t${ed.dates}`);
  para('Heading', p.labels.skills);
  para('Body', p.skills.join(', '));
  para('Heading', p.labels.langs);
  para('Body', p.langs);
  if (p.extra.length) {
    para('Heading', p.labels.extra);
    for (const x of p.extra) para('Body', x);
  }
  if (p.referees.length) {
    para('Heading', p.labels.refs);
    for (const r of p.referees) para('Body', `${r.name}, ${r.role}, ${r.phone}`);
  }
  if (p.signature) para('Body', `${p.signature}   ${p.given} ${p.family}`);
  const footerWord =
    {
      de: 'Seite',
      fr: 'Page',
      es: 'Página',
      pt: 'Página',
      it: 'Pagina',
      nl: 'Pagina',
      pl: 'Strona',
      cs: 'Strana',
      ro: 'Pagina',
      tr: 'Sayfa',
    }[p.language] ?? 'Page';
  const footerName = `${p.given} ${p.family}`;
  const font = p.serif ? 'Liberation Serif' : 'Liberation Sans';
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document ${NS} office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls><style:font-face style:name="${font}" svg:font-family="'${font}'"/></office:font-face-decls>
<office:styles>
 <style:default-style style:family="paragraph"><style:paragraph-properties fo:margin-top="0cm" fo:margin-bottom="0.06cm"/><style:text-properties style:font-name="${font}" fo:font-size="10.5pt"/></style:default-style>
 <style:style style:name="Name" style:family="paragraph"><style:text-properties fo:font-size="20pt" fo:font-weight="bold" fo:color="${accent}"/></style:style>
 <style:style style:name="Headline" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.2cm"/><style:text-properties fo:font-size="12pt" fo:font-style="italic"/></style:style>
 <style:style style:name="Heading" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.35cm" fo:margin-bottom="0.1cm" fo:border-bottom="0.5pt solid ${accent}" fo:keep-with-next="always"/><style:text-properties fo:font-size="12pt" fo:font-weight="bold" fo:text-transform="uppercase"/></style:style>
 <style:style style:name="Entry" style:family="paragraph"><style:paragraph-properties><style:tab-stops><style:tab-stop style:position="17cm" style:type="right"/></style:tab-stops></style:paragraph-properties><style:text-properties fo:font-weight="bold"/></style:style>
 <style:style style:name="Body" style:family="paragraph"/>
 <style:style style:name="Bullet" style:family="paragraph"><style:paragraph-properties fo:margin-left="0.6cm"/></style:style>
 <style:style style:name="Small" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8.5pt" fo:color="#555555"/></style:style>
</office:styles>
<office:automatic-styles>
 <style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.5cm" fo:margin-bottom="1.2cm" fo:margin-left="2.2cm" fo:margin-right="1.8cm"/><style:footer-style><style:header-footer-properties fo:min-height="0.5cm" fo:margin-top="0.3cm"/></style:footer-style></style:page-layout>
 <style:style style:name="Tbl" style:family="table"><style:table-properties style:width="17cm" table:align="left"/></style:style>
 <style:style style:name="ColA" style:family="table-column"><style:table-column-properties style:column-width="5cm"/></style:style>
 <style:style style:name="ColB" style:family="table-column"><style:table-column-properties style:column-width="12cm"/></style:style>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"><style:footer><text:p text:style-name="Small">${esc(footerName)} – ${footerWord} <text:page-number text:select-page="current">1</text:page-number>/<text:page-count>1</text:page-count></text:p></style:footer></style:master-page></office:master-styles>
<office:body><office:text>
${out.join('\n')}
</office:text></office:body></office:document>
`;
  return { fodt, lines, footerLine: (i, n) => `${footerName} – ${footerWord} ${i}/${n}` };
}
