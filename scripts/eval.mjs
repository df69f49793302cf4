#!/usr/bin/env node
// npm run eval — scores a labelled set (docs/eval.md) with the chosen engine and reports Spearman's
// rank correlation between scores and expected fit, and per-criterion verdict agreement. Writes the
// JSON report; exits 1 when --min-spearman or --min-agreement is given and not reached, 2 on errors.
//
//   npm run eval -- [--set eval/sets/basic.json] [--engine sandbox|llm|openai] [--model FILE.gguf]
//                   [--blind on|off] [--out FILE] [--min-spearman 0.5] [--min-agreement 0.6] [--quiet]
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ENGINE_OPTIONS, engineFromArgs } from './lib/engine-args.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const scoring = await import(resolve(ROOT, 'packages/scoring/dist/index.js'));

let values;
try {
  ({ values } = parseArgs({
    options: {
      ...ENGINE_OPTIONS,
      set: { type: 'string', default: resolve(ROOT, 'eval/sets/basic.json') },
      blind: { type: 'string', default: 'on' },
      out: { type: 'string' },
      'min-spearman': { type: 'string' },
      'min-agreement': { type: 'string' },
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  }));
} catch (err) {
  console.error(err.message);
  process.exit(2);
}
if (values.help) {
  console.log(
    'usage: npm run eval -- [--set FILE] [--engine sandbox|llm|openai] [--model FILE.gguf] [--blind on|off] [--out FILE] [--min-spearman X] [--min-agreement X]',
  );
  process.exit(0);
}

let set;
try {
  set = scoring.parseEvalSet(JSON.parse(readFileSync(resolve(values.set), 'utf8')));
} catch (err) {
  console.error(`eval: ${values.set}: ${err.message}`);
  process.exit(2);
}

let engine;
try {
  engine = await engineFromArgs(scoring, values);
} catch (err) {
  console.error(`eval: ${err.message}`);
  process.exit(2);
}

try {
  const report = await scoring.runEval(engine, set, {
    blind: values.blind !== 'off',
    onProgress: values.quiet ? undefined : (done, total) => process.stderr.write(`\rscored ${done}/${total}`),
  });
  if (!values.quiet) process.stderr.write('\n');
  // By default under the repository's git-ignored reports/, never as an untracked file in its root.
  const out = values.out ? resolve(values.out) : resolve(ROOT, 'reports', 'eval-report.json');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(scoring.formatEvalTable(report));
  console.log(`report: ${out}`);
  const misses = [];
  if (
    values['min-spearman'] !== undefined &&
    !(report.spearman !== null && report.spearman >= Number(values['min-spearman']))
  ) {
    misses.push(`Spearman ρ ${report.spearman} is below ${values['min-spearman']}`);
  }
  if (values['min-agreement'] !== undefined && report.criteria.exact < Number(values['min-agreement'])) {
    misses.push(`verdict agreement ${report.criteria.exact} is below ${values['min-agreement']}`);
  }
  for (const m of misses) console.log(`FAIL: ${m}`);
  process.exitCode = misses.length > 0 ? 1 : 0;
} catch (err) {
  console.error(`eval: ${err.message}`);
  process.exitCode = 2;
} finally {
  await engine.close();
}
