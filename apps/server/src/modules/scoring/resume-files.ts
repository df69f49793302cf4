import { and, eq, groupCommit, schema, type Db, type NotPromise } from '@rubric/db';
import { removeResumeFile, storeResumeFile, type IntakeSuccess } from '@rubric/resume';

/** A stored copy whose write is not yet settled; `settle` says whether that write committed. */
export interface StoredResumeFile {
  path: string | null;
  settle(committed: boolean): void;
}

/**
 * The stored copies of resume files (content-addressed under DATA_DIR) and the writes that refer to them. A
 * copy is written before the transaction that records it; when that write fails, the copy goes only after the
 * commit of its group and only when no committed row refers to it and no other write that stored the same
 * bytes is still unsettled: the same bytes submitted twice in one group, one write failing, keep the file the
 * other committed.
 */
export function createResumeFiles(db: Db, dataDir: string) {
  /** Paths of copies with writes not yet settled, and how many. */
  const unsettled = new Map<string, number>();

  const referenced = (sha256: string, path: string) =>
    db
      .select({ id: schema.resumeDocuments.id })
      .from(schema.resumeDocuments)
      .where(and(eq(schema.resumeDocuments.sha256, sha256), eq(schema.resumeDocuments.filePath, path)))
      .get() !== undefined;

  function store(resume: IntakeSuccess): StoredResumeFile {
    const { meta, file } = resume;
    if (!file || meta.format === 'text') return { path: null, settle: () => undefined };
    const path = storeResumeFile(dataDir, meta.sha256, meta.format, file);
    unsettled.set(path, (unsettled.get(path) ?? 0) + 1);
    let settled = false;
    return {
      path,
      settle(committed) {
        if (settled) return;
        settled = true;
        const left = (unsettled.get(path) ?? 1) - 1;
        if (left > 0) unsettled.set(path, left);
        else unsettled.delete(path);
        if (committed || left > 0 || referenced(meta.sha256, path)) return;
        removeResumeFile(dataDir, path);
      },
    };
  }

  const grouped = groupCommit(db);

  return {
    store,
    /**
     * One submission's write, committed with the others of the same turn of the event loop (group commit):
     * under load, one commit for several submissions. A write that fails rejects alone; its file copy goes
     * after the commit unless another row refers to it.
     */
    async commit<T>(resume: IntakeSuccess, write: (filePath: string | null) => NotPromise<T>): Promise<T> {
      const stored = store(resume);
      try {
        const value = await grouped<T>(() => write(stored.path));
        stored.settle(true);
        return value;
      } catch (err) {
        stored.settle(false);
        throw err;
      }
    },
    /** Runs `write` in one transaction after storing the files; a failed commit leaves no new file behind. */
    commitMany<T>(resumes: IntakeSuccess[], write: (filePaths: Array<string | null>) => NotPromise<T>): T {
      const stored = resumes.map(store);
      let committed = false;
      try {
        const value = db.transaction<T>(() => write(stored.map((s) => s.path)));
        committed = true;
        return value;
      } finally {
        for (const s of stored) s.settle(committed);
      }
    },
  };
}

export type ResumeFiles = ReturnType<typeof createResumeFiles>;
