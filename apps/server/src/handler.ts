import type {
  ApiRoute,
  BodyOf,
  OperationId,
  ParamsOf,
  QueryOf,
  ResponseOf,
  RouteById,
  SuccessStatusOf,
} from '@rubric/contracts';
import type { Logger } from 'pino';
import type { AuthInfo, TenantInfo } from './context.js';

/** What a handler of route `R` receives: params, query and body typed by the route's schemas, already validated. */
export interface HandlerInput<R extends ApiRoute> {
  params: ParamsOf<R>;
  query: QueryOf<R>;
  body: BodyOf<R>;
  header(name: string): string | undefined;
  auth: AuthInfo;
  /** Present on every route but rate-limit status. */
  tenant: TenantInfo;
  traceId: string;
  log: Logger;
  route: ApiRoute;
  /**
   * The media type the pipeline chose from `Accept` among the route's (`application/json`, or one of its
   * `success.alsoMedia`): a handler that sees another than JSON returns that representation as `text`.
   */
  mediaType: string;
}

/** What it answers: one of the route's success statuses with the route's response body. */
export interface HandlerResult<R extends ApiRoute> {
  status: SuccessStatusOf<R>;
  body: ResponseOf<R>;
  headers?: Record<string, string>;
  /** The negotiated other representation (`input.mediaType`), sent instead of the JSON body. */
  text?: { mediaType: string; content: string };
}

export type RouteHandler<R extends ApiRoute> = (input: HandlerInput<R>) => Promise<HandlerResult<R>> | HandlerResult<R>;

/** One handler per operation of the route table: a missing or mistyped handler does not compile. */
export type OperationHandlers = { [K in OperationId]: RouteHandler<RouteById<K>> };

/** The handlers a module provides: `HandlersOf<'replaceCriteria' | 'addCriterion'>`. */
export type HandlersOf<K extends OperationId> = Pick<OperationHandlers, K>;
