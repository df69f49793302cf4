/**
 * Bullet glyphs that fonts (Symbol, Wingdings) map into the private-use area, and the many
 * Unicode bullets, all read as one bullet to the model.
 */
const BULLETS =
  /[\uf0b7\uf0a7\uf076\uf0d8\uf0fc\uf0a8\uf06e\uf0e8\u25aa\u25ab\u25cf\u25e6\u2023\u2043\u2219\u25a0\u25a1\u27a2\u2794]/g;
// Control characters other than tab and newline carry no meaning and confuse tokenisers.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u200b\ufeff]/g;

/** Normalises whitespace and bullets while keeping line and paragraph breaks. */
export function cleanText(raw: string): string {
  const lines = raw
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL, '')
    .replace(BULLETS, '•')
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim());
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Length that the 50-character minimum is measured on: whitespace collapsed, code points. */
export function meaningfulLength(text: string): number {
  return [...text.replace(/\s+/g, ' ').trim()].length;
}
