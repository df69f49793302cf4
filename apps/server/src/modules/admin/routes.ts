import type { AdminApiKey } from '@rubric/contracts';
import { eq, schema } from '@rubric/db';
import type { ResumeIntake } from '@rubric/resume';
import type { AppContext } from '../../context.js';
import type { ScoringRunner } from '../../background/scoring-runner.js';
import type { AdminHandlersOf } from '../../admin-handler.js';
import { ApiError } from '../../errors/api-error.js';
import { iso } from '../../lib/clock.js';
import { rateLimitStatus } from '../rate-limits/routes.js';
import type { EngineRegistry } from '../engines/registry.js';
import { createApiKey, listApiKeys, revokeApiKeyById } from '../partners/keys.js';
import { createPartner, listPartners, PartnerExistsError } from '../partners/service.js';
import { queueByPartner } from '../scoring/queue-metrics.js';
import { retryScoringJob } from '../scoring/retry.js';
import { pausedPartners } from '../partners/scoring-pause.js';
import { appendAuditEvent } from '../audit/index.js';
import { partnerView as viewOf } from './partner-view.js';
import { queueStats, scoringJobDetail, searchScoringJobs } from './scoring-jobs.js';
import { scoringPauseHandlers } from './scoring-pause.js';

type KeyRow = ReturnType<typeof listApiKeys>[number];
const keyView = (k: KeyRow): AdminApiKey => ({
  ...k,
  createdAt: iso(k.createdAt),
  lastUsedAt: iso(k.lastUsedAt),
  revokedAt: iso(k.revokedAt),
});

export interface AdminDeps {
  engines: EngineRegistry;
  runner: ScoringRunner;
  intake: ResumeIntake;
}

type AdminOperations =
  | 'getOverview'
  | 'listPartners'
  | 'createPartner'
  | 'getPartner'
  | 'updatePartner'
  | 'pausePartnerScoring'
  | 'resumePartnerScoring'
  | 'listApiKeys'
  | 'createApiKey'
  | 'revokeApiKey'
  | 'getPartnerRateLimits'
  | 'searchScoringJobs'
  | 'getScoringJobDetail'
  | 'retryScoringJob';

