import { GlyphFinder, type PlacedGlyph } from './glyph-positions.js';
import type { DrawnChar } from './hidden-ops.js';
import { joinGlyphRuns, joinLetterFragments, joinTrackedText } from './letter-spacing.js';
import { readingOrder, type Fragment } from './reading-order.js';

export interface TextItemLike {
  str: string;
  transform: number[];
  /** Advance of the item in user space; 0 when unknown. */
  width?: number;
  height: number;
  hasEOL: boolean;
  /** pdf.js's reading direction of the item's own text ('rtl' when mostly Arabic or Hebrew). */
  dir?: string;
}

/**
 * A fragment being built, with where its current right-to-left run starts in its text. Chromium
 * draws Arabic and Hebrew glyph by glyph from left to right (visual order); pdf.js gives each item
 * its characters in logical order but the items stay in drawing order, so a run of RTL items is
 * put together by prepending each one at the start of the run.
 */
type Building = Fragment & {
  rtlStart: number | null;
  /** Every item so far was one letter: very wide tracking, where pdf.js makes an item of each glyph. */
  letterItems: boolean;
};

/** How far ahead to look for a character when text content and drawing disagree. */
const RESYNC_WINDOW = 4000;
/**
 * Consecutive items on one baseline stay one fragment while the gap between them is under this
 * many font sizes; a wider gap (a column gutter, a tab stop) starts a new fragment, which
 * reading-order.ts places by position.
 */
const FRAGMENT_GAP_EM = 0.8;
/**
 * How far an item may start before the fragment's end and still continue it: kerning, and the
 * back-kern that puts a TeX accent over its letter, stay well under this.
 */
const BACKSTEP_EM = 0.6;
/** Items whose baselines differ by less than this share of the larger size are on one line. */
const SAME_LINE_EM = 0.5;
/** A gap this wide (in font sizes) inside a fragment gets a space if the text has none. */
const SPACE_GAP_EM = 0.15;

/**
 * Walks getTextContent's characters alongside the drawn characters (same content order) and
 * answers, for each, whether it was drawn hidden. Characters it cannot pair count as visible.
 */
class HiddenAligner {
  private next = 0;
  constructor(private readonly drawn: DrawnChar[]) {}

  /** Pairs `ch` with the next drawn character like it; reports whether a visible soft hyphen was passed. */
  private pair(ch: string): { hidden: boolean; softHyphen: boolean } {
    const limit = Math.min(this.drawn.length, this.next + RESYNC_WINDOW);
    for (let i = this.next; i < limit; i++) {
      if (this.drawn[i]!.ch !== ch) continue;
      const softHyphen = this.visibleSoftHyphenIn(this.next, i);
      this.next = i + 1;
      return { hidden: this.drawn[i]!.hidden !== null, softHyphen };
    }
    return { hidden: false, softHyphen: false };
  }

  private visibleSoftHyphenIn(from: number, to: number): boolean {
    for (let i = from; i < to; i++)
      if (this.drawn[i]!.ch === SOFT_HYPHEN && this.drawn[i]!.hidden === null) return true;
    return false;
  }

  /**
   * The item's text without the characters drawn hidden. pdf.js drops U+00AD from text content
   * even where the glyph is drawn; a drawn one is a hyphen a reader sees (pdfTeX maps its hyphen
   * glyph to U+00AD, compounds included), so it is put back as "-".
   */
  visiblePart(str: string): string {
    let out = '';
    for (const ch of str) {
      if (/\s/.test(ch)) {
        out += ch;
        continue;
      }
      const parts = [...ch.normalize('NFKC')].filter((c) => !/\s/.test(c));
      const paired = parts.map((c) => this.pair(c));
      if (paired.some((p) => p.softHyphen) && !HYPHEN_LIKE.test(ch) && !HYPHEN_END.test(out)) out += '-';
      if (!paired.some((p) => p.hidden)) out += ch;
    }
    // A soft hyphen drawn right after the item's last character ends its line.
    while (this.drawn[this.next]?.ch === SOFT_HYPHEN) {
      const visible = this.drawn[this.next]!.hidden === null;
      this.next++;
      if (visible && out.trim() && !HYPHEN_END.test(out)) out += '-';
    }
    return out;
  }
}

