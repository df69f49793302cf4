// Playground samples and schemas live in the contracts, shared with the portal's playground.
export { sampleWebhookEvent as samplePayload, WEBHOOK_EVENT_SCHEMAS as EVENT_SCHEMAS } from '@rubric/contracts';
