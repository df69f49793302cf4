import { AdminDeletionRequestsQuery } from '@rubric/contracts';
import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { parseInput } from '../../errors/parse-input.js';
import { ApiError } from '../../errors/api-error.js';
import { adminGet, adminList } from './queries.js';

/** Deletion requests in the portal (failed ones with their error and attempts); mounted under `/admin/api` behind the admin session. */
export function deletionAdminRouter(ctx: Pick<AppContext, 'db'>): Router {
  const router = Router();
  router.get('/deletion-requests', (req, res) => {
    const { limit, cursor, ...filter } = parseInput(AdminDeletionRequestsQuery.strict(), req.query, 'query');
    res.json(adminList(ctx.db, filter, limit ?? 20, cursor));
  });
  router.get('/deletion-requests/:id', (req, res) => {
    const deletionRequest = adminGet(ctx.db, req.params.id);
    if (!deletionRequest)
      throw new ApiError('RESOURCE_NOT_FOUND', `No deletion request ${req.params.id.slice(0, 100)}.`);
    res.json({ deletionRequest });
  });
  return router;
}
