import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { routeById, type OperationId, type OperationRequest, type OperationResponse } from '@rubric/contracts';
import type { Environment } from '@rubric/db';
import pino from 'pino';
import { afterAll, onTestFinished } from 'vitest';
import { loadConfig } from '../src/config.js';
import type { Clock } from '../src/lib/clock.js';
import { assertAdminConforms, assertConforms, warmConformance } from './conformance.js';
import { createApiKey } from '../src/modules/partners/keys.js';
import type { CounterStoreFactory } from '../src/modules/rate-limits/limiter.js';
import { startRubric, type Rubric, type RubricOptions } from '../src/server.js';

warmConformance();

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** The input of a typed call: path parameters, query and body of the operation, as its route declares them. */
export type OperationCall<K extends OperationId> = OperationRequest<K>;

export interface RequestOptions {
  headers?: Record<string, string>;
  /** Raw body (string) instead of JSON. */
  raw?: string;
  contentType?: string;
}

/** A movable clock: tests jump hours or days instead of sleeping. Background work keeps real timers. */
export class TestClock implements Clock {
  constructor(protected current = Date.now()) {}
  now(): number {
    return this.current;
  }
  advance(ms: number): void {
    this.current += ms;
  }
}

/**
 * A TestClock that also owns the timers of the background work it is given to (the webhook delivery loop's next
 * attempt, the scoring runner's idle waits and back-off): they fire only when `advance` passes their time, in
 * order, each seeing the clock at its own due time. `nextTimerAt()` says when the next one is due.
 */
export class ControlledClock extends TestClock {
  #timers: Array<{ at: number; run: () => void }> = [];

  after(ms: number, run: () => void): () => void {
    const timer = { at: this.current + Math.max(0, ms), run };
    this.#timers.push(timer);
    return () => {
      this.#timers = this.#timers.filter((t) => t !== timer);
    };
  }

  /** The due time of the next timer, or null. */
  nextTimerAt(): number | null {
    return this.#timers.reduce<number | null>((min, t) => (min === null || t.at < min ? t.at : min), null);
  }

  override advance(ms: number): void {
    const target = this.current + ms;
    for (let next = this.nextTimerAt(); next !== null && next <= target; next = this.nextTimerAt()) {
      const due = this.#timers.find((t) => t.at === next);
      if (!due) break;
      this.#timers = this.#timers.filter((t) => t !== due);
      this.current = Math.max(this.current, due.at);
      due.run();
    }
    this.current = target;
  }
}

/** A client for one API key and tenant: `api.put<ReplaceCriteriaResponse>('/v1/jobs/j/criteria', body)`. */
export class ApiClient {
  constructor(
    readonly baseUrl: string,
    readonly key: string | null,
    readonly tenant: string | null,
    /** Off only in the test that shows the check itself. */
    readonly checkConformance = true,
  ) {}

  withTenant(tenant: string | null): ApiClient {
    return new ApiClient(this.baseUrl, this.key, tenant, this.checkConformance);
  }

  /** The same client without the conformance check (the test of the check itself). */
  withoutConformance(): ApiClient {
    return new ApiClient(this.baseUrl, this.key, this.tenant, false);
  }

  /** The same tenant with another client's key (another partner or environment). */
  withKeyOf(other: ApiClient): ApiClient {
    return new ApiClient(this.baseUrl, other.key, this.tenant, this.checkConformance);
  }

