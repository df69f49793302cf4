import { serialize } from 'cookie';
import type { AppContext, HttpRequest, HttpResponse } from '../../../context.js';
import type { AdminGuards, AdminHandlersOf } from '../../../admin-handler.js';
import { ApiError } from '../../../errors/api-error.js';
import { adminCount, createAdmin, dummyPasswordHash, verifyAdminPassword } from './accounts.js';
import { SESSION_COOKIE, safeEqual, type AdminSession, type SessionStore } from './sessions.js';
import { checkSetupToken, consumeSetupToken } from './setup-token.js';
import { createSignInThrottle, sourceOf as throttlingSource } from './throttle.js';

type SessionOperations = 'signIn' | 'getAdminSession' | 'signOut' | 'getSetupStatus' | 'completeSetup';

const tooManyAttempts = (retryAfterMs: number) =>
  new ApiError('RATE_LIMITED', 'Too many sign-in attempts from this address; wait and try again.', undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
  });

/**
 * Sets the session cookie (httpOnly, SameSite=Strict, Secure behind https, a week) or clears it (`null`: empty
 * and expired at the epoch).
 */
export function setSessionCookie(ctx: AppContext, res: HttpResponse, token: string | null): void {
  const secure = ctx.config.publicBaseUrl.startsWith('https:');
  const lifetime =
    token === null ? { expires: new Date(1) } : { maxAge: WEEK_S, expires: new Date(Date.now() + WEEK_S * 1000) };
  res.appendHeader(
    'Set-Cookie',
    serialize(SESSION_COOKIE, token ?? '', { httpOnly: true, sameSite: 'strict', secure, path: '/', ...lifetime }),
  );
}

const WEEK_S = 7 * 24 * 3600;

/**
 * Sign-in, sign-out, the current session, and first-run setup: the only admin routes open without a session.
 * Their bodies are small (the route table's `bodyLimit`), and a throttled source is answered before its body
 * is read (`guards`).
 */
export function adminSessionHandlers(
  ctx: AppContext,
  sessions: SessionStore,
): { handlers: AdminHandlersOf<SessionOperations>; guards: AdminGuards } {
  const view = (s: { adminId: string; email: string; csrfToken: string }) => ({
    admin: { id: s.adminId, email: s.email },
    csrfToken: s.csrfToken,
  });
  const throttle = createSignInThrottle(ctx);
  // Made now, so that the first unknown e-mail costs no more than later ones (a failure shows at that sign-in).
  dummyPasswordHash().catch(() => undefined);
  const sourceBlocked = (req: HttpRequest) => {
    const wait = throttle.sourceBlockedFor(throttlingSource(req.socket.remoteAddress));
    if (wait > 0) throw tooManyAttempts(wait);
  };

  const handlers: AdminHandlersOf<SessionOperations> = {
    signIn: async ({ body, remoteAddress }) => {
      const source = throttlingSource(remoteAddress);
      const account = `email:${body.email.toLowerCase()}`;
      const reservation = throttle.reserve(account, source);
      if (!reservation.ok) throw tooManyAttempts(reservation.retryAfterMs);
      const admin = await verifyAdminPassword(ctx, body.email, body.password);
      if (!admin) throw new ApiError('UNAUTHORIZED', 'Wrong e-mail or password.');
      throttle.succeeded(account, source);
      const { token, csrfToken } = sessions.create(admin.id);
      return {
        status: 201,
        body: view({ adminId: admin.id, email: admin.email, csrfToken }),
        sessionCookie: token,
      };
    },
    getAdminSession: ({ cookies }) => {
      const session = currentSession(cookies, sessions);
      if (!session) throw new ApiError('UNAUTHORIZED', 'Not signed in.');
      return { status: 200, body: view(session) };
    },
    signOut: ({ cookies, header }) => {
      const token = cookies[SESSION_COOKIE];
      const session = token ? sessions.resolve(token) : null;
      if (session && !safeEqual(header('x-csrf-token') ?? '', session.csrfToken))
        throw new ApiError('FORBIDDEN', 'Missing or wrong X-CSRF-Token.');
      if (token) sessions.destroy(token);
      return { status: 204, body: undefined, sessionCookie: null };
    },
    getSetupStatus: () => ({ status: 200, body: { needsSetup: adminCount(ctx) === 0 } }),
    completeSetup: async ({ body, remoteAddress }) => {
      if (adminCount(ctx) > 0) throw new ApiError('CONFLICT', 'Setup is done: an administrator exists.');
      const source = throttlingSource(remoteAddress);
      const reservation = throttle.reserve('setup', source);
      if (!reservation.ok) throw tooManyAttempts(reservation.retryAfterMs);
      if (!checkSetupToken(ctx.db, body.token))
        throw new ApiError('UNAUTHORIZED', 'Wrong setup token (it is in the server log of the latest start).');
      throttle.succeeded('setup', source);
      const admin = await createAdmin(ctx, body.email, body.password);
      consumeSetupToken(ctx.db);
      const { token, csrfToken } = sessions.create(admin.id);
      return {
        status: 201,
        body: view({ adminId: admin.id, email: admin.email, csrfToken }),
        sessionCookie: token,
      };
    },
  };
  return { handlers, guards: { signIn: sourceBlocked, completeSetup: sourceBlocked } };
}

function currentSession(cookies: Readonly<Record<string, string>> | undefined, sessions: SessionStore) {
  const token = cookies?.[SESSION_COOKIE];
  return token ? sessions.resolve(token) : null;
}

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every other admin request needs a session (401); every mutation also needs the session's CSRF token in
 * `X-CSRF-Token` (403). Answers the signed-in administrator.
 */
export function requireAdmin(
  sessions: SessionStore,
  req: HttpRequest,
  cookies: Readonly<Record<string, string>>,
): AdminSession {
  const session = currentSession(cookies, sessions);
  if (!session) throw new ApiError('UNAUTHORIZED', 'Sign in to the portal first.');
  const csrf = req.headers['x-csrf-token'];
  if (MUTATIONS.has(req.method ?? '') && !safeEqual(typeof csrf === 'string' ? csrf : '', session.csrfToken))
    throw new ApiError('FORBIDDEN', 'Missing or wrong X-CSRF-Token.');
  return session;
}
