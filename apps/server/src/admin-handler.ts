import type {
  AdminOperationId,
  AdminRoute,
  AdminRouteById,
  BodyOf,
  ParamsOf,
  QueryOf,
  ResponseOf,
  SuccessStatusOf,
} from '@rubric/contracts';
import type { HttpRequest } from './context.js';
import type { Logger } from 'pino';
import type { AdminSession } from './modules/admin/auth/sessions.js';

/** What the handler of admin route `R` receives: params, query and body typed by the route's schemas, already validated. */
export interface AdminHandlerInput<R extends AdminRoute> {
  params: ParamsOf<R>;
  query: QueryOf<R>;
  body: BodyOf<R>;
  header(name: string): string | undefined;
  /** The signed-in administrator; `null` on the open routes (sign-in, setup, the session itself). */
  admin: R['access'] extends 'session' ? AdminSession : null;
  cookies: Readonly<Record<string, string>>;
  remoteAddress: string | undefined;
  traceId: string;
  log: Logger;
}

/** What it answers: one of the route's success statuses with the route's response body. */
export interface AdminHandlerResult<R extends AdminRoute> {
  status: SuccessStatusOf<R>;
  body: ResponseOf<R>;
  headers?: Record<string, string>;
  /** Sets the session cookie to this token, or clears it (`null`). */
  sessionCookie?: string | null;
}

export type AdminRouteHandler<R extends AdminRoute> = (
  input: AdminHandlerInput<R>,
) => Promise<AdminHandlerResult<R>> | AdminHandlerResult<R>;

/** One handler per operation of the admin route table: a missing or mistyped handler does not compile. */
export type AdminHandlers = { [K in AdminOperationId]: AdminRouteHandler<AdminRouteById<K>> };

/** The handlers a module provides: `AdminHandlersOf<'listPartners' | 'createPartner'>`. */
export type AdminHandlersOf<K extends AdminOperationId> = Pick<AdminHandlers, K>;

/** Checks that run before an operation's body is read (the sign-in throttle), by operation: they throw to refuse. */
export type AdminGuards = Partial<Record<AdminOperationId, (req: HttpRequest) => void>>;
