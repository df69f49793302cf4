import type { AdminOperationId, AdminOperationRequest, AdminOperationResponse, ErrorDetail } from '@rubric/contracts';
// The zod-free entry point: method and path of each operation, without the schemas (first page load).
import { ADMIN_OPERATIONS, fillPath } from '@rubric/contracts/admin-operations';

/**
 * Every failure of a call to the server, normalised: a problem+json body keeps its code, message,
 * details and trace id; anything else (a proxy's HTML page, a dropped connection) gets a code of our
 * own so that screens render one kind of error.
 */
export class ApiProblem extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: ErrorDetail[];
  readonly traceId: string | null;
  readonly retryable: boolean;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    details?: ErrorDetail[];
    traceId?: string | null;
    retryable?: boolean;
  }) {
    super(init.message);
    this.name = 'ApiProblem';
    this.status = init.status;
    this.code = init.code;
    this.details = init.details ?? [];
    this.traceId = init.traceId ?? null;
    this.retryable = init.retryable ?? false;
  }

  /** The message of the detail for one field (`url`, `payload.result.score`), for inline form errors. */
  fieldError(field: string): string | undefined {
    return this.details.find((d) => d.field === field || d.field.endsWith(`.${field}`))?.message;
  }
}

export function isProblem(e: unknown, code?: string): e is ApiProblem {
  return e instanceof ApiProblem && (code === undefined || e.code === code);
}

// The CSRF token comes with the session (sign-in, setup, GET /session); it is kept in memory only,
// never in storage, so that a script on another tab or origin cannot read it.
let csrfToken: string | null = null;
export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

type Listener = (problem: ApiProblem) => void;
const unauthorizedListeners = new Set<Listener>();
/** The session layer subscribes: any 401 means the session is gone and the sign-in screen must show. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

type Query = Record<string, string | number | readonly string[] | undefined | null>;

/** A repeatable parameter (an array) goes once per value: `?jobId=a&jobId=b`. */
function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (Array.isArray(v)) for (const item of v) params.append(k, String(item));
    else if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  }
  const s = params.toString();
  return s ? `${path}?${s}` : path;
}

async function toProblem(res: Response): Promise<ApiProblem> {
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    const body: unknown = await res.json().catch(() => null);
    if (body && typeof body === 'object' && 'code' in body && 'message' in body) {
      const b = body as { code: unknown; message: unknown; details?: unknown; traceId?: unknown; retryable?: unknown };
      return new ApiProblem({
        status: res.status,
        code: String(b.code),
        message: String(b.message),
        details: Array.isArray(b.details) ? (b.details as ErrorDetail[]) : [],
        traceId: typeof b.traceId === 'string' ? b.traceId : res.headers.get('x-trace-id'),
        retryable: b.retryable === true,
      });
    }
  }
  return new ApiProblem({
    status: res.status,
    code: `HTTP_${res.status}`,
    message: `The server answered ${res.status} ${res.statusText || ''} without a problem document.`.replace(
      /\s+\./,
      '.',
    ),
    traceId: res.headers.get('x-trace-id'),
    retryable: res.status >= 500,
  });
}

/**
 * The one way the portal talks to the admin API: an operation of the admin route table, its path, query and
 * body typed by the table (a wrong path parameter or body does not compile) and its response typed likewise.
 * Same-origin cookies, CSRF on mutations, typed errors.
 */
export async function call<K extends AdminOperationId>(
  operationId: K,
  request: AdminOperationRequest<K>,
): Promise<AdminOperationResponse<K>> {
  const route = ADMIN_OPERATIONS[operationId];
  const method = route.method.toUpperCase();
  const body: unknown = request.body;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET' && csrfToken) headers['X-CSRF-Token'] = csrfToken;
  // Every path parameter and query parameter of the admin table is a string (or absent); the generic request
  // type does not narrow to that for an unknown K.
  const params = (request.params ?? {}) as Record<string, string>;
  const url = withQuery(fillPath(route.path, params), request.query as Query | undefined);
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  } catch {
    throw new ApiProblem({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'The server could not be reached. Check that Rubric is running.',
      retryable: true,
    });
  }
  if (!res.ok) {
    const problem = await toProblem(res);
    if (problem.status === 401) for (const l of unauthorizedListeners) l(problem);
    throw problem;
  }
  // A 204 has no body, and the table says so: its response type is `undefined`.
  if (res.status === 204) return undefined as AdminOperationResponse<K>;
  return (await res.json()) as AdminOperationResponse<K>;
}
