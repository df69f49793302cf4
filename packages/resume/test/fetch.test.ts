import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createResumeIntake, type ResumeIntake } from '../src/index.js';
import { fixture, startFixtureServer, TEST_CA_PEM, type FixtureServer } from './support/fixture-server.js';
import { resumeRejection } from './support/rejection.js';

let server: FixtureServer;
let open: ResumeIntake;
let impatient: ResumeIntake;
let noCa: ResumeIntake;
let guarded: ResumeIntake;
let guardedLookups: string[];

const HOST = 'resumes.example.test';
/** Global unicast, so it passes the guard; nothing answers there in the test environment. */
const PUBLIC_UNREACHABLE = '100.63.255.254';

beforeAll(async () => {
  server = await startFixtureServer();
  open = createResumeIntake({ allowPrivateNetworks: true, extraCaPem: TEST_CA_PEM });
  impatient = createResumeIntake({ allowPrivateNetworks: true, extraCaPem: TEST_CA_PEM, totalTimeoutMs: 1_000 });
  noCa = createResumeIntake({ allowPrivateNetworks: true });
  guardedLookups = [];
  guarded = createResumeIntake({
    allowPrivateNetworks: false,
    extraCaPem: TEST_CA_PEM,
    connectTimeoutMs: 1_000,
    totalTimeoutMs: 2_000,
    lookup: async (hostname) => {
      guardedLookups.push(hostname);
      if (hostname === HOST) return [{ address: '127.0.0.1', family: 4 }];
      // A rebinding resolver: a public answer first, loopback afterwards.
      if (hostname === 'rebind.example.test') {
        return guardedLookups.length === 1
          ? [{ address: PUBLIC_UNREACHABLE, family: 4 }]
          : [{ address: '127.0.0.1', family: 4 }];
      }
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    },
  });
});

afterAll(async () => {
  await Promise.all([open?.close(), impatient?.close(), noCa?.close(), guarded?.close()]);
  await server?.close();
});

