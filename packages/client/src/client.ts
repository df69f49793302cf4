import type { BiasAuditOutcome, OperationId, OperationRequest, OperationResponse, ScoringJob } from '@rubric/contracts';
import { RubricTimeoutError } from './errors.js';
import { Transport, type CallOptions, type ClientOptions } from './transport.js';

/** The body an operation takes, from the route table. */
type RequestBody<K extends OperationId> = OperationRequest<K>['body'];

interface TypedCall<K extends OperationId> {
  params?: OperationRequest<K>['params'];
  query?: OperationRequest<K>['query'];
  body?: RequestBody<K>;
  options?: CallOptions | undefined;
}

export interface PageOptions {
  limit?: number;
  cursor?: string;
}

export interface WaitOptions {
  /** Between reads (default 2 s). */
  intervalMs?: number;
  /** Give up after (default 10 minutes): a RubricTimeoutError carries the job as last read. */
  timeoutMs?: number;
  signal?: AbortSignal;
}

/**
 * The partner API (`/v1`), one method per operation of `API_ROUTES`, typed with `@rubric/contracts`.
 * Failures throw `RubricApiError`; retryable ones are retried first, as the spec's retry rules say.
 */
export class RubricClient {
  private readonly transport: Transport;

  constructor(private readonly options: ClientOptions) {
    this.transport = new Transport(options);
  }

  /** The same client for another `X-Tenant-Id`. */
  withTenant(tenantId: string): RubricClient {
    return new RubricClient({ ...this.options, tenantId });
  }

  /** Any operation of the route table, typed by it: a typo in the id or a wrong body does not compile. */
  call<K extends OperationId>(operationId: K, call: TypedCall<K> = {}): Promise<OperationResponse<K>> {
    const params: object = call.params ?? {};
    const query: object = call.query ?? {};
    return this.transport.call<OperationResponse<K>>(
      operationId,
      {
        params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
        query: queryValues(query),
        body: call.body,
        options: call.options,
      },
      this.options.tenantId,
    );
  }

  // Criteria
  createQuestionSet(jobId: string, body: RequestBody<'createQuestionSet'>, options?: CallOptions) {
    return this.call('createQuestionSet', { params: { jobId }, body, options });
  }
  generateCriteria(jobId: string, body: RequestBody<'generateCriteria'>, options?: CallOptions) {
    return this.call('generateCriteria', { params: { jobId }, body, options });
  }
  replaceCriteria(jobId: string, body: RequestBody<'replaceCriteria'>, options?: CallOptions) {
    return this.call('replaceCriteria', { params: { jobId }, body, options });
  }
  addCriterion(jobId: string, body: RequestBody<'addCriterion'>, options?: CallOptions) {
    return this.call('addCriterion', { params: { jobId }, body, options });
  }
  archiveCriteria(jobId: string, options?: CallOptions) {
    return this.call('archiveCriteria', { params: { jobId }, options });
  }
  getCurrentCriteriaVersion(jobId: string) {
    return this.call('getCurrentCriteriaVersion', { params: { jobId } });
  }
  listCriteriaVersions(jobId: string, page: PageOptions = {}) {
    const query = { limit: page.limit === undefined ? undefined : String(page.limit), cursor: page.cursor };
    return this.call('listCriteriaVersions', { params: { jobId }, query });
  }
  getCriteriaVersion(jobId: string, criteriaVersionId: string) {
    return this.call('getCriteriaVersion', { params: { jobId, criteriaVersionId } });
  }

  // Scoring
  /** Safe to retry: the same jobId and applicationId return the existing scoring job (200) instead of a new one. */
  submitScoringJob(jobId: string, applicationId: string, body: RequestBody<'submitScoringJob'>) {
    return this.call('submitScoringJob', { params: { jobId, applicationId }, body });
  }
  getScoringJob(jobId: string, applicationId: string, scoringJobId: string) {
    return this.call('getScoringJob', { params: { jobId, applicationId, scoringJobId } });
  }
  getLatestScore(jobId: string, applicationId: string) {
    return this.call('getLatestScore', { params: { jobId, applicationId } });
  }
  submitScoringBatch(jobId: string, body: RequestBody<'submitScoringBatch'>) {
    return this.call('submitScoringBatch', { params: { jobId }, body });
  }
  getScoringBatch(jobId: string, batchId: string) {
    return this.call('getScoringBatch', { params: { jobId, batchId } });
  }

  /**
   * Polls a scoring job until it is `completed` or `failed` — the fallback the spec asks for when a webhook
   * is missed. A failed job may still be retried by an administrator later (same id).
   */
  async waitForScoringJob(
    jobId: string,
    applicationId: string,
    scoringJobId: string,
    wait: WaitOptions = {},
  ): Promise<ScoringJob> {
    const interval = wait.intervalMs ?? 2_000;
    const deadline = Date.now() + (wait.timeoutMs ?? 600_000);
    for (;;) {
      const { scoringJob } = await this.getScoringJob(jobId, applicationId, scoringJobId);
      if (scoringJob.status !== 'pending') return scoringJob;
      if (Date.now() + interval > deadline)
        throw new RubricTimeoutError(
          `scoring job ${scoringJobId} still pending after ${wait.timeoutMs ?? 600_000} ms`,
          scoringJob,
        );
      await pause(interval, wait.signal);
    }
  }

