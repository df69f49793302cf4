#!/usr/bin/env node
// npm run eval:ocr-cache — reads the PDFs of every corpus (eval/resumes, eval/resumes-heldout*) through the real
// intake and writes what it read by OCR to eval/intake/ocr-cache.json, with the fingerprint of the intake that read
// it (docs/testing.md, "The OCR cache"). Run it after changing the intake or one of its libraries; while the
// cache is current, only the PDFs it does not hold yet are read (a new corpus part's).
//
//   npm run eval:ocr-cache -- [--check] [--corpus DIR,DIR]
//   --check: exit 1 when the cache was written by another intake; --corpus: read only these corpora (a new part's),
//   into a current cache.
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const evalIntake = await import(resolve(ROOT, 'eval/intake/dist/index.js'));

const { values } = parseArgs({
  options: { check: { type: 'boolean', default: false }, corpus: { type: 'string' } },
});
const fingerprint = evalIntake.intakeFingerprint();
const old = evalIntake.readOcrCache();
const current = old?.fingerprint === fingerprint;
if (values.check) {
  console.log(current ? 'the OCR cache is current' : 'the OCR cache was written by another intake');
  process.exit(current ? 0 : 1);
}

if (values.corpus && !current) {
  console.error('the cache was written by another intake: read every corpus (no --corpus)');
  process.exit(2);
}
const entries = current ? { ...old.entries } : {};
const corpora = values.corpus
  ? values.corpus.split(',').map((dir) => resolve(dir))
  : readdirSync(resolve(ROOT, 'eval'))
      .filter((name) => /^resumes(?:-heldout(?:-\d+)?)?$/u.test(name))
      .map((name) => resolve(ROOT, 'eval', name));
const pdfs = corpora
  .flatMap((dir) => evalIntake.loadCorpus(dir))
  .filter((doc) => doc.truth.format === 'pdf')
  .map((doc) => ({ id: doc.truth.id, bytes: doc.bytes, hash: evalIntake.sha256(doc.bytes) }))
  .filter((doc) => !entries[doc.hash]);
console.log(`${current ? 'cache current' : 'new cache'}: reading ${pdfs.length} PDFs`);

const deps = evalIntake.createRealDeps({}, { ocrCache: false });
const started = performance.now();
let done = 0;
let ocr = 0;
let next = 0;
async function lane() {
  while (next < pdfs.length) {
    const doc = pdfs[next++];
    try {
      const parsed = await deps.parse(doc.bytes);
      if (parsed.ocrUsed) {
        entries[doc.hash] = parsed;
        ocr++;
      }
    } catch (err) {
      // A refusal OCR decided is the intake's reading too; one of the machine's limits (memory, time) is never kept.
      const code = err?.code ?? '';
      const message = err instanceof Error ? err.message : String(err);
      if (evalIntake.keepsRefusal(code, message)) {
        entries[doc.hash] = { refused: { code, message } };
        ocr++;
      }
    }
    if (++done % 100 === 0) console.log(`${done}/${pdfs.length}`);
  }
}
try {
  await Promise.all([lane(), lane()]);
} finally {
  await deps.close();
}
evalIntake.writeOcrCache({ fingerprint, entries });
console.log(
  `read ${pdfs.length} PDFs in ${((performance.now() - started) / 1000).toFixed(0)} s, ${ocr} by OCR; ` +
    `the cache holds ${Object.keys(entries).length}`,
);
