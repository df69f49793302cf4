import type BetterSqlite3 from 'better-sqlite3';
import type { BackupSettings } from '../../config.js';
import { runAfterCommand, type AfterCommandResult } from './after-command.js';
import { pruneSnapshots } from './prune.js';
import { takeSnapshot, type SnapshotResult } from './snapshot.js';
import { rubricVersion } from './version.js';

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
  const snapshot = takeSnapshot({ sqlite, dataDir, backupDir: settings.dir, now, rubricVersion: rubricVersion() });
  const pruned = pruneSnapshots(settings.dir, settings.keep, now);
  const afterCommand = settings.afterCommand
    ? await runAfterCommand(settings.afterCommand, snapshot.path, settings.afterCommandTimeoutMs)
    : null;
  return { snapshot, pruned, afterCommand };
}
