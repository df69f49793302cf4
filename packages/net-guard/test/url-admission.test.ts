import { describe, expect, it } from 'vitest';
import { admitUrl, refusedAddresses, type UrlAdmissionPolicy } from '../src/index.js';

const webhooks = (allowPrivateNetworks: boolean): UrlAdmissionPolicy => ({ allowPrivateNetworks, plainHttp: true });
const resumes = (allowPrivateNetworks: boolean): UrlAdmissionPolicy => ({ allowPrivateNetworks, plainHttp: false });
const refusal = (raw: string, policy: UrlAdmissionPolicy) => {
  const admitted = admitUrl(raw, policy);
  return admitted.ok ? null : { kind: admitted.kind, message: admitted.message };
};

describe('admitUrl: the URL admission rule', () => {
  it('admits https: to public hosts under every policy, through the guarded lookup', () => {
    for (const policy of [webhooks(false), webhooks(true), resumes(false), resumes(true)]) {
      const admitted = admitUrl('https://hooks.example.com/x?y=1', policy);
      expect(admitted).toMatchObject({ ok: true, lookup: 'guarded' });
      if (admitted.ok) expect(admitted.url.href).toBe('https://hooks.example.com/x?y=1');
      expect(admitUrl('https://93.184.215.14/x', policy)).toMatchObject({ ok: true, lookup: 'guarded' });
    }
  });

  it('refuses what is not an https: URL, and credentials, before any address', () => {
    for (const policy of [webhooks(true), resumes(true)]) {
      expect(refusal('not a url', policy)).toEqual({ kind: 'syntax', message: 'is not a valid absolute URL' });
      expect(refusal('ftp://example.com/x', policy)).toEqual({ kind: 'syntax', message: 'must be an https: URL' });
      expect(refusal('https://user:pw@example.com/x', policy)).toEqual({
        kind: 'syntax',
        message: 'must not carry credentials',
      });
    }
  });

  it('admits plain http: only where accepted, only with private networks allowed, only to private addresses', () => {
    // Resumes: never.
    expect(refusal('http://10.0.0.7/r.pdf', resumes(true))).toEqual({
      kind: 'syntax',
      message: 'must be an https: URL',
    });
    // Webhooks without private networks: never, and the message names the setting.
    expect(refusal('http://10.0.0.7/hook', webhooks(false))).toMatchObject({
      kind: 'syntax',
      message: expect.stringContaining('FETCH_ALLOW_PRIVATE_NETWORKS=true'),
    });
    // Webhooks with them: a private literal, or a name (checked by the private-only lookup on connecting).
    expect(admitUrl('http://10.0.0.7/hook', webhooks(true))).toMatchObject({ ok: true, lookup: 'private-only' });
    expect(admitUrl('http://hooks.internal/hook', webhooks(true))).toMatchObject({ ok: true, lookup: 'private-only' });
    expect(refusal('http://8.8.8.8/hook', webhooks(true))).toEqual({
      kind: 'address',
      message: 'refused: http: is allowed only to private-network addresses (8.8.8.8)',
    });
  });

  it('refuses a private literal address for https: unless private networks are allowed', () => {
    for (const raw of [
      'https://127.0.0.1/x',
      'https://[::1]/x',
      'https://10.1.2.3/x',
      'https://[::ffff:a9fe:a9fe]/x',
    ]) {
      expect(refusal(raw, webhooks(false))).toMatchObject({
        kind: 'address',
        message: expect.stringMatching(/^refused: /),
      });
      expect(refusal(raw, resumes(false))).toMatchObject({ kind: 'address' });
      expect(admitUrl(raw, webhooks(true)).ok).toBe(true);
      expect(admitUrl(raw, resumes(true)).ok).toBe(true);
    }
  });
});

describe('refusedAddresses: the rule on a host name resolved ahead (registration)', () => {
  const url = (raw: string) => new URL(raw);

  it('plain http: needs every address private', () => {
    expect(refusedAddresses(url('http://h.test/'), ['10.0.0.1', 'fd00::1'], webhooks(true))).toBeNull();
    expect(refusedAddresses(url('http://h.test/'), ['10.0.0.1', '8.8.8.8'], webhooks(true))).toMatch(
      /private-network addresses only/,
    );
    expect(refusedAddresses(url('http://h.test/'), null, webhooks(true))).toMatch(/private-network addresses only/);
  });

  it('https: is refused only when every address is private and private networks are not allowed', () => {
    expect(refusedAddresses(url('https://h.test/'), ['10.0.0.1'], webhooks(false))).toMatch(
      /FETCH_ALLOW_PRIVATE_NETWORKS/,
    );
    expect(refusedAddresses(url('https://h.test/'), ['10.0.0.1'], webhooks(true))).toBeNull();
    expect(refusedAddresses(url('https://h.test/'), ['10.0.0.1', '8.8.8.8'], webhooks(false))).toBeNull();
    // Not resolvable yet: accepted (its DNS may not exist yet); connecting checks again.
    expect(refusedAddresses(url('https://h.test/'), null, webhooks(false))).toBeNull();
  });
});
