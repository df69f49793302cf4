import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { ms, updatedAt } from './columns.js';

/**
 * Admin sign-in throttling, one row per counter: per source (client address) and per (account, source).
 * Kept in the database so that a restart does not wipe it. The key is a SHA-256, so neither e-mail
 * addresses (typed ones included: a password typed into the e-mail field) nor client addresses are stored.
 */
export const adminSignInThrottle = sqliteTable(
  'admin_sign_in_throttle',
  {
    key: text('key').primaryKey(),
    /** Attempts counted, each before its password check; a successful sign-in resets its counters. */
    attempts: integer('attempts', { mode: 'number' }).notNull(),
    /** The next attempt on this counter is answered 429 before this time. */
    blockedUntil: ms('blocked_until').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [index('admin_sign_in_throttle_updated_idx').on(t.updatedAt)],
);
