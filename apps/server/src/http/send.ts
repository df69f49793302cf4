import type { ServerResponse } from 'node:http';

/**
 * The one JSON writer, for both APIs' answers and problem documents: `application/json; charset=utf-8` (or the
 * given type), a Content-Length, no ETag.
 * Node itself drops the body of a HEAD response.
 */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  contentType = 'application/json; charset=utf-8',
): void {
  // One pass over the text: the bytes give the length.
  const bytes = Buffer.from(JSON.stringify(body));
  res.statusCode = status;
  res.setHeader('Content-Type', contentType);
  res.setHeader('Content-Length', bytes.length);
  res.end(bytes);
}
