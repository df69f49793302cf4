import { isIP } from 'node:net';
import { isPrivateAddress, type HostResolver } from '@rubric/net-guard';
import { ApiError } from '../../errors/api-error.js';

export interface UrlPolicy {
  allowPrivateNetworks: boolean;
  resolve: HostResolver;
}

const refuse = (message: string) =>
  new ApiError('VALIDATION_ERROR', message, [{ field: 'url', code: 'invalid_url', message }]);

const bareHost = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/** Every address of the host, or null when it does not resolve (a literal IP is its own answer). */
async function addressesOf(url: URL, resolve: HostResolver): Promise<string[] | null> {
  const host = bareHost(url);
  if (isIP(host)) return [host];
  try {
    const answers = await resolve(host);
    return answers.length ? answers.map((a) => a.address) : null;
  } catch {
    return null;
  }
}

/**
 * docs/api-decisions.md (Webhooks): `https:` URLs; `http:` only to private addresses and only with FETCH_ALLOW_PRIVATE_NETWORKS.
 * A host whose every address is private is refused unless the setting is on. DNS can change later, so
 * delivery checks again on the connected address; an unresolvable https host is accepted (its DNS may
 * not exist yet) and its deliveries fail until it does.
 */
export async function assertWebhookUrl(raw: string, policy: UrlPolicy): Promise<URL> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refuse('url is not a valid absolute URL');
  }
  if (url.username || url.password) throw refuse('url must not carry credentials');
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw refuse('url must be an https: URL');
  if (url.protocol === 'http:' && !policy.allowPrivateNetworks)
    throw refuse(
      'url must be an https: URL (http: is allowed only to private networks with FETCH_ALLOW_PRIVATE_NETWORKS=true)',
    );
  const addresses = await addressesOf(url, policy.resolve);
  if (url.protocol === 'http:') {
    if (!addresses || !addresses.every(isPrivateAddress))
      throw refuse('an http: url must resolve to private-network addresses only; use https:');
    return url;
  }
  if (!policy.allowPrivateNetworks && addresses && addresses.every(isPrivateAddress))
    throw refuse('url resolves to a private-network address (allowed only with FETCH_ALLOW_PRIVATE_NETWORKS=true)');
  return url;
}
