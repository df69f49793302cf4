import { isResumeErrorCode, ResumeError } from './errors.js';
import { parseDoc } from './parse-doc.js';
import { parseDocx } from './docx/parse-docx.js';
import { parsePdf } from './pdf/parse-pdf.js';
import type { ParsedDocument, ParseOutcome, ParseTask } from './parsed-document.js';
import { sniffFormat } from './sniff.js';
import type { FileFormat } from './types.js';

/** Piscina worker entry: never throws, so every failure crosses the thread as a value. */
export default async function parseInWorker(task: ParseTask): Promise<ParseOutcome> {
  try {
    const format = sniffFormat(task.bytes);
    const parsed = await parseFormat(format, task);
    return { ok: true, format, ...parsed };
  } catch (err) {
    if (err instanceof ResumeError && isResumeErrorCode(err.code))
      return { ok: false, code: err.code, message: err.message };
    const detail = err instanceof Error ? err.message : String(err);
    return { ok: false, code: 'RESUME_PARSE_FAILED', message: `the file could not be parsed (${detail})` };
  }
}

function parseFormat(format: FileFormat, task: ParseTask): Promise<ParsedDocument> {
  switch (format) {
    case 'pdf':
      return parsePdf(task.bytes, task);
    case 'docx':
      return parseDocx(task.bytes);
    case 'doc':
      return parseDoc(task.bytes);
    default: {
      const unreachable: never = format;
      throw new Error(`unknown format ${String(unreachable)}`);
    }
  }
}
