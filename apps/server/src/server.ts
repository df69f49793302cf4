import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { openDatabase } from '@rubric/db';
import pino, { type Logger } from 'pino';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import { createApp } from './http/app.js';
import { systemClock, type Clock } from './lib/clock.js';
import { createMetrics } from './lib/metrics.js';
import { ensureBootstrapAdmin } from './modules/admins/service.js';
import { createCriteriaService } from './modules/criteria/service.js';
import { criteriaHandlers } from './modules/criteria/routes.js';
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
}

export interface Rubric {
  ctx: AppContext;
  server: Server;
  url: string;
  close(): Promise<void>;
}

function engineStatusFromConfig(config: Config): AppContext['engineStatus'] {
  const status = (engine: Config['SCORING_ENGINE_TEST']) => ({
    engine,
    modelFile: null,
    modelName: null,
    modelSha256: null,
    loaded: engine === 'sandbox',
    gpu: false as const,
    error: engine === 'sandbox' ? null : 'engine not started',
  });
  return () => ({ test: status(config.SCORING_ENGINE_TEST), live: status(config.SCORING_ENGINE_LIVE) });
}

/** Opens the database, builds every service, and listens. Used by `main.ts` and by the tests alike. */
export async function startRubric(config: Config, options: RubricOptions = {}): Promise<Rubric> {
  const clock = options.clock ?? systemClock;
  const log = options.logger ?? pino({ level: config.LOG_LEVEL, base: { service: 'rubric' }, redact: ['req.headers.authorization'] });
  const database = openDatabase(config.dataDir);
  const ctx: AppContext = {
    config,
    db: database.db,
    sqlite: database.sqlite,
    clock,
    log,
    metrics: createMetrics(),
    rateLimiter: createRateLimiter({ multiplier: config.RATE_LIMIT_MULTIPLIER, clock, ...(options.rateLimitStore ? { store: options.rateLimitStore } : {}) }),
    engineStatus: engineStatusFromConfig(config),
  };
  await ensureBootstrapAdmin(ctx);
  const idempotency = createIdempotencyService(ctx);
  idempotency.releaseStale();
  const criteria = createCriteriaService(ctx);
  const library = createLibraryService(ctx);
  const app = createApp(ctx, {
    idempotency,
    handlers: { ...criteriaHandlers(criteria), ...libraryHandlers(library), ...rateLimitHandlers(ctx.rateLimiter) },
  });

  const server = createServer(app);
  server.keepAliveTimeout = 5_000;
  server.listen(config.PORT, config.HOST);
  await once(server, 'listening');
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${address.port}`;
  log.info({ url, dataDir: config.dataDir }, 'rubric listening');

  return {
    ctx,
    server,
    url,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      database.close();
    },
  };
}
