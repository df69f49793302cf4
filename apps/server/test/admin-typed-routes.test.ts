import {
  ADMIN_OPERATIONS,
  ADMIN_ROUTES,
  type AdminOperationName,
  adminRouteById,
  fillPath,
  type AdminOperationId,
  type AdminOperationRequest,
  type AdminOperationResponse,
} from '@rubric/contracts';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AdminHandlers, AdminHandlersOf } from '../src/admin-handler.js';

/**
 * Compile-time checks of the typed admin route table: `npm run typecheck` compiles this file, and every
 * `@ts-expect-error` below must meet an error, or the typecheck fails. The functions are never called.
 */
export function adminHandlerTypeChecks(handlers: AdminHandlers) {
  const { listPartners: _dropped, ...allButOne } = handlers;
  // @ts-expect-error a handler is missing: the admin table has listPartners
  const missing: AdminHandlers = allButOne;

  const wrongBody: AdminHandlersOf<'getPartner'> = {
    // @ts-expect-error the response body must be { partner }, not the bare partner list
    getPartner: () => ({ status: 200, body: { partners: [] } }),
  };
  const wrongStatus: AdminHandlersOf<'revokeApiKey'> = {
    // @ts-expect-error revokeApiKey answers 204 only
    revokeApiKey: () => ({ status: 200, body: undefined }),
  };
  const wrongInput: AdminHandlersOf<'createApiKey'> = {
    createApiKey: (input) => {
      // @ts-expect-error the path parameter is partnerId
      void input.params.partnerID;
      // params, query and body are inferred from the route: `environment` is the enum, the session is there.
      expectTypeOf(input.body.environment).toEqualTypeOf<'test' | 'live'>();
      expectTypeOf(input.admin.email).toEqualTypeOf<string>();
      return handlers.createApiKey(input);
    },
  };
  const openRoute: AdminHandlersOf<'signIn'> = {
    signIn: (input) => {
      // An open route has no administrator yet.
      expectTypeOf(input.admin).toEqualTypeOf<null>();
      return handlers.signIn(input);
    },
  };
  const listInput: AdminHandlersOf<'searchScoringJobs'> = {
    searchScoringJobs: (input) => {
      expectTypeOf(input.query.limit).toEqualTypeOf<number | undefined>();
      expectTypeOf(input.query.status).toEqualTypeOf<'pending' | 'completed' | 'failed' | undefined>();
      return handlers.searchScoringJobs(input);
    },
  };
  return [missing, wrongBody, wrongStatus, wrongInput, openRoute, listInput];
}

/** The portal's `call` (apps/portal/src/api/client.ts) has this type: operations, params, bodies and answers. */
type AdminCall = <K extends AdminOperationId>(
  operationId: K,
  request: AdminOperationRequest<K>,
) => Promise<AdminOperationResponse<K>>;

export async function adminCallerTypeChecks(call: AdminCall) {
  // @ts-expect-error no such operation
  await call('listPartner', {});
  // @ts-expect-error partnerId is required
  await call('getPartner', {});
  // @ts-expect-error environment must be test or live
  await call('createApiKey', { params: { partnerId: 'p' }, body: { environment: 'prod' } });
  // @ts-expect-error revoking takes no body
  await call('revokeApiKey', { params: { keyId: 'k' }, body: { reason: 'x' } });
  // @ts-expect-error the status filter is one of the route's statuses
  await call('searchScoringJobs', { query: { status: 'done' } });
  const partner = await call('getPartner', { params: { partnerId: 'p' } });
  expectTypeOf(partner.partner.blindScoring).toEqualTypeOf<boolean>();
  const partners = await call('listPartners', {});
  expectTypeOf(partners.partners).toBeArray();
  expectTypeOf(await call('revokeApiKey', { params: { keyId: 'k' } })).toEqualTypeOf<undefined>();
}

describe('the typed admin route table', () => {
  it('finds each operation by id; ids and (method, path) pairs are unique', () => {
    const ids: AdminOperationId[] = ADMIN_ROUTES.map((r) => r.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ADMIN_ROUTES.map((r) => `${r.method} ${r.path}`)).size).toBe(ids.length);
    for (const id of ids) expect(adminRouteById(id).operationId).toBe(id);
    expect(() => adminRouteById('nope' as AdminOperationId)).toThrow(/unknown admin operation/);
  });

  it('the zod-free operation map the portal calls through names exactly the operations of the table', () => {
    expectTypeOf<AdminOperationName>().toEqualTypeOf<AdminOperationId>();
    expect(Object.keys(ADMIN_OPERATIONS).sort()).toEqual(ADMIN_ROUTES.map((r) => r.operationId).sort());
    for (const route of ADMIN_ROUTES)
      expect(ADMIN_OPERATIONS[route.operationId]).toEqual({ method: route.method, path: route.path });
  });

  it('fills path templates with encoded parameters and refuses a missing one', () => {
    expect(fillPath('/admin/api/partners/{partnerId}/api-keys', { partnerId: 'a/b c' })).toBe(
      '/admin/api/partners/a%2Fb%20c/api-keys',
    );
    expect(() => fillPath('/admin/api/partners/{partnerId}', {})).toThrow(/missing path parameter partnerId/);
  });
});
