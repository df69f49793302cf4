import JSZip from 'jszip';
import mammoth from 'mammoth';
import { ResumeError } from '../errors.js';
import type { ParsedDocument } from '../parsed-document.js';
import { readHeadersAndFooters } from './header-footer.js';
import { cleanAuthor } from '../author.js';
import { decodeXmlEntities, hiddenCharacterStyles, stripHiddenRuns } from './hidden-runs.js';
import { htmlToText } from './html-to-text.js';

const corrupted = (what: string, cause: unknown) =>
  new ResumeError('RESUME_CORRUPTED', `the DOCX is truncated or malformed (${what})`, { cause });

async function openZip(bytes: Uint8Array): Promise<JSZip> {
  try {
    return await JSZip.loadAsync(bytes, { checkCRC32: true });
  } catch (err) {
    throw corrupted('ZIP container', err);
  }
}

async function readEntry(zip: JSZip, name: string): Promise<string | null> {
  const entry = zip.file(name);
  if (!entry) return null;
  try {
    return await entry.async('string');
  } catch (err) {
    throw corrupted(name, err);
  }
}

const CREATOR_RE = /<dc:creator\b[^>]*>([^<]*)<\/dc:creator>/u;

/** docProps/core.xml's dc:creator (the account that created the file), read through the same bounded ZIP. */
async function readAuthor(zip: JSZip): Promise<string | null> {
  const core = await readEntry(zip, 'docProps/core.xml');
  const raw = core === null ? undefined : CREATOR_RE.exec(core)?.[1];
  return raw === undefined ? null : cleanAuthor(decodeXmlEntities(raw));
}

export async function parseDocx(bytes: Uint8Array): Promise<ParsedDocument> {
  const zip = await openZip(bytes);
  const documentXml = await readEntry(zip, 'word/document.xml');
  if (documentXml === null) {
    throw new ResumeError('RESUME_PARSE_FAILED', 'a ZIP file without word/document.xml (not a Word document)');
  }
  const styles = hiddenCharacterStyles(await readEntry(zip, 'word/styles.xml'));
  const { xml, hidden, removed } = stripHiddenRuns(documentXml, styles);
  let buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (removed > 0) {
    zip.file('word/document.xml', xml);
    buffer = await zip.generateAsync({ type: 'nodebuffer' });
  }
  let html: string;
  try {
    html = (await mammoth.convertToHtml({ buffer })).value;
  } catch (err) {
    throw corrupted('document body', err);
  }
  const { header, footer } = await readHeadersAndFooters(zip, styles, hidden, (name) => readEntry(zip, name));
  const text = [header, htmlToText(html), footer].filter((t) => t.trim()).join('\n\n');
  return { text, pages: null, ocrUsed: false, hidden: hidden.report(), author: await readAuthor(zip) };
}
