/**
 * Letter-spaced ("tracked") display text: names and section headings that designed templates set
 * with CSS `letter-spacing` or a word processor's character spacing.
 *
 * pdf.js puts one space into an item's text at every gap between glyphs wider than about a tenth
 * of the font size, and ends the item at a gap wider than 0.6 of it (the text content then carries
 * a separate whitespace item there). Tracked text therefore arrives as "C O N T A C T O": each
 * space inside the item is a letter gap or a word gap under 0.6 font sizes, told apart here from
 * the glyphs' positions (joinTrackedText); wider word gaps come as gaps between items, which
 * layout.ts measures as before.
 *
 * An item is read as tracked when its text is single characters (grapheme clusters) separated by
 * single spaces: at least MIN_TRACKED_LETTERS of them, letters or digits but for a little
 * punctuation (a hyphen, a comma, an ampersand, an apostrophe). A pair kerned tighter than a tenth
 * of the font size (Chromium draws "LT" in "ALTOS" so) comes as one token of two letters, as does a
 * hyphen kerned to its letter ("S E O -Y E O N"); up to a third of the tokens may be such pairs
 * (half in capitals, where three letters kerned together count as one: "CO N TAC T"), and in
 * lower-case text only in a run long enough that it cannot be short words ("y a la"). Ordinary
 * text rarely has this shape, and where it does, its gaps hold space glyphs or are word-wide and
 * keep their spaces.
 */

