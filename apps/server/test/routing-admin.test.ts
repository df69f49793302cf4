import { describe, expect, it } from 'vitest';
import { AdminClient, adminSession, expectProblem, useTestServer, type ApiResponse } from './harness.js';

// The admin API runs through the same table-driven dispatcher as /v1 (`routeTable`, http/table.ts), with the
// session → CSRF guard in front of its 404 and 405: these are the dispatcher's answers, as the admin sees them.
const server = await useTestServer();
const admin = await adminSession(server);
const anonymous = new AdminClient(server.url, null, null);

/** A request outside the admin client: any target, the session cookie when `signedIn`. */
async function raw(method: string, target: string, signedIn: boolean, content?: string): Promise<ApiResponse> {
  const headers: Record<string, string> = content === undefined ? {} : { 'Content-Type': 'application/json' };
  if (signedIn && admin.cookie) headers.Cookie = admin.cookie;
  const res = await fetch(`${server.url}${target}`, { method, headers, body: content });
  const text = await res.text();
  const body: unknown = /json/.test(res.headers.get('content-type') ?? '') && text ? JSON.parse(text) : text;
  return { status: res.status, headers: res.headers, body, text };
}

describe('the admin table through the dispatcher', () => {
  it('an unknown path: 401 without a session, 404 NOT_FOUND problem with one, no-store and traced either way', async () => {
    const signedOut = await anonymous.get('/nothing/here');
    expectProblem(signedOut, 401, 'UNAUTHORIZED');
    const signedIn = await admin.get('/nothing/here?x=1');
    const problem = expectProblem(signedIn, 404, 'NOT_FOUND');
    expect(problem.message).toBe('No route for GET /admin/api/nothing/here.');
    for (const res of [signedOut, signedIn]) {
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-trace-id')).toMatch(/^[A-Za-z0-9._-]{8,64}$/);
    }
  });

  it('another method on a known path: 401 without a session, 403 without the CSRF token, then 405 with Allow', async () => {
    expectProblem(await anonymous.request('PUT', '/partners', {}), 401, 'UNAUTHORIZED');
    // Not through the admin client: its check of the document takes a path without PUT to answer 405, 400 or 401.
    expectProblem(await raw('PUT', '/admin/api/partners', true, '{}'), 403, 'FORBIDDEN');
    const put = await admin.request('PUT', '/partners', {});
    expectProblem(put, 405, 'METHOD_NOT_ALLOWED');
    expect(put.headers.get('allow')).toBe('GET, POST');
    const patch = await admin.request('PATCH', '/partners/x_unknown/api-keys', {});
    expectProblem(patch, 405, 'METHOD_NOT_ALLOWED');
    expect(patch.headers.get('allow')?.split(/,\s*/).sort()).toEqual(['GET', 'POST']);
  });

  it('the open routes answer without a session; another method on them still needs one', async () => {
    expect((await anonymous.get('/setup')).status).toBe(200);
    expectProblem(await anonymous.get('/session'), 401, 'UNAUTHORIZED');
    expectProblem(
      await anonymous.post('/session', { email: 'nobody@example.com', password: 'wrong password' }),
      401,
      'UNAUTHORIZED',
    );
    expectProblem(await anonymous.request('PUT', '/session', {}), 401, 'UNAUTHORIZED');
    const put = await admin.request('PUT', '/session', {});
    expectProblem(put, 405, 'METHOD_NOT_ALLOWED');
    expect(put.headers.get('allow')?.split(/,\s*/).sort()).toEqual(['DELETE', 'GET', 'POST']);
  });

  it('one trailing slash matches; an empty segment does not; HEAD runs GET without a body', async () => {
    const plain = await admin.get<{ partners: unknown[] }>('/partners');
    expect(plain.status).toBe(200);
    const slash = await admin.get<{ partners: unknown[] }>('/partners/');
    expect(slash.status).toBe(200);
    expect(slash.body).toEqual(plain.body);
    expectProblem(await admin.get('/partners//api-keys'), 404, 'NOT_FOUND');
    const head = await raw('HEAD', '/admin/api/partners', true);
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
  });

  it('a malformed percent-encoding in the path: 400 naming the path with a session, 401 without', async () => {
    const malformed = expectProblem(await admin.get('/partners/%E0%A4%A'), 400, 'VALIDATION_ERROR');
    expect(malformed.details?.[0]).toMatchObject({ field: 'path', code: 'invalid_encoding' });
    expectProblem(await anonymous.get('/partners/%E0%A4%A'), 401, 'UNAUTHORIZED');
  });

  it('loose forms of /admin/api (case, doubled slash, escaped slash) are the dispatcher’s problem documents, never the portal', async () => {
    // An escaped unreserved character is that character (RFC 3986), as on /v1.
    expect((await raw('GET', '/%61dmin/api/partners', true)).status).toBe(200);
    for (const target of ['/ADMIN/api/partners', '//admin/api/partners', '/admin%2Fapi/partners']) {
      const signedOut = await raw('GET', target, false);
      expect(signedOut.headers.get('content-type'), target).toMatch(/^application\/problem\+json/);
      expectProblem(signedOut, 401, 'UNAUTHORIZED');
      const signedIn = await raw('GET', target, true);
      expect(signedIn.headers.get('content-type'), target).toMatch(/^application\/problem\+json/);
      expectProblem(signedIn, 404, 'NOT_FOUND');
    }
  });

  it('outside both APIs, express answers what it hosts and the same 404 problem for the rest', async () => {
    expect((await raw('GET', '/healthz', false)).status).toBe(200);
    const missing = await raw('POST', '/no-such-page', false);
    expectProblem(missing, 404, 'NOT_FOUND');
    expect(missing.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(missing.headers.get('x-trace-id')).not.toBeNull();
  });
});
