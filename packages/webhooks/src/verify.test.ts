import { createHmac } from 'node:crypto';
import type { WebhookEvent } from '@rubric/contracts';
import { describe, expect, it } from 'vitest';
import { deliveryHeaders } from './delivery.js';
import { generateWebhookSecret, isWebhookSecret } from './secret.js';
import { computeSignature, signPayload } from './sign.js';
import { parseSignatureHeader, verifyWebhook, WebhookVerificationError } from './verify.js';

const EVENT: WebhookEvent = {
  event: 'batch.completed',
  tenantId: 'tenant-1',
  batchId: 'bat_1',
  jobId: 'job-1',
  totalJobs: 2,
  completedJobs: 1,
  failedJobs: 1,
  status: 'failed',
  completedAt: '2026-01-02T03:04:05.678Z',
};
const BODY = JSON.stringify(EVENT);
const T = 1_767_323_045;
const NOW = T * 1000;
const SECRET = 'whsec_first_secret_for_tests_aaaaaaaaaaaaaaaaaaaaaaa';
const OTHER = 'whsec_second_secret_for_tests_bbbbbbbbbbbbbbbbbbbbbb';

const headers = (signature: string, extra: Record<string, string> = {}) => ({
  'x-webhook-signature': signature,
  'x-webhook-id': 'whd_1',
  ...extra,
});
const reason = (r: ReturnType<typeof verifyWebhook>) => (r.ok ? 'ok' : r.error.reason);

describe('signPayload', () => {
  it('is HMAC-SHA256 over "t.body" keyed by the whole secret string, lowercase hex, one v1 per secret', () => {
    const independent = (secret: string) =>
      createHmac('sha256', Buffer.from(secret, 'utf8')).update(`${T}.${BODY}`, 'utf8').digest('hex');
    expect(signPayload(BODY, [SECRET], T)).toBe(`t=${T},v1=${independent(SECRET)}`);
    expect(signPayload(BODY, [SECRET, OTHER], T)).toBe(`t=${T},v1=${independent(SECRET)},v1=${independent(OTHER)}`);
    expect(computeSignature(SECRET, T, Buffer.from(BODY))).toBe(independent(SECRET));
  });

  it('refuses no secret and a non-integer timestamp', () => {
    expect(() => signPayload(BODY, [], T)).toThrow();
    expect(() => signPayload(BODY, [SECRET], 1.5)).toThrow();
  });
});

describe('verifyWebhook', () => {
  it('accepts a valid delivery and returns the typed event, id and timestamp', () => {
    const r = verifyWebhook(BODY, headers(signPayload(BODY, [SECRET], T)), SECRET, { now: NOW });
    expect(r).toEqual({ ok: true, event: EVENT, id: 'whd_1', timestamp: T, test: false });
  });

  it('accepts fetch Headers, Buffer bodies, mixed-case names and the test flag', () => {
    const h = new Headers({
      'X-Webhook-Signature': signPayload(BODY, [SECRET], T),
      'X-Webhook-Test': 'true',
      'X-Webhook-Timestamp': String(T),
    });
    const r = verifyWebhook(Buffer.from(BODY), h, [SECRET], { now: new Date(NOW) });
    expect(r.ok && r.test).toBe(true);
  });

  it('matches any of several secrets against any of several v1 entries (rotation)', () => {
    const both = signPayload(BODY, [OTHER, SECRET], T);
    expect(reason(verifyWebhook(BODY, headers(both), SECRET, { now: NOW }))).toBe('ok');
    expect(reason(verifyWebhook(BODY, headers(both), [OTHER], { now: NOW }))).toBe('ok');
    expect(
      reason(verifyWebhook(BODY, headers(signPayload(BODY, [OTHER], T)), ['whsec_unrelated', OTHER], { now: NOW })),
    ).toBe('ok');
  });

  it('names the reason of each failure', () => {
    const good = signPayload(BODY, [SECRET], T);
    expect(reason(verifyWebhook(BODY, {}, SECRET, { now: NOW }))).toBe('missing_header');
    expect(reason(verifyWebhook(BODY, headers('v1=abc'), SECRET, { now: NOW }))).toBe('malformed');
    expect(reason(verifyWebhook(BODY, headers(`t=${T}`), SECRET, { now: NOW }))).toBe('malformed');
    expect(reason(verifyWebhook(BODY, headers('garbage'), SECRET, { now: NOW }))).toBe('malformed');
    expect(
      reason(verifyWebhook(BODY, headers(good, { 'x-webhook-timestamp': String(T + 1) }), SECRET, { now: NOW })),
    ).toBe('malformed');
    expect(reason(verifyWebhook(BODY, headers(good), SECRET, { now: NOW + 301_000 }))).toBe(
      'timestamp_out_of_tolerance',
    );
    expect(reason(verifyWebhook(BODY, headers(good), SECRET, { now: NOW - 301_000 }))).toBe(
      'timestamp_out_of_tolerance',
    );
    expect(reason(verifyWebhook(BODY, headers(good), SECRET, { now: NOW + 301_000, toleranceSeconds: 600 }))).toBe(
      'ok',
    );
    expect(reason(verifyWebhook(BODY, headers(good), OTHER, { now: NOW }))).toBe('no_matching_signature');
    expect(reason(verifyWebhook(`${BODY} `, headers(good), SECRET, { now: NOW }))).toBe('no_matching_signature');
    const notAnEvent = JSON.stringify({ ...EVENT, totalJobs: 'two' });
    expect(reason(verifyWebhook(notAnEvent, headers(signPayload(notAnEvent, [SECRET], T)), SECRET, { now: NOW }))).toBe(
      'invalid_payload',
    );
    const notJson = 'not json';
    expect(reason(verifyWebhook(notJson, headers(signPayload(notJson, [SECRET], T)), SECRET, { now: NOW }))).toBe(
      'invalid_payload',
    );
  });

  it('returns a WebhookVerificationError and refuses an empty secret list', () => {
    const r = verifyWebhook(BODY, {}, SECRET);
    expect(!r.ok && r.error).toBeInstanceOf(WebhookVerificationError);
    expect(() => verifyWebhook(BODY, {}, [])).toThrow(TypeError);
  });

  it('skips entries of unknown schemes', () => {
    expect(parseSignatureHeader(`t=${T},v0=zz,v1=AB`)).toEqual({ timestamp: T, signatures: ['ab'] });
  });
});

