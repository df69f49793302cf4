import { lte, or, schema, type Db } from '@rubric/db';
import { SESSION_IDLE_MS } from '../modules/admin/auth/sessions.js';

export interface ExpirySummary {
  idempotencyRecords: number;
  questionSets: number;
  adminSessions: number;
}

/**
 * Removes records that are meaningless once expired: idempotency records (a replay after expiry is a new
 * request anyway), question sets (answers to an expired set are refused like unknown ones) and portal sessions past their end or idle limit.
 */
export function runExpirySweep(db: Db, now: number): ExpirySummary {
  return db.transaction((tx) => ({
    idempotencyRecords: tx.delete(schema.idempotencyRecords).where(lte(schema.idempotencyRecords.expiresAt, now)).run()
      .changes,
    questionSets: tx.delete(schema.questionSets).where(lte(schema.questionSets.expiresAt, now)).run().changes,
    adminSessions: tx
      .delete(schema.adminSessions)
      .where(or(lte(schema.adminSessions.expiresAt, now), lte(schema.adminSessions.lastSeenAt, now - SESSION_IDLE_MS)))
      .run().changes,
  }));
}
