import { RACE_ETHNICITY_CATEGORIES, SEX_CATEGORIES, type BiasAuditDimension } from '@rubric/contracts';
import { describe, expect, it } from 'vitest';
import { computeBiasAudit, median, wilsonInterval, type AuditRow } from './calculator.js';

const row = (score: number, sex: string | null, raceEthnicity: string | null = null, ageBand: string | null = null) =>
  ({ score, sex, raceEthnicity, ageBand }) satisfies AuditRow;

const cat = (dim: BiasAuditDimension, name: string) => {
  const c = dim.categories.find((x) => x.category === name);
  if (!c) throw new Error(`no category ${name}`);
  return c;
};

describe('bias-audit calculator, hand-computed fixtures', () => {
  it('ties at the median: only scores strictly above it count', () => {
    // 10 20 20 20 30 → median 20; above: the 30 alone.
    const r = computeBiasAudit([
      row(10, 'female'),
      row(20, 'female'),
      row(30, 'female'),
      row(20, 'male'),
      row(20, 'male'),
    ]);
    expect(r.sampleSize).toBe(5);
    expect(r.medianScore).toBe(20);
    expect(r.scoringRate).toBe(1 / 5);
    const sex = r.dimensions.sex;
    expect(cat(sex, 'female')).toMatchObject({ count: 3, scoringRate: 1 / 3, impactRatio: 1, excluded: false });
    // A category with a zero rate gets a ratio of 0 (the highest rate is not 0).
    expect(cat(sex, 'male')).toMatchObject({ count: 2, scoringRate: 0, impactRatio: 0, excluded: false });
    expect(sex.highestScoringRate).toBe(1 / 3);
    expect(sex.knownCount).toBe(5);
    expect(sex.unknownCount).toBe(0);
  });

  it('an even sample: the median is the mean of the two middle scores', () => {
    const r = computeBiasAudit([row(10, 'female'), row(20, 'male'), row(40, 'female'), row(90, 'male')]);
    expect(r.medianScore).toBe(30);
    expect(cat(r.dimensions.sex, 'female').scoringRate).toBe(0.5);
    expect(cat(r.dimensions.sex, 'male').scoringRate).toBe(0.5);
    expect(cat(r.dimensions.sex, 'male').impactRatio).toBe(1);
  });

  it('all scores equal: nobody is above the median, every rate is 0 and no ratio exists', () => {
    const r = computeBiasAudit([row(50, 'female'), row(50, 'male'), row(50, 'male'), row(50, 'another')]);
    expect(r.medianScore).toBe(50);
    expect(r.scoringRate).toBe(0);
    for (const c of r.dimensions.sex.categories) {
      expect(c.scoringRate).toBe(0);
      expect(c.impactRatio).toBeNull();
    }
    expect(r.dimensions.sex.highestScoringRate).toBe(0);
  });

  it('exactly 2% of the known sample is kept; just under 2% is excluded', () => {
    // 1 of 50 known = 2%: kept, with a ratio.
    const kept = computeBiasAudit([...Array.from({ length: 49 }, (_, i) => row(i, 'female')), row(100, 'another')]);
    expect(cat(kept.dimensions.sex, 'another')).toMatchObject({ count: 1, excluded: false, shareOfKnown: 0.02 });
    expect(cat(kept.dimensions.sex, 'another').impactRatio).not.toBeNull();
    // The 'another' applicant is the only one above the median, so it holds the maximum while kept.
    expect(cat(kept.dimensions.sex, 'another').impactRatio).toBe(1);
    // 1 of 51 known < 2%: excluded, reported with count and rate, no ratio, and out of the maximum.
    const out = computeBiasAudit([...Array.from({ length: 50 }, (_, i) => row(i, 'female')), row(100, 'another')]);
    const another = cat(out.dimensions.sex, 'another');
    expect(another).toMatchObject({ count: 1, excluded: true, scoringRate: 1, impactRatio: null });
    expect(another.scoringRateInterval).not.toBeNull();
    // median of 0..49 and 100 is 25: female above = 26..49 = 24 of 50; the maximum is female's own rate.
    expect(out.dimensions.sex.highestScoringRate).toBe(24 / 50);
    expect(cat(out.dimensions.sex, 'female').impactRatio).toBe(1);
    // 'male' has nobody: excluded, no rate.
    expect(cat(out.dimensions.sex, 'male')).toMatchObject({
      count: 0,
      excluded: true,
      scoringRate: null,
      impactRatio: null,
    });
  });

  it('declined and missing count as unknown, never as a category, and still count in the median', () => {
    // 40 60 90 95 → median 75: neither female (60) nor male (40) is above it. Over the known two alone it
    // would be 50 and female would be above: the median is of the whole sample.
    const r = computeBiasAudit([
      row(60, 'female', 'asian', 'under_40'),
      row(40, 'male', 'declined', 'declined'),
      row(90, 'declined', 'white', null),
      row(95, null, null, null),
    ]);
    expect(r.medianScore).toBe(75);
    expect(r.dimensions.sex.unknownCount).toBe(2);
    expect(r.dimensions.sex.knownCount).toBe(2);
    expect(r.dimensions.raceEthnicity.unknownCount).toBe(2);
    expect(r.dimensions.ageBand.unknownCount).toBe(3);
    expect(r.dimensions.intersectional.knownCount).toBe(1);
    expect(r.dimensions.intersectional.unknownCount).toBe(3);
    expect(cat(r.dimensions.sex, 'female').scoringRate).toBe(0);
    expect(r.dimensions.sex.categories.map((c) => c.category)).toEqual(['female', 'male', 'another']);
    expect(r.dimensions.ageBand.categories.map((c) => c.category)).toEqual(['under_40', '40_and_over']);
    expect(cat(r.dimensions.raceEthnicity, 'white')).toMatchObject({ count: 1, scoringRate: 1 });
  });

  it('every sex × race/ethnicity cell is an intersectional category, named sex|race', () => {
    const rows: AuditRow[] = [];
    let score = 0;
    for (const sex of SEX_CATEGORIES) for (const race of RACE_ETHNICITY_CATEGORIES) rows.push(row(score++, sex, race));
    rows.push(row(100, 'female', 'declined'));
    const r = computeBiasAudit(rows);
    const inter = r.dimensions.intersectional;
    expect(inter.categories.map((c) => c.category)).toEqual(
      SEX_CATEGORIES.flatMap((s) => RACE_ETHNICITY_CATEGORIES.map((race) => `${s}|${race}`)),
    );
    expect(inter.categories).toHaveLength(21);
    expect(inter.knownCount).toBe(21);
    expect(inter.unknownCount).toBe(1);
    for (const c of inter.categories) expect(c.count).toBe(1);
    // 22 scores 0..20 and 100 → median (10 + 11) / 2 = 10.5: the cells scored 11..20 are above.
    expect(r.medianScore).toBe(10.5);
    expect(inter.categories.filter((c) => c.scoringRate === 1)).toHaveLength(10);
    expect(cat(inter, 'another|two_or_more_races')).toMatchObject({ scoringRate: 1, impactRatio: 1 });
    expect(cat(inter, 'female|hispanic_or_latino')).toMatchObject({ scoringRate: 0, impactRatio: 0 });
    expect(cat(r.dimensions.sex, 'female').count).toBe(8);
  });

  it('an empty period: no median, no rates, every category empty and excluded', () => {
    const r = computeBiasAudit([], { threshold: 50 });
    expect(r.sampleSize).toBe(0);
    expect(r.medianScore).toBeNull();
    expect(r.scoringRate).toBeNull();
    for (const dim of Object.values(r.dimensions)) {
      expect(dim.knownCount).toBe(0);
      expect(dim.unknownCount).toBe(0);
      expect(dim.highestScoringRate).toBeNull();
      for (const c of dim.categories)
        expect(c).toMatchObject({
          count: 0,
          excluded: true,
          scoringRate: null,
          scoringRateInterval: null,
          impactRatio: null,
          selectionRate: null,
          selectionImpactRatio: null,
        });
    }
  });

  it('with a threshold: selection rate (score ≥ threshold) and its impact ratio', () => {
    const r = computeBiasAudit(
      [row(10, 'female'), row(20, 'female'), row(30, 'female'), row(20, 'male'), row(20, 'male')],
      { threshold: 20 },
    );
    expect(cat(r.dimensions.sex, 'female')).toMatchObject({ selectionRate: 2 / 3, selectionImpactRatio: 2 / 3 });
    expect(cat(r.dimensions.sex, 'male')).toMatchObject({ selectionRate: 1, selectionImpactRatio: 1 });
    expect(r.dimensions.sex.highestSelectionRate).toBe(1);
    // Without one, the fields are absent.
    expect(cat(computeBiasAudit([row(1, 'male')]).dimensions.sex, 'male')).not.toHaveProperty('selectionRate');
  });

  it('Wilson intervals match hand-computed values', () => {
    const half = wilsonInterval(5, 10)!;
    expect(half.lower).toBeCloseTo(0.2366, 4);
    expect(half.upper).toBeCloseTo(0.7634, 4);
    const none = wilsonInterval(0, 20)!;
    expect(none.lower).toBe(0);
    expect(none.upper).toBeCloseTo(0.1611, 4);
    const all = wilsonInterval(3, 3)!;
    expect(all.lower).toBeCloseTo(0.4385, 4);
    expect(all.upper).toBe(1);
    expect(wilsonInterval(0, 0)).toBeNull();
    expect(median([3, 1, 2])).toBe(2);
    expect(median([])).toBeNull();
  });
});

