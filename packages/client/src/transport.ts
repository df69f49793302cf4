import { randomUUID } from 'node:crypto';
import { routeById, type ApiRoute, type OperationId, type Problem } from '@rubric/contracts';
import { RubricApiError } from './errors.js';
import { parseRetryAfter, retryDelay, retryPolicy, shouldRetry, type RetryOptions, type RetryPolicy } from './retry.js';

export interface ClientOptions {
  /** Where Rubric listens, e.g. `https://rubric.example.com` (no `/v1`). */
  baseUrl: string;
  /** `sk_test_…` or `sk_live_…`. */
  apiKey: string;
  /** `X-Tenant-Id` of every call that needs one (see `withTenant`). */
  tenantId?: string;
  retry?: RetryOptions;
  /** Time limit of each attempt (default 30 s). */
  timeoutMs?: number;
  /** Replaces the global fetch (proxies, tests). */
  fetch?: typeof fetch;
  /** How to wait between attempts (tests pass a recorder). */
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  userAgent?: string;
}

export interface CallOptions {
  /** Idempotency-Key of criteria and library mutations; generated when absent, and kept across retries. */
  idempotencyKey?: string;
  /** `X-Expected-Criteria-Revision`: make a criteria write conditional (412 when stale). */
  expectedCriteriaRevision?: string;
  signal?: AbortSignal;
}

interface Call {
  params?: Record<string, string>;
  query?: Record<string, string | number | readonly string[] | undefined>;
  body?: unknown;
  options?: CallOptions | undefined;
  /** Another representation the operation offers (`text/csv`): the body is returned as text. */
  accept?: string;
}

/** Submissions deduplicate by jobId and applicationId, so repeating one after a lost response is safe. */
const REPEATABLE = new Set<OperationId>(['submitScoringJob', 'submitScoringBatch']);

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function pathOf(route: ApiRoute, params: Record<string, string>): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`${route.operationId}: missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}

/** A repeatable parameter (an array) is sent once per value: `?jobId=a&jobId=b`. */
function queryOf(query: Call['query']): string {
  const entries = Object.entries(query ?? {}).flatMap(([k, v]): [string, string][] =>
    v === undefined ? [] : Array.isArray(v) ? v.map((item): [string, string] => [k, String(item)]) : [[k, String(v)]],
  );
  return entries.length ? `?${new URLSearchParams(entries).toString()}` : '';
}

/** A problem document from the body, or one made up for answers that are not (a proxy's HTML page). */
async function problemOf(res: Response): Promise<Problem> {
  const text = await res.text();
  try {
    const parsed = JSON.parse(text) as Partial<Problem>;
    if (parsed && typeof parsed.code === 'string' && typeof parsed.retryable === 'boolean')
      return { ...parsed, status: res.status } as Problem;
  } catch {
    // fall through: not JSON
  }
  const retryable = res.status === 429 || res.status >= 500;
  const code =
    res.status === 429
      ? 'RATE_LIMITED'
      : res.status === 503
        ? 'SERVICE_UNAVAILABLE'
        : res.status >= 500
          ? 'INTERNAL_ERROR'
          : 'VALIDATION_ERROR';
  return {
    type: 'about:blank',
    code,
    status: res.status,
    message: `HTTP ${res.status}: ${text.slice(0, 200)}`,
    retryable,
    traceId: res.headers.get('x-trace-id') ?? '',
  };
}

/** One HTTP exchange per attempt, with the spec's retry rules around it. */
export class Transport {
  private readonly policy: RetryPolicy;
  private readonly fetchImpl: typeof fetch;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly options: ClientOptions) {
    this.policy = retryPolicy(options.retry, options.random);
    this.fetchImpl = options.fetch ?? fetch;
    this.sleep = options.sleep ?? defaultSleep;
  }

  async call<T>(operationId: OperationId, call: Call, tenantId: string | undefined): Promise<T> {
    const route: ApiRoute = routeById(operationId);
    const url = `${this.options.baseUrl.replace(/\/+$/, '')}${pathOf(route, call.params ?? {})}${queryOf(call.query)}`;
    const init = this.requestInit(route, call, tenantId);
    const safe = route.method === 'get' || route.idempotent || REPEATABLE.has(operationId);
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.once<T>(url, init, call.options?.signal, call.accept !== undefined);
      } catch (err) {
        if (call.options?.signal?.aborted || attempt >= this.policy.maxAttempts || !shouldRetry(err, safe)) throw err;
        await this.sleep(retryDelay(this.policy, attempt, err));
      }
    }
  }

  private requestInit(route: ApiRoute, call: Call, tenantId: string | undefined): RequestInit {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${this.options.apiKey}`,
      Accept: call.accept ?? 'application/json',
      'User-Agent': this.options.userAgent ?? 'rubric-client/0.1',
    };
    if (route.tenant) {
      if (!tenantId) throw new TypeError(`${route.operationId} needs a tenant: pass tenantId or use withTenant()`);
      headers['X-Tenant-Id'] = tenantId;
    }
    // One key for every attempt of this call: a retry then replays the first outcome instead of repeating the write.
    if (route.idempotent) headers['Idempotency-Key'] = call.options?.idempotencyKey ?? randomUUID();
    if (call.options?.expectedCriteriaRevision !== undefined)
      headers['X-Expected-Criteria-Revision'] = call.options.expectedCriteriaRevision;
    if (call.body !== undefined) headers['Content-Type'] = 'application/json';
    return {
      method: route.method.toUpperCase(),
      headers,
      ...(call.body !== undefined ? { body: JSON.stringify(call.body) } : {}),
    };
  }

  private async once<T>(url: string, init: RequestInit, signal: AbortSignal | undefined, asText = false): Promise<T> {
    const timeout = AbortSignal.timeout(this.options.timeoutMs ?? 30_000);
    const res = await this.fetchImpl(url, { ...init, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
    if (!res.ok) throw new RubricApiError(await problemOf(res), parseRetryAfter(res.headers.get('retry-after')));
    if (res.status === 204) return undefined as T;
    if (asText) return (await res.text()) as T;
    return (await res.json()) as T;
  }
}
