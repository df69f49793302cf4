// The tasks the API process has sent to the inference child and not yet heard back about, and the
// ones it gave up (cancelled, timed out) that the child has yet to confirm stopping.
import type { TaskOutput } from './protocol.js';

interface Pending {
  resolve: (output: TaskOutput) => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout | null;
  /** Removes the abort listener of the caller's signal. */
  detach?: () => void;
}

export class InFlightTasks {
  #pending = new Map<number, Pending>();
  /** Given-up tasks the child has not answered yet: their grace timers. */
  #stopping = new Map<number, NodeJS.Timeout>();

  add(id: number, pending: Pending): void {
    this.#pending.set(id, pending);
  }

  /** Removes task `id` (its timer and abort listener with it) and returns it, if it was still waited for. */
  take(id: number): Pending | undefined {
    const pending = this.#pending.get(id);
    this.#pending.delete(id);
    if (pending?.timer) clearTimeout(pending.timer);
    pending?.detach?.();
    return pending;
  }

  /** Rejects every task still waited for (the child died or the engine closed); forgets the grace timers. */
  failAll(err: Error): void {
    const all = [...this.#pending.values()];
    this.#pending.clear();
    for (const p of all) {
      if (p.timer) clearTimeout(p.timer);
      p.detach?.();
      p.reject(err);
    }
    this.forgetStopping();
  }

  /** Task `id` was given up: `onHung` runs unless the child answers it (see answered) within `graceMs`. */
  stopping(id: number, graceMs: number, onHung: () => void): void {
    const timer = setTimeout(() => {
      this.#stopping.delete(id);
      onHung();
    }, graceMs);
    timer.unref();
    this.#stopping.set(id, timer);
  }

  /** The child answered task `id` (`done` or `failed`); true when it was being stopped: it has stopped. */
  answered(id: number): boolean {
    const timer = this.#stopping.get(id);
    if (!timer) return false;
    clearTimeout(timer);
    this.#stopping.delete(id);
    return true;
  }

  forgetStopping(): void {
    for (const timer of this.#stopping.values()) clearTimeout(timer);
    this.#stopping.clear();
  }
}
