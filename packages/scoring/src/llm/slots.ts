// Slot lifecycle, in the inference child: the context's sequences as a pool of slots (one task per
// slot at a time), which slot a task gets (the one already holding its job's prefix, else the least
// recently used), and the KV-cache erasure that clears what a slot held beyond the prefix it keeps.
import type { LlamaContext, LlamaContextSequence, Token } from 'node-llama-cpp';
import { tokenCount } from './planning.js';

export interface Slot {
  sequence: LlamaContextSequence;
  busy: boolean;
  /** Token segments the sequence holds, evaluated in order from position 0. */
  held: Token[][];
  /** The scoring cache key those segments belong to (null for other tasks). */
  cacheKey: string | null;
  lastUsed: number;
}

export class SlotPool {
  readonly #slots: Slot[];
  #waiters: Array<() => void> = [];
  #useCounter = 0;
  /** KV-cache erasures waiting for the context (see #erasing), and the generations paused for them. */
  #erasures = 0;
  #pausedForErasures: Array<() => void> = [];

  constructor(context: LlamaContext, sequences: number) {
    this.#slots = Array.from({ length: sequences }, () => ({
      sequence: context.getSequence(),
      busy: false,
      held: [],
      cacheKey: null,
      lastUsed: 0,
    }));
  }

  /** The first slot's sequence (the warm-up runs there), if any. */
  get first(): LlamaContextSequence | undefined {
    return this.#slots[0]?.sequence;
  }

  /**
   * Waits for a free slot; prefers the one already holding `cacheKey`'s prefix. A task cancelled while
   * it waits leaves the queue at once (rejects), so that its cancellation is answered without a slot.
   */
  async acquire(cacheKey: string | null, signal?: AbortSignal): Promise<Slot> {
    for (;;) {
      const free = this.#slots.filter((s) => !s.busy);
      if (free.length > 0) {
        // Prefer the slot that already holds this job's prefix, else the least recently used one.
        const match = cacheKey === null ? undefined : free.find((s) => s.cacheKey === cacheKey);
        const slot = match ?? free.sort((a, b) => a.lastUsed - b.lastUsed)[0];
        if (slot) {
          slot.busy = true;
          slot.lastUsed = ++this.#useCounter;
          return slot;
        }
      }
      await this.#freed(signal);
    }
  }

  /** Settles when a slot is released; rejects when `signal` aborts first. */
  #freed(signal: AbortSignal | undefined): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(new Error('the task was cancelled'));
      const onAbort = () => {
        this.#waiters = this.#waiters.filter((w) => w !== wake);
        reject(new Error('the task was cancelled'));
      };
      const wake = () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      this.#waiters.push(wake);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  release(slot: Slot): void {
    slot.busy = false;
    this.#waiters.shift()?.();
  }

  /**
   * Leaves in the slot only its first `keep` held segments (those of `segments`, the new prompt):
   * everything after them in the KV cache is erased.
   */
  async keepPrefix(slot: Slot, segments: Token[][], keep: number): Promise<void> {
    const sequence = slot.sequence;
    const keepTokens = tokenCount(segments.slice(0, keep));
    slot.held = [];
    if (sequence.nextTokenIndex > keepTokens)
      await this.#erasing(() =>
        keep === 0
          ? sequence.clearHistory()
          : sequence.eraseContextTokenRanges([{ start: keepTokens, end: sequence.nextTokenIndex }]),
      );
    slot.held = segments.slice(0, keep);
  }

  /**
   * Asked by a generation before its next token: while an erasure waits (see #erasing), a promise that
   * settles once it has run; otherwise nothing, so a generation with no erasure in the way never awaits.
   */
  pauseForErasures(): Promise<void> | undefined {
    if (this.#erasures === 0) return undefined;
    return new Promise<void>((resolve) => this.#pausedForErasures.push(resolve));
  }

  /**
   * Runs a KV-cache erasure of one slot (a new task removing the previous one's tokens). node-llama-cpp
   * erases under the context's lock, which its decode loop holds for as long as any decode is queued:
   * with two or more sequences generating that is until they finish, so a new task waited for the
   * whole batch and the slots ran in waves (docs/PERFORMANCE.md, "`llm` engine on a GPU with several
   * sequences").
   * While an erasure waits, every generation pauses before asking for its next token; the decode
   * queue empties, the erasure runs, and they go on. The cost is one decode step per new task.
   */
  async #erasing(erase: () => Promise<void>): Promise<void> {
    this.#erasures++;
    try {
      await erase();
    } finally {
      if (--this.#erasures === 0) for (const resume of this.#pausedForErasures.splice(0)) resume();
    }
  }
}
