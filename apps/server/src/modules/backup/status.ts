import type { BackupState } from '@rubric/contracts';
import { Counter, Gauge } from 'prom-client';
import type { Logger } from 'pino';
import type { BackupSettings } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import type { Metrics } from '../../lib/metrics.js';
import { listSnapshots } from './snapshot.js';

export interface BackupStatus {
  state(): BackupState;
  /** A failed run: a snapshot that could not be made good, or a hook that failed. */
  recordFailure(stage: 'snapshot' | 'verify_previous' | 'after_command', detail: Record<string, unknown>): void;
}

export function createBackupStatus(deps: {
  settings: BackupSettings | null;
  metrics: Metrics;
  clock: Clock;
  log: Logger;
}): BackupStatus {
  const { settings, clock, log } = deps;
  const startedAt = clock.now();
  let failures = 0;
  let lastFailureAt: number | null = null;
  const newest = () => (settings ? (listSnapshots(settings.dir)[0]?.at ?? null) : null);
  new Gauge({
    name: 'rubric_backup_last_success_timestamp_seconds',
    help: 'Time of the newest verified snapshot under BACKUP_DIR (0: none, or backups are off)',
    registers: [deps.metrics.registry],
    collect() {
      const at = newest();
      this.set(at === null ? 0 : at / 1000);
    },
  });
  const failureCounter = new Counter({
    name: 'rubric_backup_failures_total',
    help: 'Scheduled snapshots that failed (not written or not verified) and BACKUP_AFTER_COMMAND runs that failed',
    registers: [deps.metrics.registry],
  });
  return {
    state() {
      const at = newest();
      const now = clock.now();
      const intervalMs = settings?.intervalMs ?? null;
      return {
        enabled: settings !== null,
        intervalSeconds: intervalMs === null ? null : intervalMs / 1000,
        lastSuccessAt: at === null ? null : new Date(at).toISOString(),
        lastSuccessAgeSeconds: at === null ? null : Math.max(0, Math.round((now - at) / 1000)),
        stale: intervalMs !== null && now - (at ?? startedAt) > 2 * intervalMs,
        failures,
        lastFailureAt: lastFailureAt === null ? null : new Date(lastFailureAt).toISOString(),
      };
    },
    recordFailure(stage, detail) {
      failures++;
      lastFailureAt = clock.now();
      failureCounter.inc();
      log.error({ stage, ...detail }, 'backup failed');
    },
  };
}
