#!/usr/bin/env node
// API overhead benchmark: requests/s and p50/p99 latency of `GET …/criteria/versions/current` and
// `PUT …/criteria` on the real server (compiled dist/, real SQLite file, rate limits raised out of the
// way), next to a bare express "hello" route measured in the same run on the same machine. The ratio
// to the bare route is what counts: it is the cost of our pipeline (trace, auth, tenant, limiter,
// validation, idempotency, SQLite) over express itself.
//
//   npm run bench:api                    (builds first, then runs this file)
//   node scripts/bench/api.mjs           (after `npx tsc -b apps/server`)
//   BENCH_DURATION=5 BENCH_ROUNDS=5 BENCH_CONNECTIONS=10 BENCH_WARMUP=1 node scripts/bench/api.mjs
//   BENCH_PACED_RATE=500 BENCH_PACED_SECONDS=10 BENCH_RSS_SECONDS=30 BENCH_RSS_RATE=500 (open loop, memory)
//   BENCH_ONLY=GET,POST   closed loop on the bare route and the targets whose name contains one of these (profiling)
//
// Three parts: (1) closed loop (autocannon, 10 connections): requests/s and CPU per request of the bare
// route, `GET versions/current`, `PUT criteria` and `POST …/scoring-jobs` with a text resume (each a rescore,
// so each creates a scoring job; the scoring runner is off, so the API path alone is measured); (2) open
// loop at an even pace (scripts/bench/lib/paced.mjs): latency from each request's scheduled send time, so
// a stall of the event loop shows in every request queued behind it; (3) the process's RSS at the start
// and end of a steady paced run of `GET versions/current`.
//
// The load generator runs in a worker thread (autocannon `workers: 1`), so that it does not share the
// server's event loop; server and load generator then compete for the same CPUs, as on any one-box run.
// The targets are measured in interleaved rounds (bare, GET, PUT, bare, GET, PUT, …) and the median
// round is reported, so that a burst of load from elsewhere on the machine does not land on one target
// only; the ratio to the bare route is the median of each round's ratio to the bare run of that round. "CPU µs/req" is the CPU time of the server's thread (Linux: /proc/self/task/<pid>/stat; elsewhere
// the event loop's active time) per answered request: the cost of one request to the server, far less
// sensitive than requests/s and latency to whatever else runs on the machine.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { cpus, loadavg, totalmem } from 'node:os';
import { Worker } from 'node:worker_threads';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { ROOT, startBenchServer } from './lib/bench-server.mjs';

// The same express the server uses (a dependency of apps/server).
const express = createRequire(join(ROOT, 'apps/server/package.json'))('express');

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 1);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const PACED_RATE = Number(process.env.BENCH_PACED_RATE ?? 500);
const PACED_SECONDS = Number(process.env.BENCH_PACED_SECONDS ?? 10);
const RSS_SECONDS = Number(process.env.BENCH_RSS_SECONDS ?? 30);
const RSS_RATE = Number(process.env.BENCH_RSS_RATE ?? PACED_RATE);

const { rubric, dataDir, key } = await startBenchServer('api', {}, { runner: false });
const headers = { Authorization: `Bearer ${key}`, 'X-Tenant-Id': 'bench-tenant', 'Content-Type': 'application/json' };

const criteria = (variant) => ({
  criteria: Array.from({ length: 10 }, (_, i) => ({
    text: `${variant === 'a' || i % 2 === 0 ? 'Criterion' : 'Changed criterion'} ${i + 1}: five years of TypeScript services in production`,
    importance: i < 4 ? 'MUST_HAVE' : 'NICE_TO_HAVE',
  })),
});
const bodyA = JSON.stringify(criteria('a'));
const bodyB = JSON.stringify(criteria('b'));

// Seed the job read by the GET benchmark.
const seeded = await fetch(`${rubric.url}/v1/jobs/bench-read/criteria`, { method: 'PUT', headers, body: bodyA });
if (seeded.status !== 200) throw new Error(`seeding failed: ${seeded.status} ${await seeded.text()}`);

const submission = JSON.stringify({
  resume: {
    type: 'text',
    content:
      'Jane Roe — senior backend engineer. Six years of TypeScript and Node.js services in production; PostgreSQL, Kubernetes, on-call lead for a payments platform; mentored four engineers.',
  },
  jobDescription: 'Backend engineer for our payments platform: TypeScript, Node.js, PostgreSQL.',
  rescore: { enabled: true },
});
const seededJob = await fetch(`${rubric.url}/v1/jobs/bench-read/applications/bench-app/scoring-jobs`, {
  method: 'POST',
  headers,
  body: submission,
});
if (seededJob.status !== 202) throw new Error(`seeding the submission failed: ${seededJob.status}`);