const SOFT_HYPHEN = '\u00ad';
/** A letter, a space and a spacing accent ending an item, when the letter under the accent comes next. */
const KERNED_ACCENT =
  /(\p{L}) ([\u00b4\u02ca\u0060\u00a8\u02c6\u02dc\u00b8\u02c7\u02d8\u02d9\u02da\u02dd\u00af\u02db])$/u;
const HYPHEN_LIKE = /^[-\u2010\u2011]$/;
const HYPHEN_END = /[-\u2010\u2011]$/;

function sizeOf(item: TextItemLike): number {
  const t = item.transform;
  return item.height || Math.hypot(t[2] ?? 0, t[3] ?? 0) || 1;
}

/** Horizontal text (upright or oblique) only: rotated or vertical items are kept in content order, apart. */
function isHorizontal(item: TextItemLike): boolean {
  const t = item.transform;
  return Math.abs(t[1] ?? 0) < 1e-3 && (t[0] ?? 0) > 0;
}

/** The visible text of each item, in content order, grouped into positioned fragments. */
function collectFragments(
  items: TextItemLike[],
  drawn: DrawnChar[],
  glyphs: () => PlacedGlyph[],
): { fragments: Fragment[]; rotated: string[] } {
  const aligner = new HiddenAligner(drawn);
  // The page's glyphs are placed once, on the first need (tracked text, or a line drawn in two passes).
  let placedGlyphs: PlacedGlyph[] | null = null;
  const placed = () => (placedGlyphs ??= glyphs());
  const finder = new GlyphFinder(placed);
  const fragments: Building[] = [];
  const rotated: string[] = [];
  let current: Building | null = null;
  // Letter gaps of tracked display text are not word gaps (letter-spacing.ts).
  const tracked = joinTrackedText(
    items.map((item) => ({
      text: aligner.visiblePart(item.str),
      y: item.transform[5] ?? 0,
      size: sizeOf(item),
      eligible: item.dir !== 'rtl' && isHorizontal(item),
    })),
    (letters) => {
      const found = finder.find(letters);
      return found && { boxes: found.glyphs, spaceBefore: found.spaceBefore };
    },
  );
  const { letterSpaceBefore } = tracked;
  // ...nor are they when such text comes one glyph per item (small capitals that Chromium draws).
  const { texts, widths } = joinGlyphRuns(
    items.map((item, n) => ({
      text: tracked.texts[n]!,
      x: item.transform[4] ?? 0,
      width: Math.max(item.width ?? 0, 0),
      y: item.transform[5] ?? 0,
      size: sizeOf(item),
      eligible: item.dir !== 'rtl' && isHorizontal(item),
      typed: letterSpaceBefore[n] ?? null,
    })),
  );
  for (const [n, item] of items.entries()) {
    const rtl = item.dir === 'rtl';
    const visible = texts[n]!;
    if (!visible.trim()) {
      // A space item (or an end-of-line marker) separates words inside a fragment.
      if (current && visible) current.text += visible;
      continue;
    }
    if (!isHorizontal(item)) {
      rotated.push(visible);
      continue;
    }
    const size = sizeOf(item);
    const x = item.transform[4] ?? 0;
    const y = item.transform[5] ?? 0;
    const width = widths[n] ?? (Math.max(item.width ?? 0, 0) || visible.length * size * 0.5);
    // A letter item carries a word of very wide tracking on only when no space glyph comes before it.
    const spaceBefore = letterSpaceBefore[n];
    if (current && continues(current, x, y, size)) {
      extend(current, visible, x, x + width, size, rtl);
      current.letterItems &&= spaceBefore === false;
      continue;
    }
    current = {
      text: visible,
      x0: x,
      x1: x + width,
      y,
      size,
      rtlStart: rtl ? 0 : null,
      letterItems: spaceBefore != null,
    };
    fragments.push(current);
  }
  // Tracking wider than pdf.js's item gap: every letter is an item, and each such fragment a word.
  const lettered = fragments.filter((f) => f.letterItems);
  const joined = joinLetterFragments(lettered);
  lettered.forEach((f, i) => (f.text = joined[i]!));
  const drawnInTwoPasses = mergeInsets(fragments, placed);
  return {
    fragments: drawnInTwoPasses.map(({ rtlStart: _, letterItems: __, ...f }) => f),
    rotated,
  };
}

