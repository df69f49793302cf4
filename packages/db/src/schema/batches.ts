import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, ms, updatedAt } from './columns.js';
import { jobs } from './jobs.js';
import { tenants } from './tenants.js';

export const scoringBatches = sqliteTable(
  'scoring_batches',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'completed', 'failed'] }).notNull(),
    totalJobs: integer('total_jobs').notNull(),
    completedJobs: integer('completed_jobs').notNull().default(0),
    failedJobs: integer('failed_jobs').notNull().default(0),
    /** JSON array of { applicationId, error: { code, message } } rejected at intake. */
    rejected: text('rejected', { mode: 'json' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: ms('completed_at'),
  },
  (t) => [index('scoring_batches_tenant_idx').on(t.tenantId)],
);

/** Accepted applications of a batch, each pointing at its scoring job (possibly one that existed before). */
export const batchItems = sqliteTable(
  'batch_items',
  {
    batchId: text('batch_id')
      .notNull()
      .references(() => scoringBatches.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    applicationId: text('application_id').notNull(),
    scoringJobId: text('scoring_job_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.position] }), index('batch_items_job_idx').on(t.scoringJobId)],
);
