import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeResumeFile, storeResumeFile } from '../src/index.js';

let dataDir: string;
const bytes = Buffer.from('%PDF-1.4 pretend resume');
const sha = createHash('sha256').update(bytes).digest('hex');

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'rubric-resume-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('storeResumeFile', () => {
  it('writes resumes/<sha[0..2]>/<sha>.<ext> and returns the relative path', () => {
    const rel = storeResumeFile(dataDir, sha, 'pdf', bytes);
    expect(rel).toBe(`resumes/${sha.slice(0, 2)}/${sha}.pdf`);
    expect(readFileSync(join(dataDir, rel)).equals(bytes)).toBe(true);
    expect(readdirSync(join(dataDir, 'resumes', sha.slice(0, 2)))).toEqual([`${sha}.pdf`]); // no temp file left
  });

  it('keeps the copies owner-only: files 0600, the folders it creates 0700 (under umask 022)', () => {
    const umask = process.umask(0o022);
    try {
      const rel = storeResumeFile(dataDir, sha, 'pdf', bytes);
      const mode = (path: string) => (statSync(join(dataDir, path)).mode & 0o777).toString(8);
      expect([mode(rel), mode('resumes'), mode(`resumes/${sha.slice(0, 2)}`)]).toEqual(['600', '700', '700']);
    } finally {
      process.umask(umask);
    }
  });

  it('does not rewrite a file that is already there', () => {
    const rel = storeResumeFile(dataDir, sha, 'pdf', bytes);
    const first = statSync(join(dataDir, rel)).ino;
    expect(storeResumeFile(dataDir, sha, 'pdf', Buffer.from('different'))).toBe(rel);
    expect(statSync(join(dataDir, rel)).ino).toBe(first);
    expect(readFileSync(join(dataDir, rel)).equals(bytes)).toBe(true);
  });

  it('refuses a sha256 that is not 64 hex characters (it becomes a path)', () => {
    expect(() => storeResumeFile(dataDir, '../../etc/passwd', 'pdf', bytes)).toThrow(/sha256/);
  });
});

describe('removeResumeFile', () => {
  it('removes the file and its empty shard folder, and tolerates a second call', () => {
    const rel = storeResumeFile(dataDir, sha, 'docx', bytes);
    removeResumeFile(dataDir, rel);
    expect(existsSync(join(dataDir, rel))).toBe(false);
    expect(existsSync(join(dataDir, 'resumes', sha.slice(0, 2)))).toBe(false);
    expect(() => removeResumeFile(dataDir, rel)).not.toThrow();
  });

  it('refuses paths outside the resumes folder', () => {
    expect(() => removeResumeFile(dataDir, '../outside.pdf')).toThrow(/outside/);
    expect(() => removeResumeFile(dataDir, 'resumes/../db.sqlite')).toThrow(/outside/);
    expect(() => removeResumeFile(dataDir, 'resumes')).toThrow(/outside/);
  });
});
