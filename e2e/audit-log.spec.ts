import { randomUUID } from 'node:crypto';
import { expect, partnerApi, signIn, test } from './support/fixtures';
import { submitScoringJob, waitForStatus } from './support/scoring';

test('the audit log lists a submission’s events, filtered by tenant, application and event, with their data', async ({
  page,
  admin,
}) => {
  const partner = await admin.createPartner('audit');
  const key = await admin.createKey(partner.id, 'test');
  const tenant = `tenant-${randomUUID().slice(0, 8)}`;
  const api = await partnerApi(key, tenant);
  const id = await submitScoringJob(
    api,
    'job-audit',
    'app-1',
    'Seven years of TypeScript across frontend and backend.',
  );
  await waitForStatus(api, 'job-audit', 'app-1', id, 'completed');

  await signIn(page);
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  await page.getByLabel('Tenant (X-Tenant-Id)').fill(tenant);
  await page.getByRole('button', { name: 'Search' }).click();
  const table = page.getByRole('table', { name: 'Audit events' });
  await expect(table.getByRole('row')).toHaveCount(4); // header, criteria version, submitted, completed
  await expect(table).toContainText('criteria.version_created');
  await expect(table).toContainText(key.slice(0, 16));

  // Addressable: a link with the application and the event type opens the same filtered view.
  await page.goto(`/audit-log?tenant=${tenant}&applicationId=app-1&type=scoring.completed`);
  await expect(page.getByLabel('Event', { exact: true })).toHaveValue('scoring.completed');
  const row = table.getByRole('row').filter({ hasText: 'scoring.completed' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('scoring.runner');
  const toggle = row.getByRole('button', { name: /^Data of event \d+$/ });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const data = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
  await expect(data).toContainText('"verdictsSha256"');
  await expect(data).toContainText(`"scoringJobId": "${id}"`);
  await row.getByRole('link', { name: `Scoring job ${id}` }).click();
  await expect(page.getByRole('heading', { name: 'job-audit / app-1', level: 1 })).toBeVisible();
  // And back: the job's page links to its events.
  await page.getByRole('link', { name: 'its audit log' }).click();
  await expect(table.getByRole('row')).toHaveCount(3); // header, submitted, completed
  await expect(page.getByLabel('Scoring job id')).toHaveValue(id);
  await api.dispose();
});
