import { createHash } from 'node:crypto';
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/** The manifest of a snapshot folder: what is in it, and the SHA-256 of every file, so a restore proves each byte. */
export const MANIFEST_FILE = 'manifest.json';
export const SNAPSHOT_FORMAT = 'rubric-snapshot/1';

export const SnapshotCounts = z.object({
  partners: z.number().int(),
  tenants: z.number().int(),
  scoringJobs: z.number().int(),
  webhookDeliveries: z.number().int(),
  resumeFiles: z.number().int(),
  /** Files the database copy names that were gone from DATA_DIR when copied (erased or expired meanwhile). */
  resumeFilesMissing: z.number().int(),
});
export type SnapshotCounts = z.infer<typeof SnapshotCounts>;

export const ManifestFile = z.object({
  /** Relative to the snapshot folder, forward slashes. */
  path: z
    .string()
    .min(1)
    .refine((p) => !p.startsWith('/') && !p.split('/').includes('..') && !p.includes('\\'), 'path must stay inside'),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  bytes: z.number().int().nonnegative(),
});
export type ManifestFile = z.infer<typeof ManifestFile>;

export const Manifest = z.object({
  format: z.literal(SNAPSHOT_FORMAT),
  createdAt: z.iso.datetime(),
  rubricVersion: z.string(),
  /** The latest migration applied to the copied database, and how many were. */
  schema: z.object({ latestMigration: z.string(), migrations: z.number().int() }),
  /** How the database was copied (VACUUM INTO: docs/decisions/2026-11-26-scheduled-snapshots.md). */
  databaseCopy: z.literal('vacuum-into'),
  counts: SnapshotCounts,
  files: z.array(ManifestFile),
});
export type Manifest = z.infer<typeof Manifest>;

export function sha256File(path: string): { sha256: string; bytes: number } {
  const hash = createHash('sha256');
  const fd = openSync(path, 'r');
  const chunk = Buffer.allocUnsafe(1 << 20);
  let bytes = 0;
  try {
    for (let n = readSync(fd, chunk); n > 0; n = readSync(fd, chunk)) {
      hash.update(chunk.subarray(0, n));
      bytes += n;
    }
  } finally {
    closeSync(fd);
  }
  return { sha256: hash.digest('hex'), bytes };
}

export function readManifest(snapshotDir: string): Manifest {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(join(snapshotDir, MANIFEST_FILE), 'utf8'));
  } catch (err) {
    throw new SnapshotInvalidError(`${join(snapshotDir, MANIFEST_FILE)} cannot be read: ${(err as Error).message}`);
  }
  const parsed = Manifest.safeParse(raw);
  if (!parsed.success)
    throw new SnapshotInvalidError(`${join(snapshotDir, MANIFEST_FILE)} is not a Rubric snapshot manifest`);
  return parsed.data;
}

export class SnapshotInvalidError extends Error {
  override name = 'SnapshotInvalidError';
}

/**
 * Every file the manifest lists has its size and SHA-256 (a changed byte anywhere is named). `skip` holds paths
 * already proven (the scheduler's files linked from a snapshot verified before: the same inode).
 */
export function verifyFiles(snapshotDir: string, manifest: Manifest, skip: ReadonlySet<string> = new Set()): void {
  for (const file of manifest.files) {
    if (skip.has(file.path)) continue;
    let actual: { sha256: string; bytes: number };
    try {
      actual = sha256File(join(snapshotDir, ...file.path.split('/')));
    } catch {
      throw new SnapshotInvalidError(`${file.path} is missing from the snapshot ${snapshotDir}`);
    }
    if (actual.sha256 !== file.sha256 || actual.bytes !== file.bytes)
      throw new SnapshotInvalidError(
        `${file.path} in the snapshot ${snapshotDir} does not match its manifest digest (changed or corrupted)`,
      );
  }
}
