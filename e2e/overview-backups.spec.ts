import type { AdminOverview } from '@rubric/contracts';
import { EXTERNAL } from './support/env';
import { expect, signIn, test } from './support/fixtures';

// The overview's Backups card says what /admin/api/overview says: off (a warning naming BACKUP_DIR), ok, or stale.
test('the overview shows the state of scheduled backups, and warns when they are off or stale', async ({
  page,
  admin,
}) => {
  const res = await admin.ctx.get('/admin/api/overview');
  const backup = ((await res.json()) as AdminOverview).backup;
  await signIn(page);
  const card = page.locator('section.card', { has: page.getByRole('heading', { name: 'Backups', level: 2 }) });
  await expect(card).toBeVisible();
  if (!backup?.enabled) {
    await expect(card.getByRole('alert')).toContainText('No scheduled backups: set BACKUP_DIR');
  } else if (backup.stale) {
    await expect(card.getByRole('alert')).toContainText('older than twice the interval');
  } else {
    await expect(card).toContainText(/Snapshots every .*: (no verified snapshot yet|last verified snapshot)/);
    await expect(card.getByRole('alert')).toHaveCount(0);
  }
  // The server the suite starts has no BACKUP_DIR: the warning is what an operator sees first.
  if (!EXTERNAL) expect(backup?.enabled).toBe(false);
});
