import { describe, expect, it } from 'vitest';
import {
  InvalidModelOutputError,
  LIMITS,
  NO_EVIDENCE,
  NO_LINE_CITED,
  normalizeCriteria,
  normalizeQuestionSet,
  normalizeScoreOutput,
  parseModelOutput,
  type ScoringCriterion,
} from '../src/index.js';
import { CriteriaModelOutput, QuestionSetModelOutput, ScoreModelOutput } from '../src/output-schemas.js';

const criteria: ScoringCriterion[] = [
  { id: 'c-ts', text: 'TypeScript', importance: 'MUST_HAVE' },
  { id: 'c-pg', text: 'PostgreSQL', importance: 'MUST_HAVE' },
  { id: 'c-k8s', text: 'Kubernetes', importance: 'NICE_TO_HAVE' },
];

const score = (text: string) => normalizeScoreOutput(parseModelOutput(text, ScoreModelOutput, 'score'), criteria);

describe('normalizeScoreOutput', () => {
  it('reads judgements by position and quotes the cited resume line as evidence', () => {
    const lines = ['Six years of TypeScript at Acme.', 'Ran PostgreSQL in production.', 'x'.repeat(300)];
    const r = normalizeScoreOutput(
      parseModelOutput(
        JSON.stringify({
          criteria: [
            { v: 'met', l: 1 },
            { v: 'partial', l: 3 },
            { v: 'met', l: 0 },
          ],
          verdict: 'Good fit.',
          strengths: [],
          concerns: [],
          focus: [],
        }),
        ScoreModelOutput,
        'score',
      ),
      criteria,
      lines,
    );
    expect(r.criteria.map((c) => [c.criterionId, c.verdict])).toEqual([
      ['c-ts', 'met'],
      ['c-pg', 'partial'],
      ['c-k8s', 'met'],
    ]);
    expect(r.criteria[0]?.evidence).toBe('Six years of TypeScript at Acme.');
    // a long line is clipped to the evidence limit
    expect(r.criteria[1]?.evidence).toBe('x'.repeat(LIMITS.evidence));
    // met without a cited line says so (not "no evidence")
    expect(r.criteria[2]?.evidence).toBe(NO_LINE_CITED);
  });

  it('treats a line number beyond the resume as no citation', () => {
    const r = normalizeScoreOutput(
      { criteria: [{ v: 'not_met', l: 7 }], verdict: 'x', strengths: [], concerns: [], focus: [] },
      criteria,
      ['only line'],
    );
    expect(r.criteria[0]?.evidence).toBe(NO_EVIDENCE);
  });

  it('maps judgements by 1-based index and computes the score', () => {
    const r = score(
      JSON.stringify({
        criteria: [
          { i: 1, v: 'met', e: 'Six years of TypeScript' },
          { i: 2, v: 'partial', e: 'Some SQL' },
          { i: 3, v: 'not_met', e: '' },
        ],
        verdict: 'Good fit.',
        strengths: ['TypeScript'],
        concerns: [],
        focus: ['Databases'],
      }),
    );
    expect(r.criteria.map((c) => [c.criterionId, c.verdict])).toEqual([
      ['c-ts', 'met'],
      ['c-pg', 'partial'],
      ['c-k8s', 'not_met'],
    ]);
    // (3 + 1.5 + 0) / 7 = 64.3 → 64
    expect(r.score).toBe(64);
    expect(r.criteria[2]?.evidence).toBe(NO_EVIDENCE);
    expect(r.assessment).toEqual({
      verdict: 'Good fit.',
      strengths: ['TypeScript'],
      concerns: [],
      interviewFocus: ['Databases'],
    });
  });

  it('fills missing criteria with not_met, keeps the first of duplicates, ignores out-of-range indexes', () => {
    const r = score(
      JSON.stringify({
        criteria: [
          { i: 3, v: 'met', e: 'Ran clusters' },
          { i: 3, v: 'not_met', e: 'second opinion' },
          { i: 0, v: 'met', e: 'zero' },
          { i: 9, v: 'met', e: 'nine' },
        ],
        verdict: '',
        strengths: [],
        concerns: [],
        focus: [],
      }),
    );
    expect(r.criteria.map((c) => c.verdict)).toEqual(['not_met', 'not_met', 'met']);
    expect(r.criteria[0]?.evidence).toBe(NO_EVIDENCE);
    expect(r.criteria[2]?.evidence).toBe('Ran clusters');
    // MUST_HAVEs unmet: (0 + 0 + 1) / 7 = 14
    expect(r.score).toBe(14);
    // an empty verdict is replaced by a factual summary
    expect(r.assessment.verdict).toBe('Meets 1 of 3 criteria.');
  });

  it('accepts criteria referenced by id, trims and clips strings, drops empty and duplicate list items', () => {
    const long = 'x'.repeat(400);
    const r = score(
      JSON.stringify({
        criteria: [
          { id: 'c-pg', v: 'met', e: `   ${long}   ` },
          { id: 'unknown', v: 'met', e: 'nope' },
        ],
        verdict: '  Solid \n backend   engineer. ',
        strengths: ['  A  ', 'a', '', '   ', 'B', 'C', 'D'],
        concerns: ['x'],
      }),
    );
    expect(r.criteria[1]?.verdict).toBe('met');
    expect(r.criteria[1]?.evidence).toHaveLength(LIMITS.evidence);
    expect(r.assessment.verdict).toBe('Solid backend engineer.');
    expect(r.assessment.strengths).toEqual(['A', 'B', 'C']);
    // `focus` missing entirely: an empty list
    expect(r.assessment.interviewFocus).toEqual([]);
  });

  it('caps at 40 when a MUST_HAVE is not met even if the rest is', () => {
    const r = score(
      JSON.stringify({
        criteria: [
          { i: 1, v: 'met', e: 'a' },
          { i: 3, v: 'met', e: 'b' },
        ],
        verdict: 'v',
        strengths: [],
        concerns: [],
        focus: [],
      }),
    );
    expect(r.score).toBe(40);
  });

  it('rejects output that is not JSON or not of the schema', () => {
    expect(() => score('{"criteria": [')).toThrow(InvalidModelOutputError);
    expect(() => score('not json')).toThrow(InvalidModelOutputError);
    expect(() => score(JSON.stringify({ criteria: [{ i: 1, v: 'maybe', e: '' }], verdict: 'x' }))).toThrow(
      InvalidModelOutputError,
    );
    expect(() => score(JSON.stringify({ criteria: 'none', verdict: 'x' }))).toThrow(InvalidModelOutputError);
    expect(() => score(JSON.stringify({ criteria: [] }))).toThrow(InvalidModelOutputError);
  });
});

