import { randomUUID } from 'node:crypto';
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { AppContext } from '../context.js';
import { ApiError } from '../errors/api-error.js';
import { problemBody } from '../errors/problem.js';

const LAST_RESPONSE = Symbol('last response on this connection');
const ANSWERED = Symbol('client error answered');

type TrackedSocket = Duplex & { [LAST_RESPONSE]?: ServerResponse; [ANSWERED]?: true };

/** Remembers the newest response of a connection, so that a client error answers after it (pipelining). */
export function noteResponse(req: IncomingMessage, res: ServerResponse): void {
  (req.socket as TrackedSocket)[LAST_RESPONSE] = res;
}

/** What Node's parser reported, as the problem it is for the client. */
function problemOf(err: NodeJS.ErrnoException): ApiError {
  switch (err.code) {
    case 'HPE_HEADER_OVERFLOW':
      return new ApiError('VALIDATION_ERROR', 'The request headers are too large.', undefined, undefined, {
        status: 431,
      });
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new ApiError('REQUEST_TIMEOUT', 'The request did not arrive in time.');
    default:
      return new ApiError('VALIDATION_ERROR', 'The request is not well-formed HTTP/1.1.', [
        { field: 'request', code: 'malformed', message: String(err.code ?? 'parse error') },
      ]);
  }
}

/**
 * The HTTP server's `clientError` handler: a request Node's parser refused (malformed, headers too large,
 * too slow) gets a problem document with `Connection: close`, written after the responses to the requests
 * before it on the same connection (a pipelined batch keeps its earlier answers: Node's default handler
 * destroys the connection at once, losing them). A connection already gone or reset is only closed.
 */
export function clientErrorHandler(ctx: AppContext): (err: NodeJS.ErrnoException, socket: Duplex) => void {
  return (err, socket) => {
    const tracked = socket as TrackedSocket;
    if (tracked[ANSWERED]) return;
    tracked[ANSWERED] = true;
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const answer = () => {
      if (!socket.writable) return socket.destroy();
      const traceId = randomUUID();
      const error = problemOf(err);
      const body = JSON.stringify(problemBody(error, ctx.config.publicBaseUrl, traceId));
      ctx.log.debug({ code: err.code, traceId }, 'malformed request refused');
      socket.end(
        `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status] ?? 'Error'}\r\n` +
          'Content-Type: application/problem+json; charset=utf-8\r\n' +
          `Content-Length: ${Buffer.byteLength(body)}\r\n` +
          `X-Trace-Id: ${traceId}\r\n` +
          'X-Content-Type-Options: nosniff\r\n' +
          'Connection: close\r\n\r\n' +
          body,
      );
    };
    const last = tracked[LAST_RESPONSE];
    if (!last || last.writableFinished || last.destroyed) return answer();
    last.once('finish', answer);
    last.once('close', () => {
      if (!last.writableFinished) socket.destroy();
    });
  };
}
