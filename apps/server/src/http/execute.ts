import { IDEMPOTENCY_KEY_MAX, type ApiRoute } from '@rubric/contracts';
import type { Request, RequestHandler, Response } from 'express';
import type { AppContext } from '../context.js';
import { fingerprint, type IdempotencyService } from '../modules/idempotency/service.js';
import { ApiError } from '../errors/api-error.js';
import { problemBody } from '../errors/problem.js';
import type { HandlerInput, RouteHandler } from '../handler.js';
import { sendProblem } from './errors.js';
import { inputValidator } from './validate.js';

interface Outcome {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

function send(res: Response, result: Outcome): void {
  for (const [name, value] of Object.entries(result.headers ?? {})) res.setHeader(name, value);
  if (result.body === undefined) {
    res.status(result.status).end();
    return;
  }
  res.status(result.status).json(result.body);
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
): RequestHandler {
  const validate = inputValidator(route);
  const inputOf = (req: Request, res: Response): HandlerInput<R> => {
    const auth = res.locals.auth;
    if (!auth || !res.locals.traceId) throw new Error('pipeline order: trace and authenticate run before the handler');
    return {
      ...validate({ params: req.params, query: req.query, body: req.body }),
      header: (name) => req.get(name),
      auth,
      tenant: res.locals.tenant ?? { id: '', externalId: '' },
      traceId: res.locals.traceId,
      // The request's logger is made when a handler first logs (see trace.ts).
      get log() {
        const log = res.locals.log;
        if (!log) throw new Error('pipeline order: trace runs before the handler');
        return log;
      },
      route,
    };
  };
  return async (req, res) => {
    const input = inputOf(req, res);
    const key = route.idempotent ? req.get('idempotency-key') : undefined;
    if (key === undefined) return send(res, await handler(input));
    if (key.length < 1 || key.length > IDEMPOTENCY_KEY_MAX)
      throw new ApiError('VALIDATION_ERROR', 'The Idempotency-Key header must be 1–255 characters.', [
        { field: 'header:Idempotency-Key', code: 'too_big', message: 'must be 1–255 characters' },
      ]);
    const auth = input.auth;
    const print = fingerprint([
      req.method,
      route.path,
      req.path,
      input.tenant.externalId,
      req.get('x-expected-criteria-revision') ?? null,
      req.body ?? null,
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
