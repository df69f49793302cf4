import type { HandlersOf } from '../../handler.js';
import type { CriteriaService } from './service.js';

const REVISION_HEADER = 'x-expected-criteria-revision';

export function criteriaHandlers(
  criteria: CriteriaService,
): HandlersOf<
  | 'replaceCriteria'
  | 'addCriterion'
  | 'archiveCriteria'
  | 'getCurrentCriteriaVersion'
  | 'getCriteriaVersion'
  | 'listCriteriaVersions'
> {
  return {
    replaceCriteria: ({ tenant, params, body, header }) => ({
      status: 200,
      body: criteria.replace(tenant.id, params.jobId, body.criteria, header(REVISION_HEADER)),
    }),
    addCriterion: ({ tenant, params, body, header }) => ({
      status: 201,
      body: criteria.add(tenant.id, params.jobId, body, header(REVISION_HEADER)),
    }),
    archiveCriteria: ({ tenant, params, header }) => ({
      status: 200,
      body: criteria.archive(tenant.id, params.jobId, header(REVISION_HEADER)),
    }),
    getCurrentCriteriaVersion: ({ tenant, params }) => ({
      status: 200,
      body: { version: criteria.currentVersion(tenant.id, params.jobId) },
    }),
    getCriteriaVersion: ({ tenant, params }) => ({
      status: 200,
      body: { version: criteria.version(tenant.id, params.jobId, params.criteriaVersionId) },
    }),
    listCriteriaVersions: ({ tenant, params, query }) => ({
      status: 200,
      body: criteria.listVersions(tenant.id, params.jobId, query.limit ?? 20, query.cursor),
    }),
  };
}
