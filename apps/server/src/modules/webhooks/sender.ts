import { isIP, type LookupFunction } from 'node:net';
import { createSecureContext, rootCertificates, type SecureContext } from 'node:tls';
import { createGuardedLookup, isPrivateAddress, type HostResolver } from '@rubric/net-guard';
import { errorCodes } from '@rubric/resume';
import { Agent, request, type Dispatcher } from 'undici';

export const EXCERPT_BYTES = 1024;

export interface SendOutcome {
  /** A 2xx arrived within the timeout. */
  ok: boolean;
  statusCode: number | null;
  latencyMs: number;
  responseExcerpt: string | null;
  error: string | null;
}

export interface WebhookSender {
  send(url: string, body: string, headers: Record<string, string>): Promise<SendOutcome>;
  close(): Promise<void>;
}

export interface SenderOptions {
  allowPrivateNetworks: boolean;
  extraCaPem: string | null;
  resolve: HostResolver;
  /** Success means a 2xx within this time (10 s in production). */
  timeoutMs: number;
}

class RefusedAddressError extends Error {
  readonly code = 'ERR_WEBHOOK_REFUSED_ADDRESS';
}

/** For `http:` endpoints: plain text may only travel inside private networks, so public answers are dropped. */
function privateOnlyLookup(resolve: HostResolver): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (answers) => {
        const usable = answers.filter(
          (a) => isPrivateAddress(a.address) && (!options.family || a.family === options.family),
        );
        const first = usable[0];
        if (!first)
          return callback(
            new RefusedAddressError(`${hostname} does not resolve to a private-network address (required for http:)`),
            '',
          );
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

/** One short message per failure class, so the portal tells DNS from TLS from a slow receiver. */
function describeError(err: unknown, timedOut: boolean, timeoutMs: number): string {
  if (timedOut) return `timed out: no response within ${timeoutMs} ms`;
  const codes = errorCodes(err);
  const message = err instanceof Error ? err.message : String(err);
  if (codes.includes('ERR_RESUME_PRIVATE_ADDRESS') || codes.includes('ERR_WEBHOOK_REFUSED_ADDRESS'))
    return `refused: ${message}`;
  const dns = codes.find((c) => /^(ENOTFOUND|EAI_)/.test(c));
  if (dns) return `DNS lookup failed (${dns})`;
  const tls = codes.find((c) =>
    /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO|SELF_SIGNED|HOSTNAME_MISMATCH|ERR_OSSL_)/.test(c),
  );
  if (tls) return `TLS failure (${tls})`;
  return codes[0] ? `network error (${codes[0]})` : `network error: ${message}`;
}

async function readExcerpt(body: Dispatcher.ResponseData['body']): Promise<string> {
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of body) {
      const buf = chunk as Buffer;
      chunks.push(buf);
      total += buf.length;
      if (total >= EXCERPT_BYTES) break; // leaving the loop destroys the rest of the body
    }
  } catch {
    // A body cut short (time-out, reset) still yields what arrived: the status decided the outcome.
  }
  return Buffer.concat(chunks).subarray(0, EXCERPT_BYTES).toString('utf8');
}

/** Literal IPs never reach a socket lookup, so the guard is applied to them here. */
function refusedLiteral(url: URL, allowPrivateNetworks: boolean): string | null {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!isIP(host)) return null;
  const isPrivate = isPrivateAddress(host);
  if (url.protocol === 'http:' && !isPrivate)
    return `refused: http: is allowed only to private-network addresses (${host})`;
  if (!allowPrivateNetworks && isPrivate) return `refused: ${host} is a private-network address`;
  return null;
}

/**
 * HTTP POST with the private-network guard inside the socket lookup (the connection goes to the address
 * that was checked), FETCH_EXTRA_CA_FILE trusted, redirects not followed (a 3xx is a failed attempt).
 */
export function createWebhookSender(options: SenderOptions): WebhookSender {
  // One context for every connection: given `ca` instead, each TLS handshake would parse the ~150 bundled roots again.
  const secureContext: SecureContext | undefined = options.extraCaPem
    ? createSecureContext({ ca: [...rootCertificates, options.extraCaPem] })
    : undefined;
  const connect = (lookup: LookupFunction) => ({
    lookup,
    timeout: options.timeoutMs,
    ...(secureContext ? { secureContext } : {}),
  });
  const guarded = new Agent({
    connect: connect(
      createGuardedLookup({ allowPrivateNetworks: options.allowPrivateNetworks, lookup: options.resolve }),
    ),
  });
  const privateOnly = new Agent({ connect: connect(privateOnlyLookup(options.resolve)) });

  async function send(rawUrl: string, body: string, headers: Record<string, string>): Promise<SendOutcome> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const url = new URL(rawUrl);
    const refused =
      url.protocol === 'http:' && !options.allowPrivateNetworks
        ? 'refused: http: URLs need FETCH_ALLOW_PRIVATE_NETWORKS=true'
        : refusedLiteral(url, options.allowPrivateNetworks);
    if (refused) return { ok: false, statusCode: null, latencyMs: 0, responseExcerpt: null, error: refused };
    const signal = AbortSignal.timeout(options.timeoutMs);
    try {
      const res = await request(url, {
        method: 'POST',
        body,
        headers,
        signal,
        dispatcher: url.protocol === 'http:' ? privateOnly : guarded,
      });
      res.body.on('error', () => undefined); // an abort while unread must not become an uncaught error
      const excerpt = await readExcerpt(res.body);
      const ok = res.statusCode >= 200 && res.statusCode <= 299;
      return { ok, statusCode: res.statusCode, latencyMs: elapsed(), responseExcerpt: excerpt, error: null };
    } catch (err) {
      return {
        ok: false,
        statusCode: null,
        latencyMs: elapsed(),
        responseExcerpt: null,
        error: describeError(err, signal.aborted, options.timeoutMs),
      };
    }
  }

  return {
    send,
    async close() {
      await Promise.all([guarded.close(), privateOnly.close()]);
    },
  };
}
