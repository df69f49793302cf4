import { createEngine, InvalidModelOutputError, type ScoringEngine } from '@rubric/scoring';

/**
 * Engines for tests, at the model boundary: they wrap the real sandbox engine and change only what a
 * test needs (failing on purpose, holding a call until released, counting calls).
 */
export class ControlledEngine implements ScoringEngine {
  readonly kind = 'sandbox' as const;
  private readonly inner = createEngine('sandbox');
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
    return this.inner.info();
  }
  start() {
    return this.inner.start();
  }
  close() {
    return this.inner.close();
  }
  async generateQuestionSet(job: Parameters<ScoringEngine['generateQuestionSet']>[0]) {
    this.calls.questions++;
    if (this.gate) await this.gate;
    return this.inner.generateQuestionSet(job);
  }
  async generateCriteria(...args: Parameters<ScoringEngine['generateCriteria']>) {
    this.calls.criteria++;
    if (this.gate) await this.gate;
    return this.inner.generateCriteria(...args);
  }
  async scoreApplication(...args: Parameters<ScoringEngine['scoreApplication']>) {
    this.calls.score++;
    if (this.gate) await this.gate;
    if (this.failScoring) throw new InvalidModelOutputError('model output did not match the schema');
    return this.inner.scoreApplication(...args);
  }
}

/** Polls until `check` returns a truthy value (at most `ms`). */
export async function eventually<T>(
  check: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  ms = 5000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}
