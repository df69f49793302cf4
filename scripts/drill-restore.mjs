#!/usr/bin/env node
// npm run drill:restore -- [--applications 10000] [--interval 2] [--kill-after 0-4000] [--keep]
// The restore drill (scripts/lib/restore-drill.mjs, docs/OPERATIONS.md): snapshots every --interval seconds under
// load, kill -9 at a random moment (--kill-after ms once two snapshots exist), restore the newest snapshot into a fresh DATA_DIR, start, check. Prints the
// result as JSON (RPO and RTO in ms) and exits 1 when a check failed.
import { parseArgs } from 'node:util';
import { runRestoreDrill } from './lib/restore-drill.mjs';

const { values } = parseArgs({
  options: {
    applications: { type: 'string', default: '0' },
    interval: { type: 'string', default: '2' },
    'kill-after': { type: 'string', default: '0-4000' },
    keep: { type: 'boolean', default: false },
  },
});
const [min, max] = values['kill-after'].split('-').map(Number);
const result = await runRestoreDrill({
  applications: Number(values.applications),
  intervalSeconds: Number(values.interval),
  killAfterMs: [min, max ?? min],
  keep: values.keep,
  log: (line) => console.error(line),
});
console.log(JSON.stringify(result, null, 2));
process.exitCode = result.ok ? 0 : 1;