const bare = express();
bare.disable('x-powered-by');
bare.get('/hello', (_req, res) => res.json({ hello: 'world' }));
const bareServer = bare.listen(0, '127.0.0.1');
await once(bareServer, 'listening');
const bareUrl = `http://127.0.0.1:${bareServer.address().port}`;

const targets = [
  { name: 'bare express GET /hello', url: `${bareUrl}/hello`, requests: [{ method: 'GET' }] },
  {
    name: 'GET /v1/jobs/{jobId}/criteria/versions/current',
    url: `${rubric.url}/v1/jobs/bench-read/criteria/versions/current`,
    requests: [{ method: 'GET', headers }],
  },
  {
    name: 'PUT /v1/jobs/{jobId}/criteria (10 criteria, two bodies alternating)',
    url: `${rubric.url}/v1/jobs/bench-write/criteria`,
    requests: [
      { method: 'PUT', headers, body: bodyA },
      { method: 'PUT', headers, body: bodyB },
    ],
  },
  {
    name: 'POST …/scoring-jobs (text resume, a new scoring job each)',
    url: `${rubric.url}/v1/jobs/bench-read/applications/bench-app/scoring-jobs`,
    requests: [{ method: 'POST', headers, body: submission }],
  },
];

/** Open-loop latency (ms from the scheduled send time) at `rate` req/s for `seconds`, in a worker thread. */
function paced(target, rate, seconds) {
  const worker = new Worker(new URL('./lib/paced.mjs', import.meta.url), {
    workerData: {
      url: target.url,
      method: target.requests[0].method,
      headers: target.requests[0].headers,
      rate,
      seconds,
    },
  });
  return new Promise((resolve, reject) => {
    worker.once('message', (m) => {
      const sorted = [...m.latencies].sort((a, b) => a - b);
      const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
      resolve({
        p50: at(0.5),
        p90: at(0.9),
        p99: at(0.99),
        max: sorted[sorted.length - 1],
        errors: m.errors,
        statuses: m.statuses,
      });
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}
const mib = (bytes) => bytes / 2 ** 20;

// CPU time of the main thread (the server's) in ms: utime + stime of /proc/self/task/<pid>/stat.
const STAT = `/proc/self/task/${process.pid}/stat`;
const TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();
function threadCpuMs() {
  if (!existsSync(STAT)) return null;
  const fields = readFileSync(STAT, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
}

function run(target, duration) {
  return autocannon({ url: target.url, requests: target.requests, connections: CONNECTIONS, duration, workers: 1 });
}

async function measure(target) {
  const elu = performance.eventLoopUtilization();
  const cpu = threadCpuMs();
  const r = await run(target, DURATION);
  const active = cpu === null ? performance.eventLoopUtilization(elu).active : threadCpuMs() - cpu;
  const ok = r['2xx'];
  const failed = r.non2xx + r.errors + r.timeouts;
  if (failed > 0)
    console.error(
      `${target.name}: ${failed} of ${ok + failed} requests failed (non-2xx ${r.non2xx}, errors ${r.errors}, timeouts ${r.timeouts})`,
    );
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    cpuUs: ok > 0 ? (active * 1000) / ok : NaN,
    ok,
    failed,
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
const closedLoop = only ? targets.filter((t, i) => i === 0 || only.some((o) => t.name.includes(o))) : targets;
if (WARMUP > 0) for (const target of closedLoop) await run(target, WARMUP);
const rounds = closedLoop.map(() => []);
for (let round = 0; round < ROUNDS; round++)
  for (const [i, target] of closedLoop.entries()) rounds[i].push(await measure(target));
const results = closedLoop.map((target, i) => {
  const runs = rounds[i];
  return {
    name: target.name,
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    cpuUs: median(runs.map((r) => r.cpuUs)),
    rpsRange: [Math.min(...runs.map((r) => r.rps)), Math.max(...runs.map((r) => r.rps))],
    // Each round's ratio to the bare route's run of the same round (moments apart): what the host did that
    // minute falls on both, so the median of these is steadier than the ratio of two medians.
    ratios: runs.map((r, k) => r.rps / rounds[0][k].rps),
    cpuRatios: runs.map((r, k) => r.cpuUs / rounds[0][k].cpuUs),
    failed: runs.reduce((n, r) => n + r.failed, 0),
  };
});

// The server's event-loop delay and garbage-collection pauses during each paced run. A high loop delay says
// the loop was busy (one long task, or a backlog of requests it could not keep up with); the longest GC
// pause says how much of that one collection explains. Low loop delay with high latencies: the host did not
// schedule the server or the load generator.
const pacedResults = [];
for (const target of targets.slice(0, 2)) {
  const loop = monitorEventLoopDelay({ resolution: 1 });
  const gcPauses = [];
  const gc = new PerformanceObserver((list) => gcPauses.push(...list.getEntries().map((e) => e.duration)));
  gc.observe({ entryTypes: ['gc'] });
  loop.enable();
  const result = await paced(target, PACED_RATE, PACED_SECONDS);
  loop.disable();
  gc.disconnect();
  pacedResults.push({
    name: target.name,
    ...result,
    loopP99: loop.percentile(99) / 1e6,
    loopMax: loop.max / 1e6,
    gcMax: Math.max(0, ...gcPauses),
    gcTotal: gcPauses.reduce((a, b) => a + b, 0),
  });
}

// Steady paced load on the GET for RSS_SECONDS: the process's RSS (server + load-generator thread) at its start and end.
globalThis.gc?.();
const rssStart = process.memoryUsage();
const steady = await paced(targets[1], RSS_RATE, RSS_SECONDS);
const rssEnd = process.memoryUsage();
globalThis.gc?.();
const rssAfterGc = process.memoryUsage();

const versions = rubric.ctx.sqlite.prepare('SELECT count(*) AS n FROM criteria_versions').get().n;
await rubric.close();
bareServer.close();
rmSync(dataDir, { recursive: true, force: true });

const fmt = (n, d = 0) => n.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d });
console.log(`\nRubric API benchmark — ${new Date().toISOString()}`);
console.log(
  `machine: ${cpus().length} vCPU (${cpus()[0]?.model.trim() ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log(
  `CPU µs/req: ${existsSync(STAT) ? 'server thread CPU time' : 'event-loop active time (no /proc)'}; autocannon: ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${DURATION} s per target (median shown) after ${WARMUP} s warm-up, load generator in a worker thread\n`,
);
console.log(
  '| target | requests/s (min–max) | p50 ms | p99 ms | CPU µs/req | req/s vs bare, median of rounds (min–max) | CPU µs/req vs bare, median of rounds |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const r of results)
  console.log(
    `| ${r.name} | ${fmt(r.rps)} (${fmt(r.rpsRange[0])}–${fmt(r.rpsRange[1])}) | ${fmt(r.p50, 1)} | ${fmt(r.p99, 1)} | ${fmt(r.cpuUs)} | ${fmt(median(r.ratios), 2)}× (${fmt(Math.min(...r.ratios), 2)}–${fmt(Math.max(...r.ratios), 2)}) | ${fmt(median(r.cpuRatios), 1)}× |`,
  );
console.log(
  `\n(${fmt(versions)} criteria versions were written by the PUT runs; every request answered 2xx unless reported above.)`,
);
console.log(
  `\nOpen loop, ${PACED_RATE} req/s evenly paced for ${PACED_SECONDS} s, latency from the scheduled send time:\n`,
);
console.log(
  '| target | p50 ms | p90 ms | p99 ms | max ms | p99 vs bare | event-loop delay p99 / max ms | GC pause max / total ms | errors |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const r of pacedResults)
  console.log(
    `| ${r.name} | ${fmt(r.p50, 1)} | ${fmt(r.p90, 1)} | ${fmt(r.p99, 1)} | ${fmt(r.max, 1)} | ${fmt(r.p99 / pacedResults[0].p99, 1)}× | ${fmt(r.loopP99, 1)} / ${fmt(r.loopMax, 1)} | ${fmt(r.gcMax, 1)} / ${fmt(r.gcTotal)} | ${r.errors} |`,
  );
console.log(
  `\nRSS under steady load (${RSS_RATE} req/s of GET versions/current for ${RSS_SECONDS} s, p99 ${fmt(steady.p99, 1)} ms): ` +
    `start ${fmt(mib(rssStart.rss))} MiB, end ${fmt(mib(rssEnd.rss))} MiB${globalThis.gc ? `, after gc ${fmt(mib(rssAfterGc.rss))} MiB` : ''}; ` +
    `heap used ${fmt(mib(rssStart.heapUsed))} → ${fmt(mib(rssEnd.heapUsed))} MiB`,
);
if (pacedResults.some((r) => r.errors > 0) || steady.errors > 0) process.exitCode = 1;
if (results.some((r) => r.failed > 0)) process.exitCode = 1;
