// The sandbox engine: deterministic and instant, no model. What test keys get by default, so
// partners can integrate without a model: same input → same output, byte for byte.
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { LIMITS } from '../output-schemas.js';
import { NO_EVIDENCE, summaryVerdict } from '../normalize.js';
import { PROMPT_VERSION } from '../prompts.js';
import { computeScore } from '../score.js';
import { clipText } from '../text.js';
import type {
  ApplicationInput,
  CriteriaDraft,
  CriterionVerdict,
  EngineInfo,
  JobContext,
  QuestionSetDraft,
  ScoreOptions,
  ScoreOutcome,
  ScoreResult,
  ScoringCriterion,
  ScoringEngine,
  SharedScoringContext,
} from '../types.js';
import { extractRequirements } from './job-phrases.js';
import { keyTerms, sentences } from './terms.js';

const MET_THRESHOLD = 0.6;
const PARTIAL_THRESHOLD = 0.3;

const IMPORTANCE_OPTIONS = ['Required', 'Nice to have', 'Not needed'] as const;
const SENIORITY_QUESTION = 'Which seniority level should candidates have?';
const SENIORITY_OPTIONS = ['Junior', 'Mid-level', 'Senior', 'Lead or principal'];

interface ResumeIndex {
  sentences: Array<{ text: string; terms: Set<string> }>;
  terms: Set<string>;
}

function indexResume(resumeText: string): ResumeIndex {
  const indexed = sentences(resumeText).map((text) => ({ text, terms: new Set(keyTerms(text)) }));
  const terms = new Set<string>();
  for (const s of indexed) for (const t of s.terms) terms.add(t);
  return { sentences: indexed, terms };
}

/** Judges one criterion by the share of its key terms the resume contains. */
function judgeCriterion(
  criterionText: string,
  resume: ResumeIndex,
): { verdict: CriterionVerdict; evidence: string; share: number } {
  const terms = keyTerms(criterionText);
  if (terms.length === 0) return { verdict: 'not_met', evidence: NO_EVIDENCE, share: 0 };
  const found = terms.filter((t) => resume.terms.has(t)).length;
  const share = found / terms.length;
  const verdict: CriterionVerdict = share >= MET_THRESHOLD ? 'met' : share >= PARTIAL_THRESHOLD ? 'partial' : 'not_met';
  let best: { text: string; hits: number } | null = null;
  for (const s of resume.sentences) {
    const hits = terms.filter((t) => s.terms.has(t)).length;
    // Strictly greater: ties keep the earlier sentence, so the choice is stable.
    if (hits > 0 && (best === null || hits > best.hits)) best = { text: s.text, hits };
  }
  return { verdict, evidence: best ? clipText(best.text, LIMITS.evidence) : NO_EVIDENCE, share };
}

function sandboxScore(shared: SharedScoringContext, app: ApplicationInput): ScoreResult {
  const resume = indexResume(app.resumeText);
  const judged = shared.criteria.map((c: ScoringCriterion) => {
    const j = judgeCriterion(c.text, resume);
    return { criterionId: c.id, text: c.text, importance: c.importance, verdict: j.verdict, evidence: j.evidence };
  });
  const score = computeScore(judged);
  const short = (text: string) => clipText(text, LIMITS.listItem - 20);
  const met = judged.filter((j) => j.verdict === 'met');
  const partial = judged.filter((j) => j.verdict === 'partial');
  const unmet = judged.filter((j) => j.verdict === 'not_met');
  const unmetFirst = [
    ...unmet.filter((j) => j.importance === 'MUST_HAVE'),
    ...unmet.filter((j) => j.importance !== 'MUST_HAVE'),
  ];
  const fit = score >= 75 ? 'Strong fit' : score >= 50 ? 'Partial fit' : 'Weak fit';
  return {
    score,
    assessment: {
      verdict: `${fit}: ${summaryVerdict(judged).replace(/^M/u, 'm')}`,
      strengths: met.slice(0, LIMITS.listItems).map((j) => `Shows: ${short(j.text)}`),
      concerns: unmetFirst
        .slice(0, LIMITS.listItems)
        .map((j) => `${j.importance === 'MUST_HAVE' ? 'Missing required' : 'No evidence of'}: ${short(j.text)}`),
      interviewFocus: [...partial, ...unmetFirst].slice(0, LIMITS.listItems).map((j) => `Ask about: ${short(j.text)}`),
    },
    criteria: judged,
  };
}

