// Held-out part 15's word-processor resume: a flat ODF (LibreOffice converts it to PDF, DOCX or legacy .doc).
// A two-cell header table (the name surname-first in capitals and the title left, the contact lines right), a
// personal-details table where the country's resumes carry one, sections with tab-aligned dates, referees, and
// the name with "page N of M" in the page footer. Returns the ODF, the lines a reader sees (body, in order) and
// the footer line of each page.
import { LABELS } from './labels.mjs';

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function writer(p, { accent }) {
  const L = LABELS[p.language] ?? LABELS.en;
  const lines = [];
  const body = [];
  const para = (style, text, raw) => {
    lines.push(text);
    body.push(`<text:p text:style-name="${style}">${raw ?? esc(text)}</text:p>`);
  };
  const headName = `${p.family.toUpperCase()} ${p.given}`;
  const contact = [p.address, p.phone, p.email, ...p.links.map((l) => l.value)];

  // The header: two cells side by side (a reader sees the left cell, then the right one).
  const left = [headName, p.title];
  lines.push(...left, ...contact);
  body.push(`<table:table table:name="Head" table:style-name="THead"><table:table-column table:style-name="CL"/><table:table-column table:style-name="CR"/>
<table:table-row><table:table-cell office:value-type="string"><text:p text:style-name="Name">${esc(headName)}</text:p><text:p text:style-name="Title">${esc(p.title)}</text:p></table:table-cell>
<table:table-cell office:value-type="string">${contact.map((c) => `<text:p text:style-name="Right">${esc(c)}</text:p>`).join('')}</table:table-cell></table:table-row></table:table>`);

  if (p.summary) {
    para('H', L.profile);
    para('Body', p.summary);
  }
  if (p.details.length || p.fatherName) {
    para('H', L.personal);
    const rows = [
      ...p.details.map((d) => [d.label, d.value]),
      ...(p.fatherName ? [["Father's Name", p.fatherName]] : []),
    ];
    for (const [a, b] of rows) lines.push(a, b);
    body.push(
      `<table:table table:name="Personal" table:style-name="TPers"><table:table-column table:style-name="PL"/><table:table-column table:style-name="PR"/>${rows
        .map(
          ([a, b]) =>
            `<table:table-row><table:table-cell office:value-type="string"><text:p text:style-name="Label">${esc(a)}</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p text:style-name="Body">${esc(b)}</text:p></table:table-cell></table:table-row>`,
        )
        .join('')}</table:table>`,
    );
  }
  para('H', L.experience);
  for (const j of p.jobs) {
    para(
      'Job',
      `${j.title}, ${j.org} ${j.from} – ${j.to}`,
      `<text:span text:style-name="B">${esc(j.title)}</text:span>, ${esc(j.org)}<text:tab/>${esc(j.from)} – ${esc(j.to)}`,
    );
    para('Body', j.place);
    for (const b of j.bullets) para('Bullet', `• ${b}`);
  }
  para('H', L.education);
  for (const e of p.education) {
    para(
      'Job',
      `${e.degree} ${e.from} – ${e.to}`,
      `<text:span text:style-name="B">${esc(e.degree)}</text:span><text:tab/>${esc(e.from)} – ${esc(e.to)}`,
    );
    para('Body', `${e.school}, ${e.place}${e.note ? ` (${e.note})` : ''}`);
  }
  para('H', L.skills);
  para('Body', p.skills.join(', '));
  para('H', L.languages);
  para('Body', p.langs.join(', '));
  for (const x of p.extra ?? []) {
    para('H', x.heading);
    for (const i of x.items) para('Bullet', `• ${i}`);
  }
  if (p.referees?.length) {
    para('H', L.references);
    for (const r of p.referees) {
      para('Body', r.name);
      para('Body', r.title);
      para('Body', r.phone);
    }
  }
  if (p.consent) para('Small', p.consent);

  const footName = `${p.given} ${p.family}`;
  const marker = L.page('\u0001', '\u0002');
  const footerXml = esc(`${footName} · ${marker}`)
    .replace('\u0001', '<text:page-number text:select-page="current">1</text:page-number>')
    .replace('\u0002', '<text:page-count>1</text:page-count>');

  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls><style:font-face style:name="Carlito" svg:font-family="Carlito" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"/></office:font-face-decls>
<office:styles>
<style:default-style style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.06cm"/><style:text-properties style:font-name="Carlito" fo:font-size="10.5pt" fo:language="${p.language}"/></style:default-style>
<style:style style:name="Standard" style:family="paragraph"/>
<style:style style:name="Name" style:family="paragraph"><style:text-properties fo:font-size="20pt" fo:font-weight="bold" fo:color="${accent}"/></style:style>
<style:style style:name="Title" style:family="paragraph"><style:text-properties fo:font-size="12pt" fo:font-style="italic"/></style:style>
<style:style style:name="Right" style:family="paragraph"><style:paragraph-properties fo:text-align="end" fo:margin-bottom="0cm"/><style:text-properties fo:font-size="9pt"/></style:style>
<style:style style:name="H" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.35cm" fo:margin-bottom="0.12cm" fo:border-bottom="0.5pt solid ${accent}"/><style:text-properties fo:font-size="12pt" fo:font-weight="bold" fo:color="${accent}" fo:text-transform="uppercase"/></style:style>
<style:style style:name="Body" style:family="paragraph"/>
<style:style style:name="Label" style:family="paragraph"><style:text-properties fo:color="#555555"/></style:style>
<style:style style:name="Small" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.6cm"/><style:text-properties fo:font-size="7.5pt" fo:color="#555555"/></style:style>
<style:style style:name="Bullet" style:family="paragraph"><style:paragraph-properties fo:margin-left="0.5cm" fo:text-indent="-0.3cm"/></style:style>
<style:style style:name="Job" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.15cm"><style:tab-stops><style:tab-stop style:position="16.5cm" style:type="right"/></style:tab-stops></style:paragraph-properties></style:style>
<style:style style:name="Footer" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8pt" fo:color="#777777"/></style:style>
<style:style style:name="B" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>
</office:styles>
<office:automatic-styles>
<style:style style:name="THead" style:family="table"><style:table-properties style:width="17cm" table:align="left"/></style:style>
<style:style style:name="CL" style:family="table-column"><style:table-column-properties style:column-width="10cm"/></style:style>
<style:style style:name="CR" style:family="table-column"><style:table-column-properties style:column-width="7cm"/></style:style>
<style:style style:name="TPers" style:family="table"><style:table-properties style:width="17cm" table:align="left"/></style:style>
<style:style style:name="PL" style:family="table-column"><style:table-column-properties style:column-width="5cm"/></style:style>
<style:style style:name="PR" style:family="table-column"><style:table-column-properties style:column-width="12cm"/></style:style>
<style:page-layout style:name="PM"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.6cm" fo:margin-bottom="1.2cm" fo:margin-left="2cm" fo:margin-right="2cm"/><style:footer-style><style:header-footer-properties fo:min-height="0.8cm"/></style:footer-style></style:page-layout>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="PM"><style:footer><text:p text:style-name="Footer">${footerXml}</text:p></style:footer></style:master-page></office:master-styles>
<office:body><office:text>
${body.join('\n')}
</office:text></office:body></office:document>
`;
  return { fodt, lines, footerLine: (i, n) => `${footName} · ${L.page(i, n)}`, variants: [headName, footName] };
}
