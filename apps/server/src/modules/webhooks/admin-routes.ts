import {
  CreateWebhookEndpointRequest,
  ListWebhookDeliveriesQuery,
  ListWebhookEndpointsQuery,
  SendTestWebhookRequest,
  UpdateWebhookEndpointRequest,
  WebhookEndpointScopeQuery,
} from '@rubric/contracts';
import { Router } from 'express';
import type { ZodType } from 'zod';
import { validationError } from '../../errors/api-error.js';
import type { WebhookServices } from './wiring.js';

export type WebhooksAdminDeps = Pick<WebhookServices, 'endpoints' | 'deliveries' | 'playground' | 'dispatcher'>;

function parse<T>(schema: ZodType<T>, value: unknown, prefix?: string): T {
  const r = schema.safeParse(value ?? {});
  if (!r.success)
    throw validationError(r.error, prefix, prefix === 'query' ? 'Invalid query parameter.' : 'The request is invalid.');
  return r.data;
}

/** Webhook endpoints, the delivery log, redelivery and the playground; mounted under `/admin/api` behind the admin session. */
export function webhooksAdminRouter(deps: WebhooksAdminDeps): Router {
  const { endpoints, deliveries, playground } = deps;
  const router = Router();

  router.get('/partners/:partnerId/webhook-endpoints', (req, res) => {
    const { environment } = parse(ListWebhookEndpointsQuery.strict(), req.query, 'query');
    res.json({
      endpoints: endpoints.list({ partnerId: req.params.partnerId, ...(environment ? { environment } : {}) }),
    });
  });
  router.post('/partners/:partnerId/webhook-endpoints', async (req, res) => {
    const { environment } = parse(WebhookEndpointScopeQuery.strict(), req.query, 'query');
    const created = await endpoints.create(
      req.params.partnerId,
      environment,
      parse(CreateWebhookEndpointRequest.strict(), req.body),
    );
    res.status(201).json(created);
  });

  router.get('/webhook-endpoints/:id', (req, res) => {
    res.json({ endpoint: endpoints.get(req.params.id) });
  });
  router.patch('/webhook-endpoints/:id', async (req, res) => {
    const endpoint = await endpoints.update(req.params.id, parse(UpdateWebhookEndpointRequest, req.body));
    deps.dispatcher.notify(); // re-enabling an endpoint releases its pending deliveries now
    res.json({ endpoint });
  });
  router.delete('/webhook-endpoints/:id', (req, res) => {
    endpoints.remove(req.params.id);
    res.status(204).end();
  });
  router.post('/webhook-endpoints/:id/rotate-secret', (req, res) => {
    res.json(endpoints.rotateSecret(req.params.id));
  });
  router.post('/webhook-endpoints/:id/reveal-secret', (req, res) => {
    res.json(endpoints.revealSecret(req.params.id));
  });
  router.post('/webhook-endpoints/:id/test', async (req, res) => {
    res.json(await playground.send(req.params.id, parse(SendTestWebhookRequest.strict(), req.body)));
  });

  router.get('/webhook-deliveries', (req, res) => {
    res.json(deliveries.list(parse(ListWebhookDeliveriesQuery.strict(), req.query, 'query')));
  });
  router.get('/webhook-deliveries/:id', (req, res) => {
    res.json({ delivery: deliveries.get(req.params.id) });
  });
  router.post('/webhook-deliveries/:id/redeliver', (req, res) => {
    res.status(202).json({ delivery: deliveries.redeliver(req.params.id) });
  });
  return router;
}
