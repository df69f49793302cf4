import { OpenAPIRegistry, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import { ADMIN_ROUTES } from './admin-routes.js';
import { Problem } from './errors.js';
import {
  errorResponses,
  generateDocument,
  headerRefs,
  registerHeaders,
  registerSharedResponses,
  type ResponseHeaderName,
} from './openapi-parts.js';
import { ADMIN_TAGS, needsCsrf, NO_BODY, type AdminRoute } from './route-types.js';

/** Every admin response carries the trace id; the admin API has no rate-limit headers (sign-in has its throttle). */
const BASE_HEADERS: readonly ResponseHeaderName[] = ['X-Trace-Id'];
const USED_HEADERS: readonly ResponseHeaderName[] = ['X-Trace-Id', 'Retry-After', 'Retry-After-Optional', 'Allow'];

function security(route: AdminRoute): RouteConfig['security'] {
  if (route.access === 'open') return [];
  return needsCsrf(route) ? [{ sessionCookie: [], csrfToken: [] }] : [{ sessionCookie: [] }];
}

function registerRoute(registry: OpenAPIRegistry, route: AdminRoute) {
  const content =
    route.success.schema === NO_BODY ? {} : { content: { 'application/json': { schema: route.success.schema } } };
  registry.registerPath({
    method: route.method,
    path: route.path,
    operationId: route.operationId,
    tags: [route.tag],
    summary: route.summary,
    description: route.description,
    security: security(route),
    request: {
      ...(Object.keys(route.params.shape).length ? { params: route.params } : {}),
      ...(Object.keys(route.query.shape).length ? { query: route.query } : {}),
      ...(route.body !== NO_BODY
        ? { body: { required: true, content: { 'application/json': { schema: route.body } } } }
        : {}),
    },
    responses: {
      [String(route.success.status)]: {
        description: route.success.description,
        headers: headerRefs(BASE_HEADERS),
        ...content,
      },
      ...errorResponses(route.errors, () => BASE_HEADERS),
    },
  });
}

/**
 * The OpenAPI 3.1 document of the admin API (`/admin/api`, served to signed-in administrators at
 * `/admin/api/openapi.json`), generated from the zod schemas and the admin route table.
 */
export function buildAdminOpenApiDocument(options: { publicBaseUrl: string; version?: string }) {
  const base = options.publicBaseUrl.replace(/\/+$/, '');
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'sessionCookie', {
    type: 'apiKey',
    in: 'cookie',
    name: 'rubric_session',
    description: 'The session cookie set by `POST /admin/api/session` (sign-in) or `POST /admin/api/setup`.',
  });
  registry.registerComponent('securitySchemes', 'csrfToken', {
    type: 'apiKey',
    in: 'header',
    name: 'X-CSRF-Token',
    description: 'The session’s `csrfToken` (from sign-in or `GET /admin/api/session`); required on every mutation.',
  });
  registry.register('Problem', Problem);
  registerHeaders(registry, USED_HEADERS);
  registerSharedResponses(registry, BASE_HEADERS, BASE_HEADERS, {
    Unauthorized: 'No session, or it expired (`UNAUTHORIZED`); also a wrong e-mail, password or setup token.',
    NotFound: 'No operation has this path (`NOT_FOUND`), for a signed-in administrator.',
    MethodNotAllowed:
      'The path exists but not for this method (`METHOD_NOT_ALLOWED`); `Allow` lists the methods it takes.',
  });
  for (const route of ADMIN_ROUTES) registerRoute(registry, route);

  return generateDocument(registry, {
    base,
    version: options.version,
    title: 'Rubric — admin API',
    description: [
      'The API of the admin portal: partners and keys, scoring jobs, deletion requests and webhooks across partners. It takes a portal session, never a partner API key.',
      'Sign in with `POST /admin/api/session`; the session cookie then authenticates every request, and every mutation also sends the session’s CSRF token in `X-CSRF-Token` (403 `FORBIDDEN` without it).',
      `Errors are RFC 7807 problem documents (\`application/problem+json\`), as in the partner API; every code is described at ${base}/docs/errors. Every response carries \`X-Trace-Id\`.`,
      'Without a session every path but the session and setup routes answers 401. For a signed-in administrator, a path that matches no operation answers 404 `NOT_FOUND` (`#/components/responses/NotFound`), and a known path with another method 405 `METHOD_NOT_ALLOWED` (`#/components/responses/MethodNotAllowed`).',
    ],
    security: [{ sessionCookie: [] }],
    tags: ADMIN_TAGS,
  });
}
