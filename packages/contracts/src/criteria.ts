import { CRITERIA_PER_JOB_MAX, CriterionText, ExternalId, Importance, PageQuery, Timestamp } from './common.js';
import { z } from './zod.js';

export const JobCriterion = z
  .object({
    id: z.string().describe('Preserved across replacements while the text is unchanged.'),
    text: z.string(),
    importance: Importance,
    order: z.number().int().min(0),
    createdAt: Timestamp,
  })
  .openapi('JobCriterion');
export type JobCriterion = z.infer<typeof JobCriterion>;

export const CriterionInput = z.object({ text: CriterionText, importance: Importance }).openapi('CriterionInput');
export type CriterionInput = z.infer<typeof CriterionInput>;

const distinctTexts = (items: { text: string }[]) => new Set(items.map((c) => c.text)).size === items.length;

export const ReplaceCriteriaRequest = z
  .object({
    criteria: z
      .array(CriterionInput)
      .max(CRITERIA_PER_JOB_MAX)
      .refine(distinctTexts, 'criteria texts must be distinct (criteria are matched by text)'),
  })
  .openapi('ReplaceCriteriaRequest');
export type ReplaceCriteriaRequest = z.infer<typeof ReplaceCriteriaRequest>;

export const CriteriaWriteResponse = z
  .object({
    criteria: z.array(JobCriterion).describe('The full list after the change.'),
    criteriaVersionId: z.string(),
    criteriaRevision: z.string(),
  })
  .openapi('CriteriaWriteResponse');
export type CriteriaWriteResponse = z.infer<typeof CriteriaWriteResponse>;
export const ReplaceCriteriaResponse = CriteriaWriteResponse;
export type ReplaceCriteriaResponse = CriteriaWriteResponse;

export const AddCriterionRequest = CriterionInput.openapi('AddCriterionRequest');
export type AddCriterionRequest = z.infer<typeof AddCriterionRequest>;
export const AddCriterionResponse = CriteriaWriteResponse;
export type AddCriterionResponse = CriteriaWriteResponse;

export const ArchiveCriteriaResponse = z
  .object({
    jobId: ExternalId,
    archivedAt: Timestamp,
    criteriaVersionId: z.string(),
    criteriaRevision: z.string(),
  })
  .openapi('ArchiveCriteriaResponse');
export type ArchiveCriteriaResponse = z.infer<typeof ArchiveCriteriaResponse>;

export const CriteriaVersionSource = z.enum(['generated', 'replaced', 'added', 'archived']);

export const CriteriaVersion = z
  .object({
    id: z.string(),
    jobId: ExternalId,
    criteriaRevision: z.string().describe('Send as `X-Expected-Criteria-Revision` to make a replacement conditional.'),
    source: CriteriaVersionSource,
    criteria: z.array(JobCriterion).describe('Snapshot of the criteria of this version.'),
    createdAt: Timestamp,
  })
  .openapi('CriteriaVersion');
export type CriteriaVersion = z.infer<typeof CriteriaVersion>;

export const CriteriaVersionResponse = z.object({ version: CriteriaVersion }).openapi('CriteriaVersionResponse');
export type CriteriaVersionResponse = z.infer<typeof CriteriaVersionResponse>;

export const ListCriteriaVersionsQuery = PageQuery.strict();
export const ListCriteriaVersionsResponse = z
  .object({ versions: z.array(CriteriaVersion), nextCursor: z.string().nullable() })
  .openapi('ListCriteriaVersionsResponse');
export type ListCriteriaVersionsResponse = z.infer<typeof ListCriteriaVersionsResponse>;