describe('normalizeQuestionSet', () => {
  const qs = (value: unknown) =>
    normalizeQuestionSet(parseModelOutput(JSON.stringify(value), QuestionSetModelOutput, 'question set'));

  it('keeps usable questions, turns empty hints into null and dedupes options', () => {
    const r = qs({
      guidance: ' Answer briefly. ',
      questions: [
        { type: 'single', q: 'Seniority?', options: ['Junior', 'Senior', 'senior', ''], hint: '' },
        { type: 'multiple', q: 'Only one option', options: ['Yes', 'yes'], hint: 'x' },
        { type: 'multiple', q: '   ', options: ['a', 'b'], hint: null },
        { type: 'multiple', q: 'Stack?', options: ['Node', 'Go', 'Rust'], hint: 'Pick all' },
      ],
    });
    expect(r).toEqual({
      guidance: 'Answer briefly.',
      questions: [
        { selectionType: 'single', question: 'Seniority?', options: ['Junior', 'Senior'], hint: null },
        { selectionType: 'multiple', question: 'Stack?', options: ['Node', 'Go', 'Rust'], hint: 'Pick all' },
      ],
    });
  });

  it('limits to 8 questions of at most 6 options and fails when nothing usable is left', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({
      type: 'single',
      q: `Q${i}`,
      options: ['1', '2', '3', '4', '5', '6', '7', '8'],
      hint: '',
    }));
    const r = qs({ guidance: '', questions: many });
    expect(r.questions).toHaveLength(8);
    expect(r.questions[0]?.options).toHaveLength(6);
    expect(r.guidance.length).toBeGreaterThan(0);
    expect(() => qs({ guidance: 'g', questions: [{ type: 'single', q: 'x', options: ['a'], hint: '' }] })).toThrow(
      InvalidModelOutputError,
    );
  });
});

describe('normalizeCriteria', () => {
  const cr = (value: unknown) =>
    normalizeCriteria(parseModelOutput(JSON.stringify(value), CriteriaModelOutput, 'criteria'));

  it('keeps distinct, non-empty texts, at most 15, each at most 500 characters', () => {
    const r = cr({
      criteria: [
        { text: ' TypeScript ', importance: 'MUST_HAVE' },
        { text: 'TypeScript', importance: 'NICE_TO_HAVE' },
        { text: '', importance: 'MUST_HAVE' },
        { text: 'y'.repeat(700), importance: 'NICE_TO_HAVE' },
        ...Array.from({ length: 20 }, (_, i) => ({ text: `Skill ${i}`, importance: 'NICE_TO_HAVE' })),
      ],
    });
    expect(r.criteria).toHaveLength(15);
    expect(r.criteria[0]).toEqual({ text: 'TypeScript', importance: 'MUST_HAVE' });
    expect(r.criteria[1]?.text).toHaveLength(500);
    expect(new Set(r.criteria.map((c) => c.text)).size).toBe(15);
    expect(() => cr({ criteria: [{ text: ' ', importance: 'MUST_HAVE' }] })).toThrow(InvalidModelOutputError);
    expect(() => cr({ criteria: [{ text: 'x', importance: 'OPTIONAL' }] })).toThrow(InvalidModelOutputError);
  });
});
