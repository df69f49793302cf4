import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import ipaddr from 'ipaddr.js';
import { createGuardedLookup, isPrivateAddress, type HostResolver } from '../src/index.js';
import { embeddedIPv4 } from '../src/private-address.js';

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

/**
 * Every way IPv6 can carry an IPv4 address, each with a private IPv4 inside (all refused) — and, where the form
 * is only an IPv4 address in other clothes, the same form carrying a public one.
 */
describe('IPv4 embedded in IPv6', () => {
  const embeddings: Array<[string, string, string]> = [
    // [address, form, embedded IPv4 that makes it private]
    ['::7f00:1', 'ipv4-compatible', '127.0.0.1'],
    ['::127.0.0.1', 'ipv4-compatible', '127.0.0.1'],
    ['::a9fe:a9fe', 'ipv4-compatible', '169.254.169.254'],
    ['::a00:1', 'ipv4-compatible', '10.0.0.1'],
    ['::ffff:7f00:1', 'ipv4-mapped', '127.0.0.1'],
    ['::ffff:0:a9fe:a9fe', 'ipv4-translated', '169.254.169.254'],
    ['::ffff:0:192.168.0.1', 'ipv4-translated', '192.168.0.1'],
    ['64:ff9b::7f00:1', 'nat64', '127.0.0.1'],
    ['64:ff9b::10.1.2.3', 'nat64', '10.1.2.3'],
    ['64:ff9b:1::a9fe:a9fe', 'nat64-local', '169.254.169.254'],
    ['64:ff9b:1:7f00:0:100::', 'nat64-local', '127.0.0.1'], // /48 layout: 127.0, the u octet, 0.1
    ['2002:7f00:1::', '6to4', '127.0.0.1'],
    ['2002:a9fe:a9fe::1', '6to4', '169.254.169.254'],
    ['2002:c0a8:101:1::1', '6to4', '192.168.1.1'],
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'teredo', '127.0.0.1'], // client = last 32 bits XOR ones
    ['2001:0:a00:1::1', 'teredo', '10.0.0.1'], // server
    ['2001:0:4136:e378:8000:63bf:5601:5601', 'teredo', '169.254.169.254'],
    ['2607:f8b0:4005::5efe:7f00:1', 'isatap', '127.0.0.1'],
    ['2607:f8b0:4005::200:5efe:a9fe:a9fe', 'isatap', '169.254.169.254'],
    ['2a00:1450::5efe:c0a8:101', 'isatap', '192.168.1.1'],
    ['fe80::5efe:a00:1', 'isatap', '10.0.0.1'],
  ];
  it.each(embeddings)('refuses %s (%s carrying %s)', (address, form, ipv4) => {
    expect(embeddedIPv4(ipaddr.IPv6.parse(new URL(`http://[${address}]/`).hostname.slice(1, -1)))).toContainEqual({
      form,
      ipv4,
    });
    expect(isPrivateAddress(address)).toBe(true);
    expect(isPrivateAddress(`[${address}]`)).toBe(true);
  });

  it('judges IPv4-mapped, well-known NAT64 and ISATAP under a public prefix by the IPv4 they carry', () => {
    for (const address of ['::ffff:8.8.8.8', '64:ff9b::808:808', '64:ff9b::1.1.1.1', '2607:f8b0:4005::5efe:808:808'])
      expect(isPrivateAddress(address), address).toBe(false);
  });

  it('refuses the deprecated or site-specific forms whatever they carry (IPv4-compatible, translated, 6to4, Teredo, local NAT64)', () => {
    for (const address of [
      '::808:808',
      '::8.8.8.8',
      '::ffff:0:808:808',
      '2002:808:808::1',
      '2001:0:808:808::1',
      '64:ff9b:1::808:808',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
  });

  it('leaves ordinary public IPv6 alone', () => {
    for (const address of ['2606:4700:4700::1111', '2001:4860:4860::8888', '2a00:1450:4001:82a::200e'])
      expect(isPrivateAddress(address), address).toBe(false);
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
    expect(answer.err?.code).toBe('ERR_NET_GUARD_PRIVATE_ADDRESS');
  });

  it('fails when every answer carries a private IPv4 in IPv6 (the socket never connects)', async () => {
    const embedded: HostResolver = async () => [
      { address: '::7f00:1', family: 6 },
      { address: '64:ff9b::a9fe:a9fe', family: 6 },
      { address: '2001:0:4136:e378:8000:63bf:80ff:fffe', family: 6 },
    ];
    const answer = await callLookup(embedded, false, { all: true });
    expect(answer.err?.code).toBe('ERR_NET_GUARD_PRIVATE_ADDRESS');
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
