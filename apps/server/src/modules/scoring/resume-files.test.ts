import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newId, openDatabase, schema, type Db, type OpenDatabase } from '@rubric/db';
import type { IntakeSuccess } from '@rubric/resume';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createResumeFiles, type ResumeFiles } from './resume-files.js';

/** A PDF-shaped resume as the intake hands it over: bytes, and the metadata naming their stored copy. */
function resume(content: string): IntakeSuccess {
  const file = Buffer.from(`%PDF-1.4 ${content}`);
  return {
    text: content,
    file,
    meta: {
      format: 'pdf',
      pages: 1,
      ocrUsed: false,
      sha256: createHash('sha256').update(file).digest('hex'),
      sizeBytes: file.length,
      sourceUrl: 'https://cv.example/r.pdf',
      hiddenText: { chars: 0, sample: null } as unknown as IntakeSuccess['meta']['hiddenText'],
      author: null,
    },
  };
}

describe('stored resume files and the writes that refer to them', () => {
  let dir: string;
  let database: OpenDatabase;
  let db: Db;
  let files: ResumeFiles;
  let tenantId: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'rubric-resume-files-'));
    database = openDatabase(dir);
    db = database.db;
    files = createResumeFiles(db, dir);
    const partnerId = newId('ptn');
    tenantId = newId('ten');
    db.insert(schema.partners).values({ id: partnerId, name: 'files', createdAt: 0 }).run();
    db.insert(schema.tenants)
      .values({ id: tenantId, partnerId, environment: 'test', externalId: 't', createdAt: 0 })
      .run();
  });
  afterEach(() => {
    database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** What a submission's write records: the resume document row that refers to the stored copy. */
  const record = (r: IntakeSuccess, filePath: string | null) =>
    db
      .insert(schema.resumeDocuments)
      .values({
        id: newId('rdoc'),
        tenantId,
        kind: 'url',
        format: 'pdf',
        sha256: r.meta.sha256,
        sizeBytes: r.meta.sizeBytes,
        filePath,
        text: r.text,
        createdAt: 0,
      })
      .run();

  it('the same bytes twice in one group, one write failing: the file the other committed stays', async () => {
    const r = resume('Jane Roe, Go and SQL');
    const [ok, failed] = await Promise.allSettled([
      files.commit(r, (path) => record(r, path)),
      files.commit(r, () => {
        throw new Error('this write fails after storing the same bytes');
      }),
    ]);
    expect(ok.status).toBe('fulfilled');
    expect(failed.status).toBe('rejected');
    const [row] = db.select().from(schema.resumeDocuments).all();
    expect(row?.filePath).toMatch(/^resumes\//);
    expect(existsSync(join(dir, row?.filePath ?? ''))).toBe(true);
  });

  it('in the other order too (the failing write first in the group)', async () => {
    const r = resume('John Doe, Rust');
    const [failed, ok] = await Promise.allSettled([
      files.commit(r, () => {
        throw new Error('fails');
      }),
      files.commit(r, (path) => record(r, path)),
    ]);
    expect([failed.status, ok.status]).toEqual(['rejected', 'fulfilled']);
    const [row] = db.select().from(schema.resumeDocuments).all();
    expect(existsSync(join(dir, row?.filePath ?? ''))).toBe(true);
  });

  it('a file no committed row refers to is removed once its writes have failed; one referred to earlier stays', async () => {
    const lonely = resume('only failures');
    let storedAt: string | null = null;
    await expect(
      files.commit(lonely, (path) => {
        storedAt = path;
        throw new Error('fails');
      }),
    ).rejects.toThrow('fails');
    expect(storedAt).not.toBeNull();
    expect(existsSync(join(dir, storedAt ?? ''))).toBe(false);

    const kept = resume('committed before');
    const path = await files.commit(kept, (p) => {
      record(kept, p);
      return p;
    });
    await expect(
      files.commit(kept, () => {
        throw new Error('fails');
      }),
    ).rejects.toThrow('fails');
    expect(existsSync(join(dir, path ?? ''))).toBe(true);
  });

  it('commitMany: a failed transaction leaves no new file; a committed one keeps them', () => {
    const a = resume('batch a');
    const b = resume('batch b');
    let paths: Array<string | null> = [];
    expect(() =>
      files.commitMany([a, b], (p) => {
        paths = p;
        record(a, p[0] ?? null);
        throw new Error('the batch write fails');
      }),
    ).toThrow('the batch write fails');
    expect(paths.map((p) => existsSync(join(dir, p ?? '')))).toEqual([false, false]);
    expect(db.select().from(schema.resumeDocuments).all()).toEqual([]);
    files.commitMany([a, b], (p) => {
      record(a, p[0] ?? null);
      record(b, p[1] ?? null);
    });
    expect(
      db
        .select()
        .from(schema.resumeDocuments)
        .all()
        .map((row) => existsSync(join(dir, row.filePath ?? ''))),
    ).toEqual([true, true]);
  });
});
