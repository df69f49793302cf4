import { randomUUID } from 'node:crypto';
import { EXTERNAL } from './support/env';
import { expect, partnerApi, signIn, test } from './support/fixtures';
import { Receiver } from './support/receiver';
import { submitScoringJob, waitForStatus } from './support/scoring';

test.skip(EXTERNAL, 'the deployment’s test engine may not complete jobs promptly; run locally');

test('the delivery log shows a failed attempt with its answer, and a redelivery from the portal succeeds with the same id', async ({
  page,
  admin,
}) => {
  const receiver = await Receiver.start();
  receiver.reply = { status: 500, body: 'receiver exploded' };
  try {
    const partner = await admin.createPartner('deliveries');
    const key = await admin.createKey(partner.id, 'test');
    const { endpoint } = await admin.post<{ endpoint: { id: string } }>(
      `/partners/${partner.id}/webhook-endpoints?environment=test`,
      {
        url: receiver.url('/deliveries'),
        events: ['score.completed'],
      },
    );
    const api = await partnerApi(key, `tenant-${randomUUID().slice(0, 8)}`);
    const id = await submitScoringJob(
      api,
      'job-deliveries',
      'app-1',
      'Seven years of TypeScript across frontend and backend teams, and some Go.',
    );
    await waitForStatus(api, 'job-deliveries', 'app-1', id, 'completed');
    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(1);

    await signIn(page);
    await page.getByRole('link', { name: 'Deliveries' }).click();
    await page.getByLabel('Partner').selectOption(partner.id);
    await page.getByLabel('Endpoint').selectOption(endpoint.id);
    await page.getByLabel('Event').selectOption('score.completed');
    const row = page.getByRole('table', { name: 'Deliveries' }).getByRole('row').nth(1);
    await expect(row).toContainText('score.completed');
    await expect(row).toContainText('pending');
    await expect(row).toContainText(receiver.url('/deliveries').replace('http://', ''));
    // The status filter goes to the server: nothing has succeeded yet.
    await page.getByLabel('Status').selectOption('succeeded');
    await expect(page.getByText('No deliveries match these filters')).toBeVisible();
    await page.getByLabel('Status').selectOption('');
    await row.getByRole('link').click();

    const attempts = page.getByRole('list', { name: 'Attempts' });
    await expect(attempts.getByRole('listitem')).toHaveCount(1);
    await expect(attempts).toContainText('500');
    await expect(page.getByLabel('Response of attempt 1')).toHaveText('receiver exploded');
    await expect(page.locator('.card').filter({ hasText: 'Payload' })).toContainText(id);

    receiver.reply = { status: 200, body: 'fine now' };
    await page.getByRole('button', { name: 'Redeliver' }).click();
    await expect(attempts.getByRole('listitem')).toHaveCount(2, { timeout: 15_000 });
    await expect(attempts.getByRole('listitem').nth(1)).toContainText('200');
    await expect(page.getByLabel('Response of attempt 2')).toHaveText('fine now');
    await expect(page.locator('.fact').filter({ hasText: 'Status' })).toContainText('succeeded');

    expect(receiver.received).toHaveLength(2);
    const ids = receiver.received.map((r) => r.headers['x-webhook-id']);
    expect(ids[0]).toBeTruthy();
    expect(ids[1]).toBe(ids[0]);
    await api.dispose();
  } finally {
    await receiver.close();
  }
});
