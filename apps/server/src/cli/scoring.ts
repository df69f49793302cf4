import { openDatabase } from '@rubric/db';
import type { Command } from 'commander';
import type { Config } from '../config.js';
import { iso, systemClock } from '../lib/clock.js';
import { findPartnerByName } from '../modules/partners/service.js';
import {
  CLI_ACTOR_ID,
  pausedPartners,
  pauseScoring,
  resumeScoring,
  type PauseActor,
} from '../modules/partners/scoring-pause.js';
import { CliError, type CliIo } from './errors.js';

/** The command line has no signed-in administrator: its pauses are recorded as the system's, id `cli`. */
const CLI_ACTOR: PauseActor = { type: 'system', id: CLI_ACTOR_ID };

/**
 * `rubric scoring pause|resume --partner <name>` and `rubric scoring status`: the stop control from the shell,
 * on the same DATA_DIR as a running server. The server's queue reads the pause at every claim, and its runner
 * looks for claimable work at least once a second, so a resume here is picked up within about a second.
 */
export function registerScoringCommands(program: Command, config: Config, io: CliIo): void {
  const scoring = program.command('scoring').description('the stop control: pause or resume scoring for a partner');
  const withPartner = (name: string, fn: (ctx: Parameters<typeof pauseScoring>[0], partnerId: string) => void) => {
    const database = openDatabase(config.dataDir);
    try {
      const ctx = { db: database.db, clock: systemClock };
      const partner = findPartnerByName(ctx, name);
      if (!partner) throw new CliError(`no partner named "${name}"`);
      fn(ctx, partner.id);
    } finally {
      database.close();
    }
  };

  scoring
    .command('pause')
    .description(
      'stop scoring the partner’s applications (test and live): submissions are still accepted and wait; jobs being scored now finish',
    )
    .requiredOption('--partner <name>', 'partner name')
    .action((opts: { partner: string }) =>
      withPartner(opts.partner, (ctx, partnerId) => {
        const change = pauseScoring(ctx, partnerId, CLI_ACTOR);
        if (!change) throw new CliError(`no partner named "${opts.partner}"`);
        const since = iso(change.partner.scoringPausedAt);
        io.out(change.changed ? `paused ${opts.partner}` : `${opts.partner} was already paused (since ${since})`);
      }),
    );

  scoring
    .command('resume')
    .description('score the partner’s applications again, the waiting ones first in the fair order')
    .requiredOption('--partner <name>', 'partner name')
    .action((opts: { partner: string }) =>
      withPartner(opts.partner, (ctx, partnerId) => {
        const change = resumeScoring(ctx, partnerId, CLI_ACTOR);
        if (!change) throw new CliError(`no partner named "${opts.partner}"`);
        io.out(change.changed ? `resumed ${opts.partner}` : `${opts.partner} was not paused`);
      }),
    );

  scoring
    .command('status')
    .description('one paused partner a line: name, paused since, paused by (an administrator id, or cli)')
    .action(() => {
      const database = openDatabase(config.dataDir);
      try {
        for (const p of pausedPartners(database.db)) io.out([p.partnerName, iso(p.pausedAt), p.pausedBy].join('\t'));
      } finally {
        database.close();
      }
    });
}
