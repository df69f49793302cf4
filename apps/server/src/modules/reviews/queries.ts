import { and, asc, desc, eq, gt, inArray, prepared, schema, sql, type DbOrTx } from '@rubric/db';

const { reviews } = schema;
export type ReviewRow = typeof reviews.$inferSelect;
export type NewReviewRow = Omit<ReviewRow, 'seq'>;

/** The reviewer's verdicts as stored (JSON column). */
export interface StoredReviewCriterion {
  criterionId: string;
  verdict: 'met' | 'partial' | 'not_met';
  note: string | null;
}

/**
 * Appends a review, numbered after the last one. Inside the caller's IMMEDIATE transaction, which holds the write
 * lock: no other connection can take the same number.
 */
export function insertReview(tx: DbOrTx, row: NewReviewRow): ReviewRow {
  const last = tx
    .select({ seq: sql<number | null>`max(${reviews.seq})` })
    .from(reviews)
    .get();
  const stored: ReviewRow = { ...row, seq: (last?.seq ?? 0) + 1 };
  tx.insert(reviews).values(stored).run();
  return stored;
}

/** An application's reviews (every scoring job), oldest first, after the review numbered `afterSeq`. */
export function listApplicationReviews(
  db: DbOrTx,
  where: { tenantId: string; jobRowId: string; applicationId: string },
  limit: number,
  afterSeq: number | null,
): ReviewRow[] {
  return db
    .select()
    .from(reviews)
    .where(
      and(
        eq(reviews.tenantId, where.tenantId),
        eq(reviews.jobId, where.jobRowId),
        eq(reviews.applicationId, where.applicationId),
        afterSeq === null ? undefined : gt(reviews.seq, afterSeq),
      ),
    )
    .orderBy(asc(reviews.seq))
    .limit(limit)
    .all();
}

/** Every review of one scoring job, oldest first (the admin view). */
export function reviewsOfScoringJob(db: DbOrTx, scoringJobId: string): ReviewRow[] {
  return db.select().from(reviews).where(eq(reviews.scoringJobId, scoringJobId)).orderBy(asc(reviews.seq)).all();
}

/** The review that stands for a scoring job: its latest, or undefined when nobody reviewed it. */
export function latestReviewOfScoringJob(db: DbOrTx, scoringJobId: string): ReviewRow | undefined {
  // Prepared once per connection: every score read asks it.
  return prepared(db, 'reviews.latestOfScoringJob', () =>
    db
      .select()
      .from(reviews)
      .where(eq(reviews.scoringJobId, sql.placeholder('scoringJobId')))
      .orderBy(desc(reviews.seq))
      .limit(1)
      .prepare(),
  ).get({ scoringJobId });
}

/**
 * The latest review of each of the given scoring jobs (those never reviewed are absent from the map). For
 * reports over many jobs (analytics, the bias audit's outcomes after review), in chunks of 500 ids.
 */
export function latestReviewsByScoringJob(db: DbOrTx, scoringJobIds: readonly string[]): Map<string, ReviewRow> {
  const latest = new Map<string, ReviewRow>();
  for (let i = 0; i < scoringJobIds.length; i += 500) {
    const chunk = scoringJobIds.slice(i, i + 500);
    const rows = db
      .select()
      .from(reviews)
      .where(
        and(
          inArray(reviews.scoringJobId, chunk),
          sql`${reviews.seq} = (SELECT max(r2.seq) FROM reviews r2 WHERE r2.scoring_job_id = ${reviews.scoringJobId})`,
        ),
      )
      .all();
    for (const r of rows) latest.set(r.scoringJobId, r);
  }
  return latest;
}

/**
 * The score that stands after human review: an override's score; null once the output was disregarded; the AI
 * score when a person agreed or nobody reviewed it. The one definition: the score read, the webhook, analytics
 * and the bias audit use it.
 */
export function effectiveScoreOf(
  aiScore: number,
  latest: Pick<ReviewRow, 'action' | 'score'> | null | undefined,
): number | null {
  if (!latest) return aiScore;
  switch (latest.action) {
    case 'agree':
      return aiScore;
    case 'override':
      return latest.score;
    case 'disregard':
      return null;
    default: {
      const unknown: never = latest.action;
      throw new Error(`unknown review action ${String(unknown)}`);
    }
  }
}
