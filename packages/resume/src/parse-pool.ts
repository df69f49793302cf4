import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { ParseLimits, ParseOutcome, ParseTask } from './parsed-document.js';

export interface ParsePoolOptions extends ParseLimits {
  size: number;
  taskTimeoutMs: number;
  maxOldGenerationMb: number;
}

export interface ParsePool {
  /** Rejects with an AbortError when the task runs past its time limit (the thread is killed). */
  parse(bytes: Uint8Array): Promise<ParseOutcome>;
  close(): Promise<void>;
}

// Worker threads cannot load .ts on Node 20, so both src/ (tests) and dist/ (runtime) point
// at the compiled worker, which sits in the sibling dist/ folder in both cases.
const WORKER_FILE = fileURLToPath(new URL('../dist/parse-worker.js', import.meta.url));

/** Admits at most `size` tasks at once, so a task's time limit starts when a thread takes it. */
class Gate {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  constructor(private readonly size: number) {}

  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.active >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active++;
    try {
      return await fn();
    } finally {
      this.active--;
      this.waiting.shift()?.();
    }
  }
}

export function createParsePool(options: ParsePoolOptions): ParsePool {
  const pool = new Piscina<ParseTask, ParseOutcome>({
    filename: WORKER_FILE,
    minThreads: options.size,
    maxThreads: options.size,
    idleTimeout: Number.POSITIVE_INFINITY, // keep threads, and their OCR engines, warm
    resourceLimits: { maxOldGenerationSizeMb: options.maxOldGenerationMb },
  });
  const gate = new Gate(options.size);
  return {
    parse: (bytes) =>
      gate.run(() => {
        // A private copy is transferred, so the caller keeps its bytes and nothing is cloned.
        const copy = new Uint8Array(bytes);
        const task: ParseTask = { bytes: copy, maxOcrPages: options.maxOcrPages, ocrDpi: options.ocrDpi };
        return pool.run(task, { signal: AbortSignal.timeout(options.taskTimeoutMs), transferList: [copy.buffer] });
      }),
    close: () => pool.destroy(),
  };
}
