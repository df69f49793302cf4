import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RECEIVER_HOST } from './env';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver started by a test (node:http on loopback): records requests, answers as told. */
export class Receiver {
  readonly received: Received[] = [];
  reply: { status: number; body: string } = { status: 200, body: 'ok' };
  private constructor(private readonly server: Server) {}

  static async start(): Promise<Receiver> {
    const server = createServer();
    const receiver = new Receiver(server);
    server.on('request', (req, res) => {
      let body = '';
      req.on('data', (d: Buffer) => (body += d.toString()));
      req.on('end', () => {
        receiver.received.push({ path: req.url ?? '/', headers: req.headers, body });
        res.writeHead(receiver.reply.status, { 'content-type': 'text/plain' }).end(receiver.reply.body);
      });
    });
    await new Promise<void>((resolve) =>
      server.listen(0, RECEIVER_HOST === '127.0.0.1' ? '127.0.0.1' : '0.0.0.0', resolve),
    );
    return receiver;
  }

  url(path: string): string {
    return `http://${RECEIVER_HOST}:${(this.server.address() as AddressInfo).port}${path}`;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
