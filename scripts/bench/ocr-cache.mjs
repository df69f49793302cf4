// What the OCR cache saves the held-out tests: held-out parts run through the evaluation as their test runs them (the
// real intake, two documents at a time, the real blind preparer), once reading their scans by OCR and once from the
// cache, in this process, one after the other. The figures are checked to be the same both ways.
// usage: node scripts/build.mjs && node scripts/bench/ocr-cache.mjs [part ...]   (default: 20 49 53 55)
import { resolve } from 'node:path';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const evalIntake = await import(resolve(ROOT, 'eval/intake/dist/index.js'));
const parts = process.argv.slice(2).length ? process.argv.slice(2) : ['20', '49', '53', '55'];

async function run(part, ocrCache) {
  const corpus = evalIntake.loadCorpus(resolve(ROOT, `eval/resumes-heldout-${part}`));
  const deps = evalIntake.createRealDeps({}, { ocrCache });
  const start = performance.now();
  try {
    const report = await evalIntake.runIntakeEval(corpus, deps, undefined, { concurrency: 2 });
    return { ms: performance.now() - start, report, scans: report.documents.filter((d) => d.ocrUsed).length };
  } finally {
    await deps.close();
  }
}

const rows = [];
for (const part of parts) {
  const ocr = await run(part, false);
  const cached = await run(part, true);
  const same =
    JSON.stringify(evalIntake.heldoutFailures(ocr.report)) ===
    JSON.stringify(evalIntake.heldoutFailures(cached.report));
  rows.push({
    part,
    documents: ocr.report.documents.length,
    scans: ocr.scans,
    'by OCR (s)': (ocr.ms / 1000).toFixed(1),
    'from the cache (s)': (cached.ms / 1000).toFixed(1),
    ratio: (cached.ms / ocr.ms).toFixed(2),
    'same figures': same ? 'yes' : 'NO',
  });
}
const sum = (k) => rows.reduce((s, r) => s + Number(r[k]), 0);
rows.push({
  part: 'all',
  documents: sum('documents'),
  scans: sum('scans'),
  'by OCR (s)': sum('by OCR (s)').toFixed(1),
  'from the cache (s)': sum('from the cache (s)').toFixed(1),
  ratio: (sum('from the cache (s)') / sum('by OCR (s)')).toFixed(2),
  'same figures': rows.every((r) => r['same figures'] === 'yes') ? 'yes' : 'NO',
});
console.log(`${availableParallelism()} cores, load ${loadavg()[0].toFixed(2)}, Node ${process.version}`);
console.table(rows);
if (rows.some((r) => r['same figures'] !== 'yes')) process.exitCode = 1;
