import {
  BATCH_MAX,
  CriterionVerdict,
  CONTEXT_MAX,
  ExternalId,
  Importance,
  JOB_DESCRIPTION_MAX,
  RESUME_TEXT_MAX_BYTES,
  RESUME_TEXT_MIN_CHARS,
  ROLE_KNOWLEDGE_MAX,
  Timestamp,
} from './common.js';
import { Provenance, Review } from './reviews.js';
import { z } from './zod.js';

export const UrlResume = z
  .object({
    type: z.literal('url'),
    url: z
      .url({ protocol: /^https$/, error: 'must be an https: URL' })
      .max(4096)
      .openapi({ pattern: '^https://', description: 'HTTPS address (`https:` only) of a PDF, DOC or DOCX file.' }),
  })
  .openapi('UrlResume');

export const TextResume = z
  .object({
    type: z.literal('text'),
    content: z
      .string()
      .min(RESUME_TEXT_MIN_CHARS, `must be at least ${RESUME_TEXT_MIN_CHARS} characters`)
      .refine((s) => Buffer.byteLength(s, 'utf8') <= RESUME_TEXT_MAX_BYTES, 'must be at most 100 KB')
      .openapi({
        // JSON Schema counts characters; 100 KB of UTF-8 is at most 102 400 characters, and the byte limit is checked too.
        maxLength: RESUME_TEXT_MAX_BYTES,
        'x-maxBytes': RESUME_TEXT_MAX_BYTES,
        description: 'Plain text or markdown: at least 50 characters, at most 100 KB (102 400 bytes) of UTF-8.',
      }),
  })
  .openapi('TextResume');

export const Resume = z.discriminatedUnion('type', [UrlResume, TextResume]).openapi('Resume');
export type Resume = z.infer<typeof Resume>;

export const ApplicationAnswer = z
  .object({ question: z.string().min(1).max(2000), answer: z.string().max(5000) })
  .openapi('ApplicationAnswer');

export const ApplicationData = z
  .object({
    applicationAnswers: z.array(ApplicationAnswer).max(100).optional(),
    context: z.string().max(CONTEXT_MAX).optional().describe('Cover letters, notes; up to 15000 characters.'),
  })
  .openapi('ApplicationData');
export type ApplicationData = z.infer<typeof ApplicationData>;

export const JobDescription = z.string().min(1).max(JOB_DESCRIPTION_MAX);
export const RoleKnowledge = z.string().min(1).max(ROLE_KNOWLEDGE_MAX);

export const Rescore = z
  .object({
    enabled: z.boolean().describe('true creates a new scoring job.'),
    criteriaVersionId: z
      .string()
      .min(1)
      .max(100)
      .optional()
      .describe('Pins rescoring to a criteria version of the job.'),
  })
  .openapi('Rescore');

export const SubmitScoringJobRequest = z
  .object({
    resume: Resume,
    jobDescription: JobDescription,
    roleKnowledge: RoleKnowledge.optional(),
    applicationData: ApplicationData.optional(),
    rescore: Rescore.optional(),
  })
  .openapi('SubmitScoringJobRequest');
export type SubmitScoringJobRequest = z.infer<typeof SubmitScoringJobRequest>;

export const ResultFlag = z
  .object({
    kind: z.enum(['hidden_text', 'screener_instructions', 'resume_truncated', 'ocr_used']),
    message: z.string(),
  })
  .openapi('ResultFlag');
export type ResultFlag = z.infer<typeof ResultFlag>;

export const Assessment = z
  .object({
    verdict: z.string(),
    strengths: z.array(z.string()),
    concerns: z.array(z.string()),
    interviewFocus: z.array(z.string()),
  })
  .openapi('Assessment');

export const CriterionJudgement = z
  .object({
    criterionId: z.string(),
    text: z.string(),
    importance: Importance,
    verdict: CriterionVerdict,
    evidence: z
      .string()
      .describe(
        "A short quote from the resume (at most 160 characters) showing the verdict: the line the model cited, or the sandbox engine's best-matching sentence; otherwise a note that no line was found or cited.",
      ),
  })
  .openapi('CriterionJudgement');

export const ScoreResult = z
  .object({
    score: z
      .number()
      .int()
      .min(0)
      .max(100)
      .describe(
        'Computed from the per-criterion verdicts: MUST_HAVE weighs 3, NICE_TO_HAVE 1; met 1, partial 0.5; an unmet MUST_HAVE caps the score at 40.',
      ),
    assessment: Assessment,
    criteria: z.array(CriterionJudgement),
    flags: z.array(ResultFlag).optional().describe('Integrity flags (additive).'),
  })
  .openapi('ScoreResult');
export type ScoreResult = z.infer<typeof ScoreResult>;

export const ScoringError = z.object({ code: z.string(), message: z.string() }).openapi('ScoringError');

/** A registered schema or null, written as `anyOf: [{ $ref }, { type: 'null' }]` in the document. */
export function nullable<T extends z.ZodType>(schema: T) {
  return z.union([schema, z.null()]);
}

export const JobStatus = z.enum(['pending', 'completed', 'failed']);

