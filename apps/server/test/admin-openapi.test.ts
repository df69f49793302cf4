import { ADMIN_ROUTES, buildAdminOpenApiDocument, fillPath, needsCsrf } from '@rubric/contracts';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { AdminHandlers } from '../src/admin-handler.js';
import { createAdminDispatcher } from '../src/http/admin.js';
import { createSessionStore } from '../src/modules/admin/auth/sessions.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminConformance, ConformanceError } from './conformance.js';
import { AdminClient, adminSession, expectProblem, startTestServer, type TestServer } from './harness.js';

let server: TestServer;
let admin: AdminClient;
// One validator: building one compiles the OpenAPI meta-schemas (about a second), before the server starts.
const validator = new Validator();

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminSession(server);
});
afterAll(() => server.close());

interface OpenApiDocument {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, { operationId?: string; security?: Array<Record<string, unknown>> }>>;
}

const tableOperations = () => ADMIN_ROUTES.map((r) => `${r.method.toUpperCase()} ${r.path}`).sort();

describe('GET /admin/api/openapi.json', () => {
  it('answers 401 without a session, and the document to a signed-in administrator', async () => {
    const anonymous = await fetch(`${server.url}/admin/api/openapi.json`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expectProblem(await new AdminClient(server.url, null, null).get('/openapi.json'), 401, 'UNAUTHORIZED');

    const res = await admin.get<OpenApiDocument>('/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.info.title).toMatch(/admin API/);
  });

  it('documents every operation of the admin route table, and nothing else', async () => {
    const doc = (await admin.get<OpenApiDocument>('/openapi.json')).body;
    const documented = Object.entries(doc.paths)
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    expect(documented).toEqual(tableOperations());
    const ids = Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((o) => o.operationId));
    expect(new Set(ids).size).toBe(ADMIN_ROUTES.length);
  });

  it('session routes name the cookie, mutations the CSRF token too; sign-in and setup are open', async () => {
    const doc = (await admin.get<OpenApiDocument>('/openapi.json')).body;
    expect(doc.paths['/admin/api/session']?.post?.security).toEqual([]);
    expect(doc.paths['/admin/api/partners']?.get?.security).toEqual([{ sessionCookie: [] }]);
    expect(doc.paths['/admin/api/partners']?.post?.security).toEqual([{ sessionCookie: [], csrfToken: [] }]);
  });
});

describe('the mounted admin API', () => {
  it('every dispatched admin route is in the route table, and every route of the table is dispatched', () => {
    // The dispatcher the server runs for /admin/api, built by the same function from the table; no handler runs here.
    const handlers = new Proxy({}, { get: () => () => ({ status: 200, body: {} }) }) as AdminHandlers;
    const sessions = createSessionStore(server.rubric.ctx);
    const dispatcher = createAdminDispatcher(server.rubric.ctx, { sessions, handlers });
    expect([...dispatcher.operations].sort()).toEqual(tableOperations());
  });

  it('every session route of the table answers 401 without a session, and every mutation 403 without the CSRF token', async () => {
    const anonymous = new AdminClient(server.url, null, null);
    const sessionRoutes = ADMIN_ROUTES.filter((r) => r.access === 'session');
    expect(sessionRoutes.length).toBeGreaterThan(20);
    for (const route of sessionRoutes) {
      const params = Object.fromEntries(Object.keys(route.params.shape).map((name) => [name, 'x_unknown']));
      const path = fillPath(route.path, params).replace(/^\/admin\/api/, '');
      const method = route.method.toUpperCase();
      expectProblem(await anonymous.request(method, path), 401, 'UNAUTHORIZED');
      if (needsCsrf(route))
        expectProblem(await admin.request(method, path, undefined, { csrf: false }), 403, 'FORBIDDEN');
    }
  });

  it('a known path with another method is 405 with Allow; an unknown path 404 (both for administrators only)', async () => {
    const put = await admin.request('PUT', '/partners', {});
    expectProblem(put, 405, 'METHOD_NOT_ALLOWED');
    expect(put.headers.get('allow')).toBe('GET, POST');
    expectProblem(await admin.get('/nothing-here'), 404, 'NOT_FOUND');
    expectProblem(await new AdminClient(server.url, null, null).get('/nothing-here'), 401, 'UNAUTHORIZED');
  });

  it('takes no body where the table says none, and validates path, query and body like /v1', async () => {
    const partner = await admin.post<{ partner: { id: string } }>('/partners', { name: 'Bodyless' });
    expectProblem(await admin.post(`/partners/${partner.body.partner.id}/api-keys`), 400, 'VALIDATION_ERROR');
    const revoke = await admin.post('/api-keys/key_nope/revoke', { unexpected: true });
    expectProblem(revoke, 400, 'VALIDATION_ERROR');
    expectProblem(await admin.get('/partners?unknown=1'), 400, 'VALIDATION_ERROR');
    expectProblem(await admin.get(`/partners/${'x'.repeat(201)}`), 400, 'VALIDATION_ERROR');
    expectProblem(
      await admin.get(`/partners/${partner.body.partner.id}/rate-limits?environment=prod`),
      400,
      'VALIDATION_ERROR',
    );
  });
});

describe('conformance of admin responses', () => {
  it('the check fails on a response that breaks the admin document', () => {
    const checker = adminConformance();
    const headers = new Headers({ 'content-type': 'application/json', 'x-trace-id': 't-1' });
    const observed = { method: 'GET', path: '/admin/api/partners', status: 200, headers };
    expect(() => checker.check({ ...observed, text: '{"partners":[]}' })).not.toThrow();
    expect(() => checker.check({ ...observed, text: '{"partners":[{"id":1}]}' })).toThrow(ConformanceError);
    expect(() => checker.check({ ...observed, status: 418, text: '{}' })).toThrow(/not documented/);
    expect(() => checker.check({ ...observed, headers: new Headers(), text: '{"partners":[]}' })).toThrow(
      /X-Trace-Id is required/,
    );
  });

  it('the document the server serves is the one the check uses', async () => {
    const served = (await admin.get('/openapi.json')).body;
    expect(served).toEqual(
      JSON.parse(JSON.stringify(buildAdminOpenApiDocument({ publicBaseUrl: 'http://rubric.test' }))),
    );
  });
});

// Last: validating the document keeps this process (and so the in-process server) busy for seconds.
describe('the admin document', () => {
  it('validates as OpenAPI 3.1; the validator does reject a broken one', async () => {
    const doc = (await admin.get<OpenApiDocument>('/openapi.json')).body;
    expect(doc.openapi).toMatch(/^3\.1\./);
    const result = await validator.validate(doc as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    const broken = { ...doc, paths: { ...doc.paths, '/admin/api/broken': { get: { responses: 'none' } } } };
    expect((await validator.validate(broken as unknown as Record<string, unknown>)).valid).toBe(false);
  });
});
