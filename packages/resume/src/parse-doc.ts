import WordExtractor from 'word-extractor';
import { ResumeError } from './errors.js';
import { NO_HIDDEN_TEXT } from './hidden-report.js';
import type { ParsedDocument } from './parsed-document.js';

export async function parseDoc(bytes: Uint8Array): Promise<ParsedDocument> {
  let body: string;
  try {
    const doc = await new WordExtractor().extract(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    body = doc.getBody();
  } catch (err) {
    // word-extractor throws raw TypeErrors/RangeErrors on truncated streams.
    throw new ResumeError('RESUME_CORRUPTED', 'the DOC is truncated or malformed', { cause: err });
  }
  // Hidden-text detection is not done for the legacy binary format (see README).
  return { text: body, pages: null, ocrUsed: false, hidden: NO_HIDDEN_TEXT };
}
