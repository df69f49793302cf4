import { integer, text } from 'drizzle-orm/sqlite-core';

/** Times are stored as integer epoch milliseconds; the API layer renders ISO 8601 UTC. */
export const ms = (name: string) => integer(name, { mode: 'number' });

export const createdAt = () => ms('created_at').notNull();
export const updatedAt = () => ms('updated_at').notNull();

/** Partner environment: `test` keys and `live` keys see two unrelated worlds. */
export const environment = () => text('environment', { enum: ['test', 'live'] }).notNull();
export type Environment = 'test' | 'live';
