import { readdirSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DeletionRequestResponse, ScoringJobResponse } from '@rubric/contracts';
import { afterAll } from 'vitest';
import { useTestServer, type ApiClient, type TestClock } from './harness.js';
import { eventually } from './waits.js';

const TLS_DIR = fileURLToPath(new URL('../../../packages/resume/test/fixtures/tls/', import.meta.url));
/** Env for a server that fetches resumes from the loopback HTTPS server below (signed by the resume package's test CA). */
export const HTTPS_RESUME_ENV = { FETCH_EXTRA_CA_FILE: `${TLS_DIR}ca.pem`, FETCH_ALLOW_PRIVATE_NETWORKS: 'true' };

export const CRITERIA = [
  { text: 'TypeScript and Node.js experience', importance: 'MUST_HAVE' },
  { text: 'PostgreSQL in production', importance: 'NICE_TO_HAVE' },
];
export const JOB_DESCRIPTION = 'Backend engineer for our payments platform.';

export const resumeText = (name: string, extra = '') =>
  `${name} — Senior Backend Engineer.\nSix years of TypeScript and Node.js experience building payment APIs.\nOperated PostgreSQL clusters in production. ${extra}`;

const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

/**
 * A one-page PDF whose content stream is not compressed: its text is in the file bytes as written.
 * `info.author` goes into the document's Info dictionary (/Author), as a word processor writes the account's name.
 */
export function textPdf(lines: string[], info: { author?: string } = {}): Buffer {
  const content = `BT /F1 12 Tf 72 720 Td ${lines.map((l, i) => `${i === 0 ? '' : '0 -16 Td '}(${esc(l)}) Tj`).join('\n')} ET\n`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    ...(info.author !== undefined ? [`<< /Author (${esc(info.author)}) >>`] : []),
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  const infoRef = info.author !== undefined ? ` /Info ${objects.length} 0 R` : '';
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${infoRef} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/**
 * Serves fixed bodies over HTTPS on loopback: `host.files.set('/a.pdf', bytes)`, then `host.url('/a.pdf')`.
 * Paths in `slow` answer at once but send their body one byte a second (a server that never finishes).
 */
export class ResumeHost {
  readonly files = new Map<string, Buffer>();
  readonly slow = new Set<string>();
  /** Every path asked for, in order; `requested(path)` resolves when it has been asked for. */
  readonly requests: string[] = [];
  private readonly waiters: Array<() => void> = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private server: Server | null = null;
  origin = '';

  static async start(): Promise<ResumeHost> {
    const host = new ResumeHost();
    const server = createServer(
      { key: readFileSync(`${TLS_DIR}server.key`), cert: readFileSync(`${TLS_DIR}server.pem`) },
      (req, res) => {
        host.requests.push(req.url ?? '');
        for (const wake of host.waiters.splice(0)) wake();
        if (host.slow.has(req.url ?? '')) return host.dripBytes(res);
        const body = host.files.get(req.url ?? '');
        if (!body) return void res.writeHead(404).end();
        res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': String(body.length) }).end(body);
      },
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    host.server = server;
    host.origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return host;
  }

  url(path: string): string {
    return `${this.origin}${path}`;
  }

  /** Resolves once `path` has been requested at least `times` times. */
  async requested(path: string, times = 1): Promise<void> {
    while (this.requests.filter((p) => p === path).length < times)
      await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  private dripBytes(res: ServerResponse): void {
    res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': '100000' });
    res.write('%');
    const timer = setInterval(() => res.write('P'), 1000);
    this.timers.add(timer);
    res.on('close', () => {
      clearInterval(timer);
      this.timers.delete(timer);
    });
  }

  close(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    const server = this.server;
    if (!server) return Promise.resolve();
    server.closeAllConnections();
    return new Promise((resolve) => server.close(() => resolve()));
  }
}

/** A resume host for the whole test file, closed after its last test. */
export async function useResumeHost(): Promise<ResumeHost> {
  const host = await ResumeHost.start();
  afterAll(() => host.close());
  return host;
}

/** Every file under `dir` (recursively) whose bytes contain `needle`, as paths relative to `dir`. */
export function filesContaining(dir: string, needle: string): string[] {
  const bytes = Buffer.from(needle, 'utf8');
  const hits: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile() && readFileSync(p).includes(bytes)) hits.push(p.slice(dir.length + 1));
    }
  };
  walk(dir);
  return hits.sort();
}

/** Submits and waits until the scoring job has ended; returns it. */
export async function scored(
  api: ApiClient,
  jobId: string,
  appId: string,
  resume: unknown,
  extra: Record<string, unknown> = {},
): Promise<ScoringJobResponse['scoringJob']> {
  const created = await api.post<ScoringJobResponse>(`/v1/jobs/${jobId}/applications/${appId}/scoring-jobs`, {
    resume,
    jobDescription: JOB_DESCRIPTION,
    ...extra,
  });
  if (created.status !== 202 && created.status !== 200)
    throw new Error(`submission failed: ${created.status} ${created.text}`);
  return eventually(
    async () => {
      const r = await api.get<ScoringJobResponse>(
        `/v1/jobs/${jobId}/applications/${appId}/scoring-jobs/${created.body.scoringJob.id}`,
      );
      return r.body.scoringJob.status !== 'pending' ? r.body.scoringJob : null;
    },
    { what: `scoring job ${created.body.scoringJob.id} to end` },
  );
}

/** Polls the deletion request until it is no longer pending (the bree worker runs it). */
export function settledDeletion(api: ApiClient, id: string): Promise<DeletionRequestResponse['deletionRequest']> {
  return eventually(
    async () => {
      const r = await api.get<DeletionRequestResponse>(`/v1/deletion-requests/${id}`);
      if (r.status !== 200) throw new Error(`deletion request ${id}: ${r.status} ${r.text}`);
      return r.body.deletionRequest.status !== 'pending' ? r.body.deletionRequest : null;
    },
    { what: `deletion request ${id} to settle` },
  );
}

/**
 * For the whole test file: a server trusting the test CA, an HTTPS host serving resumes, and a client whose
 * job `job-1` has CRITERIA. `const { server, host, api } = await useLifecycleFixture('tenant-r', clock);`
 */
export async function useLifecycleFixture(tenant: string, clock: TestClock, env: Record<string, string> = {}) {
  const host = await useResumeHost();
  const server = await useTestServer({ env: { ...HTTPS_RESUME_ENV, ...env }, clock });
  const api = server.client('acme', tenant);
  const put = await api.put('/v1/jobs/job-1/criteria', { criteria: CRITERIA });
  if (put.status !== 200) throw new Error(`criteria not set: ${put.status} ${put.text}`);
  return { host, server, api };
}
