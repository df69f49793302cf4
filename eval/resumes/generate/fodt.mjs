// Flat OpenDocument text (.fodt) sources with the Word features real resumes use: a page header and
// footer, tables, a text box, tab stops and soft hyphens. LibreOffice turns them into DOCX, DOC and PDF.
import {
  contactLines,
  detailLine,
  entryHead,
  entryMeta,
  esc,
  mainSections,
  nameLines,
  sideSections,
} from './model.mjs';

const NS = [
  'office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"',
  'style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"',
  'text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"',
  'table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"',
  'draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0"',
  'fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"',
  'svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"',
]
  .map((n) => `xmlns:${n}`)
  .join(' ');

const FONT = { sans: 'Liberation Sans', serif: 'Liberation Serif', cjk: 'Noto Sans CJK SC' };

function styles(font) {
  return `<office:font-face-decls><style:font-face style:name="${font}" svg:font-family="'${font}'"/></office:font-face-decls>
<office:styles>
 <style:default-style style:family="paragraph"><style:paragraph-properties fo:margin-top="0cm" fo:margin-bottom="0.05cm"/>
  <style:text-properties style:font-name="${font}" style:font-name-asian="${font}" fo:font-size="10.5pt" style:font-size-asian="10.5pt"/></style:default-style>
 <style:style style:name="Name" style:family="paragraph"><style:text-properties fo:font-size="22pt" fo:font-weight="bold" style:font-size-asian="22pt" style:font-weight-asian="bold"/></style:style>
 <style:style style:name="Headline" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.15cm"/><style:text-properties fo:font-size="13pt" fo:color="#333333" style:font-size-asian="13pt"/></style:style>
 <style:style style:name="Heading" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.35cm" fo:margin-bottom="0.1cm" fo:border-bottom="0.5pt solid #808080" fo:keep-with-next="always"/><style:text-properties fo:font-size="12pt" fo:font-weight="bold" style:font-weight-asian="bold"/></style:style>
 <style:style style:name="Entry" style:family="paragraph"><style:paragraph-properties><style:tab-stops><style:tab-stop style:position="17cm" style:type="right"/></style:tab-stops></style:paragraph-properties><style:text-properties fo:font-weight="bold" style:font-weight-asian="bold"/></style:style>
 <style:style style:name="Meta" style:family="paragraph"><style:text-properties fo:font-style="italic" fo:color="#444444"/></style:style>
 <style:style style:name="Body" style:family="paragraph"><style:paragraph-properties fo:text-align="justify"/></style:style>
 <style:style style:name="Small" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="9pt" fo:color="#333333"/></style:style>
</office:styles>`;
}

const AUTO = `<office:automatic-styles>
 <style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.2cm" fo:margin-bottom="1.2cm" fo:margin-left="2cm" fo:margin-right="2cm"/>
  <style:header-style><style:header-footer-properties fo:min-height="0.6cm" fo:margin-bottom="0.4cm"/></style:header-style>
  <style:footer-style><style:header-footer-properties fo:min-height="0.6cm" fo:margin-top="0.4cm"/></style:footer-style></style:page-layout>
 <style:style style:name="Tbl" style:family="table"><style:table-properties style:width="17cm" table:align="left"/></style:style>
 <style:style style:name="TblA" style:family="table-column"><style:table-column-properties style:column-width="5.5cm"/></style:style>
 <style:style style:name="TblB" style:family="table-column"><style:table-column-properties style:column-width="11.5cm"/></style:style>
 <style:style style:name="Cell" style:family="table-cell"><style:table-cell-properties fo:padding="0.08cm" fo:border="0.5pt solid #b0b0b0"/></style:style>
 <style:style style:name="Box" style:family="graphic"><style:graphic-properties style:wrap="parallel" style:vertical-pos="from-top" style:horizontal-pos="from-left" style:horizontal-rel="paragraph" style:vertical-rel="paragraph" fo:background-color="#eef2f7" fo:padding="0.2cm" fo:border="0.5pt solid #7f93b0"/></style:style>
 <text:list-style style:name="Bul"><text:list-level-style-bullet text:level="1" text:bullet-char="•"><style:list-level-properties text:list-level-position-and-space-mode="label-alignment"><style:list-level-label-alignment text:label-followed-by="listtab" text:list-tab-stop-position="0.6cm" fo:text-indent="-0.4cm" fo:margin-left="0.6cm"/></style:list-level-properties></text:list-level-style-bullet></text:list-style>
</office:automatic-styles>`;

