import { randomUUID } from 'node:crypto';
import {
  test as base,
  expect,
  request,
  type APIRequestContext,
  type ConsoleMessage,
  type Page,
} from '@playwright/test';
import type { Environment } from '@rubric/contracts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, BASE_URL } from './env';

/**
 * The browser reports every non-2xx fetch as a console error ("Failed to load resource"). Answers of
 * the admin API are the app's business — it shows them, and the tests assert what it shows — so
 * those are not errors of the page; anything else (a missing asset, a CSP violation, an exception,
 * a React warning) is.
 */
function isPageError(m: ConsoleMessage): boolean {
  if (m.type() !== 'error') return false;
  const from = m.location().url;
  return !(
    m.text().startsWith('Failed to load resource') &&
    new URL(from || BASE_URL, BASE_URL).pathname.startsWith('/admin/api/')
  );
}

/** Admin API calls for seeding, with the session cookie and CSRF token of a real sign-in. */
export class AdminApi {
  private constructor(
    readonly ctx: APIRequestContext,
    private readonly csrf: string,
  ) {}

  static async signIn(baseURL = BASE_URL, email = ADMIN_EMAIL, password = ADMIN_PASSWORD): Promise<AdminApi> {
    const ctx = await request.newContext({ baseURL });
    const res = await ctx.post('/admin/api/session', { data: { email, password } });
    expect(res.status(), await res.text()).toBe(201);
    const { csrfToken } = (await res.json()) as { csrfToken: string };
    return new AdminApi(ctx, csrfToken);
  }

  async post<T>(path: string, data?: unknown): Promise<T> {
    const res = await this.ctx.post(`/admin/api${path}`, { data: data ?? {}, headers: { 'X-CSRF-Token': this.csrf } });
    expect(res.ok(), `POST ${path}: ${res.status()} ${await res.text()}`).toBe(true);
    return (res.status() === 204 ? undefined : await res.json()) as T;
  }

  async get<T>(path: string): Promise<T> {
    const res = await this.ctx.get(`/admin/api${path}`);
    expect(res.ok(), `GET ${path}: ${res.status()}`).toBe(true);
    return (await res.json()) as T;
  }

  async createPartner(prefix: string): Promise<{ id: string; name: string }> {
    const name = `${prefix}-${randomUUID().slice(0, 8)}`;
    return (await this.post<{ partner: { id: string; name: string } }>('/partners', { name })).partner;
  }

  async createKey(partnerId: string, environment: Environment = 'test'): Promise<string> {
    return (await this.post<{ key: string }>(`/partners/${partnerId}/api-keys`, { environment })).key;
  }

  async dispose(): Promise<void> {
    await this.ctx.dispose();
  }
}

/** The partner API as a partner calls it: a Bearer key and a tenant. */
export async function partnerApi(key: string, tenant: string): Promise<APIRequestContext> {
  return request.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: { Authorization: `Bearer ${key}`, 'X-Tenant-Id': tenant },
  });
}

export async function signIn(page: Page, email = ADMIN_EMAIL, password = ADMIN_PASSWORD): Promise<void> {
  await page.goto('/');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

export const test = base.extend<{ admin: AdminApi }>({
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (isPageError(m)) errors.push(`console.${m.type()}: ${m.text()} (${m.location().url})`);
    });
    page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
    await use(page);
    expect(errors, 'the page logged errors').toEqual([]);
  },
  // Playwright reads a fixture's dependencies from its destructuring pattern; this one has none.
  // eslint-disable-next-line no-empty-pattern
  admin: async ({}, use) => {
    const admin = await AdminApi.signIn();
    await use(admin);
    await admin.dispose();
  },
});

export { expect };
