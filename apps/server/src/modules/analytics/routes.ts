import type { Db } from '@rubric/db';
import type { HandlersOf } from '../../handler.js';
import { analyticsSummary } from './service.js';

export function analyticsHandlers(db: Db): HandlersOf<'getAnalyticsSummary'> {
  return {
    getAnalyticsSummary: ({ tenant, query }) => ({
      status: 200,
      body: analyticsSummary(db, tenant.id, query.from, query.to),
    }),
  };
}
