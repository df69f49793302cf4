import { describe, expect, it } from 'vitest';
import { runRestoreDrill } from '../../../scripts/lib/restore-drill.mjs';

// The short form of `npm run drill:restore` (docs/OPERATIONS.md): a server process under load takes a snapshot
// every second, is killed with SIGKILL at a random moment, and the newest snapshot is restored and started.
describe('restore drill (short form)', () => {
  it('after kill -9 and a restore of the newest snapshot: integrity ok, every job acknowledged before it there once and finished, pending webhooks delivered, replays answer', async () => {
    const lines: string[] = [];
    const result = await runRestoreDrill({ intervalSeconds: 1, killAfterMs: [0, 1500], log: (l) => lines.push(l) });
    expect(result, lines.join('\n')).toMatchObject({
      integrity: 'ok',
      missing: [],
      unfinished: [],
      undelivered: [],
      replayFailures: [],
      ok: true,
    });
    // The drill proves something only if the snapshot held acknowledged work and deliveries still due.
    expect(result.acknowledgedBeforeSnapshot).toBeGreaterThan(0);
    expect(result.replays).toBeGreaterThan(0);
  }, 90_000);
});
