#!/usr/bin/env node
// Resume parsing throughput through the real worker pool, next to Debian's pdftotext and
// tesseract on the same files when they are installed (the ratio is the figure to watch).
// Run after a build: `npx tsc -b packages/resume && node scripts/bench/parse.mjs`
// Env: RUNS (default 5), POOL_SIZE (default 1), OCR_DPI (default 200).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createResumeIntake } from '../../packages/resume/dist/index.js';

const FIXTURES = fileURLToPath(new URL('../../packages/resume/test/fixtures/', import.meta.url));
const RUNS = Number(process.env.RUNS ?? 5);
const POOL_SIZE = Number(process.env.POOL_SIZE ?? 1);
const OCR_DPI = Number(process.env.OCR_DPI ?? 200);

const TEXT_PDFS = ['text.pdf', 'multipage.pdf', 'bench-long.pdf'];
const SCANNED_PDFS = ['scanned.pdf'];

const has = (tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0;

/** Median wall time in seconds of `fn` over RUNS runs, after one warm-up run. */
async function timeRuns(fn) {
  await fn();
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = process.hrtime.bigint();
    await fn();
    times.push(Number(process.hrtime.bigint() - t0) / 1e9);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr}`);
  return r.stdout;
}

/** Native OCR of a PDF the same way the pool does it: render at OCR_DPI, then tesseract each page. */
function nativeOcr(file) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-ocr-'));
  try {
    run('pdftoppm', ['-r', String(OCR_DPI), '-gray', '-jpeg', file, join(dir, 'p')]);
    for (const img of readdirSync(dir))
      run('tesseract', [join(dir, img), '-', '-l', 'eng', '--oem', '1'], { OMP_THREAD_LIMIT: '1' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const fmt = (n, digits = 3) => (n === null ? '—' : n.toFixed(digits));

async function main() {
  const intake = createResumeIntake({
    allowPrivateNetworks: false,
    poolSize: POOL_SIZE,
    ocrDpi: OCR_DPI,
    maxOcrPages: 50,
  });
  const withText = has('pdftotext');
  const withOcr = has('tesseract') && has('pdftoppm');
  const rows = [];
  try {
    for (const name of TEXT_PDFS) {
      const file = join(FIXTURES, name);
      const bytes = readFileSync(file);
      const { meta } = await intake.parseBytes(bytes);
      const ours = await timeRuns(() => intake.parseBytes(bytes));
      const native = withText ? await timeRuns(() => run('pdftotext', ['-layout', file, '-'])) : null;
      rows.push({ name, kind: 'text', pages: meta.pages, ours, native, unit: 'pages/s' });
    }
    for (const name of SCANNED_PDFS) {
      const file = join(FIXTURES, name);
      const bytes = readFileSync(file);
      const { meta } = await intake.parseBytes(bytes);
      const ours = await timeRuns(() => intake.parseBytes(bytes));
      const native = withOcr ? await timeRuns(() => nativeOcr(file)) : null;
      rows.push({ name, kind: 'ocr', pages: meta.pages, ours, native, unit: 's/page' });
    }
  } finally {
    await intake.close();
  }
  print(rows, withText || withOcr);
}

function print(rows, compare) {
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log(
    `resume parse bench — node ${process.version}, ${cpus().length} cores (load ${load}), pool ${POOL_SIZE}, OCR ${OCR_DPI} dpi, median of ${RUNS} runs`,
  );
  const head = ['file', 'pages', 'workload', 'Rubric pool', 'unit'];
  if (compare) head.push('native (pdftotext / pdftoppm+tesseract)', 'Rubric time ÷ native time');
  console.log(`| ${head.join(' | ')} |`);
  console.log(`|${head.map(() => '---').join('|')}|`);
  for (const r of rows) {
    const rate = (s) => (s === null ? null : r.kind === 'text' ? r.pages / s : s / r.pages);
    const cells = [r.name, String(r.pages), r.kind, fmt(rate(r.ours), r.kind === 'text' ? 1 : 3), r.unit];
    if (compare)
      cells.push(
        fmt(rate(r.native), r.kind === 'text' ? 1 : 3),
        r.native === null ? '—' : `${(r.ours / r.native).toFixed(1)}×`,
      );
    console.log(`| ${cells.join(' | ')} |`);
  }
}

await main();
