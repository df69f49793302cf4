import { randomUUID } from 'node:crypto';
import { expect, partnerApi, signIn, test } from './support/fixtures';
import { submitScoringJob, waitForStatus } from './support/scoring';

test('an administrator pauses a partner’s scoring from its page (confirmed), sees it paused there and on the overview, and resumes it', async ({
  page,
  admin,
}) => {
  const partner = await admin.createPartner('pause');
  const key = await admin.createKey(partner.id, 'test');
  const api = await partnerApi(key, `tenant-${randomUUID().slice(0, 8)}`);

  await signIn(page);
  await page.goto(`/partners/${partner.id}`);
  await expect(page.getByRole('heading', { name: partner.name, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Pause scoring' }).click();
  const dialog = page.getByRole('dialog', { name: `Pause scoring for ${partner.name}?` });
  await expect(dialog).toContainText('Submissions are still accepted and wait in the queue');
  // Cancel first: nothing changes.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('scoring-paused')).toHaveCount(0);

  await page.getByRole('button', { name: 'Pause scoring' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Pause scoring' }).click();
  const paused = page.getByTestId('scoring-paused');
  await expect(paused).toContainText('Scoring paused');
  await expect(paused).toContainText('Applications are still accepted');
  await expect(page.getByRole('button', { name: 'Resume scoring' })).toBeVisible();
  const state = await admin.get<{ partner: { scoringPause: { pausedBy: { type: string } } | null } }>(
    `/partners/${partner.id}`,
  );
  expect(state.partner.scoringPause?.pausedBy.type).toBe('admin');

  // A submission is accepted and waits; the overview names the paused partner and its waiting application.
  const id = await submitScoringJob(
    api,
    'job-pause',
    'app-1',
    'Seven years of TypeScript across frontend and backend teams.',
  );
  await page.getByRole('link', { name: 'Overview' }).click();
  await expect(page.getByTestId('overview-scoring-paused')).toContainText(partner.name);
  const row = page.getByRole('row').filter({ hasText: partner.name });
  await expect(row).toContainText('paused');
  await expect(row.getByRole('cell').nth(1)).toHaveText('1');

  await page.getByTestId('overview-scoring-paused').getByRole('link', { name: partner.name }).click();
  await page.getByRole('button', { name: 'Resume scoring' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Resume scoring' }).click();
  await expect(page.getByTestId('scoring-paused')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pause scoring' })).toBeVisible();
  await waitForStatus(api, 'job-pause', 'app-1', id, 'completed');
  await api.dispose();
});
