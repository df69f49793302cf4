import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { AdminClient, adminSession, expectProblem, signIn, startTestServer, useTestServer } from './harness.js';

const server = await useTestServer();

describe('sign-in', () => {
  it('a session cookie (httpOnly, SameSite=Strict) and a CSRF token; wrong password → 401', async () => {
    await adminSession(server, 'ops@example.com', 'a long enough password');
    const wrong = await fetch(`${server.url}/admin/api/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'ops@example.com', password: 'nope' }),
    });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('set-cookie')).toBeNull();
    const res = await fetch(`${server.url}/admin/api/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'OPS@example.com', password: 'a long enough password' }),
    });
    expect(res.status).toBe(201);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^rubric_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    const body = (await res.json()) as { admin: { email: string }; csrfToken: string };
    expect(body.admin.email).toBe('ops@example.com');
    expect(body.csrfToken.length).toBeGreaterThan(20);
  });

  it('nothing answers without a session; a partner API key does not open the admin API', async () => {
    const anon = new AdminClient(server.url, null, null);
    expectProblem(await anon.get('/partners'), 401, 'UNAUTHORIZED');
    expectProblem(await anon.get('/overview'), 401, 'UNAUTHORIZED');
    expectProblem(await anon.get('/scoring-jobs'), 401, 'UNAUTHORIZED');
    const key = server.createKey('acme');
    expectProblem(
      await anon.request('GET', '/partners', undefined, { headers: { Authorization: `Bearer ${key}` } }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('mutations need the CSRF token; sign-out ends the session', async () => {
    const admin = await adminSession(server);
    expect((await admin.get('/partners')).status).toBe(200);
    expectProblem(await admin.post('/partners', { name: 'NoCsrf' }, { csrf: false }), 403, 'FORBIDDEN');
    const forged = new AdminClient(server.url, admin.cookie, 'forged-token-forged-token');
    expectProblem(await forged.post('/partners', { name: 'Forged' }), 403, 'FORBIDDEN');
    expect((await admin.post('/partners', { name: 'WithCsrf' })).status).toBe(201);
    expect((await admin.delete('/session')).status).toBe(204);
    expectProblem(await admin.get('/partners'), 401, 'UNAUTHORIZED');
  });

  it('throttles failed sign-ins: after 5 failures the account answers 429, even to the right password', async () => {
    await adminSession(server, 'target@example.com', 'the right password!');
    for (let i = 0; i < 5; i++) {
      const r = await fetch(`${server.url}/admin/api/session`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'target@example.com', password: `guess ${i}` }),
      });
      expect(r.status).toBe(401);
    }
    const blocked = await fetch(`${server.url}/admin/api/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'target@example.com', password: 'the right password!' }),
    });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('validates the sign-in body', async () => {
    const r = await new AdminClient(server.url, null, null).post('/session', { email: 'x' });
    expectProblem(r, 400, 'VALIDATION_ERROR');
  });
});

describe('first run without an administrator', () => {
  it('logs a one-time setup token; setup with it creates the admin and signs in; then setup is closed', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const fresh = await startTestServer({ logger: pino({ level: 'info' }, sink) });
    try {
      const token = lines.map((l) => JSON.parse(l) as { setupToken?: string }).find((l) => l.setupToken)?.setupToken;
      expect(token).toEqual(expect.any(String));
      const anon = new AdminClient(fresh.url, null, null);
      expect((await anon.get<{ needsSetup: boolean }>('/setup')).body.needsSetup).toBe(true);
      expectProblem(
        await anon.post('/setup', { token: 'wrong', email: 'first@example.com', password: 'twelve chars!!' }),
        401,
        'UNAUTHORIZED',
      );
      expectProblem(
        await anon.post('/setup', { token, email: 'first@example.com', password: 'short' }),
        400,
        'VALIDATION_ERROR',
      );
      const ok = await anon.post<{ admin: { email: string } }>('/setup', {
        token,
        email: 'first@example.com',
        password: 'twelve chars!!',
      });
      expect(ok.status).toBe(201);
      expect(ok.body.admin.email).toBe('first@example.com');
      expect((await anon.get<{ needsSetup: boolean }>('/setup')).body.needsSetup).toBe(false);
      expectProblem(
        await anon.post('/setup', { token, email: 'second@example.com', password: 'twelve chars!!' }),
        409,
        'CONFLICT',
      );
      const session = await signIn(fresh.url, 'first@example.com', 'twelve chars!!');
      expect((await session.get('/partners')).status).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});
