#!/usr/bin/env node
// Builds what is not built yet: the TypeScript projects (incremental `tsc -b`, a no-op when up to date)
// and the portal's static files (only when its sources are newer than its dist/).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => join(root, 'node_modules', '.bin', name);

function run(cmd, args, cwd = root) {
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`build: ${cmd} ${args.join(' ')} failed`);
    process.exit(r.status ?? 1);
  }
}

function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

// A production install (the container's runtime stage) has no TypeScript: it runs what the build stage compiled.
if (existsSync(bin('tsc'))) run(bin('tsc'), ['-b', 'tsconfig.json']);
else if (!existsSync(join(root, 'apps', 'server', 'dist', 'main.js'))) {
  console.error('build: TypeScript is not installed and apps/server/dist is missing; run `npm ci` first');
  process.exit(1);
}

const portal = join(root, 'apps', 'portal');
// npm may install vite in the portal workspace rather than hoist it (another vite version is hoisted
// for vitest): look there first.
const vite = [join(portal, 'node_modules', '.bin', 'vite'), bin('vite')].find((p) => existsSync(p));
const built = join(portal, 'dist', 'index.html');
if (existsSync(join(portal, 'index.html'))) {
  const srcTime = Math.max(newestMtime(join(portal, 'src')), statSync(join(portal, 'index.html')).mtimeMs);
  const stale = !existsSync(built) || statSync(built).mtimeMs < srcTime;
  if (stale && vite) run(vite, ['build', '--logLevel', 'warn'], portal);
  else if (stale && !existsSync(built))
    console.warn('build: vite is not installed, so the portal is not built (run `npm ci`)');
}
