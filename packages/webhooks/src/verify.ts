import { timingSafeEqual } from 'node:crypto';
import { WebhookEvent } from '@rubric/contracts';
import { readHeader, WEBHOOK_HEADERS, type HeaderSource } from './headers.js';
import { computeSignature, type RawBody } from './sign.js';

export const DEFAULT_TOLERANCE_SECONDS = 300;

export type WebhookVerificationReason =
  'missing_header' | 'malformed' | 'timestamp_out_of_tolerance' | 'no_matching_signature' | 'invalid_payload';

/** Why a delivery was not accepted; answer it with 401 (400 for `invalid_payload` if you prefer). */
export class WebhookVerificationError extends Error {
  override readonly name = 'WebhookVerificationError';
  constructor(
    readonly reason: WebhookVerificationReason,
    message: string,
  ) {
    super(message);
  }
}

export interface VerifiedWebhook {
  ok: true;
  event: WebhookEvent;
  /** `X-Webhook-Id`: the deduplication key, stable across retries and redeliveries (null when absent). */
  id: string | null;
  /** The signed timestamp, Unix seconds. */
  timestamp: number;
  /** True for playground deliveries (`X-Webhook-Test: true`). */
  test: boolean;
}

export type WebhookVerificationResult = VerifiedWebhook | { ok: false; error: WebhookVerificationError };

export interface VerifyWebhookOptions {
  /** Maximum age (and clock skew into the future) of the signed timestamp; default 300 s. */
  toleranceSeconds?: number;
  /** The current time (a Date or epoch milliseconds); default: now. */
  now?: Date | number;
}

interface ParsedSignature {
  timestamp: number;
  signatures: string[];
}

const fail = (reason: WebhookVerificationReason, message: string): WebhookVerificationResult => ({
  ok: false,
  error: new WebhookVerificationError(reason, message),
});

/** `t=<unix>,v1=<hex>[,v1=<hex>…]`; entries of other schemes are skipped so that new schemes can be added. */
export function parseSignatureHeader(value: string): ParsedSignature | null {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of value.split(',')) {
    const eq = part.indexOf('=');
    if (eq <= 0) return null;
    const key = part.slice(0, eq).trim();
    const val = part.slice(eq + 1).trim();
    if (key === 't') {
      if (timestamp !== null || !/^\d{1,12}$/.test(val)) return null;
      timestamp = Number(val);
    } else if (key === 'v1') signatures.push(val.toLowerCase());
  }
  if (timestamp === null || signatures.length === 0) return null;
  return { timestamp, signatures };
}

/** Constant-time for equal lengths; a length difference says nothing about the secret. */
function hexEqual(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

function anySignatureMatches(parsed: ParsedSignature, secrets: readonly string[], rawBody: RawBody): boolean {
  let matched = false;
  // Every pair is compared (no early exit), so timing does not reveal which secret or entry matched.
  for (const secret of secrets) {
    const expected = computeSignature(secret, parsed.timestamp, rawBody);
    for (const given of parsed.signatures) matched = hexEqual(expected, given) || matched;
  }
  return matched;
}

function parseEvent(rawBody: RawBody): WebhookEvent | null {
  try {
    const text = typeof rawBody === 'string' ? rawBody : Buffer.from(rawBody).toString('utf8');
    const r = WebhookEvent.safeParse(JSON.parse(text));
    return r.success ? r.data : null;
  } catch {
    return null;
  }
}

function nowSeconds(now: Date | number | undefined): number {
  const ms = now === undefined ? Date.now() : typeof now === 'number' ? now : now.getTime();
  return Math.floor(ms / 1000);
}

/**
 * Verifies a delivery: the signature over the RAW body (before any JSON parsing) against every secret you
 * hold (several during a rotation), the timestamp's age, then the payload's shape. Timing-safe.
 */
export function verifyWebhook(
  rawBody: RawBody,
  headers: HeaderSource,
  secrets: string | readonly string[],
  options: VerifyWebhookOptions = {},
): WebhookVerificationResult {
  const keys = typeof secrets === 'string' ? [secrets] : secrets;
  if (keys.length === 0 || keys.some((s) => typeof s !== 'string' || s.length === 0))
    throw new TypeError('verifyWebhook needs at least one non-empty secret');
  const header = readHeader(headers, WEBHOOK_HEADERS.signature);
  if (!header) return fail('missing_header', `${WEBHOOK_HEADERS.signature} header is missing`);
  const parsed = parseSignatureHeader(header);
  if (!parsed) return fail('malformed', `${WEBHOOK_HEADERS.signature} is not "t=<unix>,v1=<hex>"`);
  const stamped = readHeader(headers, WEBHOOK_HEADERS.timestamp);
  if (stamped !== undefined && stamped !== String(parsed.timestamp))
    return fail('malformed', `${WEBHOOK_HEADERS.timestamp} differs from the signed timestamp`);
  const tolerance = options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  if (Math.abs(nowSeconds(options.now) - parsed.timestamp) > tolerance)
    return fail('timestamp_out_of_tolerance', `the signed timestamp is more than ${tolerance} s away from now`);
  if (!anySignatureMatches(parsed, keys, rawBody))
    return fail('no_matching_signature', 'no v1 signature matches any of the secrets');
  const event = parseEvent(rawBody);
  if (!event) return fail('invalid_payload', 'the body is not a valid Rubric webhook event');
  return {
    ok: true,
    event,
    id: readHeader(headers, WEBHOOK_HEADERS.id) ?? null,
    timestamp: parsed.timestamp,
    test: readHeader(headers, WEBHOOK_HEADERS.test) === 'true',
  };
}
