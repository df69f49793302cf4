import { rootCertificates } from 'node:tls';
import { createGuardedLookup, isIpLiteral, isPrivateAddress } from '@rubric/net-guard';
import { Agent, request, type Dispatcher } from 'undici';
import { ResumeError } from './errors.js';
import type { HostResolver } from './types.js';

export interface FetchSettings {
  allowPrivateNetworks: boolean;
  extraCaPem: string | null;
  lookup: HostResolver | undefined;
  maxBytes: number;
  connectTimeoutMs: number;
  totalTimeoutMs: number;
  maxRedirects: number;
}

export interface FetchControl {
  /** Gives up when aborted (a batch's overall deadline): RESUME_FETCH_FAILED, "timed out". */
  signal?: AbortSignal;
  /** Called with each chunk's size before it is kept; throws to refuse it (bytes-in-flight bound). */
  take?: (bytes: number) => void;
}

export interface ResumeFetcher {
  fetch(url: string, control?: FetchControl): Promise<Buffer>;
  close(): Promise<void>;
}

const DEADLINE_PASSED = 'timed out: the batch deadline passed before the resume was fetched';

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const URL_FIELD = 'resume.url';

const fetchFailed = (message: string, cause?: unknown) =>
  new ResumeError('RESUME_FETCH_FAILED', message, { field: URL_FIELD, cause });

const tooLarge = (maxBytes: number) =>
  new ResumeError('RESUME_TOO_LARGE', `resume file is ${maxBytes} bytes or larger`, { field: URL_FIELD });

export function parseResumeUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ResumeError('VALIDATION_ERROR', 'resume.url is not a valid URL', { field: URL_FIELD });
  }
  if (url.protocol !== 'https:') {
    throw new ResumeError('VALIDATION_ERROR', 'resume.url must be an https: URL', { field: URL_FIELD });
  }
  return url;
}

/** Literal IPs never reach the socket lookup, so they are checked here. */
function assertHostAllowed(url: URL, allowPrivateNetworks: boolean): void {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivateNetworks && isIpLiteral(host) && isPrivateAddress(host)) {
    throw fetchFailed(`refused: ${host} is a private-network address`);
  }
}

export function createResumeFetcher(settings: FetchSettings): ResumeFetcher {
  const ca = settings.extraCaPem ? [...rootCertificates, settings.extraCaPem] : undefined;
  const agent = new Agent({
    connect: {
      lookup: createGuardedLookup({ allowPrivateNetworks: settings.allowPrivateNetworks, lookup: settings.lookup }),
      timeout: settings.connectTimeoutMs,
      ...(ca ? { ca } : {}),
    },
    headersTimeout: settings.totalTimeoutMs,
    bodyTimeout: settings.totalTimeoutMs,
  });
  return {
    fetch: async (url, control = {}) => {
      if (control.signal?.aborted) throw fetchFailed(DEADLINE_PASSED);
      try {
        return await fetchWithRedirects(agent, settings, url, control);
      } catch (err) {
        // Whatever the socket said, the caller's deadline is the reason.
        if (control.signal?.aborted && !(err instanceof ResumeError && err.code !== 'RESUME_FETCH_FAILED'))
          throw fetchFailed(DEADLINE_PASSED, err);
        throw err;
      }
    },
    close: () => agent.close(),
  };
}

async function fetchWithRedirects(
  agent: Agent,
  settings: FetchSettings,
  raw: string,
  control: FetchControl,
): Promise<Buffer> {
  let url = parseResumeUrl(raw);
  const timeout = AbortSignal.timeout(settings.totalTimeoutMs);
  const signal = control.signal ? AbortSignal.any([timeout, control.signal]) : timeout;
  for (let hop = 0; ; hop++) {
    assertHostAllowed(url, settings.allowPrivateNetworks);
    const res = await send(agent, url, signal, settings.totalTimeoutMs);
    if (!REDIRECTS.has(res.statusCode))
      return readBody(res, {
        maxBytes: settings.maxBytes,
        signal,
        totalMs: settings.totalTimeoutMs,
        take: control.take,
      });
    res.body.destroy();
    if (hop >= settings.maxRedirects) throw fetchFailed(`more than ${settings.maxRedirects} redirects`);
    url = nextLocation(url, res.headers.location);
  }
}

