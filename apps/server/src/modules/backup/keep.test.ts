import { describe, expect, it } from 'vitest';
import { afterCommandArgv } from './after-command.js';
import { longestKeptMs, parseKeepPolicy, snapshotsToKeep } from './keep.js';

const H = 3_600_000;
const D = 24 * H;
const at = (iso: string) => Date.parse(iso);

describe('BACKUP_KEEP', () => {
  it('parses rules and names the one it does not understand', () => {
    expect(parseKeepPolicy('48h, 14d,2w,3n')).toEqual([
      { count: 48, unit: 'h' },
      { count: 14, unit: 'd' },
      { count: 2, unit: 'w' },
      { count: 3, unit: 'n' },
    ]);
    for (const bad of ['', '48', 'h', '0h', '48x', '48h;14d', '-1d'])
      expect(() => parseKeepPolicy(bad), bad).toThrow(/keep rule|at least one/);
  });

  it('hourly snapshots under 48h,14d: the newest of each of the last 48 hours and of each of the last 14 days', () => {
    const now = at('2026-11-26T12:30:00Z');
    // One snapshot every hour for 20 days, at half past.
    const times = Array.from({ length: 20 * 24 }, (_, i) => now - i * H);
    const kept = [...snapshotsToKeep(times, parseKeepPolicy('48h,14d'), now)].sort((a, b) => b - a);
    const hourly = times.slice(0, 48);
    // Daily: the newest of each UTC day, today (2026-11-26) and the 13 days before; nothing from 2026-11-12 or older.
    const daily = Array.from({ length: 14 }, (_, d) => (d === 0 ? now : at('2026-11-26T23:30:00Z') - d * D));
    expect(kept).toEqual([...new Set([...hourly, ...daily])].sort((a, b) => b - a));
    expect(Math.min(...kept)).toBe(at('2026-11-13T23:30:00Z'));
    expect(now - Math.min(...kept)).toBeLessThan(longestKeptMs(parseKeepPolicy('48h,14d'), H));
  });

  it('periods are counted from now: a server stopped for a month keeps only its newest old snapshot', () => {
    const last = at('2026-10-01T08:00:00Z');
    const times = [last, last - H, last - D];
    expect([...snapshotsToKeep(times, parseKeepPolicy('48h,14d'), at('2026-11-01T08:00:00Z'))]).toEqual([last]);
  });

  it('several snapshots in one hour: the newest stays; n keeps the newest N whatever their age', () => {
    const now = at('2026-11-26T12:59:00Z');
    const times = [now, now - 60_000, now - 120_000];
    expect([...snapshotsToKeep(times, parseKeepPolicy('48h'), now)]).toEqual([now]);
    expect([...snapshotsToKeep(times, parseKeepPolicy('2n'), now)]).toEqual([now, now - 60_000]);
  });
});

describe('BACKUP_AFTER_COMMAND', () => {
  it('is split into words, never given to a shell; {snapshot} and {name} are replaced, else the path comes last', () => {
    const path = '/backups/snapshot-20261126T120000000Z';
    expect(afterCommandArgv('restic backup --tag rubric', path)).toEqual(['restic', 'backup', '--tag', 'rubric', path]);
    expect(afterCommandArgv('rclone copy {snapshot} remote:rubric/{name}', path)).toEqual([
      'rclone',
      'copy',
      path,
      'remote:rubric/snapshot-20261126T120000000Z',
    ]);
    expect(afterCommandArgv('rclone sync {dir} offsite:rubric --exclude .partial-*/**', path)).toEqual([
      'rclone',
      'sync',
      '/backups',
      'offsite:rubric',
      '--exclude',
      '.partial-*/**',
    ]);
    expect(afterCommandArgv('sh -c "rm -rf /" ; echo', path)).toEqual([
      'sh',
      '-c',
      '"rm',
      '-rf',
      '/"',
      ';',
      'echo',
      path,
    ]);
  });
});
