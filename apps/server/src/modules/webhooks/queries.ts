import { and, asc, eq, lte, schema, sql, type Db } from '@rubric/db';

const { webhookDeliveries, webhookEndpoints, webhookEvents, webhookAttempts } = schema;

/** `column NOT IN (the JSON array bound as a parameter)`: a list of any length in one prepared statement. */
const notInJson = (column: typeof webhookDeliveries.id | typeof webhookEndpoints.id, name: string) =>
  sql`${column} NOT IN (SELECT value FROM json_each(${sql.placeholder(name)}))`;

/** Enabled endpoints below their in-flight cap. */
const openEndpoints = and(eq(webhookEndpoints.enabled, true), notInJson(webhookEndpoints.id, 'busyEndpoints'));

/**
 * The webhook delivery loop's queries, prepared once: building a drizzle query costs more than SQLite running it, and
 * these run for every attempt. Each asks every open endpoint for the head of its own queue (correlated on
 * the (endpoint_id, status, next_attempt_at) index), so a long backlog behind an endpoint at its cap is
 * never scanned: a pass costs one index search per endpoint.
 */
export function prepareDispatchQueries(db: Db) {
  /** The head of the correlated endpoint's queue: one column of its first pending delivery not in flight. */
  const head = (column: typeof webhookDeliveries.id | typeof webhookDeliveries.nextAttemptAt, dueBy: boolean) =>
    db
      .select({ value: column })
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.endpointId, webhookEndpoints.id),
          eq(webhookDeliveries.status, 'pending'),
          dueBy ? lte(webhookDeliveries.nextAttemptAt, sql.placeholder('dueBy')) : undefined,
          notInJson(webhookDeliveries.id, 'busyIds'),
        ),
      )
      .orderBy(asc(webhookDeliveries.nextAttemptAt))
      .limit(1)
      .getSQL();
  return {
    /** Per open endpoint, its first due delivery not in flight (null when none): `{ dueBy, busyIds, busyEndpoints }`. */
    dueHeads: db
      .select({
        endpointId: webhookEndpoints.id,
        deliveryId: sql<string | null>`(${head(webhookDeliveries.id, true)})`,
      })
      .from(webhookEndpoints)
      .where(openEndpoints)
      .prepare(),
    /** When the next startable attempt is due: `{ busyIds, busyEndpoints }`. */
    nextDue: db
      .select({ at: sql<number | null>`min((${head(webhookDeliveries.nextAttemptAt, false)}))` })
      .from(webhookEndpoints)
      .where(openEndpoints)
      .prepare(),
    /** A delivery with what sending it needs: `{ id }`. */
    load: db
      .select({
        delivery: webhookDeliveries,
        endpoint: webhookEndpoints,
        type: webhookEvents.type,
        payload: webhookEvents.payload,
      })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .where(eq(webhookDeliveries.id, sql.placeholder('id')))
      .prepare(),
    attemptCount: db
      .select({ attemptCount: webhookDeliveries.attemptCount })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, sql.placeholder('id')))
      .prepare(),
    insertAttempt: db
      .insert(webhookAttempts)
      .values({
        id: sql.placeholder('id'),
        deliveryId: sql.placeholder('deliveryId'),
        endpointId: sql.placeholder('endpointId'),
        attemptNo: sql.placeholder('attemptNo'),
        startedAt: sql.placeholder('startedAt'),
        durationMs: sql.placeholder('durationMs'),
        statusCode: sql.placeholder('statusCode'),
        responseExcerpt: sql.placeholder('responseExcerpt'),
        error: sql.placeholder('error'),
        test: false,
      })
      .prepare(),
    updateDelivery: db
      .update(webhookDeliveries)
      // update().set() takes no bare placeholders; wrapped in sql they bind the same way.
      .set({
        status: sql`${sql.placeholder('status')}`,
        attemptCount: sql`${sql.placeholder('attemptCount')}`,
        lastAttemptAt: sql`${sql.placeholder('lastAttemptAt')}`,
        nextAttemptAt: sql`${sql.placeholder('nextAttemptAt')}`,
        updatedAt: sql`${sql.placeholder('updatedAt')}`,
      })
      .where(eq(webhookDeliveries.id, sql.placeholder('id')))
      .prepare(),
  };
}

export type DispatchQueries = ReturnType<typeof prepareDispatchQueries>;
