import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, gt, isNotNull, isNull, lte, or, schema, type Db } from '@rubric/db';
import { removeResumeFile } from '@rubric/resume/storage';
import type { RetentionSettings } from '../config.js';
import { cutAuditPrefix } from '../modules/audit/index.js';
import { checkpointWal } from './sqlite-maintenance.js';

const { resumeDocuments, scoringInputs } = schema;

export const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows read per query; each item is then committed on its own, so an interrupted sweep loses nothing. */
const BATCH = 200;
/** A stored file this young may belong to a submission whose row is not committed yet. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;
const RESUMES_DIR = 'resumes';

export type RetentionItemKind = 'file' | 'input' | 'text' | 'orphan';

export interface RetentionOptions {
  /** True when the sweep should end early (the worker was asked to stop); the next sweep continues. */
  shouldStop?(): boolean;
  /** Called after each committed item (tests interrupt the sweep there). */
  onItem?(kind: RetentionItemKind, count: number): void;
}

export interface RetentionSummary {
  /** Stored resume files removed from disk. */
  files: number;
  /** Documents whose file reference was cleared. */
  fileRows: number;
  /** scoring_inputs rows removed (jobDescription, roleKnowledge, applicationAnswers, context). */
  inputs: number;
  /** Documents whose extracted text (and hidden-text sample) was cleared. */
  texts: number;
  /** Files under resumes/ that no document points at (left by a crash between a file write and its commit). */
  orphans: number;
  /** Audit events older than AUDIT_RETENTION_DAYS cut from the start of the trail (with one checkpoint event). */
  auditEvents: number;
  stopped: boolean;
  walBusy: boolean;
}

/**
 * Removes what is kept only for a while: stored resume files after RESUME_FILE_RETENTION_DAYS, scoring inputs
 * and resume text after SCORING_INPUT_RETENTION_DAYS, audit events after AUDIT_RETENTION_DAYS (a prefix of the
 * trail, recorded by a checkpoint event). The expiry stamped at intake applies, and so does the
 * current setting counted from creation (lowering a setting applies to data already stored). Scoring jobs,
 * their results and scores are not touched: they stay readable.
 */
export async function runRetentionSweep(
  db: Db,
  dataDir: string,
  now: number,
  retention: RetentionSettings,
  options: RetentionOptions = {},
): Promise<RetentionSummary> {
  const summary: RetentionSummary = {
    files: 0,
    fileRows: 0,
    inputs: 0,
    texts: 0,
    orphans: 0,
    auditEvents: 0,
    stopped: false,
    walBusy: false,
  };
  const stop = () => (summary.stopped ||= options.shouldStop?.() ?? false);
  const steps = [
    () => expireFiles(db, dataDir, now, retention, summary, options, stop),
    () => expireInputs(db, now, retention, summary, options, stop),
    () => removeOrphans(db, dataDir, now, summary, options, stop),
    () => {
      // One transaction: the prefix, its checkpoint and the guard that lets the delete through (modules/audit).
      summary.auditEvents = cutAuditPrefix(db, now - retention.auditDays * DAY_MS, now).removed;
    },
  ];
  for (const step of steps) {
    await step();
    if (summary.stopped) break;
  }
  if (summary.fileRows + summary.inputs + summary.texts + summary.auditEvents > 0)
    summary.walBusy = checkpointWal(db).busy;
  return summary;
}

