import type { LatestScoreResponse, Resume, ScoreResult, ScoringJob, SubmitScoringJobRequest } from '@rubric/contracts';
import { eq, prepared, schema, sql, type Db, type Environment } from '@rubric/db';
import type { ResumeIntake } from '@rubric/resume';
import { ApiError } from '../../errors/api-error.js';
import { iso, type Clock } from '../../lib/clock.js';
import type { ActingScope } from '../audit/index.js';
import type { CriteriaService } from '../criteria/service.js';
import type { EngineRegistry } from '../engines/registry.js';
import type { RetentionSettings } from '../../config.js';
import type { NewScoringJob } from './persist.js';
import { enqueueScoringJob } from './queue.js';
import * as q from './queries.js';
import { createResumeFiles } from './resume-files.js';
import { intakeResume } from './resume-intake.js';
import { latestReviewOfScoringJob, effectiveScoreOf } from '../reviews/queries.js';
import { reviewView } from '../reviews/service.js';
import { provenanceOf, scoringJobView } from './view.js';

interface ScoringServiceDeps {
  db: Db;
  clock: Clock;
  dataDir: string;
  retention: RetentionSettings;
  criteria: CriteriaService;
  engines: EngineRegistry;
  intake: ResumeIntake;
  /** Wakes the scoring runner after new work is committed. */
  notify(): void;
}

/** The submitting partner key and its (partner, environment, tenant). */
export type SubmitScope = ActingScope;

/** The audit facts of a submission in `scope` to job `jobExternalId`. */
export const auditOf = (scope: SubmitScope, jobExternalId: string) => ({
  actor: scope.actor,
  partnerId: scope.partnerId,
  environment: scope.environment,
  jobExternalId,
});

export function createScoringService(deps: ScoringServiceDeps) {
  const { db, clock, criteria } = deps;

  /** The job and criteria version a submission scores against, or the 404/409 that refuses it. */
  function target(tenantId: string, jobExternalId: string, pinnedVersionId?: string) {
    const snapshot = criteria.scoringSnapshot(tenantId, jobExternalId, pinnedVersionId);
    if (!snapshot) throw new ApiError('CRITERIA_NOT_FOUND', `Job "${jobExternalId}" has no criteria yet.`);
    if (snapshot.job.archivedAt)
      throw new ApiError('JOB_ARCHIVED', `Job "${jobExternalId}" is archived and takes no more scoring submissions.`);
    if (!snapshot.version)
      throw new ApiError(
        'CRITERIA_VERSION_NOT_FOUND',
        `No criteria version "${String(pinnedVersionId).slice(0, 100)}" for job "${jobExternalId}".`,
        [{ field: 'rescore.criteriaVersionId', code: 'not_found', message: 'not a criteria version of this job' }],
      );
    if (snapshot.criteria.length === 0)
      throw new ApiError('CRITERIA_NOT_FOUND', `The current criteria of job "${jobExternalId}" are empty.`);
    return { job: snapshot.job, version: snapshot.version };
  }

  function blindFor(partnerId: string): boolean {
    const query = prepared(db, 'scoring.partnerBlind', () =>
      db
        .select({ b: schema.partners.blindScoring })
        .from(schema.partners)
        .where(eq(schema.partners.id, sql.placeholder('partnerId')))
        .prepare(),
    );
    return query.get({ partnerId })?.b ?? true;
  }

  const files = createResumeFiles(db, deps.dataDir);
  const { commit, commitMany } = files;

  return {
    target,
    blindFor,
    commitMany,
    intakeFor: () => deps.intake,
    /** A model that is still loading accepts work into the queue; only a missing or failed one refuses it. */
    engineAccepting: (environment: Environment) => deps.engines.accepting(environment),
    retention: deps.retention,

    async submit(
      scope: SubmitScope,
      jobExternalId: string,
      applicationId: string,
      request: SubmitScoringJobRequest,
    ): Promise<{ status: 200 | 202; scoringJob: ScoringJob }> {
      const rescore = request.rescore?.enabled === true;
      const { job, version } = target(
        scope.tenantId,
        jobExternalId,
        rescore ? request.rescore?.criteriaVersionId : undefined,
      );
      if (!rescore) {
        const existing = q.latestScoringJob(db, scope.tenantId, job.id, applicationId);
        if (existing) return { status: 200, scoringJob: scoringJobView(existing, jobExternalId) };
      }
      deps.engines.accepting(scope.environment);
      const resume = await intakeResume(deps.intake, request.resume as Resume, 'resume', {
        partner: scope.partnerId,
        tenant: scope.tenantId,
      });
      const outcome = await commit(resume, (filePath) => {
        const input: NewScoringJob = {
          tenantId: scope.tenantId,
          jobRowId: job.id,
          applicationId,
          criteriaVersionId: version.id,
          batchId: null,
          resume,
          filePath,
          jobDescription: request.jobDescription,
          roleKnowledge: request.roleKnowledge ?? null,
          applicationData: request.applicationData ?? null,
          blind: blindFor(scope.partnerId),
        };
        // A concurrent identical submission may have committed while the resume was fetched: the queue re-checks.
        const { row, created } = enqueueScoringJob(
          db,
          input,
          clock.now(),
          deps.retention,
          auditOf(scope, jobExternalId),
          {
            rescore,
          },
        );
        return { status: created ? (202 as const) : (200 as const), row };
      });
      if (outcome.status === 202) deps.notify();
      return { status: outcome.status, scoringJob: scoringJobView(outcome.row, jobExternalId) };
    },

    get(tenantId: string, jobExternalId: string, applicationId: string, scoringJobId: string): ScoringJob {
      const snapshot = criteria.scoringSnapshot(tenantId, jobExternalId);
      const row = snapshot ? q.findScoringJob(db, tenantId, snapshot.job.id, applicationId, scoringJobId) : undefined;
      if (!row)
        throw new ApiError(
          'SCORING_JOB_NOT_FOUND',
          `No scoring job "${scoringJobId.slice(0, 100)}" for this application.`,
        );
      return scoringJobView(row, jobExternalId);
    },

    latest(tenantId: string, jobExternalId: string, applicationId: string): LatestScoreResponse {
      const snapshot = criteria.scoringSnapshot(tenantId, jobExternalId);
      const row = snapshot ? q.latestCompletedScoringJob(db, tenantId, snapshot.job.id, applicationId) : undefined;
      const result = row?.result as ScoreResult | null | undefined;
      const provenance = row ? provenanceOf(row) : null;
      if (!row || !result || row.completedAt === null || !provenance)
        throw new ApiError('SCORE_NOT_FOUND', 'The application has no completed score yet.');
      const review = latestReviewOfScoringJob(db, row.id);
      return {
        jobId: jobExternalId,
        applicationId,
        criteriaVersionId: row.criteriaVersionId,
        score: result.score,
        assessment: result.assessment,
        criteria: result.criteria,
        ...(result.flags ? { flags: result.flags } : {}),
        completedAt: iso(row.completedAt),
        provenance,
        review: review ? reviewView(review, jobExternalId) : null,
        effectiveScore: effectiveScoreOf(result.score, review),
      };
    },
  };
}

export type ScoringService = ReturnType<typeof createScoringService>;
