import type { IncomingMessage } from 'node:http';
import type { Readable, Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import typeIs from 'type-is';
import { ApiError } from '../errors/api-error.js';
import { decodeUtf8, illFormedStrings, nestsDeeperThan } from './json-text.js';

const ONE_MB = 1024 * 1024;
/** Far deeper than any request schema here; deeper bodies are refused before JSON.parse spends time on them. */
const MAX_NESTING = 64;

/** How a body is read: its limit (decoded bytes) and how long the whole body may take to arrive. */
export interface BodyLimits {
  /** Most decoded bytes (1 MB when the route sets none). */
  limit?: number | undefined;
  /** `BODY_TIMEOUT_MS`: from the first byte asked for to the last; past it, 408 and the connection closes. */
  deadlineMs: number;
}

export function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  return headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
}

/** `1 MB`, `4 KB`: the limit as a person reads it. */
function formatLimit(bytes: number): string {
  return bytes >= ONE_MB ? `${Math.round(bytes / ONE_MB)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/**
 * Errors that stop reading before the body's end close the connection: what the client still sends is
 * never read (a keep-alive connection would otherwise have to read it all to find the next request).
 */
const CLOSE = { Connection: 'close' };

const payloadTooLarge = (limit: number, close: boolean) =>
  new ApiError(
    'PAYLOAD_TOO_LARGE',
    `The request body is over the limit of ${formatLimit(limit)}.`,
    undefined,
    close ? CLOSE : undefined,
  );

const bodyTimedOut = (deadlineMs: number) =>
  new ApiError(
    'REQUEST_TIMEOUT',
    `The request body did not arrive within ${Math.round(deadlineMs / 1000)} s.`,
    undefined,
    CLOSE,
  );

const unreadable = (code: string, message: string) =>
  new ApiError('VALIDATION_ERROR', 'The request body could not be read.', [{ field: 'body', code, message }], CLOSE);

const charsetOf = (contentType: string | undefined) =>
  /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1]?.toLowerCase();

/** The `Content-Encoding`s a body may arrive in (RFC 9110 names; `x-gzip` is gzip). */
const DECODERS: Record<string, (() => Transform) | null> = {
  identity: null,
  gzip: createGunzip,
  'x-gzip': createGunzip,
  deflate: createInflate,
  br: createBrotliDecompress,
};

/** The decoder of the request's `Content-Encoding`: none for identity, 415 for one not in `DECODERS`. */
function decoderOf(req: IncomingMessage): { name: string; make: (() => Transform) | null } {
  const name = (req.headers['content-encoding'] ?? 'identity').trim().toLowerCase() || 'identity';
  const make = Object.hasOwn(DECODERS, name) ? DECODERS[name] : undefined;
  if (make === undefined)
    throw new ApiError(
      'UNSUPPORTED_MEDIA_TYPE',
      `Unsupported Content-Encoding "${name.slice(0, 40)}"; send identity, gzip, deflate or br.`,
    );
  return { name, make };
}

/**
 * Reads the whole body, decoded, as one buffer. Stops at the first of: the end (resolves); the limit passed,
 * counted on the decoded bytes as they come (413 at once, nothing more read); a body that does not decode
 * (400 `invalid_encoding`); the deadline (408); the client going away. Every refusal but the end closes the
 * connection once it is answered.
 */
export function readBodyBytes(req: IncomingMessage, { limit = ONE_MB, deadlineMs }: BodyLimits): Promise<Buffer> {
  const decoder = decoderOf(req);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const transform = decoder.make?.();
    const source: Readable = transform ? req.pipe(transform) : req;
    const settle = (err: ApiError | undefined) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      source.off('data', onData);
      source.off('end', onEnd);
      req.off('close', onClose);
      if (transform) {
        req.unpipe(transform);
        transform.destroy();
      }
      if (err) {
        // Nothing more is read: Node discards the rest when the response (with `Connection: close`) ends.
        req.pause();
        reject(err);
      } else resolve(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, size));
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) return settle(payloadTooLarge(limit, true));
      chunks.push(chunk);
    };
    const onEnd = () => settle(undefined);
    const onClose = () => {
      if (!req.complete) settle(unreadable('aborted', 'the client closed the request before its end'));
    };
    const timer = setTimeout(() => settle(bodyTimedOut(deadlineMs)), deadlineMs);
    source.on('data', onData);
    source.on('end', onEnd);
    req.on('close', onClose);
    transform?.once('error', () =>
      settle(unreadable('invalid_encoding', `the body is not valid ${decoder.name} (Content-Encoding)`)),
    );
    req.once('error', () => settle(unreadable('unreadable', 'the request body could not be read')));
  });
}

/**
 * JSON bodies only, checked cheapest first: a body of another type or charset, or in an unknown
 * `Content-Encoding` → 415; over the limit → 413 (from Content-Length before a byte is read, else as soon as
 * the limit is passed); not arrived by the deadline → 408; then bytes that do not decode, bytes that are not
 * UTF-8, malformed JSON and strings that are not well-formed UTF-16 (`"\ud800"`) → 400 naming the field.
 * Resolves to the parsed body: `undefined` when the request has none, `{}` for `Content-Length: 0`.
 */
export async function readJsonBody(req: IncomingMessage, limits: BodyLimits): Promise<unknown> {
  if (!hasBody(req.headers)) return req.headers['content-length'] !== undefined ? {} : undefined;
  if (!typeIs(req, ['application/json', 'application/*+json']))
    throw new ApiError('UNSUPPORTED_MEDIA_TYPE', 'Request bodies must be sent as Content-Type: application/json.');
  const charset = charsetOf(req.headers['content-type']);
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8')
    throw new ApiError('UNSUPPORTED_MEDIA_TYPE', 'JSON bodies must be UTF-8 (charset=utf-8 or none).');
  // Refused from the header before a byte is read; the connection closes after the answer, unread.
  const limit = limits.limit ?? ONE_MB;
  if (Number(req.headers['content-length']) > limit) throw payloadTooLarge(limit, true);
  return parseJsonBody(await readBodyBytes(req, limits));
}

const notJson = () =>
  new ApiError('VALIDATION_ERROR', 'The request body is not valid JSON.', [
    { field: 'body', code: 'invalid_json', message: 'malformed JSON' },
  ]);

/** Bytes that are not UTF-8 where no field can be named (outside strings, or beside a literal U+FFFD). */
const notUtf8 = (offset: number) =>
  new ApiError('VALIDATION_ERROR', 'The request body is not valid JSON.', [
    {
      field: 'body',
      code: 'invalid_utf8',
      message: `the body is not valid UTF-8 (first bad byte at offset ${offset})`,
    },
  ]);

/** A whole body as JSON: depth, UTF-8, parse, well-formed strings (exported for `npm run bench:json-text`). */
export function parseJsonBody(raw: Buffer): unknown {
  if (raw.length === 0) return {};
  if (nestsDeeperThan(raw, MAX_NESTING))
    throw new ApiError('VALIDATION_ERROR', 'The request body is not valid JSON.', [
      { field: 'body', code: 'too_deep', message: `arrays and objects nest deeper than ${MAX_NESTING} levels` },
    ]);
  const { text, invalidAt } = decodeUtf8(raw);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidAt === undefined ? notJson() : notUtf8(invalidAt);
  }
  const fields = illFormedStrings(value);
  if (fields.length === 0) {
    if (invalidAt !== undefined) throw notUtf8(invalidAt);
    return value;
  }
  const message =
    invalidAt !== undefined
      ? `not well-formed Unicode: bytes that are not UTF-8 (the first at offset ${invalidAt}), or an unpaired UTF-16 surrogate`
      : 'not well-formed Unicode: an unpaired UTF-16 surrogate (\\uD800–\\uDFFF)';
  throw new ApiError(
    'VALIDATION_ERROR',
    'The request body holds text that is not well-formed Unicode.',
    fields.map((field) => ({ field, code: 'invalid_unicode', message })),
  );
}
