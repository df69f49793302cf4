import type { BucketName, ReadyzResponse } from '@rubric/contracts';
import type { Db, Environment } from '@rubric/db';
import type Database from 'better-sqlite3';
import type { Locals } from 'express-serve-static-core';
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
  /** True until what starts after the server listens (dispatcher, schedules, admin API, portal) runs: /readyz 503. */
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
 * What the pipeline keeps per request. The partner API's requests are plain Node requests and responses
 * (`http/v1.ts`: express's per-request prototypes cost the garbage collector dearly); everything else is
 * express's, whose `res.locals` has the same fields.
 */
export type HttpRequest = IncomingMessage;
export type HttpResponse = ServerResponse & { locals: RequestLocals };
export type RequestLocals = Locals;

declare module 'express-serve-static-core' {
  interface Locals {
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
}
