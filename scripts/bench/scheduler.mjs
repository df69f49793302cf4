#!/usr/bin/env node
// The scoring scheduler (docs/scheduling.md): real server (compiled dist/), real SQLite file, real HTTP.
//  1. throughput against a fake batching inference server (docs/OPERATIONS.md) at LLM_CONCURRENCY
//     1, 2, 4, 8, 16 — target ≥ 0.8 × N times the throughput at 1;
//  2. the fairness drill: partner A has 500 pending, partner B then submits 10 (at once, and one per
//     scoring time) — B's p95 wait in scoring times (target ≤ 2 × active partners) and A's throughput
//     loss against A alone (target ≤ 10%);
//  3. time from process start to the first accepted live submission with a model configured (< 1 s);
//  4. the llm engine on the benchmark model: Rubric's time per application (claim → stored result)
//     next to the inference time the engine reports (prefill + decode); overhead target ≤ 10%.
//
//   npm run bench:scheduler
//   knobs: BENCH_SERVICE_MS=3000 BENCH_ROUNDS=6 BENCH_DRILL_SERVICE_MS=1000 BENCH_DRILL_A=500 BENCH_DRILL_SLOTS=4,8
//          BENCH_LLM_APPS=3 BENCH_PARTS=1,2,3,4
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureTestModel } from '../make-test-model.mjs';
import { FakeBatchingServer } from './lib/fake-batching-server.mjs';
import { loadServer, ROOT } from './lib/bench-server.mjs';

const PARTS = new Set((process.env.BENCH_PARTS ?? '1,2,3,4').split(','));
// Seconds per application, as a 7B model on a batching GPU server takes; short service times
// measure Rubric's own per-application work instead (preparation, transactions): see PERFORMANCE.md.
const SERVICE_MS = Number(process.env.BENCH_SERVICE_MS ?? 3000);
const DRILL_SERVICE_MS = Number(process.env.BENCH_DRILL_SERVICE_MS ?? 1000);
const DRILL_A = Number(process.env.BENCH_DRILL_A ?? 500);
const LLM_APPS = Number(process.env.BENCH_LLM_APPS ?? 3);
const BLIND = process.env.BENCH_BLIND !== 'false';
const CRITERIA = {
  criteria: [
    { text: 'TypeScript in production', importance: 'MUST_HAVE' },
    { text: 'PostgreSQL', importance: 'MUST_HAVE' },
    { text: 'Kubernetes', importance: 'NICE_TO_HAVE' },
  ],
};
const resume = (tag) =>
  `[[${tag}]] Backend engineer. Six years of TypeScript and Node.js building payment APIs.\n` +
  'Operated PostgreSQL clusters in production; deployed services on Kubernetes; led a team of four.';
const fmt = (n, d = 2) => (n === null || Number.isNaN(n) ? '—' : n.toFixed(d));
const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil(xs.length * 0.95) - 1)] ?? null;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

