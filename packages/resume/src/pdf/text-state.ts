import { IDENTITY, type Box, type Matrix } from './matrix.js';

/** The part of the PDF graphics state that decides whether drawn text can be seen. */
export interface GraphicsState {
  ctm: Matrix;
  fontId: string;
  fontSize: number;
  charSpacing: number;
  wordSpacing: number;
  hScale: number;
  leading: number;
  rise: number;
  renderMode: number;
  fill: string | null;
  stroke: string | null;
  fillAlpha: number;
  strokeAlpha: number;
}

export function initialState(): GraphicsState {
  return {
    ctm: [...IDENTITY],
    fontId: '',
    fontSize: 0,
    charSpacing: 0,
    wordSpacing: 0,
    hScale: 1,
    leading: 0,
    rise: 0,
    renderMode: 0,
    fill: '#000000',
    stroke: '#000000',
    fillAlpha: 1,
    strokeAlpha: 1,
  };
}

/** A filled area painted before some text; `color` null means an image (colour unknown). */
export interface PaintedArea extends Box {
  color: string | null;
}

const PAGE_COLOUR = '#ffffff';
/** Channel distance (0–255) under which two colours read as the same to a person. */
const SAME_COLOUR_DISTANCE = 24;
/** Bounds the background search so a hostile page with millions of rectangles stays linear. */
export const MAX_PAINTED_AREAS = 4000;

function rgb(hex: string): [number, number, number] | null {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return null;
  return [parseInt(m[1]!, 16), parseInt(m[2]!, 16), parseInt(m[3]!, 16)];
}

export function sameColour(a: string, b: string): boolean {
  const x = rgb(a);
  const y = rgb(b);
  if (!x || !y) return false;
  return Math.max(Math.abs(x[0] - y[0]), Math.abs(x[1] - y[1]), Math.abs(x[2] - y[2])) <= SAME_COLOUR_DISTANCE;
}

/** Colour under a point: the last area painted there, else the (white) page. */
export function backgroundAt(areas: PaintedArea[], x: number, y: number): string | null {
  for (let i = areas.length - 1; i >= 0; i--) {
    const a = areas[i]!;
    if (x >= a.x0 && x <= a.x1 && y >= a.y0 && y <= a.y1) return a.color;
  }
  return PAGE_COLOUR;
}

/**
 * A colour painted with an alpha under 1 over another, as a person sees the result ("#1a73e8" at 13% over white
 * is a pale blue, not the blue): a translucent chip behind text in its own hue hides nothing.
 */
export function blend(top: string, below: string, alpha: number): string | null {
  const t = rgb(top);
  const b = rgb(below);
  if (!t || !b) return null;
  const a = Math.min(Math.max(alpha, 0), 1);
  return `#${t
    .map((c, i) =>
      Math.round(a * c + (1 - a) * b[i]!)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export function isWhite(colour: string): boolean {
  return sameColour(colour, PAGE_COLOUR);
}
