import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DATABASE_FILE, openDatabase } from '@rubric/db';
import type { Command } from 'commander';
import type { Config } from '../config.js';
import { systemClock } from '../lib/clock.js';
import { CliError, type CliIo } from './errors.js';

/** `rubric sweep` and `rubric backup <file>`: data lifecycle commands, safe to run next to the running server. */
export function registerLifecycleCommands(program: Command, config: Config, io: CliIo): void {
  program
    .command('sweep')
    .description(
      'run the deletion processor, the retention and expiry sweeps and SQLite optimize once, now; one line per job',
    )
    .action(async () => {
      // Loaded on use: the catalogue pulls in bree, which every other command can do without.
      const [{ JOBS, jobPayload }, { runJob }] = await Promise.all([
        import('../background/catalogue.js'),
        import('../background/job.js'),
      ]);
      const failed: string[] = [];
      for (const job of JOBS) {
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
    .command('backup <file>')
    .description(
      'write a consistent copy of the database to <file> while Rubric runs (SQLite online backup); prints its path',
    )
    .action(async (file: string) => {
      const target = resolve(file);
      if (!existsSync(join(config.dataDir, DATABASE_FILE))) throw new CliError(`no database in ${config.dataDir}`);
      if (existsSync(target)) throw new CliError(`${target} already exists; back up to a new file`);
      const database = openDatabase(config.dataDir);
      try {
        // The backup API copies page by page and restarts when a writer changes a page meanwhile: the copy is one
        // consistent snapshot, taken without stopping the server.
        await database.sqlite.backup(target);
      } finally {
        database.close();
      }
      io.out(target);
      io.err(
        `backed up ${statSync(target).size} bytes; resume files under ${join(config.dataDir, 'resumes')} are not in it (copy that folder too)`,
      );
    });
}
