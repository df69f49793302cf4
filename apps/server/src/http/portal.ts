import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type IRouter, type Request, type Response } from 'express';
import { underPrefix } from './paths.js';

/** `apps/server/{src,dist}/http/` → `apps/portal/dist` (the same depth from the sources and the build). */
const PORTAL_DIST = fileURLToPath(new URL('../../../portal/dist', import.meta.url));

/**
 * Paths the portal never answers: an unknown route under them stays the API's 404 problem, not index.html.
 * Read loosely (`//v1`, `/V1`, `/%76%31`), as the API claims them (`underPrefix`).
 */
const NOT_PORTAL_PREFIXES = ['v1', 'admin/api', 'docs', 'healthz', 'readyz', 'metrics'];
const notPortal = (path: string) => NOT_PORTAL_PREFIXES.some((prefix) => underPrefix(path, prefix));

/**
 * The portal runs only its own bundled scripts and styles and talks only to this origin. No
 * 'unsafe-inline' anywhere: React sets styles through the CSSOM, which CSP does not restrict.
 */
const PORTAL_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

function securityHeaders(res: Response): void {
  res.setHeader('Content-Security-Policy', PORTAL_CSP);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'same-origin');
}

function isPortalPage(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (notPortal(req.path)) return false;
  // `/favicon.ico`, `/assets/missing.js`: a file that is not there is a 404, not the app's HTML.
  return extname(req.path) === '';
}

/**
 * Serves the built admin portal at `/`: hashed files under /assets cached for a year, everything
 * else revalidated, and every other GET outside the API prefixes answered with index.html so that
 * the client-side router owns deep links (`/scoring-jobs/sj_…`). Mount after the admin API.
 */
export function mountPortal(app: IRouter, distDir: string = PORTAL_DIST): void {
  const index = join(distDir, 'index.html');
  const assets = join(distDir, 'assets');
  // Mounted even when dist/ is missing: a build made while the server runs is served without a restart.
  const files = express.static(distDir, {
    index: false,
    redirect: false,
    setHeaders(res, path) {
      securityHeaders(res);
      // Vite puts a content hash in every file name under assets/: a changed file is a new URL.
      res.setHeader('Cache-Control', path.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.use((req, res, next) => {
    if (notPortal(req.path)) return next();
    res.locals.routeLabel = '/portal';
    files(req, res, next);
  });
  app.use((req, res, next) => {
    if (!isPortalPage(req)) return next();
    if (!existsSync(index)) {
      res
        .status(503)
        .type('text/plain')
        .send('The admin portal is not built. Run `npm run build` (or `npm start`, which builds it), then reload.\n');
      return;
    }
    securityHeaders(res);
    // index.html names the current hashed bundles: always revalidate it so that a deploy is picked up.
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index, (err) => {
      if (err) next(err);
    });
  });
}
