import { OpenAPIRegistry, OpenApiGeneratorV31, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import { IDEMPOTENCY_KEY_MAX } from './common.js';
import { ERROR_CATALOGUE, errorAnchor, Problem, type ErrorCode } from './errors.js';
import { BatchCompletedEvent, ScoreCompletedEvent, ScoreFailedEvent } from './events.js';
import { ReadyzResponse } from './health.js';
import { API_ROUTES, type ApiRoute } from './routes.js';
import { z } from './zod.js';

const RATE_HEADERS = {
  'X-RateLimit-Bucket': { description: 'Bucket of the request', schema: { type: 'string' as const } },
  'X-RateLimit-Limit': { description: 'Requests per second of the bucket', schema: { type: 'integer' as const } },
  'X-RateLimit-Remaining': { description: 'Requests left in the current window', schema: { type: 'integer' as const } },
  'X-RateLimit-Reset': { description: 'Unix time (s) when the window resets', schema: { type: 'integer' as const } },
  'X-RateLimit-Degraded': {
    description: '`true` when the limiter store is unavailable (fail-open)',
    schema: { type: 'string' as const },
  },
  'X-Trace-Id': { description: 'Trace id, also in error bodies', schema: { type: 'string' as const } },
};

function headersFor(route: ApiRoute) {
  const fields: Record<string, z.ZodType> = {};
  if (route.tenant)
    fields['X-Tenant-Id'] = z
      .string()
      .regex(/^[A-Za-z0-9._:@-]{1,255}$/)
      .describe('The partner’s customer (created on first use).');
  if (route.idempotent)
    fields['Idempotency-Key'] = z
      .string()
      .min(1)
      .max(IDEMPOTENCY_KEY_MAX)
      .optional()
      .describe('Replays the first outcome for 24 hours; shared across the API keys of the partner and environment.');
  if (
    route.path.includes('/criteria') &&
    ['put', 'post'].includes(route.method) &&
    route.path !== '/v1/jobs/{jobId}/question-sets'
  )
    fields['X-Expected-Criteria-Revision'] = z
      .string()
      .max(100)
      .optional()
      .describe('criteriaRevision of the current version; a stale value answers 412.');
  return Object.keys(fields).length ? z.object(fields) : undefined;
}

function errorResponses(codes: ErrorCode[]) {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set(codes)) {
    const { status } = ERROR_CATALOGUE[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  if (codes.includes('VALIDATION_ERROR') && codes.includes('RESUME_CORRUPTED'))
    byStatus.set(422, [...(byStatus.get(422) ?? []), 'VALIDATION_ERROR']);
  const out: NonNullable<RouteConfig['responses']> = {};
  for (const [status, list] of [...byStatus].sort((a, b) => a[0] - b[0])) {
    out[String(status)] = {
      description: list.map((c) => `\`${c}\` ([details](/docs/errors#${errorAnchor(c)}))`).join(', '),
      content: { 'application/problem+json': { schema: Problem } },
      ...(status === 429 || status === 503
        ? { headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } } }
        : {}),
    };
  }
  return out;
}

function registerRoute(registry: OpenAPIRegistry, route: ApiRoute) {
  const success: NonNullable<RouteConfig['responses']> = {
    [String(route.success.status)]: {
      description: route.success.description,
      headers: RATE_HEADERS,
      ...(route.success.schema ? { content: { 'application/json': { schema: route.success.schema } } } : {}),
    },
  };
  if (route.success.alsoStatus && route.success.schema)
    success[String(route.success.alsoStatus.status)] = {
      description: route.success.alsoStatus.description,
      headers: RATE_HEADERS,
      content: { 'application/json': { schema: route.success.schema } },
    };
  const headers = headersFor(route);
  registry.registerPath({
    method: route.method,
    path: route.path,
    operationId: route.operationId,
    tags: [route.tag],
    summary: route.summary,
    description: `${route.description ?? ''}\n\nRate-limit bucket: \`${route.bucket}\`.`.trim(),
    security: [{ bearerAuth: [] }],
    request: {
      ...(route.params ? { params: z.object(route.params) } : {}),
      ...(route.query ? { query: route.query } : {}),
      ...(headers ? { headers } : {}),
      ...(route.body ? { body: { required: true, content: { 'application/json': { schema: route.body } } } } : {}),
    },
    responses: { ...success, ...errorResponses(route.errors) },
  });
}

/** The OpenAPI 3.1 document of the partner API, generated from the zod schemas. */
export function buildOpenApiDocument(options: { publicBaseUrl: string; version?: string }) {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description: '`sk_test_…` (test environment, sandbox engine by default) or `sk_live_…` (live environment).',
  });
  for (const route of API_ROUTES) registerRoute(registry, route);
  for (const [path, summary, schema] of [
    ['/healthz', 'Process is up', z.object({ status: z.literal('ok') })],
    ['/readyz', 'Database open and migrated; engines and model status', ReadyzResponse],
  ] as const)
    registry.registerPath({
      method: 'get',
      path,
      tags: ['Operations'],
      summary,
      responses: { 200: { description: summary, content: { 'application/json': { schema } } } },
    });
  for (const [name, schema] of [
    ['score.completed', ScoreCompletedEvent],
    ['score.failed', ScoreFailedEvent],
    ['batch.completed', BatchCompletedEvent],
  ] as const)
    registry.registerWebhook({
      method: 'post',
      path: name,
      summary: `${name} event`,
      description:
        'Signed with `X-Webhook-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "t.rawBody">` using the endpoint’s `whsec_…` secret.',
      request: { body: { content: { 'application/json': { schema } } } },
      responses: { 200: { description: 'Any 2xx within 10 s acknowledges the delivery.' } },
    });

  const generator = new OpenApiGeneratorV31(registry.definitions);
  return generator.generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Rubric — candidate scoring API',
      version: options.version ?? '1.0.0',
      description: `Multi-tenant scoring of job applications against per-job criteria with a local LLM. Errors are RFC 7807 problem documents; every code is described at ${options.publicBaseUrl.replace(/\/+$/, '')}/docs/errors.`,
    },
    servers: [{ url: options.publicBaseUrl.replace(/\/+$/, '') }],
  });
}
