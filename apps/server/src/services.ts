import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Environment, OpenDatabase } from '@rubric/db';
import type { HostResolver } from '@rubric/net-guard';
import { createResumeIntake, type ResumeIntake } from '@rubric/resume';
import type { ScoringEngine } from '@rubric/scoring';
import pino, { type Logger } from 'pino';
import type { BackgroundJobs, JobId } from './background/catalogue.js';
import { createScoringRunner, type ScoringRunner } from './background/scoring-runner.js';
import { backupSettings, intakeLimits, retentionSettings, type Config, type RetentionSettings } from './config.js';
import type { AppContext } from './context.js';
import { systemClock, type Clock } from './lib/clock.js';
import { createMetrics } from './lib/metrics.js';
import { createBackupStatus } from './modules/backup/status.js';
import { createSessionStore } from './modules/admin/auth/sessions.js';
import { createBatchService } from './modules/batches/service.js';
import { createCriteriaService } from './modules/criteria/service.js';
import { createDeletionService } from './modules/deletion/service.js';
import { createEngineRegistry, type EngineRegistry } from './modules/engines/registry.js';
import { createIdempotencyService } from './modules/idempotency/service.js';
import { createLibraryService } from './modules/library/service.js';
import { createQuestionSetService } from './modules/question-sets/service.js';
import { createRateLimiter, type CounterStoreFactory } from './modules/rate-limits/limiter.js';
import { createOversightService } from './modules/reviews/oversight.js';
import { createReviewService } from './modules/reviews/service.js';
import { createQueueMetrics } from './modules/scoring/queue-metrics.js';
import { retryScoringJob } from './modules/scoring/retry.js';
import { SYSTEM_ACTORS, type AuditActor } from './modules/audit/index.js';
import { createScoringService } from './modules/scoring/service.js';
import type { WebhookServices } from './modules/webhooks/wiring.js';

/** What tests and benchmarks replace, at the true boundaries only. */
export interface ServiceOverrides {
  /** Replaces the in-process rate-limit counter store (tests of degraded mode, shared stores). */
  rateLimitStore?: CounterStoreFactory;
  /** Engines to use instead of the configured ones (a slow or deliberately biased fake at the model boundary). */
  engines?: Partial<Record<Environment, ScoringEngine>>;
  /** DNS resolver for resume fetching and webhook delivery (tests point names at loopback). */
  resolver?: HostResolver;
}

export interface ServiceDeps {
  config: Config;
  db: Pick<OpenDatabase, 'db' | 'sqlite'>;
  clock?: Clock;
  /** Default: pino at LOG_LEVEL, the authorization header redacted. */
  log?: Logger;
  overrides?: ServiceOverrides;
  /** True while the server is still starting what it starts after listening (readiness). Default: never. */
  startupPending?: () => boolean;
}

export interface Services {
  config: Config;
  clock: Clock;
  log: Logger;
  /** What every request handler receives. */
  ctx: AppContext;
  retention: RetentionSettings;
  engines: EngineRegistry;
  intake: ResumeIntake;
  runner: ScoringRunner;
  idempotency: ReturnType<typeof createIdempotencyService>;
  sessions: ReturnType<typeof createSessionStore>;
  criteria: ReturnType<typeof createCriteriaService>;
  library: ReturnType<typeof createLibraryService>;
  questionSets: ReturnType<typeof createQuestionSetService>;
  scoring: ReturnType<typeof createScoringService>;
  batches: ReturnType<typeof createBatchService>;
  deletion: ReturnType<typeof createDeletionService>;
  /** Human reviews of scores. */
  reviews: ReturnType<typeof createReviewService>;
  /** The explanation of a score and the AI disclosure of a job. */
  oversight: ReturnType<typeof createOversightService>;
  /** Manual retry of a failed scoring job (admin API, `rubric jobs retry`): the resume is read again. */
  retry(scoringJobId: string, actor?: AuditActor): ReturnType<typeof retryScoringJob>;
  /**
   * Webhook endpoints, deliveries and the delivery loop. Loaded on first use: the HTTP client and the network guard
   * are not needed to accept the first request (the server loads them right after it listens).
   */
  webhooks(): Promise<WebhookServices>;
  /** The bree schedules (deletion processor, sweeps, SQLite optimize); loaded on first use like `webhooks()`. */
  background(): Promise<BackgroundJobs>;
}

