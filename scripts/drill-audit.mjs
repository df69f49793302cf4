#!/usr/bin/env node
// npm run drill:audit — proves that the bias-audit report (GET /v1/bias-audit, docs/bias-audit.md) detects an
// engine that scores one group lower. The real server (compiled dist/) on loopback with a fresh SQLite file;
// every application goes through the real API: criteria, scoring batches, self-identified demographics, the report.
//
// The engine is a stand-in for a biased model: the sandbox engine with its score taken from the resume's
// `Drill score:` line, minus k points when the resume carries the proxy line that the drill puts on the chosen
// group's resumes (a model that learned to penalise something that goes with the group). It never sees the
// demographics: they are recorded apart, as the product does.
//
// Two tenants, each with the same applications (2,000 by default): `biased` (proxy on the chosen group's
// resumes) and `control` (no proxy anywhere). Scores are spread the same way in every demographic cell, so any
// difference comes from the penalty alone. Checked:
//   biased:  the chosen category's impact ratio < 0.8; every other non-excluded category of its dimension, of the
//            other single dimensions, and every intersectional cell without it ≥ 0.9; the cells with it < 0.8;
//   control: every non-excluded category of every dimension ≥ 0.9;
//   both:    the category planted at 1.5% (american_indian_or_alaska_native) is `excluded`.
// Exit 1 on any miss.
//
//   npm run drill:audit -- [--applications 2000] [--k 15] [--group raceEthnicity:black_or_african_american] [--quiet]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const load = (rel) => import(pathToFileURL(join(ROOT, rel)).href);

const PROXY = 'Member of the Harbor Street Community League.';
const PLANTED = 'american_indian_or_alaska_native';
const CRITERIA = {
  criteria: [
    { text: 'TypeScript in production', importance: 'MUST_HAVE' },
    { text: 'PostgreSQL', importance: 'NICE_TO_HAVE' },
  ],
};
const JOB_DESCRIPTION = 'Backend engineer for a payments platform.';

/** Race/ethnicity shares of the applications (per thousand); `declined` is the rest. The planted one is 1.5%. */
const RACE_SHARES = [
  ['white', 300],
  ['black_or_african_american', 200],
  ['hispanic_or_latino', 200],
  ['asian', 150],
  ['two_or_more_races', 70],
  [PLANTED, 15],
  ['declined', 65],
];

/** The applicants: self-identification by a fixed pattern, then a score spread the same way in every cell. */
export function applicants(n) {
  const people = [];
  let start = 0;
  RACE_SHARES.forEach(([race, perMille], r) => {
    const count = r === RACE_SHARES.length - 1 ? n - start : Math.round((n * perMille) / 1000);
    for (let i = 0; i < count; i++) {
      const s = i % 100;
      const sex = s < 47 ? 'female' : s < 94 ? 'male' : s < 97 ? 'another' : 'declined';
      const a = i % 5;
      const ageBand = a < 3 ? 'under_40' : a === 3 ? '40_and_over' : i % 10 === 4 ? 'declined' : undefined;
      people.push({ id: `app-${start + i}`, sex, raceEthnicity: race, ageBand });
    }
    start += count;
  });
  // Within each (sex, race, age) cell, scores at evenly spaced quantiles of 20–90.
  const cells = new Map();
  for (const p of people) {
    const key = `${p.sex}|${p.raceEthnicity}|${p.ageBand}`;
    cells.set(key, [...(cells.get(key) ?? []), p]);
  }
  for (const members of cells.values())
    members.forEach((p, j) => (p.base = 20 + Math.floor((70 * (j + 0.5)) / members.length)));
  return people;
}

