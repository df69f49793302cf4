import { describe, expect, it } from 'vitest';
import { createEngine, NO_EVIDENCE, type SharedScoringContext } from '../src/index.js';
import { extractRequirements } from '../src/sandbox/job-phrases.js';
import { keyTerms } from '../src/sandbox/terms.js';

const JOB = {
  jobTitle: 'Senior Backend Engineer',
  companyName: 'Acme',
  jobDescription: [
    'Acme builds payment APIs for small shops.',
    '',
    'Requirements:',
    '- 5+ years building backend services in TypeScript or Node.js',
    '- Experience with PostgreSQL and query tuning',
    '- Strong written communication',
    '',
    'Nice to have:',
    '- Kubernetes in production',
    '- Kafka',
    '',
    'Benefits:',
    '- Remote-first, 30 days of vacation',
    'You must be able to join the on-call rotation. Terraform is a bonus.',
  ].join('\n'),
};

const shared: SharedScoringContext = {
  cacheKey: 'job-1',
  jobDescription: JOB.jobDescription,
  roleKnowledge: null,
  criteria: [
    { id: 'c1', text: 'Building backend services in TypeScript', importance: 'MUST_HAVE' },
    { id: 'c2', text: 'PostgreSQL query tuning', importance: 'MUST_HAVE' },
    { id: 'c3', text: 'Kubernetes operations in production', importance: 'NICE_TO_HAVE' },
    { id: 'c4', text: 'Kafka event streaming', importance: 'NICE_TO_HAVE' },
  ],
};

const RESUME = [
  'Jane Doe — Backend Engineer',
  'Built backend services in TypeScript and Node.js for six years at Shopify.',
  'Tuned slow PostgreSQL queries; cut p95 latency by 40%.',
  'Deployed services to Kubernetes clusters.',
].join('\n');

describe('sandbox engine: scoring', () => {
  const engine = createEngine('sandbox');

  it('judges criteria by the share of their stemmed key terms found in the resume', async () => {
    const { result } = await engine.scoreApplication(shared, {
      resumeText: RESUME,
      applicationAnswers: null,
      context: null,
    });
    const verdicts = Object.fromEntries(result.criteria.map((c) => [c.criterionId, c.verdict]));
    // c1: build/backend/servic/typescript all present (stemming: "Built" ≠ "Building" but the rest match → 3/4 ≥ 0.6)
    expect(verdicts).toEqual({ c1: 'met', c2: 'met', c3: 'partial', c4: 'not_met' });
    expect(result.criteria[0]?.evidence).toBe(
      'Built backend services in TypeScript and Node.js for six years at Shopify.',
    );
    expect(result.criteria[1]?.evidence).toBe('Tuned slow PostgreSQL queries;');
    expect(result.criteria[3]?.evidence).toBe(NO_EVIDENCE);
    // (3 + 3 + 0.5 + 0) / 8 = 81.25 → 81
    expect(result.score).toBe(81);
    expect(result.assessment.verdict).toBe('Strong fit: meets 2 of 4 criteria, 1 partially.');
    expect(result.assessment.strengths).toHaveLength(2);
    expect(result.assessment.concerns).toEqual(['No evidence of: Kafka event streaming']);
    expect(result.assessment.interviewFocus[0]).toBe('Ask about: Kubernetes operations in production');
  });

  it('caps a resume missing a must-have and names it as a concern', async () => {
    const { result } = await engine.scoreApplication(shared, {
      resumeText: 'Frontend developer: React, CSS, Kafka streams, Kubernetes in production.',
      applicationAnswers: null,
      context: null,
    });
    expect(result.criteria.find((c) => c.criterionId === 'c1')?.verdict).toBe('not_met');
    expect(result.score).toBeLessThanOrEqual(40);
    expect(result.assessment.concerns[0]).toMatch(/^Missing required: /);
  });

  it('gives the same output for the same input, byte for byte', async () => {
    const app = {
      resumeText: RESUME,
      applicationAnswers: [{ question: 'Notice?', answer: '1 month' }],
      context: 'Cover letter',
    };
    const runs = await Promise.all(Array.from({ length: 10 }, () => engine.scoreApplication(shared, app)));
    const first = JSON.stringify(runs[0]?.result);
    for (const r of runs) expect(JSON.stringify(r.result)).toBe(first);
    expect(JSON.stringify(await engine.generateQuestionSet(JOB))).toBe(
      JSON.stringify(await engine.generateQuestionSet(JOB)),
    );
  });

  it('normalises case, accents and inflections when matching', () => {
    expect(keyTerms('Experience with Managing  TEAMS and Résumé parsing')).toEqual(['manag', 'team', 'resum', 'pars']);
    expect(keyTerms('C++ and C# required')).toEqual(['c++', 'c#']);
  });

  it('reports an engine that needs no model', () => {
    expect(engine.info()).toMatchObject({ engine: 'sandbox', loaded: true, modelName: null, error: null });
  });
});