function nextLocation(current: URL, location: string | string[] | undefined): URL {
  const value = Array.isArray(location) ? location[0] : location;
  if (!value) throw fetchFailed('redirect without a Location header');
  let next: URL;
  try {
    next = new URL(value, current);
  } catch {
    throw fetchFailed('redirect to an invalid URL');
  }
  if (next.protocol !== 'https:') throw fetchFailed(`redirect to a non-https URL (${next.protocol})`);
  return next;
}

async function send(agent: Agent, url: URL, signal: AbortSignal, totalMs: number): Promise<Dispatcher.ResponseData> {
  try {
    const res = await request(url, {
      dispatcher: agent,
      method: 'GET',
      signal,
      headers: { 'user-agent': 'Rubric-resume-fetch/1', accept: '*/*' },
    });
    // Destroying an unread undici body emits RequestAbortedError; without a listener that
    // error would be uncaught and take the process down. Readers still see errors via iteration.
    res.body.on('error', () => undefined);
    return res;
  } catch (err) {
    throw fetchFailed(describeFetchError(err, signal, totalMs), err);
  }
}

interface BodyLimits {
  maxBytes: number;
  signal: AbortSignal;
  totalMs: number;
  take: ((bytes: number) => void) | undefined;
}

async function readBody(res: Dispatcher.ResponseData, limits: BodyLimits): Promise<Buffer> {
  const { maxBytes, signal, totalMs, take } = limits;
  if (res.statusCode < 200 || res.statusCode > 299) {
    res.body.destroy();
    throw fetchFailed(`the server answered HTTP ${res.statusCode}`);
  }
  const declared = Number(res.headers['content-length']);
  if (Number.isFinite(declared) && declared >= maxBytes) {
    res.body.destroy();
    throw tooLarge(maxBytes);
  }
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of res.body) {
      const buf = chunk as Buffer;
      total += buf.length;
      if (total >= maxBytes) throw tooLarge(maxBytes); // leaving the loop destroys the body
      take?.(buf.length);
      chunks.push(buf);
    }
  } catch (err) {
    if (err instanceof ResumeError) throw err;
    throw fetchFailed(describeFetchError(err, signal, totalMs), err);
  }
  return Buffer.concat(chunks, total);
}

const DNS_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_FAIL', 'ENODATA']);
const TLS_CODES =
  /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|HOSTNAME_MISMATCH|ERR_OSSL_)/;

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

/** One message per failure class, so an operator can tell DNS from TLS from a slow server. */
export function describeFetchError(err: unknown, signal: AbortSignal, totalMs: number): string {
  if (signal.aborted) return `timed out: no complete response within ${totalMs} ms`;
  const codes = errorCodes(err);
  const has = (pred: (c: string) => boolean) => codes.find(pred);
  const msg = err instanceof Error ? err.message : String(err);
  let code: string | undefined;
  if ((code = has((c) => c === 'ERR_RESUME_PRIVATE_ADDRESS'))) return `refused: ${msg}`;
  if ((code = has((c) => DNS_CODES.has(c)))) return `DNS lookup failed (${code})`;
  if ((code = has((c) => c === 'UND_ERR_CONNECT_TIMEOUT'))) return 'connect timed out';
  if ((code = has((c) => c === 'UND_ERR_HEADERS_TIMEOUT' || c === 'UND_ERR_BODY_TIMEOUT'))) {
    return `timed out waiting for the server (${code})`;
  }
  if ((code = has((c) => TLS_CODES.test(c)))) return `TLS failure (${code})`;
  if ((code = codes[0])) return `network error (${code})`;
  return `network error: ${msg}`;
}