function sandboxQuestionSet(job: JobContext): QuestionSetDraft {
  const requirements = extractRequirements(job.jobDescription, LIMITS.questions.max - 1);
  const questions: QuestionSetDraft['questions'] = requirements.slice(0, 5).map((r) => ({
    selectionType: 'single',
    question: clipText(`How important is this for the ${job.jobTitle.trim() || 'role'}: ${r.text}?`, LIMITS.question),
    options: [...IMPORTANCE_OPTIONS],
    hint: `The job description lists it as ${r.importance === 'MUST_HAVE' ? 'a requirement' : 'a nice-to-have'}.`,
  }));
  questions.push({
    selectionType: 'single',
    question: SENIORITY_QUESTION,
    options: [...SENIORITY_OPTIONS],
    hint: null,
  });
  return {
    guidance:
      'Answer as you would screen candidates for this role; the criteria are written from your answers and the job description.',
    questions,
  };
}

function sandboxCriteria(job: JobContext, answers: ReadonlyArray<{ question: string; answer: string }>): CriteriaDraft {
  const requirements = extractRequirements(job.jobDescription, LIMITS.draftCriteria);
  const answerFor = (text: string) =>
    answers
      .find((a) => a.question.endsWith(`: ${text}?`) || a.question.includes(clipText(text, 60)))
      ?.answer.trim()
      .toLowerCase();
  const criteria: CriteriaDraft['criteria'] = [];
  for (const r of requirements) {
    const answer = answerFor(r.text);
    if (answer === 'not needed') continue;
    const importance = answer === 'required' ? 'MUST_HAVE' : answer === 'nice to have' ? 'NICE_TO_HAVE' : r.importance;
    criteria.push({ text: clipText(r.text, LIMITS.draftCriterionText), importance });
  }
  const seniority = answers.find((a) => a.question === SENIORITY_QUESTION)?.answer.trim();
  if (seniority && criteria.length < LIMITS.draftCriteria) {
    criteria.push({ text: `${seniority} experience in a comparable role`, importance: 'NICE_TO_HAVE' });
  }
  if (criteria.length === 0)
    criteria.push({
      text: clipText(`Experience relevant to ${job.jobTitle.trim() || 'the role'}`, 200),
      importance: 'MUST_HAVE',
    });
  return { criteria };
}

export class SandboxEngine implements ScoringEngine {
  readonly kind = 'sandbox' as const;
  /** Instant and in-process: one task per core keeps the preparation workers busy, nothing more. */
  readonly concurrency = availableParallelism();

  info(): EngineInfo {
    return {
      engine: 'sandbox',
      state: 'ready',
      modelName: null,
      modelFile: null,
      modelSha256: null,
      loaded: true,
      promptVersion: PROMPT_VERSION,
      gpu: false,
      error: null,
    };
  }

  async start(): Promise<void> {}

  async generateQuestionSet(job: JobContext): Promise<QuestionSetDraft> {
    return sandboxQuestionSet(job);
  }

  async generateCriteria(
    job: JobContext,
    answers: Array<{ question: string; answer: string }>,
  ): Promise<CriteriaDraft> {
    return sandboxCriteria(job, answers);
  }

  async scoreApplication(
    shared: SharedScoringContext,
    app: ApplicationInput,
    options: ScoreOptions = {},
  ): Promise<ScoreOutcome> {
    options.signal?.throwIfAborted();
    const started = performance.now();
    const result = sandboxScore(shared, app);
    return {
      result,
      resumeTruncated: false,
      usage: { promptTokens: 0, evaluatedPromptTokens: 0, reusedPromptTokens: 0, generatedTokens: 0 },
      durationMs: Math.round(performance.now() - started),
    };
  }

  async close(): Promise<void> {}
}