/** mulberry32: a small seeded generator, so a failing case can be replayed from its seed. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SEXES = [...SEX_CATEGORIES, 'declined', null];
const RACES = [...RACE_ETHNICITY_CATEGORIES, 'declined', null];
const AGES = ['under_40', '40_and_over', 'declined', null];

/** Only what must not change: counts, exclusions, rates and ratios of every category (not the median itself). */
function ratiosOf(dims: ReturnType<typeof computeBiasAudit>['dimensions']) {
  return Object.fromEntries(
    Object.entries(dims).map(([name, d]) => [
      name,
      d.categories.map((c) => [
        c.category,
        c.count,
        c.excluded,
        c.scoringRate,
        c.impactRatio,
        c.selectionRate,
        c.selectionImpactRatio,
      ]),
    ]),
  );
}

describe('bias-audit calculator, properties', () => {
  const rescalings: Array<[string, (x: number) => number]> = [
    ['affine', (x) => 3 * x - 17],
    ['cube', (x) => x ** 3 + 7],
    ['exponential', (x) => Math.exp(x / 10)],
    ['logarithm', (x) => Math.log1p(x)],
  ];

  it('ratios are unchanged by any strictly increasing rescaling of scores and by any reordering of rows', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const next = random(seed);
      const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!;
      const n = 1 + Math.floor(next() * 300);
      // Few distinct scores on some seeds, so that ties at the median are common.
      const spread = seed % 3 === 0 ? 5 : 101;
      const rows: AuditRow[] = Array.from({ length: n }, () =>
        row(Math.floor(next() * spread), pick(SEXES), pick(RACES), pick(AGES)),
      );
      const threshold = Math.floor(next() * spread);
      const base = ratiosOf(computeBiasAudit(rows, { threshold }).dimensions);
      for (const [name, f] of rescalings) {
        const scaled = rows.map((r) => ({ ...r, score: f(r.score) }));
        expect(
          ratiosOf(computeBiasAudit(scaled, { threshold: f(threshold) }).dimensions),
          `seed ${seed}, ${name}`,
        ).toEqual(base);
      }
      const shuffled = [...rows];
      for (let i = shuffled.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
      }
      expect(computeBiasAudit(shuffled, { threshold }), `seed ${seed}, shuffled`).toEqual(
        computeBiasAudit(rows, { threshold }),
      );
      // Identical applications folded into one row with a count (as the database hands them over): the same figures.
      const grouped = new Map<string, AuditRow & { count: number }>();
      for (const r of rows) {
        const key = JSON.stringify(r);
        const g = grouped.get(key);
        if (g) g.count++;
        else grouped.set(key, { ...r, count: 1 });
      }
      expect(computeBiasAudit([...grouped.values()], { threshold }), `seed ${seed}, grouped`).toEqual(
        computeBiasAudit(rows, { threshold }),
      );
    }
  });
});
