import type { IncomingMessage } from 'node:http';
import findMyWay, { type HTTPMethod } from 'find-my-way';
import type { ApiError } from '../errors/api-error.js';
import { malformedPath, noRoute, wrongMethod } from './errors.js';

/** find-my-way calls no handler here (the dispatcher only `find`s); every route needs one all the same. */
const UNUSED = () => undefined;

/** `/v1/jobs/{jobId}` → `/v1/jobs/:jobId` (find-my-way): the one path converter. */
const routerPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

function makeRouter() {
  return findMyWay({
    // `/v1/jobs/j/criteria/` is `/v1/jobs/j/criteria`; paths are case-sensitive.
    ignoreTrailingSlash: true,
    caseSensitive: true,
    // Long path parameters reach validation (a 400 naming the parameter) instead of failing to match.
    maxParamLength: 16 * 1024,
    // find-my-way then answers a match without a store (every route here has one) instead of none.
    onBadUrl: UNUSED,
  });
}

/** An empty segment where a parameter belongs (`/v1/jobs//criteria`) matches no route. */
const hasEmptyParam = (params: Record<string, string | undefined>) => {
  for (const key in params) if (params[key] === '') return true;
  return false;
};

/** What a lookup found: the route's entry and its decoded path parameters, or why none matched. */
export type Lookup<T> =
  | { entry: T; params: Record<string, string>; url: string; path: string; query: string | undefined }
  | { entry: undefined; unmatched: () => ApiError; url: string };

/**
 * One route table (the partner API's, the admin API's) in a radix tree (find-my-way): one lookup per
 * request. HEAD runs GET. When nothing matches, `unmatched` says why: a malformed path (400), a path with
 * other methods (405 with `Allow`), or none (404). A table's guard decides when that error is thrown
 * (the partner API authenticates first, the admin API checks the session first).
 */
export function routeTable<T>(
  routes: ReadonlyArray<{ method: string; path: string }>,
  entryOf: (index: number) => T,
): { lookup(req: IncomingMessage): Lookup<T>; operations: string[] } {
  const operations = makeRouter();
  const paths = makeRouter();
  const allowed = new Map<string, string[]>();
  routes.forEach((route, index) => {
    const path = routerPath(route.path);
    operations.on(route.method.toUpperCase() as HTTPMethod, path, UNUSED, { entry: entryOf(index) });
    allowed.set(path, [...(allowed.get(path) ?? []), route.method.toUpperCase()]);
  });
  for (const [path, methods] of allowed) paths.on('GET', path, UNUSED, { allow: methods.join(', ') });

  function unmatched(method: string | undefined, url: string, malformed: boolean): ApiError {
    const path = paths.find('GET', url);
    if (malformed || path?.store === null) return malformedPath();
    if (path && !hasEmptyParam(path.params)) return wrongMethod(method, (path.store as { allow: string }).allow);
    return noRoute(method, url);
  }

  return {
    lookup(req) {
      // A fragment is no part of a request (clients do not send one): it is dropped.
      const hashAt = req.url?.indexOf('#') ?? -1;
      const url = hashAt === -1 ? (req.url ?? '/') : (req.url ?? '/').slice(0, hashAt);
      const found = operations.find(req.method === 'HEAD' ? 'GET' : (req.method as HTTPMethod), url);
      if (!found || found.store === null || hasEmptyParam(found.params)) {
        const malformed = found?.store === null;
        return { entry: undefined, url, unmatched: () => unmatched(req.method, url, malformed) };
      }
      const queryAt = url.indexOf('?');
      return {
        entry: (found.store as { entry: T }).entry,
        params: found.params as Record<string, string>,
        url,
        path: queryAt === -1 ? url : url.slice(0, queryAt),
        query: queryAt === -1 ? undefined : url.slice(queryAt + 1),
      };
    },
    operations: routes.map((r) => `${r.method.toUpperCase()} ${r.path}`),
  };
}
