import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, environment, ms } from './columns.js';
import { partners } from './partners.js';

export const idempotencyRecords = sqliteTable(
  'idempotency_records',
  {
    id: text('id').primaryKey(),
    partnerId: text('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    environment: environment(),
    /** Internal tenant id of the first request; lets a tenant deletion remove its records. */
    tenantId: text('tenant_id'),
    key: text('key').notNull(),
    /** SHA-256 over method, route, tenant and body: "the same parameters". */
    fingerprint: text('fingerprint').notNull(),
    state: text('state', { enum: ['in_progress', 'completed'] }).notNull(),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    createdAt: createdAt(),
    expiresAt: ms('expires_at').notNull(),
  },
  (t) => [
    uniqueIndex('idempotency_scope_key_uq').on(t.partnerId, t.environment, t.key),
    index('idempotency_expires_idx').on(t.expiresAt),
  ],
);
