import type { AdminPartner, ScoringPauseActor } from '@rubric/contracts';
import { eq, schema, type DbOrTx } from '@rubric/db';
import { iso } from '../../lib/clock.js';
import { pauseActorOf } from '../partners/scoring-pause.js';

type PartnerRow = typeof schema.partners.$inferSelect;

/** The pause's author as the portal shows it: an administrator with the e-mail they sign in with, or the CLI. */
function pausedByView(db: DbOrTx, pausedBy: string | null): ScoringPauseActor {
  const actor = pauseActorOf(pausedBy);
  if (actor.type === 'system') return actor;
  const admin = db
    .select({ email: schema.admins.email })
    .from(schema.admins)
    .where(eq(schema.admins.id, actor.id))
    .get();
  return { type: 'admin', id: actor.id, email: admin?.email ?? null };
}

/** A partner as the admin API answers it. */
export function partnerView(db: DbOrTx, p: PartnerRow): AdminPartner {
  return {
    id: p.id,
    name: p.name,
    blindScoring: p.blindScoring,
    scoringPause:
      p.scoringPausedAt === null
        ? null
        : { pausedAt: iso(p.scoringPausedAt), pausedBy: pausedByView(db, p.scoringPausedBy) },
    createdAt: iso(p.createdAt),
  };
}
