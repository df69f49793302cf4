import { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { argsOf, CONTROL_CHAR, FILL_OPS, IMAGE_OPS, MANY_PATHS, num } from './operator-sets.js';
import type { HiddenTextKind } from '../types.js';
import { applyPoint, multiply, toMatrix, transformBox, type Box, type Matrix } from './matrix.js';
import {
  backgroundAt,
  blend,
  initialState,
  isWhite,
  MAX_PAINTED_AREAS,
  sameColour,
  type GraphicsState,
  type PaintedArea,
} from './text-state.js';

/** One drawn character (non-whitespace, NFKC), in content order, with why it cannot be seen. */
export interface DrawnChar {
  ch: string;
  hidden: HiddenTextKind | null;
}

/** A run of glyphs drawn hidden the same way, with its non-whitespace, non-control count. */
export interface HiddenSegment {
  text: string;
  kind: HiddenTextKind;
  chars: number;
}

export interface PageScan {
  chars: DrawnChar[];
  hiddenSegments: HiddenSegment[];
  /** Images or many paths: a page without visible text that has these is worth OCR. */
  paintsGraphics: boolean;
  /** Resolution of the page's largest image, in pixels per inch as placed (0 without images). */
  imagePpi: number;
}

interface Glyph {
  unicode?: unknown;
  width?: unknown;
  isSpace?: unknown;
}

interface OperatorList {
  fnArray: number[];
  argsArray: unknown[];
}

/**
 * Walks a page's operator list the way a renderer would, tracking only what decides visibility
 * (text matrices, font size, render mode, colours, alpha, painted areas), and emits every drawn
 * character with the reason it cannot be seen, if any.
 */
export class PageScanner {
  private state: GraphicsState = initialState();
  private readonly stack: GraphicsState[] = [];
  private tm: Matrix = [1, 0, 0, 1, 0, 0];
  private tlm: Matrix = [1, 0, 0, 1, 0, 0];
  private readonly areas: PaintedArea[] = [];
  private pathCount = 0;
  private images = 0;
  private readonly scan: PageScan = {
    chars: [],
    hiddenSegments: [],
    paintsGraphics: false,
    imagePpi: 0,
  };
  private largestImageArea = 0;
  /**
   * The run of hidden glyphs being read: it goes on across show operations (Chromium draws some text one glyph per
   * operation) until a visible glyph or another reason ends it, so a hidden word is reported as the word.
   */
  private segment: HiddenSegment | null = null;

  constructor(
    private readonly view: Box,
    private readonly fontScale: (fontId: string) => number,
  ) {}

  run(list: OperatorList): PageScan {
    for (let i = 0; i < list.fnArray.length; i++) this.step(list.fnArray[i]!, argsOf(list.argsArray[i]));
    this.segment = this.flushSegment(this.segment, null);
    this.scan.paintsGraphics = this.images > 0 || this.pathCount >= MANY_PATHS;
    return this.scan;
  }

  private step(fn: number, args: unknown[]): void {
    if (this.stepState(fn, args)) return;
    if (this.stepText(fn, args)) return;
    this.stepPaint(fn, args);
  }

  private stepState(fn: number, args: unknown[]): boolean {
    const s = this.state;
    switch (fn) {
      case OPS.save:
        this.stack.push({ ...s, ctm: [...s.ctm] });
        return true;
      case OPS.restore:
        this.state = this.stack.pop() ?? s;
        return true;
      case OPS.transform: {
        const m = toMatrix(args);
        if (m) s.ctm = multiply(m, s.ctm);
        return true;
      }
      case OPS.paintFormXObjectBegin: {
        this.stack.push({ ...s, ctm: [...s.ctm] });
        const m = toMatrix(args[0]);
        if (m) s.ctm = multiply(m, s.ctm);
        return true;
      }
      case OPS.paintFormXObjectEnd:
        this.state = this.stack.pop() ?? s;
        return true;
      case OPS.setFillRGBColor:
        s.fill = typeof args[0] === 'string' ? args[0] : null;
        return true;
      case OPS.setStrokeRGBColor:
        s.stroke = typeof args[0] === 'string' ? args[0] : null;
        return true;
      case OPS.setFillTransparent:
      case OPS.setFillColorN:
        s.fill = null; // a pattern: colour unknown, treated as visible
        return true;
      case OPS.setGState:
        this.applyGState(args[0]);
        return true;
      default:
        return false;
    }
  }

  private applyGState(entries: unknown): void {
    for (const entry of argsOf(entries)) {
      const [key, value] = argsOf(entry);
      if (key === 'ca') this.state.fillAlpha = num(value, 1);
      if (key === 'CA') this.state.strokeAlpha = num(value, 1);
    }
  }

  private stepText(fn: number, args: unknown[]): boolean {
    const s = this.state;
    switch (fn) {
      case OPS.beginText:
        this.tm = [1, 0, 0, 1, 0, 0];
        this.tlm = [1, 0, 0, 1, 0, 0];
        return true;
      case OPS.setFont:
        s.fontId = typeof args[0] === 'string' ? args[0] : '';
        s.fontSize = num(args[1]);
        return true;
      case OPS.setTextMatrix: {
        const m = toMatrix(args[0]) ?? toMatrix(args);
        if (m) this.tm = this.tlm = m;
        return true;
      }
      case OPS.moveText:
        this.moveText(num(args[0]), num(args[1]));
        return true;
      case OPS.setLeadingMoveText:
        s.leading = -num(args[1]);
        this.moveText(num(args[0]), num(args[1]));
        return true;
      case OPS.nextLine:
        this.moveText(0, -s.leading);
        return true;
      case OPS.setLeading:
        s.leading = num(args[0]);
        return true;
      case OPS.setCharSpacing:
        s.charSpacing = num(args[0]);
        return true;
      case OPS.setWordSpacing:
        s.wordSpacing = num(args[0]);
        return true;
      case OPS.setHScale:
        s.hScale = num(args[0], 100) / 100;
        return true;
      case OPS.setTextRise:
        s.rise = num(args[0]);
        return true;
      case OPS.setTextRenderingMode:
        s.renderMode = num(args[0]);
        return true;
      case OPS.showText:
        this.showText(argsOf(args[0]));
        return true;
      default:
        return false;
    }
  }

  private stepPaint(fn: number, args: unknown[]): void {
    if (fn === OPS.constructPath) {
      this.pathCount++;
      const paint = num(args[0], -1);
      const mm = args[2] as ArrayLike<number> | null | undefined;
      if (FILL_OPS.has(paint) && mm && mm.length === 4) {
        const box = transformBox(this.state.ctm, num(mm[0]), num(mm[1]), num(mm[2]), num(mm[3]));
        this.addArea(box, this.paintedColour(box));
      }
      return;
    }
    if (IMAGE_OPS.has(fn)) {
      this.images++;
      const box = transformBox(this.state.ctm, 0, 0, 1, 1);
      this.addArea(box, null);
      this.noteImageResolution(fn, args, box);
    }
  }

  /** Keeps the placed resolution of the largest image: a scan's ppi decides whether OCR can work. */
  private noteImageResolution(fn: number, args: unknown[], box: Box): void {
    const area = (box.x1 - box.x0) * (box.y1 - box.y0);
    if (area <= this.largestImageArea) return;
    const inline = (args[0] ?? {}) as { width?: unknown };
    const pixelsWide = fn === OPS.paintImageXObject ? num(args[1]) : num(inline.width);
    if (pixelsWide <= 0 || box.x1 - box.x0 <= 0) return;
    this.largestImageArea = area;
    this.scan.imagePpi = Math.round(pixelsWide / ((box.x1 - box.x0) / 72));
  }

  /**
   * The colour a fill leaves in a box: the fill colour, or with an alpha under 1 that colour over what was under the
   * box's centre (a translucent chip or card); null where what was under it is unknown (an image).
   */
  private paintedColour(box: Box): string | null {
    const { fill, fillAlpha } = this.state;
    if (fill === null || fillAlpha >= 1) return fill;
    const below = backgroundAt(this.areas, (box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2);
    return below === null ? null : blend(fill, below, fillAlpha);
  }

  private addArea(box: Box, color: string | null): void {
    // Hairlines and glyph-sized marks are not backgrounds.
    if (box.x1 - box.x0 < 2 || box.y1 - box.y0 < 2) return;
    if (this.areas.length >= MAX_PAINTED_AREAS) this.areas.shift();
    this.areas.push({ ...box, color });
  }

  private moveText(tx: number, ty: number): void {
    this.tlm = multiply([1, 0, 0, 1, tx, ty], this.tlm);
    this.tm = this.tlm;
  }
  private showText(glyphs: unknown[]): void {
    const s = this.state;
    const scale = this.fontScale(s.fontId);
    // Within one show operation only the x advance changes, so the matrices are computed once.
    const m = multiply(this.tm, s.ctm);
    const trm = multiply([s.fontSize * s.hScale, 0, 0, s.fontSize, 0, s.rise], m);
    const runKind = this.runKind(trm);
    let x = 0;
    let segment = this.segment;
    for (const g of glyphs) {
      if (typeof g === 'number') {
        x += (-g / 1000) * s.fontSize * s.hScale;
        continue;
      }
      const glyph = (g ?? {}) as Glyph;
      const unicode = typeof glyph.unicode === 'string' ? glyph.unicode : '';
      const w0 = num(glyph.width) * scale;
      const kind = runKind ?? this.placeKind(trm, m, x, w0);
      const counted = this.emit(unicode, kind);
      if (kind && segment?.kind !== kind) segment = this.flushSegment(segment, kind);
      if (!kind) segment = this.flushSegment(segment, null);
      if (segment) {
        segment.text += unicode;
        segment.chars += counted;
      }
      const spacing = s.charSpacing + (glyph.isSpace === true ? s.wordSpacing : 0);
      x += (w0 * s.fontSize + spacing) * s.hScale;
    }
    this.segment = segment;
    this.tm = multiply([1, 0, 0, 1, x, 0], this.tm);
  }

  /** Keeps a finished run of hidden glyphs; returns a new run of `kind` (null: none). */
  private flushSegment(segment: HiddenSegment | null, kind: HiddenTextKind | null): HiddenSegment | null {
    if (segment && segment.chars > 0) this.scan.hiddenSegments.push(segment);
    return kind ? { text: '', kind, chars: 0 } : null;
  }

  /** Records the glyph's characters; returns how many of them count as hidden text. */
  private emit(unicode: string, kind: HiddenTextKind | null): number {
    const code = unicode.length === 1 ? unicode.charCodeAt(0) : -1;
    // ASCII needs no normalisation: the common case stays cheap.
    const chars = code > 32 && code < 127 ? unicode : unicode.normalize('NFKC');
    let counted = 0;
    for (const ch of chars) {
      if (ch.trim() === '') continue;
      // A control character (a transparent NUL some printers emit) is neither text nor hidden text.
      const control = CONTROL_CHAR.test(ch);
      this.scan.chars.push({ ch, hidden: control ? null : kind });
      if (kind && !control) counted++;
    }
    return counted;
  }

  /** Reasons that hold for a whole show operation: render mode and size. */
  private runKind(trm: Matrix): HiddenTextKind | null {
    const mode = this.state.renderMode & 7;
    if (mode === 3 || mode === 7) return 'invisible_render_mode';
    if (Math.hypot(trm[2], trm[3]) < 1 || Math.hypot(trm[0], trm[1]) < 1) return 'tiny_font';
    return null;
  }

  /** Reasons that depend on where the glyph lands: off the page, or on its own colour. */
  private placeKind(trm: Matrix, m: Matrix, x: number, w0: number): HiddenTextKind | null {
    const [gx, gy] = applyPoint(trm, Math.max(w0, 0.25) / 2, 0.35);
    const cx = gx + x * m[0];
    const cy = gy + x * m[1];
    const v = this.view;
    if (cx < v.x0 || cx > v.x1 || cy < v.y0 || cy > v.y1) return 'off_page';
    return this.colourKind(this.state.renderMode & 7, cx, cy);
  }

  private colourKind(mode: number, x: number, y: number): HiddenTextKind | null {
    const s = this.state;
    const usesFill = mode !== 1 && mode !== 5;
    const usesStroke = mode === 1 || mode === 2 || mode === 5 || mode === 6;
    const paints: Array<[string | null, number]> = [];
    if (usesFill) paints.push([s.fill, s.fillAlpha]);
    if (usesStroke) paints.push([s.stroke, s.strokeAlpha]);
    const seen = paints.filter(([, alpha]) => alpha > 0.05);
    if (seen.length === 0) return 'transparent_text';
    const background = backgroundAt(this.areas, x, y);
    if (background === null) return null;
    const invisible = seen.every(([colour]) => colour !== null && sameColour(colour, background));
    if (!invisible) return null;
    return isWhite(background) ? 'white_text' : 'background_text';
  }
}