/** An inset's baseline is within this share of the font size of its host's. */
const INSET_BASELINE_EM = 0.1;
/** Glyphs further apart than this many font sizes have a word gap between them (as in `extend`). */
const INSET_SPACE_EM = SPACE_GAP_EM;

/**
 * Glyphs a renderer drew in a second pass, inside a line of the first: LibreOffice draws the letters its font lacks
 * (Vietnamese "ƯƠ", "Ị", "ậ") with a fallback font after the line, where the first pass left spaces ("TR NG TH M"), so
 * pdf.js gives the line and those letters apart. Fragments on one baseline that overlap or touch, one starting inside
 * another, are rebuilt from their glyphs in the order they stand, as a reader sees them, when the glyphs are exactly
 * their letters and none is drawn over another (text drawn twice for a bold look stays as it is).
 */
function mergeInsets(fragments: Building[], placed: () => PlacedGlyph[]): Building[] {
  const byBaseline: Building[][] = [];
  for (const f of [...fragments].sort((a, b) => b.y - a.y)) {
    const line = byBaseline[byBaseline.length - 1];
    if (line && Math.abs(line[0]!.y - f.y) < INSET_BASELINE_EM * Math.max(line[0]!.size, f.size)) line.push(f);
    else byBaseline.push([f]);
  }
  const merged = new Set<Building>();
  for (const line of byBaseline) {
    if (line.length < 2) continue;
    line.sort((a, b) => a.x0 - b.x0);
    let cluster: Building[] = [];
    let end = -Infinity;
    const close = () => {
      // One fragment starts inside the ones before it (not only after them): a line drawn in two passes.
      let reach = -Infinity;
      let inside = false;
      for (const f of cluster) {
        if (f.x0 < reach - 0.5) inside = true;
        reach = Math.max(reach, f.x1);
      }
      if (inside) rebuild(cluster, placed, merged);
      cluster = [];
    };
    for (const f of line) {
      if (cluster.length > 0 && f.x0 > end + 0.5) {
        close();
        end = -Infinity;
      }
      cluster.push(f);
      end = Math.max(end, f.x1);
    }
    close();
  }
  return merged.size === 0 ? fragments : fragments.filter((f) => !merged.has(f));
}

/** Rebuilds a cluster's text from its glyphs into its first fragment; the others are marked merged. */
function rebuild(cluster: Building[], placed: () => PlacedGlyph[], merged: Set<Building>): void {
  const host = cluster[0]!;
  const x0 = Math.min(...cluster.map((f) => f.x0)) - 0.5;
  const x1 = Math.max(...cluster.map((f) => f.x1)) + 0.5;
  const size = Math.max(...cluster.map((f) => f.size));
  const line = placed()
    .filter(
      (g) => Math.abs(g.y - host.y) < INSET_BASELINE_EM * size && (g.x0 + g.x1) / 2 > x0 && (g.x0 + g.x1) / 2 < x1,
    )
    .sort((a, b) => a.x0 - b.x0);
  const letters = (t: string) => [...t.normalize('NFKC').replace(/\s+/gu, '')].sort().join('');
  const drawn = line.map((g) => g.ch).join('');
  if (!drawn || letters(drawn) !== letters(cluster.map((f) => f.text).join(''))) return;
  let text = '';
  let previous: PlacedGlyph | null = null;
  for (const g of line) {
    if (!g.ch) continue;
    // A glyph drawn over the one before it: text drawn twice, not two passes of one line.
    if (previous && g.x0 < previous.x1 - 0.5 * (previous.x1 - previous.x0)) return;
    if (previous && g.x0 - previous.x1 > INSET_SPACE_EM * size) text += ' ';
    text += g.ch;
    previous = g;
  }
  host.text = text;
  host.x0 = x0 + 0.5;
  host.x1 = x1 - 0.5;
  for (const f of cluster.slice(1)) merged.add(f);
}

