import { ENVIRONMENTS, type CreateWebhookEndpointRequest, type WebhookEndpoint } from '@rubric/contracts';
import { openDatabase, type Db, type Environment } from '@rubric/db';
import { Option, type Command } from 'commander';
import type { Config } from '../config.js';
import { systemClock } from '../lib/clock.js';
import { findPartnerByName, listPartners } from '../modules/partners/service.js';
import type { WebhookEndpointService } from '../modules/webhooks/service.js';
import { CliError, type CliIo } from './errors.js';

interface Tools {
  endpoints: WebhookEndpointService;
  db: Db;
  parseCreate(opts: CreateOptions): CreateWebhookEndpointRequest;
}

interface CreateOptions {
  partner: string;
  env: Environment;
  url: string;
  events?: string;
  description?: string;
}

/**
 * Opens DATA_DIR and builds the webhook services as the server does. Loaded on use, not at the top: the services,
 * the URL guard and the contracts would slow down the start of every other command.
 */
async function withEndpoints<T>(config: Config, fn: (tools: Tools) => T | Promise<T>): Promise<T> {
  const [{ createServices }, { ApiError }, contracts] = await Promise.all([
    import('../services.js'),
    import('../errors/api-error.js'),
    import('@rubric/contracts'),
  ]);
  const database = openDatabase(config.dataDir);
  const webhooks = await createServices({ config, db: database, clock: systemClock }).webhooks();
  const { endpoints } = webhooks;
  const parseCreate = (opts: CreateOptions) => {
    const events = opts.events
      ?.split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    const r = contracts.CreateWebhookEndpointRequest.safeParse({
      url: opts.url,
      ...(events ? { events } : {}),
      ...(opts.description ? { description: opts.description } : {}),
    });
    if (!r.success)
      throw new CliError(r.error.issues.map((i) => `--${String(i.path[0] ?? 'url')}: ${i.message}`).join('; '));
    return r.data;
  };
  try {
    return await fn({ endpoints, db: database.db, parseCreate });
  } catch (e) {
    if (e instanceof ApiError)
      throw new CliError(e.details?.length ? e.details.map((d) => `${d.field}: ${d.message}`).join('; ') : e.message);
    throw e;
  } finally {
    await webhooks.close();
    database.close();
  }
}

function partnerIdOf(db: Db, name: string): string {
  const partner = findPartnerByName({ db }, name);
  if (!partner) throw new CliError(`no partner named "${name}" (create it with \`rubric partners create\`)`);
  return partner.id;
}

const line = (e: WebhookEndpoint, partnerName: string) =>
  [e.id, partnerName, e.environment, e.url, e.events.join(','), e.enabled ? 'enabled' : 'disabled', e.createdAt].join(
    '\t',
  );

/** `rubric webhooks create|list|rotate|delete` (`create` prints one JSON line with the id and the secret: docs/webhooks.md). */
export function registerWebhookCommands(program: Command, config: Config, io: CliIo): void {
  const webhooks = program.command('webhooks').description('manage webhook endpoints');
  webhooks
    .command('create')
    .description('create an endpoint; prints {"id","secret"} as one JSON line')
    .requiredOption('--partner <name>', 'partner name')
    .addOption(new Option('--env <env>', 'environment').choices(ENVIRONMENTS).makeOptionMandatory())
    .requiredOption('--url <url>', 'https: URL that receives the deliveries')
    .option(
      '--events <list>',
      'comma-separated: score.completed,score.failed,batch.completed,review.recorded (default: all)',
    )
    .option('--description <text>', 'what the endpoint is for')
    .action((opts: CreateOptions) =>
      withEndpoints(config, async ({ endpoints, db, parseCreate }) => {
        const input = parseCreate(opts);
        const { endpoint, secret } = await endpoints.create(partnerIdOf(db, opts.partner), opts.env, input);
        io.out(JSON.stringify({ id: endpoint.id, secret }));
      }),
    );
  webhooks
    .command('list')
    .description('one endpoint a line: id, partner, environment, url, events, enabled, created')
    .option('--partner <name>', 'only this partner')
    .action((opts: { partner?: string }) =>
      withEndpoints(config, ({ endpoints, db }) => {
        const names = new Map(listPartners({ db, clock: systemClock }).map((p) => [p.id, p.name]));
        const partnerId = opts.partner ? partnerIdOf(db, opts.partner) : undefined;
        for (const e of endpoints.list(partnerId ? { partnerId } : {}))
          io.out(line(e, names.get(e.partnerId) ?? e.partnerId));
      }),
    );
  webhooks
    .command('rotate <id>')
    .description(
      'new secret; the previous one keeps signing for 24 hours. Prints {"id","secret","previousSecretExpiresAt"}',
    )
    .action((id: string) =>
      withEndpoints(config, ({ endpoints }) => {
        const r = endpoints.rotateSecret(id);
        io.out(JSON.stringify({ id, secret: r.secret, previousSecretExpiresAt: r.previousSecretExpiresAt }));
      }),
    );
  webhooks
    .command('delete <id>')
    .description('delete an endpoint with its deliveries and attempts')
    .action((id: string) =>
      withEndpoints(config, ({ endpoints }) => {
        endpoints.remove(id);
        io.out(`deleted ${id}`);
      }),
    );
}
