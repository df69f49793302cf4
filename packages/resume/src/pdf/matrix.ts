/** PDF affine matrix [a b c d e f]; points are row vectors, so `multiply(m, n)` applies m first. */
export type Matrix = [number, number, number, number, number, number];

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

export function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[1] * n[2],
    m[0] * n[1] + m[1] * n[3],
    m[2] * n[0] + m[3] * n[2],
    m[2] * n[1] + m[3] * n[3],
    m[4] * n[0] + m[5] * n[2] + n[4],
    m[4] * n[1] + m[5] * n[3] + n[5],
  ];
}

export function applyPoint(m: Matrix, x: number, y: number): [number, number] {
  return [x * m[0] + y * m[2] + m[4], x * m[1] + y * m[3] + m[5]];
}

export function toMatrix(value: unknown): Matrix | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as ArrayLike<unknown>;
  if (v.length !== 6) return null;
  const out: number[] = [];
  for (let i = 0; i < 6; i++) {
    const n = v[i];
    if (typeof n !== 'number' || !Number.isFinite(n)) return null;
    out.push(n);
  }
  return out as Matrix;
}

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Bounding box of a user-space box [x0 y0 x1 y1] after the transform m. */
export function transformBox(m: Matrix, x0: number, y0: number, x1: number, y1: number): Box {
  const pts = [applyPoint(m, x0, y0), applyPoint(m, x1, y0), applyPoint(m, x0, y1), applyPoint(m, x1, y1)];
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}
