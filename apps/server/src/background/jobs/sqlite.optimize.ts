import { optimizeDatabase } from '../sqlite-maintenance.js';
import { BasePayload, defineJob, runIfWorker } from '../job.js';

/** Daily `PRAGMA optimize` (SQLite's advice for long-lived databases), at a quiet hour. */
export const sqliteOptimizeJob = defineJob({
  id: 'sqlite.optimize',
  description: 'refresh the query planner statistics (PRAGMA optimize)',
  schedule: { cron: '30 3 * * *' },
  payload: BasePayload,
  handler: ({ db }) => {
    optimizeDatabase(db);
    return { optimized: true };
  },
});

runIfWorker(sqliteOptimizeJob);
