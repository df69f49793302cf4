import { isResumeErrorCode, ResumeError } from './errors.js';
import { parseDoc } from './parse-doc.js';
import { parseDocx } from './docx/parse-docx.js';
import { checkPdfStreams } from './guards/pdf-streams.js';
import { checkZipLimits } from './guards/zip-limits.js';
import { parsePdf } from './pdf/parse-pdf.js';
import type { ParsedDocument, ParseOutcome, ParseTask } from './parsed-document.js';
import { sniffFormat } from './sniff.js';
import type { FileFormat } from './types.js';

/** Internal text for the server log: the error and its causes' messages, never shown to callers. */
function detailOf(err: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = err, depth = 0; e !== undefined && e !== null && depth < 4; depth++) {
    parts.push(e instanceof Error ? `${e.name}: ${e.message}` : String(e));
    e = e instanceof Error ? e.cause : undefined;
  }
  return parts.join(' <- ').slice(0, 2000);
}

/** Runs in a parse process; never throws, so every failure crosses the process boundary as a value. */
export async function parseDocument(task: ParseTask): Promise<ParseOutcome> {
  try {
    const format = sniffFormat(task.bytes);
    const parsed = await parseFormat(format, task);
    return { ok: true, format, ...parsed };
  } catch (err) {
    if (err instanceof ResumeError && isResumeErrorCode(err.code))
      return { ok: false, code: err.code, message: err.message, detail: detailOf(err) };
    return { ok: false, code: 'RESUME_PARSE_FAILED', message: 'the file could not be parsed', detail: detailOf(err) };
  }
}

async function parseFormat(format: FileFormat, task: ParseTask): Promise<ParsedDocument> {
  switch (format) {
    case 'pdf':
      await checkPdfStreams(task.bytes, task);
      return parsePdf(task.bytes, task);
    case 'docx':
      await checkZipLimits(task.bytes, task);
      return parseDocx(task.bytes);
    case 'doc':
      // OLE2 is not compressed: what word-extractor holds is proportional to the file (at most the
      // intake's size limit); the process's memory cap and time limit bound the pathological rest.
      return parseDoc(task.bytes);
    default: {
      const unreachable: never = format;
      throw new Error(`unknown format ${String(unreachable)}`);
    }
  }
}
