import { API_ROUTES, ERROR_CODES, errorAnchor } from '@rubric/contracts';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { useTestServer } from './harness.js';

const server = await useTestServer();
// One validator: building one compiles the OpenAPI meta-schemas (about a second).
const validator = new Validator();

interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    Record<string, { operationId?: string; responses: Record<string, unknown>; security?: unknown }>
  >;
  webhooks?: Record<string, unknown>;
  components?: { securitySchemes?: Record<string, unknown> };
}

/** Every operation of the spec (and the shapes docs/api-decisions.md decides), written out by hand on purpose. */
const SPEC_OPERATIONS = [
  'POST /v1/jobs/{jobId}/question-sets',
  'POST /v1/jobs/{jobId}/criteria/generate',
  'PUT /v1/jobs/{jobId}/criteria',
  'POST /v1/jobs/{jobId}/criteria',
  'POST /v1/jobs/{jobId}/criteria/archive',
  'GET /v1/jobs/{jobId}/criteria/versions/current',
  'GET /v1/jobs/{jobId}/criteria/versions',
  'GET /v1/jobs/{jobId}/criteria/versions/{criteriaVersionId}',
  'POST /v1/jobs/{jobId}/applications/{applicationId}/scoring-jobs',
  'GET /v1/jobs/{jobId}/applications/{applicationId}/scoring-jobs/{scoringJobId}',
  'GET /v1/jobs/{jobId}/applications/{applicationId}/score',
  'POST /v1/jobs/{jobId}/applications/{applicationId}/reviews',
  'GET /v1/jobs/{jobId}/applications/{applicationId}/reviews',
  'GET /v1/jobs/{jobId}/applications/{applicationId}/score/explanation',
  'GET /v1/jobs/{jobId}/ai-disclosure',
  'POST /v1/jobs/{jobId}/scoring-batches',
  'GET /v1/jobs/{jobId}/scoring-batches/{batchId}',
  'DELETE /v1/jobs/{jobId}/applications/{applicationId}',
  'DELETE /v1/tenants/{tenantExternalId}',
  'GET /v1/deletion-requests/{deletionRequestId}',
  'GET /v1/criteria-library',
  'POST /v1/criteria-library',
  'GET /v1/criteria-library/{criterionId}',
  'PATCH /v1/criteria-library/{criterionId}',
  'DELETE /v1/criteria-library/{criterionId}',
  'GET /v1/rate-limit-status',
  'GET /v1/analytics/summary',
  // The bias audit: self-identified demographics (write-only) and the impact-ratio report.
  'PUT /v1/jobs/{jobId}/applications/{applicationId}/demographics',
  'GET /v1/bias-audit',
  // Added beyond the spec (additive): the tenant's audit trail.
  'GET /v1/audit-events',
];

async function fetchDocument(): Promise<{ status: number; contentType: string | null; doc: OpenApiDocument }> {
  const res = await fetch(`${server.url}/v1/openapi.json`);
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    doc: (await res.json()) as OpenApiDocument,
  };
}

