import { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Operator groups and argument readers the page scanner uses (see hidden-ops.ts). */
export const FILL_OPS = new Set<number>([
  OPS.fill,
  OPS.eoFill,
  OPS.fillStroke,
  OPS.eoFillStroke,
  OPS.closeFillStroke,
  OPS.closeEOFillStroke,
]);
export const IMAGE_OPS = new Set<number>([
  OPS.paintImageXObject,
  OPS.paintInlineImageXObject,
  OPS.paintImageMaskXObject,
  OPS.paintImageXObjectRepeat,
  OPS.paintImageMaskXObjectRepeat,
  OPS.paintSolidColorImageMask,
  OPS.paintInlineImageXObjectGroup,
  OPS.paintImageMaskXObjectGroup,
]);
// eslint-disable-next-line no-control-regex
export const CONTROL_CHAR = /[\u0000-\u001f\u007f-\u009f]/;
/** Vector-outlined text (some design tools export it) has many paths and no text. */
export const MANY_PATHS = 50;

export const num = (v: unknown, fallback = 0): number => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
export const argsOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
