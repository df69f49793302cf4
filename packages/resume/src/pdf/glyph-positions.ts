import { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { applyPoint, IDENTITY, multiply, toMatrix, type Matrix } from './matrix.js';
import { argsOf, num } from './operator-sets.js';
import type { GraphicsState } from './text-state.js';

/**
 * Where each glyph is drawn on the page (PDF user space), in content order: pdf.js text content
 * gives positions per item only, and inside an item it writes one space for every gap from a
 * tenth of the font size up, a letter gap and a word gap alike. Tracked display text needs the
 * gaps themselves (letter-spacing.ts).
 */
export interface PlacedGlyph {
  /** The glyph's characters, NFKC, without whitespace ('' for a space glyph). */
  ch: string;
  /** Left and right end of the glyph's advance along the baseline, and the baseline. */
  x0: number;
  x1: number;
  y: number;
}

type TextState = Pick<
  GraphicsState,
  'ctm' | 'fontId' | 'fontSize' | 'charSpacing' | 'wordSpacing' | 'hScale' | 'leading'
>;

/** Pages with more glyphs than this are left to pdf.js's own spacing (bounds the work). */
export const MAX_PLACED_GLYPHS = 200_000;

/**
 * Walks a page's operator list for the text state alone (matrices, font, character and word
 * spacing, horizontal scaling) and places every glyph: the same walk a renderer does, without
 * painting.
 */
export function placeGlyphs(
  list: { fnArray: number[]; argsArray: unknown[] },
  fontScale: (fontId: string) => number,
): PlacedGlyph[] {
  const out: PlacedGlyph[] = [];
  let s: TextState = {
    ctm: [...IDENTITY],
    fontId: '',
    fontSize: 0,
    charSpacing: 0,
    wordSpacing: 0,
    hScale: 1,
    leading: 0,
  };
  const stack: TextState[] = [];
  let tm: Matrix = [...IDENTITY];
  let tlm: Matrix = [...IDENTITY];
  const moveText = (tx: number, ty: number) => {
    tlm = multiply([1, 0, 0, 1, tx, ty], tlm);
    tm = tlm;
  };
  for (let i = 0; i < list.fnArray.length && out.length < MAX_PLACED_GLYPHS; i++) {
    const args = argsOf(list.argsArray[i]);
    switch (list.fnArray[i]) {
      case OPS.save:
      case OPS.paintFormXObjectBegin:
        stack.push({ ...s, ctm: [...s.ctm] });
        if (list.fnArray[i] === OPS.paintFormXObjectBegin) {
          const m = toMatrix(args[0]);
          if (m) s.ctm = multiply(m, s.ctm);
        }
        break;
      case OPS.restore:
      case OPS.paintFormXObjectEnd:
        s = stack.pop() ?? s;
        break;
      case OPS.transform: {
        const m = toMatrix(args);
        if (m) s.ctm = multiply(m, s.ctm);
        break;
      }
      case OPS.beginText:
        tm = [...IDENTITY];
        tlm = [...IDENTITY];
        break;
      case OPS.setFont:
        s.fontId = typeof args[0] === 'string' ? args[0] : '';
        s.fontSize = num(args[1]);
        break;
      case OPS.setTextMatrix: {
        const m = toMatrix(args[0]) ?? toMatrix(args);
        if (m) tm = tlm = m;
        break;
      }
      case OPS.moveText:
        moveText(num(args[0]), num(args[1]));
        break;
      case OPS.setLeadingMoveText:
        s.leading = -num(args[1]);
        moveText(num(args[0]), num(args[1]));
        break;
      case OPS.nextLine:
        moveText(0, -s.leading);
        break;
      case OPS.setLeading:
        s.leading = num(args[0]);
        break;
      case OPS.setCharSpacing:
        s.charSpacing = num(args[0]);
        break;
      case OPS.setWordSpacing:
        s.wordSpacing = num(args[0]);
        break;
      case OPS.setHScale:
        s.hScale = num(args[0], 100) / 100;
        break;
      case OPS.showText: {
        const advance = show(argsOf(args[0]), s, multiply(tm, s.ctm), fontScale(s.fontId), out);
        tm = multiply([1, 0, 0, 1, advance, 0], tm);
        break;
      }
      default:
        break;
    }
  }
  return out;
}

/** Places one show operation's glyphs; returns its advance in text space. */
function show(glyphs: unknown[], s: TextState, m: Matrix, scale: number, out: PlacedGlyph[]): number {
  let x = 0;
  for (const g of glyphs) {
    if (typeof g === 'number') {
      x += (-g / 1000) * s.fontSize * s.hScale;
      continue;
    }
    const glyph = (g ?? {}) as { unicode?: unknown; width?: unknown; isSpace?: unknown };
    const w = num(glyph.width) * scale * s.fontSize * s.hScale;
    const [x0, y] = applyPoint(m, x, 0);
    const [x1] = applyPoint(m, x + w, 0);
    const unicode = typeof glyph.unicode === 'string' ? glyph.unicode : '';
    out.push({ ch: unicode.normalize('NFKC').replace(/\s+/gu, ''), x0, x1, y });
    const spacing = s.charSpacing + (glyph.isSpace === true ? s.wordSpacing : 0);
    x += w + spacing * s.hScale;
  }
  return x;
}

/**
 * How far ahead to look for an item's first glyph: only tracked items are looked up, so the
 * cursor can be a page's worth of glyphs behind.
 */
const RESYNC_WINDOW = 20_000;

/**
 * Finds the drawn glyphs of consecutive text-content items: the two come in the same content
 * order, so one cursor moves forward through the glyphs.
 */
export class GlyphFinder {
  private next = 0;
  private placed: PlacedGlyph[] | null = null;
  /** `place` runs on the first look-up only: most pages have no tracked text. */
  constructor(private readonly place: () => PlacedGlyph[]) {}

  private get glyphs(): PlacedGlyph[] {
    return (this.placed ??= this.place());
  }

  /**
   * The glyphs of `letters` (each a grapheme without whitespace), in order, and whether a space
   * glyph is drawn before each, or null when they are not drawn one glyph per letter right after
   * one another (ligatures, text content and drawing out of step): the caller then goes without.
   */
  find(letters: string[]): { glyphs: PlacedGlyph[]; spaceBefore: boolean[] } | null {
    if (letters.length === 0) return null;
    const keys = letters.map((ch) => ch.normalize('NFKC'));
    const glyphs = this.glyphs;
    const limit = Math.min(glyphs.length, this.next + RESYNC_WINDOW);
    for (let i = this.next; i < limit; i++) {
      const found = this.matchAt(glyphs, i, keys);
      if (!found) continue;
      this.next = i + found.span;
      return { glyphs: found.glyphs, spaceBefore: found.spaceBefore };
    }
    return null;
  }

  /** The glyphs of `letters` drawn from index `i` on (space glyphs between them skipped), or null. */
  private matchAt(
    glyphs: PlacedGlyph[],
    i: number,
    letters: string[],
  ): { glyphs: PlacedGlyph[]; spaceBefore: boolean[]; span: number } | null {
    const found: PlacedGlyph[] = [];
    const spaceBefore: boolean[] = [];
    let j = i;
    for (const letter of letters) {
      let space = found.length === 0 ? glyphs[i - 1]?.ch === '' : false;
      while (found.length > 0 && j < glyphs.length && glyphs[j]!.ch === '') {
        space = true;
        j++;
      }
      if (glyphs[j]?.ch !== letter) return null;
      found.push(glyphs[j]!);
      spaceBefore.push(space);
      j++;
    }
    return { glyphs: found, spaceBefore, span: j - i };
  }
}
