import {
  AGE_BAND_CATEGORIES,
  BIAS_AUDIT_DIMENSIONS,
  RACE_ETHNICITY_CATEGORIES,
  SEX_CATEGORIES,
  type BiasAuditCategory,
  type BiasAuditDimension,
  type BiasAuditDimensionName,
} from '@rubric/contracts';

/**
 * The bias-audit arithmetic, pure: rows in, figures out. The definitions are Local Law 144's for a tool that
 * outputs scores (docs/bias-audit.md): the scoring rate of a category is the share of it scored strictly above
 * the median of the whole sample, its impact ratio that rate over the highest rate among the dimension's
 * categories that are not excluded (fewer than 2% of the dimension's known sample).
 */

/**
 * One application of the sample: its score and what the applicant self-identified as (null: nothing recorded).
 * `count`: how many applications the row stands for (the database groups identical ones; default 1).
 */
export interface AuditRow {
  score: number;
  sex: string | null;
  raceEthnicity: string | null;
  ageBand: string | null;
  count?: number;
}

export interface AuditFigures {
  sampleSize: number;
  medianScore: number | null;
  /** Share of the whole sample strictly above the median. */
  scoringRate: number | null;
  dimensions: Record<BiasAuditDimensionName, BiasAuditDimension>;
}

/** z for a two-sided 95% interval. */
const Z95 = 1.959963984540054;

/** 95% Wilson score interval of k successes in n trials; null for n = 0. */
export function wilsonInterval(k: number, n: number, z = Z95): { lower: number; upper: number } | null {
  if (n === 0) return null;
  const p = k / n;
  const z2 = z * z;
  const denominator = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denominator;
  return { lower: Math.max(0, centre - half), upper: Math.min(1, centre + half) };
}

/** The median of the values (the mean of the two middle ones for an even count); null for none. */
export function median(values: ArrayLike<number>): number | null {
  return weightedMedian(Array.from(values, (score) => ({ score, count: 1 })));
}

/** The median of scores that each stand for `count` applications. */
function weightedMedian(rows: readonly { score: number; count?: number }[]): number | null {
  const sorted = rows.filter((r) => (r.count ?? 1) > 0).sort((a, b) => a.score - b.score);
  const n = sorted.reduce((sum, r) => sum + (r.count ?? 1), 0);
  if (n === 0) return null;
  // The k-th smallest value (0-based) by walking the cumulative counts.
  const nth = (k: number) => {
    let seen = 0;
    for (const r of sorted) {
      seen += r.count ?? 1;
      if (seen > k) return r.score;
    }
    return sorted[sorted.length - 1]!.score;
  };
  const mid = Math.floor(n / 2);
  return n % 2 === 1 ? nth(mid) : (nth(mid - 1) + nth(mid)) / 2;
}

/** A category of a dimension must be one of these; anything else (`declined`, nothing recorded) is unknown. */
const INTERSECTIONAL_CATEGORIES = SEX_CATEGORIES.flatMap((sex) => RACE_ETHNICITY_CATEGORIES.map((r) => `${sex}|${r}`));

const SEX = new Set<string>(SEX_CATEGORIES);
const RACE = new Set<string>(RACE_ETHNICITY_CATEGORIES);
const AGE = new Set<string>(AGE_BAND_CATEGORIES);

const DIMENSIONS: Record<BiasAuditDimensionName, { categories: readonly string[]; of(row: AuditRow): string | null }> =
  {
    sex: { categories: SEX_CATEGORIES, of: (r) => (r.sex !== null && SEX.has(r.sex) ? r.sex : null) },
    raceEthnicity: {
      categories: RACE_ETHNICITY_CATEGORIES,
      of: (r) => (r.raceEthnicity !== null && RACE.has(r.raceEthnicity) ? r.raceEthnicity : null),
    },
    intersectional: {
      categories: INTERSECTIONAL_CATEGORIES,
      of: (r) =>
        r.sex !== null && SEX.has(r.sex) && r.raceEthnicity !== null && RACE.has(r.raceEthnicity)
          ? `${r.sex}|${r.raceEthnicity}`
          : null,
    },
    ageBand: {
      categories: AGE_BAND_CATEGORIES,
      of: (r) => (r.ageBand !== null && AGE.has(r.ageBand) ? r.ageBand : null),
    },
  };

interface Tally {
  count: number;
  above: number;
  selected: number;
}

