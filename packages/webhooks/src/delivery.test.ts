import type { WebhookEvent } from '@rubric/contracts';
import { describe, expect, it } from 'vitest';
import { deliveryHeaders } from './delivery.js';
import { verifyWebhook } from './verify.js';

const EVENT: WebhookEvent = {
  event: 'batch.completed',
  tenantId: 'tenant-1',
  batchId: 'bat_1',
  jobId: 'job-1',
  totalJobs: 2,
  completedJobs: 2,
  failedJobs: 0,
  status: 'completed',
  completedAt: '2026-01-02T03:04:05.678Z',
};
const BODY = JSON.stringify(EVENT);
const NOW = 1_767_323_045_678;
const SECRET = 'whsec_first_secret_for_tests_aaaaaaaaaaaaaaaaaaaaaaa';
const PREVIOUS = 'whsec_second_secret_for_tests_bbbbbbbbbbbbbbbbbbbbbb';

describe('deliveryHeaders', () => {
  it('names the delivery, the event and the signed second, and signs the body verifyWebhook accepts', () => {
    const headers = deliveryHeaders({ id: 'whd_1', event: EVENT.event, body: BODY, secrets: [SECRET], now: NOW });
    expect(headers).toMatchObject({
      'Content-Type': 'application/json',
      'User-Agent': 'Rubric-Webhooks/1',
      'X-Webhook-Id': 'whd_1',
      'X-Webhook-Event': 'batch.completed',
      'X-Webhook-Timestamp': '1767323045',
    });
    expect(headers['X-Webhook-Signature']).toMatch(/^t=1767323045,v1=[0-9a-f]{64}$/);
    expect(headers).not.toHaveProperty('X-Webhook-Test');
    const verified = verifyWebhook(BODY, headers, SECRET, { now: NOW });
    expect(verified).toMatchObject({ ok: true, id: 'whd_1', timestamp: 1_767_323_045, test: false });
    expect(verifyWebhook(`${BODY} `, headers, SECRET, { now: NOW }).ok).toBe(false);
  });

  it('signs once per active secret, so a receiver holding either one verifies during a rotation', () => {
    const headers = deliveryHeaders({
      id: 'whd_2',
      event: EVENT.event,
      body: BODY,
      secrets: [SECRET, PREVIOUS],
      now: new Date(NOW),
    });
    expect(headers['X-Webhook-Signature']?.match(/v1=/g)).toHaveLength(2);
    expect(verifyWebhook(BODY, headers, PREVIOUS, { now: NOW }).ok).toBe(true);
    expect(verifyWebhook(BODY, headers, SECRET, { now: NOW }).ok).toBe(true);
  });

  it('marks playground deliveries', () => {
    const headers = deliveryHeaders({
      id: 'whtest_1',
      event: EVENT.event,
      body: BODY,
      secrets: [SECRET],
      now: NOW,
      test: true,
    });
    expect(headers['X-Webhook-Test']).toBe('true');
    expect(verifyWebhook(BODY, headers, SECRET, { now: NOW })).toMatchObject({ ok: true, test: true });
  });
});
