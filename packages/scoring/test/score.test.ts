import { describe, expect, it } from 'vitest';
import { computeScore, type CriterionVerdict, type Importance } from '../src/index.js';

const j = (importance: Importance, verdict: CriterionVerdict) => ({ importance, verdict });
const M = 'MUST_HAVE' as const;
const N = 'NICE_TO_HAVE' as const;

describe('computeScore', () => {
  it('is 100 when every criterion is met and 0 when none is', () => {
    expect(computeScore([j(M, 'met'), j(N, 'met')])).toBe(100);
    expect(computeScore([j(N, 'not_met'), j(N, 'not_met')])).toBe(0);
    expect(computeScore([j(M, 'not_met')])).toBe(0);
  });

  it('weighs MUST_HAVE three times NICE_TO_HAVE', () => {
    // (3·1 + 1·0) / 4 = 75
    expect(computeScore([j(M, 'met'), j(N, 'not_met')])).toBe(75);
    // (1·1 + 1·0) / 2 = 50
    expect(computeScore([j(N, 'met'), j(N, 'not_met')])).toBe(50);
  });

  it('counts partial as half', () => {
    expect(computeScore([j(M, 'partial')])).toBe(50);
    // (3·0.5 + 1·1) / 4 = 62.5 → 63 (half rounds up)
    expect(computeScore([j(M, 'partial'), j(N, 'met')])).toBe(63);
    // (3·1 + 3·0.5 + 1·0.5) / 7 = 71.43 → 71
    expect(computeScore([j(M, 'met'), j(M, 'partial'), j(N, 'partial')])).toBe(71);
  });

  it('caps the score at 40 when any MUST_HAVE is not met', () => {
    // (3·1·3 + 3·0) / 12 = 75 uncapped
    expect(computeScore([j(M, 'met'), j(M, 'met'), j(M, 'met'), j(M, 'not_met')])).toBe(40);
    // a low score stays as it is: (3·0 + 1·1) / 4 = 25
    expect(computeScore([j(M, 'not_met'), j(N, 'met')])).toBe(25);
  });

  it('does not cap for unmet nice-to-haves or partial must-haves', () => {
    // (3 + 3 + 0) / 7 = 85.7 → 86
    expect(computeScore([j(M, 'met'), j(M, 'met'), j(N, 'not_met')])).toBe(86);
    // (3·0.5 + 1) / 4 = 62.5 → 63
    expect(computeScore([j(M, 'partial'), j(N, 'met')])).toBe(63);
  });

  it('returns integers within 0–100 for every combination of three criteria', () => {
    const verdicts: CriterionVerdict[] = ['met', 'partial', 'not_met'];
    const importances: Importance[] = [M, N];
    for (const v1 of verdicts)
      for (const v2 of verdicts)
        for (const v3 of verdicts)
          for (const i1 of importances)
            for (const i2 of importances) {
              const s = computeScore([j(i1, v1), j(i2, v2), j(N, v3)]);
              expect(Number.isInteger(s)).toBe(true);
              expect(s).toBeGreaterThanOrEqual(0);
              expect(s).toBeLessThanOrEqual(
                i1 === M && v1 === 'not_met' ? 40 : i2 === M && v2 === 'not_met' ? 40 : 100,
              );
            }
  });

  it('throws with no criteria and for an unknown verdict', () => {
    expect(() => computeScore([])).toThrow(/at least one/);
    expect(() => computeScore([{ importance: M, verdict: 'maybe' as CriterionVerdict }])).toThrow(/invalid judgement/);
  });
});
