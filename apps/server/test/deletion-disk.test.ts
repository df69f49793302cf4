import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { AdminDeletionRequestsResponse, DeletionRequestResponse } from '@rubric/contracts';
import { eq, schema } from '@rubric/db';
import { describe, expect, it } from 'vitest';
import { adminSession, TestClock, useTempDir } from './harness.js';
import {
  filesContaining,
  resumeText,
  scored,
  settledDeletion,
  textPdf,
  useLifecycleFixture,
} from './lifecycle-support.js';
import { eventually } from './waits.js';

// "Gone" means gone from every file under DATA_DIR: the database, its WAL and shared-memory files, stored resumes.
const clock = new TestClock();
// Snapshots go outside DATA_DIR (as they should in production): "gone from DATA_DIR" and "gone from new snapshots"
// are checked apart, and retention (BACKUP_KEEP) bounds how long the older snapshots keep it.
const backupDir = join(useTempDir('rubric-deletion-backups-'), 'backups');
const { server, host, api } = await useLifecycleFixture('tenant-disk', clock, {
  BACKUP_DIR: backupDir,
  BACKUP_KEEP: '48h,14d',
});
const DAY = 24 * 60 * 60_000;
const snapshot = async () => {
  const result = await (await server.rubric.services.background()).runNow('backup.snapshot');
  if (!result?.ok) throw new Error(`snapshot failed: ${JSON.stringify(result)}`);
  return join(backupDir, readdirSync(backupDir).sort().at(-1) ?? 'none');
};

const pdfResume = (marker: string) =>
  textPdf([
    'Grace Hopper, Rear Admiral and Computer Scientist',
    `Reference ${marker}`,
    'Six years of TypeScript and Node.js experience',
    'Operated PostgreSQL in production',
  ]);

