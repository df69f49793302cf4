export { computeSignature, signPayload, type RawBody } from './sign.js';
export { deliveryHeaders, type DeliveryHeadersInput } from './delivery.js';
export {
  DEFAULT_TOLERANCE_SECONDS,
  parseSignatureHeader,
  verifyWebhook,
  WebhookVerificationError,
  type VerifiedWebhook,
  type VerifyWebhookOptions,
  type WebhookVerificationReason,
  type WebhookVerificationResult,
} from './verify.js';
export { generateWebhookSecret, isWebhookSecret, WEBHOOK_SECRET_PREFIX } from './secret.js';
export { readHeader, WEBHOOK_HEADERS, WEBHOOK_USER_AGENT, type HeaderSource } from './headers.js';
