import type { ApplicationData } from '@rubric/contracts';
import { newId, prepared, schema, sql, type DbOrTx, type Placeholder } from '@rubric/db';
import type { IntakeSuccess } from '@rubric/resume';
import type { ScoringJobRow } from './queries.js';
import type { RetentionSettings } from '../../config.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface NewScoringJob {
  tenantId: string;
  jobRowId: string;
  applicationId: string;
  criteriaVersionId: string;
  batchId: string | null;
  resume: IntakeSuccess;
  /** Path of the stored file copy relative to DATA_DIR (url resumes). */
  filePath: string | null;
  jobDescription: string;
  roleKnowledge: string | null;
  applicationData: ApplicationData | null;
  blind: boolean;
}

/** `{ col: placeholder('col') }` for the named columns: the values of a prepared insert. */
function placeholders<K extends string>(columns: readonly K[]): Record<K, Placeholder<K>> {
  return Object.fromEntries(columns.map((c) => [c, sql.placeholder(c)])) as Record<K, Placeholder<K>>;
}

// Prepared once per connection: building an insert of 20-odd columns in drizzle cost more than running it
// (about half the CPU of a text-resume submission). Only columns that can hold a value at insert are listed;
// the others are NULL by default. drizzle applies a column's encoder to a placeholder's value even when it is
// null (a JSON column would store the text "null"), so the nullable JSON column is bound raw, encoded here.
// A new column that must be set at insert goes into these lists (every submission test fails on NOT NULL if not).
const DOCUMENT_COLUMNS = [
  'id',
  'tenantId',
  'kind',
  'format',
  'sourceUrl',
  'sha256',
  'sizeBytes',
  'pages',
  'ocrUsed',
  'filePath',
  'fileExpiresAt',
  'text',
  'hiddenTextChars',
  'hiddenTextSample',
  'authorHint',
  'createdAt',
] as const;
const JOB_COLUMNS = [
  'id',
  'tenantId',
  'jobId',
  'applicationId',
  'criteriaVersionId',
  'batchId',
  'resumeDocumentId',
  'status',
  'attempts',
  'blind',
  'createdAt',
  'updatedAt',
] as const;
const INPUT_COLUMNS = ['scoringJobId', 'jobDescription', 'roleKnowledge', 'context', 'createdAt', 'expiresAt'] as const;

const insertDocument = (db: DbOrTx) =>
  prepared(db, 'scoring.insertDocument', () =>
    db.insert(schema.resumeDocuments).values(placeholders(DOCUMENT_COLUMNS)).prepare(),
  );
const insertJob = (db: DbOrTx) =>
  prepared(db, 'scoring.insertJob', () => db.insert(schema.scoringJobs).values(placeholders(JOB_COLUMNS)).prepare());
const insertInputs = (db: DbOrTx) =>
  prepared(db, 'scoring.insertInputs', () =>
    db
      .insert(schema.scoringInputs)
      .values({ ...placeholders(INPUT_COLUMNS), applicationAnswers: sql`${sql.placeholder('applicationAnswers')}` })
      .prepare(),
  );

/** Stores resume text + metadata, the inputs and the pending scoring job: called inside one transaction. */
export function insertScoringJob(
  tx: DbOrTx,
  job: NewScoringJob,
  now: number,
  retention: RetentionSettings,
): ScoringJobRow {
  const documentId = newId('doc', now);
  const { meta } = job.resume;
  insertDocument(tx).run({
    id: documentId,
    tenantId: job.tenantId,
    kind: meta.format === 'text' ? 'text' : 'url',
    format: meta.format,
    sourceUrl: meta.sourceUrl,
    sha256: meta.sha256,
    sizeBytes: meta.sizeBytes,
    pages: meta.pages,
    ocrUsed: meta.ocrUsed,
    filePath: job.filePath,
    fileExpiresAt: job.filePath ? now + retention.resumeFileDays * DAY_MS : null,
    text: job.resume.text,
    hiddenTextChars: meta.hiddenText.chars,
    hiddenTextSample: meta.hiddenText.sample,
    authorHint: meta.author,
    createdAt: now,
  } satisfies Record<(typeof DOCUMENT_COLUMNS)[number], unknown>);
  const row: ScoringJobRow = {
    id: newId('sj', now),
    tenantId: job.tenantId,
    jobId: job.jobRowId,
    applicationId: job.applicationId,
    criteriaVersionId: job.criteriaVersionId,
    batchId: job.batchId,
    resumeDocumentId: documentId,
    status: 'pending',
    attempts: 0,
    claimedAt: null,
    claimedBy: null,
    result: null,
    score: null,
    errorCode: null,
    errorMessage: null,
    engine: null,
    modelName: null,
    modelSha256: null,
    promptVersion: null,
    durationMs: null,
    startedAt: null,
    promptTokens: null,
    evaluatedPromptTokens: null,
    reusedPromptTokens: null,
    generatedTokens: null,
    blind: job.blind,
    createdAt: now,
    updatedAt: now,
    completedAt: null,
    failedAt: null,
  };
  insertJob(tx).run(Object.fromEntries(JOB_COLUMNS.map((c) => [c, row[c]])));
  const answers = job.applicationData?.applicationAnswers;
  insertInputs(tx).run({
    scoringJobId: row.id,
    jobDescription: job.jobDescription,
    roleKnowledge: job.roleKnowledge,
    applicationAnswers: answers == null ? null : JSON.stringify(answers),
    context: job.applicationData?.context ?? null,
    createdAt: now,
    expiresAt: now + retention.scoringInputDays * DAY_MS,
  });
  return row;
}
