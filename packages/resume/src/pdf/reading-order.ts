/** A run of text on one baseline with no wide gap inside (PDF user space, y up). */
export interface Fragment {
  text: string;
  x0: number;
  x1: number;
  /** Baseline. */
  y: number;
  size: number;
}

interface Band {
  top: number;
  bottom: number;
  frags: Fragment[];
}

interface Gap {
  a: number;
  b: number;
}

interface Group {
  bands: Band[];
  river: Gap | null;
}

interface OutLine {
  text: string;
  y: number;
  size: number;
  /** First line of a column: always a paragraph break before it. */
  columnStart: boolean;
}

/** Glyph box around the baseline, in font sizes: tight enough that single-spaced lines do not touch. */
const ASCENT = 0.7;
const DESCENT = 0.2;
/** Baselines closer than this share of the larger size are one line. */
const SAME_LINE_EM = 0.5;
/** A vertical gutter at least this wide (in font sizes) can separate columns. */
const GUTTER_EM = 0.8;
/**
 * When at least this share of the shorter side's lines sit on a baseline of the other side, the
 * two sides are a table (or label/value rows) read row by row; columns of a two-column layout
 * drift apart (different sizes, headings, spacing) and fall well under it.
 */
const ROW_ALIGNED_SHARE = 0.6;
/**
 * Cells of one table row share their baseline (within rounding); lines of two columns that merely
 * run at a similar pitch drift by a point or more.
 */
const ROW_BASELINE_EM = 0.12;
/** Nested columns deeper than this are read as lines (bounds the work on hostile pages). */
const MAX_DEPTH = 4;
/** A gap this much larger than the page's usual line gap starts a new paragraph. */
const PARAGRAPH_GAP_RATIO = 1.3;

const top = (f: Fragment) => f.y + ASCENT * f.size;
const bottom = (f: Fragment) => f.y - DESCENT * f.size;

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Horizontal strips of fragments whose glyph boxes overlap vertically, top to bottom. */
function makeBands(frags: Fragment[]): Band[] {
  const sorted = [...frags].sort((p, q) => top(q) - top(p) || p.x0 - q.x0);
  const bands: Band[] = [];
  for (const f of sorted) {
    const band = bands[bands.length - 1];
    if (band && top(f) > band.bottom) {
      band.frags.push(f);
      band.bottom = Math.min(band.bottom, bottom(f));
    } else {
      bands.push({ top: top(f), bottom: bottom(f), frags: [f] });
    }
  }
  return bands;
}

/** Gaps between a band's fragments at least `min` wide, left to right. */
function interiorGaps(band: Band, min: number): Gap[] {
  const spans = [...band.frags].sort((p, q) => p.x0 - q.x0);
  const gaps: Gap[] = [];
  let reach = spans[0]!.x1;
  for (const f of spans.slice(1)) {
    if (f.x0 - reach >= min) gaps.push({ a: reach, b: f.x0 });
    reach = Math.max(reach, f.x1);
  }
  return gaps;
}

/** What is left of a river once a band's fragments are laid over it (the widest free part). */
function narrowRiver(river: Gap, band: Band): Gap {
  let best: Gap = { a: river.a, b: river.a };
  let cursor = river.a;
  const blockers = band.frags.filter((f) => f.x1 > river.a && f.x0 < river.b).sort((p, q) => p.x0 - q.x0);
  for (const f of blockers) {
    if (f.x0 - cursor > best.b - best.a) best = { a: cursor, b: f.x0 };
    cursor = Math.max(cursor, f.x1);
  }
  if (river.b - cursor > best.b - best.a) best = { a: cursor, b: river.b };
  return best;
}

const crosses = (band: Band, river: Gap) => band.frags.some((f) => f.x1 > river.a && f.x0 < river.b);

/**
 * Groups consecutive bands into stretches read as lines and stretches split by one gutter that
 * runs through all their bands (columns, a sidebar, or table rows).
 */
function groupBands(bands: Band[], gutter: number): Group[] {
  const groups: Group[] = [];
  let cur: Group | null = null;
  for (const band of bands) {
    if (cur?.river) {
      const river = narrowRiver(cur.river, band);
      if (river.b - river.a >= gutter) {
        cur.river = river;
        cur.bands.push(band);
        continue;
      }
    } else if (cur && interiorGaps(band, gutter).length === 0) {
      cur.bands.push(band);
      continue;
    }
    const river = interiorGaps(band, gutter)[0] ?? null;
    const next: Group = { bands: [band], river };
    // Lines just above that stay clear of the new gutter belong to its columns (a column that
    // starts higher than the other one), not to the stretch before.
    while (river && cur && !cur.river && cur.bands.length > 0 && !crosses(cur.bands[cur.bands.length - 1]!, river))
      next.bands.unshift(cur.bands.pop()!); // non-null: length checked in the loop condition
    if (cur && cur.bands.length > 0) groups.push(cur);
    cur = next;
  }
  if (cur) groups.push(cur);
  return groups;
}

const overlapsX = (p: Fragment, q: Fragment) => p.x0 < q.x1 && q.x0 < p.x1;

