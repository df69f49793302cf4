// The LibreOffice Writer template of part 33 (flat ODF, converted to PDF, DOCX and legacy DOC): a Word-like résumé
// with a footer carrying the name and the page number, a bordered table of personal details, dates in a left
// column (German and Austrian Lebenslauf habit) or after a right tab (the others), and bullets.
import { labelsOf } from './labels.mjs';

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
const x = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function writer(p, { accent }) {
  const L = labelsOf(p);
  const font = p.language === 'ko' ? 'Noto Sans CJK KR' : p.language === 'de' ? 'Nimbus Sans' : 'DejaVu Serif';
  const lines = [];
  const out = [];
  const para = (style, text) => {
    lines.push(text);
    out.push(`<text:p text:style-name="${style}">${x(text)}</text:p>`);
  };
  const cellsRow = (cells) =>
    `<table:table-row>${cells
      .map((c) => {
        lines.push(...c);
        return `<table:table-cell table:style-name="Cell" office:value-type="string">${c.map((t) => `<text:p text:style-name="Body">${x(t)}</text:p>`).join('')}</table:table-cell>`;
      })
      .join('')}</table:table-row>`;
  const table = (rows) => {
    out.push(
      `<table:table table:name="T${out.length}" table:style-name="Tbl"><table:table-column table:style-name="ColA"/><table:table-column table:style-name="ColB"/>${rows.map(cellsRow).join('')}</table:table>`,
    );
  };
  const list = (items) => {
    lines.push(...items);
    out.push(
      `<text:list text:style-name="Bul">${items.map((i) => `<text:list-item><text:p text:style-name="Body">${x(i)}</text:p></text:list-item>`).join('')}</text:list>`,
    );
  };
  const tabular = p.locale === 'DE' || p.locale === 'AT' || p.locale === 'KR';

  if (tabular) para('Title', L.cv);
  para('Name', p.name.full);
  para('Headline', p.headline);
  if (!tabular) para('Small', `${p.address} · ${p.phone} · ${p.email}`);
  if (tabular || p.details.length) {
    para('Heading', L.personal);
    table([
      ...(tabular ? [[[L.contact], [p.address, p.phone, p.email]]] : []),
      ...p.details.map((d) => [[d.label], [d.value]]),
    ]);
  }
  para('Heading', L.profile);
  para('Body', p.summary);
  para('Heading', L.experience);
  if (tabular)
    table(p.jobs.map((j) => [[j.dates], [j.title, `${j.org}, ${j.place}`, ...j.bullets.map((b) => `– ${b}`)]]));
  else
    for (const j of p.jobs) {
      lines.push(`${j.title}, ${j.org} ${j.dates}`);
      out.push(`<text:p text:style-name="Entry">${x(`${j.title}, ${j.org}`)}<text:tab/>${x(j.dates)}</text:p>`);
      para('Meta', j.place);
      list(j.bullets);
    }
  para('Heading', L.education);
  if (tabular) table(p.education.map((e) => [[e.dates], [e.degree, `${e.school}, ${e.place}`]]));
  else for (const e of p.education) para('Body', `${e.degree} – ${e.school}, ${e.place} (${e.dates})`);
  para('Heading', L.skills);
  para('Body', p.skills.join(', '));
  para('Heading', L.languages);
  para('Body', p.langs);
  if (tabular) para('Body', `${p.addressShort}, 02.11.2026`);

  const footerName = p.name.full;
  const pageWord = L.page('#', '@');
  const [before, middle, after] = pageWord.split(/[#@]/);
  const footer = `<text:p text:style-name="Small">${x(footerName)} · ${x(before)}<text:page-number text:select-page="current">1</text:page-number>${x(middle)}<text:page-count>1</text:page-count>${x(after)}</text:p>`;

  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document ${NS} office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls><style:font-face style:name="${font}" svg:font-family="'${font}'"/></office:font-face-decls>
<office:styles>
 <style:default-style style:family="paragraph"><style:paragraph-properties fo:margin-top="0cm" fo:margin-bottom="0.06cm"/><style:text-properties style:font-name="${font}" style:font-name-asian="${font}" fo:font-size="10.5pt" style:font-size-asian="10.5pt"/></style:default-style>
 <style:style style:name="Title" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="11pt" fo:letter-spacing="0.1cm" fo:color="#666666"/></style:style>
 <style:style style:name="Name" style:family="paragraph"><style:text-properties fo:font-size="21pt" fo:font-weight="bold" fo:color="${accent}" style:font-size-asian="21pt" style:font-weight-asian="bold"/></style:style>
 <style:style style:name="Headline" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.12cm"/><style:text-properties fo:font-size="12pt" fo:font-style="italic"/></style:style>
 <style:style style:name="Heading" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.35cm" fo:margin-bottom="0.1cm" fo:border-bottom="0.75pt solid ${accent}" fo:keep-with-next="always"/><style:text-properties fo:font-size="12pt" fo:font-weight="bold" fo:color="${accent}" style:font-weight-asian="bold"/></style:style>
 <style:style style:name="Entry" style:family="paragraph"><style:paragraph-properties><style:tab-stops><style:tab-stop style:position="17cm" style:type="right"/></style:tab-stops></style:paragraph-properties><style:text-properties fo:font-weight="bold"/></style:style>
 <style:style style:name="Meta" style:family="paragraph"><style:text-properties fo:font-style="italic" fo:color="#555555"/></style:style>
 <style:style style:name="Body" style:family="paragraph"/>
 <style:style style:name="Small" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8.5pt" fo:color="#444444"/></style:style>
</office:styles>
<office:automatic-styles>
 <style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.6cm" fo:margin-bottom="1.2cm" fo:margin-left="2cm" fo:margin-right="2cm"/><style:footer-style><style:header-footer-properties fo:min-height="0.5cm" fo:margin-top="0.3cm"/></style:footer-style></style:page-layout>
 <style:style style:name="Tbl" style:family="table"><style:table-properties style:width="17cm" table:align="left"/></style:style>
 <style:style style:name="ColA" style:family="table-column"><style:table-column-properties style:column-width="4.5cm"/></style:style>
 <style:style style:name="ColB" style:family="table-column"><style:table-column-properties style:column-width="12.5cm"/></style:style>
 <style:style style:name="Cell" style:family="table-cell"><style:table-cell-properties fo:padding="0.08cm" fo:border="0.5pt solid #a0a0a0"/></style:style>
 <text:list-style style:name="Bul"><text:list-level-style-bullet text:level="1" text:bullet-char="▪"><style:list-level-properties text:list-level-position-and-space-mode="label-alignment"><style:list-level-label-alignment text:label-followed-by="listtab" text:list-tab-stop-position="0.6cm" fo:text-indent="-0.4cm" fo:margin-left="0.6cm"/></style:list-level-properties></text:list-level-style-bullet></text:list-style>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"><style:footer>${footer}</style:footer></style:master-page></office:master-styles>
<office:body><office:text>
${out.join('\n')}
</office:text></office:body></office:document>
`;
  return { fodt, lines, footerLine: (i, n) => `${footerName} · ${L.page(i, n)}` };
}
