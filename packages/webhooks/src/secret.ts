import { randomBytes } from 'node:crypto';

export const WEBHOOK_SECRET_PREFIX = 'whsec_';
const SECRET_BYTES = 32;

/** `whsec_` + 32 random bytes as base64url (43 characters). */
export function generateWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString('base64url')}`;
}

export function isWebhookSecret(value: string): boolean {
  return /^whsec_[A-Za-z0-9_-]{43,}$/.test(value);
}
