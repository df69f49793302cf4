#!/usr/bin/env node
// Hostile documents and a noisy neighbour against the real server (compiled dist/, its own process):
//
// For each bomb (a DOCX whose document.xml inflates to 300 MB, a ZIP of 60,000 entries, a PDF whose
// content stream inflates to 1.5 GB of spaces; all generated here, see scripts/lib/bombs.mjs) the
// "hostile" partner submits a batch of BENCH_COPIES copies by URL (a loopback HTTPS host, test CA).
// As soon as the host has served the first copy, the "neighbour" partner submits an 815-byte-class
// text PDF by URL. Measured while the phase runs: peak RSS of the server's process TREE (the server
// and every descendant, from /proc), /healthz latency (p50/p99/max, one probe every 100 ms), the
// neighbour's time to its 202, the hostile batch's answer and time, and whether the server died (it
// is restarted for the next phase). After each phase, how long the tree takes to fall back under
// 768 MB (watched for 60 s). A fourth phase sends the audit's slow PDF (nested form XObjects) instead
// of a bomb: the neighbour's wait is the figure there.
//
//   npm run bench:intake-isolation            (builds first)
//   node scripts/bench/intake-isolation.mjs   (after a build)   BENCH_COPIES=2 BENCH_ABORT_RSS_MB=8000
//   BENCH_PHASES=pdf-flate,nested-xobjects     (a subset)
//
// BENCH_ABORT_RSS_MB: the bench kills the server if its tree passes this (protects a shared host);
// a phase that hit it says so.
import { fork } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './lib/bench-server.mjs';
import { docxInflationBomb, pdfFlateBomb, zipEntriesBomb } from '../lib/bombs.mjs';

const COPIES = Number(process.env.BENCH_COPIES ?? 2);
const ABORT_RSS_MB = Number(process.env.BENCH_ABORT_RSS_MB ?? 8000);
const TLS = join(ROOT, 'packages/resume/test/fixtures/tls');
const NEIGHBOUR_PDF = readFileSync(join(ROOT, 'packages/resume/test/fixtures/text.pdf'));
/** 44 KB of nested form XObjects: ~18 s and ~800 MB to interpret without limits (the audit's slow PDF). */
const SLOW_PDF = readFileSync(join(ROOT, 'packages/resume/test/fixtures/hostile.pdf'));
const PHASES = (process.env.BENCH_PHASES ?? 'docx-inflation,zip-entries,pdf-flate,nested-xobjects').split(',');
const MB = 1024 * 1024;

/** RSS (bytes) of `pid` and all its descendants. */
function treeRss(pid) {
  const children = new Map();
  const rss = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const status = readFileSync(`/proc/${name}/status`, 'utf8');
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      rss.set(Number(name), kb * 1024);
      const list = children.get(ppid) ?? [];
      list.push(Number(name));
      children.set(ppid, list);
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop();
    total += rss.get(p) ?? 0;
    stack.push(...(children.get(p) ?? []));
  }
  return total;
}

async function startHost(files) {
  const served = new Map();
  const waiters = [];
  const server = createServer(
    { key: readFileSync(join(TLS, 'server.key')), cert: readFileSync(join(TLS, 'server.pem')) },
    (req, res) => {
      const body = files.get(req.url);
      if (!body) return void res.writeHead(404).end();
      served.set(req.url, (served.get(req.url) ?? 0) + 1);
      for (const w of waiters.splice(0)) w(req.url);
      res.writeHead(200, { 'content-length': String(body.length) }).end(body);
    },
  );
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `https://127.0.0.1:${server.address().port}`,
    /** Resolves when `path` has been requested (at least once more than `after` times). */
    servedOnce: (path) =>
      new Promise((resolve) => {
        const check = (p) => (p === path ? resolve() : waiters.push(check));
        waiters.push(check);
      }),
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve))),
  };
}

async function startServer() {
  const child = fork(join(ROOT, 'scripts/bench/lib/isolation-server.mjs'), [], {
    env: {
      ...process.env,
      BENCH_SERVER_ENV: JSON.stringify({
        FETCH_EXTRA_CA_FILE: join(TLS, 'ca.pem'),
        FETCH_ALLOW_PRIVATE_NETWORKS: 'true',
        LOG_LEVEL: 'silent',
      }),
    },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr = (stderr + d.toString()).slice(-4000)));
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
  const ready = await Promise.race([
    new Promise((resolve) => child.once('message', resolve)),
    exited.then((code) => Promise.reject(new Error(`server exited (${code}) at start:\n${stderr}`))),
  ]);
  const server = { child, url: ready.url, keys: ready.keys, exited, stderr: () => stderr, dead: false };
  void exited.then(() => (server.dead = true));
  for (const [partner, key] of Object.entries(ready.keys)) {
    await api(server, key, 'PUT', '/v1/jobs/job-1/criteria', {
      criteria: [{ text: `TypeScript and Node.js (${partner})`, importance: 'MUST_HAVE' }],
    });
  }
  return server;
}

async function api(server, key, method, path, body) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, 'x-tenant-id': 't1', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text };
}

