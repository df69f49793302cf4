import type { AdminHandlersOf } from '../../admin-handler.js';
import type { HandlersOf } from '../../handler.js';
import type { Db } from '@rubric/db';
import { listAdminAuditEvents, listPartnerAuditEvents } from './queries.js';

const DEFAULT_LIMIT = 20;

/** `GET /v1/audit-events`: the calling partner's events in its environment, for the tenant in X-Tenant-Id. */
export function auditHandlers(db: Db): HandlersOf<'listAuditEvents'> {
  return {
    listAuditEvents: ({ auth, tenant, query }) => {
      const { limit, cursor, ...filter } = query;
      const scope = { partnerId: auth.partnerId, environment: auth.environment, tenantId: tenant.id };
      return { status: 200, body: listPartnerAuditEvents(db, scope, filter, limit ?? DEFAULT_LIMIT, cursor) };
    },
  };
}

/** `GET /admin/api/audit-events`: across partners. */
export function auditAdminHandlers(db: Db): AdminHandlersOf<'listAdminAuditEvents'> {
  return {
    listAdminAuditEvents: ({ query }) => {
      const { limit, cursor, ...filter } = query;
      return { status: 200, body: listAdminAuditEvents(db, filter, limit ?? DEFAULT_LIMIT, cursor) };
    },
  };
}
