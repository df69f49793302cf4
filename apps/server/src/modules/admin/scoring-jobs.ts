import { AdminEngineInput, type AdminScoringJobSummary, type ScoreResult } from '@rubric/contracts';
import { and, desc, eq, gte, lt, schema, type Db, type Environment } from '@rubric/db';
import { iso } from '../../lib/clock.js';
import { effectiveScoreOf, reviewsOfScoringJob } from '../reviews/queries.js';
import { reviewView } from '../reviews/service.js';

const { scoringJobs, tenants, partners, jobs } = schema;

interface ScoringJobFilter {
  partnerId?: string;
  environment?: Environment;
  tenant?: string;
  jobId?: string;
  applicationId?: string;
  status?: 'pending' | 'completed' | 'failed';
  since?: number;
}

const columns = {
  job: scoringJobs,
  partnerId: partners.id,
  partnerName: partners.name,
  environment: tenants.environment,
  tenant: tenants.externalId,
  jobExternalId: jobs.externalId,
};

function where(f: ScoringJobFilter, before?: string) {
  return and(
    f.partnerId ? eq(partners.id, f.partnerId) : undefined,
    f.environment ? eq(tenants.environment, f.environment) : undefined,
    f.tenant ? eq(tenants.externalId, f.tenant) : undefined,
    f.jobId ? eq(jobs.externalId, f.jobId) : undefined,
    f.applicationId ? eq(scoringJobs.applicationId, f.applicationId) : undefined,
    f.status ? eq(scoringJobs.status, f.status) : undefined,
    f.since ? gte(scoringJobs.updatedAt, f.since) : undefined,
    before ? lt(scoringJobs.id, before) : undefined,
  );
}

type Row = {
  job: typeof scoringJobs.$inferSelect;
  partnerId: string;
  partnerName: string;
  environment: Environment;
  tenant: string;
  jobExternalId: string;
};

function summary(r: Row): AdminScoringJobSummary {
  return {
    id: r.job.id,
    partnerId: r.partnerId,
    partnerName: r.partnerName,
    environment: r.environment,
    tenant: r.tenant,
    jobId: r.jobExternalId,
    applicationId: r.job.applicationId,
    status: r.job.status,
    score: r.job.score,
    attempts: r.job.attempts,
    errorCode: r.job.errorCode,
    createdAt: iso(r.job.createdAt),
    updatedAt: iso(r.job.updatedAt),
  };
}

function base(db: Db) {
  return db
    .select(columns)
    .from(scoringJobs)
    .innerJoin(tenants, eq(tenants.id, scoringJobs.tenantId))
    .innerJoin(partners, eq(partners.id, tenants.partnerId))
    .innerJoin(jobs, eq(jobs.id, scoringJobs.jobId));
}

/** Newest first; ids are time-ordered, so the last id of a page is the cursor. */
export function searchScoringJobs(db: Db, filter: ScoringJobFilter, limit: number, cursor?: string) {
  const rows = base(db)
    .where(where(filter, cursor))
    .orderBy(desc(scoringJobs.id))
    .limit(limit + 1)
    .all();
  const page = rows.slice(0, limit);
  return {
    scoringJobs: page.map(summary),
    nextCursor: rows.length > limit ? (page[page.length - 1]?.job.id ?? null) : null,
  };
}

export function scoringJobDetail(db: Db, id: string) {
  const r = base(db).where(eq(scoringJobs.id, id)).get();
  if (!r) return null;
  const doc = r.job.resumeDocumentId
    ? db.select().from(schema.resumeDocuments).where(eq(schema.resumeDocuments.id, r.job.resumeDocumentId)).get()
    : undefined;
  const stored = db
    .select({ engineInput: schema.scoringInputs.engineInput })
    .from(schema.scoringInputs)
    .where(eq(schema.scoringInputs.scoringJobId, id))
    .get();
  const engineInput = AdminEngineInput.safeParse(stored?.engineInput);
  const reviews = reviewsOfScoringJob(db, id);
  return {
    ...summary(r),
    criteriaVersionId: r.job.criteriaVersionId,
    batchId: r.job.batchId,
    // Written only by the runner, from a result validated against ScoreResult (as the partner view reads it).
    result: (r.job.result as ScoreResult | null) ?? null,
    error: r.job.errorCode ? { code: r.job.errorCode, message: r.job.errorMessage ?? '' } : null,
    engine: r.job.engine,
    modelName: r.job.modelName,
    modelSha256: r.job.modelSha256,
    promptVersion: r.job.promptVersion,
    durationMs: r.job.durationMs,
    blind: r.job.blind,
    completedAt: iso(r.job.completedAt),
    failedAt: iso(r.job.failedAt),
    resume: doc
      ? {
          format: doc.format,
          pages: doc.pages,
          ocrUsed: doc.ocrUsed,
          sizeBytes: doc.sizeBytes,
          sha256: doc.sha256,
          hiddenTextChars: doc.hiddenTextChars,
          hiddenTextSample: doc.hiddenTextSample,
          fileStored: doc.filePath !== null,
        }
      : null,
    engineInput: engineInput.success ? engineInput.data : null,
    reviews: reviews.map((review) => reviewView(review, r.jobExternalId)),
    effectiveScore: r.job.score === null ? null : effectiveScoreOf(r.job.score, reviews[reviews.length - 1]),
  };
}

export function queueStats(db: Db, now: number) {
  const count = (f: ScoringJobFilter) => base(db).where(where(f)).all().length;
  return {
    pending: count({ status: 'pending' }),
    lastHour: {
      completed: count({ status: 'completed', since: now - 3_600_000 }),
      failed: count({ status: 'failed', since: now - 3_600_000 }),
    },
    recentFailures: base(db)
      .where(where({ status: 'failed' }))
      .orderBy(desc(scoringJobs.updatedAt))
      .limit(10)
      .all()
      .map(summary),
  };
}
