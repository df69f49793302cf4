import type { AuthInfo, TenantInfo } from '../../context.js';
import type { HandlersOf } from '../../handler.js';
import { ApiError } from '../../errors/api-error.js';
import type { DeletionScope, DeletionService } from './service.js';

const scopeOf = (auth: AuthInfo, tenant: TenantInfo): DeletionScope => ({
  partnerId: auth.partnerId,
  environment: auth.environment,
  tenant,
});

export function deletionHandlers(
  deletion: DeletionService,
): HandlersOf<'deleteApplication' | 'deleteTenant' | 'getDeletionRequest'> {
  return {
    deleteApplication: ({ auth, tenant, params }) => ({
      status: 202,
      body: {
        deletionRequest: deletion.request(scopeOf(auth, tenant), {
          scope: 'application',
          jobExternalId: params.jobId,
          applicationId: params.applicationId,
        }),
      },
    }),
    deleteTenant: ({ auth, tenant, params }) => {
      // A key may act for many tenants; the header names the one it acts for now, and only that one can be deleted.
      if (params.tenantExternalId !== tenant.externalId)
        throw new ApiError('VALIDATION_ERROR', 'The tenant in the path must be the tenant of the X-Tenant-Id header.', [
          { field: 'tenantExternalId', code: 'mismatch', message: 'must equal the X-Tenant-Id header' },
        ]);
      return { status: 202, body: { deletionRequest: deletion.request(scopeOf(auth, tenant), { scope: 'tenant' }) } };
    },
    getDeletionRequest: ({ auth, tenant, params }) => ({
      status: 200,
      body: { deletionRequest: deletion.get(scopeOf(auth, tenant), params.deletionRequestId) },
    }),
  };
}
