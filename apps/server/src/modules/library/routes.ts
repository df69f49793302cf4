import type { HandlersOf } from '../../handler.js';
import type { LibraryService } from './service.js';

export function libraryHandlers(
  library: LibraryService,
): HandlersOf<
  | 'listLibraryCriteria'
  | 'createLibraryCriterion'
  | 'getLibraryCriterion'
  | 'updateLibraryCriterion'
  | 'deleteLibraryCriterion'
> {
  return {
    listLibraryCriteria: ({ tenant, query }) => ({
      status: 200,
      body: { criteria: library.list(tenant.id, query.category) },
    }),
    createLibraryCriterion: ({ tenant, body }) => ({
      status: 201,
      body: { criterion: library.create(tenant.id, body) },
    }),
    getLibraryCriterion: ({ tenant, params }) => ({
      status: 200,
      body: { criterion: library.get(tenant.id, params.criterionId) },
    }),
    updateLibraryCriterion: ({ tenant, params, body }) => ({
      status: 200,
      body: { criterion: library.update(tenant.id, params.criterionId, body) },
    }),
    deleteLibraryCriterion: ({ tenant, params }) => {
      library.remove(tenant.id, params.criterionId);
      return { status: 204, body: undefined };
    },
  };
}
