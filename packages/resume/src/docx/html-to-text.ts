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
 * within one cell are joined by a space. A row that lays out blocks side by side (a header of name and title
 * beside the address, phone and e-mail: its first cell holds two paragraphs or more) is read cell after cell,
 * a line to each paragraph, as the page shows it.
 */
export function htmlToText(html: string): string {
  const lists: ListLevel[] = [];
  let out = '';
  let cellDepth = 0;
  let cellStart = 0;
  // Where each open row's text begins, and where each of its cells does (nested tables have rows of their own).
  const rows: Array<{ start: number; cells: number[] }> = [];
  const breakParagraph = () => (out = `${out.replace(/[ \t]+$/, '')}\n\n`);
  const breakInCell = () => {
    if (out.length > cellStart && !/[\s\uFDD0]$/u.test(out)) out += PARAGRAPH_IN_CELL;
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
        rows[rows.length - 1]?.cells.push(out.length);
      }
    } else if (tag === 'tr') {
      if (!closing) rows.push({ start: out.length, cells: [] });
      else {
        const row = rows.pop();
        if (row)
          out =
            out.slice(0, row.start) +
            readRow(
              out.slice(row.start),
              row.cells.map((c) => c - row.start),
            );
        out = `${out.replace(/[ \t]+$/, '')}\n`;
      }
    } else if (cellDepth > 0 && (BLOCKS.has(tag) || tag === 'br')) {
      if (tag !== 'table') breakInCell();
      else breakParagraph();
    } else if (BLOCKS.has(tag)) breakParagraph();
    else if (tag === 'br') out += '\n';
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
  return out.replaceAll(PARAGRAPH_IN_CELL, ' ');
}

/** Marks a paragraph break inside a cell until its row is read (a noncharacter: no document's text holds it). */
const PARAGRAPH_IN_CELL = '\uFDD0';

/**
 * A row's text: its cells on one line, or, when its first cell holds two paragraphs or more (a block, not a label),
 * each paragraph of each cell on a line of its own. `cells`: where each cell begins in the row's text.
 */
function readRow(row: string, cells: readonly number[]): string {
  const first = row.slice(cells[0] ?? 0, cells[1] ?? row.length);
  const paragraphs = first.split(PARAGRAPH_IN_CELL).filter((p) => p.trim()).length;
  return paragraphs >= 2 ? row.replace(/[ \t]*[\t\uFDD0][ \t]*/gu, '\n') : row;
}
