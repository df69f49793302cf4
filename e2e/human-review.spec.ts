import { randomUUID } from 'node:crypto';
import { expect, partnerApi, signIn, test } from './support/fixtures';
import { submitScoringJob, waitForStatus } from './support/scoring';

test('an override recorded through the API shows on the scoring job page and in the audit log', async ({
  page,
  admin,
}) => {
  const partner = await admin.createPartner('review');
  const key = await admin.createKey(partner.id, 'test');
  const tenant = `tenant-${randomUUID().slice(0, 8)}`;
  const api = await partnerApi(key, tenant);
  const id = await submitScoringJob(
    api,
    'job-review',
    'app-1',
    'Seven years of TypeScript across frontend and backend teams, shipping payment APIs in production.',
  );
  await waitForStatus(api, 'job-review', 'app-1', id, 'completed');

  const recorded = await api.post('/v1/jobs/job-review/applications/app-1/reviews', {
    data: {
      scoringJobId: id,
      reviewer: { id: 'hr-7', name: 'Morgan Reviewer' },
      action: 'override',
      score: 64,
      reason: 'The interview showed less backend depth than the resume.',
    },
  });
  expect(recorded.status(), await recorded.text()).toBe(201);
  const score = (await (await api.get('/v1/jobs/job-review/applications/app-1/score')).json()) as {
    effectiveScore: number | null;
  };
  expect(score.effectiveScore).toBe(64);

  await signIn(page);
  await page.goto(`/scoring-jobs/${id}`);
  await expect(page.getByRole('heading', { name: 'job-review / app-1', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Effective score')).toHaveText('64');
  const reviews = page.getByRole('table', { name: 'Reviews' });
  const row = reviews.getByRole('row').filter({ hasText: 'Morgan Reviewer' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('override');
  await expect(row).toContainText('64');
  await expect(row).toContainText('The interview showed less backend depth than the resume.');

  // The audit log has the review: the key that recorded it, the action and the outcome, none of its text.
  await page.goto(`/audit-log?tenant=${tenant}&applicationId=app-1&type=review.recorded`);
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  const audit = page.getByRole('table', { name: 'Audit events' });
  const event = audit.getByRole('row').filter({ hasText: 'review.recorded' });
  await expect(event).toHaveCount(1);
  await expect(event).toContainText(key.slice(0, 16));
  const toggle = event.getByRole('button', { name: /^Data of event \d+$/ });
  await toggle.click();
  // The event's data opens in a row of its own, the one the toggle controls.
  const data = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
  await expect(data).toContainText('"action": "override"');
  await expect(data).toContainText('"effectiveScore": 64');
  await expect(data).toContainText(`"scoringJobId": "${id}"`);
  for (const shown of [event, data]) {
    await expect(shown).not.toContainText('Morgan');
    await expect(shown).not.toContainText('backend depth');
  }
  await api.dispose();
});
