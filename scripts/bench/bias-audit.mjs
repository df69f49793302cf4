#!/usr/bin/env node
// The bias-audit report at scale (target: under 2 s for 100,000 applications; docs/bias-audit.md).
// The real server (compiled dist/, a fresh SQLite file in a temp dir); the rows are seeded straight into the
// database (scoring 100,000 applications through the engine would measure the engine, not the report):
// BENCH_APPS applications of one tenant with a completed scoring job each, 10% of them scored a second time
// (the report takes the latest), 90% with self-identified demographics, 10% reviewed (5% twice); another
// tenant's rows beside them.
// Then GET /v1/bias-audit through HTTP, as JSON, with a threshold, as CSV and for one job: median and max of
// BENCH_ROUNDS requests each (after one warm-up).
//
//   npm run bench:bias-audit
//   BENCH_APPS=100000 BENCH_ROUNDS=5 node scripts/bench/bias-audit.mjs   (after `node scripts/build.mjs`)
import { rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { startBenchServer } from './lib/bench-server.mjs';

const APPS = Number(process.env.BENCH_APPS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const OTHER = Math.round(APPS / 5);

const SEX = ['female', 'male', 'another', 'declined'];
const RACE = [
  'white',
  'black_or_african_american',
  'hispanic_or_latino',
  'asian',
  'two_or_more_races',
  'native_hawaiian_or_pacific_islander',
  'american_indian_or_alaska_native',
  'declined',
];
const AGE = ['under_40', '40_and_over', 'declined', null];

/** mulberry32, seeded: the same rows on every run. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const { rubric, dataDir, key } = await startBenchServer('bias-audit');
const call = async (tenant, path, accept = 'application/json', method = 'GET', body) => {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const res = await fetch(`${rubric.url}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${key}`,
      'X-Tenant-Id': tenant,
      Accept: accept,
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body && JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  const used = process.cpuUsage(cpu);
  // The server runs in this process: its CPU time for the request (plus the client's small share) is a figure
  // that another process's load on the host does not inflate, unlike the wall time.
  return { ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000, text };
};

try {
  const criteria = { criteria: [{ text: 'TypeScript in production', importance: 'MUST_HAVE' }] };
  for (const tenant of ['bench-a', 'bench-b'])
    for (const job of ['job-1', 'job-2']) await call(tenant, `/v1/jobs/${job}/criteria`, undefined, 'PUT', criteria);
  const sqlite = rubric.ctx.sqlite;
  const jobsOf = (tenant) =>
    sqlite
      .prepare(
        'SELECT j.id AS id, j.external_id AS external, j.current_version_id AS version, t.id AS tenant FROM jobs j JOIN tenants t ON t.id = j.tenant_id WHERE t.external_id = ? ORDER BY j.external_id',
      )
      .all(tenant);
  const insertJob = sqlite.prepare(
    `INSERT INTO scoring_jobs (id, tenant_id, job_id, application_id, criteria_version_id, status, attempts, score, engine,
       model_sha256, prompt_version, created_at, updated_at, completed_at, started_at)
     VALUES (?, ?, ?, ?, ?, 'completed', 1, ?, 'llm', ?, 'v3', ?, ?, ?, ?)`,
  );
  const insertDemo = sqlite.prepare(
    `INSERT INTO application_demographics (tenant_id, job_external_id, application_id, sex, race_ethnicity, age_band, source, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, 'self_identified', ?, ?)`,
  );
  const insertReview = sqlite.prepare(
    `INSERT INTO reviews (id, seq, scoring_job_id, tenant_id, job_id, application_id, reviewer_id, action, score, ai_score, created_at)
     VALUES (?, ?, ?, ?, ?, ?, 'bench-reviewer', ?, ?, 50, ?)`,
  );
  const ACTIONS = ['agree', 'override', 'disregard'];
  let reviews = 0;
  const seedStarted = performance.now();
  const t0 = Date.parse('2026-01-01T00:00:00.000Z');
  let rows = 0;
  const seed = (tenant, n, seedValue) => {
    const next = random(seedValue);
    const jobs = jobsOf(tenant);
    sqlite.transaction(() => {
      for (let i = 0; i < n; i++) {
        const job = jobs[i % jobs.length];
        const app = `app-${i}`;
        const at = t0 + Math.floor(next() * 300 * 86_400_000);
        const sha = next() < 0.02 ? 'b'.repeat(64) : 'a'.repeat(64);
        insertJob.run(
          `sj_${tenant}_${i}`,
          job.tenant,
          job.id,
          app,
          job.version,
          Math.floor(next() * 101),
          sha,
          at,
          at,
          at,
          at,
        );
        rows++;
        if (i % 10 === 0) {
          const later = at + 3_600_000;
          insertJob.run(
            `sj_${tenant}_${i}_r`,
            job.tenant,
            job.id,
            app,
            job.version,
            Math.floor(next() * 101),
            sha,
            later,
            later,
            later,
            later,
          );
          rows++;
        }
        // One application in ten reviewed (agree, override or disregard), one in twenty twice (the latest counts).
        for (let r = 0; r < (i % 20 === 3 ? 2 : i % 10 === 3 ? 1 : 0); r++) {
          const action = ACTIONS[(i + r) % 3];
          reviews++;
          insertReview.run(
            `rev_${tenant}_${i}_${r}`,
            reviews,
            `sj_${tenant}_${i}`,
            job.tenant,
            job.id,
            app,
            action,
            action === 'override' ? Math.floor(next() * 101) : null,
            at + r,
          );
        }
        if (i % 10 !== 9) {
          const pick = (xs) => xs[Math.floor(next() * xs.length)];
          insertDemo.run(job.tenant, job.external, app, pick(SEX), pick(RACE), pick(AGE), at, at);
        }
      }
    })();
  };
  seed('bench-a', APPS, 1);
  seed('bench-b', OTHER, 2);
  sqlite.exec('ANALYZE');
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  const cases = [
    ['JSON, all jobs, whole year', '/v1/bias-audit', 'application/json'],
    ['JSON, threshold 60', '/v1/bias-audit?threshold=60', 'application/json'],
    ['CSV (Accept: text/csv)', '/v1/bias-audit?threshold=60', 'text/csv'],
    ['JSON, one job of two', '/v1/bias-audit?jobId=job-1', 'application/json'],
    [
      'JSON, outcome=effective_score (latest review per job)',
      '/v1/bias-audit?outcome=effective_score',
      'application/json',
    ],
    [
      'JSON, one quarter',
      '/v1/bias-audit?from=2026-04-01T00:00:00.000Z&to=2026-07-01T00:00:00.000Z',
      'application/json',
    ],
  ];
  const results = [];
  for (const [label, path, accept] of cases) {
    const first = await call('bench-a', path, accept);
    const times = [];
    const cpuTimes = [];
    for (let r = 0; r < ROUNDS; r++) {
      const { ms, cpuMs } = await call('bench-a', path, accept);
      times.push(ms);
      cpuTimes.push(cpuMs);
    }
    times.sort((a, b) => a - b);
    cpuTimes.sort((a, b) => a - b);
    const sample = accept === 'text/csv' ? null : JSON.parse(first.text).sampleSize;
    results.push({
      label,
      sample,
      median: times[Math.floor(times.length / 2)],
      max: times[times.length - 1],
      cpu: cpuTimes[Math.floor(cpuTimes.length / 2)],
    });
  }
  const full = JSON.parse((await call('bench-a', '/v1/bias-audit')).text);
  console.log(
    `bias-audit report: ${APPS.toLocaleString('en')} applications (${rows.toLocaleString('en')} scoring jobs over 2 tenants, ${reviews.toLocaleString('en')} reviews, seeded in ${seedSeconds.toFixed(1)} s); ` +
      `${cpus().length} cores, load ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}; node ${process.version}`,
  );
  console.log(
    `sample ${full.sampleSize}, median ${full.medianScore}, model versions ${full.modelVersions.length}, warnings ${full.warnings.length}`,
  );
  console.log('| request | sample | median ms | max ms | CPU ms (median) | target |');
  console.log('|---|---:|---:|---:|---:|---|');
  for (const r of results)
    console.log(
      `| ${r.label} | ${r.sample ?? '—'} | ${r.median.toFixed(0)} | ${r.max.toFixed(0)} | ${r.cpu.toFixed(0)} | ${r.max < 2000 ? '< 2 s ✓' : '≥ 2 s ✗'} |`,
    );
  const miss = results.some((r) => r.max >= 2000);
  await rubric.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(miss ? 1 : 0);
} catch (err) {
  console.error(err);
  await rubric.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(2);
}
