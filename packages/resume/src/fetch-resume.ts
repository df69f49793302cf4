import {
  admitUrl,
  createGuardedLookup,
  describeNetworkError,
  REDIRECT_STATUSES,
  RedirectRefusedError,
  redirectTarget,
  trustedCaContext,
} from '@rubric/net-guard';
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

const URL_FIELD = 'resume.url';

const fetchFailed = (message: string, cause?: unknown) =>
  new ResumeError('RESUME_FETCH_FAILED', message, { field: URL_FIELD, cause });

const tooLarge = (maxBytes: number) =>
  new ResumeError('RESUME_TOO_LARGE', `resume file is ${maxBytes} bytes or larger`, { field: URL_FIELD });

/**
 * One hop's URL (the submitted one, then each redirect target) by net-guard's URL admission rule, for
 * resumes: https only, as the API says — never plain http. The submitted URL's syntax (not a URL,
 * credentials, not https) → 400 VALIDATION_ERROR; a refused host, or a redirect to a refused URL →
 * RESUME_FETCH_FAILED.
 */
function admitHop(url: string | URL, allowPrivateNetworks: boolean, hop: number): URL {
  const admitted = admitUrl(url, { allowPrivateNetworks, plainHttp: false });
  if (admitted.ok) return admitted.url;
  if (admitted.kind === 'syntax' && hop === 0)
    throw new ResumeError('VALIDATION_ERROR', `resume.url ${admitted.message}`, { field: URL_FIELD });
  throw fetchFailed(admitted.kind === 'address' ? admitted.message : `refused: the url ${admitted.message}`);
}

export function createResumeFetcher(settings: FetchSettings): ResumeFetcher {
  const secureContext = trustedCaContext(settings.extraCaPem);
  const agent = new Agent({
    connect: {
      lookup: createGuardedLookup({ allowPrivateNetworks: settings.allowPrivateNetworks, lookup: settings.lookup }),
      timeout: settings.connectTimeoutMs,
      ...(secureContext ? { secureContext } : {}),
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
  let url: string | URL = raw;
  const timeout = AbortSignal.timeout(settings.totalTimeoutMs);
  const signal = control.signal ? AbortSignal.any([timeout, control.signal]) : timeout;
  for (let hop = 0; ; hop++) {
    const admitted = admitHop(url, settings.allowPrivateNetworks, hop);
    const res = await send(agent, admitted, signal, settings.totalTimeoutMs);
    if (!REDIRECT_STATUSES.has(res.statusCode))
      return readBody(res, {
        maxBytes: settings.maxBytes,
        signal,
        totalMs: settings.totalTimeoutMs,
        take: control.take,
      });
    res.body.destroy();
    if (hop >= settings.maxRedirects) throw fetchFailed(`more than ${settings.maxRedirects} redirects`);
    url = nextLocation(admitted, res.headers.location);
  }
}

function nextLocation(current: URL, location: string | string[] | undefined): URL {
  try {
    return redirectTarget(current, location);
  } catch (err) {
    if (err instanceof RedirectRefusedError) throw fetchFailed(err.message);
    throw err;
  }
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

/** The failure class (net-guard's one description), or the deadline when the request was aborted. */
function describeFetchError(err: unknown, signal: AbortSignal, totalMs: number): string {
  if (signal.aborted) return `timed out: no complete response within ${totalMs} ms`;
  return describeNetworkError(err);
}
