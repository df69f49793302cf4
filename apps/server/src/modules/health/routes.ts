import type { ReadyzResponse } from '@rubric/contracts';
import { migrationsApplied } from '@rubric/db';
import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { iso } from '../../lib/clock.js';
import { pausedPartners } from '../partners/scoring-pause.js';

export function healthRouter(ctx: AppContext): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.locals.routeLabel = '/healthz';
    res.json({ status: 'ok' });
  });
  router.get('/readyz', (_req, res) => {
    res.locals.routeLabel = '/readyz';
    const open = ctx.sqlite.open;
    const migrated = open && migrationsApplied(ctx.sqlite);
    // Readiness, not liveness (/healthz): a model still loading means "do not route traffic here yet".
    const body: ReadyzResponse = {
      status: open && migrated && !ctx.enginesLoading() && !ctx.startupPending() ? 'ready' : 'not_ready',
      database: { open, migrationsApplied: migrated },
      engines: ctx.engineStatus(),
      // A pause is an administrator's decision, not a fault: the appliance stays ready (submissions are queued).
      scoring: {
        pausedPartners: migrated
          ? pausedPartners(ctx.db).map((p) => ({
              partnerId: p.partnerId,
              partnerName: p.partnerName,
              pausedAt: iso(p.pausedAt),
            }))
          : [],
      },
      backup: ctx.backup.state(),
    };
    res.status(body.status === 'ready' ? 200 : 503).json(body);
  });
  router.get('/metrics', async (_req, res) => {
    res.locals.routeLabel = '/metrics';
    res.type(ctx.metrics.registry.contentType).send(await ctx.metrics.registry.metrics());
  });
  return router;
}
