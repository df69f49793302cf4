import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { openDatabase, type Environment } from '@rubric/db';
import { createResumeIntake, type HostResolver, type ResumeIntake } from '@rubric/resume';
import type { ScoringEngine } from '@rubric/scoring';
import pino, { type Logger } from 'pino';
import { intakeLimits, type Config } from './config.js';
import type { AppContext } from './context.js';
import { createApp } from './http/app.js';
import { systemClock, type Clock } from './lib/clock.js';
import { createMetrics } from './lib/metrics.js';
import { findLooseModes } from './lib/data-dir-modes.js';
import { createScoringRunner, type ScoringRunner } from './background/scoring-runner.js';
import { createBackgroundJobs, type BackgroundJobs } from './background/catalogue.js';
import { analyticsHandlers } from './modules/analytics/routes.js';
import { batchHandlers } from './modules/batches/routes.js';
import { createBatchService } from './modules/batches/service.js';
import { createEngineRegistry, type EngineRegistry } from './modules/engines/registry.js';
import { createQueueMetrics } from './modules/scoring/queue-metrics.js';
import { criteriaAiHandlers } from './modules/question-sets/routes.js';
import { createQuestionSetService } from './modules/question-sets/service.js';
import { scoringHandlers } from './modules/scoring/routes.js';
import { createScoringService } from './modules/scoring/service.js';
import { ensureBootstrapAdmin } from './modules/admins/service.js';
import { mountAdminApi } from './http/admin.js';
import { mountPortal } from './http/portal.js';
import { createSessionStore } from './modules/admin-auth/sessions.js';
import { issueSetupTokenIfNeeded } from './modules/admin-auth/setup-token.js';
import { adminRouter } from './modules/admin/routes.js';
import { webhooksAdminRouter } from './modules/webhooks/admin-routes.js';
import { createWebhookServices, type WebhookServices } from './modules/webhooks/wiring.js';
import { createCriteriaService } from './modules/criteria/service.js';
import { criteriaHandlers } from './modules/criteria/routes.js';
import { deletionAdminRouter } from './modules/deletion/admin-routes.js';
import { deletionHandlers } from './modules/deletion/routes.js';
import { createDeletionService } from './modules/deletion/service.js';
import { createIdempotencyService } from './modules/idempotency/service.js';
import { createLibraryService } from './modules/library/service.js';
import { libraryHandlers } from './modules/library/routes.js';
import { createRateLimiter, type CounterStoreFactory } from './modules/rate-limits/limiter.js';
import { rateLimitHandlers } from './modules/rate-limits/routes.js';

export interface RubricOptions {
  clock?: Clock;
  logger?: Logger;
  /** Replaces the in-process rate-limit counter store (tests of degraded mode, shared stores). */
  rateLimitStore?: CounterStoreFactory;
  /** Engines to use instead of the configured ones (tests: a slow or deliberately biased fake at the model boundary). */
  engines?: Partial<Record<Environment, ScoringEngine>>;
  /** DNS resolver for resume fetching and webhook delivery (tests point names at loopback). */
  resolver?: HostResolver;
  /** Do not start the scoring runner (tests that drive it by hand). */
  runner?: false;
}