const rate = (k: number, n: number) => (n === 0 ? null : k / n);

/** Highest rate among the categories that count; null when none does. */
function highest(rates: (number | null)[], counted: boolean[]): number | null {
  let max: number | null = null;
  rates.forEach((r, i) => {
    if (counted[i] && r !== null && (max === null || r > max)) max = r;
  });
  return max;
}

const ratio = (r: number | null, max: number | null, excluded: boolean) =>
  excluded || r === null || max === null || max === 0 ? null : r / max;

function dimensionFigures(
  categories: readonly string[],
  tallies: Map<string, Tally>,
  unknownCount: number,
  threshold: number | null,
): BiasAuditDimension {
  const rows = categories.map((category) => ({
    category,
    ...(tallies.get(category) ?? { count: 0, above: 0, selected: 0 }),
  }));
  const knownCount = rows.reduce((sum, r) => sum + r.count, 0);
  // Fewer than 2% of the known sample, in integers (count < known / 50) so that exactly 2% is kept; an empty
  // category has no rate at all.
  const excluded = rows.map((r) => r.count === 0 || r.count * 50 < knownCount);
  const counted = excluded.map((e) => !e);
  const scoringRates = rows.map((r) => rate(r.above, r.count));
  const selectionRates = rows.map((r) => rate(r.selected, r.count));
  const maxScoring = highest(scoringRates, counted);
  const maxSelection = threshold === null ? null : highest(selectionRates, counted);
  return {
    knownCount,
    unknownCount,
    highestScoringRate: maxScoring,
    ...(threshold === null ? {} : { highestSelectionRate: maxSelection }),
    categories: rows.map((r, i): BiasAuditCategory => ({
      category: r.category,
      count: r.count,
      shareOfKnown: rate(r.count, knownCount),
      excluded: excluded[i]!,
      scoringRate: scoringRates[i]!,
      scoringRateInterval: wilsonInterval(r.above, r.count),
      impactRatio: ratio(scoringRates[i]!, maxScoring, excluded[i]!),
      ...(threshold === null
        ? {}
        : {
            selectionRate: selectionRates[i]!,
            selectionRateInterval: wilsonInterval(r.selected, r.count),
            selectionImpactRatio: ratio(selectionRates[i]!, maxSelection, excluded[i]!),
          }),
    })),
  };
}

/**
 * The figures of a sample. Two passes over the rows (the median needs them all first); order does not matter,
 * nor whether identical applications come as one row with a count or as several,
 * and only the order of scores does (any strictly increasing rescaling of scores and threshold gives the same
 * rates and ratios).
 */
export function computeBiasAudit(rows: readonly AuditRow[], options: { threshold?: number | null } = {}): AuditFigures {
  const threshold = options.threshold ?? null;
  const medianScore = weightedMedian(rows);
  const tallies = Object.fromEntries(BIAS_AUDIT_DIMENSIONS.map((d) => [d, new Map<string, Tally>()])) as Record<
    BiasAuditDimensionName,
    Map<string, Tally>
  >;
  const unknown = Object.fromEntries(BIAS_AUDIT_DIMENSIONS.map((d) => [d, 0])) as Record<
    BiasAuditDimensionName,
    number
  >;
  let aboveAll = 0;
  let sampleSize = 0;
  for (const row of rows) {
    const n = row.count ?? 1;
    sampleSize += n;
    const above = medianScore !== null && row.score > medianScore ? n : 0;
    const selected = threshold !== null && row.score >= threshold ? n : 0;
    aboveAll += above;
    for (const name of BIAS_AUDIT_DIMENSIONS) {
      const category = DIMENSIONS[name].of(row);
      if (category === null) {
        unknown[name] += n;
        continue;
      }
      const tally = tallies[name].get(category);
      if (tally) {
        tally.count += n;
        tally.above += above;
        tally.selected += selected;
      } else tallies[name].set(category, { count: n, above, selected });
    }
  }
  const dimensions = Object.fromEntries(
    BIAS_AUDIT_DIMENSIONS.map((name) => [
      name,
      dimensionFigures(DIMENSIONS[name].categories, tallies[name], unknown[name], threshold),
    ]),
  ) as Record<BiasAuditDimensionName, BiasAuditDimension>;
  return { sampleSize, medianScore, scoringRate: rate(aboveAll, sampleSize), dimensions };
}
