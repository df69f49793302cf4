import type { Request, RequestHandler, Router } from 'express';

/**
 * A router that exists a little after the server listens (the admin API and the portal load then, so that
 * they do not delay the first partner request). The requests it `serves` that arrive before it is built wait
 * for it; every other request passes straight on. A router that failed to build answers with its error.
 */
export function deferredRouter(serves: (req: Request) => boolean): {
  handler: RequestHandler;
  resolve(router: Router): void;
  reject(err: unknown): void;
} {
  let router: Router | undefined;
  // Assigned by the Promise executor below, which runs synchronously.
  let resolve!: (router: Router) => void;
  let reject!: (err: unknown) => void;
  const built = new Promise<Router>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // A failure reaches the requests that wait, not the process as an unhandled rejection.
  built.then((r) => (router = r)).catch(() => undefined);
  const handler: RequestHandler = (req, res, next) => {
    if (!serves(req)) return next();
    if (router) return router(req, res, next);
    built.then((r) => r(req, res, next), next);
  };
  return { handler, resolve, reject };
}
