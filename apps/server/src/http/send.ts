import type { ServerResponse } from 'node:http';

/**
 * Writes a JSON response straight to Node's response: what express's `res.status().json()` ends up sending
 * (`application/json; charset=utf-8`, a Content-Length, no ETag), without its per-call header parsing.
 * Node itself drops the body of a HEAD response.
 */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  contentType = 'application/json; charset=utf-8',
): void {
  // One pass over the text (as express does above 1,000 characters): the bytes give the length.
  const bytes = Buffer.from(JSON.stringify(body));
  res.statusCode = status;
  res.setHeader('Content-Type', contentType);
  res.setHeader('Content-Length', bytes.length);
  res.end(bytes);
}
