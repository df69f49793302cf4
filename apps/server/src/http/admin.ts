import cookieParser from 'cookie-parser';
import { Router, type IRouter } from 'express';
import type { AppContext } from '../context.js';
import { adminAuthRouter, requireAdmin } from '../modules/admin-auth/routes.js';
import type { SessionStore } from '../modules/admin-auth/sessions.js';
import { jsonBody } from './body.js';

/**
 * `/admin/api`: cookie sessions only (partner API keys never open it). Sign-in and setup are open;
 * everything else mounted through `protectedRouters` requires a session, and mutations a CSRF token.
 */
export function mountAdminApi(app: IRouter, ctx: AppContext, sessions: SessionStore, protectedRouters: Router[]): void {
  const api = Router();
  api.use((_req, res, next) => {
    res.locals.routeLabel = '/admin/api';
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  api.use(cookieParser());
  api.use(adminAuthRouter(ctx, sessions, jsonBody));
  api.use(requireAdmin(sessions));
  // After the session check: nobody without a session gets a megabyte parsed (the open routes take 8 KB).
  api.use(...jsonBody());
  for (const router of protectedRouters) api.use(router);
  app.use('/admin/api', api);
}
