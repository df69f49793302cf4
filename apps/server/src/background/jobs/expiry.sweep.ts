import { runExpirySweep } from '../expiry.js';
import { BasePayload, defineJob, runIfWorker } from '../job.js';

/** Idempotency records, question sets and portal sessions past their expiry. */
export const expirySweepJob = defineJob({
  id: 'expiry.sweep',
  description: 'remove expired idempotency records, question sets and portal sessions',
  schedule: { interval: 60 * 60_000, timeout: 2 * 60_000 },
  payload: BasePayload,
  handler: ({ db, now }) => ({ ...runExpirySweep(db, now) }),
});

runIfWorker(expirySweepJob);