  async request<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (this.key !== null && headers.Authorization === undefined) headers.Authorization = `Bearer ${this.key}`;
    if (this.tenant !== null && headers['X-Tenant-Id'] === undefined) headers['X-Tenant-Id'] = this.tenant;
    let payload: string | undefined;
    if (options.raw !== undefined) payload = options.raw;
    else if (body !== undefined) payload = JSON.stringify(body);
    if (payload !== undefined) headers['Content-Type'] = options.contentType ?? 'application/json';
    const res = await fetch(`${this.baseUrl}${path}`, { method, headers, body: payload });
    const text = await res.text();
    // Every /v1 answer must be what the OpenAPI document says: a mismatch fails the test that asked.
    if (this.checkConformance) assertConforms({ method, path, status: res.status, headers: res.headers, text });
    let parsed: unknown = text;
    if (text && /json/.test(res.headers.get('content-type') ?? '')) parsed = JSON.parse(text);
    return { status: res.status, headers: res.headers, body: parsed as T, text };
  }

  /**
   * One operation of the route table, typed by it: `api.call('replaceCriteria', { params: { jobId }, body })`.
   * A typo in the id, a missing parameter or a wrong body is a compile error; the answer is typed as the
   * operation's success body (errors arrive with the same object, `status` tells).
   */
  call<K extends OperationId>(
    operationId: K,
    input: OperationCall<K>,
    options?: RequestOptions,
  ): Promise<ApiResponse<OperationResponse<K>>> {
    const route = routeById(operationId);
    const params: object = input.params ?? {};
    const values = new Map(Object.entries(params).map(([k, v]) => [k, String(v)]));
    const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values.get(name) ?? ''));
    const query: object = input.query ?? {};
    const search = new URLSearchParams(
      Object.entries(query).flatMap(([k, v]): [string, string][] =>
        v === undefined
          ? []
          : Array.isArray(v)
            ? v.map((item): [string, string] => [k, String(item)])
            : [[k, String(v)]],
      ),
    ).toString();
    return this.request<OperationResponse<K>>(
      route.method.toUpperCase(),
      search ? `${path}?${search}` : path,
      input.body,
      options,
    );
  }

  get<T = unknown>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, undefined, options);
  }
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('POST', path, body, options);
  }
  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PUT', path, body, options);
  }
  patch<T = unknown>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PATCH', path, body, options);
  }
  delete<T = unknown>(path: string, options?: RequestOptions) {
    return this.request<T>('DELETE', path, undefined, options);
  }
}

export interface TestServerOptions {
  env?: Record<string, string>;
  clock?: Clock;
  rateLimitStore?: CounterStoreFactory;
  engines?: RubricOptions['engines'];
  resolver?: RubricOptions['resolver'];
  runner?: RubricOptions['runner'];
  logger?: RubricOptions['logger'];
  /** Keep the DATA_DIR (restart tests reuse it). */
  dataDir?: string;
}

export interface TestServer {
  rubric: Rubric;
  url: string;
  dataDir: string;
  /** Creates an API key (and its partner if missing) straight in the database. */
  createKey(partner: string, environment?: Environment): string;
  /** A client with a fresh key of `partner` and the given tenant. */
  client(partner: string, tenant: string | null, environment?: Environment): ApiClient;
  anonymous(): ApiClient;
  close(options?: { keepData?: boolean }): Promise<void>;
}

/**
 * A real Rubric on a random loopback port with a fresh SQLite file in a temp dir.
 * Rate limits are raised 100× unless the test sets RATE_LIMIT_MULTIPLIER (rate-limit tests do).
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'rubric-test-'));
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    MODELS_DIR: join(dataDir, 'models'),
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MULTIPLIER: '100',
    PUBLIC_BASE_URL: 'http://rubric.test',
    ...options.env,
  });
  const rubric = await startRubric(config, {
    logger: options.logger ?? pino({ level: process.env.TEST_LOG ?? 'silent' }),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.rateLimitStore ? { rateLimitStore: options.rateLimitStore } : {}),
    ...(options.engines ? { engines: options.engines } : {}),
    ...(options.resolver ? { resolver: options.resolver } : {}),
    ...(options.runner === false ? { runner: false as const } : {}),
  });
  const createKey = (partner: string, environment: Environment = 'test') =>
    createApiKey(rubric.ctx, partner, environment).key;
  return {
    rubric,
    url: rubric.url,
    dataDir,
    createKey,
    client: (partner, tenant, environment = 'test') =>
      new ApiClient(rubric.url, createKey(partner, environment), tenant),
    anonymous: () => new ApiClient(rubric.url, null, null),
    async close(closeOptions = {}) {
      await rubric.close();
      if (!closeOptions.keepData && !options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The server of a whole test file, started when the file loads and closed after its last test:
 *
 *     const server = await useTestServer({ clock });
 *     const api = server.client('acme', 'tenant-a');
 */
