import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, ms, updatedAt } from './columns.js';
import { jobs } from './jobs.js';
import { resumeDocuments } from './resume-documents.js';
import { tenants } from './tenants.js';

/** The scoring jobs table is also the queue: `pending` rows without a claim are work to do. */
export const scoringJobs = sqliteTable(
  'scoring_jobs',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    applicationId: text('application_id').notNull(),
    criteriaVersionId: text('criteria_version_id').notNull(),
    batchId: text('batch_id'),
    resumeDocumentId: text('resume_document_id').references(() => resumeDocuments.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['pending', 'completed', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Set while a runner works on the job; a restart clears stale claims. */
    claimedAt: ms('claimed_at'),
    claimedBy: text('claimed_by'),
    /** JSON of the result (score, assessment, criteria, flags) once completed. */
    result: text('result', { mode: 'json' }),
    score: integer('score'),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    engine: text('engine'),
    modelName: text('model_name'),
    modelSha256: text('model_sha256'),
    promptVersion: text('prompt_version'),
    durationMs: integer('duration_ms'),
    /** When the attempt that ended the job was claimed: wait = startedAt − createdAt (analytics, metrics). */
    startedAt: ms('started_at'),
    /** The engine's token counts of the attempt that completed the job (null for older rows and failures). */
    promptTokens: integer('prompt_tokens'),
    evaluatedPromptTokens: integer('evaluated_prompt_tokens'),
    reusedPromptTokens: integer('reused_prompt_tokens'),
    generatedTokens: integer('generated_tokens'),
    blind: integer('blind', { mode: 'boolean' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: ms('completed_at'),
    failedAt: ms('failed_at'),
  },
  (t) => [
    index('scoring_jobs_app_idx').on(t.tenantId, t.jobId, t.applicationId, t.createdAt),
    index('scoring_jobs_queue_idx').on(t.status, t.claimedAt, t.createdAt),
    index('scoring_jobs_batch_idx').on(t.batchId),
  ],
);

/** What the partner sent besides the resume; removed by the retention sweep (90 days). */
export const scoringInputs = sqliteTable(
  'scoring_inputs',
  {
    scoringJobId: text('scoring_job_id')
      .primaryKey()
      .references(() => scoringJobs.id, { onDelete: 'cascade' }),
    jobDescription: text('job_description').notNull(),
    roleKnowledge: text('role_knowledge'),
    applicationAnswers: text('application_answers', { mode: 'json' }),
    context: text('context'),
    /**
     * What the engine was given (JSON: resumeText, applicationAnswers, context, redactions): after
     * screener-instruction removal and, for blind jobs, redaction. Lives here so the retention sweep
     * removes it with the other inputs.
     */
    engineInput: text('engine_input', { mode: 'json' }),
    createdAt: createdAt(),
    expiresAt: ms('expires_at').notNull(),
  },
  (t) => [index('scoring_inputs_expires_idx').on(t.expiresAt)],
);
