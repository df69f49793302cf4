import { and, asc, eq, schema } from '@rubric/db';
import type { AdminHandlersOf } from '../../admin-handler.js';
import type { AppContext } from '../../context.js';
import { ApiError } from '../../errors/api-error.js';
import { biasAuditReport } from './service.js';

const { partners, tenants, jobs } = schema;

/**
 * The portal's bias-audit page: an administrator reads any partner's tenant report (the same service as
 * `GET /v1/bias-audit`). An unknown partner or tenant is a 404; nothing is created by looking.
 */
export function biasAuditAdminHandlers(
  ctx: Pick<AppContext, 'db' | 'clock'>,
): AdminHandlersOf<'listPartnerTenants' | 'getPartnerBiasAudit'> {
  const partnerOr404 = (id: string) => {
    const p = ctx.db.select({ id: partners.id }).from(partners).where(eq(partners.id, id)).get();
    if (!p) throw new ApiError('RESOURCE_NOT_FOUND', `No partner ${id.slice(0, 100)}.`);
    return p;
  };
  return {
    listPartnerTenants: ({ params, query }) => {
      const partner = partnerOr404(params.partnerId);
      const rows = ctx.db
        .select({ tenantId: tenants.externalId, jobId: jobs.externalId })
        .from(tenants)
        .leftJoin(jobs, eq(jobs.tenantId, tenants.id))
        .where(and(eq(tenants.partnerId, partner.id), eq(tenants.environment, query.environment)))
        .orderBy(asc(tenants.externalId), asc(jobs.externalId))
        .all();
      const byTenant = new Map<string, string[]>();
      for (const r of rows) {
        const list = byTenant.get(r.tenantId) ?? [];
        if (r.jobId !== null) list.push(r.jobId);
        byTenant.set(r.tenantId, list);
      }
      return { status: 200, body: { tenants: [...byTenant].map(([tenantId, jobIds]) => ({ tenantId, jobIds })) } };
    },
    getPartnerBiasAudit: ({ params, query }) => {
      const partner = partnerOr404(params.partnerId);
      const tenant = ctx.db
        .select({ id: tenants.id })
        .from(tenants)
        .where(
          and(
            eq(tenants.partnerId, partner.id),
            eq(tenants.environment, query.environment),
            eq(tenants.externalId, query.tenantId),
          ),
        )
        .get();
      if (!tenant) throw new ApiError('RESOURCE_NOT_FOUND', `No tenant ${query.tenantId} in ${query.environment}.`);
      const body = biasAuditReport(ctx, {
        tenantId: tenant.id,
        from: query.from,
        to: query.to,
        jobIds: query.jobId,
        outcome: query.outcome,
        threshold: query.threshold,
      });
      return { status: 200, body };
    },
  };
}
