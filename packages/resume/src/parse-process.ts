import { fork, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { seconds } from './fair-queue.js';
import type { ParseOutcome, ParseTask } from './parsed-document.js';
import type { ChildReply, ChildRequest } from './parse-protocol.js';
import type { IntakeLog } from './types.js';

// Child processes cannot load .ts: both src/ (tests) and dist/ (runtime) point at the compiled entry,
// which sits in the sibling dist/ folder in both cases.
const CHILD_FILE = fileURLToPath(new URL('../dist/parse-child.js', import.meta.url));
const MB = 1024 * 1024;
/** A process above this share of the cap after a task is replaced at once: the next task needs room. */
const RECYCLE_NOW = 0.75;
/** Above this share it is replaced once idle for IDLE_RECYCLE_MS: memory falls back, bursts stay warm. */
const RECYCLE_IDLE = 0.5;
const IDLE_RECYCLE_MS = 10_000;
/**
 * glibc's malloc arenas for the child, unless the operator sets them: by default each thread (every OCR engine is a
 * worker thread) gets its own arena, and what an engine frees after a scan stays in the process's RSS. Measured on a
 * Japanese scan read three times in one process (with a Latin scan between): RSS peaks 430 → 533 → 599 MB with the
 * default, 376 → 414 → 424 MB with two arenas (docs/PERFORMANCE.md, "Parse memory").
 */
const MALLOC_ARENAS = '2';

interface ParseProcessOptions {
  /** Resident memory (RSS) the process may reach; past it, it is killed and replaced. */
  memoryLimitBytes: number;
  /** Time one task may take, counted from when the process takes it. */
  timeoutMs: number;
  /** How often the RSS is read from /proc. */
  rssIntervalMs: number;
  log: IntakeLog;
}

interface Memory {
  rss: number;
  peak: number;
}

/** VmRSS and VmHWM (peak) of a process, from /proc; null where /proc is not there (not Linux). */
async function processMemory(pid: number): Promise<Memory | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0) * 1024;
    return { rss: kb('VmRSS'), peak: kb('VmHWM') };
  } catch {
    return null;
  }
}

/** The detail of a task whose process died under it without being killed here. */
const EXITED = 'parse process exited during the task';
/** The reason a process is killed for passing its memory cap. */
const MEMORY = 'memory';

/** How one try of a task ended: the outcome, and what a retry needs to know. */
interface Attempt {
  outcome: ParseOutcome;
  /** The process was killed for memory after it had run earlier tasks (what they left counted against the cap). */
  memoryAfterEarlierTasks: boolean;
}

const failed = (message: string, detail: string): ParseOutcome => ({
  ok: false,
  code: 'RESUME_PARSE_FAILED',
  message,
  detail,
});

/**
 * One supervised parse process: runs one task at a time, watched from outside V8. It is killed
 * (SIGKILL) when its RSS passes the cap, when the task runs past its time, or when the caller gives
 * up (abort); a new process takes its place at once. V8's own heap limit (--max-old-space-size) is
 * only a second line: typed arrays and native allocations are outside it, the RSS is not.
 */
export class ParseProcess {
  private child: ChildProcess | null = null;
  private ready: Promise<ChildProcess> | null = null;
  private nextId = 1;
  private closed = false;
  private idleTimer: NodeJS.Timeout | null = null;
  /** Tasks the current process has taken (0 for a fresh one). */
  private tasksOnChild = 0;
  /** Highest RSS seen by the watcher (bytes) and the peak (VmHWM) of the last process killed. */
  readonly seen = { peakRss: 0, lastKilledPeak: 0, killed: 0 };

  constructor(private readonly options: ParseProcessOptions) {}

  get pid(): number | null {
    return this.child?.pid ?? null;
  }

