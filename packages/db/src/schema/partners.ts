import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns.js';

export const partners = sqliteTable('partners', {
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** Blind scoring (identifier redaction before the engine sees an application); on by default. */
  blindScoring: integer('blind_scoring', { mode: 'boolean' }).notNull().default(true),
  createdAt: createdAt(),
});
