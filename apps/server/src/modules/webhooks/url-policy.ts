import { isIP } from 'node:net';
import { admitUrl, refusedAddresses, type HostResolver } from '@rubric/net-guard';
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
 * A webhook URL at registration, by net-guard's URL admission rule (webhooks accept plain http: where
 * the rule does), its host's current addresses included so that a partner hears at once; delivery
 * checks again on the address it connects to (DNS can change).
 */
export async function assertWebhookUrl(raw: string, policy: UrlPolicy): Promise<URL> {
  const rule = { allowPrivateNetworks: policy.allowPrivateNetworks, plainHttp: true };
  const admitted = admitUrl(raw, rule);
  if (!admitted.ok) throw refuse(`url ${admitted.message}`);
  const refused = refusedAddresses(admitted.url, await addressesOf(admitted.url, policy.resolve), rule);
  if (refused) throw refuse(refused);
  return admitted.url;
}