const p = (style, content) => `<text:p text:style-name="${style}">${content}</text:p>`;

/** Escapes text; a tab character becomes a tab element (a right tab stop in the Entry style). */
const x = (s) => esc(s).replaceAll('\t', '<text:tab/>');

function list(items) {
  return `<text:list text:style-name="Bul">${items.map((i) => `<text:list-item>${p('Body', x(i))}</text:list-item>`).join('')}</text:list>`;
}

function section(s) {
  const out = [p('Heading', x(s.title))];
  for (const e of s.entries ?? []) {
    // Title and employer, then a tab to the right margin and the place and dates (a Word habit).
    out.push(p('Entry', `${x(entryHead(e))}<text:tab/>${x(entryMeta(e))}`));
    if (e.bullets?.length) out.push(list(e.bullets));
  }
  if (s.items?.length) out.push(s.bullets === false ? s.items.map((i) => p('Body', x(i))).join('') : list(s.items));
  if (s.text) out.push(p('Body', x(s.text)));
  return out.join('\n');
}

function detailsTable(person) {
  const rows = person.details.items
    .map(
      (d) =>
        `<table:table-row><table:table-cell table:style-name="Cell" office:value-type="string">${p('Body', x(d.label))}</table:table-cell><table:table-cell table:style-name="Cell" office:value-type="string">${p('Body', x(d.value))}</table:table-cell></table:table-row>`,
    )
    .join('');
  return `${p('Heading', x(person.details.title))}<table:table table:name="Details" table:style-name="Tbl"><table:table-column table:style-name="TblA"/><table:table-column table:style-name="TblB"/>${rows}</table:table>`;
}

/**
 * options:
 *  headerContact — the contact line goes in the page header (not the body)
 *  footer        — a line in the page footer
 *  detailsAs     — 'table' | 'lines'
 *  sideAs        — 'textbox' (side sections in a text box beside the header) | 'body'
 */
export function fodt(person, options = {}) {
  const font = FONT[person.font ?? 'sans'];
  const contact = contactLines(person);
  const header = options.headerContact ? `<style:header>${p('Small', x(contact.join(' · ')))}</style:header>` : '';
  const footer = options.footer ? `<style:footer>${p('Small', x(options.footer))}</style:footer>` : '';
  const master = `<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1">${header}${footer}</style:master-page></office:master-styles>`;
  const body = [];
  const side = sideSections(person).map(section).join('\n');
  const box =
    options.sideAs === 'textbox' && side
      ? `<draw:frame draw:style-name="Box" draw:name="SideBox" text:anchor-type="paragraph" svg:x="11.5cm" svg:y="0cm" svg:width="5.5cm" draw:z-index="0"><draw:text-box fo:min-height="2cm">${side}</draw:text-box></draw:frame>`
      : '';
  nameLines(person).forEach((line, i) => body.push(p('Name', `${i === 0 ? box : ''}${x(line)}`)));
  body.push(p('Headline', x(person.headline)));
  if (!options.headerContact) for (const line of contact) body.push(p('Body', x(line)));
  if (person.summary) body.push(p('Heading', x(person.summary.title)), p('Body', x(person.summary.text)));
  for (const s of mainSections(person)) body.push(section(s));
  if (person.details) {
    body.push(
      options.detailsAs === 'table'
        ? detailsTable(person)
        : [p('Heading', x(person.details.title)), ...person.details.items.map((d) => p('Body', x(detailLine(d))))].join(
            '',
          ),
    );
  }
  if (options.sideAs !== 'textbox') body.push(side);
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document ${NS} office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
${styles(font)}
${AUTO}
${master}
<office:body><office:text>
${body.join('\n')}
</office:text></office:body></office:document>
`;
}
