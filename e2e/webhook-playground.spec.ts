import { verifyWebhook } from '@rubric/webhooks';
import { expect, signIn, test } from './support/fixtures';
import { Receiver } from './support/receiver';

test('an endpoint created in the portal receives a signed playground delivery at a local receiver', async ({
  page,
  admin,
}) => {
  const receiver = await Receiver.start();
  receiver.reply = { status: 200, body: 'thanks from the e2e receiver' };
  try {
    const partner = await admin.createPartner('playground');
    await signIn(page);
    await page.goto(`/webhooks?partner=${partner.id}&env=test`);
    await expect(page.getByText('0 of 5')).toBeVisible();
    await expect(page.getByText('No webhook endpoints')).toBeVisible();

    await page.getByRole('button', { name: 'Add endpoint' }).first().click();
    const form = page.getByRole('dialog', { name: 'New webhook endpoint' });
    await form.getByLabel('Endpoint URL').fill('not a url');
    await expect(form.getByText('Not a valid URL.')).toBeVisible();
    await form.getByLabel('Endpoint URL').fill(receiver.url('/hooks/rubric'));
    await form.getByLabel('Description (optional)').fill('e2e receiver');
    await form.getByRole('button', { name: 'Create endpoint' }).click();

    const created = page.getByRole('dialog', { name: 'Endpoint created' });
    const secret = (await created.getByLabel('Signing secret').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    await created.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText('1 of 5')).toBeVisible();

    // Reveal gives the same secret back.
    const endpoint = page.getByRole('listitem', { name: `Endpoint ${receiver.url('/hooks/rubric')}` });
    await endpoint.getByRole('button', { name: 'Reveal secret' }).click();
    await expect(page.getByRole('dialog', { name: 'Signing secret' }).getByLabel('Signing secret')).toHaveText(secret);
    await page.getByRole('dialog', { name: 'Signing secret' }).getByRole('button', { name: 'Done' }).click();

    await endpoint.getByRole('link', { name: 'Send test' }).click();
    await expect(page.getByRole('heading', { name: 'Playground', level: 1 })).toBeVisible();
    await page.getByLabel('Event type').selectOption('score.completed');

    // The editor validates against the event's schema before anything is sent.
    const editor = page.getByLabel('Payload JSON');
    const sample = await editor.inputValue();
    await editor.fill(sample.replace('"score": 80', '"score": "eighty"'));
    await expect(page.getByText(/result\.score: /)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send test event' })).toBeDisabled();
    await editor.fill('{ "event": ');
    await expect(page.getByText(/Not valid JSON/)).toBeVisible();
    await editor.fill(sample.replace('"score": 80', '"score": 91'));
    await expect(page.getByText('✓ Valid score.completed payload')).toBeVisible();

    await page.getByRole('button', { name: 'Send test event' }).click();
    const outcome = page.getByTestId('playground-outcome');
    await expect(outcome).toContainText('Delivered');
    await expect(outcome).toContainText('200');
    await expect(outcome).toContainText('thanks from the e2e receiver');

    expect(receiver.received).toHaveLength(1);
    const [delivery] = receiver.received;
    expect(delivery?.path).toBe('/hooks/rubric');
    const verified = verifyWebhook(delivery?.body ?? '', delivery?.headers ?? {}, secret);
    expect(verified.ok).toBe(true);
    if (verified.ok) {
      expect(verified.test).toBe(true);
      expect(verified.event).toMatchObject({ event: 'score.completed', result: { score: 91 } });
    }

    // A receiver that fails is reported as such, with its answer.
    receiver.reply = { status: 503, body: 'receiver is down for maintenance' };
    await page.getByRole('button', { name: 'Send test event' }).click();
    await expect(outcome).toContainText('Not delivered');
    await expect(outcome).toContainText('503');
    await expect(outcome).toContainText('receiver is down for maintenance');
  } finally {
    await receiver.close();
  }
});
