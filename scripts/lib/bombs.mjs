// Hostile documents, generated at run time (never committed): a DOCX whose document.xml inflates to
// hundreds of MB, a ZIP with tens of thousands of entries, and a PDF whose content stream inflates
// to ~1.5 GB of spaces. Used by the isolation tests and by `npm run bench:intake-isolation`.
import zlib from 'node:zlib';

const MB = 1024 * 1024;
const CHUNK = 16 * MB;

/** Streams `total` bytes of `unit` repeated through a deflate stream; returns the compressed bytes and CRC-32. */
async function deflateRepeated(unit, total, { raw, level = 6, strategy } = {}) {
  const per = Math.max(1, Math.floor(CHUNK / unit.length));
  const chunk = Buffer.concat(Array.from({ length: per }, () => unit));
  const options = { level, chunkSize: MB, ...(strategy === undefined ? {} : { strategy }) };
  const stream = raw ? zlib.createDeflateRaw(options) : zlib.createDeflate(options);
  const out = [];
  stream.on('data', (c) => out.push(c));
  const ended = new Promise((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  let written = 0;
  let crc = 0;
  while (written < total) {
    const part = total - written >= chunk.length ? chunk : chunk.subarray(0, total - written);
    crc = zlib.crc32(part, crc);
    written += part.length;
    if (!stream.write(part)) await new Promise((resolve) => stream.once('drain', resolve));
  }
  stream.end();
  await ended;
  return { data: Buffer.concat(out), size: total, crc };
}

/**
 * A ZIP archive from entries `{ name, data }` (stored as given, deflated when `deflated` is set:
 * `{ data, size, crc }` of raw deflate). No ZIP64: sizes and counts must fit 32/16 bits.
 */
export function zipArchive(entries) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const stored = !e.deflated;
    const data = stored ? e.data : e.deflated.data;
    const size = stored ? e.data.length : e.deflated.size;
    const crc = stored ? zlib.crc32(e.data) : e.deflated.crc;
    const method = stored ? 0 : 8;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += 30 + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';
const packageParts = () => [
  { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
  { name: '_rels/.rels', data: Buffer.from(RELS) },
];

/** A well-formed DOCX with one paragraph per line (a harmless resume). */
export function plainDocx(lines) {
  const body = lines.map((l) => `<w:p><w:r><w:t>${l.replace(/[<&]/g, ' ')}</w:t></w:r></w:p>`).join('');
  const xml = `<?xml version="1.0" encoding="UTF-8"?><w:document ${W}><w:body>${body}</w:body></w:document>`;
  return zipArchive([...packageParts(), { name: 'word/document.xml', data: Buffer.from(xml) }]);
}

/**
 * A DOCX whose word/document.xml inflates to `documentMb` MB of `<w:p><w:r><w:t>AAAA…</w:t></w:r></w:p>`
 * (300 MB compresses to ~0.7 MB). The XML is well formed: a parser with no limit reads all of it.
 */
export async function docxInflationBomb({ documentMb = 300 } = {}) {
  const head = Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><w:document ${W}><w:body>`);
  const tail = Buffer.from('</w:body></w:document>');
  const para = Buffer.from(`<w:p><w:r><w:t>${'A'.repeat(1000)}</w:t></w:r></w:p>`);
  const bodyBytes = documentMb * MB - head.length - tail.length;
  const paras = Math.floor(bodyBytes / para.length);
  // head + paragraphs + tail, deflated as one raw stream
  const stream = zlib.createDeflateRaw({ level: 6, chunkSize: MB });
  const out = [];
  stream.on('data', (c) => out.push(c));
  const ended = new Promise((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  let crc = zlib.crc32(head);
  stream.write(head);
  const body = await deflateBody(stream, para, paras, crc);
  crc = zlib.crc32(tail, body.crc);
  stream.end(tail);
  await ended;
  const size = head.length + paras * para.length + tail.length;
  const deflated = { data: Buffer.concat(out), size, crc };
  return zipArchive([...packageParts(), { name: 'word/document.xml', deflated }]);
}

async function deflateBody(stream, unit, count, crc) {
  const per = Math.max(1, Math.floor(CHUNK / unit.length));
  const chunk = Buffer.concat(Array.from({ length: per }, () => unit));
  for (let left = count; left > 0; left -= per) {
    const part = left >= per ? chunk : chunk.subarray(0, left * unit.length);
    crc = zlib.crc32(part, crc);
    if (!stream.write(part)) await new Promise((resolve) => stream.once('drain', resolve));
  }
  return { crc };
}

/** A DOCX-looking ZIP with `entries` entries in all (the issue's: 60,000), each a few bytes. */
export function zipEntriesBomb({ entries = 60_000 } = {}) {
  const filler = Buffer.from('<x/>');
  const parts = [...packageParts()];
  const xml = `<?xml version="1.0" encoding="UTF-8"?><w:document ${W}><w:body><w:p><w:r><w:t>Entries</w:t></w:r></w:p></w:body></w:document>`;
  parts.push({ name: 'word/document.xml', data: Buffer.from(xml) });
  for (let i = parts.length; i < entries; i++) parts.push({ name: `word/p/${i}.xml`, data: filler });
  return zipArchive(parts);
}

/**
 * A one-page PDF whose content stream (FlateDecode) inflates to `decodedMb` MB of spaces; the file is
 * ~1.5 MB for 1,500 MB; a parser with no limit decodes all of it to find that the page is blank.
 */
export async function pdfFlateBomb({ decodedMb = 1500 } = {}) {
  const { data } = await deflateRepeated(Buffer.from(' '), decodedMb * MB, {
    raw: false,
    level: 9,
    strategy: zlib.constants.Z_RLE,
  });
  const head = (n, body) => Buffer.from(`${n} 0 obj\n${body}\nendobj\n`, 'latin1');
  const objects = [
    head(1, '<< /Type /Catalog /Pages 2 0 R >>'),
    head(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    head(
      3,
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    ),
    Buffer.concat([
      Buffer.from(`4 0 obj\n<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
      data,
      Buffer.from('\nendstream\nendobj\n', 'latin1'),
    ]),
    head(5, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'),
  ];
  let offset = 9;
  const offsets = objects.map((o) => {
    const at = offset;
    offset += o.length;
    return at;
  });
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`;
  return Buffer.concat([Buffer.from('%PDF-1.4\n', 'latin1'), ...objects, Buffer.from(xref, 'latin1')]);
}