/**
 * Close baselines are one line, unless the fragments sit one above the other (overlapping
 * horizontally): then a smaller line is tucked under a larger one, and they stay two lines.
 */
function sameLine(line: { y: number; size: number; frags: Fragment[] }, f: Fragment): boolean {
  const dy = Math.abs(line.y - f.y);
  if (dy > SAME_LINE_EM * Math.max(line.size, f.size)) return false;
  return dy <= SAME_LINE_EM * Math.min(line.size, f.size) || !line.frags.some((g) => overlapsX(g, f));
}

/**
 * A fragment that starts where the one before it ends is the same word: a renderer drew the glyphs its main font lacks
 * in a second pass with a fallback font (LibreOffice's Vietnamese: "TR" "ƯƠ" "NG"), the main pass leaving a space there.
 */
const TOUCHING_EM = 0.05;
function joinLine(frags: readonly Fragment[]): string {
  let text = '';
  let previous: Fragment | null = null;
  for (const f of frags) {
    const piece = f.text.trim();
    if (!piece) continue;
    const gap = previous ? f.x0 - previous.x1 : 0;
    const touching = previous !== null && gap > -0.5 && gap < TOUCHING_EM * Math.max(f.size, previous.size);
    text += previous === null ? piece : touching ? piece : ` ${piece}`;
    previous = f;
  }
  return text;
}

/** Fragments on one baseline joined left to right, lines top to bottom. */
function toLines(frags: Fragment[]): OutLine[] {
  const sorted = [...frags].sort((p, q) => q.y - p.y || p.x0 - q.x0);
  const lines: Array<{ y: number; size: number; frags: Fragment[] }> = [];
  for (const f of sorted) {
    const line = lines[lines.length - 1];
    if (line && sameLine(line, f)) {
      line.frags.push(f);
      line.size = Math.max(line.size, f.size);
    } else {
      lines.push({ y: f.y, size: f.size, frags: [f] });
    }
  }
  return lines.map((l) => ({
    text: joinLine(l.frags.sort((p, q) => p.x0 - q.x0)),
    y: l.y,
    size: l.size,
    columnStart: false,
  }));
}

/** Whether the two sides of a gutter are rows of a table rather than two columns. */
function rowAligned(left: Fragment[], right: Fragment[]): boolean {
  const l = toLines(left);
  const r = toLines(right);
  const fewer = Math.min(l.length, r.length);
  if (fewer === 0) return true;
  const [small, large] = l.length <= r.length ? [l, r] : [r, l];
  // Both lists run top to bottom: one pass with a moving cursor, so a page of thousands of lines stays linear.
  let j = 0;
  let matched = 0;
  for (const s of small) {
    const tolerance = (o: OutLine) => ROW_BASELINE_EM * Math.max(o.size, s.size);
    while (j < large.length && large[j]!.y - s.y > tolerance(large[j]!)) j++;
    if (j < large.length && Math.abs(large[j]!.y - s.y) <= tolerance(large[j]!)) matched++;
  }
  return matched / fewer >= ROW_ALIGNED_SHARE;
}

function orderRegion(frags: Fragment[], gutter: number, depth: number): OutLine[] {
  if (depth >= MAX_DEPTH) return toLines(frags);
  const out: OutLine[] = [];
  for (const group of groupBands(makeBands(frags), gutter)) {
    const all = group.bands.flatMap((b) => b.frags);
    const river = group.river;
    if (!river || group.bands.length < 2) {
      out.push(...toLines(all));
      continue;
    }
    const left = all.filter((f) => f.x1 <= river.a);
    const right = all.filter((f) => f.x0 >= river.b);
    if (rowAligned(left, right)) {
      out.push(...toLines(all));
      continue;
    }
    for (const side of [left, right]) {
      const lines = orderRegion(side, gutter, depth + 1);
      if (lines[0]) lines[0].columnStart = true;
      out.push(...lines);
    }
  }
  return out;
}

/**
 * Puts a page's fragments in reading order: a recursive cut along vertical gutters that run
 * through a stretch of lines (columns and sidebars read one after the other, each top to bottom),
 * except where the two sides share their baselines (tables, dates beside titles: read row by row).
 * Paragraphs break where the gap between lines is clearly larger than the page's usual gap.
 */
export function readingOrder(frags: Fragment[]): string {
  if (frags.length === 0) return '';
  const gutter = GUTTER_EM * median(frags.map((f) => f.size));
  const lines = orderRegion(frags, gutter, 0).filter((l) => l.text);
  const gaps = lines.slice(1).map((l, i) => lines[i]!.y - l.y);
  const usual = median(gaps.filter((g) => g > 0));
  let out = '';
  lines.forEach((line, i) => {
    if (i > 0) {
      const gap = gaps[i - 1]!;
      const tall = Math.max(line.size, lines[i - 1]!.size);
      const paragraph = line.columnStart || gap < 0 || (gap > usual * PARAGRAPH_GAP_RATIO && gap > tall * 1.2);
      out += paragraph ? '\n\n' : '\n';
    }
    out += line.text;
  });
  return out;
}
