import { Timestamp } from './common.js';
import { z } from './zod.js';

export const AnalyticsSummaryQuery = z.strictObject({ from: Timestamp.optional(), to: Timestamp.optional() });

export const AnalyticsSummaryResponse = z
  .object({
    from: Timestamp.nullable(),
    to: Timestamp.nullable(),
    counts: z.object({
      pending: z.number().int(),
      completed: z.number().int(),
      failed: z.number().int(),
      total: z.number().int(),
    }),
    scores: z.object({
      mean: z.number().nullable(),
      distribution: z
        .array(z.object({ from: z.number().int(), to: z.number().int(), count: z.number().int() }))
        .describe('Ten buckets: 0–9, 10–19, …, 90–100.'),
    }),
    timeToResultMs: z.object({ p50: z.number().nullable(), p95: z.number().nullable() }),
    waitMs: z
      .object({ p50: z.number().nullable(), p95: z.number().nullable() })
      .optional()
      .describe('Time from submission to the start of the scoring attempt that ended the job (queue wait).'),
    reviews: z
      .object({
        total: z.number().int(),
        agree: z.number().int(),
        override: z.number().int(),
        disregard: z.number().int(),
        reviewedJobs: z.number().int().describe('Scoring jobs with at least one review.'),
        overrideMeanAbsoluteDifference: z
          .number()
          .nullable()
          .describe(
            'Mean of |reviewer’s score − AI score| over the override reviews (one decimal); null without overrides.',
          ),
      })
      .optional()
      .describe(
        'Human reviews of the scoring jobs in the window (every review recorded, superseded ones included; additive).',
      ),
  })
  .openapi('AnalyticsSummaryResponse');
export type AnalyticsSummaryResponse = z.infer<typeof AnalyticsSummaryResponse>;
