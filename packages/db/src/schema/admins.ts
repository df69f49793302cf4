import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, ms } from './columns.js';

export const admins = sqliteTable('admins', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
});

export const adminSessions = sqliteTable(
  'admin_sessions',
  {
    /** SHA-256 of the session token held in the cookie. */
    id: text('id').primaryKey(),
    adminId: text('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    createdAt: createdAt(),
    lastSeenAt: ms('last_seen_at').notNull(),
    expiresAt: ms('expires_at').notNull(),
  },
  (t) => [index('admin_sessions_admin_idx').on(t.adminId)],
);