/** The stand-in for a biased model (see the top of this file). */
async function drillEngine(k) {
  const { createEngine } = await load('packages/scoring/dist/engines.js');
  const inner = createEngine('sandbox');
  return {
    kind: 'sandbox',
    concurrency: 4,
    info: () => inner.info(),
    start: () => inner.start(),
    close: () => inner.close(),
    generateQuestionSet: (job) => inner.generateQuestionSet(job),
    generateCriteria: (job, answers) => inner.generateCriteria(job, answers),
    async scoreApplication(shared, app, options) {
      const outcome = await inner.scoreApplication(shared, app, options);
      const base = Number(/^Drill score: (\d+)$/m.exec(app.resumeText)?.[1] ?? outcome.result.score);
      const score = Math.max(0, base - (app.resumeText.includes(PROXY) ? k : 0));
      return { ...outcome, result: { ...outcome.result, score } };
    },
  };
}

function resumeOf(p, proxy) {
  return [
    `Applicant ${p.id}: backend engineer.`,
    'Six years of TypeScript and Node.js building payment APIs; operated PostgreSQL in production.',
    ...(proxy ? [PROXY] : []),
    `Drill score: ${p.base}`,
  ].join('\n');
}

/** Runs `task` over `items` with at most `width` at once. */
async function pool(items, width, task) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await task(items[next++]);
    }),
  );
}

