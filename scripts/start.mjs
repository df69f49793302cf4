#!/usr/bin/env node
// `npm start`: build what is not built, then run the service in this process (so signals reach it).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const build = spawnSync(process.execPath, [fileURLToPath(new URL('./build.mjs', import.meta.url))], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);
await import(new URL('../apps/server/dist/main.js', import.meta.url).href);
