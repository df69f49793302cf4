// Statistics for the evaluation harness: Spearman's rank correlation (ties get their average
// rank) and agreement between expected and given per-criterion verdicts, with Cohen's kappa.
import type { CriterionVerdict } from '../types.js';

/** 1-based ranks; tied values share the average of the ranks they span. */
export function averageRanks(values: readonly number[]): number[] {
  const order = values.map((v, i) => ({ v, i })).sort((a, b) => a.v - b.v);
  const ranks = new Array<number>(values.length).fill(0);
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]?.v === order[start]?.v) end++;
    const rank = (start + end) / 2 + 1;
    for (let k = start; k <= end; k++) ranks[order[k]?.i ?? 0] = rank;
    start = end + 1;
  }
  return ranks;
}

function pearson(x: readonly number[], y: readonly number[]): number | null {
  const n = x.length;
  if (n < 2 || y.length !== n) return null;
  const mx = x.reduce((a, b) => a + b, 0) / n;
  const my = y.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = (x[i] ?? 0) - mx;
    const dy = (y[i] ?? 0) - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  // A constant series has no rank order to agree with.
  if (sxx === 0 || syy === 0) return null;
  return sxy / Math.sqrt(sxx * syy);
}

/** Spearman's ρ (Pearson on average ranks); null with fewer than two items or a constant series. */
export function spearman(x: readonly number[], y: readonly number[]): number | null {
  return pearson(averageRanks(x), averageRanks(y));
}

const VERDICTS: readonly CriterionVerdict[] = ['met', 'partial', 'not_met'];
const ORDINAL: Record<CriterionVerdict, number> = { not_met: 0, partial: 1, met: 2 };

export interface Agreement {
  judgements: number;
  /** Share of judgements where the verdict is the expected one. */
  exact: number;
  /** Share where it is at most one step away (met ↔ partial ↔ not_met). */
  withinOne: number;
  /** Cohen's kappa over the three verdicts; null when undefined (a single class on both sides). */
  kappa: number | null;
  /** confusion[expected][given] = count */
  confusion: Record<CriterionVerdict, Record<CriterionVerdict, number>>;
}

export function agreement(pairs: ReadonlyArray<{ expected: CriterionVerdict; given: CriterionVerdict }>): Agreement {
  const confusion = Object.fromEntries(
    VERDICTS.map((e) => [e, Object.fromEntries(VERDICTS.map((g) => [g, 0]))]),
  ) as Agreement['confusion'];
  for (const p of pairs) confusion[p.expected][p.given]++;
  const n = pairs.length;
  const exact = pairs.filter((p) => p.expected === p.given).length;
  const withinOne = pairs.filter((p) => Math.abs(ORDINAL[p.expected] - ORDINAL[p.given]) <= 1).length;
  let chance = 0;
  for (const v of VERDICTS) {
    const expected = pairs.filter((p) => p.expected === v).length / Math.max(1, n);
    const given = pairs.filter((p) => p.given === v).length / Math.max(1, n);
    chance += expected * given;
  }
  const observed = exact / Math.max(1, n);
  return {
    judgements: n,
    exact: n === 0 ? 0 : observed,
    withinOne: n === 0 ? 0 : withinOne / n,
    kappa: n === 0 || chance === 1 ? null : (observed - chance) / (1 - chance),
    confusion,
  };
}
