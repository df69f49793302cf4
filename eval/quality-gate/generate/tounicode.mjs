// Unreadable text layers made from a readable Chromium PDF with qpdf (QDF mode, edit, fix-qdf):
// the fonts' ToUnicode maps removed (pdf.js and pdftotext then read glyph ids as characters: glyph
// soup), every destination sent into the Private Use Area, or replaced by a seeded random
// substitution over printable ASCII (a cipher). The shifted (ROT47) map is eval/resumes' broken.mjs.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { random } from './compose.mjs';

function throughQdf(pdf, tmp, edit) {
  const a = join(tmp, 'tu-in.pdf');
  const q = join(tmp, 'tu-in.qdf');
  const f = join(tmp, 'tu-fixed.qdf');
  const out = join(tmp, 'tu-out.pdf');
  writeFileSync(a, pdf);
  execFileSync('qpdf', ['--qdf', '--object-streams=disable', '--deterministic-id', a, q]);
  const before = readFileSync(q, 'latin1');
  const after = edit(before);
  if (after === before) throw new Error('tounicode: nothing to change');
  writeFileSync(q, after, 'latin1');
  writeFileSync(f, execFileSync('fix-qdf', [q]));
  execFileSync('qpdf', ['--object-streams=generate', '--compress-streams=y', '--deterministic-id', f, out]);
  return readFileSync(out);
}

/** Every font's /ToUnicode entry removed (the CMap streams stay, unreferenced). */
export const stripToUnicode = (pdf, tmp) => throughQdf(pdf, tmp, (t) => t.replace(/\/ToUnicode \d+ 0 R/g, ''));

const hex4 = (n) => n.toString(16).padStart(4, '0').toUpperCase();

/** A CMap's code → destination (one UTF-16 code unit per hex4) as bfchar pairs, ranges expanded. */
function entries(cmap) {
  const out = [];
  for (const [, body] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, src, dst] of body.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) out.push([src, dst]);
  for (const [, body] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, lo, hi, dst] of body.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const start = parseInt(dst, 16);
      for (let c = parseInt(lo, 16); c <= parseInt(hi, 16); c++)
        out.push([c.toString(16).padStart(lo.length, '0'), hex4(start + c - parseInt(lo, 16))]);
    }
  return out;
}

function rewrite(cmap, map) {
  const pairs = entries(cmap).map(([src, dst]) => [src, map(dst)]);
  const blocks = [];
  for (let i = 0; i < pairs.length; i += 100) {
    const chunk = pairs.slice(i, i + 100);
    blocks.push(`${chunk.length} beginbfchar\n${chunk.map(([s, d]) => `<${s}> <${d}>`).join('\n')}\nendbfchar`);
  }
  const head = cmap.replace(/\d+\s+beginbf(char|range)[\s\S]*?endbf(char|range)\s*/g, '');
  return head.replace(/endcmap/, `${blocks.join('\n')}\nendcmap`);
}

const perUnit = (dst, f) => dst.replace(/[0-9A-Fa-f]{4}/g, (u) => hex4(f(parseInt(u, 16))));
const editCmaps = (pdf, tmp, map) =>
  throughQdf(pdf, tmp, (t) => t.replace(/begincmap[\s\S]*?endcmap/g, (m) => rewrite(m, map)));

/** Every mapped character but the space moved into the Private Use Area (U+E000…). */
export const puaToUnicode = (pdf, tmp) =>
  editCmaps(pdf, tmp, (dst) => perUnit(dst, (u) => (u === 0x20 ? u : 0xe000 + (u % 0x1000))));

/** A random substitution over printable ASCII (seeded): the layout of words stays, the letters are a cipher. */
export function cipherToUnicode(pdf, tmp, seed) {
  const rnd = random(seed);
  const pool = [];
  for (let c = 0x21; c <= 0x7e; c++) pool.push(c);
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  const sub = (u) => (u >= 0x21 && u <= 0x7e ? pool[u - 0x21] : u >= 0xa0 && u < 0x2000 ? pool[u % 94] : u);
  return editCmaps(pdf, tmp, (dst) => perUnit(dst, sub));
}
