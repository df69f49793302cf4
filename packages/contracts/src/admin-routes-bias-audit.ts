import { ADMIN_OPERATIONS } from './admin-operations.js';
import { AdminResourceId } from './admin-routes-partners.js';
import { BiasAuditQuery, BiasAuditReport } from './bias-audit.js';
import { Environment, ExternalId } from './common.js';
import { ADMIN_READ_ERRORS } from './route-errors.js';
import { NO_BODY } from './route-types.js';
import { z } from './zod.js';

const partnerId = z.strictObject({ partnerId: AdminResourceId });

export const AdminTenantsQuery = z.strictObject({ environment: Environment });
export const AdminTenantsResponse = z
  .object({
    tenants: z.array(
      z.object({
        tenantId: ExternalId.describe('The partner’s `X-Tenant-Id`.'),
        jobIds: z.array(ExternalId).describe('The tenant’s jobs (external ids), by id.'),
      }),
    ),
  })
  .openapi('AdminTenantsResponse');
export type AdminTenantsResponse = z.infer<typeof AdminTenantsResponse>;

export const AdminBiasAuditQuery = BiasAuditQuery.extend({
  environment: Environment,
  tenantId: ExternalId.describe('The partner’s `X-Tenant-Id`.'),
});

/** The portal's bias-audit page: the tenants to pick from, and the report of any partner's tenant. */
export const ADMIN_BIAS_AUDIT_ROUTES = [
  {
    operationId: 'listPartnerTenants',
    ...ADMIN_OPERATIONS.listPartnerTenants,
    tag: 'Bias audit',
    summary: 'List a partner’s tenants in an environment, with their jobs',
    description: 'What the bias-audit page offers to pick.',
    access: 'session',
    params: partnerId,
    query: AdminTenantsQuery,
    body: NO_BODY,
    success: { status: 200, schema: AdminTenantsResponse, description: 'The tenants, by id.' },
    errors: [...ADMIN_READ_ERRORS, 'RESOURCE_NOT_FOUND'],
  },
  {
    operationId: 'getPartnerBiasAudit',
    ...ADMIN_OPERATIONS.getPartnerBiasAudit,
    tag: 'Bias audit',
    summary: 'The bias-audit report of a partner’s tenant',
    description:
      'The same report as the partner API’s `GET /v1/bias-audit` for that tenant (definitions in docs/bias-audit.md). An unknown partner or tenant is a 404.',
    access: 'session',
    params: partnerId,
    query: AdminBiasAuditQuery,
    body: NO_BODY,
    success: { status: 200, schema: BiasAuditReport, description: 'The report.' },
    errors: [...ADMIN_READ_ERRORS, 'RESOURCE_NOT_FOUND'],
  },
] as const;
