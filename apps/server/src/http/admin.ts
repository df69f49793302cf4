import { ADMIN_ROUTES, NO_BODY, type AdminRoute, type AdminRoutes } from '@rubric/contracts';
import type { IncomingMessage } from 'node:http';
import { parse as parseQuery } from 'node:querystring';
import { parse as parseCookies } from 'cookie';
import type { AppContext, HttpRequest, HttpResponse } from '../context.js';
import { requireAdmin, setSessionCookie } from '../modules/admin/auth/routes.js';
import type { AdminSession, SessionStore } from '../modules/admin/auth/sessions.js';
import type { AdminGuards, AdminHandlerInput, AdminHandlers, AdminRouteHandler } from '../admin-handler.js';
import { readJsonBody } from './body.js';
import { headerOf } from './execute.js';
import { expectNoBody } from './no-body.js';
import { underPrefix } from './paths.js';
import { sendJson } from './send.js';
import { routeTable } from './table.js';
import { inputValidator } from './validate.js';

export interface AdminApiParts {
  sessions: SessionStore;
  /** One handler per operation of the admin route table. */
  handlers: AdminHandlers;
  guards?: AdminGuards;
}

/** The admin API's dispatcher, as the HTTP listener runs it (`createApp`). */
export interface AdminDispatcher {
  /** `METHOD /admin/api/…` of every operation it routes: the table's. */
  operations: string[];
  owns(req: IncomingMessage): boolean;
  dispatch(req: HttpRequest, res: HttpResponse): Promise<void>;
}

/** One admin operation as the dispatcher runs it: validation, its handler, and what it answers. */
interface Operation {
  route: AdminRoutes;
  run: (
    req: HttpRequest,
    res: HttpResponse,
    raw: { params: Record<string, string>; query: unknown; body: unknown; cookies: Record<string, string> },
    admin: AdminSession | null,
  ) => Promise<void>;
}

function operationOf<R extends AdminRoute>(ctx: AppContext, route: R, handler: AdminRouteHandler<R>): Operation['run'] {
  const validate = inputValidator(route);
  return async (req, res, raw, admin) => {
    if (route.access === 'session' && !admin)
      throw new Error('pipeline order: the session check runs before the handler');
    const input: AdminHandlerInput<R> = {
      ...validate(raw),
      header: (name) => headerOf(req, name),
      // Checked just above: a session route always has its administrator, an open route is given none.
      admin: (route.access === 'session' ? admin : null) as AdminHandlerInput<R>['admin'],
      cookies: raw.cookies,
      remoteAddress: req.socket.remoteAddress,
      traceId: res.locals.traceId,
      log: res.locals.log ?? ctx.log,
    };
    const result = await handler(input);
    for (const [name, value] of Object.entries(result.headers ?? {})) res.setHeader(name, value);
    if (result.sessionCookie !== undefined) setSessionCookie(ctx, res, result.sessionCookie);
    if (result.body !== undefined) return sendJson(res, result.status, result.body);
    res.statusCode = result.status;
    res.end();
  };
}

/**
 * `/admin/api`, dispatched from the admin route table by the same table lookup as the partner API
 * (`routeTable`): cookie sessions only (partner API keys never open it). Per request: route → the open
 * routes (sign-in, setup, the session) go on; every other request, an unknown path or another method
 * included, needs a session (401) and, on a mutation, its CSRF token (403) → then 404/405 → the
 * operation's guard (the sign-in throttle) → body → validation → handler. A failure rejects `dispatch`; the
 * app writes it as problem+json. Nobody without a session gets a body read, except the open routes' small ones.
 */
export function createAdminDispatcher(ctx: AppContext, parts: AdminApiParts): AdminDispatcher {
  const deadlineMs = ctx.config.BODY_TIMEOUT_MS;
  const table = routeTable(ADMIN_ROUTES, (i): Operation => {
    const route = ADMIN_ROUTES[i]!;
    // The table and the handler map share the operation id; the union of handlers is not narrowed by it.
    return { route, run: operationOf(ctx, route, parts.handlers[route.operationId] as AdminRouteHandler<AdminRoutes>) };
  });

  async function dispatch(req: HttpRequest, res: HttpResponse): Promise<void> {
    res.locals.routeLabel = '/admin/api';
    res.setHeader('Cache-Control', 'no-store');
    const cookies = req.headers.cookie ? parseCookies(req.headers.cookie) : {};
    const found = table.lookup(req);
    const route = found.entry?.route;
    const admin = route?.access === 'open' ? null : requireAdmin(parts.sessions, req, cookies);
    if (found.entry === undefined) throw found.unmatched();
    const { run } = found.entry;
    res.locals.routeLabel = found.entry.route.path;
    parts.guards?.[found.entry.route.operationId]?.(req);
    let body: unknown;
    if (found.entry.route.body === NO_BODY) await expectNoBody(req, deadlineMs);
    else body = await readJsonBody(req, { limit: (found.entry.route as AdminRoute).bodyLimit, deadlineMs });
    const query = found.query === undefined ? {} : parseQuery(found.query);
    await run(req, res, { params: found.params, query, body, cookies }, admin);
  }

  return {
    operations: table.operations,
    owns: (req) => underPrefix(req.url ?? '', 'admin/api'),
    dispatch,
  };
}
