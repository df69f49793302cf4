import { and, desc, eq, lt, newId, prepared, schema, sql, type DbOrTx } from '@rubric/db';

const { jobs, criteriaVersions, criteriaVersionItems } = schema;

export type JobRow = typeof jobs.$inferSelect;
export type VersionRow = typeof criteriaVersions.$inferSelect;
export type VersionItemRow = typeof criteriaVersionItems.$inferSelect;

export function findJob(db: DbOrTx, tenantId: string, externalId: string): JobRow | undefined {
  return prepared(db, 'criteria.findJob', () =>
    db
      .select()
      .from(jobs)
      .where(and(eq(jobs.tenantId, sql.placeholder('tenantId')), eq(jobs.externalId, sql.placeholder('externalId'))))
      .prepare(),
  ).get({ tenantId, externalId });
}

export function findVersionById(db: DbOrTx, versionId: string): VersionRow | undefined {
  return prepared(db, 'criteria.versionById', () =>
    db
      .select()
      .from(criteriaVersions)
      .where(eq(criteriaVersions.id, sql.placeholder('versionId')))
      .prepare(),
  ).get({ versionId });
}

export function versionItems(db: DbOrTx, versionId: string): VersionItemRow[] {
  return prepared(db, 'criteria.versionItems', () =>
    db
      .select()
      .from(criteriaVersionItems)
      .where(eq(criteriaVersionItems.versionId, sql.placeholder('versionId')))
      .orderBy(criteriaVersionItems.position)
      .prepare(),
  ).all({ versionId });
}

export function listVersions(db: DbOrTx, jobId: string, beforeRevision: number | null, limit: number): VersionRow[] {
  return db
    .select()
    .from(criteriaVersions)
    .where(
      and(
        eq(criteriaVersions.jobId, jobId),
        beforeRevision === null ? undefined : lt(criteriaVersions.revision, beforeRevision),
      ),
    )
    .orderBy(desc(criteriaVersions.revision))
    .limit(limit)
    .all();
}

export function insertVersion(db: DbOrTx, version: VersionRow, items: VersionItemRow[]): void {
  db.insert(criteriaVersions).values(version).run();
  if (items.length) db.insert(criteriaVersionItems).values(items).run();
  db.update(jobs).set({ currentVersionId: version.id }).where(eq(jobs.id, version.jobId)).run();
}

export function jobIdIs(id: string) {
  return eq(jobs.id, id);
}

/** The job row of (tenant, external id), created on first use. */
export function ensureJob(db: DbOrTx, tenantId: string, externalId: string, now: number): JobRow {
  const existing = findJob(db, tenantId, externalId);
  if (existing) return existing;
  const row: JobRow = {
    id: newId('job', now),
    tenantId,
    externalId,
    currentVersionId: null,
    archivedAt: null,
    createdAt: now,
  };
  db.insert(jobs).values(row).run();
  return row;
}
