import express, { type RequestHandler } from 'express';
import { ApiError } from './api-error.js';

const ONE_MB = 1024 * 1024;

function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  return headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
}

/**
 * JSON bodies only: a body of another type → 415, malformed JSON → 400, over the limit → 413
 * (the translations of body-parser's errors happen in the error middleware).
 */
export function jsonBody(limit = ONE_MB): RequestHandler[] {
  const parse = express.json({ limit, strict: false, type: () => true });
  return [
    (req, _res, next) => {
      if (!hasBody(req.headers)) return next();
      if (!req.is('application/json') && !req.is('application/*+json'))
        throw new ApiError('UNSUPPORTED_MEDIA_TYPE', 'Request bodies must be sent as Content-Type: application/json.');
      next();
    },
    parse,
  ];
}

interface BodyParserError {
  type?: string;
  status?: number;
  limit?: number;
}

/** body-parser's errors in the contract's terms (anything else → undefined). */
export function translateBodyError(err: unknown): ApiError | undefined {
  const e = err as BodyParserError;
  const limit = e?.limit;
  switch (e?.type) {
    case 'entity.parse.failed':
      return new ApiError('VALIDATION_ERROR', 'The request body is not valid JSON.', [
        { field: 'body', code: 'invalid_json', message: 'malformed JSON' },
      ]);
    case 'entity.too.large':
      return new ApiError(
        'PAYLOAD_TOO_LARGE',
        `The request body is over the limit of ${Math.round((limit ?? ONE_MB) / ONE_MB)} MB.`,
      );
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
