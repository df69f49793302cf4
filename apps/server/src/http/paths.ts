/** `%76` → `v`: one decoding pass, as a router would make; a malformed escape is left as it is. */
const decodeEscapes = (path: string) =>
  path.replace(/%([0-9a-fA-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * Whether a request target falls under `/<prefix>` when read loosely: percent-escapes decoded once, a run of
 * slashes taken as one, letters in any case (`//v1/…`, `/V1/…`, `/v1%2F…`, `/%76%31/…` are all under `v1`).
 * The API claims every such path and routes only the exact form, so the loose ones get the API's 404
 * problem document, never another handler's answer (the portal's page): docs/api-decisions.md, "Paths".
 */
export function underPrefix(url: string, prefix: string): boolean {
  const end = url.search(/[?#]/);
  let path = end === -1 ? url : url.slice(0, end);
  if (path.includes('%')) path = decodeEscapes(path);
  path = path.replace(/\/{2,}/g, '/').toLowerCase();
  const head = `/${prefix}`;
  return path.startsWith(head) && (path.length === head.length || path[head.length] === '/');
}

/**
 * The origin form of an absolute-form request target (`GET http://host/v1/jobs?x` → `/v1/jobs?x`, RFC 9112
 * §3.2.2: a server must accept it and routes by its path), or undefined when `url` is not one. The host it
 * names is not used: Rubric answers the same on every name it is reached by.
 */
export function originForm(url: string): string | undefined {
  if (!/^https?:\/\//i.test(url)) return undefined;
  const afterScheme = url.indexOf('//') + 2;
  const pathAt = url.slice(afterScheme).search(/[/?#]/);
  if (pathAt === -1) return '/';
  const rest = url.slice(afterScheme + pathAt);
  return rest.startsWith('/') ? rest : `/${rest}`;
}
