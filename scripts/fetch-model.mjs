#!/usr/bin/env node
// `npm run model:fetch -- <url | name> [--out DIR]`: downloads a GGUF model into MODELS_DIR (default ./models).
// Names are shortcuts for the models recommended in models/README.md. Offline, it fails with a clear message.
import { createWriteStream, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';

export const KNOWN_MODELS = {
  'qwen2.5-1.5b':
    'https://huggingface.co/Qwen/Qwen2.5-1.5B-Instruct-GGUF/resolve/main/qwen2.5-1.5b-instruct-q4_k_m.gguf',
  'qwen2.5-3b': 'https://huggingface.co/Qwen/Qwen2.5-3B-Instruct-GGUF/resolve/main/qwen2.5-3b-instruct-q4_k_m.gguf',
  'qwen2.5-7b': 'https://huggingface.co/Qwen/Qwen2.5-7B-Instruct-GGUF/resolve/main/qwen2.5-7b-instruct-q4_k_m.gguf',
  'llama3.2-3b':
    'https://huggingface.co/bartowski/Llama-3.2-3B-Instruct-GGUF/resolve/main/Llama-3.2-3B-Instruct-Q4_K_M.gguf',
};

function fail(message) {
  console.error(`model:fetch: ${message}`);
  process.exit(1);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { out: { type: 'string' }, force: { type: 'boolean' } },
});
const target = positionals[0];
if (!target) fail(`give a URL or one of: ${Object.keys(KNOWN_MODELS).join(', ')}`);
const url = KNOWN_MODELS[target] ?? target;
let parsed;
try {
  parsed = new URL(url);
} catch {
  fail(`"${target}" is neither a known model name (${Object.keys(KNOWN_MODELS).join(', ')}) nor a URL`);
}
if (parsed.protocol !== 'https:') fail('only https: URLs are fetched');
const dir = resolve(values.out ?? process.env.MODELS_DIR ?? 'models');
const file = join(dir, basename(parsed.pathname).endsWith('.gguf') ? basename(parsed.pathname) : 'model.gguf');
if (existsSync(file) && !values.force) fail(`${file} exists (pass --force to download again)`);
mkdirSync(dir, { recursive: true });

let res;
try {
  res = await fetch(url, { redirect: 'follow', signal: AbortSignal.timeout(30_000) });
} catch (err) {
  const cause = err?.cause?.code ?? err?.cause?.message ?? err?.message ?? String(err);
  fail(
    `cannot reach ${parsed.host} (${cause}). This machine may be offline: download the GGUF file elsewhere and copy it into ${dir}/`,
  );
}
if (!res.ok || !res.body) fail(`${parsed.host} answered HTTP ${res.status} for ${url}`);
const total = Number(res.headers.get('content-length') ?? 0);
const partial = `${file}.part`;
let received = 0;
let lastReport = 0;
const body = Readable.fromWeb(res.body);
body.on('data', (chunk) => {
  received += chunk.length;
  if (Date.now() - lastReport > 2000) {
    lastReport = Date.now();
    process.stderr.write(
      `  ${(received / 2 ** 20).toFixed(0)} MiB${total ? ` of ${(total / 2 ** 20).toFixed(0)} MiB` : ''}\n`,
    );
  }
});
try {
  await pipeline(body, createWriteStream(partial));
} catch (err) {
  rmSync(partial, { force: true });
  fail(`download interrupted: ${err?.message ?? err}`);
}
renameSync(partial, file);
console.log(`${file} (${(statSync(file).size / 2 ** 20).toFixed(0)} MiB)`);
