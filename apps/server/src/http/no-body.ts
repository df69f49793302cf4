import type { IncomingMessage } from 'node:http';
import { ApiError } from '../errors/api-error.js';
import { hasBody, readBodyBytes } from './body.js';

/** Room for `{}` with whitespace around it, and nothing a client would mean as content. */
const EMPTY_OBJECT_LIMIT = 64;
const EMPTY_OBJECT = /^\s*\{\s*\}\s*$/;

/** `close`: the body was not read to its end, so the connection closes after the answer (nothing more is read). */
const unexpectedBody = (close = false) =>
  new ApiError(
    'VALIDATION_ERROR',
    'This operation takes no request body.',
    [{ field: 'body', code: 'unexpected', message: 'must be empty (or the empty JSON object {})' }],
    close ? { Connection: 'close' } : undefined,
  );

/**
 * Operations that take no body (reads, deletes, `POST …/criteria/archive`) accept none, or `{}` — what many
 * HTTP clients send with every POST — and refuse anything else rather than ignore it: content there is a
 * client's mistake (a wrong path or method), and ignoring it would hide that. The body, if any, is read
 * under a small limit and the body deadline.
 */
export async function expectNoBody(req: IncomingMessage, deadlineMs: number): Promise<void> {
  if (!hasBody(req.headers)) return;
  if (Number(req.headers['content-length']) > EMPTY_OBJECT_LIMIT) throw unexpectedBody(true);
  let bytes: Buffer;
  try {
    bytes = await readBodyBytes(req, { limit: EMPTY_OBJECT_LIMIT, deadlineMs });
  } catch (err) {
    if (err instanceof ApiError && err.code === 'PAYLOAD_TOO_LARGE') throw unexpectedBody(true);
    throw err;
  }
  if (bytes.length > 0 && !EMPTY_OBJECT.test(bytes.toString('latin1'))) throw unexpectedBody();
}
