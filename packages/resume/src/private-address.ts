import ipaddr from 'ipaddr.js';

/**
 * True for every address a resume fetch must not reach: anything ipaddr.js does not class as
 * global `unicast` (loopback, private, link-local, CGNAT, multicast, unspecified, broadcast,
 * reserved, unique-local, documentation, 6to4/Teredo/NAT64 which can embed a private IPv4),
 * IPv4-mapped IPv6 judged by the IPv4 inside, and anything that does not parse.
 */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!ipaddr.isValid(bare)) return true;
  const parsed = ipaddr.parse(bare);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().range() !== 'unicast';
  }
  return parsed.range() !== 'unicast';
}

export function isIpLiteral(host: string): boolean {
  return ipaddr.isValid(host.replace(/^\[|\]$/g, ''));
}
