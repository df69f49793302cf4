import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountPortal } from '../src/http/portal.js';

// mountPortal on a bare express app, with a dist/ folder made here: what reaches the final handler
// is what the real app would answer with its own 404 problem.
async function serve(distDir: string): Promise<{ url: string; server: Server }> {
  const app = express();
  mountPortal(app, distDir);
  app.use((_req, res) => {
    res.status(404).json({ fellThrough: true });
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

let root: string;
let built: { url: string; server: Server };
let missing: { url: string; server: Server };

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'rubric-portal-'));
  const dist = join(root, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script>',
  );
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  built = await serve(dist);
  missing = await serve(join(root, 'not-built'));
});
afterAll(() => {
  built.server.close();
  missing.server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('mountPortal', () => {
  it('serves index.html at / and at client-side routes, revalidated, with a CSP that allows no inline script', async () => {
    for (const path of ['/', '/scoring-jobs/sj_123', '/partners?x=1']) {
      const res = await fetch(`${built.url}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year and revalidates every other file', async () => {
    const asset = await fetch(`${built.url}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    const icon = await fetch(`${built.url}/favicon.svg`);
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it('leaves the API prefixes, missing files and non-GET requests to the rest of the app', async () => {
    for (const path of [
      '/v1/nope',
      '/admin/api/nope',
      '/docs/nope',
      '/healthz/x',
      '/readyz',
      '/metrics',
      '/assets/missing.js',
      '/favicon.ico',
    ]) {
      const res = await fetch(`${built.url}${path}`);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(await res.json()).toEqual({ fellThrough: true });
    }
    const post = await fetch(`${built.url}/partners`, { method: 'POST' });
    expect(post.status).toBe(404);
  });

  it('says how to build the portal when dist/ is missing, and still leaves the API alone', async () => {
    const res = await fetch(`${missing.url}/`);
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toMatch(/npm run build/);
    expect((await fetch(`${missing.url}/v1/x`)).status).toBe(404);
  });
});