function percentile(sorted, p) {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Samples tree RSS and /healthz every 100 ms until stopped. */
function startSampler(server) {
  let peak = 0;
  let last = 0;
  let aborted = false;
  const latencies = [];
  let failures = 0;
  let stopped = false;
  const rssTimer = setInterval(() => {
    if (server.dead) return;
    last = treeRss(server.child.pid);
    peak = Math.max(peak, last);
    if (last > ABORT_RSS_MB * MB && !aborted) {
      aborted = true;
      server.child.kill('SIGKILL');
    }
  }, 100);
  const probe = async () => {
    while (!stopped) {
      const t0 = performance.now();
      try {
        const r = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(5000) });
        await r.arrayBuffer();
        latencies.push(performance.now() - t0);
      } catch {
        failures++;
        if (server.dead) return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const probing = probe();
  return {
    current: () => last,
    async stop() {
      stopped = true;
      clearInterval(rssTimer);
      await probing;
      latencies.sort((a, b) => a - b);
      return {
        peakMb: peak / MB,
        aborted,
        healthz: { p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: latencies.at(-1) ?? null },
        healthzFailures: failures,
      };
    },
  };
}

async function phase(name, server, host) {
  const baseMb = treeRss(server.child.pid) / MB;
  const sampler = startSampler(server);
  const t0 = performance.now();
  const applications = Array.from({ length: COPIES }, (_, i) => ({
    applicationId: `${name}-${i}`,
    resume: { type: 'url', url: `${host.origin}/${name}` },
  }));
  const hostile = api(server, server.keys.hostile, 'POST', '/v1/jobs/job-1/scoring-batches', {
    jobDescription: 'Backend engineer',
    applications,
  }).then(
    (r) => ({
      status: r.status,
      code: /"code":"([A-Z_]+)"/.exec(r.body)?.[1] ?? null,
      s: (performance.now() - t0) / 1e3,
    }),
    () => ({ status: 'no answer', code: null, s: (performance.now() - t0) / 1e3 }),
  );
  await Promise.race([host.servedOnce(`/${name}`), server.exited]);
  const n0 = performance.now();
  const neighbour = api(server, server.keys.neighbour, 'POST', `/v1/jobs/job-1/applications/${name}-n/scoring-jobs`, {
    resume: { type: 'url', url: `${host.origin}/neighbour.pdf` },
    jobDescription: 'Backend engineer',
  }).then(
    (r) => ({ status: r.status, s: (performance.now() - n0) / 1e3 }),
    () => ({ status: 'no answer', s: (performance.now() - n0) / 1e3 }),
  );
  const [h, n] = await Promise.all([hostile, neighbour]);
  await new Promise((resolve) => setTimeout(resolve, 200)); // let the exit of a dying server be seen
  let backUnderS = null;
  if (!server.dead) {
    const w0 = performance.now();
    while (performance.now() - w0 < 60_000 && !server.dead) {
      if (treeRss(server.child.pid) < 768 * MB) {
        backUnderS = (performance.now() - w0) / 1e3;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const sampled = await sampler.stop();
  // A dead server's tree is empty, not "back under": report no figure.
  if (server.dead) backUnderS = null;
  return { name, baseMb, ...sampled, hostile: h, neighbour: n, crashed: server.dead, backUnderS };
}

const fmt = (v, d = 0) => (v === null || v === undefined ? '—' : typeof v === 'number' ? v.toFixed(d) : String(v));

async function main() {
  const loadAtStart = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  console.log(`generating bombs (copies per batch: ${COPIES})…`);
  const files = new Map([
    ['/docx-inflation', await docxInflationBomb({ documentMb: 300 })],
    ['/zip-entries', zipEntriesBomb({ entries: 60_000 })],
    ['/pdf-flate', await pdfFlateBomb({ decodedMb: 1500 })],
    ['/nested-xobjects', SLOW_PDF],
    ['/neighbour.pdf', NEIGHBOUR_PDF],
  ]);
  for (const [path, bytes] of files) console.log(`  ${path}: ${(bytes.length / 1024).toFixed(0)} KiB`);
  const host = await startHost(files);
  const results = [];
  let server = await startServer();
  try {
    for (const name of PHASES) {
      if (server.dead) server = await startServer();
      console.log(`phase ${name}…`);
      const r = await phase(name, server, host);
      if (r.crashed) console.log(`  server died: ${server.stderr().split('\n').filter(Boolean).slice(-3).join(' | ')}`);
      results.push(r);
    }
  } finally {
    if (!server.dead) {
      server.child.disconnect();
      await server.exited;
    }
    await host.close();
  }
  console.log(
    `\nmachine: ${cpus().length} vCPU ${cpus()[0]?.model ?? ''}, load average at start ${loadAtStart}, at end ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    '\n| bomb (×' +
      COPIES +
      ' in one batch) | tree RSS before | peak tree RSS | back < 768 MB after | /healthz p50 / p99 / max (ms) | /healthz no answer | neighbour 202 | hostile batch answer | server |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.name} | ${fmt(r.baseMb)} MB | ${fmt(r.peakMb)} MB${r.aborted ? ` (bench killed it at ${ABORT_RSS_MB} MB)` : ''} | ` +
        `${r.backUnderS === null ? '—' : `${fmt(r.backUnderS, 1)} s`} | ${fmt(r.healthz.p50, 1)} / ${fmt(r.healthz.p99, 1)} / ${fmt(r.healthz.max, 1)} | ` +
        `${r.healthzFailures} | ${r.neighbour.status} in ${fmt(r.neighbour.s, 1)} s | ${r.hostile.status}${r.hostile.code ? ` ${r.hostile.code}` : ''} in ${fmt(r.hostile.s, 1)} s | ${r.crashed ? 'DIED' : 'up'} |`,
    );
  }
  console.log(`\n${JSON.stringify(results)}`);
}

await main();
