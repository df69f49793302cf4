import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { openDatabase } from '@rubric/db';
import type { ResumeIntake } from '@rubric/resume';
import { Router, type Request } from 'express';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import type { AdminDispatcher } from './http/admin.js';
import { createApp } from './http/app.js';
import { clientErrorHandler } from './http/client-error.js';
import { deferredRouter } from './http/deferred.js';
import type { Clock } from './lib/clock.js';
import { findLooseModes } from './lib/data-dir-modes.js';
import { acquireDataDirLock } from './modules/backup/server-lock.js';
import type { ScoringRunner } from './background/scoring-runner.js';
import type { BackgroundJobs } from './background/catalogue.js';
import { analyticsHandlers } from './modules/analytics/routes.js';
import { auditAdminHandlers, auditHandlers } from './modules/audit/routes.js';
import { batchHandlers } from './modules/batches/routes.js';
import { biasAuditHandlers } from './modules/bias-audit/routes.js';
import { demographicsHandlers } from './modules/demographics/routes.js';
import { DemographicsService } from './modules/demographics/service.js';
import type { EngineRegistry } from './modules/engines/registry.js';
import { criteriaAiHandlers } from './modules/question-sets/routes.js';
import { reviewHandlers } from './modules/reviews/routes.js';
import { scoringHandlers } from './modules/scoring/routes.js';
import { ensureBootstrapAdmin } from './modules/admin/auth/accounts.js';
import { issueSetupTokenIfNeeded } from './modules/admin/auth/setup-token.js';
import type { WebhookServices } from './modules/webhooks/wiring.js';
import { criteriaHandlers } from './modules/criteria/routes.js';
import { deletionHandlers } from './modules/deletion/routes.js';
import { libraryHandlers } from './modules/library/routes.js';
import { rateLimitHandlers } from './modules/rate-limits/routes.js';
import { createServices, type ServiceOverrides, type Services } from './services.js';

export interface RubricOptions extends ServiceOverrides {
  clock?: Clock;
  logger?: Logger;
  /** Do not start the scoring runner (tests that drive it by hand). */
  runner?: false;
}

export interface Rubric {
  services: Services;
  ctx: AppContext;
  engines: EngineRegistry;
  intake: ResumeIntake;
  runner: ScoringRunner;
  webhooks: WebhookServices;
  /** Bree schedules: deletion processor, retention and expiry sweeps, SQLite optimize. */
  background: BackgroundJobs;
  server: Server;
  url: string;
  close(): Promise<void>;
}

/** Paths the portal may answer; health and docs never wait for it (both APIs never reach express). */
const NOT_ADMIN_OR_PORTAL = /^\/(v1|healthz|readyz|metrics|docs)(\/|$)/;

/** The admin API's dispatcher (`/admin/api`) and the portal: loaded after the server listens. */
async function adminAndPortal(
  services: Services,
  webhooks: WebhookServices,
): Promise<{ admin: AdminDispatcher; portal: Router }> {
  const [admin, portal, sessionRoutes, adminRoutes, webhookRoutes, deletionRoutes, docsRoutes, biasAuditRoutes] =
    await Promise.all([
      import('./http/admin.js'),
      import('./http/portal.js'),
      import('./modules/admin/auth/routes.js'),
      import('./modules/admin/routes.js'),
      import('./modules/webhooks/admin-routes.js'),
      import('./modules/deletion/admin-routes.js'),
      import('./modules/docs/routes.js'),
      import('./modules/bias-audit/admin-routes.js'),
    ]);
  const { ctx, engines, runner, intake, sessions } = services;
  const session = sessionRoutes.adminSessionHandlers(ctx, sessions);
  const dispatcher = admin.createAdminDispatcher(ctx, {
    sessions,
    handlers: {
      ...session.handlers,
      ...adminRoutes.adminHandlers(ctx, { engines, runner, intake }),
      ...webhookRoutes.webhooksAdminHandlers(webhooks),
      ...deletionRoutes.deletionAdminHandlers(ctx),
      ...docsRoutes.adminDocsHandlers(ctx),
      ...biasAuditRoutes.biasAuditAdminHandlers(ctx),
      ...auditAdminHandlers(ctx.db),
    },
    guards: session.guards,
  });
  const router = Router();
  portal.mountPortal(router);
  return { admin: dispatcher, portal: router };
}

/**
 * Opens the database, builds every service (`createServices`), and listens. Used by `main.ts` and by the tests
 * alike. What the partner API needs is built before listening; the webhook delivery loop, the schedules, the admin
 * API and the portal load right after (a start costs less than a second), and /readyz answers 503 until they run.
 */
