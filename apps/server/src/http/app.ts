import express, { type Express } from 'express';
import type { AppContext } from '../context.js';
import { docsRouter } from '../modules/docs/routes.js';
import { healthRouter } from '../modules/health/routes.js';
import type { IdempotencyService } from '../modules/idempotency/service.js';
import { notFound, problemHandler } from './errors.js';
import type { OperationHandlers } from '../handler.js';
import { traceAndMeasure } from './trace.js';
import { createV1Router } from './v1.js';

export interface AppParts {
  handlers: OperationHandlers;
  idempotency: IdempotencyService;
  /** Extra routers mounted before the final 404 (admin API, portal). */
  extra?: Array<(app: Express) => void>;
}

/** Assembles the HTTP surface: health, docs, the partner API under /v1, then whatever `extra` mounts. */
export function createApp(ctx: AppContext, parts: AppParts): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('trust proxy', false);
  app.use(traceAndMeasure(ctx));
  app.use(healthRouter(ctx));
  app.use(docsRouter(ctx));
  app.use('/v1', createV1Router(ctx, parts.handlers, parts.idempotency));
  for (const mount of parts.extra ?? []) mount(app);
  app.use(notFound());
  app.use(problemHandler(ctx));
  return app;
}
