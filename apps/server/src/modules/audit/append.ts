import { desc, newId, prepared, schema, sql, type DbOrTx } from '@rubric/db';
import type { AuditEventInput } from './catalogue.js';
import { canonicalJson, chainHash, GENESIS_HASH, type ChainedFields } from './chain.js';

const { auditEvents } = schema;

const COLUMNS = [
  'seq',
  'id',
  'at',
  'type',
  'actorType',
  'actorId',
  'partnerId',
  'environment',
  'tenantId',
  'jobExternalId',
  'applicationId',
  'scoringJobId',
  'data',
  'prevHash',
  'hash',
] as const;

// Prepared once per connection (as persist.ts does): an append runs in every submission's transaction.
const lastEvent = (db: DbOrTx) =>
  prepared(db, 'audit.last', () =>
    db
      .select({ seq: auditEvents.seq, hash: auditEvents.hash })
      .from(auditEvents)
      .orderBy(desc(auditEvents.seq))
      .limit(1)
      .prepare(),
  );
const insertEvent = (db: DbOrTx) =>
  prepared(db, 'audit.insert', () =>
    db
      .insert(auditEvents)
      .values(Object.fromEntries(COLUMNS.map((c) => [c, sql.placeholder(c)])) as never)
      .prepare(),
  );

export interface AppendedAuditEvent {
  seq: number;
  id: string;
  hash: string;
}

/**
 * Appends one event to the trail inside the caller's transaction, like the webhook outbox: the change and its
 * record commit together or not at all. Transactions take the write lock at BEGIN (packages/db), so the last
 * row read here is still the last when the new one is inserted; seq is that row's seq + 1.
 */
export function appendAuditEvent(tx: DbOrTx, event: AuditEventInput): AppendedAuditEvent {
  const last = lastEvent(tx).get();
  const row: ChainedFields = {
    seq: (last?.seq ?? 0) + 1,
    id: newId('aud', event.at),
    at: event.at,
    type: event.type,
    actorType: event.actor.type,
    actorId: event.actor.id,
    partnerId: event.scope?.partnerId ?? null,
    environment: event.scope?.environment ?? null,
    tenantId: event.scope?.tenantId ?? null,
    jobExternalId: event.subject?.jobExternalId ?? null,
    applicationId: event.subject?.applicationId ?? null,
    scoringJobId: event.subject?.scoringJobId ?? null,
    data: canonicalJson(event.data),
    prevHash: last?.hash ?? GENESIS_HASH,
  };
  const hash = chainHash(row);
  insertEvent(tx).run({ ...row, hash });
  return { seq: row.seq, id: row.id, hash };
}
