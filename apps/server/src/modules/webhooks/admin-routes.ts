import type { AdminHandlersOf } from '../../admin-handler.js';
import type { WebhookServices } from './wiring.js';

export type WebhooksAdminDeps = Pick<WebhookServices, 'endpoints' | 'deliveries' | 'playground' | 'deliveryLoop'>;

type WebhookOperations =
  | 'listWebhookEndpoints'
  | 'createWebhookEndpoint'
  | 'getWebhookEndpoint'
  | 'updateWebhookEndpoint'
  | 'deleteWebhookEndpoint'
  | 'rotateWebhookSecret'
  | 'revealWebhookSecret'
  | 'sendTestWebhook'
  | 'listWebhookDeliveries'
  | 'getWebhookDelivery'
  | 'redeliverWebhook';

/** Webhook endpoints, the delivery log, redelivery and the playground, behind the admin session. */
export function webhooksAdminHandlers(deps: WebhooksAdminDeps): AdminHandlersOf<WebhookOperations> {
  const { endpoints, deliveries, playground } = deps;
  return {
    listWebhookEndpoints: ({ params, query }) => ({
      status: 200,
      body: {
        endpoints: endpoints.list({
          partnerId: params.partnerId,
          ...(query.environment ? { environment: query.environment } : {}),
        }),
      },
    }),
    createWebhookEndpoint: async ({ params, query, body }) => ({
      status: 201,
      body: await endpoints.create(params.partnerId, query.environment, body),
    }),
    getWebhookEndpoint: ({ params }) => ({ status: 200, body: { endpoint: endpoints.get(params.id) } }),
    updateWebhookEndpoint: async ({ params, body }) => {
      const endpoint = await endpoints.update(params.id, body);
      deps.deliveryLoop.notify(); // re-enabling an endpoint releases its pending deliveries now
      return { status: 200, body: { endpoint } };
    },
    deleteWebhookEndpoint: ({ params }) => {
      endpoints.remove(params.id);
      return { status: 204, body: undefined };
    },
    rotateWebhookSecret: ({ params }) => ({ status: 200, body: endpoints.rotateSecret(params.id) }),
    revealWebhookSecret: ({ params }) => ({ status: 200, body: endpoints.revealSecret(params.id) }),
    sendTestWebhook: async ({ params, body }) => ({ status: 200, body: await playground.send(params.id, body) }),
    listWebhookDeliveries: ({ query }) => ({ status: 200, body: deliveries.list(query) }),
    getWebhookDelivery: ({ params }) => ({ status: 200, body: { delivery: deliveries.get(params.id) } }),
    redeliverWebhook: ({ params }) => ({ status: 202, body: { delivery: deliveries.redeliver(params.id) } }),
  };
}
