import type JSZip from 'jszip';
import type { HiddenTextCollector } from '../hidden-report.js';
import type { HiddenTextKind } from '../types.js';
import { decodeXmlEntities, stripHiddenRuns } from './hidden-runs.js';

const PART = /^word\/(header|footer)(\d*)\.xml$/;
const PARAGRAPH = /<w:p\b[^>]*>[\s\S]*?<\/w:p>|<w:p\b[^>]*\/>/g;
const PIECE = /<w:t\b[^>]*>([^<]*)<\/w:t>|<w:(tab|br|cr)\b[^>]*\/>|<w:noBreakHyphen\b[^>]*\/>/g;

interface HeaderFooterText {
  header: string;
  footer: string;
}

function paragraphText(paragraph: string): string {
  let text = '';
  for (const m of paragraph.matchAll(PIECE)) {
    if (m[1] !== undefined) text += decodeXmlEntities(m[1]);
    else if (m[2] === 'tab') text += '\t';
    else if (m[2]) text += '\n';
    else text += '-';
  }
  return text;
}

/** Lines of every part in order, each distinct line once (first-page, even and default parts repeat). */
function distinctLines(parts: string[]): string {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const xml of parts)
    for (const p of xml.match(PARAGRAPH) ?? [])
      for (const line of paragraphText(p).split('\n')) {
        const key = line.replace(/\s+/g, ' ').trim();
        if (!key || seen.has(key)) continue;
        seen.add(key);
        out.push(line);
      }
  return out.join('\n');
}

const partOrder = (name: string) => Number(PART.exec(name)?.[2] || 0);

/**
 * The text of a DOCX's page headers and footers, which mammoth leaves out: a contact line or the
 * candidate's name often lives there. Each part is stored once in the package (not once per page),
 * and a line repeated across parts is kept once. Hidden runs are removed and reported as in the body.
 */
export async function readHeadersAndFooters(
  zip: JSZip,
  styles: Map<string, HiddenTextKind>,
  hidden: HiddenTextCollector,
  read: (name: string) => Promise<string | null>,
): Promise<HeaderFooterText> {
  const names = Object.keys(zip.files)
    .filter((n) => PART.test(n))
    .sort((a, b) => partOrder(a) - partOrder(b));
  const parts: Record<'header' | 'footer', string[]> = { header: [], footer: [] };
  for (const name of names) {
    const xml = await read(name);
    if (!xml) continue;
    const stripped = stripHiddenRuns(xml, styles);
    hidden.merge(stripped.hidden);
    parts[PART.exec(name)?.[1] === 'footer' ? 'footer' : 'header'].push(stripped.xml);
  }
  return { header: distinctLines(parts.header), footer: distinctLines(parts.footer) };
}
