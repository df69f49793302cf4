import type { WebhookAttempt, WebhookDelivery, WebhookEndpoint, WebhookEventType } from '@rubric/contracts';
import type { schema } from '@rubric/db';
import { iso } from '../../lib/clock.js';

export type EndpointRow = typeof schema.webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof schema.webhookDeliveries.$inferSelect;
export type AttemptRow = typeof schema.webhookAttempts.$inferSelect;

export function endpointView(row: EndpointRow, now: number): WebhookEndpoint {
  const previousActive = row.previousSecretExpiresAt !== null && row.previousSecretExpiresAt > now;
  return {
    id: row.id,
    partnerId: row.partnerId,
    environment: row.environment,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEventType[],
    enabled: row.enabled,
    previousSecretExpiresAt: previousActive ? iso(row.previousSecretExpiresAt) : null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export function deliveryView(row: DeliveryRow, event: WebhookEventType): WebhookDelivery {
  return {
    id: row.id,
    eventId: row.eventId,
    event,
    endpointId: row.endpointId,
    status: row.status,
    attemptCount: row.attemptCount,
    nextAttemptAt: iso(row.nextAttemptAt),
    lastAttemptAt: iso(row.lastAttemptAt),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export function attemptView(row: AttemptRow): WebhookAttempt {
  return {
    id: row.id,
    deliveryId: row.deliveryId,
    endpointId: row.endpointId,
    attemptNo: row.attemptNo,
    startedAt: iso(row.startedAt),
    latencyMs: row.durationMs,
    statusCode: row.statusCode,
    responseExcerpt: row.responseExcerpt,
    error: row.error,
    test: row.test,
  };
}