describe('GET /v1/openapi.json', () => {
  it('answers without a key and validates as OpenAPI 3.1', async () => {
    const { status, contentType, doc } = await fetchDocument();
    expect(status).toBe(200);
    expect(contentType).toMatch(/^application\/json/);
    expect(doc.openapi).toMatch(/^3\.1\./);
    const result = await validator.validate(doc as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('the validator does reject a broken document', async () => {
    const { doc } = await fetchDocument();
    const broken = { ...doc, paths: { ...doc.paths, '/v1/broken': { get: { responses: 'not an object' } } } };
    expect((await validator.validate(broken as unknown as Record<string, unknown>)).valid).toBe(false);
  });

  it('lists every operation of the spec, and nothing beyond the route table, the probes and webhooks', async () => {
    const { doc } = await fetchDocument();
    const listed = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
        .map((m) => `${m.toUpperCase()} ${path}`),
    );
    for (const op of SPEC_OPERATIONS) expect(listed, op).toContain(op);
    expect(listed.filter((op) => op.includes(' /v1/')).sort()).toEqual([...SPEC_OPERATIONS].sort());
    expect(listed).toEqual(expect.arrayContaining(['GET /healthz', 'GET /readyz']));
    expect(Object.keys(doc.webhooks ?? {}).sort()).toEqual([
      'batch.completed',
      'review.recorded',
      'score.completed',
      'score.failed',
    ]);
    // The route table the server is built from describes the same operations.
    expect(API_ROUTES.map((r) => `${r.method.toUpperCase()} ${r.path}`).sort()).toEqual([...SPEC_OPERATIONS].sort());
  });

  it('every /v1 operation is secured by bearer auth, has an operationId and documents its errors', async () => {
    const { doc } = await fetchDocument();
    expect(doc.components?.securitySchemes?.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const ids = new Set<string>();
    for (const [path, ops] of Object.entries(doc.paths)) {
      if (!path.startsWith('/v1/')) continue;
      for (const op of Object.values(ops)) {
        expect(op.security).toEqual([{ bearerAuth: [] }]);
        expect(op.operationId).toEqual(expect.any(String));
        ids.add(op.operationId!); // checked just above
        expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['401', '500']));
      }
    }
    expect(ids.size).toBe(SPEC_OPERATIONS.length);
  });
});

describe('the bias-audit report in the document', () => {
  it('offers JSON and CSV for the same success, and a repeatable jobId', async () => {
    const { doc } = await fetchDocument();
    const op = (
      doc.paths['/v1/bias-audit'] as Record<
        string,
        {
          responses: Record<string, { content?: object }>;
          parameters?: Array<{ name: string; schema?: { type?: string } }>;
        }
      >
    ).get!;
    expect(Object.keys(op.responses['200']!.content ?? {}).sort()).toEqual(['application/json', 'text/csv']);
    expect(op.parameters?.find((p) => p.name === 'jobId')?.schema?.type).toBe('array');
  });
});

describe('/docs', () => {
  it('serves an HTML reference page that loads only local assets, and the assets are served', async () => {
    const res = await fetch(`${server.url}/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    const refs = [...html.matchAll(/<(?:script|link|img|iframe)\b[^>]*\b(?:src|href)\s*=\s*["']([^"']+)["']/gi)].map(
      (m) => m[1]!,
    );
    expect(refs).toEqual(expect.arrayContaining(['/docs/assets/swagger-ui-bundle.js', '/docs/assets/swagger-ui.css']));
    for (const ref of refs) {
      expect(ref, ref).not.toMatch(/^(https?:)?\/\//i);
      const asset = await fetch(new URL(ref, `${server.url}/docs`));
      expect(asset.status, ref).toBe(200);
      await asset.arrayBuffer();
    }
    expect(html).not.toMatch(/https?:\/\/(?!rubric\.test)/i);
    const bundle = await fetch(`${server.url}/docs/assets/swagger-ui-bundle.js`);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toMatch(/javascript/);
    expect((await bundle.text()).length).toBeGreaterThan(100_000);
    const init = await (await fetch(`${server.url}/docs/init.js`)).text();
    expect(init).toContain("'/v1/openapi.json'");
  });

  it('an unknown asset is a 404 problem, not a directory listing', async () => {
    const res = await fetch(`${server.url}/docs/assets/nope.js`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const dir = await fetch(`${server.url}/docs/assets/`);
    expect(dir.status).toBe(404);
  });

  it('/docs/errors has an element id="<kebab code>" for every code of the catalogue', async () => {
    const res = await fetch(`${server.url}/docs/errors`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    const ids = new Set([...html.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]));
    expect(ERROR_CODES.length).toBeGreaterThanOrEqual(15);
    for (const code of ERROR_CODES) {
      expect(ids, code).toContain(errorAnchor(code));
      expect(errorAnchor(code)).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
    for (const code of [
      'RESUME_FETCH_FAILED',
      'IDEMPOTENCY_KEY_ALREADY_USED',
      'RATE_LIMITED',
      'UNAUTHORIZED',
      'INTERNAL_ERROR',
    ])
      expect(ids).toContain(code.toLowerCase().replaceAll('_', '-'));
    expect(html).not.toMatch(/<script\b[^>]*\bsrc=["']https?:/i);
  });
});

describe('the document matches the wire (issue #15 mismatches)', () => {
  type Node = Record<string, unknown>;
  const at = (doc: unknown, ...path: string[]): Node =>
    path.reduce<Node>((node, key) => (node?.[key] ?? undefined) as Node, doc as Node);

  it('a scoring job’s result and error are nullable references (anyOf with null)', async () => {
    const { doc } = await fetchDocument();
    const props = at(doc, 'components', 'schemas', 'ScoringJob', 'properties');
    expect(at(props, 'error').anyOf).toEqual([{ $ref: '#/components/schemas/ScoringError' }, { type: 'null' }]);
    expect(at(props, 'result').anyOf).toEqual([{ $ref: '#/components/schemas/ScoreResult' }, { type: 'null' }]);
    // The referenced schemas themselves are not nullable (LatestScoreResponse and events use them too).
    expect(at(doc, 'components', 'schemas', 'ScoreResult').type).toBe('object');
    const score = at(doc, 'components', 'schemas', 'ScoreResult', 'properties', 'score');
    expect(score).toMatchObject({ type: 'integer', minimum: 0, maximum: 100 });
  });

  it('documents the batch 422, JOB_ARCHIVED on criteria writes, and no revision header on the library', async () => {
    const { doc } = await fetchDocument();
    const op = (path: string, method: string) => at(doc, 'paths', path, method);
    const codes = (response: Node) => JSON.stringify(response);
    expect(codes(at(op('/v1/jobs/{jobId}/scoring-batches', 'post'), 'responses', '422'))).toContain('VALIDATION_ERROR');
    for (const [path, method] of [
      ['/v1/jobs/{jobId}/criteria', 'put'],
      ['/v1/jobs/{jobId}/criteria', 'post'],
      ['/v1/jobs/{jobId}/criteria/generate', 'post'],
    ] as const)
      expect(codes(at(op(path, method), 'responses', '409')), `${method} ${path}`).toContain('JOB_ARCHIVED');
    const libraryParams = JSON.stringify(at(op('/v1/criteria-library', 'post'), 'parameters') ?? []);
    expect(libraryParams).not.toContain('X-Expected-Criteria-Revision');
    expect(op('/v1/jobs/{jobId}/criteria/archive', 'post').requestBody).toBeUndefined();
    const text = at(doc, 'components', 'schemas', 'TextResume', 'properties', 'content');
    expect(text).toMatchObject({ minLength: 50, maxLength: 102_400 });
    expect(at(doc, 'components', 'schemas', 'UrlResume', 'properties', 'url').pattern).toBe('^https://');
  });

  it('headers are defined once and referenced: trace and rate limits on errors too, Idempotent-Replayed', async () => {
    const { doc } = await fetchDocument();
    const headers = at(doc, 'components', 'headers');
    for (const name of ['X-Trace-Id', 'X-RateLimit-Bucket', 'X-RateLimit-Remaining', 'Idempotent-Replayed', 'Allow'])
      expect(headers[name], name).toBeDefined();
    const notFound = at(doc, 'paths', '/v1/jobs/{jobId}/criteria/versions/current', 'get', 'responses', '404');
    expect(at(notFound, 'headers', 'X-RateLimit-Bucket')).toEqual({ $ref: '#/components/headers/X-RateLimit-Bucket' });
    const put = at(doc, 'paths', '/v1/jobs/{jobId}/criteria', 'put', 'responses', '200');
    expect(at(put, 'headers', 'Idempotent-Replayed')).toEqual({ $ref: '#/components/headers/Idempotent-Replayed' });
    expect(at(doc, 'paths', '/v1/rate-limit-status', 'get', 'responses', '401')).toEqual({
      $ref: '#/components/responses/Unauthorized',
    });
    for (const name of [
      'Unauthorized',
      'NotFound',
      'MethodNotAllowed',
      'RateLimited',
      'ValidationError',
      'ServiceUnavailable',
    ])
      expect(at(doc, 'components', 'responses')[name], name).toBeDefined();
  });

  it('probes and webhooks need no key; webhooks document their headers and the same result as the API', async () => {
    const { doc } = await fetchDocument();
    expect(at(doc, 'paths', '/healthz', 'get').security).toEqual([]);
    expect(at(doc, 'paths', '/readyz', 'get').security).toEqual([]);
    // The probes send X-Trace-Id like every answer, and say so.
    for (const [path, status] of [
      ['/healthz', '200'],
      ['/readyz', '200'],
      ['/readyz', '503'],
    ] as const) {
      expect(at(doc, 'paths', path, 'get', 'responses', status, 'headers')['X-Trace-Id'], path).toEqual({
        $ref: '#/components/headers/X-Trace-Id',
      });
      expect((await fetch(`${server.url}${path}`)).headers.get('x-trace-id'), path).toMatch(/^[0-9a-f-]{36}$/);
    }
    for (const event of ['score.completed', 'score.failed', 'batch.completed', 'review.recorded']) {
      const hook = at(doc, 'webhooks', event, 'post');
      expect(hook.security, event).toEqual([]);
      expect(hook.operationId, event).toEqual(expect.any(String));
      const names = (hook.parameters as Node[]).map((p) => p.name);
      expect(names).toEqual(['X-Webhook-Id', 'X-Webhook-Signature', 'X-Webhook-Event', 'X-Webhook-Timestamp']);
    }
    expect(at(doc, 'components', 'schemas', 'ScoreCompletedEvent', 'properties', 'result')).toEqual({
      $ref: '#/components/schemas/ScoreResult',
    });
    expect(at(doc, 'components', 'schemas', 'ScoreCompletedEvent', 'properties', 'provenance')).toEqual({
      $ref: '#/components/schemas/Provenance',
    });
    expect(at(doc, 'info', 'contact').name).toEqual(expect.any(String));
    expect(at(doc, 'info', 'license').name).toEqual(expect.any(String));
    expect((doc as unknown as { tags: { name: string }[] }).tags.map((t) => t.name)).toContain('Webhooks');
  });
});
