import { and, desc, eq, isNotNull, schema, type DbOrTx } from '@rubric/db';

const { scoringJobs } = schema;
export type ScoringJobRow = typeof scoringJobs.$inferSelect;

/** The newest scoring job of an application (what a plain resubmission returns). */
export function latestScoringJob(
  db: DbOrTx,
  tenantId: string,
  jobRowId: string,
  applicationId: string,
): ScoringJobRow | undefined {
  return db
    .select()
    .from(scoringJobs)
    .where(
      and(
        eq(scoringJobs.tenantId, tenantId),
        eq(scoringJobs.jobId, jobRowId),
        eq(scoringJobs.applicationId, applicationId),
      ),
    )
    .orderBy(desc(scoringJobs.createdAt), desc(scoringJobs.id))
    .get();
}

export function latestCompletedScoringJob(
  db: DbOrTx,
  tenantId: string,
  jobRowId: string,
  applicationId: string,
): ScoringJobRow | undefined {
  return db
    .select()
    .from(scoringJobs)
    .where(
      and(
        eq(scoringJobs.tenantId, tenantId),
        eq(scoringJobs.jobId, jobRowId),
        eq(scoringJobs.applicationId, applicationId),
        eq(scoringJobs.status, 'completed'),
        isNotNull(scoringJobs.completedAt),
      ),
    )
    .orderBy(desc(scoringJobs.completedAt), desc(scoringJobs.id))
    .get();
}

export function findScoringJob(
  db: DbOrTx,
  tenantId: string,
  jobRowId: string,
  applicationId: string,
  id: string,
): ScoringJobRow | undefined {
  return db
    .select()
    .from(scoringJobs)
    .where(
      and(
        eq(scoringJobs.id, id),
        eq(scoringJobs.tenantId, tenantId),
        eq(scoringJobs.jobId, jobRowId),
        eq(scoringJobs.applicationId, applicationId),
      ),
    )
    .get();
}

export function findScoringJobById(db: DbOrTx, id: string): ScoringJobRow | undefined {
  return db.select().from(scoringJobs).where(eq(scoringJobs.id, id)).get();
}