describe('fetching over https', () => {
  it('fetches and parses a PDF, returning the bytes it fetched', async () => {
    const url = `${server.origin}/files/text.pdf`;
    const result = await open.intake({ type: 'url', url });
    const bytes = fixture('text.pdf');
    expect(result.file?.equals(bytes)).toBe(true);
    expect(result.meta).toMatchObject({ format: 'pdf', sourceUrl: url, sizeBytes: bytes.length });
    expect(result.meta.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(result.text).toContain('Ada Lovelace');
  });

  it('follows up to 3 redirects', async () => {
    const result = await open.intake({ type: 'url', url: `${server.origin}/redirect/3/text.pdf` });
    expect(result.text).toContain('Babbage and Partners');
  });

  it('refuses a 4th redirect', async () => {
    const err = await resumeRejection(open.intake({ type: 'url', url: `${server.origin}/redirect/4/text.pdf` }));
    expect(err.code).toBe('RESUME_FETCH_FAILED');
    expect(err.message).toMatch(/more than 3 redirects/);
  });

  it('refuses a redirect to an http: URL', async () => {
    const err = await resumeRejection(open.intake({ type: 'url', url: `${server.origin}/to-http` }));
    expect(err.code).toBe('RESUME_FETCH_FAILED');
    expect(err.message).toMatch(/non-https/);
  });

  it('reports a 404', async () => {
    const err = await resumeRejection(open.intake({ type: 'url', url: `${server.origin}/nothing-here` }));
    expect(err).toMatchObject({ code: 'RESUME_FETCH_FAILED', field: 'resume.url' });
    expect(err.message).toMatch(/HTTP 404/);
  });

  it('gives up on a slow server at the total timeout', async () => {
    // /slow answers after 10 s: a rejection at all means the client gave up first, and the server saw it
    // hang up with the answer still unsent. The message names the configured limit.
    const err = await resumeRejection(impatient.intake({ type: 'url', url: `${server.origin}/slow` }));
    expect(err.code).toBe('RESUME_FETCH_FAILED');
    expect(err.message).toBe('timed out: no complete response within 1000 ms');
    await server.hungUp('/slow');
  });

  it('refuses a 51 MB body announced by Content-Length', async () => {
    const err = await resumeRejection(open.intake({ type: 'url', url: `${server.origin}/big-with-length` }));
    expect(err.code).toBe('RESUME_TOO_LARGE');
  });

  it('stops streaming a 51 MB body sent without Content-Length', async () => {
    const err = await resumeRejection(open.intake({ type: 'url', url: `${server.origin}/big-chunked` }));
    expect(err.code).toBe('RESUME_TOO_LARGE');
  });

  it('rejects an http: URL as a validation error', async () => {
    const err = await resumeRejection(
      open.intake({ type: 'url', url: `http://127.0.0.1:${server.port}/files/text.pdf` }),
    );
    expect(err).toMatchObject({ code: 'VALIDATION_ERROR', field: 'resume.url' });
  });

  it('rejects a string that is not a URL', async () => {
    const err = await resumeRejection(open.intake({ type: 'url', url: 'not a url' }));
    expect(err).toMatchObject({ code: 'VALIDATION_ERROR', field: 'resume.url' });
  });

  it('does not trust the test CA unless it is configured (TLS failure is named)', async () => {
    const err = await resumeRejection(noCa.intake({ type: 'url', url: `${server.origin}/files/text.pdf` }));
    expect(err.code).toBe('RESUME_FETCH_FAILED');
    expect(err.message).toMatch(/TLS failure/);
  });

  it('names a DNS failure', async () => {
    const err = await resumeRejection(guarded.intake({ type: 'url', url: 'https://no-such-host.example.test/cv.pdf' }));
    expect(err.code).toBe('RESUME_FETCH_FAILED');
    expect(err.message).toMatch(/DNS lookup failed \(ENOTFOUND\)/);
  });
});

describe('private-network guard', () => {
  it('refuses a host that resolves to 127.0.0.1 when private networks are not allowed', async () => {
    const before = server.requests.length;
    const err = await resumeRejection(
      guarded.intake({ type: 'url', url: `https://${HOST}:${server.port}/files/text.pdf` }),
    );
    expect(err.code).toBe('RESUME_FETCH_FAILED');
    expect(err.message).toMatch(/private-network/);
    expect(server.requests.length).toBe(before);
  });

  it('refuses a literal private address without resolving anything', async () => {
    const lookupsBefore = guardedLookups.length;
    const err = await resumeRejection(guarded.intake({ type: 'url', url: `${server.origin}/files/text.pdf` }));
    expect(err.code).toBe('RESUME_FETCH_FAILED');
    expect(err.message).toMatch(/private-network/);
    expect(guardedLookups.length).toBe(lookupsBefore);
  });

  it('refuses an IPv4-mapped IPv6 literal of loopback', async () => {
    const err = await resumeRejection(
      guarded.intake({ type: 'url', url: `https://[::ffff:127.0.0.1]:${server.port}/files/text.pdf` }),
    );
    expect(err.code).toBe('RESUME_FETCH_FAILED');
    expect(err.message).toMatch(/private-network/);
  });

  it('connects to the address it checked, so a second DNS answer cannot slip through', async () => {
    guardedLookups.length = 0;
    const before = server.requests.length;
    const err = await resumeRejection(
      guarded.intake({ type: 'url', url: `https://rebind.example.test:${server.port}/files/text.pdf` }),
    );
    // The checked (non-loopback) address is unreachable here; had a second lookup been used to
    // connect, it would have reached the test server on loopback.
    expect(err.code).toBe('RESUME_FETCH_FAILED');
    expect(guardedLookups).toEqual(['rebind.example.test']);
    expect(server.requests.length).toBe(before);
  });
});
