import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { AppContext, HttpRequest, HttpResponse } from '../context.js';

const INCOMING_TRACE = /^[A-Za-z0-9._-]{8,64}$/;

interface LazyLog {
  bindings: Record<string, unknown>;
  log?: Logger;
}
const lazyLogs = new WeakMap<HttpResponse, LazyLog>();

/**
 * `res.locals.log` is made on first use: a pino child logger costs a few µs and an object per request,
 * and most requests at the default level log one line at the end (none at all below `info`).
 */
function lazyLog(ctx: AppContext, res: HttpResponse, traceId: string): void {
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
export function bindLog(res: HttpResponse, fields: Record<string, unknown>): void {
  const lazy = lazyLogs.get(res);
  if (lazy && !lazy.log) Object.assign(lazy.bindings, fields);
  else res.locals.log = res.locals.log?.child(fields);
}

/**
 * Gives the request a trace id (a caller's well-formed `X-Trace-Id` is kept), a child logger, and metrics and
 * an access-log line when the response is finished.
 */
export function trace(ctx: AppContext, req: HttpRequest, res: HttpResponse): void {
  const incoming = req.headers['x-trace-id'];
  const traceId = typeof incoming === 'string' && INCOMING_TRACE.test(incoming) ? incoming : randomUUID();
  res.locals.traceId = traceId;
  res.setHeader('X-Trace-Id', traceId);
  lazyLog(ctx, res, traceId);
  const started = process.hrtime.bigint();
  res.on('finish', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const labels = {
      method: req.method ?? '',
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
}

/** `trace` as the express app's first middleware. */
export function traceAndMeasure(ctx: AppContext): RequestHandler {
  return (req, res, next) => {
    trace(ctx, req, res);
    next();
  };
}
