import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DATABASE_FILE, openDatabase } from '@rubric/db';
import type { Command } from 'commander';
import type { Config } from '../config.js';
import type { SnapshotCounts } from '../modules/backup/manifest.js';
import { systemClock } from '../lib/clock.js';
import { CliError, type CliIo } from './errors.js';

/** `rubric sweep`, `rubric backup` and `rubric restore`: data lifecycle commands (all but restore safe next to the running server). */
export function registerLifecycleCommands(program: Command, config: Config, io: CliIo): void {
  program
    .command('sweep')
    .description(
      'run the deletion processor, the retention and expiry sweeps and SQLite optimize once, now; one line per job',
    )
    .action(async () => {
      // Loaded on use: the catalogue pulls in bree, which every other command can do without.
      const [{ enabledJobs, jobPayload }, { runJob }] = await Promise.all([
        import('../background/catalogue.js'),
        import('../background/job.js'),
      ]);
      const failed: string[] = [];
      for (const { job } of enabledJobs(config, systemClock.now()).filter(({ job }) => job.id !== 'backup.snapshot')) {
        // The same functions the scheduled workers run, here in this process; every step is idempotent, so running
        // beside the server's own schedule is safe.
        const result = await runJob(job, jobPayload(config, systemClock.now()));
        if (result.ok) io.out(`${job.id}\tok\t${JSON.stringify(result.summary)}`);
        else {
          io.out(`${job.id}\tfailed\t${result.error}`);
          failed.push(job.id);
        }
      }
      if (failed.length > 0) throw new CliError(`failed: ${failed.join(', ')}`);
    });

  program
    .command('backup [folder]')
    .description(
      'write a verified snapshot (database, resume files, secrets, manifest) into a new folder under [folder] ' +
        '(default BACKUP_DIR) while Rubric runs; prints its path. A [folder] ending in .sqlite writes the database alone, as before',
    )
    .action(async (folder: string | undefined) => {
      if (!existsSync(join(config.dataDir, DATABASE_FILE))) throw new CliError(`no database in ${config.dataDir}`);
      const target = folder ?? config.BACKUP_DIR;
      if (!target) throw new CliError('name a folder, or set BACKUP_DIR');
      if (target.endsWith('.sqlite')) return legacyDatabaseCopy(config, resolve(target), io);
      const [{ takeSnapshot }, { rubricVersion }] = await Promise.all([
        import('../modules/backup/snapshot.js'),
        import('../modules/backup/version.js'),
      ]);
      const database = openDatabase(config.dataDir);
      try {
        const r = takeSnapshot({
          sqlite: database.sqlite,
          dataDir: config.dataDir,
          backupDir: resolve(target),
          now: systemClock.now(),
          rubricVersion: rubricVersion(),
        });
        io.out(r.path);
        io.err(describeCounts('snapshot verified', r.manifest.createdAt, r.manifest.counts));
      } finally {
        database.close();
      }
    });

  program
    .command('restore <snapshot>')
    .description(
      'restore a snapshot folder into DATA_DIR (refused while a server runs on it, or when any file differs from the manifest)',
    )
    .option('--data-dir <dir>', 'restore into this folder instead of DATA_DIR')
    .option(
      '--replace',
      'DATA_DIR already holds a database: move it, resumes and secrets aside into pre-restore-<time>/',
    )
    .action(async (snapshot: string, opts: { dataDir?: string; replace?: boolean }) => {
      const [{ restoreSnapshot, RestoreRefusedError }, { DataDirBusyError }] = await Promise.all([
        import('../modules/backup/restore.js'),
        import('../modules/backup/server-lock.js'),
      ]);
      const dataDir = resolve(opts.dataDir ?? config.dataDir);
      try {
        const r = restoreSnapshot(resolve(snapshot), dataDir, {
          replace: opts.replace ?? false,
          now: systemClock.now(),
        });
        if (r.movedAside) io.out(`moved the previous database, resumes and secrets to ${r.movedAside}`);
        io.out(`restored ${resolve(snapshot)} into ${dataDir} in ${r.ms} ms`);
        io.out(
          `snapshot taken ${r.manifest.createdAt} by Rubric ${r.manifest.rubricVersion}, schema ${r.manifest.schema.latestMigration}`,
        );
        io.out(
          `partners ${r.counts.partners}, tenants ${r.counts.tenants}, scoring jobs ${r.counts.scoringJobs}, resume files ${r.counts.resumeFiles}, secrets ${r.counts.secrets}`,
        );
      } catch (e) {
        if (e instanceof RestoreRefusedError || e instanceof DataDirBusyError) throw new CliError(e.message);
        throw e;
      }
    });
}

function describeCounts(what: string, at: string, c: SnapshotCounts): string {
  return `${what} (${at}): partners ${c.partners}, tenants ${c.tenants}, scoring jobs ${c.scoringJobs}, resume files ${c.resumeFiles}${c.resumeFilesMissing ? ` (${c.resumeFilesMissing} gone from DATA_DIR meanwhile)` : ''}`;
}

/** The single-file form of earlier versions: the database alone, through SQLite's online backup. */
async function legacyDatabaseCopy(config: Config, target: string, io: CliIo): Promise<void> {
  if (existsSync(target)) throw new CliError(`${target} already exists; back up to a new file`);
  const database = openDatabase(config.dataDir);
  try {
    await database.sqlite.backup(target);
  } finally {
    database.close();
  }
  io.out(target);
  io.err(
    `backed up ${statSync(target).size} bytes; resume files under ${join(config.dataDir, 'resumes')} and secrets are not in it: a snapshot folder (rubric backup <folder>) holds all three`,
  );
}
