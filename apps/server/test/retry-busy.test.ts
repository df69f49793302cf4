// A manual retry re-reads the stored resume copy through the intake. When the intake is only full for the
// moment (here: the bound on resume bytes in flight), nothing is wrong with the resume: the job must stay as it
// was — failed, same error, no new score.failed — and the administrator is told to try again later.
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ScoringJobResponse } from '@rubric/contracts';
import { eq, schema } from '@rubric/db';
import { describe, expect, it } from 'vitest';
import { ControlledEngine } from './fake-engines.js';
import { adminSession, expectProblem, useTestServer } from './harness.js';
import { CRITERIA, HTTPS_RESUME_ENV, JOB_DESCRIPTION, textPdf, useResumeHost } from './lifecycle-support.js';
import { eventually } from './waits.js';

const engine = new ControlledEngine();
const host = await useResumeHost();
// 1 MB of resume bytes in flight at most: the stored copy, grown past that below, cannot be read again.
const server = await useTestServer({
  env: { ...HTTPS_RESUME_ENV, INTAKE_MAX_BYTES_IN_FLIGHT_MB: '1' },
  engines: { test: engine },
});
const api = server.client('acme', 'tenant-r');
const db = () => server.rubric.ctx.db;

const failedEvents = (scoringJobId: string) =>
  db()
    .select()
    .from(schema.webhookEvents)
    .where(eq(schema.webhookEvents.type, 'score.failed'))
    .all()
    .filter((e) => e.payload.includes(scoringJobId)).length;

describe('manual retry while the intake is full', () => {
  it('answers 503 with Retry-After and leaves the failed job untouched; once there is room, it retries', async () => {
    const admin = await adminSession(server);
    host.files.set('/retry.pdf', textPdf(['Ada Lovelace, Engineer', 'Six years of TypeScript and Node.js']));
    await api.put('/v1/jobs/job-r/criteria', { criteria: CRITERIA });
    engine.failScoring = true;
    const created = await api.post<ScoringJobResponse>('/v1/jobs/job-r/applications/app-r/scoring-jobs', {
      resume: { type: 'url', url: host.url('/retry.pdf') },
      jobDescription: JOB_DESCRIPTION,
    });
    expect(created.status).toBe(202);
    const id = created.body.scoringJob.id;
    const path = `/v1/jobs/job-r/applications/app-r/scoring-jobs/${id}`;
    const failed = await eventually(async () => {
      const job = (await api.get<ScoringJobResponse>(path)).body.scoringJob;
      return job.status === 'failed' ? job : null;
    });
    engine.failScoring = false;
    const eventsBefore = failedEvents(id);
    expect(eventsBefore).toBe(1);

    // The stored copy grows past the bound (trailing bytes after %%EOF: still a readable PDF).
    const doc = db()
      .select()
      .from(schema.resumeDocuments)
      .where(eq(schema.resumeDocuments.sourceUrl, host.url('/retry.pdf')))
      .get();
    const file = join(server.dataDir, ...(doc?.filePath ?? 'missing').split('/'));
    const original = readFileSync(file);
    appendFileSync(file, Buffer.alloc(2 * 1024 * 1024, 0x20));

    const busy = await admin.post(`/scoring-jobs/${id}/retry`);
    const problem = expectProblem(busy, 503, 'SERVICE_UNAVAILABLE');
    expect(problem.retryable).toBe(true);
    expect(Number(busy.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(String(problem.message)).toMatch(/unchanged/);
    const after = (await api.get<ScoringJobResponse>(path)).body.scoringJob;
    expect(after).toEqual(failed); // same status, error, attempts and times
    expect(failedEvents(id)).toBe(eventsBefore); // nothing announced

    writeFileSync(file, original);
    const retried = await admin.post<{ scoringJob: { status: string } }>(`/scoring-jobs/${id}/retry`);
    expect(retried.status).toBe(202);
    const done = await eventually(async () => {
      const job = (await api.get<ScoringJobResponse>(path)).body.scoringJob;
      return job.status === 'completed' ? job : null;
    });
    expect(done.id).toBe(id);
  });
});