/** Appends an item's text to the fragment it continues, with a space where the gap is a word gap. */
function extend(f: Building, visible: string, x: number, x1: number, size: number, rtl: boolean): void {
  if (rtl) {
    const gap = x - f.x1 > SPACE_GAP_EM * size && !/\s$/.test(f.text) && !/^\s/.test(visible) ? ' ' : '';
    if (f.rtlStart === null) {
      f.text += gap;
      f.rtlStart = f.text.length;
      f.text += visible;
    } else {
      // Spaces drawn between two RTL items belong to the run: they go back to its start with the item.
      const trailing = /\s*$/.exec(f.text)![0];
      const run = f.text.slice(f.rtlStart, f.text.length - trailing.length);
      f.text = f.text.slice(0, f.rtlStart) + visible + (trailing || gap) + run;
    }
    f.x1 = Math.max(f.x1, x1);
    f.size = Math.max(f.size, size);
    return;
  }
  f.rtlStart = null;
  let text = visible;
  if (x < f.x1 && /^\p{L}\p{L}/u.test(visible)) {
    // pdf.js reads the kern that centres a TeX accent over its letter as a space: "Educaci ´on".
    f.text = f.text.replace(KERNED_ACCENT, '$1$2');
  } else if (x < f.x1) {
    // A cedilla or ogonek is drawn after its letter, stepping back under it: "S" + "¸ ahin".
    text = visible.replace(/^([\u00b8\u02db]) (?=\p{L})/u, '$1');
  }
  if (x - f.x1 > SPACE_GAP_EM * size && !/\s$/.test(f.text) && !/^\s/.test(text)) f.text += ' ';
  f.text += text;
  f.x1 = Math.max(f.x1, x1);
  f.size = Math.max(f.size, size);
}

/** Whether an item at (x, y) carries on the fragment: same baseline, no wide gap, not behind it. */
function continues(f: Fragment, x: number, y: number, size: number): boolean {
  const em = Math.max(f.size, size);
  if (Math.abs(y - f.y) > SAME_LINE_EM * em) return false;
  // Starting well before the fragment's end is a new line set close under it, not its next word
  // (a 30 pt name with the title tucked beneath: "Dana WhitfieldSolutions Architect").
  return x >= f.x1 - BACKSTEP_EM * em && x - f.x1 <= FRAGMENT_GAP_EM * em;
}

/**
 * Rebuilds a page's visible text from positions, not from the drawing order: fragments on one
 * baseline form a line (so a name and the title under it never run together), columns and
 * sidebars are read one after the other, table rows left to right, and paragraphs break at
 * unusually large gaps (see reading-order.ts). `glyphs` places the drawn glyphs, for the word gaps
 * of letter-spaced text (letter-spacing.ts); it is called only on a page that has some.
 */
export function layoutPage(items: TextItemLike[], drawn: DrawnChar[], glyphs: () => PlacedGlyph[] = () => []): string {
  const { fragments, rotated } = collectFragments(items, drawn, glyphs);
  const text = readingOrder(fragments);
  return rotated.length ? `${text}\n\n${rotated.join('\n')}` : text;
}
