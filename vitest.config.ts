import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// Tests import our packages from source; code that runs in worker threads or child
// processes (parse pool, LLM host, bree jobs) is loaded from dist/, which `npm test` builds first.
export default defineConfig({
  resolve: {
    alias: {
      // Before '@rubric/contracts', which would otherwise take the subpath too.
      '@rubric/contracts/redaction': src('./packages/contracts/src/redaction.ts'),
      '@rubric/contracts': src('./packages/contracts/src/index.ts'),
      '@rubric/db': src('./packages/db/src/index.ts'),
      '@rubric/webhooks': src('./packages/webhooks/src/index.ts'),
      '@rubric/net-guard': src('./packages/net-guard/src/index.ts'),
      // Before '@rubric/resume', which would otherwise also match its subpath (the first matching alias wins).
      '@rubric/resume/storage': src('./packages/resume/src/storage.ts'),
      '@rubric/resume': src('./packages/resume/src/index.ts'),
      // Before '@rubric/scoring': the first entry that matches an import wins.
      '@rubric/scoring/engines': src('./packages/scoring/src/engines.ts'),
      '@rubric/scoring': src('./packages/scoring/src/index.ts'),
      '@rubric/client': src('./packages/client/src/index.ts'),
    },
  },
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'packages/*/test/**/*.test.ts',
      'apps/server/src/**/*.test.ts',
      'apps/server/test/**/*.test.ts',
      'eval/intake/test/**/*.test.ts',
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
