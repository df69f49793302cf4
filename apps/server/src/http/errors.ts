import type { ServerResponse } from 'node:http';
import type { AppContext, HttpRequest, HttpResponse } from '../context.js';
import { ApiError } from '../errors/api-error.js';
import { problemBody } from '../errors/problem.js';
import { scopeKey } from '../modules/rate-limits/limiter.js';
import { setRateLimitHeaders } from './rate-limit.js';
import { sendJson } from './send.js';

/** A malformed percent-encoding in the path is the caller's mistake: 400, not a 404 or a 500. */
export const malformedPath = () =>
  new ApiError('VALIDATION_ERROR', 'The request path has a malformed percent-encoding.', [
    { field: 'path', code: 'invalid_encoding', message: 'malformed percent-encoding' },
  ]);

/** No route for this method and path (the path without its query). */
export const noRoute = (method: string | undefined, url: string) =>
  new ApiError('NOT_FOUND', `No route for ${method} ${url.split('?')[0]}.`);

/** The path exists with other methods: 405 with `Allow` (`allow`: `GET, POST`). */
export const wrongMethod = (method: string | undefined, allow: string) =>
  new ApiError('METHOD_NOT_ALLOWED', `${method} is not allowed here; allowed: ${allow}.`, undefined, {
    Allow: allow,
  });

/**
 * The one error entry point: writes an error as `application/problem+json`; nothing internal leaves the
 * process. The HTTP listener calls it for both dispatchers and for express's requests.
 */
export async function answerError(ctx: AppContext, err: unknown, req: HttpRequest, res: HttpResponse): Promise<void> {
  const apiError = toApiError(err);
  const url = req.url ?? '';
  if (apiError.code === 'INTERNAL_ERROR')
    (res.locals.log ?? ctx.log).error({ err, method: req.method, path: pathOf(url) }, 'unhandled error');
  else if (isDatabaseBusy(err))
    (res.locals.log ?? ctx.log).warn({ err, method: req.method, path: pathOf(url) }, 'database busy past its timeout');
  await ensureRateLimitHeaders(ctx, res);
  for (const [name, value] of Object.entries(apiError.headers ?? {})) res.setHeader(name, value);
  sendProblem(res, apiError.status, problemBody(apiError, ctx.config.publicBaseUrl, res.locals.traceId));
}

const pathOf = (url: string) => url.split('?')[0];

/** The one place a problem document goes out: `answerError` and idempotent replays of a stored 4xx. */
export function sendProblem(res: ServerResponse, status: number, body: object): void {
  sendJson(res, status, body, 'application/problem+json; charset=utf-8');
}

export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  // The router decodes path parameters; a malformed percent-encoding (`/v1/jobs/%E0%A4%A/…`) is the caller's fault.
  if (err instanceof URIError) return malformedPath();
  if (isDatabaseBusy(err))
    return new ApiError('SERVICE_UNAVAILABLE', 'The service is busy; retry shortly.', undefined, {
      'Retry-After': '1',
    });
  return new ApiError('INTERNAL_ERROR', 'An unexpected error occurred.');
}

/**
 * Another connection (a background worker, the CLI) held the database's write lock past the busy timeout:
 * nothing was written (the transaction rolled back), so the caller may simply retry.
 */
function isDatabaseBusy(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'));
}

/**
 * Every response of a request authenticated by an API key (only the partner API's dispatcher sets `auth`)
 * carries the X-RateLimit-* headers, errors included: `/V1/…` and other loose forms of /v1 too.
 */
async function ensureRateLimitHeaders(ctx: AppContext, res: HttpResponse): Promise<void> {
  const auth = res.locals.auth;
  if (!auth || res.getHeader('X-RateLimit-Bucket') !== undefined) return;
  setRateLimitHeaders(
    res,
    await ctx.rateLimiter.peek(scopeKey(auth.partnerId, auth.environment), res.locals.bucket ?? 'read_and_ops'),
  );
}
