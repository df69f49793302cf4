export interface RestoreDrillResult {
  applications: number;
  intervalSeconds: number;
  acknowledged: number;
  acknowledgedBeforeSnapshot: number;
  snapshotFiles: number;
  integrity: string;
  missing: string[];
  unfinished: string[];
  pendingDeliveries: number;
  undelivered: string[];
  replays: number;
  replayFailures: string[];
  rpoMs: number;
  snapshotMsMax: number;
  restoreMs: number;
  startMs: number;
  rtoMs: number;
  ok: boolean;
}
export function runRestoreDrill(options?: {
  applications?: number;
  intervalSeconds?: number;
  killAfterMs?: [number, number];
  log?: (line: string) => void;
  keep?: boolean;
}): Promise<RestoreDrillResult>;
