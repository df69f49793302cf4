import type BetterSqlite3 from 'better-sqlite3';
import { chainHash, GENESIS_HASH, type ChainedFields } from './chain.js';

export type AuditChainVerdict =
  | { ok: true; checked: number; first: number | null; last: { seq: number; hash: string } | null }
  | { ok: false; seq: number; reason: string; checked: number };

interface StoredRow extends ChainedFields {
  hash: string;
}

const SELECT = `SELECT seq, id, at, type, actor_type AS actorType, actor_id AS actorId, partner_id AS partnerId,
  environment, tenant_id AS tenantId, job_external_id AS jobExternalId, application_id AS applicationId,
  scoring_job_id AS scoringJobId, data, prev_hash AS prevHash, hash FROM audit_events ORDER BY seq`;

/**
 * Walks the whole trail in seq order (streamed: constant memory) and recomputes every hash. The first row must
 * start the chain (seq 1 after the genesis hash) or follow a retention cut that a later `audit.checkpoint`
 * records (its lastRemovedSeq and lastRemovedHash are the first row's seq − 1 and prevHash). Every other row
 * must carry the previous row's hash, with no gap in seq. Answers the first seq that does not hold.
 *
 * Runs on the raw connection inside one read transaction, so it sees one consistent snapshot while writers go on.
 */
export function verifyAuditChain(sqlite: BetterSqlite3.Database): AuditChainVerdict {
  const read = sqlite.transaction((): AuditChainVerdict => {
    let checked = 0;
    let previous: StoredRow | null = null;
    let first: StoredRow | null = null;
    // A cut leaves the first row's predecessor behind; a later checkpoint row must vouch for it.
    let unexplainedStart: StoredRow | null = null;
    for (const row of sqlite.prepare(SELECT).iterate() as IterableIterator<StoredRow>) {
      if (previous === null) {
        first = row;
        if (!(row.seq === 1 && row.prevHash === GENESIS_HASH)) unexplainedStart = row;
      } else {
        if (row.seq !== previous.seq + 1)
          return { ok: false, seq: row.seq, reason: `seq ${previous.seq + 1} is missing before it`, checked };
        if (row.prevHash !== previous.hash)
          return { ok: false, seq: row.seq, reason: "prevHash is not the previous row's hash", checked };
      }
      if (chainHash(row) !== row.hash)
        return { ok: false, seq: row.seq, reason: "hash does not match the row's contents", checked };
      if (unexplainedStart && row.type === 'audit.checkpoint' && vouchesFor(row, unexplainedStart))
        unexplainedStart = null;
      checked++;
      previous = row;
    }
    if (unexplainedStart)
      return {
        ok: false,
        seq: unexplainedStart.seq,
        reason: 'earlier rows are missing and no audit.checkpoint records their removal',
        checked,
      };
    return {
      ok: true,
      checked,
      first: first?.seq ?? null,
      last: previous ? { seq: previous.seq, hash: previous.hash } : null,
    };
  });
  return read.deferred();
}

function vouchesFor(checkpoint: StoredRow, start: StoredRow): boolean {
  try {
    const data = JSON.parse(checkpoint.data) as { lastRemovedSeq?: unknown; lastRemovedHash?: unknown };
    return data.lastRemovedSeq === start.seq - 1 && data.lastRemovedHash === start.prevHash;
  } catch {
    return false;
  }
}
