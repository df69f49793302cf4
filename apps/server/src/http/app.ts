import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import express, { type Express, type Request, type Response } from 'express';
import type { AppContext } from '../context.js';
import { docsRouter, OPENAPI_PATH } from '../modules/docs/routes.js';
import { healthRouter } from '../modules/health/routes.js';
import type { IdempotencyService } from '../modules/idempotency/service.js';
import { notFound, problemHandler } from './errors.js';
import type { OperationHandlers } from '../handler.js';
import { traceAndMeasure } from './trace.js';
import { createV1Dispatcher } from './v1.js';

export interface AppParts {
  handlers: OperationHandlers;
  idempotency: IdempotencyService;
  /** Extra routers mounted before the final 404 (admin API, portal). */
  extra?: Array<(app: Express) => void>;
}

/**
 * Assembles the HTTP surface: health, docs, the partner API under /v1, then whatever `extra` mounts.
 * The partner API is the hot path: its requests go straight to its dispatcher (after express's own
 * per-request setup: the request and response prototypes, `res.locals`), past express's router, whose
 * layers it does not need. Everything else is the express app.
 */
export function createApp(ctx: AppContext, parts: AppParts): RequestListener {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('trust proxy', false);
  const trace = traceAndMeasure(ctx);
  const problem = problemHandler(ctx);
  app.use(trace);
  app.use(healthRouter(ctx));
  app.use(docsRouter(ctx));
  for (const mount of parts.extra ?? []) mount(app);
  app.use(notFound());
  app.use(problem);

  const v1 = createV1Dispatcher(ctx, parts.handlers, parts.idempotency, [OPENAPI_PATH]);
  // As express's final handler does when an error cannot be written (the response had begun): end the connection.
  const unanswerable = (res: Response) => (err: unknown) => {
    (res.locals.log ?? ctx.log).error({ err }, 'could not answer with a problem document');
    res.destroy();
  };
  const failed = (req: Request, res: Response) => (err: unknown) => {
    new Promise((resolve) => resolve(problem(err, req, res, unanswerable(res)))).catch(unanswerable(res));
  };
  const listener = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    if (!v1.owns(incoming)) return app(incoming, outgoing);
    const req = Object.setPrototypeOf(incoming, app.request) as Request;
    const res = Object.setPrototypeOf(outgoing, app.response) as Response;
    req.res = res; // `res.req` Node sets itself
    res.locals = Object.create(null) as Response['locals'];
    req.originalUrl = req.url;
    trace(req, res, () => v1.dispatch(req, res).catch(failed(req, res)));
  };
  return listener;
}
