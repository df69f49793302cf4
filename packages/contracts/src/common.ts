import { ENVIRONMENTS } from './admin-operations.js';
import { z } from './zod.js';

/** A partner's two unrelated worlds: `sk_test_…` keys see `test`, `sk_live_…` keys see `live` (ENVIRONMENTS is in the zod-free admin-operations.ts). */
export const Environment = z.enum(ENVIRONMENTS);
export type Environment = z.infer<typeof Environment>;

export const EXTERNAL_ID_PATTERN = /^[A-Za-z0-9._:@-]{1,255}$/;

/** Partner-chosen identifiers (`X-Tenant-Id`, jobId, applicationId): 1–255 of `[A-Za-z0-9._:@-]`. */
export const ExternalId = z
  .string()
  .regex(EXTERNAL_ID_PATTERN, 'must be 1–255 characters of A–Z, a–z, 0–9 and . _ : @ -')
  .openapi({ example: 'job-2024-0042' });

export const Timestamp = z.iso
  .datetime()
  .openapi({ description: 'ISO 8601 UTC timestamp with milliseconds', example: '2026-11-22T10:15:30.123Z' });

export const Importance = z.enum(['MUST_HAVE', 'NICE_TO_HAVE']).openapi('Importance');
export type Importance = z.infer<typeof Importance>;

/** A criterion's verdict, by the engine or a reviewer. */
export const CriterionVerdict = z.enum(['met', 'partial', 'not_met']);
export type CriterionVerdict = z.infer<typeof CriterionVerdict>;

export const CRITERION_TEXT_MAX = 500;
export const CRITERIA_PER_JOB_MAX = 50;
export const LIBRARY_PER_TENANT_MAX = 1000;
export const CATEGORY_MAX = 100;
export const JOB_DESCRIPTION_MAX = 50_000;
export const ROLE_KNOWLEDGE_MAX = 15_000;
export const CONTEXT_MAX = 15_000;
export const RESUME_TEXT_MIN_CHARS = 50;
export const RESUME_TEXT_MAX_BYTES = 100 * 1024;
export const BATCH_MAX = 25;
export const IDEMPOTENCY_KEY_MAX = 255;

/** Text with surrounding whitespace removed; empty after trimming is refused. */
export const CriterionText = z.string().trim().min(1).max(CRITERION_TEXT_MAX);

/** `limit` query parameter: an integer 1–100; anything else is a 400 (no silent clamping). */
export const PageLimit = z
  .string()
  .regex(/^\d+$/, 'must be an integer from 1 to 100')
  .transform(Number)
  .pipe(z.number().int().min(1, 'must be an integer from 1 to 100').max(100, 'must be an integer from 1 to 100'));

export const PageQuery = z.object({
  limit: PageLimit.optional().openapi({ type: 'integer', minimum: 1, maximum: 100, default: 20 }),
  cursor: z.string().min(1).max(200).optional(),
});
