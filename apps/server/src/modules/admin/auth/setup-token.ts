import { randomBytes } from 'node:crypto';
import { eq, schema, type Db } from '@rubric/db';
import type { Logger } from 'pino';
import type { Clock } from '../../../lib/clock.js';
import { adminCount } from './accounts.js';
import { hashSetupToken, safeEqual } from './sessions.js';

const KEY = 'setup_token_sha256';

/**
 * First run without ADMIN_EMAIL/ADMIN_PASSWORD and without `rubric admins create`: a one-time setup
 * token is written to the log, and the portal's setup screen asks for it. Only its hash is stored;
 * each start with no admin issues a new one.
 */
export function issueSetupTokenIfNeeded(deps: { db: Db; clock: Clock; log: Logger }): string | null {
  if (adminCount(deps) > 0) {
    deps.db.delete(schema.appSettings).where(eq(schema.appSettings.key, KEY)).run();
    return null;
  }
  const token = randomBytes(18).toString('base64url');
  deps.db
    .insert(schema.appSettings)
    .values({ key: KEY, value: hashSetupToken(token), updatedAt: deps.clock.now() })
    .onConflictDoUpdate({
      target: schema.appSettings.key,
      set: { value: hashSetupToken(token), updatedAt: deps.clock.now() },
    })
    .run();
  deps.log.warn({ setupToken: token }, 'no administrator exists: open the portal and enter this one-time setup token');
  return token;
}

export function checkSetupToken(db: Db, token: string): boolean {
  const row = db.select().from(schema.appSettings).where(eq(schema.appSettings.key, KEY)).get();
  return !!row && safeEqual(row.value, hashSetupToken(token));
}

export function consumeSetupToken(db: Db): void {
  db.delete(schema.appSettings).where(eq(schema.appSettings.key, KEY)).run();
}
