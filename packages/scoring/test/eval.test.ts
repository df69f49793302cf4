// The evaluation harness: its statistics, the labelled-set format, and a run of the shipped set
// on the sandbox engine (through the library and through `npm run eval`).
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  agreement,
  averageRanks,
  EVAL_REPORT_FORMAT,
  parseEvalSet,
  runEval,
  SandboxEngine,
  spearman,
  type EvalReport,
} from '../src/index.js';
import { REPO_ROOT, runScript } from './support/tiny-model.js';

const BASIC = join(REPO_ROOT, 'eval', 'sets', 'basic.json');
const basic = () => parseEvalSet(JSON.parse(readFileSync(BASIC, 'utf8')));

describe('statistics', () => {
  it("Spearman's ρ with average ranks for ties", () => {
    expect(averageRanks([10, 20, 20, 5])).toEqual([2, 3.5, 3.5, 1]);
    expect(spearman([1, 2, 3, 4], [10, 20, 30, 40])).toBe(1);
    expect(spearman([1, 2, 3, 4], [4, 3, 2, 1])).toBe(-1);
    expect(spearman([1, 2, 3, 4, 5], [5, 6, 7, 8, 7])).toBeCloseTo(8 / Math.sqrt(95), 10);
    expect(spearman([1, 2, 3], [7, 7, 7])).toBeNull();
    expect(spearman([1], [1])).toBeNull();
  });

  it('verdict agreement: exact, within one step, and Cohen’s kappa', () => {
    const a = agreement([
      { expected: 'met', given: 'met' },
      { expected: 'met', given: 'partial' },
      { expected: 'not_met', given: 'not_met' },
      { expected: 'not_met', given: 'met' },
    ]);
    expect(a.exact).toBe(0.5);
    expect(a.withinOne).toBe(0.75);
    // observed 0.5; chance = 0.5·0.5 (met) + 0·0.25 (partial) + 0.5·0.25 (not_met) = 0.375
    expect(a.kappa).toBeCloseTo((0.5 - 0.375) / (1 - 0.375), 10);
    expect(a.confusion.met).toEqual({ met: 1, partial: 1, not_met: 0 });
  });
});

describe('the labelled-set format', () => {
  it('the shipped set parses: 21 items over 3 jobs, every item with verdicts for every criterion', () => {
    const set = basic();
    expect(set.items).toHaveLength(21);
    expect(set.jobs).toHaveLength(3);
    for (const item of set.items) expect(Object.keys(item.expectedVerdicts)).toHaveLength(5);
  });

  it('refuses unknown jobs and criteria, duplicate ids and other formats, naming the path', () => {
    const set = JSON.parse(readFileSync(BASIC, 'utf8')) as { items: Array<Record<string, unknown>>; format: string };
    const broken = structuredClone(set);
    broken.items[0] = { ...broken.items[0], jobId: 'nope' };
    expect(() => parseEvalSet(broken)).toThrow(/items\.0\.jobId: unknown job nope/);
    const badCriterion = structuredClone(set);
    badCriterion.items[1] = { ...badCriterion.items[1], expectedVerdicts: { c9: 'met' } };
    expect(() => parseEvalSet(badCriterion)).toThrow(/has no criterion c9/);
    const dup = structuredClone(set);
    dup.items[2] = { ...dup.items[2], id: 'sre-01' };
    expect(() => parseEvalSet(dup)).toThrow(/duplicate item id sre-01/);
    expect(() => parseEvalSet({ ...set, format: 'other' })).toThrow(/format/);
  });
});

describe('runEval on the sandbox engine', () => {
  it('reports rank correlation and verdict agreement, the same on every run', async () => {
    const report = await runEval(new SandboxEngine(), basic());
    expect(report).toMatchObject({
      format: EVAL_REPORT_FORMAT,
      set: { name: 'basic', items: 21, jobs: 3 },
      blind: true,
      engine: { engine: 'sandbox' },
    });
    expect(report.items.every((i) => i.error === undefined && i.score !== null)).toBe(true);
    expect(report.criteria.judgements).toBe(105);
    // The sandbox matches key terms: clearly better than chance, clearly short of a careful reader.
    expect(report.spearman).toBeGreaterThan(0.3);
    expect(report.spearman).toBeLessThan(0.9);
    expect(report.criteria.exact).toBeGreaterThan(0.5);
    expect(report.perJob.map((j) => j.items)).toEqual([7, 7, 7]);
    expect(report.perCriterion).toHaveLength(15);
    const again = await runEval(new SandboxEngine(), basic());
    expect({ ...again, createdAt: '', durationMs: 0 }).toEqual({ ...report, createdAt: '', durationMs: 0 });
  });
});

describe('npm run eval', () => {
  const out = mkdtempSync(join(tmpdir(), 'rubric-eval-'));
  const evaluate = (...args: string[]) => runScript('eval.mjs', ['--quiet', ...args], out);

  it('prints the table and writes the report; thresholds not reached exit 1, a bad set exits 2', () => {
    const run = evaluate('--out', 'eval.json');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Spearman ρ');
    const report = JSON.parse(readFileSync(join(out, 'eval.json'), 'utf8')) as EvalReport;
    expect(report.set.items).toBe(21);
    expect(evaluate('--out', 'x.json', '--min-spearman', '0.99').status).toBe(1);
    expect(evaluate('--set', join(out, 'missing.json')).status).toBe(2);
  });
});
