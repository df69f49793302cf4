import { PRIVATE_ADDRESS_CODE } from './guarded-lookup.js';
import { PUBLIC_ADDRESS_CODE } from './private-only-lookup.js';

const REFUSED_CODES: ReadonlySet<string> = new Set([PRIVATE_ADDRESS_CODE, PUBLIC_ADDRESS_CODE]);
const DNS_CODES = /^(ENOTFOUND|ENODATA|EAI_)/;
const TLS_CODES = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO|SELF_SIGNED|HOSTNAME_MISMATCH|ERR_OSSL_)/;

/** The `code`s along an error's cause chain (undici wraps the socket's error in its own). */
export function errorCodes(err: unknown): string[] {
  const codes: string[] = [];
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
    e = (e as { cause?: unknown }).cause;
  }
  return codes;
}

/**
 * One short message per failure class of an outbound request, so an operator tells a refused address from
 * DNS from TLS from a slow server. The caller's own deadline (an aborted signal) is the caller's to name.
 */
export function describeNetworkError(err: unknown): string {
  const codes = errorCodes(err);
  const has = (pred: (c: string) => boolean) => codes.find(pred);
  const message = err instanceof Error ? err.message : String(err);
  let code: string | undefined;
  if (has((c) => REFUSED_CODES.has(c))) return `refused: ${message}`;
  if ((code = has((c) => DNS_CODES.test(c)))) return `DNS lookup failed (${code})`;
  if (has((c) => c === 'UND_ERR_CONNECT_TIMEOUT')) return 'connect timed out';
  if ((code = has((c) => c === 'UND_ERR_HEADERS_TIMEOUT' || c === 'UND_ERR_BODY_TIMEOUT')))
    return `timed out waiting for the server (${code})`;
  if ((code = has((c) => TLS_CODES.test(c)))) return `TLS failure (${code})`;
  if ((code = codes[0])) return `network error (${code})`;
  return `network error: ${message}`;
}
