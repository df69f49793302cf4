import { randomUUID } from 'node:crypto';
import type { APIResponse } from '@playwright/test';
import { EXTERNAL } from './support/env';
import { expect, partnerApi, signIn, test } from './support/fixtures';

// Seeded through the partner API as a partner would: criteria, scoring batches, self-identified demographics.
// The `live` environment of the server started here scores with the sandbox engine, whose score follows the
// resume's match with the criteria, so strong and weak resumes score apart.
const STRONG =
  'Seven years of TypeScript services in production; operated PostgreSQL clusters and tuned their queries.';
const WEAK = 'Five years of retail management, scheduling staff rotas and handling suppliers for a regional chain.';

// The expected ratios follow from the sandbox engine's scores, which only the server started here is known to use.
test.skip(EXTERNAL, 'needs the sandbox engine of the locally started server');

/** A 429 is retried after the Retry-After the server names, as the spec's clients do (the buckets are per second). */
async function limited(send: () => Promise<APIResponse>): Promise<APIResponse> {
  for (;;) {
    const res = await send();
    if (res.status() !== 429) return res;
    await new Promise((r) => setTimeout(r, Number(res.headers()['retry-after'] ?? '1') * 1000));
  }
}

test('the bias-audit page shows the impact-ratio charts, the 0.8 line, an excluded category and the tables', async ({
  page,
  admin,
}) => {
  test.setTimeout(120_000);
  const partner = await admin.createPartner('bias');
  const key = await admin.createKey(partner.id, 'live');
  const tenant = `tenant-${randomUUID().slice(0, 8)}`;
  const api = await partnerApi(key, tenant);
  const criteria = await api.put('/v1/jobs/job-audit/criteria', {
    data: {
      criteria: [
        { text: 'TypeScript', importance: 'MUST_HAVE' },
        { text: 'PostgreSQL', importance: 'MUST_HAVE' },
      ],
    },
  });
  expect(criteria.ok(), await criteria.text()).toBe(true);
  // 30 female (20 strong), 21 male (5 strong), 1 another: 1 of 52 is under 2% of the known sample, so excluded.
  const people = [
    ...Array.from({ length: 30 }, (_, i) => ({ sex: 'female', strong: i < 20 })),
    ...Array.from({ length: 21 }, (_, i) => ({ sex: 'male', strong: i < 5 })),
    { sex: 'another', strong: true },
  ].map((p, i) => ({ ...p, id: `app-${i}`, race: i % 3 === 0 ? 'asian' : 'white' }));
  for (let i = 0; i < people.length; i += 25) {
    const data = {
      jobDescription: 'Backend engineer, TypeScript and PostgreSQL.',
      applications: people.slice(i, i + 25).map((p) => ({
        applicationId: p.id,
        resume: { type: 'text', content: p.strong ? STRONG : WEAK },
      })),
    };
    const res = await limited(() => api.post('/v1/jobs/job-audit/scoring-batches', { data }));
    expect(res.status(), await res.text()).toBe(202);
  }
  for (const p of people) {
    const res = await limited(() =>
      api.put(`/v1/jobs/job-audit/applications/${p.id}/demographics`, {
        data: { sex: p.sex, raceEthnicity: p.race, ageBand: 'under_40', source: 'self_identified' },
      }),
    );
    expect(res.status(), await res.text()).toBe(204);
  }
  await expect
    .poll(async () => ((await (await api.get('/v1/bias-audit')).json()) as { sampleSize: number }).sampleSize, {
      timeout: 60_000,
    })
    .toBe(people.length);

  await signIn(page);
  await page.getByRole('link', { name: 'Bias audit' }).click();
  await expect(page.getByRole('heading', { name: 'Bias audit', level: 1 })).toBeVisible();
  await page.getByLabel('Partner').selectOption({ label: partner.name });
  // The environment lives in the URL: the radio shows checked once the navigation lands, so click and wait
  // for that rather than check() (which requires the state to change within the click itself).
  const live = page.getByRole('radio', { name: 'live' });
  await live.click();
  await expect(live).toBeChecked();
  await page.getByLabel('Tenant').selectOption(tenant);

  const chart = page.getByRole('img', { name: /^Impact ratios by sex, / });
  await expect(chart).toBeVisible();
  // Male: 5 of 21 above the median against female's 20 of 30 → 0.36, under the line; another: excluded.
  await expect(chart).toHaveAttribute('aria-label', /female: 1\.00; male: 0\.36; another: excluded \(1\)/);
  const excluded = chart.getByTestId('excluded-marker');
  await expect(excluded).toHaveCount(1);
  await expect(excluded).toContainText('excluded (n = 1)');
  await expect(chart.locator('.bias-chart-line')).toHaveCount(1);
  await expect(chart.locator('.bias-chart-bar-low')).toHaveCount(1);

  const table = page.getByRole('table', { name: 'Sex: categories' });
  await expect(table.getByRole('row').filter({ hasText: 'another' })).toContainText('excluded: under 2%');
  await expect(table.getByRole('row').filter({ hasText: /^male/ })).toContainText('below 0.8');
  await expect(page.getByRole('img', { name: /Impact ratios by sex × race\/ethnicity/ })).toBeVisible();
  await expect(page.locator('.fact').filter({ hasText: 'Applicants (sample)' })).toContainText('52');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`bias-audit-${tenant}.csv`);
  await api.dispose();
});
