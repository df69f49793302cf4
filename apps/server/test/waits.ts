// How tests wait (docs/testing.md): for an event where the thing waited on can announce it (the fakes at
// the boundaries: engines, the model endpoint, webhook receivers, resume hosts), or for a controlled clock;
// never for a fixed time. Polling is left for state that announces nothing to the test (a job's status over
// HTTP, a row another process writes), and its deadline is a hang guard, not a timing assertion.

/**
 * How long a wait may last before it counts as hung: far beyond any wait of a healthy run, also with both
 * cores busy with other work, and below the 30 s test time-out so that the failure names what was awaited.
 */
export const HANG_MS = 25_000;

type Maybe<T> = T | undefined | null | false;

/**
 * Waits until `check` returns a truthy value and returns it. For state that announces nothing: checked at
 * once, then after 5, 10, 20 … ms, at most 200 ms apart (a busy machine is not polled harder than it can
 * answer). Fails only after `ms` (default HANG_MS), naming `what`.
 */
export async function eventually<T>(
  check: () => Promise<Maybe<T>> | Maybe<T>,
  options: { ms?: number; what?: string } | number = {},
): Promise<T> {
  const { ms = HANG_MS, what = 'the condition' } = typeof options === 'number' ? { ms: options } : options;
  const deadline = performance.now() + ms;
  let pause = 5;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (performance.now() > deadline) throw new Error(`waited ${ms} ms for ${what}: not met (hung?)`);
    await new Promise((r) => setTimeout(r, pause));
    pause = Math.min(pause * 2, 200);
  }
}

/**
 * A fake's announcements: the fake calls `changed()` whenever its state changes, and a test awaits
 * `until(() => fake.count >= 3)`, which is checked again on every change (an event, not a poll).
 */
export class Changes {
  private readonly waiters = new Set<() => void>();

  changed(): void {
    for (const wake of [...this.waiters]) wake();
  }

  until<T>(check: () => Maybe<T>, what = 'the condition', ms = HANG_MS): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const attempt = () => {
        let value: Maybe<T>;
        try {
          value = check();
        } catch (err) {
          done();
          reject(err instanceof Error ? err : new Error(String(err)));
          return;
        }
        if (!value) return;
        done();
        resolve(value);
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`waited ${ms} ms for ${what}: it never happened (hung?)`));
      }, ms);
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(attempt);
      };
      this.waiters.add(attempt);
      attempt();
    });
  }
}