describe('deleted data is gone from disk', () => {
  it('a marker in a stored resume file and in an inline resume is found in no file under DATA_DIR after deletion, nor in a snapshot taken after; older snapshots lose it within the erasure window', async () => {
    const fileMarker = `file-${randomUUID()}`;
    const textMarker = `text-${randomUUID()}`;
    host.files.set('/marker.pdf', pdfResume(fileMarker));
    const fromFile = await scored(api, 'job-1', 'app-file', { type: 'url', url: host.url('/marker.pdf') });
    const fromText = await scored(api, 'job-1', 'app-text', {
      type: 'text',
      content: resumeText('Ada Lovelace', `Reference ${textMarker}`),
    });
    const neighbour = await scored(api, 'job-1', 'app-kept', {
      type: 'text',
      content: resumeText('Katherine Johnson'),
    });
    expect([fromFile.status, fromText.status, neighbour.status]).toEqual(['completed', 'completed', 'completed']);
    // The markers really are on disk before: in the stored copy, and in the database or its WAL.
    expect(filesContaining(server.dataDir, fileMarker).some((f) => f.startsWith('resumes/'))).toBe(true);
    expect(filesContaining(server.dataDir, textMarker).length).toBeGreaterThan(0);
    const before = await snapshot();
    expect(filesContaining(before, fileMarker).some((f) => f.startsWith('resumes/'))).toBe(true);
    expect(filesContaining(before, textMarker)).toEqual(['rubric.sqlite']);

    const requests = await Promise.all(
      ['app-file', 'app-text'].map((app) => api.delete<DeletionRequestResponse>(`/v1/jobs/job-1/applications/${app}`)),
    );
    for (const r of requests) expect(r.status).toBe(202);
    for (const r of requests) expect((await settledDeletion(api, r.body.deletionRequest.id)).status).toBe('completed');

    expect(filesContaining(server.dataDir, fileMarker)).toEqual([]);
    expect(filesContaining(server.dataDir, textMarker)).toEqual([]);
    // The neighbour's resume text is still there, and readable through the API.
    expect(filesContaining(server.dataDir, 'Katherine Johnson').length).toBeGreaterThan(0);
    expect((await api.get(`/v1/jobs/job-1/applications/app-kept/score`)).status).toBe(200);

    // A snapshot taken after the deletion completed holds neither marker (its database copy is taken after, and
    // the erased resume file is no longer referenced); the neighbour is in it.
    clock.advance(DAY);
    const after = await snapshot();
    expect(filesContaining(after, fileMarker)).toEqual([]);
    expect(filesContaining(after, textMarker)).toEqual([]);
    expect(filesContaining(after, 'Katherine Johnson')).toEqual(['rubric.sqlite']);
    // The older snapshot keeps the data until retention removes it: the erasure window of docs/data-lifecycle.md,
    // 14 UTC days under BACKUP_KEEP=48h,14d (it is the newest snapshot of its day, so it lives that long).
    // Thirteen days on, it is still there; fourteen days on, the marker is in no file of any snapshot.
    clock.advance(12 * DAY);
    await snapshot();
    expect(existsSync(before)).toBe(true);
    clock.advance(DAY);
    await snapshot();
    expect(existsSync(before)).toBe(false);
    expect(filesContaining(backupDir, fileMarker)).toEqual([]);
    expect(filesContaining(backupDir, textMarker)).toEqual([]);
    expect(filesContaining(backupDir, 'Katherine Johnson').length).toBeGreaterThan(0);
  });

  it('a run that fails is retried by a later run, counted, and shown to the portal until it completes', async () => {
    host.files.set('/stuck.pdf', pdfResume('stuck'));
    await scored(api, 'job-1', 'app-stuck', { type: 'url', url: host.url('/stuck.pdf') });
    const doc = server.rubric.ctx.db
      .select()
      .from(schema.resumeDocuments)
      .where(eq(schema.resumeDocuments.sourceUrl, host.url('/stuck.pdf')))
      .get();
    const stored = join(server.dataDir, ...(doc?.filePath ?? 'missing').split('/'));
    // A directory where the file should be: removing it fails (as a full or read-only disk would).
    rmSync(stored);
    mkdirSync(join(stored, 'in-the-way'), { recursive: true });

    const created = await api.delete<DeletionRequestResponse>('/v1/jobs/job-1/applications/app-stuck');
    const failed = await settledDeletion(api, created.body.deletionRequest.id);
    expect(failed).toMatchObject({ status: 'failed', completedAt: null });
    expect(failed.failedAt).not.toBeNull();

    const admin = await adminSession(server);
    const listed = await admin.get<AdminDeletionRequestsResponse>('/deletion-requests?status=failed');
    const entry = listed.body.deletionRequests.find((d) => d.id === failed.id);
    expect(entry).toMatchObject({
      status: 'failed',
      attempts: 1,
      scope: 'application',
      environment: 'test',
      partnerName: 'acme',
    });
    expect(entry?.lastError).toMatch(/EISDIR|directory/i);
    // The same target again while it is being retried: the same request.
    expect(
      (await api.delete<DeletionRequestResponse>('/v1/jobs/job-1/applications/app-stuck')).body.deletionRequest.id,
    ).toBe(failed.id);

    rmSync(stored, { recursive: true });
    clock.advance(6_000); // past the first retry delay (5 s)
    // The 5-second schedule may get there first; either way the next run finishes it.
    await server.rubric.background.runNow('deletion.process');
    const done = await eventually(async () => {
      const r = await api.get<DeletionRequestResponse>(`/v1/deletion-requests/${failed.id}`);
      return r.body.deletionRequest.status === 'completed' ? r.body.deletionRequest : null;
    });
    expect(done.failedAt).toBeNull();
    expect(done.completedAt).not.toBeNull();
    const detail = await admin.get<{ deletionRequest: { attempts: number; lastError: string | null } }>(
      `/deletion-requests/${failed.id}`,
    );
    expect(detail.body.deletionRequest).toMatchObject({ attempts: 2, lastError: null });
    expect(existsSync(stored)).toBe(false);
  });
});
