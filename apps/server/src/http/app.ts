import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import express, { type Express } from 'express';
import type { AppContext, HttpRequest, HttpResponse } from '../context.js';
import { docsRouter, OPENAPI_PATH } from '../modules/docs/routes.js';
import { healthRouter } from '../modules/health/routes.js';
import type { IdempotencyService } from '../modules/idempotency/service.js';
import type { AdminDispatcher } from './admin.js';
import { answerError, noRoute } from './errors.js';
import type { OperationHandlers } from '../handler.js';
import { trace } from './trace.js';
import { noteResponse } from './client-error.js';
import { originForm, underPrefix } from './paths.js';
import { createV1Dispatcher } from './v1.js';

export interface AppParts {
  handlers: OperationHandlers;
  idempotency: IdempotencyService;
  /**
   * The admin API's dispatcher (`/admin/api`, read loosely as `/v1` is). It may be built after the server
   * listens: its requests that come before wait for it, and a failure to build is their error.
   */
  admin?: Promise<AdminDispatcher>;
  /** Express routers mounted after health and docs (the portal). */
  extra?: Array<(app: Express) => void>;
}

/**
 * Assembles the HTTP surface. Every request is traced, then goes to one of: the partner API's dispatcher
 * (/v1), the admin API's dispatcher (/admin/api) — both table-driven dispatchers on plain Node requests and
 * responses (`routeTable`) — or express, which hosts health, the docs page and the portal's static files.
 * Every failure, and express's requests that nothing answered (404), are written by one error entry point.
 */
export function createApp(ctx: AppContext, parts: AppParts): RequestListener {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('trust proxy', false);
  app.use(healthRouter(ctx));
  app.use(docsRouter(ctx));
  for (const mount of parts.extra ?? []) mount(app);

  const v1 = createV1Dispatcher(ctx, parts.handlers, parts.idempotency, [OPENAPI_PATH]);
  const admin = parts.admin;
  // A failure to build reaches the requests that wait, not the process as an unhandled rejection.
  admin?.catch(() => undefined);
  // An error that cannot be written (the response had begun): end the connection.
  const unanswerable = (res: HttpResponse) => (err: unknown) => {
    (res.locals.log ?? ctx.log).error({ err }, 'could not answer with a problem document');
    res.destroy();
  };
  const failed = (req: HttpRequest, res: HttpResponse) => (err: unknown) => {
    if (res.headersSent) return unanswerable(res)(err);
    answerError(ctx, err, req, res).catch(unanswerable(res));
  };
  // Express's own final handler is replaced: what no express route answered, and every express error, go to `failed`.
  const hosted = app as unknown as (req: HttpRequest, res: HttpResponse, done: (err?: unknown) => void) => void;
  const listener = (req: IncomingMessage, response: ServerResponse) => {
    // An absolute-form target (`GET http://host/v1/…`) is routed by its path, everywhere.
    if (req.url !== undefined && req.url[0] !== '/') req.url = originForm(req.url) ?? req.url;
    noteResponse(req, response);
    // Plain Node requests and responses for both APIs: express's per-request prototypes (`Object.setPrototypeOf`
    // on both) make the garbage collector keep about a third of what every request allocates (docs/PERFORMANCE.md).
    const res = trace(ctx, req, response);
    if (v1.owns(req)) return void v1.dispatch(req, res).catch(failed(req, res));
    if (admin && underPrefix(req.url ?? '', 'admin/api'))
      return void admin.then((dispatcher) => dispatcher.dispatch(req, res)).catch(failed(req, res));
    hosted(req, res, (err?: unknown) => failed(req, res)(err ?? noRoute(req.method, req.url ?? '/')));
  };
  return listener;
}
