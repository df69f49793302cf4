import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// Tests import our packages from source; code that runs in worker threads or child processes (parse pool,
// LLM host, bree jobs) is loaded from dist/, which the global setup builds first. How the suite is organised
// and why these settings: docs/testing.md.
const INCLUDE = [
  'packages/*/src/**/*.test.ts',
  'packages/*/test/**/*.test.ts',
  'apps/server/src/**/*.test.ts',
  'apps/server/test/**/*.test.ts',
  'eval/intake/test/**/*.test.ts',
];
const ISOLATED = ['packages/scoring/test/application-preparer.test.ts'];

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
    globalSetup: ['./vitest.global-setup.ts'],
    // Hang guards, not waits: a test waits for events (docs/testing.md), so these only end a test that is stuck.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Child processes, not threads: tests set the umask, and native modules and process-wide state stay per file.
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: INCLUDE,
          exclude: ISOLATED,
          // A worker process runs its test files one after another and keeps the modules they imported: the
          // server's module graph (~1.5 s of CPU) is loaded once per worker instead of once per file. Safe because
          // every file builds its own server, database and clock, and no test mocks modules or stubs globals.
          isolate: false,
        },
      },
      // Files that assert module state of their own process (which modules were loaded) get a fresh one.
      { extends: true, test: { name: 'isolated', include: ISOLATED, isolate: true } },
    ],
  },
});