export async function startRubric(config: Config, options: RubricOptions = {}): Promise<Rubric> {
  const { clock, logger, runner: runnerOption, ...overrides } = options;
  // One server per DATA_DIR, and none while a restore writes it (docs/OPERATIONS.md, backup and restore).
  const lock = acquireDataDirLock(config.dataDir, 'server');
  let database: ReturnType<typeof openDatabase>;
  try {
    database = openDatabase(config.dataDir);
  } catch (err) {
    lock.release();
    throw err;
  }
  let starting = true;
  const services = createServices({
    config,
    db: database,
    ...(clock ? { clock } : {}),
    ...(logger ? { log: logger } : {}),
    overrides,
    startupPending: () => starting,
  });
  const { ctx, log, engines, runner, intake } = services;
  if (database.tightened.length > 0)
    log.warn({ files: database.tightened }, 'database files were readable by other users: made owner-only (0600)');
  for (const loose of findLooseModes(config.dataDir))
    log.warn({ path: loose.path, mode: loose.mode, fix: loose.fix }, 'DATA_DIR is open to other users of this host');
  if (!config.BACKUP_DIR)
    log.warn(
      { setting: 'BACKUP_DIR' },
      'no scheduled backups: set BACKUP_DIR to a folder on another disk (docs/OPERATIONS.md, backup and restore)',
    );
  await ensureBootstrapAdmin(ctx);
  issueSetupTokenIfNeeded(ctx);
  services.idempotency.releaseStale();
  const later = deferredRouter((req: Request) => !NOT_ADMIN_OR_PORTAL.test(req.path));
  let adminBuilt!: { resolve(dispatcher: AdminDispatcher): void; reject(err: unknown): void };
  const adminApi = new Promise<AdminDispatcher>((resolve, reject) => (adminBuilt = { resolve, reject }));
  const app = createApp(ctx, {
    idempotency: services.idempotency,
    handlers: {
      ...criteriaHandlers(services.criteria),
      ...criteriaAiHandlers({ questionSets: services.questionSets, criteria: services.criteria, engines }),
      ...libraryHandlers(services.library),
      ...scoringHandlers(services.scoring),
      ...reviewHandlers(services.reviews, services.oversight),
      ...batchHandlers(services.batches),
      ...analyticsHandlers(ctx.db),
      ...rateLimitHandlers(ctx.rateLimiter),
      ...deletionHandlers(services.deletion),
      ...demographicsHandlers(new DemographicsService(ctx)),
      ...biasAuditHandlers(ctx),
      ...auditHandlers(ctx.db),
    },
    admin: adminApi,
    extra: [(app) => app.use(later.handler)],
  });
  // Model loading can take a while: the API listens meanwhile, accepts scoring submissions into the queue,
  // and /readyz answers 503 until it is loaded; the runner starts on the jobs then.
  const enginesStarted = engines
    .start()
    .catch((err: unknown) => log.error({ err }, 'engine start failed'))
    .finally(() => runner.notify());

  const server = createServer(app);
  // Past the 60 s idle timeout of common proxies and load balancers: the proxy closes an idle connection
  // first, never reusing one that Rubric is closing (docs/OPERATIONS.md, security notes).
  server.keepAliveTimeout = 65_000;
  // A body has BODY_TIMEOUT_MS once its operation reads it (408); Node's own 300 s for a whole request is
  // brought down to that plus the time headers may take, a backstop for bodies nothing reads.
  server.requestTimeout = config.BODY_TIMEOUT_MS + server.headersTimeout;
  server.on('clientError', clientErrorHandler(ctx));
  // Node's close() waits for every connection to end, and a client's pooled keep-alive connection would
  // hold a stop for the whole grace period: once closing, a response in flight or still to come closes its
  // connection when it ends (Connection: close), and what is idle then is closed at once.
  let closing = false;
  const responding = new Set<ServerResponse>();
  server.on('request', (_req, res: ServerResponse) => {
    if (closing) res.shouldKeepAlive = false;
    responding.add(res);
    res.once('close', () => {
      responding.delete(res);
      if (closing) setImmediate(() => server.closeIdleConnections());
    });
  });
  const closeConnectionsWhenDone = () => {
    closing = true;
    for (const res of responding) if (!res.headersSent) res.shouldKeepAlive = false;
    server.closeIdleConnections();
  };
  server.listen(config.PORT, config.HOST);
  await once(server, 'listening');
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${address.port}`;
  log.info({ url, dataDir: config.dataDir }, 'rubric listening');
  if (runnerOption !== false) runner.start();

  let webhooks: WebhookServices;
  let background: BackgroundJobs;
  try {
    [webhooks, background] = await Promise.all([services.webhooks(), services.background()]);
    const { admin, portal } = await adminAndPortal(services, webhooks);
    adminBuilt.resolve(admin);
    later.resolve(portal);
    webhooks.deliveryLoop.start();
    await background.start();
  } catch (err) {
    adminBuilt.reject(err);
    later.reject(err);
    server.close();
    await runner.stop(0);
    await enginesStarted;
    await engines.close();
    await intake.close();
    database.close();
    lock.release();
    throw err;
  }
  starting = false;
  log.info({ url }, 'rubric ready to serve every route');

  return {
    services,
    ctx,
    engines,
    intake,
    runner,
    webhooks,
    background,
    server,
    url,
    /**
     * Graceful stop: no new connections; in-flight requests and the scoring jobs being scored get
     * SHUTDOWN_GRACE_MS to finish (then connections are cut and claims released, so those jobs are
     * pending for the next start); webhook deliveries stop at once (attempts in flight end); then the sweeps,
     * engines, the parse pool and the database close.
     */
    async close() {
      const grace = config.SHUTDOWN_GRACE_MS;
      const httpClosed = new Promise<void>((resolve) => server.close(() => resolve()));
      closeConnectionsWhenDone();
      const cut = setTimeout(() => server.closeAllConnections(), grace);
      cut.unref();
      // No new delivery attempt starts once shutting down (those in flight end): the outbox is durable and
      // the next start delivers what is due, including events of jobs that finish during the grace period.
      const deliveriesStopped = webhooks.close();
      await Promise.all([httpClosed, runner.stop(grace), deliveriesStopped]);
      clearTimeout(cut);
      // Running sweeps stop after their current item (they are idempotent; the next start goes on).
      await background.stop();
      await enginesStarted;
      await engines.close();
      await intake.close();
      database.close();
      lock.release();
    },
  };
}
