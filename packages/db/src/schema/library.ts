import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, updatedAt } from './columns.js';
import { tenants } from './tenants.js';

export const libraryCriteria = sqliteTable(
  'library_criteria',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    category: text('category'),
    importance: text('importance', { enum: ['MUST_HAVE', 'NICE_TO_HAVE'] }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('library_tenant_created_idx').on(t.tenantId, t.createdAt)],
);
