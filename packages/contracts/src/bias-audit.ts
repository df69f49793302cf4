import { ExternalId, Timestamp } from './common.js';
import { z } from './zod.js';

/** The categories an applicant may self-identify with (the EEO-1 categories LL144 audits use), plus `declined`. */
export const SEX_CATEGORIES = ['female', 'male', 'another'] as const;
export const RACE_ETHNICITY_CATEGORIES = [
  'hispanic_or_latino',
  'white',
  'black_or_african_american',
  'asian',
  'native_hawaiian_or_pacific_islander',
  'american_indian_or_alaska_native',
  'two_or_more_races',
] as const;
export const AGE_BAND_CATEGORIES = ['under_40', '40_and_over'] as const;
export type SexCategory = (typeof SEX_CATEGORIES)[number];
export type RaceEthnicityCategory = (typeof RACE_ETHNICITY_CATEGORIES)[number];
export type AgeBandCategory = (typeof AGE_BAND_CATEGORIES)[number];

export const BIAS_AUDIT_DIMENSIONS = ['sex', 'raceEthnicity', 'intersectional', 'ageBand'] as const;
export type BiasAuditDimensionName = (typeof BIAS_AUDIT_DIMENSIONS)[number];

export const BIAS_AUDIT_OUTCOMES = ['ai_score', 'effective_score'] as const;
export type BiasAuditOutcome = (typeof BIAS_AUDIT_OUTCOMES)[number];

export const RecordDemographicsRequest = z
  .strictObject({
    sex: z.enum([...SEX_CATEGORIES, 'declined']),
    raceEthnicity: z.enum([...RACE_ETHNICITY_CATEGORIES, 'declined']),
    ageBand: z
      .enum([...AGE_BAND_CATEGORIES, 'declined'])
      .optional()
      .describe('Omitted: not asked (counted as unknown, like `declined`).'),
    source: z.literal('self_identified').describe('Only what the applicant stated themselves is accepted.'),
  })
  .openapi('RecordDemographicsRequest', {
    description:
      'Voluntary self-identification of one applicant. Kept apart from scoring: never returned per application, never shown to the engine, only counted in the bias-audit report.',
  });
export type RecordDemographicsRequest = z.infer<typeof RecordDemographicsRequest>;

/** `jobId` may repeat (`?jobId=a&jobId=b`); one value arrives as a string, several as an array. */
const JobIdFilter = z
  .preprocess((v) => (typeof v === 'string' ? [v] : v), z.array(ExternalId).min(1).max(100))
  .openapi({
    type: 'array',
    items: { type: 'string', pattern: '^[A-Za-z0-9._:@-]{1,255}$' },
    maxItems: 100,
    description: 'Repeatable: `?jobId=a&jobId=b`. None: every job of the tenant.',
  });

const Threshold = z
  .string()
  .regex(/^\d{1,3}(\.\d{1,4})?$/, 'must be a number from 0 to 100')
  .transform(Number)
  .pipe(z.number().min(0, 'must be a number from 0 to 100').max(100, 'must be a number from 0 to 100'))
  .openapi({ type: 'number', minimum: 0, maximum: 100 });

export const BiasAuditQuery = z.strictObject({
  from: Timestamp.optional().describe('Start of the period (inclusive), by completion time of the score.'),
  to: Timestamp.optional().describe('End of the period (exclusive).'),
  jobId: JobIdFilter.optional(),
  outcome: z
    .enum(BIAS_AUDIT_OUTCOMES)
    .optional()
    .describe('`ai_score` (default): the engine’s score; `effective_score`: the score after human review.'),
  threshold: Threshold.optional().describe(
    'With it, each category also gets a selection rate (score ≥ threshold) and its impact ratio.',
  ),
});
export type BiasAuditQuery = z.infer<typeof BiasAuditQuery>;

export const WilsonInterval = z
  .object({ lower: z.number(), upper: z.number() })
  .openapi('WilsonInterval', { description: '95% Wilson score interval of a rate.' });

export const BiasAuditCategory = z
  .object({
    category: z.string().describe('`female`, `asian`, …; intersectional cells are `sex|raceEthnicity`.'),
    count: z.number().int(),
    shareOfKnown: z.number().nullable().describe('count ÷ the dimension’s known sample (null when it is empty).'),
    excluded: z
      .boolean()
      .describe('Fewer than 2% of the dimension’s known sample: reported, left out of the maximum, no ratio.'),
    scoringRate: z.number().nullable().describe('Share of the category scored strictly above `medianScore`.'),
    scoringRateInterval: WilsonInterval.nullable(),
    impactRatio: z
      .number()
      .nullable()
      .describe('scoringRate ÷ the highest scoring rate among non-excluded categories; null if excluded or that is 0.'),
    selectionRate: z.number().nullable().optional().describe('With `threshold`: share with score ≥ threshold.'),
    selectionRateInterval: WilsonInterval.nullable().optional(),
    selectionImpactRatio: z.number().nullable().optional(),
  })
  .openapi('BiasAuditCategory');
