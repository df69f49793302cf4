import { rmSync } from 'node:fs';
import { snapshotsToKeep, type KeepPolicy } from './keep.js';
import { listSnapshots } from './snapshot.js';

/** Removes the snapshots the keep policy does not keep; returns their names. */
export function pruneSnapshots(backupDir: string, policy: KeepPolicy, now: number): string[] {
  const snapshots = listSnapshots(backupDir);
  const keep = snapshotsToKeep(
    snapshots.map((s) => s.at),
    policy,
    now,
  );
  const removed: string[] = [];
  for (const s of snapshots) {
    if (keep.has(s.at)) continue;
    rmSync(s.path, { recursive: true, force: true });
    removed.push(s.name);
  }
  return removed;
}
