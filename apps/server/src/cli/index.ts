import { Command, CommanderError, Option } from 'commander';
import { ENVIRONMENTS } from '@rubric/contracts';
import { openDatabase, type Environment, type OpenDatabase } from '@rubric/db';
import { loadConfig, type Config } from '../config.js';
import { systemClock, iso } from '../lib/clock.js';
import { AdminExistsError, createAdmin } from '../modules/admin/auth/accounts.js';
import { createApiKey, listApiKeys, revokeApiKey } from '../modules/partners/keys.js';
import { createPartner, InvalidPartnerNameError, PartnerExistsError } from '../modules/partners/service.js';
import { registerWebhookCommands } from './webhooks.js';
import { registerLifecycleCommands } from './lifecycle.js';
import { registerDoctorCommand } from './doctor.js';
import { registerScoringCommands } from './scoring.js';
import { registerAuditCommands } from './audit.js';
import { CliError, type CliIo } from './errors.js';

const defaultIo: CliIo = { out: (l) => process.stdout.write(`${l}\n`), err: (l) => process.stderr.write(`${l}\n`) };

function withDatabase<T>(
  config: Config,
  fn: (ctx: Pick<OpenDatabase, 'db' | 'sqlite'> & { clock: typeof systemClock }) => T | Promise<T>,
): Promise<T> {
  const database = openDatabase(config.dataDir);
  return Promise.resolve(fn({ db: database.db, sqlite: database.sqlite, clock: systemClock })).finally(() =>
    database.close(),
  );
}

export function buildProgram(config: Config, io: CliIo): Command {
  const program = new Command('rubric').description(
    'Rubric operator commands (work on DATA_DIR, also while the server runs)',
  );
  program.exitOverride();
  program.configureOutput({ writeOut: (s) => io.out(s.trimEnd()), writeErr: (s) => io.err(s.trimEnd()) });
  const env = () => new Option('--env <env>', 'environment').choices(ENVIRONMENTS).makeOptionMandatory();

  const partners = program.command('partners').description('manage partners');
  partners
    .command('create <name>')
    .description('create a partner; prints its id')
    .action((name: string) =>
      withDatabase(config, (ctx) => {
        try {
          io.out(createPartner(ctx, name).id);
        } catch (e) {
          if (e instanceof PartnerExistsError || e instanceof InvalidPartnerNameError) throw new CliError(e.message);
          throw e;
        }
      }),
    );

  const keys = program.command('keys').description('manage API keys');
  keys
    .command('create')
    .description('create an API key (the partner is created if missing); prints the key alone on stdout')
    .requiredOption('--partner <name>', 'partner name')
    .addOption(env())
    .action((opts: { partner: string; env: Environment }) =>
      withDatabase(config, (ctx) => {
        try {
          io.out(createApiKey(ctx, opts.partner, opts.env).key);
        } catch (e) {
          if (e instanceof InvalidPartnerNameError) throw new CliError(e.message);
          throw e;
        }
      }),
    );
  keys
    .command('list')
    .description('one key a line: prefix, environment, partner, created, last used, revoked')
    .option('--partner <name>', 'only this partner')
    .action((opts: { partner?: string }) =>
      withDatabase(config, (ctx) => {
        for (const k of listApiKeys(ctx, opts.partner))
          io.out(
            [
              k.prefix,
              k.environment,
              k.partnerName,
              iso(k.createdAt),
              iso(k.lastUsedAt) ?? '-',
              iso(k.revokedAt) ?? '-',
            ].join('\t'),
          );
      }),
    );
  keys
    .command('revoke <keyPrefix>')
    .description('revoke a key by its 16-character prefix (or the full key)')
    .action((prefix: string) =>
      withDatabase(config, (ctx) => {
        const r = revokeApiKey(ctx, prefix);
        if (r.revoked) return io.out(`revoked ${r.prefix}`);
        const why = {
          not_found: 'no key has this prefix',
          ambiguous: 'several keys share this prefix; pass the full key',
          already_revoked: 'the key is already revoked',
        };
        throw new CliError(why[r.reason]);
      }),
    );

  program
    .command('admins')
    .description('manage portal administrators')
    .command('create')
    .description('create an administrator')
    .requiredOption('--email <email>', 'e-mail address')
    .requiredOption('--password <password>', 'password (at least 12 characters)')
    .action((opts: { email: string; password: string }) =>
      withDatabase(config, async (ctx) => {
        if (!/^[^@\s]+@[^@\s]+$/.test(opts.email)) throw new CliError('--email is not an e-mail address');
        if (opts.password.length < 12) throw new CliError('--password must be at least 12 characters');
        try {
          io.out((await createAdmin(ctx, opts.email, opts.password)).id);
        } catch (e) {
          if (e instanceof AdminExistsError) throw new CliError(e.message);
          throw e;
        }
      }),
    );
  program
    .command('jobs')
    .description('scoring jobs')
    .command('retry <scoringJobId>')
    .description('put a failed scoring job back to pending under the same id (the running server scores it)')
    .action((id: string) =>
      withDatabase(config, async (ctx) => {
        // Loaded here, not at the top: the resume pipeline and scoring runner double the start-up time of every other command.
        const { createServices } = await import('../services.js');
        // One parse process: a retry reads one resume.
        const services = createServices({ config: { ...config, PARSE_POOL_SIZE: 1 }, db: ctx, clock: ctx.clock });
        try {
          const r = await services.retry(id);
          if (!r.ok && r.reason === 'busy')
            throw new CliError(
              `the resume could not be read again now (${r.message}); scoring job ${id} is unchanged: retry in ${r.retryAfterSeconds} s`,
            );
          if (!r.ok)
            throw new CliError(
              r.reason === 'not_found'
                ? `no scoring job ${id}`
                : `scoring job ${id} has not failed; only failed jobs are retried`,
            );
          if (r.status === 'failed')
            throw new CliError(`the resume could not be read again: ${r.error.code}: ${r.error.message}`);
          io.out(`${id} pending`);
        } finally {
          await services.intake.close();
        }
      }),
    );
  registerWebhookCommands(program, config, io);
  registerLifecycleCommands(program, config, io);
  registerDoctorCommand(program, config, io);
  registerScoringCommands(program, config, io);
  registerAuditCommands(program, config, io);
  return program;
}

export async function runCli(
  argv: string[],
  io: CliIo = defaultIo,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  let code = 0;
  try {
    const config = loadConfig({ LOG_LEVEL: 'silent', ...env });
    await buildProgram(config, io).parseAsync(argv);
  } catch (e) {
    if (e instanceof CommanderError) code = e.exitCode;
    else if (e instanceof CliError || (e instanceof Error && e.message.startsWith('Invalid configuration'))) {
      io.err(`rubric: ${e.message}`);
      code = 1;
    } else throw e;
  }
  if (io === defaultIo) process.exitCode = code;
  return code;
}
