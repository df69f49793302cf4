import { randomUUID } from 'node:crypto';
import { expect, partnerApi, signIn, test } from './support/fixtures';
import { submitScoringJob, waitForStatus } from './support/scoring';

test('an override recorded through the API shows on the scoring job page with the score that stands', async ({
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

  // The audit trail has the review (ids, action, outcome), none of its text. The portal's audit log page is not
  // part of this branch yet: the partner API's list is checked here.
  const audit = (await (await api.get('/v1/audit-events?jobId=job-review&applicationId=app-1')).json()) as {
    events: Array<{ type: string; data: Record<string, unknown>; actor: { type: string } }>;
  };
  const recordedEvent = audit.events.find((e) => e.type === 'review.recorded');
  expect(recordedEvent?.actor.type).toBe('partner_key');
  expect(recordedEvent?.data).toMatchObject({ scoringJobId: id, action: 'override', effectiveScore: 64 });
  expect(JSON.stringify(audit.events)).not.toContain('Morgan');

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
  await api.dispose();
});
