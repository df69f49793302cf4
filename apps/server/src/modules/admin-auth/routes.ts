import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { ApiError } from '../../errors/api-error.js';
import { parseInput } from '../../errors/parse-input.js';
import { adminCount, createAdmin, dummyPasswordHash, verifyAdminPassword } from '../admins/service.js';
import { SESSION_COOKIE, safeEqual, type AdminSession, type SessionStore } from './sessions.js';
import { checkSetupToken, consumeSetupToken } from './setup-token.js';
import { createSignInThrottle, sourceOf as throttlingSource } from './throttle.js';

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

/**
 * The largest body the open routes accept. Every body their schemas allow fits, even with each
 * character JSON-escaped (1024 × 6 bytes of password + 254 × 6 of e-mail); 1 MB took up to 0.5 s of
 * main-thread parsing before any check.
 */
export const OPEN_ROUTE_BODY_LIMIT = 8 * 1024;

const tooManyAttempts = (retryAfterMs: number) =>
  new ApiError('RATE_LIMITED', 'Too many sign-in attempts from this address; wait and try again.', undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
  });

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

/**
 * Sign-in, sign-out, the current session, and first-run setup: the only admin routes open without a session.
 * They parse their own small bodies (with `readJson`, the request pipeline's JSON body reader, at
 * `OPEN_ROUTE_BODY_LIMIT`); every other admin body is parsed only once a session is checked.
 */
export function adminAuthRouter(
  ctx: AppContext,
  sessions: SessionStore,
  readJson: (limit: number) => RequestHandler[],
): Router {
  const router = Router();
  const view = (s: { adminId: string; email: string; csrfToken: string }) => ({
    admin: { id: s.adminId, email: s.email },
    csrfToken: s.csrfToken,
  });

  const throttle = createSignInThrottle(ctx);
  // Made now, so that the first unknown e-mail costs no more than later ones (a failure shows at that sign-in).
  dummyPasswordHash().catch(() => undefined);
  const sourceOf = (req: Request) => throttlingSource(req.socket.remoteAddress);
  // Cheapest first: a throttled source is answered before its body is read, then type and length, then JSON.
  const open = [
    (req: Request, _res: Response, next: NextFunction) => {
      const wait = throttle.sourceBlockedFor(sourceOf(req));
      if (wait > 0) throw tooManyAttempts(wait);
      next();
    },
    ...readJson(OPEN_ROUTE_BODY_LIMIT),
  ];

  router.post('/session', ...open, async (req, res) => {
    const input = parseInput(LoginRequest, req.body);
    const source = sourceOf(req);
    const account = `email:${input.email.toLowerCase()}`;
    const reservation = throttle.reserve(account, source);
    if (!reservation.ok) throw tooManyAttempts(reservation.retryAfterMs);
    const admin = await verifyAdminPassword(ctx, input.email, input.password);
    if (!admin) throw new ApiError('UNAUTHORIZED', 'Wrong e-mail or password.');
    throttle.succeeded(account, source);
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

  router.post('/setup', ...open, async (req, res) => {
    const input = parseInput(SetupRequest, req.body);
    if (adminCount(ctx) > 0) throw new ApiError('CONFLICT', 'Setup is done: an administrator exists.');
    const source = sourceOf(req);
    const reservation = throttle.reserve('setup', source);
    if (!reservation.ok) throw tooManyAttempts(reservation.retryAfterMs);
    if (!checkSetupToken(ctx.db, input.token))
      throw new ApiError('UNAUTHORIZED', 'Wrong setup token (it is in the server log of the latest start).');
    throttle.succeeded('setup', source);
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
