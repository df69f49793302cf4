import type { CreateLibraryCriterionRequest, LibraryCriterion, UpdateLibraryCriterionRequest } from '@rubric/contracts';
import { LIBRARY_PER_TENANT_MAX } from '@rubric/contracts';
import { and, count, desc, eq, newId, schema, sql, type Db } from '@rubric/db';
import { ApiError } from '../../errors/api-error.js';
import { iso, type Clock } from '../../lib/clock.js';

const { libraryCriteria: t } = schema;
type Row = typeof t.$inferSelect;

function view(row: Row): LibraryCriterion {
  return {
    id: row.id,
    text: row.text,
    category: row.category,
    importance: row.importance,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export function createLibraryService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  function find(tenantId: string, id: string): Row {
    const row = db
      .select()
      .from(t)
      .where(and(eq(t.tenantId, tenantId), eq(t.id, id)))
      .get();
    if (!row) throw new ApiError('CRITERION_NOT_FOUND', `No library criterion "${id.slice(0, 100)}".`);
    return row;
  }

  return {
    list(tenantId: string, category?: string): LibraryCriterion[] {
      return (
        db
          .select()
          .from(t)
          .where(and(eq(t.tenantId, tenantId), category === undefined ? undefined : eq(t.category, category)))
          // Ids are random within a millisecond; rowid keeps insertion order among criteria created in the same one.
          .orderBy(desc(t.createdAt), desc(sql`rowid`))
          .all()
          .map(view)
      );
    },
    get: (tenantId: string, id: string) => view(find(tenantId, id)),
    create(tenantId: string, input: CreateLibraryCriterionRequest): LibraryCriterion {
      return db.transaction((tx) => {
        const n = tx.select({ n: count() }).from(t).where(eq(t.tenantId, tenantId)).get()?.n ?? 0;
        if (n >= LIBRARY_PER_TENANT_MAX)
          throw new ApiError('LIMIT_EXCEEDED', `A tenant’s library holds at most ${LIBRARY_PER_TENANT_MAX} criteria.`);
        const now = clock.now();
        const row: Row = {
          id: newId('lib', now),
          tenantId,
          text: input.text,
          category: input.category ?? null,
          importance: input.importance ?? 'NICE_TO_HAVE',
          createdAt: now,
          updatedAt: now,
        };
        tx.insert(t).values(row).run();
        return view(row);
      });
    },
    update(tenantId: string, id: string, patch: UpdateLibraryCriterionRequest): LibraryCriterion {
      const row = find(tenantId, id);
      const next: Row = {
        ...row,
        text: patch.text ?? row.text,
        category: patch.category === undefined ? row.category : patch.category,
        importance: patch.importance ?? row.importance,
        updatedAt: clock.now(),
      };
      db.update(t).set(next).where(eq(t.id, row.id)).run();
      return view(next);
    },
    remove(tenantId: string, id: string): void {
      const row = find(tenantId, id);
      db.delete(t).where(eq(t.id, row.id)).run();
    },
  };
}

export type LibraryService = ReturnType<typeof createLibraryService>;
