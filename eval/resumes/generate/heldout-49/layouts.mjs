// The templates of held-out part 49, written from what an applicant-tracking inbox receives in a week: a Word
// template with a contact table and a footer (LibreOffice: DOCX, DOC, PDF), a Word/Google Docs one-column resume
// saved as PDF, a Canva-like two-column design with skill bars and a photo caption, a moderncv-like LaTeX CV, a
// LinkedIn "Save to PDF" profile, a job-portal export of label/value rows (Naukri, JobStreet, Bayt, Zhaopin), a
// Europass CV, and a CJK application form (履歴書 / 个人简历) for scans. Each returns what the page shows.

const esc = (s) =>
  String(s).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
const upper = (s) => s.toLocaleUpperCase();

function page(body, css, { scan, font = 'Liberation Sans' } = {}) {
  return `<!doctype html>
<html><head><meta charset="utf-8"><style>
@page { size: A4; margin: 0; }
body { margin: 0; font-family: '${font}', 'Noto Sans CJK SC', sans-serif; font-size: ${scan ? '12.5px' : '11.5px'}; color: #1d1d1d; line-height: 1.35; }
.wrap { padding: ${scan ? '34px 46px' : '40px 52px'}; }
ul { margin: 2px 0 4px 18px; padding: 0; }
li { margin: 1px 0; }
h2 { margin: 12px 0 4px; }
p { margin: 2px 0; }
${css}
</style></head><body>${body}</body></html>`;
}

const cjk = (p) => ['zh', 'ja'].includes(p.language);

function contactItems(p) {
  return [p.email, p.phone, ...p.links.map((l) => l.value), p.address];
}

function jobsHtml(p, { meta = 'line' } = {}) {
  return p.jobs
    .map((j) => {
      const head =
        meta === 'line'
          ? `<p class="jt"><b>${esc(j.title)}</b> — ${esc(j.org)}, ${esc(j.place)} <span class="dt">${esc(j.dates)}</span></p>`
          : `<p class="jt"><b>${esc(j.title)}</b></p><p class="org">${esc(j.org)} · ${esc(j.place)}</p><p class="dt">${esc(j.dates)}</p>`;
      return `${head}<ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`;
    })
    .join('');
}
function eduHtml(p) {
  return p.education
    .map(
      (e) =>
        `<p><b>${esc(e.degree)}</b>, ${esc(e.school)}, ${esc(e.place)} <span class="dt">${esc(e.dates)}</span></p>`,
    )
    .join('');
}
function detailsHtml(p) {
  return p.details.map((d) => `<p>${esc(d.label)}: ${esc(d.value)}</p>`).join('');
}
function refsHtml(p) {
  return p.referees.map((r) => `<p>${esc(r.name)}, ${esc(r.role)}, ${esc(r.phone)}</p>`).join('');
}
const others = (p) => p.referees.map((r) => r.name);

