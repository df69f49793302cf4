import { ListAuditEventsQuery, ListAuditEventsResponse } from './audit.js';
import { COMMON_ERRORS } from './route-errors.js';
import { NO_BODY, NO_PARAMS } from './route-types.js';

/** The partner's view of the audit trail: its own events, for the tenant in X-Tenant-Id. */
export const AUDIT_ROUTES = [
  {
    operationId: 'listAuditEvents',
    method: 'get',
    path: '/v1/audit-events',
    tag: 'Audit',
    summary: 'List the audit events of the tenant, oldest first',
    description:
      'What was done, by whom and with which versions, for the tenant in `X-Tenant-Id` in this environment: ' +
      'submissions, results, failures, retries, reviews, criteria versions and deletions. Filtered by `jobId`, ' +
      '`applicationId` and the time range [`from`, `to`); paginated with `limit` (1–100, default 20) and `cursor`. ' +
      'Events hold ids, versions and SHA-256 digests, never resume text or personal details.',
    bucket: 'read_and_ops',
    tenant: true,
    idempotent: false,
    params: NO_PARAMS,
    query: ListAuditEventsQuery,
    body: NO_BODY,
    success: {
      status: 200,
      schema: ListAuditEventsResponse,
      description: 'A page of events, oldest first; pass `nextCursor` as `cursor` for the next.',
    },
    errors: COMMON_ERRORS,
  },
] as const;
