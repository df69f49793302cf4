import type { FileFormat, HiddenTextReport } from './types.js';

/** What a format parser hands back (before cleaning and the 50-character rule). */
export interface ParsedDocument {
  text: string;
  pages: number | null;
  ocrUsed: boolean;
  /** The OCR language models whose readings were kept (`eng`, `jpn`, `chi_sim`, `chi_tra`, `kor`); absent without OCR. */
  ocrLanguages?: string[];
  hidden: HiddenTextReport;
  /** The document's metadata author, cleaned (author.ts); null when none. Personal data: never logged. */
  author: string | null;
}

/** Bounds applied inside the parse process, before and while a document is opened. */
export interface ParseLimits {
  maxOcrPages: number;
  ocrDpi: number;
  /** ZIP (DOCX): most entries in the central directory. */
  zipMaxEntries: number;
  /** ZIP (DOCX): most bytes all entries may inflate to together. */
  zipMaxUncompressedBytes: number;
  /** ZIP (DOCX): most an entry over 1 MiB may inflate relative to its compressed size. */
  zipMaxRatio: number;
  /** PDF: most bytes one zlib-compressed stream may decode to. */
  pdfMaxStreamBytes: number;
  /** PDF: most bytes all zlib-compressed streams may decode to together. */
  pdfMaxDecodedBytes: number;
}

export interface ParseTask extends ParseLimits {
  bytes: Uint8Array;
}

/**
 * `message` is for the caller (plain, no internal text); `detail` is for the server log only
 * (library messages, which may name internals).
 */
export type ParseOutcome =
  ({ ok: true; format: FileFormat } & ParsedDocument) | { ok: false; code: string; message: string; detail?: string };
