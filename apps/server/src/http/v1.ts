import { API_ROUTES, NO_BODY, routeById, type ApiRoute, type OperationId } from '@rubric/contracts';
import type { IncomingMessage } from 'node:http';
import { parse as parseQuery } from 'node:querystring';
import findMyWay, { type HTTPMethod } from 'find-my-way';
import type { AppContext, HttpRequest, HttpResponse } from '../context.js';
import type { ApiError } from '../errors/api-error.js';
import type { IdempotencyService } from '../modules/idempotency/service.js';
import type { OperationHandlers } from '../handler.js';
import { authenticate } from './auth.js';
import { malformedPath, noRoute, wrongMethod } from './errors.js';
import { readJsonBody } from './body.js';
import { execute, type Dispatched } from './execute.js';
import { expectNoBody } from './no-body.js';
import { limitRate, takeInFlightSlot } from './rate-limit.js';
import { underPrefix } from './paths.js';
import { resolveTenant } from './tenant.js';

/** One operation as the dispatcher runs it. */
interface Operation {
  route: ApiRoute;
  run: (req: HttpRequest, res: HttpResponse, dispatched: Dispatched) => Promise<void>;
}

/** A path of the table with the methods it answers (405's `Allow`). */
interface PathEntry {
  allow: string;
}

/** find-my-way calls no handler here (the dispatcher only `find`s); every route needs one all the same. */
const UNUSED = () => undefined;

/** `/v1/…` exactly as the table writes it: the common case, decided without decoding anything. */
const EXACT_V1 = /^\/v1(?:[/?#]|$)/;

/** `/v1/jobs/{jobId}` → `/v1/jobs/:jobId` (find-my-way). */
const routerPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

function makeRouter() {
  return findMyWay({
    // `/v1/jobs/j/criteria/` is `/v1/jobs/j/criteria` (express's `strict: false`); paths are case-sensitive.
    ignoreTrailingSlash: true,
    caseSensitive: true,
    // Long path parameters reach validation (a 400 naming the parameter) instead of failing to match.
    maxParamLength: 16 * 1024,
    // find-my-way then answers a match without a store (every route here has one) instead of none.
    onBadUrl: UNUSED,
  });
}

/** An empty segment where a parameter belongs (`/v1/jobs//criteria`) matches no route. */
const hasEmptyParam = (params: Record<string, string | undefined>) => {
  for (const key in params) if (params[key] === '') return true;
  return false;
};

/**
 * The partner API in one dispatch layer: one lookup in a radix tree (find-my-way) instead of express's
 * per-path routes, and the pipeline of an operation as straight-line code instead of a chain of middleware.
 * Per request: authentication (before routing: an unknown path without a key is 401) → route (404, 405 with
 * `Allow`; HEAD runs GET) → tenant → rate limit → body → validation → idempotency → handler. A failure rejects
 * `dispatch`; the app writes it as problem+json. `owns` says which requests are the dispatcher's: every path
 * under /v1 but those in `passThrough` (the OpenAPI document, served without a key).
 */
export function createV1Dispatcher(
  ctx: AppContext,
  handlers: OperationHandlers,
  idempotency: IdempotencyService,
  passThrough: readonly string[] = [],
): { owns(req: IncomingMessage): boolean; dispatch(req: HttpRequest, res: HttpResponse): Promise<void> } {
  const operations = makeRouter();
  const paths = makeRouter();
  const allowed = new Map<string, string[]>();
  // Typed by the route: its handler receives exactly its route's input.
  const operationOf = <K extends OperationId>(operationId: K): Operation => {
    const route = routeById(operationId);
    return { route, run: execute(ctx, route, handlers[operationId], idempotency) };
  };
  for (const route of API_ROUTES) {
    const path = routerPath(route.path);
    operations.on(route.method.toUpperCase() as HTTPMethod, path, UNUSED, operationOf(route.operationId));
    allowed.set(path, [...(allowed.get(path) ?? []), route.method.toUpperCase()]);
  }
  for (const [path, methods] of allowed)
    paths.on('GET', path, UNUSED, { allow: methods.join(', ') } satisfies PathEntry);
  const open = new Set(passThrough);
  const deadlineMs = ctx.config.BODY_TIMEOUT_MS;

  /** Why no operation matched: a malformed path (400), a path with other methods (405), or none (404). */
  function unmatched(req: HttpRequest, url: string, malformed: boolean): ApiError {
    const path = paths.find('GET', url);
    if (malformed || path?.store === null) return malformedPath();
    if (path && !hasEmptyParam(path.params)) return wrongMethod(req.method, (path.store as PathEntry).allow);
    return noRoute(req.method, url);
  }

  async function dispatch(req: HttpRequest, res: HttpResponse): Promise<void> {
    const auth = authenticate(ctx, req, res);
    // A fragment is no part of a request (clients do not send one); express's URL parser dropped it too.
    const hashAt = req.url?.indexOf('#') ?? -1;
    const url = hashAt === -1 ? (req.url ?? '/') : (req.url ?? '/').slice(0, hashAt);
    const found = operations.find(req.method === 'HEAD' ? 'GET' : (req.method as HTTPMethod), url);
    if (!found || found.store === null || hasEmptyParam(found.params)) throw unmatched(req, url, found?.store === null);
    const { route, run } = found.store as Operation;
    res.locals.routeLabel = route.path;
    res.locals.bucket = route.bucket;
    const tenant = route.tenant ? resolveTenant(ctx, auth, req) : undefined;
    if (tenant) res.locals.tenant = tenant;
    await limitRate(ctx, res, auth, route.bucket);
    let body: unknown;
    if (route.body === NO_BODY) await expectNoBody(req, deadlineMs);
    else body = await readJsonBody(req, { limit: route.bodyLimit, deadlineMs });
    takeInFlightSlot(ctx, res, auth, route.bucket);
    const queryAt = url.indexOf('?');
    await run(req, res, {
      path: queryAt === -1 ? url : url.slice(0, queryAt),
      params: found.params as Record<string, string>,
      query: queryAt === -1 ? {} : parseQuery(url.slice(queryAt + 1)),
      body,
      auth,
      tenant,
    });
  }

  return {
    owns(req: IncomingMessage): boolean {
      const url = req.url ?? '';
      if (!EXACT_V1.test(url) && !underPrefix(url, 'v1')) return false;
      if (open.size === 0) return true;
      const end = url.search(/[?#]/);
      const path = end === -1 ? url : url.slice(0, end);
      return !open.has(path.endsWith('/') ? path.slice(0, -1) : path);
    },
    dispatch,
  };
}
