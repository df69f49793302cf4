// A PDF written the way Microsoft Word exports Latin, Greek and Cyrillic text: simple TrueType fonts
// (a subset of the font embedded as FontFile2), WinAnsiEncoding, or WinAnsi with a /Differences
// array naming the other glyphs (uniXXXX), and NO /ToUnicode map. A reader recovers the text only
// through the encoding and the glyph names, as pdftotext and pdf.js do. Needs python3 + fontTools.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { lines } from './compose.mjs';

const FONTS = {
  regular: '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf',
  bold: '/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf',
};
const STYLE = {
  name: { font: 'bold', size: 20, before: 0, after: 6 },
  title: { font: 'regular', size: 12.5, before: 0, after: 4 },
  heading: { font: 'bold', size: 12, before: 10, after: 3 },
  bold: { font: 'bold', size: 10.5, before: 4, after: 1 },
  body: { font: 'regular', size: 10.5, before: 0, after: 1 },
};
const PAGE = { width: 595.28, height: 841.89, margin: 56 };

/** WinAnsiEncoding's code for a character, or null (PDF 1.7, Annex D). */
const WIN_ANSI_HIGH = {
  0x20ac: 0x80,
  0x201a: 0x82,
  0x0192: 0x83,
  0x201e: 0x84,
  0x2026: 0x85,
  0x2020: 0x86,
  0x2021: 0x87,
  0x02c6: 0x88,
  0x2030: 0x89,
  0x0160: 0x8a,
  0x2039: 0x8b,
  0x0152: 0x8c,
  0x017d: 0x8e,
  0x2018: 0x91,
  0x2019: 0x92,
  0x201c: 0x93,
  0x201d: 0x94,
  0x2022: 0x95,
  0x2013: 0x96,
  0x2014: 0x97,
  0x02dc: 0x98,
  0x2122: 0x99,
  0x0161: 0x9a,
  0x203a: 0x9b,
  0x0153: 0x9c,
  0x017e: 0x9e,
  0x0178: 0x9f,
};
function winAnsi(cp) {
  if (cp >= 0x20 && cp <= 0x7e) return cp;
  if (cp >= 0xa0 && cp <= 0xff) return cp;
  return WIN_ANSI_HIGH[cp] ?? null;
}

/** Codes for every character: WinAnsi where it has one, else a free code named by /Differences. */
function encodingFor(chars) {
  const codes = new Map();
  const differences = [];
  const used = new Set();
  const extra = [];
  for (const ch of chars) {
    const code = winAnsi(ch.codePointAt(0));
    if (code !== null) {
      codes.set(ch, code);
      used.add(code);
    } else extra.push(ch);
  }
  // Free codes: the control range Word leaves alone, then WinAnsi codes this text does not use.
  const free = [];
  for (let c = 0x80; c <= 0xff; c++) if (!used.has(c)) free.push(c);
  for (let c = 0x01; c < 0x20; c++) free.push(c);
  for (const ch of extra) {
    const code = free.shift();
    if (code === undefined) throw new Error('word: more characters than one simple font can encode');
    codes.set(ch, code);
    differences.push([code, `uni${ch.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}`]);
  }
  differences.sort((a, b) => a[0] - b[0]);
  return { codes, differences };
}

function subsetFont(path, chars, tmp, tag) {
  const charsFile = join(tmp, `${tag}.chars.txt`);
  const out = join(tmp, `${tag}.ttf`);
  writeFileSync(charsFile, [...chars].join(''), 'utf8');
  const info = JSON.parse(
    execFileSync('python3', [new URL('./font.py', import.meta.url).pathname, path, charsFile, out], {
      encoding: 'utf8',
    }),
  );
  return { ...info, bytes: readFileSync(out) };
}

function wrap(text, width, measure) {
  const words = text.split(' ');
  const out = [];
  let line = '';
  for (const w of words) {
    const next = line ? `${line} ${w}` : w;
    if (line && measure(next) > width) {
      out.push(line);
      line = w;
    } else line = next;
  }
  if (line) out.push(line);
  return out;
}

/**
 * @param {object} resume compose()'s model
 * @param {string} tmp a scratch folder
 * @returns {Buffer} the PDF
 */
