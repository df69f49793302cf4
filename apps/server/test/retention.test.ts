import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { LatestScoreResponse, ScoringJobResponse } from '@rubric/contracts';
import { count, eq, inArray, schema } from '@rubric/db';
import { describe, expect, it } from 'vitest';
import { adminSession, TestClock } from './harness.js';
import {
  CRITERIA,
  filesContaining,
  JOB_DESCRIPTION,
  resumeText,
  scored,
  textPdf,
  useLifecycleFixture,
} from './lifecycle-support.js';

const DAY = 24 * 60 * 60 * 1000;

// Retention runs on the server's injected clock: the sweeps go through bree's worker threads for real, with
// "now" handed to each worker from this fake clock. Nothing sleeps.
const clock = new TestClock();
const { server, host, api } = await useLifecycleFixture('tenant-r', clock);

const db = () => server.rubric.ctx.db;
const pdf = (name: string, extra = '') =>
  textPdf([
    `${name}, Computer Scientist`,
    'Six years of TypeScript and Node.js experience',
    `Operated PostgreSQL in production ${extra}`,
  ]);
const docOf = (scoringJobId: string) => {
  const job = db().select().from(schema.scoringJobs).where(eq(schema.scoringJobs.id, scoringJobId)).get();
  return db()
    .select()
    .from(schema.resumeDocuments)
    .where(eq(schema.resumeDocuments.id, job?.resumeDocumentId ?? ''))
    .get();
};
const fileOf = (path: string | null | undefined) => join(server.dataDir, ...(path ?? 'none').split('/'));

async function sweep() {
  const run = await server.rubric.background.runNow('retention.sweep');
  if (!run?.ok) throw new Error(`retention.sweep did not run: ${JSON.stringify(run)}`);
  return run.summary;
}

describe('retention.sweep', () => {
  it('resume files go after 30 days; inputs and resume text after 90; results and scores stay readable', async () => {
    const marker = randomUUID();
    host.files.set('/cv.pdf', pdf('Grace Hopper', marker));
    const applicationData = {
      applicationAnswers: [{ question: 'Notice period?', answer: `One month ${marker}` }],
      context: 'Referred by a colleague',
    };
    const fromUrl = await scored(
      api,
      'job-1',
      'app-url',
      { type: 'url', url: host.url('/cv.pdf') },
      { roleKnowledge: 'Payments', applicationData },
    );
    const fromText = await scored(api, 'job-1', 'app-text', {
      type: 'text',
      content: resumeText('Ada Lovelace', marker),
    });
    const scores = await Promise.all(
      ['app-url', 'app-text'].map(
        async (app) => (await api.get<LatestScoreResponse>(`/v1/jobs/job-1/applications/${app}/score`)).body,
      ),
    );
    const file = fileOf(docOf(fromUrl.id)?.filePath);
    expect(existsSync(file)).toBe(true);

    clock.advance(29 * DAY);
    expect(await sweep()).toMatchObject({ files: 0, fileRows: 0, inputs: 0, texts: 0 });
    expect(existsSync(file)).toBe(true);

    clock.advance(2 * DAY);
    expect(await sweep()).toMatchObject({ files: 1, fileRows: 1, inputs: 0, texts: 0 });
    expect(existsSync(file)).toBe(false);
    expect(docOf(fromUrl.id)).toMatchObject({ filePath: null, text: expect.stringContaining('Grace Hopper') });
    const inputs = () =>
      db()
        .select({ n: count() })
        .from(schema.scoringInputs)
        .where(inArray(schema.scoringInputs.scoringJobId, [fromUrl.id, fromText.id]))
        .get()?.n;
    expect(inputs()).toBe(2);

    clock.advance(60 * DAY);
    expect(await sweep()).toMatchObject({ files: 0, inputs: 2, texts: 2 });
    expect(inputs()).toBe(0);
    for (const job of [fromUrl, fromText]) expect(docOf(job.id)).toMatchObject({ text: null, hiddenTextSample: null });
    // Results and scores: unchanged and readable.
    for (const [i, job] of [fromUrl, fromText].entries()) {
      const read = await api.get<ScoringJobResponse>(
        `/v1/jobs/job-1/applications/${job.applicationId}/scoring-jobs/${job.id}`,
      );
      expect(read.body.scoringJob).toMatchObject({ status: 'completed', result: { score: job.result?.score } });
      expect(
        (await api.get<LatestScoreResponse>(`/v1/jobs/job-1/applications/${job.applicationId}/score`)).body,
      ).toEqual(scores[i]);
    }
    // The inputs and the text are gone from disk too (the sweep checkpoints the WAL); results may quote the resume,
    // so the marker was only put where results do not reach: the answer and a line the sandbox does not quote.
    expect(filesContaining(server.dataDir, `One month ${marker}`)).toEqual([]);
  });

  it('a file shared by two documents stays until the later one’s retention ends too', async () => {
    host.files.set('/shared.pdf', pdf('Katherine Johnson'));
    const first = await scored(api, 'job-1', 'app-s1', { type: 'url', url: host.url('/shared.pdf') });
    clock.advance(20 * DAY);
    const second = await scored(api, 'job-1', 'app-s2', { type: 'url', url: host.url('/shared.pdf') });
    const file = fileOf(docOf(second.id)?.filePath);
    expect(docOf(first.id)?.filePath).toBe(docOf(second.id)?.filePath);

    clock.advance(11 * DAY);
    expect(await sweep()).toMatchObject({ files: 0, fileRows: 1 });
    expect(docOf(first.id)?.filePath).toBeNull();
    expect(existsSync(file)).toBe(true);

    clock.advance(20 * DAY);
    expect(await sweep()).toMatchObject({ files: 1, fileRows: 1 });
    expect(existsSync(file)).toBe(false);
  });

  it('each run is logged and counted in /metrics', async () => {
    const metrics = await (await fetch(`${server.url}/metrics`)).text();
    expect(metrics).toMatch(/rubric_background_runs_total\{job="retention.sweep",outcome="success"\} [5-9]/);
  });
});