describe('generateWebhookSecret', () => {
  it('is whsec_ + 32 random bytes in base64url, different every time', () => {
    const a = generateWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a.slice(6), 'base64url')).toHaveLength(32);
    expect(isWebhookSecret(a)).toBe(true);
    expect(generateWebhookSecret()).not.toBe(a);
  });
});

describe('deliveryHeaders', () => {
  it('names the delivery, the event and the signed second, and signs the body verifyWebhook accepts', () => {
    const sent = deliveryHeaders({ id: 'whd_1', event: EVENT.event, body: BODY, secrets: [SECRET], now: NOW + 999 });
    expect(sent).toMatchObject({
      'Content-Type': 'application/json',
      'User-Agent': 'Rubric-Webhooks/1',
      'X-Webhook-Id': 'whd_1',
      'X-Webhook-Event': 'batch.completed',
      'X-Webhook-Timestamp': String(T),
    });
    expect(sent['X-Webhook-Signature']).toBe(`t=${T},v1=${computeSignature(SECRET, T, BODY)}`);
    expect(sent).not.toHaveProperty('X-Webhook-Test');
    expect(verifyWebhook(BODY, sent, SECRET, { now: NOW })).toMatchObject({
      ok: true,
      id: 'whd_1',
      timestamp: T,
      test: false,
    });
    expect(reason(verifyWebhook(`${BODY} `, sent, SECRET, { now: NOW }))).toBe('no_matching_signature');
  });

  it('signs once per active secret, so a receiver holding either one verifies during a rotation', () => {
    const sent = deliveryHeaders({
      id: 'whd_2',
      event: EVENT.event,
      body: BODY,
      secrets: [SECRET, OTHER],
      now: new Date(NOW),
    });
    expect(sent['X-Webhook-Signature']?.match(/v1=/g)).toHaveLength(2);
    expect(verifyWebhook(BODY, sent, OTHER, { now: NOW }).ok).toBe(true);
    expect(verifyWebhook(BODY, sent, SECRET, { now: NOW }).ok).toBe(true);
  });

  it('marks playground deliveries', () => {
    const sent = deliveryHeaders({
      id: 'whtest_1',
      event: EVENT.event,
      body: BODY,
      secrets: [SECRET],
      now: NOW,
      test: true,
    });
    expect(sent['X-Webhook-Test']).toBe('true');
    expect(verifyWebhook(BODY, sent, SECRET, { now: NOW })).toMatchObject({ ok: true, test: true });
  });
});
