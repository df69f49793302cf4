import { connectionOf, newId, prepared, type DbOrTx } from '@rubric/db';
import type { AuditEventInput } from './catalogue.js';
import { canonicalJson, chainHash, GENESIS_HASH, type ChainedFields } from './chain.js';

// Two statements per connection, prepared once and run as plain better-sqlite3 statements: an append runs in
// every submission's transaction, and through drizzle's prepared queries (placeholder mapping, row mapping) it
// cost about a third more (scripts/bench/audit.mjs, docs/PERFORMANCE.md).
const statements = (db: DbOrTx) =>
  prepared(db, 'audit.append', () => {
    const sqlite = connectionOf(db);
    return {
      last: sqlite.prepare<[], { seq: number; hash: string }>(
        'SELECT seq, hash FROM audit_events ORDER BY seq DESC LIMIT 1',
      ),
      // AUTOINCREMENT's high-water mark: read only when the table is empty.
      highest: sqlite.prepare<[], { seq: number }>("SELECT seq FROM sqlite_sequence WHERE name = 'audit_events'"),
      insert: sqlite.prepare<[ChainedFields & { hash: string }]>(
        `INSERT INTO audit_events (seq, id, at, type, actor_type, actor_id, partner_id, environment, tenant_id,
           job_external_id, application_id, scoring_job_id, data, prev_hash, hash)
         VALUES (@seq, @id, @at, @type, @actorType, @actorId, @partnerId, @environment, @tenantId,
           @jobExternalId, @applicationId, @scoringJobId, @data, @prevHash, @hash)`,
      ),
    };
  });

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
  const { last, highest, insert } = statements(tx);
  const previous = last.get();
  // An empty table that once had rows was emptied by hand (a retention cut always leaves its checkpoint): go on
  // from the highest seq ever used, so that verification reports the missing rows instead of a fresh start.
  const seq = (previous?.seq ?? highest.get()?.seq ?? 0) + 1;
  const row: ChainedFields = {
    seq,
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
    prevHash: previous?.hash ?? GENESIS_HASH,
  };
  const hash = chainHash(row);
  insert.run({ ...row, hash });
  return { seq: row.seq, id: row.id, hash };
}