/** Partners (their stop control too), API keys, scoring jobs (search, detail, manual retry), rate-limit status and the overview. */
export function adminHandlers(ctx: AppContext, deps: AdminDeps): AdminHandlersOf<AdminOperations> {
  const partnerOr404 = (id: string) => {
    const p = ctx.db.select().from(schema.partners).where(eq(schema.partners.id, id)).get();
    if (!p) throw new ApiError('RESOURCE_NOT_FOUND', `No partner ${id.slice(0, 100)}.`);
    return p;
  };
  const partnerView = (p: typeof schema.partners.$inferSelect) => viewOf(ctx.db, p);
  const detailOr404 = (id: string) => {
    const detail = scoringJobDetail(ctx.db, id);
    if (!detail) throw new ApiError('SCORING_JOB_NOT_FOUND', 'No scoring job with this id.');
    return detail;
  };

  return {
    ...scoringPauseHandlers(ctx, deps.runner),
    getOverview: () => {
      const stats = queueStats(ctx.db, ctx.clock.now());
      const paused = pausedPartners(ctx.db);
      const isPaused = new Set(paused.map((p) => p.partnerId));
      return {
        status: 200,
        body: {
          engines: deps.engines.status(),
          queue: {
            pending: stats.pending,
            inFlight: deps.runner.inFlight().length,
            byPartner: queueByPartner(ctx.db, ctx.clock.now(), deps.runner.inFlightClaims()).map((q) => ({
              ...q,
              scoringPaused: isPaused.has(q.partnerId),
            })),
            pausedPartners: paused.map((p) => ({
              partnerId: p.partnerId,
              partnerName: p.partnerName,
              pausedAt: iso(p.pausedAt),
            })),
          },
          jobsLastHour: stats.lastHour,
          recentFailures: stats.recentFailures,
          backup: ctx.backup.state(),
        },
      };
    },
    listPartners: () => ({ status: 200, body: { partners: listPartners(ctx).map(partnerView) } }),
    createPartner: ({ body }) => {
      try {
        return { status: 201, body: { partner: partnerView(createPartner(ctx, body.name)) } };
      } catch (e) {
        if (e instanceof PartnerExistsError)
          throw new ApiError('CONFLICT', e.message, [
            { field: 'name', code: 'duplicate', message: 'a partner with this name exists' },
          ]);
        throw e;
      }
    },
    getPartner: ({ params }) => ({ status: 200, body: { partner: partnerView(partnerOr404(params.partnerId)) } }),
    updatePartner: ({ params, body, admin }) => {
      const { blindScoring } = body;
      // Read and changed in one transaction, with the audit event when the setting actually changes.
      const p = ctx.db.transaction((tx) => {
        const before = partnerOr404(params.partnerId);
        if (before.blindScoring === blindScoring) return before;
        tx.update(schema.partners).set({ blindScoring }).where(eq(schema.partners.id, before.id)).run();
        appendAuditEvent(tx, {
          type: 'partner.blind_scoring_changed',
          actor: { type: 'admin', id: admin.adminId },
          at: ctx.clock.now(),
          scope: { partnerId: before.id, environment: null, tenantId: null },
          data: { blind: blindScoring, previous: before.blindScoring },
        });
        return { ...before, blindScoring };
      });
      return { status: 200, body: { partner: partnerView(p) } };
    },
    listApiKeys: ({ params }) => {
      const p = partnerOr404(params.partnerId);
      return { status: 200, body: { apiKeys: listApiKeys(ctx, p.name).map(keyView) } };
    },
    createApiKey: ({ params, body }) => {
      const p = partnerOr404(params.partnerId);
      const created = createApiKey(ctx, p.name, body.environment);
      const apiKey = listApiKeys(ctx, p.name).find((k) => k.id === created.id);
      if (!apiKey) throw new Error('created key not found');
      return { status: 201, body: { key: created.key, apiKey: keyView(apiKey) } };
    },
    revokeApiKey: ({ params }) => {
      if (!revokeApiKeyById(ctx, params.keyId))
        throw new ApiError('RESOURCE_NOT_FOUND', 'No active API key with this id.');
      return { status: 204, body: undefined };
    },
    getPartnerRateLimits: async ({ params, query }) => {
      const p = partnerOr404(params.partnerId);
      const environment = query.environment ?? 'test';
      return { status: 200, body: { environment, ...(await rateLimitStatus(ctx.rateLimiter, p.id, environment)) } };
    },
    searchScoringJobs: ({ query }) => {
      const { limit, cursor, ...filter } = query;
      return { status: 200, body: searchScoringJobs(ctx.db, filter, limit ?? 25, cursor) };
    },
    getScoringJobDetail: ({ params }) => ({ status: 200, body: { scoringJob: detailOr404(params.id) } }),
    retryScoringJob: async ({ params, admin }) => {
      const outcome = await retryScoringJob(
        { db: ctx.db, clock: ctx.clock, dataDir: ctx.config.dataDir, intake: deps.intake },
        params.id,
        { type: 'admin', id: admin.adminId },
      );
      if (!outcome.ok && outcome.reason === 'not_found')
        throw new ApiError('SCORING_JOB_NOT_FOUND', 'No scoring job with this id.');
      if (!outcome.ok && outcome.reason === 'busy')
        throw new ApiError(
          'SERVICE_UNAVAILABLE',
          `The resume could not be read again now (${outcome.message}); the job is unchanged.`,
          undefined,
          { 'Retry-After': String(outcome.retryAfterSeconds) },
        );
      if (!outcome.ok) throw new ApiError('CONFLICT', 'Only failed scoring jobs can be retried.');
      deps.runner.notify();
      return { status: 202, body: { scoringJob: detailOr404(params.id) } };
    },
  };
}
