import { randomUUID } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  renameSync,
  rmdirSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { FileFormat } from './types.js';

const SHA256 = /^[0-9a-f]{64}$/;
const RESUMES_DIR = 'resumes';

/**
 * Content-addressed: `resumes/<sha[0..2]>/<sha>.<ext>` under dataDir, written once. The file is
 * fsynced before the rename so a row that points at it never points at a half-written file.
 * Returns the path relative to dataDir, with forward slashes (it is stored in the database).
 */
export function storeResumeFile(dataDir: string, sha256: string, format: FileFormat, bytes: Buffer): string {
  if (!SHA256.test(sha256)) throw new Error('storeResumeFile: sha256 must be 64 lowercase hex characters');
  const relativePath = `${RESUMES_DIR}/${sha256.slice(0, 2)}/${sha256}.${format}`;
  const target = join(dataDir, ...relativePath.split('/'));
  if (existsSync(target)) return relativePath;
  mkdirSync(dirname(target), { recursive: true, mode: 0o700 }); // like the files: owner-only
  const tmp = `${target}.${randomUUID()}.tmp`;
  const fd = openSync(tmp, 'wx', 0o600);
  try {
    writeSync(fd, bytes);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, target);
  return relativePath;
}

/** Deletes a stored resume (no error if already gone); refuses paths outside `resumes/`. */
export function removeResumeFile(dataDir: string, relativePath: string): void {
  const root = resolve(dataDir, RESUMES_DIR);
  const target = resolve(dataDir, ...relativePath.split('/'));
  const rel = relative(root, target);
  if (!rel || rel.startsWith('..') || rel.includes(`..${sep}`) || resolve(root, rel) !== target) {
    throw new Error('removeResumeFile: path is outside the resumes folder');
  }
  rmSync(target, { force: true });
  try {
    rmdirSync(dirname(target)); // only succeeds when the shard folder is now empty
  } catch {
    // not empty, or already gone: both fine
  }
}
