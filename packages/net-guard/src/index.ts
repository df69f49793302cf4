export type { HostResolver, LookupAddress } from './types.js';
export { isIpLiteral, isPrivateAddress } from './private-address.js';
export { createGuardedLookup, PrivateAddressError, type GuardedLookup } from './guarded-lookup.js';
