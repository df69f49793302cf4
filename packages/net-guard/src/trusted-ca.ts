import { createSecureContext, rootCertificates, type SecureContext } from 'node:tls';

/**
 * The TLS context trusting the bundled roots plus an extra CA (FETCH_EXTRA_CA_FILE), or undefined when there is
 * none (node's default). Made once and handed to every connection: given `ca` instead, each TLS handshake would
 * parse the ~150 bundled roots again.
 */
export function trustedCaContext(extraCaPem: string | null): SecureContext | undefined {
  return extraCaPem ? createSecureContext({ ca: [...rootCertificates, extraCaPem] }) : undefined;
}
