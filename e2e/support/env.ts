import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Settings of one e2e run, decided once in the runner process and handed to the workers through
 * the environment (Playwright loads the config again in every worker; a second random port or
 * temporary directory there would point the tests at a server that does not exist).
 */
function freePort(): number {
  // Synchronous, because the config must be known when the config module is evaluated.
  const out = execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]);
  return Number(out.toString());
}

function once(name: string, make: () => string): string {
  const existing = process.env[name];
  if (existing) return existing;
  const value = make();
  process.env[name] = value;
  return value;
}

export const EXTERNAL = !!process.env.E2E_BASE_URL;
const serverPort = once('E2E_SERVER_PORT', () => String(freePort()));
export const MODEL_PORT = Number(once('E2E_MODEL_PORT', () => String(freePort())));
export const BASE_URL = (process.env.E2E_BASE_URL ?? `http://127.0.0.1:${serverPort}`).replace(/\/+$/, '');
export const SERVER_PORT = Number(serverPort);
export const DATA_DIR = EXTERNAL ? '' : once('E2E_DATA_DIR', () => mkdtempSync(join(tmpdir(), 'rubric-e2e-')));
export const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL ?? 'e2e-admin@example.com';
export const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'e2e-correct-horse-battery';
/** The address the server can reach this machine's webhook receivers at (loopback for the server we start). */
export const RECEIVER_HOST = process.env.E2E_RECEIVER_HOST ?? '127.0.0.1';
export const CHROMIUM = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
