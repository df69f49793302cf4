import type { IncomingMessage, ServerResponse } from 'node:http';
import bodyParser from 'body-parser';
import type { RequestHandler } from 'express';
import typeIs from 'type-is';
import { ApiError } from '../errors/api-error.js';
import { decodeUtf8, illFormedStrings, nestsDeeperThan } from './json-text.js';

const ONE_MB = 1024 * 1024;
/** Far deeper than any request schema here; deeper bodies are refused before JSON.parse spends time on them. */
const MAX_NESTING = 64;

function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  return headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
}

/** `1 MB`, `4 KB`: the limit as a person reads it. */
function formatLimit(bytes: number): string {
  return bytes >= ONE_MB ? `${Math.round(bytes / ONE_MB)} MB` : `${Math.round(bytes / 1024)} KB`;
}

const payloadTooLarge = (limit: number) =>
  new ApiError('PAYLOAD_TOO_LARGE', `The request body is over the limit of ${formatLimit(limit)}.`);

const charsetOf = (contentType: string | undefined) =>
  /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1]?.toLowerCase();

/**
 * JSON bodies only, checked cheapest first: a body of another type or charset → 415, over the limit → 413
 * (from Content-Length before a byte is read, else while reading), then bytes that are not UTF-8, malformed
 * JSON and strings that are not well-formed UTF-16 (`"\ud800"`) → 400 naming the field. Reading and size
 * errors are translated in the error middleware (`translateBodyError`). Resolves to the parsed body:
 * `undefined` when the request has none, `{}` for `Content-Length: 0` (as body-parser reads it).
 */
export async function readJsonBody(req: IncomingMessage, res: ServerResponse, limit = ONE_MB): Promise<unknown> {
  if (!hasBody(req.headers)) return req.headers['content-length'] !== undefined ? {} : undefined;
  if (!typeIs(req, ['application/json', 'application/*+json']))
    throw new ApiError('UNSUPPORTED_MEDIA_TYPE', 'Request bodies must be sent as Content-Type: application/json.');
  const charset = charsetOf(req.headers['content-type']);
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8')
    throw new ApiError('UNSUPPORTED_MEDIA_TYPE', 'JSON bodies must be UTF-8 (charset=utf-8 or none).');
  // Refused from the header before a byte is read (body-parser would wait for the whole body first); Node
  // then discards what the client still sends, so it reads the 413 cleanly.
  if (Number(req.headers['content-length']) > limit) throw payloadTooLarge(limit);
  const read = readers.get(limit) ?? readers.set(limit, bodyParser.raw({ limit, type: () => true })).get(limit)!;
  // body-parser leaves what it read in `req.body`.
  const reading = req as IncomingMessage & { body?: unknown };
  return new Promise((resolve, reject) =>
    read(req, res, (err?: unknown) => {
      if (err) return reject(err);
      try {
        resolve(Buffer.isBuffer(reading.body) ? parseJsonBody(reading.body) : reading.body);
      } catch (parseError) {
        reject(parseError);
      }
    }),
  );
}

/** body-parser's raw reader (what `express.raw` is), one per limit. */
const readers = new Map<number, ReturnType<typeof bodyParser.raw>>();

/** `readJsonBody` as a middleware that sets `req.body` (the admin API). */
export function jsonBody(limit = ONE_MB): RequestHandler {
  return (req, res, next) => {
    readJsonBody(req, res, limit).then((body) => {
      req.body = body;
      next();
    }, next);
  };
}

const malformed = (invalidUtf8: boolean) =>
  new ApiError('VALIDATION_ERROR', 'The request body is not valid JSON.', [
    invalidUtf8
      ? { field: 'body', code: 'invalid_utf8', message: 'the body is not valid UTF-8' }
      : { field: 'body', code: 'invalid_json', message: 'malformed JSON' },
  ]);

function parseJsonBody(raw: Buffer): unknown {
  if (raw.length === 0) return {};
  if (nestsDeeperThan(raw, MAX_NESTING))
    throw new ApiError('VALIDATION_ERROR', 'The request body is not valid JSON.', [
      { field: 'body', code: 'too_deep', message: `arrays and objects nest deeper than ${MAX_NESTING} levels` },
    ]);
  const { text, invalidUtf8 } = decodeUtf8(raw);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw malformed(invalidUtf8);
  }
  const fields = illFormedStrings(value);
  if (fields.length === 0) return value;
  const message = invalidUtf8
    ? 'not well-formed Unicode: bytes that are not UTF-8, or an unpaired UTF-16 surrogate'
    : 'not well-formed Unicode: an unpaired UTF-16 surrogate (\\uD800–\\uDFFF)';
  throw new ApiError(
    'VALIDATION_ERROR',
    'The request body holds text that is not well-formed Unicode.',
    fields.map((field) => ({ field, code: 'invalid_unicode', message })),
  );
}

interface BodyParserError {
  type?: string;
  status?: number;
  limit?: number;
}

/** body-parser's reading errors in the contract's terms (anything else → undefined). */
export function translateBodyError(err: unknown): ApiError | undefined {
  const e = err as BodyParserError;
  const limit = e?.limit;
  switch (e?.type) {
    case 'entity.too.large':
      return payloadTooLarge(limit ?? ONE_MB);
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new ApiError('UNSUPPORTED_MEDIA_TYPE', 'Unsupported body encoding or charset; send UTF-8 JSON.');
    case 'request.aborted':
    case 'request.size.invalid':
    case 'stream.encoding.set':
    case 'stream.not.readable':
      return new ApiError('VALIDATION_ERROR', 'The request body could not be read.', [
        { field: 'body', code: 'unreadable', message: e.type },
      ]);
    default:
      return undefined;
  }
}
