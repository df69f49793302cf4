import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt, schema, type Db } from '@rubric/db';
import type { Clock } from '../../../lib/clock.js';

export const SESSION_COOKIE = 'rubric_session';
/** A session ends after 12 hours without use, and 7 days after sign-in whatever happens. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
const SESSION_MAX_MS = 7 * 24 * 60 * 60 * 1000;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export interface AdminSession {
  adminId: string;
  email: string;
  csrfToken: string;
  expiresAt: number;
}

export function createSessionStore(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const { adminSessions, admins } = schema;
  return {
    /** Returns the token for the cookie; only its hash is stored. */
    create(adminId: string): { token: string; csrfToken: string } {
      const token = randomBytes(32).toString('base64url');
      const csrfToken = randomBytes(24).toString('base64url');
      const now = clock.now();
      db.insert(adminSessions)
        .values({
          id: sha256(token),
          adminId,
          csrfToken,
          createdAt: now,
          lastSeenAt: now,
          expiresAt: now + SESSION_MAX_MS,
        })
        .run();
      return { token, csrfToken };
    },
    /** The live session of a cookie token, touched (idle timer restarted); null when unknown or expired. */
    resolve(token: string): AdminSession | null {
      const now = clock.now();
      const row = db
        .select({ s: adminSessions, email: admins.email })
        .from(adminSessions)
        .innerJoin(admins, eq(admins.id, adminSessions.adminId))
        .where(
          and(
            eq(adminSessions.id, sha256(token)),
            gt(adminSessions.expiresAt, now),
            gt(adminSessions.lastSeenAt, now - SESSION_IDLE_MS),
          ),
        )
        .get();
      if (!row) return null;
      if (now - row.s.lastSeenAt > 60_000)
        db.update(adminSessions).set({ lastSeenAt: now }).where(eq(adminSessions.id, row.s.id)).run();
      return {
        adminId: row.s.adminId,
        email: row.email,
        csrfToken: row.s.csrfToken,
        expiresAt: Math.min(row.s.expiresAt, now + SESSION_IDLE_MS),
      };
    },
    destroy(token: string): void {
      db.delete(adminSessions)
        .where(eq(adminSessions.id, sha256(token)))
        .run();
    },
    purgeExpired(): number {
      const now = clock.now();
      return db.delete(adminSessions).where(lt(adminSessions.expiresAt, now)).run().changes;
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

export const hashSetupToken = sha256;
