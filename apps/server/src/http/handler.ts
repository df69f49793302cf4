import type { ApiRoute } from '@rubric/contracts';
import type { Logger } from 'pino';
import type { AuthInfo, TenantInfo } from '../context.js';

export interface HandlerInput<Params = Record<string, string>, Query = Record<string, unknown>, Body = unknown> {
  params: Params;
  query: Query;
  body: Body;
  header(name: string): string | undefined;
  auth: AuthInfo;
  /** Present on every route but rate-limit status. */
  tenant: TenantInfo;
  traceId: string;
  log: Logger;
  route: ApiRoute;
}

export interface HandlerResult {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

// The input types are those of the route's zod schemas, already validated by the pipeline.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type RouteHandler = (input: HandlerInput<any, any, any>) => Promise<HandlerResult> | HandlerResult;

export type OperationHandlers = Record<string, RouteHandler>;
