import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { ApiError } from '../errors/api-error.js';

/**
 * Operations that take no body (reads, deletes, `POST …/criteria/archive`) refuse one rather than ignore it:
 * a body there is a client's mistake (a wrong path or method), and ignoring it would hide that.
 */
export function assertNoBody(req: IncomingMessage): void {
  const length = Number(req.headers['content-length'] ?? 0);
  if (req.headers['transfer-encoding'] === undefined && !(length > 0)) return;
  throw new ApiError('VALIDATION_ERROR', 'This operation takes no request body.', [
    { field: 'body', code: 'unexpected', message: 'must be empty' },
  ]);
}

/** `assertNoBody` as a middleware (the admin API). */
export function rejectBody(): RequestHandler {
  return (req, _res, next) => {
    assertNoBody(req);
    next();
  };
}
