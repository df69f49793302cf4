import type { HandlersOf } from '../../handler.js';
import type { DemographicsService } from './service.js';

export function demographicsHandlers(demographics: DemographicsService): HandlersOf<'recordDemographics'> {
  return {
    recordDemographics: ({ auth, tenant, params, body }) => {
      demographics.record(
        { tenantId: tenant.id, jobExternalId: params.jobId, applicationId: params.applicationId },
        body,
        auth,
      );
      return { status: 204, body: undefined };
    },
  };
}
