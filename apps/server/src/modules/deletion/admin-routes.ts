import type { AppContext } from '../../context.js';
import type { AdminHandlersOf } from '../../admin-handler.js';
import { ApiError } from '../../errors/api-error.js';
import { adminGet, adminList } from './queries.js';

/** Deletion requests in the portal (failed ones with their error and attempts), behind the admin session. */
export function deletionAdminHandlers(
  ctx: Pick<AppContext, 'db'>,
): AdminHandlersOf<'listDeletionRequests' | 'getDeletionRequestDetail'> {
  return {
    listDeletionRequests: ({ query }) => {
      const { limit, cursor, ...filter } = query;
      return { status: 200, body: adminList(ctx.db, filter, limit ?? 20, cursor) };
    },
    getDeletionRequestDetail: ({ params }) => {
      const deletionRequest = adminGet(ctx.db, params.id);
      if (!deletionRequest) throw new ApiError('RESOURCE_NOT_FOUND', `No deletion request ${params.id.slice(0, 100)}.`);
      return { status: 200, body: { deletionRequest } };
    },
  };
}
