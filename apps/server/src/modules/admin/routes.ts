import {
  AdminScoringJobsQuery,
  CreateApiKeyRequest,
  CreatePartnerRequest,
  UpdatePartnerRequest,
  type AdminApiKey,
} from '@rubric/contracts';
import { eq, schema, type Environment } from '@rubric/db';
import type { ResumeIntake } from '@rubric/resume';
import { Router } from 'express';
import type { AppContext } from '../../context.js';
import type { ScoringRunner } from '../../background/scoring-runner.js';
import { parseInput } from '../../errors/parse-input.js';
import { ApiError } from '../../errors/api-error.js';
import { rateLimitStatus } from '../rate-limits/routes.js';
import { iso } from '../../lib/clock.js';
import type { EngineRegistry } from '../engines/registry.js';
import { createApiKey, listApiKeys, revokeApiKeyById } from '../partners/keys.js';
import { createPartner, listPartners, PartnerExistsError } from '../partners/service.js';
import { queueByPartner } from '../scoring/queue-metrics.js';
import { retryScoringJob } from '../scoring/retry.js';
import { queueStats, scoringJobDetail, searchScoringJobs } from './scoring-jobs.js';

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

/** Partners, API keys, scoring jobs (search, detail, manual retry), rate-limit status and the overview. */
export function adminRouter(ctx: AppContext, deps: AdminDeps): Router {
  const router = Router();
  const partnerOr404 = (id: string) => {
    const p = ctx.db.select().from(schema.partners).where(eq(schema.partners.id, id)).get();
    if (!p) throw new ApiError('RESOURCE_NOT_FOUND', `No partner ${id.slice(0, 100)}.`);
    return p;
  };
  const partnerView = (p: typeof schema.partners.$inferSelect) => ({
    id: p.id,
    name: p.name,
    blindScoring: p.blindScoring,
    createdAt: iso(p.createdAt),
  });

  router.get('/overview', (_req, res) => {
    const stats = queueStats(ctx.db, ctx.clock.now());
    res.json({
      engines: deps.engines.status(),
      queue: {
        pending: stats.pending,
        inFlight: deps.runner.inFlight().length,
        byPartner: queueByPartner(ctx.db, ctx.clock.now(), deps.runner.inFlightClaims()),
      },
      jobsLastHour: stats.lastHour,
      recentFailures: stats.recentFailures,
    });
  });

  router.get('/partners', (_req, res) => {
    res.json({ partners: listPartners(ctx).map(partnerView) });
  });
  router.post('/partners', (req, res) => {
    const { name } = parseInput(CreatePartnerRequest, req.body);
    try {
      res.status(201).json({ partner: partnerView(createPartner(ctx, name)) });
    } catch (e) {
      if (e instanceof PartnerExistsError)
        throw new ApiError('CONFLICT', e.message, [
          { field: 'name', code: 'duplicate', message: 'a partner with this name exists' },
        ]);
      throw e;
    }
  });
  router.get('/partners/:partnerId', (req, res) => {
    res.json({ partner: partnerView(partnerOr404(req.params.partnerId)) });
  });
  router.patch('/partners/:partnerId', (req, res) => {
    const p = partnerOr404(req.params.partnerId);
    const { blindScoring } = parseInput(UpdatePartnerRequest, req.body);
    ctx.db.update(schema.partners).set({ blindScoring }).where(eq(schema.partners.id, p.id)).run();
    res.json({ partner: partnerView({ ...p, blindScoring }) });
  });

  router.get('/partners/:partnerId/api-keys', (req, res) => {
    const p = partnerOr404(req.params.partnerId);
    res.json({ apiKeys: listApiKeys(ctx, p.name).map(keyView) });
  });
  router.post('/partners/:partnerId/api-keys', (req, res) => {
    const p = partnerOr404(req.params.partnerId);
    const { environment } = parseInput(CreateApiKeyRequest, req.body);
    const created = createApiKey(ctx, p.name, environment);
    const apiKey = listApiKeys(ctx, p.name).find((k) => k.id === created.id);
    if (!apiKey) throw new Error('created key not found');
    res.status(201).json({ key: created.key, apiKey: keyView(apiKey) });
  });
  router.post('/api-keys/:keyId/revoke', (req, res) => {
    if (!revokeApiKeyById(ctx, req.params.keyId))
      throw new ApiError('RESOURCE_NOT_FOUND', 'No active API key with this id.');
    res.status(204).end();
  });

  router.get('/partners/:partnerId/rate-limits', async (req, res) => {
    const p = partnerOr404(req.params.partnerId);
    const environment = (req.query.environment === 'live' ? 'live' : 'test') as Environment;
    res.json({ environment, ...(await rateLimitStatus(ctx.rateLimiter, p.id, environment)) });
  });

  router.get('/scoring-jobs', (req, res) => {
    const q = parseInput(AdminScoringJobsQuery, req.query, 'query');
    const { limit, cursor, ...filter } = q;
    res.json(searchScoringJobs(ctx.db, filter, limit ?? 25, cursor));
  });
  router.get('/scoring-jobs/:id', (req, res) => {
    const detail = scoringJobDetail(ctx.db, req.params.id);
    if (!detail) throw new ApiError('SCORING_JOB_NOT_FOUND', 'No scoring job with this id.');
    res.json({ scoringJob: detail });
  });
  router.post('/scoring-jobs/:id/retry', async (req, res) => {
    const outcome = await retryScoringJob(
      { db: ctx.db, clock: ctx.clock, dataDir: ctx.config.dataDir, intake: deps.intake },
      req.params.id,
    );
    if (!outcome.ok && outcome.reason === 'not_found')
      throw new ApiError('SCORING_JOB_NOT_FOUND', 'No scoring job with this id.');
    if (!outcome.ok) throw new ApiError('CONFLICT', 'Only failed scoring jobs can be retried.');
    deps.runner.notify();
    res.status(202).json({ scoringJob: scoringJobDetail(ctx.db, req.params.id) });
  });
  return router;
}
