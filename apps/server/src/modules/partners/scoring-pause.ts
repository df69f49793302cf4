// The stop control: an administrator pauses scoring for one partner (both environments). While paused, the
// partner's submissions are still accepted and queued, and the scoring queue claims none of its jobs
// (modules/scoring/queue.ts reads the column at every claim, so a pause from the CLI reaches a running
// server at its next claim); jobs already being scored finish. Resuming lets the queue claim them again.
// Each change is recorded in the audit trail (scoring.paused / scoring.resumed) in the same transaction.
import { and, asc, eq, isNotNull, isNull, schema, type DbOrTx } from '@rubric/db';
import type { AppContext } from '../../context.js';
import { appendAuditEvent } from '../audit/index.js';

type Deps = Pick<AppContext, 'db' | 'clock'>;
type PartnerRow = typeof schema.partners.$inferSelect;

/** `scoring_paused_by` of a pause made with `npx rubric scoring pause` (no administrator signed in). */
export const CLI_ACTOR_ID = 'cli';

/**
 * Who pauses or resumes: a signed-in administrator (by id), or the operator command line, which has no signed-in
 * administrator (shell access to DATA_DIR is its authority) and is recorded as the system actor `cli`.
 */
export type PauseActor = { type: 'admin'; id: string } | { type: 'system'; id: typeof CLI_ACTOR_ID };

/**
 * The audit record of a pause or resume, in the transaction of the change: an event of the whole partner
 * (environment and tenant null), as the pause covers both environments.
 */
function recordPauseChange(
  tx: DbOrTx,
  type: 'scoring.paused' | 'scoring.resumed',
  partnerId: string,
  actor: PauseActor,
  at: number,
): void {
  appendAuditEvent(tx, {
    type,
    data: { partnerId },
    actor,
    at,
    scope: { partnerId, environment: null, tenantId: null },
  });
}

export interface PauseChange {
  partner: PartnerRow;
  /** False when the partner was already in the asked state (nothing written). */
  changed: boolean;
}

/**
 * Pauses scoring for the partner, or leaves an existing pause as it is (its time and author kept).
 * Undefined when there is no such partner.
 */
export function pauseScoring(ctx: Deps, partnerId: string, actor: PauseActor): PauseChange | undefined {
  const { partners } = schema;
  return ctx.db.transaction((tx) => {
    const now = ctx.clock.now();
    const paused = tx
      .update(partners)
      .set({ scoringPausedAt: now, scoringPausedBy: actor.id })
      .where(and(eq(partners.id, partnerId), isNull(partners.scoringPausedAt)))
      .returning()
      .get();
    if (paused) {
      recordPauseChange(tx, 'scoring.paused', partnerId, actor, now);
      return { partner: paused, changed: true };
    }
    const existing = tx.select().from(partners).where(eq(partners.id, partnerId)).get();
    return existing ? { partner: existing, changed: false } : undefined;
  });
}

/** Resumes scoring for the partner (nothing written when it was not paused). Undefined when there is no such partner. */
export function resumeScoring(ctx: Deps, partnerId: string, actor: PauseActor): PauseChange | undefined {
  const { partners } = schema;
  return ctx.db.transaction((tx) => {
    const now = ctx.clock.now();
    const resumed = tx
      .update(partners)
      .set({ scoringPausedAt: null, scoringPausedBy: null })
      .where(and(eq(partners.id, partnerId), isNotNull(partners.scoringPausedAt)))
      .returning()
      .get();
    if (resumed) {
      recordPauseChange(tx, 'scoring.resumed', partnerId, actor, now);
      return { partner: resumed, changed: true };
    }
    const existing = tx.select().from(partners).where(eq(partners.id, partnerId)).get();
    return existing ? { partner: existing, changed: false } : undefined;
  });
}

export interface PausedPartner {
  partnerId: string;
  partnerName: string;
  pausedAt: number;
  pausedBy: string;
}

/** Partners whose scoring is paused, by name (readiness, metrics, the portal's overview). */
export function pausedPartners(db: DbOrTx): PausedPartner[] {
  const { partners } = schema;
  return db
    .select({
      partnerId: partners.id,
      partnerName: partners.name,
      pausedAt: partners.scoringPausedAt,
      pausedBy: partners.scoringPausedBy,
    })
    .from(partners)
    .where(isNotNull(partners.scoringPausedAt))
    .orderBy(asc(partners.name))
    .all()
    .map((p) => ({ ...p, pausedAt: p.pausedAt ?? 0, pausedBy: p.pausedBy ?? CLI_ACTOR_ID }));
}

/** The actor recorded in `scoring_paused_by`, as the API shows it. */
export function pauseActorOf(pausedBy: string | null): PauseActor {
  return pausedBy === null || pausedBy === CLI_ACTOR_ID
    ? { type: 'system', id: CLI_ACTOR_ID }
    : { type: 'admin', id: pausedBy };
}