export type BiasAuditCategory = z.infer<typeof BiasAuditCategory>;

export const BiasAuditDimension = z
  .object({
    knownCount: z.number().int().describe('Applications of the sample with a category in this dimension.'),
    unknownCount: z.number().int().describe('`declined`, not asked or no self-identification recorded.'),
    highestScoringRate: z.number().nullable().describe('The denominator of the impact ratios.'),
    highestSelectionRate: z.number().nullable().optional(),
    categories: z.array(BiasAuditCategory),
  })
  .openapi('BiasAuditDimension');
export type BiasAuditDimension = z.infer<typeof BiasAuditDimension>;

export const BiasAuditModelVersion = z
  .object({
    engine: z.string().nullable(),
    modelSha256: z.string().nullable(),
    promptVersion: z.string().nullable(),
    count: z.number().int(),
  })
  .openapi('BiasAuditModelVersion');

export const BiasAuditReport = z
  .object({
    from: Timestamp.nullable(),
    to: Timestamp.nullable(),
    jobIds: z.array(z.string()).describe('The jobs asked for; empty: all jobs of the tenant.'),
    outcome: z.enum(BIAS_AUDIT_OUTCOMES),
    threshold: z.number().nullable(),
    sampleSize: z.number().int().describe('Applications with a completed score in [from, to), each once.'),
    medianScore: z.number().nullable().describe('Median over the whole sample (known and unknown demographics).'),
    scoringRate: z.number().nullable().describe('Share of the whole sample scored strictly above the median.'),
    notInSample: z
      .object({ disregarded: z.number().int() })
      .optional()
      .describe('`effective_score`: applications whose latest review disregarded the score (left out of the sample).'),
    dimensions: z.object({
      sex: BiasAuditDimension,
      raceEthnicity: BiasAuditDimension,
      intersectional: BiasAuditDimension,
      ageBand: BiasAuditDimension,
    }),
    modelVersions: z.array(BiasAuditModelVersion),
    warnings: z.array(z.object({ code: z.string(), message: z.string() })),
    generatedAt: Timestamp,
  })
  .openapi('BiasAuditReport');
export type BiasAuditReport = z.infer<typeof BiasAuditReport>;

/** The CSV columns of the report (`Accept: text/csv`): one row per category, then one `unknown` row per dimension. */
export const BIAS_AUDIT_CSV_COLUMNS = [
  'dimension',
  'category',
  'count',
  'shareOfKnown',
  'excluded',
  'scoringRate',
  'scoringRateLower',
  'scoringRateUpper',
  'impactRatio',
  'selectionRate',
  'selectionRateLower',
  'selectionRateUpper',
  'selectionImpactRatio',
  'sampleSize',
  'medianScore',
  'outcome',
  'threshold',
  'from',
  'to',
] as const;

const csvCell = (v: string | number | boolean | null | undefined): string => {
  if (v === null || v === undefined) return '';
  const s = String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** The report as CSV (RFC 4180, CRLF): the same numbers as the JSON, one row per category and per unknown count. */
export function biasAuditCsv(report: BiasAuditReport): string {
  const common = [report.sampleSize, report.medianScore, report.outcome, report.threshold, report.from, report.to];
  const lines = [BIAS_AUDIT_CSV_COLUMNS.join(',')];
  for (const name of BIAS_AUDIT_DIMENSIONS) {
    const dim = report.dimensions[name];
    for (const c of dim.categories)
      lines.push(
        [
          name,
          c.category,
          c.count,
          c.shareOfKnown,
          c.excluded,
          c.scoringRate,
          c.scoringRateInterval?.lower,
          c.scoringRateInterval?.upper,
          c.impactRatio,
          c.selectionRate,
          c.selectionRateInterval?.lower,
          c.selectionRateInterval?.upper,
          c.selectionImpactRatio,
          ...common,
        ]
          .map(csvCell)
          .join(','),
      );
    lines.push([name, 'unknown', dim.unknownCount, ...Array<null>(10).fill(null), ...common].map(csvCell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