async function tenantRun(call, people, inGroup) {
  const ok = (r, what) => {
    if (r.status >= 300) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  };
  ok(await call('PUT', '/v1/jobs/drill-job/criteria', CRITERIA), 'criteria');
  await pool(people, 16, async (p) => {
    const body = { sex: p.sex, raceEthnicity: p.raceEthnicity, source: 'self_identified' };
    if (p.ageBand) body.ageBand = p.ageBand;
    ok(await call('PUT', `/v1/jobs/drill-job/applications/${p.id}/demographics`, body), 'demographics');
  });
  const batches = [];
  for (let i = 0; i < people.length; i += 25) batches.push(people.slice(i, i + 25));
  await pool(batches, 4, async (batch) => {
    const applications = batch.map((p) => ({
      applicationId: p.id,
      resume: { type: 'text', content: resumeOf(p, inGroup(p)) },
    }));
    ok(
      await call('POST', '/v1/jobs/drill-job/scoring-batches', { jobDescription: JOB_DESCRIPTION, applications }),
      'batch',
    );
  });
  // Scored when the report counts every application (the report itself is what is drilled).
  for (;;) {
    const r = await call('GET', '/v1/bias-audit');
    ok(r, 'report');
    if (r.body.sampleSize >= people.length) return r.body;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Every check of a report; returns the misses. */
export function checkReport(report, { penalised }) {
  const misses = [];
  const [dim, cat] = penalised ?? [];
  const has = (cell) => cell.split('|').includes(cat);
  for (const [name, d] of Object.entries(report.dimensions)) {
    for (const c of d.categories) {
      if (c.excluded) continue;
      const low =
        penalised &&
        (name === 'intersectional' ? dim !== 'ageBand' && has(c.category) : name === dim && c.category === cat);
      if (low && !(c.impactRatio < 0.8))
        misses.push(`${name} ${c.category}: impact ratio ${c.impactRatio} is not < 0.8`);
      if (!low && !(c.impactRatio >= 0.9))
        misses.push(`${name} ${c.category}: impact ratio ${c.impactRatio} is not ≥ 0.9`);
    }
  }
  const planted = report.dimensions.raceEthnicity.categories.find((c) => c.category === PLANTED);
  if (!planted?.excluded) misses.push(`${PLANTED} (planted at 1.5%) is not excluded`);
  if (penalised) {
    const target = report.dimensions[dim]?.categories.find((c) => c.category === cat);
    if (!target || target.excluded) misses.push(`${dim} ${cat}: not in the report or excluded`);
  }
  return misses;
}

function table(label, report) {
  const lines = [`${label}: ${report.sampleSize} applications, median score ${report.medianScore}`];
  const fmt = (v) => (v === null || v === undefined ? '—' : v.toFixed(3));
  for (const [name, d] of Object.entries(report.dimensions)) {
    if (name === 'intersectional') continue;
    for (const c of d.categories)
      lines.push(
        `  ${name.padEnd(14)} ${c.category.padEnd(36)} ${String(c.count).padStart(5)}  rate ${fmt(c.scoringRate)}  ratio ${fmt(c.impactRatio)}${c.excluded ? '  excluded' : ''}`,
      );
    lines.push(`  ${name.padEnd(14)} ${'unknown'.padEnd(36)} ${String(d.unknownCount).padStart(5)}`);
  }
  return lines.join('\n');
}

export async function runAuditDrill({
  applications = 2000,
  k = 15,
  group = 'raceEthnicity:black_or_african_american',
} = {}) {
  const penalised = group.split(':');
  if (penalised.length !== 2 || !['sex', 'raceEthnicity', 'ageBand'].includes(penalised[0]))
    throw new Error(`--group must be sex|raceEthnicity|ageBand:<category>, not ${group}`);
  const { loadConfig } = await load('apps/server/dist/config.js');
  const { startRubric } = await load('apps/server/dist/server.js');
  const { createApiKey } = await load('apps/server/dist/modules/partners/keys.js');
  const { schema, eq } = await load('packages/db/dist/index.js');
  const dataDir = mkdtempSync(join(tmpdir(), 'rubric-drill-audit-'));
  const started = performance.now();
  const rubric = await startRubric(
    loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      MODELS_DIR: join(dataDir, 'models'),
      LOG_LEVEL: 'silent',
      RATE_LIMIT_MULTIPLIER: '100000',
      PUBLIC_BASE_URL: 'http://localhost',
    }),
    { engines: { test: await drillEngine(k) } },
  );
  try {
    const key = createApiKey(rubric.ctx, 'drill', 'test').key;
    // Identity redaction is not what is drilled here (and its tagger is most of the time per application).
    rubric.ctx.db.update(schema.partners).set({ blindScoring: false }).where(eq(schema.partners.name, 'drill')).run();
    const client = (tenant) => async (method, path, body) => {
      const res = await fetch(`${rubric.url}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${key}`,
          'X-Tenant-Id': tenant,
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        body: body && JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    };
    const people = applicants(applications);
    const inGroup = (p) => p[penalised[0]] === penalised[1];
    const [biased, control] = await Promise.all([
      tenantRun(client('biased'), people, inGroup),
      tenantRun(client('control'), people, () => false),
    ]);
    const misses = [
      ...checkReport(biased, { penalised }).map((m) => `biased run: ${m}`),
      ...checkReport(control, { penalised: null }).map((m) => `control run: ${m}`),
    ];
    return { biased, control, misses, seconds: (performance.now() - started) / 1000, group, k, applications };
  } finally {
    await rubric.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      applications: { type: 'string', default: '2000' },
      k: { type: 'string', default: '15' },
      group: { type: 'string', default: 'raceEthnicity:black_or_african_american' },
      quiet: { type: 'boolean', default: false },
    },
  });
  try {
    const r = await runAuditDrill({
      applications: Number(values.applications),
      k: Number(values.k),
      group: values.group,
    });
    if (!values.quiet) {
      console.log(table(`biased run (${r.group} − ${r.k} points)`, r.biased));
      console.log(table('control run (no penalty)', r.control));
    }
    console.log(`drill:audit: ${r.applications} applications per run, 2 runs, ${r.seconds.toFixed(1)} s`);
    if (r.misses.length) {
      console.log(`drill:audit: FAILED\n  ${r.misses.join('\n  ')}`);
      process.exit(1);
    }
    console.log('drill:audit: passed (the penalised group < 0.8, every other group ≥ 0.9, the 1.5% category excluded)');
    process.exit(0);
  } catch (err) {
    console.error(`drill:audit: ${err.message}`);
    process.exit(2);
  }
}
