import { sql, type Db, type SQL } from '@rubric/db';

/**
 * Applications of the sample that share everything the report looks at (score, self-identification, model
 * version), with how many they are: the database folds 100,000 applications into a few thousand rows.
 */
export interface SampleRow {
  score: number;
  sex: string | null;
  raceEthnicity: string | null;
  ageBand: string | null;
  engine: string | null;
  modelSha256: string | null;
  promptVersion: string | null;
  count: number;
}

export interface SampleFilter {
  tenantId: string;
  /** Epoch ms, inclusive; null: since the beginning. */
  from: number | null;
  /** Epoch ms, exclusive; null: until now. */
  to: number | null;
  /** External job ids; empty: every job of the tenant. */
  jobIds: readonly string[];
}

/** The conditions on the tenant's completed scoring jobs `s` of the period (and of the jobs asked for). */
function periodOf(f: SampleFilter): SQL {
  const parts = [sql`s.tenant_id = ${f.tenantId}`, sql`s.status = 'completed'`, sql`s.score IS NOT NULL`];
  if (f.from !== null) parts.push(sql`s.completed_at >= ${f.from}`);
  if (f.to !== null) parts.push(sql`s.completed_at < ${f.to}`);
  if (f.jobIds.length > 0)
    parts.push(
      sql`s.job_id IN (SELECT id FROM jobs WHERE tenant_id = ${f.tenantId} AND external_id IN (${sql.join(
        f.jobIds.map((id) => sql`${id}`),
        sql`, `,
      )}))`,
    );
  return sql.join(parts, sql` AND `);
}

/** A grouped row of the sample with the latest human review of the scoring job it stands for (if any). */
export interface ReviewedSampleRow extends SampleRow {
  reviewAction: 'agree' | 'override' | 'disregard' | null;
  reviewScore: number | null;
}

/**
 * The sample: every application (job, application id) with a completed scoring job in the period, once, through
 * its latest completed job in the period, with its self-identification when one was recorded; grouped. The latest
 * job is SQLite's row of MAX(completed_at) in each group (its bare columns come from that row); two completions of
 * one application in the same millisecond would be a tie that cannot happen (one runner claim at a time per job).
 * With `reviews`, each row also carries the latest review of that scoring job (by review number), so that the
 * service can turn the AI score into the effective score (modules/reviews: effectiveScoreOf).
 */
export function sampleRows(db: Db, f: SampleFilter, withReviews: boolean): ReviewedSampleRow[] {
  const review = withReviews
    ? {
        columns: sql`r.action AS reviewAction, r.score AS reviewScore,`,
        join: sql`LEFT JOIN reviews r ON r.scoring_job_id = l.scoring_job_id
                  AND r.seq = (SELECT MAX(r2.seq) FROM reviews r2 WHERE r2.scoring_job_id = l.scoring_job_id)`,
        group: sql`, r.action, r.score`,
      }
    : { columns: sql`NULL AS reviewAction, NULL AS reviewScore,`, join: sql``, group: sql`` };
  return db.all<ReviewedSampleRow>(sql`
    WITH latest AS (
      SELECT s.id AS scoring_job_id, s.job_id AS job_id, s.application_id AS application_id, s.score AS score,
             s.engine AS engine, s.model_sha256 AS model_sha256, s.prompt_version AS prompt_version,
             MAX(s.completed_at) AS completed_at
      FROM scoring_jobs s
      WHERE ${periodOf(f)}
      GROUP BY s.job_id, s.application_id
    )
    SELECT l.score AS score, d.sex AS sex, d.race_ethnicity AS raceEthnicity, d.age_band AS ageBand,
           l.engine AS engine, l.model_sha256 AS modelSha256, l.prompt_version AS promptVersion, ${review.columns}
           COUNT(*) AS count
    FROM latest l
    JOIN jobs j ON j.id = l.job_id
    LEFT JOIN application_demographics d
      ON d.tenant_id = ${f.tenantId} AND d.job_external_id = j.external_id AND d.application_id = l.application_id
    ${review.join}
    GROUP BY l.score, d.sex, d.race_ethnicity, d.age_band, l.engine, l.model_sha256, l.prompt_version ${review.group}`);
}
