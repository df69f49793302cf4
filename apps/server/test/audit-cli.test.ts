// `rubric audit verify` and `rubric audit export` as the operator runs them (child processes on the running
// server's DATA_DIR), the retention sweep's prefix cut, and a row changed by hand through the sqlite3 shell.
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DATABASE_FILE, asc, schema } from '@rubric/db';
import { describe, expect, it, vi } from 'vitest';
import { chainHash, type ChainedFields } from '../src/modules/audit/chain.js';
import { ControlledEngine } from './fake-engines.js';
import { TestClock, useTempDir, useTestServer } from './harness.js';
import { CRITERIA, JOB_DESCRIPTION } from './lifecycle-support.js';
import { cliProcess } from './process-harness.js';
import { eventually } from './waits.js';

// A hang guard sized to the work: each CLI call is a Node process.
vi.setConfig({ testTimeout: 90_000 });

const DAY = 24 * 60 * 60 * 1000;
const clock = new TestClock(Date.UTC(2026, 0, 1));
const server = await useTestServer({ clock, engines: { test: new ControlledEngine() } });
const api = server.client('acme', 'tenant-a');
const rubric = (...args: string[]) => cliProcess(server.dataDir, ...args);
const out = useTempDir('rubric-audit-export-');
const dbFile = join(server.dataDir, DATABASE_FILE);
const rows = () => server.rubric.ctx.db.select().from(schema.auditEvents).orderBy(asc(schema.auditEvents.seq)).all();

/** SQL through the sqlite3 shell: a second connection, as an operator (or a tamperer) would open one. */
const sqlite3 = (sql: string) =>
  execFileSync('sqlite3', [dbFile, sql], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

async function scoredApplication(appId: string): Promise<void> {
  const r = await api.post<{ scoringJob: { id: string } }>(`/v1/jobs/job-1/applications/${appId}/scoring-jobs`, {
    resume: { type: 'text', content: `Candidate ${appId}: six years of TypeScript, PostgreSQL in production.` },
    jobDescription: JOB_DESCRIPTION,
  });
  expect(r.status).toBe(202);
  await eventually(() => rows().some((e) => e.type === 'scoring.completed' && e.applicationId === appId), {
    what: `${appId} scored`,
  });
}

describe('rubric audit', () => {
  it('retention cuts the old prefix with a checkpoint; verify and export still hold; a hand-made change is caught', async () => {
    // Old events, then four years and more later, new ones.
    expect((await api.put('/v1/jobs/job-1/criteria', { criteria: CRITERIA })).status).toBe(200);
    await scoredApplication('app-old');
    const old = rows();
    expect(old).toHaveLength(3);
    clock.advance(1000 * DAY);
    await scoredApplication('app-new');
    clock.advance(500 * DAY); // the old events are now 1500 days old, the new ones 500
    const run = await server.rubric.background.runNow('retention.sweep');
    expect(run).toMatchObject({ ok: true, summary: { auditEvents: 3 } });
    const kept = rows();
    expect(kept.map((r) => r.seq)).toEqual([4, 5, 6]);
    expect(kept[2]).toMatchObject({ type: 'audit.checkpoint', actorType: 'system', actorId: 'retention.sweep' });
    expect(JSON.parse(kept[2]?.data ?? '')).toMatchObject({
      lastRemovedSeq: 3,
      lastRemovedHash: old[2]?.hash,
      removedCount: 3,
    });

    const verified = await rubric('audit', 'verify');
    expect(verified).toMatchObject({ code: 0, stdout: '3 events verified\n' });
    expect(verified.stderr).toContain(`head hash ${kept[2]?.hash}`);

    // Export: the new scoring events only, each line carrying what its hash covers (recomputed here).
    const from = new Date(clock.now() - 600 * DAY).toISOString();
    const to = new Date(clock.now() - 1).toISOString();
    const exported = await rubric('audit', 'export', '--from', from, '--to', to);
    expect(exported.code).toBe(0);
    const lines = exported.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.map((l) => l.type)).toEqual(['scoring.submitted', 'scoring.completed']);
    for (const line of lines) {
      const actor = line.actor as { type: string; id: string };
      const fields: ChainedFields = {
        seq: line.seq as number,
        id: line.id as string,
        at: Date.parse(line.at as string),
        type: line.type as string,
        actorType: actor.type,
        actorId: actor.id,
        partnerId: line.partnerId as string,
        environment: line.environment as string,
        tenantId: line.tenantId as string,
        jobExternalId: line.jobId as string,
        applicationId: line.applicationId as string,
        scoringJobId: line.scoringJobId as string,
        data: JSON.stringify(sortedKeys(line.data)),
        prevHash: line.prevHash as string,
      };
      expect(chainHash(fields)).toBe(line.hash);
    }
    const file = join(out, 'trail.ndjson');
    expect(await rubric('audit', 'export', '--out', file)).toMatchObject({ code: 0, stdout: `${file}\n` });
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(3);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect((await rubric('audit', 'export', '--out', file)).code).toBe(1); // never overwrites
    expect((await rubric('audit', 'export', '--from', 'yesterday-ish')).code).toBe(1);

    // The triggers refuse a change through any connection; with the trigger dropped, verify names the row.
    expect(() => sqlite3('UPDATE audit_events SET actor_id = 1 WHERE seq = 5')).toThrow(/UPDATE refused/);
    expect(() => sqlite3('DELETE FROM audit_events WHERE seq = 5')).toThrow(/DELETE refused/);
    sqlite3(
      `DROP TRIGGER audit_events_no_update; UPDATE audit_events SET data = replace(data, '"score":', '"score":1') WHERE seq = 5`,
    );
    const broken = await rubric('audit', 'verify');
    expect(broken.code).toBe(1);
    expect(broken.stdout).toBe('');
    expect(broken.stderr).toContain('audit trail broken at seq 5: hash does not match');
  });
});

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, sortedKeys((value as Record<string, unknown>)[k])]),
  );
}
