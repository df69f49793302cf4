import type { FileFormat, HiddenTextReport } from './types.js';

/** What a format parser hands back (before cleaning and the 50-character rule). */
export interface ParsedDocument {
  text: string;
  pages: number | null;
  ocrUsed: boolean;
  hidden: HiddenTextReport;
}

export interface ParseLimits {
  maxOcrPages: number;
  ocrDpi: number;
}

export interface ParseTask extends ParseLimits {
  bytes: Uint8Array;
}

export type ParseOutcome =
  ({ ok: true; format: FileFormat } & ParsedDocument) | { ok: false; code: string; message: string };
