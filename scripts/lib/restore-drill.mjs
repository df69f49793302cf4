// The restore drill (npm run drill:restore; its short form runs in CI: apps/server/test/restore-drill.test.ts).
// A server process takes snapshots on a short interval while submissions, idempotent creations and webhook
// deliveries go on; it is killed with SIGKILL at a random moment; the newest snapshot is restored into a fresh
// DATA_DIR with `rubric restore`, a server starts on it, and the drill checks what an operator relies on:
//   - the restored database passes PRAGMA integrity_check;
//   - every scoring job acknowledged (202) before the snapshot was taken is there exactly once, and finishes;
//   - every webhook delivery pending in the snapshot is delivered by the restored server;
//   - requests acknowledged before the snapshot replay: an Idempotency-Key answers the stored response
//     (Idempotent-Replayed: true), a scoring submission answers 200 with the same scoring job.
// It measures RPO (the snapshot's age at the kill, bounded by the interval) and RTO (restore + start to ready).
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SqliteDatabase } from '@rubric/db';
import { seedApplications } from './seed-applications.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MAIN = join(ROOT, 'apps/server/dist/main.js');
const CLI = join(ROOT, 'apps/server/bin/rubric.js');
const JOB = 'job-drill';
const TENANT = 'tenant-drill';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function cli(env, ...args) {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, ...args],
      { env: { ...process.env, LOG_LEVEL: 'silent', ...env } },
      (error, stdout, stderr) => resolve({ code: error ? (error.code ?? -1) : 0, stdout, stderr }),
    );
  });
}

function startServer(env) {
  const started = performance.now();
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      RATE_LIMIT_MULTIPLIER: '100',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const exited = once(child, 'exit');
  const url = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 120_000);
    const check = () => {
      const m = /"url":"(http:\/\/[^"]+)".*"msg":"rubric listening"/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout.on('data', check);
    void exited.then(() => reject(new Error(`server exited before listening:\n${out}`)));
  });
  return { child, url, exited, started, output: () => out };
}

async function ready(url, started) {
  for (;;) {
    const r = await fetch(`${url}/readyz`).catch(() => null);
    if (r?.status === 200) return Math.round(performance.now() - started);
    await sleep(50);
  }
}

