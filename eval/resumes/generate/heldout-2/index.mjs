#!/usr/bin/env node
// Writes the second held-out part: eval/resumes-heldout-2/<id>.{pdf,docx}, <id>.truth.json and the sources
// under src/. `node eval/resumes/generate/heldout-2/index.mjs`. Needs Debian's chromium, LibreOffice
// (soffice), ImageMagick, img2pdf and the Liberation, DejaVu, Noto CJK and Noto Thai fonts; it reuses the
// corpus generator's Chromium printer (../chrome.mjs) and scanner (../scan.mjs), not its templates.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openChrome } from '../chrome.mjs';
import { scanToPdf } from '../scan.mjs';
import { DOCUMENTS } from './documents.mjs';
import { LAYOUTS, lo } from './layouts.mjs';

const OUT = fileURLToPath(new URL('../../../resumes-heldout-2/', import.meta.url));
const SRC = join(OUT, 'src');
mkdirSync(SRC, { recursive: true });
const tmp = mkdtempSync(join(tmpdir(), 'heldout2-'));

/** Identifier values as the documents show them; labelled details that are common words are kept with their label. */
function identifiersOf(p) {
  return [
    ...p.contacts.map(({ kind, value }) => ({ kind, value })),
    ...p.details.map((d) => ({ kind: d.kind, value: d.whole ? `${d.label}: ${d.value}` : d.value })),
  ];
}

function mustKeepOf(p) {
  const terms = [
    p.title,
    ...p.jobs.flatMap((j) => [j.role, j.org, j.place, j.dates]),
    ...p.education.flatMap((e) => [e.degree, e.school, e.place, e.dates]),
    ...p.skills,
    ...p.keep,
  ];
  return [...new Set(terms)];
}

function truthOf(d, shown) {
  const p = d.person;
  const file = `${d.id}.${d.format}`;
  return {
    id: d.id,
    file,
    format: d.format,
    language: p.language,
    locale: p.locale,
    tool: d.tool,
    features: d.features,
    expect: 'ok',
    ocr: d.ocr,
    name: {
      full: p.name.full,
      variants: [
        ...new Set([...(p.display?.full ? [p.display.full] : []), ...p.name.variants, ...(shown.variants ?? [])]),
      ].filter((v) => v !== p.name.full),
    },
    otherPeople: p.otherPeople,
    identifiers: identifiersOf(p),
    mustKeep: mustKeepOf(p),
    jobDescription: p.jobDescription,
    text: shown.lines.join('\n'),
    hiddenTextExpected: false,
  };
}

const chrome = await openChrome();
const loDocs = { docx: [], pdf: [] };
const written = [];
try {
  for (const d of DOCUMENTS) {
    const file = join(OUT, `${d.id}.${d.format}`);
    const r = d.render;
    if (r.kind === 'lo') {
      const shown = lo(d.person);
      writeFileSync(join(SRC, `${d.id}.fodt`), shown.fodt);
      loDocs[r.format].push(d.id);
      written.push([d, shown]);
      continue;
    }
    const rendered = LAYOUTS[r.layout ?? d.layout](d.person);
    const margins = new Set(r.kind === 'scan' ? (rendered.margins ?? []) : []);
    const shown = { ...rendered, lines: rendered.lines.filter((l) => !margins.has(l)) };
    writeFileSync(join(SRC, `${d.id}.html`), shown.html);
    if (r.kind === 'scan') {
      const png = await chrome.screenshot(shown.html, r.ppi);
      writeFileSync(file, scanToPdf(png, { ppi: r.ppi, rotate: r.rotate, noise: 0.25, quality: 70, tmp }));
    } else {
      writeFileSync(file, await chrome.printPdf(shown.html, { format: 'A4', ...(shown.pdf ?? {}) }));
    }
    written.push([d, shown]);
  }
} finally {
  await chrome.close();
}

const FILTERS = { docx: 'docx:MS Word 2007 XML', pdf: 'pdf:writer_pdf_Export' };
for (const [format, ids] of Object.entries(loDocs)) {
  if (!ids.length) continue;
  const out = join(tmp, format);
  execFileSync(
    'soffice',
    ['--headless', '--convert-to', FILTERS[format], '--outdir', out, ...ids.map((id) => join(SRC, `${id}.fodt`))],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  for (const id of ids) copyFileSync(join(out, `${id}.${format}`), join(OUT, `${id}.${format}`));
}

for (const [d, shown] of written)
  writeFileSync(join(OUT, `${d.id}.truth.json`), `${JSON.stringify(truthOf(d, shown), null, 2)}\n`);
rmSync(tmp, { recursive: true, force: true });
console.log(`heldout-2: ${written.length} documents written to ${OUT}`);
