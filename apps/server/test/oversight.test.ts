import type {
  AiDisclosureResponse,
  CriteriaWriteResponse,
  ReviewRecordedEvent,
  ReviewResponse,
  ScoreCompletedEvent,
  ScoreExplanationResponse,
} from '@rubric/contracts';
import { IMPORTANCE_WEIGHT, UNMET_MUST_HAVE_CAP, VERDICT_VALUE } from '@rubric/scoring/engines';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, adminSession, expectProblem, useTestServer } from './harness.js';
import { createEndpoint, CRITERIA, expectSigned, partner, scoreOne } from './webhook-support.js';
import { TEST_CA_FILE, useWebhookReceiver } from './webhook-receiver.js';

const receiver = await useWebhookReceiver({ tls: true });
// Retention values that are not the defaults: the disclosure must read them from the configuration.
const server = await useTestServer({
  env: {
    FETCH_ALLOW_PRIVATE_NETWORKS: 'true',
    FETCH_EXTRA_CA_FILE: TEST_CA_FILE,
    RESUME_FILE_RETENTION_DAYS: '7',
    SCORING_INPUT_RETENTION_DAYS: '45',
    AUDIT_RETENTION_DAYS: '2000',
  },
});
let admin: AdminClient;
beforeAll(async () => {
  admin = await adminSession(server);
  await server.rubric.runner.warm();
});

const bodyOf = <T>(path: string, index = 0) => JSON.parse(receiver.received(path)[index]?.body ?? 'null') as T;

describe('provenance', () => {
  it('the scoring job read and score.completed carry engine, model, prompt version, criteria version and blind', async () => {
    const { api, id } = partner(server, 'prov-partner', 'tenant-p');
    await createEndpoint(admin, id, { url: receiver.url('/prov'), events: ['score.completed'] });
    await api.put('/v1/jobs/job-1/criteria', { criteria: CRITERIA });
    const job = await scoreOne(api, 'job-1', 'app-1');
    const expected = {
      engine: 'sandbox',
      model: { name: null, sha256: null },
      promptVersion: expect.stringMatching(/^score-v\d+$/),
      criteriaVersionId: job.criteriaVersionId,
      blind: true,
    };
    expect(job.provenance).toEqual(expected);
    await receiver.receivedAtLeast('/prov');
    expect(bodyOf<ScoreCompletedEvent>('/prov').provenance).toEqual(job.provenance);
    const score = await api.get<{ provenance: unknown }>('/v1/jobs/job-1/applications/app-1/score');
    expect(score.body.provenance).toEqual(job.provenance);
  });
});

describe('review.recorded', () => {
  it('is delivered signed, with ids, the action and the effective score, and no reviewer name or reason', async () => {
    const { api, id } = partner(server, 'review-hooks', 'tenant-r');
    const { secret } = await createEndpoint(admin, id, { url: receiver.url('/reviews'), events: ['review.recorded'] });
    await api.put('/v1/jobs/job-1/criteria', { criteria: CRITERIA });
    const job = await scoreOne(api, 'job-1', 'app-1');
    const r = await api.post<ReviewResponse>('/v1/jobs/job-1/applications/app-1/reviews', {
      scoringJobId: job.id,
      reviewer: { id: 'u-7', name: 'Robin Reviewer' },
      action: 'override',
      score: 33,
      reason: 'Confidential reasoning about the candidate.',
    });
    expect(r.status).toBe(201);
    const [req] = await receiver.receivedAtLeast('/reviews');
    if (!req) throw new Error('no delivery');
    expect(req.headers['x-webhook-event']).toBe('review.recorded');
    const verified = expectSigned(req, [secret]);
    const event = JSON.parse(req.body) as ReviewRecordedEvent;
    expect(event).toEqual({
      event: 'review.recorded',
      tenantId: 'tenant-r',
      jobId: 'job-1',
      applicationId: 'app-1',
      scoringJobId: job.id,
      reviewId: r.body.review.id,
      action: 'override',
      effectiveScore: 33,
      createdAt: r.body.review.createdAt,
    });
    expect(verified.event).toEqual(event);
    expect(req.body).not.toContain('Robin');
    expect(req.body).not.toContain('Confidential');
  });
});

