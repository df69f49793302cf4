import type { LookupAddress as DnsLookupAddress, LookupOptions } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { isPrivateAddress } from './private-address.js';
import { systemResolver } from './resolver.js';
import type { HostResolver, LookupAddress } from './types.js';

/** A net.connect / tls.connect compatible `lookup`. */
export type GuardedLookup = LookupFunction;

export const PRIVATE_ADDRESS_CODE = 'ERR_NET_GUARD_PRIVATE_ADDRESS';

/** Raised inside the socket lookup when every address of a host is on a private network. */
export class PrivateAddressError extends Error {
  readonly code = PRIVATE_ADDRESS_CODE;
  constructor(hostname: string) {
    super(`${hostname} resolves only to private-network addresses`);
    this.name = 'PrivateAddressError';
  }
}

async function resolveChecked(
  hostname: string,
  family: number | undefined,
  resolve: HostResolver,
  allowPrivateNetworks: boolean,
): Promise<LookupAddress[]> {
  const answers = (await resolve(hostname)).filter((a) => !family || a.family === family);
  // Keep only the addresses that pass, so a mixed public/private answer cannot route inward.
  const usable = allowPrivateNetworks ? answers : answers.filter((a) => !isPrivateAddress(a.address));
  if (usable.length === 0) {
    if (answers.length > 0) throw new PrivateAddressError(hostname);
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND', hostname });
  }
  return usable;
}

/**
 * The check runs inside the socket's own lookup, so the connection goes to exactly the address
 * that was checked: there is no second resolution for a rebinding DNS server to answer differently.
 */
export function createGuardedLookup(opts: { allowPrivateNetworks: boolean; lookup?: HostResolver }): GuardedLookup {
  const resolve = opts.lookup ?? systemResolver;
  return (hostname: string, options: LookupOptions, callback) => {
    const family = typeof options.family === 'number' ? options.family : undefined;
    resolveChecked(hostname, family, resolve, opts.allowPrivateNetworks).then(
      (usable) => {
        if (options.all) {
          callback(
            null,
            usable.map((a): DnsLookupAddress => ({ address: a.address, family: a.family })),
          );
          return;
        }
        const first = usable[0]!; // resolveChecked never returns an empty list
        callback(null, first.address, first.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, ''),
    );
  };
}
