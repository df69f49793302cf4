import { CriteriaWriteResponse } from './criteria.js';
import { ExternalId, JOB_DESCRIPTION_MAX, Timestamp } from './common.js';
import { z } from './zod.js';

export const JobContext = z
  .object({
    jobTitle: z.string().trim().min(1).max(500),
    companyName: z.string().trim().min(1).max(500),
    jobDescription: z.string().min(1).max(JOB_DESCRIPTION_MAX),
  })
  .openapi('JobContext');
export type JobContext = z.infer<typeof JobContext>;

export const Question = z
  .object({
    id: z.string(),
    selectionType: z.enum(['single', 'multiple']).describe('`multiple`: several answers may share the question id.'),
    question: z.string(),
    options: z.array(z.string()),
    hint: z.string().nullable(),
  })
  .openapi('Question');
export type Question = z.infer<typeof Question>;

export const QuestionSet = z
  .object({
    id: z.string().describe('Send back as `questionSetId` when generating criteria.'),
    jobId: ExternalId,
    questions: z.array(Question),
    guidance: z.string(),
    expiresAt: Timestamp.describe('7 days after creation.'),
  })
  .openapi('QuestionSet');
export type QuestionSet = z.infer<typeof QuestionSet>;

export const CreateQuestionSetRequest = z.object({ jobContext: JobContext }).openapi('CreateQuestionSetRequest');
export type CreateQuestionSetRequest = z.infer<typeof CreateQuestionSetRequest>;
export const CreateQuestionSetResponse = z.object({ questionSet: QuestionSet }).openapi('CreateQuestionSetResponse');
export type CreateQuestionSetResponse = z.infer<typeof CreateQuestionSetResponse>;

export const Answer = z
  .object({ id: z.string().min(1).max(100), value: z.string().min(1).max(1000) })
  .openapi('Answer');
export type Answer = z.infer<typeof Answer>;

export const GenerateCriteriaRequest = z
  .object({
    jobContext: JobContext,
    questionSetId: z.string().min(1).max(100).optional(),
    answers: z.array(Answer).max(100).optional(),
  })
  .refine((v) => !(v.answers && v.answers.length > 0 && !v.questionSetId), {
    message: 'answers require a questionSetId',
    path: ['questionSetId'],
  })
  .openapi('GenerateCriteriaRequest');
export type GenerateCriteriaRequest = z.infer<typeof GenerateCriteriaRequest>;

export const GenerateCriteriaResponse = CriteriaWriteResponse;
export type GenerateCriteriaResponse = CriteriaWriteResponse;
