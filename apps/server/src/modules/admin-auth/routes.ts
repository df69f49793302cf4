import { Router, type RequestHandler, type Response } from 'express';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { ApiError } from '../../http/api-error.js';
import { parseInput } from '../../http/admin-validate.js';
import { adminCount, createAdmin, verifyAdminPassword } from '../admins/service.js';
import { SESSION_COOKIE, safeEqual, type AdminSession, type SessionStore } from './sessions.js';
import { checkSetupToken, consumeSetupToken } from './setup-token.js';

export const LoginRequest = z.object({
  email: z.string().trim().min(3).max(254),
  password: z.string().min(1).max(1024),
});
export const SetupRequest = z.object({
  token: z.string().min(1).max(200),
  email: z.email().max(254),
  password: z.string().min(12, 'must be at least 12 characters').max(1024),
});

declare module 'express-serve-static-core' {
  interface Locals {
    admin?: AdminSession;
  }
}

/** Failed sign-ins: 10 per 15 minutes per client address, 5 per account. */
const ipFailures = new RateLimiterMemory({ points: 10, duration: 15 * 60, keyPrefix: 'login-ip' });
const accountFailures = new RateLimiterMemory({ points: 5, duration: 15 * 60, keyPrefix: 'login-account' });

async function throttled(ip: string, email: string): Promise<number> {
  const [a, b] = await Promise.all([ipFailures.get(ip), accountFailures.get(email)]);
  const blocked = [a, b].filter((r) => r && r.remainingPoints <= 0).map((r) => r?.msBeforeNext ?? 0);
  return blocked.length ? Math.max(...blocked) : 0;
}

function setSessionCookie(ctx: AppContext, res: Response, token: string | null): void {
  const secure = ctx.config.publicBaseUrl.startsWith('https:');
  if (token === null) res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: '/' });
  else
    res.cookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'strict',
      secure,
      path: '/',
      maxAge: 7 * 24 * 3600 * 1000,
    });
}

/** Sign-in, sign-out, the current session, and first-run setup: the only admin routes open without a session. */
export function adminAuthRouter(ctx: AppContext, sessions: SessionStore): Router {
  const router = Router();
  const view = (s: { adminId: string; email: string; csrfToken: string }) => ({
    admin: { id: s.adminId, email: s.email },
    csrfToken: s.csrfToken,
  });

  router.post('/session', async (req, res) => {
    const input = parseInput(LoginRequest, req.body);
    const ip = req.socket.remoteAddress ?? 'unknown';
    const email = input.email.toLowerCase();
    const wait = await throttled(ip, email);
    if (wait > 0)
      throw new ApiError('RATE_LIMITED', 'Too many failed sign-ins; wait and try again.', undefined, {
        'Retry-After': String(Math.ceil(wait / 1000)),
      });
    const admin = await verifyAdminPassword(ctx, email, input.password);
    if (!admin) {
      await Promise.all([ipFailures.penalty(ip, 1), accountFailures.penalty(email, 1)]);
      throw new ApiError('UNAUTHORIZED', 'Wrong e-mail or password.');
    }
    await accountFailures.delete(email);
    const { token, csrfToken } = sessions.create(admin.id);
    setSessionCookie(ctx, res, token);
    res.status(201).json(view({ adminId: admin.id, email: admin.email, csrfToken }));
  });

  router.get('/session', (req, res) => {
    const session = currentSession(req.cookies as Record<string, string> | undefined, sessions);
    if (!session) throw new ApiError('UNAUTHORIZED', 'Not signed in.');
    res.json(view(session));
  });

  router.delete('/session', (req, res) => {
    const token = (req.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE];
    const session = token ? sessions.resolve(token) : null;
    if (session && !safeEqual(req.get('x-csrf-token') ?? '', session.csrfToken))
      throw new ApiError('FORBIDDEN', 'Missing or wrong X-CSRF-Token.');
    if (token) sessions.destroy(token);
    setSessionCookie(ctx, res, null);
    res.status(204).end();
  });

  router.get('/setup', (_req, res) => {
    res.json({ needsSetup: adminCount(ctx) === 0 });
  });

  router.post('/setup', async (req, res) => {
    const input = parseInput(SetupRequest, req.body);
    if (adminCount(ctx) > 0) throw new ApiError('CONFLICT', 'Setup is done: an administrator exists.');
    const ip = req.socket.remoteAddress ?? 'unknown';
    if ((await throttled(ip, 'setup')) > 0)
      throw new ApiError('RATE_LIMITED', 'Too many failed attempts; wait and try again.', undefined, {
        'Retry-After': '60',
      });
    if (!checkSetupToken(ctx.db, input.token)) {
      await ipFailures.penalty(ip, 1);
      throw new ApiError('UNAUTHORIZED', 'Wrong setup token (it is in the server log of the latest start).');
    }
    const admin = await createAdmin(ctx, input.email, input.password);
    consumeSetupToken(ctx.db);
    const { token, csrfToken } = sessions.create(admin.id);
    setSessionCookie(ctx, res, token);
    res.status(201).json(view({ adminId: admin.id, email: admin.email, csrfToken }));
  });
  return router;
}

function currentSession(cookies: Record<string, string> | undefined, sessions: SessionStore): AdminSession | null {
  const token = cookies?.[SESSION_COOKIE];
  return token ? sessions.resolve(token) : null;
}

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every other admin route needs a session; every mutation also needs the session's CSRF token in `X-CSRF-Token`. */
export function requireAdmin(sessions: SessionStore): RequestHandler {
  return (req, res, next) => {
    const session = currentSession(req.cookies as Record<string, string> | undefined, sessions);
    if (!session) throw new ApiError('UNAUTHORIZED', 'Sign in to the portal first.');
    if (MUTATIONS.has(req.method) && !safeEqual(req.get('x-csrf-token') ?? '', session.csrfToken))
      throw new ApiError('FORBIDDEN', 'Missing or wrong X-CSRF-Token.');
    res.locals.admin = session;
    next();
  };
}
