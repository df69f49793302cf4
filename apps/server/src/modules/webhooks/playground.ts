import type { SendTestWebhookRequest, SendTestWebhookResponse, WebhookEvent } from '@rubric/contracts';
import { newId, schema, type Db } from '@rubric/db';
import { deliveryHeaders } from '@rubric/webhooks';
import { validationError } from '../../errors/api-error.js';
import { iso, type Clock } from '../../lib/clock.js';
import { EVENT_SCHEMAS, samplePayload } from './samples.js';
import type { SecretBox } from './secret-box.js';
import type { WebhookSender } from './sender.js';
import { activeSecrets, type WebhookEndpointService } from './service.js';

export interface PlaygroundDeps {
  db: Db;
  clock: Clock;
  secrets: SecretBox;
  sender: WebhookSender;
  endpoints: WebhookEndpointService;
}

function payloadOf(request: SendTestWebhookRequest, now: number): WebhookEvent {
  if (request.payload === undefined) return samplePayload(request.event, iso(now));
  const parsed = EVENT_SCHEMAS[request.event].safeParse(request.payload);
  if (!parsed.success)
    throw validationError(parsed.error, 'payload', `The payload is not a valid ${request.event} event.`);
  return parsed.data;
}

/**
 * The playground: one signed delivery marked `X-Webhook-Test: true`, sent now and outside the outbox (no
 * retries); its attempt is recorded with `test` set and no delivery.
 */
export function createWebhookPlayground(deps: PlaygroundDeps) {
  return {
    async send(endpointId: string, request: SendTestWebhookRequest): Promise<SendTestWebhookResponse> {
      const endpoint = deps.endpoints.row(endpointId);
      const now = deps.clock.now();
      const payload = payloadOf(request, now);
      const body = JSON.stringify(payload);
      const headers = deliveryHeaders({
        id: newId('whtest', now),
        event: payload.event,
        body,
        secrets: activeSecrets(deps.secrets, endpoint, now),
        now,
        test: true,
      });
      const outcome = await deps.sender.send(endpoint.url, body, headers);
      deps.db
        .insert(schema.webhookAttempts)
        .values({
          id: newId('wha', now),
          deliveryId: null,
          endpointId,
          attemptNo: 1,
          startedAt: now,
          durationMs: outcome.latencyMs,
          statusCode: outcome.statusCode,
          responseExcerpt: outcome.responseExcerpt,
          error: outcome.error,
          test: true,
        })
        .run();
      return {
        status: outcome.statusCode,
        latencyMs: outcome.latencyMs,
        responseExcerpt: outcome.responseExcerpt,
        error: outcome.error,
        payload,
      };
    },
  };
}

export type WebhookPlayground = ReturnType<typeof createWebhookPlayground>;
