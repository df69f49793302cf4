import type { AdminDeletionRequest, DeletionRequest } from '@rubric/contracts';
import { and, asc, desc, eq, inArray, lt, or, schema, type Db, type DbOrTx, type Environment } from '@rubric/db';
import { z } from 'zod';
import { iso } from '../../lib/clock.js';

const { deletionRequests, partners } = schema;

export type DeletionRequestRow = typeof deletionRequests.$inferSelect;
type DeletionScopeKind = DeletionRequestRow['scope'];

/** What a request is about, kept only while it is open (cleared when done): internal ids, no resume content. */
export const DeletionWork = z.object({
  tenantId: z.string().min(1),
  jobExternalId: z.string().min(1).optional(),
  applicationId: z.string().min(1).optional(),
});
export type DeletionWork = z.infer<typeof DeletionWork>;

/** Partner, environment and the hashed tenant external id: what every partner-facing read is scoped by. */
export interface RequestScope {
  partnerId: string;
  environment: Environment;
  tenantKey: string;
}

const inScope = (s: RequestScope) =>
  and(
    eq(deletionRequests.partnerId, s.partnerId),
    eq(deletionRequests.environment, s.environment),
    eq(deletionRequests.tenantKey, s.tenantKey),
  );

/** A request for the same target that is still being worked on (pending, or failed and awaiting its retry). */
export function findOpenRequest(
  tx: DbOrTx,
  scope: RequestScope,
  kind: DeletionScopeKind,
  targetKey: string,
): DeletionRequestRow | undefined {
  return tx
    .select()
    .from(deletionRequests)
    .where(
      and(
        inScope(scope),
        eq(deletionRequests.scope, kind),
        eq(deletionRequests.targetKey, targetKey),
        inArray(deletionRequests.status, ['pending', 'failed']),
      ),
    )
    .orderBy(asc(deletionRequests.createdAt))
    .get();
}

export function insertRequest(tx: DbOrTx, row: typeof deletionRequests.$inferInsert): void {
  tx.insert(deletionRequests).values(row).run();
}

export function findInScope(db: Db, scope: RequestScope, id: string): DeletionRequestRow | undefined {
  return db
    .select()
    .from(deletionRequests)
    .where(and(eq(deletionRequests.id, id), inScope(scope)))
    .get();
}

/** Open requests, oldest first; `failed` ones are included so the caller can apply its retry backoff. */
export function openRequests(db: Db, limit: number): DeletionRequestRow[] {
  return db
    .select()
    .from(deletionRequests)
    .where(or(eq(deletionRequests.status, 'pending'), eq(deletionRequests.status, 'failed')))
    .orderBy(asc(deletionRequests.createdAt), asc(deletionRequests.id))
    .limit(limit)
    .all();
}

/** Done: the work description (the only part that named the target) is dropped. */
export function markCompleted(tx: DbOrTx, id: string, now: number): void {
  const row = tx
    .select({ attempts: deletionRequests.attempts })
    .from(deletionRequests)
    .where(eq(deletionRequests.id, id))
    .get();
  tx.update(deletionRequests)
    .set({
      status: 'completed',
      work: null,
      lastError: null,
      attempts: (row?.attempts ?? 0) + 1,
      completedAt: now,
      failedAt: null,
      updatedAt: now,
    })
    .where(eq(deletionRequests.id, id))
    .run();
}

/** Failed this time; the work stays so that a later run retries it. */
export function markFailed(db: DbOrTx, id: string, now: number, error: string): void {
  const row = db
    .select({ attempts: deletionRequests.attempts })
    .from(deletionRequests)
    .where(eq(deletionRequests.id, id))
    .get();
  db.update(deletionRequests)
    .set({
      status: 'failed',
      lastError: error.slice(0, 500),
      attempts: (row?.attempts ?? 0) + 1,
      failedAt: now,
      updatedAt: now,
    })
    .where(eq(deletionRequests.id, id))
    .run();
}

/** Cheap check for the scheduler: is there anything to do at all? */
export function hasOpenRequests(db: Db): boolean {
  return (
    db
      .select({ id: deletionRequests.id })
      .from(deletionRequests)
      .where(or(eq(deletionRequests.status, 'pending'), eq(deletionRequests.status, 'failed')))
      .limit(1)
      .get() !== undefined
  );
}

export function deletionRequestView(r: DeletionRequestRow): DeletionRequest {
  return {
    id: r.id,
    scope: r.scope,
    status: r.status,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
    completedAt: iso(r.completedAt),
    failedAt: iso(r.failedAt),
  };
}

interface AdminDeletionFilter {
  status?: DeletionRequestRow['status'];
  partnerId?: string;
  environment?: Environment;
}

const adminColumns = { request: deletionRequests, partnerName: partners.name };

function adminView(r: { request: DeletionRequestRow; partnerName: string }): AdminDeletionRequest {
  return {
    ...deletionRequestView(r.request),
    partnerId: r.request.partnerId,
    partnerName: r.partnerName,
    environment: r.request.environment,
    attempts: r.request.attempts,
    lastError: r.request.lastError,
  };
}

/** Newest first; ids are time-ordered, so the last id of a page is the cursor. */
export function adminList(db: Db, filter: AdminDeletionFilter, limit: number, cursor?: string) {
  const rows = db
    .select(adminColumns)
    .from(deletionRequests)
    .innerJoin(partners, eq(partners.id, deletionRequests.partnerId))
    .where(
      and(
        filter.status ? eq(deletionRequests.status, filter.status) : undefined,
        filter.partnerId ? eq(deletionRequests.partnerId, filter.partnerId) : undefined,
        filter.environment ? eq(deletionRequests.environment, filter.environment) : undefined,
        cursor ? lt(deletionRequests.id, cursor) : undefined,
      ),
    )
    .orderBy(desc(deletionRequests.id))
    .limit(limit + 1)
    .all();
  const page = rows.slice(0, limit);
  return {
    deletionRequests: page.map(adminView),
    nextCursor: rows.length > limit ? (page[page.length - 1]?.request.id ?? null) : null,
  };
}

export function adminGet(db: Db, id: string): AdminDeletionRequest | null {
  const r = db
    .select(adminColumns)
    .from(deletionRequests)
    .innerJoin(partners, eq(partners.id, deletionRequests.partnerId))
    .where(eq(deletionRequests.id, id))
    .get();
  return r ? adminView(r) : null;
}
