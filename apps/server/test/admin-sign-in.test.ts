import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { schema } from '@rubric/db';
import { verify as verifyArgon2 } from '@node-rs/argon2';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createAdmin, dummyPasswordHash, passwordHashing } from '../src/modules/admin/auth/accounts.js';
import { SIGN_IN_LIMITS, sourceOf } from '../src/modules/admin/auth/throttle.js';
import {
  expectProblem,
  startTestServer,
  TestClock,
  useTestServer,
  type ApiResponse,
  type TestServer,
} from './harness.js';

/**
 * A POST from a chosen loopback address (all of 127/8 reaches the server on 127.0.0.1): the throttle
 * counts per client address, so an attacker and the administrator are two real sources here.
 */
function postFrom(
  server: TestServer,
  source: string,
  path: string,
  body: string,
  headers: Record<string, string> = { 'Content-Type': 'application/json' },
): Promise<ApiResponse> {
  const url = new URL(`/admin/api${path}`, server.url);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', localAddress: source, headers: { 'Content-Length': Buffer.byteLength(body), ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          const h = new Headers();
          for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') h.set(k, v);
          const parsed: unknown = /json/.test(h.get('content-type') ?? '') ? JSON.parse(text) : text;
          resolve({ status: res.statusCode ?? 0, headers: h, body: parsed, text });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const signInFrom = (server: TestServer, source: string, email: string, password: string) =>
  postFrom(server, source, '/session', JSON.stringify({ email, password }));

const retryAfter = (r: ApiResponse) => Number(r.headers.get('retry-after'));

// A clock that stands still: however slow this machine is, no delay runs out in the middle of a test.
const server = await useTestServer({ clock: new TestClock(Date.parse('2026-11-23T09:00:00Z')) });
beforeAll(async () => {
  await createAdmin(server.rubric.ctx, 'owner@example.com', 'the right password!');
});

describe('admin sign-in: counted before the check, per source, never a lock-out', () => {
  it('40 parallel wrong passwords from one address: at most 5 are checked, the others 429 with Retry-After', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_x, i) => signInFrom(server, '127.0.0.2', 'owner@example.com', `guess ${i}`)),
    );
    const checked = answers.filter((r) => r.status === 401);
    const refused = answers.filter((r) => r.status === 429);
    expect(checked).toHaveLength(SIGN_IN_LIMITS.accountSourceFree);
    expect(refused).toHaveLength(40 - SIGN_IN_LIMITS.accountSourceFree);
    for (const r of refused) {
      expectProblem(r, 429, 'RATE_LIMITED');
      expect(retryAfter(r)).toBeGreaterThanOrEqual(1);
    }
  });

  it('across accounts: 20 attempts with made-up e-mails, then that address waits (body unread); others do not', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.sourceFree; i++)
      expect((await signInFrom(server, '127.0.0.5', `nobody-${i}@example.com`, 'x')).status).toBe(401);
    const blocked = await signInFrom(server, '127.0.0.5', 'nobody-else@example.com', 'x');
    expectProblem(blocked, 429, 'RATE_LIMITED');
    // Refused before the body is read: malformed JSON gets the same 429, not a 400.
    expectProblem(await postFrom(server, '127.0.0.5', '/session', '{"email":'), 429, 'RATE_LIMITED');
    expect((await signInFrom(server, '127.0.0.6', 'nobody-0@example.com', 'x')).status).toBe(401);
    expect((await signInFrom(server, '127.0.0.6', 'owner@example.com', 'the right password!')).status).toBe(201);
  });

  it('an unknown e-mail costs as much as a known one with a wrong password (a dummy argon2id hash)', async () => {
    // The cost of a sign-in is its argon2id check; counting the checks at the library boundary says what a
    // CPU-time ratio only estimated (and without noise from whatever else runs in this process). An unknown
    // e-mail is checked against the dummy hash, made with the same parameters as the real ones.
    const owner = server.rubric.ctx.db
      .select()
      .from(schema.admins)
      .all()
      .find((a) => a.email === 'owner@example.com');
    const dummy = await dummyPasswordHash();
    const checks: Array<[hash: string, password: string]> = [];
    const verify = vi.spyOn(passwordHashing, 'verify').mockImplementation(async (hashed, password, ...rest) => {
      checks.push([String(hashed), String(password)]);
      return verifyArgon2(hashed, password, ...rest);
    });
    try {
      const known = await signInFrom(server, '127.0.1.1', 'owner@example.com', 'wrong 1');
      expect(checks).toEqual([[owner?.passwordHash, 'wrong 1']]);
      const unknown = await signInFrom(server, '127.0.2.1', 'ghost-1@example.com', 'wrong 1');
      expect(checks.slice(1)).toEqual([[dummy, 'wrong 1']]);
      expect([known.status, unknown.status]).toEqual([401, 401]);
      expect(known.body).toMatchObject({ message: (unknown.body as { message: string }).message });
    } finally {
      verify.mockRestore();
    }
    // Same parameters: the dummy is an argon2id hash with the real one's cost settings (m, t, p).
    const params = (h: string) => h.split('$').slice(0, 4).join('$');
    expect(params(dummy)).toBe(params(owner?.passwordHash ?? ''));
  });

  it('groups IPv6 clients by /64 and reads IPv4-mapped addresses as IPv4', () => {
    expect(sourceOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(sourceOf('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(sourceOf('::1')).toBe('0:0:0:0::/64');
    expect(sourceOf('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(sourceOf('192.0.2.7')).toBe('192.0.2.7');
  });
});

describe('the wait grows per source and survives a restart', () => {
  it('attacker waits 5 s, 10 s, 20 s … (at most 15 min); the administrator elsewhere signs in throughout', async () => {
    const clock = new TestClock(Date.parse('2026-11-23T10:00:00Z'));
    const dataDir = mkdtempSync(join(tmpdir(), 'rubric-signin-'));
    let s = await startTestServer({ dataDir, clock });
    try {
      await createAdmin(s.rubric.ctx, 'victim@example.com', 'the right password!');
      const attacker = (password = 'guess') => signInFrom(s, '127.0.0.3', 'victim@example.com', password);
      const owner = () => signInFrom(s, '127.0.0.4', 'victim@example.com', 'the right password!');

      for (let i = 0; i < 5; i++) expect((await attacker()).status).toBe(401);
      const first = await attacker();
      expectProblem(first, 429, 'RATE_LIMITED');
      expect(retryAfter(first)).toBe(5);
      expectProblem(await attacker('the right password!'), 429, 'RATE_LIMITED'); // even the right one, from there
      expect((await owner()).status).toBe(201); // not locked out

      const waits: number[] = [];
      for (let i = 0; i < 10; i++) {
        clock.advance(retryAfter(await attacker()) * 1000);
        expect((await attacker()).status).toBe(401);
        waits.push(retryAfter(await attacker()));
      }
      expect(waits).toEqual([10, 20, 40, 80, 160, 320, 640, 900, 900, 900]);
      expect((await owner()).status).toBe(201);

      // The counters hold hashes only: no e-mail and no client address is stored.
      const rows = JSON.stringify(s.rubric.ctx.db.select().from(schema.adminSignInThrottle).all());
      expect(rows).toMatch(/[0-9a-f]{64}/);
      expect(rows).not.toMatch(/victim|127\.0\.0/);

      // A restart keeps the count: the attacker still waits, the owner still gets in.
      await s.close({ keepData: true });
      s = await startTestServer({ dataDir, clock });
      const afterRestart = await attacker();
      expectProblem(afterRestart, 429, 'RATE_LIMITED');
      expect(retryAfter(afterRestart)).toBe(900);
      expect((await owner()).status).toBe(201);

      // The right password once the wait is over starts that address's count again.
      clock.advance(900_000);
      expect((await attacker('the right password!')).status).toBe(201);
      for (let i = 0; i < 5; i++) expect((await attacker()).status).toBe(401);
      expect((await attacker()).status).toBe(429);
      // A day without attempts forgets the counter.
      clock.advance(SIGN_IN_LIMITS.forgetAfterMs + 1);
      expect((await attacker()).status).toBe(401);
    } finally {
      await s.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('unauthenticated admin bodies', () => {
  it('the open routes take 8 KB: bigger → 413 (from Content-Length, before the body is read); other types → 415', async () => {
    const big = JSON.stringify({ email: 'owner@example.com', password: 'x'.repeat(9 * 1024) });
    for (const path of ['/session', '/setup'])
      expectProblem(await postFrom(server, '127.0.0.7', path, big), 413, 'PAYLOAD_TOO_LARGE');
    expectProblem(
      await postFrom(server, '127.0.0.7', '/session', 'email=a', { 'Content-Type': 'text/plain' }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    // Announce 1 MB, send 10 bytes: the 413 comes back without the server waiting for the rest.
    const answer = await new Promise<number>((resolve, reject) => {
      const req = request(new URL('/admin/api/session', server.url), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': 1024 * 1024 },
      });
      req.on('response', (res) => {
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', reject);
      req.write('{"email":"');
    });
    expect(answer).toBe(413);
  });

  it('a body sent to a protected route without a session is not parsed: 401, not 400 or 413', async () => {
    for (const body of ['{"name":', JSON.stringify({ name: 'x'.repeat(900 * 1024) })])
      expectProblem(await postFrom(server, '127.0.0.8', '/partners', body), 401, 'UNAUTHORIZED');
  });

  it('a wrong setup token is throttled per source like a wrong password', async () => {
    const fresh = await startTestServer();
    try {
      const setup = (source: string) =>
        postFrom(
          fresh,
          source,
          '/setup',
          JSON.stringify({ token: 'wrong', email: 'first@example.com', password: 'twelve chars!!' }),
        );
      for (let i = 0; i < 5; i++) expect((await setup('127.0.0.9')).status).toBe(401);
      expectProblem(await setup('127.0.0.9'), 429, 'RATE_LIMITED');
      expect((await setup('127.0.0.10')).status).toBe(401);
    } finally {
      await fresh.close();
    }
  });
});
