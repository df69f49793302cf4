import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { eq, inArray, lt, schema, type Db } from '@rubric/db';
import type { Clock } from '../../../lib/clock.js';

/**
 * Sign-in throttling by delay, per source and per (account, source), never per account alone: whoever
 * guesses from one address slows down only that address, and the administrator signing in from another
 * is not locked out. Every attempt is counted before its password is checked, in one SQLite transaction,
 * so parallel requests cannot all slip past the count. See docs/decisions/2026-11-23-admin-sign-in-throttle.md.
 */
export const SIGN_IN_LIMITS = {
  /** Attempts per (account, source) before delays begin. */
  accountSourceFree: 5,
  /** Attempts per source, any account (unknown e-mails included), before delays begin. */
  sourceFree: 20,
  /** The first delay; each further attempt doubles it, up to `maxDelayMs`. */
  baseDelayMs: 5_000,
  maxDelayMs: 15 * 60_000,
  /** A counter left alone this long starts again from zero (and its row is deleted). */
  forgetAfterMs: 24 * 60 * 60_000,
} as const;

type Reservation = { ok: true } | { ok: false; retryAfterMs: number };

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * The client address as a throttling source. IPv6 clients are grouped by their /64, which one host
 * usually holds whole (so it cannot sidestep the count by changing addresses); IPv4-mapped becomes IPv4.
 */
export function sourceOf(remoteAddress: string | undefined): string {
  const address = (remoteAddress ?? 'unknown').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (!isIPv6(address)) return address;
  const hextets = new URL(`http://[${address.replace(/%.*$/, '')}]/`).hostname.slice(1, -1);
  const [head = '', tail = ''] = hextets.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const full = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${full.slice(0, 4).join(':')}::/64`;
}

function delayAfter(attempts: number, free: number): number {
  if (attempts < free) return 0;
  const { baseDelayMs, maxDelayMs } = SIGN_IN_LIMITS;
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.min(attempts - free, 20));
}

export function createSignInThrottle(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const table = schema.adminSignInThrottle;
  const keys = (account: string, source: string) => ({
    source: sha256(`source\n${source}`),
    accountSource: sha256(`account\n${account}\nsource\n${source}`),
  });

  return {
    /** A cheap look before the body is read: is this source blocked whatever the account? */
    sourceBlockedFor(source: string): number {
      const row = db
        .select()
        .from(table)
        .where(eq(table.key, keys('', source).source))
        .get();
      return row ? Math.max(0, row.blockedUntil - clock.now()) : 0;
    },

    /**
     * Counts one attempt on both counters, or says how long to wait. Synchronous and in one transaction, which
     * takes the write lock at BEGIN (`openDatabase`): nothing can run between the look and the count, in this
     * process or another.
     */
    reserve(account: string, source: string): Reservation {
      const now = clock.now();
      const k = keys(account, source);
      return db.transaction((tx) => {
        tx.delete(table)
          .where(lt(table.updatedAt, now - SIGN_IN_LIMITS.forgetAfterMs))
          .run();
        const rows = tx
          .select()
          .from(table)
          .where(inArray(table.key, [k.source, k.accountSource]))
          .all();
        const wait = Math.max(0, ...rows.map((r) => r.blockedUntil - now));
        if (wait > 0) return { ok: false, retryAfterMs: wait };
        const attemptsOf = (key: string) => (rows.find((r) => r.key === key)?.attempts ?? 0) + 1;
        for (const [key, free] of [
          [k.source, SIGN_IN_LIMITS.sourceFree],
          [k.accountSource, SIGN_IN_LIMITS.accountSourceFree],
        ] as const) {
          const attempts = attemptsOf(key);
          const blockedUntil = now + delayAfter(attempts, free);
          tx.insert(table)
            .values({ key, attempts, blockedUntil, updatedAt: now })
            .onConflictDoUpdate({ target: table.key, set: { attempts, blockedUntil, updatedAt: now } })
            .run();
        }
        return { ok: true };
      });
    },

    /**
     * The password was right: this account's counter from this source starts again, and the attempt is
     * given back to the source's (a colleague's typos behind the same address are not forgiven).
     */
    succeeded(account: string, source: string): void {
      const now = clock.now();
      const k = keys(account, source);
      db.transaction((tx) => {
        tx.delete(table).where(eq(table.key, k.accountSource)).run();
        const row = tx.select().from(table).where(eq(table.key, k.source)).get();
        if (!row) return;
        const attempts = Math.max(0, row.attempts - 1);
        const blockedUntil = now + delayAfter(attempts, SIGN_IN_LIMITS.sourceFree);
        tx.update(table).set({ attempts, blockedUntil, updatedAt: now }).where(eq(table.key, k.source)).run();
      });
    },
  };
}
