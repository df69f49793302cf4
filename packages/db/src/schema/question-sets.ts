import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, ms } from './columns.js';
import { jobs } from './jobs.js';

export const questionSets = sqliteTable(
  'question_sets',
  {
    id: text('id').primaryKey(),
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    /** JSON array of { id, selectionType, question, options, hint }. */
    questions: text('questions', { mode: 'json' }).notNull(),
    guidance: text('guidance').notNull(),
    createdAt: createdAt(),
    expiresAt: ms('expires_at').notNull(),
  },
  (t) => [index('question_sets_expires_idx').on(t.expiresAt)],
);
