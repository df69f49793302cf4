import WordExtractor from 'word-extractor';
import { ResumeError } from './errors.js';
import { NO_HIDDEN_TEXT } from './hidden-report.js';
import type { ParsedDocument } from './parsed-document.js';

/**
 * Each distinct non-empty line once: a Word 97 file stores one story per header kind (first page,
 * even, odd) and per section, so the same contact line can come back several times.
 */
function distinctLines(text: string): string {
  const seen = new Set<string>();
  return text
    .split('\n')
    .filter((line) => {
      const key = line.replace(/\s+/g, ' ').trim();
      if (!key || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .join('\n');
}

export async function parseDoc(bytes: Uint8Array): Promise<ParsedDocument> {
  let parts: string[];
  try {
    const doc = await new WordExtractor().extract(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    // Headers and footers carry contact lines and names as often as the body does.
    parts = [distinctLines(doc.getHeaders({ includeFooters: false })), doc.getBody(), distinctLines(doc.getFooters())];
  } catch (err) {
    // word-extractor throws raw TypeErrors/RangeErrors on truncated streams.
    throw new ResumeError('RESUME_CORRUPTED', 'the DOC is truncated or malformed', { cause: err });
  }
  // Hidden-text detection is not done for the legacy binary format (see README).
  const text = parts.filter((p) => p.trim()).join('\n\n');
  // The DOC's SummaryInformation author is not read: word-extractor does not expose it.
  return { text, pages: null, ocrUsed: false, hidden: NO_HIDDEN_TEXT, author: null };
}
