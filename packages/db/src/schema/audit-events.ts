import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { Environment } from './columns.js';
import { ms } from './columns.js';

/**
 * The audit trail: one row per recorded action, append-only and hash-chained (`hash` covers the row and the
 * previous row's `hash`; the canonical form is in `apps/server/src/modules/audit/chain.ts` and
 * docs/audit-trail.md). Triggers (migration `audit_events`) refuse UPDATE, and DELETE except a prefix cut made
 * by the retention sweep while `audit_retention_guard` holds the seq it cuts through. Rows hold ids, versions,
 * digests and counts — never resume text, names, contact details or demographic values.
 *
 * No foreign keys: the trail outlives the partners, tenants and scoring jobs it names (an erasure keeps it).
 */
export const auditEvents = sqliteTable(
  'audit_events',
  {
    /** Monotonic (AUTOINCREMENT: a seq is never reused, even after a retention cut). */
    seq: integer('seq').primaryKey({ autoIncrement: true }),
    id: text('id').notNull().unique(),
    at: ms('at').notNull(),
    /** Null for installation-wide events (a retention checkpoint). */
    partnerId: text('partner_id'),
    environment: text('environment').$type<Environment>(),
    /** Internal tenant id; null for events of a partner or of the installation. */
    tenantId: text('tenant_id'),
    type: text('type').notNull(),
    actorType: text('actor_type', { enum: ['partner_key', 'admin', 'system'] }).notNull(),
    /** Key prefix, admin id, or the name of a system job. */
    actorId: text('actor_id').notNull(),
    jobExternalId: text('job_external_id'),
    applicationId: text('application_id'),
    scoringJobId: text('scoring_job_id'),
    /** Canonical JSON (keys sorted) of the event's data, exactly as hashed. */
    data: text('data').notNull(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    index('audit_events_scope_idx').on(t.partnerId, t.environment, t.tenantId, t.seq),
    index('audit_events_job_idx').on(t.jobExternalId, t.applicationId),
    index('audit_events_scoring_job_idx').on(t.scoringJobId),
    index('audit_events_at_idx').on(t.at),
  ],
);

/**
 * One row (id 1). `cut_through` is set and cleared by the retention sweep inside its own transaction; the
 * DELETE trigger on `audit_events` passes only rows at or below it that are the table's first row.
 */
export const auditRetentionGuard = sqliteTable('audit_retention_guard', {
  id: integer('id').primaryKey(),
  cutThrough: integer('cut_through'),
});
