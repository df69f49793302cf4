import { processDeletionRequests } from '../../modules/deletion/processor.js';
import { hasOpenRequests } from '../../modules/deletion/queries.js';
import { BasePayload, defineJob, runIfWorker } from '../job.js';

/** Erases the data of pending deletion requests (and retries failed ones); also woken at once by each new request. */
export const deletionProcessJob = defineJob({
  id: 'deletion.process',
  description: 'erase the data of pending deletion requests',
  schedule: { interval: 5_000, timeout: 0 },
  payload: BasePayload,
  due: (db) => hasOpenRequests(db),
  handler: async ({ db, dataDir, now, shouldStop }) => ({
    ...(await processDeletionRequests(db, dataDir, now, { shouldStop })),
  }),
});

runIfWorker(deletionProcessJob);
