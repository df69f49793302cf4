/**
 * Which snapshots retention keeps. `BACKUP_KEEP` is a comma-separated list of `<count><unit>` rules with units
 * `h` (hourly), `d` (daily), `w` (weekly), and `n` (the newest N, whatever their age), e.g. `48h,14d`: for each of
 * the last 48 hours that has a snapshot, its newest one; for each of the last 14 days (UTC), its newest one. A
 * snapshot any rule keeps is kept; the newest good snapshot is always kept. Like restic's `forget --keep-hourly`
 * and `--keep-daily`, counted in periods that hold a snapshot, so a stopped server never loses its old backups to
 * the clock alone.
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

/**
 * The snapshot times (ms) to keep, given every good snapshot's time. Periods are counted backwards from the newest
 * snapshot's period; UTC periods (a day is a UTC day), the same on every host.
 */
export function snapshotsToKeep(times: readonly number[], policy: KeepPolicy): Set<number> {
  const newestFirst = [...times].sort((a, b) => b - a);
  const keep = new Set<number>(newestFirst.slice(0, 1));
  for (const rule of policy) {
    if (rule.unit === 'n') {
      for (const t of newestFirst.slice(0, rule.count)) keep.add(t);
      continue;
    }
    const size = PERIOD_MS[rule.unit];
    const seen = new Set<number>();
    for (const t of newestFirst) {
      const period = Math.floor(t / size);
      if (seen.has(period)) continue;
      if (seen.size >= rule.count) break;
      seen.add(period);
      keep.add(t);
    }
  }
  return keep;
}

/** The longest a snapshot can be kept under the policy with one snapshot per interval (the erasure window). */
export function longestKeptMs(policy: KeepPolicy, intervalMs: number): number {
  return Math.max(
    ...policy.map((r) => (r.unit === 'n' ? r.count * intervalMs : r.count * Math.max(PERIOD_MS[r.unit], intervalMs))),
  );
}
