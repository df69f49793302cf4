import { OpenAPIRegistry, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import { EXTERNAL_ID_PATTERN, IDEMPOTENCY_KEY_MAX } from './common.js';
import { Problem } from './errors.js';
import {
  BatchCompletedEvent,
  ReviewRecordedEvent,
  ScoreCompletedEvent,
  ScoreFailedEvent,
  WEBHOOK_EVENT_TYPES,
} from './events.js';
import { ReadyzResponse } from './health.js';
import {
  errorResponses,
  generateDocument,
  headerRefs,
  RATE_LIMIT_HEADER_NAMES,
  registerHeaders,
  registerSharedResponses,
  type ResponseHeaderName,
} from './openapi-parts.js';
import { API_TAGS, NO_BODY, type ApiRoute } from './route-types.js';
import { API_ROUTES } from './routes.js';
import { z } from './zod.js';

/** Every authenticated /v1 response carries these; a 401 only the trace id. */
const BASE_HEADERS: readonly ResponseHeaderName[] = ['X-Trace-Id', ...RATE_LIMIT_HEADER_NAMES];
const UNAUTHENTICATED_HEADERS: readonly ResponseHeaderName[] = ['X-Trace-Id'];
/** Statuses an idempotent operation's endpoint logic may answer, and so may replay. */
const REPLAYABLE = new Set([200, 201, 204, 400, 404, 409, 412, 422]);

const TenantIdHeader = z
  .string()
  .regex(EXTERNAL_ID_PATTERN)
  .openapi({
    param: { name: 'X-Tenant-Id', in: 'header', required: true },
    description: 'The partner’s customer (created on first use).',
  });
const IdempotencyKeyHeader = z
  .string()
  .min(1)
  .max(IDEMPOTENCY_KEY_MAX)
  .optional()
  .openapi({
    param: { name: 'Idempotency-Key', in: 'header', required: false },
    description:
      'Replays the first outcome for 24 hours (`Idempotent-Replayed: true`); shared across the API keys of the partner and environment.',
  });
const ExpectedRevisionHeader = z
  .string()
  .max(100)
  .optional()
  .openapi({
    param: { name: 'X-Expected-Criteria-Revision', in: 'header', required: false },
    description: '`criteriaRevision` of the current version (`"0"`: no criteria yet); a stale value answers 412.',
  });

function headersFor(route: ApiRoute) {
  const fields: Record<string, z.ZodType> = {};
  if (route.tenant) fields['X-Tenant-Id'] = TenantIdHeader;
  if (route.idempotent) fields['Idempotency-Key'] = IdempotencyKeyHeader;
  if (route.conditional) fields['X-Expected-Criteria-Revision'] = ExpectedRevisionHeader;
  return Object.keys(fields).length ? z.object(fields) : undefined;
}

function successHeaders(route: ApiRoute) {
  return headerRefs(route.idempotent ? [...BASE_HEADERS, 'Idempotent-Replayed'] : BASE_HEADERS);
}

function errorResponsesOf(route: ApiRoute) {
  const replayable = (status: number) => route.idempotent === true && REPLAYABLE.has(status);
  return errorResponses(
    route.errors,
    (status) => [
      ...(status === 401 || status === 500 ? UNAUTHENTICATED_HEADERS : BASE_HEADERS),
      ...(replayable(status) ? (['Idempotent-Replayed'] as const) : []),
    ],
    replayable,
  );
}

function registerRoute(registry: OpenAPIRegistry, route: ApiRoute) {
  const body = route.publishedBody ?? route.body;
  const media: Record<string, { schema: z.ZodType }> = { 'application/json': { schema: route.success.schema } };
  for (const other of route.success.alsoMedia ?? [])
    media[other.mediaType] = { schema: z.string().openapi({ description: other.description }) };
  const content = route.success.schema === NO_BODY ? {} : { content: media };
  const responses: RouteConfig['responses'] = {
    [String(route.success.status)]: {
      description: route.success.description,
      headers: successHeaders(route),
      ...content,
    },
  };
  if (route.success.alsoStatus)
    responses[String(route.success.alsoStatus.status)] = {
      description: route.success.alsoStatus.description,
      headers: successHeaders(route),
      ...content,
    };
  const headers = headersFor(route);
  registry.registerPath({
    method: route.method,
    path: route.path,
    operationId: route.operationId,
    tags: [route.tag],
    summary: route.summary,
    description: `${route.description}\n\nRate-limit bucket: \`${route.bucket}\`.`,
    security: [{ bearerAuth: [] }],
    request: {
      ...(Object.keys(route.params.shape).length ? { params: route.params } : {}),
      ...(Object.keys(route.query.shape).length ? { query: route.query } : {}),
      ...(headers ? { headers } : {}),
      ...(body !== NO_BODY ? { body: { required: true, content: { 'application/json': { schema: body } } } } : {}),
    },
    responses: { ...responses, ...errorResponsesOf(route) },
  });
}

function registerProbes(registry: OpenAPIRegistry) {
  // The probes are answered by the same pipeline as every route: they carry the trace id too.
  const traced = headerRefs(UNAUTHENTICATED_HEADERS);
  const ok = z.object({ status: z.literal('ok') }).openapi('HealthResponse');
  registry.registerPath({
    method: 'get',
    path: '/healthz',
    operationId: 'getHealth',
    tags: ['Operations'],
    summary: 'Process is up',
    description: 'Liveness probe; needs no key.',
    security: [],
    responses: {
      200: { description: 'The process is up.', headers: traced, content: { 'application/json': { schema: ok } } },
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/readyz',
    operationId: 'getReadiness',
    tags: ['Operations'],
    summary: 'Database open and migrated; engines and model status',
    description: 'Readiness probe; needs no key. 200 even with no model file (the sandbox engine needs none).',
    security: [],
    responses: {
      200: { description: 'Ready.', headers: traced, content: { 'application/json': { schema: ReadyzResponse } } },
      503: {
        description: 'Not ready (database closed or not migrated).',
        headers: traced,
        content: { 'application/json': { schema: ReadyzResponse } },
      },
    },
  });
}

const webhookHeaders = z.object({
  'X-Webhook-Id': z.string().openapi({
    param: { name: 'X-Webhook-Id', in: 'header', required: true },
    description: 'Unique delivery id, stable across retries and redeliveries: the deduplication key.',
  }),
  'X-Webhook-Signature': z.string().openapi({
    param: { name: 'X-Webhook-Signature', in: 'header', required: true },
    description:
      '`t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.rawBody">` keyed with the endpoint’s `whsec_…` secret (the string as shown, prefix included); one `v1=` entry per active secret while a secret is rotated.',
    example: 't=1763800000,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd',
  }),
  'X-Webhook-Event': z.enum(WEBHOOK_EVENT_TYPES).openapi({
    param: { name: 'X-Webhook-Event', in: 'header', required: true },
    description: 'The event kind, as in the body’s `event`.',
  }),
  'X-Webhook-Timestamp': z
    .string()
    .regex(/^\d+$/)
    .openapi({
      param: { name: 'X-Webhook-Timestamp', in: 'header', required: true },
      description: 'Unix time in seconds of this attempt (the `t` of the signature).',
    }),
});

function registerWebhooks(registry: OpenAPIRegistry) {
  for (const [name, operationId, schema] of [
    ['score.completed', 'onScoreCompleted', ScoreCompletedEvent],
    ['score.failed', 'onScoreFailed', ScoreFailedEvent],
    ['batch.completed', 'onBatchCompleted', BatchCompletedEvent],
    ['review.recorded', 'onReviewRecorded', ReviewRecordedEvent],
  ] as const)
    registry.registerWebhook({
      method: 'post',
      path: name,
      operationId,
      tags: ['Webhooks'],
      summary: `${name} event`,
      description:
        'Delivered by HTTP POST to each endpoint subscribed to the event. Verify the signature over the raw body (timing-safe), reject deliveries older than 5 minutes, deduplicate by `X-Webhook-Id`. Up to 5 attempts with exponential backoff (1 to 30 minutes).',
      security: [],
      request: { headers: webhookHeaders, body: { required: true, content: { 'application/json': { schema } } } },
      responses: {
        200: { description: 'Any 2xx within 10 s acknowledges the delivery.' },
        401: { description: 'Invalid or stale signature: the attempt counts as failed and is retried.' },
      },
    });
}

/** The OpenAPI 3.1 document of the partner API, generated from the zod schemas and the route table. */
export function buildOpenApiDocument(options: { publicBaseUrl: string; version?: string }) {
  const base = options.publicBaseUrl.replace(/\/+$/, '');
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description: '`sk_test_…` (test environment, sandbox engine by default) or `sk_live_…` (live environment).',
  });
  registry.register('Problem', Problem);
  registerHeaders(registry);
  registerSharedResponses(registry, BASE_HEADERS, UNAUTHENTICATED_HEADERS, {
    NotFound:
      'No operation has this path (`NOT_FOUND`); answered to any authenticated request under `/v1` that matches no path of this document.',
    MethodNotAllowed:
      'The path exists but not for this method (`METHOD_NOT_ALLOWED`); `Allow` lists the methods it takes.',
  });
  for (const route of API_ROUTES) registerRoute(registry, route);
  registerProbes(registry);
  registerWebhooks(registry);

  return generateDocument(registry, {
    base,
    version: options.version,
    title: 'Rubric — candidate scoring API',
    description: [
      'Multi-tenant scoring of job applications against per-job criteria with a local LLM.',
      `Errors are RFC 7807 problem documents (\`application/problem+json\`); every code is described at ${base}/docs/errors.`,
      'Every response carries `X-Trace-Id` (the probes too) and `X-Content-Type-Options: nosniff`; every response to an authenticated `/v1` request (errors included) carries the `X-RateLimit-*` headers.',
      'A request under `/v1` whose path matches no operation answers 404 `NOT_FOUND` (`#/components/responses/NotFound`); a known path with another method answers 405 `METHOD_NOT_ALLOWED` with `Allow` (`#/components/responses/MethodNotAllowed`).',
    ],
    security: [{ bearerAuth: [] }],
    tags: API_TAGS,
  });
}