export interface Rubric {
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

/** Opens the database, builds every service, and listens. Used by `main.ts` and by the tests alike. */
export async function startRubric(config: Config, options: RubricOptions = {}): Promise<Rubric> {
  const clock = options.clock ?? systemClock;
  const log =
    options.logger ??
    pino({ level: config.LOG_LEVEL, base: { service: 'rubric' }, redact: ['req.headers.authorization'] });
  const database = openDatabase(config.dataDir);
  if (database.tightened.length > 0)
    log.warn({ files: database.tightened }, 'database files were readable by other users: made owner-only (0600)');
  for (const loose of findLooseModes(config.dataDir))
    log.warn({ path: loose.path, mode: loose.mode, fix: loose.fix }, 'DATA_DIR is open to other users of this host');
  const ctx: AppContext = {
    config,
    db: database.db,
    sqlite: database.sqlite,
    clock,
    log,
    metrics: createMetrics(),
    rateLimiter: createRateLimiter({
      multiplier: config.RATE_LIMIT_MULTIPLIER,
      clock,
      ...(options.rateLimitStore ? { store: options.rateLimitStore } : {}),
    }),
    engineStatus: () => engines.status(),
    enginesLoading: () => engines.loading(),
  };
  const engines = createEngineRegistry(config, log, options.engines);
  await ensureBootstrapAdmin(ctx);
  issueSetupTokenIfNeeded(ctx);
  const sessions = createSessionStore(ctx);
  const idempotency = createIdempotencyService(ctx);
  idempotency.releaseStale();
  const criteria = createCriteriaService(ctx);
  const library = createLibraryService(ctx);
  const questionSets = createQuestionSetService(ctx);
  const intake = createResumeIntake({
    allowPrivateNetworks: config.FETCH_ALLOW_PRIVATE_NETWORKS,
    extraCaPem: config.FETCH_EXTRA_CA_FILE ? readFileSync(config.FETCH_EXTRA_CA_FILE, 'utf8') : null,
    ...intakeLimits(config),
    log: log.child({ component: 'resume-intake' }),
    ...(options.resolver ? { lookup: options.resolver } : {}),
  });
  const webhooks = createWebhookServices({
    db: ctx.db,
    clock,
    log: log.child({ component: 'webhooks' }),
    config,
    ...(options.resolver ? { resolver: options.resolver } : {}),
  });
  // A finished job has committed its event to the outbox: wake the dispatcher rather than wait for its timer.
  const onFinished = () => webhooks.dispatcher.notify();
  const runner: ScoringRunner = createScoringRunner({
    db: ctx.db,
    clock,
    log: log.child({ component: 'scoring-runner' }),
    engines,
    bootId: randomUUID(),
    taskTimeoutMs: config.SCORING_TASK_TIMEOUT_MS,
    affinityLimit: config.SCORING_AFFINITY_LIMIT,
    observer: createQueueMetrics(ctx.metrics.registry, {
      db: ctx.db,
      clock,
      inFlight: () => runner.inFlightClaims(),
    }),
    onFinished,
    onCancelled: () => background.trigger('deletion.process'),
  });
  const retention = {
    resumeFileDays: config.RESUME_FILE_RETENTION_DAYS,
    scoringInputDays: config.SCORING_INPUT_RETENTION_DAYS,
  };
  const notify = () => {
    runner.notify();
    webhooks.dispatcher.notify();
  };
  const scoring = createScoringService({
    db: ctx.db,
    clock,
    dataDir: config.dataDir,
    retention,
    criteria,
    engines,
    intake,
    notify,
  });
  const batches = createBatchService({
    db: ctx.db,
    clock,
    retention,
    scoring,
    notify,
    intakeDeadlineMs: config.BATCH_INTAKE_DEADLINE_MS,
  });
  const background = createBackgroundJobs({
    config,
    db: ctx.db,
    clock,
    log: log.child({ component: 'background' }),
    metrics: ctx.metrics,
  });
  const deletion = createDeletionService({
    db: ctx.db,
    clock,
    notify: () => background.trigger('deletion.process'),
    // Scoring of the target stops now instead of the deletion waiting for the engine.
    onRequested: (work) => runner.cancelFor(work),
  });
  const app = createApp(ctx, {
    idempotency,
    handlers: {
      ...criteriaHandlers(criteria),
      ...criteriaAiHandlers({ questionSets, criteria, engines }),
      ...libraryHandlers(library),
      ...scoringHandlers(scoring),
      ...batchHandlers(batches),
      ...analyticsHandlers(ctx.db),
      ...rateLimitHandlers(ctx.rateLimiter),
      ...deletionHandlers(deletion),
    },
    extra: [
      (app) =>
        mountAdminApi(app, ctx, sessions, [
          adminRouter(ctx, { engines, runner, intake }),
          webhooksAdminRouter(webhooks),
          deletionAdminRouter(ctx),
        ]),
      mountPortal,
    ],
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
  server.listen(config.PORT, config.HOST);
  await once(server, 'listening');
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${address.port}`;
  log.info({ url, dataDir: config.dataDir }, 'rubric listening');
  if (options.runner !== false) runner.start();
  webhooks.dispatcher.start();
  await background.start();

  return {
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
     * pending for the next start); then deliveries, engines, the parse pool and the database close.
     */
    async close() {
      const grace = config.SHUTDOWN_GRACE_MS;
      const httpClosed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const cut = setTimeout(() => server.closeAllConnections(), grace);
      cut.unref();
      await Promise.all([httpClosed, runner.stop(grace)]);
      clearTimeout(cut);
      // Running sweeps stop after their current item (they are idempotent; the next start goes on).
      await background.stop();
      await webhooks.close();
      await enginesStarted;
      await engines.close();
      await intake.close();
      database.close();
    },
  };
}
