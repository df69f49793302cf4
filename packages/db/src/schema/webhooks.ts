import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, environment, ms, updatedAt } from './columns.js';
import { partners } from './partners.js';

export const webhookEndpoints = sqliteTable(
  'webhook_endpoints',
  {
    id: text('id').primaryKey(),
    partnerId: text('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    environment: environment(),
    url: text('url').notNull(),
    description: text('description'),
    /** JSON array of subscribed event types. */
    events: text('events', { mode: 'json' }).notNull(),
    enabled: integer('enabled', { mode: 'boolean' }).notNull().default(true),
    /** AES-256-GCM ciphertext of the `whsec_…` secret (key under DATA_DIR). */
    secretCiphertext: text('secret_ciphertext').notNull(),
    previousSecretCiphertext: text('previous_secret_ciphertext'),
    previousSecretExpiresAt: ms('previous_secret_expires_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('webhook_endpoints_scope_idx').on(t.partnerId, t.environment)],
);

/** The outbox: one row per event, written in the transaction of the state change that caused it. */
export const webhookEvents = sqliteTable(
  'webhook_events',
  {
    id: text('id').primaryKey(),
    partnerId: text('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    environment: environment(),
    tenantId: text('tenant_id'),
    type: text('type').notNull(),
    payload: text('payload').notNull(),
    /** External job/application ids, for application-scoped deletion. */
    jobExternalId: text('job_external_id'),
    applicationId: text('application_id'),
    fannedOutAt: ms('fanned_out_at'),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_events_fanout_idx').on(t.fannedOutAt), index('webhook_events_tenant_idx').on(t.tenantId)],
);

export const webhookDeliveries = sqliteTable(
  'webhook_deliveries',
  {
    /** The `X-Webhook-Id`: stable across attempts and redeliveries. */
    id: text('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull(),
    attemptCount: integer('attempt_count').notNull().default(0),
    nextAttemptAt: ms('next_attempt_at'),
    lastAttemptAt: ms('last_attempt_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId),
    // The dispatcher asks each endpoint for its next due delivery: one index search per endpoint,
    // however long a backlog behind an endpoint that is at its in-flight cap.
    index('webhook_deliveries_endpoint_due_idx').on(t.endpointId, t.status, t.nextAttemptAt),
  ],
);

export const webhookAttempts = sqliteTable(
  'webhook_attempts',
  {
    id: text('id').primaryKey(),
    /** Null for playground test deliveries, which are not part of the outbox. */
    deliveryId: text('delivery_id').references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    attemptNo: integer('attempt_no').notNull(),
    startedAt: ms('started_at').notNull(),
    durationMs: integer('duration_ms').notNull(),
    statusCode: integer('status_code'),
    responseExcerpt: text('response_excerpt'),
    error: text('error'),
    test: integer('test', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId)],
);