describe('sandbox engine: question sets and criteria from the job description', () => {
  const engine = createEngine('sandbox');

  it('reads requirement bullets as MUST_HAVE and nice-to-haves as NICE_TO_HAVE', () => {
    const phrases = extractRequirements(JOB.jobDescription);
    expect(phrases).toEqual([
      { text: '5+ years building backend services in TypeScript or Node.js', importance: 'MUST_HAVE' },
      { text: 'Experience with PostgreSQL and query tuning', importance: 'MUST_HAVE' },
      { text: 'Strong written communication', importance: 'MUST_HAVE' },
      { text: 'You must be able to join the on-call rotation', importance: 'MUST_HAVE' },
      { text: 'Kubernetes in production', importance: 'NICE_TO_HAVE' },
      { text: 'Kafka', importance: 'NICE_TO_HAVE' },
      { text: 'Terraform is a bonus', importance: 'NICE_TO_HAVE' },
    ]);
  });

  it('asks how important each requirement is, plus seniority, within the API limits', async () => {
    const qs = await engine.generateQuestionSet(JOB);
    expect(qs.questions.length).toBeGreaterThanOrEqual(1);
    expect(qs.questions.length).toBeLessThanOrEqual(8);
    for (const q of qs.questions) {
      expect(q.options.length).toBeGreaterThanOrEqual(2);
      expect(q.options.length).toBeLessThanOrEqual(6);
    }
    expect(qs.questions[0]?.question).toContain('5+ years building backend services');
    expect(qs.questions.at(-1)?.question).toBe('Which seniority level should candidates have?');
  });

  it('turns answers into importance changes, drops "Not needed" and adds seniority', async () => {
    const qs = await engine.generateQuestionSet(JOB);
    const answers = [
      { question: qs.questions[2]?.question ?? '', answer: 'Not needed' },
      { question: qs.questions[4]?.question ?? '', answer: 'Required' },
      { question: 'Which seniority level should candidates have?', answer: 'Senior' },
    ];
    const { criteria } = await engine.generateCriteria(JOB, answers);
    expect(criteria.map((c) => c.text)).not.toContain('Strong written communication');
    expect(criteria.find((c) => c.text === 'Kubernetes in production')?.importance).toBe('MUST_HAVE');
    expect(criteria.at(-1)).toEqual({ text: 'Senior experience in a comparable role', importance: 'NICE_TO_HAVE' });
    expect(new Set(criteria.map((c) => c.text)).size).toBe(criteria.length);
  });

  it('falls back to frequent terms for a job description without requirement phrases', async () => {
    const { criteria } = await engine.generateCriteria(
      {
        jobTitle: 'Gardener',
        companyName: 'Parks',
        jobDescription: 'Gardening in city parks. Pruning roses, pruning hedges, mowing lawns in parks.',
      },
      [],
    );
    expect(criteria[0]).toEqual({ text: 'Experience with parks', importance: 'MUST_HAVE' });
    expect(criteria.length).toBeGreaterThan(1);
  });
});
