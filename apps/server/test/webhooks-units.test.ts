import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WEBHOOK_EVENT_TYPES, WebhookEvent } from '@rubric/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { retryDelayMs, WEBHOOK_MAX_ATTEMPTS } from '../src/modules/webhooks/delivery-loop.js';
import { samplePayload } from '../src/modules/webhooks/samples.js';
import { createSecretBox, webhookKeyPath } from '../src/modules/webhooks/secret-box.js';

describe('retry schedule (docs/api-decisions.md, Webhooks)', () => {
  const bounds = { minMs: 60_000, maxMs: 1_800_000 };
  it('waits min·2^(n-1), capped at max, plus 0–20% jitter from the injected random source', () => {
    expect(WEBHOOK_MAX_ATTEMPTS).toBe(5);
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, bounds, () => 0))).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, bounds, () => 1))).toEqual([72_000, 144_000, 288_000, 576_000]);
    expect(retryDelayMs(4, { minMs: 50, maxMs: 120 }, () => 0)).toBe(120);
    expect(retryDelayMs(9, bounds, () => 0.5)).toBe(1_980_000);
  });
});

describe('playground samples', () => {
  it('are valid events of their type', () => {
    for (const type of WEBHOOK_EVENT_TYPES) {
      const sample = samplePayload(type, '2026-01-01T00:00:00.000Z');
      expect(WebhookEvent.parse(sample).event).toBe(type);
    }
  });
});

describe('secret box', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rubric-secret-box-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('creates its key only on first use, mode 0600; another process reads the same key; tampering is detected', () => {
    const a = createSecretBox(dir);
    expect(() => statSync(webhookKeyPath(dir))).toThrow();
    const sealed = a.encrypt('whsec_abc', 'whe_1');
    expect(statSync(webhookKeyPath(dir)).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'secrets')).mode & 0o777).toBe(0o700);
    expect(createSecretBox(dir).decrypt(sealed, 'whe_1')).toBe('whsec_abc');
    const [v, iv, tag, body] = sealed.split('.');
    const flipped = `${v}.${iv}.${tag}.${Buffer.from(Buffer.from(body ?? '', 'base64url').map((b, i) => (i === 0 ? b ^ 1 : b))).toString('base64url')}`;
    expect(() => a.decrypt(flipped, 'whe_1')).toThrow();
    expect(a.encrypt('whsec_abc', 'whe_1')).not.toBe(sealed); // a fresh IV each time
  });
});