describe('expiry.sweep', () => {
  it('removes expired question sets, idempotency records and portal sessions, and nothing that is still valid', async () => {
    const jobContext = { jobTitle: 'Backend engineer', companyName: 'Acme', jobDescription: JOB_DESCRIPTION };
    expect((await api.post('/v1/jobs/job-1/question-sets', { jobContext })).status).toBe(201);
    expect(
      (await api.put('/v1/jobs/job-2/criteria', { criteria: CRITERIA }, { headers: { 'Idempotency-Key': 'expiry-1' } }))
        .status,
    ).toBe(200);
    await adminSession(server);
    const counts = () => ({
      questionSets: db().select({ n: count() }).from(schema.questionSets).get()?.n,
      idempotencyRecords: db().select({ n: count() }).from(schema.idempotencyRecords).get()?.n,
      adminSessions: db().select({ n: count() }).from(schema.adminSessions).get()?.n,
    });
    expect(counts()).toEqual({ questionSets: 1, idempotencyRecords: 1, adminSessions: 1 });

    let run = await server.rubric.background.runNow('expiry.sweep');
    expect(run).toMatchObject({ ok: true, summary: { questionSets: 0, idempotencyRecords: 0, adminSessions: 0 } });
    clock.advance(8 * DAY);
    run = await server.rubric.background.runNow('expiry.sweep');
    expect(run).toMatchObject({ ok: true, summary: { questionSets: 1, idempotencyRecords: 1, adminSessions: 1 } });
    expect(counts()).toEqual({ questionSets: 0, idempotencyRecords: 0, adminSessions: 0 });
  });

  it('sqlite.optimize runs in its worker too', async () => {
    expect(await server.rubric.background.runNow('sqlite.optimize')).toMatchObject({
      ok: true,
      summary: { optimized: true },
    });
  });
});
