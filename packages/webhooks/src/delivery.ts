import { WEBHOOK_HEADERS, WEBHOOK_USER_AGENT } from './headers.js';
import { signPayload, type RawBody } from './sign.js';

export interface DeliveryHeadersInput {
  /** `X-Webhook-Id`: the delivery's id, the same on every attempt and redelivery. */
  id: string;
  /** `X-Webhook-Event`: the event type. */
  event: string;
  /** Exactly the body that is sent: the signature covers these bytes. */
  body: RawBody;
  /** The endpoint's active secrets, current first: one `v1` entry each. */
  secrets: readonly string[];
  /** The time of the attempt (a Date or epoch milliseconds); the signed timestamp is its Unix second. */
  now: Date | number;
  /** Playground deliveries carry `X-Webhook-Test: true`. */
  test?: boolean;
}

/** The headers of a delivery, the one place they are written (queued deliveries and the playground alike). */
export function deliveryHeaders(input: DeliveryHeadersInput): Record<string, string> {
  const ms = typeof input.now === 'number' ? input.now : input.now.getTime();
  const t = Math.floor(ms / 1000);
  return {
    'Content-Type': 'application/json',
    'User-Agent': WEBHOOK_USER_AGENT,
    [WEBHOOK_HEADERS.id]: input.id,
    [WEBHOOK_HEADERS.event]: input.event,
    [WEBHOOK_HEADERS.timestamp]: String(t),
    [WEBHOOK_HEADERS.signature]: signPayload(input.body, input.secrets, t),
    ...(input.test ? { [WEBHOOK_HEADERS.test]: 'true' } : {}),
  };
}
