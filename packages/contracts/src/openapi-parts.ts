import { OpenApiGeneratorV31, type OpenAPIRegistry, type ResponseConfig } from '@asteasolutions/zod-to-openapi';
import { ERROR_CATALOGUE, errorAnchor, type ErrorCode } from './errors.js';
import { errorsByStatus, type ErrorSpec } from './route-types.js';
import { BUCKET_NAMES } from './rate-limits.js';

type HeaderObject = Record<string, { $ref: string }>;
interface HeaderDefinition {
  description: string;
  required?: boolean;
  schema: { type: 'string' | 'integer'; minimum?: number; enum?: string[] };
}
const integer = { type: 'integer' as const, minimum: 0 };

/** Response headers, defined once under `components/headers` and referenced everywhere. */
export const RESPONSE_HEADERS = {
  'X-Trace-Id': {
    description:
      'Trace id of the request (the caller’s well-formed `X-Trace-Id` is kept); also `traceId` in error bodies.',
    required: true,
    schema: { type: 'string' as const },
  },
  'X-RateLimit-Bucket': {
    description: 'Rate-limit bucket of the request.',
    required: true,
    schema: { type: 'string' as const, enum: [...BUCKET_NAMES] },
  },
  'X-RateLimit-Limit': { description: 'Requests per second of the bucket.', required: true, schema: integer },
  'X-RateLimit-Remaining': { description: 'Requests left in the current window.', required: true, schema: integer },
  'X-RateLimit-Reset': { description: 'Unix time (seconds) when the window resets.', required: true, schema: integer },
  'X-RateLimit-Degraded': {
    description: '`true` while the limiter’s store is unavailable (requests pass; the other values are estimates).',
    required: true,
    schema: { type: 'string' as const, enum: ['true', 'false'] },
  },
  'Retry-After': { description: 'Seconds to wait before retrying.', required: true, schema: integer },
  'Retry-After-Optional': { description: 'Seconds to wait before retrying, when known.', schema: integer },
  'Idempotent-Replayed': {
    description: '`true` on a response replayed for a repeated `Idempotency-Key`; a first response never carries it.',
    schema: { type: 'string' as const, enum: ['true'] },
  },
  Allow: { description: 'The methods the path takes.', required: true, schema: { type: 'string' as const } },
} satisfies Record<string, HeaderDefinition>;
export type ResponseHeaderName = keyof typeof RESPONSE_HEADERS;

export const RATE_LIMIT_HEADER_NAMES = [
  'X-RateLimit-Bucket',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'X-RateLimit-Degraded',
] as const satisfies readonly ResponseHeaderName[];

/** `{ 'X-Trace-Id': { $ref } , … }`: header names as sent; `Retry-After-Optional` is sent as `Retry-After`. */
export function headerRefs(names: readonly ResponseHeaderName[]): HeaderObject {
  return Object.fromEntries(
    names.map((name) => [
      name === 'Retry-After-Optional' ? 'Retry-After' : name,
      { $ref: `#/components/headers/${name}` },
    ]),
  );
}

/** Registers the response headers (only `names`, where a document uses only those). */
export function registerHeaders(
  registry: OpenAPIRegistry,
  names: readonly ResponseHeaderName[] = Object.keys(RESPONSE_HEADERS) as ResponseHeaderName[],
): void {
  for (const name of names) registry.registerComponent('headers', name, RESPONSE_HEADERS[name]);
}

/** A problem body whose `code` is one of `codes` and whose `status` is `status`. */
export function problemSchema(codes: readonly ErrorCode[], status: number) {
  return {
    allOf: [
      { $ref: '#/components/schemas/Problem' },
      { type: 'object' as const, properties: { code: { enum: [...codes] }, status: { const: status } } },
    ],
  };
}

export function describeCodes(codes: readonly ErrorCode[]): string {
  return codes.map((c) => `\`${c}\` ([details](/docs/errors#${errorAnchor(c)}))`).join(', ');
}

export function problemResponse(codes: readonly ErrorCode[], status: number, headers: HeaderObject): ResponseConfig {
  return {
    description: describeCodes(codes),
    headers,
    content: { 'application/problem+json': { schema: problemSchema(codes, status) } },
  };
}

/** Single-code responses shared by many operations: `components/responses/<name>`. */
export const SHARED_RESPONSE_NAMES = [
  'ValidationError',
  'Unauthorized',
  'NotFound',
  'MethodNotAllowed',
  'PayloadTooLarge',
  'UnsupportedMediaType',
  'RateLimited',
  'InternalError',
  'ServiceUnavailable',
] as const;
export type SharedResponseName = (typeof SHARED_RESPONSE_NAMES)[number];

