import { existsSync } from 'node:fs';
import type { Command } from 'commander';
import type { Config } from '../config.js';
import { findLooseModes } from '../lib/data-dir-modes.js';
import { CliError, type CliIo } from './errors.js';

/** `rubric doctor`: checks the installation without changing it (today: who can read DATA_DIR). */
export function registerDoctorCommand(program: Command, config: Config, io: CliIo): void {
  program
    .command('doctor')
    .description(
      'check DATA_DIR: warns (exit code 1) when the database, its WAL files, resumes or secrets are readable by group or others',
    )
    .action(() => {
      const dir = config.dataDir;
      if (!existsSync(dir)) {
        io.out(`ok\tDATA_DIR ${dir} does not exist yet; the first start creates it owner-only (0700)`);
        return;
      }
      const loose = findLooseModes(dir);
      for (const l of loose) io.out(`warn\t${l.message}\tfix: ${l.fix}`);
      if (loose.length > 0)
        throw new CliError(`${loose.length} path(s) under DATA_DIR are open to other users; see the fixes above`);
      io.out(`ok\tDATA_DIR ${dir}: the database, resumes and secrets are readable by their owner only`);
    });
}
