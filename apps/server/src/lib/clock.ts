/** Time is injected so tests move a fake clock instead of sleeping. */
export interface Clock {
  now(): number;
  /**
   * Runs `run` once `ms` of this clock's time have passed; returns what cancels it. A clock without it (the
   * system clock, a test clock that only moves `now`) gets real timers (`timerOf`); a test that drives
   * background work (the webhook delivery loop, the scoring runner) by the clock gives one that has it.
   */
  after?(ms: number, run: () => void): () => void;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A real timer that does not keep the process alive. */
const realTimer = (ms: number, run: () => void): (() => void) => {
  const timer = setTimeout(run, ms);
  timer.unref();
  return () => clearTimeout(timer);
};

/** The timers of `clock`: its own when it has them, else real ones. */
export function timerOf(clock: Clock): (ms: number, run: () => void) => () => void {
  return clock.after ? (ms, run) => clock.after?.(ms, run) ?? (() => undefined) : realTimer;
}

export function iso(ms: number): string;
export function iso(ms: number | null | undefined): string | null;
export function iso(ms: number | null | undefined): string | null {
  return ms === null || ms === undefined ? null : new Date(ms).toISOString();
}
