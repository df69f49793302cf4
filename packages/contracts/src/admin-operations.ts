/* Zod-free values of the admin contract, for the portal's first page load (`@rubric/contracts/admin-operations`). */

/** A partner's two unrelated worlds: `sk_test_…` keys see `test`, `sk_live_…` keys see `live`. */
export const ENVIRONMENTS = ['test', 'live'] as const;
export const SCORING_JOB_STATUSES = ['pending', 'completed', 'failed'] as const;
export const DELETION_REQUEST_STATUSES = ['pending', 'completed', 'failed'] as const;
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export { AUDIT_EVENT_TYPES } from './audit-vocabulary.js';

/**
 * The admin API's operations by id, with their method and path: zod-free, so that the portal's first
 * page load can call the admin API through them without loading zod (the route table, which adds the
 * schemas, spreads each entry from here, so the two never differ).
 */
export const ADMIN_OPERATIONS = {
  signIn: { method: 'post', path: '/admin/api/session' },
  getAdminSession: { method: 'get', path: '/admin/api/session' },
  signOut: { method: 'delete', path: '/admin/api/session' },
  getSetupStatus: { method: 'get', path: '/admin/api/setup' },
  completeSetup: { method: 'post', path: '/admin/api/setup' },
  getAdminOpenApiDocument: { method: 'get', path: '/admin/api/openapi.json' },
  getOverview: { method: 'get', path: '/admin/api/overview' },
  listPartners: { method: 'get', path: '/admin/api/partners' },
  createPartner: { method: 'post', path: '/admin/api/partners' },
  getPartner: { method: 'get', path: '/admin/api/partners/{partnerId}' },
  updatePartner: { method: 'patch', path: '/admin/api/partners/{partnerId}' },
  pausePartnerScoring: { method: 'post', path: '/admin/api/partners/{partnerId}/scoring/pause' },
  resumePartnerScoring: { method: 'post', path: '/admin/api/partners/{partnerId}/scoring/resume' },
  listApiKeys: { method: 'get', path: '/admin/api/partners/{partnerId}/api-keys' },
  createApiKey: { method: 'post', path: '/admin/api/partners/{partnerId}/api-keys' },
  revokeApiKey: { method: 'post', path: '/admin/api/api-keys/{keyId}/revoke' },
  getPartnerRateLimits: { method: 'get', path: '/admin/api/partners/{partnerId}/rate-limits' },
  searchScoringJobs: { method: 'get', path: '/admin/api/scoring-jobs' },
  getScoringJobDetail: { method: 'get', path: '/admin/api/scoring-jobs/{id}' },
  retryScoringJob: { method: 'post', path: '/admin/api/scoring-jobs/{id}/retry' },
  listDeletionRequests: { method: 'get', path: '/admin/api/deletion-requests' },
  getDeletionRequestDetail: { method: 'get', path: '/admin/api/deletion-requests/{id}' },
  listWebhookEndpoints: { method: 'get', path: '/admin/api/partners/{partnerId}/webhook-endpoints' },
  createWebhookEndpoint: { method: 'post', path: '/admin/api/partners/{partnerId}/webhook-endpoints' },
  getWebhookEndpoint: { method: 'get', path: '/admin/api/webhook-endpoints/{id}' },
  updateWebhookEndpoint: { method: 'patch', path: '/admin/api/webhook-endpoints/{id}' },
  deleteWebhookEndpoint: { method: 'delete', path: '/admin/api/webhook-endpoints/{id}' },
  rotateWebhookSecret: { method: 'post', path: '/admin/api/webhook-endpoints/{id}/rotate-secret' },
  revealWebhookSecret: { method: 'post', path: '/admin/api/webhook-endpoints/{id}/reveal-secret' },
  sendTestWebhook: { method: 'post', path: '/admin/api/webhook-endpoints/{id}/test' },
  listWebhookDeliveries: { method: 'get', path: '/admin/api/webhook-deliveries' },
  getWebhookDelivery: { method: 'get', path: '/admin/api/webhook-deliveries/{id}' },
  redeliverWebhook: { method: 'post', path: '/admin/api/webhook-deliveries/{id}/redeliver' },
  listPartnerTenants: { method: 'get', path: '/admin/api/partners/{partnerId}/tenants' },
  getPartnerBiasAudit: { method: 'get', path: '/admin/api/partners/{partnerId}/bias-audit' },
  listAdminAuditEvents: { method: 'get', path: '/admin/api/audit-events' },
} as const;

export type AdminOperationName = keyof typeof ADMIN_OPERATIONS;

/** `/admin/api/partners/{partnerId}` with `{ partnerId: 'ptn_1' }` → `/admin/api/partners/ptn_1` (encoded). */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
