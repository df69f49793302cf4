// The real server for benchmarks: compiled dist/, a fresh temp DATA_DIR, silent logs, rate limits
// raised out of the way (the limiter still runs on every request), and a test API key.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** Imports a compiled module of the server (`apps/server/dist/<rel>`). */
export const loadServer = (rel) => import(pathToFileURL(join(ROOT, 'apps/server/dist', rel)).href);

export async function startBenchServer(name, env = {}, options = {}) {
  const { loadConfig } = await loadServer('config.js');
  const { startRubric } = await loadServer('server.js');
  const { createApiKey } = await loadServer('modules/partners/keys.js');
  const dataDir = mkdtempSync(join(tmpdir(), `rubric-bench-${name}-`));
  const rubric = await startRubric(
    loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      MODELS_DIR: join(dataDir, 'models'),
      LOG_LEVEL: 'silent',
      RATE_LIMIT_MULTIPLIER: '100000',
      PUBLIC_BASE_URL: 'http://localhost',
      ...env,
    }),
    options,
  );
  const key = createApiKey(rubric.ctx, 'bench', 'test').key;
  return { rubric, dataDir, key, createApiKey };
}
