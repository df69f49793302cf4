import type { LookupFunction } from 'node:net';
import {
  createGuardedLookup,
  createPrivateOnlyLookup,
  describeNetworkError,
  admitUrl,
  trustedCaContext,
  type HostResolver,
} from '@rubric/net-guard';
import { Agent, request, type Dispatcher } from 'undici';
import { timerOf, type Clock } from '../../lib/clock.js';

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
  /** Success means a 2xx within this time (10 s in production), counted on `clock`'s timers. */
  timeoutMs: number;
  /** Whose timers end an attempt: real ones for the system clock, the test's own for a controlled one. */
  clock: Clock;
}

/** One short message per failure class, so the portal tells DNS from TLS from a slow receiver. */
function describeError(err: unknown, timedOut: boolean, timeoutMs: number): string {
  if (timedOut) return `timed out: no response within ${timeoutMs} ms`;
  return describeNetworkError(err);
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

/**
 * HTTP POST with the private-network guard inside the socket lookup (the connection goes to the address
 * that was checked), FETCH_EXTRA_CA_FILE trusted, redirects not followed (a 3xx is a failed attempt).
 */
export function createWebhookSender(options: SenderOptions): WebhookSender {
  const secureContext = trustedCaContext(options.extraCaPem);
  const later = timerOf(options.clock);
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
  const privateOnly = new Agent({ connect: connect(createPrivateOnlyLookup(options.resolve)) });

  async function send(rawUrl: string, body: string, headers: Record<string, string>): Promise<SendOutcome> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    // The rule again at delivery (the setting may have changed since registration), then the lookup it names.
    const admitted = admitUrl(rawUrl, { allowPrivateNetworks: options.allowPrivateNetworks, plainHttp: true });
    if (!admitted.ok) {
      const error = admitted.kind === 'address' ? admitted.message : `refused: the url ${admitted.message}`;
      return { ok: false, statusCode: null, latencyMs: 0, responseExcerpt: null, error };
    }
    const url = admitted.url;
    const timeout = new AbortController();
    const signal = timeout.signal;
    const cancelTimeout = later(options.timeoutMs, () =>
      timeout.abort(new DOMException('no response in time', 'TimeoutError')),
    );
    try {
      const res = await request(url, {
        method: 'POST',
        body,
        headers,
        signal,
        dispatcher: admitted.lookup === 'private-only' ? privateOnly : guarded,
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
    } finally {
      cancelTimeout();
    }
  }

  return {
    send,
    async close() {
      await Promise.all([guarded.close(), privateOnly.close()]);
    },
  };
}
