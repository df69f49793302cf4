import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns.js';
import { scoringJobs } from './scoring-jobs.js';

/**
 * Human reviews of completed scoring jobs: append-only. Triggers (migration `0006_reviews`) refuse every UPDATE,
 * and a DELETE while the reviewed scoring job still exists: the only way a review goes is with its scoring job
 * (the foreign key cascades), which is how an application's or a tenant's erasure takes reviewer names, notes
 * and reasons with it. No foreign key to tenants or jobs: their cascades would reach a review before its
 * scoring job is gone, and the trigger would refuse the erasure.
 */
export const reviews = sqliteTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    /** 1, 2, 3… in the order reviews were recorded (all tenants): lists and "latest" follow it, not the clock. */
    seq: integer('seq').notNull(),
    scoringJobId: text('scoring_job_id')
      .notNull()
      .references(() => scoringJobs.id, { onDelete: 'cascade' }),
    tenantId: text('tenant_id').notNull(),
    /** The job's internal id (scoring_jobs.job_id). */
    jobId: text('job_id').notNull(),
    applicationId: text('application_id').notNull(),
    reviewerId: text('reviewer_id').notNull(),
    reviewerName: text('reviewer_name'),
    action: text('action', { enum: ['agree', 'override', 'disregard'] }).notNull(),
    /** The reviewer's score (override only). */
    score: integer('score'),
    /** The AI score of the scoring job when it was reviewed (analytics: difference to overrides). */
    aiScore: integer('ai_score').notNull(),
    /** JSON array of `{ criterionId, verdict, note? }`, or null. */
    criteria: text('criteria', { mode: 'json' }),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_seq_uq').on(t.seq),
    index('reviews_application_idx').on(t.tenantId, t.jobId, t.applicationId, t.seq),
    index('reviews_scoring_job_idx').on(t.scoringJobId, t.seq),
  ],
);
