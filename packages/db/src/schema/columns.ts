import type { Environment } from '@rubric/contracts';
import { integer, text } from 'drizzle-orm/sqlite-core';

/** Times are stored as integer epoch milliseconds; the API layer renders ISO 8601 UTC. */
export const ms = (name: string) => integer(name, { mode: 'number' });

export const createdAt = () => ms('created_at').notNull();
export const updatedAt = () => ms('updated_at').notNull();

/**
 * Partner environment, typed by the API's `Environment` (`@rubric/contracts`, a type-only import: nothing
 * of it is loaded at run time). SQLite stores plain text; no migration depends on the list.
 */
export const environment = () => text('environment').$type<Environment>().notNull();
export type { Environment };
