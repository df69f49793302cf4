#!/usr/bin/env node
// npm run corpus:generate — writes eval/resumes/<id>.{pdf,docx,doc}, <id>.truth.json and the
// sources under eval/resumes/src/. Needs Debian's chromium, libreoffice-writer-nogui, imagemagick,
// ghostscript, fonts-urw-base35, img2pdf, qpdf, fonts-noto-cjk and fonts-liberation2 (see
// eval/resumes/README.md). `-- --only ID[,ID]` regenerates some documents; `-- --set heldout` writes the
// held-out part (generate/heldout/, into eval/resumes-heldout/) instead.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { breakToUnicode } from './broken.mjs';
import { openChrome } from './chrome.mjs';
import { DOCUMENTS as TUNING } from './documents.mjs';
import { fodt } from './fodt.mjs';
import { DOCUMENTS as HELDOUT } from './heldout/documents.mjs';
import { LAYOUTS as HELDOUT_LAYOUTS } from './heldout/layouts.mjs';
import * as html from './html.mjs';
import { identifiersOf, mustKeepOf, nameLines, truthText } from './model.mjs';
import { scanToPdf } from './scan.mjs';
import { texPdf } from './texpdf.mjs';

const { values } = parseArgs({ options: { only: { type: 'string' }, set: { type: 'string', default: 'tuning' } } });
if (!['tuning', 'heldout'].includes(values.set)) throw new Error(`--set tuning|heldout, not ${values.set}`);
const heldout = values.set === 'heldout';
const OUT = fileURLToPath(new URL(heldout ? '../../resumes-heldout/' : '..', import.meta.url));
const SRC = join(OUT, 'src');
const DOCUMENTS = heldout ? HELDOUT : TUNING;
const only = values.only ? new Set(values.only.split(',')) : null;
const docs = DOCUMENTS.filter((d) => !only || only.has(d.id));
if (only && docs.length !== only.size) throw new Error(`unknown id in --only ${values.only}`);

mkdirSync(SRC, { recursive: true });
const tmp = mkdtempSync(join(tmpdir(), 'corpus-'));

function truthOptions(d) {
  const p = d.person;
  const r = d.render;
  if (r.kind === 'heldout') {
    const shown = HELDOUT_LAYOUTS[r.layout](p);
    return { nameLines: shown.nameLines, nameVariants: shown.nameVariants ?? [], pageFooter: shown.pageFooter ?? [] };
  }
  if (r.kind === 'chrome' && r.layout === 'sidebar') return { sideFirst: true };
  if (r.kind === 'chrome' && (r.layout === 'portalBadge' || r.layout === 'portalBadgeCentred'))
    return { nameLines: [`${nameLines(p).join(' ')} Featured Resume`] };
  if (r.kind === 'chrome' && r.headerFooter)
    return { pageHeader: [`Curriculum Vitae — ${p.name.full}`], pageFooter: ['1 / 1'] };
  if (r.kind === 'lo')
    return { contactInHeader: !!r.fodt.headerContact, pageFooter: r.fodt.footer ? [r.fodt.footer] : [] };
  return {};
}

function truthOf(d, file) {
  const p = d.person;
  const shown = nameLines(p).join(' ');
  const { nameLines: lines, nameVariants = [], ...options } = truthOptions(d);
  const person = lines ? { ...p, name: { ...p.name, lines } } : p;
  return {
    id: d.id,
    file,
    format: d.format,
    language: p.language,
    locale: p.locale,
    tool: d.tool,
    features: d.features,
    expect: d.expect,
    ocr: d.ocr,
    name: {
      full: p.name.full,
      variants: [...new Set([...(shown !== p.name.full ? [shown] : []), ...p.name.variants, ...nameVariants])],
    },
    otherPeople: p.otherPeople,
    identifiers: identifiersOf(p),
    mustKeep: mustKeepOf(p),
    jobDescription: p.jobDescription,
    text: truthText(person, options),
    hiddenTextExpected: false,
  };
}

const HEADER_FOOTER = (p) => ({
  displayHeaderFooter: true,
  headerTemplate: `<div style="font-size:8px; width:100%; text-align:right; margin-right:0.7in; font-family:'Liberation Sans'">Curriculum Vitae — ${p.name.full}</div>`,
  footerTemplate: `<div style="font-size:8px; width:100%; text-align:center; font-family:'Liberation Sans'"><span class="pageNumber"></span> / <span class="totalPages"></span></div>`,
});

const chrome = await openChrome();
const lo = { docx: [], doc: [], pdf: [] };
const written = [];
try {
  for (const d of docs) {
    const r = d.render;
    const file = `${d.id}.${d.format}`;
    const put = (bytes) => writeFileSync(join(OUT, file), bytes);
    if (r.kind === 'chrome' || r.kind === 'broken' || r.kind === 'scan') {
      const source = html[r.layout ?? 'onecol'](d.person);
      writeFileSync(join(SRC, `${d.id}.html`), source);
      if (r.kind === 'scan') {
        const png = await chrome.screenshot(source, r.ppi);
        put(scanToPdf(png, { ppi: r.ppi, rotate: r.rotate, noise: r.noise, quality: r.quality, tmp }));
      } else {
        const pdf = await chrome.printPdf(source, r.headerFooter ? HEADER_FOOTER(d.person) : {});
        put(r.kind === 'broken' ? breakToUnicode(pdf, tmp) : pdf);
      }
    } else if (r.kind === 'heldout') {
      const shown = HELDOUT_LAYOUTS[r.layout](d.person);
      writeFileSync(join(SRC, `${d.id}.html`), shown.html);
      put(await chrome.printPdf(shown.html, shown.pdf ?? {}));
    } else if (r.kind === 'tex') {
      put(texPdf(d.person, r.opts));
    } else if (r.kind === 'lo') {
      writeFileSync(join(SRC, `${d.id}.fodt`), fodt(d.person, r.fodt));
      lo[d.format].push(d.id);
    } else throw new Error(`unknown render kind ${r.kind}`);
    written.push([d, file]);
  }
} finally {
  await chrome.close();
}

const FILTERS = { docx: 'docx:MS Word 2007 XML', doc: 'doc:MS Word 97', pdf: 'pdf:writer_pdf_Export' };
for (const [format, ids] of Object.entries(lo)) {
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

for (const [d, file] of written) {
  readFileSync(join(OUT, file)); // every document exists
  writeFileSync(join(OUT, `${d.id}.truth.json`), `${JSON.stringify(truthOf(d, file), null, 2)}\n`);
}
rmSync(tmp, { recursive: true, force: true });
console.log(`corpus: ${written.length} documents written to ${OUT}`);
