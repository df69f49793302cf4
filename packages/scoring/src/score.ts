import type { CriterionVerdict, Importance } from './types.js';

export const IMPORTANCE_WEIGHT: Record<Importance, number> = { MUST_HAVE: 3, NICE_TO_HAVE: 1 };
export const VERDICT_VALUE: Record<CriterionVerdict, number> = { met: 1, partial: 0.5, not_met: 0 };
/** An unmet must-have caps the score: a candidate missing a hard requirement never ranks as a good fit. */
export const UNMET_MUST_HAVE_CAP = 40;

/**
 * The score, computed from per-criterion judgements (never taken from the model): weighted mean
 * (MUST_HAVE 3, NICE_TO_HAVE 1; met 1, partial 0.5, not_met 0) × 100, rounded; any MUST_HAVE
 * `not_met` caps it at 40.
 */
export function computeScore(judgements: Array<{ importance: Importance; verdict: CriterionVerdict }>): number {
  if (judgements.length === 0) throw new Error('computeScore needs at least one criterion judgement');
  let weighted = 0;
  let total = 0;
  let mustHaveUnmet = false;
  for (const j of judgements) {
    const weight = IMPORTANCE_WEIGHT[j.importance];
    const value = VERDICT_VALUE[j.verdict];
    if (weight === undefined || value === undefined) throw new Error(`invalid judgement ${JSON.stringify(j)}`);
    weighted += weight * value;
    total += weight;
    if (j.importance === 'MUST_HAVE' && j.verdict === 'not_met') mustHaveUnmet = true;
  }
  // Round on a scaled integer so 0.5 boundaries do not depend on float noise (e.g. 62.49999…).
  const raw = Math.round(Math.round((weighted / total) * 100 * 1e6) / 1e6);
  const capped = mustHaveUnmet ? Math.min(raw, UNMET_MUST_HAVE_CAP) : raw;
  return Math.max(0, Math.min(100, capped));
}
