import { connect, type Socket } from 'node:net';
import { onTestFinished } from 'vitest';
import { Changes } from './waits.js';

/** One HTTP/1.1 response as it came over the wire. */
export interface RawResponse {
  status: number;
  /** Header names lower-cased; a repeated header keeps its last value. */
  headers: Record<string, string>;
  body: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: Record<string, unknown> | undefined;
}

const HEAD_END = '\r\n\r\n';

/** Parses one response from the front of `buf`: the response and the bytes it used, or undefined if incomplete. */
function parseOne(buf: Buffer, headOnly: boolean): { response: RawResponse; used: number } | undefined {
  const headEnd = buf.indexOf(HEAD_END);
  if (headEnd === -1) return undefined;
  const [statusLine = '', ...lines] = buf.toString('latin1', 0, headEnd).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const status = Number(statusLine.split(' ')[1]);
  let at = headEnd + HEAD_END.length;
  let body: Buffer = Buffer.alloc(0);
  if (!headOnly && headers['transfer-encoding'] === 'chunked') {
    const parts: Buffer[] = [];
    for (;;) {
      const lineEnd = buf.indexOf('\r\n', at);
      if (lineEnd === -1) return undefined;
      const size = parseInt(buf.toString('latin1', at, lineEnd), 16);
      if (buf.length < lineEnd + 2 + size + 2) return undefined;
      parts.push(buf.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 2 + size + 2;
      if (size === 0) break;
    }
    body = Buffer.concat(parts);
  } else if (!headOnly) {
    const length = Number(headers['content-length'] ?? 0);
    if (buf.length < at + length) return undefined;
    body = buf.subarray(at, at + length);
    at += length;
  }
  const text = body.toString('utf8');
  let json: Record<string, unknown> | undefined;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    json = undefined;
  }
  return { response: { status, headers, body: text, json }, used: at };
}

/**
 * A raw TCP connection to the test server: bytes in exactly as written (no client library to normalise a
 * request line, join headers or refuse a malformed request), responses parsed as they arrive. Closed when
 * the test ends.
 */
export class RawConnection {
  readonly #socket: Socket;
  readonly #changes = new Changes();
  #buffer: Buffer = Buffer.alloc(0);
  #closed = false;
  #responses: RawResponse[] = [];

  private constructor(socket: Socket) {
    this.#socket = socket;
    socket.on('data', (chunk: Buffer) => {
      this.#buffer = Buffer.concat([this.#buffer, chunk]);
      this.#changes.changed();
    });
    socket.on('error', () => undefined); // a reset shows as the close below
    socket.on('close', () => {
      this.#closed = true;
      this.#changes.changed();
    });
  }

  static async open(url: string): Promise<RawConnection> {
    const { hostname, port } = new URL(url);
    const socket = connect({ host: hostname, port: Number(port) });
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    const connection = new RawConnection(socket);
    onTestFinished(() => {
      socket.destroy();
    });
    return connection;
  }

  /** Writes bytes; resolves once they are handed to the kernel. */
  async write(bytes: string | Buffer): Promise<void> {
    await new Promise<void>((resolve, reject) => this.#socket.write(bytes, (err) => (err ? reject(err) : resolve())));
  }

  /** Closes the connection from this side. */
  close(): void {
    this.#socket.destroy();
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** The next response, waited for as its bytes arrive; fails if the connection closes before it is whole. */
  async response(options: { head?: boolean } = {}): Promise<RawResponse> {
    await this.#changes.until(() => this.#take(options.head ?? false) || this.#closed);
    const next = this.#responses.shift();
    if (!next) throw new Error(`connection closed before a whole response: ${this.#buffer.toString('latin1', 0, 300)}`);
    return next;
  }

  /** Waits for the server to close the connection. */
  async untilClosed(): Promise<void> {
    await this.#changes.until(() => this.#closed);
  }

  #take(headOnly: boolean): boolean {
    if (this.#responses.length > 0) return true;
    const parsed = parseOne(this.#buffer, headOnly);
    if (!parsed) return false;
    this.#buffer = this.#buffer.subarray(parsed.used);
    this.#responses.push(parsed.response);
    return true;
  }
}

/** One request on a fresh connection that asks to be closed after it: the response. */
export async function rawRequest(url: string, bytes: string | Buffer): Promise<RawResponse> {
  const connection = await RawConnection.open(url);
  await connection.write(bytes);
  return connection.response();
}

/** A request head: `head('GET', '/v1/x', { Authorization: … })`, with Host and Connection: close. */
export function head(method: string, target: string, headers: Record<string, string | number> = {}): string {
  const lines = [`${method} ${target} HTTP/1.1`, 'Host: rubric.test'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (!Object.keys(headers).some((name) => name.toLowerCase() === 'connection')) lines.push('Connection: close');
  return `${lines.join('\r\n')}\r\n\r\n`;
}
