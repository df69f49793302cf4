// OCR time per page, in-process (render at 200 ppi + tesseract), for a Latin scan and the invented CJK scans:
// the first page (engine start and model load included) and two warm ones, with the process's RSS after each
// file. usage: npx tsc -b packages/resume && node scripts/bench/ocr-cjk.mjs [fixture.pdf ...]
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ocrPage } from '../../packages/resume/dist/pdf/ocr.js';
import { judgeOcr } from '../../packages/resume/dist/pdf/ocr-gate.js';

const FIXTURES = new URL('../../packages/resume/test/fixtures/', import.meta.url);
const files = process.argv.slice(2);
const readable = (ocr) => judgeOcr(ocr, { garbageTextLayer: false, imagePpi: 200 }) === null;
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
for (const file of files.length ? files : ['scanned.pdf', 'scan-zh-hans.pdf', 'scan-ko.pdf', 'scanned.pdf']) {
  const doc = await getDocument({ data: new Uint8Array(readFileSync(new URL(file, FIXTURES))) }).promise;
  const times = [];
  let language = '';
  for (let run = 0; run < 3; run++) {
    const page = await doc.getPage(1);
    const start = performance.now();
    ({ language } = await ocrPage(page, 200, readable, undefined));
    times.push(((performance.now() - start) / 1000).toFixed(2));
  }
  const rss = Math.round(process.memoryUsage().rss / 2 ** 20);
  console.log(`${file}: ${language}, s/page first ${times[0]}, warm ${times.slice(1).join(' ')}; RSS ${rss} MB`);
}
process.exit(0);
