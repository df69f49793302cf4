// A hand-written PDF in the manner of pdfTeX with OT1 fonts: accents are separate glyphs drawn over
// the letter (a text layer reads "Educaci´on"), words are hyphenated at line ends, the hyphen inside
// compounds is a glyph whose ToUnicode entry is U+00AD (as some TeX fonts map it), and "fi"/"fl" are
// ligature glyphs. The fonts are the standard Times faces (not embedded), with the URW metrics.
import { readFileSync } from 'node:fs';
import { contactLines, entryHead, entryMeta, mainSections, nameLines, sideSections } from './model.mjs';

const AFM_DIR = '/usr/share/fonts/type1/urw-base35';
const FACES = {
  R: ['Times-Roman', 'NimbusRoman-Regular'],
  B: ['Times-Bold', 'NimbusRoman-Bold'],
  I: ['Times-Italic', 'NimbusRoman-Italic'],
};

function readAfm(file) {
  const widths = new Map();
  for (const line of readFileSync(`${AFM_DIR}/${file}.afm`, 'latin1').split('\n')) {
    const m = /^C -?\d+ ; WX (\d+) ; N (\S+) ;/.exec(line);
    if (m) widths.set(m[2], Number(m[1]));
  }
  return widths;
}

const ASCII_NAMES =
  'space exclam quotedbl numbersign dollar percent ampersand quotesingle parenleft parenright asterisk plus comma hyphen period slash zero one two three four five six seven eight nine colon semicolon less equal greater question at A B C D E F G H I J K L M N O P Q R S T U V W X Y Z bracketleft backslash bracketright asciicircum underscore grave a b c d e f g h i j k l m n o p q r s t u v w x y z braceleft bar braceright asciitilde'.split(
    ' ',
  );
const EXTRA = {
  '·': 'periodcentered',
  '–': 'endash',
  '—': 'emdash',
  '’': 'quoteright',
  '‘': 'quoteleft',
  '“': 'quotedblleft',
  '”': 'quotedblright',
  '•': 'bullet',
  ı: 'dotlessi',
  '´': 'acute',
  '˜': 'tilde',
  '¨': 'dieresis',
  ˆ: 'circumflex',
  '¸': 'cedilla',
  '˘': 'breve',
  ˇ: 'caron',
  '˚': 'ring',
  '˙': 'dotaccent',
  ﬁ: 'fi',
  ﬂ: 'fl',
};
/** Combining mark → the spacing accent TeX draws; `below` marks go after the letter. */
const MARKS = {
  '\u0301': { ch: '´' },
  '\u0300': { ch: '`' },
  '\u0303': { ch: '˜' },
  '\u0308': { ch: '¨' },
  '\u0302': { ch: 'ˆ' },
  '\u0306': { ch: '˘' },
  '\u030C': { ch: 'ˇ' },
  '\u030A': { ch: '˚' },
  '\u0307': { ch: '˙' },
  '\u0327': { ch: '¸', below: true },
};
/** The compound hyphen: drawn with the hyphen glyph, mapped to U+00AD in ToUnicode. */
const SHY_CODE = 0x7f;

class Encoding {
  constructor() {
    this.codes = new Map(); // char → code
    this.names = new Map(); // code → glyph name
    this.unicode = new Map(); // code → unicode string
    ASCII_NAMES.forEach((n, i) => this.#set(String.fromCharCode(32 + i), 32 + i, n));
    this.names.set(SHY_CODE, 'hyphen');
    this.unicode.set(SHY_CODE, '\u00AD');
    this.next = 0x80;
  }
  #set(ch, code, name) {
    this.codes.set(ch, code);
    this.names.set(code, name);
    this.unicode.set(code, ch);
  }
  code(ch) {
    if (!this.codes.has(ch)) {
      const name = EXTRA[ch];
      if (!name) throw new Error(`texpdf: no glyph for ${JSON.stringify(ch)}`);
      this.#set(ch, this.next++, name);
    }
    return this.codes.get(ch);
  }
}

const enc = () => new Encoding();

