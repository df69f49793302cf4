import type { ErrorCode } from './errors.js';
import type { BucketName } from './rate-limits.js';
import { z } from './zod.js';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The document's global tags, in the order the reference page shows them. */
export const API_TAGS = {
  Criteria: 'Question sets, criteria of a job and their versions.',
  Scoring: 'Scoring submissions, single and in batches, and their results.',
  'Human oversight': 'Human review of scores, the explanation of a score and the AI disclosure of a job.',
  'Criteria library': 'Reusable criteria of a tenant.',
  'Data lifecycle': 'Deletion of an application’s or a tenant’s data.',
  Operations: 'Rate-limit status, analytics and the health probes.',
  'Bias audit': 'Voluntary self-identified demographics, kept apart from scoring, and the impact-ratio report.',
  Audit: 'The audit trail: what was done to the tenant’s data, by whom, with which versions.',
  Webhooks: 'Events Rubric sends to the partner’s endpoints.',
} as const;
export type ApiTag = keyof typeof API_TAGS;

/** The body of an operation that takes none (and of a 204): nothing may be sent. */
export const NO_BODY = z.undefined();
/** The path parameters of an operation that has none. */
export const NO_PARAMS = z.strictObject({});
/** The query of an operation that takes no query parameters: any parameter is refused. */
export const NO_QUERY = z.strictObject({});

/** An error an operation may answer: a code at its catalogue status, or `[code, status]` where it differs. */
export type ErrorSpec = ErrorCode | readonly [ErrorCode, number];

/** The schemas of an operation's input and success, shared by the partner and the admin route tables. */
export interface RouteIo {
  /** Path parameters, a strict object (`NO_PARAMS` when there are none). */
  readonly params: z.ZodObject;
  /** Query parameters, an object (`NO_QUERY` when there are none). */
  readonly query: z.ZodObject;
  /** What the server validates the body with and the handler receives (`NO_BODY` when there is none). */
  readonly body: z.ZodType;
  /** The body as published, when it differs from `body` (batch items are validated one by one). */
  readonly publishedBody?: z.ZodType;
  /** Body limit in bytes (default 1 MB). */
  readonly bodyLimit?: number;
  readonly success: {
    readonly status: 200 | 201 | 202 | 204;
    /** `NO_BODY` for a 204. */
    readonly schema: z.ZodType;
    readonly description: string;
    readonly alsoStatus?: { readonly status: 200; readonly description: string };
    /**
     * Other representations of the same success, chosen by the request's `Accept` (JSON stays the default): the
     * handler returns the JSON body and, for the media type the pipeline negotiated, the text to send instead.
     */
    readonly alsoMedia?: readonly { readonly mediaType: 'text/csv'; readonly description: string }[];
  };
}

/** What every entry of a route table provides; the tables themselves are `as const`, so each keeps its own types. */
export interface ApiRoute extends RouteIo {
  readonly operationId: string;
  readonly method: HttpMethod;
  /** OpenAPI form: `/v1/jobs/{jobId}/criteria`. */
  readonly path: string;
  readonly tag: ApiTag;
  readonly summary: string;
  readonly description: string;
  readonly bucket: BucketName;
  /** X-Tenant-Id is required (all but rate-limit status). */
  readonly tenant: boolean;
  /** Idempotency-Key is honoured (criteria and library mutations). */
  readonly idempotent: boolean;
  /** X-Expected-Criteria-Revision makes the write conditional. */
  readonly conditional?: boolean;
  readonly errors: readonly ErrorSpec[];
}

/** The admin document's global tags, in the order the reference shows them. */
export const ADMIN_TAGS = {
  Session: 'Sign-in, sign-out, the current session and first-run setup: the only routes open without a session.',
  Partners: 'Partners, their API keys and their rate-limit status.',
  'Scoring jobs': 'Search, detail and manual retry of scoring jobs across partners.',
  'Data lifecycle': 'Deletion requests with their retry state.',
  Webhooks: 'Webhook endpoints, the delivery log, redelivery and the playground.',
  'Bias audit': 'Any partner’s tenants and their bias-audit report (impact ratios), as the partner API computes it.',
  Operations: 'The overview and this document.',
  Audit: 'The hash-chained audit trail across partners.',
} as const;
export type AdminTag = keyof typeof ADMIN_TAGS;

/**
 * An entry of the admin route table (`/admin/api`, the portal's API). `session`: a signed-in administrator
 * (session cookie), and on every method but GET the session's CSRF token in `X-CSRF-Token`; `open`: no
 * session needed (sign-in, setup, the session itself).
 */
export interface AdminRoute extends RouteIo {
  readonly operationId: string;
  readonly method: HttpMethod;
  /** OpenAPI form: `/admin/api/partners/{partnerId}`. */
  readonly path: string;
  readonly tag: AdminTag;
  readonly summary: string;
  readonly description: string;
  readonly access: 'session' | 'open';
  readonly errors: readonly ErrorSpec[];
}

/** A session route that changes something needs the CSRF token (sign-out checks it itself, when signed in). */
export const needsCsrf = (route: Pick<AdminRoute, 'access' | 'method'>): boolean =>
  route.access === 'session' && route.method !== 'get';

/** Path parameters after validation. */
export type ParamsOf<R extends RouteIo> = z.output<R['params']>;
/** Query after validation (numbers parsed, defaults not applied). */
export type QueryOf<R extends RouteIo> = z.output<R['query']>;
/** Body after validation: what the handler receives. */
export type BodyOf<R extends RouteIo> = z.output<R['body']>;
/** Body as a caller sends it. */
export type RequestBodyOf<R extends RouteIo> = R extends { publishedBody: infer B extends z.ZodType }
  ? z.input<B>
  : z.input<R['body']>;
/** Success statuses of the operation. */
export type SuccessStatusOf<R extends RouteIo> =
  R['success']['status'] | (R['success'] extends { alsoStatus: { status: infer S extends number } } ? S : never);
/** Success body as it goes on the wire. */
export type ResponseOf<R extends RouteIo> = z.input<R['success']['schema']>;

/** Path parameters as a caller provides them. */
export type ParamsInputOf<R extends RouteIo> = z.input<R['params']>;
/** Query as a caller provides it. */
export type QueryInputOf<R extends RouteIo> = z.input<R['query']>;

/** Status of each error of a route, with the codes answered under it, sorted by status. */
export function errorsByStatus(errors: readonly ErrorSpec[], catalogue: Record<ErrorCode, { status: number }>) {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const spec of errors) {
    const [code, status] = typeof spec === 'string' ? [spec, catalogue[spec].status] : spec;
    const list = byStatus.get(status) ?? [];
    if (!list.includes(code)) list.push(code);
    byStatus.set(status, list);
  }
  return [...byStatus].sort((a, b) => a[0] - b[0]);
}
