import type { RequestHandler } from 'express';
import type { AppContext } from '../context.js';
import { authenticateKey } from '../modules/partners/keys.js';
import { ApiError } from '../errors/api-error.js';
import { bindLog } from './trace.js';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** `Authorization: Bearer sk_test_…|sk_live_…` → the key's partner and environment, or 401. */
export function authenticate(ctx: AppContext): RequestHandler {
  return (req, res, next) => {
    const header = req.get('authorization');
    const match = header ? BEARER.exec(header) : null;
    if (!match?.[1])
      throw new ApiError(
        'UNAUTHORIZED',
        'Missing or malformed Authorization header; send `Authorization: Bearer <API key>`.',
      );
    const auth = authenticateKey(ctx, match[1]);
    if (!auth) throw new ApiError('UNAUTHORIZED', 'Unknown or revoked API key.');
    res.locals.auth = auth;
    bindLog(res, { keyPrefix: auth.keyPrefix, environment: auth.environment });
    next();
  };
}
