import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** An IPv4 address carried inside an IPv6 address, and the transition form that carries it. */
export interface EmbeddedIPv4 {
  form: 'ipv4-compatible' | 'ipv4-mapped' | 'ipv4-translated' | 'nat64' | 'nat64-local' | '6to4' | 'teredo' | 'isatap';
  ipv4: string;
}

const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;

/** RFC 6052: the IPv4 follows the prefix, skipping bits 64–71 (the `u` octet, always zero). */
function rfc6052(address: ipaddr.IPv6, prefixBytes: number): string {
  const bytes = address.toByteArray();
  const out: number[] = [];
  for (let i = prefixBytes; out.length < 4; i++) if (i !== 8) out.push(bytes[i] ?? 0);
  return out.join('.');
}

/**
 * Every IPv4 address an IPv6 address carries in a known transition form. Teredo carries two: the
 * server (bits 32–63) and the client (the last 32 bits, XOR-ed with ones). ISATAP is recognised by
 * its interface identifier (`0000:5efe` or `0200:5efe`, u/g bits free) under any prefix.
 */
export function embeddedIPv4(address: ipaddr.IPv6): EmbeddedIPv4[] {
  const p = address.parts as [number, number, number, number, number, number, number, number];
  const zeros = (from: number, to: number) => p.slice(from, to).every((x) => x === 0);
  const out: EmbeddedIPv4[] = [];
  if (zeros(0, 6)) out.push({ form: 'ipv4-compatible', ipv4: v4(p[6], p[7]) });
  if (zeros(0, 5) && p[5] === 0xffff) out.push({ form: 'ipv4-mapped', ipv4: v4(p[6], p[7]) });
  if (zeros(0, 4) && p[4] === 0xffff && p[5] === 0) out.push({ form: 'ipv4-translated', ipv4: v4(p[6], p[7]) });
  if (p[0] === 0x64 && p[1] === 0xff9b && zeros(2, 6)) out.push({ form: 'nat64', ipv4: v4(p[6], p[7]) });
  // The local-use prefix may be /48, /56, /64 or /96 long, so its IPv4 may sit in four places: each is checked.
  if (p[0] === 0x64 && p[1] === 0xff9b && p[2] === 1)
    for (const prefixBytes of [6, 7, 8, 12]) out.push({ form: 'nat64-local', ipv4: rfc6052(address, prefixBytes) });
  if (p[0] === 0x2002) out.push({ form: '6to4', ipv4: v4(p[1], p[2]) });
  if (p[0] === 0x2001 && p[1] === 0) {
    out.push({ form: 'teredo', ipv4: v4(p[2], p[3]) });
    out.push({ form: 'teredo', ipv4: v4(p[6] ^ 0xffff, p[7] ^ 0xffff) });
  }
  if ((p[4] & 0xfcff) === 0 && p[5] === 0x5efe) out.push({ form: 'isatap', ipv4: v4(p[6], p[7]) });
  return out;
}

const privateIPv4 = (address: string) => ipaddr.IPv4.parse(address).range() !== 'unicast';

/**
 * Transition forms that are only an IPv4 address in other clothes, judged by that address: IPv4-mapped
 * (what a dual-stack socket reports) and the well-known NAT64 prefix (what DNS64 answers on IPv6-only
 * networks). Every other form ipaddr.js does not class as `unicast` — IPv4-compatible (deprecated),
 * IPv4-translated, local-use NAT64, 6to4, Teredo — stays refused whatever it carries.
 */
const JUDGED_BY_IPV4 = new Set<EmbeddedIPv4['form']>(['ipv4-mapped', 'nat64']);

/**
 * True for every address a resume fetch or webhook delivery must not reach: anything ipaddr.js does
 * not class as global `unicast` (loopback, private, link-local, CGNAT, multicast, unspecified,
 * broadcast, reserved, unique-local, documentation, the transition ranges), any IPv6 address that
 * carries a non-public IPv4 address in a transition form (see `embeddedIPv4`; `::/96` as a whole),
 * and anything that does not parse.
 */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return privateIPv4(bare);
  if (family !== 6) return true;
  // ipaddr.js reads `::a.b.c.d` as IPv4-mapped; the URL parser writes it the standard way (`::a0b:c0d`).
  const v6 = ipaddr.IPv6.parse(new URL(`http://[${bare}]/`).hostname.slice(1, -1));
  const embedded = embeddedIPv4(v6);
  if (embedded.some((e) => e.form === 'ipv4-compatible' || privateIPv4(e.ipv4))) return true;
  if (embedded.length > 0 && embedded.every((e) => JUDGED_BY_IPV4.has(e.form))) return false;
  return v6.range() !== 'unicast';
}
