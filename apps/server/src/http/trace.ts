import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { AppContext } from '../context.js';

const INCOMING_TRACE = /^[A-Za-z0-9._-]{8,64}$/;

/** Gives every request a trace id (a caller's well-formed `X-Trace-Id` is kept), a child logger, and metrics. */
export function traceAndMeasure(ctx: AppContext): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get('x-trace-id');
    const traceId = incoming && INCOMING_TRACE.test(incoming) ? incoming : randomUUID();
    res.locals.traceId = traceId;
    res.setHeader('X-Trace-Id', traceId);
    res.locals.log = ctx.log.child({ traceId });
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
