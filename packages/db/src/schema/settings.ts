import { sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { updatedAt } from './columns.js';

/** Small key/value facts of the installation (setup token hash, schema notes). */
export const appSettings = sqliteTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});
