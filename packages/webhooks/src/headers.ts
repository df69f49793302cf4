/** Header names of a delivery, as sent (receivers read them case-insensitively). */
export const WEBHOOK_HEADERS = {
  id: 'X-Webhook-Id',
  event: 'X-Webhook-Event',
  timestamp: 'X-Webhook-Timestamp',
  signature: 'X-Webhook-Signature',
  test: 'X-Webhook-Test',
} as const;

export const WEBHOOK_USER_AGENT = 'Rubric-Webhooks/1';

/** What a receiver hands in: a fetch `Headers`, or node's `req.headers` (any letter case). */
export type HeaderSource = Headers | Record<string, string | string[] | undefined>;

/** One header's value from either shape; a repeated header yields its first value. */
export function readHeader(headers: HeaderSource, name: string): string | undefined {
  // Duck-typed rather than `instanceof Headers`: undici's and the global class may be different realms.
  if (typeof headers.get === 'function') return (headers as Headers).get(name) ?? undefined;
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers as Record<string, string | string[] | undefined>)) {
    if (key.toLowerCase() === wanted) return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}
