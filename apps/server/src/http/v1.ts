import { API_ROUTES, toExpressPath, type ApiRoute } from '@rubric/contracts';
import { Router, type RequestHandler } from 'express';
import type { AppContext } from '../context.js';
import type { IdempotencyService } from '../modules/idempotency/service.js';
import { authenticate } from './auth.js';
import { jsonBody } from './body.js';
import { methodNotAllowed, notFound } from './errors.js';
import { execute } from './execute.js';
import type { OperationHandlers } from './handler.js';
import { rateLimit } from './rate-limit.js';
import { resolveTenant } from './tenant.js';
import { validateRequest } from './validate.js';

function label(route: ApiRoute): RequestHandler {
  return (_req, res, next) => {
    res.locals.routeLabel = route.path;
    res.locals.bucket = route.bucket;
    next();
  };
}

/**
 * The partner API. Per request: authentication → route → tenant → rate limit → body → validation →
 * idempotency → handler; errors become problem+json in the app's error middleware.
 */
export function createV1Router(ctx: AppContext, handlers: OperationHandlers, idempotency: IdempotencyService): Router {
  const router = Router({ strict: false, caseSensitive: true });
  router.use(authenticate(ctx));

  const byPath = new Map<string, ApiRoute[]>();
  for (const route of API_ROUTES) byPath.set(route.path, [...(byPath.get(route.path) ?? []), route]);

  for (const [path, routes] of byPath) {
    const expressRoute = router.route(toExpressPath(path.replace(/^\/v1/, '')));
    const allowed: string[] = [];
    for (const route of routes) {
      const handler = handlers[route.operationId];
      if (!handler) continue;
      allowed.push(route.method);
      expressRoute[route.method](
        label(route),
        ...(route.tenant ? [resolveTenant(ctx)] : []),
        rateLimit(ctx, route.bucket),
        ...(route.body ? jsonBody(route.bodyLimit) : []),
        validateRequest(route),
        execute(ctx, route, handler, idempotency),
      );
    }
    if (allowed.length) expressRoute.all(methodNotAllowed(allowed));
  }
  router.use(notFound());
  return router;
}
