import { randomUUID } from 'node:crypto';
import { EXTERNAL, MODEL_PORT } from './support/env';
import { expect, partnerApi, signIn, test } from './support/fixtures';
import { submitScoringJob, waitForStatus } from './support/scoring';

// A real failure needs control of the model endpoint, which only the server started here has.
test.skip(EXTERNAL, 'needs the fake model endpoint of the locally started server');

test('a scoring job that failed for real is found, inspected and retried from the portal until it completes', async ({
  page,
  admin,
}) => {
  const partner = await admin.createPartner('retry');
  const key = await admin.createKey(partner.id, 'test');
  const tenant = `tenant-${randomUUID().slice(0, 8)}`;
  const marker = `e2e-fail-${randomUUID()}`;
  const api = await partnerApi(key, tenant);
  // The fake model answers garbage to any prompt carrying the marker until the test releases it.
  const id = await submitScoringJob(
    api,
    'job-retry',
    'app-1',
    `Seven years of TypeScript across frontend and backend teams. ${marker}`,
  );
  await waitForStatus(api, 'job-retry', 'app-1', id, 'failed');

  await signIn(page);
  await page.getByRole('link', { name: 'Scoring jobs' }).click();
  await page.getByLabel('Tenant (X-Tenant-Id)').fill(tenant);
  await page.getByLabel('Status').selectOption('failed');
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row').filter({ hasText: 'job-retry / app-1' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('SCORING_FAILED');
  await row.getByRole('link').click();

  await expect(page.getByRole('heading', { name: 'job-retry / app-1', level: 1 })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('SCORING_FAILED');
  await expect(page.getByText('No result')).toBeVisible();

  // The cause is fixed (the model endpoint answers properly again); the admin retries.
  const released = await page.request.post(`http://127.0.0.1:${MODEL_PORT}/control/release`, { data: { marker } });
  expect(released.status()).toBe(204);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('.fact').filter({ hasText: 'Status' })).toContainText('completed', { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(page.getByLabel(/^Score \d+ of 100$/)).toBeVisible();
  await expect(page.locator('.fact').filter({ hasText: 'Engine' })).toContainText('openai');
  const criteria = page.getByRole('table', { name: 'Criteria' });
  await expect(criteria).toContainText('TypeScript');
  await expect(criteria).toContainText('met');
  await expect(criteria).toContainText('Seven years of TypeScript across frontend and backend teams.');

  const detail = await admin.get<{ scoringJob: { status: string; attempts: number } }>(`/scoring-jobs/${id}`);
  expect(detail.scoringJob.status).toBe('completed');
  await api.dispose();
});
