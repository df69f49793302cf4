import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { ServerResponse } from 'node:http';

const FIXTURES = new URL('../fixtures/', import.meta.url);
export const fixture = (name: string): Buffer => readFileSync(new URL(name, FIXTURES));
export const TEST_CA_PEM = readFileSync(new URL('tls/ca.pem', FIXTURES), 'utf8');

const BIG_BYTES = 51 * 1024 * 1024;
const CHUNK = Buffer.alloc(1024 * 1024, 0x41);

export interface FixtureServer {
  /** https://127.0.0.1:<port> */
  origin: string;
  port: number;
  /** Paths the server was asked for, in order. */
  requests: string[];
  /** Resolves once a client of `path` has hung up before its answer was sent (`/slow` answers after 10 s). */
  hungUp(path: string): Promise<void>;
  close(): Promise<void>;
}

/** Streams 51 MB with backpressure, stopping as soon as the client goes away. */
function streamBig(res: ServerResponse, declareLength: boolean): void {
  res.writeHead(200, declareLength ? { 'content-length': String(BIG_BYTES) } : {});
  let sent = 0;
  const pump = (): void => {
    while (sent < BIG_BYTES && !res.destroyed) {
      sent += CHUNK.length;
      if (!res.write(CHUNK)) {
        res.once('drain', pump);
        return;
      }
    }
    if (!res.destroyed) res.end();
  };
  pump();
}

function route(
  path: string,
  res: ServerResponse,
  origin: () => string,
  timers: Set<NodeJS.Timeout>,
  abandoned: (path: string) => void,
): void {
  const files = /^\/files\/([\w.-]+)$/.exec(path);
  if (files) {
    let body: Buffer;
    try {
      body = fixture(files[1]!);
    } catch {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(body.length) }).end(body);
    return;
  }
  const hop = /^\/redirect\/(\d+)\/([\w.-]+)$/.exec(path);
  if (hop) {
    const left = Number(hop[1]);
    const location = left <= 1 ? `/files/${hop[2]}` : `/redirect/${left - 1}/${hop[2]}`;
    res.writeHead(302, { location }).end();
    return;
  }
  if (path === '/to-http') {
    res.writeHead(302, { location: origin().replace('https:', 'http:') + '/files/text.pdf' }).end();
    return;
  }
  if (path === '/slow') {
    // Headers come only after 10 s: the client's own timeout must end this first.
    const t = setTimeout(() => res.writeHead(200).end(fixture('text.pdf')), 10_000);
    timers.add(t);
    res.on('close', () => {
      clearTimeout(t);
      if (!res.writableEnded) abandoned(path);
    });
    return;
  }
  if (path === '/big-with-length') return streamBig(res, true);
  if (path === '/big-chunked') return streamBig(res, false);
  res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
}

export async function startFixtureServer(): Promise<FixtureServer> {
  const requests: string[] = [];
  const hungUp: string[] = [];
  const waiting: Array<{ path: string; resolve: () => void }> = [];
  const abandoned = (path: string) => {
    hungUp.push(path);
    for (const w of waiting.filter((x) => x.path === path)) w.resolve();
  };
  const timers = new Set<NodeJS.Timeout>();
  let origin = '';
  const server: Server = createServer(
    { key: fixture('tls/server.key'), cert: fixture('tls/server.pem') },
    (req, res) => {
      const path = req.url ?? '/';
      requests.push(path);
      route(path, res, () => origin, timers, abandoned);
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  origin = `https://127.0.0.1:${port}`;
  return {
    origin,
    port,
    requests,
    hungUp: (path) =>
      hungUp.includes(path) ? Promise.resolve() : new Promise((resolve) => waiting.push({ path, resolve })),
    close: () =>
      new Promise<void>((resolve) => {
        for (const t of timers) clearTimeout(t);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
