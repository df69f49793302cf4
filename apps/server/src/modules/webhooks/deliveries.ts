import type {
  ListWebhookDeliveriesQuery,
  ListWebhookDeliveriesResponse,
  WebhookDelivery,
  WebhookDeliveryDetail,
  WebhookEventType,
} from '@rubric/contracts';
import { and, asc, desc, eq, lt, schema, type Db } from '@rubric/db';
import { ApiError } from '../../errors/api-error.js';
import type { Clock } from '../../lib/clock.js';
import { attemptView, deliveryView } from './views.js';

const { webhookDeliveries, webhookEvents, webhookEndpoints, webhookAttempts } = schema;
const DEFAULT_PAGE = 25;

const deliveryNotFound = (id: string) => new ApiError('RESOURCE_NOT_FOUND', `No webhook delivery ${id.slice(0, 100)}.`);

/** Reads of the delivery log, and the administrator's redelivery. */
export function createWebhookDeliveryService(deps: { db: Db; clock: Clock; notify(): void }) {
  const { db, clock } = deps;

  function find(id: string) {
    return db
      .select({ delivery: webhookDeliveries, type: webhookEvents.type, payload: webhookEvents.payload })
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .where(eq(webhookDeliveries.id, id))
      .get();
  }

  /** Newest first; ids are time-ordered, so the last id of a page is the cursor of the next. */
  function list(filter: ListWebhookDeliveriesQuery): ListWebhookDeliveriesResponse {
    const limit = filter.limit ?? DEFAULT_PAGE;
    const rows = db
      .select({ delivery: webhookDeliveries, type: webhookEvents.type })
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(
        and(
          filter.endpointId ? eq(webhookDeliveries.endpointId, filter.endpointId) : undefined,
          filter.event ? eq(webhookEvents.type, filter.event) : undefined,
          filter.status ? eq(webhookDeliveries.status, filter.status) : undefined,
          filter.partnerId ? eq(webhookEndpoints.partnerId, filter.partnerId) : undefined,
          filter.environment ? eq(webhookEndpoints.environment, filter.environment) : undefined,
          filter.cursor ? lt(webhookDeliveries.id, filter.cursor) : undefined,
        ),
      )
      .orderBy(desc(webhookDeliveries.id))
      .limit(limit + 1)
      .all();
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      deliveries: page.map((r) => deliveryView(r.delivery, r.type as WebhookEventType)),
      nextCursor: rows.length > limit && last ? last.delivery.id : null,
    };
  }

  function get(id: string): WebhookDeliveryDetail {
    const found = find(id);
    if (!found) throw deliveryNotFound(id);
    const attempts = db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.deliveryId, id))
      .orderBy(asc(webhookAttempts.attemptNo))
      .all();
    return {
      ...deliveryView(found.delivery, found.type as WebhookEventType),
      payload: JSON.parse(found.payload) as unknown,
      attempts: attempts.map(attemptView),
    };
  }

  /**
   * One more attempt, due now, under the same id (`X-Webhook-Id`). A failed delivery that fails again is
   * failed again at once: the attempt count is already past the automatic retries.
   */
  function redeliver(id: string): WebhookDelivery {
    const found = find(id);
    if (!found) throw deliveryNotFound(id);
    const now = clock.now();
    db.update(webhookDeliveries)
      .set({ status: 'pending', nextAttemptAt: now, updatedAt: now })
      .where(eq(webhookDeliveries.id, id))
      .run();
    deps.notify();
    return deliveryView(
      { ...found.delivery, status: 'pending', nextAttemptAt: now, updatedAt: now },
      found.type as WebhookEventType,
    );
  }

  return { list, get, redeliver };
}

export type WebhookDeliveryService = ReturnType<typeof createWebhookDeliveryService>;
