import { and, desc, eq, isNotNull, prepared, schema, sql, type DbOrTx, type Placeholder } from '@rubric/db';

const { scoringJobs } = schema;
export type ScoringJobRow = typeof scoringJobs.$inferSelect;

/**
 * Where an application's scoring jobs live: a tenant's job (internal id) and the partner's application id —
 * values, or placeholders in a prepared query.
 */
interface ApplicationRef {
  tenantId: string | Placeholder;
  jobRowId: string | Placeholder;
  applicationId: string | Placeholder;
}

const ofApplication = (ref: ApplicationRef) =>
  and(
    eq(scoringJobs.tenantId, ref.tenantId),
    eq(scoringJobs.jobId, ref.jobRowId),
    eq(scoringJobs.applicationId, ref.applicationId),
  );

/**
 * The newest scoring job of an application (what a plain resubmission returns). Prepared once per handle:
 * a new submission asks it twice (before intake, and again inside the enqueue transaction).
 */
export function latestScoringJob(
  db: DbOrTx,
  tenantId: string,
  jobRowId: string,
  applicationId: string,
): ScoringJobRow | undefined {
  return prepared(db, 'scoring.latestOfApplication', () =>
    db
      .select()
      .from(scoringJobs)
      .where(
        ofApplication({
          tenantId: sql.placeholder('tenantId'),
          jobRowId: sql.placeholder('jobRowId'),
          applicationId: sql.placeholder('applicationId'),
        }),
      )
      .orderBy(desc(scoringJobs.createdAt), desc(scoringJobs.id))
      .prepare(),
  ).get({ tenantId, jobRowId, applicationId });
}

/** The newest completed one: the latest score, including after a rescore. */
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
        ofApplication({ tenantId, jobRowId, applicationId }),
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
    .where(and(eq(scoringJobs.id, id), ofApplication({ tenantId, jobRowId, applicationId })))
    .get();
}

export function findScoringJobById(db: DbOrTx, id: string): ScoringJobRow | undefined {
  return db.select().from(scoringJobs).where(eq(scoringJobs.id, id)).get();
}
