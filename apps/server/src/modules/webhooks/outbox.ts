import type { BatchCompletedEvent, ScoreCompletedEvent, ScoreFailedEvent, WebhookEvent } from '@rubric/contracts';
import { eq, newId, schema, type DbOrTx, type Environment } from '@rubric/db';

export interface EventScope {
  tenantId: string;
  /** The tenant's external id, as partners know it (`tenantId` in payloads). */
  tenantExternalId: string;
  partnerId: string;
  environment: Environment;
}

/**
 * Writes an event to the outbox inside the caller's transaction: the state change and its event commit
 * together or not at all. The webhook delivery loop fans it out to subscribed endpoints.
 */
export function enqueueEvent(
  tx: DbOrTx,
  scope: EventScope,
  event: WebhookEvent,
  now: number,
  target: { jobExternalId?: string; applicationId?: string } = {},
): string {
  const id = newId('evt', now);
  tx.insert(schema.webhookEvents)
    .values({
      id,
      partnerId: scope.partnerId,
      environment: scope.environment,
      tenantId: scope.tenantId,
      type: event.event,
      payload: JSON.stringify(event),
      jobExternalId: target.jobExternalId ?? null,
      applicationId: target.applicationId ?? null,
      fannedOutAt: null,
      createdAt: now,
    })
    .run();
  return id;
}

/** Partner, environment and external id of a tenant, for event payloads. */
export function eventScopeOf(tx: DbOrTx, tenantId: string): EventScope {
  const t = tx.select().from(schema.tenants).where(eq(schema.tenants.id, tenantId)).get();
  if (!t) throw new Error(`tenant ${tenantId} not found`);
  return { tenantId, tenantExternalId: t.externalId, partnerId: t.partnerId, environment: t.environment };
}

export type { BatchCompletedEvent, ScoreCompletedEvent, ScoreFailedEvent };