export function wordPdf(resume, tmp) {
  const all = lines(resume).map(([text, style]) => [text.normalize('NFC'), style]);
  const drawn = all.filter(([, style]) => style !== 'pageBreak');
  const charsOf = (font) => new Set([' ', ...drawn.filter(([, s]) => STYLE[s].font === font).flatMap(([t]) => [...t])]);
  const fonts = {};
  for (const key of ['regular', 'bold']) {
    const chars = charsOf(key);
    const sub = subsetFont(FONTS[key], chars, tmp, key);
    fonts[key] = { ...sub, ...encodingFor(chars), resource: key === 'regular' ? 'F1' : 'F2' };
  }
  const measure = (font, size) => (s) =>
    [...s].reduce((w, ch) => w + (fonts[font].widths[ch] ?? 500), 0) * (size / 1000);

  // Lay out: pages of [x, y, font, size, text].
  const pages = [[]];
  let y = PAGE.height - PAGE.margin;
  const usable = PAGE.width - 2 * PAGE.margin;
  for (const [text, styleName] of all) {
    if (styleName === 'pageBreak') {
      pages.push([]);
      y = PAGE.height - PAGE.margin;
      continue;
    }
    const st = STYLE[styleName];
    y -= st.before;
    for (const line of wrap(text, usable, measure(st.font, st.size))) {
      y -= st.size * 1.25;
      if (y < PAGE.margin) {
        pages.push([]);
        y = PAGE.height - PAGE.margin - st.size * 1.25;
      }
      pages.at(-1).push([PAGE.margin, y, st.font, st.size, line]);
    }
    y -= st.after;
  }

  const objects = [];
  const add = (body) => objects.push(body) && objects.length;
  const stream = (dict, bytes) => {
    const data = deflateSync(bytes);
    return Buffer.concat([
      Buffer.from(`<< ${dict} /Filter /FlateDecode /Length ${data.length} >>\nstream\n`, 'latin1'),
      data,
      Buffer.from('\nendstream', 'latin1'),
    ]);
  };
  const catalog = add(null);
  const pagesObj = add(null);
  const fontRefs = {};
  for (const [key, f] of Object.entries(fonts)) {
    const file = add(stream(`/Length1 ${f.bytes.length}`, f.bytes));
    const base = `${key === 'regular' ? 'AAAAAA' : 'BAAAAA'}+NotoSans${key === 'bold' ? '-Bold' : ''}`;
    const descriptor = add(
      `<< /Type /FontDescriptor /FontName /${base} /Flags 32 /FontBBox [-600 -300 1400 1100] /ItalicAngle 0 /Ascent ${f.ascent} /Descent ${f.descent} /CapHeight 714 /StemV 80 /FontFile2 ${file} 0 R >>`,
    );
    const widths = [];
    const byCode = new Map([...f.codes].map(([ch, code]) => [code, ch]));
    for (let c = 1; c <= 255; c++) widths.push(byCode.has(c) ? f.widths[byCode.get(c)] : 0);
    const encoding = f.differences.length
      ? `<< /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences [${f.differences.map(([c, n]) => `${c} /${n}`).join(' ')}] >>`
      : '/WinAnsiEncoding';
    fontRefs[key] = add(
      `<< /Type /Font /Subtype /TrueType /BaseFont /${base} /FirstChar 1 /LastChar 255 /Widths [${widths.join(' ')}] /Encoding ${encoding} /FontDescriptor ${descriptor} 0 R >>`,
    );
  }
  const pageRefs = [];
  for (const items of pages) {
    const ops = ['BT'];
    for (const [x, yy, font, size, text] of items) {
      const codes = [...text].map((ch) => fonts[font].codes.get(ch));
      const hex = Buffer.from(codes).toString('hex');
      ops.push(`/${fonts[font].resource} ${size} Tf 1 0 0 1 ${x.toFixed(2)} ${yy.toFixed(2)} Tm <${hex}> Tj`);
    }
    ops.push('ET');
    const content = add(stream('', Buffer.from(ops.join('\n'), 'latin1')));
    pageRefs.push(
      add(
        `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 ${fontRefs.regular} 0 R /F2 ${fontRefs.bold} 0 R >> >> /Contents ${content} 0 R >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
  objects[pagesObj - 1] =
    `<< /Type /Pages /Kids [${pageRefs.map((r) => `${r} 0 R`).join(' ')}] /Count ${pageRefs.length} >>`;

  const chunks = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets = [];
  let length = chunks[0].length;
  objects.forEach((body, i) => {
    offsets.push(length);
    const b = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
      Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'),
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    chunks.push(b);
    length += b.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
  ].join('');
  chunks.push(
    Buffer.from(
      `${xref}trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${length}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(chunks);
}
