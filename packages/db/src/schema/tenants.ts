import { sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, environment } from './columns.js';
import { partners } from './partners.js';

export const tenants = sqliteTable(
  'tenants',
  {
    id: text('id').primaryKey(),
    partnerId: text('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    environment: environment(),
    externalId: text('external_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tenants_scope_external_uq').on(t.partnerId, t.environment, t.externalId)],
);