function memo<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/**
 * The one assembly of Rubric's services from a config, a database, a clock and a logger: the server
 * (`startRubric`), the CLI and the tests build through here, so each dependency is wired in one place. Each
 * service is made on first use, so the CLI builds only what its command needs; nothing is started here (the
 * server starts the runner, the webhook delivery loop and the schedules).
 */
export function createServices(deps: ServiceDeps): Services {
  const { config } = deps;
  const overrides = deps.overrides ?? {};
  const clock = deps.clock ?? systemClock;
  const log =
    deps.log ?? pino({ level: config.LOG_LEVEL, base: { service: 'rubric' }, redact: ['req.headers.authorization'] });
  const { db, sqlite } = deps.db;
  const retention = retentionSettings(config);
  const base = { db, clock };

  const engines = memo(() => createEngineRegistry(config, log, overrides.engines));
  const ctx = memo((): AppContext => {
    const metrics = createMetrics();
    return {
      config,
      db,
      sqlite,
      clock,
      log,
      metrics,
      backup: createBackupStatus({
        settings: backupSettings(config),
        metrics,
        clock,
        log: log.child({ component: 'backup' }),
      }),
      rateLimiter: createRateLimiter({
        multiplier: config.RATE_LIMIT_MULTIPLIER,
        clock,
        ...(overrides.rateLimitStore ? { store: overrides.rateLimitStore } : {}),
      }),
      engineStatus: () => engines().status(),
      enginesLoading: () => engines().loading(),
      startupPending: deps.startupPending ?? (() => false),
    };
  });

  // The webhook services and the schedules load on first use. Until then there is nothing to wake: the delivery loop
  // reads the outbox when it starts, and a job asked for before bree runs is run once it has started.
  let webhooksLoaded: WebhookServices | undefined;
  let backgroundLoaded: BackgroundJobs | undefined;
  const triggersBeforeStart = new Set<JobId>();
  const webhooks = memo(async () => {
    const { createWebhookServices } = await import('./modules/webhooks/wiring.js');
    webhooksLoaded = createWebhookServices({
      db,
      clock,
      log: log.child({ component: 'webhooks' }),
      config,
      ...(overrides.resolver ? { resolver: overrides.resolver } : {}),
    });
    return webhooksLoaded;
  });
  const background = memo(async () => {
    const { createBackgroundJobs } = await import('./background/catalogue.js');
    const jobs = createBackgroundJobs({
      config,
      db,
      clock,
      log: log.child({ component: 'background' }),
      metrics: ctx().metrics,
      onResult: (job, result) => {
        if (job !== 'backup.snapshot') return;
        if (!result?.ok)
          return ctx().backup.recordFailure('snapshot', { error: result?.error ?? 'the job ended without a result' });
        // A file of an earlier snapshot with bit rot: this snapshot is good (a fresh copy), the earlier is not.
        if (Number(result.summary.corruptedInPrevious) > 0)
          ctx().backup.recordFailure('verify_previous', { files: result.summary.corruptedInPrevious });
        if (result.summary.afterCommandOk === false)
          ctx().backup.recordFailure('after_command', { exitCode: result.summary.afterCommandExit });
        else log.info({ component: 'backup', ...result.summary }, 'backup snapshot taken');
      },
    });
    backgroundLoaded = {
      ...jobs,
      async start() {
        await jobs.start();
        for (const id of triggersBeforeStart) jobs.trigger(id);
        triggersBeforeStart.clear();
      },
    };
    return backgroundLoaded;
  });
  const wakeDeliveryLoop = () => webhooksLoaded?.deliveryLoop.notify();
  const trigger = (id: JobId) => {
    if (backgroundLoaded) backgroundLoaded.trigger(id);
    else triggersBeforeStart.add(id);
  };

  const intake = memo(() =>
    createResumeIntake({
      allowPrivateNetworks: config.FETCH_ALLOW_PRIVATE_NETWORKS,
      extraCaPem: config.FETCH_EXTRA_CA_FILE ? readFileSync(config.FETCH_EXTRA_CA_FILE, 'utf8') : null,
      ...intakeLimits(config),
      log: log.child({ component: 'resume-intake' }),
      ...(overrides.resolver ? { lookup: overrides.resolver } : {}),
    }),
  );
  const runner = memo(() => {
    const made: ScoringRunner = createScoringRunner({
      db,
      clock,
      log: log.child({ component: 'scoring-runner' }),
      engines: engines(),
      bootId: randomUUID(),
      taskTimeoutMs: config.SCORING_TASK_TIMEOUT_MS,
      affinityLimit: config.SCORING_AFFINITY_LIMIT,
      observer: createQueueMetrics(ctx().metrics.registry, { db, clock, inFlight: () => made.inFlightClaims() }),
      // A finished job has committed its event to the outbox: wake the webhook delivery loop rather than wait for its timer.
      onFinished: wakeDeliveryLoop,
      onCancelled: () => trigger('deletion.process'),
    });
    return made;
  });
  const notify = () => {
    runner().notify();
    wakeDeliveryLoop();
  };
  const criteria = memo(() => createCriteriaService(base));
  const scoring = memo(() =>
    createScoringService({
      ...base,
      dataDir: config.dataDir,
      retention,
      criteria: criteria(),
      engines: engines(),
      intake: intake(),
      notify,
    }),
  );
  const batches = memo(() =>
    createBatchService({
      ...base,
      retention,
      scoring: scoring(),
      notify,
      intakeDeadlineMs: config.BATCH_INTAKE_DEADLINE_MS,
    }),
  );
  const deletion = memo(() =>
    createDeletionService({
      ...base,
      notify: () => trigger('deletion.process'),
      // Scoring of the target stops now instead of the deletion waiting for the engine.
      onRequested: (work) => runner().cancelFor(work),
    }),
  );
  const reviews = memo(() => createReviewService({ ...base, criteria: criteria(), onRecorded: wakeDeliveryLoop }));
  const oversight = memo(() =>
    createOversightService({
      db,
      criteria: criteria(),
      blindFor: (partnerId) => scoring().blindFor(partnerId),
      retention: {
        resumeFileDays: retention.resumeFileDays,
        scoringInputDays: retention.scoringInputDays,
        auditTrailDays: retention.auditDays,
      },
    }),
  );
  const idempotency = memo(() => createIdempotencyService(base));
  const sessions = memo(() => createSessionStore(base));
  const library = memo(() => createLibraryService(base));
  const questionSets = memo(() => createQuestionSetService(base));

  return {
    config,
    clock,
    log,
    retention,
    get ctx() {
      return ctx();
    },
    get engines() {
      return engines();
    },
    get intake() {
      return intake();
    },
    get runner() {
      return runner();
    },
    get idempotency() {
      return idempotency();
    },
    get sessions() {
      return sessions();
    },
    get criteria() {
      return criteria();
    },
    get library() {
      return library();
    },
    get questionSets() {
      return questionSets();
    },
    get scoring() {
      return scoring();
    },
    get batches() {
      return batches();
    },
    get deletion() {
      return deletion();
    },
    get reviews() {
      return reviews();
    },
    get oversight() {
      return oversight();
    },
    // The operator at the command line has no administrator account: the CLI is the actor.
    retry: (scoringJobId, actor = SYSTEM_ACTORS.cli) =>
      retryScoringJob({ ...base, dataDir: config.dataDir, intake: intake() }, scoringJobId, actor),
    webhooks,
    background,
  };
}
