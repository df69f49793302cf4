#!/usr/bin/env node
// The README's `npm start` on a fresh install, checked from the outside as a new user would:
// `npm start` on a free port with an empty DATA_DIR, GET /readyz → 200, a test key from the operator
// CLI (`npx rubric keys create`), criteria, one text resume submitted with that key and scored
// (polled until completed). Then a live key on the `llm` engine with the tiny test model, so that
// node-llama-cpp's prebuilt binary is proven to load on this Node. Uses whatever `node`, `npm` and
// `npx` are on PATH (scripts/ci/fresh-node.sh puts Node 24 and npm 12 there).
//
//   node scripts/ci/node24-smoke.mjs
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);
const DEADLINE_MS = { listen: 180_000, ready: 60_000, score: 120_000 };

const freePort = async () => {
  const srv = createServer().listen(0, '127.0.0.1');
  await once(srv, 'listening');
  const { port } = srv.address();
  srv.close();
  await once(srv, 'close');
  return port;
};

const withDeadline = (promise, ms, what) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
    promise.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e) => (clearTimeout(timer), reject(e)),
    );
  });

/** `npm start` in its own process group, resolved once the service logs that it listens. */
async function startService(env) {
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    env: { ...process.env, ...env, HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const exited = once(child, 'exit');
  const listening = new Promise((resolve, reject) => {
    const onData = (d) => {
      output += d.toString();
      if (output.includes('"msg":"rubric listening"')) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(([code, signal]) => reject(new Error(`npm start ended (${code ?? signal}) before listening`)));
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    process.kill(-child.pid, 'SIGTERM');
    await withDeadline(exited, 30_000, 'shutdown after SIGTERM').catch(() => process.kill(-child.pid, 'SIGKILL'));
  };
  try {
    await withDeadline(listening, DEADLINE_MS.listen, 'npm start');
  } catch (err) {
    await stop();
    throw new Error(`${err.message}\n--- output of npm start:\n${output}`);
  }
  return { stop, output: () => output };
}

async function http(base, method, path, { key, body } = {}) {
  const headers = { 'X-Tenant-Id': 'smoke-tenant' };
  if (key) headers.Authorization = `Bearer ${key}`;
  if (body) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${base}${path}`, { method, headers, body: body && JSON.stringify(body) });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: reported below through `text`
  }
  return { status: res.status, json, text };
}

function expectStatus(res, status, what) {
  if (res.status !== status)
    throw new Error(`${what}: expected ${status}, got ${res.status}: ${res.text.slice(0, 500)}`);
  return res.json;
}

/** Until GET /readyz answers 200 (the model, if any, loads after the listen). */
async function waitReady(base) {
  const until = Date.now() + DEADLINE_MS.ready;
  for (;;) {
    const res = await http(base, 'GET', '/readyz');
    if (res.status === 200) return res.json;
    if (Date.now() > until) throw new Error(`/readyz: ${res.status} after ${DEADLINE_MS.ready} ms: ${res.text}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function createKey(env, dataDir, modelsDir) {
  const { stdout } = await run('npx', ['rubric', 'keys', 'create', '--partner', 'smoke', '--env', env], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, MODELS_DIR: modelsDir },
  });
  const key = stdout.trim();
  if (!new RegExp(`^sk_${env}_[A-Za-z0-9]{32,}$`).test(key))
    throw new Error(`keys create printed ${JSON.stringify(stdout)}`);
  return key;
}

/** Criteria, one text resume, polled until the scoring job completes; returns the scoring job. */
async function scoreOne(base, key, app) {
  const job = `/v1/jobs/smoke-job/applications/${app}`;
  expectStatus(
    await http(base, 'PUT', '/v1/jobs/smoke-job/criteria', {
      key,
      body: {
        criteria: [
          { text: 'TypeScript and Node.js experience', importance: 'MUST_HAVE' },
          { text: 'PostgreSQL in production', importance: 'NICE_TO_HAVE' },
        ],
      },
    }),
    200,
    'PUT criteria',
  );
  const submitted = expectStatus(
    await http(base, 'POST', `${job}/scoring-jobs`, {
      key,
      body: {
        resume: {
          type: 'text',
          content: 'Jane Roe. Six years of TypeScript and Node.js; ran PostgreSQL in production at a payments company.',
        },
        jobDescription: 'Backend engineer for our payments platform.',
      },
    }),
    202,
    'POST scoring job',
  );
  const id = submitted.scoringJob.id;
  const until = Date.now() + DEADLINE_MS.score;
  for (;;) {
    const { scoringJob } = expectStatus(
      await http(base, 'GET', `${job}/scoring-jobs/${id}`, { key }),
      200,
      'GET scoring job',
    );
    if (scoringJob.status === 'completed') return scoringJob;
    if (scoringJob.status === 'failed') throw new Error(`scoring failed: ${JSON.stringify(scoringJob.error)}`);
    if (Date.now() > until) throw new Error(`scoring still ${scoringJob.status} after ${DEADLINE_MS.score} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

function checkScored(scoringJob, what) {
  const { score, criteria } = scoringJob.result ?? {};
  if (!Number.isInteger(score) || score < 0 || score > 100) throw new Error(`${what}: score ${score}`);
  if (criteria?.length !== 2) throw new Error(`${what}: ${criteria?.length} criterion verdicts, expected 2`);
  console.log(`${what}: completed, score ${score}`);
}

const dataDir = mkdtempSync(join(tmpdir(), 'rubric-smoke-data-'));
const modelsDir = mkdtempSync(join(tmpdir(), 'rubric-smoke-models-'));
let service;
try {
  console.log(`node ${process.version}; DATA_DIR ${dataDir}`);
  await run(process.execPath, [
    join(ROOT, 'scripts/make-test-model.mjs'),
    '--size',
    'tiny',
    '--out',
    join(modelsDir, 'tiny.gguf'),
  ]);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  service = await startService({ PORT: String(port), DATA_DIR: dataDir, MODELS_DIR: modelsDir, LLM_THREADS: '1' });
  const ready = await waitReady(base);
  console.log(`/readyz 200: ${JSON.stringify(ready)}`);

  checkScored(
    await scoreOne(base, await createKey('test', dataDir, modelsDir), 'app-test'),
    'test key (sandbox engine)',
  );
  checkScored(
    await scoreOne(base, await createKey('live', dataDir, modelsDir), 'app-live'),
    'live key (llm engine, tiny model)',
  );
  console.log('smoke passed');
} catch (err) {
  console.error(`smoke FAILED: ${err.stack ?? err}`);
  if (service) console.error(`--- output of npm start:\n${service.output()}`);
  process.exitCode = 1;
} finally {
  await service?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(modelsDir, { recursive: true, force: true });
}
