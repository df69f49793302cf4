import type { SendTestWebhookRequest, SendTestWebhookResponse, WebhookEvent } from '@rubric/contracts';
import { newId, schema, type Db } from '@rubric/db';
import { signPayload, WEBHOOK_HEADERS, WEBHOOK_USER_AGENT } from '@rubric/webhooks';
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

/** Headers of every delivery; the signature covers exactly the body that is sent. */
export function deliveryHeaders(
  id: string,
  event: string,
  body: string,
  secrets: string[],
  now: number,
): Record<string, string> {
  const t = Math.floor(now / 1000);
  return {
    'Content-Type': 'application/json',
    'User-Agent': WEBHOOK_USER_AGENT,
    [WEBHOOK_HEADERS.id]: id,
    [WEBHOOK_HEADERS.event]: event,
    [WEBHOOK_HEADERS.timestamp]: String(t),
    [WEBHOOK_HEADERS.signature]: signPayload(body, secrets, t),
  };
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
      const headers = {
        ...deliveryHeaders(newId('whtest', now), payload.event, body, activeSecrets(deps.secrets, endpoint, now), now),
        [WEBHOOK_HEADERS.test]: 'true',
      };
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
