// Which URLs Rubric connects to on a partner's behalf (webhook deliveries, resume fetches): the one
// definition of the rule. Webhook registration, webhook delivery and resume fetching all ask here.
import { isPrivateAddress } from './private-address.js';
import { refusedLiteralHost } from './literal-host.js';

/**
 * The rule:
 * - `https:` to a public address; to a private one only with FETCH_ALLOW_PRIVATE_NETWORKS;
 * - plain `http:` only where the caller accepts it at all (webhooks: yes; resumes: no, the API says
 *   HTTPS), only with FETCH_ALLOW_PRIVATE_NETWORKS, and only to private addresses: text that is not
 *   encrypted stays inside private networks;
 * - no user name or password in the URL (they would be stored and logged with it).
 */
export interface UrlAdmissionPolicy {
  /** FETCH_ALLOW_PRIVATE_NETWORKS. */
  allowPrivateNetworks: boolean;
  /** Whether plain `http:` is acceptable at all (to private addresses, with allowPrivateNetworks). */
  plainHttp: boolean;
}

/** Why a URL is refused: `syntax` (not a URL, credentials, scheme) before connecting; `address` its host. */
export interface UrlRefusal {
  ok: false;
  kind: 'syntax' | 'address';
  /** Reads after the field's name: "url must be an https: URL"; address refusals start with "refused:". */
  message: string;
}

export type UrlAdmission =
  | {
      ok: true;
      url: URL;
      /**
       * The socket lookup the connection must use: `guarded` (createGuardedLookup: private addresses
       * dropped unless allowed) for https, `private-only` (createPrivateOnlyLookup) for plain http.
       */
      lookup: 'guarded' | 'private-only';
    }
  | UrlRefusal;

const HTTP_NEEDS_PRIVATE_NETWORKS =
  'must be an https: URL (http: is allowed only to private networks with FETCH_ALLOW_PRIVATE_NETWORKS=true)';

/**
 * Checks a URL before connecting: its syntax and scheme, and its host when that is an IP literal
 * (literal IPs never reach a socket lookup). A host name's addresses are checked on connecting, by the
 * lookup named in the answer, and may be checked ahead with `refusedAddresses`.
 */
export function admitUrl(raw: string | URL, policy: UrlAdmissionPolicy): UrlAdmission {
  let url: URL;
  try {
    url = typeof raw === 'string' ? new URL(raw) : raw;
  } catch {
    return { ok: false, kind: 'syntax', message: 'is not a valid absolute URL' };
  }
  if (url.username || url.password) return { ok: false, kind: 'syntax', message: 'must not carry credentials' };
  const plain = url.protocol === 'http:';
  if (url.protocol !== 'https:' && !(plain && policy.plainHttp))
    return { ok: false, kind: 'syntax', message: 'must be an https: URL' };
  if (plain && !policy.allowPrivateNetworks) return { ok: false, kind: 'syntax', message: HTTP_NEEDS_PRIVATE_NETWORKS };
  const refused = refusedLiteralHost(url, { allowPrivateNetworks: policy.allowPrivateNetworks, requirePrivate: plain });
  if (refused) return { ok: false, kind: 'address', message: refused };
  return { ok: true, url, lookup: plain ? 'private-only' : 'guarded' };
}

/**
 * The rule applied ahead of time to the addresses a host name resolves to now (null: it does not
 * resolve), for a URL `admitUrl` accepted — at registration, so a partner hears at once. Plain http
 * needs every address private; https is refused when every address is private and private networks
 * are not allowed (some public address: the lookup uses those). An https host that does not resolve
 * passes: its DNS may not exist yet. DNS can change later, which is why connecting checks again.
 */
export function refusedAddresses(
  url: URL,
  addresses: readonly string[] | null,
  policy: UrlAdmissionPolicy,
): string | null {
  if (url.protocol === 'http:') {
    if (!addresses || !addresses.every(isPrivateAddress))
      return 'an http: url must resolve to private-network addresses only; use https:';
    return null;
  }
  if (!policy.allowPrivateNetworks && addresses && addresses.every(isPrivateAddress))
    return 'url resolves to a private-network address (allowed only with FETCH_ALLOW_PRIVATE_NETWORKS=true)';
  return null;
}
