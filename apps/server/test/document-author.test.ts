// The resume file's metadata author through the real intake (loopback HTTPS resume host): stored as
// resume_documents.author_hint, used by the blind preparer to find a name the header reading misses, never
// returned by an API or written to the audit trail, and gone with the text when scoring inputs expire.
// Retention runs on the server's injected clock; nothing sleeps. The people are fictional.
import { type AdminScoringJobResponse, type ScoringJobResponse } from '@rubric/contracts';
import { eq, schema } from '@rubric/db';
import { describe, expect, it } from 'vitest';
import { adminSession, TestClock } from './harness.js';
import { filesContaining, scored, textPdf, useLifecycleFixture } from './lifecycle-support.js';

const DAY = 24 * 60 * 60 * 1000;
const clock = new TestClock();
const { server, host, api } = await useLifecycleFixture('tenant-author', clock);
const db = () => server.rubric.ctx.db;

/** The name is printed only as the last line, after the skills: the header reading does not find it there. */
const LINES = [
  'Senior Backend Engineer',
  'Summary',
  'Six years of TypeScript and Node.js experience building payment APIs.',
  'Experience',
  'Lead Engineer, Northwind Logistics, 2019-2025',
  'Operated PostgreSQL in production for 40 warehouses.',
  'Skills',
  'TypeScript, Node.js, PostgreSQL, Kafka',
  'Priya Raman',
];

const words = (text: string) => new Set(text.toLowerCase().split(/[^\p{L}]+/u));

describe('the metadata author of a url resume', () => {
  it('removes the name from what the engine is given, is never shown, and expires with the text', async () => {
    host.files.set('/author.pdf', textPdf(LINES, { author: 'Priya Raman' }));
    const job = await scored(api, 'job-1', 'app-author', { type: 'url', url: host.url('/author.pdf') });
    expect(job.status).toBe('completed');

    const row = db().select().from(schema.scoringJobs).where(eq(schema.scoringJobs.id, job.id)).get();
    const doc = () =>
      db()
        .select()
        .from(schema.resumeDocuments)
        .where(eq(schema.resumeDocuments.id, row?.resumeDocumentId ?? ''))
        .get();
    expect(doc()).toMatchObject({ authorHint: 'Priya Raman', text: expect.stringContaining('Priya Raman') });

    // What the engine was given (recorded beside the inputs before the engine call): no form of the name.
    const inputs = db()
      .select({ engineInput: schema.scoringInputs.engineInput })
      .from(schema.scoringInputs)
      .where(eq(schema.scoringInputs.scoringJobId, job.id))
      .get();
    const engineText = (inputs?.engineInput as { resumeText?: string } | null)?.resumeText ?? '';
    expect(engineText).toContain('Northwind Logistics');
    expect(engineText).toContain('[NAME]');
    expect(['priya', 'raman'].filter((w) => words(engineText).has(w))).toEqual([]);

    // Never returned by an API (partner or admin) nor written to the audit trail.
    const read = await api.get<ScoringJobResponse>(`/v1/jobs/job-1/applications/app-author/scoring-jobs/${job.id}`);
    const admin = await adminSession(server);
    const detail = await admin.get<AdminScoringJobResponse>(`/scoring-jobs/${job.id}`);
    expect(detail.status).toBe(200);
    const audit = db().select().from(schema.auditEvents).all();
    expect(audit.length).toBeGreaterThan(0);
    for (const shown of [read.text, detail.text, JSON.stringify(audit)]) expect(shown).not.toMatch(/priya|raman/iu);

    // Scoring inputs expire after 90 days: the author goes with the text, and no copy is left on disk.
    clock.advance(91 * DAY);
    const run = await server.rubric.background.runNow('retention.sweep');
    expect(run).toMatchObject({ ok: true, summary: { texts: 1 } });
    expect(doc()).toMatchObject({ authorHint: null, text: null, filePath: null });
    expect(filesContaining(server.dataDir, 'Priya Raman')).toEqual([]);
  });
});
