export type { HostResolver, LookupAddress } from './types.js';
export { systemResolver } from './resolver.js';
export { isPrivateAddress } from './private-address.js';
export { createGuardedLookup, PrivateAddressError, type GuardedLookup } from './guarded-lookup.js';
export { createPrivateOnlyLookup, PublicAddressError } from './private-only-lookup.js';
export { refusedLiteralHost, type LiteralHostPolicy } from './literal-host.js';
export { trustedCaContext } from './trusted-ca.js';
export { redirectTarget, RedirectRefusedError, REDIRECT_STATUSES } from './redirects.js';
export { describeNetworkError, errorCodes } from './network-errors.js';
export {
  admitUrl,
  refusedAddresses,
  type UrlAdmission,
  type UrlAdmissionPolicy,
  type UrlRefusal,
} from './url-admission.js';
