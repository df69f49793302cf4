import { API_ROUTES, routeById, type OperationId } from '@rubric/contracts';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { RubricClient } from '../../../packages/client/src/index.js';
import type { HandlersOf, OperationHandlers } from '../src/handler.js';
import type { ApiClient } from './harness.js';

/**
 * Compile-time checks of the typed route table: `npm run typecheck` compiles this file, and every
 * `@ts-expect-error` below must meet an error, or the typecheck fails. The functions are never called.
 */
export function handlerTypeChecks(handlers: OperationHandlers) {
  const { getAnalyticsSummary: _dropped, ...allButOne } = handlers;
  // @ts-expect-error a handler is missing: the table has getAnalyticsSummary
  const missing: OperationHandlers = allButOne;

  const wrongBody: HandlersOf<'replaceCriteria'> = {
    // @ts-expect-error the response body must be a CriteriaWriteResponse, not a number
    replaceCriteria: ({ body }) => ({ status: 200, body: body.criteria.length }),
  };
  const wrongStatus: HandlersOf<'deleteLibraryCriterion'> = {
    // @ts-expect-error deleteLibraryCriterion answers 204 only
    deleteLibraryCriterion: () => ({ status: 200, body: undefined }),
  };
  const wrongInput: HandlersOf<'addCriterion'> = {
    addCriterion: ({ params, body }) => {
      // @ts-expect-error the path parameter is jobId
      void params.jobID;
      // params, query and body are inferred from the route: `importance` is the enum, `limit` a number.
      expectTypeOf(body.importance).toEqualTypeOf<'MUST_HAVE' | 'NICE_TO_HAVE'>();
      return handlers.addCriterion({ ...inputOf(handlers), params, body });
    },
  };
  const listInput: HandlersOf<'listCriteriaVersions'> = {
    listCriteriaVersions: (input) => {
      expectTypeOf(input.query.limit).toEqualTypeOf<number | undefined>();
      return handlers.listCriteriaVersions(input);
    },
  };
  return [missing, wrongBody, wrongStatus, wrongInput, listInput];
}

function inputOf(handlers: OperationHandlers): Parameters<OperationHandlers['addCriterion']>[0] {
  throw new Error(`type-level only ${Object.keys(handlers).length}`);
}

export async function callerTypeChecks(client: RubricClient, api: ApiClient) {
  // @ts-expect-error no such operation
  await client.call('replaceCriterias', { params: { jobId: 'j' } });
  // @ts-expect-error importance must be MUST_HAVE or NICE_TO_HAVE
  await client.addCriterion('j', { text: 'TypeScript', importance: 'MAYBE' });
  const written = await client.replaceCriteria('j', { criteria: [] });
  expectTypeOf(written.criteriaRevision).toEqualTypeOf<string>();
  const job = await client.getScoringJob('j', 'a', 's');
  // `error` is nullable in the contract, so reading its code needs a null check.
  // @ts-expect-error 'job.scoringJob.error' is possibly 'null'
  void job.scoringJob.error.code;

  // @ts-expect-error the body of replaceCriteria is { criteria }, not a bare array
  await api.call('replaceCriteria', { params: { jobId: 'j' }, body: [] });
  // @ts-expect-error jobId is required
  await api.call('getCurrentCriteriaVersion', { params: {} });
  const res = await api.call('getCurrentCriteriaVersion', { params: { jobId: 'j' } });
  expectTypeOf(res.body.version.criteriaRevision).toEqualTypeOf<string>();
}

describe('the typed route table', () => {
  it('finds each operation by id, and ids are unique', () => {
    const ids: OperationId[] = API_ROUTES.map((r) => r.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(routeById(id).operationId).toBe(id);
    expect(() => routeById('nope' as OperationId)).toThrow(/unknown operation/);
  });
});