export async function useTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const server = await startTestServer(options);
  afterAll(() => server.close());
  return server;
}

/** A server for the running test only: closed when the test ends, passed or failed. */
export async function testServer(options: TestServerOptions = {}): Promise<TestServer> {
  const server = await startTestServer(options);
  onTestFinished(() => server.close());
  return server;
}

/** A temporary folder for the whole test file, removed after its last test. */
export function useTempDir(prefix = 'rubric-test-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Asserts the RFC 7807 shape and returns the body. */
export function expectProblem(
  res: ApiResponse,
  status: number,
  code: string,
): { code: string; details?: Array<{ field: string; code: string; message: string }>; [k: string]: unknown } {
  const body = res.body as Record<string, unknown>;
  const ok =
    res.status === status &&
    res.headers.get('content-type')?.startsWith('application/problem+json') &&
    body.code === code &&
    body.status === status &&
    typeof body.message === 'string' &&
    typeof body.retryable === 'boolean' &&
    body.traceId === res.headers.get('x-trace-id') &&
    body.type === `http://rubric.test/docs/errors#${code.toLowerCase().replace(/_/g, '-')}`;
  if (!ok) throw new Error(`expected ${status} ${code} problem, got ${res.status}: ${res.text.slice(0, 500)}`);
  return body as ReturnType<typeof expectProblem>;
}

/** A signed-in portal session: cookie + CSRF token, with the same request helpers as ApiClient. */
export class AdminClient {
  constructor(
    readonly baseUrl: string,
    readonly cookie: string | null,
    readonly csrfToken: string | null,
  ) {}

  async request<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    options: { csrf?: boolean; headers?: Record<string, string> } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (this.cookie) headers.Cookie = this.cookie;
    if (this.csrfToken && options.csrf !== false && method !== 'GET') headers['X-CSRF-Token'] = this.csrfToken;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(`${this.baseUrl}/admin/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    // Every admin response is checked against the admin document, as /v1 responses are against theirs.
    assertAdminConforms({ method, path: `/admin/api${path}`, status: res.status, headers: res.headers, text });
    const parsed: unknown = text && /json/.test(res.headers.get('content-type') ?? '') ? JSON.parse(text) : text;
    return { status: res.status, headers: res.headers, body: parsed as T, text };
  }
  get<T = unknown>(path: string) {
    return this.request<T>('GET', path);
  }
  post<T = unknown>(path: string, body?: unknown, options?: { csrf?: boolean }) {
    return this.request<T>('POST', path, body, options);
  }
  patch<T = unknown>(path: string, body?: unknown) {
    return this.request<T>('PATCH', path, body);
  }
  delete<T = unknown>(path: string) {
    return this.request<T>('DELETE', path);
  }
}

/** Signs in through the real endpoint; returns the session's client. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<AdminClient> {
  const res = await fetch(`${baseUrl}/admin/api/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 201) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const body = (await res.json()) as { csrfToken: string };
  return new AdminClient(baseUrl, cookie, body.csrfToken);
}

/** Creates an administrator in the database and signs in. */
export async function adminSession(
  server: TestServer,
  email = 'admin@example.com',
  password = 'correct horse battery',
): Promise<AdminClient> {
  const { createAdmin } = await import('../src/modules/admin/auth/accounts.js');
  await createAdmin(server.rubric.ctx, email, password).catch(() => undefined);
  return signIn(server.url, email, password);
}
