import type { AppContext, AuthInfo, HttpRequest, HttpResponse } from '../context.js';
import { authenticateKey } from '../modules/partners/keys.js';
import { ApiError } from '../errors/api-error.js';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** `Authorization: Bearer sk_test_…|sk_live_…` → the key's partner and environment (kept in `res.locals.auth`), or 401. */
export function authenticate(ctx: AppContext, req: HttpRequest, res: HttpResponse): AuthInfo {
  const header = req.headers.authorization;
  const match = header ? BEARER.exec(header) : null;
  if (!match?.[1])
    throw new ApiError(
      'UNAUTHORIZED',
      'Missing or malformed Authorization header; send `Authorization: Bearer <API key>`.',
    );
  const auth = authenticateKey(ctx, match[1]);
  if (!auth) throw new ApiError('UNAUTHORIZED', 'Unknown or revoked API key.');
  res.locals.auth = auth;
  res.locals.bind({ keyPrefix: auth.keyPrefix, environment: auth.environment });
  return auth;
}
