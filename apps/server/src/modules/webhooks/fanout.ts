import type { WebhookEventType } from '@rubric/contracts';
import { and, asc, eq, isNull, newId, prepared, schema, type Db } from '@rubric/db';

const { webhookEvents, webhookEndpoints, webhookDeliveries } = schema;
const FANOUT_BATCH = 100;

/**
 * Turns outbox events into deliveries: one per enabled endpoint of the event's partner and environment
 * that subscribes to its type. Inserting the deliveries and marking the event fanned out happen in one
 * transaction, so a crash in between repeats nothing and loses nothing. Returns how many were created.
 */
export function fanOutEvents(db: Db, now: number): number {
  // Most passes find nothing to do: look before opening a write transaction.
  const waiting = prepared(db, 'webhooks.outbox.waiting', () =>
    db.select({ id: webhookEvents.id }).from(webhookEvents).where(isNull(webhookEvents.fannedOutAt)).limit(1).prepare(),
  );
  if (!waiting.get()) return 0;
  let created = 0;
  for (;;) {
    const batch = db.transaction((tx) => {
      const events = tx
        .select()
        .from(webhookEvents)
        .where(isNull(webhookEvents.fannedOutAt))
        .orderBy(asc(webhookEvents.createdAt), asc(webhookEvents.id))
        .limit(FANOUT_BATCH)
        .all();
      let inserted = 0;
      for (const event of events) {
        const endpoints = tx
          .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
          .from(webhookEndpoints)
          .where(
            and(
              eq(webhookEndpoints.partnerId, event.partnerId),
              eq(webhookEndpoints.environment, event.environment),
              eq(webhookEndpoints.enabled, true),
            ),
          )
          .all()
          .filter((e) => (e.events as WebhookEventType[]).includes(event.type as WebhookEventType));
        for (const endpoint of endpoints) {
          tx.insert(webhookDeliveries)
            .values({
              id: newId('whd', now),
              eventId: event.id,
              endpointId: endpoint.id,
              status: 'pending',
              attemptCount: 0,
              nextAttemptAt: now,
              lastAttemptAt: null,
              createdAt: now,
              updatedAt: now,
            })
            .run();
          inserted++;
        }
        tx.update(webhookEvents).set({ fannedOutAt: now }).where(eq(webhookEvents.id, event.id)).run();
      }
      return { events: events.length, inserted };
    });
    created += batch.inserted;
    if (batch.events < FANOUT_BATCH) return created;
  }
}
