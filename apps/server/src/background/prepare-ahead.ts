// Preparation off the critical path: while the engine's slots are busy, the preparer's worker prepares the
// pending jobs likely to run next (one at a time, never more than the engine's slots ahead), so that a slot
// that frees takes a prepared job at once instead of waiting for the tagger. Nothing is claimed: the fair
// scheduler still decides what runs, and a job it picks that was not prepared ahead is prepared as before.
// Preparations live in memory only; a deletion drops its target's (docs/scheduling.md).
import type { Db, Environment } from '@rubric/db';
import type { Logger } from 'pino';
import type { ScoringJobRow } from '../modules/scoring/queries.js';
import * as queue from '../modules/scoring/queue.js';
import type { PreparedJob } from './score-application.js';

/** A preparation not used within this time is dropped (its job waits behind others; it is redone when claimed). */
const KEEP_MS = 10 * 60_000;

interface Entry {
  row: ScoringJobRow;
  job: Promise<PreparedJob>;
  at: number;
}

export interface PrepareAheadDeps {
  db: Db;
  log: Logger;
  environment: Environment;
  prepareJob: (row: ScoringJobRow) => Promise<PreparedJob>;
  /** Whether preparing ahead is worth it now (the worker is ready; blind jobs only need it). */
  enabled: () => boolean;
}

export function createPrepareAhead(deps: PrepareAheadDeps) {
  const entries = new Map<string, Entry>();
  let working = false;

  function expire(now: number): void {
    for (const [id, e] of entries) if (now - e.at > KEEP_MS) entries.delete(id);
    if (entries.size === 0) return;
    // A job the queue no longer hands out (its partner's scoring was paused, perhaps from another process, or
    // another process claimed it) would hold its place until it expired, and nothing else would be prepared.
    const still = queue.claimableAmong(deps.db, deps.environment, [...entries.keys()]);
    for (const id of entries.keys()) if (!still.has(id)) entries.delete(id);
  }

  /** Prepares the next likely job when fewer than `depth` are prepared and no preparation ahead is running. */
  function fill(depth: number): void {
    if (working || depth <= 0 || !deps.enabled()) return;
    const now = Date.now();
    let row: ScoringJobRow | undefined;
    try {
      expire(now);
      if (entries.size >= depth) return;
      row = queue.upcomingScoringJobs(deps.db, deps.environment, depth + entries.size).find((r) => !entries.has(r.id));
    } catch (err) {
      deps.log.warn({ err }, 'looking for jobs to prepare ahead failed');
      return;
    }
    if (!row) return;
    const id = row.id;
    working = true;
    const job = deps.prepareJob(row);
    entries.set(id, { row, job, at: now });
    // A failure (inputs gone) is seen again when the job is claimed and prepared there.
    job
      .catch(() => entries.delete(id))
      .finally(() => {
        working = false;
        fill(depth);
      });
  }

  return {
    fill,

    /** The preparation made ahead for this job, if any (taken: each is used once). */
    take(id: string): Promise<PreparedJob> | undefined {
      const entry = entries.get(id);
      entries.delete(id);
      return entry?.job;
    },

    /** Drops the preparations of jobs whose data is being deleted. */
    drop(matches: (row: ScoringJobRow) => boolean): void {
      for (const [id, e] of entries) if (matches(e.row)) entries.delete(id);
    },

    clear(): void {
      entries.clear();
    },

    /** The jobs whose preparation is held (tests). */
    ids(): string[] {
      return [...entries.keys()];
    },
  };
}

export type PrepareAhead = ReturnType<typeof createPrepareAhead>;
