import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import express, { type Express } from 'express';
import type { AppContext, HttpRequest, HttpResponse } from '../context.js';
import { docsRouter, OPENAPI_PATH } from '../modules/docs/routes.js';
import { healthRouter } from '../modules/health/routes.js';
import type { IdempotencyService } from '../modules/idempotency/service.js';
import { answerError, notFound, problemHandler } from './errors.js';
import type { OperationHandlers } from '../handler.js';
import { trace, traceAndMeasure } from './trace.js';
import { noteResponse } from './client-error.js';
import { originForm } from './paths.js';
import { createV1Dispatcher } from './v1.js';

export interface AppParts {
  handlers: OperationHandlers;
  idempotency: IdempotencyService;
  /** Extra routers mounted before the final 404 (admin API, portal). */
  extra?: Array<(app: Express) => void>;
}

/**
 * Assembles the HTTP surface: health, docs, the partner API under /v1, then whatever `extra` mounts.
 * The partner API is the hot path: its requests go straight from the HTTP listener to its dispatcher as
 * plain Node requests and responses, past express (its router's layers and its per-request prototypes,
 * which it does not need). Everything else is the express app.
 */
export function createApp(ctx: AppContext, parts: AppParts): RequestListener {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('trust proxy', false);
  app.use(traceAndMeasure(ctx));
  app.use(healthRouter(ctx));
  app.use(docsRouter(ctx));
  for (const mount of parts.extra ?? []) mount(app);
  app.use(notFound());
  app.use(problemHandler(ctx));

  const v1 = createV1Dispatcher(ctx, parts.handlers, parts.idempotency, [OPENAPI_PATH]);
  // As express's final handler does when an error cannot be written (the response had begun): end the connection.
  const unanswerable = (res: HttpResponse) => (err: unknown) => {
    (res.locals.log ?? ctx.log).error({ err }, 'could not answer with a problem document');
    res.destroy();
  };
  const failed = (req: HttpRequest, res: HttpResponse) => (err: unknown) => {
    if (res.headersSent) return unanswerable(res)(err);
    answerError(ctx, err, req, res).catch(unanswerable(res));
  };
  const listener = (req: IncomingMessage, response: ServerResponse) => {
    // An absolute-form target (`GET http://host/v1/…`) is routed by its path, on both sides.
    if (req.url !== undefined && req.url[0] !== '/') req.url = originForm(req.url) ?? req.url;
    noteResponse(req, response);
    if (!v1.owns(req)) return app(req, response);
    // A plain Node request and response: express's per-request prototypes (`Object.setPrototypeOf` on both)
    // make the garbage collector keep about a third of what every request allocates (docs/PERFORMANCE.md).
    const res = trace(ctx, req, response);
    v1.dispatch(req, res).catch(failed(req, res));
  };
  return listener;
}
