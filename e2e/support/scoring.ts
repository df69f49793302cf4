import { expect, type APIRequestContext } from '@playwright/test';

/** One criterion and one text resume through the partner API; returns the scoring job's id. */
export async function submitScoringJob(
  api: APIRequestContext,
  jobId: string,
  applicationId: string,
  resume: string,
): Promise<string> {
  const criteria = await api.put(`/v1/jobs/${jobId}/criteria`, {
    data: { criteria: [{ text: 'TypeScript', importance: 'MUST_HAVE' }] },
  });
  expect(criteria.ok(), await criteria.text()).toBe(true);
  const res = await api.post(`/v1/jobs/${jobId}/applications/${applicationId}/scoring-jobs`, {
    data: { resume: { type: 'text', content: resume }, jobDescription: 'Senior TypeScript engineer' },
  });
  expect(res.status(), await res.text()).toBe(202);
  return ((await res.json()) as { scoringJob: { id: string } }).scoringJob.id;
}

export async function waitForStatus(
  api: APIRequestContext,
  jobId: string,
  applicationId: string,
  id: string,
  status: string,
): Promise<void> {
  await expect
    .poll(
      async () =>
        (
          (await (await api.get(`/v1/jobs/${jobId}/applications/${applicationId}/scoring-jobs/${id}`)).json()) as {
            scoringJob: { status: string };
          }
        ).scoringJob.status,
      {
        timeout: 20_000,
      },
    )
    .toBe(status);
}
