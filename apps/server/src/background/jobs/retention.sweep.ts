import { runRetentionSweep } from '../retention.js';
import { BasePayload, defineJob, runIfWorker } from '../job.js';

/**
 * Stored resume files after RESUME_FILE_RETENTION_DAYS, scoring inputs and resume text after
 * SCORING_INPUT_RETENTION_DAYS, audit events after AUDIT_RETENTION_DAYS.
 */
export const retentionSweepJob = defineJob({
  id: 'retention.sweep',
  description: 'remove resume files, scoring inputs and audit events past their retention',
  schedule: { interval: 60 * 60_000, timeout: 60_000 },
  payload: BasePayload,
  handler: async ({ db, dataDir, now, shouldStop }, payload) => ({
    ...(await runRetentionSweep(db, dataDir, now, payload.retention, { shouldStop })),
  }),
});

runIfWorker(retentionSweepJob);
