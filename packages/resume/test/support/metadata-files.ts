// Resume files with an author in their metadata, written at test time: a PDF with an Info dictionary
// and/or an XMP packet, and a DOCX (the committed fixture) with its core properties' dc:creator set.
import { readFileSync } from 'node:fs';
import JSZip from 'jszip';

const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

const xmp = (creator: string) =>
  `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/">` +
  `<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" ` +
  `xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator><rdf:Seq><rdf:li>${creator}</rdf:li></rdf:Seq>` +
  `</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

/**
 * A one-page PDF (Helvetica, uncompressed) of `lines`; `author` goes into the Info dictionary,
 * `xmpCreator` into an XMP metadata stream (UTF-8), each only when given.
 */
export function pdfWithMetadata(lines: string[], meta: { author?: string; xmpCreator?: string } = {}): Buffer {
  const content = `BT /F1 11 Tf 72 720 Td ${lines.map((l, i) => `${i ? '0 -15 Td ' : ''}(${esc(l)}) Tj`).join('\n')} ET\n`;
  const objects: string[] = [
    `<< /Type /Catalog /Pages 2 0 R${meta.xmpCreator !== undefined ? ' /Metadata 6 0 R' : ''} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  const chunks: Buffer[] = [];
  let length = 0;
  const push = (b: Buffer) => {
    chunks.push(b);
    length += b.length;
  };
  push(Buffer.from('%PDF-1.4\n', 'latin1'));
  const offsets: number[] = [];
  const add = (body: Buffer) => {
    offsets.push(length);
    push(
      Buffer.concat([Buffer.from(`${offsets.length} 0 obj\n`, 'latin1'), body, Buffer.from('\nendobj\n', 'latin1')]),
    );
  };
  for (const o of objects) add(Buffer.from(o, 'latin1'));
  if (meta.xmpCreator !== undefined) {
    const packet = Buffer.from(xmp(meta.xmpCreator), 'utf8');
    add(
      Buffer.concat([
        Buffer.from(`<< /Type /Metadata /Subtype /XML /Length ${packet.length} >>\nstream\n`, 'latin1'),
        packet,
        Buffer.from('\nendstream', 'latin1'),
      ]),
    );
  }
  let info = '';
  if (meta.author !== undefined) {
    add(Buffer.from(`<< /Author (${esc(meta.author)}) /Producer (Rubric tests) >>`, 'latin1'));
    info = ` /Info ${offsets.length} 0 R`;
  }
  const xref = length;
  push(
    Buffer.from(
      `xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}` +
        `trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R${info} >>\nstartxref\n${xref}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(chunks);
}

const RESUME_DOCX = new URL('../fixtures/resume.docx', import.meta.url);

/** The committed resume.docx (whose dc:creator is empty) with `creator` as its author (XML-escaped here). */
export async function docxWithAuthor(creator: string): Promise<Buffer> {
  const zip = await JSZip.loadAsync(readFileSync(RESUME_DOCX));
  const core = await zip.file('docProps/core.xml')?.async('string');
  if (!core) throw new Error('resume.docx has no docProps/core.xml');
  const escaped = creator.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  zip.file('docProps/core.xml', core.replace('<dc:creator></dc:creator>', `<dc:creator>${escaped}</dc:creator>`));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
