#!/usr/bin/env node
// npm run drill:bias — the counterfactual bias drill (docs/bias-drill.md): synthetic resumes, each
// rendered under several identities, scored against the drill's jobs with the chosen engine.
// Prints a table, writes the JSON report, and exits 1 when blind scoring is on (or --strict) and
// identity alone changed any score or verdict (2 on a usage or engine error).
//
//   npm run drill:bias -- [--engine sandbox|llm|openai|name-sensitive] [--model FILE.gguf]
//                         [--blind on|off] [--threshold 60] [--resumes 6] [--jobs a,b] [--strict] [--out FILE] [--quiet]
import { mkdirSync, writeFileSync } from 'node:fs';
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
      blind: { type: 'string', default: 'on' },
      threshold: { type: 'string', default: '60' },
      resumes: { type: 'string', default: '6' },
      jobs: { type: 'string' },
      seed: { type: 'string' },
      out: { type: 'string' },
      strict: { type: 'boolean', default: false },
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
    'usage: npm run drill:bias -- [--engine sandbox|llm|openai|name-sensitive] [--model FILE.gguf] [--blind on|off] [--threshold 60] [--resumes 6] [--jobs id,id] [--strict] [--out FILE]',
  );
  console.log(`jobs: ${scoring.DRILL_JOBS.map((j) => j.id).join(', ')}`);
  process.exit(0);
}
if (!['on', 'off'].includes(values.blind)) {
  console.error('--blind must be on or off');
  process.exit(2);
}

let engine;
try {
  engine = await engineFromArgs(scoring, values);
} catch (err) {
  console.error(`drill:bias: ${err.message}`);
  process.exit(2);
}

try {
  const report = await scoring.runBiasDrill(engine, {
    blind: values.blind === 'on',
    strict: values.strict,
    threshold: Number(values.threshold),
    resumes: Number(values.resumes),
    ...(values.jobs ? { jobIds: values.jobs.split(',').map((j) => j.trim()) } : {}),
    ...(values.seed ? { seed: Number(values.seed) } : {}),
    onProgress: values.quiet ? undefined : (done, total) => process.stderr.write(`\rscored ${done}/${total}`),
  });
  if (!values.quiet) process.stderr.write('\n');
  // By default under the repository's git-ignored reports/, never as an untracked file in its root.
  const out = values.out ? resolve(values.out) : resolve(ROOT, 'reports', 'bias-drill-report.json');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(scoring.formatBiasDrillTable(report));
  console.log(`report: ${out}`);
  process.exitCode = report.pass ? 0 : 1;
} catch (err) {
  console.error(`drill:bias: ${err.message}`);
  process.exitCode = 2;
} finally {
  await engine.close();
}
