import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { createGuardedLookup, isPrivateAddress, type HostResolver } from '../src/index.js';

describe('isPrivateAddress', () => {
  const refused: Array<[string, string]> = [
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback range'],
    ['10.1.2.3', 'private 10/8'],
    ['172.16.0.1', 'private 172.16/12'],
    ['172.31.255.255', 'private 172.16/12 end'],
    ['192.168.1.1', 'private 192.168/16'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['100.64.0.1', 'CGNAT 100.64/10'],
    ['100.127.255.254', 'CGNAT end'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['0.0.0.0', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.10', 'documentation'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fe80::1', 'IPv6 link-local'],
    ['fc00::1', 'IPv6 unique local'],
    ['fd12:3456::1', 'IPv6 unique local'],
    ['ff02::1', 'IPv6 multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback, dotted'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:169.254.169.254', 'IPv4-mapped link-local'],
    ['[::1]', 'bracketed'],
    ['not-an-ip', 'unparseable'],
  ];
  it.each(refused)('refuses %s (%s)', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  const allowed = [
    '8.8.8.8',
    '1.1.1.1',
    '100.63.255.255',
    '100.128.0.1',
    '172.32.0.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
  ];
  it.each(allowed)('allows public %s', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });
});

type Answer = { err: NodeJS.ErrnoException | null; address: string | LookupAddress[]; family?: number };

function callLookup(
  resolver: HostResolver,
  allowPrivateNetworks: boolean,
  options: { all?: boolean; family?: number },
) {
  const lookup = createGuardedLookup({ allowPrivateNetworks, lookup: resolver });
  return new Promise<Answer>((resolve) => {
    lookup('host.test', options, (err, address, family) => resolve({ err, address, family }));
  });
}

describe('createGuardedLookup', () => {
  const mixed: HostResolver = async () => [
    { address: '127.0.0.1', family: 4 },
    { address: '8.8.4.4', family: 4 },
    { address: '2001:4860:4860::8888', family: 6 },
  ];

  it('drops private answers and returns only checked public ones (all: true)', async () => {
    const answer = await callLookup(mixed, false, { all: true });
    expect(answer.err).toBeNull();
    expect(answer.address).toEqual([
      { address: '8.8.4.4', family: 4 },
      { address: '2001:4860:4860::8888', family: 6 },
    ]);
  });

  it('returns one checked address in the single-answer form, honouring family', async () => {
    const answer = await callLookup(mixed, false, { family: 6 });
    expect(answer).toEqual({ err: null, address: '2001:4860:4860::8888', family: 6 });
  });

  it('fails when every answer is private', async () => {
    const answer = await callLookup(async () => [{ address: '::ffff:7f00:1', family: 6 }], false, { all: true });
    expect(answer.err?.code).toBe('ERR_RESUME_PRIVATE_ADDRESS');
  });

  it('lets private answers through when private networks are allowed', async () => {
    const answer = await callLookup(mixed, true, {});
    expect(answer).toEqual({ err: null, address: '127.0.0.1', family: 4 });
  });

  it('passes resolver failures on', async () => {
    const failing: HostResolver = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND host.test'), { code: 'ENOTFOUND' });
    };
    const answer = await callLookup(failing, false, { all: true });
    expect(answer.err?.code).toBe('ENOTFOUND');
  });
});
