#!/usr/bin/env node
// The audit trail's own CPU cost, on a real SQLite file (compiled dist/, WAL, synchronous=NORMAL as the server
// opens it): appendAuditEvent alone, in transactions of 1 and of 16 events (what group commit gives under
// load), next to the same transactions without the event; verifyAuditChain per event; bytes per event.
//
//   npm run bench:audit            knobs: BENCH_AUDIT_EVENTS=4000 BENCH_AUDIT_ROUNDS=5
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadServer, ROOT } from './lib/bench-server.mjs';

const EVENTS = Number(process.env.BENCH_AUDIT_EVENTS ?? 4000);
const ROUNDS = Number(process.env.BENCH_AUDIT_ROUNDS ?? 5);

const { openDatabase } = await import(pathToFileURL(join(ROOT, 'packages/db/dist/index.js')).href);
const { appendAuditEvent, verifyAuditChain } = await loadServer('modules/audit/index.js');

const event = (n) => ({
  type: 'scoring.submitted',
  actor: { type: 'partner_key', id: 'sk_test_abcd1234' },
  at: Date.now(),
  scope: { partnerId: 'ptn_0000000000bench00000000', environment: 'test', tenantId: 'ten_0000000000bench0000000' },
  subject: {
    jobExternalId: 'job-1',
    applicationId: `app-${n}`,
    scoringJobId: `sj_0000000000${String(n).padStart(14, '0')}`,
  },
  data: {
    scoringJobId: `sj_0000000000${String(n).padStart(14, '0')}`,
    criteriaVersionId: 'cv_0000000000bench00000000',
    batchId: null,
    resumeSha256: 'a'.repeat(64),
    resumeFormat: 'text',
    blind: true,
    rescore: false,
  },
});

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const dbBytes = (path) =>
  ['', '-wal'].reduce((n, s) => n + (statSync(path + s, { throwIfNoEntry: false })?.size ?? 0), 0);

/**
 * CPU time (user + system) of `fn` in ms: on a shared machine wall time mostly measures the neighbours, while
 * the CPU the work itself takes moves far less (the figures in docs/PERFORMANCE.md are these).
 */
function timed(fn) {
  const start = process.cpuUsage();
  fn();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/** ms for EVENTS events (or empty slots) in transactions of `perTx`, with or without the append. */
function run(database, perTx, withEvent) {
  let n = 0;
  return timed(() => {
    for (let t = 0; t < EVENTS / perTx; t++)
      database.db.transaction((tx) => {
        for (let i = 0; i < perTx; i++) {
          // The same small write either way (a scratch row), so that the difference is the event alone.
          database.sqlite.prepare('INSERT INTO scratch (n) VALUES (?)').run(n);
          if (withEvent) appendAuditEvent(tx, event(n));
          n++;
        }
      });
  });
}

const rows = [];
const dir = mkdtempSync(join(tmpdir(), 'rubric-bench-audit-'));
try {
  const database = openDatabase(dir);
  database.sqlite.exec('CREATE TABLE scratch (n INTEGER)');
  run(database, 1, true); // warm-up: statements prepared, pages cached
  for (const perTx of [1, 16]) {
    const bare = [];
    const withEvent = [];
    for (let r = 0; r < ROUNDS; r++) {
      bare.push(run(database, perTx, false));
      withEvent.push(run(database, perTx, true));
    }
    const b = median(bare);
    const w = median(withEvent);
    rows.push([`${perTx} per transaction`, (b / EVENTS) * 1000, (w / EVENTS) * 1000, ((w - b) / EVENTS) * 1000]);
  }
  const count = database.sqlite.prepare('SELECT count(*) FROM audit_events').pluck().get();
  const verify = median(Array.from({ length: ROUNDS }, () => timed(() => verifyAuditChain(database.sqlite))));
  database.sqlite.pragma('wal_checkpoint(TRUNCATE)');
  database.sqlite.exec('DROP TABLE scratch; VACUUM');
  const bytes = dbBytes(database.path);
  database.close();

  console.log(
    `audit trail micro-benchmark — ${EVENTS} events × ${ROUNDS} rounds, medians; ${cpus().length} cores, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log('');
  console.log('| transactions of            | without event, CPU µs | with event, CPU µs | appendAuditEvent, CPU µs |');
  console.log('| -------------------------- | --------------------: | -----------------: | -----------------------: |');
  for (const [label, b, w, d] of rows)
    console.log(
      `| ${label.padEnd(26)} | ${b.toFixed(1).padStart(21)} | ${w.toFixed(1).padStart(18)} | ${d.toFixed(1).padStart(24)} |`,
    );
  console.log('');
  console.log(
    `verifyAuditChain: ${count} events in ${verify.toFixed(0)} ms (${((verify / count) * 1000).toFixed(1)} µs/event)`,
  );
  console.log(`stored size: ${(bytes / count).toFixed(0)} bytes/event (database file after VACUUM, indexes included)`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
