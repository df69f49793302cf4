import type { AppContext } from '../../context.js';
import type { AdminHandlersOf } from '../../admin-handler.js';
import type { ScoringRunner } from '../../background/scoring-runner.js';
import { ApiError } from '../../errors/api-error.js';
import { pauseScoring, resumeScoring, type PauseChange } from '../partners/scoring-pause.js';
import { partnerView } from './partner-view.js';

/** The stop control in the admin API: pause and resume scoring for one partner (modules/partners/scoring-pause.ts). */
export function scoringPauseHandlers(
  ctx: AppContext,
  runner: Pick<ScoringRunner, 'notify'>,
): AdminHandlersOf<'pausePartnerScoring' | 'resumePartnerScoring'> {
  const answer = (change: PauseChange | undefined, partnerId: string) => {
    if (!change) throw new ApiError('RESOURCE_NOT_FOUND', `No partner ${partnerId.slice(0, 100)}.`);
    return { status: 200 as const, body: { partner: partnerView(ctx.db, change.partner) } };
  };
  return {
    pausePartnerScoring: ({ params, admin, log }) => {
      const change = pauseScoring(ctx, params.partnerId, { type: 'admin', id: admin.adminId });
      if (change?.changed) log.info({ partnerId: params.partnerId, adminId: admin.adminId }, 'scoring paused');
      return answer(change, params.partnerId);
    },
    resumePartnerScoring: ({ params, admin, log }) => {
      const change = resumeScoring(ctx, params.partnerId, { type: 'admin', id: admin.adminId });
      if (change?.changed) {
        log.info({ partnerId: params.partnerId, adminId: admin.adminId }, 'scoring resumed');
        // The partner's waiting jobs are claimable again: the runner takes them now rather than at its next poll.
        runner.notify();
      }
      return answer(change, params.partnerId);
    },
  };
}
