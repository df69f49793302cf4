import type {
  AddCriterionRequest,
  AddCriterionResponse,
  AnalyticsSummaryResponse,
  ArchiveCriteriaResponse,
  BatchResponse,
  CreateLibraryCriterionRequest,
  CreateQuestionSetRequest,
  CreateQuestionSetResponse,
  CriteriaVersionResponse,
  DeletionRequestResponse,
  GenerateCriteriaRequest,
  GenerateCriteriaResponse,
  LatestScoreResponse,
  LibraryCriterionResponse,
  ListCriteriaVersionsResponse,
  ListLibraryCriteriaResponse,
  RateLimitStatusResponse,
  ReplaceCriteriaRequest,
  ReplaceCriteriaResponse,
  ScoringJob,
  ScoringJobResponse,
  SubmitBatchRequest,
  SubmitScoringJobRequest,
  UpdateLibraryCriterionRequest,
} from '@rubric/contracts';
import { RubricTimeoutError } from './errors.js';
import { Transport, type Call, type CallOptions, type ClientOptions } from './transport.js';

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

  private call<T>(operationId: string, call: Call = {}): Promise<T> {
    return this.transport.call<T>(operationId, call, this.options.tenantId);
  }

  // Criteria
  createQuestionSet(jobId: string, body: CreateQuestionSetRequest, options?: CallOptions) {
    return this.call<CreateQuestionSetResponse>('createQuestionSet', { params: { jobId }, body, options });
  }
  generateCriteria(jobId: string, body: GenerateCriteriaRequest, options?: CallOptions) {
    return this.call<GenerateCriteriaResponse>('generateCriteria', { params: { jobId }, body, options });
  }
  replaceCriteria(jobId: string, body: ReplaceCriteriaRequest, options?: CallOptions) {
    return this.call<ReplaceCriteriaResponse>('replaceCriteria', { params: { jobId }, body, options });
  }
  addCriterion(jobId: string, body: AddCriterionRequest, options?: CallOptions) {
    return this.call<AddCriterionResponse>('addCriterion', { params: { jobId }, body, options });
  }
  archiveCriteria(jobId: string, options?: CallOptions) {
    return this.call<ArchiveCriteriaResponse>('archiveCriteria', { params: { jobId }, options });
  }
  getCurrentCriteriaVersion(jobId: string) {
    return this.call<CriteriaVersionResponse>('getCurrentCriteriaVersion', { params: { jobId } });
  }
  listCriteriaVersions(jobId: string, page: PageOptions = {}) {
    return this.call<ListCriteriaVersionsResponse>('listCriteriaVersions', { params: { jobId }, query: { ...page } });
  }
  getCriteriaVersion(jobId: string, criteriaVersionId: string) {
    return this.call<CriteriaVersionResponse>('getCriteriaVersion', { params: { jobId, criteriaVersionId } });
  }

  // Scoring
  /** Safe to retry: the same jobId and applicationId return the existing scoring job (200) instead of a new one. */
  submitScoringJob(jobId: string, applicationId: string, body: SubmitScoringJobRequest) {
    return this.call<ScoringJobResponse>('submitScoringJob', { params: { jobId, applicationId }, body });
  }
  getScoringJob(jobId: string, applicationId: string, scoringJobId: string) {
    return this.call<ScoringJobResponse>('getScoringJob', { params: { jobId, applicationId, scoringJobId } });
  }
  getLatestScore(jobId: string, applicationId: string) {
    return this.call<LatestScoreResponse>('getLatestScore', { params: { jobId, applicationId } });
  }
  submitScoringBatch(jobId: string, body: SubmitBatchRequest) {
    return this.call<BatchResponse>('submitScoringBatch', { params: { jobId }, body });
  }
  getScoringBatch(jobId: string, batchId: string) {
    return this.call<BatchResponse>('getScoringBatch', { params: { jobId, batchId } });
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

  // Data lifecycle
  deleteApplication(jobId: string, applicationId: string) {
    return this.call<DeletionRequestResponse>('deleteApplication', { params: { jobId, applicationId } });
  }
  deleteTenant(tenantExternalId: string) {
    return this.call<DeletionRequestResponse>('deleteTenant', { params: { tenantExternalId } });
  }
  getDeletionRequest(deletionRequestId: string) {
    return this.call<DeletionRequestResponse>('getDeletionRequest', { params: { deletionRequestId } });
  }

  // Criteria library
  listLibraryCriteria(filter: { category?: string } = {}) {
    return this.call<ListLibraryCriteriaResponse>('listLibraryCriteria', { query: { ...filter } });
  }
  createLibraryCriterion(body: CreateLibraryCriterionRequest, options?: CallOptions) {
    return this.call<LibraryCriterionResponse>('createLibraryCriterion', { body, options });
  }
  getLibraryCriterion(criterionId: string) {
    return this.call<LibraryCriterionResponse>('getLibraryCriterion', { params: { criterionId } });
  }
  updateLibraryCriterion(criterionId: string, body: UpdateLibraryCriterionRequest, options?: CallOptions) {
    return this.call<LibraryCriterionResponse>('updateLibraryCriterion', { params: { criterionId }, body, options });
  }
  deleteLibraryCriterion(criterionId: string, options?: CallOptions) {
    return this.call<void>('deleteLibraryCriterion', { params: { criterionId }, options });
  }

  // Operations
  getRateLimitStatus() {
    return this.call<RateLimitStatusResponse>('getRateLimitStatus');
  }
  getAnalyticsSummary(range: { from?: string; to?: string } = {}) {
    return this.call<AnalyticsSummaryResponse>('getAnalyticsSummary', { query: { ...range } });
  }
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