describe('GET …/score/explanation', () => {
  it('explains the latest score from the fixed template: role, formula, each criterion, review status, how to ask', async () => {
    const api = server.client('explain', 'tenant-e');
    const put = await api.put<CriteriaWriteResponse>('/v1/jobs/job-1/criteria', { criteria: CRITERIA });
    expect(put.status).toBe(200);
    const job = await scoreOne(api, 'job-1', 'app-1');
    const result = job.result;
    if (!result) throw new Error('no result');
    const r = await api.get<ScoreExplanationResponse>('/v1/jobs/job-1/applications/app-1/score/explanation');
    expect(r.status).toBe(200);
    const e = r.body;
    expect(e).toMatchObject({ jobId: 'job-1', applicationId: 'app-1', scoringJobId: job.id, aiScore: result.score });
    expect(e.method).toMatchObject({
      importanceWeights: IMPORTANCE_WEIGHT,
      verdictValues: VERDICT_VALUE,
      unmetMustHaveCap: UNMET_MUST_HAVE_CAP,
    });
    expect(e.criteria).toEqual(
      result.criteria.map((c) => ({
        criterionId: c.criterionId,
        text: c.text,
        importance: c.importance,
        verdict: c.verdict,
        evidence: c.evidence,
      })),
    );
    expect(e.review).toEqual({
      status: 'not_reviewed',
      reviewedAt: null,
      effectiveScore: result.score,
      description: expect.any(String),
    });
    expect(e.provenance).toEqual(job.provenance);
    // The plain text carries every criterion with its verdict and evidence, the score and the formula's numbers.
    const verdictWords = { met: 'met', partial: 'partly met', not_met: 'not met' } as const;
    for (const c of result.criteria) {
      expect(e.text).toContain(c.text);
      expect(e.text).toContain(`${verdictWords[c.verdict]}. Evidence: "${c.evidence}"`);
    }
    expect(e.text).toContain(`Automated score: ${result.score} of 100`);
    expect(e.text).toContain(`at most ${UNMET_MUST_HAVE_CAP}`);
    expect(e.text).toContain(e.humanReview.howToRequest);
    // Nothing the model wrote as prose: the assessment's sentences are not in it.
    for (const line of [result.assessment.verdict, ...result.assessment.strengths, ...result.assessment.concerns])
      if (line.length > 0) expect(e.text).not.toContain(line);

    await api.post('/v1/jobs/job-1/applications/app-1/reviews', {
      scoringJobId: job.id,
      reviewer: { id: 'u-1' },
      action: 'override',
      score: 77,
      reason: 'Seen in the interview.',
    });
    const reviewed = await api.get<ScoreExplanationResponse>('/v1/jobs/job-1/applications/app-1/score/explanation');
    expect(reviewed.body.review).toMatchObject({ status: 'overridden', effectiveScore: 77 });
    expect(reviewed.body.text).toContain('The score that stands: 77 of 100.');
    expect(reviewed.body.text).not.toContain('Seen in the interview');
    await api.post('/v1/jobs/job-1/applications/app-1/reviews', {
      scoringJobId: job.id,
      reviewer: { id: 'u-1' },
      action: 'disregard',
      reason: 'x',
    });
    const disregarded = await api.get<ScoreExplanationResponse>('/v1/jobs/job-1/applications/app-1/score/explanation');
    expect(disregarded.body.review).toMatchObject({ status: 'disregarded', effectiveScore: null });
    expect(disregarded.body.text).toContain('No score stands.');
  });

  it('404 SCORE_NOT_FOUND without a completed score, for an unknown job, and from another tenant', async () => {
    const api = server.client('explain', 'tenant-e');
    expectProblem(await api.get('/v1/jobs/job-1/applications/nobody/score/explanation'), 404, 'SCORE_NOT_FOUND');
    expectProblem(await api.get('/v1/jobs/job-x/applications/app-1/score/explanation'), 404, 'SCORE_NOT_FOUND');
    const other = api.withTenant('tenant-other');
    await other.put('/v1/jobs/job-1/criteria', { criteria: CRITERIA });
    expectProblem(await other.get('/v1/jobs/job-1/applications/app-1/score/explanation'), 404, 'SCORE_NOT_FOUND');
    const live = server.client('explain', 'tenant-e', 'live');
    expectProblem(await live.get('/v1/jobs/job-1/applications/app-1/score/explanation'), 404, 'SCORE_NOT_FOUND');
  });
});

