import { ADMIN_OPERATIONS } from './admin-operations.js';
import { AdminAuditEventsQuery, AdminAuditEventsResponse } from './audit.js';
import { ADMIN_READ_ERRORS } from './route-errors.js';
import { NO_BODY, NO_PARAMS } from './route-types.js';

/** The audit trail across partners. */
export const ADMIN_AUDIT_ROUTES = [
  {
    operationId: 'listAdminAuditEvents',
    ...ADMIN_OPERATIONS.listAdminAuditEvents,
    tag: 'Audit',
    summary: 'List audit events across partners, oldest first',
    description:
      'Filtered by partner, environment, tenant (external id), type, job, application, scoring job and the time ' +
      'range [`from`, `to`); `limit` 1–100 (default 20), `cursor` from `nextCursor`.',
    access: 'session',
    params: NO_PARAMS,
    query: AdminAuditEventsQuery,
    body: NO_BODY,
    success: { status: 200, schema: AdminAuditEventsResponse, description: 'A page of events, oldest first.' },
    errors: ADMIN_READ_ERRORS,
  },
] as const;
