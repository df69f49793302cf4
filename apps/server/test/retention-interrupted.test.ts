import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, isNull, newId, openDatabase, schema, type OpenDatabase } from '@rubric/db';
import { storeResumeFile } from '@rubric/resume';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runRetentionSweep } from '../src/background/retention.js';
import { processDeletionRequests } from '../src/modules/deletion/processor.js';

// A sweep killed half-way (SIGKILL: no cleanup, no finally) leaves a consistent state, and the next run finishes.
// The killed runs use the compiled modules, in a child process, exactly as a worker would run them.
const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 0, 1);
const RETENTION = { resumeFileDays: 30, scoringInputDays: 90, auditDays: 1461 };
const N = 8;
const compiled = (path: string) => new URL(path, import.meta.url).href;
const MODULES = {
  db: compiled('../../../packages/db/dist/index.js'),
  retention: compiled('../dist/background/retention.js'),
  processor: compiled('../dist/modules/deletion/processor.js'),
};

let dataDir: string;
let database: OpenDatabase;
let tenantId: string;
let files: string[];

function seed(): void {
  const db = database.db;
  const partnerId = newId('ptr', T0);
  tenantId = newId('ten', T0);
  const jobId = newId('job', T0);
  db.insert(schema.partners).values({ id: partnerId, name: 'acme', createdAt: T0 }).run();
  db.insert(schema.tenants)
    .values({ id: tenantId, partnerId, environment: 'test', externalId: 'tenant-i', createdAt: T0 })
    .run();
  db.insert(schema.jobs).values({ id: jobId, tenantId, externalId: 'job-1', createdAt: T0 }).run();
  files = [];
  for (let i = 0; i < N; i++) {
    const bytes = Buffer.from(`%PDF-1.4 resume ${i} ${randomUUID()}`);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const filePath = storeResumeFile(dataDir, sha256, 'pdf', bytes);
    files.push(join(dataDir, ...filePath.split('/')));
    const docId = newId('doc', T0);
    db.insert(schema.resumeDocuments)
      .values({
        id: docId,
        tenantId,
        kind: 'url',
        format: 'pdf',
        sourceUrl: `https://cv.example/${i}.pdf`,
        sha256,
        sizeBytes: bytes.length,
        filePath,
        fileExpiresAt: T0 + 30 * DAY,
        text: `Resume ${i}`,
        createdAt: T0,
      })
      .run();
    const sjId = newId('sj', T0);
    db.insert(schema.scoringJobs)
      .values({
        id: sjId,
        tenantId,
        jobId,
        applicationId: `app-${i}`,
        criteriaVersionId: 'cv',
        resumeDocumentId: docId,
        status: 'completed',
        result: { score: 50 },
        score: 50,
        createdAt: T0,
        updatedAt: T0,
        completedAt: T0,
      })
      .run();
    db.insert(schema.scoringInputs)
      .values({ scoringJobId: sjId, jobDescription: 'Backend engineer', createdAt: T0, expiresAt: T0 + 90 * DAY })
      .run();
  }
}