  // Human oversight
  /** Idempotent with `options.idempotencyKey`: a retry with the same key replays the recorded review. */
  createReview(jobId: string, applicationId: string, body: RequestBody<'createReview'>, options?: CallOptions) {
    return this.call('createReview', { params: { jobId, applicationId }, body, options });
  }
  /** Oldest first; pass `nextCursor` as `cursor` for the next page. */
  listReviews(jobId: string, applicationId: string, page: PageOptions = {}) {
    const query = { limit: page.limit === undefined ? undefined : String(page.limit), cursor: page.cursor };
    return this.call('listReviews', { params: { jobId, applicationId }, query });
  }
  getScoreExplanation(jobId: string, applicationId: string) {
    return this.call('getScoreExplanation', { params: { jobId, applicationId } });
  }
  getAiDisclosure(jobId: string) {
    return this.call('getAiDisclosure', { params: { jobId } });
  }

  // Data lifecycle
  deleteApplication(jobId: string, applicationId: string) {
    return this.call('deleteApplication', { params: { jobId, applicationId } });
  }
  deleteTenant(tenantExternalId: string) {
    return this.call('deleteTenant', { params: { tenantExternalId } });
  }
  getDeletionRequest(deletionRequestId: string) {
    return this.call('getDeletionRequest', { params: { deletionRequestId } });
  }

  // Criteria library
  listLibraryCriteria(filter: { category?: string } = {}) {
    return this.call('listLibraryCriteria', { query: { ...filter } });
  }
  createLibraryCriterion(body: RequestBody<'createLibraryCriterion'>, options?: CallOptions) {
    return this.call('createLibraryCriterion', { body, options });
  }
  getLibraryCriterion(criterionId: string) {
    return this.call('getLibraryCriterion', { params: { criterionId } });
  }
  updateLibraryCriterion(criterionId: string, body: RequestBody<'updateLibraryCriterion'>, options?: CallOptions) {
    return this.call('updateLibraryCriterion', { params: { criterionId }, body, options });
  }
  deleteLibraryCriterion(criterionId: string, options?: CallOptions) {
    return this.call('deleteLibraryCriterion', { params: { criterionId }, options });
  }

  // Operations
  getRateLimitStatus() {
    return this.call('getRateLimitStatus');
  }
  getAnalyticsSummary(range: { from?: string; to?: string } = {}) {
    return this.call('getAnalyticsSummary', { query: { ...range } });
  }

  // Audit
  /** The tenant's audit events, oldest first; pass `nextCursor` back as `cursor` for the next page. */
  listAuditEvents(
    filter: { jobId?: string; applicationId?: string; from?: string; to?: string } = {},
    page: PageOptions = {},
  ) {
    const query = {
      ...filter,
      limit: page.limit === undefined ? undefined : String(page.limit),
      cursor: page.cursor,
    };
    return this.call('listAuditEvents', { query });
  }

  // Bias audit
  /**
   * Records (replaces) an applicant's voluntary self-identification. It is never returned by any endpoint and
   * never reaches scoring: only the bias-audit report counts it.
   */
  recordDemographics(jobId: string, applicationId: string, body: RequestBody<'recordDemographics'>) {
    return this.call('recordDemographics', { params: { jobId, applicationId }, body });
  }
  /** Impact ratios by sex, race/ethnicity, their intersection and age band over [from, to). */
  getBiasAudit(query: BiasAuditOptions = {}) {
    return this.call('getBiasAudit', { query: biasAuditQuery(query) });
  }
  /** The same report as CSV (`Accept: text/csv`), for an auditor's spreadsheet. */
  getBiasAuditCsv(query: BiasAuditOptions = {}): Promise<string> {
    return this.transport.call<string>(
      'getBiasAudit',
      { query: queryValues(biasAuditQuery(query)), accept: 'text/csv' },
      this.options.tenantId,
    );
  }
}

/** What the bias-audit report takes: `jobIds` become repeated `jobId` parameters. */
export interface BiasAuditOptions {
  from?: string;
  to?: string;
  jobIds?: readonly string[];
  outcome?: BiasAuditOutcome;
  threshold?: number;
}

function biasAuditQuery(q: BiasAuditOptions) {
  return {
    from: q.from,
    to: q.to,
    jobId: q.jobIds && q.jobIds.length > 0 ? [...q.jobIds] : undefined,
    outcome: q.outcome,
    threshold: q.threshold === undefined ? undefined : String(q.threshold),
  };
}

/** Query values as strings; arrays (repeatable parameters) stay arrays. */
function queryValues(query: object): Record<string, string | readonly string[] | undefined> {
  return Object.fromEntries(
    Object.entries(query).map(([k, v]: [string, unknown]) => [
      k,
      v === undefined ? undefined : Array.isArray(v) ? v.map(String) : String(v),
    ]),
  );
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
