import {
  createEngine,
  InvalidModelOutputError,
  type EngineState,
  type ScoreOptions,
  type ScoreUsage,
  type ScoringEngine,
} from '@rubric/scoring';
import { Changes } from './waits.js';

/**
 * Engines for tests, at the model boundary: they wrap the real sandbox engine and change only what a
 * test needs (failing on purpose, holding a call until released, counting calls).
 */
export class ControlledEngine implements ScoringEngine {
  readonly kind = 'sandbox' as const;
  private readonly inner = createEngine('sandbox');
  /** Tasks the runner keeps in flight at once. */
  concurrency = 1;
  /** `loading` stands for a model still loading (readiness tests). */
  state: EngineState = 'ready';
  /** While true of a task's resume text, that task never answers and ignores its abort signal (a hung engine). */
  hangWhen: ((resumeText: string) => boolean) | null = null;
  /** Token counts reported for each scored application (the sandbox reports zeros). */
  usage: ScoreUsage = { promptTokens: 0, evaluatedPromptTokens: 0, reusedPromptTokens: 0, generatedTokens: 0 };
  /** Scoring tasks in the engine now, the most seen at once, and the signals of those that were aborted. */
  active = 0;
  maxActive = 0;
  aborted = 0;
  /** Resume texts in the order scoring started. */
  order: string[] = [];
  /** Announces every change of the counters above: `engine.until(() => engine.calls.score > n)`. */
  private readonly changes = new Changes();
  /** While set, scoring throws InvalidModelOutputError (a schema-invalid output). */
  failScoring = false;
  /** While set, generation calls wait until `release()`. */
  private gate: Promise<void> | null = null;
  private openGate: (() => void) | null = null;
  calls = { score: 0, criteria: 0, questions: 0 };

  hold(): void {
    this.gate = new Promise((resolve) => (this.openGate = resolve));
  }
  release(): void {
    this.openGate?.();
    this.gate = null;
  }
  info() {
    return { ...this.inner.info(), state: this.state, loaded: this.state === 'ready' };
  }
  /** Resolves once `n` scoring tasks have started in all (an event, not a poll). */
  async startedAtLeast(n: number): Promise<void> {
    await this.until(() => this.order.length >= n, `${n} scoring tasks to start`);
  }
  /** Resolves once `check` holds, checked again whenever a call starts, ends or is aborted. */
  until<T>(check: () => T | undefined | null | false, what?: string): Promise<T> {
    return this.changes.until(check, what);
  }
  start() {
    return this.inner.start();
  }
  close() {
    return this.inner.close();
  }
  async generateQuestionSet(job: Parameters<ScoringEngine['generateQuestionSet']>[0]) {
    this.calls.questions++;
    this.changes.changed();
    if (this.gate) await this.gate;
    return this.inner.generateQuestionSet(job);
  }
  async generateCriteria(...args: Parameters<ScoringEngine['generateCriteria']>) {
    this.calls.criteria++;
    this.changes.changed();
    if (this.gate) await this.gate;
    return this.inner.generateCriteria(...args);
  }
  async scoreApplication(...args: Parameters<ScoringEngine['scoreApplication']>) {
    const [shared, app, options = {}] = args as [
      Parameters<ScoringEngine['scoreApplication']>[0],
      Parameters<ScoringEngine['scoreApplication']>[1],
      ScoreOptions?,
    ];
    this.calls.score++;
    this.active++;
    this.maxActive = Math.max(this.maxActive, this.active);
    this.order.push(app.resumeText);
    this.changes.changed();
    try {
      if (this.hangWhen?.(app.resumeText)) await new Promise<never>(() => undefined);
      if (this.gate) await Promise.race([this.gate, abortOf(options.signal)]);
      options.signal?.throwIfAborted();
      if (this.failScoring) throw new InvalidModelOutputError('model output did not match the schema');
      const outcome = await this.inner.scoreApplication(shared, app);
      return { ...outcome, usage: { ...this.usage } };
    } catch (err) {
      if (options.signal?.aborted) this.aborted++;
      throw err;
    } finally {
      this.active--;
      this.changes.changed();
    }
  }
}

/** Rejects when `signal` aborts (never settles without one). */
function abortOf(signal: AbortSignal | undefined): Promise<never> {
  return new Promise((_, reject) => {
    if (!signal) return;
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/**
 * The sandbox engine with the score taken from the resume text: a line `Score: 73` sets it (the verdicts stay the
 * sandbox's). Reports that aggregate scores (the bias audit) are then tested on numbers chosen by hand. Every
 * input it is given is kept, so that a test can show what the engine saw.
 */
export class MarkedScoreEngine extends ControlledEngine {
  readonly seen: string[] = [];
  override async scoreApplication(...args: Parameters<ScoringEngine['scoreApplication']>) {
    this.seen.push(JSON.stringify([args[0], args[1]]));
    const outcome = await super.scoreApplication(...args);
    const marked = /^Score: (\d{1,3})$/m.exec(args[1].resumeText);
    return marked ? { ...outcome, result: { ...outcome.result, score: Number(marked[1]) } } : outcome;
  }
}
