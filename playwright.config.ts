import { defineConfig } from '@playwright/test';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  BASE_URL,
  CHROMIUM,
  CHROMIUM_ARGS,
  DATA_DIR,
  EXTERNAL,
  MODEL_PORT,
  SERVER_PORT,
} from './e2e/support/env';

// Against the server we start: a fresh DATA_DIR, an administrator from the environment, the test
// environment scored by the `openai` engine against the fake model of the global setup (so that a
// scoring job can fail for real), and webhooks allowed to reach receivers on loopback.
// With E2E_BASE_URL the suites run against that deployment instead (see docs/portal.md).
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  forbidOnly: !!process.env.CI,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    // Debian's chromium: Playwright's own browser download is never part of the setup.
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    viewport: { width: 1360, height: 900 },
  },
  webServer: EXTERNAL
    ? undefined
    : {
        command: 'node apps/server/dist/main.js',
        url: `${BASE_URL}/readyz`,
        reuseExistingServer: false,
        timeout: 60_000,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          HOST: '127.0.0.1',
          PORT: String(SERVER_PORT),
          PUBLIC_BASE_URL: BASE_URL,
          DATA_DIR,
          ADMIN_EMAIL,
          ADMIN_PASSWORD,
          SCORING_ENGINE_TEST: 'openai',
          SCORING_ENGINE_LIVE: 'sandbox',
          LLM_BASE_URL: `http://127.0.0.1:${MODEL_PORT}`,
          FETCH_ALLOW_PRIVATE_NETWORKS: 'true',
          LOG_LEVEL: 'warn',
        },
      },
});
