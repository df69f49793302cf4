// Reading the trail: the partner's view (its own tenant) and the administrators' (across partners), both oldest
// first with a cursor on seq.
import type { AdminAuditEvent, AuditEvent, AuditEventType, Environment } from '@rubric/contracts';
import { and, asc, eq, gt, gte, inArray, lt, schema, type Db } from '@rubric/db';
import { ApiError } from '../../errors/api-error.js';
import { iso } from '../../lib/clock.js';

const { auditEvents, partners, tenants } = schema;
type AuditRow = typeof auditEvents.$inferSelect;

export interface AuditFilter {
  jobId?: string | undefined;
  applicationId?: string | undefined;
  scoringJobId?: string | undefined;
  type?: AuditEventType | undefined;
  /** ISO timestamps: [from, to). */
  from?: string | undefined;
  to?: string | undefined;
}

export interface PartnerAuditScope {
  partnerId: string;
  environment: Environment;
  tenantId: string;
}

export interface AdminAuditFilter extends AuditFilter {
  partnerId?: string | undefined;
  environment?: Environment | undefined;
  /** A tenant's external id. */
  tenant?: string | undefined;
}

function encodeCursor(seq: number): string {
  return Buffer.from(`seq:${seq}`).toString('base64url');
}

function decodeCursor(cursor: string): number {
  const m = /^seq:(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!m?.[1])
    throw new ApiError('VALIDATION_ERROR', 'The cursor is invalid.', [
      { field: 'query.cursor', code: 'invalid', message: 'not a cursor this API returned' },
    ]);
  return Number(m[1]);
}

function common(filter: AuditFilter, cursor: string | undefined): Array<ReturnType<typeof and>> {
  return [
    cursor === undefined ? undefined : gt(auditEvents.seq, decodeCursor(cursor)),
    filter.jobId === undefined ? undefined : eq(auditEvents.jobExternalId, filter.jobId),
    filter.applicationId === undefined ? undefined : eq(auditEvents.applicationId, filter.applicationId),
    filter.scoringJobId === undefined ? undefined : eq(auditEvents.scoringJobId, filter.scoringJobId),
    filter.type === undefined ? undefined : eq(auditEvents.type, filter.type),
    filter.from === undefined ? undefined : gte(auditEvents.at, Date.parse(filter.from)),
    filter.to === undefined ? undefined : lt(auditEvents.at, Date.parse(filter.to)),
  ];
}

function page<T extends { seq: number }>(rows: T[], limit: number) {
  const shown = rows.slice(0, limit);
  const last = shown[shown.length - 1];
  return { shown, nextCursor: rows.length > limit && last ? encodeCursor(last.seq) : null };
}

function eventView(row: AuditRow): AuditEvent {
  return {
    seq: row.seq,
    id: row.id,
    at: iso(row.at),
    type: row.type as AuditEventType,
    actor: { type: row.actorType, id: row.actorId },
    jobId: row.jobExternalId,
    applicationId: row.applicationId,
    scoringJobId: row.scoringJobId,
    data: JSON.parse(row.data) as Record<string, unknown>,
    hash: row.hash,
  };
}

/** The events of one (partner, environment, tenant), oldest first. */
export function listPartnerAuditEvents(
  db: Db,
  scope: PartnerAuditScope,
  filter: AuditFilter,
  limit: number,
  cursor?: string,
): { events: AuditEvent[]; nextCursor: string | null } {
  const rows = db
    .select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.partnerId, scope.partnerId),
        eq(auditEvents.environment, scope.environment),
        eq(auditEvents.tenantId, scope.tenantId),
        ...common(filter, cursor),
      ),
    )
    .orderBy(asc(auditEvents.seq))
    .limit(limit + 1)
    .all();
  const { shown, nextCursor } = page(rows, limit);
  return { events: shown.map(eventView), nextCursor };
}

/** Events across partners, oldest first, with the partner's name and the tenant's external id where they exist. */
export function listAdminAuditEvents(
  db: Db,
  filter: AdminAuditFilter,
  limit: number,
  cursor?: string,
): { events: AdminAuditEvent[]; nextCursor: string | null } {
  let tenantIds: string[] | undefined;
  if (filter.tenant !== undefined) {
    tenantIds = db
      .select({ id: tenants.id })
      .from(tenants)
      .where(
        and(
          eq(tenants.externalId, filter.tenant),
          filter.partnerId === undefined ? undefined : eq(tenants.partnerId, filter.partnerId),
          filter.environment === undefined ? undefined : eq(tenants.environment, filter.environment),
        ),
      )
      .all()
      .map((t) => t.id);
    if (tenantIds.length === 0) return { events: [], nextCursor: null };
  }
  const rows = db
    .select({ event: auditEvents, partnerName: partners.name, tenant: tenants.externalId })
    .from(auditEvents)
    .leftJoin(partners, eq(partners.id, auditEvents.partnerId))
    .leftJoin(tenants, eq(tenants.id, auditEvents.tenantId))
    .where(
      and(
        filter.partnerId === undefined ? undefined : eq(auditEvents.partnerId, filter.partnerId),
        filter.environment === undefined ? undefined : eq(auditEvents.environment, filter.environment),
        tenantIds === undefined ? undefined : inArray(auditEvents.tenantId, tenantIds),
        ...common(filter, cursor),
      ),
    )
    .orderBy(asc(auditEvents.seq))
    .limit(limit + 1)
    .all()
    .map((r) => ({ ...r, seq: r.event.seq }));
  const { shown, nextCursor } = page(rows, limit);
  return {
    events: shown.map((r) => ({
      ...eventView(r.event),
      partnerId: r.event.partnerId,
      partnerName: r.partnerName,
      environment: r.event.environment,
      tenantId: r.event.tenantId,
      tenant: r.tenant,
      prevHash: r.event.prevHash,
    })),
    nextCursor,
  };
}
