import type { LookupAddress } from 'node:dns';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { connect, createServer, type SecureContext } from 'node:tls';
import { describe, expect, it } from 'vitest';
import {
  createPrivateOnlyLookup,
  describeNetworkError,
  redirectTarget,
  RedirectRefusedError,
  refusedLiteralHost,
  trustedCaContext,
  type HostResolver,
} from '../src/index.js';

const mixed: HostResolver = async () => [
  { address: '8.8.4.4', family: 4 },
  { address: '10.0.0.7', family: 4 },
  { address: 'fd00::7', family: 6 },
];

type Answer = { err: NodeJS.ErrnoException | null; address: string | LookupAddress[]; family?: number };
const callPrivateOnly = (resolver: HostResolver, options: { all?: boolean; family?: number }) =>
  new Promise<Answer>((resolve) => {
    createPrivateOnlyLookup(resolver)('hooks.test', options, (err, address, family) =>
      resolve({ err, address, family }),
    );
  });

describe('createPrivateOnlyLookup (plain http: stays inside private networks)', () => {
  it('keeps only the private answers', async () => {
    expect((await callPrivateOnly(mixed, { all: true })).address).toEqual([
      { address: '10.0.0.7', family: 4 },
      { address: 'fd00::7', family: 6 },
    ]);
    expect(await callPrivateOnly(mixed, { family: 6 })).toEqual({ err: null, address: 'fd00::7', family: 6 });
  });

  it('refuses a host with no private answer, naming it', async () => {
    const answer = await callPrivateOnly(async () => [{ address: '8.8.4.4', family: 4 }], { all: true });
    expect(answer.err?.code).toBe('ERR_NET_GUARD_PUBLIC_ADDRESS');
    expect(describeNetworkError(answer.err)).toBe(
      'refused: hooks.test does not resolve to a private-network address (required for http:)',
    );
  });
});

describe('refusedLiteralHost (IP literals never reach a socket lookup)', () => {
  const url = (s: string) => new URL(s);
  it('refuses a private literal unless private networks are allowed; ignores host names', () => {
    expect(refusedLiteralHost(url('https://127.0.0.1/x'), { allowPrivateNetworks: false })).toBe(
      'refused: 127.0.0.1 is a private-network address',
    );
    expect(refusedLiteralHost(url('https://[::ffff:a9fe:a9fe]/'), { allowPrivateNetworks: false })).toBe(
      'refused: ::ffff:a9fe:a9fe is a private-network address',
    );
    expect(refusedLiteralHost(url('https://127.0.0.1/x'), { allowPrivateNetworks: true })).toBeNull();
    expect(refusedLiteralHost(url('https://8.8.8.8/x'), { allowPrivateNetworks: false })).toBeNull();
    expect(refusedLiteralHost(url('https://localhost/x'), { allowPrivateNetworks: false })).toBeNull();
  });

  it('with requirePrivate, refuses a public literal', () => {
    expect(refusedLiteralHost(url('http://8.8.8.8/'), { allowPrivateNetworks: true, requirePrivate: true })).toBe(
      'refused: http: is allowed only to private-network addresses (8.8.8.8)',
    );
    expect(
      refusedLiteralHost(url('http://10.1.2.3/'), { allowPrivateNetworks: true, requirePrivate: true }),
    ).toBeNull();
  });
});

describe('redirectTarget', () => {
  const from = new URL('https://files.test/a/resume.pdf');
  it('resolves the Location against the current URL', () => {
    expect(redirectTarget(from, '../b/cv.pdf').href).toBe('https://files.test/b/cv.pdf');
    expect(redirectTarget(from, ['https://other.test/x', 'ignored']).href).toBe('https://other.test/x');
  });

  it('refuses a missing Location, an invalid one and any non-https target', () => {
    const refused = (location: string | undefined) => {
      try {
        redirectTarget(from, location);
      } catch (err) {
        expect(err).toBeInstanceOf(RedirectRefusedError);
        return (err as Error).message;
      }
      throw new Error('not refused');
    };
    expect(refused(undefined)).toBe('redirect without a Location header');
    expect(refused('https://[::1')).toBe('redirect to an invalid URL');
    expect(refused('http://files.test/x')).toBe('redirect to a non-https URL (http:)');
    expect(refused('file:///etc/passwd')).toBe('redirect to a non-https URL (file:)');
  });
});

describe('describeNetworkError', () => {
  const withCode = (code: string, cause?: unknown) => Object.assign(new Error(`failed: ${code}`), { code, cause });
  it('names the failure class from the codes along the cause chain', () => {
    expect(describeNetworkError(withCode('UND_ERR_SOCKET', withCode('ENOTFOUND')))).toBe(
      'DNS lookup failed (ENOTFOUND)',
    );
    expect(describeNetworkError(withCode('EAI_AGAIN'))).toBe('DNS lookup failed (EAI_AGAIN)');
    expect(describeNetworkError(withCode('UND_ERR_CONNECT_TIMEOUT'))).toBe('connect timed out');
    expect(describeNetworkError(withCode('UND_ERR_HEADERS_TIMEOUT'))).toBe(
      'timed out waiting for the server (UND_ERR_HEADERS_TIMEOUT)',
    );
    expect(describeNetworkError(withCode('DEPTH_ZERO_SELF_SIGNED_CERT'))).toBe(
      'TLS failure (DEPTH_ZERO_SELF_SIGNED_CERT)',
    );
    expect(describeNetworkError(withCode('ECONNREFUSED'))).toBe('network error (ECONNREFUSED)');
    expect(describeNetworkError(new Error('boom'))).toBe('network error: boom');
  });
});

// The resume package's test CA, whose leaf is for localhost/127.0.0.1 (the webhook tests use it too).
const TLS = new URL('../../resume/test/fixtures/tls/', import.meta.url);
const pem = (name: string) => readFileSync(new URL(name, TLS), 'utf8');

/** A real TLS handshake with a server whose certificate the test CA issued: whether it verifies, or why not. */
async function handshake(secureContext: SecureContext | undefined): Promise<string> {
  const server = createServer({ key: pem('server.key'), cert: pem('server.pem') }, (s) => s.end());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<string>((resolve) => {
      const socket = connect({
        host: '127.0.0.1',
        port,
        servername: 'localhost',
        ...(secureContext ? { secureContext } : {}),
      });
      socket.once('secureConnect', () => {
        resolve(socket.authorized ? 'verified' : String(socket.authorizationError));
        socket.destroy();
      });
      socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
    });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('trustedCaContext', () => {
  it('is undefined without an extra CA: only the bundled roots, so the test CA is not trusted', async () => {
    expect(trustedCaContext(null)).toBeUndefined();
    expect(await handshake(undefined)).not.toBe('verified');
  });

  it('trusts the extra CA', async () => {
    expect(await handshake(trustedCaContext(pem('ca.pem')))).toBe('verified');
  });
});
