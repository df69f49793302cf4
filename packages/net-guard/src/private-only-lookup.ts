import type { LookupFunction } from 'node:net';
import { isPrivateAddress } from './private-address.js';
import type { HostResolver } from './types.js';

export const PUBLIC_ADDRESS_CODE = 'ERR_NET_GUARD_PUBLIC_ADDRESS';

/** Raised inside the socket lookup when a host that must stay inside private networks has no private address. */
export class PublicAddressError extends Error {
  readonly code = PUBLIC_ADDRESS_CODE;
  constructor(hostname: string) {
    super(`${hostname} does not resolve to a private-network address (required for http:)`);
    this.name = 'PublicAddressError';
  }
}

/**
 * The reverse guard, for plain `http:`: text that is not encrypted may only travel inside private networks,
 * so public answers are dropped (in the socket's own lookup, like `createGuardedLookup`).
 */
export function createPrivateOnlyLookup(resolve: HostResolver): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (answers) => {
        const usable = answers.filter(
          (a) => isPrivateAddress(a.address) && (!options.family || a.family === options.family),
        );
        const first = usable[0];
        if (!first) return callback(new PublicAddressError(hostname), '');
        if (options.all)
          return callback(
            null,
            usable.map((a) => ({ address: a.address, family: a.family })),
          );
        callback(null, first.address, first.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, ''),
    );
  };
}
