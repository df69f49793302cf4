import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import {
  buildAdminOpenApiDocument,
  buildOpenApiDocument,
  ERROR_CATALOGUE,
  ERROR_CODES,
  errorAnchor,
} from '@rubric/contracts';
import express, { Router } from 'express';
import type { AppContext } from '../../context.js';
import type { AdminHandlersOf } from '../../admin-handler.js';

const require = createRequire(import.meta.url);
const swaggerUiDir = dirname(require.resolve('swagger-ui-dist/package.json'));

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const inlineCode = (s: string) => escapeHtml(s).replace(/`([^`]+)`/g, '<code>$1</code>');

function errorsPage(): string {
  const rows = ERROR_CODES.map((code) => {
    const e = ERROR_CATALOGUE[code];
    return `<section id="${errorAnchor(code)}"><h2><a href="#${errorAnchor(code)}">${code}</a></h2>
<p class="meta">HTTP ${e.status} · retryable: ${e.retryable}</p><p><strong>${escapeHtml(e.title)}.</strong> ${inlineCode(e.description)}</p></section>`;
  }).join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Rubric — error codes</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem;color:#1f2328}
h1{font-size:1.6rem}h2{font-size:1.1rem;margin:1.6rem 0 .2rem;font-family:ui-monospace,monospace}h2 a{color:inherit;text-decoration:none}
.meta{color:#59636e;margin:0}code{background:#f1f3f5;padding:0 .25rem;border-radius:3px}section:target{background:#fff8c5;padding:.2rem .6rem}</style>
</head><body><h1>Rubric — error codes</h1>
<p>Every error is an RFC 7807 problem document (<code>application/problem+json</code>) with <code>type</code>, <code>code</code>, <code>status</code>, <code>message</code>, <code>retryable</code>, <code>traceId</code> and, where useful, <code>details</code> (<code>field</code>, <code>code</code>, <code>message</code>). The <code>type</code> URI points at the entry below. See also the <a href="/docs">API reference</a>.</p>
${rows}</body></html>`;
}

const REFERENCE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Rubric — API reference</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="stylesheet" href="/docs/assets/swagger-ui.css"></head>
<body><div id="swagger-ui"></div><script src="/docs/assets/swagger-ui-bundle.js"></script><script src="/docs/init.js"></script></body></html>`;

const INIT_SCRIPT = `window.ui = SwaggerUIBundle({ url: '/v1/openapi.json', dom_id: '#swagger-ui', deepLinking: true, validatorUrl: null });`;

/** Where the partner API's document is served (without a key). */
export const OPENAPI_PATH = '/v1/openapi.json';

/** `/v1/openapi.json`, the reference page at `/docs` (Swagger UI from npm, no CDN) and `/docs/errors`. */
export function docsRouter(ctx: AppContext): Router {
  const router = Router();
  // Built on the first request, not at start: the document is the costliest thing the server builds (~0.1 s).
  let document: string | undefined;
  let errors: string | undefined;
  router.get(OPENAPI_PATH, (_req, res) => {
    res.locals.routeLabel = OPENAPI_PATH;
    document ??= JSON.stringify(buildOpenApiDocument({ publicBaseUrl: ctx.config.publicBaseUrl }));
    res.type('application/json').send(document);
  });
  router.get('/docs/errors', (_req, res) => {
    res.locals.routeLabel = '/docs/errors';
    errors ??= errorsPage();
    res.type('html').send(errors);
  });
  router.get('/docs/init.js', (_req, res) => {
    res.type('application/javascript').send(INIT_SCRIPT);
  });
  router.use('/docs/assets', express.static(swaggerUiDir, { index: false, maxAge: '1d' }));
  router.get(['/docs', '/docs/'], (_req, res) => {
    res.locals.routeLabel = '/docs';
    res.type('html').send(REFERENCE_PAGE);
  });
  return router;
}

/** The admin API's own OpenAPI document, served to signed-in administrators at `/admin/api/openapi.json`. */
export function adminDocsHandlers(ctx: AppContext): AdminHandlersOf<'getAdminOpenApiDocument'> {
  const document = buildAdminOpenApiDocument({ publicBaseUrl: ctx.config.publicBaseUrl });
  return { getAdminOpenApiDocument: () => ({ status: 200, body: { ...document } }) };
}