export const SHARED_RESPONSES: Record<SharedResponseName, { code: ErrorCode; extra: readonly ResponseHeaderName[] }> = {
  ValidationError: { code: 'VALIDATION_ERROR', extra: [] },
  Unauthorized: { code: 'UNAUTHORIZED', extra: [] },
  NotFound: { code: 'NOT_FOUND', extra: [] },
  MethodNotAllowed: { code: 'METHOD_NOT_ALLOWED', extra: ['Allow'] },
  PayloadTooLarge: { code: 'PAYLOAD_TOO_LARGE', extra: [] },
  UnsupportedMediaType: { code: 'UNSUPPORTED_MEDIA_TYPE', extra: [] },
  RateLimited: { code: 'RATE_LIMITED', extra: ['Retry-After'] },
  InternalError: { code: 'INTERNAL_ERROR', extra: [] },
  ServiceUnavailable: { code: 'SERVICE_UNAVAILABLE', extra: ['Retry-After-Optional'] },
};

/** The shared response for exactly this one code at its catalogue status, if there is one. */
export function sharedResponseFor(codes: readonly ErrorCode[], status: number): SharedResponseName | undefined {
  if (codes.length !== 1) return undefined;
  return SHARED_RESPONSE_NAMES.find((name) => {
    const { code } = SHARED_RESPONSES[name];
    return code === codes[0] && ERROR_CATALOGUE[code].status === status;
  });
}

/**
 * Registers the shared responses; `baseHeaders` are those every response of the API carries
 * (`withoutAuth` for the 401, which has no partner and so no rate-limit headers).
 */
export function registerSharedResponses(
  registry: OpenAPIRegistry,
  baseHeaders: readonly ResponseHeaderName[],
  withoutAuth: readonly ResponseHeaderName[],
  descriptions: Partial<Record<SharedResponseName, string>> = {},
): void {
  for (const name of SHARED_RESPONSE_NAMES) {
    const { code, extra } = SHARED_RESPONSES[name];
    const { status, title } = ERROR_CATALOGUE[code];
    // A 401 has no partner; a 500 may come before the key was checked (the database is gone): neither is
    // sure to carry the rate-limit headers.
    const headers = [...(name === 'Unauthorized' || name === 'InternalError' ? withoutAuth : baseHeaders), ...extra];
    registry.registerComponent('responses', name, {
      description: descriptions[name] ?? `${title}: ${describeCodes([code])}`,
      headers: headerRefs(headers),
      content: { 'application/problem+json': { schema: problemSchema([code], status) } },
    });
  }
}

/**
 * The error responses of one operation (partner or admin document): a status whose codes match a shared
 * response refers to it, unless the operation must say more (`own`: e.g. a replayable status of an idempotent
 * operation, which carries `Idempotent-Replayed`); every other status gets its own problem response with the
 * headers `headersFor(status)` names, plus `Retry-After` on 429 and the optional one on 503.
 */
export function errorResponses(
  errors: readonly ErrorSpec[],
  headersFor: (status: number) => readonly ResponseHeaderName[],
  own: (status: number) => boolean = () => false,
): Record<string, ResponseConfig | { $ref: string }> {
  const out: Record<string, ResponseConfig | { $ref: string }> = {};
  for (const [status, codes] of errorsByStatus(errors, ERROR_CATALOGUE)) {
    const shared = sharedResponseFor(codes, status);
    if (shared && !own(status)) {
      out[String(status)] = { $ref: `#/components/responses/${shared}` };
      continue;
    }
    out[String(status)] = problemResponse(
      codes,
      status,
      headerRefs([
        ...headersFor(status),
        ...(status === 429 ? (['Retry-After'] as const) : []),
        ...(status === 503 ? (['Retry-After-Optional'] as const) : []),
      ]),
    );
  }
  return out;
}

/** The document around a registry: the same info, contact, licence and server block in both documents. */
export function generateDocument(
  registry: OpenAPIRegistry,
  doc: {
    base: string;
    version: string | undefined;
    title: string;
    description: readonly string[];
    security: Array<Record<string, string[]>>;
    tags: Record<string, string>;
  },
) {
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: doc.title,
      version: doc.version ?? '1.0.0',
      description: doc.description.join('\n\n'),
      contact: { name: 'Rubric operator', url: `${doc.base}/docs` },
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: doc.base }],
    security: doc.security,
    tags: Object.entries(doc.tags).map(([name, description]) => ({ name, description })),
  });
}
