import { readFileSync } from 'node:fs';
import {
  createServer as createHttpServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';
import { Changes } from './waits.js';

const TLS_DIR = fileURLToPath(new URL('../../../packages/resume/test/fixtures/tls/', import.meta.url));
/** The resume package's test CA: trusted by the server through FETCH_EXTRA_CA_FILE; its leaf is for localhost/127.0.0.1. */
export const TEST_CA_FILE = `${TLS_DIR}ca.pem`;

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** performance.now() when the request arrived, for measuring gaps between attempts. */
  at: number;
}

/** What the receiver does with the n-th request (1-based) to a path: answer, or never answer. */
export type Reply = { status: number; body?: string; headers?: Record<string, string> } | 'hang';
export type Behaviour = (n: number, req: ReceivedRequest) => Reply;

/**
 * A webhook receiver on loopback, the true boundary of the webhook delivery loop: records every request and
 * answers as each path's behaviour says (default 200 "ok").
 */
export class WebhookReceiver {
  readonly requests: ReceivedRequest[] = [];
  private readonly behaviours = new Map<string, Behaviour>();
  private readonly changes = new Changes();

  private constructor(
    private readonly server: Server,
    readonly origin: string,
  ) {
    server.on('request', (req: IncomingMessage, res: ServerResponse) => void this.handle(req, res));
  }

  static async start(options: { tls?: boolean } = {}): Promise<WebhookReceiver> {
    const server = options.tls
      ? createHttpsServer({ key: readFileSync(`${TLS_DIR}server.key`), cert: readFileSync(`${TLS_DIR}server.pem`) })
      : createHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return new WebhookReceiver(server, options.tls ? `https://localhost:${port}` : `http://127.0.0.1:${port}`);
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  url(path: string): string {
    return `${this.origin}${path}`;
  }

  on(path: string, behaviour: Behaviour): this {
    this.behaviours.set(path, behaviour);
    return this;
  }

  received(path: string): ReceivedRequest[] {
    return this.requests.filter((r) => r.path === path);
  }

  /** Resolves with the requests to `path` once there are `n` of them (an event, not a poll). */
  receivedAtLeast(path: string, n = 1): Promise<ReceivedRequest[]> {
    return this.changes.until(() => {
      const got = this.received(path);
      return got.length >= n ? got : null;
    }, `${n} request(s) to ${path}`);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = req.url ?? '/';
    const received: ReceivedRequest = {
      method: req.method ?? '',
      path,
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
      at: performance.now(),
    };
    this.requests.push(received);
    this.changes.changed();
    const behaviour: Behaviour = this.behaviours.get(path) ?? (() => ({ status: 200, body: 'ok' }));
    const reply = behaviour(this.received(path).length, received);
    if (reply === 'hang') return; // closeAllConnections() ends it
    res.writeHead(reply.status, { 'content-type': 'text/plain', ...reply.headers }).end(reply.body ?? '');
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** A receiver for the whole test file, closed after its last test. */
export async function useWebhookReceiver(options: { tls?: boolean } = {}): Promise<WebhookReceiver> {
  const receiver = await WebhookReceiver.start(options);
  afterAll(() => receiver.close());
  return receiver;
}
