import { randomUUID } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import type { AppContext } from '../context.js';

const INCOMING_TRACE = /^[A-Za-z0-9._-]{8,64}$/;

interface LazyLog {
  bindings: Record<string, unknown>;
  log?: Logger;
}
const lazyLogs = new WeakMap<Response, LazyLog>();

/**
 * `res.locals.log` is made on first use: a pino child logger costs a few µs and an object per request,
 * and most requests at the default level log one line at the end (none at all below `info`).
 */
function lazyLog(ctx: AppContext, res: Response, traceId: string): void {
  const lazy: LazyLog = { bindings: { traceId } };
  lazyLogs.set(res, lazy);
  Object.defineProperty(res.locals, 'log', {
    configurable: true,
    enumerable: true,
    get: () => (lazy.log ??= ctx.log.child(lazy.bindings)),
    set: (log: Logger | undefined) => {
      lazy.log = log;
    },
  });
}

/** Adds fields to every line the request's logger writes (as `log.child(fields)` would). */
export function bindLog(res: Response, fields: Record<string, unknown>): void {
  const lazy = lazyLogs.get(res);
  if (lazy && !lazy.log) Object.assign(lazy.bindings, fields);
  else res.locals.log = res.locals.log?.child(fields);
}

/** Gives every request a trace id (a caller's well-formed `X-Trace-Id` is kept), a child logger, and metrics. */
export function traceAndMeasure(ctx: AppContext): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get('x-trace-id');
    const traceId = incoming && INCOMING_TRACE.test(incoming) ? incoming : randomUUID();
    res.locals.traceId = traceId;
    res.setHeader('X-Trace-Id', traceId);
    lazyLog(ctx, res, traceId);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const labels = {
        method: req.method,
        route: res.locals.routeLabel ?? 'unmatched',
        status: String(res.statusCode),
      };
      ctx.metrics.httpRequests.inc(labels);
      ctx.metrics.httpDuration.observe(labels, seconds);
      if (!ctx.log.isLevelEnabled('info')) return;
      const auth = res.locals.auth;
      res.locals.log?.info(
        {
          method: req.method,
          route: labels.route,
          status: res.statusCode,
          ms: Math.round(seconds * 1000),
          keyPrefix: auth?.keyPrefix,
          environment: auth?.environment,
          tenant: res.locals.tenant?.externalId,
        },
        'request',
      );
    });
    next();
  };
}