/** Text → glyph runs: [{code, overlay?: {code, below}}], splitting accented letters and making ligatures. */
function glyphs(e, text, { shy = true } = {}) {
  const out = [];
  const s = text.replace(/fi/g, 'ﬁ').replace(/fl/g, 'ﬂ');
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (ch === '-' && shy && /\w/.test(s[i - 1] ?? '') && /\w/.test(s[i + 1] ?? '')) {
      out.push({ code: SHY_CODE });
      continue;
    }
    const [base, mark] = [...ch.normalize('NFD')];
    if (mark && MARKS[mark]) {
      const letter = base === 'i' ? 'ı' : base;
      out.push({ code: e.code(letter), accent: { code: e.code(MARKS[mark].ch), below: !!MARKS[mark].below } });
      continue;
    }
    out.push({ code: e.code(ch) });
  }
  return out;
}

const pdfStr = (codes) =>
  `(${codes.map((c) => (c < 32 || c > 126 || c === 40 || c === 41 || c === 92 ? `\\${c.toString(8).padStart(3, '0')}` : String.fromCharCode(c))).join('')})`;

class Writer {
  constructor() {
    this.e = enc();
    this.widths = Object.fromEntries(Object.entries(FACES).map(([k, [, afm]]) => [k, readAfm(afm)]));
    this.pages = [];
    this.ops = [];
    this.y = 0;
  }
  width(face, code) {
    return this.widths[face].get(this.e.names.get(code)) ?? 500;
  }
  textWidth(face, size, text, opts) {
    return glyphs(this.e, text, opts).reduce((w, g) => w + this.width(face, g.code), 0) * (size / 1000);
  }
  /** One line as a TJ array; an accent is drawn centred over (or, cedilla, under) its letter. */
  show(face, size, x, text, opts) {
    const parts = [];
    let run = [];
    for (const g of glyphs(this.e, text, opts)) {
      if (!g.accent) {
        run.push(g.code);
        continue;
      }
      const wl = this.width(face, g.code);
      const wa = this.width(face, g.accent.code);
      if (g.accent.below) {
        // letter, then back over it for the cedilla
        run.push(g.code);
        const back = (wl + wa) / 2;
        parts.push(pdfStr(run), Math.round(back), pdfStr([g.accent.code]), Math.round(-(wl - wa) / 2));
      } else {
        const shift = (wl - wa) / 2;
        parts.push(pdfStr(run), Math.round(-shift), pdfStr([g.accent.code]), Math.round(shift + wa));
        run = [g.code];
        continue;
      }
      run = [];
    }
    if (run.length) parts.push(pdfStr(run));
    this.ops.push(`BT /F${face} ${size} Tf 1 0 0 1 ${x.toFixed(2)} ${this.y.toFixed(2)} Tm [${parts.join(' ')}] TJ ET`);
  }
}

const PAGE = { w: 612, h: 792, left: 108, right: 504, top: 720, bottom: 72 };

/** Lays out the model; words break at line ends with a real hyphen (U+002D) when they are long. */
function layout(w, person) {
  const newPage = () => {
    if (w.ops.length) w.pages.push(w.ops);
    w.ops = [];
    w.y = PAGE.top;
  };
  newPage();
  const line = (face, size, text, { center = false, indent = 0, lead = 1.25 } = {}) => {
    if (w.y < PAGE.bottom) newPage();
    const x = center ? (PAGE.w - w.textWidth(face, size, text)) / 2 : PAGE.left + indent;
    w.show(face, size, x, text);
    w.y -= size * lead;
  };
  const para = (face, size, text, indent = 0) => {
    const max = PAGE.right - PAGE.left - indent;
    let cur = '';
    for (const word of text.split(' ')) {
      const trial = cur ? `${cur} ${word}` : word;
      if (w.textWidth(face, size, trial) <= max) {
        cur = trial;
        continue;
      }
      // Hyphenate a long plain word: the longest prefix (3+ letters, 3+ left) that fits with "-".
      let done = false;
      if (/^[A-Za-z]{7,}[,.;]?$/.test(word)) {
        for (let k = word.replace(/[,.;]$/, '').length - 3; k >= 3; k--) {
          const head = `${cur ? `${cur} ` : ''}${word.slice(0, k)}-`;
          if (w.textWidth(face, size, head, { shy: false }) <= max) {
            w.show(face, size, PAGE.left + indent, head, { shy: false });
            w.y -= size * 1.25;
            cur = word.slice(k);
            done = true;
            break;
          }
        }
      }
      if (done) continue;
      line(face, size, cur, { indent });
      cur = word;
    }
    if (cur) line(face, size, cur, { indent });
  };
  for (const l of nameLines(person)) line('B', 17, l, { center: true, lead: 1.3 });
  line('I', 11, person.headline, { center: true });
  for (const l of contactLines(person)) line('R', 9.5, l, { center: true });
  w.y -= 8;
  const heading = (t) => {
    w.y -= 6;
    line('B', 11.5, t, { lead: 1.4 });
  };
  if (person.summary) {
    heading(person.summary.title);
    para('R', 10.5, person.summary.text);
  }
  for (const s of [...mainSections(person), ...sideSections(person)]) {
    heading(s.title);
    for (const e of s.entries ?? []) {
      line('B', 10.5, entryHead(e));
      if (entryMeta(e)) line('I', 10, entryMeta(e));
      for (const b of e.bullets ?? []) para('R', 10.5, `• ${b}`, 10);
    }
    for (const i of s.items ?? []) para('R', 10.5, s.bullets === false ? i : `• ${i}`, s.bullets === false ? 0 : 10);
    if (s.text) para('R', 10.5, s.text);
  }
  newPage();
}

