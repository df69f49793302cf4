import { IDEMPOTENCY_KEY_MAX, type ApiRoute } from '@rubric/contracts';
import type { ServerResponse } from 'node:http';
import Negotiator from 'negotiator';
import type { Logger } from 'pino';
import type { AppContext, AuthInfo, HttpRequest, HttpResponse, TenantInfo } from '../context.js';
import { fingerprint, type IdempotencyService } from '../modules/idempotency/service.js';
import { ApiError } from '../errors/api-error.js';
import { problemBody } from '../errors/problem.js';
import type { HandlerInput, RouteHandler } from '../handler.js';
import { sendProblem } from './errors.js';
import { sendJson } from './send.js';
import { inputValidator } from './validate.js';

interface Outcome {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  text?: { mediaType: string; content: string };
}

function send(res: ServerResponse, result: Outcome): void {
  if (result.headers) for (const [name, value] of Object.entries(result.headers)) res.setHeader(name, value);
  if (result.text) {
    const content = Buffer.from(result.text.content, 'utf8');
    res.statusCode = result.status;
    res.setHeader('Content-Type', `${result.text.mediaType}; charset=utf-8`);
    res.setHeader('Content-Length', content.length);
    res.end(content);
    return;
  }
  if (result.body === undefined) {
    res.statusCode = result.status;
    res.end();
    return;
  }
  sendJson(res, result.status, result.body);
}

/** A request header by name, any case (repeated headers as Node joins them). */
export function headerOf(req: HttpRequest, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * The request's `Idempotency-Key`: one per request. Node joins a repeated header into one value
 * (`a, b`), which would be taken for a key of its own; so a value with a comma is checked against the raw
 * header lines, and two of them are a 400.
 */
function idempotencyKeyOf(req: HttpRequest): string | undefined {
  const value = headerOf(req, 'idempotency-key');
  if (value === undefined || !value.includes(',')) return value;
  let lines = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2)
    if (req.rawHeaders[i]?.toLowerCase() === 'idempotency-key') lines++;
  if (lines > 1)
    throw new ApiError('VALIDATION_ERROR', 'Send one Idempotency-Key header per request.', [
      { field: 'header:Idempotency-Key', code: 'repeated', message: 'must be sent once' },
    ]);
  return value;
}

/**
 * The path as routed, below /v1: the route's path with its parameters, so that every form the router
 * takes for one resource (`/jobs/j/criteria/` with its trailing slash, `/jobs/%6A/criteria`) is one
 * fingerprint. For a path sent in its plain form it is that path, as fingerprints stored earlier hold it.
 */
const routedPath = (route: ApiRoute, params: Record<string, string>) =>
  route.path.slice('/v1'.length).replace(/\{(\w+)\}/g, (_match, name: string) => params[name] ?? '');

/** What the dispatcher has read of a request before its operation runs. */
export interface Dispatched {
  /** The path, without the query. */
  path: string;
  params: Record<string, string>;
  /** The query string parsed by `node:querystring` (a repeated name gives an array). */
  query: Record<string, unknown>;
  body: unknown;
  auth: AuthInfo;
  tenant: TenantInfo | undefined;
}

/**
 * A handler's input. A class, so that `log` is an accessor of its prototype: a `get log()` in an object
 * literal made a new accessor for every request, which V8 allocates in the old generation, where its closure
 * kept the whole request alive past every scavenge (see `RequestState` in trace.ts).
 */
class Input<R extends ApiRoute> implements HandlerInput<R> {
  readonly params: HandlerInput<R>['params'];
  readonly query: HandlerInput<R>['query'];
  readonly body: HandlerInput<R>['body'];
  readonly auth: AuthInfo;
  readonly tenant: TenantInfo;
  readonly traceId: string;
  readonly mediaType: string;
  /** An own function, not a method: handlers destructure it (`({ header }) => header('…')`). */
  readonly header: (name: string) => string | undefined;
  readonly #res: HttpResponse;

