#!/usr/bin/env node
// Webhook delivery benchmark on the real server (compiled dist/, real SQLite file) and a local receiver:
//
// 1. Throughput: N events are committed to the outbox in one transaction (as the scoring runner would, in
//    its own transactions), the dispatcher is woken, and the clock runs until the receiver has answered every
//    delivery (fan-out, signing, HTTP POST, attempt recorded). Reported as deliveries per second, for one
//    endpoint (at most 4 in flight per endpoint) and for five endpoints, over http and https (test CA).
// 2. Latency: real scoring jobs (sandbox engine) are submitted through the API one after another; for each,
//    the time from the job's completion (its `completed_at`, committed with the outbox event) to the
//    receiver getting its score.completed is measured; p50/p99/max.
//
//   npm run bench:webhooks                 (builds first, then runs this file)
//   node scripts/bench/webhooks.mjs        (after `npx tsc -b apps/server`)
//   BENCH_EVENTS=2000 BENCH_ROUNDS=3 BENCH_JOBS=300 node scripts/bench/webhooks.mjs
//
// Each throughput target runs BENCH_ROUNDS times, interleaved with the others, after one unreported warm-up
// round; the median round is shown with the range, so a burst of load from elsewhere falls on one round only.
import { readFileSync, rmSync } from 'node:fs';
import { createServer as createHttp } from 'node:http';
import { createServer as createHttps } from 'node:https';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { loadServer, ROOT, startBenchServer } from './lib/bench-server.mjs';

const load = loadServer;
const { enqueueEvent, eventScopeOf } = await load('modules/webhooks/outbox.js');
const { schema, eq } = await import(pathToFileURL(join(ROOT, 'packages/db/dist/index.js')).href);

const EVENTS = Number(process.env.BENCH_EVENTS ?? 2000);
const JOBS = Number(process.env.BENCH_JOBS ?? 300);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TLS = resolve(ROOT, 'packages/resume/test/fixtures/tls');

/** A receiver that answers 200 at once and notes when each delivery arrived, by path. */
async function startReceiver(tls) {
  const arrivals = new Map();
  let total = 0;
  let waiter = null;
  const handler = (req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const at = Date.now();
      total++;
      const list = arrivals.get(req.url) ?? [];
      list.push({ at, body: Buffer.concat(chunks).toString('utf8') });
      arrivals.set(req.url, list);
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      if (waiter && total >= waiter.count) waiter.resolve();
    });
  };
  const server = tls
    ? createHttps({ key: readFileSync(join(TLS, 'server.key')), cert: readFileSync(join(TLS, 'server.pem')) }, handler)
    : createHttp(handler);
  server.keepAliveTimeout = 30_000;
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const origin = `${tls ? 'https://localhost' : 'http://127.0.0.1'}:${server.address().port}`;
  return {
    origin,
    arrivals,
    get total() {
      return total;
    },
    reset() {
      total = 0;
      arrivals.clear();
    },
    until(count) {
      return total >= count ? Promise.resolve() : new Promise((resolve) => (waiter = { count, resolve }));
    },
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(r);
      }),
  };
}

const { rubric, dataDir, createApiKey } = await startBenchServer('webhooks', {
  FETCH_ALLOW_PRIVATE_NETWORKS: 'true',
  FETCH_EXTRA_CA_FILE: join(TLS, 'ca.pem'),
});
const { db } = rubric.ctx;
const { endpoints, dispatcher } = rubric.webhooks;
const receivers = { http: await startReceiver(false), https: await startReceiver(true) };

async function partnerWithTenant(name) {
  const key = createApiKey(rubric.ctx, name, 'test').key;
  const headers = { Authorization: `Bearer ${key}`, 'X-Tenant-Id': 'bench-tenant', 'Content-Type': 'application/json' };
  const criteria = {
    criteria: [
      { text: 'TypeScript and Node.js experience', importance: 'MUST_HAVE' },
      { text: 'Kubernetes', importance: 'NICE_TO_HAVE' },
    ],
  };
  const r = await fetch(`${rubric.url}/v1/jobs/bench-job/criteria`, {
    method: 'PUT',
    headers,
    body: JSON.stringify(criteria),
  });
  if (r.status !== 200) throw new Error(`seeding failed: ${r.status} ${await r.text()}`);
  const partnerId = db.select().from(schema.partners).where(eq(schema.partners.name, name)).get().id;
  const tenantId = db.select().from(schema.tenants).where(eq(schema.tenants.partnerId, partnerId)).get().id;
  return { partnerId, tenantId, headers };
}

function commitEvents(tenantId, count) {
  const now = Date.now();
  db.transaction((tx) => {
    const scope = eventScopeOf(tx, tenantId);
    for (let i = 0; i < count; i++) {
      enqueueEvent(
        tx,
        scope,
        {
          event: 'batch.completed',
          tenantId: scope.tenantExternalId,
          batchId: `bat_bench_${i}`,
          jobId: 'bench-job',
          totalJobs: 1,
          completedJobs: 1,
          failedJobs: 0,
          status: 'completed',
          completedAt: new Date(now).toISOString(),
        },
        now,
      );
    }
  });
}

