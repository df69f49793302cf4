import {
  API_ROUTES,
  NO_BODY,
  routeById,
  toExpressPath,
  type ApiRoute,
  type ApiRoutes,
  type OperationId,
} from '@rubric/contracts';
import { Router, type RequestHandler } from 'express';
import type { AppContext } from '../context.js';
import type { IdempotencyService } from '../modules/idempotency/service.js';
import { authenticate } from './auth.js';
import { jsonBody } from './body.js';
import { methodNotAllowed, notFound } from './errors.js';
import { execute } from './execute.js';
import type { OperationHandlers } from '../handler.js';
import { rejectBody } from './no-body.js';
import { rateLimit } from './rate-limit.js';
import { resolveTenant } from './tenant.js';

function label(route: ApiRoute): RequestHandler {
  return (_req, res, next) => {
    res.locals.routeLabel = route.path;
    res.locals.bucket = route.bucket;
    next();
  };
}

const bodyLimitOf = (route: ApiRoute) => route.bodyLimit;

/** The middleware chain of one operation, typed by its route: its handler receives exactly its route's input. */
function operation<K extends OperationId>(
  ctx: AppContext,
  operationId: K,
  handlers: OperationHandlers,
  idempotency: IdempotencyService,
): RequestHandler[] {
  const route = routeById(operationId);
  return [
    label(route),
    ...(route.tenant ? [resolveTenant(ctx)] : []),
    rateLimit(ctx, route.bucket),
    ...(route.body === NO_BODY ? [rejectBody()] : jsonBody(bodyLimitOf(route))),
    execute(ctx, route, handlers[operationId], idempotency),
  ];
}

/**
 * The partner API. Per request: authentication → route → tenant → rate limit → body → validation →
 * idempotency → handler; errors become problem+json in the app's error middleware.
 */
export function createV1Router(ctx: AppContext, handlers: OperationHandlers, idempotency: IdempotencyService): Router {
  const router = Router({ strict: false, caseSensitive: true });
  router.use(authenticate(ctx));

  const byPath = new Map<string, ApiRoutes[]>();
  for (const route of API_ROUTES) byPath.set(route.path, [...(byPath.get(route.path) ?? []), route]);

  for (const [path, routes] of byPath) {
    const expressRoute = router.route(toExpressPath(path.replace(/^\/v1/, '')));
    for (const route of routes) expressRoute[route.method](...operation(ctx, route.operationId, handlers, idempotency));
    expressRoute.all(methodNotAllowed(routes.map((r) => r.method)));
  }
  router.use(notFound());
  return router;
}