  private spawn(): Promise<ChildProcess> {
    const heapMb = Math.max(64, Math.floor(this.options.memoryLimitBytes / MB));
    const child = fork(CHILD_FILE, [], {
      execArgv: [`--max-old-space-size=${heapMb}`],
      env: { ...process.env, MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? MALLOC_ARENAS },
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let stderr = '';
    child.stderr?.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-2000)));
    child.on('exit', (code, signal) => {
      if (this.child === child) {
        this.child = null;
        this.ready = null;
      }
      if (code !== 0 && signal !== 'SIGKILL' && !this.closed)
        this.options.log.warn({ pid: child.pid, code, signal, stderr: stderr.slice(-500) }, 'parse process exited');
    });
    this.child = child;
    this.tasksOnChild = 0;
    this.ready = new Promise((resolve, reject) => {
      const onMessage = (msg: ChildReply) => {
        if ('ready' in msg) {
          child.off('message', onMessage);
          resolve(child);
        }
      };
      child.on('message', onMessage);
      child.once('exit', () => reject(new Error('parse process exited during start-up')));
    });
    this.ready.catch(() => undefined);
    return this.ready;
  }

  /** Starts a process now (so the next task does not wait for the start-up); resolves when it is ready. */
  warm(): Promise<void> {
    if (this.closed) return Promise.resolve();
    return (this.ready ?? this.spawn()).then(
      () => undefined,
      () => undefined,
    );
  }

  private kill(child: ChildProcess, reason: string, memory: Memory | null): void {
    this.seen.killed++;
    if (memory) this.seen.lastKilledPeak = memory.peak;
    child.kill('SIGKILL');
    if (this.child === child) {
      this.child = null;
      this.ready = null;
    }
    this.options.log.warn(
      { pid: child.pid, reason, rssMb: memory ? Math.round(memory.rss / MB) : null },
      'parse process killed and replaced',
    );
    void this.warm();
  }

  /**
   * Runs a task, and gives it once more to a fresh process where the first try says nothing about the document:
   * - the process died under it without being killed here (no memory cap, time limit or abort: a crash of the
   *   process itself);
   * - the process passed its memory cap after earlier tasks: what they left (an OCR engine's freed memory stays in
   *   the RSS) counted against the cap, and whether a document is refused must not depend on what came before it.
   * A document that crashes the parser every time, or needs more than the cap on its own, still fails, after two
   * processes.
   */
  async run(task: ParseTask, signal?: AbortSignal): Promise<ParseOutcome> {
    const first = await this.runOnce(task, signal);
    const { outcome } = first;
    if (outcome.ok || signal?.aborted || this.closed) return outcome;
    if (outcome.detail === EXITED) {
      this.options.log.warn({ detail: outcome.detail }, 'parse process exited during a task: retrying it once');
    } else if (first.memoryAfterEarlierTasks) {
      this.options.log.warn(
        { detail: outcome.detail },
        'parse process passed its memory cap after earlier tasks: retrying the task in a fresh process',
      );
    } else return outcome;
    return (await this.runOnce(task, signal)).outcome;
  }

  private async runOnce(task: ParseTask, signal?: AbortSignal): Promise<Attempt> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    let child: ChildProcess;
    try {
      child = await (this.ready ?? this.spawn());
    } catch (err) {
      return { outcome: failed('the parser could not be started', String(err)), memoryAfterEarlierTasks: false };
    }
    const earlierTasks = this.tasksOnChild++;
    return new Promise<Attempt>((resolve) => {
      const id = this.nextId++;
      const { memoryLimitBytes, timeoutMs } = this.options;
      let settled = false;
      let last: Memory | null = null;
      const finish = (outcome: ParseOutcome, killReason?: string) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        clearInterval(watch);
        child.off('message', onMessage);
        child.off('exit', onExit);
        signal?.removeEventListener('abort', onAbort);
        const attempt = { outcome, memoryAfterEarlierTasks: killReason === MEMORY && earlierTasks > 0 };
        if (killReason) {
          this.kill(child, killReason, last);
          resolve(attempt);
        } else void this.recycleIfBloated(child).finally(() => resolve(attempt));
      };
      const onMessage = (msg: ChildReply) => {
        if ('id' in msg && msg.id === id) finish(msg.outcome);
      };
      // The spawn's own exit listener, registered first, has logged it and forgotten the process.
      const onExit = () => finish(failed('the parser stopped unexpectedly', EXITED));
      const onAbort = () =>
        finish(failed('timed out: the batch deadline passed before the resume was parsed', 'aborted'), 'aborted');
      const timer = setTimeout(
        () => finish(failed(`parsing took longer than ${seconds(timeoutMs)}`, 'timeout'), 'timeout'),
        timeoutMs,
      );
      const watch = setInterval(() => {
        void processMemory(child.pid ?? -1).then((m) => {
          if (!m || settled) return;
          last = m;
          this.seen.peakRss = Math.max(this.seen.peakRss, m.rss);
          if (m.rss > memoryLimitBytes) {
            const message = `parsing needed more than ${Math.round(memoryLimitBytes / MB)} MB of memory`;
            finish(failed(message, `rss ${Math.round(m.rss / MB)} MB`), MEMORY);
          }
        });
      }, this.options.rssIntervalMs);
      child.on('message', onMessage);
      child.once('exit', onExit);
      if (signal?.aborted) return onAbort();
      signal?.addEventListener('abort', onAbort, { once: true });
      const request: ChildRequest = { id, task };
      child.send(request, (err) => {
        if (err) finish(failed('the parser stopped unexpectedly', `send failed: ${err.message}`), 'send failed');
      });
    });
  }

  /** A process whose RSS stays high after a task (OCR engine, heap grown) is replaced, now or once idle. */
  private async recycleIfBloated(child: ChildProcess): Promise<void> {
    const m = await processMemory(child.pid ?? -1);
    if (!m || this.child !== child) return;
    const cap = this.options.memoryLimitBytes;
    if (m.rss > cap * RECYCLE_NOW) return this.kill(child, 'bloated', m);
    if (m.rss <= cap * RECYCLE_IDLE) return;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.child === child) this.kill(child, 'bloated while idle', m);
    }, IDLE_RECYCLE_MS);
    this.idleTimer.unref();
  }

  close(): void {
    this.closed = true;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    const child = this.child;
    this.child = null;
    this.ready = null;
    if (child && child.exitCode === null) child.kill('SIGKILL');
  }
}
