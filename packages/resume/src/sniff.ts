import CFB from 'cfb';
import { ResumeError } from './errors.js';
import type { FileFormat } from './types.js';

const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_MAGIC = Buffer.from('PK\x03\x04', 'latin1');
const ZIP_EMPTY_MAGIC = Buffer.from('PK\x05\x06', 'latin1');
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
/** FIB base, flags word at offset 0x0A: bit 8 is fEncrypted (MS-DOC 2.5.2). */
const FIB_FLAGS_OFFSET = 0x0a;
const FIB_ENCRYPTED = 0x0100;

/**
 * Decides the format from the bytes alone (never the URL or Content-Type). ZIPs are only
 * labelled here; whether they hold `word/document.xml` is decided when they are opened.
 */
export function sniffFormat(bytes: Uint8Array): FileFormat {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buf.length === 0) throw new ResumeError('RESUME_PARSE_FAILED', 'the file is empty');
  if (buf.subarray(0, 1024).includes(PDF_MAGIC)) return 'pdf';
  if (startsWith(buf, ZIP_MAGIC) || startsWith(buf, ZIP_EMPTY_MAGIC)) return 'docx';
  if (startsWith(buf, OLE2_MAGIC)) return checkOle2(buf);
  throw new ResumeError('RESUME_PARSE_FAILED', 'unrecognised file format (expected PDF, DOCX or DOC)');
}

function startsWith(buf: Buffer, magic: Buffer): boolean {
  return buf.length >= magic.length && buf.subarray(0, magic.length).equals(magic);
}

function checkOle2(buf: Buffer): FileFormat {
  let container: CFB.CFB$Container;
  try {
    container = CFB.read(buf, { type: 'buffer' });
  } catch (err) {
    throw new ResumeError('RESUME_CORRUPTED', 'the OLE2 (DOC) container is truncated or malformed', { cause: err });
  }
  // An encrypted DOCX/XLSX is an OLE2 file holding the encrypted OOXML package.
  if (CFB.find(container, 'EncryptionInfo') || CFB.find(container, 'EncryptedPackage')) {
    throw new ResumeError('RESUME_ENCRYPTED', 'the document is password protected');
  }
  const word = CFB.find(container, 'WordDocument');
  if (!word)
    throw new ResumeError('RESUME_PARSE_FAILED', 'OLE2 file without a WordDocument stream (not a Word document)');
  const fib = Buffer.from(word.content as Uint8Array);
  if (fib.length < FIB_FLAGS_OFFSET + 2) throw new ResumeError('RESUME_CORRUPTED', 'the DOC header is truncated');
  if (fib.readUInt16LE(FIB_FLAGS_OFFSET) & FIB_ENCRYPTED) {
    throw new ResumeError('RESUME_ENCRYPTED', 'the document is password protected');
  }
  return 'doc';
}
