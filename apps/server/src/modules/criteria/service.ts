import type { CriteriaVersion, CriteriaWriteResponse, CriterionInput, JobCriterion } from '@rubric/contracts';
import { CRITERIA_PER_JOB_MAX } from '@rubric/contracts';
import { EpochCache, newId, schema, type Db, type DbOrTx } from '@rubric/db';
import { ApiError } from '../../errors/api-error.js';
import { iso, type Clock } from '../../lib/clock.js';
import { appendAuditEvent, criteriaDigest, type ActingScope, type AuditEventData } from '../audit/index.js';
import * as q from './queries.js';

type Source = 'generated' | 'replaced' | 'added' | 'archived';

/** Criteria versions kept in memory (they never change once written; a job's current one is read fresh). */
export const VERSION_CACHE_SIZE = 2_000;

/** `criteriaRevision` of a job that never had criteria: lets a writer say "only if none exist yet". */
const NO_CRITERIA_REVISION = '0';

interface StoredVersion {
  version: q.VersionRow;
  criteria: JobCriterion[];
  view: CriteriaVersion;
}

function toCriterion(item: q.VersionItemRow): JobCriterion {
  return {
    id: item.criterionId,
    text: item.text,
    importance: item.importance,
    order: item.position,
    createdAt: iso(item.criterionCreatedAt),
  };
}

/** Who writes a criteria version: the acting key, and for generated criteria the model and prompt that wrote them. */
export interface CriteriaAuthor {
  scope: ActingScope;
  generatedBy?: AuditEventData['criteria.version_created']['generatedBy'];
}

