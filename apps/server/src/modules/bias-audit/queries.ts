import { sql, type Db, type SQL } from '@rubric/db';

/** One application of the sample as the database gives it: the score, the model that gave it, the self-identification. */
export interface SampleRow {
  score: number;
  sex: string | null;
  raceEthnicity: string | null;
  ageBand: string | null;
  engine: string | null;
  modelSha256: string | null;
  promptVersion: string | null;
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

/** The conditions on the tenant's completed scoring jobs `s` (joined with their job `j`) of the period. */
function periodOf(f: SampleFilter): SQL {
  const parts = [sql`s.tenant_id = ${f.tenantId}`, sql`s.status = 'completed'`, sql`s.score IS NOT NULL`];
  if (f.from !== null) parts.push(sql`s.completed_at >= ${f.from}`);
  if (f.to !== null) parts.push(sql`s.completed_at < ${f.to}`);
  if (f.jobIds.length > 0)
    parts.push(
      sql`j.external_id IN (${sql.join(
        f.jobIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  return sql.join(parts, sql` AND `);
}

/**
 * The AI-score sample: every application (job, application id) with a completed scoring job in the period, once,
 * through its latest completed job in the period (by completion time, then id), with its self-identification when
 * one was recorded. One query; the aggregation is one pass over its rows (calculator.ts).
 */
export function aiScoreSample(db: Db, f: SampleFilter): SampleRow[] {
  return db.all<SampleRow>(sql`
    WITH latest AS (
      SELECT s.score AS score, s.application_id AS application_id, j.external_id AS job_external_id,
             s.engine AS engine, s.model_sha256 AS model_sha256, s.prompt_version AS prompt_version,
             ROW_NUMBER() OVER (PARTITION BY s.job_id, s.application_id ORDER BY s.completed_at DESC, s.id DESC) AS rn
      FROM scoring_jobs s JOIN jobs j ON j.id = s.job_id
      WHERE ${periodOf(f)}
    )
    SELECT l.score AS score, d.sex AS sex, d.race_ethnicity AS raceEthnicity, d.age_band AS ageBand,
           l.engine AS engine, l.model_sha256 AS modelSha256, l.prompt_version AS promptVersion
    FROM latest l
    LEFT JOIN application_demographics d
      ON d.tenant_id = ${f.tenantId} AND d.job_external_id = l.job_external_id AND d.application_id = l.application_id
    WHERE l.rn = 1`);
}