/** Runs `body` in a fresh Node process with the compiled modules loaded; resolves with how it ended. */
function child(
  body: string,
  config: Record<string, unknown>,
): Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }> {
  const script = `const cfg = JSON.parse(process.env.RUBRIC_CHILD);
const { openDatabase } = await import(cfg.modules.db);
const { db } = openDatabase(cfg.dataDir);
const die = () => process.kill(process.pid, 'SIGKILL');
${body}`;
  return new Promise((resolve) => {
    const p = spawn(process.execPath, ['--input-type=module', '-e', script], {
      env: { PATH: process.env.PATH ?? '', RUBRIC_CHILD: JSON.stringify({ ...config, modules: MODULES, dataDir }) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    p.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    p.on('exit', (code, signal) => resolve({ code, signal, stderr }));
  });
}

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'rubric-interrupted-'));
  database = openDatabase(dataDir);
  seed();
});
afterEach(() => {
  database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A pending tenant-scope deletion request for the seeded tenant, written straight to the database. */
function insertTenantDeletion(): string {
  const id = newId('del', T0);
  database.db
    .insert(schema.deletionRequests)
    .values({
      id,
      partnerId: database.db.select().from(schema.partners).get()?.id ?? '',
      environment: 'test',
      tenantKey: 'k',
      scope: 'tenant',
      targetKey: 'k',
      work: { tenantId },
      status: 'pending',
      createdAt: T0,
      updatedAt: T0,
    })
    .run();
  return id;
}

describe('an interrupted sweep, run again, finishes the work', () => {
  it('retention: killed after the third file, every item is either fully done or untouched; the next run does the rest', async () => {
    const now = T0 + 91 * DAY;
    const killed = await child(
      `const { runRetentionSweep } = await import(cfg.modules.retention);
await runRetentionSweep(db, cfg.dataDir, cfg.now, cfg.retention, { onItem: (kind, n) => { if (kind === 'file' && n === 3) die(); } });`,
      { now, retention: RETENTION },
    );
    expect(killed).toMatchObject({ signal: 'SIGKILL' });
    const docs = database.db.select().from(schema.resumeDocuments).all();
    expect(docs.filter((d) => d.filePath === null)).toHaveLength(3);
    // No row points at a removed file; no removed row left its file.
    for (const d of docs) if (d.filePath) expect(existsSync(join(dataDir, ...d.filePath.split('/')))).toBe(true);
    expect(files.filter((f) => !existsSync(f))).toHaveLength(3);
    expect(database.db.select({ n: count() }).from(schema.scoringInputs).get()?.n).toBe(N);

    const rest = await runRetentionSweep(database.db, dataDir, now, RETENTION);
    expect(rest).toMatchObject({ files: N - 3, fileRows: N - 3, inputs: N, texts: N, stopped: false });
    expect(files.filter((f) => existsSync(f))).toEqual([]);
    expect(
      database.db.select({ n: count() }).from(schema.resumeDocuments).where(isNull(schema.resumeDocuments.text)).get()
        ?.n,
    ).toBe(N);
    expect(database.db.select({ n: count() }).from(schema.scoringInputs).get()?.n).toBe(0);
    expect(
      database.db.select({ n: count() }).from(schema.scoringJobs).where(eq(schema.scoringJobs.score, 50)).get()?.n,
    ).toBe(N);
  });

  it('tenant deletion: killed after its files and the first chunk, the request stays pending; the next run completes it', async () => {
    const requestId = insertTenantDeletion();
    const killed = await child(
      `const { processDeletionRequests } = await import(cfg.modules.processor);
await processDeletionRequests(db, cfg.dataDir, cfg.now, { onStep: (step) => { if (step === 'scoring_jobs') die(); } });`,
      { now: T0 + DAY },
    );
    expect(killed).toMatchObject({ signal: 'SIGKILL' });
    const request = () =>
      database.db.select().from(schema.deletionRequests).where(eq(schema.deletionRequests.id, requestId)).get();
    expect(request()).toMatchObject({ status: 'pending', completedAt: null, work: { tenantId } });
    expect(files.filter((f) => existsSync(f))).toEqual([]);
    expect(database.db.select({ n: count() }).from(schema.scoringJobs).get()?.n).toBe(0);
    expect(database.db.select({ n: count() }).from(schema.resumeDocuments).get()?.n).toBe(N);

    const rest = await processDeletionRequests(database.db, dataDir, T0 + 2 * DAY);
    expect(rest).toMatchObject({ due: 1, completed: 1, failed: 0 });
    expect(request()).toMatchObject({ status: 'completed', work: null, attempts: 1, completedAt: T0 + 2 * DAY });
    expect(database.db.select({ n: count() }).from(schema.resumeDocuments).get()?.n).toBe(0);
    expect(database.db.select({ n: count() }).from(schema.tenants).get()?.n).toBe(0);
  });

  it('a failed run is retried after its backoff and counts its attempts', async () => {
    const requestId = insertTenantDeletion();
    const failing = await processDeletionRequests(database.db, dataDir, T0, {
      onStep: () => {
        throw new Error('disk full');
      },
    });
    expect(failing).toMatchObject({ due: 1, failed: 1, completed: 0 });
    const row = () =>
      database.db.select().from(schema.deletionRequests).where(eq(schema.deletionRequests.id, requestId)).get();
    expect(row()).toMatchObject({ status: 'failed', attempts: 1, failedAt: T0, lastError: 'Error: disk full' });
    expect(await processDeletionRequests(database.db, dataDir, T0 + 1_000)).toMatchObject({ due: 0 });
    expect(await processDeletionRequests(database.db, dataDir, T0 + 5_000)).toMatchObject({ due: 1, completed: 1 });
    expect(row()).toMatchObject({
      status: 'completed',
      attempts: 2,
      failedAt: null,
      lastError: null,
      completedAt: T0 + 5_000,
    });
  });
});