export function createCriteriaService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  // Keyed by version id; reads outside transactions only, so a version a rolled-back write created is never kept.
  // The API view is kept with it (a job's external id never changes): answers share it, and only serialise it.
  const stored = new EpochCache<string, StoredVersion>(db, VERSION_CACHE_SIZE);
  /** The version `versionId` of `job` with its criteria and its view, from memory after its first read. */
  function storedVersion(job: q.JobRow, versionId: string): StoredVersion | undefined {
    let found = stored.get(versionId);
    if (!found) {
      const version = q.findVersionById(db, versionId);
      if (!version || version.jobId !== job.id) return undefined;
      const items = q.versionItems(db, versionId);
      const view = versionView(job, version, items);
      for (const criterion of view.criteria) Object.freeze(criterion);
      Object.freeze(view.criteria);
      found = { version, criteria: view.criteria, view: Object.freeze(view) };
      stored.set(versionId, found);
    }
    return found.version.jobId === job.id ? found : undefined;
  }

  const ensureJob = (tx: DbOrTx, tenantId: string, jobExternalId: string) =>
    q.ensureJob(tx, tenantId, jobExternalId, clock.now());

  function current(tx: DbOrTx, job: q.JobRow): { version: q.VersionRow; items: q.VersionItemRow[] } | null {
    if (!job.currentVersionId) return null;
    const version = q.findVersionById(tx, job.currentVersionId);
    if (!version) return null;
    return { version, items: q.versionItems(tx, version.id) };
  }

  function checkRevision(expected: string | undefined, cur: { version: q.VersionRow } | null): void {
    if (expected === undefined) return;
    const actual = cur ? String(cur.version.revision) : NO_CRITERIA_REVISION;
    if (expected.trim() !== actual)
      throw new ApiError(
        'CRITERIA_REVISION_MISMATCH',
        `X-Expected-Criteria-Revision "${expected.slice(0, 40)}" does not match the current revision "${actual}"; read versions/current and try again.`,
      );
  }

  /** Writes a new version whose criteria are `next`; criteria keep their id (and createdAt) when the text is unchanged. */
  function writeVersion(
    tx: DbOrTx,
    job: q.JobRow,
    cur: ReturnType<typeof current>,
    next: CriterionInput[],
    source: Source,
    by: CriteriaAuthor,
  ): CriteriaWriteResponse {
    const now = clock.now();
    const byText = new Map((cur?.items ?? []).map((i) => [i.text, i]));
    const versionId = newId('cv', now);
    const items: q.VersionItemRow[] = next.map((c, position) => {
      const kept = byText.get(c.text);
      return {
        versionId,
        position,
        criterionId: kept?.criterionId ?? newId('crit', now),
        text: c.text,
        importance: c.importance,
        criterionCreatedAt: kept?.criterionCreatedAt ?? now,
      };
    });
    const revision = (cur?.version.revision ?? 0) + 1;
    q.insertVersion(tx, { id: versionId, jobId: job.id, revision, source, createdAt: now }, items);
    appendAuditEvent(tx, {
      type: 'criteria.version_created',
      actor: by.scope.actor,
      at: now,
      scope: { partnerId: by.scope.partnerId, environment: by.scope.environment, tenantId: by.scope.tenantId },
      subject: { jobExternalId: job.externalId },
      data: {
        criteriaVersionId: versionId,
        criteriaRevision: String(revision),
        source,
        criteriaCount: items.length,
        criteriaSha256: criteriaDigest(items),
        ...(by.generatedBy ? { generatedBy: by.generatedBy } : {}),
      },
    });
    return { criteria: items.map(toCriterion), criteriaVersionId: versionId, criteriaRevision: String(revision) };
  }

  function assertWritable(job: q.JobRow): void {
    if (job.archivedAt) throw new ApiError('JOB_ARCHIVED', 'The job’s criteria are archived; the job is closed.');
  }

  function versionView(job: q.JobRow, version: q.VersionRow, items: q.VersionItemRow[]): CriteriaVersion {
    return {
      id: version.id,
      jobId: job.externalId,
      criteriaRevision: String(version.revision),
      source: version.source,
      criteria: items.map(toCriterion),
      createdAt: iso(version.createdAt),
    };
  }

  function requireJobWithCriteria(tenantId: string, jobExternalId: string): q.JobRow {
    const job = q.findJob(db, tenantId, jobExternalId);
    if (!job?.currentVersionId) throw new ApiError('CRITERIA_NOT_FOUND', `Job "${jobExternalId}" has no criteria yet.`);
    return job;
  }

  return {
    /** Replaces the job's criteria (a PUT, or generated ones when `by.generatedBy` says which model wrote them). */
    replace(by: CriteriaAuthor, jobExternalId: string, criteria: CriterionInput[], expectedRevision?: string) {
      return db.transaction((tx) => {
        const job = ensureJob(tx, by.scope.tenantId, jobExternalId);
        assertWritable(job);
        const cur = current(tx, job);
        checkRevision(expectedRevision, cur);
        return writeVersion(tx, job, cur, criteria, by.generatedBy ? 'generated' : 'replaced', by);
      });
    },

    add(by: CriteriaAuthor, jobExternalId: string, criterion: CriterionInput, expectedRevision?: string) {
      return db.transaction((tx) => {
        const job = ensureJob(tx, by.scope.tenantId, jobExternalId);
        assertWritable(job);
        const cur = current(tx, job);
        checkRevision(expectedRevision, cur);
        const existing = (cur?.items ?? []).map((i) => ({ text: i.text, importance: i.importance }));
        if (existing.some((c) => c.text === criterion.text))
          throw new ApiError('CONFLICT', 'The job already has a criterion with this text.', [
            { field: 'text', code: 'duplicate', message: 'a criterion with this text exists' },
          ]);
        if (existing.length >= CRITERIA_PER_JOB_MAX)
          throw new ApiError('LIMIT_EXCEEDED', `A job has at most ${CRITERIA_PER_JOB_MAX} criteria.`);
        return writeVersion(tx, job, cur, [...existing, criterion], 'added', by);
      });
    },

    archive(by: CriteriaAuthor, jobExternalId: string, expectedRevision?: string) {
      return db.transaction((tx) => {
        const job = q.findJob(tx, by.scope.tenantId, jobExternalId);
        const cur = job ? current(tx, job) : null;
        if (!job || !cur) throw new ApiError('CRITERIA_NOT_FOUND', `Job "${jobExternalId}" has no criteria yet.`);
        checkRevision(expectedRevision, cur);
        if (job.archivedAt)
          return {
            jobId: job.externalId,
            archivedAt: iso(job.archivedAt),
            criteriaVersionId: cur.version.id,
            criteriaRevision: String(cur.version.revision),
          };
        const written = writeVersion(
          tx,
          job,
          cur,
          cur.items.map((i) => ({ text: i.text, importance: i.importance })),
          'archived',
          by,
        );
        const now = clock.now();
        tx.update(schema.jobs).set({ archivedAt: now }).where(q.jobIdIs(job.id)).run();
        return {
          jobId: job.externalId,
          archivedAt: iso(now),
          criteriaVersionId: written.criteriaVersionId,
          criteriaRevision: written.criteriaRevision,
        };
      });
    },

    currentVersion(tenantId: string, jobExternalId: string): CriteriaVersion {
      const job = requireJobWithCriteria(tenantId, jobExternalId);
      const cur = job.currentVersionId ? storedVersion(job, job.currentVersionId) : undefined;
      if (!cur) throw new ApiError('CRITERIA_NOT_FOUND', `Job "${jobExternalId}" has no criteria yet.`);
      return cur.view;
    },

    version(tenantId: string, jobExternalId: string, versionId: string): CriteriaVersion {
      const job = q.findJob(db, tenantId, jobExternalId);
      const found = job ? storedVersion(job, versionId) : undefined;
      if (!job || !found)
        throw new ApiError(
          'CRITERIA_VERSION_NOT_FOUND',
          `No criteria version "${versionId.slice(0, 100)}" for job "${jobExternalId}".`,
        );
      return found.view;
    },

    listVersions(tenantId: string, jobExternalId: string, limit: number, cursor?: string) {
      const job = requireJobWithCriteria(tenantId, jobExternalId);
      const before = cursor === undefined ? null : decodeCursor(cursor);
      const rows = q.listVersions(db, job.id, before, limit + 1);
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      return {
        versions: page.map((v) => versionView(job, v, q.versionItems(db, v.id))),
        nextCursor: rows.length > limit && last ? encodeCursor(last.revision) : null,
      };
    },

    /** The criteria scoring would use now, and the job row; used by scoring intake. */
    scoringSnapshot(tenantId: string, jobExternalId: string, versionId?: string) {
      const job = q.findJob(db, tenantId, jobExternalId);
      if (!job?.currentVersionId) return null;
      const found = storedVersion(job, versionId ?? job.currentVersionId);
      if (!found) return { job, version: null, criteria: [] as JobCriterion[] };
      return { job, version: found.version, criteria: found.criteria };
    },
  };
}

export type CriteriaService = ReturnType<typeof createCriteriaService>;

function encodeCursor(revision: number): string {
  return Buffer.from(`rev:${revision}`).toString('base64url');
}

function decodeCursor(cursor: string): number {
  const m = /^rev:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!m?.[1])
    throw new ApiError('VALIDATION_ERROR', 'The cursor is invalid.', [
      { field: 'query.cursor', code: 'invalid', message: 'not a cursor this API returned' },
    ]);
  return Number(m[1]);
}
