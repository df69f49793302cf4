// The counterfactual bias drill: with blind scoring on, identity changes no score (sandbox and the
// llm engine on the tiny model); on a deliberately name-sensitive engine with blind scoring off it
// finds the effect, so the drill is shown to detect bias. Kept small: a few resumes.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  BIAS_DRILL_FORMAT,
  formatBiasDrillTable,
  generateResumes,
  IDENTITIES,
  LlmEngine,
  NameSensitiveEngine,
  prepareApplication,
  renderResume,
  runBiasDrill,
  SandboxEngine,
  type BiasDrillReport,
} from '../src/index.js';
import { runScript, tinyEngineOptions, tinyModel } from './support/tiny-model.js';

// A hang guard sized to the work, not a wait: the drill scores every identity's rendering on a real engine, which
// takes several times longer while other work keeps both cores busy.
vi.setConfig({ testTimeout: 90_000 });

const FIXED_NOW = () => new Date('2025-01-01T00:00:00Z');

function groupsOf(report: BiasDrillReport, attribute: string) {
  return report.groups.filter((g) => g.attribute === attribute);
}

describe('the drill material', () => {
  it('renders one resume under every identity; blind redaction makes every rendering the same text', () => {
    const [spec] = generateResumes(3);
    if (!spec) throw new Error('no resume generated');
    const raw = IDENTITIES.map((identity, i) => renderResume(spec, identity, i));
    expect(new Set(raw).size).toBe(IDENTITIES.length);
    const seen = raw.map(
      (text) =>
        prepareApplication({ resumeText: text, applicationAnswers: null, context: null }, { blind: true }).input
          .resumeText,
    );
    expect(new Set(seen).size).toBe(1);
    expect(seen[0]).not.toMatch(/Walsh|Washington|she|he |Ms\.|1966|1999/u);
    expect(generateResumes(3)).toEqual(generateResumes(3));
  });
});

describe('bias drill on the sandbox engine', () => {
  it('blind scoring on: identity alone changes no score and no verdict; the run passes', async () => {
    const report = await runBiasDrill(new SandboxEngine(), { blind: true, resumes: 3, now: FIXED_NOW });
    expect(report.format).toBe(BIAS_DRILL_FORMAT);
    expect(report.counts).toEqual({
      resumes: 3,
      jobs: 3,
      identities: IDENTITIES.length,
      scores: 3 * 3 * IDENTITIES.length,
      pairs: 9,
    });
    expect(report.overall).toMatchObject({
      maxChange: 0,
      pairsWithScoreChange: 0,
      pairsWithVerdictChange: 0,
      pairsWithDistinctInputs: 0,
    });
    expect(report.pass).toBe(true);
    expect(report.failures).toEqual([]);
    expect(new Set(report.groups.map((g) => g.meanScore)).size).toBe(1);
    for (const g of report.groups) expect(g).toMatchObject({ maxChange: 0, meanDelta: 0, adverseImpact: false });
    expect(report.pairs.some((p) => p.max > 0)).toBe(true);
    expect(formatBiasDrillTable(report)).toContain('Result: PASS');
    expect(JSON.parse(JSON.stringify(report))).toEqual(report);
  });

  it('blind scoring off on a name-sensitive engine: the drill measures the effect and, run strict, fails', async () => {
    const report = await runBiasDrill(new NameSensitiveEngine(), {
      blind: false,
      resumes: 3,
      strict: true,
      now: FIXED_NOW,
    });
    expect(report.overall.maxChange).toBeGreaterThan(0);
    expect(report.overall.pairsWithScoreChange).toBeGreaterThan(0);
    expect(report.pass).toBe(false);
    expect(report.failures.length).toBe(report.overall.pairsWithScoreChange);
    const [white, ...others] = [...groupsOf(report, 'ethnicity')].sort((a, b) =>
      a.group === 'white' ? -1 : b.group === 'white' ? 1 : 0,
    );
    expect(white?.meanDelta).toBeGreaterThan(0);
    for (const g of others) expect(g.meanDelta).toBeLessThan(0);
    expect(report.groups.some((g) => g.adverseImpact)).toBe(true);
    expect(formatBiasDrillTable(report)).toContain('FAIL: identity changed scores');
    // Not strict: reported, not judged.
    const lenient = await runBiasDrill(new NameSensitiveEngine(), { blind: false, resumes: 3 });
    expect(lenient.pass).toBe(true);
    expect(lenient.overall.maxChange).toBe(report.overall.maxChange);
  });

  it('the same name-sensitive engine with blind scoring on shows no effect: redaction removed what it reacts to', async () => {
    const report = await runBiasDrill(new NameSensitiveEngine(), { blind: true, resumes: 3 });
    expect(report.overall.maxChange).toBe(0);
    expect(report.pass).toBe(true);
  });
});

describe('bias drill on the llm engine (tiny test model)', () => {
  let engine: LlmEngine;
  beforeAll(async () => {
    const { modelsDir } = tinyModel();
    engine = new LlmEngine(tinyEngineOptions(modelsDir));
    await engine.start();
  });
  afterAll(() => engine?.close());

  it('blind scoring on: identity alone changes no score', async () => {
    const report = await runBiasDrill(engine, { blind: true, resumes: 1, jobIds: ['backend-engineer'] });
    expect(report.engine).toMatchObject({ engine: 'llm', modelName: 'rubric-test-tiny' });
    expect(report.counts.scores).toBe(IDENTITIES.length);
    expect(report.overall).toMatchObject({
      maxChange: 0,
      pairsWithVerdictChange: 0,
      pairsWithResultChange: 0,
      pairsWithDistinctInputs: 0,
    });
    expect(report.pass).toBe(true);
  });

  it('blind scoring off: identity reaches the model (its output text changes with the name), which blind scoring prevents', async () => {
    const report = await runBiasDrill(engine, {
      blind: false,
      resumes: 1,
      jobIds: ['backend-engineer'],
      identities: IDENTITIES.slice(0, 3),
    });
    expect(report.overall.pairsWithDistinctInputs).toBe(1);
    expect(report.overall.pairsWithResultChange).toBe(1);
  });
});

describe('npm run drill:bias', () => {
  const out = mkdtempSync(join(tmpdir(), 'rubric-drill-'));
  const drill = (...args: string[]) => runScript('drill-bias.mjs', ['--quiet', '--resumes', '1', ...args], out);

  it('passes on the sandbox with blind scoring on, printing the table and writing the report', () => {
    const run = drill('--out', 'report.json');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Result: PASS');
    const report = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8')) as BiasDrillReport;
    expect(report).toMatchObject({
      format: BIAS_DRILL_FORMAT,
      blind: true,
      pass: true,
      counts: { resumes: 1, jobs: 3 },
    });
  });

  it('exits 1 when identity changes scores (name-sensitive engine, blind off, strict); 2 on bad usage', () => {
    const run = drill('--engine', 'name-sensitive', '--blind', 'off', '--strict', '--out', 'biased.json');
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('FAIL');
    expect(drill('--engine', 'nope').status).toBe(2);
    expect(drill('--engine', 'llm').stderr).toContain('needs --model');
  });
});
