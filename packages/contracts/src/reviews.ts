import { CriterionVerdict, ExternalId, Importance, PageQuery, Timestamp } from './common.js';
import { z } from './zod.js';

export const REVIEW_ACTIONS = ['agree', 'override', 'disregard'] as const;
export const ReviewAction = z.enum(REVIEW_ACTIONS).openapi('ReviewAction', {
  description:
    '`agree`: the AI score stands. `override`: the reviewer’s `score` replaces it. `disregard`: the output is set aside and no score stands.',
});
export type ReviewAction = z.infer<typeof ReviewAction>;

export const REVIEW_REASON_MAX = 2000;

export const ReviewCriterionInput = z
  .object({
    criterionId: z.string().min(1).max(100),
    verdict: CriterionVerdict,
    note: z.string().trim().min(1).max(REVIEW_REASON_MAX).optional(),
  })
  .openapi('ReviewCriterionInput');

export const Reviewer = z
  .object({
    id: z.string().trim().min(1).max(255).describe('The partner’s id of the person who reviewed (an ATS user id).'),
    name: z.string().trim().min(1).max(200).optional(),
  })
  .openapi('Reviewer');

export const CreateReviewRequest = z
  .object({
    scoringJobId: z.string().min(1).max(100).describe('The completed scoring job of this application being reviewed.'),
    reviewer: Reviewer,
    action: ReviewAction,
    score: z
      .number()
      .int()
      .min(0)
      .max(100)
      .optional()
      .describe('The reviewer’s score, an integer 0–100: required for `override`, refused otherwise.'),
    criteria: z
      .array(ReviewCriterionInput)
      .max(50)
      .optional()
      .describe('The reviewer’s verdicts on criteria of the scored criteria version (each criterion at most once).'),
    reason: z
      .string()
      .trim()
      .min(1)
      .max(REVIEW_REASON_MAX)
      .optional()
      .describe('Why: 1–2000 characters, required for `override` and `disregard`.'),
  })
  .superRefine((v, ctx) => {
    if (v.action === 'override' && v.score === undefined)
      ctx.addIssue({ code: 'custom', path: ['score'], message: 'required when action is override' });
    if (v.action !== 'override' && v.score !== undefined)
      ctx.addIssue({ code: 'custom', path: ['score'], message: 'only allowed when action is override' });
    if (v.action !== 'agree' && v.reason === undefined)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: `required when action is ${v.action}` });
    const seen = new Set<string>();
    v.criteria?.forEach((c, i) => {
      if (seen.has(c.criterionId))
        ctx.addIssue({ code: 'custom', path: ['criteria', i, 'criterionId'], message: 'criterion reviewed twice' });
      seen.add(c.criterionId);
    });
  })
  .openapi('CreateReviewRequest');
export type CreateReviewRequest = z.infer<typeof CreateReviewRequest>;

export const ReviewedCriterion = z
  .object({ criterionId: z.string(), verdict: CriterionVerdict, note: z.string().nullable() })
  .openapi('ReviewedCriterion');

export const Review = z
  .object({
    id: z.string(),
    scoringJobId: z.string(),
    jobId: ExternalId,
    applicationId: ExternalId,
    reviewer: z.object({ id: z.string(), name: z.string().nullable() }),
    action: ReviewAction,
    score: z.number().int().nullable().describe('The reviewer’s score (override), else null.'),
    criteria: z.array(ReviewedCriterion),
    reason: z.string().nullable(),
    createdAt: Timestamp,
  })
  .openapi('Review');
export type Review = z.infer<typeof Review>;

export const ReviewResponse = z.object({ review: Review }).openapi('ReviewResponse');
export type ReviewResponse = z.infer<typeof ReviewResponse>;

export const ListReviewsQuery = PageQuery;
export const ListReviewsResponse = z
  .object({ reviews: z.array(Review), nextCursor: z.string().nullable() })
  .openapi('ListReviewsResponse');
export type ListReviewsResponse = z.infer<typeof ListReviewsResponse>;

/** Which engine, model, prompt and criteria produced a score, and whether identity was redacted. */
export const Provenance = z
  .object({
    engine: z.string().describe('`sandbox`, `llm` or `openai`.'),
    model: z.object({
      name: z.string().nullable(),
      sha256: z.string().nullable().describe('SHA-256 of the model file (llm engine), else null.'),
    }),
    promptVersion: z.string().nullable(),
    criteriaVersionId: z.string(),
    blind: z
      .boolean()
      .nullable()
      .describe('Identifiers redacted before scoring (null for jobs scored before it was recorded).'),
  })
  .openapi('Provenance');
export type Provenance = z.infer<typeof Provenance>;

export const REVIEW_STATUSES = ['not_reviewed', 'agreed', 'overridden', 'disregarded'] as const;

export const ScoreExplanationResponse = z
  .object({
    jobId: ExternalId,
    applicationId: ExternalId,
    scoringJobId: z.string(),
    completedAt: Timestamp,
    role: z.string().describe('What the tool does and does not do (fixed text).'),
    method: z.object({
      description: z.string(),
      importanceWeights: z.object({ MUST_HAVE: z.number(), NICE_TO_HAVE: z.number() }),
      verdictValues: z.object({ met: z.number(), partial: z.number(), not_met: z.number() }),
      unmetMustHaveCap: z.number().int(),
    }),
    aiScore: z.number().int(),
    criteria: z.array(
      z.object({
        criterionId: z.string(),
        text: z.string(),
        importance: Importance,
        verdict: CriterionVerdict,
        evidence: z.string().describe('Quoted from the result: a line of the resume, or a note that none was found.'),
      }),
    ),
    review: z.object({
      status: z.enum(REVIEW_STATUSES),
      reviewedAt: Timestamp.nullable(),
      effectiveScore: z.number().int().nullable(),
      description: z.string(),
    }),
    humanReview: z.object({ available: z.literal(true), howToRequest: z.string() }),
    provenance: Provenance,
    text: z.string().describe('All of the above as plain text a partner can show a candidate.'),
  })
  .openapi('ScoreExplanationResponse');
export type ScoreExplanationResponse = z.infer<typeof ScoreExplanationResponse>;

export const DATA_USED_KINDS = [
  'resume',
  'job_description',
  'role_knowledge',
  'application_answers',
  'application_context',
] as const;

export const AiDisclosureResponse = z
  .object({
    jobId: ExternalId,
    criteriaVersionId: z.string(),
    criteriaRevision: z.string(),
    role: z.string(),
    qualificationsAssessed: z.array(z.object({ criterionId: z.string(), text: z.string(), importance: Importance })),
    dataUsed: z.array(z.object({ kind: z.enum(DATA_USED_KINDS), description: z.string() })),
    identityRedacted: z
      .boolean()
      .describe('The partner’s blind-scoring setting: names and contact details replaced before scoring.'),
    humanReview: z.object({ available: z.literal(true), description: z.string() }),
    retention: z.object({
      resumeFileDays: z.number().int(),
      scoringInputDays: z.number().int(),
      auditTrailDays: z.number().int(),
    }),
    text: z.string().describe('All of the above as plain text for a candidate notice.'),
  })
  .openapi('AiDisclosureResponse');
export type AiDisclosureResponse = z.infer<typeof AiDisclosureResponse>;
