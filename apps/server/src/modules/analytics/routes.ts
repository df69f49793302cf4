import type { Db } from '@rubric/db';
import type { OperationHandlers } from '../../http/handler.js';
import { analyticsSummary } from './service.js';

export function analyticsHandlers(db: Db): OperationHandlers {
  return {
    getAnalyticsSummary: ({ tenant, query }) => ({
      status: 200,
      body: analyticsSummary(db, tenant.id, query.from as string | undefined, query.to as string | undefined),
    }),
  };
}