async function startServer(env, options = {}) {
  const { loadConfig } = await loadServer('config.js');
  const { startRubric } = await loadServer('server.js');
  const { createApiKey } = await loadServer('modules/partners/keys.js');
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'rubric-bench-scheduler-'));
  const rubric = await startRubric(
    loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      MODELS_DIR: join(dataDir, 'models'),
      LOG_LEVEL: 'silent',
      RATE_LIMIT_MULTIPLIER: '100000',
      PUBLIC_BASE_URL: 'http://localhost',
      ...env,
    }),
    options.startOptions ?? {},
  );
  const { schema, eq } = await import(pathToFileURL(join(ROOT, 'packages/db/dist/index.js')).href);
  const client = (partner, tenant, environment = 'test') => {
    const key = createApiKey(rubric.ctx, partner, environment).key;
    // BENCH_BLIND=false: no identity redaction (the NLP tagger is most of Rubric's own time per application).
    if (BLIND === false)
      rubric.ctx.db.update(schema.partners).set({ blindScoring: false }).where(eq(schema.partners.name, partner)).run();
    const headers = { Authorization: `Bearer ${key}`, 'X-Tenant-Id': tenant, 'Content-Type': 'application/json' };
    return async (method, path, body) => {
      const res = await fetch(`${rubric.url}${path}`, { method, headers, body: body && JSON.stringify(body) });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    };
  };
  return {
    rubric,
    client,
    async close() {
      await rubric.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Submits `n` applications as batches of 25; returns when all are committed. */
async function submitBatches(call, prefix, n) {
  for (let start = 0; start < n; start += 25) {
    const count = Math.min(25, n - start);
    const r = await call('POST', '/v1/jobs/job/scoring-batches', {
      jobDescription: 'Backend engineer writing TypeScript',
      applications: Array.from({ length: count }, (_, i) => ({
        applicationId: `${prefix}${start + i}`,
        resume: { type: 'text', content: resume(`${prefix}-${start + i}`) },
      })),
    });
    if (r.status !== 202) throw new Error(`batch: ${r.status} ${JSON.stringify(r.body)}`);
  }
}

async function submitOne(call, prefix, i) {
  const r = await call('POST', `/v1/jobs/job/applications/${prefix}${i}/scoring-jobs`, {
    resume: { type: 'text', content: resume(`${prefix}-${i}`) },
    jobDescription: 'Backend engineer writing TypeScript',
  });
  if (r.status !== 202) throw new Error(`submission: ${r.status} ${JSON.stringify(r.body)}`);
}

const waitFor = async (check, what, ms = 600_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

// ---- 1. throughput against a batching server ------------------------------------------------
// Every concurrency runs the same number of rounds (ROUNDS requests per slot), so that the first and last
// round weigh the same in each row. Rubric's own time per round (between a slot's answer and its next
// request: the result transaction, the claim, the preparation that was not done ahead) is reported next to
// the ratio: it is what the ratio measures, and what machine load inflates.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
async function throughput() {
  const rows = [];
  let base = null;
  for (const n of [1, 2, 4, 8, 16]) {
    const model = new FakeBatchingServer({ slots: 16, serviceMs: SERVICE_MS });
    const url = await model.listen();
    const s = await startServer({ SCORING_ENGINE_TEST: 'openai', LLM_BASE_URL: url, LLM_CONCURRENCY: String(n) });
    await s.rubric.runner.warm();
    const call = s.client('bench', 't');
    await call('PUT', '/v1/jobs/job/criteria', CRITERIA);
    const apps = n * ROUNDS;
    await submitBatches(call, 'a', apps);
    await waitFor(() => model.served >= apps, `${apps} served at concurrency ${n}`);
    const first = Math.min(...model.log.map((e) => e.started));
    const last = Math.max(...model.log.map((e) => e.ended));
    const span = last - first;
    const perSecond = apps / (span / 1000);
    base ??= perSecond;
    // span = ROUNDS × service + (ROUNDS − 1) × Rubric's time between rounds.
    const between = (span - ROUNDS * SERVICE_MS) / (ROUNDS - 1);
    rows.push({ n, apps, perSecond, ratio: perSecond / base, maxActive: model.maxActive, between, load: load() });
    await s.close();
    await model.close();
  }
  console.log(
    `\n### Throughput against a batching server (${SERVICE_MS} ms per request, 16 slots, ${ROUNDS} rounds)\n`,
  );
  console.log(
    '| LLM_CONCURRENCY | applications | max in flight | applications/s | × concurrency 1 | target ≥ 0.8 × N | Rubric between rounds (ms) | load (1/5/15 min) |',
  );
  console.log('|---:|---:|---:|---:|---:|---|---:|---|');
  for (const r of rows)
    console.log(
      `| ${r.n} | ${r.apps} | ${r.maxActive} | ${fmt(r.perSecond)} | ${fmt(r.ratio)} | ${r.ratio >= 0.8 * r.n ? 'met' : 'missed'} | ${fmt(r.between, 0)} | ${r.load} |`,
    );
}

// ---- 2. the fairness drill ------------------------------------------------------------------
const DRILL_SLOTS = (process.env.BENCH_DRILL_SLOTS ?? '4').split(',').map(Number);
async function drillRun(bMode, slots) {
  const model = new FakeBatchingServer({ slots, serviceMs: DRILL_SERVICE_MS });
  const url = await model.listen();
  const s = await startServer({ SCORING_ENGINE_TEST: 'openai', LLM_BASE_URL: url, LLM_CONCURRENCY: String(slots) });
  await s.rubric.runner.warm();
  const a = s.client('partner-a', 'ta');
  await a('PUT', '/v1/jobs/job/criteria', CRITERIA);
  await submitBatches(a, 'A', DRILL_A);
  const submittedB = new Map();
  if (bMode !== 'none') {
    const b = s.client('partner-b', 'tb');
    await b('PUT', '/v1/jobs/job/criteria', CRITERIA);
    // B arrives once A's backlog is being served.
    await waitFor(() => model.served >= 20, 'A under way');
    for (let i = 0; i < 10; i++) {
      submittedB.set(`B-${i}`, performance.now());
      await submitOne(b, 'B', i);
      if (bMode === 'trickle') {
        const next = performance.now() + DRILL_SERVICE_MS;
        await waitFor(() => performance.now() >= next, 'trickle');
      }
    }
  }
  const total = DRILL_A + (bMode === 'none' ? 0 : 10);
  await waitFor(() => model.served >= total, 'drill drained');
  const aEntries = model.log.filter((e) => e.tag?.startsWith('A-'));
  const aSpan = (Math.max(...aEntries.map((e) => e.ended)) - Math.min(...aEntries.map((e) => e.started))) / 1000;
  const bWaits = model.log
    .filter((e) => e.tag?.startsWith('B-'))
    .map((e) => (e.started - (submittedB.get(e.tag) ?? e.arrived)) / DRILL_SERVICE_MS);
  await s.close();
  await model.close();
  return { aRate: aEntries.length / aSpan, bWaits };
}

async function drill() {
  const rows = [];
  for (const slots of DRILL_SLOTS) {
    const alone = await drillRun('none', slots);
    for (const [name, mode] of [
      ['10 at once', 'burst'],
      ['one per scoring time', 'trickle'],
    ]) {
      const r = await drillRun(mode, slots);
      rows.push({ slots, name, r, alone, load: load() });
    }
  }
  console.log(
    `\n### Fairness drill (A: ${DRILL_A} pending; B: 10; ${DRILL_SERVICE_MS} ms a request; 2 active partners)\n`,
  );
  console.log(
    '| slots | B submits | B p95 wait (scoring times) | B max wait | target ≤ 4 | A applications/s | A alone | A loss | target ≤ 10% | load (1/5/15 min) |',
  );
  console.log('|---:|---|---:|---:|---|---:|---:|---:|---|---|');
  for (const { slots, name, r, alone, load: l } of rows) {
    const loss = 1 - r.aRate / alone.aRate;
    const bp95 = p95(r.bWaits);
    console.log(
      `| ${slots} | ${name} | ${fmt(bp95)} | ${fmt(Math.max(...r.bWaits))} | ${bp95 <= 4 ? 'met' : 'missed'} | ${fmt(r.aRate)} | ${fmt(alone.aRate)} | ${fmt(loss * 100, 1)}% | ${loss <= 0.1 ? 'met' : 'missed'} | ${l} |`,
    );
  }
}

// ---- 3. start → first accepted live submission ----------------------------------------------
/** CPU seconds (user + system) the process has used so far, from /proc (Linux): the figure load does not inflate. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

async function startToAccept(modelFile, engine) {
  const dataDir = mkdtempSync(join(tmpdir(), 'rubric-bench-start-'));
  const modelsDir = join(dataDir, 'models');
  mkdirSync(modelsDir);
  // Prepare a partner, key and criteria with one run of the server; then measure a fresh process.
  const s = await startServer({ SCORING_ENGINE_LIVE: 'sandbox' }, { dataDir });
  const { createApiKey } = await loadServer('modules/partners/keys.js');
  const key = createApiKey(s.rubric.ctx, 'bench', 'live').key;
  const headers = { Authorization: `Bearer ${key}`, 'X-Tenant-Id': 't', 'Content-Type': 'application/json' };
  await fetch(`${s.rubric.url}/v1/jobs/job/criteria`, { method: 'PUT', headers, body: JSON.stringify(CRITERIA) });
  await s.rubric.close();
  const started = performance.now();
  const child = spawn(process.execPath, [join(ROOT, 'apps/server/dist/main.js')], {
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dataDir,
      MODELS_DIR: join(ROOT, 'models/test'),
      MODEL_FILE: modelFile,
      SCORING_ENGINE_LIVE: engine,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      LLM_THREADS: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d.toString()));
  await waitFor(() => /"msg":"rubric listening"/.test(out), 'listening', 60_000);
  const listening = performance.now() - started;
  const url = /"url":"(http:\/\/[^"]+)"/.exec(out)?.[1];
  const readyAtAccept = await fetch(`${url}/readyz`).then((r) => r.status);
  const r = await fetch(`${url}/v1/jobs/job/applications/first/scoring-jobs`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ resume: { type: 'text', content: resume('first') }, jobDescription: 'Backend engineer' }),
  });
  const accepted = performance.now() - started;
  const cpuAtAccept = cpuSeconds(child.pid);
  let ready = null;
  for (;;) {
    if ((await fetch(`${url}/readyz`)).status === 200) {
      ready = performance.now() - started;
      break;
    }
    if (performance.now() - started > 300_000) break;
    await new Promise((res) => setTimeout(res, 50));
  }
  child.kill('SIGTERM');
  await new Promise((res) => child.on('exit', res));
  rmSync(dataDir, { recursive: true, force: true });
  const label = engine === 'llm' ? 'llm, bench model configured' : 'sandbox (no model: baseline)';
  const loaded = ready === null ? '—' : `${fmt(ready / 1000)} s`;
  const met = accepted < 1000 && r.status === 202 ? 'met' : 'missed';
  return `| ${label} | ${fmt(listening / 1000)} s | ${fmt(accepted / 1000)} s | ${fmt(cpuAtAccept)} s | ${r.status} | ${readyAtAccept} | ${loaded} | ${met} |`;
}

async function startToAcceptTable(modelFile) {
  const rows = [await startToAccept(modelFile, 'sandbox'), await startToAccept(modelFile, 'llm')];
  console.log(`\n### Process start → first accepted live submission (load ${load()})\n`);
  console.log(
    '| live engine | listening | first live submission answered | server CPU by then | status | /readyz then | /readyz 200 | < 1 s |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---|');
  for (const row of rows) console.log(row);
}

// ---- 4. llm engine: Rubric's time per application vs the engine's inference time -------------
async function llmOverhead(modelFile) {
  const scoring = await import(pathToFileURL(join(ROOT, 'packages/scoring/dist/index.js')).href);
  const engine = scoring.createEngine('llm', {
    modelsDir: join(ROOT, 'models/test'),
    modelFile,
    threads: 1,
    contextSize: 4096,
    sequences: 1,
    flashAttention: 'auto',
    prefixReuse: true,
    gpu: false,
  });
  const reported = [];
  const measured = {
    kind: 'llm',
    get concurrency() {
      return engine.concurrency;
    },
    info: () => engine.info(),
    start: () => engine.start(),
    close: () => engine.close(),
    generateQuestionSet: (j) => engine.generateQuestionSet(j),
    generateCriteria: (j, a) => engine.generateCriteria(j, a),
    async scoreApplication(shared, app, options) {
      const t = performance.now();
      try {
        const outcome = await engine.scoreApplication(shared, app, options);
        reported.push({ ...outcome.timings, engineMs: outcome.durationMs, callMs: performance.now() - t });
        return outcome;
      } catch (err) {
        reported.push({ failed: true, callMs: performance.now() - t });
        throw err;
      }
    },
  };
  const s = await startServer({ SCORING_ENGINE_LIVE: 'llm' }, { startOptions: { engines: { live: measured } } });
  await waitFor(() => engine.info().state !== 'loading', 'model loaded', 300_000);
  const call = s.client('bench', 't', 'live');
  await call('PUT', '/v1/jobs/job/criteria', CRITERIA);
  for (let i = 0; i < LLM_APPS; i++) await submitOne(call, 'L', i);
  const { schema } = await import(pathToFileURL(join(ROOT, 'packages/db/dist/index.js')).href);
  let rows = [];
  await waitFor(
    () => {
      rows = s.rubric.ctx.db.select().from(schema.scoringJobs).all();
      return rows.length === LLM_APPS && rows.every((r) => r.status !== 'pending');
    },
    'llm applications scored',
    1_800_000,
  );
  console.log(`\n### llm engine on the bench model: Rubric's time per application vs inference (load ${load()})\n`);
  console.log(
    '| application | status | Rubric: claim → stored (ms) | engine: prefill + decode (ms) | engine total (ms) | overhead vs prefill + decode |',
  );
  console.log('|---|---|---:|---:|---:|---:|');
  // One sequence: the engine's calls happened in the order the jobs were started.
  rows.sort((x, y) => (x.startedAt ?? 0) - (y.startedAt ?? 0));
  for (const [i, r] of rows.entries()) {
    const wall = (r.completedAt ?? r.failedAt ?? 0) - (r.startedAt ?? 0);
    const rep = reported[i] ?? {};
    const inference = (rep.prefillMs ?? 0) + (rep.decodeMs ?? 0);
    console.log(
      `| ${r.applicationId} | ${r.status} | ${wall} | ${inference || '—'} | ${rep.engineMs ?? '—'} | ${inference ? `${fmt(((wall - inference) / wall) * 100, 1)}%` : '—'} |`,
    );
  }
  await s.close();
}

console.log(
  `# bench:scheduler — ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load ${load()}`,
);
if (PARTS.has('1')) await throughput();
if (PARTS.has('2')) await drill();
const modelFile = PARTS.has('3') || PARTS.has('4') ? ensureTestModel('bench') : null;
if (PARTS.has('3')) await startToAcceptTable(modelFile);
if (PARTS.has('4')) await llmOverhead(modelFile);
console.log(`\nload average at the end: ${load()}`);
process.exit(0);
