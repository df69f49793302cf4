import { integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, ms } from './columns.js';
import { jobs } from './jobs.js';

export const criteriaVersions = sqliteTable(
  'criteria_versions',
  {
    id: text('id').primaryKey(),
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    /** 1, 2, 3… per job; exposed as the string `criteriaRevision`. */
    revision: integer('revision').notNull(),
    source: text('source', { enum: ['generated', 'replaced', 'added', 'archived'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('criteria_versions_job_rev_uq').on(t.jobId, t.revision)],
);

/** The snapshot of one version: criteria in order. A criterion id recurs across versions while its text is unchanged. */
export const criteriaVersionItems = sqliteTable(
  'criteria_version_items',
  {
    versionId: text('version_id')
      .notNull()
      .references(() => criteriaVersions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    criterionId: text('criterion_id').notNull(),
    text: text('text').notNull(),
    importance: text('importance', { enum: ['MUST_HAVE', 'NICE_TO_HAVE'] }).notNull(),
    /** When this criterion (by id) was first created. */
    criterionCreatedAt: ms('criterion_created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.versionId, t.position] })],
);
