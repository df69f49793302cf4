/** Trims, folds whitespace runs (newlines, tabs) to one space and cuts to `max` code points. */
export function clipText(value: string, max: number): string {
  const folded = value.replace(/\s+/gu, ' ').trim();
  const points = Array.from(folded);
  if (points.length <= max) return folded;
  return points.slice(0, max).join('').trimEnd();
}

/** Clipped, non-empty, distinct (case-insensitively) strings, at most `maxItems` of them. */
export function cleanList(values: readonly string[], maxLength: number, maxItems: number): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const value of values) {
    const clipped = clipText(value, maxLength);
    const key = clipped.toLowerCase();
    if (clipped.length === 0 || seen.has(key)) continue;
    seen.add(key);
    out.push(clipped);
    if (out.length === maxItems) break;
  }
  return out;
}

export const RESUME_TRUNCATION_MARKER = '[… resume truncated …]';
