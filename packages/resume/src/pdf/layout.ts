import type { DrawnChar } from './hidden-ops.js';

export interface TextItemLike {
  str: string;
  transform: number[];
  height: number;
  hasEOL: boolean;
}

interface Line {
  text: string;
  y: number;
  size: number;
}

/** How far ahead to look for a character when text content and drawing disagree. */
const RESYNC_WINDOW = 4000;
/** A gap this much larger than the page's usual line gap starts a new paragraph. */
const PARAGRAPH_GAP_RATIO = 1.3;

/**
 * Walks getTextContent's characters alongside the drawn characters (same content order) and
 * answers, for each, whether it was drawn hidden. Characters it cannot pair count as visible.
 */
class HiddenAligner {
  private next = 0;
  constructor(private readonly drawn: DrawnChar[]) {}

  isHidden(ch: string): boolean {
    const limit = Math.min(this.drawn.length, this.next + RESYNC_WINDOW);
    for (let i = this.next; i < limit; i++) {
      if (this.drawn[i]!.ch === ch) {
        this.next = i + 1;
        return this.drawn[i]!.hidden !== null;
      }
    }
    return false;
  }

  visiblePart(str: string): string {
    let out = '';
    for (const ch of str) {
      if (/\s/.test(ch)) {
        out += ch;
        continue;
      }
      const parts = [...ch.normalize('NFKC')].filter((c) => !/\s/.test(c));
      const hidden = parts.map((c) => this.isHidden(c)).some(Boolean);
      if (!hidden) out += ch;
    }
    return out;
  }
}

function collectLines(items: TextItemLike[], drawn: DrawnChar[]): Line[] {
  const aligner = new HiddenAligner(drawn);
  const lines: Line[] = [];
  let current: Line | null = null;
  for (const item of items) {
    const visible = aligner.visiblePart(item.str);
    if (visible.trim()) {
      if (!current) {
        const size = item.height || Math.hypot(item.transform[2] ?? 0, item.transform[3] ?? 0);
        current = { text: '', y: item.transform[5] ?? 0, size };
      }
      current.text += visible;
    } else if (current && visible) {
      current.text += visible;
    }
    if (item.hasEOL && current) {
      lines.push(current);
      current = null;
    }
  }
  if (current) lines.push(current);
  return lines;
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Rebuilds a page's visible text: lines from hasEOL, paragraphs from unusually large gaps. */
export function layoutPage(items: TextItemLike[], drawn: DrawnChar[]): string {
  const lines = collectLines(items, drawn);
  const gaps = lines.slice(1).map((l, i) => lines[i]!.y - l.y);
  const usual = median(gaps.filter((g) => g > 0));
  let out = '';
  lines.forEach((line, i) => {
    if (i > 0) {
      const gap = gaps[i - 1]!;
      const tall = Math.max(line.size, lines[i - 1]!.size);
      const paragraph = gap < 0 || (gap > usual * PARAGRAPH_GAP_RATIO && gap > tall * 1.2);
      out += paragraph ? '\n\n' : '\n';
    }
    out += line.text;
  });
  return out;
}