let partners = 0;
async function throughput(transport, endpointCount) {
  const receiver = receivers[transport];
  const p = await partnerWithTenant(`bench-${transport}-${endpointCount}-${++partners}`);
  for (let i = 0; i < endpointCount; i++)
    await endpoints.create(p.partnerId, 'test', { url: `${receiver.origin}/t${i}`, events: ['batch.completed'] });
  const events = Math.round(EVENTS / endpointCount);
  receiver.reset();
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  commitEvents(p.tenantId, events);
  dispatcher.notify();
  await receiver.until(events * endpointCount);
  // The last attempt is recorded right after its answer: wait for the table to say so.
  while (db.select().from(schema.webhookDeliveries).where(eq(schema.webhookDeliveries.status, 'pending')).all().length)
    await new Promise((r) => setTimeout(r, 1));
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const deliveries = events * endpointCount;
  return {
    target: `${transport}, ${endpointCount} endpoint${endpointCount > 1 ? 's' : ''}`,
    deliveries,
    seconds,
    perSecond: deliveries / seconds,
    cpuUsPer: (cpu.user + cpu.system) / deliveries,
  };
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function latency() {
  const receiver = receivers.http;
  const p = await partnerWithTenant('bench-latency');
  await endpoints.create(p.partnerId, 'test', { url: `${receiver.origin}/latency`, events: ['score.completed'] });
  receiver.reset();
  const resume = {
    type: 'text',
    content: 'Jane Roe — six years of TypeScript and Node.js, PostgreSQL in production, led a team of four.',
  };
  for (let i = 0; i < JOBS; i++) {
    const r = await fetch(`${rubric.url}/v1/jobs/bench-job/applications/app-${i}/scoring-jobs`, {
      method: 'POST',
      headers: p.headers,
      body: JSON.stringify({ resume, jobDescription: 'Backend engineer' }),
    });
    if (r.status !== 202) throw new Error(`submission failed: ${r.status}`);
    await receiver.until(i + 1); // one job at a time: measures the path, not a queue
  }
  const completedAt = new Map(
    db
      .select({ id: schema.scoringJobs.id, at: schema.scoringJobs.completedAt })
      .from(schema.scoringJobs)
      .all()
      .map((r) => [r.id, r.at]),
  );
  const gaps = (receiver.arrivals.get('/latency') ?? [])
    .map((a) => a.at - completedAt.get(JSON.parse(a.body).scoringJobId))
    .sort((a, b) => a - b);
  return { jobs: gaps.length, p50: pct(gaps, 50), p99: pct(gaps, 99), max: gaps.at(-1) };
}

const TARGETS = [
  ['http', 1],
  ['http', 5],
  ['https', 1],
  ['https', 5],
];
for (const [transport, n] of TARGETS) await throughput(transport, n); // warm-up: JIT, connections, SQLite pages
const rounds = TARGETS.map(() => []);
for (let r = 0; r < ROUNDS; r++)
  for (const [i, [transport, n]] of TARGETS.entries()) rounds[i].push(await throughput(transport, n));
const rows = rounds.map((list) => {
  const sorted = [...list].sort((a, b) => a.perSecond - b.perSecond);
  const cpu = list.map((r) => r.cpuUsPer).sort((a, b) => a - b);
  return {
    ...sorted[Math.floor(sorted.length / 2)],
    min: sorted[0].perSecond,
    max: sorted.at(-1).perSecond,
    cpuUsPer: cpu[Math.floor(cpu.length / 2)],
  };
});
const lat = await latency();

const cpu = cpus()[0]?.model ?? 'unknown CPU';
console.log(
  `\nWebhook delivery — ${cpus().length} × ${cpu}, load average ${loadavg()[0].toFixed(1)}, Node ${process.version}\n`,
);
const fmt = (n) => Math.round(n).toLocaleString('en');
console.log(`| target | deliveries a round | deliveries/s (median of ${ROUNDS}) | min–max | CPU µs/delivery |`);
console.log('|---|---:|---:|---:|---:|');
for (const r of rows)
  console.log(
    `| ${r.target} | ${r.deliveries} | ${fmt(r.perSecond)} | ${fmt(r.min)}–${fmt(r.max)} | ${fmt(r.cpuUsPer)} |`,
  );
console.log('\n| job completion → delivery received | jobs | p50 ms | p99 ms | max ms |');
console.log('|---|---:|---:|---:|---:|');
console.log(
  `| sandbox engine, one job at a time, http receiver | ${lat.jobs} | ${lat.p50} | ${lat.p99} | ${lat.max} |`,
);

await rubric.close();
await receivers.http.close();
await receivers.https.close();
rmSync(dataDir, { recursive: true, force: true });
