#!/usr/bin/env node
// Writes the third held-out part: eval/resumes-heldout-3/<id>.{pdf,docx}, <id>.truth.json and the sources
// under src/. `node eval/resumes/generate/heldout-3/index.mjs`. Needs Debian's chromium, LibreOffice
// (soffice), ImageMagick, img2pdf and the Liberation, DejaVu and Noto CJK fonts. It reuses the corpus
// generator's Chromium printer (../chrome.mjs) and scanner (../scan.mjs) — plumbing only; the people
// (people.mjs) and templates (layouts.mjs) are its own. HELDOUT3_SEED picks the accent colours and the
// scans' rotation, so a rerun writes the same documents.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { format, resolveConfig } from 'prettier';
import { identifierPresent, leakedNames, removedTerms } from '../../../intake/dist/measure.js';
import { openChrome } from '../chrome.mjs';
import { scanToPdf } from '../scan.mjs';
import { DOCUMENTS } from './documents.mjs';
import { LAYOUTS } from './layouts.mjs';

export const HELDOUT3_SEED = 0x3e1d0b37;

/** mulberry32: a small seeded generator (the same sequence on every run). */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = rng(HELDOUT3_SEED);
const ACCENTS = ['#2b6cb0', '#7b341e', '#276749', '#553c9a', '#2c5282', '#9b2c2c', '#285e61', '#3d4f5c'];

const OUT = fileURLToPath(new URL('../../../resumes-heldout-3/', import.meta.url));
const SRC = join(OUT, 'src');
// A rerun replaces every document, truth file and source (the README stays).
rmSync(SRC, { recursive: true, force: true });
mkdirSync(SRC, { recursive: true });
for (const f of readdirSync(OUT)) if (/\.(pdf|docx|truth\.json)$/.test(f)) rmSync(join(OUT, f));
const tmp = mkdtempSync(join(tmpdir(), 'heldout3-'));

/** `text` as the repository's prettier settings write the file at `path` (`npm run lint` checks them). */
async function formatted(path, text) {
  return format(text, { ...(await resolveConfig(path)), filepath: path });
}

/** A scan shows one page: the person shortened (one bullet per job, no extras) so that it fits. */
function forScan(p) {
  return { ...p, jobs: p.jobs.map((j) => ({ ...j, bullets: j.bullets.slice(0, 1) })), extra: [] };
}

/** The identifiers and must-keep terms of a person that this document shows (a template may omit some). */
function truthOf(d, shown) {
  const p = d.person;
  const text = shown.lines.join('\n');
  // The town alone ("67000 Strasbourg") is the address where a template prints no more of it.
  const townOnly = Boolean(p.addressShort) && !text.includes(p.address);
  const identifiers = [
    ...p.contacts.map(({ kind, value }) => ({ kind, value })),
    { kind: 'address', value: townOnly ? p.addressShort : p.address },
    ...(p.addressLatin ? [{ kind: 'address', value: p.addressLatin }] : []),
    ...p.details.map((d) => ({ kind: d.kind, value: d.whole ? `${d.label}: ${d.value}` : d.value })),
    ...(shown.identifiers ?? []),
  ].filter((id) => identifierPresent(text, id));
  const candidates = [
    p.title,
    ...p.jobs.flatMap((j) => [j.role, j.org, j.place, j.dates]),
    ...p.education.flatMap((e) => [e.degree, e.school, e.place, e.dates]),
    ...p.skills,
    ...p.keep,
  ];
  const name = {
    full: p.name.full,
    variants: [...new Set([...p.name.variants, ...(shown.variants ?? [])])].filter((v) => v !== p.name.full),
  };
  const mustKeep = [...new Set(candidates)].filter(
    (k) => removedTerms(text, '', [k]).length === 1 && leakedNames(k, name, []).length === 0,
  );
  return {
    id: d.id,
    file: `${d.id}.${d.format}`,
    format: d.format,
    language: p.language,
    locale: p.locale,
    tool: d.tool,
    features: d.features,
    expect: 'ok',
    ocr: d.ocr,
    name,
    otherPeople: p.otherPeople,
    identifiers,
    mustKeep,
    jobDescription: p.jobDescription,
    text,
    hiddenTextExpected: false,
  };
}

const chrome = await openChrome();
const measurer = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const loDocs = { docx: [], pdf: [] };
const written = [];
try {
  for (const d of DOCUMENTS) {
    const r = d.render;
    const accent = ACCENTS[Math.floor(random() * ACCENTS.length)];
    const file = join(OUT, `${d.id}.${d.format}`);
    if (r.kind === 'lo') {
      const shown = LAYOUTS.word(d.person, { format: r.format });
      writeFileSync(join(SRC, `${d.id}.fodt`), shown.fodt);
      loDocs[r.format].push(d.id);
      written.push([d, shown]);
      continue;
    }
    const person = r.kind === 'scan' ? forScan(d.person) : d.person;
    const shown = LAYOUTS[r.layout](person, { accent, scan: r.kind === 'scan' });
    // A scanned sheet has the printer's margins (the full-bleed sidebar design has none).
    if (r.kind === 'scan' && r.layout !== 'canva')
      shown.html = shown.html.replace('</style>', 'body { padding: 40px 52px; }</style>');
    // Printed as the repository's formatter writes it, so the committed source is the page that was printed
    // (prettier keeps inline whitespace as CSS reads it: a name still runs into the chip beside it).
    shown.html = await formatted(join(SRC, `${d.id}.html`), shown.html);
    writeFileSync(join(SRC, `${d.id}.html`), shown.html);
    if (r.kind === 'scan') {
      // The scanner sees one Letter page at 96 CSS px per inch: the page must not run past it.
      const page = await measurer.newPage({ viewport: { width: 816, height: 1056 } });
      await page.setContent(shown.html, { waitUntil: 'load' });
      // eslint-disable-next-line no-undef -- runs in the page
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.close();
      if (height > 1056) throw new Error(`${d.id}: ${height} px does not fit one scanned page`);
      const png = await chrome.screenshot(shown.html, r.ppi);
      const rotate = (random() - 0.5) * 1.6;
      writeFileSync(
        file,
        scanToPdf(png, { ppi: r.ppi, rotate: Number(rotate.toFixed(2)), noise: 0.2, quality: 72, tmp }),
      );
    } else {
      writeFileSync(file, await chrome.printPdf(shown.html, { format: 'A4' }));
    }
    written.push([d, shown]);
  }
} finally {
  await measurer.close();
  await chrome.close();
}

const FILTERS = { docx: 'docx:MS Word 2007 XML', pdf: 'pdf:writer_pdf_Export' };
for (const [format, ids] of Object.entries(loDocs)) {
  if (!ids.length) continue;
  const out = join(tmp, format);
  execFileSync(
    'soffice',
    ['--headless', '--convert-to', FILTERS[format], '--outdir', out, ...ids.map((id) => join(SRC, `${id}.fodt`))],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  for (const id of ids) copyFileSync(join(out, `${id}.${format}`), join(OUT, `${id}.${format}`));
}

for (const [d, shown] of written) {
  const truth = truthOf(d, shown);
  if (leakedNames(truth.text, truth.name, []).length === 0) throw new Error(`${d.id}: no form of the name in its text`);
  const path = join(OUT, `${d.id}.truth.json`);
  writeFileSync(path, await formatted(path, JSON.stringify(truth)));
}
rmSync(tmp, { recursive: true, force: true });
console.log(`heldout-3: ${written.length} documents written to ${OUT}`);
