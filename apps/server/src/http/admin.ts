import { ADMIN_ROUTES, NO_BODY, toExpressPath, type AdminRoute, type AdminRoutes } from '@rubric/contracts';
import cookieParser from 'cookie-parser';
import { Router, type IRouter, type RequestHandler } from 'express';
import type { AppContext } from '../context.js';
import { requireAdmin, setSessionCookie } from '../modules/admin-auth/routes.js';
import type { SessionStore } from '../modules/admin-auth/sessions.js';
import type { AdminGuards, AdminHandlerInput, AdminHandlers, AdminRouteHandler } from '../admin-handler.js';
import { jsonBody } from './body.js';
import { methodNotAllowed, notFound } from './errors.js';
import { noBody } from './no-body.js';
import { inputValidator } from './validate.js';

export interface AdminApiParts {
  sessions: SessionStore;
  /** One handler per operation of the admin route table. */
  handlers: AdminHandlers;
  guards?: AdminGuards;
}

/** Validates the request against the admin route, runs its handler and sends what it answers. */
function run<R extends AdminRoute>(ctx: AppContext, route: R, handler: AdminRouteHandler<R>): RequestHandler {
  const validate = inputValidator(route);
  return async (req, res) => {
    const admin = res.locals.admin ?? null;
    if (route.access === 'session' && !admin) throw new Error('pipeline order: requireAdmin runs before the handler');
    const input: AdminHandlerInput<R> = {
      ...validate({ params: req.params, query: req.query, body: req.body }),
      header: (name) => req.get(name),
      // Checked just above: a session route always has its administrator, an open route is given none.
      admin: (route.access === 'session' ? admin : null) as AdminHandlerInput<R>['admin'],
      cookies: (req.cookies ?? {}) as Record<string, string>,
      remoteAddress: req.socket.remoteAddress,
      traceId: res.locals.traceId,
      log: res.locals.log ?? ctx.log,
    };
    const result = await handler(input);
    for (const [name, value] of Object.entries(result.headers ?? {})) res.setHeader(name, value);
    if (result.sessionCookie !== undefined) setSessionCookie(ctx, res, result.sessionCookie);
    if (result.body === undefined) res.status(result.status).end();
    else res.status(result.status).json(result.body);
  };
}

const bodyLimitOf = (route: AdminRoute) => route.bodyLimit;

/** The middleware chain of one admin operation: label → guard → body (or none) → validation → handler. */
function operation(ctx: AppContext, route: AdminRoutes, parts: AdminApiParts): RequestHandler[] {
  const guard = parts.guards?.[route.operationId];
  return [
    (_req, res, next) => {
      res.locals.routeLabel = route.path;
      next();
    },
    ...(guard ? [guard] : []),
    route.body === NO_BODY
      ? noBody(ctx.config.BODY_TIMEOUT_MS)
      : jsonBody({ limit: bodyLimitOf(route), deadlineMs: ctx.config.BODY_TIMEOUT_MS }),
    // The table and the handler map share the operation id; the union of handlers is not narrowed by it.
    run(ctx, route, parts.handlers[route.operationId] as AdminRouteHandler<AdminRoutes>),
  ];
}

/**
 * `/admin/api`, mounted from the admin route table: cookie sessions only (partner API keys never open it).
 * Per request: the open routes (sign-in, setup, the session) → session check (and CSRF on mutations) →
 * route → body → validation → handler; errors become problem+json in the app's error middleware.
 * Nobody without a session gets a body parsed, except the open routes' small ones.
 */
export function createAdminRouter(ctx: AppContext, parts: AdminApiParts): Router {
  const api = Router();
  api.use((_req, res, next) => {
    res.locals.routeLabel = '/admin/api';
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  api.use(cookieParser());
  const local = (route: AdminRoute) => toExpressPath(route.path.replace(/^\/admin\/api/, ''));
  for (const route of ADMIN_ROUTES)
    if (route.access === 'open') api[route.method](local(route), ...operation(ctx, route, parts));
  api.use(requireAdmin(parts.sessions));
  const byPath = new Map<string, AdminRoutes[]>();
  for (const route of ADMIN_ROUTES) byPath.set(local(route), [...(byPath.get(local(route)) ?? []), route]);
  for (const [path, routes] of byPath) {
    const expressRoute = api.route(path);
    for (const route of routes)
      if (route.access === 'session') expressRoute[route.method](...operation(ctx, route, parts));
    expressRoute.all(methodNotAllowed(routes.map((r) => r.method)));
  }
  api.use(notFound());
  return api;
}

/** Mounts the admin API at `/admin/api`. */
export function mountAdminApi(app: IRouter, ctx: AppContext, parts: AdminApiParts): void {
  app.use('/admin/api', createAdminRouter(ctx, parts));
}
