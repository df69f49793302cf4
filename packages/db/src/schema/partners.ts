import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns.js';

export const partners = sqliteTable('partners', {
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** Blind scoring (identifier redaction before the engine sees an application); on by default. */
  blindScoring: integer('blind_scoring', { mode: 'boolean' }).notNull().default(true),
  /**
   * Scoring paused by an administrator (the stop control): while set, none of the partner's pending scoring
   * jobs is claimed; submissions are still accepted and queued. Null: scoring runs.
   */
  scoringPausedAt: integer('scoring_paused_at'),
  /** Who paused it: an administrator's id, or `cli` (the operator command line). Null while not paused. */
  scoringPausedBy: text('scoring_paused_by'),
  createdAt: createdAt(),
});
