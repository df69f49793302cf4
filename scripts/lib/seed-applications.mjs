// Seeds a DATA_DIR with N scored applications quickly: one application goes through the real API (a server
// started in this process on the sandbox engine), then its rows (resume document, scoring job, scoring inputs)
// are cloned N times by direct SQL inserts, each with its own ids, application id and resume text.
// Used by the restore drill and the backup measurements (docs/OPERATIONS.md).
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const server = () => import(`${ROOT}apps/server/dist/server.js`);
const configModule = () => import(`${ROOT}apps/server/dist/config.js`);
const keysModule = () => import(`${ROOT}apps/server/dist/modules/partners/keys.js`);

export const SEED_JOB = 'job-seed';
export const SEED_TENANT = 'tenant-seed';
const RESUME = (n) =>
  `Candidate ${n}. Senior backend engineer, eight years of TypeScript and Node.js, payment APIs in production, ` +
  `PostgreSQL and SQLite, on-call lead, mentoring. `.repeat(12);

/** Seeds `count` completed applications into dataDir (creating the database); returns the partner's API key. */
export async function seedApplications(dataDir, count, { log = () => {} } = {}) {
  const { loadConfig } = await configModule();
  const { startRubric } = await server();
  const { createApiKey } = await keysModule();
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    SCORING_ENGINE_TEST: 'sandbox',
  });
  const rubric = await startRubric(config);
  let key;
  try {
    key = createApiKey(rubric.ctx, 'acme', 'test').key;
    const headers = { Authorization: `Bearer ${key}`, 'X-Tenant-Id': SEED_TENANT, 'Content-Type': 'application/json' };
    const put = await fetch(`${rubric.url}/v1/jobs/${SEED_JOB}/criteria`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({
        criteria: [
          { text: 'TypeScript', importance: 'MUST_HAVE' },
          { text: 'PostgreSQL', importance: 'NICE_TO_HAVE' },
        ],
      }),
    });
    if (put.status !== 200) throw new Error(`criteria: ${put.status}`);
    const sub = await fetch(`${rubric.url}/v1/jobs/${SEED_JOB}/applications/template/scoring-jobs`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        resume: { type: 'text', content: RESUME('template') },
        jobDescription: 'Backend engineer for payments.',
      }),
    });
    if (sub.status !== 202) throw new Error(`submission: ${sub.status} ${await sub.text()}`);
    const { scoringJob } = await sub.json();
    for (;;) {
      const r = await fetch(`${rubric.url}/v1/jobs/${SEED_JOB}/applications/template/scoring-jobs/${scoringJob.id}`, {
        headers,
      });
      const body = await r.json();
      if (body.scoringJob.status === 'completed') break;
      if (body.scoringJob.status === 'failed') throw new Error('template job failed');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    cloneApplication(rubric.ctx.sqlite, scoringJob.id, count, log);
  } finally {
    await rubric.close();
  }
  return key;
}

function cloneApplication(sqlite, templateJobId, count, log) {
  const template = sqlite.prepare('SELECT resume_document_id AS doc FROM scoring_jobs WHERE id = ?').get(templateJobId);
  const columns = (table) =>
    sqlite
      .prepare(`PRAGMA table_info(${table})`)
      .all()
      .map((c) => c.name);
  const insert = (table, overrides, where) => {
    const cols = columns(table);
    const select = cols.map((c) => overrides[c] ?? c).join(', ');
    return sqlite.prepare(`INSERT INTO ${table} (${cols.join(', ')}) SELECT ${select} FROM ${table} WHERE ${where}`);
  };
  const doc = insert(
    'resume_documents',
    { id: '@doc', sha256: '@sha', text: "replace(text, 'Candidate template', @name)" },
    'id = @templateDoc',
  );
  const job = insert(
    'scoring_jobs',
    { id: '@job', application_id: '@app', resume_document_id: '@doc' },
    'id = @templateJob',
  );
  const inputs = insert('scoring_inputs', { scoring_job_id: '@job' }, 'scoring_job_id = @templateJob');
  const salt = randomBytes(4).toString('hex');
  const batch = sqlite.transaction((from, to) => {
    for (let i = from; i < to; i++) {
      const p = {
        templateDoc: template.doc,
        templateJob: templateJobId,
        doc: `rd_seed_${salt}_${i}`,
        job: `sj_seed_${salt}_${i}`,
        app: `seed-${i}`,
        sha: randomBytes(32).toString('hex'),
        name: `Candidate ${i}`,
      };
      doc.run(p);
      job.run(p);
      inputs.run(p);
    }
  });
  for (let from = 0; from < count; from += 5000) {
    batch(from, Math.min(count, from + 5000));
    log(`seeded ${Math.min(count, from + 5000)} of ${count}`);
  }
}
