import type { ApiRoute } from '@rubric/contracts';
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { ApiError, validationError } from './api-error.js';

export interface ValidatedInput {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

/** Path parameters, query and body against the route's schemas; failures are 400 with a detail per field. */
export function validateRequest(route: ApiRoute): RequestHandler {
  const params = route.params ? z.object(route.params) : null;
  return (req, res, next) => {
    const input: ValidatedInput = { params: {}, query: {}, body: undefined };
    if (params) {
      const r = params.safeParse(req.params);
      if (!r.success) throw validationError(r.error, undefined, 'Invalid path parameter.');
      input.params = r.data;
    }
    const query = route.query ?? z.object({});
    const q = query.strict().safeParse(flattenQuery(req.query));
    if (!q.success) throw validationError(q.error, 'query', 'Invalid query parameter.');
    input.query = q.data;
    const bodySchema = route.validationBody ?? route.body;
    if (bodySchema) {
      if (req.body === undefined)
        throw new ApiError('VALIDATION_ERROR', 'A JSON request body is required.', [
          { field: 'body', code: 'required', message: 'body is required' },
        ]);
      const b = bodySchema.safeParse(req.body);
      if (!b.success) throw validationError(b.error);
      input.body = b.data;
    }
    res.locals.input = input;
    next();
  };
}

/** Repeated query parameters are refused rather than silently picking one. */
function flattenQuery(query: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    out[k] = Array.isArray(v) ? v : typeof v === 'object' && v !== null ? JSON.stringify(v) : v;
  }
  return out;
}

declare module 'express-serve-static-core' {
  interface Locals {
    input?: ValidatedInput;
  }
}
