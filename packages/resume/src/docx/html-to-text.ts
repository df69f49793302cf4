import { decodeXmlEntities } from './hidden-runs.js';

interface ListLevel {
  ordered: boolean;
  n: number;
}

const TOKEN = /<(\/?)([a-zA-Z0-9]+)[^>]*>|([^<]+)/g;
const BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table', 'blockquote']);

/**
 * Turns mammoth's small, well-formed HTML into text: blocks become paragraphs, list items
 * become "• " or "1. " lines (cleanText trims indentation anyway), <br> a line break, table rows lines.
 * A table is read row by row: the cells of a row share one line, separated by a tab (mammoth wraps each
 * cell's text in <p>, which would otherwise put a label and its value on separate lines); paragraphs
 * within one cell are joined by a space.
 */
export function htmlToText(html: string): string {
  const lists: ListLevel[] = [];
  let out = '';
  let cellDepth = 0;
  let cellStart = 0;
  const breakParagraph = () => (out = `${out.replace(/[ \t]+$/, '')}\n\n`);
  const breakInCell = () => {
    if (out.length > cellStart && !/\s$/.test(out)) out += ' ';
  };
  for (const m of html.matchAll(TOKEN)) {
    const [, closing, rawTag, text] = m;
    if (text !== undefined) {
      out += decodeXmlEntities(text);
      continue;
    }
    const tag = (rawTag ?? '').toLowerCase();
    if (tag === 'td' || tag === 'th') {
      if (closing) {
        cellDepth = Math.max(0, cellDepth - 1);
        out = `${out.replace(/[ \t]+$/, '')}\t`;
      } else {
        cellDepth++;
        cellStart = out.length;
      }
    } else if (cellDepth > 0 && (BLOCKS.has(tag) || tag === 'br')) {
      if (tag !== 'table') breakInCell();
      else breakParagraph();
    } else if (BLOCKS.has(tag)) breakParagraph();
    else if (tag === 'br') out += '\n';
    else if (tag === 'tr' && closing) out = `${out.replace(/[ \t]+$/, '')}\n`;
    else if (tag === 'ul' || tag === 'ol') {
      if (closing) lists.pop();
      else lists.push({ ordered: tag === 'ol', n: 0 });
      if (lists.length === 0) breakParagraph();
    } else if (tag === 'li' && !closing) {
      const level = lists[lists.length - 1];
      const marker = level?.ordered ? `${++level.n}. ` : '• ';
      out += `\n${marker}`;
    }
  }
  return out;
}
