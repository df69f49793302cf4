#!/usr/bin/env node
// npm run eval:intake — runs the resume corpus (eval/resumes) through the real intake and the real
// blind preparer and prints, per document and in total: word recall against the truth text, names
// and identifiers left after redaction, must-keep terms removed, hidden-text false positives, OCR
// and refusals against what was expected, and the time taken. docs/blind-scoring.md explains it.
//
//   npm run eval:intake -- [--json] [--check] [--only ID,ID] [--corpus DIR]
//   npm run eval:intake -- --heldout [--part 2|3|4|5|6|7|8|9|10|11|12|13|14|15|16|17|18|19|20|21|22|23|24|25|26|27|28|29|30|31|32|33|34|35|36|37|38|39|40|41|42|43|44|45|46|47|48|49|50|51|52|53|54|55|56|57|58] [--check] (a held-out part, in aggregate only)
// --check exits 1 when a threshold of the test (0 names, 0 must-keep removed, ≤ 2% identifiers,
// recall ≥ 0.98 on text documents, expected refusals) is missed.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const evalIntake = await import(resolve(ROOT, 'eval/intake/dist/index.js'));

let values;
try {
  ({ values } = parseArgs({
    options: {
      json: { type: 'boolean', default: false },
      check: { type: 'boolean', default: false },
      only: { type: 'string' },
      corpus: { type: 'string' },
      heldout: { type: 'boolean', default: false },
      part: { type: 'string', default: '1' },
      help: { type: 'boolean', default: false },
    },
  }));
} catch (err) {
  console.error(err.message);
  process.exit(2);
}
if (values.help) {
  console.log(
    'usage: npm run eval:intake -- [--json] [--check] [--only ID,ID] [--corpus DIR] | --heldout [--part 1|2|3|4|5|6|7|8|9|10|11|12|13|14|15|16|17|18|19|20|21|22|23|24|25|26|27|28|29|30|31|32|33|34|35|36|37|38|39|40|41|42|43|44|45|46|47|48|49|50|51|52|53|54|55|56|57|58] [--check]',
  );
  process.exit(0);
}

let corpus;
try {
  const only = values.only ? new Set(values.only.split(',')) : undefined;
  if (values.heldout && (only || values.corpus)) throw new Error('--heldout runs the whole held-out part, alone');
  const parts = {
    1: 'eval/resumes-heldout',
    2: 'eval/resumes-heldout-2',
    3: 'eval/resumes-heldout-3',
    4: 'eval/resumes-heldout-4',
    5: 'eval/resumes-heldout-5',
    6: 'eval/resumes-heldout-6',
    7: 'eval/resumes-heldout-7',
    8: 'eval/resumes-heldout-8',
    9: 'eval/resumes-heldout-9',
    10: 'eval/resumes-heldout-10',
    11: 'eval/resumes-heldout-11',
    12: 'eval/resumes-heldout-12',
    13: 'eval/resumes-heldout-13',
    14: 'eval/resumes-heldout-14',
    15: 'eval/resumes-heldout-15',
    16: 'eval/resumes-heldout-16',
    17: 'eval/resumes-heldout-17',
    18: 'eval/resumes-heldout-18',
    19: 'eval/resumes-heldout-19',
    20: 'eval/resumes-heldout-20',
    21: 'eval/resumes-heldout-21',
    22: 'eval/resumes-heldout-22',
    23: 'eval/resumes-heldout-23',
    24: 'eval/resumes-heldout-24',
    25: 'eval/resumes-heldout-25',
    26: 'eval/resumes-heldout-26',
    27: 'eval/resumes-heldout-27',
    28: 'eval/resumes-heldout-28',
    29: 'eval/resumes-heldout-29',
    30: 'eval/resumes-heldout-30',
    31: 'eval/resumes-heldout-31',
    32: 'eval/resumes-heldout-32',
    33: 'eval/resumes-heldout-33',
    34: 'eval/resumes-heldout-34',
    35: 'eval/resumes-heldout-35',
    36: 'eval/resumes-heldout-36',
    37: 'eval/resumes-heldout-37',
    38: 'eval/resumes-heldout-38',
    39: 'eval/resumes-heldout-39',
    40: 'eval/resumes-heldout-40',
    41: 'eval/resumes-heldout-41',
    42: 'eval/resumes-heldout-42',
    43: 'eval/resumes-heldout-43',
    44: 'eval/resumes-heldout-44',
    45: 'eval/resumes-heldout-45',
    46: 'eval/resumes-heldout-46',
    47: 'eval/resumes-heldout-47',
    48: 'eval/resumes-heldout-48',
    49: 'eval/resumes-heldout-49',
    50: 'eval/resumes-heldout-50',
    51: 'eval/resumes-heldout-51',
    52: 'eval/resumes-heldout-52',
    53: 'eval/resumes-heldout-53',
    54: 'eval/resumes-heldout-54',
    55: 'eval/resumes-heldout-55',
    56: 'eval/resumes-heldout-56',
    57: 'eval/resumes-heldout-57',
    58: 'eval/resumes-heldout-58',
  };
  if (!(values.part in parts))
    throw new Error(
      `--part is 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57 or 58, not ${values.part}`,
    );
  values.corpus ??= resolve(ROOT, values.heldout ? parts[values.part] : 'eval/resumes');
  corpus = evalIntake.loadCorpus(values.corpus, only);
  const missing = [...(only ?? [])].filter((id) => !corpus.some((d) => d.truth.id === id));
  if (missing.length) throw new Error(`no such document: ${missing.join(', ')}`);
} catch (err) {
  console.error(`eval:intake: ${err.message}`);
  process.exit(2);
}
const deps = evalIntake.createRealDeps();
let report;
try {
  report = await evalIntake.runIntakeEval(corpus, deps, (r) => {
    if (!values.json && !values.heldout)
      process.stderr.write(`  ${r.id} ${r.outcome} ${(r.parseMs / 1000).toFixed(2)} s\n`);
  });
} finally {
  await deps.close();
}
if (values.heldout) {
  // Aggregate only: the held-out documents' own failures are not shown (docs/blind-scoring.md).
  const classOf = (id) => corpus.find((d) => d.truth.id === id).truth.features[0];
  const failures = evalIntake.heldoutFailures(report);
  console.log(evalIntake.heldoutSummary(report, classOf));
  console.log(
    failures.length ? `\nheld-out targets missed:\n- ${failures.join('\n- ')}` : '\nall held-out targets met',
  );
  process.exit(values.check && failures.length ? 1 : 0);
}
const failures = evalIntake.thresholdFailures(report);
if (values.json)
  console.log(JSON.stringify({ ...report, thresholds: evalIntake.INTAKE_THRESHOLDS, failures }, null, 2));
else {
  console.log(evalIntake.formatReport(report));
  console.log(failures.length ? `\nthresholds missed:\n- ${failures.join('\n- ')}` : '\nall thresholds met');
}
process.exit(values.check && failures.length ? 1 : 0);
