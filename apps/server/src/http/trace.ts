import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { BucketName } from '@rubric/contracts';
import type { ServerResponse } from 'node:http';
import type { AppContext, AuthInfo, HttpRequest, HttpResponse, RequestLocals, TenantInfo } from '../context.js';

const INCOMING_TRACE = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * `res.locals`: what the pipeline keeps of a request. A class, so that the lazy logger is an accessor of
 * its prototype. An accessor made for each request (`Object.defineProperty`, or `get log()` in an object
 * literal) is allocated by V8 in the old generation, and through its closure it kept every young object of
 * the request alive past each scavenge until the next full collection: scavenges of 5–10 ms instead of
 * under 1 (docs/PERFORMANCE.md, "Partner API overhead").
 */
export class RequestState implements RequestLocals {
  auth?: AuthInfo;
  tenant?: TenantInfo;
  routeLabel?: string;
  bucket?: BucketName;
  readonly #root: Logger;
  readonly #bindings: Record<string, unknown>;
  #log: Logger | undefined;

  constructor(
    root: Logger,
    readonly traceId: string,
  ) {
    this.#root = root;
    this.#bindings = { traceId };
  }

  /**
   * Made on first use: a pino child logger costs a few µs and an object per request, and most requests at
   * the default level log one line at the end (none at all below `info`).
   */
  get log(): Logger {
    return (this.#log ??= this.#root.child(this.#bindings));
  }

  set log(log: Logger) {
    this.#log = log;
  }

  /** Adds fields to every line the request's logger writes (as `log.child(fields)` would). */
  bind(fields: Record<string, unknown>): void {
    if (this.#log) this.#log = this.#log.child(fields);
    else Object.assign(this.#bindings, fields);
  }
}

/**
 * Gives the request a trace id (a caller's well-formed `X-Trace-Id` is kept), a child logger, and metrics and
 * an access-log line when the response is finished.
 */
export function trace(ctx: AppContext, req: HttpRequest, response: ServerResponse): HttpResponse {
  const incoming = req.headers['x-trace-id'];
  const traceId = typeof incoming === 'string' && INCOMING_TRACE.test(incoming) ? incoming : randomUUID();
  const res = Object.assign(response, { locals: new RequestState(ctx.log, traceId) });
  res.setHeader('X-Trace-Id', traceId);
  // Every answer, problem documents that echo the path included: never sniffed into another type.
  res.setHeader('X-Content-Type-Options', 'nosniff');
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
  return res;
}
