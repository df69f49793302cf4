import type { BucketName, ReadyzResponse } from '@rubric/contracts';
import type { Db, Environment } from '@rubric/db';
import type Database from 'better-sqlite3';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Clock } from './lib/clock.js';
import type { Metrics } from './lib/metrics.js';
import type { BackupStatus } from './modules/backup/status.js';
import type { RateLimiter } from './modules/rate-limits/limiter.js';

/** Everything a request handler or background job may use, built once at boot and passed in. */
export interface AppContext {
  config: Config;
  db: Db;
  sqlite: Database.Database;
  clock: Clock;
  log: Logger;
  metrics: Metrics;
  rateLimiter: RateLimiter;
  /** Scheduled snapshots: /readyz, /metrics and the admin overview. */
  backup: BackupStatus;
  /** Engine of each environment, for /readyz and the portal. */
  engineStatus(): ReadyzResponse['engines'];
  /** True while a configured model is loading: /readyz answers 503 (not ready), /healthz still 200. */
  enginesLoading(): boolean;
  /** True until what starts after the server listens (the webhook delivery loop, schedules, admin API, portal) runs: /readyz 503. */
  startupPending(): boolean;
}

export interface AuthInfo {
  partnerId: string;
  partnerName: string;
  environment: Environment;
  keyId: string;
  keyPrefix: string;
}

export interface TenantInfo {
  id: string;
  externalId: string;
}

/**
 * Every request is a plain Node request and response when the HTTP listener traces it (`http/app.ts`); what
 * the pipeline keeps of it is `res.locals`, a `RequestState` (`http/trace.ts`). The two APIs' dispatchers
 * read it as such; express, the host of health, docs and the portal, keeps the `locals` it finds.
 */
export type HttpRequest = IncomingMessage;
export type HttpResponse = ServerResponse & { locals: RequestLocals };

export interface RequestLocals {
  traceId: string;
  auth?: AuthInfo;
  tenant?: TenantInfo;
  /** Route template, for metrics labels (`/v1/jobs/{jobId}/criteria`). */
  routeLabel?: string;
  /** Rate-limit bucket of the matched route. */
  bucket?: BucketName;
  log?: Logger;
  /** Adds fields to every line the request's logger writes (`RequestState`, http/trace.ts). */
  bind(fields: Record<string, unknown>): void;
}

/** The routes express hosts see the same `res.locals`. */
declare module 'express-serve-static-core' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a merge: express's Locals gets these fields
  interface Locals extends RequestLocals {}
}
