// The audit trail's core on a real SQLite file: appends chain, verification finds a row changed by hand
// through a second connection (the sqlite3 command-line shell, as an operator would), the triggers refuse
// UPDATE and DELETE, a failed transaction leaves no event, and a retention cut keeps the chain verifiable.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '@rubric/db';
import {
  appendAuditEvent,
  chainHash,
  cutAuditPrefix,
  GENESIS_HASH,
  SYSTEM_ACTORS,
  verifyAuditChain,
  type AuditEventInput,
} from './index.js';
import type { ChainedFields } from './chain.js';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 0, 1);

function submitted(n: number, at = T0 + n): AuditEventInput {
  return {
    type: 'scoring.submitted',
    actor: { type: 'partner_key', id: 'sk_test_abcd1234' },
    at,
    scope: { partnerId: 'prt_1', environment: 'test', tenantId: 'ten_1' },
    subject: { jobExternalId: 'job-1', applicationId: `app-${n}`, scoringJobId: `sj_${n}` },
    data: {
      scoringJobId: `sj_${n}`,
      criteriaVersionId: 'cv_1',
      batchId: null,
      resumeSha256: 'a'.repeat(64),
      resumeFormat: 'text',
      blind: false,
      rescore: false,
    },
  };
}

/** Runs SQL on the file through the sqlite3 shell: a second connection, outside the application. */
function sqlite3(path: string, sql: string): string {
  return execFileSync('sqlite3', [path, sql], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

describe('audit trail', () => {
  let dir: string;
  let database: OpenDatabase;
  const append = (event: AuditEventInput) => database.db.transaction((tx) => appendAuditEvent(tx, event));
  const count = () => database.sqlite.prepare('SELECT count(*) FROM audit_events').pluck().get() as number;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'rubric-audit-'));
    database = openDatabase(dir);
  });
  afterEach(() => {
    database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('chains each event to the one before it, from the genesis hash, and verifies', () => {
    const events = [1, 2, 3].map((n) => append(submitted(n)));
    expect(events.map((e) => e.seq)).toEqual([1, 2, 3]);
    const rows = database.sqlite
      .prepare('SELECT seq, prev_hash AS prevHash, hash FROM audit_events ORDER BY seq')
      .all() as { seq: number; prevHash: string; hash: string }[];
    expect(rows[0]?.prevHash).toBe(GENESIS_HASH);
    expect(rows[1]?.prevHash).toBe(rows[0]?.hash);
    expect(rows[2]?.prevHash).toBe(rows[1]?.hash);
    expect(new Set(rows.map((r) => r.hash)).size).toBe(3);
    expect(verifyAuditChain(database.sqlite)).toEqual({
      ok: true,
      checked: 3,
      first: 1,
      last: { seq: 3, hash: rows[2]?.hash },
    });
  });

  it('stores data as canonical JSON (sorted keys), which the hash covers', () => {
    append(submitted(1));
    const data = database.sqlite.prepare('SELECT data FROM audit_events').pluck().get() as string;
    expect(data.startsWith('{"batchId":null,"blind":false,"criteriaVersionId":"cv_1"')).toBe(true);
  });

  it('verifies an empty trail', () => {
    expect(verifyAuditChain(database.sqlite)).toEqual({ ok: true, checked: 0, first: null, last: null });
  });

  it('catches a row changed by hand through a second connection (triggers dropped first), naming its seq', () => {
    for (const n of [1, 2, 3, 4]) append(submitted(n));
    // The trigger refuses the change from any connection; a tamperer has to drop it first.
    expect(() =>
      sqlite3(database.path, `UPDATE audit_events SET data = replace(data, 'cv_1', 'cv_9') WHERE seq = 3`),
    ).toThrow(/append-only: UPDATE refused/);
    sqlite3(
      database.path,
      `DROP TRIGGER audit_events_no_update; UPDATE audit_events SET data = replace(data, 'cv_1', 'cv_9') WHERE seq = 3`,
    );
    const verdict = verifyAuditChain(database.sqlite);
    expect(verdict).toMatchObject({ ok: false, seq: 3, checked: 2 });
    expect(verdict.ok ? '' : verdict.reason).toMatch(/hash does not match/);
  });

  it('catches a row whose hash was recomputed by the tamperer at the next row, and a removed middle row', () => {
    for (const n of [1, 2, 3, 4]) append(submitted(n));
    sqlite3(database.path, `DROP TRIGGER audit_events_no_update; DROP TRIGGER audit_events_no_delete;`);
    const row = database.sqlite
      .prepare(
        `SELECT seq, id, at, type, actor_type AS actorType, actor_id AS actorId, partner_id AS partnerId, environment,
           tenant_id AS tenantId, job_external_id AS jobExternalId, application_id AS applicationId,
           scoring_job_id AS scoringJobId, data, prev_hash AS prevHash FROM audit_events WHERE seq = 2`,
      )
      .get() as ChainedFields;
    const forged = { ...row, actorId: 'sk_test_forged00' };
    sqlite3(
      database.path,
      `UPDATE audit_events SET actor_id = 'sk_test_forged00', hash = '${chainHash(forged)}' WHERE seq = 2`,
    );
    expect(verifyAuditChain(database.sqlite)).toMatchObject({
      ok: false,
      seq: 3,
      reason: expect.stringMatching(/prevHash/),
    });
    sqlite3(database.path, `DELETE FROM audit_events WHERE seq = 3`);
    expect(verifyAuditChain(database.sqlite)).toMatchObject({
      ok: false,
      seq: 4,
      reason: expect.stringMatching(/seq 3 is missing/),
    });
  });

  it('catches a prefix removed without a checkpoint', () => {
    for (const n of [1, 2, 3]) append(submitted(n));
    sqlite3(database.path, `DROP TRIGGER audit_events_no_delete; DELETE FROM audit_events WHERE seq = 1`);
    expect(verifyAuditChain(database.sqlite)).toMatchObject({
      ok: false,
      seq: 2,
      reason: expect.stringMatching(/checkpoint/),
    });
  });

  it('catches a trail emptied by hand: the next event goes on from the highest seq ever used', () => {
    for (const n of [1, 2, 3]) append(submitted(n));
    sqlite3(database.path, `DROP TRIGGER audit_events_no_delete; DELETE FROM audit_events`);
    expect(append(submitted(4)).seq).toBe(4);
    expect(verifyAuditChain(database.sqlite)).toMatchObject({
      ok: false,
      seq: 4,
      reason: expect.stringMatching(/checkpoint/),
    });
  });

  it('refuses UPDATE and DELETE on any connection', () => {
    append(submitted(1));
    append(submitted(2));
    expect(() => database.sqlite.prepare(`UPDATE audit_events SET at = 0 WHERE seq = 1`).run()).toThrow(
      /append-only: UPDATE refused/,
    );
    expect(() => database.sqlite.prepare(`DELETE FROM audit_events WHERE seq = 2`).run()).toThrow(
      /append-only: DELETE refused/,
    );
    expect(() => database.sqlite.prepare(`DELETE FROM audit_events`).run()).toThrow(/append-only: DELETE refused/);
    expect(() => sqlite3(database.path, `DELETE FROM audit_events WHERE seq = 1`)).toThrow(/DELETE refused/);
    // Even with the guard set by hand, only the first row may go: a hole in the middle is refused.
    expect(() =>
      database.db.transaction(() => {
        database.sqlite.prepare('UPDATE audit_retention_guard SET cut_through = 2').run();
        database.sqlite.prepare('DELETE FROM audit_events WHERE seq = 2').run();
      }),
    ).toThrow(/DELETE refused/);
    expect(count()).toBe(2);
    expect(verifyAuditChain(database.sqlite)).toMatchObject({ ok: true, checked: 2 });
  });

  it('leaves neither the change nor its event when the transaction throws after the append', () => {
    database.sqlite.exec('CREATE TABLE change_t (n INTEGER)');
    append(submitted(1));
    expect(() =>
      database.db.transaction((tx) => {
        database.sqlite.prepare('INSERT INTO change_t (n) VALUES (1)').run();
        appendAuditEvent(tx, submitted(2));
        throw new Error('the change fails after its event was appended');
      }),
    ).toThrow(/fails after/);
    expect(database.sqlite.prepare('SELECT count(*) FROM change_t').pluck().get()).toBe(0);
    expect(count()).toBe(1);
    // The next append continues the chain from the committed last row.
    expect(append(submitted(3)).seq).toBe(2);
    expect(verifyAuditChain(database.sqlite)).toMatchObject({ ok: true, checked: 2 });
  });

  it('a retention cut removes an old prefix, writes a checkpoint, and the chain still verifies', () => {
    for (const n of [1, 2, 3]) append(submitted(n, T0 + n));
    for (const n of [4, 5]) append(submitted(n, T0 + 10 * DAY + n));
    const third = database.sqlite.prepare('SELECT hash FROM audit_events WHERE seq = 3').pluck().get() as string;

    const cut = cutAuditPrefix(database.db, T0 + 5 * DAY, T0 + 20 * DAY);
    expect(cut).toEqual({ removed: 3, checkpointSeq: 6 });
    const seqs = database.sqlite.prepare('SELECT seq FROM audit_events ORDER BY seq').pluck().all();
    expect(seqs).toEqual([4, 5, 6]);
    const checkpoint = database.sqlite
      .prepare('SELECT type, actor_type, actor_id, data FROM audit_events WHERE seq = 6')
      .get();
    expect(checkpoint).toMatchObject({
      type: 'audit.checkpoint',
      actor_type: 'system',
      actor_id: SYSTEM_ACTORS.retention.id,
    });
    expect(JSON.parse((checkpoint as { data: string }).data)).toMatchObject({
      lastRemovedSeq: 3,
      lastRemovedHash: third,
      removedCount: 3,
    });
    expect(database.sqlite.prepare('SELECT cut_through FROM audit_retention_guard').pluck().get()).toBeNull();
    expect(verifyAuditChain(database.sqlite)).toMatchObject({ ok: true, checked: 3, first: 4 });

    // Nothing old enough: nothing cut, no checkpoint.
    expect(cutAuditPrefix(database.db, T0 + 5 * DAY, T0 + 21 * DAY)).toEqual({ removed: 0, checkpointSeq: null });
    // Everything old: the new checkpoint is all that remains, and seq goes on (never reused).
    expect(cutAuditPrefix(database.db, T0 + 30 * DAY, T0 + 30 * DAY)).toEqual({ removed: 3, checkpointSeq: 7 });
    expect(append(submitted(8, T0 + 31 * DAY)).seq).toBe(8);
    expect(verifyAuditChain(database.sqlite)).toMatchObject({ ok: true, checked: 2, first: 7 });
  });

  it('a forged checkpoint does not explain a cut (it breaks the chain where it was changed)', () => {
    for (const n of [1, 2, 3]) append(submitted(n, T0 + n));
    cutAuditPrefix(database.db, T0 + 3, T0 + DAY); // removes 1 and 2; checkpoint at 4
    sqlite3(
      database.path,
      `DROP TRIGGER audit_events_no_update; UPDATE audit_events SET data = replace(data, '"removedCount":2', '"removedCount":1') WHERE seq = 4`,
    );
    expect(verifyAuditChain(database.sqlite)).toMatchObject({ ok: false, seq: 4 });
  });
});
