import { isIP } from 'node:net';
import { isPrivateAddress } from './private-address.js';

export interface LiteralHostPolicy {
  allowPrivateNetworks: boolean;
  /** Plain `http:`: the address must be private (see `createPrivateOnlyLookup`). */
  requirePrivate?: boolean;
}

/**
 * Why a URL whose host is an IP literal may not be reached, or null. Literal IPs never reach a socket
 * `lookup`, so the guard is applied to them here, before connecting (and again at every redirect hop).
 */
export function refusedLiteralHost(url: URL, policy: LiteralHostPolicy): string | null {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!isIP(host)) return null;
  const isPrivate = isPrivateAddress(host);
  if (policy.requirePrivate && !isPrivate)
    return `refused: http: is allowed only to private-network addresses (${host})`;
  if (!policy.allowPrivateNetworks && isPrivate) return `refused: ${host} is a private-network address`;
  return null;
}
