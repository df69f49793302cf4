import { createHmac } from 'node:crypto';

export type RawBody = string | Uint8Array;

/** Lowercase hex HMAC-SHA256 of `${t}.${rawBody}`, keyed by the secret string exactly as shown (`whsec_` included). */
export function computeSignature(secret: string, timestampSeconds: number, rawBody: RawBody): string {
  return createHmac('sha256', secret).update(`${timestampSeconds}.`).update(rawBody).digest('hex');
}

/**
 * The `X-Webhook-Signature` value: `t=<unix>,v1=<hex>` with one `v1` per secret, so a receiver that
 * still holds the previous secret during a rotation keeps verifying.
 */
export function signPayload(rawBody: RawBody, secrets: readonly string[], timestampSeconds: number): string {
  if (secrets.length === 0) throw new Error('signPayload needs at least one secret');
  if (!Number.isInteger(timestampSeconds) || timestampSeconds < 0)
    throw new Error('timestampSeconds must be a non-negative integer');
  const entries = secrets.map((secret) => `v1=${computeSignature(secret, timestampSeconds, rawBody)}`);
  return [`t=${timestampSeconds}`, ...entries].join(',');
}
