import { z } from 'zod';
import { backupSettings } from '../../config.js';
import { runBackup } from '../../modules/backup/run.js';
import { listSnapshots } from '../../modules/backup/snapshot.js';
import { BasePayload, defineJob, runIfWorker } from '../job.js';

const KeepRule = z.object({ count: z.number().int().positive(), unit: z.enum(['n', 'h', 'd', 'w']) });
export const BackupPayload = BasePayload.extend({
  backup: z.object({
    dir: z.string().min(1),
    intervalMs: z.number().int().positive(),
    keep: z.array(KeepRule).min(1),
    afterCommand: z.string().nullable(),
    afterCommandTimeoutMs: z.number().int().positive(),
  }),
});
export type BackupPayload = z.infer<typeof BackupPayload>;

const FIRST_SNAPSHOT_DELAY_MS = 5 * 60_000;

/**
 * A verified snapshot of the database, the resume files it references and the secrets, every BACKUP_INTERVAL;
 * then retention (BACKUP_KEEP) and the off-box hook (BACKUP_AFTER_COMMAND). Off without BACKUP_DIR.
 */
export const backupSnapshotJob = defineJob<BackupPayload>({
  id: 'backup.snapshot',
  description: 'write and verify a snapshot under BACKUP_DIR, prune old ones, run BACKUP_AFTER_COMMAND',
  schedule: (config, now) => {
    const settings = backupSettings(config);
    if (!settings) return null;
    // A restart does not postpone the next snapshot by a whole interval, nor take one when the last is recent; the
    // very first comes a few minutes after the start (the first start's setup done), or sooner on a short interval.
    const last = listSnapshots(settings.dir)[0]?.at;
    const timeout =
      last === undefined
        ? Math.min(settings.intervalMs, FIRST_SNAPSHOT_DELAY_MS)
        : Math.min(settings.intervalMs, Math.max(0, last + settings.intervalMs - now));
    return { interval: settings.intervalMs, timeout };
  },
  payload: BackupPayload,
  handler: async ({ sqlite, dataDir, now }, payload) => {
    const run = await runBackup(sqlite, dataDir, payload.backup, now);
    // Worker output reaches the server's stderr; the counts go to the main thread's log and metrics.
    for (const file of run.snapshot.corruptedInPrevious)
      console.error(`backup: ${file} no longer matches its manifest digest; the new snapshot holds a fresh copy`);
    if (run.afterCommand && !run.afterCommand.ok)
      console.error(
        `backup: BACKUP_AFTER_COMMAND failed (exit ${String(run.afterCommand.code)}): ${run.afterCommand.detail}`,
      );
    const { manifest } = run.snapshot;
    return {
      snapshotAt: Date.parse(manifest.createdAt),
      files: manifest.files.length,
      linked: run.snapshot.linked,
      added: run.snapshot.added,
      corruptedInPrevious: run.snapshot.corruptedInPrevious.length,
      snapshotMs: run.snapshot.ms,
      pruned: run.pruned.length,
      ...(run.afterCommand
        ? {
            afterCommandOk: run.afterCommand.ok,
            afterCommandExit: run.afterCommand.code ?? -1,
            afterCommandMs: run.afterCommand.ms,
          }
        : {}),
    };
  },
});

runIfWorker(backupSnapshotJob);
