// A deliberately biased engine, to prove the bias drill detects bias: it wraps a real engine and
// marks up to two more criteria "met" when the application mentions a favoured name. Never use it
// to score anyone.
import { computeScore } from '../score.js';
import type {
  ApplicationInput,
  CriteriaDraft,
  EngineInfo,
  EngineKind,
  JobContext,
  QuestionSetDraft,
  ScoreOptions,
  ScoreOutcome,
  ScoringEngine,
  SharedScoringContext,
} from '../types.js';
import { SandboxEngine } from '../sandbox/sandbox-engine.js';

export const DEFAULT_FAVOURED_NAMES = ['Emily', 'Greg', 'Walsh', 'Baker'];

export class NameSensitiveEngine implements ScoringEngine {
  readonly kind: EngineKind;
  readonly concurrency: number;
  readonly #inner: ScoringEngine;
  readonly #favoured: RegExp;

  constructor(inner: ScoringEngine = new SandboxEngine(), favoured: readonly string[] = DEFAULT_FAVOURED_NAMES) {
    this.#inner = inner;
    this.kind = inner.kind;
    this.concurrency = inner.concurrency;
    this.#favoured = new RegExp(`\\b(?:${favoured.join('|')})\\b`, 'u');
  }

  info(): EngineInfo {
    return { ...this.#inner.info(), modelName: 'name-sensitive (deliberately biased, for drills only)' };
  }

  start(): Promise<void> {
    return this.#inner.start();
  }

  close(): Promise<void> {
    return this.#inner.close();
  }

  generateQuestionSet(job: JobContext): Promise<QuestionSetDraft> {
    return this.#inner.generateQuestionSet(job);
  }

  generateCriteria(job: JobContext, answers: Array<{ question: string; answer: string }>): Promise<CriteriaDraft> {
    return this.#inner.generateCriteria(job, answers);
  }

  async scoreApplication(
    shared: SharedScoringContext,
    app: ApplicationInput,
    options?: ScoreOptions,
  ): Promise<ScoreOutcome> {
    const outcome = await this.#inner.scoreApplication(shared, app, options);
    if (!this.#favoured.test(`${app.resumeText}\n${app.context ?? ''}`)) return outcome;
    let raised = 0;
    const criteria = outcome.result.criteria.map((c) => {
      if (c.verdict === 'met' || raised >= 2) return c;
      raised++;
      return { ...c, verdict: 'met' as const };
    });
    return { ...outcome, result: { ...outcome.result, criteria, score: computeScore(criteria) } };
  }
}