/** A webhook receiver on loopback that fails every third request (so deliveries are pending at any moment). */
async function receiver() {
  const received = new Map(); // X-Webhook-Id → { scoringJobId, times }
  let requests = 0;
  let flaky = true;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      requests++;
      if (flaky && requests % 3 === 0) return res.writeHead(503).end();
      const id = req.headers['x-webhook-id'];
      const event = JSON.parse(body);
      const seen = received.get(id) ?? { scoringJobId: event.data?.scoringJobId ?? event.scoringJobId, times: 0 };
      seen.times++;
      received.set(id, seen);
      res.writeHead(200).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${server.address().port}/hook`,
    received,
    steady: () => (flaky = false),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

function newestSnapshot(backupDir) {
  const names = readdirSync(backupDir)
    .filter((n) => n.startsWith('snapshot-'))
    .sort();
  const name = names.at(-1);
  return name ? join(backupDir, name) : null;
}

/**
 * Runs the drill. `applications`: seeded (completed) applications before it starts (RTO on a realistic size);
 * `intervalSeconds`: BACKUP_INTERVAL_SECONDS; `killAfterMs`: [min, max] of the random moment of the kill.
 */
export async function runRestoreDrill({
  applications = 0,
  intervalSeconds = 1,
  killAfterMs = [0, 2000],
  log = () => {},
  keep = false,
} = {}) {
  const work = mkdtempSync(join(tmpdir(), 'rubric-drill-'));
  const dataDir = join(work, 'data');
  const backupDir = join(work, 'backups');
  const restoredDir = join(work, 'restored');
  const hooks = await receiver();
  const baseEnv = {
    FETCH_ALLOW_PRIVATE_NETWORKS: 'true',
    WEBHOOK_RETRY_MIN_MS: '100',
    WEBHOOK_RETRY_MAX_MS: '400',
    SCORING_ENGINE_TEST: 'sandbox',
  };
  const servers = [];
  try {
    let key;
    if (applications > 0) {
      const t = performance.now();
      key = await seedApplications(dataDir, applications);
      log(`seeded ${applications} applications in ${Math.round(performance.now() - t)} ms`);
    } else {
      const created = await cli({ DATA_DIR: dataDir }, 'keys', 'create', '--partner', 'acme', '--env', 'test');
      key = created.stdout.trim();
    }
    const endpoint = await cli(
      { DATA_DIR: dataDir, FETCH_ALLOW_PRIVATE_NETWORKS: 'true' },
      'webhooks',
      'create',
      '--partner',
      'acme',
      '--env',
      'test',
      '--url',
      hooks.url,
      '--events',
      'score.completed',
    );
    if (endpoint.code !== 0) throw new Error(`webhook endpoint: ${endpoint.stderr}`);

    const first = startServer({
      ...baseEnv,
      DATA_DIR: dataDir,
      BACKUP_DIR: backupDir,
      BACKUP_INTERVAL_SECONDS: String(intervalSeconds),
      BACKUP_KEEP: '20n',
    });
    servers.push(first);
    const url = await first.url;
    const headers = { Authorization: `Bearer ${key}`, 'X-Tenant-Id': TENANT, 'Content-Type': 'application/json' };
    const put = await fetch(`${url}/v1/jobs/${JOB}/criteria`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ criteria: [{ text: 'TypeScript', importance: 'MUST_HAVE' }] }),
    });
    if (put.status !== 200) throw new Error(`criteria: ${put.status}`);

    // Steady load: a scoring submission, and every fifth time an idempotent library creation, back to back.
    const acked = []; // { at, kind, applicationId?, scoringJobId?, key?, body?, status? }
    let running = true;
    const load = (async () => {
      for (let i = 0; running; i++) {
        const applicationId = `app-${i}`;
        const body = JSON.stringify({
          resume: {
            type: 'text',
            content: `Candidate ${i}: six years of TypeScript and Node.js building payment APIs.`,
          },
          jobDescription: 'Backend engineer.',
        });
        const r = await fetch(`${url}/v1/jobs/${JOB}/applications/${applicationId}/scoring-jobs`, {
          method: 'POST',
          headers,
          body,
        }).catch(() => null);
        if (r?.status === 202)
          acked.push({
            at: Date.now(),
            kind: 'score',
            applicationId,
            body,
            scoringJobId: (await r.json()).scoringJob.id,
          });
        if (i % 5 === 0) {
          const idem = `drill-${i}`;
          const c = await fetch(`${url}/v1/criteria-library`, {
            method: 'POST',
            headers: { ...headers, 'Idempotency-Key': idem },
            body: JSON.stringify({ text: `Criterion ${i}` }),
          }).catch(() => null);
          if (c?.status === 201)
            acked.push({ at: Date.now(), kind: 'idempotent', key: idem, text: `Criterion ${i}`, body: await c.text() });
        }
      }
    })();

    // Kill at a random moment, once at least two snapshots exist (the load has run through one interval at least).
    const snapshots = () =>
      existsSync(backupDir) ? readdirSync(backupDir).filter((n) => n.startsWith('snapshot-')).length : 0;
    while (snapshots() < 2) await sleep(50);
    const [min, max] = killAfterMs;
    await sleep(min + Math.random() * (max - min));
    first.child.kill('SIGKILL');
    const killedAt = Date.now();
    running = false;
    await first.exited;
    await load;

    const snapshot = newestSnapshot(backupDir);
    const manifest = JSON.parse(readFileSync(join(snapshot, 'manifest.json'), 'utf8'));
    const snapshotAt = Date.parse(manifest.createdAt);
    const rpoMs = killedAt - snapshotAt;
    // How long the snapshots took (the scheduler's log lines): RPO is at most the interval plus this.
    const snapshotMs = [...first.output().matchAll(/"snapshotMs":(\d+)/g)].map((m) => Number(m[1]));
    log(
      `killed after ${acked.length} acknowledged requests; newest snapshot ${manifest.createdAt}, ${rpoMs} ms before the kill`,
    );

    // Restore and start: the RTO.
    const t0 = performance.now();
    const restore = await cli({ DATA_DIR: restoredDir }, 'restore', snapshot);
    if (restore.code !== 0) throw new Error(`restore failed: ${restore.stderr}`);
    const restoreMs = Math.round(performance.now() - t0);
    log(restore.stdout.trim());

    // What the snapshot holds, before the restored server touches it.
    const db = new SqliteDatabase(join(restoredDir, 'rubric.sqlite'), { readonly: true });
    const integrity = db.pragma('integrity_check', { simple: true });
    const count = db.prepare(
      'SELECT count(*) AS n FROM scoring_jobs WHERE job_id IN (SELECT id FROM jobs WHERE external_id = ?) AND application_id = ?',
    );
    const pendingDeliveries = db
      .prepare("SELECT id FROM webhook_deliveries WHERE status = 'pending'")
      .all()
      .map((r) => r.id);
    const before = acked.filter((a) => a.at < snapshotAt);
    const missing = before
      .filter((a) => a.kind === 'score' && count.get(JOB, a.applicationId).n !== 1)
      .map((a) => a.applicationId);
    db.close();

    hooks.steady();
    const second = startServer({ ...baseEnv, DATA_DIR: restoredDir });
    servers.push(second);
    const url2 = await second.url;
    const startMs = await ready(url2, second.started);
    const rtoMs = restoreMs + startMs;
    log(`restored in ${restoreMs} ms, ready ${startMs} ms after start: RTO ${rtoMs} ms`);

    // Every job acknowledged before the snapshot finishes (the restored runner scores the pending ones).
    const scored = before.filter((a) => a.kind === 'score');
    const unfinished = new Set(scored.map((a) => a.applicationId));
    const deadline = Date.now() + 60_000;
    while (unfinished.size > 0 && Date.now() < deadline) {
      for (const a of scored.filter((s) => unfinished.has(s.applicationId))) {
        const r = await fetch(`${url2}/v1/jobs/${JOB}/applications/${a.applicationId}/scoring-jobs/${a.scoringJobId}`, {
          headers,
        });
        if (r.status === 200 && (await r.json()).scoringJob.status === 'completed') unfinished.delete(a.applicationId);
      }
      if (unfinished.size > 0) await sleep(100);
    }
    // Pending deliveries of the snapshot reach the receiver.
    const undelivered = new Set(pendingDeliveries);
    while (undelivered.size > 0 && Date.now() < deadline) {
      for (const id of undelivered) if (hooks.received.has(id)) undelivered.delete(id);
      if (undelivered.size > 0) await sleep(100);
    }
    // Replays: the stored response of an idempotent request, the same scoring job for a repeated submission.
    const replayFailures = [];
    for (const a of before.filter((x) => x.kind === 'idempotent')) {
      const r = await fetch(`${url2}/v1/criteria-library`, {
        method: 'POST',
        headers: { ...headers, 'Idempotency-Key': a.key },
        body: JSON.stringify({ text: a.text }),
      });
      if (r.status !== 201 || r.headers.get('idempotent-replayed') !== 'true' || (await r.text()) !== a.body)
        replayFailures.push(a.key);
    }
    for (const a of scored.slice(-5)) {
      const r = await fetch(`${url2}/v1/jobs/${JOB}/applications/${a.applicationId}/scoring-jobs`, {
        method: 'POST',
        headers,
        body: a.body,
      });
      const text = await r.text();
      if (r.status !== 200 || JSON.parse(text).scoringJob?.id !== a.scoringJobId)
        replayFailures.push(`${a.applicationId}: ${r.status} ${text.slice(0, 200)}`);
    }
    const result = {
      applications,
      intervalSeconds,
      acknowledged: acked.length,
      acknowledgedBeforeSnapshot: before.length,
      snapshotFiles: manifest.files.length,
      integrity,
      missing,
      unfinished: [...unfinished],
      pendingDeliveries: pendingDeliveries.length,
      undelivered: [...undelivered],
      replays: before.filter((x) => x.kind === 'idempotent').length + Math.min(5, scored.length),
      replayFailures,
      rpoMs,
      snapshotMsMax: Math.max(0, ...snapshotMs),
      restoreMs,
      startMs,
      rtoMs,
    };
    result.ok =
      integrity === 'ok' &&
      missing.length === 0 &&
      unfinished.size === 0 &&
      undelivered.size === 0 &&
      replayFailures.length === 0 &&
      scored.length > 0;
    return result;
  } finally {
    for (const s of servers) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
    await Promise.all(servers.map((s) => s.exited));
    await hooks.close();
    if (!keep) rmSync(work, { recursive: true, force: true });
  }
}