/** Fewer letters than this ("A B", "J R") can be initials or list labels: left as they are. */
const MIN_TRACKED_LETTERS = 4;
/** At most this share of the tokens may be two-letter kerned pairs... */
const MAX_PAIR_SHARE = 1 / 3;
/** ...or this share in capitals, which kern more pairs ("CO N TA C T", "CO N TAC T"). */
const MAX_PAIR_SHARE_CAPITALS = 1 / 2;
/** Lower-case text with a kerned pair needs at least this many tokens to count as tracked. */
const MIN_TOKENS_WITH_PAIR = 5;

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const LETTER_OR_DIGIT = /^[\p{L}\p{N}][\p{M}]*$/u;
/** Punctuation that tracked words carry ("P E M B E R T O N -", "R & D", "O ' N E I L L", "( G T C S )"). */
const PUNCTUATION = /^[-\u2010\u2011\u2013&.,'\u2019/+()]$/u;
/** At most this share of the tokens may be punctuation. */
const MAX_PUNCTUATION_SHARE = 1 / 4;

/** Grapheme clusters; the segmenter (slow per call) only where a mark or joiner makes it matter. */
function graphemes(token: string): string[] {
  return CLUSTERING.test(token) ? Array.from(segmenter.segment(token), (s) => s.segment) : [...token];
}
const CLUSTERING = /\p{M}|\u200d|\ufe0f/u;
const CJK_CHAR = /^[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]$/u;

/** The drawn glyphs of an item's letters: where each is, and whether a space glyph comes before it. */
export interface PlacedLetters {
  boxes: readonly { x0: number; x1: number }[];
  /** spaceBefore[i]: a space glyph is drawn between letter i − 1 and letter i (for i = 0: just before it). */
  spaceBefore: readonly boolean[];
}

/**
 * Where the letters of an item are drawn, when known (layout.ts looks them up among the page's
 * drawn glyphs), or null. Without positions a tracked item is left as pdf.js wrote it.
 */
export type LetterPlacer = (letters: string[]) => PlacedLetters | null;

/** A word gap is this many times the run's usual (median) gap between letters, or more... */
const WORD_GAP_RATIO = 1.6;
/** ...and at least this many font sizes (a space's advance is 0.25–0.33 of it in text fonts). */
const WORD_GAP_EM = 0.25;

/** An item of a page, as letter-spacing needs it: its visible text, baseline and font size. */
export interface SpacingItem {
  text: string;
  y: number;
  size: number;
  /** Horizontal, left-to-right text (positions along x mean something). */
  eligible: boolean;
}

/** A short tracked word ("D E" between "ANALISTA" and "DATOS") shares its line with a long one. */
const SAME_BASELINE_EM = 0.1;
/** ...and its letter gaps are within this factor of that run's letter gap. */
const SHORT_GAP_RATIO = 1.6;
/** pdf.js writes a space for a gap from this many font sizes up: tracking is at least this. */
const TRACKING_EM = 0.1;
/** A short run under or over a long one this many font sizes away (a line or two) is part of the same display block. */
const STACKED_LINES_EM = 2.6;
/** Short runs are paired with long ones only on pages with a plausible number of both (bounds the work). */
const MAX_SHORT_PAIRINGS = 1_000_000;

interface Candidate {
  index: number;
  run: TrackedRun;
  letters: string[];
  /** Gap after each letter but the last, in user space. */
  gaps: number[];
  /** A space glyph is drawn in that gap: the document's own space, always kept. */
  typed: boolean[];
}

export interface TrackedText {
  /** Each item's text, letter gaps of tracked text closed. */
  texts: string[];
  /**
   * For an item that is one letter with its glyph found: whether a space glyph is drawn just before
   * it (letters of a word set with tracking so wide that pdf.js makes an item of every glyph have
   * none); null for other items and where unknown.
   */
  letterSpaceBefore: (boolean | null)[];
}

/**
 * Each item's text with the letter gaps of tracked text closed (see the top of this file). A space
 * the document draws (a space glyph: "S O P H I E" typed with spaces) is kept; a space pdf.js wrote
 * for a gap is kept only where the gap is clearly wider than the run's letter gaps. Items of two or
 * three single letters ("D E", "L O S") are short words of a tracked line only when a long tracked
 * item on the same baseline, same size, has letter gaps like theirs, or another short one with no
 * space glyph either does ("T H Ị T H U H À"); alone, they could be initials or labels and are left
 * as they are. Items whose glyphs cannot be found are left as they are.
 */
export function joinTrackedText(items: SpacingItem[], place: LetterPlacer): TrackedText {
  const texts = items.map((i) => i.text);
  const letterSpaceBefore = items.map((): boolean | null => null);
  const long: Candidate[] = [];
  const short: Candidate[] = [];
  items.forEach((item, index) => {
    if (!item.eligible) return;
    const run = trackedRun(item.text) ?? shortRun(item.text);
    if (!run) {
      const letter = oneLetter(item.text);
      if (letter) letterSpaceBefore[index] = place([letter])?.spaceBefore[0] ?? null;
      return;
    }
    const letters = run.tokens.flatMap(graphemes);
    const placed = place(letters);
    if (!placed || placed.boxes.length !== letters.length) return;
    const b = placed.boxes;
    const gaps = b.slice(1).map((g, i) => g.x0 - b[i]!.x1);
    (run.short ? short : long).push({ index, run, letters, gaps, typed: placed.spaceBefore.slice(1) });
  });
  const usual = new Map<number, number>();
  for (const c of long) {
    const size = items[c.index]!.size;
    const letterGap = median(c.gaps.filter((_, i) => !c.typed[i]));
    usual.set(c.index, letterGap);
    let text = c.letters[0]!;
    c.gaps.forEach((gap, i) => {
      if (c.typed[i] || (gap > WORD_GAP_RATIO * letterGap && gap > WORD_GAP_EM * size)) text += ' ';
      text += c.letters[i + 1]!;
    });
    texts[c.index] = c.run.lead + text + c.run.trail;
  }
  if (short.length * (long.length + short.length) > MAX_SHORT_PAIRINGS) return { texts, letterSpaceBefore };
  const onLine = (a: SpacingItem, b: SpacingItem) =>
    Math.abs(a.size - b.size) < 0.05 * a.size && Math.abs(a.y - b.y) < SAME_BASELINE_EM * a.size;
  const untyped = short.filter((c) => !c.typed.some(Boolean));
  for (const c of untyped) {
    const item = items[c.index]!;
    const own = median(c.gaps);
    // On its baseline; or on the line above or below at the same size with letter gaps like it (a display name set
    // a word to a line: "N U R" / "AQILAH" / "SYAHIRAH").
    const stacked = (l: Candidate) => {
      const other = items[l.index]!;
      const gap = usual.get(l.index)!;
      return (
        Math.abs(other.size - item.size) < 0.05 * item.size &&
        Math.abs(other.y - item.y) < STACKED_LINES_EM * item.size &&
        own <= SHORT_GAP_RATIO * gap &&
        gap <= SHORT_GAP_RATIO * own
      );
    };
    const neighbour = long.find((l) => onLine(items[l.index]!, item)) ?? long.find(stacked);
    // Beside a long tracked run, letter gaps like its own; or beside another short run (a line of
    // short words: "T H Ị" "T H U" "H À") with gaps like each other's, at least TRACKING_EM wide.
    // Alone, two or three CJK characters with tracking gaps: those scripts put no space inside a word, and a
    // word of one character each is rare in a heading ("연 락 처", "技 能").
    const cjk = c.letters.every((l) => CJK_CHAR.test(l)) && own >= TRACKING_EM * item.size;
    const alike = neighbour
      ? c.gaps.every((g) => g <= SHORT_GAP_RATIO * usual.get(neighbour.index)!)
      : cjk ||
        (own >= TRACKING_EM * item.size &&
          untyped.some((o) => {
            if (o === c || !onLine(items[o.index]!, item)) return false;
            const other = median(o.gaps);
            return other <= SHORT_GAP_RATIO * own && own <= SHORT_GAP_RATIO * other;
          }));
    if (alike) texts[c.index] = c.run.lead + c.letters.join('') + c.run.trail;
  }
  return { texts, letterSpaceBefore };
}

const ONE_LETTER = /^\s*([\p{L}\p{N}][\p{M}]*)\s*$/u;
const oneLetter = (text: string) => ONE_LETTER.exec(text)?.[1] ?? null;

/**
 * Fragments built of one-letter items (tracking wider than pdf.js's item gap, 0.6 font sizes):
 * each is a word, since its word gaps are wider than a fragment may hold. A long one is joined on
 * its own evidence; one of two or three letters only beside a long one on the same baseline.
 */
export function joinLetterFragments(frags: { text: string; y: number; size: number }[]): string[] {
  const runs = frags.map((f) => trackedRun(f.text) ?? shortRun(f.text));
  const long = frags.filter((_, i) => runs[i] && !runs[i].short);
  return frags.map((f, i) => {
    const run = runs[i];
    if (!run) return f.text;
    if (
      run.short &&
      !long.some((l) => Math.abs(l.size - f.size) < 0.05 * f.size && Math.abs(l.y - f.y) < SAME_BASELINE_EM * f.size)
    )
      return f.text;
    return run.lead + run.tokens.flatMap(graphemes).join('') + run.trail;
  });
}

/** One letter or digit, alone or with a bracket or stop beside it ("(W", "N)"), or after a dash ("– I"). */
const LETTER_ITEM =
  /^\s*(?:[-\u2010\u2011\u2013\u2014&/+|\u00b7]\s*)?[([«"'\u201c\u2018]?[\p{L}\p{N}]\p{M}*[)\]»"'\u201d\u2019.,:;]?\s*$/u;
/** A dash, ampersand, slash, middle dot or bracket alone, between tracked words. */
const MARK_ITEM = /^\s*[-\u2010\u2011\u2013\u2014&/+|\u00b7()[\]]\s*$/u;
const hasLetter = (text: string) => /[\p{L}\p{N}]/u.test(text);

/** An item of a page, as runs of one-glyph items need it. */
export interface GlyphItem {
  /** Its visible text (tracked items already joined). */
  text: string;
  x: number;
  width: number;
  y: number;
  size: number;
  /** Horizontal, left-to-right text. */
  eligible: boolean;
  /** A space glyph is drawn just before it (true), none is (false), or unknown (null). */
  typed: boolean | null;
}

/** Tracked text puts at least this many font sizes between letters (ordinary text about none). */
const MIN_ITEM_TRACKING_EM = 0.05;
/** Consecutive one-glyph items belong to one run while the gap between them is under this many font sizes. */
const RUN_GAP_EM = 0.8;
/** ...and the next does not start more than this many font sizes before the last one ends. */
const RUN_BACKSTEP_EM = 0.3;

/**
 * Runs of one-glyph items: tracked text that pdf.js gives glyph by glyph (Chromium's synthesised
 * small capitals with letter-spacing come so: "P" "L" "A" "T" … at two sizes, with space items of
 * pdf.js's own at the letter gaps). Such a run's spaces say nothing; the gaps between its glyphs
 * do: a word gap is clearly wider than the run's usual gap between letters (as in joinTrackedText),
 * and a space glyph the document draws is kept. A run is joined when its letters are tracked (the
 * usual gap at least MIN_ITEM_TRACKING_EM) and it has MIN_TRACKED_LETTERS letters, or two or three
 * beside such a run on its baseline. A joined run's text goes to its first item, which then spans
 * the run (`widths`); its other items (the space items between them too) become empty.
 */
export function joinGlyphRuns(items: readonly GlyphItem[]): { texts: string[]; widths: (number | null)[] } {
  const texts = items.map((i) => i.text);
  const widths = items.map((): number | null => null);
  const runs: number[][] = [];
  let run: number[] = [];
  const close = () => {
    if (run.length > 1) runs.push(run);
    run = [];
  };
  items.forEach((item, n) => {
    // A space item (pdf.js's or the document's) neither ends a run nor joins it.
    if (!item.text.trim()) return;
    const glyph = item.eligible && (LETTER_ITEM.test(item.text) || MARK_ITEM.test(item.text));
    if (!glyph) return close();
    const last = run.length ? items[run[run.length - 1]!]! : null;
    const em = last ? Math.max(last.size, item.size) : 0;
    const gap = last ? item.x - (last.x + last.width) : 0;
    if (
      last &&
      (Math.abs(item.y - last.y) > SAME_BASELINE_EM * em || gap > RUN_GAP_EM * em || gap < -RUN_BACKSTEP_EM * em)
    )
      close();
    run.push(n);
  });
  close();
  const read = runs.map((r) => {
    const glyphs = r.map((n) => items[n]!);
    const gaps = glyphs.slice(1).map((g, i) => g.x - (glyphs[i]!.x + glyphs[i]!.width));
    const letterGap = median(gaps.filter((_, i) => glyphs[i + 1]!.typed !== true));
    const count = glyphs.filter((g) => hasLetter(g.text)).length;
    const tracked = letterGap >= MIN_ITEM_TRACKING_EM * Math.min(...glyphs.map((g) => g.size));
    let text = glyphs[0]!.text.trim();
    gaps.forEach((gap, i) => {
      const next = glyphs[i + 1]!;
      const em = Math.min(glyphs[i]!.size, next.size);
      if (next.typed === true || (gap > WORD_GAP_RATIO * letterGap && gap > WORD_GAP_EM * em)) text += ' ';
      text += next.text.trim();
    });
    return {
      text,
      long: tracked && count >= MIN_TRACKED_LETTERS,
      short: tracked && count > 1 && count < MIN_TRACKED_LETTERS,
    };
  });
  read.forEach((r, i) => {
    const r0 = runs[i]!;
    const first = items[r0[0]!]!;
    const beside = () =>
      read.some((o, j) => o.long && Math.abs(items[runs[j]![0]!]!.y - first.y) < SAME_BASELINE_EM * first.size);
    if (!r.long && !(r.short && beside())) return;
    const lastItem = items[r0[r0.length - 1]!]!;
    for (let n = r0[0]! + 1; n <= r0[r0.length - 1]!; n++) texts[n] = '';
    texts[r0[0]!] = /^\s*/.exec(first.text)![0] + r.text + /\s*$/.exec(lastItem.text)![0];
    widths[r0[0]!] = lastItem.x + lastItem.width - first.x;
  });
  return { texts, widths };
}

/**
 * The text with its letter gaps closed when it is tracked on its own evidence (a long run; see the
 * top of this file), without positions; otherwise the text unchanged.
 */
export function joinTrackedLetters(text: string): string {
  const run = trackedRun(text);
  return run ? run.lead + run.tokens.flatMap(graphemes).join('') + run.trail : text;
}

/** Median of the values; 0 when there are none (every gap typed: every space is kept anyway). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

interface TrackedRun {
  lead: string;
  tokens: string[];
  trail: string;
  short: boolean;
}

function split(text: string): { lead: string; body: string; trail: string } | null {
  const m = /^(\s*)(\S.*\S)(\s*)$/su.exec(text);
  if (!m) return null;
  const body = m[2]!;
  if (!body.includes(' ') || /\s\s|[^\S ]/u.test(body)) return null;
  return { lead: m[1]!, body, trail: m[3]! };
}

/** Two or three single letters ("D E", "L O S"): a tracked word only beside a long tracked run. */
function shortRun(text: string): TrackedRun | null {
  const parts = split(text);
  if (!parts) return null;
  const tokens = parts.body.split(' ');
  if (tokens.length > 3 || !tokens.every((t) => LETTER_OR_DIGIT.test(t))) return null;
  return { lead: parts.lead, tokens, trail: parts.trail, short: true };
}

/** The tokens of a tracked item (see above), or null when the text is not tracked. */
function trackedRun(text: string): TrackedRun | null {
  const parts = split(text);
  if (!parts) return null;
  const body = parts.body;
  const tokens = body.split(' ');
  let letters = 0;
  let pairs = 0;
  let punctuation = 0;
  for (const token of tokens) {
    const g = graphemes(token);
    const marks = g.filter((c) => PUNCTUATION.test(c)).length;
    // A token is one letter, a kerned pair (or three letters, in capitals), or punctuation alone or
    // kerned to a letter ("-Y").
    if (g.length > 3 || marks > 1 || !g.every((c) => LETTER_OR_DIGIT.test(c) || PUNCTUATION.test(c))) return null;
    if (g.length === 3 && (marks > 0 || /\p{Ll}/u.test(token))) return null;
    punctuation += marks;
    if (g.length - marks > 1) pairs++;
    letters += g.length - marks;
  }
  if (letters < MIN_TRACKED_LETTERS || tokens.length < 3) return null;
  const capitals = !/\p{Ll}/u.test(body);
  if (pairs > tokens.length * (capitals ? MAX_PAIR_SHARE_CAPITALS : MAX_PAIR_SHARE)) return null;
  if (punctuation > tokens.length * MAX_PUNCTUATION_SHARE) return null;
  if (pairs > 0 && tokens.length < MIN_TOKENS_WITH_PAIR && !capitals) return null;
  return { lead: parts.lead, tokens, trail: parts.trail, short: false };
}
