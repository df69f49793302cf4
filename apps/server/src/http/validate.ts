import { NO_BODY, type BodyOf, type ParamsOf, type QueryOf, type RouteIo } from '@rubric/contracts';
import { z } from 'zod';
import { ApiError, validationError } from '../errors/api-error.js';

interface ValidatedInput<R extends RouteIo> {
  params: ParamsOf<R>;
  query: QueryOf<R>;
  body: BodyOf<R>;
}

interface RawInput {
  params: unknown;
  query: unknown;
  body: unknown;
}

/**
 * Path parameters, query and body against the route's schemas; failures are 400 with a
 * detail per field. The result is typed by the route: zod's output types are the handler's input types.
 */
export function inputValidator<R extends RouteIo>(route: R): (raw: RawInput) => ValidatedInput<R> {
  const takesBody = route.body !== NO_BODY;
  return (raw) => {
    // `z.safeParse(schema, …)` keeps the route's own output types (inferred arguments would widen them).
    const p = z.safeParse<R['params']>(route.params, raw.params);
    if (!p.success) throw validationError(p.error, undefined, 'Invalid path parameter.');
    const q = z.safeParse<R['query']>(route.query, flattenQuery(raw.query));
    if (!q.success) throw validationError(q.error, 'query', 'Invalid query parameter.');
    const b = z.safeParse<R['body']>(route.body, raw.body);
    if (!b.success) {
      if (takesBody && raw.body === undefined)
        throw new ApiError('VALIDATION_ERROR', 'A JSON request body is required.', [
          { field: 'body', code: 'required', message: 'body is required' },
        ]);
      throw validationError(b.error);
    }
    return { params: p.data, query: q.data, body: b.data };
  };
}

/** Repeated query parameters are refused rather than silently picking one. */
function flattenQuery(query: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (typeof query !== 'object' || query === null) return out;
  for (const [k, v] of Object.entries(query)) {
    out[k] = Array.isArray(v) ? v : typeof v === 'object' && v !== null ? JSON.stringify(v) : v;
  }
  return out;
}
