import { ResumeError } from '../errors.js';
import type { ParseLimits } from '../parsed-document.js';
import { inflatedSize } from './inflate-bounded.js';

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const EOCD_MIN = 22;
const MAX_COMMENT = 0xffff;
const MB = 1024 * 1024;
/** Small entries may compress extremely well (a run of spaces) and still cost nothing. */
const RATIO_EXEMPT_BYTES = MB;

interface Entry {
  method: number;
  compressed: number;
  uncompressed: number;
  localOffset: number;
}

const refused = (why: string) => new ResumeError('RESUME_PARSE_FAILED', `the DOCX exceeds a safety limit: ${why}`);
const malformed = () => new ResumeError('RESUME_CORRUPTED', 'the DOCX is truncated or malformed (ZIP container)');

function findEndRecord(buf: Buffer): number {
  const from = Math.max(0, buf.length - EOCD_MIN - MAX_COMMENT);
  for (let at = buf.length - EOCD_MIN; at >= from; at--) {
    if (buf.readUInt32LE(at) === EOCD) return at;
  }
  throw malformed();
}

/** Walks the central directory (never the entries' data); stops at the entry cap. */
function readDirectory(buf: Buffer, limits: ParseLimits): Entry[] {
  if (buf.length < EOCD_MIN) throw malformed();
  const end = findEndRecord(buf);
  const declared = buf.readUInt16LE(end + 10);
  const size = buf.readUInt32LE(end + 12);
  const offset = buf.readUInt32LE(end + 16);
  // ZIP64 markers: no resume needs 65,535 entries or 4 GiB, so they are refused rather than followed.
  if (declared === 0xffff || offset === 0xffffffff || size === 0xffffffff) throw refused('ZIP64 archive');
  if (declared > limits.zipMaxEntries) throw refused(`more than ${limits.zipMaxEntries} entries`);
  if (offset + size > end) throw malformed();
  const entries: Entry[] = [];
  for (let at = offset; at < offset + size;) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== CENTRAL) throw malformed();
    if (entries.length >= limits.zipMaxEntries) throw refused(`more than ${limits.zipMaxEntries} entries`);
    entries.push({
      method: buf.readUInt16LE(at + 10),
      compressed: buf.readUInt32LE(at + 20),
      uncompressed: buf.readUInt32LE(at + 24),
      localOffset: buf.readUInt32LE(at + 42),
    });
    at += 46 + buf.readUInt16LE(at + 28) + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
  }
  return entries;
}

function checkDeclared(entries: Entry[], limits: ParseLimits): void {
  let total = 0;
  for (const e of entries) {
    if (e.compressed === 0xffffffff || e.uncompressed === 0xffffffff) throw refused('ZIP64 entry');
    total += e.uncompressed;
    if (total > limits.zipMaxUncompressedBytes)
      throw refused(`it inflates to more than ${Math.round(limits.zipMaxUncompressedBytes / MB)} MB`);
    if (e.uncompressed > RATIO_EXEMPT_BYTES && e.uncompressed > limits.zipMaxRatio * Math.max(1, e.compressed))
      throw refused(`an entry is compressed more than ${limits.zipMaxRatio}:1`);
  }
}

function entryData(buf: Buffer, e: Entry): Buffer {
  const at = e.localOffset;
  if (at + 30 > buf.length || buf.readUInt32LE(at) !== LOCAL) throw malformed();
  const start = at + 30 + buf.readUInt16LE(at + 26) + buf.readUInt16LE(at + 28);
  if (start + e.compressed > buf.length) throw malformed();
  return buf.subarray(start, start + e.compressed);
}

/**
 * Checks a ZIP before any library inflates it: entry count, declared total size and per-entry
 * compression ratio from the central directory; then every deflated entry is inflated in a bounded
 * stream to prove its declared size true (a lying header cannot smuggle more bytes past the caps).
 */
export async function checkZipLimits(bytes: Uint8Array, limits: ParseLimits): Promise<void> {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries = readDirectory(buf, limits);
  checkDeclared(entries, limits);
  for (const e of entries) {
    if (e.method !== 8) continue; // stored entries are as large as their bytes in the file
    const actual = await inflatedSize(entryData(buf, e), e.uncompressed, { raw: true });
    if (actual === 'over') throw refused('an entry inflates to more than its header declares');
  }
}