/** A one-column resume from Word or Google Docs, saved as PDF; the name in a page footer where asked. */
export function classic(p, { accent, scan }) {
  const L = p.L;
  const body = `<div class="wrap">
<h1>${esc(p.name.full)}</h1>
<p class="hl">${esc(p.headline)}</p>
<p class="ct">${contactItems(p).map(esc).join(' | ')}</p>
${p.summary && !scan ? `<h2>${esc(L.profile)}</h2><p>${esc(p.summary)}</p>` : ''}
<h2>${esc(L.experience)}</h2>${jobsHtml(p)}
<h2>${esc(L.education)}</h2>${eduHtml(p)}
<h2>${esc(L.skills)}</h2><p>${p.skills.map(esc).join(', ')}</p>
${p.extra.length ? `<h2>${esc(L.extra)}</h2><ul>${p.extra.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>` : ''}
${p.details.length ? `<h2>${esc(L.details)}</h2>${detailsHtml(p)}` : ''}
${p.referees.length ? `<h2>${esc(L.referees)}</h2>${refsHtml(p)}` : ''}
</div>`;
  const css = `h1 { text-align: center; font-size: 26px; margin: 0; color: ${accent}; }
.hl { text-align: center; font-size: 14px; }
.ct { text-align: center; font-size: 10.5px; color: #444; }
h2 { font-size: 13px; border-bottom: 1px solid ${accent}; color: ${accent}; }
.dt { color: #555; }`;
  const out = { html: page(body, css, { scan, font: 'Liberation Serif' }), others: others(p) };
  if (p.footerName && !scan) {
    const line = `${p.name.full} – ${p.headline}`;
    out.footer = {
      template: `<div style="font-size:8px;width:100%;text-align:center;font-family:'Liberation Serif'">${esc(line)} – <span class="pageNumber"></span>/<span class="totalPages"></span></div>`,
      text: (i, n) => [`${line} – ${i}/${n}`],
    };
  }
  return out;
}

/** A Canva-like design: a coloured sidebar with a photo caption, contacts with icons and skill bars; the name
 * letter-spaced and split over two lines. */
export function canva(p, { accent, scan }) {
  const L = p.L;
  const first = upper(p.first);
  const last = upper(p.last);
  const icons = ['✉', '☎', ...p.links.map(() => '🔗'), '⌂'];
  const bars = p.skills
    .map(
      (s, i) => `<p class="sk">${esc(s)}</p><div class="bar"><div style="width:${90 - ((i * 13) % 40)}%"></div></div>`,
    )
    .join('');
  const body = `<div class="grid"><aside>
<div class="photo">${esc(p.first)} · photo</div>
<h3>${esc(upper(L.contact))}</h3>
${contactItems(p)
  .map((c, i) => `<p class="ci"><span class="ic">${icons[i]}</span> ${esc(c)}</p>`)
  .join('')}
<h3>${esc(upper(L.skills))}</h3>${bars}
${p.details.length && !scan ? `<h3>${esc(upper(L.details))}</h3>${detailsHtml(p)}` : ''}
</aside><main>
<h1><span class="f">${esc(first)}</span><span class="l">${esc(last)}</span></h1>
<p class="hl">${esc(p.headline)}</p>
${p.summary ? `<h2>${esc(L.profile)}</h2><p>${esc(p.summary)}</p>` : ''}
<h2>${esc(L.experience)}</h2>${jobsHtml(p, { meta: 'block' })}
<h2>${esc(L.education)}</h2>${eduHtml(p)}
${p.extra.length ? `<h2>${esc(L.extra)}</h2><ul>${p.extra.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>` : ''}
${p.referees.length ? `<h2>${esc(L.referees)}</h2>${refsHtml(p)}` : ''}
</main></div>`;
  const css = `.grid { display: grid; grid-template-columns: 250px 1fr; min-height: 1120px; }
aside { background: ${accent}; color: #fff; padding: 36px 20px; font-size: 10.5px; }
aside p { word-break: break-word; }
.photo { width: 110px; height: 110px; border-radius: 55px; background: #ffffff33; margin: 0 auto 12px; display: flex; align-items: center; justify-content: center; font-size: 9px; }
h3 { font-size: 12px; letter-spacing: 2px; border-bottom: 1px solid #fff8; margin: 14px 0 6px; }
.ic { display: inline-block; width: 14px; }
.bar { height: 5px; background: #ffffff44; margin-bottom: 5px; } .bar div { height: 5px; background: #fff; }
main { padding: 36px 28px; }
h1 { margin: 0; font-size: 30px; letter-spacing: 3px; line-height: 1.1; }
h1 span { display: block; } h1 .l { color: ${accent}; }
.hl { font-size: 14px; color: #555; margin-bottom: 8px; }
h2 { font-size: 13px; color: ${accent}; text-transform: none; }
.org, .dt { color: #555; margin: 0; } .jt { margin: 6px 0 0; }`;
  return { html: page(body, css, { scan, font: 'DejaVu Sans' }), variants: [first, last], others: others(p) };
}

/** A moderncv-like LaTeX CV: given name light, surname bold, the contacts flush right, dates in a left column. */
export function latex(p, { accent, scan }) {
  const L = p.L;
  const row = (left, right) => `<div class="row"><div class="d">${esc(left)}</div><div class="c">${right}</div></div>`;
  const body = `<div class="wrap">
<div class="top"><div><h1><span class="fn">${esc(p.first)}</span> <span class="ln">${esc(p.last)}</span></h1><p class="hl">${esc(p.headline)}</p></div>
<div class="ct">${contactItems(p)
    .map((c) => `<p>${esc(c)}</p>`)
    .join('')}</div></div>
${p.summary ? `<h2>${esc(L.profile)}</h2>${row('', `<p>${esc(p.summary)}</p>`)}` : ''}
<h2>${esc(L.experience)}</h2>
${p.jobs
  .map((j) =>
    row(
      j.dates,
      `<p><b>${esc(j.title)}</b>, <i>${esc(j.org)}</i>, ${esc(j.place)}</p><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`,
    ),
  )
  .join('')}
<h2>${esc(L.education)}</h2>
${p.education.map((e) => row(e.dates, `<p><b>${esc(e.degree)}</b>, <i>${esc(e.school)}</i>, ${esc(e.place)}</p>`)).join('')}
<h2>${esc(L.skills)}</h2>${row('', `<p>${p.skills.map(esc).join(' · ')}</p>`)}
${p.extra.length ? `<h2>${esc(L.extra)}</h2>${p.extra.map((x) => row('', `<p>${esc(x)}</p>`)).join('')}` : ''}
${p.details.length ? `<h2>${esc(L.details)}</h2>${p.details.map((d) => row(d.label, `<p>${esc(d.value)}</p>`)).join('')}` : ''}
${p.coauthors ? row('', `<p>Khattak S. R., ${esc(p.coauthors[0])} (2023). Seismic retrofitting of masonry schools in Khyber Pakhtunkhwa. Bulletin of Earthquake Engineering.</p>`) : ''}
</div>`;
  const css = `.top { display: flex; justify-content: space-between; align-items: flex-end; }
h1 { font-size: 34px; margin: 0; font-weight: normal; } .fn { color: #777; } .ln { color: ${accent}; }
.hl { font-style: italic; color: #666; font-size: 14px; }
.ct { text-align: right; font-size: 10.5px; max-width: 300px; } .ct p { margin: 0; }
h2 { font-size: 16px; color: ${accent}; font-weight: normal; border-bottom: 2px solid ${accent}; }
.row { display: grid; grid-template-columns: 130px 1fr; gap: 12px; margin: 3px 0; } .d { text-align: right; color: #555; }`;
  return { html: page(body, css, { scan, font: 'DejaVu Serif' }), others: others(p) };
}

/** A LinkedIn profile "Save to PDF": a grey left column (Contact, Top Skills), the profile on the right, "Page 1 of
 * 2" in the footer. */
export function linkedin(p, { scan }) {
  const body = `<div class="grid"><aside>
<h3>Contact</h3>
<p>${esc(p.email)}</p>${p.links.map((l) => `<p>${esc(l.value)} (LinkedIn)</p>`).join('')}
<p>${esc(p.phone)} (Mobile)</p>
<h3>Top Skills</h3>${p.skills
    .slice(0, 3)
    .map((s) => `<p>${esc(s)}</p>`)
    .join('')}
<h3>Languages</h3><p>English (Full Professional)</p>
${p.extra.length ? `<h3>Honors-Awards</h3>${p.extra.map((x) => `<p>${esc(x)}</p>`).join('')}` : ''}
</aside><main>
<h1>${esc(p.name.full)}</h1>
<p class="hl">${esc(p.headline)}</p>
<p class="loc">${esc(p.addressShort)}</p>
${p.summary ? `<h2>Summary</h2><p>${esc(p.summary)}</p>` : ''}
<h2>Experience</h2>
${p.jobs
  .map(
    (j) =>
      `<p class="org">${esc(j.org)}</p><p>${esc(j.title)}</p><p class="dt">${esc(j.dates)}</p><p class="dt">${esc(j.place)}</p>${j.bullets.map((b) => `<p>${esc(b)}</p>`).join('')}`,
  )
  .join('')}
<h2>Education</h2>
${p.education.map((e) => `<p class="org">${esc(e.school)}</p><p>${esc(e.degree)} · (${esc(e.dates)})</p>`).join('')}
</main></div>`;
  const css = `.grid { display: grid; grid-template-columns: 220px 1fr; }
aside { background: #e1e9ee; padding: 30px 18px; font-size: 10.5px; min-height: 1040px; } aside p { word-break: break-all; }
h3 { font-size: 13px; margin: 14px 0 4px; }
main { padding: 30px 30px; }
h1 { font-size: 28px; margin: 0; font-weight: normal; } .hl { font-size: 13px; } .loc { color: #777; }
h2 { font-size: 17px; font-weight: normal; margin-top: 18px; }
.org { font-weight: bold; margin-top: 8px; } .dt { color: #777; }`;
  return {
    html: page(body, css, { scan }),
    footer: {
      template: `<div style="font-size:8px;width:100%;text-align:center;color:#999;font-family:'Liberation Sans'">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>`,
      text: (i, n) => [`Page ${i} of ${n}`],
    },
  };
}

const PORTAL = {
  en: [
    'Naukri-style profile',
    'Full Name',
    'Email ID',
    'Mobile No.',
    'Current Location',
    'Key Skills',
    'Employment',
    'Education',
    'Profile Summary',
  ],
  zh: ['智联招聘 简历', '姓名', '电子邮箱', '手机号码', '现居住地', '专业技能', '工作经历', '教育经历', '自我评价'],
  es: [
    'Perfil del candidato',
    'Nombre completo',
    'Correo electrónico',
    'Celular',
    'Dirección',
    'Competencias',
    'Experiencia',
    'Formación',
    'Resumen',
  ],
  pt: [
    'Currículo do candidato',
    'Nome completo',
    'E-mail',
    'Celular',
    'Endereço',
    'Competências',
    'Experiência',
    'Formação',
    'Resumo',
  ],
};

/** A job-portal export: label/value rows, the portal's banner and a candidate number. */
export function portal(p, { accent, scan }) {
  const T = PORTAL[p.language] ?? PORTAL.en;
  const r = (k, v) => `<tr><th>${esc(k)}</th><td>${v}</td></tr>`;
  const nameCell = p.surnameFirst ? `${esc(upper(p.last))}, ${esc(upper(p.first))} P.` : esc(p.name.full);
  const body = `<div class="wrap">
<div class="banner">${esc(T[0])} · ID ${esc(p.portalId ?? 'CND-55-0' + p.phone.replace(/\D/g, '').slice(-4))}</div>
<table>
${r(T[1], `<b>${nameCell}</b>`)}
${p.english ? r('English name', esc(p.english)) : ''}
${r(T[2], esc(p.email))}
${r(T[3], esc(p.phone))}
${r(T[4], esc(p.address))}
${p.details.map((d) => r(d.label, esc(d.value))).join('')}
${p.summary ? r(T[8], esc(p.summary)) : ''}
${r(T[5], p.skills.map(esc).join(', '))}
</table>
<h2>${esc(T[6])}</h2>
<table>${p.jobs.map((j) => r(j.dates, `<b>${esc(j.title)}</b><br>${esc(j.org)} | ${esc(j.place)}<br>${j.bullets.map(esc).join('<br>')}`)).join('')}</table>
<h2>${esc(T[7])}</h2>
<table>${p.education.map((e) => r(e.dates, `${esc(e.degree)}<br>${esc(e.school)}, ${esc(e.place)}`)).join('')}</table>
${p.referees.length ? `<h2>${esc(p.L.referees)}</h2>${refsHtml(p)}` : ''}
</div>`;
  const css = `.banner { background: ${accent}; color: #fff; padding: 8px 12px; font-weight: bold; margin-bottom: 10px; }
table { border-collapse: collapse; width: 100%; } th { text-align: left; width: 170px; vertical-align: top; color: #444; font-weight: normal; padding: 4px 8px; background: #f2f2f2; border: 1px solid #ddd; }
td { padding: 4px 8px; border: 1px solid #ddd; }
h2 { font-size: 14px; color: ${accent}; }`;
  const variants = p.surnameFirst ? [`${upper(p.last)}, ${upper(p.first)} P.`] : [];
  return { html: page(body, css, { scan }), variants, others: others(p) };
}

/** A Europass CV: labels in a right-aligned left column, the blue bar headings. */
export function europass(p, { scan }) {
  const L = p.L;
  const row = (k, v) => `<div class="row"><div class="k">${esc(k)}</div><div class="v">${v}</div></div>`;
  const body = `<div class="wrap">
<div class="logo">europass</div>
<h1>${esc(p.name.full)}</h1>
${row(L.contact, `<p>${contactItems(p).map(esc).join('</p><p>')}</p>`)}
${p.details.map((d) => row(d.label, esc(d.value))).join('')}
<h2>${esc(upper(L.experience))}</h2>
${p.jobs.map((j) => row(j.dates, `<p><b>${esc(j.title)}</b></p><p>${esc(j.org)} – ${esc(j.place)}</p><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`)).join('')}
<h2>${esc(upper(L.education))}</h2>
${p.education.map((e) => row(e.dates, `<p><b>${esc(e.degree)}</b></p><p>${esc(e.school)} – ${esc(e.place)}</p>`)).join('')}
<h2>${esc(upper(L.skills))}</h2>${row('', esc(p.skills.join(', ')))}
${p.extra.length && !scan ? `<h2>${esc(upper(L.extra))}</h2>${p.extra.map((x) => row('', esc(x))).join('')}` : ''}
</div>`;
  const css = `.logo { color: #0e4194; font-weight: bold; font-size: 18px; } h1 { font-size: 22px; color: #0e4194; margin: 6px 0 10px; }
.row { display: grid; grid-template-columns: 190px 1fr; gap: 14px; margin: 4px 0; } .k { text-align: right; color: #0e4194; font-size: 10.5px; }
h2 { font-size: 12px; color: #0e4194; border-bottom: 2px solid #0e4194; }`;
  return { html: page(body, css, { scan }) };
}

/** A CJK application form (履歴書 / 个人简历): a bordered table with a photo box. */
export function cjkForm(p, { scan }) {
  const L = p.L;
  const ja = p.language === 'ja';
  const r = (k, v, span = 3) => `<tr><th>${esc(k)}</th><td colspan="${span}">${v}</td></tr>`;
  const body = `<div class="wrap">
<h1>${ja ? '履 歴 書' : '个 人 简 历'}</h1>
<p class="date">${ja ? '2026年11月20日現在' : '更新日期：2026年11月20日'}</p>
<table>
${ja ? `<tr><th>ふりがな</th><td colspan="2">${esc(p.kana)}</td><td rowspan="3" class="ph">写真</td></tr>` : ''}
<tr><th>${ja ? '氏名' : '姓名'}</th><td colspan="2" class="nm">${esc(p.name.full)}</td>${ja ? '' : '<td rowspan="3" class="ph">照片</td>'}</tr>
${p.details.map((d) => `<tr><th>${esc(d.label)}</th><td colspan="2">${esc(d.value)}</td></tr>`).join('')}
${r(ja ? '現住所' : '现居住地', esc(p.address))}
${r(ja ? '電話' : '手机', esc(p.phone))}
${r(ja ? 'メール' : '邮箱', esc(p.email))}
</table>
<h2>${esc(L.education)}・${esc(L.experience)}</h2>
<table>
${p.education.map((e) => `<tr><th>${esc(e.dates)}</th><td>${esc(e.school)} ${esc(e.degree)}</td></tr>`).join('')}
${p.jobs.map((j) => `<tr><th>${esc(j.dates)}</th><td>${esc(j.org)}（${esc(j.place)}） ${esc(j.title)}<br>${j.bullets.map(esc).join('<br>')}</td></tr>`).join('')}
</table>
<h2>${esc(L.skills)}</h2><p>${p.skills.map(esc).join('、')}</p>
${p.extra.length && !scan ? `<h2>${esc(L.extra)}</h2><p>${p.extra.map(esc).join('、')}</p>` : ''}
${p.summary ? `<h2>${esc(L.profile)}</h2><p>${esc(p.summary)}</p>` : ''}
</div>`;
  const css = `h1 { text-align: center; font-size: 24px; margin: 0; } .date { text-align: right; }
table { border-collapse: collapse; width: 100%; } th, td { border: 1px solid #333; padding: 5px 8px; text-align: left; vertical-align: top; }
th { width: 150px; font-weight: normal; background: #f5f5f5; } .nm { font-size: 20px; } .ph { width: 90px; text-align: center; color: #888; }
h2 { font-size: 14px; }`;
  return { html: page(body, css, { scan, font: 'Noto Sans CJK SC' }), variants: [] };
}

// Word template through LibreOffice: flat ODF with a contact table, a footer carrying the name, bulleted entries
// with a right tab stop, and the referees.
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

export function writer(p, { accent }) {
  const L = p.L;
  const font = cjk(p) ? 'Noto Sans CJK SC' : p.serif ? 'Liberation Serif' : 'Liberation Sans';
  const lines = [];
  const body = [];
  const para = (style, text) => {
    lines.push(text.replaceAll('\t', ' '));
    body.push(`<text:p text:style-name="${style}">${xesc(text).replaceAll('\t', '<text:tab/>')}</text:p>`);
  };
  const nameParts = p.splitName ? [p.first, p.last] : [p.name.full];
  for (const n of nameParts) para('Name', n);
  para('Headline', p.headline);
  // The contact table: two columns of label and value.
  const rows = [
    [L.contact, p.email],
    ['', p.phone],
    ...p.links.map((l) => ['', l.value]),
    ['', p.address],
    ...p.details.map((d) => [d.label, d.value]),
  ];
  body.push(
    `<table:table table:name="Contact" table:style-name="Tbl"><table:table-column table:style-name="ColA"/><table:table-column table:style-name="ColB"/>${rows
      .map(
        ([k, v]) =>
          `<table:table-row><table:table-cell table:style-name="Cell" office:value-type="string"><text:p text:style-name="Label">${xesc(k)}</text:p></table:table-cell><table:table-cell table:style-name="Cell" office:value-type="string"><text:p text:style-name="Body">${xesc(v)}</text:p></table:table-cell></table:table-row>`,
      )
      .join('')}</table:table>`,
  );
  for (const [k, v] of rows) {
    if (k) lines.push(k);
    lines.push(v);
  }
  const list = (items) => {
    body.push(
      `<text:list text:style-name="Bul">${items.map((i) => `<text:list-item><text:p text:style-name="Body">${xesc(i)}</text:p></text:list-item>`).join('')}</text:list>`,
    );
    lines.push(...items);
  };
  if (p.summary) {
    para('Heading', L.profile);
    para('Body', p.summary);
  }
  para('Heading', L.experience);
  for (const j of p.jobs) {
    para('Entry', `${j.title}, ${j.org}\t${j.dates}`);
    para('Meta', j.place);
    list(j.bullets);
  }
  para('Heading', L.education);
  for (const e of p.education) para('Entry', `${e.degree}, ${e.school}, ${e.place}\t${e.dates}`);
  para('Heading', L.skills);
  list(p.skills);
  if (p.extra.length) {
    para('Heading', L.extra);
    list(p.extra);
  }
  if (p.referees.length) {
    para('Heading', L.referees);
    for (const r of p.referees) para('Body', `${r.name} – ${r.role} – ${r.phone}`);
  }
  const foot = `${p.name.full} · Curriculum Vitae`;
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document ${NS} office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls><style:font-face style:name="${font}" svg:font-family="'${font}'"/></office:font-face-decls>
<office:styles>
 <style:default-style style:family="paragraph"><style:paragraph-properties fo:margin-top="0cm" fo:margin-bottom="0.06cm"/><style:text-properties style:font-name="${font}" style:font-name-asian="${font}" fo:font-size="10.5pt" style:font-size-asian="10.5pt"/></style:default-style>
 <style:style style:name="Name" style:family="paragraph"><style:text-properties fo:font-size="24pt" fo:font-weight="bold" fo:color="${accent}" style:font-size-asian="24pt"/></style:style>
 <style:style style:name="Headline" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.2cm"/><style:text-properties fo:font-size="13pt" style:font-size-asian="13pt"/></style:style>
 <style:style style:name="Heading" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.35cm" fo:margin-bottom="0.1cm" fo:border-bottom="0.6pt solid ${accent}" fo:keep-with-next="always"/><style:text-properties fo:font-size="12.5pt" fo:font-weight="bold" fo:color="${accent}"/></style:style>
 <style:style style:name="Entry" style:family="paragraph"><style:paragraph-properties><style:tab-stops><style:tab-stop style:position="17cm" style:type="right"/></style:tab-stops></style:paragraph-properties><style:text-properties fo:font-weight="bold"/></style:style>
 <style:style style:name="Meta" style:family="paragraph"><style:text-properties fo:font-style="italic" fo:color="#555555"/></style:style>
 <style:style style:name="Body" style:family="paragraph"/>
 <style:style style:name="Label" style:family="paragraph"><style:text-properties fo:font-weight="bold" fo:color="#444444"/></style:style>
 <style:style style:name="Foot" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8.5pt" fo:color="#666666"/></style:style>
</office:styles>
<office:automatic-styles>
 <style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.5cm" fo:margin-bottom="1.2cm" fo:margin-left="2cm" fo:margin-right="2cm"/><style:footer-style><style:header-footer-properties fo:min-height="0.6cm" fo:margin-top="0.4cm"/></style:footer-style></style:page-layout>
 <style:style style:name="Tbl" style:family="table"><style:table-properties style:width="17cm" table:align="left"/></style:style>
 <style:style style:name="ColA" style:family="table-column"><style:table-column-properties style:column-width="4.5cm"/></style:style>
 <style:style style:name="ColB" style:family="table-column"><style:table-column-properties style:column-width="12.5cm"/></style:style>
 <style:style style:name="Cell" style:family="table-cell"><style:table-cell-properties fo:padding="0.06cm" fo:border-bottom="0.4pt solid #c0c0c0" fo:border-top="none" fo:border-left="none" fo:border-right="none"/></style:style>
 <text:list-style style:name="Bul"><text:list-level-style-bullet text:level="1" text:bullet-char="•"><style:list-level-properties text:list-level-position-and-space-mode="label-alignment"><style:list-level-label-alignment text:label-followed-by="listtab" text:list-tab-stop-position="0.6cm" fo:text-indent="-0.4cm" fo:margin-left="0.6cm"/></style:list-level-properties></text:list-level-style-bullet></text:list-style>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"><style:footer><text:p text:style-name="Foot">${xesc(foot)}</text:p></style:footer></style:master-page></office:master-styles>
<office:body><office:text>
${body.join('\n')}
</office:text></office:body></office:document>
`;
  return {
    fodt,
    lines: lines.filter((l) => l.trim()),
    footerLine: () => foot,
    others: p.referees.map((r) => r.name),
  };
}