function toUnicodeCMap(e) {
  const entries = [...e.unicode.entries()].map(
    ([code, u]) =>
      `<${code.toString(16).padStart(2, '0').toUpperCase()}> <${[...u].map((c) => c.codePointAt(0).toString(16).padStart(4, '0').toUpperCase()).join('')}>`,
  );
  return `/CIDInit /ProcSet findresource begin 12 dict begin begincmap /CIDSystemInfo << /Registry (TeX) /Ordering (OT1) /Supplement 0 >> def /CMapName /TeX-OT1-0 def /CMapType 2 def
1 begincodespacerange <00> <FF> endcodespacerange
${entries.length} beginbfchar
${entries.join('\n')}
endbfchar endcmap CMapName currentdict /CMap defineresource pop end end`;
}

/**
 * The model → PDF bytes. `offPageNumber`: each page's number is drawn 12 pt below the bottom edge
 * (a footer pushed off the page by a geometry setting): outside the crop, never seen.
 */
export function texPdf(person, { offPageNumber = false } = {}) {
  const w = new Writer();
  layout(w, person);
  if (offPageNumber) w.pages = w.pages.map((ops, i) => [...ops, `BT /FR 10 Tf 1 0 0 1 303 -12 Tm (${i + 1}) Tj ET`]);
  const objs = [];
  const add = (body) => objs.push(body) && objs.length;
  const catalog = add(null);
  const pagesObj = add(null);
  const cmap = toUnicodeCMap(w.e);
  const cmapObj = add(`<< /Length ${Buffer.byteLength(cmap, 'latin1')} >>\nstream\n${cmap}\nendstream`);
  const codes = [...w.e.names.keys()].sort((a, b) => a - b);
  const diffs = codes.map((c) => `${c} /${w.e.names.get(c)}`).join(' ');
  const encObj = add(`<< /Type /Encoding /Differences [${diffs}] >>`);
  const fontObjs = Object.entries(FACES).map(([k, [base]]) => {
    const first = 32;
    const last = 255;
    const widths = [];
    for (let c = first; c <= last; c++) widths.push(w.e.names.has(c) ? w.width(k, c) : 0);
    return [
      k,
      add(
        `<< /Type /Font /Subtype /Type1 /BaseFont /${base} /Encoding ${encObj} 0 R /ToUnicode ${cmapObj} 0 R /FirstChar ${first} /LastChar ${last} /Widths [${widths.join(' ')}] >>`,
      ),
    ];
  });
  const fontRes = fontObjs.map(([k, n]) => `/F${k} ${n} 0 R`).join(' ');
  const pageIds = [];
  for (const ops of w.pages) {
    const content = ops.join('\n');
    const c = add(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
    pageIds.push(
      add(
        `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${PAGE.w} ${PAGE.h}] /Resources << /Font << ${fontRes} >> >> /Contents ${c} 0 R >>`,
      ),
    );
  }
  objs[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
  objs[pagesObj - 1] =
    `<< /Type /Pages /Kids [${pageIds.map((i) => `${i} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  let out = '%PDF-1.5\n%\xE2\xE3\xCF\xD3\n';
  const offsets = [];
  objs.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objs.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
