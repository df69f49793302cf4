import type BetterSqlite3 from 'better-sqlite3';
import type { BackupSettings } from '../../config.js';
import { runAfterCommand, type AfterCommandResult } from './after-command.js';
import { pruneSnapshots } from './prune.js';
import { listSnapshots, takeSnapshot, type SnapshotResult } from './snapshot.js';
import { rubricVersion } from './version.js';

const DAY_MS = 86_400_000;

export interface BackupRun {
  snapshot: SnapshotResult;
  pruned: string[];
  afterCommand: AfterCommandResult | null;
}

/**
 * One scheduled backup: a verified snapshot (throws, leaving nothing, when it cannot be made good), then retention,
 * then the off-box hook. The snapshot counts as good even when the hook fails; the hook's failure is reported.
 */
export async function runBackup(
  sqlite: BetterSqlite3.Database,
  dataDir: string,
  settings: BackupSettings,
  now: number,
): Promise<BackupRun> {
  // The first snapshot of each UTC day hashes every file, also those it links from the one before.
  const previous = listSnapshots(settings.dir)[0];
  const verifyLinked = !previous || Math.floor(previous.at / DAY_MS) !== Math.floor(now / DAY_MS);
  const snapshot = takeSnapshot({
    sqlite,
    dataDir,
    backupDir: settings.dir,
    now,
    rubricVersion: rubricVersion(),
    verifyLinked,
  });
  const pruned = pruneSnapshots(settings.dir, settings.keep, now);
  const afterCommand = settings.afterCommand
    ? await runAfterCommand(settings.afterCommand, snapshot.path, settings.afterCommandTimeoutMs)
    : null;
  return { snapshot, pruned, afterCommand };
}
