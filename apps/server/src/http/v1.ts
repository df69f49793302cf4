import { API_ROUTES, NO_BODY, routeById, type ApiRoute, type OperationId } from '@rubric/contracts';
import type { IncomingMessage } from 'node:http';
import { parse as parseQuery } from 'node:querystring';
import type { AppContext, HttpRequest, HttpResponse } from '../context.js';
import type { IdempotencyService } from '../modules/idempotency/service.js';
import type { OperationHandlers } from '../handler.js';
import { authenticate } from './auth.js';
import { readJsonBody } from './body.js';
import { execute, type Dispatched } from './execute.js';
import { expectNoBody } from './no-body.js';
import { limitRate, takeInFlightSlot } from './rate-limit.js';
import { underPrefix } from './paths.js';
import { resolveTenant } from './tenant.js';
import { routeTable } from './table.js';

/** One operation as the dispatcher runs it. */
interface Operation {
  route: ApiRoute;
  run: (req: HttpRequest, res: HttpResponse, dispatched: Dispatched) => Promise<void>;
}

/** `/v1/…` exactly as the table writes it: the common case, decided without decoding anything. */
const EXACT_V1 = /^\/v1(?:[/?#]|$)/;

/**
 * The partner API in one dispatch layer: one lookup in its route table (`routeTable`), and the pipeline of an
 * operation as straight-line code.
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
  // Typed by the route: its handler receives exactly its route's input.
  const operationOf = <K extends OperationId>(operationId: K): Operation => {
    const route = routeById(operationId);
    return { route, run: execute(ctx, route, handlers[operationId], idempotency) };
  };
  const table = routeTable(API_ROUTES, (i) => operationOf(API_ROUTES[i]!.operationId));
  const open = new Set(passThrough);
  const deadlineMs = ctx.config.BODY_TIMEOUT_MS;

  async function dispatch(req: HttpRequest, res: HttpResponse): Promise<void> {
    const auth = authenticate(ctx, req, res);
    const found = table.lookup(req);
    if (found.entry === undefined) throw found.unmatched();
    const { route, run } = found.entry;
    res.locals.routeLabel = route.path;
    res.locals.bucket = route.bucket;
    const tenant = route.tenant ? resolveTenant(ctx, auth, req) : undefined;
    if (tenant) res.locals.tenant = tenant;
    await limitRate(ctx, res, auth, route.bucket);
    let body: unknown;
    if (route.body === NO_BODY) await expectNoBody(req, deadlineMs);
    else body = await readJsonBody(req, { limit: route.bodyLimit, deadlineMs });
    takeInFlightSlot(ctx, res, auth, route.bucket);
    await run(req, res, {
      path: found.path,
      params: found.params,
      query: found.query === undefined ? {} : parseQuery(found.query),
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
