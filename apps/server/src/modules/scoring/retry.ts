import { join } from 'node:path';
import { readFileSync, existsSync } from 'node:fs';
import { eq, schema, type Db } from '@rubric/db';
import { ResumeError, type ResumeIntake } from '@rubric/resume';
import { failScoringJob, resetScoringJobForRetry } from './queue.js';
import type { Clock } from '../../lib/clock.js';
import type { AuditActor } from '../audit/index.js';
import * as q from './queries.js';

type RetryOutcome =
  | { ok: true; status: 'pending' }
  | { ok: true; status: 'failed'; error: { code: string; message: string } }
  | { ok: false; reason: 'not_found' | 'not_failed' }
  /** The intake is full for now (parse queue, bytes in flight): nothing changed; try again after the delay. */
  | { ok: false; reason: 'busy'; message: string; retryAfterSeconds: number };

/**
 * Manual retry of a permanently failed job: the same scoring job id goes back to pending. The resume is
 * re-read from its stored copy, or re-fetched from its URL once the copy has expired; when that fails,
 * the job fails again with the resume's error (and another score.failed). An intake that is only full for
 * the moment says nothing about the resume: the job stays failed as it was, no event is sent, and the caller
 * is told when to try again.
 */
export async function retryScoringJob(
  deps: { db: Db; clock: Clock; dataDir: string; intake: ResumeIntake },
  scoringJobId: string,
  actor: AuditActor,
): Promise<RetryOutcome> {
  const { db, clock } = deps;
  const row = q.findScoringJobById(db, scoringJobId);
  if (!row) return { ok: false, reason: 'not_found' };
  if (row.status !== 'failed') return { ok: false, reason: 'not_failed' };
  const doc = row.resumeDocumentId
    ? db.select().from(schema.resumeDocuments).where(eq(schema.resumeDocuments.id, row.resumeDocumentId)).get()
    : undefined;
  if (doc && doc.kind === 'url') {
    try {
      const path = doc.filePath ? join(deps.dataDir, doc.filePath) : null;
      const parsed =
        path && existsSync(path)
          ? await deps.intake.parseBytes(readFileSync(path), doc.sourceUrl)
          : await deps.intake.intake({ type: 'url', url: doc.sourceUrl ?? '' });
      db.update(schema.resumeDocuments)
        .set({
          text: parsed.text,
          hiddenTextChars: parsed.meta.hiddenText.chars,
          hiddenTextSample: parsed.meta.hiddenText.sample,
          authorHint: parsed.meta.author,
          ocrUsed: parsed.meta.ocrUsed,
        })
        .where(eq(schema.resumeDocuments.id, doc.id))
        .run();
    } catch (err) {
      if (err instanceof ResumeError && err.code === 'SERVICE_UNAVAILABLE')
        return { ok: false, reason: 'busy', message: err.message, retryAfterSeconds: err.retryAfterSeconds ?? 10 };
      const error =
        err instanceof ResumeError
          ? { code: err.code === 'VALIDATION_ERROR' ? 'RESUME_FETCH_FAILED' : err.code, message: err.message }
          : { code: 'RESUME_FETCH_FAILED', message: 'The resume could not be read again.' };
      failScoringJob(db, clock.now(), row, error.code, error.message, actor);
      return { ok: true, status: 'failed', error };
    }
  }
  if (!resetScoringJobForRetry(db, row, clock.now(), actor)) return { ok: false, reason: 'not_failed' };
  return { ok: true, status: 'pending' };
}
