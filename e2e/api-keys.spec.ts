import { expect, partnerApi, signIn, test } from './support/fixtures';

test('a key is shown once with a copy button, works on /v1, and gets 401 once revoked', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page);

  // Create the partner through the portal.
  await page.getByRole('link', { name: 'Partners & keys' }).click();
  await page.getByRole('button', { name: 'New partner' }).first().click();
  const name = `keys-${Date.now()}`;
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Create partner' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('No API keys')).toBeVisible();

  await page.getByRole('button', { name: 'New test key' }).click();
  const dialog = page.getByRole('dialog', { name: 'New test API key' });
  await expect(dialog.getByText('you will not see it again')).toBeVisible();
  const key = (await dialog.getByLabel('New API key').textContent()) ?? '';
  expect(key).toMatch(/^sk_test_[A-Za-z0-9]{32,}$/);
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied ✓' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await dialog.getByRole('button', { name: 'I have stored the key' }).click();
  await expect(dialog).toBeHidden();

  const prefix = key.slice(0, 16);
  const row = page.getByRole('row').filter({ hasText: prefix });
  await expect(row).toContainText('active');
  await expect(row).toContainText('never');
  // The key is not shown again anywhere on the page.
  await expect(page.getByText(key)).toHaveCount(0);

  const api = await partnerApi(key, 'tenant-keys');
  expect((await api.get('/v1/criteria-library')).status()).toBe(200);
  await page.reload();
  await expect(row).not.toContainText('never');

  await row.getByRole('button', { name: `Revoke ${prefix}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke API key?' });
  await expect(confirm).toContainText(prefix);
  // The safe choice has the focus: Enter cancels.
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Revoke key' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('revoked');
  await expect(row.getByRole('button', { name: /Revoke/ })).toHaveCount(0);

  const refused = await api.get('/v1/criteria-library');
  expect(refused.status()).toBe(401);
  expect((await refused.json()) as { code: string }).toMatchObject({ code: 'UNAUTHORIZED' });
  await api.dispose();
});
