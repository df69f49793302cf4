import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@rubric/db';
import { describe, expect, it } from 'vitest';
import { toApiError } from './errors.js';

describe('toApiError', () => {
  it('answers a database locked past its busy timeout with a retryable 503 and Retry-After, not a 500', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rubric-busy-'));
    const holder = openDatabase(dataDir);
    const caller = openDatabase(dataDir);
    try {
      caller.sqlite.pragma('busy_timeout = 0');
      let busy: unknown;
      holder.db.transaction(() => {
        try {
          caller.db.transaction(() => undefined); // BEGIN IMMEDIATE while another connection holds the lock
        } catch (err) {
          busy = err;
        }
      });
      expect((busy as { code?: string }).code).toBe('SQLITE_BUSY');
      const answer = toApiError(busy);
      expect(answer).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503, retryable: true });
      expect(answer.headers).toEqual({ 'Retry-After': '1' });
      expect(answer.message).not.toMatch(/sqlite|locked/i);
    } finally {
      holder.close();
      caller.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('keeps anything else unexpected a 500 that says nothing internal', () => {
    const answer = toApiError(
      Object.assign(new Error('SQLITE_CONSTRAINT: UNIQUE failed: jobs.id'), { code: 'SQLITE_CONSTRAINT' }),
    );
    expect(answer).toMatchObject({ code: 'INTERNAL_ERROR', status: 500, message: 'An unexpected error occurred.' });
  });
});