describe('GET /v1/jobs/{jobId}/ai-disclosure', () => {
  it('the current criteria, the data used, blind on/off as the partner is set, human review, retention from config', async () => {
    const { api, id } = partner(server, 'disclose', 'tenant-d');
    await api.put('/v1/jobs/job-1/criteria', { criteria: CRITERIA });
    const added = await api.post<CriteriaWriteResponse>('/v1/jobs/job-1/criteria', {
      text: 'Team leadership',
      importance: 'NICE_TO_HAVE',
    });
    const r = await api.get<AiDisclosureResponse>('/v1/jobs/job-1/ai-disclosure');
    expect(r.status).toBe(200);
    const d = r.body;
    expect(d.criteriaVersionId).toBe(added.body.criteriaVersionId);
    expect(d.qualificationsAssessed).toEqual(
      added.body.criteria.map((c) => ({ criterionId: c.id, text: c.text, importance: c.importance })),
    );
    expect(d.dataUsed.map((x) => x.kind)).toEqual([
      'resume',
      'job_description',
      'role_knowledge',
      'application_answers',
      'application_context',
    ]);
    expect(d.identityRedacted).toBe(true);
    expect(d.humanReview.available).toBe(true);
    expect(d.retention).toEqual({ resumeFileDays: 7, scoringInputDays: 45, auditTrailDays: 2000 });
    for (const c of d.qualificationsAssessed) expect(d.text).toContain(c.text);
    expect(d.text).toContain('Team leadership (nice to have)');
    expect(d.text).toContain('7 days');
    expect(d.text).toContain('45 days');
    expect(d.text).toContain('2000 days');

    const off = await admin.patch(`/partners/${id}`, { blindScoring: false });
    expect(off.status).toBe(200);
    const unblind = await api.get<AiDisclosureResponse>('/v1/jobs/job-1/ai-disclosure');
    expect(unblind.body.identityRedacted).toBe(false);
    expect(unblind.body.text).not.toBe(d.text);
  });

  it('404 CRITERIA_NOT_FOUND for a job without criteria, after they were all removed, and from another scope', async () => {
    const api = server.client('disclose', 'tenant-d');
    expectProblem(await api.get('/v1/jobs/job-none/ai-disclosure'), 404, 'CRITERIA_NOT_FOUND');
    await api.put('/v1/jobs/job-empty/criteria', { criteria: CRITERIA });
    await api.put('/v1/jobs/job-empty/criteria', { criteria: [] });
    expectProblem(await api.get('/v1/jobs/job-empty/ai-disclosure'), 404, 'CRITERIA_NOT_FOUND');
    expectProblem(
      await api.withTenant('tenant-elsewhere').get('/v1/jobs/job-1/ai-disclosure'),
      404,
      'CRITERIA_NOT_FOUND',
    );
    expectProblem(
      await server.client('someone-else', 'tenant-d').get('/v1/jobs/job-1/ai-disclosure'),
      404,
      'CRITERIA_NOT_FOUND',
    );
  });
});