export const ScoringJob = z
  .object({
    id: z.string(),
    jobId: ExternalId,
    applicationId: ExternalId,
    status: JobStatus,
    criteriaVersionId: z.string(),
    batchId: z.string().nullable(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
    completedAt: Timestamp.nullable(),
    failedAt: Timestamp.nullable(),
    attempts: z.number().int(),
    // `z.union([X, z.null()])` rather than `.nullable()`: the generator then writes `anyOf [X, null]`, so that
    // generated clients type these `X | null` (a nullable `$ref` came out as `allOf`, never null).
    result: nullable(ScoreResult).describe('The result once completed, else null.'),
    error: nullable(ScoringError).describe('Why it failed once failed, else null.'),
    usage: z
      .object({
        promptTokens: z.number().int(),
        evaluatedPromptTokens: z.number().int(),
        reusedPromptTokens: z.number().int(),
        generatedTokens: z.number().int(),
      })
      .nullable()
      .optional()
      .describe(
        "The engine's token counts for the attempt that completed the job: the whole prompt, the part evaluated, the part reused from the prefix cache, and the generated output. Null until completed, and for jobs completed before the counts were recorded.",
      ),
    provenance: nullable(Provenance)
      .optional()
      .describe(
        'Engine, model, prompt version, criteria version and blind setting of the result: null until completed (additive).',
      ),
  })
  .openapi('ScoringJob');
export type ScoringJob = z.infer<typeof ScoringJob>;

export const ScoringJobResponse = z.object({ scoringJob: ScoringJob }).openapi('ScoringJobResponse');
export type ScoringJobResponse = z.infer<typeof ScoringJobResponse>;
export const SubmitScoringJobResponse = ScoringJobResponse;
export type SubmitScoringJobResponse = ScoringJobResponse;

export const LatestScoreResponse = z
  .object({
    jobId: ExternalId,
    applicationId: ExternalId,
    criteriaVersionId: z.string(),
    score: ScoreResult.shape.score,
    assessment: Assessment,
    criteria: z.array(CriterionJudgement),
    flags: z.array(ResultFlag).optional(),
    completedAt: Timestamp,
    provenance: Provenance,
    review: nullable(Review).describe(
      'The latest human review of this scoring job, or null (additive; reviews of an earlier scoring job of the application do not carry over to a rescore).',
    ),
    effectiveScore: z
      .number()
      .int()
      .nullable()
      .describe(
        'The score that stands after human review: the override’s score, null after `disregard`, otherwise (agreed, or not reviewed) the AI `score` (additive).',
      ),
  })
  .openapi('LatestScoreResponse');
export type LatestScoreResponse = z.infer<typeof LatestScoreResponse>;

export const BatchApplication = z
  .object({
    applicationId: ExternalId,
    resume: Resume,
    jobDescription: JobDescription.optional(),
    roleKnowledge: RoleKnowledge.optional(),
    applicationData: ApplicationData.optional(),
  })
  .openapi('BatchApplication');

/** Each applicationId once per batch: every repeat is an issue at its own index. */
function refineDistinctApplicationIds(applications: ReadonlyArray<{ applicationId: string }>, ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  applications.forEach((a, i) => {
    if (seen.has(a.applicationId))
      ctx.addIssue({
        code: 'custom',
        path: ['applications', i, 'applicationId'],
        message: 'duplicate applicationId in this batch',
      });
    seen.add(a.applicationId);
  });
}

export const SubmitBatchRequest = z
  .object({
    jobDescription: JobDescription.optional(),
    roleKnowledge: RoleKnowledge.optional(),
    applications: z.array(BatchApplication).min(1).max(BATCH_MAX),
  })
  .superRefine((v, ctx) => {
    refineDistinctApplicationIds(v.applications, ctx);
    v.applications.forEach((a, i) => {
      if (!a.jobDescription && !v.jobDescription)
        ctx.addIssue({
          code: 'custom',
          path: ['applications', i, 'jobDescription'],
          message: 'required (here or at the batch level)',
        });
    });
  })
  .openapi('SubmitBatchRequest');
export type SubmitBatchRequest = z.infer<typeof SubmitBatchRequest>;

export const Batch = z
  .object({
    id: z.string(),
    jobId: ExternalId,
    status: JobStatus,
    totalJobs: z.number().int().describe('Accepted applications only.'),
    completedJobs: z.number().int(),
    failedJobs: z.number().int(),
    createdAt: Timestamp,
    completedAt: Timestamp.nullable(),
  })
  .openapi('Batch');

export const BatchResponse = z
  .object({
    batch: Batch,
    acceptedApplications: z.array(z.object({ applicationId: ExternalId, scoringJobId: z.string() })),
    rejectedApplications: z.array(z.object({ applicationId: ExternalId, error: ScoringError })),
  })
  .openapi('BatchResponse');
export type BatchResponse = z.infer<typeof BatchResponse>;

/**
 * What the batch endpoint validates up front: the envelope (1–25 items, each with a valid, distinct
 * applicationId). Each item's own fields are validated separately, so that one bad item is rejected
 * alone (`rejectedApplications`) instead of failing the whole batch.
 */
export const SubmitBatchEnvelope = z
  .object({
    jobDescription: JobDescription.optional(),
    roleKnowledge: RoleKnowledge.optional(),
    applications: z
      .array(z.looseObject({ applicationId: ExternalId }))
      .min(1)
      .max(BATCH_MAX),
  })
  .superRefine((v, ctx) => refineDistinctApplicationIds(v.applications, ctx));
export type SubmitBatchEnvelope = z.infer<typeof SubmitBatchEnvelope>;
