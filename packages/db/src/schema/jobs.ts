import { sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, ms } from './columns.js';
import { tenants } from './tenants.js';

export const jobs = sqliteTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    /** The criteria version scoring uses now; null until criteria are first written. */
    currentVersionId: text('current_version_id'),
    archivedAt: ms('archived_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('jobs_tenant_external_uq').on(t.tenantId, t.externalId)],
);
