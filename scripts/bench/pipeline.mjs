#!/usr/bin/env node
// End-to-end overhead of the scoring pipeline: from a submission's HTTP request to its stored result,
// minus the engine's own time. Real server (compiled dist/), real SQLite file, the sandbox engine
// (whose scoring takes well under a millisecond, so what is measured is Rubric around the model:
// HTTP, validation, intake, the transaction, the queue claim, the result transaction, the outbox).
//
//   npm run bench:scoring      (runs the engine benchmark, then this file)
//   node scripts/bench/pipeline.mjs      BENCH_APPS=300 BENCH_CONCURRENCY=10
import { rmSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, startBenchServer } from './lib/bench-server.mjs';

const { schema } = await import(pathToFileURL(join(ROOT, 'packages/db/dist/index.js')).href);

const APPS = Number(process.env.BENCH_APPS ?? 300);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const { rubric, dataDir, key } = await startBenchServer('pipeline');
const headers = { Authorization: `Bearer ${key}`, 'X-Tenant-Id': 'bench', 'Content-Type': 'application/json' };
const call = (method, path, body) =>
  fetch(`${rubric.url}${path}`, { method, headers, body: body && JSON.stringify(body) });

const criteria = Array.from({ length: 10 }, (_, i) => ({
  text: `Skill ${i}: ${['TypeScript', 'PostgreSQL', 'Kubernetes', 'Go', 'React'][i % 5]} in production`,
  importance: i < 3 ? 'MUST_HAVE' : 'NICE_TO_HAVE',
}));
await call('PUT', '/v1/jobs/job/criteria', { criteria });
const words = 'Built and operated TypeScript services on PostgreSQL and Kubernetes for payments and search teams'.split(
  ' ',
);
const resume = (i) => Array.from({ length: 600 }, (_, w) => words[(w + i) % words.length]).join(' ');

const submitMs = [];
const started = performance.now();
let next = 0;
async function worker() {
  while (next < APPS) {
    const i = next++;
    const t = performance.now();
    const res = await call('POST', `/v1/jobs/job/applications/app-${i}/scoring-jobs`, {
      resume: { type: 'text', content: resume(i) },
      jobDescription: 'Backend engineer',
    });
    if (res.status !== 202) throw new Error(`submission ${i}: HTTP ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
    submitMs.push(performance.now() - t);
  }
}
await Promise.all(Array.from({ length: CONCURRENCY }, worker));
const submittedAt = performance.now();
const jobs = () => rubric.ctx.db.select().from(schema.scoringJobs).all();
while (jobs().some((j) => j.status === 'pending')) await new Promise((r) => setTimeout(r, 20));
const totalS = (performance.now() - started) / 1000;
const rows = jobs();
await rubric.close();
rmSync(dataDir, { recursive: true, force: true });

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
};
const toResult = rows.map((j) => j.completedAt - j.createdAt);
const engine = rows.map((j) => j.durationMs ?? 0);
const overhead = rows.map((j) => j.completedAt - j.createdAt - (j.durationMs ?? 0));
const f = (x) => x.toFixed(1);
console.log(`\nRubric scoring pipeline overhead — ${new Date().toISOString()}`);
console.log(
  `machine: ${cpus().length} vCPU, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log(
  `${APPS} text applications (~600 words), 10 criteria, ${CONCURRENCY} concurrent submitters, sandbox engine\n`,
);
console.log('| measure | p50 ms | p95 ms | p99 ms |');
console.log('|---|---:|---:|---:|');
console.log(
  `| HTTP submission (request → 202, incl. validation, intake, transaction) | ${f(pct(submitMs, 50))} | ${f(pct(submitMs, 95))} | ${f(pct(submitMs, 99))} |`,
);
console.log(
  `| stored → result committed (queue wait + claim + preparation + engine + result transaction) | ${f(pct(toResult, 50))} | ${f(pct(toResult, 95))} | ${f(pct(toResult, 99))} |`,
);
console.log(
  `| of which preparation (blind redaction, screener check) + engine, per job | ${f(pct(engine, 50))} | ${f(pct(engine, 95))} | ${f(pct(engine, 99))} |`,
);
console.log(
  `| queue wait + transactions (stored → result, minus the above) | ${f(pct(overhead, 50))} | ${f(pct(overhead, 95))} | ${f(pct(overhead, 99))} |`,
);
console.log(
  `\nthe runner scores one application at a time per environment: ${((totalS * 1000) / APPS).toFixed(1)} ms per application end to end`,
);
console.log(
  `throughput: ${(APPS / ((submittedAt - started) / 1000)).toFixed(0)} submissions/s; all ${APPS} scored in ${totalS.toFixed(1)} s (${(APPS / totalS).toFixed(0)} applications/s end to end)`,
);
