import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, ms } from './columns.js';
import { tenants } from './tenants.js';

/** One resume as received: its extracted text and metadata, and (for url resumes) the stored file copy. */
export const resumeDocuments = sqliteTable(
  'resume_documents',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['url', 'text'] }).notNull(),
    format: text('format', { enum: ['pdf', 'docx', 'doc', 'text'] }).notNull(),
    sourceUrl: text('source_url'),
    /** SHA-256 of the file bytes (url) or of the text (text); names the content-addressed file. */
    sha256: text('sha256').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    pages: integer('pages'),
    ocrUsed: integer('ocr_used', { mode: 'boolean' }).notNull().default(false),
    /** Path of the stored copy relative to DATA_DIR; null for text resumes or once the copy expired. */
    filePath: text('file_path'),
    fileExpiresAt: ms('file_expires_at'),
    /** Extracted, visible text; null once scoring inputs expired. */
    text: text('text'),
    hiddenTextChars: integer('hidden_text_chars').notNull().default(0),
    hiddenTextSample: text('hidden_text_sample'),
    /**
     * The file's metadata author (PDF/DOCX), a hint for blind scoring only: personal data, null once scoring
     * inputs expired (with `text`), never returned by an API, audited or logged.
     */
    authorHint: text('author_hint'),
    createdAt: createdAt(),
  },
  (t) => [index('resume_documents_sha_idx').on(t.sha256), index('resume_documents_file_exp_idx').on(t.fileExpiresAt)],
);
