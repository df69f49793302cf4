import { ADMIN_BIAS_AUDIT_ROUTES } from './admin-routes-bias-audit.js';
import { ADMIN_AUDIT_ROUTES } from './admin-routes-audit.js';
import { ADMIN_PARTNER_ROUTES } from './admin-routes-partners.js';
import { ADMIN_SESSION_ROUTES } from './admin-routes-session.js';
import { ADMIN_WEBHOOK_ROUTES } from './admin-routes-webhooks.js';
import type {
  AdminRoute,
  BodyOf,
  ParamsInputOf,
  ParamsOf,
  QueryInputOf,
  QueryOf,
  RequestBodyOf,
  ResponseOf,
  SuccessStatusOf,
} from './route-types.js';

/**
 * The admin API (`/admin/api`, the portal's): one entry per operation. The server mounts it, the admin
 * OpenAPI document describes it and the portal's hooks call it, all from this table.
 */
export const ADMIN_ROUTES = [
  ...ADMIN_SESSION_ROUTES,
  ...ADMIN_PARTNER_ROUTES,
  ...ADMIN_WEBHOOK_ROUTES,
  ...ADMIN_BIAS_AUDIT_ROUTES,
  ...ADMIN_AUDIT_ROUTES,
] as const satisfies readonly AdminRoute[];

export type AdminRoutes = (typeof ADMIN_ROUTES)[number];
export type AdminOperationId = AdminRoutes['operationId'];
export type AdminRouteById<K extends AdminOperationId> = Extract<AdminRoutes, { operationId: K }>;

/** The admin route of an operation, typed as that operation's entry. */
export function adminRouteById<K extends AdminOperationId>(operationId: K): AdminRouteById<K> {
  const route = ADMIN_ROUTES.find((r): r is AdminRouteById<K> => r.operationId === operationId);
  if (!route) throw new TypeError(`unknown admin operation ${operationId}`);
  return route;
}

/** What a caller of an admin operation sends (no params or body key where there are none). */
export type AdminOperationRequest<K extends AdminOperationId> = {
  query?: QueryInputOf<AdminRouteById<K>>;
} & (Record<never, never> extends ParamsInputOf<AdminRouteById<K>> // no required path parameter (NO_PARAMS)
  ? { params?: ParamsInputOf<AdminRouteById<K>> }
  : { params: ParamsInputOf<AdminRouteById<K>> }) &
  (RequestBodyOf<AdminRouteById<K>> extends undefined
    ? { body?: undefined }
    : { body: RequestBodyOf<AdminRouteById<K>> });
export type AdminOperationResponse<K extends AdminOperationId> = ResponseOf<AdminRouteById<K>>;
export type AdminOperationStatus<K extends AdminOperationId> = SuccessStatusOf<AdminRouteById<K>>;
export type AdminOperationParams<K extends AdminOperationId> = ParamsOf<AdminRouteById<K>>;
export type AdminOperationQuery<K extends AdminOperationId> = QueryOf<AdminRouteById<K>>;
export type AdminOperationQueryInput<K extends AdminOperationId> = QueryInputOf<AdminRouteById<K>>;
export type AdminOperationBody<K extends AdminOperationId> = BodyOf<AdminRouteById<K>>;
