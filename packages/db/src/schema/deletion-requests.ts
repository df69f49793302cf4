import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, environment, ms, updatedAt } from './columns.js';
import { partners } from './partners.js';

/** Kept after the work is done, as proof; holds no personal data (targets are hashed). */
export const deletionRequests = sqliteTable(
  'deletion_requests',
  {
    id: text('id').primaryKey(),
    partnerId: text('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    environment: environment(),
    /** SHA-256 of the tenant's external id: requests stay readable from a re-created tenant of the same id. */
    tenantKey: text('tenant_key').notNull(),
    scope: text('scope', { enum: ['application', 'tenant'] }).notNull(),
    /** SHA-256 of (jobId, applicationId) for application scope; duplicates of a pending request share it. */
    targetKey: text('target_key').notNull(),
    /** Work description while pending (cleared when done): JSON { tenantId, jobExternalId?, applicationId? }. */
    work: text('work', { mode: 'json' }),
    status: text('status', { enum: ['pending', 'completed', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: ms('completed_at'),
    failedAt: ms('failed_at'),
  },
  (t) => [
    index('deletion_requests_scope_idx').on(t.partnerId, t.environment, t.tenantKey),
    index('deletion_requests_status_idx').on(t.status),
  ],
);
