/**
 * Which snapshots retention keeps. `BACKUP_KEEP` is a comma-separated list of `<count><unit>` rules with units
 * `h` (hourly), `d` (daily), `w` (weekly) and `n` (the newest N, whatever their age), e.g. `48h,14d`: of the
 * snapshots taken in each of the last 48 clock hours (the current one included), the newest; of each of the last 14
 * UTC days, the newest. A snapshot any rule keeps is kept, and the newest snapshot always is.
 *
 * The periods are counted back from now, not from the newest snapshot (as restic's `--keep-within-hourly` does,
 * not its `--keep-hourly`): so no snapshot outlives the longest rule, and that bounds how long erased data survives
 * in backups (docs/data-lifecycle.md). An `n` rule has no such bound.
 */
export interface KeepRule {
  count: number;
  unit: 'n' | 'h' | 'd' | 'w';
}
export type KeepPolicy = readonly KeepRule[];

export const DEFAULT_BACKUP_KEEP = '48h,14d';
const RULE = /^(\d{1,5})([nhdw])$/;
const PERIOD_MS = { h: 3_600_000, d: 86_400_000, w: 7 * 86_400_000 } as const;

/** Parses `48h,14d`; throws with a message naming the rule that is not understood. */
export function parseKeepPolicy(text: string): KeepPolicy {
  const rules = text
    .split(',')
    .map((r) => r.trim())
    .filter((r) => r.length > 0)
    .map((r) => {
      const m = RULE.exec(r);
      if (!m || Number(m[1]) < 1)
        throw new Error(`"${r}" is not a keep rule: use <count><unit>, unit h, d, w or n (e.g. 48h,14d)`);
      return { count: Number(m[1]), unit: m[2] as KeepRule['unit'] };
    });
  if (rules.length === 0) throw new Error('at least one keep rule is needed (e.g. 48h,14d)');
  return rules;
}

/** The snapshot times (ms) to keep at `now`, given every good snapshot's time. UTC periods, the same on every host. */
export function snapshotsToKeep(times: readonly number[], policy: KeepPolicy, now: number): Set<number> {
  const newestFirst = [...times].sort((a, b) => b - a);
  const keep = new Set<number>(newestFirst.slice(0, 1));
  for (const rule of policy) {
    if (rule.unit === 'n') {
      for (const t of newestFirst.slice(0, rule.count)) keep.add(t);
      continue;
    }
    const size = PERIOD_MS[rule.unit];
    const oldestPeriod = Math.floor(now / size) - rule.count + 1;
    const seen = new Set<number>();
    for (const t of newestFirst) {
      const period = Math.floor(t / size);
      if (period < oldestPeriod) break;
      if (seen.has(period)) continue;
      seen.add(period);
      keep.add(t);
    }
  }
  return keep;
}

/**
 * The most a snapshot can age under the policy while snapshots are taken every `intervalMs` (the erasure window of
 * backups): a period rule keeps nothing older than `count` periods; `n` keeps N intervals' worth.
 */
export function longestKeptMs(policy: KeepPolicy, intervalMs: number): number {
  return Math.max(...policy.map((r) => r.count * (r.unit === 'n' ? intervalMs : PERIOD_MS[r.unit])), intervalMs);
}
