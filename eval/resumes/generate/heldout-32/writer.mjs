// Part 32's flat-ODF writer template for LibreOffice (PDF, DOCX, legacy DOC): a Word-like student CV in three
// variants — `table` (a German-style Lebenslauf: dates in a left column), `footer` (the name and page count in the
// running footer) and `plain` (headings and paragraphs, contact in the page header). Returns the FODT, the lines
// it shows in reading order and the footer line of each page.
import { labels } from './labels.mjs';
import { esc } from './layouts.mjs';

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
  const t = labels(p.language);
  const variant = p.writer ?? 'plain';
  const lines = [];
  const out = [];
  const para = (style, text) => {
    lines.push(text);
    out.push(`<text:p text:style-name="${style}">${esc(text)}</text:p>`);
  };
  const short = `${p.given.split(' ')[0]} ${p.family}`;
  const headerText = variant === 'plain' ? `${p.email} · ${p.phone}` : null;
  if (headerText) lines.push(headerText);

  para('Name', variant === 'table' ? `${p.family}, ${p.given}` : p.name.full);
  para('Sub', p.headline);
  if (variant !== 'plain') para('P', `${p.address} · ${p.phone} · ${p.email}`);
  else para('P', p.address);
  for (const l of p.links) para('P', l.value);
  for (const d of p.details) para('P', `${d.label}: ${d.value}`);
  para('H', t.profile);
  para('P', p.summary);

  const section = (head, rows) => {
    para('H', head);
    if (variant !== 'table') {
      for (const [left, right] of rows) for (const x of [left, ...right].filter(Boolean)) para('P', x);
      return;
    }
    out.push(
      `<table:table table:name="${esc(head).replace(/\W/g, '')}" table:style-name="T"><table:table-column table:style-name="C1"/><table:table-column table:style-name="C2"/>`,
    );
    for (const [left, right] of rows) {
      out.push('<table:table-row><table:table-cell office:value-type="string">');
      para('Small', left);
      out.push('</table:table-cell><table:table-cell office:value-type="string">');
      for (const x of right) para('P', x);
      out.push('</table:table-cell></table:table-row>');
    }
    out.push('</table:table>');
  };
  section(
    t.edu,
    p.education.map((e) => [e.dates, [`${e.degree}`, `${e.school}, ${e.place}`, ...(e.note ? [e.note] : [])]]),
  );
  section(
    t.exp,
    p.jobs.map((j) => [j.dates, [`${j.title} — ${j.org}, ${j.place}`, ...j.bullets.map((b) => `– ${b}`)]]),
  );
  para('H', t.skills);
  para('P', p.skills.join(', '));
  for (const x of p.extra) {
    para('H', x.head);
    for (const i of x.items) para('P', `– ${i}`);
  }
  if ((p.referees ?? []).length) {
    para('H', t.refs);
    for (const r of p.referees) para('P', `${r.name}, ${r.title}, ${r.contact}`);
  }
  if (variant === 'table')
    para(
      'P',
      `Jena, 27.11.2026 — ${short}`.replace('Jena', p.addressShort.replace(/^[\d\s-]+|LT-\d+\s*/g, '').split(',')[0]),
    );

  const footerText = variant === 'footer' ? `${short} — CV` : 'CV';
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document ${NS} office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls><style:font-face style:name="Carlito" svg:font-family="Carlito"/><style:font-face style:name="Liberation Serif" svg:font-family="'Liberation Serif'"/></office:font-face-decls>
<office:styles>
<style:style style:name="Standard" style:family="paragraph"><style:text-properties style:font-name="${variant === 'table' ? 'Liberation Serif' : 'Carlito'}" fo:font-size="10.5pt"/></style:style>
<style:style style:name="P" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-bottom="0.06cm"/></style:style>
<style:style style:name="Small" style:family="paragraph" style:parent-style-name="Standard"><style:text-properties fo:font-size="9pt" fo:color="#555555"/></style:style>
<style:style style:name="Name" style:family="paragraph" style:parent-style-name="Standard"><style:text-properties fo:font-size="22pt" fo:font-weight="bold" fo:color="${accent}"/></style:style>
<style:style style:name="Sub" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-bottom="0.2cm"/><style:text-properties fo:font-style="italic"/></style:style>
<style:style style:name="H" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-top="0.4cm" fo:margin-bottom="0.1cm" fo:border-bottom="0.5pt solid ${accent}"/><style:text-properties fo:font-size="12pt" fo:font-weight="bold" fo:color="${accent}"/></style:style>
<style:style style:name="F" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8pt" fo:color="#666666"/></style:style>
</office:styles>
<office:automatic-styles>
<style:style style:name="T" style:family="table"><style:table-properties style:width="17cm" table:align="left"/></style:style>
<style:style style:name="C1" style:family="table-column"><style:table-column-properties style:column-width="3.6cm"/></style:style>
<style:style style:name="C2" style:family="table-column"><style:table-column-properties style:column-width="13.4cm"/></style:style>
<style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.5cm" fo:margin-bottom="1.2cm" fo:margin-left="2cm" fo:margin-right="2cm"/><style:header-style/><style:footer-style/></style:page-layout>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1">
${headerText ? `<style:header><text:p text:style-name="F">${esc(headerText)}</text:p></style:header>` : ''}
<style:footer><text:p text:style-name="F">${esc(footerText)} · ${esc(t.page)} <text:page-number text:select-page="current">1</text:page-number>/<text:page-count>1</text:page-count></text:p></style:footer>
</style:master-page></office:master-styles>
<office:body><office:text>
${out.join('\n')}
</office:text></office:body></office:document>
`;
  return {
    fodt,
    lines,
    variants: variant === 'table' ? [`${p.family}, ${p.given}`, short] : [short],
    footerLine: (i, n) => `${footerText} · ${t.page} ${i}/${n}`,
  };
}
