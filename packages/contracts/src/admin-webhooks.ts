import { WEBHOOK_DELIVERY_STATUSES } from './admin-operations.js';
import { Environment, PageLimit, Timestamp } from './common.js';
import { WebhookEventType, WEBHOOK_EVENT_TYPES } from './events.js';
import { z } from './zod.js';

/** Admin API (`/admin/api`) for webhook endpoints, deliveries and the playground. */

export const WEBHOOK_ENDPOINTS_MAX = 5;
export const WEBHOOK_DESCRIPTION_MAX = 500;
export const WEBHOOK_URL_MAX = 2048;

const EventFilter = z
  .array(WebhookEventType)
  .min(1, 'subscribe to at least one event')
  .transform((events) => WEBHOOK_EVENT_TYPES.filter((e) => events.includes(e)));
const Url = z.string().trim().min(1).max(WEBHOOK_URL_MAX);
const Description = z.string().trim().max(WEBHOOK_DESCRIPTION_MAX).nullable();

export const WebhookEndpoint = z.object({
  id: z.string(),
  partnerId: z.string(),
  environment: Environment,
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(WebhookEventType),
  enabled: z.boolean(),
  /** While set, deliveries are signed with the previous secret too (one `v1` each). */
  previousSecretExpiresAt: Timestamp.nullable(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpoint>;

export const WebhookEndpointScopeQuery = z.object({ environment: Environment });
export const ListWebhookEndpointsQuery = z.object({ environment: Environment.optional() });

export const CreateWebhookEndpointRequest = z.object({
  url: Url,
  description: Description.optional(),
  events: EventFilter.optional().describe('Default: every event type.'),
  enabled: z.boolean().optional(),
});
export type CreateWebhookEndpointRequest = z.infer<typeof CreateWebhookEndpointRequest>;

/** The secret appears here and in reveal/rotate responses only. */
export const CreateWebhookEndpointResponse = z.object({ endpoint: WebhookEndpoint, secret: z.string() });
export type CreateWebhookEndpointResponse = z.infer<typeof CreateWebhookEndpointResponse>;

export const UpdateWebhookEndpointRequest = z
  .object({
    url: Url.optional(),
    description: Description.optional(),
    events: EventFilter.optional(),
    enabled: z.boolean().optional(),
  })
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: 'at least one of url, description, events, enabled is required',
  });
export type UpdateWebhookEndpointRequest = z.infer<typeof UpdateWebhookEndpointRequest>;

export const WebhookEndpointResponse = z.object({ endpoint: WebhookEndpoint });
export type WebhookEndpointResponse = z.infer<typeof WebhookEndpointResponse>;
export const ListWebhookEndpointsResponse = z.object({ endpoints: z.array(WebhookEndpoint) });
export type ListWebhookEndpointsResponse = z.infer<typeof ListWebhookEndpointsResponse>;

export const RotateWebhookSecretResponse = z.object({
  endpoint: WebhookEndpoint,
  secret: z.string(),
  previousSecretExpiresAt: Timestamp.describe(
    'The previous secret keeps signing (and verifying) until then: 24 hours.',
  ),
});
export type RotateWebhookSecretResponse = z.infer<typeof RotateWebhookSecretResponse>;

export const RevealWebhookSecretResponse = z.object({
  secret: z.string(),
  previousSecret: z.object({ secret: z.string(), expiresAt: Timestamp }).nullable(),
});
export type RevealWebhookSecretResponse = z.infer<typeof RevealWebhookSecretResponse>;

export const WebhookDeliveryStatus = z.enum(WEBHOOK_DELIVERY_STATUSES);
export type WebhookDeliveryStatus = z.infer<typeof WebhookDeliveryStatus>;

export const WebhookAttempt = z.object({
  id: z.string(),
  deliveryId: z.string().nullable(),
  endpointId: z.string(),
  attemptNo: z.number().int(),
  startedAt: Timestamp,
  latencyMs: z.number().int(),
  statusCode: z.number().int().nullable(),
  responseExcerpt: z.string().nullable().describe('The first 1 KB of the response body.'),
  error: z.string().nullable(),
  test: z.boolean(),
});
export type WebhookAttempt = z.infer<typeof WebhookAttempt>;

export const WebhookDelivery = z.object({
  id: z.string().describe('The `X-Webhook-Id`.'),
  eventId: z.string(),
  event: WebhookEventType,
  endpointId: z.string(),
  status: WebhookDeliveryStatus,
  attemptCount: z.number().int(),
  nextAttemptAt: Timestamp.nullable(),
  lastAttemptAt: Timestamp.nullable(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

export const ListWebhookDeliveriesQuery = z.object({
  partnerId: z.string().min(1).max(100).optional(),
  environment: Environment.optional(),
  endpointId: z.string().min(1).max(100).optional(),
  event: WebhookEventType.optional(),
  status: WebhookDeliveryStatus.optional(),
  limit: PageLimit.optional(),
  cursor: z.string().min(1).max(200).optional(),
});
export type ListWebhookDeliveriesQuery = z.infer<typeof ListWebhookDeliveriesQuery>;

export const ListWebhookDeliveriesResponse = z.object({
  deliveries: z.array(WebhookDelivery).describe('Newest first.'),
  nextCursor: z.string().nullable(),
});
export type ListWebhookDeliveriesResponse = z.infer<typeof ListWebhookDeliveriesResponse>;

export const WebhookDeliveryDetail = WebhookDelivery.extend({
  payload: z.unknown(),
  attempts: z.array(WebhookAttempt),
});
export type WebhookDeliveryDetail = z.infer<typeof WebhookDeliveryDetail>;
export const WebhookDeliveryResponse = z.object({ delivery: WebhookDeliveryDetail });
export type WebhookDeliveryResponse = z.infer<typeof WebhookDeliveryResponse>;

export const RedeliverWebhookResponse = z.object({ delivery: WebhookDelivery });
export type RedeliverWebhookResponse = z.infer<typeof RedeliverWebhookResponse>;

export const SendTestWebhookRequest = z.object({
  event: WebhookEventType,
  payload: z
    .unknown()
    .optional()
    .describe('An edited payload, validated against the event’s schema; default: a sample payload.'),
});
export type SendTestWebhookRequest = z.infer<typeof SendTestWebhookRequest>;

export const SendTestWebhookResponse = z.object({
  status: z.number().int().nullable().describe('HTTP status of the receiver; null when no response arrived.'),
  latencyMs: z.number().int(),
  responseExcerpt: z.string().nullable(),
  error: z.string().nullable(),
  payload: z.unknown().describe('The payload that was sent.'),
});
export type SendTestWebhookResponse = z.infer<typeof SendTestWebhookResponse>;
