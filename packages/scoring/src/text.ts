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

// eslint-disable-next-line no-control-regex -- stripping control characters is the point
const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/gu;

/** Removes control characters other than tab, newline and carriage return. */
export function stripControlChars(text: string): string {
  return text.replace(CONTROL_CHARS, '');
}
