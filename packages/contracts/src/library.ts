import { CATEGORY_MAX, CriterionText, Importance, Timestamp } from './common.js';
import { z } from './zod.js';

export const LibraryCriterion = z
  .object({
    id: z.string(),
    text: z.string(),
    category: z.string().nullable(),
    importance: Importance.describe('Default importance when the criterion is used for a job.'),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  })
  .openapi('LibraryCriterion');
export type LibraryCriterion = z.infer<typeof LibraryCriterion>;

const Category = z.string().trim().min(1).max(CATEGORY_MAX).nullable();

export const CreateLibraryCriterionRequest = z
  .object({ text: CriterionText, category: Category.optional(), importance: Importance.optional() })
  .openapi('CreateLibraryCriterionRequest');
export type CreateLibraryCriterionRequest = z.infer<typeof CreateLibraryCriterionRequest>;

export const UpdateLibraryCriterionRequest = z
  .object({ text: CriterionText.optional(), category: Category.optional(), importance: Importance.optional() })
  .refine((v) => v.text !== undefined || v.category !== undefined || v.importance !== undefined, {
    message: 'at least one of text, category, importance is required',
  })
  .openapi('UpdateLibraryCriterionRequest');
export type UpdateLibraryCriterionRequest = z.infer<typeof UpdateLibraryCriterionRequest>;

export const LibraryCriterionResponse = z.object({ criterion: LibraryCriterion }).openapi('LibraryCriterionResponse');
export type LibraryCriterionResponse = z.infer<typeof LibraryCriterionResponse>;

export const ListLibraryCriteriaQuery = z.strictObject({ category: z.string().min(1).max(CATEGORY_MAX).optional() });
export const ListLibraryCriteriaResponse = z
  .object({ criteria: z.array(LibraryCriterion).describe('Newest first.') })
  .openapi('ListLibraryCriteriaResponse');
export type ListLibraryCriteriaResponse = z.infer<typeof ListLibraryCriteriaResponse>;