  constructor(
    readonly route: R,
    validated: Pick<HandlerInput<R>, 'params' | 'query' | 'body'>,
    req: HttpRequest,
    res: HttpResponse,
    dispatched: Dispatched,
  ) {
    this.params = validated.params;
    this.query = validated.query;
    this.body = validated.body;
    this.auth = dispatched.auth;
    this.tenant = dispatched.tenant ?? { id: '', externalId: '' };
    this.traceId = res.locals.traceId;
    this.mediaType = negotiatedMedia(route, req);
    this.header = (name) => headerOf(req, name);
    this.#res = res;
  }

  /** The request's logger, made when a handler first logs (see trace.ts). */
  get log(): Logger {
    const log = this.#res.locals.log;
    if (!log) throw new Error('pipeline order: trace runs before the handler');
    return log;
  }
}

const JSON_MEDIA = 'application/json';

/**
 * JSON unless the route offers other representations and `Accept` prefers one of them. Nothing acceptable is
 * answered with JSON too (the lenient choice: a problem document is JSON anyway), so `Accept` never fails a request.
 */
function negotiatedMedia(route: ApiRoute, req: HttpRequest): string {
  const others = route.success.alsoMedia;
  if (!others || others.length === 0 || req.headers.accept === undefined) return JSON_MEDIA;
  return new Negotiator(req).mediaType([JSON_MEDIA, ...others.map((m) => m.mediaType)]) ?? JSON_MEDIA;
}

/**
 * Validates the request against the route and runs its handler; on idempotent routes with an
 * `Idempotency-Key`, the first outcome (success or a 4xx from endpoint logic) is stored and replayed.
 * Everything that fails before the handler is not cached.
 */
export function execute<R extends ApiRoute>(
  ctx: AppContext,
  route: R,
  handler: RouteHandler<R>,
  idempotency: IdempotencyService,
): (req: HttpRequest, res: HttpResponse, dispatched: Dispatched) => Promise<void> {
  const validate = inputValidator(route);
  const inputOf = (req: HttpRequest, res: HttpResponse, dispatched: Dispatched): HandlerInput<R> => {
    const validated = validate({ params: dispatched.params, query: dispatched.query, body: dispatched.body });
    return new Input(route, validated, req, res, dispatched);
  };
  const negotiated = route.success.alsoMedia !== undefined;
  return async (req, res, dispatched) => {
    if (negotiated) res.setHeader('Vary', 'Accept');
    const input = inputOf(req, res, dispatched);
    const key = route.idempotent ? idempotencyKeyOf(req) : undefined;
    if (key === undefined) return send(res, await handler(input));
    if (key.length < 1 || key.length > IDEMPOTENCY_KEY_MAX)
      throw new ApiError('VALIDATION_ERROR', 'The Idempotency-Key header must be 1–255 characters.', [
        { field: 'header:Idempotency-Key', code: 'too_big', message: 'must be 1–255 characters' },
      ]);
    const auth = input.auth;
    const print = fingerprint([
      req.method,
      route.path,
      routedPath(route, dispatched.params),
      input.tenant.externalId,
      headerOf(req, 'x-expected-criteria-revision') ?? null,
      dispatched.body ?? null,
    ]);
    const begun = idempotency.begin(
      { partnerId: auth.partnerId, environment: auth.environment, tenantId: input.tenant.id || null },
      key,
      print,
    );
    if (begun.kind === 'replay') {
      res.setHeader('Idempotent-Replayed', 'true');
      const body: unknown = begun.body === null ? undefined : JSON.parse(begun.body);
      if (body && typeof body === 'object' && begun.status >= 400) {
        sendProblem(res, begun.status, { ...body, traceId: input.traceId });
        return;
      }
      return send(res, { status: begun.status, body });
    }
    let result: Outcome;
    try {
      result = await handler(input);
    } catch (err) {
      if (err instanceof ApiError && err.status < 500) {
        idempotency.complete(
          begun.recordId,
          err.status,
          JSON.stringify(problemBody(err, ctx.config.publicBaseUrl, input.traceId)),
        );
      } else idempotency.abandon(begun.recordId);
      throw err;
    }
    idempotency.complete(begun.recordId, result.status, result.body === undefined ? null : JSON.stringify(result.body));
    send(res, result);
  };
}
