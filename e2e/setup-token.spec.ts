import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/fixtures';

/** A second server, started by the test with no administrator at all: it must log a one-time setup token. */
async function startWithoutAdmin(dataDir: string): Promise<{ child: ChildProcess; url: string; token: string }> {
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SCORING_ENGINE_LIVE: 'sandbox',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no setup token and url within 20 s:\n${out}`)), 20_000);
    const check = (d: Buffer) => {
      out += d.toString();
      const token = /"setupToken":"([^"]+)"/.exec(out)?.[1];
      const url = /"url":"(http:\/\/[^"]+)".*"msg":"rubric listening"/.exec(out)?.[1];
      if (token && url) {
        clearTimeout(timer);
        resolve({ child, url, token });
      }
    };
    child.stdout?.on('data', check);
    child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
    child.once('exit', (code) => reject(new Error(`server exited (${String(code)}):\n${out}`)));
  });
}

test('first run: the setup screen asks for the logged token, refuses a wrong one, and creates the first administrator', async ({
  page,
}) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rubric-e2e-setup-'));
  const server = await startWithoutAdmin(dataDir);
  try {
    await page.goto(server.url);
    await expect(page.getByRole('heading', { name: 'Set up Rubric' })).toBeVisible();

    await page.getByLabel('Setup token').fill('not-the-token');
    await page.getByLabel('Administrator e-mail').fill('first-admin@example.com');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Repeat the password').fill('short');
    await page.getByRole('button', { name: 'Create administrator' }).click();
    await expect(page.getByText('At least 12 characters.')).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill('a-long-enough-password');
    await page.getByLabel('Repeat the password').fill('a-long-enough-password');
    await page.getByRole('button', { name: 'Create administrator' }).click();
    await expect(page.getByRole('alert')).toHaveText(/setup token is not valid/);

    await page.getByLabel('Setup token').fill(server.token);
    await page.getByRole('button', { name: 'Create administrator' }).click();
    await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
    await expect(page.getByText('first-admin@example.com')).toBeVisible();

    const status = await page.request.get(`${server.url}/admin/api/setup`);
    expect(await status.json()).toEqual({ needsSetup: false });
    // The token is spent: setup cannot be run again.
    const again = await page.request.post(`${server.url}/admin/api/setup`, {
      data: { token: server.token, email: 'x@example.com', password: 'another-long-password' },
    });
    expect(again.status()).toBe(409);
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
});
