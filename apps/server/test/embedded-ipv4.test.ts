import type { HostResolver } from '@rubric/resume';
import { beforeAll, describe, expect, it } from 'vitest';
import { AdminClient, adminSession, expectProblem, useTestServer } from './harness.js';
import { partner } from './webhook-support.js';

/** Private IPv4 addresses (loopback, cloud metadata, RFC 1918) wearing each IPv6 transition form. */
const EMBEDDED = [
  '::7f00:1', // IPv4-compatible 127.0.0.1
  '::a9fe:a9fe', // IPv4-compatible 169.254.169.254
  '::ffff:7f00:1', // IPv4-mapped
  '::ffff:0:a9fe:a9fe', // IPv4-translated
  '64:ff9b::7f00:1', // NAT64, well-known prefix
  '64:ff9b:1::a00:1', // NAT64, local-use prefix
  '2002:a9fe:a9fe::1', // 6to4
  '2001:0:4136:e378:8000:63bf:80ff:fffe', // Teredo, client 127.0.0.1 (XOR-ed)
  '2607:f8b0:4005::5efe:a9fe:a9fe', // ISATAP interface identifier under a public prefix
];

const hostFor = (i: number) => `embedded-${i}.test`;
const resolver: HostResolver = async (host) => {
  const i = EMBEDDED.findIndex((_a, n) => hostFor(n) === host);
  if (i >= 0) return [{ address: EMBEDDED[i] as string, family: 6 }];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
};

const server = await useTestServer({ resolver });
let admin: AdminClient;
beforeAll(async () => {
  admin = await adminSession(server);
});

describe('private IPv4 embedded in IPv6 (FETCH_ALLOW_PRIVATE_NETWORKS=false)', () => {
  it('webhook endpoints: a literal or a name resolving to any embedding is refused at creation, naming url', async () => {
    const p = partner(server, 'embedded-hooks');
    const urls = EMBEDDED.flatMap((address, i) => [`https://[${address}]/hook`, `https://${hostFor(i)}/hook`]);
    for (const url of urls) {
      const r = await admin.post(`/partners/${p.id}/webhook-endpoints?environment=test`, { url });
      const problem = expectProblem(r, 400, 'VALIDATION_ERROR');
      expect(
        problem.details?.map((d) => d.field),
        url,
      ).toEqual(['url']);
      expect(problem.message, url).toMatch(/private-network/);
    }
    const list = await admin.get<{ endpoints: unknown[] }>(`/partners/${p.id}/webhook-endpoints?environment=test`);
    expect(list.body.endpoints).toEqual([]);
  });

  it('resume URLs: a literal or a name resolving to any embedding is refused before any connection', async () => {
    const api = server.client('embedded-resumes', 'tenant-e');
    expect(
      (await api.put('/v1/jobs/job-e/criteria', { criteria: [{ text: 'Go', importance: 'MUST_HAVE' }] })).status,
    ).toBe(200);
    const urls = EMBEDDED.flatMap((address, i) => [`https://[${address}]/cv.pdf`, `https://${hostFor(i)}/cv.pdf`]);
    for (const [n, url] of urls.entries()) {
      const r = await api.post(`/v1/jobs/job-e/applications/app-${n}/scoring-jobs`, {
        resume: { type: 'url', url },
        jobDescription: 'Backend engineer',
      });
      const problem = expectProblem(r, 422, 'RESUME_FETCH_FAILED');
      expect(problem.message, url).toMatch(/private-network/);
    }
  });
});
