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
 */
export function htmlToText(html: string): string {
  const lists: ListLevel[] = [];
  let out = '';
  const breakParagraph = () => (out = `${out.replace(/[ \t]+$/, '')}\n\n`);
  for (const m of html.matchAll(TOKEN)) {
    const [, closing, rawTag, text] = m;
    if (text !== undefined) {
      out += decodeXmlEntities(text);
      continue;
    }
    const tag = (rawTag ?? '').toLowerCase();
    if (BLOCKS.has(tag)) breakParagraph();
    else if (tag === 'br') out += '\n';
    else if (tag === 'tr' && closing) out += '\n';
    else if ((tag === 'td' || tag === 'th') && closing) out += '\t';
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
