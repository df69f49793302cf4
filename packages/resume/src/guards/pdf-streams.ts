import { ResumeError } from '../errors.js';
import type { ParseLimits } from '../parsed-document.js';
import { inflatedSize } from './inflate-bounded.js';

const STREAM = Buffer.from('stream', 'latin1');
const END_STREAM = Buffer.from('endstream', 'latin1');
const MB = 1024 * 1024;

const refused = (why: string) => new ResumeError('RESUME_PARSE_FAILED', `the PDF exceeds a safety limit: ${why}`);

/** A zlib header (RFC 1950): deflate method, a window pdfjs accepts, and the header checksum. */
function isZlibHeader(buf: Buffer, at: number): boolean {
  if (at + 2 > buf.length) return false;
  const cmf = buf[at] as number;
  const flg = buf[at + 1] as number;
  return (cmf & 0x0f) === 8 && cmf >> 4 <= 7 && ((cmf << 8) | flg) % 31 === 0;
}

/** Where a stream's data starts: after `stream` and its end of line (CRLF or LF; a lone CR is tolerated). */
function dataStart(buf: Buffer, keywordAt: number): number {
  let at = keywordAt + STREAM.length;
  if (buf[at] === 0x0d) at++;
  if (buf[at] === 0x0a) at++;
  return at;
}

/**
 * pdfjs inflates FlateDecode streams into typed arrays that no V8 heap limit covers, so one 1.5 MB
 * stream of spaces can take gigabytes. Before pdfjs opens the file, every zlib-compressed stream found
 * between `stream` and `endstream` is inflated in a bounded, discarding pass: one stream may decode to
 * at most `pdfMaxStreamBytes`, all of them together to `pdfMaxDecodedBytes`. Streams in other
 * encodings (and encrypted ones, which do not start with a zlib header) are left to the parse
 * process's memory cap and time limit.
 */
export async function checkPdfStreams(bytes: Uint8Array, limits: ParseLimits): Promise<void> {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let total = 0;
  for (let at = buf.indexOf(STREAM); at >= 0; at = buf.indexOf(STREAM, at + STREAM.length)) {
    if (at >= 3 && buf.toString('latin1', at - 3, at) === 'end') continue;
    const start = dataStart(buf, at);
    if (!isZlibHeader(buf, start)) continue;
    const endAt = buf.indexOf(END_STREAM, start);
    const stop = endAt < 0 ? buf.length : endAt;
    const budget = Math.min(limits.pdfMaxStreamBytes, limits.pdfMaxDecodedBytes - total);
    const size = await inflatedSize(buf.subarray(start, stop), budget, { raw: false });
    if (size === 'over') {
      if (budget < limits.pdfMaxStreamBytes)
        throw refused(`its streams decode to more than ${Math.round(limits.pdfMaxDecodedBytes / MB)} MB`);
      throw refused(`a stream decodes to more than ${Math.round(limits.pdfMaxStreamBytes / MB)} MB`);
    }
    if (size !== 'invalid') total += size;
    at = Math.max(at, stop - STREAM.length);
  }
}
