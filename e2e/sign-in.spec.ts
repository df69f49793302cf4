import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/env';
import { expect, signIn, test } from './support/fixtures';

test('a wrong password is refused with a clear message, the right one opens the portal, sign-out closes it', async ({
  page,
}) => {
  await page.goto('/scoring-jobs');
  await expect(page.getByRole('heading', { name: 'Sign in to Rubric' })).toBeVisible();

  await page.getByLabel('E-mail').fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Wrong e-mail or password/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The deep link asked for before signing in is where the admin lands.
  await expect(page.getByRole('heading', { name: 'Scoring jobs', level: 1 })).toBeVisible();
  await expect(page.getByText(ADMIN_EMAIL)).toBeVisible();

  // The session is a cookie: a reload stays signed in.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Scoring jobs', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to Rubric' })).toBeVisible();
  const res = await page.request.get('/admin/api/overview');
  expect(res.status()).toBe(401);
});

test('every screen renders without console errors', async ({ page, admin }) => {
  const partner = await admin.createPartner('screens');
  await signIn(page);
  const screens: Array<[string, string | RegExp]> = [
    ['/', 'Overview'],
    ['/partners', 'Partners & API keys'],
    [`/partners/${partner.id}`, partner.name],
    [`/webhooks?partner=${partner.id}`, 'Webhook endpoints'],
    ['/deliveries', 'Deliveries'],
    [`/playground?partner=${partner.id}`, 'Playground'],
    ['/scoring-jobs', 'Scoring jobs'],
    ['/deletion-requests', 'Deletion requests'],
    ['/audit-log', 'Audit log'],
    [`/rate-limits?partner=${partner.id}`, 'Rate limits'],
    ['/no-such-page', 'Page not found'],
  ];
  for (const [path, title] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    // Every screen settles into content, an empty state or an error: never a spinner forever.
    await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
  }
});