async function expireFiles(
  db: Db,
  dataDir: string,
  now: number,
  retention: RetentionSettings,
  summary: RetentionSummary,
  options: RetentionOptions,
  stop: () => boolean,
) {
  const cutoff = now - retention.resumeFileDays * DAY_MS;
  const expired = or(lte(resumeDocuments.fileExpiresAt, now), lte(resumeDocuments.createdAt, cutoff));
  // The exact complement of `expired` for a row with a file: content-addressed files are shared by documents.
  const live = and(
    or(isNull(resumeDocuments.fileExpiresAt), gt(resumeDocuments.fileExpiresAt, now)),
    gt(resumeDocuments.createdAt, cutoff),
  );
  for (;;) {
    const batch = db
      .select({ id: resumeDocuments.id, path: resumeDocuments.filePath })
      .from(resumeDocuments)
      .where(and(isNotNull(resumeDocuments.filePath), expired))
      .limit(BATCH)
      .all();
    if (batch.length === 0) return;
    for (const { id, path } of batch) {
      if (stop()) return;
      if (path === null) continue;
      const stillNeeded = db
        .select({ id: resumeDocuments.id })
        .from(resumeDocuments)
        .where(and(eq(resumeDocuments.filePath, path), live))
        .limit(1)
        .get();
      // The file goes first: if the sweep dies now, the row still points at it and the next sweep finishes.
      if (!stillNeeded && existsSync(join(dataDir, ...path.split('/')))) {
        removeResumeFile(dataDir, path);
        summary.files++;
      }
      db.update(resumeDocuments).set({ filePath: null }).where(eq(resumeDocuments.id, id)).run();
      summary.fileRows++;
      options.onItem?.('file', summary.fileRows);
    }
  }
}

function expireInputs(
  db: Db,
  now: number,
  retention: RetentionSettings,
  summary: RetentionSummary,
  options: RetentionOptions,
  stop: () => boolean,
) {
  const cutoff = now - retention.scoringInputDays * DAY_MS;
  const inputExpired = or(lte(scoringInputs.expiresAt, now), lte(scoringInputs.createdAt, cutoff));
  for (;;) {
    const batch = db
      .select({ id: scoringInputs.scoringJobId })
      .from(scoringInputs)
      .where(inputExpired)
      .limit(BATCH)
      .all();
    if (batch.length === 0) break;
    for (const { id } of batch) {
      if (stop()) return;
      db.delete(scoringInputs).where(eq(scoringInputs.scoringJobId, id)).run();
      summary.inputs++;
      options.onItem?.('input', summary.inputs);
    }
  }
  const textExpired = and(
    lte(resumeDocuments.createdAt, cutoff),
    or(
      isNotNull(resumeDocuments.text),
      isNotNull(resumeDocuments.hiddenTextSample),
      isNotNull(resumeDocuments.authorHint),
    ),
  );
  for (;;) {
    const batch = db.select({ id: resumeDocuments.id }).from(resumeDocuments).where(textExpired).limit(BATCH).all();
    if (batch.length === 0) return;
    for (const { id } of batch) {
      if (stop()) return;
      // The metadata author is personal data like the text: it goes with it.
      db.update(resumeDocuments)
        .set({ text: null, hiddenTextSample: null, authorHint: null })
        .where(eq(resumeDocuments.id, id))
        .run();
      summary.texts++;
      options.onItem?.('text', summary.texts);
    }
  }
}

/** Files under resumes/<shard>/ older than the grace period that no document points at, and stale temp files. */
async function removeOrphans(
  db: Db,
  dataDir: string,
  now: number,
  summary: RetentionSummary,
  options: RetentionOptions,
  stop: () => boolean,
) {
  const root = join(dataDir, RESUMES_DIR);
  if (!existsSync(root)) return;
  // One read of every referenced path (file_path has no index; a query per file would scan the table each time).
  const referenced = new Set(
    db
      .selectDistinct({ path: resumeDocuments.filePath })
      .from(resumeDocuments)
      .where(isNotNull(resumeDocuments.filePath))
      .all()
      .map((r) => r.path),
  );
  for (const shard of readdirSync(root, { withFileTypes: true })) {
    if (!shard.isDirectory()) continue;
    for (const file of readdirSync(join(root, shard.name), { withFileTypes: true })) {
      if (stop()) return;
      if (!file.isFile()) continue;
      const absolute = join(root, shard.name, file.name);
      if (now - statSync(absolute).mtimeMs < ORPHAN_GRACE_MS) continue;
      const relative = `${RESUMES_DIR}/${shard.name}/${file.name}`;
      if (file.name.endsWith('.tmp')) rmSync(absolute, { force: true });
      else if (referenced.has(relative)) continue;
      else removeResumeFile(dataDir, relative);
      summary.orphans++;
      options.onItem?.('orphan', summary.orphans);
    }
  }
}
