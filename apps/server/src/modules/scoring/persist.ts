import type { ApplicationData } from '@rubric/contracts';
import { newId, schema, type DbOrTx } from '@rubric/db';
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

/** Stores resume text + metadata, the inputs and the pending scoring job: called inside one transaction. */
export function insertScoringJob(
  tx: DbOrTx,
  job: NewScoringJob,
  now: number,
  retention: RetentionSettings,
): ScoringJobRow {
  const documentId = newId('doc', now);
  const { meta } = job.resume;
  tx.insert(schema.resumeDocuments)
    .values({
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
      createdAt: now,
    })
    .run();
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
  tx.insert(schema.scoringJobs).values(row).run();
  tx.insert(schema.scoringInputs)
    .values({
      scoringJobId: row.id,
      jobDescription: job.jobDescription,
      roleKnowledge: job.roleKnowledge,
      applicationAnswers: job.applicationData?.applicationAnswers ?? null,
      context: job.applicationData?.context ?? null,
      createdAt: now,
      expiresAt: now + retention.scoringInputDays * DAY_MS,
    })
    .run();
  return row;
}
