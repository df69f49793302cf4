import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, environment, ms } from './columns.js';
import { partners } from './partners.js';

export const apiKeys = sqliteTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    partnerId: text('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    environment: environment(),
    /** First 16 characters (`sk_test_` + 8): shown in lists, accepted by `keys revoke`. */
    prefix: text('prefix').notNull(),
    /** SHA-256 of the whole key (hex). The key itself is never stored. */
    hash: text('hash').notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: ms('last_used_at'),
    revokedAt: ms('revoked_at'),
  },
  (t) => [index('api_keys_prefix_idx').on(t.prefix), index('api_keys_partner_idx').on(t.partnerId)],
);
