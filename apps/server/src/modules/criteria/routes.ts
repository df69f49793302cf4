import type { HandlersOf } from '../../handler.js';
import { partnerKeyScope } from '../audit/index.js';
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
    replaceCriteria: ({ auth, tenant, params, body, header }) => ({
      status: 200,
      body: criteria.replace(
        { scope: partnerKeyScope(auth, tenant) },
        params.jobId,
        body.criteria,
        header(REVISION_HEADER),
      ),
    }),
    addCriterion: ({ auth, tenant, params, body, header }) => ({
      status: 201,
      body: criteria.add({ scope: partnerKeyScope(auth, tenant) }, params.jobId, body, header(REVISION_HEADER)),
    }),
    archiveCriteria: ({ auth, tenant, params, header }) => ({
      status: 200,
      body: criteria.archive({ scope: partnerKeyScope(auth, tenant) }, params.jobId, header(REVISION_HEADER)),
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
